//! The FFI entry points that take strings (`folkchess-ffi`, what the apps call). The
//! input's first line names the entry point, the rest is its string:
//!
//! | first line            | call                                                       |
//! |-----------------------|------------------------------------------------------------|
//! | `game_from_id`        | `game_from_id(rest)`                                       |
//! | `point_index <game>`  | `point_index(game, rest)`                                  |
//! | `settings`            | `settings_from_json(rest)`                                 |
//! | `save`                | `GameSession::from_save_json(rest)`, then its getters      |
//! | `play <game>`         | `play_notation(line, …)` for each line of rest, pass-and-play |
//! | `store_dir`           | `SaveStore::new(rest)`                                     |
//! | `store_id`            | `SaveStore::load(rest)` in an empty store                  |
//! | `store_file`          | the rest's bytes as a save file and as the autosave file: `list`, `load`, `load_autosave` |
//!
//! Contracts: no panic, and no `Internal` error (the FFI turns a panic into one); every
//! error is the documented kind and says something; accepted values round-trip
//! (`point_name` of `point_index`, `settings_to_json` of `settings_from_json`,
//! `export_record` of `from_save_json`); a played move is the one the text names; the
//! save store accepts exactly the ids of 1 to 64 letters, digits, `-` and `_`; a save
//! file that lists as good loads (as the autosave too), its summary agrees with the
//! loaded game, and one that lists as damaged does not load.
#![no_main]

use folkchess_core::{load_from_json, GameId, Position};
use folkchess_ffi::{
    game_from_id, point_index, point_name, settings_from_json, settings_to_json, validate_settings,
    FfiResult, FolkChessError, GameKind, GameMode, GameSession, GameSetup, GameStatus,
    SaveListEntry, SaveStore,
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
    game.parse::<GameId>().ok().map(GameKind::from)
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
    let loaded = checked(store.load("fuzzed".to_string()));
    let autosave = checked(store.load_autosave());
    match &list[0] {
        SaveListEntry::Good { summary } => {
            assert_eq!(summary.id, "fuzzed");
            let session = loaded.expect("a good save loads");
            let snapshot = checked(session.snapshot(0)).expect("snapshot");
            assert_eq!(summary.position_text, snapshot.position_text);
            assert_eq!(summary.ply_count, snapshot.ply_number);
            assert_eq!(summary.status, snapshot.status);
            assert_eq!(Some(summary.setup), checked(session.setup()).ok());
            let auto = autosave.expect("the autosave loads").expect("an autosave");
            assert_same_game(&auto, &session, bytes);
            exercise_session(&session);
        }
        SaveListEntry::Damaged { id, reason } => {
            assert_eq!(id, "fuzzed");
            assert!(!reason.is_empty());
            assert!(matches!(loaded, Err(FolkChessError::DamagedSave { .. })));
            assert!(matches!(autosave, Err(FolkChessError::DamagedSave { .. })));
        }
    }
}

/// Two sessions loaded from the same file hold the same record and setup, and the same
/// seed where the file kept one (a version 1 save has none: each load draws its own).
fn assert_same_game(a: &GameSession, b: &GameSession, file: &[u8]) {
    let exported = |s: &GameSession| {
        let json = checked(s.export_record()).expect("a loaded session exports its record");
        load_from_json(&json).unwrap_or_else(|e| panic!("an exported record reloads: {e}\n{json}"))
    };
    let (a, b) = (exported(a), exported(b));
    assert_eq!(a.record, b.record);
    assert_eq!(a.setup, b.setup);
    assert!(
        a.seed.is_some() && b.seed.is_some(),
        "an exported session keeps its seed"
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

/// Reads, plays and writes back a session that was loaded from a save.
fn exercise_session(session: &GameSession) {
    let snapshot = checked(session.snapshot(0)).expect("snapshot");
    let game = GameId::from(session.game());
    let position = Position::from_text(game, &snapshot.position_text)
        .unwrap_or_else(|e| panic!("snapshot text `{}`: {e}", snapshot.position_text));
    assert_eq!(position.to_text(), snapshot.position_text);
    let legal = checked(session.legal_moves()).expect("legal moves");
    if snapshot.status == GameStatus::Ongoing && !snapshot.is_computer_turn {
        assert!(
            !legal.is_empty() || snapshot.time_expired,
            "no move in an ongoing game"
        );
    }
    checked(session.movable_points()).expect("movable points");
    let history = checked(session.history()).expect("history");
    let plies = checked(session.history_plies()).expect("history plies");
    assert_eq!(history.len(), plies.len());
    let verdicts = checked(session.verdicts()).expect("verdicts");
    if game.is_small() && snapshot.status == GameStatus::Ongoing {
        assert!(verdicts.is_some(), "no verdicts in an ongoing small game");
    }
    let exported = checked(session.export_record()).expect("export");
    let again = checked(GameSession::from_save_json(exported.clone()))
        .unwrap_or_else(|e| panic!("an exported game does not load: {e}\n{exported}"));
    assert_eq!(checked(again.export_record()).expect("export"), exported);
    assert_eq!(checked(again.setup()).ok(), checked(session.setup()).ok());
}

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    let (head, rest) = input.split_once('\n').unwrap_or((&input, ""));
    let mut words = head.split(' ');
    match (words.next(), words.next(), words.next()) {
        (Some("game_from_id"), None, _) => match checked(game_from_id(rest.to_string())) {
            Ok(game) => assert_eq!(GameId::from(game).id(), rest),
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
        (Some("save"), None, _) => match checked(GameSession::from_save_json(rest.to_string())) {
            Ok(session) => exercise_session(&session),
            Err(e) => assert!(matches!(e, FolkChessError::DamagedSave { .. }), "{e:?}"),
        },
        (Some("play"), Some(game), None) => {
            let Some(game) = kind(game) else { return };
            let setup = GameSetup {
                game,
                mode: GameMode::PassAndPlay,
                turn_seconds: None,
            };
            let session: Arc<GameSession> =
                checked(GameSession::with_seed(setup, 0)).expect("a new game");
            for line in rest.lines() {
                let before = checked(session.history()).expect("history");
                match checked(session.play_notation(line.to_string(), 0)) {
                    Ok(_) => {
                        let after = checked(session.history()).expect("history");
                        assert_eq!(after.len(), before.len() + 1);
                        let (from, to) = line.trim().split_once('-').expect("from-to");
                        let played = after.last().expect("the ply played");
                        assert!(
                            played.starts_with(&format!("{}-{}", from.trim(), to.trim())),
                            "`{line}` played as `{played}`"
                        );
                    }
                    Err(e) => {
                        assert!(
                            matches!(
                                e,
                                FolkChessError::InvalidInput { .. }
                                    | FolkChessError::IllegalMove { .. }
                                    | FolkChessError::GameOver { .. }
                            ),
                            "{e:?}"
                        );
                        assert_eq!(checked(session.history()).expect("history"), before);
                    }
                }
            }
            exercise_session(&session);
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
            match checked(store.load(rest.to_string())) {
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
