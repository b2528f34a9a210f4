//! The play prompt's input and output: a line at a prompt (edited with the keys a
//! terminal user expects when standard input is a terminal, plain lines otherwise),
//! with an optional deadline and countdown; yes/no questions; paging of long texts;
//! and the "thinking…" line while a search runs, which Ctrl-C stops.
//!
//! On a terminal, standard input is in raw mode for as long as the console lives and
//! [`LineEditor`] does the editing; what is typed after a turn runs out is thrown away.
//! When standard input is not a terminal each line is echoed after its prompt, so a
//! piped session reads like a transcript.
//!
//! Everything written goes out in the session's script: with `--lang zh-Hant` the
//! console shows each line, prompt and status line in Traditional characters
//! ([`text::shown`]), the one place where the terminal's words change script. What the
//! player typed is echoed as typed.

use crate::input;
use crate::keys::{Key, KeyDecoder};
use crate::lineedit::{Edit, LineEditor};
use crate::term::{self, RawMode, Term};
use crate::text;
use folkchess_core::ai::CancelToken;
use folkchess_core::DisplayLanguage;
use std::collections::VecDeque;
use std::io::{self, Write};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

/// What a prompt got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A line (as typed, without its line ending).
    Line(String),
    /// End of input (Ctrl-D on an empty line, or the end of piped input).
    Eof,
    /// Ctrl-C on an empty line.
    Interrupt,
    /// The deadline passed; what was typed is gone.
    Timeout,
}

/// A deadline for a prompt, with the countdown line shown above it on a terminal.
pub struct Deadline<'a> {
    /// When the prompt gives up.
    pub at: Instant,
    /// The countdown line for a number of seconds left.
    pub status: &'a dyn Fn(u64) -> String,
}

/// Raw mode: keys, edited here.
struct KeySource {
    rx: Receiver<Vec<u8>>,
    decoder: KeyDecoder,
    editor: LineEditor,
    /// Keys that arrived while nothing was reading (typed ahead, or while the computer
    /// thought).
    pending: VecDeque<Key>,
    ended: bool,
    _raw: RawMode,
}

enum Source {
    /// Raw mode: keys, edited here.
    Keys(Box<KeySource>),
    /// Whole lines from the reader thread.
    Lines { rx: Receiver<String> },
}

/// The terminal (or pipes) of a play session.
pub struct Console {
    /// What the terminal can do.
    pub term: Term,
    /// The language shown (its script: Simplified or Traditional Chinese).
    display: DisplayLanguage,
    stdout: io::Stdout,
    source: Source,
}

/// How long a lone Escape waits for the rest of a sequence.
const ESCAPE_WAIT: Duration = Duration::from_millis(50);

impl Console {
    /// Opens the console: raw mode and the line editor when standard input and output
    /// are a terminal (not `TERM=dumb`) that accepts it, plain lines otherwise. What it
    /// writes is shown in the script of `display`.
    pub fn open(term: Term, display: DisplayLanguage) -> Console {
        let editable = term.stdin_tty && term.stdout_tty;
        let source = match editable.then(RawMode::enable).flatten() {
            Some(raw) => Source::Keys(Box::new(KeySource {
                rx: term::spawn_byte_reader(),
                decoder: KeyDecoder::new(),
                editor: LineEditor::new(),
                pending: VecDeque::new(),
                ended: false,
                _raw: raw,
            })),
            None => Source::Lines {
                rx: term::spawn_line_reader(),
            },
        };
        Console {
            term,
            display,
            stdout: io::stdout(),
            source,
        }
    }

    /// Whether the line editor runs (raw mode on a terminal).
    pub fn edits_lines(&self) -> bool {
        matches!(self.source, Source::Keys(_))
    }

    /// Writes a line.
    pub fn line(&mut self, s: &str) -> io::Result<()> {
        let s = text::shown(self.display, s);
        let mut lock = self.stdout.lock();
        writeln!(lock, "{s}")?;
        lock.flush()
    }

    /// Writes text without a line ending.
    pub fn text(&mut self, s: &str) -> io::Result<()> {
        let s = text::shown(self.display, s);
        let mut lock = self.stdout.lock();
        write!(lock, "{s}")?;
        lock.flush()
    }

    /// Shows `prompt` and waits for a line, until `deadline` if given.
    pub fn read_line(&mut self, prompt: &str, deadline: Option<Deadline<'_>>) -> io::Result<Reply> {
        let display = self.display;
        let status =
            |d: &Deadline<'_>, secs: u64| text::shown(display, &(d.status)(secs)).into_owned();
        let countdown = deadline.as_ref().filter(|_| self.term.stdout_tty);
        let mut shown_secs = None;
        if let Some(d) = countdown {
            let secs = secs_left(d.at);
            self.line(&(d.status)(secs))?;
            shown_secs = Some(secs);
        }
        if matches!(self.source, Source::Lines { .. }) {
            return self.read_plain_line(prompt, deadline.as_ref(), shown_secs);
        }
        let prompt_shown = text::shown(display, prompt);
        let prompt: &str = &prompt_shown;
        let cols = || term::size().0;
        let Source::Keys(keys) = &mut self.source else {
            unreachable!("checked above");
        };
        let KeySource {
            rx,
            decoder,
            editor,
            pending,
            ended,
            ..
        } = keys.as_mut();
        let mut out = self.stdout.lock();
        editor.clear();
        write!(out, "{}", editor.refresh(prompt, cols()))?;
        out.flush()?;
        loop {
            // Keys already here first.
            while let Some(key) = pending.pop_front() {
                let ends = match key {
                    Key::Enter | Key::Interrupt => true,
                    Key::CtrlD => editor.text().is_empty(),
                    _ => false,
                };
                if ends {
                    write!(out, "{}", editor.finish(prompt, cols()))?;
                }
                match editor.key(key) {
                    Edit::Continue | Edit::Discarded => {
                        write!(out, "{}", editor.refresh(prompt, cols()))?;
                    }
                    Edit::Submit(line) => {
                        out.flush()?;
                        return Ok(Reply::Line(line));
                    }
                    Edit::Interrupt => {
                        out.flush()?;
                        return Ok(Reply::Interrupt);
                    }
                    Edit::Eof => {
                        out.flush()?;
                        return Ok(Reply::Eof);
                    }
                }
            }
            out.flush()?;
            if *ended {
                write!(out, "{}", editor.finish(prompt, cols()))?;
                out.flush()?;
                return Ok(Reply::Eof);
            }
            let now = Instant::now();
            let mut wait: Option<Duration> = None;
            if let Some(d) = &deadline {
                if now >= d.at {
                    // Time is up: what was typed is not for the next turn.
                    write!(out, "{}", editor.finish(prompt, cols()))?;
                    out.flush()?;
                    editor.clear();
                    decoder.flush();
                    pending.clear();
                    while rx.try_recv().is_ok() {}
                    return Ok(Reply::Timeout);
                }
                let left = d.at - now;
                // Wake at each whole second to redraw the countdown.
                wait = Some(if countdown.is_some() {
                    to_next_second(left)
                } else {
                    left
                });
            }
            if decoder.is_pending() {
                wait = Some(wait.map_or(ESCAPE_WAIT, |w| w.min(ESCAPE_WAIT)));
            }
            let got = match wait {
                Some(w) => rx.recv_timeout(w),
                None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match got {
                Ok(bytes) => pending.extend(decoder.feed(&bytes)),
                Err(RecvTimeoutError::Disconnected) => *ended = true,
                Err(RecvTimeoutError::Timeout) => {
                    if decoder.is_pending() {
                        // A lone Escape: nothing.
                        decoder.flush();
                    }
                    if let Some(d) = countdown {
                        let secs = secs_left(d.at);
                        if shown_secs != Some(secs) && secs > 0 {
                            shown_secs = Some(secs);
                            // Save the cursor, rewrite the line above the prompt, restore.
                            let up = editor.cursor_row() + 1;
                            write!(out, "\x1b7\x1b[{up}A\r\x1b[2K{}\x1b8", status(d, secs))?;
                        }
                    }
                }
            }
        }
    }

    /// [`Console::read_line`] from plain lines.
    fn read_plain_line(
        &mut self,
        prompt: &str,
        deadline: Option<&Deadline<'_>>,
        mut shown_secs: Option<u64>,
    ) -> io::Result<Reply> {
        self.text(prompt)?;
        let display = self.display;
        let echo = !self.term.stdin_tty;
        let countdown = self.term.stdout_tty;
        let Source::Lines { rx } = &self.source else {
            unreachable!("plain lines only");
        };
        let out = &self.stdout;
        let put = |s: &str| -> io::Result<()> {
            let mut lock = out.lock();
            write!(lock, "{s}")?;
            lock.flush()
        };
        loop {
            let wait = match deadline {
                Some(d) => {
                    let now = Instant::now();
                    if now >= d.at {
                        // A half-typed line on a terminal in line mode is thrown away.
                        term::discard_typed_input();
                        put("\n")?;
                        return Ok(Reply::Timeout);
                    }
                    let left = d.at - now;
                    Some(if countdown {
                        to_next_second(left)
                    } else {
                        left
                    })
                }
                None => None,
            };
            let got = match wait {
                Some(w) => rx.recv_timeout(w),
                None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match got {
                Ok(line) => {
                    if echo {
                        put(&format!("{}\n", input::strip_controls(&line)))?;
                    }
                    return Ok(Reply::Line(line));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    put("\n")?;
                    return Ok(Reply::Eof);
                }
                Err(RecvTimeoutError::Timeout) => {
                    if let (Some(d), true) = (deadline, countdown) {
                        let secs = secs_left(d.at);
                        if shown_secs != Some(secs) && secs > 0 {
                            shown_secs = Some(secs);
                            let status = text::shown(display, &(d.status)(secs)).into_owned();
                            put(&format!("\x1b7\x1b[1A\r\x1b[2K{status}\x1b8"))?;
                        }
                    }
                }
            }
        }
    }

    /// Asks a question; `None` at end of input or on Ctrl-C.
    pub fn ask(&mut self, question: &str) -> io::Result<Option<String>> {
        Ok(match self.read_line(question, None)? {
            Reply::Line(l) => Some(l),
            _ => None,
        })
    }

    /// Asks a yes/no question until it gets an answer; Enter gives `default`; end of
    /// input or Ctrl-C is `None`. `again` is said after an answer that is neither.
    pub fn yes_no(
        &mut self,
        question: &str,
        default: bool,
        again: &str,
    ) -> io::Result<Option<bool>> {
        loop {
            let Some(answer) = self.ask(question)? else {
                return Ok(None);
            };
            if answer.trim().is_empty() {
                return Ok(Some(default));
            }
            match input::yes_no(&answer) {
                Some(yes) => return Ok(Some(yes)),
                None => self.line(again)?,
            }
        }
    }

    /// Shows `lines` a screenful at a time when the line editor runs on a terminal
    /// (`more` is the line between pages; Space or Enter goes on, q stops), all at once
    /// otherwise.
    pub fn page(&mut self, lines: &[String], more: &str) -> io::Result<()> {
        let rows = term::size().1.max(3);
        if !self.edits_lines() || !self.term.stdout_tty || lines.len() < rows {
            for l in lines {
                self.line(l)?;
            }
            return Ok(());
        }
        let per_page = rows - 1;
        let mut shown = 0;
        while shown < lines.len() {
            let end = (shown + per_page).min(lines.len());
            for l in &lines[shown..end] {
                self.line(l)?;
            }
            shown = end;
            if shown >= lines.len() {
                break;
            }
            self.text(more)?;
            let key = self.next_key()?;
            self.text("\r\x1b[2K")?;
            match key {
                Some(Key::Char('q' | 'Q')) | Some(Key::Interrupt) | Some(Key::CtrlD) | None => {
                    break
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The next key (raw mode only); `None` at end of input.
    fn next_key(&mut self) -> io::Result<Option<Key>> {
        let Source::Keys(keys) = &mut self.source else {
            return Ok(None);
        };
        let KeySource {
            rx,
            decoder,
            pending,
            ended,
            ..
        } = keys.as_mut();
        loop {
            if let Some(k) = pending.pop_front() {
                return Ok(Some(k));
            }
            if *ended {
                return Ok(None);
            }
            let got = if decoder.is_pending() {
                rx.recv_timeout(ESCAPE_WAIT)
            } else {
                rx.recv().map_err(|_| RecvTimeoutError::Disconnected)
            };
            match got {
                Ok(bytes) => pending.extend(decoder.feed(&bytes)),
                Err(RecvTimeoutError::Timeout) => {
                    decoder.flush();
                    return Ok(Some(Key::Ignored));
                }
                Err(RecvTimeoutError::Disconnected) => *ended = true,
            }
        }
    }

    /// Runs `work` on a thread while showing `label` (with a spinner on a terminal, as
    /// one plain line otherwise); Ctrl-C cancels it. `None` when Ctrl-C stopped it.
    pub fn busy<T: Send + 'static>(
        &mut self,
        label: &str,
        work: impl FnOnce(&CancelToken) -> T + Send + 'static,
    ) -> io::Result<Option<T>> {
        let cancel = CancelToken::new();
        let spinner = self.term.stdout_tty;
        if !spinner {
            self.line(label)?;
        }
        let token = cancel.clone();
        let worker = thread::spawn(move || work(&token));
        let frames: Vec<char> = if self.term.unicode {
            "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".chars().collect()
        } else {
            "|/-\\".chars().collect()
        };
        let mut interrupted = false;
        let mut i = 0;
        while !worker.is_finished() {
            if !interrupted && self.interrupted() {
                interrupted = true;
                cancel.cancel();
            }
            if spinner {
                self.text(&format!("\r{label} {}", frames[i % frames.len()]))?;
            }
            i += 1;
            thread::sleep(Duration::from_millis(if spinner { 100 } else { 20 }));
        }
        if spinner {
            self.text("\r\x1b[2K")?;
        }
        let result = worker
            .join()
            .map_err(|_| io::Error::other("the computer's search failed"))?;
        Ok((!interrupted).then_some(result))
    }

    /// Whether Ctrl-C was pressed since the last look (raw mode only). Other keys are
    /// kept for the next prompt.
    pub fn interrupted(&mut self) -> bool {
        let Source::Keys(keys) = &mut self.source else {
            return false;
        };
        let KeySource {
            rx,
            decoder,
            pending,
            ended,
            ..
        } = keys.as_mut();
        loop {
            match rx.try_recv() {
                Ok(bytes) => pending.extend(decoder.feed(&bytes)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    *ended = true;
                    break;
                }
            }
        }
        match pending.iter().position(|&k| k == Key::Interrupt) {
            Some(i) => {
                // What was typed before the Ctrl-C goes with it.
                pending.drain(..=i);
                true
            }
            None => false,
        }
    }
}

/// How long until the whole number of seconds in `left` changes (at most `left`).
fn to_next_second(left: Duration) -> Duration {
    let part = Duration::from_nanos((left.as_nanos() % 1_000_000_000) as u64);
    if part.is_zero() {
        Duration::from_secs(1).min(left)
    } else {
        part
    }
}

/// Whole seconds left until `at`, rounded up.
fn secs_left(at: Instant) -> u64 {
    let left = at.saturating_duration_since(Instant::now());
    left.as_millis().div_ceil(1000) as u64
}
