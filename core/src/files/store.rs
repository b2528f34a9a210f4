//! The save store: saved games as JSON files in a directory the app gives, with
//! atomic writes, a listing that reports damaged files beside good ones, and an
//! autosave slot for the game in progress; and the app's settings file, written the
//! same way.
//!
//! Writes are safe under racing writers and crashes: every write has its own temporary
//! file, writers of the same file within a process take turns, a rename puts the new
//! version in place whole, and temporary files left by a crash are removed later (the
//! rules are in the private `atomic_file` module and in `docs/ARCHITECTURE.md`).

use crate::files::atomic_file::{self, io_error, IoError};
use crate::files::limits::{self, ReadError};
use crate::files::save::{load_from_json, SaveError, SavedGame};
use crate::files::settings::{Settings, SettingsError};
use crate::rules::game::GameId;
use crate::rules::outcome::GameStatus;
use crate::rules::position::Position;
use crate::rules::record::GameRecord;
use crate::rules::setup::Setup;
use std::fs;
use std::path::{Path, PathBuf};

/// The id of the autosave slot.
pub const AUTOSAVE_ID: &str = "autosave";

/// What the list of saved games shows for one good save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    /// The save's id (its file name without `.json`).
    pub id: String,
    /// The game.
    pub game: GameId,
    /// When it was saved (ms since the Unix epoch), if recorded.
    pub saved_at_ms: Option<u64>,
    /// Ongoing or how it ended.
    pub status: GameStatus,
    /// Plies played.
    pub ply_count: usize,
    /// The current position, for a thumbnail.
    pub position: Position,
    /// Who plays and the timer.
    pub setup: Setup,
}

impl SaveSummary {
    fn of(id: &str, record: &GameRecord, setup: &Setup, saved_at_ms: Option<u64>) -> SaveSummary {
        SaveSummary {
            id: id.to_string(),
            game: record.game(),
            saved_at_ms,
            status: record.status(),
            ply_count: record.ply_count(),
            position: *record.current(),
            setup: *setup,
        }
    }
}

/// One file in the store: a good save, or a damaged one with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveEntry {
    /// A save that loads.
    Good(SaveSummary),
    /// A save that does not load; the others are still listed.
    Damaged {
        /// The save's id.
        id: String,
        /// Why it does not load.
        reason: String,
    },
}

impl SaveEntry {
    /// The save's id.
    pub fn id(&self) -> &str {
        match self {
            SaveEntry::Good(s) => &s.id,
            SaveEntry::Damaged { id, .. } => id,
        }
    }
}

/// Why a store operation failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// A file-system operation failed.
    #[error("could not {action} {path}: {message}")]
    Io {
        /// What was being done.
        action: &'static str,
        /// The path involved.
        path: String,
        /// The system's message.
        message: String,
    },
    /// The id is empty, too long or has characters other than letters, digits, `-`, `_`.
    #[error("`{0}` is not a valid save id (use 1 to 64 letters, digits, - or _)")]
    BadId(String),
    /// No save with this id.
    #[error("there is no saved game `{0}`")]
    NotFound(String),
    /// The save exists but does not load.
    #[error("saved game `{id}` cannot be loaded: {error}")]
    Damaged {
        /// The save's id.
        id: String,
        /// Why.
        error: Box<SaveError>,
    },
    /// The settings file does not load (damaged or out-of-range values), or settings to
    /// be written are out of range.
    #[error(transparent)]
    Settings(#[from] SettingsError),
}

impl From<IoError> for StoreError {
    fn from(e: IoError) -> Self {
        StoreError::Io {
            action: e.action,
            path: e.path,
            message: e.message,
        }
    }
}

/// Checks a save id.
pub fn validate_id(id: &str) -> Result<(), StoreError> {
    let ok = !id.is_empty()
        && id.len() <= 64
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(())
    } else {
        Err(StoreError::BadId(id.to_string()))
    }
}

/// Saved games in one directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveStore {
    dir: PathBuf,
}

impl SaveStore {
    /// A store over `dir` (created on the first save if missing).
    pub fn new(dir: impl Into<PathBuf>) -> SaveStore {
        SaveStore { dir: dir.into() }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The practice exercises kept with these saves: `practice/practice.json` in the
    /// store's directory.
    pub fn practice_file(&self) -> crate::files::practice::PracticeFile {
        crate::files::practice::PracticeFile::new(self.dir.join("practice").join("practice.json"))
    }

    /// The puzzle progress kept with these saves: `puzzles/puzzles.json` in the store's
    /// directory.
    pub fn puzzle_file(&self) -> crate::files::puzzle_progress::ProgressFile {
        crate::files::puzzle_progress::ProgressFile::new(
            self.dir
                .join("puzzles")
                .join(crate::files::puzzle_progress::PROGRESS_FILE_NAME),
        )
    }

    /// The statistics kept with these saves: `stats/stats.json` in the store's directory
    /// (a subdirectory, so that it is never listed as a save).
    pub fn stats_file(&self) -> crate::files::stats::StatsFile {
        crate::files::stats::StatsFile::new(self.dir.join("stats").join("stats.json"))
    }

    fn path_of(&self, id: &str) -> PathBuf {
        self.dir.join(format!("{id}.json"))
    }

    /// Whether a temporary file for `target_name` belongs to this store.
    fn is_save_file_name(target_name: &str) -> bool {
        target_name
            .strip_suffix(".json")
            .is_some_and(|id| validate_id(id).is_ok())
    }

    /// Every save except the autosave, newest first (damaged ones last, by id).
    /// A missing directory has no saves. Temporary files are never listed; stale ones
    /// (left by a crash) are removed.
    pub fn list(&self) -> Result<Vec<SaveEntry>, StoreError> {
        let read = match fs::read_dir(&self.dir) {
            Ok(r) => r,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(io_error("list", &self.dir, e).into()),
        };
        atomic_file::remove_stale_temps(&self.dir, Self::is_save_file_name);
        let mut entries = Vec::new();
        for item in read {
            let item = item.map_err(|e| io_error("list", &self.dir, e))?;
            let name = item.file_name().to_string_lossy().into_owned();
            let Some(id) = name.strip_suffix(".json") else {
                continue;
            };
            if id == AUTOSAVE_ID || validate_id(id).is_err() {
                continue;
            }
            entries.push(match self.load(id) {
                Ok(saved) => SaveEntry::Good(SaveSummary::of(
                    id,
                    &saved.record,
                    &saved.setup,
                    saved.saved_at_ms,
                )),
                Err(e) => SaveEntry::Damaged {
                    id: id.to_string(),
                    reason: match e {
                        StoreError::Damaged { error, .. } => error.to_string(),
                        other => other.to_string(),
                    },
                },
            });
        }
        entries.sort_by(|a, b| match (a, b) {
            (SaveEntry::Good(x), SaveEntry::Good(y)) => {
                y.saved_at_ms.cmp(&x.saved_at_ms).then(x.id.cmp(&y.id))
            }
            (SaveEntry::Good(_), SaveEntry::Damaged { .. }) => std::cmp::Ordering::Less,
            (SaveEntry::Damaged { .. }, SaveEntry::Good(_)) => std::cmp::Ordering::Greater,
            _ => a.id().cmp(b.id()),
        });
        Ok(entries)
    }

    /// Saves a game (record, setup and seed; its `saved_at_ms` is replaced by
    /// `now_ms`) under `id`, or under a new id (`<game>-<now_ms>`, with `-2`, `-3`, …
    /// when taken) when `id` is `None`. The write is atomic and serialised with this
    /// process's other writers of the same save: the file always holds one complete
    /// version, the last one written.
    pub fn save(
        &self,
        id: Option<&str>,
        game: &SavedGame,
        now_ms: u64,
    ) -> Result<SaveSummary, StoreError> {
        let mut file = game.to_file();
        file.saved_at_ms = Some(now_ms);
        let json = file.to_json();
        let id = match id {
            Some(id) => {
                validate_id(id)?;
                self.write(id, json.as_bytes())?;
                id.to_string()
            }
            None => {
                // New ids are chosen and taken one at a time, so that two saves in the
                // same millisecond get two ids.
                fs::create_dir_all(&self.dir).map_err(|e| io_error("create", &self.dir, e))?;
                // (`.new-save-id` only names the lock; no such file is made.)
                atomic_file::with_lock(&self.dir.join(".new-save-id"), || {
                    let id = self.fresh_id(game.record.game(), now_ms);
                    self.write(&id, json.as_bytes()).map(|()| id)
                })?
            }
        };
        Ok(SaveSummary::of(
            &id,
            &game.record,
            &game.setup,
            Some(now_ms),
        ))
    }

    fn fresh_id(&self, game: GameId, now_ms: u64) -> String {
        let base = format!("{game}-{now_ms}");
        let mut id = base.clone();
        let mut n = 2;
        while self.path_of(&id).exists() {
            id = format!("{base}-{n}");
            n += 1;
        }
        id
    }

    fn write(&self, id: &str, bytes: &[u8]) -> Result<(), StoreError> {
        Ok(atomic_file::write(
            &self.path_of(id),
            bytes,
            Self::is_save_file_name,
        )?)
    }

    /// Loads and validates a save.
    pub fn load(&self, id: &str) -> Result<SavedGame, StoreError> {
        validate_id(id)?;
        let path = self.path_of(id);
        let json = match limits::read_limited(&path, limits::MAX_GAME_BYTES) {
            Ok(bytes) => bytes,
            Err(e) if e.is_not_found() => return Err(StoreError::NotFound(id.to_string())),
            Err(ReadError::TooLarge(t)) => {
                return Err(StoreError::Damaged {
                    id: id.to_string(),
                    error: Box::new(SaveError::TooLarge(t)),
                })
            }
            Err(ReadError::Io(e)) => return Err(io_error("read", &path, e).into()),
        };
        let text = String::from_utf8(json).map_err(|_| StoreError::Damaged {
            id: id.to_string(),
            error: Box::new(SaveError::Json("the file is not UTF-8 text".into())),
        })?;
        load_from_json(&text).map_err(|error| StoreError::Damaged {
            id: id.to_string(),
            error: Box::new(error),
        })
    }

    /// Deletes a save.
    pub fn delete(&self, id: &str) -> Result<(), StoreError> {
        validate_id(id)?;
        let path = self.path_of(id);
        atomic_file::remove(&path).map_err(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                StoreError::NotFound(id.to_string())
            } else {
                io_error("delete", &path, e).into()
            }
        })
    }

    /// Writes the autosave slot (the game in progress), like [`SaveStore::save`].
    pub fn write_autosave(&self, game: &SavedGame, now_ms: u64) -> Result<SaveSummary, StoreError> {
        self.save(Some(AUTOSAVE_ID), game, now_ms)
    }

    /// Reads the autosave slot: `Ok(None)` when there is none.
    pub fn load_autosave(&self) -> Result<Option<SavedGame>, StoreError> {
        match self.load(AUTOSAVE_ID) {
            Ok(g) => Ok(Some(g)),
            Err(StoreError::NotFound(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Moves a damaged autosave aside, as the data files' damaged documents are: when the
    /// autosave does not load, it is renamed to `autosave.damaged-<now_ms>.json` in the
    /// store's directory (never listed: the name is not a save id), so that the next game
    /// does not overwrite it; returns that path. `Ok(None)` when the autosave is missing or
    /// loads.
    pub fn set_aside_damaged_autosave(&self, now_ms: u64) -> Result<Option<PathBuf>, StoreError> {
        let path = self.path_of(AUTOSAVE_ID);
        atomic_file::with_lock(&path, || match self.load(AUTOSAVE_ID) {
            Err(StoreError::Damaged { .. }) => {
                let aside = self
                    .dir
                    .join(format!("{AUTOSAVE_ID}.damaged-{now_ms}.json"));
                fs::rename(&path, &aside).map_err(|e| io_error("move aside", &path, e))?;
                Ok(Some(aside))
            }
            _ => Ok(None),
        })
    }

    /// The autosave slot's summary (its id is [`AUTOSAVE_ID`], its time the last write's):
    /// `Ok(None)` when the slot is empty.
    pub fn autosave_summary(&self) -> Result<Option<SaveSummary>, StoreError> {
        Ok(self
            .load_autosave()?
            .map(|g| SaveSummary::of(AUTOSAVE_ID, &g.record, &g.setup, g.saved_at_ms)))
    }

    /// Empties the autosave slot (no error if it is already empty).
    pub fn clear_autosave(&self) -> Result<(), StoreError> {
        match self.delete(AUTOSAVE_ID) {
            Err(StoreError::NotFound(_)) => Ok(()),
            other => other,
        }
    }
}

/// The app's settings file (for example `settings.json` in the app's private files): read
/// and validated by the core ([`Settings::from_json`]), written through the same atomic,
/// serialised path as the saves. Keep it outside a [`SaveStore`]'s directory (there it
/// would be listed as a damaged save).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsFile {
    path: PathBuf,
}

impl SettingsFile {
    /// The settings file at `path` (its directory is created on the first save).
    pub fn new(path: impl Into<PathBuf>) -> SettingsFile {
        SettingsFile { path: path.into() }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the settings: the defaults when the file does not exist yet;
    /// [`StoreError::Settings`] when it is damaged or holds a bad value (naming the
    /// field); [`StoreError::Io`] when it cannot be read.
    pub fn load(&self) -> Result<Settings, StoreError> {
        let bytes = match limits::read_limited(&self.path, limits::MAX_DATA_FILE_BYTES) {
            Ok(bytes) => bytes,
            Err(e) if e.is_not_found() => return Ok(Settings::default()),
            Err(ReadError::TooLarge(t)) => return Err(SettingsError::Json(t.to_string()).into()),
            Err(ReadError::Io(e)) => return Err(io_error("read", &self.path, e).into()),
        };
        let text = String::from_utf8(bytes)
            .map_err(|_| SettingsError::Json("the file is not UTF-8 text".into()))?;
        Ok(Settings::from_json(&text)?)
    }

    /// Checks and writes the settings, atomically and serialised with this process's
    /// other writers of the file. Out-of-range values are [`StoreError::Settings`] and
    /// leave the file as it was.
    pub fn save(&self, settings: &Settings) -> Result<(), StoreError> {
        settings.validate()?;
        let own_name = self
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned());
        Ok(atomic_file::write(
            &self.path,
            settings.to_json().as_bytes(),
            |target| own_name.as_deref() == Some(target),
        )?)
    }
}
