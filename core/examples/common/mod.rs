//! What the match examples (`ladder`, `versus`) share: the seed mixer and how a game
//! ended for one of its players.

use folkchess_core::{EndReason, GameRecord, Side};

/// SplitMix64: the seeds of a match's openings and moves, from the match seed and
/// the game and ply numbers.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How a game ended, for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The player won.
    Win,
    /// The player lost.
    Loss,
    /// Drawn by threefold repetition.
    Repetition,
    /// Drawn by Jinmen's 100 plies without a capture.
    NoCapture,
    /// Still running at the ply cap: counted as a draw.
    Capped,
    /// Drawn by agreement (a draw offer accepted).
    Agreed,
}

impl End {
    /// How `record` ended (or stopped, still running) for the player of `side`.
    pub fn of(record: &GameRecord, side: Side) -> End {
        match record.status().outcome() {
            None => End::Capped,
            Some(o) => match o.winner {
                None if o.reason == EndReason::NoCaptureLimit => End::NoCapture,
                None if o.reason == EndReason::DrawAgreed => End::Agreed,
                None => End::Repetition,
                Some(w) if w == side => End::Win,
                Some(_) => End::Loss,
            },
        }
    }
}
