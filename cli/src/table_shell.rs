//! The terminal's shell of the core's game table ([`folkchess_core::screens::table`], the game
//! screen of both apps): the events of `folkchess play` go in with the time of this
//! shell's monotonic clock, and the effects that come out are carried out here — the
//! autosave in the data directory, a game filed under the saved games, the autosave slot
//! emptied — except the searches, which are handed back to the prompt loop to run while
//! it shows that the computer thinks. What the game looks like and says is the table's
//! view ([`TableShell::view`]).

use crate::saves::Autosave;
pub use crate::wall::wall_ms;
use folkchess_core::screens::table::{
    GameTable, QuestionView, SearchJob, TableEffect, TableEvent, TableView,
};
use folkchess_core::{DisplayLanguage, Session, Settings};
use std::time::Instant;

/// The settings of the terminal's table: the apps' defaults, without sound, vibration or
/// a banner turned upside down, and with hints between two players (no button offers one
/// there: a player types `hint` to ask for it).
pub fn terminal_settings() -> Settings {
    Settings {
        sound: false,
        haptics: false,
        rotate_for_opponent: false,
        hints_in_pass_and_play: true,
        ..Settings::default()
    }
}

/// A game table on the terminal, with its clock and the autosave.
pub struct TableShell {
    table: GameTable,
    language: DisplayLanguage,
    epoch: Instant,
    autosave: Autosave,
    /// Writes that failed and were not yet reported (why).
    failures: Vec<String>,
}

impl TableShell {
    /// A shell for `session` (not started: send [`TableEvent::Start`]), showing its words
    /// in `language`.
    pub fn new(session: Session, language: DisplayLanguage, autosave: Autosave) -> TableShell {
        TableShell {
            table: GameTable::new(session, terminal_settings(), language),
            language,
            epoch: Instant::now(),
            autosave,
            failures: Vec::new(),
        }
    }

    /// The time of this shell's monotonic clock, in milliseconds.
    pub fn now_ms(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// The table (the session: record, setup, clock).
    pub fn table(&self) -> &GameTable {
        &self.table
    }

    /// The autosave.
    pub fn autosave(&self) -> &Autosave {
        &self.autosave
    }

    /// What the screen shows now.
    pub fn view(&self) -> TableView {
        self.table.view(self.now_ms())
    }

    /// The question on the table as it is worded in `language` (for the answers'
    /// words in the other language: a copy of the table is asked, the table is left as
    /// it is).
    pub fn question_in(&self, language: DisplayLanguage) -> Option<QuestionView> {
        let mut copy = self.table.clone();
        let now = self.now_ms();
        copy.handle(TableEvent::Settings(terminal_settings(), language), now);
        copy.view(now).question
    }

    /// Sends `event` now and carries out its effects; returns the searches to run, in
    /// order (each answered with [`TableEvent::SearchDone`]).
    ///
    /// The start of a game with no ply does not write the autosave: an unfinished game
    /// the player did not continue stays there until the new game has a ply.
    pub fn send(&mut self, event: TableEvent) -> Vec<SearchJob> {
        let fresh_start =
            event == TableEvent::Start && self.table.session().record().ply_count() == 0;
        let now = self.now_ms();
        let mut searches = Vec::new();
        for effect in self.table.handle(event, now) {
            let written: Result<(), String> = match effect {
                TableEffect::Search(job) => {
                    searches.push(job);
                    Ok(())
                }
                // Searches run one at a time while the prompt waits: nothing runs that
                // a cancel could stop, and the table drops a late answer anyway.
                TableEffect::CancelSearch(_) => Ok(()),
                TableEffect::Autosave(_) if fresh_start => Ok(()),
                TableEffect::Autosave(game) => self
                    .autosave
                    .write(&game, wall_ms())
                    .map_err(|e| e.to_string()),
                TableEffect::Save(game) => self
                    .autosave
                    .file(&game, wall_ms())
                    .map_err(|e| e.to_string()),
                TableEffect::ClearAutosave => self.autosave.clear().map_err(|e| e.to_string()),
                // Counted in the statistics (`folkchess stats`); a damaged statistics
                // file is moved aside, and the player told where.
                TableEffect::Finished(game) => match self.autosave.count(game, wall_ms()) {
                    Ok(None) => Ok(()),
                    Ok(Some(aside)) => Err(format!(
                        "the statistics file could not be read; it was moved to {} and new statistics were started",
                        aside.display()
                    )),
                    Err(e) => Err(e.to_string()),
                },
                // No sound or vibration in a terminal (the settings ask for none).
                TableEffect::Feedback(_) => Ok(()),
            };
            if let Err(e) = written {
                self.failures.push(e);
            }
        }
        searches
    }

    /// Another game on the table (a loaded one): the old table is left, the new one
    /// started. Returns the searches to run.
    pub fn replace(&mut self, session: Session) -> Vec<SearchJob> {
        self.send(TableEvent::Leave);
        self.table = GameTable::new(session, terminal_settings(), self.language);
        self.send(TableEvent::Start)
    }

    /// Why writes failed since the last call.
    pub fn take_failures(&mut self) -> Vec<String> {
        std::mem::take(&mut self.failures)
    }
}

#[cfg(test)]
mod tests {
    //! The shared game-table transcripts (`tests/transcripts`) through this shell: the
    //! whole games there (only `start`, `play` and `settle` steps) are played as the
    //! terminal plays them — each move typed as a whole, each search run as soon as it
    //! is handed out — and after every step at which the core's test shows no search
    //! under way, the banner, the status and the move list must be the same.

    use super::*;
    use folkchess_core::ai::CancelToken;
    use folkchess_core::screens::table::TableEvent;
    use folkchess_core::{GameId, Level, Mode, Setup, Side};
    use std::path::{Path, PathBuf};

    fn transcripts() -> Vec<PathBuf> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/transcripts");
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("tests/transcripts")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect();
        files.sort();
        files
    }

    /// The setup and seed of a transcript whose header this test knows (the game, the
    /// seed, `lang en`), or `None`.
    fn header(lines: &[&str]) -> Option<(GameId, Setup, u64)> {
        let mut game = None;
        let mut mode = Mode::PassAndPlay;
        let mut seed = 1;
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                [] => {}
                ["game", g, "pass"] => game = g.parse().ok(),
                ["game", g, "vs", level, side] => {
                    game = g.parse().ok();
                    mode = Mode::VsComputer {
                        level: level.parse::<Level>().ok()?,
                        human: side.parse::<Side>().ok()?,
                    };
                }
                ["seed", n] => seed = n.parse().ok()?,
                ["lang", "en"] => {}
                _ => return None,
            }
        }
        let setup = Setup {
            mode,
            turn_seconds: None,
        };
        Some((game?, setup, seed))
    }

    fn shown(view: &TableView) -> Vec<String> {
        let moves: Vec<String> = view
            .moves
            .rows
            .iter()
            .map(|r| format!("{}. {}", r.number, r.text))
            .collect();
        vec![
            format!("banner: {}", view.banner.text),
            format!("status: {}", view.status),
            format!(
                "moves: {}",
                if moves.is_empty() {
                    "-".to_string()
                } else {
                    moves.join(" · ")
                }
            ),
        ]
    }

    #[test]
    fn the_shared_whole_games_end_the_same_through_the_terminals_shell() {
        let mut played = 0;
        for path in transcripts() {
            let text = std::fs::read_to_string(&path).unwrap();
            let lines: Vec<&str> = text
                .lines()
                .map(|l| if l.starts_with('#') { "" } else { l })
                .collect();
            let first = lines.iter().position(|l| l.starts_with('>')).unwrap();
            let Some((game, setup, seed)) = header(&lines[..first]) else {
                continue;
            };
            let steps: Vec<(usize, &str)> = lines
                .iter()
                .enumerate()
                .filter(|(_, l)| l.starts_with('>'))
                .map(|(i, l)| (i, *l))
                .collect();
            let words = |l: &str| -> Vec<String> {
                l[1..]
                    .split_whitespace()
                    .skip(1)
                    .map(String::from)
                    .collect()
            };
            if !steps.iter().all(|(_, l)| {
                matches!(
                    words(l).first().map(String::as_str),
                    Some("start" | "play" | "settle")
                )
            }) {
                continue;
            }
            let session = Session::new(game, setup, seed).unwrap();
            let mut shell = TableShell::new(session, DisplayLanguage::En, Autosave::new(None));
            for (n, &(at, step)) in steps.iter().enumerate() {
                let w = words(step);
                let mut jobs = match w[0].as_str() {
                    "start" => shell.send(TableEvent::Start),
                    "play" => {
                        let m = shell.table().board().parse_move(&w[1]).unwrap();
                        shell.send(TableEvent::Play(m))
                    }
                    _ => Vec::new(),
                };
                while !jobs.is_empty() {
                    let job = jobs.remove(0);
                    let answer = job.run(&CancelToken::new());
                    jobs.extend(shell.send(TableEvent::SearchDone(answer)));
                }
                let end = steps.get(n + 1).map_or(lines.len(), |s| s.0);
                // The terminal turns no banner towards the far player.
                let expected: Vec<&str> = lines[at + 1..end]
                    .iter()
                    .filter(|l| {
                        ["banner: ", "status: ", "moves: "]
                            .iter()
                            .any(|p| l.starts_with(p))
                    })
                    .map(|l| l.trim_end_matches(" (turned)"))
                    .collect();
                let busy = lines[at + 1..end].iter().any(|l| l.starts_with("busy: "));
                if !busy {
                    assert_eq!(
                        shown(&shell.view()),
                        expected,
                        "{}:{}",
                        path.display(),
                        at + 1
                    );
                }
            }
            assert!(shell.view().is_over, "{}", path.display());
            played += 1;
        }
        assert!(played >= 8, "only {played} whole games");
    }
}
