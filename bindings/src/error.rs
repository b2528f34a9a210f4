//! The one error type of the API.
//!
//! Kotlin sees `FolkChessException.IllegalMove` (and so on), Swift `FolkChessError.illegalMove`.
//! Every variant carries `reason`, one English sentence that names the problem ("unknown
//! point `z9` on the jinmen board"); it is also the error's text (Kotlin `toString()`,
//! Swift `description`: the Rust `Display`). Variants carry more where an app acts on it:
//! `TimeNotExpired` the time left, `IllegalMove` the player's sentence in both languages
//! (the core's `messages`).
//!
//! `reason` is for the details and the logs, never the player's sentence: a screen shows
//! [`crate::failure_text`], one sentence in the player's language from the core's catalogue, with
//! the reason as its details on demand. (Kotlin's `message` of an error with fields is
//! generated as `reason=…, …` and Swift's `localizedDescription` as `Internal(reason: …)`:
//! neither is ever shown.)

use folkchess_core::files::settings::SettingsError;
use folkchess_core::files::store::StoreError;
use folkchess_core::play::session::SessionError;
use folkchess_core::rules::record::PlayError;
use folkchess_core::text::messages;
use folkchess_core::text::rules_text::Lang;
use folkchess_core::SaveError;

/// Everything that can go wrong in a call. `reason` says what and why (for the details:
/// a screen shows [`crate::failure_text`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error, uniffi::Error)]
#[uniffi::export(Display)]
pub enum FolkChessError {
    /// A parameter is out of range or malformed: an unknown point name, a point index
    /// outside the board, a negative time, a NaN coordinate, a bad save id.
    #[error("{reason}")]
    InvalidInput {
        /// What is wrong, naming the value.
        reason: String,
    },
    /// The move breaks a rule.
    #[error("{reason}")]
    IllegalMove {
        /// The move and the rule it breaks: `illegal move b1-b2: b2 is occupied`.
        reason: String,
        /// Why, for the player, in Chinese (`b2 上已经有棋子。`).
        text_zh: String,
        /// Why, for the player, in English (`The point b2 is occupied.`).
        text_en: String,
    },
    /// The game has ended, so nothing more can be played.
    #[error("{reason}")]
    GameOver {
        /// What was refused.
        reason: String,
    },
    /// It is not this player's turn (the computer is to move), or not the computer's.
    #[error("{reason}")]
    NotYourTurn {
        /// Whose turn it is.
        reason: String,
    },
    /// The call needs a game against the computer, but this is pass-and-play.
    #[error("{reason}")]
    NotVsComputer {
        /// What was asked.
        reason: String,
    },
    /// A pass was asked for while the turn still has time left.
    #[error("{reason}")]
    TimeNotExpired {
        /// Time left in the turn in milliseconds (0 when the clock is not running).
        remaining_ms: i64,
        /// The same in a sentence.
        reason: String,
    },
    /// There is nothing to undo.
    #[error("{reason}")]
    NothingToUndo {
        /// Why.
        reason: String,
    },
    /// There is nothing to redo.
    #[error("{reason}")]
    NothingToRedo {
        /// Why.
        reason: String,
    },
    /// The computer's search or a review was cancelled through its [`crate::CancelHandle`].
    #[error("{reason}")]
    Cancelled {
        /// What was cancelled.
        reason: String,
    },
    /// The game changed (undo, redo, another move) while the computer was thinking,
    /// so its answer was thrown away.
    #[error("{reason}")]
    Stale {
        /// What happened.
        reason: String,
    },
    /// A file-system operation of the save store failed.
    #[error("{reason}")]
    Storage {
        /// The operation, the path and the system's error.
        reason: String,
    },
    /// There is no saved game with this id.
    #[error("{reason}")]
    NotFound {
        /// Which id.
        reason: String,
    },
    /// A save (file or text) is not a valid Folk Chess save.
    #[error("{reason}")]
    DamagedSave {
        /// What is wrong with it.
        reason: String,
    },
    /// Settings JSON or a settings value is invalid.
    #[error("{reason}")]
    Settings {
        /// The field and what is wrong with it.
        reason: String,
    },
    /// A bug: something that should not happen (reported instead of crashing the app).
    #[error("{reason}")]
    Internal {
        /// What went wrong.
        reason: String,
    },
}

/// Shorthand for results of the API.
pub type FfiResult<T> = Result<T, FolkChessError>;

impl FolkChessError {
    /// An [`FolkChessError::InvalidInput`] error.
    pub(crate) fn invalid(reason: impl Into<String>) -> Self {
        FolkChessError::InvalidInput {
            reason: reason.into(),
        }
    }

    /// The error's `reason`.
    pub fn reason(&self) -> &str {
        match self {
            FolkChessError::InvalidInput { reason }
            | FolkChessError::IllegalMove { reason, .. }
            | FolkChessError::GameOver { reason }
            | FolkChessError::NotYourTurn { reason }
            | FolkChessError::NotVsComputer { reason }
            | FolkChessError::TimeNotExpired { reason, .. }
            | FolkChessError::NothingToUndo { reason }
            | FolkChessError::NothingToRedo { reason }
            | FolkChessError::Cancelled { reason }
            | FolkChessError::Stale { reason }
            | FolkChessError::Storage { reason }
            | FolkChessError::NotFound { reason }
            | FolkChessError::DamagedSave { reason }
            | FolkChessError::Settings { reason }
            | FolkChessError::Internal { reason } => reason,
        }
    }

    /// An [`FolkChessError::Internal`] error.
    pub(crate) fn internal(reason: impl Into<String>) -> Self {
        FolkChessError::Internal {
            reason: reason.into(),
        }
    }
}

impl From<PlayError> for FolkChessError {
    fn from(e: PlayError) -> Self {
        match &e {
            PlayError::GameOver(_) => FolkChessError::GameOver {
                reason: "the game is over: no more moves can be played".into(),
            },
            PlayError::Illegal { reason, .. } => FolkChessError::IllegalMove {
                text_zh: messages::illegal_move_text(reason, Lang::Zh),
                text_en: messages::illegal_move_text(reason, Lang::En),
                reason: e.to_string(),
            },
        }
    }
}

impl From<SessionError> for FolkChessError {
    fn from(e: SessionError) -> Self {
        let reason = e.to_string();
        match e {
            SessionError::Setup(_) => FolkChessError::InvalidInput { reason },
            SessionError::ComputerToMove | SessionError::NotComputerTurn => {
                FolkChessError::NotYourTurn { reason }
            }
            SessionError::NotVsComputer => FolkChessError::NotVsComputer { reason },
            SessionError::TimeNotExpired { remaining_ms } => FolkChessError::TimeNotExpired {
                remaining_ms: i64::try_from(remaining_ms).unwrap_or(i64::MAX),
                reason,
            },
            SessionError::Stale => FolkChessError::Stale { reason },
            SessionError::NothingToUndo => FolkChessError::NothingToUndo { reason },
            SessionError::NothingToRedo => FolkChessError::NothingToRedo { reason },
            SessionError::Play(p) => p.into(),
        }
    }
}

impl From<SettingsError> for FolkChessError {
    fn from(e: SettingsError) -> Self {
        FolkChessError::Settings {
            reason: e.to_string(),
        }
    }
}

impl From<SaveError> for FolkChessError {
    fn from(e: SaveError) -> Self {
        FolkChessError::DamagedSave {
            reason: e.to_string(),
        }
    }
}

impl From<folkchess_core::StatsError> for FolkChessError {
    fn from(e: folkchess_core::StatsError) -> Self {
        let reason = e.to_string();
        match e {
            folkchess_core::StatsError::Io { .. } => FolkChessError::Storage { reason },
            folkchess_core::StatsError::Damaged { .. } => FolkChessError::DamagedSave { reason },
        }
    }
}

impl From<StoreError> for FolkChessError {
    fn from(e: StoreError) -> Self {
        let reason = e.to_string();
        match e {
            StoreError::Io { .. } => FolkChessError::Storage { reason },
            StoreError::BadId(_) => FolkChessError::InvalidInput { reason },
            StoreError::NotFound(_) => FolkChessError::NotFound { reason },
            StoreError::Damaged { .. } => FolkChessError::DamagedSave { reason },
            StoreError::Settings(_) => FolkChessError::Settings { reason },
        }
    }
}

/// Runs `f`, turning a panic into [`FolkChessError::Internal`] so that no panic ever
/// reaches the foreign side (a panic in a Swift call that cannot throw ends the app).
pub(crate) fn guard<T>(f: impl FnOnce() -> FfiResult<T>) -> FfiResult<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".to_string());
            Err(FolkChessError::internal(format!(
                "internal error in the Folk Chess core: {what}"
            )))
        }
    }
}
