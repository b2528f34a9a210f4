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
import app.folkchess.ui.model.RichLine
import app.folkchess.ui.model.RulesBlock
import app.folkchess.ui.model.RulesDocUi
import app.folkchess.ui.model.RulesSectionUi
import app.folkchess.ui.model.RulesSpan
import app.folkchess.ui.model.RulesUiState
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiStrings

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
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader("${strings.rules} · ${state.docs.firstOrNull()?.name.orEmpty()}", strings.back, onBack, titleLines = 2)
        PaddedColumn {
            ChoiceGroup("", UiLang.entries, state.lang, {
                when (it) { UiLang.Zh -> strings.rulesZh; UiLang.En -> strings.rulesEn; UiLang.Both -> strings.rulesBoth }
            }, onLang)
            Box(Modifier.fillMaxWidth(), contentAlignment = Alignment.Center) {
                BoardCanvas(
                    state.board, strings,
                    Modifier.fillMaxWidth(if (state.board.geometry.bounds.width > state.board.geometry.bounds.height * 1.6) 1f else 0.72f)
                        .padding(vertical = 4.dp).testTag("diagram"),
                    onPointTap = { onPointName(state.board.geometry.nameOf(it)) },
                )
            }
            Text(strings.tapPointHint, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
            val highlightName = state.board.highlighted?.let { state.board.geometry.nameOf(it) }
            if (state.docs.size == 1) {
                DocColumn(state.docs[0], highlightName, onPointName, Modifier.fillMaxWidth())
            } else {
                // side by side, section by section (both languages have the same structure)
                Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    for (d in state.docs) Header(d, Modifier.weight(1f))
                }
                val n = state.docs.maxOf { it.sections.size }
                for (i in 0 until n) {
                    HorizontalDivider(Modifier.padding(top = 8.dp))
                    Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        for (d in state.docs) {
                            Column(Modifier.weight(1f)) { d.sections.getOrNull(i)?.let { Section(it, highlightName, onPointName) } }
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun Header(doc: RulesDocUi, modifier: Modifier) {
    Column(modifier.padding(top = 8.dp)) {
        Text(doc.name, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold, modifier = Modifier.semantics { heading() })
        Text(doc.tagline, style = MaterialTheme.typography.bodyMedium, fontStyle = FontStyle.Italic)
    }
}

@Composable
private fun DocColumn(doc: RulesDocUi, highlight: String?, onPointName: (String) -> Unit, modifier: Modifier) {
    Column(modifier) {
        Header(doc, Modifier)
        for (s in doc.sections) Section(s, highlight, onPointName)
    }
}

@Composable
private fun Section(section: RulesSectionUi, highlight: String?, onPointName: (String) -> Unit) {
    SectionTitle(section.heading)
    for (b in section.blocks) when (b) {
        is RulesBlock.Paragraph -> RichText(b.text, highlight, onPointName, Modifier.padding(vertical = 3.dp))
        is RulesBlock.Bullets -> for (item in b.items) {
            Row(Modifier.padding(vertical = 2.dp)) {
                Text("•", style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(end = 6.dp))
                RichText(item, highlight, onPointName, Modifier.weight(1f))
            }
        }
    }
}

@Composable
private fun RichText(line: RichLine, highlight: String?, onPointName: (String) -> Unit, modifier: Modifier) {
    val colors = MaterialTheme.colorScheme
    val bc = LocalBoardColors.current
    val text: AnnotatedString = buildAnnotatedString {
        for (span in line) when (span) {
            is RulesSpan.Text -> append(span.text)
            is RulesSpan.Term -> withStyle(SpanStyle(fontWeight = FontWeight.SemiBold, color = colors.secondary)) { append(span.text) }
            is RulesSpan.Point -> {
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
