package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.AppEvent
import app.folkchess.core.CancelHandle
import app.folkchess.core.ReviewEvent
import app.folkchess.core.model.ReviewView
import app.folkchess.core.ScreenView
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Route
import app.folkchess.core.model.Side
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger

/**
 * The review through the app holder: a finished game's review run on the compute dispatcher and
 * opened on its deciding ply with the core's rows, moved through by events and drawn; a saved
 * game reviewed after its read; a damaged save opening none; leaving while the core reviews on
 * a real thread cancels it and closes its handle.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ReviewTest {
    @TempDir
    lateinit var dir: File

    private val app get() = holder!!
    private var holder: app.folkchess.ui.state.AppHolder? = null

    private fun review(): ReviewView = (app.screen as? ScreenView.Review)?.view ?: error("no review on screen")

    @Test
    fun aFinishedGameOpensOnItsDecidingPlyWithTheCoresRowsAndIsDrawn() = runTest {
        holder = testApp(dir)
        playZhongkui(app)
        assertTrue(app.table.isOver, "Second won")
        app.openReviewOfGame()
        assertEquals("Reviewing the game…", review().busy, "busy until the core answers")
        runCurrent()
        val s = review()
        assertNull(s.busy)
        assertEquals(THROWN_WIN, s.rows.map { it.text })
        assertEquals(listOf("best", "mistake", "best", "best", "blunder", "best"), s.rows.map { it.labelName })
        assertEquals(listOf(Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND), s.rows.map { it.side })
        assertEquals(5u, s.selectedPly)
        assertEquals("5. First (red) bc\u2011bl — blunder: a win in 7 became a loss in 1. Best: ml\u2011bl.", s.caption)
        val z = GameKind.ZHONGKUI
        // the position after the move played shows it; the best move is a tap away, drawn on the
        // position before, where it can be played
        assertNull(s.board.hint, "no arrow on the position after the move")
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(s.showBest?.label, scene.text("show-best"))
            assertTrue(scene.has("legend-played") && !scene.has("legend-best"))
            scene.click("show-best")
            scene.render()
            assertTrue(scene.has("legend-best") && !scene.has("legend-played"))
            assertEquals(review().showBest?.label, scene.text("show-best"))
            // the chart's scale, from First's side
            assertEquals("First (red) wins", scene.text("chart-top"))
            assertEquals("Second (black) wins", scene.text("chart-bottom"))
        }
        val before = review()
        assertTrue(before.showingBest)
        assertEquals(z.at("ml") to z.at("bl"), before.board.hint?.let { it.from to it.to }, "the best move, as the hint arrow")
        assertEquals(Side.FIRST, before.board.points.first { it.index == z.at("ml") }.piece?.side, "its piece stands on its point")
        app.review(ReviewEvent.Next)
        assertEquals(6u, review().selectedPly)
        assertFalse(review().next.enabled)
        app.review(ReviewEvent.Select(2))
        assertEquals(2u, review().selectedPly)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(review().title, scene.text("title"))
            assertTrue(scene.has("review-list"))
        }
        // both languages, chosen in the settings over the review: the review follows, its selection kept
        app.openSettings()
        val language = (app.screen as ScreenView.Settings).view.sections.flatMap { it.choices }.first { it.key == ChoiceKey.LANGUAGE }
        app.send(AppEvent.SettingChoice(ChoiceKey.LANGUAGE, language.options.indexOf("简体中文 + English")))
        app.back()
        assertEquals("败着 blunder", review().rows[4].labelName)
        assertEquals(2u, review().selectedPly, "the selection stays")
        // leaving goes back to the finished game
        app.back()
        assertTrue(app.screen is ScreenView.Game)
        assertTrue(app.table.isOver, "the game is still there")
        app.close()
    }

    @Test
    fun aSavedGameIsReadOnTheDiskAndReviewedLikeTheGame() = runTest {
        holder = testApp(dir)
        playZhongkui(app)
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val thrown = app.saveRows().single { it.game == GameKind.ZHONGKUI }
        assertTrue(thrown.review.enabled)
        app.send(AppEvent.ReviewSave(thrown.id))
        runCurrent()
        assertTrue(app.screen is ScreenView.Review)
        runCurrent()
        assertEquals(listOf("best", "mistake", "best", "best", "blunder", "best"), review().rows.map { it.labelName })
        app.back()
        assertEquals(Route.SavedGames, app.view.value.stack.last())
        app.close()
    }

    @Test
    fun aDamagedSaveOpensNoReview() = runTest {
        File(dir, "saves").mkdirs()
        File(dir, "saves/broken.json").writeText("{ this is not a saved game")
        holder = testApp(dir)
        app.openSavedGames()
        runCurrent()
        val row = app.saveRows().single()
        assertTrue(row.damaged)
        assertFalse(row.review.enabled, "the core offers no review of a damaged save")
        app.send(AppEvent.ReviewSave(row.id))
        runCurrent()
        assertFalse(app.screen is ScreenView.Review)
        app.close()
    }

    @Test
    fun leavingWhileTheCoreReviewsCancelsItAndClosesTheHandle() = runTest {
        val compute = Executors.newSingleThreadExecutor { Thread(it, "test-compute") }
        val cancels = AtomicInteger()
        val handles = mutableListOf<CancelHandle>()
        holder = testApp(
            dir, LanguageSetting.EN, compute = compute.asCoroutineDispatcher(),
            cancelHandles = { object : CancelHandle() { override fun cancel() { cancels.incrementAndGet(); super.cancel() } }.also { handles += it } },
        )
        // a long game: its review takes a while
        app.startGame(GameKind.JINMEN)
        app.playQuickly(40)
        app.resign()
        app.openReviewOfGame()
        assertEquals(1, app.running.size, "the review runs")
        app.back() // left while the core reviews
        assertEquals(1, cancels.get(), "its handle was cancelled")
        waitUntil { app.running.isEmpty() }
        assertTrue(handles.all { it.uniffiIsDestroyed }, "the handle is closed when the review returns")
        assertTrue(app.screen is ScreenView.Game)
        app.close()
        compute.shutdownNow()
    }

    private fun TestScope.waitUntil(done: () -> Boolean) {
        val end = System.currentTimeMillis() + 60_000
        while (!done()) {
            check(System.currentTimeMillis() < end) { "timed out" }
            runCurrent()
            Thread.sleep(5)
        }
    }
}
