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

/// A table of a new game of `setup` from `seed`, in English with the default settings.
fn table(setup: GameSetup, seed: i64) -> Arc<GameTable> {
    GameTable::with_seed(
        setup,
        seed,
        default_settings().unwrap(),
        DisplayLanguage::En,
    )
    .unwrap()
}

/// Plays `plies` plies on `t` by taps: the first movable piece to its first target.
fn play_first_moves(t: &GameTable, plies: usize) {
    let first = |t: &GameTable, mark: PointMark| {
        let v = t.view(0).unwrap();
        v.board
            .points
            .iter()
            .find(|p| p.mark == mark)
            .map(|p| p.index.index() as i32)
    };
    for _ in 0..plies {
        let from = first(t, PointMark::Movable).expect("a movable piece");
        t.send(TableEvent::Tap { point: from }, 0).unwrap();
        let to = first(t, PointMark::Target).expect("a target");
        t.send(TableEvent::Tap { point: to }, 0).unwrap();
    }
}

/// A game of `setup` from `seed` with `plies` plies, in the save format.
fn game_json(setup: GameSetup, seed: i64, plies: usize) -> String {
    let t = table(setup, seed);
    play_first_moves(&t, plies);
    t.export_record().unwrap()
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
        for lang in [
            DisplayLanguage::Zh,
            DisplayLanguage::En,
            DisplayLanguage::Both,
        ] {
            let pages = rules_pages(g, lang);
            assert_eq!(pages.len(), lang.langs().len());
            assert!(pages.iter().all(|p| p.sections.last().unwrap().id == "app"));
        }
        let info = game_info_of(g).unwrap();
        assert_eq!(game_from_id(info.id.clone()).unwrap(), g);
    }
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
    for bad in [0, 45, 1, u32::MAX] {
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
        let settings = default_settings().unwrap();
        expect_err(
            GameTable::new(setup, settings, DisplayLanguage::En),
            invalid,
            "turn time must be 1 to 3600",
        );
        expect_err(
            GameTable::with_seed(setup, -7, settings, DisplayLanguage::En),
            invalid,
            "turn time",
        );
    }
}

#[test]
fn malformed_saves() {
    let damaged = |e: &FolkChessError| matches!(e, FolkChessError::DamagedSave { .. });
    let load = |s: &str| {
        let table = GameTable::from_save_json(
            s.to_string(),
            default_settings().unwrap(),
            DisplayLanguage::En,
        );
        let review = ReviewScreen::new(s.to_string(), DisplayLanguage::En);
        assert_eq!(
            review.as_ref().err(),
            table.as_ref().err(),
            "the review screen reads saves as the table does"
        );
        table
    };
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
    expect_err(
        missing.load_json("x".into()),
        not_found,
        "no saved game `x`",
    );
    expect_err(missing.delete("x".into()), not_found, "no saved game");
    assert!(missing.load_autosave_json().unwrap().is_none());
    missing.clear_autosave().unwrap();

    // Bad ids never reach the file system.
    for id in ["", "../etc/passwd", "a b", "x.json", &"a".repeat(65), "ü"] {
        expect_err(
            missing.load_json(id.to_string()),
            invalid,
            "not a valid save id",
        );
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
    let session = game_json(pass_and_play(GameKind::Huishi), 5, 0);
    let under_file = SaveStore::new(file.join("saves").display().to_string()).unwrap();
    expect_err(
        under_file.save_json(session.clone(), None, 1),
        storage,
        "could not",
    );
    expect_err(
        under_file.write_autosave_json(session.clone(), 1),
        storage,
        "could not",
    );
    expect_err(under_file.load_json("x".into()), storage, "could not read");
    expect_err(under_file.list(), storage, "could not list");
    expect_err(under_file.load_autosave_json(), storage, "could not");
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
        is_file.save_json(session.clone(), Some("g".into()), 1),
        storage,
        "could not",
    );

    // A good store with a damaged file beside a good save.
    let dir = SaveStore::new(tmp.join("saves").display().to_string()).unwrap();
    expect_err(
        dir.save_json(session.clone(), Some("bad id".into()), 1),
        invalid,
        "save id",
    );
    expect_err(
        dir.save_json(session.clone(), None, -1),
        invalid,
        "saved_at_ms",
    );
    let summary = dir
        .save_json(session.clone(), None, 1_700_000_000_000)
        .unwrap();
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
        dir.load_json("broken".into()),
        damaged,
        "`broken` cannot be loaded",
    );
    expect_err(dir.load_json("binary".into()), damaged, "not UTF-8");
    std::fs::write(tmp.join("saves").join("autosave.json"), "[]").unwrap();
    expect_err(dir.load_autosave_json(), damaged, "autosave");
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
fn exports_without_hostile_parameters_answer_in_every_state() {
    assert_eq!(
        side_name(Side::Second, Language::En).unwrap(),
        "Second (black)"
    );
    assert!(!core_version().is_empty());
    assert_eq!(default_settings().unwrap().turn_seconds, Some(60));
    assert_eq!(turn_time_choices().len(), 5);
}

fn test_dir(name: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn autosaves_from_many_threads_and_store_objects_leave_one_complete_game() {
    let tmp = test_dir("hostile-autosave-race");
    let dir = tmp.display().to_string();
    let games: Vec<String> = (0..4)
        .map(|i| game_json(pass_and_play(GameKind::Jinmen), i, i as usize * 3))
        .collect();
    // The game as a table writes it again (what a file adds, like its time, left out).
    let norm = |json: String| {
        let settings = default_settings().unwrap();
        let t = GameTable::from_save_json(json, settings, DisplayLanguage::En).unwrap();
        t.export_record().unwrap()
    };
    let written: Vec<String> = games.iter().cloned().map(norm).collect();
    for round in 0..50 {
        std::thread::scope(|scope| {
            for g in &games {
                let store = SaveStore::new(dir.clone()).unwrap();
                scope.spawn(move || store.write_autosave_json(g.clone(), round).unwrap());
            }
        });
        let loaded = SaveStore::new(dir.clone())
            .unwrap()
            .load_autosave_json()
            .unwrap()
            .expect("an autosave");
        assert!(written.contains(&norm(loaded)), "round {round}");
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
    bad.turn_seconds = Some(4);
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
    assert!(t.view(5).unwrap().moves.rows.is_empty());
}

#[test]
fn the_review_screen_and_the_list_views_refuse_bad_input() {
    let session = game_json(pass_and_play(GameKind::Weiming), 1, 0);
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
        let fit = fit_board(GameKind::Huishi, w, h, f64::NAN, -1.0, true, true);
        assert!(fit.scale > 0.0);
        assert_eq!(
            board_positions(fit).len(),
            board_layout(GameKind::Huishi).unwrap().points.len()
        );
        assert_eq!(point_at(fit, f64::NAN, 0.0).unwrap(), None);
        // An arrow between bad indexes is an error naming them; a point to itself, none.
        let err = board_arrow(fit, 0, 99).unwrap_err().to_string();
        assert!(err.contains("99"), "{err}");
        assert!(board_arrow(fit, -1, 0).is_err());
        assert_eq!(board_arrow(fit, 3, 3).unwrap(), None);
        // So is a last move's mark on a bad point, or at a non-finite place or size.
        let err = board_last_move_mark(fit, 99).unwrap_err().to_string();
        assert!(err.contains("99"), "{err}");
        assert!(board_last_move_mark(fit, 0).is_ok());
        for (x, r) in [(f64::NAN, 4.0), (1.0, 0.0), (1.0, f64::INFINITY)] {
            let err = last_move_mark(x, 1.0, r).unwrap_err().to_string();
            assert!(err.contains("radius"), "{err}");
        }
        // And a refused move's cross.
        let err = board_refused_mark(fit, -3, true).unwrap_err().to_string();
        assert!(err.contains("-3"), "{err}");
        assert!(board_refused_mark(fit, 0, false).is_ok());
    }

    assert_eq!(
        display_language(LanguageSetting::System, vec!["\u{0}".into(), "zh".into()]),
        DisplayLanguage::En
    );
    assert_eq!(
        display_language(LanguageSetting::System, vec![]),
        DisplayLanguage::En
    );

    let dir = test_dir("hostile-screens");
    let store = SaveStore::new(dir.display().to_string()).unwrap();

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
    let session = game_json(pass_and_play(GameKind::Jinmen), 5, 0);
    let summary = store
        .save_json(session, Some("g".into()), 1_796_205_600_000)
        .unwrap();
    let _ = summary;
    let json = std::fs::read_to_string(tmp.join("saves").join("g.json")).unwrap();
    let text = share_text(json.clone(), DisplayLanguage::En, 1_796_205_600_000, 0).unwrap();
    assert!(text.contains("[Game \"jinmen\"]") && text.contains("[Date \"2026-12-02\"]"));
    let back = import_shared_game(text, DisplayLanguage::En).unwrap();
    assert!(ReviewScreen::new(back, DisplayLanguage::En).is_ok());
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
