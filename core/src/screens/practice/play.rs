//! Practising an exercise on the game table: a [`PracticeTable`] is a [`GameTable`] set
//! up at the exercise's position (the player on the side that went wrong, the computer
//! at Master on the other, the board turned as in a game), whose board, marks, spoken
//! labels, undo and hint it reuses, with what practice adds:
//!
//! * the player's one move from the position is the answer, judged as the module
//!   [`crate::training::practice`] says: in Weiming and Zhong Kui at once and exactly, in Jinmen
//!   and Rendezvous by the review's search, which the table asks the shell to run off
//!   the main thread (a [`SearchKind::Judge`] job, answered with
//!   [`TableEvent::SearchDone`]); the state is [`PracticeState::Checking`] meanwhile;
//! * the computer does not answer: a wrong answer is refused, taken back at once with one
//!   sentence on why, and the player plays another move (the board still draws it a moment,
//!   as a puzzle's: [`crate::screens::puzzles::play::WRONG_MOVE_SHOWN_MS`]); a good one
//!   stays on the board;
//! * an answer that keeps the value (at least "good") solves the exercise: the table says
//!   [`PracticeEffect::Solved`] once, for the shell to write to the practice file;
//! * [`PracticeEvent::ShowBest`] plays the review's best move (it does not solve it).
//!
//! The table's autosave, save and statistics effects are dropped: practice is no game of
//! the player's.

use crate::ai::review::{MoveLabel, ReviewValue};
use crate::ai::{CancelToken, Verdict};
use crate::files::settings::Settings;
use crate::play::session::Session;
use crate::rules::game::{Level, Side};
use crate::rules::moves::Move;
use crate::rules::record::GameRecord;
use crate::rules::setup::{Mode, Setup};
use crate::screens::puzzles::play::ShownWrong;
use crate::screens::table::{ActionView, GameTable, SearchJob, TableEffect, TableEvent, TableView};
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::text::messages;
use crate::text::rules_text::Lang;
use crate::training::practice::{judge_move, Exercise, Judged};

/// The seed of the table's computer (it never moves in practice; fixed all the same).
const PRACTICE_SEED: u64 = 0x7072_6163; // "prac"

/// The first id of the table's own judge jobs: far above the game table's ids, so that
/// the two never meet (a table hands out one id a search).
const JUDGE_IDS: u64 = 1_000_000;

/// What a shell tells a practice table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeEvent {
    /// An event of the game table (a tap, a move, undo, a hint, a search's answer, …).
    /// [`TableEvent::Restart`] is [`PracticeEvent::Retry`] here.
    Table(TableEvent),
    /// Start again from the exercise's position.
    Retry,
    /// Play the review's best move.
    ShowBest,
}

/// What the shell must do.
#[derive(Clone, Debug)]
pub enum PracticeEffect {
    /// One of the game table's effects (a search, a cancelled search, feedback).
    Table(TableEffect),
    /// The exercise is solved: mark it so in the practice file (through the one disk
    /// writer). Said once per table.
    Solved,
}

/// Where the exercise stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PracticeState {
    /// Waiting for the player's answer.
    Solving,
    /// The answer is being judged (a search, in the large games).
    Checking,
    /// The answer was no better: it was taken back (its board still shown a moment); play
    /// another move.
    WrongMove,
    /// The answer keeps the value: solved.
    Solved,
    /// The review's best move was shown.
    BestShown,
}

/// Everything the practice screen shows: the game table's view, and the exercise's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeView {
    /// The game table (board, marks, bars, moves, undo, hint, …).
    pub table: TableView,
    /// "Practice · Blunder".
    pub title: String,
    /// "First (red): find a better move than e5-d4." (true whoever is to move now)
    pub task: String,
    /// What the answer did: being checked, why it was not better, or that it solved it.
    pub feedback: Option<String>,
    /// Where the exercise stands.
    pub state: PracticeState,
    /// Whether the exercise was solved on this table.
    pub solved: bool,
    /// Start again.
    pub retry: ActionView,
    /// Show the review's best move.
    pub show_best: ActionView,
}

/// An exercise being practised. See the module docs.
#[derive(Clone, Debug)]
pub struct PracticeTable {
    exercise: Exercise,
    table: GameTable,
    settings: Settings,
    language: DisplayLanguage,
    player: Side,
    state: PracticeState,
    judging: Option<SearchJob>,
    judged: Option<Judged>,
    next_id: u64,
    solved: bool,
    /// The game table's computer searches this table dropped (their cancels are dropped
    /// too: the shell never ran them).
    dropped: Vec<u64>,
    /// The wrong answer, taken back, still drawn a moment ([`WRONG_MOVE_SHOWN_MS`]).
    showing_wrong: Option<ShownWrong>,
}

/// Why an exercise cannot be practised.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PracticeTableError {
    /// Its position does not read.
    #[error("the exercise's position `{0}` does not read")]
    Position(String),
    /// Its position is over: there is nothing to play.
    #[error("the exercise's position is already decided")]
    Over,
}

impl PracticeTable {
    /// A table for `exercise`, its words in `language`.
    pub fn new(
        exercise: &Exercise,
        settings: Settings,
        language: DisplayLanguage,
    ) -> Result<PracticeTable, PracticeTableError> {
        let pos = exercise
            .position()
            .ok_or_else(|| PracticeTableError::Position(exercise.position.clone()))?;
        let player = pos.side_to_move();
        let table = Self::fresh_table(exercise, player, &settings, language)?;
        if table.session().record().status().is_over() {
            return Err(PracticeTableError::Over);
        }
        Ok(PracticeTable {
            exercise: exercise.clone(),
            table,
            settings,
            language,
            player,
            state: PracticeState::Solving,
            judging: None,
            judged: None,
            next_id: JUDGE_IDS,
            solved: false,
            dropped: Vec::new(),
            showing_wrong: None,
        })
    }

    fn fresh_table(
        exercise: &Exercise,
        player: Side,
        settings: &Settings,
        language: DisplayLanguage,
    ) -> Result<GameTable, PracticeTableError> {
        let pos = exercise
            .position()
            .ok_or_else(|| PracticeTableError::Position(exercise.position.clone()))?;
        let setup = Setup {
            mode: Mode::VsComputer {
                level: Level::Master,
                human: player,
            },
            turn_seconds: None,
        };
        let session = Session::from_record(GameRecord::new(pos), setup, PRACTICE_SEED)
            .map_err(|_| PracticeTableError::Position(exercise.position.clone()))?;
        let mut table = GameTable::new(session, *settings, language);
        table.name_the_computer_plainly();
        Ok(table)
    }

    /// Where the exercise stands.
    pub fn state(&self) -> PracticeState {
        self.state
    }

    /// The exercise.
    pub fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    /// The game table underneath.
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

    /// The search job with this id, if the table waits for it (its own judge job, or
    /// the game table's hint).
    pub fn pending_search(&self, id: u64) -> Option<&SearchJob> {
        match &self.judging {
            Some(job) if job.id() == id => Some(job),
            _ => self.table.pending_search(id),
        }
    }

    /// Handles one event at the shell's time `now_ms`; returns what the shell must do.
    pub fn handle(&mut self, event: PracticeEvent, now_ms: u64) -> Vec<PracticeEffect> {
        let mut out = Vec::new();
        // A wrong answer on show: the tick at its time ends the showing, anything else at
        // once (and is handled: the answer is already taken back).
        if let PracticeEvent::Table(e) = &event {
            if ShownWrong::handles(&mut self.showing_wrong, e, now_ms) {
                return out;
            }
        } else {
            self.showing_wrong = None;
        }
        let fx = match event {
            PracticeEvent::Retry | PracticeEvent::Table(TableEvent::Restart) => {
                self.retry(now_ms, &mut out)
            }
            PracticeEvent::ShowBest => self.show_best(now_ms, &mut out),
            PracticeEvent::Table(TableEvent::SearchDone(answer))
                if self.judging.as_ref().is_some_and(|j| j.id() == answer.id) =>
            {
                self.judging = None;
                match answer.judged {
                    Some(judged) => self.judged_as(judged, &mut out),
                    // Cancelled or not judged: the answer stands unjudged; take it back.
                    None => self.state = PracticeState::WrongMove,
                }
                Vec::new()
            }
            PracticeEvent::Table(
                event @ (TableEvent::Tap(_) | TableEvent::Play(_) | TableEvent::Hint),
            ) if self.answered() => {
                // The answer is on the board: nothing more to play until it is taken back.
                let _ = event;
                Vec::new()
            }
            PracticeEvent::Table(TableEvent::Settings(settings, language)) => {
                self.settings = settings;
                self.language = language;
                self.table
                    .handle(TableEvent::Settings(settings, language), now_ms)
            }
            PracticeEvent::Table(event) => {
                if matches!(event, TableEvent::Leave | TableEvent::SaveAndLeave) {
                    // The screen goes: the answer's judge search with it.
                    self.cancel_judging(&mut out);
                }
                let undo = matches!(event, TableEvent::Undo);
                let fx = self.table.handle(event, now_ms);
                if undo && !self.answered() {
                    self.cancel_judging(&mut out);
                    self.judged = None;
                    if self.state != PracticeState::BestShown {
                        self.state = PracticeState::Solving;
                    }
                }
                if matches!(
                    self.state,
                    PracticeState::Solving | PracticeState::WrongMove
                ) && self.answered()
                {
                    self.judge_answer(&mut out);
                }
                fx
            }
        };
        // A wrong answer is refused: taken back at once, the feedback says why; the board
        // still draws it a moment.
        let mut fx = fx;
        if self.state == PracticeState::WrongMove && self.answered() {
            self.showing_wrong = ShownWrong::of(&self.table, now_ms);
            fx.extend(self.take_back(now_ms));
        }
        self.effects(fx, out)
    }

    /// The table's effects `fx` as the shell sees them, before `out`: nothing saved or counted,
    /// and no computer search (the computer never answers in practice).
    fn effects(
        &mut self,
        fx: Vec<TableEffect>,
        mut out: Vec<PracticeEffect>,
    ) -> Vec<PracticeEffect> {
        for e in &fx {
            if let TableEffect::Search(j) = e {
                if j.kind() == crate::screens::table::SearchKind::ComputerMove {
                    self.dropped.push(j.id());
                }
            }
        }
        let dropped = &self.dropped;
        out.splice(
            0..0,
            fx.into_iter()
                .filter(|e| !e.keeps_the_game())
                // The computer never answers in practice.
                .filter(|e| match e {
                    TableEffect::Search(j) => {
                        j.kind() != crate::screens::table::SearchKind::ComputerMove
                    }
                    TableEffect::CancelSearch(id) => !dropped.contains(id),
                    _ => true,
                })
                .map(PracticeEffect::Table),
        );
        out
    }

    /// Whether the player's answer is on the board.
    fn answered(&self) -> bool {
        self.table.session().record().ply_count() > 0
    }

    fn cancel_judging(&mut self, out: &mut Vec<PracticeEffect>) {
        if let Some(job) = self.judging.take() {
            out.push(PracticeEffect::Table(TableEffect::CancelSearch(job.id())));
        }
    }

    fn answer(&self) -> Option<Move> {
        let record = self.table.session().record();
        match record.entries().first()?.ply {
            crate::rules::notation::Ply::Move(m) => Some(m),
            _ => None,
        }
    }

    fn judge_answer(&mut self, out: &mut Vec<PracticeEffect>) {
        let Some(m) = self.answer() else {
            self.state = PracticeState::WrongMove;
            return;
        };
        if self.exercise.game.is_small() {
            match judge_move(&self.exercise, m, &CancelToken::new()) {
                Some(judged) => self.judged_as(judged, out),
                None => self.state = PracticeState::WrongMove,
            }
        } else {
            let job = SearchJob::judge(self.next_id, &self.exercise, m);
            self.next_id += 1;
            self.judging = Some(job.clone());
            self.state = PracticeState::Checking;
            out.push(PracticeEffect::Table(TableEffect::Search(job)));
        }
    }

    fn judged_as(&mut self, judged: Judged, out: &mut Vec<PracticeEffect>) {
        self.judged = Some(judged);
        if judged.solves() {
            self.state = PracticeState::Solved;
            if !self.solved {
                self.solved = true;
                out.push(PracticeEffect::Solved);
            }
        } else {
            self.state = PracticeState::WrongMove;
        }
    }

    /// The board back at the exercise's position, the state and the judgement kept (a
    /// wrong answer refused: its feedback stays until the next answer).
    fn take_back(&mut self, now_ms: u64) -> Vec<TableEffect> {
        let mut fx = self.table.handle(TableEvent::Leave, now_ms);
        if let Ok(mut table) =
            Self::fresh_table(&self.exercise, self.player, &self.settings, self.language)
        {
            table.keep_speech_of(&self.table);
            self.table = table;
        }
        fx.extend(self.table.handle(TableEvent::Start, now_ms));
        fx
    }

    fn retry(&mut self, now_ms: u64, out: &mut Vec<PracticeEffect>) -> Vec<TableEffect> {
        self.cancel_judging(out);
        let mut fx = self.table.handle(TableEvent::Leave, now_ms);
        if let Ok(mut table) =
            Self::fresh_table(&self.exercise, self.player, &self.settings, self.language)
        {
            table.keep_speech_of(&self.table);
            self.table = table;
        }
        fx.extend(self.table.handle(TableEvent::Start, now_ms));
        self.state = PracticeState::Solving;
        self.judged = None;
        fx
    }

    fn show_best(&mut self, now_ms: u64, out: &mut Vec<PracticeEffect>) -> Vec<TableEffect> {
        let mut fx = self.retry(now_ms, out);
        let best = self.exercise.best.as_deref().and_then(|text| {
            let pos = self.exercise.position()?;
            let m = pos.board().parse_move(text).ok()?;
            pos.check_move(m).ok().map(|_| m)
        });
        if let Some(m) = best {
            fx.extend(self.table.handle(TableEvent::Play(m), now_ms));
            self.state = PracticeState::BestShown;
        }
        fx
    }

    /// The view at the shell's time `now_ms`.
    pub fn view(&self, now_ms: u64) -> PracticeView {
        let lang = self.language;
        let e = &self.exercise;
        let label = MoveLabel::ALL
            .into_iter()
            .find(|l| l.id() == e.label)
            .unwrap_or(MoveLabel::Mistake);
        let mut table = self.table.view(now_ms);
        // A wrong answer, taken back: shown a moment, then its cross.
        if let Some(shown) = &self.showing_wrong {
            shown.draw_on(&mut table);
        }
        // The computer never answers here: no "Computer is thinking…".
        table.busy = None;
        for bar in &mut table.players {
            bar.busy = None;
        }
        if self.state == PracticeState::Checking {
            table.busy = Some(lang.say(Label::CheckingMove));
        }
        // After the answer nobody is to move: the board waits for undo or retry.
        if let Some(m) = self.answer().filter(|_| !table.is_over) {
            let text = self.table.board().move_text(m);
            table.banner.text = lang.label(|l| match l {
                Lang::En => format!("Your answer: {text}"),
                Lang::Zh => format!("你的答案：{text}"),
            });
            table.banner.side = None;
            for bar in &mut table.players {
                bar.awaited = false;
            }
        }
        let title = lang.phrase(|l| title_text(label, l));
        let task = lang.sentence(|l| task_text(self.player, &e.played, l));
        let feedback = match self.state {
            PracticeState::Solving => None,
            PracticeState::Checking => Some(lang.say(Label::CheckingMove)),
            PracticeState::WrongMove => Some(
                lang.sentence(|l| not_better_text(self.judged, &e.label, e.game.is_small(), l)),
            ),
            PracticeState::Solved => Some(
                lang.sentence(|l| solved_text(self.judged.map_or(MoveLabel::Good, |j| j.label), l)),
            ),
            PracticeState::BestShown => {
                let best = e.best.clone().unwrap_or_default();
                Some(lang.sentence(|l| best_text(&best, l)))
            }
        };
        PracticeView {
            table,
            title,
            task,
            feedback,
            state: self.state,
            solved: self.solved,
            retry: ActionView {
                label: lang.button(Label::PuzzleRetry),
                enabled: self.answered(),
            },
            show_best: ActionView {
                label: lang.button(Label::ShowBestMove),
                enabled: e.best.is_some()
                    && matches!(
                        self.state,
                        PracticeState::Solving | PracticeState::WrongMove
                    ),
            },
        }
    }
}

/// "Practice · Blunder" / "练习 · 败着" (a title's word capitalised, as "Practice" is).
pub fn title_text(label: MoveLabel, lang: Lang) -> String {
    let name = label.name(lang);
    let mut chars = name.chars();
    let name = chars.next().map_or(String::new(), |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    });
    format!("{} · {name}", Label::Practice.text(lang))
}

/// "First (red): find a better move than e5-d4." / "先手（红）：找一步比 e5-d4 更好的棋。" —
/// true in every state (after the best move is shown, the other side is to move).
pub fn task_text(side: Side, played: &str, lang: Lang) -> String {
    let side = messages::side_name(side, lang);
    let played = messages::unbroken_move(played);
    match lang {
        Lang::En => format!("{side}: find a better move than {played}."),
        Lang::Zh => format!("{side}：找一步比 {played} 更好的棋。"),
    }
}

/// Why the answer does not solve it: in the small games the exact verdict ("This
/// draws.", "This loses in 6."), in the large ones what the review would call it.
/// `played_label` is the review's label of the move played in the game (`mistake`,
/// `blunder`): "too" only when the answer earns the same.
pub fn not_better_text(
    judged: Option<Judged>,
    played_label: &str,
    small: bool,
    lang: Lang,
) -> String {
    match judged {
        Some(j) if small => {
            let verdict = match j.after {
                ReviewValue::Draw => Some(Verdict::Draw),
                ReviewValue::Loss(n) => Some(Verdict::Loss(n)),
                _ => None,
            };
            crate::screens::puzzles::play::wrong_move_text(verdict, true, lang)
        }
        Some(j) if j.label.id() == played_label => match lang {
            Lang::En => format!(
                "Not better: the review would call it {} too. Play another move.",
                article(j.label)
            ),
            Lang::Zh => format!("没有更好：这步棋也是{}。换一步走。", j.label.name(lang)),
        },
        Some(j) => match lang {
            Lang::En => format!(
                "Better, but not good enough: the review would call it {}. Play another move.",
                article(j.label)
            ),
            Lang::Zh => format!(
                "好一些，但还不够：这步棋是{}。换一步走。",
                j.label.name(lang)
            ),
        },
        None => match lang {
            Lang::En => "This move could not be judged. Play another move.".to_string(),
            Lang::Zh => "这步棋无法判断。换一步走。".to_string(),
        },
    }
}

fn article(label: MoveLabel) -> String {
    match label {
        MoveLabel::Inaccuracy => "an inaccuracy".to_string(),
        l => format!("a {}", l.id()),
    }
}

/// "The best move: solved." / "Good: solved."
pub fn solved_text(label: MoveLabel, lang: Lang) -> String {
    match (label, lang) {
        (MoveLabel::Best, Lang::En) => "The best move. Solved!".to_string(),
        (MoveLabel::Best, Lang::Zh) => "最佳着法，练习完成！".to_string(),
        (_, Lang::En) => "A good move: it keeps the game's value. Solved!".to_string(),
        (_, Lang::Zh) => "好棋：保住了局面的价值，练习完成！".to_string(),
    }
}

/// "The review's best move: e5-d4." / "复盘的最佳着法：e5-d4。"
pub fn best_text(best: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("The review's best move: {best}."),
        Lang::Zh => format!("复盘的最佳着法：{best}。"),
    }
}

#[cfg(test)]
mod tests;
