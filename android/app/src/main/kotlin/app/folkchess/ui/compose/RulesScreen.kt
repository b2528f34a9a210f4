package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
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
import app.folkchess.ui.board.BoardTaps
import app.folkchess.ui.board.NearestPoint
import app.folkchess.ui.model.Choice
import app.folkchess.ui.model.RulesPage
import app.folkchess.ui.model.RulesUiState
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.height
import app.folkchess.ui.model.nameOf
import app.folkchess.ui.model.width

/**
 * Rules: the core's structured rules in Chinese, English or both side by side, with the board
 * diagram; tapping a point name in the text highlights that point on the diagram.
 */
@Composable
fun RulesScreen(
    state: RulesUiState,
    strings: UiStrings,
    onLang: (UiLang) -> Unit,
    onPointName: (String) -> Unit,
    onBack: () -> Unit,
    nearestPoint: NearestPoint,
    modifier: Modifier = Modifier,
) {
    val layout = state.board.layout
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader("${strings.rules} · ${state.pages.firstOrNull()?.name.orEmpty()}", strings.back, onBack)
        PaddedColumn {
            val langs = listOf(Choice(UiLang.Zh, strings.rulesZh), Choice(UiLang.En, strings.rulesEn), Choice(UiLang.Both, strings.rulesBoth))
            ChoiceGroup("", langs, state.lang, onLang)
            Box(Modifier.fillMaxWidth(), contentAlignment = Alignment.Center) {
                BoardCanvas(
                    state.board, strings,
                    Modifier.fillMaxWidth(if (layout.bounds.width > layout.bounds.height * 1.6) 1f else 0.72f)
                        .padding(vertical = 4.dp).testTag("diagram"),
                    taps = BoardTaps(nearestPoint) { onPointName(layout.nameOf(it)) },
                )
            }
            Text(strings.tapPointHint, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
            val highlightName = state.board.highlighted?.let { layout.nameOf(it) }
            if (state.pages.size == 1) {
                DocColumn(state.pages[0], highlightName, onPointName, Modifier.fillMaxWidth())
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
                    background = if (on) bc.highlight else Color.Unspecified,
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
