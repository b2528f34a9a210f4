//! Checks shared by the fuzz targets in `fuzz_targets/`: what must hold of every
//! position, move and game record that the core accepted from outside text.
//!
//! A failed check panics, and libFuzzer reports the panic as a crash with the input
//! that caused it (docs/fuzzing.md).

use folkchess_core::{ai, GameRecord, GameStatus, Ply, Position};
use std::borrow::Cow;

/// The fuzzer's bytes as the programs read outside text: invalid UTF-8 becomes U+FFFD,
/// as in the engine's line reader (Kotlin and Swift strings are always valid UTF-8).
pub fn text(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// Checks a position the core accepted (parsed, loaded or reached by play): its
/// incremental key equals the key from scratch; legal-move generation, counting and
/// checking agree; every legal move's notation parses back to it, and playing it gives a
/// position with a consistent key whose position text reads back; a pass does too; a
/// small game's position has an exact verdict, and so has each of its moves.
pub fn check_position(pos: &Position) {
    assert_eq!(pos.key(), pos.key_from_scratch(), "key of {pos}");
    let board = pos.board();
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), pos.count_legal_moves(), "move count of {pos}");
    assert_eq!(
        !moves.is_empty(),
        pos.has_legal_move(),
        "has_legal_move of {pos}"
    );
    if pos.is_decided() {
        assert!(moves.is_empty(), "a decided position has no moves: {pos}");
    }
    for &m in moves.iter() {
        assert!(pos.is_legal(m), "generated move not legal in {pos}");
        let text = board.move_text(m);
        assert_eq!(board.parse_move(&text), Ok(m), "notation `{text}`");
        let (after, _) = pos.play_with_effects(m);
        assert_eq!(
            after.key(),
            after.key_from_scratch(),
            "key after {text} in {pos}"
        );
        assert_ne!(after.side_to_move(), pos.side_to_move(), "{text} in {pos}");
        check_text_reads_back(&after, &format!("{text} in {pos}"));
    }
    let passed = pos.pass();
    assert_eq!(
        passed.key(),
        passed.key_from_scratch(),
        "key after a pass in {pos}"
    );
    check_text_reads_back(&passed, &format!("a pass in {pos}"));
    if pos.game().is_small() {
        assert!(ai::verdict(pos).is_some(), "no verdict for {pos}");
        let verdicts = ai::move_verdicts(pos).expect("verdicts of the moves");
        assert_eq!(verdicts.len(), moves.len(), "one verdict per move in {pos}");
    }
}

/// Checks that the position text of a position reached by the rules reads back to a
/// position that prints the same (`how` says how the position was reached).
pub fn check_text_reads_back(pos: &Position, how: &str) {
    let printed = pos.to_text();
    let back = Position::from_text(pos.game(), &printed)
        .unwrap_or_else(|e| panic!("the text `{printed}` after {how} does not read back: {e}"));
    assert_eq!(back.to_text(), printed, "after {how}");
}

/// Checks a game record the core accepted: replaying its plies' notation from its
/// start gives the same record; undoing every ply and redoing them all gives it back;
/// the display history starts with each ply's notation; the current position passes
/// [`check_position`] when the game goes on.
pub fn check_record(record: &GameRecord) {
    let board = record.start().board();
    let plies = record.plies();
    let texts: Vec<String> = plies.iter().map(|&p| board.ply_text(p)).collect();
    let replayed = GameRecord::replay_text(*record.start(), &texts)
        .unwrap_or_else(|e| panic!("the record's own plies {texts:?} do not replay: {e}"));
    assert_eq!(replayed.plies(), plies);
    assert_eq!(replayed.current(), record.current());
    assert_eq!(replayed.status(), record.status());
    for (history, text) in record.history_text().iter().zip(&texts) {
        assert!(
            history.starts_with(text.as_str()),
            "history `{history}` for ply `{text}`"
        );
    }
    let mut there_and_back = record.clone();
    let mut undone = 0;
    while there_and_back.undo().is_some() {
        undone += 1;
    }
    assert_eq!(undone, plies.len());
    assert_eq!(there_and_back.current(), record.start());
    for _ in 0..undone {
        there_and_back.redo().expect("an undone ply to redo");
    }
    assert_eq!(there_and_back.plies(), plies);
    assert_eq!(there_and_back.current(), record.current());
    assert_eq!(there_and_back.status(), record.status());
    match record.status() {
        GameStatus::Ongoing => check_position(record.current()),
        GameStatus::Ended(_) => {
            let any = record
                .current()
                .legal_moves()
                .first()
                .copied()
                .map_or(Ply::Pass, Ply::Move);
            assert!(
                record.check(any).is_err(),
                "a ply after the end was accepted"
            );
        }
    }
}
