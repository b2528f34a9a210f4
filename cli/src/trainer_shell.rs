//! The terminal's trainer screen: a puzzle or a practice exercise played on the core's
//! trainer (`folkchess_core::screens::trainer`), a line of input at a time — a move (`tm-m`),
//! `undo`, `hint`, `retry`, `solution` (or `show`), `skip`, `quit`. The same events,
//! effects and view as the apps' trainer screens; what the effects ask for (a try to
//! record, an exercise solved) is handed to the caller.

use crate::art::{self, ArtOptions, Scene};
use crate::console::{Console, Reply};
use crate::term::Term;
use crate::CliResult;
use folkchess_core::ai::CancelToken;
use folkchess_core::screens::puzzles::play::WRONG_MOVE_SHOWN_MS;
use folkchess_core::screens::table::{TableEffect, TableEvent};
use folkchess_core::screens::trainer::{
    Trainer, TrainerEffect, TrainerEvent, TrainerKind, TrainerState,
};
use folkchess_core::DisplayLanguage;
use std::io::Write;

/// How a trainer screen was left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Left {
    /// Solved, or the solution played out to the end: on to the next one.
    Done,
    /// `skip`: on to the next one, this one still open.
    Skipped,
    /// `quit`, or the end of the input.
    Quit,
}

/// Where the trainer's lines come from: a prompt shown, a line read (`None` at the end of
/// the input, Ctrl-D or Ctrl-C on an empty line).
pub trait Prompt {
    /// Shows `prompt` and reads a line.
    fn read(&mut self, prompt: &str) -> std::io::Result<Option<String>>;
}

/// The game's console: the line editor on a terminal (arrows, history), plain lines
/// (echoed) from a pipe.
impl Prompt for Console {
    fn read(&mut self, prompt: &str) -> std::io::Result<Option<String>> {
        loop {
            return Ok(match self.read_line(prompt, None)? {
                Reply::Line(line) => Some(line),
                Reply::Eof | Reply::Interrupt => None,
                Reply::Timeout => continue,
            });
        }
    }
}

/// The console of a trainer session (`puzzle`, `practice`).
pub fn console(ascii: bool, lang: DisplayLanguage) -> Console {
    Console::open(Term::detect(ascii, false), lang)
}

/// A move of the board the trainer shows, for examples: a legal move of the position on
/// the table (or of the game's start).
fn example_move(trainer: &Trainer) -> String {
    crate::play::example_move(trainer.table().session())
}

/// The trainer's help, with a real move of the board as the example.
fn help(trainer: &Trainer, kind: TrainerKind) -> String {
    let example = example_move(trainer);
    let show = match kind {
        TrainerKind::Puzzle => "solution (or show) play the solution out",
        TrainerKind::Exercise => "show (or solution) play the review's best move",
    };
    format!(
        "Commands:\n  {example:<12}play a move from-to (point names are shown on the board)\n  undo        take the last move back\n  hint        show a good move\n  retry       start again from the task's position\n  {show}\n  skip        leave it open for later\n  quit        leave (Ctrl-D, Ctrl-C too)\n  help        this list"
    )
}

/// Plays `trainer` with the lines of `input`, writing to `out`; `effect` carries out the
/// trainer's own effects (`PuzzleTried`, `ExerciseSolved`) as they come.
pub fn run(
    trainer: &mut Trainer,
    lang: DisplayLanguage,
    ascii: bool,
    input: &mut dyn Prompt,
    out: &mut impl Write,
    effect: &mut dyn FnMut(&TrainerEffect, &mut dyn Write) -> CliResult,
) -> Result<Left, crate::CliError> {
    let term = Term::detect(ascii, false);
    let opts = ArtOptions {
        unicode: term.unicode,
        color: term.color,
    };
    let mut now = 0u64;
    // What the effects said, shown after the view's words.
    let mut notes: Vec<u8> = Vec::new();
    send(
        trainer,
        TrainerEvent::Table(TableEvent::Start),
        now,
        &mut notes,
        effect,
    )?;
    let board = trainer.table().board();
    let mut redraw = true;
    loop {
        let view = trainer.view(now);
        if redraw {
            // The title says no file id (the apps show it as it is); the terminal adds it,
            // as `--id` takes it.
            writeln!(out, "{} · {}", view.title, trainer.id())?;
            for line in art::draw(Scene::of_view(&view.table.board), opts) {
                writeln!(out, "{line}")?;
            }
            writeln!(out, "{}", trainer.table().session().position().to_text())?;
        }
        redraw = true;
        for text in [
            &view.table.ply_announcement,
            &view.table.message,
            &view.feedback,
        ]
        .into_iter()
        .flatten()
        {
            writeln!(out, "{text}")?;
        }
        if let Some(arrow) = view.table.board.hint {
            let hint = lang.label(|l| match l {
                folkchess_core::text::rules_text::Lang::En => "Hint:".to_string(),
                folkchess_core::text::rules_text::Lang::Zh => "提示：".to_string(),
            });
            writeln!(
                out,
                "{hint} {}-{}",
                board.name(arrow.from),
                board.name(arrow.to)
            )?;
        }
        out.write_all(&notes)?;
        notes.clear();
        let small = trainer.table().session().record().game().is_small();
        let done = match view.kind {
            TrainerKind::Puzzle => {
                view.table.is_over
                    || view.state == TrainerState::SolutionShown
                    || (view.state == TrainerState::Solved && small)
            }
            TrainerKind::Exercise => view.state == TrainerState::Solved,
        };
        if done {
            if let Some(result) = &view.table.result {
                writeln!(out, "{}", result.headline)?;
                writeln!(out, "{}", result.reason)?;
            }
            return Ok(Left::Done);
        }
        writeln!(out, "{}", view.task)?;
        out.flush()?;
        let Some(line) = input.read("> ")? else {
            return Ok(Left::Quit);
        };
        // Controls and escape sequences removed, full-width forms made plain.
        let line = crate::input::normalise(&line).trim().to_lowercase();
        now += 1_000;
        let event = match line.as_str() {
            "" => {
                redraw = false;
                continue;
            }
            "help" | "?" | "帮助" | "幫助" => {
                writeln!(out, "{}", help(trainer, view.kind))?;
                redraw = false;
                continue;
            }
            "quit" | "q" | "exit" => return Ok(Left::Quit),
            "skip" => return Ok(Left::Skipped),
            "undo" | "u" => TrainerEvent::Table(TableEvent::Undo),
            "hint" => TrainerEvent::Table(TableEvent::Hint),
            "retry" | "restart" => TrainerEvent::Retry,
            "solution" | "show" => TrainerEvent::ShowSolution,
            text => match board.parse_move(text) {
                Ok(m) => TrainerEvent::Table(TableEvent::Play(m)),
                Err(_) => {
                    writeln!(
                        out,
                        "`{text}` is not a move of this board: type a move from-to, like {}, or `help`.",
                        example_move(trainer)
                    )?;
                    redraw = false;
                    continue;
                }
            },
        };
        send(trainer, event, now, &mut notes, effect)?;
        // A wrong move's board drawn a moment (the apps' ticks time it): the terminal draws
        // the position once the moment is over.
        if trainer.view(now).table.ticking {
            now += WRONG_MOVE_SHOWN_MS;
            send(
                trainer,
                TrainerEvent::Table(TableEvent::Tick),
                now,
                &mut notes,
                effect,
            )?;
        }
    }
}

/// Sends `event`, then runs the searches the trainer asks for, here and now (a terminal
/// has nothing else to do meanwhile), and gives it their answers; hands the trainer's own
/// effects to `effect`.
fn send(
    trainer: &mut Trainer,
    event: TrainerEvent,
    now: u64,
    out: &mut impl Write,
    effect: &mut dyn FnMut(&TrainerEffect, &mut dyn Write) -> CliResult,
) -> CliResult {
    let cancel = CancelToken::new();
    let mut fx = trainer.handle(event, now);
    while !fx.is_empty() {
        let mut next = Vec::new();
        for e in &fx {
            match e {
                TrainerEffect::Table(TableEffect::Search(job)) => {
                    let answer = job.run(&cancel);
                    next.extend(
                        trainer.handle(TrainerEvent::Table(TableEvent::SearchDone(answer)), now),
                    );
                }
                TrainerEffect::Table(_) => {}
                other => effect(other, out)?,
            }
        }
        fx = next;
    }
    Ok(())
}
