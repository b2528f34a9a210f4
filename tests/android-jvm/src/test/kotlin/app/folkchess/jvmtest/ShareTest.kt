package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.text.font.createFontFamilyResolver
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.BoardView
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.PointMark
import app.folkchess.core.TableEvent
import app.folkchess.core.appTexts
import app.folkchess.core.shareText
import app.folkchess.ui.compose.FolkChessApp
import app.folkchess.ui.compose.boardPicture
import app.folkchess.ui.state.Screen
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Sharing a game from the result sheet and from the review (the core's text, and the board as a
 * picture drawn by the app's own board code), and the pictures themselves, written as PNG next
 * to the screenshots (share-board-*.png) to be looked at.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ShareTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun theResultSheetSharesTheCoresTextWithTheFinalBoard() = runTest {
        val app = testApp(dir)
        val c = playZhongkui(app)
        runCurrent()
        assertTrue(c.view.value.isOver)
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            assertEquals(appTexts(DisplayLanguage.EN).share, scene.text("result-share"))
            scene.click("result-share")
        }
        val request = app.shareRequest.value ?: error("nothing to share")
        val json = c.exportRecord() ?: error("no record")
        assertEquals(shareText(json, DisplayLanguage.EN, 1_767_225_600_000L, 0), request.text)
        assertEquals(c.view.value.board, request.board)
        app.shareHandled()
        assertNull(app.shareRequest.value)
        picture("share-board-zhongkui-over", request.board!!)
        app.close()
    }

    @Test
    fun theReviewSharesTheGameWithThePositionLookedAt() = runTest {
        val app = testApp(dir, LanguageSetting.ZH)
        val c = playZhongkui(app)
        runCurrent()
        val json = c.exportRecord() ?: error("no record")
        app.openReviewOfGame()
        runCurrent()
        assertEquals(Screen.Review, app.screen)
        val review = app.review.value ?: error("no review")
        ImageComposeScene(784, 1680, Density(2f)) { FolkChessApp(app, false) }.use { scene ->
            scene.render()
            assertEquals(appTexts(DisplayLanguage.ZH).share, scene.text("review-share"))
            scene.click("review-share")
        }
        val request = app.shareRequest.value ?: error("nothing to share")
        assertEquals(shareText(json, DisplayLanguage.ZH, 1_767_225_600_000L, 0), request.text)
        assertEquals(review.view.value.board, request.board)
        // the review opens on the deciding ply: the played move's trail and the best move's arrow
        assertNotNull(request.board?.hint)
        picture("share-board-zhongkui-review", request.board!!)
        app.close()

        // a game pasted in and reviewed shares as the same text
        val again = testApp(File(dir, "again").apply { mkdirs() }, LanguageSetting.ZH)
        again.importGame(request.text)
        runCurrent()
        assertEquals(Screen.Review, again.screen)
        again.shareReview()
        assertEquals(request.text, again.shareRequest.value?.text)
        again.close()
    }

    @Test
    fun picturesOfTheLargeBoardsLeaveThePlayingMarksOut() = runTest {
        val app = testApp(dir, LanguageSetting.ZH)
        val c = app.startGame(GameKind.HUISHI)
        c.playQuickly(6)
        c.send(TableEvent.Tap(c.view.value.board.points.first { it.mark == PointMark.MOVABLE }.index))
        assertTrue(c.view.value.board.points.any { it.mark == PointMark.TARGET })
        picture("share-board-huishi", c.view.value.board)
        app.close()
        val j = testApp(File(dir, "j").apply { mkdirs() })
        val g = j.startGame(GameKind.JINMEN)
        g.playQuickly(10)
        picture("share-board-jinmen", g.view.value.board)
        j.close()
    }

    /** The board as the share sheet gets it, 1080 px wide, written as PNG (and read back). */
    private fun picture(name: String, board: BoardView) {
        val image: ImageBitmap = boardPicture(board, 1080, Density(2.625f), createFontFamilyResolver())
        assertEquals(1080, image.width)
        assertTrue(image.height in 300..3000, "${image.height} px high")
        val png = Image.makeFromBitmap(image.asSkiaBitmap()).encodeToData(EncodedImageFormat.PNG) ?: error("no PNG")
        val file = File(Shots.dir, "$name.png").apply { writeBytes(png.bytes) }
        assertTrue(file.length() > 10_000, "$name is drawn")
        // more than the board's colour: lines, pieces
        val pixels = image.asSkiaBitmap().let { b -> (0 until 1600).map { i -> b.getColor(b.width * (i % 40) / 40, b.height * (i / 40) / 40) }.toSet() }
        assertTrue(pixels.size > 3, "$name has more than its background")
    }
}
