package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.Alignment
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.LinkAnnotation
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.TextLinkStyles
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.withLink
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import app.folkchess.core.RichText
import app.folkchess.core.RulesBlock
import app.folkchess.core.RulesSection
import app.folkchess.core.TextSpan
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.material3.FilterChip
import app.folkchess.core.RulesPage
import app.folkchess.ui.state.RulesState

/**
 * Rules: the core's structured rules in Chinese, English or both side by side ([RulesState.pages])
 * in the core's frame (title, the language choice, the board diagram and how to use it); a tap
 * on a point name in the text or on the diagram marks that point on the diagram.
 */
@Composable
fun RulesScreen(
    state: RulesState,
    back: String,
    onLanguage: (Int) -> Unit,
    onPointName: (String) -> Unit,
    onPoint: (Int) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val frame = state.frame
    val layout = layoutOf(state.game)
    BoxWithConstraints(modifier.fillMaxSize()) {
        val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
        Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
            ScreenHeader(frame.title, back, onBack)
            PaddedColumn {
                LanguageChips(frame.languages, frame.selectedLanguage, onLanguage)
                Text(frame.diagramTitle, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.semantics { heading() })
                Box(Modifier.fillMaxWidth(), contentAlignment = Alignment.Center) {
                    val wide = (layout.bounds.maxX - layout.bounds.minX) > (layout.bounds.maxY - layout.bounds.minY) * 1.6
                    BoardCanvas(
                        frame.diagram,
                        Modifier.fillMaxWidth(if (wide) 1f else 0.72f).padding(vertical = 4.dp).testTag("diagram"),
                        onTap = onPoint,
                    )
                }
                Text(frame.tapHint, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                val highlightName = frame.diagram.points.firstOrNull { it.highlighted }?.name
                if (state.pages.size == 1) {
                    DocColumn(state.pages[0], highlightName, onPointName, Modifier.fillMaxWidth())
                } else if (compact) {
                    // narrow for its text: the languages one under the other, section by section
                    for (d in state.pages) Header(d, Modifier.fillMaxWidth())
                    val n = state.pages.maxOf { it.sections.size }
                    for (i in 0 until n) {
                        HorizontalDivider(Modifier.padding(top = 8.dp))
                        for (d in state.pages) d.sections.getOrNull(i)?.let { Section(it, highlightName, onPointName) }
                    }
                } else {
                    // side by side, section by section (both languages have the same structure)
                    Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        for (d in state.pages) Header(d, Modifier.weight(1f))
                    }
                    val n = state.pages.maxOf { it.sections.size }
                    for (i in 0 until n) {
                        HorizontalDivider(Modifier.padding(top = 8.dp))
                        Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                            for (d in state.pages) {
                                Column(Modifier.weight(1f)) { d.sections.getOrNull(i)?.let { Section(it, highlightName, onPointName) } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/** The languages the rules can be read in, as the core names them. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun LanguageChips(names: List<String>, selected: Int, onSelect: (Int) -> Unit) {
    FlowRow(Modifier.fillMaxWidth().padding(vertical = 6.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        names.forEachIndexed { i, name ->
            FilterChip(selected = i == selected, onClick = { onSelect(i) }, label = { Text(name) }, modifier = Modifier.testTag("rules-language-$i"))
        }
    }
}

@Composable
private fun Header(doc: RulesPage, modifier: Modifier) {
    Column(modifier.padding(top = 8.dp)) {
        Text(doc.name, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold, modifier = Modifier.semantics { heading() })
        Text(doc.tagline, style = MaterialTheme.typography.bodyMedium, fontStyle = FontStyle.Italic)
    }
}

@Composable
private fun DocColumn(doc: RulesPage, highlight: String?, onPointName: (String) -> Unit, modifier: Modifier) {
    Column(modifier) {
        Header(doc, Modifier)
        for (s in doc.sections) Section(s, highlight, onPointName)
    }
}

@Composable
private fun Section(section: RulesSection, highlight: String?, onPointName: (String) -> Unit) {
    SectionTitle(section.heading)
    for (b in section.blocks) when (b) {
        is RulesBlock.Paragraph -> RichLine(b.text, highlight, onPointName, Modifier.padding(vertical = 3.dp))
        is RulesBlock.Bullets -> for (item in b.items) {
            Row(Modifier.padding(vertical = 2.dp)) {
                Text("•", style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(end = 6.dp))
                RichLine(item, highlight, onPointName, Modifier.weight(1f))
            }
        }
    }
}

/** One line of the core's rich text: plain text, glossary terms set apart, point names as links. */
@Composable
private fun RichLine(line: RichText, highlight: String?, onPointName: (String) -> Unit, modifier: Modifier) {
    val colors = MaterialTheme.colorScheme
    val bc = LocalBoardColors.current
    val text: AnnotatedString = buildAnnotatedString {
        for (span in line.spans) when (span) {
            is TextSpan.Text -> append(span.text)
            is TextSpan.Term -> withStyle(SpanStyle(fontWeight = FontWeight.SemiBold, color = colors.secondary)) { append(span.text) }
            is TextSpan.Point -> {
                val on = span.name == highlight
                val style = SpanStyle(
                    color = if (on) Color.White else colors.primary,
                    background = if (on) bc.highlight.color else Color.Unspecified,
                    fontWeight = FontWeight.Bold,
                    textDecoration = TextDecoration.Underline,
                )
                withLink(LinkAnnotation.Clickable(tag = "point:${span.name}", styles = TextLinkStyles(style)) { onPointName(span.name) }) {
                    append(span.name)
                }
            }
        }
    }
    Text(text, style = MaterialTheme.typography.bodyMedium, modifier = modifier)
}
