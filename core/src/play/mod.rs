//! The play layer: one game in progress — [`session::Session`] owns undo and redo, the turn
//! clock, autosaves and the computer's seeds. Screens drive it; it depends on the rules, AI
//! and files layers.

pub mod session;
