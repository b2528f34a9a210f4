//! Exact retrograde solution of the two small games (weiming, zhongkui).
//!
//! Both games have 9 points, three pieces a side and one shared piece, so a
//! position is (shared point, First's 3 points, Second's 3 points, side to move,
//! lock): 9 × C(8,3) × C(5,3) × 2 × 2 = 20 160 positions. We solve all of them
//! (the set is closed under moves, and every position a real game can reach —
//! including after a pass on time — is among them), and mark which ones are
//! reachable from the start by moves alone, the set the statistics are about.
//!
//! Retrograde analysis: positions without a legal move are lost in 0; a position
//! with a move to a lost position is won in (that distance + 1), the smallest
//! such; a position all of whose moves lead to won positions is lost in (the
//! largest distance + 1). A FIFO queue processes positions in order of distance,
//! so wins are the fastest and losses the slowest. Whatever is never resolved
//! is a draw (neither side can force a win; repetition ends the game).

use super::{SolveStats, Verdict};
use crate::rules::bits::Bits;
use crate::rules::game::{GameId, Side};
use crate::rules::position::Position;
use once_cell::sync::Lazy;
use std::time::Instant;

/// Number of positions of a small game (see the module docs).
pub(crate) const SMALL_POSITIONS: usize = 9 * 56 * 10 * 4;

/// The solved values of one small game.
pub(crate) struct Solution {
    game: GameId,
    values: Vec<Verdict>,
    reachable: Vec<bool>,
    stats: SolveStats,
}

static WEIMING: Lazy<Solution> = Lazy::new(|| solve(GameId::Weiming));
static ZHONGKUI: Lazy<Solution> = Lazy::new(|| solve(GameId::Zhongkui));

/// The cached solution of `game` (computed on first use), `None` for the large games.
pub(crate) fn solution(game: GameId) -> Option<&'static Solution> {
    match game {
        GameId::Weiming => Some(&WEIMING),
        GameId::Zhongkui => Some(&ZHONGKUI),
        _ => None,
    }
}

/// Colex rank of every 3-element subset of 9 bits: C(c1,1) + C(c2,2) + C(c3,3).
const RANK3: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut mask = 0usize;
    while mask < 512 {
        if (mask as u32).count_ones() == 3 {
            let mut m = mask;
            let mut rank = 0;
            let mut k = 1;
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                rank += binom(c, k);
                k += 1;
                m &= m - 1;
            }
            table[mask] = rank as u8;
        }
        mask += 1;
    }
    table
};

const fn binom(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut r = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// Removes bit `b` from `mask`, packing the higher bits down by one.
#[inline]
fn remove_bit(mask: u32, b: u32) -> u32 {
    let low = (1u32 << b) - 1;
    (mask & low) | ((mask >> 1) & !low)
}

/// Removes the bits of `removed` from `mask`, packing the rest down.
#[inline]
fn compress(mask: u32, removed: u32) -> u32 {
    // Highest bit first, so that lower bit positions stay valid.
    let mut out = mask;
    let mut r = removed;
    while r != 0 {
        let b = 31 - r.leading_zeros();
        out = remove_bit(out, b);
        r &= !(1 << b);
    }
    out
}

/// The dense index of a small-game position, `None` if it is not one (wrong
/// game or piece counts, which valid positions never have).
pub(crate) fn index(pos: &Position) -> Option<usize> {
    if !pos.game.is_small() {
        return None;
    }
    let first = pos.by_side[0].0;
    let second = pos.by_side[1].0;
    let shared = pos.shared.0;
    if first.count_ones() != 3
        || second.count_ones() != 3
        || shared.count_ones() != 1
        || (first | second | shared) >> 9 != 0
        || first & second != 0
        || (first | second) & shared != 0
    {
        return None;
    }
    let s = shared.trailing_zeros() as usize;
    let rf = usize::from(RANK3[compress(first, shared) as usize]);
    let rs = usize::from(RANK3[compress(second, shared | first) as usize]);
    let side = pos.to_move.index();
    let lock = usize::from(pos.shared_locked);
    Some(((s * 56 + rf) * 10 + rs) * 4 + side * 2 + lock)
}

/// Every position of a small game, in index order.
fn all_positions(game: GameId) -> Vec<Position> {
    let mut out = vec![Position::start(game); SMALL_POSITIONS];
    let mut seen = vec![false; SMALL_POSITIONS];
    let triples = |free: u32| -> Vec<u32> {
        (0u32..512)
            .filter(|&m| m.count_ones() == 3 && m & !free == 0)
            .collect()
    };
    for s in 0..9u32 {
        let shared = 1u32 << s;
        for first in triples(0x1ff & !shared) {
            for second in triples(0x1ff & !shared & !first) {
                for side in Side::BOTH {
                    for locked in [false, true] {
                        let mut pos = Position {
                            game,
                            by_side: [Bits(first), Bits(second)],
                            generals: Bits::EMPTY,
                            shared: Bits(shared),
                            to_move: side,
                            shared_locked: locked,
                            plies_since_capture: 0,
                            rendezvous: false,
                            key: 0,
                        };
                        pos.key = pos.key_from_scratch();
                        let i = index(&pos).expect("a small-game position");
                        debug_assert!(!seen[i], "index collision");
                        seen[i] = true;
                        out[i] = pos;
                    }
                }
            }
        }
    }
    debug_assert!(seen.iter().all(|&s| s));
    out
}

/// Solves `game` from nothing (weiming or zhongkui).
pub(crate) fn solve(game: GameId) -> Solution {
    assert!(game.is_small(), "only the small games are solved exactly");
    let t0 = Instant::now();
    let positions = all_positions(game);
    let n = positions.len();

    // Successors in compressed rows.
    let mut succ_start = Vec::with_capacity(n + 1);
    let mut succ: Vec<u32> = Vec::with_capacity(n * 6);
    for pos in &positions {
        succ_start.push(succ.len() as u32);
        for &m in pos.legal_moves().iter() {
            let child = pos.play_unchecked(m);
            succ.push(index(&child).expect("moves keep the piece counts") as u32);
        }
    }
    succ_start.push(succ.len() as u32);

    // Predecessors, by counting sort.
    let mut pred_start = vec![0u32; n + 1];
    for &c in &succ {
        pred_start[c as usize + 1] += 1;
    }
    for i in 0..n {
        pred_start[i + 1] += pred_start[i];
    }
    let mut fill = pred_start.clone();
    let mut pred = vec![0u32; succ.len()];
    for p in 0..n {
        for &c in &succ[succ_start[p] as usize..succ_start[p + 1] as usize] {
            pred[fill[c as usize] as usize] = p as u32;
            fill[c as usize] += 1;
        }
    }

    // Retrograde with counters of unresolved successors.
    let mut values = vec![Verdict::Draw; n];
    let mut resolved = vec![false; n];
    let mut remaining: Vec<u32> = (0..n).map(|p| succ_start[p + 1] - succ_start[p]).collect();
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for p in 0..n {
        if remaining[p] == 0 {
            values[p] = Verdict::Loss(0);
            resolved[p] = true;
            queue.push(p as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let c = queue[head] as usize;
        head += 1;
        let value = values[c];
        for &p in &pred[pred_start[c] as usize..pred_start[c + 1] as usize] {
            let p = p as usize;
            if resolved[p] {
                continue;
            }
            match value {
                Verdict::Loss(d) => {
                    values[p] = Verdict::Win(d + 1);
                    resolved[p] = true;
                    queue.push(p as u32);
                }
                Verdict::Win(d) => {
                    remaining[p] -= 1;
                    if remaining[p] == 0 {
                        values[p] = Verdict::Loss(d + 1);
                        resolved[p] = true;
                        queue.push(p as u32);
                    }
                }
                Verdict::Draw => unreachable!("only decided positions are queued"),
            }
        }
    }

    // Positions reachable from the start by moves.
    let start = index(&Position::start(game)).expect("start is a small position");
    let mut reachable = vec![false; n];
    let mut stack = vec![start];
    reachable[start] = true;
    while let Some(p) = stack.pop() {
        for &c in &succ[succ_start[p] as usize..succ_start[p + 1] as usize] {
            if !reachable[c as usize] {
                reachable[c as usize] = true;
                stack.push(c as usize);
            }
        }
    }

    let mut stats = SolveStats {
        positions: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        start: values[start],
        elapsed: Default::default(),
    };
    for p in (0..n).filter(|&p| reachable[p]) {
        stats.positions += 1;
        match values[p] {
            Verdict::Win(_) => stats.wins += 1,
            Verdict::Loss(_) => stats.losses += 1,
            Verdict::Draw => stats.draws += 1,
        }
    }
    stats.elapsed = t0.elapsed();
    Solution {
        game,
        values,
        reachable,
        stats,
    }
}

impl Solution {
    /// The exact value of `pos` for its side to move (`None` if `pos` is not a
    /// position of this game).
    pub(crate) fn value(&self, pos: &Position) -> Option<Verdict> {
        if pos.game != self.game {
            return None;
        }
        index(pos).map(|i| self.values[i])
    }

    /// Whether `pos` is reachable from the start by moves alone.
    pub(crate) fn is_reachable(&self, pos: &Position) -> bool {
        pos.game == self.game && index(pos).is_some_and(|i| self.reachable[i])
    }

    /// Every position reachable from the start by moves alone, in index order.
    pub(crate) fn reachable_positions(&self) -> Vec<Position> {
        all_positions(self.game)
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| self.reachable[i])
            .map(|(_, p)| p)
            .collect()
    }

    /// Counts over the reachable positions, as computed when solved.
    pub(crate) fn stats(&self) -> &SolveStats {
        &self.stats
    }
}
