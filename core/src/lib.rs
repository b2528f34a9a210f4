//! # folkchess-core
//!
//! The functional core of Folk Chess 民间棋: boards, rules, positions, notation,
//! game records and saves for four Chinese folk board games, as fixed by the
//! project's `RULES.md`.
//!
//! The apps (Android, iOS) and the CLI never re-implement a rule: they ask this
//! crate. See `docs/ARCHITECTURE.md` for where each rule lives.
//!
//! The modules are layers, each using only those before it: [`rules`], [`text`], [`ai`],
//! [`training`], [`files`], [`play`], [`screens`] (`scripts/check-module-cycles` checks that
//! no module uses one that uses it back).
//!
//! ```
//! use folkchess_core::{GameId, GameRecord, Ply};
//! let mut game = GameRecord::new_game(GameId::Jinmen);
//! let m = game.current().board().parse_move("b2-b3").unwrap();
//! game.play(Ply::Move(m)).unwrap();
//! assert_eq!(game.current().to_text(), "xxxxx/xxx/...../.../.X.../.XX/XXXXX S h1");
//! ```

#[cfg(feature = "ffi")]
uniffi::setup_scaffolding!();

pub mod ai;
pub mod files;
pub mod play;
pub mod rules;
pub mod screens;
pub mod text;
pub mod training;

pub use ai::review::{review, MoveLabel, Review, ReviewError, ReviewMethod, ReviewValue};
pub use files::data_file::DataFileError;
pub use files::save::{load_from_json, save_to_json, SaveError, SaveFile, SavedGame};
pub use files::settings::{LanguagePref, Settings, SettingsError, ThemePref};
pub use files::stats::{FinishedGame, Opponent, Stats, StatsError, StatsFile};
pub use files::store::{SaveEntry, SaveStore, SaveSummary, SettingsFile, StoreError};
pub use play::session::{ComputerRequest, HintRequest, Session, SessionError};
pub use rules::bits::Bits;
pub use rules::board::{Board, Bounds, Jump, PointInfo, PointRole};
pub use rules::clock::TurnClock;
pub use rules::game::{GameId, Level, Side, UnknownGame, UnknownLevel, UnknownSide};
pub use rules::moves::{IllegalMove, Move, MoveEffects, MoveKind, MoveList};
pub use rules::notation::{NotationError, Ply};
pub use rules::outcome::{EndReason, GameStatus, Outcome};
pub use rules::perft::perft;
pub use rules::point::Point;
pub use rules::position::{Piece, Position, PositionError};
pub use rules::record::{GameRecord, PlayError, PlyEntry, ReplayError};
pub use rules::setup::{Mode, Setup, SetupError};
pub use text::catalogue::{DisplayLanguage, Label};
