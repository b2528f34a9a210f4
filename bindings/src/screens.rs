//! The review screen across the FFI ([`ReviewScreen`], a reducer like the game table), and
//! the core's views of the other screens (home, saved games, the new-game form, the
//! settings, the rules screen's frame) that `AppCore` shows.

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use crate::session::{session_from_json, CancelHandle};
use crate::types::to_i64;
use folkchess_core::rules::setup::Mode;
use folkchess_core::screens::lists as core;
use folkchess_core::screens::review_screen as core_review;
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
    /// Turn the board to the position before the selected ply with its best move (`on`), or
    /// back to the ply played ([`folkchess_core::screens::review_screen::ReviewEvent::ShowBest`]).
    ShowBest {
        /// Show the best move (else the ply played).
        on: bool,
    },
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
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
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
                ReviewEvent::ShowBest { on } => core_review::ReviewEvent::ShowBest(on),
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
