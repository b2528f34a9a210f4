package app.folkchess.jvmtest

import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.TrainerState
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.TrainerController
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
 * Pictures of puzzles and practice, in real states from the core (zh and en, light and dark, a
 * small phone and large text), to target/screenshots/android/ like [ScreenshotTest]'s.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class TrainingScreenshotTest {
    @TempDir
    lateinit var dir: File

    private fun shot(name: String, app: AppState, dark: Boolean, widthDp: Int = 392, heightDp: Int = 840, fontScale: Float = 1f) {
        val f = Shots.render(name, dark, widthDp = widthDp, heightDp = heightDp, fontScale = fontScale) { FolkChessApp(app, dark) }
        assertTrue(f.length() > 10_000, "$name is not empty")
    }

    private fun AppState.trainerNow(): TrainerController = trainer.value ?: error("no trainer")

    private fun TestScope.lang(app: AppState, l: LanguageSetting) {
        app.updateSettings(app.settings.current.copy(language = l))
        runCurrent()
    }

    @Test
    fun puzzlesTheirListAndAPuzzleWrongThenSolved() = runTest {
        val app = testApp(dir, LanguageSetting.ZH)
        // some progress first: one solved, one failed
        app.openPuzzle("weiming-0002")
        app.trainerNow().play("m", "tm")
        runCurrent()
        app.back()
        app.openPuzzle("weiming-0001")
        val t = app.trainerNow()
        val wrong = t.legalMoves().first { it != ("tr" to "tm") }
        t.play(wrong.first, wrong.second)
        runCurrent()
        assertEquals(TrainerState.WRONG_MOVE, t.view.value.state)
        app.back()
        runCurrent()

        app.openPuzzles()
        runCurrent()
        shot("puzzles-zh-light", app, false)
        shot("puzzles-zh-dark", app, true)
        shot("puzzles-zh-small-light", app, false, 360, 640)
        lang(app, LanguageSetting.EN)
        shot("puzzles-en-light", app, false)
        shot("puzzles-en-small-large-text-dark", app, true, 360, 640, fontScale = 1.5f)

        app.openPuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY)
        runCurrent()
        shot("puzzle-list-en-dark", app, true)
        lang(app, LanguageSetting.ZH)
        shot("puzzle-list-zh-light", app, false)

        // a wrong move: the core's word on it, retry / solution offered
        app.openPuzzle("weiming-0001")
        val w = app.trainerNow()
        w.play(wrong.first, wrong.second)
        runCurrent()
        shot("puzzle-wrong-zh-light", app, false)
        shot("puzzle-wrong-zh-small-dark", app, true, 360, 640)
        lang(app, LanguageSetting.EN)
        shot("puzzle-wrong-en-dark", app, true)

        // solved: a longer one, the computer replying in between
        app.back()
        runCurrent()
        app.openPuzzle("weiming-0002")
        app.trainerNow().play("m", "tm")
        runCurrent()
        assertEquals(TrainerState.SOLVED, app.trainerNow().view.value.state)
        shot("puzzle-solved-en-light", app, false)
        shot("puzzle-solved-en-small-large-text-light", app, false, 360, 640, fontScale = 1.3f)
        lang(app, LanguageSetting.ZH)
        shot("puzzle-solved-zh-dark", app, true)

        // a large game's puzzle, untouched
        app.back()
        runCurrent()
        val huishi = app.store.puzzleList(GameKind.HUISHI, PuzzleDifficulty.MEDIUM, app.language()).rows.first().id
        app.openPuzzle(huishi)
        shot("puzzle-huishi-zh-light", app, false)
        app.close()
    }

    @Test
    fun practiceEmptyThenWithExercisesAndAnExercise() = runTest {
        val app = testApp(dir, LanguageSetting.ZH)
        app.openPractice()
        runCurrent()
        shot("practice-empty-zh-light", app, false)
        lang(app, LanguageSetting.EN)
        shot("practice-empty-en-dark", app, true)
        app.back()

        // the mistakes of a reviewed game
        playZhongkui(app)
        runCurrent()
        app.openReviewOfGame()
        runCurrent()
        app.back()
        app.saveAndLeave()
        runCurrent()
        app.openPractice()
        runCurrent()
        val rows = app.practice.view.value?.games?.flatMap { it.rows } ?: emptyList()
        assertTrue(rows.isNotEmpty())
        shot("practice-en-light", app, false)
        shot("practice-en-small-dark", app, true, 360, 640)
        lang(app, LanguageSetting.ZH)
        shot("practice-zh-dark", app, true)

        val blunder = rows.first { "bc-bl" in it.title }
        app.openExercise(blunder.id)
        runCurrent()
        shot("exercise-zh-light", app, false)
        shot("exercise-zh-small-light", app, false, 360, 640)
        lang(app, LanguageSetting.EN)
        shot("exercise-en-dark", app, true)
        app.trainerNow().play("ml", "bl")
        runCurrent()
        shot("exercise-solved-en-light", app, false)
        app.close()
    }
}
