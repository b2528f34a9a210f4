package app.folkchess.jvmtest

import app.folkchess.core.AppEvent

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.LanguageSetting
import app.folkchess.core.model.Level
import app.folkchess.core.model.PointMark
import app.folkchess.core.model.Side
import app.folkchess.core.boardLayout
import app.folkchess.core.boardPositions
import app.folkchess.core.fitBoard
import app.folkchess.core.pointAt
import app.folkchess.core.ScreenView
import app.folkchess.core.TableEvent
import app.folkchess.core.model.Route
import app.folkchess.core.model.DisplayLanguage
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/** The real composables: a finger on the canvas, a screen reader's click on a point, the move list, the message. */
@OptIn(ExperimentalCoroutinesApi::class)
class InteractionTest {
    @TempDir
    lateinit var dir: File

    private fun rules(app: app.folkchess.ui.state.AppHolder) = app.screen as ScreenView.Rules

    private fun ImageComposeScene.tap(at: Offset) {
        sendPointerEvent(PointerEventType.Press, at)
        sendPointerEvent(PointerEventType.Release, at)
    }

    @Test
    fun theCoresGeometryFindsEveryPointWhereItIsDrawn() {
        for (g in GameKind.entries) {
            for ((w, h, turned) in listOf(Triple(720.0, 720.0, false), Triple(1080.0, 600.0, true), Triple(500.0, 1400.0, false))) {
                val fit = fitBoard(g, w, h, 28.0, 48.0, turned, false)
                val positions = boardPositions(fit)
                assertEquals(boardLayout(g).points.size, positions.size)
                positions.forEachIndexed { i, p ->
                    assertEquals(i, pointAt(fit, p.x, p.y), "$g point $i")
                    assertEquals(i, pointAt(fit, p.x + 3, p.y - 3), "$g point $i, a finger off")
                }
                assertNull(pointAt(fit, -500.0, -500.0), "$g: far away")
            }
        }
    }

    /**
     * A game left in progress: home shows it first, under the header — its board, its name and
     * its mode, moves and date, the core's "Resume" said for a tap — and a tap on the card
     * continues that game where it was left.
     */
    @Test
    fun homesContinueCardComesFirstAndContinuesTheGame() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        val c = app.startGame(GameKind.JINMEN)
        c.play("c2", "c3")
        runCurrent()
        val moves = app.table.moves.rows.size
        app.back()
        runCurrent()
        val home = (app.screen as ScreenView.Home).view
        val row = home.continueGame ?: error("no game to continue")
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            val card = scene.tagged("continue")
            assertTrue(scene.has("continue-board"), "the card shows the game's board")
            assertTrue(scene.text("continue").contains(row.title) && scene.text("continue").contains(row.detail), "the card's words: ${scene.text("continue")}")
            assertEquals(row.resume.label, card.config[SemanticsActions.OnClick].label, "a tap resumes")
            // first: above every other place and every game
            for (tag in listOf("puzzles", "card-weiming")) {
                assertTrue(card.positionInRoot.y < scene.tagged(tag).positionInRoot.y, "the card above $tag")
            }
            scene.click("continue")
            runCurrent()
        }
        assertTrue(app.screen is ScreenView.Game, "the game continues: ${app.screen::class.simpleName}")
        assertEquals(GameKind.JINMEN, app.table.game)
        assertEquals(moves, app.table.moves.rows.size, "where it was left")
        app.close()
    }

    /**
     * Moves that move: after b2-b3 the piece is drawn at b2 on the first frame, slides, and
     * stands on b3 after 200 ms (the colours under the two points' centres, frame by frame).
     */
    @Test
    fun thePieceJustMovedSlidesFromItsPointToTheNext() = runTest {
        val app = testApp(dir)
        val c = app.startGame(GameKind.JINMEN)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render(0L)
            val b2 = scene.tagged("point-b2").boundsInRoot.center
            val b3 = scene.tagged("point-b3").boundsInRoot.center
            fun colourAt(image: org.jetbrains.skia.Image, at: Offset): Int =
                org.jetbrains.skia.Bitmap.makeFromImage(image).getColor(at.x.toInt(), at.y.toInt())
            val piece = colourAt(scene.render(1_000_000L), b2)
            val empty = colourAt(scene.render(2_000_000L), b3)
            assertTrue(piece != empty, "a piece on b2, b3 empty")
            c.play("b2", "b3")
            runCurrent()
            val first = scene.render(10_000_000L)
            assertEquals(piece, colourAt(first, b2), "on the first frame the piece is still at b2")
            assertTrue(colourAt(first, b3) != piece, "and not yet on b3")
            var t = 10_000_000L
            repeat(30) { t += 16_000_000L; scene.render(t) }
            val last = scene.render(t + 16_000_000L)
            assertEquals(piece, colourAt(last, b3), "after the slide it stands on b3")
        }
        app.close()
    }

    @Test
    fun betweenTwoPlayersEachResignsFromTheirOwnRowTheFarOneTurned() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        val c = app.startGame(GameKind.WEIMING)
        c.play("bl", "x") // Second to move: their row at the far edge is live
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // the far row sits above the far player's bar, the near row below the board
            val far = scene.tagged("far-actions").boundsInRoot
            val board = scene.tagged("board").boundsInRoot
            val near = scene.tagged("actions").boundsInRoot
            assertTrue(far.bottom <= board.top && near.top >= board.bottom, "far row $far, board $board, near row $near")
            assertFalse(scene.has("hint"), "no hint between two players")
            assertFalse(scene.has("far-hint"))
            // First's resign is off on Second's turn; Second's resigns Second
            assertTrue(scene.tagged("resign").config.contains(SemanticsProperties.Disabled))
            scene.click("far-resign")
            app.tableEvent(TableEvent.Answer(true))
            runCurrent()
            assertEquals(Side.FIRST, c.table.result?.winner)
        }
        app.close()
    }

    @Test
    fun tapsOnTheCanvasAndScreenReaderClicksPlayMoves() = runTest {
        val app = testApp(dir)
        val c = app.startGame(GameKind.JINMEN)
        fun selected() = c.table.board.points.filter { it.mark == PointMark.SELECTED }.map { it.name }
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // a tap in the board's corner, far from every point, selects nothing
            val board = scene.tagged("board").boundsInRoot
            scene.tap(Offset(board.left + 3f, board.bottom - 3f))
            scene.render()
            assertEquals(emptyList<String>(), selected())
            // a finger on b2's position on the canvas selects it (the core's pointAt)
            val b2 = scene.tagged("point-b2").boundsInRoot.center
            scene.tap(b2)
            scene.render()
            assertEquals(listOf("b2"), selected())
            assertEquals("b2, red piece, selected", scene.description("point-b2"))
            assertEquals("b3, empty, legal target", scene.description("point-b3"))
            // a finger slightly off b2 again: deselects it
            scene.tap(Offset(b2.x + 6f, b2.y + 4f))
            scene.render()
            assertEquals(emptyList<String>(), selected())
            // TalkBack: activate b2 then b3 through their semantics click actions
            scene.tagged("point-b2").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            scene.tagged("point-b3").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            assertEquals(listOf("b2-b3"), c.table.moves.rows.map { it.text })
            assertTrue(scene.description("point-b3").contains("last move ended here"), scene.description("point-b3"))
            // the move strip under the board reads each ply
            assertEquals(c.table.moves.rows.single().spoken, scene.description("move-1"))
        }
        app.close()
    }

    @Test
    fun aPieceOffersItsMovesAsCustomActionsThatPlayThem() = runTest {
        val app = testApp(dir)
        val c = app.startGame(GameKind.JINMEN)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // TalkBack's actions menu on b2: its moves in the core's words, nothing selected first
            val actions = scene.tagged("point-b2").config[SemanticsActions.CustomActions]
            val piece = c.table.spokenMoves.single { p -> c.table.board.points.first { it.index == p.from }.name == "b2" }
            assertEquals(piece.moves.map { it.label }, actions.map { it.label })
            assertTrue(actions.any { it.label == "to b3" }, actions.map { it.label }.toString())
            // an empty point offers none
            assertNull(scene.tagged("point-b3").config.getOrNull(SemanticsActions.CustomActions))
            // the action plays the move at once
            actions.first { it.label == "to b3" }.action()
            scene.render()
            assertEquals(listOf("b2-b3"), c.table.moves.rows.map { it.text })
        }
        app.close()
    }

    @Test
    fun theOverflowMenuHoldsRedoRestartSaveAndLeaveRulesAndTheLevel() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        val c = app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.FIRST)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // the screen's own rows hold none of them: only the menu does, once opened
            for (tag in listOf("redo", "restart", "save-and-leave", "rules", "level-master")) assertFalse(scene.has(tag), tag)
            assertEquals(c.table.undo.label, scene.text("undo"))
            assertEquals(c.table.hint.label, scene.text("hint"))
            // a screen reader names the menu in the core's words ("More actions") first
            assertEquals("More actions", scene.description("menu"))
            scene.click("menu")
            val v = c.table
            assertEquals(v.redo.label, scene.text("redo"))
            assertEquals(v.restart.label, scene.text("restart"))
            assertEquals(v.saveAndLeave.label, scene.text("save-and-leave"))
            assertEquals(v.rules.label, scene.text("rules"))
            val master = v.level?.options?.first { it.level == Level.MASTER } ?: error("no level picker")
            assertEquals(master.name, scene.text("level-master"))
            scene.click("level-master")
            assertEquals(Level.MASTER, c.table.level?.current)
        }
        app.close()
    }

    @Test
    fun aMessageIsShownWithItsDismissButton() = runTest {
        val app = testApp(dir)
        val c = app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.SECOND)
        ImageComposeScene(784, 1680, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // the computer is thinking: a tap on the board is refused, in the table's words
            scene.tagged("point-tl").config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            val message = c.table.message ?: error("no message")
            assertEquals(message, scene.tagged("message").config[SemanticsProperties.Text].joinToString { it.text })
            assertTrue(scene.has("thinking"))
            scene.click("dismiss")
            assertNull(c.table.message)
            assertFalse(scene.has("message"))
            runCurrent()
            scene.render()
            assertFalse(scene.has("thinking"), "the computer moved")
        }
        app.close()
    }

    @Test
    fun resigningAsksFirstThenTheResultSheetOffersReviewRematchAndANewGame() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        val c = app.startGame(GameKind.WEIMING, vsComputer = true, level = Level.EASY, human = Side.FIRST)
        ImageComposeScene(784, 2400, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals(c.table.resign.label, scene.text("resign"))
            assertEquals(c.table.offerDraw.label, scene.text("offer-draw"))
            assertEquals(2, c.table.players.size)
            assertEquals(c.table.players[1].spoken, scene.description("player-near"))
            // the question first, with the core's words; "no" leaves the game as it was
            scene.click("resign")
            val q = c.table.question ?: error("no question")
            assertTrue(q.destructive, "resigning is destructive")
            assertFalse(q.rotated)
            assertEquals(q.text, scene.text("question-text"))
            assertEquals(q.yes, scene.text("question-yes"))
            assertEquals(q.no, scene.text("question-no"))
            scene.click("question-no")
            assertNull(c.table.question)
            assertFalse(scene.has("question"))
            // yes: the game is over, the result sheet replaces the banner and the resign row
            scene.click("resign")
            scene.click("question-yes")
            val r = c.table.result ?: error("no result")
            assertEquals("You lost", r.headline)
            assertEquals(r.headline, scene.text("result-headline"))
            assertEquals(r.reason, scene.text("result-reason"))
            assertEquals(r.review.label, scene.text("result-review"))
            // no turn banner (the bars say whose turn it is); the sheet in place of the strip and the buttons, under the board
            assertFalse(scene.has("banner"))
            assertFalse(scene.has("resign"))
            assertFalse(scene.has("offer-draw"))
            assertFalse(scene.has("undo"))
            assertTrue(!scene.has("moves") || scene.has("column-moves"), "no strip: the moves only as a list above the sheet")
            val board = scene.tagged("board")
            assertTrue(scene.tagged("result").positionInRoot.y >= board.positionInRoot.y + board.size.height, "the result sheet is under the board")
            // rematch: the same game again
            scene.click("result-rematch")
            assertNull(c.table.result)
            assertTrue(scene.has("resign") && scene.has("moves") && !scene.has("result"))
            assertFalse(scene.has("banner"))
            // the review of a game that ended by resignation
            c.tableEvent(TableEvent.Resign)
            c.tableEvent(TableEvent.Answer(true))
            scene.render()
            scene.click("result-review")
            assertTrue(app.screen is ScreenView.Review)
            app.back()
            scene.render()
            // another game: the new-game form of the same game, over the finished one (the core's choice)
            scene.click("result-new-game")
            assertTrue(app.screen is ScreenView.NewGame)
            assertEquals(listOf(Route.Home, Route.Game, Route.NewGame), app.view.value.stack)
        }
        app.close()
    }

    @Test
    fun aDrawOfferBetweenTwoPlayersIsAskedOfTheFarPlayerTurnedTowardsThem() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        val c = app.startGame(GameKind.WEIMING)
        c.playAll(listOf("bl-x", "tm-m"))
        ImageComposeScene(784, 2400, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertTrue(scene.has("player-far-rotated"), "the far player's bar is turned")
            // First offers: Second, across the table, is asked
            scene.click("offer-draw")
            val q = c.table.question ?: error("no question")
            assertTrue(q.rotated && !q.destructive)
            assertTrue(scene.has("question-rotated"))
            assertEquals(q.text, scene.text("question-text"))
            scene.click("question-yes")
            val r = c.table.result ?: error("no result")
            assertEquals("Draw", r.headline)
            assertEquals(r.reason, scene.text("result-reason"))
        }
        app.close()
    }

    @Test
    fun aSaveIsDeletedOnlyAfterTheCoresQuestionAndADamagedOneShowsItsReasonOnDemand() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.startGame(GameKind.ZHONGKUI).play("ml", "t1")
        runCurrent()
        app.saveAndLeave()
        runCurrent()
        File(dir, "saves/old-game.json").writeText("this is not a saved game")
        app.openSavedGames()
        runCurrent()
        val good = app.saveRows().single { !it.damaged }
        val bad = app.saveRows().single { it.damaged }
        ImageComposeScene(784, 2400, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            // delete is in the row's menu, not beside resume
            assertFalse(scene.has("delete-${good.id}"))
            scene.click("save-menu-${good.id}")
            scene.click("delete-${good.id}")
            assertTrue(scene.text("delete-question-${good.id}").startsWith(good.deleteQuestion))
            assertEquals(good.deleteConfirm, scene.text("delete-confirm-${good.id}"))
            scene.click("delete-cancel-${good.id}")
            assertFalse(scene.has("delete-question-${good.id}"))
            runCurrent()
            assertTrue(app.saveRows().any { it.id == good.id }, "cancel keeps the save")
            scene.click("save-menu-${good.id}")
            scene.click("delete-${good.id}")
            scene.click("delete-confirm-${good.id}")
            runCurrent()
            scene.render()
            assertTrue(app.saveRows().none { it.id == good.id }, "deleted")
            // the damaged file: the core's sentence; its reason on a tap
            assertTrue(scene.text("damaged-title-${bad.id}").contains(bad.title))
            assertFalse(scene.has("damaged-detail-${bad.id}"))
            scene.click("damaged-title-${bad.id}")
            assertEquals(bad.detail, scene.text("damaged-detail-${bad.id}"))
        }
        app.close()
    }

    @Test
    fun aTapOnTheRulesDiagramHighlightsThePointTheCoreFinds() = runTest {
        val app = testApp(dir)
        app.openRules(GameKind.WEIMING)
        ImageComposeScene(784, 2400, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            scene.tap(scene.tagged("point-x").boundsInRoot.center)
            scene.render()
            assertEquals(listOf("x"), rules(app).frame.diagram.points.filter { it.highlighted }.map { it.name })
            // the second language chip: the rules in English, the point still marked
            scene.click("rules-language-1")
            assertEquals(listOf("x"), rules(app).frame.diagram.points.filter { it.highlighted }.map { it.name })
            assertEquals(1u, rules(app).frame.selectedLanguage)
            assertEquals(DisplayLanguage.EN, rules(app).language)
        }
        app.close()
    }

    @Test
    fun theRulesDiagramStaysInViewWhileTheTextScrollsAndPointNamesAreFingerSizedChips() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.openRules(GameKind.WEIMING)
        ImageComposeScene(720, 1280, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            val diagram = scene.tagged("diagram")
            val top = diagram.positionInRoot.y
            assertTrue(diagram.size.height <= 220 * 2, "a compact diagram: ${diagram.size.height / 2} dp")
            fun chips() = scene.nodes().filter { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("point-chip-") == true }
            assertTrue(chips().isNotEmpty(), "point names are chips")
            for (chip in chips()) {
                assertTrue(chip.size.width >= 95 && chip.size.height >= 95, "${chip.config[SemanticsProperties.TestTag]} is ${chip.size.width / 2} × ${chip.size.height / 2} dp")
            }
            // the text scrolls; the diagram stays where it was
            scene.tagged("rules-text").config[SemanticsActions.ScrollBy].action?.invoke(0f, 1500f)
            for (i in 1..60) scene.render(i * 16_000_000L) // (the scroll is animated)
            assertEquals(top, scene.tagged("diagram").positionInRoot.y)
            assertTrue(scene.tagged("diagram").boundsInRoot.height > 0f, "still in view")
            // a chip's tap marks its point on the diagram; again, unmarks it
            val chip = chips().first { it.boundsInRoot.height > 0f }
            val name = chip.config[SemanticsProperties.TestTag].removePrefix("point-chip-")
            chip.config[SemanticsActions.OnClick].action?.invoke()
            scene.render()
            assertEquals(listOf(name), rules(app).frame.diagram.points.filter { it.highlighted }.map { it.name })
        }
        app.close()
    }

    @Test
    fun theLearnOfferOpensTheLessonsAndALessonIsPlayedWithItsButtons() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        app.openNewGame(GameKind.WEIMING)
        ImageComposeScene(784, 2400, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            val offer = (app.screen as ScreenView.NewGame).learnOffer ?: error("no offer")
            assertEquals(offer.learn, scene.text("learn"))
            scene.click("learn")
            runCurrent()
            scene.render()
            val rows = (app.screen as ScreenView.Lessons).rows ?: error("not read")
            assertTrue(scene.text("lesson-${rows.first().id}").contains(rows.first().title))
            scene.click("lesson-${rows.first().id}")
            val lesson = (app.screen as ScreenView.Lesson).view
            // the step's task under the board, as a puzzle's, with the player's piece
            assertEquals(lesson.stepTask, scene.text("feedback"))
            assertTrue(scene.has("task-piece") && !scene.has("task"))
            assertEquals(lesson.progress, scene.text("progress"))
            // a move the rules refuse: the rule's sentence under the board
            app.play("bl", "tr")
            scene.render()
            val refused = (app.screen as ScreenView.Lesson).view
            assertTrue(scene.text("feedback").contains(refused.feedback ?: error("no feedback")))
            // the right move: the step done, the core's buttons (next step prominent)
            app.play("bl", "x")
            scene.render()
            val done = (app.screen as ScreenView.Lesson).view
            for (b in done.buttons) assertEquals(b.label, scene.text("lesson-" + b.action.name.lowercase().replace('_', '-')))
            scene.click("lesson-next-step")
            assertTrue((app.screen as ScreenView.Lesson).view.progress != done.progress, "the next step")
            // back to the lessons, back to the form, and the offer dismissed for good
            scene.click("back")
            runCurrent()
            scene.render()
            scene.click("back")
            scene.render()
            scene.click("learn-dismiss")
            runCurrent()
            assertNull((app.screen as ScreenView.NewGame).learnOffer)
            scene.render()
            assertFalse(scene.has("learn-offer"))
        }
        app.close()
    }

    @Test
    fun learnOnAGameCardAndOnTheRulesOpensThatGamesLessons() = runTest {
        val app = testApp(dir, LanguageSetting.EN)
        ImageComposeScene(720, 1280, Density(2f)) { AppOf(app) }.use { scene ->
            scene.render()
            assertEquals("Learn", scene.text("learn-jinmen"))
            scene.click("learn-jinmen")
            runCurrent()
            assertEquals(Route.Lessons(GameKind.JINMEN), app.view.value.stack.last())
            app.send(AppEvent.Back)
            app.openRules(GameKind.HUISHI)
            runCurrent()
            scene.render()
            assertEquals("Learn", scene.text("learn"))
            scene.click("learn")
            runCurrent()
            assertEquals(Route.Lessons(GameKind.HUISHI), app.view.value.stack.last())
        }
        app.close()
    }
}
