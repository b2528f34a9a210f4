package app.folkchess.android

import androidx.compose.ui.test.junit4.ComposeTestRule
import androidx.compose.ui.test.junit4.createEmptyComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.lifecycle.ViewModelProvider
import androidx.test.core.app.ActivityScenario
import androidx.test.ext.junit.runners.AndroidJUnit4
import androidx.test.platform.app.InstrumentationRegistry
import app.folkchess.core.model.PointMark
import app.folkchess.core.model.Side
import app.folkchess.core.model.TableView
import app.folkchess.core.turnTimeChoices
import app.folkchess.core.ScreenView
import app.folkchess.ui.state.AppHolder
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

/**
 * The smoke test on a real Android runtime (the workflow's emulator job,
 * `./gradlew connectedDebugAndroidTest`): the real activity, JNA loading libfolkchess_ffi.so
 * from the APK, the real main thread and dispatchers, the app's private files.
 *
 * It launches the app, starts a Weiming game against the computer, makes a move by tapping the
 * board (a touch on the canvas, mapped by the core's pointAt), sees the computer answer, goes
 * back home, closes the app, launches it again and finds the game offered ("continue", read
 * from the autosave on disk), and continues it with both plies on the board.
 *
 * It finds the screens' parts by their test tags, and which point to tap from the game's own
 * view (a piece marked movable, then a target), never by words: it passes in every language.
 */
@RunWith(AndroidJUnit4::class)
class SmokeTest {
    @get:Rule
    val compose: ComposeTestRule = createEmptyComposeRule()

    /** A first launch: no settings, no saves, no autosave. */
    @Before
    fun freshInstall() {
        val files = InstrumentationRegistry.getInstrumentation().targetContext.filesDir
        files.listFiles()?.forEach { it.deleteRecursively() }
    }

    @Test
    fun aWeimingGameAgainstTheComputerIsOfferedAgainAfterLeaving() {
        var scenario = ActivityScenario.launch(MainActivity::class.java)
        waitFor("card-weiming")
        assertTrue("a fresh install offers no game to continue", count("continue") == 0)

        // Home → the new-game form of Weiming: against the computer (the core's first option),
        // the human plays First (who moves first), no turn timer
        compose.onNodeWithTag("card-weiming").performScrollTo().performClick()
        waitFor("start")
        compose.onNodeWithTag("choice-opponent-0").performScrollTo().performClick()
        waitFor("choice-side-${Side.entries.indexOf(Side.FIRST)}")
        compose.onNodeWithTag("choice-side-${Side.entries.indexOf(Side.FIRST)}").performScrollTo().performClick()
        compose.onNodeWithTag("choice-turn_time-${turnTimeChoices().indexOf(null)}").performScrollTo().performClick()
        compose.onNodeWithTag("start").performScrollTo().performClick()
        waitFor("board")
        assertEquals(0, count("move-1"))

        // A move by two taps on the board: a piece the view marks movable, then a target
        val app = appOf(scenario)
        val from = view(app).board.points.first { it.mark == PointMark.MOVABLE }
        compose.onNodeWithTag("point-${from.name}").performClick()
        compose.waitUntil(TIMEOUT_MS) { view(app).board.points.any { it.mark == PointMark.TARGET } }
        val to = view(app).board.points.first { it.mark == PointMark.TARGET }
        compose.onNodeWithTag("point-${to.name}").performClick()
        waitFor("move-1")
        val played = view(app).moves.rows.first().text
        assertTrue("the first ply $played is ${from.name} to ${to.name}", played.contains(from.name) && played.contains(to.name))

        // The computer answers: a second ply in the move strip
        waitFor("move-2", COMPUTER_MS)

        // Leave: back home, where the game is offered
        compose.onNodeWithTag("back").performClick()
        waitFor("continue")

        // Close the app and launch it again: the game is still offered (the autosave on disk)
        scenario.close()
        scenario = ActivityScenario.launch(MainActivity::class.java)
        waitFor("continue")
        compose.onNodeWithTag("continue").performScrollTo().performClick()
        waitFor("board")
        waitFor("move-2")
        assertEquals(2, view(appOf(scenario)).moves.rows.size)
        scenario.close()
    }

    private fun count(tag: String): Int = compose.onAllNodesWithTag(tag).fetchSemanticsNodes().size

    private fun waitFor(tag: String, timeoutMs: Long = TIMEOUT_MS) {
        compose.waitUntil(timeoutMs) { count(tag) > 0 }
    }

    /** The activity's app holder (the ViewModel `by viewModels()` made). */
    private fun appOf(scenario: ActivityScenario<MainActivity>): AppHolder {
        var app: AppHolder? = null
        scenario.onActivity { app = ViewModelProvider(it)[AppViewModel::class.java].app }
        return app ?: error("no AppHolder")
    }

    private fun view(app: AppHolder): TableView = (app.view.value.screen as? ScreenView.Game)?.table ?: error("no game on screen")

    private companion object {
        const val TIMEOUT_MS = 20_000L
        /** The computer's search on an emulator without hardware acceleration can be slow. */
        const val COMPUTER_MS = 120_000L
    }
}
