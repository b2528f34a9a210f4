//! Flat lookup tables derived once from the boards, for the evaluation and move
//! ordering of the search (the rules engine stays the authority on legality and
//! on what a move does; unit tests check these tables against it).

use crate::rules::board::Board;
use crate::rules::game::GameId;
use once_cell::sync::Lazy;

/// A run of 3 or 5 consecutive points of one line, with the masks that make it a
/// Jinmen capture formation in either direction.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Window {
    /// All points of the run.
    pub mask: u32,
    /// The capturing side's points when capturing towards the end of the line.
    pub own_fwd: u32,
    /// The captured points when capturing towards the end of the line.
    pub cap_fwd: u32,
    /// The capturing side's points when capturing towards the start of the line.
    pub own_back: u32,
    /// The captured points when capturing towards the start of the line.
    pub cap_back: u32,
}

/// Per-game tables.
pub(crate) struct Tables {
    /// Number of points.
    pub n: usize,
    /// Neighbour masks.
    pub neighbors: [u32; 32],
    /// Jumps from each point: `(over, to)`; `jump_len[p]` are valid.
    pub jumps: [[(u8, u8); 4]; 32],
    /// Number of jumps from each point.
    pub jump_len: [u8; 32],
    /// The well (Rendezvous), as a mask (0 elsewhere).
    pub well: u32,
    /// Every adjacent pair `(a, b)` with `a < b` and neither on the well.
    pub pairs_off_well: Vec<(u8, u8)>,
    /// Lines through each point (indices into `line_masks` / `windows`), at most 4.
    pub lines_through: [[u8; 4]; 32],
    /// How many lines pass through each point.
    pub lines_len: [u8; 32],
    /// Each line's points as a mask.
    pub line_masks: Vec<u32>,
    /// Each line's runs of 3 points, then its runs of 5 points.
    pub windows: Vec<Vec<Window>>,
    /// Where each line's runs of 5 start in `windows`.
    pub fives_from: Vec<usize>,
}

static TABLES: Lazy<[Tables; 4]> = Lazy::new(|| GameId::ALL.map(build));

/// The tables of `game`.
pub(crate) fn tables(game: GameId) -> &'static Tables {
    &TABLES[game.index()]
}

fn build(game: GameId) -> Tables {
    let board = Board::of(game);
    let n = board.len();
    let mut t = Tables {
        n,
        neighbors: [0; 32],
        jumps: [[(0, 0); 4]; 32],
        jump_len: [0; 32],
        well: board.well().map_or(0, |w| 1 << w.0),
        pairs_off_well: board
            .adjacent_pairs()
            .into_iter()
            .filter(|&(a, b)| Some(a) != board.well() && Some(b) != board.well())
            .map(|(a, b)| (a.0, b.0))
            .collect(),
        lines_through: [[0; 4]; 32],
        lines_len: [0; 32],
        line_masks: Vec::new(),
        windows: Vec::new(),
        fives_from: Vec::new(),
    };
    for p in board.all() {
        t.neighbors[p.index()] = board.neighbors(p).0;
        for (k, j) in board.jumps(p).iter().enumerate().take(4) {
            t.jumps[p.index()][k] = (j.over.0, j.to.0);
            t.jump_len[p.index()] = k as u8 + 1;
        }
        debug_assert!(board.jumps(p).len() <= 4);
        for (k, &li) in board.lines_through(p).iter().enumerate().take(4) {
            t.lines_through[p.index()][k] = li as u8;
            t.lines_len[p.index()] = k as u8 + 1;
        }
    }
    for line in board.lines() {
        let mask = line.iter().fold(0u32, |m, p| m | 1 << p.0);
        t.line_masks.push(mask);
        let mut ws = Vec::new();
        for len in [3usize, 5] {
            if len == 5 {
                t.fives_from.push(ws.len());
            }
            let own = len / 2 + 1;
            for run in line.windows(len) {
                let bits =
                    |ps: &[crate::rules::board::Point]| ps.iter().fold(0u32, |m, p| m | 1 << p.0);
                ws.push(Window {
                    mask: bits(run),
                    own_fwd: bits(&run[..own]),
                    cap_fwd: bits(&run[own..]),
                    own_back: bits(&run[len - own..]),
                    cap_back: bits(&run[..len - own]),
                });
            }
        }
        t.windows.push(ws);
    }
    t
}

impl Tables {
    /// Jinmen: the enemy pieces captured when the mover's piece has just landed on
    /// `to`; `mine` and `theirs` are the pieces after the move, before removal.
    #[inline]
    pub fn captures(&self, to: usize, mine: u32, theirs: u32) -> u32 {
        let occ = mine | theirs;
        let mut cap = 0;
        for k in 0..self.lines_len[to] as usize {
            let li = self.lines_through[to][k] as usize;
            let on = occ & self.line_masks[li];
            let c = on.count_ones();
            if c != 3 && c != 5 {
                continue;
            }
            for w in &self.windows[li] {
                if w.mask == on {
                    if mine & w.own_fwd == w.own_fwd && theirs & w.cap_fwd == w.cap_fwd {
                        cap |= w.cap_fwd;
                    } else if mine & w.own_back == w.own_back && theirs & w.cap_back == w.cap_back {
                        cap |= w.cap_back;
                    }
                    break;
                }
            }
        }
        cap
    }

    /// Jinmen: what a step `from`→`to` by the side owning `mine` would capture.
    #[inline]
    pub fn step_captures(&self, from: usize, to: usize, mine: u32, theirs: u32) -> u32 {
        self.captures(to, (mine & !(1 << from)) | 1 << to, theirs)
    }

    /// Jinmen: every step of the side owning `mine` that captures, as
    /// `(from, to, captured)`, found line by line: a capture needs a line that
    /// will hold exactly one run of 3 or 5 pieces, so the candidates are the
    /// runs (windows) of the line that the move completes — by a piece arriving
    /// from off the line when the line holds 2 or 4, or by a piece sliding along
    /// it when it holds 3 or 5. Returns how many were written.
    pub fn capture_moves(&self, mine: u32, theirs: u32, out: &mut [(u8, u8, u32); 32]) -> usize {
        let occ = mine | theirs;
        let mut n = 0;
        for (li, &line) in self.line_masks.iter().enumerate() {
            if theirs & line == 0 {
                continue;
            }
            let on = occ & line;
            let c = on.count_ones();
            if !(2..=5).contains(&c) {
                continue;
            }
            let arrives = c.is_multiple_of(2);
            let windows = &self.windows[li];
            let windows = if c <= 3 {
                &windows[..self.fives_from[li]]
            } else {
                &windows[self.fives_from[li]..]
            };
            let mine_l = mine & line;
            for w in windows {
                let missing = w.mask & !on;
                // Exactly one point of the run is empty (no popcount: it is slow
                // on targets without the instruction).
                if missing == 0 || missing & (missing - 1) != 0 {
                    continue;
                }
                let t = missing.trailing_zeros() as usize;
                let extra = on & !w.mask;
                let (origins, mine_after) = if arrives {
                    if extra != 0 {
                        continue;
                    }
                    (self.neighbors[t] & mine & !line, mine_l | missing)
                } else {
                    // One own piece of the line steps along it into the gap.
                    if extra & mine_l == 0 || extra & self.neighbors[t] == 0 {
                        continue;
                    }
                    (extra, (mine_l & !extra) | missing)
                };
                if origins == 0 {
                    continue;
                }
                let theirs_after = w.mask & !mine_after;
                let captures = (mine_after & w.own_fwd == w.own_fwd
                    && theirs_after & w.cap_fwd == w.cap_fwd)
                    || (mine_after & w.own_back == w.own_back
                        && theirs_after & w.cap_back == w.cap_back);
                if !captures {
                    continue;
                }
                let mut os = origins;
                while os != 0 {
                    let o = os.trailing_zeros() as usize;
                    os &= os - 1;
                    if out[..n]
                        .iter()
                        .any(|&(f, to, _)| f as usize == o && to as usize == t)
                    {
                        continue; // also captures on its other line: already listed
                    }
                    if n < out.len() {
                        out[n] = (o as u8, t as u8, self.step_captures(o, t, mine, theirs));
                        n += 1;
                    }
                }
            }
        }
        n
    }

    /// Jinmen: the set of `theirs` pieces that `mine` could capture with one step,
    /// and the number of capturing steps.
    pub fn capture_threats(&self, mine: u32, theirs: u32) -> (u32, u32) {
        let mut buf = [(0u8, 0u8, 0u32); 32];
        let n = self.capture_moves(mine, theirs, &mut buf);
        let set = buf[..n].iter().fold(0, |s, &(_, _, c)| s | c);
        (set, n as u32)
    }

    /// Sum over `pieces` of their empty neighbours (step mobility).
    #[inline]
    pub fn step_mobility(&self, pieces: u32, empty: u32) -> u32 {
        let mut ms = pieces;
        let mut n = 0;
        while ms != 0 {
            let p = ms.trailing_zeros() as usize;
            ms &= ms - 1;
            n += (self.neighbors[p] & empty).count_ones();
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::position::Position;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn jinmen_capture_tables_agree_with_the_rules_engine() {
        let t = tables(GameId::Jinmen);
        let mut rng = SmallRng::seed_from_u64(11);
        let mut captures_seen = 0;
        for _ in 0..300 {
            let mut pos = Position::start(GameId::Jinmen);
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let us = pos.side_to_move().index();
                    let predicted = t.step_captures(
                        m.from.index(),
                        m.to.index(),
                        pos.by_side[us].0,
                        pos.by_side[1 - us].0,
                    );
                    let (_, effects) = pos.play_with_effects(m);
                    assert_eq!(predicted, effects.captured.0, "{pos} {m:?}");
                    captures_seen += usize::from(predicted != 0);
                }
                pos = pos.play_unchecked(moves[rng.gen_range(0..moves.len())]);
            }
        }
        assert!(captures_seen > 100);
    }

    #[test]
    fn capture_move_generation_agrees_with_trying_every_step() {
        let t = tables(GameId::Jinmen);
        let mut rng = SmallRng::seed_from_u64(12);
        let mut nonempty = 0;
        for _ in 0..300 {
            let mut pos = Position::start(GameId::Jinmen);
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for side in 0..2 {
                    let (mine, theirs) = (pos.by_side[side].0, pos.by_side[1 - side].0);
                    let mut buf = [(0u8, 0u8, 0u32); 32];
                    let n = t.capture_moves(mine, theirs, &mut buf);
                    let mut got: Vec<(u8, u8, u32)> = buf[..n].to_vec();
                    got.sort();
                    let empty = !(mine | theirs) & ((1u32 << t.n) - 1);
                    let mut want = Vec::new();
                    for from in 0..t.n {
                        if mine >> from & 1 == 0 {
                            continue;
                        }
                        for to in 0..t.n {
                            if t.neighbors[from] >> to & 1 == 1 && empty >> to & 1 == 1 {
                                let c = t.step_captures(from, to, mine, theirs);
                                if c != 0 {
                                    want.push((from as u8, to as u8, c));
                                }
                            }
                        }
                    }
                    want.sort();
                    assert_eq!(got, want, "{pos}");
                    nonempty += usize::from(n > 0);
                }
                pos = pos.play_unchecked(moves[rng.gen_range(0..moves.len())]);
            }
        }
        assert!(nonempty > 100);
    }
}
