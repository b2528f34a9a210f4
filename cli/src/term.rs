//! The terminal: what it can do (is it a terminal, colours, Unicode, its size), raw
//! mode for the line editor (through `rustix`'s termios, on Unix), and a thread that
//! reads standard input so the play loop and the engine can wait for input with a
//! timeout or while a search runs.

use folkchess_cli::engine::{read_line_limited, LimitedLine};
use std::io::{self, IsTerminal, Read};
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

/// The terminal's size in (columns, rows): asked from the terminal on standard output,
/// else from `COLUMNS` and `LINES`, else 80 × 24.
pub fn size() -> (usize, usize) {
    #[cfg(unix)]
    {
        if let Ok(ws) = rustix::termios::tcgetwinsize(io::stdout()) {
            if ws.ws_col > 0 && ws.ws_row > 0 {
                return (usize::from(ws.ws_col), usize::from(ws.ws_row));
            }
        }
    }
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .filter(|&n: &usize| n > 0)
            .unwrap_or(default)
    };
    (env("COLUMNS", 80), env("LINES", 24))
}

/// Standard input in raw mode while this lives: no line discipline, no echo, and
/// Ctrl-C, Ctrl-D, Ctrl-Z and Ctrl-S arrive as bytes. Output processing stays on (a
/// newline still starts a new line). Dropping it restores the modes it found.
pub struct RawMode {
    #[cfg(unix)]
    saved: rustix::termios::Termios,
}

impl RawMode {
    /// Switches standard input to raw mode; `None` when it is not a terminal or the
    /// terminal refuses (then the caller reads plain lines).
    pub fn enable() -> Option<RawMode> {
        #[cfg(unix)]
        {
            use rustix::termios::{
                tcgetattr, tcsetattr, InputModes, LocalModes, OptionalActions, SpecialCodeIndex,
            };
            let stdin = io::stdin();
            if !stdin.is_terminal() {
                return None;
            }
            let saved = tcgetattr(&stdin).ok()?;
            let mut raw = saved.clone();
            raw.local_modes.remove(
                LocalModes::ICANON | LocalModes::ECHO | LocalModes::ISIG | LocalModes::IEXTEN,
            );
            raw.input_modes.remove(InputModes::IXON);
            // Enter arrives as \r or \n, either is Enter.
            raw.special_codes[SpecialCodeIndex::VMIN] = 1;
            raw.special_codes[SpecialCodeIndex::VTIME] = 0;
            tcsetattr(&stdin, OptionalActions::Now, &raw).ok()?;
            Some(RawMode { saved })
        }
        #[cfg(not(unix))]
        {
            None
        }
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        #[cfg(unix)]
        {
            let _ = rustix::termios::tcsetattr(
                io::stdin(),
                rustix::termios::OptionalActions::Now,
                &self.saved,
            );
        }
    }
}

/// Throws away what was typed on a terminal in line mode but not yet read (a half-typed
/// line when a turn runs out). Does nothing elsewhere.
pub fn discard_typed_input() {
    #[cfg(unix)]
    {
        let stdin = io::stdin();
        if stdin.is_terminal() {
            let _ = rustix::termios::tcflush(&stdin, rustix::termios::QueueSelector::IFlush);
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
        let limit = folkchess_core::files::limits::MAX_LINE_BYTES;
        loop {
            match read_line_limited(&mut lock, limit) {
                Ok(LimitedLine::End) | Err(_) => break,
                Ok(LimitedLine::TooLong) => {
                    // Said on stderr (the prompt's output is the game's); the input ends
                    // here: it may have no end.
                    eprintln!(
                        "folkchess: a line of input is longer than the limit of {}; the rest of the input is not read",
                        folkchess_core::files::limits::limit_text(limit as u64)
                    );
                    break;
                }
                Ok(LimitedLine::Line(buf)) => {
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

/// Starts a thread that sends the bytes of standard input as they arrive (for raw
/// mode). The channel disconnects at end of input or on a read error.
pub fn spawn_byte_reader() -> Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let stdin = io::stdin();
        let mut lock = stdin.lock();
        let mut buf = [0u8; 256];
        loop {
            match lock.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => {
                    if tx.send(buf[..n].to_vec()).is_err() {
                        break;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
    });
    rx
}
