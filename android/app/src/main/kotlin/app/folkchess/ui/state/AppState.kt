package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.model.AppTexts
import app.folkchess.core.BoardView
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.model.TrainerKind
import app.folkchess.core.TrainerTableInterface
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FailureKind
import app.folkchess.core.FailureText
import app.folkchess.core.model.GameKind
import app.folkchess.core.GameSession
import app.folkchess.core.GameTableInterface
import app.folkchess.core.HomeView
import app.folkchess.core.NewGameForm
import app.folkchess.core.NewGameView
import app.folkchess.core.ReviewEvent
import app.folkchess.core.ReviewScreenInterface
import app.folkchess.core.RowChange
import app.folkchess.core.RulesPage
import app.folkchess.core.RulesScreenView
import app.folkchess.core.SaveSummary
import app.folkchess.core.SettingsView
import app.folkchess.core.TableEvent
import app.folkchess.core.FolkChessException
import app.folkchess.core.appTexts
import app.folkchess.core.importSharedGame
import app.folkchess.core.shareText
import app.folkchess.core.boardLayout
import app.folkchess.core.displayLanguage
import app.folkchess.core.homeView
import app.folkchess.core.newGameForm
import app.folkchess.core.newGameFormWith
import app.folkchess.core.newGameSetup
import app.folkchess.core.newGameView
import app.folkchess.core.rulesPages
import app.folkchess.core.rulesScreenView
import app.folkchess.core.settingsView
import app.folkchess.core.settingsWith
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import java.io.File
import java.time.Instant
import java.time.ZoneId
import java.util.Locale

/** The app's screens; the back stack is plain state so the whole app runs (and renders) off Android. */
sealed interface Screen {
    data object Home : Screen
    data class NewGame(val game: GameKind) : Screen
    data object Game : Screen
    data class Rules(val game: GameKind) : Screen
    data object Settings : Screen
    data object SavedGames : Screen
    /** A game's review, over a finished game or over the saved games. */
    data object Review : Screen
    /** The statistics of the games counted with the saves. */
    data object Statistics : Screen
    /** A game someone shared as text, pasted to be opened. */
    data object ImportGame : Screen
    /** Today's puzzle, the streak and each game's puzzles by difficulty. */
    data object Puzzles : Screen
    /** One game's puzzles of one difficulty. */
    data class PuzzleList(val game: GameKind, val difficulty: PuzzleDifficulty) : Screen
    /** The open practice exercises (the player's own mistakes). */
    data object Practice : Screen
    /** A puzzle or an exercise on the board ([TrainerController]). */
    data object Trainer : Screen
}

/** A game to share: the core's text, and the board to send as a picture with it (none when it could not be read). */
data class ShareRequest(val text: String, val board: BoardView?)

/** The rules screen: the core's frame (title, language choice, diagram) and its pages, read in [language]. */
data class RulesState(
    val game: GameKind,
    val language: DisplayLanguage,
    val highlighted: Int?,
    val frame: RulesScreenView,
    val pages: List<RulesPage>,
)

/**
 * The composition root of the app's state: navigation, settings, saves, and the state of each
 * screen — views the core computes (home, saved games, the new-game form, settings, rules) and
 * the two state holders over the core's screens ([GameController], [ReviewController]). The
 * Android shell owns one of these in a ViewModel and forwards lifecycle events; tests build one
 * with test dispatchers, a fake clock and a temporary directory, over the real library.
 *
 * The display language is the core's: [displayLanguage] of the settings' choice and the
 * phone's [preferredLanguages]. Threads: everything here runs on [scope]'s (main) dispatcher,
 * except the disk: every store and settings call goes to one [DiskQueue] over [ioDispatcher]
 * (one at a time, in order). Until the first settings and the autosave are read, [loading] is
 * true and the shell shows a loading screen.
 */
class AppState(
    filesDir: File,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    ioDispatcher: CoroutineDispatcher,
    private val clock: MonotonicClock,
    private val wallClock: () -> Long = System::currentTimeMillis,
    private val preferredLanguages: () -> List<String> = { listOf(Locale.getDefault().toLanguageTag()) },
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val zone: ZoneId = ZoneId.systemDefault(),
    val natives: NativeObjects = NativeObjects(),
) {
    private val disk = DiskQueue(ioDispatcher)

    val settings = SettingsState(natives.settingsFile(File(filesDir, SETTINGS_FILE)), disk)

    /** The save store (opening it does not touch the disk; its calls go to the disk queue). */
    val store = natives.store(File(filesDir, "saves"))
    val savedGames = SavedGamesState(store, disk, scope, ::language, ::utcOffsetMinutes)
    val stats = StatsState(store, disk, scope, ::language)
    val puzzles = PuzzlesState(store, disk, scope, ::language, wallClock, ::utcOffsetMinutes)
    val practice = PracticeState(store, disk, scope, ::language)

    private val _loading = MutableStateFlow(true)
    /** True until the first settings and the autosave have been read. */
    val loading: StateFlow<Boolean> = _loading.asStateFlow()

    private val _stack = MutableStateFlow<List<Screen>>(listOf(Screen.Home))
    val stack: StateFlow<List<Screen>> = _stack.asStateFlow()
    val screen: Screen get() = _stack.value.last()

    private val _language = MutableStateFlow(language())
    /** The language every screen is shown in now (the shell sets the text locale from it: 简 / 繁 glyphs). */
    val displayLanguage: StateFlow<DisplayLanguage> = _language.asStateFlow()

    private val _texts = MutableStateFlow(appTexts(language()))
    /** The words of no one screen (back, loading, …). */
    val texts: StateFlow<AppTexts> = _texts.asStateFlow()

    private var autosave: SaveSummary? = null
    private val _home = MutableStateFlow(buildHome())
    val home: StateFlow<HomeView> = _home.asStateFlow()

    private var form: NewGameForm? = null
    private val _newGame = MutableStateFlow<NewGameView?>(null)
    val newGame: StateFlow<NewGameView?> = _newGame.asStateFlow()

    private val _settingsView = MutableStateFlow(buildSettings())
    val settingsView: StateFlow<SettingsView> = _settingsView.asStateFlow()

    private val _rules = MutableStateFlow<RulesState?>(null)
    val rules: StateFlow<RulesState?> = _rules.asStateFlow()

    private val _game = MutableStateFlow<GameController?>(null)
    val game: StateFlow<GameController?> = _game.asStateFlow()

    private val _review = MutableStateFlow<ReviewController?>(null)
    /** The review on screen, if any. */
    val review: StateFlow<ReviewController?> = _review.asStateFlow()

    private val _trainer = MutableStateFlow<TrainerController?>(null)
    /** The puzzle or exercise on screen, if any. */
    val trainer: StateFlow<TrainerController?> = _trainer.asStateFlow()

    private var closed = false

    init {
        scope.launch {
            settings.load()
            autosave = disk.attempt { store.autosaveSummary() }.getOrNull()
            _loading.value = false
            relabel()
        }
        // the settings file's problem (a failed write) arrives from the disk queue
        scope.launch { settings.state.collect { _settingsView.value = buildSettings() } }
    }

    /** The language every screen is shown in. */
    fun language(): DisplayLanguage = displayLanguage(settings.current.language, preferredLanguages())

    private fun utcOffsetMinutes(): Int = zone.rules.getOffset(Instant.ofEpochMilli(wallClock())).totalSeconds / 60

    // --- navigation ---------------------------------------------------------------------------

    private fun push(s: Screen) {
        _stack.value = _stack.value + s
    }

    /** System back / the back button. Returns false on the home screen (the shell then finishes). */
    fun back(): Boolean {
        val stack = _stack.value
        if (stack.size <= 1) return false
        if (stack.last() == Screen.Game) endGame()
        if (stack.last() == Screen.Review) endReview()
        if (stack.last() == Screen.Trainer) endTrainer()
        if (stack.last() is Screen.PuzzleList) puzzles.closeList()
        _stack.value = stack.dropLast(1)
        reloadScreen()
        return true
    }

    /** The screen now on top read again (what a screen above it may have changed). */
    private fun reloadScreen() {
        when (screen) {
            Screen.Home -> refreshHome()
            Screen.SavedGames -> savedGames.reload()
            Screen.Statistics -> stats.reload()
            Screen.Puzzles, is Screen.PuzzleList -> puzzles.reload()
            Screen.Practice -> practice.reload()
            else -> {}
        }
    }

    private fun goHome() {
        endTrainer()
        puzzles.closeList()
        if (Screen.Review in _stack.value) endReview()
        if (Screen.Game in _stack.value) endGame()
        _stack.value = listOf(Screen.Home)
        refreshHome()
    }

    fun openSettings() = push(Screen.Settings)

    fun openSavedGames() {
        savedGames.reload()
        push(Screen.SavedGames)
    }

    /** Home's statistics button: the screen, read on the disk queue. */
    fun openStatistics() {
        stats.cancelReset()
        stats.reload()
        push(Screen.Statistics)
    }

    // --- share and import ---------------------------------------------------------------------

    private val _shareRequest = MutableStateFlow<ShareRequest?>(null)
    /**
     * A game to share, waiting for the shell's share sheet (which calls [shareHandled]): the
     * core's text, and the board to send as a picture with it ([boardPicture]). Only the shell
     * knows Android; here it is plain data.
     */
    val shareRequest: StateFlow<ShareRequest?> = _shareRequest.asStateFlow()

    /** The shell started the share sheet (or could not). */
    fun shareHandled() {
        _shareRequest.value = null
    }

    /** The core's text of a game in the save format, dated now, in the display language. */
    private fun shareTextOf(json: String): String? =
        runCatching { shareText(json, language(), wallClock(), utcOffsetMinutes()) }.getOrNull()

    /**
     * A saved game to share (read on the disk queue): the core's text, dated now, in the
     * display language, and its board as the table shows it.
     */
    suspend fun shareOfSave(id: String): ShareRequest? {
        val current = settings.current
        val l = language()
        val now = clock.nowMs()
        val (json, board) = disk.attempt {
            store.load(id).use { s ->
                val board = runCatching {
                    val table = natives.openTable(s, current, l)
                    try { table.view(now).board } finally { table.closeNative() }
                }.getOrNull()
                s.exportRecord() to board
            }
        }.getOrNull() ?: return null
        return shareTextOf(json)?.let { ShareRequest(it, board) }
    }

    /** A saved game's share action: its text and board go to the shell's share sheet. */
    fun shareSave(id: String) {
        scope.launch { shareOfSave(id)?.let { _shareRequest.value = it } }
    }

    /** The result sheet's share: the game on the table, as the core's text, with the board it ended on. */
    fun shareGame() {
        val c = _game.value ?: return
        val json = c.exportRecord() ?: return
        val text = shareTextOf(json) ?: return
        _shareRequest.value = ShareRequest(text, c.view.value.board)
    }

    /** The review's share: the reviewed game as the core's text, with the position looked at. */
    fun shareReview() {
        val r = _review.value ?: return
        val json = reviewRecord ?: return
        val text = shareTextOf(json) ?: return
        _shareRequest.value = ShareRequest(text, r.view.value.board)
    }

    private val _importProblem = MutableStateFlow<FailureText?>(null)
    /** The core's sentence when the pasted text is not a game, with what does not read (in the player's language) as the details. */
    val importProblem: StateFlow<FailureText?> = _importProblem.asStateFlow()

    /** Home's import button: the paste screen. */
    fun openImport() {
        _importProblem.value = null
        push(Screen.ImportGame)
    }

    /** The pasted text read by the core and opened in the review; or the core's reason shown. */
    fun importGame(text: String) {
        val (screen, record) = try {
            GameSession.fromSaveJson(importSharedGame(text, language())).use { reviewOf(it) }
        } catch (e: FolkChessException) {
            _importProblem.value = e.failure(language(), FailureKind.NOT_A_GAME)
            return
        }
        _importProblem.value = null
        openReview(screen, record)
    }

    // --- rules --------------------------------------------------------------------------------

    fun openRules(game: GameKind) {
        _rules.value = buildRules(game, language(), null)
        push(Screen.Rules(game))
    }

    /**
     * The rules read in the language at [index] of the screen's choices: the view's
     * `languageValues`, whose Chinese is in the app's script (繁體 when the app shows
     * Traditional Chinese).
     */
    fun setRulesLanguage(index: Int) {
        val r = _rules.value ?: return
        val l = r.frame.languageValues.getOrNull(index) ?: return
        _rules.value = buildRules(r.game, l, r.highlighted)
    }

    /** A point tapped on the diagram, or named in the text: marked on the diagram (again: unmarked). */
    fun highlightRulePoint(index: Int) {
        val r = _rules.value ?: return
        _rules.value = buildRules(r.game, r.language, if (r.highlighted == index) null else index)
    }

    /** A point name tapped in the rules text. */
    fun highlightRulePoint(name: String) {
        val r = _rules.value ?: return
        boardLayout(r.game).points.firstOrNull { it.name == name }?.let { highlightRulePoint(it.index) }
    }

    private fun buildRules(game: GameKind, rulesLanguage: DisplayLanguage, highlighted: Int?): RulesState {
        val old = _rules.value
        val pages = if (old != null && old.game == game && old.language == rulesLanguage) old.pages else rulesPages(game, rulesLanguage)
        return RulesState(game, rulesLanguage, highlighted, rulesScreenView(game, rulesLanguage, highlighted, language()), pages)
    }

    // --- home ---------------------------------------------------------------------------------

    /** Reads the autosave again (on the disk queue, after the writes queued before) and redraws Home. */
    fun refreshHome() {
        _home.value = buildHome()
        scope.launch {
            autosave = disk.attempt { store.autosaveSummary() }.getOrNull()
            _home.value = buildHome()
        }
    }

    private fun buildHome(): HomeView = homeView(autosave, language(), utcOffsetMinutes())

    // --- new game -----------------------------------------------------------------------------

    fun openNewGame(game: GameKind) {
        val f = newGameForm(game, settings.current)
        form = f
        _newGame.value = newGameView(f, language())
        push(Screen.NewGame(game))
    }

    /** Option [index] of the new-game form's row [key] chosen. */
    fun chooseNewGameOption(key: ChoiceKey, index: Int) {
        val f = newGameFormWith(form ?: return, key, index)
        form = f
        _newGame.value = newGameView(f, language())
    }

    /** Starts the game of the new-game form. */
    fun startNewGame() {
        val f = form ?: return
        val table = runCatching { natives.newTable(newGameSetup(f), settings.current, language()) }.getOrElse { return }
        begin(table)
    }

    /** Home's "continue": the autosaved game in progress (read on the disk queue). */
    fun continueGame() {
        scope.launch {
            val session = disk.attemptOpen { store.loadAutosave() }
            if (session == null) refreshHome() else open(session)
        }
    }

    /** A saved game from the list (read on the disk queue). */
    fun resumeSaved(id: String) {
        scope.launch {
            val session = disk.attemptOpen { store.load(id) }
            if (session == null) savedGames.reload() else open(session)
        }
    }

    /** A loaded game on the table (the table copies it; the session is closed). */
    private fun open(session: GameSession) {
        val table = session.use { s -> runCatching { natives.openTable(s, settings.current, language()) }.getOrNull() } ?: return
        begin(table)
    }

    private fun begin(table: GameTableInterface) {
        if (closed) {
            table.closeNative()
            return
        }
        _game.value?.close()
        val c = GameController(
            table, scope, computeDispatcher, disk, clock, store, wallClock, ::language,
            feedback = feedback, cancelHandles = natives::cancelHandle,
        )
        _game.value = c
        _stack.value = listOf(Screen.Home, Screen.Game)
        c.start()
    }

    /** "Save and leave": the table files the game and frees the autosave slot; back home. */
    fun saveAndLeave() {
        _game.value?.saveAndLeave()
        _game.value = null
        goHome()
    }

    /** The result sheet's "new game": the game is left (it stays in the autosave) and the new-game form of the same game opens. */
    fun newGameAfterGame() {
        val g = _game.value?.game ?: return
        goHome()
        openNewGame(g)
    }

    fun openRulesFromGame() {
        _game.value?.let { openRules(it.game) }
    }

    private fun endGame() {
        val c = _game.value ?: return
        c.close()
        _game.value = null
    }

    // --- puzzles and practice -------------------------------------------------------------------

    /** Home's puzzles button: today's puzzle, the streak, each game's puzzles (read on the disk queue). */
    fun openPuzzles() {
        puzzles.reload()
        push(Screen.Puzzles)
    }

    /** A difficulty of a game on the puzzles screen: its puzzles listed. */
    fun openPuzzleList(game: GameKind, difficulty: PuzzleDifficulty) {
        puzzles.openList(game, difficulty)
        push(Screen.PuzzleList(game, difficulty))
    }

    /** Home's practice button: the open exercises (read on the disk queue). */
    fun openPractice() {
        practice.reload()
        push(Screen.Practice)
    }

    /** A puzzle of the set on the board (today's, a list's row, the next). */
    fun openPuzzle(id: String) {
        val table = runCatching { natives.puzzleTable(id, settings.current, language()) }.getOrElse { return }
        beginTrainer(table, id)
    }

    /** An exercise on the board (its position is read from the practice file on the disk queue). */
    fun openExercise(id: String) {
        val s = settings.current
        val l = language()
        scope.launch {
            val table = disk.attemptOpen { natives.exerciseTable(id, store, s, l) }
            if (table == null) practice.reload() else beginTrainer(table, id)
        }
    }

    private fun beginTrainer(table: TrainerTableInterface, id: String) {
        if (closed) {
            table.closeNative()
            return
        }
        endTrainer()
        val c = TrainerController(
            table, id, scope, computeDispatcher, disk, clock, store, wallClock, ::utcOffsetMinutes, ::language,
            feedback = feedback, cancelHandles = natives::cancelHandle,
        )
        _trainer.value = c
        // the next puzzle takes the place of the one before: back goes to the list
        _stack.value = _stack.value.filter { it != Screen.Trainer } + Screen.Trainer
        c.start()
    }

    /**
     * The trainer's "next": the next puzzle of the same game and difficulty not yet solved clean,
     * or the next open exercise, asked of the store on the disk queue (after the try just
     * written); when there is none, back to the list.
     */
    fun nextTraining() {
        val c = _trainer.value ?: return
        if (!c.view.value.next.enabled) return
        val kind = c.kind
        val id = c.id
        scope.launch {
            val next = disk.attempt { if (kind == TrainerKind.PUZZLE) store.nextPuzzle(id) else store.nextExercise(id) }.getOrNull()
            if (_trainer.value !== c) return@launch // left meanwhile
            when {
                next == null -> back()
                kind == TrainerKind.PUZZLE -> openPuzzle(next)
                else -> openExercise(next)
            }
        }
    }

    private fun endTrainer() {
        _trainer.value?.close()
        _trainer.value = null
    }

    // --- review -------------------------------------------------------------------------------

    /** The game on screen, reviewed on a copy (the game keeps its own). */
    fun openReviewOfGame() {
        val c = _game.value ?: return
        val (screen, record) = runCatching { c.copySession().use { reviewOf(it) } }.getOrElse { return }
        openReview(screen, record)
    }

    /** The review screen of [session] and the game in the save format (what the review's share sends). */
    private fun reviewOf(session: GameSession): Pair<ReviewScreenInterface, String?> =
        natives.reviewScreen(session, language()) to runCatching { session.exportRecord() }.getOrNull()

    /** A saved game from the list, reviewed (read on the disk queue). */
    fun openReviewOfSave(id: String) {
        scope.launch {
            val session = disk.attemptOpen { store.load(id) }
            if (session == null) {
                savedGames.reload()
                return@launch
            }
            val (screen, record) = session.use { s -> runCatching { reviewOf(s) }.getOrNull() } ?: return@launch
            openReview(screen, record)
        }
    }

    /** The game under review in the save format (the review's share). */
    private var reviewRecord: String? = null

    private fun openReview(screen: ReviewScreenInterface, record: String?) {
        if (closed) {
            screen.closeNative()
            return
        }
        endReview()
        reviewRecord = record
        val r = ReviewController(
            screen, scope, computeDispatcher,
            keepExercises = { json -> disk.post { store.addExercises(json, wallClock()) } },
            cancelHandles = natives::cancelHandle,
        )
        _review.value = r
        push(Screen.Review)
        r.start()
    }

    private fun endReview() {
        _review.value?.close()
        _review.value = null
        reviewRecord = null
    }

    // --- settings -----------------------------------------------------------------------------

    /** A change on the settings screen, applied by the core. */
    fun changeSettings(change: RowChange) {
        updateSettings(runCatching { settingsWith(settings.current, change) }.getOrElse { return })
    }

    /** New settings: stored, and every open screen told (the game table, the review) or shown again. */
    fun updateSettings(s: AppSettings) {
        settings.update(s)
        val l = language()
        _game.value?.send(TableEvent.Settings(s, l))
        _trainer.value?.send(TableEvent.Settings(s, l))
        _review.value?.send(ReviewEvent.Language(l))
        relabel()
    }

    /**
     * The phone's languages may have changed (Android creates the activity again after a change;
     * the shell calls this then): when the settings say "System", every screen follows.
     */
    fun systemLanguagesChanged() {
        val l = language()
        if (l == _language.value) return
        _game.value?.send(TableEvent.Settings(settings.current, l))
        _trainer.value?.send(TableEvent.Settings(settings.current, l))
        _review.value?.send(ReviewEvent.Language(l))
        relabel()
    }

    private fun buildSettings(): SettingsView {
        val st = settings.state.value
        return settingsView(st.settings, st.problem, language())
    }

    /** Every view of the core's again, in the current language. */
    private fun relabel() {
        _language.value = language()
        _texts.value = appTexts(language())
        _home.value = buildHome()
        _settingsView.value = buildSettings()
        form?.let { _newGame.value = newGameView(it, language()) }
        _rules.value?.let { r -> _rules.value = buildRules(r.game, r.language, r.highlighted) }
        savedGames.relabel()
        if (screen == Screen.Statistics) stats.reload()
        if (Screen.Puzzles in _stack.value) puzzles.reload()
        if (Screen.Practice in _stack.value) practice.reload()
    }

    // --- lifecycle ----------------------------------------------------------------------------

    /** The app went to the background: the table pauses its clock and autosaves. */
    fun onBackground() {
        _game.value?.send(TableEvent.Background)
        _trainer.value?.send(TableEvent.Background)
    }

    fun onForeground() {
        _game.value?.send(TableEvent.Foreground)
        _trainer.value?.send(TableEvent.Foreground)
    }

    /** The app's state is discarded: the review and the game are left, then the store closed (after the queued writes). */
    fun close() {
        if (closed) return
        closed = true
        endTrainer()
        endReview()
        endGame()
        disk.post { store.closeNative() }
    }

    companion object {
        /** The settings file in the app's files directory, read and written by the core (SettingsFile). */
        const val SETTINGS_FILE = "settings.json"
    }
}
