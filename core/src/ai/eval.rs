//! Hand-tuned static evaluations of the two large games, for the side to move,
//! in centi-units (100 ≈ one Jinmen piece ≈ one Rendezvous tempo).

use super::tables::tables;
use crate::rules::game::GameId;
use crate::rules::position::Position;
use once_cell::sync::Lazy;

/// Jinmen material by piece count (concave: each piece is worth more when a side
/// has few; two pieces are one capture from losing).
const JINMEN_MATERIAL: [i32; 9] = [0, 0, 190, 320, 435, 540, 635, 725, 810];

/// Jinmen evaluation terms (weights in centi-units).
pub(crate) const JINMEN_MOBILITY: i32 = 3;
/// Bonus per enemy piece the side to move could capture with one step.
pub(crate) const JINMEN_OUR_THREAT: i32 = 30;
/// Penalty per own piece the opponent could capture with one step.
pub(crate) const JINMEN_THEIR_THREAT: i32 = 40;
/// Extra penalty when the opponent threatens two or more separate captures.
pub(crate) const JINMEN_DOUBLE_THREAT: i32 = 45;

/// Jinmen: material, step mobility, pieces under capture threat and formations
/// one move from capturing, for the side to move.
pub(crate) fn jinmen(pos: &Position) -> i32 {
    let t = tables(GameId::Jinmen);
    let us = pos.to_move.index();
    let (we_capture, _) = t.capture_threats(pos.by_side[us].0, pos.by_side[1 - us].0);
    jinmen_with(pos, we_capture)
}

/// [`jinmen`] given the set of enemy pieces the side to move can capture now.
pub(crate) fn jinmen_with(pos: &Position, we_capture: u32) -> i32 {
    let t = tables(GameId::Jinmen);
    let us = pos.to_move.index();
    let mine = pos.by_side[us].0;
    let theirs = pos.by_side[1 - us].0;
    let empty = !(mine | theirs) & ((1u32 << t.n) - 1);
    let mut s = JINMEN_MATERIAL[mine.count_ones().min(8) as usize]
        - JINMEN_MATERIAL[theirs.count_ones().min(8) as usize];
    let mob_us = t.step_mobility(mine, empty) as i32;
    let mob_them = t.step_mobility(theirs, empty) as i32;
    s += JINMEN_MOBILITY * (mob_us - mob_them);
    let (they_capture, their_moves) = t.capture_threats(theirs, mine);
    s += JINMEN_OUR_THREAT * we_capture.count_ones() as i32;
    s -= JINMEN_THEIR_THREAT * they_capture.count_ones() as i32;
    if their_moves >= 2 && they_capture.count_ones() >= 2 {
        s -= JINMEN_DOUBLE_THREAT;
    }
    s
}

/// A race distance meaning "no rendezvous within reach".
const FAR: u8 = 30;
/// How many own moves of one general the race looks at.
const MAX_BFS: usize = 10;

/// The Rendezvous board laid on a 5 × 5 grid (bit `5 · row + file`, row 0 at the
/// top), where a step is a one-bit or five-bit shift and a jump two of them: every
/// pair of grid neighbours that are both points is adjacent on the board, and the
/// points missing from the grid (ranks 1 and 5 have only files a and e) are never
/// occupied. Unit tests check the shifts against the board.
struct Grid {
    /// The grid bit of each point.
    bit: [u32; 32],
    /// The grid cells that are points.
    points: u32,
    /// The well's grid bit.
    well: u32,
}

static GRID: Lazy<Grid> = Lazy::new(|| {
    let board = crate::rules::board::Board::of(GameId::Huishi);
    let mut g = Grid {
        bit: [0; 32],
        points: 0,
        well: 0,
    };
    for p in board.all() {
        let info = board.point(p);
        let b = 1u32 << (5 * info.y as u32 + info.x as u32);
        g.bit[p.index()] = b;
        g.points |= b;
        if board.well() == Some(p) {
            g.well = b;
        }
    }
    g
});

/// Grid cells of file a, d and e.
const FILE_A: u32 = 0x0010_8421;
const FILE_B: u32 = FILE_A << 1;
const FILE_D: u32 = FILE_A << 3;
const FILE_E: u32 = FILE_A << 4;

impl Grid {
    /// A board point set on the grid.
    #[inline]
    fn of(&self, mut set: u32) -> u32 {
        let mut out = 0;
        while set != 0 {
            out |= self.bit[set.trailing_zeros() as usize];
            set &= set - 1;
        }
        out
    }

    /// The grid neighbours of `set` that are points.
    #[inline]
    fn steps(&self, set: u32) -> u32 {
        ((set & !FILE_E) << 1 | (set & !FILE_A) >> 1 | set << 5 | set >> 5) & self.points
    }

    /// The cells reached from `set` by jumping over a piece of `occ` to a cell of `free`.
    #[inline]
    fn jumps(set: u32, occ: u32, free: u32) -> u32 {
        let right = (((set & !(FILE_D | FILE_E)) << 1) & occ) << 1;
        let left = (((set & !(FILE_A | FILE_B)) >> 1) & occ) >> 1;
        let down = ((set << 5) & occ) << 5;
        let up = ((set >> 5) & occ) >> 5;
        (right | left | down | up) & free
    }

    /// How many (x in `from`, y in `to`) pairs are adjacent.
    #[inline]
    fn adjacent_pairs(from: u32, to: u32) -> u32 {
        (((from & !FILE_E) << 1) & to).count_ones()
            + (((from & !FILE_A) >> 1) & to).count_ones()
            + ((from << 5) & to).count_ones()
            + ((from >> 5) & to).count_ones()
    }
}

/// Rendezvous race facts for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Race {
    /// Own moves needed to bring the generals together (last move a step,
    /// neither on the well), other pieces standing still; 1 = a rendezvous now.
    pub distance: u8,
    /// How many target pairs reach that distance (more = harder to block).
    pub routes: u8,
}

/// The rendezvous race for `side` (0 = First, 1 = Second).
///
/// One general stands on `x` after `i` own moves (steps, and jumps over any
/// piece, the other pieces fixed), the other arrives by a final step on an
/// empty `y` next to `x` after `j` more, neither point the well, `i` ≤ 10: the
/// distance is the least `i + j`, and the routes count the (general, `x`, `y`)
/// choices that reach it. Computed on point sets, one layer of moves at a time,
/// stopping at the first distance found.
pub(crate) fn huishi_race(pos: &Position, side: usize) -> Race {
    let grid = &*GRID;
    let own_generals = pos.by_side[side].0 & pos.generals.0;
    if own_generals.count_ones() != 2 {
        return Race {
            distance: FAR,
            routes: 0,
        };
    }
    let a = own_generals.trailing_zeros() as usize;
    let b = (own_generals & (own_generals - 1)).trailing_zeros() as usize;
    let occ = grid.of((pos.by_side[0] | pos.by_side[1]).0);
    let off_well = grid.points & !grid.well;
    let targets = !occ & off_well;
    let start = [grid.bit[a], grid.bit[b]];
    // reach[g][i]: where general g can stand within i moves; arrive[g][j]: the
    // empty points off the well it can land on by a step within j moves;
    // stand_next[g][i]: the points off the well next to where it can stand
    // (off the well) within i moves.
    let mut reach = [[0u32; MAX_BFS + 1]; 2];
    let mut arrive = [[0u32; MAX_BFS + 2]; 2];
    let mut stand_next = [[0u32; MAX_BFS + 1]; 2];
    let mut frontier = start;
    let mut found = None;
    for k in 0..=MAX_BFS {
        for g in 0..2 {
            if k == 0 {
                reach[g][0] = start[g];
            } else {
                let o = occ & !start[g];
                let free = grid.points & !o;
                let next = (grid.steps(frontier[g]) & free | Grid::jumps(frontier[g], o, free))
                    & !reach[g][k - 1];
                frontier[g] = next;
                reach[g][k] = reach[g][k - 1] | next;
            }
            arrive[g][k + 1] = grid.steps(reach[g][k]) & targets;
            stand_next[g][k] = grid.steps(reach[g][k] & off_well) & off_well;
        }
        // Distance k + 1 is now decidable: i ≤ k, j = k + 1 - i ≤ k + 1.
        let d = k + 1;
        if (0..=k).any(|i| {
            stand_next[0][i] & arrive[1][d - i] != 0 || stand_next[1][i] & arrive[0][d - i] != 0
        }) {
            found = Some(d);
            break;
        }
    }
    // Beyond the layers: i ≤ MAX_BFS, j ≤ MAX_BFS + 1.
    let d = match found {
        Some(d) => d,
        None => {
            let far = (MAX_BFS + 2..=2 * MAX_BFS + 1).find(|&d| {
                (d - MAX_BFS - 1..=MAX_BFS).any(|i| {
                    stand_next[0][i] & arrive[1][d - i] != 0
                        || stand_next[1][i] & arrive[0][d - i] != 0
                })
            });
            match far {
                Some(d) => d,
                None => {
                    // Every choice is out of reach: all of them tie at FAR.
                    let t = tables(GameId::Huishi);
                    return Race {
                        distance: FAR,
                        routes: (4 * t.pairs_off_well.len()).min(255) as u8,
                    };
                }
            }
        }
    };
    let mut routes = 0u32;
    for (reach_g, arrive_other) in [(&reach[0], &arrive[1]), (&reach[1], &arrive[0])] {
        for i in d.saturating_sub(MAX_BFS + 1)..=(d - 1).min(MAX_BFS) {
            let j = d - i;
            let before = if i > 0 { reach_g[i - 1] } else { 0 };
            let stand = reach_g[i] & !before & off_well;
            let land = arrive_other[j] & !arrive_other[j - 1];
            routes += Grid::adjacent_pairs(stand, land);
        }
    }
    Race {
        distance: d as u8,
        routes: routes.min(255) as u8,
    }
}

/// Weight of one move of rendezvous distance.
pub(crate) const HUISHI_DISTANCE: i32 = 100;
/// Bonus of having the move.
pub(crate) const HUISHI_TEMPO: i32 = 30;
/// Bonus per extra route at the best distance (capped).
pub(crate) const HUISHI_ROUTES: i32 = 8;
/// Penalty for a general standing on the well (it cannot take part in a rendezvous).
pub(crate) const HUISHI_WELL: i32 = 25;

/// Rendezvous: the race of both sides' generals to a legal rendezvous (own moves
/// needed with the other pieces fixed, so blocked paths count), the number of
/// routes, generals on the well, and the tempo, for the side to move.
pub(crate) fn huishi(pos: &Position, us_race: Race, them_race: Race) -> i32 {
    let t = tables(GameId::Huishi);
    let us = pos.to_move.index();
    let d_us = i32::from(us_race.distance.min(12));
    let d_them = i32::from(them_race.distance.min(12));
    let mut s = HUISHI_DISTANCE * (d_them - d_us) + HUISHI_TEMPO;
    s += HUISHI_ROUTES * (i32::from(us_race.routes.min(6)) - i32::from(them_race.routes.min(6)));
    let gens = pos.generals.0;
    if gens & pos.by_side[us].0 & t.well != 0 {
        s -= HUISHI_WELL;
    }
    if gens & pos.by_side[1 - us].0 & t.well != 0 {
        s += HUISHI_WELL;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::GameId;

    /// The race as first written (distances point by point), kept as the oracle
    /// of the set-based [`huishi_race`].
    fn race_by_points(pos: &Position, side: usize) -> Race {
        let t = tables(GameId::Huishi);
        let own = pos.by_side[side].0 & pos.generals.0;
        let a = own.trailing_zeros() as usize;
        let b = (own & (own - 1)).trailing_zeros() as usize;
        let occ = (pos.by_side[0] | pos.by_side[1]).0;
        let empty = !occ & ((1u32 << t.n) - 1);
        let distances = |from: usize, occ: u32| {
            let mut dist = [FAR; 32];
            dist[from] = 0;
            let free = !occ & ((1u32 << t.n) - 1);
            let mut frontier = 1u32 << from;
            let mut visited = frontier;
            let mut d = 0u8;
            while frontier != 0 && (d as usize) < MAX_BFS {
                let mut next = 0u32;
                for p in 0..t.n {
                    if frontier >> p & 1 == 0 {
                        continue;
                    }
                    next |= t.neighbors[p] & free;
                    for k in 0..t.jump_len[p] as usize {
                        let (over, to) = t.jumps[p][k];
                        if occ >> over & 1 == 1 && free >> to & 1 == 1 {
                            next |= 1 << to;
                        }
                    }
                }
                next &= !visited;
                visited |= next;
                d += 1;
                for (p, slot) in dist.iter_mut().enumerate().take(t.n) {
                    if next >> p & 1 == 1 {
                        *slot = d;
                    }
                }
                frontier = next;
            }
            dist
        };
        let da = distances(a, occ & !(1 << a));
        let db = distances(b, occ & !(1 << b));
        let arrival = |d: &[u8; 32]| {
            let mut out = [FAR; 32];
            for (q, slot) in out.iter_mut().enumerate().take(t.n) {
                if empty >> q & 1 == 1 {
                    let best = (0..t.n)
                        .filter(|&n| t.neighbors[q] >> n & 1 == 1)
                        .map(|n| d[n])
                        .min()
                        .unwrap_or(FAR);
                    *slot = best.saturating_add(1).min(FAR);
                }
            }
            out
        };
        let (sa, sb) = (arrival(&da), arrival(&db));
        let mut best = FAR;
        let mut routes = 0u8;
        for &(p, q) in &t.pairs_off_well {
            let (p, q) = (p as usize, q as usize);
            for c in [
                da[p].saturating_add(sb[q]),
                da[q].saturating_add(sb[p]),
                db[p].saturating_add(sa[q]),
                db[q].saturating_add(sa[p]),
            ] {
                let c = c.min(FAR);
                if c < best {
                    best = c;
                    routes = 1;
                } else if c == best {
                    routes = routes.saturating_add(1);
                }
            }
        }
        Race {
            distance: best,
            routes,
        }
    }

    #[test]
    fn grid_shifts_are_the_board_steps_and_jumps() {
        let board = crate::rules::board::Board::of(GameId::Huishi);
        let g = &*GRID;
        for p in board.all() {
            let one = g.bit[p.index()];
            assert_eq!(
                g.steps(one),
                g.of(board.neighbors(p).0),
                "steps from {}",
                board.name(p)
            );
            for occ_set in [0u32, (1u32 << board.len()) - 1] {
                let occ = g.of(occ_set) & !one;
                for free in [g.points, g.points & !occ] {
                    let want = board
                        .jumps(p)
                        .iter()
                        .filter(|j| {
                            occ & g.bit[j.over.index()] != 0 && free & g.bit[j.to.index()] != 0
                        })
                        .fold(0, |m, j| m | g.bit[j.to.index()]);
                    assert_eq!(
                        Grid::jumps(one, occ, free),
                        want,
                        "jumps from {}",
                        board.name(p)
                    );
                }
            }
            let others = g.points & !one;
            assert_eq!(
                Grid::adjacent_pairs(one, others),
                board.neighbors(p).count(),
                "{}",
                board.name(p)
            );
        }
    }

    #[test]
    fn set_based_race_agrees_with_the_point_by_point_one() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(6);
        let mut distances = std::collections::BTreeSet::new();
        for _ in 0..300 {
            let mut pos = Position::start(GameId::Huishi);
            for _ in 0..80 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for side in 0..2 {
                    let want = race_by_points(&pos, side);
                    assert_eq!(huishi_race(&pos, side), want, "{pos} side {side}");
                    distances.insert(want.distance);
                }
                pos = pos.play_unchecked(moves[rng.gen_range(0..moves.len())]);
            }
        }
        assert!(distances.len() >= 5, "{distances:?}");
    }

    #[test]
    fn race_distance_one_means_a_rendezvous_is_available() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..200 {
            let mut pos = Position::start(GameId::Huishi);
            for _ in 0..60 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let can_win = moves.iter().any(|&m| pos.play_unchecked(m).is_rendezvous());
                let race = huishi_race(&pos, pos.to_move.index());
                assert_eq!(can_win, race.distance == 1, "{pos}");
                pos = pos.play_unchecked(moves[rng.gen_range(0..moves.len())]);
            }
        }
    }

    #[test]
    fn start_evaluations_are_symmetric_apart_from_tempo() {
        let j = Position::start(GameId::Jinmen);
        assert_eq!(jinmen(&j), 0);
        let h = Position::start(GameId::Huishi);
        let a = huishi_race(&h, 0);
        let b = huishi_race(&h, 1);
        assert_eq!(a, b);
        assert_eq!(huishi(&h, a, b), HUISHI_TEMPO);
    }
}
