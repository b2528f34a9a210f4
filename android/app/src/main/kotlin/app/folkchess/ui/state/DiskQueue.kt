package app.folkchess.ui.state

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * The app's one way to the disk: every store and settings call runs here, one at a time and in
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

    /** Like [call], with the block's failure as a result (the caller's cancellation still cancels). */
    suspend fun <T> attempt(block: () -> T): Result<T> = withContext(lane) {
        try {
            Result.success(block())
        } catch (e: Exception) {
            Result.failure(e)
        }
    }

    /**
     * Like [call], for a block that opens a native object (AutoCloseable, or a generated
     * interface whose object is): if the caller is cancelled while the block runs, the object it
     * opened is closed instead of being lost.
     */
    suspend fun <T> open(block: () -> T): T {
        var opened: T? = null
        try {
            return withContext(lane) { block().also { opened = it } }
        } catch (e: CancellationException) {
            opened?.closeNative()
            throw e
        }
    }

    /** [open], with a failure (a damaged or missing save) as null. */
    suspend fun <T : Any> attemptOpen(block: () -> T?): T? = try {
        open(block)
    } catch (e: CancellationException) {
        throw e
    } catch (e: Exception) {
        null
    }
}
