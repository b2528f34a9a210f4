//! The board and the plies as the API describes them: the points of a position with their
//! pieces, and one played ply with what it did. Shared by the session, the review and the
//! save store (so none of them imports another for these).

use crate::types::{index_of, to_i32, PieceInfo, Side};
use folkchess_core::rules::moves::MoveKind;
use folkchess_core::rules::notation::Ply;
use folkchess_core::rules::record::{GameRecord, PlyEntry};
use folkchess_core::Position;

/// One point of the board with what stands on it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PointState {
    /// The point's index.
    pub index: i32,
    /// The point's name (`b2`).
    pub name: String,
    /// The piece on it, if any.
    pub piece: Option<PieceInfo>,
}

/// Whether a ply was a step, a jump or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PlyKind {
    /// One step along a line.
    Step,
    /// A jump over an adjacent piece.
    Jump,
    /// A pass because the turn's time ran out.
    Pass,
}

/// One played ply, for drawing the last move and for the history.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PlyInfo {
    /// Its number in the game, from 1.
    pub number: i32,
    /// The side that played it.
    pub side: Side,
    /// Step, jump or pass.
    pub kind: PlyKind,
    /// The point the piece left (none for a pass).
    pub from: Option<i32>,
    /// The point the piece reached (none for a pass).
    pub to: Option<i32>,
    /// The point jumped over, for a jump (its piece stays).
    pub jumped_over: Option<i32>,
    /// The piece that moved (none for a pass).
    pub piece: Option<PieceInfo>,
    /// The points whose pieces were captured (Jinmen), in index order.
    pub captured: Vec<i32>,
    /// Whether the move was a winning rendezvous (Rendezvous).
    pub rendezvous: bool,
    /// The ply in notation, with captures: `b2-b3`, `c4-c3 x c2`, `pass`.
    pub notation: String,
}

/// The points of a position with their pieces.
pub(crate) fn point_states(pos: &Position) -> Vec<PointState> {
    let board = pos.board();
    board
        .all()
        .map(|p| PointState {
            index: index_of(p),
            name: board.name(p).to_string(),
            piece: pos.piece_at(p).map(PieceInfo::from),
        })
        .collect()
}

/// The ply info of the `number`-th ply (1-based) of a record.
pub(crate) fn ply_info(record: &GameRecord, number: usize, entry: &PlyEntry) -> PlyInfo {
    let board = record.start().board();
    let side = entry.after.side_to_move().opponent();
    let (kind, from, to, jumped_over) = match entry.ply {
        Ply::Pass => (PlyKind::Pass, None, None, None),
        Ply::Move(m) => {
            let (kind, over) = match entry.effects.map(|e| e.kind) {
                Some(MoveKind::Jump { over }) => (PlyKind::Jump, Some(index_of(over))),
                _ => (PlyKind::Step, None),
            };
            (kind, Some(index_of(m.from)), Some(index_of(m.to)), over)
        }
    };
    PlyInfo {
        number: to_i32(number),
        side,
        kind,
        from,
        to,
        jumped_over,
        piece: entry.effects.map(|e| e.piece.into()),
        captured: entry
            .effects
            .map(|e| e.captured.map(index_of).collect())
            .unwrap_or_default(),
        rendezvous: entry.effects.is_some_and(|e| e.rendezvous),
        notation: entry.display_text(board),
    }
}
