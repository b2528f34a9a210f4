package app.folkchess.ui.compose

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.InlineTextContent
import androidx.compose.foundation.text.appendInlineContent
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.FilterChip
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.Placeholder
import androidx.compose.ui.text.PlaceholderVerticalAlign
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import app.folkchess.core.RichText
import app.folkchess.core.RulesBlock
import app.folkchess.core.RulesPage
import app.folkchess.core.RulesSection
import app.folkchess.core.TextSpan
import app.folkchess.core.AppEvent
import app.folkchess.core.model.RulesScreenView
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.rulesPages
import androidx.compose.runtime.remember

/**
 * Rules: the core's structured rules in Chinese, English or both (the core's [rulesPages] in the language the view names) in the
 * core's frame (title, the language choice, the board diagram and how to use it). The diagram is
 * pinned under the header, small, and stays in view while the text scrolls under it; in the
 * text every point name is a chip (at least 48 dp, a finger's size) whose tap marks that point on
 * the diagram, as a tap on the diagram does. Both languages are read paragraph by paragraph, the
 * Chinese one first and the English one under it (not in two narrow columns). Chinese is set
 * upright: nothing is in italics.
 */
@Composable
fun RulesScreen(
    frame: RulesScreenView,
    language: DisplayLanguage,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    val game = frame.diagram.game
    val pages = remember(game, language) { rulesPages(game, language) }
    val onPoint = { i: Int -> onEvent(AppEvent.RulesPoint(i)) }
    val onLanguage = { i: Int -> onEvent(AppEvent.RulesLanguage(i)) }
    // the back button in the language the rules are read in, as the title
    val back = frame.back
    val onBack = { onEvent(AppEvent.Back) }
    BoxWithConstraints(modifier.fillMaxSize()) {
        // a quarter of the screen or so: room enough to see the board, the most left to the text
        val diagramHeight = (maxHeight * 0.26f).coerceIn(120.dp, 220.dp)
        Column(Modifier.fillMaxSize()) {
            ScreenHeader(frame.title, back, onBack)
            Surface(color = MaterialTheme.colorScheme.surfaceContainerLow, modifier = Modifier.fillMaxWidth().testTag("diagram-pane")) {
                Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 4.dp)) {
                    Text(frame.diagramTitle, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.semantics { heading() })
                    BoardCanvas(
                        frame.diagram,
                        Modifier.fillMaxWidth().height(diagramHeight).padding(vertical = 2.dp).testTag("diagram"),
                        onTap = onPoint,
                    )
                }
            }
            HorizontalDivider()
            Column(Modifier.fillMaxWidth().weight(1f).verticalScroll(rememberScrollState()).testTag("rules-text")) {
                PaddedColumn {
                    LanguageChips(frame.languages, frame.selectedLanguage.toInt(), onLanguage)
                    // the game's lessons, for a player who would rather learn by playing
                    FilledTonalButton(onClick = { onEvent(AppEvent.OpenLessons(game)) }, modifier = Modifier.testTag("learn")) { Text(frame.learn) }
                    Text(frame.tapHint, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                    val highlighted = frame.diagram.points.firstOrNull { it.highlighted }?.index
                    if (pages.size == 1) {
                        Header(pages[0], first = true)
                        for (s in pages[0].sections) Section(s, highlighted, onPoint)
                    } else {
                        // paragraph by paragraph: each block in Chinese, then the same in English
                        pages.forEachIndexed { i, d -> Header(d, first = i == 0) }
                        val n = pages.maxOf { it.sections.size }
                        for (i in 0 until n) {
                            val sections = pages.mapNotNull { it.sections.getOrNull(i) }
                            HorizontalDivider(Modifier.padding(top = 8.dp))
                            if (sections.map { it.blocks.size }.distinct().size == 1) {
                                sections.forEachIndexed { k, sec -> SectionTitle(sec.heading, first = k == 0) }
                                for (j in sections[0].blocks.indices) {
                                    val blocks = sections.map { it.blocks[j] }
                                    val items = blocks.map { (it as? RulesBlock.Bullets)?.items }
                                    Column(Modifier.padding(vertical = 3.dp)) {
                                        if (items.all { it != null } && items.map { it!!.size }.distinct().size == 1) {
                                            // a list: each item in Chinese, then in English
                                            for (m in items[0]!!.indices) {
                                                Column(Modifier.padding(vertical = 2.dp)) {
                                                    items.forEachIndexed { k, list -> BulletItem(list!![m], highlighted, onPoint, second = k > 0, bullet = k == 0) }
                                                }
                                            }
                                        } else {
                                            blocks.forEachIndexed { k, b -> Block(b, highlighted, onPoint, second = k > 0) }
                                        }
                                    }
                                }
                            } else {
                                // (the two languages differ here: each section whole, one under the other)
                                sections.forEachIndexed { k, sec -> Section(sec, highlighted, onPoint, second = k > 0) }
                            }
                        }
                    }
                    Spacer(Modifier.height(24.dp))
                }
            }
        }
    }
}

/** The languages the rules can be read in, as the core names them. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun LanguageChips(names: List<String>, selected: Int, onSelect: (Int) -> Unit) {
    FlowRow(Modifier.fillMaxWidth().padding(vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        names.forEachIndexed { i, name ->
            FilterChip(selected = i == selected, onClick = { onSelect(i) }, label = { Text(name) }, modifier = Modifier.testTag("rules-language-$i"))
        }
    }
}

/** A page's name and tagline, upright (the second language's a size smaller). */
@Composable
private fun Header(doc: RulesPage, first: Boolean) {
    Column(Modifier.padding(top = if (first) 8.dp else 2.dp)) {
        Text(
            doc.name,
            style = if (first) MaterialTheme.typography.titleLarge else MaterialTheme.typography.titleMedium,
            fontWeight = FontWeight.Bold,
            modifier = Modifier.semantics { heading() },
        )
        Text(doc.tagline, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
    }
}

@Composable
private fun SectionTitle(text: String, first: Boolean) {
    Text(
        text,
        style = if (first) MaterialTheme.typography.titleMedium else MaterialTheme.typography.titleSmall,
        color = MaterialTheme.colorScheme.primary,
        modifier = Modifier.padding(top = if (first) 12.dp else 0.dp, bottom = 4.dp).semantics { heading() },
    )
}

@Composable
private fun Section(section: RulesSection, highlighted: Int?, onPoint: (Int) -> Unit, second: Boolean = false) {
    SectionTitle(section.heading, first = !second)
    for (b in section.blocks) Block(b, highlighted, onPoint, second)
}

/** A paragraph, or a list's items each after a bullet; the second language's in the secondary colour. */
@Composable
private fun Block(block: RulesBlock, highlighted: Int?, onPoint: (Int) -> Unit, second: Boolean) {
    val color = if (second) MaterialTheme.colorScheme.onSurfaceVariant else MaterialTheme.colorScheme.onSurface
    when (block) {
        is RulesBlock.Paragraph -> RichLine(block.text, highlighted, onPoint, color, Modifier.padding(vertical = 2.dp))
        is RulesBlock.Bullets -> for (item in block.items) BulletItem(item, highlighted, onPoint, second, bullet = true)
    }
}

/**
 * One item of a list, after its bullet — or, the same item in the second language right under
 * it, in line with it without a bullet of its own; the second language's in the secondary colour.
 */
@Composable
private fun BulletItem(item: RichText, highlighted: Int?, onPoint: (Int) -> Unit, second: Boolean, bullet: Boolean) {
    val color = if (second) MaterialTheme.colorScheme.onSurfaceVariant else MaterialTheme.colorScheme.onSurface
    Row(Modifier.padding(vertical = 1.dp)) {
        // (the second language's item keeps the bullet's room, the bullet unseen and unread)
        Text(
            "•",
            style = MaterialTheme.typography.bodyMedium,
            color = if (bullet) color else Color.Transparent,
            modifier = Modifier.padding(end = 6.dp).then(if (bullet) Modifier else Modifier.clearAndSetSemantics {}),
        )
        RichLine(item, highlighted, onPoint, color, Modifier.weight(1f))
    }
}

/** The smallest a point chip is, each way: a finger's size. */
val PointChipSize = 48.dp

/**
 * One line of the core's rich text: plain text, glossary terms set apart, and each point name of
 * the game's board as a chip in the line ([PointChipSize] each way at least), filled while that
 * point is marked on the diagram; a tap marks it (or unmarks it). A name that belongs to no board
 * (the app's own rules) stays text.
 */
@Composable
private fun RichLine(line: RichText, highlighted: Int?, onPoint: (Int) -> Unit, color: Color, modifier: Modifier) {
    val colors = MaterialTheme.colorScheme
    val style = MaterialTheme.typography.bodyMedium
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    val chips = HashMap<String, InlineTextContent>()
    val text: AnnotatedString = buildAnnotatedString {
        line.spans.forEachIndexed { n, span ->
            when (span) {
                is TextSpan.Text -> append(span.text)
                is TextSpan.Term -> withStyle(SpanStyle(fontWeight = FontWeight.SemiBold, color = colors.secondary)) { append(span.text) }
                is TextSpan.Point -> {
                    val index = span.index
                    if (index == null) {
                        withStyle(SpanStyle(fontWeight = FontWeight.Bold)) { append(span.name) }
                    } else {
                        val id = "point-$n"
                        val textWidth = measurer.measure(span.name, style.copy(fontWeight = FontWeight.Bold)).size.width
                        val (w, h) = with(density) {
                            val px = maxOf(textWidth + 20.dp.toPx(), PointChipSize.toPx())
                            px.toSp() to PointChipSize.toSp()
                        }
                        chips[id] = InlineTextContent(Placeholder(w, h, PlaceholderVerticalAlign.Center)) {
                            PointChip(span.name, index == highlighted) { onPoint(index) }
                        }
                        appendInlineContent(id, span.name)
                    }
                }
            }
        }
    }
    Text(text, style = style, color = color, inlineContent = chips, modifier = modifier)
}

/** A point name as a chip: a finger-sized target, drawn as a small outlined pill (filled while marked). */
@Composable
private fun PointChip(name: String, on: Boolean, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    val bc = LocalBoardColors.current
    Box(
        Modifier.fillMaxSize().clickable(role = Role.Button, onClick = onClick).testTag("point-chip-$name").semantics {
            contentDescription = name
            selected = on
        },
        contentAlignment = Alignment.Center,
    ) {
        Surface(
            shape = RoundedCornerShape(50),
            color = if (on) bc.highlight.color else colors.primaryContainer,
            contentColor = if (on) bc.board.color else colors.onPrimaryContainer, // the board's colour on the highlight: tested 4.5 : 1 in the core
            border = BorderStroke(1.dp, if (on) bc.highlight.color else colors.primary),
            modifier = Modifier.fillMaxWidth().padding(horizontal = 2.dp),
        ) {
            Text(
                name,
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = FontWeight.Bold,
                textAlign = TextAlign.Center,
                maxLines = 1,
                modifier = Modifier.padding(vertical = 4.dp),
            )
        }
    }
}
