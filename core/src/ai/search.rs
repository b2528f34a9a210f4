//! Iterative-deepening principal-variation search for Jinmen and Rendezvous (it
//! also works, without the solver, in the small games).
//!
//! Negamax alpha-beta with a null-window PVS, a transposition table, move
//! ordering (table move, captures, killers, history), late-move reductions,
//! a capture quiescence for Jinmen and a threat quiescence for Rendezvous,
//! mate-distance scores, repetition-aware draws (the record's history and the
//! search path) and the Jinmen 100-ply draw. The search stops on a node budget
//! (deterministic), a deadline or a cancel token, checking the clock and the
//! token every 1024 nodes.

use super::eval;
use super::tables::tables;
use super::tt::{Bound, Tt};
use super::{CancelToken, Limits, Score, SearchInfo, SearchResult};
use crate::rules::board::Point;
use crate::rules::game::GameId;
use crate::rules::moves::Move;
use crate::rules::outcome::JINMEN_NO_CAPTURE_LIMIT;
use crate::rules::position::Position;
use crate::rules::record::GameRecord;
use std::time::{Duration, Instant};

/// Larger than any score.
pub(crate) const INF: i32 = 32_000;
/// The score of a win at the root (a win in `n` plies scores `MATE - n`).
pub(crate) const MATE: i32 = 31_000;
/// Scores beyond this (in absolute value) are forced wins or losses.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
const MAX_PLY: usize = 96;
const MAX_DEPTH: u32 = 64;

/// How a search is run, beyond its limits: level handicaps and memory.
#[derive(Clone, Debug)]
pub(crate) struct SearchOptions {
    /// Amplitude of the deterministic evaluation noise (0 = none).
    pub noise: i32,
    /// Seed of the noise.
    pub seed: u64,
    /// How many best root moves to score exactly (1 = normal search).
    pub multipv: usize,
    /// Transposition-table budget in bytes.
    pub tt_bytes: usize,
    /// How much the searching side dislikes a draw (centi-units).
    pub contempt: i32,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            contempt: 0,
            noise: 0,
            seed: 0,
            multipv: 1,
            tt_bytes: 32 << 20,
        }
    }
}

/// A finished search: the result and the root moves ranked by their last score
/// (exact for the best `multipv` moves, upper bounds for the others).
#[derive(Clone, Debug)]
pub(crate) struct Finished {
    pub result: SearchResult,
    pub ranked: Vec<(Move, i32)>,
}

/// Converts an internal score to a [`Score`].
pub(crate) fn to_score(s: i32) -> Score {
    if s >= MATE_BOUND {
        Score::Win((MATE - s) as u32)
    } else if s <= -MATE_BOUND {
        Score::Loss((MATE + s) as u32)
    } else {
        Score::Value(s)
    }
}

/// How often each position occurred in a record (start and after every ply).
pub(crate) struct RepHistory {
    keys: Vec<u64>,
}

impl RepHistory {
    pub fn from_record(record: &GameRecord) -> RepHistory {
        let mut keys: Vec<u64> = std::iter::once(record.start())
            .chain(record.entries().iter().map(|e| &e.after))
            .map(Position::key)
            .collect();
        keys.sort_unstable();
        RepHistory { keys }
    }

    /// Occurrences of `key`.
    #[inline]
    pub fn count(&self, key: u64) -> usize {
        let lo = self.keys.partition_point(|&k| k < key);

        self.keys[lo..].partition_point(|&k| k == key)
    }
}

/// A 64-bit mix (splitmix64 finaliser).
#[inline]
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

struct Searcher<'a> {
    game: GameId,
    tt: &'a mut Tt,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    cancel: &'a CancelToken,
    stopped: bool,
    can_stop: bool,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<i32>,
    path: Vec<u64>,
    reps: RepHistory,
    noise: i32,
    contempt: i32,
    seed: u64,
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
}

const NO_MOVE: Move = Move::new(Point(0), Point(0));

/// How many nodes pass between two looks at the cancel token and the clock (a
/// power of two): well under a millisecond of search.
pub(crate) const POLL_INTERVAL: u64 = 1024;

impl<'a> Searcher<'a> {
    /// A searcher for the current position of `record`, started at `start`, on a
    /// table that begins a new search.
    fn new(
        record: &GameRecord,
        limits: Limits,
        cancel: &'a CancelToken,
        opts: &SearchOptions,
        tt: &'a mut Tt,
        start: Instant,
    ) -> Searcher<'a> {
        tt.new_search();
        let mut path = Vec::with_capacity(MAX_PLY + 8);
        path.push(record.current().key);
        Searcher {
            game: record.game(),
            tt,
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            deadline: limits.time.map(|t| start + t),
            cancel,
            stopped: false,
            can_stop: false,
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; 2 * 32 * 32],
            path,
            reps: RepHistory::from_record(record),
            noise: opts.noise,
            contempt: opts.contempt,
            seed: mix(opts.seed ^ 0x5EED),
            pv: vec![[NO_MOVE; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
        }
    }

    #[inline]
    fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if !self.can_stop {
            return false;
        }
        if self.nodes >= self.node_limit
            || (self.nodes & (POLL_INTERVAL - 1) == 0
                && (self.cancel.is_cancelled()
                    || self.deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.stopped = true;
        }
        self.stopped
    }

    #[inline]
    fn tt_key(&self, pos: &Position) -> u64 {
        let clock = pos.plies_since_capture;
        if clock >= 60 {
            pos.key ^ mix(u64::from(clock) ^ 0xC10C)
        } else {
            pos.key
        }
    }

    #[inline]
    fn is_repetition(&self, key: u64, ply: usize) -> bool {
        let mut i = ply;
        while i >= 2 {
            i -= 2;
            if self.path[i] == key {
                return true;
            }
        }
        self.reps.count(key) >= 2
    }

    /// A draw, for the side to move at `ply`: worth `-contempt` to the side
    /// that searches (it would rather play on), `+contempt` to its opponent.
    #[inline]
    fn draw_score(&self, ply: usize) -> i32 {
        if ply.is_multiple_of(2) {
            -self.contempt
        } else {
            self.contempt
        }
    }

    #[inline]
    fn noise(&self, key: u64) -> i32 {
        if self.noise == 0 {
            return 0;
        }
        let span = 2 * self.noise as u64 + 1;
        (mix(key ^ self.seed) % span) as i32 - self.noise
    }

    fn history_index(side: usize, m: Move) -> usize {
        (side * 32 + m.from.index()) * 32 + m.to.index()
    }

    /// Scores of the moves for ordering: table move, captures, killers, history.
    fn order(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
    ) -> [i32; 64] {
        let mut keys = [0i32; 64];
        let side = pos.to_move.index();
        let mut caps = [(0u8, 0u8, 0u32); 32];
        let nc = if self.game == GameId::Jinmen {
            tables(self.game).capture_moves(pos.by_side[side].0, pos.by_side[1 - side].0, &mut caps)
        } else {
            0
        };
        for (i, &m) in moves.iter().enumerate() {
            let captured = caps[..nc]
                .iter()
                .find(|c| c.0 == m.from.0 && c.1 == m.to.0)
                .map_or(0, |c| c.2);
            keys[i] = if Some(m) == tt_move {
                1 << 30
            } else if captured != 0 {
                (1 << 24) + 1000 * captured.count_ones() as i32
            } else if self.killers[ply][0] == Some(m) {
                1 << 22
            } else if self.killers[ply][1] == Some(m) {
                (1 << 22) - 1
            } else {
                self.history[Self::history_index(side, m)]
            };
        }
        keys
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if ply > 0 {
            self.nodes += 1;
            if self.should_stop() {
                return 0;
            }
            if pos.is_decided() {
                return -MATE + ply as i32;
            }
            if self.is_repetition(pos.key, ply) {
                return self.draw_score(ply);
            }
            if self.game == GameId::Jinmen && pos.plies_since_capture >= JINMEN_NO_CAPTURE_LIMIT {
                return self.draw_score(ply);
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if ply >= MAX_PLY - 4 {
            return self.static_eval(pos);
        }
        if depth <= 0 {
            return self.quiesce(pos, ply, alpha, beta, 0);
        }
        let pv_node = beta - alpha > 1;
        let key = self.tt_key(pos);
        let mut tt_move = None;
        if let Some(hit) = self.tt.probe(key) {
            tt_move = hit.mv;
            if !pv_node && hit.depth >= depth as u32 {
                let s = score_from_tt(hit.score, ply);
                let usable = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if usable {
                    return s;
                }
            }
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return -MATE + ply as i32;
        }
        if self.game == GameId::Huishi {
            if let Some(m) = rendezvous_move(pos) {
                self.pv[ply][0] = m;
                self.pv_len[ply] = 1;
                return MATE - ply as i32 - 1;
            }
        }
        let mut keys = self.order(pos, &moves, tt_move, ply);
        let mut list = moves;
        let n = list.len();
        let side = pos.to_move.index();
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..n {
            // Pick the next best-ordered move (stable: first maximum).
            let mut bi = i;
            for j in i + 1..n {
                if keys[j] > keys[bi] {
                    bi = j;
                }
            }
            if bi != i {
                keys.swap(i, bi);
                list.as_mut_slice().swap(i, bi);
            }
            let m = list[i];
            let quiet = keys[i] < (1 << 22) - 1;
            let child = pos.play_unchecked(m);
            self.path.push(child.key);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
            } else {
                let r = if depth >= 3 && i >= 3 && quiet {
                    if i >= 10 && depth >= 5 {
                        2
                    } else {
                        1
                    }
                } else {
                    0
                };
                score = -self.negamax(&child, depth - 1 - r, ply + 1, -alpha - 1, -alpha);
                if score > alpha && r > 0 {
                    score = -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
                }
            }
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if score >= beta {
                        if quiet {
                            if self.killers[ply][0] != Some(m) {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = Some(m);
                            }
                            let h = &mut self.history[Self::history_index(side, m)];
                            *h = (*h + depth * depth).min(1 << 20);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth as u32, score_to_tt(best, ply), bound, best_move);
        best
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1].min(MAX_PLY - 2);
        self.pv[ply][0] = m;
        for k in 0..child_len {
            self.pv[ply][k + 1] = self.pv[ply + 1][k];
        }
        self.pv_len[ply] = child_len + 1;
    }

    fn static_eval(&self, pos: &Position) -> i32 {
        let base = match self.game {
            GameId::Jinmen => eval::jinmen(pos),
            GameId::Huishi => {
                let us = pos.to_move.index();
                eval::huishi(
                    pos,
                    eval::huishi_race(pos, us),
                    eval::huishi_race(pos, 1 - us),
                )
            }
            _ => small_eval(pos),
        };
        base + self.noise(pos.key)
    }

    fn quiesce(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32, qd: u32) -> i32 {
        self.pv_len[ply] = 0;
        if ply >= MAX_PLY - 4 {
            return self.static_eval(pos);
        }
        match self.game {
            GameId::Jinmen => {
                let t = tables(GameId::Jinmen);
                let side = pos.to_move.index();
                let mine = pos.by_side[side].0;
                let theirs = pos.by_side[1 - side].0;
                let empty = !(mine | theirs) & ((1u32 << t.n) - 1);
                if t.step_mobility(mine, empty) == 0 {
                    return -MATE + ply as i32;
                }
                let mut found = [(0u8, 0u8, 0u32); 32];
                let nc = t.capture_moves(mine, theirs, &mut found);
                let we_capture = found[..nc].iter().fold(0, |s, c| s | c.2);
                let stand = eval::jinmen_with(pos, we_capture) + self.noise(pos.key);
                if stand >= beta {
                    return stand;
                }
                alpha = alpha.max(stand);
                let mut best = stand;
                let mut caps: [(u32, Move); 32] = [(0, NO_MOVE); 32];
                for (k, &(from, to, c)) in found[..nc].iter().enumerate() {
                    caps[k] = (c.count_ones(), Move::new(Point(from), Point(to)));
                }
                caps[..nc].sort_by_key(|c| std::cmp::Reverse(c.0));
                for &(_, m) in &caps[..nc] {
                    let child = pos.play_unchecked(m);
                    self.nodes += 1;
                    if self.should_stop() {
                        return 0;
                    }
                    let score = if child.is_decided() {
                        MATE - ply as i32 - 1
                    } else {
                        -self.quiesce(&child, ply + 1, -beta, -alpha, qd + 1)
                    };
                    if self.stopped {
                        return 0;
                    }
                    if score > best {
                        best = score;
                        if score > alpha {
                            alpha = score;
                            if score >= beta {
                                break;
                            }
                        }
                    }
                }
                best
            }
            GameId::Huishi => {
                let us = pos.to_move.index();
                let race_us = eval::huishi_race(pos, us);
                if race_us.distance == 1 {
                    return MATE - ply as i32 - 1;
                }
                let race_them = eval::huishi_race(pos, 1 - us);
                if race_them.distance == 1 && qd < 2 {
                    // The opponent threatens a rendezvous: look at every parry.
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        return -MATE + ply as i32;
                    }
                    let mut best = -INF;
                    for &m in moves.iter() {
                        let child = pos.play_unchecked(m);
                        self.nodes += 1;
                        if self.should_stop() {
                            return 0;
                        }
                        let score = -self.quiesce(&child, ply + 1, -beta, -alpha, qd + 1);
                        if self.stopped {
                            return 0;
                        }
                        if score > best {
                            best = score;
                            if score > alpha {
                                alpha = score;
                                if score >= beta {
                                    break;
                                }
                            }
                        }
                    }
                    return best;
                }
                eval::huishi(pos, race_us, race_them) + self.noise(pos.key)
            }
            _ => self.static_eval(pos),
        }
    }
}

/// A crude evaluation for the small games when searched without the solver:
/// mobility difference.
fn small_eval(pos: &Position) -> i32 {
    let own = pos.count_legal_moves() as i32;
    let them = pos.pass().count_legal_moves() as i32;
    10 * (own - them)
}

/// A Rendezvous step that wins at once, if the side to move has one.
pub(crate) fn rendezvous_move(pos: &Position) -> Option<Move> {
    let t = tables(GameId::Huishi);
    let side = pos.to_move.index();
    let gens = pos.by_side[side].0 & pos.generals.0;
    if gens.count_ones() != 2 {
        return None;
    }
    let empty = !(pos.by_side[0] | pos.by_side[1]).0 & ((1u32 << t.n) - 1);
    let a = gens.trailing_zeros() as usize;
    let b = (gens & (gens - 1)).trailing_zeros() as usize;
    for (mover, partner) in [(a, b), (b, a)] {
        if t.well >> partner & 1 == 1 {
            continue;
        }
        let targets = t.neighbors[mover] & t.neighbors[partner] & empty & !t.well;
        if targets != 0 {
            let to = targets.trailing_zeros() as u8;
            return Some(Move::new(Point(mover as u8), Point(to)));
        }
    }
    None
}

#[inline]
fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

#[inline]
fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

/// Searches the current position of `record`.
pub(crate) fn search_record(
    record: &GameRecord,
    limits: Limits,
    cancel: &CancelToken,
    opts: &SearchOptions,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    run(record, limits, cancel, opts, on_info).result
}

/// Iterative deepening at the root, scoring the best `opts.multipv` moves
/// exactly, with a fresh table of `opts.tt_bytes`.
pub(crate) fn run(
    record: &GameRecord,
    limits: Limits,
    cancel: &CancelToken,
    opts: &SearchOptions,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> Finished {
    let mut tt = Tt::new(opts.tt_bytes);
    run_with_table(record, limits, cancel, opts, &mut tt, on_info)
}

/// [`run`] with a table that may hold entries of earlier searches of the same
/// game (`opts.tt_bytes` is then ignored).
pub(crate) fn run_with_table(
    record: &GameRecord,
    limits: Limits,
    cancel: &CancelToken,
    opts: &SearchOptions,
    tt: &mut Tt,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> Finished {
    let start = Instant::now();
    let pos = *record.current();
    let empty_info = |score| SearchInfo {
        depth: 0,
        score,
        nodes: 0,
        pv: Vec::new(),
        elapsed: start.elapsed(),
    };
    if record.status().is_over() {
        let score = match record.status().outcome().and_then(|o| o.winner) {
            Some(w) if w == pos.side_to_move() => Score::Win(0),
            Some(_) => Score::Loss(0),
            None => Score::Value(0),
        };
        return Finished {
            result: SearchResult {
                best: None,
                info: empty_info(score),
            },
            ranked: Vec::new(),
        };
    }
    let mut s = Searcher::new(record, limits, cancel, opts, tt, start);
    let moves = pos.legal_moves();
    let keys = s.order(&pos, &moves, None, 0);
    // Root moves: (move, last score, initial ordering key).
    let mut root: Vec<(Move, i32, i32)> = moves
        .iter()
        .enumerate()
        .map(|(i, &m)| (m, -INF, keys[i]))
        .collect();
    root.sort_by_key(|r| std::cmp::Reverse(r.2));
    let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let max_depth = if root.len() == 1 { 1 } else { max_depth };
    let k = opts.multipv.max(1).min(root.len());
    let mut best_pv: Vec<Move> = vec![root[0].0];
    let mut best_score = -INF;
    let mut info = empty_info(Score::Value(0));
    let mut completed = 0;
    for depth in 1..=max_depth {
        s.can_stop = depth > 1;
        let mut done: Vec<(Move, i32, bool, Vec<Move>)> = Vec::with_capacity(root.len());
        let mut scores: Vec<i32> = Vec::with_capacity(root.len());
        for (i, &(m, _, _)) in root.iter().enumerate() {
            // The k-th best exact score so far is the bar a move must clear.
            let bar = if scores.len() >= k {
                let mut sorted = scores.clone();
                sorted.sort_unstable_by(|a, b| b.cmp(a));
                sorted[k - 1]
            } else {
                -INF
            };
            let child = pos.play_unchecked(m);
            s.path.push(child.key);
            let d = depth as i32 - 1;
            let score = if i < k || bar <= -INF {
                -s.negamax(&child, d, 1, -INF, INF)
            } else {
                let mut sc = -s.negamax(&child, d, 1, -bar - 1, -bar);
                if sc > bar && !s.stopped {
                    sc = -s.negamax(&child, d, 1, -INF, -bar);
                }
                sc
            };
            s.path.pop();
            if s.stopped {
                break;
            }
            let exact = i < k || score > bar;
            let mut line = vec![m];
            line.extend_from_slice(&s.pv[1][..s.pv_len[1]]);
            if exact {
                scores.push(score);
            }
            done.push((m, score, exact, line));
        }
        let complete = done.len() == root.len();
        if !complete {
            // Aborted: keep the previous best unless the previous best was
            // re-searched and another move beat it in this iteration.
            if completed > 0 && done.len() >= 2 {
                if let Some(better) = done
                    .iter()
                    .filter(|d| d.2)
                    .max_by_key(|d| d.1)
                    .filter(|d| d.0 != root[0].0 && d.1 > done[0].1)
                {
                    best_pv = better.3.clone();
                    best_score = better.1;
                    let idx = root
                        .iter()
                        .position(|r| r.0 == better.0)
                        .expect("root move");
                    let entry = root.remove(idx);
                    root.insert(0, (entry.0, better.1, entry.2));
                }
            }
            break;
        }
        // Sort: exact scores first (descending), then bounds (descending).
        let mut order: Vec<usize> = (0..root.len()).collect();
        order.sort_by(|&a, &b| {
            let (ea, eb) = (done[a].2, done[b].2);
            eb.cmp(&ea).then(done[b].1.cmp(&done[a].1))
        });
        let new_root: Vec<(Move, i32, i32)> = order
            .iter()
            .map(|&i| (root[i].0, done[i].1, root[i].2))
            .collect();
        let top = &done[order[0]];
        best_score = top.1;
        best_pv = top.3.clone();
        root = new_root;
        completed = depth;
        info = SearchInfo {
            depth,
            score: to_score(best_score),
            nodes: s.nodes,
            pv: best_pv.clone(),
            elapsed: start.elapsed(),
        };
        on_info(&info);
        // A forced result found well within the horizon will not change.
        if best_score.abs() >= MATE_BOUND && (MATE - best_score.abs()) as u32 + 1 < depth {
            break;
        }
        if s.nodes >= s.node_limit
            || cancel.is_cancelled()
            || s.deadline.is_some_and(|d| Instant::now() >= d)
        {
            break;
        }
    }
    if completed == 0 {
        // Nothing completed (cannot happen: depth 1 is never interrupted).
        best_pv = vec![root[0].0];
    }
    info.nodes = s.nodes;
    info.elapsed = start.elapsed();
    if info.pv.first() != best_pv.first() {
        info.pv = best_pv.clone();
        info.score = to_score(best_score);
    }
    let ranked = root.iter().map(|r| (r.0, r.1)).collect();
    Finished {
        result: SearchResult {
            best: best_pv.first().copied(),
            info,
        },
        ranked,
    }
}

/// Default time cap used when a caller gives none (safety net only).
#[allow(dead_code)]
pub(crate) const DEFAULT_TIME_CAP: Duration = Duration::from_secs(30);

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet_opts() -> SearchOptions {
        SearchOptions {
            tt_bytes: 1 << 20,
            ..SearchOptions::default()
        }
    }

    /// A record some plies into a game, so the search has something to chew on.
    fn midgame(game: GameId) -> GameRecord {
        let mut rec = GameRecord::new_game(game);
        for k in 0..6 {
            let moves = rec.current().legal_moves();
            rec.play_move(moves[(k * 7) % moves.len()]).unwrap();
        }
        rec
    }

    #[test]
    fn a_cancelled_search_stops_at_its_next_look_at_the_token() {
        for game in [GameId::Jinmen, GameId::Huishi] {
            let rec = midgame(game);
            let cancel = CancelToken::new();
            cancel.cancel();
            let mut tt = Tt::new(1 << 20);
            let mut s = Searcher::new(
                &rec,
                Limits::default(),
                &cancel,
                &quiet_opts(),
                &mut tt,
                Instant::now(),
            );
            // Mid-iteration (past depth 1, where stopping is allowed), a deep search
            // that would visit millions of nodes.
            s.can_stop = true;
            s.negamax(rec.current(), 30, 0, -INF, INF);
            assert!(s.stopped, "{game}");
            // The node that sees the token, plus at most one count per ply while
            // the stop unwinds.
            assert!(
                s.nodes <= POLL_INTERVAL + MAX_PLY as u64,
                "{game}: {} nodes after the cancel",
                s.nodes
            );
        }
    }

    #[test]
    fn a_search_not_cancelled_goes_past_one_poll_interval() {
        // The counterpart of the test above: without the cancel the same search
        // runs on (up to its node budget).
        for game in [GameId::Jinmen, GameId::Huishi] {
            let rec = midgame(game);
            let cancel = CancelToken::new();
            let mut tt = Tt::new(1 << 20);
            let mut s = Searcher::new(
                &rec,
                Limits::nodes(20 * POLL_INTERVAL),
                &cancel,
                &quiet_opts(),
                &mut tt,
                Instant::now(),
            );
            s.can_stop = true;
            s.negamax(rec.current(), 30, 0, -INF, INF);
            assert!(s.nodes >= 20 * POLL_INTERVAL, "{game}: {}", s.nodes);
        }
    }

    #[test]
    fn a_kept_table_lets_the_next_search_go_deeper() {
        for game in [GameId::Jinmen, GameId::Huishi] {
            let rec = midgame(game);
            let limits = Limits::nodes(60_000);
            let cancel = CancelToken::new();
            let opts = SearchOptions {
                tt_bytes: 4 << 20,
                ..SearchOptions::default()
            };
            let mut tt = Tt::new(opts.tt_bytes);
            let first = run_with_table(&rec, limits, &cancel, &opts, &mut tt, &mut |_| {});
            let again = run_with_table(&rec, limits, &cancel, &opts, &mut tt, &mut |_| {});
            let fresh = run(&rec, limits, &cancel, &opts, &mut |_| {});
            // A new table is a fresh search; the kept one starts from what it stored.
            let summary =
                |r: &SearchResult| (r.best, r.info.depth, r.info.nodes, r.info.pv.clone());
            assert_eq!(summary(&first.result), summary(&fresh.result), "{game}");
            assert!(
                again.result.info.depth > first.result.info.depth,
                "{game}: depth {} then {}",
                first.result.info.depth,
                again.result.info.depth
            );
        }
    }
}
