//! Hand-tuned static evaluations of the two large games, for the side to move,
//! in centi-units (100 ≈ one Jinmen piece ≈ one Rendezvous tempo).

use super::tables::{tables, Tables};
use crate::game::GameId;
use crate::position::Position;

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

/// Distances (in own moves) of one general to every point, other pieces fixed;
/// 0 at its own point, `FAR` where it cannot get within `MAX_BFS` moves.
const FAR: u8 = 30;
const MAX_BFS: u8 = 10;

fn general_distances(t: &Tables, from: usize, occ: u32) -> [u8; 32] {
    let mut dist = [FAR; 32];
    dist[from] = 0;
    let all = (1u32 << t.n) - 1;
    let free = !occ & all;
    let mut frontier = 1u32 << from;
    let mut visited = frontier;
    let mut d = 0u8;
    while frontier != 0 && d < MAX_BFS {
        let mut next = 0u32;
        let mut f = frontier;
        while f != 0 {
            let p = f.trailing_zeros() as usize;
            f &= f - 1;
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
        let mut nx = next;
        while nx != 0 {
            let p = nx.trailing_zeros() as usize;
            nx &= nx - 1;
            dist[p] = d;
        }
        frontier = next;
    }
    dist
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
pub(crate) fn huishi_race(pos: &Position, side: usize) -> Race {
    let t = tables(GameId::Huishi);
    let own_generals = pos.by_side[side].0 & pos.generals.0;
    let a = own_generals.trailing_zeros() as usize;
    let b = (own_generals & (own_generals - 1)).trailing_zeros() as usize;
    if own_generals.count_ones() != 2 {
        return Race {
            distance: FAR,
            routes: 0,
        };
    }
    let occ = (pos.by_side[0] | pos.by_side[1]).0;
    let empty = !occ & ((1u32 << t.n) - 1);
    let da = general_distances(t, a, occ & !(1 << a));
    let db = general_distances(t, b, occ & !(1 << b));
    // Moves for a general to arrive at an empty point by a final step.
    let arrival = |d: &[u8; 32]| -> [u8; 32] {
        let mut out = [FAR; 32];
        let mut es = empty;
        while es != 0 {
            let q = es.trailing_zeros() as usize;
            es &= es - 1;
            let mut best = FAR;
            let mut ns = t.neighbors[q];
            while ns != 0 {
                let n = ns.trailing_zeros() as usize;
                ns &= ns - 1;
                best = best.min(d[n]);
            }
            out[q] = best.saturating_add(1).min(FAR);
        }
        out
    };
    let sa = arrival(&da);
    let sb = arrival(&db);
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
    use crate::game::GameId;

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
