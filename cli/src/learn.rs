//! `folkchess learn [GAME]`: the core's lessons (`folkchess_core::training::lessons`) played
//! on the core's lesson table (`folkchess_core::screens::lessons`), a line at a time at a
//! prompt edited with the line editor ([`crate::console`]) — a move (`tm-m`), `undo`,
//! `retry`, `next` (the next step), `skip` (the next lesson), `quit`. A lesson done is kept
//! with its stars in the lesson progress beside the puzzle progress, and shown by
//! `folkchess learn list`.

use crate::art::{self, ArtOptions, Scene};
use crate::console::{Console, Reply};
use crate::format::Format;
use crate::term::Term;
use crate::{CliError, CliResult};
use folkchess_core::ai::CancelToken;
use folkchess_core::files::lesson_progress::{LessonProgress, LessonProgressFile};
use folkchess_core::screens::lessons::lists::lesson_rows;
use folkchess_core::screens::lessons::{LessonEffect, LessonEvent, LessonState, LessonTable};
use folkchess_core::screens::table::{TableEffect, TableEvent};
use folkchess_core::training::lessons::{lessons, Lesson};
use folkchess_core::{DisplayLanguage, GameId, Settings};
use std::io::{self, Write};
use std::path::Path;

/// The lesson progress file of the data directory (`None` when there is none).
fn progress_file(data_dir: Option<&Path>) -> Option<LessonProgressFile> {
    let dir = data_dir
        .map(Path::to_path_buf)
        .or_else(crate::saves::default_data_dir)?;
    Some(LessonProgressFile::in_store(&crate::saves::store_dir(&dir)))
}

/// The progress, or empty (a damaged file is said on stderr and left alone).
fn load_progress(file: Option<&LessonProgressFile>) -> LessonProgress {
    match file.map(LessonProgressFile::load) {
        Some(Ok(p)) => p,
        Some(Err(e)) => {
            eprintln!("{e}");
            LessonProgress::new()
        }
        None => LessonProgress::new(),
    }
}

/// `folkchess learn list [--game G] [--format text|tsv]`: every lesson; as TSV a header
/// line `id game title steps`, then one line per lesson; as text, by game, with the stars
/// of the lessons done.
pub fn list(
    game: Option<GameId>,
    format: Format,
    data_dir: Option<&Path>,
    lang: DisplayLanguage,
) -> CliResult {
    let file = progress_file(data_dir);
    let progress = load_progress(file.as_ref());
    let games: Vec<GameId> = game.map_or(GameId::ALL.to_vec(), |g| vec![g]);
    let mut out = io::stdout().lock();
    if format == Format::Tsv {
        writeln!(out, "id\tgame\ttitle\tsteps")?;
    }
    for g in games {
        let rows = lesson_rows(g, &progress, lang);
        match format {
            Format::Tsv => {
                for r in rows {
                    writeln!(out, "{}\t{}\t{}\t{}", r.id, g.id(), r.title, r.steps)?;
                }
            }
            Format::Text => {
                writeln!(out, "{}", g.id())?;
                for r in rows {
                    let steps = if r.steps == 1 { "step" } else { "steps" };
                    let stars = if r.stars_text.is_empty() {
                        String::new()
                    } else {
                        format!("  {}", r.stars_text)
                    };
                    writeln!(
                        out,
                        "  {:<12} {} — {} ({} {steps}){stars}",
                        r.id, r.title, r.task, r.steps
                    )?;
                }
            }
        }
    }
    out.flush()?;
    Ok(())
}

/// How a lesson was left.
enum Left {
    Done,
    Skipped,
    Quit,
}

/// `folkchess learn [GAME]`: the game's lessons from the first not yet done (all done:
/// from the first), one after the other.
pub fn play(
    game: Option<GameId>,
    data_dir: Option<&Path>,
    lang: DisplayLanguage,
    ascii: bool,
) -> CliResult {
    let game = game.unwrap_or(GameId::Weiming);
    let file = progress_file(data_dir);
    let progress = load_progress(file.as_ref());
    let list = lessons(game);
    let first = list
        .iter()
        .position(|l| progress.stars(l.id).is_none())
        .unwrap_or(0);
    let term = Term::detect(ascii, false);
    let mut console = Console::open(term, lang);
    for lesson in &list[first..] {
        match run(lesson, lang, &mut console, file.as_ref())? {
            Left::Quit => break,
            Left::Skipped => continue,
            Left::Done => {}
        }
    }
    Ok(())
}

/// Plays one lesson; records its stars when done.
fn run(
    lesson: &'static Lesson,
    lang: DisplayLanguage,
    console: &mut Console,
    file: Option<&LessonProgressFile>,
) -> Result<Left, CliError> {
    let opts = ArtOptions {
        unicode: console.term.unicode,
        color: console.term.color,
    };
    let mut table = LessonTable::new(lesson, Settings::default(), lang);
    let mut now = 0u64;
    send(
        &mut table,
        LessonEvent::Table(TableEvent::Start),
        now,
        console,
        file,
    )?;
    let board = table.table().board();
    let mut redraw = true;
    loop {
        let view = table.view(now);
        if redraw {
            console.line(&format!(
                "{} · {} · {}",
                lesson.id, view.title, view.progress
            ))?;
            for line in art::draw(Scene::of_view(&view.table.board), opts) {
                console.line(&line)?;
            }
            console.line(&table.table().session().position().to_text())?;
        }
        redraw = true;
        for text in [&view.table.ply_announcement, &view.feedback]
            .into_iter()
            .flatten()
        {
            console.line(text)?;
        }
        if let Some(result) = view
            .table
            .result
            .as_ref()
            .filter(|_| view.state != LessonState::WrongMove)
        {
            console.line(&result.reason)?;
        }
        if view.state == LessonState::Done {
            if let Some(stars) = &view.stars_text {
                console.line(stars)?;
            }
            return Ok(Left::Done);
        }
        let prompt = match view.state {
            LessonState::StepDone => "next> ".to_string(),
            _ => {
                console.line(&view.step_task)?;
                "> ".to_string()
            }
        };
        let line = match console.read_line(&prompt, None)? {
            Reply::Line(line) => line.trim().to_lowercase(),
            Reply::Eof | Reply::Interrupt | Reply::Timeout => {
                console.line("")?;
                return Ok(Left::Quit);
            }
        };
        now += 1_000;
        let event = match line.as_str() {
            "" if view.state == LessonState::StepDone => LessonEvent::NextStep,
            "" => {
                redraw = false;
                continue;
            }
            "quit" | "q" | "exit" => return Ok(Left::Quit),
            "skip" => return Ok(Left::Skipped),
            "next" | "n" => LessonEvent::NextStep,
            "undo" | "u" => LessonEvent::Table(TableEvent::Undo),
            "retry" | "restart" => LessonEvent::Retry,
            text => match board.parse_move(text) {
                Ok(m) => LessonEvent::Table(TableEvent::Play(m)),
                Err(e) => {
                    console.line(&format!(
                        "{e} (type a move from-to, or undo, retry, next, skip, quit)"
                    ))?;
                    redraw = false;
                    continue;
                }
            },
        };
        send(&mut table, event, now, console, file)?;
    }
}

/// Sends `event`, runs the computer's replies here and now, and records the stars.
fn send(
    table: &mut LessonTable,
    event: LessonEvent,
    now: u64,
    console: &mut Console,
    file: Option<&LessonProgressFile>,
) -> CliResult {
    let cancel = CancelToken::new();
    let mut fx = table.handle(event, now);
    while !fx.is_empty() {
        let mut next = Vec::new();
        for e in fx {
            match e {
                LessonEffect::Table(TableEffect::Search(job)) => {
                    let answer = job.run(&cancel);
                    next.extend(
                        table.handle(LessonEvent::Table(TableEvent::SearchDone(answer)), now),
                    );
                }
                LessonEffect::Table(_) => {}
                LessonEffect::Finished { lesson_id, stars } => {
                    record(&lesson_id, stars, file, console)?;
                }
            }
        }
        fx = next;
    }
    Ok(())
}

/// Keeps the stars in the lesson progress file (a damaged one is moved aside, and said).
fn record(
    id: &str,
    stars: u8,
    file: Option<&LessonProgressFile>,
    console: &mut Console,
) -> CliResult {
    let Some(file) = file else {
        return Ok(());
    };
    match file.record(id, stars, crate::table_shell::wall_ms()) {
        Ok((_, Some(aside))) => console.line(&format!(
            "The lesson progress could not be read; it was moved to {} and started anew.",
            aside.display()
        ))?,
        Ok(_) => {}
        Err(e) => console.line(&format!("The stars were not kept: {e}"))?,
    }
    Ok(())
}
