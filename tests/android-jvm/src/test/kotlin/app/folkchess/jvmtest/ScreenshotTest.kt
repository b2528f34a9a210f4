package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import app.folkchess.core.AppEvent
import app.folkchess.core.ReviewEvent
import app.folkchess.core.ScreenView
import app.folkchess.core.TableEvent
import app.folkchess.core.TrainerEvent
import app.folkchess.core.model.TrainerState
import app.folkchess.core.AppCore
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.PointMark
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.Side
import app.folkchess.ui.compose.BoardCanvas
import app.folkchess.ui.state.AppHolder
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import kotlin.reflect.KClass

/**
 * Renders every screen of the app, in real states from the core through the app holder, to
 * target/screenshots/android/ (scripts/update-screenshots copies them to docs/screenshots/):
 * a 392 × 840 dp phone, light and dark, Chinese and English, and a small phone (360 × 640 dp)
 * with text at font scale 1.5. Each file is looked at by a person before a change is merged.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ScreenshotTest {
    @TempDir
    lateinit var dir: File

    private val seen = mutableSetOf<KClass<out ScreenView>>()

    /** The app's screen on top now, rendered; the screen's kind noted. */
    private fun shot(
        app: AppHolder, name: String, dark: Boolean = false, small: Boolean = false, fontScale: Float? = null,
        before: (ImageComposeScene) -> Unit = {},
    ) {
        seen += app.screen::class
        val f = Shots.render(
            name, dark,
            widthDp = if (small) 360 else 392, heightDp = if (small) 640 else 840, fontScale = fontScale ?: if (small) 1.5f else 1f,
            before = before,
        ) { AppOf(app, systemDark = dark) }
        assertTrue(f.length() > 10_000, "$name is not empty")
    }

    @Test
    fun boards() {
        // The home screen's miniatures, as the core's app shows them on an empty data folder.
        val home = AppCore(File(dir, "boards").path, listOf("en"), 0, 1L).use { core ->
            core.send(AppEvent.Start, 0, 0)
            (core.view(0, 0).screen as ScreenView.Home).view
        }
        val cards = home.cards.associateBy { it.game }
        for (g in GameKind.entries) for (dark in listOf(false, true)) {
            val f = Shots.render("board-${g.name.lowercase()}-${if (dark) "dark" else "light"}", dark, widthDp = 392, heightDp = 392) {
                BoardCanvas(cards.getValue(g).miniature)
            }
            assertTrue(f.length() > 10_000)
        }
    }

    private fun TestScope.everyScreen(lang: LanguageSetting, tag: String, dark: Boolean) {
        val d = File(dir, tag).apply { mkdirs() }
        recordSomeFinishedGames(File(d, "saves"))
        val clock = FakeClock()
        val app = testApp(d, lang, clock = clock)
        shot(app, "home-$tag", dark)
        shot(app, "home-small-$tag", dark, small = true, fontScale = 1f)
        shot(app, "home-small-font-2x-$tag", dark, small = true, fontScale = 2f)
        app.openNewGame(GameKind.WEIMING)
        shot(app, "new-game-learn-offer-$tag", dark)
        app.send(AppEvent.OpenLessons(GameKind.WEIMING))
        runCurrent()
        shot(app, "lessons-$tag", dark)
        app.send(AppEvent.OpenLesson("weiming-1"))
        app.play("bl", "tr") // refused: the rule's sentence
        shot(app, "lesson-refused-$tag", dark)
        shot(app, "lesson-refused-small-large-text-$tag", dark, small = true)
        app.play("bl", "x") // the step done
        shot(app, "lesson-step-done-$tag", dark)
        app.back(); app.back(); app.back()
        // two players on one phone: each player's row at their own edge, the far one turned
        app.startGame(GameKind.WEIMING)
        app.playQuickly(1)
        shot(app, "game-pass-and-play-$tag", dark)
        shot(app, "game-pass-and-play-small-$tag", dark, small = true, fontScale = 1f)
        shot(app, "game-pass-and-play-small-font-2x-$tag", dark, small = true, fontScale = 2f)
        // a draw offered between two players: the question to the player who answers
        app.tableEvent(TableEvent.OfferDraw)
        shot(app, "game-question-draw-$tag", dark)
        app.tableEvent(TableEvent.Answer(false))
        app.tableEvent(TableEvent.Resign)
        app.tableEvent(TableEvent.Answer(true))
        runCurrent()
        app.back()
        runCurrent()
        app.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 30)
        app.playQuickly(1)
        runCurrent() // the computer's reply
        app.playQuickly(1)
        runCurrent()
        shot(app, "game-$tag", dark)
        shot(app, "game-small-large-text-$tag", dark, small = true)
        shot(app, "game-small-$tag", dark, small = true, fontScale = 1f)
        shot(app, "game-small-font-2x-$tag", dark, small = true, fontScale = 2f)
        // home with the game in progress: its card first, the one filled action; then on with it
        app.back(); runCurrent()
        shot(app, "home-continue-$tag", dark)
        shot(app, "home-continue-small-font-2x-$tag", dark, small = true, fontScale = 2f)
        app.send(AppEvent.Continue); runCurrent()
        // the three cues at once (selection, targets, last move), then the hint's arrow in the last move's place
        app.tableEvent(TableEvent.Tap(app.table.board.points.first { it.mark == PointMark.MOVABLE }.index))
        shot(app, "game-cues-$tag", dark)
        app.tableEvent(TableEvent.Hint)
        runCurrent()
        shot(app, "game-hint-$tag", dark)
        shot(app, "game-menu-$tag", dark) { it.click("menu"); for (t in 16L until 800L step 16L) it.render(t * 1_000_000L) }
        app.tableEvent(TableEvent.Resign)
        shot(app, "game-question-$tag", dark)
        app.tableEvent(TableEvent.Answer(true))
        runCurrent()
        shot(app, "game-result-$tag", dark)
        shot(app, "game-result-small-font-2x-$tag", dark, small = true, fontScale = 2f)
        app.openReviewOfGame()
        shot(app, "review-busy-$tag", dark)
        runCurrent()
        app.review(ReviewEvent.Select(1))
        shot(app, "review-$tag", dark)
        shot(app, "review-small-$tag", dark, small = true, fontScale = 1f)
        shot(app, "review-small-large-text-$tag", dark, small = true)
        app.back()
        app.send(AppEvent.OpenRules(GameKind.JINMEN))
        shot(app, "rules-$tag", dark)
        app.back(); app.back()
        // a game left half-way (saved), to be resumed from the list
        app.startGame(GameKind.HUISHI)
        app.playQuickly(2)
        app.saveAndLeave(); runCurrent()
        app.openSavedGames(); runCurrent()
        shot(app, "saved-games-$tag", dark)
        shot(app, "saved-games-small-$tag", dark, small = true, fontScale = 1f)
        app.back()
        app.openStatistics(); runCurrent()
        shot(app, "statistics-$tag", dark)
        app.back()
        app.openSettings()
        shot(app, "settings-$tag", dark)
        app.back()
        app.openPuzzles(); runCurrent()
        shot(app, "puzzles-$tag", dark)
        shot(app, "puzzles-small-large-text-$tag", dark, small = true)
        app.openPuzzleList(GameKind.ZHONGKUI, PuzzleDifficulty.MEDIUM); runCurrent()
        shot(app, "puzzle-list-$tag", dark)
        val first = ((app.screen as ScreenView.PuzzleList).view ?: error("not read")).rows.first().id
        app.openPuzzle(first)
        shot(app, "puzzle-$tag", dark)
        // a wrong move: the first legal move that does not solve it (a win in 1 may have several
        // winning moves; the first legal move had solved it, and the "solution shown" picture
        // showed the solved puzzle)
        fun state() = (app.screen as ScreenView.Trainer).view.state
        for (move in app.legalMoves()) {
            app.play(move.first, move.second); runCurrent()
            if (state() != TrainerState.SOLVED) break
            app.send(AppEvent.Trainer(TrainerEvent.Retry)); runCurrent()
        }
        check(state() != TrainerState.SOLVED) { "no wrong move in $first" }
        // the core's second over: the move taken back, its cross on the empty point
        val refused = app.table.board.refused ?: error("the wrong move is not marked")
        clock.advance(1_100); app.tableEvent(TableEvent.Tick); runCurrent()
        check(app.table.board.refused == refused && app.table.board.points[refused.to.toInt()].piece == null)
        shot(app, "puzzle-after-a-move-$tag", dark)
        app.send(AppEvent.Trainer(TrainerEvent.ShowSolution)); runCurrent()
        shot(app, "puzzle-solution-shown-$tag", dark)
        app.back(); app.back(); app.back()
        app.openPractice(); runCurrent()
        shot(app, "practice-empty-$tag", dark)
        app.back()
        // a reviewed game's mistakes: practice with exercises, and one on the table
        playZhongkui(app)
        app.openReviewOfGame(); runCurrent()
        shot(app, "review-zhongkui-$tag", dark)
        app.back(); app.back()
        app.openPractice(); runCurrent()
        shot(app, "practice-$tag", dark)
        val exercise = (app.screen as ScreenView.Practice).view?.games?.firstOrNull()?.rows?.firstOrNull()?.id ?: error("no exercise")
        app.send(AppEvent.OpenExercise(exercise)); runCurrent()
        shot(app, "exercise-$tag", dark)
        app.back(); runCurrent(); app.back()
        app.send(AppEvent.OpenImport)
        app.send(AppEvent.ImportText("not a game"))
        app.send(AppEvent.ImportOpen)
        shot(app, "import-$tag", dark)
        app.close()
        runCurrent()
    }

    @Test
    fun everyScreenInEveryLanguageLightAndDark() = runTest {
        everyScreen(LanguageSetting.ZH, "zh", dark = false)
        everyScreen(LanguageSetting.EN, "en-dark", dark = true)
        everyScreen(LanguageSetting.ZH_HANT, "zh-hant", dark = false)
        everyScreen(LanguageSetting.BOTH, "both-dark", dark = true)
        val kinds = setOf(
            ScreenView.Home::class, ScreenView.NewGame::class, ScreenView.Game::class, ScreenView.Rules::class,
            ScreenView.Settings::class, ScreenView.SavedGames::class, ScreenView.Review::class, ScreenView.Statistics::class,
            ScreenView.Puzzles::class, ScreenView.PuzzleList::class, ScreenView.Trainer::class, ScreenView.Practice::class,
            ScreenView.Lessons::class, ScreenView.Lesson::class, ScreenView.Import::class,
        )
        assertEquals(kinds, seen, "every screen pictured")
    }
}
