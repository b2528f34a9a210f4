package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.CancelHandle
import app.folkchess.core.ClockState
import app.folkchess.core.FolkChessException
import app.folkchess.core.GameInfo
import app.folkchess.core.GameKind
import app.folkchess.core.GameReview
import app.folkchess.core.GameSession
import app.folkchess.core.GameSetup
import app.folkchess.core.Language
import app.folkchess.core.Level
import app.folkchess.core.LevelInfo
import app.folkchess.core.MoveInfo
import app.folkchess.core.PlyInfo
import app.folkchess.core.PointState
import app.folkchess.core.RulesDoc
import app.folkchess.core.RulesSection
import app.folkchess.core.SaveListEntry
import app.folkchess.core.SaveSummary
import app.folkchess.core.Side
import app.folkchess.core.Snapshot
import app.folkchess.core.VerdictInfo
import java.io.File
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.withContext

/*
 * The slice of the Rust core the app calls. Its answers are the generated records of the
 * bindings (package app.folkchess.core), used as they are; CoreAdapter.kt implements the port
 * over the generated functions and objects, and nothing else in the app calls them. Every rule,
 * legal move, status, clock decision, name, settings check and save lives behind these calls;
 * errors are the bindings' FolkChessException, whose reason names the problem (userMessage).
 *
 * The port is also the app's seam for tests: each native object — a game session, a cancel
 * handle, the save store — is created through it and closed through it (they are AutoCloseable),
 * so a test can wrap the port and count what is still open.
 *
 * Threads: the calls marked "Disk" read or write files and are made only on the app's disk queue
 * (DiskQueue); computerMove, hint and review block and run on a compute dispatcher; the rest are
 * quick computations made on the main thread.
 */

interface FolkCore {
    /** The four games, in catalogue order. */
    fun catalogue(): List<GameInfo>
    /** A board's points (in index order), lines and bounds, in layout units. */
    fun layout(game: GameKind): BoardLayout
    /** The core's `nearest_point`: the point within [radius] layout units of (x, y), if any. */
    fun nearestPoint(game: GameKind, x: Double, y: Double, radius: Double): Int?
    /** The rules of [game] in [language]. */
    fun rulesDoc(game: GameKind, language: Language): RulesDoc
    /** The app's own rules ("App rules / 应用规则") in [language]. */
    fun appRules(language: Language): RulesSection
    /** The five levels with their names, weakest first. */
    fun levels(): List<LevelInfo>
    /** A side's name with its colour: "First (red)" / "先手（红）". */
    fun sideName(side: Side, language: Language): String
    /** The turn times offered, in seconds; null is "off". */
    fun turnTimeChoices(): List<Int?>
    /** The points of [game]'s start position with their pieces (for miniatures). */
    fun startPoints(game: GameKind): List<PointState>
    /** A new game. */
    fun newSession(setup: GameSetup): CoreSession
    /** The settings of a fresh install. */
    fun defaultSettings(): AppSettings
    /** Disk: the settings saved in [dir], or null when none were saved yet; throws, saying why, when they are damaged. */
    fun readSettings(dir: File): AppSettings?
    /** Disk: saves [settings] in [dir] (the core writes the file atomically, one writer at a time); throws when they are invalid or cannot be written. */
    fun writeSettings(dir: File, settings: AppSettings)
    /** The save store over [dir] (a native object; opening it does not touch the disk). */
    fun openStore(dir: File): CoreStore
}

/** Stops a computer move, a hint or a review from another thread. A native object: whoever asked for it closes it. */
interface CancelToken : AutoCloseable {
    /** The generated handle, handed to the core's blocking calls. */
    val handle: CancelHandle
    fun cancel()
}

/** A game in progress: a native object, safe to call from any thread; [close] it when the game is left or replaced. */
interface CoreSession : AutoCloseable {
    val game: GameKind
    /** The generated session, handed to the save store. */
    val native: GameSession
    fun setup(): GameSetup
    /** Everything the game screen draws; ask for it when the position changed. */
    fun snapshot(nowMs: Long): Snapshot
    /** The turn clock alone (time left, expired, running): one light call for the ticker. */
    fun clockState(nowMs: Long): ClockState
    fun movablePoints(): Set<Int>
    fun legalTargets(point: Int): Set<Int>
    fun play(from: Int, to: Int, nowMs: Long): PlyInfo
    fun undo(nowMs: Long)
    fun redo(nowMs: Long)
    /** Passes the turn; the core refuses unless the turn's time has run out. */
    fun passOnTimeout(nowMs: Long): PlyInfo
    fun startClock(nowMs: Long)
    fun pauseClock(nowMs: Long)
    fun resumeClock(nowMs: Long)
    /** A fresh cancel token for one computer move, hint or review (close it when that is over). */
    fun newCancelToken(): CancelToken
    /** Blocking: thinks and plays the computer's move; null when cancelled or no longer the computer's turn. */
    fun computerMove(cancel: CancelToken, nowMs: Long): PlyInfo?
    /** Blocking: the suggested move for the side to move; null when cancelled or over. */
    fun hint(cancel: CancelToken): MoveInfo?
    /**
     * Blocking: the core's review of the plies played so far (values, labels, best moves, the
     * summary per side and the deciding ply); null when cancelled.
     */
    fun review(cancel: CancelToken): GameReview?
    /**
     * A new session of the same game (setup and plies, replayed from its record): a native object
     * of its own, for work that must not share this session's lifetime (a review of a game that
     * is still on screen). Quick: no disk.
     */
    fun copy(): CoreSession
    /** The exact verdict of the position in the solved games, else null. */
    fun verdict(): VerdictInfo?
    fun setLevel(level: Level)
}

/** The core's save store over a directory: a native object, closed when the app's state is. Every call but [close] is Disk. */
interface CoreStore : AutoCloseable {
    /** Every save but the autosave: good ones and damaged ones with the reason. */
    fun list(): List<SaveListEntry>
    /** Saves [session] under a new id. */
    fun save(session: CoreSession, wallMs: Long): SaveSummary
    /** A save as a new session (its clock stopped). */
    fun load(id: String): CoreSession
    fun delete(id: String)
    fun writeAutosave(session: CoreSession, wallMs: Long)
    /** The autosaved game as a new session, or null when the slot is empty. */
    fun loadAutosave(): CoreSession?
    /** The autosaved game as the list of saves would show it (id "autosave", no time), or null. */
    fun autosaveSummary(): SaveSummary?
    fun clearAutosave()
}

/**
 * One blocking call of the core ([work]: the computer's move, a hint, a review) on [dispatcher],
 * with a cancel token of this session's own: handed to [onToken] while the call runs (so that a
 * cancel reaches the core), taken back (null) and closed when the call has returned.
 */
suspend fun <T> CoreSession.cancellableCall(
    dispatcher: CoroutineDispatcher,
    onToken: (CancelToken?) -> Unit,
    work: (CancelToken) -> T,
): T = newCancelToken().use { token ->
    onToken(token)
    try {
        withContext(dispatcher) { work(token) }
    } finally {
        onToken(null)
    }
}

/** Monotonic milliseconds for the turn clock (Android: SystemClock.elapsedRealtime). */
fun interface MonotonicClock {
    fun nowMs(): Long
}

/** Sound / vibration after a ply; the Android shell implements it, honouring the settings. */
fun interface PlyFeedback {
    fun played(capture: Boolean)

    companion object {
        val None = PlyFeedback { }
    }
}

/**
 * The sentence to show for a failed call: a FolkChessException's reason (its toString(), the
 * core's sentence; the generated `message` lists the fields as `name=value`), or any other
 * error's message.
 */
fun Throwable.userMessage(): String = if (this is FolkChessException) toString() else message ?: toString()
