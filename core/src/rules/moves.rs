//! Moves: legal move generation, legality diagnosis and copy-make for all four games.

use crate::rules::bits::Bits;
use crate::rules::board::Point;
use crate::rules::game::{GameId, Side};
use crate::rules::position::{lock_key, piece_key, side_key, Piece, Position};
use std::ops::Deref;

/// A move from one point to another (a step or a jump; the board tells which).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the moving piece stands.
    pub from: Point,
    /// Where it lands.
    pub to: Point,
}

impl Move {
    /// A move from `from` to `to`.
    pub const fn new(from: Point, to: Point) -> Move {
        Move { from, to }
    }
}

/// Whether a move is a step to an adjacent point or a jump over one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// One step along a line to an adjacent empty point.
    Step,
    /// A jump over the adjacent point `over` to the empty point beyond it.
    Jump {
        /// The point jumped over (its piece stays).
        over: Point,
    },
}

/// What a move did, for display and records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveEffects {
    /// The piece that moved.
    pub piece: Piece,
    /// Step or jump.
    pub kind: MoveKind,
    /// Pieces removed by Jinmen captures.
    pub captured: Bits,
    /// Whether the move was a winning rendezvous (Huishi).
    pub rendezvous: bool,
}

/// The most legal moves any position of the four games can have.
pub const MAX_MOVES: usize = 64;

/// A fixed-capacity list of moves (no allocation); derefs to `[Move]`.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Point(0), Point(0)); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// The moves as a mutable slice (for ordering in search).
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Why a move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// The game has already ended.
    #[error("the game is over")]
    GameOver,
    /// From and to are the same point.
    #[error("a move must go to another point")]
    SamePoint,
    /// No piece on the from point.
    #[error("there is no piece on {0}")]
    EmptyPoint(String),
    /// The piece belongs to the other side.
    #[error("the piece on {0} belongs to the other side")]
    OpponentPiece(String),
    /// The shared piece moved on the previous ply.
    #[error("the shared piece was moved on the previous move, so it is locked this turn")]
    SharedPieceLocked,
    /// The target is occupied.
    #[error("{0} is occupied")]
    TargetOccupied(String),
    /// Zhong Kui's shared piece only jumps.
    #[error("the shared piece never steps; it can only jump over an adjacent piece")]
    SharedPieceMustJump,
    /// The piece may only step, not jump.
    #[error("this piece can only step to an adjacent point, not jump")]
    CannotJump,
    /// A jump over an empty point.
    #[error("there is no piece on {0} to jump over")]
    NothingToJumpOver(String),
    /// A Rendezvous general jumping next to its partner.
    #[error(
        "a general may not jump next to its own other general (unless one of them is on the well)"
    )]
    GeneralJumpNextToPartner,
    /// The two points are not connected by a step or a jump along a line.
    #[error("{0} cannot reach {1} in one move along a line")]
    NotConnected(String, String),
}

impl IllegalMove {
    /// The rule that refuses the move, as a stable code (the engine protocol's `explain`,
    /// lessons, tests): `game-over`, `empty`, `not-yours`, `locked`, `unreachable`,
    /// `occupied` or `general-jump`. The order [`Position::check_move`] judges in is the
    /// order of these codes: the first that applies is given.
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::EmptyPoint(_) => "empty",
            IllegalMove::OpponentPiece(_) => "not-yours",
            IllegalMove::SharedPieceLocked => "locked",
            IllegalMove::TargetOccupied(_) => "occupied",
            IllegalMove::GeneralJumpNextToPartner => "general-jump",
            IllegalMove::SamePoint
            | IllegalMove::SharedPieceMustJump
            | IllegalMove::CannotJump
            | IllegalMove::NothingToJumpOver(_)
            | IllegalMove::NotConnected(..) => "unreachable",
        }
    }
}

impl Position {
    /// Whether the game is decided by the last move: a rendezvous, or a Jinmen side
    /// reduced to one piece. Such positions have no legal moves.
    #[inline]
    pub fn is_decided(&self) -> bool {
        self.rendezvous
            || (self.game == GameId::Jinmen
                && (self.by_side[0].count() <= 1 || self.by_side[1].count() <= 1))
    }

    /// All legal moves, ordered by from point then to point.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(|m| list.push(m));
        list
    }

    /// Number of legal moves (no list is built).
    pub fn count_legal_moves(&self) -> usize {
        let mut n = 0;
        self.generate(|_| n += 1);
        n
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        // Generation is cheap enough that a full count is fine here.
        self.count_legal_moves() > 0
    }

    /// The points whose piece can move now.
    pub fn movable_points(&self) -> Bits {
        let mut b = Bits::EMPTY;
        self.generate(|m| b.insert(m.from));
        b
    }

    /// The legal targets of the piece on `from` (empty if it cannot move).
    pub fn targets(&self, from: Point) -> Bits {
        let mut b = Bits::EMPTY;
        self.generate(|m| {
            if m.from == from {
                b.insert(m.to)
            }
        });
        b
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }

    #[inline]
    fn generate(&self, mut emit: impl FnMut(Move)) {
        if self.is_decided() {
            return;
        }
        let board = self.board();
        let empty = self.empty();
        let occupied = self.occupied();
        let own = self.by_side[self.to_move.index()];
        match self.game {
            GameId::Weiming | GameId::Zhongkui => {
                let mut movers = own;
                if !self.shared_locked {
                    movers |= self.shared;
                }
                let jump_only = self.game == GameId::Zhongkui;
                for from in movers {
                    if jump_only && self.shared.contains(from) {
                        for j in board.jumps(from) {
                            if occupied.contains(j.over) && empty.contains(j.to) {
                                emit(Move::new(from, j.to));
                            }
                        }
                    } else {
                        for to in board.neighbors(from) & empty {
                            emit(Move::new(from, to));
                        }
                    }
                }
            }
            GameId::Jinmen => {
                for from in own {
                    for to in board.neighbors(from) & empty {
                        emit(Move::new(from, to));
                    }
                }
            }
            GameId::Huishi => {
                let well = board.well();
                for from in own {
                    let steps = board.neighbors(from) & empty;
                    let partner = if self.generals.contains(from) {
                        (own & self.generals & !Bits::single(from)).first()
                    } else {
                        None
                    };
                    let mut targets = steps;
                    for j in board.jumps(from) {
                        if occupied.contains(j.over) && empty.contains(j.to) {
                            let restricted = partner.is_some_and(|g| {
                                board.adjacent(j.to, g) && Some(g) != well && Some(j.to) != well
                            });
                            if !restricted {
                                targets.insert(j.to);
                            }
                        }
                    }
                    for to in targets {
                        emit(Move::new(from, to));
                    }
                }
            }
        }
    }

    /// Checks `m` and says precisely why it is illegal, or what kind of move it is.
    pub fn check_move(&self, m: Move) -> Result<MoveKind, IllegalMove> {
        let board = self.board();
        let name = |p: Point| board.name(p).to_string();
        if m.from.index() >= board.len() || m.to.index() >= board.len() {
            return Err(IllegalMove::NotConnected(
                format!("#{}", m.from.0),
                format!("#{}", m.to.0),
            ));
        }
        if self.is_decided() {
            return Err(IllegalMove::GameOver);
        }
        let piece = self
            .piece_at(m.from)
            .ok_or_else(|| IllegalMove::EmptyPoint(name(m.from)))?;
        match piece.side() {
            Some(s) if s != self.to_move => return Err(IllegalMove::OpponentPiece(name(m.from))),
            None if self.shared_locked => return Err(IllegalMove::SharedPieceLocked),
            _ => {}
        }
        if m.from == m.to {
            return Err(IllegalMove::SamePoint);
        }
        // The shape of the move is judged before the target: a target that cannot be
        // reached at all is "not connected" even when it is occupied (`bl-tr` in weiming),
        // and a step of a piece that only jumps (or a jump of a piece that only steps) is
        // named as such before the target's occupant is.
        let zhongkui_shared = self.game == GameId::Zhongkui && piece == Piece::Shared;
        if board.adjacent(m.from, m.to) {
            if zhongkui_shared {
                return Err(IllegalMove::SharedPieceMustJump);
            }
            if self.piece_at(m.to).is_some() {
                return Err(IllegalMove::TargetOccupied(name(m.to)));
            }
            return Ok(MoveKind::Step);
        }
        let Some(over) = board.jump_over(m.from, m.to) else {
            return Err(IllegalMove::NotConnected(name(m.from), name(m.to)));
        };
        if !(zhongkui_shared || self.game == GameId::Huishi) {
            return Err(IllegalMove::CannotJump);
        }
        if self.piece_at(m.to).is_some() {
            return Err(IllegalMove::TargetOccupied(name(m.to)));
        }
        if self.piece_at(over).is_none() {
            return Err(IllegalMove::NothingToJumpOver(name(over)));
        }
        if let Piece::General(side) = piece {
            let well = board.well();
            let partner =
                (self.by_side[side.index()] & self.generals & !Bits::single(m.from)).first();
            if partner
                .is_some_and(|g| board.adjacent(m.to, g) && Some(g) != well && Some(m.to) != well)
            {
                return Err(IllegalMove::GeneralJumpNextToPartner);
            }
        }
        Ok(MoveKind::Jump { over })
    }

    /// Plays `m` if it is legal here (copy-make), or says why it is not.
    ///
    /// ```
    /// use folkchess_core::{GameId, IllegalMove, Position};
    /// let start = Position::start(GameId::Jinmen);
    /// let board = start.board();
    /// let next = start.play(board.parse_move("b2-b3").unwrap()).unwrap();
    /// assert_eq!(next.to_text(), "xxxxx/xxx/...../.../.X.../.XX/XXXXX S h1");
    /// let taken = board.parse_move("b1-b2").unwrap();
    /// assert_eq!(start.play(taken), Err(IllegalMove::TargetOccupied("b2".into())));
    /// ```
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        self.check_move(m)?;
        Ok(self.play_with_effects(m).0)
    }

    /// Plays a move known to be legal (copy-make), without checking it: for move
    /// generators and searches that only play moves from [`Position::legal_moves`].
    /// Use [`Position::play`] for anything else.
    ///
    /// # Panics
    ///
    /// In debug builds, if `m` is not legal here. In release builds, if there is no
    /// piece on `m.from`; any other illegal move gives a position the rules cannot reach.
    #[inline]
    pub fn play_unchecked(&self, m: Move) -> Position {
        self.play_with_effects(m).0
    }

    /// Plays a move known to be legal and reports what it did (piece, kind, captures,
    /// rendezvous). Like [`Position::play_unchecked`] it does not check `m`: call
    /// [`Position::check_move`] first for anything not from [`Position::legal_moves`].
    ///
    /// # Panics
    ///
    /// As [`Position::play_unchecked`].
    pub fn play_with_effects(&self, m: Move) -> (Position, MoveEffects) {
        debug_assert!(self.is_legal(m), "illegal move {m:?} in {self}");
        let board = self.board();
        let mut next = *self;
        let piece = self.piece_at(m.from).expect("a piece on the from point");
        let kind = match board.jump_over(m.from, m.to) {
            Some(over) if !board.adjacent(m.from, m.to) => MoveKind::Jump { over },
            _ => MoveKind::Step,
        };
        let from_bit = Bits::single(m.from);
        let to_bit = Bits::single(m.to);
        match piece {
            Piece::Shared => next.shared = (next.shared & !from_bit) | to_bit,
            Piece::Man(s) => {
                next.by_side[s.index()] = (next.by_side[s.index()] & !from_bit) | to_bit
            }
            Piece::General(s) => {
                next.by_side[s.index()] = (next.by_side[s.index()] & !from_bit) | to_bit;
                next.generals = (next.generals & !from_bit) | to_bit;
            }
        }
        next.key ^= piece_key(piece, m.from) ^ piece_key(piece, m.to);

        let mover = self.to_move;
        let mut captured = Bits::EMPTY;
        if self.game == GameId::Jinmen {
            captured = next.jinmen_captures(m.to, mover);
            let enemy = mover.opponent().index();
            for p in captured {
                next.key ^= piece_key(Piece::Man(mover.opponent()), p);
            }
            next.by_side[enemy] &= !captured;
            next.plies_since_capture = if captured.is_empty() {
                self.plies_since_capture.saturating_add(1)
            } else {
                0
            };
        }

        let mut rendezvous = false;
        if let (Piece::General(s), MoveKind::Step) = (piece, kind) {
            let well = board.well();
            let partner = (next.by_side[s.index()] & next.generals & !to_bit).first();
            rendezvous = partner
                .is_some_and(|g| board.adjacent(m.to, g) && Some(g) != well && Some(m.to) != well);
        }
        next.rendezvous = rendezvous;

        let locked = piece == Piece::Shared;
        if locked != self.shared_locked {
            next.key ^= lock_key();
        }
        next.shared_locked = locked;
        next.to_move = mover.opponent();
        next.key ^= side_key();
        (
            next,
            MoveEffects {
                piece,
                kind,
                captured,
                rendezvous,
            },
        )
    }

    /// A pass (the turn timer ran out): the other side moves next and the shared-piece
    /// lock is cleared. Counts as a ply for the Jinmen capture clock.
    pub fn pass(&self) -> Position {
        let mut next = *self;
        if next.shared_locked {
            next.key ^= lock_key();
            next.shared_locked = false;
        }
        if self.game == GameId::Jinmen {
            next.plies_since_capture = self.plies_since_capture.saturating_add(1);
        }
        next.to_move = self.to_move.opponent();
        next.key ^= side_key();
        next
    }

    /// Jinmen captures made by `mover`'s piece that just landed on `to` (the position
    /// already shows it there). Checks every line through `to`.
    fn jinmen_captures(&self, to: Point, mover: Side) -> Bits {
        let board = self.board();
        let occupied = self.occupied();
        let mine = self.by_side[mover.index()];
        let theirs = self.by_side[mover.opponent().index()];
        let mut captured = Bits::EMPTY;
        for &li in board.lines_through(to) {
            let on_line = occupied & board.line_bits(li);
            let n = on_line.count() as usize;
            if n != 3 && n != 5 {
                continue;
            }
            let line = &board.lines()[li];
            let Some(start) = line.iter().position(|&p| on_line.contains(p)) else {
                continue;
            };
            let Some(run) = line.get(start..start + n) else {
                continue;
            };
            if !run.iter().all(|&p| on_line.contains(p)) {
                continue; // not consecutive
            }
            let own = n / 2 + 1; // 2 of 3, or 3 of 5
            let all = |ps: &[Point], set: Bits| ps.iter().all(|&p| set.contains(p));
            if all(&run[..own], mine) && all(&run[own..], theirs) {
                captured |= run[own..].iter().copied().collect::<Bits>();
            } else if all(&run[..n - own], theirs) && all(&run[n - own..], mine) {
                captured |= run[..n - own].iter().copied().collect::<Bits>();
            }
        }
        captured
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(game: GameId, text: &str) -> Result<MoveKind, IllegalMove> {
        let pos = Position::start(game);
        pos.check_move(pos.board().parse_move(text).expect("a move"))
    }

    #[test]
    fn the_shape_of_a_move_is_judged_before_its_target() {
        // bl and tr are not on one line; that tr is occupied is beside the point.
        assert_eq!(
            check(GameId::Weiming, "bl-tr"),
            Err(IllegalMove::NotConnected("bl".into(), "tr".into()))
        );
        // A jump of a piece that only steps, onto an occupied point: the jump is the fault.
        assert_eq!(check(GameId::Jinmen, "b1-d1"), Err(IllegalMove::CannotJump));
        // Zhong Kui's shared piece stepping onto an occupied point: it never steps.
        assert_eq!(
            check(GameId::Zhongkui, "bc-bl"),
            Err(IllegalMove::SharedPieceMustJump)
        );
        // A step onto an occupied point is still "occupied".
        assert_eq!(
            check(GameId::Jinmen, "b1-b2"),
            Err(IllegalMove::TargetOccupied("b2".into()))
        );
        // A jump the piece may make, onto an occupied point.
        let pos = Position::from_text(GameId::Huishi, "gg/.xxx./...../.XXX./GG F").unwrap();
        let m = pos.board().parse_move("b2-b4").unwrap();
        assert_eq!(
            pos.check_move(m),
            Err(IllegalMove::TargetOccupied("b4".into()))
        );
    }
}
