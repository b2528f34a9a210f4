//! The one error type of the API.
//!
//! It is a *flat* UniFFI error: Kotlin sees `FolkChessException.IllegalMove` (and so on)
//! whose `message` is the Rust `Display` text below; Swift sees `FolkChessError.IllegalMove`
//! with the same text as `localizedDescription`. Every variant carries one sentence that
//! names the problem ("unknown point `z9` on the jinmen board").

use folkchess_core::record::PlayError;
use folkchess_core::session::SessionError;
use folkchess_core::settings::SettingsError;
use folkchess_core::store::StoreError;
use folkchess_core::SaveError;

/// Everything that can go wrong in a call. The text says what and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum FolkChessError {
    /// A parameter is out of range or malformed: an unknown point name, a point index
    /// outside the board, a negative time, a NaN coordinate, a bad save id.
    #[error("{0}")]
    InvalidInput(String),
    /// The move breaks a rule; the text says which.
    #[error("{0}")]
    IllegalMove(String),
    /// The game has ended, so nothing more can be played.
    #[error("{0}")]
    GameOver(String),
    /// It is not this player's turn (the computer is to move), or not the computer's.
    #[error("{0}")]
    NotYourTurn(String),
    /// The call needs a game against the computer, but this is pass-and-play.
    #[error("{0}")]
    NotVsComputer(String),
    /// A pass was asked for while the turn still has time left.
    #[error("{0}")]
    TimeNotExpired(String),
    /// There is nothing to undo, or nothing to redo.
    #[error("{0}")]
    NothingToUndo(String),
    /// The computer's search or a review was cancelled through its [`crate::CancelHandle`].
    #[error("{0}")]
    Cancelled(String),
    /// The game changed (undo, redo, another move) while the computer was thinking,
    /// so its answer was thrown away.
    #[error("{0}")]
    Stale(String),
    /// A file-system operation of the save store failed.
    #[error("{0}")]
    Storage(String),
    /// There is no saved game with this id.
    #[error("{0}")]
    NotFound(String),
    /// A save (file or text) is not a valid Folk Chess save; the text says why.
    #[error("{0}")]
    DamagedSave(String),
    /// Settings JSON or a settings value is invalid; the text names the field.
    #[error("{0}")]
    Settings(String),
    /// A bug: something that should not happen (reported instead of crashing the app).
    #[error("{0}")]
    Internal(String),
}

/// Shorthand for results of the API.
pub type FfiResult<T> = Result<T, FolkChessError>;

impl FolkChessError {
    pub(crate) fn invalid(msg: impl Into<String>) -> Self {
        FolkChessError::InvalidInput(msg.into())
    }
}

impl From<PlayError> for FolkChessError {
    fn from(e: PlayError) -> Self {
        match e {
            PlayError::GameOver(_) => {
                FolkChessError::GameOver("the game is over: no more moves can be played".into())
            }
            PlayError::Illegal { .. } => FolkChessError::IllegalMove(e.to_string()),
        }
    }
}

impl From<SessionError> for FolkChessError {
    fn from(e: SessionError) -> Self {
        let text = e.to_string();
        match e {
            SessionError::Setup(_) => FolkChessError::InvalidInput(text),
            SessionError::ComputerToMove | SessionError::NotComputerTurn => {
                FolkChessError::NotYourTurn(text)
            }
            SessionError::NotVsComputer => FolkChessError::NotVsComputer(text),
            SessionError::TimeNotExpired { .. } => FolkChessError::TimeNotExpired(text),
            SessionError::Stale => FolkChessError::Stale(text),
            SessionError::NothingToUndo | SessionError::NothingToRedo => {
                FolkChessError::NothingToUndo(text)
            }
            SessionError::Play(p) => p.into(),
        }
    }
}

impl From<SettingsError> for FolkChessError {
    fn from(e: SettingsError) -> Self {
        FolkChessError::Settings(e.to_string())
    }
}

impl From<SaveError> for FolkChessError {
    fn from(e: SaveError) -> Self {
        FolkChessError::DamagedSave(e.to_string())
    }
}

impl From<StoreError> for FolkChessError {
    fn from(e: StoreError) -> Self {
        let text = e.to_string();
        match e {
            StoreError::Io { .. } => FolkChessError::Storage(text),
            StoreError::BadId(_) => FolkChessError::InvalidInput(text),
            StoreError::NotFound(_) => FolkChessError::NotFound(text),
            StoreError::Damaged { .. } => FolkChessError::DamagedSave(text),
            StoreError::Settings(_) => FolkChessError::Settings(text),
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
            Err(FolkChessError::Internal(format!(
                "internal error in the Folk Chess core: {what}"
            )))
        }
    }
}
