//! The other screens across the FFI: the review screen ([`ReviewScreen`], a reducer like
//! the game table) and the views of home, saved games, the new-game form, the settings and
//! the rules screen's frame — the core's views field for field, every word already chosen.

use crate::board::{board_view, BoardView, DisplayLanguage};
use crate::error::{guard, FfiResult, FolkChessError};
use crate::failure::FailureText;
use crate::session::{session_from_json, CancelHandle};
use crate::settings::AppSettings;
use crate::store::SaveListEntry;
use crate::table::ActionView;
use crate::types::{point_in, to_i32, to_i64, GameKind, GameSetup, Level, Side};
use folkchess_core::files::settings::Settings;
use folkchess_core::files::store::{SaveEntry, SaveSummary as CoreSummary};
use folkchess_core::rules::setup::Mode;
use folkchess_core::screens::lists as core;
use folkchess_core::screens::review_screen as core_review;
use folkchess_core::MoveLabel;
use folkchess_core::{GameId, Position};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

// The core's own records and enums (component `folkchess_core`).
pub use folkchess_core::screens::lists::{AppTexts, ChoiceKey, ToggleKey, ToggleRow};
pub use folkchess_core::screens::review_screen::ReviewSideLine;

/// The words that belong to no one screen, in `language`.
#[uniffi::export]
pub fn app_texts(language: DisplayLanguage) -> AppTexts {
    core::app_texts(language)
}

/// One game of the home screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameCard {
    /// Which game.
    pub game: GameKind,
    /// The stable id (`jinmen`).
    pub id: String,
    /// The Chinese name.
    pub name_zh: String,
    /// The English name.
    pub name_en: String,
    /// The tagline.
    pub tagline: String,
    /// The start position.
    pub miniature: BoardView,
    /// The button that opens the new-game form.
    pub new_game: String,
    /// The button that opens the rules.
    pub rules: String,
    /// The button that opens the game's lessons.
    pub learn: String,
    /// "Lessons: 2 of 6 done", once a lesson of the game is done.
    pub lessons_done: Option<String>,
}

/// A saved game (or the autosave) as a row shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SaveRow {
    /// The save's id.
    pub id: String,
    /// Which game; none for a damaged file.
    pub game: Option<GameKind>,
    /// The game's name, or "Damaged save · id".
    pub title: String,
    /// Mode · plies · state · date, or why the file does not load.
    pub detail: String,
    /// The board as saved; none for a damaged file.
    pub thumbnail: Option<BoardView>,
    /// Whether the file does not load.
    pub damaged: bool,
    /// Resume.
    pub resume: ActionView,
    /// Review.
    pub review: ActionView,
    /// Delete.
    pub delete: ActionView,
    /// The question before deleting it.
    pub delete_question: String,
    /// The answer that confirms deleting it.
    pub delete_confirm: String,
    /// The answer that keeps it.
    pub delete_cancel: String,
}

/// The home screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HomeView {
    /// The app's name.
    pub title: String,
    /// The line under it.
    pub subtitle: String,
    /// The four games.
    pub cards: Vec<GameCard>,
    /// The heading of the game in progress.
    pub continue_title: String,
    /// The autosaved game in progress, if any.
    pub continue_game: Option<SaveRow>,
    /// The button to the saved games.
    pub saved_games: String,
    /// The button to the settings.
    pub settings: String,
}

fn save_row(r: core::SaveRow) -> SaveRow {
    SaveRow {
        id: r.id,
        game: r.game,
        title: r.title,
        detail: r.detail,
        thumbnail: r.thumbnail.map(board_view),
        damaged: r.damaged,
        resume: r.resume,
        review: r.review,
        delete: r.delete,
        delete_question: r.delete_question,
        delete_confirm: r.delete_confirm,
        delete_cancel: r.delete_cancel,
    }
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
        Ok(home_out(core::home_view(
            summary.as_ref(),
            language,
            utc_offset_minutes,
        )))
    })
}

/// The core's home view in the API's records.
pub(crate) fn home_out(v: core::HomeView) -> HomeView {
    {
        HomeView {
            title: v.title,
            subtitle: v.subtitle,
            cards: v
                .cards
                .into_iter()
                .map(|c| GameCard {
                    game: c.game,
                    id: c.game.id().to_string(),
                    name_zh: c.name_zh,
                    name_en: c.name_en,
                    tagline: c.tagline,
                    miniature: board_view(c.miniature),
                    new_game: c.new_game,
                    rules: c.rules,
                    learn: c.learn,
                    lessons_done: c.lessons_done,
                })
                .collect(),
            continue_title: v.continue_title,
            continue_game: v.continue_game.map(save_row),
            saved_games: v.saved_games,
            settings: v.settings,
        }
    }
}

/// The saved games screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SavedGamesView {
    /// "Saved games".
    pub title: String,
    /// Shown when there is none.
    pub empty_text: String,
    /// The rows, in the store's order.
    pub rows: Vec<SaveRow>,
    /// The words for a row's menu of actions ("More actions"), read by screen readers.
    pub more: String,
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
        Ok(saved_games_out(core::saved_games_view(
            &entries,
            language,
            utc_offset_minutes,
        )))
    })
}

/// The core's saved-games view in the API's records.
pub(crate) fn saved_games_out(v: core::SavedGamesView) -> SavedGamesView {
    SavedGamesView {
        title: v.title,
        empty_text: v.empty_text,
        rows: v.rows.into_iter().map(save_row).collect(),
        more: v.more,
    }
}

/// A row that chooses one of several options; report the chosen index.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ChoiceRow {
    /// What it chooses.
    pub key: ChoiceKey,
    /// Its label.
    pub label: String,
    /// The options' names.
    pub options: Vec<String>,
    /// The chosen option's index.
    pub selected: i32,
}

fn choice_row(r: core::ChoiceRow) -> ChoiceRow {
    ChoiceRow {
        key: r.key,
        label: r.label,
        options: r.options,
        selected: to_i32(r.selected),
    }
}

/// A group of rows under a heading.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SettingsSection {
    /// The heading.
    pub title: String,
    /// Choices first.
    pub choices: Vec<ChoiceRow>,
    /// Then switches.
    pub toggles: Vec<ToggleRow>,
}

/// The settings screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SettingsView {
    /// "Settings".
    pub title: String,
    /// Why the settings file could not be read or written, worded.
    pub problem: Option<String>,
    /// The sections.
    pub sections: Vec<SettingsSection>,
    /// "Core version 0.1.0".
    pub about: String,
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
        Ok(settings_out(core::settings_view(
            &s,
            problem.as_deref(),
            language,
        )))
    })
}

/// The core's settings view in the API's records.
pub(crate) fn settings_out(v: core::SettingsView) -> SettingsView {
    SettingsView {
        title: v.title,
        problem: v.problem,
        sections: v
            .sections
            .into_iter()
            .map(|sec| SettingsSection {
                title: sec.title,
                choices: sec.choices.into_iter().map(choice_row).collect(),
                toggles: sec.toggles,
            })
            .collect(),
        about: v.about,
    }
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

/// The new-game screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct NewGameView {
    /// The game's name.
    pub title: String,
    /// Opponent, then (against the computer) level and side, then the timer.
    pub choices: Vec<ChoiceRow>,
    /// The button that starts the game.
    pub start: String,
    /// The start position.
    pub miniature: BoardView,
}

/// The new-game screen of `form`.
#[uniffi::export]
pub fn new_game_view(form: NewGameForm, language: DisplayLanguage) -> FfiResult<NewGameView> {
    guard(|| {
        Ok(new_game_out(core::new_game_view(
            &core_form(&form)?,
            language,
        )))
    })
}

/// The core's new-game view in the API's records.
pub(crate) fn new_game_out(v: core::NewGameView) -> NewGameView {
    NewGameView {
        title: v.title,
        choices: v.choices.into_iter().map(choice_row).collect(),
        start: v.start,
        miniature: board_view(v.miniature),
    }
}

/// The frame of the rules screen (the texts are `rulesDoc`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RulesScreenView {
    /// "Rules · Rendezvous Chess", in the language the rules are read in.
    pub title: String,
    /// The back button, in the language the rules are read in.
    pub back: String,
    /// The languages the rules can be read in, by name (中文, English, both).
    pub languages: Vec<String>,
    /// The display language of each (Chinese in the app's script): what to pass to
    /// `rulesPages` and back to `rulesScreenView` when one is chosen.
    pub language_values: Vec<DisplayLanguage>,
    /// The one shown.
    pub selected_language: i32,
    /// The diagram's heading.
    pub diagram_title: String,
    /// How to mark a point from the text.
    pub tap_hint: String,
    /// The button that opens the game's lessons.
    pub learn: String,
    /// The board diagram with the highlighted point.
    pub diagram: BoardView,
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
        Ok(rules_out(core::rules_screen_view(
            game_id,
            rules_language,
            point,
            language,
        )))
    })
}

/// The core's rules-screen frame in the API's records.
pub(crate) fn rules_out(v: core::RulesScreenView) -> RulesScreenView {
    RulesScreenView {
        title: v.title,
        back: v.back,
        languages: v.languages,
        language_values: v.language_values.into_iter().collect(),
        selected_language: to_i32(v.selected_language),
        diagram_title: v.diagram_title,
        tap_hint: v.tap_hint,
        learn: v.learn,
        diagram: board_view(v.diagram),
    }
}

/// One ply of the review's move list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReviewRow {
    /// Its number, from 1.
    pub number: i32,
    /// Who played it.
    pub side: Side,
    /// The ply in notation, or the words for a pass.
    pub text: String,
    /// Values before → after, short (the codes; see `ReviewView.legend`).
    pub values: String,
    /// What the ply did in words ("blunder: turns a win into a loss").
    pub words: String,
    /// What the ply did.
    pub label: MoveLabel,
    /// The label's name.
    pub label_name: String,
    /// The label's mark (★ ✓ ?! ? ??).
    pub mark: String,
    /// Whether this ply decided the game.
    pub deciding: bool,
    /// Whether it is the one on the board.
    pub selected: bool,
    /// What a screen reader says.
    pub spoken: String,
}

/// The value after a ply from First's side, for the review's chart.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ChartPoint {
    /// The ply (0: the start).
    pub ply: i32,
    /// First's expected result in per mille (+1000 First wins, −1000 Second wins, 0 level).
    pub permille: i32,
    /// The value in words.
    pub text: String,
    /// The label of the ply that led here (none for the start).
    pub label: Option<MoveLabel>,
}

/// Everything the review screen shows.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReviewView {
    /// Which game.
    pub game: GameKind,
    /// "Review · …".
    pub title: String,
    /// "Reviewing the game…" while the core works.
    pub busy: Option<String>,
    /// Why there is no review, if it failed (`ReviewEvent.Failed`).
    pub failure: Option<FailureText>,
    /// How the game ended.
    pub outcome: Option<String>,
    /// How the values were found.
    pub method: Option<String>,
    /// The summary's heading.
    pub summary_title: String,
    /// One line per side.
    pub sides: Vec<ReviewSideLine>,
    /// The sentence on the deciding ply.
    pub decided: Option<String>,
    /// The deciding ply (0: from the start).
    pub decided_ply: Option<i32>,
    /// The move list's heading.
    pub moves_title: String,
    /// The values after every ply from First's side, the start first; a tap on a point
    /// selects its ply.
    pub chart: Vec<ChartPoint>,
    /// What a screen reader says of the chart.
    pub chart_spoken: String,
    /// What the rows' codes mean.
    pub legend: String,
    /// The label of the row before the first ply (ply 0).
    pub start_row: String,
    /// The move list.
    pub rows: Vec<ReviewRow>,
    /// The ply on the board.
    pub selected_ply: i32,
    /// "Ply 5 of 6" / "Start position".
    pub position: String,
    /// The board after the selected ply.
    pub board: BoardView,
    /// The sentence on the selected ply.
    pub caption: String,
    /// "Played bc-bl".
    pub played: Option<String>,
    /// "Best move ml-bl".
    pub best: Option<String>,
    /// One ply back.
    pub previous: ActionView,
    /// One ply on.
    pub next: ActionView,
    /// The legend of the played move's trail.
    pub played_legend: String,
    /// The legend of the best move's arrow.
    pub best_legend: String,
}

pub(crate) fn review_view(v: core_review::ReviewView) -> ReviewView {
    ReviewView {
        game: v.game,
        title: v.title,
        busy: v.busy,
        failure: v.failure.map(FailureText::from),
        outcome: v.outcome,
        method: v.method,
        summary_title: v.summary_title,
        sides: v.sides,
        decided: v.decided,
        decided_ply: v.decided_ply.map(to_i32),
        moves_title: v.moves_title,
        chart: v
            .chart
            .into_iter()
            .map(|c| ChartPoint {
                ply: to_i32(c.ply),
                permille: c.permille,
                text: c.text,
                label: c.label,
            })
            .collect(),
        chart_spoken: v.chart_spoken,
        legend: v.legend,
        start_row: v.start_row,
        rows: v
            .rows
            .into_iter()
            .map(|r| ReviewRow {
                number: to_i32(r.number),
                side: r.side,
                text: r.text,
                values: r.values,
                words: r.words,
                label: r.label,
                label_name: r.label_name,
                mark: r.mark.to_string(),
                deciding: r.deciding,
                selected: r.selected,
                spoken: r.spoken,
            })
            .collect(),
        selected_ply: to_i32(v.selected_ply),
        position: v.position,
        board: board_view(v.board),
        caption: v.caption,
        played: v.played,
        best: v.best,
        previous: v.previous,
        next: v.next,
        played_legend: v.played_legend,
        best_legend: v.best_legend,
    }
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
                view: review_view(screen.view()),
            })
        })
    }

    /// The view now.
    pub fn view(&self) -> FfiResult<ReviewView> {
        guard(|| Ok(review_view(self.lock()?.view())))
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
