package app.folkchess.ui.state

import app.folkchess.ui.model.BoardGeometry
import app.folkchess.ui.model.CorePly
import app.folkchess.ui.model.CoreSnapshot
import app.folkchess.ui.model.GameInfo
import app.folkchess.ui.model.GameSetupUi
import app.folkchess.ui.model.RulesDocUi
import app.folkchess.ui.model.SaveListEntry
import app.folkchess.ui.model.SaveSummaryUi
import app.folkchess.ui.model.SettingsUi
import app.folkchess.ui.model.UiGame
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiLevel
import app.folkchess.ui.model.UiMove
import app.folkchess.ui.model.UiPiece
import app.folkchess.ui.model.VerdictText
import java.io.File

/*
 * The slice of the Rust core the app calls, in the app's own types. CoreAdapter.kt implements
 * it over the UniFFI-generated bindings (package app.folkchess.core); nothing else in the app
 * touches the generated API. Every rule, legal move, status, clock decision, settings check and
 * save lives behind these calls. Errors surface as CoreException with the core's message.
 */

interface FolkCore {
    fun catalogue(): List<GameInfo>
    fun geometry(game: UiGame): BoardGeometry
    /** The core's `nearest_point`: the point within [radius] layout units of (x, y), if any. */
    fun nearestPoint(game: UiGame, x: Double, y: Double, radius: Double): Int?
    /** The rules of [game] in [lang] (Zh or En), with the app-rules section last. */
    fun rules(game: UiGame, lang: UiLang): RulesDocUi
    /** The pieces of the start position (for miniatures). */
    fun startPieces(game: UiGame): List<UiPiece?>
    fun newSession(game: UiGame, setup: GameSetupUi): CoreSession
    fun defaultSettings(): SettingsUi
    /** Reads settings JSON (forgiving about versions, strict about values); throws CoreException. */
    fun settingsFromJson(json: String): SettingsUi
    fun settingsToJson(settings: SettingsUi): String
    fun openStore(dir: File): CoreStore
}

/** Cancels a computer move or a hint from another thread. */
interface CancelToken {
    fun cancel()
}

/** A game in progress: safe to call from any thread. */
interface CoreSession {
    val game: UiGame
    fun setup(): GameSetupUi
    fun snapshot(nowMs: Long): CoreSnapshot
    fun movablePoints(): Set<Int>
    fun legalTargets(point: Int): Set<Int>
    fun play(from: Int, to: Int, nowMs: Long): CorePly
    fun undo(nowMs: Long)
    fun redo(nowMs: Long)
    /** Passes the turn; the core refuses unless the turn's time has run out. */
    fun passOnTimeout(nowMs: Long): CorePly
    fun clockExpired(nowMs: Long): Boolean
    fun startClock(nowMs: Long)
    fun pauseClock(nowMs: Long)
    fun resumeClock(nowMs: Long)
    fun newCancelToken(): CancelToken
    /** Blocking: thinks and plays the computer's move; null when cancelled or no longer the computer's turn. */
    fun computerMove(cancel: CancelToken, nowMs: Long): CorePly?
    /** Blocking: the suggested move for the side to move; null when cancelled or over. */
    fun hint(cancel: CancelToken): UiMove?
    /** The exact verdict of the position in the solved games, else null. */
    fun verdict(): VerdictText?
    fun setLevel(level: UiLevel)
    fun close()
}

/** The core's save store over a directory. */
interface CoreStore {
    /** Every file: good saves and damaged ones with the reason. */
    fun list(): List<SaveListEntry>
    /** Saves under a new id and returns it. */
    fun save(session: CoreSession, wallMs: Long): String
    fun load(id: String): CoreSession
    fun delete(id: String)
    fun writeAutosave(session: CoreSession, wallMs: Long)
    fun loadAutosave(): CoreSession?
    fun autosaveSummary(): SaveSummaryUi?
    fun clearAutosave()
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
