package app.folkchess.jvmtest

import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.PointMark
import app.folkchess.core.SaveRow
import app.folkchess.core.model.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.turnTimeChoices
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.GameController
import app.folkchess.ui.state.MonotonicClock
import app.folkchess.ui.state.NativeObjects
import app.folkchess.ui.state.TrainerController
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import java.io.File
import java.time.ZoneOffset

/*
 * Driving the whole app as a player does, through AppState and the core's choice rows (the test
 * finds a row's option by the core's values, never by its words). No Compose here: this folder is
 * also compiled by Gradle's unit tests (the composables' helpers are in src/test, SceneDriving.kt).
 */

/** An app over the real library in [dir], on the test's dispatchers, in [language], its first reads done. */
@OptIn(ExperimentalCoroutinesApi::class)
fun TestScope.testApp(
    dir: File,
    language: LanguageSetting = LanguageSetting.EN,
    clock: MonotonicClock = FakeClock(),
    natives: NativeObjects = NativeObjects(seed = 2026L),
    preferredLanguages: () -> List<String> = { listOf("zh-Hans-CN") },
): AppState {
    val d = StandardTestDispatcher(testScheduler)
    val app = AppState(
        dir, backgroundScope, d, d, clock,
        wallClock = { 1_767_225_600_000L }, preferredLanguages = preferredLanguages, zone = ZoneOffset.UTC, natives = natives,
    )
    runCurrent()
    app.updateSettings(app.settings.current.copy(language = language))
    return app
}

/** The new-game form of [game], filled in through its rows, and started. */
fun AppState.startGame(
    kind: GameKind,
    vsComputer: Boolean = false,
    level: Level? = null,
    human: Side? = null,
    turnSeconds: Int? = null,
): GameController {
    openNewGame(kind)
    chooseNewGameOption(ChoiceKey.OPPONENT, if (vsComputer) 0 else 1)
    level?.let { chooseNewGameOption(ChoiceKey.LEVEL, Level.entries.indexOf(it)) }
    human?.let { chooseNewGameOption(ChoiceKey.SIDE, Side.entries.indexOf(it)) }
    chooseNewGameOption(ChoiceKey.TURN_TIME, turnTimeChoices().indexOf(turnSeconds).also { require(it >= 0) { "no turn time $turnSeconds" } })
    startNewGame()
    return game.value ?: error("no game")
}

/** Taps [from], then [to]. */
fun GameController.play(from: String, to: String) {
    send(TableEvent.Tap(game.at(from)))
    send(TableEvent.Tap(game.at(to)))
}

/** Plays "a-b" moves by taps. */
fun GameController.playAll(moves: List<String>) {
    for (m in moves) {
        val (a, b) = m.split("-")
        play(a, b)
    }
}

/** Plays [n] legal moves by taps, choosing among the table's marks by a fixed rule. */
fun GameController.playQuickly(n: Int) {
    repeat(n) { i ->
        val movable = view.value.board.points.filter { it.mark == app.folkchess.core.model.PointMark.MOVABLE }.map { it.index }
        send(TableEvent.Tap(movable[(i * 5) % movable.size]))
        val targets = view.value.board.points.filter { it.mark == app.folkchess.core.model.PointMark.TARGET }.map { it.index }
        send(TableEvent.Tap(targets[i % targets.size]))
    }
}

/**
 * Every legal move now, as (from, to) point indices, found by the table's marks: each movable
 * piece is selected and put down again (the test's own way to enumerate; the app never does).
 */
fun GameController.legalMoves(): List<Pair<Int, Int>> {
    val movable = view.value.board.points.filter { it.mark == app.folkchess.core.model.PointMark.MOVABLE }.map { it.index }
    return movable.flatMap { p ->
        send(TableEvent.Tap(p))
        val targets = view.value.board.points.filter { it.mark == app.folkchess.core.model.PointMark.TARGET }.map { it.index }
        send(TableEvent.Tap(p))
        targets.map { p to it }
    }
}

/** Taps [from], then [to], on the trainer's board. */
fun TrainerController.play(from: String, to: String) {
    send(TableEvent.Tap(game.at(from)))
    send(TableEvent.Tap(game.at(to)))
}

/** Every legal move now, as (from, to) point names, found by the table's marks (the test's own way). */
fun TrainerController.legalMoves(): List<Pair<String, String>> {
    val points = view.value.table.board.points
    val movable = points.filter { it.mark == PointMark.MOVABLE }
    return movable.flatMap { p ->
        send(TableEvent.Tap(p.index))
        val targets = view.value.table.board.points.filter { it.mark == PointMark.TARGET }.map { it.name }
        send(TableEvent.Tap(p.index))
        targets.map { p.name to it }
    }
}

/** Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl (ply 5); Second wins with mr-bc. */
val THROWN_WIN = listOf("tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc")

/** A pass-and-play Zhong Kui game in [app] with [moves] played by taps. */
fun playZhongkui(app: AppState, moves: List<String> = THROWN_WIN): GameController =
    app.startGame(GameKind.ZHONGKUI).also { it.playAll(moves) }

/** The saved games' rows now. */
fun AppState.saveRows(): List<SaveRow> = savedGames.view.value.rows

/** Six Jinmen games against the computer (won, won, lost, drawn, won, won) and a Zhong Kui game between two players, counted in the statistics of the saves in [saves]. */
fun recordSomeFinishedGames(saves: File) {
    val store = app.folkchess.core.SaveStore(saves.absolutePath)
    val results = listOf("first", "first", "second", null, "first", "first")
    results.forEachIndexed { i, w ->
        val winner = if (w == null) "null" else "\"$w\""
        val reason = if (w == null) "draw_agreed" else "resignation"
        store.recordFinished(
            """{"game":"jinmen","seed":${10 + i},"opponent":{"kind":"computer","level":"easy"},"human":"first","winner":$winner,"reason":"$reason","plies":${20 + i}}""",
            1_767_225_600_000L + i * 60_000L,
        )
    }
    store.recordFinished(
        """{"game":"zhongkui","seed":3,"opponent":{"kind":"pass_and_play"},"human":null,"winner":"second","reason":"no_legal_move","plies":6}""",
        1_767_225_700_000L,
    )
    store.close()
}
