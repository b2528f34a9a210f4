//! `folkchess stats`: the results of the games finished in `folkchess play` (and counted
//! the same way by the apps), kept with the saves in the data directory.

use crate::format::Format;
use crate::saves::{self, store_dir};
use crate::{CliError, CliResult};
use folkchess_core::files::stats::{Opponent, Stats, StatsRow};
use folkchess_core::files::store::SaveStore;
use folkchess_core::text::rules_text::{game_name, Lang};
use folkchess_core::{GameId, StatsFile};
use std::io::{self, Write};
use std::path::PathBuf;

/// The statistics file of `data_dir` (or the platform's data directory).
fn stats_file(data_dir: Option<PathBuf>) -> Result<StatsFile, CliError> {
    let dir = data_dir.or_else(saves::default_data_dir).ok_or_else(|| {
        CliError::Usage("no data directory: pass --data-dir DIR (HOME is not set)".into())
    })?;
    Ok(SaveStore::new(store_dir(&dir)).stats_file())
}

/// `folkchess stats [--data-dir DIR] [--format text|tsv] [--reset --yes]`.
pub fn run(data_dir: Option<PathBuf>, format: Format, reset: bool, yes: bool) -> CliResult {
    let file = stats_file(data_dir)?;
    if reset {
        if !yes {
            return Err(CliError::Usage(
                "--reset empties the statistics for good; add --yes to confirm".into(),
            ));
        }
        file.reset().map_err(|e| CliError::Usage(e.to_string()))?;
        println!("The statistics are empty.");
        return Ok(());
    }
    let stats = file.load().map_err(|e| {
        CliError::Usage(format!(
            "{e} (it is left as it is; the next finished game moves it aside and starts anew)"
        ))
    })?;
    let text = match format {
        Format::Tsv => tsv(&stats),
        Format::Text => plain(&stats),
    };
    io::stdout().lock().write_all(text.as_bytes())?;
    Ok(())
}

/// One line a game × opponent: `game opponent won drawn lost`, with a header line.
pub fn tsv(stats: &Stats) -> String {
    let mut out = String::from("game\topponent\twon\tdrawn\tlost\n");
    for r in stats.rows() {
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\n",
            r.game.id(),
            r.opponent.id(),
            r.won,
            r.drawn,
            r.lost
        ));
    }
    out
}

fn opponent_words(o: Opponent) -> String {
    match o {
        Opponent::Computer { level } => format!("computer {}", level.id()),
        Opponent::PassAndPlay => "two players (First's results)".into(),
    }
}

/// A table for people: per game its rows, then the streak and the rating.
pub fn plain(stats: &Stats) -> String {
    let rows = stats.rows();
    if rows.is_empty() {
        return "No finished games yet: games finished in `folkchess play` are counted here.\n"
            .into();
    }
    let mut out = String::new();
    for game in GameId::ALL {
        let of_game: Vec<&StatsRow> = rows.iter().filter(|r| r.game == game).collect();
        if of_game.is_empty() {
            continue;
        }
        out.push_str(&format!(
            "{} {}\n",
            game_name(game, Lang::En),
            game_name(game, Lang::Zh)
        ));
        out.push_str(&format!(
            "  {:<32} {:>5} {:>5} {:>5}\n",
            "opponent", "won", "drawn", "lost"
        ));
        for r in &of_game {
            out.push_str(&format!(
                "  {:<32} {:>5} {:>5} {:>5}\n",
                opponent_words(r.opponent),
                r.won,
                r.drawn,
                r.lost
            ));
        }
        let streak = stats.streak(game);
        out.push_str(&format!(
            "  wins in a row against the computer: {} now, {} at best\n",
            streak.current, streak.best
        ));
        if let Some(r) = stats.rating(game) {
            out.push_str(&format!(
                "  rating: {:.0}{} over {} game{} against the computer\n",
                r.value,
                if r.provisional { " (provisional)" } else { "" },
                r.games,
                if r.games == 1 { "" } else { "s" }
            ));
        }
        out.push('\n');
    }
    out
}
