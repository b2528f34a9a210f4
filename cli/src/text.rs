//! Every user-facing string of `folkchess play` in one table, in English and Chinese
//! (Simplified; Traditional characters are made from it at output, [`shown`]).
//!
//! Templates use `{0}`, `{1}`, … placeholders filled by [`fill`]. Side names, game
//! results and illegal-move reasons come from the core's `messages` module, so the
//! CLI says exactly what the apps say. Machine-facing output (`perft`, `solve`,
//! `engine`, `match`) is not translated: tools parse it.

use folkchess_core::text::hant::to_hant;
use folkchess_core::text::messages;
use folkchess_core::text::rules_text::{game_name, Lang};
use folkchess_core::{DisplayLanguage, GameId, Level, Side};
use std::borrow::Cow;

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
    /// After the status line when the last move is marked on the board.
    pub marks_legend: &'static str,
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
    /// `pass` typed.
    pub cannot_pass: &'static str,
    /// Nothing to undo.
    pub nothing_to_undo: &'static str,
    /// Nothing to redo.
    pub nothing_to_redo: &'static str,
    /// Undone; `{0}` how many plies ("2 plies").
    pub undone: &'static str,
    /// Redone; `{0}` how many plies ("2 plies").
    pub redone: &'static str,
    /// Saved; `{0}` file.
    pub saved: &'static str,
    /// Save failed; `{0}` file, `{1}` reason.
    pub save_failed: &'static str,
    /// Loaded; `{0}` file, `{1}` game, `{2}` plies ("2 plies").
    pub loaded: &'static str,
    /// Load failed; `{0}` file, `{1}` reason.
    pub load_failed: &'static str,
    /// A command needs a file name; `{0}` command.
    pub needs_file: &'static str,
    /// The game is over; moves are refused.
    pub game_is_over: &'static str,
    /// After the result: what can be done.
    pub after_game: &'static str,
    /// The end of a game, from the table's result sheet; `{0}` its headline ("You lost"),
    /// `{1}` its reason (a sentence).
    pub result_line: &'static str,
    /// The prompt for the answer to the table's question; `{0}` the yes answer's words
    /// (the table's: Resign, Accept), `{1}` the no answer's (Cancel, Decline, Play on).
    pub answer_prompt: &'static str,
    /// `draw` after the offer was declined in this position.
    pub draw_not_now: &'static str,
    /// The draw offer was called off with Ctrl-C while the computer judged it.
    pub draw_cancelled: &'static str,
    /// Timer countdown; `{0}` seconds left.
    pub time_left: &'static str,
    /// A new game started.
    pub new_game: &'static str,
    /// Goodbye.
    pub bye: &'static str,
    /// The help text (one command per line).
    pub help: &'static str,
    /// A move lacks the point to move to; `{0}` the from point, `{1}` an example move.
    pub bad_missing_to: &'static str,
    /// A move lacks the point to move from; `{0}` the to point, `{1}` an example move.
    pub bad_missing_from: &'static str,
    /// A token is not a point of the board; `{0}` the token, `{1}` the board's points.
    pub bad_point: &'static str,
    /// A word that is neither a command nor a point; `{0}` the word, `{1}` an example move.
    pub bad_word: &'static str,
    /// Words after a move; `{0}` the words, `{1}` an example move.
    pub bad_extra: &'static str,
    /// An unfinished game is in the autosave; `{0}` the game, `{1}` who plays, `{2}` the
    /// plies played.
    pub resume_found: &'static str,
    /// The question whether to continue it.
    pub resume_offer: &'static str,
    /// The autosaved game is not continued.
    pub resume_declined: &'static str,
    /// The autosave cannot be read; `{0}` why.
    pub resume_damaged: &'static str,
    /// A yes/no question got another answer.
    pub yes_no_again: &'static str,
    /// At the end of a session with an unfinished game.
    pub autosave_kept: &'static str,
    /// The autosave could not be written; `{0}` why.
    pub autosave_failed: &'static str,
    /// Before `new` replaces an unfinished game; `{0}` the plies played.
    pub confirm_new: &'static str,
    /// Before `load` replaces an unfinished game; `{0}` the file, `{1}` the plies played.
    pub confirm_load: &'static str,
    /// The game goes on (a question was answered no).
    pub game_goes_on: &'static str,
    /// Before `save` replaces a save of another game; `{0}` file, `{1}` game, `{2}` plies.
    pub confirm_replace_other: &'static str,
    /// Before `save` replaces a file that is not a save; `{0}` file, `{1}` why.
    pub confirm_replace_not_save: &'static str,
    /// `save` was called off.
    pub not_saved: &'static str,
    /// The line between pages of a long text.
    pub more: &'static str,
    /// The hint was called off with Ctrl-C.
    pub hint_cancelled: &'static str,
    /// The app rules' turn-timer item in the terminal; `{0}` the longest turn, `{1}` this
    /// game's timer.
    pub rules_timer: &'static str,
    /// This game's timer, in the rules; `{0}` seconds.
    pub rules_timer_this_game: &'static str,
    /// No timer in this game, in the rules.
    pub rules_timer_off: &'static str,
    /// The prompt's label for the human against the computer; `{0}` the side.
    pub you_prompt: &'static str,
    /// `level` in a game without the computer.
    pub no_level: &'static str,
    /// `level`: the level now; `{0}` the table's label, `{1}` the level, `{2}` the levels.
    pub level_now: &'static str,
    /// The level was changed; `{0}` the table's label, `{1}` the level.
    pub level_set: &'static str,
    /// `level` with something that is not a level; `{0}` it, `{1}` the levels.
    pub bad_level: &'static str,
    /// `play FILE` with an unfinished autosave of another game; `{0}` the file.
    pub replace_autosave: &'static str,
    /// The answer was no: the autosave stays, this game is not autosaved.
    pub autosave_left_alone: &'static str,
    /// `draw` against the computer: asked first.
    pub confirm_draw: &'static str,
    /// The draw offer was not made.
    pub draw_not_offered: &'static str,
    /// Leaving an unfinished game that could not be written; `{0}` why.
    pub autosave_not_kept: &'static str,
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
    help_hint: "Type a move like {0}, or `help` for the commands.",
    prompt: "{0} > ",
    shared_locked: "the shared piece is locked this turn",
    capture_clock: "{0} moves without a capture (100 is a draw)",
    marks_legend: "( ) from, [ ] to",
    legend_men: "{0} {2}   {1} {3}",
    legend_huishi: "{0} {1} {4} general, soldier   {2} {3} {5} general, soldier",
    legend_shared: "{0} shared piece",
    legend_well: "{0} the well 井",
    hint: "Hint: {0}",
    no_hint: "No hint: there is no legal move.",
    computer_stuck: "the computer found no move in an ongoing game (a bug); the game cannot go on",
    legal_moves: "Legal moves ({0}): {1}",
    moves_from: "From {0}: {1}",
    no_moves_from: "No legal move from {0}.",
    illegal: "Illegal move {0}: {1}",
    cannot_pass: "You cannot pass: a turn passes only when the timer runs out.",
    nothing_to_undo: "Nothing to undo.",
    nothing_to_redo: "Nothing to redo.",
    undone: "Took back {0}.",
    redone: "Replayed {0}.",
    saved: "Saved to {0}.",
    save_failed: "Could not save to {0}: {1}",
    loaded: "Loaded {0}: {1}, {2} played.",
    load_failed: "Could not load {0}: {1}",
    needs_file: "`{0}` needs a file name, e.g. `{0} game.json`.",
    game_is_over: "The game is over: type `new`, `save FILE` or `quit`.",
    after_game: "Type `new` for another game, `save FILE` to keep this one (`folkchess review FILE` reviews it), or `quit`.",
    result_line: "{0} — {1}",
    answer_prompt: "y = {0}, n = {1} [y/N] > ",
    draw_not_now: "Your draw offer was declined in this position: make a move before offering again.",
    draw_cancelled: "Draw offer called off.",
    time_left: "⏱ {0} s left",
    new_game: "New game.",
    bye: "Bye.",
    help: "Commands:
  {0}move the piece on {2} to {3} (point names are shown on the board)
  {1}list the moves of the piece on {2}
  moves       list every legal move
  undo, redo  take back / replay (against the computer: your move and its reply)
  hint        ask the computer for a move
  level NAME  the computer's level: beginner, easy, medium, hard or master (or 1–5)
  resign      resign this game (you are asked to confirm it)
  draw        offer a draw (also `offer draw`): the computer, or the other player, answers
  rules       show the rules of this game (a page at a time)
  save FILE   save the game to FILE (JSON, the apps' save format)
  load FILE   load a saved game
  new         start a new game
  board       draw the board again
  quit        leave; the game is kept and offered next time (Ctrl-D, Ctrl-C too)
Keys: ← → Home End to move in the line, ↑ ↓ for earlier lines, Ctrl-C to clear it.
The Chinese words work too: 悔棋 重走 提示 难度 认输 求和 走法 规则 保存 读取 新局 棋盘 帮助 退出",
    bad_missing_to: "`{0}-` lacks the point to move to: write from-to, like {1}.",
    bad_missing_from: "`-{0}` lacks the point to move from: write from-to, like {1}.",
    bad_point: "`{0}` is not a point of this board; its points are {1}.",
    bad_word: "`{0}` is neither a command nor a point. Type a move like {1}, or `help`.",
    bad_extra: "`{0}` after the move is not understood: write from-to, like {1}.",
    resume_found: "An unfinished game is saved: {0} — {1}, {2} played.",
    resume_offer: "Continue it? [Y/n] ",
    resume_declined: "Starting a new game; the unfinished one will be replaced by it.",
    resume_damaged: "The autosaved game cannot be continued: {0}",
    yes_no_again: "Please answer y (yes) or n (no).",
    autosave_kept: "The game is saved; `folkchess play` offers to continue it.",
    autosave_failed: "Could not autosave the game: {0}",
    confirm_new: "Start a new game? This one ({0} played) is not in a save file and will be replaced. [y/N] ",
    confirm_load: "Load {0}? This game ({1} played) is not in a save file and will be replaced. [y/N] ",
    game_goes_on: "The game goes on.",
    confirm_replace_other: "{0} holds another saved game ({1}, {2} played). Replace it? [y/N] ",
    confirm_replace_not_save: "{0} exists and is not a Folk Chess save ({1}). Replace it? [y/N] ",
    not_saved: "Not saved.",
    more: "-- more: Space or Enter for the next page, q to stop --",
    hint_cancelled: "Hint cancelled.",
    rules_timer: "Turn timer: `folkchess play --timer SECONDS` gives each turn that many seconds (1 to {0}); without it there is no time limit. A line above the prompt counts down. {1}",
    rules_timer_this_game: "This game: {0} seconds per turn.",
    rules_timer_off: "This game has no timer.",
    you_prompt: "You · {0}",
    no_level: "There is no computer in this game: two players take turns.",
    level_now: "{0}: {1}. `level NAME` changes it; the levels are {2}.",
    level_set: "{0}: {1}.",
    bad_level: "`{0}` is not a level; the levels are {1} (or their numbers 1–5).",
    replace_autosave: "Play {0} and let it replace the unfinished game in the autosave? (n: play {0}, keep the unfinished game) [y/N] ",
    autosave_left_alone: "The unfinished game stays in the autosave; this game is not autosaved (`save FILE` keeps it).",
    confirm_draw: "Offer the computer a draw? [y/N] ",
    draw_not_offered: "No draw offered; the game goes on.",
    autosave_not_kept: "This game could not be kept: {0}",
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
    timer_note: "每步限时 {0} 秒；超时则自动弃步。",
    help_hint: "输入走法如 {0}，或输入 帮助（help）查看命令。",
    prompt: "{0} > ",
    shared_locked: "公用棋子本回合被锁定",
    capture_clock: "已连续 {0} 步未吃子（满 100 步为和棋）",
    marks_legend: "( ) 起点，[ ] 落点",
    legend_men: "{0} {2}   {1} {3}",
    legend_huishi: "{0} {1} {4}师、兵   {2} {3} {5}师、兵",
    legend_shared: "{0} 公用棋子",
    legend_well: "{0} 井",
    hint: "提示：{0}",
    no_hint: "无提示：没有合法走法。",
    computer_stuck: "电脑在对局未结束时找不到走法（程序错误），对局无法继续",
    legal_moves: "合法走法（{0}）：{1}",
    moves_from: "{0} 可走：{1}",
    no_moves_from: "{0} 没有合法走法。",
    illegal: "走法 {0} 不合法：{1}",
    cannot_pass: "不能主动弃步：只有超时才会自动弃步。",
    nothing_to_undo: "没有可悔的棋。",
    nothing_to_redo: "没有可重走的棋。",
    undone: "已悔 {0}。",
    redone: "已重走 {0}。",
    saved: "已保存到 {0}。",
    save_failed: "无法保存到 {0}：{1}",
    loaded: "已读取 {0}：{1}，已走 {2}。",
    load_failed: "无法读取 {0}：{1}",
    needs_file: "{0} 需要文件名，例如 {0} game.json。",
    game_is_over: "对局已结束：可输入 新局、保存 文件名 或 退出。",
    after_game: "输入 新局 再来一局，保存 文件名 存下本局（folkchess review 文件名 可以复盘），退出 离开。",
    result_line: "{0}：{1}",
    answer_prompt: "y（是）= {0}，n（否）= {1} [y/N] > ",
    draw_not_now: "你的和棋提议在这个局面已被拒绝：走一步之后才能再次提和。",
    draw_cancelled: "已撤回和棋提议。",
    time_left: "⏱ 剩余 {0} 秒",
    new_game: "新的一局。",
    bye: "再见。",
    help: "命令（中英文皆可）：
  {4}把 {2} 的棋子走到 {3}（点名见棋盘；全角字母数字也可以）
  {5}列出 {2} 上棋子的走法
  走法 moves        列出所有合法走法
  悔棋 undo         悔一步（对电脑时连同电脑的应着）
  重走 redo         重走悔掉的棋
  提示 hint         请电脑提示一步
  难度 level 名称   电脑难度：入门、简单、中等、困难、大师（或 beginner … master、1–5）
  认输 resign       认输（需再确认一次）
  求和 draw         提议和棋（也可输入 提和）：由电脑或对方答复
  规则 rules        查看本棋规则（分页显示）
  保存 save 文件    保存对局（JSON，与手机应用相同的格式）
  读取 load 文件    读取对局
  新局 new          新的一局
  棋盘 board        重新显示棋盘
  退出 quit         离开；本局会自动保存，下次可继续（也可按 Ctrl-D、Ctrl-C）
按键：← → Home End 在行内移动，↑ ↓ 调出输入过的命令，Ctrl-C 清除本行。",
    bad_missing_to: "“{0}-”缺少要走到的点：请写成 起点-终点，例如 {1}。",
    bad_missing_from: "“-{0}”缺少起点：请写成 起点-终点，例如 {1}。",
    bad_point: "“{0}”不是本棋盘上的点；棋盘上的点有 {1}。",
    bad_word: "“{0}”既不是命令，也不是棋盘上的点。请输入走法如 {1}，或输入 帮助。",
    bad_extra: "走法后面的“{0}”无法识别：请写成 起点-终点，例如 {1}。",
    resume_found: "有一局未下完的棋已自动保存：{0} —— {1}，已走 {2}。",
    resume_offer: "继续这一局吗？[Y/n] ",
    resume_declined: "开始新的一局；未下完的那一局将被它替换。",
    resume_damaged: "自动保存的对局无法继续：{0}",
    yes_no_again: "请回答 y（是）或 n（否）。",
    autosave_kept: "本局已自动保存；再次运行 folkchess play 时可以继续。",
    autosave_failed: "无法自动保存本局：{0}",
    confirm_new: "开始新的一局吗？当前这局（已走 {0}）没有存成文件，将被替换。[y/N] ",
    confirm_load: "读取 {0} 吗？当前这局（已走 {1}）没有存成文件，将被替换。[y/N] ",
    game_goes_on: "继续当前对局。",
    confirm_replace_other: "{0} 里保存的是另一局（{1}，已走 {2}）。要覆盖它吗？[y/N] ",
    confirm_replace_not_save: "{0} 已存在，且不是民间棋的存档（{1}）。要覆盖它吗？[y/N] ",
    not_saved: "未保存。",
    more: "-- 未完：空格或回车翻页，q 结束 --",
    hint_cancelled: "已取消提示。",
    rules_timer: "每步限时：用 `folkchess play --timer 秒数` 开局时，每一步限时这么多秒（1 到 {0} 秒）；不加则不限时。提示符上方一行显示倒计时。{1}",
    rules_timer_this_game: "本局每步限时 {0} 秒。",
    rules_timer_off: "本局不限时。",
    you_prompt: "你 · {0}",
    no_level: "本局没有电脑对手：双人轮流走棋。",
    level_now: "{0}：{1}。输入 难度 加上难度名称可以更改；难度有 {2}。",
    level_set: "{0}：{1}。",
    bad_level: "“{0}”不是难度；难度有 {1}（或 1–5）。",
    replace_autosave: "下 {0} 这一局，并让它替换自动保存的未完对局吗？（n：下 {0}，保留未完对局）[y/N] ",
    autosave_left_alone: "未下完的对局仍留在自动保存中；这一局不自动保存（可用 保存 文件名 存下）。",
    confirm_draw: "向电脑提议和棋吗？[y/N] ",
    draw_not_offered: "没有提和，对局继续。",
    autosave_not_kept: "本局无法保留：{0}",
};

/// The table for a language.
pub fn strings(lang: Lang) -> &'static Strings {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// What the terminal shows of `text` in `display`: Chinese in Traditional characters
/// (繁體中文, Taiwan usage) when they are asked for, converted by the core
/// ([`folkchess_core::text::hant::to_hant`]); the text as it is otherwise. The terminal's words,
/// like the core's, are written once, in Simplified Chinese: a session's every line goes
/// through here once, at output ([`crate::console::Console`]), and so does what `review`
/// prints. Text that is not Chinese (point names, moves, English) passes unchanged, and
/// text already in Traditional characters stays as it is.
pub fn shown(display: DisplayLanguage, text: &str) -> Cow<'_, str> {
    if display.is_hant() {
        Cow::Owned(to_hant(text))
    } else {
        Cow::Borrowed(text)
    }
}

/// The help with a move of the board shown as the example: `from`-`to`.
pub fn help(t: &Strings, from: &str, to: &str) -> String {
    let mv = format!("{from}-{to}");
    let pad = |s: &str, width: usize| format!("{s:<width$}");
    fill(
        t.help,
        &[
            &pad(&mv, 12),
            &pad(from, 12),
            from,
            to,
            &pad(&mv, 18),
            &pad(from, 18),
        ],
    )
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
    fn traditional_chinese_is_made_at_output() {
        assert_eq!(shown(DisplayLanguage::ZhHant, ZH.bye), "再見。");
        assert_eq!(
            shown(DisplayLanguage::ZhHant, ZH.saved),
            "已儲存到 {0}。",
            "with the Taiwan wording"
        );
        assert_eq!(shown(DisplayLanguage::Zh, ZH.bye), ZH.bye);
        assert_eq!(shown(DisplayLanguage::En, EN.bye), EN.bye);
        // Already Traditional, or not Chinese: unchanged.
        assert_eq!(shown(DisplayLanguage::ZhHant, "再見。"), "再見。");
        assert_eq!(shown(DisplayLanguage::ZhHant, "b2-b3 ●"), "b2-b3 ●");
    }

    #[test]
    fn both_tables_have_the_same_placeholders() {
        // Spot-check templates whose placeholders the code fills.
        for (en, zh) in [
            (EN.illegal, ZH.illegal),
            (EN.level_now, ZH.level_now),
            (EN.bad_level, ZH.bad_level),
            (EN.legend_huishi, ZH.legend_huishi),
            (EN.legend_men, ZH.legend_men),
            (EN.menu_level_prompt, ZH.menu_level_prompt),
            (EN.menu_side_prompt, ZH.menu_side_prompt),
            (EN.loaded, ZH.loaded),
            (EN.vs_computer, ZH.vs_computer),
            (EN.result_line, ZH.result_line),
            (EN.answer_prompt, ZH.answer_prompt),
        ] {
            for i in 0..6 {
                let p = format!("{{{i}}}");
                assert_eq!(en.contains(&p), zh.contains(&p), "{en} / {zh}");
            }
        }
    }
}
