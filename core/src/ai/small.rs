//! Play in the two small games from the exact solution: perfect play (Master,
//! [`super::search`]) and the controlled imperfection of the lower levels.

use super::level_config::LevelConfig;
use super::search::{mix, RepHistory};
use super::solver::{solution, Solution};
use super::{Score, SearchInfo, SearchResult, Verdict};
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::record::GameRecord;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// Plies of history-aware lookahead on top of the table (threefold repetition
/// can turn a won or lost line into a draw; the table does not know the game's
/// history).
const HISTORY_DEPTH: u32 = 3;

/// The value of `pos` (just reached; its key is the last of `path`) taking the
/// record's repetitions into account for `depth` more plies.
fn with_history(
    sol: &Solution,
    pos: &Position,
    reps: &RepHistory,
    path: &mut Vec<u64>,
    depth: u32,
    nodes: &mut u64,
) -> Verdict {
    *nodes += 1;
    let seen = reps.count(pos.key) + path.iter().filter(|&&k| k == pos.key).count();
    if seen >= 3 {
        return Verdict::Draw;
    }
    let table = sol.value(pos).unwrap_or(Verdict::Draw);
    // A table draw stays a draw with extra (drawn) repetition endings.
    if depth == 0 || table == Verdict::Draw {
        return table;
    }
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Verdict::Loss(0);
    }
    let mut best = Verdict::Loss(0);
    let mut best_rank = i64::MIN;
    for &m in moves.iter() {
        let child = pos.play_unchecked(m);
        path.push(child.key);
        let v = with_history(sol, &child, reps, path, depth - 1, nodes).for_mover();
        path.pop();
        if v.rank() > best_rank {
            best_rank = v.rank();
            best = v;
        }
    }
    best
}

/// One legal move with what the solution says about it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rated {
    pub mv: Move,
    /// Exact value for the mover (history-aware at the root).
    pub verdict: Verdict,
    /// Chances (per million) that the opponent goes wrong: for a drawing move,
    /// see [`trap_chance`]; otherwise the share of its replies that are mistakes.
    pub trap: u32,
    /// Number of opponent replies that are mistakes.
    pub mistakes: u32,
    /// How often the position after the move already occurred in the game.
    pub seen: u32,
}

/// Opponent moves over which [`trap_chance`] looks ahead.
const TRAP_DEPTH: u32 = 4;

/// The chance that an opponent who never allows a loss in one, but otherwise
/// picks at random, goes wrong within `depth` of its moves from the drawn
/// position `pos` (opponent to move), if we keep the draw and steer towards the
/// most chances. A threefold repetition ends the chances.
fn trap_chance(
    sol: &Solution,
    pos: &Position,
    reps: &RepHistory,
    path: &mut Vec<u64>,
    depth: u32,
    nodes: &mut u64,
) -> f64 {
    let occurrences =
        |key: u64, path: &Vec<u64>| reps.count(key) + path.iter().filter(|&&k| k == key).count();
    let mut candidates = 0u32;
    let mut wrong = 0u32;
    let mut later = 0.0;
    for &r in pos.legal_moves().iter() {
        *nodes += 1;
        let c = pos.play_unchecked(r);
        match sol.value(&c).unwrap_or(Verdict::Draw).for_mover() {
            Verdict::Loss(2) | Verdict::Win(_) => continue,
            Verdict::Loss(_) => {
                candidates += 1;
                wrong += 1;
            }
            Verdict::Draw => {
                candidates += 1;
                if depth > 1 && occurrences(c.key, path) < 2 {
                    path.push(c.key);
                    let mut best = 0.0f64;
                    for &m in c.legal_moves().iter() {
                        let g = c.play_unchecked(m);
                        if sol.value(&g) != Some(Verdict::Draw) || occurrences(g.key, path) >= 2 {
                            continue;
                        }
                        path.push(g.key);
                        best = best.max(trap_chance(sol, &g, reps, path, depth - 1, nodes));
                        path.pop();
                    }
                    path.pop();
                    later += best;
                }
            }
        }
    }
    if candidates == 0 {
        0.0
    } else {
        (f64::from(wrong) + later) / f64::from(candidates)
    }
}

/// Every legal move of the current position rated; `depth` plies of history.
fn rate(
    record: &GameRecord,
    sol: &Solution,
    depth: u32,
    trap_depth: u32,
    nodes: &mut u64,
) -> Vec<Rated> {
    let pos = *record.current();
    let reps = RepHistory::from_record(record);
    let mut path = Vec::with_capacity(16);
    let mut out = Vec::new();
    for &m in pos.legal_moves().iter() {
        let child = pos.play_unchecked(m);
        path.push(child.key);
        let verdict = with_history(sol, &child, &reps, &mut path, depth, nodes).for_mover();
        path.pop();
        // Opponent mistakes from the child: replies worse for them than its value.
        let theirs = sol.value(&child).unwrap_or(Verdict::Draw);
        let replies = child.legal_moves();
        let mut mistakes = 0u32;
        for &r in replies.iter() {
            *nodes += 1;
            let v = sol
                .value(&child.play_unchecked(r))
                .unwrap_or(Verdict::Draw)
                .for_mover();
            let worse = matches!(
                (theirs, v),
                (Verdict::Draw, Verdict::Loss(_))
                    | (Verdict::Win(_), Verdict::Draw | Verdict::Loss(_))
            );
            mistakes += u32::from(worse);
        }
        let trap = if trap_depth > 0 && verdict == Verdict::Draw {
            if reps.count(child.key) >= 2 {
                0 // the move ends the game by repetition
            } else {
                path.push(child.key);
                let p = trap_chance(sol, &child, &reps, &mut path, trap_depth, nodes);
                path.pop();
                (p * 1e6) as u32
            }
        } else if replies.is_empty() {
            0
        } else {
            mistakes * 1_000_000 / replies.len() as u32
        };
        out.push(Rated {
            mv: m,
            verdict,
            trap,
            mistakes,
            seen: reps.count(child.key) as u32,
        });
    }
    out
}

/// Perfect play: best value (fastest win, slowest loss); then the most chances
/// for the opponent to go wrong; then fresh positions before repeated ones;
/// then a seeded tie-break. Best first.
pub(crate) fn perfect_ranking(
    record: &GameRecord,
    seed: u64,
    nodes: &mut u64,
) -> Option<Vec<Rated>> {
    let sol = solution(record.game())?;
    let pos = record.current();
    let mut rated = rate(record, sol, HISTORY_DEPTH, TRAP_DEPTH, nodes);
    let salt = mix(seed ^ pos.key);
    rated.sort_by(|a, b| {
        b.verdict
            .rank()
            .cmp(&a.verdict.rank())
            .then(b.trap.cmp(&a.trap))
            .then(a.seen.cmp(&b.seen))
            .then(b.mistakes.cmp(&a.mistakes))
            .then_with(|| {
                let ka = mix(salt ^ u64::from(a.mv.from.0) << 8 ^ u64::from(a.mv.to.0));
                let kb = mix(salt ^ u64::from(b.mv.from.0) << 8 ^ u64::from(b.mv.to.0));
                ka.cmp(&kb)
            })
    });
    Some(rated)
}

/// The full-strength answer for a small game: the perfect move, its exact score
/// and a principal variation of perfect play.
pub(crate) fn search(
    record: &GameRecord,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> Option<SearchResult> {
    let t0 = Instant::now();
    let sol = solution(record.game())?;
    let pos = *record.current();
    sol.value(&pos)?;
    if record.status().is_over() {
        return None; // the caller's generic path reports a finished game
    }
    let mut nodes = 0u64;
    let ranked = perfect_ranking(record, super::HINT_SEED, &mut nodes)?;
    let best = ranked.first()?;
    // Principal variation: follow the table's perfect moves.
    let mut pv = vec![best.mv];
    let mut cur = pos.play_unchecked(best.mv);
    let limit = match best.verdict {
        Verdict::Win(d) | Verdict::Loss(d) => d as usize,
        Verdict::Draw => 12,
    };
    while pv.len() < limit.min(64) {
        let mut next: Option<(Move, i64)> = None;
        for &m in cur.legal_moves().iter() {
            nodes += 1;
            let r = sol
                .value(&cur.play_unchecked(m))
                .unwrap_or(Verdict::Draw)
                .for_mover()
                .rank();
            if next.is_none_or(|(_, br)| r > br) {
                next = Some((m, r));
            }
        }
        let Some((m, _)) = next else { break };
        pv.push(m);
        cur = cur.play_unchecked(m);
    }
    let score = match best.verdict {
        Verdict::Win(d) => Score::Win(d),
        Verdict::Loss(d) => Score::Loss(d),
        Verdict::Draw => Score::Value(0),
    };
    let info = SearchInfo {
        depth: pv.len() as u32,
        score,
        nodes,
        pv,
        elapsed: t0.elapsed(),
    };
    on_info(&info);
    Some(SearchResult {
        best: Some(best.mv),
        info,
    })
}

/// A level's move in a small game, and its preference order over all moves
/// (used by the safety filter). `None` if the position is not in the solution.
pub(crate) fn choose(
    record: &GameRecord,
    cfg: &LevelConfig,
    seed: u64,
) -> Option<(Move, Vec<Move>)> {
    let sol = solution(record.game())?;
    let pos = *record.current();
    sol.value(&pos)?;
    let mut nodes = 0;
    if cfg.horizon == u32::MAX {
        let ranked = perfect_ranking(record, seed, &mut nodes)?;
        let order: Vec<Move> = ranked.iter().map(|r| r.mv).collect();
        return Some((*order.first()?, order));
    }
    // Imperfect levels see exact results up to `horizon` plies; other moves are
    // judged by "intuition": a bias towards the truth plus noise.
    let trap_depth = if cfg.trap_weight > 0 { 2 } else { 0 };
    let rated = rate(record, sol, 0, trap_depth, &mut nodes);
    let mut rng = SmallRng::seed_from_u64(mix(seed ^ mix(pos.key)));
    let careless = rng.gen_range(0..100) < cfg.careless_percent;
    // A careless move overlooks the opponent's threats beyond the next ply.
    let (loss_horizon, loss_intuition) = if careless {
        (cfg.horizon.min(2), 0)
    } else {
        (cfg.horizon, cfg.intuition)
    };
    let horizon = cfg.horizon;
    let mut scored: Vec<(i32, i64, Move)> = rated
        .iter()
        .map(|r| {
            let noise = if cfg.small_noise > 0 {
                rng.gen_range(-cfg.small_noise..=cfg.small_noise)
            } else {
                0
            };
            match r.verdict {
                Verdict::Win(d) if d <= horizon => (2, -i64::from(d), r.mv),
                Verdict::Loss(d) if d <= loss_horizon => (0, i64::from(d), r.mv),
                v => {
                    let bias = match v {
                        Verdict::Win(_) => cfg.intuition,
                        Verdict::Draw => 0,
                        Verdict::Loss(_) => -loss_intuition,
                    };
                    let trap = if v == Verdict::Draw {
                        (i64::from(cfg.trap_weight) * i64::from(r.trap) / 1_000_000) as i32
                    } else {
                        0
                    };
                    let repeat = if r.seen > 0 { cfg.repeat_penalty } else { 0 };
                    (1, i64::from(bias + noise + trap - repeat), r.mv)
                }
            }
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let mut pick = 0;
    if scored.len() >= 2
        && scored[1].0 >= 1
        && scored[1].0 == scored[0].0
        && rng.gen_range(0..100) < cfg.second_best_percent
    {
        pick = 1;
    }
    let order: Vec<Move> = scored.iter().map(|s| s.2).collect();
    Some((order[pick], order))
}
