package app.folkchess.jvmtest

import app.folkchess.core.AppCore
import app.folkchess.core.AppEffect
import app.folkchess.core.AppEvent
import app.folkchess.core.AppView
import app.folkchess.core.CancelHandle
import app.folkchess.core.DiskWork
import app.folkchess.core.ReviewEvent
import app.folkchess.core.ReviewWork
import app.folkchess.core.ScreenView
import app.folkchess.core.SearchWork
import app.folkchess.core.TableEvent
import app.folkchess.core.TrainerEvent
import app.folkchess.core.defaultSettings
import app.folkchess.core.feedbackSound
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.Hear
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.NoteKind
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.Route
import app.folkchess.core.model.ShareWhat
import app.folkchess.core.model.ToggleKey
import app.folkchess.core.settingsToJson
import app.folkchess.core.speechTag
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * The shared app transcripts (tests/transcripts/app, format in its README) through the whole
 * app across the FFI ([AppCore]) over the real library and a data folder in a temporary
 * directory: each step's event at the step's two clocks, disk jobs run in order at `disk`,
 * searches and reviews at `settle`, and the stack, the screen on top, the problem and the
 * effects compared line for line with what the Rust runner and the iOS test print.
 */
class AppTranscriptTest {
    @TempDir
    lateinit var dir: File

    private val folder: File =
        File(System.getProperty("transcripts.dir") ?: "../transcripts", "app").also { require(it.isDirectory) { "no app transcripts at $it" } }

    @Test
    fun everyAppTranscriptMatchesTheAppAcrossTheFfi() {
        val files = folder.listFiles { f -> f.name.endsWith(".txt") }!!.sortedBy { it.name }
        assertTrue(files.size >= 10, "too few app transcripts: ${files.size}")
        val failures = files.mapNotNull { f ->
            try {
                val want = f.readText()
                val got = run(f, want)
                if (got == want) null else firstDifference(f, want, got)
            } catch (e: Throwable) {
                "${f.path}: ${e::class.simpleName}: ${e.message}"
            }
        }
        println("APP TRANSCRIPTS ${files.size - failures.size} of ${files.size} match")
        assertTrue(failures.isEmpty(), failures.joinToString("\n\n"))
    }

    private fun firstDifference(f: File, want: String, got: String): String {
        val w = want.lines()
        val g = got.lines()
        val k = (0 until maxOf(w.size, g.size)).first { w.getOrNull(it) != g.getOrNull(it) }
        return "${f.path}:${k + 1}:\n  want: ${w.getOrNull(k) ?: "<end>"}\n  got:  ${g.getOrNull(k) ?: "<end>"}"
    }

    /** One run of a transcript file: the whole text the runner prints. */
    private fun run(file: File, text: String): String {
        val data = File(dir, file.nameWithoutExtension).apply { mkdirs() }
        val lines = text.lines().dropLastWhile { it.isEmpty() }
        val firstStep = lines.indexOfFirst { it.startsWith("> ") }.let { if (it < 0) lines.size else it }
        val header = lines.subList(0, firstStep)
        var settings = defaultSettings()
        var seed = 1L
        for (line in header) {
            val words = line.trim().split(Regex("\\s+")).filter { it.isNotEmpty() }
            when {
                words.isEmpty() || words[0].startsWith("#") -> {}
                words[0] == "lang" -> settings = settings.copy(language = when (words[1]) {
                    "zh" -> LanguageSetting.ZH
                    "zh-hant" -> LanguageSetting.ZH_HANT
                    "both" -> LanguageSetting.BOTH
                    else -> LanguageSetting.EN
                })
                words[0] == "seed" -> seed = words[1].toLong()
                words == listOf("timer", "off") -> settings = settings.copy(turnSeconds = null)
                words[0] == "file" && words[2] == "damaged" ->
                    File(data, "saves/${words[1]}").toPath().normalize().toFile().apply { parentFile.mkdirs() }.writeText("{ not json")
                words[0] == "file" && words[2] == "folder" -> File(data, "saves/${words[1]}").mkdirs()
                else -> error("${file.path}: unknown header line `$line`")
            }
        }
        if (settings != defaultSettings()) File(data, "settings.json").writeText(settingsToJson(settings))
        val run = Run(AppCore(data.path, listOf("en"), 480, seed))
        val out = header.toMutableList()
        var spoken = 0uL // the id of the last announcement said (ids grow across screens and games)
        for (line in lines.drop(firstStep).filter { it.startsWith("> ") }) {
            out += line
            val step = line.substring(2).split(" # ").first().trim()
            val words = step.split(Regex("\\s+"))
            run.mono = words[0].toLong()
            val said = run.step(words.drop(1), step.substringAfter(' ', ""))
            val view = run.app.view(run.mono, run.epoch)
            out += describe(view)
            for (a in view.announcements.filter { it.id > spoken }) {
                out += "said (${a.politeness.name.lowercase()}, ${speechTag(a.language)}): ${a.text}"
                spoken = a.id
            }
            if (said.isNotEmpty()) out += "effects: " + said.joinToString(" · ")
        }
        run.app.close()
        return out.joinToString("\n") + "\n"
    }

    /** The app and the work it handed out and that is not done yet. */
    private class Run(val app: AppCore) {
        var mono = 0L
        val epoch get() = 1_764_000_000_000L + mono
        val disk = ArrayDeque<DiskWork>()
        val searches = ArrayDeque<SearchWork>()
        val reviews = ArrayDeque<ReviewWork>()

        fun send(event: AppEvent): List<String> = app.send(event, mono, epoch).map { e ->
            when (e) {
                is AppEffect.Disk -> "disk #${e.job.id()} ${e.job.name()}".also { disk += e.job }
                is AppEffect.Search -> "search #${e.job.id()}".also { searches += e.job }
                is AppEffect.CancelSearch -> "cancel #${e.id}"
                is AppEffect.RunReview -> "review #${e.job.id()}".also { reviews += e.job }
                is AppEffect.CancelReview -> "cancel-review #${e.id}"
                is AppEffect.Feedback -> "feedback ${feedbackSound(e.kind)}"
                is AppEffect.Share -> "share \"${e.title}\" (${e.text.removeSuffix("\n").lines().size} lines, a board of ${e.board.points.size} points, \"${e.result}\")"
            }
        }

        private val screen get() = app.view(mono, epoch).screen

        private fun saveId(n: String): String =
            ((screen as? ScreenView.SavedGames)?.list?.rows?.getOrNull(n.toInt()))?.id ?: ""

        /** The game of the table on screen (the game's, a puzzle's or a lesson's). */
        private fun tableGame(): GameKind = when (val s = screen) {
            is ScreenView.Game -> s.table.game
            is ScreenView.Trainer -> s.view.table.game
            is ScreenView.Lesson -> s.view.table.game
            else -> error("no table on screen")
        }

        fun step(words: List<String>, rest: String): List<String> {
            val said = mutableListOf<String>()
            val event: AppEvent? = when (words[0]) {
                "start" -> AppEvent.Start
                "back" -> AppEvent.Back
                "new-game" -> AppEvent.OpenNewGame(game(words[1]))
                "choose" -> AppEvent.NewGameChoice(choiceKey(words[1]), words[2].toInt())
                "setting" -> AppEvent.SettingChoice(choiceKey(words[1]), words[2].toInt())
                "toggle" -> AppEvent.SettingToggle(ToggleKey.SOUND, words[2] == "on")
                "start-game" -> AppEvent.StartGame
                "continue" -> AppEvent.Continue
                "saved-games" -> AppEvent.OpenSavedGames
                "resume" -> AppEvent.Resume(saveId(words[1]))
                "review-save" -> AppEvent.ReviewSave(saveId(words[1]))
                "delete" -> AppEvent.DeleteSave(saveId(words[1]))
                "statistics" -> AppEvent.OpenStatistics
                "reset-statistics" -> AppEvent.ResetStatistics
                "settings" -> AppEvent.OpenSettings
                "rules" -> AppEvent.OpenRules(game(words[1]))
                "rules-language" -> AppEvent.RulesLanguage(words[1].toInt())
                "import" -> AppEvent.OpenImport
                "import-text" -> AppEvent.ImportText(rest.removePrefix("import-text").trim().replace("\\n", "\n"))
                "import-open" -> AppEvent.ImportOpen
                "play" -> {
                    val (a, b) = words[1].split("-")
                    val game = tableGame()
                    said += send(AppEvent.Table(TableEvent.Tap(game.at(a))))
                    AppEvent.Table(TableEvent.Tap(game.at(b)))
                }
                "tap" -> AppEvent.Table(TableEvent.Tap(tableGame().at(words[1])))
                "tick" -> AppEvent.Table(TableEvent.Tick)
                "hear" -> AppEvent.Table(TableEvent.Hear(Hear.valueOf(words[1].uppercase().replace("-", "_"))))
                "resign" -> AppEvent.Table(TableEvent.Resign)
                "yes" -> AppEvent.Table(TableEvent.Answer(true))
                "save-and-leave" -> AppEvent.Table(TableEvent.SaveAndLeave)
                "hint" -> AppEvent.Table(TableEvent.Hint)
                "review-game" -> AppEvent.ReviewGame
                "review-next" -> AppEvent.Review(ReviewEvent.Next)
                "review-previous" -> AppEvent.Review(ReviewEvent.Previous)
                "review-select" -> AppEvent.Review(ReviewEvent.Select(words[1].toInt()))
                "rematch" -> AppEvent.Rematch
                "new-game-after" -> AppEvent.NewGameAfterGame
                "background" -> AppEvent.Background
                "dismiss" -> AppEvent.DismissProblem
                "puzzles" -> AppEvent.OpenPuzzles
                "lessons" -> AppEvent.OpenLessons(game(words[1]))
                "lesson" -> AppEvent.OpenLesson(words[1])
                "dismiss-learn" -> AppEvent.DismissLearnOffer(game(words[1]))
                "next-step" -> AppEvent.LessonNextStep
                "puzzle-list" -> AppEvent.OpenPuzzleList(game(words[1]), PuzzleDifficulty.valueOf(words[2].uppercase()))
                "puzzle" -> AppEvent.OpenPuzzle(words[1])
                "practice" -> AppEvent.OpenPractice
                "exercise" -> AppEvent.OpenExercise(
                    (screen as? ScreenView.Practice)?.view?.games?.flatMap { g -> g.rows.map { it.id } }?.getOrNull(words[1].toInt()) ?: ""
                )
                "retry" -> AppEvent.Trainer(TrainerEvent.Retry)
                "show-solution" -> AppEvent.Trainer(TrainerEvent.ShowSolution)
                "next" -> AppEvent.TrainerNext
                "undo" -> AppEvent.Table(TableEvent.Undo)
                "next-lesson" -> AppEvent.NextLesson
                "share" -> AppEvent.Share(when (words[1]) {
                    "finished" -> ShareWhat.FinishedGame
                    "review" -> ShareWhat.ReviewedGame
                    else -> ShareWhat.Save(saveId(words[2]))
                })
                "screen-reader" -> AppEvent.ScreenReader(words[1] == "on")
                "phone" -> AppEvent.PhoneLanguages(listOf(words[1]))
                "disk" -> {
                    while (disk.isNotEmpty()) said += send(AppEvent.DiskDone(disk.removeFirst().run()))
                    null
                }
                "settle" -> {
                    while (searches.isNotEmpty() || reviews.isNotEmpty()) {
                        said += if (searches.isNotEmpty()) {
                            send(AppEvent.SearchDone(searches.removeFirst().run(CancelHandle())))
                        } else {
                            send(AppEvent.ReviewDone(reviews.removeFirst().run(CancelHandle())))
                        }
                    }
                    null
                }
                else -> error("unknown step `${words.joinToString(" ")}`")
            }
            if (event != null) said += send(event)
            return said
        }
    }

    companion object {
        fun game(word: String): GameKind = GameKind.entries.first { it.name.lowercase() == word }

        fun choiceKey(word: String): ChoiceKey = ChoiceKey.valueOf(word.uppercase().replace("-", "_"))

        fun route(r: Route): String = when (r) {
            is Route.PuzzleList -> "puzzlelist(${r.v1.name.lowercase()}, ${r.v2.name.lowercase()})"
            is Route.Lessons -> "lessons(${r.v1.name.lowercase()})"
            else -> r::class.simpleName!!.lowercase()
        }

        private fun opt(s: String?, f: (String) -> String) = s?.let(f) ?: ""

        /** The lines the runners print for a view. */
        fun describe(v: AppView): List<String> {
            val screen = when (val s = v.screen) {
                is ScreenView.Home -> "home: ${s.view.title} · continue: " +
                    (s.view.continueGame?.let { "${it.title} (${it.detail})" } ?: "-") +
                    s.view.cards.joinToString("") { c -> c.lessonsDone?.let { " · ${c.game.name.lowercase()}: $it" } ?: "" }
                is ScreenView.NewGame -> {
                    val rows = s.form.choices.joinToString(" · ") { "${it.label} ${it.options.getOrElse(it.selected.toInt()) { "" }}" }
                    val offer = s.learnOffer?.let { " · offer: ${it.text} [${it.learn} / ${it.dismiss}]" } ?: ""
                    "new-game: ${s.form.title} · $rows$offer"
                }
                is ScreenView.Lessons -> s.rows?.let { rows ->
                    "lessons: ${s.title} · " + rows.joinToString(" · ") { "${it.id} ${it.title} ${it.starsText}".trimEnd() }
                } ?: "lessons: ${s.title} · loading"
                is ScreenView.Lesson -> with(s.view) {
                    "lesson: $title · $progress · $stepTask · ${state.name.split("_").joinToString("") { w -> w.lowercase().replaceFirstChar { it.uppercase() } }}" +
                        (if (table.note.kind == NoteKind.REFUSAL) " · refused: ${table.note.text}" else "") +
                        opt(feedback) { " · $it" } + opt(starsText) { " · $it" }
                }
                is ScreenView.Game -> "game: ${s.table.title} · ${s.table.moves.rows.size} moves · ${s.table.status}" +
                    (if (s.table.note.kind == NoteKind.STATUS) "" else " · ${s.table.note.kind.name.lowercase()}: ${s.table.note.text}") +
                    opt(s.table.result?.headline) { " · result: $it" }
                is ScreenView.Rules -> "rules: ${s.frame.title} · read in ${languageId(s.language)}"
                is ScreenView.Settings -> "settings: ${s.view.title}" + opt(s.view.problem) { " · problem: $it" }
                is ScreenView.SavedGames -> when {
                    s.list != null && s.list!!.rows.isEmpty() -> "saved-games: ${s.list!!.title} · ${s.list!!.emptyText}"
                    s.list != null -> "saved-games: ${s.list!!.title} · " +
                        s.list!!.rows.joinToString(" · ") { it.title + if (it.damaged) " (damaged)" else "" }
                    s.problem != null -> "saved-games: problem: ${s.problem!!.sentence}"
                    else -> "saved-games: loading"
                }
                is ScreenView.Review -> "review: ${s.view.title}" + opt(s.view.busy) { " · busy: $it" } + opt(s.view.outcome) { " · $it" }
                is ScreenView.Statistics -> when {
                    s.stats != null -> "statistics: ${s.stats!!.title} · " +
                        (s.stats!!.emptyText ?: s.stats!!.games.joinToString(" · ") { "${it.name} ${it.lines.size}" })
                    s.problem != null -> "statistics: problem: ${s.problem!!.sentence}"
                    else -> "statistics: loading"
                }
                is ScreenView.Puzzles -> s.view?.let { p ->
                    "puzzles: ${p.title} · today ${p.daily.puzzleId} (${p.daily.task}) · ${p.streak}" + opt(p.problem) { " · problem: $it" }
                } ?: "puzzles: loading"
                is ScreenView.PuzzleList -> s.view?.let { l ->
                    "puzzle-list: ${l.title} · ${l.rows.size} puzzles · " + l.rows.take(3).joinToString(" · ") { "${it.id} ${it.statusText}" } + " …"
                } ?: "puzzle-list: loading"
                is ScreenView.Trainer -> with(s.view) {
                    "trainer: $title · $task · ${state.name.split("_").joinToString("") { w -> w.lowercase().replaceFirstChar { it.uppercase() } }}" +
                        opt(feedback) { " · $it" } + " · ${table.status} · buttons: " +
                        buttons.joinToString(" / ") { it.label + if (it.enabled) "" else " (off)" }
                }
                is ScreenView.Practice -> s.view?.let { p ->
                    val rows = p.games.flatMap { g -> g.rows.map { it.title } }
                    "practice: ${p.title} · " + (if (rows.isEmpty()) p.empty else rows.joinToString(" · ")) + opt(p.problem) { " · problem: $it" }
                } ?: "practice: loading"
                is ScreenView.Import -> "import: ${s.text.codePointCount(0, s.text.length)} characters" + (if (s.openEnabled) " · open" else "") + opt(s.problem) { " · problem: $it" }
            }
            return listOfNotNull("stack: " + v.stack.joinToString(" > ") { route(it) }, screen, v.problem?.let { "problem: ${it.sentence}" })
        }

        private fun languageId(l: app.folkchess.core.model.DisplayLanguage): String = l.name.lowercase().replace("_", "-")
    }
}
