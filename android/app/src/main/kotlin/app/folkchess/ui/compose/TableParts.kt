package app.folkchess.ui.compose

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.background
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.width
import app.folkchess.core.model.ActionPlace
import app.folkchess.core.model.BoardArrangement
import app.folkchess.core.model.MoveRow
import app.folkchess.core.boardArrangement
import app.folkchess.core.columnHasListRoom
import app.folkchess.core.columnListMin
import androidx.compose.foundation.layout.height
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.IconButton
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.RadioButton
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
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
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.layout.IntrinsicMeasurable
import androidx.compose.ui.layout.IntrinsicMeasureScope
import androidx.compose.ui.layout.Measurable
import androidx.compose.ui.layout.MeasurePolicy
import androidx.compose.ui.layout.MeasureResult
import androidx.compose.ui.layout.MeasureScope
import androidx.compose.ui.semantics.text
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.semantics.getTextLayoutResult
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.Constraints
import app.folkchess.core.model.NoteKind
import app.folkchess.core.model.PlayerBar
import app.folkchess.core.model.QuestionView
import app.folkchess.core.model.ResultView
import app.folkchess.core.model.MoveListView
import app.folkchess.core.model.Side
import app.folkchess.core.MoveRef
import app.folkchess.core.TableEvent
import app.folkchess.core.model.TableView
import app.folkchess.core.model.TimerView


/*
 * The parts of a screen over the core's game table ([TableView]) that the game screen and the
 * trainer screen (a puzzle, a practice exercise) share: the board between the players' bars in a
 * column that gives the board the room left, the move strip, the note line, buttons of one size.
 */

/**
 * The table's column, as the game screen draws it: [top] (the header), [farEdge] (the far
 * player's own row between two players), the far player's bar and then [aboveBoard], the board
 * (a tap is a [TableEvent.Tap] for [onEvent]), the near player's bar and the ply's announcement
 * for a screen reader, then [bottom]; the board takes the room the others leave
 * ([BoardFirstColumn]), and where it leaves more, the moves take it as a list while they show
 * ([movesShown]).
 */
@Composable
internal fun TableColumn(
    view: TableView,
    onEvent: (TableEvent) -> Unit,
    modifier: Modifier = Modifier,
    top: @Composable () -> Unit,
    farEdge: @Composable () -> Unit = {},
    aboveBoard: @Composable () -> Unit = {},
    movesShown: Boolean = view.question == null,
    noteUnderBoard: Boolean = false,
    pinned: @Composable () -> Unit = {},
    leastTarget: Dp = BoardTouchTarget,
    bottom: @Composable () -> Unit,
) {
    val boardPadding = PaddingValues(horizontal = 12.dp, vertical = 0.dp)
    BoardFirstColumn(
        modifier,
        noteUnderBoard = noteUnderBoard,
        // a phone turned, a tablet or a foldable held wide: the board beside the rest, as the core decides
        arrange = { width, height ->
            val across = boardPadding.calculateLeftPadding(LayoutDirection.Ltr) + boardPadding.calculateRightPadding(LayoutDirection.Ltr)
            val arrangement = boardArrangement(
                view.board.game, (width - across).value.toDouble(), (height - BoardBesidePadding * 2).value.toDouble(), boardMargin(view.board).value.toDouble(),
            )
            (arrangement as? BoardArrangement.Beside)?.let { it.boardWidth.dp + across }
        },
        // (between two players, the near player's moves by their bar, not under the far one's)
        besideMiddle = { m -> ChromeText { MoveList(view.moves, m, atFoot = view.actions.any { it.place == ActionPlace.FAR }) } },
        // a wide board on a phone (or a square one on a tall phone): the moves as a list in the
        // height the board leaves, while they show ([movesShown]: a game's not under a question;
        // once it is over, above its result)
        listRoom = { width, height ->
            val across = boardPadding.calculateLeftPadding(LayoutDirection.Ltr) + boardPadding.calculateRightPadding(LayoutDirection.Ltr)
            movesShown &&
                columnHasListRoom(view.board.game, (width - across).value.toDouble(), height.value.toDouble(), boardMargin(view.board).value.toDouble())
        },
        // a finger's target on every point while there is a move to make; a finished game's
        // board gives way to its result down to [CompactBoardTouchTarget] between points (at
        // twice the text size the sheet had left it 23 dp)
        minBoard = { width -> boardMinHeight(view.board, width, boardPadding, if (view.result == null) leastTarget else CompactBoardTouchTarget) },
        top = top,
        aboveBoard = {
            farEdge()
            view.players.getOrNull(0)?.let { ChromeText { PlayerBarRow(it, "player-far") } }
            aboveBoard()
        },
        board = { boardModifier ->
            BoardCanvas(
                view.board,
                boardModifier.padding(boardPadding).testTag("board"),
                onTap = { onEvent(TableEvent.Tap(it)) },
                spokenMoves = view.spokenMoves,
                onMove = { from, to -> onEvent(TableEvent.Play(MoveRef(from, to))) },
                quickCommands = view.quickCommands,
                onHear = { onEvent(TableEvent.Hear(it)) },
            )
        },
        belowBoard = {
            view.players.getOrNull(1)?.let { ChromeText { PlayerBarRow(it, "player-near") } }
        },
        bottom = bottom,
        pinned = pinned,
    )
}

/**
 * The game screen's column: [top] (the header), then the board between [aboveBoard] and
 * [belowBoard] (the players' bars, which hug it), anchored under the header, then [bottom] at
 * the screen's foot. The board gets the height the others leave — it fits itself into that
 * room and may end narrower or shorter — and never less than [minBoard] of the column's width
 * (the height that keeps a finger's target on every point: [boardMinHeight]); only then, when
 * the others leave less (large text on a small phone), does the column grow past the screen
 * and scroll, the board keeping its size. The height the board does not take goes, where
 * [listRoom] says the window has room for it (the core's [columnHasListRoom]: a wide board),
 * to [besideMiddle] — the moves as a list, the strip in [bottom] then left out — else it stays
 * between the near bar and [bottom]. Where [arrange] gives a width for the board in a window
 * of its width and height (the core's [BoardArrangement.Beside]), the board stands that wide
 * beside the rest instead ([BoardBeside]). [pinned] (the move strip and the actions) stands at
 * the screen's foot under all of it and never scrolls: at large text on a small phone, where the
 * board keeps its size and the column scrolls, the last moves stay in sight and the actions in
 * reach (beside the board, it follows [bottom]).
 */
@Composable
internal fun BoardFirstColumn(
    modifier: Modifier,
    noteUnderBoard: Boolean = false,
    minBoard: (Dp) -> Dp = { 160.dp },
    arrange: (Dp, Dp) -> Dp? = { _, _ -> null },
    listRoom: (Dp, Dp) -> Boolean = { _, _ -> false },
    besideMiddle: @Composable (Modifier) -> Unit = { Spacer(it) },
    top: @Composable () -> Unit,
    aboveBoard: @Composable () -> Unit,
    board: @Composable (Modifier) -> Unit,
    belowBoard: @Composable () -> Unit,
    bottom: @Composable () -> Unit,
    pinned: @Composable () -> Unit = {},
) {
    BoxWithConstraints(modifier) {
        val bounded = constraints.hasBoundedHeight && constraints.hasBoundedWidth
        val beside = if (bounded) arrange(maxWidth, maxHeight) else null
        if (beside != null) {
            BoardBeside(beside, maxHeight, top, aboveBoard, besideMiddle, board, belowBoard) { bottom(); pinned() }
            return@BoxWithConstraints
        }
        // (the window's size decides whether the moves get a list, as the core measures it)
        val list = bounded && listRoom(maxWidth, maxHeight)
        // (with the list, a strip in the pinned foot is left out, as in the column)
        if (!constraints.hasBoundedHeight) {
            Column(Modifier.fillMaxWidth()) {
                ScrollingColumn(null, list, noteUnderBoard, top, aboveBoard, besideMiddle, board, belowBoard, bottom, minBoard)
                CompositionLocalProvider(LocalBoardBeside provides list) { pinned() }
            }
            return@BoxWithConstraints
        }
        Column(Modifier.fillMaxSize()) {
            BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
                ScrollingColumn(constraints.maxHeight, list, noteUnderBoard, top, aboveBoard, besideMiddle, board, belowBoard, bottom, minBoard)
            }
            CompositionLocalProvider(LocalBoardBeside provides list) { pinned() }
        }
    }
}

/**
 * [BoardFirstColumn]'s column above its pinned foot, [viewport] px tall (null: unbounded, inside
 * something that scrolls — the board then takes its width's size); [list]: the moves as a list
 * in the height the board leaves; [noteUnderBoard]: [bottom] (a note, a refusal,
 * a puzzle's feedback) right under the near bar and the list under it, not the list first and
 * the words at the screen's foot, 400 px below the board they speak of.
 */
@Composable
private fun ScrollingColumn(
    viewport: Int?,
    list: Boolean,
    noteUnderBoard: Boolean,
    top: @Composable () -> Unit,
    aboveBoard: @Composable () -> Unit,
    besideMiddle: @Composable (Modifier) -> Unit,
    board: @Composable (Modifier) -> Unit,
    belowBoard: @Composable () -> Unit,
    bottom: @Composable () -> Unit,
    minBoard: (Dp) -> Dp,
) {
    val scroll = rememberScrollState()
    Layout(
        content = {
            Column(Modifier.fillMaxWidth()) { top() }
            Column(Modifier.fillMaxWidth()) { aboveBoard() }
            // (a wide game's play board may grow down the column's height: the core's stretch)
            Box(Modifier.fillMaxWidth()) {
                CompositionLocalProvider(LocalBoardStretches provides (viewport != null)) { board(Modifier.fillMaxWidth()) }
            }
            Column(Modifier.fillMaxWidth()) { belowBoard() }
            // with the list, the strip is left out of the bottom (as beside the board)
            Column(Modifier.fillMaxWidth()) { CompositionLocalProvider(LocalBoardBeside provides list) { bottom() } }
            if (list) Box(Modifier.fillMaxWidth().testTag("column-moves")) { besideMiddle(Modifier.fillMaxSize()) }
        },
        modifier = Modifier.fillMaxWidth().verticalScroll(scroll),
    ) { measurables, constraints ->
        val width = constraints.maxWidth
        val free = Constraints(minWidth = width, maxWidth = width)
        val (topM, aboveM, boardM, belowM, bottomM) = measurables
        val t = topM.measure(free)
        val a = aboveM.measure(free)
        val b = belowM.measure(free)
        val z = bottomM.measure(free)
        val others = t.height + a.height + b.height + z.height
        val room = viewport?.let { maxOf(minBoard(width.toDp()).roundToPx(), it - others) }
        // (a stretching board leaves the list its least: the core's columnListMin)
        val boardRoom = room?.let { if (list) maxOf(minBoard(width.toDp()).roundToPx(), it - columnListMin().dp.roundToPx()).coerceAtMost(it) else it }
        val board = boardM.measure(Constraints(minWidth = width, maxWidth = width, maxHeight = boardRoom ?: Constraints.Infinity))
        val spare = room?.let { (it - board.height).coerceAtLeast(0) } ?: 0
        val middle = measurables.getOrNull(5)?.measure(Constraints.fixed(width, spare))
        val total = others + board.height + spare
        layout(width, total) {
            var y = 0
            t.place(0, y); y += t.height
            a.place(0, y); y += a.height
            board.place(0, y); y += board.height
            b.place(0, y); y += b.height
            if (noteUnderBoard) {
                // the note under the board, where the eye is; the list (or the room) the rest
                z.place(0, y); y += z.height
                middle?.place(0, y)
            } else {
                middle?.place(0, y)
                y += spare
                z.place(0, y)
            }
        }
    }
}

/** The room above and below the board when it stands beside the rest ([BoardBeside]). */
internal val BoardBesidePadding: Dp = 8.dp

/**
 * The board beside the rest, as the core arranges a window wider than tall
 * ([BoardArrangement.Beside]: a phone turned, a tablet or a foldable held wide): the board at
 * the leading side, [boardWidth] wide and as tall as the window; beside it a panel with [top]
 * (the header), the far player's edge at the top ([aboveBoard]) and the near player's at the
 * bottom ([belowBoard], then [bottom]: the note and the actions where the thumb is), the room
 * between them given to [middle] (the moves as a list, [MoveList]); where large text makes the
 * panel taller than the window, the panel alone scrolls and the board stays.
 */
@Composable
private fun BoardBeside(
    boardWidth: Dp,
    height: Dp,
    top: @Composable () -> Unit,
    aboveBoard: @Composable () -> Unit,
    middle: @Composable (Modifier) -> Unit,
    board: @Composable (Modifier) -> Unit,
    belowBoard: @Composable () -> Unit,
    bottom: @Composable () -> Unit,
) {
    Row(Modifier.fillMaxSize().testTag("board-beside")) {
        Box(Modifier.width(boardWidth).fillMaxHeight().padding(vertical = BoardBesidePadding), contentAlignment = Alignment.Center) {
            board(Modifier.fillMaxSize())
        }
        CompositionLocalProvider(LocalBoardBeside provides true) {
            Column(Modifier.weight(1f).fillMaxHeight().verticalScroll(rememberScrollState()).testTag("side-panel")) {
                // at least the window's height, so that the room left sits between the two edges
                Column(Modifier.fillMaxWidth().heightIn(min = height)) {
                    top()
                    aboveBoard()
                    middle(Modifier.weight(1f))
                    belowBoard()
                    bottom()
                }
            }
        }
    }
}

/**
 * Buttons of one height (the tallest's) in one row, each as wide as its words on one line plus an
 * equal share of the room left, when all of them fit so ("Offer draw" keeps its two words on one
 * line beside "Undo"); else of one width: all in one row when each one's longest word fits in its
 * share of it (the words wrap between them: "Offer / draw"); else two to a row where each one's
 * longest word fits half the width; else one to a row. So the four
 * buttons at the bottom of the play screen take one row wherever their words allow — in Chinese
 * at twice the text size too — and never cut a word. [unequal]: before one width, each as wide
 * as its [ButtonLabel] must be (its longest word, or line where the core gave two).
 */
@Composable
internal fun EvenButtons(modifier: Modifier = Modifier, gap: Dp = 6.dp, unequal: Boolean = false, content: @Composable () -> Unit) {
    val lines = remember { RowLines() }
    Layout(content = { CompositionLocalProvider(LocalRowLines provides lines, content) }, modifier = modifier) { measurables, constraints ->
        val width = constraints.maxWidth
        val gapPx = gap.roundToPx()
        val n = measurables.size
        if (n == 0) return@Layout layout(width, 0) {}
        // one row of buttons `base` wide each plus an equal share of the room left, or null
        // where the row does not hold them so
        fun inOneRow(base: List<Int>): MeasureResult? {
            val spare = width - gapPx * (n - 1) - base.sum()
            if (spare < 0) return null
            val widths = base.mapIndexed { i, w -> w + spare / n + if (i < spare % n) 1 else 0 }
            val height = measurables.indices.maxOf { measurables[it].minIntrinsicHeight(widths[it]) }
            val placeables = measurables.mapIndexed { i, m -> m.measure(Constraints.fixed(widths[i], height)) }
            return layout(width, height) {
                var x = 0
                placeables.forEach { p -> p.place(x, 0); x += p.width + gapPx }
            }
        }
        // each on one line; else every two-language label on its two lines (one line rule for
        // the row: the hint button's two languages had stood on one line beside undo's two lines)
        lines.two = false
        inOneRow(measurables.map { it.maxIntrinsicWidth(Constraints.Infinity) })?.let { return@Layout it }
        lines.two = true
        // else, for [ButtonLabel]s, each as wide as its words must be (a two-language label's
        // longer line: "Offer draw" under its Chinese)
        if (unequal) inOneRow(measurables.map { it.minIntrinsicWidth(Constraints.Infinity) })?.let { return@Layout it }
        val oneRow = (width - gapPx * (n - 1)) / n
        // all in a row where each one's longest word fits its share, else two to a row where
        // they fit half the width, else one to a row ("Statistic / s" at twice the text size)
        val longest = measurables.maxOf { it.minIntrinsicWidth(Constraints.Infinity) }
        val perRow = when {
            longest <= oneRow -> n
            longest <= (width - gapPx) / 2 -> minOf(2, n)
            else -> 1
        }
        val slot = (width - gapPx * (perRow - 1)) / perRow
        val rows = measurables.chunked(perRow)
        val heights = rows.map { row -> row.maxOf { it.minIntrinsicHeight(slot) } }
        val placeables = rows.mapIndexed { r, row -> row.map { it.measure(Constraints.fixed(slot, heights[r])) } }
        val height = heights.sum() + gapPx * (rows.size - 1)
        layout(width, height) {
            var y = 0
            placeables.forEachIndexed { r, row ->
                row.forEachIndexed { i, p -> p.place(i * (slot + gapPx), y) }
                y += heights[r] + gapPx
            }
        }
    }
}


/**
 * The moves so far in one row that scrolls sideways, the last one in view and tinted; each ply
 * numbered, in the core's notation, with its spoken sentence for a screen reader. Before the
 * first, the core's "no moves yet". [tight]: no room above and below the chips (the far
 * player's copy between two players, where the height is scarce).
 */
@Composable
internal fun MoveStrip(moves: MoveListView, tight: Boolean = false) {
    // beside the board the moves are a list in the panel's middle instead ([MoveList])
    if (LocalBoardBeside.current && !tight) return
    val scroll = rememberScrollState()
    LaunchedEffect(moves.rows.size) { scroll.scrollTo(scroll.maxValue) }
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val viewport = constraints.maxWidth
        StripRow(
            viewport,
            Modifier.heightIn(min = if (tight) 0.dp else 36.dp).horizontalScroll(scroll)
                .padding(vertical = if (tight) 0.dp else 4.dp).testTag("moves"),
        ) {
            MoveChips(moves)
        }
    }
}

/**
 * The strip's chips in a row [StripEdge] from each end, 6 dp apart, vertically centred; where
 * they are wider than the [viewport] (px), the row is long enough that, scrolled to its end, the
 * first chip in view starts whole a gap from the screen's edge (the last one in view whole too),
 * never cut in half there.
 */
@Composable
private fun StripRow(viewport: Int, modifier: Modifier, content: @Composable () -> Unit) {
    Layout(content, modifier) { measurables, constraints ->
        val edge = StripEdge.roundToPx()
        val gap = 6.dp.roundToPx()
        val chips = measurables.map { it.measure(Constraints(maxHeight = constraints.maxHeight)) }
        val height = maxOf(constraints.minHeight, chips.maxOfOrNull { it.height } ?: 0)
        val xs = chips.runningFold(edge) { x, c -> x + c.width + gap }.dropLast(1)
        val end = (xs.lastOrNull() ?: edge) + (chips.lastOrNull()?.width ?: 0) + edge
        // the first chip that, with every one after it, fits the viewport a gap from its start
        // (so that the chip before it ends at the screen's edge, no sliver of it in view)
        val first = xs.indices.firstOrNull { end - xs[it] + gap <= viewport } ?: xs.lastIndex
        val width = if (end <= viewport || first < 0) end else maxOf(end, xs[first] - gap + viewport)
        layout(width, height) {
            chips.forEachIndexed { i, c -> c.placeRelative(xs[i], (height - c.height) / 2) }
        }
    }
}

/** The room at each end of the move strip. */
private val StripEdge = 12.dp

/**
 * The moves as a list that scrolls down, the last one in view: the middle of the panel beside the
 * board in a wide window ([BoardBeside]), where the room the two players' edges leave shows the
 * whole game as lichess does, not one row — two columns, a move and its reply side by side as on
 * a score sheet. [atFoot] (between two players): a short list stands at the foot, by the near
 * player's bar.
 */
@Composable
internal fun MoveList(moves: MoveListView, modifier: Modifier, atFoot: Boolean = false) {
    val scroll = rememberScrollState()
    LaunchedEffect(moves.rows.size) { scroll.scrollTo(scroll.maxValue) }
    Box(modifier.fillMaxWidth(), contentAlignment = if (atFoot) Alignment.BottomStart else Alignment.TopStart) {
        Column(
            Modifier.fillMaxWidth().verticalScroll(scroll).padding(horizontal = 12.dp, vertical = 4.dp).testTag("moves"),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            if (moves.rows.isEmpty()) {
                MovesEmpty(moves)
            } else {
                val last = moves.rows.last().number
                for (pair in moves.rows.chunked(2)) {
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        for (row in pair) MoveChip(row, row.number == last, Modifier.weight(1f))
                        if (pair.size == 1) Spacer(Modifier.weight(1f))
                    }
                }
            }
        }
    }
}

/** Each move as a chip — its number, side and notation, the last tinted — or the core's "no moves yet". */
@Composable
private fun MoveChips(moves: MoveListView) {
    if (moves.rows.isEmpty()) return MovesEmpty(moves)
    val last = moves.rows.last().number
    for (row in moves.rows) MoveChip(row, row.number == last)
}

/** The core's "no moves yet". */
@Composable
private fun MovesEmpty(moves: MoveListView) {
    Text(moves.emptyText, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(horizontal = 4.dp).testTag("moves-empty"))
}

/** A move as a chip: its number (small), its side's badge and its notation, tinted if it is the [isLast]. */
@Composable
private fun MoveChip(row: MoveRow, isLast: Boolean, modifier: Modifier = Modifier) {
    Surface(
        color = if (isLast) MaterialTheme.colorScheme.secondaryContainer else MaterialTheme.colorScheme.surfaceContainer,
        shape = MaterialTheme.shapes.small,
        modifier = modifier.testTag("move-${row.number}").clearAndSetSemantics { contentDescription = row.spoken },
    ) {
        // the number small, the side's badge, the move: as the iOS chip has it
        Row(Modifier.padding(horizontal = 8.dp, vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
            Text("${row.number}", style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant, maxLines = 1)
            SideBadge(row.side, Modifier.padding(start = 4.dp).size(10.dp))
            Text(
                row.text,
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = if (isLast) FontWeight.SemiBold else FontWeight.Normal,
                maxLines = 1,
                modifier = Modifier.padding(start = 6.dp),
            )
        }
    }
}

/** Whether the screen's board stands beside the rest ([BoardBeside]): the moves are then a list in the panel. */
internal val LocalBoardBeside = staticCompositionLocalOf { false }

/**
 * Whether a board drawn here may grow taller than its shape where its view stretches (the core's
 * `BoardView.stretches`, a wide game's play board): only in a column with a bounded height
 * ([BoardFirstColumn]), never beside the rest nor in a picture.
 */
internal val LocalBoardStretches = staticCompositionLocalOf { false }


/**
 * A player's bar at their edge of the board: the badge of their side, who plays (You, Computer ·
 * level, or the side between two players) and under it the side's name when it says more — or,
 * while that player is busy, the core's words on their bar ("Computer is thinking…" and
 * "Considering the draw…" on the computer's, "Looking for a hint…" on the player's) with a
 * spinner; the side's name is left to the badge at large text sizes —, the pieces taken (the other side's badge × the count) and the turn's clock;
 * lit and outlined while it is their turn (so no banner needs to say whose turn it is), turned
 * towards the far player in pass-and-play. A screen reader reads the core's sentence for it.
 */
@Composable
internal fun PlayerBarRow(bar: PlayerBar, tag: String) {
    val colors = MaterialTheme.colorScheme
    val busy = bar.busy
    val searching = busy != null
    Surface(
        color = if (bar.awaited) colors.secondaryContainer else colors.surfaceContainer,
        contentColor = if (bar.awaited) colors.onSecondaryContainer else colors.onSurface,
        shape = MaterialTheme.shapes.small,
        border = if (bar.awaited) BorderStroke(1.5.dp, colors.secondary) else null,
        modifier = Modifier
            .fillMaxWidth()
            .padding(horizontal = 12.dp, vertical = 2.dp)
            .then(if (bar.rotated) Modifier.rotate(180f) else Modifier)
            .testTag(if (bar.rotated) "$tag-rotated" else tag)
            .clearAndSetSemantics {
                // Not a live region: its time changes every second; what is said comes from the
                // core's announcements (AppHolder's announce), time low at 30, 10 and 5 s.
                contentDescription = if (searching) "${bar.spoken} $busy" else bar.spoken
            },
    ) {
        Row(Modifier.padding(horizontal = 10.dp, vertical = 3.dp).heightIn(min = 36.dp), verticalAlignment = Alignment.CenterVertically) {
            SideBadge(bar.side, Modifier.size(16.dp))
            Column(Modifier.weight(1f).padding(horizontal = 8.dp)) {
                Text(bar.name, style = MaterialTheme.typography.labelLarge, fontWeight = if (bar.awaited) FontWeight.Bold else FontWeight.Medium)
                // (at large text sizes the badge alone says the side, and the bar stays slim:
                // from the chrome's cap on, which the bar's words have reached — [ChromeText])
                val large = LocalDensity.current.fontScale >= 1.3f
                if (searching) {
                    Text(busy.orEmpty(), style = MaterialTheme.typography.bodySmall, color = colors.onSurfaceVariant, modifier = Modifier.testTag("busy"))
                } else if (bar.sideName != bar.name && !large) {
                    // the side's name only where it keeps to one line: it says what the badge
                    // shows, and a second line would be the board's
                    WholeLineOrNone(bar.sideName, MaterialTheme.typography.bodySmall, colors.onSurfaceVariant)
                }
            }
            if (searching) CircularProgressIndicator(Modifier.padding(end = 8.dp).size(16.dp).testTag("thinking"), strokeWidth = 2.dp)
            bar.captured?.let { n ->
                SideBadge(if (bar.side == Side.FIRST) Side.SECOND else Side.FIRST, Modifier.size(12.dp))
                Text(" × $n", style = MaterialTheme.typography.labelLarge)
            }
            // the turn's clock on the bar of the player to move, when the game is timed
            bar.clock?.let { CountdownClock(it, Modifier.padding(start = 8.dp)) }
        }
    }
}

/**
 * [text] on one line where the width offered holds it whole, else nothing: for a line that
 * repeats what something beside it already shows, which gives way rather than wrapping or
 * being cut.
 */
@Composable
private fun WholeLineOrNone(text: String, style: TextStyle, color: Color) {
    val measurer = rememberTextMeasurer()
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val width = remember(text, style, constraints.maxWidth) {
            measurer.measure(text, style, softWrap = false, maxLines = 1).size.width
        }
        if (width <= constraints.maxWidth) Text(text, style = style, color = color, maxLines = 1, softWrap = false)
    }
}

internal val ButtonPadding = PaddingValues(horizontal = 8.dp, vertical = 8.dp)

/**
 * A button's words. Where the core gives two lines (in both languages, the Chinese over the
 * English, a "\n" between them), they stand on one line while the button has the room for it and its
 * row ([EvenButtons]) keeps every button to one line, else on the core's two lines, each line
 * whole — never broken inside a language ("Offer / draw", "New / game"); where even
 * the longer line does not fit, the first language alone, the whole label said to a screen
 * reader. Only one of the three is placed; the label's text and its layout (for a test of cut
 * words) are the one placed.
 */
@Composable
internal fun ButtonLabel(label: String) {
    val style = MaterialTheme.typography.labelLarge
    val text = languagesApart(label)
    if ('\n' !in text) {
        Text(text, textAlign = TextAlign.Center, style = style)
        return
    }
    val oneLine = text.replace('\n', ' ')
    val policy = remember { OneLineElseTwo() }
    policy.row = LocalRowLines.current
    Layout(
        content = {
            Text(oneLine, textAlign = TextAlign.Center, style = style, maxLines = 1, softWrap = false, modifier = Modifier.clearAndSetSemantics {}, onTextLayout = { policy.layouts[0] = it })
            Text(text, textAlign = TextAlign.Center, style = style, softWrap = false, modifier = Modifier.clearAndSetSemantics {}, onTextLayout = { policy.layouts[1] = it })
            Text(text.substringBefore('\n'), textAlign = TextAlign.Center, style = style, maxLines = 1, softWrap = false, modifier = Modifier.clearAndSetSemantics {}, onTextLayout = { policy.layouts[2] = it })
        },
        modifier = Modifier.semantics {
            this.text = AnnotatedString(oneLine)
            getTextLayoutResult { out -> policy.layouts[policy.chosen]?.let { out.add(it); true } ?: false }
        },
        measurePolicy = policy,
    )
}

/**
 * A label's two languages on the core's two lines: as the core gives them for a button
 * (a "\n" between them), or, where it gives them on one line (the Chinese, a space, "New game": a label's form, as the
 * result's actions come), parted at the space where the Chinese script ends and the Latin one
 * begins — a line break between scripts, no word of the app's.
 */
internal fun languagesApart(label: String): String {
    if ('\n' in label) return label
    val at = (1 until label.length - 1).firstOrNull { i ->
        label[i] == ' ' && label[i - 1].isCjk() && label[i + 1].let { it in 'a'..'z' || it in 'A'..'Z' }
    } ?: return label
    return label.substring(0, at) + "\n" + label.substring(at + 1)
}

private fun Char.isCjk(): Boolean = Character.UnicodeScript.of(code).let { it == Character.UnicodeScript.HAN } ||
    Character.UnicodeBlock.of(this) == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION ||
    Character.UnicodeBlock.of(this) == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS

/**
 * Whether the [ButtonLabel]s of one row keep to one line ([EvenButtons] decides it for the
 * whole row before it measures them: where one button needs its two languages on two lines,
 * all do).
 */
internal class RowLines {
    var two: Boolean = false
}

/** The row of buttons a [ButtonLabel] stands in, if any. */
internal val LocalRowLines = staticCompositionLocalOf<RowLines?> { null }

/**
 * Lays out the first of three texts (one line) where it fits the width and the row allows one
 * line, else the second (the core's two lines) where its longer line fits, else the third (the
 * first language alone).
 */
private class OneLineElseTwo : MeasurePolicy {
    var row: RowLines? = null
    var chosen = 0
    val layouts = arrayOfNulls<TextLayoutResult>(3)

    private fun choose(measurables: List<IntrinsicMeasurable>, width: Int): Int = when {
        row?.two != true && measurables[0].maxIntrinsicWidth(Constraints.Infinity) <= width -> 0
        measurables[1].maxIntrinsicWidth(Constraints.Infinity) <= width -> 1
        else -> 2
    }

    override fun MeasureScope.measure(measurables: List<Measurable>, constraints: Constraints): MeasureResult {
        chosen = choose(measurables, constraints.maxWidth)
        val placeable = measurables[chosen].measure(constraints)
        return layout(placeable.width, placeable.height) { placeable.place(0, 0) }
    }

    override fun IntrinsicMeasureScope.maxIntrinsicWidth(measurables: List<IntrinsicMeasurable>, height: Int) =
        measurables[0].maxIntrinsicWidth(height)

    // the core's two lines unbroken: the longer one's width
    override fun IntrinsicMeasureScope.minIntrinsicWidth(measurables: List<IntrinsicMeasurable>, height: Int) =
        measurables[1].maxIntrinsicWidth(height)

    override fun IntrinsicMeasureScope.minIntrinsicHeight(measurables: List<IntrinsicMeasurable>, width: Int) =
        measurables[choose(measurables, width)].minIntrinsicHeight(width)

    override fun IntrinsicMeasureScope.maxIntrinsicHeight(measurables: List<IntrinsicMeasurable>, width: Int) =
        measurables[choose(measurables, width)].maxIntrinsicHeight(width)
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

/**
 * The turn countdown as a chess clock: the core's time left ("0:30") in bold tabular digits in a
 * box, a bar along its foot that empties with the turn; red when the time runs low. Its
 * sentence for a screen reader.
 */
@Composable
fun CountdownClock(timer: TimerView, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    val accent = if (timer.low) colors.error else colors.primary
    val fraction = (timer.permille.toFloat() / 1000f).coerceIn(0f, 1f)
    Surface(
        color = colors.surface,
        contentColor = if (timer.low) colors.error else colors.onSurface,
        shape = RoundedCornerShape(8.dp),
        border = BorderStroke(1.dp, colors.outline.copy(alpha = 0.6f)),
        modifier = modifier.testTag("countdown").clearAndSetSemantics { contentDescription = timer.spoken },
    ) {
        Column(Modifier.width(IntrinsicSize.Max)) {
            Text(
                timer.text,
                style = MaterialTheme.typography.titleMedium.copy(fontFeatureSettings = "tnum"),
                fontWeight = FontWeight.Bold,
                maxLines = 1,
                softWrap = false,
                modifier = Modifier.padding(start = 10.dp, end = 10.dp, top = 3.dp, bottom = 4.dp),
            )
            Box(Modifier.fillMaxWidth().height(3.dp)) {
                Box(Modifier.fillMaxWidth(fraction).fillMaxHeight().background(accent))
            }
        }
    }
}

/**
 * The one note under the move strip, as the core decides it for both apps ([TableView.note]):
 * news with its dismiss button, a refusal in the error colour, how the game ended, the verdict,
 * or the status line; a problem the holder met (a refused write, say) is shown over it ("Ply 3 · Last
 * move b2-b3", which the strip's last move repeats: left out at large text on a narrow screen).
 * Two lines are kept for it where the screen has room, so the board does not jump when a message
 * comes and goes.
 */
@Composable
internal fun NoteLine(view: TableView, problem: String?, onEvent: (TableEvent) -> Unit, onDismissProblem: () -> Unit = {}) {
    val colors = MaterialTheme.colorScheme
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val fontScale = LocalDensity.current.fontScale
        val lines = if (isCompact(maxWidth, fontScale)) 1 else 2
        val large = fontScale >= 1.5f && isCompact(maxWidth, fontScale)
        Row(
            Modifier.fillMaxWidth().padding(start = 16.dp, end = 4.dp).heightIn(min = if (large) 0.dp else 40.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            val note = @Composable { text: String, color: androidx.compose.ui.graphics.Color, weight: FontWeight, tag: String ->
                Text(
                    text,
                    style = MaterialTheme.typography.bodyMedium,
                    color = color,
                    fontWeight = weight,
                    minLines = lines,
                    modifier = Modifier.weight(1f).testTag(tag),
                )
            }
            // The core's one note (a problem the holder met is shown over it).
            val n = view.note
            when {
                problem != null -> {
                    note(problem, colors.error, FontWeight.Normal, "problem")
                    TextButton(onClick = onDismissProblem, modifier = Modifier.testTag("problem-dismiss")) { Text(view.dismiss) }
                }
                n.kind == NoteKind.NEWS || n.kind == NoteKind.REFUSAL -> {
                    val refusal = n.kind == NoteKind.REFUSAL
                    note(n.text, if (refusal) colors.error else colors.onSurface, if (refusal) FontWeight.Normal else FontWeight.Medium, "message")
                    if (n.dismissable) {
                        TextButton(onClick = { onEvent(TableEvent.DismissMessage) }, modifier = Modifier.testTag("dismiss")) { Text(view.dismiss) }
                    }
                }
                n.kind == NoteKind.OUTCOME -> note(n.text, colors.onSurface, FontWeight.SemiBold, "outcome")
                n.kind == NoteKind.VERDICT -> note(n.text, colors.tertiary, FontWeight.Medium, "verdict")
                // the status repeats the strip's last move: left out where room is short
                !large -> note(n.text, colors.onSurfaceVariant, FontWeight.Normal, "status")
            }
        }
    }
}
