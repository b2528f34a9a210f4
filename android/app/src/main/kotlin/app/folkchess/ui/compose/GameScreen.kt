package app.folkchess.ui.compose

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.folkchess.core.Level
import app.folkchess.core.Side
import app.folkchess.ui.board.BoardTaps
import app.folkchess.ui.board.NearestPoint
import app.folkchess.ui.model.Choices
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.GameUiState
import app.folkchess.ui.model.TimerUi
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiStrings

/**
 * The game screen: banner (whose turn / why it ended; upside down for the far player in
 * pass-and-play), countdown ring, the board, thinking indicator, hint verdict, level switcher
 * and the action buttons; once the game is over, the way to its review ([onReview]). Pure function of [state]; everything it does goes to [onEvent].
 */
@Composable
fun GameScreen(
    state: GameUiState,
    strings: UiStrings,
    onEvent: (GameEvent) -> Unit,
    onRules: () -> Unit,
    onSaveAndLeave: () -> Unit,
    onBack: () -> Unit,
    nearestPoint: NearestPoint,
    choices: Choices,
    showLegal: Boolean = true,
    onReview: () -> Unit = {},
    modifier: Modifier = Modifier,
) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(state.title, strings.back, onBack) {
            OutlinedButton(onClick = onRules, modifier = Modifier.padding(end = 8.dp)) { Text(strings.rules) }
        }
        Banner(state, strings)
        BoardCanvas(
            state.board,
            strings,
            Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 8.dp).testTag("board"),
            taps = BoardTaps(nearestPoint) { onEvent(GameEvent.TapPoint(it)) },
            showLegal = showLegal,
        )
        StatusLine(state, strings)
        if (state.isOver) {
            Button(
                onClick = onReview,
                modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("review-game"),
                contentPadding = ButtonPadding,
            ) { ButtonLabel(strings.reviewGame) }
        }
        if (state.mode == UiMode.VsComputer && state.level != null) {
            LevelSwitcher(state.level, choices, strings) { onEvent(GameEvent.SetLevel(it)) }
        }
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            FilledTonalButton(onClick = { onEvent(GameEvent.Undo) }, enabled = state.canUndo, modifier = Modifier.weight(1f), contentPadding = ButtonPadding) { ButtonLabel(strings.undo) }
            FilledTonalButton(onClick = { onEvent(GameEvent.Redo) }, enabled = state.canRedo, modifier = Modifier.weight(1f), contentPadding = ButtonPadding) { ButtonLabel(strings.redo) }
            FilledTonalButton(
                onClick = { onEvent(GameEvent.Hint) },
                enabled = !state.isOver && !state.thinking && !state.hintBusy,
                modifier = Modifier.weight(1f),
                contentPadding = ButtonPadding,
            ) { ButtonLabel(strings.hint) }
        }
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = { onEvent(GameEvent.Restart) }, modifier = Modifier.weight(1f), contentPadding = ButtonPadding) { ButtonLabel(strings.restart) }
            OutlinedButton(onClick = onSaveAndLeave, modifier = Modifier.weight(1f).testTag("save-and-leave"), contentPadding = ButtonPadding) { ButtonLabel(strings.saveAndLeave) }
        }
    }
}

private val ButtonPadding = PaddingValues(horizontal = 8.dp, vertical = 8.dp)

@Composable
private fun ButtonLabel(text: String) {
    Text(text, maxLines = 2, textAlign = TextAlign.Center, style = MaterialTheme.typography.labelLarge)
}

@Composable
private fun Banner(state: GameUiState, strings: UiStrings) {
    val colors = MaterialTheme.colorScheme
    val container = when {
        state.isOver -> colors.tertiaryContainer
        state.sideToMove == Side.FIRST -> colors.primaryContainer
        else -> colors.surfaceContainerHigh
    }
    Surface(
        color = container,
        shape = MaterialTheme.shapes.medium,
        modifier = Modifier
            .fillMaxWidth()
            .padding(horizontal = 12.dp)
            .then(if (state.bannerRotated) Modifier.rotate(180f) else Modifier)
            .testTag(if (state.bannerRotated) "banner-rotated" else "banner"),
    ) {
        Row(Modifier.padding(horizontal = 14.dp, vertical = 10.dp).heightIn(min = 48.dp), verticalAlignment = Alignment.CenterVertically) {
            SideBadge(state.sideToMove.takeUnless { state.isOver })
            Text(
                state.banner,
                style = MaterialTheme.typography.titleMedium,
                fontWeight = FontWeight.SemiBold,
                modifier = Modifier.weight(1f).padding(horizontal = 10.dp).semantics { liveRegion = LiveRegionMode.Polite },
            )
            state.timer?.let { CountdownRing(it, strings) }
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
            drawCircle(bc.first, r)
            drawCircle(bc.firstRim, r, style = Stroke(width = r * 0.15f))
        } else {
            drawRoundRect(bc.second, cornerRadius = androidx.compose.ui.geometry.CornerRadius(r * 0.3f))
            drawRoundRect(bc.secondRim, cornerRadius = androidx.compose.ui.geometry.CornerRadius(r * 0.3f), style = Stroke(width = r * 0.15f))
        }
    }
}

/** The turn countdown: a ring that empties, the seconds in the middle. */
@Composable
fun CountdownRing(timer: TimerUi, strings: UiStrings, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    val low = timer.remainingMs <= 5_000
    val ringColor = if (low) colors.error else colors.primary
    val label = "${strings.countdown} ${strings.seconds(timer.seconds.toInt())}"
    Box(modifier.size(48.dp).semantics { contentDescription = label }.testTag("countdown"), contentAlignment = Alignment.Center) {
        Canvas(Modifier.fillMaxSize().padding(3.dp)) {
            val stroke = 4.dp.toPx()
            val inset = stroke / 2
            val arcSize = Size(size.width - stroke, size.height - stroke)
            drawArc(colors.outline.copy(alpha = 0.3f), 0f, 360f, false, topLeft = Offset(inset, inset), size = arcSize, style = Stroke(stroke))
            drawArc(ringColor, -90f, 360f * timer.fraction, false, topLeft = Offset(inset, inset), size = arcSize, style = Stroke(stroke, cap = StrokeCap.Round))
        }
        Text("${timer.seconds}", style = MaterialTheme.typography.labelLarge, fontWeight = FontWeight.Bold, color = if (low) colors.error else colors.onSurface)
    }
}

@Composable
private fun StatusLine(state: GameUiState, strings: UiStrings) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.heightIn(min = 28.dp)) {
            Text(
                buildString {
                    append(strings.plyLabel(state.plyNumber))
                    state.lastMoveText?.let { append(" · ").append(strings.lastMove).append(' ').append(it) }
                },
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                modifier = Modifier.weight(1f),
            )
            if (state.thinking || state.hintBusy) {
                CircularProgressIndicator(Modifier.size(18.dp).testTag("thinking"), strokeWidth = 2.dp)
                Text(
                    if (state.thinking) strings.thinking else strings.hintThinking,
                    style = MaterialTheme.typography.bodyMedium,
                    modifier = Modifier.padding(start = 6.dp),
                )
            }
        }
        state.verdict?.let {
            Text("${strings.verdict} $it", style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.tertiary, fontWeight = FontWeight.Medium, modifier = Modifier.testTag("verdict"))
        }
        state.message?.let {
            Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error, textAlign = TextAlign.Start)
        }
    }
}

@Composable
private fun LevelSwitcher(level: Level, choices: Choices, strings: UiStrings, onLevel: (Level) -> Unit) {
    Row(
        Modifier.fillMaxWidth().horizontalScroll(rememberScrollState()).padding(horizontal = 12.dp),
        horizontalArrangement = Arrangement.spacedBy(6.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(strings.level, style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(end = 2.dp))
        for (l in choices.levels) {
            FilterChip(selected = l.value == level, onClick = { onLevel(l.value) }, label = { Text(l.label, maxLines = 1) })
        }
    }
}
