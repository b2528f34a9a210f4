//! The Master level in the large games: move time over a fixed suite and how fast a
//! cancelled search answers: `cargo bench -p folkchess-core --bench master`.
//!
//! Move time is wall clock (what a player waits) and the thread's CPU time (what the
//! search was given; on a busy machine the two differ), for the level as the apps play
//! it (node cap and time budget) and for the node cap alone. Cancel latency: a Master search
//! runs on a thread, the main thread cancels it after a pause and measures the time
//! until the move comes back.

mod common;

use folkchess_core::ai::{self, CancelToken};
use folkchess_core::{GameId, Level};
use std::time::{Duration, Instant};

const POSITIONS: usize = 20;
const CANCEL_AFTER: Duration = Duration::from_millis(200);

fn main() {
    let cfg = |g| ai::level_config(g, Level::Master);
    println!(
        "Master: jinmen {} nodes, huishi {} nodes, time budget {} ms",
        cfg(GameId::Jinmen).nodes,
        cfg(GameId::Huishi).nodes,
        cfg(GameId::Jinmen).time_cap.as_millis()
    );
    for game in [GameId::Jinmen, GameId::Huishi] {
        let suite = common::suite(game, POSITIONS);
        let (mut walls, mut cpus) = (Vec::new(), Vec::new());
        for (i, rec) in suite.iter().enumerate() {
            let (m, wall, cpu) = common::timed(|| {
                ai::choose_move(rec, Level::Master, i as u64, &CancelToken::new())
            });
            assert!(m.is_some());
            walls.push(wall * 1e3);
            cpus.push(cpu * 1e3);
        }
        let (wall_med, wall_max) = common::median_max(walls);
        let (cpu_med, cpu_max) = common::median_max(cpus);
        println!(
            "master move {:<7} ({POSITIONS} positions): wall median {wall_med:>6.0} ms, max {wall_max:>6.0} ms | CPU median {cpu_med:>6.0} ms, max {cpu_max:>6.0} ms",
            game.id()
        );
        // The node cap alone (no time budget): what a device fast enough never to
        // reach the budget plays, and how long the cap takes here.
        let uncapped = ai::level_config(game, Level::Master).without_time_cap();
        let (mut walls, mut cpus) = (Vec::new(), Vec::new());
        for (i, rec) in suite.iter().enumerate() {
            let (m, wall, cpu) = common::timed(|| {
                ai::choose_move_with(rec, &uncapped, i as u64, &CancelToken::new(), None)
            });
            assert!(m.is_some());
            walls.push(wall * 1e3);
            cpus.push(cpu * 1e3);
        }
        let (wall_med, wall_max) = common::median_max(walls);
        let (cpu_med, cpu_max) = common::median_max(cpus);
        println!(
            "node cap    {:<7} ({POSITIONS} positions): wall median {wall_med:>6.0} ms, max {wall_max:>6.0} ms | CPU median {cpu_med:>6.0} ms, max {cpu_max:>6.0} ms",
            game.id()
        );
        let mut latencies = Vec::new();
        for (i, rec) in suite.iter().take(5).enumerate() {
            let cancel = CancelToken::new();
            let token = cancel.clone();
            let rec = rec.clone();
            let worker =
                std::thread::spawn(move || ai::choose_move(&rec, Level::Master, i as u64, &token));
            std::thread::sleep(CANCEL_AFTER);
            let t = Instant::now();
            cancel.cancel();
            let m = worker.join().expect("the search thread");
            latencies.push(t.elapsed().as_secs_f64() * 1e3);
            assert!(m.is_some());
        }
        let (lat_med, lat_max) = common::median_max(latencies);
        println!(
            "cancel      {:<7} (5 searches cancelled after {} ms): answer after median {lat_med:.2} ms, max {lat_max:.2} ms",
            game.id(),
            CANCEL_AFTER.as_millis()
        );
    }
}
