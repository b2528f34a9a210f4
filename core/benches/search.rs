//! Search speed (nodes per second) in the large games over a fixed suite:
//! `cargo bench -p folkchess-core --bench search`. Reports the rate over wall-clock
//! time and over the CPU time the thread was given (they differ on a busy machine).

mod common;

use folkchess_core::ai::{self, CancelToken, Limits};
use folkchess_core::GameId;

const NODES: u64 = 1_000_000;

fn main() {
    let only: Vec<GameId> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    println!("search speed: {NODES} nodes per position, default 32 MB table");
    for game in [GameId::Jinmen, GameId::Huishi] {
        if !only.is_empty() && !only.contains(&game) {
            continue;
        }
        let mut total_nodes = 0u64;
        let (mut wall_s, mut cpu_s) = (0.0, 0.0);
        let mut depths = Vec::new();
        for rec in common::suite(game, 10) {
            let (r, wall, cpu) = common::timed(|| {
                ai::search(&rec, Limits::nodes(NODES), &CancelToken::new(), &mut |_| {})
            });
            wall_s += wall;
            cpu_s += cpu;
            total_nodes += r.info.nodes;
            depths.push(r.info.depth);
        }
        println!(
            "search {:<7}: {:>9} nodes in {:>6.2} s = {:>5.2} M nodes/s (CPU {:>6.2} s = {:>5.2} M nodes/s); depths reached {:?}",
            game.id(),
            total_nodes,
            wall_s,
            total_nodes as f64 / wall_s / 1e6,
            cpu_s,
            total_nodes as f64 / cpu_s / 1e6,
            depths
        );
    }
}
