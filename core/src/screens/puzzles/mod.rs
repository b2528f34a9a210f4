//! The puzzles' screens: [`play`], the game table of a puzzle being solved, and [`lists`], the
//! puzzles screen and a game's list of one difficulty.

pub mod lists;
pub mod play;
