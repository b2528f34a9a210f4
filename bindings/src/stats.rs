//! The statistics screen and a game shared as text: the core's `stats` and `share`.

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use folkchess_core::load_from_json;

// The statistics screen is the core's own records (component `folkchess_core`).
pub use folkchess_core::files::stats::GameResult as ResultKind;
pub use folkchess_core::screens::stats_screen::{
    GameStatsView, RatingPoint, StatsLineView, StatsView,
};

/// A game (save JSON, as the table's `Save`/`Autosave` effects and `SaveStore` give it) as
/// text to share: tags, the plies, the result, its words in `language`, dated at
/// `epochMs` at the local `utcOffsetMinutes`. Errors: `DamagedSave` (not a save),
/// `InvalidInput` (a negative time).
#[uniffi::export]
pub fn share_text(
    save_json: String,
    language: DisplayLanguage,
    epoch_ms: i64,
    utc_offset_minutes: i32,
) -> FfiResult<String> {
    guard(|| {
        let when = u64::try_from(epoch_ms)
            .map_err(|_| FolkChessError::invalid(format!("epoch_ms {epoch_ms} is negative")))?;
        let saved = load_from_json(&save_json)?;
        Ok(folkchess_core::files::share::share_text(
            &saved,
            language,
            when,
            utc_offset_minutes,
        ))
    })
}

/// A shared text read back as save JSON (`GameTable.fromSaveJson` opens it, to review or
/// continue). Errors: `InvalidInput` whose reason, in `language`, names what does not read
/// (a tag, a ply and its number, a result that does not follow from the plies): show it.
#[uniffi::export]
pub fn import_shared_game(text: String, language: DisplayLanguage) -> FfiResult<String> {
    guard(|| {
        folkchess_core::files::share::import(&text)
            .map(|saved| saved.to_json())
            .map_err(|e| FolkChessError::invalid(e.say(language)))
    })
}
