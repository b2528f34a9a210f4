//! Shared helpers of the benchmark binaries: the fixed position suite.

#![allow(dead_code)]

use folkchess_core::{GameId, GameRecord};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A fixed suite of `n` game records per game, reached by seeded random playouts
/// from the start (lengths 4, 7, 10, … plies), all still in progress.
pub fn suite(game: GameId, n: usize) -> Vec<GameRecord> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < n {
        let plies = 4 + 3 * out.len();
        let mut rng = SmallRng::seed_from_u64(seed * 1_000_003 + game as u64);
        seed += 1;
        let mut rec = GameRecord::new_game(game);
        while rec.ply_count() < plies && !rec.status().is_over() {
            let moves = rec.current().legal_moves();
            let m = moves[rng.gen_range(0..moves.len())];
            rec.play_move(m).expect("legal");
        }
        if !rec.status().is_over() {
            out.push(rec);
        }
    }
    out
}

/// Median and maximum of a list of seconds.
pub fn median_max(mut xs: Vec<f64>) -> (f64, f64) {
    xs.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    let n = xs.len();
    let median = if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    };
    (median, xs[n - 1])
}

/// CPU time used so far by the calling thread (Linux: `/proc/thread-self/schedstat`),
/// so that a benchmark on a busy machine can report the time it was actually given.
/// `None` where that file does not exist.
pub fn thread_cpu_time() -> Option<std::time::Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(std::time::Duration::from_nanos(ns))
}

/// Runs `f` and returns its result with the wall-clock and thread CPU seconds it took
/// (the CPU time is the wall time where it cannot be read).
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, f64, f64) {
    let cpu0 = thread_cpu_time();
    let t = std::time::Instant::now();
    let out = f();
    let wall = t.elapsed().as_secs_f64();
    let cpu = match (cpu0, thread_cpu_time()) {
        (Some(a), Some(b)) => (b - a).as_secs_f64(),
        _ => wall,
    };
    (out, wall, cpu)
}
