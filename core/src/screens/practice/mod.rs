//! Practice's screens: [`play`], the game table of an exercise being answered, and [`lists`],
//! the practice screen.

pub mod lists;
pub mod play;
