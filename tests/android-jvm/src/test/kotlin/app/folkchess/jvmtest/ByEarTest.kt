package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.ScreenView
import app.folkchess.core.TableEvent
import app.folkchess.core.model.Announcement
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.Level
import app.folkchess.core.model.Side
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** Playing by ear through the real composables: the board's quick commands, the review's board and chart. */
@OptIn(ExperimentalCoroutinesApi::class)
class ByEarTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun theBoardOffersTheQuickCommandsAsCustomActionsThatSayThem() = runTest {
        val said = mutableListOf<Announcement>()
        val app = testApp(dir, announce = { said += it })
        app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 30)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // the board's own node (its label the core's words on the whole board), under the tagged frame
            fun under(n: SemanticsNode): List<SemanticsNode> = listOf(n) + n.children.flatMap(::under)
            val board = under(scene.tagged("board")).first { it.config.getOrNull(SemanticsProperties.ContentDescription) == listOf(app.table.board.spoken) }
            val actions = board.config[SemanticsActions.CustomActions]
            assertEquals(app.table.quickCommands.map { it.label }, actions.map { it.label })
            assertEquals(listOf("Hear the position", "Hear the last move", "Hear the clock"), actions.map { it.label })
            actions.first { it.label == "Hear the clock" }.action()
            runCurrent()
            assertEquals("30 seconds left.", said.last().text)
            actions.first { it.label == "Hear the last move" }.action()
            runCurrent()
            assertEquals("No moves yet.", said.last().text)
            actions.first { it.label == "Hear the position" }.action()
            runCurrent()
            assertEquals(app.table.positionSpoken, said.last().text)
        }
        app.close()
    }

    /** A puzzle's feedback is said once, by the core's announcement: its line on screen is no live region that would say it again. */
    @Test
    fun aPuzzlesFeedbackIsSaidOnceByTheCoreNotAgainByALiveRegion() = runTest {
        val said = mutableListOf<Announcement>()
        val app = testApp(dir, announce = { said += it })
        app.openPuzzle("weiming-0001") // First to move wins at once with tr-tm
        runCurrent()
        val wrong = app.legalMoves().first { it != ("tr" to "tm") }
        app.play(wrong.first, wrong.second)
        runCurrent()
        val feedback = (app.screen as ScreenView.Trainer).view.feedback
        assertNotNull(feedback)
        assertEquals(1, said.count { it.text == feedback }, "said once: $said")
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            fun under(n: SemanticsNode): List<SemanticsNode> = listOf(n) + n.children.flatMap(::under)
            val live = under(scene.tagged("feedback")).filter { it.config.getOrNull(SemanticsProperties.LiveRegion) != null }
            assertTrue(live.isEmpty(), "no live region in the feedback line")
        }
        app.close()
    }

    @Test
    fun theReviewBoardsPointsAreReadAndItsChartStepsByCustomActions() = runTest {
        val said = mutableListOf<Announcement>()
        val app = testApp(dir, announce = { said += it })
        playZhongkui(app)
        app.openReviewOfGame(); runCurrent()
        val review = (app.screen as ScreenView.Review).view
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // every point of the review's board is read with the core's words, and only looked at
            for (p in review.board.points) {
                val node = scene.tagged("point-${p.name}")
                assertEquals(listOf(p.spoken), node.config[SemanticsProperties.ContentDescription])
                assertNull(node.config.getOrNull(SemanticsActions.OnClick), p.name)
            }
            // the chart: the core's sentence, the value of the ply on the board, a step to either side
            val chart = scene.tagged("review-chart").config
            assertEquals(listOf(review.chartSpoken), chart[SemanticsProperties.ContentDescription])
            assertEquals(review.chart.first { it.ply == review.selectedPly }.text, chart[SemanticsProperties.StateDescription])
            val steps = chart[SemanticsActions.CustomActions]
            assertEquals(listOf(review.previous.label, review.next.label), steps.map { it.label })
            val before = review.selectedPly
            steps.first { it.label == review.next.label }.action()
            runCurrent(); scene.render()
            val after = (app.screen as ScreenView.Review).view
            assertEquals(before + 1u, after.selectedPly)
            // said once, in one sentence: the move and its judgement
            val last = said.last().text
            assertTrue(last.startsWith("Move ${after.selectedPly}: "), last)
            assertNotNull(after.rows.firstOrNull { it.selected })
        }
        app.close()
    }

    @Test
    fun eachScreenIsAPaneTitledByTheCoreAndFocusGoesToAQuestionAndAResult() = runTest {
        val app = testApp(dir)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals("Folk Chess", app.view.value.title)
            assertEquals(app.view.value.title, scene.tagged("pane").config[SemanticsProperties.PaneTitle])
            app.openSettings(); scene.render()
            assertEquals("Settings", scene.tagged("pane").config[SemanticsProperties.PaneTitle])
            app.back()
            app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.FIRST)
            scene.render()
            assertEquals(app.table.title, scene.tagged("pane").config[SemanticsProperties.PaneTitle])
            // a question takes the focus, and then the result
            app.tableEvent(TableEvent.Resign)
            scene.render(); scene.render()
            assertEquals(true, scene.tagged("question-text").config.getOrNull(SemanticsProperties.Focused))
            app.tableEvent(TableEvent.Answer(true))
            runCurrent(); scene.render(); scene.render()
            assertEquals(true, scene.tagged("result-headline").config.getOrNull(SemanticsProperties.Focused))
        }
        app.close()
    }
}
