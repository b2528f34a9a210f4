//! # folkchess-core
//!
//! The functional core of Folk Chess 民间棋: boards, rules, positions, notation,
//! game records and saves for four Chinese folk board games, as fixed by the
//! project's `RULES.md`.
//!
//! The apps (Android, iOS) and the CLI never re-implement a rule: they ask this
//! crate. See `docs/ARCHITECTURE.md` for where each rule lives.
//!
//! ```
//! use folkchess_core::{GameId, GameRecord, Ply};
//! let mut game = GameRecord::new_game(GameId::Jinmen);
//! let m = game.current().board().parse_move("b2-b3").unwrap();
//! game.play(Ply::Move(m)).unwrap();
//! assert_eq!(game.current().to_text(), "xxxxx/xxx/...../.../.X.../.XX/XXXXX S h1");
//! ```

pub mod ai;
mod atomic_file;
pub mod bits;
pub mod board;
pub mod board_view;
pub mod catalogue;
pub mod clock;
pub mod data_file;
pub mod game;
pub mod hant;
pub mod limits;
pub mod messages;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod palette;
pub mod perft;
pub mod position;
pub mod practice;
pub mod puzzle;
pub mod record;
pub mod review;
pub mod review_screen;
pub mod rules_text;
pub mod save;
pub mod screens;
pub mod session;
pub mod settings;
pub mod setup;
pub mod share;
pub mod stats;
pub mod store;
pub mod table;
pub mod trainer;

pub use bits::Bits;
pub use board::{Board, Bounds, Jump, Point, PointInfo, PointRole};
pub use catalogue::{DisplayLanguage, Label};
pub use clock::TurnClock;
pub use data_file::DataFileError;
pub use game::{GameId, Level, Side, UnknownGame, UnknownLevel, UnknownSide};
pub use moves::{IllegalMove, Move, MoveEffects, MoveKind, MoveList};
pub use notation::{NotationError, Ply};
pub use outcome::{EndReason, GameStatus, Outcome};
pub use perft::perft;
pub use position::{Piece, Position, PositionError};
pub use record::{GameRecord, PlayError, PlyEntry, ReplayError};
pub use review::{review, MoveLabel, Review, ReviewError, ReviewMethod, ReviewValue};
pub use save::{load_from_json, save_to_json, SaveError, SaveFile, SavedGame};
pub use session::{ComputerRequest, HintRequest, Session, SessionError};
pub use settings::{LanguagePref, Settings, SettingsError, ThemePref};
pub use setup::{Mode, Setup, SetupError};
pub use stats::{FinishedGame, Opponent, Stats, StatsError, StatsFile};
pub use store::{SaveEntry, SaveStore, SaveSummary, SettingsFile, StoreError};
