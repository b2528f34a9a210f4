//! Every exported function driven with hostile input: unknown point names, indices out
//! of range, negative times, NaN coordinates, moves after the game ended, malformed JSON
//! and saves, a save directory that is missing or lies under a regular file. Each must
//! answer with a typed error whose text names the problem, never a panic (a panic
//! would surface as `FolkChessError::Internal`, which these tests also reject).

use folkchess_ffi::*;
use std::sync::Arc;

/// Asserts an error of the expected variant whose message contains `needle`.
#[track_caller]
fn expect_err<T: std::fmt::Debug>(
    r: Result<T, FolkChessError>,
    variant: fn(&FolkChessError) -> bool,
    needle: &str,
) -> String {
    match r {
        Ok(v) => panic!("expected an error containing {needle:?}, got Ok({v:?})"),
        Err(e) => {
            assert!(
                !matches!(e, FolkChessError::Internal { .. }),
                "internal error (a panic?): {e}"
            );
            assert!(variant(&e), "wrong variant: {e:?}");
            let text = e.to_string();
            assert!(
                text.contains(needle),
                "message {text:?} does not contain {needle:?}"
            );
            text
        }
    }
}

fn invalid(e: &FolkChessError) -> bool {
    matches!(e, FolkChessError::InvalidInput { .. })
}

const ALL_GAMES: [GameKind; 4] = [
    GameKind::Weiming,
    GameKind::Zhongkui,
    GameKind::Jinmen,
    GameKind::Huishi,
];

fn pass_and_play(game: GameKind) -> GameSetup {
    GameSetup {
        game,
        mode: GameMode::PassAndPlay,
        turn_seconds: None,
    }
}

fn vs_computer(game: GameKind, human: Side) -> GameSetup {
    GameSetup {
        game,
        mode: GameMode::VsComputer {
            level: Level::Beginner,
            human,
        },
        turn_seconds: Some(30),
    }
}

/// A Jinmen save whose start position is already decided: First has one piece left.
fn ended_jinmen_json() -> String {
    r#"{"format":"folkchess-save","version":1,"game":"jinmen",
        "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":null},
        "start":"xxxxx/.../...../.../...../.../X.... F","plies":[]}"#
        .to_string()
}

#[test]
fn static_information_for_every_game() {
    assert_eq!(catalogue().unwrap().len(), 4);
    for g in ALL_GAMES {
        let layout = board_layout(g).unwrap();
        assert!(!layout.points.is_empty());
        assert!(layout.min_spacing > 0.0 && layout.min_spacing.is_finite());
        for line in &layout.lines {
            for &i in line {
                assert!(i >= 0 && (i as usize) < layout.points.len());
            }
        }
        for lang in [Language::Zh, Language::En] {
            let doc = rules_doc(g, lang).unwrap();
            assert_eq!(doc.sections.len(), 5);
        }
        let info = game_info_of(g).unwrap();
        assert_eq!(game_from_id(info.id.clone()).unwrap(), g);
    }
    assert_eq!(app_rules(Language::En).unwrap().id, "app");
    assert!(!glossary().unwrap().is_empty());
    assert_eq!(levels().unwrap().len(), 5);
}

#[test]
fn unknown_game_ids_and_points() {
    expect_err(
        game_from_id("chess".into()),
        invalid,
        "unknown game `chess`",
    );
    expect_err(game_from_id(String::new()), invalid, "unknown game");
    let t = expect_err(
        point_index(GameKind::Jinmen, "z9".into()),
        invalid,
        "unknown point `z9` on the jinmen board",
    );
    assert!(t.contains("lower case"));
    expect_err(point_index(GameKind::Jinmen, "B2".into()), invalid, "`B2`");
    expect_err(
        point_index(GameKind::Huishi, "".into()),
        invalid,
        "unknown point",
    );
    expect_err(
        point_index(GameKind::Weiming, "t\u{0}l".into()),
        invalid,
        "unknown point",
    );
    expect_err(
        point_name(GameKind::Jinmen, 40),
        invalid,
        "point index 40 is out of range (jinmen has 29 points",
    );
    for bad in [-1, 9, i32::MAX, i32::MIN] {
        expect_err(point_name(GameKind::Weiming, bad), invalid, "out of range");
    }
    assert_eq!(point_name(GameKind::Jinmen, 28).unwrap(), "e1");
}

#[test]
fn hit_testing_rejects_non_finite_numbers() {
    let g = GameKind::Weiming;
    expect_err(
        nearest_point(g, f64::NAN, 0.0, 1.0),
        invalid,
        "x must be a finite number",
    );
    expect_err(
        nearest_point(g, 0.0, f64::INFINITY, 1.0),
        invalid,
        "y must be",
    );
    expect_err(
        nearest_point(g, 0.0, 0.0, f64::NAN),
        invalid,
        "radius must be",
    );
    expect_err(
        nearest_point(g, 0.0, 0.0, -1.0),
        invalid,
        "must not be negative",
    );
    assert_eq!(nearest_point(g, 1.45, 1.02, 0.3).unwrap(), Some(4));
    assert_eq!(nearest_point(g, 1e300, -1e300, 0.3).unwrap(), None);
}

#[test]
fn malformed_settings() {
    let settings = |e: &FolkChessError| matches!(e, FolkChessError::Settings { .. });
    expect_err(
        settings_from_json(String::new()),
        settings,
        "not valid JSON",
    );
    expect_err(settings_from_json("{".into()), settings, "not valid JSON");
    expect_err(settings_from_json("[]".into()), settings, "JSON object");
    expect_err(settings_from_json("null".into()), settings, "JSON object");
    expect_err(
        settings_from_json(r#"{"turn_seconds": 45}"#.into()),
        settings,
        "`turn_seconds`",
    );
    expect_err(
        settings_from_json(r#"{"turn_seconds": -15}"#.into()),
        settings,
        "`turn_seconds`",
    );
    expect_err(
        settings_from_json(r#"{"sound": "yes"}"#.into()),
        settings,
        "`sound`",
    );
    expect_err(
        settings_from_json(r#"{"language": "fr"}"#.into()),
        settings,
        "`language`",
    );
    let deep = "[".repeat(100_000);
    expect_err(settings_from_json(deep), settings, "not valid JSON");
    let good =
        settings_from_json(r#"{"sound": false, "from_the_future": {"x": [1]}}"#.into()).unwrap();
    assert!(!good.sound);
    for bad in [0, 45, -1, i32::MIN, i32::MAX] {
        let s = AppSettings {
            turn_seconds: Some(bad),
            ..good
        };
        expect_err(settings_to_json(s), settings, "`turn_seconds`");
        expect_err(validate_settings(s), settings, "`turn_seconds`");
    }
    let json = settings_to_json(good).unwrap();
    assert_eq!(settings_from_json(json).unwrap(), good);
}

#[test]
fn bad_setups() {
    for bad in [0, -1, 3601, i32::MAX, i32::MIN] {
        let setup = GameSetup {
            turn_seconds: Some(bad),
            ..pass_and_play(GameKind::Jinmen)
        };
        expect_err(
            GameSession::new(setup),
            invalid,
            "turn time must be 1 to 3600",
        );
        expect_err(GameSession::with_seed(setup, -7), invalid, "turn time");
    }
}

#[test]
fn malformed_saves() {
    let damaged = |e: &FolkChessError| matches!(e, FolkChessError::DamagedSave { .. });
    let load = |s: &str| GameSession::from_save_json(s.to_string());
    expect_err(load(""), damaged, "damaged");
    expect_err(load("not json"), damaged, "damaged");
    expect_err(load("{}"), damaged, "damaged");
    expect_err(load("[1,2]"), damaged, "damaged");
    expect_err(
        load(r#"{"format":"chess","version":1,"game":"jinmen","plies":[]}"#),
        damaged,
        "not a Folk Chess save",
    );
    expect_err(
        load(r#"{"format":"folkchess-save","version":99,"game":"jinmen","plies":[]}"#),
        damaged,
        "version 99",
    );
    expect_err(
        load(r#"{"format":"folkchess-save","version":-1,"game":"jinmen","plies":[]}"#),
        damaged,
        "damaged",
    );
    expect_err(
        load(r#"{"format":"folkchess-save","version":1,"game":"chess","plies":[]}"#),
        damaged,
        "damaged",
    );
    expect_err(
        load(r#"{"format":"folkchess-save","version":1,"game":"jinmen","plies":["z9-a1"]}"#),
        damaged,
        "`z9`",
    );
    expect_err(
        load(
            r#"{"format":"folkchess-save","version":1,"game":"jinmen","plies":["b2-b3","b3-b4"]}"#,
        ),
        damaged,
        "move 2",
    );
    expect_err(
        load(
            r#"{"format":"folkchess-save","version":1,"game":"jinmen","plies":[],"start":"xx F"}"#,
        ),
        damaged,
        "start position",
    );
    expect_err(
        load(
            r#"{"format":"folkchess-save","version":1,"game":"jinmen","plies":[],"redo":["a1-a7"]}"#,
        ),
        damaged,
        "redo",
    );
    expect_err(
        load(
            r#"{"format":"folkchess-save","version":1,"game":"jinmen","plies":[],
               "setup":{"mode":{"kind":"pass_and_play"},"turn_seconds":0}}"#,
        ),
        damaged,
        "turn time",
    );
}

#[test]
fn bad_indices_and_notation_in_a_session() {
    let s = GameSession::with_seed(pass_and_play(GameKind::Jinmen), 1).unwrap();
    for (from, to) in [(-1, 0), (0, 29), (i32::MAX, i32::MIN), (40, 1)] {
        expect_err(
            s.play(from, to, 0),
            invalid,
            "out of range (jinmen has 29 points",
        );
        expect_err(s.why_illegal(from, to), invalid, "out of range");
    }
    expect_err(s.play(0, 29, 0), invalid, "point index 29 is out of range");
    for bad in [-1, 29, i32::MAX, i32::MIN] {
        expect_err(s.legal_targets(bad), invalid, "out of range");
    }
    let illegal = |e: &FolkChessError| matches!(e, FolkChessError::IllegalMove { .. });
    let b1 = point_index(GameKind::Jinmen, "b1".into()).unwrap();
    let b2 = point_index(GameKind::Jinmen, "b2".into()).unwrap();
    expect_err(s.play(b1, b2, 0), illegal, "b2 is occupied");
    // The player's sentences come from the core's messages, in both languages.
    match s.play(b1, b2, 0) {
        Err(FolkChessError::IllegalMove {
            reason,
            text_zh,
            text_en,
        }) => {
            assert_eq!(reason, "illegal move b1-b2: b2 is occupied");
            assert_eq!(text_en, "The point b2 is occupied.");
            assert_eq!(text_zh, "b2 上已经有棋子。");
            let problem = s.why_illegal(b1, b2).unwrap().unwrap();
            assert_eq!((problem.text_zh, problem.text_en), (text_zh, text_en));
        }
        other => panic!("expected IllegalMove, got {other:?}"),
    }
    expect_err(s.play(b1, b1, 0), illegal, "another point");
    expect_err(
        s.play_notation("z9-a1".into(), 0),
        invalid,
        "unknown point `z9` on the jinmen board",
    );
    expect_err(s.play_notation(String::new(), 0), invalid, "not a move");
    expect_err(
        s.play_notation("a1".into(), 0),
        invalid,
        "`a1` is not a move",
    );
    expect_err(
        s.play_notation("pass".into(), 0),
        invalid,
        "pass_on_timeout",
    );
    expect_err(s.play_notation("a1-a3-a5".into(), 0), invalid, "`a3-a5`");
    expect_err(
        s.play_notation("ｂ２-b3".into(), 0),
        invalid,
        "unknown point",
    );
    expect_err(s.play_notation("a7-a5".into(), 0), illegal, "other side");
    expect_err(s.play(b2, b2 + 100, -5), invalid, "out of range");
    expect_err(
        s.play_notation("b2-b3".into(), -5),
        invalid,
        "now_ms must be a time",
    );
    // Nothing above changed the game.
    assert_eq!(s.snapshot(0).unwrap().ply_number, 0);
    assert!(s.why_illegal(b2, b2 + 3).unwrap().is_some());
    let r = s.play_notation(" b2-b3 ".into(), 0).unwrap();
    assert_eq!(r.ply.notation, "b2-b3");
}

#[test]
fn times_must_not_be_negative() {
    let s = GameSession::with_seed(vs_computer(GameKind::Weiming, Side::First), 2).unwrap();
    for t in [-1, i64::MIN] {
        expect_err(s.snapshot(t), invalid, "must be a time in milliseconds");
        expect_err(s.start_clock(t), invalid, "now_ms");
        expect_err(s.pause_clock(t), invalid, "now_ms");
        expect_err(s.resume_clock(t), invalid, "now_ms");
        expect_err(s.remaining_ms(t), invalid, "now_ms");
        expect_err(s.time_expired(t), invalid, "now_ms");
        expect_err(s.clock_state(t), invalid, "now_ms");
        expect_err(s.pass_on_timeout(t), invalid, "now_ms");
        expect_err(s.undo(t), invalid, "now_ms");
        expect_err(s.redo(t), invalid, "now_ms");
        expect_err(s.computer_move(CancelHandle::new(), t), invalid, "now_ms");
    }
    // The far future is fine.
    s.start_clock(0).unwrap();
    assert!(s.time_expired(i64::MAX).unwrap());
    assert_eq!(s.remaining_ms(i64::MAX).unwrap(), Some(0));
    assert_eq!(s.snapshot(i64::MAX).unwrap().remaining_ms, Some(0));
    assert_eq!(
        s.clock_state(i64::MAX).unwrap(),
        ClockState {
            remaining_ms: Some(0),
            expired: true,
            running: true,
        }
    );
}

/// The ticker's light call says what the whole snapshot says about the clock, in every
/// state: no timer, running, paused, expired, the computer's turn, a game over.
#[test]
fn clock_state_agrees_with_the_snapshot() {
    #[track_caller]
    fn agree(s: &GameSession, now: i64) -> ClockState {
        let c = s.clock_state(now).unwrap();
        let snap = s.snapshot(now).unwrap();
        assert_eq!(c.remaining_ms, snap.remaining_ms);
        assert_eq!(c.expired, snap.time_expired);
        assert_eq!(c.running, snap.clock_running);
        assert_eq!(c.remaining_ms, s.remaining_ms(now).unwrap());
        assert_eq!(c.expired, s.time_expired(now).unwrap());
        c
    }
    let untimed = GameSession::with_seed(pass_and_play(GameKind::Jinmen), 1).unwrap();
    untimed.start_clock(0).unwrap();
    let c = agree(&untimed, 5_000);
    assert_eq!((c.remaining_ms, c.expired), (None, false));

    // Second is the human: the computer moves first, so the clock waits.
    let v = GameSession::with_seed(vs_computer(GameKind::Weiming, Side::Second), 2).unwrap();
    v.start_clock(1_000).unwrap();
    assert!(!agree(&v, 2_000).running, "the computer's turn");
    v.computer_move(CancelHandle::new(), 2_000).unwrap();
    // The player's turn starts when the move is played, after the search: at the time the
    // app asked, none of it is used yet, and 10 s later at most 10 s are.
    let c = agree(&v, 2_000);
    assert_eq!((c.remaining_ms, c.running), (Some(30_000), true));
    let c = agree(&v, 12_000);
    assert!(!c.expired && c.running);
    let left = c.remaining_ms.unwrap();
    assert!((20_000..30_000).contains(&left), "{c:?}");
    v.pause_clock(12_000).unwrap();
    let c = agree(&v, 500_000);
    assert_eq!((c.remaining_ms, c.running), (Some(left), false), "paused");
    v.resume_clock(500_000).unwrap();
    let c = agree(&v, 530_000);
    assert_eq!((c.remaining_ms, c.expired), (Some(0), true));
    v.pass_on_timeout(530_000).unwrap();
    agree(&v, 530_000);

    let ended = GameSession::from_save_json(ended_jinmen_json()).unwrap();
    ended.start_clock(0).unwrap();
    assert!(!agree(&ended, 1_000).running, "the game is over");
}

#[test]
fn actions_at_the_wrong_time() {
    let s = GameSession::with_seed(pass_and_play(GameKind::Zhongkui), 3).unwrap();
    let no_undo = |e: &FolkChessError| matches!(e, FolkChessError::NothingToUndo { .. });
    let no_redo = |e: &FolkChessError| matches!(e, FolkChessError::NothingToRedo { .. });
    expect_err(s.undo(0), no_undo, "no move to undo");
    expect_err(s.redo(0), no_redo, "no move to redo");
    let early = |e: &FolkChessError| matches!(e, FolkChessError::TimeNotExpired { .. });
    expect_err(s.pass_on_timeout(0), early, "has not run out of time");
    // With a timer the error says how much time is left, as a number.
    let timed = GameSession::with_seed(
        GameSetup {
            turn_seconds: Some(15),
            ..pass_and_play(GameKind::Weiming)
        },
        3,
    )
    .unwrap();
    timed.start_clock(1_000).unwrap();
    assert_eq!(
        timed.pass_on_timeout(6_000),
        Err(FolkChessError::TimeNotExpired {
            remaining_ms: 10_000,
            reason: "the turn has not run out of time (10000 ms left)".into(),
        })
    );
    assert!(timed.pass_on_timeout(16_000).is_ok());
    let not_vs = |e: &FolkChessError| matches!(e, FolkChessError::NotVsComputer { .. });
    expect_err(s.set_level(Level::Master), not_vs, "pass-and-play");
    expect_err(
        s.computer_move(CancelHandle::new(), 0),
        not_vs,
        "pass-and-play",
    );

    // Against the computer, playing on its turn and asking it to move on ours.
    let v = GameSession::with_seed(vs_computer(GameKind::Weiming, Side::Second), 4).unwrap();
    let turn = |e: &FolkChessError| matches!(e, FolkChessError::NotYourTurn { .. });
    let m = v.legal_moves().unwrap()[0].clone();
    expect_err(v.play(m.from, m.to, 0), turn, "computer's turn");
    let problem = v.why_illegal(m.from, m.to).unwrap().unwrap();
    assert_eq!(problem.text_en, "It is the computer's turn.");
    assert!(v.movable_points().unwrap().is_empty());
    let cancel = CancelHandle::new();
    cancel.cancel();
    let cancelled = |e: &FolkChessError| matches!(e, FolkChessError::Cancelled { .. });
    expect_err(v.computer_move(cancel.clone(), 0), cancelled, "cancelled");
    expect_err(v.hint(cancel.clone()), cancelled, "cancelled");
    cancel.reset();
    let reply = v.computer_move(cancel.clone(), 0).unwrap();
    assert_eq!(reply.ply.side, Side::First);
    expect_err(v.computer_move(cancel, 0), turn, "not the computer's turn");
}

#[test]
fn moves_after_the_game_ended() {
    let s = GameSession::from_save_json(ended_jinmen_json()).unwrap();
    let snap = s.snapshot(0).unwrap();
    assert_eq!(snap.status, GameStatus::Ended);
    let outcome = snap.outcome.unwrap();
    assert_eq!(outcome.winner, Some(Side::Second));
    assert_eq!(outcome.reason, EndReason::ReducedToOnePiece);
    assert!(outcome.text_en.contains("down to one piece"));
    let over = |e: &FolkChessError| matches!(e, FolkChessError::GameOver { .. });
    let e1 = point_index(GameKind::Jinmen, "e1".into()).unwrap();
    let d1 = point_index(GameKind::Jinmen, "d1".into()).unwrap();
    expect_err(s.play(0, 5, 0), over, "the game is over");
    expect_err(s.play(e1, d1, 0), over, "the game is over");
    expect_err(s.play_notation("a1-b1".into(), 0), over, "the game is over");
    expect_err(s.hint(CancelHandle::new()), over, "nothing to hint");
    assert!(s.movable_points().unwrap().is_empty());
    assert!(s.legal_targets(e1).unwrap().is_empty());
    assert!(s.legal_moves().unwrap().is_empty());
    assert_eq!(
        s.why_illegal(e1, d1).unwrap().unwrap().text_en,
        "The game is over."
    );
    // The clock never runs in an ended game, so there is never a pass.
    s.start_clock(0).unwrap();
    expect_err(s.pass_on_timeout(i64::MAX), over, "the game is over");
    assert_eq!(s.verdicts().unwrap(), None);

    // A small game ended by a blocked player: the verdicts and hints stop too.
    let w = GameSession::from_save_json(
        r#"{"format":"folkchess-save","version":1,"game":"weiming","start":"*/xxx/../XXX F","plies":[]}"#
            .into(),
    )
    .unwrap();
    assert_eq!(w.snapshot(0).unwrap().status, GameStatus::Ongoing);
}

#[test]
fn save_store_with_hostile_directories_and_ids() {
    let tmp = std::env::temp_dir().join(format!("folkchess-hostile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).unwrap();
    let storage = |e: &FolkChessError| matches!(e, FolkChessError::Storage { .. });
    let not_found = |e: &FolkChessError| matches!(e, FolkChessError::NotFound { .. });
    let damaged = |e: &FolkChessError| matches!(e, FolkChessError::DamagedSave { .. });

    expect_err(SaveStore::new(String::new()), invalid, "path is empty");
    expect_err(SaveStore::new("a\0b".into()), invalid, "NUL");

    // A missing directory: no saves, nothing to load or delete.
    let missing = SaveStore::new(tmp.join("missing").display().to_string()).unwrap();
    assert!(missing.list().unwrap().is_empty());
    expect_err(missing.load("x".into()), not_found, "no saved game `x`");
    expect_err(missing.delete("x".into()), not_found, "no saved game");
    assert!(missing.load_autosave().unwrap().is_none());
    missing.clear_autosave().unwrap();

    // Bad ids never reach the file system.
    for id in ["", "../etc/passwd", "a b", "x.json", &"a".repeat(65), "ü"] {
        expect_err(missing.load(id.to_string()), invalid, "not a valid save id");
        expect_err(
            missing.delete(id.to_string()),
            invalid,
            "not a valid save id",
        );
    }

    // A "read-only" directory: the path lies under a regular file, so nothing can be
    // created there (we run as root, so permissions would not stop us).
    let file = tmp.join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    let session = GameSession::with_seed(pass_and_play(GameKind::Huishi), 5).unwrap();
    let under_file = SaveStore::new(file.join("saves").display().to_string()).unwrap();
    expect_err(
        under_file.save(session.clone(), None, 1),
        storage,
        "could not",
    );
    expect_err(
        under_file.write_autosave(session.clone(), 1),
        storage,
        "could not",
    );
    expect_err(under_file.load("x".into()), storage, "could not read");
    expect_err(under_file.list(), storage, "could not list");
    expect_err(under_file.load_autosave(), storage, "could not");
    expect_err(under_file.clear_autosave(), storage, "could not delete");
    // Counting a finished game: only the table's effect text, at a real time.
    let finished = r#"{"game":"jinmen","seed":7,"opponent":{"kind":"pass_and_play"},"human":null,"winner":"first","reason":"resignation","plies":3}"#;
    expect_err(
        under_file.record_finished(finished.into(), 1),
        storage,
        "could not",
    );
    expect_err(
        missing.record_finished("{ nope".into(), 1),
        invalid,
        "not a finished game",
    );
    expect_err(
        missing.record_finished(finished.into(), -5),
        invalid,
        "now_ms",
    );
    let counted = missing.record_finished(finished.into(), 1).unwrap();
    assert!(counted.new && counted.set_aside.is_none());
    assert!(!missing.record_finished(finished.into(), 2).unwrap().new);
    assert!(
        missing.list().unwrap().is_empty(),
        "statistics are not saves"
    );
    // The path itself is a file.
    let is_file = SaveStore::new(file.display().to_string()).unwrap();
    expect_err(is_file.list(), storage, "could not list");
    expect_err(
        is_file.save(session.clone(), Some("g".into()), 1),
        storage,
        "could not",
    );

    // A good store with a damaged file beside a good save.
    let dir = SaveStore::new(tmp.join("saves").display().to_string()).unwrap();
    expect_err(
        dir.save(session.clone(), Some("bad id".into()), 1),
        invalid,
        "save id",
    );
    expect_err(dir.save(session.clone(), None, -1), invalid, "saved_at_ms");
    let summary = dir.save(session.clone(), None, 1_700_000_000_000).unwrap();
    std::fs::write(tmp.join("saves").join("broken.json"), "{ not json").unwrap();
    std::fs::write(tmp.join("saves").join("binary.json"), [0xff, 0xfe, 0x00]).unwrap();
    let list = dir.list().unwrap();
    assert_eq!(list.len(), 3);
    assert!(matches!(&list[0], SaveListEntry::Good { summary: s } if s.id == summary.id));
    assert!(matches!(&list[1], SaveListEntry::Damaged { id, .. } if id == "binary"));
    assert!(
        matches!(&list[2], SaveListEntry::Damaged { id, reason } if id == "broken" && reason.contains("damaged"))
    );
    expect_err(
        dir.load("broken".into()),
        damaged,
        "`broken` cannot be loaded",
    );
    expect_err(dir.load("binary".into()), damaged, "not UTF-8");
    std::fs::write(tmp.join("saves").join("autosave.json"), "[]").unwrap();
    expect_err(dir.load_autosave(), damaged, "autosave");
    dir.clear_autosave().unwrap();
    dir.delete("broken".into()).unwrap();
    expect_err(
        dir.delete("broken".into()),
        not_found,
        "no saved game `broken`",
    );
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn session_is_usable_while_the_computer_thinks() {
    let s = GameSession::with_seed(vs_computer(GameKind::Jinmen, Side::Second), 6).unwrap();
    let cancel = CancelHandle::new();
    let worker = {
        let s = Arc::clone(&s);
        let cancel = Arc::clone(&cancel);
        std::thread::spawn(move || s.computer_move(cancel, 10))
    };
    for _ in 0..100 {
        s.snapshot(5).unwrap();
    }
    cancel.cancel();
    match worker.join().expect("no panic in the worker") {
        Ok(r) => assert_eq!(r.ply.side, Side::First),
        Err(e) => assert!(matches!(e, FolkChessError::Cancelled { .. }), "{e:?}"),
    }
}

#[test]
fn exports_without_hostile_parameters_answer_in_every_state() {
    assert_eq!(
        side_name(Side::Second, Language::En).unwrap(),
        "Second (black)"
    );
    assert!(!core_version().is_empty());
    assert_eq!(default_settings().unwrap().turn_seconds, Some(60));
    assert_eq!(turn_time_choices().len(), 5);
    let ended = GameSession::from_save_json(ended_jinmen_json()).unwrap();
    let fresh = GameSession::with_seed(vs_computer(GameKind::Zhongkui, Side::First), 7).unwrap();
    for s in [&ended, &fresh] {
        let setup = s.setup().unwrap();
        assert_eq!(setup.game, s.game());
        assert!(!s.is_computer_turn().unwrap());
        assert_eq!(s.history().unwrap().len(), s.history_plies().unwrap().len());
        let json = s.export_record().unwrap();
        let copy = GameSession::from_save_json(json).unwrap();
        assert_eq!(
            copy.snapshot(0).unwrap().position_text,
            s.snapshot(0).unwrap().position_text
        );
    }
    let v = fresh.verdicts().unwrap().expect("zhongkui is solved");
    assert_eq!(v.moves.len(), fresh.legal_moves().unwrap().len());
    assert_eq!(ended.verdicts().unwrap(), None);
    let j = GameSession::with_seed(pass_and_play(GameKind::Jinmen), 8).unwrap();
    assert_eq!(j.verdicts().unwrap(), None, "jinmen is not solved exactly");
}

#[test]
fn review_in_every_state() {
    let cancelled = |e: &FolkChessError| matches!(e, FolkChessError::Cancelled { .. });
    let stopped = CancelHandle::new();
    stopped.cancel();
    for g in ALL_GAMES {
        // A new game: no plies, the start board, a summary for both sides.
        let s = GameSession::with_seed(pass_and_play(g), 9).unwrap();
        let r = s.review(CancelHandle::new()).unwrap();
        assert!(r.plies.is_empty());
        assert_eq!(r.start_points, s.snapshot(0).unwrap().points);
        assert_eq!(r.sides.len(), 2);
        assert_eq!(r.exact, matches!(g, GameKind::Weiming | GameKind::Zhongkui));
        assert_eq!(r.decided, None);
        assert_eq!(r.status, GameStatus::Ongoing);
        // A few plies: one entry each, boards that follow the game.
        for i in 0..4 {
            let moves = s.legal_moves().unwrap();
            let pick = &moves[(i * 7) % moves.len()];
            s.play(pick.from, pick.to, 0).unwrap();
        }
        let r = s.review(CancelHandle::new()).unwrap();
        assert_eq!(r.plies.len(), 4);
        assert_eq!(r.plies[0].points_before, r.start_points);
        assert_eq!(r.plies[3].points_after, s.snapshot(0).unwrap().points);
        assert_eq!(
            r.plies.iter().map(|p| p.played.clone()).collect::<Vec<_>>(),
            s.history_plies().unwrap()
        );
        for p in &r.plies {
            assert_eq!(p.best.is_none(), p.label == MoveLabel::Best);
            assert!(p.comment_en.starts_with(&format!("{}. ", p.number)));
            assert_eq!(p.points_before.len(), r.start_points.len());
        }
        let counted: i32 = r
            .sides
            .iter()
            .flat_map(|s| &s.counts)
            .map(|c| c.count)
            .sum();
        assert_eq!(counted, 4);
        // A cancelled handle: an error and nothing else; the session is unchanged.
        expect_err(s.review(stopped.clone()), cancelled, "review was cancelled");
        assert_eq!(s.snapshot(0).unwrap().ply_number, 4);
    }
    // A game that ended before its first ply was decided from the start.
    let ended = GameSession::from_save_json(ended_jinmen_json()).unwrap();
    let r = ended.review(CancelHandle::new()).unwrap();
    assert_eq!(r.status, GameStatus::Ended);
    assert_eq!(
        r.decided,
        Some(DecidedPly {
            ply: 0,
            winner: Side::Second
        })
    );
    assert!(r.decided_en.contains("from the start"));
}

#[test]
fn review_of_a_thrown_win_is_display_ready() {
    let s = GameSession::with_seed(pass_and_play(GameKind::Zhongkui), 1).unwrap();
    for m in ["tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc"] {
        s.play_notation(m.into(), 0).unwrap();
    }
    let r = s.review(CancelHandle::new()).unwrap();
    let blunder = &r.plies[4];
    assert_eq!(blunder.label, MoveLabel::Blunder);
    assert_eq!(blunder.label_zh, "败着");
    assert_eq!(
        (
            blunder.before.kind,
            blunder.before.plies,
            blunder.before.short_text.as_str()
        ),
        (ReviewValueKind::Win, Some(7), "W7")
    );
    assert_eq!(
        (
            blunder.after.kind,
            blunder.after.plies,
            blunder.after.text_en.as_str()
        ),
        (ReviewValueKind::Loss, Some(1), "loss in 1")
    );
    let best = blunder.best.clone().expect("the best move is named");
    assert_eq!(best.notation, "ml-bl");
    assert_eq!(
        best.from,
        point_index(GameKind::Zhongkui, "ml".into()).unwrap()
    );
    assert_eq!(
        best.to,
        point_index(GameKind::Zhongkui, "bl".into()).unwrap()
    );
    assert_eq!(best.jumped_over, None);
    // The shared piece's jump bc-tl names the point it jumped over.
    assert_eq!(
        r.plies[1].played.jumped_over,
        Some(point_index(GameKind::Zhongkui, "ml".into()).unwrap())
    );
    assert_eq!(
        r.decided,
        Some(DecidedPly {
            ply: 5,
            winner: Side::Second
        })
    );
    assert_eq!(
        r.sides[0].text_en,
        "First (red): 2 best, 0 good, 0 mistakes, 1 blunder"
    );
    assert_eq!(r.sides[0].counts.len(), 4, "no inaccuracy in a solved game");
    assert_eq!(r.outcome.unwrap().winner, Some(Side::Second));
}

fn test_dir(name: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn settings_file_with_hostile_paths_and_values() {
    let tmp = test_dir("hostile-settings");
    let settings = |e: &FolkChessError| matches!(e, FolkChessError::Settings { .. });
    let storage = |e: &FolkChessError| matches!(e, FolkChessError::Storage { .. });
    expect_err(SettingsFile::new(String::new()), invalid, "path is empty");
    expect_err(SettingsFile::new("  ".into()), invalid, "path is empty");
    expect_err(SettingsFile::new("a\0b".into()), invalid, "NUL");
    expect_err(SettingsFile::new("dir/".into()), invalid, "file name");
    expect_err(SettingsFile::new("dir/..".into()), invalid, "file name");

    // No file yet: the defaults; a round trip; a directory is created on the way.
    let path = tmp.join("prefs").join("settings.json");
    let file = SettingsFile::new(path.display().to_string()).unwrap();
    assert_eq!(file.path(), path.display().to_string());
    assert_eq!(file.load().unwrap(), default_settings().unwrap());
    let mine = AppSettings {
        language: LanguageSetting::Both,
        theme: ThemeSetting::Dark,
        turn_seconds: None,
        ..default_settings().unwrap()
    };
    file.save(mine).unwrap();
    assert_eq!(file.load().unwrap(), mine);
    // Out-of-range values are refused and the file keeps the last good settings.
    for turn_seconds in [Some(45), Some(-15), Some(0), Some(i32::MAX)] {
        expect_err(
            file.save(AppSettings {
                turn_seconds,
                ..mine
            }),
            settings,
            "`turn_seconds`",
        );
    }
    assert_eq!(file.load().unwrap(), mine);
    // Damaged files name the problem.
    std::fs::write(&path, r#"{"theme": "purple"}"#).unwrap();
    expect_err(file.load(), settings, "`theme`");
    std::fs::write(&path, "{").unwrap();
    expect_err(file.load(), settings, "not valid JSON");
    std::fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
    expect_err(file.load(), settings, "UTF-8");
    // Unusable places: a directory where the file should be, a path under a file.
    let on_dir = SettingsFile::new(tmp.display().to_string()).unwrap();
    expect_err(on_dir.load(), storage, "could not read");
    expect_err(on_dir.save(mine), storage, "could not");
    let under_file = SettingsFile::new(path.join("x.json").display().to_string()).unwrap();
    expect_err(under_file.load(), storage, "could not read");
    expect_err(under_file.save(mine), storage, "could not");
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Plays `rounds` rounds through the API: the human's first legal move, the computer's
/// reply; returns the computer's moves.
fn rounds_through_the_api(s: &GameSession, rounds: usize) -> Vec<String> {
    let mut replies = Vec::new();
    for _ in 0..rounds {
        if s.snapshot(0).unwrap().status != GameStatus::Ongoing {
            break;
        }
        let moves = s.legal_moves().unwrap();
        let m = &moves[moves.len() / 2];
        let r = s.play(m.from, m.to, 0).unwrap();
        if r.is_computer_turn {
            let reply = s.computer_move(CancelHandle::new(), 0).unwrap();
            replies.push(reply.ply.notation);
        }
    }
    replies
}

#[test]
fn a_saved_game_against_the_computer_continues_as_it_would_have() {
    let tmp = test_dir("hostile-seed");
    let store = SaveStore::new(tmp.display().to_string()).unwrap();
    let setup = vs_computer(GameKind::Huishi, Side::First);
    let unsaved = GameSession::with_seed(setup, -77).unwrap();
    rounds_through_the_api(&unsaved, 2);
    let summary = store.save(unsaved.clone(), None, 5).unwrap();
    store.write_autosave(unsaved.clone(), 6).unwrap();
    let exported = unsaved.export_record().unwrap();
    assert!(exported.contains("\"seed\""), "{exported}");
    let reloaded = [
        store.load(summary.id).unwrap(),
        store.load_autosave().unwrap().unwrap(),
        GameSession::from_save_json(exported).unwrap(),
    ];
    let expected = rounds_through_the_api(&unsaved, 6);
    assert!(!expected.is_empty());
    for s in &reloaded {
        assert_eq!(rounds_through_the_api(s, 6), expected);
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn autosaves_from_many_threads_and_store_objects_leave_one_complete_game() {
    let tmp = test_dir("hostile-autosave-race");
    let dir = tmp.display().to_string();
    let sessions: Vec<Arc<GameSession>> = (0..4)
        .map(|i| {
            let s = GameSession::with_seed(pass_and_play(GameKind::Jinmen), i).unwrap();
            for _ in 0..i * 3 {
                let m = &s.legal_moves().unwrap()[0];
                s.play(m.from, m.to, 0).unwrap();
            }
            s
        })
        .collect();
    let histories: Vec<Vec<String>> = sessions.iter().map(|s| s.history().unwrap()).collect();
    for round in 0..50 {
        std::thread::scope(|scope| {
            for s in &sessions {
                let store = SaveStore::new(dir.clone()).unwrap();
                scope.spawn(move || store.write_autosave(s.clone(), round).unwrap());
            }
        });
        let loaded = SaveStore::new(dir.clone())
            .unwrap()
            .load_autosave()
            .unwrap()
            .expect("an autosave");
        assert!(
            histories.contains(&loaded.history().unwrap()),
            "round {round}"
        );
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

fn stale(e: &FolkChessError) -> bool {
    matches!(e, FolkChessError::Stale { .. })
}

fn damaged(e: &FolkChessError) -> bool {
    matches!(e, FolkChessError::DamagedSave { .. })
}

#[test]
fn the_game_table_refuses_bad_input_and_keeps_its_game() {
    let settings = default_settings().unwrap();
    let t = GameTable::with_seed(
        vs_computer(GameKind::Jinmen, Side::First),
        5,
        settings,
        DisplayLanguage::En,
    )
    .unwrap();
    expect_err(
        t.send(TableEvent::Start, -1),
        invalid,
        "now_ms must be a time",
    );
    let start = t.send(TableEvent::Start, 0).unwrap();
    assert!(start.view.ticking);
    // Taps anywhere, also far off the board, change nothing but the selection.
    for point in [-1, i32::MIN, 29, 1000, i32::MAX] {
        let u = t.send(TableEvent::Tap { point }, 1).unwrap();
        assert!(u.effects.is_empty());
        assert!(u.view.message.is_none());
    }
    // A forged answer naming a point off the board: a typed error, nothing changes.
    let forged = SearchAnswer {
        id: 1,
        found: Some(MoveRef { from: 0, to: 99 }),
        verdict: None,
        offers_draw: false,
        resigns: false,
        accepts_draw: None,
        judged: None,
    };
    expect_err(
        t.send(TableEvent::SearchDone { answer: forged }, 2),
        invalid,
        "not on the jinmen board",
    );
    // Answers nobody waits for (any id, negative too) are dropped.
    for id in [-5, 0, 1, i64::MAX] {
        let answer = SearchAnswer {
            id,
            found: Some(MoveRef { from: 0, to: 5 }),
            verdict: None,
            offers_draw: false,
            resigns: false,
            accepts_draw: Some(true),
            judged: None,
        };
        let u = t.send(TableEvent::SearchDone { answer }, 3).unwrap();
        assert!(u.effects.is_empty());
        assert!(u.view.moves.rows.is_empty());
    }
    // A verdict with a negative distance is refused.
    let answer = SearchAnswer {
        id: 1,
        found: None,
        verdict: Some(VerdictInfo {
            kind: VerdictKind::Win,
            distance: Some(-3),
            text_zh: String::new(),
            text_en: String::new(),
        }),
        offers_draw: false,
        resigns: false,
        accepts_draw: None,
        judged: None,
    };
    expect_err(
        t.send(TableEvent::SearchDone { answer }, 4),
        invalid,
        "distance must be 0 or more",
    );
    // Searches that are not waited for cannot be run.
    for id in [-1, 0, 7] {
        expect_err(
            t.run_search(id, CancelHandle::new()),
            stale,
            "no longer waits",
        );
    }
    // Settings out of range are refused, whole.
    let mut bad = settings;
    bad.turn_seconds = Some(-4);
    expect_err(
        t.send(
            TableEvent::Settings {
                settings: bad,
                language: DisplayLanguage::Zh,
            },
            5,
        ),
        |e| matches!(e, FolkChessError::Settings { .. }),
        "turn",
    );
    assert_eq!(t.view(5).unwrap().title, "Jinmen");
    expect_err(t.view(-9), invalid, "now_ms");
    assert!(t.copy_session().unwrap().history().unwrap().is_empty());
}

#[test]
fn the_review_screen_and_the_list_views_refuse_bad_input() {
    let session = GameSession::with_seed(pass_and_play(GameKind::Weiming), 1).unwrap();
    let review = ReviewScreen::new(session, DisplayLanguage::Both).unwrap();
    expect_err(
        review.run_review(1, CancelHandle::new()),
        stale,
        "no longer waits",
    );
    for ply in [-1, i32::MAX] {
        let u = review.send(ReviewEvent::Select { ply }).unwrap();
        assert_eq!(u.view.selected_ply, 0);
    }
    let u = review.send(ReviewEvent::ReviewDone { id: -4 }).unwrap();
    assert!(u.view.rows.is_empty());

    // Geometry: bad sizes and taps find nothing and never panic.
    for (w, h) in [
        (f64::NAN, 10.0),
        (-5.0, -5.0),
        (f64::INFINITY, 1.0),
        (0.0, 0.0),
    ] {
        let fit = fit_board(GameKind::Huishi, w, h, f64::NAN, -1.0, true);
        assert!(fit.scale > 0.0);
        assert_eq!(
            board_positions(fit).len(),
            board_layout(GameKind::Huishi).unwrap().points.len()
        );
        assert_eq!(point_at(fit, f64::NAN, 0.0).unwrap(), None);
    }

    // Choices past their options change nothing.
    let s = default_settings().unwrap();
    for index in [-1, 4, i32::MAX] {
        let changed = settings_with(
            s,
            RowChange::Choice {
                key: ChoiceKey::Theme,
                index,
            },
        )
        .unwrap();
        assert_eq!(changed, s);
    }
    let mut bad = s;
    bad.turn_seconds = Some(7);
    expect_err(
        settings_with(
            bad,
            RowChange::Toggle {
                key: ToggleKey::Sound,
                on: true,
            },
        ),
        |e| matches!(e, FolkChessError::Settings { .. }),
        "turn",
    );
    let form = new_game_form(GameKind::Jinmen, s).unwrap();
    assert_eq!(
        new_game_form_with(form, ChoiceKey::Level, -3).unwrap(),
        form
    );
    let mut bad_form = form;
    bad_form.turn_seconds = Some(0);
    expect_err(
        new_game_view(bad_form, DisplayLanguage::En),
        invalid,
        "turn time",
    );
    expect_err(
        rules_screen_view(
            GameKind::Weiming,
            DisplayLanguage::Zh,
            Some(40),
            DisplayLanguage::En,
        ),
        invalid,
        "out of range",
    );
    assert_eq!(
        display_language(LanguageSetting::System, vec!["\u{0}".into(), "zh".into()]),
        DisplayLanguage::En
    );
    assert_eq!(
        display_language(LanguageSetting::System, vec![]),
        DisplayLanguage::En
    );

    // A summary read back with a position that does not parse, or an ended game without an
    // outcome, is refused with a reason.
    let dir = test_dir("hostile-screens");
    let store = SaveStore::new(dir.display().to_string()).unwrap();
    let game = GameSession::with_seed(pass_and_play(GameKind::Jinmen), 3).unwrap();
    let summary = store.save(game, None, 10).unwrap();
    let mut broken = summary.clone();
    broken.position_text = "nonsense".into();
    expect_err(
        saved_games_view(
            vec![SaveListEntry::Good {
                summary: broken.clone(),
            }],
            DisplayLanguage::En,
            0,
        ),
        invalid,
        "position text",
    );
    expect_err(
        home_view(Some(broken), DisplayLanguage::En, 0),
        invalid,
        "position text",
    );
    let mut ended = summary.clone();
    ended.status = GameStatus::Ended;
    ended.outcome = None;
    expect_err(
        home_view(Some(ended), DisplayLanguage::En, 0),
        invalid,
        "no outcome",
    );
    let view = home_view(Some(summary), DisplayLanguage::En, 0).unwrap();
    assert!(view.continue_game.is_some());

    // The table's autosave text is checked before it is written.
    expect_err(store.write_autosave_json("{".into(), 1), damaged, "");
    expect_err(store.save_json("[]".into(), None, 1), damaged, "");
    expect_err(
        store.write_autosave_json(ended_jinmen_json(), -1),
        invalid,
        "saved_at_ms",
    );
    assert!(store.autosave_summary().unwrap().is_none());
    store.write_autosave_json(ended_jinmen_json(), 5).unwrap();
    let a = store.autosave_summary().unwrap().unwrap();
    assert_eq!((a.id.as_str(), a.saved_at_ms), ("autosave", Some(5)));
}

#[test]
fn statistics_and_shared_texts_through_the_api() {
    let tmp = std::env::temp_dir().join(format!("folkchess-stats-api-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let store = SaveStore::new(tmp.join("saves").display().to_string()).unwrap();
    let empty = store.stats_view(DisplayLanguage::En).unwrap();
    assert_eq!(empty.empty_text.as_deref(), Some("No finished games yet"));
    assert!(!empty.reset.enabled);
    let finished = r#"{"game":"jinmen","seed":7,"opponent":{"kind":"computer","level":"easy"},"human":"first","winner":"first","reason":"resignation","plies":3}"#;
    store.record_finished(finished.into(), 1).unwrap();
    let view = store.stats_view(DisplayLanguage::Zh).unwrap();
    assert_eq!(view.games.len(), 1);
    assert_eq!(view.games[0].lines[0].won, 1);
    assert_eq!(view.games[0].chart.len(), 1);
    assert_eq!(view.games[0].chart[0].result, ResultKind::Won);
    // A damaged file is a typed error, then reset empties it.
    std::fs::write(tmp.join("saves").join("stats").join("stats.json"), "][").unwrap();
    match store.stats_view(DisplayLanguage::En) {
        Err(FolkChessError::DamagedSave { reason }) => assert!(reason.contains("statistics")),
        other => panic!("{other:?}"),
    }
    store.reset_stats().unwrap();
    assert!(store
        .stats_view(DisplayLanguage::En)
        .unwrap()
        .games
        .is_empty());

    // A save shared as text and read back.
    let session = GameSession::with_seed(pass_and_play(GameKind::Jinmen), 5).unwrap();
    let summary = store
        .save(session, Some("g".into()), 1_796_205_600_000)
        .unwrap();
    let _ = summary;
    let json = std::fs::read_to_string(tmp.join("saves").join("g.json")).unwrap();
    let text = share_text(json.clone(), DisplayLanguage::En, 1_796_205_600_000, 0).unwrap();
    assert!(text.contains("[Game \"jinmen\"]") && text.contains("[Date \"2026-12-02\"]"));
    let back = import_shared_game(text, DisplayLanguage::En).unwrap();
    assert!(GameSession::from_save_json(back).is_ok());
    match import_shared_game("[Game \"chess\"]".into(), DisplayLanguage::En) {
        Err(FolkChessError::InvalidInput { reason }) => assert!(reason.contains("chess")),
        other => panic!("{other:?}"),
    }
    // The reason in the player's language.
    match import_shared_game("[Game \"chess\"]".into(), DisplayLanguage::Zh) {
        Err(FolkChessError::InvalidInput { reason }) => {
            assert_eq!(
                reason,
                "未知的棋种“chess”（应为 weiming、zhongkui、jinmen 或 huishi）。"
            )
        }
        other => panic!("{other:?}"),
    }
    match share_text("{".into(), DisplayLanguage::En, 0, 0) {
        Err(FolkChessError::DamagedSave { .. }) => {}
        other => panic!("{other:?}"),
    }
    assert!(share_text(json, DisplayLanguage::En, -1, 0).is_err());
    let _ = std::fs::remove_dir_all(&tmp);
}
