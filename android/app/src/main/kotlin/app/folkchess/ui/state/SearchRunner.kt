package app.folkchess.ui.state

import app.folkchess.core.CancelHandle
import app.folkchess.core.SearchAnswer
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * The searches a table asks for, run off the main thread (the game and trainer screens' holders
 * share it): each search runs on [computeDispatcher] with a cancel handle of its own from
 * [cancelHandles] (closed when the search returns), and its answer is handed back on [scope]'s
 * (main) dispatcher; nothing is handed back when it throws (stale, cancelled, or the table was
 * closed meanwhile). Once [close]d, a search that has not begun is not run (its table is
 * closed); one already running keeps its native table alive until it returns. All methods run
 * on [scope]'s (main) dispatcher.
 */
class SearchRunner(
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    private val cancelHandles: () -> CancelHandle = ::CancelHandle,
) {
    private val searches = HashMap<Long, CancelHandle>()
    private var closed = false

    /** The ids of the searches started and not yet returned (tests). */
    val pending: Set<Long> get() = searches.keys.toSet()

    /**
     * The table's Search effect: [run] (the table's `runSearch`) gets [id] and a fresh handle on
     * the compute dispatcher; its answer goes to [done] on the main dispatcher.
     */
    fun start(id: Long, run: (Long, CancelHandle) -> SearchAnswer, done: (SearchAnswer) -> Unit) {
        val handle = cancelHandles()
        searches[id] = handle
        // ATOMIC: the body runs even if the scope is cancelled first, so the handle is closed.
        scope.launch(start = CoroutineStart.ATOMIC) {
            val answer = try {
                // left before it started: the table is closed, nothing to run
                if (closed) return@launch
                withContext(computeDispatcher) { run(id, handle) }
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                null // stale, cancelled, or the table was closed meanwhile
            } finally {
                searches.remove(id)
                handle.close()
            }
            if (answer != null) done(answer)
        }
    }

    /** The table's CancelSearch effect: search [id], if it is still running, is cancelled. */
    fun cancel(id: Long) {
        searches[id]?.cancel()
    }

    /** The screen is left (its table is about to close): searches not yet begun will not run. */
    fun close() {
        closed = true
    }
}
