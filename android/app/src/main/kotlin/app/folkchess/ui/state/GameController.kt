package app.folkchess.ui.state

import app.folkchess.ui.model.BoardGeometry
import app.folkchess.ui.model.CorePly
import app.folkchess.ui.model.CoreSnapshot
import app.folkchess.ui.model.FadingPiece
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.GameInfo
import app.folkchess.ui.model.GameSetupUi
import app.folkchess.ui.model.GameUiState
import app.folkchess.ui.model.LocalGameUi
import app.folkchess.ui.model.SettingsUi
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.gameUiState
import app.folkchess.ui.model.timerUi
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * The game screen's state holder. Unidirectional: [onEvent] → call the core → emit a new
 * [GameUiState]. Every decision (which pieces may move, where, what happens, whose turn, whether
 * the turn's time is up) is the core's; this class only sequences calls and keeps UI-only state
 * (selection, the hint on screen, fading captures).
 *
 * All methods are called from [scope]'s (main) dispatcher. The computer's move and hints run on
 * [computeDispatcher] with a cancel token, cancelled on undo, restart and close. The turn clock
 * is ticked by a coroutine that reads the core's clock with the injected [clock]; it passes the
 * turn only when the core says the time expired.
 */
class GameController(
    private val core: FolkCore,
    session: CoreSession,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    private val ioDispatcher: CoroutineDispatcher,
    private val clock: MonotonicClock,
    private val store: CoreStore?,
    private val wallClock: () -> Long,
    private val lang: () -> UiLang,
    private val settings: () -> SettingsUi,
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val tickMs: Long = 200,
) {
    var session: CoreSession = session
        private set
    val game = session.game
    val info: GameInfo = core.catalogue().first { it.game == game }
    val geometry: BoardGeometry = core.geometry(game)
    private var setup: GameSetupUi = session.setup()

    private var local = LocalGameUi()
    private var snap: CoreSnapshot = session.snapshot(clock.nowMs())
    private var movable: Set<Int> = emptySet()
    private var fadeKey = 0L

    private var thinkToken: CancelToken? = null
    private var thinkJob: Job? = null
    private var hintToken: CancelToken? = null
    private var hintJob: Job? = null
    private var tickJob: Job? = null
    private var closed = false

    private val _state = MutableStateFlow(build())
    val state: StateFlow<GameUiState> = _state.asStateFlow()

    /** The core's nearest_point for this board, for the canvas' hit testing. */
    val nearestPoint: (Double, Double, Double) -> Int? = { x, y, r -> core.nearestPoint(game, x, y, r) }

    /** The game appears on screen: start the clock, the ticker, and the computer if it is its turn. */
    fun start() {
        session.startClock(clock.nowMs())
        refresh()
        startTicker()
        maybeComputerMove()
    }

    fun onEvent(event: GameEvent) {
        if (closed) return
        when (event) {
            is GameEvent.TapPoint -> onTap(event.point)
            GameEvent.Undo -> undo()
            GameEvent.Redo -> redo()
            GameEvent.Hint -> hint()
            GameEvent.Restart -> restart()
            is GameEvent.SetLevel -> guarded { session.setLevel(event.level); setup = session.setup(); refresh() }
            GameEvent.DismissMessage -> { local = local.copy(message = null); emit() }
        }
    }

    /** The app went to the background: the clock pauses (RULES.md app rule 2) and the game is saved. */
    fun pause() {
        tickJob?.cancel()
        tickJob = null
        session.pauseClock(clock.nowMs())
        refresh()
        // synchronously: the process may be killed while in the background
        store?.let { st -> runCatching { st.writeAutosave(session, wallClock()) } }
    }

    fun resume() {
        session.resumeClock(clock.nowMs())
        refresh()
        startTicker()
        maybeComputerMove()
    }

    /** Leaving the screen: cancel thinking and ticking. */
    fun close() {
        closed = true
        cancelThinking()
        cancelHint()
        tickJob?.cancel()
        tickJob = null
    }

    /** Saves the game under a new id in the store ("save and leave"); returns the id. */
    fun saveNamed(): String? = store?.let { st ->
        runCatching { st.save(session, wallClock()) }.onFailure { showError(it) }.getOrNull()
    }

    /** Re-emits with the current language and settings (after a settings change). */
    fun refreshTexts() = refresh()

    // --- taps ---------------------------------------------------------------------------------

    private fun onTap(p: Int) {
        if (snap.isOver || snap.isComputerTurn || local.thinking) return
        val sel = local.selected
        when {
            sel != null && p in local.targets -> playMove(sel, p)
            p == sel -> { local = local.copy(selected = null, targets = emptySet()); emit() }
            p in movable -> {
                val targets = guarded { session.legalTargets(p) } ?: return
                local = local.copy(selected = p, targets = targets, message = null)
                emit()
            }
            // a tap that is neither a movable piece nor a lit target does nothing but drop the selection
            else -> { local = local.copy(selected = null, targets = emptySet()); emit() }
        }
    }

    private fun playMove(from: Int, to: Int) {
        val before = snap
        val ply = guarded { session.play(from, to, clock.nowMs()) } ?: return
        afterPly(ply, before)
        maybeComputerMove()
    }

    private fun afterPly(ply: CorePly, before: CoreSnapshot) {
        val fading = ply.captured.mapNotNull { p -> before.pieces.getOrNull(p)?.let { FadingPiece(p, it, ++fadeKey) } }
        local = local.copy(selected = null, targets = emptySet(), hint = null, verdict = null, captured = fading, message = null)
        refresh()
        autosave()
        feedback.played(capture = ply.captured.isNotEmpty())
    }

    // --- computer -----------------------------------------------------------------------------

    private fun maybeComputerMove() {
        if (closed || !snap.isComputerTurn || snap.isOver || thinkJob?.isActive == true) return
        val token = session.newCancelToken()
        thinkToken = token
        local = local.copy(thinking = true)
        emit()
        val s = session
        thinkJob = scope.launch {
            val before = snap
            val result = runCatching { withContext(computeDispatcher) { s.computerMove(token, clock.nowMs()) } }
            if (!isActive || thinkToken !== token || s !== session) return@launch
            thinkToken = null
            local = local.copy(thinking = false)
            result.fold(
                onSuccess = { ply -> if (ply != null) afterPly(ply, before) else refresh() },
                onFailure = { showError(it) },
            )
        }
    }

    private fun cancelThinking() {
        thinkToken?.cancel()
        thinkToken = null
        thinkJob?.cancel()
        thinkJob = null
        local = local.copy(thinking = false)
    }

    // --- undo / redo / restart / hint -------------------------------------------------------------

    private fun undo() {
        cancelThinking()
        cancelHint()
        guarded { session.undo(clock.nowMs()) } ?: run { refresh(); return }
        local = LocalGameUi()
        refresh()
        autosave()
        maybeComputerMove()
    }

    private fun redo() {
        cancelThinking()
        cancelHint()
        guarded { session.redo(clock.nowMs()) } ?: run { refresh(); return }
        local = LocalGameUi()
        refresh()
        autosave()
        maybeComputerMove()
    }

    private fun restart() {
        cancelThinking()
        cancelHint()
        val fresh = guarded { core.newSession(game, setup) } ?: return
        val old = session
        session = fresh
        old.close()
        local = LocalGameUi()
        session.startClock(clock.nowMs())
        refresh()
        autosave()
        startTicker()
        maybeComputerMove()
    }

    private fun hint() {
        if (snap.isOver || snap.isComputerTurn || local.thinking || local.hintBusy) return
        val token = session.newCancelToken()
        hintToken = token
        local = local.copy(hintBusy = true, hint = null, verdict = null)
        emit()
        val s = session
        val wantVerdict = info.solved && settings().showVerdicts
        hintJob = scope.launch {
            val result = runCatching {
                withContext(computeDispatcher) { s.hint(token) to (if (wantVerdict) s.verdict() else null) }
            }
            if (!isActive || hintToken !== token || s !== session) return@launch
            hintToken = null
            local = local.copy(hintBusy = false)
            result.fold(
                onSuccess = { (move, verdict) -> local = local.copy(hint = move, verdict = verdict, selected = null, targets = emptySet()); emit() },
                onFailure = { showError(it) },
            )
        }
    }

    private fun cancelHint() {
        hintToken?.cancel()
        hintToken = null
        hintJob?.cancel()
        hintJob = null
        local = local.copy(hintBusy = false)
    }

    // --- turn clock ---------------------------------------------------------------------------

    private fun startTicker() {
        tickJob?.cancel()
        if (setup.turnSeconds == null) return
        tickJob = scope.launch {
            while (isActive) {
                tick()
                delay(tickMs)
            }
        }
    }

    /** One tick: ask the core whether the turn expired; if so, the core records the pass. */
    internal fun tick() {
        if (closed) return
        val now = clock.nowMs()
        val current = session.snapshot(now)
        if (!current.isOver && !current.isComputerTurn && session.clockExpired(now)) {
            val before = snap
            val ply = guarded { session.passOnTimeout(now) } ?: return
            afterPly(ply, before)
            local = local.copy(message = UiStrings.of(lang()).timeUp)
            emit()
            maybeComputerMove()
        } else {
            snap = current
            _state.value = _state.value.copy(timer = timerUi(current))
        }
    }

    // --- plumbing -----------------------------------------------------------------------------

    private fun autosave() {
        val st = store ?: return
        val s = session
        scope.launch(ioDispatcher) { runCatching { st.writeAutosave(s, wallClock()) } }
    }

    private fun refresh() {
        snap = session.snapshot(clock.nowMs())
        movable = if (!snap.isOver && !snap.isComputerTurn) (guarded { session.movablePoints() } ?: emptySet()) else emptySet()
        emit()
    }

    private fun emit() {
        _state.value = build()
    }

    private fun build(): GameUiState = gameUiState(info, geometry, setup, snap, movable, local, settings(), lang())

    private fun showError(e: Throwable) {
        local = local.copy(message = e.message ?: e.toString())
        refresh()
    }

    private inline fun <T> guarded(block: () -> T): T? = try {
        block()
    } catch (e: Exception) {
        if (e is kotlinx.coroutines.CancellationException) throw e
        showError(e)
        null
    }
}
