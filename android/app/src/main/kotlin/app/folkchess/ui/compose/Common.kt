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
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import app.folkchess.ui.model.Choice

/**
 * A screen's header: back button, title, optional actions. The title is never cut: a long one
 * wraps, and lines after the first (the English name in "both languages") are set smaller.
 */
@Composable
fun ScreenHeader(title: String, backLabel: String?, onBack: (() -> Unit)?, actions: @Composable RowScope.() -> Unit = {}) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 56.dp).padding(horizontal = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        if (onBack != null && backLabel != null) {
            TextButton(onClick = onBack) { Text("‹ $backLabel", maxLines = 1) }
        } else {
            Spacer(Modifier.width(12.dp))
        }
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
            style = if (lines.size > 1 || title.length > 16) MaterialTheme.typography.titleMedium else MaterialTheme.typography.titleLarge,
            modifier = Modifier.weight(1f).padding(horizontal = 4.dp).testTag("title").semantics { heading() },
        )
        actions()
    }
}

/** A labelled group of choice chips (single choice). */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun <T> ChoiceGroup(label: String, options: List<Choice<T>>, selected: T, onSelect: (T) -> Unit) {
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        if (label.isNotEmpty()) {
            Text(label, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.semantics { heading() })
        }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(0.dp)) {
            for (o in options) {
                FilterChip(selected = o.value == selected, onClick = { onSelect(o.value) }, label = { Text(o.label) })
            }
        }
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
