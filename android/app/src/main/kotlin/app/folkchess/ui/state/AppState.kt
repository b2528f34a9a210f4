package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.GameKind
import app.folkchess.core.GameMode
import app.folkchess.core.GameSetup
import app.folkchess.core.Language
import app.folkchess.core.PieceInfo
import app.folkchess.core.SaveSummary
import app.folkchess.core.Side
import app.folkchess.ui.board.NearestPoint
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.Choices
import app.folkchess.ui.model.CoreNames
import app.folkchess.ui.model.HomeUiState
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.NewGameUiState
import app.folkchess.ui.model.RulesPage
import app.folkchess.ui.model.RulesUiState
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.homeUiState
import app.folkchess.ui.model.languages
import app.folkchess.ui.model.nameOf
import app.folkchess.ui.model.pieces
import app.folkchess.ui.model.rulesPage
import app.folkchess.ui.model.rulesUiState
import app.folkchess.ui.model.thumbnail
import app.folkchess.ui.model.title
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import java.io.File
import java.time.ZoneId

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
}

/**
 * The composition root of the app's state: navigation, settings, saves, the home screen, the
 * new-game form, the rules screen, the game in progress and a game's review. The Android shell owns one of these
 * in a ViewModel and forwards lifecycle events; tests build one with test dispatchers, a fake
 * clock and a temporary directory, over the real core.
 *
 * Threads: everything here runs on [scope]'s (main) dispatcher, except the disk: every store and
 * settings call goes to one [DiskQueue] over [ioDispatcher] (limited to one at a time, in order).
 * Until the first settings and the autosave are read, [loading] is true and the shell shows a
 * loading screen.
 */
class AppState(
    val core: FolkCore,
    private val filesDir: File,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    ioDispatcher: CoroutineDispatcher,
    private val clock: MonotonicClock,
    private val wallClock: () -> Long = System::currentTimeMillis,
    private val systemLang: () -> UiLang = { UiLang.Zh },
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val zone: ZoneId = ZoneId.systemDefault(),
) {
    private val disk = DiskQueue(ioDispatcher)
    private val infos = core.catalogue()
    private val layouts: Map<GameKind, BoardLayout> = GameKind.entries.associateWith { core.layout(it) }
    private val startPieces: Map<GameKind, List<PieceInfo?>> = GameKind.entries.associateWith { core.startPoints(it).pieces() }
    private val rulesCache = HashMap<Pair<GameKind, Language>, RulesPage>()

    /** The core's level and side names and turn-time choices. */
    val names = CoreNames(
        levels = core.levels(),
        sides = Side.entries.associateWith { core.sideName(it, Language.ZH) to core.sideName(it, Language.EN) },
        turnTimes = core.turnTimeChoices(),
    )

    val settings = SettingsState(core, filesDir, disk)

    /** The save store (opening it does not touch the disk; its calls go to the disk queue). */
    val store: CoreStore = core.openStore(File(filesDir, "saves"))
    val savedGames = SavedGamesState(store, disk, scope, infos.associateBy { it.game }, layouts, names, ::lang, zone)

    private val _loading = MutableStateFlow(true)
    /** True until the first settings and the autosave have been read. */
    val loading: StateFlow<Boolean> = _loading.asStateFlow()

    private val _stack = MutableStateFlow<List<Screen>>(listOf(Screen.Home))
    val stack: StateFlow<List<Screen>> = _stack.asStateFlow()
    val screen: Screen get() = _stack.value.last()

    private var autosave: SaveSummary? = null
    private val _home = MutableStateFlow(buildHome())
    val home: StateFlow<HomeUiState> = _home.asStateFlow()

    private val _newGame = MutableStateFlow<NewGameUiState?>(null)
    val newGame: StateFlow<NewGameUiState?> = _newGame.asStateFlow()

    private val _rules = MutableStateFlow<RulesUiState?>(null)
    val rules: StateFlow<RulesUiState?> = _rules.asStateFlow()

    private val _game = MutableStateFlow<GameController?>(null)
    val game: StateFlow<GameController?> = _game.asStateFlow()

    private val _review = MutableStateFlow<ReviewController?>(null)
    /** The review on screen, if any. */
    val review: StateFlow<ReviewController?> = _review.asStateFlow()

    private var closed = false

    init {
        scope.launch {
            settings.load()
            autosave = disk.attempt { store.autosaveSummary() }.getOrNull()
            _loading.value = false
            _home.value = buildHome()
        }
    }

    fun lang(): UiLang = settings.lang(systemLang)
    fun strings(): UiStrings = UiStrings.of(lang())
    fun choices(): Choices = names.choices(lang())
    fun layout(game: GameKind): BoardLayout = layouts.getValue(game)
    fun preview(game: GameKind): BoardUiState = thumbnail(layouts.getValue(game), startPieces.getValue(game))

    /** The core's hit test for [game]'s board. */
    fun nearestPoint(game: GameKind): NearestPoint = { x, y, r -> core.nearestPoint(game, x, y, r) }

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
        _stack.value = stack.dropLast(1)
        if (screen == Screen.Home) refreshHome()
        if (screen == Screen.SavedGames) savedGames.reload()
        return true
    }

    private fun goHome() {
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

    fun openRules(game: GameKind) {
        _rules.value = buildRules(game, lang(), null)
        push(Screen.Rules(game))
    }

    fun setRulesLang(l: UiLang) {
        val r = _rules.value ?: return
        _rules.value = buildRules(r.game, l, r.board.highlighted?.let { r.board.layout.nameOf(it) })
    }

    /** A point name tapped in the rules text: highlight it on the diagram (tap again to clear). */
    fun highlightRulePoint(name: String) {
        val r = _rules.value ?: return
        val current = r.board.highlighted?.let { r.board.layout.nameOf(it) }
        _rules.value = buildRules(r.game, r.lang, if (current == name) null else name)
    }

    private fun buildRules(game: GameKind, l: UiLang, highlight: String?): RulesUiState {
        val pages = l.languages.map { language ->
            rulesCache.getOrPut(game to language) { rulesPage(core.rulesDoc(game, language), core.appRules(language)) }
        }
        return rulesUiState(game, l, pages, layouts.getValue(game), startPieces.getValue(game), highlight)
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

    private fun buildHome(): HomeUiState = homeUiState(infos, layouts, startPieces, autosave, lang(), names, zone, loading = _loading.value)

    // --- new game -----------------------------------------------------------------------------

    fun openNewGame(game: GameKind) {
        val s = settings.current
        _newGame.value = NewGameUiState(
            game = game,
            title = infos.first { it.game == game }.title(lang()),
            mode = UiMode.VsComputer,
            level = s.defaultLevel,
            humanSide = s.defaultHumanSide,
            turnSeconds = s.turnSeconds,
        )
        push(Screen.NewGame(game))
    }

    fun onNewGameEvent(e: NewGameEvent) {
        val f = _newGame.value ?: return
        _newGame.value = when (e) {
            is NewGameEvent.SetMode -> f.copy(mode = e.mode)
            is NewGameEvent.SetLevel -> f.copy(level = e.level)
            is NewGameEvent.SetSide -> f.copy(humanSide = e.side)
            is NewGameEvent.SetTimer -> f.copy(turnSeconds = e.seconds)
        }
    }

    /** Starts the game of the new-game form. */
    fun startNewGame() {
        val f = _newGame.value ?: return
        val mode = if (f.mode == UiMode.VsComputer) GameMode.VsComputer(f.level, f.humanSide) else GameMode.PassAndPlay
        val session = runCatching { core.newSession(GameSetup(f.game, mode, f.turnSeconds)) }.getOrElse { return }
        begin(session, save = true)
    }

    /** Home's "continue": the autosaved game in progress (read on the disk queue). */
    fun continueGame() {
        scope.launch {
            val session = disk.attemptOpen { store.loadAutosave() }
            if (session == null) refreshHome() else begin(session, save = false)
        }
    }

    /** A saved game from the list (read on the disk queue). */
    fun resumeSaved(id: String) {
        scope.launch {
            val session = disk.attemptOpen { store.load(id) }
            if (session == null) savedGames.reload() else begin(session, save = true)
        }
    }

    private fun begin(session: CoreSession, save: Boolean) {
        if (closed) {
            disk.post { session.close() }
            return
        }
        _game.value?.close()
        val c = GameController(
            core, session, scope, computeDispatcher, disk, clock, store, wallClock,
            names = names, lang = ::lang, settings = { settings.current }, feedback = feedback,
        )
        _game.value = c
        _stack.value = listOf(Screen.Home, Screen.Game)
        c.start(save = save)
    }

    /** "Save and leave": a named save in the store, then the game leaves the autosave slot; back home. */
    fun saveAndLeave() {
        _game.value?.let { c ->
            val s = c.session
            disk.post {
                store.save(s, wallClock())
                store.clearAutosave()
            }
        }
        goHome()
    }

    fun openRulesFromGame() {
        _game.value?.let { openRules(it.game) }
    }

    private fun endGame() {
        val c = _game.value ?: return
        c.close()
        _game.value = null
    }

    // --- review -------------------------------------------------------------------------------

    /** The finished game on screen, reviewed (on a copy of its session: the game keeps its own). */
    fun openReviewOfGame() {
        val c = _game.value ?: return
        openReview(c.game) { c.session.copy() }
    }

    /** A saved game from the list, reviewed (read on the disk queue). */
    fun openReviewOfSave(id: String, game: GameKind) {
        openReview(game) { disk.open { store.load(id) } }
    }

    private fun openReview(game: GameKind, open: suspend () -> CoreSession) {
        if (closed) return
        endReview()
        val r = ReviewController(infos.first { it.game == game }, layouts.getValue(game), scope, computeDispatcher, ::lang, open)
        _review.value = r
        push(Screen.Review)
        r.start()
    }

    private fun endReview() {
        _review.value?.close()
        _review.value = null
    }

    // --- settings -----------------------------------------------------------------------------

    fun updateSettings(s: AppSettings) {
        settings.update(s)
        _game.value?.refreshTexts()
        _review.value?.refreshTexts()
        _home.value = buildHome()
        savedGames.relabel()
        _rules.value?.let { r -> _rules.value = buildRules(r.game, r.lang, r.board.highlighted?.let { r.board.layout.nameOf(it) }) }
    }

    // --- lifecycle ----------------------------------------------------------------------------

    /** The app went to the background: pause the clock, autosave. */
    fun onBackground() {
        _game.value?.pause()
    }

    fun onForeground() {
        _game.value?.resume()
    }

    /** The app's state is discarded: the review and the game are left, then the store closed (after the queued writes). */
    fun close() {
        if (closed) return
        closed = true
        endReview()
        endGame()
        disk.post { store.close() }
    }
}
