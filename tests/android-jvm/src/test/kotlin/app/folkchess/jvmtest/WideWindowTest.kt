package app.folkchess.jvmtest

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.AppEvent
import app.folkchess.core.TableEvent
import app.folkchess.core.ReviewEvent
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.ScreenView
import app.folkchess.core.model.Side
import app.folkchess.ui.state.AppHolder
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import app.folkchess.core.chromeScale
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Windows wider than tall — a phone turned, a tablet or an unfolded foldable held wide — and a
 * tablet upright: the board stands beside the rest where the core says so (every board on a
 * phone turned; all but Zhong Kui's wide board on a tablet held wide), as tall as the window,
 * the panel beside it holding both players' bars, the moves and the actions without a scroll;
 * and pictures of each.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class WideWindowTest {
    @TempDir
    lateinit var dir: File

    private val density = 2f

    private fun scene(app: AppHolder, widthDp: Int, heightDp: Int, fontScale: Float = 1f) =
        ImageComposeScene((widthDp * density).toInt(), (heightDp * density).toInt(), Density(density, fontScale)) { AppOf(app) }

    /** Phones turned (a 360 dp and a 412 dp phone, less the system bars) and tablets (held wide, upright). */
    private val windows = listOf(640 to 360, 868 to 412, 1280 to 800, 800 to 1280)

    @Test
    fun aWideWindowPutsTheBoardBesideBothPlayersBarsTheMovesAndTheActions() = runTest {
        val measured = mutableListOf<String>()
        for (game in GameKind.entries) {
            val app = testApp(dir, LanguageSetting.EN)
            app.startGame(game, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 30)
            app.playQuickly(1)
            runCurrent()
            for ((w, h) in windows) scene(app, w, h).use { scene ->
                scene.render()
                val what = "$game on $w × $h dp"
                val wide = w > h && !(game == GameKind.ZHONGKUI && w >= 1280)
                assertEquals(wide, scene.has("board-beside"), "$what: the board beside the rest")
                if (!wide) return@use
                val board = scene.tagged("board").boundsInRoot
                val panel = scene.tagged("side-panel").boundsInRoot
                assertTrue(board.right <= panel.left + 0.5f, "$what: the board ${board.right / density} runs into the panel at ${panel.left / density}")
                assertTrue(panel.width / density >= 299f, "$what: the panel is ${panel.width / density} dp wide")
                // a tablet draws its chrome larger (the core's chromeScale), a phone turned never
                if (h < 600) assertEquals(1.0, chromeScale(w.toDouble(), h.toDouble()))
                // as tall as the window (less 8 dp above and below, drawn at a tablet's chrome
                // scale), or as wide as the panel leaves it
                val chrome = chromeScale(w.toDouble(), h.toDouble()).toFloat()
                assertTrue(board.height / density >= h - 16 * chrome - 1 || panel.width / density <= 301f * chrome, "$what: the board is ${board.height / density} dp tall")
                // both bars, the moves and the actions in the panel, on the screen, without a scroll
                for (tag in listOf("player-far", "player-near", "moves", "actions")) {
                    val n = scene.tagged(tag).boundsInRoot
                    assertTrue(n.left >= panel.left - 0.5f && n.right <= panel.right + 0.5f, "$what: $tag is outside the panel")
                    assertTrue(n.bottom <= h * density + 0.5f, "$what: $tag ends below the screen")
                }
                assertTrue(scene.tagged("player-far").boundsInRoot.top < scene.tagged("player-near").boundsInRoot.top, "$what: the far bar above the near one")
                val scrolls = scene.nodes().mapNotNull { it.config.getOrNull(SemanticsProperties.VerticalScrollAxisRange)?.maxValue() }.maxOrNull() ?: 0f
                assertFalse(scrolls > 0f, "$what: the panel scrolls by ${scrolls / density} dp")
                // the points keep a finger's target apart on a 412 dp phone turned and on tablets
                if (h >= 412) {
                    val centres = scene.nodes().filter { (it.config.getOrNull(SemanticsProperties.TestTag) ?: "").startsWith("point-") }.map { it.boundsInRoot.center }
                    var least = Float.MAX_VALUE
                    for (i in centres.indices) for (j in i + 1 until centres.size) least = minOf(least, (centres[i] - centres[j]).getDistance() / density)
                    measured += "$game $w×$h: board ${"%.0f".format(board.width / density)}×${"%.0f".format(board.height / density)} dp, points ${"%.1f".format(least)} dp apart"
                    assertTrue(least >= 47.5f, "$what: points ${"%.1f".format(least)} dp apart")
                }
            }
            app.close()
            File(dir, "saves").deleteRecursively()
        }
        println("wide windows: " + measured.joinToString("; "))
    }

    @Test
    fun atTwiceTheTextOnAPhoneTurnedThePanelScrollsAndTheBoardStays() = runTest {
        val app = testApp(dir, LanguageSetting.BOTH)
        app.startGame(GameKind.JINMEN, turnSeconds = 30)
        app.playQuickly(2)
        scene(app, 640, 360, fontScale = 2f).use { scene ->
            scene.render()
            assertTrue(scene.has("board-beside"))
            val board = scene.tagged("board").boundsInRoot
            assertTrue(board.top >= 0f && board.bottom <= 360 * density + 0.5f, "the board stays on the screen")
            assertTrue(board.height / density >= 340f, "the board is ${board.height / density} dp tall")
        }
        app.close()
    }

    /** Between two players the moves are at both edges, the far copy turned like the far bar and silent. */
    @Test
    fun betweenTwoPlayersTheMovesAreAtBothEdges() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.startGame(GameKind.WEIMING)
        app.playQuickly(1)
        for ((w, h) in listOf(392 to 840, 868 to 412)) scene(app, w, h).use { scene ->
            scene.render()
            val far = scene.tagged("far-moves").boundsInRoot
            val farBar = scene.tagged("player-far-rotated").boundsInRoot
            val board = scene.tagged("board").boundsInRoot
            assertTrue(far.bottom <= farBar.top + 0.5f, "$w × $h: the far moves beyond the far bar")
            if (w < h) assertTrue(far.bottom <= board.top, "$w × $h: the far moves above the board")
            // (the far copy's own nodes are under a cleared node: a screen reader never meets them)
            val near = scene.nodes().filter { it.config.getOrNull(SemanticsProperties.TestTag) == "moves" }.maxBy { it.boundsInRoot.top }
            assertTrue(near.boundsInRoot.top > board.top, "$w × $h: the near moves")
        }
        app.tableEvent(TableEvent.Resign)
        app.tableEvent(TableEvent.Answer(true))
        scene(app, 392, 840).use { scene ->
            scene.render()
            assertFalse(scene.has("far-moves"), "the result sheet: no far moves")
        }
        app.close()
    }

    /**
     * A review in a window wider than tall: its board at the leading side, as tall as the
     * window allows, beside the chart, the move's sentence with its buttons and the move list
     * (on a phone turned a slim chart, never dropped); held upright on a tablet, a
     * centred column of a reading width.
     */
    @Test
    fun aWideWindowPutsTheReviewsBoardBesideItsMoves() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 30)
        app.playQuickly(1); runCurrent(); app.playQuickly(1); runCurrent()
        app.tableEvent(TableEvent.Resign); app.tableEvent(TableEvent.Answer(true)); runCurrent()
        app.openReviewOfGame(); runCurrent()
        app.review(ReviewEvent.Select(1))
        for ((w, h) in listOf(868 to 412, 640 to 360, 1280 to 800)) scene(app, w, h).use { scene ->
            scene.render()
            val board = scene.tagged("review-board").boundsInRoot
            val list = scene.tagged("review-list").boundsInRoot
            // (on a phone turned, shorter than 480 dp, the chart is slim)
            val short = h < 480
            for (tag in listOf("review-chart", "ply-comment", "previous-ply", "next-ply", "review-list")) {
                val n = scene.tagged(tag).boundsInRoot
                assertTrue(n.left >= board.right - 0.5f, "$w × $h: $tag beside the board, not under it")
                assertTrue(n.bottom <= h * density + 0.5f, "$w × $h: $tag on the screen")
            }
            // (on a phone turned, slim: above the move's sentence, beside the board)
            val chart = scene.tagged("review-chart").boundsInRoot
            assertTrue(chart.height / density >= (if (short) 31.5f else 55.5f), "$w × $h: the chart is whole (${chart.height / density} dp)")
            assertTrue(chart.bottom <= scene.tagged("ply-comment").boundsInRoot.top + 0.5f, "$w × $h: the chart above the move's sentence")
            // the move's buttons stand whole (a finger's target tall), not cut by the top's
            // scrolling edge (their bounds are clipped by it)
            for (tag in listOf("previous-ply", "next-ply")) {
                val tall = scene.tagged(tag).boundsInRoot.height / density
                assertTrue(tall >= 44f, "$w × $h: $tag is cut to $tall dp")
            }
            assertTrue(list.height / density >= 100f, "$w × $h: the move list has ${list.height / density} dp")
            // the board takes the window's height (less the header), not a column's share of it
            assertTrue(board.height / density >= (h - 120) * 0.9f, "$w × $h: the board is ${board.height / density} dp tall")
        }
        scene(app, 800, 1280).use { scene ->
            scene.render()
            val board = scene.tagged("review-board").boundsInRoot
            val list = scene.tagged("review-list").boundsInRoot
            // one column: the board, then the chart, the sentence and the moves
            for (tag in listOf("review-chart", "ply-comment", "ply-0")) {
                assertTrue(scene.tagged(tag).boundsInRoot.top >= board.bottom, "upright: $tag under the board")
            }
            // a reading width, at the tablet's chrome scale (the core's chromeScale: 1.25 here)
            val chrome = chromeScale(800.0, 1280.0).toFloat()
            assertEquals(1.25f, chrome)
            assertTrue(list.width / density <= 640.5f * chrome, "upright: the column keeps a reading width (${list.width / density} dp)")
        }
        app.close()
    }

    private fun TestScope.pictures(lang: LanguageSetting, tag: String, dark: Boolean) {
        val d = File(dir, tag).apply { mkdirs() }
        val app = testApp(d, lang)
        fun shot(name: String, w: Int, h: Int, fontScale: Float = 1f) {
            val f = Shots.render(name, dark, widthDp = w, heightDp = h, fontScale = fontScale) { AppOf(app, systemDark = dark) }
            assertTrue(f.length() > 10_000, "$name is not empty")
        }
        app.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 30)
        app.playQuickly(1); runCurrent(); app.playQuickly(1); runCurrent()
        shot("game-landscape-$tag", 868, 412)
        shot("game-landscape-small-$tag", 640, 360)
        shot("game-landscape-font-2x-$tag", 868, 412, fontScale = 2f)
        shot("game-tablet-landscape-$tag", 1280, 800)
        shot("game-tablet-portrait-$tag", 800, 1280)
        app.tableEvent(TableEvent.Resign); app.tableEvent(TableEvent.Answer(true)); runCurrent()
        shot("game-result-landscape-$tag", 868, 412)
        app.openReviewOfGame(); runCurrent()
        app.review(ReviewEvent.Select(1))
        shot("review-landscape-$tag", 868, 412)
        shot("review-tablet-$tag", 1280, 800)
        shot("review-landscape-small-$tag", 640, 360)
        shot("review-tablet-portrait-$tag", 800, 1280)
        app.back()
        app.back()
        // the screens of lists and text: a column of a reading width, centred
        shot("home-landscape-$tag", 868, 412)
        shot("home-tablet-$tag", 1280, 800)
        app.send(AppEvent.OpenRules(GameKind.JINMEN))
        shot("rules-tablet-$tag", 1280, 800)
        app.back()
        app.startGame(GameKind.HUISHI)
        app.playQuickly(3)
        shot("game-pass-and-play-landscape-$tag", 868, 412)
        shot("game-pass-and-play-tablet-$tag", 1280, 800)
        app.tableEvent(TableEvent.Resign); app.tableEvent(TableEvent.Answer(true)); runCurrent()
        app.back()
        app.openPuzzles(); runCurrent()
        app.openPuzzleList(GameKind.WEIMING, PuzzleDifficulty.EASY); runCurrent()
        val first = ((app.screen as ScreenView.PuzzleList).view ?: error("not read")).rows.first().id
        app.send(AppEvent.OpenPuzzle(first)); runCurrent()
        shot("puzzle-landscape-$tag", 868, 412)
        app.close()
        runCurrent()
    }

    @Test
    fun widePictures() = runTest {
        pictures(LanguageSetting.ZH, "zh", dark = false)
        pictures(LanguageSetting.EN, "en-dark", dark = true)
    }
}
