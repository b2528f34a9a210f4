package app.folkchess.jvmtest

import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.PuzzleAttempt
import app.folkchess.core.SaveStore
import app.folkchess.core.TableEvent
import app.folkchess.core.TrainerEffect
import app.folkchess.core.model.TrainerState
import app.folkchess.core.TrainerTable
import app.folkchess.core.model.TrainerView
import app.folkchess.core.boardLayout
import app.folkchess.core.defaultSettings
import app.folkchess.core.TableEffect
import app.folkchess.core.TrainerEvent
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * The shared trainer transcripts (the .txt files of tests/transcripts/trainer, format in its
 * README) through the core's trainer across the FFI ([TrainerTable]) over the real library and a
 * store in a temporary directory: each step's event at the step's time, the searches run only at
 * `settle`, and the trainer's lines, the game table's and the step's effects compared line for
 * line. The Rust runner and the Swift test read the same files.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class TrainerTranscriptTest {
    @TempDir
    lateinit var dir: File

    private val folder: File =
        File(System.getProperty("transcripts.dir") ?: "../transcripts", "trainer").also { require(it.isDirectory) { "no trainer transcripts at $it" } }

    @Test
    fun everyTrainerTranscriptMatchesTheAppsTrainerScreen() {
        val files = folder.listFiles { f -> f.name.endsWith(".txt") }!!.sortedBy { it.name }
        assertTrue(files.size >= 5, "too few trainer transcripts: ${files.size}")
        val failures = files.mapNotNull { f ->
            try {
                run(f)
            } catch (e: Throwable) {
                "${f.path}: ${e::class.simpleName}: ${e.message}"
            }
        }
        println("TRAINER TRANSCRIPTS ${files.size - failures.size} of ${files.size} match")
        assertTrue(failures.isEmpty(), failures.joinToString("\n\n"))
    }

    private fun stripComment(line: String): String =
        if (line.trimStart().startsWith("#")) "" else line.split(" # ").first()

    private fun run(file: File): String? {
        var diff: String? = null
        runTest {
            val lines = file.readLines()
            val firstStep = lines.indexOfFirst { it.startsWith(">") }
            require(firstStep >= 0) { "no step" }
            val header = lines.subList(0, firstStep).map { stripComment(it).trim() }.filter { it.isNotEmpty() }
            val shell = Shell(header, File(dir, file.nameWithoutExtension).apply { mkdirs() }, this)
            var i = firstStep
            while (i < lines.size) {
                val step = lines[i]
                var j = i + 1
                while (j < lines.size && !lines[j].startsWith(">")) j++
                val expectedAt = (i + 1 until j).filter { !lines[it].startsWith("#") && lines[it].isNotBlank() }
                val expected = expectedAt.map { lines[it] }
                val words = stripComment(step.substring(1)).trim().split(Regex("\\s+"))
                val now = words.first().toLongOrNull() ?: error("${file.path}:${i + 1}: bad time in `$step`")
                val effects = shell.step(now, words.drop(1))
                val actual = render(shell.table.view(now), effects)
                if (diff == null && actual != expected) {
                    val k = (0 until maxOf(actual.size, expected.size)).first { actual.getOrNull(it) != expected.getOrNull(it) }
                    val line = (expectedAt.getOrNull(k) ?: (j - 1)) + 1
                    diff = "${file.path}:$line: after `$step`\n  expected: ${expected.getOrNull(k) ?: "(nothing)"}\n  actual:   ${actual.getOrNull(k) ?: "(nothing)"}" +
                        "\n--- expected\n${expected.joinToString("\n")}\n--- actual\n${actual.joinToString("\n")}"
                }
                i = j
            }
            shell.table.close()
            shell.store.close()
        }
        return diff
    }

    /** The trainer's lines, then the game table's (the README's format), then the effects the holder carried out. */
    private fun render(view: TrainerView, effects: List<TrainerEffect>): List<String> {
        fun flat(s: String) = s.replace("\n", " / ")
        fun sign(b: Boolean) = if (b) "+" else "-"
        val state = when (view.state) {
            TrainerState.SOLVING -> "solving"
            TrainerState.CHECKING -> "checking"
            TrainerState.WRONG_MOVE -> "wrong-move"
            TrainerState.SOLVED -> "solved"
            TrainerState.SOLUTION_SHOWN -> "solution-shown"
        }
        val out = mutableListOf("trainer: $state · ${flat(view.title)}", "task: ${flat(view.task)}")
        view.feedback?.let { out += "feedback: ${flat(it)}" }
        // the row of buttons the screen shows: what each does, live or not, the suggested one (*)
        out += "trainer-buttons: " + view.buttons.joinToString(" ") { b ->
            b.action.name.lowercase().replace('_', '-') + sign(b.enabled) + (if (b.prominent) "*" else "")
        }
        out += render(view.table, emptyList())
        if (effects.isNotEmpty()) out += "effects: " + effects.joinToString(" · ") { e ->
            when (e) {
                is TrainerEffect.Table -> effectWord(e.effect)
                is TrainerEffect.PuzzleTried -> "puzzle-tried " + when (e.attempt) {
                    PuzzleAttempt.SOLVED -> "solved"
                    PuzzleAttempt.HINTED -> "hinted"
                    PuzzleAttempt.FAILED -> "failed"
                }
                is TrainerEffect.ExerciseSolved -> "exercise-solved"
            }
        }
        return out
    }

    /** The app's trainer holder as the transcripts drive it. */
    private inner class Shell(header: List<String>, storeDir: File, private val scope: TestScope) {
        var now = 0L
        var settings = defaultSettings()
        var lang = DisplayLanguage.EN
        val store = SaveStore(storeDir.absolutePath)
        private val effects = mutableListOf<TrainerEffect>()
        /** The searches asked for and not yet run, in order. */
        private val pending = ArrayDeque<Long>()
        val table: TrainerTable

        init {
            var puzzle: String? = null
            var exercise: String? = null
            for (line in header) {
                if (line.startsWith("exercise ")) {
                    // exercise <game> | <position> | <played> | <best> | <label> | <value>
                    val f = line.removePrefix("exercise ").split(" | ").map { it.trim() }
                    require(f.size == 6) { "an exercise line has 6 fields: `$line`" }
                    val id = "${f[0]}-transcript"
                    fun q(s: String) = "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\""
                    store.addExercises(
                        "[{\"id\":${q(id)},\"game\":${q(f[0])},\"position\":${q(f[1])},\"played\":${q(f[2])},\"best\":${q(f[3])}," +
                            "\"label\":${q(f[4])},\"value\":${q(f[5])},\"added_at_ms\":0,\"solved_at_ms\":null}]",
                        0,
                    )
                    exercise = id
                    continue
                }
                val w = line.split(Regex("\\s+"))
                when {
                    w.size == 2 && w[0] == "puzzle" -> puzzle = w[1]
                    w.size == 2 && w[0] == "lang" -> lang = languageOf(w[1]) ?: error("unknown language `${w[1]}`")
                    w.size == 2 && w[0] == "setting" -> {
                        val (k, v) = w[1].split("=", limit = 2)
                        settings = settings.withFlag(k, v == "true")
                    }
                    else -> error("unknown header line `$line`")
                }
            }
            val table = when {
                puzzle != null -> TrainerTable.puzzle(puzzle, settings, lang)
                exercise != null -> TrainerTable.exercise(exercise, store, settings, lang)
                else -> error("the header names no puzzle or exercise")
            }
            this.table = table
        }

        private val layout = boardLayout(table.game())

        private fun point(word: String): Int = when {
            word.startsWith("#") -> word.drop(1).toIntOrNull() ?: -1
            else -> layout.points.firstOrNull { it.name == word }?.index ?: error("no point `$word`")
        }

        private fun send(e: TrainerEvent) {
            for (effect in table.send(e, now).effects) {
                effects += effect
                val inner = (effect as? TrainerEffect.Table)?.effect
                if (inner is TableEffect.Search) pending += inner.id
            }
        }

        private fun send(e: TableEvent) = send(TrainerEvent.Table(e))

        fun step(now: Long, words: List<String>): List<TrainerEffect> {
            effects.clear()
            this.now = now
            when {
                words == listOf("start") -> send(TableEvent.Start)
                words == listOf("undo") -> send(TableEvent.Undo)
                words == listOf("redo") -> send(TableEvent.Redo)
                words == listOf("restart") -> send(TableEvent.Restart)
                words == listOf("hint") -> send(TableEvent.Hint)
                words == listOf("tick") -> send(TableEvent.Tick)
                words == listOf("background") -> send(TableEvent.Background)
                words == listOf("foreground") -> send(TableEvent.Foreground)
                words == listOf("dismiss") -> send(TableEvent.DismissMessage)
                words == listOf("leave") -> send(TableEvent.Leave)
                words == listOf("resign") -> send(TableEvent.Resign)
                words == listOf("offer-draw") -> send(TableEvent.OfferDraw)
                words == listOf("yes") -> send(TableEvent.Answer(true))
                words == listOf("no") -> send(TableEvent.Answer(false))
                words == listOf("retry") -> send(TrainerEvent.Retry)
                words == listOf("show-solution") -> send(TrainerEvent.ShowSolution)
                words.size == 2 && words[0] == "tap" -> send(TableEvent.Tap(point(words[1])))
                words.size == 2 && words[0] == "play" -> {
                    val (a, b) = words[1].split("-").also { require(it.size == 2) { "bad move `${words[1]}`" } }
                    send(TableEvent.Tap(point(a)))
                    send(TableEvent.Tap(point(b)))
                }
                words.size == 2 && words[0] == "lang" -> {
                    lang = languageOf(words[1]) ?: error("unknown language `${words[1]}`")
                    send(TableEvent.Settings(settings, lang))
                }
                words.size == 2 && words[0] == "set" -> {
                    val (k, v) = words[1].split("=", limit = 2)
                    settings = settings.withFlag(k, v == "true")
                    send(TableEvent.Settings(settings, lang))
                }
                // every search asked for runs and answers (and any it leads to), in order; one the
                // trainer no longer waits for is dropped there
                words == listOf("settle") -> settleSearches(pending, { id, cancel -> table.runSearch(id, cancel) }) { send(TableEvent.SearchDone(it)) }
                else -> error("unknown event `${words.joinToString(" ")}`")
            }
            return effects.toList()
        }
    }
}
