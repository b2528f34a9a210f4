//! What one app event costs the core's app reducer in Rust alone: `handle` plus the `view`
//! the shell then draws, for the events an app sends most — a tick of the game's clock, a
//! tap on the board, back from the rules to the game, and opening the statistics (the disk
//! job handed out, not run) — on a Jinmen game between two players, 60 s a turn:
//! `cargo bench -p folkchess-core --bench app`. The target through the FFI is a median of
//! ≤ 1 ms per event; this is the core's share of it.

use folkchess_core::files::store::SettingsFile;
use folkchess_core::screens::app::{App, AppEffect, AppEvent, AppFiles, AppTime};
use folkchess_core::screens::table::TableEvent;
use folkchess_core::{GameId, SaveStore};
use std::time::Instant;

const EVENTS: usize = 2000;

/// A case: its name, and the events of its `i`-th run.
type Case = (&'static str, fn(usize) -> Vec<AppEvent>);

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn main() {
    let dir = std::env::temp_dir().join(format!("folkchess-bench-app-{}", std::process::id()));
    let files = AppFiles {
        store: SaveStore::new(dir.join("saves")),
        settings: SettingsFile::new(dir.join("settings.json")),
    };
    let mut app = App::new(files, vec!["en".into()], 0, 1);
    let mut now = 0u64;
    let time = |now: &mut u64| {
        *now += 10;
        AppTime {
            mono_ms: *now,
            epoch_ms: 1_764_000_000_000 + *now,
        }
    };
    let run = |app: &mut App, e: AppEvent, t: AppTime| {
        for fx in app.handle(e, t) {
            if let AppEffect::Disk(job) = fx {
                let answer = job.run();
                app.handle(AppEvent::DiskDone(answer), t);
            }
        }
    };
    run(&mut app, AppEvent::Start, time(&mut now));
    run(
        &mut app,
        AppEvent::OpenNewGame(GameId::Jinmen),
        time(&mut now),
    );
    run(
        &mut app,
        AppEvent::NewGameChoice(folkchess_core::screens::lists::ChoiceKey::Opponent, 1),
        time(&mut now),
    );
    run(&mut app, AppEvent::StartGame, time(&mut now));
    println!("one app event → effects + view, Rust only ({EVENTS} events each; µs)");
    println!("{:<22} {:>8} {:>8} {:>8}", "event", "median", "p99", "max");
    let cases: [Case; 4] = [
        ("tick", |_| vec![AppEvent::Table(TableEvent::Tick)]),
        ("tap on the board", |i| {
            vec![AppEvent::Table(TableEvent::Tap(i % 29))]
        }),
        ("rules and back", |_| {
            vec![AppEvent::OpenRules(GameId::Jinmen), AppEvent::Back]
        }),
        ("statistics and back", |_| {
            vec![AppEvent::OpenStatistics, AppEvent::Back]
        }),
    ];
    for (name, events) in cases {
        let mut times = Vec::with_capacity(EVENTS);
        for i in 0..EVENTS {
            let es = events(i);
            let per = es.len() as f64;
            let t = time(&mut now);
            let start = Instant::now();
            for e in es {
                let fx = app.handle(e, t);
                std::hint::black_box(&fx);
                std::hint::black_box(app.view(t));
            }
            times.push(start.elapsed().as_secs_f64() * 1e6 / per);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{:<22} {:>8.1} {:>8.1} {:>8.1}",
            name,
            percentile(&times, 0.5),
            percentile(&times, 0.99),
            times[times.len() - 1]
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
