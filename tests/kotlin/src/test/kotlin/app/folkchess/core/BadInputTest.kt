package app.folkchess.core

import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Assertions.assertTrue
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind

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
        playedTable(passAndPlay(GameKind.JINMEN), 0).use { t ->
            assertFails<FolkChessException.InvalidInput>("now_ms", "-1") { t.view(-1) }
            assertFails<FolkChessException.InvalidInput>("now_ms", "-1") { t.send(TableEvent.Start, -1) }
            // A tap outside the board is a tap on no point: nothing happens, nothing throws.
            t.send(TableEvent.Tap(40), 0)
            t.send(TableEvent.Tap(Int.MIN_VALUE), 0)
            assertTrue(t.view(0).moves.rows.isEmpty(), "nothing was played")
        }
    }

    @Test
    fun badSetupsAndRecords() {
        assertFails<FolkChessException.InvalidInput>("turn time must be 1 to 3600 seconds", "got 0") {
            GameTable(passAndPlay(GameKind.HUISHI, turnSeconds = 0), defaultSettings(), DisplayLanguage.EN)
        }
        val open = { json: String -> GameTable.fromSaveJson(json, defaultSettings(), DisplayLanguage.EN) }
        assertFails<FolkChessException.DamagedSave>("damaged") { open("not json") }
        assertFails<FolkChessException.DamagedSave>("not a Folk Chess save") {
            open("""{"format":"chess","version":1,"game":"jinmen","plies":[]}""")
        }
        assertFails<FolkChessException.DamagedSave>("version 7 is not supported") {
            open("""{"format":"folkchess-save","version":7,"game":"jinmen","plies":[]}""")
        }
        assertFails<FolkChessException.DamagedSave>("not a Folk Chess save") {
            ReviewScreen("""{"format":"chess","version":1,"game":"jinmen","plies":[]}""", DisplayLanguage.EN)
        }
        assertFails<FolkChessException.DamagedSave>("move 2", "b3-b4") {
            open("""{"format":"folkchess-save","version":1,"game":"jinmen","plies":["b2-b3","b3-b4"]}""")
        }
        assertFails<FolkChessException.InvalidInput>("must be a finite number") { nearestPoint(GameKind.JINMEN, 1.0, Double.NaN, 0.5) }
        assertFails<FolkChessException.InvalidInput>("path is empty") { SaveStore("") }
    }
}
