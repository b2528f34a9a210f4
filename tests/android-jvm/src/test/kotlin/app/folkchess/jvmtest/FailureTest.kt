package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FolkChessException
import app.folkchess.core.model.GameKind
import app.folkchess.core.GameSession
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.ReviewScreen
import app.folkchess.core.ReviewScreenInterface
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.state.ReviewController
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** A review screen whose run fails (a bug in the core, reported instead of a crash). */
private class FailingReview(private val inner: ReviewScreen) : ReviewScreenInterface by inner, AutoCloseable {
    override fun runReview(id: Long, cancel: CancelHandle) {
        throw FolkChessException.Internal("internal error in the Folk Chess core: out of memory")
    }

    override fun close() = inner.close()
}

/**
 * What a player reads when something fails: the core's sentence in the player's language —
 * never an exception's text (UniFFI makes the `message` of an error with fields `reason=…`) —
 * and a review whose run fails stops being busy and says so.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class FailureTest {
    @TempDir
    lateinit var dir: File

    /** The saves' folder cannot be made: a file stands where it should be, so every read and write of the store fails. */
    private fun blockTheSaves() = File(dir, "saves").writeText("not a folder")

    private fun assertNoFields(shown: String) = assertFalse("reason=" in shown, "an exception's text reached the screen: $shown")

    @Test
    fun anAutosaveTheDiskRefusesIsTheCoresSentenceInThePlayersLanguage() = runTest {
        blockTheSaves()
        val app = testApp(dir, LanguageSetting.ZH)
        val game = app.startGame(GameKind.WEIMING)
        runCurrent()
        game.playQuickly(1)
        runCurrent()
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            val shown = scene.text("problem")
            assertNoFields(shown)
            assertEquals("对局未能保存", shown)
        }
        assertEquals(1, game.view.value.moves.rows.size, "the game goes on")
        app.close()
    }

    @Test
    fun statisticsThatCannotBeReadAreTheCoresSentence() = runTest {
        blockTheSaves()
        val app = testApp(dir, LanguageSetting.EN)
        app.openStatistics()
        runCurrent()
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            val shown = scene.text("stats-problem")
            assertNoFields(shown)
            assertEquals(
                "The statistics cannot be read; when the next game ends the old file is kept aside and counting starts anew.",
                shown,
            )
            // the details on demand: the core's button, then the reason
            assertEquals("Details", scene.text("stats-problem-show-details"))
            scene.click("stats-problem-show-details")
            assertTrue("stats.json" in scene.text("stats-problem-details"), scene.text("stats-problem-details"))
        }
        app.close()
    }

    @Test
    fun puzzleProgressThatCannotBeReadIsTheCoresSentence() = runTest {
        blockTheSaves()
        val app = testApp(dir, LanguageSetting.EN)
        app.openPuzzles()
        runCurrent()
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            val shown = scene.text("puzzles-problem")
            assertNoFields(shown)
            assertEquals(
                "Your puzzle progress cannot be read; when you next try a puzzle the old file is kept aside and counting starts anew.",
                shown,
            )
        }
        app.close()
    }

    @Test
    fun aReviewWhoseRunFailsStopsBeingBusyAndSaysSoInThePlayersLanguage() = runTest {
        val screen = GameSession.withSeed(passAndPlay(GameKind.ZHONGKUI), 1L).use {
            FailingReview(ReviewScreen(it, DisplayLanguage.EN))
        }
        val r = ReviewController(screen, backgroundScope, StandardTestDispatcher(testScheduler))
        r.start()
        runCurrent()
        val v = r.view.value
        assertNull(v.busy, "the review screen waits for nothing")
        assertEquals("The review could not be made", v.failure?.sentence)
        assertEquals("internal error in the Folk Chess core: out of memory", v.failure?.details)
        r.close()
    }
}
