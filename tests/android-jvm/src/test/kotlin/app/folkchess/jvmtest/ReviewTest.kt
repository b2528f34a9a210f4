package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getAllSemanticsNodes
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.CancelHandle
import app.folkchess.core.GameKind
import app.folkchess.core.GameReview
import app.folkchess.core.GameSession
import app.folkchess.core.GameStatus
import app.folkchess.core.LanguageSetting
import app.folkchess.core.Level
import app.folkchess.core.MoveLabel
import app.folkchess.core.Side
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.ReviewEvent
import app.folkchess.ui.model.SavedEntryUi
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiMove
import app.folkchess.ui.model.firstShownPly
import app.folkchess.ui.model.pieces
import app.folkchess.ui.model.reviewUiState
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.FolkCore
import app.folkchess.ui.state.GameController
import app.folkchess.ui.state.ReviewController
import app.folkchess.ui.state.Screen
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit

/**
 * The review screen's state holder against the real core: opened from a finished game and from
 * a saved game, the plies selected (the board shows the position after the ply, the played
 * and the best move), everything it shows taken from the core's review, computed off the main
 * thread, and leaving it cancels the review and closes what it opened.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ReviewTest {
    @TempDir
    lateinit var dir: File

    companion object {
        /** Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl (ply 5); Second wins with mr-bc. */
        val THROWN_WIN = listOf("tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc")
    }

    private fun TestScope.app(core: FolkCore, lang: LanguageSetting = LanguageSetting.EN): AppState {
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(core, dir, backgroundScope, d, d, FakeClock(), systemLang = { UiLang.Zh })
        runCurrent()
        app.updateSettings(app.settings.current.copy(language = lang))
        return app
    }

    /** The review the core gives for [moves] of a Zhong Kui game, asked directly (what the screen must show). */
    private fun coreReview(moves: List<String>): GameReview {
        val core = TestEnv.core
        val layout = core.layout(GameKind.ZHONGKUI)
        return core.newSession(passAndPlay(GameKind.ZHONGKUI)).use { s ->
            for (m in moves) {
                val (a, b) = m.split("-")
                s.play(layout.at(a), layout.at(b), 0)
            }
            s.newCancelToken().use { t -> s.review(t) ?: error("not cancelled") }
        }
    }

    private fun ImageComposeScene.nodes(): List<SemanticsNode> =
        semanticsOwners.flatMap { it.getAllSemanticsNodes(mergingEnabled = false) }

    private fun ImageComposeScene.tag(tag: String): SemanticsNode =
        nodes().firstOrNull { it.config.getOrNull(SemanticsProperties.TestTag) == tag } ?: error("no node tagged $tag")

    private fun ImageComposeScene.click(tag: String) {
        tag(tag).config[SemanticsActions.OnClick].action?.invoke() ?: error("$tag has no click action")
        render()
    }

    private fun ImageComposeScene.description(tag: String): String =
        tag(tag).config[SemanticsProperties.ContentDescription].joinToString()

    @Test
    fun aFinishedGameOpensOnItsDecidingPlyWithTheCoresLabelsValuesAndSummary() = runTest {
        val core = RecordingCore()
        val app = app(core)
        val game = app.playThrownWin()
        assertTrue(game.state.value.isOver, "Second won")
        app.openReviewOfGame()
        assertEquals(Screen.Review, app.screen)
        val r = app.review.value ?: error("no review")
        assertTrue(r.state.value.computing, "computing until the core answers")
        assertEquals(0, core.reviews.get(), "the review waits for the compute dispatcher")
        runCurrent()

        val s = r.state.value
        val expected = coreReview(THROWN_WIN)
        assertFalse(s.computing)
        assertNull(s.error)
        assertEquals(1, core.reviews.get())
        // the core's words, labels and values, as they are
        assertEquals(THROWN_WIN, s.rows.map { it.move })
        assertEquals(expected.plies.map { it.labelEn }, s.rows.map { it.labelText })
        assertEquals(listOf("best", "mistake", "best", "best", "blunder", "best"), s.rows.map { it.labelText })
        assertEquals(listOf("D → D", "D → L9", "W9 → W8", "L8 → L7", "W7 → L1", "W1 → W0"), s.rows.map { it.values })
        assertEquals(expected.plies.map { it.commentEn }, s.rows.map { it.comment })
        assertEquals(listOf(Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND), s.rows.map { it.side })
        assertEquals(expected.sides.map { it.textEn }, s.sides.map { it.text })
        assertEquals("First (red): 2 best, 0 good, 0 mistakes, 1 blunder", s.sides[0].text)
        assertEquals(expected.decidedEn, s.decided)
        assertEquals(expected.methodEn, s.method)
        assertEquals("Second (black) wins: First (red) has no legal move.", s.outcome)
        assertEquals(expected.outcome?.textEn, s.outcome)
        assertEquals(5, s.decidingPly)
        assertEquals(listOf(5), s.rows.filter { it.deciding }.map { it.number })

        // it opens on the deciding ply: the board after First's bc-bl, ml-bl the best move
        val l = game.layout
        val five = s.selection ?: error("nothing selected")
        assertEquals(5, five.ply)
        assertEquals("Ply 5 of 6", five.position)
        assertEquals("5. First (red) bc-bl: blunder (win in 7 → loss in 1). Best: ml-bl.", five.caption)
        assertEquals("bc-bl", five.played)
        assertEquals("ml-bl", five.best)
        val board = s.board ?: error("no board")
        assertEquals(expected.plies[4].pointsAfter.pieces(), board.pieces)
        assertEquals(Side.FIRST, board.pieces[l.at("bl")]?.side, "the piece stands where it went")
        assertNull(board.pieces[l.at("bc")])
        assertEquals(UiMove(l.at("bc"), l.at("bl")), board.lastMove, "the played move, as the last-move marking")
        assertEquals(UiMove(l.at("ml"), l.at("bl")), board.hint, "the best move, as the hint arrow")
        assertTrue(board.captured.isEmpty(), "nothing captured in Zhong Kui")

        // next: the last ply, Second's best move: no arrow, and no further
        r.onEvent(ReviewEvent.Next)
        val six = r.state.value
        assertEquals(6, six.selection?.ply)
        assertEquals("mr-bc", six.selection?.played)
        assertNull(six.selection?.best)
        assertNull(six.board?.hint)
        assertEquals(UiMove(l.at("mr"), l.at("bc")), six.board?.lastMove)
        assertEquals(expected.plies[5].pointsAfter.pieces(), six.board?.pieces, "the final position")
        assertFalse(six.selection!!.canNext)
        r.onEvent(ReviewEvent.Next)
        assertEquals(6, r.state.value.selection?.ply)

        // back to the start position
        repeat(6) { r.onEvent(ReviewEvent.Previous) }
        val start = r.state.value
        val zero = start.selection ?: error("nothing selected")
        assertEquals(0, zero.ply)
        assertEquals("Start position", zero.position)
        assertEquals("Start position", zero.caption)
        assertNull(zero.played)
        assertNull(zero.best)
        assertFalse(zero.canPrevious)
        assertEquals(TestEnv.core.startPoints(GameKind.ZHONGKUI).pieces(), start.board?.pieces)
        assertEquals(expected.startPoints.pieces(), start.board?.pieces)
        assertNull(start.board?.lastMove)
        assertNull(start.board?.hint)
        r.onEvent(ReviewEvent.Previous)
        assertEquals(0, r.state.value.selection?.ply)
        r.onEvent(ReviewEvent.Next)
        assertEquals(expected.plies[0].pointsAfter.pieces(), r.state.value.board?.pieces, "the board after ply 1")

        // a tap on a ply; plies that are not there are ignored
        r.onEvent(ReviewEvent.Select(2))
        assertEquals(2, r.state.value.selection?.ply)
        assertEquals("mistake", r.state.value.rows[1].labelText)
        r.onEvent(ReviewEvent.Select(-1))
        r.onEvent(ReviewEvent.Select(7))
        assertEquals(2, r.state.value.selection?.ply)

        // both languages: the core's Chinese and English
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.BOTH))
        val both = r.state.value
        assertEquals("${expected.plies[4].labelZh} ${expected.plies[4].labelEn}", both.rows[4].labelText)
        assertEquals("败着 blunder", both.rows[4].labelText)
        assertEquals("${expected.sides[1].textZh}\n${expected.sides[1].textEn}", both.sides[1].text)
        assertEquals("${expected.decidedZh}\n${expected.decidedEn}", both.decided)
        assertTrue(both.title.startsWith("复盘 · "), both.title)
        assertEquals(2, both.selection?.ply, "the selection stays")
        assertEquals("第2手（共6手） Ply 2 of 6", both.selection?.position)

        // leaving goes back to the finished game; the review's own session and token are closed
        assertTrue(app.back())
        assertEquals(Screen.Game, app.screen)
        assertNull(app.review.value)
        runCurrent()
        assertEquals(1, core.sessions.open, "only the game's session: ${core.sessions}")
        assertEquals(0, core.tokens.open, "tokens: ${core.tokens}")
        assertTrue(game.state.value.isOver, "the game is still there")
        app.close()
        advanceUntilIdle()
        assertEquals(0, core.sessions.open, "sessions: ${core.sessions}")
    }

    @Test
    fun aSavedGameIsReadOnTheDiskQueueAndReviewedLikeTheGame() = runTest {
        val core = RecordingCore()
        val app = app(core)
        app.playThrownWin()
        app.saveAndLeave()
        runCurrent()
        // a saved game with no ply is listed, with nothing to review
        app.openNewGame(GameKind.WEIMING)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val entries = app.savedGames.state.value.entries.filterIsInstance<SavedEntryUi.Good>()
        val thrown = entries.single { it.game == GameKind.ZHONGKUI }
        assertTrue(thrown.reviewable)
        assertFalse(entries.single { it.game == GameKind.WEIMING }.reviewable)
        assertEquals(0, core.sessions.open, "no game open: ${core.sessions}")

        val diskCalls = core.diskCalls.get()
        val sessionsBefore = core.sessions.opened.get()
        app.openReviewOfSave(thrown.id, thrown.game)
        val r = app.review.value ?: error("no review")
        assertTrue(r.state.value.computing)
        assertTrue(r.state.value.title.contains("Zhong Kui"), r.state.value.title)
        assertEquals(diskCalls, core.diskCalls.get(), "the save is read on the disk queue, not here")
        runCurrent()
        assertEquals(diskCalls + 1, core.diskCalls.get(), "one read of the store")
        val s = r.state.value
        val expected = coreReview(THROWN_WIN)
        assertEquals(expected.plies.map { it.labelEn }, s.rows.map { it.labelText })
        assertEquals(expected.plies.map { "${it.before.shortText} → ${it.after.shortText}" }, s.rows.map { it.values })
        assertEquals(expected.sides.map { it.textEn }, s.sides.map { it.text })
        assertEquals(expected.decidedEn, s.decided)
        assertEquals(5, s.selection?.ply)
        assertEquals(0, core.sessions.open, "the review's session is closed once the core has answered: ${core.sessions}")
        assertEquals(0, core.tokens.open, "and its token: ${core.tokens}")
        assertEquals(1, core.sessions.opened.get() - sessionsBefore, "one session opened for the review")

        assertTrue(app.back())
        assertEquals(Screen.SavedGames, app.screen)
        runCurrent()
        assertEquals(0, core.sessions.open, "sessions: ${core.sessions}")
        assertEquals(0, core.tokens.open, "tokens: ${core.tokens}")
        app.close()
    }

    @Test
    fun aDamagedSaveShowsWhyAndOpensNothing() = runTest {
        val core = RecordingCore()
        val app = app(core)
        File(dir, "saves").mkdirs()
        File(dir, "saves/broken.json").writeText("{ this is not a saved game")
        app.openReviewOfSave("broken", GameKind.JINMEN)
        runCurrent()
        val s = app.review.value?.state?.value ?: error("no review")
        assertFalse(s.computing)
        assertTrue(s.error?.startsWith("saved game `broken` cannot be loaded") == true, "the core's reason: ${s.error}")
        assertTrue(s.rows.isEmpty())
        assertEquals(0, core.reviews.get())
        assertEquals(0, core.sessions.open)
        app.close()
    }

    @Test
    fun leavingWhileTheCoreReviewsCancelsItAndClosesTheSessionAndToken() = runTest {
        val core = RecordingCore()
        val started = CountDownLatch(1)
        core.onReviewStart = { started.countDown() }
        val game = core.newSession(passAndPlay(GameKind.JINMEN))
        var ply = 0
        while (ply < 40 && game.snapshot(0).status == GameStatus.ONGOING) {
            val from = game.movablePoints().sorted().let { it[(ply * 5) % it.size] }
            val to = game.legalTargets(from).sorted().let { it[ply % it.size] }
            game.play(from, to, 0)
            ply++
        }
        val compute = Executors.newSingleThreadExecutor { Thread(it, "test-compute") }
        try {
            val info = core.catalogue().first { it.game == GameKind.JINMEN }
            val r = ReviewController(info, core.layout(GameKind.JINMEN), backgroundScope, compute.asCoroutineDispatcher(), { UiLang.En }) { game.copy() }
            r.start()
            assertEquals(2, core.sessions.open, "the game and the review's copy")
            runCurrent()
            assertTrue(started.await(60, TimeUnit.SECONDS), "the review started on the compute thread")
            r.close() // the screen is left while the core is reviewing
            assertEquals(1, core.cancels.get(), "the token was cancelled")
            val t0 = System.nanoTime()
            while (core.sessions.open > 1 && System.nanoTime() - t0 < 60_000_000_000L) {
                Thread.sleep(5)
                runCurrent()
            }
            assertEquals(1, core.reviewsCancelled.get(), "the core stopped and gave nothing")
            assertEquals(1, core.sessions.open, "the copy is closed, the game is not: ${core.sessions}")
            assertEquals(0, core.tokens.open, "tokens: ${core.tokens}")
            assertTrue(r.state.value.computing, "nothing was shown")
            assertTrue(r.state.value.rows.isEmpty())
        } finally {
            compute.shutdownNow()
            game.close()
        }
    }

    @Test
    fun leavingBeforeTheSaveIsReadOrTheReviewStartsOpensNothingThatStaysOpen() = runTest {
        val core = RecordingCore()
        val app = app(core)
        app.playThrownWin()
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val id = app.savedGames.state.value.entries.single().id
        // left before the disk queue reads the save
        app.openReviewOfSave(id, GameKind.ZHONGKUI)
        app.back()
        runCurrent()
        // left before the compute dispatcher starts the review of a game on screen
        app.resumeSaved(id)
        runCurrent()
        app.openReviewOfGame()
        assertEquals(2, core.sessions.open, "the game and the review's copy")
        app.back()
        runCurrent()
        assertEquals(0, core.reviews.get(), "no review was asked of the core")
        assertEquals(1, core.sessions.open, "only the game's session: ${core.sessions}")
        assertEquals(0, core.tokens.open, "tokens: ${core.tokens}")
        app.close()
        advanceUntilIdle()
        assertEquals(0, core.sessions.open, "sessions: ${core.sessions}")
        assertEquals(0, core.stores.open, "stores: ${core.stores}")
    }

    @Test
    fun aPassOnTimeIsListedInTheAppsWordsWithNoPlayedMoveDrawn() = runTest {
        val clock = FakeClock()
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(TestEnv.core, dir, backgroundScope, d, d, clock, systemLang = { UiLang.En })
        runCurrent()
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.EN))
        app.openNewGame(GameKind.ZHONGKUI)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.onNewGameEvent(NewGameEvent.SetTimer(15))
        app.startNewGame()
        runCurrent()
        // First's time runs out: the core passes the turn
        clock.advance(16_000)
        testScheduler.advanceTimeBy(250)
        runCurrent()
        val game = app.game.value ?: error("no game")
        assertEquals(1, game.state.value.plyNumber, "passed")
        app.openReviewOfGame()
        runCurrent()
        val r = app.review.value ?: error("no review")
        r.onEvent(ReviewEvent.Select(1))
        val s = r.state.value
        assertEquals(1, s.rows.size)
        assertEquals("pass (time)", s.rows[0].move)
        assertEquals("pass (time)", s.selection?.played)
        assertNull(s.board?.lastMove, "a pass moves nothing")
        assertEquals(TestEnv.core.startPoints(GameKind.ZHONGKUI).pieces(), s.board?.pieces)
        // what the core says of the game's own session
        val expected = game.session.newCancelToken().use { t -> game.session.review(t) ?: error("not cancelled") }
        assertEquals(expected.plies[0].labelEn, s.rows[0].labelText)
        assertEquals(expected.plies[0].best?.notation, s.selection?.best)
        assertEquals(expected.plies[0].best?.let { UiMove(it.from, it.to) }, s.board?.hint)
        app.close()
    }

    @Test
    fun thePiecesAPlyCapturedFadeOutOnTheBoardAfterIt() {
        // Jinmen: First's a3-a1 captures c1 and leaves Second with one piece
        val json = """{"format":"folkchess-save","version":1,"game":"jinmen",
            "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":null},
            "start":"....x/.../...../.../X..../.../.Xx.. F","plies":["a3-a1"]}"""
        val review = GameSession.fromSaveJson(json).use { s -> CancelHandle().use { s.review(it) } }
        val layout = TestEnv.core.layout(GameKind.JINMEN)
        val info = TestEnv.core.catalogue().first { it.game == GameKind.JINMEN }
        val state = reviewUiState(info, layout, review, review.firstShownPly(), UiLang.En)
        assertEquals(0, state.decidingPly, "decided from the start")
        assertEquals(0, state.selection?.ply, "so it opens on the start position")
        assertTrue(state.board?.captured.isNullOrEmpty())
        val after = reviewUiState(info, layout, review, 1, UiLang.En)
        val c1 = layout.at("c1")
        assertEquals(listOf(c1), after.board?.captured?.map { it.point })
        assertEquals(review.plies[0].pointsBefore[c1].piece, after.board?.captured?.single()?.piece)
        assertNull(after.board?.pieces?.get(c1), "gone from the board after the ply")
        assertEquals("a3-a1 x c1", after.rows.single().move)
        assertEquals(review.outcome?.textEn, after.outcome)
    }

    @Test
    fun aScreenReaderReadsEachPlyAndMovesTheSelection() = runTest {
        val app = app(TestEnv.core)
        app.playThrownWin()
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            // the finished game offers its review
            scene.click("review-game")
            assertEquals(Screen.Review, app.screen)
            assertTrue(scene.nodes().any { it.config.getOrNull(SemanticsProperties.TestTag) == "reviewing" }, "a progress state")
            runCurrent()
            scene.render()
            val r = app.review.value ?: error("no review")
            val rows = r.state.value.rows
            assertEquals(rows[2].comment, scene.description("ply-3"))
            assertEquals("${rows[4].comment}, deciding ply", scene.description("ply-5"))
            assertEquals(true, scene.tag("ply-5").config.getOrNull(SemanticsProperties.Selected), "the deciding ply is shown first")
            scene.click("ply-3")
            assertEquals(3, r.state.value.selection?.ply)
            assertEquals(true, scene.tag("ply-3").config.getOrNull(SemanticsProperties.Selected))
            assertEquals(false, scene.tag("ply-5").config.getOrNull(SemanticsProperties.Selected))
            assertEquals("Next ply", scene.description("next-ply"))
            assertEquals("Previous ply", scene.description("previous-ply"))
            scene.click("next-ply")
            assertEquals(4, r.state.value.selection?.ply)
            scene.click("previous-ply")
            scene.click("previous-ply")
            assertEquals(2, r.state.value.selection?.ply)
            scene.click("decided")
            assertEquals(5, r.state.value.selection?.ply, "the sentence on the deciding ply shows it")
            assertTrue(scene.nodes().any { it.config.getOrNull(SemanticsProperties.TestTag) == "legend-best" }, "the best move is named")

            // and from the saved games
            app.back()
            app.saveAndLeave()
            runCurrent()
            app.openSavedGames()
            runCurrent()
            scene.render()
            val id = app.savedGames.state.value.entries.single().id
            scene.click("review-$id")
            assertEquals(Screen.Review, app.screen)
            runCurrent()
            scene.render()
            assertEquals(app.review.value?.state?.value?.rows?.get(0)?.comment, scene.description("ply-1"))
        }
        app.close()
    }

    /** Plays [THROWN_WIN] in a new pass-and-play Zhong Kui game, by taps: the game is over, Second won. */
    private fun AppState.playThrownWin() = playZhongkui(this, THROWN_WIN)
}

/** Starts a pass-and-play Zhong Kui game in [app] and plays [moves] by taps. */
fun playZhongkui(app: AppState, moves: List<String>): GameController {
    app.openNewGame(GameKind.ZHONGKUI)
    app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
    app.onNewGameEvent(NewGameEvent.SetTimer(null))
    app.startNewGame()
    val c = app.game.value ?: error("no game")
    for (m in moves) {
        val (a, b) = m.split("-")
        c.onEvent(GameEvent.TapPoint(c.layout.at(a)))
        c.onEvent(GameEvent.TapPoint(c.layout.at(b)))
    }
    return c
}

/**
 * A finished Jinmen game in the save format: the computer (Medium, seeded) plays First against
 * a player who picks among the legal moves by a fixed rule; for the large game's review.
 */
fun largeGameSave(maxPlies: Int = 120): String =
    GameSession.withSeed(vsComputer(GameKind.JINMEN, Level.MEDIUM, Side.SECOND), 7L).use { s ->
        CancelHandle().use { cancel ->
            var now = 0L
            while (s.snapshot(now).status == GameStatus.ONGOING && s.snapshot(now).plyNumber < maxPlies) {
                if (s.isComputerTurn()) {
                    s.computerMove(cancel, now)
                } else {
                    val moves = s.legalMoves()
                    val m = moves[(s.snapshot(now).plyNumber * 7) % moves.size]
                    s.play(m.from, m.to, now)
                }
                now += 1_000
            }
        }
        s.exportRecord()
    }

/** The plies of [review] with a label worse than "good", first first. */
fun GameReview.slips(): List<Int> = plies.filter { it.label !in setOf(MoveLabel.BEST, MoveLabel.GOOD) }.map { it.number }
