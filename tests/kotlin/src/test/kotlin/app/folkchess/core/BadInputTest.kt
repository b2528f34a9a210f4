package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.Level
import app.folkchess.core.model.Side

/** Bad input raises a typed exception whose message names the problem. */
class BadInputTest {
    companion object {
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()
    }

    @Test
    fun unknownPointsAndIndices() {
        assertFails<FolkChessException.InvalidInput>("unknown point `z9` on the jinmen board") { pointIndex(GameKind.JINMEN, "z9") }
        assertFails<FolkChessException.InvalidInput>("point index 40 is out of range (jinmen has 29 points") { pointName(GameKind.JINMEN, 40) }
        assertFails<FolkChessException.InvalidInput>("point index -1 is out of range") { pointName(GameKind.HUISHI, -1) }
        assertFails<FolkChessException.InvalidInput>("unknown game `go`") { gameFromId("go") }
        GameSession.withSeed(passAndPlay(GameKind.JINMEN), 1L).use { s ->
            assertFails<FolkChessException.InvalidInput>("point index 40 is out of range (jinmen has 29 points") { s.play(0, 40, 0) }
            assertFails<FolkChessException.InvalidInput>("out of range") { s.legalTargets(Int.MIN_VALUE) }
            assertFails<FolkChessException.InvalidInput>("unknown point `z9` on the jinmen board") { s.playNotation("z9-a1", 0) }
            assertFails<FolkChessException.InvalidInput>("is not a move") { s.playNotation("hello", 0) }
            assertFails<FolkChessException.InvalidInput>("now_ms", "-1") { s.snapshot(-1) }
            assertFails<FolkChessException.IllegalMove>("illegal move b1-b2", "b2 is occupied") { s.playNotation("b1-b2", 0) }
            // The player's sentence in both languages, from the core's messages (as whyIllegal says it).
            val illegal = assertThrows<FolkChessException.IllegalMove> { s.playNotation("b1-b2", 0) }
            assertEquals("The point b2 is occupied.", illegal.textEn)
            assertEquals("b2 上已经有棋子。", illegal.textZh)
            val b1 = pointIndex(GameKind.JINMEN, "b1")
            val b2 = pointIndex(GameKind.JINMEN, "b2")
            assertEquals(MoveProblem(textZh = illegal.textZh, textEn = illegal.textEn), s.whyIllegal(b1, b2))
            assertFails<FolkChessException.IllegalMove>("belongs to the other side") { s.playNotation("a7-a5", 0) }
            assertFails<FolkChessException.IllegalMove>("cannot reach") { s.playNotation("a1-e5", 0) }
            assertFails<FolkChessException.NothingToUndo>("no move to undo") { s.undo(0) }
            assertFails<FolkChessException.NothingToRedo>("no move to redo") { s.redo(0) }
            assertFails<FolkChessException.NotVsComputer>("pass-and-play") { s.computerMove(CancelHandle(), 0) }
            assertFails<FolkChessException.NotVsComputer>("pass-and-play") { s.setLevel(Level.EASY) }
            assertEquals(0, s.snapshot(0).plyNumber, "nothing was played")
        }
        GameSession.withSeed(vsComputer(GameKind.WEIMING, Side.SECOND), 1L).use { s ->
            assertFails<FolkChessException.NotYourTurn>("computer's turn") { s.playNotation("tl-x", 0) }
        }
    }

    @Test
    fun badSetupsAndRecords() {
        assertFails<FolkChessException.InvalidInput>("turn time must be 1 to 3600 seconds", "got 0") {
            GameSession(passAndPlay(GameKind.HUISHI, turnSeconds = 0))
        }
        assertFails<FolkChessException.DamagedSave>("damaged") { GameSession.fromSaveJson("not json") }
        assertFails<FolkChessException.DamagedSave>("not a Folk Chess save") {
            GameSession.fromSaveJson("""{"format":"chess","version":1,"game":"jinmen","plies":[]}""")
        }
        assertFails<FolkChessException.DamagedSave>("version 7 is not supported") {
            GameSession.fromSaveJson("""{"format":"folkchess-save","version":7,"game":"jinmen","plies":[]}""")
        }
        assertFails<FolkChessException.DamagedSave>("move 2", "b3-b4") {
            GameSession.fromSaveJson("""{"format":"folkchess-save","version":1,"game":"jinmen","plies":["b2-b3","b3-b4"]}""")
        }
        assertFails<FolkChessException.InvalidInput>("must be a finite number") { nearestPoint(GameKind.JINMEN, 1.0, Double.NaN, 0.5) }
        assertFails<FolkChessException.InvalidInput>("path is empty") { SaveStore("") }
    }
}
