package app.folkchess.android

import android.content.Context
import android.media.AudioManager
import android.media.ToneGenerator
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import app.folkchess.core.AppSettings
import app.folkchess.ui.state.PlyFeedback

/** A short tone and/or vibration after each ply, as the settings say. */
class AndroidPlyFeedback(context: Context, private val settings: () -> AppSettings) : PlyFeedback {
    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            context.getSystemService(VibratorManager::class.java)?.defaultVibrator
        } else {
            @Suppress("DEPRECATION")
            context.getSystemService(Vibrator::class.java)
        }
    private val tone: ToneGenerator? = runCatching { ToneGenerator(AudioManager.STREAM_MUSIC, 40) }.getOrNull()

    override fun played(capture: Boolean) {
        val s = settings()
        if (s.sound) tone?.startTone(if (capture) ToneGenerator.TONE_PROP_ACK else ToneGenerator.TONE_PROP_BEEP, 60)
        if (s.haptics && vibrator?.hasVibrator() == true) {
            vibrator.vibrate(VibrationEffect.createOneShot(if (capture) 40L else 20L, VibrationEffect.DEFAULT_AMPLITUDE))
        }
    }

    fun release() {
        tone?.release()
    }
}
