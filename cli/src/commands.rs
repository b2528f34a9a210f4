//! The one-shot commands: `perft`, `solve`, `rules`, `board`.

use crate::art::{self, ArtOptions, Scene};
use crate::term::Term;
use crate::{CliError, CliResult};
use folkchess_cli::engine::verdict_words;
use folkchess_core::ai;
use folkchess_core::rules_text::{render_full_plain, Lang};
use folkchess_core::{perft as core_perft, GameId, Position};
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

/// Parses the start position of a command: `text` if given, else the game's start.
pub fn position_arg(game: GameId, text: Option<&str>) -> Result<Position, CliError> {
    match text {
        None => Ok(Position::start(game)),
        Some(t) => Position::from_text(game, t)
            .map_err(|e| CliError::Usage(format!("bad position text `{t}`: {e}"))),
    }
}

/// `folkchess perft GAME DEPTH [--position TEXT]`: one line `<depth> <count>` per
/// depth from 1 to `depth` on stdout; timing on stderr only when it is a terminal.
pub fn perft(game: GameId, depth: u32, position: Option<&str>) -> CliResult {
    let pos = position_arg(game, position)?;
    let mut out = io::stdout().lock();
    let timing = io::stderr().is_terminal();
    for d in 1..=depth {
        let start = Instant::now();
        let count = core_perft(&pos, d);
        writeln!(out, "{d} {count}")?;
        out.flush()?;
        if timing {
            eprintln!("  depth {d}: {}", format_duration(start.elapsed()));
        }
    }
    Ok(())
}

/// A duration for people: `850 µs`, `3.2 ms`, `1.25 s`.
pub fn format_duration(d: Duration) -> String {
    let secs = d.as_secs_f64();
    if secs >= 1.0 {
        format!("{secs:.2} s")
    } else if secs >= 0.001 {
        format!("{:.1} ms", secs * 1000.0)
    } else {
        format!("{} µs", d.as_micros())
    }
}

/// `folkchess solve GAME`.
pub fn solve(game: GameId) -> CliResult {
    let too_big = || {
        CliError::Usage(format!(
            "{game} is too large to solve exactly; solve works for weiming and zhongkui"
        ))
    };
    if !game.is_small() {
        return Err(too_big());
    }
    let stats = ai::solve_stats(game).ok_or_else(too_big)?;
    let mut out = io::stdout().lock();
    writeln!(out, "positions {}", stats.positions)?;
    writeln!(out, "start {}", verdict_words(stats.start))?;
    writeln!(out, "wins {}", stats.wins)?;
    writeln!(out, "losses {}", stats.losses)?;
    writeln!(out, "draws {}", stats.draws)?;
    writeln!(out, "time {}", format_duration(stats.elapsed))?;
    Ok(())
}

/// `folkchess rules GAME [--lang]`: the game's rules, then the app rules.
pub fn rules(game: GameId, lang: Lang) -> CliResult {
    let mut out = io::stdout().lock();
    out.write_all(render_full_plain(game, lang, Some(78)).as_bytes())?;
    Ok(())
}

/// `folkchess board GAME [--position TEXT] [--ascii]`: the board drawing and the
/// position text.
pub fn board(game: GameId, position: Option<&str>, ascii: bool) -> CliResult {
    let pos = position_arg(game, position)?;
    let term = Term::detect(ascii, false);
    let opts = ArtOptions {
        unicode: term.unicode,
        color: term.color,
    };
    let mut out = io::stdout().lock();
    for line in art::draw(
        Scene {
            position: &pos,
            last_move: None,
        },
        opts,
    ) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{}", pos.to_text())?;
    Ok(())
}
