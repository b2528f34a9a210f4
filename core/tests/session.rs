//! The game session: undo/redo over the computer's reply, stale computer answers,
//! passes only on expiry, level changes, and the clock on the right turns.

use folkchess_core::ai::CancelToken;
use folkchess_core::rules::clock::ClockState;
use folkchess_core::{
    GameId, GameRecord, Level, Mode, PlayError, Ply, Position, SavedGame, Session, SessionError,
    Setup, Side,
};

fn vs_computer(human: Side, turn_seconds: Option<u32>) -> Setup {
    Setup {
        mode: Mode::VsComputer {
            level: Level::Beginner,
            human,
        },
        turn_seconds,
    }
}

fn pass_and_play(turn_seconds: Option<u32>) -> Setup {
    Setup {
        mode: Mode::PassAndPlay,
        turn_seconds,
    }
}

/// The computer thinks and plays; returns the move's notation.
fn computer_plays(s: &mut Session, now_ms: u64) -> String {
    let request = s.computer_request().expect("the computer's turn");
    let m = request
        .think(&CancelToken::new())
        .expect("a move in an ongoing game");
    let entry = s.apply_computer_move(&request, m, now_ms).expect("applied");
    s.position().board().ply_text(entry.ply)
}

/// The human plays their first legal move.
fn human_plays(s: &mut Session, now_ms: u64) {
    let m = s.position().legal_moves()[0];
    s.play(m, now_ms).expect("a legal move on the human's turn");
}

#[test]
fn undo_steps_over_the_computers_reply_when_the_human_moves_first() {
    let mut s = Session::new(GameId::Huishi, vs_computer(Side::First, None), 1).unwrap();
    assert!(!s.is_computer_turn());
    assert!(!s.can_undo());
    let start = *s.position();
    human_plays(&mut s, 10);
    assert!(s.is_computer_turn());
    assert!(s.can_undo(), "the human's ply can be taken back");
    let reply = computer_plays(&mut s, 20);
    assert!(!s.is_computer_turn());
    assert_eq!(s.record().ply_count(), 2);

    assert_eq!(
        s.undo(30),
        Ok(2),
        "the computer's reply and the human's move"
    );
    assert_eq!(*s.position(), start);
    assert!(!s.is_computer_turn());
    assert!(!s.can_undo());
    assert!(s.can_redo());
    assert_eq!(s.undo(31), Err(SessionError::NothingToUndo));

    assert_eq!(
        s.redo(40),
        Ok(2),
        "redo replays up to the human's next turn"
    );
    assert_eq!(s.record().ply_count(), 2);
    assert_eq!(s.record().history_text()[1], reply);
    assert!(!s.is_computer_turn());
    assert_eq!(s.redo(41), Err(SessionError::NothingToRedo));
}

#[test]
fn undo_steps_over_the_computers_reply_when_the_human_moves_second() {
    let mut s = Session::new(GameId::Jinmen, vs_computer(Side::Second, None), 2).unwrap();
    assert!(s.is_computer_turn());
    assert!(!s.can_undo(), "nothing of the human's to undo");
    assert_eq!(s.undo(0), Err(SessionError::NothingToUndo));
    computer_plays(&mut s, 1);
    assert!(
        !s.can_undo(),
        "the computer's opening move alone cannot be undone"
    );
    let after_opening = *s.position();
    human_plays(&mut s, 2);
    computer_plays(&mut s, 3);
    assert_eq!(s.record().ply_count(), 3);
    assert_eq!(s.undo(4), Ok(2));
    assert_eq!(*s.position(), after_opening);
    assert_eq!(s.position().side_to_move(), Side::Second);
    assert!(!s.is_computer_turn());
    assert!(!s.can_undo());
    assert_eq!(s.redo(5), Ok(2));
    assert_eq!(s.record().ply_count(), 3);
}

#[test]
fn undo_while_the_computer_is_to_move_takes_back_only_the_humans_ply() {
    let mut s = Session::new(GameId::Weiming, vs_computer(Side::First, None), 3).unwrap();
    human_plays(&mut s, 1);
    assert!(s.is_computer_turn());
    assert_eq!(s.undo(2), Ok(1));
    assert!(!s.is_computer_turn());
    // Redo replays the human's ply; the computer has no reply to redo.
    assert_eq!(s.redo(3), Ok(1));
    assert!(s.is_computer_turn());
}

#[test]
fn pass_and_play_undo_and_redo_one_ply() {
    let mut s = Session::new(GameId::Zhongkui, pass_and_play(None), 4).unwrap();
    human_plays(&mut s, 1);
    human_plays(&mut s, 2);
    assert_eq!(s.undo(3), Ok(1));
    assert_eq!(s.record().ply_count(), 1);
    assert_eq!(s.redo(4), Ok(1));
    assert_eq!(s.record().ply_count(), 2);
}

#[test]
fn a_stale_computer_answer_is_refused() {
    let mut s = Session::new(GameId::Weiming, vs_computer(Side::First, None), 5).unwrap();
    human_plays(&mut s, 1);
    let request = s.computer_request().unwrap();
    let m = request.think(&CancelToken::new()).unwrap();
    // The player takes the move back while the computer thinks.
    s.undo(2).unwrap();
    assert_eq!(
        s.apply_computer_move(&request, m, 3),
        Err(SessionError::Stale)
    );
    // Even once it is the computer's turn again, the old answer stays stale.
    human_plays(&mut s, 4);
    assert!(s.is_computer_turn());
    assert_ne!(request.generation(), s.generation());
    assert_eq!(
        s.apply_computer_move(&request, m, 5),
        Err(SessionError::Stale)
    );
    let fresh = s.computer_request().unwrap();
    let m = fresh.think(&CancelToken::new()).unwrap();
    s.apply_computer_move(&fresh, m, 6).unwrap();
    // A request cannot be applied twice.
    assert_eq!(
        s.apply_computer_move(&fresh, m, 7),
        Err(SessionError::Stale)
    );
}

#[test]
fn turns_are_enforced() {
    let mut s = Session::new(GameId::Jinmen, vs_computer(Side::Second, None), 6).unwrap();
    let m = s.position().legal_moves()[0];
    assert_eq!(s.play(m, 0), Err(SessionError::ComputerToMove));
    computer_plays(&mut s, 1);
    assert_eq!(
        s.computer_request().err(),
        Some(SessionError::NotComputerTurn)
    );
    let p = Session::new(GameId::Jinmen, pass_and_play(None), 7).unwrap();
    assert_eq!(
        p.computer_request().err(),
        Some(SessionError::NotVsComputer)
    );
    assert!(!p.is_computer_turn());
}

#[test]
fn a_pass_only_when_the_turn_expired() {
    let mut s = Session::new(GameId::Zhongkui, pass_and_play(Some(15)), 8).unwrap();
    assert_eq!(
        s.pass_on_timeout(1_000_000),
        Err(SessionError::TimeNotExpired {
            remaining_ms: 15_000
        }),
        "the clock has not started"
    );
    s.start_clock(1_000);
    assert_eq!(
        s.pass_on_timeout(15_999),
        Err(SessionError::TimeNotExpired { remaining_ms: 1 })
    );
    s.pause_clock(10_000);
    assert!(!s.time_expired(900_000), "a paused clock never expires");
    s.resume_clock(900_000);
    assert!(s.time_expired(906_000));
    let entry = s.pass_on_timeout(906_000).unwrap();
    assert_eq!(entry.ply, Ply::Pass);
    assert_eq!(s.position().side_to_move(), Side::Second);
    assert_eq!(s.remaining_ms(906_000), Some(15_000), "a fresh turn");
    // Without a timer there is never a pass.
    let mut untimed = Session::new(GameId::Jinmen, pass_and_play(None), 9).unwrap();
    untimed.start_clock(0);
    assert_eq!(untimed.remaining_ms(u64::MAX), None);
    assert!(untimed.pass_on_timeout(u64::MAX).is_err());
}

#[test]
fn the_clock_runs_only_on_the_humans_turns() {
    let mut s = Session::new(GameId::Huishi, vs_computer(Side::Second, Some(30)), 10).unwrap();
    s.start_clock(0);
    assert_eq!(
        s.clock().state(),
        ClockState::Stopped,
        "the computer's turn is not timed"
    );
    assert!(s.pass_on_timeout(10_000_000).is_err());
    computer_plays(&mut s, 500);
    assert!(
        s.clock().is_running(),
        "the human's turn starts when the computer has moved"
    );
    assert_eq!(s.remaining_ms(10_500), Some(20_000));
    // The human's time runs out: a pass, and the computer is to move with the clock stopped.
    s.pass_on_timeout(30_500).unwrap();
    assert!(s.is_computer_turn());
    assert_eq!(s.clock().state(), ClockState::Stopped);
    computer_plays(&mut s, 40_000);
    human_plays(&mut s, 41_000);
    assert_eq!(s.clock().state(), ClockState::Stopped);
    // Undo gives the human a fresh turn.
    s.undo(50_000).unwrap();
    assert!(s.clock().is_running());
    assert_eq!(s.remaining_ms(50_000), Some(30_000));
}

#[test]
fn the_clock_stops_when_the_game_ends() {
    // Jinmen, two pieces each, First to move: b3-b4 makes b4 c4 | d4 on rank 4, takes d4
    // (two take one) and leaves Second with a single piece.
    let start =
        Position::from_text(GameId::Jinmen, "x..../.../...../.Xx/.X.../.../..... F").unwrap();
    let record = GameRecord::new(start);
    let mut s = Session::from_record(record, pass_and_play(Some(60)), 11).unwrap();
    s.start_clock(0);
    assert!(s.clock().is_running());
    let m = s.position().board().parse_move("b3-b4").unwrap();
    let entry = s.play(m, 1_000).unwrap();
    assert!(!entry.effects.unwrap().captured.is_empty());
    assert!(s.record().status().is_over());
    assert_eq!(s.clock().state(), ClockState::Stopped);
    s.start_clock(2_000);
    assert_eq!(
        s.clock().state(),
        ClockState::Stopped,
        "an ended game is not timed"
    );
    assert!(
        matches!(
            s.pass_on_timeout(u64::MAX),
            Err(SessionError::Play(PlayError::GameOver(_)))
        ),
        "no pass after the end"
    );
    assert!(
        matches!(
            s.hint_request(),
            Err(SessionError::Play(PlayError::GameOver(_)))
        ),
        "no hint after the end"
    );
}

#[test]
fn a_hint_request_thinks_about_the_position_it_was_made_in() {
    use folkchess_core::ai;
    let mut s = Session::new(GameId::Weiming, pass_and_play(None), 5).unwrap();
    let request = s.hint_request().expect("a hint in an ongoing game");
    let before = s.record().clone();
    human_plays(&mut s, 0);
    let hint = request.think(&CancelToken::new()).expect("a hint");
    assert_eq!(Some(hint), ai::hint(&before, &CancelToken::new()));
    assert!(before.current().legal_moves().contains(&hint));
}

#[test]
fn the_level_can_change_at_any_time() {
    let mut s = Session::new(GameId::Weiming, vs_computer(Side::First, None), 12).unwrap();
    s.set_level(Level::Master).unwrap();
    assert_eq!(
        s.setup().mode,
        Mode::VsComputer {
            level: Level::Master,
            human: Side::First
        }
    );
    human_plays(&mut s, 1);
    s.set_level(Level::Easy).unwrap();
    computer_plays(&mut s, 2);
    let mut p = Session::new(GameId::Weiming, pass_and_play(None), 13).unwrap();
    assert_eq!(p.set_level(Level::Hard), Err(SessionError::NotVsComputer));
}

#[test]
fn invalid_setups_and_moves_are_refused() {
    assert!(matches!(
        Session::new(GameId::Jinmen, pass_and_play(Some(0)), 0),
        Err(SessionError::Setup(_))
    ));
    let mut s = Session::new(GameId::Jinmen, pass_and_play(None), 14).unwrap();
    let b = s.position().board();
    let m = b.parse_move("b1-b2").unwrap();
    assert!(matches!(s.play(m, 0), Err(SessionError::Play(_))));
    assert_eq!(s.generation(), 0, "a refused move changes nothing");
}

/// Plays `rounds` rounds from the human's turn: the human's move (chosen by the ply
/// count) and the computer's reply. Returns the computer's moves.
fn play_rounds(s: &mut Session, rounds: usize, now_ms: u64) -> Vec<String> {
    let mut replies = Vec::new();
    for _ in 0..rounds {
        if s.record().status().is_over() {
            break;
        }
        let moves = s.position().legal_moves();
        let m = moves[(s.record().ply_count() * 5) % moves.len()];
        s.play(m, now_ms).expect("the human's move");
        if s.is_computer_turn() {
            replies.push(computer_plays(s, now_ms));
        }
    }
    replies
}

#[test]
fn a_reloaded_game_against_the_computer_continues_exactly_as_it_would_have() {
    use folkchess_core::files::store::SaveStore;
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("session-reload");
    let _ = std::fs::remove_dir_all(&dir);
    let store = SaveStore::new(&dir);
    let mut without_seed_differs = false;
    for (i, game) in GameId::ALL.into_iter().enumerate() {
        let level = [Level::Beginner, Level::Easy][i % 2];
        let setup = Setup {
            mode: Mode::VsComputer {
                level,
                human: Side::First,
            },
            turn_seconds: None,
        };
        let mut unsaved = Session::new(game, setup, 0xC0FF_EE00 + i as u64).unwrap();
        play_rounds(&mut unsaved, if game.is_small() { 1 } else { 3 }, 1);
        assert!(!unsaved.record().status().is_over(), "{game}: still on");
        store.write_autosave(&unsaved.to_saved(), 2).unwrap();
        let saved = store.load_autosave().unwrap().unwrap();
        let mut reloaded = Session::from_saved(saved.clone(), 12345).unwrap();
        assert_eq!(reloaded.seed(), unsaved.seed(), "{game}: the seed is kept");
        assert_eq!(reloaded.record(), unsaved.record());

        // The same seedless save (a format-1 save) continues with another seed.
        let mut seedless = Session::from_saved(
            SavedGame {
                seed: None,
                ..saved
            },
            12345,
        )
        .unwrap();
        assert_eq!(seedless.seed(), 12345);

        let expected = play_rounds(&mut unsaved, 8, 3);
        assert!(!expected.is_empty(), "{game}");
        assert_eq!(
            play_rounds(&mut reloaded, 8, 3),
            expected,
            "{game}: the reloaded game's computer moves"
        );
        without_seed_differs |= play_rounds(&mut seedless, 8, 3) != expected;
    }
    assert!(
        without_seed_differs,
        "another seed changes the computer's moves somewhere (else this test proves nothing)"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_computer_keeps_its_search_memory_and_two_requests_at_once_both_answer() {
    let setup = Setup {
        mode: Mode::VsComputer {
            level: Level::Medium,
            human: Side::Second,
        },
        turn_seconds: None,
    };
    let s = Session::new(GameId::Jinmen, setup, 4).unwrap();
    let request = s.computer_request().unwrap();
    // A second request of the same turn may think while the first one does (the
    // memory is busy then, and it searches without): both answer.
    let other = request.clone();
    let worker = std::thread::spawn(move || other.think(&CancelToken::new()));
    let first = request.think(&CancelToken::new());
    let second = worker.join().unwrap();
    for m in [first, second] {
        assert!(m.is_some_and(|m| s.position().is_legal(m)));
    }

    // Over a game the remembering computer keeps playing legal moves.
    let mut s = Session::new(GameId::Huishi, setup, 4).unwrap();
    for ply in 0..10u64 {
        if s.is_computer_turn() {
            computer_plays(&mut s, ply * 10);
        } else {
            human_plays(&mut s, ply * 10);
        }
    }
    assert_eq!(s.record().ply_count(), 10);
}
