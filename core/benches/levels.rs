//! Move time per level per game over a fixed suite of 12 positions per game:
//! `cargo bench -p folkchess-core --bench levels`.

mod common;

use folkchess_core::ai::{self, CancelToken};
use folkchess_core::{GameId, Level};
use std::time::Instant;

fn main() {
    // Solve the small games first so that the first move does not pay for it.
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let _ = ai::verdict(&folkchess_core::Position::start(game));
    }
    println!("move time per level (12 positions per game; median / max in ms)");
    print!("{:<9}", "game");
    for level in Level::ALL {
        print!(" {:>19}", level.id());
    }
    println!();
    for game in GameId::ALL {
        let suite = common::suite(game, 12);
        print!("{:<9}", game.id());
        for level in Level::ALL {
            let mut times = Vec::new();
            for (i, rec) in suite.iter().enumerate() {
                let t = Instant::now();
                let m = ai::choose_move(rec, level, i as u64, &CancelToken::new());
                times.push(t.elapsed().as_secs_f64() * 1e3);
                assert!(m.is_some());
            }
            let (median, max) = common::median_max(times);
            print!(" {:>9.3} /{:>8.3}", median, max);
        }
        println!();
    }
}
