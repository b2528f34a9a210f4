//! Puzzles and practice across the FFI: [`TrainerTable`] wraps the core's
//! [`folkchess_core::trainer::Trainer`] (a puzzle or a practice exercise on the game
//! table) like [`crate::table::GameTable`] wraps the game table; the lists and the
//! progress are [`crate::store::SaveStore`] methods (file I/O: call them on the disk
//! writer). The records here are the core's views, field for field.

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use crate::session::CancelHandle;
use crate::settings::AppSettings;
use crate::store::SaveStore;
use crate::table::{
    action, effect_out, event_in, run_job, view_out, ActionView, SearchAnswer, TableEffect,
    TableEvent, TableView,
};
use crate::types::{time_in, GameKind};
use folkchess_core::practice::screen as practice_screen;
use folkchess_core::puzzle::progress::{Attempt, PuzzleStatus as CoreStatus};
use folkchess_core::puzzle::screen as puzzle_screen;
use folkchess_core::puzzle::{self, CivilDate, Difficulty};
use folkchess_core::settings::Settings;
use folkchess_core::trainer as core;
use folkchess_core::GameId;
use std::sync::{Arc, Mutex, MutexGuard};

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

/// How a try of a puzzle ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleAttempt {
    /// Solved without a hint or a wrong move.
    Solved,
    /// Solved after a hint.
    Hinted,
    /// A wrong move, or the solution shown.
    Failed,
}

impl From<Attempt> for PuzzleAttempt {
    fn from(a: Attempt) -> Self {
        match a {
            Attempt::Solved => PuzzleAttempt::Solved,
            Attempt::Hinted => PuzzleAttempt::Hinted,
            Attempt::Failed => PuzzleAttempt::Failed,
        }
    }
}

impl From<PuzzleAttempt> for Attempt {
    fn from(a: PuzzleAttempt) -> Self {
        match a {
            PuzzleAttempt::Solved => Attempt::Solved,
            PuzzleAttempt::Hinted => Attempt::Hinted,
            PuzzleAttempt::Failed => Attempt::Failed,
        }
    }
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

/// A puzzle or an exercise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TrainerKind {
    /// A puzzle of the set.
    Puzzle,
    /// An exercise from the player's own mistakes.
    Exercise,
}

/// Where the try stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TrainerState {
    /// Waiting for the player's move.
    Solving,
    /// The answer is being judged (a `Judge` search).
    Checking,
    /// The last move was wrong: undo, retry, or see the solution.
    WrongMove,
    /// Solved.
    Solved,
    /// The solution (or the best move) was shown.
    SolutionShown,
}

/// What a button of the trainer's row does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TrainerAction {
    /// `TableEvent.Undo`.
    Undo,
    /// `TableEvent.Hint`.
    Hint,
    /// `TrainerEvent.Retry`.
    Retry,
    /// `TrainerEvent.ShowSolution`.
    ShowSolution,
    /// The next puzzle or exercise (`SaveStore.nextPuzzle` / `nextExercise`).
    Next,
    /// Back to the list.
    Back,
}

/// One button of the trainer's row (see the core's `TrainerButton`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TrainerButton {
    /// What it does.
    pub action: TrainerAction,
    /// Its words.
    pub label: String,
    /// Whether it does something now.
    pub enabled: bool,
    /// The one suggested (next, once the try is over): drawn filled.
    pub prominent: bool,
}

/// Everything the trainer screen shows.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TrainerView {
    /// The game table: draw it as the game screen does.
    pub table: TableView,
    /// A puzzle or an exercise.
    pub kind: TrainerKind,
    /// "Puzzle weiming-0042 · medium" / "Practice · blunder".
    pub title: String,
    /// What to do.
    pub task: String,
    /// What the last move did: why it was wrong, that it solved it, or the solution.
    pub feedback: Option<String>,
    /// Where the try stands.
    pub state: TrainerState,
    /// Start again.
    pub retry: ActionView,
    /// Show the solution / the best move.
    pub show_solution: ActionView,
    /// On to the next one (`SaveStore.nextPuzzle` / `nextExercise`).
    pub next: ActionView,
    /// Back to the list.
    pub back: ActionView,
    /// The row of buttons for the state, in order: while solving undo, hint, show solution;
    /// after a wrong move undo, retry, show solution; once done retry, back, next.
    pub buttons: Vec<TrainerButton>,
}

/// What [`TrainerTable::send`] returns.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TrainerUpdate {
    /// The effects to carry out, in order.
    pub effects: Vec<TrainerEffect>,
    /// The view after the event.
    pub view: TrainerView,
}

fn trainer_view(v: core::TrainerView) -> TrainerView {
    TrainerView {
        table: view_out(v.table),
        kind: match v.kind {
            core::TrainerKind::Puzzle => TrainerKind::Puzzle,
            core::TrainerKind::Exercise => TrainerKind::Exercise,
        },
        title: v.title,
        task: v.task,
        feedback: v.feedback,
        state: match v.state {
            core::TrainerState::Solving => TrainerState::Solving,
            core::TrainerState::Checking => TrainerState::Checking,
            core::TrainerState::WrongMove => TrainerState::WrongMove,
            core::TrainerState::Solved => TrainerState::Solved,
            core::TrainerState::SolutionShown => TrainerState::SolutionShown,
        },
        retry: action(v.retry),
        show_solution: action(v.show_solution),
        next: action(v.next),
        back: action(v.back),
        buttons: v
            .buttons
            .into_iter()
            .map(|b| TrainerButton {
                action: match b.action {
                    core::TrainerAction::Undo => TrainerAction::Undo,
                    core::TrainerAction::Hint => TrainerAction::Hint,
                    core::TrainerAction::Retry => TrainerAction::Retry,
                    core::TrainerAction::ShowSolution => TrainerAction::ShowSolution,
                    core::TrainerAction::Next => TrainerAction::Next,
                    core::TrainerAction::Back => TrainerAction::Back,
                },
                label: b.label,
                enabled: b.enabled,
                prominent: b.prominent,
            })
            .collect(),
    }
}

fn trainer_effect(e: core::TrainerEffect) -> TrainerEffect {
    match e {
        core::TrainerEffect::Table(e) => TrainerEffect::Table {
            effect: effect_out(e),
        },
        core::TrainerEffect::PuzzleTried { puzzle_id, attempt } => TrainerEffect::PuzzleTried {
            puzzle_id,
            attempt: attempt.into(),
        },
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
                Settings::try_from(settings)?,
                language.into(),
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
            let trainer =
                core::Trainer::exercise(e, Settings::try_from(settings)?, language.into())
                    .map_err(|e| FolkChessError::invalid(e.to_string()))?;
            Ok(Self::wrap(trainer))
        })
    }

    /// Which game.
    pub fn game(&self) -> GameKind {
        self.game.into()
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
                view: trainer_view(trainer.view(now)),
            })
        })
    }

    /// The view at `now_ms`.
    pub fn view(&self, now_ms: i64) -> FfiResult<TrainerView> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            Ok(trainer_view(self.lock()?.view(now)))
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

// ----- The lists -----

/// How hard a puzzle is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleDifficulty {
    /// Easy.
    Easy,
    /// Medium.
    Medium,
    /// Hard.
    Hard,
}

impl From<Difficulty> for PuzzleDifficulty {
    fn from(d: Difficulty) -> Self {
        match d {
            Difficulty::Easy => PuzzleDifficulty::Easy,
            Difficulty::Medium => PuzzleDifficulty::Medium,
            Difficulty::Hard => PuzzleDifficulty::Hard,
        }
    }
}

impl From<PuzzleDifficulty> for Difficulty {
    fn from(d: PuzzleDifficulty) -> Self {
        match d {
            PuzzleDifficulty::Easy => Difficulty::Easy,
            PuzzleDifficulty::Medium => Difficulty::Medium,
            PuzzleDifficulty::Hard => Difficulty::Hard,
        }
    }
}

/// Where a puzzle stands for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleStatus {
    /// Never tried.
    New,
    /// Solved clean at least once.
    Solved,
    /// Solved, but only after a hint.
    Hinted,
    /// Tried and never solved.
    Failed,
}

impl From<CoreStatus> for PuzzleStatus {
    fn from(s: CoreStatus) -> Self {
        match s {
            CoreStatus::New => PuzzleStatus::New,
            CoreStatus::Solved => PuzzleStatus::Solved,
            CoreStatus::Hinted => PuzzleStatus::Hinted,
            CoreStatus::Failed => PuzzleStatus::Failed,
        }
    }
}

/// The puzzles screen (see the core's `puzzle::screen::PuzzlesView`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzlesView {
    /// "Puzzles".
    pub title: String,
    /// Today's puzzle.
    pub daily: DailyPuzzleView,
    /// "Streak: 3 days · best 5".
    pub streak: String,
    /// Each game's puzzles.
    pub games: Vec<PuzzleGameRow>,
    /// The progress file does not read: show this sentence (the counts then show none).
    pub problem: Option<String>,
}

/// Today's puzzle.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct DailyPuzzleView {
    /// "Today's puzzle · 2026-12-02".
    pub heading: String,
    /// Open it with `TrainerTable.puzzle`.
    pub puzzle_id: String,
    /// Its game.
    pub game: GameKind,
    /// The game's name.
    pub game_name: String,
    /// How hard.
    pub difficulty: PuzzleDifficulty,
    /// "easy".
    pub difficulty_name: String,
    /// "First (red) to move and win in 5 plies."
    pub task: String,
    /// "Solved today" / "Not solved yet".
    pub status: String,
    /// Solved today.
    pub solved: bool,
    /// "Solve" / "Solve again".
    pub open: ActionView,
    /// The card in one sentence for a screen reader.
    pub spoken: String,
}

/// One game's puzzles.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleGameRow {
    /// The game.
    pub game: GameKind,
    /// Its name.
    pub name: String,
    /// "12 of 3104 solved".
    pub summary: String,
    /// Its difficulties that have puzzles, easy first.
    pub difficulties: Vec<PuzzleDifficultyRow>,
}

/// One game's puzzles of one difficulty.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleDifficultyRow {
    /// The difficulty (`SaveStore.puzzleList`).
    pub difficulty: PuzzleDifficulty,
    /// "Easy".
    pub name: String,
    /// Puzzles in the set.
    pub total: u32,
    /// Solved clean.
    pub solved: u32,
    /// Solved only after hints.
    pub hinted: u32,
    /// Tried, never solved.
    pub failed: u32,
    /// "12 / 1260".
    pub counts: String,
    /// The next puzzle to offer (none: all solved).
    pub next_id: Option<String>,
    /// The row in one sentence for a screen reader.
    pub spoken: String,
}

/// One game's puzzles of one difficulty, listed.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleListView {
    /// "Weiming · easy".
    pub title: String,
    /// The puzzles in the set's order.
    pub rows: Vec<PuzzleRow>,
}

/// One puzzle in a list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRow {
    /// Open it with `TrainerTable.puzzle`.
    pub id: String,
    /// "#42".
    pub title: String,
    /// "First (red) to move and win in 5 plies."
    pub task: String,
    /// Where it stands.
    pub status: PuzzleStatus,
    /// "Solved", "Not solved yet", …
    pub status_text: String,
    /// The row in one sentence for a screen reader.
    pub spoken: String,
}

/// The practice screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PracticeView {
    /// "Practice".
    pub title: String,
    /// Shown when no exercise is open.
    pub empty: String,
    /// The games with open exercises.
    pub games: Vec<PracticeGameRow>,
    /// The practice file does not read: show this sentence.
    pub problem: Option<String>,
}

/// One game's open exercises.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PracticeGameRow {
    /// The game.
    pub game: GameKind,
    /// Its name.
    pub name: String,
    /// "3 open".
    pub summary: String,
    /// Oldest first.
    pub rows: Vec<ExerciseRow>,
}

/// One open exercise.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ExerciseRow {
    /// Open it with `TrainerTable.exercise`.
    pub id: String,
    /// "Blunder · e5-d4".
    pub title: String,
    /// "Before it: win in 7".
    pub detail: String,
    /// The row in one sentence for a screen reader.
    pub spoken: String,
}

pub(crate) fn puzzles_view_out(v: puzzle_screen::PuzzlesView) -> PuzzlesView {
    let d = v.daily;
    PuzzlesView {
        title: v.title,
        daily: DailyPuzzleView {
            heading: d.heading,
            puzzle_id: d.puzzle_id,
            game: d.game.into(),
            game_name: d.game_name,
            difficulty: d.difficulty.into(),
            difficulty_name: d.difficulty_name,
            task: d.task,
            status: d.status,
            solved: d.solved,
            open: action(d.open),
            spoken: d.spoken,
        },
        streak: v.streak,
        games: v
            .games
            .into_iter()
            .map(|g| PuzzleGameRow {
                game: g.game.into(),
                name: g.name,
                summary: g.summary,
                difficulties: g
                    .difficulties
                    .into_iter()
                    .map(|r| PuzzleDifficultyRow {
                        difficulty: r.difficulty.into(),
                        name: r.name,
                        total: r.total,
                        solved: r.solved,
                        hinted: r.hinted,
                        failed: r.failed,
                        counts: r.counts,
                        next_id: r.next_id,
                        spoken: r.spoken,
                    })
                    .collect(),
            })
            .collect(),
        problem: v.problem,
    }
}

pub(crate) fn puzzle_list_out(v: puzzle_screen::PuzzleListView) -> PuzzleListView {
    PuzzleListView {
        title: v.title,
        rows: v
            .rows
            .into_iter()
            .map(|r| PuzzleRow {
                id: r.id,
                title: r.title,
                task: r.task,
                status: r.status.into(),
                status_text: r.status_text,
                spoken: r.spoken,
            })
            .collect(),
    }
}

pub(crate) fn practice_view_out(v: practice_screen::PracticeView) -> PracticeView {
    PracticeView {
        title: v.title,
        empty: v.empty,
        games: v
            .games
            .into_iter()
            .map(|g| PracticeGameRow {
                game: g.game.into(),
                name: g.name,
                summary: g.summary,
                rows: g
                    .rows
                    .into_iter()
                    .map(|r| ExerciseRow {
                        id: r.id,
                        title: r.title,
                        detail: r.detail,
                        spoken: r.spoken,
                    })
                    .collect(),
            })
            .collect(),
        problem: v.problem,
    }
}

/// The player's local date of `epoch_ms` at `utc_offset_minutes`.
pub(crate) fn local_date(epoch_ms: i64, utc_offset_minutes: i32) -> FfiResult<CivilDate> {
    time_in(epoch_ms, "epoch_ms")?;
    if !(-24 * 60..=24 * 60).contains(&utc_offset_minutes) {
        return Err(FolkChessError::invalid(format!(
            "a UTC offset of {utc_offset_minutes} minutes is more than a day"
        )));
    }
    Ok(CivilDate::from_epoch_ms(epoch_ms, utc_offset_minutes))
}
