package app.folkchess.android

import android.annotation.SuppressLint
import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import app.folkchess.core.feedbackSound
import app.folkchess.core.feedbackVibrationMs
import app.folkchess.core.model.FeedbackKind
import app.folkchess.ui.state.PlyFeedback

/**
 * The table's Feedback effect, as the effect asks (the core reads the settings): the kind's own
 * sound — `res/raw/<name>.wav`, the core's name for it, synthesised by scripts/make-sounds — and
 * the core's vibration pattern for it.
 */
class AndroidPlyFeedback(private val context: Context) : PlyFeedback {
    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            context.getSystemService(VibratorManager::class.java)?.defaultVibrator
        } else {
            @Suppress("DEPRECATION")
            context.getSystemService(Vibrator::class.java)
        }
    private val pool: SoundPool =
        SoundPool.Builder()
            .setMaxStreams(2)
            .setAudioAttributes(
                AudioAttributes.Builder()
                    .setUsage(AudioAttributes.USAGE_GAME)
                    .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                    .build(),
            ).build()

    /**
     * Each kind's sound, loaded once at start (SoundPool decodes them off the main thread). Found
     * by the core's names, so no list of them is written here (res/raw/keep.xml keeps them in a
     * shrunk release build).
     */
    @SuppressLint("DiscouragedApi")
    private val sounds: Map<FeedbackKind, Int> =
        FeedbackKind.entries.mapNotNull { kind ->
            val res = context.resources.getIdentifier(feedbackSound(kind), "raw", context.packageName)
            if (res == 0) null else kind to pool.load(context, res, 1)
        }.toMap()

    override fun feedback(kind: FeedbackKind, haptic: Boolean, sound: Boolean) {
        if (sound) sounds[kind]?.let { pool.play(it, 0.8f, 0.8f, 1, 0, 1f) }
        if (haptic && vibrator?.hasVibrator() == true) {
            // The core's pulses (on, off, on, …); a waveform starts with a pause.
            val timings = longArrayOf(0L) + feedbackVibrationMs(kind).map { it.toLong() }.toLongArray()
            vibrator.vibrate(VibrationEffect.createWaveform(timings, -1))
        }
    }

    /** Frees the sounds (the view model's end). */
    fun release() {
        pool.release()
    }
}
