//! Integration tests: run the `folkchess` binary with piped stdin/stdout.
//!
//! Nothing here depends on wall-clock time: the timer tests wait for the timeout to
//! happen (however long it takes) before they send more input. The only clock is a
//! watchdog: a run still going long after its input ended is stuck in a loop that
//! reads no input, and fails instead of hanging the test suite.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use folkchess_core::ai::CancelToken;
use folkchess_core::{GameId, GameRecord, Level, Mode, Position, Session, Setup, Side};

const BIN: &str = env!("CARGO_BIN_EXE_folkchess");

/// How long a run may take before the watchdog calls it stuck (far longer than any
/// run here needs, even on a loaded machine).
const STUCK_AFTER: Duration = Duration::from_secs(300);

/// Reads a pipe to its end on a thread of its own.
fn drain(pipe: Option<impl Read + Send + 'static>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

/// A fresh directory under the target directory, for one test's files.
fn scratch_dir(name: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::SeqCst);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The arguments with `--data-dir` added to a `play` that has none, so that no test
/// meets an autosave of another (or the user's).
fn with_data_dir(args: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    if args.first() == Some(&"play") && !args.contains(&"--data-dir") {
        v.push("--data-dir".into());
        v.push(scratch_dir("data").to_string_lossy().into_owned());
    }
    v
}

/// Runs the binary with `args`, feeds `input` on stdin, then closes it.
fn run(args: &[&str], input: &str) -> Output {
    // No run sees the user's data directory, even `folkchess` with no arguments.
    let home = scratch_dir("home");
    let mut child = Command::new(BIN)
        .args(with_data_dir(args))
        .env("HOME", &home)
        .env("XDG_DATA_HOME", &home)
        .env_remove("NO_COLOR")
        .env("TERM", "xterm-256color")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_string();
    let writer = thread::spawn(move || {
        // The program may exit before reading everything (`quit`): ignore EPIPE.
        let _ = stdin.write_all(input.as_bytes());
    });
    let (out, err) = (drain(child.stdout.take()), drain(child.stderr.take()));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the binary runs") {
            break status;
        }
        if started.elapsed() > STUCK_AFTER {
            let _ = child.kill();
            let _ = child.wait();
            let out = String::from_utf8_lossy(&out.join().unwrap()).into_owned();
            panic!(
                "`folkchess {}` did not end within {STUCK_AFTER:?}: stuck in a loop that reads no input?\n{out}",
                args.join(" ")
            );
        }
        thread::sleep(Duration::from_millis(5));
    };
    writer.join().unwrap();
    Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

fn assert_clean(o: &Output) {
    let (out, err) = (stdout(o), stderr(o));
    assert!(o.status.success(), "status {:?}\n{out}\n{err}", o.status);
    assert!(!out.contains('\x1b'), "escape codes on a pipe:\n{out}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A usage error: status 2, exactly one line on stderr, nothing on stdout, no panic.
fn assert_usage_error(o: &Output, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "one line expected:\n{err}");
    assert!(err.contains(needle), "`{needle}` not in: {err}");
    assert!(stdout(o).is_empty());
    assert!(!err.contains("panicked"));
}

// ---------------------------------------------------------------- play

#[test]
fn play_pass_and_play_session() {
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        "bl-x\ntl-tm\ntm-m\nmoves\nundo\nredo\nfoo\npass\nbl\nhint\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    // The board: all point names and the starting pieces.
    for name in ["tl", "tm", "tr", "s", "x", "m", "bl", "bm", "br"] {
        assert!(out.contains(name), "{out}");
    }
    assert!(
        out.contains("First (red) > bl-x"),
        "input is echoed:\n{out}"
    );
    assert!(out.contains("Move 1 · Last move bl-x"), "{out}");
    assert!(
        out.contains("Illegal move tl-tm: The point tm is occupied."),
        "illegal move explained:\n{out}"
    );
    assert!(out.contains("Legal moves (3): x-tm x-bl bm-bl"), "{out}");
    assert!(out.contains("Took back 1 move."), "{out}");
    assert!(out.contains("Replayed 1 move."), "{out}");
    assert!(
        out.contains("`foo` is neither a command nor a point. Type a move like x-tm, or `help`."),
        "{out}"
    );
    assert!(out.contains("You cannot pass"), "{out}");
    assert!(out.contains("No legal move from bl."), "{out}");
    let hint = out
        .lines()
        .find_map(|l| l.strip_prefix("Hint: "))
        .expect("a hint");
    assert!(["x-tm", "x-bl", "bm-bl"].contains(&hint), "{hint}");
    assert!(out.trim_end().ends_with("Bye."), "{out}");
}

#[test]
fn play_against_the_computer_undo_takes_back_its_reply() {
    let o = run(
        &[
            "play", "jinmen", "--level", "beginner", "--side", "first", "--seed", "7",
        ],
        "b2-b4\nb2-b3\nundo\nundo\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("you play First (red) against the computer (Beginner)"),
        "{out}"
    );
    assert!(out.contains("Illegal move b2-b4"), "{out}");
    assert!(out.contains("Computer is thinking…"), "{out}");
    assert_eq!(out.matches("The computer plays ").count(), 1, "{out}");
    assert!(out.contains("Took back 2 moves."), "{out}");
    assert!(out.contains("Nothing to undo."), "{out}");
    // After the undo the start position is drawn again with First to move.
    let after = &out[out.find("Took back 2").unwrap()..];
    assert!(after.contains("Your turn · First (red)"), "{after}");
    assert!(!after.contains("Last move"), "{after}");
}

/// The moves of a game against the computer played through the core's `Session`:
/// the human plays the first legal move on each of `turns` turns. Returns the human's
/// moves and the computer's, in notation.
fn session_game(
    game: GameId,
    level: Level,
    human: Side,
    seed: u64,
    turns: usize,
) -> (Vec<String>, Vec<String>) {
    let setup = Setup {
        mode: Mode::VsComputer { level, human },
        turn_seconds: None,
    };
    let mut s = Session::new(game, setup, seed).unwrap();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let board = s.position().board();
    while !s.record().status().is_over() && (ours.len() < turns || s.is_computer_turn()) {
        if s.is_computer_turn() {
            let request = s.computer_request().unwrap();
            let m = request.think(&CancelToken::new()).unwrap();
            s.apply_computer_move(&request, m, 0).unwrap();
            theirs.push(board.move_text(m));
        } else {
            let m = s.position().legal_moves()[0];
            s.play(m, 0).unwrap();
            ours.push(board.move_text(m));
        }
    }
    (ours, theirs)
}

#[test]
fn play_against_the_computer_matches_the_core_session() {
    // The CLI runs on the core's game table, whose session is the apps' one, so the same
    // seed and moves give the same replies as the apps' session: every level's randomness
    // comes from the session's per-move seed. Both sides, small and large games.
    for (game, level, human, seed) in [
        (GameId::Jinmen, Level::Beginner, Side::First, 11),
        (GameId::Huishi, Level::Easy, Side::Second, 5),
        (GameId::Weiming, Level::Medium, Side::First, 3),
        (GameId::Zhongkui, Level::Beginner, Side::Second, 42),
    ] {
        let (ours, theirs) = session_game(game, level, human, seed, 8);
        assert!(!theirs.is_empty());
        let input = format!("{}\nquit\n", ours.join("\n"));
        let seed = seed.to_string();
        let o = run(
            &[
                "play",
                game.id(),
                "--level",
                level.id(),
                "--side",
                human.id(),
                "--seed",
                &seed,
            ],
            &input,
        );
        assert_clean(&o);
        let out = stdout(&o);
        let replies: Vec<&str> = out
            .lines()
            .filter_map(|l| l.strip_prefix("The computer plays ")?.strip_suffix('.'))
            .collect();
        assert_eq!(replies, theirs, "{game}: {out}");
        assert!(!out.contains("Illegal move"), "{out}");
    }
}

#[test]
fn play_against_the_computer_redo_replays_its_reply() {
    let o = run(
        &[
            "play", "huishi", "--level", "easy", "--side", "first", "--seed", "9",
        ],
        "b2-b3\nundo\nredo\nredo\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert_eq!(out.matches("The computer plays ").count(), 1, "{out}");
    assert!(out.contains("Took back 2 moves."), "{out}");
    assert!(out.contains("Replayed 2 moves."), "{out}");
    assert!(out.contains("Nothing to redo."), "{out}");
    let after = &out[out.find("Replayed 2").unwrap()..];
    assert!(after.contains("Move 2 · Last move "), "{after}");
}

#[test]
fn play_as_second_the_computer_moves_first() {
    let o = run(
        &[
            "play", "zhongkui", "--side", "second", "--level", "beginner", "--seed", "3",
        ],
        "quit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let thinking = out.find("is thinking").expect("the computer moves first");
    let prompt = out.find("You · Second (black) > ").expect("then the human");
    assert!(thinking < prompt, "{out}");
}

#[test]
fn the_player_of_second_sees_the_board_turned() {
    // Jinmen: First's rank 1 on top, Second's rank 7 at the bottom, files e to a.
    let o = run(
        &[
            "play", "jinmen", "--side", "second", "--level", "beginner", "--seed", "3", "--ascii",
        ],
        "quit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let rank = |n: char| {
        out.lines()
            .position(|l| l.trim_start().starts_with(n) && l.contains("---"))
            .unwrap_or_else(|| panic!("rank {n}: {out}"))
    };
    assert!(rank('1') < rank('7'), "{out}");
    assert!(
        out.lines().any(|l| l.trim() == "e   d   c   b   a"),
        "{out}"
    );
    // Playing First, the board is as ever.
    let o = run(
        &["play", "jinmen", "--level", "beginner", "--ascii"],
        "quit\n",
    );
    let out = stdout(&o);
    assert!(
        out.lines().any(|l| l.trim() == "a   b   c   d   e"),
        "{out}"
    );
}

#[test]
fn play_reaches_a_result_and_names_the_reason() {
    // Rendezvous: First's general walks e1-e2, jumps to c2, steps to b2 and a2, next
    // to its partner on a1.
    let moves = "c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4 b2-a2";
    let input = format!("{}\nb3-b2\nhint\nquit\n", moves.replace(' ', "\n"));
    let o = run(&["play", "huishi", "--pass-and-play"], &input);
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("First (red) wins: the two generals meet (rendezvous)."),
        "{out}"
    );
    let end = out.find("wins: the two generals meet").unwrap();
    assert_eq!(
        out[end..].matches("The game is over").count(),
        2,
        "a move and a hint refused after the end:\n{out}"
    );
    assert!(
        !out[end..].contains("thinking"),
        "no thinking for a hint after the end:\n{out}"
    );
}

#[test]
fn play_in_chinese() {
    let o = run(
        &["play", "jinmen", "--pass-and-play", "--lang", "zh"],
        "b2-b4\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("金门防御棋"), "{out}");
    assert!(out.contains("轮到先手（红）走棋"), "{out}");
    assert!(out.contains("走法 b2-b4 不合法"), "{out}");
    assert!(out.contains("再见。"), "{out}");
}

#[test]
fn play_ends_cleanly_at_end_of_input() {
    let o = run(&["play", "huishi", "--pass-and-play"], "b2-b3\n");
    assert_clean(&o);
    assert!(stdout(&o).trim_end().ends_with("Bye."));
    let o = run(&["play", "huishi", "--pass-and-play"], "");
    assert_clean(&o);
}

#[test]
fn play_menu_without_arguments() {
    // Game 3 (jinmen), level: Enter (the core's default), side: Enter (first), then quit.
    let o = run(&[], "9\n3\n\n\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("choose a game"), "{out}");
    assert!(out.contains("1  Weiming Shuang Cheng Chess III"), "{out}");
    assert!(out.contains("`9` is not one of the choices"), "{out}");
    assert!(out.contains("Jinmen"), "{out}");
    let default_level = folkchess_core::rules::setup::DEFAULT_LEVEL.name_en();
    assert!(
        out.contains(&format!("against the computer ({default_level})")),
        "{out}"
    );
    // The menu can also pick two players.
    let o = run(&["play"], "2\np\nquit\n");
    assert_clean(&o);
    assert!(stdout(&o).contains("two players at this terminal"));
    // End of input inside the menu.
    let o = run(&["play"], "");
    assert_clean(&o);
}

#[test]
fn play_save_and_load() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-save");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let f = file.to_str().unwrap();
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        &format!("bl-x\ntm-m\nsave {f}\nquit\n"),
    );
    assert_clean(&o);
    assert!(stdout(&o).contains(&format!("Saved to {f}.")));
    let o = run(
        &["play", "jinmen", "--pass-and-play"],
        &format!("load {f}\nload {f}.missing\nmoves\nquit\n"),
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("2 moves played"), "{out}");
    assert!(out.contains("Could not load"), "{out}");
    assert!(out.contains("Legal moves (3): x-tm x-bl bm-bl"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_save_against_the_computer_keeps_its_seed() {
    // A game saved with --seed 5 and loaded by a run with another seed goes on as the
    // session with seed 5 does.
    let (ours, theirs) = session_game(GameId::Jinmen, Level::Beginner, Side::First, 5, 2);
    // The other run's seed is one that would answer the same first turn otherwise, so
    // that a save losing its seed fails this test.
    let mut record = GameRecord::new_game(GameId::Jinmen);
    for ply in [&ours[0], &theirs[0], &ours[1]] {
        let m = record.current().board().parse_move(ply).unwrap();
        record.play_move(m).unwrap();
    }
    let setup = Setup {
        mode: Mode::VsComputer {
            level: Level::Beginner,
            human: Side::First,
        },
        turn_seconds: None,
    };
    let other_seed = (6..200u64)
        .find(|&seed| {
            let other = Session::from_record(record.clone(), setup, seed).unwrap();
            let request = other.computer_request().unwrap();
            let m = request.think(&CancelToken::new()).unwrap();
            other.position().board().move_text(m) != theirs[1]
        })
        .expect("some seed answers otherwise");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-save-seed");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("vs.json");
    let f = file.to_str().unwrap();
    let args = |seed| {
        [
            "play", "jinmen", "--level", "beginner", "--side", "first", "--seed", seed,
        ]
    };
    let o = run(&args("5"), &format!("{}\nsave {f}\nquit\n", ours[0]));
    assert_clean(&o);
    assert!(stdout(&o).contains(&format!("The computer plays {}", theirs[0])));
    let other_seed = other_seed.to_string();
    let o = run(
        &args(&other_seed),
        &format!("load {f}\n{}\nquit\n", ours[1]),
    );
    assert_clean(&o);
    let out = stdout(&o);
    let replies: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("The computer plays ")?.strip_suffix('.'))
        .collect();
    assert_eq!(replies, [theirs[1].as_str()], "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_timer_passes_the_turn() {
    // Keep stdin open and wait (however long it takes) for the timeout message.
    let mut child = Command::new(BIN)
        .args(with_data_dir(&[
            "play",
            "weiming",
            "--pass-and-play",
            "--timer",
            "1",
        ]))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let reader = BufReader::new(child.stdout.take().unwrap());
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in reader.lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let mut seen = Vec::new();
    let mut timed_out = false;
    while let Ok(line) = rx.recv_timeout(Duration::from_secs(60)) {
        seen.push(line.clone());
        if line.contains("Time's up — the turn passes") {
            timed_out = true;
            break;
        }
    }
    assert!(timed_out, "{seen:#?}");
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    let status = child.wait().unwrap();
    assert!(status.success());
    let rest: Vec<String> = rx.iter().collect();
    assert!(
        rest.iter().any(|l| l.contains("Second (black) to move")),
        "{rest:#?}"
    );
}

#[test]
fn play_timer_against_the_computer_passes_then_it_replies() {
    // The human's turn runs out; the core records the pass, the computer (never
    // timed) replies, and the human's clock starts again.
    let mut child = Command::new(BIN)
        .args(with_data_dir(&[
            "play", "jinmen", "--level", "beginner", "--timer", "1", "--seed", "4",
        ]))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let reader = BufReader::new(child.stdout.take().unwrap());
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in reader.lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let mut seen = Vec::new();
    let mut passed = false;
    let mut replied = false;
    while let Ok(line) = rx.recv_timeout(Duration::from_secs(60)) {
        seen.push(line.clone());
        passed |= line.contains("Time's up — the turn passes");
        if passed && line.starts_with("The computer plays ") {
            replied = true;
            break;
        }
    }
    assert!(passed && replied, "{seen:#?}");
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let rest: Vec<String> = rx.iter().collect();
    assert!(
        rest.iter().any(|l| l.contains("Your turn · First (red)")),
        "{rest:#?}"
    );
}

#[test]
fn play_argument_errors() {
    assert_usage_error(&run(&["play", "chess"], ""), "unknown game `chess`");
    assert_usage_error(
        &run(&["play", "weiming", "--level", "godlike"], ""),
        "unknown level `godlike`",
    );
    assert_usage_error(
        &run(&["play", "weiming", "--side", "third"], ""),
        "unknown side `third`",
    );
    assert_usage_error(&run(&["play", "weiming", "--timer", "0"], ""), "0");
    assert_usage_error(&run(&["play", "weiming", "--lang", "fr"], ""), "fr");
}

// ---------------------------------------------------------------- perft

#[test]
fn perft_prints_one_line_per_depth() {
    for (game, expected) in [
        ("weiming", "1 4\n2 6\n3 19\n4 68\n"),
        ("zhongkui", "1 2\n2 5\n3 17\n4 57\n"),
        ("jinmen", "1 5\n2 25\n3 233\n4 2152\n"),
        ("huishi", "1 9\n2 81\n3 783\n4 7441\n"),
    ] {
        let o = run(&["perft", game, "4"], "");
        assert_clean(&o);
        assert_eq!(stdout(&o), expected, "{game}");
    }
}

#[test]
fn perft_from_a_position_text() {
    let o = run(
        &[
            "perft",
            "jinmen",
            "2",
            "--position",
            "xxxxx/xxx/...../.../.X.../.XX/XXXXX S h1",
        ],
        "",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0], "1 5");
    assert_usage_error(
        &run(
            &["perft", "weiming", "2", "--position", "*/xxx/./XXX F"],
            "",
        ),
        "bad position text",
    );
    assert_usage_error(&run(&["perft", "go", "2"], ""), "unknown game `go`");
}

// ---------------------------------------------------------------- solve

#[test]
fn solve_prints_statistics() {
    for game in ["weiming", "zhongkui"] {
        let o = run(&["solve", game], "");
        assert_clean(&o);
        let out = stdout(&o);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 6, "{out}");
        let number = |line: &str, key: &str| -> u64 {
            let rest = line
                .strip_prefix(key)
                .unwrap_or_else(|| panic!("{key}: {out}"));
            rest.trim()
                .parse()
                .unwrap_or_else(|_| panic!("{key}: {out}"))
        };
        let positions = number(lines[0], "positions ");
        let start: Vec<&str> = lines[1].split(' ').collect();
        assert_eq!(start[0], "start");
        match start[1..] {
            ["draw"] => {}
            ["win" | "loss", n] => assert!(n.parse::<u32>().is_ok(), "{out}"),
            _ => panic!("bad start line: {out}"),
        }
        let wins = number(lines[2], "wins ");
        let losses = number(lines[3], "losses ");
        let draws = number(lines[4], "draws ");
        assert_eq!(wins + losses + draws, positions, "{out}");
        assert!(lines[5].starts_with("time "), "{out}");
    }
    assert_usage_error(&run(&["solve", "jinmen"], ""), "jinmen");
    assert_usage_error(&run(&["solve", "huishi"], ""), "huishi");
}

#[test]
fn solve_full_builds_a_table_that_the_engine_reads() {
    let dir = std::env::temp_dir().join(format!("folkchess-cli-solve-full-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    let o = run(&["solve", "zhongkui", "--full", "--out", d], "");
    assert!(o.status.success(), "{o:?}");
    let out = stdout(&o);
    assert!(out.contains("20160 positions; memory:"), "{out}");
    assert!(out.contains("\nstart draw\n"), "{out}");
    assert!(
        out.contains("\nlongest_win 17\n") || out.contains("\nlongest_win "),
        "{out}"
    );
    let sum = std::fs::read_to_string(dir.join("zhongkui.table.sum")).unwrap();
    assert!(sum.starts_with("20160 "), "{sum}");
    // Run again: the finished table is only recounted, with the same checksum.
    let again = stdout(&run(&["solve", "zhongkui", "--full", "--out", d], ""));
    let checksum = |s: &str| {
        s.lines()
            .find(|l| l.starts_with("checksum "))
            .map(str::to_string)
    };
    assert_eq!(checksum(&again), checksum(&out));
    assert!(checksum(&out).is_some());
    let o = run(
        &["engine", "--tables", d],
        "game zhongkui\nposition startpos moves tl-t1 bc-tl\nverdict\nquit\n",
    );
    assert_eq!(
        stdout(&o),
        "verdict win 9\nmoves t1-t2:draw ml-bc:win11 bl-bc:win9\n"
    );
    assert_usage_error(
        &run(&["solve", "jinmen", "--full", "--out", d], ""),
        "captures",
    );
    std::fs::remove_dir_all(&dir).unwrap();
    assert_usage_error(&run(&["engine", "--tables", d], ""), "no finished table");
    assert_usage_error(&run(&["solve", "huishi", "--full"], ""), "--out");
}

// ---------------------------------------------------------------- engine

#[test]
fn engine_session() {
    let o = run(
        &["engine"],
        "isready\n\
         game jinmen\n\
         position startpos moves b2-b3 b6-b5\n\
         legal\n\
         this is not a command\n\
         position startpos moves b2-b9\n\
         go depth banana\n\
         isready\n\
         show\n\
         go nodes 2000\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "readyok");
    let legal = lines[1].strip_prefix("legal ").expect("legal line");
    let legal: Vec<&str> = legal.split(' ').collect();
    assert!(
        legal.contains(&"b3-b4") && legal.contains(&"a1-a3"),
        "{out}"
    );
    assert!(
        lines[2].starts_with("error unknown command `this`"),
        "{out}"
    );
    assert!(lines[3].starts_with("error position:"), "{out}");
    assert!(lines[4].starts_with("error go:"), "{out}");
    assert_eq!(lines[5], "readyok", "the engine goes on after errors");
    assert_eq!(lines[6], "game jinmen");
    assert_eq!(
        lines[7],
        "position xxxxx/.xx/.x.../.../.X.../.XX/XXXXX F h2"
    );
    assert_eq!(lines[8], "history b2-b3 b6-b5");
    assert_eq!(lines[9], "status ongoing");
    let info: Vec<&&str> = lines[10..]
        .iter()
        .filter(|l| l.starts_with("info "))
        .collect();
    assert!(!info.is_empty(), "{out}");
    for l in &info {
        let words: Vec<&str> = l.split(' ').collect();
        assert_eq!(words[1], "depth", "{l}");
        assert_eq!(words[3], "score", "{l}");
    }
    let best = lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .expect("bestmove last");
    assert!(legal.contains(&best), "{best} not in {legal:?}");
}

#[test]
fn engine_hint_is_the_apps_hint() {
    let o = run(
        &["engine"],
        "game weiming\n\
         position startpos moves bl-x tm-m\n\
         hint\n\
         hint now\n\
         game jinmen\n\
         position startpos moves b2-b3 b6-b5\n\
         hint\n\
         game huishi\n\
         position startpos moves c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4 b2-a2\n\
         hint\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    // The same hint as the core gives the apps for the same record.
    for (line, game, plies) in [
        (lines[0], GameId::Weiming, ["bl-x", "tm-m"]),
        (lines[2], GameId::Jinmen, ["b2-b3", "b6-b5"]),
    ] {
        let record = GameRecord::replay_text(Position::start(game), &plies).unwrap();
        let hint = folkchess_core::ai::hint(&record, &CancelToken::new()).unwrap();
        let expected = format!("hint {}", record.current().board().move_text(hint));
        assert_eq!(line, expected, "{game}");
    }
    assert_eq!(lines[1], "error hint: takes no arguments");
    assert_eq!(lines[3], "hint none", "the game is over");
}

#[test]
fn engine_go_when_the_game_is_over_and_verdicts() {
    let o = run(
        &["engine"],
        "game huishi\n\
         position startpos moves c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4 b2-a2\n\
         go depth 2\n\
         legal\n\
         verdict\n\
         game weiming\n\
         verdict\n\
         go level beginner seed 5\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "bestmove none", "{out}");
    assert_eq!(lines[1], "legal", "{out}");
    // A rendezvous just made: lost for the side to move, whatever the depth.
    assert_eq!(lines[2], "verdict loss 0", "{out}");
    assert_eq!(lines[3], "moves", "{out}");
    assert!(lines[4].starts_with("verdict "), "{out}");
    let moves = lines[5].strip_prefix("moves ").expect("moves line");
    for item in moves.split(' ') {
        let (m, v) = item.split_once(':').expect("move:verdict");
        assert!(["s-x", "bl-x", "bm-x", "bm-m"].contains(&m), "{item}");
        assert!(
            v == "draw" || v.starts_with("win") || v.starts_with("loss"),
            "{item}"
        );
    }
    let best = lines[6].strip_prefix("bestmove ").expect("bestmove");
    assert!(["s-x", "bl-x", "bm-x", "bm-m"].contains(&best), "{out}");
}

#[test]
fn engine_verdict_in_rendezvous_answers_from_the_opening_book_and_refuses_beyond_it() {
    let o = run(
        &["engine"],
        "game huishi
         verdict
         position startpos moves c2-c3 d4-e4
         verdict
         game jinmen
         verdict
",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    // The start is a draw (the full table's value); every move keeps it or loses.
    assert_eq!(lines[0], "verdict draw", "{out}");
    let moves = lines[1].strip_prefix("moves ").expect("moves line");
    assert!(moves.contains(":draw"), "{out}");
    assert!(!moves.contains(":win"), "{out}");
    assert!(lines[2].starts_with("verdict "), "{out}");
    assert!(lines[3].starts_with("moves "), "{out}");
    assert!(
        lines[4].starts_with("error verdict: jinmen is not solved"),
        "{out}"
    );
    // Beyond the book's eight plies: a clear refusal naming the way to an answer.
    let o = run(
        &["engine"],
        "game huishi
         position startpos moves c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4
         verdict
",
    );
    let out = stdout(&o);
    assert!(
        out.starts_with("error verdict: this huishi position is beyond the opening book"),
        "{out}"
    );
    assert!(out.contains("--tables"), "{out}");
}

#[test]
fn engine_stop_ends_an_infinite_search() {
    let mut child = Command::new(BIN)
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let reader = BufReader::new(child.stdout.take().unwrap());
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in reader.lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    writeln!(stdin, "game jinmen\ngo infinite\nisready").unwrap();
    stdin.flush().unwrap();
    // `isready` is answered while the search runs.
    loop {
        let l = rx.recv_timeout(Duration::from_secs(60)).expect("readyok");
        if l == "readyok" {
            break;
        }
        assert!(l.starts_with("info "), "{l}");
    }
    writeln!(stdin, "stop").unwrap();
    stdin.flush().unwrap();
    loop {
        let l = rx.recv_timeout(Duration::from_secs(60)).expect("bestmove");
        if l.starts_with("bestmove ") {
            assert_ne!(l, "bestmove none");
            break;
        }
    }
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

// ---------------------------------------------------------------- match

#[test]
fn match_output_format() {
    let o = run(
        &[
            "match", "--game", "weiming", "--a", "beginner", "--b", "beginner", "--games", "2",
            "--seed", "9",
        ],
        "",
    );
    assert_clean(&o);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("game 1 a=first "), "{out}");
    assert!(lines[1].starts_with("game 2 a=second "), "{out}");
    let last = lines[2]
        .strip_prefix("result beginner vs beginner: +")
        .expect("result line");
    // "<w> =<d> -<l> score <p>%"
    let parts: Vec<&str> = last.split(' ').collect();
    assert_eq!(parts.len(), 5, "{last}");
    let w: u32 = parts[0].parse().unwrap();
    let d: u32 = parts[1].strip_prefix('=').unwrap().parse().unwrap();
    let l: u32 = parts[2].strip_prefix('-').unwrap().parse().unwrap();
    assert_eq!(w + d + l, 2);
    assert_eq!(parts[3], "score");
    let pct: f64 = parts[4].strip_suffix('%').unwrap().parse().unwrap();
    assert!((pct - (f64::from(w) + f64::from(d) / 2.0) * 50.0).abs() < 1e-9);
    assert!(stderr(&o).contains("progress 2/2"), "progress on stderr");
    assert_usage_error(
        &run(
            &[
                "match", "--game", "weiming", "--a", "x", "--b", "easy", "--games", "2",
            ],
            "",
        ),
        "unknown level `x`",
    );
}

// ---------------------------------------------------------------- review

/// Zhong Kui: Second's bc-tl allows a win in 9; First throws it with bc-bl.
const THROWN_WIN: &str = "tl-t1 bc-tl bl-bc tr-t2 bc-bl mr-bc";
const THROWN_WIN_TSV: &str = "\
1\tF\ttl-t1\tD\tD\tbest\t-
2\tS\tbc-tl\tD\tL9\tmistake\ttr-t2
3\tF\tbl-bc\tW9\tW8\tbest\t-
4\tS\ttr-t2\tL8\tL7\tbest\t-
5\tF\tbc-bl\tW7\tL1\tblunder\tml-bl
6\tS\tmr-bc\tW1\tW0\tbest\t-
";

#[test]
fn review_tsv_of_a_small_game() {
    let o = run(
        &[
            "review", "--game", "zhongkui", "--moves", THROWN_WIN, "--format", "tsv",
        ],
        "",
    );
    assert_clean(&o);
    assert_eq!(stdout(&o), THROWN_WIN_TSV);
    assert!(stderr(&o).is_empty());
}

#[test]
fn review_text_of_a_small_game_in_both_languages() {
    let o = run(&["review", "--game", "zhongkui", "--moves", THROWN_WIN], "");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.starts_with("Review of "), "{out}");
    for line in [
        "5. First (red) bc-bl: blunder (win in 7 → loss in 1). Best: ml-bl.",
        "First (red): 2 best, 1 blunder",
        "Second (black): 2 best, 1 mistake",
        "Move 5 decided the game: after First (red) bc-bl, Second (black) had a forced win.",
        "Second (black) wins: First (red) has no legal move.",
    ] {
        assert!(out.lines().any(|l| l == line), "`{line}` missing:\n{out}");
    }
    let o = run(
        &[
            "review", "--game", "zhongkui", "--moves", THROWN_WIN, "--lang", "zh",
        ],
        "",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("第5步 先手（红）bc-bl：败着"), "{out}");
    assert!(out.contains("先手（红）：最佳 2，败着 1"), "{out}");
}

#[test]
fn review_of_a_save_file_and_passes() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("review");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("thrown.json");
    let plies: Vec<String> = THROWN_WIN.split(' ').map(|p| format!("\"{p}\"")).collect();
    std::fs::write(
        &file,
        format!(
            r#"{{"format":"folkchess-save","version":1,"game":"zhongkui",
                "setup":{{"mode":{{"kind":"pass_and_play"}},"turn_seconds":30}},
                "plies":[{}]}}"#,
            plies.join(",")
        ),
    )
    .unwrap();
    let o = run(&["review", file.to_str().unwrap(), "--format", "tsv"], "");
    assert_clean(&o);
    assert_eq!(stdout(&o), THROWN_WIN_TSV);
    // A pass (a turn that ran out) is a ply like any other.
    let o = run(
        &[
            "review",
            "--game",
            "weiming",
            "--moves",
            "pass tm-m",
            "--format",
            "tsv",
        ],
        "",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.starts_with("1\tF\tpass\tD\t"), "{out}");
    assert!(
        out.lines().nth(1).unwrap().starts_with("2\tS\ttm-m\t"),
        "{out}"
    );
}

/// Checks that every TSV line has the 7 columns of the format.
fn check_tsv_columns(out: &str, plies: usize) {
    let value_ok = |v: &str| {
        v == "D"
            || v == "0.00"
            || (v.len() > 1
                && (v.starts_with('W') || v.starts_with('L'))
                && v[1..].chars().all(|c| c.is_ascii_digit()))
            || ((v.starts_with('+') || v.starts_with('-'))
                && v[1..].split_once('.').is_some_and(|(a, b)| {
                    !a.is_empty()
                        && b.len() == 2
                        && (a.to_string() + b).chars().all(|c| c.is_ascii_digit())
                }))
    };
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), plies, "{out}");
    for (i, line) in lines.iter().enumerate() {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 7, "{line}");
        assert_eq!(cols[0], (i + 1).to_string());
        assert_eq!(cols[1], if i % 2 == 0 { "F" } else { "S" });
        assert!(value_ok(cols[3]) && value_ok(cols[4]), "{line}");
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&cols[5]),
            "{line}"
        );
        assert_eq!(cols[5] == "best", cols[6] == "-", "{line}");
    }
}

#[test]
fn review_tsv_of_the_large_games() {
    let o = run(
        &[
            "review",
            "--game",
            "jinmen",
            "--position",
            "....x/.../...../.../X..../.../.Xx.. F",
            "--moves",
            "a3-a1",
            "--format",
            "tsv",
        ],
        "",
    );
    assert_clean(&o);
    assert_eq!(stdout(&o), "1\tF\ta3-a1\tW1\tW0\tbest\t-\n");
    let o = run(
        &[
            "review",
            "--game",
            "jinmen",
            "--position",
            "....x/.../...../.../X..../.../.Xx.. F",
            "--moves",
            "b1-b2",
            "--format",
            "tsv",
        ],
        "",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.starts_with("1\tF\tb1-b2\tW1\t"), "{out}");
    assert!(out.ends_with("\ta3-a1\n"), "{out}");
    for (game, moves) in [
        ("jinmen", "b2-b3 c6-c5 b3-b4 d6-d5 c2-c3"),
        ("huishi", "b2-b3 d4-d3 c2-c3 b4-a4"),
    ] {
        let o = run(
            &[
                "review", "--game", game, "--moves", moves, "--format", "tsv",
            ],
            "",
        );
        assert_clean(&o);
        check_tsv_columns(&stdout(&o), moves.split(' ').count());
    }
}

#[test]
fn review_argument_errors() {
    assert_usage_error(&run(&["review"], ""), "FILE");
    assert_usage_error(&run(&["review", "--game", "weiming"], ""), "--moves");
    assert_usage_error(
        &run(&["review", "--game", "weiming", "--moves", "bl-x zz"], ""),
        "move 2 `zz`",
    );
    assert_usage_error(
        &run(&["review", "--game", "weiming", "--moves", "bl-x bl-x"], ""),
        "move 2",
    );
    assert_usage_error(
        &run(&["review", "--game", "chess", "--moves", ""], ""),
        "chess",
    );
    assert_usage_error(
        &run(
            &[
                "review", "--game", "weiming", "--moves", "", "--format", "csv",
            ],
            "",
        ),
        "csv",
    );
    let missing = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-such-save.json");
    assert_usage_error(
        &run(&["review", missing.to_str().unwrap()], ""),
        "cannot read",
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("review");
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{\"format\":\"folkchess-save\"").unwrap();
    assert_usage_error(
        &run(&["review", broken.to_str().unwrap()], ""),
        "cannot be loaded",
    );
}

// ---------------------------------------------------------------- rules, board, help

#[test]
fn rules_in_both_languages() {
    let en = run(&["rules", "huishi"], "");
    assert_clean(&en);
    let en = stdout(&en);
    assert!(en.contains("Rendezvous Chess"), "{en}");
    assert!(en.contains("App rules"), "{en}");
    let zh = run(&["rules", "huishi", "--lang", "zh"], "");
    assert_clean(&zh);
    let zh = stdout(&zh);
    assert!(zh.contains("会师棋"), "{zh}");
    assert!(zh.contains("应用规则"), "{zh}");
    for game in ["weiming", "zhongkui", "jinmen"] {
        let o = run(&["rules", game, "--lang", "zh"], "");
        assert_clean(&o);
        assert!(stdout(&o).lines().count() > 10);
    }
}

#[test]
fn board_draws_a_position() {
    let o = run(&["board", "zhongkui"], "");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.trim_end().ends_with("X..x/Xx/X*x F"), "{out}");
    for name in ["tl", "t1", "t2", "tr", "ml", "mr", "bl", "bc", "br"] {
        assert!(out.contains(name), "{out}");
    }
}

#[test]
fn help_and_version() {
    let o = run(&["--help"], "");
    assert_clean(&o);
    let out = stdout(&o);
    for cmd in [
        "play", "perft", "solve", "engine", "match", "rules", "review",
    ] {
        assert!(out.contains(cmd), "{out}");
    }
    let o = run(&["--version"], "");
    assert_clean(&o);
    assert_usage_error(&run(&["frobnicate"], ""), "frobnicate");
}

// ---------------------------------------------------------------- the engine protocol's examples

/// Whether `line` matches `expected`, in which `…` stands for any text.
fn matches_pattern(line: &str, expected: &str) -> bool {
    let parts: Vec<&str> = expected.split('…').collect();
    if parts.len() == 1 {
        return line == expected;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !line.starts_with(first) || !line.ends_with(last) || line.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &line[first.len()..line.len() - last.len()];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(i) => rest = &rest[i + part.len()..],
            None => return false,
        }
    }
    true
}

#[test]
fn pattern_matching_of_examples() {
    assert!(matches_pattern("id folkchess 0.1.0", "id folkchess …"));
    assert!(matches_pattern("a b c", "a … c"));
    assert!(matches_pattern(
        "legal b3-b4 x y e1-e3",
        "legal b3-b4 … e1-e3"
    ));
    assert!(!matches_pattern("legal b3-b4", "legal b3-b4 … e1-e3"));
    assert!(!matches_pattern("a b", "a b c"));
}

/// The example sessions of a protocol document: every fenced block whose lines all
/// start with `> ` (sent) or `< ` (replied), as (line number, lines).
fn example_sessions(doc: &str) -> Vec<(usize, Vec<String>)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, Vec<String>)> = None;
    for (i, line) in doc.lines().enumerate() {
        if line.starts_with("```") {
            match current.take() {
                Some((start, lines)) => {
                    let session = !lines.is_empty()
                        && lines
                            .iter()
                            .all(|l| l.starts_with("> ") || l.starts_with("< ") || l == ">");
                    if session {
                        blocks.push((start, lines));
                    }
                }
                None => current = Some((i + 2, Vec::new())),
            }
        } else if let Some((_, lines)) = current.as_mut() {
            if !line.trim().is_empty() {
                lines.push(line.to_string());
            }
        }
    }
    blocks
}

#[test]
fn engine_protocol_examples_hold() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/engine-protocol.md"
    ))
    .unwrap();
    let sessions = example_sessions(&doc);
    // One for each command with an example, and the closing session.
    assert!(sessions.len() >= 14, "{} example sessions", sessions.len());
    for (start, lines) in sessions {
        let mut child = Command::new(BIN)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let reader = BufReader::new(child.stdout.take().unwrap());
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            for line in reader.lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        for (n, line) in lines.iter().enumerate() {
            let at = start + n;
            if let Some(command) = line.strip_prefix("> ") {
                writeln!(stdin, "{command}").unwrap();
                stdin.flush().unwrap();
            } else if let Some(expected) = line.strip_prefix("< ") {
                let got = rx.recv_timeout(STUCK_AFTER).unwrap_or_else(|_| {
                    panic!("docs/engine-protocol.md:{at}: no reply, expected `{expected}`")
                });
                assert!(
                    matches_pattern(&got, expected),
                    "docs/engine-protocol.md:{at}: expected `{expected}`, got `{got}`"
                );
            }
        }
        // Nothing more than the document shows.
        drop(stdin);
        let status = child.wait().unwrap();
        assert!(status.success(), "docs/engine-protocol.md:{start}");
        let rest: Vec<String> = rx.iter().collect();
        assert!(
            rest.is_empty(),
            "docs/engine-protocol.md:{start}: unexpected {rest:?}"
        );
    }
}

// ---------------------------------------------------------------- games are not lost (point 3)

/// A pass-and-play weiming game with `bl-x` played, saved to `path`.
fn weiming_save(path: &std::path::Path, moves: &[&str]) {
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: None,
    };
    let mut s = Session::new(GameId::Weiming, setup, 1).unwrap();
    for m in moves {
        let mv = s.position().board().parse_move(m).unwrap();
        s.play(mv, 0).unwrap();
    }
    std::fs::write(path, s.to_saved().to_json()).unwrap();
}

#[test]
fn play_new_and_load_ask_before_replacing_an_unfinished_game() {
    let dir = scratch_dir("confirm");
    let other = dir.join("other.json");
    weiming_save(&other, &["bm-x"]);
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        &format!(
            "bl-x\nnew\nn\nnew\n\nload {f}\nmaybe\nno\nnew\ny\nmoves\nquit\n",
            f = other.display()
        ),
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert_eq!(
        out.matches("Start a new game? This one (1 move played) is not in a save file and will be replaced. [y/N] ")
            .count(),
        3,
        "{out}"
    );
    assert!(
        out.contains(
            "this game (1 move played) is not in a save file"
                .replace("this", "This")
                .as_str()
        ),
        "{out}"
    );
    assert_eq!(out.matches("The game goes on.").count(), 3, "{out}");
    assert!(out.contains("Please answer y (yes) or n (no)."), "{out}");
    assert!(out.contains("New game."), "{out}");
    assert!(out.contains("Legal moves (4): s-x bl-x bm-x bm-m"), "{out}");
    // A new game with no ply: nothing to keep.
    assert!(!out.contains("The game is saved"), "{out}");
}

#[test]
fn play_save_asks_before_replacing_a_file_that_is_not_this_game() {
    let dir = scratch_dir("replace");
    let readme = dir.join("README.md");
    std::fs::write(&readme, "# Not a game\n").unwrap();
    let other = dir.join("other.json");
    weiming_save(&other, &["bm-x", "tm-m"]);
    let mine = dir.join("mine.json");
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        &format!(
            "bl-x\nsave {r}\n\nsave {o}\nn\nsave {o}\ny\ntm-m\nsave {o}\nsave {m}\nx-tm\nsave {m}\nquit\n",
            r = readme.display(),
            o = other.display(),
            m = mine.display()
        ),
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains(&format!(
            "{} exists and is not a Folk Chess save (the save is damaged:",
            readme.display()
        )),
        "{out}"
    );
    assert_eq!(std::fs::read_to_string(&readme).unwrap(), "# Not a game\n");
    assert!(
        out.contains(&format!(
            "{} holds another saved game (Weiming Shuang Cheng Chess III · 未名双承棋之三, 2 moves played). Replace it? [y/N] ",
            other.display()
        )),
        "{out}"
    );
    assert_eq!(out.matches("Not saved.").count(), 2, "{out}");
    // Replaced when asked to; then saving there again (the game went on) asks nothing.
    assert_eq!(
        out.matches(&format!("Saved to {}.", other.display()))
            .count(),
        2,
        "{out}"
    );
    assert_eq!(out.matches("Replace it?").count(), 3, "{out}");
    let saved = std::fs::read_to_string(&other).unwrap();
    assert!(
        saved.contains("\"tm-m\"") && saved.contains("\"bl-x\""),
        "{saved}"
    );
    // A file holding an earlier moment of this game is this game.
    assert_eq!(
        out.matches(&format!("Saved to {}.", mine.display()))
            .count(),
        2,
        "{out}"
    );
}

#[test]
fn play_keeps_an_autosave_and_offers_it() {
    let dir = scratch_dir("autosave");
    let d = dir.to_str().unwrap();
    let o = run(
        &["play", "weiming", "--pass-and-play", "--data-dir", d],
        "bl-x\n",
    );
    assert_clean(&o);
    assert!(
        stdout(&o).contains("The game is saved; `folkchess play` offers to continue it."),
        "{}",
        stdout(&o)
    );
    let autosave = dir.join("saves/autosave.json");
    assert!(autosave.is_file());
    // Declined: a new game starts (the autosave stays until it has a ply).
    let o = run(
        &["play", "weiming", "--pass-and-play", "--data-dir", d],
        "n\nmoves\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("An unfinished game is saved: Weiming Shuang Cheng Chess III · 未名双承棋之三 — two players at this terminal, 1 move played."),
        "{out}"
    );
    assert!(out.contains("Continue it? [Y/n] n"), "{out}");
    assert!(out.contains("Starting a new game"), "{out}");
    assert!(out.contains("Legal moves (4)"), "{out}");
    // Taken (Enter): the game goes on where it was.
    let o = run(&["play", "--data-dir", d], "\nmoves\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("Move 1 · Last move bl-x"), "{out}");
    assert!(out.contains("Second (black) to move"), "{out}");
    // A damaged autosave is explained, and a new game starts.
    std::fs::write(&autosave, "{\"format\":").unwrap();
    let o = run(
        &["play", "jinmen", "--pass-and-play", "--data-dir", d],
        "quit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("The autosaved game cannot be continued: saved game `autosave` cannot be loaded: the save is damaged"),
        "{out}"
    );
    assert!(out.contains("Jinmen"), "{out}");
}

// ---------------------------------------------------------------- captures (point 4)

/// A save file of a game whose start is `start` (a position text), with `setup`.
fn save_from(path: &std::path::Path, game: GameId, start: &str, setup: Setup, seed: u64) {
    let record = GameRecord::new(Position::from_text(game, start).unwrap());
    let s = Session::from_record(record, setup, seed).unwrap();
    std::fs::write(path, s.to_saved().to_json()).unwrap();
}

#[test]
fn play_announces_the_players_captures_in_both_languages() {
    let dir = scratch_dir("captures");
    let file = dir.join("capture.json");
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: None,
    };
    save_from(
        &file,
        GameId::Jinmen,
        "....x/.../...../.../X.x../X../....X F",
        setup,
        1,
    );
    let f = file.to_str().unwrap();
    let o = run(&["play", f], "b2-b3\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("First (red) takes 1 piece of Second (black): c3. Second (black) has 1 left."),
        "{out}"
    );
    assert!(out.contains("Move 1 · Last move b2-b3 x c3"), "{out}");
    let o = run(&["play", f, "--lang", "zh"], "b2-b3\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("先手（红）吃掉后手（黑）1 枚棋子：c3。后手（黑）还剩 1 枚。"),
        "{out}"
    );
}

#[test]
fn play_announces_the_computers_captures() {
    // Find a game against the Beginner in which the computer's next move captures,
    // save it just before that move, and let the CLI continue it.
    let setup = Setup {
        mode: Mode::VsComputer {
            level: Level::Beginner,
            human: Side::First,
        },
        turn_seconds: None,
    };
    let mut found = None;
    'search: for seed in 0..100u64 {
        let mut s = Session::new(GameId::Jinmen, setup, seed).unwrap();
        for turn in 0..60usize {
            if s.record().status().is_over() {
                break;
            }
            if s.is_computer_turn() {
                let request = s.computer_request().unwrap();
                let m = request.think(&CancelToken::new()).unwrap();
                let (after, effects) = s.position().play_with_effects(m);
                if !effects.captured.is_empty() {
                    let board = after.board();
                    let names: Vec<String> = effects
                        .captured
                        .map(|p| board.name(p).to_string())
                        .collect();
                    let left = after.pieces(Side::First).len();
                    let sentence = folkchess_core::text::messages::capture_text(
                        Side::Second,
                        &names,
                        left,
                        folkchess_core::text::rules_text::Lang::En,
                    );
                    found = Some((s.to_saved().to_json(), board.move_text(m), sentence));
                    break 'search;
                }
                s.apply_computer_move(&request, m, 0).unwrap();
            } else {
                let moves = s.position().legal_moves();
                let m = moves[(seed as usize * 7 + turn) % moves.len()];
                s.play(m, 0).unwrap();
            }
        }
    }
    let (json, mv, sentence) = found.expect("some game where the computer captures");
    let dir = scratch_dir("computer-capture");
    let file = dir.join("vs.json");
    std::fs::write(&file, json).unwrap();
    let o = run(&["play", "--load", file.to_str().unwrap()], "quit\n");
    assert_clean(&o);
    let out = stdout(&o);
    let plays = out
        .find(&format!("The computer plays {mv}.\n"))
        .expect(&out);
    let said = out.find(&sentence).expect(&out);
    assert!(plays < said, "{out}");
}

// ---------------------------------------------------------------- resuming from the command line (point 5)

#[test]
fn play_resumes_a_save_given_on_the_command_line() {
    let dir = scratch_dir("resume");
    let file = dir.join("game.json");
    weiming_save(&file, &["bl-x", "tm-m"]);
    let f = file.to_str().unwrap();
    for args in [vec!["play", f], vec!["play", "--load", f]] {
        let o = run(&args, "moves\nquit\n");
        assert_clean(&o);
        let out = stdout(&o);
        assert!(out.contains("Move 2 · Last move tm-m"), "{out}");
        assert!(out.contains("Legal moves (3): x-tm x-bl bm-bl"), "{out}");
    }
    // Saving back to the file it came from needs no question.
    let o = run(&["play", f], &format!("x-tm\nsave {f}\nquit\n"));
    assert_clean(&o);
    assert!(!stdout(&o).contains("Replace it?"), "{}", stdout(&o));
    // Errors: one line, status 2.
    let missing = dir.join("missing.json");
    assert_usage_error(
        &run(&["play", missing.to_str().unwrap()], ""),
        "cannot load",
    );
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{\"format\":\"folkchess-save\"").unwrap();
    assert_usage_error(
        &run(&["play", "--load", broken.to_str().unwrap()], ""),
        "the save is damaged",
    );
    assert_usage_error(
        &run(&["play", "chess"], ""),
        "unknown game `chess` (expected weiming, zhongkui, jinmen or huishi), and there is no save file `chess`",
    );
}

// ---------------------------------------------------------------- rules that hold in the terminal (point 7)

#[test]
fn play_rules_state_the_app_rules_of_the_terminal() {
    let o = run(
        &["play", "jinmen", "--pass-and-play", "--timer", "30"],
        "rules\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("Jinmen Defense Chess\n===="), "{out}");
    assert!(out.contains("App rules"), "{out}");
    assert!(out.contains("`folkchess play --timer SECONDS`"), "{out}");
    assert!(out.contains("This game: 30 seconds per turn."), "{out}");
    assert!(
        !out.contains("settings") && !out.contains("background"),
        "{out}"
    );
    for lang in ["en", "zh"] {
        let o = run(&["rules", "weiming", "--lang", lang], "");
        assert_clean(&o);
        let out = stdout(&o);
        assert!(out.contains("--timer"), "{out}");
        for phone in ["settings", "background", "设置", "后台"] {
            assert!(!out.contains(phone), "{phone}: {out}");
        }
    }
}

// ---------------------------------------------------------------- the game table's events (issue 19)

#[test]
fn play_level_changes_the_computer_and_a_hint_brings_the_verdict() {
    let dir = scratch_dir("level");
    let d = dir.to_str().unwrap();
    let o = run(
        &[
            "play",
            "weiming",
            "--level",
            "beginner",
            "--seed",
            "1",
            "--data-dir",
            d,
        ],
        "level\nlevel master\nlevel 9\nhint\nbl-x\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains(
            "Level: Beginner. `level NAME` changes it; the levels are beginner easy medium hard master."
        ),
        "{out}"
    );
    assert!(out.contains("Level: Master."), "{out}");
    assert!(out.contains("`9` is not a level"), "{out}");
    assert!(out.contains("Looking for a hint…"), "{out}");
    // the hinted move in words, then the verdict
    assert!(out.contains("\nHint: play "), "{out}");
    assert!(
        out.contains("with best play") || out.contains("With best play"),
        "{out}"
    );
    // The level is the game's from then on: the autosave says so.
    let saved = std::fs::read_to_string(dir.join("saves/autosave.json")).unwrap();
    assert!(saved.contains("master"), "{saved}");
    // Between two players there is no level; in Chinese, 难度 names it.
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        "level hard\nquit\n",
    );
    assert_clean(&o);
    assert!(
        stdout(&o).contains("There is no computer in this game"),
        "{}",
        stdout(&o)
    );
    let o = run(
        &["play", "weiming", "--level", "easy", "--lang", "zh"],
        "难度 困难\n退出\n",
    );
    assert_clean(&o);
    assert!(stdout(&o).contains("难度：困难。"), "{}", stdout(&o));
}

// ---------------------------------------------------------------- Chinese (point 8)

#[test]
fn play_in_chinese_understands_chinese_input() {
    let o = run(
        &["play", "weiming", "--pass-and-play", "--lang", "zh"],
        "a1-a2\nｂｌ－ｘ\n走法\ntm－m\n悔棋\n重走\n提示\nfoo\n帮助\n退出\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("“a1”不是本棋盘上的点；棋盘上的点有 s tl tm tr x m bl bm br。"),
        "{out}"
    );
    assert!(out.contains("第1步 · 上一步 bl-x"), "{out}");
    assert!(out.contains("合法走法（1）：tm-m"), "{out}");
    assert!(out.contains("第2步 · 上一步 tm-m"), "{out}");
    assert!(out.contains("已悔 1 步。"), "{out}");
    assert!(out.contains("已重走 1 步。"), "{out}");
    assert!(out.contains("提示："), "{out}");
    assert!(out.contains("“foo”既不是命令，也不是棋盘上的点。"), "{out}");
    assert!(out.contains("悔棋 undo"), "{out}");
    assert!(out.contains("再见。"), "{out}");
}

#[test]
fn play_in_chinese_calls_a_timed_out_turn_a_pass() {
    let mut child = Command::new(BIN)
        .args(with_data_dir(&[
            "play",
            "weiming",
            "--pass-and-play",
            "--timer",
            "1",
            "--lang",
            "zh",
        ]))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let reader = BufReader::new(child.stdout.take().unwrap());
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in reader.lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let mut seen = Vec::new();
    let mut passed = false;
    while let Ok(line) = rx.recv_timeout(STUCK_AFTER) {
        seen.push(line.clone());
        passed |= line.contains("时间到，轮到对方");
        if passed && line.contains("第1步 · 上一步 超时让步") {
            break;
        }
    }
    assert!(passed, "{seen:#?}");
    assert!(!seen.iter().any(|l| l.contains("pass")), "{seen:#?}");
    writeln!(stdin, "退出").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

// ---------------------------------------------------------------- messages (point 9)

#[test]
fn play_messages_say_what_is_wrong() {
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        "bl-tr\nbl-\n-x\nbl-x y\nbl-x\ntm-m\nundo\nundo\nredo\nredo\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("Illegal move bl-tr: bl cannot reach tr in one move."),
        "{out}"
    );
    assert!(
        out.contains("`bl-` lacks the point to move to: write from-to, like s-x."),
        "{out}"
    );
    assert!(out.contains("`-x` lacks the point to move from"), "{out}");
    assert!(
        out.contains("`y` after the move is not understood"),
        "{out}"
    );
    assert_eq!(out.matches("Took back 1 move.").count(), 2, "{out}");
    assert_eq!(out.matches("Replayed 1 move.").count(), 2, "{out}");
    assert!(!out.contains("(s)"), "{out}");
    // Arrow keys and other controls typed where no line editor runs (a pipe) are
    // removed before the line is understood or repeated.
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        "bm-\x1b[D\x1b[D\x07\n\x1b[Aquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("First (red) > bm-\n"), "{out}");
    assert!(out.contains("`bm-` lacks the point to move to"), "{out}");
    assert!(!out.contains('\x07'), "{out}");
    assert!(out.trim_end().ends_with("Bye."), "{out}");
}

#[test]
fn play_arguments_as_the_screen_names_them() {
    // --side by colour, --game like review and match.
    let o = run(
        &[
            "play", "--game", "zhongkui", "--side", "black", "--level", "beginner", "--seed", "2",
        ],
        "quit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("you play Second (black) against the computer"),
        "{out}"
    );
    assert!(out.contains("Zhong Kui"), "{out}");
    let o = run(
        &["play", "weiming", "--side", "red", "--level", "easy"],
        "quit\n",
    );
    assert_clean(&o);
    assert!(stdout(&o).contains("you play First (red)"));
    assert_usage_error(
        &run(&["play", "weiming", "--side", "green"], ""),
        "unknown side `green` (expected first, second, red or black)",
    );
    assert_usage_error(
        &run(&["play", "weiming", "--timer", "-1"], ""),
        "`-1` is not a number of seconds (1 to 3600)",
    );
    assert_usage_error(&run(&["play", "weiming", "--game", "jinmen"], ""), "--game");
    // review with --position and --moves but no --game asks for --game only.
    let o = run(
        &["review", "--position", "*/xxx/../XXX F", "--moves", "bl-x"],
        "",
    );
    assert_usage_error(&o, "--game");
    assert!(!stderr(&o).contains("FILE"), "{}", stderr(&o));
}

// ---------------------------------------------------------------- docs (points 6, 11, 13)

fn repo_file(path: &str) -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(path),
    )
    .unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_readme_runs_through_scripts_cargo_and_says_how_to_get_folkchess() {
    let readme = repo_file("README.md");
    let run_it = &readme[readme.find("## Run it").unwrap()..];
    let run_it = &run_it[..run_it[3..].find("\n## ").map_or(run_it.len(), |i| i + 3)];
    assert!(
        run_it.contains("./scripts/cargo run --release -p folkchess-cli -- play"),
        "{run_it}"
    );
    assert!(
        run_it.contains("cargo run --release -p folkchess-cli -- play"),
        "{run_it}"
    );
    assert!(run_it.contains("cargo install --path cli"), "{run_it}");
    assert!(run_it.contains("target/release/folkchess"), "{run_it}");
    let cli = repo_file("docs/cli.md");
    assert!(cli.contains("cargo install --path cli"), "docs/cli.md");
    // scripts/cargo passes `run` through.
    let script = repo_file("scripts/cargo");
    assert!(script.contains("exec cargo"), "{script}");
}

#[test]
fn the_docs_point_to_the_repositorys_own_specification() {
    for doc in ["docs/cli.md", "docs/engine-protocol.md", "docs/notation.md"] {
        let text = repo_file(doc);
        assert!(!text.contains("RULES.md"), "{doc} cites RULES.md");
    }
    let notation = repo_file("docs/notation.md");
    // Every board's points, in position-text order, and every start position.
    for game in GameId::ALL {
        let board = folkchess_core::Board::of(game);
        let names: Vec<&str> = board.all().map(|p| board.name(p)).collect();
        let row = format!(
            "| `{game}` | {} |",
            names
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(" ")
        );
        assert!(notation.contains(&row), "docs/notation.md lacks `{row}`");
        let lines: Vec<String> = board
            .lines()
            .iter()
            .map(|line| {
                let names: Vec<&str> = line.iter().map(|&p| board.name(p)).collect();
                format!("`{}`", names.join("-"))
            })
            .collect();
        let lines = format!("| `{game}` | {} |", lines.join(" "));
        assert!(
            notation.contains(&lines),
            "docs/notation.md lacks `{lines}`"
        );
        let start = format!("| `{game}` | `{}` |", Position::start(game).to_text());
        assert!(
            notation.contains(&start),
            "docs/notation.md lacks `{start}`"
        );
    }
    for game in GameId::ALL {
        let path = format!("docs/rules/{game}.md");
        let committed = repo_file(&path);
        let o = run(&["rules", game.id(), "--markdown"], "");
        assert_clean(&o);
        assert_eq!(
            committed,
            stdout(&o),
            "{path} is out of date: run scripts/gen-rules-docs"
        );
    }
}

// ---------------------------------------------------------------- 繁體中文 (issue 23)

/// The characters a Traditional Chinese text must never contain (the core's fixture,
/// written by scripts/gen-hant-table).
fn simplified_only() -> std::collections::BTreeSet<char> {
    repo_file("core/tests/fixtures/simplified-only.txt")
        .trim()
        .chars()
        .collect()
}

/// Asserts that what the program wrote (the input it echoed left out) is in Traditional
/// characters only.
#[track_caller]
fn assert_traditional_output(out: &str, typed: &[&str]) {
    let only = simplified_only();
    for line in out.lines() {
        // An echoed input line ends with what was typed, as typed.
        let shown = typed
            .iter()
            .find_map(|t| line.strip_suffix(t))
            .unwrap_or(line);
        let bad: String = shown.chars().filter(|c| only.contains(c)).collect();
        assert!(bad.is_empty(), "Simplified {bad:?} in {line:?}\n{out}");
    }
}

#[test]
fn play_in_traditional_chinese_understands_levels_and_menu() {
    let o = run(
        &["play", "--lang", "zh-Hant", "--seed", "1"],
        "2\n2\nf\n難度 困難\n难度\n幫助\n退出\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("民間棋 Folk Chess —— 請選擇棋類："), "{out}");
    assert!(out.contains("雙承棋之鍾馗捉鬼"), "{out}");
    assert!(out.contains("難度：困難。"), "{out}");
    assert!(out.contains("儲存 save 檔案"), "the help:\n{out}");
    assert_traditional_output(&out, &["難度 困難", "难度", "幫助", "退出"]);
}

#[test]
fn rules_and_review_in_traditional_chinese() {
    let o = run(&["rules", "zhongkui", "--lang", "zh-Hant"], "");
    assert_clean(&o);
    let hant = stdout(&o);
    assert!(hant.starts_with("雙承棋之鍾馗捉鬼\n"), "{hant}");
    assert!(hant.contains("應用規則"), "{hant}");
    assert_traditional_output(&hant, &[]);
    for game in ["weiming", "jinmen", "huishi"] {
        let o = run(&["rules", game, "--lang", "zh-Hant"], "");
        assert_clean(&o);
        assert_traditional_output(&stdout(&o), &[]);
    }
    // zh-Hans is another name of zh; case and `_` do not matter.
    let zh = stdout(&run(&["rules", "zhongkui", "--lang", "zh"], ""));
    assert_eq!(
        stdout(&run(&["rules", "zhongkui", "--lang", "zh-Hans"], "")),
        zh
    );
    assert_eq!(
        stdout(&run(&["rules", "zhongkui", "--lang", "ZH_HANT"], "")),
        hant
    );
    assert_usage_error(
        &run(&["rules", "zhongkui", "--lang", "zh-TW"], ""),
        "expected en, zh, zh-Hans or zh-Hant",
    );
    let o = run(
        &[
            "review", "--game", "zhongkui", "--moves", THROWN_WIN, "--lang", "zh-Hant",
        ],
        "",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.starts_with("復盤："), "{out}");
    assert_traditional_output(&out, &[]);
}

// ---------------------------------------------------------------- resigning and draws (issue 20)

/// The game in the autosave slot of the data directory `dir`.
fn autosaved(dir: &std::path::Path) -> folkchess_core::SavedGame {
    let text = std::fs::read_to_string(dir.join("saves/autosave.json")).expect("an autosave");
    folkchess_core::load_from_json(&text).expect("a valid save")
}

/// Zhong Kui against the computer at Master, seed 2 (the core's transcript
/// `resign-and-draws-vs-computer`): after tl-t1 tr-t2 bc-tr mr-bc First loses with best
/// play, so the computer declines a draw there; the start is a draw, which it accepts.
const ZHONGKUI_VS_MASTER: [&str; 7] = [
    "play", "zhongkui", "--level", "master", "--side", "first", "--seed",
];

#[test]
fn play_resign_against_the_computer_asks_first_and_ends_the_game() {
    let dir = scratch_dir("resign");
    let data = dir.to_string_lossy().into_owned();
    let file = dir.join("resigned.json");
    let file_arg = file.to_string_lossy().into_owned();
    let mut args = ZHONGKUI_VS_MASTER.to_vec();
    args.extend(["2", "--data-dir", &data]);
    let input =
        format!("tl-t1\nresign\nmaybe\nresign\n\nbc-tr\nresign\ny\nundo\nsave {file_arg}\nquit\n");
    let o = run(&args, &input);
    assert_clean(&o);
    let out = stdout(&o);
    // Asked first, with the table's words; anything but yes cancels and the game goes on.
    assert!(out.contains("Resign this game?"), "{out}");
    assert!(
        out.contains("y = Resign, n = Cancel [y/N] > maybe\nYou · First (red) > resign\n"),
        "{out}"
    );
    assert!(
        out.contains("y = Resign, n = Cancel [y/N] > \nYou · First (red) > bc-tr"),
        "Enter is no:\n{out}"
    );
    assert!(out.contains("The computer plays mr-bc."), "{out}");
    // Confirmed: the game ends, the banner and the result sheet say why.
    let end = out
        .find("Cancel [y/N] > y\n")
        .expect("the resignation confirmed");
    let after = &out[end..];
    assert!(after.contains("  You resigned.\n"), "{after}");
    assert!(!after.contains("\nYou lost — "), "{after}");
    assert_eq!(
        after.matches("The computer plays").count(),
        0,
        "the last ply is not told again:\n{after}"
    );
    assert!(after.contains("> undo\nThe game is over"), "{after}");
    assert!(!out.contains("offers to continue it"), "finished: {out}");
    // The autosave holds the finished game, which is not offered again.
    let saved = autosaved(&dir);
    let outcome = saved.record.status().outcome().expect("over");
    assert_eq!(outcome.reason, folkchess_core::EndReason::Resignation);
    assert_eq!(outcome.winner, Some(Side::Second));
    assert_eq!(saved.record.ply_count(), 4);
    let again = run(&["play", "zhongkui", "--data-dir", &data], "quit\n");
    assert_clean(&again);
    assert!(
        !stdout(&again).contains("An unfinished game"),
        "{}",
        stdout(&again)
    );
    // The saved file: reviewed ply by ply, with the resignation as the result; loaded, the
    // game is over and says why.
    let o = run(&["review", &file_arg], "");
    assert_clean(&o);
    let review = stdout(&o);
    assert!(
        review.contains("1. First (red) tl-t1: best (draw → draw)."),
        "{review}"
    );
    assert!(review.contains("3. First (red) bc-tr: mistake"), "{review}");
    assert!(
        review
            .trim_end()
            .ends_with("Second (black) wins: First (red) resigned."),
        "{review}"
    );
    let o = run(&["play", &file_arg], "t1-tl\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("  You resigned.\n"), "{out}");
    assert!(out.contains("The game is over"), "{out}");
}

#[test]
fn play_draw_offers_against_the_computer_are_judged_by_it() {
    // Declined where the computer is winning (once per position), then the game goes on.
    let mut args = ZHONGKUI_VS_MASTER.to_vec();
    args.push("2");
    let o = run(&args, "tl-t1\nbc-tr\ndraw\ny\noffer draw\nhelp\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("The computer plays mr-bc."), "{out}");
    assert!(
        out.contains(
            "You · First (red) > draw\nOffer the computer a draw? [y/N] y\nThe computer considers your offer…\nThe computer declines the draw; the game goes on.\nYou · First (red) > offer draw\nYour draw offer was declined in this position"
        ),
        "{out}"
    );
    assert!(
        out.contains("  resign      resign this game"),
        "the help:\n{out}"
    );
    assert!(
        out.contains("  draw        offer a draw"),
        "the help:\n{out}"
    );
    assert!(out.contains("offers to continue it"), "unfinished: {out}");
    // Accepted where it is not winning (the start is a draw): the game ends.
    let dir = scratch_dir("draw");
    let data = dir.to_string_lossy().into_owned();
    let mut args = ZHONGKUI_VS_MASTER.to_vec();
    args.extend(["2", "--data-dir", &data]);
    let o = run(&args, "draw\ny\nhint\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("The computer accepts the draw.\n"), "{out}");
    let end = out.find("accepts the draw").unwrap();
    assert!(
        out[end..].contains("  Draw: both players agreed.\n"),
        "{out}"
    );
    // The banner says it: the result sheet's words are not said twice.
    assert_eq!(out.matches("agreed").count(), 1, "{out}");
    assert!(out[end..].contains("> hint\nThe game is over"), "{out}");
    let outcome = autosaved(&dir).record.status().outcome().expect("over");
    assert_eq!(outcome.reason, folkchess_core::EndReason::DrawAgreed);
}

#[test]
fn play_the_computer_offers_a_draw_and_playing_on_declines_it() {
    // Rendezvous against Hard, seed 5 (the core's transcript `computer-offers-draw`): after
    // 40 moves without progress in a level position the computer's move comes with a draw
    // offer; the player plays on, then offers one, which the computer accepts.
    let moves = "d2-e2 a1-a2 c2-c3 c3-b3 e1-e3 a2-c2 b3-b4 e2-d2 c2-c4 b4-a4 b2-b4 c4-c2 a4-a3 \
                 a3-a2 b4-a4 a4-b4 b4-b3 d2-b2 b3-b4 b2-d2";
    let input = format!("{}\nplay on\ndraw\ny\nquit\n", moves.replace(' ', "\n"));
    let o = run(
        &[
            "play", "huishi", "--level", "hard", "--side", "first", "--seed", "5",
        ],
        &input,
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains(
            "The computer offers a draw. Do you accept?\ny = Accept, n = Play on [y/N] > play on\nYou · First (red) > draw\nOffer the computer a draw? [y/N] y\n"
        ),
        "{out}"
    );
    assert_eq!(out.matches("offers a draw").count(), 1, "{out}");
    assert!(out.contains("The computer accepts the draw."), "{out}");
    assert!(out.contains("  Draw: both players agreed."), "{out}");
}

#[test]
fn play_draw_offers_between_two_players() {
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        "draw\nperhaps\ndraw\nbl-x\nresign\nno\n求和\n接受\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains(
            "First (red) > draw\nFirst (red) offers a draw. Second (black), do you accept?\ny = Accept, n = Decline [y/N] > perhaps\nSecond (black) declines the draw.\nFirst (red) > draw\nYour draw offer was declined in this position"
        ),
        "{out}"
    );
    assert!(
        out.contains("Second (black) > resign\nSecond (black): resign this game?\n"),
        "{out}"
    );
    // Anything but yes declines (above); the other language's words answer too.
    assert!(
        out.contains(
            "Second (black) offers a draw. First (red), do you accept?\ny = Accept, n = Decline [y/N] > 接受\n"
        ),
        "{out}"
    );
    let end = out.find("> 接受").unwrap();
    assert!(
        out[end..].contains("  Draw: both players agreed.\n"),
        "{out}"
    );
    assert!(!out.contains("offers to continue it"), "finished: {out}");
}

#[test]
fn play_resign_and_draws_in_traditional_chinese() {
    let mut args = ZHONGKUI_VS_MASTER.to_vec();
    args.extend(["2", "--lang", "zh-Hant"]);
    // Against the computer: declined, then resigned (the words typed in either script).
    let typed = [
        "tl-t1", "bc-tr", "提和", "y", "求和", "認輸", "也許", "认输", "認輸", "幫助",
    ];
    let input = format!("{}\n", typed.join("\n"));
    let o = run(&args, &input);
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("電腦正在考慮和棋提議…\n電腦拒絕和棋，對局繼續。\n"),
        "{out}"
    );
    assert!(out.contains("你的和棋提議在這個局面已被拒絕"), "{out}");
    assert!(
        out.contains(
            "確定認輸嗎？\ny（是）= 認輸，n（否）= 取消 [y/N] > 也許\n你 · 先手（紅） > 认输\n"
        ),
        "{out}"
    );
    assert!(out.contains("  你認輸了。\n"), "{out}");
    assert!(!out.contains("\n你輸了："), "{out}");
    assert!(out.contains("認輸 resign"), "the help:\n{out}");
    assert_traditional_output(&out, &typed);
    // Accepted at the start.
    let o = run(&args, "求和\ny\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("電腦同意和棋。"), "{out}");
    assert!(out.contains("  和棋：雙方同意和棋。"), "{out}");
    assert_traditional_output(&out, &["求和", "y"]);
    // Between two players: declined, then accepted.
    let typed = ["draw", "拒絕", "bl-x", "求和", "接受"];
    let o = run(
        &["play", "weiming", "--pass-and-play", "--lang", "zh-Hant"],
        &format!("{}\n", typed.join("\n")),
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("先手（紅）提議和棋。後手（黑），接受嗎？\ny（是）= 接受，n（否）= 拒絕 [y/N] > 拒絕\n後手（黑）拒絕和棋。\n"),
        "{out}"
    );
    assert!(
        out.contains("後手（黑）提議和棋。先手（紅），接受嗎？"),
        "{out}"
    );
    assert!(out.contains("  和棋：雙方同意和棋。"), "{out}");
    assert_traditional_output(&out, &typed);
}

#[test]
fn play_resign_and_draw_in_simplified_chinese() {
    let o = run(
        &["play", "weiming", "--pass-and-play", "--lang", "zh"],
        "帮助\n求和\n否\n认输\n是\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("  认输 resign       认输（需再确认一次）"),
        "{out}"
    );
    assert!(
        out.contains("先手（红）提议和棋。后手（黑），接受吗？"),
        "{out}"
    );
    assert!(out.contains("后手（黑）拒绝和棋。"), "{out}");
    assert!(out.contains("先手（红）：确定认输吗？"), "{out}");
    assert!(out.contains("  后手（黑）胜：先手（红）认输。"), "{out}");
}

#[test]
fn the_end_of_input_at_a_question_cancels_it_and_keeps_the_game() {
    let dir = scratch_dir("resign-eof");
    let data = dir.to_string_lossy().into_owned();
    let mut args = ZHONGKUI_VS_MASTER.to_vec();
    args.extend(["2", "--data-dir", &data]);
    // Ctrl-D (the end of input) at "resign this game?" is no: the game is not resigned,
    // and leaving keeps it in the autosave.
    let o = run(&args, "tl-t1\nresign\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("Resign this game?"), "{out}");
    assert!(!out.contains("resigned"), "{out}");
    assert!(
        out.contains("The game is saved; `folkchess play` offers to continue it."),
        "{out}"
    );
    let autosave = std::fs::read_to_string(dir.join("saves/autosave.json")).expect("an autosave");
    assert!(!autosave.contains("resign"), "{autosave}");
}

#[test]
fn stats_count_the_games_finished_in_play() {
    let data = scratch_dir("stats");
    let dir = data.to_string_lossy().into_owned();
    // Nothing yet.
    let o = run(&["stats", "--data-dir", &dir], "");
    assert_clean(&o);
    assert!(
        stdout(&o).contains("No finished games yet"),
        "{}",
        stdout(&o)
    );
    // Rendezvous between two players, won by First; then a game resigned against Easy.
    let moves = "c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4 b2-a2";
    let input = format!("{}\nquit\n", moves.replace(' ', "\n"));
    assert_clean(&run(
        &["play", "huishi", "--pass-and-play", "--data-dir", &dir],
        &input,
    ));
    let o = run(
        &["play", "weiming", "--level", "easy", "--data-dir", &dir],
        "resign\nyes\nquit\n",
    );
    assert_clean(&o);
    let o = run(&["stats", "--data-dir", &dir, "--format", "tsv"], "");
    assert_clean(&o);
    assert_eq!(
        stdout(&o),
        "game\topponent\twon\tdrawn\tlost\nweiming\teasy\t0\t0\t1\nhuishi\tpass-and-play\t1\t0\t0\n"
    );
    let o = run(&["stats", "--data-dir", &dir], "");
    let out = stdout(&o);
    assert!(out.contains("computer easy"), "{out}");
    assert!(
        out.contains("rating: ") && out.contains("(provisional) over 1 game"),
        "{out}"
    );
    // Reset asks for --yes.
    assert_usage_error(&run(&["stats", "--data-dir", &dir, "--reset"], ""), "--yes");
    assert_clean(&run(&["stats", "--data-dir", &dir, "--reset", "--yes"], ""));
    let o = run(&["stats", "--data-dir", &dir, "--format", "tsv"], "");
    assert_eq!(stdout(&o), "game\topponent\twon\tdrawn\tlost\n");
}

#[test]
fn a_shared_game_reads_back_in_review_and_play() {
    let dir = scratch_dir("share");
    let save = dir.join("game.json");
    let save_arg = save.to_string_lossy().into_owned();
    // Two plies of Jinmen between two players, saved to a file.
    let o = run(
        &["play", "jinmen", "--pass-and-play"],
        &format!("b2-b3\nc6-c5\nsave {save_arg}\nquit\n"),
    );
    assert_clean(&o);
    let o = run(&["review", &save_arg, "--share"], "");
    assert_clean(&o);
    let shared = stdout(&o);
    assert!(
        shared.contains("[Game \"jinmen\"]") && shared.contains("1. b2-b3 c6-c5"),
        "{shared}"
    );
    assert!(shared.contains("[Result \"*\"]"), "{shared}");
    let text = dir.join("shared.txt");
    std::fs::write(&text, &shared).unwrap();
    let text_arg = text.to_string_lossy().into_owned();
    // Reviewed from the text, as from the save.
    let from_text = run(&["review", &text_arg, "--format", "tsv"], "");
    let from_save = run(&["review", &save_arg, "--format", "tsv"], "");
    assert_clean(&from_text);
    assert_eq!(stdout(&from_text), stdout(&from_save));
    // And continued with `play`.
    let o = run(&["play", &text_arg], "quit\n");
    assert_clean(&o);
    assert!(stdout(&o).contains("c6-c5"), "{}", stdout(&o));
    // A damaged text says what is wrong.
    std::fs::write(&text, "[Game \"jinmen\"]\n\n1. b2-b4\n").unwrap();
    assert_usage_error(
        &run(&["review", &text_arg], ""),
        "move 1 `b2-b4` is not legal",
    );
}

/// A Zhong Kui game between two players with a mistake or blunder in it (the first of a
/// few seeded random games whose review finds one), as a save file's JSON.
fn a_game_with_a_mistake() -> String {
    use folkchess_core::ai::review::{review, MoveLabel};
    for seed in 0..200u64 {
        let mut record = GameRecord::new_game(GameId::Zhongkui);
        let mut s = seed;
        for _ in 0..30 {
            if record.status().is_over() {
                break;
            }
            let moves = record.current().legal_moves();
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            record
                .play_move(moves[(s >> 33) as usize % moves.len()])
                .unwrap();
        }
        let r = review(&record, &CancelToken::new()).unwrap();
        if r.plies
            .iter()
            .any(|p| matches!(p.label, MoveLabel::Mistake | MoveLabel::Blunder))
        {
            return folkchess_core::SavedGame::of_record(record, Setup::default()).to_json();
        }
    }
    panic!("no game with a mistake");
}

#[test]
fn a_reviewed_games_mistakes_become_exercises_to_solve() {
    let dir = scratch_dir("practice");
    let data = dir.join("data").to_string_lossy().into_owned();
    let save = dir.join("game.json");
    std::fs::write(&save, a_game_with_a_mistake()).unwrap();
    let save_arg = save.to_string_lossy().into_owned();
    let o = run(&["practice", "--data-dir", &data, "--list"], "");
    assert_clean(&o);
    assert!(stdout(&o).contains("No exercises open"), "{}", stdout(&o));
    // Reviewing the save keeps its mistakes (said on stderr, so the TSV stays clean).
    let o = run(
        &["review", &save_arg, "--format", "tsv", "--data-dir", &data],
        "",
    );
    assert!(o.status.success());
    assert!(stderr(&o).contains("kept for practice"), "{}", stderr(&o));
    assert!(
        stdout(&o).lines().all(|l| l.split('\t').count() == 7),
        "{}",
        stdout(&o)
    );
    let o = run(
        &["practice", "--data-dir", &data, "--list", "--format", "tsv"],
        "",
    );
    assert_clean(&o);
    let listed = stdout(&o);
    let rows: Vec<Vec<&str>> = listed
        .lines()
        .skip(1)
        .map(|l| l.split('\t').collect())
        .collect();
    assert!(!rows.is_empty(), "{listed}");
    let (played, best) = (rows[0][4], rows[0][5]);
    // Reviewing again adds nothing twice.
    let o = run(&["review", &save_arg, "--data-dir", &data], "");
    assert!(!stderr(&o).contains("kept for practice"), "{}", stderr(&o));
    // The move played is not better (taken back); `show` plays the review's best move;
    // after `retry`, playing it solves the exercise.
    let o = run(
        &["practice", "--data-dir", &data],
        &format!("{played}\nundo\nshow\nretry\n{best}\nquit\n"),
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("Find a better move"), "{out}");
    assert!(out.contains("Play another move."), "{out}");
    assert!(
        out.contains(&format!("The review's best move: {best}.")),
        "{out}"
    );
    assert!(out.contains("Solved: it is no longer open."), "{out}");
    let o = run(
        &["practice", "--data-dir", &data, "--list", "--format", "tsv"],
        "",
    );
    assert_eq!(
        stdout(&o).lines().count(),
        rows.len(),
        "one fewer open:\n{}",
        stdout(&o)
    );
}

// ---------------------------------------------------------------- nothing lost, nothing exhausted (issue 34)

/// A zhongkui pass-and-play game with no ply, saved to `path`.
fn zhongkui_save(path: &std::path::Path) {
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: None,
    };
    let s = Session::new(GameId::Zhongkui, setup, 1).unwrap();
    std::fs::write(path, s.to_saved().to_json()).unwrap();
}

#[test]
fn play_file_plays_the_file_and_asks_about_the_autosave_only_after_it_loaded() {
    let dir = scratch_dir("play-file");
    let data = dir.join("data").to_string_lossy().into_owned();
    let autosave_plies = || {
        autosaved(std::path::Path::new(&data))
            .record
            .plies()
            .to_vec()
    };
    // An unfinished weiming game in the autosave.
    let o = run(
        &["play", "weiming", "--pass-and-play", "--data-dir", &data],
        "bl-x\nquit\n",
    );
    assert_clean(&o);
    let kept = autosave_plies();
    assert_eq!(kept.len(), 1);
    // A file that does not load: an error before any question; the autosave untouched.
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{ not a save").unwrap();
    let bad_arg = bad.to_string_lossy().into_owned();
    let o = run(&["play", &bad_arg, "--data-dir", &data], "y\n");
    assert_usage_error(&o, "cannot load");
    assert_eq!(autosave_plies(), kept);
    // The file loads: it is played; Enter (no) keeps the unfinished game in the autosave.
    let file = dir.join("zhongkui.json");
    zhongkui_save(&file);
    let file_arg = file.to_string_lossy().into_owned();
    let o = run(&["play", &file_arg, "--data-dir", &data], "\ntl-t1\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("An unfinished game is saved"), "{out}");
    assert!(
        out.contains("let it replace the unfinished game in the autosave?"),
        "{out}"
    );
    assert!(
        out.contains("Zhong Kui"),
        "the file's game is played:\n{out}"
    );
    assert!(
        out.contains("The unfinished game stays in the autosave"),
        "{out}"
    );
    assert!(!out.contains("Continue it?"), "{out}");
    assert_eq!(autosave_plies(), kept, "the autosave is kept");
    assert_eq!(
        autosaved(std::path::Path::new(&data)).record.game(),
        GameId::Weiming
    );
    // Yes: the file's game replaces it.
    let o = run(
        &["play", "--load", &file_arg, "--data-dir", &data],
        "y\ntl-t1\nquit\n",
    );
    assert_clean(&o);
    let now = autosaved(std::path::Path::new(&data));
    assert_eq!(now.record.game(), GameId::Zhongkui, "{}", stdout(&o));
    assert_eq!(now.record.ply_count(), 1);
}

#[test]
fn load_in_a_game_reads_the_file_before_asking() {
    let dir = scratch_dir("load-order");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{ not a save").unwrap();
    let o = run(
        &["play", "weiming", "--pass-and-play"],
        &format!("bl-x\nload {}\nquit\n", bad.display()),
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("Could not load"), "{out}");
    assert!(
        !out.contains("will be replaced"),
        "no question for a file that does not load:\n{out}"
    );
}

#[test]
fn a_damaged_autosave_is_moved_aside_and_the_player_told_where() {
    let dir = scratch_dir("damaged-autosave");
    let saves = dir.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::write(saves.join("autosave.json"), "{ damaged").unwrap();
    let data = dir.to_string_lossy().into_owned();
    let o = run(
        &["play", "weiming", "--pass-and-play", "--data-dir", &data],
        "bl-x\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("cannot be continued"), "{out}");
    let aside: Vec<_> = std::fs::read_dir(&saves)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("autosave.damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "{out}");
    assert!(out.contains(&aside[0]), "the player is told where:\n{out}");
    assert_eq!(
        std::fs::read_to_string(saves.join(&aside[0])).unwrap(),
        "{ damaged"
    );
    // The new game went to the autosave; the damaged one is still there.
    assert_eq!(autosaved(&dir).record.ply_count(), 1);
}

#[test]
fn a_directory_or_an_empty_file_is_named_as_such() {
    let dir = scratch_dir("dir-empty");
    let d = dir.to_string_lossy().into_owned();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    let e = empty.to_string_lossy().into_owned();
    for args in [vec!["play", d.as_str()], vec!["review", d.as_str()]] {
        assert_usage_error(&run(&args, ""), "is a directory");
    }
    for args in [
        vec!["play", e.as_str()],
        vec!["play", "--load", e.as_str()],
        vec!["review", e.as_str()],
    ] {
        assert_usage_error(&run(&args, ""), "is empty");
    }
}

#[test]
fn the_terminal_small_things() {
    // The example move is a move of the board (weiming has no b2), in the prompt and help.
    let o = run(&["play", "weiming", "--pass-and-play"], "help\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(!out.contains("b2"), "{out}");
    assert!(out.contains("Type a move like s-x, or `help`"), "{out}");
    assert!(
        out.contains("  s-x         move the piece on s to x"),
        "{out}"
    );
    // Levels: by number on the command line and at the prompt; 9 is not one.
    let o = run(
        &["play", "zhongkui", "--level", "5", "--side", "first"],
        "level 9\nlevel 2\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("against the computer (Master)"), "{out}");
    assert!(out.contains("(or their numbers 1–5)"), "{out}");
    assert!(out.contains("Easy."), "{out}");
    // Draw against the computer asks first; no keeps the game going.
    let mut args = ZHONGKUI_VS_MASTER.to_vec();
    args.push("2");
    let o = run(&args, "draw\n\nquit\n");
    assert_clean(&o);
    let out = stdout(&o);
    assert!(
        out.contains("Offer the computer a draw? [y/N] \nNo draw offered; the game goes on."),
        "{out}"
    );
    assert!(!out.contains("considers your offer"), "{out}");
}

#[test]
fn quit_says_when_the_game_could_not_be_kept() {
    let dir = scratch_dir("unwritable");
    // The data folder cannot take the saves (its `saves` is a file: as read-only, even
    // for root).
    std::fs::write(dir.join("saves"), "not a folder").unwrap();
    let data = dir.to_string_lossy().into_owned();
    let o = run(
        &["play", "weiming", "--pass-and-play", "--data-dir", &data],
        "bl-x\nquit\n",
    );
    assert_clean(&o);
    let out = stdout(&o);
    assert!(out.contains("This game could not be kept:"), "{out}");
    assert!(!out.contains("The game is saved"), "{out}");
}

/// Runs the binary with stdin from `stdin` and returns its output and the highest
/// resident memory seen (VmHWM, in kB) while it ran; fails if it runs 60 s.
#[cfg(target_os = "linux")]
fn run_watching_memory(args: &[&str], stdin: Stdio) -> (Output, u64) {
    let home = scratch_dir("home");
    let mut child = Command::new(BIN)
        .args(args)
        .env("HOME", &home)
        .env("XDG_DATA_HOME", &home)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let (out, err) = (drain(child.stdout.take()), drain(child.stderr.take()));
    let status_file = format!("/proc/{}/status", child.id());
    let started = Instant::now();
    let mut peak = 0u64;
    let status = loop {
        if let Ok(text) = std::fs::read_to_string(&status_file) {
            for line in text.lines() {
                if let Some(kb) = line.strip_prefix("VmHWM:") {
                    let kb: u64 = kb.trim().trim_end_matches("kB").trim().parse().unwrap_or(0);
                    peak = peak.max(kb);
                }
            }
        }
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(60) || peak > 100 * 1024 {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "`folkchess {}` ran {:?} and reached {peak} kB resident",
                args.join(" "),
                started.elapsed()
            );
        }
    };
    let output = Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    };
    (output, peak)
}

#[cfg(target_os = "linux")]
#[test]
fn an_endless_input_is_refused_with_the_limit_and_memory_stays_bounded() {
    let data = scratch_dir("endless").to_string_lossy().into_owned();
    for args in [
        vec!["review", "/dev/zero"],
        vec!["play", "--load", "/dev/zero", "--data-dir", &data],
        vec!["play", "/dev/zero", "--data-dir", &data],
    ] {
        let (o, peak) = run_watching_memory(&args, Stdio::null());
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("larger than the limit of 1 MiB (1048576 bytes)"),
            "{args:?}: {err}"
        );
        assert!(peak < 100 * 1024, "{args:?}: {peak} kB");
        eprintln!("{args:?}: peak {peak} kB resident");
    }
    // The terminal's line: an endless line on stdin ends the input with the limit said.
    let (o, peak) = run_watching_memory(
        &["play", "weiming", "--pass-and-play", "--data-dir", &data],
        Stdio::from(std::fs::File::open("/dev/zero").unwrap()),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("longer than the limit of 64 KiB (65536 bytes)"),
        "{}",
        stderr(&o)
    );
    assert!(peak < 100 * 1024, "{peak} kB");
    eprintln!("play with /dev/zero on stdin: peak {peak} kB resident");
    // The engine's line too.
    let (o, peak) = run_watching_memory(
        &["engine"],
        Stdio::from(std::fs::File::open("/dev/zero").unwrap()),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("error the line is longer than the limit of 64 KiB"),
        "{}",
        stdout(&o)
    );
    assert!(peak < 100 * 1024, "{peak} kB");
}
