//! The one-shot commands: `perft`, `solve`, `rules`, `board`.

use crate::art::{self, ArtOptions, Scene};
use crate::render;
use crate::term::Term;
use crate::{CliError, CliResult};
use folkchess_cli::engine::verdict_words;
use folkchess_cli::tables;
use folkchess_core::ai;
use folkchess_core::text::rules_text::{render_full_plain, Lang};
use folkchess_core::{perft as core_perft, DisplayLanguage, GameId, Position};
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

/// The options of `folkchess solve GAME --full` besides the game and the directory.
pub struct FullOptions {
    /// Threads of both passes.
    pub threads: usize,
    /// Minutes between saves of the cells.
    pub checkpoint_minutes: u64,
    /// Random positions to check for self-consistency.
    pub verify: u64,
    /// Random reachable positions to judge each level's move on (0: none).
    pub measure: usize,
    /// Where to write the opening book, and its depth in plies.
    pub book: Option<(std::path::PathBuf, u32)>,
}

/// `folkchess solve GAME --full --out DIR`: builds (or resumes) the game's whole table
/// (`folkchess_cli::tables`); steps on stdout, a progress line on stderr; then the
/// checks, and the book and the levels' measurement when asked.
pub fn solve_full(game: GameId, dir: std::path::PathBuf, full: FullOptions) -> CliResult {
    let FullOptions {
        threads,
        checkpoint_minutes,
        verify,
        measure,
        book,
    } = full;
    let opts = tables::BuildOptions {
        dir,
        threads: threads.clamp(1, 64),
        checkpoint_every: Duration::from_secs(checkpoint_minutes.saturating_mul(60)),
    };
    let mut out = io::stdout();
    let mut err = io::stderr();
    let report = tables::build(game, &opts, &mut out, &mut err).map_err(|e| match e {
        tables::TableError::Io(e) => CliError::Io(e),
        other => CliError::Usage(other.to_string()),
    })?;
    let c = report.counts;
    let mut out = out.lock();
    writeln!(out, "positions {}", report.size)?;
    writeln!(out, "start {}", verdict_words(report.start))?;
    writeln!(out, "wins {}", c.wins)?;
    writeln!(out, "losses {}", c.losses)?;
    writeln!(out, "draws {}", c.draws)?;
    writeln!(out, "longest_win {}", c.longest_win)?;
    writeln!(out, "checksum {:016x}", report.checksum)?;
    let usage = |e: tables::TableError| CliError::Usage(e.to_string());
    let table = tables::TableFile::open(game, &opts.dir).map_err(usage)?;
    let start = Position::start(game);
    let line = tables::principal_line(&table, &start, 40).map_err(usage)?;
    let board = start.board();
    let words: Vec<String> = line
        .iter()
        .map(|&(m, v)| {
            format!(
                "{}({})",
                board.move_text(m),
                verdict_words(v).replace(' ', "")
            )
        })
        .collect();
    writeln!(out, "line {}", words.join(" "))?;
    let checked = tables::verify(&table, verify, 1).map_err(usage)?;
    writeln!(
        out,
        "verified {} random positions: {} inconsistent",
        checked.checked,
        checked.failures.len()
    )?;
    if !checked.failures.is_empty() {
        return Err(CliError::Usage(format!(
            "the table is not self-consistent: {}",
            checked.failures.join("; ")
        )));
    }
    let puzzles = tables::check_puzzles(&table).map_err(usage)?;
    writeln!(
        out,
        "puzzles {} of {} proved (the only winning move, the exact value)",
        puzzles.proved, puzzles.checked
    )?;
    for what in puzzles.not_unique.iter().chain(&puzzles.other_value) {
        writeln!(out, "  {what}")?;
    }
    if let Some((path, plies)) = book {
        let (entries, bytes) = tables::write_book(&table, plies, &path).map_err(usage)?;
        writeln!(
            out,
            "book {} positions within {plies} plies, {bytes} bytes: {}",
            entries,
            path.display()
        )?;
    }
    if measure > 0 {
        // Up to 60 random plies from the start; the same positions for every level.
        let records = tables::random_reachable(game, measure, 60, 2026);
        writeln!(
            out,
            "level positions keeps_value best won(kept/all) drawn(kept/all) lost(all)"
        )?;
        // Strongest first: Master's line comes out first.
        for level in folkchess_core::Level::ALL.into_iter().rev() {
            let r = tables::measure(&table, &records, level, 1).map_err(usage)?;
            let [w, d, l] = r.by_value;
            writeln!(
                out,
                "{} {} {} {} {}/{} {}/{} {}",
                level.id(),
                r.positions,
                r.keeps_value,
                r.best,
                w.1,
                w.0,
                d.1,
                d.0,
                l.0
            )?;
            out.flush()?;
        }
    }
    Ok(())
}

/// `folkchess engine --tables DIR`: the engine, with the finished tables found in `DIR`
/// (`GAME.table` of the games without captures that have no built-in solution).
pub fn engine_with_tables(dir: &std::path::Path) -> CliResult {
    let mut found = Vec::new();
    for game in [GameId::Huishi, GameId::Weiming, GameId::Zhongkui] {
        if dir.join(format!("{game}.table")).exists() {
            let t =
                tables::TableFile::open(game, dir).map_err(|e| CliError::Usage(e.to_string()))?;
            found.push(t);
        }
    }
    if found.is_empty() {
        return Err(CliError::Usage(format!(
            "{} holds no finished table (GAME.table, from `folkchess solve GAME --full --out DIR`)",
            dir.display()
        )));
    }
    folkchess_cli::engine::run_with_tables(found).map_err(CliError::Io)
}

/// `folkchess rules GAME [--lang]`: the game's rules, then the app rules as they hold
/// in the terminal (in Traditional characters with `--lang zh-Hant`); with `--markdown`,
/// the page `docs/rules/GAME.md`.
pub fn rules(game: GameId, lang: DisplayLanguage, markdown: bool) -> CliResult {
    let text = if markdown {
        rules_markdown(game)
    } else {
        render::terminal_rules(game, lang, render::TimerNote::NotInAGame, 78)
    };
    io::stdout().lock().write_all(text.as_bytes())?;
    Ok(())
}

/// The page `docs/rules/GAME.md`: the core's rules text of `game` in English and in
/// Chinese, each followed by the core's app rules (the apps' wording), unwrapped. The
/// core's plain rendering is Markdown already (underlined headings, `- ` bullets,
/// paragraphs between blank lines).
pub fn rules_markdown(game: GameId) -> String {
    let mut out = format!(
        "<!-- Generated by scripts/gen-rules-docs from `folkchess rules {game} --markdown`: \
         the core's rules text (core/src/text/rules_text). Do not edit; a test checks it is up to date. -->\n\n"
    );
    out.push_str(
        "The rules of this game as the core renders them for the apps' rules screens, in \
         English and in Chinese, each followed by the app rules in the apps' wording. \
         `folkchess rules` prints the same rules of the game, with the app rules as they hold \
         in the terminal (there the turn timer is set with `folkchess play --timer SECONDS`; \
         [docs/cli.md](../cli.md)). Notation and position text: \
         [docs/notation.md](../notation.md).\n\n",
    );
    for (i, lang) in [Lang::En, Lang::Zh].into_iter().enumerate() {
        if i > 0 {
            out.push_str("\n---\n\n");
        }
        out.push_str(&render_full_plain(game, lang, None));
    }
    out
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
    for line in art::draw(Scene::of_position(&pos, None), opts) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{}", pos.to_text())?;
    Ok(())
}
