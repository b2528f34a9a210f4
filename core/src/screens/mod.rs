//! The screens layer: what each screen shows and how it reacts, as events → effects → view —
//! the app itself (the screen stack, back, lists, disk jobs: [`app`]), the game table, the trainer (puzzles and practice), the review, the lists (home, saved
//! games, settings, new game, rules, puzzles, practice, statistics), the board's drawing and
//! its colours. The shells draw these views and carry out their effects. It is the top layer.

pub mod app;
pub mod board_view;
pub mod lessons;
pub mod lists;
pub mod palette;
pub mod practice;
pub mod puzzles;
pub mod review_screen;
pub mod speech;
pub mod stats_screen;
pub mod table;
pub mod trainer;
