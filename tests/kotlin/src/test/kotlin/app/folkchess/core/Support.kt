package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.assertThrows
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.GameMode
import app.folkchess.core.model.Level
import app.folkchess.core.model.PointMark
import app.folkchess.core.model.Side

/** All four games in catalogue order. */
val ALL_GAMES = listOf(GameKind.WEIMING, GameKind.ZHONGKUI, GameKind.JINMEN, GameKind.HUISHI)

/** A fake monotonic clock. */
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
 * A table of a new game of [setup] from [seed] with [plies] plies played by taps: the first
 * movable piece to its first target (the table's own marks; nothing is asked of the rules).
 */
fun playedTable(setup: GameSetup, plies: Int, seed: Long = 1L): GameTable {
    val table = GameTable.withSeed(setup, seed, defaultSettings(), DisplayLanguage.EN)
    repeat(plies) {
        table.send(TableEvent.Tap(table.view(0).board.points.first { it.mark == PointMark.MOVABLE }.index), 0)
        table.send(TableEvent.Tap(table.view(0).board.points.first { it.mark == PointMark.TARGET }.index), 0)
    }
    return table
}

/** The game of [playedTable] in the save format. */
fun gameJson(setup: GameSetup, plies: Int = 0, seed: Long = 1L): String =
    playedTable(setup, plies, seed).use { it.exportRecord() }

/** A game in the save format as a table writes it again (what a file adds, like its time, left out). */
fun asTableWrites(json: String): String =
    GameTable.fromSaveJson(json, defaultSettings(), DisplayLanguage.EN).use { it.exportRecord() }
