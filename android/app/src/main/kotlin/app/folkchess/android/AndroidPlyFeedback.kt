package app.folkchess.android

import android.content.Context
import android.media.AudioManager
import android.media.ToneGenerator
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import app.folkchess.core.model.FeedbackKind
import app.folkchess.ui.state.PlyFeedback

/** The game table's Feedback effect: a short tone and/or vibration, as the effect asks (the table reads the settings). */
class AndroidPlyFeedback(context: Context) : PlyFeedback {
    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            context.getSystemService(VibratorManager::class.java)?.defaultVibrator
        } else {
            @Suppress("DEPRECATION")
            context.getSystemService(Vibrator::class.java)
        }
    private val tone: ToneGenerator? = runCatching { ToneGenerator(AudioManager.STREAM_MUSIC, 40) }.getOrNull()

    override fun feedback(kind: FeedbackKind, haptic: Boolean, sound: Boolean) {
        val strong = kind != FeedbackKind.PLY
        if (sound) tone?.startTone(if (strong) ToneGenerator.TONE_PROP_ACK else ToneGenerator.TONE_PROP_BEEP, if (kind == FeedbackKind.PLY || kind == FeedbackKind.CAPTURE) 60 else 160)
        if (haptic && vibrator?.hasVibrator() == true) {
            val ms = when (kind) {
                FeedbackKind.PLY -> 20L
                FeedbackKind.CAPTURE -> 40L
                FeedbackKind.WIN, FeedbackKind.LOSS, FeedbackKind.DRAW -> 80L
            }
            vibrator.vibrate(VibrationEffect.createOneShot(ms, VibrationEffect.DEFAULT_AMPLITUDE))
        }
    }

    fun release() {
        tone?.release()
    }
}
