package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.folkchess.core.SaveRow
import app.folkchess.core.SavedGamesView

/** Saved games: the core's rows — thumbnail, title, detail, resume, review, delete; damaged files are listed with the reason, never hidden. */
@Composable
fun SavedGamesScreen(
    view: SavedGamesView,
    problem: String?,
    back: String,
    onResume: (String) -> Unit,
    onDelete: (String) -> Unit,
    onReview: (String) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view.title, back, onBack)
        Column(Modifier.padding(horizontal = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            problem?.let { Text(it, color = MaterialTheme.colorScheme.error) }
            if (view.rows.isEmpty()) Text(view.emptyText, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(vertical = 24.dp))
            for (row in view.rows) {
                if (row.damaged) DamagedRow(row, onDelete) else SaveCard(row, onResume, onDelete, onReview)
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SaveCard(row: SaveRow, onResume: (String) -> Unit, onDelete: (String) -> Unit, onReview: (String) -> Unit) {
    OutlinedCard(Modifier.fillMaxWidth().testTag("save-${row.id}")) {
        Column(Modifier.padding(12.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                row.thumbnail?.let { Box(Modifier.size(96.dp), contentAlignment = Alignment.Center) { BoardCanvas(it, compact = true) } }
                Column(Modifier.weight(1f).padding(start = 12.dp)) {
                    Text(row.title, style = MaterialTheme.typography.titleMedium)
                    Text(row.detail, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
            // under the picture and the texts: the whole card's width, so that three buttons fit on a phone
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.padding(top = 8.dp)) {
                if (row.resume.enabled) Button(onClick = { onResume(row.id) }, modifier = Modifier.testTag("resume-${row.id}")) { Text(row.resume.label) }
                if (row.review.enabled) {
                    FilledTonalButton(onClick = { onReview(row.id) }, modifier = Modifier.testTag("review-${row.id}")) { Text(row.review.label) }
                }
                if (row.delete.enabled) OutlinedButton(onClick = { onDelete(row.id) }, modifier = Modifier.testTag("delete-${row.id}")) { Text(row.delete.label) }
            }
        }
    }
}

@Composable
private fun DamagedRow(row: SaveRow, onDelete: (String) -> Unit) {
    Card(
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.errorContainer),
        modifier = Modifier.fillMaxWidth().testTag("damaged-${row.id}"),
    ) {
        Column(Modifier.padding(12.dp)) {
            Text("⚠ ${row.title}", style = MaterialTheme.typography.titleMedium, color = MaterialTheme.colorScheme.onErrorContainer)
            Text(row.detail, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onErrorContainer)
            if (row.delete.enabled) {
                OutlinedButton(onClick = { onDelete(row.id) }, modifier = Modifier.padding(top = 4.dp).testTag("delete-${row.id}")) { Text(row.delete.label) }
            }
        }
    }
}
