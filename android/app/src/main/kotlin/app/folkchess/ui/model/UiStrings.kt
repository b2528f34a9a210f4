package app.folkchess.ui.model

import app.folkchess.core.PieceKind
import app.folkchess.core.PointRole
import app.folkchess.core.Side

/**
 * The app's own interface strings in Chinese and English. The rules texts, game names,
 * taglines, level and side names, turn-time choices and outcome sentences come from the core
 * (see CoreNames); these are only the labels of buttons, screens and accessibility phrases.
 * "Both" shows Chinese with English alongside.
 */
class UiStrings private constructor(private val lang: UiLang) {
    private fun t(zh: String, en: String): String = label(lang, zh, en)

    val isChinese: Boolean get() = lang != UiLang.En
    val language: UiLang get() = lang

    val appName = t("民间棋", "Folk Chess")
    val appSubtitle = t("四种中国民间棋", "Four Chinese folk board games")
    val newGame = t("新游戏", "New game")
    val play = t("开始", "Play")
    val continueGame = t("继续对局", "Continue")
    val savedGames = t("存档", "Saved games")
    val settings = t("设置", "Settings")
    val rules = t("规则", "Rules")
    val back = t("返回", "Back")

    val vsComputer = t("人机对战", "Vs computer")
    val passAndPlay = t("双人同屏", "Pass and play")
    val level = t("难度", "Level")
    val yourSide = t("你执", "You play")
    val movesFirst = t("先走", "moves first")
    val turnTimer = t("每步限时", "Turn timer")
    val timerOff = t("不限时", "Off")
    fun seconds(n: Int) = t("${n}秒", "$n s")
    val start = t("开始对局", "Start game")

    val undo = t("悔棋", "Undo")
    val redo = t("重做", "Redo")
    val hint = t("提示", "Hint")
    val verdict = t("局面判断：", "Verdict:")
    val restart = t("重新开始", "Restart")
    val saveAndLeave = t("保存并退出", "Save & leave")
    val thinking = t("电脑思考中…", "Computer is thinking…")
    val yourTurn = t("轮到你走棋", "Your turn")
    val computerTurn = t("电脑走棋", "Computer's move")
    val passed = t("超时让步", "pass (time)")
    fun plyLabel(n: Int) = t("第${n}手", "Ply $n")
    val lastMove = t("上一步", "Last move")
    val hintThinking = t("正在寻找提示…", "Looking for a hint…")
    val timeUp = t("时间到，轮到对方", "Time's up — the turn passes")
    val saved = t("已保存", "Saved")

    val review = t("复盘", "Review")
    val reviewGame = t("复盘本局", "Review this game")
    val reviewing = t("正在复盘…", "Reviewing the game…")
    val previousPly = t("上一手", "Previous ply")
    val nextPly = t("下一手", "Next ply")
    val playedMove = t("实战", "Played")
    val bestMove = t("最佳着法", "Best move")
    val decidingPly = t("胜负手", "deciding ply")
    val startPosition = t("开局", "Start position")
    fun plyOf(k: Int, n: Int) = t("第${k}手（共${n}手）", "Ply $k of $n")

    val rulesZh = "中文"
    val rulesEn = "English"
    val rulesBoth = t("双语", "Both")
    val boardDiagram = t("棋盘图", "Board diagram")
    val tapPointHint = t("点按文中的点名，可在图上标出该点。", "Tap a point name in the text to mark it on the diagram.")

    val language_ = t("语言", "Language")
    val languageSystem = t("跟随系统", "System")
    val theme = t("主题", "Theme")
    val themeSystem = t("跟随系统", "System")
    val themeLight = t("浅色", "Light")
    val themeDark = t("深色", "Dark")
    val defaultLevel = t("默认难度", "Default level")
    val defaultSide = t("默认执子", "Default side")
    val sound = t("音效", "Sound")
    val haptics = t("振动", "Haptics")
    val showLegalMoves = t("显示可走位置", "Show legal moves")
    val showLastMove = t("标出上一步", "Mark the last move")
    val showVerdicts = t("提示时显示胜负判断", "Show verdicts with hints")
    val rotateForOpponent = t("双人同屏时为对面玩家倒转提示", "Turn the banner for the far player")

    val noSavedGames = t("还没有存档", "No saved games yet")
    val resume = t("继续", "Resume")
    val delete = t("删除", "Delete")
    val damaged = t("存档已损坏", "Damaged save")
    fun plies(n: Int) = t("${n}手", if (n == 1) "1 ply" else "$n plies")
    val ongoing = t("进行中", "in progress")
    val finished = t("已结束", "finished")

    // accessibility
    val boardDescription = t("棋盘", "Board")
    val yourPiece = t("你的棋子", "your piece")
    val yourGeneral = t("你的师", "your general")
    val opponentPiece = t("对方棋子", "opponent's piece")
    val opponentGeneral = t("对方的师", "opponent's general")
    val redPiece = t("红方棋子", "red piece")
    val blackPiece = t("黑方棋子", "black piece")
    val redGeneral = t("红方的师", "red general")
    val blackGeneral = t("黑方的师", "black general")
    val sharedPiece = t("公共棋子", "shared piece")
    val empty = t("空", "empty")
    val canMove = t("可以走", "can move")
    val selectedA11y = t("已选中", "selected")
    val canMoveHere = t("可以走到这里", "legal target")
    val theWell = t("井", "the well")
    val sharedHome = t("公共棋子的家", "shared piece's home")
    val countdown = t("剩余时间", "Time left")
    val sep: String get() = if (lang == UiLang.En) ", " else "，"

    companion object {
        private val cache = UiLang.entries.associateWith { UiStrings(it) }
        fun of(lang: UiLang): UiStrings = cache.getValue(lang)
    }
}

/** What a screen reader says for one point: "b2, your piece, can move" / "b2，你的棋子，可以走". */
fun describePoint(board: BoardUiState, index: Int, s: UiStrings): String {
    val p = board.layout.points[index]
    val parts = mutableListOf(p.name)
    val piece = board.pieces.getOrNull(index)
    parts += when {
        piece == null -> s.empty
        piece.kind == PieceKind.SHARED -> s.sharedPiece
        board.perspective != null && piece.side == board.perspective ->
            if (piece.kind == PieceKind.GENERAL) s.yourGeneral else s.yourPiece
        board.perspective != null ->
            if (piece.kind == PieceKind.GENERAL) s.opponentGeneral else s.opponentPiece
        piece.side == Side.FIRST -> if (piece.kind == PieceKind.GENERAL) s.redGeneral else s.redPiece
        else -> if (piece.kind == PieceKind.GENERAL) s.blackGeneral else s.blackPiece
    }
    when {
        board.selected == index -> parts += s.selectedA11y
        index in board.targets -> parts += s.canMoveHere
        index in board.movable -> parts += s.canMove
    }
    when (p.role) {
        PointRole.WELL -> parts += s.theWell
        PointRole.SHARED_HOME -> parts += s.sharedHome
        PointRole.NORMAL -> {}
    }
    return parts.joinToString(s.sep)
}
