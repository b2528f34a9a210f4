//! Settings JSON (`Settings::from_json`): no panic; accepted settings are valid, and
//! writing them gives JSON that reads back to the same settings; a rejected text gets an
//! error, and a field error names one of the settings' fields.
#![no_main]

use folkchess_core::files::settings::SettingsError;
use folkchess_core::Settings;
use folkchess_fuzz::text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    match Settings::from_json(&input) {
        Ok(settings) => {
            assert!(settings.validate().is_ok());
            let written = settings.to_json();
            assert_eq!(Settings::from_json(&written), Ok(settings), "{written}");
        }
        Err(SettingsError::Field { field, problem }) => {
            assert!(Settings::FIELDS.contains(&field), "unknown field `{field}`");
            assert!(!problem.is_empty());
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
