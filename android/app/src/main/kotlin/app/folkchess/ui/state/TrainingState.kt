package app.folkchess.ui.state

import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FailureKind
import app.folkchess.core.FailureText
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.PracticeView
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.PuzzleListView
import app.folkchess.core.model.PuzzlesView
import app.folkchess.core.SaveStoreInterface
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/**
 * The puzzles screen and its lists: the core's [PuzzlesView] (today's puzzle, the streak, each
 * game's difficulties with their counts) and the [PuzzleListView] of one game and difficulty,
 * read on the [disk] queue (the progress file is the store's; never on the main thread) and
 * published on [scope]. A read that fails leaves the last view and puts the core's sentence in
 * [problem] (a damaged progress file is no failure: the core's view carries its sentence).
 */
class PuzzlesState(
    private val store: SaveStoreInterface,
    private val disk: DiskQueue,
    private val scope: CoroutineScope,
    private val language: () -> DisplayLanguage,
    private val wallClock: () -> Long,
    private val utcOffsetMinutes: () -> Int,
) {
    private val _view = MutableStateFlow<PuzzlesView?>(null)
    /** The puzzles screen; null until read. */
    val view: StateFlow<PuzzlesView?> = _view.asStateFlow()

    private val _list = MutableStateFlow<PuzzleListView?>(null)
    /** The list of the game and difficulty opened last; null until read. */
    val list: StateFlow<PuzzleListView?> = _list.asStateFlow()

    private var listOf: Pair<GameKind, PuzzleDifficulty>? = null

    private val _problem = MutableStateFlow<FailureText?>(null)
    /** The core's sentence when the progress could not be read, with the details. */
    val problem: StateFlow<FailureText?> = _problem.asStateFlow()

    /** Reads the puzzles screen again (after everything queued before on the disk: a puzzle just tried counts). */
    fun reload() {
        scope.launch {
            val l = language()
            val at = wallClock()
            val offset = utcOffsetMinutes()
            disk.attempt { store.puzzlesView(l, at, offset) }
                .onSuccess { _view.value = it; _problem.value = null }
                .onFailure { _problem.value = it.failure(l, FailureKind.PUZZLE_PROGRESS_UNREADABLE) }
        }
        listOf?.let { (g, d) -> readList(g, d) }
    }

    /** The list of [game]'s puzzles of [difficulty]. */
    fun openList(game: GameKind, difficulty: PuzzleDifficulty) {
        if (listOf != game to difficulty) _list.value = null
        listOf = game to difficulty
        readList(game, difficulty)
    }

    /** The list was left. */
    fun closeList() {
        listOf = null
        _list.value = null
    }

    private fun readList(game: GameKind, difficulty: PuzzleDifficulty) {
        scope.launch {
            val l = language()
            disk.attempt { store.puzzleList(game, difficulty, l) }
                .onSuccess { if (listOf == game to difficulty) _list.value = it }
                .onFailure { _problem.value = it.failure(l, FailureKind.PUZZLE_PROGRESS_UNREADABLE) }
        }
    }
}

/**
 * The practice screen: the core's [PracticeView] (the open exercises per game, or the sentence
 * on how exercises come), read on the [disk] queue and published on [scope].
 */
class PracticeState(
    private val store: SaveStoreInterface,
    private val disk: DiskQueue,
    private val scope: CoroutineScope,
    private val language: () -> DisplayLanguage,
) {
    private val _view = MutableStateFlow<PracticeView?>(null)
    /** The practice screen; null until read. */
    val view: StateFlow<PracticeView?> = _view.asStateFlow()

    private val _problem = MutableStateFlow<FailureText?>(null)
    /** The core's sentence when the practice file could not be read, with the details. */
    val problem: StateFlow<FailureText?> = _problem.asStateFlow()

    /** Reads the exercises again (after everything queued before on the disk: an exercise just solved is gone). */
    fun reload() {
        scope.launch {
            val l = language()
            disk.attempt { store.practiceView(l) }
                .onSuccess { _view.value = it; _problem.value = null }
                .onFailure { _problem.value = it.failure(l, FailureKind.PRACTICE_UNREADABLE) }
        }
    }
}
