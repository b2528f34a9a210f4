package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.material3.FilterChip
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.size
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.RadioButton
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.material3.Typography
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.IconButton
import androidx.compose.material3.LocalContentColor
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material3.Switch
import androidx.compose.ui.semantics.Role
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Dp
import androidx.compose.foundation.layout.Box
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.layout.SubcomposeLayout
import androidx.compose.ui.unit.Constraints
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import app.folkchess.core.model.ChoiceRow
import app.folkchess.core.model.FailureText
import app.folkchess.core.model.ToggleRow

/**
 * Whether the screen is narrow for its text — a small phone, or a large font scale — so that a
 * row of text and buttons had better stack: less than 300 dp of width per unit of font scale.
 */
fun isCompact(width: Dp, fontScale: Float): Boolean = width.value / fontScale < 300f

/**
 * [first] with [second] beside it at the end when [first] still has room for its longest word
 * (its minimal intrinsic width) beside [second]; otherwise [second] goes under [first], at the
 * end. So a name is never broken inside a word to make room for a button, in any language or
 * font scale. Side by side, both are centred vertically and [first] takes the room left.
 * [firstWhole]: beside only while [first] fits on one line (a title that should not wrap).
 */
@Composable
fun BesideOrUnder(modifier: Modifier = Modifier, gap: Dp = 8.dp, firstWhole: Boolean = false, first: @Composable () -> Unit, second: @Composable () -> Unit) {
    Layout(content = { Box { first() }; Box { second() } }, modifier = modifier) { measurables, constraints ->
        val (a, b) = measurables
        val width = constraints.maxWidth
        val gapPx = gap.roundToPx()
        val bp = b.measure(Constraints(maxWidth = width))
        val room = width - bp.width - gapPx
        val need = if (firstWhole) a.maxIntrinsicWidth(Constraints.Infinity) else a.minIntrinsicWidth(Constraints.Infinity)
        if (room > 0 && need <= room) {
            val ap = a.measure(Constraints(minWidth = room, maxWidth = room))
            val height = maxOf(ap.height, bp.height)
            layout(width, height) {
                ap.place(0, (height - ap.height) / 2)
                bp.place(width - bp.width, (height - bp.height) / 2)
            }
        } else {
            val ap = a.measure(Constraints(maxWidth = width))
            layout(width, ap.height + gapPx / 2 + bp.height) {
                ap.place(0, 0)
                bp.place(width - bp.width, ap.height + gapPx / 2)
            }
        }
    }
}

/**
 * A screen's header: the back arrow, the title, optional actions. The title is never cut: a long
 * one wraps, and lines after the first are set smaller. Where the title does not fit beside the
 * arrow and the actions, they take a row of their own above it.
 */
@Composable
fun ScreenHeader(title: String, backLabel: String?, onBack: (() -> Unit)?, actions: @Composable RowScope.() -> Unit = {}) {
    // the header's words grow with the text size up to one and a half times (a title at twice
    // the size took a third of a small phone's height)
    ChromeText(max = 1.5f) { HeaderRow(title, backLabel, onBack, actions) }
}

/**
 * The back arrow, the title and the actions on one line where the title fits there whole (its
 * widest line beside the two); else with the title a size smaller; else the back arrow and the
 * actions on a line and the title under them, across the width. Measured, not guessed from the
 * width and the font scale.
 */
@Composable
private fun HeaderRow(title: String, backLabel: String?, onBack: (() -> Unit)?, actions: @Composable RowScope.() -> Unit) {
    val measurer = rememberTextMeasurer()
    val styles = MaterialTheme.typography
    val restStyle = MaterialTheme.typography.bodyMedium
    SubcomposeLayout(Modifier.fillMaxWidth().padding(horizontal = 4.dp)) { constraints ->
        val width = constraints.maxWidth
        val loose = Constraints(maxWidth = width)
        val acts = subcompose("actions") { Row(verticalAlignment = Alignment.CenterVertically, content = actions) }.first().measure(loose)
        val back = subcompose("back") { BackButton(backLabel, onBack) }.first().measure(loose)
        // the title's widest line in its style (its padding, 4 dp each side, included)
        fun titleWidth(small: Boolean): Int = title.split('\n').withIndex().maxOf { (i, line) ->
            measurer.measure(line, if (i > 0) restStyle else headerTitleStyle(title, small, styles), maxLines = 1).size.width
        } + 8.dp.roundToPx()
        val besideRoom = (width - back.width - acts.width).coerceAtLeast(0)
        // one row if it can, the title a size smaller if it must; only then the title under the buttons
        val small = titleWidth(false) > besideRoom
        val beside = titleWidth(small) <= besideRoom
        val titleMeasurable = subcompose("title") { HeaderTitle(title, Modifier.padding(horizontal = 4.dp), small && beside) }.first()
        if (beside) {
            val heading = titleMeasurable.measure(Constraints(minWidth = besideRoom, maxWidth = besideRoom))
            val height = maxOf(56.dp.roundToPx(), back.height, heading.height, acts.height)
            layout(width, height) {
                back.placeRelative(0, (height - back.height) / 2)
                heading.placeRelative(back.width, (height - heading.height) / 2)
                acts.placeRelative(width - acts.width, (height - acts.height) / 2)
            }
        } else {
            val side = 8.dp.roundToPx()
            val heading = titleMeasurable.measure(Constraints(minWidth = width - 2 * side, maxWidth = width - 2 * side))
            val top = maxOf(48.dp.roundToPx(), back.height, acts.height)
            val height = top + heading.height + 4.dp.roundToPx()
            layout(width, height) {
                back.placeRelative(0, (top - back.height) / 2)
                acts.placeRelative(width - acts.width, (top - acts.height) / 2)
                heading.placeRelative(side, top)
            }
        }
    }
}

/**
 * The back button: Android's back arrow, 24 dp in a finger's 48 dp, at every text size and in
 * every language, the core's "Back" said to a screen reader.
 */
@Composable
private fun BackButton(label: String?, onBack: (() -> Unit)?) {
    if (onBack != null && label != null) {
        IconButton(onClick = onBack, modifier = Modifier.size(48.dp).testTag("back").semantics { contentDescription = label }) {
            BackArrow()
        }
    } else {
        Spacer(Modifier.width(12.dp))
    }
}

/**
 * The back arrow (drawn: the app has no icon set), as Material's ArrowBack: a shaft across and
 * an arrowhead at the start, pointing against the reading direction.
 */
@Composable
fun BackArrow(modifier: Modifier = Modifier) {
    val color = LocalContentColor.current
    Canvas(modifier.size(24.dp)) {
        val u = size.width / 24f
        val back = layoutDirection == LayoutDirection.Ltr
        fun x(v: Float) = (if (back) v else 24f - v) * u
        val stroke = Stroke(2f * u, cap = StrokeCap.Square, join = StrokeJoin.Miter)
        // the shaft from 4 to 20 at mid-height, the head's two arms from its tip
        drawPath(Path().apply { moveTo(x(5f), 12f * u); lineTo(x(20f), 12f * u) }, color, style = stroke)
        drawPath(Path().apply { moveTo(x(11f), 5.5f * u); lineTo(x(4.5f), 12f * u); lineTo(x(11f), 18.5f * u) }, color, style = stroke)
    }
}

/** The title's style: a long or a many-lined title, or a [small] one, a size smaller. */
private fun headerTitleStyle(title: String, small: Boolean, styles: Typography): TextStyle =
    if (small || '\n' in title || title.length > 16) styles.titleMedium else styles.titleLarge

@Composable
private fun HeaderTitle(title: String, modifier: Modifier, small: Boolean = false) {
    val lines = title.split('\n')
    val rest = MaterialTheme.typography.bodyMedium
    Text(
        buildAnnotatedString {
            append(lines.first())
            for (line in lines.drop(1)) {
                append('\n')
                withStyle(SpanStyle(fontSize = rest.fontSize, color = MaterialTheme.colorScheme.onSurfaceVariant)) { append(line) }
            }
        },
        style = headerTitleStyle(title, small, MaterialTheme.typography),
        modifier = modifier.testTag("title").semantics { heading() },
    )
}

/**
 * The core's choice row: its label and options as chips; a tap reports the option's index.
 * [collapsible] (settings): where the chips do not fit on one line (the six languages, the
 * point labels' long names, any row at a large font), the row is its label and the chosen
 * option, and a tap opens the options as a menu with radio buttons — three rows of chips for
 * one setting buried the settings under it.
 */
@Composable
fun ChoiceChips(row: ChoiceRow, showLabel: Boolean = true, collapsible: Boolean = false, onSelect: (Int) -> Unit) {
    if (!collapsible) return ChipsOf(row, showLabel, onSelect)
    val measurer = rememberTextMeasurer()
    val style = MaterialTheme.typography.labelLarge
    val density = LocalDensity.current
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val chipsWidth = with(density) {
            row.options.sumOf { measurer.measure(it, style).size.width.toDouble() }.toFloat().toDp()
        } + CHIP_PADDING * row.options.size + CHIP_SPACING * (row.options.size - 1)
        if (chipsWidth <= maxWidth) ChipsOf(row, showLabel, onSelect) else ChoiceMenu(row, showLabel, onSelect)
    }
}

/** A chip's width beside its words: its padding on each side and the border (a FilterChip's label "Off" 22 dp wide makes a 56 dp chip). */
private val CHIP_PADDING = 34.dp

/** The room between two chips. */
private val CHIP_SPACING = 8.dp

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ChipsOf(row: ChoiceRow, showLabel: Boolean, onSelect: (Int) -> Unit) {
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp).testTag("choice-${row.key.name.lowercase()}")) {
        if (showLabel && row.label.isNotEmpty()) {
            Text(row.label, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.semantics { heading() })
        }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(CHIP_SPACING), verticalArrangement = Arrangement.spacedBy(0.dp)) {
            row.options.forEachIndexed { i, name ->
                FilterChip(
                    selected = i == row.selected.toInt(),
                    onClick = { onSelect(i) },
                    label = { Text(name) },
                    // the option by the core's index, for tests (the smoke test on an emulator)
                    modifier = Modifier.testTag("choice-${row.key.name.lowercase()}-$i"),
                )
            }
        }
    }
}

/** A choice as one row (its label, the chosen option under it, a caret) that opens its options as a menu. */
@Composable
private fun ChoiceMenu(row: ChoiceRow, showLabel: Boolean, onSelect: (Int) -> Unit) {
    val key = row.key.name.lowercase()
    val selected = row.selected.toInt()
    val chosen = row.options.getOrElse(selected) { "" }
    var open by remember(row.key) { mutableStateOf(false) }
    val colors = MaterialTheme.colorScheme
    Box(Modifier.fillMaxWidth().testTag("choice-$key")) {
        Row(
            Modifier
                .fillMaxWidth()
                .heightIn(min = 56.dp)
                .clickable(role = Role.DropdownList) { open = true }
                .semantics(mergeDescendants = true) {}
                .testTag("choice-$key-open")
                .padding(vertical = 6.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Column(Modifier.weight(1f).padding(end = 12.dp)) {
                if (showLabel && row.label.isNotEmpty()) Text(row.label, style = MaterialTheme.typography.bodyLarge)
                Text(chosen, style = MaterialTheme.typography.bodyMedium, color = colors.primary)
            }
            val caret = colors.onSurfaceVariant
            Canvas(Modifier.size(12.dp)) {
                drawPath(
                    Path().apply {
                        moveTo(0f, size.height * 0.3f)
                        lineTo(size.width, size.height * 0.3f)
                        lineTo(size.width / 2, size.height * 0.8f)
                        close()
                    },
                    caret,
                )
            }
        }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            row.options.forEachIndexed { i, name ->
                DropdownMenuItem(
                    text = { Text(name) },
                    leadingIcon = { RadioButton(selected = i == selected, onClick = null) },
                    onClick = {
                        open = false
                        onSelect(i)
                    },
                    modifier = Modifier.testTag("choice-$key-$i"),
                )
            }
        }
    }
}

/** The core's switch row. */
@Composable
fun ToggleSwitch(row: ToggleRow, onChange: (Boolean) -> Unit) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 52.dp).toggleable(value = row.on, role = Role.Switch, onValueChange = onChange)
            .testTag("toggle-${row.key.name.lowercase()}"),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(row.label, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f).padding(end = 12.dp))
        Switch(checked = row.on, onCheckedChange = null)
    }
}

@Composable
fun SectionTitle(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.titleMedium,
        color = MaterialTheme.colorScheme.primary,
        modifier = Modifier.padding(top = 12.dp, bottom = 4.dp).semantics { heading() },
    )
}

@Composable
fun PaddedColumn(content: @Composable ColumnScope.() -> Unit) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp), content = content)
}

/**
 * A failure as the core words it: its sentence (tagged [tag], read out when it appears) and the
 * core's "Details" button, which shows the details (the reason) under it — shown from the start
 * where they help the player at once ([open]: what in a pasted text is not a game).
 */
@Composable
internal fun FailureNote(failure: FailureText, tag: String, modifier: Modifier = Modifier, open: Boolean = false) {
    var shown by remember(failure) { mutableStateOf(open) }
    Column(modifier) {
        Text(
            failure.sentence,
            color = MaterialTheme.colorScheme.error,
            modifier = Modifier.testTag(tag).semantics { liveRegion = LiveRegionMode.Polite },
        )
        if (failure.details.isNotBlank()) {
            if (shown) {
                Text(
                    failure.details,
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.padding(top = 4.dp).testTag("$tag-details"),
                )
            } else {
                TextButton(onClick = { shown = true }, modifier = Modifier.testTag("$tag-show-details")) { Text(failure.detailsLabel) }
            }
        }
    }
}

/**
 * The chevron of a row that opens another screen (drawn: the app has no icon set), pointing
 * along the reading direction, in the faint colour of the row's secondary words.
 */
@Composable
fun Chevron(modifier: Modifier = Modifier, color: androidx.compose.ui.graphics.Color = MaterialTheme.colorScheme.onSurfaceVariant) {
    Canvas(modifier.size(width = 8.dp, height = 14.dp)) {
        val stroke = 2.dp.toPx()
        val forward = layoutDirection == LayoutDirection.Ltr
        val tip = if (forward) size.width - stroke / 2 else stroke / 2
        val tail = if (forward) stroke / 2 else size.width - stroke / 2
        val arms = Path().apply {
            moveTo(tail, stroke / 2)
            lineTo(tip, size.height / 2)
            lineTo(tail, size.height - stroke / 2)
        }
        drawPath(arms, color, style = Stroke(stroke, cap = StrokeCap.Round, join = StrokeJoin.Round))
    }
}
