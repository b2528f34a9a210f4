package app.folkchess.ui.compose

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.folkchess.core.model.FailureText
import app.folkchess.core.AppEvent
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import app.folkchess.core.model.GameStatsView
import app.folkchess.core.model.RatingPoint
import app.folkchess.core.model.ChartScale
import app.folkchess.core.model.LegendEntry
import androidx.compose.foundation.layout.size
import app.folkchess.core.model.ResultKind
import app.folkchess.core.model.StatsLineView
import app.folkchess.core.model.StatsView
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Spacer
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.Dp

/**
 * Statistics: per game its name, a table (opponent | won | drawn | lost), the streak and rating
 * lines and a small rating chart; the core's empty text when nothing is counted; reset, after the
 * core's question. [problem] is the core's sentence when the statistics file does not read (the
 * details on demand).
 */
@Composable
fun StatsScreen(
    view: StatsView?,
    problem: FailureText?,
    title: String,
    back: String,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    // the core's question asked before the statistics are reset (the screen's own state)
    var confirming by remember { mutableStateOf(false) }
    val onReset = { confirming = true }
    val onConfirmReset = { confirming = false; onEvent(AppEvent.ResetStatistics) }
    val onCancelReset = { confirming = false }
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view?.title ?: title, back, { onEvent(AppEvent.Back) })
        Column(Modifier.padding(horizontal = 16.dp).padding(bottom = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            problem?.let { FailureNote(it, "stats-problem") }
            if (view != null) {
                view.emptyText?.let { Text(it, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(vertical = 24.dp).testTag("stats-empty")) }
                for (g in view.games) GameStats(g, view.columns, view.legend)
                // nothing to reset, no reset: the button only where there are statistics
                if (view.reset.enabled) {
                    OutlinedButton(onClick = onReset, enabled = !confirming, modifier = Modifier.testTag("stats-reset")) { Text(view.reset.label) }
                }
                if (confirming) ResetQuestion(view, onConfirmReset, onCancelReset)
            }
        }
    }
}

@Composable
private fun ResetQuestion(view: StatsView, onConfirm: () -> Unit, onCancel: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Card(colors = CardDefaults.cardColors(containerColor = colors.secondaryContainer), modifier = Modifier.fillMaxWidth().testTag("reset-question")) {
        Column(Modifier.padding(12.dp)) {
            Text(view.resetQuestion, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { liveRegion = LiveRegionMode.Assertive })
            Row(Modifier.fillMaxWidth().padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                OutlinedButton(onClick = onCancel, modifier = Modifier.weight(1f).testTag("reset-cancel")) { Text(view.resetCancel) }
                Button(
                    onClick = onConfirm,
                    colors = ButtonDefaults.buttonColors(containerColor = colors.error, contentColor = colors.onError),
                    modifier = Modifier.weight(1f).testTag("reset-confirm"),
                ) { Text(view.resetConfirm) }
            }
        }
    }
}

/** One game: its name, the table of its opponents, the streak and rating, the chart. */
@Composable
private fun GameStats(g: GameStatsView, columns: List<String>, legend: List<LegendEntry>) {
    OutlinedCard(Modifier.fillMaxWidth().testTag("stats-${g.game.name.lowercase()}")) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(g.name, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
            StatsTable(g.lines, columns)
            g.streak?.let { Text(it, style = MaterialTheme.typography.bodySmall) }
            g.rating?.let { Text(it, style = MaterialTheme.typography.bodySmall) }
            g.chartScale?.let { RatingChart(g.chart, it, legend, g.chartSpoken, Modifier.testTag("chart-${g.game.name.lowercase()}")) }
        }
    }
}

/**
 * The table of a game's opponents: a row per opponent, its won / drawn / lost under the core's
 * column words. Each number column is as wide as its widest word or number (in this font size);
 * the opponent's name takes the room left when its longest word fits there, and otherwise (a
 * small phone at large text) a line of its own above its numbers — so that no word is cut.
 */
@Composable
private fun StatsTable(lines: List<StatsLineView>, columns: List<String>) {
    val measurer = rememberTextMeasurer()
    val style = MaterialTheme.typography.bodyMedium
    val density = LocalDensity.current
    // (a text of two languages has a line for each: the widest line counts)
    fun widthOf(text: String): Dp = with(density) { measurer.measure(text, style, softWrap = false).size.width.toDp() }
    val numbers = lines.map { listOf(it.won, it.drawn, it.lost).map(Any::toString) }
    fun widest(j: Int, head: Dp): Dp = (listOf(head) + numbers.mapNotNull { it.getOrNull(j) }.map(::widthOf)).max() + CellGap
    // each column as wide as its word on one line, or, where those do not fit (both languages at
    // large text), as its longest word, the column's words then on two lines
    val whole = columns.mapIndexed { j, c -> widest(j, widthOf(c)) }
    val words = columns.mapIndexed { j, c -> widest(j, c.split(' ').maxOf(::widthOf)) }
    val longestWord = lines.flatMap { it.opponent.split(' ') }.maxOfOrNull(::widthOf) ?: 0.dp
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val cells = if (whole.fold(0.dp) { a, b -> a + b } <= maxWidth) whole else words
        val beside = maxWidth - cells.fold(0.dp) { a, b -> a + b } >= longestWord
        Column(verticalArrangement = Arrangement.spacedBy(2.dp)) {
            Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.Bottom) {
                Spacer(Modifier.weight(1f))
                columns.forEachIndexed { j, c -> Cell(c, MaterialTheme.colorScheme.onSurfaceVariant, cells[j], wrap = true) }
            }
            lines.forEachIndexed { i, line ->
                val counts = @Composable { numbers[i].forEachIndexed { j, n -> Cell(n, MaterialTheme.colorScheme.onSurface, cells.getOrElse(j) { CellGap }) } }
                if (beside) {
                    Row(Modifier.fillMaxWidth().clearAndSetSemantics { contentDescription = line.spoken }, verticalAlignment = Alignment.CenterVertically) {
                        Text(line.opponent, style = style, modifier = Modifier.weight(1f))
                        counts()
                    }
                } else {
                    Column(Modifier.fillMaxWidth().clearAndSetSemantics { contentDescription = line.spoken }) {
                        Text(line.opponent, style = style)
                        Row(Modifier.fillMaxWidth()) {
                            Spacer(Modifier.weight(1f))
                            counts()
                        }
                    }
                }
            }
        }
    }
}

private val CellGap = 12.dp

@Composable
private fun Cell(text: String, color: Color, width: Dp, wrap: Boolean = false) {
    Text(text, style = MaterialTheme.typography.bodyMedium, color = color, textAlign = TextAlign.End, softWrap = wrap, modifier = Modifier.width(width))
}

/**
 * A result's dot: told apart by shape as well as colour (drawn and lost look alike to deutan and
 * protan eyes): won a disc, drawn a ring, lost a square.
 */
private fun androidx.compose.ui.graphics.drawscope.DrawScope.drawResultDot(result: ResultKind, color: Color, at: Offset, r: Float) {
    when (result) {
        ResultKind.WON -> drawCircle(color, r, at)
        ResultKind.DRAWN -> drawCircle(color, r * 0.8f, at, style = Stroke(width = r * 0.45f))
        ResultKind.LOST -> drawRect(color, topLeft = Offset(at.x - r * 0.9f, at.y - r * 0.9f), size = androidx.compose.ui.geometry.Size(r * 1.8f, r * 1.8f))
    }
}

/** A result's colour in the charts, told apart in both themes: won teal (tertiary), drawn grey, lost red (error). */
@Composable
private fun resultColor(result: ResultKind): Color = when (result) {
    ResultKind.WON -> MaterialTheme.colorScheme.tertiary
    ResultKind.DRAWN -> MaterialTheme.colorScheme.onSurfaceVariant
    ResultKind.LOST -> MaterialTheme.colorScheme.error
}

/**
 * The rating after each game as a line of dots in their result's colour, placed where the core
 * says ([RatingPoint.x], [RatingPoint.y]) between the scale's edges: the ratings at the top and
 * bottom on the left (under the axis's name), the first and last game under it, and the legend of
 * the colours; one sentence for a screen reader (the core's).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun RatingChart(points: List<RatingPoint>, scale: ChartScale, legend: List<LegendEntry>, spoken: String, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    val line = colors.outlineVariant
    val dots = points.map { it to resultColor(it.result) }
    val small = MaterialTheme.typography.labelSmall
    Column(modifier.fillMaxWidth().padding(top = 6.dp).clearAndSetSemantics { contentDescription = spoken }) {
        Text(scale.axis, style = small, color = colors.onSurfaceVariant)
        Row(Modifier.fillMaxWidth()) {
            Column(Modifier.height(80.dp).padding(end = 6.dp), verticalArrangement = Arrangement.SpaceBetween, horizontalAlignment = Alignment.End) {
                Text(scale.top, style = small, color = colors.onSurfaceVariant, modifier = Modifier.testTag("chart-top"))
                Text(scale.bottom, style = small, color = colors.onSurfaceVariant, modifier = Modifier.testTag("chart-bottom"))
            }
            Column(Modifier.weight(1f)) {
                Canvas(Modifier.fillMaxWidth().height(80.dp)) {
                    val r = 4.dp.toPx()
                    // the scale's edges, faint
                    for (y in listOf(r, size.height - r)) drawLine(line, Offset(0f, y), Offset(size.width, y), strokeWidth = 1.dp.toPx())
                    fun at(p: RatingPoint) = Offset(r + (size.width - 2 * r) * p.x.toFloat(), r + (size.height - 2 * r) * p.y.toFloat())
                    // the line starts at the left end, at the rating before the first game (no mark: a ring is a draw's)
                    val start = Offset(r, r + (size.height - 2 * r) * scale.startY.toFloat())
                    val path = Path().apply { moveTo(start.x, start.y) }
                    points.forEach { p -> val o = at(p); path.lineTo(o.x, o.y) }
                    drawPath(path, line, style = Stroke(width = 2.dp.toPx()))
                    for ((p, c) in dots) drawResultDot(p.result, c, at(p), r)
                }
                // (each end its half of the width: at large text in both languages they wrap, not cut)
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    Text(scale.first, style = small, color = colors.onSurfaceVariant, modifier = Modifier.weight(1f))
                    if (scale.last != scale.first) {
                        Text(scale.last, style = small, color = colors.onSurfaceVariant, textAlign = TextAlign.End, modifier = Modifier.weight(1f))
                    }
                }
            }
        }
        // what the colours and shapes mean, an entry whole on a line (they wrap as units at large text)
        FlowRow(Modifier.padding(top = 2.dp), horizontalArrangement = Arrangement.spacedBy(12.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            for (e in legend) {
                val c = resultColor(e.result)
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Canvas(Modifier.size(10.dp)) { drawResultDot(e.result, c, center, size.minDimension / 2) }
                    Text(e.text, style = small, color = colors.onSurfaceVariant, modifier = Modifier.padding(start = 4.dp))
                }
            }
        }
    }
}
