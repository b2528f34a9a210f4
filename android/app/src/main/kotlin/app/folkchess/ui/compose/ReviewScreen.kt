package app.folkchess.ui.compose

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.unit.Constraints
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.snapshotFlow
import androidx.compose.foundation.gestures.animateScrollBy
import androidx.compose.foundation.gestures.scrollBy
import kotlinx.coroutines.flow.first
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.foundation.gestures.detectTapGestures
import kotlin.math.roundToInt
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.Dp
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.ui.semantics.heading
import app.folkchess.core.lastMoveMark
import app.folkchess.core.model.ActionView
import app.folkchess.core.model.MoveLabel
import app.folkchess.core.ReviewEvent
import app.folkchess.core.model.ReviewRow
import app.folkchess.core.model.ReviewView
import app.folkchess.core.model.ChartPoint
import androidx.compose.material3.OutlinedButton
import app.folkchess.core.AppEvent
import app.folkchess.core.model.ShareWhat
import app.folkchess.core.model.BoardArrangement
import app.folkchess.core.boardArrangement
import app.folkchess.core.reviewBoardMaxHeight
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.fillMaxHeight

/**
 * A game's review: it draws the core's [ReviewView] — the board after the selected ply (the
 * played move as the last-move trail, the best move as the hint arrow, captured pieces fading
 * out) or the start position, the chart of the values (a tap selects a ply), the core's
 * sentence on the ply with previous / next, the legend of the two drawn moves; under it the
 * outcome, the summary per side, the deciding ply (a tap shows it), how the values were found,
 * the move list with labels after the start position's row, and what the row codes mean. While
 * the core reviews, its busy text; a review that failed, the core's reason. Every tap is a
 * [ReviewEvent] for [onEvent]; [share] (the header's action) shares the game with the position looked at.
 */
@Composable
fun ReviewScreen(
    view: ReviewView,
    back: String,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
    share: String? = null,
) {
    val onReview = { e: ReviewEvent -> onEvent(AppEvent.Review(e)) }
    val onBack = { onEvent(AppEvent.Back) }
    val onShare = { onEvent(AppEvent.Share(ShareWhat.ReviewedGame)) }
    Column(modifier.fillMaxSize()) {
        ScreenHeader(view.title, back, onBack) {
            share?.let {
                androidx.compose.material3.TextButton(onClick = onShare, modifier = Modifier.testTag("review-share")) { Text(it, maxLines = 1) }
            }
        }
        val busy = view.busy
        val failure = view.failure
        if (busy != null) {
            // the board as it stands while the core reviews, as iOS shows it (a bare spinner on a
            // blank screen said nothing of the game), at the size the finished review gives it
            BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
                val boardMax = uprightBoardMaxHeight(maxHeight)
                Column(Modifier.fillMaxWidth()) {
                    ReviewBoard(view, boardMax)
                    Computing(busy)
                }
            }
        } else if (failure != null) {
            // the review could not be made: the core's sentence (the reason on demand), and the board as it stands
            FailureNote(failure, "review-failure", Modifier.padding(horizontal = 16.dp, vertical = 12.dp))
            ReviewBoard(view)
        } else {
            BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
                val compact = isCompact(maxWidth, LocalDensity.current.fontScale)
                val windowHeight = maxHeight
                val windowWidth = maxWidth
                // a phone turned, a tablet or a foldable held wide: the board beside the rest, as
                // the core arranges a table's window
                val across = ReviewBoardPadding * 2
                val beside = boardArrangement(
                    view.board.game, (maxWidth - across).value.toDouble(), (maxHeight - 8.dp).value.toDouble(), boardMargin(view.board).value.toDouble(),
                ) as? BoardArrangement.Beside
                if (beside != null) {
                    Row(Modifier.fillMaxSize()) {
                        BoardCanvas(
                            view.board,
                            Modifier.width(beside.boardWidth.dp + across).fillMaxHeight().padding(horizontal = ReviewBoardPadding, vertical = 4.dp).testTag("review-board"),
                            readable = true,
                        )
                        // the panel: the chart and the move's sentence with its buttons (scrolling
                        // within at most 55 % of the height), the move list the rest; on a phone
                        // turned (a short window) a slim chart stands above the sentence, not in
                        // its scrolling pane, so that neither is cut (the chart had been dropped)
                        val short = windowHeight < ShortWindow
                        val chart = view.chart.size > 1
                        Column(Modifier.weight(1f).fillMaxHeight().widthIn(max = ReadingWidth)) {
                            if (chart && short) ValueChart(view, onReview, slim = true)
                            Column(Modifier.fillMaxWidth().heightIn(max = windowHeight * (if (short) 0.5f else 0.55f)).verticalScroll(rememberScrollState())) {
                                if (chart && !short) ValueChart(view, onReview)
                                PlyDetail(view, isCompact(windowWidth - beside.boardWidth.dp, LocalDensity.current.fontScale), onReview)
                            }
                            HorizontalDivider(Modifier.padding(top = 6.dp))
                            MoveList(view, onReview, Modifier.weight(1f))
                        }
                    }
                } else {
                    // held upright, as lichess's analysis board: ONE scrolling column — the board
                    // as wide as it can be (at most [uprightBoardMaxHeight]), the chart strip under
                    // it, the move's sentence with its buttons and "show the best move", then the
                    // move list; nothing in a fixed-height pane, so no text is ever clipped at
                    // large text sizes; a tablet held upright keeps a reading width
                    val boardMax = uprightBoardMaxHeight(windowHeight)
                    val head = listOfNotNull<Pair<String, @Composable () -> Unit>>(
                        "board" to @Composable { ReviewBoard(view, boardMax) },
                        if (view.chart.size > 1) "chart" to @Composable { ValueChart(view, onReview) } else null,
                        "detail" to @Composable { PlyDetail(view, compact, onReview) },
                        "divider" to @Composable { HorizontalDivider(Modifier.padding(top = 6.dp)) },
                    )
                    MoveList(
                        view, onReview,
                        Modifier.fillMaxHeight().widthIn(max = ReadingWidth).align(Alignment.TopCenter),
                        head = head,
                        // the board heads the column: a selection made by the chart, the buttons
                        // or a row never scrolls it out of view
                        followSelection = false,
                    )
                }
            }
        }
    }
}

@Composable
private fun Computing(text: String) {
    Column(
        Modifier
            .fillMaxWidth()
            .padding(vertical = 24.dp)
            .testTag("reviewing")
            .semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        CircularProgressIndicator()
        Text(text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(top = 16.dp))
    }
}

/** The board, at most [maxHeight] tall so that the list keeps room under it. */
@Composable
private fun ReviewBoard(view: ReviewView, maxHeight: Dp = ReviewBoardMaxHeight) {
    BoardCanvas(
        view.board,
        Modifier.fillMaxWidth().heightIn(max = maxHeight).padding(horizontal = ReviewBoardPadding, vertical = 4.dp).testTag("review-board"),
        // every point read with the core's label (no action: the review only looks)
        readable = true,
    )
}

/** The failed review's board (no chart, no list under it): the core's largest. */
private val ReviewBoardMaxHeight = reviewBoardMaxHeight(Double.MAX_VALUE).dp

/** The room on each side of the review's board. */
private val ReviewBoardPadding = 12.dp

/**
 * What stands under the upright review's board at the usual text size: the chart strip with the
 * moves at its ends (about 84 dp), the move's sentence with its buttons, its key and "show the
 * best move" (about 190 dp), the divider, the list's title and two rows (about 132 dp).
 */
private val UnderUprightBoard = 400.dp

/**
 * The upright review board's largest height in a column [room] tall (under the header), the same
 * while the core reviews and after. Where the column holds the board at about half its height
 * and everything under it ([UnderUprightBoard], growing with the text size) on the first screen
 * (a 392 × 840 dp phone at the usual text size), the board keeps that: the chart, the move's
 * sentence and two rows of the list in view under it. Where it does not (a 360 × 640 dp phone,
 * large text) the column scrolls anyway, and the board is as large as the width allows up to
 * 55 % of the room (Jinmen's tall board about two thirds of a small phone's width, not 42 %);
 * never less than the core's share of the room ([reviewBoardMaxHeight]). A wide board (Zhong
 * Kui, Weiming) is as wide as the column well under it.
 */
@Composable
@ReadOnlyComposable
private fun uprightBoardMaxHeight(room: Dp): Dp {
    val textScale = LocalDensity.current.fontScale.coerceAtLeast(1f)
    val coreShare = reviewBoardMaxHeight(room.value.toDouble()).dp
    val firstScreen = room - UnderUprightBoard * textScale
    return if (firstScreen >= room * 0.4f) minOf(firstScreen, room * 0.5f) else maxOf(room * 0.55f, coreShare)
}

/**
 * The selected ply: previous / next, where it is, the core's sentence, and what the two drawn
 * moves are; where the screen is narrow for its text, the buttons flank the position line and
 * the sentence has the whole width under them.
 */
@Composable
private fun PlyDetail(view: ReviewView, compact: Boolean, onEvent: (ReviewEvent) -> Unit) {
    val position = @Composable { modifier: Modifier ->
        Text(view.position, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = modifier.testTag("ply-position"))
    }
    val sentence = @Composable {
        Text(
            moveName(view.caption),
            style = MaterialTheme.typography.bodyMedium,
            fontWeight = FontWeight.Medium,
            // not a live region: the core's review announcements say each ply stepped to, once
            modifier = Modifier.testTag("ply-comment"),
        )
        Legend(view, onEvent)
    }
    val previous = @Composable { StepButton("‹", view.previous, "previous-ply") { onEvent(ReviewEvent.Previous) } }
    val next = @Composable { StepButton("›", view.next, "next-ply") { onEvent(ReviewEvent.Next) } }
    if (compact) {
        Column(Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                previous()
                position(Modifier.weight(1f).padding(horizontal = 8.dp))
                next()
            }
            Column(Modifier.padding(horizontal = 8.dp)) { sentence() }
        }
    } else {
        Row(Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
            previous()
            Column(Modifier.weight(1f).padding(horizontal = 8.dp)) {
                position(Modifier)
                sentence()
            }
            next()
        }
    }
}

@Composable
private fun StepButton(glyph: String, action: ActionView, tag: String, onClick: () -> Unit) {
    FilledTonalButton(
        onClick = onClick,
        enabled = action.enabled,
        contentPadding = PaddingValues(0.dp),
        modifier = Modifier.size(48.dp).testTag(tag).semantics { contentDescription = action.label },
    ) {
        Text(glyph, style = MaterialTheme.typography.titleLarge, modifier = Modifier.clearAndSetSemantics { })
    }
}

/**
 * The key to the board's marking — the played move's tinted squares on the position after it,
 * or the best move's arrow on the position before it — and, where the move played was not the
 * best, the core's button that turns the board between the two ([ReviewView.showBest]).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Legend(view: ReviewView, onEvent: (ReviewEvent) -> Unit) {
    val bc = LocalBoardColors.current
    FlowRow(horizontalArrangement = Arrangement.spacedBy(14.dp), modifier = Modifier.padding(top = 2.dp)) {
        // the key to what the board shows: the move played after it, the best move before it
        view.played?.takeIf { !view.showingBest }?.let { played ->
            LegendItem(played, "legend-played") {
                // the board's mark of the played move, small
                drawLastMoveMark(lastMoveMark(size.width / 2.0, size.height / 2.0, size.height / 2.3), bc)
            }
        }
        view.best?.takeIf { view.showingBest }?.let { best ->
            LegendItem(best, "legend-best") {
                val y = size.height / 2
                val head = size.height * 0.9f
                drawLine(bc.hint.color, Offset(0f, y), Offset(size.width - head, y), strokeWidth = size.height * 0.3f, cap = StrokeCap.Round)
                val tip = Path().apply {
                    moveTo(size.width, y); lineTo(size.width - head, y - head * 0.6f); lineTo(size.width - head, y + head * 0.6f); close()
                }
                drawPath(tip, bc.hint.color)
            }
        }
    }
    view.showBest?.let { a ->
        OutlinedButton(
            onClick = { onEvent(ReviewEvent.ShowBest(!view.showingBest)) },
            modifier = Modifier.padding(top = 4.dp).heightIn(min = 48.dp).testTag("show-best"),
        ) { Text(a.label) }
    }
}

@Composable
private fun LegendItem(text: String, tag: String, swatch: DrawScope.() -> Unit) {
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.testTag(tag)) {
        Canvas(Modifier.size(width = 22.dp, height = 10.dp), onDraw = swatch)
        Text(moveName(text), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(start = 6.dp))
    }
}

/** In a window shorter than this (a phone turned) the review's chart is slim, above the move's sentence. */
private val ShortWindow = 480.dp

/**
 * [head] (keyed items before the moves: the upright column's board, chart and sentence, or a
 * turned phone's chart), the moves' title, one row per ply, then the summary; where
 * [followSelection], the selected row is kept in view when the selection moves.
 */
@Composable
private fun MoveList(
    view: ReviewView,
    onEvent: (ReviewEvent) -> Unit,
    modifier: Modifier,
    head: List<Pair<String, @Composable () -> Unit>> = emptyList(),
    followSelection: Boolean = true,
) {
    val list = rememberLazyListState()
    val selected = view.selectedPly.toInt()
    // the ply whose row was last brought into view; -1: none yet (the list just opened)
    val shown = remember { mutableStateOf(-1) }
    LaunchedEffect(selected) {
        if (!followSelection || shown.value == selected) return@LaunchedEffect
        val opening = shown.value == -1
        shown.value = selected
        // after the head, the moves' title (shown with the start position), the start row, ply n
        // (the summary after the last)
        val index = head.size + if (selected == 0) 0 else selected + 1
        snapshotFlow { list.layoutInfo.visibleItemsInfo.isNotEmpty() }.first { it }
        val info = list.layoutInfo
        val top = info.viewportStartOffset
        val bottom = info.viewportEndOffset
        val item = info.visibleItemsInfo.firstOrNull { it.index == index }
        when {
            item != null && item.offset >= top && item.offset + item.size <= bottom -> Unit
            // cut at the bottom: scrolled up just enough
            item != null && item.offset >= top -> {
                val by = (item.offset + item.size - bottom).toFloat()
                if (opening) list.scrollBy(by) else list.animateScrollBy(by)
            }
            // the list opens on a ply further down (the deciding one): its row at the bottom,
            // as much of the summary above it as fits
            opening -> {
                list.scrollToItem(index)
                // once measured there, back by the room above it
                val placed = snapshotFlow { list.layoutInfo.visibleItemsInfo.firstOrNull() }.first { it?.index == index }
                list.scrollBy(-(bottom - top - (placed?.size ?: 0)).toFloat())
            }
            else -> list.animateScrollToItem(index)
        }
    }
    val inset = Modifier.padding(horizontal = 12.dp)
    LazyColumn(modifier.fillMaxWidth().testTag("review-list"), state = list, contentPadding = PaddingValues(top = if (head.isEmpty()) 8.dp else 0.dp, bottom = 8.dp)) {
        for ((key, part) in head) item(key = key) { part() }
        // the moves first, where the eye goes after the board (a summary above them had pushed
        // the list below a phone's fold); the summary after them
        item(key = "moves-title") {
            Text(view.movesTitle, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.primary, modifier = inset.padding(horizontal = 4.dp).padding(top = if (head.isEmpty()) 0.dp else 8.dp, bottom = 4.dp).semantics { heading() })
        }
        item(key = "start") { Box(inset) { StartRow(view.startRow, view.selectedPly == 0u) { onEvent(ReviewEvent.Select(0)) } } }
        items(view.rows, key = { it.number }) { row ->
            Box(inset) { PlyRow(row) { onEvent(ReviewEvent.Select(row.number.toInt())) } }
        }
        // what the codes of the rows mean (W9, L1, D, scores), right under them (after the
        // summary it stood a screen away from the codes it explains)
        if (view.legend.isNotEmpty()) {
            item(key = "legend") {
                Text(
                    view.legend,
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = inset.padding(horizontal = 4.dp, vertical = 8.dp).testTag("review-legend"),
                )
            }
        }
        item(key = "summary") { Box(inset) { Summary(view, onEvent) } }
    }
}

/** How the game ended, the core's line per side, its sentence on the deciding ply (a tap shows that ply) and how the values were found. */
@Composable
private fun Summary(view: ReviewView, onEvent: (ReviewEvent) -> Unit) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 4.dp).padding(top = 12.dp, bottom = 8.dp)) {
        Text(view.summaryTitle, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.primary, modifier = Modifier.semantics { heading() })
        view.outcome?.let {
            Text(it, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.SemiBold, modifier = Modifier.padding(vertical = 2.dp).testTag("outcome"))
        }
        for (side in view.sides) {
            Row(Modifier.padding(vertical = 2.dp).testTag("summary-${side.side.name.lowercase()}")) {
                SideBadge(side.side, Modifier.padding(top = 4.dp).size(14.dp))
                Text(side.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(start = 8.dp))
            }
        }
        view.decided?.let { decided ->
            val deciding = view.decidedPly?.toInt()
            Text(
                moveName(decided),
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = FontWeight.Medium,
                color = MaterialTheme.colorScheme.tertiary,
                modifier = Modifier
                    .padding(top = 4.dp)
                    .testTag("decided")
                    .then(if (deciding != null) Modifier.clickable(role = Role.Button) { onEvent(ReviewEvent.Select(deciding)) } else Modifier),
            )
        }
        view.method?.let { Text(it, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(top = 2.dp)) }
    }
}

/**
 * The values from First's side, a point per ply (ply 0: the start) where the core places it
 * in the chart's scale, fitted to the game ([ReviewView.chartScale]: its edges' words in a
 * gutter at the plot's start, never over it; the first and last move under its ends), the level line in
 * the middle; each point in its label's colour, the selected ply ringed. A tap selects the nearest ply; a screen reader reads the core's sentence
 * and the selected point's value, and steps a ply back or on by custom actions (the core's
 * "Previous move" / "Next move").
 */
@Composable
private fun ValueChart(view: ReviewView, onEvent: (ReviewEvent) -> Unit, slim: Boolean = false) {
    val colors = MaterialTheme.colorScheme
    val labels = LocalLabelColors.current
    val bc = LocalBoardColors.current
    val points = view.chart
    val last = points.maxOf { it.ply.toInt() }.coerceAtLeast(1)
    val scale = view.chartScale
    // its words grow up to 1.3 × the text size and no further, as the game screen's chrome: the
    // strip keeps its 56 dp and its corners' words their place at large text sizes
    // (slim, on a phone turned: 32 dp, its words at the usual size in opposite corners, no ends)
    ChromeText(max = if (slim) 1f else 1.3f) {
    val edgeWords = @Composable { text: String, tag: String, modifier: Modifier ->
        // (in both languages, the Chinese over the English, each whole, in the gutter's width)
        Text(languagesApart(text), style = MaterialTheme.typography.labelSmall, color = colors.onSurfaceVariant, modifier = modifier.testTag(tag))
    }
    val plot = @Composable { modifier: Modifier ->
    Canvas(
        modifier
            .padding(vertical = 2.dp)
            .testTag("review-chart")
            .pointerInput(points) {
                detectTapGestures { at ->
                    val ply = ((at.x / size.width) * last).roundToInt().coerceIn(0, last)
                    onEvent(ReviewEvent.Select(ply))
                }
            }
            .clearAndSetSemantics {
                contentDescription = view.chartSpoken
                // the selected point's value, and a step to either side, as iOS's adjustable chart
                points.firstOrNull { it.ply == view.selectedPly }?.let { stateDescription = it.text }
                customActions = listOfNotNull(
                    view.previous.takeIf { it.enabled }?.let { a -> CustomAccessibilityAction(a.label) { onEvent(ReviewEvent.Previous); true } },
                    view.next.takeIf { it.enabled }?.let { a -> CustomAccessibilityAction(a.label) { onEvent(ReviewEvent.Next); true } },
                )
            },
    ) {
        // every point where the core places it in its scale (x 0..1 across, y 0..1 down)
        val r = 3.dp.toPx()
        val at = { p: ChartPoint -> Offset(r + (size.width - 2 * r) * p.x.toFloat(), r + (size.height - 2 * r) * p.y.toFloat()) }
        // First's half above, Second's below, in the sides' colours, faintly
        drawRect(bc.first.color.copy(alpha = 0.08f), size = Size(size.width, size.height / 2))
        drawRect(bc.second.color.copy(alpha = 0.08f), topLeft = Offset(0f, size.height / 2), size = Size(size.width, size.height / 2))
        drawLine(colors.outline, Offset(0f, size.height / 2), Offset(size.width, size.height / 2), strokeWidth = 1.dp.toPx())
        val line = Path()
        points.forEachIndexed { i, p -> val c = at(p); if (i == 0) line.moveTo(c.x, c.y) else line.lineTo(c.x, c.y) }
        drawPath(line, colors.primary, style = Stroke(width = 2.dp.toPx()))
        for (p in points) {
            val c = at(p)
            drawCircle(p.label?.let { labels.of(it) } ?: colors.outline, r, c)
            if (p.ply == view.selectedPly) drawCircle(colors.onSurface, r * 2, c, style = Stroke(width = 1.5.dp.toPx()))
        }
    }
    }
    // the scale's words outside the plot, in a gutter at its start — the top edge's words at
    // its top, the bottom's at its foot — so that no word stands over the line or its dots; the
    // plot takes the rest of the width, at least as tall as the words need; under it (not slim)
    // the moves at its two ends
    val ends = @Composable {
        scale?.takeIf { !slim }?.let {
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
                Text(it.first, style = MaterialTheme.typography.labelSmall, color = colors.onSurfaceVariant, modifier = Modifier.weight(1f, fill = false))
                Text(it.last, style = MaterialTheme.typography.labelSmall, color = colors.onSurfaceVariant, modifier = Modifier.padding(start = 8.dp))
            }
        }
    }
    Layout(
        content = {
            Box { scale?.let { edgeWords(it.top, "chart-top", Modifier) } }
            Box { scale?.let { edgeWords(it.bottom, "chart-bottom", Modifier) } }
            Box { plot(Modifier.fillMaxSize()) }
            Box { ends() }
        },
        modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 2.dp),
    ) { measurables, constraints ->
        val width = constraints.maxWidth
        // the gutter: as wide as its longer line, half the width at most (they wrap there)
        val gutterMax = width / 2
        val words = Constraints(maxWidth = gutterMax)
        val top = measurables[0].measure(words)
        val bottom = measurables[1].measure(words)
        val gutter = maxOf(top.width, bottom.width)
        val gap = if (gutter > 0) 8.dp.roundToPx() else 0
        val plotWidth = (width - gutter - gap).coerceAtLeast(0)
        val least = (if (slim) 36.dp else 60.dp).roundToPx()
        val plotHeight = maxOf(least, top.height + bottom.height)
        val plot = measurables[2].measure(Constraints.fixed(plotWidth, plotHeight))
        // the ends' moves under the plot's ends, or across the whole width where they do not fit
        // on one line under the plot
        val endsUnder = measurables[3].maxIntrinsicWidth(Constraints.Infinity) <= plotWidth
        val under = measurables[3].measure(Constraints(maxWidth = if (endsUnder) plotWidth else width))
        layout(width, plotHeight + under.height) {
            top.placeRelative(0, 0)
            bottom.placeRelative(0, plotHeight - bottom.height)
            plot.placeRelative(gutter + gap, 0)
            under.placeRelative(if (endsUnder) gutter + gap else 0, plotHeight)
        }
    }
    }
}

/** The row before the first ply: the start position (ply 0). */
@Composable
private fun StartRow(text: String, selected: Boolean, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Row(
        Modifier
            .fillMaxWidth()
            .testTag("ply-0")
            .clip(MaterialTheme.shapes.small)
            .background(if (selected) colors.secondaryContainer else Color.Transparent)
            .clickable(role = Role.Button, onClick = onClick)
            .semantics { this.selected = selected }
            .heightIn(min = 44.dp)
            .padding(start = 10.dp, end = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // numbered as the plies are: ply 0
        Text("0.", style = MaterialTheme.typography.bodyMedium, color = colors.onSurfaceVariant, modifier = Modifier.widthIn(min = 40.dp).padding(end = 4.dp).clearAndSetSemantics { })
        Text(text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(start = 22.dp))
    }
}

/**
 * One ply on one line: number, side, the move (its name never broken: [moveName], one line,
 * taking the room left), the value after it and the label's mark and name; at large text sizes
 * (1.3 × and more) the label shows its mark alone (✓ ★ ? ??), its name still read out: a
 * screen reader reads the core's sentence on the ply, which names it.
 */
@Composable
private fun PlyRow(row: ReviewRow, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    val labelColor = LocalLabelColors.current.of(row.label)
    val markOnly = LocalDensity.current.fontScale >= 1.3f
    Row(
        Modifier
            .fillMaxWidth()
            .testTag("ply-${row.number}")
            .clip(MaterialTheme.shapes.small)
            .background(if (row.selected) colors.secondaryContainer else Color.Transparent)
            .clickable(role = Role.Button, onClick = onClick)
            .clearAndSetSemantics {
                contentDescription = row.spoken
                this.selected = row.selected
                role = Role.Button
                onClick { onClick(); true }
            }
            .heightIn(min = 44.dp)
            .height(IntrinsicSize.Min)
            .padding(end = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        // the deciding ply: a bar at the row's start
        Box(Modifier.width(4.dp).fillMaxHeight().background(if (row.deciding) colors.tertiary else Color.Transparent))
        Text(
            "${row.number}.",
            style = MaterialTheme.typography.bodyMedium,
            fontWeight = if (row.deciding) FontWeight.Bold else FontWeight.Normal,
            color = if (row.deciding) colors.tertiary else colors.onSurfaceVariant,
            maxLines = 1,
            modifier = Modifier.widthIn(min = 40.dp).padding(start = 6.dp, end = 4.dp),
        )
        SideBadge(row.side, Modifier.size(14.dp))
        Text(
            moveName(row.text),
            style = MaterialTheme.typography.bodyLarge,
            fontWeight = FontWeight.Medium,
            maxLines = 1,
            softWrap = false,
            overflow = TextOverflow.Ellipsis,
            modifier = Modifier.weight(1f).padding(start = 8.dp).testTag("ply-move-${row.number}"),
        )
        Text(row.values, style = MaterialTheme.typography.bodyMedium, color = colors.onSurfaceVariant, maxLines = 1, softWrap = false, modifier = Modifier.padding(horizontal = 8.dp))
        Surface(color = labelColor.copy(alpha = 0.16f), shape = MaterialTheme.shapes.small) {
            Text(
                if (markOnly) row.mark else "${row.mark} ${row.labelName}",
                style = MaterialTheme.typography.labelLarge,
                color = labelColor,
                fontWeight = if (row.label == MoveLabel.BEST || row.label == MoveLabel.GOOD) FontWeight.Normal else FontWeight.SemiBold,
                maxLines = 1,
                softWrap = false,
                modifier = Modifier.padding(horizontal = 8.dp, vertical = 3.dp).testTag("ply-label-${row.number}"),
            )
        }
    }
}

/**
 * A move's name as drawn, never broken inside: the hyphen of each `from-to` in a core's text
 * ("b2-b3", "ml-bl") made a non-breaking one (U+2011), which a line may not break at. For the
 * eye only: the core's text is what a screen reader reads and what is shared.
 */
internal fun moveName(text: String): String = MoveHyphen.replace(text, "$1\u2011")

/** The hyphen between two point names ("b2", "ml", "x": letters, then at most two digits), each a word of its own. */
private val MoveHyphen = Regex("(?<![A-Za-z0-9])([a-z]{1,2}[0-9]{0,2})-(?=[a-z]{1,2}[0-9]{0,2}(?![A-Za-z0-9]))")
