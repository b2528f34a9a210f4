package app.folkchess.ui.state

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * The app's one way to the disk: every disk job of the core runs here, one at a time and in
 * the order asked, on [io] limited to parallelism 1 (the app passes Dispatchers.IO, so this is
 * `Dispatchers.IO.limitedParallelism(1)`; tests pass their own dispatcher). One writer at a time,
 * in order: the last autosave asked for is the last written, and a save is closed only after
 * the writes that use it.
 *
 * It has its own scope, not a screen's: work queued while a screen or the whole app is closing
 * (the last autosave, closing a native object) still runs.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class DiskQueue(io: CoroutineDispatcher) {
    private val lane: CoroutineDispatcher = io.limitedParallelism(1)
    private val scope = CoroutineScope(SupervisorJob() + lane)

    /** Queues [block]; if it throws, [onError] gets the exception (on the disk thread). */
    fun post(onError: (Exception) -> Unit = {}, block: () -> Unit) {
        scope.launch {
            try {
                block()
            } catch (e: Exception) {
                onError(e)
            }
        }
    }

    /** Runs [block] after everything queued before it, and returns its result to the caller. */
    suspend fun <T> call(block: () -> T): T = withContext(lane) { block() }
}
