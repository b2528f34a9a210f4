//! The puzzle and practice lists across the FFI: the puzzles screen, a game's list of one
//! difficulty, the practice screen, and how a puzzle's try ended — the core's views
//! ([`folkchess_core::screens::puzzles::lists`], [`folkchess_core::screens::practice::lists`]),
//! read through [`crate::store::SaveStore`].

use crate::error::{FfiResult, FolkChessError};
use crate::types::time_in;
use folkchess_core::training::puzzle::CivilDate;

// The lists are the core's own records and enums (component `folkchess_core`).
pub use folkchess_core::files::puzzle_progress::{Attempt as PuzzleAttempt, PuzzleStatus};
pub use folkchess_core::screens::practice::lists::{ExerciseRow, PracticeGameRow, PracticeView};
pub use folkchess_core::screens::puzzles::lists::{
    DailyPuzzleView, PuzzleDifficultyRow, PuzzleGameRow, PuzzleListView, PuzzleRow, PuzzlesView,
};
pub use folkchess_core::training::puzzle::Difficulty as PuzzleDifficulty;

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
