package app.folkchess.ui.model

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.ClockState
import app.folkchess.core.GameInfo
import app.folkchess.core.GameKind
import app.folkchess.core.GameMode
import app.folkchess.core.GameReview
import app.folkchess.core.GameSetup
import app.folkchess.core.GameStatus
import app.folkchess.core.Language
import app.folkchess.core.Level
import app.folkchess.core.PieceInfo
import app.folkchess.core.PlyInfo
import app.folkchess.core.PlyKind
import app.folkchess.core.PointState
import app.folkchess.core.RichText
import app.folkchess.core.RulesBlock
import app.folkchess.core.RulesDoc
import app.folkchess.core.RulesSection
import app.folkchess.core.SaveListEntry
import app.folkchess.core.SaveSummary
import app.folkchess.core.Side
import app.folkchess.core.Snapshot
import app.folkchess.core.TextSpan
import app.folkchess.core.VerdictInfo
import java.time.Instant
import java.time.ZoneId
import java.time.format.DateTimeFormatter

/*
 * From the core's records to what the screens draw. Pure functions: no rules are decided here,
 * only which of the core's words and points are shown, in which language.
 */

/** The controller's own, UI-only state of a game screen (selection, hint on screen, …). */
data class LocalGameUi(
    val selected: Int? = null,
    val targets: Set<Int> = emptySet(),
    val hint: UiMove? = null,
    val verdict: VerdictInfo? = null,
    val captured: List<FadingPiece> = emptyList(),
    val message: String? = null,
    val thinking: Boolean = false,
    val hintBusy: Boolean = false,
)

/** A sentence in [lang]; "Both" puts the English under the Chinese. */
fun pick(lang: UiLang, zh: String, en: String): String = when (lang) {
    UiLang.Zh -> zh
    UiLang.En -> en
    UiLang.Both -> if (zh == en) zh else "$zh\n$en"
}

/** The game's name in [lang]; "Both" puts the English name under the Chinese one. */
fun GameInfo.title(lang: UiLang): String = pick(lang, nameZh, nameEn)

fun GameInfo.tagline(lang: UiLang): String = pick(lang, taglineZh, taglineEn)

/** The language of the core's texts for [lang] (for "Both", each text is asked in both). */
val UiLang.languages: List<Language>
    get() = when (this) {
        UiLang.Zh -> listOf(Language.ZH)
        UiLang.En -> listOf(Language.EN)
        UiLang.Both -> listOf(Language.ZH, Language.EN)
    }

/** The pieces of a list of points, by point index. */
fun List<PointState>.pieces(): List<PieceInfo?> = map { it.piece }

val Snapshot.isOver: Boolean get() = status == GameStatus.ENDED

val GameSetup.uiMode: UiMode get() = if (mode is GameMode.VsComputer) UiMode.VsComputer else UiMode.PassAndPlay

/** The human's side against the computer; null in pass-and-play. */
val GameSetup.humanSide: Side?
    get() = when (val m = mode) {
        is GameMode.VsComputer -> m.human
        GameMode.PassAndPlay -> null
    }

/** The computer's level; null in pass-and-play. */
val GameSetup.level: Level?
    get() = when (val m = mode) {
        is GameMode.VsComputer -> m.level
        GameMode.PassAndPlay -> null
    }

/** The ply's move as an arrow (none for a pass). */
val PlyInfo.arrow: UiMove?
    get() {
        val f = from
        val t = to
        return if (f != null && t != null) UiMove(f, t) else null
    }

/** The pieces [ply] captured, as they stood [before] it, fading out; [key] numbers each one. */
fun fadingCaptures(ply: PlyInfo, before: List<PointState>, key: (Int) -> Long): List<FadingPiece> =
    ply.captured.mapIndexedNotNull { j, point -> before.getOrNull(point)?.piece?.let { FadingPiece(point, it, key(j)) } }

/** The board as drawn for a snapshot. */
fun boardUi(
    layout: BoardLayout,
    snap: Snapshot,
    movable: Set<Int>,
    local: LocalGameUi,
    settings: AppSettings,
    perspective: Side?,
): BoardUiState {
    return BoardUiState(
        layout = layout,
        pieces = snap.points.pieces(),
        selected = local.selected,
        targets = local.targets,
        movable = movable,
        lastMove = snap.lastPly?.takeIf { settings.showLastMove }?.arrow,
        hint = local.hint,
        captured = local.captured,
        perspective = perspective,
    )
}

/** Whose turn, or why the game ended, in words (the core's words where it has them). */
fun bannerText(snap: Snapshot, setup: GameSetup, lang: UiLang, names: CoreNames): String {
    val s = UiStrings.of(lang)
    val human = setup.humanSide
    return when {
        snap.isOver || human == null -> pick(lang, snap.headlineZh, snap.headlineEn)
        snap.sideToMove == human -> "${s.yourTurn} · ${names.side(snap.sideToMove, lang)}"
        else -> "${s.computerTurn} · ${names.side(snap.sideToMove, lang)}"
    }
}

/** Pass-and-play: the far player (Second, at the top of the board) reads the banner upside down. */
fun bannerRotated(snap: Snapshot, setup: GameSetup, settings: AppSettings): Boolean =
    setup.mode == GameMode.PassAndPlay && settings.rotateForOpponent && !snap.isOver &&
        snap.sideToMove == Side.SECOND

/** The countdown ring: from the snapshot, or from the ticker's lighter [clock] when it is newer. */
fun timerUi(snap: Snapshot, clock: ClockState? = null): TimerUi? {
    val limit = snap.turnSeconds?.let { it * 1000L } ?: return null
    if (snap.isOver) return null
    val remaining = clock?.remainingMs ?: snap.remainingMs ?: limit
    return TimerUi(remaining, limit, clock?.running ?: snap.clockRunning)
}

/** Everything the game screen shows of one moment of a game. */
fun gameUiState(
    info: GameInfo,
    layout: BoardLayout,
    setup: GameSetup,
    snap: Snapshot,
    movable: Set<Int>,
    local: LocalGameUi,
    settings: AppSettings,
    lang: UiLang,
    names: CoreNames,
    clock: ClockState? = null,
): GameUiState {
    val s = UiStrings.of(lang)
    val lastText = snap.lastPly?.let { if (it.kind == PlyKind.PASS) s.passed else it.notation }
    return GameUiState(
        game = info.game,
        title = info.title(lang),
        board = boardUi(layout, snap, movable, local, settings, setup.humanSide),
        mode = setup.uiMode,
        humanSide = setup.humanSide,
        level = setup.level,
        sideToMove = snap.sideToMove,
        isOver = snap.isOver,
        banner = bannerText(snap, setup, lang, names),
        bannerRotated = bannerRotated(snap, setup, settings),
        thinking = local.thinking,
        canUndo = snap.canUndo,
        canRedo = snap.canRedo,
        timer = timerUi(snap, clock),
        plyNumber = snap.plyNumber,
        lastMoveText = lastText,
        verdict = local.verdict?.takeIf { settings.showVerdicts }?.let {
            if (lang == UiLang.Both) "${it.textZh} / ${it.textEn}" else pick(lang, it.textZh, it.textEn)
        },
        message = local.message,
        hintBusy = local.hintBusy,
        isSmallGame = info.exactlySolved,
    )
}

/** A saved game's one-line description: mode · plies · state · date. */
fun saveDetail(summary: SaveSummary, lang: UiLang, names: CoreNames, zone: ZoneId = ZoneId.systemDefault()): String {
    val s = UiStrings.of(lang)
    val mode = when (val m = summary.setup.mode) {
        is GameMode.VsComputer -> "${s.vsComputer} (${names.level(m.level, lang)})"
        GameMode.PassAndPlay -> s.passAndPlay
    }
    val date = summary.savedAtMs?.let { DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(zone).format(Instant.ofEpochMilli(it)) }
    val state = if (summary.status == GameStatus.ENDED) s.finished else s.ongoing
    return listOfNotNull(mode, s.plies(summary.plyCount), state, date).joinToString(" · ")
}

fun thumbnail(layout: BoardLayout, pieces: List<PieceInfo?>): BoardUiState =
    BoardUiState(layout, pieces, showNames = false)

fun savedEntryUi(
    entry: SaveListEntry,
    infos: Map<GameKind, GameInfo>,
    layouts: Map<GameKind, BoardLayout>,
    lang: UiLang,
    names: CoreNames,
    zone: ZoneId = ZoneId.systemDefault(),
): SavedEntryUi = when (entry) {
    is SaveListEntry.Good -> {
        val sm = entry.summary
        val title = infos.getValue(sm.game).title(lang)
        SavedEntryUi.Good(
            sm.id, sm.game, title, saveDetail(sm, lang, names, zone), thumbnail(layouts.getValue(sm.game), sm.points.pieces()),
            reviewable = sm.plyCount > 0,
        )
    }
    is SaveListEntry.Damaged -> SavedEntryUi.Damaged(entry.id, entry.reason)
}

fun homeUiState(
    infos: List<GameInfo>,
    layouts: Map<GameKind, BoardLayout>,
    startPieces: Map<GameKind, List<PieceInfo?>>,
    autosave: SaveSummary?,
    lang: UiLang,
    names: CoreNames,
    zone: ZoneId = ZoneId.systemDefault(),
    loading: Boolean = false,
): HomeUiState = HomeUiState(
    cards = infos.map {
        GameCardUi(it.game, it.id, it.nameZh, it.nameEn, it.tagline(lang), thumbnail(layouts.getValue(it.game), startPieces.getValue(it.game)))
    },
    continueGame = autosave?.takeIf { it.status != GameStatus.ENDED }?.let { a ->
        val title = infos.firstOrNull { it.game == a.game }?.title(lang).orEmpty()
        ContinueUi(a.game, title, saveDetail(a, lang, names, zone), thumbnail(layouts.getValue(a.game), a.points.pieces()))
    },
    loading = loading,
)

/**
 * One language's rules page: the core's key facts and quick start as the first two sections
 * (a key fact is its label, then its value), the rule sections, then the app's rules.
 */
fun rulesPage(doc: RulesDoc, appRules: RulesSection): RulesPage {
    val sep = if (doc.language == Language.ZH) "：" else ": "
    val facts = doc.keyFacts.map { f ->
        RichText(spans = listOf<TextSpan>(TextSpan.Text("${f.label}$sep")) + f.value.spans, plain = "${f.label}$sep${f.value.plain}")
    }
    val sections = listOf(
        RulesSection(id = "key_facts", heading = doc.keyFactsHeading, ruleIds = emptyList(), blocks = listOf(RulesBlock.Bullets(facts))),
        RulesSection(id = "quick_start", heading = doc.quickStartHeading, ruleIds = emptyList(), blocks = listOf(RulesBlock.Bullets(doc.quickStart))),
    ) + doc.sections + appRules
    return RulesPage(doc.name, doc.tagline, sections)
}

/** The rules screen: one page, or both side by side; [highlight] is a point tapped in the text. */
fun rulesUiState(
    game: GameKind,
    lang: UiLang,
    pages: List<RulesPage>,
    layout: BoardLayout,
    startPieces: List<PieceInfo?>,
    highlight: String?,
): RulesUiState = RulesUiState(
    game = game,
    lang = lang,
    pages = pages,
    board = BoardUiState(layout, startPieces, highlighted = highlight?.let { layout.indexOf(it) }),
)

/** The review screen's title: "复盘 · 钟馗捉鬼" / "Review · Zhong Kui …" ("Both": the English under the Chinese). */
fun reviewTitle(info: GameInfo, lang: UiLang): String =
    pick(lang, "${UiStrings.of(UiLang.Zh).review} · ${info.nameZh}", "${UiStrings.of(UiLang.En).review} · ${info.nameEn}")

/** The review screen before the review is there: computing, or the reason it failed. */
fun reviewPendingState(info: GameInfo, lang: UiLang, error: String?): ReviewUiState =
    ReviewUiState(game = info.game, title = reviewTitle(info, lang), computing = error == null, error = error)

/** The ply a review opens on: the deciding ply (0: the start position), else the start. */
fun GameReview.firstShownPly(): Int = decided?.ply?.coerceIn(0, plies.size) ?: 0

private fun PlyInfo.text(s: UiStrings): String = if (kind == PlyKind.PASS) s.passed else notation

/**
 * The board after ply [k] of [review] (0: the start position): the played move drawn as the
 * last-move marking, the best move (where the played one was not) as the hint arrow, and the
 * pieces the ply captured fading out.
 */
fun reviewBoard(layout: BoardLayout, review: GameReview, k: Int): BoardUiState {
    val p = review.plies.getOrNull(k - 1) ?: return BoardUiState(layout, review.startPoints.pieces())
    return BoardUiState(
        layout = layout,
        pieces = p.pointsAfter.pieces(),
        lastMove = p.played.arrow,
        hint = p.best?.let { UiMove(it.from, it.to) },
        // a key of its own per ply, so that stepping onto it fades its captures out again
        captured = fadingCaptures(p.played, p.pointsBefore) { j -> k * 64L + j },
    )
}

/**
 * The review screen for the core's [review], with the board after ply [selected] (0: the start
 * position). Every value, label and sentence is the core's.
 */
fun reviewUiState(info: GameInfo, layout: BoardLayout, review: GameReview, selected: Int, lang: UiLang): ReviewUiState {
    val s = UiStrings.of(lang)
    val n = review.plies.size
    val k = selected.coerceIn(0, n)
    val deciding = review.decided?.ply
    val ply = review.plies.getOrNull(k - 1)
    return ReviewUiState(
        game = info.game,
        title = reviewTitle(info, lang),
        computing = false,
        outcome = review.outcome?.let { pick(lang, it.textZh, it.textEn) },
        method = pick(lang, review.methodZh, review.methodEn),
        sides = review.sides.map { ReviewSideUi(it.side, pick(lang, it.textZh, it.textEn)) },
        decided = pick(lang, review.decidedZh, review.decidedEn),
        decidingPly = deciding,
        rows = review.plies.map { p ->
            ReviewRowUi(
                number = p.number,
                side = p.side,
                move = p.played.text(s),
                values = "${p.before.shortText} → ${p.after.shortText}",
                label = p.label,
                labelText = label(lang, p.labelZh, p.labelEn),
                comment = pick(lang, p.commentZh, p.commentEn),
                deciding = p.number == deciding,
            )
        },
        board = reviewBoard(layout, review, k),
        selection = ReviewSelectionUi(
            ply = k,
            position = if (ply == null) s.startPosition else s.plyOf(k, n),
            caption = ply?.let { pick(lang, it.commentZh, it.commentEn) } ?: s.startPosition,
            played = ply?.played?.text(s),
            best = ply?.best?.notation,
            canPrevious = k > 0,
            canNext = k < n,
        ),
    )
}
