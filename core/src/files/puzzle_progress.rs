//! The player's puzzle progress: how each puzzle tried went, counts per game and
//! difficulty, and the streak of days whose puzzle was solved; kept in a file beside
//! the settings ([`ProgressFile`]), written atomically by one writer at a time
//! (`core/src/files/atomic_file.rs`), and never reset silently: a damaged file is an error.
//!
//! The file is JSON, version 1:
//!
//! ```json
//! {"version":1,
//!  "puzzles":{"weiming-0042":{"solved":1,"hinted":0,"failed":2}},
//!  "daily":["2026-12-01","2026-12-02"]}
//! ```
//!
//! `puzzles` counts, per puzzle id, the tries that ended each way ([`Attempt`]);
//! `daily` lists the days whose daily puzzle ([`daily_puzzle`](crate::training::puzzle::daily_puzzle)) was solved
//! on that day, in order.

use crate::files::atomic_file;
use crate::files::data_file::{self, DataFileError, Document};
use crate::rules::game::GameId;
use crate::training::puzzle::{
    daily_puzzle, puzzle_by_id, puzzles, BadDate, CivilDate, Difficulty, Puzzle,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The version of the progress file this core writes and reads.
pub const PROGRESS_VERSION: u32 = 1;

/// The progress file's name beside the settings file ([`ProgressFile::beside`]).
pub const PROGRESS_FILE_NAME: &str = "puzzles.json";

/// How one try of a puzzle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Attempt {
    /// Solved clean: the winning moves found without a hint or a wrong move.
    Solved,
    /// Solved after a hint: counted, but not as a clean solve.
    Hinted,
    /// A wrong move, or the solution shown, or given up.
    Failed,
}

/// The tries of one puzzle, by how they ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleTries {
    /// Tries solved clean.
    pub solved: u32,
    /// Tries solved after a hint.
    pub hinted: u32,
    /// Tries failed.
    pub failed: u32,
}

/// Where a puzzle stands for the player, from its tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PuzzleStatus {
    /// Never tried.
    New,
    /// Solved clean at least once.
    Solved,
    /// Solved, but only ever after a hint.
    Hinted,
    /// Tried and never solved.
    Failed,
}

/// Counts of a game's puzzles of one difficulty by their [`PuzzleStatus`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StatusCounts {
    /// Puzzles of this game and difficulty in the set.
    pub total: u32,
    /// Solved clean at least once.
    pub solved: u32,
    /// Solved only after hints.
    pub hinted: u32,
    /// Tried, never solved.
    pub failed: u32,
}

/// The player's progress (see the module docs). Change it with
/// [`PuzzleProgress::record`], keep it with [`ProgressFile::save`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleProgress {
    tries: BTreeMap<String, PuzzleTries>,
    daily: BTreeSet<CivilDate>,
}

/// Why the progress file could not be read or written (the data files' error: a damaged
/// file names itself "the puzzle progress file").
pub type ProgressError = DataFileError;

impl Document for PuzzleProgress {
    const WHAT: &'static str = "puzzle progress";
    fn empty() -> Self {
        PuzzleProgress::new()
    }
    fn from_json(text: &str) -> Result<Self, String> {
        PuzzleProgress::from_json(text)
    }
    fn to_json(&self) -> String {
        PuzzleProgress::to_json(self)
    }
}

/// The file's JSON form.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProgressJson {
    version: u32,
    puzzles: BTreeMap<String, PuzzleTries>,
    daily: Vec<String>,
}

impl PuzzleProgress {
    /// No puzzle tried, no day solved.
    pub fn new() -> PuzzleProgress {
        PuzzleProgress::default()
    }

    /// Records a try of `puzzle` that ended as `attempt`, on the player's local date
    /// `today`. When the puzzle is `today`'s daily puzzle and it was solved (clean or
    /// after a hint), `today` counts for the streak; solving it again the same day
    /// changes nothing more, and solving another day's puzzle counts for no day.
    pub fn record(&mut self, puzzle: &Puzzle, attempt: Attempt, today: CivilDate) {
        let t = self.tries.entry(puzzle.id.clone()).or_default();
        let n = match attempt {
            Attempt::Solved => &mut t.solved,
            Attempt::Hinted => &mut t.hinted,
            Attempt::Failed => &mut t.failed,
        };
        *n = n.saturating_add(1);
        if attempt != Attempt::Failed && daily_puzzle(today).id == puzzle.id {
            self.daily.insert(today);
        }
    }

    /// The tries of the puzzle with this id (all zero when never tried).
    pub fn tries(&self, id: &str) -> PuzzleTries {
        self.tries.get(id).copied().unwrap_or_default()
    }

    /// Where the puzzle with this id stands.
    pub fn status(&self, id: &str) -> PuzzleStatus {
        let t = self.tries(id);
        if t.solved > 0 {
            PuzzleStatus::Solved
        } else if t.hinted > 0 {
            PuzzleStatus::Hinted
        } else if t.failed > 0 {
            PuzzleStatus::Failed
        } else {
            PuzzleStatus::New
        }
    }

    /// The counts of `game`'s puzzles of `difficulty` by status (puzzles of the
    /// current set only: tries of ids an older set had are kept in the file but not
    /// counted).
    pub fn counts(&self, game: GameId, difficulty: Difficulty) -> StatusCounts {
        let mut c = StatusCounts::default();
        for p in puzzles(game).iter().filter(|p| p.difficulty == difficulty) {
            c.total += 1;
            match self.status(&p.id) {
                PuzzleStatus::Solved => c.solved += 1,
                PuzzleStatus::Hinted => c.hinted += 1,
                PuzzleStatus::Failed => c.failed += 1,
                PuzzleStatus::New => {}
            }
        }
        c
    }

    /// The first puzzle of `game` (of `difficulty`, when given) not yet solved clean,
    /// in the order of the set: the next one to offer.
    pub fn next_unsolved(
        &self,
        game: GameId,
        difficulty: Option<Difficulty>,
    ) -> Option<&'static Puzzle> {
        puzzles(game).iter().find(|p| {
            difficulty.is_none_or(|d| p.difficulty == d)
                && self.status(&p.id) != PuzzleStatus::Solved
        })
    }

    /// Whether `day`'s daily puzzle was solved on that day.
    pub fn daily_solved(&self, day: CivilDate) -> bool {
        self.daily.contains(&day)
    }

    /// The current streak on `today`: the number of consecutive days, up to `today`,
    /// whose daily puzzle was solved. A streak whose last day is yesterday is still
    /// running (today's puzzle may be solved yet); one that ended before is 0.
    pub fn streak(&self, today: CivilDate) -> u32 {
        let mut day = if self.daily_solved(today) {
            today
        } else {
            CivilDate::from_days_since_epoch(today.days_since_epoch() - 1)
        };
        let mut n = 0;
        while self.daily_solved(day) {
            n += 1;
            day = CivilDate::from_days_since_epoch(day.days_since_epoch() - 1);
        }
        n
    }

    /// The longest run of consecutive solved days ever.
    pub fn best_streak(&self) -> u32 {
        let mut best = 0;
        let mut run = 0;
        let mut last: Option<i64> = None;
        for d in &self.daily {
            let n = d.days_since_epoch();
            run = if last == Some(n - 1) { run + 1 } else { 1 };
            best = best.max(run);
            last = Some(n);
        }
        best
    }

    /// The progress as the file's JSON text.
    pub fn to_json(&self) -> String {
        let json = ProgressJson {
            version: PROGRESS_VERSION,
            puzzles: self.tries.clone(),
            daily: self.daily.iter().map(CivilDate::to_string).collect(),
        };
        serde_json::to_string(&json).expect("progress serialises")
    }

    /// Reads the file's JSON text; the error says what is wrong.
    pub fn from_json(text: &str) -> Result<PuzzleProgress, String> {
        let json: ProgressJson = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if json.version != PROGRESS_VERSION {
            return Err(format!(
                "version {} (this app reads version {PROGRESS_VERSION})",
                json.version
            ));
        }
        let daily = json
            .daily
            .iter()
            .map(|d| CivilDate::parse(d))
            .collect::<Result<BTreeSet<_>, BadDate>>()
            .map_err(|e| format!("daily: {e}"))?;
        if let Some(id) = json
            .puzzles
            .keys()
            .find(|id| id.is_empty() || id.len() > 64)
        {
            return Err(format!("puzzles: `{id}` is not a puzzle id"));
        }
        Ok(PuzzleProgress {
            tries: json.puzzles,
            daily,
        })
    }

    /// The ids with tries recorded that the current set does not have.
    pub fn unknown_ids(&self) -> Vec<&str> {
        self.tries
            .keys()
            .filter(|id| puzzle_by_id(id).is_none())
            .map(String::as_str)
            .collect()
    }
}

/// The progress file (`puzzles.json` beside the settings file): read by the core,
/// written through the same atomic, serialised path as the saves and the settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressFile {
    path: PathBuf,
}

impl ProgressFile {
    /// The progress file at `path` (its directory is created on the first save).
    pub fn new(path: impl Into<PathBuf>) -> ProgressFile {
        ProgressFile { path: path.into() }
    }

    /// The progress file in the directory of the settings file `settings_path`
    /// ([`PROGRESS_FILE_NAME`]).
    pub fn beside(settings_path: &Path) -> ProgressFile {
        ProgressFile::new(atomic_file::parent_dir(settings_path).join(PROGRESS_FILE_NAME))
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the progress: empty when the file does not exist yet;
    /// [`ProgressError::Damaged`] when it is there but cannot be read as progress
    /// (the file is left alone: a caller may show the error and offer to start
    /// afresh, never silently); [`ProgressError::Io`] when it cannot be read.
    pub fn load(&self) -> Result<PuzzleProgress, ProgressError> {
        data_file::load(&self.path)
    }

    /// Writes the progress atomically, serialised with this process's other writers
    /// of the file (a crash leaves the old version or the new one).
    pub fn save(&self, progress: &PuzzleProgress) -> Result<(), ProgressError> {
        data_file::replace(&self.path, progress)
    }

    /// Records a try ([`PuzzleProgress::record`]) as one read-change-write under the
    /// file's lock, atomically; returns the progress as written and where a damaged file was
    /// moved first, if it was (`puzzles.damaged-<ms>.json`, `now_ms` the wall clock; a new
    /// one is then started: the app's way, where the player was told by
    /// [`ProgressFile::load`]'s error before).
    pub fn record(
        &self,
        puzzle: &Puzzle,
        attempt: Attempt,
        today: CivilDate,
        now_ms: u64,
    ) -> Result<(PuzzleProgress, Option<PathBuf>), ProgressError> {
        let updated = data_file::update(&self.path, now_ms, |p: &mut PuzzleProgress| {
            p.record(puzzle, attempt, today)
        })?;
        Ok((updated.document, updated.set_aside))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn date(s: &str) -> CivilDate {
        CivilDate::parse(s).unwrap()
    }

    fn daily(s: &str) -> &'static Puzzle {
        daily_puzzle(date(s))
    }

    #[test]
    fn tries_statuses_and_counts() {
        let mut p = PuzzleProgress::new();
        let set = puzzles(GameId::Zhongkui);
        let (a, b, c) = (&set[0], &set[1], &set[2]);
        let today = date("2026-12-02");
        assert_eq!(p.status(&a.id), PuzzleStatus::New);
        p.record(a, Attempt::Failed, today);
        assert_eq!(p.status(&a.id), PuzzleStatus::Failed);
        p.record(a, Attempt::Hinted, today);
        assert_eq!(p.status(&a.id), PuzzleStatus::Hinted);
        p.record(a, Attempt::Solved, today);
        assert_eq!(p.status(&a.id), PuzzleStatus::Solved);
        assert_eq!(
            p.tries(&a.id),
            PuzzleTries {
                solved: 1,
                hinted: 1,
                failed: 1
            }
        );
        p.record(b, Attempt::Hinted, today);
        p.record(c, Attempt::Failed, today);
        let d = a.difficulty;
        let counts = p.counts(GameId::Zhongkui, d);
        let same = |q: &Puzzle| u32::from(q.difficulty == d);
        assert_eq!(counts.solved, 1);
        assert_eq!(counts.hinted, same(b));
        assert_eq!(counts.failed, same(c));
        assert_eq!(
            counts.total as usize,
            set.iter().filter(|q| q.difficulty == d).count()
        );
        assert_eq!(p.counts(GameId::Jinmen, d).solved, 0);
        assert_ne!(p.next_unsolved(GameId::Zhongkui, None), Some(a));
        assert_eq!(p.next_unsolved(GameId::Zhongkui, None), Some(b));
    }

    #[test]
    fn the_streak_counts_consecutive_days_and_each_day_once() {
        let mut p = PuzzleProgress::new();
        // Solved on 1, 2 (twice), 3 December; 4 missed; 5 and 6 solved.
        for day in ["2026-12-01", "2026-12-02", "2026-12-02", "2026-12-03"] {
            p.record(daily(day), Attempt::Solved, date(day));
        }
        assert_eq!(p.streak(date("2026-12-03")), 3);
        // The next day, before its puzzle is solved, the streak still runs.
        assert_eq!(p.streak(date("2026-12-04")), 3);
        // A day later it is broken.
        assert_eq!(p.streak(date("2026-12-05")), 0);
        // Another day's puzzle solved today, or today's failed, counts for no day.
        p.record(daily("2026-12-04"), Attempt::Solved, date("2026-12-05"));
        p.record(daily("2026-12-05"), Attempt::Failed, date("2026-12-05"));
        assert!(!p.daily_solved(date("2026-12-04")));
        assert_eq!(p.streak(date("2026-12-05")), 0);
        // A hinted solve keeps the streak (it costs the clean solve only).
        p.record(daily("2026-12-05"), Attempt::Hinted, date("2026-12-05"));
        p.record(daily("2026-12-06"), Attempt::Solved, date("2026-12-06"));
        assert_eq!(p.streak(date("2026-12-06")), 2);
        assert_eq!(p.best_streak(), 3);
        // Across a month and a year's end.
        let mut q = PuzzleProgress::new();
        for day in ["2026-12-30", "2026-12-31", "2027-01-01"] {
            q.record(daily(day), Attempt::Solved, date(day));
        }
        assert_eq!(q.streak(date("2027-01-01")), 3);
        assert_eq!(q.best_streak(), 3);
    }

    #[test]
    fn the_json_round_trips_and_a_damaged_one_is_named() {
        let mut p = PuzzleProgress::new();
        p.record(daily("2026-12-02"), Attempt::Solved, date("2026-12-02"));
        p.record(
            &puzzles(GameId::Huishi)[3],
            Attempt::Failed,
            date("2026-12-02"),
        );
        let json = p.to_json();
        assert!(json.starts_with("{\"version\":1,"), "{json}");
        assert_eq!(PuzzleProgress::from_json(&json), Ok(p.clone()));
        for bad in [
            "",
            "{",
            "[]",
            "{\"version\":2,\"puzzles\":{},\"daily\":[]}",
            "{\"version\":1,\"puzzles\":{},\"daily\":[\"2026-02-30\"]}",
            "{\"version\":1,\"puzzles\":{\"a\":{\"solved\":-1,\"hinted\":0,\"failed\":0}},\"daily\":[]}",
            "{\"version\":1,\"puzzles\":{},\"daily\":[],\"extra\":1}",
            "{\"version\":1,\"puzzles\":{}}",
            "{\"version\":1,\"puzzles\":{\"\":{\"solved\":1,\"hinted\":0,\"failed\":0}},\"daily\":[]}",
        ] {
            assert!(PuzzleProgress::from_json(bad).is_err(), "{bad}");
        }
        // Tries of a puzzle the set no longer has are kept.
        let old = "{\"version\":1,\"puzzles\":{\"weiming-9999\":{\"solved\":1,\"hinted\":0,\"failed\":0}},\"daily\":[]}";
        let p = PuzzleProgress::from_json(old).unwrap();
        assert_eq!(p.unknown_ids(), vec!["weiming-9999"]);
        assert_eq!(p.to_json(), old);
    }

    #[test]
    fn the_file_is_saved_loaded_and_never_reset_when_damaged() {
        let dir = std::env::temp_dir().join(format!("folkchess-progress-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let file = ProgressFile::beside(&dir.join("settings.json"));
        assert_eq!(file.path(), dir.join("puzzles.json"));
        assert_eq!(file.load(), Ok(PuzzleProgress::new()));
        let mut p = PuzzleProgress::new();
        p.record(daily("2026-12-02"), Attempt::Hinted, date("2026-12-02"));
        file.save(&p).unwrap();
        assert_eq!(file.load(), Ok(p.clone()));
        fs::write(file.path(), "{\"version\":1,\"puzzles\":").unwrap();
        let e = file.load().unwrap_err();
        assert!(matches!(e, ProgressError::Damaged { .. }), "{e}");
        assert!(
            e.to_string().contains("puzzle progress file")
                && e.to_string().contains("puzzles.json"),
            "{e}"
        );
        // Still there, still damaged: nothing was written over it.
        assert_eq!(
            fs::read_to_string(file.path()).unwrap(),
            "{\"version\":1,\"puzzles\":"
        );
        fs::write(file.path(), [0xff, 0xfe]).unwrap();
        assert!(matches!(file.load(), Err(ProgressError::Damaged { .. })));
        fs::remove_dir_all(&dir).unwrap();
    }
}
