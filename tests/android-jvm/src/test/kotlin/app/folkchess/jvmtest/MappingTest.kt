package app.folkchess.jvmtest

import app.folkchess.core.BoardLayout
import app.folkchess.core.ClockState
import app.folkchess.core.EndReason
import app.folkchess.core.GameInfo
import app.folkchess.core.GameKind
import app.folkchess.core.GameMode
import app.folkchess.core.GameStatus
import app.folkchess.core.LayoutBounds
import app.folkchess.core.LayoutPoint
import app.folkchess.core.Level
import app.folkchess.core.Outcome
import app.folkchess.core.PieceInfo
import app.folkchess.core.PieceKind
import app.folkchess.core.PlyInfo
import app.folkchess.core.PlyKind
import app.folkchess.core.PointRole
import app.folkchess.core.PointState
import app.folkchess.core.Side
import app.folkchess.core.Snapshot
import app.folkchess.core.VerdictInfo
import app.folkchess.core.VerdictKind
import app.folkchess.ui.model.BoardUiState
import app.folkchess.ui.model.LocalGameUi
import app.folkchess.ui.model.TimerUi
import app.folkchess.ui.model.UiLang
import app.folkchess.ui.model.UiMove
import app.folkchess.ui.model.UiStrings
import app.folkchess.ui.model.describePoint
import app.folkchess.ui.model.gameUiState
import app.folkchess.ui.model.timerUi
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The core's records → UI state (pure), with the core's names (levels, sides) from the real core. */
class MappingTest {
    private val names = TestEnv.names
    private val defaults = TestEnv.core.defaultSettings()

    private val layout = BoardLayout(
        game = GameKind.WEIMING,
        points = listOf(
            LayoutPoint(0, "s", 0.0, 1.0, PointRole.SHARED_HOME),
            LayoutPoint(1, "tl", 1.0, 0.0, PointRole.NORMAL),
            LayoutPoint(2, "bl", 1.0, 2.0, PointRole.NORMAL),
        ),
        lines = listOf(listOf(0, 1), listOf(1, 2)),
        bounds = LayoutBounds(0.0, 0.0, 1.0, 2.0),
        minSpacing = 1.4142135623730951,
    )
    private val info = GameInfo(
        game = GameKind.WEIMING, id = "weiming", nameZh = "未名双承棋之三", nameEn = "Weiming", taglineZh = "简介", taglineEn = "Tagline",
        pointCount = 3, piecesPerSide = 1, generalsPerSide = 0, sharedPieces = 1, exactlySolved = true, hasCaptures = false,
    )
    private val shared = PieceInfo(PieceKind.SHARED, null)
    private val red = PieceInfo(PieceKind.MAN, Side.FIRST)
    private val black = PieceInfo(PieceKind.MAN, Side.SECOND)

    private val vsComputer = vsComputer(GameKind.WEIMING, Level.HARD, Side.FIRST, 30)
    private val passAndPlay = passAndPlay(GameKind.WEIMING, 30)

    private fun ply(from: Int?, to: Int?, notation: String) = PlyInfo(
        number = 3, side = Side.SECOND, kind = if (from == null) PlyKind.PASS else PlyKind.STEP, from = from, to = to,
        jumpedOver = null, piece = red.takeIf { from != null }, captured = emptyList(), rendezvous = false, notation = notation,
    )

    private fun snap(side: Side = Side.FIRST, over: Boolean = false, computer: Boolean = false) = Snapshot(
        game = GameKind.WEIMING,
        mode = vsComputer.mode,
        points = listOf(PointState(0, "s", shared), PointState(1, "tl", black), PointState(2, "bl", red)),
        sideToMove = side,
        status = if (over) GameStatus.ENDED else GameStatus.ONGOING,
        outcome = if (over) Outcome(Side.FIRST, EndReason.NO_LEGAL_MOVE, "先手（红）胜。", "First (red) wins.") else null,
        headlineZh = if (over) "先手（红）胜。" else "轮到先手（红）走棋",
        headlineEn = if (over) "First (red) wins." else "First (red) to move",
        lastPly = ply(1, 2, "tl-bl"),
        plyNumber = 3,
        sharedLocked = false,
        pliesSinceCapture = 0,
        canUndo = true,
        canRedo = false,
        isComputerTurn = computer,
        turnSeconds = 30,
        remainingMs = 12_345,
        clockRunning = true,
        timeExpired = false,
        positionText = "",
    )

    @Test
    fun snapshotMapsToGameState() {
        val st = gameUiState(info, layout, vsComputer, snap(), setOf(2), LocalGameUi(selected = 2, targets = setOf(0)), defaults, UiLang.En, names)
        assertEquals("Weiming", st.title)
        assertEquals(listOf(shared, black, red), st.board.pieces)
        assertEquals(UiMove(1, 2), st.board.lastMove)
        assertEquals(2, st.board.selected)
        assertEquals(setOf(0), st.board.targets)
        assertEquals(Side.FIRST, st.board.perspective)
        assertEquals("Your turn · First (red)", st.banner, "the side's name is the core's")
        assertEquals(TimerUi(12_345, 30_000, true), st.timer)
        assertEquals(13L, st.timer?.seconds)
        assertEquals(Level.HARD, st.level)
        assertEquals("tl-bl", st.lastMoveText)
        assertTrue(st.isSmallGame)
    }

    @Test
    fun theTickersClockStateMovesOnlyTheRing() {
        val later = timerUi(snap(), ClockState(remainingMs = 4_000, expired = false, running = true))
        assertEquals(TimerUi(4_000, 30_000, true), later)
        assertNull(timerUi(snap(over = true), ClockState(0, true, false)), "no ring once the game is over")
    }

    @Test
    fun overGameShowsTheCoresOutcomeSentenceAndNoTimer() {
        val st = gameUiState(info, layout, vsComputer, snap(over = true), emptySet(), LocalGameUi(), defaults, UiLang.Zh, names)
        assertEquals("先手（红）胜。", st.banner)
        assertNull(st.timer)
        val both = gameUiState(info, layout, vsComputer, snap(over = true), emptySet(), LocalGameUi(), defaults, UiLang.Both, names)
        assertEquals("先手（红）胜。\nFirst (red) wins.", both.banner)
    }

    @Test
    fun passAndPlayBannerIsRotatedForTheFarPlayerOnlyWhenTheSettingIsOn() {
        val on = defaults.copy(rotateForOpponent = true)
        fun state(setup: app.folkchess.core.GameSetup, s: Snapshot, settings: app.folkchess.core.AppSettings = on) =
            gameUiState(info, layout, setup, s, emptySet(), LocalGameUi(), settings, UiLang.Zh, names)
        assertFalse(state(passAndPlay, snap(Side.FIRST)).bannerRotated)
        assertTrue(state(passAndPlay, snap(Side.SECOND)).bannerRotated)
        assertFalse(state(passAndPlay, snap(Side.SECOND), on.copy(rotateForOpponent = false)).bannerRotated)
        assertFalse(state(vsComputer, snap(Side.SECOND, computer = true)).bannerRotated)
        assertFalse(state(passAndPlay, snap(Side.SECOND, over = true)).bannerRotated)
        // pass-and-play: the core's own "to move" sentence, no "your"
        assertEquals("轮到先手（红）走棋", state(passAndPlay, snap()).banner)
        assertNull(state(passAndPlay, snap()).board.perspective)
        assertEquals(GameMode.PassAndPlay, passAndPlay.mode)
    }

    @Test
    fun settingsHideLastMoveAndVerdict() {
        val local = LocalGameUi(verdict = VerdictInfo(VerdictKind.WIN, 7, "必胜（7步）", "wins in 7"))
        val shown = gameUiState(info, layout, vsComputer, snap(), emptySet(), local, defaults, UiLang.En, names)
        assertEquals("wins in 7", shown.verdict)
        val hidden = gameUiState(info, layout, vsComputer, snap(), emptySet(), local, defaults.copy(showLastMove = false, showVerdicts = false), UiLang.En, names)
        assertNull(hidden.board.lastMove)
        assertNull(hidden.verdict)
    }

    @Test
    fun pointsAreDescribedForScreenReaders() {
        val board = BoardUiState(layout, listOf(shared, black, red), movable = setOf(2), perspective = Side.FIRST)
        val en = UiStrings.of(UiLang.En)
        assertEquals("bl, your piece, can move", describePoint(board, 2, en))
        assertEquals("tl, opponent's piece", describePoint(board, 1, en))
        assertEquals("s, shared piece, shared piece's home", describePoint(board, 0, en))
        assertEquals("bl，你的棋子，可以走", describePoint(board, 2, UiStrings.of(UiLang.Zh)))
        val selected = board.copy(pieces = listOf(null, black, red), selected = 2, targets = setOf(0), perspective = null)
        assertEquals("bl, red piece, selected", describePoint(selected, 2, en))
        assertEquals("s, empty, legal target, shared piece's home", describePoint(selected, 0, en))
    }

    @Test
    fun passIsShownInWords() {
        val s = snap().copy(lastPly = ply(null, null, "pass"))
        val st = gameUiState(info, layout, vsComputer, s, emptySet(), LocalGameUi(), defaults, UiLang.En, names)
        assertNull(st.board.lastMove)
        assertEquals("pass (time)", st.lastMoveText)
    }

    @Test
    fun levelAndSideNamesAndTurnTimesAreTheCores() {
        val core = TestEnv.core
        val en = names.choices(UiLang.En)
        assertEquals(core.levels().map { it.level to it.nameEn }, en.levels.map { it.value to it.label })
        assertEquals(listOf(Side.FIRST to "First (red)", Side.SECOND to "Second (black)"), en.sides.map { it.value to it.label })
        assertEquals(core.turnTimeChoices(), en.turnTimes.map { it.value })
        assertEquals("Off", en.turnTimes.first { it.value == null }.label)
        val master = core.levels().single { it.level == Level.MASTER }
        assertEquals("${master.nameZh} ${master.nameEn}", names.level(Level.MASTER, UiLang.Both))
        assertEquals("${master.nameZh} ${master.nameEn}", names.choices(UiLang.Both).levels.single { it.value == Level.MASTER }.label)
        assertEquals(core.sideName(Side.SECOND, app.folkchess.core.Language.ZH), names.side(Side.SECOND, UiLang.Zh))
    }
}
