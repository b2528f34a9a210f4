//! Save JSON (`load_from_json`, the format of `core/src/files/save.rs`): no panic; an accepted
//! save passes the shared record checks and its setup is valid; writing it again gives
//! a save that loads to the same game, and writing that gives the same text (the
//! written form is canonical); a rejected save gets an error that says something.
#![no_main]

use folkchess_core::load_from_json;
use folkchess_fuzz::{check_record, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    match load_from_json(&input) {
        Ok(saved) => {
            assert!(saved.setup.validate().is_ok());
            check_record(&saved.record);
            let written = saved.to_json();
            let again = load_from_json(&written)
                .unwrap_or_else(|e| panic!("a written save does not load: {e}\n{written}"));
            assert_eq!(again, saved, "{written}");
            assert_eq!(again.to_json(), written);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
