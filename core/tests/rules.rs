//! One test per rule sentence of RULES.md and of the seeds. Each test quotes or
//! names the sentence it checks.

use folkchess_core::*;

fn at(game: GameId, text: &str) -> Position {
    Position::from_text(game, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Builds a position from point names: `first`, `second` (huishi: generals marked
/// with a leading `G`), an optional shared piece.
fn place(game: GameId, first: &str, second: &str, shared: Option<&str>, to_move: Side) -> Position {
    let b = Board::of(game);
    let mut pieces = Vec::new();
    for (side, list) in [(Side::First, first), (Side::Second, second)] {
        for name in list.split_whitespace() {
            let (general, name) = match name.strip_prefix('G') {
                Some(n) => (true, n),
                None => (false, name),
            };
            let p = b.find(name).unwrap_or_else(|| panic!("no point {name}"));
            pieces.push((
                p,
                if general {
                    Piece::General(side)
                } else {
                    Piece::Man(side)
                },
            ));
        }
    }
    if let Some(s) = shared {
        pieces.push((b.find(s).unwrap(), Piece::Shared));
    }
    Position::from_pieces(game, &pieces, to_move, false, 0).unwrap()
}

fn mv(pos: &Position, text: &str) -> Move {
    pos.board().parse_move(text).unwrap()
}

fn legal(pos: &Position) -> Vec<String> {
    pos.legal_moves()
        .iter()
        .map(|&m| pos.board().move_text(m))
        .collect()
}

fn play(pos: &Position, text: &str) -> (Position, MoveEffects) {
    let m = mv(pos, text);
    pos.check_move(m)
        .unwrap_or_else(|e| panic!("{text} illegal in {pos}: {e}"));
    pos.play_with_effects(m)
}

fn names(pos: &Position, bits: Bits) -> Vec<String> {
    bits.map(|p| pos.board().name(p).to_string()).collect()
}

// ---------------------------------------------------------------- common rules

#[test]
fn no_legal_move_loses() {
    // "A player who has no legal move when their turn begins loses at once."
    let j = place(GameId::Jinmen, "a5 c7 b6", "a7 b7", None, Side::Second);
    assert!(legal(&j).is_empty());
    assert_eq!(
        j.outcome(),
        Some(Outcome::win(Side::First, EndReason::NoLegalMove))
    );
    let rec = GameRecord::new(j);
    assert_eq!(
        rec.status(),
        GameStatus::Ended(Outcome::win(Side::First, EndReason::NoLegalMove))
    );
}

#[test]
fn only_locked_shared_piece_moves_means_no_legal_move() {
    // "A player whose only possible moves are shared-piece moves while it is locked
    // has no legal move and loses."
    let locked = at(GameId::Weiming, "./xxx/XX/*.X S +");
    assert!(legal(&locked).is_empty());
    assert_eq!(
        locked.outcome(),
        Some(Outcome::win(Side::First, EndReason::NoLegalMove))
    );
    let free = at(GameId::Weiming, "./xxx/XX/*.X S");
    assert_eq!(legal(&free), vec!["bl-bm"]);
    assert_eq!(free.outcome(), None);
}

#[test]
fn pass_switches_side_and_is_a_ply() {
    // "When it runs out the turn passes to the other side: a pass ply is recorded."
    let mut rec = GameRecord::new_game(GameId::Jinmen);
    rec.play(Ply::Pass).unwrap();
    assert_eq!(rec.current().side_to_move(), Side::Second);
    assert_eq!(rec.plies(), vec![Ply::Pass]);
    assert_eq!(rec.current().plies_since_capture(), 1);
    assert_eq!(rec.history_text(), vec!["pass"]);
}

#[test]
fn threefold_repetition_is_a_draw() {
    // "When the same position (all pieces, side to move, and the shared-piece lock)
    // occurs for the third time, the game ends in a draw."
    let mut rec = GameRecord::new_game(GameId::Weiming);
    let board = Board::of(GameId::Weiming);
    let cycle = ["bm-m", "tm-x", "m-bm", "x-tm"];
    for (i, t) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(rec.status(), GameStatus::Ongoing, "before ply {i}");
        rec.play(Ply::Move(board.parse_move(t).unwrap())).unwrap();
    }
    assert_eq!(rec.repetitions(), 3);
    assert_eq!(
        rec.status(),
        GameStatus::Ended(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(matches!(
        rec.play(Ply::Move(board.parse_move("bm-m").unwrap())),
        Err(PlayError::GameOver(_))
    ));
    // "an undone ply is erased from the record (it does not count for repetition)"
    rec.undo();
    assert_eq!(rec.status(), GameStatus::Ongoing);
    rec.redo();
    assert!(rec.status().is_over());
}

#[test]
fn lock_is_part_of_the_repeated_position() {
    // Same pieces and side but a different lock is a different position.
    let a = at(GameId::Weiming, "./xxx/*./XXX S +");
    let b = at(GameId::Weiming, "./xxx/*./XXX S");
    assert!(!a.same_for_repetition(&b));
    assert_ne!(a.key(), b.key());
}

#[test]
fn jinmen_100_plies_without_capture_is_a_draw() {
    // "Jinmen only: 100 plies in a row without a capture is a draw."
    let p = at(GameId::Jinmen, "xxxxx/xxx/...../.../...../XXX/XXXXX F h99");
    let (after, _) = play(&p, "b2-b3");
    assert_eq!(after.plies_since_capture(), 100);
    assert_eq!(
        after.outcome(),
        Some(Outcome::draw(EndReason::NoCaptureLimit))
    );
    let rec = GameRecord::new(p);
    let mut rec2 = rec.clone();
    rec2.play(Ply::Pass).unwrap();
    assert_eq!(
        rec2.status(),
        GameStatus::Ended(Outcome::draw(EndReason::NoCaptureLimit))
    );
    // A capture resets the count.
    let c = place(GameId::Jinmen, "a3 b2", "c3 a7 e7", None, Side::First);
    let c = Position::from_text(GameId::Jinmen, &format!("{} h99", c.to_text())).unwrap();
    let (after, e) = play(&c, "b2-b3");
    assert_eq!(names(&after, e.captured), vec!["c3"]);
    assert_eq!(after.plies_since_capture(), 0);
    assert_eq!(after.outcome(), None);
}

// ---------------------------------------------------------------- shared piece lock

#[test]
fn shared_piece_locked_after_it_moved() {
    // "Either player may move the shared piece on their turn, unless the previous ply
    // moved it. So after A moves the shared piece, B may not move it on B's next turn"
    let p = Position::start(GameId::Weiming);
    let (p, _) = play(&p, "s-x");
    assert!(p.shared_locked());
    assert_eq!(p.to_text(), "./xxx/*./XXX S +");
    let shared = p.shared_piece().unwrap();
    assert!(legal(&p).iter().all(|m| !m.starts_with("x-")));
    assert_eq!(
        p.check_move(Move::new(shared, p.board().find("s").unwrap())),
        Err(IllegalMove::SharedPieceLocked)
    );
    // "once B has moved one of B's own pieces ... the shared piece is free again — for A as well."
    let (p, _) = play(&p, "tm-m");
    assert!(!p.shared_locked());
    assert_eq!(legal(&p), vec!["x-s", "x-tm"]);
}

#[test]
fn pass_clears_the_lock() {
    // "(or B's turn passed on time), the shared piece is free again"
    let p = at(GameId::Weiming, "./xxx/*./XXX S +");
    let after = p.pass();
    assert!(!after.shared_locked());
    assert_eq!(after.side_to_move(), Side::First);
    assert_eq!(after.key(), after.key_from_scratch());
    assert!(legal(&after).iter().any(|m| m.starts_with("x-")));
}

#[test]
fn shared_piece_free_for_the_player_who_moved_it_after_opponent_moves() {
    let p = at(GameId::Zhongkui, ".Xx./Xx/X*x F");
    let (p, _) = play(&p, "bc-tl");
    assert!(p.shared_locked());
    // Second may not move it now.
    assert!(legal(&p).iter().all(|m| !m.starts_with("tl-")));
    let (p, _) = play(&p, "mr-bc");
    assert!(!p.shared_locked());
}

// ---------------------------------------------------------------- weiming

#[test]
fn weiming_moves_are_single_steps_to_adjacent_empty_points() {
    // "move one of your own pieces, or the shared piece (unless locked), one step along
    // a line to an adjacent empty point. No jumps, no captures."
    let p = Position::start(GameId::Weiming);
    assert_eq!(legal(&p), vec!["s-x", "bl-x", "bm-x", "bm-m"]);
    // bl over bm to br would be a jump along bl-bm-br: never allowed.
    let q = at(GameId::Weiming, "*/xxx/X./XX. F");
    assert_eq!(q.check_move(mv(&q, "bl-br")), Err(IllegalMove::CannotJump));
    let (after, e) = play(&p, "bm-m");
    assert!(e.captured.is_empty());
    assert_eq!(after.occupied().count(), 7);
}

#[test]
fn weiming_start_and_shared_home() {
    // "Start: First on bl bm br; Second on tl tm tr; shared piece on s; x and m empty."
    let p = Position::start(GameId::Weiming);
    assert_eq!(names(&p, p.pieces(Side::First)), vec!["bl", "bm", "br"]);
    assert_eq!(names(&p, p.pieces(Side::Second)), vec!["tl", "tm", "tr"]);
    assert_eq!(p.board().name(p.shared_piece().unwrap()), "s");
}

// ---------------------------------------------------------------- zhongkui

#[test]
fn zhongkui_shared_piece_jumps_over_either_side() {
    // "it jumps over an adjacent piece of either side, along a straight line, to the
    // empty point just beyond it on the same line. Nothing is captured."
    let p = at(GameId::Zhongkui, ".Xx./Xx/X*x F");
    let moves = legal(&p);
    assert!(
        moves.contains(&"bc-tl".to_string()),
        "over First's ml: {moves:?}"
    );
    assert!(
        moves.contains(&"bc-tr".to_string()),
        "over Second's mr: {moves:?}"
    );
    let (after, e) = play(&p, "bc-tr");
    assert_eq!(
        e.kind,
        MoveKind::Jump {
            over: p.board().find("mr").unwrap()
        }
    );
    assert!(e.captured.is_empty());
    assert_eq!(after.occupied().count(), 7);
}

#[test]
fn zhongkui_shared_piece_cannot_step() {
    // "Or move the shared piece (unless locked): it never steps"
    let p = at(GameId::Zhongkui, "XXx./Xx/.*x F");
    assert_eq!(
        p.check_move(mv(&p, "bc-bl")),
        Err(IllegalMove::SharedPieceMustJump)
    );
    assert!(!legal(&p).contains(&"bc-bl".to_string()));
}

#[test]
fn zhongkui_own_pieces_never_jump() {
    // "move one of your own pieces one step along a line to an adjacent empty point
    // (own pieces never jump)"
    let p = at(GameId::Zhongkui, "X.x./Xx/X*x F");
    // bl over First's own ml to the empty t1 would be a jump.
    assert_eq!(p.check_move(mv(&p, "bl-t1")), Err(IllegalMove::CannotJump));
    assert_eq!(Position::start(GameId::Zhongkui).count_legal_moves(), 2);
}

#[test]
fn zhongkui_start() {
    // "Start: First on tl ml bl (the left side); Second on tr mr br; shared piece on bc"
    let p = Position::start(GameId::Zhongkui);
    assert_eq!(names(&p, p.pieces(Side::First)), vec!["tl", "ml", "bl"]);
    assert_eq!(names(&p, p.pieces(Side::Second)), vec!["tr", "mr", "br"]);
    assert_eq!(p.board().name(p.shared_piece().unwrap()), "bc");
    assert_eq!(legal(&p), vec!["tl-t1", "ml-t1"]);
}

// ---------------------------------------------------------------- jinmen

#[test]
fn jinmen_two_take_one_forward() {
    // "Two take one. The whole line holds exactly three pieces, on consecutive points of
    // the line: two of the mover's side next to each other and one enemy piece right after them"
    let p = place(GameId::Jinmen, "a3 b2", "c3 a7 e7", None, Side::First);
    let (after, e) = play(&p, "b2-b3");
    assert_eq!(names(&after, e.captured), vec!["c3"]);
    assert_eq!(after.piece_at(after.board().find("c3").unwrap()), None);
    assert_eq!(after.key(), after.key_from_scratch());
}

#[test]
fn jinmen_two_take_one_other_direction() {
    // "(in either direction)"
    let p = place(GameId::Jinmen, "c3 d2", "b3 a7 e7", None, Side::First);
    let (after, e) = play(&p, "d2-d3");
    assert_eq!(names(&after, e.captured), vec!["b3"]);
    assert_eq!(after.board().ply_text(Ply::Move(mv(&p, "d2-d3"))), "d2-d3");
}

#[test]
fn jinmen_three_take_two() {
    // "Three take two. The whole line holds exactly five pieces on consecutive points:
    // three of the mover's side, then two enemy pieces. Both enemy pieces are removed."
    let p = place(GameId::Jinmen, "a5 b5 c4", "d5 e5 a7 e7", None, Side::First);
    let (after, e) = play(&p, "c4-c5");
    assert_eq!(names(&after, e.captured), vec!["d5", "e5"]);
    // The other direction: enemy pair first (e5's line neighbour is d5; come up the e file).
    let q = place(GameId::Jinmen, "c5 d5 e3", "a5 b5 a7 c7", None, Side::First);
    let (after, e) = play(&q, "e3-e5");
    assert_eq!(names(&after, e.captured), vec!["a5", "b5"]);
}

#[test]
fn jinmen_extra_piece_anywhere_on_the_line_prevents_capture() {
    // "The whole line holds exactly three pieces" — a fourth piece anywhere blocks it.
    for extra_first in [true, false] {
        let (f, s) = if extra_first {
            ("a3 b2 e3", "c3 a7 e7")
        } else {
            ("a3 b2", "c3 e3 a7 e7")
        };
        let p = place(GameId::Jinmen, f, s, None, Side::First);
        let (_, e) = play(&p, "b2-b3");
        assert!(
            e.captured.is_empty(),
            "extra piece of {}",
            if extra_first { "mover" } else { "enemy" }
        );
    }
}

#[test]
fn jinmen_gap_prevents_capture() {
    // "on consecutive points of the line"
    let p = place(GameId::Jinmen, "a3 b2", "d3 a7 e7", None, Side::First);
    let (_, e) = play(&p, "b2-b3");
    assert!(e.captured.is_empty());
    // Also a gap between the two own pieces.
    let q = place(GameId::Jinmen, "a3 c2", "d3 a7 e7", None, Side::First);
    let (_, e) = play(&q, "c2-c3");
    assert!(e.captured.is_empty(), "X . X x is not two-take-one");
}

#[test]
fn jinmen_smaller_side_walking_in_captures_nothing() {
    // "A formation that appears because the smaller side moved into it ... captures nothing."
    let p = place(GameId::Jinmen, "a3 b3 e1", "c4 a7 e7", None, Side::Second);
    let (after, e) = play(&p, "c4-c3");
    assert!(e.captured.is_empty());
    assert_eq!(after.pieces(Side::Second).count(), 3);
    assert_eq!(after.pieces(Side::First).count(), 3);
}

#[test]
fn jinmen_moving_a_piece_off_a_line_reveals_nothing() {
    // "or because the larger side moved a piece off the line, captures nothing."
    let p = place(GameId::Jinmen, "a3 b3 d3", "c3 a7 e7", None, Side::First);
    let (after, e) = play(&p, "d3-d4");
    assert!(e.captured.is_empty());
    assert!(after
        .pieces(Side::Second)
        .contains(p.board().find("c3").unwrap()));
}

#[test]
fn jinmen_capture_along_the_line_the_piece_moved_on() {
    // "on each line through the point where the moved piece landed" includes its own line.
    let p = place(GameId::Jinmen, "b3 b5 e1", "b2 a7 e7", None, Side::First);
    let (after, e) = play(&p, "b5-b4");
    assert_eq!(names(&after, e.captured), vec!["b2"]);
}

#[test]
fn jinmen_two_lines_capture_at_once() {
    // "If the landing point completes formations on two lines at once, both capture."
    let p = place(GameId::Jinmen, "b3 c4 c2", "d3 c5 a7 e7", None, Side::First);
    let (after, e) = play(&p, "c2-c3");
    let mut got = names(&after, e.captured);
    got.sort();
    assert_eq!(got, vec!["c5", "d3"]);
    assert_eq!(
        GameRecord::replay(p, &[Ply::Move(mv(&p, "c2-c3"))])
            .unwrap()
            .history_text(),
        vec!["c2-c3 x c5 d3"]
    );
}

#[test]
fn jinmen_a1_a3_adjacent() {
    // "files a and e through ranks 1, 3, 5, 7 (4 points each, so a1–a3 are adjacent)"
    let p = Position::start(GameId::Jinmen);
    let moves = legal(&p);
    assert!(moves.contains(&"a1-a3".to_string()));
    assert!(moves.contains(&"e1-e3".to_string()));
    assert_eq!(moves.len(), 5);
}

#[test]
fn jinmen_reduced_to_one_piece_loses() {
    // "a player reduced to one piece (or none) loses at once"
    let p = place(GameId::Jinmen, "a3 b2", "c3 e7", None, Side::First);
    let (after, _) = play(&p, "b2-b3");
    assert_eq!(after.pieces(Side::Second).count(), 1);
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(Side::First, EndReason::ReducedToOnePiece))
    );
    assert!(legal(&after).is_empty(), "a finished game has no moves");
}

#[test]
fn jinmen_reduced_to_none_loses_and_has_a_position_text() {
    // "a player reduced to one piece (or none) loses at once": three take two can take a
    // side's last two pieces. The position left has a position text, which reads back
    // (found by the fuzz targets: the text of this position was refused).
    let p = at(GameId::Jinmen, "...../.../...../.../XX.xx/.X./..... F h42");
    let (after, e) = play(&p, "c2-c3");
    assert_eq!(names(&after, e.captured), vec!["d3", "e3"]);
    assert_eq!(after.pieces(Side::Second).count(), 0);
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(Side::First, EndReason::ReducedToOnePiece))
    );
    assert!(legal(&after).is_empty(), "a finished game has no moves");
    let text = after.to_text();
    assert_eq!(text, "...../.../...../.../XXX../.../..... S");
    let back = at(GameId::Jinmen, &text);
    assert!(back.same_for_repetition(&after));
    assert_eq!(back.outcome(), after.outcome());
    let mut record = GameRecord::new(p);
    record.play_move(mv(&p, "c2-c3")).unwrap();
    assert_eq!(
        record.status(),
        GameStatus::Ended(Outcome::win(Side::First, EndReason::ReducedToOnePiece))
    );
}

#[test]
fn jinmen_only_mover_captures() {
    // "Only the mover captures": a formation of the enemy next to the mover's piece
    // does not capture the mover.
    let p = place(GameId::Jinmen, "a3 e1", "b3 c4 a7", None, Side::First);
    // First steps e1-e3: rank 3 becomes X x . . X: nothing.
    let (after, e) = play(&p, "e1-e3");
    assert!(e.captured.is_empty());
    assert_eq!(after.pieces(Side::First).count(), 2);
}

// ---------------------------------------------------------------- huishi

#[test]
fn huishi_general_may_not_jump_next_to_partner() {
    // "a general may not jump to a point adjacent to its own other general"
    let p = place(
        GameId::Huishi,
        "Ga1 Gb3 b2 c2 d2",
        "Ga5 Ge5 a2 c4 d4",
        None,
        Side::First,
    );
    assert_eq!(
        p.check_move(mv(&p, "a1-a3")),
        Err(IllegalMove::GeneralJumpNextToPartner)
    );
    assert!(!legal(&p).contains(&"a1-a3".to_string()));
    let q = place(
        GameId::Huishi,
        "Ga2 Gd2 b2 e1 a1",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    assert_eq!(
        q.check_move(mv(&q, "a2-c2")),
        Err(IllegalMove::GeneralJumpNextToPartner)
    );
}

#[test]
fn huishi_well_exception_partner_on_the_well() {
    // "except when that other general stands on the well"
    let p = place(
        GameId::Huishi,
        "Ga2 Gc3 b2 e1 a1",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    let (after, e) = play(&p, "a2-c2");
    assert!(!e.rendezvous, "adjacency that involves the well never wins");
    assert_eq!(after.outcome(), None);
}

#[test]
fn huishi_well_exception_landing_on_the_well() {
    // "or when the landing point is the well"
    let p = place(
        GameId::Huishi,
        "Ga3 Gc2 b3 e1 a1",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    let (after, e) = play(&p, "a3-c3");
    assert_eq!(
        e.kind,
        MoveKind::Jump {
            over: p.board().find("b3").unwrap()
        }
    );
    assert!(!e.rendezvous);
    assert_eq!(after.outcome(), None);
}

#[test]
fn huishi_step_into_adjacency_wins() {
    // "a player wins at once when a general's step (not a jump) leaves their two
    // generals adjacent with neither of them on the well."
    let p = place(
        GameId::Huishi,
        "Ga2 Gc2 e2 e1 a1",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    let (after, e) = play(&p, "a2-b2");
    assert!(e.rendezvous);
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(Side::First, EndReason::Rendezvous))
    );
    assert!(legal(&after).is_empty());
    // Second wins the same way.
    let q = place(
        GameId::Huishi,
        "Ga1 Ge1 b2 c2 d2",
        "Ga4 Gc4 b3 e5 a5",
        None,
        Side::Second,
    );
    let (after, _) = play(&q, "a4-b4");
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(Side::Second, EndReason::Rendezvous))
    );
}

#[test]
fn huishi_adjacency_involving_the_well_does_not_win() {
    // "Adjacency that involves the well never wins." — stepping onto the well…
    let p = place(
        GameId::Huishi,
        "Gb3 Gc2 e2 e1 a1",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    let (after, e) = play(&p, "b3-c3");
    assert!(!e.rendezvous);
    assert_eq!(after.outcome(), None);
    // …or stepping next to a partner that stands on the well.
    let q = place(
        GameId::Huishi,
        "Ga3 Gc3 e2 e1 a1",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    let (after, e) = play(&q, "a3-b3");
    assert!(!e.rendezvous);
    assert_eq!(after.outcome(), None);
}

#[test]
fn huishi_jump_into_adjacency_does_not_win() {
    // "a general's step (not a jump)": the only jumps that end next to the partner are
    // the well exceptions, and they never win; a soldier's move never wins either.
    let p = place(
        GameId::Huishi,
        "Ga3 Gc2 b3 e1 a1",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    let (after, _) = play(&p, "a3-c3");
    assert!(!after.is_rendezvous());
    let q = place(
        GameId::Huishi,
        "Ga2 Gb2 c2 e1 a3",
        "Ga5 Ge5 b4 c4 d4",
        None,
        Side::First,
    );
    // generals already adjacent (set up by hand); a soldier step does not win.
    let (after, e) = play(&q, "c2-c3");
    assert!(!e.rendezvous && after.outcome().is_none());
}

#[test]
fn huishi_soldiers_have_no_restriction() {
    // "Soldiers have no such restriction."
    let p = place(
        GameId::Huishi,
        "Ga4 Gb3 a1 b2 c2",
        "Ga5 Ge5 a2 c4 d4",
        None,
        Side::First,
    );
    // soldier a1 jumps over a2 to a3, next to both own generals: fine.
    let (after, e) = play(&p, "a1-a3");
    assert_eq!(
        e.kind,
        MoveKind::Jump {
            over: p.board().find("a2").unwrap()
        }
    );
    assert_eq!(e.piece, Piece::Man(Side::First));
    assert!(!e.rendezvous);
    let _ = after;
}

#[test]
fn huishi_jumps_over_either_side_no_capture_no_chain() {
    // "one jump over an adjacent piece of either side to the empty point just beyond it
    // on the same line (one jump per move, no chains). Nothing is ever captured; the
    // jumped piece stays."
    let p = Position::start(GameId::Huishi);
    let moves = legal(&p);
    assert!(moves.contains(&"c2-a2".to_string()) && moves.contains(&"c2-e2".to_string()));
    let q = place(
        GameId::Huishi,
        "Ga1 Ge1 b2 c2 c4",
        "Ga5 Ge5 c3 b4 d4",
        None,
        Side::First,
    );
    // c2 jumps over Second's c3? c4 is First's and occupied: no. b2 over c2 to d2: own piece.
    let (after, e) = play(&q, "b2-d2");
    assert!(e.captured.is_empty());
    assert_eq!(after.occupied().count(), 10);
    assert_eq!(after.side_to_move(), Side::Second, "one jump per move");
    let r = place(
        GameId::Huishi,
        "Ga1 Ge1 b2 c2 d2",
        "Ga5 Ge5 c3 b4 d4",
        None,
        Side::First,
    );
    // c2 over Second's c3 lands on c4 (empty): allowed.
    assert!(legal(&r).contains(&"c2-c4".to_string()));
    // No chains: a1-a4 (two jumps' worth) is never one move.
    assert!(matches!(
        r.check_move(mv(&r, "a1-a4")),
        Err(IllegalMove::NotConnected(..))
    ));
}

#[test]
fn huishi_well_is_an_ordinary_point_for_moving_and_jumping() {
    // "The well is an ordinary point for moving and jumping."
    let p = place(
        GameId::Huishi,
        "Ga1 Ge1 b3 c2 d2",
        "Ga5 Ge5 c3 b4 d4",
        None,
        Side::First,
    );
    let moves = legal(&p);
    assert!(moves.contains(&"c2-c4".to_string()) || moves.contains(&"b3-d3".to_string()));
    assert!(
        moves.contains(&"b3-d3".to_string()),
        "jump over the piece on the well"
    );
}

#[test]
fn huishi_start() {
    // "Second (top): generals 师 on a5 e5, soldiers 兵 on b4 c4 d4. First ...: generals on
    // a1 e1, soldiers on b2 c2 d2."
    let p = Position::start(GameId::Huishi);
    let b = p.board();
    let at = |n: &str| p.piece_at(b.find(n).unwrap());
    assert_eq!(at("a5"), Some(Piece::General(Side::Second)));
    assert_eq!(at("c4"), Some(Piece::Man(Side::Second)));
    assert_eq!(at("e1"), Some(Piece::General(Side::First)));
    assert_eq!(at("d2"), Some(Piece::Man(Side::First)));
    assert_eq!(at("c3"), None);
}

// ---------------------------------------------------------------- errors

#[test]
fn illegal_moves_say_why() {
    let p = Position::start(GameId::Jinmen);
    let err = |t: &str| p.check_move(mv(&p, t)).unwrap_err();
    assert_eq!(err("b3-b4"), IllegalMove::EmptyPoint("b3".into()));
    assert_eq!(err("b6-b5"), IllegalMove::OpponentPiece("b6".into()));
    assert_eq!(err("b1-b2"), IllegalMove::TargetOccupied("b2".into()));
    assert_eq!(err("b2-b4"), IllegalMove::CannotJump);
    assert_eq!(
        err("b2-c3"),
        IllegalMove::NotConnected("b2".into(), "c3".into())
    );
    assert_eq!(err("b2-b2"), IllegalMove::SamePoint);
    let mut rec = GameRecord::new(p);
    let e = rec.play(Ply::Move(mv(&p, "b2-c3"))).unwrap_err();
    assert_eq!(
        e.to_string(),
        "illegal move b2-c3: b2 cannot reach c3 in one move along a line"
    );
    assert_eq!(rec.ply_count(), 0);
}

#[test]
fn checked_play_plays_exactly_the_legal_moves() {
    for game in GameId::ALL {
        let mut pos = Position::start(game);
        for _ in 0..4 {
            let n = pos.board().len();
            for from in 0..n {
                for to in 0..n {
                    let m = Move::new(Point(from as u8), Point(to as u8));
                    match pos.check_move(m) {
                        Ok(_) => assert_eq!(pos.play(m), Ok(pos.play_unchecked(m))),
                        Err(why) => assert_eq!(pos.play(m), Err(why)),
                    }
                }
            }
            pos = pos.play_unchecked(pos.legal_moves()[0]);
        }
    }
}
