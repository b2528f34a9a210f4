//! The one catalogue of the words the apps show: every label of a button, a screen, a
//! setting and every spoken phrase of the board, in each language, and the display
//! language they are shown in. The shells keep no sentence of their own: each screen's
//! view (see [`crate::screens::table`], [`crate::screens::lists`]) carries its words already chosen from
//! here, and the few labels that belong to no screen come from [`Label`] directly.
//!
//! Texts about the games themselves — names, rules, side and level names, outcomes,
//! illegal-move reasons, verdicts, review comments — live beside their rules
//! ([`crate::text::messages`], [`crate::text::rules_text`], [`crate::ai::review`]); this module only
//! chooses between their languages.

use crate::text::rules_text::Lang;
use serde::{Deserialize, Serialize};

/// The language a screen is shown in: the settings' choice with "follow the phone"
/// already resolved ([`DisplayLanguage::resolve`]). Chinese comes in two scripts: Simplified
/// (简体中文, the texts as written) and Traditional (繁體中文, converted by [`crate::text::hant`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum DisplayLanguage {
    /// 简体中文 (Simplified Chinese).
    Zh,
    /// 繁體中文 (Traditional Chinese, as read in Taiwan).
    ZhHant,
    /// English.
    En,
    /// Simplified Chinese with English alongside: sentences on two lines, labels on one.
    Both,
    /// Traditional Chinese with English alongside.
    BothHant,
}

impl DisplayLanguage {
    /// Every display language.
    pub const ALL: [DisplayLanguage; 5] = [
        DisplayLanguage::Zh,
        DisplayLanguage::ZhHant,
        DisplayLanguage::En,
        DisplayLanguage::Both,
        DisplayLanguage::BothHant,
    ];

    /// The stable id: `zh`, `zh-hant`, `en`, `both` or `both-hant`.
    pub const fn id(self) -> &'static str {
        match self {
            DisplayLanguage::Zh => "zh",
            DisplayLanguage::ZhHant => "zh-hant",
            DisplayLanguage::En => "en",
            DisplayLanguage::Both => "both",
            DisplayLanguage::BothHant => "both-hant",
        }
    }

    /// Whether Chinese is shown in Traditional characters.
    pub const fn is_hant(self) -> bool {
        matches!(self, DisplayLanguage::ZhHant | DisplayLanguage::BothHant)
    }

    /// The source languages of the texts shown: one, or Chinese then English.
    pub const fn langs(self) -> &'static [Lang] {
        match self {
            DisplayLanguage::Zh | DisplayLanguage::ZhHant => &[Lang::Zh],
            DisplayLanguage::En => &[Lang::En],
            DisplayLanguage::Both | DisplayLanguage::BothHant => &[Lang::Zh, Lang::En],
        }
    }

    /// The source language of a text that is shown once (Chinese when both are shown).
    pub const fn primary(self) -> Lang {
        match self {
            DisplayLanguage::En => Lang::En,
            _ => Lang::Zh,
        }
    }

    /// The same choice of languages with Chinese in the script of `other` (how the rules
    /// screen follows the app's script).
    pub const fn with_script_of(self, other: DisplayLanguage) -> DisplayLanguage {
        match (self, other.is_hant()) {
            (DisplayLanguage::Zh | DisplayLanguage::ZhHant, true) => DisplayLanguage::ZhHant,
            (DisplayLanguage::Zh | DisplayLanguage::ZhHant, false) => DisplayLanguage::Zh,
            (DisplayLanguage::Both | DisplayLanguage::BothHant, true) => DisplayLanguage::BothHant,
            (DisplayLanguage::Both | DisplayLanguage::BothHant, false) => DisplayLanguage::Both,
            (DisplayLanguage::En, _) => DisplayLanguage::En,
        }
    }

    /// A text written in `lang` as this display shows it: Chinese converted to Traditional
    /// characters when the display asks for them.
    pub fn render(self, lang: Lang, text: String) -> String {
        if lang == Lang::Zh && self.is_hant() {
            crate::text::hant::to_hant(&text)
        } else {
            text
        }
    }

    /// A sentence: one language, or for "both" the Chinese, then the English on the next
    /// line (once when they are the same).
    pub fn sentence(self, text: impl Fn(Lang) -> String) -> String {
        self.joined("\n", text)
    }

    /// A label (a button, a title, a list entry): one language, or for "both" the
    /// Chinese and the English on one line (`悔棋 Undo`).
    pub fn label(self, text: impl Fn(Lang) -> String) -> String {
        self.joined(" ", text)
    }

    /// A short label whose each language stays whole on a line (a player's bar: "电脑 · 中等
    /// Computer · Medium"; a play screen's title): as [`DisplayLanguage::label`], but for "both" each language's
    /// spaces are no-break spaces, so a narrow line parts the two languages rather than
    /// breaking inside one ("Computer · / Medium").
    pub fn phrase(self, text: impl Fn(Lang) -> String) -> String {
        match self.langs() {
            [_] => self.label(text),
            _ => self.label(|l| text(l).replace(' ', "\u{a0}")),
        }
    }

    /// A button's words: one language, or for "both" the Chinese above the English
    /// (`悔棋` over `Undo`), so that a narrow button parts the two languages rather than
    /// breaking inside the English ("提和 Offer / draw").
    pub fn button(self, label: Label) -> String {
        self.joined("\n", |l| label.text(l).to_string())
    }

    /// The text in each language shown, joined by `separator` for "both".
    pub fn joined(self, separator: &str, text: impl Fn(Lang) -> String) -> String {
        match self.langs() {
            [lang] => self.render(*lang, text(*lang)),
            _ => {
                let zh = self.render(Lang::Zh, text(Lang::Zh));
                let en = text(Lang::En);
                if zh == en {
                    zh
                } else {
                    format!("{zh}{separator}{en}")
                }
            }
        }
    }

    /// [`DisplayLanguage::sentence`] of a pair of texts.
    pub fn pick(self, zh: &str, en: &str) -> String {
        self.sentence(|l| match l {
            Lang::Zh => zh.to_string(),
            Lang::En => en.to_string(),
        })
    }

    /// [`DisplayLanguage::label`] of a catalogue label.
    pub fn say(self, label: Label) -> String {
        self.label(|l| label.text(l).to_string())
    }
}

/// The separator between the parts of one spoken phrase: `，` in Chinese, `, ` in English.
pub const fn separator(lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => "，",
        Lang::En => ", ",
    }
}

macro_rules! labels {
    ($($(#[$doc:meta])* $name:ident => $zh:literal, $en:literal;)*) => {
        /// A fixed label of the apps, with its text in each language
        /// ([`Label::text`]; shown with [`DisplayLanguage::say`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Label {
            $($(#[$doc])* $name,)*
        }

        impl Label {
            /// Every label, in catalogue order.
            pub const ALL: &'static [Label] = &[$(Label::$name,)*];

            /// The label in `lang`.
            pub const fn text(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $((Label::$name, Lang::Zh) => $zh, (Label::$name, Lang::En) => $en,)*
                }
            }
        }
    };
}

labels! {
    // The app and its navigation.
    /// The app's name.
    AppName => "民间棋", "Folk Chess";
    /// The line under the app's name on the home screen.
    AppSubtitle => "四种中国民间棋", "Four Chinese folk board games";
    /// Home: the game in progress.
    ContinueGame => "继续对局", "Continue";
    /// The saved games screen, and the button that opens it.
    SavedGames => "存档", "Saved games";
    /// The settings screen, and the button that opens it.
    Settings => "设置", "Settings";
    /// The rules screen, and the button that opens it.
    Rules => "规则", "Rules";
    /// The button that opens a game's lessons (a game card, the rules screen, the offer).
    Learn => "学一学", "Learn";
    /// A game card's button that opens the new-game form.
    NewGame => "新对局", "New game";
    /// Back to the previous screen.
    Back => "返回", "Back";
    /// While the app reads its settings and saves at start.
    Loading => "正在载入…", "Loading…";

    // The new-game form.
    /// Mode: against the computer.
    VsComputer => "人机对战", "Vs computer";
    /// Mode: two players on one phone.
    PassAndPlay => "双人同屏", "Pass and play";
    /// The computer's level.
    Level => "难度", "Level";
    /// Which side the player takes against the computer.
    YourSide => "你执", "You play";
    /// The turn timer.
    TurnTimer => "每步限时", "Turn timer";
    /// The timer choice "off".
    TimerOff => "不限时", "Off";
    /// Starts the game of the form.
    StartGame => "开始对局", "Start game";
    /// The heading of the mode choice.
    Opponent => "对手", "Opponent";

    // The game screen.
    /// Takes back the last move (against the computer: its reply too).
    Undo => "悔棋", "Undo";
    /// Replays an undone move.
    Redo => "重做", "Redo";
    /// Asks for a move suggestion.
    Hint => "提示", "Hint";
    /// Starts the same game again.
    Restart => "重新开始", "Restart";
    /// Files the game under saved games and goes home.
    SaveAndLeave => "保存并退出", "Save & leave";
    /// The computer is thinking.
    Thinking => "电脑思考中…", "Computer is thinking…";
    /// A hint is being looked for.
    LookingForHint => "正在寻找提示…", "Looking for a hint…";
    /// Vs computer: the player's turn, before the side's name.
    YourTurn => "轮到你走棋", "Your turn";
    /// Vs computer: the computer's turn, before the side's name.
    ComputerTurn => "电脑走棋", "Computer's move";
    /// A pass because the turn's time ran out, in a move list.
    PassOnTime => "超时让步", "pass (time)";
    /// Before the last move's notation.
    LastMove => "上一步", "Last move";
    /// The turn passed because its time ran out.
    TimeUp => "时间到，轮到对方", "Time's up — the turn passes";
    /// A game was saved.
    Saved => "已保存", "Saved";
    /// The heading of the move list.
    Moves => "着法", "Moves";
    /// The move list before the first move.
    NoMovesYet => "还没有走棋", "No moves yet";
    /// Shows the move list.
    ShowMoves => "着法记录", "Move list";
    /// A quick command on the board (a screen reader's custom action): the position in words.
    HearPosition => "听局面", "Hear the position";
    /// A quick command on the board: the last move said again.
    HearLastMove => "听上一步", "Hear the last move";
    /// A quick command on the board: the turn clock said.
    HearClock => "听计时", "Hear the clock";
    /// Said by "Hear the clock" in a game without a turn timer (or one that is over).
    NoTurnTimer => "这局不计时", "No turn timer";
    /// Dismisses a message.
    Dismiss => "知道了", "OK";
    /// The menu of secondary actions, as a screen reader says it.
    MoreActions => "更多操作", "More actions";
    /// The player against the computer, on their bar.
    You => "你", "You";
    /// The computer, on its bar (before its level).
    Computer => "电脑", "Computer";
    /// A player's turn, on their bar.
    ToMove => "走棋", "to move";
    /// Before the count of pieces a player has taken.
    Captured => "吃子", "captured";
    /// The same game again after it ended.
    Rematch => "再来一局", "Rematch";
    /// Resign the game (a button, and the answer that confirms it).
    Resign => "认输", "Resign";
    /// Offer a draw.
    OfferDraw => "提和", "Offer draw";
    /// Accept a draw offer.
    Accept => "接受", "Accept";
    /// Decline a draw offer.
    Decline => "拒绝", "Decline";
    /// Decline the computer's draw offer and go on.
    PlayOn => "继续下", "Play on";
    /// Close a question without doing anything.
    Cancel => "取消", "Cancel";
    /// The computer judges the player's draw offer.
    ConsideringDraw => "电脑正在考虑和棋提议…", "The computer considers your offer…";
    /// The computer accepted the player's draw offer.
    ComputerAcceptsDraw => "电脑同意和棋。", "The computer accepts the draw.";
    /// The computer declined the player's draw offer.
    ComputerDeclinesDraw => "电脑拒绝和棋，对局继续。", "The computer declines the draw; the game goes on.";
    /// The computer offers a draw.
    ComputerOffersDraw => "电脑提议和棋。接受吗？", "The computer offers a draw. Do you accept?";

    // The puzzle screen.
    /// Puzzle: start again from the puzzle's position.
    PuzzleRetry => "重新开始", "Start over";
    /// Puzzle: play the solution out.
    PuzzleShowSolution => "看解法", "Show solution";
    /// The puzzles screen, and the home button that opens it.
    Puzzles => "谜题", "Puzzles";
    /// Puzzle: on to the next one.
    NextPuzzle => "下一题", "Next puzzle";
    /// Puzzle: open it (the daily puzzle not yet solved today).
    SolvePuzzle => "开始解题", "Solve";
    /// Puzzle: open it again (the daily puzzle already solved).
    SolveAgain => "再解一次", "Solve again";
    /// The practice screen, and the home button that opens it.
    Practice => "练习", "Practice";
    /// Practice: play the review's best move.
    ShowBestMove => "看最佳着法", "Show the best move";
    /// Practice: on to the next exercise.
    NextExercise => "下一个练习", "Next exercise";
    /// Practice: the answer is being judged.
    CheckingMove => "正在检查这步棋…", "Checking your move…";

    // The review screen.
    /// The review screen, and the button that opens it.
    Review => "复盘", "Review";
    /// The review is being computed.
    Reviewing => "正在复盘…", "Reviewing the game…";
    /// The board before the first move.
    StartPosition => "开局局面", "Start position";
    /// Steps back one move.
    PreviousMove => "上一步", "Previous move";
    /// Steps on one move.
    NextMove => "下一步", "Next move";
    /// The legend of the move played, drawn as a trail.
    PlayedMove => "实战着法", "Played";
    /// The legend of the best move, drawn as an arrow.
    BestMove => "最佳着法", "Best move";
    /// Review: turn the board to the position before the move, the best move drawn there.
    ShowBestThere => "在走棋前看最佳着法", "Show the best move before it";
    /// Review: back to the position after the move played.
    ShowPlayedMove => "回到实战着法", "Back to the move played";
    /// The heading of the per-side summary.
    Summary => "总结", "Summary";
    /// A review that could not be made (its reason is the failure's details).
    ReviewFailed => "无法复盘这局棋", "The review could not be made";
    /// The mark of the move that decided the game.
    DecidingMove => "决定胜负的一步", "deciding move";

    // The rules screen.
    /// The rules in both languages.
    RulesBoth => "双语", "Both";
    /// The heading of the board diagram.
    BoardDiagram => "棋盘图", "Board diagram";
    /// How to highlight a point from the text.
    TapPointHint => "点按文中的点名，可在图上标出该点。", "Tap a point name in the text to mark it on the diagram.";

    // The settings screen.
    /// Setting: interface language.
    LanguageSetting => "语言", "Language";
    /// The settings' section of the language and the theme.
    LanguageAndLook => "语言与外观", "Language and appearance";
    /// Setting value: follow the phone.
    FollowSystem => "跟随系统", "System";
    /// Setting value: both languages.
    BothLanguages => "中英双语", "Both";
    /// Setting: light or dark.
    Theme => "主题", "Theme";
    /// Theme: light.
    ThemeLight => "浅色", "Light";
    /// Theme: dark.
    ThemeDark => "深色", "Dark";
    /// Setting: the level of new games.
    DefaultLevel => "默认难度", "Default level";
    /// Setting: the side of new games against the computer.
    DefaultSide => "默认执子", "Default side";
    /// Setting: sound effects.
    Sound => "音效", "Sound";
    /// Setting: vibration on moves.
    Haptics => "振动", "Haptics";
    /// Setting: light up legal targets.
    ShowLegalMoves => "显示可走位置", "Show legal moves";
    /// Setting: mark the last move.
    ShowLastMove => "标出上一步", "Mark the last move";
    /// Setting: verdicts with hints in the small games.
    ShowVerdicts => "提示时说明正确应对下的胜负", "Hints say who wins with best play";
    /// Setting: how the board labels its points.
    PointLabelsSetting => "棋点标注", "Point labels";
    /// Point labels: none.
    PointLabelsOff => "不标", "None";
    /// Point labels: files and ranks on the board's edge (names on boards without them).
    PointLabelsEdge => "标在棋盘边上", "On the board's edge";
    /// Point labels: each point's name beside it.
    PointLabelsEvery => "标在每个棋点旁", "Beside every point";
    /// Setting: verdicts also between two players on one phone.
    VerdictsInPassAndPlay => "双人同屏时也说明胜负", "Who wins, in pass and play too";
    /// Setting: hints also between two players on one phone.
    HintsInPassAndPlay => "双人同屏时也可提示", "Hints in pass and play too";
    /// Setting: the computer resigns a game it has lost.
    ComputerResignsSetting => "电脑必败时认输", "Computer resigns a lost game";
    /// Setting: turn the banner upside down for the far player.
    RotateForOpponent => "双人同屏时文字朝向对面玩家", "Turn texts towards the far player";
    /// The settings file could not be read; the defaults are used.
    SettingsDamaged => "设置文件无法读取，已使用默认设置。", "The settings could not be read; the defaults are used.";
    /// The heading of the game defaults in the settings.
    NewGameDefaults => "新对局默认值", "New game defaults";
    /// The heading of the board options in the settings.
    BoardOptions => "棋盘", "Board";
    /// The heading of the about section in the settings.
    About => "关于", "About";

    // The saved games screen.
    /// The saved games list is empty.
    NoSavedGames => "还没有存档", "No saved games yet";
    /// Opens a saved game.
    Resume => "继续", "Resume";
    /// Deletes a saved game.
    Delete => "删除", "Delete";
    /// A save that does not load.
    DamagedSave => "存档已损坏", "Damaged save";
    /// A save that does not load, as a sentence.
    SaveUnreadable => "无法读取这个存档", "This save cannot be read";
    /// A save, autosave or cleared autosave that could not be written.
    SaveFailed => "对局未能保存", "The game could not be saved";
    /// A file other than a save that could not be written (statistics, settings, practice).
    WriteFailed => "未能写入文件", "This could not be written to the phone's storage";
    /// A saved game that could not be deleted.
    DeleteFailed => "未能删除这个存档", "This saved game could not be deleted";
    /// The saved games' folder that could not be listed.
    SavesUnreadable => "无法读取存档列表", "The saved games cannot be read";
    /// A new game that could not be set up.
    GameNotStarted => "未能开始这局棋", "This game could not be started";
    /// A file that is damaged (a failure's sentence when nothing more is known).
    FileDamaged => "这个文件已损坏，无法读取", "This file is damaged and cannot be read";
    /// The phone's storage failed a read or a write.
    StorageFailed => "无法读写手机上的文件", "The phone's storage could not be read or written";
    /// A saved game asked for that is not there (any more).
    SaveNotFound => "这个存档已不存在", "This saved game is no longer there";
    /// Settings the core refuses.
    SettingsInvalid => "设置无效", "These settings are not valid";
    /// A text pasted to import that is not a game.
    NotAGame => "这段文字读不出棋谱。请把分享的文字从第一行到最后一行完整复制，再粘贴。", "This text does not read as a game. Copy the whole shared text, from its first line to its last, and paste it again.";
    /// Something asked that is not possible now (the game is over, nothing to undo, …).
    NotPossibleNow => "现在无法这样做", "That cannot be done now";
    /// Something stopped on purpose.
    Stopped => "已取消", "Cancelled";
    /// A bug in the core, reported instead of a crash.
    InternalError => "程序出错了", "Something went wrong in the app";
    /// The button that shows or hides a failure's details.
    Details => "详情", "Details";
    /// The question before deleting a save.
    DeleteQuestion => "删除这个存档吗？", "Delete this saved game?";

    // The statistics screen.
    /// The statistics screen, and the button that opens it.
    Statistics => "战绩", "Statistics";
    /// Games won (column).
    Won => "胜", "Won";
    /// Games drawn (column).
    Drawn => "和", "Drawn";
    /// Games lost (column).
    Lost => "负", "Lost";
    /// The pass-and-play line: results counted from First's side.
    TwoPlayersFirstsResults => "双人同屏（按先手计）", "Pass and play, as First";
    /// Wins in a row against the computer, before the number.
    WinsInARow => "连胜", "Wins in a row";
    /// The best run of wins, before the number.
    BestRun => "最佳", "best";
    /// The estimated playing strength, before the number.
    Rating => "等级分", "Rating";
    /// A rating on fewer than ten games.
    Provisional => "暂定", "provisional";
    /// The statistics are empty.
    NoFinishedGames => "还没有下完的对局", "No finished games yet";
    /// Empties the statistics.
    ResetStats => "清空战绩", "Reset statistics";
    /// The question before emptying the statistics.
    ResetStatsQuestion => "清空全部战绩吗？此操作无法撤销。", "Reset all statistics? This cannot be undone.";
    /// The answer that empties them.
    Reset => "清空", "Reset";
    /// Shares a game as text (the platform's share sheet).
    Share => "分享", "Share";
    /// Opens a game someone shared as text.
    ImportGame => "导入棋谱", "Import a game";
    /// How to import a shared game.
    ImportHint => "粘贴别人分享的棋谱文字。", "Paste the text of a game someone shared.";
    /// Opens the pasted game.
    OpenGame => "打开", "Open";
    /// Puts the clipboard's text into the import field.
    Paste => "粘贴", "Paste";
    /// The statistics file does not read.
    StatsUnreadable => "无法读取战绩文件；下一局结束时将另存旧文件并重新记录。", "The statistics cannot be read; when the next game ends the old file is kept aside and counting starts anew.";
    /// The puzzle progress file does not read.
    PuzzleProgressUnreadable => "无法读取谜题进度；下一次解题时将另存旧文件并重新记录。", "Your puzzle progress cannot be read; when you next try a puzzle the old file is kept aside and counting starts anew.";
    /// The practice file does not read.
    PracticeUnreadable => "无法读取练习文件；下次加入练习时将另存旧文件并重新开始。", "The practice file cannot be read; when exercises are next added the old file is kept aside and a new one started.";
    /// The autosave slot's name.
    Autosave => "自动存档", "Autosave";
    /// A saved game still going on.
    InProgress => "进行中", "in progress";
    /// A saved game that ended.
    Finished => "已结束", "finished";

    // What a screen reader says on the board.
    /// The board as one element (miniatures, thumbnails).
    Board => "棋盘", "Board";
    /// A piece of the player (vs computer).
    YourPiece => "你的棋子", "your piece";
    /// A general of the player (vs computer, Rendezvous).
    YourGeneral => "你的师", "your general";
    /// A piece of the computer.
    OpponentPiece => "对方棋子", "opponent's piece";
    /// A general of the computer.
    OpponentGeneral => "对方的师", "opponent's general";
    /// A piece of First (pass-and-play, pictures).
    RedPiece => "红方棋子", "red piece";
    /// A piece of Second.
    BlackPiece => "黑方棋子", "black piece";
    /// A general of First.
    RedGeneral => "红方的师", "red general";
    /// A general of Second.
    BlackGeneral => "黑方的师", "black general";
    /// The shared piece.
    SharedPiece => "公共棋子", "shared piece";
    /// An empty point.
    Empty => "空", "empty";
    /// A piece that can move now.
    CanMove => "可以走", "can move";
    /// The selected piece.
    Selected => "已选中", "selected";
    /// A lit target of the selected piece.
    CanMoveHere => "可以走到这里", "legal target";
    /// The point the last move left.
    LastMoveFrom => "上一步从这里走出", "last move started here";
    /// The end point of the last move.
    LastMoveHere => "上一步走到这里", "last move ended here";
    /// The point the hint's move leaves.
    HintFrom => "提示从这里走", "hint: move from here";
    /// The point of the hint's destination.
    HintHere => "提示走到这里", "hint: move here";
    /// The point the played move left (review).
    PlayedFrom => "实战着法从这里走出", "played move started here";
    /// The point the played move reached (review).
    PlayedTo => "实战着法走到这里", "played move ended here";
    /// The point the best move leaves (review).
    BestFrom => "最佳着法从这里走出", "best move starts here";
    /// The point the best move reaches (review).
    BestTo => "最佳着法走到这里", "best move ends here";
    /// A piece just captured there.
    CapturedHere => "刚被吃掉的棋子", "piece just captured";
    /// Rendezvous' well.
    TheWell => "井", "the well";
    /// The shared piece's home.
    SharedHome => "公共棋子的家", "shared piece's home";
    /// Highlighted from the rules text.
    Highlighted => "已标出", "marked";
    /// The countdown.
    TimeLeft => "剩余时间", "Time left";
}

/// "3 s" / "3秒": a number of seconds (timer choices, the countdown).
pub fn seconds(n: u64, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("{n}秒"),
        Lang::En => format!("{n} s"),
    }
}

/// "Move 3" / "第3步": the number of a move, one player's turn (a pass counts as a move;
/// both players' moves are counted together).
pub fn move_number(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("第{n}步"),
        Lang::En => format!("Move {n}"),
    }
}

/// "Move 5 of 6" / "第5步（共6步）": where the review's board is.
pub fn move_of(n: usize, total: usize, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("第{n}步（共{total}步）"),
        Lang::En => format!("Move {n} of {total}"),
    }
}

/// "12 moves" / "12步": a count of moves (both players' together).
pub fn move_count(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("{n}步"),
        Lang::En if n == 1 => "1 move".to_string(),
        Lang::En => format!("{n} moves"),
    }
}

/// "captures c2 and c3" / "吃掉 c2、c3": what a move took, for a spoken move.
pub fn captures(points: &[&str], lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("吃掉 {}", points.join("、")),
        Lang::En => match points {
            [] => String::new(),
            [one] => format!("captures {one}"),
            [init @ .., last] => format!("captures {} and {last}", init.join(", ")),
        },
    }
}

/// The settings' about line: the app's name and what it is, "Folk Chess · Four Chinese folk
/// board games" / "民间棋 · 四种中国民间棋" (no version or build number: no player's words).
pub fn about_text(lang: Lang) -> String {
    format!(
        "{} · {}",
        Label::AppName.text(lang),
        Label::AppSubtitle.text(lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::settings::LanguagePref;

    #[test]
    fn every_label_has_both_languages_and_no_stray_script() {
        for &label in Label::ALL {
            let (zh, en) = (label.text(Lang::Zh), label.text(Lang::En));
            assert!(!zh.is_empty() && !en.is_empty(), "{label:?}");
            assert!(
                zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{label:?}: the Chinese text has no Chinese character: {zh}"
            );
            assert!(
                !en.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{label:?}: the English text has a Chinese character: {en}"
            );
        }
    }

    #[test]
    fn traditional_chinese_is_the_simplified_text_converted() {
        assert_eq!(DisplayLanguage::ZhHant.say(Label::Settings), "設定");
        assert_eq!(DisplayLanguage::BothHant.say(Label::Review), "復盤 Review");
        assert_eq!(DisplayLanguage::ZhHant.pick("和棋。", "Draw."), "和棋。");
        assert_eq!(
            DisplayLanguage::BothHant.pick("后手胜", "Second wins"),
            "後手勝\nSecond wins"
        );
        assert_eq!(
            DisplayLanguage::Zh.with_script_of(DisplayLanguage::BothHant),
            DisplayLanguage::ZhHant
        );
    }

    #[test]
    fn both_puts_labels_on_one_line_and_sentences_on_two() {
        assert_eq!(DisplayLanguage::Both.say(Label::Undo), "悔棋 Undo");
        assert_eq!(DisplayLanguage::En.say(Label::Undo), "Undo");
        assert_eq!(
            DisplayLanguage::Both.pick("和棋。", "Draw."),
            "和棋。\nDraw."
        );
        assert_eq!(DisplayLanguage::Both.pick("b2-b3", "b2-b3"), "b2-b3");
    }

    #[test]
    fn both_puts_a_buttons_chinese_above_its_english() {
        assert_eq!(DisplayLanguage::Both.button(Label::Undo), "悔棋\nUndo");
        let bar = |l| match l {
            Lang::Zh => "电脑 · 中等".to_string(),
            Lang::En => "Computer · Medium".to_string(),
        };
        assert_eq!(
            DisplayLanguage::Both.phrase(bar),
            "电脑\u{a0}·\u{a0}中等 Computer\u{a0}·\u{a0}Medium"
        );
        assert_eq!(DisplayLanguage::En.phrase(bar), "Computer · Medium");
        assert_eq!(DisplayLanguage::BothHant.button(Label::Undo), "悔棋\nUndo");
        assert_eq!(DisplayLanguage::En.button(Label::Undo), "Undo");
        assert_eq!(DisplayLanguage::ZhHant.button(Label::Settings), "設定");
    }

    #[test]
    fn system_language_follows_the_first_preferred_one() {
        let r = |tags: &[&str]| DisplayLanguage::resolve(LanguagePref::System, tags);
        assert_eq!(r(&["zh-Hans-CN", "en"]), DisplayLanguage::Zh);
        assert_eq!(r(&["zh_TW"]), DisplayLanguage::ZhHant);
        assert_eq!(r(&["zh-Hant-HK"]), DisplayLanguage::ZhHant);
        assert_eq!(r(&["zh-MO"]), DisplayLanguage::ZhHant);
        assert_eq!(r(&["zh-Hans-TW"]), DisplayLanguage::Zh);
        assert_eq!(r(&["zh-SG"]), DisplayLanguage::Zh);
        assert_eq!(r(&["ZH"]), DisplayLanguage::Zh);
        assert_eq!(r(&["en-GB", "zh"]), DisplayLanguage::En);
        assert_eq!(r(&["zha"]), DisplayLanguage::En);
        assert_eq!(r(&[]), DisplayLanguage::En);
        let both = DisplayLanguage::resolve(LanguagePref::Both, &["en"]);
        assert_eq!(both, DisplayLanguage::Both);
    }
}
