//! Where games are kept: the autosave (the core's [`SaveStore`] in the platform's data
//! directory, like the apps'), save files named by the player, and whether a file
//! about to be written holds this game or something else.

use folkchess_core::files::limits;
use folkchess_core::files::store::AUTOSAVE_ID;
use folkchess_core::{load_from_json, GameId, GameRecord, SaveStore, SavedGame, StoreError};
use folkchess_core::{FinishedGame, StatsError};
use std::path::{Path, PathBuf};

/// The platform's data directory of `folkchess`: `$XDG_DATA_HOME/folkchess` or
/// `~/.local/share/folkchess` on Linux and other Unix systems,
/// `~/Library/Application Support/folkchess` on macOS, `%APPDATA%\folkchess` on
/// Windows. `None` when the environment names no home.
pub fn default_data_dir() -> Option<PathBuf> {
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if cfg!(windows) {
        return var("APPDATA").map(|d| d.join("folkchess"));
    }
    if cfg!(target_os = "macos") {
        return var("HOME").map(|h| h.join("Library/Application Support/folkchess"));
    }
    var("XDG_DATA_HOME")
        .filter(|d| d.is_absolute())
        .map(|d| d.join("folkchess"))
        .or_else(|| var("HOME").map(|h| h.join(".local/share/folkchess")))
}

/// The directory of the save store inside a data directory.
pub fn store_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("saves")
}

/// The autosave slot of the save store in the data directory.
#[derive(Debug)]
pub struct Autosave {
    store: Option<SaveStore>,
}

impl Autosave {
    /// The autosave in `data_dir` (`None`: no data directory, nothing is kept).
    pub fn new(data_dir: Option<&Path>) -> Autosave {
        Autosave {
            store: data_dir.map(|d| SaveStore::new(store_dir(d))),
        }
    }

    /// The autosave file, if there is a data directory.
    pub fn path(&self) -> Option<PathBuf> {
        self.store
            .as_ref()
            .map(|s| s.dir().join(format!("{AUTOSAVE_ID}.json")))
    }

    /// The autosaved game if it is unfinished and has at least one ply (the one to
    /// offer); a damaged autosave is moved aside (so that the next game does not
    /// overwrite it) and is an error that says why and where it went.
    pub fn unfinished(&self) -> Result<Option<SavedGame>, String> {
        let Some(store) = &self.store else {
            return Ok(None);
        };
        match store.load_autosave() {
            Ok(game) => {
                Ok(game.filter(|g| !g.record.status().is_over() && g.record.ply_count() > 0))
            }
            Err(e @ StoreError::Damaged { .. }) => {
                match store.set_aside_damaged_autosave(crate::wall::wall_ms()) {
                    Ok(Some(aside)) => Err(format!("{e}; it was moved to {}", aside.display())),
                    Ok(None) => Err(e.to_string()),
                    Err(why) => Err(format!("{e} (and it could not be moved aside: {why})")),
                }
            }
            Err(e) => Err(e.to_string()),
        }
    }

    /// Writes the game to the autosave slot.
    pub fn write(&self, game: &SavedGame, now_ms: u64) -> Result<(), StoreError> {
        match &self.store {
            Some(store) => store.write_autosave(game, now_ms).map(|_| ()),
            None => Ok(()),
        }
    }

    /// Files the game under the store's saved games (the apps' list), under a new id.
    pub fn file(&self, game: &SavedGame, now_ms: u64) -> Result<(), StoreError> {
        match &self.store {
            Some(store) => store.save(None, game, now_ms).map(|_| ()),
            None => Ok(()),
        }
    }

    /// Empties the autosave slot.
    pub fn clear(&self) -> Result<(), StoreError> {
        match &self.store {
            Some(store) => store.clear_autosave(),
            None => Ok(()),
        }
    }

    /// Counts a finished game in the statistics kept with the saves; the path a damaged
    /// statistics file was moved to, if it was.
    pub fn count(&self, game: FinishedGame, now_ms: u64) -> Result<Option<PathBuf>, StatsError> {
        match &self.store {
            Some(store) => Ok(store.stats_file().record(game, now_ms)?.set_aside),
            None => Ok(None),
        }
    }
}

/// Whether two records are the same game at different moments: the same game and
/// start, and the plies of one begin with the plies of the other (one was saved, then
/// play went on, or some plies were taken back).
pub fn same_game(a: &GameRecord, b: &GameRecord) -> bool {
    if a.game() != b.game() || a.start() != b.start() {
        return false;
    }
    let (pa, pb) = (a.plies(), b.plies());
    let n = pa.len().min(pb.len());
    pa[..n] == pb[..n]
}

/// What a file about to be written holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Nothing (no such file).
    Free,
    /// A save of this game (earlier or later in it).
    SameGame,
    /// A save of another game: its game and plies.
    OtherGame {
        /// The game.
        game: GameId,
        /// Plies played in it.
        plies: usize,
    },
    /// Something that is not a Folk Chess save; the reason.
    NotASave(String),
}

/// Looks at the file `path` before the game `record` is saved there.
pub fn check_target(path: &Path, record: &GameRecord) -> Target {
    if !path.exists() {
        return Target::Free;
    }
    if path.is_dir() {
        return Target::NotASave("a directory".to_string());
    }
    let text = match limits::read_limited(path, limits::MAX_GAME_BYTES) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(_) => return Target::NotASave("not text".to_string()),
        },
        Err(e) => return Target::NotASave(e.to_string()),
    };
    match load_from_json(&text) {
        Ok(saved) if same_game(&saved.record, record) => Target::SameGame,
        Ok(saved) => Target::OtherGame {
            game: saved.record.game(),
            plies: saved.record.ply_count(),
        },
        Err(e) => Target::NotASave(e.to_string()),
    }
}

/// Writes the game to the file `path` in the save format (with its seed and the time).
pub fn write_file(path: &Path, game: &SavedGame, now_ms: u64) -> std::io::Result<()> {
    let mut saved = game.clone();
    saved.saved_at_ms = Some(now_ms);
    std::fs::write(path, saved.to_json())
}

/// Reads a save file, or a game shared as text (`review FILE --share`, the apps' share
/// action); the error is the reason, for a one-line explanation.
pub fn read_file(path: &Path) -> Result<SavedGame, String> {
    read_text(&read_game_text(path)?)
}

/// The text of a save file or a shared game, read at most up to the limit of a game
/// ([`limits::MAX_GAME_BYTES`]): the error names a directory, an empty file, a file
/// larger than the limit (or an endless one, `/dev/zero`) or text that is not UTF-8.
pub fn read_game_text(path: &Path) -> Result<String, String> {
    if path.is_dir() {
        return Err(format!("{} is a directory", path.display()));
    }
    let bytes = match limits::read_limited(path, limits::MAX_GAME_BYTES) {
        Ok(bytes) => bytes,
        Err(limits::ReadError::TooLarge(t)) => return Err(t.to_string()),
        Err(limits::ReadError::Io(e)) => return Err(e.to_string()),
    };
    let text = String::from_utf8(bytes).map_err(|_| "the file is not UTF-8 text".to_string())?;
    if text.trim().is_empty() {
        return Err(format!("{} is empty", path.display()));
    }
    Ok(text)
}

/// Reads a save file's text: the save format (JSON), or a game shared as text.
pub fn read_text(text: &str) -> Result<SavedGame, String> {
    if text.trim_start().starts_with('{') {
        load_from_json(text).map_err(|e| e.to_string())
    } else {
        folkchess_core::files::share::import(text).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use folkchess_core::{Mode, Session, Setup};

    fn temp(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("folkchess-saves-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn session(game: GameId, moves: &[&str]) -> Session {
        let setup = Setup {
            mode: Mode::PassAndPlay,
            turn_seconds: None,
        };
        let mut s = Session::new(game, setup, 1).unwrap();
        for m in moves {
            let mv = s.position().board().parse_move(m).unwrap();
            s.play(mv, 0).unwrap();
        }
        s
    }

    #[test]
    fn same_game_is_a_prefix_of_plies() {
        let a = session(GameId::Weiming, &["bl-x", "tm-m"]);
        let b = session(GameId::Weiming, &["bl-x"]);
        let c = session(GameId::Weiming, &["bm-x"]);
        let d = session(GameId::Jinmen, &[]);
        assert!(same_game(a.record(), b.record()));
        assert!(same_game(b.record(), a.record()));
        assert!(!same_game(a.record(), c.record()));
        assert!(!same_game(a.record(), d.record()));
    }

    #[test]
    fn targets_are_told_apart() {
        let dir = temp("targets");
        let game = session(GameId::Weiming, &["bl-x", "tm-m"]);
        let file = dir.join("game.json");
        assert_eq!(check_target(&file, game.record()), Target::Free);
        write_file(&file, &session(GameId::Weiming, &["bl-x"]).to_saved(), 5).unwrap();
        assert_eq!(check_target(&file, game.record()), Target::SameGame);
        write_file(&file, &session(GameId::Jinmen, &["b2-b3"]).to_saved(), 5).unwrap();
        assert_eq!(
            check_target(&file, game.record()),
            Target::OtherGame {
                game: GameId::Jinmen,
                plies: 1
            }
        );
        let readme = dir.join("README.md");
        std::fs::write(&readme, "# Folk Chess\n").unwrap();
        assert!(matches!(
            check_target(&readme, game.record()),
            Target::NotASave(_)
        ));
        assert!(matches!(
            check_target(&dir, game.record()),
            Target::NotASave(_)
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_autosave_offers_only_unfinished_games_with_plies() {
        let dir = temp("autosave");
        let autosave = Autosave::new(Some(&dir));
        assert_eq!(autosave.unfinished(), Ok(None));
        autosave
            .write(&session(GameId::Weiming, &[]).to_saved(), 1)
            .unwrap();
        assert_eq!(
            autosave.unfinished(),
            Ok(None),
            "no move: nothing to continue"
        );
        autosave
            .write(&session(GameId::Weiming, &["bl-x"]).to_saved(), 2)
            .unwrap();
        let saved = autosave.unfinished().unwrap().expect("offered");
        assert_eq!(saved.record.ply_count(), 1);
        assert!(autosave.path().unwrap().starts_with(store_dir(&dir)));
        // A finished game is not offered.
        let mut s = session(GameId::Zhongkui, &[]);
        while !s.record().status().is_over() {
            let m = s.position().legal_moves()[0];
            s.play(m, 0).unwrap();
        }
        autosave.write(&s.to_saved(), 3).unwrap();
        assert_eq!(autosave.unfinished(), Ok(None));
        // Emptied: nothing to offer, and emptying it again is no error.
        autosave
            .write(&session(GameId::Weiming, &["bl-x"]).to_saved(), 4)
            .unwrap();
        autosave.clear().unwrap();
        assert_eq!(autosave.unfinished(), Ok(None));
        autosave.clear().unwrap();
        // A game filed under the saved games is not the autosave.
        autosave
            .file(&session(GameId::Weiming, &["bl-x"]).to_saved(), 5)
            .unwrap();
        assert_eq!(autosave.unfinished(), Ok(None));
        let store = SaveStore::new(store_dir(&dir));
        assert_eq!(store.list().unwrap().len(), 1);
        assert_eq!(Autosave::new(None).unfinished(), Ok(None));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_data_directory_follows_the_platform() {
        // Only the shape: the variables are the test process's own.
        if let Some(dir) = default_data_dir() {
            assert!(dir.ends_with("folkchess"), "{}", dir.display());
        }
    }
}
