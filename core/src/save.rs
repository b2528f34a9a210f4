//! The versioned JSON save format. A save stores the game id, the setup, the start
//! position (when not the standard one) and the plies, so loading re-validates the
//! whole game by replay.

use crate::game::GameId;
use crate::notation::Ply;
use crate::position::{Position, PositionError};
use crate::record::{GameRecord, ReplayError};
use crate::setup::{Setup, SetupError};
use serde::{Deserialize, Serialize};

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "folkchess-save";

/// The current save format version.
pub const SAVE_VERSION: u32 = 1;

/// The JSON document of a save (version 1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always [`SAVE_FORMAT`].
    pub format: String,
    /// Format version.
    pub version: u32,
    /// The game.
    pub game: GameId,
    /// Who plays and the timer.
    #[serde(default)]
    pub setup: Setup,
    /// Start position text, when it is not the game's standard start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// Plies played, in notation.
    pub plies: Vec<String>,
    /// Undone plies that can be redone, next one last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<String>,
    /// When the game was saved, in milliseconds since the Unix epoch (given by the app).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_at_ms: Option<u64>,
}

/// A loaded and validated save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game record, replayed and valid.
    pub record: GameRecord,
    /// The setup.
    pub setup: Setup,
    /// When it was saved (ms since the Unix epoch), if recorded.
    pub saved_at_ms: Option<u64>,
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Not JSON, truncated, or fields of the wrong type.
    #[error("the save is damaged: {0}")]
    Json(String),
    /// JSON, but not a Folk Chess save.
    #[error("not a Folk Chess save (format is `{0}`)")]
    NotASave(String),
    /// Written by a newer (or unknown) version.
    #[error("save format version {0} is not supported (this app reads up to {SAVE_VERSION})")]
    UnsupportedVersion(u32),
    /// The setup is out of range.
    #[error("the save's setup is invalid: {0}")]
    Setup(#[from] SetupError),
    /// The start position is malformed.
    #[error("the save's start position is invalid: {0}")]
    Start(#[from] PositionError),
    /// A ply is malformed or illegal.
    #[error("the save's moves are invalid: {0}")]
    Replay(#[from] ReplayError),
    /// A redo ply is malformed or illegal.
    #[error("the save's redo moves are invalid: {0}")]
    Redo(ReplayError),
}

impl SaveFile {
    /// The save document of a record and its setup.
    pub fn from_record(record: &GameRecord, setup: &Setup) -> SaveFile {
        let board = record.start().board();
        let start = *record.start();
        SaveFile {
            format: SAVE_FORMAT.to_string(),
            version: SAVE_VERSION,
            game: record.game(),
            setup: *setup,
            start: (start != Position::start(record.game())).then(|| start.to_text()),
            plies: record
                .plies()
                .into_iter()
                .map(|p| board.ply_text(p))
                .collect(),
            redo: record
                .redo_stack()
                .iter()
                .map(|&p| board.ply_text(p))
                .collect(),
            saved_at_ms: None,
        }
    }

    /// Validates by replay.
    pub fn into_game(self) -> Result<SavedGame, SaveError> {
        if self.format != SAVE_FORMAT {
            return Err(SaveError::NotASave(self.format));
        }
        if self.version != SAVE_VERSION {
            return Err(SaveError::UnsupportedVersion(self.version));
        }
        self.setup.validate()?;
        let start = match &self.start {
            Some(text) => Position::from_text(self.game, text)?,
            None => Position::start(self.game),
        };
        let mut record = GameRecord::replay_text(start, &self.plies)?;
        // Redo plies are stored next-one-last; check them by replaying them forward
        // on a copy, then undo so they sit on the redo stack.
        let forward: Vec<&String> = self.redo.iter().rev().collect();
        let mut probe = record.clone();
        let board = start.board();
        for (i, text) in forward.iter().enumerate() {
            let number = self.plies.len() + i + 1;
            let ply: Ply = board.parse_ply(text).map_err(|error| {
                SaveError::Redo(ReplayError::Notation {
                    number,
                    text: text.to_string(),
                    error,
                })
            })?;
            probe.play(ply).map_err(|error| {
                SaveError::Redo(ReplayError::Illegal {
                    number,
                    text: text.to_string(),
                    error,
                })
            })?;
        }
        for _ in 0..forward.len() {
            probe.undo();
        }
        if !forward.is_empty() {
            record = probe;
        }
        Ok(SavedGame {
            record,
            setup: self.setup,
            saved_at_ms: self.saved_at_ms,
        })
    }
}

/// Writes a record and setup as save JSON (pretty-printed).
pub fn save_to_json(record: &GameRecord, setup: &Setup) -> String {
    serde_json::to_string_pretty(&SaveFile::from_record(record, setup))
        .expect("a save always serializes")
}

/// Writes a record and setup as save JSON with the time it was saved.
pub fn save_to_json_at(record: &GameRecord, setup: &Setup, saved_at_ms: u64) -> String {
    let mut file = SaveFile::from_record(record, setup);
    file.saved_at_ms = Some(saved_at_ms);
    serde_json::to_string_pretty(&file).expect("a save always serializes")
}

/// Reads save JSON and validates it by replay.
pub fn load_from_json(json: &str) -> Result<SavedGame, SaveError> {
    let file: SaveFile = serde_json::from_str(json).map_err(|e| SaveError::Json(e.to_string()))?;
    file.into_game()
}
