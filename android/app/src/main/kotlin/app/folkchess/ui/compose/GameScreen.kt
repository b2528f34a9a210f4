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
import androidx.compose.foundation.focusable
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.runtime.remember
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.unit.Dp
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.unit.Density
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
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.unit.Constraints
import app.folkchess.core.model.FailureText
import app.folkchess.core.model.ActionView
import app.folkchess.core.model.MessageKind
import app.folkchess.core.model.PlayerBar
import app.folkchess.core.model.QuestionView
import app.folkchess.core.model.ResultView
import app.folkchess.core.model.MoveListView
import app.folkchess.core.model.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.model.TableView
import app.folkchess.core.model.TimerView
import app.folkchess.core.AppEvent
import app.folkchess.core.model.ActionPlace
import app.folkchess.core.model.ActionStyle
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.PlacedAction
import app.folkchess.core.model.ShareWhat
import app.folkchess.core.model.TableAction

/**
 * The game screen, built around the board as large as the room left allows: it draws the core's
 * [TableView] and nothing else — the top bar with the title and the overflow menu (redo,
 * restart, save & leave, the rules, the computer's level); a bar for each player at their edge
 * of the board (the far player's above it, turned in pass-and-play; the turn's clock, or what
 * the computer is doing with a spinner, on the bar of the player to move) — no separate turn
 * banner, the bars say whose turn it is; the board; and at the bottom, where the thumb is, the
 * moves in a strip that scrolls sideways (the last in view), one note (a message with its
 * dismiss button, a problem, the verdict, or the status line) and undo, hint, offer a draw and
 * resign — each labelled and enabled as the view says. Between two players the far player has
 * their own row (undo, offer a draw, resign) at the far edge beyond their bar, turned towards
 * them like it; the near row is the near player's. Once the game is over the result sheet
 * (headline, reason, review / rematch / new game) takes the place of the strip, the note and
 * the buttons, under the board, never over it. Which actions sit in the bottom row and which in
 * the menu, with their labels, styles and whether they are enabled, is the core's
 * ([TableView.actions]); every tap is an [AppEvent] for [onEvent] (a table's tap as
 * `AppEvent.Table`).
 *
 * Nothing scrolls while the screen has room: the board takes what the bars, the header and the
 * bottom leave (on a 360 × 640 dp phone too); only where even a small board would not fit
 * (very large text on a small phone) does the whole screen scroll, so nothing is ever cut.
 *
 * The question (confirm a resignation, a draw offered by the other player or by the computer)
 * is a panel, not a dialog: in pass-and-play the player who answers may sit across the table,
 * and the panel turns towards them, by their bar; the near player's takes the place of the
 * bottom controls, about as tall, so the board keeps its size.
 */
@Composable
fun GameScreen(
    view: TableView,
    back: String,
    onEvent: (AppEvent) -> Unit,
    problem: FailureText? = null,
    share: String? = null,
    modifier: Modifier = Modifier,
) {
    val result = view.result
    val question = view.question
    val onTable = { e: TableEvent -> onEvent(AppEvent.Table(e)) }
    val bar = view.actions.filter { it.place == ActionPlace.BAR }
    val far = view.actions.filter { it.place == ActionPlace.FAR }
    // while the game goes on and no question waits at the near edge, the bar's actions are pinned
    val actionsPinned = result == null && (question == null || question.rotated)
    TableColumn(
        view,
        onTable,
        modifier.fillMaxSize(),
        // while the game goes on, its note right under the board (a question and the result stay where the thumb is)
        noteUnderBoard = actionsPinned,
        // at large text the bars, the note, the strip and the actions are measured first and the
        // board takes what they leave, down to points [CompactBoardTouchTarget] apart (on a small
        // phone the near bar had stood half under the pinned strip, the board at 48 dp first);
        // at the usual size it keeps [BoardTouchTarget] and the column scrolls where it must
        leastTarget = if (LocalDensity.current.fontScale > 1f) CompactBoardTouchTarget else BoardTouchTarget,
        top = {
            ScreenHeader(view.title, back, { onEvent(AppEvent.Back) }) {
                GameMenu(view, onEvent)
            }
        },
        farEdge = {
            // between two players, the far player's own row and moves at their edge, turned like
            // their bar (from the board outwards, as at the near edge: bar, moves, actions)
            val turned = view.players.firstOrNull()?.rotated == true
            val turn = if (turned) Modifier.rotate(180f) else Modifier
            if (far.isNotEmpty()) {
                ChromeText {
                    EvenButtons(
                        Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp)
                            .then(turn)
                            .testTag("far-actions"),
                        unequal = true,
                    ) {
                        for (a in far) PlacedButton(a, "far-${tagOf(a.action)}", Modifier) { onEvent(a.action.event(view.game)) }
                    }
                }
            }
            if (view.moves.atFarEdge) {
                // a copy for the far player's eyes; a screen reader reads the near strip
                Box(Modifier.then(turn).clearAndSetSemantics { testTag = "far-moves" }) { ChromeText { MoveStrip(view.moves, tight = true) } }
            }
        },
        aboveBoard = {
            if (question != null && question.rotated) QuestionPanel(question) { yes -> onTable(TableEvent.Answer(yes)) }
        },
        bottom = {
            Column(Modifier.fillMaxWidth().padding(bottom = if (actionsPinned || result != null) 0.dp else 6.dp)) {
                when {
                    question != null && !question.rotated -> QuestionPanel(question) { yes -> onTable(TableEvent.Answer(yes)) }
                    // (the result stands in the pinned foot)
                    result != null -> {}
                    // (the strip stands in the pinned foot, over the actions)
                    else -> NoteLine(view, problem?.sentence, onTable) { onEvent(AppEvent.DismissProblem) }
                }
            }
        },
        // the moves and the actions at the screen's foot, in sight and in reach while the column
        // above scrolls (large text: the strip had slid under the actions)
        pinned = {
            if (result != null && (question == null || question.rotated)) {
                // the result at the screen's foot, all of it in sight and in reach; where the
                // board (its points 36 dp apart at the least) and the sheet do not both fit (twice
                // the text size in both languages on a small phone), the board scrolls above it
                Column(Modifier.fillMaxWidth().padding(bottom = 6.dp)) {
                    // news that came with the end (the time ran out) or a problem, above the sheet
                    if (view.message != null || problem != null) NoteLine(view, problem?.sentence, onTable) { onEvent(AppEvent.DismissProblem) }
                    // its words grow up to 1.2 × the text size, a little less than the rest of
                    // the play screen's chrome, so that the headline and all four actions stay
                    // on a small phone's screen at twice the text size beside a board whose points
                    // stay 36 dp apart (at 1.3 × the sheet had squeezed them to 23 dp)
                    val large = LocalDensity.current.fontScale > ResultTextScale
                    ChromeText(max = ResultTextScale) {
                        ResultSheet(result, bar, { onEvent(it.event(view.game)) }, share = share, onShare = { onEvent(AppEvent.Share(ShareWhat.FinishedGame)) }, large = large)
                    }
                }
            }
            if (actionsPinned) {
                ChromeText {
                    MoveStrip(view.moves)
                    EvenButtons(Modifier.fillMaxWidth().padding(horizontal = 12.dp).padding(top = 4.dp, bottom = 10.dp).testTag("actions"), unequal = true) {
                        for (a in bar) PlacedButton(a, tagOf(a.action), Modifier) { onEvent(a.action.event(view.game)) }
                    }
                }
            }
        },
    )
}

/**
 * The words of the chrome around the board — the players' bars, the move strip, the action
 * rows — grow with the text size up to [max] times and no further (as iOS caps the game
 * screen's Dynamic Type): the rows keep one row each and the board keeps its room on a small
 * phone at twice the text size.
 */
@Composable
internal fun ChromeText(max: Float = 1.3f, content: @Composable () -> Unit) {
    val d = LocalDensity.current
    if (d.fontScale <= max) content()
    else CompositionLocalProvider(LocalDensity provides Density(d.density, max)) { content() }
}

/** The most the result sheet's words grow with the text size. */
private const val ResultTextScale = 1.2f

/** The test tag of an action's button: its name in kebab case (`offer-draw`). */
internal fun tagOf(action: TableAction): String = action.name.lowercase().replace('_', '-')

/** What a tap on a placed action asks of the app. */
internal fun TableAction.event(game: GameKind): AppEvent = when (this) {
    TableAction.UNDO -> AppEvent.Table(TableEvent.Undo)
    TableAction.HINT -> AppEvent.Table(TableEvent.Hint)
    TableAction.OFFER_DRAW -> AppEvent.Table(TableEvent.OfferDraw)
    TableAction.RESIGN -> AppEvent.Table(TableEvent.Resign)
    TableAction.REDO -> AppEvent.Table(TableEvent.Redo)
    TableAction.RESTART -> AppEvent.Table(TableEvent.Restart)
    TableAction.SAVE_AND_LEAVE -> AppEvent.Table(TableEvent.SaveAndLeave)
    TableAction.REVIEW -> AppEvent.ReviewGame
    TableAction.REMATCH -> AppEvent.Rematch
    TableAction.NEW_GAME -> AppEvent.NewGameAfterGame
    TableAction.RULES -> AppEvent.OpenRules(game)
}

/** A placed action as a button in the core's style: prominent filled, destructive in the error colour, plain outlined. */
@Composable
internal fun PlacedButton(action: PlacedAction, tag: String, modifier: Modifier, onClick: () -> Unit) {
    when (action.style) {
        ActionStyle.PROMINENT -> Button(onClick = onClick, enabled = action.enabled, modifier = modifier.testTag(tag), contentPadding = ButtonPadding) {
            ButtonLabel(action.label)
        }
        ActionStyle.DESTRUCTIVE -> OutlinedButton(
            onClick = onClick,
            enabled = action.enabled,
            colors = ButtonDefaults.outlinedButtonColors(contentColor = MaterialTheme.colorScheme.error, disabledContentColor = disabledWords()),
            border = outlineOf(action.enabled),
            modifier = modifier.testTag(tag),
            contentPadding = ButtonPadding,
        ) { ButtonLabel(action.label) }
        ActionStyle.PLAIN -> OutlinedButton(
            onClick = onClick,
            enabled = action.enabled,
            colors = ButtonDefaults.outlinedButtonColors(disabledContentColor = disabledWords()),
            border = outlineOf(action.enabled),
            modifier = modifier.testTag(tag),
            contentPadding = ButtonPadding,
        ) { ButtonLabel(action.label) }
    }
}

/**
 * A disabled action's words: the surface's text colour at 60 % (Material's 38 % left "Offer
 * draw" and "Resign" near-invisible on the dark board's screen, about 2 : 1), still fainter
 * than an enabled action's.
 */
@Composable
internal fun disabledWords() = MaterialTheme.colorScheme.onSurface.copy(alpha = 0.6f)

/** An outlined action's edge: the theme's outline, faded to half while the action is disabled (Material's 12 % vanished). */
@Composable
internal fun outlineOf(enabled: Boolean) =
    BorderStroke(1.dp, MaterialTheme.colorScheme.outline.copy(alpha = if (enabled) 1f else 0.5f))

/**
 * The overflow menu of the top bar: the actions the core places in the menu (redo, restart,
 * save & leave, the rules), and against the computer its level as radio items under the
 * picker's label — every word and whether it is enabled the core's, and the core's "More
 * actions" for a screen reader.
 */
@Composable
private fun GameMenu(view: TableView, onEvent: (AppEvent) -> Unit) {
    var open by remember { mutableStateOf(false) }
    Box {
        IconButton(
            onClick = { open = true },
            modifier = Modifier.testTag("menu").semantics { contentDescription = view.more },
        ) { MoreDots() }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }, modifier = Modifier.testTag("menu-items")) {
            for (a in view.actions.filter { it.place == ActionPlace.MENU }) {
                DropdownMenuItem(
                    text = { Text(a.label) },
                    onClick = { open = false; onEvent(a.action.event(view.game)) },
                    enabled = a.enabled,
                    modifier = Modifier.testTag(tagOf(a.action)),
                )
            }
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
                        onClick = { open = false; onEvent(AppEvent.Table(TableEvent.SetLevel(o.level))) },
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
fun MoreDots() {
    val color = LocalContentColor.current
    Canvas(Modifier.size(24.dp)) {
        val r = size.minDimension * 0.09f
        for (i in -1..1) drawCircle(color, r, Offset(size.width / 2, size.height / 2 + i * size.height * 0.28f))
    }
}

/**
 * The end of the game, as a sheet at the bottom of the screen in place of the move strip, the
 * note and the buttons (under the board, never over it): the core's headline (You won, You lost,
 * Draw, or the winner between two players) with the winner's badge, the reason in one sentence,
 * and what to do next — review (filled), the same game again, another game — as the view enables
 * them, and, when [share] is given, the game shared (the core's text and a picture of the board),
 * side by side; where the screen is narrow for its text, review on a row of its own. At
 * large text sizes the headline is set a size smaller (it grows with the text all the same).
 */
@Composable
private fun ResultSheet(
    result: ResultView,
    actions: List<PlacedAction>,
    onAction: (TableAction) -> Unit,
    share: String? = null,
    onShare: () -> Unit = {},
    large: Boolean = false,
) {
    val colors = MaterialTheme.colorScheme
    Surface(
        color = colors.surfaceContainerHigh,
        contentColor = colors.onSurface,
        shape = androidx.compose.foundation.shape.RoundedCornerShape(topStart = 20.dp, topEnd = 20.dp, bottomStart = 8.dp, bottomEnd = 8.dp),
        border = BorderStroke(1.dp, colors.outlineVariant),
        shadowElevation = 6.dp,
        modifier = Modifier.fillMaxWidth().padding(start = 8.dp, end = 8.dp, top = 6.dp).testTag("result"),
    ) {
        Column(Modifier.padding(horizontal = 16.dp, vertical = if (large) 8.dp else 12.dp), verticalArrangement = Arrangement.spacedBy(if (large) 2.dp else 4.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                val winner = result.mark
                if (winner != null) {
                    SideBadge(winner, Modifier.padding(end = 10.dp).size(24.dp))
                } else {
                    Text("=", style = MaterialTheme.typography.headlineSmall, fontWeight = FontWeight.Bold, color = colors.primary, modifier = Modifier.padding(end = 10.dp))
                }
                Text(
                    result.headline,
                    style = if (large) MaterialTheme.typography.titleLarge else MaterialTheme.typography.headlineSmall,
                    fontWeight = FontWeight.Bold,
                    // not a live region (the core's announcements say the result, once): focus goes
                    // here when the result appears, so that a screen reader starts reading from it
                    modifier = Modifier.weight(1f).testTag("result-headline").semantics { heading() }
                        .focusedOnArrival(result.headline),
                )
            }
            Text(result.reason, style = if (large) MaterialTheme.typography.bodyMedium else MaterialTheme.typography.bodyLarge, color = colors.onSurfaceVariant, modifier = Modifier.testTag("result-reason"))
            // the core's actions (review prominent, then the next game's two), each in its style
            val first = actions.filter { it.style == ActionStyle.PROMINENT }
            val rest = actions - first.toSet()
            val review = @Composable { each: Modifier ->
                for (a in first) PlacedButton(a, "result-${tagOf(a.action)}", each) { onAction(a.action) }
            }
            val again = @Composable { each: Modifier ->
                for (a in rest) PlacedButton(a, "result-${tagOf(a.action)}", each) { onAction(a.action) }
            }
            val shareButton = @Composable { each: Modifier ->
                share?.let {
                    OutlinedButton(onClick = onShare, modifier = each.testTag("result-share"), contentPadding = ButtonPadding) { ButtonLabel(it) }
                }
            }
            BoxWithConstraints(Modifier.fillMaxWidth().padding(top = if (large) 2.dp else 6.dp)) {
                // buttons of one size, in one row where their words fit (EvenButtons); where the
                // screen is narrow for its text, review and share, then the next game's two —
                // two by two where their words need it, every label on one line or all on two
                if (isCompact(maxWidth, LocalDensity.current.fontScale)) {
                    EvenButtons(Modifier.fillMaxWidth(), gap = 8.dp) {
                        review(Modifier)
                        shareButton(Modifier)
                        again(Modifier)
                    }
                } else {
                    EvenButtons(Modifier.fillMaxWidth(), gap = 8.dp) {
                        review(Modifier)
                        again(Modifier)
                        shareButton(Modifier)
                    }
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
                // not a live region (the core's announcements ask it, once): focus goes here
                modifier = Modifier.testTag("question-text").focusedOnArrival(question.text),
            )
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                OutlinedButton(onClick = { onAnswer(false) }, modifier = Modifier.weight(1f).heightIn(min = 48.dp).testTag("question-no"), contentPadding = ButtonPadding) {
                    ButtonLabel(question.no)
                }
                // filled red where "yes" ends the game against the one who answers (resigning);
                // a draw offered is answered between two equal buttons, nudging neither way
                if (question.destructive) {
                    Button(
                        onClick = { onAnswer(true) },
                        colors = ButtonDefaults.buttonColors(containerColor = colors.error, contentColor = colors.onError),
                        modifier = Modifier.weight(1f).heightIn(min = 48.dp).testTag("question-yes"),
                        contentPadding = ButtonPadding,
                    ) { ButtonLabel(question.yes) }
                } else {
                    OutlinedButton(
                        onClick = { onAnswer(true) },
                        modifier = Modifier.weight(1f).heightIn(min = 48.dp).testTag("question-yes"),
                        contentPadding = ButtonPadding,
                    ) { ButtonLabel(question.yes) }
                }
            }
        }
    }
}

/**
 * Takes the focus when it first appears, and again whenever [key] changes (a new question, a
 * result): a screen reader's focus follows it, so the player hears it and its answers next.
 */
@Composable
internal fun Modifier.focusedOnArrival(key: Any): Modifier {
    val requester = remember { FocusRequester() }
    LaunchedEffect(key) { runCatching { requester.requestFocus() } }
    return this.focusRequester(requester).focusable()
}
