//! What one event costs the game table in Rust alone: `handle` plus the `view` the shell
//! then draws, for the events a screen sends most (a tick of the clock, a tap that selects a
//! piece, a tap that drops the selection), on a mid-game table of each game with a timer and
//! 40 plies in its move list: `cargo bench -p folkchess-core --bench table`. The target is
//! ≤ 100 µs per event (the FFI adds its copy: see the Kotlin and Swift benchmarks).

mod common;

use folkchess_core::screens::table::{GameTable, TableEvent};
use folkchess_core::{DisplayLanguage, GameId, Mode, Session, Settings, Setup};
use std::time::Instant;

const EVENTS: usize = 4000;

/// A pass-and-play table of `game` with a timer, after a seeded 40-ply (or shorter) game.
fn mid_game(game: GameId, lang: DisplayLanguage) -> GameTable {
    let record = common::suite(game, 13).pop().expect("a record");
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: Some(60),
    };
    let session = Session::from_record(record, setup, 1).expect("a session");
    let mut table = GameTable::new(session, Settings::default(), lang);
    table.handle(TableEvent::Start, 0);
    table
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn main() {
    println!("one event → effects + view, Rust only ({EVENTS} events each; µs)");
    println!(
        "{:<9} {:<5} {:<8} {:>8} {:>8} {:>8}",
        "game", "lang", "event", "median", "p99", "max"
    );
    for game in GameId::ALL {
        for lang in [DisplayLanguage::En, DisplayLanguage::Both] {
            let mut table = mid_game(game, lang);
            let movable = table
                .session()
                .position()
                .movable_points()
                .first()
                .expect("a movable piece")
                .index();
            // A tap on a movable piece selects it, and the next one drops the selection.
            let kinds = [
                ("tick", TableEvent::Tick),
                ("tap", TableEvent::Tap(movable)),
                ("no point", TableEvent::Tap(99)),
            ];
            for (name, event) in kinds {
                let mut times: Vec<f64> = (0..EVENTS)
                    .map(|i| {
                        let now = 1_000 + i as u64 * 10;
                        let t = Instant::now();
                        let fx = table.handle(event.clone(), now);
                        let view = table.view(now);
                        std::hint::black_box((fx, view));
                        t.elapsed().as_secs_f64() * 1e6
                    })
                    .collect();
                times.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
                println!(
                    "{:<9} {:<5} {:<8} {:>8.1} {:>8.1} {:>8.1}",
                    game.id(),
                    lang.id(),
                    name,
                    percentile(&times, 0.5),
                    percentile(&times, 0.99),
                    times[times.len() - 1]
                );
            }
        }
    }
}
