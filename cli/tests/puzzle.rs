//! `folkchess puzzle`: the list (plain and TSV), the generator's output against the
//! committed set, the day's puzzle, and the errors of its arguments.

use folkchess_core::training::puzzle::{self, CivilDate};
use folkchess_core::GameId;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_folkchess");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env("HOME", env!("CARGO_TARGET_TMPDIR"))
        .env("XDG_DATA_HOME", env!("CARGO_TARGET_TMPDIR"))
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8")
}

fn assert_usage_error(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(needle), "stderr {err:?} lacks {needle:?}");
    assert_eq!(err.lines().count(), 1, "one line: {err:?}");
}

#[test]
fn list_tsv_is_the_committed_file() {
    for game in GameId::ALL {
        let o = run(&["puzzle", "list", "--game", game.id(), "--format", "tsv"]);
        assert!(o.status.success(), "{o:?}");
        assert_eq!(stdout(&o), puzzle::set_text(game), "{game}");
    }
    let o = run(&["puzzle", "list", "--format", "tsv"]);
    let all: String = GameId::ALL.iter().map(|&g| puzzle::set_text(g)).collect();
    assert_eq!(stdout(&o), all);
}

#[test]
fn list_plain_is_an_aligned_table_with_a_header() {
    let o = run(&["puzzle", "list", "--game", "zhongkui"]);
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    let set = puzzle::puzzles(GameId::Zhongkui);
    assert_eq!(lines.len(), set.len() + 2, "header, puzzles, count");
    let header = lines[0];
    for word in ["id", "game", "position", "solution", "value", "difficulty"] {
        assert!(header.split_whitespace().any(|w| w == word), "{header}");
    }
    // Every column starts where its title does.
    let starts: Vec<usize> = ["game", "position", "solution", "value", "difficulty"]
        .iter()
        .map(|w| header.find(&format!("  {w}")).expect("title") + 2)
        .collect();
    for (line, p) in lines[1..=set.len()].iter().zip(set) {
        assert!(line.starts_with(&p.id));
        assert_eq!(&line[starts[0]..starts[0] + 8], "zhongkui", "{line}");
        assert!(
            line[starts[1]..].starts_with(&p.position.to_text()),
            "{line}"
        );
        assert!(line[starts[2]..].starts_with(&p.solution_text()), "{line}");
        assert!(line[starts[3]..].starts_with(&p.value_text()), "{line}");
        assert_eq!(&line[starts[4]..], p.difficulty.id(), "{line}");
    }
    assert_eq!(lines[set.len() + 1], format!("{} puzzles", set.len()));
}

#[test]
fn generate_writes_exactly_the_committed_small_sets() {
    let o = run(&["puzzle", "generate", "--game", "zhongkui"]);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(stdout(&o), puzzle::set_text(GameId::Zhongkui));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.starts_with("zhongkui: "), "{err}");
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("weiming-{}.tsv", std::process::id()));
    let o = run(&[
        "puzzle",
        "generate",
        "--game",
        "weiming",
        "--out",
        file.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{o:?}");
    assert!(o.stdout.is_empty());
    let written = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    assert_eq!(written, puzzle::set_text(GameId::Weiming));
}

#[test]
fn the_puzzle_of_a_date_or_an_id() {
    let date = "2026-12-02";
    let want = puzzle::daily_puzzle(CivilDate::parse(date).unwrap());
    let o = run(&["puzzle", "--date", date]);
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    assert!(text.contains(&want.id), "{text}");
    assert!(text.contains(&want.position.to_text()), "{text}");
    let o = run(&["puzzle", "--id", "huishi-0001"]);
    assert!(stdout(&o).contains("huishi-0001"), "{o:?}");
    let o = run(&["puzzle", "--game", "jinmen", "--date", date]);
    let want = puzzle::daily_puzzle_of(GameId::Jinmen, CivilDate::parse(date).unwrap()).unwrap();
    assert!(stdout(&o).contains(&want.id), "{o:?}");
}

#[test]
fn bad_puzzle_arguments_are_usage_errors() {
    assert_usage_error(&run(&["puzzle", "list", "--game", "chess"]), "chess");
    assert_usage_error(&run(&["puzzle", "list", "--format", "csv"]), "csv");
    assert_usage_error(&run(&["puzzle", "--date", "2026-02-30"]), "2026-02-30");
    assert_usage_error(&run(&["puzzle", "--id", "weiming-9999"]), "weiming-9999");
    assert_usage_error(
        &run(&["puzzle", "--id", "weiming-0001", "--game", "jinmen"]),
        "weiming-0001",
    );
    assert_usage_error(&run(&["puzzle", "generate"]), "--game");
}

/// Runs `folkchess puzzle ARGS` with `input` on stdin.
fn run_with_input(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(BIN)
        .args(args)
        .env("HOME", env!("CARGO_TARGET_TMPDIR"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("the binary ends")
}

#[test]
fn a_puzzle_is_played_judged_and_recorded() {
    let p = puzzle::puzzle_by_id("zhongkui-0002").unwrap();
    let wrong = p
        .position
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != p.solution)
        .unwrap();
    let board = p.position.board();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("puzzle-progress-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let args = [
        "puzzle",
        "--id",
        "zhongkui-0002",
        "--ascii",
        "--data-dir",
        dir.to_str().unwrap(),
    ];
    // A wrong move, taken back, then the solution: solved, but not counted as solved.
    let input = format!("{}\nundo\n{}\n", board.move_text(wrong), p.solution_text());
    let o = run_with_input(&args, &input);
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    assert!(
        text.contains("Not the move: ") && text.contains(" Play another move."),
        "{text}"
    );
    assert!(text.contains("Solved: the win is yours."), "{text}");
    assert!(
        text.contains("Recorded: zhongkui-0002 not solved."),
        "{text}"
    );
    // Clean this time.
    let o = run_with_input(&args, &format!("{}\n", p.solution_text()));
    assert!(
        stdout(&o).contains("Recorded: zhongkui-0002 solved."),
        "{o:?}"
    );
    let json = std::fs::read_to_string(dir.join("saves/puzzles/puzzles.json")).unwrap();
    assert!(
        json.contains("\"zhongkui-0002\":{\"solved\":1,\"hinted\":0,\"failed\":1}"),
        "{json}"
    );
    // In Chinese.
    let mut zh = args.to_vec();
    zh.extend(["--lang", "zh"]);
    let o = run_with_input(&zh, &format!("{}\n", board.move_text(wrong)));
    assert!(stdout(&o).contains("换一步走。"), "{o:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_progress_file_is_said_moved_aside_and_started_anew() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("puzzle-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let progress = dir.join("saves/puzzles");
    std::fs::create_dir_all(&progress).unwrap();
    std::fs::write(progress.join("puzzles.json"), "{ not json").unwrap();
    let p = puzzle::puzzle_by_id("zhongkui-0002").unwrap();
    let o = run_with_input(
        &[
            "puzzle",
            "--id",
            "zhongkui-0002",
            "--ascii",
            "--data-dir",
            dir.to_str().unwrap(),
        ],
        &format!("{}\n", p.solution_text()),
    );
    let text = stdout(&o);
    assert!(
        text.contains("could not be read; it was moved to"),
        "{text}"
    );
    assert!(text.contains("Recorded: zhongkui-0002 solved."), "{text}");
    let aside = std::fs::read_dir(&progress)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("damaged")
        })
        .count();
    assert_eq!(aside, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_puzzle_prompt_understands_help_and_its_example_is_a_move_of_the_board() {
    use std::io::Write;
    let mut child = Command::new(BIN)
        .args(["puzzle", "--id", "weiming-0001", "--ascii"])
        .env("HOME", env!("CARGO_TARGET_TMPDIR"))
        .env("XDG_DATA_HOME", env!("CARGO_TARGET_TMPDIR"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"help\nzz\x1b[D\nquit\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let out = stdout(&o);
    assert!(out.contains("Commands:"), "{out}");
    assert!(!out.contains("b2"), "{out}");
    assert!(!out.contains("\x1b"), "no escape codes repeated:\n{out}");
    let example = out
        .lines()
        .find_map(|l| l.split("like ").nth(1))
        .and_then(|rest| rest.split(',').next())
        .expect("an example move")
        .to_string();
    let p = puzzle::puzzles(GameId::Weiming)
        .iter()
        .find(|p| p.id == "weiming-0001")
        .unwrap();
    let m = p.position.board().parse_move(&example);
    assert!(
        m.is_ok_and(|m| p.position.legal_moves().contains(&m)),
        "{example}"
    );
}

/// `puzzle check` proves a committed set against an exact table: Weiming's table is
/// built here in seconds and every one of its puzzles is proved; a directory without
/// the game's table is a usage error naming it.
#[test]
fn check_proves_a_set_against_the_table() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("check-table-{}", std::process::id()));
    let dir_s = dir.to_str().unwrap();
    let o = run(&["solve", "weiming", "--full", "--out", dir_s]);
    assert!(o.status.success(), "{o:?}");
    let o = run(&["puzzle", "check", "--game", "weiming", "--tables", dir_s]);
    assert!(o.status.success(), "{o:?}");
    let n = puzzle::puzzles(GameId::Weiming).len();
    assert!(
        stdout(&o).starts_with(&format!("weiming: {n} of {n} puzzles proved")),
        "{}",
        stdout(&o)
    );
    let o = run(&["puzzle", "check", "--game", "zhongkui", "--tables", dir_s]);
    assert_usage_error(&o, "no finished zhongkui table in");
    // Generating from the table gives the committed set byte for byte: the table's check
    // (`check_exact` over the generic solver's table, read from disk) is the solver's.
    let o = run(&["puzzle", "generate", "--game", "weiming", "--tables", dir_s]);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(stdout(&o), puzzle::set_text(GameId::Weiming));
    let o = run(&[
        "puzzle", "generate", "--game", "zhongkui", "--tables", dir_s,
    ]);
    assert_usage_error(&o, "no finished zhongkui table in");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The committed Rendezvous set is exactly what the full table proves of the seeded
/// self-play's candidates. Needs the 4.4 GiB table (`folkchess solve huishi --full --out
/// DIR`), named by `FOLKCHESS_HUISHI_TABLES=DIR`; run with `--ignored`.
#[test]
#[ignore]
fn the_huishi_set_is_regenerated_from_the_table_exactly() {
    let dir = std::env::var("FOLKCHESS_HUISHI_TABLES")
        .expect("FOLKCHESS_HUISHI_TABLES names the directory of the finished huishi table");
    let o = run(&["puzzle", "generate", "--game", "huishi", "--tables", &dir]);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(stdout(&o), puzzle::set_text(GameId::Huishi));
    let o = run(&["puzzle", "check", "--game", "huishi", "--tables", &dir]);
    assert!(o.status.success(), "{o:?}");
}
