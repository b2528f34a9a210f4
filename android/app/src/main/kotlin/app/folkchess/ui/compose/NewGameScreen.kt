package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.NewGameView
import app.folkchess.core.AppEvent
import app.folkchess.core.model.LearnOffer
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.TextButton

/**
 * The core's offer to learn the game first, while it stands (the first time a game is opened):
 * "learn" opens its lessons, "not now" dismisses it for good.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun LearnOfferCard(offer: LearnOffer, onEvent: (AppEvent) -> Unit) {
    Card(
        // a calm surface, as the other cards (a mint container was the only green surface of the app)
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerHigh),
        modifier = Modifier.fillMaxWidth().padding(vertical = 6.dp).testTag("learn-offer"),
    ) {
        Column(Modifier.padding(12.dp)) {
            Text(offer.text, style = MaterialTheme.typography.titleSmall)
            // (a row that wraps: at large text both buttons keep their words whole)
            FlowRow(Modifier.fillMaxWidth().padding(top = 6.dp), horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End)) {
                TextButton(onClick = { onEvent(AppEvent.DismissLearnOffer(offer.game)) }, modifier = Modifier.testTag("learn-dismiss")) { Text(offer.dismiss) }
                Button(onClick = { onEvent(AppEvent.OpenLessons(offer.game)) }, modifier = Modifier.testTag("learn")) { Text(offer.learn) }
            }
        }
    }
}

/** New game: the core's form — opponent, level and side against the computer, the turn timer — and start. */
@Composable
fun NewGameScreen(
    view: NewGameView,
    learnOffer: LearnOffer?,
    back: String,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    val onChoice = { key: ChoiceKey, i: Int -> onEvent(AppEvent.NewGameChoice(key, i)) }
    val onStart = { onEvent(AppEvent.StartGame) }
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view.title, back, { onEvent(AppEvent.Back) })
        PaddedColumn {
            learnOffer?.let { LearnOfferCard(it, onEvent) }
            Box(Modifier.fillMaxWidth().height(200.dp).padding(vertical = 8.dp), contentAlignment = Alignment.Center) {
                BoardCanvas(view.miniature, compact = true)
            }
            // the level's five names wrap ("Master" alone on a second row): where they do not
            // fit on one line, one row that opens a menu, as in the settings; the other choices
            // keep their chips in sight
            for (row in view.choices) ChoiceChips(row, collapsible = row.key == ChoiceKey.LEVEL) { onChoice(row.key, it) }
            Button(onClick = onStart, modifier = Modifier.fillMaxWidth().padding(vertical = 12.dp).testTag("start")) { Text(view.start) }
        }
    }
}
