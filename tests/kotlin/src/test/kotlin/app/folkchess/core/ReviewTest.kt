package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.random.Random
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.MoveLabel
import app.folkchess.core.model.Side

/** The game review through the generated Kotlin: what a review screen reads. */
class ReviewTest {
    companion object {
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()

        /** Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl (ply 5). */
        val THROWN_WIN = listOf("tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc")

        /** Jinmen: First's a3-a1 captures c1 and leaves Second with one piece. */
        const val JINMEN_WIN_IN_ONE = "....x/.../...../.../X..../.../.Xx.. F"
    }

    private fun point(game: GameKind, name: String) = pointIndex(game, name)

    @Test
    fun aThrownWinInZhongkui() {
        GameSession.withSeed(passAndPlay(GameKind.ZHONGKUI), 1L).use { session ->
            val clock = FakeClock()
            for (m in THROWN_WIN) session.playNotation(m, clock.tick())
            val review = session.review(CancelHandle())
            assertTrue(review.exact)
            assertNull(review.nodesPerPosition)
            assertEquals(
                listOf("D D best", "D L9 mistake", "W9 W8 best", "L8 L7 best", "W7 L1 blunder", "W1 W0 best"),
                review.plies.map { "${it.before.shortText} ${it.after.shortText} ${it.labelEn}" },
            )
            assertEquals(THROWN_WIN, review.plies.map { it.played.notation })
            assertEquals(listOf(Side.FIRST, Side.SECOND), review.plies.take(2).map { it.side })

            val blunder = review.plies[4]
            assertEquals(MoveLabel.BLUNDER, blunder.label)
            assertEquals("败着", blunder.labelZh)
            assertEquals(ReviewValueKind.WIN, blunder.before.kind)
            assertEquals(7, blunder.before.plies)
            assertEquals(ReviewValueKind.LOSS, blunder.after.kind)
            assertEquals("loss in 1", blunder.after.textEn)
            assertEquals("1步内必败", blunder.after.textZh)
            assertNotNull(blunder.best)
            val best = blunder.best!!
            assertEquals("ml-bl", best.notation)
            assertEquals(point(GameKind.ZHONGKUI, "ml"), best.from)
            assertEquals(point(GameKind.ZHONGKUI, "bl"), best.to)
            assertEquals("5. First (red) bc-bl: blunder (win in 7 → loss in 1). Best: ml-bl.", blunder.commentEn)
            // The boards before and after the ply: First's piece went from bc to bl.
            val bc = point(GameKind.ZHONGKUI, "bc")
            val bl = point(GameKind.ZHONGKUI, "bl")
            assertEquals(PieceInfo(PieceKind.MAN, Side.FIRST), blunder.pointsBefore[bc].piece)
            assertNull(blunder.pointsBefore[bl].piece)
            assertEquals(PieceInfo(PieceKind.MAN, Side.FIRST), blunder.pointsAfter[bl].piece)
            assertEquals(review.plies[5].pointsBefore, blunder.pointsAfter)
            // Best plies name no other move.
            assertTrue(review.plies.filter { it.label == MoveLabel.BEST }.all { it.best == null })

            assertEquals(DecidedPly(5, Side.SECOND), review.decided)
            assertEquals(
                "Move 5 decided the game: after First (red) bc-bl, Second (black) had a forced win.",
                review.decidedEn,
            )
            assertEquals(listOf(Side.FIRST, Side.SECOND), review.sides.map { it.side })
            val first = review.sides[0]
            assertEquals(listOf(MoveLabel.BEST, MoveLabel.GOOD, MoveLabel.MISTAKE, MoveLabel.BLUNDER), first.counts.map { it.label })
            assertEquals(listOf(2, 0, 0, 1), first.counts.map { it.count })
            assertEquals("First (red): 2 best, 0 good, 0 mistakes, 1 blunder", first.textEn)
            assertEquals("后手（黑）：最佳 2，好棋 0，失误 1，败着 0", review.sides[1].textZh)
            assertEquals(GameStatus.ENDED, review.status)
            assertEquals(Side.SECOND, review.outcome?.winner)
        }
    }

    @Test
    fun aForcedWinInJinmenFromASave() {
        val json = """{"format":"folkchess-save","version":1,"game":"jinmen",
            "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":null},
            "start":"$JINMEN_WIN_IN_ONE","plies":["a3-a1"]}"""
        GameSession.fromSaveJson(json).use { session ->
            val review = session.review(CancelHandle())
            assertFalse(review.exact)
            assertEquals(20_000L, review.nodesPerPosition)
            val ply = review.plies.single()
            assertEquals(ReviewValue(ReviewValueKind.WIN, 1, null, "W1", "1步内必胜", "win in 1"), ply.before)
            assertEquals(ReviewValueKind.WIN, ply.after.kind)
            assertEquals(0, ply.after.plies)
            assertEquals(MoveLabel.BEST, ply.label)
            assertNull(ply.best)
            assertEquals(listOf(point(GameKind.JINMEN, "c1")), ply.played.captured)
            assertEquals(DecidedPly(0, Side.FIRST), review.decided)
            assertEquals(5, review.sides[0].counts.size, "the large games have inaccuracies too")
        }
    }

    @Test
    fun aCancelledReviewThrows() {
        GameSession.withSeed(passAndPlay(GameKind.HUISHI), 3L).use { session ->
            val clock = FakeClock()
            val random = Random(5)
            repeat(6) { playGreedyRandomPly(session, random, clock) }
            val cancel = CancelHandle()
            cancel.cancel()
            assertFails<FolkChessException.Cancelled>("the review was cancelled") { session.review(cancel) }
            cancel.reset()
            assertEquals(6, session.review(cancel).plies.size)
        }
    }

    @Test
    @Timeout(300)
    fun reviewOnABackgroundThreadWhileTheSessionAnswers() {
        GameSession.withSeed(passAndPlay(GameKind.JINMEN), 11L).use { session ->
            val clock = FakeClock()
            val random = Random(11)
            while (session.snapshot(clock.now).plyNumber < 30 && session.snapshot(clock.now).status == GameStatus.ONGOING) {
                playGreedyRandomPly(session, random, clock)
            }
            val plies = session.snapshot(clock.now).plyNumber
            val pool = Executors.newSingleThreadExecutor()
            try {
                val future = pool.submit<GameReview> { session.review(CancelHandle()) }
                repeat(20) { session.snapshot(clock.now) }
                val review = future.get(240, TimeUnit.SECONDS)
                assertEquals(plies, review.plies.size)
                assertEquals(session.historyPlies(), review.plies.map { it.played })
                for ((i, p) in review.plies.withIndex()) {
                    assertEquals(p.label == MoveLabel.BEST, p.best == null, "ply ${i + 1}")
                    val next = review.plies.getOrNull(i + 1) ?: continue
                    // The value a ply left is the next ply's value, seen from the other side.
                    when (p.after.kind) {
                        ReviewValueKind.SCORE -> assertEquals(p.after.centi, next.before.centi?.let { -it })
                        ReviewValueKind.WIN -> assertEquals(ReviewValueKind.LOSS, next.before.kind)
                        ReviewValueKind.LOSS -> assertEquals(ReviewValueKind.WIN, next.before.kind)
                        ReviewValueKind.DRAW -> assertEquals(ReviewValueKind.DRAW, next.before.kind)
                    }
                }
                assertEquals(review, session.review(CancelHandle()), "a review is deterministic")
            } finally {
                pool.shutdownNow()
            }
        }
    }
}
