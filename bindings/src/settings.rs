//! App settings: the core's `Settings` (`AppSettings` for the apps), read from and written to
//! JSON by the core (unknown fields ignored, missing ones defaulted, bad values are a
//! [`FolkChessError::Settings`] naming the field), and the settings file, written by
//! the core through the same atomic, serialised path as the saves.

use crate::error::{guard, FfiResult, FolkChessError};
use folkchess_core::files::settings::Settings;

// The settings' two choices of a kind are the core's own enums (component `folkchess_core`),
// named for the apps in core/uniffi.toml.
pub use folkchess_core::files::settings::{
    LanguagePref as LanguageSetting, ThemePref as ThemeSetting,
};
use folkchess_core::files::store::SettingsFile as CoreSettingsFile;
use folkchess_core::rules::setup::TURN_TIME_CHOICES;
use std::sync::Arc;

/// Every setting the apps persist: the core's `Settings`, `AppSettings` for the apps
/// (core/uniffi.toml).
pub use folkchess_core::files::settings::Settings as AppSettings;

/// The settings as they came in, checked: an out-of-range value (a turn time that is not one
/// of [`turn_time_choices`]) is a [`FolkChessError::Settings`] error naming the field.
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
/// [`FolkChessError::Settings`] error naming the field.
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

/// The app's settings file (for example `settings.json` in the app's private files,
/// outside the save store's directory). The core reads and checks it, and writes it like
/// a save: its own temporary file, flush, rename, one writer at a time in the process, so
/// the file always holds one complete version. Safe from any thread.
#[derive(Debug, uniffi::Object)]
pub struct SettingsFile {
    file: CoreSettingsFile,
}

#[uniffi::export]
impl SettingsFile {
    /// The settings file at `path` (its directory is created on the first save).
    /// Errors: `InvalidInput` for an empty path, one containing a NUL character, or one
    /// that does not end in a file name.
    #[uniffi::constructor]
    pub fn new(path: String) -> FfiResult<Arc<Self>> {
        guard(|| {
            if path.trim().is_empty() {
                return Err(FolkChessError::invalid("the settings file path is empty"));
            }
            if path.contains('\0') {
                return Err(FolkChessError::invalid(
                    "the settings file path contains a NUL character",
                ));
            }
            let file = CoreSettingsFile::new(&path);
            let names_a_file = file.path().file_name().is_some_and(|_| {
                !path.ends_with('/') && !path.ends_with(std::path::MAIN_SEPARATOR)
            });
            if !names_a_file {
                return Err(FolkChessError::invalid(format!(
                    "the settings file path `{}` does not end in a file name",
                    path.escape_debug()
                )));
            }
            Ok(Arc::new(SettingsFile { file }))
        })
    }

    /// The file's path.
    pub fn path(&self) -> String {
        self.file.path().display().to_string()
    }

    /// The stored settings; the defaults when the file does not exist yet. Errors:
    /// `Settings` when the file is damaged or holds a bad value (the text names the
    /// field; the app shows it and goes on with the defaults), `Storage` when the file
    /// cannot be read.
    pub fn load(&self) -> FfiResult<AppSettings> {
        guard(|| Ok(self.file.load()?))
    }

    /// Checks and writes the settings. Errors: `Settings` for an out-of-range value (the
    /// file stays as it was), `Storage` when it cannot be written.
    pub fn save(&self, settings: AppSettings) -> FfiResult<()> {
        guard(|| Ok(self.file.save(&checked(settings)?)?))
    }
}
