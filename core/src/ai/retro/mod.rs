//! A generic retrograde solver for the games without captures (weiming, zhongkui, huishi).
//!
//! * [`Space`] numbers every position of a game densely (colex ranks of the piece kinds'
//!   point sets, the side to move, the shared-piece lock), and knows the board's left–right
//!   mirror where there is one.
//! * Unmoves (the positions one ply before a position) are generated from the geometry and
//!   checked forward against the rules engine.
//! * [`run_layer`] and friends run the retrograde pass over one byte per position, layer by
//!   layer in order of distance, resumable between layers; [`solve_in_memory`] runs it all
//!   for the small games. A test proves the tables equal the small games' own solver on
//!   every position.
//! * [`Book`] keeps the values of the positions near the start, cut from a full table, small
//!   enough to ship.
//!
//! The CLI's `folkchess solve huishi --full --out DIR` drives the same pass over the
//! 4.66 × 10⁹ positions of Rendezvous, saving the cells between layers.

mod book;
mod build;
mod space;
mod unmove;

pub use book::{Book, BookError};
pub use build::{
    checksum, decode, finish, init_cell, init_cells, layer_is_empty, run_layer, solve_in_memory,
    value, CellValue, Cells, Counts, RetroError, Solved, CHECKSUM_START, DECIDED, DRAW,
    MAX_COUNTER, MAX_DISTANCE, PROGRESS_EVERY,
};
pub use space::{Kind, Space, SpaceError};
