package app.folkchess.jvmtest

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.folkchess.ui.compose.BoardCanvas
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.UiGame
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiLanguagePref
import app.folkchess.ui.model.UiLevel
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiSide
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.title
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.GameController
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.time.ZoneOffset

/**
 * Renders the boards and the main screens, in real states from the core, to
 * target/screenshots/android/ (scripts/update-screenshots copies them to docs/screenshots/).
 * Each file is looked at by a person before a change is merged (see tests/android-jvm/README.md).
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ScreenshotTest {
    private val core = TestEnv.core

    @TempDir
    lateinit var dir: File

    private fun TestScope.app(lang: UiLanguagePref = UiLanguagePref.Zh): AppState {
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(core, dir, backgroundScope, d, d, FakeClock(), wallClock = { 1_767_225_600_000L }, systemLang = { UiLang.Zh }, zone = ZoneOffset.UTC)
        app.updateSettings(app.settings.current.copy(language = lang))
        return app
    }

    private fun shot(name: String, dark: Boolean, heightDp: Int = 840, advanceMs: Long = 16, content: @androidx.compose.runtime.Composable () -> Unit) {
        val f = Shots.render(name, dark, heightDp = heightDp, advanceMs = advanceMs, content = content)
        assertTrue(f.length() > 10_000, "$name is not empty")
    }

    private fun GameController.tap(name: String) = onEvent(GameEvent.TapPoint(geometry.indexOf(name)!!))

    @Test
    fun boards() {
        val infos = core.catalogue().associateBy { it.game }
        for (g in UiGame.entries) for (dark in listOf(false, true)) {
            val board = BoardUiState(core.geometry(g), core.startPieces(g))
            shot("board-${g.id}-${if (dark) "dark" else "light"}", dark, heightDp = when (g) { UiGame.Weiming -> 340; UiGame.Zhongkui -> 240; UiGame.Jinmen -> 580; UiGame.Huishi -> 460 }) {
                Column(Modifier.padding(12.dp)) {
                    Text(infos.getValue(g).title(UiLang.Both), style = MaterialTheme.typography.titleMedium)
                    BoardCanvas(board, UiStrings.of(UiLang.Zh), Modifier.fillMaxWidth().padding(top = 8.dp), onPointTap = {})
                }
            }
        }
    }

    @Test
    fun homeNewGameAndSettings() = runTest {
        val app = app()
        // a game in progress, so that Home offers "continue"
        app.openNewGame(UiGame.Jinmen)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        app.game.value!!.apply { tap("c2"); tap("c3"); tap("c6"); tap("c5") }
        runCurrent()
        app.back()
        for (dark in listOf(false, true)) shot("home-${if (dark) "dark" else "light"}", dark) { FolkChessApp(app, dark) }
        app.openNewGame(UiGame.Huishi)
        shot("new-game-light", false) { FolkChessApp(app, false) }
        app.back()
        app.openSettings()
        shot("settings-light", false, heightDp = 1000) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = UiLanguagePref.En))
        shot("settings-dark", true, heightDp = 1000) { FolkChessApp(app, true) }
        app.close()
    }

    @Test
    fun gameMidGameWithASelectedPieceAndLitTargets() = runTest {
        for (dark in listOf(false, true)) {
            val app = app(if (dark) UiLanguagePref.En else UiLanguagePref.Zh)
            app.openNewGame(UiGame.Huishi)
            app.onNewGameEvent(NewGameEvent.SetLevel(UiLevel.Medium))
            app.onNewGameEvent(NewGameEvent.SetTimer(60))
            app.startNewGame()
            val c = app.game.value!!
            c.tap("c2"); c.tap("c3")
            runCurrent() // the computer replies
            c.tap("b2")        // select: the core's targets light up
            shot("game-${if (dark) "dark" else "light"}", dark) { FolkChessApp(app, dark) }
            app.close()
        }
    }

    @Test
    fun gameWithHintAndPassAndPlayBanner() = runTest {
        val app = app(UiLanguagePref.Both)
        app.openNewGame(UiGame.Weiming)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        val c = app.game.value!!
        c.tap("bl"); c.tap("x")
        c.onEvent(GameEvent.Hint)
        runCurrent()
        shot("game-pass-and-play-light", false) { FolkChessApp(app, false) }
        app.close()
    }

    @Test
    fun aCaptureFadingOut() = runTest {
        val app = app(UiLanguagePref.En)
        app.openNewGame(UiGame.Jinmen)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.onNewGameEvent(NewGameEvent.SetTimer(null))
        app.startNewGame()
        val c = app.game.value!!
        var plies = 0
        while (c.state.value.board.captured.isEmpty() && plies < 300) {
            val b = c.state.value.board
            val moves = b.movable.sorted().flatMap { p -> c.session.legalTargets(p).sorted().map { p to it } }
            val (from, to) = moves[(plies * 7) % moves.size]
            c.onEvent(GameEvent.TapPoint(from))
            c.onEvent(GameEvent.TapPoint(to))
            plies++
        }
        assertTrue(c.state.value.board.captured.isNotEmpty())
        // half-way through the fade
        shot("game-capture-dark", true, advanceMs = 350) { FolkChessApp(app, true) }
        app.close()
    }

    @Test
    fun rulesInBothLanguagesWithAHighlightedPoint() = runTest {
        val app = app()
        app.openRules(UiGame.Weiming)
        app.highlightRulePoint("x")
        shot("rules-zh-light", false, heightDp = 1400) { FolkChessApp(app, false) }
        app.setRulesLang(UiLang.En)
        shot("rules-en-dark", true, heightDp = 1400) { FolkChessApp(app, true) }
        app.back()
        app.openRules(UiGame.Huishi)
        app.setRulesLang(UiLang.Both)
        app.highlightRulePoint("c3")
        shot("rules-both-light", false, heightDp = 1400) { FolkChessApp(app, false) }
        app.close()
    }

    @Test
    fun savedGames() = runTest {
        val app = app()
        for ((g, moves) in listOf(UiGame.Zhongkui to listOf("ml", "t1"), UiGame.Huishi to listOf("b2", "b3"))) {
            app.openNewGame(g)
            app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
            app.startNewGame()
            app.game.value!!.apply { tap(moves[0]); tap(moves[1]) }
            runCurrent()
            app.saveAndLeave()
        }
        File(dir, "saves/old-game.json").writeText("this is not a saved game")
        app.openSavedGames()
        shot("saved-games-light", false) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = UiLanguagePref.En))
        app.savedGames.reload()
        shot("saved-games-dark", true) { FolkChessApp(app, true) }
        app.close()
    }
}
