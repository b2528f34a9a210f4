package app.folkchess.ui.state

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.ClockState
import app.folkchess.core.GameInfo
import app.folkchess.core.GameSetup
import app.folkchess.core.PlyInfo
import app.folkchess.core.Snapshot
import app.folkchess.ui.model.CoreNames
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.GameUiState
import app.folkchess.ui.model.LocalGameUi
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMove
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.fadingCaptures
import app.folkchess.ui.model.gameUiState
import app.folkchess.ui.model.isOver
import app.folkchess.ui.model.timerUi
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import java.util.concurrent.atomic.AtomicLong

/**
 * The game screen's state holder. Unidirectional: [onEvent] → call the core → emit a new
 * [GameUiState]. Every decision (which pieces may move, where, what happens, whose turn, whether
 * the turn's time is up) is the core's; this class only sequences calls and keeps UI-only state
 * (selection, the hint on screen, fading captures).
 *
 * All methods are called from [scope]'s (main) dispatcher. The computer's move and hints run on
 * [computeDispatcher], each with its own cancel token (cancelled on undo, restart and close,
 * closed when the search is over). Autosaves go to the [disk] queue, in order, after every ply.
 * The turn clock is ticked by a coroutine that asks the core for the clock alone ([CoreSession.clockState])
 * and passes the turn only when the core says the time expired; the whole snapshot is asked for
 * only when the position changed. The session is closed when the game is replaced ([GameEvent.Restart])
 * or left ([close]), on the disk queue after the writes that use it.
 */
class GameController(
    private val core: FolkCore,
    session: CoreSession,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    private val disk: DiskQueue,
    private val clock: MonotonicClock,
    private val store: CoreStore?,
    private val wallClock: () -> Long,
    private val names: CoreNames,
    private val lang: () -> UiLang,
    private val settings: () -> AppSettings,
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val tickMs: Long = 200,
) {
    var session: CoreSession = session
        private set
    val game = session.game
    val info: GameInfo = core.catalogue().first { it.game == game }
    val layout: BoardLayout = core.layout(game)
    private var setup: GameSetup = session.setup()

    private var local = LocalGameUi()
    private var snap: Snapshot = session.snapshot(clock.nowMs())
    /** The ticker's last reading of the clock, newer than [snap]'s; null right after a snapshot. */
    private var clockNow: ClockState? = null
    private var movable: Set<Int> = emptySet()
    private var fadeKey = 0L

    private var thinking: Search<*>? = null
    private var hinting: Search<*>? = null
    private var tickJob: Job? = null
    private var closed = false
    private val autosaveTicket = AtomicLong()

    private val _state = MutableStateFlow(build())
    val state: StateFlow<GameUiState> = _state.asStateFlow()

    /** The core's nearest_point for this board, for the canvas' hit testing. */
    val nearestPoint: (Double, Double, Double) -> Int? = { x, y, r -> core.nearestPoint(game, x, y, r) }

    /** The game appears on screen: start the clock, the ticker, and the computer if it is its turn; [save] it first if asked. */
    fun start(save: Boolean = false) {
        session.startClock(clock.nowMs())
        refresh()
        if (save) autosave()
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
        if (closed) return
        tickJob?.cancel()
        tickJob = null
        session.pauseClock(clock.nowMs())
        refresh()
        autosave()
    }

    fun resume() {
        if (closed) return
        session.resumeClock(clock.nowMs())
        refresh()
        startTicker()
        maybeComputerMove()
    }

    /** Leaving the screen: cancel thinking and ticking; the session is closed after the writes queued for it. */
    fun close() {
        if (closed) return
        closed = true
        cancelThinking()
        cancelHint()
        tickJob?.cancel()
        tickJob = null
        val s = session
        disk.post { s.close() }
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

    private fun afterPly(ply: PlyInfo, before: Snapshot) {
        val fading = fadingCaptures(ply, before.points) { ++fadeKey }
        local = local.copy(selected = null, targets = emptySet(), hint = null, verdict = null, captured = fading, message = null)
        refresh()
        autosave()
        feedback.played(capture = ply.captured.isNotEmpty())
    }

    // --- computer -----------------------------------------------------------------------------

    /**
     * One blocking call of the core (the computer's move, a hint) on [computeDispatcher], with a
     * cancel token of its own: made when the search starts, closed when it is over. [done] runs
     * on the main dispatcher, only if the search was not cancelled and the game not replaced.
     */
    private inner class Search<T>(private val s: CoreSession, work: (CancelToken) -> T, done: (Result<T>) -> Unit) {
        private var token: CancelToken? = null
        private val job: Job = scope.launch {
            val result = runCatching { s.cancellableCall(computeDispatcher, { token = it }, work) }
            if (isActive && s === session) done(result)
        }

        /** Still thinking (not cancelled, not over). */
        val running: Boolean get() = job.isActive

        /** Stops the search (it plays nothing) and drops its answer. */
        fun cancel() {
            token?.cancel()
            job.cancel()
        }
    }

    private fun maybeComputerMove() {
        if (closed || !snap.isComputerTurn || snap.isOver || thinking?.running == true) return
        local = local.copy(thinking = true)
        emit()
        val before = snap
        val s = session
        thinking = Search(s, { token -> s.computerMove(token, clock.nowMs()) }) { result ->
            thinking = null
            local = local.copy(thinking = false)
            result.fold(
                onSuccess = { ply ->
                    if (ply != null) {
                        // the core started the player's clock at the nowMs the search began with:
                        // start it again now, so that the computer's thinking is not the player's time
                        s.startClock(clock.nowMs())
                        afterPly(ply, before)
                    } else {
                        refresh()
                    }
                },
                onFailure = { showError(it) },
            )
        }
    }

    private fun cancelThinking() {
        thinking?.cancel()
        thinking = null
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
        val fresh = guarded { core.newSession(setup) } ?: return
        val old = session
        session = fresh
        // after any autosave still queued for the old game
        disk.post { old.close() }
        local = LocalGameUi()
        session.startClock(clock.nowMs())
        refresh()
        autosave()
        startTicker()
        maybeComputerMove()
    }

    private fun hint() {
        if (snap.isOver || snap.isComputerTurn || local.thinking || local.hintBusy) return
        local = local.copy(hintBusy = true, hint = null, verdict = null)
        emit()
        val s = session
        val wantVerdict = info.exactlySolved && settings().showVerdicts
        hinting = Search(s, { token -> s.hint(token) to (if (wantVerdict) s.verdict() else null) }) { result ->
            hinting = null
            local = local.copy(hintBusy = false)
            result.fold(
                onSuccess = { (move, verdict) ->
                    local = local.copy(hint = move?.let { UiMove(it.from, it.to) }, verdict = verdict, selected = null, targets = emptySet())
                    emit()
                },
                onFailure = { showError(it) },
            )
        }
    }

    private fun cancelHint() {
        hinting?.cancel()
        hinting = null
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

    /**
     * One tick: one light call for the clock. When the core says the human's turn expired, it
     * records the pass (and the position, changed, is read again); otherwise only the ring moves.
     */
    internal fun tick() {
        if (closed) return
        val now = clock.nowMs()
        val c = guarded { session.clockState(now) } ?: return
        if (c.expired && !snap.isOver && !snap.isComputerTurn) {
            val before = snap
            val ply = guarded { session.passOnTimeout(now) } ?: return
            afterPly(ply, before)
            local = local.copy(message = UiStrings.of(lang()).timeUp)
            emit()
            maybeComputerMove()
        } else {
            clockNow = c
            val timer = timerUi(snap, c)
            if (timer != _state.value.timer) _state.value = _state.value.copy(timer = timer)
        }
    }

    // --- plumbing -----------------------------------------------------------------------------

    /**
     * Queues a write of the game to the autosave slot. The queue writes in order; a write with a
     * newer one queued behind it is skipped (the newer one writes the same session's later state).
     */
    private fun autosave() {
        val st = store ?: return
        val s = session
        val ticket = autosaveTicket.incrementAndGet()
        disk.post {
            if (ticket == autosaveTicket.get()) st.writeAutosave(s, wallClock())
        }
    }

    private fun refresh() {
        snap = session.snapshot(clock.nowMs())
        clockNow = null
        movable = if (!snap.isOver && !snap.isComputerTurn) (guarded { session.movablePoints() } ?: emptySet()) else emptySet()
        emit()
    }

    private fun emit() {
        _state.value = build()
    }

    private fun build(): GameUiState = gameUiState(info, layout, setup, snap, movable, local, settings(), lang(), names, clockNow)

    private fun showError(e: Throwable) {
        local = local.copy(message = e.userMessage())
        refresh()
    }

    private inline fun <T> guarded(block: () -> T): T? = try {
        block()
    } catch (e: Exception) {
        if (e is CancellationException) throw e
        showError(e)
        null
    }
}
