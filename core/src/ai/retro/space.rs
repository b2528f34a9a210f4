//! The position space of a game without captures: every placement of its pieces on its
//! points, with the side to move (and the shared-piece lock), numbered densely by
//! combinatorial (colex) ranking.
//!
//! A game's pieces are split into kinds (the shared piece; each side's men; each side's
//! generals). The kinds are placed one after another, each on a subset of the points the
//! earlier kinds left free; the index is the mixed-radix number of the subsets' colex ranks
//! (within the free points), then the side to move, then the lock.

use crate::rules::bits::Bits;
use crate::rules::board::{Board, Point};
use crate::rules::game::{GameId, Side};
use crate::rules::position::{Piece, Position};

/// Binomial coefficients `C(n, k)` for `n, k ≤ 32`.
const BINOM: [[u64; 33]; 33] = {
    let mut t = [[0u64; 33]; 33];
    let mut n = 0;
    while n <= 32 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// `C(n, k)` (0 when `k > n`).
#[inline]
pub(crate) fn binom(n: u32, k: u32) -> u64 {
    if n > 32 || k > 32 {
        return 0;
    }
    BINOM[n as usize][k as usize]
}

/// Why a game has no position space here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpaceError {
    /// The game captures pieces, so its positions do not all hold the same pieces.
    #[error("{0} captures pieces; the retrograde solver handles games without captures (weiming, zhongkui, huishi)")]
    Captures(GameId),
}

/// One kind of piece and how many of it every position holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    /// The piece.
    pub piece: Piece,
    /// How many of it stand on the board.
    pub count: u32,
}

/// The position space of one game (see the module docs).
#[derive(Clone, Debug)]
pub struct Space {
    game: GameId,
    points: u32,
    kinds: Vec<Kind>,
    /// `C(free points before kind k, count of kind k)`.
    radices: Vec<u64>,
    locks: u64,
    size: u64,
    mirror: Option<[u8; 32]>,
}

impl Space {
    /// The space of `game`; an error for Jinmen, whose captures change the pieces.
    pub fn new(game: GameId) -> Result<Space, SpaceError> {
        let kinds: Vec<Kind> = match game {
            GameId::Weiming | GameId::Zhongkui => vec![
                Kind {
                    piece: Piece::Shared,
                    count: 1,
                },
                Kind {
                    piece: Piece::Man(Side::First),
                    count: 3,
                },
                Kind {
                    piece: Piece::Man(Side::Second),
                    count: 3,
                },
            ],
            GameId::Huishi => vec![
                Kind {
                    piece: Piece::General(Side::First),
                    count: 2,
                },
                Kind {
                    piece: Piece::Man(Side::First),
                    count: 3,
                },
                Kind {
                    piece: Piece::General(Side::Second),
                    count: 2,
                },
                Kind {
                    piece: Piece::Man(Side::Second),
                    count: 3,
                },
            ],
            GameId::Jinmen => return Err(SpaceError::Captures(game)),
        };
        let board = Board::of(game);
        let points = board.len() as u32;
        let mut free = points;
        let mut radices = Vec::with_capacity(kinds.len());
        for k in &kinds {
            radices.push(binom(free, k.count));
            free -= k.count;
        }
        let locks = if game.has_shared_piece() { 2 } else { 1 };
        let size = radices.iter().product::<u64>() * 2 * locks;
        Ok(Space {
            game,
            points,
            kinds,
            radices,
            locks,
            size,
            mirror: mirror_of(board),
        })
    }

    /// The game.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// Number of positions (indices `0..size`).
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The kinds of pieces, in ranking order.
    pub fn kinds(&self) -> &[Kind] {
        &self.kinds
    }

    /// Whether the board has a left–right mirror symmetry (a permutation of its points
    /// that keeps every line a line and the well and the shared piece's home in place).
    pub fn has_mirror(&self) -> bool {
        self.mirror.is_some()
    }

    #[inline]
    fn kind_bits(pos: &Position, piece: Piece) -> u32 {
        match piece {
            Piece::Shared => pos.shared.0,
            Piece::Man(s) => pos.by_side[s.index()].0 & !pos.generals.0,
            Piece::General(s) => pos.by_side[s.index()].0 & pos.generals.0,
        }
    }

    /// The index of `pos`; `None` if it is not a position of this space (another game, a
    /// decided position — a rendezvous has just been made — or wrong piece counts).
    #[inline]
    pub fn rank(&self, pos: &Position) -> Option<u64> {
        if pos.game != self.game || pos.rendezvous || pos.plies_since_capture != 0 {
            return None;
        }
        let mut free = (1u32 << self.points) - 1;
        let mut r = 0u64;
        for (k, kind) in self.kinds.iter().enumerate() {
            let m = Self::kind_bits(pos, kind.piece);
            if m.count_ones() != kind.count || m & !free != 0 {
                return None;
            }
            r = r * self.radices[k] + subset_rank(m, free);
            free &= !m;
        }
        let lock = u64::from(pos.shared_locked);
        if lock >= self.locks {
            return None;
        }
        Some((r * 2 + pos.to_move.index() as u64) * self.locks + lock)
    }

    /// The position with index `index` (its Zobrist key computed); `None` past the end.
    pub fn unrank(&self, index: u64) -> Option<Position> {
        if index >= self.size {
            return None;
        }
        let mut pos = self.unrank_keyless(index);
        pos.key = pos.key_from_scratch();
        Some(pos)
    }

    /// As [`Space::unrank`] for an index known to be in range, without the Zobrist key (0):
    /// for the solver, which compares positions field by field.
    #[inline]
    pub(crate) fn unrank_keyless(&self, index: u64) -> Position {
        let mut i = index;
        let lock = i % self.locks;
        i /= self.locks;
        let side = if i.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        };
        i /= 2;
        let mut digits = [0u64; 4];
        for k in (0..self.kinds.len()).rev() {
            digits[k] = i % self.radices[k];
            i /= self.radices[k];
        }
        let mut pos = Position {
            game: self.game,
            by_side: [Bits::EMPTY; 2],
            generals: Bits::EMPTY,
            shared: Bits::EMPTY,
            to_move: side,
            shared_locked: lock == 1,
            plies_since_capture: 0,
            rendezvous: false,
            key: 0,
        };
        let mut free = (1u32 << self.points) - 1;
        for (k, kind) in self.kinds.iter().enumerate() {
            let m = subset_unrank(digits[k], kind.count, free);
            match kind.piece {
                Piece::Shared => pos.shared.0 |= m,
                Piece::Man(s) => pos.by_side[s.index()].0 |= m,
                Piece::General(s) => {
                    pos.by_side[s.index()].0 |= m;
                    pos.generals.0 |= m;
                }
            }
            free &= !m;
        }
        pos
    }

    /// The mirror image of `pos` (left and right swapped), if the board has the symmetry.
    pub fn mirror(&self, pos: &Position) -> Option<Position> {
        let perm = self.mirror.as_ref()?;
        let map = |b: Bits| Bits(b.map(|p| 1u32 << perm[p.index()]).fold(0, |a, x| a | x));
        let mut out = *pos;
        out.by_side = [map(pos.by_side[0]), map(pos.by_side[1])];
        out.generals = map(pos.generals);
        out.shared = map(pos.shared);
        out.key = out.key_from_scratch();
        Some(out)
    }
}

/// Colex rank of the subset `m` of the points `free`, counted within `free`.
#[inline]
fn subset_rank(m: u32, free: u32) -> u64 {
    let mut r = 0;
    let mut rest = m;
    let mut k = 1;
    while rest != 0 {
        let b = rest.trailing_zeros();
        let below = free & ((1u32 << b) - 1);
        r += BINOM[below.count_ones() as usize][k];
        k += 1;
        rest &= rest - 1;
    }
    r
}

/// The subset of `free` with `count` points and colex rank `r` within `free`.
#[inline]
fn subset_unrank(mut r: u64, count: u32, free: u32) -> u32 {
    let n = free.count_ones() as usize;
    let mut out = 0u32;
    let mut x = n;
    for k in (1..=count as usize).rev() {
        // The largest x with C(x, k) <= r.
        x -= 1;
        while BINOM[x][k] > r {
            x -= 1;
        }
        r -= BINOM[x][k];
        out |= 1 << select(free, x as u32);
    }
    out
}

/// The point index of the `x`-th (0-based) set bit of `bits`.
#[inline]
fn select(bits: u32, x: u32) -> u32 {
    let mut b = bits;
    for _ in 0..x {
        b &= b - 1;
    }
    b.trailing_zeros()
}

/// The left–right mirror of a board as a point permutation, if it is a symmetry: each
/// point's image has the same y and the mirrored x, and neighbours, jumps and roles are kept.
fn mirror_of(board: &Board) -> Option<[u8; 32]> {
    let b = board.bounds();
    let mut perm = [0u8; 32];
    for p in board.all() {
        let info = board.point(p);
        let image = board.all().find(|&q| {
            let o = board.point(q);
            (o.x - (b.min_x + b.max_x - info.x)).abs() < 1e-9 && (o.y - info.y).abs() < 1e-9
        })?;
        if board.point(image).role != info.role {
            return None;
        }
        perm[p.index()] = image.0;
    }
    let map = |p: Point| Point(perm[p.index()]);
    for p in board.all() {
        for q in board.all() {
            if board.adjacent(p, q) != board.adjacent(map(p), map(q)) {
                return None;
            }
            if board.jump_over(p, q).map(map) != board.jump_over(map(p), map(q)) {
                return None;
            }
        }
    }
    Some(perm)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_the_multinomials() {
        assert_eq!(Space::new(GameId::Weiming).unwrap().size(), 20_160);
        assert_eq!(Space::new(GameId::Zhongkui).unwrap().size(), 20_160);
        // 19! / (2! 3! 2! 3! 9!) × 2 sides.
        assert_eq!(Space::new(GameId::Huishi).unwrap().size(), 4_655_851_200);
        assert_eq!(
            Space::new(GameId::Jinmen).unwrap_err(),
            SpaceError::Captures(GameId::Jinmen)
        );
    }

    #[test]
    fn rank_and_unrank_are_inverse() {
        for game in [GameId::Weiming, GameId::Zhongkui] {
            let s = Space::new(game).unwrap();
            for i in 0..s.size() {
                let p = s.unrank(i).unwrap();
                assert_eq!(p.key, p.key_from_scratch());
                assert_eq!(s.rank(&p), Some(i));
            }
            assert_eq!(s.unrank(s.size()), None);
        }
        let s = Space::new(GameId::Huishi).unwrap();
        let step = s.size() / 100_003;
        for i in (0..s.size()).step_by(step as usize).chain([s.size() - 1]) {
            let p = s.unrank(i).unwrap();
            assert_eq!(s.rank(&p), Some(i), "{p}");
            // Through the text form: a valid position of the rules.
            let q = Position::from_text(GameId::Huishi, &p.to_text()).unwrap();
            assert_eq!(q, p);
        }
        let start = Position::start(GameId::Huishi);
        assert_eq!(s.unrank(s.rank(&start).unwrap()), Some(start));
    }

    #[test]
    fn only_rendezvous_has_a_mirror() {
        assert!(Space::new(GameId::Huishi).unwrap().has_mirror());
        assert!(!Space::new(GameId::Weiming).unwrap().has_mirror());
        let s = Space::new(GameId::Huishi).unwrap();
        let p = Position::from_text(GameId::Huishi, "g./xx.x./..g.X/.XXG./G. S").unwrap();
        let m = s.mirror(&p).unwrap();
        assert_eq!(m.to_text(), ".g/.x.xx/X.g../.GXX./.G S");
        assert_eq!(s.mirror(&m), Some(p));
        let start = Position::start(GameId::Huishi);
        assert_eq!(s.mirror(&start), Some(start));
    }
}
