//! How a game ends: winner and reason, checked after every ply.

use crate::rules::game::{GameId, Side};
use crate::rules::position::Position;
use serde::{Deserialize, Serialize};

/// Plies in a row without a capture after which Jinmen is drawn (app rule 4).
pub const JINMEN_NO_CAPTURE_LIMIT: u16 = 100;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The player to move had no legal move and lost (困毙).
    NoLegalMove,
    /// Jinmen: a player was reduced to one piece (or none) and lost.
    ReducedToOnePiece,
    /// Rendezvous: a general's step brought its two generals together (会师).
    Rendezvous,
    /// The same position occurred for the third time: a draw.
    ThreefoldRepetition,
    /// Jinmen: 100 plies in a row without a capture: a draw.
    NoCaptureLimit,
    /// A player resigned; the other side wins.
    Resignation,
    /// The players agreed to a draw (an offer accepted).
    DrawAgreed,
}

impl EndReason {
    /// Whether the players ended the game themselves (resignation, a draw agreed) rather
    /// than a rule of the game.
    pub const fn is_agreed(self) -> bool {
        matches!(self, EndReason::Resignation | EndReason::DrawAgreed)
    }

    /// A stable id (`no_legal_move`, …).
    pub const fn id(self) -> &'static str {
        match self {
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::ReducedToOnePiece => "reduced_to_one_piece",
            EndReason::Rendezvous => "rendezvous",
            EndReason::ThreefoldRepetition => "threefold_repetition",
            EndReason::NoCaptureLimit => "no_capture_limit",
            EndReason::Resignation => "resignation",
            EndReason::DrawAgreed => "draw_agreed",
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `side`.
    pub const fn win(side: Side, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

/// Whether a game goes on or how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "state")]
pub enum GameStatus {
    /// The game goes on.
    Ongoing,
    /// The game is over.
    Ended(Outcome),
}

impl GameStatus {
    /// The outcome, if the game is over.
    pub const fn outcome(self) -> Option<Outcome> {
        match self {
            GameStatus::Ongoing => None,
            GameStatus::Ended(o) => Some(o),
        }
    }

    /// Whether the game is over.
    pub const fn is_over(self) -> bool {
        matches!(self, GameStatus::Ended(_))
    }
}

impl Position {
    /// The outcome decided by the position alone, in this order: a rendezvous or a
    /// side reduced to one piece (decided by the last move); the Jinmen 100-ply
    /// draw; the side to move having no legal move. Threefold repetition needs the
    /// game's history and is checked by [`crate::rules::record::GameRecord`], between the
    /// decisive results and the 100-ply rule.
    pub fn outcome(&self) -> Option<Outcome> {
        self.decided_outcome()
            .or_else(|| self.capture_limit_outcome())
            .or_else(|| self.no_move_outcome())
    }

    /// Rendezvous or reduced-to-one-piece, if the last move decided the game.
    pub fn decided_outcome(&self) -> Option<Outcome> {
        let mover = self.side_to_move().opponent();
        if self.is_rendezvous() {
            return Some(Outcome::win(mover, EndReason::Rendezvous));
        }
        if self.game() == GameId::Jinmen {
            for side in [self.side_to_move(), mover] {
                if self.pieces(side).count() <= 1 {
                    return Some(Outcome::win(side.opponent(), EndReason::ReducedToOnePiece));
                }
            }
        }
        None
    }

    /// The Jinmen 100-plies-without-capture draw, if reached.
    pub fn capture_limit_outcome(&self) -> Option<Outcome> {
        (self.game() == GameId::Jinmen && self.plies_since_capture() >= JINMEN_NO_CAPTURE_LIMIT)
            .then_some(Outcome::draw(EndReason::NoCaptureLimit))
    }

    /// A loss for the side to move if it has no legal move.
    pub fn no_move_outcome(&self) -> Option<Outcome> {
        (!self.has_legal_move())
            .then(|| Outcome::win(self.side_to_move().opponent(), EndReason::NoLegalMove))
    }
}
