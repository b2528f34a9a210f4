//! The app in the core: which screen is on top and what back does, what each list shows and
//! when it is read again, the game that "New game", "Rematch", "Continue" and "Resume" open,
//! settings and language changes reaching every open screen, and every file read and write as
//! one kind of effect ([`DiskJob`]). Events → effects → view, as the game table is: a shell
//! sends an [`AppEvent`] with the time ([`AppTime`]), carries out the [`AppEffect`]s it gets
//! back, and draws [`App::view`] — the screen on top, every word already chosen.
//!
//! The screens keep their own reducers (the game table, the review); the app owns the stack,
//! forwards their events to the one on top, and turns their file effects into disk jobs.
//!
//! Decisions made here once for both apps:
//! - **New game after a game**: the result's "New game" opens the new-game form of the same
//!   game over the finished one; starting it replaces the finished game, back returns to it.
//! - **Rematch**: a new game of the same setup (same sides, level and timer) replaces the
//!   finished one at once.
//! - **A list that cannot be read** shows one sentence in the player's language and the
//!   core's reason as details; it never blocks the rest of the app.

mod disk;
mod view;

pub use disk::{AppFiles, DiskAnswer, DiskJob, DiskOp, DiskResult};
pub use view::{AppView, LearnOffer, Problem, ScreenView};

use crate::ai::review::Review;
use crate::files::lesson_progress::LessonProgress;
use crate::files::practice::Practice;
use crate::files::puzzle_progress::PuzzleProgress;
use crate::files::save::SavedGame;
use crate::files::settings::Settings;
use crate::files::share;
use crate::files::stats::Stats;
use crate::files::store::{SaveEntry, SaveSummary};
use crate::play::session::Session;
use crate::rules::game::{GameId, Side};
use crate::rules::setup::{Mode, Setup};
use crate::screens::board_view::BoardView;
use crate::screens::lessons::{LessonEffect, LessonEvent, LessonTable};
use crate::screens::lists::{ChoiceKey, NewGameForm, ToggleKey};
use crate::screens::practice::lists::next_exercise;
use crate::screens::puzzles::lists::next_puzzle;
use crate::screens::review_screen::{ReviewEffect, ReviewEvent, ReviewJob, ReviewScreen};
use crate::screens::table::{GameTable, SearchJob, TableEffect, TableEvent};
use crate::screens::trainer::{Trainer, TrainerEffect, TrainerEvent};
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::text::rules_text::Lang;
use crate::training::lessons::lesson_by_id;
use crate::training::puzzle::{puzzle_by_id, CivilDate, Difficulty};
use crate::Point;
use std::collections::BTreeMap;

/// The two clocks of every event: the monotonic one (the turn clock, fades) and the wall
/// clock (a save's date, a statistics record), both in ms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AppTime {
    /// Monotonic ms (the game table's time).
    pub mono_ms: u64,
    /// Wall-clock ms since the Unix epoch.
    pub epoch_ms: u64,
}

/// A screen of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Route {
    /// Home: the games, continue, saved games, statistics, settings, import.
    Home,
    /// The new-game form.
    NewGame,
    /// The game in progress (or just finished).
    Game,
    /// The rules of a game.
    Rules,
    /// The settings.
    Settings,
    /// The saved games.
    SavedGames,
    /// The review of a game.
    Review,
    /// The statistics.
    Statistics,
    /// Import a game shared as text.
    Import,
    /// The puzzles: today's, the streak, the counts per game and difficulty.
    Puzzles,
    /// The puzzles of one game and difficulty.
    PuzzleList(GameId, Difficulty),
    /// A puzzle or a practice exercise on the table.
    Trainer,
    /// Practice: the exercises kept from reviews.
    Practice,
    /// A game's lessons.
    Lessons(GameId),
    /// A lesson on the table.
    Lesson,
}

/// What a shell tells the app.
#[derive(Clone, Debug, PartialEq)]
pub enum AppEvent {
    /// The app starts: home reads the autosave.
    Start,
    /// The system's or the screen's back.
    Back,
    /// Home's card of a game: its new-game form.
    OpenNewGame(GameId),
    /// A choice of the new-game form (row, option index).
    NewGameChoice(ChoiceKey, usize),
    /// The new-game form's "start".
    StartGame,
    /// Home's "continue": the autosaved game.
    Continue,
    /// Home's "saved games".
    OpenSavedGames,
    /// A saved game's "resume".
    Resume(String),
    /// A saved game's "review".
    ReviewSave(String),
    /// A saved game's "delete", once confirmed.
    DeleteSave(String),
    /// Home's "statistics".
    OpenStatistics,
    /// The statistics' "reset", once confirmed.
    ResetStatistics,
    /// Home's "settings".
    OpenSettings,
    /// A choice on the settings screen (row, option index).
    SettingChoice(ChoiceKey, usize),
    /// A switch on the settings screen.
    SettingToggle(ToggleKey, bool),
    /// The rules of a game (from home or from the game on screen).
    OpenRules(GameId),
    /// The rules screen's language choice (index into its languages).
    RulesLanguage(usize),
    /// A point named in the rules text was tapped: highlight it (again: clear it).
    RulesPoint(usize),
    /// Home's "import a game".
    OpenImport,
    /// The import screen's text changed.
    ImportText(String),
    /// The import screen's "open".
    ImportOpen,
    /// An event of the game screen (taps, undo, answers, ticks …).
    Table(TableEvent),
    /// The result's "review".
    ReviewGame,
    /// The result's "rematch".
    Rematch,
    /// The result's "new game".
    NewGameAfterGame,
    /// An event of the review screen.
    Review(ReviewEvent),
    /// A disk job's answer.
    DiskDone(DiskAnswer),
    /// The phone's preferred languages changed (BCP 47 tags, most preferred first).
    PhoneLanguages(Vec<String>),
    /// Whether a screen reader runs (TalkBack's touch exploration, VoiceOver), sent by the
    /// shell at its start and on every change: while one runs, a new game has no turn timer
    /// unless the player chose a turn time in the settings ([`Settings::for_screen_reader`]).
    ScreenReader(bool),
    /// The app goes to the background (the clock pauses, the game is autosaved).
    Background,
    /// The app comes back.
    Foreground,
    /// The problem shown was read: it goes.
    DismissProblem,
    /// Home's "puzzles".
    OpenPuzzles,
    /// A difficulty row of the puzzles screen.
    OpenPuzzleList(GameId, Difficulty),
    /// A puzzle, by id (today's, or one of a list).
    OpenPuzzle(String),
    /// Home's "practice".
    OpenPractice,
    /// An exercise, by id.
    OpenExercise(String),
    /// An event of the trainer beyond the table's (retry, show the solution).
    Trainer(TrainerEvent),
    /// The trainer's "next": the next puzzle or exercise, else back to the list.
    TrainerNext,
    /// Share a saved game (by id), the finished game on screen (`None`), or the review's.
    Share(ShareWhat),
    /// A game's lessons (from home, the rules, or the offer on the new-game form).
    OpenLessons(GameId),
    /// A lesson, by id.
    OpenLesson(String),
    /// An event of the lesson beyond the table's (retry the step, the next step).
    Lesson(LessonEvent),
    /// The finished lesson's "next lesson": the game's next lesson in its place.
    NextLesson,
    /// The offer to learn a game was dismissed: never again.
    DismissLearnOffer(GameId),
}

/// What is shared.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ShareWhat {
    /// A saved game, by id (loaded first).
    Save(String),
    /// The finished game on screen, from its result.
    FinishedGame,
    /// The game under review, with the position the review shows.
    ReviewedGame,
}

/// A game to share: the core's text and the board that goes with it as a picture.
#[derive(Clone, Debug, PartialEq)]
pub struct ShareSheet {
    /// The share sheet's title (the text's first line).
    pub title: String,
    /// The text.
    pub text: String,
    /// The board of the picture.
    pub board: BoardView,
    /// The picture's line under the board: how the game ended ("First (red) wins: Second
    /// (black) has no legal move."), or that it goes on and how far ("In progress after 12
    /// moves."). The title over the board names the app and the game.
    pub result: String,
}

/// What the shell must do for the app.
#[derive(Clone, Debug)]
pub enum AppEffect {
    /// Run this job on the one disk writer and send [`AppEvent::DiskDone`] with its answer.
    Disk(DiskJob),
    /// Run this search of the game screen off the main thread and send its answer as
    /// `AppEvent::Table(TableEvent::SearchDone(..))`.
    Search(SearchJob),
    /// Cancel the search with this id.
    CancelSearch(u64),
    /// Run this review off the main thread and send `AppEvent::Review(ReviewDone(..))`.
    RunReview(ReviewJob),
    /// Cancel the review with this id.
    CancelReview(u64),
    /// A sound or a vibration of the game screen.
    Feedback(crate::screens::table::Feedback),
    /// Open the platform's share sheet with this text and picture.
    Share(ShareSheet),
}

/// What a list shows: not read yet, being read, read, or why it cannot be.
#[derive(Clone, Debug, PartialEq)]
enum Loaded<T> {
    Reading,
    Read(T),
    Failed(String),
}

/// What a disk job was asked for, to know what its answer means.
#[derive(Clone, Debug, PartialEq)]
enum Waiting {
    Settings,
    Autosave,
    Saves,
    PlayLoaded,
    ReviewLoaded,
    Stats,
    /// A write whose failure the player is told of.
    Write(Label),
    Progress,
    Practice,
    Lessons,
    /// A save loaded to be shared.
    ShareLoaded,
}

/// The rules screen's state.
#[derive(Clone, Copy, Debug, PartialEq)]
struct RulesChoice {
    game: GameId,
    /// The language chosen on the rules screen; none: the app's, following it.
    language: Option<DisplayLanguage>,
    highlighted: Option<Point>,
}

/// The app: its screens and what they show. See the module's documentation.
pub struct App {
    files: AppFiles,
    settings: Settings,
    settings_problem: Option<String>,
    phone_languages: Vec<String>,
    utc_offset_minutes: i32,
    next_seed: u64,
    stack: Vec<Route>,
    form: Option<NewGameForm>,
    game: Option<GameTable>,
    review: Option<ReviewScreen>,
    /// The game under review, as it was opened (for share).
    reviewed: Option<SavedGame>,
    rules: Option<RulesChoice>,
    import_text: String,
    import_problem: Option<String>,
    autosave: Loaded<Option<SaveSummary>>,
    saves: Loaded<Vec<SaveEntry>>,
    stats: Loaded<Stats>,
    problem: Option<Problem>,
    progress: Loaded<(PuzzleProgress, bool)>,
    practice: Loaded<(Practice, bool)>,
    trainer: Option<Trainer>,
    lesson_progress: Loaded<(LessonProgress, bool)>,
    lesson: Option<LessonTable>,
    next_job: u64,
    /// The first id of the next review screen's jobs (ids never repeat across screens).
    next_review_id: u64,
    waiting: BTreeMap<u64, Waiting>,
    /// Whether a screen reader runs ([`AppEvent::ScreenReader`]).
    screen_reader: bool,
}

impl App {
    /// The app over `files`, with the phone's languages and time zone, and a seed for the
    /// games it starts (each game takes the next). Until [`AppEvent::Start`]'s disk job
    /// has read the settings file, the defaults are in force.
    pub fn new(
        files: AppFiles,
        phone_languages: Vec<String>,
        utc_offset_minutes: i32,
        seed: u64,
    ) -> App {
        App {
            files,
            settings: Settings::default(),
            settings_problem: None,
            phone_languages,
            utc_offset_minutes,
            next_seed: seed,
            stack: vec![Route::Home],
            form: None,
            game: None,
            review: None,
            reviewed: None,
            rules: None,
            import_text: String::new(),
            import_problem: None,
            autosave: Loaded::Reading,
            saves: Loaded::Reading,
            stats: Loaded::Reading,
            problem: None,
            progress: Loaded::Reading,
            practice: Loaded::Reading,
            trainer: None,
            lesson_progress: Loaded::Reading,
            lesson: None,
            next_job: 1,
            next_review_id: 1,
            waiting: BTreeMap::new(),
            screen_reader: false,
        }
    }

    /// The display language: the settings' choice, "System" resolved from the phone's.
    pub fn language(&self) -> DisplayLanguage {
        DisplayLanguage::resolve(self.settings.language, &self.phone_languages)
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The settings as the new-game form and the settings screen show them: with no turn
    /// timer while a screen reader runs, unless the player chose one.
    pub(crate) fn shown_settings(&self) -> Settings {
        self.settings.for_screen_reader(self.screen_reader)
    }

    /// The screens from home to the one on top.
    pub fn stack(&self) -> &[Route] {
        &self.stack
    }

    /// The game table, while a game is open.
    pub fn game(&self) -> Option<&GameTable> {
        self.game.as_ref()
    }

    /// The game of the table on top, whichever it is: the game's, the trainer's or the
    /// lesson's.
    pub fn table_game(&self) -> Option<GameId> {
        match self.stack.last() {
            Some(Route::Trainer) => self
                .trainer
                .as_ref()
                .map(|t| t.table().session().record().game()),
            Some(Route::Lesson) => self
                .lesson
                .as_ref()
                .map(|l| l.table().session().record().game()),
            _ => self.game.as_ref().map(|t| t.session().record().game()),
        }
    }

    /// Handles one event, returning what the shell must do.
    pub fn handle(&mut self, event: AppEvent, time: AppTime) -> Vec<AppEffect> {
        let mut fx = Vec::new();
        match event {
            AppEvent::Start => {
                self.read(Waiting::Settings, DiskOp::ReadSettings, time, &mut fx);
                self.read(Waiting::Autosave, DiskOp::ReadAutosave, time, &mut fx);
                self.read(Waiting::Lessons, DiskOp::ReadLessonProgress, time, &mut fx);
            }
            AppEvent::Back => self.back(time, &mut fx),
            AppEvent::OpenNewGame(game) => {
                self.form = Some(NewGameForm::new(game, &self.shown_settings()));
                self.push(Route::NewGame);
            }
            AppEvent::NewGameChoice(key, index) => {
                if let Some(form) = self.form.take() {
                    self.form = Some(form.with_choice(key, index));
                }
            }
            AppEvent::StartGame => {
                if let Some(form) = self.form.take() {
                    let setup = form.setup();
                    self.start_game(form.game, setup, time, &mut fx);
                }
            }
            AppEvent::Continue => {
                self.read(Waiting::PlayLoaded, DiskOp::LoadAutosave, time, &mut fx)
            }
            AppEvent::OpenSavedGames => {
                self.push(Route::SavedGames);
                self.read(Waiting::Saves, DiskOp::ListSaves, time, &mut fx);
            }
            AppEvent::Resume(id) => {
                self.read(Waiting::PlayLoaded, DiskOp::LoadSave(id), time, &mut fx)
            }
            AppEvent::ReviewSave(id) => self.read(
                Waiting::ReviewLoaded,
                DiskOp::LoadForReview(id),
                time,
                &mut fx,
            ),
            AppEvent::DeleteSave(id) => {
                self.write(Label::DeleteFailed, DiskOp::DeleteSave(id), time, &mut fx);
                self.read(Waiting::Saves, DiskOp::ListSaves, time, &mut fx);
            }
            AppEvent::OpenStatistics => {
                self.push(Route::Statistics);
                self.read(Waiting::Stats, DiskOp::ReadStats, time, &mut fx);
            }
            AppEvent::ResetStatistics => {
                self.write(Label::WriteFailed, DiskOp::ResetStats, time, &mut fx);
                self.read(Waiting::Stats, DiskOp::ReadStats, time, &mut fx);
            }
            AppEvent::OpenSettings => self.push(Route::Settings),
            AppEvent::SettingChoice(key, index) => {
                let next = self.settings.with_choice(key, index);
                self.apply_settings(next, time, &mut fx);
            }
            AppEvent::SettingToggle(key, on) => {
                let next = self.settings.with_toggle(key, on);
                self.apply_settings(next, time, &mut fx);
            }
            AppEvent::OpenRules(game) => {
                self.rules = Some(RulesChoice {
                    game,
                    language: None,
                    highlighted: None,
                });
                self.push(Route::Rules);
            }
            AppEvent::RulesLanguage(index) => {
                let lang = self.language();
                if let Some(r) = self.rules.as_mut() {
                    let shown = r.language.unwrap_or(lang);
                    let frame = crate::screens::lists::rules_screen_view(
                        r.game,
                        shown,
                        r.highlighted,
                        lang,
                    );
                    if let Some(&l) = frame.language_values.get(index) {
                        r.language = Some(l);
                    }
                }
            }
            AppEvent::RulesPoint(index) => {
                if let Some(r) = self.rules.as_mut() {
                    let p = u8::try_from(index).ok().map(Point);
                    let on_board =
                        p.filter(|p| crate::Board::of(r.game).point_at(p.index()).is_some());
                    r.highlighted = if r.highlighted == on_board {
                        None
                    } else {
                        on_board
                    };
                }
            }
            AppEvent::OpenImport => {
                self.import_text.clear();
                self.import_problem = None;
                self.push(Route::Import);
            }
            AppEvent::ImportText(text) => {
                self.import_text = text;
                self.import_problem = None;
            }
            AppEvent::ImportOpen => match share::import(&self.import_text) {
                Ok(saved) => self.open_review(saved, time, &mut fx),
                Err(_) => {
                    // One sentence, no parser text: how to import when nothing was pasted,
                    // else that the text is no game.
                    let lang = self.language();
                    let label = if self.import_text.trim().is_empty() {
                        Label::ImportHint
                    } else {
                        Label::NotAGame
                    };
                    self.import_problem = Some(lang.sentence(|l| label.text(l).to_string()));
                }
            },
            AppEvent::Table(e) if self.stack.last() == Some(&Route::Trainer) => {
                self.trainer_event(TrainerEvent::Table(e), time, &mut fx)
            }
            AppEvent::Table(e) if self.stack.last() == Some(&Route::Lesson) => {
                self.lesson_event(LessonEvent::Table(e), time, &mut fx)
            }
            AppEvent::Table(e) => self.table_event(e, time, &mut fx),
            AppEvent::ReviewGame => {
                if let Some(table) = &self.game {
                    if table.view(time.mono_ms).result.is_some() {
                        let saved = table.session().to_saved();
                        self.open_review(saved, time, &mut fx);
                    }
                }
            }
            AppEvent::Rematch => {
                if let Some(table) = &self.game {
                    let session = table.session();
                    let (game, setup) = (session.record().game(), *session.setup());
                    self.start_game(game, setup, time, &mut fx);
                }
            }
            AppEvent::NewGameAfterGame => {
                if let Some(table) = &self.game {
                    let game = table.session().record().game();
                    self.form = Some(NewGameForm::new(game, &self.shown_settings()));
                    self.push(Route::NewGame);
                }
            }
            AppEvent::Review(e) => {
                if let Some(review) = self.review.as_mut() {
                    let out = review.handle(e);
                    self.next_review_id = self.next_review_id.max(review.next_job_id());
                    self.review_effects(out, time, &mut fx);
                }
            }
            AppEvent::DiskDone(answer) => self.disk_done(answer, time, &mut fx),
            AppEvent::PhoneLanguages(tags) => {
                self.phone_languages = tags;
                self.language_reaches_screens(time, &mut fx);
            }
            AppEvent::ScreenReader(on) => self.screen_reader = on,
            AppEvent::Background => self.table_event(TableEvent::Background, time, &mut fx),
            AppEvent::Foreground => self.table_event(TableEvent::Foreground, time, &mut fx),
            AppEvent::DismissProblem => self.problem = None,
            AppEvent::OpenPuzzles => {
                self.push(Route::Puzzles);
                self.read(Waiting::Progress, DiskOp::ReadPuzzleProgress, time, &mut fx);
            }
            AppEvent::OpenPuzzleList(game, difficulty) => {
                self.push(Route::PuzzleList(game, difficulty));
                self.read(Waiting::Progress, DiskOp::ReadPuzzleProgress, time, &mut fx);
            }
            AppEvent::OpenPuzzle(id) => match puzzle_by_id(&id) {
                Some(puzzle) => {
                    let trainer = Trainer::puzzle(puzzle, self.settings, self.language());
                    self.open_trainer(trainer, time, &mut fx);
                }
                None => {
                    self.problem = Some(Problem::new(
                        self.language(),
                        Label::GameNotStarted,
                        format!("`{id}` is not a puzzle of the set"),
                    ))
                }
            },
            AppEvent::OpenPractice => {
                self.push(Route::Practice);
                self.read(Waiting::Practice, DiskOp::ReadPractice, time, &mut fx);
            }
            AppEvent::OpenExercise(id) => self.open_exercise(&id, time, &mut fx),
            AppEvent::Trainer(e) => self.trainer_event(e, time, &mut fx),
            AppEvent::TrainerNext => self.trainer_next(time, &mut fx),
            AppEvent::Share(what) => self.share(what, time, &mut fx),
            AppEvent::OpenLessons(game) => {
                self.push(Route::Lessons(game));
                self.read(Waiting::Lessons, DiskOp::ReadLessonProgress, time, &mut fx);
            }
            AppEvent::OpenLesson(id) => match lesson_by_id(&id) {
                Some(lesson) => {
                    if self.stack.last() == Some(&Route::Lesson) {
                        self.stack.pop();
                        self.close(Route::Lesson, time, &mut fx);
                    }
                    let mut table = LessonTable::new(lesson, self.settings, self.language());
                    let out = table.handle(LessonEvent::Table(TableEvent::Start), time.mono_ms);
                    self.lesson = Some(table);
                    self.stack.push(Route::Lesson);
                    self.lesson_effects(out, time, &mut fx);
                }
                None => {
                    self.problem = Some(Problem::new(
                        self.language(),
                        Label::GameNotStarted,
                        format!("`{id}` is not a lesson"),
                    ))
                }
            },
            AppEvent::Lesson(e) => self.lesson_event(e, time, &mut fx),
            AppEvent::NextLesson => {
                let next = self.lesson.as_ref().and_then(|t| t.lesson().next());
                if let Some(next) = next.filter(|_| self.stack.last() == Some(&Route::Lesson)) {
                    return self.handle(AppEvent::OpenLesson(next.id.to_string()), time);
                }
            }
            AppEvent::DismissLearnOffer(game) => {
                if let Loaded::Read((p, _)) = &mut self.lesson_progress {
                    p.dismiss_offer(game);
                }
                self.write(
                    Label::WriteFailed,
                    DiskOp::DismissLearnOffer(game),
                    time,
                    &mut fx,
                );
            }
        }
        fx
    }

    fn push(&mut self, route: Route) {
        if self.stack.last() != Some(&route) {
            self.stack.retain(|r| *r != route);
            self.stack.push(route);
        }
    }

    fn back(&mut self, time: AppTime, fx: &mut Vec<AppEffect>) {
        let Some(&top) = self.stack.last() else {
            return;
        };
        if top == Route::Home {
            return;
        }
        self.stack.pop();
        self.close(top, time, fx);
        // What the screen under it shows again is read again.
        match self.stack.last() {
            Some(Route::Home) => self.read(Waiting::Autosave, DiskOp::ReadAutosave, time, fx),
            Some(Route::SavedGames) => self.read(Waiting::Saves, DiskOp::ListSaves, time, fx),
            Some(Route::Statistics) => self.read(Waiting::Stats, DiskOp::ReadStats, time, fx),
            Some(Route::Puzzles | Route::PuzzleList(..)) => {
                self.read(Waiting::Progress, DiskOp::ReadPuzzleProgress, time, fx)
            }
            Some(Route::Practice) => self.read(Waiting::Practice, DiskOp::ReadPractice, time, fx),
            Some(Route::Lessons(_)) => {
                self.read(Waiting::Lessons, DiskOp::ReadLessonProgress, time, fx)
            }
            _ => {}
        }
    }

    /// A screen left: its state goes (a game is left for "continue", a review cancelled).
    fn close(&mut self, route: Route, time: AppTime, fx: &mut Vec<AppEffect>) {
        match route {
            Route::Game => {
                if let Some(mut table) = self.game.take() {
                    let out = table.handle(TableEvent::Leave, time.mono_ms);
                    self.table_effects(out, time, fx);
                }
            }
            Route::Review => {
                if let Some(mut review) = self.review.take() {
                    self.next_review_id = self.next_review_id.max(review.next_job_id());
                    let out = review.handle(ReviewEvent::Leave);
                    self.review_effects(out, time, fx);
                }
            }
            Route::NewGame => self.form = None,
            Route::Rules => self.rules = None,
            Route::Import => self.import_problem = None,
            Route::Trainer => {
                if let Some(mut trainer) = self.trainer.take() {
                    let out = trainer.handle(TrainerEvent::Table(TableEvent::Leave), time.mono_ms);
                    self.trainer_effects(out, time, fx);
                }
            }
            Route::Lesson => {
                if let Some(mut lesson) = self.lesson.take() {
                    let out = lesson.handle(LessonEvent::Table(TableEvent::Leave), time.mono_ms);
                    self.lesson_effects(out, time, fx);
                }
            }
            Route::Lessons(_)
            | Route::Home
            | Route::Settings
            | Route::SavedGames
            | Route::Statistics
            | Route::Puzzles
            | Route::PuzzleList(..)
            | Route::Practice => {}
        }
    }

    fn start_game(&mut self, game: GameId, setup: Setup, time: AppTime, fx: &mut Vec<AppEffect>) {
        let seed = self.take_seed();
        match Session::new(game, setup, seed) {
            Ok(session) => self.open_game(session, time, fx),
            Err(e) => {
                self.problem = Some(Problem::new(
                    self.language(),
                    Label::GameNotStarted,
                    e.to_string(),
                ))
            }
        }
    }

    fn take_seed(&mut self) -> u64 {
        let seed = self.next_seed;
        self.next_seed = self
            .next_seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        seed
    }

    /// Puts a game on screen above home, replacing any other game (and the screens above it).
    fn open_game(&mut self, session: Session, time: AppTime, fx: &mut Vec<AppEffect>) {
        while self.stack.len() > 1 {
            let top = self.stack.pop().unwrap_or(Route::Home);
            self.close(top, time, fx);
        }
        self.problem = None;
        let mut table = GameTable::new(session, self.settings, self.language());
        let out = table.handle(TableEvent::Start, time.mono_ms);
        self.game = Some(table);
        self.stack.push(Route::Game);
        self.table_effects(out, time, fx);
    }

    fn open_review(&mut self, saved: SavedGame, time: AppTime, fx: &mut Vec<AppEffect>) {
        let perspective = match saved.setup.mode {
            Mode::VsComputer { human, .. } => Some(human),
            Mode::PassAndPlay => None,
        };
        // Job ids go on from the screens before: a late answer of theirs is never this one's.
        if let Some(mut old) = self.review.take() {
            self.next_review_id = self.next_review_id.max(old.next_job_id());
            let out = old.handle(ReviewEvent::Leave);
            self.review_effects(out, time, fx);
        }
        let mut review = ReviewScreen::new(saved.record.clone(), perspective, self.language())
            .numbered_from(self.next_review_id);
        self.reviewed = Some(saved);
        let out = review.handle(ReviewEvent::Start);
        self.next_review_id = review.next_job_id();
        self.review = Some(review);
        self.review_effects(out, time, fx);
        self.push(Route::Review);
    }

    fn table_event(&mut self, event: TableEvent, time: AppTime, fx: &mut Vec<AppEffect>) {
        let leaving = matches!(event, TableEvent::SaveAndLeave);
        let Some(table) = self.game.as_mut() else {
            return;
        };
        let out = table.handle(event, time.mono_ms);
        self.table_effects(out, time, fx);
        if leaving {
            self.game = None;
            self.stack.retain(|r| *r != Route::Game);
            self.read(Waiting::Autosave, DiskOp::ReadAutosave, time, fx);
        }
    }

    /// The game table's effects: its file effects become disk jobs, the rest go through.
    fn table_effects(&mut self, out: Vec<TableEffect>, time: AppTime, fx: &mut Vec<AppEffect>) {
        for e in out {
            match e {
                TableEffect::Search(job) => fx.push(AppEffect::Search(job)),
                TableEffect::CancelSearch(id) => fx.push(AppEffect::CancelSearch(id)),
                TableEffect::Feedback(f) => fx.push(AppEffect::Feedback(f)),
                TableEffect::Autosave(game) => self.write(
                    Label::SaveFailed,
                    DiskOp::WriteAutosave(Box::new(game)),
                    time,
                    fx,
                ),
                TableEffect::Save(game) => self.write(
                    Label::SaveFailed,
                    DiskOp::SaveGame(Box::new(game)),
                    time,
                    fx,
                ),
                TableEffect::ClearAutosave => {
                    self.write(Label::SaveFailed, DiskOp::ClearAutosave, time, fx)
                }
                TableEffect::Finished(game) => {
                    self.write(Label::WriteFailed, DiskOp::RecordFinished(game), time, fx)
                }
            }
        }
    }

    fn job(&mut self, op: DiskOp, time: AppTime) -> DiskJob {
        let id = self.next_job;
        self.next_job += 1;
        DiskJob {
            id,
            op,
            files: self.files.clone(),
            epoch_ms: time.epoch_ms,
            utc_offset_minutes: self.utc_offset_minutes,
        }
    }

    fn read(&mut self, why: Waiting, op: DiskOp, time: AppTime, fx: &mut Vec<AppEffect>) {
        match why {
            Waiting::Autosave => self.autosave = Loaded::Reading,
            Waiting::Saves => self.saves = Loaded::Reading,
            Waiting::Stats => self.stats = Loaded::Reading,
            // The lists keep what they showed while they are read again (no flicker).
            _ => {}
        }
        let job = self.job(op, time);
        self.waiting.insert(job.id, why);
        fx.push(AppEffect::Disk(job));
    }

    fn write(&mut self, failure: Label, op: DiskOp, time: AppTime, fx: &mut Vec<AppEffect>) {
        let job = self.job(op, time);
        self.waiting.insert(job.id, Waiting::Write(failure));
        fx.push(AppEffect::Disk(job));
    }

    fn disk_done(&mut self, answer: DiskAnswer, time: AppTime, fx: &mut Vec<AppEffect>) {
        // An answer nobody waits for (doubled, or made up) changes nothing.
        let Some(why) = self.waiting.remove(&answer.id) else {
            return;
        };
        // A list read again while an older read was out: only the newest answer counts.
        let newer = |w: &Waiting, s: &BTreeMap<u64, Waiting>| s.values().any(|x| x == w);
        if matches!(why, Waiting::Autosave | Waiting::Saves | Waiting::Stats)
            && newer(&why, &self.waiting)
        {
            return;
        }
        let lang = self.language();
        match (why, answer.result) {
            (Waiting::Settings, DiskResult::Settings(s)) => {
                self.settings = s;
                self.settings_problem = None;
                self.language_reaches_screens(time, fx);
            }
            // A damaged settings file: the defaults, said on the settings screen (the next
            // change writes a good file).
            (Waiting::Settings, DiskResult::Failed(r)) => {
                self.settings = Settings::default();
                self.settings_problem = Some(r);
            }
            (Waiting::Autosave, DiskResult::Autosave(s)) => self.autosave = Loaded::Read(s),
            (Waiting::Autosave, DiskResult::Failed(r)) => self.autosave = Loaded::Failed(r),
            (Waiting::Saves, DiskResult::Saves(list)) => self.saves = Loaded::Read(list),
            (Waiting::Saves, DiskResult::Failed(r)) => self.saves = Loaded::Failed(r),
            (Waiting::Stats, DiskResult::Stats(s)) => self.stats = Loaded::Read(*s),
            (Waiting::Stats, DiskResult::Failed(r)) => self.stats = Loaded::Failed(r),
            (Waiting::PlayLoaded, DiskResult::Game(saved)) => {
                let seed = self.take_seed();
                match Session::from_saved(*saved, seed) {
                    Ok(session) => self.open_game(session, time, fx),
                    Err(e) => {
                        self.problem =
                            Some(Problem::new(lang, Label::SaveUnreadable, e.to_string()))
                    }
                }
            }
            (Waiting::PlayLoaded, DiskResult::NoGame) => self.autosave = Loaded::Read(None),
            (Waiting::ReviewLoaded, DiskResult::Game(saved)) => self.open_review(*saved, time, fx),
            (Waiting::PlayLoaded | Waiting::ReviewLoaded, DiskResult::Failed(r)) => {
                self.problem = Some(Problem::new(lang, Label::SaveUnreadable, r));
            }
            (Waiting::Progress, DiskResult::Progress(p, damaged)) => {
                self.progress = Loaded::Read((*p, damaged))
            }
            (Waiting::Progress, DiskResult::Failed(r)) => self.progress = Loaded::Failed(r),
            (Waiting::Practice, DiskResult::Practice(p, damaged)) => {
                self.practice = Loaded::Read((*p, damaged))
            }
            (Waiting::Practice, DiskResult::Failed(r)) => self.practice = Loaded::Failed(r),
            (Waiting::Lessons, DiskResult::Lessons(p, damaged)) => {
                self.lesson_progress = Loaded::Read((*p, damaged))
            }
            (Waiting::Lessons, DiskResult::Failed(r)) => self.lesson_progress = Loaded::Failed(r),
            (Waiting::ShareLoaded, DiskResult::Game(saved)) => {
                let board = crate::screens::lists::board_picture(saved.record.current(), lang);
                self.share_sheet(&saved, board, time, fx);
            }
            (Waiting::ShareLoaded, DiskResult::Failed(r)) => {
                self.problem = Some(Problem::new(lang, Label::SaveUnreadable, r));
            }
            (Waiting::Write(label), DiskResult::Failed(r)) => {
                self.problem = Some(Problem::new(lang, label, r));
            }
            _ => {}
        }
    }

    fn apply_settings(&mut self, next: Settings, time: AppTime, fx: &mut Vec<AppEffect>) {
        if let Err(e) = next.validate() {
            self.settings_problem = Some(e.to_string());
            return;
        }
        if next == self.settings {
            return;
        }
        self.settings = next;
        self.settings_problem = None;
        self.write(Label::WriteFailed, DiskOp::WriteSettings(next), time, fx);
        self.language_reaches_screens(time, fx);
    }

    /// The settings and the display language reach every open screen.
    fn language_reaches_screens(&mut self, time: AppTime, fx: &mut Vec<AppEffect>) {
        let lang = self.language();
        if let Some(table) = self.game.as_mut() {
            let out = table.handle(TableEvent::Settings(self.settings, lang), time.mono_ms);
            self.table_effects(out, time, fx);
        }
        if let Some(review) = self.review.as_mut() {
            let out = review.handle(ReviewEvent::Language(lang));
            self.review_effects(out, time, fx);
        }
        if let Some(trainer) = self.trainer.as_mut() {
            let event = TrainerEvent::Table(TableEvent::Settings(self.settings, lang));
            let out = trainer.handle(event, time.mono_ms);
            self.trainer_effects(out, time, fx);
        }
        if let Some(lesson) = self.lesson.as_mut() {
            let event = LessonEvent::Table(TableEvent::Settings(self.settings, lang));
            let out = lesson.handle(event, time.mono_ms);
            self.lesson_effects(out, time, fx);
        }
    }

    fn lesson_event(&mut self, event: LessonEvent, time: AppTime, fx: &mut Vec<AppEffect>) {
        if let Some(lesson) = self.lesson.as_mut() {
            let out = lesson.handle(event, time.mono_ms);
            self.lesson_effects(out, time, fx);
        }
    }

    /// A lesson's effects: its table's go through; a finished lesson's stars are kept, and
    /// counted at once in the progress the app holds.
    fn lesson_effects(&mut self, out: Vec<LessonEffect>, time: AppTime, fx: &mut Vec<AppEffect>) {
        for e in out {
            match e {
                LessonEffect::Table(t) => self.table_effects(vec![t], time, fx),
                LessonEffect::Finished { lesson_id, stars } => {
                    if let Loaded::Read((p, _)) = &mut self.lesson_progress {
                        p.record(&lesson_id, stars);
                    }
                    self.write(
                        Label::WriteFailed,
                        DiskOp::RecordLesson(lesson_id, stars),
                        time,
                        fx,
                    );
                }
            }
        }
    }

    /// "New to 金门防御棋? Learn it in three minutes": offered on the new-game form of a game
    /// none of whose lessons was finished, until dismissed.
    fn learn_offered(&self, game: GameId) -> bool {
        matches!(&self.lesson_progress, Loaded::Read((p, _)) if !p.any_done(game) && !p.offer_dismissed(game))
    }

    fn open_exercise(&mut self, id: &str, time: AppTime, fx: &mut Vec<AppEffect>) {
        let lang = self.language();
        let found = match &self.practice {
            Loaded::Read((p, _)) => p.exercises.iter().find(|e| e.id == id).cloned(),
            _ => None,
        };
        let Some(exercise) = found else {
            self.problem = Some(Problem::new(
                lang,
                Label::GameNotStarted,
                format!("there is no exercise `{id}`"),
            ));
            return;
        };
        match Trainer::exercise(&exercise, self.settings, lang) {
            Ok(trainer) => self.open_trainer(trainer, time, fx),
            Err(e) => self.problem = Some(Problem::new(lang, Label::GameNotStarted, e.to_string())),
        }
    }

    /// Puts a puzzle or an exercise on the table, over the list it was opened from.
    fn open_trainer(&mut self, mut trainer: Trainer, time: AppTime, fx: &mut Vec<AppEffect>) {
        if self.stack.last() == Some(&Route::Trainer) {
            self.stack.pop();
            self.close(Route::Trainer, time, fx);
        }
        self.problem = None;
        let out = trainer.handle(TrainerEvent::Table(TableEvent::Start), time.mono_ms);
        self.trainer = Some(trainer);
        self.stack.push(Route::Trainer);
        self.trainer_effects(out, time, fx);
    }

    fn trainer_event(&mut self, event: TrainerEvent, time: AppTime, fx: &mut Vec<AppEffect>) {
        if let Some(trainer) = self.trainer.as_mut() {
            let out = trainer.handle(event, time.mono_ms);
            self.trainer_effects(out, time, fx);
        }
    }

    /// The trainer's effects: a try or a solved exercise is written and counted at once in
    /// the lists the app holds (so that "next" knows it before the file is read again).
    fn trainer_effects(&mut self, out: Vec<TrainerEffect>, time: AppTime, fx: &mut Vec<AppEffect>) {
        for e in out {
            match e {
                TrainerEffect::Table(t) => self.table_effects(vec![t], time, fx),
                TrainerEffect::PuzzleTried { puzzle_id, attempt } => {
                    if let (Loaded::Read((progress, _)), Some(puzzle)) =
                        (&mut self.progress, puzzle_by_id(&puzzle_id))
                    {
                        let today = CivilDate::from_epoch_ms(
                            i64::try_from(time.epoch_ms).unwrap_or(i64::MAX),
                            self.utc_offset_minutes,
                        );
                        progress.record(puzzle, attempt, today);
                    }
                    self.write(
                        Label::WriteFailed,
                        DiskOp::RecordPuzzle(puzzle_id, attempt),
                        time,
                        fx,
                    );
                }
                TrainerEffect::ExerciseSolved { exercise_id } => {
                    if let Loaded::Read((practice, _)) = &mut self.practice {
                        if let Some(e) = practice.exercises.iter_mut().find(|e| e.id == exercise_id)
                        {
                            e.solved_at_ms.get_or_insert(time.epoch_ms);
                        }
                    }
                    self.write(
                        Label::WriteFailed,
                        DiskOp::SolveExercise(exercise_id),
                        time,
                        fx,
                    );
                }
            }
        }
    }

    /// The trainer's "next": the next puzzle of the same game and difficulty not solved
    /// clean, or the next open exercise; when there is none, back to the list.
    fn trainer_next(&mut self, time: AppTime, fx: &mut Vec<AppEffect>) {
        let Some(trainer) = &self.trainer else {
            return;
        };
        let id = trainer.id().to_string();
        let next = match (trainer.is_puzzle(), &self.progress, &self.practice) {
            (true, Loaded::Read((p, _)), _) => {
                next_puzzle(p, &id).map(|p| AppEvent::OpenPuzzle(p.id.clone()))
            }
            (false, _, Loaded::Read((p, _))) => {
                next_exercise(p, &id).map(|e| AppEvent::OpenExercise(e.id.clone()))
            }
            _ => None,
        };
        match next {
            Some(AppEvent::OpenPuzzle(id)) => {
                if let Some(puzzle) = puzzle_by_id(&id) {
                    let trainer = Trainer::puzzle(puzzle, self.settings, self.language());
                    self.open_trainer(trainer, time, fx);
                }
            }
            Some(AppEvent::OpenExercise(id)) => self.open_exercise(&id, time, fx),
            _ => self.back(time, fx),
        }
    }

    fn share(&mut self, what: ShareWhat, time: AppTime, fx: &mut Vec<AppEffect>) {
        match what {
            ShareWhat::Save(id) => self.read(Waiting::ShareLoaded, DiskOp::LoadSave(id), time, fx),
            ShareWhat::FinishedGame => {
                let Some(table) = &self.game else { return };
                let view = table.view(time.mono_ms);
                if view.result.is_none() {
                    return;
                }
                let saved = table.session().to_saved();
                self.share_sheet(&saved, view.board, time, fx);
            }
            ShareWhat::ReviewedGame => {
                let (Some(review), Some(saved)) = (&self.review, self.reviewed.clone()) else {
                    return;
                };
                let view = review.view();
                let last = view.rows.len() as u32;
                // Shared on a move other than the last, the picture says in one short line
                // which move it shows, what it was and — where its arrow is drawn — the best
                // move, above the game's result ("Move 5 · bc-bl: blunder · best ml-bl (the
                // arrow)"): a result over a mid-game position, an unexplained arrow, had read
                // as a wrong picture, and the review's whole sentence made a wall of words.
                let lang = self.language();
                let ply = review
                    .review()
                    .and_then(|r| r.plies.get((view.selected_ply as usize).checked_sub(1)?));
                let about = (view.selected_ply != last).then(|| match ply {
                    Some(p) => {
                        let played = p.entry.display_text(p.before.board());
                        let best = p.best_notation().filter(|_| view.showing_best);
                        lang.sentence(|l| {
                            let number = crate::text::catalogue::move_number(p.number, l);
                            let label = p.label.name(l);
                            match (l, &best) {
                                (Lang::En, Some(b)) => {
                                    format!("{number} · {played}: {label} · best {b} (the arrow)")
                                }
                                (Lang::En, None) => format!("{number} · {played}: {label}"),
                                (Lang::Zh, Some(b)) => {
                                    format!("{number} {played}：{label} · 最佳 {b}（箭头）")
                                }
                                (Lang::Zh, None) => format!("{number} {played}：{label}"),
                            }
                        })
                    }
                    None => view.caption.clone(),
                });
                self.share_sheet(&saved, view.board, time, fx);
                if let (Some(about), Some(AppEffect::Share(sheet))) = (about, fx.last_mut()) {
                    sheet.result = format!("{about}\n{}", sheet.result);
                }
            }
        }
    }

    fn share_sheet(
        &mut self,
        saved: &SavedGame,
        board: BoardView,
        time: AppTime,
        fx: &mut Vec<AppEffect>,
    ) {
        let text = share::share_text(
            saved,
            self.language(),
            time.epoch_ms,
            self.utc_offset_minutes,
        );
        let title = text.lines().next().unwrap_or_default().to_string();
        let result = share::picture_result(saved, self.language());
        fx.push(AppEffect::Share(ShareSheet {
            title,
            text,
            board,
            result,
        }));
    }

    /// The review screen's effects: its practice exercises become a disk job.
    fn review_effects(&mut self, out: Vec<ReviewEffect>, time: AppTime, fx: &mut Vec<AppEffect>) {
        for e in out {
            match e {
                ReviewEffect::Run(job) => fx.push(AppEffect::RunReview(job)),
                ReviewEffect::Cancel(id) => fx.push(AppEffect::CancelReview(id)),
                ReviewEffect::Practice(list) => {
                    self.write(Label::WriteFailed, DiskOp::KeepExercises(list), time, fx)
                }
            }
        }
    }

    /// The finished game's review, once made (for the shells' share and practice).
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref().and_then(ReviewScreen::review)
    }

    /// The side the player plays against the computer in the game on screen.
    pub fn human_side(&self) -> Option<Side> {
        match self.game.as_ref()?.session().setup().mode {
            Mode::VsComputer { human, .. } => Some(human),
            Mode::PassAndPlay => None,
        }
    }
}

#[cfg(test)]
mod tests;
