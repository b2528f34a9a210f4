//! Search speed (nodes per second) in the large games over a fixed suite:
//! `cargo bench -p folkchess-core --bench search`.

mod common;

use folkchess_core::ai::{self, CancelToken, Limits};
use folkchess_core::GameId;
use std::time::Instant;

const NODES: u64 = 1_000_000;

fn main() {
    println!("search speed: {NODES} nodes per position, default 32 MB table");
    for game in [GameId::Jinmen, GameId::Huishi] {
        let mut total_nodes = 0u64;
        let mut total_s = 0.0;
        let mut depths = Vec::new();
        for rec in common::suite(game, 10) {
            let t = Instant::now();
            let r = ai::search(&rec, Limits::nodes(NODES), &CancelToken::new(), &mut |_| {});
            total_s += t.elapsed().as_secs_f64();
            total_nodes += r.info.nodes;
            depths.push(r.info.depth);
        }
        println!(
            "search {:<7}: {:>9} nodes in {:>6.2} s = {:>5.2} M nodes/s; depths reached {:?}",
            game.id(),
            total_nodes,
            total_s,
            total_nodes as f64 / total_s / 1e6,
            depths
        );
    }
}
