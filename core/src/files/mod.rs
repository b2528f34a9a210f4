//! The files layer: the formats a game, the settings and the data files are written in, and
//! writing them so that nothing is lost (atomic replacement under a lock, a damaged file moved
//! aside): saves and the save store, settings, statistics, puzzle progress, practice, and the
//! text a game is shared as. It depends on the rules, words, AI and training layers.

pub(crate) mod atomic_file;
pub mod data_file;
pub mod lesson_progress;
pub mod limits;
pub mod practice;
pub mod puzzle_progress;
pub mod save;
pub mod settings;
pub mod share;
pub mod stats;
pub mod store;
