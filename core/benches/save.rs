//! Time to save (and load back) a 300-ply game: serialising it to save JSON, the store's
//! atomic write (own temporary file, flush to disk, rename, directory flush), for scale a
//! plain write and flush of the same bytes, and a load (parse and replay):
//! `cargo bench -p folkchess-core --bench save`. Files go under `target/tmp`.

mod common;

use folkchess_core::files::store::SaveStore;
use folkchess_core::{GameId, GameRecord, Level, Mode, SavedGame, Setup, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

const PLIES: usize = 300;
const RUNS: usize = 50;

/// A game of `PLIES` plies, still on: seeded random moves that do not end it.
fn long_game(game: GameId) -> GameRecord {
    for seed in 0.. {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut rec = GameRecord::new_game(game);
        while rec.ply_count() < PLIES {
            let moves = rec.current().legal_moves();
            let start = rng.gen_range(0..moves.len());
            let next = (0..moves.len()).find_map(|i| {
                let mut probe = rec.clone();
                probe.play_move(moves[(start + i) % moves.len()]).ok()?;
                (!probe.status().is_over()).then_some(probe)
            });
            match next {
                Some(r) => rec = r,
                None => break,
            }
        }
        if rec.ply_count() == PLIES {
            return rec;
        }
    }
    unreachable!("some seed gives a long game")
}

/// Runs `f` `RUNS` times; median and maximum in milliseconds.
fn time(mut f: impl FnMut()) -> (f64, f64) {
    let times = (0..RUNS)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    common::median_max(times)
}

fn main() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-save");
    let _ = std::fs::remove_dir_all(&dir);
    let store = SaveStore::new(&dir);
    println!("saving a {PLIES}-ply game ({RUNS} runs; median / max in ms)");
    for game in [GameId::Jinmen, GameId::Huishi] {
        let saved = SavedGame {
            record: long_game(game),
            setup: Setup {
                mode: Mode::VsComputer {
                    level: Level::Hard,
                    human: Side::First,
                },
                turn_seconds: Some(60),
            },
            seed: Some(0x5EED),
            saved_at_ms: None,
        };
        let bytes = saved.to_json().len();
        let (json_med, json_max) = time(|| {
            std::hint::black_box(saved.to_json());
        });
        let mut now = 0;
        let (save_med, save_max) = time(|| {
            now += 1;
            store.write_autosave(&saved, now).expect("saved");
        });
        // The disk's share: the same bytes written and flushed to a plain file.
        let plain = dir.join("plain.json");
        let json = saved.to_json();
        let (disk_med, disk_max) = time(|| {
            let mut f = std::fs::File::create(&plain).expect("created");
            std::io::Write::write_all(&mut f, json.as_bytes()).expect("written");
            f.sync_all().expect("flushed");
        });
        let (load_med, load_max) = time(|| {
            let loaded = store.load_autosave().expect("loads").expect("present");
            assert_eq!(loaded.record.ply_count(), PLIES);
        });
        println!(
            "{:<7} {bytes} bytes: to JSON {json_med:.3} / {json_max:.3}; store write {save_med:.3} \
             / {save_max:.3} (a plain write + fsync of the same bytes: {disk_med:.3} / \
             {disk_max:.3}); load {load_med:.3} / {load_max:.3}",
            game.id()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
