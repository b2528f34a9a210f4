//! Two processes changing the same data files at once lose nothing: each of two copies of
//! this test binary records 150 finished games in one statistics file, adds 150 practice
//! exercises to one practice file, records 150 tries of one puzzle in one progress file and
//! files 150 saves in one save store; afterwards every record of both is there (300 of
//! each). The lock of `atomic_file::with_lock` is the OS's across processes (a lock file
//! beside each target), held for the whole read-change-write.

use folkchess_core::files::practice::PracticeFile;
use folkchess_core::files::puzzle_progress::{Attempt, ProgressFile};
use folkchess_core::files::stats::{FinishedGame, Opponent, StatsFile};
use folkchess_core::training::practice::Exercise;
use folkchess_core::training::puzzle::{self, CivilDate};
use folkchess_core::{EndReason, GameId, Mode, SaveStore, Session, Setup, Side};
use std::path::{Path, PathBuf};
use std::process::Command;

const RECORDS: u64 = 150;
const CHILD_ENV: &str = "FOLKCHESS_TWO_PROCESSES_CHILD";

fn files(dir: &Path) -> (StatsFile, PracticeFile, ProgressFile, SaveStore) {
    (
        StatsFile::new(dir.join("stats/stats.json")),
        PracticeFile::new(dir.join("practice/practice.json")),
        ProgressFile::new(dir.join("puzzles/puzzles.json")),
        SaveStore::new(dir.join("saves")),
    )
}

fn the_puzzle() -> &'static puzzle::Puzzle {
    &puzzle::puzzles(GameId::Zhongkui)[0]
}

/// One worker's records, numbered from `worker * 1000`.
fn work(dir: &Path, worker: u64) {
    let (stats, practice, progress, store) = files(dir);
    let day = CivilDate::new(2026, 11, 1).expect("a date");
    let game = Session::new(
        GameId::Weiming,
        Setup {
            mode: Mode::PassAndPlay,
            turn_seconds: None,
        },
        1,
    )
    .expect("a game")
    .to_saved();
    for i in 0..RECORDS {
        let n = worker * 1000 + i;
        stats
            .record(
                FinishedGame {
                    game: GameId::Zhongkui,
                    seed: n,
                    opponent: Opponent::PassAndPlay,
                    human: None,
                    winner: Some(Side::First),
                    reason: EndReason::NoLegalMove,
                    plies: 9,
                    finished_at_ms: 0,
                },
                n,
            )
            .expect("recorded");
        let exercise = Exercise {
            id: format!("exercise-{n}"),
            game: GameId::Zhongkui,
            position: folkchess_core::Position::start(GameId::Zhongkui).to_text(),
            played: "tl-t1".into(),
            label: "mistake".into(),
            value: "L9".into(),
            best: Some("tr-t2".into()),
            added_at_ms: 0,
            solved_at_ms: None,
        };
        practice.add(&[exercise], n).expect("added");
        progress
            .record(the_puzzle(), Attempt::Failed, day, n)
            .expect("a try recorded");
        store.save(None, &game, n).expect("filed");
    }
}

#[test]
fn child_worker() {
    let Some(job) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let job = job.to_string_lossy().into_owned();
    let (worker, dir) = job.split_once(':').expect("worker:dir");
    work(Path::new(dir), worker.parse().expect("a worker number"));
}

#[test]
fn two_processes_lose_no_record_of_any_data_file() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("two-processes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the test directory");
    let exe = std::env::current_exe().expect("the test binary");
    let children: Vec<_> = [1u64, 2]
        .iter()
        .map(|w| {
            Command::new(&exe)
                .args(["--exact", "child_worker", "--nocapture", "--test-threads=1"])
                .env(CHILD_ENV, format!("{w}:{}", dir.display()))
                .spawn()
                .expect("a child starts")
        })
        .collect();
    for mut c in children {
        assert!(c.wait().expect("reaped").success(), "a child failed");
    }
    let (stats, practice, progress, store) = files(&dir);
    let total = 2 * RECORDS as usize;
    let counted = stats.load().expect("statistics").games.len();
    let exercises = practice.load().expect("practice").open(None).len();
    let tries = progress
        .load()
        .expect("progress")
        .tries(&the_puzzle().id)
        .failed as usize;
    let saves = store.list().expect("saves").len();
    eprintln!("of {total}: statistics {counted}, practice {exercises}, puzzle tries {tries}, saves {saves}");
    assert_eq!(counted, total, "statistics");
    assert_eq!(exercises, total, "practice");
    assert_eq!(tries, total, "puzzle progress");
    assert_eq!(saves, total, "saves");
    let _ = std::fs::remove_dir_all(&dir);
}
