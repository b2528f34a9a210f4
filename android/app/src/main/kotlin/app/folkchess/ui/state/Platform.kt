package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FailureKind
import app.folkchess.core.FailureText
import app.folkchess.core.model.FeedbackKind
import app.folkchess.core.FolkChessException
import app.folkchess.core.GameSession
import app.folkchess.core.GameSetup
import app.folkchess.core.GameTable
import app.folkchess.core.GameTableInterface
import app.folkchess.core.ReviewScreen
import app.folkchess.core.ReviewScreenInterface
import app.folkchess.core.SaveStore
import app.folkchess.core.SaveStoreInterface
import app.folkchess.core.SettingsFile
import app.folkchess.core.SettingsFileInterface
import app.folkchess.core.TrainerTable
import app.folkchess.core.TrainerTableInterface
import app.folkchess.core.failureText
import java.io.File

/*
 * What the state holders need from the platform (a clock, a buzzer) and where the native
 * objects of the generated bindings (package app.folkchess.core) come from. Everything else
 * the app calls is the generated API itself: the game table, the review screen, the views of
 * the other screens, the board's geometry and every word.
 */

/** Monotonic milliseconds, the one time base of the game table (Android: SystemClock.elapsedRealtime). */
fun interface MonotonicClock {
    fun nowMs(): Long
}

/** Carries out the table's Feedback effect: vibrate and/or play a sound (the Android shell implements it). */
fun interface PlyFeedback {
    fun feedback(kind: FeedbackKind, haptic: Boolean, sound: Boolean)

    companion object {
        val None = PlyFeedback { _, _, _ -> }
    }
}

/**
 * Where the app's native objects come from: the generated constructors, by default. Each is
 * closed by whoever asked for it (see the state holders). Tests pass a [seed] so that the
 * computer plays the same game every run, or override a factory to count or slow down what the
 * app opens; fakes implement the interfaces UniFFI generates (GameTableInterface, …).
 */
open class NativeObjects(private val seed: Long? = null) {
    /** A new game's table (a fresh seed for the computer unless [seed] is set). */
    open fun newTable(setup: GameSetup, settings: AppSettings, language: DisplayLanguage): GameTableInterface =
        seed?.let { GameTable.withSeed(setup, it, settings, language) } ?: GameTable(setup, settings, language)

    /** The table of a loaded game (it copies [session]; the caller closes the session). */
    open fun openTable(session: GameSession, settings: AppSettings, language: DisplayLanguage): GameTableInterface =
        GameTable.open(session, settings, language)

    /** The review screen of a copy of [session] (the caller closes the session). */
    open fun reviewScreen(session: GameSession, language: DisplayLanguage): ReviewScreenInterface =
        ReviewScreen(session, language)

    /** A puzzle of the set on the trainer table. */
    open fun puzzleTable(puzzleId: String, settings: AppSettings, language: DisplayLanguage): TrainerTableInterface =
        TrainerTable.puzzle(puzzleId, settings, language)

    /** An exercise of [store]'s practice file on the trainer table (reads the file: call it on the disk queue). */
    open fun exerciseTable(exerciseId: String, store: SaveStoreInterface, settings: AppSettings, language: DisplayLanguage): TrainerTableInterface =
        TrainerTable.exercise(exerciseId, store as SaveStore, settings, language)

    /** A cancel handle for one search or review. */
    open fun cancelHandle(): CancelHandle = CancelHandle()

    /** The save store over [dir] (opening it does not touch the disk). */
    open fun store(dir: File): SaveStoreInterface = SaveStore(dir.absolutePath)

    /** The settings file (read and written by the core). */
    open fun settingsFile(file: File): SettingsFileInterface = SettingsFile(file.absolutePath)
}

/** Frees a native object (the generated classes are AutoCloseable; their interfaces are not). */
fun Any.closeNative() {
    (this as? AutoCloseable)?.close()
}

/**
 * What a screen shows for this failure: the core's sentence in [language] (never the exception's
 * own text: UniFFI makes the `message` of an error with fields `reason=…`), the reason as the
 * details on demand. [kind] says what the app was doing (a save, reading the statistics, …);
 * without it the error chooses. Something thrown that is not the core's is a bug, told as one.
 */
internal fun Throwable.failure(language: DisplayLanguage, kind: FailureKind? = null): FailureText =
    failureText(this as? FolkChessException ?: FolkChessException.Internal(toString()), language, kind)
