package app.folkchess.jvmtest

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.Level
import app.folkchess.core.model.Side
import app.folkchess.core.boardMinSize
import app.folkchess.core.model.ChoiceKey
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.PuzzleDifficulty
import app.folkchess.core.ReviewEvent
import app.folkchess.core.TableEvent
import app.folkchess.ui.state.AppHolder
import app.folkchess.core.AppEvent
import app.folkchess.core.ScreenView
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** The screens laid out on phones: nothing cut off that should be read, no scroll where none is needed. */
@OptIn(ExperimentalCoroutinesApi::class)
class LayoutTest {
    @TempDir
    lateinit var dir: File

    private val density = 2f

    /** A status bar and a gesture bar (the app draws edge to edge inside the safe area). */
    private val systemBarsDp = 48

    private fun scene(app: AppHolder, widthDp: Int = 392, heightDp: Int = 840, fontScale: Float = 1f) =
        ImageComposeScene((widthDp * density).toInt(), (heightDp * density).toInt(), Density(density, fontScale)) { AppOf(app) }

    private fun SemanticsNode.textLayout(): TextLayoutResult? {
        val layouts = mutableListOf<TextLayoutResult>()
        config.getOrNull(SemanticsActions.GetTextLayoutResult)?.action?.invoke(layouts)
        return layouts.singleOrNull()
    }

    private fun SemanticsNode.text(): String = config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text }.orEmpty()

    /** Asserts that the header's title shows every line of its text in full. */
    private fun ImageComposeScene.assertTitleInFull(what: String) {
        val title = tagged("title")
        val layout = title.textLayout() ?: error("no text layout")
        val ellipsised = (0 until layout.lineCount).filter { layout.isLineEllipsized(it) }
        assertTrue(ellipsised.isEmpty() && !layout.didOverflowHeight && !layout.didOverflowWidth, "$what: title \"${title.text()}\" is cut ($ellipsised)")
    }

    private fun Char.isLatinLetter(): Boolean = this in 'a'..'z' || this in 'A'..'Z'

    private fun SemanticsNode.inHorizontalScroll(): Boolean {
        var p = parent
        while (p != null) {
            if (p.config.getOrNull(SemanticsProperties.HorizontalScrollAxisRange) != null) return true
            p = p.parent
        }
        return false
    }

    /**
     * Asserts that every text on screen is shown in full: no line cut short, and its box within
     * the screen's width (texts in a horizontal scroller, such as the level chips, may run on).
     */
    private fun ImageComposeScene.assertNoTextCut(what: String, widthDp: Int) {
        val width = widthDp * density
        for (node in nodes()) {
            val text = node.text()
            if (text.isEmpty() || node.inHorizontalScroll()) continue
            val layout = node.textLayout() ?: continue
            // a save's title keeps to one line and ends in an ellipsis when too long (the whole
            // title is still read out): by design, not cut
            val tag = node.config.getOrNull(SemanticsProperties.TestTag).orEmpty()
            if (tag.startsWith("save-title-") || tag == "continue-title") {
                assertTrue(layout.lineCount == 1, "$what: the title \"$text\" keeps to one line")
                continue
            }
            // (each line's width, not didOverflowWidth: a text laid out a fraction of a pixel
            // wider than its box, as Skia does with mixed CJK and Latin, is not cut)
            val cut = (0 until layout.lineCount).any {
                layout.isLineEllipsized(it) || layout.getLineRight(it) - layout.getLineLeft(it) > layout.size.width + 1f
            } || layout.didOverflowHeight
            assertFalse(cut, "$what: \"$text\" is cut (${layout.lineCount} lines, ellipsised ${(0 until layout.lineCount).filter { layout.isLineEllipsized(it) }}, " +
                "lines ${(0 until layout.lineCount).map { layout.getLineLeft(it) to layout.getLineRight(it) }}, overflow width ${layout.didOverflowWidth} height ${layout.didOverflowHeight}, text ${layout.size} in ${node.size}, " +
                "last line ends at ${layout.getLineEnd(layout.lineCount - 1)} of ${text.length})")
            // no Latin word broken across two lines ("Rematc" / "h"): a line that ends in a letter
            // followed by a letter is a word cut in two (Chinese may break anywhere). (Not for a
            // text with inline chips, the rules' point names: on the desktop's Skia a chip counts
            // as one character in the line offsets, so they no longer match the text.)
            val broken = if (layout.layoutInput.placeholders.isNotEmpty()) null else (0 until layout.lineCount - 1).firstOrNull {
                val end = layout.getLineEnd(it)
                end in 1 until text.length && text[end - 1].isLatinLetter() && text[end].isLatinLetter()
            }
            assertTrue(broken == null, "$what: \"$text\" breaks a word at line ${broken?.plus(1)}")
            // the box's two corners on screen (a turned banner's too), unclipped
            val coords = node.layoutInfo.coordinates
            val a = coords.localToRoot(androidx.compose.ui.geometry.Offset.Zero)
            val b = coords.localToRoot(androidx.compose.ui.geometry.Offset(node.size.width.toFloat(), node.size.height.toFloat()))
            val left = minOf(a.x, b.x)
            val right = maxOf(a.x, b.x)
            assertTrue(left >= -1f && right <= width + 1f, "$what: \"$text\" runs from ${left / density} to ${right / density} dp, past the $widthDp dp screen")
        }
    }

    @Test
    fun gameAndNewGameTitlesAreNotCutInBothLanguages() = runTest {
        val app = testApp(dir, LanguageSetting.BOTH)
        for (g in GameKind.entries) {
            app.openNewGame(g)
            scene(app).use { scene ->
                scene.render()
                scene.assertTitleInFull("new game $g")
            }
            app.back()
            val c = app.startGame(g)
            scene(app).use { scene ->
                scene.render()
                scene.assertTitleInFull("game $g")
                assertTrue(scene.tagged("title").text() == c.table.title)
            }
            app.back()
            runCurrent()
        }
        app.close()
    }

    @Test
    fun reviewTitlesAreNotCutAndTheMoveListKeepsRoomUnderTheBoardInBothLanguages() = runTest {
        val app = testApp(dir, LanguageSetting.BOTH)
        for (g in GameKind.entries) {
            val c = app.startGame(g)
            c.playQuickly(2)
            c.resign() // (a finished game is reviewed)
            app.openReviewOfGame()
            runCurrent()
            app.review(ReviewEvent.Select(2)) // the core's sentence on ply 2 in both languages
            scene(app).use { scene ->
                scene.render()
                scene.assertTitleInFull("review $g")
            }
            // in the window a phone's bars leave
            scene(app, 392, 840 - systemBarsDp).use { scene ->
                scene.render()
                scene.assertListRowsInView("$g in both languages", 2)
            }
            app.back()
            app.back()
            runCurrent()
        }
        app.close()
    }

    /** Asserts that at least [least] rows of the review's move list (the start's and the plies') are whole in its view. */
    private fun ImageComposeScene.assertListRowsInView(what: String, least: Int) {
        val list = tagged("review-list").boundsInRoot
        val rows = nodes().count { n ->
            val r = n.boundsInRoot
            Regex("ply-\\d+").matches(n.config.getOrNull(SemanticsProperties.TestTag).orEmpty()) &&
                r.top >= list.top - 0.5f && r.bottom <= list.bottom + 0.5f && r.height >= 43.5f * density
        }
        assertTrue(rows >= least, "$what: $rows rows of the list in view (${list.height / density} dp), not $least")
    }

    /** The drawn board of the review (its backing), not the row across the column that holds it. */
    private fun ImageComposeScene.reviewBoardDrawn() =
        tagged("review-board").children.first { it.config.getOrNull(SemanticsProperties.ContentDescription) != null }.boundsInRoot

    /**
     * Scrolls the review's column (a lazy list: what is off screen is not composed) until the
     * node tagged [tag] stands whole in view, and returns it; fails if it never does — a text
     * in a pane of a fixed height, clipped, would not. From the top of the column.
     */
    private fun ImageComposeScene.wholeInView(tag: String, what: String): SemanticsNode {
        scrollReview(-100_000f)
        repeat(80) {
            if (has(tag)) {
                val n = tagged(tag)
                val r = n.boundsInRoot
                val screen = tagged("review-list").boundsInRoot
                if (r.height >= n.size.height - 1f && r.top >= screen.top - 0.5f && r.bottom <= screen.bottom + 0.5f) return n
            }
            scrollReview(60f * density)
        }
        error("$what: $tag is never whole in view")
    }

    /** A frame's time: a scroll asked by a semantics action runs in the frames after it. */
    private var frameNanos = 0L

    /** Scrolls the review's column by [by] px (as a screen reader's scroll does), and lets it run. */
    private fun ImageComposeScene.scrollReview(by: Float) {
        tagged("review-list").config[SemanticsActions.ScrollBy].action?.invoke(0f, by)
        repeat(3) { frameNanos += 1_000_000_000L; render(frameNanos) }
    }

    /** Asserts that the text of [node] is laid out whole: no line ellipsised, nothing past its box. */
    private fun assertWholeText(node: SemanticsNode, what: String) {
        val layout = node.textLayout() ?: error("$what: no text layout")
        val cut = (0 until layout.lineCount).any { layout.isLineEllipsized(it) } || layout.didOverflowHeight ||
            node.size.height < layout.size.height - 1
        assertFalse(cut, "$what: \"${node.text()}\" is cut (${layout.lineCount} lines, ${layout.size} in ${node.size})")
    }

    /**
     * A review held upright, as lichess's analysis board: ONE scrolling column — the board, the
     * chart strip, the move's sentence with its buttons and "show the best move", the move list.
     * A wide board (Zhong Kui) across the column on a 392 × 850 dp phone; on a 360 × 640 dp phone
     * Jinmen's tall board at least 60 % of the width at the usual text size (it was 42 %), and at
     * 1.3× and 2× text nothing dropped or clipped: the chart there, the sentence and the
     * best-move button whole, the buttons a finger's target, every row's move on one line, no
     * text cut. Pictures go to target/screenshots/layout/ for a look.
     */
    @Test
    fun anUprightReviewIsOneScrollingColumnWithAWideBoardAndNothingClippedAtLargeText() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        playZhongkui(app)
        app.openReviewOfGame()
        runCurrent()
        scene(app, 392, 850).use { scene ->
            scene.render()
            val board = scene.reviewBoardDrawn()
            assertTrue(board.width >= 0.9f * 392 * density, "Zhong Kui: the board is ${board.width / density} dp of 392 dp wide")
        }
        app.back()
        app.back()
        runCurrent()
        val c = app.startGame(GameKind.JINMEN)
        c.playQuickly(20)
        c.resign()
        app.openReviewOfGame()
        runCurrent()
        val view = { (app.screen as ScreenView.Review).view }
        val plies = view().rows.size
        for (ply in listOf(0, 1, plies / 2, plies)) {
            app.review(ReviewEvent.Select(ply))
            for (fontScale in listOf(1f, 1.3f, 2f)) scene(app, 360, 640, fontScale).use { scene ->
                val png = scene.render().encodeToData(org.jetbrains.skia.EncodedImageFormat.PNG)
                if (png != null && ply == 1) File(Shots.dir.parentFile, "layout").apply { mkdirs() }
                    .resolve("review-jinmen-360x640-${fontScale}x.png").writeBytes(png.bytes)
                val what = "Jinmen, ply $ply at ${fontScale}x on 360 × 640 dp"
                val board = scene.reviewBoardDrawn()
                assertTrue(board.height <= 0.55f * 640 * density, "$what: the board is ${board.height / density} dp tall")
                if (fontScale == 1f) assertTrue(board.width >= 0.6f * 360 * density, "$what: the board is ${board.width / density} dp of 360 dp wide")
                scene.assertNoTextCut(what, 360)
                // the chart strip under the board, whole, at every text size
                val chart = scene.wholeInView("review-chart", what).boundsInRoot
                assertTrue(chart.height / density >= 55.5f, "$what: the chart is ${chart.height / density} dp tall")
                for (tag in listOf("previous-ply", "next-ply")) {
                    val b = scene.wholeInView(tag, what).boundsInRoot
                    assertTrue(b.height / density >= 47.5f, "$what: $tag cut to ${b.height / density} dp")
                }
                // the move's sentence and the best-move button whole, not clipped by a pane
                assertWholeText(scene.wholeInView("ply-comment", what), "$what, the move's sentence")
                if (view().showBest != null) {
                    val button = scene.wholeInView("show-best", what)
                    assertEquals(view().showBest?.label, scene.text("show-best"))
                    val label = scene.nodes().first { it.text() == view().showBest?.label && it.boundsInRoot.top >= button.boundsInRoot.top - 0.5f }
                    assertWholeText(label, "$what, the best-move button")
                }
                scene.assertNoTextCut("$what, scrolled", 360)
                // every row's move on one line, never broken inside its name: the column swept
                // from the top, each row looked at where it stands whole
                val seen = mutableSetOf<UInt>()
                scene.scrollReview(-100_000f)
                repeat(40) {
                    val screen = scene.tagged("review-list").boundsInRoot
                    for (row in view().rows) {
                        if (row.number in seen || !scene.has("ply-move-${row.number}")) continue
                        val move = scene.tagged("ply-move-${row.number}")
                        val r = move.boundsInRoot
                        if (r.height < move.size.height - 1f || r.top < screen.top - 0.5f || r.bottom > screen.bottom + 0.5f) continue
                        seen += row.number
                        val layout = move.textLayout() ?: error("no text layout")
                        assertTrue(layout.lineCount == 1 && !layout.isLineEllipsized(0), "$what: row ${row.number}'s move \"${move.text()}\" takes ${layout.lineCount} lines (ellipsised ${layout.isLineEllipsized(0)})")
                        if (fontScale >= 1.3f) assertEquals(row.mark, scene.text("ply-label-${row.number}"), "$what: row ${row.number}'s label by its mark alone")
                        // the label's name still read out (the row's sentence names it)
                        val spoken = scene.description("ply-${row.number}")
                        assertTrue(spoken.contains(row.labelName), "$what: row ${row.number} reads \"$spoken\", not its label ${row.labelName}")
                    }
                    scene.scrollReview(200f * density)
                }
                assertEquals(view().rows.map { it.number }.toSet(), seen, "$what: every row looked at")
            }
        }
        app.close()
    }

    /**
     * Home on a 360 × 640 dp and a 392 × 840 dp phone at 1× text, in Chinese, English and both:
     * every place — saved games, settings, puzzles, practice, statistics, import — and the one
     * primary action (continue when a game waits, else the first game's card) on the first
     * screen without scrolling, nothing cut; the games follow as a two-by-two grid of tiles,
     * and with no game waiting, all four tiles — their "new game", "learn" and "rules" — are on
     * the first screen too, on both phones (both languages at once, whose labels take two lines,
     * on the small phone: the second row's "new game" too, its "learn" and "rules" just below).
     */
    @Test
    fun aSettingWhoseChipsDoNotFitIsOneRowThatOpensItsOptionsAsAMenu() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.openSettings()
        runCurrent()
        fun language() = (app.screen as ScreenView.Settings).view.sections.flatMap { it.choices }.first { it.key == ChoiceKey.LANGUAGE }
        scene(app, 360, 640).use { scene ->
            scene.render()
            // six languages do not fit on a line: one row, the chosen one under its label
            assertTrue(scene.has("choice-language-open"), "the language is a menu row")
            assertFalse(scene.has("choice-language-0"), "its options wait in the menu")
            val row = scene.tagged("choice-language-open").boundsInRoot
            assertTrue(row.height <= 80 * density, "one row: $row")
            // the three themes and the two sides fit: chips, one tap each; the five levels do not
            assertTrue(scene.has("choice-theme-0") && !scene.has("choice-theme-open"))
            assertTrue(scene.has("choice-side-0") && !scene.has("choice-side-open"))
            assertTrue(scene.has("choice-level-open"))
            scene.click("choice-language-open")
            scene.render()
            val both = language().options.indexOf("简体中文 + English")
            scene.click("choice-language-$both")
            runCurrent()
            scene.render()
            assertEquals(both.toUInt(), language().selected, "the menu's option chose the language")
        }
        // at twice the font size the sides' chips give way to a row too
        scene(app, 360, 640, fontScale = 2f).use { scene ->
            scene.render()
            assertTrue(scene.has("choice-side-open"))
        }
        app.close()
    }

    @Test
    fun homeReachesEveryPlaceWithoutScrollingOnASmallPhone() = runTest {
        for (lang in listOf(LanguageSetting.ZH, LanguageSetting.EN, LanguageSetting.BOTH)) {
            for (waiting in listOf(true, false)) {
                val app = testApp(dir, lang)
                if (waiting) {
                    app.startGame(GameKind.JINMEN)
                    runCurrent()
                    app.back()
                    runCurrent()
                }
                for ((w, h) in listOf(360 to 640, 392 to 840)) scene(app, w, h).use { scene ->
                    scene.render()
                    val room = (h - systemBarsDp) * density
                    val primary = if (waiting) "continue" else "card-weiming"
                    for (tag in listOf("saved-games", "settings", "puzzles", "practice", "statistics", "import", primary)) {
                        val n = scene.tagged(tag)
                        val bottom = n.positionInRoot.y + n.size.height
                        assertFalse(bottom > room, "$lang on $w × $h dp: $tag ends at ${bottom / density} dp, below the ${h - systemBarsDp} dp left by the system bars")
                    }
                    if (!waiting) for (id in listOf("weiming", "zhongkui", "jinmen", "huishi")) {
                        // both languages at once on the small phone: the second row's "new game"
                        // on the first screen, its two-line "learn" and "rules" just under it
                        val small = lang == LanguageSetting.BOTH && h < 840 && id in listOf("jinmen", "huishi")
                        val tags = if (small) listOf("new-game-$id") else listOf("card-$id", "new-game-$id", "learn-$id", "rules-$id")
                        for (tag in tags) {
                            val n = scene.tagged(tag)
                            val bottom = n.positionInRoot.y + n.size.height
                            assertFalse(bottom > room, "$lang on $w × $h dp: $tag ends at ${bottom / density} dp, below the ${h - systemBarsDp} dp left by the system bars")
                        }
                    }
                    if (!waiting) {
                        // a tall phone shows the tiles' boards at over twice a small one's size
                        val board = scene.tagged("tile-board-zhongkui").size.height / density
                        assertEquals(if (h >= 840) 120f else 48f, board, 0.5f, "$lang on $w × $h dp: the tile's board is $board dp tall")
                    }
                    scene.assertNoTextCut("home, $lang", w)
                }
                app.close()
                File(dir, "saves").deleteRecursively()
            }
        }
    }

    /**
     * A wide board (Zhong Kui's) on a 360 × 640 dp phone: the board and its players' bars under
     * the header, no blank room above them; the note right under the near bar; the height they
     * leave goes to the moves as a list under it (the core's columnHasListRoom), and the strip is
     * left out — one copy of the moves; once the game is over, the list keeps that room above
     * the result. A tall board
     * (Jinmen's) keeps the strip.
     */
    @Test
    fun aWideBoardSitsUnderTheHeaderAndLeavesItsRoomToTheMoves() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.startGame(GameKind.ZHONGKUI, vsComputer = true, level = Level.EASY, human = Side.FIRST)
        app.playQuickly(1)
        runCurrent()
        scene(app, 360, 640).use { scene ->
            scene.render()
            val far = scene.tagged("player-far").boundsInRoot
            val near = scene.tagged("player-near").boundsInRoot
            val list = scene.tagged("column-moves").boundsInRoot
            assertTrue(far.top / density < 80f, "the far bar starts at ${far.top / density} dp, under the header")
            // the note right under the near bar, where the eye is, and the list under it
            val status = scene.tagged("status").boundsInRoot
            assertTrue(status.top >= near.bottom - 0.5f && status.bottom <= list.top + 0.5f, "the note $status between the near bar $near and the list $list")
            assertTrue(status.top - near.bottom < 20 * density, "the note under the near bar, not at the foot: $status")
            assertTrue(list.height / density >= 80f, "the list has ${list.height / density} dp")
            val moves = scene.nodes().filter { it.config.getOrNull(SemanticsProperties.TestTag) == "moves" }
            assertTrue(moves.size == 1, "one copy of the moves, not ${moves.size}")
            assertTrue(moves.single().boundsInRoot.top >= list.top - 0.5f, "the moves are the list")
        }
        // once the game is over, the list keeps the room above the result
        app.resign()
        runCurrent()
        scene(app, 360, 640).use { scene ->
            scene.render()
            val near = scene.tagged("player-near").boundsInRoot
            val list = scene.tagged("column-moves").boundsInRoot
            val result = scene.tagged("result").boundsInRoot
            assertTrue(list.top >= near.bottom - 0.5f && list.bottom <= result.top + 0.5f, "the list between the near bar and the result")
            assertTrue(list.height / density >= 60f, "the list has ${list.height / density} dp over the result")
            assertTrue(result.bottom / density <= 640 + 0.5f, "the result on screen, at ${result.bottom / density} dp")
            assertFalse(scene.scrollsVertically(), "nothing scrolls")
        }
        app.back()
        runCurrent()
        app.startGame(GameKind.JINMEN)
        scene(app, 360, 640).use { scene ->
            scene.render()
            assertFalse(scene.has("column-moves"), "a tall board keeps the strip")
            assertTrue(scene.has("moves"))
        }
        // more moves than the strip holds: the last in view, and no chip cut at the screen's edge
        // (each chip in view is in view whole: its clipped bounds as wide as its text needs)
        app.back()
        runCurrent()
        app.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST)
        repeat(4) { app.playQuickly(1); runCurrent() }
        scene(app, 360, 640).use { scene ->
            scene.render()
            val strip = scene.tagged("moves").boundsInRoot
            val chips = scene.nodes().filter { (it.config.getOrNull(SemanticsProperties.TestTag) ?: "").startsWith("move-") }
            val shown = chips.map { it.boundsInRoot }.filter { it.width > 0f && it.right > 0f && it.left < 360 * density }
            assertTrue(shown.size >= 2, "several chips in view: $shown")
            assertTrue(shown.all { it.left >= 0f && it.width / density >= 56f }, "a chip cut at the edge: ${shown.map { it.left / density to it.width / density }}")
            val last = scene.tagged("move-${chips.size}").boundsInRoot
            assertTrue(last.right <= strip.right + 0.5f && last.width / density >= 56f, "the last move in view whole: $last")
        }
        app.close()
    }

    /** Whether anything on screen scrolls vertically (a scroller with somewhere to go). */
    private fun ImageComposeScene.scrollsVertically(): Boolean = nodes().any { n ->
        n.config.getOrNull(SemanticsProperties.VerticalScrollAxisRange)?.let { it.maxValue() > 0f } == true
    }

    /**
     * The play screen on a small phone: the board takes the room the rest leaves, and the screen
     * scrolls only where that room is less than the board's touch-target minimum (48 dp between
     * points), the board then at exactly its minimum: the chrome gives way, not the board.
     * Jinmen's board is the tallest: at 360 × 640 dp its minimum (362 dp) and the chrome are 8 dp
     * more than the screen in Chinese at 1×, 57.5 dp at 1.3×; Rendezvous fits without scrolling
     * at 1×. A finished game's board gives way to the result sheet instead.
     */
    @Test
    fun thePlayScreenFitsASmallPhoneTheBoardTakingTheRoomLeftAndScrollingOnlyForItsTargets() = runTest {
        val cases = listOf(
            Triple(GameKind.JINMEN, LanguageSetting.ZH, 1f), Triple(GameKind.JINMEN, LanguageSetting.EN, 1f), Triple(GameKind.JINMEN, LanguageSetting.BOTH, 1f),
            Triple(GameKind.JINMEN, LanguageSetting.EN, 1.3f), Triple(GameKind.JINMEN, LanguageSetting.ZH, 1.3f),
            Triple(GameKind.HUISHI, LanguageSetting.ZH, 1f), Triple(GameKind.HUISHI, LanguageSetting.BOTH, 1f),
        )
        for ((game, lang, fontScale) in cases) {
            val app = testApp(dir, lang)
            val what = "$game, $lang at ${fontScale}x on 360 × 640 dp"
            val c = app.startGame(game, turnSeconds = 30)
            if (game == GameKind.JINMEN) c.play("c2", "c3") else c.play("b2", "b3")
            runCurrent()
            fun check(state: String, bottomTag: String) = scene(app, 360, 640, fontScale).use { scene ->
                scene.render()
                val over = (scene.nodes().mapNotNull { it.config.getOrNull(SemanticsProperties.VerticalScrollAxisRange)?.maxValue() }.maxOrNull() ?: 0f) / density
                val board = scene.tagged("board")
                val least = boardMinSize(game, 48.0, 12.0).height.toFloat()
                if (over > 0f) {
                    assertTrue(board.size.height / density <= least + 1f, "$what, $state: scrolls by $over dp with a board ${board.size.height / density} dp tall, more than its minimum $least")
                }
                if (game == GameKind.HUISHI && fontScale == 1f) assertFalse(over > 0f, "$what, $state: the play screen scrolls by $over dp")
                // without a scroll, all of it is on the screen
                val bottom = scene.tagged(bottomTag)
                val far = if (scene.has("player-far")) scene.tagged("player-far") else scene.tagged("player-far-rotated")
                for (n in listOf(board, far, scene.tagged("player-near"), bottom)) {
                    assertTrue(over > 0f || n.positionInRoot.y + n.size.height <= 640 * density + 1, "$what, $state: ${n.config.getOrNull(SemanticsProperties.TestTag)} ends below the screen")
                }
                // the board takes the room: at least half the screen's width, on a Jinmen board (the tallest)
                assertTrue(board.size.height >= 200 * density, "$what, $state: the board is ${board.size.height / density} dp tall")
                scene.assertNoTextCut("$what, $state", 360)
            }
            check("playing", "actions")
            c.tableEvent(TableEvent.Resign)
            c.tableEvent(TableEvent.Answer(true))
            check("over", "result")
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }

    /**
     * Touch targets, measured on the screen as drawn: every two points of every board at least
     * 48 dp apart (between the centres of their semantics nodes), on a small and a common phone,
     * at the usual text size; at larger text a 412 dp phone keeps them, and a 360 × 640 dp phone
     * gives the game's board what its bars, strip and actions leave, down to 36 dp (as iOS's
     * compact column), before the screen scrolls. The other exception is the width of a 360 dp
     * phone, which holds Weiming's x and m (half a column apart) 44 dp apart (the core's
     * `every_board_keeps_a_fingers_target_on_each_point_on_the_smallest_phones`).
     */
    @Test
    fun everyPointIsAFingersTargetApartAtEveryTextSize() = runTest {
        val first = mapOf(GameKind.WEIMING to ("bl" to "x"), GameKind.ZHONGKUI to ("bl" to "ml"), GameKind.JINMEN to ("c2" to "c3"), GameKind.HUISHI to ("b2" to "b3"))
        val measured = mutableListOf<String>()
        for ((game, move) in first) {
            val app = testApp(dir, LanguageSetting.EN)
            val c = app.startGame(game, turnSeconds = 30)
            c.play(move.first, move.second)
            runCurrent()
            for ((widthDp, heightDp) in listOf(360 to 640, 412 to 915)) {
                for (fontScale in listOf(1f, 1.5f, 2f)) {
                    scene(app, widthDp, heightDp, fontScale).use { scene ->
                        scene.render()
                        val centres = scene.nodes()
                            .filter { (it.config.getOrNull(SemanticsProperties.TestTag) ?: "").startsWith("point-") }
                            // where it is drawn, unclipped (the column scrolls under the pinned actions)
                            .map { it.positionInRoot + Offset(it.size.width / 2f, it.size.height / 2f) }
                        assertTrue(centres.size >= 9, "$game: ${centres.size} points")
                        var least = Float.MAX_VALUE
                        for (i in centres.indices) for (j in i + 1 until centres.size) {
                            least = minOf(least, (centres[i] - centres[j]).getDistance() / density)
                        }
                        // (on a 360 × 640 dp phone at large text the game's board takes what its bars,
                        // strip and actions leave, down to 36 dp between points, as iOS's compact column)
                        val want = when {
                            widthDp == 360 && fontScale > 1f -> 36f
                            game == GameKind.WEIMING && widthDp == 360 -> 44f
                            else -> 48f
                        }
                        measured += "$game $widthDp dp ${fontScale}x: ${"%.1f".format(least)} dp"
                        assertTrue(least >= want - 0.5f, "$game on $widthDp × $heightDp dp at ${fontScale}x: points ${"%.1f".format(least)} dp apart")
                    }
                }
            }
            app.close()
            File(dir, "saves").deleteRecursively()
        }
        println("point spacing: " + measured.joinToString("; "))
    }

    /** The least distance between two points of the board on screen, in dp. */
    private fun ImageComposeScene.leastPointSpacing(): Float {
        val centres = nodes()
            .filter { (it.config.getOrNull(SemanticsProperties.TestTag) ?: "").startsWith("point-") }
            .map { it.positionInRoot + Offset(it.size.width / 2f, it.size.height / 2f) }
        var least = Float.MAX_VALUE
        for (i in centres.indices) for (j in i + 1 until centres.size) least = minOf(least, (centres[i] - centres[j]).getDistance() / density)
        return least
    }

    /**
     * Asserts that the buttons tagged with [prefix] break their words only where the core does
     * (a two-language label's Chinese over its English): no line of a label ends but at a "\n"
     * of the text laid out ("新对局 New / game" had broken the English).
     */
    private fun ImageComposeScene.assertLabelsWhole(prefix: String, what: String): Int {
        var seen = 0
        for (button in nodes().filter { n -> (n.config.getOrNull(SemanticsProperties.TestTag) ?: "").let { it.startsWith(prefix) && it != "${prefix}headline" && it != "${prefix}reason" } }) {
            fun texts(n: SemanticsNode): List<SemanticsNode> = (if (n.text().isNotEmpty()) listOf(n) else emptyList()) + n.children.flatMap(::texts)
            for (t in texts(button)) {
                val layout = t.textLayout() ?: continue
                val laid = layout.layoutInput.text.text
                // (a line's end is at its "\n" or just after it)
                val soft = (0 until layout.lineCount - 1).filter { val e = layout.getLineEnd(it); laid.getOrNull(e - 1) != '\n' && laid.getOrNull(e) != '\n' }
                assertTrue(soft.isEmpty(), "$what: \"${laid.replace("\n", "⏎")}\" breaks inside a language after line ${soft.map { it + 1 }}")
                seen++
            }
        }
        return seen
    }

    /**
     * A finished game on a 360 × 640 dp phone at twice the text size, in English, in Chinese and
     * in both languages: the board keeps its points 36 dp apart beside the result sheet (it had
     * given way to 23 dp), the sheet's actions break no language inside, no text is cut; where
     * the column scrolls, it scrolls the board's target and no more.
     */
    @Test
    fun theResultSheetAtTwiceTheTextSizeLeavesTheBoardItsTargets() = runTest {
        for (lang in listOf(LanguageSetting.EN, LanguageSetting.ZH_HANT, LanguageSetting.BOTH)) {
            val app = testApp(dir, lang)
            app.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 30)
            app.playQuickly(1); runCurrent(); app.playQuickly(1); runCurrent()
            app.tableEvent(TableEvent.Resign)
            app.tableEvent(TableEvent.Answer(true))
            runCurrent()
            for (fontScale in listOf(1f, 2f)) scene(app, 360, 640, fontScale).use { scene ->
                val png = scene.render().encodeToData(org.jetbrains.skia.EncodedImageFormat.PNG)
                if (png != null) File(Shots.dir.parentFile, "layout").apply { mkdirs() }
                    .resolve("result-${lang.name.lowercase()}-${fontScale}x-360x640.png").writeBytes(png.bytes)
                val what = "$lang at ${fontScale}x on 360 × 640 dp, the result shown"
                val least = scene.leastPointSpacing()
                assertTrue(least >= 36f - 0.5f, "$what: points ${"%.1f".format(least)} dp apart")
                assertTrue(scene.assertLabelsWhole("result-", what) >= 4, "$what: the sheet's four actions")
                scene.assertNoTextCut(what, 360)
                // the sheet's foot on screen, once scrolled to the end at most
                val result = scene.tagged("result")
                assertTrue(result.size.height / density < 320f, "$what: the sheet is ${result.size.height / density} dp tall")
            }
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }

    @Test
    fun offerDrawKeepsToOneLineInEnglishOnASmallPhone() = runTest {
        // against the computer the row holds undo, hint, offer a draw and resign; between two
        // players each player's row holds undo, offer a draw and resign
        for (vsComputer in listOf(true, false)) {
            val app = testApp(dir, LanguageSetting.EN)
            app.startGame(GameKind.JINMEN, vsComputer = vsComputer)
            runCurrent()
            val label = app.table.offerDraw.label
            scene(app, 360, 640).use { scene ->
                scene.render()
                val texts = scene.nodes().filter { it.text() == label }
                assertTrue(texts.size == (if (vsComputer) 1 else 2), "vs computer $vsComputer: ${texts.size} \"$label\" on screen")
                for (t in texts) {
                    val layout = t.textLayout() ?: error("no text layout")
                    assertTrue(layout.lineCount == 1, "vs computer $vsComputer: \"$label\" takes ${layout.lineCount} lines in ${t.size.width / density} dp")
                }
                scene.assertNoTextCut("vs computer $vsComputer", 360)
            }
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }

    /**
     * A game against the computer at twice the text size on a 360 × 640 dp phone, in English and
     * in both languages: the bars, the move strip and the actions are measured before the board,
     * which takes what they leave — the near player's bar, the strip and the action row stand one
     * under the other, none over another, all on the screen, the bar's texts whole (it had stood
     * half under the pinned strip).
     */
    @Test
    fun atFontScaleTwoTheNearBarTheStripAndTheActionsDoNotOverlap() = runTest {
        for (lang in listOf(LanguageSetting.EN, LanguageSetting.BOTH)) {
            val app = testApp(dir, lang)
            app.startGame(GameKind.JINMEN, vsComputer = true, level = Level.EASY, human = Side.FIRST, turnSeconds = 30)
            app.playQuickly(1); runCurrent(); app.playQuickly(1); runCurrent()
            scene(app, 360, 640, 2f).use { scene ->
                val png = scene.render().encodeToData(org.jetbrains.skia.EncodedImageFormat.PNG)
                if (png != null) File(Shots.dir.parentFile, "layout").apply { mkdirs() }
                    .resolve("game-${lang.name.lowercase()}-2.0x-360x640.png").writeBytes(png.bytes)
                val what = "$lang at 2x on 360 × 640 dp"
                val board = scene.tagged("board")
                val boardBox = board.boundsInRoot
                val near = scene.tagged("player-near")
                val nearBox = near.boundsInRoot
                val strip = scene.nodes().filter { it.config.getOrNull(SemanticsProperties.TestTag) == "moves" }
                    .maxByOrNull { it.boundsInRoot.top } ?: error("$what: no move strip")
                val stripBox = strip.boundsInRoot
                val actions = scene.tagged("actions").boundsInRoot
                // whole: not clipped by a scrolling edge (bounds as tall as the node), on the screen
                for ((name, n) in listOf("board" to board, "near bar" to near, "strip" to strip, "actions" to scene.tagged("actions"))) {
                    val r = n.boundsInRoot
                    assertTrue(r.height >= n.size.height - 1f && r.bottom <= 640 * density + 0.5f, "$what: the $name is cut (${r.height / density} of ${n.size.height / density} dp, to ${r.bottom / density} dp)")
                }
                assertTrue(boardBox.bottom <= nearBox.top + 0.5f, "$what: the board (to ${boardBox.bottom / density} dp) over the near bar (from ${nearBox.top / density} dp)")
                assertTrue(nearBox.bottom <= stripBox.top + 0.5f, "$what: the near bar (to ${nearBox.bottom / density} dp) under the strip (from ${stripBox.top / density} dp)")
                assertTrue(stripBox.bottom <= actions.top + 0.5f, "$what: the strip (to ${stripBox.bottom / density} dp) under the actions (from ${actions.top / density} dp)")
                // the near bar's texts whole
                val texts = scene.nodes().filter { n ->
                    n.text().isNotEmpty() && generateSequence(n) { it.parent }.any { it.config.getOrNull(SemanticsProperties.TestTag) == "player-near" }
                }
                assertTrue(texts.isNotEmpty(), "$what: the near bar has texts")
                for (t in texts) {
                    val layout = t.textLayout() ?: continue
                    val r = t.boundsInRoot
                    assertFalse((0 until layout.lineCount).any { layout.isLineEllipsized(it) } || layout.didOverflowHeight || r.height < t.size.height - 1f,
                        "$what: the near bar's \"${t.text()}\" is cut")
                }
                scene.assertNoTextCut(what, 360)
            }
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }

    @Test
    fun atFontScaleTwoOnASmallPhoneNothingOfThePlayScreenIsCut() = runTest {
        for (lang in listOf(LanguageSetting.EN, LanguageSetting.ZH, LanguageSetting.BOTH)) {
            val app = testApp(dir, lang)
            val c = app.startGame(GameKind.HUISHI, turnSeconds = 30)
            c.play("b2", "b3")
            runCurrent()
            scene(app, 360, 640, 2f).use { scene ->
                scene.render()
                scene.assertNoTextCut("$lang at 2x, game", 360)
                // the header keeps to one row: the title beside the back arrow, one back button,
                // the arrow in a finger's 48 dp with no words of its own on screen, the core's
                // "Back" said to a screen reader
                val backs = scene.nodes().filter { it.config.getOrNull(SemanticsProperties.TestTag) == "back" }
                assertEquals(1, backs.size, "$lang at 2x: one back button")
                val back = backs.single()
                assertEquals(app.view.value.texts.back, back.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString(), "$lang at 2x: the back arrow says where it goes")
                assertTrue(back.children.none { it.text().isNotEmpty() } && back.text().isEmpty(), "$lang at 2x: the back button is an arrow, no words")
                assertTrue(back.size.width / density in 47.5f..48.5f && back.size.height / density in 47.5f..48.5f, "$lang at 2x: the back arrow's target is ${back.size.width / density} × ${back.size.height / density} dp")
                val title = scene.tagged("title")
                assertTrue(title.positionInRoot.y < back.positionInRoot.y + back.size.height, "$lang at 2x: the title ${title.positionInRoot.y} stands beside the back button, not under it")
            }
            c.tableEvent(TableEvent.Resign)
            c.tableEvent(TableEvent.Answer(true))
            scene(app, 360, 640, 2f).use { scene ->
                scene.render()
                scene.assertNoTextCut("$lang at 2x, game over", 360)
            }
            app.back()
            runCurrent()
            app.openRules(GameKind.WEIMING)
            app.setRulesLanguage(2)
            scene(app, 360, 640, 2f).use { scene ->
                scene.render()
                scene.assertNoTextCut("$lang at 2x, rules", 360)
            }
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }

    @Test
    fun onASmallPhoneAndAtFontScaleOneAndAHalfNoTextIsCut() = runTest {
        for ((lang, fontScale) in listOf(LanguageSetting.BOTH to 1f, LanguageSetting.EN to 1.5f, LanguageSetting.ZH to 1.5f, LanguageSetting.BOTH to 1.5f)) {
            val app = testApp(dir, lang)
            val what = "$lang at ${fontScale}x on 360 × 640 dp"
            fun check(screen: String) = scene(app, 360, 640, fontScale).use { scene ->
                val img = scene.render()
                // kept for a look (not in docs): target/screenshots/layout/
                val png = img.encodeToData(org.jetbrains.skia.EncodedImageFormat.PNG)
                if (png != null) File(Shots.dir.parentFile, "layout").apply { mkdirs() }
                    .resolve("${lang.name.lowercase()}-${fontScale}x-${screen.replace(' ', '-')}.png").writeBytes(png.bytes)
                scene.assertNoTextCut("$what, $screen", 360)
            }
            val c = app.startGame(GameKind.HUISHI, turnSeconds = 30)
            c.play("b2", "b3")
            c.tableEvent(TableEvent.Hint)
            runCurrent()
            check("game")
            // the question (resign?), then the result sheet
            c.tableEvent(TableEvent.Resign)
            check("question")
            c.tableEvent(TableEvent.Answer(true))
            check("game over")
            app.back()
            runCurrent()
            check("home")
            app.openNewGame(GameKind.ZHONGKUI)
            check("new game")
            app.send(AppEvent.OpenLessons(GameKind.ZHONGKUI))
            runCurrent()
            check("lessons")
            val lesson = (app.screen as ScreenView.Lessons).rows?.first()?.id ?: error("no lessons")
            app.send(AppEvent.OpenLesson(lesson))
            check("lesson")
            app.back()
            app.back()
            app.back()
            app.openSettings()
            check("settings")
            app.back()
            playZhongkui(app)
            app.openReviewOfGame()
            runCurrent()
            check("review")
            app.back()
            app.saveAndLeave()
            runCurrent()
            app.openSavedGames()
            runCurrent()
            check("saved games")
            app.back()
            app.openRules(GameKind.JINMEN)
            check("rules")
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }

    @Test
    fun statisticsOnASmallPhoneAtLargeTextCutNothing() = runTest {
        recordSomeFinishedGames(File(dir, "saves"))
        for (lang in listOf(LanguageSetting.ZH, LanguageSetting.EN, LanguageSetting.BOTH)) for (fontScale in listOf(1f, 1.3f, 2f)) {
            val app = testApp(dir, lang)
            app.openStatistics()
            runCurrent()
            assertTrue((app.screen as ScreenView.Statistics).stats?.games?.size == 2)
            // tall enough for the whole page: what scrolls into view is checked too
            scene(app, 360, 1600, fontScale).use { scene ->
                val png = scene.render().encodeToData(org.jetbrains.skia.EncodedImageFormat.PNG)
                // kept for a look (not in docs): target/screenshots/layout/
                if (png != null) File(Shots.dir.parentFile, "layout").apply { mkdirs() }
                    .resolve("statistics-${lang.name.lowercase()}-${fontScale}x.png").writeBytes(png.bytes)
                scene.assertNoTextCut("statistics, $lang at ${fontScale}x on a 360 dp phone", 360)
            }
            app.close()
        }
    }

    /**
     * At twice the text size on a small phone the board keeps a finger's target on every point and
     * the column scrolls; the actions stay pinned at the screen's foot, whole and on the screen,
     * with nothing of the scrolling column under them: a game's row and a puzzle's buttons.
     */
    @Test
    fun atLargeTextTheActionsStayAtTheFootWhileTheColumnScrolls() = runTest {
        for (lang in listOf(LanguageSetting.EN, LanguageSetting.BOTH)) {
            val app = testApp(dir, lang)
            val c = app.startGame(GameKind.JINMEN, turnSeconds = 30)
            c.play("c2", "c3")
            runCurrent()
            fun check(what: String, tag: String) = scene(app, 360, 640, 2f).use { scene ->
                scene.render()
                val over = (scene.nodes().mapNotNull { it.config.getOrNull(SemanticsProperties.VerticalScrollAxisRange)?.maxValue() }.maxOrNull() ?: 0f) / density
                // (a puzzle's board keeps its size and its column scrolls; a game's board takes
                // what its bars, strip and actions leave, down to 36 dp between points)
                if (what == "puzzle") assertTrue(over > 0f, "$lang, $what: the column scrolls at 2x (the board keeps its size)")
                else if (over == 0f) {
                    // (between two players in both languages the far player's row and strip leave
                    // too little even at 36 dp: the column scrolls there, the bar under the foot)
                    val near = scene.tagged("player-near")
                    assertTrue(near.boundsInRoot.height >= near.size.height - 1f && near.boundsInRoot.bottom <= scene.tagged(tag).positionInRoot.y + 0.5f, "$lang, $what: the near bar is whole above the actions")
                }
                val row = scene.tagged(tag)
                val top = row.positionInRoot.y / density
                val bottom = (row.positionInRoot.y + row.size.height) / density
                assertTrue(bottom <= 640f + 0.5f && top >= 320f, "$lang, $what: $tag from $top to $bottom dp, not at the foot of 640 dp")
                // the scrolling column ends above the row
                val board = scene.tagged("board")
                assertTrue(board.positionInRoot.y / density < top, "$lang, $what: the board starts above the actions")
                scene.assertNoTextCut("$lang at 2x, $what", 360)
            }
            check("game", "actions")
            app.back()
            runCurrent()
            app.openPuzzles()
            runCurrent()
            app.openPuzzle("weiming-0001")
            runCurrent()
            val wrong = app.legalMoves().first { it != ("tr" to "tm") }
            app.play(wrong.first, wrong.second)
            runCurrent()
            check("puzzle", "trainer-actions")
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }

    @Test
    fun puzzlesAndPracticeCutNoTextOnASmallPhone() = runTest {
        for ((lang, fontScale) in listOf(LanguageSetting.ZH to 1f, LanguageSetting.EN to 1.5f, LanguageSetting.BOTH to 1.5f, LanguageSetting.EN to 2f)) {
            val app = testApp(dir, lang)
            val what = "$lang at ${fontScale}x on 360 × 640 dp"
            fun check(screen: String) = scene(app, 360, 640, fontScale).use { scene ->
                val png = scene.render().encodeToData(org.jetbrains.skia.EncodedImageFormat.PNG)
                // kept for a look (not in docs): target/screenshots/layout/
                if (png != null) File(Shots.dir.parentFile, "layout").apply { mkdirs() }
                    .resolve("${lang.name.lowercase()}-${fontScale}x-${screen.replace(' ', '-')}.png").writeBytes(png.bytes)
                scene.assertNoTextCut("$what, $screen", 360)
            }
            app.openPuzzles()
            runCurrent()
            check("puzzles")
            app.openPuzzleList(GameKind.ZHONGKUI, PuzzleDifficulty.MEDIUM)
            runCurrent()
            check("puzzle list")
            app.openPuzzle("weiming-0001")
            val t = app
            val wrong = t.legalMoves().first { it != ("tr" to "tm") }
            t.play(wrong.first, wrong.second)
            runCurrent()
            check("puzzle wrong move")
            app.back()
            app.back()
            app.back()
            playZhongkui(app)
            runCurrent()
            app.openReviewOfGame()
            runCurrent()
            app.back()
            app.saveAndLeave()
            runCurrent()
            app.openPractice()
            runCurrent()
            check("practice")
            val id = (app.screen as ScreenView.Practice).view?.games?.first()?.rows?.first()?.id ?: error("no exercise")
            app.send(AppEvent.OpenExercise(id))
            runCurrent()
            check("exercise")
            app.close()
            File(dir, "saves").deleteRecursively()
        }
    }
}
