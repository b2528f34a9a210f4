//! The app's one disk effect: a [`DiskJob`] is an opaque piece of file work — read a list,
//! load or write a save, record a finished game, write the settings — that the shell runs on
//! its one disk writer (off the main thread, one job after the other) and answers with the
//! [`DiskAnswer`] it returns. No game JSON goes out to the shell and back in: the job holds
//! what it writes, the answer what it read.

use crate::files::data_file::DataFileError;
use crate::files::lesson_progress::{LessonProgress, LessonProgressFile};
use crate::files::practice::Practice;
use crate::files::puzzle_progress::{Attempt, PuzzleProgress};
use crate::files::save::SavedGame;
use crate::files::settings::Settings;
use crate::files::stats::{FinishedGame, Stats};
use crate::files::store::{SaveEntry, SaveStore, SaveSummary, SettingsFile};
use crate::rules::game::GameId;
use crate::training::practice::Exercise;
use crate::training::puzzle::{puzzle_by_id, CivilDate};

/// Where the app keeps its files: the save store (saves, autosave, statistics, puzzle
/// progress, practice) and the settings file beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AppFiles {
    /// The saves' folder.
    pub store: SaveStore,
    /// The settings file (outside the saves' folder).
    pub settings: SettingsFile,
}

/// What a job does.
#[derive(Clone, Debug, PartialEq)]
pub enum DiskOp {
    /// Read the settings (at the start).
    ReadSettings,
    /// Read the autosave's summary (home's "continue").
    ReadAutosave,
    /// List the saved games.
    ListSaves,
    /// Load the autosave to play it on.
    LoadAutosave,
    /// Load a saved game, to play it on.
    LoadSave(String),
    /// Load a saved game, to review it.
    LoadForReview(String),
    /// Delete a saved game.
    DeleteSave(String),
    /// Write the game in progress to the autosave slot.
    WriteAutosave(Box<SavedGame>),
    /// File the game under saved games (a new id).
    SaveGame(Box<SavedGame>),
    /// Empty the autosave slot.
    ClearAutosave,
    /// Count a finished game in the statistics.
    RecordFinished(FinishedGame),
    /// Read the statistics.
    ReadStats,
    /// Empty the statistics.
    ResetStats,
    /// Write the settings.
    WriteSettings(Settings),
    /// Keep a reviewed game's mistakes as practice exercises.
    KeepExercises(Vec<Exercise>),
    /// Read the puzzle progress.
    ReadPuzzleProgress,
    /// Record a try of a puzzle on the player's local date.
    RecordPuzzle(String, Attempt),
    /// Read the practice file.
    ReadPractice,
    /// Mark an exercise solved.
    SolveExercise(String),
    /// Read the lesson progress (the stars, the offers dismissed).
    ReadLessonProgress,
    /// Keep a finished lesson's stars.
    RecordLesson(String, u8),
    /// Never offer this game's lessons again.
    DismissLearnOffer(GameId),
}

/// A piece of file work for the shell's disk writer.
#[derive(Clone, Debug, PartialEq)]
pub struct DiskJob {
    /// Which job (the answer carries it back).
    pub id: u64,
    /// What it does.
    pub op: DiskOp,
    /// The files it works on.
    pub files: AppFiles,
    /// The wall-clock time it was asked at (ms since the Unix epoch): a save's date.
    pub epoch_ms: u64,
    /// The phone's offset from UTC then, in minutes (a puzzle's day).
    pub utc_offset_minutes: i32,
}

/// What a job found or did. A failure is the core's reason, for the details on demand.
#[derive(Clone, Debug, PartialEq)]
pub enum DiskResult {
    /// The settings as read.
    Settings(Settings),
    /// The autosave's summary, if any.
    Autosave(Option<SaveSummary>),
    /// The saved games.
    Saves(Vec<SaveEntry>),
    /// A game loaded (the autosave, or a save by id).
    Game(Box<SavedGame>),
    /// No game there (an empty autosave slot).
    NoGame,
    /// The statistics.
    Stats(Box<Stats>),
    /// The puzzle progress (`damaged`: the file did not read; none tried is shown).
    Progress(Box<PuzzleProgress>, bool),
    /// The practice file (`damaged`: it did not read; no exercise is shown).
    Practice(Box<Practice>, bool),
    /// The lesson progress (`damaged`: it did not read; no lesson is shown done).
    Lessons(Box<LessonProgress>, bool),
    /// Done.
    Done,
    /// It failed: why, in the core's words.
    Failed(String),
}

/// A job's answer, for [`super::AppEvent::DiskDone`].
#[derive(Clone, Debug, PartialEq)]
pub struct DiskAnswer {
    /// The job's id.
    pub id: u64,
    /// What came of it.
    pub result: DiskResult,
}

impl DiskOp {
    /// The operation's name in kebab case (`read-settings`, `write-autosave`), for logs and
    /// transcripts.
    pub fn name(&self) -> &'static str {
        match self {
            DiskOp::ReadSettings => "read-settings",
            DiskOp::ReadAutosave => "read-autosave",
            DiskOp::ListSaves => "list-saves",
            DiskOp::LoadAutosave => "load-autosave",
            DiskOp::LoadSave(_) => "load-save",
            DiskOp::LoadForReview(_) => "load-for-review",
            DiskOp::DeleteSave(_) => "delete-save",
            DiskOp::WriteAutosave(_) => "write-autosave",
            DiskOp::SaveGame(_) => "save-game",
            DiskOp::ClearAutosave => "clear-autosave",
            DiskOp::RecordFinished(_) => "record-finished",
            DiskOp::ReadStats => "read-stats",
            DiskOp::ResetStats => "reset-stats",
            DiskOp::WriteSettings(_) => "write-settings",
            DiskOp::KeepExercises(_) => "keep-exercises",
            DiskOp::ReadPuzzleProgress => "read-puzzle-progress",
            DiskOp::RecordPuzzle(..) => "record-puzzle",
            DiskOp::ReadPractice => "read-practice",
            DiskOp::SolveExercise(_) => "solve-exercise",
            DiskOp::ReadLessonProgress => "read-lesson-progress",
            DiskOp::RecordLesson(..) => "record-lesson",
            DiskOp::DismissLearnOffer(_) => "dismiss-learn-offer",
        }
    }
}

impl DiskJob {
    fn lessons_file(&self) -> LessonProgressFile {
        LessonProgressFile::in_store(self.files.store.dir())
    }

    /// Does the work (blocking file I/O: call it on the disk writer) and says what came of it.
    pub fn run(&self) -> DiskAnswer {
        let store = &self.files.store;
        let failed = |e: &dyn std::fmt::Display| DiskResult::Failed(e.to_string());
        let result = match &self.op {
            DiskOp::ReadSettings => match self.files.settings.load() {
                Ok(s) => DiskResult::Settings(s),
                Err(e) => failed(&e),
            },
            DiskOp::ReadAutosave => match store.autosave_summary() {
                Ok(s) => DiskResult::Autosave(s),
                Err(e) => failed(&e),
            },
            DiskOp::ListSaves => match store.list() {
                Ok(list) => DiskResult::Saves(list),
                Err(e) => failed(&e),
            },
            DiskOp::LoadAutosave => match store.load_autosave() {
                Ok(Some(g)) => DiskResult::Game(Box::new(g)),
                Ok(None) => DiskResult::NoGame,
                Err(e) => failed(&e),
            },
            DiskOp::LoadSave(id) | DiskOp::LoadForReview(id) => match store.load(id) {
                Ok(g) => DiskResult::Game(Box::new(g)),
                Err(e) => failed(&e),
            },
            DiskOp::DeleteSave(id) => match store.delete(id) {
                Ok(()) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::WriteAutosave(game) => match store.write_autosave(game, self.epoch_ms) {
                Ok(_) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::SaveGame(game) => match store.save(None, game, self.epoch_ms) {
                Ok(_) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::ClearAutosave => match store.clear_autosave() {
                Ok(()) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::RecordFinished(game) => match store.stats_file().record(*game, self.epoch_ms) {
                Ok(_) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::ReadStats => match store.stats_file().load() {
                Ok(s) => DiskResult::Stats(Box::new(s)),
                Err(e) => failed(&e),
            },
            DiskOp::ResetStats => match store.stats_file().reset() {
                Ok(()) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::WriteSettings(s) => match self.files.settings.save(s) {
                Ok(()) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::ReadPuzzleProgress => match store.puzzle_file().load() {
                Ok(p) => DiskResult::Progress(Box::new(p), false),
                Err(DataFileError::Damaged { .. }) => {
                    DiskResult::Progress(Box::new(PuzzleProgress::new()), true)
                }
                Err(e) => failed(&e),
            },
            DiskOp::RecordPuzzle(id, attempt) => match puzzle_by_id(id) {
                Some(puzzle) => {
                    let today = CivilDate::from_epoch_ms(
                        i64::try_from(self.epoch_ms).unwrap_or(i64::MAX),
                        self.utc_offset_minutes,
                    );
                    match store
                        .puzzle_file()
                        .record(puzzle, *attempt, today, self.epoch_ms)
                    {
                        Ok(_) => DiskResult::Done,
                        Err(e) => failed(&e),
                    }
                }
                None => DiskResult::Failed(format!("`{id}` is not a puzzle of the set")),
            },
            DiskOp::ReadPractice => match store.practice_file().load() {
                Ok(p) => DiskResult::Practice(Box::new(p), false),
                Err(DataFileError::Damaged { .. }) => {
                    DiskResult::Practice(Box::new(Practice::new()), true)
                }
                Err(e) => failed(&e),
            },
            DiskOp::SolveExercise(id) => match store.practice_file().solve(id, self.epoch_ms) {
                Ok(_) => DiskResult::Done,
                Err(e) => failed(&e),
            },
            DiskOp::ReadLessonProgress => match self.lessons_file().load() {
                Ok(p) => DiskResult::Lessons(Box::new(p), false),
                Err(DataFileError::Damaged { .. }) => {
                    DiskResult::Lessons(Box::new(LessonProgress::new()), true)
                }
                Err(e) => failed(&e),
            },
            DiskOp::RecordLesson(id, stars) => {
                match self.lessons_file().record(id, *stars, self.epoch_ms) {
                    Ok(_) => DiskResult::Done,
                    Err(e) => failed(&e),
                }
            }
            DiskOp::DismissLearnOffer(game) => {
                match self.lessons_file().dismiss_offer(*game, self.epoch_ms) {
                    Ok(()) => DiskResult::Done,
                    Err(e) => failed(&e),
                }
            }
            DiskOp::KeepExercises(list) => match store.practice_file().add(list, self.epoch_ms) {
                Ok(_) => DiskResult::Done,
                Err(e) => failed(&e),
            },
        };
        DiskAnswer {
            id: self.id,
            result,
        }
    }
}
