//! `folkchess puzzle`: the puzzle set of the core (`folkchess_core::training::puzzle`,
//! `docs/puzzles.md`): `list` prints it, `generate` makes it (its output is the
//! committed file `core/src/training/puzzle/data/<game>.tsv`), and without a subcommand
//! the day's puzzle (or one of a game, a date, an id) is played.

use crate::commands::format_duration;
use crate::{CliError, CliResult};
use folkchess_core::files::puzzle_progress::Attempt;
use folkchess_core::files::store::SaveStore;
use folkchess_core::screens::trainer::{Trainer, TrainerEffect};
use folkchess_core::training::puzzle::{self, CivilDate, Puzzle};
use folkchess_core::{DisplayLanguage, GameId, Settings};
use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

/// The output format of `puzzle list`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListFormat {
    /// An aligned table with a header, for people.
    Plain,
    /// One tab-separated line per puzzle, no header: the committed file's format.
    Tsv,
}

/// Parses `--format` of `puzzle list`.
pub fn parse_list_format(s: &str) -> Result<ListFormat, String> {
    match s {
        "plain" | "text" => Ok(ListFormat::Plain),
        "tsv" => Ok(ListFormat::Tsv),
        _ => Err(format!("unknown format `{s}` (expected plain or tsv)")),
    }
}

/// The column titles of the plain list, which are also the TSV's fields.
const COLUMNS: [&str; 6] = ["id", "game", "position", "solution", "value", "difficulty"];

/// `folkchess puzzle list [--game G] [--format plain|tsv]`: every puzzle of the game
/// (of every game without `--game`), in the order of the set.
pub fn list(game: Option<GameId>, format: ListFormat) -> CliResult {
    let games: Vec<GameId> = match game {
        Some(g) => vec![g],
        None => GameId::ALL.to_vec(),
    };
    let all: Vec<&Puzzle> = games.iter().flat_map(|&g| puzzle::puzzles(g)).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    match format {
        ListFormat::Tsv => {
            for p in all {
                writeln!(out, "{}", p.to_line())?;
            }
        }
        ListFormat::Plain => {
            let rows: Vec<[String; 6]> = all
                .iter()
                .map(|p| {
                    [
                        p.id.clone(),
                        p.game.to_string(),
                        p.position.to_text(),
                        p.solution_text(),
                        p.value_text(),
                        p.difficulty.to_string(),
                    ]
                })
                .collect();
            let mut widths = COLUMNS.map(str::len);
            for row in &rows {
                for (w, cell) in widths.iter_mut().zip(row) {
                    *w = (*w).max(cell.chars().count());
                }
            }
            let line = |cells: &[&str]| -> String {
                let mut s = String::new();
                for (i, (cell, w)) in cells.iter().zip(widths).enumerate() {
                    if i + 1 == cells.len() {
                        s.push_str(cell);
                    } else {
                        s.push_str(&format!("{cell:<w$}  "));
                    }
                }
                s
            };
            writeln!(out, "{}", line(&COLUMNS))?;
            for row in &rows {
                let cells: Vec<&str> = row.iter().map(String::as_str).collect();
                writeln!(out, "{}", line(&cells))?;
            }
            writeln!(out, "{} puzzles", rows.len())?;
        }
    }
    out.flush()?;
    Ok(())
}

/// `folkchess puzzle check --game G --tables DIR`: every committed puzzle of `game` proved
/// against the finished table in `dir` (the only winning move, the exact distance); the
/// count on stdout, one line per puzzle that fails; an error if any fails.
pub fn check(game: GameId, dir: &Path) -> CliResult {
    let usage = |e: folkchess_cli::tables::TableError| CliError::Usage(e.to_string());
    let table = folkchess_cli::tables::TableFile::open(game, dir).map_err(|e| {
        CliError::Usage(format!(
            "no finished {game} table in {}: {e}",
            dir.display()
        ))
    })?;
    let start = Instant::now();
    let c = folkchess_cli::tables::check_puzzles(&table).map_err(usage)?;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{game}: {} of {} puzzles proved (the only winning move, the exact value), {}",
        c.proved,
        c.checked,
        format_duration(start.elapsed())
    )?;
    for what in c.not_unique.iter().chain(&c.other_value) {
        writeln!(out, "  {what}")?;
    }
    out.flush()?;
    if c.proved == c.checked {
        Ok(())
    } else {
        Err(CliError::Usage(format!(
            "{} of {} {game} puzzles are not proved by the table",
            c.checked - c.proved,
            c.checked
        )))
    }
}

/// `folkchess puzzle generate --game G [--out FILE] [--seed N] [--tables DIR]`: the set
/// on stdout or in FILE, exactly as committed for the default seed; what was done on
/// stderr. With `--tables`, each candidate is proved by the game's exact table
/// ([`puzzle::check_exact`]) instead of by search.
pub fn generate(game: GameId, out: Option<&Path>, seed: u64, tables: Option<&Path>) -> CliResult {
    let start = Instant::now();
    let mut progress = |stats: &puzzle::GenerateStats, found: usize| {
        eprintln!(
            "{game}: game {} played, {found} puzzles, {} candidates, {} rejected, {}",
            stats.games,
            stats.candidates,
            stats.rejected,
            format_duration(start.elapsed())
        );
    };
    let (puzzles, stats) = match tables {
        None => puzzle::generate_with_progress(game, seed, &mut progress),
        Some(dir) => {
            let table = folkchess_cli::tables::TableFile::open(game, dir).map_err(|e| {
                CliError::Usage(format!(
                    "no finished {game} table in {}: {e}",
                    dir.display()
                ))
            })?;
            // The checks run on several threads; the table reads one cell at a time.
            let table = std::sync::Mutex::new(table);
            let failed = std::sync::Mutex::new(None);
            let value_of = |pos: &folkchess_core::Position| {
                let table = table.lock().unwrap_or_else(|e| e.into_inner());
                match table.value(pos) {
                    Ok(v) => v,
                    Err(e) => {
                        failed
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .get_or_insert(e.to_string());
                        None
                    }
                }
            };
            let check = |pos: &folkchess_core::Position| (puzzle::check_exact(pos, &value_of), 0);
            let made = puzzle::generate_checked(game, seed, &check, &mut progress);
            if let Some(e) = failed.into_inner().unwrap_or_else(|e| e.into_inner()) {
                return Err(CliError::Usage(format!("puzzle generate --tables: {e}")));
            }
            made
        }
    };
    let text = puzzle::write_set(&puzzles);
    match out {
        Some(path) => std::fs::write(path, &text)
            .map_err(|e| CliError::Usage(format!("cannot write {}: {e}", path.display())))?,
        None => {
            let mut stdout = io::stdout().lock();
            stdout.write_all(text.as_bytes())?;
            stdout.flush()?;
        }
    }
    let mut by = [0usize; 3];
    for p in &puzzles {
        by[p.difficulty as usize] += 1;
    }
    let mut err = io::stderr().lock();
    let _ = writeln!(
        err,
        "{game}: {} puzzles (easy {}, medium {}, hard {}), {} bytes, {} positions, {} games, \
         {} candidates, {} rejected, {} check nodes, {}",
        puzzles.len(),
        by[0],
        by[1],
        by[2],
        text.len(),
        stats.positions,
        stats.games,
        stats.candidates,
        stats.rejected,
        stats.check_nodes,
        format_duration(start.elapsed())
    );
    Ok(())
}

/// Which puzzle `folkchess puzzle` shows: by id, else of the date (today by the
/// local clock when absent), within the game when one is given.
pub fn choose(
    game: Option<GameId>,
    date: Option<&str>,
    id: Option<&str>,
) -> Result<&'static Puzzle, CliError> {
    if let Some(id) = id {
        let p = puzzle::puzzle_by_id(id)
            .ok_or_else(|| CliError::Usage(format!("no puzzle has the id `{id}`")))?;
        if game.is_some_and(|g| g != p.game) {
            return Err(CliError::Usage(format!(
                "puzzle `{id}` is a puzzle of {}, not of {}",
                p.game,
                game.map_or(String::new(), |g| g.to_string())
            )));
        }
        return Ok(p);
    }
    let date = match date {
        Some(text) => CivilDate::parse(text).map_err(|e| CliError::Usage(e.to_string()))?,
        None => today(),
    };
    match game {
        None => Ok(puzzle::daily_puzzle(date)),
        Some(g) => puzzle::daily_puzzle_of(g, date)
            .ok_or_else(|| CliError::Usage(format!("there are no puzzles of {g}"))),
    }
}

/// Today's date in UTC (the terminal has no time-zone database; `--date` gives
/// another day).
pub fn today() -> CivilDate {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    CivilDate::from_days_since_epoch((secs / 86_400) as i64)
}

/// `folkchess puzzle [--game G] [--date YYYY-MM-DD] [--id ID]`: the puzzle is played
/// on the core's trainer ([`crate::trainer_shell`]): a move (`tm-m`), `undo`, `hint`,
/// `retry`, `solution`, `quit`. When the try is decided (solved, or failed) it is
/// recorded at once in the puzzle progress kept with the saves of the data directory,
/// with today's date, and the streak is shown.
pub fn play(p: &Puzzle, data_dir: Option<&Path>, lang: DisplayLanguage, ascii: bool) -> CliResult {
    let mut trainer = Trainer::puzzle(p, Settings::default(), lang);
    let mut out = io::stdout().lock();
    let mut lines = crate::trainer_shell::console(ascii, lang);
    crate::trainer_shell::run(
        &mut trainer,
        lang,
        ascii,
        &mut lines,
        &mut out,
        &mut |e, out| match e {
            TrainerEffect::PuzzleTried { attempt, .. } => record(p, *attempt, data_dir, out),
            _ => Ok(()),
        },
    )?;
    out.flush()?;
    Ok(())
}

/// Records the try in the progress file of the data directory and says the streak.
fn record(p: &Puzzle, attempt: Attempt, data_dir: Option<&Path>, out: &mut dyn Write) -> CliResult {
    let Some(dir) = data_dir
        .map(Path::to_path_buf)
        .or_else(crate::saves::default_data_dir)
    else {
        return Ok(());
    };
    // The progress kept with the saves, as the apps keep it (a damaged file is moved
    // aside by the write, and said).
    let file = SaveStore::new(crate::saves::store_dir(&dir)).puzzle_file();
    let today = today();
    let progress = match file.record(p, attempt, today, crate::wall::wall_ms()) {
        Ok((progress, aside)) => {
            if let Some(aside) = aside {
                writeln!(
                    out,
                    "The puzzle progress could not be read; it was moved to {} and started anew.",
                    aside.display()
                )?;
            }
            progress
        }
        Err(e) => {
            writeln!(out, "The progress was not recorded: {e}")?;
            return Ok(());
        }
    };
    let word = match attempt {
        Attempt::Solved => "solved",
        Attempt::Hinted => "solved with a hint",
        Attempt::Failed => "not solved",
    };
    let streak = progress.streak(today);
    writeln!(
        out,
        "Recorded: {} {word}. Daily streak: {streak} day{} (best {}).",
        p.id,
        if streak == 1 { "" } else { "s" },
        progress.best_streak()
    )?;
    Ok(())
}
