package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
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
import app.folkchess.core.GameKind
import app.folkchess.ui.model.SavedEntryUi
import app.folkchess.ui.model.SavedGamesUiState
import app.folkchess.ui.model.UiStrings

/** Saved games: thumbnails, resume, review, delete; damaged files are listed with the reason, never hidden. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SavedGamesScreen(
    state: SavedGamesUiState,
    strings: UiStrings,
    onResume: (String) -> Unit,
    onDelete: (String) -> Unit,
    onReview: (String, GameKind) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(strings.savedGames, strings.back, onBack)
        Column(Modifier.padding(horizontal = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            state.error?.let { Text(it, color = MaterialTheme.colorScheme.error) }
            if (state.entries.isEmpty()) Text(strings.noSavedGames, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(vertical = 24.dp))
            for (e in state.entries) when (e) {
                is SavedEntryUi.Good -> OutlinedCard(Modifier.fillMaxWidth().testTag("save-${e.id}")) {
                    Column(Modifier.padding(12.dp)) {
                        Row(verticalAlignment = Alignment.CenterVertically) {
                            Box(Modifier.size(96.dp), contentAlignment = Alignment.Center) { BoardCanvas(e.thumbnail, strings, compact = true) }
                            Column(Modifier.weight(1f).padding(start = 12.dp)) {
                                Text(e.title, style = MaterialTheme.typography.titleMedium)
                                Text(e.detail, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                            }
                        }
                        // under the picture and the texts: the whole card's width, so that three buttons fit on a phone
                        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.padding(top = 8.dp)) {
                            Button(onClick = { onResume(e.id) }) { Text(strings.resume) }
                            if (e.reviewable) {
                                FilledTonalButton(onClick = { onReview(e.id, e.game) }, modifier = Modifier.testTag("review-${e.id}")) { Text(strings.review) }
                            }
                            OutlinedButton(onClick = { onDelete(e.id) }) { Text(strings.delete) }
                        }
                    }
                }
                is SavedEntryUi.Damaged -> Card(
                    colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.errorContainer),
                    modifier = Modifier.fillMaxWidth().testTag("damaged-${e.id}"),
                ) {
                    Column(Modifier.padding(12.dp)) {
                        Text("⚠ ${strings.damaged}: ${e.id}", style = MaterialTheme.typography.titleMedium, color = MaterialTheme.colorScheme.onErrorContainer)
                        Text(e.reason, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onErrorContainer)
                        OutlinedButton(onClick = { onDelete(e.id) }, modifier = Modifier.padding(top = 4.dp)) { Text(strings.delete) }
                    }
                }
            }
        }
    }
}
