//! Perft throughput per game from the start position, at the first depth that
//! takes at least about a second:
//! `cargo bench -p folkchess-core --bench perft`.

use folkchess_core::{perft, GameId, Position};
use std::time::Instant;

fn main() {
    println!("perft throughput (leaf nodes per second; depth chosen to take ~1 s)");
    for game in GameId::ALL {
        let pos = Position::start(game);
        let mut depth = 1;
        let mut last = 0.0f64;
        loop {
            let t = Instant::now();
            let nodes = perft(&pos, depth);
            let s = t.elapsed().as_secs_f64();
            // Stop at ~1 s, or before a depth predicted to take far longer.
            let predicted_next = if last > 0.0 { s * s / last } else { 0.0 };
            if s >= 0.5 || predicted_next > 4.0 || depth >= 30 {
                println!(
                    "perft {:<8} depth {:>2}: {:>12} nodes in {:>6.3} s = {:>6.1} M nodes/s",
                    game.id(),
                    depth,
                    nodes,
                    s,
                    nodes as f64 / s / 1e6
                );
                break;
            }
            last = s;
            depth += 1;
        }
    }
}
