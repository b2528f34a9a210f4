package app.folkchess.jvmtest

import app.folkchess.ui.model.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Core records → UI state (pure). */
class MappingTest {
    private val geo = BoardGeometry(
        UiGame.Weiming,
        listOf(UiPoint(0, "s", 0.0, 1.0, UiPointRole.SharedHome), UiPoint(1, "tl", 1.0, 0.0, UiPointRole.Normal), UiPoint(2, "bl", 1.0, 2.0, UiPointRole.Normal)),
        listOf(listOf(0, 1), listOf(1, 2)), UiBounds(0.0, 0.0, 1.0, 2.0),
    )
    private val info = GameInfo(UiGame.Weiming, "未名双承棋之三", "Weiming", "简介", "Tagline", solved = true)

    private fun snap(side: UiSide = UiSide.First, over: Boolean = false, computer: Boolean = false) = CoreSnapshot(
        pieces = listOf(UiPiece.Shared, UiPiece.SecondSoldier, UiPiece.FirstSoldier),
        sideToMove = side, isOver = over,
        toMoveZh = "轮到先手（红）走棋", toMoveEn = "First (red) to move",
        outcomeZh = if (over) "先手（红）胜。" else null, outcomeEn = if (over) "First (red) wins." else null,
        lastPly = CorePly(1, 2, emptyList(), "tl-bl"), plyCount = 3, sharedLocked = false,
        canUndo = true, canRedo = false, isComputerTurn = computer,
        remainingMs = 12_345, limitMs = 30_000, clockRunning = true,
    )

    private val vsComputer = GameSetupUi(UiMode.VsComputer, UiLevel.Hard, UiSide.First, 30)
    private val passAndPlay = GameSetupUi(UiMode.PassAndPlay, UiLevel.Medium, UiSide.First, 30)

    @Test
    fun snapshotMapsToGameState() {
        val st = gameUiState(info, geo, vsComputer, snap(), setOf(2), LocalGameUi(selected = 2, targets = setOf(0)), SettingsUi(), UiLang.En)
        assertEquals("Weiming", st.title)
        assertEquals(listOf(UiPiece.Shared, UiPiece.SecondSoldier, UiPiece.FirstSoldier), st.board.pieces)
        assertEquals(UiMove(1, 2), st.board.lastMove)
        assertEquals(2, st.board.selected)
        assertEquals(setOf(0), st.board.targets)
        assertEquals(UiSide.First, st.board.perspective)
        assertEquals("Your turn · First (red)", st.banner)
        assertEquals(TimerUi(12_345, 30_000, true), st.timer)
        assertEquals(13L, st.timer!!.seconds)
        assertEquals(UiLevel.Hard, st.level)
        assertEquals("tl-bl", st.lastMoveText)
        assertTrue(st.isSmallGame)
    }

    @Test
    fun overGameShowsTheCoresOutcomeSentenceAndNoTimer() {
        val st = gameUiState(info, geo, vsComputer, snap(over = true), emptySet(), LocalGameUi(), SettingsUi(), UiLang.Zh)
        assertEquals("先手（红）胜。", st.banner)
        assertNull(st.timer)
        val both = gameUiState(info, geo, vsComputer, snap(over = true), emptySet(), LocalGameUi(), SettingsUi(), UiLang.Both)
        assertEquals("先手（红）胜。\nFirst (red) wins.", both.banner)
    }

    @Test
    fun passAndPlayBannerIsRotatedForTheFarPlayerOnlyWhenTheSettingIsOn() {
        val on = SettingsUi(rotateForOpponent = true)
        assertFalse(gameUiState(info, geo, passAndPlay, snap(UiSide.First), emptySet(), LocalGameUi(), on, UiLang.Zh).bannerRotated)
        assertTrue(gameUiState(info, geo, passAndPlay, snap(UiSide.Second), emptySet(), LocalGameUi(), on, UiLang.Zh).bannerRotated)
        assertFalse(gameUiState(info, geo, passAndPlay, snap(UiSide.Second), emptySet(), LocalGameUi(), on.copy(rotateForOpponent = false), UiLang.Zh).bannerRotated)
        assertFalse(gameUiState(info, geo, vsComputer, snap(UiSide.Second, computer = true), emptySet(), LocalGameUi(), on, UiLang.Zh).bannerRotated)
        assertFalse(gameUiState(info, geo, passAndPlay, snap(UiSide.Second, over = true), emptySet(), LocalGameUi(), on, UiLang.Zh).bannerRotated)
        // pass-and-play: the core's own "to move" sentence, no "your"
        assertEquals("轮到先手（红）走棋", gameUiState(info, geo, passAndPlay, snap(), emptySet(), LocalGameUi(), on, UiLang.Zh).banner)
        assertNull(gameUiState(info, geo, passAndPlay, snap(), emptySet(), LocalGameUi(), on, UiLang.Zh).board.perspective)
    }

    @Test
    fun settingsHideLastMoveAndVerdict() {
        val local = LocalGameUi(verdict = VerdictText("先手必胜", "First wins"))
        val shown = gameUiState(info, geo, vsComputer, snap(), emptySet(), local, SettingsUi(), UiLang.En)
        assertEquals("First wins", shown.verdict)
        val hidden = gameUiState(info, geo, vsComputer, snap(), emptySet(), local, SettingsUi(showLastMove = false, showVerdicts = false), UiLang.En)
        assertNull(hidden.board.lastMove)
        assertNull(hidden.verdict)
    }

    @Test
    fun pointsAreDescribedForScreenReaders() {
        val board = BoardUiState(geo, listOf(UiPiece.Shared, UiPiece.SecondSoldier, UiPiece.FirstSoldier), movable = setOf(2), perspective = UiSide.First)
        val en = UiStrings.of(UiLang.En)
        assertEquals("bl, your piece, can move", describePoint(board, 2, en))
        assertEquals("tl, opponent's piece", describePoint(board, 1, en))
        assertEquals("s, shared piece, shared piece's home", describePoint(board, 0, en))
        assertEquals("bl，你的棋子，可以走", describePoint(board, 2, UiStrings.of(UiLang.Zh)))
        val selected = board.copy(pieces = listOf(null, UiPiece.SecondSoldier, UiPiece.FirstSoldier), selected = 2, targets = setOf(0), perspective = null)
        assertEquals("bl, red piece, selected", describePoint(selected, 2, en))
        assertEquals("s, empty, legal target, shared piece's home", describePoint(selected, 0, en))
    }

    @Test
    fun passIsShownInWords() {
        val s = snap().copy(lastPly = CorePly(null, null, emptyList(), "pass"))
        val st = gameUiState(info, geo, vsComputer, s, emptySet(), LocalGameUi(), SettingsUi(), UiLang.En)
        assertNull(st.board.lastMove)
        assertEquals("pass (time)", st.lastMoveText)
    }
}
