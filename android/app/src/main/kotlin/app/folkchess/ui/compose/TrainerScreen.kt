package app.folkchess.ui.compose

import androidx.compose.material3.ButtonDefaults
import app.folkchess.core.model.TrainerNoteKind
import app.folkchess.core.model.Side

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
import androidx.compose.foundation.Canvas
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.folkchess.core.AppEvent
import app.folkchess.core.model.NoteKind
import app.folkchess.core.model.FailureText
import app.folkchess.core.model.LessonView
import app.folkchess.core.TableEvent
import app.folkchess.core.model.TableView
import app.folkchess.core.TrainerEvent
import app.folkchess.core.model.TrainerView
import app.folkchess.core.model.LessonAction
import app.folkchess.core.model.TrainerAction

/** How the feedback band is coloured: by where the try stands. */
internal enum class Tone { PLAIN, WRONG, SOLVED, SHOWN, TASK }

/** One of the core's buttons under a trainer's or a lesson's table. */
internal class TrainButton(val tag: String, val label: String, val enabled: Boolean, val prominent: Boolean, val onClick: () -> Unit)

/**
 * A puzzle or a practice exercise: the core's [TrainerView]. The table is drawn exactly as the
 * game screen draws it ([TrainingTable]); above the board the task, under it the feedback on
 * the last move (why it was wrong, that it solved it, the solution — or, while nothing has been
 * said, the table's own note) and the core's row of buttons ([TrainerView.buttons]).
 */
@Composable
fun TrainerScreen(view: TrainerView, onEvent: (AppEvent) -> Unit, problem: FailureText? = null, modifier: Modifier = Modifier) {
    // the one line under the board, as the core decides it: the table's message (drawn by the
    // table's note line), an answer being checked, or the feedback on the last move
    val note = view.note?.takeIf { it.kind != TrainerNoteKind.MESSAGE || view.table.message == null }
    val tone = when (note?.kind) {
        TrainerNoteKind.WRONG -> Tone.WRONG
        TrainerNoteKind.SOLVED -> Tone.SOLVED
        TrainerNoteKind.SOLUTION -> Tone.SHOWN
        TrainerNoteKind.TASK -> Tone.TASK
        else -> Tone.PLAIN
    }
    val checking = note?.kind == TrainerNoteKind.BUSY
    val buttons = view.buttons.map { b ->
        // (the row's back is tagged apart from the header's)
        val tag = if (b.action == TrainerAction.BACK) "trainer-back" else b.action.name.lowercase().replace('_', '-')
        TrainButton(tag, b.label, b.enabled, b.prominent) {
            onEvent(
                when (b.action) {
                    TrainerAction.UNDO -> AppEvent.Table(TableEvent.Undo)
                    TrainerAction.HINT -> AppEvent.Table(TableEvent.Hint)
                    TrainerAction.RETRY -> AppEvent.Trainer(TrainerEvent.Retry)
                    TrainerAction.SHOW_SOLUTION -> AppEvent.Trainer(TrainerEvent.ShowSolution)
                    TrainerAction.NEXT -> AppEvent.TrainerNext
                    TrainerAction.BACK -> AppEvent.Back
                },
            )
        }
    }
    // the task stands under the board as the core's note (a card with the player's piece), not
    // as a line above it
    TrainingTable(
        view.table, view.title, view.back.label.takeIf { view.back.enabled }, task = "", null,
        feedback = note?.text, tone, checking, buttons, problem, onEvent, modifier,
    )
}

/**
 * A lesson: the core's [LessonView], drawn with the trainer's parts — the title and the step's
 * progress above the board; under it the core's one note ([LessonView.note]: the step's task
 * until a move is judged, then the rule a refused or missed move broke, the stars once done)
 * and the core's buttons ([LessonView.buttons]).
 */
@Composable
fun LessonScreen(view: LessonView, back: String, onEvent: (AppEvent) -> Unit, problem: FailureText? = null, modifier: Modifier = Modifier) {
    // the core's one note under the board: the step's task (a card with the player's piece)
    // until a move is judged, then red for a refused or missed move, green for a step reached;
    // the table's news is drawn by the table's note line, with its dismiss
    val note = view.note
    val tone = when (note.kind) {
        TrainerNoteKind.WRONG -> Tone.WRONG
        TrainerNoteKind.SOLVED -> Tone.SOLVED
        TrainerNoteKind.TASK -> Tone.TASK
        else -> Tone.PLAIN
    }
    val buttons = view.buttons.map { b ->
        TrainButton("lesson-" + b.action.name.lowercase().replace('_', '-'), b.label, b.enabled, b.prominent) {
            onEvent(
                when (b.action) {
                    LessonAction.UNDO -> AppEvent.Table(TableEvent.Undo)
                    LessonAction.RETRY -> AppEvent.LessonRetry
                    LessonAction.NEXT_STEP -> AppEvent.LessonNextStep
                    LessonAction.NEXT_LESSON -> AppEvent.NextLesson
                    LessonAction.BACK -> AppEvent.Back
                },
            )
        }
    }
    TrainingTable(
        view.table, view.title, back, task = "", view.progress,
        feedback = note.text.takeIf { note.kind != TrainerNoteKind.MESSAGE }, tone, checking = false, buttons, problem, onEvent, modifier,
    )
}

/**
 * The table of a puzzle, an exercise or a lesson, as the game screen draws it ([TableColumn],
 * [MoveStrip]): the header and the task over the board; under it the feedback band or, while
 * nothing has been said, the table's note; then the buttons, the plain ones in a row and the
 * prominent one (next) under them, full width.
 */
@Composable
private fun TrainingTable(
    table: TableView,
    title: String,
    back: String?,
    task: String,
    progress: String?,
    feedback: String?,
    tone: Tone,
    checking: Boolean,
    buttons: List<TrainButton>,
    problem: FailureText?,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier,
) {
    val onTable = { e: TableEvent -> onEvent(AppEvent.Table(e)) }
    TableColumn(
        table,
        onTable,
        modifier.fillMaxSize(),
        // the strip shows in every state of a puzzle, an exercise or a lesson
        movesShown = true,
        // the feedback right under the board, where the eye is
        noteUnderBoard = true,
        top = {
            ScreenHeader(title, back, if (back != null) ({ onEvent(AppEvent.Back) }) else null)
            progress?.let {
                Text(it, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(horizontal = 16.dp).testTag("progress"))
            }
            if (task.isNotBlank()) {
                Text(
                    task,
                    style = MaterialTheme.typography.titleSmall,
                    modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp).padding(bottom = 4.dp).testTag("task"),
                )
            }
        },
        bottom = {
            Column(Modifier.fillMaxWidth()) {
                // the trainer's feedback, else the table's news or refusal (its status line would
                // repeat the strip: left out, as iOS does)
                when {
                    feedback != null -> FeedbackLine(feedback, tone, checking, side = table.players.lastOrNull()?.side)
                    problem != null || table.note.kind != NoteKind.STATUS -> NoteLine(table, problem?.sentence, onTable) { onEvent(AppEvent.DismissProblem) }
                }
            }
        },
        // the moves and the buttons at the screen's foot, in sight and in reach while the column
        // above scrolls (large text)
        pinned = {
            Column(Modifier.fillMaxWidth().padding(bottom = 6.dp)) {
                MoveStrip(table.moves)
                val (prominent, plain) = buttons.partition { it.prominent }
                if (plain.isNotEmpty()) {
                    EvenButtons(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("trainer-actions"), unequal = true) {
                        for (b in plain) {
                            OutlinedButton(
                                onClick = b.onClick,
                                enabled = b.enabled,
                                colors = ButtonDefaults.outlinedButtonColors(disabledContentColor = disabledWords()),
                                border = outlineOf(b.enabled),
                                modifier = Modifier.testTag(b.tag),
                                contentPadding = ButtonPadding,
                            ) { ButtonLabel(b.label) }
                        }
                    }
                }
                for (b in prominent) {
                    Button(
                        onClick = b.onClick,
                        enabled = b.enabled,
                        modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp).heightIn(min = 48.dp).testTag(b.tag),
                        contentPadding = ButtonPadding,
                    ) { ButtonLabel(b.label) }
                }
            }
        },
    )
}

/**
 * The core's word on the last move, on a calm card with a mark and words in the colour of where
 * the try stands (as iOS writes it): a wrong move a crossed ring in the error colour, solved a
 * ticked ring in the tertiary (teal), the solution shown in the secondary; a spinner while a
 * large game's answer is judged; before any of that the task, beside the piece of [side] (the
 * player's). A saturated band (the dark theme's error container was the loudest thing on the
 * screen, the light one's a pale pink: two severities for one message) is no longer used. Read
 * out politely by a screen reader.
 */
@Composable
private fun FeedbackLine(text: String, tone: Tone, checking: Boolean, side: Side? = null) {
    val colors = MaterialTheme.colorScheme
    val (container, content) = when (tone) {
        Tone.WRONG -> colors.surfaceContainerHigh to colors.error
        Tone.SOLVED -> colors.surfaceContainerHigh to colors.tertiary
        Tone.SHOWN -> colors.surfaceContainerHigh to colors.secondary
        Tone.TASK -> colors.surfaceContainerHigh to colors.onSurface
        Tone.PLAIN -> Color.Transparent to colors.onSurface
    }
    Surface(
        color = container,
        contentColor = content,
        shape = MaterialTheme.shapes.small,
        modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).heightIn(min = 40.dp).testTag("feedback"),
    ) {
        Row(Modifier.padding(horizontal = 12.dp, vertical = 8.dp), verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            if (checking) CircularProgressIndicator(Modifier.size(16.dp).testTag("checking"), strokeWidth = 2.dp)
            if (tone == Tone.TASK) SideBadge(side, Modifier.size(24.dp).testTag("task-piece"))
            if (tone == Tone.WRONG || tone == Tone.SOLVED) ToneMark(tone == Tone.SOLVED, content)
            Text(
                text,
                style = if (tone == Tone.TASK) MaterialTheme.typography.titleSmall else MaterialTheme.typography.bodyMedium,
                fontWeight = if (tone == Tone.TASK) null else FontWeight.SemiBold,
                // not a live region: the core's announcements say the feedback once
                modifier = Modifier.weight(1f),
            )
        }
    }
}

/** A ring with a tick (solved) or a cross (wrong) in [color]: the note's meaning by shape as well as colour. */
@Composable
private fun ToneMark(solved: Boolean, color: Color) {
    Canvas(Modifier.size(20.dp).testTag(if (solved) "mark-solved" else "mark-wrong")) {
        val w = size.minDimension * 0.1f
        val r = size.minDimension / 2 - w / 2
        val c = center
        drawCircle(color, radius = r, center = c, style = Stroke(width = w))
        val k = r * 0.45f
        if (solved) {
            drawLine(color, Offset(c.x - k, c.y), Offset(c.x - k * 0.2f, c.y + k * 0.8f), strokeWidth = w, cap = StrokeCap.Round)
            drawLine(color, Offset(c.x - k * 0.2f, c.y + k * 0.8f), Offset(c.x + k, c.y - k * 0.7f), strokeWidth = w, cap = StrokeCap.Round)
        } else {
            drawLine(color, Offset(c.x - k, c.y - k), Offset(c.x + k, c.y + k), strokeWidth = w, cap = StrokeCap.Round)
            drawLine(color, Offset(c.x - k, c.y + k), Offset(c.x + k, c.y - k), strokeWidth = w, cap = StrokeCap.Round)
        }
    }
}
