package app.folkchess.jvmtest

import app.folkchess.core.model.ActionPlace
import app.folkchess.core.model.Arrow
import app.folkchess.core.model.BoardView
import app.folkchess.core.CancelHandle
import app.folkchess.core.FolkChessException
import app.folkchess.core.SearchAnswer
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.feedbackSound
import app.folkchess.core.model.Level
import app.folkchess.core.model.PieceInfo
import app.folkchess.core.model.PieceKind
import app.folkchess.core.model.PointMark
import app.folkchess.core.SearchKind
import app.folkchess.core.model.Side
import app.folkchess.core.TableEffect
import app.folkchess.core.model.TableAction
import app.folkchess.core.model.TableView
import app.folkchess.core.levels

/*
 * The transcripts' text of a game-table view and its effects (tests/transcripts/README.md), made
 * from the records the app's holder publishes. Nothing here words anything: the texts are the
 * view's, with a line break written ` / `.
 */

private fun flat(s: String) = s.replace("\n", " / ")

private fun PieceInfo.char(): Char = when (kind) {
    PieceKind.SHARED -> '*'
    PieceKind.MAN -> if (side == Side.FIRST) 'X' else 'x'
    PieceKind.GENERAL -> if (side == Side.FIRST) 'G' else 'g'
}

fun boardLine(b: BoardView): String =
    listOf('X', 'x', 'G', 'g', '*').mapNotNull { c ->
        val names = b.points.filter { it.piece?.char() == c }.map { it.name }
        if (names.isEmpty()) null else "$c ${names.joinToString(" ")}"
    }.joinToString(" · ")

fun marksLine(b: BoardView): String {
    val name = { i: Int -> b.points[i].name }
    val parts = mutableListOf<String>()
    for ((label, mark) in listOf("selected" to PointMark.SELECTED, "targets" to PointMark.TARGET, "movable" to PointMark.MOVABLE)) {
        val names = b.points.filter { it.mark == mark }.map { it.name }
        if (names.isNotEmpty()) parts += "$label ${names.joinToString(" ")}"
    }
    for ((label, a) in listOf("last" to b.lastMove, "hint" to b.hint, "refused" to b.refused)) {
        if (a != null) parts += "$label ${name(a.from)}-${name(a.to)}"
    }
    if (b.fading.isNotEmpty()) parts += "fading ${b.fading.joinToString(" ") { name(it.point) }}"
    return if (parts.isEmpty()) "-" else parts.joinToString(" · ")
}

fun effectWord(e: TableEffect): String = when (e) {
    is TableEffect.Search -> when (e.kind) {
        SearchKind.COMPUTER_MOVE -> "think #${e.id}"
        SearchKind.HINT -> "hint #${e.id}"
        SearchKind.DRAW_DECISION -> "judge-draw #${e.id}"
        SearchKind.JUDGE -> "judge-answer #${e.id}"
    }
    is TableEffect.CancelSearch -> "cancel #${e.id}"
    is TableEffect.Autosave -> "autosave"
    is TableEffect.Save -> "save"
    TableEffect.ClearAutosave -> "clear-autosave"
    is TableEffect.Finished -> "count-finished"
    is TableEffect.Feedback -> {
        // The sound's name, as the core gives it to the apps.
        val kind = feedbackSound(e.kind)
        when {
            e.haptic && !e.sound -> "feedback $kind (haptic)"
            !e.haptic && e.sound -> "feedback $kind (sound)"
            else -> "feedback $kind"
        }
    }
}

/** A level's id in the transcripts (`beginner` … `master`): the core's. */
fun levelId(level: Level): String = levels().first { it.level == level }.id

/** The level with the core's id [id], or null. */
fun levelOf(id: String): Level? = levels().firstOrNull { it.id == id }?.level

/** The transcripts' word for a display language (`zh`, `zh-hant`, `en`, `both`, `both-hant`). */
fun languageOf(word: String): DisplayLanguage? = when (word) {
    "zh" -> DisplayLanguage.ZH
    "zh-hant" -> DisplayLanguage.ZH_HANT
    "en" -> DisplayLanguage.EN
    "both" -> DisplayLanguage.BOTH
    "both-hant" -> DisplayLanguage.BOTH_HANT
    else -> null
}

/** The lines of one step: the view, then the effects that came with it. */
fun render(view: TableView, effects: List<TableEffect>): List<String> {
    val out = mutableListOf("board: ${boardLine(view.board)}", "marks: ${marksLine(view.board)}")
    out += "banner: ${flat(view.banner.text)}${if (view.banner.rotated) " (turned)" else ""}"
    val bars = view.players.map { p ->
        buildString {
            append(flat(p.name))
            if (p.awaited) append(" *")
            p.clock?.let { append(" ${it.seconds}s") }
            p.captured?.let { append(" x$it") }
            if (p.rotated) append(" (turned)")
        }
    }
    out += "players: ${bars.joinToString(" | ")}"
    view.result?.let { out += "result: ${flat(it.headline)} — ${flat(it.reason)}" }
    view.timer?.let { t ->
        out += buildString {
            append("timer: ${t.remainingMs}/${t.limitMs} ms, ${t.seconds} s")
            if (t.running) append(", running")
            if (t.low) append(", low")
        }
    }
    out += "status: ${flat(view.status)}"
    val moves = view.moves.rows.map { "${it.number}. ${flat(it.text)}" }
    out += "moves: ${if (moves.isEmpty()) "-" else moves.joinToString(" · ")}"
    for ((label, text) in listOf(
        "busy" to view.busy, "verdict" to view.verdict, "message" to view.message, "announce" to view.plyAnnouncement,
    )) {
        if (text != null) out += "$label: ${flat(text)}"
    }
    val sign = { b: Boolean -> if (b) "+" else "-" }
    var buttons = "buttons: undo${sign(view.undo.enabled)} redo${sign(view.redo.enabled)} hint${sign(view.hint.enabled)} " +
        "review${sign(view.review.enabled)} resign${sign(view.resign.enabled)} draw${sign(view.offerDraw.enabled)}"
    view.level?.let { buttons += " level ${levelId(it.current)}${sign(it.enabled)}" }
    out += buttons
    // Between two players, each player's row at their own edge: near, then far.
    if (view.actions.any { it.place == ActionPlace.FAR }) {
        val row = { place: ActionPlace ->
            view.actions.filter { it.place == place }.joinToString(" ") { "${actionId(it.action)}${sign(it.enabled)}" }
        }
        out += "rows: near ${row(ActionPlace.BAR)} · far ${row(ActionPlace.FAR)}" + if (view.moves.atFarEdge) " · moves at both edges" else ""
    }
    view.question?.let { q ->
        out += "question: ${flat(q.text)} [${flat(q.yes)} / ${flat(q.no)}]${if (q.rotated) " (turned)" else ""}"
    }
    val b = view.board
    val onMove = { a: Arrow?, i: Int -> a != null && (a.from == i || a.to == i) }
    for (p in b.points) {
        val shown = p.mark == PointMark.SELECTED || p.mark == PointMark.TARGET ||
            onMove(b.lastMove, p.index) || onMove(b.hint, p.index) || b.fading.any { it.point == p.index }
        if (shown) out += "spoken ${p.name}: ${flat(p.spoken)}"
    }
    if (effects.isNotEmpty()) out += "effects: ${effects.joinToString(" · ") { effectWord(it) }}"
    return out
}

/**
 * Runs every search asked for and not yet run ([pending], in order; the answers may ask for
 * more), each with a fresh cancel handle, and hands each answer to [answer]. A search the table
 * no longer waits for (cancelled, stale) is dropped, as an app drops it.
 */
fun settleSearches(pending: ArrayDeque<Long>, run: (Long, CancelHandle) -> SearchAnswer, answer: (SearchAnswer) -> Unit) {
    while (pending.isNotEmpty()) {
        val id = pending.removeFirst()
        val found = try {
            CancelHandle().use { run(id, it) }
        } catch (e: FolkChessException.Stale) {
            null
        } catch (e: FolkChessException.Cancelled) {
            null
        }
        if (found != null) answer(found)
    }
}

/** An action's short name in the transcripts' rows (as core/tests/transcripts.rs). */
internal fun actionId(a: TableAction): String = when (a) {
    TableAction.UNDO -> "undo"
    TableAction.HINT -> "hint"
    TableAction.OFFER_DRAW -> "draw"
    TableAction.RESIGN -> "resign"
    TableAction.REVIEW -> "review"
    TableAction.REMATCH -> "rematch"
    TableAction.NEW_GAME -> "new"
    TableAction.REDO -> "redo"
    TableAction.RESTART -> "restart"
    TableAction.SAVE_AND_LEAVE -> "save"
    TableAction.RULES -> "rules"
}
