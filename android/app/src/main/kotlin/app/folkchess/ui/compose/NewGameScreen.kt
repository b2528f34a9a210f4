package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.height
import androidx.compose.ui.Alignment
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.NewGameUiState
import app.folkchess.ui.model.UiLevel
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiSide
import app.folkchess.ui.model.UiStrings

/** New game: vs computer (level, side) or pass-and-play; turn timer. Defaults come from settings. */
@Composable
fun NewGameScreen(
    state: NewGameUiState,
    preview: BoardUiState,
    strings: UiStrings,
    onEvent: (NewGameEvent) -> Unit,
    onStart: () -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader("${strings.newGame} · ${state.title}", strings.back, onBack, titleLines = 2)
        PaddedColumn {
            Box(Modifier.fillMaxWidth().height(200.dp).padding(vertical = 8.dp), contentAlignment = Alignment.Center) {
                BoardCanvas(preview, strings, compact = true)
            }
            ChoiceGroup("", UiMode.entries, state.mode, { if (it == UiMode.VsComputer) strings.vsComputer else strings.passAndPlay }) { onEvent(NewGameEvent.SetMode(it)) }
            if (state.mode == UiMode.VsComputer) {
                ChoiceGroup(strings.level, UiLevel.entries, state.level, strings::levelName) { onEvent(NewGameEvent.SetLevel(it)) }
                ChoiceGroup(strings.yourSide, UiSide.entries, state.humanSide, {
                    if (it == UiSide.First) "${strings.sideName(it)} · ${strings.movesFirst}" else strings.sideName(it)
                }) { onEvent(NewGameEvent.SetSide(it)) }
            }
            ChoiceGroup(strings.turnTimer, state.timerChoices, state.turnSeconds, { s -> s?.let { strings.seconds(it) } ?: strings.timerOff }) {
                onEvent(NewGameEvent.SetTimer(it))
            }
            Button(onClick = onStart, modifier = Modifier.fillMaxWidth().padding(vertical = 12.dp).testTag("start")) { Text(strings.start) }
        }
    }
}
