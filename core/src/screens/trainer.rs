//! One screen for a puzzle and for a practice exercise: a [`Trainer`] is a
//! [`PuzzleTable`] or a [`PracticeTable`] behind one set of events, effects and one
//! view, so that each app has one trainer screen (the game table's board, bars, marks
//! and moves, with a title, a task, a feedback line and the trainer's buttons).
//!
//! What the shell carries out, besides the game table's own effects (searches off the
//! main thread, feedback): [`TrainerEffect::PuzzleTried`] once a puzzle's try is decided
//! (solved, solved after a hint, or failed), to record in the puzzle progress; and
//! [`TrainerEffect::ExerciseSolved`] once an exercise is solved, to mark in the practice
//! file — both through the app's one disk writer.

use crate::files::puzzle_progress::Attempt;
use crate::files::settings::Settings;
use crate::screens::practice::play::{PracticeEffect, PracticeEvent, PracticeState, PracticeTable};
use crate::screens::puzzles::play::{PuzzleEvent, PuzzleState, PuzzleTable};
use crate::screens::speech::{spoken_in, Politeness};
use crate::screens::table::{
    ActionView, SearchJob, TableAction, TableEffect, TableEvent, TableView,
};
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::training::practice::Exercise;
use crate::training::puzzle::Puzzle;

pub use crate::screens::practice::play::PracticeTableError;

/// What a shell tells a trainer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrainerEvent {
    /// An event of the game table (start, a tap, a move, undo, a hint, a search's answer,
    /// a tick, the settings, leave). [`TableEvent::Restart`] is [`TrainerEvent::Retry`].
    Table(TableEvent),
    /// Start again from the position.
    Retry,
    /// Play the solution (a puzzle: then it counts as failed) or the review's best move
    /// (an exercise: then it is not solved).
    ShowSolution,
}

/// What the shell must do.
#[derive(Clone, Debug)]
pub enum TrainerEffect {
    /// One of the game table's effects: a search to run, a search to cancel, feedback.
    /// (Never a save, an autosave or a game to count: these are not the player's games.)
    Table(TableEffect),
    /// Record this try of the puzzle in the puzzle progress (said once per trainer).
    PuzzleTried {
        /// The puzzle.
        puzzle_id: String,
        /// How the try ended.
        attempt: Attempt,
    },
    /// Mark this exercise solved in the practice file (said once per trainer).
    ExerciseSolved {
        /// The exercise.
        exercise_id: String,
    },
}

/// What is being solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TrainerKind {
    /// A puzzle of the set.
    Puzzle,
    /// An exercise from the player's own mistakes.
    Exercise,
}

/// Where the try stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TrainerState {
    /// Waiting for the player's move.
    Solving,
    /// The answer is being judged (a search: an exercise of the large games).
    Checking,
    /// The last move was wrong: it was taken back at once; try again (or start again, or
    /// see the solution).
    WrongMove,
    /// Solved.
    Solved,
    /// The solution (or the review's best move) was shown.
    SolutionShown,
}

/// What a button of the trainer's row does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TrainerAction {
    /// Take back the last move ([`TableEvent::Undo`]).
    Undo,
    /// A move suggestion ([`TableEvent::Hint`]; a puzzle then counts as solved with a hint).
    Hint,
    /// Start again ([`TrainerEvent::Retry`]).
    Retry,
    /// Show the solution or the best move ([`TrainerEvent::ShowSolution`]).
    ShowSolution,
    /// On to the next puzzle or exercise (the shell asks the store for it).
    Next,
    /// Back to the list.
    Back,
}

/// One button of the trainer's row: what it does, its words, whether it may be used now, and
/// whether it is the one suggested (drawn filled).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TrainerButton {
    /// What it does.
    pub action: TrainerAction,
    /// Its words.
    pub label: String,
    /// Whether it does something now.
    pub enabled: bool,
    /// The one suggested: next, once the try is over.
    pub prominent: bool,
}

/// What the one line under the trainer's board says, and how it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TrainerNoteKind {
    /// The table's message (a refused move, news), with the table's dismiss button.
    Message,
    /// An answer being checked (a spinner).
    Busy,
    /// Why the move was wrong (red, a cross).
    Wrong,
    /// Solved (green, a check).
    Solved,
    /// The solution shown (neutral).
    Solution,
    /// What to do, while nothing else is said: the task ("Second (black) to move and win in 1
    /// move."), drawn as a card with the player's piece under the board, where the eye is
    /// (as lichess's "Your turn"), rather than a line above it.
    Task,
}

/// The one line under the trainer's board, decided here for both apps: the table's message
/// first, then what is being checked, then the feedback on the last move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TrainerNote {
    /// What it is.
    pub kind: TrainerNoteKind,
    /// Its words.
    pub text: String,
    /// Whether it has a dismiss button (the table's `dismiss` words).
    pub dismissable: bool,
}

/// Everything the trainer screen shows.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TrainerView {
    /// The game table: board, marks, bars, moves, undo, hint, the game's end.
    pub table: TableView,
    /// A puzzle or an exercise.
    pub kind: TrainerKind,
    /// "Weiming · Puzzle 42 · Medium" / "Practice · Blunder".
    pub title: String,
    /// What to do: "First (red) to move and win in 5 moves."
    pub task: String,
    /// What the last move did: why it was wrong, that it solved it, or the solution.
    pub feedback: Option<String>,
    /// Where the try stands.
    pub state: TrainerState,
    /// Start again.
    pub retry: ActionView,
    /// Show the solution / the best move.
    pub show_solution: ActionView,
    /// On to the next puzzle or exercise (once this one is solved or shown).
    pub next: ActionView,
    /// Back to the list ("Puzzles" / "Practice").
    pub back: ActionView,
    /// The row of buttons where the thumb is, for the state: while solving (or while the
    /// answer is judged) undo, hint and show solution — after a wrong move too, which is taken
    /// back (a hint is what a player wants then; starting over had been offered in its place,
    /// greyed with nothing to start over from); once solved or shown retry, back and next
    /// (suggested).
    pub buttons: Vec<TrainerButton>,
    /// The one line under the board: the feedback, else the task while the puzzle or exercise
    /// is being solved ([`TrainerNoteKind::Task`]).
    pub note: Option<TrainerNote>,
}

/// A puzzle or an exercise being solved. See the module docs.
#[derive(Clone, Debug)]
pub enum Trainer {
    /// A puzzle; `told`: its try was already said ([`TrainerEffect::PuzzleTried`]).
    Puzzle {
        /// The puzzle's table.
        table: Box<PuzzleTable>,
        /// Whether the try was said.
        told: bool,
    },
    /// An exercise.
    Exercise(Box<PracticeTable>),
}

impl Trainer {
    /// A trainer for `puzzle`.
    pub fn puzzle(puzzle: &Puzzle, settings: Settings, language: DisplayLanguage) -> Trainer {
        Trainer::Puzzle {
            table: Box::new(PuzzleTable::new(puzzle, settings, language)),
            told: false,
        }
    }

    /// A trainer for `exercise`; an error when its position does not read or is over.
    pub fn exercise(
        exercise: &Exercise,
        settings: Settings,
        language: DisplayLanguage,
    ) -> Result<Trainer, PracticeTableError> {
        Ok(Trainer::Exercise(Box::new(PracticeTable::new(
            exercise, settings, language,
        )?)))
    }

    /// Whether this is a puzzle (else a practice exercise).
    pub fn is_puzzle(&self) -> bool {
        matches!(self, Trainer::Puzzle { .. })
    }

    /// The puzzle's or the exercise's id.
    pub fn id(&self) -> &str {
        match self {
            Trainer::Puzzle { table, .. } => &table.puzzle().id,
            Trainer::Exercise(t) => &t.exercise().id,
        }
    }

    /// The game table underneath.
    pub fn table(&self) -> &crate::screens::table::GameTable {
        match self {
            Trainer::Puzzle { table, .. } => table.table(),
            Trainer::Exercise(t) => t.table(),
        }
    }

    /// The search job with this id, if the trainer still waits for it.
    pub fn pending_search(&self, id: u64) -> Option<&SearchJob> {
        match self {
            Trainer::Puzzle { table, .. } => table.table().pending_search(id),
            Trainer::Exercise(t) => t.pending_search(id),
        }
    }

    /// Handles one event at the shell's time `now_ms`; returns what the shell must do.
    pub fn handle(&mut self, event: TrainerEvent, now_ms: u64) -> Vec<TrainerEffect> {
        let before = self.feedback_in(now_ms);
        let fx = self.handle_event(event, now_ms);
        // Feedback that changed is said once, in the language a screen reader hears.
        let after = self.feedback_in(now_ms);
        if after != before {
            if let Some(words) = after {
                let table = match self {
                    Trainer::Puzzle { table, .. } => table.table_mut(),
                    Trainer::Exercise(t) => t.table_mut(),
                };
                table.announce_words(Politeness::Assertive, |_| words.clone());
            }
        }
        fx
    }

    /// The feedback shown now, worded in the language a screen reader hears.
    fn feedback_in(&self, now_ms: u64) -> Option<String> {
        let table = self.table();
        let (spoken, _) = spoken_in(table.language());
        if spoken == table.language() {
            return self.view(now_ms).feedback;
        }
        let mut copy = self.clone();
        let settings = TableEvent::Settings(table.settings(), spoken);
        copy.handle_event(TrainerEvent::Table(settings), now_ms);
        copy.view(now_ms).feedback
    }

    /// Whether the try is over: solved, or its solution (best move) shown.
    fn is_done(&self) -> bool {
        match self {
            Trainer::Puzzle { table, .. } => matches!(
                table.state(),
                PuzzleState::Solved | PuzzleState::SolutionShown
            ),
            Trainer::Exercise(t) => {
                matches!(t.state(), PracticeState::Solved | PracticeState::BestShown)
            }
        }
    }

    fn handle_event(&mut self, event: TrainerEvent, now_ms: u64) -> Vec<TrainerEffect> {
        // Once the try is over, what its buttons no longer offer is not done either.
        if self.is_done()
            && matches!(
                event,
                TrainerEvent::ShowSolution
                    | TrainerEvent::Table(TableEvent::Undo | TableEvent::Redo)
            )
        {
            return Vec::new();
        }
        match self {
            Trainer::Puzzle { table, told } => {
                let event = match event {
                    TrainerEvent::Table(e) => PuzzleEvent::Table(e),
                    TrainerEvent::Retry => PuzzleEvent::Retry,
                    TrainerEvent::ShowSolution => PuzzleEvent::ShowSolution,
                };
                let mut fx: Vec<TrainerEffect> = table
                    .handle(event, now_ms)
                    .into_iter()
                    .map(TrainerEffect::Table)
                    .collect();
                if let (false, Some(attempt)) = (*told, table.attempt()) {
                    *told = true;
                    fx.push(TrainerEffect::PuzzleTried {
                        puzzle_id: table.puzzle().id.clone(),
                        attempt,
                    });
                }
                fx
            }
            Trainer::Exercise(t) => {
                let event = match event {
                    TrainerEvent::Table(e) => PracticeEvent::Table(e),
                    TrainerEvent::Retry => PracticeEvent::Retry,
                    TrainerEvent::ShowSolution => PracticeEvent::ShowBest,
                };
                let id = t.exercise().id.clone();
                t.handle(event, now_ms)
                    .into_iter()
                    .map(|e| match e {
                        PracticeEffect::Table(e) => TrainerEffect::Table(e),
                        PracticeEffect::Solved => TrainerEffect::ExerciseSolved {
                            exercise_id: id.clone(),
                        },
                    })
                    .collect()
            }
        }
    }

    /// The view at the shell's time `now_ms`.
    pub fn view(&self, now_ms: u64) -> TrainerView {
        match self {
            Trainer::Puzzle { table, .. } => {
                let v = table.view(now_ms);
                let lang = table.language();
                let state = match v.state {
                    PuzzleState::Solving => TrainerState::Solving,
                    PuzzleState::WrongMove => TrainerState::WrongMove,
                    PuzzleState::Solved => TrainerState::Solved,
                    PuzzleState::SolutionShown => TrainerState::SolutionShown,
                };
                with_buttons(TrainerView {
                    table: trainer_table(v.table),
                    kind: TrainerKind::Puzzle,
                    title: v.title,
                    task: v.task,
                    feedback: v.feedback,
                    state,
                    retry: v.retry,
                    show_solution: v.show_solution,
                    next: next_action(lang, Label::NextPuzzle, state),
                    back: ActionView {
                        label: lang.say(Label::Puzzles),
                        enabled: true,
                    },
                    buttons: Vec::new(),
                    note: None,
                })
            }
            Trainer::Exercise(t) => {
                let v = t.view(now_ms);
                let lang = t.language();
                let state = match v.state {
                    PracticeState::Solving => TrainerState::Solving,
                    PracticeState::Checking => TrainerState::Checking,
                    PracticeState::WrongMove => TrainerState::WrongMove,
                    PracticeState::Solved => TrainerState::Solved,
                    PracticeState::BestShown => TrainerState::SolutionShown,
                };
                with_buttons(TrainerView {
                    table: trainer_table(v.table),
                    kind: TrainerKind::Exercise,
                    title: v.title,
                    task: v.task,
                    feedback: v.feedback,
                    state,
                    retry: v.retry,
                    show_solution: v.show_best,
                    next: next_action(lang, Label::NextExercise, state),
                    back: ActionView {
                        label: lang.say(Label::Practice),
                        enabled: true,
                    },
                    buttons: Vec::new(),
                    note: None,
                })
            }
        }
    }
}

/// The game table as a trainer shows it: no level to choose (the defence is Master's),
/// no resignation, draw offer, review, saving or restart (retry is the trainer's), and the
/// result without its review / rematch / new game (next and back are the trainer's).
pub(crate) fn trainer_table(mut table: TableView) -> TableView {
    table.level = None;
    for action in [
        &mut table.resign,
        &mut table.offer_draw,
        &mut table.review,
        &mut table.save_and_leave,
        &mut table.restart,
    ] {
        action.enabled = false;
    }
    if let Some(r) = &mut table.result {
        r.review.enabled = false;
        r.rematch.enabled = false;
        r.new_game.enabled = false;
    }
    // The row at the thumb is the trainer's own (TrainerView::buttons); of the menu, redo
    // and the rules are left.
    table
        .actions
        .retain(|a| matches!(a.action, TableAction::Redo | TableAction::Rules));
    table
}

/// `view` with its row of buttons for its state (see [`TrainerView::buttons`]). Once the
/// try is over (solved, or the solution shown) undo and the solution are no longer offered,
/// anywhere; while a question waits (the computer's draw offer) only its answers are: the
/// row is greyed.
/// The one line under the board: the table's message, else what is being checked, else the
/// feedback on the last move.
fn note_of(view: &TrainerView) -> Option<TrainerNote> {
    let note = |kind, text: &String, dismissable| {
        Some(TrainerNote {
            kind,
            text: text.clone(),
            dismissable,
        })
    };
    if let Some(message) = &view.table.message {
        return note(TrainerNoteKind::Message, message, true);
    }
    if let Some(busy) = &view.table.busy {
        return note(TrainerNoteKind::Busy, busy, false);
    }
    let Some(feedback) = view.feedback.as_ref() else {
        // Nothing said yet: the task, until the try ends.
        return (view.state == TrainerState::Solving && !view.table.is_over)
            .then(|| note(TrainerNoteKind::Task, &view.task, false))
            .flatten();
    };
    let kind = match view.state {
        TrainerState::WrongMove => TrainerNoteKind::Wrong,
        TrainerState::Solved => TrainerNoteKind::Solved,
        TrainerState::SolutionShown => TrainerNoteKind::Solution,
        TrainerState::Solving | TrainerState::Checking => TrainerNoteKind::Message,
    };
    note(kind, feedback, false)
}

fn with_buttons(mut view: TrainerView) -> TrainerView {
    use TrainerAction::*;
    view.note = note_of(&view);
    // Before the first move the task card says what to do: no "No moves yet" under it.
    view.table.moves.empty_text.clear();
    if matches!(
        view.state,
        TrainerState::Solved | TrainerState::SolutionShown
    ) {
        view.table.undo.enabled = false;
        view.table.redo.enabled = false;
        view.show_solution.enabled = false;
    }
    if view.table.question.is_some() {
        for a in [
            &mut view.table.undo,
            &mut view.table.redo,
            &mut view.table.hint,
            &mut view.retry,
            &mut view.show_solution,
        ] {
            a.enabled = false;
        }
    }
    let redo = view.table.redo.enabled;
    for a in &mut view.table.actions {
        if a.action == TableAction::Redo {
            a.enabled = redo;
        }
    }
    let actions: [TrainerAction; 3] = match view.state {
        TrainerState::Solving | TrainerState::Checking | TrainerState::WrongMove => {
            [Undo, Hint, ShowSolution]
        }
        TrainerState::Solved | TrainerState::SolutionShown => [Retry, Back, Next],
    };
    view.buttons = actions
        .into_iter()
        .map(|action| {
            let a = match action {
                Undo => &view.table.undo,
                Hint => &view.table.hint,
                Retry => &view.retry,
                ShowSolution => &view.show_solution,
                Next => &view.next,
                Back => &view.back,
            };
            TrainerButton {
                action,
                label: a.label.clone(),
                enabled: a.enabled,
                prominent: action == Next,
            }
        })
        .collect();
    view
}

fn next_action(lang: DisplayLanguage, label: Label, state: TrainerState) -> ActionView {
    ActionView {
        label: lang.button(label),
        enabled: matches!(state, TrainerState::Solved | TrainerState::SolutionShown),
    }
}

#[cfg(test)]
mod tests;
