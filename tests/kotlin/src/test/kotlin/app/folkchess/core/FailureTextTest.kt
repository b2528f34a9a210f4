package app.folkchess.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.FailureKind
import app.folkchess.core.model.GameKind

/**
 * `failureText`: what a screen shows for a thrown error — the core's sentence in the player's
 * language, the reason as the details — instead of the exception's `message`, which UniFFI
 * generates as `reason=…`. And a review whose run failed, told to the review screen.
 */
class FailureTextTest {
    companion object {
        @JvmStatic
        @BeforeAll
        fun checkLibrary() = uniffiEnsureInitialized()
    }

    @Test
    fun aThrownErrorIsTheCoresSentenceWithItsReasonAsTheDetails() {
        val e = assertThrows<FolkChessException.InvalidInput> { pointName(GameKind.JINMEN, 40) }
        assertTrue(e.message.startsWith("reason="), "the generated message is not for players: ${e.message}")
        val en = failureText(e, DisplayLanguage.EN)
        assertEquals("That cannot be done now", en.sentence)
        assertEquals("point index 40 is out of range (jinmen has 29 points, 0 to 28)", en.details)
        assertEquals("Details", en.detailsLabel)
        val zh = failureText(e, DisplayLanguage.ZH)
        assertEquals("现在无法这样做", zh.sentence)
        assertEquals("详情", zh.detailsLabel)
        assertEquals("現在無法這樣做", failureText(e, DisplayLanguage.ZH_HANT).sentence)
    }

    @Test
    fun whatTheAppWasDoingChoosesTheSentence() {
        // the saves' folder under a regular file: the store cannot write
        val parent = kotlin.io.path.createTempFile("folkchess-failure").toFile()
        try {
            SaveStore(java.io.File(parent, "saves").absolutePath).use { store ->
                val e = assertThrows<FolkChessException.Storage> {
                    store.writeAutosaveJson(gameJson(passAndPlay(GameKind.WEIMING)), 0)
                }
                val saved = failureText(e, DisplayLanguage.BOTH, FailureKind.SAVE_FAILED)
                assertEquals("对局未能保存 The game could not be saved", saved.sentence)
                assertEquals(e.reason, saved.details)
                assertFalse("reason=" in saved.sentence)
                assertEquals("The phone's storage could not be read or written", failureText(e, DisplayLanguage.EN).sentence)
            }
        } finally {
            parent.delete()
        }
    }

    @Test
    fun aRefusedMoveIsThePlayersSentence() {
        // (the variant as the core throws it for a refused move; the table says a refusal in its view)
        run {
            val e = FolkChessException.IllegalMove(
                reason = "illegal move b1-b2: b2 is occupied",
                textZh = "b2 上已经有棋子。",
                textEn = "The point b2 is occupied.",
            )
            assertEquals("The point b2 is occupied.", failureText(e, DisplayLanguage.EN).sentence)
            assertEquals("b2 上已经有棋子。", failureText(e, DisplayLanguage.ZH).sentence)
            assertEquals("illegal move b1-b2: b2 is occupied", failureText(e, DisplayLanguage.ZH).details)
        }
    }

    @Test
    fun aReviewWhoseRunFailedStopsWaitingAndSaysSo() {
        val screen = ReviewScreen(gameJson(passAndPlay(GameKind.ZHONGKUI)), DisplayLanguage.EN)
        screen.use {
            val started = it.send(ReviewEvent.Start)
            assertEquals("Reviewing the game…", started.view.busy)
            val failed = it.send(ReviewEvent.Failed(FolkChessException.Internal("internal error in the Folk Chess core: out of memory")))
            assertNull(failed.view.busy)
            assertEquals("The review could not be made", failed.view.failure?.sentence)
            assertEquals("internal error in the Folk Chess core: out of memory", failed.view.failure?.details)
            assertTrue(failed.effects.isEmpty())
        }
    }
}
