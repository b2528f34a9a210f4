//! Playing a lesson ([`crate::training::lessons`]) on the game table: a [`LessonTable`] is a
//! [`GameTable`] set up for each step in turn — its board, marks, spoken labels, undo and
//! sentences, drawn as the trainer draws its table ([`crate::screens::trainer`]) — with what
//! a lesson adds:
//!
//! * every move of the player is judged by the step's goal ([`Step::judge`]): a refused
//!   move is answered by the rule that refuses it (the game table's own sentence), a legal
//!   move that misses the goal by the step's sentence naming the rule it missed;
//! * a step of one move waits, once done, for [`LessonEvent::NextStep`]; a step played out
//!   has the computer (a fixed seed) answer each move until the win;
//! * undo takes a wrong move back (with the computer's reply); retry starts the step again;
//! * when the last step is done, [`LessonEffect::Finished`] says the stars the lesson earned
//!   (by the moves used, [`crate::training::lessons::stars`]), once, to keep in the lesson
//!   progress (`crate::files::lesson_progress`).
//!
//! The table's autosave and statistics effects are dropped: a lesson is no game of the
//! player's.

use crate::files::settings::Settings;
use crate::play::session::Session;
use crate::rules::game::Level;
use crate::rules::moves::{IllegalMove, Move};
use crate::rules::notation::Ply;
use crate::rules::record::GameRecord;
use crate::rules::setup::{Mode, Setup};
use crate::screens::board_view::Arrow;
use crate::screens::table::{GameTable, MessageKind, TableEffect, TableEvent, TableView};
use crate::screens::trainer::{trainer_table, TrainerNote, TrainerNoteKind};
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::text::messages;
use crate::text::rules_text::Lang;
use crate::training::lessons::{stars, Judgement, Lesson, Step};

pub mod lists;

/// The seed of the computer's replies in a lesson: fixed, so a lesson always plays the same.
pub const LESSON_SEED: u64 = 0x6c65_7373; // "less"

/// What a shell tells a lesson table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonEvent {
    /// An event of the game table (start, a tap, a move, undo, a search's answer, a tick,
    /// the settings, leave). [`TableEvent::Restart`] is [`LessonEvent::Retry`]; a hint is
    /// not given in a lesson.
    Table(TableEvent),
    /// Start the step again.
    Retry,
    /// On to the next step, once this one is done.
    NextStep,
}

/// What the shell must do.
#[derive(Clone, Debug)]
pub enum LessonEffect {
    /// One of the game table's effects: a search to run or cancel, feedback.
    Table(TableEffect),
    /// The lesson is done: keep its stars in the lesson progress (said once per table).
    Finished {
        /// The lesson.
        lesson_id: String,
        /// One to three.
        stars: u8,
    },
}

/// Where the lesson stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum LessonState {
    /// Waiting for the player's move.
    Solving,
    /// The last move missed the goal: take it back or start the step again.
    WrongMove,
    /// The step is done; the next one waits.
    StepDone,
    /// The whole lesson is done.
    Done,
}

/// What a button of the lesson's row does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum LessonAction {
    /// Take back the last move.
    Undo,
    /// Start the step again.
    Retry,
    /// On to the next step.
    NextStep,
    /// On to the next lesson (the shell opens it).
    NextLesson,
    /// Back to the list of lessons.
    Back,
}

/// One button of the lesson's row.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonButton {
    /// What it does.
    pub action: LessonAction,
    /// Its words.
    pub label: String,
    /// Whether it does something now.
    pub enabled: bool,
    /// The one suggested (drawn filled).
    pub prominent: bool,
}

/// Everything the lesson screen shows.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonView {
    /// The game table, as the trainer shows it (no resignation, draw, save, review).
    pub table: TableView,
    /// The lesson's title: "The shared piece".
    pub title: String,
    /// The lesson's task: "Move the shared piece".
    pub task: String,
    /// "Step 2 of 3".
    pub progress: String,
    /// What to do in this step.
    pub step_task: String,
    /// What the last move did: the rule that refused it, the rule it missed, or that it
    /// reached the goal.
    pub feedback: Option<String>,
    /// How the feedback is drawn, as a trainer's note is: [`TrainerNoteKind::Wrong`] (red) for a
    /// refused or missed move, [`TrainerNoteKind::Solved`] (green) for a step reached.
    pub feedback_kind: Option<TrainerNoteKind>,
    /// Where the lesson stands.
    pub state: LessonState,
    /// The player's moves so far in the lesson (wrong ones included).
    pub moves_used: u32,
    /// The fewest moves that finish the lesson.
    pub par: u32,
    /// Once done: the stars earned, one to three.
    pub stars: Option<u8>,
    /// "★★☆ · 5 moves in all (fewest 4)", once done.
    pub stars_text: Option<String>,
    /// The one note under the board, as a trainer's ([`TrainerView::note`]): the feedback on
    /// the last move with the stars once done (as [`LessonView::feedback_kind`] draws it), else
    /// the table's news, else the step's task ([`TrainerNoteKind::Task`]: a card with the
    /// player's piece, as a puzzle's task) — the task over the board had pushed the board's
    /// foot and a refusal off a small phone's screen, and a refusal now takes its place
    /// while it stands.
    ///
    /// [`TrainerView::note`]: crate::screens::trainer::TrainerView::note
    pub note: TrainerNote,
    /// The row of buttons for the state: undo and retry while solving or after a wrong move;
    /// retry and next step once a step is done; retry, back and next lesson at the end.
    pub buttons: Vec<LessonButton>,
}

/// What the feedback line says.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Feedback {
    /// A move the step's rule refuses, and the move (its cross on the board).
    Refused(IllegalMove, Arrow),
    /// A refusal worded by the game table (a tap; the table marks where it was tried).
    Said(String),
    Missed,
    Done,
}

/// A lesson being played. See the module docs.
#[derive(Clone, Debug)]
pub struct LessonTable {
    lesson: &'static Lesson,
    step: usize,
    table: GameTable,
    settings: Settings,
    language: DisplayLanguage,
    state: LessonState,
    feedback: Option<Feedback>,
    /// The player's moves over the whole lesson.
    used: u32,
    /// Whether the stars were said ([`LessonEffect::Finished`]).
    told: bool,
}

impl LessonTable {
    /// A table for `lesson`, its words in `language`, at its first step.
    pub fn new(
        lesson: &'static Lesson,
        settings: Settings,
        language: DisplayLanguage,
    ) -> LessonTable {
        LessonTable {
            table: fresh_table(lesson, 0, &settings, language),
            lesson,
            step: 0,
            settings,
            language,
            state: LessonState::Solving,
            feedback: None,
            used: 0,
            told: false,
        }
    }

    /// The lesson.
    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The step being played (0-based).
    pub fn step_index(&self) -> usize {
        self.step
    }

    /// The game table underneath.
    pub fn table(&self) -> &GameTable {
        &self.table
    }

    /// The language of its words.
    pub fn language(&self) -> DisplayLanguage {
        self.language
    }

    fn current(&self) -> &'static Step {
        &self.lesson.steps[self.step]
    }

    /// The player's moves made in this step and still on the board.
    fn step_moves(&self) -> u32 {
        let player = self.current().player(self.lesson.game);
        self.table
            .session()
            .record()
            .entries()
            .iter()
            .filter(|e| matches!(e.ply, Ply::Move(_)) && e.after.side_to_move() != player)
            .count() as u32
    }

    /// Handles one event at the shell's time `now_ms`; returns what the shell must do.
    pub fn handle(&mut self, event: LessonEvent, now_ms: u64) -> Vec<LessonEffect> {
        let fx = match event {
            LessonEvent::Retry | LessonEvent::Table(TableEvent::Restart) => {
                self.restart_step(now_ms)
            }
            LessonEvent::NextStep => {
                if self.state == LessonState::StepDone && self.step + 1 < self.lesson.steps.len() {
                    let mut fx = self.table.handle(TableEvent::Leave, now_ms);
                    self.step += 1;
                    self.table = fresh_table(self.lesson, self.step, &self.settings, self.language);
                    fx.extend(self.table.handle(TableEvent::Start, now_ms));
                    self.state = LessonState::Solving;
                    self.feedback = None;
                    fx
                } else {
                    Vec::new()
                }
            }
            LessonEvent::Table(TableEvent::Hint | TableEvent::Redo) => Vec::new(),
            LessonEvent::Table(TableEvent::Play(m)) => {
                self.play(Some(m), TableEvent::Play(m), now_ms)
            }
            LessonEvent::Table(TableEvent::Tap(i)) => self.play(None, TableEvent::Tap(i), now_ms),
            LessonEvent::Table(TableEvent::Undo) => {
                if matches!(self.state, LessonState::StepDone | LessonState::Done) {
                    return Vec::new();
                }
                let fx = if self.state == LessonState::WrongMove {
                    self.take_back_wrong_move(now_ms)
                } else {
                    self.table.handle(TableEvent::Undo, now_ms)
                };
                self.state = LessonState::Solving;
                self.feedback = None;
                fx
            }
            LessonEvent::Table(event) => {
                let event = match event {
                    TableEvent::Settings(settings, language) => {
                        self.settings = settings;
                        self.language = language;
                        TableEvent::Settings(for_one_learner(settings), language)
                    }
                    other => other,
                };
                self.table.handle(event, now_ms)
            }
        };
        let mut out: Vec<LessonEffect> = fx
            .into_iter()
            .filter(|e| !e.keeps_the_game())
            .map(LessonEffect::Table)
            .collect();
        if self.state == LessonState::Done && !self.told {
            self.told = true;
            out.push(LessonEffect::Finished {
                lesson_id: self.lesson.id.to_string(),
                stars: stars(self.used, self.lesson.par()),
            });
        }
        out
    }

    /// Takes the wrong move back, with whatever followed it (the computer's reply), also
    /// when it ended the game (where the game table's undo gives way to its result).
    fn take_back_wrong_move(&mut self, now_ms: u64) -> Vec<TableEffect> {
        let player = self.current().player(self.lesson.game);
        let record = self.table.session().record();
        let keep = record
            .entries()
            .iter()
            .rposition(|e| e.after.side_to_move() != player)
            .unwrap_or(0);
        let plies: Vec<Ply> = record.plies()[..keep].to_vec();
        let start = *record.start();
        let mut fx = self.table.handle(TableEvent::Leave, now_ms);
        let record = GameRecord::replay(start, &plies).expect("the plies were played here");
        self.table = table_of(
            self.lesson,
            self.step,
            record,
            &self.settings,
            self.language,
        );
        fx.extend(self.table.handle(TableEvent::Start, now_ms));
        fx
    }

    fn restart_step(&mut self, now_ms: u64) -> Vec<TableEffect> {
        if self.state == LessonState::Done {
            // The whole lesson again (the stars already said stay said).
            self.step = 0;
            self.used = 0;
        }
        let mut fx = self.table.handle(TableEvent::Leave, now_ms);
        self.table = fresh_table(self.lesson, self.step, &self.settings, self.language);
        fx.extend(self.table.handle(TableEvent::Start, now_ms));
        self.state = LessonState::Solving;
        self.feedback = None;
        fx
    }

    /// A move (typed or dragged: `m`) or a tap: judged if it is the player's move now.
    fn play(&mut self, m: Option<Move>, event: TableEvent, now_ms: u64) -> Vec<TableEffect> {
        if self.state != LessonState::Solving || self.table.session().is_computer_turn() {
            return Vec::new();
        }
        let pos = *self.table.session().position();
        let used_here = self.step_moves();
        let before = self.table.session().record().ply_count();
        if let Some(m) = m {
            if let Judgement::Refused(reason) = self.current().judge(&pos, m, used_here) {
                let mv = Arrow {
                    from: m.from,
                    to: m.to,
                };
                self.feedback = Some(Feedback::Refused(reason, mv));
                return self.table.handle(event, now_ms);
            }
        }
        let fx = self.table.handle(event, now_ms);
        let record = self.table.session().record();
        if record.ply_count() == before {
            // A tap that selected, or one the table refused (its sentence is the rule's).
            let view = self.table.view(now_ms);
            self.feedback = match (view.message, view.message_kind) {
                (Some(text), Some(MessageKind::Refusal)) => Some(Feedback::Said(text)),
                _ => None,
            };
            return fx;
        }
        let Some(Ply::Move(played)) = record.entries().get(before).map(|e| e.ply) else {
            return fx;
        };
        self.used += 1;
        match self.current().judge(&pos, played, used_here) {
            Judgement::Met => {
                self.feedback = Some(Feedback::Done);
                self.state = if self.step + 1 == self.lesson.steps.len() {
                    LessonState::Done
                } else {
                    LessonState::StepDone
                };
            }
            Judgement::OnTrack => self.feedback = None,
            Judgement::Missed | Judgement::Refused(_) => {
                self.feedback = Some(Feedback::Missed);
                self.state = LessonState::WrongMove;
            }
        }
        fx
    }

    /// The view at the shell's time `now_ms`.
    pub fn view(&self, now_ms: u64) -> LessonView {
        let lang = self.language;
        let step = self.current();
        let mut table = trainer_table(self.table.view(now_ms));
        // A move the step refuses: its cross on the point it tried to reach, while its
        // sentence stands (the sentence names the points; the cross shows where). A tap the
        // table refused is marked by the table.
        if let Some(Feedback::Refused(_, mv)) = &self.feedback {
            table.board.refused = Some(*mv);
        }
        table.hint.enabled = false;
        table.redo.enabled = false;
        // The step's task says what to do: no "No moves yet" under the board (as in a puzzle).
        table.moves.empty_text.clear();
        let feedback = self.feedback.as_ref().map(|f| match f {
            Feedback::Refused(reason, _) => {
                lang.sentence(|l| messages::illegal_move_text(reason, l))
            }
            Feedback::Said(text) => text.clone(),
            Feedback::Missed => lang.sentence(|l| {
                let retry = match l {
                    Lang::En => " Take it back and try again.",
                    Lang::Zh => "悔棋再试。",
                };
                format!("{}{retry}", step.miss.get(l))
            }),
            Feedback::Done => lang.sentence(|l| step.done.get(l).to_string()),
        });
        let feedback_kind = self.feedback.as_ref().map(|f| match f {
            Feedback::Refused(..) | Feedback::Said(..) | Feedback::Missed => TrainerNoteKind::Wrong,
            Feedback::Done => TrainerNoteKind::Solved,
        });
        let (n, of) = (self.step + 1, self.lesson.steps.len());
        let progress = lang.label(|l| match l {
            Lang::En => format!("Step {n} of {of}"),
            // 题, not 步: 步 is a move everywhere ("第 3 步，共 3 步" above "用了 5 步")
            Lang::Zh => format!("第 {n} 题，共 {of} 题"),
        });
        let par = self.lesson.par();
        let earned = (self.state == LessonState::Done).then(|| stars(self.used, par));
        let stars_text = earned.map(|s| {
            let used = self.used;
            lang.label(|l| format!("{} · {}", star_marks(s), moves_text(used, par, l)))
        });
        let can_undo = self.table.session().record().ply_count() > 0;
        let button = |action: LessonAction, enabled: bool, prominent: bool| LessonButton {
            action,
            label: action_label(action, lang),
            enabled,
            prominent,
        };
        let last = self.step + 1 == self.lesson.steps.len();
        let buttons = match self.state {
            LessonState::Solving | LessonState::WrongMove => vec![
                button(
                    LessonAction::Undo,
                    can_undo && !self.table.session().is_computer_turn(),
                    false,
                ),
                button(LessonAction::Retry, can_undo, false),
            ],
            LessonState::StepDone => vec![
                button(LessonAction::Retry, true, false),
                button(LessonAction::NextStep, !last, true),
            ],
            LessonState::Done => vec![
                button(LessonAction::Retry, true, false),
                button(LessonAction::Back, true, false),
                button(LessonAction::NextLesson, self.lesson.next().is_some(), true),
            ],
        };
        let step_task = lang.sentence(|l| step.task.get(l).to_string());
        let said = feedback
            .iter()
            .chain(stars_text.iter())
            .cloned()
            .collect::<Vec<_>>()
            .join("\n");
        let news = table
            .message
            .clone()
            .filter(|_| table.message_kind == Some(MessageKind::Info));
        let note = match (feedback_kind, news) {
            (Some(kind), _) => TrainerNote {
                kind,
                text: said,
                dismissable: false,
            },
            (None, Some(news)) => TrainerNote {
                kind: TrainerNoteKind::Message,
                text: news,
                dismissable: true,
            },
            (None, None) => TrainerNote {
                kind: TrainerNoteKind::Task,
                text: step_task.clone(),
                dismissable: false,
            },
        };
        LessonView {
            table,
            title: lang.phrase(|l| self.lesson.title.get(l).to_string()),
            task: lang.label(|l| self.lesson.task.get(l).to_string()),
            progress,
            step_task,
            feedback,
            feedback_kind,
            state: self.state,
            moves_used: self.used,
            par,
            stars: earned,
            stars_text,
            note,
            buttons,
        }
    }
}

/// The table of `lesson`'s step `step`: a step of one move between two players at one
/// board (nobody answers it), a step played out against the computer.
fn fresh_table(
    lesson: &Lesson,
    step: usize,
    settings: &Settings,
    language: DisplayLanguage,
) -> GameTable {
    let start = lesson.steps[step].start(lesson.game);
    table_of(lesson, step, GameRecord::new(start), settings, language)
}

/// The table of `lesson`'s step `step` with `record` played on it.
fn table_of(
    lesson: &Lesson,
    step: usize,
    record: GameRecord,
    settings: &Settings,
    language: DisplayLanguage,
) -> GameTable {
    let s = &lesson.steps[step];
    let start = *record.start();
    let mode = if s.is_played_out() {
        Mode::VsComputer {
            // Perfect in the small games; in the large ones a quick search: every
            // reply is met, since the win is forced whatever the computer plays.
            level: if lesson.game.is_small() {
                Level::Master
            } else {
                Level::Medium
            },
            human: start.side_to_move(),
        }
    } else {
        Mode::PassAndPlay
    };
    let setup = Setup {
        mode,
        turn_seconds: None,
    };
    let session =
        Session::from_record(record, setup, LESSON_SEED).expect("a setup without a timer is valid");
    let mut table = GameTable::new(session, for_one_learner(*settings), language);
    // (the computer answering a step is no opponent the learner chose: no "Computer · Master")
    table.name_the_computer_plainly();
    table
}

/// One learner plays both sides of a lesson at one board: nothing is turned towards a
/// player across the table.
fn for_one_learner(settings: Settings) -> Settings {
    Settings {
        rotate_for_opponent: false,
        ..settings
    }
}

/// "★★☆".
pub fn star_marks(stars: u8) -> String {
    (1..=3)
        .map(|i| if i <= stars { '★' } else { '☆' })
        .collect()
}

/// The moves of the whole lesson, all its steps together (not of the last step, whose task
/// says "in two moves"): "5 moves in all (fewest 4)" / "全课用了 5 步（最少 4 步）".
fn moves_text(used: u32, par: u32, lang: Lang) -> String {
    match lang {
        Lang::En if used == 1 => format!("1 move in all (fewest {par})"),
        Lang::En => format!("{used} moves in all (fewest {par})"),
        Lang::Zh => format!("全课用了 {used} 步（最少 {par} 步）"),
    }
}

fn action_label(action: LessonAction, lang: DisplayLanguage) -> String {
    match action {
        LessonAction::Undo => lang.button(Label::Undo),
        LessonAction::Retry => lang.button(Label::PuzzleRetry),
        LessonAction::NextStep => lang.joined("\n", |l| match l {
            Lang::En => "Next step".to_string(),
            Lang::Zh => "下一题".to_string(),
        }),
        LessonAction::NextLesson => lang.joined("\n", |l| match l {
            Lang::En => "Next lesson".to_string(),
            Lang::Zh => "下一课".to_string(),
        }),
        LessonAction::Back => lang.joined("\n", |l| match l {
            Lang::En => "Lessons".to_string(),
            Lang::Zh => "课程".to_string(),
        }),
    }
}

#[cfg(test)]
mod tests;
