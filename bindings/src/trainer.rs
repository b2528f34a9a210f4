//! Puzzles and practice across the FFI: [`TrainerTable`] wraps the core's
//! [`folkchess_core::screens::trainer::Trainer`] (a puzzle or a practice exercise on the game
//! table) like [`crate::table::GameTable`] wraps the game table; the lists and the
//! progress are [`crate::store::SaveStore`] methods (file I/O: call them on the disk
//! writer). The records here are the core's views, field for field.

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use crate::puzzle_lists::PuzzleAttempt;
use crate::session::CancelHandle;
use crate::settings::AppSettings;
use crate::store::SaveStore;
use crate::table::{effect_out, event_in, run_job, SearchAnswer, TableEffect, TableEvent};
use crate::types::{time_in, GameKind};
use folkchess_core::screens::trainer as core;
use folkchess_core::training::puzzle::{self};
use folkchess_core::GameId;
use std::sync::{Arc, Mutex, MutexGuard};

// The trainer's enums and its row of buttons are the core's own (component `folkchess_core`).
pub use folkchess_core::screens::trainer::{
    TrainerAction, TrainerButton, TrainerKind, TrainerNote, TrainerNoteKind, TrainerState,
    TrainerView,
};

/// What a shell tells a trainer (see the core's `TrainerEvent`).
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum TrainerEvent {
    /// An event of the game table: `Start` when the screen appears, taps, moves, undo,
    /// hint, a search's answer, ticks, the settings, `Leave`. `Restart` is `Retry`.
    Table {
        /// The event.
        event: TableEvent,
    },
    /// Start again from the position.
    Retry,
    /// Play the solution (a puzzle: then it counts as failed) or the review's best move
    /// (an exercise: then it is not solved).
    ShowSolution,
}

/// What the shell must do (see the core's `TrainerEffect`).
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum TrainerEffect {
    /// A game-table effect, carried out as on the game screen: `Search` (run
    /// `TrainerTable.runSearch` off the main thread), `CancelSearch`, `Feedback`. Never a
    /// save, an autosave or a game to count.
    Table {
        /// The effect.
        effect: TableEffect,
    },
    /// Record the try (`SaveStore.recordPuzzle`, through the one disk writer). Said once.
    PuzzleTried {
        /// The puzzle.
        puzzle_id: String,
        /// How it ended.
        attempt: PuzzleAttempt,
    },
    /// Mark the exercise solved (`SaveStore.solveExercise`, through the one disk writer).
    /// Said once.
    ExerciseSolved {
        /// The exercise.
        exercise_id: String,
    },
}

/// What [`TrainerTable::send`] returns.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TrainerUpdate {
    /// The effects to carry out, in order.
    pub effects: Vec<TrainerEffect>,
    /// The view after the event.
    pub view: TrainerView,
}

fn trainer_effect(e: core::TrainerEffect) -> TrainerEffect {
    match e {
        core::TrainerEffect::Table(e) => TrainerEffect::Table {
            effect: effect_out(e),
        },
        core::TrainerEffect::PuzzleTried { puzzle_id, attempt } => {
            TrainerEffect::PuzzleTried { puzzle_id, attempt }
        }
        core::TrainerEffect::ExerciseSolved { exercise_id } => {
            TrainerEffect::ExerciseSolved { exercise_id }
        }
    }
}

/// A puzzle or a practice exercise on a screen. Safe from any thread;
/// [`TrainerTable::run_search`] runs without the lock.
#[derive(Debug, uniffi::Object)]
pub struct TrainerTable {
    game: GameId,
    inner: Mutex<core::Trainer>,
}

impl TrainerTable {
    fn wrap(trainer: core::Trainer) -> Arc<Self> {
        Arc::new(TrainerTable {
            game: trainer.table().session().record().game(),
            inner: Mutex::new(trainer),
        })
    }

    fn lock(&self) -> FfiResult<MutexGuard<'_, core::Trainer>> {
        self.inner
            .lock()
            .map_err(|_| FolkChessError::internal("the trainer's lock was poisoned"))
    }
}

#[uniffi::export]
impl TrainerTable {
    /// The puzzle with this id (`PuzzlesView.daily.puzzleId`, a `PuzzleRow.id`, …).
    /// Errors: `InvalidInput` for an id that is no puzzle of the set.
    #[uniffi::constructor]
    pub fn puzzle(
        puzzle_id: String,
        settings: AppSettings,
        language: DisplayLanguage,
    ) -> FfiResult<Arc<Self>> {
        guard(|| {
            let p = puzzle::puzzle_by_id(&puzzle_id).ok_or_else(|| {
                FolkChessError::invalid(format!("`{puzzle_id}` is not a puzzle of the set"))
            })?;
            Ok(Self::wrap(core::Trainer::puzzle(
                p,
                crate::settings::checked(settings)?,
                language,
            )))
        })
    }

    /// The exercise with this id from the practice file of `store` (an `ExerciseRow.id`).
    /// Blocking file read. Errors: `InvalidInput` when there is no such exercise or its
    /// position does not read; `DamagedSave`, `Storage` for the file.
    #[uniffi::constructor]
    pub fn exercise(
        exercise_id: String,
        store: Arc<SaveStore>,
        settings: AppSettings,
        language: DisplayLanguage,
    ) -> FfiResult<Arc<Self>> {
        guard(|| {
            let practice = store.core().practice_file().load()?;
            let e = practice
                .exercises
                .iter()
                .find(|e| e.id == exercise_id)
                .ok_or_else(|| {
                    FolkChessError::invalid(format!("there is no exercise `{exercise_id}`"))
                })?;
            let trainer = core::Trainer::exercise(e, crate::settings::checked(settings)?, language)
                .map_err(|e| FolkChessError::invalid(e.to_string()))?;
            Ok(Self::wrap(trainer))
        })
    }

    /// Which game.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// Handles one event at the shell's monotonic time `now_ms`: the effects to carry
    /// out, in order, and the view after it. Errors: `InvalidInput` for a negative time, a
    /// move or answer naming a point off the board, or settings out of range.
    pub fn send(&self, event: TrainerEvent, now_ms: i64) -> FfiResult<TrainerUpdate> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let event = match event {
                TrainerEvent::Table { event } => {
                    core::TrainerEvent::Table(event_in(self.game, event)?)
                }
                TrainerEvent::Retry => core::TrainerEvent::Retry,
                TrainerEvent::ShowSolution => core::TrainerEvent::ShowSolution,
            };
            let mut trainer = self.lock()?;
            let effects = trainer.handle(event, now);
            Ok(TrainerUpdate {
                effects: effects.into_iter().map(trainer_effect).collect(),
                view: trainer.view(now),
            })
        })
    }

    /// The view at `now_ms`.
    pub fn view(&self, now_ms: i64) -> FfiResult<TrainerView> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            Ok(self.lock()?.view(now))
        })
    }

    /// Runs the search the trainer asked for with this id. BLOCKING: call it off the main
    /// thread, then send `TrainerEvent.Table(TableEvent.SearchDone(answer))`. Errors:
    /// `Stale` when the trainer no longer waits for it; `Cancelled` when `cancel` was
    /// cancelled before it found anything.
    pub fn run_search(&self, id: i64, cancel: Arc<CancelHandle>) -> FfiResult<SearchAnswer> {
        guard(|| {
            let job = u64::try_from(id)
                .ok()
                .and_then(|id| self.lock().ok()?.pending_search(id).cloned());
            run_job(self.game, id, job, &cancel)
        })
    }
}
