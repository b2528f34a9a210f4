package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getAllSemanticsNodes
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.GameKind
import app.folkchess.core.LanguageSetting
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.ReviewEvent
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.state.AppState
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** The screens laid out on a 392 × 840 dp phone: nothing cut off that should be read, no scroll where none is needed. */
@OptIn(ExperimentalCoroutinesApi::class)
class LayoutTest {
    @TempDir
    lateinit var dir: File

    private val density = 2f

    /** A status bar and a gesture bar (the app draws edge to edge inside the safe area). */
    private val SYSTEM_BARS_DP = 48
    private val widthPx = (392 * density).toInt()
    private val heightPx = (840 * density).toInt()

    private fun TestScope.app(lang: LanguageSetting): AppState {
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(TestEnv.core, dir, backgroundScope, d, d, FakeClock(), systemLang = { UiLang.Zh })
        runCurrent()
        app.updateSettings(app.settings.current.copy(language = lang))
        return app
    }

    private fun ImageComposeScene.nodes(): List<SemanticsNode> = semanticsOwners.flatMap { it.getAllSemanticsNodes(mergingEnabled = false) }

    private fun ImageComposeScene.tagged(tag: String): SemanticsNode =
        nodes().firstOrNull { it.config.getOrNull(SemanticsProperties.TestTag) == tag } ?: error("no node tagged $tag")

    private fun SemanticsNode.textLayout(): TextLayoutResult {
        val layouts = mutableListOf<TextLayoutResult>()
        config[SemanticsActions.GetTextLayoutResult].action?.invoke(layouts)
        return layouts.single()
    }

    /** Asserts that the header's title shows every line of its text in full. */
    private fun ImageComposeScene.assertTitleInFull(what: String) {
        val title = tagged("title")
        val layout = title.textLayout()
        val text = title.config[SemanticsProperties.Text].joinToString("") { it.text }
        val ellipsised = (0 until layout.lineCount).filter { layout.isLineEllipsized(it) }
        assertTrue(ellipsised.isEmpty() && !layout.didOverflowHeight && !layout.didOverflowWidth, "$what: title \"$text\" is cut ($ellipsised)")
    }

    @Test
    fun gameAndNewGameTitlesAreNotCutInBothLanguages() = runTest {
        val app = app(LanguageSetting.BOTH)
        for (g in GameKind.entries) {
            app.openNewGame(g)
            ImageComposeScene(widthPx, heightPx, Density(density)) { FolkChessApp(app, false) }.use { scene ->
                scene.render()
                scene.assertTitleInFull("new game $g")
            }
            app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
            app.startNewGame()
            ImageComposeScene(widthPx, heightPx, Density(density)) { FolkChessApp(app, false) }.use { scene ->
                scene.render()
                scene.assertTitleInFull("game $g")
                val text = scene.tagged("title").config[SemanticsProperties.Text].joinToString("") { it.text }
                val info = TestEnv.core.catalogue().single { it.game == g }
                assertTrue(text.contains(info.nameZh) && text.contains(info.nameEn), text)
            }
            app.back()
            runCurrent()
        }
        app.close()
    }

    @Test
    fun reviewTitlesAreNotCutAndTheMoveListKeepsRoomUnderTheBoardInBothLanguages() = runTest {
        val app = app(LanguageSetting.BOTH)
        for (g in GameKind.entries) {
            app.openNewGame(g)
            app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
            app.startNewGame()
            val c = app.game.value ?: error("no game")
            repeat(2) {
                val from = c.state.value.board.movable.min()
                c.onEvent(GameEvent.TapPoint(from))
                c.onEvent(GameEvent.TapPoint(c.state.value.board.targets.min()))
            }
            app.openReviewOfGame()
            runCurrent()
            app.review.value?.onEvent(ReviewEvent.Select(2)) // the core's sentence on ply 2 in both languages
            ImageComposeScene(widthPx, heightPx, Density(density)) { FolkChessApp(app, false) }.use { scene ->
                scene.render()
                scene.assertTitleInFull("review $g")
                val list = scene.tagged("review-list")
                val room = (840 - SYSTEM_BARS_DP) - list.positionInRoot.y / density
                assertTrue(room >= 200, "$g: the move list starts ${list.positionInRoot.y / density} dp down, leaving $room dp")
            }
            app.back()
            app.back()
            runCurrent()
        }
        app.close()
    }

    @Test
    fun homeShowsContinueAndAllFourGamesWithoutScrolling() = runTest {
        for (lang in listOf(LanguageSetting.ZH, LanguageSetting.EN)) {
            val app = app(lang)
            app.openNewGame(GameKind.JINMEN) // a game in progress, so that Home offers "continue"
            app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
            app.startNewGame()
            runCurrent()
            app.back()
            runCurrent()
            ImageComposeScene(widthPx, heightPx, Density(density)) { FolkChessApp(app, false) }.use { scene ->
                scene.render()
                scene.tagged("continue")
                for (id in listOf("weiming", "zhongkui", "jinmen", "huishi")) {
                    // (boundsInRoot is clipped to the screen: the position and size are not)
                    val card = scene.tagged("card-$id")
                    val bottom = card.positionInRoot.y + card.size.height
                    val room = (840 - SYSTEM_BARS_DP) * density
                    assertFalse(bottom > room, "$lang: card $id ends at ${bottom / density} dp, below the ${840 - SYSTEM_BARS_DP} dp left by the system bars")
                }
            }
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }
}
