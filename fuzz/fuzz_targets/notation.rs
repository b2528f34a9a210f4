//! Move notation on each of the four boards: point names (`parse_point`), moves
//! (`parse_move`, `from-to` with optional display-only captures `x p q`), plies
//! (`parse_ply`, a move or `pass`) and a game's plies, one per line, replayed from the
//! start (`GameRecord::replay_text`).
//!
//! Contracts: no panic; an accepted point name is the board's name of that point; an
//! accepted move's first word is its notation, which parses back to it; an accepted ply
//! is `pass` exactly when the text is `pass`, and prints back to itself; an accepted
//! game passes the shared record checks (replay of its own notation, undo and redo).
#![no_main]

use folkchess_core::{Board, GameId, GameRecord, Ply};
use folkchess_fuzz::{check_record, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    for game in GameId::ALL {
        let board = Board::of(game);
        if let Ok(p) = board.parse_point(&input) {
            assert_eq!(board.name(p), input, "point name");
        }
        match board.parse_move(&input) {
            Ok(m) => {
                let printed = board.move_text(m);
                assert_eq!(input.split_whitespace().next(), Some(printed.as_str()));
                assert_eq!(board.parse_move(&printed), Ok(m));
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
        match board.parse_ply(&input) {
            Ok(ply) => {
                assert_eq!(ply == Ply::Pass, input.trim() == "pass", "`{input}`");
                if let Ply::Move(m) = ply {
                    assert_eq!(board.parse_move(&input), Ok(m));
                }
                assert_eq!(board.parse_ply(&board.ply_text(ply)), Ok(ply));
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
        let lines: Vec<&str> = input.lines().collect();
        match GameRecord::replay_text(folkchess_core::Position::start(game), &lines) {
            Ok(record) => {
                assert_eq!(record.ply_count(), lines.len());
                check_record(&record);
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
});
