//! `folkchess practice`: the player's mistakes from reviewed games, as exercises — the
//! position before the mistake, "find a better move" — judged by the core
//! (`folkchess_core::training::practice`) and kept until solved, with the saves in the data directory.

use crate::format::Format;
use crate::saves::{self, store_dir};
use crate::{CliError, CliResult};
use folkchess_core::ai::review::Review;
use folkchess_core::files::practice::PracticeFile;
use folkchess_core::files::store::SaveStore;
use folkchess_core::screens::trainer::{Trainer, TrainerEffect};
use folkchess_core::training::practice::{exercises_of, Exercise};
use folkchess_core::{DisplayLanguage, GameId, Mode, SavedGame, Settings};
use std::io::{self, Write};
use std::path::PathBuf;

/// The practice file of `data_dir` (or the platform's data directory), if there is one.
pub fn practice_file(data_dir: Option<PathBuf>) -> Option<PracticeFile> {
    let dir = data_dir.or_else(saves::default_data_dir)?;
    Some(SaveStore::new(store_dir(&dir)).practice_file())
}

/// After `review FILE`: the player's mistakes and blunders of `saved` become exercises
/// (against the computer the player's side, between two players both); a line on stderr
/// says how many were added.
pub fn keep_mistakes(saved: &SavedGame, review: &Review, data_dir: Option<PathBuf>) {
    let player = match saved.setup.mode {
        Mode::VsComputer { human, .. } => Some(human),
        Mode::PassAndPlay => None,
    };
    let exercises = exercises_of(review, player, 0);
    let Some(file) = practice_file(data_dir) else {
        return;
    };
    if exercises.is_empty() {
        return;
    }
    match file.add(&exercises, crate::wall::wall_ms()) {
        Ok(0) => {}
        Ok(n) => eprintln!(
            "{n} mistake{} kept for practice: `folkchess practice` to find better moves.",
            if n == 1 { "" } else { "s" }
        ),
        Err(e) => eprintln!("folkchess: the mistakes could not be kept for practice: {e}"),
    }
}

/// `folkchess practice [--data-dir DIR] [--game G] [--list [--format tsv]]`.
pub fn run(
    data_dir: Option<PathBuf>,
    game: Option<GameId>,
    list: bool,
    format: Format,
) -> CliResult {
    let file = practice_file(data_dir).ok_or_else(|| {
        CliError::Usage("no data directory: pass --data-dir DIR (HOME is not set)".into())
    })?;
    let practice = file
        .load()
        .map_err(|e| CliError::Usage(format!("{e} (the next change moves it aside)")))?;
    let open: Vec<Exercise> = practice.open(game).into_iter().cloned().collect();
    if list {
        let mut out = io::stdout().lock();
        if format == Format::Tsv {
            writeln!(out, "id\tgame\tlabel\tposition\tplayed\tbest")?;
        }
        for e in &open {
            match format {
                Format::Tsv => writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{}\t{}",
                    e.id,
                    e.game.id(),
                    e.label,
                    e.position,
                    e.played,
                    e.best.as_deref().unwrap_or("-")
                )?,
                Format::Text => writeln!(
                    out,
                    "{}  {:<8} {:<8} played {:<8} in {}",
                    e.id,
                    e.game.id(),
                    e.label,
                    e.played,
                    e.position
                )?,
            }
        }
        if format == Format::Text && open.is_empty() {
            writeln!(out, "{}", nothing_open())?;
        }
        return Ok(());
    }
    if open.is_empty() {
        println!("{}", nothing_open());
        return Ok(());
    }
    // Each exercise on the core's trainer, as the apps play it.
    let lang = DisplayLanguage::En;
    let mut out = io::stdout().lock();
    let mut lines = crate::trainer_shell::console(false, lang);
    let total = open.len();
    for (i, e) in open.iter().enumerate() {
        let mut trainer = match Trainer::exercise(e, Settings::default(), lang) {
            Ok(t) => t,
            Err(why) => {
                writeln!(out, "Exercise {} is skipped: {why}.", e.id)?;
                continue;
            }
        };
        writeln!(out)?;
        writeln!(
            out,
            "Exercise {} of {total} ({}): a {} was played here. Find a better move.",
            i + 1,
            e.game.id(),
            e.label
        )?;
        let left = crate::trainer_shell::run(
            &mut trainer,
            lang,
            false,
            &mut lines,
            &mut out,
            &mut |effect, out| {
                if let TrainerEffect::ExerciseSolved { exercise_id } = effect {
                    file.solve(exercise_id, crate::wall::wall_ms())
                        .map_err(|err| CliError::Usage(err.to_string()))?;
                    writeln!(out, "Solved: it is no longer open.")?;
                }
                Ok(())
            },
        )?;
        if left == crate::trainer_shell::Left::Quit {
            return Ok(());
        }
    }
    writeln!(out, "\nNo more exercises this time.")?;
    Ok(())
}

fn nothing_open() -> &'static str {
    "No exercises open: review a game (`folkchess review FILE`) to turn its mistakes into exercises."
}
