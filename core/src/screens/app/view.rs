//! What the app shows: the screen on top with every word chosen, the way back, and a problem
//! to tell the player.

use super::{App, AppTime, Loaded, Route};
use crate::files::lesson_progress::LessonProgress;
use crate::files::puzzle_progress::PuzzleProgress;
use crate::rules::game::GameId;
use crate::screens::lessons::lists::{lesson_rows, LessonRow};
use crate::screens::lessons::LessonView;
use crate::screens::lists::{
    app_texts, home_view_at, new_game_view, rules_screen_view, saved_games_view_at, settings_view,
    AppTexts, HomeView, NewGameView, RulesScreenView, SavedGamesView, SettingsView,
};
use crate::screens::practice::lists::{practice_view, PracticeView};
use crate::screens::puzzles::lists::{puzzle_list, puzzles_view, PuzzleListView, PuzzlesView};
use crate::screens::review_screen::ReviewView;
use crate::screens::speech::Announcement;
use crate::screens::stats_screen::StatsView;
use crate::screens::table::TableView;
use crate::screens::trainer::TrainerView;
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::text::rules_text::{game_name, short_game_name, Lang};
use crate::training::puzzle::CivilDate;

/// A failure told to the player: one sentence in their language, the core's reason as the
/// details on demand (the one failure text of every screen).
pub use crate::text::failure::FailureText as Problem;

/// The screen on top. (Boxed where a view is large, so that the enum stays small.)
#[derive(Clone, Debug, PartialEq)]
pub enum ScreenView {
    /// Home.
    Home(Box<HomeView>),
    /// The new-game form, with the offer to learn the game first while it stands.
    NewGame {
        /// The form.
        form: Box<NewGameView>,
        /// "New to 金门防御棋? Learn it in three minutes", until a lesson is done or the
        /// offer dismissed.
        learn_offer: Option<LearnOffer>,
    },
    /// The game.
    Game(Box<TableView>),
    /// The rules of a game: the frame, and the language its pages are read in.
    Rules {
        /// Title, languages, diagram.
        frame: Box<RulesScreenView>,
        /// The language of the pages shown.
        language: DisplayLanguage,
    },
    /// The settings.
    Settings(Box<SettingsView>),
    /// The saved games (`None` while they are read; `problem` when they cannot be).
    SavedGames {
        /// The list, once read.
        list: Option<Box<SavedGamesView>>,
        /// Why it cannot be read.
        problem: Option<Problem>,
    },
    /// The review.
    Review(Box<ReviewView>),
    /// The statistics (`None` while read; `problem` when they cannot be).
    Statistics {
        /// The statistics, once read.
        stats: Option<Box<StatsView>>,
        /// Why they cannot be read.
        problem: Option<Problem>,
    },
    /// The puzzles screen (`None` while the progress is read).
    Puzzles(Option<Box<PuzzlesView>>),
    /// A game's puzzles of one difficulty (`None` while the progress is read).
    PuzzleList(Option<Box<PuzzleListView>>),
    /// A puzzle or an exercise on the table.
    Trainer(Box<TrainerView>),
    /// The practice screen (`None` while the file is read).
    Practice(Option<Box<PracticeView>>),
    /// A game's lessons (`None` while the progress is read).
    Lessons {
        /// "Learn 金门防御棋".
        title: String,
        /// The lessons, with their stars.
        rows: Option<Vec<LessonRow>>,
    },
    /// A lesson on the table.
    Lesson(Box<LessonView>),
    /// The import screen.
    Import {
        /// The text typed or pasted.
        text: String,
        /// Why it does not read as a game (the core's words, in the player's language); the
        /// field shows it as its error until the text changes.
        problem: Option<String>,
        /// Whether "Open" may be pressed: there is text, and it has not just been refused.
        open_enabled: bool,
    },
}

/// The offer to learn a game before playing it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LearnOffer {
    /// Which game.
    pub game: GameId,
    /// "New to Jinmen Defense Chess? Learn it in three minutes."
    pub text: String,
    /// The button to its lessons ([`super::AppEvent::OpenLessons`]).
    pub learn: String,
    /// The button that dismisses it for good ([`super::AppEvent::DismissLearnOffer`]).
    pub dismiss: String,
}

/// Everything the app shows now.
#[derive(Clone, Debug, PartialEq)]
pub struct AppView {
    /// The screens from home to the one on top (a platform's navigation stack).
    pub stack: Vec<Route>,
    /// The screen on top.
    pub screen: ScreenView,
    /// A problem of the last action (a write refused, a save that did not load).
    pub problem: Option<Problem>,
    /// The words that belong to no one screen (back, loading, dismiss …).
    pub texts: AppTexts,
    /// The display language.
    pub language: DisplayLanguage,
    /// The title of the screen on top ("Settings", "Review · Zhong Kui", a game's name), also
    /// while it loads: each app's pane title for a screen reader as screens change.
    pub title: String,
    /// What a screen reader is to say on the screen on top (its game table's queue, or the
    /// review's, oldest first; empty elsewhere): say those above the last id said, each once.
    pub announcements: Vec<Announcement>,
}

impl App {
    /// What the app shows at `time`.
    pub fn view(&self, time: AppTime) -> AppView {
        let lang = self.language();
        let top = self.stack.last().copied().unwrap_or(Route::Home);
        let list_problem = |label: Label, reason: &str| Some(Problem::new(lang, label, reason));
        // Dates said relative to now ("today 21:05", "3 days ago") once the wall clock is known.
        let now = (time.epoch_ms > 0).then_some(time.epoch_ms);
        // A screen whose state is gone (never the case after a route is pushed): home.
        let bare_home = || {
            ScreenView::Home(Box::new(home_view_at(
                None,
                lang,
                self.utc_offset_minutes,
                now,
                None,
            )))
        };
        let screen = match top {
            Route::Home => {
                let summary = match (&self.autosave, &self.game) {
                    (Loaded::Read(s), None) => s.as_ref(),
                    _ => None,
                };
                let lessons = match &self.lesson_progress {
                    Loaded::Read((p, _)) => Some(p),
                    _ => None,
                };
                ScreenView::Home(Box::new(home_view_at(
                    summary,
                    lang,
                    self.utc_offset_minutes,
                    now,
                    lessons,
                )))
            }
            Route::NewGame => match &self.form {
                Some(form) => ScreenView::NewGame {
                    form: Box::new(new_game_view(form, lang)),
                    learn_offer: self
                        .learn_offered(form.game)
                        .then(|| learn_offer(form.game, lang)),
                },
                None => bare_home(),
            },
            Route::Game => match &self.game {
                Some(table) => ScreenView::Game(Box::new(table.view(time.mono_ms))),
                None => bare_home(),
            },
            Route::Rules => {
                let r = self.rules.unwrap_or(super::RulesChoice {
                    game: crate::GameId::Weiming,
                    language: None,
                    highlighted: None,
                });
                let chosen = r.language.unwrap_or(lang);
                let frame = rules_screen_view(r.game, chosen, r.highlighted, lang);
                let language = frame
                    .language_values
                    .get(frame.selected_language as usize)
                    .copied()
                    .unwrap_or(chosen);
                ScreenView::Rules {
                    frame: Box::new(frame),
                    language,
                }
            }
            Route::Settings => ScreenView::Settings(Box::new(settings_view(
                &self.shown_settings(),
                self.settings_problem.as_deref(),
                lang,
            ))),
            Route::SavedGames => match &self.saves {
                Loaded::Reading => ScreenView::SavedGames {
                    list: None,
                    problem: None,
                },
                Loaded::Read(list) => ScreenView::SavedGames {
                    list: Some(Box::new(saved_games_view_at(
                        list,
                        lang,
                        self.utc_offset_minutes,
                        now,
                    ))),
                    problem: None,
                },
                Loaded::Failed(r) => ScreenView::SavedGames {
                    list: None,
                    problem: list_problem(Label::SavesUnreadable, r),
                },
            },
            Route::Review => match &self.review {
                Some(review) => ScreenView::Review(Box::new(review.view())),
                None => bare_home(),
            },
            Route::Statistics => match &self.stats {
                Loaded::Reading => ScreenView::Statistics {
                    stats: None,
                    problem: None,
                },
                Loaded::Read(s) => ScreenView::Statistics {
                    stats: Some(Box::new(s.view(lang))),
                    problem: None,
                },
                Loaded::Failed(r) => ScreenView::Statistics {
                    stats: None,
                    problem: list_problem(Label::StatsUnreadable, r),
                },
            },
            Route::Puzzles | Route::PuzzleList(..) => {
                let progress = match &self.progress {
                    Loaded::Read((p, damaged)) => Some((p.clone(), *damaged)),
                    // A progress file that cannot be read at all reads as none tried, said.
                    Loaded::Failed(_) => Some((PuzzleProgress::new(), true)),
                    Loaded::Reading => None,
                };
                let problem =
                    |damaged: bool| damaged.then(|| lang.say(Label::PuzzleProgressUnreadable));
                match (top, progress) {
                    (Route::PuzzleList(game, difficulty), Some((p, _))) => ScreenView::PuzzleList(
                        Some(Box::new(puzzle_list(&p, game, difficulty, lang))),
                    ),
                    (Route::PuzzleList(..), None) => ScreenView::PuzzleList(None),
                    (_, Some((p, damaged))) => {
                        let today = CivilDate::from_epoch_ms(
                            i64::try_from(time.epoch_ms).unwrap_or(i64::MAX),
                            self.utc_offset_minutes,
                        );
                        ScreenView::Puzzles(Some(Box::new(puzzles_view(
                            &p,
                            today,
                            problem(damaged),
                            lang,
                        ))))
                    }
                    (_, None) => ScreenView::Puzzles(None),
                }
            }
            Route::Trainer => match &self.trainer {
                Some(trainer) => ScreenView::Trainer(Box::new(trainer.view(time.mono_ms))),
                None => bare_home(),
            },
            Route::Practice => match &self.practice {
                Loaded::Read((p, damaged)) => ScreenView::Practice(Some(Box::new(practice_view(
                    p,
                    damaged.then(|| lang.say(Label::PracticeUnreadable)),
                    lang,
                )))),
                Loaded::Failed(_) => ScreenView::Practice(Some(Box::new(practice_view(
                    &crate::files::practice::Practice::new(),
                    Some(lang.say(Label::PracticeUnreadable)),
                    lang,
                )))),
                Loaded::Reading => ScreenView::Practice(None),
            },
            Route::Lessons(game) => ScreenView::Lessons {
                title: lang.label(|l| learn_title(game, l)),
                rows: match &self.lesson_progress {
                    Loaded::Read((p, _)) => Some(lesson_rows(game, p, lang)),
                    Loaded::Failed(_) => Some(lesson_rows(game, &LessonProgress::new(), lang)),
                    Loaded::Reading => None,
                },
            },
            Route::Lesson => match &self.lesson {
                Some(lesson) => ScreenView::Lesson(Box::new(lesson.view(time.mono_ms))),
                None => bare_home(),
            },
            Route::Import => ScreenView::Import {
                text: self.import_text.clone(),
                problem: self.import_problem.clone(),
                open_enabled: !self.import_text.trim().is_empty() && self.import_problem.is_none(),
            },
        };
        let announcements = match &screen {
            ScreenView::Game(t) => t.announcements.clone(),
            ScreenView::Trainer(t) => t.table.announcements.clone(),
            ScreenView::Lesson(l) => l.table.announcements.clone(),
            ScreenView::Review(r) => r.announcements.clone(),
            _ => Vec::new(),
        };
        let texts = app_texts(lang);
        let title = match &screen {
            ScreenView::Home(h) => h.title.clone(),
            ScreenView::NewGame { form, .. } => form.title.clone(),
            ScreenView::Game(t) => t.title.clone(),
            ScreenView::Rules { frame, .. } => frame.title.clone(),
            ScreenView::Settings(s) => s.title.clone(),
            ScreenView::SavedGames { list: Some(l), .. } => l.title.clone(),
            ScreenView::SavedGames { list: None, .. } => lang.say(Label::SavedGames),
            ScreenView::Review(r) => r.title.clone(),
            ScreenView::Statistics { stats: Some(s), .. } => s.title.clone(),
            ScreenView::Statistics { stats: None, .. } => texts.statistics.clone(),
            ScreenView::Puzzles(Some(p)) => p.title.clone(),
            ScreenView::Puzzles(None) | ScreenView::PuzzleList(None) => texts.puzzles.clone(),
            ScreenView::PuzzleList(Some(l)) => l.title.clone(),
            ScreenView::Trainer(t) => t.title.clone(),
            ScreenView::Practice(Some(p)) => p.title.clone(),
            ScreenView::Practice(None) => texts.practice.clone(),
            ScreenView::Lessons { title, .. } => title.clone(),
            ScreenView::Lesson(l) => l.title.clone(),
            ScreenView::Import { .. } => texts.import_game.clone(),
        };
        AppView {
            stack: self.stack.clone(),
            title,
            screen,
            problem: self.problem.clone(),
            texts,
            language: lang,
            announcements,
        }
    }
}

/// The lessons' title with the game's short name, which a top bar holds on one line:
/// "Learn Jinmen" / "学下金门".
fn learn_title(game: GameId, l: Lang) -> String {
    match l {
        Lang::En => format!("Learn {}", short_game_name(game, l)),
        Lang::Zh => format!("学下{}", short_game_name(game, l)),
    }
}

/// The offer on the new-game form of a game not yet learnt.
fn learn_offer(game: GameId, lang: DisplayLanguage) -> LearnOffer {
    LearnOffer {
        game,
        text: lang.sentence(|l| match l {
            Lang::En => format!("New to {}? Learn it in three minutes.", game_name(game, l)),
            Lang::Zh => format!("第一次下{}？三分钟学会。", game_name(game, l)),
        }),
        learn: lang.say(Label::Learn),
        dismiss: lang.label(|l| match l {
            Lang::En => "No thanks".to_string(),
            Lang::Zh => "不用了".to_string(),
        }),
    }
}
