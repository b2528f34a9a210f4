//! The rules layer: boards, points, positions, moves, notation, outcomes, game records, the
//! setup of a game and its turn clock — everything `RULES.md` fixes, and nothing else. It
//! depends on no other layer.

pub mod bits;
pub mod board;
pub mod clock;
pub mod game;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod point;
pub mod position;
pub mod record;
pub mod setup;
