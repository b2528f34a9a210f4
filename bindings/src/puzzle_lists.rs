//! The puzzle and practice lists across the FFI: the puzzles screen, a game's list of one
//! difficulty, the practice screen, and how a puzzle's try ended — the core's views
//! ([`folkchess_core::screens::puzzles::lists`], [`folkchess_core::screens::practice::lists`]),
//! read through [`crate::store::SaveStore`].

use crate::error::{FfiResult, FolkChessError};
use crate::table::{action, ActionView};
use crate::types::{time_in, GameKind};
use folkchess_core::files::puzzle_progress::Attempt;
pub use folkchess_core::files::puzzle_progress::PuzzleStatus;
use folkchess_core::screens::practice::lists as practice_screen;
use folkchess_core::screens::puzzles::lists as puzzle_screen;
use folkchess_core::training::puzzle::{CivilDate, Difficulty};

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

/// The puzzles screen (see the core's `screens::puzzles::lists::PuzzlesView`).
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
                status: r.status,
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
