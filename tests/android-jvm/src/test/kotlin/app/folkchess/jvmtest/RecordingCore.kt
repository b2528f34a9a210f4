package app.folkchess.jvmtest

import app.folkchess.core.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.ClockState
import app.folkchess.core.GameReview
import app.folkchess.core.GameSetup
import app.folkchess.core.SaveListEntry
import app.folkchess.core.SaveSummary
import app.folkchess.core.Snapshot
import app.folkchess.ui.model.indexOf
import app.folkchess.ui.state.CancelToken
import app.folkchess.ui.state.CoreSession
import app.folkchess.ui.state.CoreStore
import app.folkchess.ui.state.FolkCore
import java.io.File
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicInteger

/**
 * The port (CorePort.kt) wrapped for tests, over the real core: counts the native objects the
 * app opens and closes through it (game sessions, cancel tokens, stores), counts the session
 * calls a clock tick makes and the reviews asked (and cancelled), and notes every disk call
 * (store, settings) made on [mainThread].
 */
class RecordingCore(private val real: FolkCore = TestEnv.core, private val mainThread: () -> Thread? = { null }) : FolkCore by real {
    /** Opened and closed native objects of one kind. */
    class Ledger {
        val opened = AtomicInteger()
        val closed = AtomicInteger()
        val open: Int get() = opened.get() - closed.get()
        override fun toString() = "opened ${opened.get()}, closed ${closed.get()}"
    }

    val sessions = Ledger()
    val tokens = Ledger()
    val stores = Ledger()
    /** Cancel tokens cancelled. */
    val cancels = AtomicInteger()
    /** Reviews asked of the core, and those that returned null (cancelled). */
    val reviews = AtomicInteger()
    val reviewsCancelled = AtomicInteger()
    /** Reviews asked on [mainThread] (they block: never there). */
    val reviewsOnMain = AtomicInteger()
    /** Called (on the compute thread) when a review starts. */
    @Volatile var onReviewStart: () -> Unit = {}
    val snapshots = AtomicInteger()
    val clockStates = AtomicInteger()
    val diskCalls = AtomicInteger()
    val diskCallsOnMain: MutableList<String> = CopyOnWriteArrayList()

    private fun disk(what: String) {
        diskCalls.incrementAndGet()
        if (Thread.currentThread() === mainThread()) diskCallsOnMain += what
    }

    override fun newSession(setup: GameSetup): CoreSession = Session(real.newSession(setup))

    override fun readSettings(dir: File): AppSettings? {
        disk("readSettings")
        return real.readSettings(dir)
    }

    override fun writeSettings(dir: File, settings: AppSettings) {
        disk("writeSettings")
        real.writeSettings(dir, settings)
    }

    override fun openStore(dir: File): CoreStore = Store(real.openStore(dir))

    private fun once(flag: AtomicBoolean, ledger: Ledger) {
        if (flag.compareAndSet(false, true)) ledger.closed.incrementAndGet()
    }

    inner class Session(private val inner: CoreSession) : CoreSession by inner {
        private val closed = AtomicBoolean()
        init { sessions.opened.incrementAndGet() }
        override fun snapshot(nowMs: Long): Snapshot = inner.snapshot(nowMs).also { snapshots.incrementAndGet() }
        override fun clockState(nowMs: Long): ClockState = inner.clockState(nowMs).also { clockStates.incrementAndGet() }
        override fun newCancelToken(): CancelToken = Token(inner.newCancelToken())
        override fun copy(): CoreSession = Session(inner.copy())
        override fun review(cancel: CancelToken): GameReview? {
            reviews.incrementAndGet()
            if (Thread.currentThread() === mainThread()) reviewsOnMain.incrementAndGet()
            onReviewStart()
            return inner.review(cancel).also { if (it == null) reviewsCancelled.incrementAndGet() }
        }
        override fun close() {
            once(closed, sessions)
            inner.close()
        }
    }

    /** A token that is not the adapter's own class: the adapter must not cast it. */
    inner class Token(private val inner: CancelToken) : CancelToken by inner {
        private val closed = AtomicBoolean()
        init { tokens.opened.incrementAndGet() }
        override fun cancel() {
            cancels.incrementAndGet()
            inner.cancel()
        }
        override fun close() {
            once(closed, tokens)
            inner.close()
        }
    }

    inner class Store(private val inner: CoreStore) : CoreStore by inner {
        private val closed = AtomicBoolean()
        init { stores.opened.incrementAndGet() }
        override fun list(): List<SaveListEntry> { disk("list"); return inner.list() }
        override fun save(session: CoreSession, wallMs: Long): SaveSummary { disk("save"); return inner.save(session, wallMs) }
        override fun load(id: String): CoreSession { disk("load"); return Session(inner.load(id)) }
        override fun delete(id: String) { disk("delete"); inner.delete(id) }
        override fun writeAutosave(session: CoreSession, wallMs: Long) { disk("writeAutosave"); inner.writeAutosave(session, wallMs) }
        override fun loadAutosave(): CoreSession? { disk("loadAutosave"); return inner.loadAutosave()?.let { Session(it) } }
        override fun autosaveSummary(): SaveSummary? { disk("autosaveSummary"); return inner.autosaveSummary() }
        override fun clearAutosave() { disk("clearAutosave"); inner.clearAutosave() }
        override fun close() {
            once(closed, stores)
            inner.close()
        }
    }
}

/** The index of the point named [name] (the test's own board knowledge). */
fun BoardLayout.at(name: String): Int = indexOf(name) ?: error("no point $name on the ${game.name} board")
