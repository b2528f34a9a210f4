package app.folkchess.jvmtest

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.folkchess.core.GameKind
import app.folkchess.core.LanguageSetting
import app.folkchess.core.Level
import app.folkchess.core.MoveLabel
import app.folkchess.ui.board.BoardTaps
import app.folkchess.ui.compose.BoardCanvas
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.ReviewEvent
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.pieces
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
    private val core = TestEnv.seededCore

    @TempDir
    lateinit var dir: File

    private fun TestScope.app(lang: LanguageSetting = LanguageSetting.ZH): AppState {
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(core, dir, backgroundScope, d, d, FakeClock(), wallClock = { 1_767_225_600_000L }, systemLang = { UiLang.Zh }, zone = ZoneOffset.UTC)
        runCurrent()
        app.updateSettings(app.settings.current.copy(language = lang))
        return app
    }

    private fun shot(name: String, dark: Boolean, heightDp: Int = 840, advanceMs: Long = 16, content: @androidx.compose.runtime.Composable () -> Unit) {
        val f = Shots.render(name, dark, heightDp = heightDp, advanceMs = advanceMs, content = content)
        assertTrue(f.length() > 10_000, "$name is not empty")
    }

    private fun GameController.tap(name: String) = onEvent(GameEvent.TapPoint(layout.at(name)))

    private fun AppState.controller(): GameController = game.value ?: error("no game in progress")

    @Test
    fun boards() {
        val infos = core.catalogue().associateBy { it.game }
        for (g in GameKind.entries) for (dark in listOf(false, true)) {
            val board = BoardUiState(core.layout(g), core.startPoints(g).pieces())
            val info = infos.getValue(g)
            val taps = BoardTaps({ x, y, r -> core.nearestPoint(g, x, y, r) }) {}
            shot("board-${info.id}-${if (dark) "dark" else "light"}", dark, heightDp = when (g) { GameKind.WEIMING -> 340; GameKind.ZHONGKUI -> 240; GameKind.JINMEN -> 580; GameKind.HUISHI -> 460 }) {
                Column(Modifier.padding(12.dp)) {
                    Text(info.title(UiLang.Both), style = MaterialTheme.typography.titleMedium)
                    BoardCanvas(board, UiStrings.of(UiLang.Zh), Modifier.fillMaxWidth().padding(top = 8.dp), taps = taps)
                }
            }
        }
    }

    @Test
    fun homeNewGameAndSettings() = runTest {
        val app = app()
        // a game in progress, so that Home offers "continue"
        app.openNewGame(GameKind.JINMEN)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        app.controller().apply { tap("c2"); tap("c3"); tap("c6"); tap("c5") }
        runCurrent()
        app.back()
        runCurrent()
        for (dark in listOf(false, true)) shot("home-${if (dark) "dark" else "light"}", dark) { FolkChessApp(app, dark) }
        app.openNewGame(GameKind.HUISHI)
        shot("new-game-light", false) { FolkChessApp(app, false) }
        app.back()
        runCurrent()
        app.openSettings()
        shot("settings-light", false, heightDp = 1000) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.EN))
        shot("settings-dark", true, heightDp = 1000) { FolkChessApp(app, true) }
        app.close()
    }

    @Test
    fun gameMidGameWithASelectedPieceAndLitTargets() = runTest {
        for (dark in listOf(false, true)) {
            val app = app(if (dark) LanguageSetting.EN else LanguageSetting.ZH)
            app.openNewGame(GameKind.HUISHI)
            app.onNewGameEvent(NewGameEvent.SetLevel(Level.MEDIUM))
            app.onNewGameEvent(NewGameEvent.SetTimer(60))
            app.startNewGame()
            val c = app.controller()
            c.tap("c2"); c.tap("c3")
            runCurrent() // the computer replies
            c.tap("b2")        // select: the core's targets light up
            shot("game-${if (dark) "dark" else "light"}", dark) { FolkChessApp(app, dark) }
            app.close()
        }
    }

    @Test
    fun gameWithHintAndPassAndPlayBanner() = runTest {
        val app = app(LanguageSetting.BOTH)
        app.openNewGame(GameKind.WEIMING)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame()
        val c = app.controller()
        c.tap("bl"); c.tap("x")
        c.onEvent(GameEvent.Hint)
        runCurrent()
        shot("game-pass-and-play-light", false) { FolkChessApp(app, false) }
        app.close()
    }

    @Test
    fun aCaptureFadingOut() = runTest {
        val app = app(LanguageSetting.EN)
        app.openNewGame(GameKind.JINMEN)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.onNewGameEvent(NewGameEvent.SetTimer(null))
        app.startNewGame()
        val c = app.controller()
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
        app.openRules(GameKind.WEIMING)
        app.highlightRulePoint("x")
        shot("rules-zh-light", false, heightDp = 1400) { FolkChessApp(app, false) }
        app.setRulesLang(UiLang.En)
        shot("rules-en-dark", true, heightDp = 1400) { FolkChessApp(app, true) }
        app.back()
        app.openRules(GameKind.HUISHI)
        app.setRulesLang(UiLang.Both)
        app.highlightRulePoint("c3")
        shot("rules-both-light", false, heightDp = 1400) { FolkChessApp(app, false) }
        app.close()
    }

    @Test
    fun reviewOfASmallGameWithABlunderAndOfALargeGame() = runTest {
        val app = app(LanguageSetting.ZH)
        playZhongkui(app, ReviewTest.THROWN_WIN)
        runCurrent()
        shot("game-over-light", false) { FolkChessApp(app, false) }
        app.openReviewOfGame()
        shot("review-computing-light", false) { FolkChessApp(app, false) }
        runCurrent()
        // opens on the deciding ply: First's blunder bc-bl, the best move ml-bl
        shot("review-zhongkui-light", false) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.BOTH))
        shot("review-zhongkui-both-dark", true) { FolkChessApp(app, true) }
        app.back()
        app.saveAndLeave()
        runCurrent()

        app.updateSettings(app.settings.current.copy(language = LanguageSetting.EN))
        File(dir, "saves/jinmen-game.json").writeText(largeGameSave())
        app.openSavedGames()
        runCurrent()
        app.openReviewOfSave("jinmen-game", GameKind.JINMEN)
        runCurrent()
        val r = app.review.value ?: error("no review")
        val rows = r.state.value.rows
        assertTrue(rows.size >= 20, "a large game: ${rows.size} plies")
        // the first mistake or blunder on the board
        rows.firstOrNull { it.label == MoveLabel.MISTAKE || it.label == MoveLabel.BLUNDER }?.let { r.onEvent(ReviewEvent.Select(it.number)) }
        shot("review-jinmen-dark", true, advanceMs = 350) { FolkChessApp(app, true) }
        app.close()
    }

    @Test
    fun savedGames() = runTest {
        val app = app()
        for ((g, moves) in listOf(GameKind.ZHONGKUI to listOf("ml", "t1"), GameKind.HUISHI to listOf("b2", "b3"))) {
            app.openNewGame(g)
            app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
            app.startNewGame()
            app.controller().apply { tap(moves[0]); tap(moves[1]) }
            runCurrent()
            app.saveAndLeave()
            runCurrent()
        }
        File(dir, "saves/old-game.json").writeText("this is not a saved game")
        app.openSavedGames()
        runCurrent()
        shot("saved-games-light", false) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.EN))
        shot("saved-games-dark", true) { FolkChessApp(app, true) }
        app.close()
    }
}
