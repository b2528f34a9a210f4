//! Plain enums and small records shared by the whole API, with their conversions
//! to and from the core's types, and the checks of every number that comes in.

use crate::error::{FfiResult, FolkChessError};
use folkchess_core::rules::board::{Board, Point};
use folkchess_core::rules::outcome::GameStatus as CoreStatus;
use folkchess_core::{text::messages, GameId};

// The core's own enums, UniFFI enums of the component `folkchess_core` (its `ffi` feature);
// core/uniffi.toml gives the apps' names to those the core calls otherwise.
pub use folkchess_core::rules::position::{PieceInfo, PieceKind};
pub use folkchess_core::rules::setup::Mode as GameMode;
pub use folkchess_core::text::rules_text::Lang as Language;
pub use folkchess_core::{EndReason, GameId as GameKind, Level, PointRole, Side};

/// Whether the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameStatus {
    /// The game goes on.
    Ongoing,
    /// The game is over; see the accompanying [`Outcome`].
    Ended,
}

/// How a game ended, with the sentence to show in each language.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Outcome {
    /// The winner; none for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
    /// The result in one Chinese sentence ("后手（黑）胜：先手（红）无棋可走，被困毙。").
    pub text_zh: String,
    /// The result in one English sentence ("Second (black) wins: First (red) has no legal move.").
    pub text_en: String,
}

/// The status and outcome of a core status.
pub(crate) fn status_of(status: CoreStatus) -> (GameStatus, Option<Outcome>) {
    match status {
        CoreStatus::Ongoing => (GameStatus::Ongoing, None),
        CoreStatus::Ended(o) => (
            GameStatus::Ended,
            Some(Outcome {
                winner: o.winner,
                reason: o.reason,
                text_zh: messages::outcome_text(&o, Language::Zh),
                text_en: messages::outcome_text(&o, Language::En),
            }),
        ),
    }
}

/// How to set up a new game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct GameSetup {
    /// Which game.
    pub game: GameKind,
    /// Who plays.
    pub mode: GameMode,
    /// Seconds per turn (1 to the core's `MAX_TURN_SECONDS`; the apps' settings offer
    /// [`crate::turn_time_choices`]), or none for no timer.
    pub turn_seconds: Option<i32>,
}

/// Converts a turn time from the API (checked) to the core's.
pub(crate) fn turn_seconds_in(seconds: Option<i32>) -> FfiResult<Option<u32>> {
    use folkchess_core::rules::setup::MAX_TURN_SECONDS;
    match seconds {
        None => Ok(None),
        Some(s) if s >= 1 && (s as i64) <= i64::from(MAX_TURN_SECONDS) => Ok(Some(s as u32)),
        Some(s) => Err(FolkChessError::invalid(format!(
            "turn time must be 1 to {MAX_TURN_SECONDS} seconds (or none), got {s}"
        ))),
    }
}

/// A core count or time as an API integer (saturating; values never come close).
pub(crate) fn to_i32(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// A core millisecond time as an API integer (saturating).
pub(crate) fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Checks a time in milliseconds from the app (monotonic or wall clock): not negative.
pub(crate) fn time_in(now_ms: i64, what: &str) -> FfiResult<u64> {
    u64::try_from(now_ms).map_err(|_| {
        FolkChessError::invalid(format!(
            "{what} must be a time in milliseconds of 0 or more, got {now_ms}"
        ))
    })
}

/// Checks a point index against a game's board.
pub(crate) fn point_in(game: GameId, index: i32) -> FfiResult<Point> {
    let board = Board::of(game);
    usize::try_from(index)
        .ok()
        .and_then(|i| board.point_at(i))
        .ok_or_else(|| {
            FolkChessError::invalid(format!(
                "point index {index} is out of range ({game} has {} points, 0 to {})",
                board.len(),
                board.len() - 1
            ))
        })
}

/// Looks up a point by name on a game's board.
pub(crate) fn point_named(game: GameId, name: &str) -> FfiResult<Point> {
    Board::of(game).find(name).ok_or_else(|| {
        FolkChessError::invalid(format!(
            "unknown point `{}` on the {game} board (point names are lower case, like {})",
            name.escape_debug(),
            example_points(game)
        ))
    })
}

fn example_points(game: GameId) -> &'static str {
    match game {
        GameId::Weiming => "tl, x, bm",
        GameId::Zhongkui => "tl, ml, bc",
        GameId::Jinmen => "a1, c4, e7",
        GameId::Huishi => "a1, c3, e5",
    }
}

/// An API point index of a core point.
pub(crate) fn index_of(p: Point) -> i32 {
    i32::from(p.0)
}
