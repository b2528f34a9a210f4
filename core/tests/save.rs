//! The versioned JSON save format: round trip, and typed errors for damaged saves.

use folkchess_core::*;

fn sample() -> (GameRecord, Setup) {
    let mut rec = GameRecord::new_game(GameId::Jinmen);
    let b = Board::of(GameId::Jinmen);
    for t in ["b2-b3", "b6-b5", "c2-c3", "pass", "d2-d3"] {
        rec.play(b.parse_ply(t).unwrap()).unwrap();
    }
    rec.undo();
    (rec, Setup::default())
}

#[test]
fn save_stores_game_setup_and_plies() {
    let (rec, setup) = sample();
    let json = save_to_json(&rec, &setup);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["format"], "folkchess-save");
    assert_eq!(v["version"], 2);
    assert_eq!(v.get("seed"), None, "a bare record has no seed");
    assert_eq!(v["game"], "jinmen");
    assert_eq!(
        v["plies"],
        serde_json::json!(["b2-b3", "b6-b5", "c2-c3", "pass"])
    );
    assert_eq!(v["redo"], serde_json::json!(["d2-d3"]));
    assert_eq!(v["setup"]["mode"]["kind"], "pass_and_play");
    assert_eq!(v["setup"]["turn_seconds"], 60);
    let loaded = load_from_json(&json).unwrap();
    assert_eq!(loaded.record, rec);
    assert_eq!(loaded.record.redo_stack().len(), 1);
}

#[test]
fn custom_start_position_is_saved() {
    let start = Position::from_text(GameId::Weiming, "./xxx/*./XXX S +").unwrap();
    let rec = GameRecord::new(start);
    let json = save_to_json(&rec, &Setup::default());
    assert!(json.contains("./xxx/*./XXX S +"));
    assert_eq!(load_from_json(&json).unwrap().record.start(), &start);
}

#[test]
fn truncated_save_is_a_typed_error() {
    let (rec, setup) = sample();
    let json = save_to_json(&rec, &setup);
    for cut in [0, 1, 10, json.len() / 2, json.len() - 2] {
        let err = load_from_json(&json[..cut]).unwrap_err();
        assert!(matches!(err, SaveError::Json(_)), "cut at {cut}: {err}");
        assert!(err.to_string().starts_with("the save is damaged"));
    }
}

#[test]
fn corrupt_and_tampered_saves_say_what_is_wrong() {
    let (rec, setup) = sample();
    let json = save_to_json(&rec, &setup);
    let cases: Vec<(String, &str)> = vec![
        (json.replace("\"b6-b5\"", "\"b6-b4\""), "move 2 `b6-b4`"),
        (json.replace("\"b6-b5\"", "\"b6-zz\""), "`zz`"),
        (
            json.replace("\"jinmen\"", "\"chess\""),
            "unknown variant `chess`",
        ),
        (
            json.replace("\"version\": 2", "\"version\": 99"),
            "version 99",
        ),
        (
            json.replace("\"version\": 2", "\"version\": 0"),
            "version 0 is not supported (this app reads versions 1 to 2)",
        ),
        (json.replace("\"plies\"", "\"seed\": -1, \"plies\""), "seed"),
        (
            json.replace("folkchess-save", "something-else"),
            "not a Folk Chess save",
        ),
        (
            json.replace("\"turn_seconds\": 60", "\"turn_seconds\": 0"),
            "turn time",
        ),
        (json.replace("\"d2-d3\"", "\"d2-d4\""), "redo"),
        (
            json.replace("\"plies\"", "\"pliez\""),
            "missing field `plies`",
        ),
        ("[1,2,3]".to_string(), "damaged"),
        ("\u{0}\u{1}garbage".to_string(), "damaged"),
    ];
    for (bad, needle) in cases {
        let err = load_from_json(&bad).unwrap_err().to_string();
        assert!(err.contains(needle), "expected `{needle}` in `{err}`");
    }
}

#[test]
fn unknown_fields_are_ignored_and_missing_setup_defaults() {
    let json = r#"{"format":"folkchess-save","version":1,"game":"huishi","plies":["c2-c3"],"future_field":{"x":1}}"#;
    let g = load_from_json(json).unwrap();
    assert_eq!(g.record.ply_count(), 1);
    assert_eq!(g.setup, Setup::default());
}

#[test]
fn a_save_of_a_finished_game_must_not_continue_after_the_end() {
    // Threefold repetition then one more ply: rejected on replay.
    let cycle = ["bm-m", "tm-x", "m-bm", "x-tm"];
    let mut plies: Vec<String> = cycle
        .iter()
        .chain(cycle.iter())
        .map(|s| s.to_string())
        .collect();
    plies.push("bm-m".into());
    let json =
        serde_json::json!({"format":"folkchess-save","version":1,"game":"weiming","plies":plies})
            .to_string();
    let err = load_from_json(&json).unwrap_err().to_string();
    assert!(
        err.contains("move 9") && err.contains("game is over"),
        "{err}"
    );
}

#[test]
fn a_session_save_keeps_the_seed() {
    let (record, setup) = sample();
    for seed in [0, 7, u64::MAX] {
        let game = SavedGame {
            record: record.clone(),
            setup,
            seed: Some(seed),
            saved_at_ms: Some(1_767_225_600_000),
        };
        let json = game.to_json();
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["version"], 2);
        assert_eq!(v["seed"].as_u64(), Some(seed));
        assert_eq!(load_from_json(&json).unwrap(), game);
    }
}

#[test]
fn a_format_version_1_save_still_loads() {
    // Written by the format-1 code (before seeds were saved); never regenerate it.
    let json = include_str!("fixtures/save-v1.json");
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    assert_eq!(v["version"], 1);
    let g = load_from_json(json).unwrap();
    assert_eq!(g.record.game(), GameId::Jinmen);
    assert_eq!(
        g.record.history_text(),
        ["b2-b3", "b6-b5", "c2-c3", "c6-c5"]
    );
    assert_eq!(
        g.record.redo_stack(),
        &[Board::of(GameId::Jinmen).parse_ply("d2-d3").unwrap()]
    );
    assert_eq!(
        g.setup,
        Setup {
            mode: Mode::VsComputer {
                level: Level::Easy,
                human: Side::First
            },
            turn_seconds: Some(30)
        }
    );
    assert_eq!(g.seed, None);
    assert_eq!(g.saved_at_ms, Some(1_767_225_600_000));
    // Saved again, it becomes a version-2 save of the same game.
    let again = g.to_json();
    assert!(again.contains("\"version\": 2"), "{again}");
    assert_eq!(load_from_json(&again).unwrap(), g);
}
