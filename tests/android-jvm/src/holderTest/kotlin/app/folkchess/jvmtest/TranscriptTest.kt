package app.folkchess.jvmtest

import app.folkchess.core.model.AppSettings
import app.folkchess.core.model.Arrow
import app.folkchess.core.model.BoardView
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.FeedbackKind
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.GameMode
import app.folkchess.core.GameSetup
import app.folkchess.core.GameTable
import app.folkchess.core.model.Level
import app.folkchess.core.MoveRef
import app.folkchess.core.model.PieceInfo
import app.folkchess.core.model.PieceKind
import app.folkchess.core.model.PointMark
import app.folkchess.core.SaveStore
import app.folkchess.core.SearchAnswer
import app.folkchess.core.SearchKind
import app.folkchess.core.model.Side
import app.folkchess.core.TableEffect
import app.folkchess.core.TableEvent
import app.folkchess.core.model.TableView
import app.folkchess.core.boardLayout
import app.folkchess.core.defaultSettings
import app.folkchess.core.gameFromId
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * The shared transcripts (every .txt file of tests/transcripts, format in its README), through
 * the core's game table across the FFI ([GameTable]) over the real library: each step's event is
 * sent at the step's time, the searches it asks for run only at `settle` (so that answers arrive
 * when the file says), and its view — with the effects of the step — is rendered in the README's
 * text and compared line for line with the file. The Rust runner and the Swift test read the
 * same files.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class TranscriptTest {
    @TempDir
    lateinit var dir: File

    private val transcripts: File =
        File(System.getProperty("transcripts.dir") ?: "../transcripts").also { require(it.isDirectory) { "no transcripts at $it" } }

    @Test
    fun everyTranscriptMatchesTheAppsGameScreen() {
        val files = transcripts.listFiles { f -> f.name.endsWith(".txt") }!!.sortedBy { it.name }
        assertTrue(files.size >= 10, "too few transcripts: ${files.size}")
        val failures = files.mapNotNull { f ->
            try {
                run(f)
            } catch (e: Throwable) {
                "${f.path}: ${e::class.simpleName}: ${e.message}"
            }
        }
        println("TRANSCRIPTS ${files.size - failures.size} of ${files.size} match (${files.joinToString { it.name }})")
        assertTrue(failures.isEmpty(), failures.joinToString("\n\n"))
    }

    @Test
    fun aDifferenceIsReportedWithItsFileAndLine() {
        // one word changed in a copy: the report names that line of the copy
        val original = File(transcripts, "stale-and-cancelled.txt").readLines()
        val at = original.indexOfFirst { it == "busy: Computer is thinking…" }
        val copy = File(dir, "changed.txt")
        copy.writeText(original.mapIndexed { i, l -> if (i == at) "busy: Computer is resting…" else l }.joinToString("\n", postfix = "\n"))
        val diff = run(copy) ?: error("the changed line was not noticed")
        assertTrue(diff.startsWith("${copy.path}:${at + 1}: after `> 200 tap x`"), diff)
        assertTrue(diff.contains("expected: busy: Computer is resting…") && diff.contains("actual:   busy: Computer is thinking…"), diff)
    }

    /** Runs one transcript through a fresh holder; the first difference (file:line), or null. */
    private fun run(file: File): String? {
        var diff: String? = null
        runTest {
            val lines = file.readLines()
            val firstStep = lines.indexOfFirst { it.startsWith(">") }
            require(firstStep >= 0) { "no step" }
            val header = parseHeader(lines.subList(0, firstStep).map { stripComment(it).trim() }.filter { it.isNotEmpty() })
            val shell = Shell(header, File(dir, file.nameWithoutExtension), this)
            var i = firstStep
            while (i < lines.size) {
                val step = lines[i]
                var j = i + 1
                while (j < lines.size && !lines[j].startsWith(">")) j++
                // the view's lines and their line numbers in the file (comments and blank lines skipped)
                val expectedAt = (i + 1 until j).filter { !lines[it].startsWith("#") && lines[it].isNotBlank() }
                val expected = expectedAt.map { lines[it] }
                val words = stripComment(step.substring(1)).trim().split(Regex("\\s+"))
                val now = words.first().toLongOrNull() ?: error("${file.path}:${i + 1}: bad time in `$step`")
                val effects = try {
                    shell.step(now, words.drop(1))
                } catch (e: IllegalArgumentException) {
                    error("${file.path}:${i + 1}: ${e.message}")
                }
                val actual = render(shell.table.view(now), effects)
                if (diff == null && actual != expected) {
                    val k = (0 until maxOf(actual.size, expected.size)).first { actual.getOrNull(it) != expected.getOrNull(it) }
                    val line = (expectedAt.getOrNull(k) ?: (j - 1)) + 1
                    diff = "${file.path}:$line: after `$step`\n  expected: ${expected.getOrNull(k) ?: "(nothing)"}\n  actual:   ${actual.getOrNull(k) ?: "(nothing)"}" +
                        "\n--- expected\n${expected.joinToString("\n")}\n--- actual\n${actual.joinToString("\n")}"
                }
                i = j
            }
            shell.finish()
        }
        return diff
    }

    /** A line without its comment: a line that starts with `#`, or the part before ` # `. */
    private fun stripComment(line: String): String =
        if (line.trimStart().startsWith("#")) "" else line.split(" # ").first()

    private class Header(val setup: GameSetup, val seed: Long, val settings: AppSettings, val lang: DisplayLanguage)

    private fun parseLang(word: String): DisplayLanguage =
        languageOf(word) ?: throw IllegalArgumentException("unknown language `$word`")

    private fun parseLevel(word: String): Level =
        levelOf(word) ?: throw IllegalArgumentException("unknown level `$word`")

    private fun parseHeader(lines: List<String>): Header {
        var game: GameKind? = null
        var mode: GameMode = GameMode.PassAndPlay
        var seed = 1L
        var timer: Int? = null
        var settings = defaultSettings()
        var lang = DisplayLanguage.EN
        for (line in lines) {
            val w = line.split(Regex("\\s+"))
            when {
                w.size == 3 && w[0] == "game" && w[2] == "pass" -> { game = gameFromId(w[1]); mode = GameMode.PassAndPlay }
                w.size == 5 && w[0] == "game" && w[2] == "vs" -> {
                    game = gameFromId(w[1])
                    val side = Side.entries.firstOrNull { it.name.lowercase() == w[4] } ?: error("unknown side `${w[4]}`")
                    mode = GameMode.VsComputer(parseLevel(w[3]), side)
                }
                w.size == 2 && w[0] == "seed" -> seed = w[1].toLong()
                w.size == 2 && w[0] == "timer" -> timer = if (w[1] == "off") null else w[1].toInt()
                w.size == 2 && w[0] == "lang" -> lang = parseLang(w[1])
                w.size == 2 && w[0] == "setting" -> {
                    val (k, v) = w[1].split("=", limit = 2)
                    settings = settings.withFlag(k, v == "true")
                }
                else -> error("unknown header line `$line`")
            }
        }
        return Header(GameSetup(game ?: error("the header names no game"), mode, timer), seed, settings, lang)
    }

    /** The game table as the transcripts drive it: each event at its time, searches run at `settle`. */
    private inner class Shell(h: Header, storeDir: File, private val scope: TestScope) {
        var now = 0L
        var settings = h.settings
        var lang = h.lang
        val game = h.setup.game
        private val layout = boardLayout(game)
        private val effects = mutableListOf<TableEffect>()
        /** The searches asked for and not yet run, in order. */
        private val pending = ArrayDeque<Long>()
        val table = GameTable.withSeed(h.setup, h.seed, h.settings, h.lang)

        private fun send(e: TableEvent) {
            for (effect in table.send(e, now).effects) {
                effects += effect
                if (effect is TableEffect.Search) pending += effect.id
            }
        }

        private fun point(word: String): Int = when {
            word.startsWith("#") -> {
                val n = word.drop(1).toBigIntegerOrNull() ?: throw IllegalArgumentException("bad index `$word`")
                // the API's index is an Int: a number beyond it is a tap on no point, as a negative one is
                if (n in Int.MIN_VALUE.toBigInteger()..Int.MAX_VALUE.toBigInteger()) n.toInt() else -1
            }
            else -> layout.points.firstOrNull { it.name == word }?.index ?: throw IllegalArgumentException("no point `$word`")
        }

        private fun move(text: String): MoveRef {
            val parts = text.split("-")
            if (parts.size != 2) throw IllegalArgumentException("bad move `$text`")
            return MoveRef(point(parts[0]), point(parts[1]))
        }

        fun step(now: Long, words: List<String>): List<TableEffect> {
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
                words == listOf("resign") -> send(TableEvent.Resign)
                words == listOf("offer-draw") -> send(TableEvent.OfferDraw)
                words == listOf("yes") -> send(TableEvent.Answer(true))
                words == listOf("no") -> send(TableEvent.Answer(false))
                words == listOf("leave") -> send(TableEvent.Leave)
                words == listOf("save-and-leave") -> send(TableEvent.SaveAndLeave)
                words.size == 2 && words[0] == "tap" -> send(TableEvent.Tap(point(words[1])))
                words.size == 2 && words[0] == "play" -> {
                    val m = move(words[1])
                    send(TableEvent.Tap(m.from))
                    send(TableEvent.Tap(m.to))
                }
                words.size == 2 && words[0] == "level" -> send(TableEvent.SetLevel(parseLevel(words[1])))
                words.size == 2 && words[0] == "lang" -> {
                    lang = parseLang(words[1])
                    send(TableEvent.Settings(settings, lang))
                }
                words.size == 2 && words[0] == "set" -> {
                    val (k, v) = words[1].split("=", limit = 2)
                    settings = settings.withFlag(k, v == "true")
                    send(TableEvent.Settings(settings, lang))
                }
                words.size == 3 && words[0] == "answer" -> {
                    val id = words[1].removePrefix("#").toLongOrNull() ?: throw IllegalArgumentException("bad search id `${words[1]}`")
                    val found = if (words[2] == "none") null else move(words[2])
                    send(TableEvent.SearchDone(SearchAnswer(id, found, null)))
                }
                // every search asked for runs and answers (and any it leads to), in order, at this
                // step's time; one the table no longer waits for (cancelled, stale) is dropped there
                words == listOf("settle") -> settleSearches(pending, { id, cancel -> table.runSearch(id, cancel) }) { send(TableEvent.SearchDone(it)) }
                else -> throw IllegalArgumentException("unknown event `${words.joinToString(" ")}`")
            }
            return effects.toList()
        }

        fun finish() = table.close()
    }
}
