package app.folkchess.jvmtest

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.unit.dp
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.MoveLabel
import app.folkchess.core.model.PointMark
import app.folkchess.core.ReviewEvent
import app.folkchess.core.SaveStore
import app.folkchess.core.model.Side
import app.folkchess.core.TableEvent
import app.folkchess.core.homeView
import app.folkchess.core.rulesScreenView
import app.folkchess.ui.compose.BoardCanvas
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.state.AppState
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Renders the boards and the screens, in real states from the core, to
 * target/screenshots/android/ (scripts/update-screenshots copies them to docs/screenshots/):
 * a 392 × 840 dp phone, and a small phone (360 × 640 dp) and text at font scale 1.5. Each file is
 * looked at by a person before a change is merged (see tests/android-jvm/README.md).
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ScreenshotTest {
    @TempDir
    lateinit var dir: File

    private fun TestScope.app(lang: LanguageSetting = LanguageSetting.ZH, clock: FakeClock = FakeClock()): AppState = testApp(dir, lang, clock)

    private fun shot(
        name: String,
        dark: Boolean,
        widthDp: Int = 392,
        heightDp: Int = 840,
        fontScale: Float = 1f,
        advanceMs: Long = 16,
        before: (ImageComposeScene) -> Unit = {},
        content: @Composable () -> Unit,
    ) {
        val f = Shots.render(name, dark, widthDp = widthDp, heightDp = heightDp, fontScale = fontScale, advanceMs = advanceMs, before = before, content = content)
        assertTrue(f.length() > 10_000, "$name is not empty")
    }

    /** Frames up to [OPEN_MS] (a menu's opening and a scroll are animated), one every 16 ms. */
    private fun ImageComposeScene.frames() {
        for (t in 16L until OPEN_MS step 16L) render(t * 1_000_000L)
    }

    private companion object {
        /** How long the pictures with an animation wait for it to end, in ms. */
        const val OPEN_MS = 800L
    }

    private fun AppState.controller() = game.value ?: error("no game in progress")

    @Test
    fun boards() {
        val cards = homeView(null, DisplayLanguage.BOTH, 0).cards.associateBy { it.game }
        for (g in GameKind.entries) for (dark in listOf(false, true)) {
            val card = cards.getValue(g)
            // the start position with the point names, as the rules' diagram shows it
            val board = rulesScreenView(g, DisplayLanguage.ZH, null, DisplayLanguage.ZH).diagram
            shot("board-${card.id}-${if (dark) "dark" else "light"}", dark, heightDp = when (g) { GameKind.WEIMING -> 340; GameKind.ZHONGKUI -> 240; GameKind.JINMEN -> 580; GameKind.HUISHI -> 460 }) {
                Column(Modifier.padding(12.dp)) {
                    Text("${card.nameZh} ${card.nameEn}", style = MaterialTheme.typography.titleMedium)
                    BoardCanvas(board, Modifier.fillMaxWidth().padding(top = 8.dp), onTap = {})
                }
            }
        }
    }

    @Test
    fun homeNewGameAndSettings() = runTest {
        val app = app()
        // a game in progress, so that Home offers "continue"
        app.startGame(GameKind.JINMEN, turnSeconds = 60).apply { play("c2", "c3"); play("c6", "c5") }
        runCurrent()
        app.back()
        runCurrent()
        for (dark in listOf(false, true)) shot("home-${if (dark) "dark" else "light"}", dark) { FolkChessApp(app, dark) }
        shot("home-small-light", false, 360, 640) { FolkChessApp(app, false) }
        shot("home-large-text-dark", true, fontScale = 1.5f) { FolkChessApp(app, true) }
        app.openNewGame(GameKind.HUISHI)
        shot("new-game-light", false) { FolkChessApp(app, false) }
        shot("new-game-small-large-text-dark", true, 360, 640, fontScale = 1.5f) { FolkChessApp(app, true) }
        app.back()
        runCurrent()
        app.openSettings()
        shot("settings-light", false, heightDp = 1300) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.EN))
        shot("settings-dark", true, heightDp = 1300) { FolkChessApp(app, true) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.BOTH))
        shot("settings-large-text-light", false, heightDp = 1900, fontScale = 1.5f) { FolkChessApp(app, false) }
        app.close()
    }

    @Test
    fun gameMidGameWithASelectedPieceAndLitTargets() = runTest {
        for (dark in listOf(false, true)) {
            val app = app(if (dark) LanguageSetting.EN else LanguageSetting.ZH)
            val c = app.startGame(GameKind.HUISHI, vsComputer = true, level = Level.MEDIUM, human = Side.FIRST, turnSeconds = 60)
            c.play("c2", "c3")
            runCurrent() // the computer replies
            c.send(TableEvent.Tap(GameKind.HUISHI.at("b2"))) // select: the table's targets light up
            shot("game-${if (dark) "dark" else "light"}", dark) { FolkChessApp(app, dark) }
            if (dark) {
                shot("game-small-dark", true, 360, 640) { FolkChessApp(app, true) }
                // the overflow menu, open
                shot("game-menu-open-dark", true, advanceMs = OPEN_MS, before = { it.click("menu"); it.frames() }) { FolkChessApp(app, true) }
            } else {
                shot("game-large-text-light", false, fontScale = 1.5f) { FolkChessApp(app, false) }
                shot("game-small-light", false, 360, 640) { FolkChessApp(app, false) }
                shot("game-small-large-text-light", false, 360, 640, fontScale = 1.3f) { FolkChessApp(app, false) }
                shot("game-small-font-2x-light", false, 360, 640, fontScale = 2f) { FolkChessApp(app, false) }
                shot("game-menu-open-light", false, advanceMs = OPEN_MS, before = { it.click("menu"); it.frames() }) { FolkChessApp(app, false) }
                shot("game-menu-open-small-large-text-light", false, 360, 640, fontScale = 1.5f, advanceMs = OPEN_MS, before = { it.click("menu"); it.frames() }) { FolkChessApp(app, false) }
            }
            app.close()
        }
    }

    @Test
    fun gameWithHintAndPassAndPlayBannerAndTheMoveList() = runTest {
        val app = app(LanguageSetting.BOTH)
        val c = app.startGame(GameKind.WEIMING, turnSeconds = 60)
        c.play("bl", "x")
        c.send(TableEvent.Hint)
        runCurrent()
        shot("game-pass-and-play-light", false) { FolkChessApp(app, false) }
        shot("game-pass-and-play-small-light", false, 360, 640) { FolkChessApp(app, false) }
        // the move list, opened, a few plies on
        c.send(TableEvent.Tap(c.view.value.board.points.first { it.mark == PointMark.MOVABLE }.index))
        c.send(TableEvent.Tap(c.view.value.board.points.first { it.mark == PointMark.TARGET }.index))
        shot("game-moves-dark", true) { FolkChessApp(app, true) }
        shot("game-moves-narrow-large-text-light", false, 360, 1100, fontScale = 1.5f) { FolkChessApp(app, false) }
        app.close()
    }

    @Test
    fun aCaptureFadingOutAndAMessage() = runTest {
        val app = app(LanguageSetting.EN)
        val c = app.startGame(GameKind.JINMEN)
        var plies = 0
        while (c.view.value.board.fading.isEmpty() && !c.view.value.isOver && plies < 300) {
            val moves = c.legalMoves()
            val (from, to) = moves[(plies * 7) % moves.size]
            c.send(TableEvent.Tap(from))
            c.send(TableEvent.Tap(to))
            plies++
        }
        assertTrue(c.view.value.board.fading.isNotEmpty())
        // half-way through the fade
        shot("game-capture-dark", true, advanceMs = 350) { FolkChessApp(app, true) }
        app.close()

        // against the computer: a tap while it thinks is refused with the table's words
        val vs = app(LanguageSetting.ZH)
        val g = vs.startGame(GameKind.ZHONGKUI, vsComputer = true, level = Level.EASY, human = Side.SECOND, turnSeconds = 15)
        g.send(TableEvent.Tap(GameKind.ZHONGKUI.at("tl")))
        shot("game-message-light", false) { FolkChessApp(vs, false) }
        vs.close()
    }

    @Test
    fun theQuestionTheResultSheetAndTraditionalChinese() = runTest {
        // against the computer: the player asks to resign (the question, its yes destructive), then does
        val app = app(LanguageSetting.EN)
        val c = app.startGame(GameKind.HUISHI, vsComputer = true, level = Level.MEDIUM, human = Side.FIRST, turnSeconds = 60)
        c.play("c2", "c3")
        runCurrent()
        c.resign()
        shot("game-question-resign-light", false) { FolkChessApp(app, false) }
        shot("game-question-resign-small-dark", true, 360, 640) { FolkChessApp(app, true) }
        c.answer(true)
        shot("game-result-resigned-light", false) { FolkChessApp(app, false) }
        shot("game-result-resigned-dark", true) { FolkChessApp(app, true) }
        shot("game-result-resigned-small-large-text-light", false, 360, 640, fontScale = 1.5f) { FolkChessApp(app, false) }
        shot("game-result-resigned-small-font-2x-dark", true, 360, 640, fontScale = 2f) { FolkChessApp(app, true) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.ZH))
        shot("game-result-resigned-zh-small-light", false, 360, 640) { FolkChessApp(app, false) }
        app.close()

        // two players on one phone: First offers a draw; Second, across the table, is asked (turned)
        val pp = app(LanguageSetting.BOTH)
        val g = pp.startGame(GameKind.WEIMING)
        g.playAll(listOf("bl-x", "tm-m"))
        g.offerDraw()
        shot("game-question-draw-turned-light", false) { FolkChessApp(pp, false) }
        shot("game-question-draw-turned-dark", true) { FolkChessApp(pp, true) }
        g.answer(true)
        shot("game-result-draw-agreed-dark", true) { FolkChessApp(pp, true) }
        shot("game-result-draw-agreed-small-light", false, 360, 640) { FolkChessApp(pp, false) }
        pp.close()

        // 繁體中文: a game, home and the settings
        val hant = app(LanguageSetting.ZH_HANT)
        val h = hant.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 60)
        h.play("c2", "c3")
        runCurrent()
        h.send(TableEvent.Tap(GameKind.JINMEN.at("b2")))
        shot("game-zh-hant-light", false) { FolkChessApp(hant, false) }
        shot("game-zh-hant-dark", true) { FolkChessApp(hant, true) }
        hant.back()
        runCurrent()
        shot("home-zh-hant-light", false) { FolkChessApp(hant, false) }
        hant.openSettings()
        shot("settings-zh-hant-light", false, heightDp = 1300) { FolkChessApp(hant, false) }
        hant.updateSettings(hant.settings.current.copy(language = LanguageSetting.BOTH_HANT))
        shot("settings-both-hant-dark", true, heightDp = 1500) { FolkChessApp(hant, true) }
        hant.close()
    }

    @Test
    fun rulesInBothLanguagesWithAHighlightedPoint() = runTest {
        val app = app()
        app.openRules(GameKind.WEIMING)
        app.highlightRulePoint("x")
        shot("rules-zh-light", false) { FolkChessApp(app, false) }
        shot("rules-zh-dark", true) { FolkChessApp(app, true) }
        shot("rules-zh-small-light", false, 360, 640) { FolkChessApp(app, false) }
        app.setRulesLanguage(1)
        shot("rules-en-dark", true) { FolkChessApp(app, true) }
        shot("rules-en-light", false) { FolkChessApp(app, false) }
        // the text scrolled on: the diagram stays in view
        shot("rules-en-scrolled-small-light", false, 360, 640, advanceMs = OPEN_MS, before = { scene ->
            scene.tagged("rules-text").config[androidx.compose.ui.semantics.SemanticsActions.ScrollBy].action?.invoke(0f, 1400f)
            scene.frames()
        }) { FolkChessApp(app, false) }
        app.back()
        app.openRules(GameKind.HUISHI)
        app.setRulesLanguage(2)
        app.highlightRulePoint("c3")
        shot("rules-both-light", false) { FolkChessApp(app, false) }
        shot("rules-both-dark", true) { FolkChessApp(app, true) }
        shot("rules-both-small-large-text-dark", true, 360, 640, fontScale = 1.5f) { FolkChessApp(app, true) }
        shot("rules-both-small-font-2x-light", false, 360, 640, fontScale = 2f) { FolkChessApp(app, false) }
        app.close()
        // 繁體中文: the rules as a reader in Taiwan or Hong Kong sees them; "中文" is Traditional
        val hant = app(LanguageSetting.ZH_HANT)
        hant.openRules(GameKind.HUISHI)
        hant.setRulesLanguage(0)
        shot("rules-zh-hant-light", false) { FolkChessApp(hant, false) }
        assertEquals(DisplayLanguage.ZH_HANT, hant.rules.value?.language, "the rules in Traditional characters")
        hant.close()
    }

    @Test
    fun reviewOfASmallGameWithABlunderAndOfALargeGame() = runTest {
        val app = app(LanguageSetting.ZH)
        playZhongkui(app)
        runCurrent()
        shot("game-over-light", false) { FolkChessApp(app, false) }
        app.openReviewOfGame()
        shot("review-computing-light", false) { FolkChessApp(app, false) }
        runCurrent()
        // opens on the deciding ply: First's blunder bc-bl, the best move ml-bl
        shot("review-zhongkui-light", false) { FolkChessApp(app, false) }
        shot("review-zhongkui-small-light", false, 360, 640) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.BOTH))
        shot("review-zhongkui-both-dark", true) { FolkChessApp(app, true) }
        shot("review-zhongkui-both-large-text-dark", true, fontScale = 1.5f) { FolkChessApp(app, true) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.ZH_HANT))
        shot("review-zhongkui-zh-hant-dark", true) { FolkChessApp(app, true) }
        app.back()
        app.saveAndLeave()
        runCurrent()

        app.updateSettings(app.settings.current.copy(language = LanguageSetting.EN))
        File(dir, "saves").mkdirs()
        File(dir, "saves/jinmen-game.json").writeText(largeGameSave())
        app.openSavedGames()
        runCurrent()
        app.openReviewOfSave("jinmen-game")
        runCurrent()
        val r = app.review.value ?: error("no review")
        val rows = r.view.value.rows
        assertTrue(rows.size >= 20, "a large game: ${rows.size} plies")
        // the first mistake or blunder on the board
        rows.firstOrNull { it.label == MoveLabel.MISTAKE || it.label == MoveLabel.BLUNDER }?.let { r.send(ReviewEvent.Select(it.number)) }
        shot("review-jinmen-dark", true, advanceMs = 350) { FolkChessApp(app, true) }
        app.close()
    }

    @Test
    fun savedGames() = runTest {
        val app = app()
        for ((g, move) in listOf(GameKind.ZHONGKUI to ("ml" to "t1"), GameKind.HUISHI to ("b2" to "b3"))) {
            app.startGame(g, turnSeconds = 60).play(move.first, move.second)
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
        shot("saved-games-small-large-text-light", false, 360, 640, fontScale = 1.5f) { FolkChessApp(app, false) }
        // delete is in a row's menu
        shot("saved-games-menu-open-light", false, advanceMs = OPEN_MS, before = { scene ->
            scene.click(scene.nodes().first { it.config.getOrNull(androidx.compose.ui.semantics.SemanticsProperties.TestTag)?.startsWith("save-menu-") == true }.config[androidx.compose.ui.semantics.SemanticsProperties.TestTag])
            scene.frames()
        }) { FolkChessApp(app, false) }
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.BOTH))
        shot("saved-games-both-small-dark", true, 360, 640) { FolkChessApp(app, true) }
        app.close()
    }

    /** The statistics screen of a few counted games (zh and en, light and dark), its reset question, and the import screen. */
    @Test
    fun statisticsAndImport() = runTest {
        recordSomeFinishedGames(File(dir, "saves"))
        for (lang in listOf(LanguageSetting.ZH, LanguageSetting.EN)) {
            val app = app(lang)
            app.openStatistics()
            runCurrent()
            assertTrue(app.stats.view.value?.games?.size == 2)
            val l = lang.name.lowercase()
            for (dark in listOf(false, true)) shot("statistics-$l-${if (dark) "dark" else "light"}", dark) { FolkChessApp(app, dark) }
            // a small phone, at the usual text size, at 1.3 and at twice the text size (tall: the whole page)
            shot("statistics-$l-small-light", false, 360, 640) { FolkChessApp(app, false) }
            shot("statistics-$l-small-large-text-dark", true, 360, 640, fontScale = 1.3f) { FolkChessApp(app, true) }
            shot("statistics-$l-small-font-2x-light", false, 360, 640, fontScale = 2f) { FolkChessApp(app, false) }
            shot("statistics-$l-small-font-2x-whole-dark", true, 360, 1200, fontScale = 2f) { FolkChessApp(app, true) }
            if (lang == LanguageSetting.EN) {
                app.stats.askReset()
                shot("statistics-reset-question-en-light", false) { FolkChessApp(app, false) }
                app.stats.cancelReset()
                app.back()
                app.openImport()
                app.importGame("not a game")
                shot("import-en-light", false) { FolkChessApp(app, false) }
            }
            app.close()
        }
    }
}
