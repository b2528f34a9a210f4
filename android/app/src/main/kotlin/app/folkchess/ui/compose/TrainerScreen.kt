package app.folkchess.ui.compose

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.folkchess.core.FailureText
import app.folkchess.core.TableEvent
import app.folkchess.core.TrainerEvent
import app.folkchess.core.model.TrainerState
import app.folkchess.core.TrainerView

/**
 * A puzzle or a practice exercise: the core's [TrainerView]. The table is drawn exactly as the
 * game screen draws it (the players' bars hugging the board, the board taking the room left,
 * the move strip: [TableColumn], [MoveStrip]); above the board the task, under it the feedback
 * on the last move (why it was wrong, that it solved it, the solution — or, while nothing has
 * been said, the table's own note) and the buttons: undo, hint, retry and show the solution,
 * then next — each labelled and enabled as the view says. The header's back button carries the
 * view's word for the list it goes back to. Every tap on the board or the table's buttons is a
 * [TrainerEvent] for [onEvent]; next and back are navigation.
 */
@Composable
fun TrainerScreen(
    view: TrainerView,
    onEvent: (TrainerEvent) -> Unit,
    onNext: () -> Unit,
    onBack: () -> Unit,
    problem: FailureText? = null,
    modifier: Modifier = Modifier,
) {
    val table = view.table
    val onTable = { e: TableEvent -> onEvent(TrainerEvent.Table(e)) }
    TableColumn(
        table,
        onTable,
        modifier.fillMaxSize(),
        top = {
            ScreenHeader(view.title, view.back.label, onBack.takeIf { view.back.enabled })
            Text(
                view.task,
                style = MaterialTheme.typography.titleSmall,
                modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp).padding(bottom = 4.dp).testTag("task"),
            )
        },
        bottom = {
            Column(Modifier.fillMaxWidth().padding(bottom = 6.dp)) {
                MoveStrip(table.moves)
                val feedback = view.feedback
                if (feedback != null || view.state == TrainerState.CHECKING) {
                    FeedbackLine(view, feedback ?: table.status)
                } else {
                    NoteLine(table, problem?.sentence, onTable)
                }
                EvenButtons(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("trainer-actions")) {
                    ActionButton(table.undo, "undo", Modifier) { onTable(TableEvent.Undo) }
                    ActionButton(table.hint, "hint", Modifier) { onTable(TableEvent.Hint) }
                    OutlinedButton(onClick = { onEvent(TrainerEvent.Retry) }, enabled = view.retry.enabled, modifier = Modifier.testTag("retry"), contentPadding = ButtonPadding) {
                        ButtonLabel(view.retry.label)
                    }
                    OutlinedButton(onClick = { onEvent(TrainerEvent.ShowSolution) }, enabled = view.showSolution.enabled, modifier = Modifier.testTag("show-solution"), contentPadding = ButtonPadding) {
                        ButtonLabel(view.showSolution.label)
                    }
                }
                Button(
                    onClick = onNext,
                    enabled = view.next.enabled,
                    modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp).heightIn(min = 48.dp).testTag("next"),
                    contentPadding = ButtonPadding,
                ) { ButtonLabel(view.next.label) }
            }
        },
    )
}

/**
 * The core's word on the last move, in a band coloured by where the try stands: a wrong move
 * in the error colour, solved in the tertiary (teal), the solution shown in the secondary; a
 * spinner while a large game's answer is judged. Read out politely by a screen reader.
 */
@Composable
private fun FeedbackLine(view: TrainerView, text: String) {
    val colors = MaterialTheme.colorScheme
    val (container, content) = when (view.state) {
        TrainerState.WRONG_MOVE -> colors.errorContainer to colors.onErrorContainer
        TrainerState.SOLVED -> colors.tertiaryContainer to colors.onTertiaryContainer
        TrainerState.SOLUTION_SHOWN -> colors.secondaryContainer to colors.onSecondaryContainer
        TrainerState.SOLVING, TrainerState.CHECKING -> Color.Transparent to colors.onSurface
    }
    Surface(
        color = container,
        contentColor = content,
        shape = MaterialTheme.shapes.small,
        modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).heightIn(min = 40.dp).testTag("feedback"),
    ) {
        Row(Modifier.padding(horizontal = 12.dp, vertical = 8.dp), verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            if (view.state == TrainerState.CHECKING) CircularProgressIndicator(Modifier.size(16.dp).testTag("checking"), strokeWidth = 2.dp)
            Text(
                text,
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = if (view.state == TrainerState.SOLVED) FontWeight.SemiBold else FontWeight.Normal,
                modifier = Modifier.weight(1f).semantics { liveRegion = LiveRegionMode.Polite },
            )
        }
    }
}
