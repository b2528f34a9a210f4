package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getAllSemanticsNodes
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.GameKind
import app.folkchess.core.LanguageSetting
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.state.AppState
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** The real composables: a finger on the canvas, and a screen reader's click on a point. */
@OptIn(ExperimentalCoroutinesApi::class)
class InteractionTest {
    @TempDir
    lateinit var dir: File

    private fun ImageComposeScene.nodes(): List<SemanticsNode> =
        semanticsOwners.flatMap { it.getAllSemanticsNodes(mergingEnabled = false) }

    private fun ImageComposeScene.tag(tag: String): SemanticsNode =
        nodes().first { it.config.getOrNull(SemanticsProperties.TestTag) == tag }

    private fun ImageComposeScene.tap(at: Offset) {
        sendPointerEvent(PointerEventType.Press, at)
        sendPointerEvent(PointerEventType.Release, at)
    }

    @Test
    fun tapsOnTheCanvasAndScreenReaderClicksPlayMoves() = runTest {
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(TestEnv.core, dir, backgroundScope, d, d, FakeClock(), systemLang = { UiLang.En })
        runCurrent()
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.EN))
        app.openNewGame(GameKind.JINMEN)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        val c = app.game.value ?: error("no game")
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            // a tap in the board's margin, far from every point, selects nothing
            val board = scene.tag("board").boundsInRoot
            scene.tap(Offset(board.left + 3f, board.bottom - 3f))
            scene.render()
            assertNull(c.state.value.board.selected)
            // a finger on b2's position on the canvas selects it (canvas hit test → core nearest_point)
            val b2 = scene.tag("point-b2").boundsInRoot.center
            scene.tap(b2)
            scene.render()
            assertEquals(c.layout.at("b2"), c.state.value.board.selected)
            assertEquals("b2, red piece, selected", scene.tag("point-b2").config[SemanticsProperties.ContentDescription].single())
            assertEquals("b3, empty, legal target", scene.tag("point-b3").config[SemanticsProperties.ContentDescription].single())
            // a finger slightly off b2 again: deselects it
            scene.tap(Offset(b2.x + 6f, b2.y + 4f))
            scene.render()
            assertNull(c.state.value.board.selected)
            // TalkBack: activate b2 then b3 through their semantics click actions
            scene.tag("point-b2").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            scene.tag("point-b3").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            assertEquals(1, c.state.value.plyNumber)
            assertEquals(c.layout.at("b3"), c.state.value.board.lastMove?.to)
        }
        app.close()
    }

    @Test
    fun aTapOnTheRulesDiagramHighlightsThePointTheCoreFinds() = runTest {
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(TestEnv.core, dir, backgroundScope, d, d, FakeClock(), systemLang = { UiLang.En })
        runCurrent()
        app.openRules(GameKind.WEIMING)
        ImageComposeScene(784, 2400, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            // the point x on the diagram (the diagram's own points are semantics nodes too)
            scene.tap(scene.tag("point-x").boundsInRoot.center)
            scene.render()
            val rules = app.rules.value ?: error("no rules")
            assertEquals(rules.board.layout.at("x"), rules.board.highlighted)
        }
        app.close()
    }
}
