//! Every user-facing string of `folkchess play` in one table, in English and Chinese.
//!
//! Templates use `{0}`, `{1}`, … placeholders filled by [`fill`]. Side names, game
//! results and illegal-move reasons come from the core's `messages` module, so the
//! CLI says exactly what the apps say. Machine-facing output (`perft`, `solve`,
//! `engine`, `match`) is not translated: tools parse it.

use folkchess_core::messages;
use folkchess_core::rules_text::{game_name, Lang};
use folkchess_core::{GameId, Level, Side};

/// The strings of one language.
#[derive(Debug)]
pub struct Strings {
    /// Menu title.
    pub menu_title: &'static str,
    /// Menu prompt for the game number.
    pub menu_game_prompt: &'static str,
    /// Menu prompt for the level; `{0}` the numbered levels (the core's names), `{1}` the
    /// default level.
    pub menu_level_prompt: &'static str,
    /// Menu prompt for the side; `{0}` First's name, `{1}` Second's (the core's).
    pub menu_side_prompt: &'static str,
    /// Between the items of a list written in a line.
    pub list_separator: &'static str,
    /// The menu answer was not understood; `{0}` is the answer.
    pub menu_bad_choice: &'static str,
    /// Heading line of a game; `{0}` game name, `{1}` who plays.
    pub header: &'static str,
    /// Who plays: against the computer; `{0}` level, `{1}` the human's side.
    pub vs_computer: &'static str,
    /// Who plays: two humans.
    pub pass_and_play: &'static str,
    /// Turn timer note; `{0}` seconds.
    pub timer_note: &'static str,
    /// Hint about `help`.
    pub help_hint: &'static str,
    /// The prompt; `{0}` the side to move.
    pub prompt: &'static str,
    /// Status: the shared piece is locked.
    pub shared_locked: &'static str,
    /// Status: Jinmen capture clock (shown from 50 plies on); `{0}` plies.
    pub capture_clock: &'static str,
    /// Last move line; `{0}` the ply number, `{1}` the move, `{2}` the side that played it.
    pub last_move: &'static str,
    /// Legend for ordinary pieces; `{0}` First's glyph, `{1}` Second's glyph, `{2}` and
    /// `{3}` the sides' names.
    pub legend_men: &'static str,
    /// Legend for Rendezvous; `{0}`/`{1}` First's general/soldier, `{2}`/`{3}` Second's,
    /// `{4}` and `{5}` the sides' names.
    pub legend_huishi: &'static str,
    /// Legend for the shared piece; `{0}` glyph.
    pub legend_shared: &'static str,
    /// Legend for the well; `{0}` glyph.
    pub legend_well: &'static str,
    /// The computer is thinking (also shown while it looks for a hint).
    pub thinking: &'static str,
    /// The computer's move; `{0}` move.
    pub computer_plays: &'static str,
    /// A hint; `{0}` move.
    pub hint: &'static str,
    /// No hint available.
    pub no_hint: &'static str,
    /// The computer found no move (a bug: it cannot happen in an ongoing game).
    pub computer_stuck: &'static str,
    /// Legal moves list; `{0}` count, `{1}` moves.
    pub legal_moves: &'static str,
    /// Moves from one point; `{0}` point, `{1}` moves.
    pub moves_from: &'static str,
    /// No legal move from a point; `{0}` point.
    pub no_moves_from: &'static str,
    /// An illegal move; `{0}` move, `{1}` reason (a sentence).
    pub illegal: &'static str,
    /// Input that is neither a command nor a move; `{0}` the input, `{1}` parse error.
    pub unknown_input: &'static str,
    /// `pass` typed.
    pub cannot_pass: &'static str,
    /// Nothing to undo.
    pub nothing_to_undo: &'static str,
    /// Nothing to redo.
    pub nothing_to_redo: &'static str,
    /// Undone; `{0}` how many plies.
    pub undone: &'static str,
    /// Redone; `{0}` how many plies.
    pub redone: &'static str,
    /// Saved; `{0}` file.
    pub saved: &'static str,
    /// Save failed; `{0}` file, `{1}` reason.
    pub save_failed: &'static str,
    /// Loaded; `{0}` file, `{1}` game, `{2}` plies.
    pub loaded: &'static str,
    /// Load failed; `{0}` file, `{1}` reason.
    pub load_failed: &'static str,
    /// A command needs a file name; `{0}` command.
    pub needs_file: &'static str,
    /// The game is over; moves are refused.
    pub game_is_over: &'static str,
    /// After the result: what can be done.
    pub after_game: &'static str,
    /// The human won against the computer.
    pub you_win: &'static str,
    /// The computer won.
    pub computer_wins: &'static str,
    /// Timer countdown; `{0}` seconds left.
    pub time_left: &'static str,
    /// Time ran out; `{0}` side whose turn passed.
    pub time_up: &'static str,
    /// A new game started.
    pub new_game: &'static str,
    /// Goodbye.
    pub bye: &'static str,
    /// The help text (one command per line).
    pub help: &'static str,
    /// "you" marker for the human's side in vs-computer games.
    pub you: &'static str,
    /// The prompt's label for the human against the computer; `{0}` the side.
    pub you_prompt: &'static str,
    /// "computer" marker.
    pub computer: &'static str,
}

/// English strings.
pub const EN: Strings = Strings {
    menu_title: "Folk Chess 民间棋 — choose a game:",
    menu_game_prompt: "Game [1-4, Enter = 1]: ",
    menu_level_prompt: "Computer level [{0}, p = two players; Enter = {1}]: ",
    menu_side_prompt: "Your side: f = {0}, s = {1} [Enter = f]: ",
    list_separator: ", ",
    menu_bad_choice: "`{0}` is not one of the choices; try again.",
    header: "{0} — {1}",
    vs_computer: "you play {1} against the computer ({0})",
    pass_and_play: "two players at this terminal",
    timer_note: "Turn timer: {0} s; a turn that runs out passes.",
    help_hint: "Type a move like b2-b3, or `help` for the commands.",
    prompt: "{0} > ",
    shared_locked: "the shared piece is locked this turn",
    capture_clock: "{0} plies without a capture (100 is a draw)",
    last_move: "Last move: {0}. {2} {1}   ( ) from, [ ] to",
    legend_men: "{0} {2}   {1} {3}",
    legend_huishi: "{0} {1} {4} general, soldier   {2} {3} {5} general, soldier",
    legend_shared: "{0} shared piece",
    legend_well: "{0} the well 井",
    thinking: "The computer is thinking…",
    computer_plays: "The computer plays {0}",
    hint: "Hint: {0}",
    no_hint: "No hint: there is no legal move.",
    computer_stuck: "the computer found no move in an ongoing game (a bug); the game cannot go on",
    legal_moves: "Legal moves ({0}): {1}",
    moves_from: "From {0}: {1}",
    no_moves_from: "No legal move from {0}.",
    illegal: "Illegal move {0}: {1}",
    unknown_input: "Not understood: {1}. Type a move like b2-b3, or `help`.",
    cannot_pass: "You cannot pass: a turn passes only when the timer runs out.",
    nothing_to_undo: "Nothing to undo.",
    nothing_to_redo: "Nothing to redo.",
    undone: "Took back {0} ply(s).",
    redone: "Replayed {0} ply(s).",
    saved: "Saved to {0}.",
    save_failed: "Could not save to {0}: {1}",
    loaded: "Loaded {0}: {1}, {2} ply(s) played.",
    load_failed: "Could not load {0}: {1}",
    needs_file: "`{0}` needs a file name, e.g. `{0} game.json`.",
    game_is_over: "The game is over: type `undo`, `new`, `save FILE` or `quit`.",
    after_game: "Type `new` for another game, `undo` to take back, or `quit`.",
    you_win: "You win!",
    computer_wins: "The computer wins.",
    time_left: "⏱ {0} s left",
    time_up: "Time is up: {0}'s turn passes.",
    new_game: "New game.",
    bye: "Bye.",
    help: "Commands:
  b2-b3       move the piece on b2 to b3 (point names are shown on the board)
  b2          list the moves of the piece on b2
  moves       list every legal move
  undo, redo  take back / replay (against the computer: your move and its reply)
  hint        ask the computer for a move
  rules       show the rules of this game
  save FILE   save the game to FILE (JSON, the apps' save format)
  load FILE   load a saved game
  new         start a new game
  board       draw the board again
  quit        leave (Ctrl-D too)",
    you: "you",
    you_prompt: "You · {0}",
    computer: "computer",
};

/// Chinese strings.
pub const ZH: Strings = Strings {
    menu_title: "民间棋 Folk Chess —— 请选择棋类：",
    menu_game_prompt: "棋类 [1-4，回车 = 1]：",
    menu_level_prompt: "电脑难度 [{0}，p = 双人对弈；回车 = {1}]：",
    menu_side_prompt: "你执哪一方：f = {0}，s = {1} [回车 = f]：",
    list_separator: "，",
    menu_bad_choice: "“{0}”不是可选项，请重新输入。",
    header: "{0} —— {1}",
    vs_computer: "你执{1}，对手为电脑（{0}）",
    pass_and_play: "双人同屏对弈",
    timer_note: "每步限时 {0} 秒；超时则本回合作废（记为“过”）。",
    help_hint: "输入走法如 b2-b3，或输入 help 查看命令。",
    prompt: "{0} > ",
    shared_locked: "公用棋子本回合被锁定",
    capture_clock: "已连续 {0} 步未吃子（满 100 步为和棋）",
    last_move: "上一步：第 {0} 步 {2} {1}   ( ) 起点，[ ] 落点",
    legend_men: "{0} {2}   {1} {3}",
    legend_huishi: "{0} {1} {4}师、兵   {2} {3} {5}师、兵",
    legend_shared: "{0} 公用棋子",
    legend_well: "{0} 井",
    thinking: "电脑思考中……",
    computer_plays: "电脑走 {0}",
    hint: "提示：{0}",
    no_hint: "无提示：没有合法走法。",
    computer_stuck: "电脑在对局未结束时找不到走法（程序错误），对局无法继续",
    legal_moves: "合法走法（{0}）：{1}",
    moves_from: "{0} 可走：{1}",
    no_moves_from: "{0} 没有合法走法。",
    illegal: "走法 {0} 不合法：{1}",
    unknown_input: "无法识别“{0}”。请输入走法如 b2-b3，或输入 help。",
    cannot_pass: "不能主动跳过：只有超时才会过一步。",
    nothing_to_undo: "没有可悔的棋。",
    nothing_to_redo: "没有可重走的棋。",
    undone: "已悔 {0} 步。",
    redone: "已重走 {0} 步。",
    saved: "已保存到 {0}。",
    save_failed: "无法保存到 {0}：{1}",
    loaded: "已读取 {0}：{1}，已走 {2} 步。",
    load_failed: "无法读取 {0}：{1}",
    needs_file: "{0} 需要文件名，例如 `{0} game.json`。",
    game_is_over: "对局已结束：可输入 undo、new、save 文件名 或 quit。",
    after_game: "输入 new 再来一局，undo 悔棋，quit 退出。",
    you_win: "你赢了！",
    computer_wins: "电脑获胜。",
    time_left: "⏱ 剩余 {0} 秒",
    time_up: "时间到：{0}本回合作废。",
    new_game: "新的一局。",
    bye: "再见。",
    help: "命令：
  b2-b3       把 b2 的棋子走到 b3（点名见棋盘）
  b2          列出 b2 上棋子的走法
  moves       列出所有合法走法
  undo, redo  悔棋 / 重走（对电脑时连同电脑的应着）
  hint        请电脑提示一步
  rules       查看本棋规则
  save 文件   保存对局（JSON，与手机应用相同的格式）
  load 文件   读取对局
  new         新的一局
  board       重新显示棋盘
  quit        退出（也可按 Ctrl-D）",
    you: "你",
    you_prompt: "你 · {0}",
    computer: "电脑",
};

/// The table for a language.
pub fn strings(lang: Lang) -> &'static Strings {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// Fills `{0}`, `{1}`, … in `template` with `args`.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = template.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
}

/// A side's display name ("First (red)", from the core's messages).
pub fn side_name(lang: Lang, side: Side) -> &'static str {
    messages::side_name(side, lang)
}

/// A level's display name.
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    match lang {
        Lang::En => level.name_en(),
        Lang::Zh => level.name_zh(),
    }
}

/// A game's display name in both scripts, the chosen language first.
pub fn game_title(lang: Lang, game: GameId) -> String {
    let other = match lang {
        Lang::En => Lang::Zh,
        Lang::Zh => Lang::En,
    };
    format!("{} · {}", game_name(game, lang), game_name(game, other))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_placeholders() {
        assert_eq!(fill("{0} > {1} {0}", &["a", "b"]), "a > b a");
    }

    #[test]
    fn both_tables_have_the_same_placeholders() {
        // Spot-check templates whose placeholders the code fills.
        for (en, zh) in [
            (EN.illegal, ZH.illegal),
            (EN.last_move, ZH.last_move),
            (EN.legend_huishi, ZH.legend_huishi),
            (EN.legend_men, ZH.legend_men),
            (EN.menu_level_prompt, ZH.menu_level_prompt),
            (EN.menu_side_prompt, ZH.menu_side_prompt),
            (EN.loaded, ZH.loaded),
            (EN.vs_computer, ZH.vs_computer),
        ] {
            for i in 0..6 {
                let p = format!("{{{i}}}");
                assert_eq!(en.contains(&p), zh.contains(&p), "{en} / {zh}");
            }
        }
    }
}
