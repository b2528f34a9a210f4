package app.folkchess.ui.state

import app.folkchess.ui.model.BoardGeometry
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.GameSetupUi
import app.folkchess.ui.model.HomeUiState
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.NewGameUiState
import app.folkchess.ui.model.RulesDocUi
import app.folkchess.ui.model.RulesUiState
import app.folkchess.ui.model.SettingsUi
import app.folkchess.ui.model.UiGame
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiPiece
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.homeUiState
import app.folkchess.ui.model.rulesUiState
import app.folkchess.ui.model.thumbnail
import app.folkchess.ui.model.title
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import java.io.File
import java.time.ZoneId

/** The app's screens; the back stack is plain state so the whole app runs (and renders) off Android. */
sealed interface Screen {
    data object Home : Screen
    data class NewGame(val game: UiGame) : Screen
    data object Game : Screen
    data class Rules(val game: UiGame) : Screen
    data object Settings : Screen
    data object SavedGames : Screen
}

/**
 * The composition root of the app's state: navigation, settings, saves, the home screen, the
 * new-game form, the rules screen and the game in progress. The Android shell owns one of these
 * in a ViewModel and forwards lifecycle events; tests build one with test dispatchers, a fake
 * clock and a temporary directory, over the real core.
 */
class AppState(
    val core: FolkCore,
    filesDir: File,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    private val ioDispatcher: CoroutineDispatcher,
    private val clock: MonotonicClock,
    private val wallClock: () -> Long = System::currentTimeMillis,
    private val systemLang: () -> UiLang = { UiLang.Zh },
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val zone: ZoneId = ZoneId.systemDefault(),
) {
    val settings = SettingsState(core, filesDir)
    val store: CoreStore = core.openStore(File(filesDir, "saves"))
    val savedGames = SavedGamesState(core, store, ::lang, zone)

    private val infos = core.catalogue()
    private val geometries: Map<UiGame, BoardGeometry> = UiGame.entries.associateWith { core.geometry(it) }
    private val startPieces: Map<UiGame, List<UiPiece?>> = UiGame.entries.associateWith { core.startPieces(it) }
    private val rulesCache = HashMap<Pair<UiGame, UiLang>, RulesDocUi>()

    private val _stack = MutableStateFlow<List<Screen>>(listOf(Screen.Home))
    val stack: StateFlow<List<Screen>> = _stack.asStateFlow()
    val screen: Screen get() = _stack.value.last()

    private val _home = MutableStateFlow(buildHome())
    val home: StateFlow<HomeUiState> = _home.asStateFlow()

    private val _newGame = MutableStateFlow<NewGameUiState?>(null)
    val newGame: StateFlow<NewGameUiState?> = _newGame.asStateFlow()

    private val _rules = MutableStateFlow<RulesUiState?>(null)
    val rules: StateFlow<RulesUiState?> = _rules.asStateFlow()

    private val _game = MutableStateFlow<GameController?>(null)
    val game: StateFlow<GameController?> = _game.asStateFlow()

    fun lang(): UiLang = settings.lang(systemLang)
    fun strings(): UiStrings = UiStrings.of(lang())
    fun geometry(game: UiGame): BoardGeometry = geometries.getValue(game)
    fun preview(game: UiGame): BoardUiState = thumbnail(geometries.getValue(game), startPieces.getValue(game))

    // --- navigation ---------------------------------------------------------------------------

    private fun push(s: Screen) {
        _stack.value = _stack.value + s
    }

    /** System back / the back button. Returns false on the home screen (the shell then finishes). */
    fun back(): Boolean {
        val stack = _stack.value
        if (stack.size <= 1) return false
        if (stack.last() == Screen.Game) endGame()
        _stack.value = stack.dropLast(1)
        if (screen == Screen.Home) refreshHome()
        if (screen == Screen.SavedGames) savedGames.reload()
        return true
    }

    private fun goHome() {
        if (Screen.Game in _stack.value) endGame()
        _stack.value = listOf(Screen.Home)
        refreshHome()
    }

    fun openSettings() = push(Screen.Settings)

    fun openSavedGames() {
        savedGames.reload()
        push(Screen.SavedGames)
    }

    fun openRules(game: UiGame) {
        val l = lang()
        _rules.value = buildRules(game, l, null)
        push(Screen.Rules(game))
    }

    fun setRulesLang(l: UiLang) {
        val r = _rules.value ?: return
        _rules.value = buildRules(r.game, l, r.board.highlighted?.let { r.board.geometry.nameOf(it) })
    }

    /** A point name tapped in the rules text: highlight it on the diagram (tap again to clear). */
    fun highlightRulePoint(name: String) {
        val r = _rules.value ?: return
        val current = r.board.highlighted?.let { r.board.geometry.nameOf(it) }
        _rules.value = buildRules(r.game, r.lang, if (current == name) null else name)
    }

    private fun buildRules(game: UiGame, l: UiLang, highlight: String?): RulesUiState {
        val langs = if (l == UiLang.Both) listOf(UiLang.Zh, UiLang.En) else listOf(l)
        val docs = langs.map { rulesCache.getOrPut(game to it) { core.rules(game, it) } }
        return rulesUiState(game, l, docs, geometries.getValue(game), startPieces.getValue(game), highlight)
    }

    // --- home ---------------------------------------------------------------------------------

    fun refreshHome() {
        _home.value = buildHome()
    }

    private fun buildHome(): HomeUiState {
        val autosave = runCatching { store.autosaveSummary() }.getOrNull()
        return homeUiState(infos, geometries, startPieces, autosave, lang(), zone)
    }

    // --- new game -----------------------------------------------------------------------------

    fun openNewGame(game: UiGame) {
        val s = settings.current
        _newGame.value = NewGameUiState(
            game = game,
            title = infos.first { it.game == game }.title(lang()),
            mode = app.folkchess.ui.model.UiMode.VsComputer,
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
        val session = core.newSession(f.game, GameSetupUi(f.mode, f.level, f.humanSide, f.turnSeconds))
        begin(session, save = true)
    }

    /** Home's "continue": the autosaved game in progress. */
    fun continueGame() {
        val session = runCatching { store.loadAutosave() }.getOrNull() ?: run { refreshHome(); return }
        begin(session, save = false)
    }

    fun resumeSaved(id: String) {
        val session = try {
            store.load(id)
        } catch (e: Exception) {
            savedGames.reload()
            return
        }
        begin(session, save = true)
    }

    private fun begin(session: CoreSession, save: Boolean) {
        _game.value?.close()
        val c = GameController(
            core, session, scope, computeDispatcher, ioDispatcher, clock, store, wallClock,
            lang = ::lang, settings = { settings.current }, feedback = feedback,
        )
        _game.value = c
        if (save) runCatching { store.writeAutosave(session, wallClock()) }
        _stack.value = listOf(Screen.Home, Screen.Game)
        c.start()
    }

    /** "Save and leave": a named save in the store, the game leaves the autosave slot, back home. */
    fun saveAndLeave() {
        val c = _game.value
        if (c != null && c.saveNamed() != null) runCatching { store.clearAutosave() }
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

    // --- settings -----------------------------------------------------------------------------

    fun updateSettings(s: SettingsUi) {
        settings.update(s)
        _game.value?.refreshTexts()
        refreshHome()
        _rules.value?.let { r -> _rules.value = buildRules(r.game, r.lang, r.board.highlighted?.let { r.board.geometry.nameOf(it) }) }
    }

    // --- lifecycle ----------------------------------------------------------------------------

    /** The app went to the background: pause the clock, autosave. */
    fun onBackground() {
        _game.value?.pause()
    }

    fun onForeground() {
        _game.value?.resume()
    }

    fun close() {
        endGame()
    }
}
