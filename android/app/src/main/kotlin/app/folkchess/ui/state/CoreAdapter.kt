package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.CancelHandle
import app.folkchess.core.FolkChessException
import app.folkchess.core.GameKind
import app.folkchess.core.GameMode
import app.folkchess.core.GameSession
import app.folkchess.core.GameSetup
import app.folkchess.core.GameStatus
import app.folkchess.core.Language
import app.folkchess.core.LanguageSetting
import app.folkchess.core.Level
import app.folkchess.core.PieceInfo
import app.folkchess.core.PieceKind
import app.folkchess.core.PlyInfo
import app.folkchess.core.PointRole
import app.folkchess.core.PointState
import app.folkchess.core.RichText
import app.folkchess.core.RulesBlock
import app.folkchess.core.RulesSection
import app.folkchess.core.SaveStore
import app.folkchess.core.Side
import app.folkchess.core.Snapshot
import app.folkchess.core.TextSpan
import app.folkchess.core.ThemeSetting
import app.folkchess.core.uniffiEnsureInitialized
import app.folkchess.ui.model.BoardGeometry
import app.folkchess.ui.model.CoreException
import app.folkchess.ui.model.CorePly
import app.folkchess.ui.model.CoreSnapshot
import app.folkchess.ui.model.GameInfo
import app.folkchess.ui.model.GameSetupUi
import app.folkchess.ui.model.RichLine
import app.folkchess.ui.model.RulesDocUi
import app.folkchess.ui.model.RulesSectionUi
import app.folkchess.ui.model.RulesSpan
import app.folkchess.ui.model.SaveListEntry
import app.folkchess.ui.model.SaveSummaryUi
import app.folkchess.ui.model.SettingsUi
import app.folkchess.ui.model.UiBounds
import app.folkchess.ui.model.UiGame
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiLanguagePref
import app.folkchess.ui.model.UiLevel
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiMove
import app.folkchess.ui.model.UiPiece
import app.folkchess.ui.model.UiPieceKind
import app.folkchess.ui.model.UiPoint
import app.folkchess.ui.model.UiPointRole
import app.folkchess.ui.model.UiSide
import app.folkchess.ui.model.UiThemePref
import app.folkchess.ui.model.VerdictText
import app.folkchess.ui.model.RulesBlock as UiRulesBlock
import app.folkchess.ui.model.SaveListEntry as UiSaveListEntry
import app.folkchess.core.SaveListEntry as CoreSaveListEntry
import app.folkchess.core.GameInfo as CoreGameInfo
import java.io.File
import java.util.concurrent.ConcurrentHashMap

/**
 * [FolkCore] over the UniFFI-generated bindings (package app.folkchess.core): the only file of
 * the app that calls the generated API. It converts types and nothing else — every answer is the
 * core's. The bindings' typed errors become [CoreException] with the core's message.
 */
class UniffiCore : FolkCore {
    init {
        // checks the library's API checksums against the generated code
        uniffiEnsureInitialized()
    }

    private val catalogue: List<GameInfo> by lazy { call { app.folkchess.core.catalogue() }.map { it.toUi() } }
    private val geometries = ConcurrentHashMap<UiGame, BoardGeometry>()
    private val starts = ConcurrentHashMap<UiGame, List<UiPiece?>>()

    override fun catalogue(): List<GameInfo> = catalogue

    override fun geometry(game: UiGame): BoardGeometry = geometries.getOrPut(game) {
        val l = call { app.folkchess.core.boardLayout(game.kind) }
        BoardGeometry(
            game = game,
            points = l.points.sortedBy { it.index }.map { UiPoint(it.index, it.name, it.x, it.y, it.role.toUi()) },
            lines = l.lines,
            bounds = UiBounds(l.bounds.minX, l.bounds.minY, l.bounds.maxX, l.bounds.maxY),
        )
    }

    override fun nearestPoint(game: UiGame, x: Double, y: Double, radius: Double): Int? =
        call { app.folkchess.core.nearestPoint(game.kind, x, y, radius) }

    override fun rules(game: UiGame, lang: UiLang): RulesDocUi {
        val language = if (lang == UiLang.En) Language.EN else Language.ZH
        val doc = call { app.folkchess.core.rulesDoc(game.kind, language) }
        val app = call { app.folkchess.core.appRules(language) }
        val facts = RulesSectionUi(
            "key_facts", doc.keyFactsHeading,
            listOf(UiRulesBlock.Bullets(doc.keyFacts.map { f -> listOf<RulesSpan>(RulesSpan.Text("${f.label}${if (language == Language.ZH) "：" else ": "}")) + f.value.toUi() })),
        )
        val quick = RulesSectionUi("quick_start", doc.quickStartHeading, listOf(UiRulesBlock.Bullets(doc.quickStart.map { it.toUi() })))
        return RulesDocUi(doc.name, doc.tagline, listOf(facts, quick) + doc.sections.map { it.toUi() } + app.toUi())
    }

    override fun startPieces(game: UiGame): List<UiPiece?> = starts.getOrPut(game) {
        val s = call { GameSession(GameSetup(game.kind, GameMode.PassAndPlay, null)) }
        try {
            s.snapshot(0).points.toPieces()
        } finally {
            s.close()
        }
    }

    override fun newSession(game: UiGame, setup: GameSetupUi): CoreSession =
        UniffiSession(call { GameSession(setup.toCore(game)) })

    override fun defaultSettings(): SettingsUi = call { app.folkchess.core.defaultSettings() }.toUi()

    override fun settingsFromJson(json: String): SettingsUi = call { app.folkchess.core.settingsFromJson(json) }.toUi()

    override fun settingsToJson(settings: SettingsUi): String = call { app.folkchess.core.settingsToJson(settings.toCore()) }

    override fun openStore(dir: File): CoreStore = UniffiStore(call { SaveStore(dir.absolutePath) })
}

private class UniffiCancel(val handle: CancelHandle) : CancelToken {
    override fun cancel() = handle.cancel()
}

private class UniffiSession(val s: GameSession) : CoreSession {
    override val game: UiGame = s.game().toUi()

    override fun setup(): GameSetupUi = call { s.setup() }.toUi()
    override fun snapshot(nowMs: Long): CoreSnapshot = call { s.snapshot(nowMs) }.toUi()
    override fun movablePoints(): Set<Int> = call { s.movablePoints() }.toSet()
    override fun legalTargets(point: Int): Set<Int> = call { s.legalTargets(point) }.toSet()
    override fun play(from: Int, to: Int, nowMs: Long): CorePly = call { s.play(from, to, nowMs) }.ply.toUi()
    override fun undo(nowMs: Long) { call { s.undo(nowMs) } }
    override fun redo(nowMs: Long) { call { s.redo(nowMs) } }
    override fun passOnTimeout(nowMs: Long): CorePly = call { s.passOnTimeout(nowMs) }.ply.toUi()
    override fun clockExpired(nowMs: Long): Boolean = call { s.timeExpired(nowMs) }
    override fun startClock(nowMs: Long) = call { s.startClock(nowMs) }
    override fun pauseClock(nowMs: Long) = call { s.pauseClock(nowMs) }
    override fun resumeClock(nowMs: Long) = call { s.resumeClock(nowMs) }
    override fun newCancelToken(): CancelToken = UniffiCancel(CancelHandle())

    override fun computerMove(cancel: CancelToken, nowMs: Long): CorePly? = try {
        s.computerMove((cancel as UniffiCancel).handle, nowMs).ply.toUi()
    } catch (e: FolkChessException.Cancelled) {
        null
    } catch (e: FolkChessException.Stale) {
        null
    } catch (e: FolkChessException.NotYourTurn) {
        null
    } catch (e: FolkChessException.GameOver) {
        null
    } catch (e: FolkChessException) {
        throw CoreException(e.message ?: e.toString(), e)
    }

    override fun hint(cancel: CancelToken): UiMove? = try {
        s.hint((cancel as UniffiCancel).handle).let { UiMove(it.from, it.to) }
    } catch (e: FolkChessException.Cancelled) {
        null
    } catch (e: FolkChessException.GameOver) {
        null
    } catch (e: FolkChessException) {
        throw CoreException(e.message ?: e.toString(), e)
    }

    override fun verdict(): VerdictText? = call { s.verdicts() }?.position?.let { VerdictText(it.textZh, it.textEn) }
    override fun setLevel(level: UiLevel) = call { s.setLevel(level.toCore()) }
    override fun close() = s.close()
}

private class UniffiStore(val store: SaveStore) : CoreStore {
    override fun list(): List<UiSaveListEntry> = call { store.list() }.map {
        when (it) {
            is CoreSaveListEntry.Good -> UiSaveListEntry.Good(it.summary.toUi())
            is CoreSaveListEntry.Damaged -> UiSaveListEntry.Damaged(it.id, it.reason)
        }
    }

    override fun save(session: CoreSession, wallMs: Long): String = call { store.save((session as UniffiSession).s, null, wallMs) }.id
    override fun load(id: String): CoreSession = UniffiSession(call { store.load(id) })
    override fun delete(id: String) = call { store.delete(id) }
    override fun writeAutosave(session: CoreSession, wallMs: Long) = call { store.writeAutosave((session as UniffiSession).s, wallMs) }
    override fun loadAutosave(): CoreSession? = call { store.loadAutosave() }?.let { UniffiSession(it) }

    override fun autosaveSummary(): SaveSummaryUi? {
        val s = call { store.loadAutosave() } ?: return null
        return try {
            val snap = s.snapshot(0)
            SaveSummaryUi(
                id = app.folkchess.ui.model.AUTOSAVE_ID,
                game = snap.game.toUi(),
                savedAtMs = null,
                isOver = snap.status == GameStatus.ENDED,
                plyCount = snap.plyNumber,
                pieces = snap.points.toPieces(),
                setup = s.setup().toUi(),
            )
        } finally {
            s.close()
        }
    }

    override fun clearAutosave() = call { store.clearAutosave() }
}

// --- conversions ------------------------------------------------------------------------------

private inline fun <T> call(block: () -> T): T = try {
    block()
} catch (e: FolkChessException) {
    throw CoreException(e.message ?: e.toString(), e)
}

private val UiGame.kind: GameKind
    get() = when (this) {
        UiGame.Weiming -> GameKind.WEIMING
        UiGame.Zhongkui -> GameKind.ZHONGKUI
        UiGame.Jinmen -> GameKind.JINMEN
        UiGame.Huishi -> GameKind.HUISHI
    }

private fun GameKind.toUi(): UiGame = when (this) {
    GameKind.WEIMING -> UiGame.Weiming
    GameKind.ZHONGKUI -> UiGame.Zhongkui
    GameKind.JINMEN -> UiGame.Jinmen
    GameKind.HUISHI -> UiGame.Huishi
}

private fun Side.toUi(): UiSide = if (this == Side.FIRST) UiSide.First else UiSide.Second
private fun UiSide.toCore(): Side = if (this == UiSide.First) Side.FIRST else Side.SECOND

private fun Level.toUi(): UiLevel = when (this) {
    Level.BEGINNER -> UiLevel.Beginner
    Level.EASY -> UiLevel.Easy
    Level.MEDIUM -> UiLevel.Medium
    Level.HARD -> UiLevel.Hard
    Level.MASTER -> UiLevel.Master
}

private fun UiLevel.toCore(): Level = when (this) {
    UiLevel.Beginner -> Level.BEGINNER
    UiLevel.Easy -> Level.EASY
    UiLevel.Medium -> Level.MEDIUM
    UiLevel.Hard -> Level.HARD
    UiLevel.Master -> Level.MASTER
}

private fun PointRole.toUi(): UiPointRole = when (this) {
    PointRole.NORMAL -> UiPointRole.Normal
    PointRole.SHARED_HOME -> UiPointRole.SharedHome
    PointRole.WELL -> UiPointRole.Well
}

private fun PieceInfo.toUi(): UiPiece = UiPiece(
    side?.toUi(),
    when (kind) {
        PieceKind.MAN -> UiPieceKind.Soldier
        PieceKind.GENERAL -> UiPieceKind.General
        PieceKind.SHARED -> UiPieceKind.Shared
    },
)

private fun List<PointState>.toPieces(): List<UiPiece?> = sortedBy { it.index }.map { it.piece?.toUi() }

private fun CoreGameInfo.toUi() = GameInfo(game.toUi(), nameZh, nameEn, taglineZh, taglineEn, exactlySolved)

private fun PlyInfo.toUi() = CorePly(from, to, captured, notation)

private fun Snapshot.toUi(): CoreSnapshot {
    val over = status == GameStatus.ENDED
    return CoreSnapshot(
        pieces = points.toPieces(),
        sideToMove = sideToMove.toUi(),
        isOver = over,
        toMoveZh = headlineZh,
        toMoveEn = headlineEn,
        outcomeZh = outcome?.textZh,
        outcomeEn = outcome?.textEn,
        lastPly = lastPly?.toUi(),
        plyCount = plyNumber,
        sharedLocked = sharedLocked,
        canUndo = canUndo,
        canRedo = canRedo,
        isComputerTurn = isComputerTurn,
        remainingMs = remainingMs,
        limitMs = turnSeconds?.let { it * 1000L },
        clockRunning = clockRunning,
    )
}

private fun GameSetup.toUi(): GameSetupUi = when (val m = mode) {
    is GameMode.VsComputer -> GameSetupUi(UiMode.VsComputer, m.level.toUi(), m.human.toUi(), turnSeconds)
    GameMode.PassAndPlay -> GameSetupUi(UiMode.PassAndPlay, UiLevel.Medium, UiSide.First, turnSeconds)
}

private fun GameSetupUi.toCore(game: UiGame): GameSetup = GameSetup(
    game.kind,
    if (mode == UiMode.VsComputer) GameMode.VsComputer(level.toCore(), humanSide.toCore()) else GameMode.PassAndPlay,
    turnSeconds,
)

private fun app.folkchess.core.SaveSummary.toUi() = SaveSummaryUi(
    id = id,
    game = game.toUi(),
    savedAtMs = savedAtMs,
    isOver = status == GameStatus.ENDED,
    plyCount = plyCount,
    pieces = points.toPieces(),
    setup = setup.toUi(),
)

private fun RichText.toUi(): RichLine = spans.map {
    when (it) {
        is TextSpan.Text -> RulesSpan.Text(it.text)
        is TextSpan.Point -> RulesSpan.Point(it.name)
        is TextSpan.Term -> RulesSpan.Term(it.term, it.text)
    }
}

private fun RulesSection.toUi() = RulesSectionUi(
    id, heading,
    blocks.map {
        when (it) {
            is RulesBlock.Paragraph -> UiRulesBlock.Paragraph(it.text.toUi())
            is RulesBlock.Bullets -> UiRulesBlock.Bullets(it.items.map { i -> i.toUi() })
        }
    },
)

private fun AppSettings.toUi() = SettingsUi(
    language = when (language) {
        LanguageSetting.SYSTEM -> UiLanguagePref.System
        LanguageSetting.ZH -> UiLanguagePref.Zh
        LanguageSetting.EN -> UiLanguagePref.En
        LanguageSetting.BOTH -> UiLanguagePref.Both
    },
    theme = when (theme) {
        ThemeSetting.SYSTEM -> UiThemePref.System
        ThemeSetting.LIGHT -> UiThemePref.Light
        ThemeSetting.DARK -> UiThemePref.Dark
    },
    defaultLevel = defaultLevel.toUi(),
    defaultHumanSide = defaultHumanSide.toUi(),
    turnSeconds = turnSeconds,
    sound = sound,
    haptics = haptics,
    showLegalMoves = showLegalMoves,
    showLastMove = showLastMove,
    showVerdicts = showVerdicts,
    rotateForOpponent = rotateForOpponent,
)

private fun SettingsUi.toCore() = AppSettings(
    language = when (language) {
        UiLanguagePref.System -> LanguageSetting.SYSTEM
        UiLanguagePref.Zh -> LanguageSetting.ZH
        UiLanguagePref.En -> LanguageSetting.EN
        UiLanguagePref.Both -> LanguageSetting.BOTH
    },
    theme = when (theme) {
        UiThemePref.System -> ThemeSetting.SYSTEM
        UiThemePref.Light -> ThemeSetting.LIGHT
        UiThemePref.Dark -> ThemeSetting.DARK
    },
    defaultLevel = defaultLevel.toCore(),
    defaultHumanSide = defaultHumanSide.toCore(),
    turnSeconds = turnSeconds,
    sound = sound,
    haptics = haptics,
    showLegalMoves = showLegalMoves,
    showLastMove = showLastMove,
    showVerdicts = showVerdicts,
    rotateForOpponent = rotateForOpponent,
)
