//! `folkchess play`: an interactive game in the terminal, the third shell of the core's
//! game table ([`folkchess_core::screens::table`], the game screen of both apps).
//!
//! The pieces are separate modules so that this loop only ties them together:
//! [`Console`] reads lines (the line editor on a terminal, plain lines from a pipe)
//! and writes; [`crate::input`] normalises what was typed (controls stripped,
//! full-width forms, Chinese command words); [`crate::command`] parses it; a typed move
//! or command becomes the table's event, sent through [`TableShell`], which carries out
//! the effects (the autosave) and hands back the searches, run here on a thread while
//! "thinking…" shows; [`crate::render`] draws the table's view. What the game says —
//! whose turn it is, the status, why a move is refused, what the computer played and
//! what was captured, that the time is up, the verdict with a hint — is the view's, in
//! the words of the apps; the terminal's own words are its prompts, help, questions
//! about files and the answers to its commands. [`crate::saves`] keeps the save files.
//!
//! On a pipe the output is plain, deterministic text in which each input line is
//! echoed after its prompt, so a transcript reads like a session.

use crate::art::ArtOptions;
use crate::command::{self, parse_command, BadMove, Command};
use crate::console::{Console, Deadline, Reply};
use crate::menu::Menu;
use crate::render::{self, TimerNote};
use crate::saves::{self, Autosave, Target};
use crate::table_shell::{wall_ms, TableShell};
use crate::term::{self, Term};
use crate::text::{self, fill, Strings};
use crate::{input, CliError, CliResult, GameOrFile, PlayArgs};
use folkchess_core::rules::setup::DEFAULT_LEVEL;
use folkchess_core::screens::table::{
    QuestionView, SearchAnswer, SearchJob, SearchKind, TableEvent,
};
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{
    DisplayLanguage, GameId, GameRecord, Level, Mode, SavedGame, Session, Setup, Side,
};
use std::collections::VecDeque;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The terminal around a game: the core's game table holds the game and what the
/// screen says of it; this reads input, draws the view and keeps the save files.
struct Play {
    console: Console,
    /// The language shown (Chinese in either script).
    display: DisplayLanguage,
    /// The language of the texts shown (the terminal's words: `t`).
    lang: Lang,
    t: &'static Strings,
    shell: TableShell,
    /// The seed of the computer's choices for a loaded save that has none.
    seed: u64,
    /// Whether a failed write was reported (once is enough).
    autosave_warned: bool,
    /// Why the last write of the autosave failed (`None`: it did not fail).
    autosave_failure: Option<String>,
    /// Files this session wrote or read: saving there again needs no question.
    own_files: Vec<PathBuf>,
    /// The record as last written to or read from a save file.
    in_file: Option<GameRecord>,
    /// The position last drawn: (plies played, position key, whether the game is over).
    drawn: Option<(usize, u64, bool)>,
    /// Whether the result of the finished game was announced.
    announced: bool,
    /// The session generation whose last ply was told.
    told: Option<u64>,
}

/// What the prompt loop does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    /// Go on.
    Go,
    /// Leave (quit, or Ctrl-C while the computer thought).
    Leave,
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
    let display = args.lang;
    let lang = display.primary();
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

    let mut console = Console::open(term, display);
    let mut session = None;
    let mut from_file = None;
    let mut autosave = autosave;
    let unfinished = autosave.unfinished();
    if let Some(saved) = loaded {
        // The file given is the game played; it was read (and refused, with status 2)
        // before anything was asked. An unfinished autosave of another game is replaced
        // only when the player says so; otherwise it is kept and this game is not
        // autosaved.
        let f = file.clone().unwrap_or_default();
        if let Ok(Some(kept)) = &unfinished {
            if !saves::same_game(&saved.record, &kept.record) {
                console.line(&describe_unfinished(t, lang, kept))?;
                let q = fill(t.replace_autosave, &[&f.display().to_string()]);
                match console.yes_no(&q, false, t.yes_no_again)? {
                    Some(true) => {}
                    Some(false) => {
                        console.line(t.autosave_left_alone)?;
                        autosave = Autosave::new(None);
                    }
                    None => return console.line(t.bye).map_err(CliError::from),
                }
            }
        }
        report_damaged_autosave(&mut console, t, &unfinished)?;
        from_file = Some((f.clone(), saved.record.clone()));
        session = Some(from_saved(saved, seed, &f)?);
    } else {
        // An unfinished game in the autosave is offered first.
        match &unfinished {
            Ok(Some(saved)) => {
                console.line(&describe_unfinished(t, lang, saved))?;
                match console.yes_no(t.resume_offer, true, t.yes_no_again)? {
                    Some(true) => {
                        session = Some(
                            Session::from_saved(saved.clone(), seed)
                                .map_err(|e| CliError::Usage(e.to_string()))?,
                        );
                    }
                    Some(false) => console.line(t.resume_declined)?,
                    None => return console.line(t.bye).map_err(CliError::from),
                }
            }
            Ok(None) => {}
            Err(_) => report_damaged_autosave(&mut console, t, &unfinished)?,
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
        display,
        lang,
        t,
        shell: TableShell::new(session, display, autosave),
        seed,
        autosave_warned: false,
        autosave_failure: None,
        own_files: Vec::new(),
        in_file: None,
        drawn: None,
        announced: false,
        told: None,
    };
    if let Some((f, record)) = from_file {
        play.own_files.push(f);
        play.in_file = Some(record);
    }
    play.run()
}

/// A legal move of the game's board, for examples: the position's first legal move, or
/// the start position's when there is none.
pub fn example_move(session: &Session) -> String {
    let pos = session.position();
    let start = folkchess_core::Position::start(session.record().game());
    let moves = pos.legal_moves();
    let (p, m) = match moves.first() {
        Some(&m) if !session.record().status().is_over() => (pos, m),
        _ => match start.legal_moves().first() {
            Some(&m) => (&start, m),
            None => return String::new(),
        },
    };
    p.board().move_text(m)
}

/// "An unfinished game is saved: …, N plies played."
fn describe_unfinished(t: &Strings, lang: Lang, saved: &SavedGame) -> String {
    fill(
        t.resume_found,
        &[
            &text::game_title(lang, saved.record.game()),
            &who_plays(t, lang, &saved.setup),
            &render::plies(lang, saved.record.ply_count()),
        ],
    )
}

/// Says why a damaged autosave cannot be continued (and where it was moved).
fn report_damaged_autosave(
    console: &mut Console,
    t: &Strings,
    unfinished: &Result<Option<SavedGame>, String>,
) -> io::Result<()> {
    match unfinished {
        Err(why) => console.line(&fill(t.resume_damaged, &[why])),
        Ok(_) => Ok(()),
    }
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

impl Play {
    /// What the board drawn shows: the position, and whether the game is over (a
    /// resignation or a draw agreed ends it without a ply: the banner changes).
    fn turn_id(&self) -> (usize, u64, bool) {
        let record = self.shell.table().session().record();
        (
            record.ply_count(),
            record.current().key(),
            record.status().is_over(),
        )
    }

    fn session(&self) -> &Session {
        self.shell.table().session()
    }

    fn line(&mut self, s: &str) -> io::Result<()> {
        self.console.line(s)
    }

    /// Whether the game would be lost if replaced: unfinished, with plies, and not as
    /// it is in a save file.
    fn at_stake(&self) -> bool {
        let record = self.session().record();
        !record.status().is_over()
            && record.ply_count() > 0
            && self.in_file.as_ref() != Some(record)
    }

    /// Who the prompt is for: the side, and "You" against the computer.
    fn side_label(&self, side: Side) -> String {
        let name = text::side_name(self.lang, side);
        match self.session().setup().mode {
            Mode::VsComputer { .. } => fill(self.t.you_prompt, &[name]),
            Mode::PassAndPlay => name.to_string(),
        }
    }

    fn header(&mut self) -> io::Result<()> {
        let setup = *self.session().setup();
        let who = who_plays(self.t, self.lang, &setup);
        let title = text::game_title(self.lang, self.session().record().game());
        self.line(&fill(self.t.header, &[&title, &who]))?;
        if let Some(s) = setup.turn_seconds {
            self.line(&fill(self.t.timer_note, &[&s.to_string()]))?;
        }
        let example = self.example_move();
        self.line(&fill(self.t.help_hint, &[&example]))
    }

    fn run(&mut self) -> CliResult {
        self.header()?;
        if self.send(TableEvent::Start)? == Flow::Leave {
            return self.leave();
        }
        loop {
            // Every search is answered before the prompt: it is a player's turn, or the
            // game is over. A position not drawn yet is drawn.
            if self.drawn != Some(self.turn_id()) {
                self.draw()?;
            }
            let view = self.shell.view();
            if view.is_over && !self.announced {
                self.announced = true;
                self.announce()?;
            }
            self.announced &= view.is_over;
            // A question of the table (confirm a resignation, a draw offered) is answered
            // before anything else.
            if let Some(question) = &view.question {
                if self.answer(question)? == Flow::Leave {
                    return self.leave();
                }
                continue;
            }
            let prompt = match view.banner.side {
                Some(side) if !view.is_over => fill(self.t.prompt, &[&self.side_label(side)]),
                _ => "> ".to_string(),
            };
            // The table's clock counts on a player's turn of a timed game.
            let remaining = view
                .timer
                .as_ref()
                .filter(|_| view.ticking)
                .map(|t| t.remaining_ms);
            let t = self.t;
            let status_line = |secs: u64| fill(t.time_left, &[&secs.to_string()]);
            let deadline = remaining.map(|ms| Deadline {
                at: Instant::now() + Duration::from_millis(ms),
                status: &status_line,
            });
            let flow = match self.console.read_line(&prompt, deadline)? {
                Reply::Eof | Reply::Interrupt => Flow::Leave,
                // The table decides: the turn passes if its time is up (what was typed
                // is gone); a moment early, the prompt simply waits for the rest.
                Reply::Timeout => self.send(TableEvent::Tick)?,
                Reply::Line(line) => self.handle(&line)?,
            };
            if flow == Flow::Leave {
                return self.leave();
            }
        }
    }

    /// Ends the session: an unfinished game stays in the autosave, and the player is
    /// told so.
    fn leave(&mut self) -> CliResult {
        self.shell.send(TableEvent::Leave);
        self.report_failures()?;
        let record = self.session().record();
        let kept = !record.status().is_over()
            && record.ply_count() > 0
            && self.shell.autosave().path().is_some();
        if kept {
            match &self.autosave_failure {
                None => self.line(self.t.autosave_kept)?,
                Some(why) => {
                    let why = why.clone();
                    self.line(&fill(self.t.autosave_not_kept, &[&why]))?;
                }
            }
        }
        self.line(self.t.bye)?;
        Ok(())
    }

    /// After the result (the banner under the board says it): the table's result sheet
    /// — who won at this terminal ("You lost", "Draw") and why —, and what can be done
    /// now. The headline is left out where the banner already begins with it (between two
    /// players, and a draw: "First (red) wins: …", "Draw: …"; against the computer "You
    /// won. …"), or where the banner is the reason itself ("You resigned."), so that
    /// nothing is said twice.
    fn announce(&mut self) -> io::Result<()> {
        let view = self.shell.view();
        if let Some(result) = &view.result {
            // Against the computer the banner may say it all ("You resigned.").
            if !view.banner.text.starts_with(&result.headline)
                && !view.banner.text.ends_with(&result.reason)
            {
                // The reason inside the line, as the outcome's sentence words it ("You lost
                // — the two generals meet", "… — First (red) resigned").
                let reason = match self.session().record().status().outcome() {
                    Some(o) => render::inline_reason(&o, self.lang),
                    None => result.reason.clone(),
                };
                self.line(&fill(self.t.result_line, &[&result.headline, &reason]))?;
            }
        }
        self.line(self.t.after_game)
    }

    /// Asks the table's question (its words and its two answers' words) and sends the
    /// answer: yes only for `y`, 是, or the yes answer's own words (Resign, Accept, in
    /// either language and script, as the table words them); anything else — Enter, any
    /// other word, Ctrl-D, Ctrl-C — is no, which never ends the game. `quit` leaves (the
    /// game stays in the autosave).
    fn answer(&mut self, question: &QuestionView) -> io::Result<Flow> {
        let t = self.t;
        self.line(&question.text)?;
        let prompt = fill(t.answer_prompt, &[&question.yes, &question.no]);
        let other = match self.lang {
            Lang::En => DisplayLanguage::Zh,
            Lang::Zh => DisplayLanguage::En,
        };
        let words = [Some(question.clone()), self.shell.question_in(other)];
        let line = loop {
            match self.console.read_line(&prompt, None)? {
                Reply::Line(line) => break line,
                Reply::Eof | Reply::Interrupt => break String::new(),
                Reply::Timeout => continue,
            }
        };
        let yes = words
            .iter()
            .flatten()
            .find_map(|q| input::answer(&line, &q.yes, &q.no))
            .unwrap_or(false);
        if !yes && parse_command(&input::normalise(&line)) == Command::Quit {
            return Ok(Flow::Leave);
        }
        self.send(TableEvent::Answer(yes))
    }

    /// Asks a yes/no question (Enter: no); end of input is no.
    fn confirm(&mut self, question: &str) -> io::Result<bool> {
        Ok(self
            .console
            .yes_no(question, false, self.t.yes_no_again)?
            .unwrap_or(false))
    }

    /// Sends `event` to the table, says what it says and runs the searches it asks for.
    fn send(&mut self, event: TableEvent) -> io::Result<Flow> {
        let jobs = self.shell.send(event);
        self.settle(jobs, None)
    }

    /// Says what the table says now (`typed`: the move just typed, which a refusal
    /// names), then runs `jobs` and every search that follows, one at a time, saying
    /// what the table says after each.
    fn settle(&mut self, jobs: Vec<SearchJob>, typed: Option<&str>) -> io::Result<Flow> {
        self.report(typed)?;
        let mut queue = VecDeque::from(jobs);
        while let Some(job) = queue.pop_front() {
            let kind = job.kind();
            let answer = match self.think(&job)? {
                Some(answer) => answer,
                None if kind == SearchKind::ComputerMove => return Ok(Flow::Leave),
                None => {
                    // The hint or the draw offer was called off: the table stops waiting
                    // for it (an offer the computer did not judge lapses).
                    let none = SearchAnswer {
                        id: job.id(),
                        ..SearchAnswer::default()
                    };
                    queue.extend(self.shell.send(TableEvent::SearchDone(none)));
                    self.line(if kind == SearchKind::Hint {
                        self.t.hint_cancelled
                    } else {
                        self.t.draw_cancelled
                    })?;
                    continue;
                }
            };
            if kind == SearchKind::ComputerMove && answer.found.is_none() {
                // Only a cancelled search finds nothing, and nothing cancelled it.
                return Err(io::Error::other(self.t.computer_stuck));
            }
            queue.extend(self.shell.send(TableEvent::SearchDone(answer)));
            if kind == SearchKind::Hint {
                self.say_hint()?;
            }
            self.report(None)?;
        }
        Ok(Flow::Go)
    }

    /// Prints what the table says that was not said yet: what the ply just played did
    /// (the computer's move, a capture) and the message, which is then dismissed. A
    /// message after a typed move is why it is refused, said with the move.
    fn report(&mut self, typed: Option<&str>) -> io::Result<()> {
        let view = self.shell.view();
        let generation = self.session().generation();
        // A resignation or a draw agreed changes the game without a ply: the last ply's
        // news was told when it was played.
        let agreed = self.session().record().agreed_ending().is_some();
        if self.told != Some(generation) {
            self.told = Some(generation);
            if let Some(news) = view.ply_announcement.as_ref().filter(|_| !agreed) {
                for l in news.lines() {
                    self.line(l)?;
                }
            }
        }
        if let Some(message) = &view.message {
            let line = match typed {
                Some(mv) => fill(self.t.illegal, &[mv, message]),
                None => message.clone(),
            };
            self.line(&line)?;
            self.shell.send(TableEvent::DismissMessage);
        }
        self.report_failures()
    }

    /// Says why a write of the autosave failed (once; the game goes on).
    fn report_failures(&mut self) -> io::Result<()> {
        let failures = self.shell.take_failures();
        if let Some(why) = failures.last() {
            self.autosave_failure = Some(why.clone());
        }
        if let Some(why) = failures.first() {
            if !self.autosave_warned {
                self.autosave_warned = true;
                self.line(&fill(self.t.autosave_failed, &[why]))?;
            }
        }
        Ok(())
    }

    /// The hint the table shows: its move, and the verdict with it in the small games.
    fn say_hint(&mut self) -> io::Result<()> {
        let view = self.shell.view();
        let board = self.shell.table().board();
        match view.board.hint {
            Some(arrow) => {
                let mv = format!("{}-{}", board.name(arrow.from), board.name(arrow.to));
                self.line(&fill(self.t.hint, &[&mv]))?;
                if let Some(verdict) = &view.verdict {
                    self.line(verdict)?;
                }
                Ok(())
            }
            None => self.line(self.t.no_hint),
        }
    }

    /// Handles one input line.
    fn handle(&mut self, line: &str) -> io::Result<Flow> {
        let t = self.t;
        match parse_command(&input::normalise(line)) {
            Command::Empty => {}
            Command::Quit => return Ok(Flow::Leave),
            Command::Help => {
                let example = self.example_move();
                let (from, to) = example.split_once('-').unwrap_or((&example, ""));
                self.line(&text::help(t, from, to))?;
            }
            Command::Board => self.draw()?,
            Command::Rules => self.rules()?,
            Command::Moves => {
                let pos = self.session().position();
                let moves: Vec<String> = if self.session().record().status().is_over() {
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
            Command::Resign => return self.resign(),
            Command::OfferDraw => return self.offer_draw(),
            Command::Undo => return self.undo_or_redo(true),
            Command::Redo => return self.undo_or_redo(false),
            Command::Hint => {
                if self.shell.view().is_over {
                    self.line(t.game_is_over)?;
                } else {
                    return self.send(TableEvent::Hint);
                }
            }
            Command::Level(name) => return self.level(name.as_deref()),
            Command::New => {
                let played = render::plies(self.lang, self.session().record().ply_count());
                if self.at_stake() && !self.confirm(&fill(t.confirm_new, &[&played]))? {
                    self.line(t.game_goes_on)?;
                    return Ok(Flow::Go);
                }
                let jobs = self.shell.send(TableEvent::Restart);
                self.in_file = None;
                self.drawn = None;
                self.told = None;
                self.line(t.new_game)?;
                return self.settle(jobs, None);
            }
            Command::Save(None) => self.line(&fill(t.needs_file, &["save"]))?,
            Command::Load(None) => self.line(&fill(t.needs_file, &["load"]))?,
            Command::Save(Some(file)) => self.save(&file)?,
            Command::Load(Some(file)) => return self.load(&file),
            Command::Move(text) => return self.human_move(&text),
        }
        Ok(Flow::Go)
    }

    /// `undo` or `redo`: how many plies it took back or replayed (against the computer,
    /// the player's move and its reply).
    fn undo_or_redo(&mut self, undo: bool) -> io::Result<Flow> {
        let t = self.t;
        let view = self.shell.view();
        let (possible, nothing, done) = if undo {
            (view.undo.enabled, t.nothing_to_undo, t.undone)
        } else {
            (view.redo.enabled, t.nothing_to_redo, t.redone)
        };
        if !possible {
            self.line(if view.is_over {
                t.game_is_over
            } else {
                nothing
            })?;
            return Ok(Flow::Go);
        }
        let before = self.session().record().ply_count();
        let jobs = self.shell.send(if undo {
            TableEvent::Undo
        } else {
            TableEvent::Redo
        });
        let n = before.abs_diff(self.session().record().ply_count());
        self.line(&fill(done, &[&render::plies(self.lang, n)]))?;
        self.settle(jobs, None)
    }

    /// `resign`: the table asks the player to confirm (the question comes next).
    fn resign(&mut self) -> io::Result<Flow> {
        let view = self.shell.view();
        if view.is_over {
            self.line(self.t.game_is_over)?;
            return Ok(Flow::Go);
        }
        self.send(TableEvent::Resign)
    }

    /// `draw`: the draw offered — judged by the computer, or a question for the other
    /// player — unless it was declined in this position already.
    fn offer_draw(&mut self) -> io::Result<Flow> {
        let view = self.shell.view();
        if view.is_over {
            self.line(self.t.game_is_over)?;
            return Ok(Flow::Go);
        }
        if !view.offer_draw.enabled {
            self.line(self.t.draw_not_now)?;
            return Ok(Flow::Go);
        }
        // Against the computer the offer is judged at once: asked first, as a
        // resignation is (between two players the other player is asked anyway).
        if matches!(self.session().setup().mode, Mode::VsComputer { .. })
            && !self.confirm(self.t.confirm_draw)?
        {
            self.line(self.t.draw_not_offered)?;
            return Ok(Flow::Go);
        }
        self.send(TableEvent::OfferDraw)
    }

    /// `level [NAME]`: the computer's level, or another one.
    fn level(&mut self, name: Option<&str>) -> io::Result<Flow> {
        let t = self.t;
        let view = self.shell.view();
        let Some(picker) = view.level else {
            self.line(t.no_level)?;
            return Ok(Flow::Go);
        };
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
        let names = names.join(" ");
        let Some(name) = name else {
            let current = picker
                .options
                .iter()
                .find(|o| o.level == picker.current)
                .map_or(String::new(), |o| o.name.clone());
            self.line(&fill(t.level_now, &[&picker.label, &current, &names]))?;
            return Ok(Flow::Go);
        };
        let Some(level) = input::level(name) else {
            self.line(&fill(t.bad_level, &[name, &names]))?;
            return Ok(Flow::Go);
        };
        if !picker.enabled {
            self.line(t.game_is_over)?;
            return Ok(Flow::Go);
        }
        let flow = self.send(TableEvent::SetLevel(level))?;
        if let Some(picker) = self.shell.view().level {
            let current = text::level_name(self.lang, picker.current);
            self.line(&fill(t.level_set, &[&picker.label, current]))?;
        }
        Ok(flow)
    }

    /// `rules`: the game's rules and the app rules as they hold here, a page at a time
    /// on a terminal.
    fn rules(&mut self) -> io::Result<()> {
        let timer = match self.session().setup().turn_seconds {
            Some(s) => TimerNote::Seconds(s),
            None => TimerNote::Off,
        };
        let width = term::size().0.saturating_sub(2).clamp(40, 78);
        let game = self.session().record().game();
        let text = render::terminal_rules(game, self.display, timer, width);
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
            saves::check_target(&path, self.session().record())
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
        // The table's save keeps the session's seed: loaded again, the computer plays
        // on exactly as it would have.
        match saves::write_file(&path, &self.shell.table().to_saved(), wall_ms()) {
            Ok(()) => {
                if !self.own_files.contains(&path) {
                    self.own_files.push(path);
                }
                self.in_file = Some(self.session().record().clone());
                self.line(&fill(t.saved, &[file]))
            }
            Err(e) => self.line(&fill(t.save_failed, &[file, &e.to_string()])),
        }
    }

    fn load(&mut self, file: &str) -> io::Result<Flow> {
        let t = self.t;
        // The file is read first: one that does not load is said, and nothing is asked.
        let path = PathBuf::from(file);
        let loaded = saves::read_file(&path)
            .and_then(|saved| Session::from_saved(saved, self.seed).map_err(|e| e.to_string()));
        let session = match loaded {
            Ok(session) => session,
            Err(e) => {
                self.line(&fill(t.load_failed, &[file, &e]))?;
                return Ok(Flow::Go);
            }
        };
        let played = render::plies(self.lang, self.session().record().ply_count());
        if self.at_stake() && !self.confirm(&fill(t.confirm_load, &[file, &played]))? {
            self.line(t.game_goes_on)?;
            return Ok(Flow::Go);
        }
        self.in_file = Some(session.record().clone());
        if !self.own_files.contains(&path) {
            self.own_files.push(path);
        }
        let game = text::game_title(self.lang, session.record().game());
        let plies = render::plies(self.lang, session.record().ply_count());
        let jobs = self.shell.replace(session);
        self.drawn = None;
        self.told = None;
        self.line(&fill(t.loaded, &[file, &game, &plies]))?;
        self.header()?;
        self.settle(jobs, None)
    }

    /// A move for the messages' examples: a legal move of this board (the position's
    /// first, or the start's when the game is over).
    fn example_move(&self) -> String {
        example_move(self.session())
    }

    /// A typed move (or a point, or something that is neither): the point's moves, what
    /// is wrong with the text, or the move sent to the table.
    fn human_move(&mut self, text: &str) -> io::Result<Flow> {
        let t = self.t;
        let pos = *self.session().position();
        let board = pos.board();
        let over = self.session().record().status().is_over();
        // A lone point name: list that piece's moves.
        if let Some(p) = board.find(text) {
            let targets: Vec<String> = if over {
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
            self.line(&line)?;
            return Ok(Flow::Go);
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
            self.line(&line)?;
            return Ok(Flow::Go);
        }
        let Ok(m) = board.parse_move(text) else {
            return Ok(Flow::Go);
        };
        if over {
            // What the terminal can still do.
            self.line(t.game_is_over)?;
            return Ok(Flow::Go);
        }
        // The table plays it, or says why not.
        let jobs = self.shell.send(TableEvent::Play(m));
        self.settle(jobs, Some(&board.move_text(m)))
    }

    /// Runs a search on a thread while the console shows what the table says is under
    /// way. `None` when Ctrl-C stopped it.
    fn think(&mut self, job: &SearchJob) -> io::Result<Option<SearchAnswer>> {
        let label = self.shell.view().busy.unwrap_or_default();
        let job = job.clone();
        self.console.busy(&label, move |cancel| job.run(cancel))
    }

    /// Draws the table's view: the board, its legend, the status and the banner.
    fn draw(&mut self) -> io::Result<()> {
        self.drawn = Some(self.turn_id());
        let opts = ArtOptions {
            unicode: self.console.term.unicode,
            color: self.console.term.color,
        };
        let view = self.shell.view();
        let pos = *self.session().position();
        for line in render::board_screen(&view, &pos, self.lang, opts) {
            self.line(&line)?;
        }
        Ok(())
    }
}
