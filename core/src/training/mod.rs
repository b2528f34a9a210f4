//! The training layer: what is practised, apart from any screen — the puzzle sets (proved
//! positions with one winning move) and practice exercises made from a review's mistakes,
//! with the judging of an answer. It depends on the rules and AI layers.

pub mod lessons;
pub mod practice;
pub mod puzzle;
