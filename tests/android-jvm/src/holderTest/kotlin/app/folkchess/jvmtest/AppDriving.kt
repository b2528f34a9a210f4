package app.folkchess.jvmtest

import app.folkchess.core.AppCoreInterface
import app.folkchess.core.AppEvent
import app.folkchess.core.CancelHandle
import app.folkchess.core.ReviewEvent
import app.folkchess.core.model.SaveRow
import app.folkchess.core.ScreenView
import app.folkchess.core.TableEvent
import app.folkchess.core.model.TableView
import app.folkchess.core.defaultSettings
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.PointMark
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.Side
import app.folkchess.core.settingsToJson
import app.folkchess.core.turnTimeChoices
import app.folkchess.ui.state.AppHolder
import app.folkchess.ui.state.MonotonicClock
import app.folkchess.ui.state.PlyFeedback
import app.folkchess.ui.state.ShareRequest
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import java.io.File
import java.time.ZoneOffset

/*
 * Driving the whole app as a player does, through AppHolder: events in, the core's view out (the
 * test finds a row's option by the core's values, never by its words). No Compose here: this
 * folder is also compiled by Gradle's unit tests (the composables' helpers are in src/test).
 */

/** The wall clock of every test app: 2026-01-01 00:00 UTC. */
const val TEST_EPOCH = 1_767_225_600_000L

/** Settings in [dir] with the display language [language] (the core's settings file), as a player left them. */
fun writeLanguage(dir: File, language: LanguageSetting) {
    dir.mkdirs()
    File(dir, "settings.json").writeText(settingsToJson(defaultSettings().copy(language = language)))
}

/**
 * An app over the real library in [dir], on the test's dispatchers (or [io] / [compute]), in
 * [language] (written to its settings file first unless null), its first reads done.
 */
@OptIn(ExperimentalCoroutinesApi::class)
fun TestScope.testApp(
    dir: File,
    language: LanguageSetting? = LanguageSetting.EN,
    clock: MonotonicClock = FakeClock(),
    preferredLanguages: () -> List<String> = { listOf("zh-Hans-CN") },
    feedback: PlyFeedback = PlyFeedback.None,
    share: (ShareRequest) -> Unit = {},
    announce: (app.folkchess.core.model.Announcement) -> Unit = {},
    cancelHandles: () -> CancelHandle = ::CancelHandle,
    io: CoroutineDispatcher? = null,
    compute: CoroutineDispatcher? = null,
    core: ((AppCoreInterface) -> AppCoreInterface)? = null,
): AppHolder {
    if (language != null) writeLanguage(dir, language)
    val d = StandardTestDispatcher(testScheduler)
    val real = app.folkchess.core.AppCore(dir.absolutePath, preferredLanguages(), 0, 2026L)
    val app = AppHolder(
        dir, backgroundScope, compute ?: d, io ?: d, clock,
        wallClock = { TEST_EPOCH }, preferredLanguages = preferredLanguages, feedback = feedback, share = share,
        announce = announce, zone = ZoneOffset.UTC, seed = 2026L, cancelHandles = cancelHandles, core = core?.invoke(real) ?: real,
    )
    runCurrent()
    return app
}

/** The screen on top. */
val AppHolder.screen: ScreenView get() = view.value.screen

/** The table on screen: the game's, a puzzle's or a lesson's. */
val AppHolder.table: TableView
    get() = when (val s = screen) {
        is ScreenView.Game -> s.table
        is ScreenView.Trainer -> s.view.table
        is ScreenView.Lesson -> s.view.table
        else -> error("no table on screen: ${s::class.simpleName}")
    }

/** The new-game form of [kind], filled in through its rows, and started. */
fun AppHolder.startGame(
    kind: GameKind,
    vsComputer: Boolean = false,
    level: Level? = null,
    human: Side? = null,
    turnSeconds: Int? = null,
): AppHolder {
    send(AppEvent.OpenNewGame(kind))
    send(AppEvent.NewGameChoice(ChoiceKey.OPPONENT, if (vsComputer) 0 else 1))
    level?.let { send(AppEvent.NewGameChoice(ChoiceKey.LEVEL, Level.entries.indexOf(it))) }
    human?.let { send(AppEvent.NewGameChoice(ChoiceKey.SIDE, Side.entries.indexOf(it))) }
    val t = turnTimeChoices().indexOf(turnSeconds).also { require(it >= 0) { "no turn time $turnSeconds" } }
    send(AppEvent.NewGameChoice(ChoiceKey.TURN_TIME, t))
    send(AppEvent.StartGame)
    check(screen is ScreenView.Game) { "no game: ${screen::class.simpleName}" }
    return this
}

fun AppHolder.tableEvent(e: TableEvent) = send(AppEvent.Table(e))

/** Taps [from], then [to], on the table on screen. */
fun AppHolder.play(from: String, to: String) {
    val game = table.game
    tableEvent(TableEvent.Tap(game.at(from)))
    tableEvent(TableEvent.Tap(game.at(to)))
}

/** Plays "a-b" moves by taps. */
fun AppHolder.playAll(moves: List<String>) {
    for (m in moves) {
        val (a, b) = m.split("-")
        play(a, b)
    }
}

/** Plays [n] legal moves by taps, choosing among the table's marks by a fixed rule. */
fun AppHolder.playQuickly(n: Int) {
    repeat(n) { i ->
        val movable = table.board.points.filter { it.mark == PointMark.MOVABLE }.map { it.index }
        tableEvent(TableEvent.Tap(movable[(i * 5) % movable.size]))
        val targets = table.board.points.filter { it.mark == PointMark.TARGET }.map { it.index }
        tableEvent(TableEvent.Tap(targets[i % targets.size]))
    }
}

/** Every legal move now, as (from, to) point names, found by the table's marks (the test's own way; the app never does). */
fun AppHolder.legalMoves(): List<Pair<String, String>> {
    val movable = table.board.points.filter { it.mark == PointMark.MOVABLE }
    return movable.flatMap { p ->
        tableEvent(TableEvent.Tap(p.index))
        val targets = table.board.points.filter { it.mark == PointMark.TARGET }.map { it.name }
        tableEvent(TableEvent.Tap(p.index))
        targets.map { p.name to it }
    }
}

// the player's ways around the app, as events
fun AppHolder.openNewGame(g: GameKind) = send(AppEvent.OpenNewGame(g))
fun AppHolder.openRules(g: GameKind) = send(AppEvent.OpenRules(g))
fun AppHolder.setRulesLanguage(i: Int) = send(AppEvent.RulesLanguage(i))
fun AppHolder.openSettings() = send(AppEvent.OpenSettings)
fun AppHolder.openSavedGames() = send(AppEvent.OpenSavedGames)
fun AppHolder.openStatistics() = send(AppEvent.OpenStatistics)
fun AppHolder.openPuzzles() = send(AppEvent.OpenPuzzles)
fun AppHolder.openPuzzleList(g: GameKind, d: PuzzleDifficulty) = send(AppEvent.OpenPuzzleList(g, d))
fun AppHolder.openPuzzle(id: String) = send(AppEvent.OpenPuzzle(id))
fun AppHolder.openPractice() = send(AppEvent.OpenPractice)
fun AppHolder.openReviewOfGame() = send(AppEvent.ReviewGame)
fun AppHolder.review(e: ReviewEvent) = send(AppEvent.Review(e))
fun AppHolder.saveAndLeave() = tableEvent(TableEvent.SaveAndLeave)
fun AppHolder.resign() {
    tableEvent(TableEvent.Resign)
    tableEvent(TableEvent.Answer(true))
}

/** The saved games' rows now (read: run the disk first). */
fun AppHolder.saveRows(): List<SaveRow> = (screen as? ScreenView.SavedGames)?.list?.rows ?: error("the saved games are not on screen (or not read)")

/** Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl (ply 5); Second wins with mr-bc. */
val THROWN_WIN = listOf("tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc")

/** A pass-and-play Zhong Kui game in [app] with [moves] played by taps. */
fun playZhongkui(app: AppHolder, moves: List<String> = THROWN_WIN): AppHolder =
    app.startGame(GameKind.ZHONGKUI).also { it.playAll(moves) }

/** Six Jinmen games against the computer (won, won, lost, drawn, won, won) and a Zhong Kui game between two players, counted in the statistics of the saves in [saves]. */
fun recordSomeFinishedGames(saves: File) {
    val store = app.folkchess.core.SaveStore(saves.absolutePath)
    val results = listOf("first", "first", "second", null, "first", "first")
    results.forEachIndexed { i, w ->
        val winner = if (w == null) "null" else "\"$w\""
        val reason = if (w == null) "draw_agreed" else "resignation"
        store.recordFinished(
            """{"game":"jinmen","seed":${10 + i},"opponent":{"kind":"computer","level":"easy"},"human":"first","winner":$winner,"reason":"$reason","plies":${20 + i}}""",
            TEST_EPOCH + i * 60_000L,
        )
    }
    store.recordFinished(
        """{"game":"zhongkui","seed":3,"opponent":{"kind":"pass_and_play"},"human":null,"winner":"second","reason":"no_legal_move","plies":6}""",
        TEST_EPOCH + 100_000L,
    )
    store.close()
}
