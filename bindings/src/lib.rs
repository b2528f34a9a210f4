//! # folkchess-ffi
//!
//! The one API that the Android and iOS apps of Folk Chess 民间棋 call, exported with
//! [UniFFI](https://mozilla.github.io/uniffi-rs/) proc-macros. Kotlin (package
//! `app.folkchess.core`) and Swift (module `FolkChessCore`) are generated from the built
//! library by `scripts/gen-bindings`; the generated code is never edited by hand.
//!
//! - Static information: [`catalogue`], [`board_layout`], [`nearest_point`],
//!   [`rules_pages`], [`glossary`], [`levels`], [`side_name`].
//! - Settings: [`default_settings`], [`settings_from_json`], [`settings_to_json`].
//! - The whole app: [`AppCore`] (events → effects → the view of the screen on top).
//! - The single screens the tests drive: [`GameTable`], [`TrainerTable`], [`ReviewScreen`]
//!   (searches and reviews stopped with a [`CancelHandle`]).
//! - Saved games: [`SaveStore`].
//! - The board's colours: [`board_palette`], [`label_color`]; the app's around it: [`app_palette`].
//!
//! Every call that can fail returns [`FolkChessError`], whose text names the problem;
//! no panic crosses the boundary (each export runs under `catch_unwind`). The screens' views
//! are the core's own records (component `folkchess_core`: counts and indices `u32`); this
//! crate's own numbers are `i32` / `i64`; point indices are checked against the board. See
//! `docs/bindings.md`.

#![cfg_attr(not(test), warn(clippy::unwrap_used))]

uniffi::setup_scaffolding!();

mod app;
mod board;
mod error;
mod failure;
mod info;
mod palette;
mod puzzle_lists;
mod screens;
mod session;
mod settings;
mod stats;
mod store;
mod table;
mod trainer;
mod types;

pub use app::{
    AppCore, AppEffect, AppEvent, AppUpdate, AppView, DiskDone, DiskWork, LearnOffer, LessonAction,
    LessonButton, LessonRow, LessonState, LessonView, ReviewDone, ReviewWork, Route, ScreenView,
    SearchDone, SearchWork, ShareWhat,
};
pub use board::{
    board_arrow, board_last_move_mark, board_margin, board_max_stretch, board_name_placements,
    board_positions, board_refused_mark, column_list_min, display_language, fit_board,
    last_move_mark, point_at, Arrow, ArrowShape, BoardFit, BoardView, DisplayLanguage, FadingPiece,
    LastMoveMark, NamePlacement, PointCue, PointMark, PointView, RefusedMark, ScreenPoint,
};
pub use error::{FfiResult, FolkChessError};
pub use failure::{failure_text, FailureKind, FailureText};
pub use folkchess_core::MoveLabel;
pub use info::{
    board_layout, catalogue, core_version, game_from_id, game_info_of, glossary, levels,
    nearest_point, point_index, point_name, rules_pages, side_name, BoardLayout, GameInfo,
    GlossaryTerm, LayoutBounds, LayoutPoint, LevelInfo, RichText, RulesBlock, RulesPage,
    RulesSection, TextSpan,
};
pub use palette::{app_palette, board_palette, label_color, AppPalette, BoardPalette, Rgba};
pub use puzzle_lists::{
    DailyPuzzleView, ExerciseRow, PracticeGameRow, PracticeView, PuzzleAttempt, PuzzleDifficulty,
    PuzzleDifficultyRow, PuzzleGameRow, PuzzleListView, PuzzleRow, PuzzleStatus, PuzzlesView,
};
pub use screens::{
    app_texts, AppTexts, ChartPoint, ChoiceKey, ChoiceRow, GameCard, HomeView, NewGameView,
    ReviewEffect, ReviewEvent, ReviewRow, ReviewScreen, ReviewSideLine, ReviewUpdate, ReviewView,
    RowChange, RulesScreenView, SaveRow, SavedGamesView, SettingsSection, SettingsView, ToggleKey,
    ToggleRow,
};
pub use session::{CancelHandle, VerdictInfo, VerdictKind};
pub use settings::{
    default_settings, settings_from_json, settings_to_json, turn_time_choices, validate_settings,
    AppSettings, LanguageSetting, ThemeSetting,
};
pub use stats::{
    import_shared_game, share_text, GameStatsView, RatingPoint, ResultKind, StatsLineView,
    StatsView,
};
pub use store::{PointState, SaveListEntry, SaveStore, SaveSummary, StatsRecorded};
pub use table::{
    ActionPlace, ActionStyle, ActionView, Announcement, BannerView, FeedbackKind, GameTable,
    JudgedAnswer, LevelOption, LevelPicker, MessageKind, MoveListView, MoveRef, MoveRow, NoteKind,
    PlacedAction, PlayerBar, Politeness, QuestionView, ResultView, SearchAnswer, SearchKind,
    SpeechLanguage, SpokenMove, SpokenPiece, TableAction, TableEffect, TableEvent, TableNote,
    TableUpdate, TableView, TimerView,
};
pub use trainer::{
    TrainerAction, TrainerButton, TrainerEffect, TrainerEvent, TrainerKind, TrainerNote,
    TrainerNoteKind, TrainerState, TrainerTable, TrainerUpdate, TrainerView,
};
pub use types::{
    EndReason, GameKind, GameMode, GameSetup, GameStatus, Language, Level, Outcome, PieceInfo,
    PieceKind, PointRole, Side,
};
