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
import app.folkchess.core.Side
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.Choice
import app.folkchess.ui.model.Choices
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.NewGameUiState
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiStrings

/** New game: vs computer (level, side) or pass-and-play; turn timer. Defaults come from settings. */
@Composable
fun NewGameScreen(
    state: NewGameUiState,
    preview: BoardUiState,
    choices: Choices,
    strings: UiStrings,
    onEvent: (NewGameEvent) -> Unit,
    onStart: () -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader("${strings.newGame} · ${state.title}", strings.back, onBack)
        PaddedColumn {
            Box(Modifier.fillMaxWidth().height(200.dp).padding(vertical = 8.dp), contentAlignment = Alignment.Center) {
                BoardCanvas(preview, strings, compact = true)
            }
            val modes = listOf(Choice(UiMode.VsComputer, strings.vsComputer), Choice(UiMode.PassAndPlay, strings.passAndPlay))
            ChoiceGroup("", modes, state.mode) { onEvent(NewGameEvent.SetMode(it)) }
            if (state.mode == UiMode.VsComputer) {
                ChoiceGroup(strings.level, choices.levels, state.level) { onEvent(NewGameEvent.SetLevel(it)) }
                val sides = choices.sides.map { if (it.value == Side.FIRST) it.copy(label = "${it.label} · ${strings.movesFirst}") else it }
                ChoiceGroup(strings.yourSide, sides, state.humanSide) { onEvent(NewGameEvent.SetSide(it)) }
            }
            ChoiceGroup(strings.turnTimer, choices.turnTimes, state.turnSeconds) { onEvent(NewGameEvent.SetTimer(it)) }
            Button(onClick = onStart, modifier = Modifier.fillMaxWidth().padding(vertical = 12.dp).testTag("start")) { Text(strings.start) }
        }
    }
}
