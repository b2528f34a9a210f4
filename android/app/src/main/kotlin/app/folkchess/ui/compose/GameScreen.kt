package app.folkchess.ui.compose

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.collapse
import androidx.compose.ui.semantics.expand
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.folkchess.core.ActionView
import app.folkchess.core.MessageKind
import app.folkchess.core.PlayerBar
import app.folkchess.core.QuestionView
import app.folkchess.core.ResultView
import app.folkchess.core.LevelPicker
import app.folkchess.core.MoveListView
import app.folkchess.core.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.TableView
import app.folkchess.core.TimerView

/**
 * The game screen: it draws the core's [TableView] and nothing else — the banner (turned for the
 * far player in pass-and-play) with the countdown ring or, once the game is over, the result
 * sheet (headline, reason, review / rematch / new game); the table's question with its two
 * answers; a bar for each player at their edge of the board; the board; the status line, what
 * the computer is doing, the verdict, a message with its dismiss button; the move list (opened
 * on request); the level picker; and the buttons — undo, redo, hint, resign, offer a draw,
 * restart, save & leave — each labelled and enabled as the view says. Every tap is a
 * [TableEvent] for [onEvent]; rules, save & leave, back, review and a new game are navigation.
 *
 * The question (confirm a resignation, a draw offered by the other player or by the computer)
 * is a panel under the banner, not a dialog: in pass-and-play the player who answers may sit
 * across the table, and the panel turns towards them as the banner does.
 */
@Composable
fun GameScreen(
    view: TableView,
    back: String,
    onEvent: (TableEvent) -> Unit,
    onRules: () -> Unit,
    onSaveAndLeave: () -> Unit,
    onBack: () -> Unit,
    onReview: () -> Unit,
    onNewGame: () -> Unit = {},
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view.title, back, onBack) {
            OutlinedButton(onClick = onRules, enabled = view.rules.enabled, modifier = Modifier.padding(end = 8.dp).testTag("rules")) { Text(view.rules.label) }
        }
        val result = view.result
        if (result != null) {
            ResultSheet(result, onReview = onReview, onRematch = { onEvent(TableEvent.Restart) }, onNewGame = onNewGame)
        } else {
            Banner(view)
        }
        view.question?.let { q -> QuestionPanel(q) { yes -> onEvent(TableEvent.Answer(yes)) } }
        view.players.getOrNull(0)?.let { PlayerBarRow(it, "player-far") }
        BoardCanvas(
            view.board,
            Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("board"),
            onTap = { onEvent(TableEvent.Tap(it)) },
        )
        view.players.getOrNull(1)?.let { PlayerBarRow(it, "player-near") }
        Announcement(view.plyAnnouncement)
        var movesOpen by rememberSaveable { mutableStateOf(false) }
        StatusLine(view, movesOpen, { movesOpen = !movesOpen }, onEvent)
        if (movesOpen) MoveList(view.moves)
        if (view.review.enabled && result == null) {
            Button(
                onClick = onReview,
                modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("review-game"),
                contentPadding = ButtonPadding,
            ) { ButtonLabel(view.review.label) }
        }
        view.level?.let { LevelSwitcher(it) { level -> onEvent(TableEvent.SetLevel(level)) } }
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            ActionButton(view.undo, "undo", Modifier.weight(1f)) { onEvent(TableEvent.Undo) }
            ActionButton(view.redo, "redo", Modifier.weight(1f)) { onEvent(TableEvent.Redo) }
            ActionButton(view.hint, "hint", Modifier.weight(1f)) { onEvent(TableEvent.Hint) }
        }
        // Once the game is over the result sheet holds the rematch; resigning and offering a
        // draw are over too.
        if (!view.isOver) {
            Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                OutlinedButton(
                    onClick = { onEvent(TableEvent.Resign) },
                    enabled = view.resign.enabled,
                    colors = ButtonDefaults.outlinedButtonColors(contentColor = MaterialTheme.colorScheme.error),
                    modifier = Modifier.weight(1f).testTag("resign"),
                    contentPadding = ButtonPadding,
                ) { ButtonLabel(view.resign.label) }
                OutlinedButton(
                    onClick = { onEvent(TableEvent.OfferDraw) },
                    enabled = view.offerDraw.enabled,
                    modifier = Modifier.weight(1f).testTag("offer-draw"),
                    contentPadding = ButtonPadding,
                ) { ButtonLabel(view.offerDraw.label) }
            }
        }
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            if (!view.isOver) {
                OutlinedButton(onClick = { onEvent(TableEvent.Restart) }, enabled = view.restart.enabled, modifier = Modifier.weight(1f).testTag("restart"), contentPadding = ButtonPadding) {
                    ButtonLabel(view.restart.label)
                }
            }
            OutlinedButton(onClick = onSaveAndLeave, enabled = view.saveAndLeave.enabled, modifier = Modifier.weight(1f).testTag("save-and-leave"), contentPadding = ButtonPadding) {
                ButtonLabel(view.saveAndLeave.label)
            }
        }
    }
}

/**
 * The end of the game: the core's headline (You won, You lost, Draw, or the winner between two
 * players) with the winner's badge, the reason in one sentence, and what to do next — review,
 * the same game again, another game — as the view enables them.
 */
@Composable
private fun ResultSheet(result: ResultView, onReview: () -> Unit, onRematch: () -> Unit, onNewGame: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Surface(
        color = colors.primaryContainer,
        contentColor = colors.onPrimaryContainer,
        shape = MaterialTheme.shapes.large,
        border = BorderStroke(2.dp, colors.primary),
        modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("result"),
    ) {
        Column(Modifier.padding(14.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                result.winner?.let { SideBadge(it, Modifier.padding(end = 10.dp).size(24.dp)) }
                Text(
                    result.headline,
                    style = MaterialTheme.typography.headlineSmall,
                    fontWeight = FontWeight.Bold,
                    modifier = Modifier.weight(1f).testTag("result-headline").semantics {
                        heading()
                        liveRegion = LiveRegionMode.Polite
                    },
                )
            }
            Text(result.reason, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.testTag("result-reason"))
            // three buttons side by side; where the screen is narrow for its text, one under another
            val buttons = @Composable { each: Modifier ->
                Button(onClick = onReview, enabled = result.review.enabled, modifier = each.testTag("result-review"), contentPadding = ButtonPadding) {
                    ButtonLabel(result.review.label)
                }
                OutlinedButton(onClick = onRematch, enabled = result.rematch.enabled, modifier = each.testTag("result-rematch"), contentPadding = ButtonPadding) {
                    ButtonLabel(result.rematch.label)
                }
                OutlinedButton(onClick = onNewGame, enabled = result.newGame.enabled, modifier = each.testTag("result-new-game"), contentPadding = ButtonPadding) {
                    ButtonLabel(result.newGame.label)
                }
            }
            BoxWithConstraints(Modifier.fillMaxWidth().padding(top = 4.dp)) {
                if (isCompact(maxWidth, LocalDensity.current.fontScale)) {
                    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(4.dp)) { buttons(Modifier.fillMaxWidth()) }
                } else {
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) { buttons(Modifier.weight(1f)) }
                }
            }
        }
    }
}

/**
 * The table's question (confirm a resignation, accept a draw) with its two answers, the core's
 * words; turned upside down when the player who answers sits across the table. "No" leads and
 * "yes" trails; a yes that ends the game against the one who answers (resigning) is drawn as a
 * destructive action.
 */
@Composable
private fun QuestionPanel(question: QuestionView, onAnswer: (Boolean) -> Unit) {
    val colors = MaterialTheme.colorScheme
    Surface(
        color = colors.secondaryContainer,
        contentColor = colors.onSecondaryContainer,
        shape = MaterialTheme.shapes.medium,
        border = BorderStroke(2.dp, if (question.destructive) colors.error else colors.secondary),
        modifier = Modifier
            .fillMaxWidth()
            .padding(horizontal = 12.dp, vertical = 4.dp)
            .then(if (question.rotated) Modifier.rotate(180f) else Modifier)
            .testTag(if (question.rotated) "question-rotated" else "question"),
    ) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(
                question.text,
                style = MaterialTheme.typography.titleMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.testTag("question-text").semantics { liveRegion = LiveRegionMode.Assertive },
            )
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                OutlinedButton(onClick = { onAnswer(false) }, modifier = Modifier.weight(1f).heightIn(min = 48.dp).testTag("question-no"), contentPadding = ButtonPadding) {
                    ButtonLabel(question.no)
                }
                Button(
                    onClick = { onAnswer(true) },
                    colors = if (question.destructive) {
                        ButtonDefaults.buttonColors(containerColor = colors.error, contentColor = colors.onError)
                    } else {
                        ButtonDefaults.buttonColors()
                    },
                    modifier = Modifier.weight(1f).heightIn(min = 48.dp).testTag("question-yes"),
                    contentPadding = ButtonPadding,
                ) { ButtonLabel(question.yes) }
            }
        }
    }
}

/**
 * A player's bar at their edge of the board: the badge of their side, who plays (You, Computer ·
 * level, or the side between two players) and the side's name under it when it says more, the
 * pieces taken (the other side's badge × the count); lit while it is their turn, turned towards
 * the far player in pass-and-play. A screen reader reads the core's sentence for it.
 */
@Composable
private fun PlayerBarRow(bar: PlayerBar, tag: String) {
    val colors = MaterialTheme.colorScheme
    Surface(
        color = if (bar.toMove) colors.secondaryContainer else colors.surfaceContainer,
        contentColor = if (bar.toMove) colors.onSecondaryContainer else colors.onSurface,
        shape = MaterialTheme.shapes.small,
        modifier = Modifier
            .fillMaxWidth()
            .padding(horizontal = 12.dp, vertical = 2.dp)
            .then(if (bar.rotated) Modifier.rotate(180f) else Modifier)
            .testTag(if (bar.rotated) "$tag-rotated" else tag)
            .clearAndSetSemantics { contentDescription = bar.spoken },
    ) {
        Row(Modifier.padding(horizontal = 10.dp, vertical = 4.dp).heightIn(min = 32.dp), verticalAlignment = Alignment.CenterVertically) {
            SideBadge(bar.side, Modifier.size(16.dp))
            Column(Modifier.weight(1f).padding(horizontal = 8.dp)) {
                Text(bar.name, style = MaterialTheme.typography.labelLarge, fontWeight = if (bar.toMove) FontWeight.Bold else FontWeight.Medium)
                if (bar.sideName != bar.name) {
                    Text(bar.sideName, style = MaterialTheme.typography.bodySmall, color = colors.onSurfaceVariant)
                }
            }
            bar.captured?.let { n ->
                SideBadge(if (bar.side == Side.FIRST) Side.SECOND else Side.FIRST, Modifier.size(12.dp))
                Text(" × $n", style = MaterialTheme.typography.labelLarge)
            }
        }
    }
}

/**
 * What a screen reader announces after a ply (the computer's move, what a ply captured): the
 * view's sentence in a polite live region, drawn as nothing.
 */
@Composable
private fun Announcement(text: String?) {
    if (text == null) return
    Box(
        Modifier.size(1.dp).testTag("announce").clearAndSetSemantics {
            contentDescription = text
            liveRegion = LiveRegionMode.Polite
        },
    )
}

private val ButtonPadding = PaddingValues(horizontal = 8.dp, vertical = 8.dp)

@Composable
private fun ButtonLabel(text: String) {
    Text(text, textAlign = TextAlign.Center, style = MaterialTheme.typography.labelLarge)
}

@Composable
private fun ActionButton(action: ActionView, tag: String, modifier: Modifier, onClick: () -> Unit) {
    FilledTonalButton(onClick = onClick, enabled = action.enabled, modifier = modifier.testTag(tag), contentPadding = ButtonPadding) { ButtonLabel(action.label) }
}

@Composable
private fun Banner(view: TableView) {
    val colors = MaterialTheme.colorScheme
    val banner = view.banner
    val container = when (banner.side) {
        null -> colors.tertiaryContainer
        Side.FIRST -> colors.primaryContainer
        Side.SECOND -> colors.surfaceContainerHigh
    }
    Surface(
        color = container,
        shape = MaterialTheme.shapes.medium,
        modifier = Modifier
            .fillMaxWidth()
            .padding(horizontal = 12.dp)
            .then(if (banner.rotated) Modifier.rotate(180f) else Modifier)
            .testTag(if (banner.rotated) "banner-rotated" else "banner"),
    ) {
        Row(Modifier.padding(horizontal = 14.dp, vertical = 10.dp).heightIn(min = 48.dp), verticalAlignment = Alignment.CenterVertically) {
            SideBadge(banner.side)
            Text(
                banner.text,
                style = MaterialTheme.typography.titleMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.weight(1f).padding(horizontal = 10.dp).semantics { liveRegion = LiveRegionMode.Polite },
            )
            view.timer?.let { CountdownRing(it) }
        }
    }
}

/** A small piece-shaped badge of a side (disc = First, square = Second), e.g. the side to move. */
@Composable
fun SideBadge(side: Side?, modifier: Modifier = Modifier.size(22.dp)) {
    val bc = LocalBoardColors.current
    if (side == null) return
    Canvas(modifier) {
        val r = size.minDimension / 2
        if (side == Side.FIRST) {
            drawCircle(bc.first.color, r)
            drawCircle(bc.firstRim.color, r, style = Stroke(width = r * 0.15f))
        } else {
            drawRoundRect(bc.second.color, cornerRadius = CornerRadius(r * 0.3f))
            drawRoundRect(bc.secondRim.color, cornerRadius = CornerRadius(r * 0.3f), style = Stroke(width = r * 0.15f))
        }
    }
}

/** The turn countdown: a ring that empties, the core's seconds in the middle, its sentence for a screen reader. */
@Composable
fun CountdownRing(timer: TimerView, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    val ringColor = if (timer.low) colors.error else colors.primary
    val fraction = timer.permille / 1000f
    Box(modifier.size(48.dp).testTag("countdown").clearAndSetSemantics { contentDescription = timer.spoken }, contentAlignment = Alignment.Center) {
        Canvas(Modifier.fillMaxSize().padding(3.dp)) {
            val stroke = 4.dp.toPx()
            val inset = stroke / 2
            val arcSize = Size(size.width - stroke, size.height - stroke)
            drawArc(colors.outline.copy(alpha = 0.3f), 0f, 360f, false, topLeft = Offset(inset, inset), size = arcSize, style = Stroke(stroke))
            drawArc(ringColor, -90f, 360f * fraction, false, topLeft = Offset(inset, inset), size = arcSize, style = Stroke(stroke, cap = StrokeCap.Round))
        }
        Text("${timer.seconds}", style = MaterialTheme.typography.labelLarge, fontWeight = FontWeight.Bold, color = if (timer.low) colors.error else colors.onSurface)
    }
}

/**
 * The status line with the move list's toggle at its end and what the computer is doing; where
 * the screen is narrow for its text, each on a line of its own. Then the verdict and the message.
 */
@Composable
private fun StatusLine(view: TableView, movesOpen: Boolean, onToggleMoves: () -> Unit, onEvent: (TableEvent) -> Unit) {
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
        Column(Modifier.fillMaxWidth().padding(start = 16.dp, end = 4.dp)) {
            val status = @Composable { modifier: Modifier ->
                Text(view.status, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = modifier.testTag("status"))
            }
            val busy = @Composable {
                view.busy?.let { busy ->
                    CircularProgressIndicator(Modifier.size(18.dp).testTag("thinking"), strokeWidth = 2.dp)
                    Text(busy, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(start = 6.dp).testTag("busy"))
                }
            }
            if (compact) {
                status(Modifier)
                if (view.busy != null) Row(verticalAlignment = Alignment.CenterVertically) { busy() }
                Box(Modifier.fillMaxWidth(), contentAlignment = Alignment.CenterEnd) { MovesToggle(view.moves, movesOpen, onToggleMoves) }
            } else {
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.heightIn(min = 28.dp)) {
                    status(Modifier.weight(1f))
                    busy()
                    MovesToggle(view.moves, movesOpen, onToggleMoves)
                }
            }
            view.verdict?.let {
                Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.tertiary, fontWeight = FontWeight.Medium, modifier = Modifier.testTag("verdict"))
            }
            view.message?.let { message ->
                // a refusal (a tap the table did not take) in the error colour; news (the
                // computer declined a draw, say) in the ordinary one
                val refusal = view.messageKind == MessageKind.REFUSAL
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        message,
                        style = MaterialTheme.typography.bodyMedium,
                        color = if (refusal) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
                        fontWeight = if (refusal) FontWeight.Normal else FontWeight.Medium,
                        modifier = Modifier.weight(1f).testTag("message").semantics { liveRegion = LiveRegionMode.Polite },
                    )
                    TextButton(onClick = { onEvent(TableEvent.DismissMessage) }, modifier = Modifier.testTag("dismiss")) { Text(view.dismiss) }
                }
            }
        }
    }
}

@Composable
private fun LevelSwitcher(picker: LevelPicker, onLevel: (app.folkchess.core.Level) -> Unit) {
    Row(
        Modifier.fillMaxWidth().horizontalScroll(rememberScrollState()).padding(horizontal = 12.dp),
        horizontalArrangement = Arrangement.spacedBy(6.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(picker.label, style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(end = 2.dp))
        for (o in picker.options) {
            FilterChip(selected = o.level == picker.current, enabled = picker.enabled, onClick = { onLevel(o.level) }, label = { Text(o.name, maxLines = 1) })
        }
    }
}

/** The move list's heading with the number of plies: a tap opens or closes the list. */
@Composable
private fun MovesToggle(moves: MoveListView, open: Boolean, onToggle: () -> Unit) {
    TextButton(
        onClick = onToggle,
        contentPadding = PaddingValues(horizontal = 8.dp, vertical = 4.dp),
        modifier = Modifier.testTag("moves-toggle").semantics {
            // TalkBack says "expanded" / "collapsed" in the phone's own words
            if (open) collapse { onToggle(); true } else expand { onToggle(); true }
        },
    ) {
        Text("${moves.title} ${moves.rows.size} ${if (open) "▴" else "▾"}", style = MaterialTheme.typography.labelLarge)
    }
}

/** The moves so far: each ply numbered, in the core's notation, with its spoken sentence for a screen reader; the last ply stands out. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun MoveList(moves: MoveListView) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("moves")) {
        if (moves.rows.isEmpty()) {
            Text(moves.emptyText, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(horizontal = 4.dp).testTag("moves-empty"))
        } else {
            FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                val last = moves.rows.last().number
                for (row in moves.rows) {
                    val isLast = row.number == last
                    Surface(
                        color = if (isLast) MaterialTheme.colorScheme.secondaryContainer else MaterialTheme.colorScheme.surfaceContainer,
                        shape = MaterialTheme.shapes.small,
                        modifier = Modifier.testTag("move-${row.number}").clearAndSetSemantics { contentDescription = row.spoken },
                    ) {
                        Row(Modifier.padding(horizontal = 8.dp, vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                            SideBadge(row.side, Modifier.size(10.dp))
                            Text(
                                "${row.number}. ${row.text}",
                                style = MaterialTheme.typography.bodyMedium,
                                fontWeight = if (isLast) FontWeight.SemiBold else FontWeight.Normal,
                                modifier = Modifier.padding(start = 6.dp),
                            )
                        }
                    }
                }
            }
        }
    }
}
