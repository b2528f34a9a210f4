//! The save store and the settings file over real directories (under `target/`):
//! listing, damaged files, the autosave slot, racing writers, leftovers of crashes.
//! (Crashes themselves: `store_crash.rs`.)

use folkchess_core::files::store::{SaveEntry, SaveStore, SettingsFile, StoreError, AUTOSAVE_ID};
use folkchess_core::*;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Barrier;
use std::time::{Duration, SystemTime};

fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("store-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The names of the temporary files in `dir`.
fn temp_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    names.sort();
    names
}

/// A game of `len` plies that is still on: the first legal move that does not end it.
fn long_game(game: GameId, len: usize) -> GameRecord {
    let mut rec = GameRecord::new_game(game);
    while rec.ply_count() < len {
        let next = rec
            .current()
            .legal_moves()
            .into_iter()
            .rev()
            .find_map(|m| {
                let mut probe = rec.clone();
                probe.play_move(*m).ok()?;
                (!probe.status().is_over()).then_some(probe)
            })
            .expect("a move that keeps the game on");
        rec = next;
    }
    rec
}

/// The first `len` plies of `game`.
fn prefix(game: &GameRecord, len: usize) -> GameRecord {
    GameRecord::replay(*game.start(), &game.plies()[..len]).unwrap()
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
fn racing_writers_of_one_save_always_leave_one_complete_version() {
    const THREADS: usize = 4;
    const ROUNDS: usize = 300;
    let dir = temp_dir("race");
    std::fs::create_dir_all(&dir).unwrap();
    let game = long_game(GameId::Huishi, 80);
    let setup = Setup {
        mode: Mode::VsComputer {
            level: Level::Hard,
            human: Side::Second,
        },
        turn_seconds: Some(30),
    };
    // Thread t writes in round r a record of its own length, with a seed naming (t, r).
    let version = |t: usize, r: usize| SavedGame {
        record: prefix(&game, (t * 23 + r * 7) % 80),
        setup,
        seed: Some((t * 1_000_000 + r) as u64),
        saved_at_ms: None,
    };
    // The same directory spelt differently by every thread's store.
    let name = dir.file_name().unwrap().to_owned();
    let spellings = [
        dir.clone(),
        dir.join("."),
        dir.join("..").join(&name),
        dir.join(".").join("."),
    ];
    let barrier = Barrier::new(THREADS + 1);
    let failed_writes = AtomicUsize::new(0);
    let done = AtomicBool::new(false);
    let mut damaged = Vec::new();
    std::thread::scope(|s| {
        for (t, spelling) in spellings.iter().enumerate() {
            let (barrier, failed_writes, version) = (&barrier, &failed_writes, &version);
            s.spawn(move || {
                let store = SaveStore::new(spelling);
                for r in 0..ROUNDS {
                    barrier.wait();
                    if let Err(e) = store.write_autosave(&version(t, r), r as u64) {
                        eprintln!("write {t}/{r} failed: {e}");
                        failed_writes.fetch_add(1, Ordering::Relaxed);
                    }
                    barrier.wait();
                }
            });
        }
        // A lister runs meanwhile: its removal of leftovers must not touch live writes.
        s.spawn(|| {
            let store = SaveStore::new(&dir);
            while !done.load(Ordering::Relaxed) {
                assert_eq!(
                    store.list().unwrap(),
                    vec![],
                    "only the autosave is written"
                );
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        let store = SaveStore::new(&dir);
        for r in 0..ROUNDS {
            barrier.wait();
            barrier.wait();
            match store.load_autosave() {
                Ok(Some(g)) => {
                    let written = (0..THREADS).map(|t| version(t, r)).collect::<Vec<_>>();
                    let g = SavedGame {
                        saved_at_ms: None,
                        ..g
                    };
                    if !written.contains(&g) {
                        damaged.push(format!("round {r}: a version not written this round"));
                    }
                }
                other => damaged.push(format!("round {r}: {other:?}")),
            }
        }
        done.store(true, Ordering::Relaxed);
    });
    assert!(
        damaged.is_empty(),
        "{} of {ROUNDS} rounds damaged the autosave; the first: {}",
        damaged.len(),
        damaged[0]
    );
    assert_eq!(failed_writes.load(Ordering::Relaxed), 0, "failed writes");
    assert_eq!(
        temp_files(&dir),
        Vec::<String>::new(),
        "temporary files left"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn saves_under_new_ids_in_the_same_millisecond_get_different_ids() {
    let dir = temp_dir("fresh-ids");
    let records: Vec<GameRecord> = (0..6)
        .map(|n| prefix(&long_game(GameId::Jinmen, 6), n))
        .collect();
    let ids: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = records
            .iter()
            .map(|rec| {
                let store = SaveStore::new(&dir);
                s.spawn(move || store.save(None, &saved(rec), 42).unwrap().id)
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), records.len(), "{ids:?}");
    let store = SaveStore::new(&dir);
    for (id, rec) in ids.iter().zip(&records) {
        assert_eq!(&store.load(id).unwrap().record, rec, "{id}");
    }
    assert_eq!(store.list().unwrap().len(), records.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Sets a file's modification time `ago` in the past.
fn age(path: &Path, ago: Duration) {
    let f = std::fs::OpenOptions::new().write(true).open(path).unwrap();
    f.set_modified(SystemTime::now() - ago).unwrap();
}

#[test]
fn leftover_temporary_files_are_never_listed_and_stale_ones_are_removed() {
    let dir = temp_dir("leftovers");
    let store = SaveStore::new(&dir);
    store
        .save(Some("kept"), &saved(&game_with(&["c2-c3"])), 1)
        .unwrap();
    let me = std::process::id();
    let proc_lists_processes = Path::new("/proc/self").exists();
    let write = |name: &str| std::fs::write(dir.join(name), "{\"format\":\"folkc").unwrap();
    // Stale: this process's pid but not a write of this process (an earlier process
    // with the same pid); a pid whose process is gone; anything unchanged for minutes.
    write(&format!(".kept.json.{me}-999999.tmp"));
    write(".autosave.json.4294967290-1.tmp");
    write(".old.json.tmp");
    age(&dir.join(".old.json.tmp"), Duration::from_secs(3600));
    write(".x.json.1-5.tmp");
    age(&dir.join(".x.json.1-5.tmp"), Duration::from_secs(3600));
    // Not stale: another process that is alive (pid 1) wrote it just now; a fresh
    // temporary file without a pid; not a save's temporary file.
    write(".y.json.1-6.tmp");
    write(".new.json.tmp");
    write(".notes.txt.4294967290-1.tmp");
    let list = store.list().unwrap();
    assert_eq!(
        list.iter().map(SaveEntry::id).collect::<Vec<_>>(),
        vec!["kept"],
        "temporary files are not saves"
    );
    let mut expected = vec![
        ".new.json.tmp",
        ".notes.txt.4294967290-1.tmp",
        ".y.json.1-6.tmp",
    ];
    if !proc_lists_processes {
        // Without /proc a dead pid's file waits until it is old.
        expected.insert(0, ".autosave.json.4294967290-1.tmp");
    }
    assert_eq!(temp_files(&dir), expected);
    // A write removes them too.
    write(&format!(".kept.json.{me}-999998.tmp"));
    age(&dir.join(".new.json.tmp"), Duration::from_secs(3600));
    store
        .save(Some("other"), &saved(&game_with(&[])), 2)
        .unwrap();
    expected.retain(|n| *n != ".new.json.tmp");
    assert_eq!(temp_files(&dir), expected);
    let _ = std::fs::remove_dir_all(&dir);
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

#[test]
fn settings_file_round_trip_defaults_and_damage() {
    let dir = temp_dir("settings");
    let file = SettingsFile::new(dir.join("prefs").join("settings.json"));
    assert_eq!(
        file.load().unwrap(),
        Settings::default(),
        "no file yet: the defaults"
    );
    let mine = Settings {
        language: LanguagePref::Both,
        default_level: Level::Master,
        turn_seconds: None,
        sound: false,
        ..Settings::default()
    };
    file.save(&mine).unwrap();
    assert_eq!(file.load().unwrap(), mine);
    assert_eq!(SettingsFile::new(file.path()).load().unwrap(), mine);
    // Out-of-range values are refused and the file stays as it was.
    let bad = Settings {
        turn_seconds: Some(45),
        ..mine
    };
    let err = file.save(&bad).unwrap_err();
    assert!(matches!(err, StoreError::Settings(_)), "{err:?}");
    assert!(err.to_string().contains("`turn_seconds`"), "{err}");
    assert_eq!(file.load().unwrap(), mine);
    // A damaged file is a typed error naming the problem.
    std::fs::write(file.path(), r#"{"default_level": "grandmaster"}"#).unwrap();
    let err = file.load().unwrap_err();
    assert!(err.to_string().contains("`default_level`"), "{err}");
    std::fs::write(file.path(), [0xff, 0xfe, b'{']).unwrap();
    assert!(matches!(file.load(), Err(StoreError::Settings(_))));
    // A directory where the file should be.
    let on_dir = SettingsFile::new(&dir);
    assert!(matches!(on_dir.load(), Err(StoreError::Io { .. })));
    assert!(matches!(on_dir.save(&mine), Err(StoreError::Io { .. })));
    assert_eq!(temp_files(&dir.join("prefs")), Vec::<String>::new());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn racing_settings_writers_leave_one_complete_version() {
    let dir = temp_dir("settings-race");
    let path = dir.join("settings.json");
    let versions: Vec<Settings> = [None, Some(15), Some(30), Some(60), Some(120)]
        .into_iter()
        .zip([
            Level::Beginner,
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Master,
        ])
        .map(|(turn_seconds, default_level)| Settings {
            turn_seconds,
            default_level,
            ..Settings::default()
        })
        .collect();
    let barrier = Barrier::new(versions.len());
    for _ in 0..50 {
        std::thread::scope(|s| {
            for v in &versions {
                let (barrier, file) = (&barrier, SettingsFile::new(&path));
                s.spawn(move || {
                    barrier.wait();
                    file.save(v).unwrap();
                });
            }
        });
        let loaded = SettingsFile::new(&path).load().unwrap();
        assert!(versions.contains(&loaded), "{loaded:?}");
    }
    assert_eq!(temp_files(&dir), Vec::<String>::new());
    let _ = std::fs::remove_dir_all(&dir);
}
