package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.assertThrows
import kotlin.random.Random
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.GameMode
import app.folkchess.core.model.Level
import app.folkchess.core.model.Side

/** All four games in catalogue order. */
val ALL_GAMES = listOf(GameKind.WEIMING, GameKind.ZHONGKUI, GameKind.JINMEN, GameKind.HUISHI)

/** A fake monotonic clock for the session calls. */
class FakeClock(var now: Long = 1_000L) {
    fun tick(ms: Long = 10): Long { now += ms; return now }
}

fun passAndPlay(game: GameKind, turnSeconds: Int? = null) =
    GameSetup(game = game, mode = GameMode.PassAndPlay, turnSeconds = turnSeconds)

fun vsComputer(game: GameKind, human: Side, level: Level = Level.BEGINNER, turnSeconds: Int? = null) =
    GameSetup(game = game, mode = GameMode.VsComputer(level = level, human = human), turnSeconds = turnSeconds)

/**
 * Asserts that [block] throws [T] whose text (its `toString()`, the Rust `Display`: the
 * variant's `reason`) contains every one of [needles]; returns the text.
 */
inline fun <reified T : FolkChessException> assertFails(vararg needles: String, noinline block: () -> Unit): String {
    val e = assertThrows<T>(block)
    val message = e.toString()
    for (needle in needles) {
        assertTrue(message.contains(needle), "message \"$message\" should contain \"$needle\"")
    }
    return message
}

/**
 * A player that takes an immediate win when one exists (by trying each move and taking
 * it back) and otherwise plays a random legal move.
 */
fun playGreedyRandomPly(session: GameSession, random: Random, clock: FakeClock): PlyResult {
    val moves = session.legalMoves()
    check(moves.isNotEmpty()) { "no legal move in an ongoing game" }
    val mover = session.snapshot(clock.now).sideToMove
    for (m in moves.shuffled(random)) {
        val r = session.play(m.from, m.to, clock.tick())
        if (r.status == GameStatus.ENDED && r.outcome?.winner == mover) return r
        session.undo(clock.tick())
    }
    val m = moves[random.nextInt(moves.size)]
    return session.play(m.from, m.to, clock.tick())
}
