//! `folkchess play`: an interactive game in the terminal.
//!
//! The pieces are separate modules so that this loop only ties them together:
//! [`Console`] reads lines (the line editor on a terminal, plain lines from a pipe)
//! and writes; [`crate::input`] normalises what was typed (controls stripped,
//! full-width forms, Chinese command words); [`crate::command`] parses it;
//! [`crate::render`] draws the board and says what happened; [`crate::saves`] keeps the
//! autosave and the save files. The game itself is the core's [`Session`].
//!
//! On a pipe the output is plain, deterministic text in which each input line is
//! echoed after its prompt, so a transcript reads like a session.

use crate::art::ArtOptions;
use crate::command::{self, parse_command, BadMove, Command};
use crate::console::{Console, Deadline, Reply};
use crate::render::{self, Seats, TimerNote};
use crate::saves::{self, Autosave, Target};
use crate::term::{self, Term};
use crate::text::{self, fill, Strings};
use crate::{input, CliError, CliResult, GameOrFile, PlayArgs};
use folkchess_core::ai;
use folkchess_core::messages;
use folkchess_core::rules_text::Lang;
use folkchess_core::setup::DEFAULT_LEVEL;
use folkchess_core::{
    GameId, GameRecord, GameStatus, Level, Mode, PlayError, PlyEntry, SavedGame, Session,
    SessionError, Setup, Side,
};
use std::io;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The terminal around a game: the core's [`Session`] holds the game itself (record,
/// setup, turn clock, computer, undo/redo), this only reads input, draws and keeps the
/// game on disk.
struct Play {
    console: Console,
    lang: Lang,
    t: &'static Strings,
    session: Session,
    /// The seed of the computer's choices, kept for `new` and `load`.
    seed: u64,
    autosave: Autosave,
    /// Whether a failed autosave was reported (once is enough).
    autosave_warned: bool,
    /// Files this session wrote or read: saving there again needs no question.
    own_files: Vec<PathBuf>,
    /// The record as last written to or read from a save file.
    in_file: Option<GameRecord>,
    /// The position last drawn: (plies played, position key).
    drawn: Option<(usize, u64)>,
    /// Whether the result of the finished game was announced.
    announced: bool,
    epoch: Instant,
}

/// Milliseconds since the Unix epoch (the saves' time stamps).
fn wall_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Who plays, in words: "you play First (red) against the computer (Medium)".
fn who_plays(t: &Strings, lang: Lang, setup: &Setup) -> String {
    match setup.mode {
        Mode::VsComputer { level, human } => fill(
            t.vs_computer,
            &[text::level_name(lang, level), text::side_name(lang, human)],
        ),
        Mode::PassAndPlay => t.pass_and_play.to_string(),
    }
}

/// Runs `folkchess play`.
pub fn run(args: &PlayArgs) -> CliResult {
    let term = Term::detect(args.ascii, args.no_color);
    let lang = args.lang;
    let t = text::strings(lang);
    // Everything that can be wrong with the arguments is said before the game starts.
    let file = match (&args.what, &args.load) {
        (Some(GameOrFile::File(f)), _) | (None, Some(f)) => Some(f.clone()),
        _ => None,
    };
    let loaded = match &file {
        Some(f) => Some(
            saves::read_file(f)
                .map_err(|e| CliError::Usage(format!("cannot load {}: {e}", f.display())))?,
        ),
        None => None,
    };
    let game_arg = match &args.what {
        Some(GameOrFile::Game(g)) => Some(*g),
        _ => args.game,
    };
    let data_dir = args.data_dir.clone().or_else(saves::default_data_dir);
    let autosave = Autosave::new(data_dir.as_deref());
    let seed = args.seed.unwrap_or_else(|| {
        if term.stdout_tty {
            wall_ms().wrapping_mul(1_000_003) ^ u64::from(std::process::id())
        } else {
            0
        }
    });

    let mut console = Console::open(term);
    let mut session = None;
    let mut from_file = None;
    // An unfinished game in the autosave is offered first (unless the file to load is
    // that very game).
    match autosave.unfinished() {
        Ok(Some(saved))
            if loaded
                .as_ref()
                .is_none_or(|l| !saves::same_game(&l.record, &saved.record)) =>
        {
            let found = fill(
                t.resume_found,
                &[
                    &text::game_title(lang, saved.record.game()),
                    &who_plays(t, lang, &saved.setup),
                    &render::plies(lang, saved.record.ply_count()),
                ],
            );
            console.line(&found)?;
            match console.yes_no(t.resume_offer, true, t.yes_no_again)? {
                Some(true) => {
                    session = Some(
                        Session::from_saved(saved, seed)
                            .map_err(|e| CliError::Usage(e.to_string()))?,
                    );
                }
                Some(false) => console.line(t.resume_declined)?,
                None => return console.line(t.bye).map_err(CliError::from),
            }
        }
        Ok(_) => {}
        Err(e) => console.line(&fill(t.resume_damaged, &[&e.to_string()]))?,
    }
    if session.is_none() {
        if let (Some(saved), Some(f)) = (loaded, &file) {
            from_file = Some((f.clone(), saved.record.clone()));
            session = Some(from_saved(saved, seed, f)?);
        }
    }
    let session = match session {
        Some(s) => s,
        None => match new_session(args, game_arg, seed, &mut console, lang, t)? {
            Some(s) => s,
            None => return console.line(t.bye).map_err(CliError::from),
        },
    };
    let mut play = Play {
        console,
        lang,
        t,
        session,
        seed,
        autosave,
        autosave_warned: false,
        own_files: Vec::new(),
        in_file: None,
        drawn: None,
        announced: false,
        epoch: Instant::now(),
    };
    if let Some((f, record)) = from_file {
        play.own_files.push(f);
        play.in_file = Some(record);
        play.keep();
    }
    play.session.start_clock(play.now_ms());
    play.run()
}

fn from_saved(saved: SavedGame, seed: u64, file: &Path) -> Result<Session, CliError> {
    Session::from_saved(saved, seed)
        .map_err(|e| CliError::Usage(format!("cannot load {}: {e}", file.display())))
}

/// The session of a new game: from the arguments, or asked in the menu. `None` when the
/// menu was left.
fn new_session(
    args: &PlayArgs,
    game_arg: Option<GameId>,
    seed: u64,
    console: &mut Console,
    lang: Lang,
    t: &'static Strings,
) -> Result<Option<Session>, CliError> {
    let mut mode = if args.pass_and_play {
        Mode::PassAndPlay
    } else {
        Mode::VsComputer {
            level: args.level.unwrap_or(DEFAULT_LEVEL),
            human: args.side.unwrap_or(Side::First),
        }
    };
    let game = match game_arg {
        Some(g) => g,
        None => {
            let mut menu = Menu { console, t, lang };
            let Some(game) = menu.ask_game()? else {
                return Ok(None);
            };
            if !args.pass_and_play && args.level.is_none() && args.side.is_none() {
                match menu.ask_mode()? {
                    Some(m) => mode = m,
                    None => return Ok(None),
                }
            }
            game
        }
    };
    let setup = Setup {
        mode,
        turn_seconds: args.timer,
    };
    Session::new(game, setup, seed)
        .map(Some)
        .map_err(|e| CliError::Usage(e.to_string()))
}

/// The start menu (no game on the command line).
struct Menu<'a> {
    console: &'a mut Console,
    t: &'static Strings,
    lang: Lang,
}

impl Menu<'_> {
    fn read(&mut self, prompt: &str) -> io::Result<Option<String>> {
        Ok(self
            .console
            .ask(prompt)?
            .map(|a| input::normalise(&a).to_lowercase()))
    }

    fn ask_game(&mut self) -> io::Result<Option<GameId>> {
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

impl Play {
    fn now_ms(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    fn turn_id(&self) -> (usize, u64) {
        let record = self.session.record();
        (record.ply_count(), record.current().key())
    }

    fn line(&mut self, s: &str) -> io::Result<()> {
        self.console.line(s)
    }

    /// Writes the game to the autosave (after every change, as the apps do). A failure
    /// is reported once; the game goes on.
    fn keep(&mut self) {
        if let Err(e) = self.autosave.write(&self.session, wall_ms()) {
            if !self.autosave_warned {
                self.autosave_warned = true;
                let _ = self
                    .console
                    .line(&fill(self.t.autosave_failed, &[&e.to_string()]));
            }
        }
    }

    /// Continues with `session` (a new or loaded game): its clock starts now.
    fn replace_session(&mut self, session: Session) {
        self.session = session;
        self.session.start_clock(self.now_ms());
        self.drawn = None;
        self.announced = false;
        self.keep();
    }

    /// Whether the game would be lost if replaced: unfinished, with plies, and not as
    /// it is in a save file.
    fn at_stake(&self) -> bool {
        let record = self.session.record();
        !record.status().is_over()
            && record.ply_count() > 0
            && self.in_file.as_ref() != Some(record)
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
        let who = who_plays(self.t, self.lang, &setup);
        let title = text::game_title(self.lang, self.session.record().game());
        self.line(&fill(self.t.header, &[&title, &who]))?;
        if let Some(s) = setup.turn_seconds {
            self.line(&fill(self.t.timer_note, &[&s.to_string()]))?;
        }
        self.line(self.t.help_hint)
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
            } else if computer_turn {
                if !self.computer_move()? {
                    return self.leave();
                }
                continue;
            }
            // The core's clock runs only on a human's turn of a timed game.
            let remaining = self
                .session
                .remaining_ms(self.now_ms())
                .filter(|_| self.session.clock().is_running());
            let side = self.session.position().side_to_move();
            let prompt = if status.is_over() {
                "> ".to_string()
            } else {
                fill(self.t.prompt, &[&self.side_label(side)])
            };
            let t = self.t;
            let status_line = |secs: u64| fill(t.time_left, &[&secs.to_string()]);
            let deadline = remaining.map(|ms| Deadline {
                at: Instant::now() + Duration::from_millis(ms),
                status: &status_line,
            });
            match self.console.read_line(&prompt, deadline)? {
                Reply::Eof | Reply::Interrupt => return self.leave(),
                Reply::Timeout => {
                    // The core decides: the pass is refused unless the turn expired
                    // (then the prompt simply waits for the rest of the turn).
                    if self.session.pass_on_timeout(self.now_ms()).is_ok() {
                        let name = text::side_name(self.lang, side);
                        self.line(&fill(self.t.time_up, &[name]))?;
                        self.keep();
                    }
                }
                Reply::Line(line) => {
                    if !self.handle(&line)? {
                        return self.leave();
                    }
                }
            }
        }
    }

    /// Ends the session: an unfinished game stays in the autosave, and the player is
    /// told so.
    fn leave(&mut self) -> CliResult {
        let record = self.session.record();
        if !record.status().is_over() && record.ply_count() > 0 && self.autosave.path().is_some() {
            self.keep();
            if !self.autosave_warned {
                self.line(self.t.autosave_kept)?;
            }
        }
        self.line(self.t.bye)?;
        Ok(())
    }

    fn announce(&mut self, outcome: &folkchess_core::Outcome) -> io::Result<()> {
        self.line(&messages::outcome_text(outcome, self.lang))?;
        if let Some(computer) = self.session.computer_side() {
            let line = if outcome.winner == Some(computer) {
                self.t.computer_wins
            } else if outcome.winner.is_some() {
                self.t.you_win
            } else {
                ""
            };
            if !line.is_empty() {
                self.line(line)?;
            }
        }
        self.line(self.t.after_game)
    }

    /// Asks a yes/no question (Enter: no); end of input is no.
    fn confirm(&mut self, question: &str) -> io::Result<bool> {
        Ok(self
            .console
            .yes_no(question, false, self.t.yes_no_again)?
            .unwrap_or(false))
    }

    /// Handles one input line; false to quit.
    fn handle(&mut self, line: &str) -> io::Result<bool> {
        let t = self.t;
        match parse_command(&input::normalise(line)) {
            Command::Empty => {}
            Command::Quit => return Ok(false),
            Command::Help => self.line(t.help)?,
            Command::Board => self.draw()?,
            Command::Rules => self.rules()?,
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
                self.line(&fill(
                    t.legal_moves,
                    &[&moves.len().to_string(), &moves.join(" ")],
                ))?;
            }
            Command::Pass => self.line(t.cannot_pass)?,
            Command::Undo => match self.session.undo(self.now_ms()) {
                Ok(n) => {
                    self.line(&fill(t.undone, &[&render::plies(self.lang, n)]))?;
                    self.keep();
                }
                Err(_) => self.line(t.nothing_to_undo)?,
            },
            Command::Redo => match self.session.redo(self.now_ms()) {
                Ok(n) => {
                    self.line(&fill(t.redone, &[&render::plies(self.lang, n)]))?;
                    self.keep();
                }
                Err(_) => self.line(t.nothing_to_redo)?,
            },
            Command::Hint => self.hint()?,
            Command::New => {
                let played = render::plies(self.lang, self.session.record().ply_count());
                if self.at_stake() && !self.confirm(&fill(t.confirm_new, &[&played]))? {
                    self.line(t.game_goes_on)?;
                    return Ok(true);
                }
                let game = self.session.record().game();
                match Session::new(game, *self.session.setup(), self.seed) {
                    Ok(session) => {
                        self.replace_session(session);
                        self.in_file = None;
                        self.line(t.new_game)?;
                    }
                    Err(e) => self.line(&e.to_string())?,
                }
            }
            Command::Save(None) => self.line(&fill(t.needs_file, &["save"]))?,
            Command::Load(None) => self.line(&fill(t.needs_file, &["load"]))?,
            Command::Save(Some(file)) => self.save(&file)?,
            Command::Load(Some(file)) => self.load(&file)?,
            Command::Move(text) => self.human_move(&text)?,
        }
        Ok(true)
    }

    /// `rules`: the game's rules and the app rules as they hold here, a page at a time
    /// on a terminal.
    fn rules(&mut self) -> io::Result<()> {
        let timer = match self.session.setup().turn_seconds {
            Some(s) => TimerNote::Seconds(s),
            None => TimerNote::Off,
        };
        let width = term::size().0.saturating_sub(2).clamp(40, 78);
        let text = render::terminal_rules(self.session.record().game(), self.lang, timer, width);
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        self.console.page(&lines, self.t.more)
    }

    fn save(&mut self, file: &str) -> io::Result<()> {
        let t = self.t;
        let path = PathBuf::from(file);
        if path.is_dir() {
            let why = io::Error::from(io::ErrorKind::IsADirectory).to_string();
            return self.line(&fill(t.save_failed, &[file, &why]));
        }
        let target = if self.own_files.contains(&path) {
            Target::SameGame
        } else {
            saves::check_target(&path, self.session.record())
        };
        let question = match target {
            Target::Free | Target::SameGame => None,
            Target::OtherGame { game, plies } => Some(fill(
                t.confirm_replace_other,
                &[
                    file,
                    &text::game_title(self.lang, game),
                    &render::plies(self.lang, plies),
                ],
            )),
            Target::NotASave(why) => Some(fill(t.confirm_replace_not_save, &[file, &why])),
        };
        if let Some(q) = question {
            if !self.confirm(&q)? {
                return self.line(t.not_saved);
            }
        }
        // The session's save keeps its seed: loaded again, the computer plays on
        // exactly as it would have.
        match saves::write_file(&path, &self.session, wall_ms()) {
            Ok(()) => {
                if !self.own_files.contains(&path) {
                    self.own_files.push(path);
                }
                self.in_file = Some(self.session.record().clone());
                self.line(&fill(t.saved, &[file]))
            }
            Err(e) => self.line(&fill(t.save_failed, &[file, &e.to_string()])),
        }
    }

    fn load(&mut self, file: &str) -> io::Result<()> {
        let t = self.t;
        let played = render::plies(self.lang, self.session.record().ply_count());
        if self.at_stake() && !self.confirm(&fill(t.confirm_load, &[file, &played]))? {
            return self.line(t.game_goes_on);
        }
        let path = PathBuf::from(file);
        let loaded = saves::read_file(&path)
            .and_then(|saved| Session::from_saved(saved, self.seed).map_err(|e| e.to_string()));
        match loaded {
            Ok(session) => {
                self.replace_session(session);
                self.in_file = Some(self.session.record().clone());
                if !self.own_files.contains(&path) {
                    self.own_files.push(path);
                }
                let record = self.session.record();
                let game = text::game_title(self.lang, record.game());
                let plies = render::plies(self.lang, record.ply_count());
                self.line(&fill(t.loaded, &[file, &game, &plies]))?;
                self.header()
            }
            Err(e) => self.line(&fill(t.load_failed, &[file, &e])),
        }
    }

    /// A move for the messages' examples: the first legal one (or `b2-b3`).
    fn example_move(&self) -> String {
        let pos = self.session.position();
        pos.legal_moves()
            .first()
            .map_or_else(|| "b2-b3".to_string(), |&m| pos.board().move_text(m))
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
            return self.line(&line);
        }
        if let Some(bad) = command::diagnose(board, text) {
            let example = self.example_move();
            let line = match bad {
                BadMove::MissingTo { from } => fill(t.bad_missing_to, &[&from, &example]),
                BadMove::MissingFrom { to } => fill(t.bad_missing_from, &[&to, &example]),
                BadMove::NotAPoint { token } => {
                    let names: Vec<&str> = board.all().map(|p| board.name(p)).collect();
                    fill(t.bad_point, &[&token, &names.join(" ")])
                }
                BadMove::NotACommand { word } => fill(t.bad_word, &[&word, &example]),
                BadMove::Extra { rest } => fill(t.bad_extra, &[&rest, &example]),
            };
            return self.line(&line);
        }
        let Ok(m) = board.parse_move(text) else {
            return Ok(());
        };
        let mover = pos.side_to_move();
        match self.session.play(m, self.now_ms()) {
            Ok(entry) => {
                self.keep();
                self.say_capture(&entry, mover)
            }
            Err(SessionError::Play(PlayError::Illegal { text: mv, reason })) => self.line(&fill(
                t.illegal,
                &[&mv, &messages::illegal_move_text(&reason, self.lang)],
            )),
            // The game is over (the prompt is only shown on a human's turn).
            Err(_) => self.line(t.game_is_over),
        }
    }

    fn say_capture(&mut self, entry: &PlyEntry, mover: Side) -> io::Result<()> {
        match render::capture_line(entry, mover, self.lang) {
            Some(line) => self.line(&line),
            None => Ok(()),
        }
    }

    fn hint(&mut self) -> io::Result<()> {
        let Ok(request) = self.session.hint_request() else {
            return self.line(self.t.game_is_over);
        };
        let Some(m) = self.thinking(move |cancel| request.think(cancel))? else {
            return self.line(self.t.hint_cancelled);
        };
        let board = self.session.position().board();
        match m {
            Some(m) => self.line(&fill(self.t.hint, &[&board.move_text(m)])),
            None => self.line(self.t.no_hint),
        }
    }

    /// The computer's turn: the core's request (record, level, per-move seed) is
    /// thought about off the session, then played through it. False when the player
    /// pressed Ctrl-C to leave while it thought.
    fn computer_move(&mut self) -> io::Result<bool> {
        let request = self.session.computer_request().map_err(io::Error::other)?;
        let thinker = request.clone();
        let Some(m) = self.thinking(move |cancel| thinker.think(cancel))? else {
            return Ok(false);
        };
        let board = self.session.position().board();
        let Some(m) = m else {
            // Only a cancelled search finds nothing, and nothing cancels it here.
            return Err(io::Error::other(self.t.computer_stuck));
        };
        let mover = self.session.position().side_to_move();
        let entry = self
            .session
            .apply_computer_move(&request, m, self.now_ms())
            .map_err(io::Error::other)?;
        self.keep();
        self.line(&fill(self.t.computer_plays, &[&board.move_text(m)]))?;
        self.say_capture(&entry, mover)?;
        Ok(true)
    }

    /// Runs `work` on a thread while showing the "thinking…" indicator (a spinner on a
    /// terminal, one plain line otherwise). `None` when Ctrl-C stopped it.
    fn thinking<T: Send + 'static>(
        &mut self,
        work: impl FnOnce(&ai::CancelToken) -> T + Send + 'static,
    ) -> io::Result<Option<T>> {
        let label = self.t.thinking.to_string();
        let cancel = ai::CancelToken::new();
        let spinner = self.console.term.stdout_tty;
        if !spinner {
            self.line(&label)?;
        }
        let token = cancel.clone();
        let worker = thread::spawn(move || work(&token));
        let frames: Vec<char> = if self.console.term.unicode {
            "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".chars().collect()
        } else {
            "|/-\\".chars().collect()
        };
        let mut interrupted = false;
        let mut i = 0;
        while !worker.is_finished() {
            if !interrupted && self.console.interrupted() {
                interrupted = true;
                cancel.cancel();
            }
            if spinner {
                self.console
                    .text(&format!("\r{label} {}", frames[i % frames.len()]))?;
            }
            i += 1;
            thread::sleep(Duration::from_millis(if spinner { 100 } else { 20 }));
        }
        if spinner {
            self.console.text("\r\x1b[2K")?;
        }
        let result = worker
            .join()
            .map_err(|_| io::Error::other("the computer's search failed"))?;
        Ok((!interrupted).then_some(result))
    }

    fn draw(&mut self) -> io::Result<()> {
        self.drawn = Some(self.turn_id());
        let opts = ArtOptions {
            unicode: self.console.term.unicode,
            color: self.console.term.color,
        };
        let seats = Seats {
            computer: self.session.computer_side(),
        };
        for line in render::board_screen(self.session.record(), seats, self.lang, opts) {
            self.line(&line)?;
        }
        Ok(())
    }
}
