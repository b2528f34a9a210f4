//! How a game is set up: who plays whom, and the turn timer.

use crate::rules::game::{Level, Side};
use serde::{Deserialize, Serialize};

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Mode {
    /// A human against the computer.
    VsComputer {
        /// The computer's level.
        level: Level,
        /// The side the human plays.
        human: Side,
    },
    /// Two humans on one device.
    PassAndPlay,
}

/// The default turn time in seconds (RULES.md app rule 2).
pub const DEFAULT_TURN_SECONDS: u32 = 60;

/// The computer's level when the player has not chosen one (new settings, the CLI).
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// Turn times offered by the apps' settings, in seconds (`None` = off).
pub const TURN_TIME_CHOICES: [Option<u32>; 5] = [None, Some(15), Some(30), Some(60), Some(120)];

/// The longest turn time accepted, in seconds (the CLI allows any value up to it).
pub const MAX_TURN_SECONDS: u32 = 3600;

/// A game's setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// Who plays.
    pub mode: Mode,
    /// Seconds per turn, or `None` for no timer.
    pub turn_seconds: Option<u32>,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            mode: Mode::PassAndPlay,
            turn_seconds: Some(DEFAULT_TURN_SECONDS),
        }
    }
}

/// A setup value out of range.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A turn time of 0 or over [`MAX_TURN_SECONDS`].
    #[error("turn time must be 1 to {MAX_TURN_SECONDS} seconds, got {0}")]
    TurnTime(u32),
}

impl Setup {
    /// Checks the values.
    pub fn validate(&self) -> Result<(), SetupError> {
        match self.turn_seconds {
            Some(s) if s == 0 || s > MAX_TURN_SECONDS => Err(SetupError::TurnTime(s)),
            _ => Ok(()),
        }
    }

    /// The computer's side, in a game against the computer.
    pub fn computer_side(&self) -> Option<Side> {
        match self.mode {
            Mode::VsComputer { human, .. } => Some(human.opponent()),
            Mode::PassAndPlay => None,
        }
    }
}
