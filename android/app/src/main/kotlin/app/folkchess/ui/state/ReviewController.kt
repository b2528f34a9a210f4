package app.folkchess.ui.state

import app.folkchess.core.CancelHandle
import app.folkchess.core.FolkChessException
import app.folkchess.core.model.GameKind
import app.folkchess.core.ReviewEffect
import app.folkchess.core.ReviewEvent
import app.folkchess.core.ReviewScreenInterface
import app.folkchess.core.ReviewView
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * The review screen's state holder: an adapter over the core's review screen (which holds its
 * own copy of the game). It forwards events, runs the review the screen asks for on
 * [computeDispatcher] with a cancel handle of its own (closed when the review returns), sends
 * ReviewDone back on the main dispatcher — or, when the run throws anything but Stale or
 * Cancelled, Failed with what it threw, so that the screen stops waiting and says so in the
 * core's words — and publishes the screen's view in [view]. All methods run on [scope]'s
 * (main) dispatcher.
 */
class ReviewController(
    private val screen: ReviewScreenInterface,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    /** Keeps the reviewed game's mistakes as practice exercises (the core's JSON), through the app's disk writer. */
    private val keepExercises: (String) -> Unit = {},
    private val cancelHandles: () -> CancelHandle = ::CancelHandle,
) {
    private val _view = MutableStateFlow(screen.view())
    val view: StateFlow<ReviewView> = _view.asStateFlow()
    val game: GameKind = _view.value.game

    private val running = HashMap<Long, CancelHandle>()
    private var closed = false

    /** The screen appears: the review starts. */
    fun start() = send(ReviewEvent.Start)

    fun send(event: ReviewEvent) {
        if (closed) return
        val update = try {
            screen.send(event)
        } catch (e: FolkChessException) {
            return
        }
        for (effect in update.effects) when (effect) {
            is ReviewEffect.Run -> run(effect.id)
            is ReviewEffect.Cancel -> running[effect.id]?.cancel()
            is ReviewEffect.Practice -> keepExercises(effect.exercisesJson)
        }
        _view.value = update.view
    }

    /** The screen is left: the review is cancelled and the screen closed (a review still running keeps it alive until it returns). */
    fun close() {
        if (closed) return
        send(ReviewEvent.Leave)
        closed = true
        screen.closeNative()
    }

    private fun run(id: Long) {
        val handle = cancelHandles()
        running[id] = handle
        scope.launch(start = CoroutineStart.ATOMIC) {
            val done: ReviewEvent? = try {
                // left before it started: the screen is closed, nothing to run
                if (closed) return@launch
                withContext(computeDispatcher) { screen.runReview(id, handle) }
                ReviewEvent.ReviewDone(id)
            } catch (e: CancellationException) {
                throw e
            } catch (e: FolkChessException.Cancelled) {
                null // left, or a newer run asked for
            } catch (e: FolkChessException.Stale) {
                null
            } catch (e: FolkChessException) {
                ReviewEvent.Failed(e)
            } catch (e: Exception) {
                // not the core's: a bug all the same, told as one (the details name it)
                ReviewEvent.Failed(FolkChessException.Internal(e.toString()))
            } finally {
                running.remove(id)
                handle.close()
            }
            done?.let(::send)
        }
    }
}
