//! The save store over real directories (under `target/`): listing, damaged files,
//! the autosave slot, saves that keep the seed.

use folkchess_core::store::{SaveEntry, SaveStore, StoreError, AUTOSAVE_ID};
use folkchess_core::*;
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("store-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A save of a bare record with the default setup.
fn saved(record: &GameRecord) -> SavedGame {
    SavedGame::of_record(record.clone(), Setup::default())
}

fn game_with(moves: &[&str]) -> GameRecord {
    let mut rec = GameRecord::new_game(GameId::Huishi);
    for m in moves {
        rec.play(rec.current().board().parse_ply(m).unwrap())
            .unwrap();
    }
    rec
}

#[test]
fn save_list_load_delete() {
    let dir = temp_dir("basic");
    let store = SaveStore::new(&dir);
    assert_eq!(
        store.list().unwrap(),
        vec![],
        "a missing directory has no saves"
    );
    let rec = game_with(&["c2-c3", "c4-a4"]);
    let first = store.save(None, &saved(&rec), 1_000).unwrap();
    let second = store
        .save(None, &saved(&game_with(&["c2-c3"])), 2_000)
        .unwrap();
    assert_ne!(first.id, second.id);
    let list = store.list().unwrap();
    let ids: Vec<&str> = list.iter().map(|e| e.id()).collect();
    assert_eq!(
        ids,
        vec![second.id.as_str(), first.id.as_str()],
        "newest first"
    );
    let SaveEntry::Good(summary) = &list[1] else {
        panic!("good save listed as damaged")
    };
    assert_eq!(summary.ply_count, 2);
    assert_eq!(summary.game, GameId::Huishi);
    assert_eq!(summary.saved_at_ms, Some(1_000));
    assert_eq!(&summary.position, rec.current());
    assert_eq!(store.load(&first.id).unwrap().record, rec);
    store.delete(&first.id).unwrap();
    assert!(matches!(
        store.load(&first.id),
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.delete(&first.id),
        Err(StoreError::NotFound(_))
    ));
    // No temporary files are left behind.
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn damaged_file_is_listed_with_its_reason_and_hides_nothing() {
    let dir = temp_dir("damaged");
    let store = SaveStore::new(&dir);
    let good = store
        .save(Some("good"), &saved(&game_with(&["c2-c3"])), 5)
        .unwrap();
    std::fs::write(
        dir.join("broken.json"),
        "{\"format\":\"folkchess-save\",\"vers",
    )
    .unwrap();
    std::fs::write(
        dir.join("tampered.json"),
        save_to_json(&game_with(&["c2-c3"]), &Setup::default()).replace("c2-c3", "c2-c5"),
    )
    .unwrap();
    std::fs::write(dir.join("notes.txt"), "not a save").unwrap();
    let list = store.list().unwrap();
    assert_eq!(list.len(), 3);
    assert!(matches!(&list[0], SaveEntry::Good(s) if s.id == good.id));
    match &list[1] {
        SaveEntry::Damaged { id, reason } => {
            assert_eq!(id, "broken");
            assert!(reason.contains("damaged"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    match &list[2] {
        SaveEntry::Damaged { id, reason } => {
            assert_eq!(id, "tampered");
            assert!(reason.contains("c2-c5"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        store.load("broken"),
        Err(StoreError::Damaged { .. })
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn autosave_slot() {
    let dir = temp_dir("autosave");
    let store = SaveStore::new(&dir);
    assert_eq!(store.load_autosave().unwrap(), None);
    let rec = game_with(&["c2-c3"]);
    store.write_autosave(&saved(&rec), 9).unwrap();
    store
        .write_autosave(&saved(&game_with(&["c2-c3", "c4-a4"])), 10)
        .unwrap();
    assert_eq!(
        store.load_autosave().unwrap().unwrap().record.ply_count(),
        2
    );
    assert!(
        store.list().unwrap().iter().all(|e| e.id() != AUTOSAVE_ID),
        "autosave is not listed"
    );
    store.clear_autosave().unwrap();
    store.clear_autosave().unwrap();
    assert_eq!(store.load_autosave().unwrap(), None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_ids_and_unusable_directories_are_typed_errors() {
    let dir = temp_dir("bad");
    let store = SaveStore::new(&dir);
    for id in ["", "../escape", "a/b", "x".repeat(65).as_str(), "名字"] {
        assert!(matches!(store.load(id), Err(StoreError::BadId(_))), "{id}");
    }
    // A directory path that is really a file.
    std::fs::create_dir_all(dir.parent().unwrap()).unwrap();
    let file = dir.with_extension("file");
    std::fs::write(&file, "x").unwrap();
    let on_file = SaveStore::new(&file);
    assert!(matches!(on_file.list(), Err(StoreError::Io { .. })));
    let err = on_file
        .save(Some("a"), &saved(&game_with(&[])), 1)
        .unwrap_err();
    assert!(err.to_string().starts_with("could not create"), "{err}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_save_keeps_the_seed_and_format_version_1_still_loads() {
    let dir = temp_dir("seed");
    let store = SaveStore::new(&dir);
    let game = SavedGame {
        record: game_with(&["c2-c3", "c4-a4"]),
        setup: Setup::default(),
        seed: Some(u64::MAX - 5),
        saved_at_ms: None,
    };
    store.write_autosave(&game, 77).unwrap();
    let loaded = store.load_autosave().unwrap().unwrap();
    assert_eq!(loaded.seed, Some(u64::MAX - 5));
    assert_eq!(loaded.saved_at_ms, Some(77));
    assert_eq!(loaded.record, game.record);
    // A file written by the format-1 store (no seed) loads as it did.
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/save-v1.json"),
        dir.join("old.json"),
    )
    .unwrap();
    let old = store.load("old").unwrap();
    assert_eq!(old.seed, None);
    assert_eq!(
        old.record.history_text(),
        ["b2-b3", "b6-b5", "c2-c3", "c6-c5"]
    );
    let _ = std::fs::remove_dir_all(&dir);
}
