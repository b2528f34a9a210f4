//! The FFI entry points that take strings (`folkchess-ffi`, what the apps call). The
//! input's first line names the entry point, the rest is its string:
//!
//! | first line            | call                                                       |
//! |-----------------------|------------------------------------------------------------|
//! | `game_from_id`        | `game_from_id(rest)`                                       |
//! | `point_index <game>`  | `point_index(game, rest)`                                  |
//! | `settings`            | `settings_from_json(rest)`                                 |
//! | `save`                | `GameTable::from_save_json(rest)`, then its view and record |
//! | `play <game>`         | each line of rest (`from-to`) tapped on a pass-and-play table |
//! | `store_dir`           | `SaveStore::new(rest)`                                     |
//! | `store_id`            | `SaveStore::load_json(rest)` in an empty store             |
//! | `store_file`          | the rest's bytes as a save file and as the autosave file: `list`, `load_json`, `load_autosave_json` |
//!
//! Contracts: no panic, and no `Internal` error (the FFI turns a panic into one); every
//! error is the documented kind and says something; accepted values round-trip
//! (`point_name` of `point_index`, `settings_to_json` of `settings_from_json`,
//! `export_record` of `from_save_json`); a ply played by two taps is the move they name; the
//! save store accepts exactly the ids of 1 to 64 letters, digits, `-` and `_`; a save
//! file that lists as good loads (as the autosave too), its summary agrees with the
//! loaded game, and one that lists as damaged does not load.
#![no_main]

use folkchess_core::rules::notation::Ply;
use folkchess_core::{load_from_json, GameId, Position};
use folkchess_ffi::{
    default_settings, game_from_id, point_index, point_name, settings_from_json, settings_to_json,
    validate_settings, DisplayLanguage, FfiResult, FolkChessError, GameKind, GameMode, GameSetup,
    GameTable, SaveListEntry, SaveStore, TableEvent,
};
use folkchess_fuzz::text;
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::Arc;

/// The result, after checking that it is not an `Internal` error and that an error says
/// something.
fn checked<T>(r: FfiResult<T>) -> FfiResult<T> {
    if let Err(e) = &r {
        assert!(
            !matches!(e, FolkChessError::Internal { .. }),
            "internal error: {e}"
        );
        assert!(!e.to_string().is_empty(), "{e:?} says nothing");
    }
    r
}

fn kind(game: &str) -> Option<GameKind> {
    game.parse::<GameId>().ok()
}

/// A directory inside the build's output that is never created: a store there is empty.
fn empty_store_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the fuzz target's path");
    exe.with_file_name("ffi_strings-empty-store")
}

/// A directory inside the build's output for this process's save files.
fn file_store_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the fuzz target's path");
    exe.with_file_name(format!("ffi_strings-store-{}", std::process::id()))
}

/// Writes `bytes` as the save `fuzzed` and as the autosave, then reads them back.
fn store_file(bytes: &[u8]) {
    let dir = file_store_dir();
    std::fs::create_dir_all(&dir).expect("the store directory");
    std::fs::write(dir.join("fuzzed.json"), bytes).expect("a save file");
    std::fs::write(dir.join("autosave.json"), bytes).expect("the autosave file");
    let store = checked(SaveStore::new(dir.display().to_string())).expect("a store");
    let list = checked(store.list()).expect("the list");
    assert_eq!(list.len(), 1, "{list:?}");
    let loaded = checked(store.load_json("fuzzed".to_string()));
    let autosave = checked(store.load_autosave_json());
    match &list[0] {
        SaveListEntry::Good { summary } => {
            assert_eq!(summary.id, "fuzzed");
            let json = loaded.expect("a good save loads");
            let saved = load_from_json(&json).expect("a loaded save reads again");
            assert_eq!(summary.position_text, saved.record.current().to_text());
            assert_eq!(summary.ply_count as usize, saved.record.ply_count());
            let auto = autosave.expect("the autosave loads").expect("an autosave");
            let (table, auto) = (open(&json), open(&auto));
            assert_same_game(&auto, &table, bytes);
            exercise_table(&table);
        }
        SaveListEntry::Damaged { id, reason } => {
            assert_eq!(id, "fuzzed");
            assert!(!reason.is_empty());
            assert!(matches!(loaded, Err(FolkChessError::DamagedSave { .. })));
            assert!(matches!(autosave, Err(FolkChessError::DamagedSave { .. })));
        }
    }
}

/// A table of a game in the save format that must load.
fn open(json: &str) -> Arc<GameTable> {
    let settings = default_settings().expect("the default settings");
    checked(GameTable::from_save_json(
        json.to_string(),
        settings,
        DisplayLanguage::En,
    ))
    .unwrap_or_else(|e| panic!("a loaded game opens: {e}\n{json}"))
}

/// Two tables opened from the same file hold the same record and setup, and the same
/// seed where the file kept one (a version 1 save has none: each load draws its own).
fn assert_same_game(a: &GameTable, b: &GameTable, file: &[u8]) {
    let exported = |t: &GameTable| {
        let json = checked(t.export_record()).expect("a loaded table exports its record");
        load_from_json(&json).unwrap_or_else(|e| panic!("an exported record reloads: {e}\n{json}"))
    };
    let (a, b) = (exported(a), exported(b));
    assert_eq!(a.record, b.record);
    assert_eq!(a.setup, b.setup);
    assert!(
        a.seed.is_some() && b.seed.is_some(),
        "an exported game keeps its seed"
    );
    let kept = std::str::from_utf8(file)
        .ok()
        .and_then(|json| load_from_json(json).ok())
        .and_then(|saved| saved.seed);
    if let Some(seed) = kept {
        assert_eq!(
            (a.seed, b.seed),
            (Some(seed), Some(seed)),
            "the file's seed is kept"
        );
    }
}

fn valid_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Reads and writes back a table that was opened from a save.
fn exercise_table(table: &GameTable) {
    let view = checked(table.view(0)).expect("view");
    let exported = checked(table.export_record()).expect("export");
    let saved = load_from_json(&exported).expect("an exported game reads");
    let position = saved.record.current().to_text();
    assert_eq!(
        Position::from_text(saved.record.game(), &position).map(|p| p.to_text()),
        Ok(position.clone())
    );
    if !view.is_over && view.board.points.iter().all(|p| p.piece.is_none()) {
        panic!("an ongoing game without a piece: {position}");
    }
    let again = open(&exported);
    assert_eq!(checked(again.export_record()).expect("export"), exported);
}

/// The plies of a table's game.
fn plies(table: &GameTable) -> Vec<Ply> {
    let json = checked(table.export_record()).expect("export");
    load_from_json(&json)
        .expect("an exported game reads")
        .record
        .plies()
}

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    let (head, rest) = input.split_once('\n').unwrap_or((&input, ""));
    let mut words = head.split(' ');
    match (words.next(), words.next(), words.next()) {
        (Some("game_from_id"), None, _) => match checked(game_from_id(rest.to_string())) {
            Ok(game) => assert_eq!(game.id(), rest),
            Err(e) => assert!(matches!(e, FolkChessError::InvalidInput { .. })),
        },
        (Some("point_index"), Some(game), None) => {
            let Some(game) = kind(game) else { return };
            match checked(point_index(game, rest.to_string())) {
                Ok(i) => assert_eq!(checked(point_name(game, i)).as_deref(), Ok(rest)),
                Err(e) => assert!(matches!(e, FolkChessError::InvalidInput { .. })),
            }
        }
        (Some("settings"), None, _) => match checked(settings_from_json(rest.to_string())) {
            Ok(settings) => {
                assert_eq!(checked(validate_settings(settings)), Ok(()));
                let json = checked(settings_to_json(settings)).expect("settings write");
                assert_eq!(checked(settings_from_json(json)), Ok(settings));
            }
            Err(e) => assert!(matches!(e, FolkChessError::Settings { .. })),
        },
        (Some("save"), None, _) => {
            let settings = default_settings().expect("the default settings");
            let opened = GameTable::from_save_json(rest.to_string(), settings, DisplayLanguage::En);
            match checked(opened) {
                Ok(table) => exercise_table(&table),
                Err(e) => assert!(matches!(e, FolkChessError::DamagedSave { .. }), "{e:?}"),
            }
        }
        (Some("play"), Some(game), None) => {
            let Some(game) = kind(game) else { return };
            let setup = GameSetup {
                game,
                mode: GameMode::PassAndPlay,
                turn_seconds: None,
            };
            let settings = default_settings().expect("the default settings");
            let table = checked(GameTable::with_seed(
                setup,
                0,
                settings,
                DisplayLanguage::En,
            ))
            .expect("a new game");
            for line in rest.lines() {
                let Some((from, to)) = line.trim().split_once('-') else {
                    continue;
                };
                let (Ok(from), Ok(to)) = (
                    checked(point_index(game, from.trim().to_string())),
                    checked(point_index(game, to.trim().to_string())),
                ) else {
                    continue;
                };
                let before = plies(&table);
                // A tap on no point first: no selection left over from the line before.
                for point in [-1, from, to] {
                    checked(table.send(TableEvent::Tap { point }, 0)).expect("a tap");
                }
                let after = plies(&table);
                if after.len() != before.len() {
                    assert_eq!(after.len(), before.len() + 1, "`{line}`: one ply");
                    assert_eq!(after[..before.len()], before[..]);
                    match after.last() {
                        Some(Ply::Move(m)) => assert_eq!(
                            (m.from.index(), m.to.index()),
                            (from as usize, to as usize),
                            "`{line}` played as {m:?}"
                        ),
                        other => panic!("`{line}` played as {other:?}"),
                    }
                }
            }
            exercise_table(&table);
        }
        (Some("store_dir"), None, _) => match checked(SaveStore::new(rest.to_string())) {
            Ok(store) => {
                assert!(!rest.trim().is_empty() && !rest.contains('\0'));
                assert_eq!(store.directory(), rest);
            }
            Err(e) => {
                assert!(matches!(e, FolkChessError::InvalidInput { .. }), "{e:?}");
                assert!(rest.trim().is_empty() || rest.contains('\0'));
            }
        },
        (Some("store_id"), None, _) => {
            let dir = empty_store_dir().display().to_string();
            let store = checked(SaveStore::new(dir)).expect("a store");
            match checked(store.load_json(rest.to_string())) {
                Ok(_) => panic!("a game loaded from an empty store"),
                Err(FolkChessError::NotFound { .. }) => {
                    assert!(valid_id(rest), "`{rest}` accepted")
                }
                Err(FolkChessError::InvalidInput { .. }) => {
                    assert!(!valid_id(rest), "`{rest}` refused")
                }
                Err(e) => panic!("{e:?} for id `{rest}`"),
            }
        }
        (Some("store_file"), None, _) => {
            let raw = data.splitn(2, |&b| b == b'\n').nth(1).unwrap_or_default();
            store_file(raw);
        }
        _ => {}
    }
});
