//! The puzzle set (`docs/puzzles.md`): generation time per game, the set's size,
//! the time to load and parse it, and the time to load one puzzle:
//! `cargo bench -p folkchess-core --bench puzzles`.
//!
//! The small games' sets are generated whole. A large game's whole generation
//! (a few hundred self-play games) takes minutes: by default the bench times its
//! first self-play game with the checks of that game's candidates; with
//! `FOLKCHESS_BENCH_FULL=1` it generates the whole set (and says whether it is the
//! committed one).

mod common;

use common::timed;
use folkchess_core::training::puzzle::{self, CivilDate, Difficulty};
use folkchess_core::GameId;

const RUNS: usize = 20;

fn main() {
    // The first use of the set parses the four files (once per process): timed before
    // anything else touches it.
    let (_, first, first_cpu) = timed(|| puzzle::puzzle_by_id("huishi-0001").is_some());
    let full = std::env::var("FOLKCHESS_BENCH_FULL").is_ok_and(|v| v == "1");
    println!("generation (wall s, cpu s):");
    for game in GameId::ALL {
        if game.is_small() || full {
            let ((set, stats), wall, cpu) = timed(|| puzzle::generate(game, puzzle::DEFAULT_SEED));
            let same = puzzle::write_set(&set) == puzzle::set_text(game);
            println!(
                "  {name:<9} whole set      {wall:>8.3} {cpu:>8.3}   {} puzzles from {} positions, {} games, {} check nodes; {} the committed file",
                set.len(),
                stats.positions,
                stats.games,
                stats.check_nodes,
                if same { "equal to" } else { "DIFFERENT FROM" },
                name = game.id(),
            );
        } else {
            let ((candidates, scanned), wall, cpu) =
                timed(|| puzzle::large_candidates(game, puzzle::DEFAULT_SEED, 0));
            let mut nodes = 0;
            let mut passed = 0;
            let (_, check_wall, check_cpu) = timed(|| {
                for pos in &candidates {
                    let (ok, n) = puzzle::check_large(pos);
                    nodes += n;
                    passed += usize::from(ok.is_some());
                }
            });
            println!(
                "  {name:<9} self-play game {wall:>8.3} {cpu:>8.3}   {scanned} positions scanned, {} candidates",
                candidates.len(),
                name = game.id(),
            );
            println!(
                "  {name:<9} their checks   {check_wall:>8.3} {check_cpu:>8.3}   {passed} passed, {nodes} nodes ({:.0} a candidate)",
                nodes as f64 / candidates.len().max(1) as f64,
                name = game.id(),
            );
        }
    }

    println!("the set:");
    let mut total = 0;
    for game in GameId::ALL {
        let text = puzzle::set_text(game);
        total += text.len();
        let set = puzzle::puzzles(game);
        let by = Difficulty::ALL.map(|d| set.iter().filter(|p| p.difficulty == d).count());
        println!(
            "  {name:<9} {:>5} puzzles (easy {:>4}, medium {:>4}, hard {:>4}) {:>8} bytes",
            set.len(),
            by[0],
            by[1],
            by[2],
            text.len(),
            name = game.id(),
        );
    }
    println!("  all       {total:>47} bytes");

    println!("load and parse (median of {RUNS} runs, wall ms):");
    let mut all = Vec::new();
    for game in GameId::ALL {
        let text = puzzle::set_text(game);
        let times: Vec<f64> = (0..RUNS)
            .map(|_| timed(|| puzzle::parse_set(text).expect("parses")).1)
            .collect();
        let (median, max) = common::median_max(times);
        all.push(median);
        println!(
            "  {name:<9} parse_set    {:>8.3} (max {:.3})",
            median * 1e3,
            max * 1e3,
            name = game.id(),
        );
    }
    println!(
        "  all four  parse_set    {:>8.3}",
        all.iter().sum::<f64>() * 1e3
    );

    // One puzzle: the first use of the set (above), then a lookup by id, the day's
    // puzzle, and one line parsed.
    let id = puzzle::puzzles(GameId::Jinmen)[0].id.clone();
    let line = puzzle::puzzles(GameId::Jinmen)[0].to_line();
    let date = CivilDate::new(2026, 12, 2).expect("a date");
    let per = |f: &dyn Fn()| {
        let n = 10_000;
        let (_, wall, _) = timed(|| (0..n).for_each(|_| f()));
        wall / f64::from(n) * 1e6
    };
    println!("one puzzle (wall µs):");
    println!(
        "  first use (parses the four sets)  {:>10.1} (cpu {:.1})",
        first * 1e6,
        first_cpu * 1e6
    );
    println!(
        "  puzzle_by_id afterwards           {:>10.3}",
        per(&|| {
            std::hint::black_box(puzzle::puzzle_by_id(&id));
        })
    );
    println!(
        "  daily_puzzle                      {:>10.3}",
        per(&|| {
            std::hint::black_box(puzzle::daily_puzzle(date));
        })
    );
    println!(
        "  Puzzle::parse_line (one line)     {:>10.3}",
        per(&|| {
            std::hint::black_box(puzzle::Puzzle::parse_line(&line).is_ok());
        })
    );
    // What the app does to open a puzzle: the trainer for it, started, and its first view
    // (TrainerTable.puzzle, then send(Start)); and the puzzles screen from a progress.
    let settings = folkchess_core::Settings::default();
    let open = |id: &str| {
        let p = puzzle::puzzle_by_id(id).expect("a puzzle");
        let mut t = folkchess_core::screens::trainer::Trainer::puzzle(
            p,
            settings,
            folkchess_core::DisplayLanguage::En,
        );
        t.handle(
            folkchess_core::screens::trainer::TrainerEvent::Table(
                folkchess_core::screens::table::TableEvent::Start,
            ),
            0,
        );
        std::hint::black_box(t.view(0));
    };
    for game in GameId::ALL {
        let id = puzzle::puzzles(game)[0].id.clone();
        let n = 200;
        let (_, wall, _) = timed(|| (0..n).for_each(|_| open(&id)));
        println!(
            "  open {id:<14} (trainer, start, view) {:>8.1}",
            wall / f64::from(n) * 1e6
        );
    }
    let progress = folkchess_core::files::puzzle_progress::PuzzleProgress::new();
    let n = 200;
    let (_, wall, _) = timed(|| {
        (0..n).for_each(|_| {
            std::hint::black_box(folkchess_core::screens::puzzles::lists::puzzles_view(
                &progress,
                date,
                None,
                folkchess_core::DisplayLanguage::En,
            ));
        })
    });
    println!(
        "  the puzzles screen (puzzles_view)       {:>8.1}",
        wall / f64::from(n) * 1e6
    );
}
