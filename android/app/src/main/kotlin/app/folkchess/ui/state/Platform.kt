package app.folkchess.ui.state

import app.folkchess.core.model.BoardView
import app.folkchess.core.model.FeedbackKind

/*
 * What the app holder needs from the platform: a clock, a buzzer, a share sheet. Everything
 * else the app shows is the core's view ([AppHolder.view]).
 */

/** Monotonic milliseconds, the one time base of the game table (Android: SystemClock.elapsedRealtime). */
fun interface MonotonicClock {
    fun nowMs(): Long
}

/** Carries out the Feedback effect: vibrate and/or play a sound (the Android shell implements it). */
fun interface PlyFeedback {
    fun feedback(kind: FeedbackKind, haptic: Boolean, sound: Boolean)

    companion object {
        val None = PlyFeedback { _, _, _ -> }
    }
}

/** A game to share, as the core's Share effect says: the sheet's title, the text, and the board to send as a picture. */
data class ShareRequest(val title: String, val text: String, val board: BoardView, val result: String)

/** Frees a native object (the generated classes are AutoCloseable; their interfaces are not). */
fun Any.closeNative() {
    (this as? AutoCloseable)?.close()
}
