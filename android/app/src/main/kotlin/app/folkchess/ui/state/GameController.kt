package app.folkchess.ui.state

import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.FailureKind
import app.folkchess.core.FailureText
import app.folkchess.core.FolkChessException
import app.folkchess.core.model.GameKind
import app.folkchess.core.GameSession
import app.folkchess.core.GameTableInterface
import app.folkchess.core.SaveStoreInterface
import app.folkchess.core.TableEffect
import app.folkchess.core.TableEvent
import app.folkchess.core.TableView
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import java.util.concurrent.atomic.AtomicLong

/**
 * The game screen's state holder: an adapter over the core's game table. It forwards every
 * event with the monotonic clock's time, carries out the effects the table returns, in order,
 * and publishes the table's view in [view]. Every decision and every word is the table's.
 *
 * Effects: a search runs on [computeDispatcher] with a cancel handle of its own (closed when it
 * returns), and its answer is sent back on the main dispatcher (nothing is sent when it throws:
 * stale, cancelled); autosaves, saves and clearing the autosave go to the [disk] queue in order
 * (an autosave with a newer one queued behind it is skipped); feedback goes to [feedback]. While
 * the view says `ticking`, a ticker sends Tick every [tickMs]. [onEffect] sees every effect
 * (tests, logs). All methods run on [scope]'s (main) dispatcher. What failed — an event the
 * table refused, an autosave or save the disk refused — is in [problem]: the core's sentence
 * in the [language] of the moment, with the details, until the next event succeeds.
 */
class GameController(
    private val table: GameTableInterface,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    private val disk: DiskQueue,
    private val clock: MonotonicClock,
    private val store: SaveStoreInterface?,
    private val wallClock: () -> Long,
    /** The display language, for the sentence of a failure. */
    private val language: () -> DisplayLanguage,
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val cancelHandles: () -> CancelHandle = ::CancelHandle,
    private val tickMs: Long = 200,
    private val onEffect: (TableEffect) -> Unit = {},
) {
    val game: GameKind = table.game()

    private val _view = MutableStateFlow(table.view(clock.nowMs()))
    val view: StateFlow<TableView> = _view.asStateFlow()

    private val _problem = MutableStateFlow<FailureText?>(null)

    /** The last failure the screen should show (the core's sentence and its details), or null. */
    val problem: StateFlow<FailureText?> = _problem.asStateFlow()

    private val searches = SearchRunner(scope, computeDispatcher, cancelHandles)
    private val ticker = Ticker(scope, tickMs) { send(TableEvent.Tick) }
    private val autosaveTicket = AtomicLong()
    private var closed = false

    /** The game appears on screen. */
    fun start() = send(TableEvent.Start)

    /** One event of the screen (a tap, undo, …) or of the app (background, settings, a search's answer). */
    fun send(event: TableEvent) {
        if (closed) return
        // The table refuses only input that cannot come from this app (a negative time,
        // settings out of range): the view then stays as it was.
        val update = try {
            table.send(event, clock.nowMs())
        } catch (e: FolkChessException) {
            _problem.value = e.failure(language())
            return
        }
        if (_problem.value != null) _problem.value = null
        update.effects.forEach(::carryOut)
        publish(update.view)
    }

    /** The player to move wants to resign: the table asks to confirm ([TableView.question]). */
    fun resign() = send(TableEvent.Resign)

    /**
     * The player to move offers a draw: the computer judges it (a search), or in pass-and-play
     * the other player is asked ([TableView.question]).
     */
    fun offerDraw() = send(TableEvent.OfferDraw)

    /** The answer to the view's question (its yes or its no). */
    fun answer(yes: Boolean) = send(TableEvent.Answer(yes))

    /** The message was read. */
    fun dismissMessage() = send(TableEvent.DismissMessage)

    /** The view at the clock's time, without an event (a redraw: the timer's seconds, say). */
    fun redraw() {
        if (closed) return
        val v = try {
            table.view(clock.nowMs())
        } catch (e: FolkChessException) {
            return
        }
        publish(v)
    }

    /** A copy of the game, for its review (the game on screen is never reviewed). */
    fun copySession(): GameSession = table.copySession()

    /** The game in the save format (for the core's share text); null once the screen is left or when the table refuses. */
    fun exportRecord(): String? = if (closed) null else runCatching { table.exportRecord() }.getOrNull()

    /** "Save & leave": the table files the game and frees the autosave slot; then the screen is left. */
    fun saveAndLeave() {
        send(TableEvent.SaveAndLeave)
        close()
    }

    /** The screen is left: searches are cancelled, the ticker stops, the table is closed. */
    fun close() {
        if (closed) return
        send(TableEvent.Leave)
        closed = true
        searches.close()
        ticker.stop()
        // A search still running keeps the native table alive until it returns.
        table.closeNative()
    }

    private fun carryOut(effect: TableEffect) {
        onEffect(effect)
        when (effect) {
            is TableEffect.Search -> searches.start(effect.id, table::runSearch) { send(TableEvent.SearchDone(it)) }
            is TableEffect.CancelSearch -> searches.cancel(effect.id)
            is TableEffect.Autosave -> autosave(effect.gameJson)
            is TableEffect.Save -> store?.let { s -> disk.post(::saveFailed) { s.saveJson(effect.gameJson, null, wallClock()) } }
            TableEffect.ClearAutosave -> store?.let { s -> disk.post(::saveFailed) { s.clearAutosave() } }
            is TableEffect.Finished -> store?.let { s ->
                disk.post({ e -> failed(e, FailureKind.WRITE_FAILED) }) { s.recordFinished(effect.finishedJson, wallClock()) }
            }
            is TableEffect.Feedback -> feedback.feedback(effect.kind, effect.haptic, effect.sound)
        }
    }

    private fun autosave(gameJson: String) {
        val s = store ?: return
        val ticket = autosaveTicket.incrementAndGet()
        disk.post(::saveFailed) {
            if (ticket == autosaveTicket.get()) s.writeAutosaveJson(gameJson, wallClock())
        }
    }

    private fun saveFailed(e: Exception) = failed(e, FailureKind.SAVE_FAILED)

    /** A write the disk refused: the screen shows the core's sentence for [kind]. */
    private fun failed(e: Exception, kind: FailureKind) {
        _problem.value = e.failure(language(), kind)
    }

    private fun publish(v: TableView) {
        _view.value = v
        ticker.keep(v.ticking && !closed)
    }
}
