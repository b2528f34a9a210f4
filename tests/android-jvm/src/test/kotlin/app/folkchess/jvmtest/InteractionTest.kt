package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.GameKind
import app.folkchess.core.Level
import app.folkchess.core.PointMark
import app.folkchess.core.Side
import app.folkchess.core.boardLayout
import app.folkchess.core.boardPositions
import app.folkchess.core.fitBoard
import app.folkchess.core.pointAt
import app.folkchess.ui.compose.FolkChessApp
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

/** The real composables: a finger on the canvas, a screen reader's click on a point, the move list, the message. */
@OptIn(ExperimentalCoroutinesApi::class)
class InteractionTest {
    @TempDir
    lateinit var dir: File

    private fun ImageComposeScene.tap(at: Offset) {
        sendPointerEvent(PointerEventType.Press, at)
        sendPointerEvent(PointerEventType.Release, at)
    }

    @Test
    fun theCoresGeometryFindsEveryPointWhereItIsDrawn() {
        for (g in GameKind.entries) {
            for ((w, h) in listOf(720.0 to 720.0, 1080.0 to 600.0, 500.0 to 1400.0)) {
                val fit = fitBoard(g, w, h, 28.0, 48.0)
                val positions = boardPositions(fit)
                assertEquals(boardLayout(g).points.size, positions.size)
                positions.forEachIndexed { i, p ->
                    assertEquals(i, pointAt(fit, p.x, p.y), "$g point $i")
                    assertEquals(i, pointAt(fit, p.x + 3, p.y - 3), "$g point $i, a finger off")
                }
                assertNull(pointAt(fit, -500.0, -500.0), "$g: far away")
            }
        }
    }

    @Test
    fun tapsOnTheCanvasAndScreenReaderClicksPlayMoves() = runTest {
        val app = testApp(dir)
        val c = app.startGame(GameKind.JINMEN)
        fun selected() = c.view.value.board.points.filter { it.mark == PointMark.SELECTED }.map { it.name }
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            // a tap in the board's corner, far from every point, selects nothing
            val board = scene.tagged("board").boundsInRoot
            scene.tap(Offset(board.left + 3f, board.bottom - 3f))
            scene.render()
            assertEquals(emptyList<String>(), selected())
            // a finger on b2's position on the canvas selects it (the core's pointAt)
            val b2 = scene.tagged("point-b2").boundsInRoot.center
            scene.tap(b2)
            scene.render()
            assertEquals(listOf("b2"), selected())
            assertEquals("b2, red piece, selected", scene.description("point-b2"))
            assertEquals("b3, empty, legal target", scene.description("point-b3"))
            // a finger slightly off b2 again: deselects it
            scene.tap(Offset(b2.x + 6f, b2.y + 4f))
            scene.render()
            assertEquals(emptyList<String>(), selected())
            // TalkBack: activate b2 then b3 through their semantics click actions
            scene.tagged("point-b2").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            scene.tagged("point-b3").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            assertEquals(listOf("b2-b3"), c.view.value.moves.rows.map { it.text })
            assertTrue(scene.description("point-b3").contains("last move ended here"), scene.description("point-b3"))
            // the move list opens on request and reads each ply
            assertFalse(scene.has("move-1"))
            scene.click("moves-toggle")
            assertEquals(c.view.value.moves.rows.single().spoken, scene.description("move-1"))
            scene.click("moves-toggle")
            assertFalse(scene.has("move-1"))
        }
        app.close()
    }

    @Test
    fun aMessageIsShownWithItsDismissButton() = runTest {
        val app = testApp(dir)
        val c = app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.SECOND)
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            // the computer is thinking: a tap on the board is refused, in the table's words
            scene.tagged("point-tl").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            val message = c.view.value.message ?: error("no message")
            assertEquals(message, scene.tagged("message").config[SemanticsProperties.Text].joinToString { it.text })
            assertTrue(scene.has("thinking"))
            scene.click("dismiss")
            assertNull(c.view.value.message)
            assertFalse(scene.has("message"))
            runCurrent()
            scene.render()
            assertFalse(scene.has("thinking"), "the computer moved")
        }
        app.close()
    }

    @Test
    fun aTapOnTheRulesDiagramHighlightsThePointTheCoreFinds() = runTest {
        val app = testApp(dir)
        app.openRules(GameKind.WEIMING)
        ImageComposeScene(784, 2400, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            scene.tap(scene.tagged("point-x").boundsInRoot.center)
            scene.render()
            val rules = app.rules.value ?: error("no rules")
            assertEquals(GameKind.WEIMING.at("x"), rules.highlighted)
            assertEquals(listOf("x"), rules.frame.diagram.points.filter { it.highlighted }.map { it.name })
            // the second language chip: the rules in English, the point still marked
            scene.click("rules-language-1")
            assertEquals(GameKind.WEIMING.at("x"), app.rules.value?.highlighted)
            assertEquals(1, app.rules.value?.frame?.selectedLanguage)
            assertEquals(1, app.rules.value?.pages?.size)
        }
        app.close()
    }
}
