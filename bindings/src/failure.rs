//! What a screen shows when something fails: [`failure_text`] makes one sentence in the
//! player's language from the core's catalogue ([`FailureKind`]: what the app was doing, or
//! what went wrong), with the error's `reason` as the details on demand. No shell builds such
//! a sentence or shows an error's own text.

use crate::board::DisplayLanguage;
use crate::error::FolkChessError;
use folkchess_core::text::failure::{FailureKind as CoreKind, FailureText as CoreText};
use folkchess_core::text::rules_text::Lang;

/// What failed, as a player is told it: what the app was doing (`SaveFailed` … `NotAGame`),
/// or what went wrong when the app says nothing more (`FileDamaged` … `Internal`). Each kind
/// has one sentence in the core's catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum FailureKind {
    /// A save, an autosave or clearing the autosave was not written.
    SaveFailed,
    /// Another file (statistics, settings, puzzle progress, practice) was not written.
    WriteFailed,
    /// A saved game was not deleted.
    DeleteFailed,
    /// A saved game did not load.
    SaveUnreadable,
    /// The saved games could not be listed.
    SavesUnreadable,
    /// A new game, a puzzle or an exercise could not be set up.
    GameNotStarted,
    /// The statistics file does not read.
    StatsUnreadable,
    /// The puzzle progress file does not read.
    PuzzleProgressUnreadable,
    /// The practice file does not read.
    PracticeUnreadable,
    /// The review could not be made.
    ReviewFailed,
    /// A pasted text is not a game (`importSharedGame`).
    NotAGame,
    /// A file is damaged (`DamagedSave`).
    FileDamaged,
    /// The storage refused a read or a write (`Storage`).
    StorageFailed,
    /// A saved game asked for is not there (`NotFound`).
    SaveNotFound,
    /// Settings the core refuses (`Settings`).
    SettingsInvalid,
    /// Not possible now: the game is over, not this player's turn, nothing to undo, a bad
    /// value (`GameOver`, `NotYourTurn`, `NothingToUndo`, `InvalidInput`, …).
    NotPossibleNow,
    /// Something was cancelled (`Cancelled`, `Stale`).
    Cancelled,
    /// A bug in the core (`Internal`).
    Internal,
}

impl From<FailureKind> for CoreKind {
    fn from(k: FailureKind) -> Self {
        match k {
            FailureKind::SaveFailed => CoreKind::SaveFailed,
            FailureKind::WriteFailed => CoreKind::WriteFailed,
            FailureKind::DeleteFailed => CoreKind::DeleteFailed,
            FailureKind::SaveUnreadable => CoreKind::SaveUnreadable,
            FailureKind::SavesUnreadable => CoreKind::SavesUnreadable,
            FailureKind::GameNotStarted => CoreKind::GameNotStarted,
            FailureKind::StatsUnreadable => CoreKind::StatsUnreadable,
            FailureKind::PuzzleProgressUnreadable => CoreKind::PuzzleProgressUnreadable,
            FailureKind::PracticeUnreadable => CoreKind::PracticeUnreadable,
            FailureKind::ReviewFailed => CoreKind::ReviewFailed,
            FailureKind::NotAGame => CoreKind::NotAGame,
            FailureKind::FileDamaged => CoreKind::FileDamaged,
            FailureKind::StorageFailed => CoreKind::StorageFailed,
            FailureKind::SaveNotFound => CoreKind::SaveNotFound,
            FailureKind::SettingsInvalid => CoreKind::SettingsInvalid,
            FailureKind::NotPossibleNow => CoreKind::NotPossibleNow,
            FailureKind::Cancelled => CoreKind::Cancelled,
            FailureKind::Internal => CoreKind::Internal,
        }
    }
}

/// A failure as a screen shows it: the sentence, and the details on demand.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct FailureText {
    /// What happened, for the player, in their language ("The game could not be saved").
    pub sentence: String,
    /// Why: the error's `reason` (English; for a text that is not a game, the player's
    /// language). Shown only when the player asks.
    pub details: String,
    /// The button that shows the details ("Details", "详情").
    pub details_label: String,
}

impl From<CoreText> for FailureText {
    fn from(t: CoreText) -> Self {
        FailureText {
            sentence: t.sentence,
            details: t.details,
            details_label: t.details_label,
        }
    }
}

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
    let text = match (kind, &error) {
        (Some(k), _) => CoreText::of(k.into(), lang, details),
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
            CoreText::said(lang, sentence, details)
        }
        (None, e) => CoreText::of(kind_of(e), lang, details),
    };
    text.into()
}

/// The kind of failure the error is when nothing more is known.
fn kind_of(error: &FolkChessError) -> CoreKind {
    match error {
        FolkChessError::DamagedSave { .. } => CoreKind::FileDamaged,
        FolkChessError::Storage { .. } => CoreKind::StorageFailed,
        FolkChessError::NotFound { .. } => CoreKind::SaveNotFound,
        FolkChessError::Settings { .. } => CoreKind::SettingsInvalid,
        FolkChessError::Cancelled { .. } | FolkChessError::Stale { .. } => CoreKind::Cancelled,
        FolkChessError::Internal { .. } => CoreKind::Internal,
        FolkChessError::InvalidInput { .. }
        | FolkChessError::IllegalMove { .. }
        | FolkChessError::GameOver { .. }
        | FolkChessError::NotYourTurn { .. }
        | FolkChessError::NotVsComputer { .. }
        | FolkChessError::TimeNotExpired { .. }
        | FolkChessError::NothingToUndo { .. }
        | FolkChessError::NothingToRedo { .. } => CoreKind::NotPossibleNow,
    }
}
