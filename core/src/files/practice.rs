//! The practice file: `practice/practice.json` beside the saves (see
//! [`SaveStore::practice_file`](crate::files::store::SaveStore::practice_file)), the open
//! [`Exercise`]s, written like the statistics: atomic, one lock for a read-change-write, a
//! damaged file reported and moved aside on the next write, never silently reset.

use crate::files::data_file::{self, DataFileError, Document};
use crate::rules::game::GameId;
use crate::training::practice::Exercise;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Every exercise, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Practice {
    /// The format (1).
    pub version: u32,
    /// The exercises, oldest first.
    pub exercises: Vec<Exercise>,
}

/// The practice file's format.
pub const PRACTICE_VERSION: u32 = 1;

impl Practice {
    /// No exercises.
    pub fn new() -> Practice {
        Practice {
            version: PRACTICE_VERSION,
            exercises: Vec::new(),
        }
    }

    /// Adds the exercises not already there (by id; a solved one comes back open when
    /// the same mistake is made again). Returns how many were added or reopened.
    pub fn add(&mut self, new: &[Exercise]) -> usize {
        let mut added = 0;
        for e in new {
            match self.exercises.iter_mut().find(|x| x.id == e.id) {
                Some(x) if x.is_open() => {}
                Some(x) => {
                    x.solved_at_ms = None;
                    added += 1;
                }
                None => {
                    self.exercises.push(e.clone());
                    added += 1;
                }
            }
        }
        added
    }

    /// The open exercises of `game` (every game: none), oldest first.
    pub fn open(&self, game: Option<GameId>) -> Vec<&Exercise> {
        self.exercises
            .iter()
            .filter(|e| e.is_open() && game.is_none_or(|g| g == e.game))
            .collect()
    }
}

impl Document for Practice {
    const WHAT: &'static str = "practice";
    fn empty() -> Self {
        Practice::new()
    }
    fn from_json(text: &str) -> Result<Self, String> {
        let p: Practice = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if p.version != PRACTICE_VERSION {
            return Err(format!(
                "unknown practice format {} (this app reads {PRACTICE_VERSION})",
                p.version
            ));
        }
        Ok(p)
    }
    fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// The practice file (`practice/practice.json` beside the saves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeFile {
    path: PathBuf,
}

impl PracticeFile {
    /// The practice file at `path`.
    pub fn new(path: impl Into<PathBuf>) -> PracticeFile {
        PracticeFile { path: path.into() }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the exercises: none when the file does not exist;
    /// [`DataFileError::Damaged`] when it does not read (left where it is).
    pub fn load(&self) -> Result<Practice, DataFileError> {
        data_file::load(&self.path)
    }

    /// Changes the exercises with `f`, atomically (a damaged file is moved aside to
    /// `practice.damaged-<ms>.json` first and a new one started); returns `f`'s answer.
    pub fn update<T>(
        &self,
        now_ms: u64,
        f: impl FnOnce(&mut Practice) -> T,
    ) -> Result<T, DataFileError> {
        Ok(data_file::update(&self.path, now_ms, f)?.answer)
    }

    /// Adds a review's exercises, dated `now_ms`; how many were added or reopened.
    pub fn add(&self, exercises: &[Exercise], now_ms: u64) -> Result<usize, DataFileError> {
        let dated: Vec<Exercise> = exercises
            .iter()
            .map(|e| Exercise {
                added_at_ms: now_ms,
                ..e.clone()
            })
            .collect();
        self.update(now_ms, |p| p.add(&dated))
    }

    /// Marks the exercise `id` solved at `now_ms`; false when there is none.
    pub fn solve(&self, id: &str, now_ms: u64) -> Result<bool, DataFileError> {
        self.update(now_ms, |p| {
            match p.exercises.iter_mut().find(|e| e.id == id) {
                Some(e) => {
                    e.solved_at_ms.get_or_insert(now_ms);
                    true
                }
                None => false,
            }
        })
    }
}
