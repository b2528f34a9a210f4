package app.folkchess.jvmtest

import app.folkchess.core.GameKind
import app.folkchess.core.GameSession
import app.folkchess.core.GameSetup
import app.folkchess.core.LanguageSetting
import app.folkchess.core.Level
import app.folkchess.core.Side
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.NewGameEvent
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMode
import app.folkchess.ui.state.AppState
import app.folkchess.ui.state.CoreSession
import app.folkchess.ui.state.CoreStore
import app.folkchess.ui.state.DiskQueue
import app.folkchess.ui.state.FolkCore
import app.folkchess.ui.state.GameController
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger

/**
 * The defects of issue 13, each through the port's seam (RecordingCore): no store or settings call
 * (nor a review) on the main thread and a loading state until the first read; one ordered writer for autosaves;
 * every native object closed; one light core call per clock tick; cancel tokens used without casts.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class DiskAndLifetimeTest {
    @TempDir
    lateinit var dir: File

    /**
     * The store, slow: each autosave reads the game when it starts (a copy of its record), takes a
     * few milliseconds, then writes what it read — as a real write on a slow phone does between
     * reading the record and renaming the file. Counts the writes in flight at once.
     */
    private class SlowDisk(private val inner: CoreStore) : CoreStore by inner {
        val inFlight = AtomicInteger()
        val mostAtOnce = AtomicInteger()
        override fun writeAutosave(session: CoreSession, wallMs: Long) {
            val now = inFlight.incrementAndGet()
            mostAtOnce.accumulateAndGet(now) { a, b -> maxOf(a, b) }
            try {
                GameSession.fromSaveJson(session.native.exportRecord()).use { read ->
                    Thread.sleep(3)
                    inner.writeAutosave(object : CoreSession by session { override val native = read }, wallMs)
                }
            } finally {
                inFlight.decrementAndGet()
            }
        }
    }

    private fun TestScope.controller(core: FolkCore, setup: GameSetup, io: CoroutineDispatcher, clock: FakeClock = FakeClock(), withStore: Boolean = false): GameController {
        val d = StandardTestDispatcher(testScheduler)
        return GameController(
            core, core.newSession(setup), backgroundScope, d, DiskQueue(io), clock,
            if (withStore) core.openStore(File(dir, "saves")) else null, { 1_700_000_000_000L },
            names = TestEnv.names, lang = { UiLang.En }, settings = { core.defaultSettings() },
        )
    }

    /** Plays [plies] legal moves by taps, choosing among the core's moves by a fixed rule. */
    private fun GameController.playQuickly(plies: Int) {
        repeat(plies) { i ->
            val movable = state.value.board.movable.sorted()
            onEvent(GameEvent.TapPoint(movable[(i * 5) % movable.size]))
            val targets = state.value.board.targets.sorted()
            onEvent(GameEvent.TapPoint(targets[i % targets.size]))
        }
    }

    @Test
    fun storeAndSettingsCallsNeverRunOnTheMainThreadAndHomeWaitsForTheFirstRead() {
        // a real main thread and the real IO dispatcher, as on a phone
        val mainExecutor = Executors.newSingleThreadExecutor { Thread(it, "test-main") }
        val main = mainExecutor.asCoroutineDispatcher()
        val scope = CoroutineScope(SupervisorJob() + main)
        var mainThread: Thread? = null
        val core = RecordingCore { mainThread }
        // an earlier run left settings (English) and a game in the autosave slot
        TestEnv.core.writeSettings(dir, TestEnv.core.defaultSettings().copy(language = LanguageSetting.EN))
        TestEnv.core.openStore(File(dir, "saves")).use { store ->
            TestEnv.core.newSession(passAndPlay(GameKind.HUISHI)).use { s ->
                s.play(s.movablePoints().min(), s.legalTargets(s.movablePoints().min()).min(), 0)
                store.writeAutosave(s, 1L)
            }
        }
        try {
            runBlocking(main) {
                mainThread = Thread.currentThread()
                val app = AppState(core, dir, scope, Dispatchers.Default, Dispatchers.IO, FakeClock(), systemLang = { UiLang.Zh })
                assertTrue(app.loading.value, "loading until the settings and the autosave are read")
                assertTrue(app.home.value.loading)
                assertNull(app.home.value.continueGame)
                withTimeout(10_000) { app.loading.first { !it } }
                assertEquals(UiLang.En, app.lang(), "the saved settings")
                assertEquals(GameKind.HUISHI, app.home.value.continueGame?.game, "the autosaved game")

                app.continueGame()
                val c = withTimeout(10_000) { app.game.first { it != null } } ?: error("no game")
                c.playQuickly(3)
                app.saveAndLeave()
                app.openSavedGames()
                val saved = withTimeout(10_000) {
                    app.savedGames.state.first { it.entries.isNotEmpty() }
                }.entries.first().id
                app.resumeSaved(saved)
                withTimeout(10_000) { app.game.first { it != null && it !== c } }
                app.updateSettings(app.settings.current.copy(language = LanguageSetting.ZH))
                app.onBackground()
                app.back()
                app.openSavedGames()
                // its review: the save read on the disk queue, the core's review on the compute dispatcher
                app.openReviewOfSave(saved, GameKind.HUISHI)
                val review = app.review.value ?: error("no review")
                val reviewed = withTimeout(120_000) { review.state.first { !it.computing } }
                assertNull(reviewed.error)
                assertEquals(4, reviewed.rows.size, "the autosaved ply and three more")
                app.back()
                app.savedGames.delete(saved)
                withTimeout(10_000) { app.savedGames.state.first { s -> s.entries.none { it.id == saved } } }
                app.close()
                withTimeout(10_000) { while (core.stores.open > 0) delay(10) }
            }
        } finally {
            scope.cancel()
            mainExecutor.shutdownNow()
        }
        assertTrue(core.diskCalls.get() >= 10, "disk calls made: ${core.diskCalls.get()}")
        assertEquals(emptyList<String>(), core.diskCallsOnMain.toList(), "disk calls on the main thread")
        assertEquals(1, core.reviews.get())
        assertEquals(0, core.reviewsOnMain.get(), "reviews on the main thread")
    }

    @Test
    fun manyQuickPliesLeaveTheLastPositionCompleteInTheAutosave() = runTest {
        // four IO threads, as Dispatchers.IO has many: only the app's own queue keeps the order
        val pool = Executors.newFixedThreadPool(4)
        val core = RecordingCore()
        val store = SlowDisk(core.openStore(File(dir, "saves")))
        val d = StandardTestDispatcher(testScheduler)
        val c = GameController(
            core, core.newSession(passAndPlay(GameKind.JINMEN)), backgroundScope, d, DiskQueue(pool.asCoroutineDispatcher()), FakeClock(),
            store, { 1_700_000_000_000L }, names = TestEnv.names, lang = { UiLang.En }, settings = { core.defaultSettings() },
        )
        try {
            c.start()
            c.playQuickly(30)
            runCurrent()
            val last = c.session.snapshot(0)
            assertEquals(30, last.plyNumber)
            c.close() // closes the session after the queued writes
            val t0 = System.nanoTime()
            while (core.sessions.open > 0 && System.nanoTime() - t0 < 20_000_000_000L) Thread.sleep(5)
            assertEquals(0, core.sessions.open, "the queue ran dry")
            assertEquals(1, store.mostAtOnce.get(), "autosaves written at the same time")
            TestEnv.core.openStore(File(dir, "saves")).use { s ->
                val saved = s.loadAutosave() ?: error("no autosave")
                saved.use {
                    val snap = it.snapshot(0)
                    assertEquals(30, snap.plyNumber, "the autosave holds every ply")
                    assertEquals(last.positionText, snap.positionText, "and the last position")
                }
            }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    fun everyNativeObjectTheAppOpensIsClosed() = runTest {
        val core = RecordingCore()
        val d = StandardTestDispatcher(testScheduler)
        val app = AppState(core, dir, backgroundScope, d, d, FakeClock(), systemLang = { UiLang.En })
        runCurrent()
        // against the computer: its moves and a hint each use a cancel token
        app.openNewGame(GameKind.WEIMING)
        app.onNewGameEvent(NewGameEvent.SetSide(Side.SECOND))
        app.onNewGameEvent(NewGameEvent.SetLevel(Level.BEGINNER))
        app.startNewGame()
        runCurrent()
        val first = app.game.value ?: error("no game")
        assertEquals(1, first.state.value.plyNumber, "the computer opened")
        first.onEvent(GameEvent.Hint)
        runCurrent()
        first.playQuickly(1)
        runCurrent()
        first.onEvent(GameEvent.Undo)
        runCurrent()
        first.onEvent(GameEvent.Restart) // replaces the session
        runCurrent()
        app.back() // leaves the game
        runCurrent()
        app.continueGame() // a session from the autosave
        runCurrent()
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val id = app.savedGames.state.value.entries.first().id
        app.resumeSaved(id) // a session from a save
        runCurrent()
        app.openNewGame(GameKind.JINMEN)
        app.onNewGameEvent(NewGameEvent.SetMode(UiMode.PassAndPlay))
        app.startNewGame() // replaces the game in progress
        runCurrent()
        app.close()
        advanceUntilIdle()
        assertTrue(core.sessions.opened.get() >= 5, "sessions: ${core.sessions}")
        assertTrue(core.tokens.opened.get() >= 3, "tokens: ${core.tokens}")
        assertEquals(1, core.stores.opened.get(), "stores: ${core.stores}")
        assertEquals(0, core.sessions.open, "sessions: ${core.sessions}")
        assertEquals(0, core.tokens.open, "tokens: ${core.tokens}")
        assertEquals(0, core.stores.open, "stores: ${core.stores}")
    }

    @Test
    fun aClockTickIsOneLightCallAndTheSnapshotOnlyFollowsAChangedPosition() = runTest {
        val core = RecordingCore()
        val clock = FakeClock()
        val c = controller(core, passAndPlay(GameKind.JINMEN, 15), StandardTestDispatcher(testScheduler), clock)
        c.start()
        runCurrent()
        val snapshots = core.snapshots.get()
        val ticks = core.clockStates.get()
        repeat(10) {
            clock.advance(200)
            testScheduler.advanceTimeBy(200)
            runCurrent()
        }
        assertEquals(10, core.clockStates.get() - ticks, "one clock call per tick")
        assertEquals(0, core.snapshots.get() - snapshots, "no snapshot while the position stays")
        assertEquals(13_000L, c.state.value.timer?.remainingMs, "the ring follows the clock")
        // the turn runs out: the core passes it, and the changed position is read once
        clock.advance(13_000)
        testScheduler.advanceTimeBy(200)
        runCurrent()
        assertEquals(1, c.state.value.plyNumber, "passed")
        assertEquals(1, core.snapshots.get() - snapshots, "one snapshot for the pass")
        c.close()
    }

    @Test
    fun cancelTokensOfAnotherClassStillLetTheComputerMoveAndHint() = runTest {
        val core = RecordingCore()
        val c = controller(core, vsComputer(GameKind.WEIMING, Level.BEGINNER, Side.SECOND), StandardTestDispatcher(testScheduler))
        c.start()
        runCurrent()
        assertNull(c.state.value.message)
        assertEquals(1, c.state.value.plyNumber, "the computer moved with a token it did not make")
        c.onEvent(GameEvent.Hint)
        runCurrent()
        assertNull(c.state.value.message)
        assertTrue(c.state.value.board.hint != null, "a hint")
        c.close()
    }
}
