//! "Why not?": every from–to pair of 200 reachable positions per game gets the right reason.
//! The move generator decides legal or not; the reason of a refused move is checked against
//! facts read from the board and the position directly, in the order the rules are judged:
//! `game-over`, `empty`, `not-yours`, `locked`, then the move's shape (`unreachable`) before
//! the target (`occupied`), a jump over nothing (`unreachable`), Rendezvous' `general-jump`.

use folkchess_core::{Board, GameId, GameRecord, Move, Piece, Point, Position};

/// A reachable position: `plies` random legal moves from the start (fewer if the game ends).
fn random_position(game: GameId, seed: u64, plies: usize) -> Position {
    let mut record = GameRecord::new_game(game);
    let mut s = seed;
    for _ in 0..plies {
        if record.status().is_over() {
            break;
        }
        let moves = record.current().legal_moves();
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(s >> 33) as usize % moves.len()];
        record.play_move(m).unwrap();
    }
    *record.current()
}

/// The reason the rules give for `m`, read from the position without the core's move check.
fn expected_reason(pos: &Position, m: Move) -> Option<&'static str> {
    let board = Board::of(pos.game());
    if pos.legal_moves().contains(&m) {
        return None;
    }
    // A decided position (a rendezvous, a Jinmen side down to one piece) takes no move; a
    // side that is merely blocked has each move refused by the rule that forbids it.
    if pos.is_decided() {
        return Some("game-over");
    }
    let Some(piece) = pos.piece_at(m.from) else {
        return Some("empty");
    };
    match piece.side() {
        Some(s) if s != pos.side_to_move() => return Some("not-yours"),
        None if pos.shared_locked() => return Some("locked"),
        _ => {}
    }
    let zhongkui_shared = pos.game() == GameId::Zhongkui && piece == Piece::Shared;
    let can_jump = zhongkui_shared || pos.game() == GameId::Huishi;
    if board.adjacent(m.from, m.to) {
        if zhongkui_shared {
            return Some("unreachable");
        }
        return Some("occupied");
    }
    let Some(over) = board.jump_over(m.from, m.to) else {
        return Some("unreachable");
    };
    if !can_jump {
        return Some("unreachable");
    }
    if pos.piece_at(m.to).is_some() {
        return Some("occupied");
    }
    if pos.piece_at(over).is_none() {
        return Some("unreachable");
    }
    // Only the generals' rule is left: the move has the right shape, a free landing
    // point and something to jump over, and still is not generated.
    assert!(
        matches!(piece, Piece::General(_)),
        "a refused jump that is not a general's: {}",
        board.move_text(m)
    );
    Some("general-jump")
}

#[test]
fn every_refused_move_of_200_positions_per_game_has_the_rules_reason() {
    let mut counted = std::collections::BTreeMap::new();
    for game in GameId::ALL {
        let board = Board::of(game);
        for i in 0..200u64 {
            let pos = random_position(game, i * 7919 + 13, (i % 40) as usize);
            for a in 0..board.len() {
                for b in 0..board.len() {
                    let m = Move::new(Point(a as u8), Point(b as u8));
                    let got = pos.check_move(m).err().map(|e| e.code());
                    let want = expected_reason(&pos, m);
                    assert_eq!(
                        got,
                        want,
                        "{game} {}: {}",
                        pos.to_text(),
                        board.move_text(m)
                    );
                    *counted.entry(got.unwrap_or("legal")).or_insert(0u32) += 1;
                }
            }
        }
    }
    // Every reason occurs (the test would not notice a reason that is never given).
    for code in [
        "legal",
        "game-over",
        "empty",
        "not-yours",
        "locked",
        "unreachable",
        "occupied",
        "general-jump",
    ] {
        assert!(
            counted.contains_key(code),
            "no move was {code}: {counted:?}"
        );
    }
}

#[test]
fn the_shared_piece_locked_is_named_before_the_shape_of_its_move() {
    // Weiming: First moves the shared piece s-x; Second may not move it, not even to a
    // point it could never reach.
    let mut record = GameRecord::new_game(GameId::Weiming);
    let board = Board::of(GameId::Weiming);
    record.play_move(board.parse_move("s-x").unwrap()).unwrap();
    let pos = record.current();
    let far = Move::new(board.find("x").unwrap(), board.find("br").unwrap());
    assert_eq!(pos.check_move(far).unwrap_err().code(), "locked");
}
