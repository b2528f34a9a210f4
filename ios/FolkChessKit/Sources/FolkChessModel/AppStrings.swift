/// The app's own interface strings in Chinese and English: the labels of buttons, screens and
/// VoiceOver phrases. Everything about the games — names, taglines, rules, side and level
/// names, turn and outcome sentences, verdicts — comes from the core (see ``CoreTexts``).
public struct AppStrings: Sendable, Equatable {
    /// The language these strings are in.
    public let language: DisplayLanguage

    /// The strings of one language.
    public init(_ language: DisplayLanguage) {
        self.language = language
    }

    private func t(_ zh: String, _ en: String) -> String {
        language.inline(zh: zh, en: en)
    }

    // MARK: Home and navigation

    /// The app's name.
    public var appName: String { t("民间棋", "Folk Chess") }
    /// The line under the app's name on the home screen.
    public var appSubtitle: String { t("四种中国民间棋", "Four Chinese folk board games") }
    /// Home: the game in progress.
    public var continueGame: String { t("继续对局", "Continue") }
    /// Home and game: the saved games screen.
    public var savedGames: String { t("存档", "Saved games") }
    /// The settings screen.
    public var settings: String { t("设置", "Settings") }
    /// The rules screen.
    public var rules: String { t("规则", "Rules") }
    /// A game card's button that opens the new-game form.
    public var newGame: String { t("新游戏", "New game") }
    /// Back to the previous screen.
    public var back: String { t("返回", "Back") }

    // MARK: New game

    /// Mode: against the computer.
    public var vsComputer: String { t("人机对战", "Vs computer") }
    /// Mode: two players on one phone.
    public var passAndPlay: String { t("双人同屏", "Pass and play") }
    /// The computer's level.
    public var level: String { t("难度", "Level") }
    /// Which side the player takes against the computer.
    public var yourSide: String { t("你执", "You play") }
    /// The turn timer.
    public var turnTimer: String { t("每步限时", "Turn timer") }
    /// The timer choice "off".
    public var timerOff: String { t("不限时", "Off") }
    /// A timer choice or countdown in seconds.
    public func seconds(_ n: Int) -> String { t("\(n)秒", "\(n) s") }
    /// Starts the game of the form.
    public var startGame: String { t("开始对局", "Start game") }

    // MARK: Game

    /// Takes back the last move (against the computer: its reply too).
    public var undo: String { t("悔棋", "Undo") }
    /// Replays an undone move.
    public var redo: String { t("重做", "Redo") }
    /// Asks the computer for a suggestion.
    public var hint: String { t("提示", "Hint") }
    /// Starts the same game again.
    public var restart: String { t("重新开始", "Restart") }
    /// Files the game under saved games and goes home.
    public var saveAndLeave: String { t("保存并退出", "Save & leave") }
    /// The computer is thinking.
    public var thinking: String { t("电脑思考中…", "Computer is thinking…") }
    /// A hint is being looked for.
    public var hintThinking: String { t("正在寻找提示…", "Looking for a hint…") }
    /// Vs computer: the player's turn, before the core's side name.
    public var yourTurn: String { t("轮到你走棋", "Your turn") }
    /// Vs computer: the computer's turn, before the core's side name.
    public var computerTurn: String { t("电脑走棋", "Computer's move") }
    /// The verdict of a small game, before the core's verdict text.
    public var verdict: String { t("局面判断：", "Verdict:") }
    /// The label of a pass in the last-move line.
    public var passed: String { t("超时让步", "pass (time)") }
    /// The number of plies played.
    public func plyLabel(_ n: Int) -> String { t("第\(n)手", "Ply \(n)") }
    /// Before the last move's notation.
    public var lastMove: String { t("上一步", "Last move") }
    /// The turn passed because its time ran out.
    public var timeUp: String { t("时间到，轮到对方", "Time's up — the turn passes") }
    /// A game was saved.
    public var saved: String { t("已保存", "Saved") }

    // MARK: Review

    /// The review screen, and the button that opens it (a finished game, a saved game).
    public var review: String { t("复盘", "Review") }
    /// The review is being computed.
    public var reviewing: String { t("正在复盘…", "Reviewing the game…") }
    /// The board before the first ply.
    public var startPosition: String { t("开局局面", "Start position") }
    /// Steps back one ply.
    public var previousPly: String { t("上一手", "Previous ply") }
    /// Steps on one ply.
    public var nextPly: String { t("下一手", "Next ply") }
    /// Where the review's board is: ply `n` of `total`.
    public func plyOf(_ n: Int, _ total: Int) -> String { t("第\(n)手（共\(total)手）", "Ply \(n) of \(total)") }
    /// The legend of the move played, drawn as a trail.
    public var playedMove: String { t("实战着法", "Played") }
    /// The legend of the best move, drawn as an arrow.
    public var bestMove: String { t("最佳着法", "Best move") }
    /// The heading of the per-side summary.
    public var summary: String { t("总结", "Summary") }
    /// The heading of the move list.
    public var moves: String { t("着法", "Moves") }
    /// The mark of the ply that decided the game.
    public var decidingPly: String { t("胜负手", "deciding ply") }
    /// Spoken on the point the played move left.
    public var playedFrom: String { t("实战着法从这里走出", "played move started here") }
    /// Spoken on the point the played move reached.
    public var playedTo: String { t("实战着法走到这里", "played move ended here") }
    /// Spoken on the point the best move leaves.
    public var bestFrom: String { t("最佳着法从这里走出", "best move starts here") }
    /// Spoken on the point the best move reaches.
    public var bestTo: String { t("最佳着法走到这里", "best move ends here") }

    // MARK: Rules

    /// The rules in Chinese (always written in Chinese).
    public var rulesZh: String { "中文" }
    /// The rules in English (always written in English).
    public var rulesEn: String { "English" }
    /// The rules in both languages side by side.
    public var rulesBoth: String { t("双语", "Both") }
    /// The heading of the board diagram.
    public var boardDiagram: String { t("棋盘图", "Board diagram") }
    /// How to highlight a point from the text.
    public var tapPointHint: String {
        t("点按文中的点名，可在图上标出该点。", "Tap a point name in the text to mark it on the diagram.")
    }

    // MARK: Settings

    /// Setting: interface language.
    public var languageSetting: String { t("语言", "Language") }
    /// Setting value: follow the phone.
    public var followSystem: String { t("跟随系统", "System") }
    /// Setting value: both languages.
    public var bothLanguages: String { t("中英双语", "Both") }
    /// Setting: light or dark.
    public var theme: String { t("主题", "Theme") }
    /// Theme: light.
    public var themeLight: String { t("浅色", "Light") }
    /// Theme: dark.
    public var themeDark: String { t("深色", "Dark") }
    /// Setting: the level of new games.
    public var defaultLevel: String { t("默认难度", "Default level") }
    /// Setting: the side of new games against the computer.
    public var defaultSide: String { t("默认执子", "Default side") }
    /// Setting: sound effects.
    public var sound: String { t("音效", "Sound") }
    /// Setting: vibration on moves.
    public var haptics: String { t("振动", "Haptics") }
    /// Setting: light up legal targets.
    public var showLegalMoves: String { t("显示可走位置", "Show legal moves") }
    /// Setting: mark the last move.
    public var showLastMove: String { t("标出上一步", "Mark the last move") }
    /// Setting: verdicts with hints in the small games.
    public var showVerdicts: String { t("提示时显示胜负判断", "Show verdicts with hints") }
    /// Setting: turn the banner upside down for the far player.
    public var rotateForOpponent: String { t("双人同屏时为对面玩家倒转提示", "Turn the banner for the far player") }
    /// The settings file could not be read; the defaults are used.
    public var settingsDamaged: String { t("设置文件无法读取，已使用默认设置：", "The settings could not be read; using the defaults:") }
    /// The core's version, in "About".
    public func coreVersion(_ v: String) -> String { t("核心版本 \(v)", "Core version \(v)") }

    // MARK: Saved games

    /// The saved games list is empty.
    public var noSavedGames: String { t("还没有存档", "No saved games yet") }
    /// Opens a saved game.
    public var resume: String { t("继续", "Resume") }
    /// Deletes a saved game.
    public var delete: String { t("删除", "Delete") }
    /// A save that does not load.
    public var damaged: String { t("存档已损坏", "Damaged save") }
    /// The autosave slot's name.
    public var autosave: String { t("自动存档", "Autosave") }
    /// A count of plies.
    public func plies(_ n: Int) -> String { t("\(n)手", n == 1 ? "1 ply" : "\(n) plies") }
    /// A saved game still going on.
    public var ongoing: String { t("进行中", "in progress") }
    /// A saved game that ended.
    public var finished: String { t("已结束", "finished") }

    // MARK: VoiceOver

    /// The board as one element (miniatures, thumbnails).
    public var board: String { t("棋盘", "Board") }
    /// A piece of the player (vs computer).
    public var yourPiece: String { t("你的棋子", "your piece") }
    /// A general of the player (vs computer, Rendezvous).
    public var yourGeneral: String { t("你的师", "your general") }
    /// A piece of the computer.
    public var opponentPiece: String { t("对方棋子", "opponent's piece") }
    /// A general of the computer.
    public var opponentGeneral: String { t("对方的师", "opponent's general") }
    /// A piece of First (pass-and-play, pictures).
    public var redPiece: String { t("红方棋子", "red piece") }
    /// A piece of Second.
    public var blackPiece: String { t("黑方棋子", "black piece") }
    /// A general of First.
    public var redGeneral: String { t("红方的师", "red general") }
    /// A general of Second.
    public var blackGeneral: String { t("黑方的师", "black general") }
    /// The shared piece.
    public var sharedPiece: String { t("公共棋子", "shared piece") }
    /// An empty point.
    public var empty: String { t("空", "empty") }
    /// A piece that can move now.
    public var canMove: String { t("可以走", "can move") }
    /// The selected piece.
    public var selected: String { t("已选中", "selected") }
    /// A lit target of the selected piece.
    public var canMoveHere: String { t("可以走到这里", "legal target") }
    /// The end point of the last move.
    public var lastMoveHere: String { t("上一步走到这里", "last move ended here") }
    /// The point of the hint's destination.
    public var hintHere: String { t("提示走到这里", "hint: move here") }
    /// Rendezvous' well.
    public var theWell: String { t("井", "the well") }
    /// The shared piece's home.
    public var sharedHome: String { t("公共棋子的家", "shared piece's home") }
    /// The countdown ring.
    public var timeLeft: String { t("剩余时间", "Time left") }
    /// The space between words: none in Chinese.
    public var space: String { language == .en ? " " : "" }
    /// Separator between the parts of a spoken label.
    public var separator: String { language == .en ? ", " : "，" }
}
