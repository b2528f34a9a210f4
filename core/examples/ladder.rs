//! Strength ladder: matches between adjacent levels in every game.
//!
//! ```text
//! cargo run --release -p folkchess-core --example ladder -- [--games N] [--small-games M]
//!     [--master-games K] [--threads T] [--seed S] [--game ID]... [--pair LOWER-UPPER]...
//!     [--max-plies P]
//! ```
//!
//! Each match plays `N` games (default 100) in jinmen and huishi (`K`, default
//! 20, when Master plays there: it thinks about a second a move), `M` (default
//! 1000, they are cheap) in weiming and zhongkui, between a level and the level
//! above it. The levels play as in the apps — each player keeps its
//! `ai::SearchMemory` through a game — but on their node budgets alone (their
//! time budgets are lifted), so the table is reproducible: Master plays as on a
//! device that reaches its node cap within its second. Games come in pairs with the same opening and colours swapped; the first
//! 2–4 plies are random (seeded). In the small games the random opening plies
//! are drawn among the moves that keep the exact value (the start is a draw), so
//! that neither side starts from a lost position. A game still running after
//! `--max-plies` plies (default 300) is counted as a draw and reported. Draws are
//! broken down by reason: threefold repetition / Jinmen 100 plies without a
//! capture / ply cap.
//! The score counts a win as 1 and a draw as 0.5, for the upper level.

mod common;

use common::{mix, End};
use folkchess_core::ai::{self, CancelToken, SearchMemory};
use folkchess_core::{GameId, GameRecord, Level, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

#[derive(Clone, Copy, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    capped: u32,
    repetition: u32,
    no_capture: u32,
    plies: u64,
}

/// Plays one game; returns how it ended for the upper level and its plies.
fn play_game(
    game: GameId,
    lower: Level,
    upper: Level,
    index: usize,
    seed: u64,
    max_plies: usize,
) -> (End, usize) {
    let pair = index / 2;
    let upper_side = if index.is_multiple_of(2) {
        Side::First
    } else {
        Side::Second
    };
    let mut rng = SmallRng::seed_from_u64(mix(seed ^ mix(pair as u64) ^ mix(game as u64 + 77)));
    let opening = rng.gen_range(2..=4);
    let mut rec = GameRecord::new_game(game);
    let cancel = CancelToken::new();
    let config = |level| ai::level_config(game, level).without_time_cap();
    let (upper_cfg, lower_cfg) = (config(upper), config(lower));
    let mut upper_memory = SearchMemory::new();
    let mut lower_memory = SearchMemory::new();
    for _ in 0..opening {
        if rec.status().is_over() {
            break;
        }
        let pos = *rec.current();
        let mut moves: Vec<_> = pos.legal_moves().to_vec();
        if let Some(verdicts) = ai::move_verdicts(&pos) {
            // Keep the moves whose value class (win, draw, loss) is the best one.
            let class = |v: &ai::Verdict| v.rank().signum();
            let best = verdicts.iter().map(|(_, v)| class(v)).max().unwrap_or(0);
            moves = verdicts
                .iter()
                .filter(|(_, v)| class(v) == best)
                .map(|(m, _)| *m)
                .collect();
        }
        let m = moves[rng.gen_range(0..moves.len())];
        rec.play_move(m).expect("legal opening move");
    }
    while !rec.status().is_over() && rec.ply_count() < max_plies {
        let side = rec.current().side_to_move();
        let (cfg, memory) = if side == upper_side {
            (&upper_cfg, &mut upper_memory)
        } else {
            (&lower_cfg, &mut lower_memory)
        };
        let s = mix(seed ^ mix(index as u64) ^ rec.ply_count() as u64);
        let m = ai::choose_move_with(&rec, cfg, s, &cancel, Some(memory))
            .expect("a move in an ongoing game");
        rec.play_move(m).expect("the AI plays legal moves");
    }
    let plies = rec.ply_count();
    let end = End::of(&rec, upper_side);
    (end, plies)
}

fn main() {
    let mut games_per_match = 100usize;
    let mut small_games_per_match = 1000usize;
    let mut master_games_per_match = 20usize;
    let mut threads = 1usize;
    let mut seed = 2024u64;
    let mut max_plies = 300usize;
    let mut only_games: Vec<GameId> = Vec::new();
    let mut only_pairs: Vec<(Level, Level)> = Vec::new();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let val = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--games" => games_per_match = val.parse().expect("--games N"),
            "--small-games" => small_games_per_match = val.parse().expect("--small-games N"),
            "--master-games" => master_games_per_match = val.parse().expect("--master-games K"),
            "--threads" => threads = val.parse().expect("--threads T"),
            "--seed" => seed = val.parse().expect("--seed S"),
            "--max-plies" => max_plies = val.parse().expect("--max-plies P"),
            "--game" => only_games.push(val.parse().expect("--game ID")),
            "--pair" => {
                let (a, b) = val.split_once('-').expect("--pair lower-upper");
                only_pairs.push((a.parse().expect("level"), b.parse().expect("level")));
            }
            other => panic!("unknown argument {other}"),
        }
        i += 2;
    }
    let games: Vec<GameId> = if only_games.is_empty() {
        GameId::ALL.to_vec()
    } else {
        only_games
    };
    let pairs: Vec<(Level, Level)> = if only_pairs.is_empty() {
        Level::ALL.windows(2).map(|w| (w[0], w[1])).collect()
    } else {
        only_pairs
    };
    println!(
        "ladder: {games_per_match} games per match in jinmen and huishi ({master_games_per_match} \
         with master), {small_games_per_match} in weiming and zhongkui, seed {seed}, {threads} \
         thread(s), max {max_plies} plies"
    );
    println!(
        "{:<9} {:<17} {:>4} {:>4} {:>4} {:>7}  {:<14} {:>6} {:>8}",
        "game", "upper vs lower", "W", "D", "L", "score", "draws r/100/cap", "plies", "time s"
    );
    let total = Instant::now();
    for &game in &games {
        let games_per_match = if game.is_small() {
            small_games_per_match
        } else {
            games_per_match
        };
        for &(lower, upper) in &pairs {
            let games_per_match = if !game.is_small() && upper == Level::Master {
                master_games_per_match
            } else {
                games_per_match
            };
            let t0 = Instant::now();
            let next = AtomicUsize::new(0);
            let tally = Mutex::new(Tally::default());
            std::thread::scope(|scope| {
                for _ in 0..threads.max(1) {
                    scope.spawn(|| loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= games_per_match {
                            break;
                        }
                        let (end, plies) = play_game(game, lower, upper, k, seed, max_plies);
                        let mut t = tally.lock().expect("tally");
                        match end {
                            End::Win => t.wins += 1,
                            End::Loss => t.losses += 1,
                            End::Repetition => t.repetition += 1,
                            End::NoCapture => t.no_capture += 1,
                            End::Capped => t.capped += 1,
                            End::Agreed => unreachable!("the ladder's games offer no draws"),
                        }
                        t.plies += plies as u64;
                    });
                }
            });
            let mut t = tally.into_inner().expect("tally");
            t.draws = t.repetition + t.no_capture + t.capped;
            let n = f64::from(t.wins + t.draws + t.losses);
            let score = (f64::from(t.wins) + 0.5 * f64::from(t.draws)) / n * 100.0;
            println!(
                "{:<9} {:<17} {:>4} {:>4} {:>4} {:>6.1}%  {:<14} {:>6.1} {:>8.1}",
                game.id(),
                format!("{} vs {}", upper.id(), lower.id()),
                t.wins,
                t.draws,
                t.losses,
                score,
                format!("{}/{}/{}", t.repetition, t.no_capture, t.capped),
                t.plies as f64 / n,
                t0.elapsed().as_secs_f64()
            );
        }
    }
    println!("total {:.1} s", total.elapsed().as_secs_f64());
}
