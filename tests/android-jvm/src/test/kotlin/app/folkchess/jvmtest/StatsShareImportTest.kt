package app.folkchess.jvmtest

import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.appTexts
import app.folkchess.core.shareText
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.state.Screen
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** The statistics screen (read on the disk queue, reset after the question, a damaged file named), share and import. */
@OptIn(ExperimentalCoroutinesApi::class)
class StatsShareImportTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun aCountedGameIsShownAndResetAsksFirst() = runTest {
        val app = testApp(dir)
        app.openStatistics()
        assertEquals(Screen.Statistics, app.screen)
        assertNull(app.stats.view.value, "read on the disk queue, not at once")
        runCurrent()
        val empty = app.stats.view.value ?: error("no view")
        assertNotNull(empty.emptyText)
        assertTrue(empty.games.isEmpty())
        assertFalse(empty.reset.enabled)

        app.store.recordFinished(FINISHED, 1_767_225_600_000L)
        app.back()
        app.openStatistics()
        runCurrent()
        val v = app.stats.view.value ?: error("no view")
        assertNull(v.emptyText)
        assertEquals(3, v.columns.size)
        val jinmen = v.games.single()
        assertEquals(GameKind.JINMEN, jinmen.game)
        assertEquals(1u, jinmen.lines.single().won)
        assertEquals(1, jinmen.chart.size)
        assertNotNull(jinmen.rating)
        assertTrue(v.reset.enabled)

        app.stats.reset()
        runCurrent()
        assertEquals(1, app.stats.view.value?.games?.size, "no reset without the question")
        app.stats.askReset()
        assertTrue(app.stats.confirming.value)
        app.stats.cancelReset()
        assertFalse(app.stats.confirming.value)
        app.stats.askReset()
        app.stats.reset()
        runCurrent()
        assertTrue(app.stats.view.value?.games?.isEmpty() == true, "emptied")
        assertNotNull(app.stats.view.value?.emptyText)
        app.close()
    }

    @Test
    fun aDamagedStatisticsFileShowsTheCoresSentenceAndReason() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.store.recordFinished(FINISHED, 1_767_225_600_000L)
        val files = File(dir, "saves").walk().filter { it.isFile && it.name == "stats.json" }.toList()
        assertTrue(files.isNotEmpty(), "the statistics file: ${File(dir, "saves").walk().toList()}")
        files.forEach { it.writeText("{ not statistics") }
        app.openStatistics()
        runCurrent()
        val problem = app.stats.problem.value ?: error("no problem shown")
        assertEquals(appTexts(DisplayLanguage.EN).statsUnreadable, problem.sentence)
        assertTrue(problem.details.contains("stats"), "the details name the file: ${problem.details}")
        assertNull(app.stats.view.value)
        app.close()
    }

    @Test
    fun aSavedGameIsSharedAsTheCoresTextAndThatTextImportsIntoAReview() = runTest {
        val app = testApp(dir)
        playZhongkui(app)
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val id = app.saveRows().single { it.game == GameKind.ZHONGKUI }.id
        app.shareSave(id)
        assertNull(app.shareRequest.value, "read on the disk queue first")
        runCurrent()
        val request = app.shareRequest.value ?: error("nothing to share")
        val text = request.text
        val json = app.store.load(id).use { it.exportRecord() }
        assertEquals(shareText(json, DisplayLanguage.EN, 1_767_225_600_000L, 0), text)
        // the board the game ended on goes with it, as the table shows it
        val board = request.board ?: error("no board to draw")
        assertEquals(GameKind.ZHONGKUI, board.game)
        assertEquals(THROWN_WIN.last().split("-").let { GameKind.ZHONGKUI.at(it[1]) }, board.lastMove?.to)
        app.shareHandled()
        assertNull(app.shareRequest.value)

        app.back()
        app.openImport()
        assertEquals(Screen.ImportGame, app.screen)
        app.importGame("this is not a game")
        assertEquals(Screen.ImportGame, app.screen)
        val problem = app.importProblem.value ?: error("no problem shown")
        assertEquals("This text cannot be read as a game", problem.sentence)
        assertTrue(problem.details.isNotBlank(), "what does not read, in the player's language")
        app.importGame(text)
        runCurrent()
        assertNull(app.importProblem.value)
        assertEquals(Screen.Review, app.screen)
        val review = app.review.value?.view?.value ?: error("no review")
        assertTrue(review.title.contains("Zhong Kui"), review.title)
        assertEquals(THROWN_WIN.size, review.rows.size)
        app.close()
    }

    @Test
    fun homesStatisticsButtonOpensTheScreenWhoseChartIsReadAsTheCoresSentence() = runTest {
        val app = testApp(dir)
        app.store.recordFinished(FINISHED, 1_767_225_600_000L)
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            assertEquals(appTexts(DisplayLanguage.EN).statistics, scene.text("statistics"))
            scene.click("statistics")
            assertEquals(Screen.Statistics, app.screen)
            runCurrent()
            scene.render()
            val g = app.stats.view.value?.games?.single() ?: error("no game")
            assertEquals(g.chartSpoken, scene.description("chart-jinmen"))
            scene.click("stats-reset")
            assertTrue(scene.has("reset-question"))
            scene.click("reset-cancel")
            assertFalse(scene.has("reset-question"))
            scene.click("back")
            scene.click("import")
            assertEquals(Screen.ImportGame, app.screen)
            assertEquals(appTexts(DisplayLanguage.EN).openGame, scene.text("import-open"))
        }
        app.close()
    }

    companion object {
        const val FINISHED = """{"game":"jinmen","seed":7,"opponent":{"kind":"computer","level":"easy"},"human":"first","winner":"first","reason":"resignation","plies":3}"""
    }
}
