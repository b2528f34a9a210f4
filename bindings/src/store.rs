//! The save store over a directory the app gives (the core's `SaveStore`): saved games
//! as versioned JSON files written atomically, a listing that shows damaged files beside
//! good ones, and an autosave slot.

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use crate::puzzle_lists::{
    local_date, PracticeView, PuzzleAttempt, PuzzleDifficulty, PuzzleListView, PuzzlesView,
};
use crate::stats::StatsView;
use crate::types::{index_of, PieceInfo, Side};
use crate::types::{status_of, time_in, to_i32, to_i64, GameKind, GameSetup, GameStatus, Outcome};
use folkchess_core::files::data_file::DataFileError;
use folkchess_core::files::practice::Practice;
use folkchess_core::files::puzzle_progress::PuzzleProgress;
use folkchess_core::files::save::load_from_json;
use folkchess_core::files::store::{self, SaveEntry, SaveStore as CoreStore};
use folkchess_core::screens::practice::lists as practice_screen;
use folkchess_core::screens::puzzles::lists as puzzle_screen;
use folkchess_core::text::catalogue::Label;
use folkchess_core::Position;
use std::sync::Arc;

/// What the list of saved games shows for one good save.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SaveSummary {
    /// The save's id (use it to load or delete).
    pub id: String,
    /// Which game.
    pub game: GameKind,
    /// When it was saved (wall-clock milliseconds since the Unix epoch), if recorded.
    pub saved_at_ms: Option<i64>,
    /// Who plays and the timer.
    pub setup: GameSetup,
    /// Ongoing or ended.
    pub status: GameStatus,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
    /// Plies played.
    pub ply_count: i32,
    /// The current board, for a thumbnail.
    pub points: Vec<PointState>,
    /// The side to move.
    pub side_to_move: Side,
    /// The current position as position text.
    pub position_text: String,
}

impl SaveSummary {
    fn of(s: &store::SaveSummary) -> SaveSummary {
        let (status, outcome) = status_of(s.status);
        SaveSummary {
            id: s.id.clone(),
            game: s.game,
            saved_at_ms: s.saved_at_ms.map(to_i64),
            setup: GameSetup {
                game: s.game,
                mode: s.setup.mode,
                turn_seconds: s.setup.turn_seconds.map(|t| t as i32),
            },
            status,
            outcome,
            ply_count: to_i32(s.ply_count),
            points: point_states(&s.position),
            side_to_move: s.position.side_to_move(),
            position_text: s.position.to_text(),
        }
    }
}

/// One file of the store: a good save, or a damaged one with the reason.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum SaveListEntry {
    /// A save that loads.
    Good {
        /// Its summary.
        summary: SaveSummary,
    },
    /// A file that does not load (the other saves are still listed).
    Damaged {
        /// The save's id (it can still be deleted).
        id: String,
        /// Why it does not load.
        reason: String,
    },
}

/// What counting a finished game did.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsRecorded {
    /// Whether the game was new (false: an earlier ending of the same game was replaced).
    pub new: bool,
    /// Where a damaged statistics file was moved before a new one was started, if it was:
    /// worth telling the player.
    pub set_aside: Option<String>,
}

/// Saved games in one directory (created on the first save). Safe from any thread.
#[derive(Debug, uniffi::Object)]
pub struct SaveStore {
    store: CoreStore,
}

impl SaveStore {
    /// The core's store.
    pub(crate) fn core(&self) -> &CoreStore {
        &self.store
    }

    /// The puzzle progress; none tried when the file is damaged.
    fn progress_or_empty(&self) -> FfiResult<PuzzleProgress> {
        match self.store.puzzle_file().load() {
            Ok(p) => Ok(p),
            Err(DataFileError::Damaged { .. }) => Ok(PuzzleProgress::new()),
            Err(e) => Err(e.into()),
        }
    }
}

#[uniffi::export]
impl SaveStore {
    /// A store over `directory` (an absolute path, usually in the app's private files).
    /// Errors: an empty path or one containing a NUL character.
    #[uniffi::constructor]
    pub fn new(directory: String) -> FfiResult<Arc<Self>> {
        guard(|| {
            if directory.trim().is_empty() {
                return Err(FolkChessError::invalid("the save directory path is empty"));
            }
            if directory.contains('\0') {
                return Err(FolkChessError::invalid(
                    "the save directory path contains a NUL character",
                ));
            }
            Ok(Arc::new(SaveStore {
                store: CoreStore::new(directory),
            }))
        })
    }

    /// The directory.
    pub fn directory(&self) -> String {
        self.store.dir().display().to_string()
    }

    /// Every save except the autosave: good ones newest first, then damaged ones. A
    /// missing directory has no saves. Temporary files are never listed; those left by a
    /// crash are removed. Errors: `Storage` when the directory cannot be read (for
    /// instance, the path is a file).
    pub fn list(&self) -> FfiResult<Vec<SaveListEntry>> {
        guard(|| {
            Ok(self
                .store
                .list()?
                .into_iter()
                .map(|e| match e {
                    SaveEntry::Good(s) => SaveListEntry::Good {
                        summary: SaveSummary::of(&s),
                    },
                    SaveEntry::Damaged { id, reason } => SaveListEntry::Damaged { id, reason },
                })
                .collect())
        })
    }

    /// A save in the save format (its seed kept), for `GameTable.fromSaveJson` or
    /// `ReviewScreen`. Errors: `NotFound`, `DamagedSave` (saying why), `Storage`, a bad id.
    pub fn load_json(&self, id: String) -> FfiResult<String> {
        guard(|| Ok(self.store.load(&id)?.to_json()))
    }

    /// Deletes a save. Errors: `NotFound`, `Storage`, a bad id.
    pub fn delete(&self, id: String) -> FfiResult<()> {
        guard(|| Ok(self.store.delete(&id)?))
    }

    /// Writes the autosave slot from a game in the save format (a game table's
    /// `Autosave` effect): atomic, and safe from several threads at once. The text is checked first
    /// (every ply replayed): a bad one is a `DamagedSave` error and the slot keeps what it
    /// had.
    pub fn write_autosave_json(
        &self,
        game_json: String,
        saved_at_ms: i64,
    ) -> FfiResult<SaveSummary> {
        guard(|| {
            let now = time_in(saved_at_ms, "saved_at_ms")?;
            let saved = load_from_json(&game_json)?;
            Ok(SaveSummary::of(&self.store.write_autosave(&saved, now)?))
        })
    }

    /// Counts a finished game in the statistics kept with these saves (a game table's
    /// `Finished` effect, its text as given) at `now_ms` (wall clock): one entry per game,
    /// its last ending. A damaged statistics file is moved aside and a new one started
    /// (`StatsRecorded.set_aside` says where). Errors: `InvalidInput` (not the effect's
    /// text, or a negative time), `Storage`.
    pub fn record_finished(&self, finished_json: String, now_ms: i64) -> FfiResult<StatsRecorded> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let game = folkchess_core::FinishedGame::from_json(&finished_json)
                .map_err(|e| FolkChessError::invalid(format!("not a finished game: {e}")))?;
            let r = self.store.stats_file().record(game, now)?;
            Ok(StatsRecorded {
                new: r.new,
                set_aside: r.set_aside.map(|p| p.display().to_string()),
            })
        })
    }

    /// Saves a game in the save format (a game table's `Save` effect) under `id`, or a
    /// new id when none (1 to 64 letters, digits, `-`, `_`); returns the summary with the id.
    /// The write is atomic (its own temporary file, flush, rename) and waits for other
    /// writes of the same save in this process, so the file always holds one complete
    /// version, the last one written. `saved_at_ms` is the wall-clock time (ms since the
    /// Unix epoch). The text is checked first (every ply replayed). Errors: a bad id,
    /// `DamagedSave`, `Storage`.
    pub fn save_json(
        &self,
        game_json: String,
        id: Option<String>,
        saved_at_ms: i64,
    ) -> FfiResult<SaveSummary> {
        guard(|| {
            let now = time_in(saved_at_ms, "saved_at_ms")?;
            let saved = load_from_json(&game_json)?;
            Ok(SaveSummary::of(&self.store.save(
                id.as_deref(),
                &saved,
                now,
            )?))
        })
    }

    /// The autosave slot's summary, as the home screen's "continue" shows it (id
    /// `autosave`, the time it was written); none when the slot is empty. Errors:
    /// `DamagedSave`, `Storage`.
    pub fn autosave_summary(&self) -> FfiResult<Option<SaveSummary>> {
        guard(|| Ok(self.store.autosave_summary()?.as_ref().map(SaveSummary::of)))
    }

    /// The autosave slot in the save format; none when the slot is empty. Errors:
    /// `DamagedSave`, `Storage`.
    pub fn load_autosave_json(&self) -> FfiResult<Option<String>> {
        guard(|| Ok(self.store.load_autosave()?.map(|saved| saved.to_json())))
    }

    /// Empties the autosave slot (no error when it is already empty).
    pub fn clear_autosave(&self) -> FfiResult<()> {
        guard(|| Ok(self.store.clear_autosave()?))
    }

    /// The statistics screen of the games counted with these saves, in `language`.
    /// Errors: `DamagedSave` when the statistics file does not read (show the core's
    /// `StatsUnreadable` sentence with the reason; the next finished game moves it aside),
    /// `Storage`.
    pub fn stats_view(&self, language: DisplayLanguage) -> FfiResult<StatsView> {
        guard(|| {
            let stats = self.store.stats_file().load()?;
            Ok(stats.view(language))
        })
    }

    /// Keeps a review's exercises (the review screen's `Practice` effect) in the practice
    /// file kept with these saves, dated `now_ms`; how many were added or reopened (an
    /// exercise already open is not added twice). Errors: `InvalidInput` (not the effect's
    /// text, a negative time), `Storage`.
    pub fn add_exercises(&self, exercises_json: String, now_ms: i64) -> FfiResult<u32> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let exercises =
                folkchess_core::training::practice::exercises_from_json(&exercises_json)
                    .map_err(|e| FolkChessError::invalid(format!("not exercises: {e}")))?;
            let added = self.store.practice_file().add(&exercises, now)?;
            Ok(u32::try_from(added).unwrap_or(u32::MAX))
        })
    }

    /// The puzzles screen on the player's local date (`epoch_ms` the wall clock,
    /// `utc_offset_minutes` the time zone's offset then), from the puzzle progress kept
    /// with these saves. A damaged progress file is no error: the view's `problem` says so
    /// and the counts show no puzzle tried. Errors: `InvalidInput` (a negative time, an
    /// offset over a day), `Storage`.
    pub fn puzzles_view(
        &self,
        language: DisplayLanguage,
        epoch_ms: i64,
        utc_offset_minutes: i32,
    ) -> FfiResult<PuzzlesView> {
        guard(|| {
            let today = local_date(epoch_ms, utc_offset_minutes)?;
            let language: folkchess_core::text::catalogue::DisplayLanguage = language;
            let (progress, problem) = match self.store.puzzle_file().load() {
                Ok(p) => (p, None),
                Err(DataFileError::Damaged { .. }) => (
                    PuzzleProgress::new(),
                    Some(language.say(Label::PuzzleProgressUnreadable)),
                ),
                Err(e) => return Err(e.into()),
            };
            Ok(puzzle_screen::puzzles_view(
                &progress, today, problem, language,
            ))
        })
    }

    /// The list of `game`'s puzzles of `difficulty` with the player's progress (a damaged
    /// progress file reads as none tried). Errors: `Storage`.
    pub fn puzzle_list(
        &self,
        game: GameKind,
        difficulty: PuzzleDifficulty,
        language: DisplayLanguage,
    ) -> FfiResult<PuzzleListView> {
        guard(|| {
            let progress = self.progress_or_empty()?;
            Ok(puzzle_screen::puzzle_list(
                &progress, game, difficulty, language,
            ))
        })
    }

    /// Records a try of a puzzle (the trainer's `PuzzleTried` effect) on the player's
    /// local date, atomically (a damaged file is moved aside first). Errors:
    /// `InvalidInput` (no such puzzle, a negative time, an offset over a day), `Storage`.
    pub fn record_puzzle(
        &self,
        puzzle_id: String,
        attempt: PuzzleAttempt,
        epoch_ms: i64,
        utc_offset_minutes: i32,
    ) -> FfiResult<()> {
        guard(|| {
            let today = local_date(epoch_ms, utc_offset_minutes)?;
            let now = time_in(epoch_ms, "epoch_ms")?;
            let p =
                folkchess_core::training::puzzle::puzzle_by_id(&puzzle_id).ok_or_else(|| {
                    FolkChessError::invalid(format!("`{puzzle_id}` is not a puzzle of the set"))
                })?;
            self.store.puzzle_file().record(p, attempt, today, now)?;
            Ok(())
        })
    }

    /// The puzzle to offer after `after_id`: the next of the same game and difficulty
    /// not yet solved clean (none: all solved, or no such puzzle). Errors: `Storage`.
    pub fn next_puzzle(&self, after_id: String) -> FfiResult<Option<String>> {
        guard(|| {
            let progress = self.progress_or_empty()?;
            Ok(puzzle_screen::next_puzzle(&progress, &after_id).map(|p| p.id.clone()))
        })
    }

    /// The practice screen: the open exercises per game. A damaged practice file is no
    /// error: the view's `problem` says so. Errors: `Storage`.
    pub fn practice_view(&self, language: DisplayLanguage) -> FfiResult<PracticeView> {
        guard(|| {
            let language: folkchess_core::text::catalogue::DisplayLanguage = language;
            let (practice, problem) = match self.store.practice_file().load() {
                Ok(p) => (p, None),
                Err(DataFileError::Damaged { .. }) => (
                    Practice::new(),
                    Some(language.say(Label::PracticeUnreadable)),
                ),
                Err(e) => return Err(e.into()),
            };
            Ok(practice_screen::practice_view(&practice, problem, language))
        })
    }

    /// Marks an exercise solved at `epoch_ms` (the trainer's `ExerciseSolved` effect),
    /// atomically. Errors: `InvalidInput` (no such exercise, a negative time), `Storage`.
    pub fn solve_exercise(&self, exercise_id: String, epoch_ms: i64) -> FfiResult<()> {
        guard(|| {
            let now = time_in(epoch_ms, "epoch_ms")?;
            if self.store.practice_file().solve(&exercise_id, now)? {
                Ok(())
            } else {
                Err(FolkChessError::invalid(format!(
                    "there is no exercise `{exercise_id}`"
                )))
            }
        })
    }

    /// The exercise to offer after `after_id`: the next open one of the same game, else
    /// of another (none: nothing open). Errors: `Storage` (a damaged file reads as none).
    pub fn next_exercise(&self, after_id: String) -> FfiResult<Option<String>> {
        guard(|| {
            let practice = match self.store.practice_file().load() {
                Ok(p) => p,
                Err(DataFileError::Damaged { .. }) => Practice::new(),
                Err(e) => return Err(e.into()),
            };
            Ok(practice_screen::next_exercise(&practice, &after_id).map(|e| e.id.clone()))
        })
    }

    /// Empties the statistics (after the player confirmed `StatsView.resetQuestion`).
    pub fn reset_stats(&self) -> FfiResult<()> {
        guard(|| Ok(self.store.stats_file().reset()?))
    }
}

/// One point of the board with what stands on it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PointState {
    /// The point's index.
    pub index: i32,
    /// The point's name (`b2`).
    pub name: String,
    /// The piece on it, if any.
    pub piece: Option<PieceInfo>,
}

/// The points of a position with their pieces.
pub(crate) fn point_states(pos: &Position) -> Vec<PointState> {
    let board = pos.board();
    board
        .all()
        .map(|p| PointState {
            index: index_of(p),
            name: board.name(p).to_string(),
            piece: pos.piece_at(p).map(PieceInfo::from),
        })
        .collect()
}
