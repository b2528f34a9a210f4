//! Game review speed: a 100-ply game of each large game (the target: a few seconds
//! on a phone), a small game, and the labels the review gives to a strong and a weak
//! level: `cargo bench -p folkchess-core --bench review`.

mod common;

use folkchess_core::ai::review::{self, REVIEW_NODES};
use folkchess_core::ai::{self, CancelToken};
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{GameId, GameRecord, Level, Side};
use std::time::Instant;

/// A game between two levels (First plays `first`), at most `max_plies` plies.
fn self_play(game: GameId, first: Level, second: Level, seed: u64, max_plies: usize) -> GameRecord {
    let mut rec = GameRecord::new_game(game);
    while rec.ply_count() < max_plies && !rec.status().is_over() {
        let level = if rec.current().side_to_move() == Side::First {
            first
        } else {
            second
        };
        let m = ai::choose_move(
            &rec,
            level,
            seed * 1000 + rec.ply_count() as u64,
            &CancelToken::new(),
        )
        .expect("an ongoing game has a move");
        rec.play_move(m).expect("the level plays legal moves");
    }
    rec
}

/// The first seeded Easy-vs-Easy game that lasts 100 plies (cut there).
fn hundred_plies(game: GameId) -> GameRecord {
    let mut longest = GameRecord::new_game(game);
    for seed in 1..40 {
        let rec = self_play(game, Level::Easy, Level::Easy, seed, 100);
        if rec.ply_count() == 100 {
            return rec;
        }
        if rec.ply_count() > longest.ply_count() {
            longest = rec;
        }
    }
    longest
}

/// CPU time of this thread in seconds (Linux), if the system tells it: on a shared
/// machine wall-clock time says more about the other processes than about us.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

/// Median wall-clock and CPU seconds of 3 reviews, and the review.
fn time_review(rec: &GameRecord) -> (f64, Option<f64>, review::Review) {
    let mut wall = Vec::new();
    let mut cpu = Vec::new();
    let mut last = None;
    for _ in 0..3 {
        let (t, c) = (Instant::now(), thread_cpu_seconds());
        let r = review::review(rec, &CancelToken::new()).expect("not cancelled");
        wall.push(t.elapsed().as_secs_f64());
        if let (Some(c0), Some(c1)) = (c, thread_cpu_seconds()) {
            cpu.push(c1 - c0);
        }
        last = Some(r);
    }
    let cpu = (!cpu.is_empty()).then(|| common::median_max(cpu).0);
    (common::median_max(wall).0, cpu, last.expect("reviewed"))
}

fn cpu_text(cpu: Option<f64>) -> String {
    cpu.map_or("cpu n/a".to_string(), |c| format!("cpu {c:.3} s"))
}

fn main() {
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let _ = ai::verdict(&folkchess_core::Position::start(game));
    }
    println!("review: {REVIEW_NODES} nodes per position in the large games; median of 3 runs");
    for game in [GameId::Jinmen, GameId::Huishi] {
        let rec = hundred_plies(game);
        let (secs, cpu, r) = time_review(&rec);
        println!(
            "review {:<8} {:>3} plies: wall {:>6.3} s, {} ({:.1} ms cpu per position)",
            game.id(),
            rec.ply_count(),
            secs,
            cpu_text(cpu),
            cpu.unwrap_or(secs) * 1e3 / (rec.ply_count() + 1) as f64
        );
        let again = review::review(&rec, &CancelToken::new()).expect("not cancelled");
        assert_eq!(again, r, "a review is deterministic");
    }
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let rec = self_play(game, Level::Medium, Level::Easy, 3, 100);
        let (secs, cpu, _) = time_review(&rec);
        println!(
            "review {:<8} {:>3} plies: wall {:>6.3} s, {}",
            game.id(),
            rec.ply_count(),
            secs,
            cpu_text(cpu)
        );
    }
    println!("labels, Master (First) against Beginner (Second), 2 games per game:");
    for game in GameId::ALL {
        for seed in 1..=2 {
            let rec = self_play(game, Level::Master, Level::Beginner, seed, 200);
            let r = review::review(&rec, &CancelToken::new()).expect("not cancelled");
            println!("  {} game {seed}, {} plies", game.id(), rec.ply_count());
            for side in Side::BOTH {
                println!("    {}", r.side_text(side, Lang::En));
            }
            println!("    {}", r.decided_text(Lang::En));
        }
    }
}
