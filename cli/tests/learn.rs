//! `folkchess learn`: the list (TSV and text, with the stars of the lessons done) and a
//! lesson played on the real binary, with a refused move, a missed goal and its stars kept.

use folkchess_core::ai::CancelToken;
use folkchess_core::screens::lessons::{LessonEffect, LessonEvent, LessonState, LessonTable};
use folkchess_core::screens::table::{TableEffect, TableEvent};
use folkchess_core::training::lessons::{all_lessons, lesson_by_id, must_lose, Goal, Judgement};
use folkchess_core::{DisplayLanguage, GameId, Settings};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_folkchess");

fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .env("HOME", env!("CARGO_TARGET_TMPDIR"))
        .env("XDG_DATA_HOME", env!("CARGO_TARGET_TMPDIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8")
}

/// The lines that solve `id` with the fewest moves, as the core plays it (the computer's
/// replies included): moves, and an empty line for each next step.
fn solution(id: &str) -> Vec<String> {
    let lesson = lesson_by_id(id).unwrap();
    let mut t = LessonTable::new(lesson, Settings::default(), DisplayLanguage::En);
    t.handle(LessonEvent::Table(TableEvent::Start), 0);
    let mut lines = Vec::new();
    while t.view(0).state != LessonState::Done {
        if t.view(0).state == LessonState::StepDone {
            t.handle(LessonEvent::NextStep, 0);
            lines.push(String::new());
            continue;
        }
        let step = &lesson.steps[t.step_index()];
        let pos = *t.table().session().position();
        let m = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| match step.goal {
                Goal::Win(_) => {
                    let after = pos.play_unchecked(m);
                    after
                        .outcome()
                        .is_some_and(|o| o.winner == Some(pos.side_to_move()))
                        || must_lose(&after, 1)
                }
                _ => step.judge(&pos, m, 0) == Judgement::Met,
            })
            .unwrap();
        let b = pos.board();
        lines.push(format!("{}-{}", b.name(m.from), b.name(m.to)));
        let mut fx = t.handle(LessonEvent::Table(TableEvent::Play(m)), 0);
        while let Some(e) = fx.pop() {
            if let LessonEffect::Table(TableEffect::Search(job)) = e {
                let a = job.run(&CancelToken::new());
                fx.extend(t.handle(LessonEvent::Table(TableEvent::SearchDone(a)), 0));
            }
        }
    }
    lines
}

#[test]
fn list_tsv_has_a_header_and_one_line_per_lesson() {
    let o = run(&["learn", "list", "--format", "tsv"], "");
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("id\tgame\ttitle\tsteps"));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), all_lessons().count());
    for (row, lesson) in rows.iter().zip(all_lessons()) {
        let cols: Vec<&str> = row.split('\t').collect();
        assert_eq!(
            cols,
            vec![
                lesson.id,
                lesson.game.id(),
                lesson.title.en,
                &lesson.steps.len().to_string()
            ]
        );
    }
    assert!(
        text.contains("jinmen-3\tjinmen\tThree take two\t2\n"),
        "{text}"
    );
    let o = run(
        &["learn", "list", "--game", "huishi", "--format", "tsv"],
        "",
    );
    assert_eq!(stdout(&o).lines().count(), 1 + 6);
    let o = run(&["learn", "list", "--format", "csv"], "");
    assert_eq!(o.status.code(), Some(2), "{o:?}");
}

#[test]
fn a_lesson_on_the_terminal_says_why_and_keeps_its_stars() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("learn-weiming");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    // A refused move, a legal move that misses, undo, then the fewest moves: 4 of 3.
    let mut input = vec!["tl-x".to_string(), "s-x".to_string(), "undo".to_string()];
    input.extend(solution("weiming-1"));
    input.push("quit".to_string());
    let o = run(
        &["learn", "weiming", "--data-dir", d, "--ascii"],
        &(input.join("\n") + "\n"),
    );
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    for needle in [
        "weiming-1 · Moving a piece · Step 1 of 2",
        "The piece on tl belongs to the other side.",
        "That is the shared piece, not one of yours. Move a red piece this time. Take it back and try again.",
        "Right: one step along a line, to an adjacent empty point.",
        "Step 2 of 2",
        "Black has no move left: you win.",
        "★★☆ · 4 moves in all (fewest 3)",
        "weiming-2 · The shared piece · Step 1 of 3",
    ] {
        assert!(text.contains(needle), "{needle:?} not in {text}");
    }
    let o = run(&["learn", "list", "--game", "weiming", "--data-dir", d], "");
    let list = stdout(&o);
    assert!(
        list.contains("weiming-1    Moving a piece — Move one of your own pieces (2 steps)  ★★☆"),
        "{list}"
    );
    // The next time, the first lesson not done.
    let o = run(&["learn", "weiming", "--data-dir", d, "--ascii"], "quit\n");
    assert!(
        stdout(&o).starts_with("weiming-2 · The shared piece"),
        "{}",
        stdout(&o)
    );
    // In Chinese, Traditional.
    let o = run(
        &[
            "learn",
            "jinmen",
            "--data-dir",
            d,
            "--ascii",
            "--lang",
            "zh-Hant",
        ],
        "c3-c5\nquit\n",
    );
    let text = stdout(&o);
    assert!(text.contains("走一步"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = GameId::ALL;
}
