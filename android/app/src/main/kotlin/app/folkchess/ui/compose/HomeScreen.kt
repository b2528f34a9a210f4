package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.Column
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
import androidx.compose.material3.ElevatedCard
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.heightIn
import app.folkchess.core.GameKind
import app.folkchess.ui.model.GameCardUi
import app.folkchess.ui.model.HomeUiState
import app.folkchess.ui.model.UiStrings

/** Home: "continue" for the game in progress, and the four games as cards. */
@Composable
fun HomeScreen(
    state: HomeUiState,
    strings: UiStrings,
    onNewGame: (GameKind) -> Unit,
    onRules: (GameKind) -> Unit,
    onContinue: () -> Unit,
    onSavedGames: () -> Unit,
    onSettings: () -> Unit,
    modifier: Modifier = Modifier,
) {
    // compact enough that the continue card and all four games fit a 392 × 840 dp phone without scrolling
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(horizontal = 16.dp, vertical = 6.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Column(Modifier.weight(1f)) {
                Text(strings.appName, style = MaterialTheme.typography.headlineSmall, fontWeight = FontWeight.Bold, modifier = Modifier.semantics { heading() })
                Text(strings.appSubtitle, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            TextButton(onClick = onSavedGames) { Text(strings.savedGames) }
            TextButton(onClick = onSettings) { Text(strings.settings) }
        }
        state.continueGame?.let { c ->
            Card(
                colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primaryContainer),
                modifier = Modifier.fillMaxWidth().testTag("continue"),
                onClick = onContinue,
            ) {
                Row(Modifier.padding(horizontal = 12.dp, vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
                    Box(Modifier.size(64.dp), contentAlignment = Alignment.Center) { BoardCanvas(c.thumbnail, strings, compact = true) }
                    Column(Modifier.weight(1f).padding(horizontal = 12.dp)) {
                        Text(strings.continueGame, style = MaterialTheme.typography.labelLarge, color = MaterialTheme.colorScheme.onPrimaryContainer)
                        Text(c.title, style = MaterialTheme.typography.titleMedium, color = MaterialTheme.colorScheme.onPrimaryContainer)
                        Text(c.detail, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onPrimaryContainer)
                    }
                    Button(onClick = onContinue) { Text(strings.resume) }
                }
            }
        }
        for (card in state.cards) GameCard(card, strings, onNewGame, onRules)
    }
}

/**
 * One game: miniature, names and "play" on the first row, the tagline and "rules" on the second
 * (the buttons beside the text, not under it, so that four cards fit a phone's screen).
 */
@Composable
private fun GameCard(card: GameCardUi, strings: UiStrings, onNewGame: (GameKind) -> Unit, onRules: (GameKind) -> Unit) {
    ElevatedCard(onClick = { onNewGame(card.game) }, modifier = Modifier.fillMaxWidth().testTag("card-${card.id}")) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 8.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Box(Modifier.size(72.dp, 64.dp), contentAlignment = Alignment.Center) { BoardCanvas(card.miniature, strings, compact = true) }
                Column(Modifier.weight(1f).padding(horizontal = 12.dp)) {
                    Text(card.nameZh, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
                    Text(card.nameEn, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
                Button(onClick = { onNewGame(card.game) }, contentPadding = CompactButton) { Text(strings.play) }
            }
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(card.tagline, style = MaterialTheme.typography.bodySmall, modifier = Modifier.weight(1f).padding(end = 8.dp))
                OutlinedButton(onClick = { onRules(card.game) }, contentPadding = CompactButton) { Text(strings.rules) }
            }
        }
    }
}

private val CompactButton = PaddingValues(horizontal = 16.dp, vertical = 6.dp)
