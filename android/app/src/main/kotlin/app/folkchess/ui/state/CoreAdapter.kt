package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.CancelHandle
import app.folkchess.core.ClockState
import app.folkchess.core.FolkChessException
import app.folkchess.core.GameInfo
import app.folkchess.core.GameKind
import app.folkchess.core.GameMode
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
import app.folkchess.core.SaveStore
import app.folkchess.core.SaveSummary
import app.folkchess.core.SettingsFile
import app.folkchess.core.Side
import app.folkchess.core.Snapshot
import app.folkchess.core.VerdictInfo
import app.folkchess.core.uniffiEnsureInitialized
import java.io.File
import java.util.concurrent.ConcurrentHashMap

/**
 * [FolkCore] over the UniFFI-generated bindings (package app.folkchess.core): the only file of
 * the app that calls the generated API. It hands the core's records on as they are; what it adds
 * is the lifetime of the native objects (each wrapper closes its own) and, for the computer's
 * move, hints and reviews, "null" where the core says the answer no longer applies.
 *
 * [seed] is every new game's computer seed; null (the app) lets the core pick a fresh random
 * one for each game, tests pass a fixed one so that the computer plays the same game every run.
 */
class UniffiCore(private val seed: Long? = null) : FolkCore {
    init {
        // checks the library's API checksums against the generated code
        uniffiEnsureInitialized()
    }

    private val catalogue: List<GameInfo> by lazy { app.folkchess.core.catalogue() }
    private val layouts = ConcurrentHashMap<GameKind, BoardLayout>()
    private val starts = ConcurrentHashMap<GameKind, List<PointState>>()

    override fun catalogue(): List<GameInfo> = catalogue
    override fun layout(game: GameKind): BoardLayout = layouts.getOrPut(game) { app.folkchess.core.boardLayout(game) }
    override fun nearestPoint(game: GameKind, x: Double, y: Double, radius: Double): Int? =
        app.folkchess.core.nearestPoint(game, x, y, radius)
    override fun rulesDoc(game: GameKind, language: Language): RulesDoc = app.folkchess.core.rulesDoc(game, language)
    override fun appRules(language: Language): RulesSection = app.folkchess.core.appRules(language)
    override fun levels(): List<LevelInfo> = app.folkchess.core.levels()
    override fun sideName(side: Side, language: Language): String = app.folkchess.core.sideName(side, language)
    override fun turnTimeChoices(): List<Int?> = app.folkchess.core.turnTimeChoices()

    override fun startPoints(game: GameKind): List<PointState> = starts.getOrPut(game) {
        GameSession(GameSetup(game, GameMode.PassAndPlay, null)).use { it.snapshot(0).points }
    }

    override fun newSession(setup: GameSetup): CoreSession =
        UniffiSession(seed?.let { GameSession.withSeed(setup, it) } ?: GameSession(setup))
    override fun defaultSettings(): AppSettings = app.folkchess.core.defaultSettings()

    override fun readSettings(dir: File): AppSettings? {
        val file = File(dir, SETTINGS_FILE)
        if (!file.exists()) return null
        return SettingsFile(file.absolutePath).use { it.load() }
    }

    override fun writeSettings(dir: File, settings: AppSettings) =
        SettingsFile(File(dir, SETTINGS_FILE).absolutePath).use { it.save(settings) }

    override fun openStore(dir: File): CoreStore = UniffiStore(SaveStore(dir.absolutePath))

    companion object {
        /** The settings file in the app's files directory, read and written by the core (SettingsFile). */
        const val SETTINGS_FILE = "settings.json"
    }
}

private class UniffiCancel(override val handle: CancelHandle) : CancelToken {
    override fun cancel() = handle.cancel()
    override fun close() = handle.close()
}

private class UniffiSession(override val native: GameSession) : CoreSession {
    override val game: GameKind = native.game()

    override fun setup(): GameSetup = native.setup()
    override fun snapshot(nowMs: Long): Snapshot = native.snapshot(nowMs)
    override fun clockState(nowMs: Long): ClockState = native.clockState(nowMs)
    override fun movablePoints(): Set<Int> = native.movablePoints().toSet()
    override fun legalTargets(point: Int): Set<Int> = native.legalTargets(point).toSet()
    override fun play(from: Int, to: Int, nowMs: Long): PlyInfo = native.play(from, to, nowMs).ply
    override fun undo(nowMs: Long) { native.undo(nowMs) }
    override fun redo(nowMs: Long) { native.redo(nowMs) }
    override fun passOnTimeout(nowMs: Long): PlyInfo = native.passOnTimeout(nowMs).ply
    override fun startClock(nowMs: Long) = native.startClock(nowMs)
    override fun pauseClock(nowMs: Long) = native.pauseClock(nowMs)
    override fun resumeClock(nowMs: Long) = native.resumeClock(nowMs)
    override fun newCancelToken(): CancelToken = UniffiCancel(CancelHandle())

    override fun computerMove(cancel: CancelToken, nowMs: Long): PlyInfo? = try {
        native.computerMove(cancel.handle, nowMs).ply
    } catch (e: FolkChessException.Cancelled) {
        null
    } catch (e: FolkChessException.Stale) {
        null
    } catch (e: FolkChessException.NotYourTurn) {
        null
    } catch (e: FolkChessException.GameOver) {
        null
    }

    override fun hint(cancel: CancelToken): MoveInfo? = try {
        native.hint(cancel.handle)
    } catch (e: FolkChessException.Cancelled) {
        null
    } catch (e: FolkChessException.GameOver) {
        null
    }

    override fun review(cancel: CancelToken): GameReview? = try {
        native.review(cancel.handle)
    } catch (e: FolkChessException.Cancelled) {
        null
    }

    override fun copy(): CoreSession = UniffiSession(GameSession.fromSaveJson(native.exportRecord()))

    override fun verdict(): VerdictInfo? = native.verdicts()?.position
    override fun setLevel(level: Level) = native.setLevel(level)
    override fun close() = native.close()
}

/** The id the autosave's summary carries (the store's list of saves never holds the autosave). */
private const val AUTOSAVE_ID = "autosave"

private class UniffiStore(private val store: SaveStore) : CoreStore {
    override fun list(): List<SaveListEntry> = store.list()
    override fun save(session: CoreSession, wallMs: Long): SaveSummary = store.save(session.native, null, wallMs)
    override fun load(id: String): CoreSession = UniffiSession(store.load(id))
    override fun delete(id: String) = store.delete(id)
    override fun writeAutosave(session: CoreSession, wallMs: Long) = store.writeAutosave(session.native, wallMs)
    override fun loadAutosave(): CoreSession? = store.loadAutosave()?.let { UniffiSession(it) }

    override fun autosaveSummary(): SaveSummary? = store.loadAutosave()?.use { s ->
        val snap = s.snapshot(0)
        SaveSummary(
            id = AUTOSAVE_ID,
            game = snap.game,
            savedAtMs = null,
            setup = s.setup(),
            status = snap.status,
            outcome = snap.outcome,
            plyCount = snap.plyNumber,
            points = snap.points,
            sideToMove = snap.sideToMove,
            positionText = snap.positionText,
        )
    }

    override fun clearAutosave() = store.clearAutosave()
    override fun close() = store.close()
}
