//! `folkchess engine`: a line protocol on stdin/stdout for tools, in the spirit of
//! UCI. The full specification is `docs/engine-protocol.md`; in short:
//!
//! ```text
//! game GAME | newgame | position startpos [moves M…] | position text TEXT [moves M…]
//! go [depth N] [nodes N] [movetime MS] [infinite] | go level LEVEL [seed S]
//! stop | legal | verdict | hint | show | isready | id | help | quit
//! ```
//!
//! Searches run on a worker thread, so `stop` and `isready` are answered while one
//! runs. Every reply is one whole line; an unknown or malformed command gets one
//! `error <reason>` line and the engine goes on.

use crate::tables::{TableError, TableFile};
use folkchess_core::ai;
use folkchess_core::{GameId, GameRecord, GameStatus, Level, Position};
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// Where replies go: one shared writer, locked per line.
pub type Sink = Arc<Mutex<dyn Write + Send>>;

/// The search time used by `go` with no limit at all.
pub const DEFAULT_MOVETIME_MS: u64 = 1000;

/// Writes one line to the sink; a failed write (the reader went away) is ignored
/// here and noticed by the main loop at its next read.
fn say(out: &Sink, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// A running search.
struct Running {
    cancel: ai::CancelToken,
    handle: JoinHandle<()>,
    /// Set just before the search writes its `bestmove`: from then on it is over for the
    /// tool, which may send the next `go` at once.
    done: Arc<AtomicBool>,
    /// `go infinite`: only `stop` ends it.
    infinite: bool,
}

/// The engine's state.
pub struct Engine {
    out: Sink,
    record: GameRecord,
    search: Option<Running>,
    /// Exact tables of the large games without captures (`folkchess engine --tables DIR`).
    tables: Vec<TableFile>,
}

/// Whether to go on after a command.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// `quit`.
    Quit,
}

/// The words of a verdict in the engine and in `folkchess solve`: `win 17`, `loss 4`, `draw`.
pub fn verdict_words(v: ai::Verdict) -> String {
    match v {
        ai::Verdict::Win(n) => format!("win {n}"),
        ai::Verdict::Loss(n) => format!("loss {n}"),
        ai::Verdict::Draw => "draw".to_string(),
    }
}

/// A line read with [`read_line_limited`].
#[derive(Debug, PartialEq, Eq)]
pub enum LimitedLine {
    /// The line's bytes (with its line ending, if it had one).
    Line(Vec<u8>),
    /// A line longer than the limit (or without an end): only `limit + 1` bytes of it were
    /// read; the reader stops there.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line of at most `limit` bytes from `input`, never reading more than
/// `limit + 1` bytes of it: a longer line (or an endless one, `/dev/zero`) is
/// [`LimitedLine::TooLong`].
pub fn read_line_limited<R: BufRead>(input: &mut R, limit: usize) -> io::Result<LimitedLine> {
    let mut buf = Vec::new();
    let mut bounded = io::Read::take(input, limit as u64 + 1);
    let n = bounded.read_until(b'\n', &mut buf)?;
    if n == 0 {
        return Ok(LimitedLine::End);
    }
    if buf.len() <= limit || buf.ends_with(b"\n") && buf.len() == limit + 1 {
        return Ok(LimitedLine::Line(buf));
    }
    Ok(LimitedLine::TooLong)
}

/// Runs the engine on stdin/stdout until `quit` or end of input. A line longer than
/// [`folkchess_core::files::limits::MAX_LINE_BYTES`] is answered with an error and ends the input.
pub fn run() -> io::Result<()> {
    run_with_tables(Vec::new())
}

/// [`run`], answering `verdict` exactly from `tables` too (see [`Engine::with_tables`]).
pub fn run_with_tables(tables: Vec<TableFile>) -> io::Result<()> {
    let out: Sink = Arc::new(Mutex::new(io::stdout()));
    let mut engine = Engine::with_tables(out, tables);
    let stdin = io::stdin();
    let mut lock = stdin.lock();
    let limit = folkchess_core::files::limits::MAX_LINE_BYTES;
    loop {
        match read_line_limited(&mut lock, limit) {
            Ok(LimitedLine::End) | Err(_) => break,
            Ok(LimitedLine::TooLong) => {
                // The rest of such an input is not read: it may have no end.
                engine.say(&format!(
                    "error the line is longer than the limit of {}; the rest of the input is not read",
                    folkchess_core::files::limits::limit_text(limit as u64)
                ));
                break;
            }
            Ok(LimitedLine::Line(buf)) => {
                let line = String::from_utf8_lossy(&buf).into_owned();
                if engine.handle(&line) == Flow::Quit {
                    break;
                }
            }
        }
    }
    engine.end_of_input();
    Ok(())
}

/// The verdict of `pos` and of each of its moves (for the mover) from a table on disk.
type Verdicts = (
    Option<ai::Verdict>,
    Option<Vec<(folkchess_core::Move, ai::Verdict)>>,
);

fn table_verdicts(
    table: &TableFile,
    pos: &folkchess_core::Position,
) -> Result<Verdicts, TableError> {
    let v = table.value(pos)?;
    let mut moves = Vec::new();
    for &m in pos.legal_moves().iter() {
        match table.value(&pos.play_unchecked(m))? {
            Some(c) => moves.push((m, c.for_mover())),
            None => return Ok((v, None)),
        }
    }
    Ok((v, Some(moves)))
}

/// Splits `tokens` at the first `moves`: (the words before it, the moves after it).
fn split_moves<'a>(tokens: &[&'a str]) -> (Vec<&'a str>, Vec<&'a str>) {
    match tokens.iter().position(|&t| t == "moves") {
        Some(i) => (tokens[..i].to_vec(), tokens[i + 1..].to_vec()),
        None => (tokens.to_vec(), Vec::new()),
    }
}

/// The options of `go`, as [`parse_go`] accepts them.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth N`: the deepest iteration, in plies (at least 1).
    pub depth: Option<u32>,
    /// `nodes N`: the node budget (at least 1).
    pub nodes: Option<u64>,
    /// `movetime MS`: the time budget in milliseconds (at least 1).
    pub movetime: Option<u64>,
    /// `infinite`: search until `stop`; never with a limit.
    pub infinite: bool,
    /// `level LEVEL`: choose as the apps' computer of that level; never with a limit.
    pub level: Option<Level>,
    /// `seed S`: the random seed of `level` (only with `level`).
    pub seed: Option<u64>,
}

/// Parses the words after `go` (see `docs/engine-protocol.md`); the error is the reply's
/// reason (`go: …`).
pub fn parse_go(args: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut it = args.iter();
    fn number<T: std::str::FromStr>(name: &str, v: Option<&&str>) -> Result<T, String> {
        let v = v.ok_or_else(|| format!("go: `{name}` needs a value"))?;
        v.parse()
            .map_err(|_| format!("go: `{name}` needs a non-negative number, got `{v}`"))
    }
    while let Some(&word) = it.next() {
        match word {
            "depth" => go.depth = Some(number("depth", it.next())?),
            "nodes" => go.nodes = Some(number("nodes", it.next())?),
            "movetime" => go.movetime = Some(number("movetime", it.next())?),
            "seed" => go.seed = Some(number("seed", it.next())?),
            "infinite" => go.infinite = true,
            "level" => {
                let v = it.next().ok_or("go: `level` needs a value")?;
                go.level = Some(v.parse().map_err(|e| format!("go: {e}"))?);
            }
            other => return Err(format!("go: unknown option `{other}`")),
        }
    }
    let limited = go.depth.is_some() || go.nodes.is_some() || go.movetime.is_some();
    if go.level.is_some() && (limited || go.infinite) {
        return Err(
            "go: `level` cannot be combined with depth, nodes, movetime or infinite".into(),
        );
    }
    if go.seed.is_some() && go.level.is_none() {
        return Err("go: `seed` only applies with `level`".into());
    }
    if go.infinite && limited {
        return Err("go: `infinite` cannot be combined with depth, nodes or movetime".into());
    }
    if go.depth == Some(0) || go.nodes == Some(0) || go.movetime == Some(0) {
        return Err("go: depth, nodes and movetime must be at least 1".into());
    }
    Ok(go)
}

/// The status line of `show`: `ongoing`, `first wins no_legal_move`, `draw threefold_repetition`.
fn status_words(status: GameStatus) -> String {
    match status {
        GameStatus::Ongoing => "ongoing".to_string(),
        GameStatus::Ended(o) => match o.winner {
            Some(w) => format!("{} wins {}", w.id(), o.reason.id()),
            None => format!("draw {}", o.reason.id()),
        },
    }
}

impl Engine {
    /// A new engine playing Weiming from its start position.
    pub fn new(out: Sink) -> Engine {
        Engine::with_tables(out, Vec::new())
    }

    /// A new engine that answers `verdict` from these finished tables as well (built by
    /// `folkchess solve GAME --full`), for their games.
    pub fn with_tables(out: Sink, tables: Vec<TableFile>) -> Engine {
        Engine {
            out,
            record: GameRecord::new_game(GameId::Weiming),
            search: None,
            tables,
        }
    }

    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn error(&self, reason: &str) {
        self.say(&format!("error {reason}"));
    }

    /// Whether a search is still running (a finished one is joined; one that has
    /// written, or is writing, its `bestmove` is finished).
    fn searching(&mut self) -> bool {
        if self
            .search
            .as_ref()
            .is_some_and(|s| s.done.load(Ordering::SeqCst) || s.handle.is_finished())
        {
            if let Some(s) = self.search.take() {
                let _ = s.handle.join();
            }
        }
        self.search.is_some()
    }

    /// Stops a running search and waits for its `bestmove`.
    fn stop_and_wait(&mut self) {
        if let Some(s) = self.search.take() {
            s.cancel.cancel();
            let _ = s.handle.join();
        }
    }

    /// At end of input: lets a limited search finish (so a piped script gets its
    /// `bestmove`), stops an infinite one.
    pub fn end_of_input(&mut self) {
        if let Some(s) = self.search.take() {
            if s.infinite {
                s.cancel.cancel();
            }
            let _ = s.handle.join();
        }
    }

    /// Handles one command line.
    pub fn handle(&mut self, line: &str) -> Flow {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = tokens.split_first() else {
            return Flow::Continue;
        };
        match cmd {
            "quit" => {
                self.stop_and_wait();
                return Flow::Quit;
            }
            "isready" => self.say("readyok"),
            "stop" => {
                if let Some(s) = &self.search {
                    s.cancel.cancel();
                }
            }
            "id" => self.say(&format!("id folkchess {}", env!("CARGO_PKG_VERSION"))),
            "help" => self.say(
                "help game newgame position go stop legal explain verdict hint drawoffer resign agree show isready id help quit",
            ),
            "game" => match args {
                [g] => match g.parse::<GameId>() {
                    Ok(game) => {
                        self.stop_and_wait();
                        self.record = GameRecord::new_game(game);
                    }
                    Err(e) => self.error(&format!("game: {e}")),
                },
                _ => self.error("game: expected one game name"),
            },
            "newgame" if args.is_empty() => {
                self.stop_and_wait();
                self.record = GameRecord::new_game(self.record.game());
            }
            "position" => self.position(args),
            "go" => self.go(args),
            "legal" if args.is_empty() => {
                let mut line = String::from("legal");
                if !self.record.status().is_over() {
                    let pos = self.record.current();
                    for &m in pos.legal_moves().iter() {
                        line.push(' ');
                        line.push_str(&pos.board().move_text(m));
                    }
                }
                self.say(&line);
            }
            "verdict" if args.is_empty() => self.verdict(),
            "explain" => self.explain(args),
            "hint" if args.is_empty() => self.hint(),
            "drawoffer" => self.drawoffer(args),
            "resign" | "agree" if args.is_empty() => {
                let side = self.record.current().side_to_move();
                let ended = if cmd == "resign" {
                    self.record.resign(side)
                } else {
                    self.record.agree_draw()
                };
                if ended.is_err() {
                    self.error(&format!("{cmd}: the game is over"));
                }
            }
            "show" | "d" if args.is_empty() => {
                let r = &self.record;
                self.say(&format!("game {}", r.game()));
                self.say(&format!("position {}", r.current().to_text()));
                // Plies as `position … moves` reads them back: no capture lists.
                let board = r.start().board();
                let mut line = String::from("history");
                for ply in r.plies() {
                    line.push(' ');
                    line.push_str(&board.ply_text(ply));
                }
                self.say(&line);
                self.say(&format!("status {}", status_words(r.status())));
            }
            "newgame" | "legal" | "verdict" | "hint" | "resign" | "agree" | "show" | "d" => {
                self.error(&format!("{cmd}: takes no arguments"));
            }
            other => self.error(&format!("unknown command `{other}`")),
        }
        Flow::Continue
    }

    /// `position startpos [moves …]` / `position text TEXT [moves …]`. The position
    /// changes only if the whole command is valid.
    fn position(&mut self, args: &[&str]) {
        let game = self.record.game();
        // `moves` with nothing after it is allowed, as in UCI.
        let (head, moves) = split_moves(args);
        let start = match head.split_first() {
            Some((&"startpos", [])) => Position::start(game),
            Some((&"text", rest)) if !rest.is_empty() => {
                match Position::from_text(game, &rest.join(" ")) {
                    Ok(p) => p,
                    Err(e) => return self.error(&format!("position: {e}")),
                }
            }
            Some((&"text", _)) => return self.error("position: `text` needs a position text"),
            Some((&"startpos", _)) => {
                return self.error("position: unexpected words after `startpos`")
            }
            _ => return self.error("position: expected `startpos` or `text <TEXT>`"),
        };
        match GameRecord::replay_text(start, &moves) {
            Ok(record) => {
                self.stop_and_wait();
                self.record = record;
            }
            Err(e) => self.error(&format!("position: {e}")),
        }
    }

    fn go(&mut self, args: &[&str]) {
        if self.searching() {
            return self.error("go: a search is already running (send stop first)");
        }
        let go = match parse_go(args) {
            Ok(go) => go,
            Err(e) => return self.error(&e),
        };
        if self.record.status().is_over() {
            return self.say("bestmove none");
        }
        let record = self.record.clone();
        let out = Arc::clone(&self.out);
        let cancel = ai::CancelToken::new();
        let token = cancel.clone();
        let infinite = go.infinite;
        let done = Arc::new(AtomicBool::new(false));
        let finished = Arc::clone(&done);
        // The small games are answered from their exact solution, whose principal
        // variation runs to the end of the game: `info` reports no more than the depth
        // asked for (the score stays exact).
        let shown_depth = go.depth.filter(|_| record.game().is_small());
        let handle = thread::spawn(move || {
            let board = record.current().board();
            let best = match go.level {
                Some(level) => ai::choose_move(&record, level, go.seed.unwrap_or(0), &token),
                None => {
                    let limits = if infinite {
                        // No budget: the search runs until `stop` or until it reaches
                        // its deepest iteration. (`Limits::default()` means the Master
                        // budget, not "unlimited".)
                        ai::Limits::nodes(u64::MAX)
                    } else {
                        let mut l = ai::Limits {
                            depth: go.depth,
                            nodes: go.nodes,
                            time: go.movetime.map(Duration::from_millis),
                        };
                        if l.depth.is_none() && l.nodes.is_none() && l.time.is_none() {
                            l.time = Some(Duration::from_millis(DEFAULT_MOVETIME_MS));
                        }
                        l
                    };
                    let mut on_info = |info: &ai::SearchInfo| {
                        let depth = shown_depth.map_or(info.depth, |d| d.min(info.depth));
                        let pv: Vec<String> = info
                            .pv
                            .iter()
                            .take(depth as usize)
                            .map(|&m| board.move_text(m))
                            .collect();
                        let mut line = format!(
                            "info depth {} score {} nodes {} time {}",
                            depth,
                            info.score,
                            info.nodes,
                            info.elapsed.as_millis()
                        );
                        if !pv.is_empty() {
                            line.push_str(" pv ");
                            line.push_str(&pv.join(" "));
                        }
                        say(&out, &line);
                    };
                    ai::search(&record, limits, &token, &mut on_info).best
                }
            };
            let best = best.filter(|&m| record.current().is_legal(m));
            finished.store(true, Ordering::SeqCst);
            match best {
                Some(m) => say(&out, &format!("bestmove {}", board.move_text(m))),
                None => say(&out, "bestmove none"),
            }
        });
        self.search = Some(Running {
            cancel,
            handle,
            done,
            infinite,
        });
    }

    /// `hint`: the apps' hint for the current position (`ai::hint`), computed here
    /// before the next command is read; a running `go` search goes on undisturbed.
    fn hint(&self) {
        match ai::hint(&self.record, &ai::CancelToken::new()) {
            Some(m) => self.say(&format!(
                "hint {}",
                self.record.current().board().move_text(m)
            )),
            None => self.say("hint none"),
        }
    }

    /// `drawoffer level <LEVEL> [seed <S>]`: whether the computer of that level, playing
    /// the side not to move, accepts a draw offered by the side to move — the decision
    /// the apps make (`ai::accepts_draw`; the same at every level and for every seed).
    fn drawoffer(&self, args: &[&str]) {
        let level = match args {
            ["level", level] | ["level", level, "seed", _] => level,
            _ => return self.error("drawoffer: expected level <LEVEL> [seed <S>]"),
        };
        if let ["level", _, "seed", seed] = args {
            if seed.parse::<u64>().is_err() {
                return self.error(&format!(
                    "drawoffer: seed must be a whole number from 0 to {}, got `{seed}`",
                    u64::MAX
                ));
            }
        }
        if let Err(e) = level.parse::<folkchess_core::Level>() {
            return self.error(&format!("drawoffer: {e}"));
        }
        if self.record.status().is_over() {
            return self.error("drawoffer: the game is over");
        }
        let accept = ai::accepts_draw(&self.record, &ai::CancelToken::new());
        self.say(if accept {
            "drawoffer accept"
        } else {
            "drawoffer decline"
        });
    }

    /// `explain FROM-TO`: `legal`, or `illegal REASON` with the rule that refuses the move
    /// (the core's code: game-over, empty, not-yours, locked, unreachable, occupied,
    /// general-jump). Bad input is one `error` line; the state does not change.
    fn explain(&mut self, args: &[&str]) {
        let [text] = args else {
            return self.error("explain: give one move as FROM-TO, e.g. `explain bl-x`");
        };
        let board = self.record.current().board();
        let Some((from, to)) = text.split_once('-') else {
            return self.error(&format!("explain: `{text}` is not FROM-TO (no dash)"));
        };
        let (from, to) = match (board.parse_point(from), board.parse_point(to)) {
            (Ok(f), Ok(t)) => (f, t),
            (Err(e), _) | (_, Err(e)) => return self.error(&format!("explain: {e}")),
        };
        if self.record.status().is_over() {
            return self.say("illegal game-over");
        }
        match self
            .record
            .current()
            .check_move(folkchess_core::Move::new(from, to))
        {
            Ok(_) => self.say("legal"),
            Err(reason) => self.say(&format!("illegal {}", reason.code())),
        }
    }

    fn verdict(&mut self) {
        let game = self.record.game();
        let table = self.tables.iter().find(|t| t.game() == game);
        let pos = *self.record.current();
        let in_book = ai::opening::book(game)
            .filter(|_| self.record.status().is_over() || ai::move_verdicts(&pos).is_some());
        if !game.is_small() && table.is_none() {
            if let Some(book) = ai::opening::book(game).filter(|_| in_book.is_none()) {
                return self.error(&format!(
                    "verdict: this {game} position is beyond the opening book (every position within {} plies of the start); give the full table with `engine --tables DIR`",
                    book.plies()
                ));
            }
            if in_book.is_none() {
                return self.error(&format!(
                    "verdict: {game} is not solved; verdict works for weiming and zhongkui, for huishi within its opening book, and for a game whose table `engine --tables DIR` was given"
                ));
            }
        }
        if let GameStatus::Ended(o) = self.record.status() {
            self.say(if o.winner.is_some() {
                "verdict loss 0"
            } else {
                "verdict draw"
            });
            return self.say("moves");
        }
        let exact = match table {
            Some(t) => table_verdicts(t, &pos),
            None => Ok((ai::verdict(&pos), ai::move_verdicts(&pos))),
        };
        let exact = match exact {
            Ok(e) => e,
            Err(e) => return self.error(&format!("verdict: {e}")),
        };
        match exact {
            (Some(v), Some(moves)) => {
                self.say(&format!("verdict {}", verdict_words(v)));
                let mut line = String::from("moves");
                for (m, v) in moves {
                    line.push(' ');
                    line.push_str(&pos.board().move_text(m));
                    line.push(':');
                    line.push_str(&verdict_words(v).replace(' ', ""));
                }
                self.say(&line);
            }
            _ => self.error(&format!("verdict: no verdict for {game}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Buf(Arc<Mutex<Vec<u8>>>);
    impl Write for Buf {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// With a table on disk `verdict` answers from it, in the same words as from the
    /// built-in solution (here a weiming table, which both can answer).
    #[test]
    fn verdict_from_a_table_equals_the_solution() {
        let dir =
            std::env::temp_dir().join(format!("folkchess-engine-tables-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let opts = crate::tables::BuildOptions {
            dir: dir.clone(),
            threads: 1,
            checkpoint_every: Duration::from_secs(3600),
        };
        crate::tables::build(GameId::Weiming, &opts, &mut io::sink(), &mut io::sink()).unwrap();
        let lines = [
            "game weiming",
            "position startpos moves bl-x tm-m",
            "verdict",
            "game zhongkui",
            "verdict",
        ];
        let with = session_with(
            vec![TableFile::open(GameId::Weiming, &dir).unwrap()],
            &lines,
        );
        assert_eq!(with, session(&lines));
        assert!(with.contains(&"moves x-tm:draw x-bl:loss2 bm-bl:draw".to_string()));
        // Jinmen has neither a table here nor a book.
        let jinmen = session_with(
            vec![TableFile::open(GameId::Weiming, &dir).unwrap()],
            &["game jinmen", "verdict"],
        );
        assert!(
            jinmen[0].starts_with("error verdict: jinmen is not solved"),
            "{jinmen:?}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    fn session(lines: &[&str]) -> Vec<String> {
        session_with(Vec::new(), lines)
    }

    fn session_with(tables: Vec<TableFile>, lines: &[&str]) -> Vec<String> {
        let data = Arc::new(Mutex::new(Vec::new()));
        let out: Sink = Arc::new(Mutex::new(Buf(Arc::clone(&data))));
        let mut e = Engine::with_tables(out, tables);
        for l in lines {
            if e.handle(l) == Flow::Quit {
                break;
            }
        }
        e.end_of_input();
        let text = String::from_utf8(data.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn drawoffer_is_the_apps_decision_at_every_level() {
        // A sample of positions of every game: the start and seeded random playouts.
        for game in GameId::ALL {
            for seed in 0..4u64 {
                let mut record = GameRecord::new_game(game);
                let mut moves = Vec::new();
                let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
                for _ in 0..(seed * 5) {
                    let legal = record.current().legal_moves();
                    if record.status().is_over() || legal.is_empty() {
                        break;
                    }
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let m = legal[(x % legal.len() as u64) as usize];
                    moves.push(record.current().board().move_text(m));
                    record.play_move(m).unwrap();
                }
                if record.status().is_over() {
                    continue;
                }
                let expected = if ai::accepts_draw(&record, &ai::CancelToken::new()) {
                    "drawoffer accept"
                } else {
                    "drawoffer decline"
                };
                let position = format!("position startpos moves {}", moves.join(" "));
                for level in folkchess_core::Level::ALL {
                    let ask = format!("drawoffer level {level} seed {seed}");
                    let out = session(&[&format!("game {game}"), &position, &ask]);
                    assert_eq!(out, [expected], "{game} {moves:?} at {level}");
                }
            }
        }
    }

    #[test]
    fn position_and_legal() {
        let out = session(&["game jinmen", "position startpos moves b2-b3", "legal"]);
        assert_eq!(out.len(), 1);
        assert!(out[0].starts_with("legal "), "{out:?}");
        assert!(out[0].contains("b6-b5"), "{out:?}");
    }

    #[test]
    fn errors_keep_the_engine_running() {
        let out = session(&[
            "frobnicate",
            "position startpos moves b2-b9",
            "go depth x",
            "go level hard depth 3",
            "game chess",
            "isready",
        ]);
        assert_eq!(out.len(), 6, "{out:?}");
        assert!(out[..5].iter().all(|l| l.starts_with("error ")), "{out:?}");
        assert_eq!(out[5], "readyok");
    }

    #[test]
    fn failed_position_keeps_the_old_one() {
        let out = session(&[
            "position startpos moves bl-x",
            "position startpos moves tm-m zz",
            "show",
        ]);
        assert!(out[0].starts_with("error position:"), "{out:?}");
        assert_eq!(out[1], "game weiming");
        assert_eq!(out[3], "history bl-x");
    }

    #[test]
    fn text_positions_with_flags() {
        let out = session(&["position text ./xxx/*./XXX S + moves x-s", "show"]);
        assert!(out[0].contains("locked"), "{out:?}");
        let out = session(&["position text ./xxx/*./XXX S + moves tm-m", "show"]);
        assert_eq!(out[1], "position ./x.x/*x/XXX F");
        assert_eq!(out[2], "history tm-m");
    }

    #[test]
    fn a_side_captured_to_none_is_shown_and_read_back() {
        // Three take two removes Second's last two pieces; `show` prints the position
        // and `position text` reads it back (found by fuzz/fuzz_targets/engine_protocol.rs).
        let out = session(&[
            "game jinmen",
            "position text ...../.../...../.../XX.xx/.X./..... F moves c2-c3",
            "show",
            "position text ...../.../...../.../XXX../.../..... S",
            "show",
            "go depth 1",
        ]);
        assert_eq!(out[1], "position ...../.../...../.../XXX../.../..... S");
        assert_eq!(out[3], "status first wins reduced_to_one_piece");
        assert_eq!(
            out[4..8],
            ["game jinmen", out[1].as_str(), "history", out[3].as_str()]
        );
        assert_eq!(out[8], "bestmove none");
        assert_eq!(out.len(), 9, "{out:?}");
    }

    #[test]
    fn show_writes_plies_that_position_reads_back() {
        // b2-b3 takes c3 (two of First on a3 b3 beside it): the history has no capture list.
        let out = session(&[
            "game jinmen",
            "position text ...../.../...../.../X.x../X../....x S moves e1-d1 b2-b3",
            "show",
        ]);
        assert_eq!(out[2], "history e1-d1 b2-b3", "{out:?}");
        let replay = format!(
            "position text ...../.../...../.../X.x../X../....x S moves {}",
            &out[2][8..]
        );
        let again = session(&["game jinmen", &replay, "show"]);
        assert_eq!(again, out);
    }

    #[test]
    fn small_games_report_no_deeper_than_asked() {
        let out = session(&["game weiming", "go depth 2"]);
        let info: Vec<&String> = out.iter().filter(|l| l.starts_with("info ")).collect();
        assert!(!info.is_empty(), "{out:?}");
        for l in info {
            let words: Vec<&str> = l.split(' ').collect();
            assert_eq!(words[2], "2", "{l}");
            let pv = l.split(" pv ").nth(1).unwrap_or("");
            assert!(pv.split(' ').count() <= 2, "{l}");
        }
        assert!(out.last().unwrap().starts_with("bestmove "), "{out:?}");
    }

    #[test]
    fn go_parsing() {
        assert_eq!(
            parse_go(&["depth", "3", "nodes", "10"]).unwrap(),
            Go {
                depth: Some(3),
                nodes: Some(10),
                ..Go::default()
            }
        );
        assert!(parse_go(&["movetime"]).is_err());
        assert!(parse_go(&["level", "grandmaster"]).is_err());
        assert!(parse_go(&["seed", "3"]).is_err());
        assert!(parse_go(&["depth", "0"]).is_err());
    }
}
