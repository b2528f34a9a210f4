package app.folkchess.ui.compose

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
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
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.folkchess.core.MoveLabel
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.ReviewEvent
import app.folkchess.ui.model.ReviewRowUi
import app.folkchess.ui.model.ReviewSelectionUi
import app.folkchess.ui.model.ReviewUiState
import app.folkchess.ui.model.UiStrings

/**
 * A game's review: the board after the selected ply (the played move marked as the last move,
 * the best move as the hint arrow, captured pieces fading out) or the start position, with the
 * core's sentence on the ply and previous / next controls; under it the outcome, the core's
 * summary per side, the deciding ply and the move list with labels. While the core computes, a progress indicator. Pure function of [state];
 * everything it does goes to [onEvent].
 */
@Composable
fun ReviewScreen(
    state: ReviewUiState,
    strings: UiStrings,
    onEvent: (ReviewEvent) -> Unit,
    onBack: () -> Unit,
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize()) {
        ScreenHeader(state.title, strings.back, onBack)
        when {
            state.error != null -> Text(
                state.error,
                color = MaterialTheme.colorScheme.error,
                modifier = Modifier.padding(16.dp).testTag("review-error"),
            )
            state.computing -> Computing(strings)
            else -> {
                state.board?.let { ReviewBoard(it, strings) }
                state.selection?.let { PlyDetail(it, strings, onEvent) }
                HorizontalDivider(Modifier.padding(top = 6.dp))
                MoveList(state, strings, onEvent, Modifier.weight(1f))
            }
        }
    }
}

@Composable
private fun Computing(strings: UiStrings) {
    Column(
        Modifier
            .fillMaxWidth()
            .padding(vertical = 48.dp)
            .testTag("reviewing")
            .semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        CircularProgressIndicator()
        Text(strings.reviewing, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(top = 16.dp))
    }
}

/** The board, at most [ReviewBoardMaxHeight] tall so that the list keeps room under it. */
@Composable
private fun ReviewBoard(board: BoardUiState, strings: UiStrings) {
    Box(
        Modifier.fillMaxWidth().heightIn(max = ReviewBoardMaxHeight).padding(horizontal = 12.dp, vertical = 4.dp),
        contentAlignment = Alignment.Center,
    ) {
        BoardCanvas(board, strings, Modifier.testTag("review-board"))
    }
}

private val ReviewBoardMaxHeight = 300.dp

/** The selected ply: previous / next, where it is, the core's sentence, and what the two drawn moves are. */
@Composable
private fun PlyDetail(sel: ReviewSelectionUi, strings: UiStrings, onEvent: (ReviewEvent) -> Unit) {
    Row(Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
        StepButton("‹", strings.previousPly, sel.canPrevious, "previous-ply") { onEvent(ReviewEvent.Previous) }
        Column(Modifier.weight(1f).padding(horizontal = 8.dp)) {
            Text(sel.position, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.testTag("ply-position"))
            Text(
                sel.caption,
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = FontWeight.Medium,
                modifier = Modifier.testTag("ply-comment").semantics { liveRegion = LiveRegionMode.Polite },
            )
            Legend(sel, strings)
        }
        StepButton("›", strings.nextPly, sel.canNext, "next-ply") { onEvent(ReviewEvent.Next) }
    }
}

@Composable
private fun StepButton(glyph: String, description: String, enabled: Boolean, tag: String, onClick: () -> Unit) {
    FilledTonalButton(
        onClick = onClick,
        enabled = enabled,
        contentPadding = PaddingValues(0.dp),
        modifier = Modifier.size(48.dp).testTag(tag).semantics { contentDescription = description },
    ) {
        Text(glyph, style = MaterialTheme.typography.titleLarge, modifier = Modifier.clearAndSetSemantics { })
    }
}

/** The key to the board's two markings: the played move (last-move trail) and the best move (hint arrow). */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Legend(sel: ReviewSelectionUi, strings: UiStrings) {
    val bc = LocalBoardColors.current
    FlowRow(horizontalArrangement = Arrangement.spacedBy(14.dp), modifier = Modifier.padding(top = 2.dp)) {
        sel.played?.let { played ->
            LegendItem("${strings.playedMove} $played", "legend-played") {
                drawLine(bc.lastMove.copy(alpha = 0.6f), Offset(0f, size.height / 2), Offset(size.width, size.height / 2), strokeWidth = size.height * 0.45f, cap = StrokeCap.Round)
            }
        }
        sel.best?.let { best ->
            LegendItem("${strings.bestMove} $best", "legend-best") {
                val y = size.height / 2
                val head = size.height * 0.9f
                drawLine(bc.hint, Offset(0f, y), Offset(size.width - head, y), strokeWidth = size.height * 0.3f, cap = StrokeCap.Round)
                val tip = Path().apply {
                    moveTo(size.width, y); lineTo(size.width - head, y - head * 0.6f); lineTo(size.width - head, y + head * 0.6f); close()
                }
                drawPath(tip, bc.hint)
            }
        }
    }
}

@Composable
private fun LegendItem(text: String, tag: String, swatch: DrawScope.() -> Unit) {
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.testTag(tag)) {
        Canvas(Modifier.size(width = 22.dp, height = 10.dp), onDraw = swatch)
        Text(text, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(start = 6.dp))
    }
}

/** The summary (first item) and one row per ply; the selected row is kept in view when the selection moves. */
@Composable
private fun MoveList(state: ReviewUiState, strings: UiStrings, onEvent: (ReviewEvent) -> Unit, modifier: Modifier) {
    val list = rememberLazyListState()
    val selected = state.selection?.ply
    val shown = remember { mutableStateOf(selected) }
    LaunchedEffect(selected) {
        if (selected == null || shown.value == selected) return@LaunchedEffect
        shown.value = selected
        val index = selected // item 0 is the summary (shown with the start position), ply n is item n
        val info = list.layoutInfo
        val item = info.visibleItemsInfo.firstOrNull { it.index == index }
        if (item == null || item.offset < info.viewportStartOffset || item.offset + item.size > info.viewportEndOffset) {
            list.animateScrollToItem(index)
        }
    }
    LazyColumn(modifier.fillMaxWidth().testTag("review-list"), state = list, contentPadding = PaddingValues(horizontal = 12.dp, vertical = 8.dp)) {
        item(key = "summary") { Summary(state, onEvent) }
        items(state.rows, key = { it.number }) { row ->
            PlyRow(row, row.number == selected, strings) { onEvent(ReviewEvent.Select(row.number)) }
        }
    }
}

/** How the game ended, the core's line per side, its sentence on the deciding ply (a tap shows that ply) and how the values were found. */
@Composable
private fun Summary(state: ReviewUiState, onEvent: (ReviewEvent) -> Unit) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 4.dp).padding(bottom = 8.dp)) {
        state.outcome?.let {
            Text(it, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.SemiBold, modifier = Modifier.padding(bottom = 4.dp).testTag("outcome"))
        }
        for (side in state.sides) {
            Row(Modifier.padding(vertical = 2.dp).testTag("summary-${side.side.name.lowercase()}")) {
                SideBadge(side.side, Modifier.padding(top = 4.dp).size(14.dp))
                Text(side.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(start = 8.dp))
            }
        }
        val deciding = state.decidingPly
        Text(
            state.decided,
            style = MaterialTheme.typography.bodyMedium,
            fontWeight = FontWeight.Medium,
            color = MaterialTheme.colorScheme.tertiary,
            modifier = Modifier
                .padding(top = 4.dp)
                .testTag("decided")
                .then(if (deciding != null) Modifier.clickable(role = Role.Button) { onEvent(ReviewEvent.Select(deciding)) } else Modifier),
        )
        Text(state.method, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.padding(top = 2.dp))
    }
}

/** One ply: number, side, move, values before → after, label. A screen reader reads the core's sentence on it. */
@Composable
private fun PlyRow(row: ReviewRowUi, selected: Boolean, strings: UiStrings, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    val labelColor = LocalLabelColors.current.of(row.label)
    val description = if (row.deciding) "${row.comment}${strings.sep}${strings.decidingPly}" else row.comment
    Row(
        Modifier
            .fillMaxWidth()
            .testTag("ply-${row.number}")
            .clip(MaterialTheme.shapes.small)
            .background(if (selected) colors.secondaryContainer else Color.Transparent)
            .clickable(role = Role.Button, onClick = onClick)
            .clearAndSetSemantics {
                contentDescription = description
                this.selected = selected
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
            modifier = Modifier.width(40.dp).padding(start = 6.dp),
        )
        SideBadge(row.side, Modifier.size(14.dp))
        Text(row.move, style = MaterialTheme.typography.bodyLarge, fontWeight = FontWeight.Medium, modifier = Modifier.weight(1f).padding(start = 8.dp))
        Text(row.values, style = MaterialTheme.typography.bodyMedium, color = colors.onSurfaceVariant, modifier = Modifier.padding(horizontal = 8.dp))
        Surface(color = labelColor.copy(alpha = 0.16f), shape = MaterialTheme.shapes.small) {
            Text(
                row.labelText,
                style = MaterialTheme.typography.labelLarge,
                color = labelColor,
                fontWeight = if (row.label == MoveLabel.BEST || row.label == MoveLabel.GOOD) FontWeight.Normal else FontWeight.SemiBold,
                modifier = Modifier.padding(horizontal = 8.dp, vertical = 3.dp),
            )
        }
    }
}
