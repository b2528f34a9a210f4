package app.folkchess.ui.compose

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.foundation.lazy.grid.LazyVerticalGrid
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.foundation.lazy.grid.items
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.testTag
import androidx.compose.material3.HorizontalDivider
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.folkchess.core.AppEvent
import app.folkchess.core.model.LessonRow
import app.folkchess.core.model.DailyPuzzleView
import app.folkchess.core.model.ExerciseRow
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.border
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.foundation.layout.Row
import androidx.compose.runtime.remember
import app.folkchess.core.thumbnailBoard
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.PracticeView
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.PuzzleDifficultyRow
import app.folkchess.core.model.PuzzleListView
import app.folkchess.core.model.PuzzleRow
import app.folkchess.core.model.PuzzleStatus
import app.folkchess.core.model.PuzzlesView

/**
 * Puzzles: the core's [PuzzlesView] — the problem sentence when the progress file does not
 * read, today's puzzle as a card (heading, game and difficulty, task, status, the button that
 * opens it), the streak, and per game, as iOS groups them, a card of rows, one per difficulty
 * (name, counts, a thin bar of solved out of all, a chevron; a tap lists them), the game's
 * summary under it. [view] null: not read yet (the title only).
 */
@Composable
fun PuzzlesScreen(
    view: PuzzlesView?,
    title: String,
    back: String,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    val onOpenPuzzle = { id: String -> onEvent(AppEvent.OpenPuzzle(id)) }
    val onOpenList = { g: GameKind, d: PuzzleDifficulty -> onEvent(AppEvent.OpenPuzzleList(g, d)) }
    val onBack = { onEvent(AppEvent.Back) }
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view?.title ?: title, back, onBack)
        Column(Modifier.padding(horizontal = 16.dp).padding(bottom = 16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            view?.problem?.let { Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.testTag("puzzles-problem")) }
            if (view != null) {
                DailyCard(view.daily, onOpenPuzzle)
                Text(view.streak, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.testTag("streak"))
                for (g in view.games) {
                    Column(Modifier.fillMaxWidth().testTag("puzzles-${g.game.name.lowercase()}")) {
                        SectionTitle(g.name)
                        Card(colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerHigh), modifier = Modifier.fillMaxWidth()) {
                            g.difficulties.forEachIndexed { i, d ->
                                if (i > 0) HorizontalDivider(Modifier.padding(start = 16.dp), color = MaterialTheme.colorScheme.outline.copy(alpha = 0.3f))
                                DifficultyRow(g.game, d, onOpenList)
                            }
                        }
                        Text(
                            g.summary,
                            style = MaterialTheme.typography.bodySmall,
                            color = MaterialTheme.colorScheme.onSurfaceVariant,
                            modifier = Modifier.padding(start = 16.dp, end = 16.dp, top = 6.dp),
                        )
                    }
                }
            }
        }
    }
}

/** Today's puzzle: the core's heading, game · difficulty, task and status (in the tertiary colour once solved), and its button. */
@Composable
private fun DailyCard(daily: DailyPuzzleView, onOpen: (String) -> Unit) {
    val colors = MaterialTheme.colorScheme
    // a calm card on the screen's surface, its button the one filled thing (the red container
    // was the only red surface of the app, where red means First's pieces)
    Card(colors = CardDefaults.cardColors(containerColor = colors.surfaceContainerHigh), modifier = Modifier.fillMaxWidth().testTag("daily")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Column(Modifier.fillMaxWidth().clearAndSetSemantics { contentDescription = daily.spoken }) {
                Text(daily.heading, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold, modifier = Modifier.semantics { heading() })
                Text("${daily.gameName} · ${daily.difficultyName}", style = MaterialTheme.typography.bodyMedium)
                Text(daily.task, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(top = 4.dp))
                Text(
                    daily.status,
                    style = MaterialTheme.typography.labelLarge,
                    color = if (daily.solved) colors.tertiary else colors.onSurfaceVariant,
                    modifier = Modifier.padding(top = 4.dp).testTag("daily-status"),
                )
            }
            Button(
                onClick = { onOpen(daily.puzzleId) },
                enabled = daily.open.enabled,
                modifier = Modifier.align(Alignment.End).heightIn(min = 48.dp).testTag("daily-open"),
            ) { Text(daily.open.label) }
        }
    }
}

/**
 * A difficulty of a game, a row of its card that lists its puzzles, as iOS draws it: its name
 * and the core's counts on a line, under them a thin bar of solved out of all (a bare track while
 * none is: no stop dot, no gap), and the chevron of a row that opens a screen. One button for a
 * screen reader, the core's sentence; the bar and the chevron are tagged for the tests only.
 */
@Composable
private fun DifficultyRow(game: GameKind, row: PuzzleDifficultyRow, onOpenList: (GameKind, PuzzleDifficulty) -> Unit) {
    val open = { onOpenList(game, row.difficulty) }
    val tag = "difficulty-${game.name.lowercase()}-${row.difficulty.name.lowercase()}"
    Row(
        Modifier
            .fillMaxWidth()
            .heightIn(min = 56.dp)
            .testTag(tag)
            .clickable(onClick = open)
            .semantics(mergeDescendants = true) {
                contentDescription = row.spoken
                role = Role.Button
                onClick { open(); true }
            }
            .padding(start = 16.dp, end = 14.dp, top = 10.dp, bottom = 10.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            // (the words are said by the row's sentence)
            BesideOrUnder(Modifier.fillMaxWidth().clearAndSetSemantics { }, first = { Text(row.name, style = MaterialTheme.typography.bodyLarge) }) {
                Text(row.counts, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            val part = if (row.total == 0u) 0f else row.solved.toFloat() / row.total.toFloat()
            LinearProgressIndicator(
                progress = { part },
                color = MaterialTheme.colorScheme.tertiary,
                // a faint track (in the outline's colour it read as a full bar)
                trackColor = MaterialTheme.colorScheme.onSurfaceVariant.copy(alpha = 0.2f),
                gapSize = 0.dp,
                drawStopIndicator = {},
                modifier = Modifier.fillMaxWidth().height(4.dp).clearAndSetSemantics { testTag = "$tag-bar" },
            )
        }
        Chevron(Modifier.padding(start = 14.dp).clearAndSetSemantics { testTag = "$tag-chevron" })
    }
}

/**
 * One game's puzzles of one difficulty: a grid of cards in the set's order (two on a phone, more
 * where the window is wide), each the position's board, the status's mark and the number, and
 * the goal beside the piece of the side to move; a tap opens it. A list of rows had fourteen
 * near-identical lines ("First (red) to move and win in 1 move.") beside 64 dp thumbnails.
 */
@Composable
fun PuzzleListScreen(
    view: PuzzleListView?,
    back: String,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    val onOpenPuzzle = { id: String -> onEvent(AppEvent.OpenPuzzle(id)) }
    val onBack = { onEvent(AppEvent.Back) }
    Column(modifier.fillMaxSize()) {
        ScreenHeader(view?.title ?: "", back, onBack)
        if (view != null) {
            // a difficulty holds a thousand puzzles and more: only the cards in view are composed
            LazyVerticalGrid(
                columns = GridCells.Adaptive(minSize = PUZZLE_CARD_MIN_WIDTH),
                contentPadding = PaddingValues(start = 12.dp, end = 12.dp, bottom = 16.dp),
                horizontalArrangement = Arrangement.spacedBy(10.dp),
                verticalArrangement = Arrangement.spacedBy(10.dp),
                modifier = Modifier.fillMaxWidth().weight(1f).testTag("puzzle-list"),
            ) {
                items(view.rows, key = { it.id }) { row -> PuzzleCard(view.game, row, onOpenPuzzle) }
            }
        }
    }
}

/** The narrowest a puzzle's card gets: two cards side by side on a 360 dp phone. */
private val PUZZLE_CARD_MIN_WIDTH = 150.dp

@Composable
private fun PuzzleCard(game: GameKind, row: PuzzleRow, onOpen: (String) -> Unit) {
    val colors = MaterialTheme.colorScheme
    val statusColor = puzzleStatusColor(row.status)
    OutlinedCard(
        onClick = { onOpen(row.id) },
        modifier = Modifier
            .fillMaxWidth()
            .testTag("puzzle-${row.id}")
            .clearAndSetSemantics {
                contentDescription = row.spoken
                role = Role.Button
                onClick { onOpen(row.id); true }
            },
    ) {
        RowThumbnail(game, row.position, Modifier.fillMaxWidth().height(112.dp).padding(6.dp))
        Column(Modifier.padding(start = 10.dp, end = 10.dp, bottom = 10.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                StatusMark(row.status, statusColor, Modifier.size(18.dp))
                Text(
                    row.title,
                    style = MaterialTheme.typography.titleSmall,
                    fontWeight = FontWeight.SemiBold,
                    modifier = Modifier.weight(1f).padding(start = 6.dp),
                )
                SideBadge(row.toMove, Modifier.size(16.dp))
            }
            Text(row.goal, style = MaterialTheme.typography.bodyMedium, color = colors.onSurface)
            Text(row.statusText, style = MaterialTheme.typography.labelMedium, color = statusColor)
        }
    }
}

/** The colour of a puzzle's status: solved, solved with help, failed, new. */
@Composable
private fun puzzleStatusColor(status: PuzzleStatus) = MaterialTheme.colorScheme.let { colors ->
    when (status) {
        PuzzleStatus.SOLVED -> colors.tertiary
        PuzzleStatus.HINTED -> colors.secondary
        PuzzleStatus.FAILED -> colors.error
        PuzzleStatus.NEW -> colors.onSurfaceVariant
    }
}

/**
 * A puzzle's or a lesson's status mark, told apart by shape as well as colour: solved (done) a
 * filled disc with a tick, solved with help a ring with a tick, failed a ring with a cross, new
 * an empty ring.
 */
/** A lesson's place in its course, [n], in a thin ring the size of the puzzles' marks. */
@Composable
private fun LessonNumber(n: Int) {
    val color = MaterialTheme.colorScheme.onSurfaceVariant
    Box(
        Modifier.size(22.dp).border(1.5.dp, color, CircleShape).clearAndSetSemantics {},
        contentAlignment = Alignment.Center,
    ) {
        // (its size fixed: the ring does not grow with the text)
        val size = with(LocalDensity.current) { 11.dp.toSp() }
        Text("$n", color = color, fontSize = size, lineHeight = size, fontWeight = FontWeight.SemiBold, maxLines = 1)
    }
}

@Composable
private fun StatusMark(status: PuzzleStatus, color: Color, modifier: Modifier) {
    val on = MaterialTheme.colorScheme.surface
    Canvas(modifier) {
        val r = size.minDimension / 2
        val stroke = Stroke(width = r * 0.22f, cap = StrokeCap.Round)
        if (status == PuzzleStatus.SOLVED) drawCircle(color, r) else drawCircle(color, r - stroke.width / 2, style = stroke)
        val mark = if (status == PuzzleStatus.SOLVED) on else color
        val c = center
        when (status) {
            PuzzleStatus.SOLVED, PuzzleStatus.HINTED -> drawPath(
                Path().apply {
                    moveTo(c.x - r * 0.45f, c.y + r * 0.02f)
                    lineTo(c.x - r * 0.12f, c.y + r * 0.35f)
                    lineTo(c.x + r * 0.48f, c.y - r * 0.32f)
                },
                mark,
                style = stroke,
            )
            PuzzleStatus.FAILED -> {
                val d = r * 0.36f
                drawLine(mark, Offset(c.x - d, c.y - d), Offset(c.x + d, c.y + d), stroke.width, StrokeCap.Round)
                drawLine(mark, Offset(c.x - d, c.y + d), Offset(c.x + d, c.y - d), stroke.width, StrokeCap.Round)
            }
            PuzzleStatus.NEW -> Unit
        }
    }
}

/**
 * A row's small picture of its position (a puzzle's, an exercise's), made by the core for the
 * rows in view only ([thumbnailBoard]); nothing where the text is not a position. [modifier]
 * sizes it (a row's 64 dp square; a puzzle card's width).
 */
@Composable
internal fun RowThumbnail(game: GameKind, position: String, modifier: Modifier = Modifier.size(64.dp)) {
    val board = remember(game, position) { runCatching { thumbnailBoard(game, position) }.getOrNull() }
    Box(modifier.testTag("thumbnail"), contentAlignment = Alignment.Center) {
        board?.let { BoardCanvas(it, compact = true) }
    }
}

/**
 * Practice: the core's [PracticeView] — the problem sentence when the practice file does not
 * read; when nothing is open, the core's sentence on how exercises come; else per game its
 * name, summary and a card per open exercise (title, detail; a tap opens it on the board).
 */
@Composable
fun PracticeScreen(
    view: PracticeView?,
    title: String,
    back: String,
    onEvent: (AppEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    val onOpenExercise = { id: String -> onEvent(AppEvent.OpenExercise(id)) }
    val onBack = { onEvent(AppEvent.Back) }
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(view?.title ?: title, back, onBack)
        Column(Modifier.padding(horizontal = 16.dp).padding(bottom = 16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            view?.problem?.let { Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.testTag("practice-problem")) }
            if (view != null) {
                if (view.games.isEmpty()) {
                    Text(view.empty, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(top = 24.dp).testTag("practice-empty"))
                    // the way to where exercises come from: the saved games, to review one
                    OutlinedButton(onClick = { onEvent(AppEvent.OpenSavedGames) }, modifier = Modifier.testTag("practice-to-saved")) {
                        ButtonLabel(view.toSavedGames)
                    }
                }
                for (g in view.games) {
                    SectionTitle(g.name)
                    Text(g.summary, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                    for (row in g.rows) ExerciseCard(g.game, row, onOpenExercise)
                }
            }
        }
    }
}

@Composable
private fun ExerciseCard(game: GameKind, row: ExerciseRow, onOpen: (String) -> Unit) {
    OutlinedCard(
        onClick = { onOpen(row.id) },
        modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp).testTag("exercise-${row.id}").clearAndSetSemantics {
            contentDescription = row.spoken
            role = Role.Button
            onClick { onOpen(row.id); true }
        },
    ) {
        Row(Modifier.padding(horizontal = 12.dp, vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
            RowThumbnail(game, row.position)
            Column(Modifier.padding(start = 12.dp)) {
                Text(row.title, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.SemiBold)
                Text(row.detail, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
    }
}

/**
 * A game's lessons: the core's rows (title, task, the stars earned), in the game's order; a
 * tap opens the lesson. [rows] null: the progress is being read (the title only).
 */
@Composable
fun LessonsScreen(title: String, rows: List<LessonRow>?, back: String, onEvent: (AppEvent) -> Unit, modifier: Modifier = Modifier) {
    Column(modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
        ScreenHeader(title, back, { onEvent(AppEvent.Back) })
        Column(Modifier.padding(horizontal = 16.dp).padding(bottom = 16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            for ((index, row) in rows.orEmpty().withIndex()) {
                OutlinedCard(
                    onClick = { onEvent(AppEvent.OpenLesson(row.id)) },
                    modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp).testTag("lesson-${row.id}"),
                ) {
                    // done by the mark the puzzles use (a filled tick), else its place in the
                    // course in a ring (an empty ring read as a radio button); then the title
                    // with its stars, the task, and the chevron of a row that opens a screen
                    Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
                        if (row.stars != null) {
                            StatusMark(PuzzleStatus.SOLVED, MaterialTheme.colorScheme.tertiary, Modifier.size(20.dp))
                        } else {
                            LessonNumber(index + 1)
                        }
                        Column(Modifier.weight(1f).padding(start = 12.dp)) {
                            BesideOrUnder(Modifier.fillMaxWidth(), first = { Text(row.title, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.SemiBold) }) {
                                Text(row.starsText, style = MaterialTheme.typography.labelLarge, color = MaterialTheme.colorScheme.tertiary)
                            }
                            Text(row.task, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                        }
                        Chevron(Modifier.padding(start = 8.dp))
                    }
                }
            }
        }
    }
}
