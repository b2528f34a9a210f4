//! The versioned JSON save format. A save stores the game id, the setup, the start
//! position (when not the standard one), the plies and the undone plies, and (since
//! version 2) the session's seed, so loading re-validates the whole game by replay and
//! a game against the computer continues exactly as it would have.
//!
//! Version history: 1 had no seed; 2 adds `seed`, and later the optional `end` (how the
//! players ended the game themselves: a resignation or an agreed draw), which older saves
//! lack. Both versions load; every save is written as version 2.

use crate::rules::game::{GameId, Side};
use crate::rules::notation::Ply;
use crate::rules::position::{Position, PositionError};
use crate::rules::record::{GameRecord, ReplayError};
use crate::rules::setup::{Setup, SetupError};
use serde::{Deserialize, Deserializer, Serialize};

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "folkchess-save";

/// The current save format version (the one written).
pub const SAVE_VERSION: u32 = 2;

/// The oldest save format version that still loads.
pub const OLDEST_SAVE_VERSION: u32 = 1;

/// The JSON document of a save (version 2; version 1 is the same without `seed`).
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
    /// The session's seed, from which the computer's per-move seeds derive (version 2;
    /// absent in version 1 and in saves of a bare record).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "seed_field"
    )]
    pub seed: Option<u64>,
    /// When the game was saved, in milliseconds since the Unix epoch (given by the app).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_at_ms: Option<u64>,
    /// How the players ended the game themselves after its last ply, if they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<SavedEnd>,
}

/// How the players ended a saved game themselves (the `end` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum SavedEnd {
    /// A player resigned.
    Resignation {
        /// The side that resigned.
        resigned: Side,
    },
    /// The players agreed to a draw.
    DrawAgreed,
}

/// Reads the `seed` field, naming it when it is not a whole number in range.
fn seed_field<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    match Option::<serde_json::Value>::deserialize(d)? {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(v) => v.as_u64().map(Some).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "`seed` must be a whole number from 0 to {}, got {v}",
                u64::MAX
            ))
        }),
    }
}

/// A loaded and validated save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game record, replayed and valid.
    pub record: GameRecord,
    /// The setup.
    pub setup: Setup,
    /// The session's seed, if the save kept one (version 2 saves of a session).
    pub seed: Option<u64>,
    /// When it was saved (ms since the Unix epoch), if recorded.
    pub saved_at_ms: Option<u64>,
}

impl SavedGame {
    /// A save of a bare record and setup (no seed, no time).
    pub fn of_record(record: GameRecord, setup: Setup) -> SavedGame {
        SavedGame {
            record,
            setup,
            seed: None,
            saved_at_ms: None,
        }
    }

    /// The save document of this game.
    pub fn to_file(&self) -> SaveFile {
        let mut file = SaveFile::from_record(&self.record, &self.setup);
        file.seed = self.seed;
        file.saved_at_ms = self.saved_at_ms;
        file
    }

    /// The save JSON of this game (pretty-printed); [`load_from_json`] reads it back
    /// as an equal [`SavedGame`].
    pub fn to_json(&self) -> String {
        self.to_file().to_json()
    }
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
    #[error("save format version {0} is not supported (this app reads versions {OLDEST_SAVE_VERSION} to {SAVE_VERSION})")]
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
    /// The save says the players ended the game, but its moves had already ended it or
    /// it keeps moves to redo.
    #[error("the save's end is invalid: {0}")]
    End(String),
    /// Larger than any save ([`crate::files::limits::MAX_GAME_BYTES`]); not read.
    #[error(transparent)]
    TooLarge(#[from] crate::files::limits::TooLarge),
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
            seed: None,
            saved_at_ms: None,
            end: record.agreed_ending().map(|o| match (o.reason, o.winner) {
                (crate::rules::outcome::EndReason::Resignation, Some(winner)) => {
                    SavedEnd::Resignation {
                        resigned: winner.opponent(),
                    }
                }
                _ => SavedEnd::DrawAgreed,
            }),
        }
    }

    /// The document as pretty-printed JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save always serializes")
    }

    /// Validates by replay.
    pub fn into_game(self) -> Result<SavedGame, SaveError> {
        if self.format != SAVE_FORMAT {
            return Err(SaveError::NotASave(self.format));
        }
        if !(OLDEST_SAVE_VERSION..=SAVE_VERSION).contains(&self.version) {
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
        if let Some(end) = self.end {
            if record.can_redo() {
                return Err(SaveError::End(
                    "a game the players ended keeps no moves to redo".into(),
                ));
            }
            let agreed = match end {
                SavedEnd::Resignation { resigned } => record.resign(resigned),
                SavedEnd::DrawAgreed => record.agree_draw(),
            };
            agreed.map_err(|_| {
                SaveError::End(format!(
                    "it says the players ended the game, but its {} moves had already ended it",
                    self.plies.len()
                ))
            })?;
        }
        Ok(SavedGame {
            record,
            setup: self.setup,
            seed: self.seed,
            saved_at_ms: self.saved_at_ms,
        })
    }
}

/// Writes a record and setup as save JSON (pretty-printed, without a seed). To keep a
/// session's seed, save [`crate::Session::to_saved`] with [`SavedGame::to_json`].
pub fn save_to_json(record: &GameRecord, setup: &Setup) -> String {
    SaveFile::from_record(record, setup).to_json()
}

/// Reads save JSON and validates it by replay.
pub fn load_from_json(json: &str) -> Result<SavedGame, SaveError> {
    crate::files::limits::check_text(json, crate::files::limits::MAX_GAME_BYTES)?;
    let file: SaveFile = serde_json::from_str(json).map_err(|e| SaveError::Json(e.to_string()))?;
    file.into_game()
}
