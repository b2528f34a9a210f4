package app.folkchess.ui.model

import java.time.Instant
import java.time.ZoneId
import java.time.format.DateTimeFormatter

/*
 * Mapping from the core's records (CoreRecords.kt) to what the screens draw. Pure functions:
 * no rules are decided here, only which of the core's words and points are shown.
 */

/** The controller's own, UI-only state of a game screen (selection, hint on screen, …). */
data class LocalGameUi(
    val selected: Int? = null,
    val targets: Set<Int> = emptySet(),
    val hint: UiMove? = null,
    val verdict: VerdictText? = null,
    val captured: List<FadingPiece> = emptyList(),
    val message: String? = null,
    val thinking: Boolean = false,
    val hintBusy: Boolean = false,
)

fun pick(lang: UiLang, zh: String, en: String): String = when (lang) {
    UiLang.Zh -> zh
    UiLang.En -> en
    UiLang.Both -> if (zh == en) zh else "$zh\n$en"
}

fun GameInfo.title(lang: UiLang): String = when (lang) {
    UiLang.Zh -> nameZh
    UiLang.En -> nameEn
    UiLang.Both -> "$nameZh\n$nameEn"
}

fun GameInfo.tagline(lang: UiLang): String = pick(lang, taglineZh, taglineEn)

/** The board as drawn for a snapshot. */
fun boardUi(
    geometry: BoardGeometry,
    snap: CoreSnapshot,
    movable: Set<Int>,
    local: LocalGameUi,
    settings: SettingsUi,
    perspective: UiSide?,
): BoardUiState {
    val last = snap.lastPly?.takeIf { !it.isPass && settings.showLastMove }
    return BoardUiState(
        geometry = geometry,
        pieces = snap.pieces,
        selected = local.selected,
        targets = local.targets,
        movable = movable,
        lastMove = last?.let { UiMove(it.from!!, it.to!!) },
        hint = local.hint,
        captured = local.captured,
        perspective = perspective,
    )
}

/** Whose turn, or why the game ended, in words (the core's words where it has them). */
fun bannerText(snap: CoreSnapshot, setup: GameSetupUi, lang: UiLang): String {
    val s = UiStrings.of(lang)
    return when {
        snap.isOver -> pick(lang, snap.outcomeZh.orEmpty(), snap.outcomeEn.orEmpty())
        setup.mode == UiMode.PassAndPlay -> pick(lang, snap.toMoveZh, snap.toMoveEn)
        snap.sideToMove == setup.humanSide -> "${s.yourTurn} · ${s.sideName(snap.sideToMove)}"
        else -> "${s.computerTurn} · ${s.sideName(snap.sideToMove)}"
    }
}

/** Pass-and-play: the far player (Second, at the top of the board) reads the banner upside down. */
fun bannerRotated(snap: CoreSnapshot, setup: GameSetupUi, settings: SettingsUi): Boolean =
    setup.mode == UiMode.PassAndPlay && settings.rotateForOpponent && !snap.isOver && snap.sideToMove == UiSide.Second

fun timerUi(snap: CoreSnapshot): TimerUi? {
    val limit = snap.limitMs ?: return null
    if (snap.isOver) return null
    return TimerUi(snap.remainingMs ?: limit, limit, snap.clockRunning)
}

fun gameUiState(
    info: GameInfo,
    geometry: BoardGeometry,
    setup: GameSetupUi,
    snap: CoreSnapshot,
    movable: Set<Int>,
    local: LocalGameUi,
    settings: SettingsUi,
    lang: UiLang,
): GameUiState {
    val s = UiStrings.of(lang)
    val perspective = if (setup.mode == UiMode.VsComputer) setup.humanSide else null
    val lastText = snap.lastPly?.let { if (it.isPass) s.passed else it.notation }
    return GameUiState(
        game = info.game,
        title = info.title(lang),
        board = boardUi(geometry, snap, movable, local, settings, perspective),
        mode = setup.mode,
        humanSide = if (setup.mode == UiMode.VsComputer) setup.humanSide else null,
        level = if (setup.mode == UiMode.VsComputer) setup.level else null,
        sideToMove = snap.sideToMove,
        isOver = snap.isOver,
        banner = bannerText(snap, setup, lang),
        bannerRotated = bannerRotated(snap, setup, settings),
        thinking = local.thinking,
        canUndo = snap.canUndo,
        canRedo = snap.canRedo,
        timer = timerUi(snap),
        plyNumber = snap.plyCount,
        lastMoveText = lastText,
        verdict = local.verdict?.takeIf { settings.showVerdicts }?.let { if (lang == UiLang.Both) "${it.zh} / ${it.en}" else pick(lang, it.zh, it.en) },
        message = local.message,
        hintBusy = local.hintBusy,
        isSmallGame = info.solved,
    )
}

/** A saved game's one-line description: mode · plies · state · date. */
fun saveDetail(summary: SaveSummaryUi, lang: UiLang, zone: ZoneId = ZoneId.systemDefault()): String {
    val s = UiStrings.of(lang)
    val mode = if (summary.setup.mode == UiMode.VsComputer) "${s.vsComputer} (${s.levelName(summary.setup.level)})" else s.passAndPlay
    val date = summary.savedAtMs?.let { DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(zone).format(Instant.ofEpochMilli(it)) }
    return listOfNotNull(mode, s.plies(summary.plyCount), if (summary.isOver) s.finished else s.ongoing, date).joinToString(" · ")
}

fun thumbnail(geometry: BoardGeometry, pieces: List<UiPiece?>): BoardUiState =
    BoardUiState(geometry, pieces, showNames = false)

fun savedEntryUi(
    entry: SaveListEntry,
    infos: Map<UiGame, GameInfo>,
    geometries: Map<UiGame, BoardGeometry>,
    lang: UiLang,
    zone: ZoneId = ZoneId.systemDefault(),
): SavedEntryUi = when (entry) {
    is SaveListEntry.Good -> {
        val sm = entry.summary
        val title = infos.getValue(sm.game).title(lang) + if (sm.id == AUTOSAVE_ID) " · ${UiStrings.of(lang).autosave}" else ""
        SavedEntryUi.Good(sm.id, sm.game, title, saveDetail(sm, lang, zone), thumbnail(geometries.getValue(sm.game), sm.pieces))
    }
    is SaveListEntry.Damaged -> SavedEntryUi.Damaged(entry.id, entry.reason)
}

/** The id of the core's autosave slot. */
const val AUTOSAVE_ID = "autosave"

fun homeUiState(
    infos: List<GameInfo>,
    geometries: Map<UiGame, BoardGeometry>,
    startPieces: Map<UiGame, List<UiPiece?>>,
    autosave: SaveSummaryUi?,
    lang: UiLang,
    zone: ZoneId = ZoneId.systemDefault(),
): HomeUiState = HomeUiState(
    cards = infos.map { GameCardUi(it.game, it.nameZh, it.nameEn, it.tagline(lang), thumbnail(geometries.getValue(it.game), startPieces.getValue(it.game))) },
    continueGame = autosave?.takeIf { !it.isOver }?.let { a ->
        val info = infos.first { it.game == a.game }
        ContinueUi(a.game, info.title(lang), saveDetail(a, lang, zone), thumbnail(geometries.getValue(a.game), a.pieces))
    },
)

/** The rules screen: one doc, or both side by side; [highlight] is a point name tapped in the text. */
fun rulesUiState(
    game: UiGame,
    lang: UiLang,
    docs: List<RulesDocUi>,
    geometry: BoardGeometry,
    startPieces: List<UiPiece?>,
    highlight: String?,
): RulesUiState = RulesUiState(
    game = game,
    lang = lang,
    docs = docs,
    board = BoardUiState(geometry, startPieces, highlighted = highlight?.let { geometry.indexOf(it) }),
)
