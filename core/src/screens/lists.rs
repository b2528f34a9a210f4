//! The screens that only list and choose — home, saved games, the new-game form, the
//! settings and the rules screen's frame — as views the shells draw, worded in the display
//! language. (The game screen is [`crate::screens::table`], the review [`crate::screens::review_screen`].)
//!
//! Choices are data: a [`ChoiceRow`] lists its options with their names and which one is
//! chosen, a shell reports the chosen index, and the core applies it
//! ([`Settings::with_choice`], [`NewGameForm::with_choice`]) — no shell maps an index to a
//! value itself.

use crate::files::lesson_progress::LessonProgress;
use crate::files::settings::{LanguagePref, Settings, ThemePref};
use crate::files::store::{SaveEntry, SaveSummary};
use crate::rules::game::{GameId, Level, Side};
use crate::rules::outcome::GameStatus;
use crate::rules::position::{Position, PositionError};
use crate::rules::setup::{Mode, Setup, TURN_TIME_CHOICES};
use crate::screens::board_view::{BoardMarks, BoardPurpose, BoardStyle, BoardView, PointLabels};
use crate::screens::table::{level_name, ActionView};
use crate::text::catalogue::{self, DisplayLanguage, Label};
pub use crate::text::dates::{date_time_text, relative_date_text};
use crate::text::messages;
use crate::text::rules_text::{self, Lang};
use crate::text::unbroken;

/// Words that belong to no one screen: the app's name, back, loading, dismiss.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AppTexts {
    /// The app's name.
    pub app_name: String,
    /// Back to the previous screen.
    pub back: String,
    /// While the app reads its files at start.
    pub loading: String,
    /// Dismisses a message.
    pub dismiss: String,
    /// The statistics screen, and the button that opens it.
    pub statistics: String,
    /// The puzzles screen, and the button that opens it.
    pub puzzles: String,
    /// The practice screen, and the button that opens it.
    pub practice: String,
    /// When the statistics file does not read (with the reason after it).
    pub stats_unreadable: String,
    /// Shares a game as text.
    pub share: String,
    /// Opens a game someone shared as text (the screen's title, and a button).
    pub import_game: String,
    /// The same as a button's words: in both languages the Chinese over the English on two
    /// lines ("导入棋谱\nImport a game"), which a narrow button keeps, never breaking inside
    /// the English ([`DisplayLanguage::button`]).
    pub import_button: String,
    /// How to import a shared game.
    pub import_hint: String,
    /// Opens the pasted game.
    pub open_game: String,
    /// Puts the clipboard's text into the import field (Android; iOS shows the system's
    /// paste button, which reads the clipboard without asking).
    pub paste: String,
}

/// The words that belong to no one screen.
pub fn app_texts(lang: DisplayLanguage) -> AppTexts {
    AppTexts {
        app_name: lang.say(Label::AppName),
        back: lang.say(Label::Back),
        loading: lang.say(Label::Loading),
        dismiss: lang.say(Label::Dismiss),
        statistics: lang.say(Label::Statistics),
        puzzles: lang.say(Label::Puzzles),
        practice: lang.say(Label::Practice),
        stats_unreadable: lang.sentence(|l| Label::StatsUnreadable.text(l).to_string()),
        share: lang.say(Label::Share),
        import_game: lang.say(Label::ImportGame),
        import_button: lang.button(Label::ImportGame),
        import_hint: lang.sentence(|l| Label::ImportHint.text(l).to_string()),
        open_game: lang.say(Label::OpenGame),
        paste: lang.say(Label::Paste),
    }
}

/// A picture of a game's board (a thumbnail, a miniature): pieces, no marks, no names.
pub fn board_picture(pos: &Position, lang: DisplayLanguage) -> BoardView {
    BoardView::new(
        pos,
        &BoardMarks::default(),
        BoardStyle {
            perspective: None,
            purpose: BoardPurpose::Picture,
            show_legal: false,
            labels: PointLabels::Off,
            language: lang,
        },
    )
}

/// A small picture of a position given as position text (a puzzle's, an exercise's), for a
/// list row: no names, no marks, turned as the puzzle board is (the side to move at the
/// bottom). Built by the shell for the rows on screen only, so that a list of hundreds of
/// rows carries one short text per row, not a board.
pub fn thumbnail_board(game: GameId, text: &str) -> Result<BoardView, PositionError> {
    let pos = Position::from_text(game, text)?;
    Ok(BoardView::new(
        &pos,
        &BoardMarks::default(),
        BoardStyle {
            perspective: Some(pos.side_to_move()),
            purpose: BoardPurpose::Picture,
            show_legal: false,
            labels: PointLabels::Off,
            language: DisplayLanguage::En,
        },
    ))
}

/// One game of the home screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameCard {
    /// Which game.
    pub game: GameId,
    /// The game's stable id (`jinmen`), for the shells' test tags and list ids.
    pub id: String,
    /// The Chinese name (always shown: it is the game's name).
    pub name_zh: String,
    /// The English name (always shown).
    pub name_en: String,
    /// The English short name (`Zhong Kui`), for a phone's game tile, where the whole
    /// [`GameCard::name_en`] would be cut.
    pub short_name_en: String,
    /// The tagline in the display language.
    pub tagline: String,
    /// The start position.
    pub miniature: BoardView,
    /// The button that opens the new-game form.
    pub new_game: String,
    /// The button that opens the rules.
    pub rules: String,
    /// The button that opens the game's lessons.
    pub learn: String,
    /// "Lessons: 2 of 6 done", once a lesson of the game is done (none before, or while the
    /// progress is read).
    pub lessons_done: Option<String>,
    /// Whether its "new game" is home's one primary action: with no game to continue, the
    /// card of the game played last (its game is over: play it again), else the first card's;
    /// with a game to continue, none (continue is).
    pub prominent: bool,
}

/// A saved game (or the autosave) as a row shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SaveRow {
    /// The save's id.
    pub id: String,
    /// Which game; none for a file that does not load.
    pub game: Option<GameId>,
    /// The game's short name, or "This save cannot be read".
    pub title: String,
    /// Mode · moves · state · date, or for a file that does not load one sentence for the
    /// player (no id, no parser text: those are [`SaveRow::details`]).
    pub detail: String,
    /// A damaged file's technical details (its id and why it does not load, in the core's
    /// English), shown only when asked for; empty for a good save.
    pub details: String,
    /// The board as saved; none for a damaged file.
    pub thumbnail: Option<BoardView>,
    /// Whether the file does not load.
    pub damaged: bool,
    /// Resume (a good save of a game still going, or any good save: it can be looked at).
    pub resume: ActionView,
    /// Review (a good save with at least one ply).
    pub review: ActionView,
    /// Delete (any save).
    pub delete: ActionView,
    /// The question before deleting it.
    pub delete_question: String,
    /// The answer that confirms deleting it.
    pub delete_confirm: String,
    /// The answer that keeps it.
    pub delete_cancel: String,
}

/// The home screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct HomeView {
    /// The app's name.
    pub title: String,
    /// The line under it.
    pub subtitle: String,
    /// The four games.
    pub cards: Vec<GameCard>,
    /// The heading of the game in progress.
    pub continue_title: String,
    /// The autosaved game in progress, if any (a finished one is not offered).
    pub continue_game: Option<SaveRow>,
    /// The button to the saved games.
    pub saved_games: String,
    /// The button to the settings.
    pub settings: String,
}

fn mode_words(setup: &Setup, lang: Lang) -> String {
    match setup.mode {
        Mode::VsComputer { level, .. } => {
            let sep = if lang == Lang::En { " " } else { "" };
            let (open, close) = match lang {
                Lang::En => ("(", ")"),
                Lang::Zh => ("（", "）"),
            };
            format!(
                "{}{sep}{open}{}{close}",
                Label::VsComputer.text(lang),
                level_name(level, lang)
            )
        }
        Mode::PassAndPlay => Label::PassAndPlay.text(lang).to_string(),
    }
}

/// A saved game's one-line description: `Vs computer (Easy) · 12 moves · in progress ·
/// 2026-12-01 21:05`.
pub fn save_detail(s: &SaveSummary, lang: DisplayLanguage, utc_offset_minutes: i32) -> String {
    save_detail_at(s, lang, utc_offset_minutes, None)
}

/// [`save_detail`] with the date said relative to `now_ms` (wall-clock ms since the Unix
/// epoch) when it is known: `Vs computer (Easy) · 12 moves · in progress · today 21:05`,
/// `… · 3 days ago` ([`relative_date_text`], in each language shown, each on its own line).
pub fn save_detail_at(
    s: &SaveSummary,
    lang: DisplayLanguage,
    utc_offset_minutes: i32,
    now_ms: Option<u64>,
) -> String {
    // Chinese words kept whole (after their script is chosen: the joiners would hide a
    // phrase from the Traditional table), and an English phrase's words together: a narrow
    // row breaks between the phrases, never inside a word ("今 / 天") or a phrase ("in /
    // progress"); a dot stays at the end of its line, never starts one. A level in brackets
    // may start a line ("Vs computer / (Medium)"): the phrase with it is too long for a
    // phone's narrow row, where it had been broken inside a word ("(Mediu / m)").
    const DOT: &str = "\u{a0}· ";
    let whole = |l: Lang, phrase: String| {
        unbroken(&lang.render(l, phrase))
            .replace(' ', "\u{a0}")
            .replace("\u{a0}(", " (")
    };
    let words = |l: Lang| {
        [
            mode_words(&s.setup, l),
            catalogue::move_count(s.ply_count, l),
            match s.status {
                GameStatus::Ongoing => Label::InProgress.text(l).to_string(),
                GameStatus::Ended(_) => Label::Finished.text(l).to_string(),
            },
        ]
        .map(|phrase| whole(l, phrase))
        .join(DOT)
    };
    let date = |l: Lang| match (s.saved_at_ms, now_ms) {
        (Some(ms), Some(now)) => Some(whole(l, relative_date_text(ms, now, utc_offset_minutes, l))),
        _ => None,
    };
    let mut detail = lang
        .langs()
        .iter()
        .map(|&l| match date(l) {
            Some(date) => format!("{}{DOT}{date}", words(l)),
            None => words(l),
        })
        .collect::<Vec<_>>()
        // each language on its own line: the two never run together in one paragraph
        .join("\n");
    if let (Some(ms), None) = (s.saved_at_ms, now_ms) {
        // The date once, after the words of every language shown.
        detail = format!(
            "{detail}{DOT}{}",
            unbroken(&date_time_text(ms, utc_offset_minutes))
        );
    }
    detail
}

/// A row of the saved games (or the home screen's "continue").
pub fn save_row(entry: &SaveEntry, lang: DisplayLanguage, utc_offset_minutes: i32) -> SaveRow {
    save_row_at(entry, lang, utc_offset_minutes, None)
}

/// [`save_row`] with its date relative to `now_ms` when it is known ([`save_detail_at`]).
pub fn save_row_at(
    entry: &SaveEntry,
    lang: DisplayLanguage,
    utc_offset_minutes: i32,
    now_ms: Option<u64>,
) -> SaveRow {
    let action = |label: Label, enabled: bool| ActionView {
        label: lang.say(label),
        enabled,
    };
    match entry {
        SaveEntry::Good(s) => SaveRow {
            delete_question: lang.say(Label::DeleteQuestion),
            delete_confirm: lang.say(Label::Delete),
            delete_cancel: lang.say(Label::Cancel),
            id: s.id.clone(),
            game: Some(s.game),
            title: lang.label(|l| rules_text::short_game_name(s.game, l).to_string()),
            detail: save_detail_at(s, lang, utc_offset_minutes, now_ms),
            details: String::new(),
            thumbnail: Some(board_picture(&s.position, lang)),
            damaged: false,
            resume: action(Label::Resume, true),
            review: action(Label::Review, s.ply_count > 0),
            delete: action(Label::Delete, true),
        },
        SaveEntry::Damaged { id, reason } => SaveRow {
            delete_question: lang.say(Label::DeleteQuestion),
            delete_confirm: lang.say(Label::Delete),
            delete_cancel: lang.say(Label::Cancel),
            id: id.clone(),
            game: None,
            // Sentences a player reads; the id and the reason (the file's problem, in
            // English) are the details shown on demand.
            title: lang.say(Label::SaveUnreadable),
            detail: lang.sentence(|l| Label::FileDamaged.text(l).to_string()),
            details: format!("{id}: {reason}"),
            thumbnail: None,
            damaged: true,
            resume: action(Label::Resume, false),
            review: action(Label::Review, false),
            delete: action(Label::Delete, true),
        },
    }
}

/// The home screen; `autosave` is the store's autosave summary, if any.
pub fn home_view(
    autosave: Option<&SaveSummary>,
    lang: DisplayLanguage,
    utc_offset_minutes: i32,
) -> HomeView {
    home_view_at(autosave, lang, utc_offset_minutes, None, None)
}

/// "Lessons: 2 of 6 done" / "课程：已完成 2/6", once a lesson of `game` is done.
fn lessons_done_text(
    game: GameId,
    progress: &LessonProgress,
    lang: DisplayLanguage,
) -> Option<String> {
    let all = crate::training::lessons::lessons(game);
    let done = all
        .iter()
        .filter(|l| progress.stars(l.id).is_some())
        .count();
    (done > 0).then(|| {
        let total = all.len();
        lang.label(|l| match l {
            Lang::En => format!("Lessons: {done} of {total} done"),
            Lang::Zh => format!("课程：已完成 {done}/{total}"),
        })
    })
}

/// [`home_view`] with the dates relative to `now_ms` when it is known ([`save_detail_at`]).
pub fn home_view_at(
    autosave: Option<&SaveSummary>,
    lang: DisplayLanguage,
    utc_offset_minutes: i32,
    now_ms: Option<u64>,
    lessons: Option<&LessonProgress>,
) -> HomeView {
    let continue_game = autosave.filter(|s| s.status == GameStatus::Ongoing);
    // With nothing to continue, the primary action plays again the game played last.
    let play_next = autosave.map_or(GameId::ALL[0], |s| s.game);
    HomeView {
        title: lang.say(Label::AppName),
        subtitle: lang.say(Label::AppSubtitle),
        cards: GameId::ALL
            .iter()
            .map(|&g| GameCard {
                game: g,
                id: g.id().to_string(),
                name_zh: lang.render(Lang::Zh, rules_text::game_name(g, Lang::Zh).to_string()),
                name_en: rules_text::game_name(g, Lang::En).to_string(),
                short_name_en: rules_text::short_game_name(g, Lang::En).to_string(),
                tagline: lang.sentence(|l| rules_text::game_rules(g, l).tagline),
                miniature: board_picture(&Position::start(g), lang),
                new_game: lang.say(Label::NewGame),
                rules: lang.say(Label::Rules),
                learn: lang.say(Label::Learn),
                lessons_done: lessons.and_then(|p| lessons_done_text(g, p, lang)),
                prominent: continue_game.is_none() && g == play_next,
            })
            .collect(),
        continue_title: lang.say(Label::ContinueGame),
        continue_game: continue_game.map(|s| {
            save_row_at(
                &SaveEntry::Good(s.clone()),
                lang,
                utc_offset_minutes,
                now_ms,
            )
        }),
        saved_games: lang.say(Label::SavedGames),
        settings: lang.say(Label::Settings),
    }
}

/// The saved games screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SavedGamesView {
    /// "Saved games".
    pub title: String,
    /// Shown when there is none.
    pub empty_text: String,
    /// Good saves newest first, then damaged ones (the store's order).
    pub rows: Vec<SaveRow>,
    /// The words for a row's menu of actions ("More actions"), read by screen readers.
    pub more: String,
}

/// The saved games screen of the store's list.
pub fn saved_games_view(
    entries: &[SaveEntry],
    lang: DisplayLanguage,
    utc_offset_minutes: i32,
) -> SavedGamesView {
    saved_games_view_at(entries, lang, utc_offset_minutes, None)
}

/// [`saved_games_view`] with the dates relative to `now_ms` when it is known
/// ([`save_detail_at`]).
pub fn saved_games_view_at(
    entries: &[SaveEntry],
    lang: DisplayLanguage,
    utc_offset_minutes: i32,
    now_ms: Option<u64>,
) -> SavedGamesView {
    SavedGamesView {
        title: lang.say(Label::SavedGames),
        empty_text: lang.say(Label::NoSavedGames),
        more: lang.say(Label::MoreActions),
        rows: entries
            .iter()
            .map(|e| save_row_at(e, lang, utc_offset_minutes, now_ms))
            .collect(),
    }
}

/// What a choice row chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ChoiceKey {
    /// The display language (settings).
    Language,
    /// Light or dark (settings).
    Theme,
    /// The computer's level (settings: of new games; the new-game form).
    Level,
    /// The player's side against the computer (settings, the new-game form).
    Side,
    /// Seconds per turn (settings, the new-game form).
    TurnTime,
    /// Against the computer or pass-and-play (the new-game form).
    Opponent,
    /// How the board labels its points (settings).
    PointLabels,
}

/// A row that chooses one of several options.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ChoiceRow {
    /// What it chooses.
    pub key: ChoiceKey,
    /// Its label.
    pub label: String,
    /// The options' names, in order.
    pub options: Vec<String>,
    /// The index of the chosen one.
    pub selected: u32,
}

/// What a switch row turns on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ToggleKey {
    /// Sound effects.
    Sound,
    /// Vibration.
    Haptics,
    /// Light up legal targets.
    ShowLegalMoves,
    /// Mark the last move.
    ShowLastMove,
    /// Verdicts with hints in the small games.
    ShowVerdicts,
    /// Turn the banner for the far player in pass-and-play.
    RotateForOpponent,
    /// The computer resigns a lost game.
    ComputerResigns,
    /// Verdicts with hints also between two players.
    VerdictsInPassAndPlay,
    /// Hints between two players on one phone.
    HintsInPassAndPlay,
}

/// A switch.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ToggleRow {
    /// What it turns on or off.
    pub key: ToggleKey,
    /// Its label.
    pub label: String,
    /// Whether it is on.
    pub on: bool,
}

/// A group of rows under a heading.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SettingsSection {
    /// The heading.
    pub title: String,
    /// Choices first.
    pub choices: Vec<ChoiceRow>,
    /// Then switches.
    pub toggles: Vec<ToggleRow>,
}

/// The settings screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SettingsView {
    /// "Settings".
    pub title: String,
    /// Why the settings file could not be read or written, worded for the player.
    pub problem: Option<String>,
    /// The sections.
    pub sections: Vec<SettingsSection>,
    /// The about line: "Folk Chess · Four Chinese folk board games" (no version).
    pub about: String,
}

const LANGUAGE_CHOICES: [LanguagePref; 6] = [
    LanguagePref::System,
    LanguagePref::Zh,
    LanguagePref::ZhHant,
    LanguagePref::En,
    LanguagePref::Both,
    LanguagePref::BothHant,
];

const THEME_CHOICES: [ThemePref; 3] = [ThemePref::System, ThemePref::Light, ThemePref::Dark];

const POINT_LABEL_CHOICES: [PointLabels; 3] =
    [PointLabels::Edge, PointLabels::Every, PointLabels::Off];

fn point_labels_row(labels: PointLabels, lang: DisplayLanguage) -> ChoiceRow {
    ChoiceRow {
        key: ChoiceKey::PointLabels,
        label: lang.say(Label::PointLabelsSetting),
        options: POINT_LABEL_CHOICES
            .iter()
            .map(|l| {
                lang.say(match l {
                    PointLabels::Off => Label::PointLabelsOff,
                    PointLabels::Edge => Label::PointLabelsEdge,
                    PointLabels::Every => Label::PointLabelsEvery,
                })
            })
            .collect(),
        selected: index_of(&POINT_LABEL_CHOICES, &labels),
    }
}

/// The index of `value` in `items` (0 when absent), as views carry it.
fn index_of<T: PartialEq>(items: &[T], value: &T) -> u32 {
    let i = items.iter().position(|v| v == value).unwrap_or(0);
    u32::try_from(i).unwrap_or(0)
}

fn turn_time_name(t: Option<u32>, lang: DisplayLanguage) -> String {
    match t {
        None => lang.say(Label::TimerOff),
        Some(s) => lang.label(|l| catalogue::seconds(u64::from(s), l)),
    }
}

fn level_row(level: Level, label: Label, lang: DisplayLanguage) -> ChoiceRow {
    ChoiceRow {
        key: ChoiceKey::Level,
        label: lang.say(label),
        options: Level::ALL
            .iter()
            .map(|&l| lang.label(|t| level_name(l, t).to_string()))
            .collect(),
        selected: index_of(&Level::ALL, &level),
    }
}

fn side_row(side: Side, label: Label, lang: DisplayLanguage) -> ChoiceRow {
    ChoiceRow {
        key: ChoiceKey::Side,
        label: lang.say(label),
        options: Side::BOTH
            .iter()
            .map(|&s| lang.label(|l| messages::side_name(s, l).to_string()))
            .collect(),
        selected: index_of(&Side::BOTH, &side),
    }
}

fn turn_time_row(t: Option<u32>, lang: DisplayLanguage) -> ChoiceRow {
    ChoiceRow {
        key: ChoiceKey::TurnTime,
        label: lang.say(Label::TurnTimer),
        options: TURN_TIME_CHOICES
            .iter()
            .map(|&t| turn_time_name(t, lang))
            .collect(),
        // A time the choices lack (an old settings file, the CLI's) shows as the nearest
        // longer choice would; choosing writes a listed one.
        selected: TURN_TIME_CHOICES
            .iter()
            .position(|&c| c == t)
            .map_or(TURN_TIME_CHOICES.len() as u32 - 1, |i| i as u32),
    }
}

/// The settings screen; `problem` is the settings file's error, if reading or writing it
/// failed (the core's sentence).
pub fn settings_view(
    settings: &Settings,
    problem: Option<&str>,
    lang: DisplayLanguage,
) -> SettingsView {
    let toggle = |key: ToggleKey, label: Label, on: bool| ToggleRow {
        key,
        label: lang.say(label),
        on,
    };
    SettingsView {
        title: lang.say(Label::Settings),
        // One sentence: the file's problem is no player's reading.
        problem: problem.map(|_| lang.sentence(|l| Label::SettingsDamaged.text(l).to_string())),
        sections: vec![
            SettingsSection {
                title: lang.say(Label::LanguageAndLook),
                choices: vec![
                    ChoiceRow {
                        key: ChoiceKey::Language,
                        label: lang.say(Label::LanguageSetting),
                        options: LANGUAGE_CHOICES
                            .iter()
                            .map(|l| match l {
                                LanguagePref::System => lang.say(Label::FollowSystem),
                                // Each language named in itself, as pickers do.
                                LanguagePref::Zh => "简体中文".to_string(),
                                LanguagePref::ZhHant => "繁體中文".to_string(),
                                LanguagePref::En => "English".to_string(),
                                LanguagePref::Both => "简体中文 + English".to_string(),
                                LanguagePref::BothHant => "繁體中文 + English".to_string(),
                            })
                            .collect(),
                        selected: index_of(&LANGUAGE_CHOICES, &settings.language),
                    },
                    ChoiceRow {
                        key: ChoiceKey::Theme,
                        label: lang.say(Label::Theme),
                        options: THEME_CHOICES
                            .iter()
                            .map(|t| match t {
                                ThemePref::System => lang.say(Label::FollowSystem),
                                ThemePref::Light => lang.say(Label::ThemeLight),
                                ThemePref::Dark => lang.say(Label::ThemeDark),
                            })
                            .collect(),
                        selected: index_of(&THEME_CHOICES, &settings.theme),
                    },
                ],
                toggles: Vec::new(),
            },
            SettingsSection {
                title: lang.say(Label::NewGameDefaults),
                choices: vec![
                    level_row(settings.default_level, Label::DefaultLevel, lang),
                    side_row(settings.default_human_side, Label::DefaultSide, lang),
                    turn_time_row(settings.turn_seconds, lang),
                ],
                toggles: Vec::new(),
            },
            SettingsSection {
                title: lang.say(Label::BoardOptions),
                choices: vec![point_labels_row(settings.point_labels, lang)],
                toggles: vec![
                    toggle(
                        ToggleKey::ShowLegalMoves,
                        Label::ShowLegalMoves,
                        settings.show_legal_moves,
                    ),
                    toggle(
                        ToggleKey::ShowLastMove,
                        Label::ShowLastMove,
                        settings.show_last_move,
                    ),
                    toggle(
                        ToggleKey::ShowVerdicts,
                        Label::ShowVerdicts,
                        settings.show_verdicts,
                    ),
                    toggle(
                        ToggleKey::VerdictsInPassAndPlay,
                        Label::VerdictsInPassAndPlay,
                        settings.verdicts_in_pass_and_play,
                    ),
                    toggle(
                        ToggleKey::HintsInPassAndPlay,
                        Label::HintsInPassAndPlay,
                        settings.hints_in_pass_and_play,
                    ),
                    toggle(
                        ToggleKey::RotateForOpponent,
                        Label::RotateForOpponent,
                        settings.rotate_for_opponent,
                    ),
                    toggle(
                        ToggleKey::ComputerResigns,
                        Label::ComputerResignsSetting,
                        settings.computer_resigns,
                    ),
                    toggle(ToggleKey::Sound, Label::Sound, settings.sound),
                    toggle(ToggleKey::Haptics, Label::Haptics, settings.haptics),
                ],
            },
        ],
        about: lang.sentence(catalogue::about_text),
    }
}

impl Settings {
    /// The settings with option `index` of the row `key` chosen (an index past the
    /// options, or a key the settings do not have, changes nothing).
    pub fn with_choice(mut self, key: ChoiceKey, index: usize) -> Settings {
        match key {
            ChoiceKey::Language => {
                if let Some(&l) = LANGUAGE_CHOICES.get(index) {
                    self.language = l;
                }
            }
            ChoiceKey::Theme => {
                if let Some(&t) = THEME_CHOICES.get(index) {
                    self.theme = t;
                }
            }
            ChoiceKey::Level => {
                if let Some(&l) = Level::ALL.get(index) {
                    self.default_level = l;
                }
            }
            ChoiceKey::Side => {
                if let Some(&s) = Side::BOTH.get(index) {
                    self.default_human_side = s;
                }
            }
            ChoiceKey::TurnTime => {
                if let Some(&t) = TURN_TIME_CHOICES.get(index) {
                    self.turn_seconds = t;
                    self.turn_time_chosen = true;
                }
            }
            ChoiceKey::PointLabels => {
                if let Some(&l) = POINT_LABEL_CHOICES.get(index) {
                    self.point_labels = l;
                }
            }
            ChoiceKey::Opponent => {}
        }
        self
    }

    /// The settings with the switch `key` set.
    pub fn with_toggle(mut self, key: ToggleKey, on: bool) -> Settings {
        match key {
            ToggleKey::Sound => self.sound = on,
            ToggleKey::Haptics => self.haptics = on,
            ToggleKey::ShowLegalMoves => self.show_legal_moves = on,
            ToggleKey::ShowLastMove => self.show_last_move = on,
            ToggleKey::ShowVerdicts => self.show_verdicts = on,
            ToggleKey::RotateForOpponent => self.rotate_for_opponent = on,
            ToggleKey::ComputerResigns => self.computer_resigns = on,
            ToggleKey::VerdictsInPassAndPlay => self.verdicts_in_pass_and_play = on,
            ToggleKey::HintsInPassAndPlay => self.hints_in_pass_and_play = on,
        }
        self
    }
}

/// The new-game form's choices so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NewGameForm {
    /// Which game.
    pub game: GameId,
    /// Against the computer (else pass-and-play).
    pub vs_computer: bool,
    /// The computer's level.
    pub level: Level,
    /// The player's side against the computer.
    pub human: Side,
    /// Seconds per turn, none for no timer.
    pub turn_seconds: Option<u32>,
}

impl NewGameForm {
    /// The form of a new game of `game` with the settings' defaults (against the computer).
    pub fn new(game: GameId, settings: &Settings) -> NewGameForm {
        NewGameForm {
            game,
            vs_computer: true,
            level: settings.default_level,
            human: settings.default_human_side,
            turn_seconds: settings.turn_seconds,
        }
    }

    /// The setup the form describes.
    pub fn setup(&self) -> Setup {
        Setup {
            mode: if self.vs_computer {
                Mode::VsComputer {
                    level: self.level,
                    human: self.human,
                }
            } else {
                Mode::PassAndPlay
            },
            turn_seconds: self.turn_seconds,
        }
    }

    /// The form with option `index` of the row `key` chosen (out of range: unchanged).
    pub fn with_choice(mut self, key: ChoiceKey, index: usize) -> NewGameForm {
        match key {
            ChoiceKey::Opponent if index < 2 => self.vs_computer = index == 0,
            ChoiceKey::Level => {
                if let Some(&l) = Level::ALL.get(index) {
                    self.level = l;
                }
            }
            ChoiceKey::Side => {
                if let Some(&s) = Side::BOTH.get(index) {
                    self.human = s;
                }
            }
            ChoiceKey::TurnTime => {
                if let Some(&t) = TURN_TIME_CHOICES.get(index) {
                    self.turn_seconds = t;
                }
            }
            _ => {}
        }
        self
    }
}

/// The new-game screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct NewGameView {
    /// The game's name.
    pub title: String,
    /// The rows: opponent, then (against the computer) level and side, then the timer.
    pub choices: Vec<ChoiceRow>,
    /// The button that starts the game.
    pub start: String,
    /// The start position.
    pub miniature: BoardView,
}

/// The new-game screen of `form`.
pub fn new_game_view(form: &NewGameForm, lang: DisplayLanguage) -> NewGameView {
    let mut choices = vec![ChoiceRow {
        key: ChoiceKey::Opponent,
        label: lang.say(Label::Opponent),
        options: vec![lang.say(Label::VsComputer), lang.say(Label::PassAndPlay)],
        selected: u32::from(!form.vs_computer),
    }];
    if form.vs_computer {
        choices.push(level_row(form.level, Label::Level, lang));
        choices.push(side_row(form.human, Label::YourSide, lang));
    }
    choices.push(turn_time_row(form.turn_seconds, lang));
    NewGameView {
        title: lang.label(|l| rules_text::short_game_name(form.game, l).to_string()),
        choices,
        start: lang.say(Label::StartGame),
        miniature: board_picture(&Position::start(form.game), lang),
    }
}

/// The frame of the rules screen (the texts themselves are [`rules_text::game_rules`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RulesScreenView {
    /// "Rules · Rendezvous Chess", in the language the rules are read in.
    pub title: String,
    /// The back button, in the language the rules are read in (nothing of another language
    /// on a page read in one).
    pub back: String,
    /// The languages the rules can be read in (Chinese in the app's script, English, both),
    /// by name.
    pub languages: Vec<String>,
    /// The display language of each of them (what to pass for the rules' language).
    pub language_values: Vec<DisplayLanguage>,
    /// Which of them is shown.
    pub selected_language: u32,
    /// The diagram's heading.
    pub diagram_title: String,
    /// How to mark a point from the text.
    pub tap_hint: String,
    /// The board diagram, with the point named in the text highlighted.
    pub diagram: BoardView,
    /// The button that opens the game's lessons.
    pub learn: String,
}

/// The languages the rules screen offers, in its order.
pub const RULES_LANGUAGES: [DisplayLanguage; 3] = [
    DisplayLanguage::Zh,
    DisplayLanguage::En,
    DisplayLanguage::Both,
];

/// The rules screen's frame for `game`, read in `rules_language`, with the point
/// `highlighted` marked on the diagram; worded in the app's `lang`.
pub fn rules_screen_view(
    game: GameId,
    rules_language: DisplayLanguage,
    highlighted: Option<crate::rules::board::Point>,
    lang: DisplayLanguage,
) -> RulesScreenView {
    let marks = BoardMarks {
        highlighted,
        ..BoardMarks::default()
    };
    let rules_language = rules_language.with_script_of(lang);
    let values: Vec<DisplayLanguage> = RULES_LANGUAGES
        .iter()
        .map(|l| l.with_script_of(lang))
        .collect();
    RulesScreenView {
        title: rules_language.label(|l| {
            format!(
                "{} · {}",
                Label::Rules.text(l),
                rules_text::short_game_name(game, l)
            )
        }),
        back: rules_language.say(Label::Back),
        languages: vec!["中文".into(), "English".into(), lang.say(Label::RulesBoth)],
        selected_language: index_of(&values, &rules_language),
        language_values: values,
        diagram_title: rules_language.say(Label::BoardDiagram),
        tap_hint: rules_language.sentence(|l| Label::TapPointHint.text(l).to_string()),
        learn: rules_language.say(Label::Learn),
        diagram: BoardView::new(
            &Position::start(game),
            &marks,
            BoardStyle {
                perspective: None,
                purpose: BoardPurpose::Picture,
                show_legal: false,
                labels: PointLabels::Every,
                language: rules_language,
            },
        ),
    }
}

#[cfg(test)]
mod tests {

    /// A puzzle's and an exercise's rows carry their position as text; its thumbnail is the
    /// position, turned for the side to move where puzzles are; bad text is a typed error.
    #[test]
    fn a_rows_thumbnail_is_its_position() {
        use crate::files::puzzle_progress::PuzzleProgress;
        use crate::training::puzzle::Difficulty;
        for game in GameId::ALL {
            let list = crate::screens::puzzles::lists::puzzle_list(
                &PuzzleProgress::default(),
                game,
                Difficulty::Medium,
                DisplayLanguage::En,
            );
            let row = list.rows.first().expect("a medium puzzle");
            let board = thumbnail_board(game, &row.position).unwrap();
            let pos = Position::from_text(game, &row.position).unwrap();
            let pieces = board.points.iter().filter(|p| p.piece.is_some()).count();
            assert_eq!(
                pieces,
                pos.board()
                    .all()
                    .filter(|&p| pos.piece_at(p).is_some())
                    .count()
            );
            assert_eq!(board.labels, PointLabels::Off);
            assert!(board.last_move.is_none() && board.hint.is_none());
        }
        assert!(thumbnail_board(GameId::Jinmen, "not a position").is_err());
    }

    use super::*;
    use crate::rules::record::GameRecord;

    #[test]
    fn every_game_card_and_rules_screen_offers_its_lessons() {
        let home = home_view(None, DisplayLanguage::Zh, 0);
        assert!(home.cards.iter().all(|c| c.learn == "学一学"));
        let rules = rules_screen_view(
            GameId::Jinmen,
            DisplayLanguage::En,
            None,
            DisplayLanguage::En,
        );
        assert_eq!(rules.learn, "Learn");
        // A lesson done shows on its game's card, and only there.
        assert!(home.cards.iter().all(|c| c.lessons_done.is_none()));
        let mut progress = LessonProgress::new();
        progress.record("jinmen-2", 2);
        let home = home_view_at(None, DisplayLanguage::En, 0, None, Some(&progress));
        let shown = home
            .cards
            .iter()
            .filter(|c| c.lessons_done.is_some())
            .count();
        assert_eq!(shown, 1);
        let jinmen = home
            .cards
            .iter()
            .find(|c| c.game == GameId::Jinmen)
            .unwrap();
        let total = crate::training::lessons::lessons(GameId::Jinmen).len();
        assert_eq!(
            jinmen.lessons_done.as_deref(),
            Some(format!("Lessons: 1 of {total} done").as_str())
        );
    }

    #[test]
    fn dates_are_civil_dates_at_the_offset() {
        assert_eq!(date_time_text(0, 0), "1970-01-01\u{a0}00:00");
        // 2026-12-01 21:05 UTC.
        assert_eq!(
            date_time_text(1_796_159_100_000, 0),
            "2026-12-01\u{a0}21:05"
        );
        assert_eq!(
            date_time_text(1_796_159_100_000, 8 * 60),
            "2026-12-02\u{a0}05:05"
        );
        assert_eq!(
            date_time_text(1_796_159_100_000, -22 * 60),
            "2026-11-30\u{a0}23:05"
        );
        // A leap day.
        assert_eq!(
            date_time_text(1_709_164_800_000, 0),
            "2024-02-29\u{a0}00:00"
        );
    }

    #[test]
    fn a_save_row_says_mode_moves_state_and_date() {
        let mut record = GameRecord::new_game(GameId::Jinmen);
        let m = record.current().board().parse_move("b2-b3").unwrap();
        record.play(crate::Ply::Move(m)).unwrap();
        let summary = SaveSummary {
            id: "jinmen-1".into(),
            game: GameId::Jinmen,
            saved_at_ms: Some(1_796_159_100_000),
            status: record.status(),
            ply_count: 1,
            position: *record.current(),
            setup: Setup {
                mode: Mode::VsComputer {
                    level: Level::Easy,
                    human: Side::First,
                },
                turn_seconds: None,
            },
        };
        // What a line shows (the joiners drawn as nothing, no-break spaces as spaces).
        let shown = |s: &str| -> String {
            s.chars()
                .filter(|&c| c != crate::text::WORD_JOINER)
                .map(|c| if c == '\u{a0}' { ' ' } else { c })
                .collect()
        };
        let row = save_row(&SaveEntry::Good(summary.clone()), DisplayLanguage::En, 0);
        assert_eq!(
            shown(&row.detail),
            "Vs computer (Easy) · 1 move · in progress · 2026-12-01 21:05"
        );
        assert_eq!(row.title, "Jinmen");
        assert!(row.review.enabled && !row.damaged);
        let zh = save_row(&SaveEntry::Good(summary.clone()), DisplayLanguage::Zh, 480);
        assert_eq!(
            shown(&zh.detail),
            "人机对战（简单） · 1步 · 进行中 · 2026-12-02 05:05"
        );
        let both = save_row(&SaveEntry::Good(summary.clone()), DisplayLanguage::Both, 0);
        assert_eq!(
            shown(&both.detail),
            "人机对战（简单） · 1步 · 进行中\nVs computer (Easy) · 1 move · in progress · 2026-12-01 21:05",
            "each language on its line, the date once"
        );
        // With the wall clock known the date is said relative to it, in each language.
        let now = Some(1_796_159_100_000 + 60_000);
        let today = save_row_at(
            &SaveEntry::Good(summary.clone()),
            DisplayLanguage::Both,
            0,
            now,
        );
        assert_eq!(
            shown(&today.detail),
            "人机对战（简单） · 1步 · 进行中 · 今天 21:05\nVs computer (Easy) · 1 move · in progress · today 21:05"
        );
        // A narrow row breaks at a space, never between two Chinese characters.
        assert!(today.detail.starts_with("人\u{2060}机\u{2060}对\u{2060}战"));
        assert!(today.detail.contains("今\u{2060}天\u{a0}21:05"));
        // …nor inside an English phrase ("in / progress").
        assert!(today
            .detail
            .contains("in\u{a0}progress\u{a0}· today\u{a0}21:05"));
        // A level in brackets may start a line: its phrase is longer than a phone's row.
        assert!(today
            .detail
            .contains("Vs\u{a0}computer (Easy)\u{a0}· 1\u{a0}move"));
        let hant = save_row_at(
            &SaveEntry::Good(summary.clone()),
            DisplayLanguage::ZhHant,
            0,
            now,
        );
        assert_eq!(
            shown(&hant.detail),
            "人機對戰（簡單） · 1步 · 進行中 · 今天 21:05"
        );
        let later = Some(1_796_159_100_000 + 3 * 86_400_000);
        let home = home_view_at(Some(&summary), DisplayLanguage::En, 0, later, None);
        assert!(shown(&home.continue_game.unwrap().detail).ends_with(" · 3 days ago"));
        let home = home_view(Some(&summary), DisplayLanguage::En, 0);
        assert_eq!(home.continue_game.unwrap().id, "jinmen-1");
        assert_eq!(home.cards.len(), 4);
        // One primary action on home: continue where there is a game to go on with (no card
        // is prominent), else the first game's "new game".
        assert!(home.cards.iter().all(|c| !c.prominent));
        let fresh = home_view(None, DisplayLanguage::En, 0);
        let prominent: Vec<GameId> = fresh
            .cards
            .iter()
            .filter(|c| c.prominent)
            .map(|c| c.game)
            .collect();
        assert_eq!(prominent, [GameId::Weiming]);
        // The game played last, over: its card's "new game" is the one to play again.
        let over = SaveSummary {
            status: GameStatus::Ended(crate::rules::outcome::Outcome::win(
                Side::First,
                crate::rules::outcome::EndReason::NoLegalMove,
            )),
            ..summary.clone()
        };
        let again = home_view(Some(&over), DisplayLanguage::En, 0);
        assert!(again.continue_game.is_none());
        let prominent: Vec<GameId> = again
            .cards
            .iter()
            .filter(|c| c.prominent)
            .map(|c| c.game)
            .collect();
        assert_eq!(prominent, [GameId::Jinmen]);
        let damaged = save_row(
            &SaveEntry::Damaged {
                id: "x".into(),
                reason: "not JSON".into(),
            },
            DisplayLanguage::Both,
            0,
        );
        assert_eq!(damaged.title, "无法读取这个存档 This save cannot be read");
        // One sentence for the player; the id and the parser's words only on demand.
        assert_eq!(
            damaged.detail,
            "这个文件已损坏，无法读取\nThis file is damaged and cannot be read"
        );
        assert_eq!(damaged.details, "x: not JSON");
        let list = saved_games_view(&[], DisplayLanguage::Zh, 0);
        assert_eq!(list.more, "更多操作");
        assert_eq!(
            saved_games_view(&[], DisplayLanguage::ZhHant, 0).more,
            "更多操作"
        );
        assert!(!damaged.resume.enabled && damaged.delete.enabled);
    }

    #[test]
    fn choices_are_applied_by_index() {
        let s = Settings::default();
        let v = settings_view(&s, None, DisplayLanguage::En);
        let language = &v.sections[0].choices[0];
        assert_eq!(
            language.options,
            [
                "System",
                "简体中文",
                "繁體中文",
                "English",
                "简体中文 + English",
                "繁體中文 + English"
            ]
        );
        assert_eq!(language.selected, 0);
        let s2 = s
            .with_choice(ChoiceKey::Language, 2)
            .with_toggle(ToggleKey::Sound, false);
        assert_eq!(s2.language, LanguagePref::ZhHant);
        assert!(!s2.sound);
        assert_eq!(s.with_choice(ChoiceKey::Theme, 99), s);
        let form = NewGameForm::new(GameId::Huishi, &s);
        let v = new_game_view(&form, DisplayLanguage::En);
        assert_eq!(v.choices.len(), 4);
        let pass = form.with_choice(ChoiceKey::Opponent, 1);
        assert_eq!(pass.setup().mode, Mode::PassAndPlay);
        assert_eq!(new_game_view(&pass, DisplayLanguage::En).choices.len(), 2);
        let timed = pass.with_choice(ChoiceKey::TurnTime, 2);
        assert_eq!(timed.turn_seconds, Some(30));
        // The settings screen's turn time marks the choice as the player's own.
        assert!(!s.turn_time_chosen);
        assert!(s.with_choice(ChoiceKey::TurnTime, 3).turn_time_chosen);
        assert!(!s.with_choice(ChoiceKey::TurnTime, 99).turn_time_chosen);
    }

    /// The import button's words in both languages keep the English whole on its own line;
    /// the screen's title stays on one.
    #[test]
    fn the_import_button_puts_its_chinese_above_its_english() {
        let both = app_texts(DisplayLanguage::Both);
        assert_eq!(both.import_button, "导入棋谱\nImport a game");
        assert!(!both.import_game.contains('\n'));
        assert_eq!(
            app_texts(DisplayLanguage::En).import_button,
            "Import a game"
        );
    }

    #[test]
    fn every_switch_of_the_settings_is_on_the_settings_screen() {
        // A new key must be added here (the match) and to the screen.
        let keys = |k: ToggleKey| match k {
            ToggleKey::Sound
            | ToggleKey::Haptics
            | ToggleKey::ShowLegalMoves
            | ToggleKey::ShowLastMove
            | ToggleKey::ShowVerdicts
            | ToggleKey::RotateForOpponent
            | ToggleKey::ComputerResigns
            | ToggleKey::VerdictsInPassAndPlay
            | ToggleKey::HintsInPassAndPlay => k,
        };
        let all = [
            ToggleKey::Sound,
            ToggleKey::Haptics,
            ToggleKey::ShowLegalMoves,
            ToggleKey::ShowLastMove,
            ToggleKey::ShowVerdicts,
            ToggleKey::RotateForOpponent,
            ToggleKey::ComputerResigns,
            ToggleKey::VerdictsInPassAndPlay,
            ToggleKey::HintsInPassAndPlay,
        ]
        .map(keys);
        let view = settings_view(&Settings::default(), None, DisplayLanguage::En);
        let shown: Vec<ToggleKey> = view
            .sections
            .iter()
            .flat_map(|s| s.toggles.iter().map(|t| t.key))
            .collect();
        for key in all {
            assert_eq!(shown.iter().filter(|&&k| k == key).count(), 1, "{key:?}");
        }
        // Each switch changes its own setting and nothing else.
        for key in all {
            let on = Settings::default().with_toggle(key, true);
            let off = Settings::default().with_toggle(key, false);
            assert_ne!(on, off, "{key:?}");
        }
    }
}
