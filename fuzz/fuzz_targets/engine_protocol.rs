//! The engine protocol (`folkchess engine`, docs/engine-protocol.md): the input is a
//! script of command lines, fed one by one to the CLI's `Engine`, as `folkchess engine`
//! does with its standard input.
//!
//! Contracts: no panic; every reply is one whole line, ASCII when the command is; an
//! empty line gets no reply; a command that fails gets exactly one `error <reason>` line
//! and leaves the state (`show`) exactly as it was; `isready`, `id`, `help`, `legal`,
//! `show` and `verdict` get the replies the protocol gives them; the position `show`
//! prints parses back to itself; every move `legal` lists parses on the current board;
//! a search ends with exactly one `bestmove`, legal in the position searched.
//!
//! `go` runs here only when its budget is small (depth ≤ 3 or nodes ≤ 5000, or level
//! beginner or easy) and is waited for before the next command; a `go` with a larger
//! budget is only parsed (`parse_go`), so that a run stays fast and its replies ordered.
//! `hint` (one `hint <move>` line, legal, or `hint none` when the game is over) runs only
//! in the small games, where it is immediate; in the large games it searches with the
//! Master level's budget, so there it is skipped.
#![no_main]

use folkchess_cli::engine::{parse_go, Engine, Flow, Go, Sink};
use folkchess_core::{GameId, Level, Position};
use folkchess_fuzz::text;
use libfuzzer_sys::fuzz_target;
use std::io::{self, Write};
use std::sync::{Arc, Mutex};

/// Collects the engine's replies.
struct Replies(Arc<Mutex<Vec<u8>>>);

impl Write for Replies {
    fn write(&mut self, b: &[u8]) -> io::Result<usize> {
        self.0.lock().expect("reply buffer").extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The engine and everything it has written.
struct Harness {
    engine: Engine,
    written: Arc<Mutex<Vec<u8>>>,
}

impl Harness {
    fn new() -> Harness {
        let written = Arc::new(Mutex::new(Vec::new()));
        let sink: Sink = Arc::new(Mutex::new(Replies(Arc::clone(&written))));
        Harness {
            engine: Engine::new(sink),
            written,
        }
    }

    /// The reply lines written since the last call (each must end with a newline).
    fn take(&self) -> Vec<String> {
        let bytes = std::mem::take(&mut *self.written.lock().expect("reply buffer"));
        let all = String::from_utf8(bytes).expect("replies are UTF-8");
        if !all.is_empty() {
            assert!(all.ends_with('\n'), "a reply without its newline: {all:?}");
        }
        all.lines().map(str::to_string).collect()
    }

    /// Sends one line; waits for a search it started.
    fn send(&mut self, line: &str) -> (Flow, Vec<String>) {
        let flow = self.engine.handle(line);
        self.engine.end_of_input();
        (flow, self.take())
    }

    /// The four lines of `show`, checked.
    fn show(&mut self) -> Vec<String> {
        let (_, lines) = self.send("show");
        assert_eq!(lines.len(), 4, "{lines:?}");
        let game: GameId = lines[0]
            .strip_prefix("game ")
            .and_then(|g| g.parse().ok())
            .unwrap_or_else(|| panic!("show: {lines:?}"));
        let text = lines[1].strip_prefix("position ").expect("position line");
        let pos = Position::from_text(game, text)
            .unwrap_or_else(|e| panic!("show's position `{text}` does not parse: {e}"));
        assert_eq!(pos.to_text(), text);
        assert!(
            lines[2] == "history" || lines[2].starts_with("history "),
            "{lines:?}"
        );
        assert!(lines[3].starts_with("status "), "{lines:?}");
        lines
    }
}

/// Whether a `go` is cheap enough to run in the fuzzer.
fn cheap(go: &Go) -> bool {
    match go.level {
        Some(level) => level <= Level::Easy,
        None => {
            !go.infinite
                && go.movetime.is_none()
                && (go.depth.is_some_and(|d| d <= 3) || go.nodes.is_some_and(|n| n <= 5000))
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let input = text(data);
    let mut h = Harness::new();
    let mut state = h.show();
    for line in input.split('\n') {
        let words: Vec<&str> = line.split_whitespace().collect();
        let small_game = state[0][5..].parse::<GameId>().is_ok_and(|g| g.is_small());
        if words.first() == Some(&"hint") && !small_game {
            continue;
        }
        if words.first() == Some(&"go") {
            match parse_go(&words[1..]) {
                Ok(go) if !cheap(&go) => continue,
                _ => {}
            }
        }
        let (flow, replies) = h.send(line);
        for r in &replies {
            assert!(!r.contains('\r'), "{r:?}");
            if line.is_ascii() {
                assert!(r.is_ascii(), "non-ASCII reply {r:?} to {line:?}");
            }
        }
        let errors = replies.iter().filter(|r| r.starts_with("error ")).count();
        let before = std::mem::take(&mut state);
        state = h.show();
        if errors > 0 {
            assert_eq!(
                replies.len(),
                1,
                "an error and more: {replies:?} for {line:?}"
            );
            assert_eq!(state, before, "state changed by a failed {line:?}");
            continue;
        }
        let game: GameId = state[0][5..].parse().expect("game id");
        let current = Position::from_text(game, &state[1]["position ".len()..]).expect("position");
        match words.first().copied() {
            None => assert!(replies.is_empty(), "{replies:?}"),
            Some("isready") => assert_eq!(replies, ["readyok"]),
            Some("id") => {
                assert_eq!(replies.len(), 1);
                assert!(replies[0].starts_with("id folkchess "));
            }
            Some("help") => {
                assert_eq!(replies.len(), 1);
                assert!(replies[0].starts_with("help "));
            }
            Some("legal") => {
                assert_eq!(replies.len(), 1, "{replies:?}");
                let mut it = replies[0].split(' ');
                assert_eq!(it.next(), Some("legal"));
                for m in it {
                    let m = current.board().parse_move(m).expect("a legal move parses");
                    assert!(current.is_legal(m));
                }
            }
            Some("show" | "d") => assert_eq!(replies, state),
            Some("verdict") => {
                assert_eq!(replies.len(), 2, "{replies:?}");
                assert!(replies[0].starts_with("verdict "));
                assert!(replies[1] == "moves" || replies[1].starts_with("moves "));
            }
            Some("hint") => {
                assert_eq!(replies.len(), 1, "{replies:?}");
                let hint = replies[0].strip_prefix("hint ").expect("a hint line");
                if hint != "none" {
                    let m = current.board().parse_move(hint).expect("the hint parses");
                    assert!(current.is_legal(m), "hint {hint} in {current}");
                }
            }
            Some("go") => {
                let (last, infos) = replies.split_last().expect("a bestmove");
                assert!(infos.iter().all(|l| l.starts_with("info ")), "{replies:?}");
                let best = last.strip_prefix("bestmove ").expect("bestmove last");
                if best != "none" {
                    let m = current.board().parse_move(best).expect("bestmove parses");
                    assert!(current.is_legal(m), "bestmove {best} in {}", current);
                }
            }
            Some(_) => assert!(replies.is_empty(), "{replies:?} for {line:?}"),
        }
        if flow == Flow::Quit {
            break;
        }
    }
    h.engine.end_of_input();
});
