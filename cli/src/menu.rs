//! The start menu of `folkchess play` when no game is named on the command line: the
//! game, then the computer's level (or two players) and the side.

use crate::console::Console;
use crate::input;
use crate::text::{self, fill, Strings};
use folkchess_core::rules::setup::DEFAULT_LEVEL;
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{GameId, Level, Mode, Side};
use std::io;

/// The start menu (no game on the command line).
pub struct Menu<'a> {
    /// Where it asks.
    pub console: &'a mut Console,
    /// Its words.
    pub t: &'static Strings,
    /// Their language.
    pub lang: Lang,
}

impl Menu<'_> {
    fn read(&mut self, prompt: &str) -> io::Result<Option<String>> {
        Ok(self
            .console
            .ask(prompt)?
            .map(|a| input::normalise(&a).to_lowercase()))
    }

    /// Asks for the game; `None` when the menu was left.
    pub fn ask_game(&mut self) -> io::Result<Option<GameId>> {
        self.console.line(self.t.menu_title)?;
        for (i, g) in GameId::ALL.iter().enumerate() {
            self.console
                .line(&format!("  {}  {}", i + 1, text::game_title(self.lang, *g)))?;
        }
        loop {
            let Some(answer) = self.read(self.t.menu_game_prompt)? else {
                return Ok(None);
            };
            let choice = match answer.as_str() {
                "" => Some(GameId::ALL[0]),
                "q" | "quit" => return Ok(None),
                a => a
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|i| GameId::ALL.get(i).copied())
                    .or_else(|| a.parse().ok()),
            };
            match choice {
                Some(g) => return Ok(Some(g)),
                None => self
                    .console
                    .line(&fill(self.t.menu_bad_choice, &[&answer]))?,
            }
        }
    }

    /// Asks for the computer's level (or two players) and the side; `None` when the
    /// menu was left.
    pub fn ask_mode(&mut self) -> io::Result<Option<Mode>> {
        let level = loop {
            let levels: Vec<String> = Level::ALL
                .iter()
                .enumerate()
                .map(|(i, &l)| format!("{} {}", i + 1, text::level_name(self.lang, l)))
                .collect();
            let prompt = fill(
                self.t.menu_level_prompt,
                &[
                    &levels.join(self.t.list_separator),
                    text::level_name(self.lang, DEFAULT_LEVEL),
                ],
            );
            let Some(answer) = self.read(&prompt)? else {
                return Ok(None);
            };
            let choice = match answer.as_str() {
                "" => Some(Some(DEFAULT_LEVEL)),
                "p" | "2p" | "pass-and-play" => Some(None),
                a => a
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|i| Level::ALL.get(i).copied())
                    .or_else(|| a.parse().ok())
                    .map(Some),
            };
            match choice {
                Some(l) => break l,
                None => self
                    .console
                    .line(&fill(self.t.menu_bad_choice, &[&answer]))?,
            }
        };
        let Some(level) = level else {
            return Ok(Some(Mode::PassAndPlay));
        };
        let human = loop {
            let prompt = fill(
                self.t.menu_side_prompt,
                &[
                    text::side_name(self.lang, Side::First),
                    text::side_name(self.lang, Side::Second),
                ],
            );
            let Some(answer) = self.read(&prompt)? else {
                return Ok(None);
            };
            match answer.as_str() {
                "" | "f" | "first" | "1" | "red" => break Side::First,
                "s" | "second" | "2" | "black" => break Side::Second,
                _ => self
                    .console
                    .line(&fill(self.t.menu_bad_choice, &[&answer]))?,
            }
        };
        Ok(Some(Mode::VsComputer { level, human }))
    }
}
