//! A match between two players of one game, for measuring search changes.
//!
//! ```text
//! cargo run --release -p folkchess-core --example versus -- --game GAME --a SPEC --b SPEC
//!     [--games N] [--first K] [--threads T] [--seed S] [--random-plies K] [--max-plies P]
//! ```
//!
//! `--draw-offers`: after each move, a player that would offer a draw as the apps' computer
//! does (`ai::offers_draw`: 40 plies without progress in a level position) offers it, and the
//! other side accepts: the game ends drawn by agreement.
//!
//! `--first K` starts at game K (default 1) and plays games K to N: each game depends only
//! on its number and the seed, so a match stopped after game K − 1 is finished exactly as
//! the whole run would have played it.
//!
//! A player SPEC is one of:
//!
//! * `LEVEL[,nodes=N][,time=MS][,contempt=C][,memory]` — `ai::choose_move` at a
//!   level (`master`, `hard`, …), optionally with a changed node budget, time cap
//!   (`time=0`: none) or contempt (then through `ai::choose_move_with`), and
//!   with `memory` keeping an `ai::SearchMemory` from move to move;
//! * `search,nodes=N[,time=MS][,depth=D]` — plain `ai::search` with those limits
//!   (what the engine protocol's `go nodes N` runs);
//! * `engine:PROGRAM:GO WORDS` — another build: `PROGRAM engine` is started and
//!   asked `go GO WORDS` for each move over the engine protocol
//!   (e.g. `engine:/tmp/old/folkchess:level master`).
//!
//! Games come in pairs from the same opening with colours swapped (A is First in
//! games 1, 3, 5, …); the first K plies (default 4) are uniformly random, seeded
//! by the pair number. A game still running after P plies (default 300) counts as
//! a draw ("cap"). Score = (wins + draws / 2) / games for A. Move times are wall
//! clock (median and 90th percentile per player, in ms).

mod common;

use common::{mix, End};
use folkchess_core::ai::{self, CancelToken, Limits};
use folkchess_core::{GameId, GameRecord, Level, Move, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What a player is.
#[derive(Clone, Debug)]
enum Spec {
    Level {
        level: Level,
        nodes: Option<u64>,
        time_ms: Option<u64>,
        contempt: Option<i32>,
        memory: bool,
    },
    Search(Limits),
    Engine {
        program: String,
        go: String,
    },
}

fn parse_spec(text: &str) -> Spec {
    if let Some(rest) = text.strip_prefix("engine:") {
        let (program, go) = rest.rsplit_once(':').expect("engine:PROGRAM:GO WORDS");
        return Spec::Engine {
            program: program.to_string(),
            go: go.to_string(),
        };
    }
    let mut parts = text.split(',');
    let base = parts.next().expect("a player spec");
    let mut nodes = None;
    let mut time_ms = None;
    let mut depth = None;
    let mut contempt = None;
    let mut memory = false;
    for kv in parts {
        if kv == "memory" {
            memory = true;
            continue;
        }
        let (k, v) = kv.split_once('=').expect("key=value");
        match k {
            "nodes" => nodes = Some(v.parse().expect("nodes=N")),
            "time" => time_ms = Some(v.parse().expect("time=MS")),
            "depth" => depth = Some(v.parse().expect("depth=D")),
            "contempt" => contempt = Some(v.parse().expect("contempt=C")),
            other => panic!("unknown key {other}"),
        }
    }
    if base == "search" {
        return Spec::Search(Limits {
            depth,
            nodes,
            time: time_ms.map(Duration::from_millis),
        });
    }
    Spec::Level {
        level: base.parse().expect("a level name, `search` or `engine:`"),
        nodes,
        time_ms,
        contempt,
        memory,
    }
}

/// An engine process speaking the engine protocol.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(program: &str, game: GameId) -> Engine {
        let mut child = Command::new(program)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine program starts");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut e = Engine {
            child,
            input,
            output,
        };
        e.send(&format!("game {}", game.id()));
        e
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    fn best_move(&mut self, rec: &GameRecord, go: &str) -> Move {
        let board = rec.start().board();
        let moves: Vec<String> = rec
            .entries()
            .iter()
            .map(|e| board.ply_text(e.ply))
            .collect();
        let start = rec.start().to_text();
        self.send(&format!("position text {start} moves {}", moves.join(" ")));
        self.send(&format!("go {go}"));
        let mut line = String::new();
        loop {
            line.clear();
            let n = self
                .output
                .read_line(&mut line)
                .expect("the engine answers");
            assert!(n > 0, "the engine quit");
            let t = line.trim();
            if let Some(m) = t.strip_prefix("bestmove ") {
                return rec
                    .current()
                    .board()
                    .parse_move(m)
                    .unwrap_or_else(|e| panic!("engine move {m}: {e}"));
            }
            assert!(!t.starts_with("error"), "engine: {t}");
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

/// A player during one game.
enum Player {
    Local(Spec, ai::SearchMemory),
    Engine(Engine, String),
}

impl Player {
    fn new(spec: &Spec, game: GameId) -> Player {
        match spec {
            Spec::Engine { program, go } => {
                Player::Engine(Engine::start(program, game), go.clone())
            }
            other => Player::Local(other.clone(), ai::SearchMemory::new()),
        }
    }

    fn choose(&mut self, rec: &GameRecord, seed: u64) -> Move {
        let cancel = CancelToken::new();
        match self {
            Player::Local(
                Spec::Level {
                    level,
                    nodes,
                    time_ms,
                    contempt,
                    memory,
                },
                mem,
            ) => {
                let mut cfg = ai::level_config(rec.game(), *level);
                if let Some(n) = nodes {
                    cfg.nodes = *n;
                }
                if let Some(t) = time_ms {
                    cfg.time_cap = if *t == 0 {
                        ai::NO_TIME_CAP
                    } else {
                        Duration::from_millis(*t)
                    };
                }
                if let Some(c) = contempt {
                    cfg.contempt = *c;
                }
                let mem = if *memory { Some(mem) } else { None };
                if nodes.is_none() && time_ms.is_none() && contempt.is_none() {
                    match mem {
                        Some(mem) => ai::choose_move_remembering(rec, *level, seed, &cancel, mem),
                        None => ai::choose_move(rec, *level, seed, &cancel),
                    }
                } else {
                    ai::choose_move_with(rec, &cfg, seed, &cancel, mem)
                }
            }
            Player::Local(Spec::Search(limits), _) => {
                ai::search(rec, *limits, &cancel, &mut |_| {}).best
            }
            Player::Local(Spec::Engine { .. }, _) => unreachable!("engines are started"),
            Player::Engine(e, go) => Some(e.best_move(rec, go)),
        }
        .expect("a move in an ongoing game")
    }
}

/// How a game ended, for A.
struct Args {
    game: GameId,
    a: Spec,
    b: Spec,
    games: usize,
    threads: usize,
    seed: u64,
    random_plies: usize,
    max_plies: usize,
    draw_offers: bool,
}

/// Plays game `index`; returns the end for A, the plies and each player's move times.
fn play_game(args: &Args, index: usize) -> (End, usize, Vec<f64>, Vec<f64>) {
    let a_side = if index.is_multiple_of(2) {
        Side::First
    } else {
        Side::Second
    };
    let mut rng = SmallRng::seed_from_u64(mix(args.seed ^ mix(index as u64 / 2)));
    let mut rec = GameRecord::new_game(args.game);
    for _ in 0..args.random_plies {
        if rec.status().is_over() {
            break;
        }
        let moves = rec.current().legal_moves();
        rec.play_move(moves[rng.gen_range(0..moves.len())])
            .expect("legal opening move");
    }
    let mut a = Player::new(&args.a, args.game);
    let mut b = Player::new(&args.b, args.game);
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    while !rec.status().is_over() && rec.ply_count() < args.max_plies {
        let a_moves = rec.current().side_to_move() == a_side;
        let seed = mix(args.seed ^ mix(index as u64 + 1) ^ rec.ply_count() as u64);
        let t = Instant::now();
        let m = if a_moves {
            a.choose(&rec, seed)
        } else {
            b.choose(&rec, seed)
        };
        let ms = t.elapsed().as_secs_f64() * 1e3;
        if a_moves { &mut ta } else { &mut tb }.push(ms);
        rec.play_move(m).expect("players play legal moves");
        if args.draw_offers && !rec.status().is_over() && ai::offers_draw(&rec, &CancelToken::new())
        {
            rec.agree_draw().expect("an ongoing game");
        }
    }
    let end = End::of(&rec, a_side);
    (end, rec.ply_count(), ta, tb)
}

fn percentile(xs: &mut [f64], p: f64) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    xs.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    xs[((xs.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let mut game = None;
    let mut a = None;
    let mut b = None;
    let mut games = 20usize;
    let mut first = 1usize;
    let mut threads = 1usize;
    let mut seed = 2024u64;
    let mut random_plies = 4usize;
    let mut max_plies = 300usize;
    let mut draw_offers = false;
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        if argv[i] == "--draw-offers" {
            draw_offers = true;
            i += 1;
            continue;
        }
        let val = argv.get(i + 1).cloned().unwrap_or_default();
        match argv[i].as_str() {
            "--game" => game = Some(val.parse::<GameId>().expect("--game ID")),
            "--a" => a = Some(parse_spec(&val)),
            "--b" => b = Some(parse_spec(&val)),
            "--games" => games = val.parse().expect("--games N"),
            "--first" => first = val.parse().expect("--first K"),
            "--threads" => threads = val.parse().expect("--threads T"),
            "--seed" => seed = val.parse().expect("--seed S"),
            "--random-plies" => random_plies = val.parse().expect("--random-plies K"),
            "--max-plies" => max_plies = val.parse().expect("--max-plies P"),
            other => panic!("unknown argument {other}"),
        }
        i += 2;
    }
    let args = Args {
        game: game.expect("--game"),
        a: a.expect("--a"),
        b: b.expect("--b"),
        games,
        threads,
        seed,
        random_plies,
        max_plies,
        draw_offers,
    };
    println!(
        "versus {}: A = {} vs B = {}; games {first}–{games}, seed {seed}, {random_plies} random plies, max {max_plies} plies, {threads} thread(s)",
        args.game.id(),
        argv[argv.iter().position(|x| x == "--a").expect("--a") + 1],
        argv[argv.iter().position(|x| x == "--b").expect("--b") + 1],
    );
    let t0 = Instant::now();
    assert!(first >= 1, "--first counts from 1");
    let next = AtomicUsize::new(first - 1);
    // wins, losses, repetition, no-capture, capped, plies; A's and B's move times.
    let tally = Mutex::new(([0u32; 6], Vec::new(), Vec::new(), Vec::new()));
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= args.games {
                    break;
                }
                let (end, plies, ta, tb) = play_game(&args, k);
                let word = match end {
                    End::Win => "win",
                    End::Loss => "loss",
                    End::Repetition => "draw repetition",
                    End::NoCapture => "draw 100-plies",
                    End::Capped => "draw cap",
                    End::Agreed => "draw agreed",
                };
                let mut t = tally.lock().expect("tally");
                t.0[end as usize] += 1;
                t.1.push(plies);
                t.2.extend(ta);
                t.3.extend(tb);
                let [w, l, r, n, c, g] = t.0;
                println!(
                    "game {:>3} A={} {word} after {plies} plies  (+{w} ={} -{l})",
                    k + 1,
                    if k.is_multiple_of(2) {
                        "first "
                    } else {
                        "second"
                    },
                    r + n + c + g
                );
            });
        }
    });
    let (counts, mut game_plies, mut ta, mut tb) = tally.into_inner().expect("tally");
    let plies: usize = game_plies.iter().sum();
    let [w, l, r, n, c, g] = counts;
    let d = r + n + c + g;
    game_plies.sort_unstable();
    if let (Some(&max), false) = (game_plies.last(), game_plies.is_empty()) {
        let mid = game_plies.len() / 2;
        let median = if game_plies.len() % 2 == 1 {
            game_plies[mid] as f64
        } else {
            (game_plies[mid - 1] + game_plies[mid]) as f64 / 2.0
        };
        println!("plies a game: median {median:.1}, max {max}; drawn by agreement {g}");
    }
    let total = f64::from(w + l + d);
    println!(
        "result A +{w} ={d} -{l} score {:.1}%  (draws repetition/100-plies/cap {r}/{n}/{c}; {:.1} plies a game; {:.0} s)",
        (f64::from(w) + f64::from(d) / 2.0) / total * 100.0,
        plies as f64 / total,
        t0.elapsed().as_secs_f64()
    );
    println!(
        "move ms: A median {:.0} p90 {:.0} ({} moves); B median {:.0} p90 {:.0} ({} moves)",
        percentile(&mut ta, 0.5),
        percentile(&mut ta, 0.9),
        ta.len(),
        percentile(&mut tb, 0.5),
        percentile(&mut tb, 0.9),
        tb.len()
    );
}
