package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.text.font.createFontFamilyResolver
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.AppEvent
import app.folkchess.core.ReviewEvent
import app.folkchess.core.model.BoardView
import app.folkchess.core.ScreenView
import app.folkchess.core.TableEvent
import app.folkchess.core.model.DisplayLanguage
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.PointMark
import app.folkchess.core.model.ShareWhat
import app.folkchess.ui.compose.boardPicture
import app.folkchess.ui.compose.sharePicture
import app.folkchess.ui.state.ShareRequest
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Sharing a game from the result sheet, the review and the saved games through the app holder
 * (the core's Share effect: its title, its text, the board it chose), and the pictures the
 * share sheet gets, drawn by the app's own board code and written as PNG next to the
 * screenshots (share-board-*.png) to be looked at.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class ShareTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun theResultSheetSharesTheCoresTextWithTheFinalBoard() = runTest {
        val shared = mutableListOf<ShareRequest>()
        val app = testApp(dir, share = { shared += it })
        playZhongkui(app)
        runCurrent()
        assertTrue(app.table.isOver)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(app.view.value.texts.share, scene.text("result-share"))
            scene.click("result-share")
        }
        runCurrent()
        val request = shared.single()
        assertTrue(request.text.isNotBlank())
        assertEquals(app.table.board.points.map { it.piece }, request.board.points.map { it.piece }, "the board it ended on")
        picture("share-board-zhongkui-over", request.board)
        app.close()
    }

    @Test
    fun theReviewSharesTheGameWithThePositionLookedAtAndAnImportReadsItBack() = runTest {
        val shared = mutableListOf<ShareRequest>()
        val app = testApp(dir, LanguageSetting.ZH, share = { shared += it })
        playZhongkui(app)
        app.openReviewOfGame()
        runCurrent()
        // the deciding ply's best move, shown on the position before it
        app.send(AppEvent.Review(ReviewEvent.ShowBest(true)))
        val review = (app.screen as ScreenView.Review).view
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(app.view.value.texts.share, scene.text("review-share"))
            scene.click("review-share")
        }
        runCurrent()
        val request = shared.single()
        assertEquals(review.board.points.map { it.piece }, request.board.points.map { it.piece })
        // the review opens on the deciding ply: the best move's arrow
        assertNotNull(request.board.hint)
        picture("share-board-zhongkui-review", request.board)
        // the picture the sheet sends: the title over the board, the result under it
        val sent = sharePicture(request, 1080, Density(2.625f), createFontFamilyResolver())
        val boardOnly = boardPicture(request.board, 1080, Density(2.625f), createFontFamilyResolver())
        assertTrue(sent.height > boardOnly.height + 100, "${sent.height} px against the board's ${boardOnly.height}")
        assertTrue(request.result.isNotBlank())
        File(Shots.dir, "share-picture-zhongkui.png").writeBytes(
            Image.makeFromBitmap(sent.asSkiaBitmap()).encodeToData(EncodedImageFormat.PNG)!!.bytes,
        )
        app.close()

        // a game pasted in and reviewed shares as the same text
        val shared2 = mutableListOf<ShareRequest>()
        val again = testApp(File(dir, "again").apply { mkdirs() }, LanguageSetting.ZH, share = { shared2 += it })
        again.send(AppEvent.OpenImport)
        again.send(AppEvent.ImportText(request.text))
        again.send(AppEvent.ImportOpen)
        runCurrent()
        assertTrue(again.screen is ScreenView.Review, "${again.screen::class.simpleName}")
        again.send(AppEvent.Share(ShareWhat.ReviewedGame))
        runCurrent()
        assertEquals(request.text, shared2.single().text)
        again.close()
    }

    @Test
    fun aSavedGameIsSharedFromItsRow() = runTest {
        val shared = mutableListOf<ShareRequest>()
        val app = testApp(dir, share = { shared += it })
        app.startGame(GameKind.WEIMING).playQuickly(2)
        app.saveAndLeave()
        runCurrent()
        app.openSavedGames()
        runCurrent()
        val row = app.saveRows().single()
        app.send(AppEvent.Share(ShareWhat.Save(row.id)))
        runCurrent()
        val request = shared.single()
        assertTrue(request.text.isNotBlank())
        assertEquals(GameKind.WEIMING, request.board.game)
        app.close()
    }

    @Test
    fun picturesOfTheLargeBoardsLeaveThePlayingMarksOut() = runTest {
        val app = testApp(dir, LanguageSetting.ZH)
        app.startGame(GameKind.HUISHI)
        app.playQuickly(6)
        app.tableEvent(TableEvent.Tap(app.table.board.points.first { it.mark == PointMark.MOVABLE }.index))
        assertTrue(app.table.board.points.any { it.mark == PointMark.TARGET })
        picture("share-board-huishi", app.table.board)
        app.close()
        val j = testApp(File(dir, "j").apply { mkdirs() })
        j.startGame(GameKind.JINMEN)
        j.playQuickly(10)
        picture("share-board-jinmen", j.table.board)
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
