//! `folkchess play` on a pseudo-terminal, as a player at a terminal meets it: the line
//! editor (arrow keys, history, Ctrl-C, Ctrl-D), a turn that runs out with half a move
//! typed, the rules a page at a time, the autosave kept when the player leaves, and the
//! board's edge points. The screen is checked as a terminal would show it
//! (`pty::Screen`).

#![cfg(unix)]

mod pty;

use pty::Pty;
use std::path::{Path, PathBuf};

const BIN: &str = env!("CARGO_BIN_EXE_folkchess");

const LEFT: &str = "\x1b[D";
const UP: &str = "\x1b[A";
const HOME: &str = "\x1b[H";
const CTRL_C: &str = "\x03";
const CTRL_D: &str = "\x04";

/// A fresh directory for one test's data (the autosave) and home.
fn scratch(name: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("pty-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `folkchess play ARGS --data-dir DIR` on an 80 × 30 terminal, with HOME in `dir` too.
fn play(args: &[&str], dir: &Path) -> Pty {
    let data = dir.to_str().unwrap();
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--data-dir", data]);
    Pty::spawn(BIN, &all, 80, 30, &[("HOME", dir), ("XDG_DATA_HOME", dir)])
}

#[test]
fn arrow_keys_edit_the_line_and_nothing_leaks_onto_the_board() {
    let dir = scratch("arrows");
    let mut p = play(&["weiming", "--pass-and-play"], &dir);
    p.wait_for_line("First (red) > ");
    // bm- ← ← x: the x goes in at the cursor; ↑ with no history does nothing.
    p.type_text(&format!("bm-{LEFT}{LEFT}x{UP}"));
    p.wait_for_line("First (red) > bxm-");
    assert_eq!(p.screen.cursor_col(), "First (red) > bx".len());
    p.type_text("\r");
    p.wait_for("`bxm` is not a point of this board; its points are s tl tm tr x m bl bm br.");
    let screen = p.screen.all_text();
    assert!(!screen.contains("^["), "{screen}");
    assert!(!screen.contains("[A") && !screen.contains("[D"), "{screen}");
    // The board above is whole.
    assert!(
        screen.contains("              bl      bm      br"),
        "{screen}"
    );
    // ↑ brings the last line back; Home, Ctrl-D (delete), then fix it into a move.
    p.wait_for_line("First (red) > ");
    p.type_text(UP);
    p.wait_for_line("First (red) > bxm-");
    p.type_text(&format!("{HOME}{CTRL_D}"));
    p.wait_for_line("First (red) > xm-");
    // Ctrl-C throws the line away; the prompt stays.
    p.type_text(CTRL_C);
    p.wait_for_line("First (red) > ");
    p.type_text("bl-x\r");
    p.wait_for("Move 1 · Last move bl-x");
    p.wait_for_line("Second (black) > ");
    p.type_text("quit\r");
    assert!(p.wait_exit().success());
    assert!(p.terminal_restored(), "the terminal's modes are put back");
}

#[test]
fn a_turn_that_runs_out_throws_away_what_was_typed() {
    let dir = scratch("timeout");
    let mut p = play(&["weiming", "--pass-and-play", "--timer", "2"], &dir);
    p.wait_for_line("First (red) > ");
    p.type_text("bl-");
    p.wait_for("Time's up — the turn passes");
    p.wait_for_line("Second (black) > ");
    // Typed after the turn ran out: only `x` reaches the next prompt (x is empty).
    p.type_text("x\r");
    p.wait_for("No legal move from x.");
    let screen = p.screen.all_text();
    assert!(!screen.contains("bl-x"), "{screen}");
    assert!(
        screen.contains("Move 1 · Last move pass (time)"),
        "{screen}"
    );
    p.type_text("quit\r");
    assert!(p.wait_exit().success());
}

#[test]
fn ctrl_c_and_ctrl_d_leave_and_keep_the_game_which_is_offered_again() {
    let dir = scratch("leave");
    let mut p = play(&["jinmen", "--pass-and-play"], &dir);
    p.wait_for_line("First (red) > ");
    p.type_text("b2-b3\r");
    p.wait_for_line("Second (black) > ");
    p.type_text(CTRL_C);
    p.wait_for("The game is saved; `folkchess play` offers to continue it.");
    assert!(p.wait_exit().success());
    assert!(p.terminal_restored());
    assert!(dir.join("saves/autosave.json").is_file());
    // The next start offers it; Enter continues.
    let mut p = play(&[], &dir);
    p.wait_for("An unfinished game is saved: Jinmen Defense Chess");
    p.wait_for_line("Continue it? [Y/n] ");
    p.type_text("\r");
    p.wait_for("Move 1 · Last move b2-b3");
    p.wait_for_line("Second (black) > ");
    p.type_text("b6-b5\r");
    p.wait_for_line("First (red) > ");
    p.type_text(CTRL_D);
    p.wait_for("The game is saved");
    assert!(p.wait_exit().success());
    let saved = std::fs::read_to_string(dir.join("saves/autosave.json")).unwrap();
    assert!(saved.contains("\"b6-b5\""), "{saved}");
}

#[test]
fn the_rules_come_a_page_at_a_time() {
    let dir = scratch("rules");
    let mut p = Pty::spawn(
        BIN,
        &[
            "play",
            "huishi",
            "--pass-and-play",
            "--data-dir",
            dir.to_str().unwrap(),
        ],
        80,
        24,
        &[("HOME", &dir)],
    );
    p.wait_for_line("First (red) > ");
    p.type_text("rules\r");
    p.wait_for_line("-- more: Space or Enter for the next page, q to stop --");
    let page = p.screen.text();
    assert!(page.contains("Rendezvous Chess"), "{page}");
    assert!(!page.contains("App rules"), "one page only:\n{page}");
    // q stops: the rest is not shown.
    p.type_text("q");
    p.wait_for_line("First (red) > ");
    assert!(!p.screen.all_text().contains("App rules"));
    p.type_text("quit\r");
    assert!(p.wait_exit().success());
}

#[test]
fn edge_points_are_drawn_on_a_terminal() {
    // s (weiming) and a1, e1 (huishi) empty: each still shows a point glyph.
    let dir = scratch("edges");
    let mut p = Pty::spawn(
        BIN,
        &["board", "weiming", "--position", "./xxx/*./XXX F"],
        80,
        30,
        &[("HOME", &dir)],
    );
    p.wait_exit();
    let screen = p.screen.text();
    let s_row = screen
        .lines()
        .find(|l| l.contains(" s "))
        .expect("the s row");
    assert!(s_row.contains("s  ·"), "{screen}");
    let mut p = Pty::spawn(
        BIN,
        &["board", "huishi", "--position", "gg/.xxx./...../GXXXG/.. F"],
        80,
        30,
        &[("HOME", &dir)],
    );
    p.wait_exit();
    let screen = p.screen.text();
    let rank1 = screen.lines().find(|l| l.starts_with('1')).expect("rank 1");
    assert_eq!(rank1.matches('·').count(), 2, "{screen}");
}

#[test]
fn chinese_input_at_a_terminal() {
    let dir = scratch("zh");
    let mut p = play(&["weiming", "--pass-and-play", "--lang", "zh"], &dir);
    p.wait_for_line("先手（红） > ");
    // A Chinese input method types full-width forms; the editor counts two columns each.
    p.type_text("ｂｌ－ｘ");
    p.wait_for_line("先手（红） > ｂｌ－ｘ");
    // 先手（红） is five wide characters: 10 columns, then " > ", then 4 × 2.
    assert_eq!(p.screen.cursor_col(), 10 + 3 + 8, "{}", p.screen.text());
    p.type_text("\r");
    p.wait_for("第1步 · 上一步 bl-x");
    p.type_text("悔棋\r");
    p.wait_for("已悔 1 步。");
    p.type_text("退出\r");
    p.wait_for("再见。");
    assert!(p.wait_exit().success());
}

#[test]
fn ctrl_c_while_the_computer_thinks_leaves() {
    // Master in jinmen thinks for a while; Ctrl-C stops it and leaves. (Should the
    // computer be done first, the Ctrl-C meets an empty prompt and leaves the same way.)
    let dir = scratch("thinking");
    let mut p = play(&["jinmen", "--level", "master", "--side", "second"], &dir);
    p.wait_for("Computer is thinking");
    p.type_text(CTRL_C);
    p.wait_for("Bye.");
    assert!(p.wait_exit().success());
    assert!(p.terminal_restored());
}
