//! Terminal facts (is it a terminal, colours, Unicode) and a stdin line reader that
//! runs on its own thread, so the play loop and the engine can wait for input with a
//! timeout or while a search runs.

use std::io::{self, BufRead, IsTerminal};
use std::sync::mpsc::{self, Receiver};
use std::thread;

/// What the terminal can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// Standard input is a terminal (the user's typing is echoed by the terminal).
    pub stdin_tty: bool,
    /// Standard output is a terminal: animations, countdowns and colours are allowed.
    pub stdout_tty: bool,
    /// Draw with Unicode glyphs.
    pub unicode: bool,
    /// Use ANSI colours.
    pub color: bool,
}

impl Term {
    /// Detects the terminal. Output that is not a terminal, or `TERM=dumb`, gives
    /// plain ASCII without escape codes; `ascii` asks for ASCII glyphs on a terminal;
    /// `no_color` or the `NO_COLOR` variable turn colours off.
    pub fn detect(ascii: bool, no_color: bool) -> Term {
        let stdout_tty = io::stdout().is_terminal();
        let stdin_tty = io::stdin().is_terminal();
        let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
        let fancy = stdout_tty && !dumb;
        Term {
            stdin_tty,
            stdout_tty: fancy,
            unicode: fancy && !ascii,
            color: fancy && !no_color && std::env::var_os("NO_COLOR").is_none(),
        }
    }
}

/// Starts a thread that reads standard input line by line and sends each line
/// (without its line ending; invalid UTF-8 replaced) on the returned channel. The
/// channel disconnects at end of input or on a read error.
pub fn spawn_line_reader() -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let stdin = io::stdin();
        let mut lock = stdin.lock();
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match lock.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&buf);
                    let line = line.trim_end_matches(['\n', '\r']).to_string();
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            }
        }
    });
    rx
}
