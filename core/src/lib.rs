//! # folkchess-core
//!
//! The functional core of Folk Chess 民间棋: boards, rules, positions, notation,
//! game records and saves for four Chinese folk board games, as fixed by the
//! project's `RULES.md`.
//!
//! The apps (Android, iOS) and the CLI never re-implement a rule: they ask this
//! crate. See `docs/ARCHITECTURE.md` for where each rule lives.

pub mod game;
pub mod rules_text;

pub use game::{GameId, Level, Side};
