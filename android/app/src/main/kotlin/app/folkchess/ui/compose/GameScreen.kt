package app.folkchess.ui.compose

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.collapse
import androidx.compose.ui.semantics.expand
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.folkchess.core.ActionView
import app.folkchess.core.LevelPicker
import app.folkchess.core.MoveListView
import app.folkchess.core.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.TableView
import app.folkchess.core.TimerView

/**
 * The game screen: it draws the core's [TableView] and nothing else — the banner (turned for the
 * far player in pass-and-play), the countdown ring, the board, the status line, what the
 * computer is doing, the verdict, a message with its dismiss button, the move list (opened on
 * request), the level picker and the buttons, each enabled as the view says. Every tap is a
 * [TableEvent] for [onEvent]; rules, save & leave, back and review are navigation.
 */
@Composable
fun GameScreen(
    view: TableView,
    back: String,
    onEvent: (TableEvent) -> Unit,
    onRules: () -> Unit,
    onSaveAndLeave: () -> Unit,
    onBack: () -> Unit,
    onReview: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view.title, back, onBack) {
            OutlinedButton(onClick = onRules, enabled = view.rules.enabled, modifier = Modifier.padding(end = 8.dp).testTag("rules")) { Text(view.rules.label) }
        }
        Banner(view)
        BoardCanvas(
            view.board,
            Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 8.dp).testTag("board"),
            onTap = { onEvent(TableEvent.Tap(it)) },
        )
        var movesOpen by rememberSaveable { mutableStateOf(false) }
        StatusLine(view, movesOpen, { movesOpen = !movesOpen }, onEvent)
        if (movesOpen) MoveList(view.moves)
        if (view.review.enabled) {
            Button(
                onClick = onReview,
                modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("review-game"),
                contentPadding = ButtonPadding,
            ) { ButtonLabel(view.review.label) }
        }
        view.level?.let { LevelSwitcher(it) { level -> onEvent(TableEvent.SetLevel(level)) } }
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            ActionButton(view.undo, "undo", Modifier.weight(1f)) { onEvent(TableEvent.Undo) }
            ActionButton(view.redo, "redo", Modifier.weight(1f)) { onEvent(TableEvent.Redo) }
            ActionButton(view.hint, "hint", Modifier.weight(1f)) { onEvent(TableEvent.Hint) }
        }
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = { onEvent(TableEvent.Restart) }, enabled = view.restart.enabled, modifier = Modifier.weight(1f).testTag("restart"), contentPadding = ButtonPadding) {
                ButtonLabel(view.restart.label)
            }
            OutlinedButton(onClick = onSaveAndLeave, enabled = view.saveAndLeave.enabled, modifier = Modifier.weight(1f).testTag("save-and-leave"), contentPadding = ButtonPadding) {
                ButtonLabel(view.saveAndLeave.label)
            }
        }
    }
}

private val ButtonPadding = PaddingValues(horizontal = 8.dp, vertical = 8.dp)

@Composable
private fun ButtonLabel(text: String) {
    Text(text, textAlign = TextAlign.Center, style = MaterialTheme.typography.labelLarge)
}

@Composable
private fun ActionButton(action: ActionView, tag: String, modifier: Modifier, onClick: () -> Unit) {
    FilledTonalButton(onClick = onClick, enabled = action.enabled, modifier = modifier.testTag(tag), contentPadding = ButtonPadding) { ButtonLabel(action.label) }
}

@Composable
private fun Banner(view: TableView) {
    val colors = MaterialTheme.colorScheme
    val banner = view.banner
    val container = when (banner.side) {
        null -> colors.tertiaryContainer
        Side.FIRST -> colors.primaryContainer
        Side.SECOND -> colors.surfaceContainerHigh
    }
    Surface(
        color = container,
        shape = MaterialTheme.shapes.medium,
        modifier = Modifier
            .fillMaxWidth()
            .padding(horizontal = 12.dp)
            .then(if (banner.rotated) Modifier.rotate(180f) else Modifier)
            .testTag(if (banner.rotated) "banner-rotated" else "banner"),
    ) {
        Row(Modifier.padding(horizontal = 14.dp, vertical = 10.dp).heightIn(min = 48.dp), verticalAlignment = Alignment.CenterVertically) {
            SideBadge(banner.side)
            Text(
                banner.text,
                style = MaterialTheme.typography.titleMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.weight(1f).padding(horizontal = 10.dp).semantics { liveRegion = LiveRegionMode.Polite },
            )
            view.timer?.let { CountdownRing(it) }
        }
    }
}

/** A small piece-shaped badge of a side (disc = First, square = Second), e.g. the side to move. */
@Composable
fun SideBadge(side: Side?, modifier: Modifier = Modifier.size(22.dp)) {
    val bc = LocalBoardColors.current
    if (side == null) return
    Canvas(modifier) {
        val r = size.minDimension / 2
        if (side == Side.FIRST) {
            drawCircle(bc.first, r)
            drawCircle(bc.firstRim, r, style = Stroke(width = r * 0.15f))
        } else {
            drawRoundRect(bc.second, cornerRadius = CornerRadius(r * 0.3f))
            drawRoundRect(bc.secondRim, cornerRadius = CornerRadius(r * 0.3f), style = Stroke(width = r * 0.15f))
        }
    }
}

/** The turn countdown: a ring that empties, the core's seconds in the middle, its sentence for a screen reader. */
@Composable
fun CountdownRing(timer: TimerView, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    val ringColor = if (timer.low) colors.error else colors.primary
    val fraction = timer.permille / 1000f
    Box(modifier.size(48.dp).clearAndSetSemantics { contentDescription = timer.spoken }.testTag("countdown"), contentAlignment = Alignment.Center) {
        Canvas(Modifier.fillMaxSize().padding(3.dp)) {
            val stroke = 4.dp.toPx()
            val inset = stroke / 2
            val arcSize = Size(size.width - stroke, size.height - stroke)
            drawArc(colors.outline.copy(alpha = 0.3f), 0f, 360f, false, topLeft = Offset(inset, inset), size = arcSize, style = Stroke(stroke))
            drawArc(ringColor, -90f, 360f * fraction, false, topLeft = Offset(inset, inset), size = arcSize, style = Stroke(stroke, cap = StrokeCap.Round))
        }
        Text("${timer.seconds}", style = MaterialTheme.typography.labelLarge, fontWeight = FontWeight.Bold, color = if (timer.low) colors.error else colors.onSurface)
    }
}

/**
 * The status line with the move list's toggle at its end and what the computer is doing; where
 * the screen is narrow for its text, each on a line of its own. Then the verdict and the message.
 */
@Composable
private fun StatusLine(view: TableView, movesOpen: Boolean, onToggleMoves: () -> Unit, onEvent: (TableEvent) -> Unit) {
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
        Column(Modifier.fillMaxWidth().padding(start = 16.dp, end = 4.dp)) {
            val status = @Composable { modifier: Modifier ->
                Text(view.status, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = modifier.testTag("status"))
            }
            val busy = @Composable {
                view.busy?.let { busy ->
                    CircularProgressIndicator(Modifier.size(18.dp).testTag("thinking"), strokeWidth = 2.dp)
                    Text(busy, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(start = 6.dp).testTag("busy"))
                }
            }
            if (compact) {
                status(Modifier)
                if (view.busy != null) Row(verticalAlignment = Alignment.CenterVertically) { busy() }
                Box(Modifier.fillMaxWidth(), contentAlignment = Alignment.CenterEnd) { MovesToggle(view.moves, movesOpen, onToggleMoves) }
            } else {
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.heightIn(min = 28.dp)) {
                    status(Modifier.weight(1f))
                    busy()
                    MovesToggle(view.moves, movesOpen, onToggleMoves)
                }
            }
            view.verdict?.let {
                Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.tertiary, fontWeight = FontWeight.Medium, modifier = Modifier.testTag("verdict"))
            }
            view.message?.let { message ->
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        message,
                        style = MaterialTheme.typography.bodyMedium,
                        color = MaterialTheme.colorScheme.error,
                        modifier = Modifier.weight(1f).testTag("message").semantics { liveRegion = LiveRegionMode.Polite },
                    )
                    TextButton(onClick = { onEvent(TableEvent.DismissMessage) }, modifier = Modifier.testTag("dismiss")) { Text(view.dismiss) }
                }
            }
        }
    }
}

@Composable
private fun LevelSwitcher(picker: LevelPicker, onLevel: (app.folkchess.core.Level) -> Unit) {
    Row(
        Modifier.fillMaxWidth().horizontalScroll(rememberScrollState()).padding(horizontal = 12.dp),
        horizontalArrangement = Arrangement.spacedBy(6.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(picker.label, style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(end = 2.dp))
        for (o in picker.options) {
            FilterChip(selected = o.level == picker.current, enabled = picker.enabled, onClick = { onLevel(o.level) }, label = { Text(o.name, maxLines = 1) })
        }
    }
}

/** The move list's heading with the number of plies: a tap opens or closes the list. */
@Composable
private fun MovesToggle(moves: MoveListView, open: Boolean, onToggle: () -> Unit) {
    TextButton(
        onClick = onToggle,
        contentPadding = PaddingValues(horizontal = 8.dp, vertical = 4.dp),
        modifier = Modifier.testTag("moves-toggle").semantics {
            // TalkBack says "expanded" / "collapsed" in the phone's own words
            if (open) collapse { onToggle(); true } else expand { onToggle(); true }
        },
    ) {
        Text("${moves.title} ${moves.rows.size} ${if (open) "▴" else "▾"}", style = MaterialTheme.typography.labelLarge)
    }
}

/** The moves so far: each ply numbered, in the core's notation, with its spoken sentence for a screen reader; the last ply stands out. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun MoveList(moves: MoveListView) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("moves")) {
        if (moves.rows.isEmpty()) {
            Text(moves.emptyText, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(horizontal = 4.dp).testTag("moves-empty"))
        } else {
            FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                val last = moves.rows.last().number
                for (row in moves.rows) {
                    val isLast = row.number == last
                    Surface(
                        color = if (isLast) MaterialTheme.colorScheme.secondaryContainer else MaterialTheme.colorScheme.surfaceContainer,
                        shape = MaterialTheme.shapes.small,
                        modifier = Modifier.testTag("move-${row.number}").clearAndSetSemantics { contentDescription = row.spoken },
                    ) {
                        Row(Modifier.padding(horizontal = 8.dp, vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                            SideBadge(row.side, Modifier.size(10.dp))
                            Text(
                                "${row.number}. ${row.text}",
                                style = MaterialTheme.typography.bodyMedium,
                                fontWeight = if (isLast) FontWeight.SemiBold else FontWeight.Normal,
                                modifier = Modifier.padding(start = 6.dp),
                            )
                        }
                    }
                }
            }
        }
    }
}
