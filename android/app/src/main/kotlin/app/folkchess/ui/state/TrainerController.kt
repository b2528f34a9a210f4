package app.folkchess.ui.state

import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FailureKind
import app.folkchess.core.FailureText
import app.folkchess.core.FolkChessException
import app.folkchess.core.model.GameKind
import app.folkchess.core.SaveStoreInterface
import app.folkchess.core.TableEffect
import app.folkchess.core.TableEvent
import app.folkchess.core.TrainerEffect
import app.folkchess.core.TrainerEvent
import app.folkchess.core.model.TrainerKind
import app.folkchess.core.TrainerTableInterface
import app.folkchess.core.TrainerView
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * The trainer screen's state holder (a puzzle or a practice exercise on the core's trainer
 * table), in the game screen's way: it forwards every event with the monotonic clock's time,
 * carries out the effects the table returns, in order, and publishes the table's view in
 * [view]. Every decision and every word is the table's.
 *
 * Effects: the table's own (a search on [computeDispatcher] through `runSearch` with a cancel
 * handle of its own, its answer sent back as `SearchDone` on the main dispatcher; cancelling a
 * search; feedback) as on the game screen; a puzzle tried goes to `SaveStore.recordPuzzle` and an
 * exercise solved to `SaveStore.solveExercise`, both through the app's one [disk] writer. [id]
 * is the puzzle's or the exercise's id (what "next" starts from). All methods run on [scope]'s
 * (main) dispatcher; what the table refused or the disk failed to write is in [problem], the
 * core's sentence in the [language] of the moment with the details.
 */
class TrainerController(
    private val table: TrainerTableInterface,
    val id: String,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    private val disk: DiskQueue,
    private val clock: MonotonicClock,
    private val store: SaveStoreInterface?,
    private val wallClock: () -> Long,
    private val utcOffsetMinutes: () -> Int,
    /** The display language, for the sentence of a failure. */
    private val language: () -> DisplayLanguage,
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val cancelHandles: () -> CancelHandle = ::CancelHandle,
    private val tickMs: Long = 200,
    private val onEffect: (TrainerEffect) -> Unit = {},
) {
    val game: GameKind = table.game()

    private val _view = MutableStateFlow(table.view(clock.nowMs()))
    val view: StateFlow<TrainerView> = _view.asStateFlow()

    /** A puzzle or an exercise. */
    val kind: TrainerKind get() = _view.value.kind

    private val _problem = MutableStateFlow<FailureText?>(null)
    /** The last failure the screen should show (the core's sentence and its details), or null. */
    val problem: StateFlow<FailureText?> = _problem.asStateFlow()

    private val searches = SearchRunner(scope, computeDispatcher, cancelHandles)
    private val ticker = Ticker(scope, tickMs) { send(TableEvent.Tick) }
    private var closed = false

    /** The puzzle or the exercise appears on screen. */
    fun start() = send(TableEvent.Start)

    /** One event of the board or the buttons shared with the game table (tap, undo, hint, …). */
    fun send(event: TableEvent) = send(TrainerEvent.Table(event))

    /** Start the puzzle or exercise again. */
    fun retry() = send(TrainerEvent.Retry)

    /** The solution (or the best move) on the board. */
    fun showSolution() = send(TrainerEvent.ShowSolution)

    fun send(event: TrainerEvent) {
        if (closed) return
        val update = try {
            table.send(event, clock.nowMs())
        } catch (e: FolkChessException) {
            _problem.value = e.failure(language())
            return
        }
        if (_problem.value != null) _problem.value = null
        update.effects.forEach(::carryOut)
        publish(update.view)
    }

    /** The view at the clock's time, without an event (a redraw). */
    fun redraw() {
        if (closed) return
        val v = try {
            table.view(clock.nowMs())
        } catch (e: FolkChessException) {
            return
        }
        publish(v)
    }

    /** The screen is left: searches are cancelled, the ticker stops, the table is closed. */
    fun close() {
        if (closed) return
        send(TableEvent.Leave)
        closed = true
        searches.close()
        ticker.stop()
        // a search still running keeps the native table alive until it returns
        table.closeNative()
    }

    private fun carryOut(effect: TrainerEffect) {
        onEffect(effect)
        when (effect) {
            is TrainerEffect.Table -> when (val e = effect.effect) {
                is TableEffect.Search -> searches.start(e.id, table::runSearch) { send(TableEvent.SearchDone(it)) }
                is TableEffect.CancelSearch -> searches.cancel(e.id)
                is TableEffect.Feedback -> feedback.feedback(e.kind, e.haptic, e.sound)
                // a trainer's table never saves a game nor counts one in the statistics
                else -> {}
            }
            is TrainerEffect.PuzzleTried -> store?.let { s ->
                val at = wallClock()
                val offset = utcOffsetMinutes()
                disk.post(::diskFailed) { s.recordPuzzle(effect.puzzleId, effect.attempt, at, offset) }
            }
            is TrainerEffect.ExerciseSolved -> store?.let { s ->
                val at = wallClock()
                disk.post(::diskFailed) { s.solveExercise(effect.exerciseId, at) }
            }
        }
    }

    /** A try or a solved exercise the disk refused to write. */
    private fun diskFailed(e: Exception) {
        _problem.value = e.failure(language(), FailureKind.WRITE_FAILED)
    }

    private fun publish(v: TrainerView) {
        _view.value = v
        ticker.keep(v.table.ticking && !closed)
    }
}
