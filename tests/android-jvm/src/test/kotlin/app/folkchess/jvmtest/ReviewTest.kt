package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.GameReview
import app.folkchess.core.GameSession
import app.folkchess.core.GameStatus
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.MoveLabel
import app.folkchess.core.ReviewEvent
import app.folkchess.core.ReviewScreen
import app.folkchess.core.ReviewScreenInterface
import app.folkchess.core.model.Side
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.state.NativeObjects
import app.folkchess.ui.state.ReviewController
import app.folkchess.ui.state.Screen
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.asCoroutineDispatcher
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
import java.util.concurrent.atomic.AtomicInteger

/** A review screen that notes when its review starts and whether it was closed. */
class WatchedReview(private val inner: ReviewScreen) : ReviewScreenInterface by inner, AutoCloseable {
    val started = CountDownLatch(1)
    val reviews = AtomicInteger()
    @Volatile var closed = false
        private set

    override fun runReview(id: Long, cancel: CancelHandle) {
        reviews.incrementAndGet()
        started.countDown()
        inner.runReview(id, cancel)
    }

    override fun close() {
        closed = true
        inner.close()
    }
}

/**
 * The review screen's holder over the core's review screen: opened from a finished game (on a
 * copy) and from a saved game (read on the disk queue), the review run off the main thread,
 * everything shown the core's view, and leaving it cancels the review and closes what it opened.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ReviewTest {
    @TempDir
    lateinit var dir: File

    private val handlesOpened = AtomicInteger()
    private val handlesClosed = AtomicInteger()
    private val cancels = AtomicInteger()
    private val screens = mutableListOf<WatchedReview>()

    /** Natives that count review screens and cancel handles. */
    private val natives = object : NativeObjects(seed = 2026L) {
        override fun reviewScreen(session: GameSession, language: DisplayLanguage) =
            WatchedReview(ReviewScreen(session, language)).also { screens += it }
        override fun cancelHandle() = CountedHandle(handlesOpened, handlesClosed, cancels)
    }

    /** The core's review of [moves] of a pass-and-play Zhong Kui game, asked of a session directly. */
    private fun coreReview(moves: List<String>): GameReview =
        GameSession.withSeed(passAndPlay(GameKind.ZHONGKUI), 1L).use { s ->
            for (m in moves) {
                val (a, b) = m.split("-")
                s.play(GameKind.ZHONGKUI.at(a), GameKind.ZHONGKUI.at(b), 0)
            }
            CancelHandle().use { s.review(it) }
        }

    @Test
    fun aFinishedGameOpensOnItsDecidingPlyWithTheCoresLabelsValuesAndSummary() = runTest {
        val app = testApp(dir, natives = natives)
        val game = playZhongkui(app)
        assertTrue(game.view.value.isOver, "Second won")
        assertTrue(game.view.value.review.enabled)
        app.openReviewOfGame()
        assertEquals(Screen.Review, app.screen)
        val r = app.review.value ?: error("no review")
        assertEquals("Reviewing the game…", r.view.value.busy, "busy until the core answers")
        assertEquals(0, screens.single().reviews.get(), "the review waits for the compute dispatcher")
        runCurrent()

        val s = r.view.value
        val expected = coreReview(THROWN_WIN)
        assertNull(s.busy)
        assertEquals(1, screens.single().reviews.get())
        assertEquals(THROWN_WIN, s.rows.map { it.text })
        assertEquals(expected.plies.map { it.labelEn }, s.rows.map { it.labelName })
        assertEquals(listOf("best", "mistake", "best", "best", "blunder", "best"), s.rows.map { it.labelName })
        assertEquals(listOf("★", "?", "★", "★", "??", "★"), s.rows.map { it.mark })
        assertEquals(listOf("D → D", "D → W9", "W9 → W8", "W8 → W7", "W7 → L1", "L1 → L0"), s.rows.map { it.values })
        assertEquals(listOf(Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND), s.rows.map { it.side })
        assertEquals(expected.sides.map { it.textEn }, s.sides.map { it.text })
        assertEquals("First (red): 2 best, 0 good, 0 mistakes, 1 blunder", s.sides[0].text)
        assertEquals(expected.decidedEn, s.decided)
        // the screen's own words for the method (no engine terms), not the raw review's
        assertEquals("Exact values: this game is solved.", s.method)
        assertEquals("Second (black) wins: First (red) has no legal move.", s.outcome)
        assertEquals(5, s.decidedPly)
        assertEquals(listOf(5), s.rows.filter { it.deciding }.map { it.number })
        assertTrue(s.rows[4].spoken.endsWith("deciding move"), s.rows[4].spoken)

        // it opens on the deciding ply: the board after First's bc-bl, ml-bl the best move
        val z = GameKind.ZHONGKUI
        assertEquals(5, s.selectedPly)
        assertEquals(listOf(5), s.rows.filter { it.selected }.map { it.number })
        assertEquals("Move 5 of 6", s.position)
        assertEquals("5. First (red) bc-bl — blunder: a win in 7 became a loss in 1. Best: ml-bl.", s.caption)
        assertEquals("Played bc-bl", s.played)
        assertEquals("Best move ml-bl", s.best)
        assertEquals(Side.FIRST, s.board.points[z.at("bl")].piece?.side, "the piece stands where it went")
        assertNull(s.board.points[z.at("bc")].piece)
        assertEquals(z.at("bc") to z.at("bl"), s.board.lastMove?.let { it.from to it.to }, "the played move, as the last-move marking")
        assertEquals(z.at("ml") to z.at("bl"), s.board.hint?.let { it.from to it.to }, "the best move, as the hint arrow")
        assertTrue(s.board.fading.isEmpty(), "nothing captured in Zhong Kui")

        // next: the last ply, Second's best move: no arrow, and no further
        r.send(ReviewEvent.Next)
        val six = r.view.value
        assertEquals(6, six.selectedPly)
        assertEquals("Played mr-bc", six.played)
        assertNull(six.best)
        assertNull(six.board.hint)
        assertFalse(six.next.enabled)
        r.send(ReviewEvent.Next)
        assertEquals(6, r.view.value.selectedPly)

        // back to the start position
        repeat(6) { r.send(ReviewEvent.Previous) }
        val start = r.view.value
        assertEquals(0, start.selectedPly)
        assertEquals("Start position", start.position)
        assertEquals("Start position", start.caption)
        assertNull(start.played)
        assertFalse(start.previous.enabled)
        assertNull(start.board.lastMove)
        r.send(ReviewEvent.Select(2))
        assertEquals(2, r.view.value.selectedPly)
        r.send(ReviewEvent.Select(-1))
        assertEquals(0, r.view.value.selectedPly, "a ply before the start is the start")
        r.send(ReviewEvent.Select(2))

        // both languages: the core's Chinese and English
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.BOTH))
        val both = r.view.value
        assertEquals("败着 blunder", both.rows[4].labelName)
        assertEquals("${expected.sides[1].textZh}\n${expected.sides[1].textEn}", both.sides[1].text)
        assertTrue(both.title.startsWith("复盘 · "), both.title)
        assertEquals(2, both.selectedPly, "the selection stays")
        assertEquals("第2步（共6步） Move 2 of 6", both.position)

        // leaving goes back to the finished game; the review's screen and handle are closed
        assertTrue(app.back())
        assertEquals(Screen.Game, app.screen)
        assertNull(app.review.value)
        assertTrue(screens.single().closed)
        assertEquals(handlesOpened.get(), handlesClosed.get())
        assertTrue(game.view.value.isOver, "the game is still there")
        app.close()
    }

    @Test
    fun aSavedGameIsReadOnTheDiskQueueAndReviewedLikeTheGame() = runTest {
        val app = testApp(dir, natives = natives)
        playZhongkui(app)
        app.saveAndLeave()
        runCurrent()
        // a saved game with no ply is listed, with nothing to review
        app.startGame(GameKind.WEIMING)
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val rows = app.saveRows()
        val thrown = rows.single { it.game == GameKind.ZHONGKUI }
        assertTrue(thrown.review.enabled)
        assertFalse(rows.single { it.game == GameKind.WEIMING }.review.enabled)

        app.openReviewOfSave(thrown.id)
        assertEquals(Screen.SavedGames, app.screen, "the save is read on the disk queue first")
        assertTrue(screens.isEmpty())
        runCurrent()
        assertEquals(Screen.Review, app.screen)
        val s = app.review.value?.view?.value ?: error("no review")
        val expected = coreReview(THROWN_WIN)
        assertTrue(s.title.contains("Zhong Kui"), s.title)
        assertEquals(expected.plies.map { it.labelEn }, s.rows.map { it.labelName })
        // before → after each ply, from First's side on every row
        assertEquals(listOf("D → D", "D → W9", "W9 → W8", "W8 → W7", "W7 → L1", "L1 → L0"), s.rows.map { it.values })
        assertEquals(5, s.selectedPly)
        assertTrue(app.back())
        assertEquals(Screen.SavedGames, app.screen)
        assertTrue(screens.single().closed)
        assertEquals(handlesOpened.get(), handlesClosed.get())
        app.close()
    }

    @Test
    fun aDamagedSaveOpensNoReview() = runTest {
        val app = testApp(dir, natives = natives)
        File(dir, "saves").mkdirs()
        File(dir, "saves/broken.json").writeText("{ this is not a saved game")
        app.openSavedGames()
        runCurrent()
        val row = app.saveRows().single()
        assertTrue(row.damaged)
        assertFalse(row.review.enabled, "the core offers no review of a damaged save")
        app.openReviewOfSave("broken")
        runCurrent()
        assertEquals(Screen.SavedGames, app.screen)
        assertTrue(screens.isEmpty(), "nothing opened")
        app.close()
    }

    @Test
    fun leavingWhileTheCoreReviewsCancelsItAndClosesTheScreenAndHandle() = runTest {
        val game = GameSession.withSeed(passAndPlay(GameKind.JINMEN), 3L)
        var ply = 0
        while (ply < 40 && game.snapshot(0).status == GameStatus.ONGOING) {
            val from = game.movablePoints().sorted().let { it[(ply * 5) % it.size] }
            val to = game.legalTargets(from).sorted().let { it[ply % it.size] }
            game.play(from, to, 0)
            ply++
        }
        val compute = Executors.newSingleThreadExecutor { Thread(it, "test-compute") }
        try {
            val screen = WatchedReview(ReviewScreen(game, DisplayLanguage.EN))
            val r = ReviewController(screen, backgroundScope, compute.asCoroutineDispatcher()) { CountedHandle(handlesOpened, handlesClosed, cancels) }
            r.start()
            runCurrent()
            assertTrue(screen.started.await(60, TimeUnit.SECONDS), "the review started on the compute thread")
            r.close() // the screen is left while the core is reviewing
            assertEquals(1, cancels.get(), "the handle was cancelled")
            assertTrue(screen.closed, "the screen is closed (the review running keeps it alive)")
            val t0 = System.nanoTime()
            while (handlesClosed.get() < 1 && System.nanoTime() - t0 < 60_000_000_000L) {
                Thread.sleep(5)
                runCurrent()
            }
            assertEquals(1, handlesClosed.get(), "the handle is closed when the review returns")
            assertTrue(r.view.value.rows.isEmpty(), "nothing was shown")
            assertNull(r.view.value.busy, "the left screen waits for nothing")
        } finally {
            compute.shutdownNow()
            game.close()
        }
    }

    @Test
    fun leavingBeforeTheReviewStartsOpensNothingThatStaysOpen() = runTest {
        val app = testApp(dir, natives = natives)
        playZhongkui(app)
        app.openReviewOfGame()
        app.back() // before the compute dispatcher ran the review
        runCurrent()
        assertEquals(0, screens.single().reviews.get(), "no review was run")
        assertTrue(screens.single().closed)
        assertEquals(handlesOpened.get(), handlesClosed.get(), "handles: $handlesOpened opened")
        app.close()
    }

    @Test
    fun aPassOnTimeIsListedInTheCoresWordsWithNoPlayedMoveDrawn() = runTest {
        val clock = FakeClock()
        val app = testApp(dir, clock = clock, natives = natives)
        val game = app.startGame(GameKind.ZHONGKUI, turnSeconds = 15)
        runCurrent()
        // First's time runs out: the table passes the turn
        clock.advance(16_000)
        testScheduler.advanceTimeBy(250)
        runCurrent()
        assertEquals(listOf("pass (time)"), game.view.value.moves.rows.map { it.text })
        app.openReviewOfGame()
        runCurrent()
        val r = app.review.value ?: error("no review")
        r.send(ReviewEvent.Select(1))
        val s = r.view.value
        assertEquals(listOf("pass (time)"), s.rows.map { it.text })
        assertEquals("Played pass (time)", s.played)
        assertNull(s.board.lastMove, "a pass moves nothing")
        app.close()
    }

    @Test
    fun thePiecesAPlyCapturedFadeOutOnTheBoardAfterIt() = runTest {
        // Jinmen: First's a3-a1 captures c1 and leaves Second with one piece
        val json = """{"format":"folkchess-save","version":1,"game":"jinmen",
            "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":null},
            "start":"....x/.../...../.../X..../.../.Xx.. F","plies":["a3-a1"]}"""
        val screen = GameSession.fromSaveJson(json).use { ReviewScreen(it, DisplayLanguage.EN) }
        val r = ReviewController(screen, backgroundScope, kotlinx.coroutines.test.StandardTestDispatcher(testScheduler))
        r.start()
        runCurrent()
        val s = r.view.value
        assertEquals(0, s.decidedPly, "decided from the start")
        assertEquals(0, s.selectedPly, "so it opens on the start position")
        assertTrue(s.board.fading.isEmpty())
        r.send(ReviewEvent.Select(1))
        val after = r.view.value
        val c1 = GameKind.JINMEN.at("c1")
        assertEquals(listOf(c1), after.board.fading.map { it.point })
        assertNull(after.board.points[c1].piece, "gone from the board after the ply")
        assertEquals("a3-a1 x c1", after.rows.single().text)
        r.close()
    }

    @Test
    fun aScreenReaderReadsEachPlyAndMovesTheSelection() = runTest {
        val app = testApp(dir, natives = natives)
        playZhongkui(app)
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            // the finished game offers its review
            scene.click("result-review")
            assertEquals(Screen.Review, app.screen)
            assertTrue(scene.has("reviewing"), "the busy state")
            runCurrent()
            repeat(3) { scene.render() } // the list brings the deciding ply's row into view
            val r = app.review.value ?: error("no review")
            val rows = r.view.value.rows
            assertEquals(rows[2].spoken, scene.description("ply-3"))
            assertEquals(rows[4].spoken, scene.description("ply-5"))
            assertTrue(rows[4].spoken.endsWith(", deciding move"), rows[4].spoken)
            assertEquals(true, scene.tagged("ply-5").config.getOrNull(SemanticsProperties.Selected), "the deciding ply is shown first")
            scene.click("ply-3")
            assertEquals(3, r.view.value.selectedPly)
            assertEquals(true, scene.tagged("ply-3").config.getOrNull(SemanticsProperties.Selected))
            assertEquals(false, scene.tagged("ply-5").config.getOrNull(SemanticsProperties.Selected))
            assertEquals("Next move", scene.description("next-ply"))
            assertEquals("Previous move", scene.description("previous-ply"))
            scene.click("next-ply")
            assertEquals(4, r.view.value.selectedPly)
            scene.click("previous-ply")
            scene.click("previous-ply")
            assertEquals(2, r.view.value.selectedPly)
            scene.click("decided")
            assertEquals(5, r.view.value.selectedPly, "the sentence on the deciding ply shows it")
            assertTrue(scene.has("legend-best"), "the best move is named")
            // the chart, read as the core's sentence; the start position's row
            assertEquals(r.view.value.chartSpoken, scene.description("review-chart"))
            assertEquals(r.view.value.startRow, scene.text("ply-0"))
            scene.click("ply-0")
            assertEquals(0, r.view.value.selectedPly)
            assertEquals(true, scene.tagged("ply-0").config.getOrNull(SemanticsProperties.Selected))

            // and from the saved games
            app.back()
            app.saveAndLeave()
            runCurrent()
            app.openSavedGames()
            runCurrent()
            scene.render()
            val id = app.saveRows().single().id
            scene.click("review-$id")
            runCurrent()
            scene.render()
            assertEquals(Screen.Review, app.screen)
            assertEquals(app.review.value?.view?.value?.rows?.get(0)?.spoken, scene.description("ply-1"))
        }
        app.close()
    }
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
