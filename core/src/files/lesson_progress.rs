//! The player's lesson progress: the best stars earned in each lesson
//! ([`crate::training::lessons`]), kept beside the puzzle progress (`lessons/lessons.json`
//! in the save store's directory: [`LessonProgressFile::in_store`]), written atomically by one
//! writer at a time, and never reset silently: a damaged file is reported by
//! [`LessonProgressFile::load`] and moved aside by [`LessonProgressFile::record`]
//! (`core/src/files/data_file.rs`).
//!
//! The file is JSON, version 1: `{"version":1,"lessons":{"weiming-2":3,"jinmen-1":2}}`,
//! with `"offers_dismissed":["jinmen"]` once the player dismissed a game's "New to … ? Learn
//! it in three minutes" (never offered again).

use crate::files::data_file::{self, DataFileError, Document};
use crate::rules::game::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The version of the lesson progress file this core writes and reads.
pub const LESSON_PROGRESS_VERSION: u32 = 1;

/// The file's name.
pub const LESSON_PROGRESS_FILE_NAME: &str = "lessons.json";

/// The best stars per lesson id (1 to 3; a lesson not there was never finished).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonProgress {
    stars: BTreeMap<String, u8>,
    offers_dismissed: Vec<GameId>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonProgressJson {
    version: u32,
    lessons: BTreeMap<String, u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    offers_dismissed: Vec<GameId>,
}

impl Document for LessonProgress {
    const WHAT: &'static str = "lesson progress";
    fn empty() -> Self {
        LessonProgress::default()
    }
    fn from_json(text: &str) -> Result<Self, String> {
        LessonProgress::from_json(text)
    }
    fn to_json(&self) -> String {
        LessonProgress::to_json(self)
    }
}

impl LessonProgress {
    /// No lesson finished.
    pub fn new() -> LessonProgress {
        LessonProgress::default()
    }

    /// Records that the lesson `id` was finished with `stars` (1 to 3); the best stars
    /// are kept. Returns whether that is a new best.
    pub fn record(&mut self, id: &str, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        let best = self.stars.entry(id.to_string()).or_insert(0);
        let better = stars > *best;
        *best = (*best).max(stars);
        better
    }

    /// Whether `game`'s "Learn it in three minutes" was dismissed (never offered again).
    pub fn offer_dismissed(&self, game: GameId) -> bool {
        self.offers_dismissed.contains(&game)
    }

    /// Dismisses `game`'s offer to learn it.
    pub fn dismiss_offer(&mut self, game: GameId) {
        if !self.offers_dismissed.contains(&game) {
            self.offers_dismissed.push(game);
        }
    }

    /// Whether any lesson of `game` was finished.
    pub fn any_done(&self, game: GameId) -> bool {
        let prefix = format!("{}-", game.id());
        self.stars.keys().any(|id| id.starts_with(&prefix))
    }

    /// The best stars of the lesson `id`, if it was ever finished.
    pub fn stars(&self, id: &str) -> Option<u8> {
        self.stars.get(id).copied()
    }

    /// The file's JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&LessonProgressJson {
            version: LESSON_PROGRESS_VERSION,
            lessons: self.stars.clone(),
            offers_dismissed: self.offers_dismissed.clone(),
        })
        .expect("lesson progress serialises")
    }

    /// Reads the file's JSON text; the error says what is wrong.
    pub fn from_json(text: &str) -> Result<LessonProgress, String> {
        let json: LessonProgressJson = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if json.version != LESSON_PROGRESS_VERSION {
            return Err(format!(
                "version {} (this app reads version {LESSON_PROGRESS_VERSION})",
                json.version
            ));
        }
        if let Some((id, n)) = json
            .lessons
            .iter()
            .find(|(id, n)| id.is_empty() || id.len() > 64 || !(1..=3).contains(*n))
        {
            return Err(format!("lessons: `{id}` has {n} stars"));
        }
        Ok(LessonProgress {
            stars: json.lessons,
            offers_dismissed: json.offers_dismissed,
        })
    }
}

/// The lesson progress file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonProgressFile {
    path: PathBuf,
}

impl LessonProgressFile {
    /// The file at `path` (its directory is created on the first write).
    pub fn new(path: impl Into<PathBuf>) -> LessonProgressFile {
        LessonProgressFile { path: path.into() }
    }

    /// The file kept with the saves of the store in `store_dir`, beside the puzzle
    /// progress: `<store_dir>/lessons/lessons.json`.
    pub fn in_store(store_dir: &Path) -> LessonProgressFile {
        LessonProgressFile::new(store_dir.join("lessons").join(LESSON_PROGRESS_FILE_NAME))
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the progress: empty when there is no file; [`DataFileError::Damaged`] (the
    /// file left alone) when it does not read.
    pub fn load(&self) -> Result<LessonProgress, DataFileError> {
        data_file::load(&self.path)
    }

    /// Dismisses `game`'s offer to learn it, as one read-change-write under the file's lock.
    pub fn dismiss_offer(&self, game: GameId, now_ms: u64) -> Result<(), DataFileError> {
        data_file::update(&self.path, now_ms, |p: &mut LessonProgress| {
            p.dismiss_offer(game)
        })?;
        Ok(())
    }

    /// Records a finished lesson as one read-change-write under the file's lock; returns
    /// the progress as written and where a damaged file was moved first
    /// (`lessons.damaged-<now_ms>.json`), if it was.
    pub fn record(
        &self,
        id: &str,
        stars: u8,
        now_ms: u64,
    ) -> Result<(LessonProgress, Option<PathBuf>), DataFileError> {
        let updated = data_file::update(&self.path, now_ms, |p: &mut LessonProgress| {
            p.record(id, stars)
        })?;
        Ok((updated.document, updated.set_aside))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn the_best_stars_are_kept_and_the_json_round_trips() {
        let mut p = LessonProgress::new();
        assert!(p.record("weiming-1", 2));
        assert!(!p.record("weiming-1", 1));
        assert!(p.record("weiming-1", 3));
        assert_eq!(p.stars("weiming-1"), Some(3));
        assert_eq!(p.stars("weiming-2"), None);
        let json = p.to_json();
        assert_eq!(json, "{\"version\":1,\"lessons\":{\"weiming-1\":3}}");
        assert_eq!(LessonProgress::from_json(&json), Ok(p));
        for bad in [
            "",
            "{",
            "{\"version\":2,\"lessons\":{}}",
            "{\"version\":1,\"lessons\":{\"a\":4}}",
            "{\"version\":1,\"lessons\":{\"a\":0}}",
            "{\"version\":1,\"lessons\":{\"\":1}}",
            "{\"version\":1,\"lessons\":{},\"x\":1}",
        ] {
            assert!(LessonProgress::from_json(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_damaged_file_is_reported_then_moved_aside_by_the_next_record() {
        let dir = std::env::temp_dir().join(format!("folkchess-lessons-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let file = LessonProgressFile::in_store(&dir);
        assert_eq!(file.path(), dir.join("lessons").join("lessons.json"));
        assert_eq!(file.load(), Ok(LessonProgress::new()));
        let (p, aside) = file.record("jinmen-3", 2, 1).unwrap();
        assert_eq!((p.stars("jinmen-3"), aside), (Some(2), None));
        assert_eq!(file.load().unwrap().stars("jinmen-3"), Some(2));
        fs::write(file.path(), "{\"version\":1,\"lessons\":").unwrap();
        let e = file.load().unwrap_err();
        assert!(matches!(e, DataFileError::Damaged { .. }), "{e}");
        assert!(e.to_string().contains("lesson progress file"), "{e}");
        let (p, aside) = file.record("huishi-1", 3, 77).unwrap();
        let aside = aside.expect("moved aside");
        assert_eq!(aside, dir.join("lessons").join("lessons.damaged-77.json"));
        assert_eq!(
            fs::read_to_string(&aside).unwrap(),
            "{\"version\":1,\"lessons\":"
        );
        assert_eq!(p.stars("huishi-1"), Some(3));
        assert_eq!(p.stars("jinmen-3"), None);
        assert_eq!(file.load(), Ok(p));
        fs::remove_dir_all(&dir).unwrap();
    }
}
