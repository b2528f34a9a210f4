//! What a screen shows when something fails: [`failure_text`] makes one sentence in the
//! player's language from the core's catalogue ([`FailureKind`]: what the app was doing, or
//! what went wrong), with the error's `reason` as the details on demand. No shell builds such
//! a sentence or shows an error's own text.

use crate::board::DisplayLanguage;
use crate::error::FolkChessError;
pub use folkchess_core::text::failure::{FailureKind, FailureText};
use folkchess_core::text::rules_text::Lang;

/// What a screen shows for `error`, in `language`: one sentence from the core's catalogue
/// and the error's `reason` as the details on demand. `kind` names what the app was doing
/// (`SaveFailed` for a save or an autosave, `StatsUnreadable` for reading the statistics, …)
/// and chooses the sentence; without it the error chooses (a refused move says why in the
/// player's words, a damaged file says it is damaged, a bug says something went wrong).
/// Show `sentence`; keep `details` for whoever asks. Never fails, whatever the error holds.
#[uniffi::export(default(kind = None))]
pub fn failure_text(
    error: FolkChessError,
    language: DisplayLanguage,
    kind: Option<FailureKind>,
) -> FailureText {
    let lang: folkchess_core::DisplayLanguage = language;
    let details = error.reason().to_string();
    match (kind, &error) {
        (Some(k), _) => FailureText::of(k, lang, details),
        (
            None,
            FolkChessError::IllegalMove {
                text_zh, text_en, ..
            },
        ) => {
            let sentence = lang.label(|l| match l {
                Lang::Zh => text_zh.clone(),
                Lang::En => text_en.clone(),
            });
            FailureText::said(lang, sentence, details)
        }
        (None, e) => FailureText::of(kind_of(e), lang, details),
    }
}

/// The kind of failure the error is when nothing more is known.
fn kind_of(error: &FolkChessError) -> FailureKind {
    match error {
        FolkChessError::DamagedSave { .. } => FailureKind::FileDamaged,
        FolkChessError::Storage { .. } => FailureKind::StorageFailed,
        FolkChessError::NotFound { .. } => FailureKind::SaveNotFound,
        FolkChessError::Settings { .. } => FailureKind::SettingsInvalid,
        FolkChessError::Cancelled { .. } | FolkChessError::Stale { .. } => FailureKind::Cancelled,
        FolkChessError::Internal { .. } => FailureKind::Internal,
        FolkChessError::InvalidInput { .. }
        | FolkChessError::IllegalMove { .. }
        | FolkChessError::GameOver { .. }
        | FolkChessError::NotYourTurn { .. }
        | FolkChessError::NotVsComputer { .. }
        | FolkChessError::TimeNotExpired { .. }
        | FolkChessError::NothingToUndo { .. }
        | FolkChessError::NothingToRedo { .. } => FailureKind::NotPossibleNow,
    }
}
