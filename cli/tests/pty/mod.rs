//! Runs `folkchess` on a pseudo-terminal (through `rustix`'s pty functions) and keeps
//! a picture of the screen as a terminal would show it: a small emulator of the
//! escape sequences the program writes (cursor moves, erasing, save and restore of
//! the cursor, colours ignored), with wide characters taking two columns and lines
//! that scroll off the top kept in a scrollback.
//!
//! Waits are for text to appear on the screen, never for a time: the only clock is a
//! watchdog that fails a test which sees nothing for minutes.

#![allow(dead_code)]

use rustix::pty::{grantpt, openpt, ptsname, unlockpt, OpenptFlags};
use rustix::termios::{tcgetattr, tcsetwinsize, LocalModes, Winsize};
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// How long a wait may see nothing new before the test is called stuck (far longer
/// than any step needs on a loaded machine; `FOLKCHESS_PTY_PATIENCE` seconds if set).
fn stuck_after() -> Duration {
    let secs = std::env::var("FOLKCHESS_PTY_PATIENCE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    Duration::from_secs(secs)
}

/// A screen: rows of cells, the cursor, and the lines scrolled away.
#[derive(Debug)]
pub struct Screen {
    cols: usize,
    rows: usize,
    cells: Vec<Vec<char>>,
    row: usize,
    col: usize,
    saved: (usize, usize),
    scrollback: Vec<String>,
    /// Bytes of an escape sequence or a character not yet complete.
    pending: Vec<u8>,
}

/// The cell after a wide character.
const WIDE_TAIL: char = '\0';

fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6)
}

impl Screen {
    /// An empty screen.
    pub fn new(cols: usize, rows: usize) -> Screen {
        Screen {
            cols,
            rows,
            cells: vec![vec![' '; cols]; rows],
            row: 0,
            col: 0,
            saved: (0, 0),
            scrollback: Vec::new(),
            pending: Vec::new(),
        }
    }

    fn line_text(cells: &[char]) -> String {
        let s: String = cells.iter().filter(|&&c| c != WIDE_TAIL).collect();
        s.trim_end().to_string()
    }

    /// The rows as text (trailing blanks trimmed).
    pub fn lines(&self) -> Vec<String> {
        self.cells.iter().map(|r| Screen::line_text(r)).collect()
    }

    /// The screen as text.
    pub fn text(&self) -> String {
        self.lines().join("\n")
    }

    /// The scrollback and the screen.
    pub fn all_text(&self) -> String {
        let mut all = self.scrollback.clone();
        all.extend(self.lines());
        all.join("\n")
    }

    /// The row the cursor is on.
    pub fn cursor_line(&self) -> String {
        Screen::line_text(&self.cells[self.row])
    }

    /// The cursor's column.
    pub fn cursor_col(&self) -> usize {
        self.col.min(self.cols - 1)
    }

    fn scroll(&mut self) {
        let top = self.cells.remove(0);
        self.scrollback.push(Screen::line_text(&top));
        self.cells.push(vec![' '; self.cols]);
    }

    fn newline(&mut self) {
        if self.row + 1 >= self.rows {
            self.scroll();
        } else {
            self.row += 1;
        }
    }

    fn put(&mut self, c: char) {
        let w = if is_wide(c) { 2 } else { 1 };
        if self.col + w > self.cols {
            self.col = 0;
            self.newline();
        }
        self.cells[self.row][self.col] = c;
        if w == 2 {
            self.cells[self.row][self.col + 1] = WIDE_TAIL;
        }
        self.col += w;
    }

    /// Takes the bytes the program wrote.
    pub fn feed(&mut self, bytes: &[u8]) {
        self.pending.extend_from_slice(bytes);
        let data = std::mem::take(&mut self.pending);
        let mut i = 0;
        while i < data.len() {
            match self.step(&data[i..]) {
                Some(n) => i += n,
                None => {
                    self.pending = data[i..].to_vec();
                    return;
                }
            }
        }
    }

    /// Handles what starts `b`; the bytes used, or `None` when incomplete.
    fn step(&mut self, b: &[u8]) -> Option<usize> {
        match b[0] {
            b'\r' => {
                self.col = 0;
                Some(1)
            }
            b'\n' => {
                self.newline();
                Some(1)
            }
            0x08 => {
                self.col = self.col.saturating_sub(1);
                Some(1)
            }
            0x1b => self.escape(b),
            c if c < 0x20 || c == 0x7f => Some(1),
            c => {
                let len = match c {
                    0..=0x7f => 1,
                    0xc0..=0xdf => 2,
                    0xe0..=0xef => 3,
                    _ => 4,
                };
                if b.len() < len {
                    return None;
                }
                let ch = std::str::from_utf8(&b[..len])
                    .ok()
                    .and_then(|s| s.chars().next())
                    .unwrap_or('?');
                self.put(ch);
                Some(len)
            }
        }
    }

    fn escape(&mut self, b: &[u8]) -> Option<usize> {
        let second = *b.get(1)?;
        match second {
            b'7' => {
                self.saved = (self.row, self.col);
                Some(2)
            }
            b'8' => {
                (self.row, self.col) = self.saved;
                Some(2)
            }
            b'[' => {
                let end = b[2..].iter().position(|c| (0x40..0x7f).contains(c))?;
                let params = std::str::from_utf8(&b[2..2 + end]).unwrap_or("");
                let fin = b[2 + end];
                let nums: Vec<usize> = params
                    .trim_start_matches('?')
                    .split(';')
                    .map(|p| p.parse().unwrap_or(0))
                    .collect();
                let n = nums.first().copied().filter(|&n| n > 0).unwrap_or(1);
                match fin {
                    b'A' => self.row = self.row.saturating_sub(n),
                    b'B' => self.row = (self.row + n).min(self.rows - 1),
                    b'C' => self.col = (self.col + n).min(self.cols - 1),
                    b'D' => self.col = self.col.saturating_sub(n),
                    b'H' | b'f' => {
                        self.row =
                            (nums.first().copied().unwrap_or(1).max(1) - 1).min(self.rows - 1);
                        self.col =
                            (nums.get(1).copied().unwrap_or(1).max(1) - 1).min(self.cols - 1);
                    }
                    b'K' => {
                        let col = self.col.min(self.cols);
                        let row = &mut self.cells[self.row];
                        match nums.first().copied().unwrap_or(0) {
                            0 => row[col..].fill(' '),
                            1 => row[..=col.min(self.cols - 1)].fill(' '),
                            _ => row.fill(' '),
                        }
                    }
                    b'J' => {
                        let col = self.col.min(self.cols);
                        match nums.first().copied().unwrap_or(0) {
                            0 => {
                                self.cells[self.row][col..].fill(' ');
                                for r in self.row + 1..self.rows {
                                    self.cells[r].fill(' ');
                                }
                            }
                            _ => {
                                for r in 0..self.rows {
                                    self.cells[r].fill(' ');
                                }
                            }
                        }
                    }
                    _ => {} // colours and modes
                }
                Some(3 + end)
            }
            _ => Some(2),
        }
    }
}

/// `folkchess` on a pseudo-terminal.
pub struct Pty {
    master: File,
    /// The terminal side, kept to look at its modes after the program ends.
    slave: Option<File>,
    child: Child,
    rx: Receiver<Vec<u8>>,
    /// What the terminal shows.
    pub screen: Screen,
    /// Everything written, as bytes.
    pub raw: Vec<u8>,
}

impl Pty {
    /// Starts `bin args` on a new pseudo-terminal of `cols` × `rows`, with `envs` set.
    pub fn spawn(bin: &str, args: &[&str], cols: u16, rows: u16, envs: &[(&str, &Path)]) -> Pty {
        let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC)
            .expect("a pseudo-terminal");
        grantpt(&master).unwrap();
        unlockpt(&master).unwrap();
        let name = ptsname(&master, Vec::new()).unwrap();
        let slave = OpenOptions::new()
            .read(true)
            .write(true)
            .open(name.to_str().unwrap())
            .unwrap();
        tcsetwinsize(
            &slave,
            Winsize {
                ws_row: rows,
                ws_col: cols,
                ws_xpixel: 0,
                ws_ypixel: 0,
            },
        )
        .unwrap();
        let mut cmd = Command::new(bin);
        cmd.args(args)
            .env("TERM", "xterm-256color")
            .env_remove("NO_COLOR")
            .env_remove("COLUMNS")
            .env_remove("LINES")
            .stdin(Stdio::from(slave.try_clone().unwrap()))
            .stdout(Stdio::from(slave.try_clone().unwrap()))
            .stderr(Stdio::from(slave.try_clone().unwrap()));
        for (k, v) in envs {
            cmd.env(k, v);
        }
        let child = cmd.spawn().expect("the binary starts");
        let master = File::from(master);
        let mut reader = master.try_clone().unwrap();
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            let mut buf = [0u8; 4096];
            loop {
                match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        if tx.send(buf[..n].to_vec()).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        Pty {
            master,
            slave: Some(slave),
            child,
            rx,
            screen: Screen::new(usize::from(cols), usize::from(rows)),
            raw: Vec::new(),
        }
    }

    /// Types `bytes`.
    pub fn send(&mut self, bytes: &[u8]) {
        self.master.write_all(bytes).unwrap();
        self.master.flush().unwrap();
    }

    /// Types `text`.
    pub fn type_text(&mut self, text: &str) {
        self.send(text.as_bytes());
    }

    /// Takes what the program wrote so far, without waiting.
    pub fn pump(&mut self) {
        while let Ok(bytes) = self.rx.try_recv() {
            self.screen.feed(&bytes);
            self.raw.extend_from_slice(&bytes);
        }
    }

    /// Waits until `done` holds for the screen (checked after each write of the
    /// program); panics with the screen when the program goes quiet for too long.
    pub fn wait_until(&mut self, what: &str, done: impl Fn(&Screen) -> bool) {
        self.pump();
        let mut last = Instant::now();
        while !done(&self.screen) {
            match self.rx.recv_timeout(Duration::from_millis(200)) {
                Ok(bytes) => {
                    self.screen.feed(&bytes);
                    self.raw.extend_from_slice(&bytes);
                    last = Instant::now();
                }
                Err(RecvTimeoutError::Timeout) => {
                    if last.elapsed() > stuck_after() {
                        panic!("waited for {what}; the screen:\n{}", self.screen.all_text());
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    if !done(&self.screen) {
                        panic!(
                            "the program ended before {what}; the screen:\n{}",
                            self.screen.all_text()
                        );
                    }
                }
            }
        }
    }

    /// Waits until `text` is on the screen or in the scrollback.
    pub fn wait_for(&mut self, text: &str) {
        let t = text.to_string();
        self.wait_until(&format!("`{text}`"), move |s| s.all_text().contains(&t));
    }

    /// Waits until the cursor's row reads `text` (a prompt and what is typed; blanks at
    /// the end of a row do not show).
    pub fn wait_for_line(&mut self, text: &str) {
        let t = text.trim_end().to_string();
        self.wait_until(&format!("the line `{text}`"), move |s| s.cursor_line() == t);
    }

    /// Whether the terminal is back in line mode with echo (as the program found it).
    pub fn terminal_restored(&self) -> bool {
        let slave = self.slave.as_ref().expect("the terminal side is kept");
        let modes = tcgetattr(slave).unwrap().local_modes;
        modes.contains(LocalModes::ICANON) && modes.contains(LocalModes::ECHO)
    }

    /// Waits for the program to end (it must, within the watchdog's time).
    pub fn wait_exit(&mut self) -> ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                thread::sleep(Duration::from_millis(50));
                self.pump();
                return status;
            }
            if start.elapsed() > stuck_after() {
                let _ = self.child.kill();
                panic!(
                    "the program did not end; the screen:\n{}",
                    self.screen.all_text()
                );
            }
            self.pump();
            thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Closing the terminal side ends the reader thread.
        self.slave.take();
    }
}
