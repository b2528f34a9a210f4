//! Game review: the small games' values and labels checked against the solver on
//! whole games (random playouts with passes, and hand-made games with a thrown win);
//! the large games' forced wins, determinism and cancellation.

use folkchess_core::ai::review::{
    self, Decided, MoveLabel, ReviewMethod, ReviewOptions, ReviewValue,
};
use folkchess_core::ai::{self, CancelToken, Verdict};
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{GameId, GameRecord, Ply, Position, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn game_of(game: GameId, moves: &str) -> GameRecord {
    let plies: Vec<&str> = moves.split_whitespace().collect();
    GameRecord::replay_text(Position::start(game), &plies).expect("a legal game")
}

fn from_position(game: GameId, start: &str, moves: &str) -> GameRecord {
    let plies: Vec<&str> = moves.split_whitespace().collect();
    let start = Position::from_text(game, start).expect("a valid position");
    GameRecord::replay_text(start, &plies).expect("a legal game")
}

fn full(record: &GameRecord) -> review::Review {
    review::review(record, &CancelToken::new()).expect("not cancelled")
}

/// A random game: random legal moves, and now and then a pass (a turn that ran out).
fn random_game(game: GameId, seed: u64, max_plies: usize) -> GameRecord {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut rec = GameRecord::new_game(game);
    while !rec.status().is_over() && rec.ply_count() < max_plies {
        let ply = if rng.gen_range(0..10) == 0 {
            Ply::Pass
        } else {
            let moves = rec.current().legal_moves();
            Ply::Move(moves[rng.gen_range(0..moves.len())])
        };
        rec.play(ply).expect("legal");
    }
    rec
}

/// The solver's value of a position for its side to move, as a review value.
fn solver_value(pos: &Position) -> ReviewValue {
    ai::verdict(pos).expect("a small-game position").into()
}

/// The label the issue defines, written out case by case. A pass can do better
/// than the best move (a faster win, a slower loss, a better class): that is `best`.
fn issue_label(before: ReviewValue, after: ReviewValue) -> MoveLabel {
    use ReviewValue::{Draw, Loss, Win};
    match (before, after) {
        (Win(n), Win(m)) if m < n => MoveLabel::Best,
        (Win(_), Win(_)) => MoveLabel::Good,
        (Win(_), Draw) => MoveLabel::Mistake,
        (Win(_), Loss(_)) => MoveLabel::Blunder,
        (Draw, Draw) => MoveLabel::Best,
        (Draw, Loss(_)) => MoveLabel::Mistake,
        (Loss(n), Loss(m)) if m + 1 >= n => MoveLabel::Best,
        (Loss(_), Loss(_)) => MoveLabel::Good,
        // Better than the position's value: only a pass (or a repetition) can do that.
        (Draw | Loss(_), Win(_)) | (Loss(_), Draw) => MoveLabel::Best,
        other => panic!("not a small-game value pair: {other:?}"),
    }
}

/// Checks every ply of a small-game review against the solver.
fn check_against_solver(record: &GameRecord) {
    let r = full(record);
    assert_eq!(r.method, ReviewMethod::Exact);
    assert_eq!(r.plies.len(), record.ply_count());
    let n = record.ply_count();
    let mut tally = [[0u32; 5]; 2];
    for (i, p) in r.plies.iter().enumerate() {
        let before = *record.position_after(i).unwrap();
        let after = *record.position_after(i + 1).unwrap();
        assert_eq!(p.number, i + 1);
        assert_eq!(p.before, before);
        assert_eq!(*p.after(), after);
        assert_eq!(p.entry, record.entries()[i]);
        assert_eq!(p.side, before.side_to_move());
        assert_eq!(p.value_before, solver_value(&before), "ply {}", i + 1);
        let ended_here = i + 1 == n && record.status().is_over();
        let expected_after = if ended_here {
            match record.status().outcome().unwrap().winner {
                None => ReviewValue::Draw,
                Some(w) if w == p.side => ReviewValue::Win(0),
                Some(_) => ReviewValue::Loss(0),
            }
        } else {
            solver_value(&after).for_other_side()
        };
        assert_eq!(p.value_after, expected_after, "ply {}", i + 1);
        assert_eq!(
            p.label,
            issue_label(p.value_before, p.value_after),
            "ply {} {:?} → {:?}",
            i + 1,
            p.value_before,
            p.value_after
        );
        // A move never beats the solver's best (only a pass or a repetition can).
        let by_move = matches!(p.entry.ply, Ply::Move(_));
        let repetition_end = ended_here && p.value_after == ReviewValue::Draw;
        if by_move && !repetition_end {
            assert!(p.value_after.rank() <= p.value_before.one_ply_nearer().rank());
        }
        // The best move: named exactly when the played ply is not best, and optimal.
        let verdicts = ai::move_verdicts(&before).unwrap();
        let optimum = verdicts.iter().map(|(_, v)| v.rank()).max().unwrap();
        match p.best {
            None => assert_eq!(p.label, MoveLabel::Best),
            Some(m) => {
                assert_ne!(p.label, MoveLabel::Best);
                let v = verdicts
                    .iter()
                    .find(|(mv, _)| *mv == m)
                    .expect("a legal move")
                    .1;
                assert_eq!(v.rank(), optimum, "ply {}: {m:?} is not optimal", i + 1);
            }
        }
        if i + 1 < n {
            assert_eq!(p.value_after, r.plies[i + 1].value_before.for_other_side());
        }
        tally[p.side.index()][p.label as usize] += 1;
    }
    for side in Side::BOTH {
        for label in MoveLabel::ALL {
            assert_eq!(
                r.summary.count(side, label),
                tally[side.index()][label as usize]
            );
        }
    }
    assert_eq!(r.summary.decided, decided_from_solver(record));
}

/// The deciding ply computed straight from the solver and the result.
fn decided_from_solver(record: &GameRecord) -> Option<Decided> {
    let n = record.ply_count();
    let value_for = |j: usize, side: Side| -> ReviewValue {
        let pos = record.position_after(j).unwrap();
        let v = if j == n && record.status().is_over() {
            match record.status().outcome().unwrap().winner {
                None => ReviewValue::Draw,
                Some(w) if w == pos.side_to_move() => ReviewValue::Win(0),
                Some(_) => ReviewValue::Loss(0),
            }
        } else {
            solver_value(pos)
        };
        if pos.side_to_move() == side {
            v
        } else {
            v.for_other_side()
        }
    };
    let winner = Side::BOTH.into_iter().find(|&s| value_for(n, s).is_win())?;
    let first = (0..=n)
        .rev()
        .take_while(|&j| value_for(j, winner).is_win())
        .last()?;
    Some(Decided { ply: first, winner })
}

#[test]
fn small_games_match_the_solver_on_random_games_with_passes() {
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let mut passes = 0;
        let mut endings = [0usize; 3];
        for seed in 0..300 {
            let record = random_game(game, seed, 80);
            passes += record.plies().iter().filter(|p| **p == Ply::Pass).count();
            match record.status().outcome().map(|o| o.winner) {
                Some(Some(_)) => endings[0] += 1,
                Some(None) => endings[1] += 1,
                None => endings[2] += 1,
            }
            check_against_solver(&record);
        }
        assert!(passes > 100, "{game}: passes are covered ({passes})");
        assert!(endings.iter().all(|&e| e > 0), "{game}: {endings:?}");
    }
}

#[test]
fn a_thrown_win_is_a_blunder() {
    // Zhong Kui: Second's bc-tl (ply 2) gives First a win in 9; First plays it well
    // for one move, then bc-bl (ply 5) turns the win in 7 into a loss in 1, and
    // Second's mr-bc leaves First without a move.
    let record = game_of(GameId::Zhongkui, "tl-t1 bc-tl bl-bc tr-t2 bc-bl mr-bc");
    check_against_solver(&record);
    let r = full(&record);
    let rows: Vec<(String, String, String, &str)> = r
        .plies
        .iter()
        .map(|p| {
            (
                p.notation(),
                p.value_before.short_text(),
                p.value_after.short_text(),
                p.label.id(),
            )
        })
        .collect();
    let expected = [
        ("tl-t1", "D", "D", "best"),
        ("bc-tl", "D", "L9", "mistake"),
        ("bl-bc", "W9", "W8", "best"),
        ("tr-t2", "L8", "L7", "best"),
        ("bc-bl", "W7", "L1", "blunder"),
        ("mr-bc", "W1", "W0", "best"),
    ];
    for (row, want) in rows.iter().zip(expected) {
        assert_eq!(
            (row.0.as_str(), row.1.as_str(), row.2.as_str(), row.3),
            want
        );
    }
    let blunder = &r.plies[4];
    assert_eq!(blunder.side, Side::First);
    let best = blunder.best.expect("a better move is named");
    assert_eq!(
        ai::move_verdicts(&blunder.before)
            .unwrap()
            .into_iter()
            .find(|(m, _)| *m == best)
            .unwrap()
            .1,
        Verdict::Win(7)
    );
    assert_eq!(r.summary.count(Side::First, MoveLabel::Blunder), 1);
    assert_eq!(r.summary.count(Side::First, MoveLabel::Best), 2);
    assert_eq!(r.summary.count(Side::Second, MoveLabel::Mistake), 1);
    assert_eq!(r.summary.count(Side::Second, MoveLabel::Best), 2);
    assert_eq!(
        r.summary.decided,
        Some(Decided {
            ply: 5,
            winner: Side::Second
        })
    );
    assert_eq!(
        r.decided_text(Lang::En),
        "Move 5 decided the game: after First (red) bc-bl, Second (black) had a forced win."
    );
    assert_eq!(
        r.side_text(Side::First, Lang::En),
        "First (red): 2 best, 1 blunder"
    );
    assert_eq!(
        r.side_text(Side::Second, Lang::Zh),
        "后手（黑）：最佳 2，失误 1"
    );
    assert!(blunder
        .comment(Lang::En)
        .starts_with("5. First (red) bc-bl: blunder (win in 7 → loss in 1). Best: "));
    assert!(blunder
        .comment(Lang::Zh)
        .contains("败着（7步内必胜 → 1步内必败）"));
}

#[test]
fn a_win_in_one_thrown_in_weiming() {
    // Second's x-tm (ply 6) throws a win in 1 into a loss in 1.
    let record = game_of(GameId::Weiming, "s-x tm-m x-tm m-x tm-m x-tm bl-x");
    check_against_solver(&record);
    let r = full(&record);
    let p = &r.plies[5];
    assert_eq!(
        (p.side, p.value_before, p.value_after, p.label),
        (
            Side::Second,
            ReviewValue::Win(1),
            ReviewValue::Loss(1),
            MoveLabel::Blunder
        )
    );
    assert_eq!(r.plies[4].label, MoveLabel::Mistake); // First's tm-m: D → L1
}

#[test]
fn a_drawn_game_is_not_decided() {
    let record = game_of(GameId::Weiming, "s-x tm-m x-s m-tm s-x tm-m x-s m-tm");
    assert!(record.status().is_over(), "threefold repetition");
    check_against_solver(&record);
    let r = full(&record);
    assert_eq!(r.summary.decided, None);
    assert_eq!(
        r.decided_text(Lang::En),
        "No forced win lasted to the end of the game."
    );
    // Both sides err in turn: First's x-s allows a win in one, Second's m-tm
    // lets it go by returning to the start (the third time, at ply 8).
    let labels: Vec<&str> = r.plies.iter().map(|p| p.label.id()).collect();
    assert_eq!(
        labels,
        ["best", "best", "mistake", "mistake", "best", "best", "mistake", "mistake"]
    );
    assert_eq!(r.plies[7].value_before, ReviewValue::Win(1));
    assert_eq!(r.plies[7].value_after, ReviewValue::Draw);
}

#[test]
fn a_game_the_players_ended_is_reviewed_ply_by_ply() {
    // A resignation or a draw agreed adds no ply: every ply is valued as in the same
    // game left unfinished, and only the result differs.
    let played = game_of(GameId::Zhongkui, "tl-t1 tr-t2 bc-tr mr-bc");
    let plain = full(&played);
    let mut resigned = played.clone();
    resigned.resign(Side::First).unwrap();
    let mut agreed = played.clone();
    agreed.agree_draw().unwrap();
    for record in [resigned, agreed] {
        let r = full(&record);
        assert_eq!(r.plies, plain.plies);
        assert_eq!(r.summary, plain.summary);
        assert_eq!(r.status, record.status());
        assert!(r.status.is_over());
    }
    assert_eq!(plain.plies[2].label, MoveLabel::Mistake);
}

#[test]
fn an_empty_game_has_no_plies() {
    for game in GameId::ALL {
        let r = full(&GameRecord::new_game(game));
        assert!(r.plies.is_empty());
        assert_eq!(
            r.summary.decided, None,
            "{game}: no side wins from the start"
        );
    }
}

// ------------------------------------------------------------------ large games

/// Jinmen: First's a3-a1 makes "two take one" on rank 1 (a1 b1 × c1) and leaves
/// Second with one piece: a win in one.
const JINMEN_WIN_IN_ONE: &str = "....x/.../...../.../X..../.../.Xx.. F";
/// Rendezvous: First's general a1-a2 meets the general on a3: a win in one.
const HUISHI_WIN_IN_ONE: &str = "gg/.xxx./G..../.XXX./G. F";

#[test]
fn forced_wins_are_found_in_the_large_games() {
    for (game, start, win) in [
        (GameId::Jinmen, JINMEN_WIN_IN_ONE, "a3-a1"),
        (GameId::Huishi, HUISHI_WIN_IN_ONE, "a1-a2"),
    ] {
        let record = from_position(game, start, win);
        assert!(record.status().is_over());
        let r = full(&record);
        assert!(matches!(r.method, ReviewMethod::Search { .. }));
        let p = &r.plies[0];
        assert_eq!(
            (p.value_before, p.value_after, p.label, p.best),
            (
                ReviewValue::Win(1),
                ReviewValue::Win(0),
                MoveLabel::Best,
                None
            ),
            "{game}"
        );
        assert_eq!(
            r.summary.decided,
            Some(Decided {
                ply: 0,
                winner: Side::First
            })
        );
        assert_eq!(
            r.decided_text(Lang::En),
            "First (red) had a forced win from the start."
        );
    }
}

#[test]
fn a_missed_win_in_one_names_the_winning_move() {
    for (game, start, win, other) in [
        (GameId::Jinmen, JINMEN_WIN_IN_ONE, "a3-a1", "b1-b2"),
        (GameId::Huishi, HUISHI_WIN_IN_ONE, "a1-a2", "b2-a2"),
    ] {
        let record = from_position(game, start, other);
        let r = full(&record);
        let p = &r.plies[0];
        assert_eq!(p.value_before, ReviewValue::Win(1), "{game}");
        assert!(!p.value_after.is_win(), "{game}: {:?}", p.value_after);
        assert!(p.label >= MoveLabel::Mistake, "{game}: {:?}", p.label);
        // The named move wins at once (in Rendezvous either general can step).
        let best = p.best_notation().expect("a best move is named");
        let won = from_position(game, start, &best).status().outcome();
        assert_eq!(
            won.and_then(|o| o.winner),
            Some(Side::First),
            "{game}: {best}"
        );
        assert!(best == win || game == GameId::Huishi, "{game}: {best}");
        assert_eq!(r.summary.count(Side::First, p.label), 1);
    }
}

#[test]
fn large_game_reviews_are_deterministic_and_consistent() {
    for game in [GameId::Jinmen, GameId::Huishi] {
        let record = random_game(game, 11, 24);
        let options = ReviewOptions { nodes: 4_000 };
        let a = review::review_with(&record, options, &CancelToken::new()).unwrap();
        let b = review::review_with(&record.clone(), options, &CancelToken::new()).unwrap();
        assert_eq!(a, b, "{game}");
        assert_eq!(a.method, ReviewMethod::Search { nodes: 4_000 });
        assert_eq!(a.plies.len(), record.ply_count());
        for (i, p) in a.plies.iter().enumerate() {
            assert_eq!(
                p.best.is_none(),
                p.label == MoveLabel::Best,
                "{game} ply {i}"
            );
            if let Some(m) = p.best {
                assert!(p.before.is_legal(m));
                assert_ne!(p.entry.ply, Ply::Move(m));
            }
            if let Some(next) = a.plies.get(i + 1) {
                assert_eq!(p.value_after, next.value_before.for_other_side());
            }
        }
        let counted: u32 = Side::BOTH
            .iter()
            .flat_map(|&s| MoveLabel::ALL.map(|l| a.summary.count(s, l)))
            .sum();
        assert_eq!(counted as usize, record.ply_count());
    }
}

#[test]
fn a_cancelled_review_returns_nothing() {
    let cancel = CancelToken::new();
    cancel.cancel();
    for game in GameId::ALL {
        let record = random_game(game, 5, 10);
        assert_eq!(
            review::review(&record, &cancel),
            Err(review::ReviewError::Cancelled)
        );
    }
    cancel.reset();
    assert!(review::review(&random_game(GameId::Jinmen, 5, 4), &cancel).is_ok());
}

#[test]
fn cancelling_from_another_thread_gives_the_error_or_the_whole_review() {
    let record = random_game(GameId::Huishi, 3, 60);
    let whole = full(&record);
    let cancel = CancelToken::new();
    let worker = {
        let (record, cancel) = (record.clone(), cancel.clone());
        std::thread::spawn(move || review::review(&record, &cancel))
    };
    cancel.cancel();
    match worker.join().expect("no panic") {
        Err(review::ReviewError::Cancelled) => {}
        Ok(r) => assert_eq!(r, whole, "a review that was not stopped is complete"),
    }
}
