//! The whole app across the FFI: [`AppCore`] wraps the core's app reducer
//! ([`folkchess_core::screens::app::App`]) in a mutex. A shell sends an [`AppEvent`] with its
//! two clocks ([`AppCore::send`]), carries out the [`AppEffect`]s it gets back, and draws
//! [`AppCore::view`]: the stack of screens and the one on top, every word chosen.
//!
//! The work an effect asks for is an opaque object the shell runs off the main thread — a
//! [`DiskWork`] on its one disk writer, a [`SearchWork`] or a [`ReviewWork`] on a worker —
//! and whose result goes back as it came ([`AppEvent::DiskDone`], [`AppEvent::SearchDone`],
//! [`AppEvent::ReviewDone`]); the core drops a late, doubled or stale one in one place.
//!
//! The screens' views are the API's records of each screen (the same the single-screen
//! objects return), so a shell draws a screen the same way whichever object it came from.

use crate::board::{BoardView, DisplayLanguage};
use crate::error::{guard, FfiResult, FolkChessError};
use crate::failure::FailureText;
use crate::screens::{
    HomeView, NewGameView, ReviewEvent, ReviewView, RulesScreenView, SavedGamesView, SettingsView,
};
use crate::session::CancelHandle;
use crate::table::{TableEvent, TableView};
use crate::trainer::{TrainerEvent, TrainerView};
use crate::types::{time_in, to_i64};
use folkchess_core::files::store::SettingsFile;
use folkchess_core::screens::app as core;
use folkchess_core::screens::lessons as core_lessons;
use folkchess_core::screens::lists::{ChoiceKey, ToggleKey};
use folkchess_core::screens::review_screen as core_review;
use folkchess_core::screens::table as core_table;
use folkchess_core::screens::trainer as core_trainer;
use folkchess_core::training::puzzle::Difficulty;
use folkchess_core::{GameId, SaveStore};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

pub use folkchess_core::screens::app::{LearnOffer, Route, ShareWhat};
pub use folkchess_core::screens::lessons::lists::LessonRow;
pub use folkchess_core::screens::lessons::{LessonAction, LessonButton, LessonState, LessonView};
pub use folkchess_core::screens::lists::AppTexts;
pub use folkchess_core::screens::practice::lists::PracticeView;
pub use folkchess_core::screens::puzzles::lists::{PuzzleListView, PuzzlesView};
pub use folkchess_core::screens::stats_screen::StatsView;

/// What a shell tells the app. Indices are the rows' and options' positions in the view.
// Each variant's documentation says what its fields are.
#[allow(missing_docs)]
#[derive(Debug, Clone, uniffi::Enum)]
pub enum AppEvent {
    /// The app starts: the settings, the autosave and the lesson progress are read.
    Start,
    /// The system's or the screen's back.
    Back,
    /// Home's card of a game: its new-game form.
    OpenNewGame { game: GameId },
    /// A choice of the new-game form (row, option index).
    NewGameChoice { key: ChoiceKey, index: i32 },
    /// The new-game form's "start".
    StartGame,
    /// Home's "continue": the autosaved game.
    Continue,
    /// Home's "saved games".
    OpenSavedGames,
    /// A saved game's "resume".
    Resume { id: String },
    /// A saved game's "review".
    ReviewSave { id: String },
    /// A saved game's "delete", once confirmed.
    DeleteSave { id: String },
    /// Home's "statistics".
    OpenStatistics,
    /// The statistics' "reset", once confirmed.
    ResetStatistics,
    /// Home's "settings".
    OpenSettings,
    /// A choice on the settings screen (row, option index).
    SettingChoice { key: ChoiceKey, index: i32 },
    /// A switch on the settings screen.
    SettingToggle { key: ToggleKey, on: bool },
    /// The rules of a game.
    OpenRules { game: GameId },
    /// The rules screen's language (index into its languages).
    RulesLanguage { index: i32 },
    /// A point named in the rules text was tapped: highlight it (again: clear it).
    RulesPoint { index: i32 },
    /// Home's "import a game".
    OpenImport,
    /// The import screen's text changed.
    ImportText { text: String },
    /// The import screen's "open".
    ImportOpen,
    /// An event of the table on screen: the game's, a puzzle's or a lesson's (taps, undo, a
    /// tick …). Search answers come as [`AppEvent::SearchDone`].
    Table { event: TableEvent },
    /// The result's "review".
    ReviewGame,
    /// The result's "rematch".
    Rematch,
    /// The result's "new game".
    NewGameAfterGame,
    /// An event of the review screen (select a move, previous, next; a failed review run).
    /// Review results come as [`AppEvent::ReviewDone`].
    Review { event: ReviewEvent },
    /// A disk job's result.
    DiskDone { answer: Arc<DiskDone> },
    /// A search's result.
    SearchDone { answer: Arc<SearchDone> },
    /// A review's result.
    ReviewDone { answer: Arc<ReviewDone> },
    /// The phone's preferred languages changed (BCP 47 tags, most preferred first).
    PhoneLanguages { tags: Vec<String> },
    /// Whether a screen reader runs (TalkBack's touch exploration, VoiceOver): send it at the
    /// start and on every change. While one runs a new game has no turn timer, unless the
    /// player chose a turn time in the settings.
    ScreenReader { on: bool },
    /// The app goes to the background.
    Background,
    /// The app comes back.
    Foreground,
    /// The problem shown was read.
    DismissProblem,
    /// Home's "puzzles".
    OpenPuzzles,
    /// A difficulty row of the puzzles screen.
    OpenPuzzleList {
        game: GameId,
        difficulty: Difficulty,
    },
    /// A puzzle, by id.
    OpenPuzzle { id: String },
    /// Home's "practice".
    OpenPractice,
    /// An exercise, by id.
    OpenExercise { id: String },
    /// The trainer's "retry" or "show the solution" (its table's events come as `Table`).
    Trainer { event: TrainerEvent },
    /// The trainer's "next".
    TrainerNext,
    /// Share a saved game, the finished game, or the reviewed one.
    Share { what: ShareWhat },
    /// A game's lessons.
    OpenLessons { game: GameId },
    /// A lesson, by id.
    OpenLesson { id: String },
    /// The lesson's "retry the step".
    LessonRetry,
    /// The lesson's "next step".
    LessonNextStep,
    /// The finished lesson's "next lesson".
    NextLesson,
    /// The offer to learn a game was dismissed: never again.
    DismissLearnOffer { game: GameId },
}

/// What the shell must do for the app.
// Each variant's documentation says what its fields are.
#[allow(missing_docs)]
#[derive(Debug, Clone, uniffi::Enum)]
pub enum AppEffect {
    /// Run `job` on the one disk writer, then send [`AppEvent::DiskDone`] with its result.
    Disk { job: Arc<DiskWork> },
    /// Run `job` off the main thread, then send [`AppEvent::SearchDone`] with its result.
    Search { job: Arc<SearchWork> },
    /// Cancel the search with this id (its result, if it comes, is dropped).
    CancelSearch { id: i64 },
    /// Run `job` off the main thread, then send [`AppEvent::ReviewDone`] with its result.
    RunReview { job: Arc<ReviewWork> },
    /// Cancel the review with this id.
    CancelReview { id: i64 },
    /// A sound and/or a vibration.
    Feedback {
        kind: crate::table::FeedbackKind,
        haptic: bool,
        sound: bool,
    },
    /// Open the platform's share sheet with this text and a picture of `board`: `title` over
    /// it, `result` under it.
    Share {
        title: String,
        text: String,
        board: BoardView,
        result: String,
    },
}

/// The screen on top, as each screen's records.
// Each variant's documentation says what its fields are.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum ScreenView {
    /// Home.
    Home { view: HomeView },
    /// The new-game form, with the offer to learn the game first while it stands.
    NewGame {
        form: NewGameView,
        learn_offer: Option<LearnOffer>,
    },
    /// The game.
    Game { table: TableView },
    /// The rules of a game: the frame, and the language its pages are read in.
    Rules {
        frame: RulesScreenView,
        language: DisplayLanguage,
    },
    /// The settings.
    Settings { view: SettingsView },
    /// The saved games (`list` none while they are read; `problem` when they cannot be).
    SavedGames {
        list: Option<SavedGamesView>,
        problem: Option<FailureText>,
    },
    /// The review.
    Review { view: ReviewView },
    /// The statistics (`stats` none while read; `problem` when they cannot be).
    Statistics {
        stats: Option<StatsView>,
        problem: Option<FailureText>,
    },
    /// The puzzles (none while the progress is read).
    Puzzles { view: Option<PuzzlesView> },
    /// A game's puzzles of one difficulty (none while the progress is read).
    PuzzleList { view: Option<PuzzleListView> },
    /// A puzzle or an exercise on the table.
    Trainer { view: TrainerView },
    /// Practice (none while the file is read).
    Practice { view: Option<PracticeView> },
    /// A game's lessons (`rows` none while the progress is read).
    Lessons {
        title: String,
        rows: Option<Vec<LessonRow>>,
    },
    /// A lesson on the table.
    Lesson { view: LessonView },
    /// The import screen: the text typed, why it does not read as a game, and whether
    /// "Open" may be pressed.
    Import {
        text: String,
        problem: Option<String>,
        open_enabled: bool,
    },
}

/// Everything the app shows now.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct AppView {
    /// The screens from home to the one on top (the platform's navigation stack).
    pub stack: Vec<Route>,
    /// The screen on top.
    pub screen: ScreenView,
    /// The title of the screen on top, also while it loads: the pane title a screen reader
    /// hears as screens change.
    pub title: String,
    /// A problem of the last action (a write refused, a save that did not load).
    pub problem: Option<FailureText>,
    /// The words that belong to no one screen.
    pub texts: AppTexts,
    /// The display language.
    pub language: DisplayLanguage,
    /// The theme the settings choose (light, dark, or the phone's).
    pub theme: crate::settings::ThemeSetting,
    /// What a screen reader is to say on the screen on top, oldest first: post those whose id
    /// is above the last one posted (ids grow across screens and games), each once.
    pub announcements: Vec<folkchess_core::screens::speech::Announcement>,
}

/// File work for the one disk writer: run it, send its result back.
#[derive(Debug, uniffi::Object)]
pub struct DiskWork(core::DiskJob);

#[uniffi::export]
impl DiskWork {
    /// The job's id.
    pub fn id(&self) -> i64 {
        to_i64(self.0.id)
    }

    /// What it does, in kebab case (`read-settings`, `write-autosave`), for logs.
    pub fn name(&self) -> String {
        self.0.op.name().to_string()
    }

    /// Does the work (blocking; on the disk writer, never on the main thread).
    pub fn run(&self) -> Arc<DiskDone> {
        Arc::new(DiskDone(self.0.run()))
    }
}

/// The result of a [`DiskWork`], opaque to the shell.
#[derive(Debug, uniffi::Object)]
pub struct DiskDone(core::DiskAnswer);

/// A search for the table on screen: run it, send its result back.
#[derive(Debug, uniffi::Object)]
pub struct SearchWork(core_table::SearchJob);

#[uniffi::export]
impl SearchWork {
    /// The search's id.
    pub fn id(&self) -> i64 {
        to_i64(self.0.id())
    }

    /// Searches (blocking; off the main thread) until done or cancelled through `cancel`.
    pub fn run(&self, cancel: Arc<CancelHandle>) -> Arc<SearchDone> {
        Arc::new(SearchDone(self.0.run(cancel.token())))
    }
}

/// The result of a [`SearchWork`], opaque to the shell.
#[derive(Debug, uniffi::Object)]
pub struct SearchDone(core_table::SearchAnswer);

/// A review of a game: run it, send its result back.
#[derive(Debug, uniffi::Object)]
pub struct ReviewWork(core_review::ReviewJob);

#[uniffi::export]
impl ReviewWork {
    /// The review's id.
    pub fn id(&self) -> i64 {
        to_i64(self.0.id())
    }

    /// Reviews (blocking; off the main thread) until done or cancelled through `cancel`.
    pub fn run(&self, cancel: Arc<CancelHandle>) -> Arc<ReviewDone> {
        Arc::new(ReviewDone(self.0.run(cancel.token())))
    }
}

/// The result of a [`ReviewWork`], opaque to the shell.
#[derive(Debug, uniffi::Object)]
pub struct ReviewDone(core_review::ReviewAnswer);

/// The app: one per process, over the app's data folder.
#[derive(uniffi::Object)]
pub struct AppCore {
    inner: Mutex<core::App>,
}

impl std::fmt::Debug for AppCore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AppCore")
    }
}

impl AppCore {
    fn lock(&self) -> FfiResult<MutexGuard<'_, core::App>> {
        self.inner
            .lock()
            .map_err(|_| FolkChessError::internal("the app's lock was poisoned"))
    }
}

fn index_in(i: i32, what: &str) -> FfiResult<usize> {
    usize::try_from(i)
        .map_err(|_| FolkChessError::invalid(format!("{what} must be 0 or more, got {i}")))
}

fn clock(mono_ms: i64, epoch_ms: i64) -> FfiResult<core::AppTime> {
    Ok(core::AppTime {
        mono_ms: time_in(mono_ms, "mono_ms")?,
        epoch_ms: time_in(epoch_ms, "epoch_ms")?,
    })
}

fn event_in(app: &core::App, e: AppEvent) -> FfiResult<core::AppEvent> {
    use core::AppEvent as E;
    // The table's events are checked against the board of the table on screen.
    let table_game = || {
        app.table_game()
            .ok_or_else(|| FolkChessError::invalid("a table event, but no table is on screen"))
    };
    Ok(match e {
        AppEvent::Start => E::Start,
        AppEvent::Back => E::Back,
        AppEvent::OpenNewGame { game } => E::OpenNewGame(game),
        AppEvent::NewGameChoice { key, index } => {
            E::NewGameChoice(key, index_in(index, "an option index")?)
        }
        AppEvent::StartGame => E::StartGame,
        AppEvent::Continue => E::Continue,
        AppEvent::OpenSavedGames => E::OpenSavedGames,
        AppEvent::Resume { id } => E::Resume(id),
        AppEvent::ReviewSave { id } => E::ReviewSave(id),
        AppEvent::DeleteSave { id } => E::DeleteSave(id),
        AppEvent::OpenStatistics => E::OpenStatistics,
        AppEvent::ResetStatistics => E::ResetStatistics,
        AppEvent::OpenSettings => E::OpenSettings,
        AppEvent::SettingChoice { key, index } => {
            E::SettingChoice(key, index_in(index, "an option index")?)
        }
        AppEvent::SettingToggle { key, on } => E::SettingToggle(key, on),
        AppEvent::OpenRules { game } => E::OpenRules(game),
        AppEvent::RulesLanguage { index } => E::RulesLanguage(index_in(index, "a language")?),
        AppEvent::RulesPoint { index } => E::RulesPoint(index_in(index, "a point index")?),
        AppEvent::OpenImport => E::OpenImport,
        AppEvent::ImportText { text } => E::ImportText(text),
        AppEvent::ImportOpen => E::ImportOpen,
        AppEvent::Table { event } => E::Table(crate::table::event_in(table_game()?, event)?),
        AppEvent::ReviewGame => E::ReviewGame,
        AppEvent::Rematch => E::Rematch,
        AppEvent::NewGameAfterGame => E::NewGameAfterGame,
        AppEvent::Review { event } => E::Review(match event {
            ReviewEvent::Start => core_review::ReviewEvent::Start,
            ReviewEvent::Select { ply } => {
                core_review::ReviewEvent::Select(index_in(ply, "a move index")?)
            }
            ReviewEvent::Previous => core_review::ReviewEvent::Previous,
            ReviewEvent::Next => core_review::ReviewEvent::Next,
            ReviewEvent::ShowBest { on } => core_review::ReviewEvent::ShowBest(on),
            ReviewEvent::Language { language } => core_review::ReviewEvent::Language(language),
            ReviewEvent::Failed { error } => {
                core_review::ReviewEvent::Failed(error.reason().to_string())
            }
            ReviewEvent::Leave => core_review::ReviewEvent::Leave,
            ReviewEvent::ReviewDone { .. } => {
                return Err(FolkChessError::invalid(
                    "a review's result comes as AppEvent.ReviewDone with its ReviewDone object",
                ))
            }
        }),
        AppEvent::DiskDone { answer } => E::DiskDone(answer.0.clone()),
        AppEvent::SearchDone { answer } => E::Table(core_table::TableEvent::SearchDone(answer.0)),
        AppEvent::ReviewDone { answer } => {
            E::Review(core_review::ReviewEvent::ReviewDone(answer.0.clone()))
        }
        AppEvent::PhoneLanguages { tags } => E::PhoneLanguages(tags),
        AppEvent::ScreenReader { on } => E::ScreenReader(on),
        AppEvent::Background => E::Background,
        AppEvent::Foreground => E::Foreground,
        AppEvent::DismissProblem => E::DismissProblem,
        AppEvent::OpenPuzzles => E::OpenPuzzles,
        AppEvent::OpenPuzzleList { game, difficulty } => E::OpenPuzzleList(game, difficulty),
        AppEvent::OpenPuzzle { id } => E::OpenPuzzle(id),
        AppEvent::OpenPractice => E::OpenPractice,
        AppEvent::OpenExercise { id } => E::OpenExercise(id),
        AppEvent::Trainer { event } => E::Trainer(match event {
            TrainerEvent::Table { event } => {
                core_trainer::TrainerEvent::Table(crate::table::event_in(table_game()?, event)?)
            }
            TrainerEvent::Retry => core_trainer::TrainerEvent::Retry,
            TrainerEvent::ShowSolution => core_trainer::TrainerEvent::ShowSolution,
        }),
        AppEvent::TrainerNext => E::TrainerNext,
        AppEvent::Share { what } => E::Share(what),
        AppEvent::OpenLessons { game } => E::OpenLessons(game),
        AppEvent::OpenLesson { id } => E::OpenLesson(id),
        AppEvent::LessonRetry => E::Lesson(core_lessons::LessonEvent::Retry),
        AppEvent::LessonNextStep => E::Lesson(core_lessons::LessonEvent::NextStep),
        AppEvent::NextLesson => E::NextLesson,
        AppEvent::DismissLearnOffer { game } => E::DismissLearnOffer(game),
    })
}

fn effect_out(e: core::AppEffect) -> AppEffect {
    match e {
        core::AppEffect::Disk(job) => AppEffect::Disk {
            job: Arc::new(DiskWork(job)),
        },
        core::AppEffect::Search(job) => AppEffect::Search {
            job: Arc::new(SearchWork(job)),
        },
        core::AppEffect::CancelSearch(id) => AppEffect::CancelSearch { id: to_i64(id) },
        core::AppEffect::RunReview(job) => AppEffect::RunReview {
            job: Arc::new(ReviewWork(job)),
        },
        core::AppEffect::CancelReview(id) => AppEffect::CancelReview { id: to_i64(id) },
        core::AppEffect::Feedback(f) => AppEffect::Feedback {
            kind: f.kind,
            haptic: f.haptic,
            sound: f.sound,
        },
        core::AppEffect::Share(s) => AppEffect::Share {
            title: s.title,
            text: s.text,
            board: s.board,
            result: s.result,
        },
    }
}

fn screen_out(s: core::ScreenView) -> ScreenView {
    use core::ScreenView as S;
    match s {
        S::Home(v) => ScreenView::Home { view: *v },
        S::NewGame { form, learn_offer } => ScreenView::NewGame {
            form: *form,
            learn_offer,
        },
        S::Game(t) => ScreenView::Game { table: *t },
        S::Rules { frame, language } => ScreenView::Rules {
            frame: *frame,
            language,
        },
        S::Settings(v) => ScreenView::Settings { view: *v },
        S::SavedGames { list, problem } => ScreenView::SavedGames {
            list: list.map(|l| *l),
            problem,
        },
        S::Review(v) => ScreenView::Review { view: *v },
        S::Statistics { stats, problem } => ScreenView::Statistics {
            stats: stats.map(|s| *s),
            problem,
        },
        S::Puzzles(v) => ScreenView::Puzzles {
            view: v.map(|v| *v),
        },
        S::PuzzleList(v) => ScreenView::PuzzleList {
            view: v.map(|v| *v),
        },
        S::Trainer(v) => ScreenView::Trainer { view: *v },
        S::Practice(v) => ScreenView::Practice {
            view: v.map(|v| *v),
        },
        S::Lessons { title, rows } => ScreenView::Lessons { title, rows },
        S::Lesson(l) => ScreenView::Lesson { view: *l },
        S::Import {
            text,
            problem,
            open_enabled,
        } => ScreenView::Import {
            text,
            problem,
            open_enabled,
        },
    }
}

fn view_of(app: &core::App, time: core::AppTime) -> AppView {
    let v = app.view(time);
    AppView {
        stack: v.stack,
        screen: screen_out(v.screen),
        title: v.title,
        problem: v.problem,
        texts: v.texts,
        language: v.language,
        theme: app.settings().theme,
        announcements: v.announcements,
    }
}

#[uniffi::export]
impl AppCore {
    /// The app over the data folder `data_dir` (saved games, statistics and progress in
    /// `data_dir/saves`, the settings in `data_dir/settings.json`), with the phone's
    /// preferred languages, its UTC offset and a seed for the games it starts. Send
    /// [`AppEvent::Start`] first. Errors: `InvalidInput` for an empty folder path.
    #[uniffi::constructor]
    pub fn new(
        data_dir: String,
        phone_languages: Vec<String>,
        utc_offset_minutes: i32,
        seed: i64,
    ) -> FfiResult<Arc<Self>> {
        guard(|| {
            if data_dir.trim().is_empty() {
                return Err(FolkChessError::invalid("the app's data folder is empty"));
            }
            let dir = PathBuf::from(data_dir);
            let files = core::AppFiles {
                store: SaveStore::new(dir.join("saves")),
                settings: SettingsFile::new(dir.join("settings.json")),
            };
            Ok(Arc::new(AppCore {
                inner: Mutex::new(core::App::new(
                    files,
                    phone_languages,
                    utc_offset_minutes,
                    seed as u64,
                )),
            }))
        })
    }

    /// Handles `event` at the monotonic time `mono_ms` and the wall-clock time `epoch_ms`
    /// (ms since the Unix epoch); returns what the shell must do. Errors: `InvalidInput` for
    /// a negative time or index, or a table event with no table on screen.
    pub fn send(&self, event: AppEvent, mono_ms: i64, epoch_ms: i64) -> FfiResult<Vec<AppEffect>> {
        guard(|| {
            let time = clock(mono_ms, epoch_ms)?;
            let mut app = self.lock()?;
            let event = event_in(&app, event)?;
            Ok(app
                .handle(event, time)
                .into_iter()
                .map(effect_out)
                .collect())
        })
    }

    /// What the app shows at these times.
    pub fn view(&self, mono_ms: i64, epoch_ms: i64) -> FfiResult<AppView> {
        guard(|| Ok(view_of(&*self.lock()?, clock(mono_ms, epoch_ms)?)))
    }

    /// [`AppCore::send`], then [`AppCore::view`] at the same time: one call per tap.
    pub fn send_and_view(
        &self,
        event: AppEvent,
        mono_ms: i64,
        epoch_ms: i64,
    ) -> FfiResult<AppUpdate> {
        guard(|| {
            let time = clock(mono_ms, epoch_ms)?;
            let mut app = self.lock()?;
            let event = event_in(&app, event)?;
            let effects = app
                .handle(event, time)
                .into_iter()
                .map(effect_out)
                .collect();
            Ok(AppUpdate {
                effects,
                view: view_of(&app, time),
            })
        })
    }
}

/// What one event did: the effects to carry out and the view after it.
#[derive(Debug, Clone, uniffi::Record)]
pub struct AppUpdate {
    /// What the shell must do, in order.
    pub effects: Vec<AppEffect>,
    /// The app after the event.
    pub view: AppView,
}
