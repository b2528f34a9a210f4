//! Position text (RULES.md "Position text"), as `Position::from_text` reads it for each
//! of the four games: no panic; an accepted text prints back to a text that parses to the
//! same position and prints the same (the printed form is canonical); the position
//! passes the shared position checks; a rejected text gets an error that says something.
#![no_main]

use folkchess_core::{GameId, Position};
use folkchess_fuzz::{check_position, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    for game in GameId::ALL {
        match Position::from_text(game, &input) {
            Ok(pos) => {
                assert_eq!(pos.game(), game);
                let printed = pos.to_text();
                let again = Position::from_text(game, &printed)
                    .unwrap_or_else(|e| panic!("printed text `{printed}` does not parse: {e}"));
                assert_eq!(again, pos, "`{input}` → `{printed}`");
                assert_eq!(again.to_text(), printed);
                check_position(&pos);
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
});
