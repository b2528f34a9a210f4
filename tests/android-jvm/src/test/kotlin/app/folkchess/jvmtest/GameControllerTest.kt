package app.folkchess.jvmtest

import app.folkchess.core.AppSettings
import app.folkchess.core.GameKind
import app.folkchess.core.GameSetup
import app.folkchess.core.Level
import app.folkchess.core.Side
import app.folkchess.ui.model.FadingPiece
import app.folkchess.ui.model.GameEvent
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.state.DiskQueue
import app.folkchess.ui.state.GameController
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Runnable
import kotlinx.coroutines.ExperimentalCoroutinesApi
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
import kotlin.coroutines.CoroutineContext

/** GameController against the real core: the flows a player goes through. */
@OptIn(ExperimentalCoroutinesApi::class)
class GameControllerTest {
    private val core = TestEnv.core

    @TempDir
    lateinit var dir: File

    private fun TestScope.controller(
        setup: GameSetup,
        clock: FakeClock = FakeClock(),
        compute: kotlinx.coroutines.CoroutineDispatcher = StandardTestDispatcher(testScheduler),
        settings: AppSettings = core.defaultSettings(),
        withStore: Boolean = true,
    ): GameController {
        val d = StandardTestDispatcher(testScheduler)
        return GameController(
            core, core.newSession(setup), backgroundScope, compute, DiskQueue(d), clock,
            if (withStore) core.openStore(File(dir, "saves")) else null, { 1_700_000_000_000L },
            names = TestEnv.names, lang = { UiLang.En }, settings = { settings },
        )
    }

    private fun GameController.point(name: String) = layout.at(name)

    @Test
    fun selectLightsTheCoresTargetsThenPlayAndTheComputerReplies() = runTest {
        val c = controller(vsComputer(GameKind.JINMEN, Level.BEGINNER, Side.FIRST))
        c.start()
        runCurrent()
        val s0 = c.state.value
        assertEquals(Side.FIRST, s0.sideToMove)
        assertTrue(c.point("b2") in s0.board.movable, "b2 can move at the start")
        c.onEvent(GameEvent.TapPoint(c.point("b2")))
        val s1 = c.state.value
        assertEquals(c.point("b2"), s1.board.selected)
        assertEquals(c.session.legalTargets(c.point("b2")), s1.board.targets)
        assertTrue(c.point("b3") in s1.board.targets)
        c.onEvent(GameEvent.TapPoint(c.point("b3")))
        val s2 = c.state.value
        assertEquals(1, s2.plyNumber)
        assertNull(s2.board.selected)
        assertEquals(c.point("b3"), s2.board.lastMove?.to)
        assertTrue(s2.thinking, "the computer is thinking")
        runCurrent()
        val s3 = c.state.value
        assertFalse(s3.thinking)
        assertEquals(2, s3.plyNumber, "the computer replied")
        assertEquals(Side.FIRST, s3.sideToMove)
        assertTrue(s3.canUndo)
        // autosaved after the plies
        assertEquals(2, core.openStore(File(dir, "saves")).use { it.autosaveSummary()?.plyCount })
        c.close()
    }

    @Test
    fun illegalTapsAreIgnored() = runTest {
        val c = controller(passAndPlay(GameKind.JINMEN))
        c.start()
        // an empty point, nothing selected
        c.onEvent(GameEvent.TapPoint(c.point("c4")))
        assertNull(c.state.value.board.selected)
        // the opponent's piece
        c.onEvent(GameEvent.TapPoint(c.point("c7")))
        assertNull(c.state.value.board.selected)
        // a piece that cannot move (a1 is blocked at the start? the core says) — then a non-target
        c.onEvent(GameEvent.TapPoint(c.point("c2")))
        assertEquals(c.point("c2"), c.state.value.board.selected)
        c.onEvent(GameEvent.TapPoint(c.point("e5")))
        assertNull(c.state.value.board.selected)
        assertEquals(0, c.state.value.plyNumber)
        assertNull(c.state.value.message)
        c.close()
    }

    @Test
    fun undoWhileTheComputerThinksCancelsIt() = runTest {
        val pool = Executors.newSingleThreadExecutor()
        try {
            val c = controller(
                vsComputer(GameKind.JINMEN, Level.MASTER, Side.FIRST),
                compute = pool.asCoroutineDispatcher(),
            )
            c.start()
            c.onEvent(GameEvent.TapPoint(c.point("c2")))
            c.onEvent(GameEvent.TapPoint(c.point("c3")))
            runCurrent()
            assertTrue(c.state.value.thinking)
            Thread.sleep(50) // the search is running on the pool thread
            val t0 = System.nanoTime()
            c.onEvent(GameEvent.Undo)
            assertFalse(c.state.value.thinking)
            assertEquals(0, c.state.value.plyNumber)
            assertEquals(Side.FIRST, c.state.value.sideToMove)
            // the cancelled search returns promptly and its move is never played
            pool.submit {}.get()
            val ms = (System.nanoTime() - t0) / 1_000_000
            assertTrue(ms < 2_000, "cancelled search took $ms ms to stop")
            runCurrent()
            assertEquals(0, c.state.value.plyNumber)
            assertFalse(c.state.value.thinking)
            // the computer's move was never played: redo replays only the player's ply
            c.onEvent(GameEvent.Redo)
            assertEquals(1, c.state.value.plyNumber)
            assertTrue(c.state.value.thinking, "the computer is asked again")
            c.close()
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    fun theTimerPassesTheTurnOnlyWhenTheCoreSaysItExpired() = runTest {
        val clock = FakeClock()
        val c = controller(passAndPlay(GameKind.HUISHI, 15), clock = clock)
        c.start()
        runCurrent()
        assertEquals(15_000L, c.state.value.timer?.limitMs)
        assertEquals(Side.FIRST, c.state.value.sideToMove)
        clock.advance(14_000)
        advanceTimeBy(1_000)
        assertEquals(Side.FIRST, c.state.value.sideToMove, "1 s left: no pass")
        assertEquals(1_000L, c.state.value.timer?.remainingMs)
        clock.advance(1_500)
        advanceTimeBy(1_000)
        val s = c.state.value
        assertEquals(Side.SECOND, s.sideToMove, "the turn passed")
        assertEquals(1, s.plyNumber)
        assertEquals("pass (time)", s.lastMoveText)
        assertTrue(s.bannerRotated, "pass-and-play: Second's banner is upside down")
        assertEquals(15_000L, s.timer?.remainingMs, "a fresh turn")
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
        assertEquals(1, c.state.value.plyNumber, "the computer opened")
        assertEquals(30_000L, c.state.value.timer?.remainingMs, "the player's turn starts when the move arrives")
        c.close()
    }

    @Test
    fun levelChangesMidGameAndHintShowsTheMoveWithAVerdictInTheSmallGames() = runTest {
        val c = controller(vsComputer(GameKind.WEIMING, Level.EASY, Side.FIRST))
        c.start()
        c.onEvent(GameEvent.SetLevel(Level.MASTER))
        assertEquals(Level.MASTER, c.state.value.level)
        assertEquals(vsComputer(GameKind.WEIMING, Level.MASTER, Side.FIRST), c.session.setup())
        c.onEvent(GameEvent.Hint)
        assertTrue(c.state.value.hintBusy)
        runCurrent()
        val s = c.state.value
        assertFalse(s.hintBusy)
        val hint = s.board.hint ?: error("no hint")
        assertTrue(hint.to in c.session.legalTargets(hint.from), "the hint is a legal move")
        assertNotNull(s.verdict, "weiming is solved: a verdict comes with the hint")
        c.close()
    }

    @Test
    fun aCapturedPieceIsHandedToTheBoardToFadeOut() = runTest {
        val c = controller(passAndPlay(GameKind.JINMEN))
        c.start()
        // play the core's legal moves (deterministic choice) until one captures
        var captured = emptyList<FadingPiece>()
        var plies = 0
        while (captured.isEmpty() && !c.state.value.isOver && plies < 300) {
            val before = c.state.value.board
            val moves = before.movable.sorted().flatMap { p -> c.session.legalTargets(p).sorted().map { p to it } }
            val (from, to) = moves[(plies * 7) % moves.size]
            c.onEvent(GameEvent.TapPoint(from))
            c.onEvent(GameEvent.TapPoint(to))
            plies++
            captured = c.state.value.board.captured
            if (captured.isNotEmpty()) {
                for (f in captured) {
                    assertEquals(before.pieces[f.point], f.piece, "the fading piece is the one that stood there")
                    assertNull(c.state.value.board.pieces[f.point], "and the core removed it")
                }
            }
        }
        assertTrue(captured.isNotEmpty(), "a capture within $plies plies")
        // the next ply clears the fading pieces
        val b = c.state.value.board
        if (!c.state.value.isOver) {
            val p = b.movable.first()
            c.onEvent(GameEvent.TapPoint(p))
            c.onEvent(GameEvent.TapPoint(c.state.value.board.targets.first()))
            assertTrue(c.state.value.board.captured.isEmpty() || c.state.value.board.captured != captured)
        }
        c.close()
    }

    @Test
    fun restartAndRedo() = runTest {
        val c = controller(passAndPlay(GameKind.HUISHI))
        c.start()
        c.onEvent(GameEvent.TapPoint(c.point("c2")))
        c.onEvent(GameEvent.TapPoint(c.point("c3")))
        assertEquals(1, c.state.value.plyNumber)
        c.onEvent(GameEvent.Undo)
        assertEquals(0, c.state.value.plyNumber)
        assertTrue(c.state.value.canRedo)
        c.onEvent(GameEvent.Redo)
        assertEquals(1, c.state.value.plyNumber)
        c.onEvent(GameEvent.Restart)
        assertEquals(0, c.state.value.plyNumber)
        assertFalse(c.state.value.canUndo)
        c.close()
    }
}

@OptIn(ExperimentalCoroutinesApi::class)
private fun TestScope.advanceTimeBy(ms: Long) = testScheduler.advanceTimeBy(ms).also { testScheduler.runCurrent() }
