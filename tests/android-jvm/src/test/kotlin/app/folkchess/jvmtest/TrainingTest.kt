package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import androidx.compose.ui.semantics.getOrNull
import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.PointMark
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.PuzzleStatus
import app.folkchess.core.TableEffect
import app.folkchess.core.TableEvent
import app.folkchess.core.TrainerEffect
import app.folkchess.core.TrainerEvent
import app.folkchess.core.model.TrainerKind
import app.folkchess.core.model.TrainerState
import app.folkchess.core.TrainerTable
import app.folkchess.core.appTexts
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.Screen
import app.folkchess.ui.state.TrainerController
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Puzzles and practice through the app's state holders, over the real library: the lists read
 * on the disk queue, a puzzle's try and an exercise's solve written through it, the computer's
 * replies run by the search runner, next and back.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class TrainingTest {
    @TempDir
    lateinit var dir: File

    private fun AppState.trainerNow(): TrainerController = trainer.value ?: error("no puzzle or exercise on screen")

    private fun AppState.statusOf(id: String, difficulty: PuzzleDifficulty = PuzzleDifficulty.EASY): PuzzleStatus =
        store.puzzleList(GameKind.WEIMING, difficulty, DisplayLanguage.EN).rows.single { it.id == id }.status

    @Test
    fun thePuzzlesScreenIsReadOnTheDiskQueueAndOpensTodaysPuzzle() = runTest {
        val app = testApp(dir)
        app.openPuzzles()
        assertEquals(Screen.Puzzles, app.screen)
        assertNull(app.puzzles.view.value, "read on the disk queue, not at once")
        runCurrent()
        val v = app.puzzles.view.value ?: error("no view")
        assertNull(v.problem)
        assertTrue(v.streak.isNotBlank())
        assertEquals(GameKind.entries.toSet(), v.games.map { it.game }.toSet(), "every game has puzzles")
        for (g in v.games) {
            assertTrue(g.difficulties.isNotEmpty(), g.name)
            for (d in g.difficulties) assertEquals(0u, d.solved, "${g.name} ${d.name}: none solved yet")
        }
        assertFalse(v.daily.solved)
        app.openPuzzle(v.daily.puzzleId)
        assertEquals(Screen.Trainer, app.screen)
        val t = app.trainerNow()
        assertEquals(v.daily.game, t.game)
        val tv = t.view.value
        assertEquals(TrainerKind.PUZZLE, tv.kind)
        assertEquals(TrainerState.SOLVING, tv.state)
        assertEquals(v.daily.task, tv.task)
        assertFalse(tv.next.enabled, "next only once solved or shown")
        assertTrue(app.back())
        assertEquals(Screen.Puzzles, app.screen)
        assertNull(app.trainer.value, "the trainer is closed with its screen")
        app.close()
    }

    @Test
    fun aWrongMoveIsShownWithTheCoresWordsAndWrittenAsFailed() = runTest {
        val app = testApp(dir)
        app.openPuzzle("weiming-0001") // First to move wins at once with tr-tm
        val t = app.trainerNow()
        val wrong = t.legalMoves().first { it != ("tr" to "tm") }
        t.play(wrong.first, wrong.second)
        runCurrent() // the computer's reply, if it searches, and the write
        val v = t.view.value
        assertEquals(TrainerState.WRONG_MOVE, v.state)
        assertTrue(!v.feedback.isNullOrBlank(), "the core says why")
        // the wrong move is taken back at once: nothing to retry, the solution on offer
        assertTrue(!v.retry.enabled && v.showSolution.enabled)
        assertEquals(PuzzleStatus.FAILED, app.statusOf("weiming-0001"), "the try went to the progress file through the disk queue")
        // the solution shown: counted once (still failed), next offered
        t.showSolution()
        runCurrent()
        assertEquals(TrainerState.SOLUTION_SHOWN, t.view.value.state)
        assertTrue(t.view.value.next.enabled)
        assertEquals(PuzzleStatus.FAILED, app.statusOf("weiming-0001"))
        // retry: the position again (the core keeps "solution shown": the try is over)
        t.retry()
        assertTrue(t.view.value.table.moves.rows.isEmpty())
        app.close()
    }

    @Test
    fun aPuzzleSolvedCleanIsWrittenAndNextOpensTheNextOneNotSolved() = runTest {
        val app = testApp(dir)
        app.openPuzzles()
        runCurrent()
        app.openPuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY)
        runCurrent()
        val list = app.puzzles.list.value ?: error("no list")
        assertTrue(list.rows.size > 100)
        assertEquals("weiming-0002", list.rows[1].id)
        app.openPuzzle("weiming-0002") // Second to move wins at once with m-tm
        val t = app.trainerNow()
        t.play("m", "tm")
        val v = t.view.value
        assertEquals(TrainerState.SOLVED, v.state)
        assertTrue(v.next.enabled)
        assertTrue(v.table.isOver)
        runCurrent()
        assertEquals(PuzzleStatus.SOLVED, app.statusOf("weiming-0002"))
        val expected = app.store.nextPuzzle("weiming-0002")
        app.nextTraining()
        runCurrent()
        assertEquals(listOf(Screen.Home, Screen.Puzzles, Screen.PuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY), Screen.Trainer), app.stack.value)
        val n = app.trainerNow()
        assertNotEquals("weiming-0002", n.id)
        assertEquals(expected, n.id)
        assertEquals(TrainerState.SOLVING, n.view.value.state)
        // back to the list, read again: the one solved shows so
        app.back()
        runCurrent()
        assertEquals(PuzzleStatus.SOLVED, app.puzzles.list.value?.rows?.single { it.id == "weiming-0002" }?.status)
        app.back()
        runCurrent()
        val easy = app.puzzles.view.value?.games?.single { it.game == GameKind.WEIMING }?.difficulties?.single { it.difficulty == PuzzleDifficulty.EASY }
        assertEquals(1u, easy?.solved)
        app.close()
    }

    @Test
    fun aLongerPuzzleIsSolvedMoveByMoveTheComputerReplyingThroughTheSearchRunner() = runTest {
        // the set's first Weiming puzzle won in 3 plies, and its first move (the set's data file)
        val row = File("../../core/src/training/puzzle/data/weiming.tsv").readLines().map { it.split('\t') }.first { it[4] == "W3" }
        val id = row[0]
        val (from, to) = row[3].split("-")
        // the test's oracle: which last move wins after the computer's reply, found on a table of its own
        val winning = oracleLastMove(id, from to to)
        val app = testApp(dir)
        app.openPuzzle(id)
        val t = app.trainerNow()
        t.play(from, to)
        assertEquals(TrainerState.SOLVING, t.view.value.state)
        runCurrent() // the computer's reply, run by the search runner, sent back as SearchDone
        val v = t.view.value
        assertEquals(2, v.table.moves.rows.size, "the computer replied: ${v.table.moves.rows.map { it.text }}")
        assertEquals(TrainerState.SOLVING, v.state)
        t.play(winning.first, winning.second)
        runCurrent()
        assertEquals(TrainerState.SOLVED, t.view.value.state)
        assertEquals(PuzzleStatus.SOLVED, app.statusOf(id))
        app.close()
    }

    /** The last move that solves puzzle [id] after [first] and the computer's reply, tried on fresh tables driven by hand. */
    private fun oracleLastMove(id: String, first: Pair<String, String>): Pair<String, String> {
        fun replayed(): TrainerTable {
            val table = TrainerTable.puzzle(id, defaults(), DisplayLanguage.EN)
            table.send(TrainerEvent.Table(TableEvent.Start), 0)
            val g = table.game()
            table.send(TrainerEvent.Table(TableEvent.Tap(g.at(first.first))), 1)
            var fx = table.send(TrainerEvent.Table(TableEvent.Tap(g.at(first.second))), 2).effects
            while (true) {
                val search = fx.firstNotNullOfOrNull { (it as? TrainerEffect.Table)?.effect as? TableEffect.Search } ?: break
                val answer = CancelHandle().use { table.runSearch(search.id, it) }
                fx = table.send(TrainerEvent.Table(TableEvent.SearchDone(answer)), 3).effects
            }
            return table
        }
        val moves = replayed().use { table ->
            val pts = table.view(4).table.board.points
            pts.filter { it.mark == PointMark.MOVABLE }.flatMap { p ->
                table.send(TrainerEvent.Table(TableEvent.Tap(p.index)), 4)
                val targets = table.view(4).table.board.points.filter { it.mark == PointMark.TARGET }.map { it.name }
                table.send(TrainerEvent.Table(TableEvent.Tap(p.index)), 4)
                targets.map { p.name to it }
            }
        }
        return moves.first { (a, b) ->
            replayed().use { table ->
                val g = table.game()
                table.send(TrainerEvent.Table(TableEvent.Tap(g.at(a))), 5)
                table.send(TrainerEvent.Table(TableEvent.Tap(g.at(b))), 6).view.state == TrainerState.SOLVED
            }
        }
    }

    @Test
    fun practiceListsTheMistakesOfAReviewedGameAndAnExerciseSolvedLeavesIt() = runTest {
        val app = testApp(dir)
        app.openPractice()
        runCurrent()
        val empty = app.practice.view.value ?: error("no view")
        assertTrue(empty.games.isEmpty())
        assertTrue(empty.empty.isNotBlank(), "the core says how exercises come")
        app.back()

        // a reviewed game's mistakes become exercises (the review's Practice effect, through the disk queue)
        playZhongkui(app)
        runCurrent()
        app.openReviewOfGame()
        runCurrent()
        app.back()
        app.saveAndLeave()
        runCurrent()
        app.openPractice()
        runCurrent()
        val v = app.practice.view.value ?: error("no view")
        val rows = v.games.flatMap { it.rows }
        assertTrue(rows.isNotEmpty(), "the blunder of THROWN_WIN is kept: $v")
        assertEquals(GameKind.ZHONGKUI, v.games.first().game)
        // THROWN_WIN's blunder bc-bl (the review's best move there: ml-bl)
        val first = rows.firstOrNull { "bc-bl" in it.title } ?: error("no exercise of bc-bl: ${rows.map { it.title }}")

        // opened (its position read on the disk queue), solved with the best move the review found
        app.openExercise(first.id)
        assertNull(app.trainer.value, "read on the disk queue first")
        runCurrent()
        val t = app.trainerNow()
        assertEquals(first.id, t.id)
        assertEquals(TrainerKind.EXERCISE, t.kind)
        assertEquals(appTexts(DisplayLanguage.EN).practice, t.view.value.back.label)
        t.play("ml", "bl")
        runCurrent()
        assertEquals(TrainerState.SOLVED, t.view.value.state, "feedback: ${t.view.value.feedback}")
        assertTrue(t.view.value.next.enabled)
        app.back()
        runCurrent()
        val after = app.practice.view.value?.games?.flatMap { it.rows }?.map { it.id } ?: emptyList()
        assertFalse(first.id in after, "solved: no longer open")
        app.close()
    }

    @Test
    fun homesButtonsOpenPuzzlesAndPracticeAndTheTrainersButtonsSendTheirEvents() = runTest {
        val app = testApp(dir, LanguageSetting.ZH)
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            val texts = appTexts(DisplayLanguage.ZH)
            assertEquals(texts.puzzles, scene.text("puzzles"))
            assertEquals(texts.practice, scene.text("practice"))
            scene.click("practice")
            assertEquals(Screen.Practice, app.screen)
            runCurrent()
            scene.render()
            assertTrue(scene.has("practice-empty"))
            scene.click("back")
            scene.click("puzzles")
            assertEquals(Screen.Puzzles, app.screen)
            runCurrent()
            scene.render()
            val daily = app.puzzles.view.value?.daily ?: error("no daily")
            assertEquals(daily.spoken, scene.nodes().first { n ->
                n.config.getOrNull(androidx.compose.ui.semantics.SemanticsProperties.ContentDescription)?.contains(daily.spoken) == true
            }.config[androidx.compose.ui.semantics.SemanticsProperties.ContentDescription].joinToString())
            scene.click("difficulty-weiming-easy")
            assertEquals(Screen.PuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY), app.screen)
            runCurrent()
            scene.render()
            scene.click("puzzle-weiming-0001")
            assertEquals(Screen.Trainer, app.screen)
            scene.render()
            val t = app.trainerNow()
            assertEquals(t.view.value.task, scene.text("task"))
            assertTrue(scene.tagged("next").config.contains(androidx.compose.ui.semantics.SemanticsProperties.Disabled), "next is disabled while solving")
            scene.click("show-solution")
            assertEquals(TrainerState.SOLUTION_SHOWN, t.view.value.state)
            assertTrue(t.view.value.table.moves.rows.isNotEmpty(), "the solution played out")
            scene.click("retry")
            assertTrue(t.view.value.table.moves.rows.isEmpty(), "back to the position")
            scene.click("back")
            assertEquals(Screen.PuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY), app.screen)
        }
        app.close()
    }

    @Test
    fun aNewLanguageReachesThePuzzleOnScreenAndTheListsUnderIt() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.openPuzzles()
        runCurrent()
        app.openPuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY)
        runCurrent()
        app.openPuzzle("weiming-0001")
        val t = app.trainerNow()
        val english = t.view.value
        app.updateSettings(app.settings.current.copy(language = LanguageSetting.ZH))
        runCurrent()
        val chinese = t.view.value
        assertNotEquals(english.task, chinese.task)
        assertEquals(appTexts(DisplayLanguage.ZH).puzzles, chinese.back.label, "the back button in the new language")
        app.back()
        runCurrent()
        val list = app.puzzles.list.value ?: error("no list")
        assertTrue(list.rows.first().task == chinese.task, "the list read again in the new language: ${list.rows.first().task}")
        app.back()
        runCurrent()
        assertEquals(appTexts(DisplayLanguage.ZH).puzzles, app.puzzles.view.value?.title)
        app.close()
    }

    @Test
    fun aDamagedProgressFileIsTheCoresSentenceAndATryIsStillRecorded() = runTest {
        val app = testApp(dir)
        app.openPuzzle("weiming-0002")
        app.trainerNow().play("m", "tm")
        runCurrent()
        app.back()
        val files = File(dir, "saves").walk().filter { it.isFile && "puzzle" in it.path && it.name.endsWith(".json") }.toList()
        assertTrue(files.isNotEmpty(), "the progress file: ${File(dir, "saves").walk().toList()}")
        files.forEach { it.writeText("{ not progress") }
        app.openPuzzles()
        runCurrent()
        val v = app.puzzles.view.value ?: error("no view")
        assertTrue(!v.problem.isNullOrBlank(), "the core's sentence on the damaged file")
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            assertEquals(v.problem, scene.text("puzzles-problem"))
        }
        // a try over it: recorded (the damaged file moved aside), the sentence gone
        app.openPuzzle("weiming-0002")
        app.trainerNow().play("m", "tm")
        runCurrent()
        app.back()
        runCurrent()
        assertNull(app.puzzles.view.value?.problem)
        assertEquals(PuzzleStatus.SOLVED, app.statusOf("weiming-0002"))
        app.close()
    }
}
