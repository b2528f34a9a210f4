//! Lesson transcripts (`tests/transcripts/lessons/*.txt`): scripted sessions of the core's
//! lesson table (`folkchess_core::screens::lessons`), the events a shell sends and what
//! the screen shows after each, run line for line. `FOLKCHESS_BLESS=1` writes what the
//! table shows into the files (read them before committing).
//!
//! ```text
//! lesson weiming-1       # the lesson, by id
//! lang en                # zh, zh-hant, en or both (default en)
//!
//! > 0 start
//! ```
//!
//! Events: `start`, `play <from>-<to>` (a whole move; the computer's reply, if one is
//! asked for, is run at once), `tap <point>`, `undo`, `retry`, `next`. After each step:
//! `lesson:` (state · id · title · step n of m), `task:`, `feedback:` (when there is one),
//! `stars:` (once done), `buttons:` (action± and * for the suggested one), `position:`,
//! `moves:`, `message:` (the table's, when there is one), `effects:` (the computer's
//! replies run, the stars said).

use folkchess_core::ai::CancelToken;
use folkchess_core::screens::lessons::{
    LessonAction, LessonEffect, LessonEvent, LessonState, LessonTable,
};
use folkchess_core::screens::table::{TableEffect, TableEvent};
use folkchess_core::text::catalogue::DisplayLanguage;
use folkchess_core::training::lessons::lesson_by_id;
use folkchess_core::Settings;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/transcripts/lessons")
}

fn flat(s: &str) -> String {
    s.replace('\n', " / ")
}

fn render(t: &LessonTable, effects: &[String]) -> Vec<String> {
    let v = t.view(0);
    let state = match v.state {
        LessonState::Solving => "solving",
        LessonState::WrongMove => "wrong-move",
        LessonState::StepDone => "step-done",
        LessonState::Done => "done",
    };
    let mut out = vec![
        format!(
            "lesson: {state} · {} · {} · {}",
            t.lesson().id,
            flat(&v.title),
            flat(&v.progress)
        ),
        format!("task: {}", flat(&v.step_task)),
    ];
    if let Some(f) = &v.feedback {
        out.push(format!("feedback: {}", flat(f)));
    }
    if let Some(s) = &v.stars_text {
        out.push(format!("stars: {}", flat(s)));
    }
    let buttons: Vec<String> = v
        .buttons
        .iter()
        .map(|b| {
            let name = match b.action {
                LessonAction::Undo => "undo",
                LessonAction::Retry => "retry",
                LessonAction::NextStep => "next-step",
                LessonAction::NextLesson => "next-lesson",
                LessonAction::Back => "back",
            };
            format!(
                "{name}{}{}",
                if b.enabled { "+" } else { "-" },
                if b.prominent { "*" } else { "" }
            )
        })
        .collect();
    out.push(format!("buttons: {}", buttons.join(" ")));
    out.push(format!(
        "position: {}",
        t.table().session().position().to_text()
    ));
    let moves = t.table().session().record().history_text();
    out.push(format!(
        "moves: {}",
        if moves.is_empty() {
            "-".to_string()
        } else {
            moves.join(" · ")
        }
    ));
    if let Some(m) = &v.table.message {
        out.push(format!("message: {}", flat(m)));
    }
    if !effects.is_empty() {
        out.push(format!("effects: {}", effects.join(" · ")));
    }
    out
}

fn send(t: &mut LessonTable, event: LessonEvent, now: u64, effects: &mut Vec<String>) {
    let mut fx = t.handle(event, now);
    while !fx.is_empty() {
        let mut next = Vec::new();
        for e in fx {
            match e {
                LessonEffect::Table(TableEffect::Search(job)) => {
                    effects.push("computer-replies".to_string());
                    let a = job.run(&CancelToken::new());
                    next.extend(t.handle(LessonEvent::Table(TableEvent::SearchDone(a)), now));
                }
                LessonEffect::Table(_) => {}
                LessonEffect::Finished { lesson_id, stars } => {
                    effects.push(format!("finished {lesson_id} {stars}"))
                }
            }
        }
        fx = next;
    }
}

fn run(path: &Path) -> Result<(String, Option<String>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let lines: Vec<&str> = text.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.starts_with('>'))
        .ok_or("no step")?;
    let mut lesson = None;
    let mut lang = DisplayLanguage::En;
    for l in &lines[..first] {
        let l = l.split(" # ").next().unwrap_or("").trim();
        if l.starts_with('#') || l.is_empty() {
            continue;
        }
        match l.split_once(' ') {
            Some(("lesson", id)) => lesson = Some(lesson_by_id(id).ok_or("no such lesson")?),
            Some(("lang", "zh")) => lang = DisplayLanguage::Zh,
            Some(("lang", "zh-hant")) => lang = DisplayLanguage::ZhHant,
            Some(("lang", "en")) => lang = DisplayLanguage::En,
            Some(("lang", "both")) => lang = DisplayLanguage::Both,
            _ => return Err(format!("bad header line {l:?}")),
        }
    }
    let lesson = lesson.ok_or("no lesson line")?;
    let mut t = LessonTable::new(lesson, Settings::default(), lang);
    let board = t.table().board();
    let mut out: Vec<String> = lines[..first].iter().map(|s| s.to_string()).collect();
    let mut diff = None;
    let mut i = first;
    while i < lines.len() {
        let step = lines[i];
        out.push(step.to_string());
        let words: Vec<&str> = step[1..].split_whitespace().collect();
        let now: u64 = words.first().and_then(|w| w.parse().ok()).ok_or("a time")?;
        let mut effects = Vec::new();
        let event = match words.get(1..).unwrap_or(&[]) {
            ["start"] => LessonEvent::Table(TableEvent::Start),
            ["undo"] => LessonEvent::Table(TableEvent::Undo),
            ["retry"] => LessonEvent::Retry,
            ["next"] => LessonEvent::NextStep,
            ["play", m] => LessonEvent::Table(TableEvent::Play(
                board.parse_move(m).map_err(|e| e.to_string())?,
            )),
            ["tap", p] => LessonEvent::Table(TableEvent::Tap(
                board.find(p).ok_or("no such point")?.index(),
            )),
            other => return Err(format!("bad step {other:?}")),
        };
        send(&mut t, event, now, &mut effects);
        let shown = render(&t, &effects);
        let mut j = i + 1;
        while j < lines.len() && !lines[j].starts_with('>') {
            j += 1;
        }
        let expected: Vec<&str> = lines[i + 1..j]
            .iter()
            .copied()
            .filter(|l| !l.trim().is_empty())
            .collect();
        if diff.is_none() && expected != shown.iter().map(String::as_str).collect::<Vec<_>>() {
            diff = Some(format!(
                "{}: after {step:?}\nexpected:\n{}\nshown:\n{}",
                path.display(),
                expected.join("\n"),
                shown.join("\n")
            ));
        }
        out.extend(shown);
        out.push(String::new());
        i = j;
    }
    Ok((out.join("\n").trim_end().to_string() + "\n", diff))
}

#[test]
fn every_lesson_transcript_matches_the_table() {
    let bless = std::env::var_os("FOLKCHESS_BLESS").is_some();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("tests/transcripts/lessons")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "one per game at least: {}", files.len());
    let mut failures = Vec::new();
    for path in &files {
        match run(path) {
            Ok((text, diff)) => {
                if bless {
                    std::fs::write(path, text).expect("write transcript");
                } else if let Some(d) = diff {
                    failures.push(d);
                }
            }
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
