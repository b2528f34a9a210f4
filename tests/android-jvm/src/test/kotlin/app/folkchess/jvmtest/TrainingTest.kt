package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.AppEvent
import app.folkchess.core.SaveStore
import app.folkchess.core.ScreenView
import app.folkchess.core.model.TrainerView
import app.folkchess.core.TrainerEvent
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.PuzzleStatus
import app.folkchess.core.model.Route
import app.folkchess.core.model.TrainerKind
import app.folkchess.core.model.TrainerState
import app.folkchess.ui.state.AppHolder
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Puzzles and practice through the app holder: the lists read from the disk, a puzzle tried and
 * its try written, next opening the core's next puzzle, a reviewed game's mistake practised, the
 * trainer's buttons (the core's row) on the real composables, a language change reaching the
 * puzzle on screen, a damaged progress file worded by the core.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class TrainingTest {
    @TempDir
    lateinit var dir: File

    private fun AppHolder.trainer(): TrainerView = (screen as? ScreenView.Trainer)?.view ?: error("no puzzle or exercise on screen")

    private fun statusOf(id: String, difficulty: PuzzleDifficulty = PuzzleDifficulty.EASY): PuzzleStatus =
        SaveStore(File(dir, "saves").absolutePath).use { s -> s.puzzleList(GameKind.WEIMING, difficulty, DisplayLanguage.EN).rows.single { it.id == id }.status }

    @Test
    fun thePuzzlesScreenIsReadFromTheDiskAndOpensTodaysPuzzle() = runTest {
        val app = testApp(dir)
        app.openPuzzles()
        assertNull((app.screen as ScreenView.Puzzles).view, "read on the disk queue, not at once")
        runCurrent()
        val v = (app.screen as ScreenView.Puzzles).view ?: error("no view")
        assertNull(v.problem)
        assertEquals(GameKind.entries.toSet(), v.games.map { it.game }.toSet(), "every game has puzzles")
        app.openPuzzle(v.daily.puzzleId)
        val t = app.trainer()
        assertEquals(TrainerKind.PUZZLE, t.kind)
        assertEquals(TrainerState.SOLVING, t.state)
        assertEquals(v.daily.task, t.task)
        assertFalse(t.next.enabled, "next only once solved or shown")
        app.back()
        assertTrue(app.screen is ScreenView.Puzzles)
        app.close()
    }

    /**
     * The puzzles hub, as iOS draws it: every difficulty of every game a row a finger can tap
     * (48 dp and more) with its bar of solved out of all under its words and its chevron at the
     * end, read as the core's one sentence.
     */
    @Test
    fun everyDifficultyIsARowWithItsBarAndChevron() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.openPuzzles()
        runCurrent()
        val v = (app.screen as ScreenView.Puzzles).view ?: error("no view")
        // tall enough for every game's card at once
        ImageComposeScene(784, 4800, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            for (g in v.games) for (d in g.difficulties) {
                val tag = "difficulty-${g.game.name.lowercase()}-${d.difficulty.name.lowercase()}"
                val row = scene.tagged(tag)
                val bounds = row.boundsInRoot
                assertTrue(bounds.height >= 48f * 2, "$tag: ${bounds.height / 2} dp tall")
                assertEquals(listOf(d.spoken), row.config[SemanticsProperties.ContentDescription], "$tag: read as the core's sentence")
                val bar = scene.tagged("$tag-bar").boundsInRoot
                val chevron = scene.tagged("$tag-chevron").boundsInRoot
                assertTrue(bar.width > 0f && bounds.contains(bar.center), "$tag: its bar in the row ($bar in $bounds)")
                assertTrue(chevron.width > 0f && bounds.contains(chevron.center) && chevron.left >= bar.right, "$tag: its chevron at the row's end ($chevron, bar $bar)")
            }
        }
        app.close()
    }

    @Test
    fun aWrongMoveIsShownWithTheCoresWordsAndWrittenAsFailed() = runTest {
        val app = testApp(dir)
        app.openPuzzle("weiming-0001") // First to move wins at once with tr-tm
        val wrong = app.legalMoves().first { it != ("tr" to "tm") }
        app.play(wrong.first, wrong.second)
        runCurrent()
        val v = app.trainer()
        assertEquals(TrainerState.WRONG_MOVE, v.state)
        assertTrue(!v.feedback.isNullOrBlank(), "the core says why")
        assertEquals(PuzzleStatus.FAILED, statusOf("weiming-0001"), "the try went to the progress file through the disk queue")
        app.send(AppEvent.Trainer(TrainerEvent.ShowSolution))
        runCurrent()
        assertEquals(TrainerState.SOLUTION_SHOWN, app.trainer().state)
        assertTrue(app.trainer().next.enabled)
        app.close()
    }

    @Test
    fun aPuzzleSolvedCleanIsWrittenAndNextOpensTheNextOneInItsPlace() = runTest {
        val app = testApp(dir)
        app.openPuzzles()
        runCurrent()
        app.openPuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY)
        runCurrent()
        app.openPuzzle("weiming-0002") // Second to move wins at once with m-tm
        app.play("m", "tm")
        assertEquals(TrainerState.SOLVED, app.trainer().state)
        runCurrent()
        assertEquals(PuzzleStatus.SOLVED, statusOf("weiming-0002"))
        val title = app.trainer().title
        app.send(AppEvent.TrainerNext)
        runCurrent()
        assertEquals(listOf(Route.Home, Route.Puzzles, Route.PuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY), Route.Trainer), app.view.value.stack)
        assertNotEquals(title, app.trainer().title)
        assertEquals(TrainerState.SOLVING, app.trainer().state)
        app.back()
        runCurrent()
        val list = (app.screen as ScreenView.PuzzleList).view ?: error("no list")
        assertEquals(PuzzleStatus.SOLVED, list.rows.single { it.id == "weiming-0002" }.status)
        app.close()
    }

    @Test
    fun practiceListsTheMistakesOfAReviewedGameAndAnExerciseSolvedLeavesIt() = runTest {
        val app = testApp(dir)
        app.openPractice()
        runCurrent()
        val empty = (app.screen as ScreenView.Practice).view ?: error("no view")
        assertTrue(empty.games.isEmpty() && empty.empty.isNotBlank())
        app.back()
        playZhongkui(app)
        app.openReviewOfGame()
        runCurrent()
        app.back()
        app.saveAndLeave()
        runCurrent()
        app.openPractice()
        runCurrent()
        val rows = (app.screen as ScreenView.Practice).view?.games?.flatMap { it.rows } ?: error("no view")
        val first = rows.firstOrNull { "bc-bl" in it.title } ?: error("no exercise of bc-bl: ${rows.map { it.title }}")
        app.send(AppEvent.OpenExercise(first.id))
        runCurrent()
        assertEquals(TrainerKind.EXERCISE, app.trainer().kind)
        app.play("ml", "bl")
        runCurrent()
        assertEquals(TrainerState.SOLVED, app.trainer().state, "feedback: ${app.trainer().feedback}")
        app.back()
        runCurrent()
        val after = (app.screen as ScreenView.Practice).view?.games?.flatMap { it.rows }?.map { it.id } ?: emptyList()
        assertFalse(first.id in after, "solved: no longer open")
        app.close()
    }

    @Test
    fun homesButtonsOpenPuzzlesAndTheTrainersButtonsAreTheCoresRow() = runTest {
        val app = testApp(dir, LanguageSetting.ZH)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(app.view.value.texts.puzzles, scene.text("puzzles"))
            scene.click("practice")
            runCurrent()
            scene.render()
            assertTrue(scene.has("practice-empty"))
            scene.click("back")
            scene.click("puzzles")
            runCurrent()
            scene.render()
            scene.click("difficulty-weiming-easy")
            runCurrent()
            scene.render()
            // the puzzles are cards, two side by side on a 392 dp phone, each at least 150 dp wide
            val one = scene.tagged("puzzle-weiming-0001").boundsInRoot
            val two = scene.tagged("puzzle-weiming-0002").boundsInRoot
            assertEquals(one.top, two.top, "cards side by side: $one, $two")
            assertTrue(two.left >= one.right && one.width >= 300f, "cards side by side: $one, $two")
            scene.click("puzzle-weiming-0001")
            val t = app.trainer()
            // the task under the board, beside the player's piece, until a move is judged
            assertEquals(t.task, scene.text("feedback"))
            assertTrue(scene.has("task-piece") && !scene.has("task"))
            for (b in t.buttons) {
                val tag = if (b.action.name == "BACK") "trainer-back" else b.action.name.lowercase().replace('_', '-')
                assertEquals(b.label, scene.text(tag))
                assertEquals(!b.enabled, scene.tagged(tag).config.contains(SemanticsProperties.Disabled), "$tag enabled as the core says")
            }
            scene.click("show-solution")
            assertEquals(TrainerState.SOLUTION_SHOWN, app.trainer().state)
            scene.click("retry")
            assertTrue(app.trainer().table.moves.rows.isEmpty(), "back to the position")
            scene.click("back")
            assertTrue(app.screen is ScreenView.PuzzleList)
        }
        app.close()
    }

    @Test
    fun aNewLanguageReachesThePuzzleOnScreen() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.openPuzzle("weiming-0001")
        val english = app.trainer()
        app.openSettings()
        val language = (app.screen as ScreenView.Settings).view.sections.flatMap { it.choices }.first { it.key == ChoiceKey.LANGUAGE }
        app.send(AppEvent.SettingChoice(ChoiceKey.LANGUAGE, language.options.indexOf("简体中文")))
        app.back()
        runCurrent()
        val chinese = app.trainer()
        assertNotEquals(english.task, chinese.task)
        assertEquals(app.view.value.texts.puzzles, chinese.back.label, "the back button in the new language")
        app.close()
    }

    @Test
    fun aDamagedProgressFileIsTheCoresSentenceAndATryIsStillRecorded() = runTest {
        val app = testApp(dir)
        app.openPuzzle("weiming-0002")
        app.play("m", "tm")
        runCurrent()
        app.back()
        runCurrent()
        val files = File(dir, "saves").walk().filter { it.isFile && "puzzle" in it.path && it.name.endsWith(".json") }.toList()
        assertTrue(files.isNotEmpty(), "the progress file: ${File(dir, "saves").walk().toList()}")
        files.forEach { it.writeText("{ not progress") }
        app.openPuzzles()
        runCurrent()
        val v = (app.screen as ScreenView.Puzzles).view ?: error("no view")
        assertTrue(!v.problem.isNullOrBlank(), "the core's sentence on the damaged file")
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(v.problem, scene.text("puzzles-problem"))
        }
        app.openPuzzle("weiming-0002")
        app.play("m", "tm")
        runCurrent()
        app.back()
        runCurrent()
        assertNull((app.screen as ScreenView.Puzzles).view?.problem)
        assertEquals(PuzzleStatus.SOLVED, statusOf("weiming-0002"))
        app.close()
    }
}
