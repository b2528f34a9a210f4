package app.folkchess.ui.compose

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.height
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.IconButton
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.RadioButton
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.unit.Dp
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
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
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
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
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.folkchess.core.ActionView
import app.folkchess.core.MessageKind
import app.folkchess.core.PlayerBar
import app.folkchess.core.QuestionView
import app.folkchess.core.ResultView
import app.folkchess.core.MoveListView
import app.folkchess.core.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.TableView
import app.folkchess.core.TimerView

/**
 * The game screen: it draws the core's [TableView] and nothing else — the top bar with the
 * title and the overflow menu (redo, restart, save & leave, the rules, the computer's level);
 * the banner (turned for the far player in pass-and-play) or, once the game is over, the result
 * sheet (headline, reason, review / rematch / new game); the table's question with its two
 * answers; a bar for each player at their edge of the board (the far player's above it, turned
 * in pass-and-play; the turn's clock on the bar of the player to move); the board; the moves in
 * a strip that scrolls sideways, the last in view; the status line, what the computer is doing,
 * the verdict, a message with its dismiss button; and where the thumb is, undo, hint, offer a
 * draw and resign — each labelled and enabled as the view says. Every tap is a [TableEvent] for
 * [onEvent]; rules, save & leave, back, review and a new game are navigation.
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
    problem: String? = null,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view.title, back, onBack) {
            GameMenu(view, onEvent, onRules, onSaveAndLeave)
        }
        val result = view.result
        if (result != null) {
            ResultSheet(result, onReview = onReview, onRematch = { onEvent(TableEvent.Restart) }, onNewGame = onNewGame)
        } else {
            Banner(view)
        }
        view.question?.let { q -> QuestionPanel(q) { yes -> onEvent(TableEvent.Answer(yes)) } }
        view.players.getOrNull(0)?.let { PlayerBarRow(it, "player-far", view.timer) }
        BoardCanvas(
            view.board,
            Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("board"),
            onTap = { onEvent(TableEvent.Tap(it)) },
        )
        view.players.getOrNull(1)?.let { PlayerBarRow(it, "player-near", view.timer) }
        Announcement(view.plyAnnouncement)
        MoveStrip(view.moves)
        StatusLine(view, onEvent)
        // what failed (an autosave the disk refused, say), in the core's words
        problem?.let {
            Text(
                it,
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.error,
                modifier = Modifier.padding(horizontal = 16.dp).testTag("problem").semantics { liveRegion = LiveRegionMode.Polite },
            )
        }
        if (view.review.enabled && result == null) {
            Button(
                onClick = onReview,
                modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("review-game"),
                contentPadding = ButtonPadding,
            ) { ButtonLabel(view.review.label) }
        }
        ActionRow(view, onEvent)
    }
}

/**
 * Where the thumb is: undo, hint and — while the game goes on — offer a draw and resign, all of
 * one height (the tallest label's); where the screen is narrow for its text, two rows of two.
 * Once the game is over the result sheet holds the rematch; resigning and offering a draw are
 * over too.
 */
@Composable
private fun ActionRow(view: TableView, onEvent: (TableEvent) -> Unit) {
    val undo = @Composable { each: Modifier -> ActionButton(view.undo, "undo", each) { onEvent(TableEvent.Undo) } }
    val hint = @Composable { each: Modifier -> ActionButton(view.hint, "hint", each) { onEvent(TableEvent.Hint) } }
    val draw = @Composable { each: Modifier ->
        OutlinedButton(
            onClick = { onEvent(TableEvent.OfferDraw) },
            enabled = view.offerDraw.enabled,
            modifier = each.testTag("offer-draw"),
            contentPadding = ButtonPadding,
        ) { ButtonLabel(view.offerDraw.label) }
    }
    val resign = @Composable { each: Modifier ->
        OutlinedButton(
            onClick = { onEvent(TableEvent.Resign) },
            enabled = view.resign.enabled,
            colors = ButtonDefaults.outlinedButtonColors(contentColor = MaterialTheme.colorScheme.error),
            modifier = each.testTag("resign"),
            contentPadding = ButtonPadding,
        ) { ButtonLabel(view.resign.label) }
    }
    val row = @Composable { content: @Composable RowScope.() -> Unit ->
        Row(
            Modifier.fillMaxWidth().height(IntrinsicSize.Min).padding(horizontal = 12.dp, vertical = 4.dp),
            horizontalArrangement = Arrangement.spacedBy(6.dp),
            content = content,
        )
    }
    BoxWithConstraints(Modifier.fillMaxWidth().testTag("actions")) {
        val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
        Column(Modifier.fillMaxWidth()) {
            if (compact) {
                row { undo(Modifier.weight(1f).fillMaxHeight()); hint(Modifier.weight(1f).fillMaxHeight()) }
                if (!view.isOver) row { draw(Modifier.weight(1f).fillMaxHeight()); resign(Modifier.weight(1f).fillMaxHeight()) }
            } else {
                row {
                    val each = Modifier.weight(1f).fillMaxHeight()
                    undo(each)
                    hint(each)
                    if (!view.isOver) {
                        draw(each)
                        resign(each)
                    }
                }
            }
        }
    }
}

/**
 * The overflow menu of the top bar: redo, restart, save & leave, the rules, and against the
 * computer its level as radio items under the picker's label — as iOS's menu holds them; every
 * word and whether it is enabled the core's, and the core's "More actions" for a screen reader.
 */
@Composable
private fun GameMenu(view: TableView, onEvent: (TableEvent) -> Unit, onRules: () -> Unit, onSaveAndLeave: () -> Unit) {
    var open by remember { mutableStateOf(false) }
    Box {
        IconButton(
            onClick = { open = true },
            modifier = Modifier.testTag("menu").semantics { contentDescription = view.more },
        ) { MoreDots() }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }, modifier = Modifier.testTag("menu-items")) {
            fun item(action: ActionView, tag: String, run: () -> Unit): @Composable () -> Unit = {
                DropdownMenuItem(
                    text = { Text(action.label) },
                    onClick = { open = false; run() },
                    enabled = action.enabled,
                    modifier = Modifier.testTag(tag),
                )
            }
            item(view.redo, "redo") { onEvent(TableEvent.Redo) }()
            item(view.restart, "restart") { onEvent(TableEvent.Restart) }()
            item(view.saveAndLeave, "save-and-leave", onSaveAndLeave)()
            item(view.rules, "rules", onRules)()
            view.level?.let { picker ->
                HorizontalDivider()
                Text(
                    picker.label,
                    style = MaterialTheme.typography.labelLarge,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.padding(horizontal = 12.dp, vertical = 6.dp).semantics { heading() },
                )
                for (o in picker.options) {
                    val selected = o.level == picker.current
                    DropdownMenuItem(
                        text = { Text(o.name, maxLines = 1) },
                        onClick = { open = false; onEvent(TableEvent.SetLevel(o.level)) },
                        enabled = picker.enabled,
                        leadingIcon = { RadioButton(selected = selected, onClick = null, enabled = picker.enabled) },
                        modifier = Modifier.testTag("level-${o.level.name.lowercase()}").semantics { this.selected = selected },
                    )
                }
            }
        }
    }
}

/** Three dots one above another, the overflow menu's sign (drawn: the app has no icon set). */
@Composable
private fun MoreDots() {
    val color = LocalContentColor.current
    Canvas(Modifier.size(24.dp)) {
        val r = size.minDimension * 0.09f
        for (i in -1..1) drawCircle(color, r, Offset(size.width / 2, size.height / 2 + i * size.height * 0.28f))
    }
}

/**
 * The moves so far in one row that scrolls sideways, the last one in view and tinted; each ply
 * numbered, in the core's notation, with its spoken sentence for a screen reader. Before the
 * first, the core's "no moves yet".
 */
@Composable
private fun MoveStrip(moves: MoveListView) {
    val scroll = rememberScrollState()
    LaunchedEffect(moves.rows.size) { scroll.scrollTo(scroll.maxValue) }
    Row(
        Modifier.fillMaxWidth().heightIn(min = 36.dp).horizontalScroll(scroll).padding(horizontal = 12.dp, vertical = 4.dp).testTag("moves"),
        horizontalArrangement = Arrangement.spacedBy(6.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        if (moves.rows.isEmpty()) {
            Text(moves.emptyText, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(horizontal = 4.dp).testTag("moves-empty"))
        } else {
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
                            maxLines = 1,
                            modifier = Modifier.padding(start = 6.dp),
                        )
                    }
                }
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
private fun PlayerBarRow(bar: PlayerBar, tag: String, timer: TimerView?) {
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
            // the turn's clock on the bar of the player to move, when the game is timed
            if (bar.toMove && timer != null) CountdownRing(timer, Modifier.padding(start = 8.dp), diameter = 36.dp)
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
fun CountdownRing(timer: TimerView, modifier: Modifier = Modifier, diameter: Dp = 48.dp) {
    val colors = MaterialTheme.colorScheme
    val ringColor = if (timer.low) colors.error else colors.primary
    val fraction = timer.permille / 1000f
    // the ring grows with large text, so that the seconds stay inside it
    val ring = diameter * LocalDensity.current.fontScale.coerceAtLeast(1f)
    Box(modifier.size(ring).testTag("countdown").clearAndSetSemantics { contentDescription = timer.spoken }, contentAlignment = Alignment.Center) {
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
 * The status line and what the computer is doing; where the screen is narrow for its text, each
 * on a line of its own. Then the verdict and the message with its dismiss button.
 */
@Composable
private fun StatusLine(view: TableView, onEvent: (TableEvent) -> Unit) {
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
        Column(Modifier.fillMaxWidth().padding(start = 16.dp, end = 4.dp)) {
            val status = @Composable { modifier: Modifier ->
                Text(view.status, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = modifier.testTag("status"))
            }
            val busy = @Composable {
                view.busy?.let { busy ->
                    CircularProgressIndicator(Modifier.size(18.dp).testTag("thinking"), strokeWidth = 2.dp)
                    Text(busy, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(start = 6.dp, end = 8.dp).testTag("busy"))
                }
            }
            if (compact) {
                status(Modifier)
                if (view.busy != null) Row(verticalAlignment = Alignment.CenterVertically) { busy() }
            } else {
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.heightIn(min = 28.dp)) {
                    status(Modifier.weight(1f))
                    busy()
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
