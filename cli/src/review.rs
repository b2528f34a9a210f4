//! `folkchess review`: the annotated move list of a game (a save file, or a game
//! given as moves), as text for people or as TSV for tools. Every value, label and
//! sentence comes from the core's review (`folkchess_core::ai::review`).

use crate::format::Format;
use crate::text::{game_title, shown};
use crate::{CliError, CliResult};
use folkchess_core::ai::review::{self, Review};
use folkchess_core::ai::CancelToken;
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{text::messages, DisplayLanguage, GameId, GameRecord, Position, Side};
use std::io::{self, Write};
use std::path::Path;

/// Where the game comes from.
pub enum Source<'a> {
    /// A save file in the apps' JSON format.
    File(&'a Path),
    /// A game, its plies in notation separated by spaces, and an optional start
    /// position text.
    Moves {
        /// The game.
        game: GameId,
        /// The plies (`b2-b3 pass c6-c5`).
        moves: &'a str,
        /// The start position, when not the game's start.
        position: Option<&'a str>,
    },
}

/// Reads the game to review.
fn record_of(source: &Source) -> Result<GameRecord, CliError> {
    match *source {
        Source::File(path) => crate::saves::read_file(path)
            .map(|saved| saved.record)
            .map_err(|e| CliError::Usage(format!("{} cannot be loaded: {e}", path.display()))),
        Source::Moves {
            game,
            moves,
            position,
        } => {
            let start = crate::commands::position_arg(game, position)?;
            let plies: Vec<&str> = moves.split_whitespace().collect();
            GameRecord::replay_text(start, &plies)
                .map_err(|e| CliError::Usage(format!("bad moves: {e}")))
        }
    }
}

/// `folkchess review FILE --share [--lang …]`: the game as text to share (the core's
/// `share_text`, dated by the save or today), which `review` and `play` read back.
pub fn share(path: &std::path::Path, display: DisplayLanguage) -> CliResult {
    let saved = crate::saves::read_file(path)
        .map_err(|e| CliError::Usage(format!("{} cannot be loaded: {e}", path.display())))?;
    let when = saved.saved_at_ms.unwrap_or_else(crate::wall::wall_ms);
    let text = folkchess_core::files::share::share_text(&saved, display, when, 0);
    io::stdout().lock().write_all(text.as_bytes())?;
    Ok(())
}

/// `folkchess review (FILE | --game GAME --moves "M1 M2 …" [--position TEXT])
/// [--format text|tsv] [--lang en|zh|zh-Hans|zh-Hant]`.
///
/// A save's mistakes (the player's: see `practice::keep_mistakes`) are kept as practice
/// exercises in `data_dir` (or the platform's data directory).
pub fn run(
    source: &Source,
    format: Format,
    display: DisplayLanguage,
    data_dir: Option<std::path::PathBuf>,
) -> CliResult {
    let saved = match *source {
        Source::File(path) => {
            let text = crate::saves::read_game_text(path)
                .map_err(|e| CliError::Usage(format!("cannot read {}: {e}", path.display())))?;
            Some(crate::saves::read_text(&text).map_err(|e| {
                CliError::Usage(format!("{} cannot be loaded: {e}", path.display()))
            })?)
        }
        Source::Moves { .. } => None,
    };
    let record = match &saved {
        Some(s) => s.record.clone(),
        None => record_of(source)?,
    };
    let review =
        review::review(&record, &CancelToken::new()).map_err(|e| CliError::Usage(e.to_string()))?;
    if let Some(saved) = &saved {
        crate::practice::keep_mistakes(saved, &review, data_dir);
    }
    let mut out = io::stdout().lock();
    match format {
        Format::Tsv => write_tsv(&mut out, &review)?,
        Format::Text => {
            // Written in the texts' language, shown in the display's script.
            let mut text = Vec::new();
            write_text(&mut text, &review, &record, display.primary())?;
            let text = String::from_utf8_lossy(&text);
            out.write_all(shown(display, &text).as_bytes())?;
        }
    }
    out.flush()?;
    Ok(())
}

/// The TSV side letter: `F` or `S`.
fn side_letter(side: Side) -> &'static str {
    match side {
        Side::First => "F",
        Side::Second => "S",
    }
}

fn write_tsv(out: &mut impl Write, review: &Review) -> io::Result<()> {
    for p in &review.plies {
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            p.number,
            side_letter(p.side),
            p.notation(),
            p.value_before.short_text(),
            p.value_after.short_text(),
            p.label.id(),
            p.best_notation().as_deref().unwrap_or("-"),
        )?;
    }
    Ok(())
}

fn write_text(
    out: &mut impl Write,
    review: &Review,
    record: &GameRecord,
    lang: Lang,
) -> io::Result<()> {
    let title = game_title(lang, review.game);
    let method = review.method.text(lang);
    match lang {
        Lang::En => writeln!(out, "Review of {title} ({method})")?,
        Lang::Zh => writeln!(out, "复盘：{title}（{method}）")?,
    }
    if review.start != Position::start(review.game) {
        writeln!(out, "{}", review.start.to_text())?;
    }
    for p in &review.plies {
        writeln!(out, "{}", p.comment(lang))?;
    }
    writeln!(out)?;
    for side in Side::BOTH {
        writeln!(out, "{}", review.side_text(side, lang))?;
    }
    writeln!(out, "{}", review.decided_text(lang))?;
    let status = match record.status().outcome() {
        Some(outcome) => messages::outcome_text(&outcome, lang),
        None => {
            let to_move = messages::to_move_text(record.current().side_to_move(), lang);
            match lang {
                Lang::En => format!("The game goes on: {to_move}."),
                Lang::Zh => format!("对局未结束：{to_move}。"),
            }
        }
    };
    writeln!(out, "{status}")
}
