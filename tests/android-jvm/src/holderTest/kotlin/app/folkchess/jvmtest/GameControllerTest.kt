package app.folkchess.jvmtest

import app.folkchess.core.AppSettings
import app.folkchess.core.CancelHandle
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.FeedbackKind
import app.folkchess.core.model.GameKind
import app.folkchess.core.GameSetup
import app.folkchess.core.GameTable
import app.folkchess.core.GameTableInterface
import app.folkchess.core.model.Level
import app.folkchess.core.model.PointMark
import app.folkchess.core.SaveStore
import app.folkchess.core.model.Side
import app.folkchess.core.TableEffect
import app.folkchess.core.TableEvent
import app.folkchess.core.TableUpdate
import app.folkchess.core.defaultSettings
import app.folkchess.ui.state.DiskQueue
import app.folkchess.ui.state.GameController
import app.folkchess.ui.state.PlyFeedback
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.Runnable
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger
import kotlin.coroutines.CoroutineContext

/** A table that counts the calls the holder makes of it (and closes the real one when closed). */
class CountingTable(private val inner: GameTable) : GameTableInterface by inner, AutoCloseable {
    val sends = mutableListOf<TableEvent>()
    val views = AtomicInteger()
    var closed = false
        private set

    override fun send(event: TableEvent, nowMs: Long): TableUpdate = inner.send(event, nowMs).also { sends += event }
    override fun view(nowMs: Long) = inner.view(nowMs).also { views.incrementAndGet() }
    override fun close() {
        closed = true
        inner.close()
    }
}

/** A cancel handle that notes being cancelled and closed. */
class CountedHandle(private val opened: AtomicInteger, private val closedCount: AtomicInteger, private val cancels: AtomicInteger) : CancelHandle() {
    init { opened.incrementAndGet() }
    override fun cancel() {
        cancels.incrementAndGet()
        super.cancel()
    }
    override fun close() {
        closedCount.incrementAndGet()
        super.close()
    }
}

/** The game screen's holder over the real game table: what a player does, and what the holder does with the table's effects. */
@OptIn(ExperimentalCoroutinesApi::class)
class GameControllerTest {
    @TempDir
    lateinit var dir: File

    private val handlesOpened = AtomicInteger()
    private val handlesClosed = AtomicInteger()
    private val cancels = AtomicInteger()

    private fun TestScope.controller(
        setup: GameSetup,
        clock: FakeClock = FakeClock(),
        compute: CoroutineDispatcher = StandardTestDispatcher(testScheduler),
        settings: AppSettings = defaultSettings(),
        language: DisplayLanguage = DisplayLanguage.EN,
        feedback: PlyFeedback = PlyFeedback.None,
        effects: MutableList<TableEffect> = mutableListOf(),
        table: GameTableInterface = GameTable.withSeed(setup, 7L, settings, language),
    ): GameController {
        val d = StandardTestDispatcher(testScheduler)
        return GameController(
            table, backgroundScope, compute, DiskQueue(d), clock, SaveStore(File(dir, "saves").absolutePath), { 1_700_000_000_000L },
            { language }, feedback = feedback, cancelHandles = { CountedHandle(handlesOpened, handlesClosed, cancels) }, onEffect = { effects += it },
        )
    }

    private fun GameController.tap(name: String) = send(TableEvent.Tap(game.at(name)))

    private fun GameController.marked(mark: PointMark): List<String> = view.value.board.points.filter { it.mark == mark }.map { it.name }

    @Test
    fun selectLightsTheTablesTargetsThenPlayAndTheComputerReplies() = runTest {
        val c = controller(vsComputer(GameKind.JINMEN, Level.BEGINNER, Side.FIRST))
        c.start()
        runCurrent()
        assertTrue("b2" in c.marked(PointMark.MOVABLE), "b2 can move at the start")
        c.tap("b2")
        assertEquals(listOf("b2"), c.marked(PointMark.SELECTED))
        assertTrue("b3" in c.marked(PointMark.TARGET))
        assertEquals("b2, your piece, selected", c.view.value.board.points[GameKind.JINMEN.at("b2")].spoken)
        c.tap("b3")
        val s2 = c.view.value
        assertEquals(listOf("b2-b3"), s2.moves.rows.map { it.text })
        assertEquals(GameKind.JINMEN.at("b3"), s2.board.lastMove?.to)
        assertEquals("Computer is thinking…", s2.busy)
        assertFalse(s2.hint.enabled)
        runCurrent() // the search runs on the compute dispatcher, its answer comes back
        val s3 = c.view.value
        assertNull(s3.busy)
        assertEquals(2, s3.moves.rows.size, "the computer replied")
        assertEquals(Side.FIRST, s3.banner.side)
        assertTrue(s3.undo.enabled)
        assertEquals(1, handlesOpened.get())
        assertEquals(1, handlesClosed.get(), "the search's handle is closed when it returns")
        // autosaved after the plies, through the disk queue
        SaveStore(File(dir, "saves").absolutePath).use { assertEquals(2, it.autosaveSummary()?.plyCount) }
        c.close()
    }

    @Test
    fun aTapOnTheComputersTurnIsRefusedWithTheTablesWords() = runTest {
        val c = controller(vsComputer(GameKind.WEIMING, Level.EASY, Side.SECOND))
        c.start()
        assertEquals("Computer is thinking…", c.view.value.busy)
        c.tap("tl")
        assertNotNull(c.view.value.message, "the table says why")
        assertEquals(0, c.view.value.moves.rows.size)
        c.send(TableEvent.DismissMessage)
        assertNull(c.view.value.message)
        c.close()
    }

    @Test
    fun undoWhileTheComputerThinksCancelsItsSearch() = runTest {
        val pool = Executors.newSingleThreadExecutor()
        try {
            val c = controller(vsComputer(GameKind.JINMEN, Level.MASTER, Side.FIRST), compute = pool.asCoroutineDispatcher())
            c.start()
            c.tap("c2")
            c.tap("c3")
            runCurrent()
            assertNotNull(c.view.value.busy)
            Thread.sleep(50) // the search is running on the pool thread
            val t0 = System.nanoTime()
            c.send(TableEvent.Undo)
            assertEquals(1, cancels.get(), "the search's handle was cancelled")
            assertNull(c.view.value.busy)
            assertEquals(0, c.view.value.moves.rows.size)
            // the cancelled search returns promptly and its move is never played
            pool.submit {}.get()
            val ms = (System.nanoTime() - t0) / 1_000_000
            assertTrue(ms < 2_000, "the cancelled search took $ms ms to stop")
            runCurrent()
            assertEquals(0, c.view.value.moves.rows.size)
            assertEquals(handlesOpened.get(), handlesClosed.get(), "handles closed")
            // redo replays only the player's ply, and the computer is asked again
            c.send(TableEvent.Redo)
            assertEquals(1, c.view.value.moves.rows.size)
            assertNotNull(c.view.value.busy, "the computer is asked again")
            c.close()
            pool.submit {}.get()
            runCurrent()
            assertEquals(handlesOpened.get(), handlesClosed.get(), "handles closed after leaving")
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    fun theTickerTicksWhileTheViewSaysSoAndTheTablePassesTheTurnOnTime() = runTest {
        val clock = FakeClock()
        val table = CountingTable(GameTable.withSeed(passAndPlay(GameKind.HUISHI, 15), 1L, defaultSettings(), DisplayLanguage.EN))
        val c = controller(passAndPlay(GameKind.HUISHI, 15), clock = clock, table = table)
        c.start()
        runCurrent()
        assertTrue(c.view.value.ticking)
        assertEquals(15_000L, c.view.value.timer?.limitMs)
        repeat(5) {
            clock.advance(200)
            testScheduler.advanceTimeBy(200)
            runCurrent()
        }
        assertEquals(5, table.sends.count { it == TableEvent.Tick }, "one Tick, one call of the table, per 200 ms")
        assertEquals(14_000L, c.view.value.timer?.remainingMs, "the ring follows the clock")
        assertEquals(14L, c.view.value.timer?.seconds)
        clock.advance(14_000)
        testScheduler.advanceTimeBy(200)
        runCurrent()
        val s = c.view.value
        assertEquals(listOf("pass (time)"), s.moves.rows.map { it.text }, "the turn passed")
        assertEquals("Time's up — the turn passes", s.message)
        assertTrue(s.banner.rotated, "pass-and-play: Second's banner is turned")
        assertEquals(15_000L, s.timer?.remainingMs, "a fresh turn")
        // in the background the clock stops, and so does the ticker
        c.send(TableEvent.Background)
        assertFalse(c.view.value.ticking)
        val ticks = table.sends.count { it == TableEvent.Tick }
        clock.advance(60_000)
        testScheduler.advanceTimeBy(5_000)
        runCurrent()
        assertEquals(ticks, table.sends.count { it == TableEvent.Tick }, "no tick in the background")
        c.send(TableEvent.Foreground)
        assertEquals(15_000L, c.view.value.timer?.remainingMs, "background time does not count")
        c.close()
        assertTrue(table.closed, "the table is closed when the screen is left")
        testScheduler.advanceTimeBy(1_000)
        runCurrent()
        assertEquals(TableEvent.Leave, table.sends.last(), "nothing after leaving")
    }

    @Test
    fun anUntimedGameNeverTicks() = runTest {
        val table = CountingTable(GameTable.withSeed(passAndPlay(GameKind.JINMEN), 1L, defaultSettings(), DisplayLanguage.EN))
        val c = controller(passAndPlay(GameKind.JINMEN), table = table)
        c.start()
        testScheduler.advanceTimeBy(10_000)
        runCurrent()
        assertFalse(c.view.value.ticking)
        assertEquals(0, table.sends.count { it == TableEvent.Tick })
        c.close()
    }

    @Test
    fun theComputersThinkingTimeIsNotTakenFromThePlayersTurn() = runTest {
        val clock = FakeClock()
        val computer = StandardTestDispatcher(testScheduler)
        // every search takes five seconds of the monotonic clock
        val slowComputer = object : CoroutineDispatcher() {
            override fun dispatch(context: CoroutineContext, block: Runnable) =
                computer.dispatch(context, Runnable { block.run(); clock.advance(5_000) })
        }
        val c = controller(vsComputer(GameKind.WEIMING, Level.BEGINNER, Side.SECOND, 30), clock = clock, compute = slowComputer)
        c.start()
        runCurrent()
        assertEquals(1, c.view.value.moves.rows.size, "the computer opened")
        assertEquals(30_000L, c.view.value.timer?.remainingMs, "the player's turn starts when the move arrives")
        c.close()
    }

    @Test
    fun levelChangesMidGameAndAHintShowsTheMoveWithAVerdictInTheSmallGames() = runTest {
        val c = controller(vsComputer(GameKind.WEIMING, Level.EASY, Side.FIRST))
        c.start()
        c.send(TableEvent.SetLevel(Level.MASTER))
        assertEquals(Level.MASTER, c.view.value.level?.current)
        c.send(TableEvent.Hint)
        assertEquals("Looking for a hint…", c.view.value.busy)
        runCurrent()
        val s = c.view.value
        assertNull(s.busy)
        val hint = s.board.hint ?: error("no hint")
        assertTrue(s.board.points[hint.from].spoken.contains("hint"), s.board.points[hint.from].spoken)
        assertTrue(s.verdict?.startsWith("Verdict:") == true, "weiming is solved: a verdict comes with the hint (${s.verdict})")
        c.close()
    }

    @Test
    fun feedbackAndEffectsAreCarriedOutInTheTablesOrder() = runTest {
        val felt = mutableListOf<FeedbackKind>()
        val effects = mutableListOf<TableEffect>()
        val c = controller(passAndPlay(GameKind.JINMEN), feedback = { kind, haptic, _ -> if (haptic) felt += kind }, effects = effects)
        c.start()
        c.tap("b2")
        c.tap("b3")
        assertEquals(listOf(FeedbackKind.PLY), felt)
        assertEquals(listOf("autosave", "autosave", "feedback ply"), effects.map(::effectWord))
        // sound and haptics off: no feedback at all
        val quiet = defaultSettings().withFlag("haptics", false).withFlag("sound", false)
        c.send(TableEvent.Settings(quiet, DisplayLanguage.ZH))
        assertTrue(c.view.value.undo.label == "悔棋", "the table speaks the new language: ${c.view.value.undo.label}")
        c.tap("c6")
        c.tap("c5")
        assertEquals(1, felt.size)
        c.close()
    }

    @Test
    fun restartAndRedoAreTheTables() = runTest {
        val c = controller(passAndPlay(GameKind.HUISHI))
        c.start()
        c.tap("c2")
        c.tap("c3")
        assertEquals(1, c.view.value.moves.rows.size)
        c.send(TableEvent.Undo)
        assertEquals(0, c.view.value.moves.rows.size)
        assertTrue(c.view.value.redo.enabled)
        c.send(TableEvent.Redo)
        assertEquals(1, c.view.value.moves.rows.size)
        c.send(TableEvent.Restart)
        assertEquals(0, c.view.value.moves.rows.size)
        assertFalse(c.view.value.undo.enabled)
        c.close()
    }
}
