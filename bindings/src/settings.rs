//! App settings: the core's `Settings` (`AppSettings` for the apps), read from and written to
//! JSON by the core (unknown fields ignored, missing ones defaulted, bad values are a
//! [`crate::FolkChessError::Settings`] naming the field). The settings file is `AppCore`'s
//! (`read-settings` / `write-settings` disk jobs).

use crate::error::{guard, FfiResult};
use folkchess_core::files::settings::Settings;

// The settings' two choices of a kind are the core's own enums (component `folkchess_core`),
// named for the apps in core/uniffi.toml.
pub use folkchess_core::files::settings::{
    LanguagePref as LanguageSetting, ThemePref as ThemeSetting,
};
use folkchess_core::rules::setup::TURN_TIME_CHOICES;

/// Every setting the apps persist: the core's `Settings`, `AppSettings` for the apps
/// (core/uniffi.toml).
pub use folkchess_core::files::settings::Settings as AppSettings;

/// The settings as they came in, checked: an out-of-range value (a turn time that is not one
/// of [`turn_time_choices`]) is a [`crate::FolkChessError::Settings`] error naming the field.
pub(crate) fn checked(settings: AppSettings) -> FfiResult<Settings> {
    settings.validate()?;
    Ok(settings)
}

/// The settings of a fresh install.
#[uniffi::export]
pub fn default_settings() -> FfiResult<AppSettings> {
    guard(|| Ok(Settings::default()))
}

/// Reads settings JSON: unknown fields are ignored and missing ones take their defaults
/// (so an older or newer app can read it); malformed JSON or a bad value is a
/// [`crate::FolkChessError::Settings`] error naming the field.
#[uniffi::export]
pub fn settings_from_json(json: String) -> FfiResult<AppSettings> {
    guard(|| Ok(Settings::from_json(&json)?))
}

/// Writes settings JSON (every field). Refuses values out of range (a turn time that
/// is not one of [`turn_time_choices`]).
#[uniffi::export]
pub fn settings_to_json(settings: AppSettings) -> FfiResult<String> {
    guard(|| Ok(checked(settings)?.to_json()))
}

/// Checks settings without writing them.
#[uniffi::export]
pub fn validate_settings(settings: AppSettings) -> FfiResult<()> {
    guard(|| checked(settings).map(|_| ()))
}

/// The turn times the settings offer, in seconds; none means off.
#[uniffi::export]
pub fn turn_time_choices() -> Vec<Option<i32>> {
    TURN_TIME_CHOICES
        .iter()
        .map(|c| c.map(|s| s as i32))
        .collect()
}
