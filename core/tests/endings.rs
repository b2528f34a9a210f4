//! Every way a game ends by the players' choice: a resignation and a draw by agreement go
//! through the record, saves (old saves still load), the review and the sessions; and the
//! computer's draw judgement in the small games equals the solver's value over every
//! reachable position.

use folkchess_core::ai::{self, CancelToken, Verdict};
use folkchess_core::files::save::{load_from_json, SaveError};
use folkchess_core::{
    review, EndReason, GameId, GameRecord, GameStatus, Level, Mode, Outcome, Ply, Position,
    Session, Setup, Side,
};
use std::collections::{HashSet, VecDeque};

fn played(game: GameId, moves: &[&str]) -> GameRecord {
    let mut r = GameRecord::new_game(game);
    for m in moves {
        let mv = r.current().board().parse_move(m).unwrap();
        r.play(Ply::Move(mv)).unwrap();
    }
    r
}

fn vs_computer() -> Setup {
    Setup {
        mode: Mode::VsComputer {
            level: Level::Easy,
            human: Side::First,
        },
        turn_seconds: None,
    }
}

#[test]
fn a_resignation_ends_the_game_for_good_and_survives_a_save() {
    let mut r = played(GameId::Jinmen, &["b2-b3", "b6-b5"]);
    let outcome = r.resign(Side::First).unwrap();
    assert_eq!(outcome, Outcome::win(Side::Second, EndReason::Resignation));
    assert_eq!(r.status(), GameStatus::Ended(outcome));
    assert!(!r.can_undo() && r.undo().is_none() && !r.can_redo());
    assert!(r.resign(Side::Second).is_err(), "a game ends once");
    assert!(r.agree_draw().is_err());
    let board = r.current().board();
    assert!(r
        .play(Ply::Move(board.parse_move("b3-b4").unwrap()))
        .is_err());

    let mut s = Session::from_record(played(GameId::Jinmen, &["b2-b3"]), vs_computer(), 4).unwrap();
    s.resign(Side::Second, 10).unwrap();
    assert!(!s.can_undo());
    let json = s.to_saved().to_json();
    assert!(json.contains("\"reason\": \"resignation\""), "{json}");
    let back = load_from_json(&json).unwrap();
    assert_eq!(back.record, *s.record());
    assert_eq!(
        back.record.status().outcome(),
        Some(Outcome::win(Side::First, EndReason::Resignation))
    );
}

#[test]
fn a_draw_by_agreement_survives_a_save_and_the_review_names_it() {
    let mut r = played(GameId::Weiming, &["bl-x", "tm-m"]);
    r.agree_draw().unwrap();
    let json = folkchess_core::save_to_json(&r, &Setup::default());
    assert!(json.contains("\"draw_agreed\""));
    let back = load_from_json(&json).unwrap();
    assert_eq!(back.record, r);
    let rev = review(&back.record, &CancelToken::new()).unwrap();
    assert_eq!(
        rev.status.outcome(),
        Some(Outcome::draw(EndReason::DrawAgreed))
    );
    assert_eq!(rev.plies.len(), 2);
}

#[test]
fn a_save_that_ends_twice_or_keeps_redo_plies_is_refused() {
    // The moves already ended the game (First is down to one piece): no resignation after.
    let ended = r#"{"format":"folkchess-save","version":2,"game":"jinmen",
        "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":null},
        "start":"xxxxx/.../...../.../...../.../X.... F","plies":[],
        "end":{"reason":"resignation","resigned":"first"}}"#;
    assert!(matches!(load_from_json(ended), Err(SaveError::End(_))));
    let redo = r#"{"format":"folkchess-save","version":2,"game":"weiming",
        "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":null},
        "plies":[],"redo":["bl-x"],"end":{"reason":"draw_agreed"}}"#;
    assert!(matches!(load_from_json(redo), Err(SaveError::End(_))));
    let unknown = r#"{"format":"folkchess-save","version":2,"game":"weiming",
        "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":null},
        "plies":[],"end":{"reason":"boredom"}}"#;
    assert!(matches!(load_from_json(unknown), Err(SaveError::Json(_))));
}

#[test]
fn a_save_written_before_endings_existed_still_loads() {
    let v1 = include_str!("fixtures/save-v1.json");
    let saved = load_from_json(v1).unwrap();
    assert!(saved.record.agreed_ending().is_none());
}

/// Every position reachable from the start of a small game, by breadth-first search over
/// legal moves (positions where the game is over are not expanded).
fn reachable(game: GameId) -> Vec<Position> {
    let start = Position::start(game);
    let mut seen: HashSet<Position> = HashSet::from([start]);
    let mut queue = VecDeque::from([start]);
    let mut out = Vec::new();
    while let Some(pos) = queue.pop_front() {
        out.push(pos);
        if pos.outcome().is_some() {
            continue;
        }
        for &m in pos.legal_moves().iter() {
            let (next, _) = pos.play_with_effects(m);
            if seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    out
}

#[test]
fn in_the_small_games_the_draw_decision_is_the_solved_value_everywhere() {
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let positions = reachable(game);
        let mut judged = 0;
        for pos in &positions {
            let record = GameRecord::new(*pos);
            let decision = ai::accepts_draw(&record, &CancelToken::new());
            if record.status().is_over() {
                assert!(!decision, "no draw is agreed in a finished game");
                continue;
            }
            let value = ai::verdict(pos).expect("a small game's position has a value");
            assert_eq!(
                decision,
                !matches!(value, Verdict::Loss(_)),
                "{game:?} {}: the computer accepts exactly when it is not winning",
                pos.to_text()
            );
            judged += 1;
        }
        assert!(judged > 100, "{game:?}: only {judged} positions");
        eprintln!("{game:?}: {judged} reachable positions judged");
    }
}
