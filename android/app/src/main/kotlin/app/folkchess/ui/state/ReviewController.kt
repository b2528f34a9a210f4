package app.folkchess.ui.state

import app.folkchess.core.BoardLayout
import app.folkchess.core.GameInfo
import app.folkchess.core.GameReview
import app.folkchess.ui.model.ReviewEvent
import app.folkchess.ui.model.ReviewUiState
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.firstShownPly
import app.folkchess.ui.model.reviewPendingState
import app.folkchess.ui.model.reviewUiState
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/**
 * The review screen's state holder. It opens a session of its own ([open]: a copy of a finished
 * game, or a saved game read on the disk queue), asks the core for its review on
 * [computeDispatcher] (a blocking call, like the computer's move) with a cancel token, and then
 * only moves the selection: which ply's board is shown (the start position, or the board after a
 * ply). Every value, label, best move, summary
 * and sentence is the core's ([GameReview]).
 *
 * All methods are called from [scope]'s (main) dispatcher. The session and its token are closed
 * as soon as the core has answered (the review is plain data). [close] (the screen is left
 * earlier) cancels the token, so the core stops soon; they are closed once its call has returned
 * (at once when it never started).
 */
class ReviewController(
    val info: GameInfo,
    private val layout: BoardLayout,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    private val lang: () -> UiLang,
    private val open: suspend () -> CoreSession,
) {
    private var review: GameReview? = null
    /** The ply on the board: 0 is the start position, n the board after ply n. */
    private var selected = 0
    private var error: String? = null
    private var token: CancelToken? = null
    private var job: Job? = null
    private var closed = false

    private val _state = MutableStateFlow(build())
    val state: StateFlow<ReviewUiState> = _state.asStateFlow()

    /**
     * Opens the session and starts the review. The session is opened before this returns (the
     * copy of a game on screen is made while that game is still open); a disk read is queued.
     */
    fun start() {
        if (job != null || closed) return
        job = scope.launch(start = CoroutineStart.UNDISPATCHED) {
            val session = try {
                open()
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                fail(e)
                return@launch
            }
            try {
                // a cancelled job resumes here only after the core's call has returned
                val r = session.cancellableCall(computeDispatcher, { token = it }) { session.review(it) }
                if (r != null) show(r)
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                fail(e)
            } finally {
                session.close()
            }
        }
    }

    fun onEvent(event: ReviewEvent) {
        val r = review ?: return
        val next = when (event) {
            is ReviewEvent.Select -> event.ply
            ReviewEvent.Previous -> selected - 1
            ReviewEvent.Next -> selected + 1
        }
        if (next !in 0..r.plies.size || next == selected) return
        selected = next
        emit()
    }

    /** Re-emits in the current language (after a settings change). */
    fun refreshTexts() = emit()

    /** Leaving the screen: the review is cancelled; its token and session are closed when the core's call returns. */
    fun close() {
        if (closed) return
        closed = true
        token?.cancel()
        job?.cancel()
    }

    private fun show(r: GameReview) {
        if (closed) return
        review = r
        selected = r.firstShownPly()
        emit()
    }

    private fun fail(e: Exception) {
        if (closed) return
        error = e.userMessage()
        emit()
    }

    private fun emit() {
        _state.value = build()
    }

    private fun build(): ReviewUiState {
        val r = review ?: return reviewPendingState(info, lang(), error)
        return reviewUiState(info, layout, r, selected, lang())
    }
}
