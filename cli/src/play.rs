//! `folkchess play`: an interactive game in the terminal.
//!
//! Input comes from a reader thread ([`spawn_line_reader`]) so a turn can time out
//! (`--timer`) while the prompt waits. Output on a terminal may use Unicode, colours,
//! a spinner and a live countdown; on a pipe it is plain, deterministic text in which
//! each input line is echoed after its prompt, so a transcript reads like a session.

use crate::art::{self, ArtOptions, Scene};
use crate::term::{spawn_line_reader, Term};
use crate::text::{self, fill, Strings};
use crate::{CliError, CliResult, PlayArgs};
use folkchess_core::ai;
use folkchess_core::messages;
use folkchess_core::rules_text::{render_full_plain, Lang};
use folkchess_core::setup::DEFAULT_LEVEL;
use folkchess_core::{
    load_from_json, GameId, GameStatus, Level, Mode, PlayError, Ply, Session, SessionError, Setup,
    Side,
};
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The Jinmen capture clock is shown in the status line from this many plies on.
pub const CAPTURE_CLOCK_SHOWN_FROM: u16 = 50;

/// What the prompt got.
enum Input {
    Line(String),
    Eof,
    Timeout,
}

/// Terminal output: every write is flushed at once.
struct Out {
    stdout: io::Stdout,
}

impl Out {
    fn line(&mut self, s: &str) -> io::Result<()> {
        let mut lock = self.stdout.lock();
        writeln!(lock, "{s}")?;
        lock.flush()
    }

    fn text(&mut self, s: &str) -> io::Result<()> {
        let mut lock = self.stdout.lock();
        write!(lock, "{s}")?;
        lock.flush()
    }
}

/// The terminal around a game: the core's [`Session`] holds the game itself (record,
/// setup, turn clock, computer, undo/redo), this only reads input and draws.
struct Play {
    term: Term,
    lang: Lang,
    t: &'static Strings,
    out: Out,
    input: Receiver<String>,
    session: Session,
    /// The seed of the computer's choices, kept for `new` and `load`.
    seed: u64,
    /// The position last drawn: (plies played, position key).
    drawn: Option<(usize, u64)>,
    /// Whether the result of the finished game was announced.
    announced: bool,
    epoch: Instant,
}

/// Runs `folkchess play`.
pub fn run(args: &PlayArgs) -> CliResult {
    let term = Term::detect(args.ascii, args.no_color);
    let lang = args.lang;
    let t = text::strings(lang);
    let mut out = Out {
        stdout: io::stdout(),
    };
    let input = spawn_line_reader();

    let mut mode = if args.pass_and_play {
        Mode::PassAndPlay
    } else {
        Mode::VsComputer {
            level: args.level.unwrap_or(DEFAULT_LEVEL),
            human: args.side.unwrap_or(Side::First),
        }
    };
    let game = match args.game {
        Some(g) => g,
        None => {
            let mut menu = Menu {
                term,
                t,
                lang,
                out: &mut out,
                input: &input,
            };
            let Some(game) = menu.ask_game()? else {
                out.line(t.bye)?;
                return Ok(());
            };
            let mut menu = Menu {
                term,
                t,
                lang,
                out: &mut out,
                input: &input,
            };
            if !args.pass_and_play && args.level.is_none() && args.side.is_none() {
                match menu.ask_mode()? {
                    Some(m) => mode = m,
                    None => {
                        out.line(t.bye)?;
                        return Ok(());
                    }
                }
            }
            game
        }
    };
    let seed = args.seed.unwrap_or_else(|| {
        if term.stdout_tty {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
        } else {
            0
        }
    });
    let setup = Setup {
        mode,
        turn_seconds: args.timer,
    };
    let session = Session::new(game, setup, seed).map_err(|e| CliError::Usage(e.to_string()))?;
    let mut play = Play {
        term,
        lang,
        t,
        out,
        input,
        session,
        seed,
        drawn: None,
        announced: false,
        epoch: Instant::now(),
    };
    play.session.start_clock(play.now_ms());
    play.run()
}

/// The start menu (no game on the command line).
struct Menu<'a> {
    term: Term,
    t: &'static Strings,
    lang: Lang,
    out: &'a mut Out,
    input: &'a Receiver<String>,
}

impl Menu<'_> {
    fn read(&mut self, prompt: &str) -> io::Result<Option<String>> {
        self.out.text(prompt)?;
        match self.input.recv() {
            Ok(line) => {
                if !self.term.stdin_tty {
                    self.out.line(&line)?;
                }
                Ok(Some(line.trim().to_lowercase()))
            }
            Err(_) => {
                self.out.line("")?;
                Ok(None)
            }
        }
    }

    fn ask_game(&mut self) -> io::Result<Option<GameId>> {
        self.out.line(self.t.menu_title)?;
        for (i, g) in GameId::ALL.iter().enumerate() {
            self.out
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
                None => self.out.line(&fill(self.t.menu_bad_choice, &[&answer]))?,
            }
        }
    }

    fn ask_mode(&mut self) -> io::Result<Option<Mode>> {
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
                None => self.out.line(&fill(self.t.menu_bad_choice, &[&answer]))?,
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
                "" | "f" | "first" | "1" => break Side::First,
                "s" | "second" | "2" => break Side::Second,
                _ => self.out.line(&fill(self.t.menu_bad_choice, &[&answer]))?,
            }
        };
        Ok(Some(Mode::VsComputer { level, human }))
    }
}

/// What a line of input asks for.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Empty,
    Quit,
    Help,
    Undo,
    Redo,
    Hint,
    Moves,
    Rules,
    Board,
    New,
    Pass,
    Save(Option<String>),
    Load(Option<String>),
    /// Anything else: a move, a point name, or nonsense (normalised to lower case,
    /// `b2 b3` written `b2-b3`).
    Move(String),
}

/// Reads one input line as a command.
fn parse_command(line: &str) -> Command {
    let trimmed = line.trim();
    let (word, rest) = match trimmed.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (trimmed, ""),
    };
    let arg = (!rest.is_empty()).then(|| rest.to_string());
    match word.to_lowercase().as_str() {
        "" => Command::Empty,
        "quit" | "exit" | "q" => Command::Quit,
        "help" | "?" | "h" => Command::Help,
        "undo" | "u" => Command::Undo,
        "redo" => Command::Redo,
        "hint" => Command::Hint,
        "moves" | "legal" => Command::Moves,
        "rules" => Command::Rules,
        "board" | "show" => Command::Board,
        "new" => Command::New,
        "pass" => Command::Pass,
        "save" => Command::Save(arg),
        "load" => Command::Load(arg),
        _ => {
            let lower = trimmed.to_lowercase();
            let tokens: Vec<&str> = lower.split_whitespace().collect();
            if tokens.len() == 2 && !tokens[0].contains('-') && tokens[1] != "x" {
                Command::Move(format!("{}-{}", tokens[0], tokens[1]))
            } else {
                Command::Move(lower)
            }
        }
    }
}

impl Play {
    fn now_ms(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    fn turn_id(&self) -> (usize, u64) {
        let record = self.session.record();
        (record.ply_count(), record.current().key())
    }

    /// Continues with `session` (a new or loaded game): its clock starts now.
    fn replace_session(&mut self, session: Session) {
        self.session = session;
        self.session.start_clock(self.now_ms());
        self.drawn = None;
    }

    /// Who the prompt is for: the side, and "You" against the computer.
    fn side_label(&self, side: Side) -> String {
        let name = text::side_name(self.lang, side);
        match self.session.setup().mode {
            Mode::VsComputer { .. } => fill(self.t.you_prompt, &[name]),
            Mode::PassAndPlay => name.to_string(),
        }
    }

    fn header(&mut self) -> io::Result<()> {
        let setup = *self.session.setup();
        let who = match setup.mode {
            Mode::VsComputer { level, human } => fill(
                self.t.vs_computer,
                &[
                    text::level_name(self.lang, level),
                    text::side_name(self.lang, human),
                ],
            ),
            Mode::PassAndPlay => self.t.pass_and_play.to_string(),
        };
        let title = text::game_title(self.lang, self.session.record().game());
        self.out.line(&fill(self.t.header, &[&title, &who]))?;
        if let Some(s) = setup.turn_seconds {
            self.out.line(&fill(self.t.timer_note, &[&s.to_string()]))?;
        }
        self.out.line(self.t.help_hint)
    }

    fn run(&mut self) -> CliResult {
        self.header()?;
        loop {
            let status = self.session.record().status();
            let computer_turn = self.session.is_computer_turn();
            // Draw when a human is to move (or the game is over) and the position is
            // new; the computer's turn is not drawn, only its reply.
            if !computer_turn && self.drawn != Some(self.turn_id()) {
                self.draw()?;
            }
            if let GameStatus::Ended(outcome) = status {
                if !self.announced {
                    self.announced = true;
                    self.announce(&outcome)?;
                }
            } else {
                self.announced = false;
                if computer_turn {
                    self.computer_move()?;
                    continue;
                }
            }
            // The core's clock runs only on a human's turn of a timed game.
            let timed = self.session.clock().is_running()
                && self.session.remaining_ms(self.now_ms()).is_some();
            let side = self.session.position().side_to_move();
            let prompt = if status.is_over() {
                "> ".to_string()
            } else {
                fill(self.t.prompt, &[&self.side_label(side)])
            };
            match self.next_input(&prompt, timed)? {
                Input::Eof => {
                    self.out.line(self.t.bye)?;
                    return Ok(());
                }
                Input::Timeout => {
                    // The core decides: the pass is refused unless the turn expired
                    // (then the prompt simply waits for the rest of the turn).
                    if self.session.pass_on_timeout(self.now_ms()).is_ok() {
                        let name = text::side_name(self.lang, side);
                        self.out.line(&fill(self.t.time_up, &[name]))?;
                    }
                }
                Input::Line(line) => {
                    if !self.handle(&line)? {
                        self.out.line(self.t.bye)?;
                        return Ok(());
                    }
                }
            }
        }
    }

    fn announce(&mut self, outcome: &folkchess_core::Outcome) -> io::Result<()> {
        self.out.line(&messages::outcome_text(outcome, self.lang))?;
        if let Some(computer) = self.session.computer_side() {
            let line = if outcome.winner == Some(computer) {
                self.t.computer_wins
            } else if outcome.winner.is_some() {
                self.t.you_win
            } else {
                ""
            };
            if !line.is_empty() {
                self.out.line(line)?;
            }
        }
        self.out.line(self.t.after_game)
    }

    /// Waits for a line. With a timed turn, gives up when the core's clock says the
    /// turn has no time left; on a terminal a status line above the prompt counts
    /// down every second.
    fn next_input(&mut self, prompt: &str, timed: bool) -> io::Result<Input> {
        let countdown = timed && self.term.stdout_tty;
        let mut shown_secs = None;
        if countdown {
            let secs = self.remaining_secs();
            self.out
                .line(&fill(self.t.time_left, &[&secs.to_string()]))?;
            shown_secs = Some(secs);
        }
        self.out.text(prompt)?;
        loop {
            let wait = if timed {
                let left = self.session.remaining_ms(self.now_ms()).unwrap_or(0);
                if left == 0 {
                    self.out.line("")?;
                    return Ok(Input::Timeout);
                }
                // Wake at each whole second to redraw the countdown.
                let to_tick = (left - 1) % 1000 + 1;
                Some(Duration::from_millis(if countdown {
                    to_tick
                } else {
                    left
                }))
            } else {
                None
            };
            let got = match wait {
                Some(d) => self.input.recv_timeout(d),
                None => self
                    .input
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
            };
            match got {
                Ok(line) => {
                    if !self.term.stdin_tty {
                        self.out.line(&line)?;
                    }
                    return Ok(Input::Line(line));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    self.out.line("")?;
                    return Ok(Input::Eof);
                }
                Err(RecvTimeoutError::Timeout) => {
                    let secs = self.remaining_secs();
                    if countdown && shown_secs != Some(secs) {
                        shown_secs = Some(secs);
                        // Save the cursor, rewrite the line above the prompt, restore.
                        let status = fill(self.t.time_left, &[&secs.to_string()]);
                        self.out
                            .text(&format!("\x1b7\x1b[1A\r\x1b[2K{status}\x1b8"))?;
                    }
                }
            }
        }
    }

    fn remaining_secs(&self) -> u64 {
        self.session
            .remaining_ms(self.now_ms())
            .unwrap_or(0)
            .div_ceil(1000)
    }

    /// Handles one input line; false to quit.
    fn handle(&mut self, line: &str) -> io::Result<bool> {
        let t = self.t;
        match parse_command(line) {
            Command::Empty => {}
            Command::Quit => return Ok(false),
            Command::Help => self.out.line(t.help)?,
            Command::Board => self.draw()?,
            Command::Rules => {
                let rules = render_full_plain(self.session.record().game(), self.lang, Some(78));
                self.out.text(&rules)?;
            }
            Command::Moves => {
                let pos = self.session.position();
                let moves: Vec<String> = if self.session.record().status().is_over() {
                    Vec::new()
                } else {
                    pos.legal_moves()
                        .iter()
                        .map(|&m| pos.board().move_text(m))
                        .collect()
                };
                self.out.line(&fill(
                    t.legal_moves,
                    &[&moves.len().to_string(), &moves.join(" ")],
                ))?;
            }
            Command::Pass => self.out.line(t.cannot_pass)?,
            Command::Undo => match self.session.undo(self.now_ms()) {
                Ok(n) => self.out.line(&fill(t.undone, &[&n.to_string()]))?,
                Err(_) => self.out.line(t.nothing_to_undo)?,
            },
            Command::Redo => match self.session.redo(self.now_ms()) {
                Ok(n) => self.out.line(&fill(t.redone, &[&n.to_string()]))?,
                Err(_) => self.out.line(t.nothing_to_redo)?,
            },
            Command::Hint => self.hint()?,
            Command::New => {
                let game = self.session.record().game();
                match Session::new(game, *self.session.setup(), self.seed) {
                    Ok(session) => {
                        self.replace_session(session);
                        self.out.line(t.new_game)?;
                    }
                    Err(e) => self.out.line(&e.to_string())?,
                }
            }
            Command::Save(None) => self.out.line(&fill(t.needs_file, &["save"]))?,
            Command::Load(None) => self.out.line(&fill(t.needs_file, &["load"]))?,
            Command::Save(Some(file)) => {
                let ms = SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map_or(0, |d| d.as_millis() as u64);
                // The session's save keeps its seed: loaded again, the computer plays on
                // exactly as it would have.
                let mut saved = self.session.to_saved();
                saved.saved_at_ms = Some(ms);
                let json = saved.to_json();
                match std::fs::write(&file, json) {
                    Ok(()) => self.out.line(&fill(t.saved, &[&file]))?,
                    Err(e) => self
                        .out
                        .line(&fill(t.save_failed, &[&file, &e.to_string()]))?,
                }
            }
            Command::Load(Some(file)) => self.load(&file)?,
            Command::Move(text) => self.human_move(&text)?,
        }
        Ok(true)
    }

    fn load(&mut self, file: &str) -> io::Result<()> {
        let loaded = std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|json| load_from_json(&json).map_err(|e| e.to_string()))
            .and_then(|saved| Session::from_saved(saved, self.seed).map_err(|e| e.to_string()));
        match loaded {
            Ok(session) => {
                self.replace_session(session);
                let record = self.session.record();
                let game = text::game_title(self.lang, record.game());
                let plies = record.ply_count().to_string();
                self.out
                    .line(&fill(self.t.loaded, &[file, &game, &plies]))?;
                self.header()
            }
            Err(e) => self.out.line(&fill(self.t.load_failed, &[file, &e])),
        }
    }

    fn human_move(&mut self, text: &str) -> io::Result<()> {
        let t = self.t;
        let pos = *self.session.position();
        let board = pos.board();
        // A lone point name: list that piece's moves.
        if let Some(p) = board.find(text) {
            let targets: Vec<String> = if self.session.record().status().is_over() {
                Vec::new()
            } else {
                pos.legal_moves()
                    .iter()
                    .filter(|m| m.from == p)
                    .map(|&m| board.move_text(m))
                    .collect()
            };
            let line = if targets.is_empty() {
                fill(t.no_moves_from, &[text])
            } else {
                fill(t.moves_from, &[text, &targets.join(" ")])
            };
            return self.out.line(&line);
        }
        let m = match board.parse_move(text) {
            Ok(m) => m,
            Err(e) => {
                return self
                    .out
                    .line(&fill(t.unknown_input, &[text, &e.to_string()]))
            }
        };
        match self.session.play(m, self.now_ms()) {
            Ok(_) => Ok(()),
            Err(SessionError::Play(PlayError::Illegal { text: mv, reason })) => {
                self.out.line(&fill(
                    t.illegal,
                    &[&mv, &messages::illegal_move_text(&reason, self.lang)],
                ))
            }
            // The game is over (the prompt is only shown on a human's turn).
            Err(_) => self.out.line(t.game_is_over),
        }
    }

    fn hint(&mut self) -> io::Result<()> {
        let Ok(request) = self.session.hint_request() else {
            return self.out.line(self.t.game_is_over);
        };
        let m = self.thinking(move |cancel| request.think(cancel))?;
        let board = self.session.position().board();
        match m {
            Some(m) => self.out.line(&fill(self.t.hint, &[&board.move_text(m)])),
            None => self.out.line(self.t.no_hint),
        }
    }

    /// The computer's turn: the core's request (record, level, per-move seed) is
    /// thought about off the session, then played through it.
    fn computer_move(&mut self) -> io::Result<()> {
        let request = self.session.computer_request().map_err(io::Error::other)?;
        let thinker = request.clone();
        let m = self.thinking(move |cancel| thinker.think(cancel))?;
        let board = self.session.position().board();
        let Some(m) = m else {
            // Only a cancelled search finds nothing, and nothing cancels it here.
            return Err(io::Error::other(self.t.computer_stuck));
        };
        self.session
            .apply_computer_move(&request, m, self.now_ms())
            .map_err(io::Error::other)?;
        self.out
            .line(&fill(self.t.computer_plays, &[&board.move_text(m)]))
    }

    /// Runs `work` while showing the "thinking…" indicator: a spinner on a terminal,
    /// one plain line otherwise.
    fn thinking<T: Send + 'static>(
        &mut self,
        work: impl FnOnce(&ai::CancelToken) -> T + Send + 'static,
    ) -> io::Result<T> {
        let label = self.t.thinking.to_string();
        let cancel = ai::CancelToken::new();
        if !self.term.stdout_tty {
            self.out.line(&label)?;
            return Ok(work(&cancel));
        }
        let done = Arc::new(AtomicBool::new(false));
        let spinner = {
            let done = Arc::clone(&done);
            let frames: Vec<char> = if self.term.unicode {
                "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".chars().collect()
            } else {
                "|/-\\".chars().collect()
            };
            thread::spawn(move || {
                let mut i = 0;
                while !done.load(Ordering::SeqCst) {
                    let mut out = io::stdout().lock();
                    let _ = write!(out, "\r{label} {}", frames[i % frames.len()]);
                    let _ = out.flush();
                    drop(out);
                    i += 1;
                    thread::sleep(Duration::from_millis(100));
                }
                let mut out = io::stdout().lock();
                let _ = write!(out, "\r\x1b[2K");
                let _ = out.flush();
            })
        };
        let result = work(&cancel);
        done.store(true, Ordering::SeqCst);
        let _ = spinner.join();
        Ok(result)
    }

    fn draw(&mut self) -> io::Result<()> {
        self.drawn = Some(self.turn_id());
        let record = self.session.record();
        let pos = *record.current();
        let board = pos.board();
        let last = record.last().copied();
        let last_move = last.and_then(|e| match e.ply {
            Ply::Move(m) => Some((m.from, m.to)),
            Ply::Pass => None,
        });
        let opts = ArtOptions {
            unicode: self.term.unicode,
            color: self.term.color,
        };
        self.out.line("")?;
        for line in art::draw(
            Scene {
                position: &pos,
                last_move,
            },
            opts,
        ) {
            self.out.line(&format!("  {line}"))?;
        }
        // Legend.
        let g = opts.glyphs();
        let t = self.t;
        let first = text::side_name(self.lang, Side::First);
        let second = text::side_name(self.lang, Side::Second);
        let mut legend = if pos.game() == GameId::Huishi {
            fill(
                t.legend_huishi,
                &[
                    &g.first_general.to_string(),
                    &g.first.to_string(),
                    &g.second_general.to_string(),
                    &g.second.to_string(),
                    first,
                    second,
                ],
            )
        } else {
            fill(
                t.legend_men,
                &[&g.first.to_string(), &g.second.to_string(), first, second],
            )
        };
        if pos.game().has_shared_piece() {
            legend.push_str("   ");
            legend.push_str(&fill(t.legend_shared, &[&g.shared.to_string()]));
        }
        if board.well().is_some() {
            legend.push_str("   ");
            legend.push_str(&fill(t.legend_well, &[&g.well.to_string()]));
        }
        self.out.line(&format!("  {legend}"))?;
        if let Some(entry) = last {
            let mover = pos.side_to_move().opponent();
            let n = self.session.record().ply_count().to_string();
            let mv = entry.display_text(board);
            self.out.line(&format!(
                "  {}",
                fill(t.last_move, &[&n, &mv, text::side_name(self.lang, mover)])
            ))?;
        }
        if !self.session.record().status().is_over() {
            let side = pos.side_to_move();
            let mut status = messages::to_move_text(side, self.lang);
            match self.session.computer_side() {
                Some(c) if c == side => status.push_str(&format!(" ({})", t.computer)),
                Some(_) => status.push_str(&format!(" ({})", t.you)),
                None => {}
            }
            if pos.shared_locked() {
                status.push_str(" · ");
                status.push_str(t.shared_locked);
            }
            if pos.plies_since_capture() >= CAPTURE_CLOCK_SHOWN_FROM {
                status.push_str(" · ");
                status.push_str(&fill(
                    t.capture_clock,
                    &[&pos.plies_since_capture().to_string()],
                ));
            }
            self.out.line(&format!("  {status}"))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse() {
        assert_eq!(parse_command("  UNDO "), Command::Undo);
        assert_eq!(parse_command("b2 b3"), Command::Move("b2-b3".into()));
        assert_eq!(parse_command("B2-B3"), Command::Move("b2-b3".into()));
        assert_eq!(
            parse_command("save My Game.json"),
            Command::Save(Some("My Game.json".into()))
        );
        assert_eq!(parse_command("save"), Command::Save(None));
        assert_eq!(parse_command(""), Command::Empty);
        assert_eq!(
            parse_command("c4-c3 x c2"),
            Command::Move("c4-c3 x c2".into())
        );
    }
}
