//! Solving a puzzle on the game table: a [`PuzzleTable`] is a [`GameTable`] set up
//! for the puzzle (its position, the player on the winning side, the computer at
//! Master on the other), whose board, marks, spoken labels, undo, hint and sentences
//! it reuses, with what a puzzle adds:
//!
//! * every move of the player is judged at once. In weiming and zhongkui by the
//!   exact solution, all the way to the win: a move that lets the win go is refused with
//!   why (`Not the move: this draws. Play another move.`); in jinmen and huishi the first move,
//!   the one the set proves unique, is judged against the solution (a wrong one: `Not the
//!   move: this does not win. Play another move.`), and after it the game plays on against Master;
//! * the computer answers with the best defence (Master: in the small games the
//!   slowest loss from the solver, in the large ones its full search);
//! * a wrong move is refused: taken back at once, before the computer answers it, with
//!   one sentence on why, and the player plays another move (the try then counts as
//!   failed); the board still draws the move for [`WRONG_MOVE_SHOWN_MS`] (the shell's
//!   ticks time it) or until the player's next tap or button, so that the player sees
//!   which move it was; the puzzle can also be started again ([`PuzzleEvent::Retry`]);
//! * [`PuzzleEvent::ShowSolution`] plays the solution out: in the small games the
//!   whole winning line against the best defence, in the large ones its first move;
//! * a hint ([`TableEvent::Hint`]) is allowed, but the puzzle then counts as solved
//!   after a hint, not clean ([`Attempt::Hinted`]); a wrong move or the solution
//!   shown counts it as failed ([`Attempt::Failed`]).
//!
//! The table's autosave effects are dropped: a puzzle never takes the autosave slot
//! of the player's game.

use crate::ai::{self, CancelToken, Verdict};
use crate::files::puzzle_progress::Attempt;
use crate::files::settings::Settings;
use crate::play::session::Session;
use crate::rules::game::{Level, Side};
use crate::rules::moves::Move;
use crate::rules::notation::Ply;
use crate::rules::outcome::EndReason;
use crate::rules::record::GameRecord;
use crate::rules::setup::{Mode, Setup};
use crate::screens::board_view::{Arrow, BoardView, PointMark};
use crate::screens::table::{
    ActionView, GameTable, SearchKind, TableEffect, TableEvent, TableView,
};
use crate::text::catalogue::{self, DisplayLanguage, Label};
use crate::text::messages;
use crate::text::rules_text::Lang;
use crate::training::puzzle::{Difficulty, Puzzle};

/// The seed of the computer's play in a puzzle (Master plays without chance, so it
/// changes nothing there; fixed so that a puzzle always plays the same).
const PUZZLE_SEED: u64 = 0x7075_7a7a; // "puzz"

/// What a shell tells a puzzle table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleEvent {
    /// An event of the game table (a tap, a move, undo, a hint, a search's answer, …).
    /// [`TableEvent::Restart`] is [`PuzzleEvent::Retry`] here.
    Table(TableEvent),
    /// Start the puzzle again from its position (what was tried still counts).
    Retry,
    /// Play the solution out (the puzzle then counts as failed).
    ShowSolution,
}

/// Where the puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleState {
    /// To be solved.
    Solving,
    /// The last move let the win go: it was refused and taken back (its board still shown a
    /// moment); play another move (or start again, or see the solution).
    WrongMove,
    /// Solved: the win reached (weiming, zhongkui) or the winning move found (jinmen,
    /// huishi).
    Solved,
    /// The solution was shown.
    SolutionShown,
}

/// Everything the puzzle screen shows: the game table's view, and the puzzle's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView {
    /// The game table (board, marks, banner, moves, undo, hint, …).
    pub table: TableView,
    /// "Weiming · Puzzle 42 · Medium" (no file id).
    pub title: String,
    /// "First (red) to move and win in 5 moves."
    pub task: String,
    /// What the last move did for the puzzle: why it was wrong, or that it solved it.
    pub feedback: Option<String>,
    /// Where the puzzle stands.
    pub state: PuzzleState,
    /// How the try counts so far for the player's progress, once it is decided
    /// (solved, or failed by a wrong move or the solution shown); `None` while
    /// nothing was decided yet.
    pub attempt: Option<Attempt>,
    /// Start again.
    pub retry: ActionView,
    /// Show the solution.
    pub show_solution: ActionView,
}

/// A puzzle being solved. See the module docs.
#[derive(Clone, Debug)]
pub struct PuzzleTable {
    puzzle: Puzzle,
    table: GameTable,
    settings: Settings,
    language: DisplayLanguage,
    winner: Side,
    state: PuzzleState,
    /// Why the last move was wrong: its verdict for the player (small games), or
    /// none (large games: it does not win).
    wrong: Option<Option<Verdict>>,
    hinted: bool,
    failed: bool,
    /// The solution was shown (the try is failed; a later solve says why it does not
    /// count).
    shown: bool,
    /// A wrong move on the board for the player to see, until it is taken back.
    showing_wrong: Option<ShownWrong>,
}

/// How long a wrong move stays on the board, with its note, before it is taken back: long
/// enough to see which move it was (lichess shows it about as long).
pub const WRONG_MOVE_SHOWN_MS: u64 = 1_000;

/// A wrong move, already taken back, still drawn on the board for a moment: the board as it
/// stood after the move, its piece marked with the refused move's cross, shown in place of
/// the table's own board until `until_ms`; then the table's board with the cross on the
/// empty point and the piece sliding back, until the player's next tap or button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ShownWrong {
    /// The wrong move.
    pub(crate) refused: Arrow,
    /// The board after the wrong move, while it is shown; none once it is taken back.
    pub(crate) board: Option<BoardView>,
    /// When the table's own board comes back (the shell's time).
    pub(crate) until_ms: u64,
}

impl ShownWrong {
    /// The board after the move just played on `table` (before it is taken back), shown
    /// from `now_ms` for [`WRONG_MOVE_SHOWN_MS`]; none if the table has no last move.
    pub(crate) fn of(table: &GameTable, now_ms: u64) -> Option<ShownWrong> {
        let mut board = table.view(now_ms).board;
        let refused = board.last_move?;
        // Nobody is to move on it: no piece marked movable, no target.
        for p in &mut board.points {
            p.mark = PointMark::None;
        }
        board.refuse_shown(refused);
        Some(ShownWrong {
            refused,
            board: Some(board),
            until_ms: now_ms.saturating_add(WRONG_MOVE_SHOWN_MS),
        })
    }

    /// Whether `event` at `now_ms` is all handled by the wrong move on show in `shown`: a
    /// tick while the move is shown (at its time it is taken back, the cross stays). What
    /// the player does ends the showing and goes on to the table; a later tick, a search's
    /// answer or the app's going to the background and back only go on.
    pub(crate) fn handles(shown: &mut Option<ShownWrong>, event: &TableEvent, now_ms: u64) -> bool {
        let Some(s) = shown else {
            return false;
        };
        match event {
            TableEvent::Tick if s.board.is_some() => {
                if now_ms >= s.until_ms {
                    s.board = None;
                }
                true
            }
            TableEvent::Tick
            | TableEvent::SearchDone(_)
            | TableEvent::Background
            | TableEvent::Foreground => false,
            _ => {
                *shown = None;
                false
            }
        }
    }

    /// Draws the wrong move on `table`'s view: the move shown, or its cross once it is
    /// taken back.
    pub(crate) fn draw_on(&self, table: &mut TableView) {
        match &self.board {
            Some(board) => {
                table.board = board.clone();
                // The shell's ticks take it back.
                table.ticking = true;
            }
            None => table.board.refuse_taken_back(self.refused),
        }
    }
}

impl PuzzleTable {
    /// A table for `puzzle`, its words in `language`.
    pub fn new(puzzle: &Puzzle, settings: Settings, language: DisplayLanguage) -> PuzzleTable {
        let winner = puzzle.position.side_to_move();
        PuzzleTable {
            table: Self::fresh_table(puzzle, winner, &settings, language),
            puzzle: puzzle.clone(),
            settings,
            language,
            winner,
            state: PuzzleState::Solving,
            wrong: None,
            hinted: false,
            failed: false,
            shown: false,
            showing_wrong: None,
        }
    }

    fn fresh_table(
        puzzle: &Puzzle,
        winner: Side,
        settings: &Settings,
        language: DisplayLanguage,
    ) -> GameTable {
        let setup = Setup {
            mode: Mode::VsComputer {
                level: Level::Master,
                human: winner,
            },
            turn_seconds: None,
        };
        let session = Session::from_record(GameRecord::new(puzzle.position), setup, PUZZLE_SEED)
            .expect("a setup without a timer is valid");
        let mut table = GameTable::new(session, *settings, language);
        table.name_the_computer_plainly();
        table
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game table underneath (its session, board).
    pub fn table(&self) -> &GameTable {
        &self.table
    }

    /// The game table underneath, to say the trainer's words through.
    pub(crate) fn table_mut(&mut self) -> &mut GameTable {
        &mut self.table
    }

    /// The language of its words.
    pub fn language(&self) -> DisplayLanguage {
        self.language
    }

    /// Handles one event at the shell's time `now_ms`; returns what the shell must do
    /// (the table's effects without its autosaves).
    pub fn handle(&mut self, event: PuzzleEvent, now_ms: u64) -> Vec<TableEffect> {
        // A wrong move on show: the tick at its time ends the showing, anything else at once
        // (and is handled: the move is already taken back).
        if let PuzzleEvent::Table(e) = &event {
            if ShownWrong::handles(&mut self.showing_wrong, e, now_ms) {
                return Vec::new();
            }
        } else {
            self.showing_wrong = None;
        }
        let fx = match event {
            PuzzleEvent::Retry | PuzzleEvent::Table(TableEvent::Restart) => self.retry(now_ms),
            PuzzleEvent::ShowSolution => self.show_solution(now_ms),
            PuzzleEvent::Table(event) => {
                if let TableEvent::Settings(settings, language) = event {
                    self.settings = settings;
                    self.language = language;
                }
                let before = self.table.session().record().ply_count();
                let undo = matches!(event, TableEvent::Undo);
                let fx = self.table.handle(event, now_ms);
                // A hint counts against the try only while it is being solved: once solved,
                // the try is said and a hint on the way to the win changes nothing.
                if self.state != PuzzleState::Solved
                    && fx.iter().any(
                        |e| matches!(e, TableEffect::Search(j) if j.kind() == SearchKind::Hint),
                    )
                {
                    self.hinted = true;
                }
                let moved = self.table.session().record().ply_count() > before;
                if (undo || moved) && self.state == PuzzleState::WrongMove {
                    self.state = PuzzleState::Solving;
                    self.wrong = None;
                }
                self.judge_from(before);
                if self.state == PuzzleState::WrongMove && moved {
                    self.showing_wrong = ShownWrong::of(&self.table, now_ms);
                    self.take_back(before, fx, now_ms)
                } else {
                    fx
                }
            }
        };
        fx.into_iter()
            // A puzzle is no game of the player's: nothing saved, nothing counted in the
            // statistics (its own progress is the puzzle progress).
            .filter(|e| !e.keeps_the_game())
            .collect()
    }

    fn retry(&mut self, now_ms: u64) -> Vec<TableEffect> {
        let mut fx = self.table.handle(TableEvent::Leave, now_ms);
        let mut fresh = Self::fresh_table(&self.puzzle, self.winner, &self.settings, self.language);
        fresh.keep_speech_of(&self.table);
        self.table = fresh;
        fx.extend(self.table.handle(TableEvent::Start, now_ms));
        // Solving again, also after the solution was shown (the try stays failed).
        self.state = PuzzleState::Solving;
        self.wrong = None;
        fx
    }

    /// Refuses the wrong move just played: the board goes back to the position before it
    /// (`before` plies), at once, and the computer does not answer it (its search, asked
    /// by the move, is dropped from `fx`); the feedback says why, and the player tries
    /// again from there. Also when the wrong move ended the game (a repetition).
    fn take_back(&mut self, before: usize, fx: Vec<TableEffect>, now_ms: u64) -> Vec<TableEffect> {
        let record = self.table.session().record();
        let plies = record.plies();
        let Ok(back) = GameRecord::replay(*record.start(), &plies[..before.min(plies.len())])
        else {
            return fx;
        };
        let setup = *self.table.session().setup();
        let Ok(session) = Session::from_record(back, setup, PUZZLE_SEED) else {
            return fx;
        };
        let mut fx: Vec<TableEffect> = fx
            .into_iter()
            .filter(|e| !matches!(e, TableEffect::Search(_)))
            .collect();
        fx.extend(
            self.table
                .handle(TableEvent::Leave, now_ms)
                .into_iter()
                .filter(|e| !matches!(e, TableEffect::CancelSearch(_))),
        );
        let mut fresh = GameTable::new(session, self.settings, self.language);
        fresh.name_the_computer_plainly();
        fresh.keep_speech_of(&self.table);
        self.table = fresh;
        fx.extend(self.table.handle(TableEvent::Start, now_ms));
        fx
    }

    /// Judges the player's plies played since the record had `before` plies.
    fn judge_from(&mut self, before: usize) {
        if matches!(self.state, PuzzleState::SolutionShown) {
            return;
        }
        let record = self.table.session().record();
        let entries = record.entries();
        for (i, entry) in entries.iter().enumerate().skip(before) {
            let Ply::Move(m) = entry.ply else { continue };
            if entry.after.side_to_move() == self.winner {
                continue; // the computer's reply
            }
            if self.state == PuzzleState::Solved && !self.puzzle.game.is_small() {
                continue; // the large games: solved by the first move
            }
            let wrong = if self.puzzle.game.is_small() {
                let repetition = i + 1 == entries.len()
                    && record
                        .status()
                        .outcome()
                        .is_some_and(|o| o.reason == EndReason::ThreefoldRepetition);
                let verdict = if repetition {
                    Some(Verdict::Draw)
                } else {
                    ai::verdict(&entry.after).map(Verdict::for_mover)
                };
                match verdict {
                    Some(Verdict::Win(_)) | None => None,
                    Some(v) => Some(Some(v)),
                }
            } else if i == 0 && m != self.puzzle.solution {
                Some(None)
            } else {
                None
            };
            if let Some(why) = wrong {
                self.wrong = Some(why);
                self.state = PuzzleState::WrongMove;
                self.failed = true;
                return;
            }
            let won = record
                .status()
                .outcome()
                .is_some_and(|o| o.winner == Some(self.winner));
            if won || (!self.puzzle.game.is_small() && i == 0) {
                self.state = PuzzleState::Solved;
            }
        }
    }

    fn show_solution(&mut self, now_ms: u64) -> Vec<TableEffect> {
        let mut fx = self.retry(now_ms);
        self.state = PuzzleState::SolutionShown;
        self.failed = true;
        self.shown = true;
        self.wrong = None;
        if !self.puzzle.game.is_small() {
            fx.extend(
                self.table
                    .handle(TableEvent::Play(self.puzzle.solution), now_ms),
            );
            return fx;
        }
        // The small games: the whole line, the player's fastest win against the
        // computer's slowest loss (both from the solution: a moment).
        let cancel = CancelToken::new();
        for _ in 0..200 {
            let record = self.table.session().record();
            if record.status().is_over() {
                break;
            }
            let pos = *record.current();
            let event = if pos.side_to_move() == self.winner {
                let Some(m) = fastest_win(&pos) else { break };
                TableEvent::Play(m)
            } else {
                let job = fx.iter().rev().find_map(|e| match e {
                    TableEffect::Search(j) if j.kind() == SearchKind::ComputerMove => {
                        Some(j.clone())
                    }
                    _ => None,
                });
                let Some(job) = job else { break };
                TableEvent::SearchDone(job.run(&cancel))
            };
            fx.extend(self.table.handle(event, now_ms));
        }
        fx.retain(|e| !matches!(e, TableEffect::Search(_) | TableEffect::CancelSearch(_)));
        fx
    }

    /// The task, true in the state the board is in: the puzzle's own before a move; then,
    /// in the small games while the winner is to move and still wins, the exact moves left;
    /// otherwise the goal without a count.
    fn task_now(&self, l: Lang) -> String {
        let record = self.table.session().record();
        if record.ply_count() == 0 {
            return task_text(self.winner, self.puzzle.value, l);
        }
        let pos = record.current();
        if !record.status().is_over() && pos.side_to_move() == self.winner {
            if let Some(Verdict::Win(n)) = ai::verdict(pos) {
                return task_text(self.winner, n, l);
            }
        }
        let side = messages::side_name(self.winner, l);
        match l {
            Lang::En => format!("Win with {side}."),
            Lang::Zh => format!("执{side}取胜。"),
        }
    }

    /// Where the puzzle stands.
    pub fn state(&self) -> PuzzleState {
        self.state
    }

    /// How this try counts for the player's progress so far (see [`PuzzleView::attempt`]).
    pub fn attempt(&self) -> Option<Attempt> {
        if self.failed {
            Some(Attempt::Failed)
        } else if self.state == PuzzleState::Solved {
            Some(if self.hinted {
                Attempt::Hinted
            } else {
                Attempt::Solved
            })
        } else {
            None
        }
    }

    /// The view at the shell's time `now_ms`.
    pub fn view(&self, now_ms: u64) -> PuzzleView {
        let lang = self.language;
        let p = &self.puzzle;
        let title = lang.phrase(|l| puzzle_title(p, l));
        let task = lang.sentence(|l| self.task_now(l));
        let feedback = match (self.state, self.wrong) {
            (PuzzleState::WrongMove, Some(why)) => {
                Some(lang.sentence(|l| wrong_move_text(why, p.game.is_small(), l)))
            }
            (PuzzleState::Solved, _) => {
                let won = self.table.session().record().status().is_over();
                Some(lang.sentence(|l| {
                    solved_text(
                        self.hinted,
                        self.failed,
                        self.shown,
                        p.game.is_small() || won,
                        l,
                    )
                }))
            }
            (PuzzleState::SolutionShown, _) => {
                let m = p.solution_text();
                Some(lang.sentence(|l| solution_text(&m, p.value, l)))
            }
            _ => None,
        };
        let over = self.table.session().record().status().is_over();
        let mut table = self.table.view(now_ms);
        if let Some(shown) = &self.showing_wrong {
            shown.draw_on(&mut table);
        }
        // A try that failed, or whose solution was shown, is no win of the player's: the
        // result names the side that won.
        if self.failed || self.shown {
            if let (Some(r), Some(o)) = (
                table.result.as_mut(),
                self.table.session().record().status().outcome(),
            ) {
                r.headline = lang.label(|l| messages::result_headline(&o, None, l));
                r.reason = lang.sentence(|l| messages::outcome_reason_text(&o, l));
                table.banner.text = lang.sentence(|l| messages::outcome_text(&o, l));
            }
        }
        PuzzleView {
            table,
            title,
            task,
            feedback,
            state: self.state,
            attempt: self.attempt(),
            retry: ActionView {
                label: lang.button(Label::PuzzleRetry),
                enabled: self.table.session().record().ply_count() > 0,
            },
            show_solution: ActionView {
                label: lang.button(Label::PuzzleShowSolution),
                enabled: self.state != PuzzleState::SolutionShown
                    && !(over && self.state == PuzzleState::Solved),
            },
        }
    }
}

/// The winning move that wins fastest (small games), the first of them in move order.
fn fastest_win(pos: &crate::rules::position::Position) -> Option<Move> {
    ai::move_verdicts(pos)?
        .into_iter()
        .filter_map(|(m, v)| match v {
            Verdict::Win(n) => Some((n, m)),
            _ => None,
        })
        .min_by_key(|&(n, _)| n)
        .map(|(_, m)| m)
}

/// The puzzle's title, without its file id: "Weiming · Puzzle 42 · Easy" /
/// "未名 · 第42题 · 容易" (the number as the puzzle list shows it).
pub fn puzzle_title(p: &Puzzle, lang: Lang) -> String {
    let game = crate::text::rules_text::short_game_name(p.game, lang);
    // (capitalised as a title's words, as the list's rows name the difficulties)
    let level = capitalised(difficulty_name(p.difficulty, lang));
    match lang {
        Lang::En => format!("{game} · Puzzle {} · {level}", puzzle_number(p)),
        Lang::Zh => format!("{game} · 第{}题 · {level}", puzzle_number(p)),
    }
}

/// The puzzle's number in its list (`weiming-0042`: `42`).
pub fn puzzle_number(p: &Puzzle) -> &str {
    p.id.rsplit('-')
        .next()
        .unwrap_or(&p.id)
        .trim_start_matches('0')
}

/// `easy` / `容易`, `medium` / `中等`, `hard` / `困难`.
pub fn difficulty_name(d: Difficulty, lang: Lang) -> &'static str {
    match (d, lang) {
        (Difficulty::Easy, Lang::En) => "easy",
        (Difficulty::Medium, Lang::En) => "medium",
        (Difficulty::Hard, Lang::En) => "hard",
        (Difficulty::Easy, Lang::Zh) => "容易",
        (Difficulty::Medium, Lang::Zh) => "中等",
        (Difficulty::Hard, Lang::Zh) => "困难",
    }
}

/// `word` with its first letter in capitals ("easy" → "Easy"; Chinese unchanged): a
/// difficulty's name as a title or a row names it.
pub(crate) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "First (red) to move and win in 5 moves." / "先手（红）走，5步内取胜。" (the moves of
/// both sides counted together, as everywhere).
pub fn task_text(winner: Side, plies: u32, lang: Lang) -> String {
    let side = messages::side_name(winner, lang);
    match lang {
        Lang::En if plies == 1 => format!("{side} to move and win in 1 move."),
        Lang::En => format!("{side} to move and win in {plies} moves."),
        Lang::Zh => format!("{side}走，{plies}步内取胜。"),
    }
}

/// Why a move was refused, in one sentence with what to do: "Not the move: this draws. Play
/// another move." / "Not the move: this loses in 6 moves. Play another move." (small games,
/// exact), or "Not the move: this does not win. Play another move." (large games). The move
/// is already taken back when it is shown, so the sentence asks for another move from the
/// same position (not "try again", the name of the button that starts the puzzle over).
pub fn wrong_move_text(verdict: Option<Verdict>, exact: bool, lang: Lang) -> String {
    let why = match (verdict, lang) {
        (Some(Verdict::Draw), Lang::En) => "this draws".to_string(),
        (Some(Verdict::Draw), Lang::Zh) => "只能和棋".to_string(),
        (Some(Verdict::Loss(n)), Lang::En) => {
            format!("this loses in {}", catalogue::move_count(n as usize, lang))
        }
        (Some(Verdict::Loss(n)), Lang::Zh) => format!("{n}步内必败"),
        (_, Lang::En) if exact => "this lets the win go".to_string(),
        (_, Lang::Zh) if exact => "放走了胜局".to_string(),
        (_, Lang::En) => "this does not win".to_string(),
        (_, Lang::Zh) => "不能取胜".to_string(),
    };
    match lang {
        Lang::En => format!("Not the move: {why}. Play another move."),
        Lang::Zh => format!("这步不对：{why}。换一步走。"),
    }
}

/// "Solved!" with how it counts.
pub fn solved_text(hinted: bool, failed: bool, shown: bool, small: bool, lang: Lang) -> String {
    let head = match (small, lang) {
        (true, Lang::En) => "Solved: the win is yours.",
        (true, Lang::Zh) => "解出来了：胜局到手。",
        (false, Lang::En) => "Solved: that is the winning move. Play on to the win.",
        (false, Lang::Zh) => "解出来了：这就是取胜的一步。可以接着下到取胜。",
    };
    let note = match (failed, hinted, lang) {
        (true, _, Lang::En) if shown => " (Not counted as solved: the solution was shown first.)",
        (true, _, Lang::Zh) if shown => "（之前看过解法，不算解出。）",
        (true, _, Lang::En) => " (Not counted as solved: a wrong move came first.)",
        (true, _, Lang::Zh) => "（之前走错过，不算解出。）",
        (false, true, Lang::En) => " (With a hint.)",
        (false, true, Lang::Zh) => "（用了提示。）",
        (false, false, _) => "",
    };
    format!("{head}{note}")
}

/// "The solution: tm-m, a win in 5 moves." / "解法：tm-m，5步取胜。"
pub fn solution_text(move_text: &str, plies: u32, lang: Lang) -> String {
    match lang {
        Lang::En if plies == 1 => format!("The solution: {move_text}, a win in 1 move."),
        Lang::En => format!("The solution: {move_text}, a win in {plies} moves."),
        Lang::Zh => format!("解法：{move_text}，{plies}步取胜。"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::GameId;
    use crate::screens::board_view::PointCue;
    use crate::training::puzzle::puzzles;

    fn table_of(p: &Puzzle) -> PuzzleTable {
        let mut t = PuzzleTable::new(p, Settings::default(), DisplayLanguage::En);
        t.handle(PuzzleEvent::Table(TableEvent::Start), 0);
        t
    }

    /// Plays the computer's reply if one is asked for.
    fn answer(t: &mut PuzzleTable, fx: Vec<TableEffect>) {
        for e in fx {
            if let TableEffect::Search(job) = e {
                let a = job.run(&CancelToken::new());
                let more = t.handle(PuzzleEvent::Table(TableEvent::SearchDone(a)), 1);
                answer(t, more);
            }
        }
    }

    #[test]
    fn a_small_puzzle_is_solved_by_playing_the_win_out() {
        let p = puzzles(GameId::Weiming)
            .iter()
            .find(|p| p.value == 5)
            .unwrap();
        let mut t = table_of(p);
        assert_eq!(t.view(0).state, PuzzleState::Solving);
        assert!(t.view(0).task.contains("win in 5 moves"));
        while !t.table().session().record().status().is_over() {
            let pos = *t.table().session().position();
            let m = fastest_win(&pos).unwrap();
            let fx = t.handle(PuzzleEvent::Table(TableEvent::Play(m)), 1);
            assert!(
                !fx.iter()
                    .any(|e| matches!(e, TableEffect::Autosave(_) | TableEffect::Finished(_))),
                "no autosave, nothing counted in the statistics"
            );
            answer(&mut t, fx);
        }
        let v = t.view(2);
        assert_eq!(v.state, PuzzleState::Solved);
        assert_eq!(v.attempt, Some(Attempt::Solved));
        assert_eq!(t.table().session().record().ply_count(), 5);
    }

    #[test]
    fn a_wrong_move_is_shown_a_moment_then_taken_back_with_one_sentence() {
        let p = puzzles(GameId::Zhongkui)
            .iter()
            .find(|p| {
                ai::move_verdicts(&p.position)
                    .unwrap()
                    .iter()
                    .any(|(_, v)| matches!(v, Verdict::Loss(_)))
            })
            .unwrap();
        let (bad, v) = ai::move_verdicts(&p.position)
            .unwrap()
            .into_iter()
            .find(|(_, v)| matches!(v, Verdict::Loss(_)))
            .unwrap();
        let Verdict::Loss(n) = v else { unreachable!() };
        let mut t = table_of(p);
        let fx = t.handle(PuzzleEvent::Table(TableEvent::Play(bad)), 1);
        // The computer does not answer it: no search asked, the table back where it was; the
        // board still draws the move a moment, the shell ticking.
        assert!(
            !fx.iter().any(|e| matches!(e, TableEffect::Search(_))),
            "{fx:?}"
        );
        assert_eq!(t.table().session().record().ply_count(), 0);
        assert_eq!(*t.table().session().position(), p.position);
        let shown = t.view(1);
        assert!(shown.table.ticking && shown.table.busy.is_none());
        assert_eq!(
            shown.table.board.last_move.map(|a| (a.from, a.to)),
            Some((bad.from, bad.to))
        );
        assert!(shown.table.board.points[bad.to.index()].piece.is_some());
        // Its cross is on the piece, no last move's cue on it (it is no move of the game),
        // and the piece slides in.
        let wrong = Arrow {
            from: bad.from,
            to: bad.to,
        };
        let refused = Some(wrong);
        assert_eq!(shown.table.board.refused, refused);
        assert_eq!(shown.table.board.moving, refused);
        for p in [bad.from, bad.to] {
            assert_eq!(shown.table.board.points[p.index()].cue, PointCue::None);
        }
        // Ticks before its time change nothing; the one at its time takes it back: the
        // piece slides home and the cross stays on the empty point.
        assert!(t
            .handle(PuzzleEvent::Table(TableEvent::Tick), 500)
            .is_empty());
        assert!(t.view(500).table.ticking);
        t.handle(
            PuzzleEvent::Table(TableEvent::Tick),
            1 + WRONG_MOVE_SHOWN_MS,
        );
        let view = t.view(1 + WRONG_MOVE_SHOWN_MS);
        assert!(!view.table.ticking, "nothing more to wait for");
        let mut back = t.table().view(1 + WRONG_MOVE_SHOWN_MS).board;
        assert!(back.points[bad.to.index()].piece.is_none());
        back.refuse_taken_back(wrong);
        assert_eq!(view.table.board, back);
        assert_eq!(view.table.board.refused, refused);
        assert_eq!(
            view.table.board.moving,
            Some(Arrow {
                from: bad.to,
                to: bad.from
            })
        );
        // A later tick keeps the cross; the player's next tap ends it.
        t.handle(PuzzleEvent::Table(TableEvent::Tick), 5_000);
        assert_eq!(t.view(5_000).table.board.refused, refused);
        let mut tapped = t.clone();
        tapped.handle(PuzzleEvent::Table(TableEvent::Tap(bad.from.index())), 5_001);
        assert_eq!(tapped.view(5_001).table.board.refused, None);
        assert_eq!(view.state, PuzzleState::WrongMove);
        let moves = if n == 1 {
            "1 move".to_string()
        } else {
            format!("{n} moves")
        };
        assert_eq!(
            view.feedback.as_deref(),
            Some(format!("Not the move: this loses in {moves}. Play another move.").as_str())
        );
        assert_eq!(view.attempt, Some(Attempt::Failed));
        // Nothing to take back, the player's turn, no "Computer · Master" on the bars.
        assert!(!view.table.undo.enabled);
        assert!(view.table.busy.is_none());
        assert!(view.table.hint.enabled, "the player's turn again");
        for bar in &view.table.players {
            assert!(
                !bar.name.contains("Computer") && !bar.name.contains("Master"),
                "{}",
                bar.name
            );
        }
        assert_eq!(view.table.players[0].name, "Opponent");
        // The retry is the next move: the right one solves it, still counted as failed.
        t.handle(PuzzleEvent::Table(TableEvent::Play(p.solution)), 2_000);
        let v = t.view(2_000);
        assert_ne!(v.state, PuzzleState::WrongMove);
        assert_eq!(v.attempt, Some(Attempt::Failed));
        assert_eq!(t.table().session().record().ply_count(), 1);
        // A move made while the wrong one is still drawn ends the showing and is played.
        let mut quick = table_of(p);
        quick.handle(PuzzleEvent::Table(TableEvent::Play(bad)), 1);
        quick.handle(PuzzleEvent::Table(TableEvent::Play(p.solution)), 3);
        let v = quick.view(3);
        assert_ne!(v.state, PuzzleState::WrongMove);
        assert_eq!(v.attempt, Some(Attempt::Failed));
        assert_eq!(quick.table().session().record().ply_count(), 1);
        assert_eq!(
            quick.table().session().record().plies()[0],
            Ply::Move(p.solution)
        );
        // In Chinese.
        let mut zh = PuzzleTable::new(p, Settings::default(), DisplayLanguage::Zh);
        zh.handle(PuzzleEvent::Table(TableEvent::Play(bad)), 1);
        assert_eq!(
            zh.view(1).feedback.as_deref(),
            Some(format!("这步不对：{n}步内必败。换一步走。").as_str())
        );
        assert!(!zh.view(1).title.contains(&p.id));
        assert!(!t.view(3).title.contains(&p.id), "{}", t.view(3).title);
    }

    #[test]
    fn a_draw_is_named_and_the_solution_is_played_out() {
        let p = puzzles(GameId::Weiming)
            .iter()
            .find(|p| {
                p.value >= 3
                    && ai::move_verdicts(&p.position)
                        .unwrap()
                        .iter()
                        .any(|(_, v)| *v == Verdict::Draw)
            })
            .unwrap();
        let (draw, _) = ai::move_verdicts(&p.position)
            .unwrap()
            .into_iter()
            .find(|(_, v)| *v == Verdict::Draw)
            .unwrap();
        let mut t = table_of(p);
        t.handle(PuzzleEvent::Table(TableEvent::Play(draw)), 1);
        assert_eq!(
            t.view(1).feedback.as_deref(),
            Some("Not the move: this draws. Play another move.")
        );
        assert_eq!(t.table().session().record().ply_count(), 0);
        let fx = t.handle(PuzzleEvent::ShowSolution, 2);
        assert!(!fx.iter().any(|e| matches!(e, TableEffect::Search(_))));
        let record = t.table().session().record();
        assert_eq!(record.ply_count() as u32, p.value);
        assert_eq!(record.plies()[0], Ply::Move(p.solution));
        assert_eq!(
            record.status().outcome().and_then(|o| o.winner),
            Some(p.position.side_to_move())
        );
        let v = t.view(3);
        assert_eq!(v.state, PuzzleState::SolutionShown);
        assert_eq!(v.attempt, Some(Attempt::Failed));
        assert!(v.feedback.unwrap().starts_with("The solution: "));
        assert!(!v.show_solution.enabled);
    }

    #[test]
    fn a_large_puzzle_is_solved_by_its_first_move_and_a_hint_costs_the_clean_solve() {
        let p = &puzzles(GameId::Huishi)[0];
        let mut t = table_of(p);
        let fx = t.handle(PuzzleEvent::Table(TableEvent::Hint), 1);
        assert!(fx
            .iter()
            .any(|e| matches!(e, TableEffect::Search(j) if j.kind() == SearchKind::Hint)));
        t.handle(PuzzleEvent::Table(TableEvent::Play(p.solution)), 2);
        let v = t.view(2);
        assert_eq!(v.state, PuzzleState::Solved);
        assert_eq!(v.attempt, Some(Attempt::Hinted));
        // Another first move does not win.
        let other = p
            .position
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != p.solution)
            .unwrap();
        let mut t = table_of(p);
        t.handle(PuzzleEvent::Table(TableEvent::Play(other)), 1);
        assert_eq!(
            t.view(1).feedback.as_deref(),
            Some("Not the move: this does not win. Play another move.")
        );
        assert_eq!(t.table().session().record().ply_count(), 0);
        t.handle(PuzzleEvent::Retry, 2);
        assert_eq!(t.table().session().record().ply_count(), 0);
        assert_eq!(*t.table().session().position(), p.position);
    }
}
