package app.folkchess.ui.state

import app.folkchess.core.AppCore
import app.folkchess.core.model.Announcement
import app.folkchess.core.AppCoreInterface
import app.folkchess.core.AppEffect
import app.folkchess.core.AppEvent
import app.folkchess.core.AppView
import app.folkchess.core.CancelHandle
import app.folkchess.core.FolkChessException
import app.folkchess.core.ReviewEvent
import app.folkchess.core.ReviewWork
import app.folkchess.core.ScreenView
import app.folkchess.core.SearchWork
import app.folkchess.core.TableEvent
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.io.File
import java.time.Instant
import java.time.ZoneId
import java.util.Locale

/**
 * The whole app, as the core's app reducer ([AppCore]) decides it: this holder only carries
 * events in and effects out. [view] is what the core shows now (the stack of screens, the one
 * on top with every word, a problem); [send] hands the core an event at the two clocks and
 * carries out what it asks:
 *
 * - `Disk`: the job runs on the one [DiskQueue] (one at a time, in order, off the main thread);
 *   its result goes back as `DiskDone` on the main dispatcher;
 * - `Search` / `RunReview`: the job runs on [computeDispatcher] with a [CancelHandle] of its own,
 *   kept by id until it returns; `CancelSearch` / `CancelReview` cancel it. A review that fails
 *   (anything but stale or cancelled) goes back as the review's `Failed`, so the screen says so;
 * - `Feedback`: the platform's buzzer and sound ([PlyFeedback]); `Share`: the platform's share
 *   sheet ([share]).
 *
 * What a screen reader is to say comes with the view (`announcements`, ids growing across
 * screens and games): each one above the last id said goes to [announce] once, in order.
 *
 * While the table on screen says `ticking`, the [Ticker] sends the table's Tick every
 * [TICK_MS]. Every native object it is handed (jobs, their results, the core) is closed once
 * used; [close] closes the core after the disk work already queued (the last autosave).
 *
 * Threads: everything here runs on [scope]'s (main) dispatcher, except the jobs.
 */
class AppHolder(
    dataDir: File,
    private val scope: CoroutineScope,
    private val computeDispatcher: CoroutineDispatcher,
    ioDispatcher: CoroutineDispatcher,
    private val clock: MonotonicClock,
    private val wallClock: () -> Long = System::currentTimeMillis,
    private val preferredLanguages: () -> List<String> = { listOf(Locale.getDefault().toLanguageTag()) },
    private val feedback: PlyFeedback = PlyFeedback.None,
    private val share: (ShareRequest) -> Unit = {},
    private val announce: (Announcement) -> Unit = {},
    zone: ZoneId = ZoneId.systemDefault(),
    seed: Long = System.nanoTime(),
    private val cancelHandles: () -> CancelHandle = ::CancelHandle,
    private val core: AppCoreInterface = AppCore(
        dataDir.absolutePath,
        preferredLanguages(),
        zone.rules.getOffset(Instant.ofEpochMilli(wallClock())).totalSeconds / 60,
        seed,
    ),
) : AutoCloseable {
    private val disk = DiskQueue(ioDispatcher)
    private val ticker = Ticker(scope, TICK_MS) { send(AppEvent.Table(TableEvent.Tick)) }
    private val searches = HashMap<Long, CancelHandle>()
    private val reviews = HashMap<Long, CancelHandle>()
    private var closed = false
    /** The id of the last announcement handed to [announce]. */
    private var announced = 0uL

    private val _view = MutableStateFlow(core.view(clock.nowMs(), wallClock()))

    /** What the app shows now: the core's view after the last event. */
    val view: StateFlow<AppView> = _view.asStateFlow()

    /** The ids of the searches and reviews running now (tests). */
    val running: Set<Long> get() = searches.keys + reviews.keys

    init {
        send(AppEvent.Start)
    }

    /**
     * Hands [event] to the core now and carries out what it asks. An event the core refuses (a
     * tap that reaches a screen already left) changes nothing. The native object an event
     * carries (a job's result) is closed here.
     */
    fun send(event: AppEvent) {
        try {
            if (closed) return
            val update = try {
                core.sendAndView(event, clock.nowMs(), wallClock())
            } catch (e: FolkChessException) {
                return
            }
            _view.value = update.view
            for (a in update.view.announcements) if (a.id > announced) {
                announced = a.id
                announce(a)
            }
            ticker.keep(ticking(update.view))
            for (effect in update.effects) carryOut(effect)
        } finally {
            event.payload()?.closeNative()
        }
    }

    /** System back, and the screens' back buttons. */
    fun back() = send(AppEvent.Back)

    /** The app went to the background: the clock pauses, the game is saved. */
    fun onBackground() {
        ticker.stop()
        send(AppEvent.Background)
    }

    /** The app is back on screen. */
    fun onForeground() = send(AppEvent.Foreground)

    /** The phone's languages may have changed: the core follows them where the settings say "System". */
    fun systemLanguagesChanged() = send(AppEvent.PhoneLanguages(preferredLanguages()))

    private fun carryOut(effect: AppEffect) {
        when (effect) {
            is AppEffect.Disk -> {
                val job = effect.job
                disk.post(onError = { job.closeNative() }) {
                    val done = job.use { it.run() }
                    scope.launch(start = CoroutineStart.ATOMIC) { send(AppEvent.DiskDone(done)) }
                }
            }
            is AppEffect.Search -> run(searches, effect.job.id(), effect.job, { w, h -> (w as SearchWork).run(h) }) {
                AppEvent.SearchDone(it as app.folkchess.core.SearchDone)
            }
            is AppEffect.RunReview -> run(reviews, effect.job.id(), effect.job, { w, h -> (w as ReviewWork).run(h) }) {
                AppEvent.ReviewDone(it as app.folkchess.core.ReviewDone)
            }
            is AppEffect.CancelSearch -> searches[effect.id]?.cancel()
            is AppEffect.CancelReview -> reviews[effect.id]?.cancel()
            is AppEffect.Feedback -> feedback.feedback(effect.kind, effect.haptic, effect.sound)
            is AppEffect.Share -> share(ShareRequest(effect.title, effect.text, effect.board, effect.result))
        }
    }

    /**
     * A search or a review: [work] runs on the compute dispatcher with a fresh handle kept in
     * [running] by [id]; its result goes back as [answer]'s event on the main dispatcher. A
     * stale or cancelled one is dropped; a review that fails otherwise is told to the review.
     */
    private fun run(
        running: HashMap<Long, CancelHandle>,
        id: Long,
        job: AutoCloseable,
        work: (AutoCloseable, CancelHandle) -> Any,
        answer: (Any) -> AppEvent,
    ) {
        val handle = cancelHandles()
        running[id] = handle
        // ATOMIC: the body runs even if the scope is cancelled first, so the handle and job are closed.
        scope.launch(start = CoroutineStart.ATOMIC) {
            val result = try {
                if (closed) return@launch
                withContext(computeDispatcher) { work(job, handle) }
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                e
            } finally {
                running.remove(id)
                handle.close()
                job.close()
            }
            when {
                result !is Exception -> send(answer(result))
                result is FolkChessException.Stale || result is FolkChessException.Cancelled -> {}
                job is ReviewWork -> send(AppEvent.Review(ReviewEvent.Failed(result as? FolkChessException ?: FolkChessException.Internal(result.toString()))))
            }
        }
    }

    /**
     * The app's state is discarded: no more ticks, searches and reviews cancelled, and the core
     * closed after the disk work already queued (its last autosave runs).
     */
    override fun close() {
        if (closed) return
        closed = true
        ticker.stop()
        (searches.values + reviews.values).forEach { it.cancel() }
        disk.post { core.closeNative() }
    }

    companion object {
        /** The beat of a ticking table's clock. */
        const val TICK_MS = 200L

        /** Whether the table on screen (the game's, a puzzle's or a lesson's) wants the clock's beat. */
        fun ticking(view: AppView): Boolean = when (val s = view.screen) {
            is ScreenView.Game -> s.table.ticking
            is ScreenView.Trainer -> s.view.table.ticking
            is ScreenView.Lesson -> s.view.table.ticking
            else -> false
        }

        /** The native object an event carries, if any. */
        private fun AppEvent.payload(): Any? = when (this) {
            is AppEvent.DiskDone -> answer
            is AppEvent.SearchDone -> answer
            is AppEvent.ReviewDone -> answer
            else -> null
        }
    }
}
