//! Unmoves: the positions one ply before a position, for retrograde analysis of the games
//! without captures.
//!
//! A move only carries one piece from a point to an empty point (a step, or a jump over an
//! occupied point that stays), so the piece that moved last stands on its landing point and
//! came from an empty point one step or one jump away. Each candidate is checked forward —
//! the move must be legal in the candidate and lead to exactly this position — so the rules
//! engine stays the one authority on what is legal (the general's jump restriction, the
//! shared-piece lock, Zhong Kui's jumping shared piece, a step that makes a rendezvous).

use crate::ai::tables::tables;
use crate::rules::bits::Bits;
use crate::rules::board::Point;
use crate::rules::game::GameId;
use crate::rules::moves::Move;
use crate::rules::position::{lock_key, piece_key, side_key, Piece, Position};

/// Calls `emit` with every position that reaches `child` by one legal move, and that move.
/// A decided child (a rendezvous has been made) has none here: the move that made it is
/// the parent's immediate win, which the solver finds going forward.
pub(crate) fn predecessors(child: &Position, mut emit: impl FnMut(Position, Move)) {
    if child.rendezvous || child.game == GameId::Jinmen {
        return;
    }
    if child.game == GameId::Huishi {
        return huishi_predecessors(child, emit);
    }
    let board = child.board();
    let mover = child.to_move.opponent();
    let occupied = child.occupied();
    let empty = child.empty();
    let pieces = child.by_side[mover.index()] | child.shared;
    let locks: &[bool] = if child.game.has_shared_piece() {
        &[false, true]
    } else {
        &[false]
    };
    for to in pieces {
        let piece = child.piece_at(to).expect("an occupied point");
        let mut sources = board.neighbors(to) & empty;
        for j in board.jumps(to) {
            if occupied.contains(j.over) && empty.contains(j.to) {
                sources.insert(j.to);
            }
        }
        for from in sources {
            let m = Move::new(from, to);
            for &locked in locks {
                let parent = unplay(child, piece, m, locked);
                if parent.check_move(m).is_ok() && same(&parent.play_unchecked(m), child) {
                    emit(parent, m);
                }
            }
        }
    }
}

/// [`predecessors`] for Rendezvous, with the rules written out for speed (a test checks it
/// against the rules engine): a soldier's step or jump is always legal; a general that
/// stands next to its partner, neither on the well, can have arrived by neither a step (that
/// would have been a rendezvous) nor a jump (forbidden there); any other general's step or
/// jump is legal.
fn huishi_predecessors(child: &Position, mut emit: impl FnMut(Position, Move)) {
    let t = tables(GameId::Huishi);
    let mover = child.to_move.opponent();
    let own = child.by_side[mover.index()].0;
    let occupied = child.occupied().0;
    let empty = !occupied & ((1u32 << t.n) - 1);
    let generals = own & child.generals.0;
    for to in child.by_side[mover.index()] {
        let bit = 1u32 << to.0;
        let is_general = generals & bit != 0;
        if is_general {
            let partner = generals & !bit;
            if partner & t.neighbors[to.index()] != 0 && (partner | bit) & t.well == 0 {
                continue;
            }
        }
        let mut sources = t.neighbors[to.index()] & empty;
        for &(over, from) in &t.jumps[to.index()][..usize::from(t.jump_len[to.index()])] {
            if occupied & (1 << over) != 0 {
                sources |= empty & (1 << from);
            }
        }
        while sources != 0 {
            let from = sources.trailing_zeros();
            sources &= sources - 1;
            let swap = |b: Bits| Bits((b.0 & !bit) | (1 << from));
            let mut p = *child;
            p.by_side[mover.index()] = swap(p.by_side[mover.index()]);
            if is_general {
                p.generals = swap(p.generals);
            }
            p.to_move = mover;
            p.key = 0;
            emit(p, Move::new(Point(from as u8), to));
        }
    }
}

/// `child` with the piece on `m.to` put back on `m.from`, the other side to move and the
/// given lock.
#[inline]
fn unplay(child: &Position, piece: Piece, m: Move, locked: bool) -> Position {
    let mut p = *child;
    let swap = |b: Bits| Bits((b.0 & !(1 << m.to.0)) | (1 << m.from.0));
    match piece {
        Piece::Shared => p.shared = swap(p.shared),
        Piece::Man(s) => p.by_side[s.index()] = swap(p.by_side[s.index()]),
        Piece::General(s) => {
            p.by_side[s.index()] = swap(p.by_side[s.index()]);
            p.generals = swap(p.generals);
        }
    }
    p.key ^= piece_key(piece, m.to) ^ piece_key(piece, m.from) ^ side_key();
    if locked != child.shared_locked {
        p.key ^= lock_key();
    }
    p.shared_locked = locked;
    p.to_move = child.to_move.opponent();
    p
}

/// Whether two positions are the same (pieces, side, lock, rendezvous flag), ignoring keys.
#[inline]
fn same(a: &Position, b: &Position) -> bool {
    a.by_side == b.by_side
        && a.generals == b.generals
        && a.shared == b.shared
        && a.to_move == b.to_move
        && a.shared_locked == b.shared_locked
        && a.rendezvous == b.rendezvous
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::retro::space::Space;

    /// Every (parent, move) that leads to a position is found by `predecessors`, and
    /// nothing else: checked against forward generation over whole spaces (small games) and
    /// a sample (Rendezvous).
    #[test]
    fn unmoves_invert_moves() {
        for game in [GameId::Weiming, GameId::Zhongkui, GameId::Huishi] {
            let s = Space::new(game).unwrap();
            let step = (s.size() / 20_000).max(1);
            for i in (0..s.size()).step_by(step as usize) {
                let parent = s.unrank(i).unwrap();
                for &m in parent.legal_moves().iter() {
                    let child = parent.play_unchecked(m);
                    if child.rendezvous {
                        continue;
                    }
                    assert_eq!(child.key, child.key_from_scratch());
                    let mut found = 0;
                    predecessors(&child, |p, pm| {
                        assert!(p.is_legal(pm));
                        if game != GameId::Huishi {
                            assert_eq!(p.key, p.key_from_scratch(), "{p}");
                        }
                        assert!(same(&p.play_unchecked(pm), &child));
                        if pm == m && same(&p, &parent) {
                            found += 1;
                        }
                    });
                    assert_eq!(found, 1, "{parent} {m:?} -> {child}");
                }
            }
        }
    }
}
