//! The five levels: budgets, handicaps, and the safety filter.

use super::level_config::LevelConfig;
use super::search::{self, mix, RepHistory, SearchOptions, MATE_BOUND};
use super::{small, CancelToken, SearchMemory};
use crate::rules::game::{GameId, Level};
use crate::rules::moves::Move;
use crate::rules::outcome::JINMEN_NO_CAPTURE_LIMIT;
use crate::rules::position::Position;
use crate::rules::record::GameRecord;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Duration;

/// Master's node cap in Jinmen.
const MASTER_NODES_JINMEN: u64 = 1_500_000;
/// Master's node cap in Rendezvous (its nodes are cheaper than Jinmen's).
const MASTER_NODES_HUISHI: u64 = 2_200_000;
/// Master's search budget in milliseconds in the large games: 950 ms, so that with the
/// work after the search the move is answered within a second (measured in
/// `cargo bench --bench master`).
const MASTER_BUDGET_MS: u64 = 950;

/// Large-game handicaps per level: node budget, depth cap, evaluation noise,
/// chance and margin of playing the second-best move, time cap (ms), table
/// bytes, contempt.
struct LargeParams(u64, u32, i32, u32, i32, u64, usize, i32);

/// Small-game handicaps per level: horizon, intuition, noise, careless %,
/// second-best %, trap weight, repeat penalty.
struct SmallParams(u32, i32, i32, u32, u32, i32, i32);

fn large_params(game: GameId, level: Level) -> LargeParams {
    // Rendezvous between good players is a blocking game with many draws: the
    // levels below Master get smaller budgets there so that Master pulls away.
    let huishi = game == GameId::Huishi;
    match level {
        Level::Beginner if huishi => LargeParams(150, 2, 150, 40, 200, 500, 256 << 10, 0),
        Level::Beginner => LargeParams(250, 2, 150, 40, 200, 500, 256 << 10, 0),
        Level::Easy if huishi => LargeParams(600, 3, 80, 25, 100, 500, 512 << 10, 0),
        Level::Easy => LargeParams(1_200, 3, 80, 25, 100, 500, 512 << 10, 0),
        Level::Medium if huishi => LargeParams(2_500, 8, 40, 15, 60, 1_000, 2 << 20, 10),
        Level::Medium => LargeParams(5_000, 8, 40, 15, 60, 1_000, 2 << 20, 10),
        Level::Hard if huishi => LargeParams(10_000, 64, 20, 8, 30, 3_000, 8 << 20, 20),
        Level::Hard => LargeParams(20_000, 64, 15, 8, 30, 3_000, 8 << 20, 20),
        // Master answers within a second: the search stops at MASTER_BUDGET_MS, leaving
        // the rest of the second for the clock checks between nodes and the safety
        // filter after the search. The node cap is what this development machine
        // searches in about a second (docs/strength.md), so a fast phone plays
        // deterministically and a slower one stops at the time budget.
        Level::Master => {
            let nodes = if huishi {
                MASTER_NODES_HUISHI
            } else {
                MASTER_NODES_JINMEN
            };
            LargeParams(nodes, 64, 0, 0, 0, MASTER_BUDGET_MS, 32 << 20, 40)
        }
    }
}

/// Tuned with self-play (see `docs/strength.md`): the two small games differ a
/// lot in how many chances to go wrong they offer, so their handicaps differ.
fn small_params(game: GameId, level: Level) -> SmallParams {
    const PERFECT: u32 = u32::MAX;
    match (game, level) {
        (_, Level::Beginner) => SmallParams(1, 0, 100, 0, 0, 0, 0),
        (_, Level::Easy) => SmallParams(2, 0, 100, 0, 0, 0, 0),
        (GameId::Zhongkui, Level::Medium) => SmallParams(4, 0, 100, 70, 0, 100, 0),
        (_, Level::Medium) => SmallParams(4, 0, 100, 50, 0, 100, 0),
        (GameId::Zhongkui, Level::Hard) => SmallParams(18, 200, 100, 75, 0, 400, 100),
        (_, Level::Hard) => SmallParams(10, 200, 100, 9, 0, 400, 0),
        (_, Level::Master) => SmallParams(PERFECT, 0, 0, 0, 0, 0, 0),
    }
}

/// The configuration of `level` in `game`.
pub fn level_config(game: GameId, level: Level) -> LevelConfig {
    let LargeParams(nodes, max_depth, noise, second, margin, cap_ms, tt_bytes, contempt) =
        large_params(game, level);
    let SmallParams(horizon, intuition, small_noise, careless, small_second, trap, repeat) =
        small_params(game, level);
    LevelConfig {
        nodes,
        max_depth,
        noise,
        second_best_percent: if game.is_small() {
            small_second
        } else {
            second
        },
        second_best_margin: margin,
        time_cap: Duration::from_millis(cap_ms),
        tt_bytes,
        contempt,
        horizon,
        intuition,
        small_noise,
        careless_percent: careless,
        trap_weight: trap,
        repeat_penalty: repeat,
        safety: level >= Level::Easy,
    }
}

/// The level's move (see [`super::choose_move`]).
pub(crate) fn choose_move(
    record: &GameRecord,
    level: Level,
    seed: u64,
    cancel: &CancelToken,
    memory: Option<&mut SearchMemory>,
) -> Option<Move> {
    let cfg = level_config(record.game(), level);
    let seed = mix(seed ^ (level as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    choose_with(record, &cfg, seed, cancel, memory)
}

/// The move of a custom level configuration (see [`super::choose_move_with`]).
pub(crate) fn choose_with(
    record: &GameRecord,
    cfg: &LevelConfig,
    seed: u64,
    cancel: &CancelToken,
    memory: Option<&mut SearchMemory>,
) -> Option<Move> {
    if record.status().is_over() {
        return None;
    }
    let pos = *record.current();
    if pos.legal_moves().is_empty() {
        return None;
    }
    let cfg = *cfg;
    let (choice, order) = match small::choose(record, &cfg, seed) {
        Some(x) => x,
        None => large_choice(record, &cfg, seed, cancel, memory),
    };
    // The perfect player keeps the exact value where Rendezvous's opening book knows it.
    let choice = if cfg.horizon == u32::MAX {
        super::opening::keep_value(record, choice, &order)
    } else {
        choice
    };
    Some(if cfg.safety {
        safety_filter(record, choice, &order)
    } else {
        choice
    })
}

fn large_choice(
    record: &GameRecord,
    cfg: &LevelConfig,
    seed: u64,
    cancel: &CancelToken,
    memory: Option<&mut SearchMemory>,
) -> (Move, Vec<Move>) {
    let pos = record.current();
    let opts = SearchOptions {
        noise: cfg.noise,
        seed,
        multipv: if cfg.second_best_percent > 0 { 2 } else { 1 },
        tt_bytes: tt_bytes_for(cfg),
        contempt: cfg.contempt,
    };
    // A level with evaluation noise searches afresh: its noise changes with the
    // seed from move to move, so a kept table would mix several of them.
    let memory = memory.filter(|_| cfg.noise == 0);
    let fin = match memory {
        Some(memory) => {
            let tt = memory.table(record.game(), opts.tt_bytes);
            search::run_with_table(record, cfg.limits(), cancel, &opts, tt, &mut |_| {})
        }
        None => search::run(record, cfg.limits(), cancel, &opts, &mut |_| {}),
    };
    let ranked = fin.ranked;
    let best = fin.result.best.unwrap_or(ranked[0].0);
    let mut choice = best;
    if cfg.second_best_percent > 0 && ranked.len() >= 2 {
        let mut rng = SmallRng::seed_from_u64(mix(seed ^ pos.key));
        let (m1, s1) = ranked[0];
        let (m2, s2) = ranked[1];
        if m1 == best
            && rng.gen_range(0..100) < cfg.second_best_percent
            && s1 - s2 <= cfg.second_best_margin
            && s1 < MATE_BOUND
            && s2 > -MATE_BOUND
        {
            choice = m2;
        }
    }
    let order = ranked.iter().map(|r| r.0).collect();
    (choice, order)
}

/// A table no larger than needed for the node budget (about one entry per node).
fn tt_bytes_for(cfg: &LevelConfig) -> usize {
    let needed = (cfg.nodes as usize).saturating_mul(32).next_power_of_two();
    cfg.tt_bytes.min(needed).max(64 << 10)
}

/// Whether the position reached by a move ends the game at once in favour of
/// the player who made it, with `reps` the occurrences before it.
fn mover_wins_now(child: &Position, reps: &RepHistory) -> bool {
    if child.decided_outcome().is_some() {
        return true; // a rendezvous or a capture down to one piece: the mover wins
    }
    if reps.count(child.key()) + 1 >= 3 {
        return false;
    }
    if child.game() == GameId::Jinmen && child.plies_since_capture() >= JINMEN_NO_CAPTURE_LIMIT {
        return false;
    }
    !child.has_legal_move()
}

/// Whether the game goes on after reaching `child`.
fn goes_on(child: &Position, reps: &RepHistory) -> bool {
    child.decided_outcome().is_none()
        && reps.count(child.key()) + 1 < 3
        && !(child.game() == GameId::Jinmen
            && child.plies_since_capture() >= JINMEN_NO_CAPTURE_LIMIT)
        && child.has_legal_move()
}

/// Whether the opponent could win at once after our move to `child`.
fn allows_loss_in_one(child: &Position, reps: &RepHistory) -> bool {
    if !goes_on(child, reps) {
        return false;
    }
    child
        .legal_moves()
        .iter()
        .any(|&r| mover_wins_now(&child.play_unchecked(r), reps))
}

/// Easy and up: never miss a win in one, never allow an avoidable loss in one.
/// `order` is the level's own preference order, used to pick a replacement.
pub(crate) fn safety_filter(record: &GameRecord, choice: Move, order: &[Move]) -> Move {
    let pos = *record.current();
    let reps = RepHistory::from_record(record);
    let moves = pos.legal_moves();
    let mut ordered: Vec<Move> = order
        .iter()
        .copied()
        .filter(|m| moves.contains(m))
        .collect();
    for &m in moves.iter() {
        if !ordered.contains(&m) {
            ordered.push(m);
        }
    }
    let wins_now = |m: Move| mover_wins_now(&pos.play_unchecked(m), &reps);
    if wins_now(choice) {
        return choice;
    }
    if let Some(&w) = ordered.iter().find(|&&m| wins_now(m)) {
        return w;
    }
    if allows_loss_in_one(&pos.play_unchecked(choice), &reps) {
        if let Some(&safe) = ordered
            .iter()
            .find(|&&m| !allows_loss_in_one(&pos.play_unchecked(m), &reps))
        {
            return safe;
        }
    }
    choice
}

/// Whether `m` wins at once in the current position of `record` (for tests and tools).
pub fn wins_at_once(record: &GameRecord, m: Move) -> bool {
    mover_wins_now(
        &record.current().play_unchecked(m),
        &RepHistory::from_record(record),
    )
}

/// Whether playing `m` lets the opponent win at once (for tests and tools).
pub fn allows_immediate_loss(record: &GameRecord, m: Move) -> bool {
    allows_loss_in_one(
        &record.current().play_unchecked(m),
        &RepHistory::from_record(record),
    )
}
