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
import app.folkchess.core.NewGameView

/** New game: the core's form — opponent, level and side against the computer, the turn timer — and start. */
@Composable
fun NewGameScreen(
    view: NewGameView,
    back: String,
    onChoice: (ChoiceKey, Int) -> Unit,
    onStart: () -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view.title, back, onBack)
        PaddedColumn {
            Box(Modifier.fillMaxWidth().height(200.dp).padding(vertical = 8.dp), contentAlignment = Alignment.Center) {
                BoardCanvas(view.miniature, compact = true)
            }
            for (row in view.choices) ChoiceChips(row) { onChoice(row.key, it) }
            Button(onClick = onStart, modifier = Modifier.fillMaxWidth().padding(vertical = 12.dp).testTag("start")) { Text(view.start) }
        }
    }
}
