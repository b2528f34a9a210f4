package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.ScreenView
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * What a player reads when something fails, on the real screens through the app holder: the
 * core's sentence in the player's language — never an exception's text (UniFFI makes the
 * `message` of an error with fields `reason=…`) — with the details on demand; and a review whose
 * run fails stops being busy and says so.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class FailureTest {
    @TempDir
    lateinit var dir: File

    /** The saves' folder cannot be made: a file stands where it should be, so every read and write of the store fails. */
    private fun blockTheSaves() {
        dir.mkdirs()
        File(dir, "saves").writeText("not a folder")
    }

    private fun assertNoFields(shown: String) = assertFalse("reason=" in shown, "an exception's text reached the screen: $shown")

    @Test
    fun anAutosaveTheDiskRefusesIsTheCoresSentenceInThePlayersLanguage() = runTest {
        blockTheSaves()
        val app = testApp(dir, LanguageSetting.ZH)
        app.startGame(GameKind.WEIMING)
        runCurrent()
        app.playQuickly(1)
        runCurrent()
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            val shown = scene.text("problem")
            assertNoFields(shown)
            assertEquals(app.view.value.problem?.sentence, shown)
            assertTrue(shown.any { it.code > 0x2E80 }, "in Chinese: $shown")
            // read: dismissed under the board, the note back to the table's
            scene.click("problem-dismiss")
            assertNull(app.view.value.problem)
            scene.render()
            assertFalse(scene.has("problem"))
        }
        assertEquals(1, app.table.moves.rows.size, "the game goes on")
        app.close()
    }

    @Test
    fun statisticsThatCannotBeReadAreTheCoresSentenceWithTheDetailsOnDemand() = runTest {
        blockTheSaves()
        val app = testApp(dir, LanguageSetting.EN)
        app.openStatistics()
        runCurrent()
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            val problem = (app.screen as ScreenView.Statistics).problem ?: error("no problem")
            val shown = scene.text("stats-problem")
            assertNoFields(shown)
            assertEquals(problem.sentence, shown)
            assertEquals(problem.detailsLabel, scene.text("stats-problem-show-details"))
            scene.click("stats-problem-show-details")
            assertEquals(problem.details, scene.text("stats-problem-details"))
        }
        app.close()
    }

    @Test
    fun puzzleProgressThatCannotBeReadIsTheCoresSentence() = runTest {
        blockTheSaves()
        val app = testApp(dir, LanguageSetting.EN)
        app.openPuzzles()
        runCurrent()
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            val shown = scene.text("puzzles-problem")
            assertNoFields(shown)
            assertEquals((app.screen as ScreenView.Puzzles).view?.problem, shown)
        }
        app.close()
    }

    @Test
    fun aReviewWhoseRunFailsStopsBeingBusyAndSaysSoInThePlayersLanguage() = runTest {
        val app = testApp(dir, LanguageSetting.EN, core = { real -> SpyCore(real, review = ::FailingReview) })
        playZhongkui(app)
        app.openReviewOfGame()
        runCurrent()
        val v = (app.screen as ScreenView.Review).view
        assertNull(v.busy, "the review screen waits for nothing")
        assertEquals("The review could not be made", v.failure?.sentence)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals("The review could not be made", scene.text("review-failure"))
            assertFalse(scene.has("computing"))
        }
        app.close()
    }
}
