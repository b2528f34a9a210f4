package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.Timeout
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.random.Random
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.Level
import app.folkchess.core.model.Side

/** Complete games of every kind, the computer, undo/redo, the clock. */
class GamesTest {
    companion object {
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()

        const val PLY_CAP = 5_000
    }

    /** Checks the snapshot against the move lists: movable points and their targets. */
    private fun checkConsistent(session: GameSession, clock: FakeClock) {
        val snap = session.snapshot(clock.now)
        val moves = session.legalMoves()
        assertEquals(moves.map { it.from }.distinct().sorted(), session.movablePoints())
        for (from in session.movablePoints()) {
            assertEquals(moves.filter { it.from == from }.map { it.to }.sorted(), session.legalTargets(from))
        }
        for (m in moves) assertNull(session.whyIllegal(m.from, m.to))
        assertEquals(snap.plyNumber, session.history().size)
    }

    @Test
    @Timeout(120)
    fun completePassAndPlayGameOfEachKind() {
        for (game in ALL_GAMES) {
            GameSession.withSeed(passAndPlay(game), 42L).use { session ->
                val random = Random(7 + game.ordinal)
                val clock = FakeClock()
                var last: PlyResult? = null
                while (session.snapshot(clock.now).status == GameStatus.ONGOING && session.snapshot(clock.now).plyNumber < PLY_CAP) {
                    if (session.snapshot(clock.now).plyNumber % 25 == 0) checkConsistent(session, clock)
                    last = playGreedyRandomPly(session, random, clock)
                }
                val snap = session.snapshot(clock.now)
                assertEquals(GameStatus.ENDED, snap.status, "$game ended within $PLY_CAP plies")
                val outcome = snap.outcome!!
                assertEquals(GameStatus.ENDED, last!!.status)
                assertEquals(outcome, last.outcome)
                assertTrue(outcome.textEn.isNotBlank() && outcome.textZh.isNotBlank())
                assertEquals(outcome.textZh, snap.headlineZh)
                assertTrue(session.movablePoints().isEmpty())
                assertFails<FolkChessException.GameOver>("the game is over") {
                    session.playNotation(session.history().first(), clock.tick())
                }
                assertEquals(snap.plyNumber, session.history().size)
                println("$game: ${outcome.reason} after ${snap.plyNumber} plies — ${outcome.textEn} / ${outcome.textZh}")
                // The record round-trips through its text.
                GameSession.fromSaveJson(session.exportRecord()).use { copy ->
                    assertEquals(snap.positionText, copy.snapshot(0).positionText)
                    assertEquals(session.history(), copy.history())
                    assertEquals(GameStatus.ENDED, copy.snapshot(0).status)
                }
            }
        }
    }

    @Test
    @Timeout(300)
    fun completeGameAgainstTheComputerOfEachKind() {
        for (game in ALL_GAMES) {
            val human = if (game.ordinal % 2 == 0) Side.FIRST else Side.SECOND
            GameSession.withSeed(vsComputer(game, human, Level.BEGINNER), 9L).use { session ->
                val random = Random(11 + game.ordinal)
                val clock = FakeClock()
                val cancel = CancelHandle()
                var plies = 0
                while (session.snapshot(clock.now).status == GameStatus.ONGOING && plies < PLY_CAP) {
                    if (session.isComputerTurn()) {
                        val r = session.computerMove(cancel, clock.tick())
                        assertEquals(human, if (r.ply.side == Side.FIRST) Side.SECOND else Side.FIRST)
                        assertFalse(r.isComputerTurn)
                    } else {
                        playGreedyRandomPly(session, random, clock)
                    }
                    plies++
                }
                val snap = session.snapshot(clock.now)
                assertEquals(GameStatus.ENDED, snap.status, "$game against the computer ended")
                println("$game vs computer (human ${human}): ${snap.outcome!!.textEn} after ${snap.plyNumber} plies")
            }
        }
    }

    @Test
    @Timeout(60)
    fun computerMoveCancelledFromAnotherThread() {
        val clock = FakeClock()
        GameSession.withSeed(vsComputer(GameKind.JINMEN, Side.SECOND, Level.MASTER), 3L).use { session ->
            assertTrue(session.isComputerTurn())
            val cancel = CancelHandle()
            val pool = Executors.newSingleThreadExecutor()
            val started = CountDownLatch(1)
            val future = pool.submit<Result<PlyResult>> {
                started.countDown()
                runCatching { session.computerMove(cancel, clock.now) }
            }
            started.await()
            Thread.sleep(50)
            // The session answers while the computer thinks.
            val during = session.snapshot(clock.now)
            if (!future.isDone) assertTrue(during.isComputerTurn)
            cancel.cancel()
            assertTrue(cancel.isCancelled())
            val result = future.get(20, TimeUnit.SECONDS)
            pool.shutdown()
            val error = result.exceptionOrNull()
            if (error == null) {
                val played = result.getOrThrow()
                assertEquals(Side.FIRST, played.ply.side)
                println("computer move finished before the cancel: ${played.ply.notation}")
            } else {
                assertTrue(error is FolkChessException.Cancelled, "got $error")
                assertTrue(error.toString().contains("cancelled"))
                assertEquals(0, session.snapshot(clock.now).plyNumber, "a cancelled move plays nothing")
                println("cancelled: $error")
            }
            // After a reset the handle works again.
            cancel.reset()
            session.setLevel(Level.BEGINNER)
            if (session.isComputerTurn()) session.computerMove(cancel, clock.tick())
            assertFalse(session.isComputerTurn())
            cancel.close()
        }
    }

    @Test
    fun undoStepsOverTheComputersReplyOnBothSides() {
        for (human in listOf(Side.FIRST, Side.SECOND)) {
            val clock = FakeClock()
            GameSession.withSeed(vsComputer(GameKind.HUISHI, human), 5L).use { session ->
                val cancel = CancelHandle()
                if (human == Side.SECOND) {
                    assertFalse(session.snapshot(clock.now).canUndo, "nothing of the human's to undo yet")
                    session.computerMove(cancel, clock.tick())
                    assertFalse(session.snapshot(clock.now).canUndo)
                }
                val before = session.snapshot(clock.now)
                val m = session.legalMoves().first()
                val mine = session.play(m.from, m.to, clock.tick())
                assertTrue(mine.isComputerTurn)
                val reply = session.computerMove(cancel, clock.tick())
                assertFalse(reply.isComputerTurn)
                assertEquals(before.plyNumber + 2, session.snapshot(clock.now).plyNumber)
                // Undo takes back the computer's reply and the human's move.
                assertEquals(2, session.undo(clock.tick()))
                val after = session.snapshot(clock.now)
                assertEquals(before.positionText, after.positionText)
                assertEquals(human, after.sideToMove)
                assertFalse(after.isComputerTurn)
                assertTrue(after.canRedo)
                // Redo replays both.
                assertEquals(2, session.redo(clock.tick()))
                assertEquals(before.plyNumber + 2, session.snapshot(clock.now).plyNumber)
                assertEquals(reply.ply.notation, session.history().last())
            }
        }
    }

    @Test
    fun staleComputerAnswerIsRefused() {
        val clock = FakeClock()
        GameSession.withSeed(vsComputer(GameKind.WEIMING, Side.FIRST), 8L).use { session ->
            val cancel = CancelHandle()
            session.playNotation("bl-x", clock.tick())
            session.computerMove(cancel, clock.tick())
            val m = session.legalMoves().first()
            session.play(m.from, m.to, clock.tick())
            // The computer starts thinking; meanwhile the player takes the move back.
            val pool = Executors.newSingleThreadExecutor()
            val future = pool.submit<Result<PlyResult>> { runCatching { session.computerMove(cancel, clock.now) } }
            session.undo(clock.tick())
            val result = future.get(30, TimeUnit.SECONDS)
            pool.shutdown()
            // Either the answer came before the undo (and was then undone with it), or it is stale.
            val error = result.exceptionOrNull()
            if (error != null) {
                assertTrue(error is FolkChessException.Stale || error is FolkChessException.NotYourTurn, "got $error")
            }
            assertFalse(session.isComputerTurn())
        }
    }

    @Test
    fun passOnlyWhenTheTurnExpired() {
        val clock = FakeClock()
        GameSession.withSeed(passAndPlay(GameKind.ZHONGKUI, turnSeconds = 15), 1L).use { session ->
            assertFails<FolkChessException.TimeNotExpired>("has not run out of time") { session.passOnTimeout(clock.now) }
            session.startClock(clock.now)
            assertEquals(15_000L, session.remainingMs(clock.now))
            clock.tick(10_000)
            session.pauseClock(clock.now)
            clock.tick(600_000)
            assertFalse(session.timeExpired(clock.now), "a paused clock never expires")
            session.resumeClock(clock.now)
            assertEquals(5_000L, session.snapshot(clock.now).remainingMs)
            val early = assertThrows<FolkChessException.TimeNotExpired> { session.passOnTimeout(clock.now) }
            assertEquals(5_000L, early.remainingMs, "the time left, as a number the app can show")
            assertEquals("the turn has not run out of time (5000 ms left)", early.reason)
            assertEquals(early.reason, early.toString())
            clock.tick(5_000)
            assertTrue(session.snapshot(clock.now).timeExpired)
            val pass = session.passOnTimeout(clock.now)
            assertEquals(PlyKind.PASS, pass.ply.kind)
            assertEquals("pass", pass.ply.notation)
            assertEquals(Side.SECOND, pass.sideToMove)
            assertEquals(15_000L, session.remainingMs(clock.now), "the next turn starts fresh")
        }
    }

    @Test
    fun clockStateIsTheSnapshotsClockInOneCall() {
        val clock = FakeClock()
        GameSession.withSeed(vsComputer(GameKind.WEIMING, Side.SECOND, turnSeconds = 15), 3L).use { session ->
            fun agrees(): ClockState {
                val c = session.clockState(clock.now)
                val snap = session.snapshot(clock.now)
                assertEquals(snap.remainingMs, c.remainingMs)
                assertEquals(snap.timeExpired, c.expired)
                assertEquals(snap.clockRunning, c.running)
                return c
            }
            session.startClock(clock.now)
            assertFalse(agrees().running, "the computer is to move: the clock waits")
            CancelHandle().use { session.computerMove(it, clock.now) }
            // the core started the turn when the move was played (after its search, in real
            // time); the apps re-align it with their own clock when the move arrives
            session.startClock(clock.now)
            assertEquals(ClockState(15_000L, expired = false, running = true), agrees())
            clock.tick(15_000)
            assertEquals(ClockState(0L, expired = true, running = true), agrees())
            session.passOnTimeout(clock.now)
            assertFalse(agrees().running, "the computer's turn again")
        }
        GameSession.withSeed(passAndPlay(GameKind.JINMEN), 1L).use { session ->
            session.startClock(clock.now)
            val c = session.clockState(clock.tick(99_000))
            assertEquals(null, c.remainingMs, "no timer")
            assertFalse(c.expired, "a game without a timer never runs out of time")
        }
        GameSession.withSeed(passAndPlay(GameKind.JINMEN), 1L).use { session ->
            assertFails<FolkChessException.InvalidInput>("now_ms", "-1") { session.clockState(-1) }
        }
    }

    @Test
    fun snapshotDescribesTheLastPly() {
        val clock = FakeClock()
        GameSession.withSeed(passAndPlay(GameKind.JINMEN), 1L).use { session ->
            val s0 = session.snapshot(clock.now)
            assertEquals(29, s0.points.size)
            assertEquals(16, s0.points.count { it.piece != null })
            assertEquals("xxxxx/xxx/...../.../...../XXX/XXXXX F", s0.positionText)
            assertNull(s0.lastPly)
            assertEquals("First (red) to move", s0.headlineEn)
            // Two take one: b4 and c4 of First next to d4 of Second on rank 4.
            for (m in listOf("c2-c3", "c6-c5", "c3-c4", "d6-d5", "b2-b3", "d5-d4", "b3-b4")) {
                session.playNotation(m, clock.tick())
            }
            val snap = session.snapshot(clock.now)
            val last = snap.lastPly!!
            assertEquals("b4", pointName(GameKind.JINMEN, last.to!!))
            assertEquals(Side.FIRST, last.side)
            assertEquals(PlyKind.STEP, last.kind)
            assertEquals(PieceKind.MAN, last.piece!!.kind)
            assertEquals(listOf(pointIndex(GameKind.JINMEN, "d4")), last.captured)
            assertEquals("b3-b4 x d4", last.notation)
            assertEquals(15, snap.points.count { it.piece != null })
            assertEquals(0, snap.pliesSinceCapture)
            assertEquals(7, snap.plyNumber)
            println("jinmen after 7 plies: ${snap.positionText}, last ${last.notation}")
        }
        GameSession.withSeed(passAndPlay(GameKind.ZHONGKUI), 1L).use { session ->
            session.playNotation("tl-t1", clock.tick())
            // Second moves the shared piece: it jumps from bc over ml to tl.
            val r = session.playNotation("bc-tl", clock.tick())
            assertEquals(PlyKind.JUMP, r.ply.kind)
            assertEquals(pointIndex(GameKind.ZHONGKUI, "ml"), r.ply.jumpedOver)
            assertEquals(PieceKind.SHARED, r.ply.piece!!.kind)
            assertNull(r.ply.piece.side)
            val snap = session.snapshot(clock.now)
            assertTrue(snap.sharedLocked)
            assertFails<FolkChessException.IllegalMove>("locked") { session.playNotation("tl-bc", clock.tick()) }
            val problem = session.whyIllegal(pointIndex(GameKind.ZHONGKUI, "tl"), pointIndex(GameKind.ZHONGKUI, "bc"))!!
            assertTrue(problem.textZh.contains("公用棋子"), problem.textZh)
        }
    }

    @Test
    fun verdictsInTheSmallGames() {
        GameSession.withSeed(passAndPlay(GameKind.WEIMING), 1L).use { session ->
            val v = session.verdicts()!!
            assertEquals(session.legalMoves().map { it.notation }.sorted(), v.moves.map { it.moveInfo.notation }.sorted())
            assertTrue(v.position.textEn.isNotBlank() && v.position.textZh.isNotBlank())
            println("weiming start: ${v.position.textEn} / ${v.position.textZh}; moves ${v.moves.map { "${it.moveInfo.notation}=${it.verdict.kind}" }}")
        }
        GameSession.withSeed(passAndPlay(GameKind.JINMEN), 1L).use { assertNull(it.verdicts()) }
        GameSession.withSeed(passAndPlay(GameKind.HUISHI), 1L).use { session ->
            val hint = session.hint(CancelHandle())
            assertNull(session.whyIllegal(hint.from, hint.to), "the hint is legal")
        }
    }
}
