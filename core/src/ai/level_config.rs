//! What a level is made of: its budgets and handicaps ([`LevelConfig`]); the five levels'
//! values are in [`super::levels`].

use super::Limits;
use std::time::Duration;

/// How a level plays. Budgets are node counts (deterministic); `time_cap` is a
/// wall-clock budget: a safety net for very slow devices below Master, and
/// Master's thinking time (about a second) on devices too slow to reach its
/// node cap within it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelConfig {
    /// Node budget per move (large games).
    pub nodes: u64,
    /// Deepest iteration in plies (large games).
    pub max_depth: u32,
    /// Amplitude of the evaluation noise in centi-units (large games).
    pub noise: i32,
    /// Chance in percent of playing the second-best move when it is close.
    pub second_best_percent: u32,
    /// How close (centi-units) the second-best move must be (large games).
    pub second_best_margin: i32,
    /// Wall-clock budget per move (the search stops at it, keeping its best move so far).
    pub time_cap: Duration,
    /// Transposition-table budget in bytes.
    pub tt_bytes: usize,
    /// Large games: how much the level dislikes a draw (centi-units), so the
    /// strong levels play on for a win.
    pub contempt: i32,
    /// Small games: plies within which the level sees exact wins and losses
    /// (`u32::MAX` = perfect play, which also keeps the exact value where
    /// Rendezvous's opening book knows it).
    pub horizon: u32,
    /// Small games: bias towards the true value among moves beyond the horizon.
    pub intuition: i32,
    /// Small games: noise added to that judgement.
    pub small_noise: i32,
    /// Small games: chance in percent that a move is played carelessly (seeing
    /// only two plies ahead, without intuition).
    pub careless_percent: u32,
    /// Small games: weight of the chances a drawing move gives the opponent to
    /// go wrong (setting traps).
    pub trap_weight: i32,
    /// Small games: penalty for a move back to a position already seen.
    pub repeat_penalty: i32,
    /// Whether the win-in-one / loss-in-one safety filter applies (Easy and up).
    pub safety: bool,
}

/// A wall-clock budget so long that a node budget always ends the search first: a guard
/// only, for play that must not depend on the device's speed (the hint, matches,
/// benchmarks, tests).
pub const NO_TIME_CAP: Duration = Duration::from_secs(3600);

impl LevelConfig {
    /// This level on its node budget alone: the time budget lifted to [`NO_TIME_CAP`],
    /// so that its moves depend only on the record, the seed and the memory.
    pub fn without_time_cap(self) -> LevelConfig {
        LevelConfig {
            time_cap: NO_TIME_CAP,
            ..self
        }
    }

    /// The search limits of this level (large games).
    pub fn limits(&self) -> Limits {
        Limits {
            depth: Some(self.max_depth),
            nodes: Some(self.nodes),
            time: Some(self.time_cap),
        }
    }
}
