//! The other screens across the FFI: the review screen ([`ReviewScreen`], a reducer like
//! the game table) and the views of home, saved games, the new-game form, the settings and
//! the rules screen's frame — the core's views field for field, every word already chosen.

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use crate::session::{session_from_json, CancelHandle};
use crate::settings::AppSettings;
use crate::store::SaveListEntry;
use crate::types::{point_in, to_i64, GameKind, GameSetup, Level, Side};
use folkchess_core::files::settings::Settings;
use folkchess_core::files::store::{SaveEntry, SaveSummary as CoreSummary};
use folkchess_core::rules::setup::Mode;
use folkchess_core::screens::lists as core;
use folkchess_core::screens::review_screen as core_review;
use folkchess_core::{GameId, Position};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

// The core's own records and enums (component `folkchess_core`).
pub use folkchess_core::screens::lists::{
    AppTexts, ChoiceKey, ChoiceRow, GameCard, HomeView, NewGameView, RulesScreenView, SaveRow,
    SavedGamesView, SettingsSection, SettingsView, ToggleKey, ToggleRow,
};
pub use folkchess_core::screens::review_screen::{
    ChartPoint, ReviewRow, ReviewSideLine, ReviewView,
};

/// The words that belong to no one screen, in `language`.
#[uniffi::export]
pub fn app_texts(language: DisplayLanguage) -> AppTexts {
    core::app_texts(language)
}

fn core_summary(s: &crate::store::SaveSummary) -> FfiResult<CoreSummary> {
    let game: GameId = s.game;
    let position = Position::from_text(game, &s.position_text).map_err(|e| {
        FolkChessError::invalid(format!("the summary's position text is not valid: {e}"))
    })?;
    Ok(CoreSummary {
        id: s.id.clone(),
        game,
        saved_at_ms: s.saved_at_ms.and_then(|ms| u64::try_from(ms).ok()),
        status: if s.status == crate::types::GameStatus::Ongoing {
            folkchess_core::GameStatus::Ongoing
        } else {
            folkchess_core::GameStatus::Ended(crate::types::core_outcome(s.outcome.as_ref())?)
        },
        ply_count: usize::try_from(s.ply_count).unwrap_or(0),
        position,
        setup: crate::session::core_setup(&s.setup)?,
    })
}

/// The home screen; `autosave` is `SaveStore.autosaveSummary()`, `utc_offset_minutes` the
/// phone's time zone offset now (for the date of the game in progress).
#[uniffi::export]
pub fn home_view(
    autosave: Option<crate::store::SaveSummary>,
    language: DisplayLanguage,
    utc_offset_minutes: i32,
) -> FfiResult<HomeView> {
    guard(|| {
        let summary = autosave.as_ref().map(core_summary).transpose()?;
        Ok(core::home_view(
            summary.as_ref(),
            language,
            utc_offset_minutes,
        ))
    })
}

/// The saved games screen of `SaveStore.list()`.
#[uniffi::export]
pub fn saved_games_view(
    entries: Vec<SaveListEntry>,
    language: DisplayLanguage,
    utc_offset_minutes: i32,
) -> FfiResult<SavedGamesView> {
    guard(|| {
        let entries = entries
            .iter()
            .map(|e| match e {
                SaveListEntry::Good { summary } => core_summary(summary).map(SaveEntry::Good),
                SaveListEntry::Damaged { id, reason } => Ok(SaveEntry::Damaged {
                    id: id.clone(),
                    reason: reason.clone(),
                }),
            })
            .collect::<FfiResult<Vec<_>>>()?;
        Ok(core::saved_games_view(
            &entries,
            language,
            utc_offset_minutes,
        ))
    })
}

/// The settings screen; `problem` is the reason of a settings-file error, if any.
#[uniffi::export]
pub fn settings_view(
    settings: AppSettings,
    problem: Option<String>,
    language: DisplayLanguage,
) -> FfiResult<SettingsView> {
    guard(|| {
        let s = Settings::try_from(settings)?;
        Ok(core::settings_view(&s, problem.as_deref(), language))
    })
}

/// A change the player made on a choice or switch row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RowChange {
    /// Option `index` of the row `key` was chosen.
    Choice {
        /// The row.
        key: ChoiceKey,
        /// The option's index.
        index: i32,
    },
    /// The switch `key` was set.
    Toggle {
        /// The switch.
        key: ToggleKey,
        /// On or off.
        on: bool,
    },
}

/// The settings with one change applied (an index out of range changes nothing).
#[uniffi::export]
pub fn settings_with(settings: AppSettings, change: RowChange) -> FfiResult<AppSettings> {
    guard(|| {
        let s = Settings::try_from(settings)?;
        let s = match change {
            RowChange::Choice { key, index } => {
                s.with_choice(key, usize::try_from(index).unwrap_or(usize::MAX))
            }
            RowChange::Toggle { key, on } => s.with_toggle(key, on),
        };
        Ok(s.into())
    })
}

/// The new-game form's choices so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct NewGameForm {
    /// Which game.
    pub game: GameKind,
    /// Against the computer (else pass-and-play).
    pub vs_computer: bool,
    /// The computer's level.
    pub level: Level,
    /// The player's side.
    pub human: Side,
    /// Seconds per turn, none for no timer.
    pub turn_seconds: Option<i32>,
}

fn core_form(f: &NewGameForm) -> FfiResult<core::NewGameForm> {
    Ok(core::NewGameForm {
        game: f.game,
        vs_computer: f.vs_computer,
        level: f.level,
        human: f.human,
        turn_seconds: crate::types::turn_seconds_in(f.turn_seconds)?,
    })
}

fn api_form(f: core::NewGameForm) -> NewGameForm {
    NewGameForm {
        game: f.game,
        vs_computer: f.vs_computer,
        level: f.level,
        human: f.human,
        turn_seconds: f.turn_seconds.map(|t| t as i32),
    }
}

/// The new-game form of `game` with the settings' defaults.
#[uniffi::export]
pub fn new_game_form(game: GameKind, settings: AppSettings) -> FfiResult<NewGameForm> {
    guard(|| {
        let s = Settings::try_from(settings)?;
        Ok(api_form(core::NewGameForm::new(game, &s)))
    })
}

/// The form with option `index` of the row `key` chosen.
#[uniffi::export]
pub fn new_game_form_with(form: NewGameForm, key: ChoiceKey, index: i32) -> FfiResult<NewGameForm> {
    guard(|| {
        let f = core_form(&form)?;
        Ok(api_form(f.with_choice(
            key,
            usize::try_from(index).unwrap_or(usize::MAX),
        )))
    })
}

/// The setup of the form, to start the game with (`GameTable(setup, …)`).
#[uniffi::export]
pub fn new_game_setup(form: NewGameForm) -> FfiResult<GameSetup> {
    guard(|| {
        let setup = core_form(&form)?.setup();
        Ok(GameSetup {
            game: form.game,
            mode: setup.mode,
            turn_seconds: setup.turn_seconds.map(|t| t as i32),
        })
    })
}

/// The new-game screen of `form`.
#[uniffi::export]
pub fn new_game_view(form: NewGameForm, language: DisplayLanguage) -> FfiResult<NewGameView> {
    guard(|| Ok(core::new_game_view(&core_form(&form)?, language)))
}

/// The languages the rules screen offers, in the order of `RulesScreenView.languages`, with
/// Chinese in Simplified characters (`RulesScreenView.languageValues` has them in the app's
/// script).
#[uniffi::export]
pub fn rules_languages() -> Vec<DisplayLanguage> {
    core::RULES_LANGUAGES.to_vec()
}

/// The rules screen's frame for `game` read in `rules_language`, with the point
/// `highlighted` (an index) marked on the diagram, worded in the app's `language`.
#[uniffi::export]
pub fn rules_screen_view(
    game: GameKind,
    rules_language: DisplayLanguage,
    highlighted: Option<i32>,
    language: DisplayLanguage,
) -> FfiResult<RulesScreenView> {
    guard(|| {
        let game_id: GameId = game;
        let point = highlighted.map(|i| point_in(game_id, i)).transpose()?;
        Ok(core::rules_screen_view(
            game_id,
            rules_language,
            point,
            language,
        ))
    })
}

/// What a shell tells the review screen.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ReviewEvent {
    /// The screen appears: the review starts.
    Start,
    /// The review with this id is done ([`ReviewScreen::run_review`] returned).
    ReviewDone {
        /// The review's id.
        id: i64,
    },
    /// Show the board after this ply (0: the start).
    Select {
        /// The ply.
        ply: i32,
    },
    /// One ply back.
    Previous,
    /// One ply on.
    Next,
    /// The display language changed.
    Language {
        /// The language.
        language: DisplayLanguage,
    },
    /// `runReview` threw something other than `Stale` or `Cancelled`: the screen stops
    /// waiting and says so in the player's language (`ReviewView.failure`, the error's reason
    /// as its details); `Start` tries again.
    Failed {
        /// What `runReview` threw.
        error: FolkChessError,
    },
    /// The screen is left.
    Leave,
}

/// What the review screen asks the shell to do.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ReviewEffect {
    /// Call [`ReviewScreen::run_review`] with this id off the main thread (with a
    /// [`CancelHandle`]), then send `ReviewDone`.
    Run {
        /// The review's id.
        id: i64,
    },
    /// Cancel the review with this id.
    Cancel {
        /// The review's id.
        id: i64,
    },
    /// Keep the player's mistakes of the reviewed game as practice exercises:
    /// `SaveStore.addExercises(exercisesJson, nowMs)` through the one disk writer.
    Practice {
        /// The exercises, as `addExercises` reads them.
        exercises_json: String,
    },
}

/// What [`ReviewScreen::send`] returns.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReviewUpdate {
    /// What to do.
    pub effects: Vec<ReviewEffect>,
    /// What to show.
    pub view: ReviewView,
}

/// The review screen of a game: its own copy of the game, the review once done, the ply
/// looked at. Safe from any thread; [`ReviewScreen::run_review`] runs without the lock.
#[derive(Debug, uniffi::Object)]
pub struct ReviewScreen {
    inner: Mutex<core_review::ReviewScreen>,
    /// Reviews finished by `run_review`, until their `ReviewDone` takes them.
    finished: Mutex<HashMap<u64, core_review::ReviewAnswer>>,
}

impl ReviewScreen {
    fn lock(&self) -> FfiResult<MutexGuard<'_, core_review::ReviewScreen>> {
        self.inner
            .lock()
            .map_err(|_| FolkChessError::internal("the review screen's lock was poisoned"))
    }
}

#[uniffi::export]
impl ReviewScreen {
    /// A review of a game in the save format (`GameTable.exportRecord()` for the game on
    /// screen, `SaveStore.loadJson(id)` for a saved one). Errors: `DamagedSave`.
    #[uniffi::constructor]
    pub fn new(save_json: String, language: DisplayLanguage) -> FfiResult<Arc<Self>> {
        guard(|| {
            let s = session_from_json(&save_json)?;
            let perspective = match s.setup().mode {
                Mode::VsComputer { human, .. } => Some(human),
                Mode::PassAndPlay => None,
            };
            Ok(Arc::new(ReviewScreen {
                inner: Mutex::new(core_review::ReviewScreen::new(
                    s.record().clone(),
                    perspective,
                    language,
                )),
                finished: Mutex::new(HashMap::new()),
            }))
        })
    }

    /// Handles one event: the effects to carry out and the view after it.
    pub fn send(&self, event: ReviewEvent) -> FfiResult<ReviewUpdate> {
        guard(|| {
            let core_event = match event {
                ReviewEvent::Start => core_review::ReviewEvent::Start,
                ReviewEvent::ReviewDone { id } => {
                    let id = u64::try_from(id).unwrap_or(u64::MAX);
                    let answer = self
                        .finished
                        .lock()
                        .map_err(|_| {
                            FolkChessError::internal("the review results' lock was poisoned")
                        })?
                        .remove(&id)
                        .unwrap_or(core_review::ReviewAnswer { id, review: None });
                    core_review::ReviewEvent::ReviewDone(answer)
                }
                ReviewEvent::Select { ply } => {
                    core_review::ReviewEvent::Select(usize::try_from(ply).unwrap_or(0))
                }
                ReviewEvent::Previous => core_review::ReviewEvent::Previous,
                ReviewEvent::Next => core_review::ReviewEvent::Next,
                ReviewEvent::Language { language } => core_review::ReviewEvent::Language(language),
                ReviewEvent::Failed { error } => {
                    core_review::ReviewEvent::Failed(error.reason().to_string())
                }
                ReviewEvent::Leave => core_review::ReviewEvent::Leave,
            };
            let mut screen = self.lock()?;
            let effects = screen
                .handle(core_event)
                .into_iter()
                .map(|e| match e {
                    core_review::ReviewEffect::Run(job) => ReviewEffect::Run {
                        id: to_i64(job.id()),
                    },
                    core_review::ReviewEffect::Cancel(id) => {
                        ReviewEffect::Cancel { id: to_i64(id) }
                    }
                    core_review::ReviewEffect::Practice(exercises) => ReviewEffect::Practice {
                        exercises_json: folkchess_core::training::practice::exercises_to_json(
                            &exercises,
                        ),
                    },
                })
                .collect();
            Ok(ReviewUpdate {
                effects,
                view: screen.view(),
            })
        })
    }

    /// The view now.
    pub fn view(&self) -> FfiResult<ReviewView> {
        guard(|| Ok(self.lock()?.view()))
    }

    /// Runs the review with this id. BLOCKING (a second or more for a long large game):
    /// call it off the main thread, then send `ReviewDone`. Errors: `Stale` when the
    /// screen no longer waits for it, `Cancelled` when `cancel` stopped it.
    pub fn run_review(&self, id: i64, cancel: Arc<CancelHandle>) -> FfiResult<()> {
        guard(|| {
            let job = u64::try_from(id)
                .ok()
                .and_then(|id| self.lock().ok()?.pending_job(id))
                .ok_or_else(|| FolkChessError::Stale {
                    reason: format!("the review screen no longer waits for review {id}"),
                })?;
            let answer = job.run(cancel.token());
            if answer.review.is_none() {
                return Err(FolkChessError::Cancelled {
                    reason: "the review was cancelled".into(),
                });
            }
            self.finished
                .lock()
                .map_err(|_| FolkChessError::internal("the review results' lock was poisoned"))?
                .insert(job.id(), answer);
            Ok(())
        })
    }
}
