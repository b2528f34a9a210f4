//! App settings: a record mirroring the core's `Settings`, read from and written to
//! JSON by the core (unknown fields ignored, missing ones defaulted, bad values are a
//! [`FolkChessError::Settings`] naming the field).

use crate::error::{guard, FfiResult, FolkChessError};
use crate::types::{Level, Side};
use folkchess_core::settings::{LanguagePref, Settings, ThemePref};
use folkchess_core::setup::TURN_TIME_CHOICES;

/// Which language the app shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LanguageSetting {
    /// Follow the phone (Chinese if it is Chinese, English otherwise).
    System,
    /// 中文.
    Zh,
    /// English.
    En,
    /// Both: Chinese with English alongside.
    Both,
}

/// Light or dark colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ThemeSetting {
    /// Follow the phone.
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// Every setting the apps persist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct AppSettings {
    /// Interface and rules language.
    pub language: LanguageSetting,
    /// Light / dark theme.
    pub theme: ThemeSetting,
    /// The computer's level for new games.
    pub default_level: Level,
    /// The side the human plays in new games against the computer.
    pub default_human_side: Side,
    /// Seconds per turn for new games: none (off), 15, 30, 60 or 120.
    pub turn_seconds: Option<i32>,
    /// Sound effects.
    pub sound: bool,
    /// Vibration on moves and captures.
    pub haptics: bool,
    /// Light up the legal targets of a selected piece.
    pub show_legal_moves: bool,
    /// Mark the last move on the board.
    pub show_last_move: bool,
    /// Show verdicts with hints in the small games.
    pub show_verdicts: bool,
    /// In pass-and-play, turn the far player's banner upside down.
    pub rotate_for_opponent: bool,
}

impl From<Settings> for AppSettings {
    fn from(s: Settings) -> Self {
        AppSettings {
            language: match s.language {
                LanguagePref::System => LanguageSetting::System,
                LanguagePref::Zh => LanguageSetting::Zh,
                LanguagePref::En => LanguageSetting::En,
                LanguagePref::Both => LanguageSetting::Both,
            },
            theme: match s.theme {
                ThemePref::System => ThemeSetting::System,
                ThemePref::Light => ThemeSetting::Light,
                ThemePref::Dark => ThemeSetting::Dark,
            },
            default_level: s.default_level.into(),
            default_human_side: s.default_human_side.into(),
            turn_seconds: s.turn_seconds.map(|t| t as i32),
            sound: s.sound,
            haptics: s.haptics,
            show_legal_moves: s.show_legal_moves,
            show_last_move: s.show_last_move,
            show_verdicts: s.show_verdicts,
            rotate_for_opponent: s.rotate_for_opponent,
        }
    }
}

impl TryFrom<AppSettings> for Settings {
    type Error = FolkChessError;
    fn try_from(s: AppSettings) -> FfiResult<Settings> {
        let turn_seconds = match s.turn_seconds {
            None => None,
            Some(t) => Some(u32::try_from(t).map_err(|_| {
                FolkChessError::Settings(format!(
                    "setting `turn_seconds` is invalid: {t} is not one of off (null), 15, 30, 60, 120"
                ))
            })?),
        };
        let core = Settings {
            language: match s.language {
                LanguageSetting::System => LanguagePref::System,
                LanguageSetting::Zh => LanguagePref::Zh,
                LanguageSetting::En => LanguagePref::En,
                LanguageSetting::Both => LanguagePref::Both,
            },
            theme: match s.theme {
                ThemeSetting::System => ThemePref::System,
                ThemeSetting::Light => ThemePref::Light,
                ThemeSetting::Dark => ThemePref::Dark,
            },
            default_level: s.default_level.into(),
            default_human_side: s.default_human_side.into(),
            turn_seconds,
            sound: s.sound,
            haptics: s.haptics,
            show_legal_moves: s.show_legal_moves,
            show_last_move: s.show_last_move,
            show_verdicts: s.show_verdicts,
            rotate_for_opponent: s.rotate_for_opponent,
        };
        core.validate()?;
        Ok(core)
    }
}

/// The settings of a fresh install.
#[uniffi::export]
pub fn default_settings() -> FfiResult<AppSettings> {
    guard(|| Ok(Settings::default().into()))
}

/// Reads settings JSON: unknown fields are ignored and missing ones take their defaults
/// (so an older or newer app can read it); malformed JSON or a bad value is a
/// [`FolkChessError::Settings`] error naming the field.
#[uniffi::export]
pub fn settings_from_json(json: String) -> FfiResult<AppSettings> {
    guard(|| Ok(Settings::from_json(&json)?.into()))
}

/// Writes settings JSON (every field). Refuses values out of range (a turn time that
/// is not off, 15, 30, 60 or 120).
#[uniffi::export]
pub fn settings_to_json(settings: AppSettings) -> FfiResult<String> {
    guard(|| Ok(Settings::try_from(settings)?.to_json()))
}

/// Checks settings without writing them.
#[uniffi::export]
pub fn validate_settings(settings: AppSettings) -> FfiResult<()> {
    guard(|| Settings::try_from(settings).map(|_| ()))
}

/// The turn times the settings offer, in seconds; none means off.
#[uniffi::export]
pub fn turn_time_choices() -> Vec<Option<i32>> {
    TURN_TIME_CHOICES
        .iter()
        .map(|c| c.map(|s| s as i32))
        .collect()
}
