//! Crashes while the puzzle progress is written. As `store_crash.rs` does for the saves:
//! the test starts its own binary again as a child that writes the progress file in a
//! loop, kills it with SIGKILL at a random moment, and checks after every kill that the
//! file loads as one complete version the child wrote (never damaged, never empty) and
//! that the leftover temporary files are removed by the next write.
//!
//! `harness = false`: `main` is either the test or the child.
//! Run it with `cargo test -p folkchess-core --test progress_crash`.

use folkchess_core::files::puzzle_progress::{Attempt, ProgressFile, PuzzleProgress};
use folkchess_core::training::puzzle::{self, CivilDate};
use folkchess_core::GameId;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHILD_ENV: &str = "FOLKCHESS_PROGRESS_CRASH_CHILD_DIR";
const KILLS: usize = 60;
const MAX_DELAY_MS: u64 = 30;

/// The versions the child writes in turn: more and more tries and days.
fn versions() -> Vec<PuzzleProgress> {
    let mut p = PuzzleProgress::new();
    let mut out = vec![p.clone()];
    let mut day = CivilDate::new(2026, 11, 1).expect("a date");
    for i in 0..40 {
        let game = GameId::ALL[i % 4];
        let set = puzzle::puzzles(game);
        let attempt = [Attempt::Solved, Attempt::Failed, Attempt::Hinted][i % 3];
        p.record(&set[(i * 7) % set.len()], attempt, day);
        p.record(puzzle::daily_puzzle(day), Attempt::Solved, day);
        day = day.next();
        out.push(p.clone());
    }
    out
}

fn progress_path(dir: &Path) -> PathBuf {
    dir.join("puzzles.json")
}

fn child(dir: PathBuf) {
    std::thread::spawn(|| {
        let _ = std::io::stdin().read_to_end(&mut Vec::new());
        std::process::exit(0);
    });
    let file = ProgressFile::new(progress_path(&dir));
    let all = versions();
    for n in 0usize.. {
        file.save(&all[n % all.len()]).expect("the child's write");
        if n == 0 {
            println!("ready");
        }
    }
}

struct Killed(Child);

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
                e.expect("an entry")
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
        println!("sigkill_during_progress_writes: test");
        return;
    }
    sigkill_during_progress_writes();
    println!("test sigkill_during_progress_writes ... ok");
}

fn sigkill_during_progress_writes() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("progress-crash");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the test directory");
    let file = ProgressFile::new(progress_path(&dir));
    let all = versions();
    let proc_lists_processes = Path::new("/proc/self").exists();
    let seed = 0x9A22_u64;
    let mut rng = SmallRng::seed_from_u64(seed);
    let exe = std::env::current_exe().expect("the test binary");
    let started = Instant::now();
    let mut mid_write = 0;
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
        child.0.kill().expect("SIGKILL");
        let status = child.0.wait().expect("reaped");
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            assert_eq!(status.signal(), Some(9), "kill {kill}: ended by itself");
        }
        #[cfg(not(unix))]
        assert!(!status.success(), "kill {kill}: ended by itself");
        if !temp_files(&dir).is_empty() {
            mid_write += 1;
        }
        let loaded = file
            .load()
            .unwrap_or_else(|e| panic!("kill {kill}: the progress does not load: {e}"));
        assert!(
            all.contains(&loaded),
            "kill {kill}: a version never written"
        );
        file.save(&loaded).expect("the parent's write");
        if proc_lists_processes {
            assert_eq!(temp_files(&dir), Vec::<String>::new(), "kill {kill}");
        }
    }
    println!(
        "sigkill_during_progress_writes: {KILLS} kills (rng seed {seed:#x}) in {:.1} s; \
         {mid_write} left a temporary file",
        started.elapsed().as_secs_f64()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
