//! Crashes during saves. The test starts its own binary again as a child process that
//! writes the autosave and the settings file in a loop, kills it with SIGKILL
//! (`Child::kill`) at a random moment of that loop, and checks after every kill that
//! the autosave and the settings load as one complete version each, that the statistics
//! (one finished game counted each round) load with every game counted so far, that leftover
//! temporary files are never listed as saves, and that they do not pile up (where
//! `/proc` tells that their writer is gone, the next listing removes every one of them).
//!
//! `harness = false`: `main` is either the test (no environment variable) or the child.
//! Run it with `cargo test -p folkchess-core --test store_crash`.

use folkchess_core::files::stats::Opponent;
use folkchess_core::files::store::{SaveStore, SettingsFile};
use folkchess_core::{
    EndReason, FinishedGame, GameId, GameRecord, Level, Mode, SavedGame, Settings, Setup, Side,
};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Set (to the directory to write in) when the binary runs as the child.
const CHILD_ENV: &str = "FOLKCHESS_STORE_CRASH_CHILD_DIR";
/// How many times the child is killed.
const KILLS: usize = 100;
/// The longest wait between the child's first complete write and the kill.
const MAX_DELAY_MS: u64 = 30;

/// The versions the child writes, in turn: records of different lengths, each with
/// its own seed and setup.
fn versions() -> Vec<SavedGame> {
    let mut rec = GameRecord::new_game(GameId::Huishi);
    let mut out = Vec::new();
    for (i, len) in [0, 1, 9, 30, 17, 55, 4].into_iter().enumerate() {
        while rec.ply_count() < len {
            let next = rec.current().legal_moves().iter().rev().find_map(|&m| {
                let mut probe = rec.clone();
                probe.play_move(m).ok()?;
                (!probe.status().is_over()).then_some(probe)
            });
            rec = next.expect("a move that keeps the game on");
        }
        let record = GameRecord::replay(*rec.start(), &rec.plies()[..len]).expect("replays");
        out.push(SavedGame {
            record,
            setup: Setup {
                mode: Mode::VsComputer {
                    level: Level::ALL[i % Level::ALL.len()],
                    human: if i % 2 == 0 {
                        Side::First
                    } else {
                        Side::Second
                    },
                },
                turn_seconds: Some(15 + i as u32),
            },
            seed: Some(1_000 + i as u64),
            saved_at_ms: None,
        });
    }
    out
}

/// The settings the child writes, in turn.
fn settings_versions() -> Vec<Settings> {
    [None, Some(15), Some(30), Some(60), Some(120)]
        .into_iter()
        .enumerate()
        .map(|(i, turn_seconds)| Settings {
            turn_seconds,
            default_level: Level::ALL[i],
            sound: i % 2 == 0,
            ..Settings::default()
        })
        .collect()
}

/// The finished game the child counts in round `n`: one game per round, so the file
/// grows by one entry a round (and a later child counts the same games again).
fn finished(n: usize) -> FinishedGame {
    FinishedGame {
        game: GameId::ALL[n % 4],
        seed: n as u64,
        opponent: Opponent::Computer {
            level: Level::ALL[n % 5],
        },
        human: Some(Side::First),
        winner: (!n.is_multiple_of(3)).then_some(Side::First),
        reason: EndReason::NoLegalMove,
        plies: n as u32,
        finished_at_ms: 0,
    }
}

fn settings_path(dir: &Path) -> PathBuf {
    dir.join("settings.json")
}

/// The child: writes the autosave and the settings in turn until killed (or until its
/// parent is gone: stdin closed). Says `ready` after its first complete round.
fn child(dir: PathBuf) {
    std::thread::spawn(|| {
        let _ = std::io::stdin().read_to_end(&mut Vec::new());
        std::process::exit(0);
    });
    let store = SaveStore::new(dir.join("saves"));
    let settings = SettingsFile::new(settings_path(&dir));
    let (games, prefs) = (versions(), settings_versions());
    for n in 0usize.. {
        store
            .write_autosave(&games[n % games.len()], n as u64)
            .expect("the child's autosave");
        settings
            .save(&prefs[n % prefs.len()])
            .expect("the child's settings");
        let recorded = store
            .stats_file()
            .record(finished(n), n as u64)
            .expect("the child's statistics");
        assert!(recorded.set_aside.is_none(), "the statistics were damaged");
        if n == 0 {
            println!("ready");
        }
    }
}

/// A child that is killed when dropped (also when the test fails half-way).
struct Killed(Child);

impl Killed {
    /// SIGKILLs the child and reaps it; checks that it was still running (a child that
    /// ended by itself failed a write).
    fn kill(mut self, kill: usize) {
        self.0.kill().expect("SIGKILL");
        let status = self.0.wait().expect("the child is reaped");
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            assert_eq!(
                status.signal(),
                Some(9),
                "kill {kill}: the child ended by itself: {status}"
            );
        }
        #[cfg(not(unix))]
        assert!(!status.success(), "kill {kill}: the child ended by itself");
    }
}

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn temp_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|r| {
            r.map(|e| {
                e.expect("a directory entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|n| n.ends_with(".tmp"))
            .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn main() {
    if let Some(dir) = std::env::var_os(CHILD_ENV) {
        child(PathBuf::from(dir));
        return;
    }
    if std::env::args().any(|a| a == "--list") {
        println!("sigkill_during_saves: test");
        return;
    }
    sigkill_during_saves();
    println!("test sigkill_during_saves ... ok");
}

fn sigkill_during_saves() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("store-crash");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the test directory");
    let saves = dir.join("saves");
    let store = SaveStore::new(&saves);
    let settings = SettingsFile::new(settings_path(&dir));
    let (games, prefs) = (versions(), settings_versions());
    let proc_lists_processes = Path::new("/proc/self").exists();
    let seed = 0x5AFE_u64;
    let mut rng = SmallRng::seed_from_u64(seed);
    let exe = std::env::current_exe().expect("the test binary");
    let started = Instant::now();
    let (mut mid_write, mut left_over) = (0, 0);
    for kill in 1..=KILLS {
        let mut child = Killed(
            Command::new(&exe)
                .env(CHILD_ENV, &dir)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .expect("the child starts"),
        );
        let mut line = String::new();
        let stdout = child.0.stdout.take().expect("the child's stdout");
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the child says ready");
        assert_eq!(line.trim(), "ready", "kill {kill}: the child failed");
        std::thread::sleep(Duration::from_micros(rng.gen_range(0..MAX_DELAY_MS * 1000)));
        child.kill(kill);

        let before = temp_files(&saves).len() + temp_files(&dir).len();
        if before > 0 {
            mid_write += 1;
            left_over += before;
        }
        // The autosave is one complete version the child wrote.
        let mut loaded = store
            .load_autosave()
            .unwrap_or_else(|e| panic!("kill {kill}: the autosave does not load: {e}"))
            .unwrap_or_else(|| panic!("kill {kill}: the autosave is gone"));
        loaded.saved_at_ms = None;
        assert!(
            games.contains(&loaded),
            "kill {kill}: an autosave never written"
        );
        let s = settings
            .load()
            .unwrap_or_else(|e| panic!("kill {kill}: the settings do not load: {e}"));
        assert!(prefs.contains(&s), "kill {kill}: settings never written");
        // The statistics read, and hold one entry for each game counted so far (the
        // children count games 0, 1, 2, … each time again: no gap, no double).
        let stats = store
            .stats_file()
            .load()
            .unwrap_or_else(|e| panic!("kill {kill}: the statistics do not load: {e}"));
        let mut seeds: Vec<u64> = stats.games.iter().map(|g| g.seed).collect();
        seeds.sort_unstable();
        assert!(!seeds.is_empty(), "kill {kill}: no game counted");
        assert_eq!(
            seeds,
            (0..seeds.len() as u64).collect::<Vec<_>>(),
            "kill {kill}"
        );
        assert!(stats.games.iter().all(|g| *g
            == FinishedGame {
                finished_at_ms: g.finished_at_ms,
                ..finished(g.seed as usize)
            }));
        // Temporary files are not saves; the listing removes the stale ones.
        assert_eq!(store.list().expect("lists"), vec![], "kill {kill}");
        if proc_lists_processes {
            assert_eq!(temp_files(&saves), Vec::<String>::new(), "kill {kill}");
        }
        // A settings write cleans its directory's leftovers too.
        settings.save(&s).expect("the settings write");
        if proc_lists_processes {
            assert_eq!(temp_files(&dir), Vec::<String>::new(), "kill {kill}");
        }
    }
    println!(
        "sigkill_during_saves: {KILLS} kills (rng seed {seed:#x}) in {:.1} s; {mid_write} \
         left temporary files ({left_over} files){}",
        started.elapsed().as_secs_f64(),
        if proc_lists_processes {
            ", each removed by the next list or write"
        } else {
            "; no /proc here, so their removal (once stale) is not checked"
        }
    );
    let _ = std::fs::remove_dir_all(&dir);
}
