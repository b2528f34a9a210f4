package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.AppEvent
import app.folkchess.core.SaveStore
import app.folkchess.core.ScreenView
import app.folkchess.core.model.StatsView
import app.folkchess.core.model.GameKind
import app.folkchess.ui.state.AppHolder
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

/**
 * The statistics through the app holder: read from the disk, a counted game shown, reset only
 * after the core's question (asked on the screen), Home's buttons to the statistics and the
 * import, the chart read as the core's sentence.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class StatsShareImportTest {
    @TempDir
    lateinit var dir: File

    private fun AppHolder.stats(): StatsView? = (screen as ScreenView.Statistics).stats

    private fun recordOne() = SaveStore(File(dir, "saves").absolutePath).use { it.recordFinished(FINISHED, TEST_EPOCH) }

    @Test
    fun aCountedGameIsShownAndResetAsksFirst() = runTest {
        val app = testApp(dir)
        app.openStatistics()
        assertNull(app.stats(), "read on the disk queue, not at once")
        runCurrent()
        val empty = app.stats() ?: error("no view")
        assertNotNull(empty.emptyText)
        assertFalse(empty.reset.enabled)
        recordOne()
        app.back()
        app.openStatistics()
        runCurrent()
        val v = app.stats() ?: error("no view")
        val jinmen = v.games.single()
        assertEquals(GameKind.JINMEN, jinmen.game)
        assertEquals(1u, jinmen.lines.single().won)
        assertTrue(v.reset.enabled)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(jinmen.chartSpoken, scene.description("chart-jinmen"))
            scene.click("stats-reset")
            assertTrue(scene.text("reset-question").startsWith(v.resetQuestion), scene.text("reset-question"))
            scene.click("reset-cancel")
            assertFalse(scene.has("reset-question"))
            runCurrent()
            assertEquals(1, app.stats()?.games?.size, "no reset without the question")
            scene.click("stats-reset")
            scene.click("reset-confirm")
            runCurrent()
            scene.render()
            assertTrue(app.stats()?.games?.isEmpty() == true, "emptied")
            assertTrue(scene.has("stats-empty"))
            assertFalse(scene.has("stats-reset"), "nothing to reset, no reset")
        }
        app.close()
    }

    @Test
    fun homesStatisticsAndImportButtonsOpenTheirScreens() = runTest {
        val app = testApp(dir)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(app.view.value.texts.statistics, scene.text("statistics"))
            scene.click("statistics")
            assertTrue(app.screen is ScreenView.Statistics)
            runCurrent()
            scene.render()
            scene.click("back")
            scene.click("import")
            assertTrue(app.screen is ScreenView.Import)
            assertEquals(app.view.value.texts.openGame, scene.text("import-open"))
        }
        app.close()
    }

    @Test
    fun aTextThatIsNoGameMarksTheFieldAndHoldsOpenUntilItChangesAndPasteFillsIt() = runTest {
        val app = testApp(dir)
        val shared = "[Game \"weiming\"]\n1. bl-x tm-m"
        val clipboard = object : androidx.compose.ui.platform.ClipboardManager {
            override fun getText() = androidx.compose.ui.text.AnnotatedString(shared)
            override fun setText(annotatedString: androidx.compose.ui.text.AnnotatedString) {}
        }
        @Suppress("DEPRECATION")
        ImageComposeScene(784, 1680, Density(2f)) {
            androidx.compose.runtime.CompositionLocalProvider(androidx.compose.ui.platform.LocalClipboardManager provides clipboard) { AppOf(app) }
        }.use { scene ->
            scene.render()
            scene.click("import")
            fun openEnabled() = (app.screen as ScreenView.Import).openEnabled
            assertFalse(openEnabled(), "nothing to open yet")
            app.send(AppEvent.ImportText("1. a-b ??"))
            runCurrent()
            scene.render()
            assertTrue(openEnabled())
            scene.click("import-open")
            runCurrent()
            scene.render()
            val problem = (app.screen as ScreenView.Import).problem
            assertNotNull(problem)
            assertEquals(problem, scene.text("import-problem"), "the core's sentence under the field")
            assertFalse(openEnabled(), "Open waits for a new text")
            assertTrue(scene.tagged("import-text").config.contains(androidx.compose.ui.semantics.SemanticsProperties.Error), "the field is marked in error")
            scene.click("import-paste")
            runCurrent()
            scene.render()
            val import = app.screen as ScreenView.Import
            assertEquals(shared, import.text)
            assertTrue(import.openEnabled && import.problem == null && !scene.has("import-problem"))
        }
        app.close()
    }

    companion object {
        const val FINISHED = """{"game":"jinmen","seed":7,"opponent":{"kind":"computer","level":"easy"},"human":"first","winner":"first","reason":"resignation","plies":3}"""
    }
}
