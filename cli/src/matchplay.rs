//! `folkchess match`: self-play between two levels.
//!
//! Games are played in pairs from the same opening with colours swapped: A plays
//! First in games 1, 3, 5, … and Second in games 2, 4, 6, …. With
//! `--random-plies K`, each pair starts with K uniformly random legal plies chosen
//! from a seed derived from `--seed` and the pair number. Each move of a level comes
//! from `ai::choose_move` with a seed derived from `--seed`, the game number and the
//! ply number, so a match is reproducible from its seed (up to the time limits a
//! level may use). A game ends by the core's status (no legal move, rendezvous, one
//! piece left, threefold repetition, the Jinmen 100-ply rule) or, as a safety net,
//! as a draw after [`PLY_CAP`] plies.
//!
//! stdout: one line per game, then exactly
//! `result <A> vs <B>: +<wins> =<draws> -<losses> score <percent>%` (A's view,
//! percent = (wins + draws / 2) / games × 100 with one decimal). stderr: a progress
//! bar on a terminal, otherwise one progress line per game.

use crate::{CliResult, MatchArgs};
use folkchess_core::ai;
use folkchess_core::{GameRecord, GameStatus, Level, Ply, Side};
use std::io::{self, IsTerminal, Write};

/// Plies after which a game still going on is scored a draw.
pub const PLY_CAP: usize = 400;

/// A finished game from A's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForA {
    /// A won.
    Win,
    /// A drew.
    Draw,
    /// A lost.
    Loss,
}

/// One game: its result for A, why it ended, and its length in plies.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// The result for A.
    pub for_a: ForA,
    /// The end reason id (`no_legal_move`, …, or `ply_cap`).
    pub reason: String,
    /// Plies played.
    pub plies: usize,
}

/// Mixes a seed with a number (SplitMix64 finaliser): the seeds of a match's openings,
/// games and moves.
fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays game number `index` (0-based) of a match.
pub fn play_game(args: &MatchArgs, index: u32) -> GameResult {
    let a_side = if index.is_multiple_of(2) {
        Side::First
    } else {
        Side::Second
    };
    let level_of = |side: Side| -> Level {
        if side == a_side {
            args.a
        } else {
            args.b
        }
    };
    let mut record = GameRecord::new_game(args.game);
    // The pair's random opening.
    let opening_seed = mix(args.seed ^ 0x6f70_656e, u64::from(index / 2));
    for k in 0..args.random_plies {
        if record.status().is_over() {
            break;
        }
        let moves = record.current().legal_moves();
        let pick = (mix(opening_seed, u64::from(k)) % moves.len() as u64) as usize;
        let m = moves[pick];
        record.play(Ply::Move(m)).expect("a legal move plays");
    }
    let game_seed = mix(args.seed, u64::from(index) + 1);
    let cancel = ai::CancelToken::new();
    let mut gave_up = false;
    while !record.status().is_over() && record.ply_count() < PLY_CAP {
        let side = record.current().side_to_move();
        let seed = mix(game_seed, record.ply_count() as u64);
        match ai::choose_move(&record, level_of(side), seed, &cancel) {
            Some(m) if record.play(Ply::Move(m)).is_ok() => {}
            _ => {
                gave_up = true;
                break;
            }
        }
    }
    let plies = record.ply_count();
    match record.status() {
        GameStatus::Ended(o) => GameResult {
            for_a: match o.winner {
                None => ForA::Draw,
                Some(w) if w == a_side => ForA::Win,
                Some(_) => ForA::Loss,
            },
            reason: o.reason.id().to_string(),
            plies,
        },
        GameStatus::Ongoing => GameResult {
            for_a: ForA::Draw,
            reason: if gave_up { "no_ai_move" } else { "ply_cap" }.to_string(),
            plies,
        },
    }
}

/// The last line of a match.
pub fn result_line(a: Level, b: Level, wins: u32, draws: u32, losses: u32) -> String {
    let games = wins + draws + losses;
    let score = if games == 0 {
        0.0
    } else {
        (f64::from(wins) + f64::from(draws) / 2.0) * 100.0 / f64::from(games)
    };
    format!("result {a} vs {b}: +{wins} ={draws} -{losses} score {score:.1}%")
}

/// Runs `folkchess match`.
pub fn run(args: &MatchArgs) -> CliResult {
    let mut out = io::stdout().lock();
    let bar = io::stderr().is_terminal();
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    for i in 0..args.games {
        let r = play_game(args, i);
        match r.for_a {
            ForA::Win => wins += 1,
            ForA::Draw => draws += 1,
            ForA::Loss => losses += 1,
        }
        let a_side = if i % 2 == 0 { "first" } else { "second" };
        let word = match r.for_a {
            ForA::Win => "win",
            ForA::Draw => "draw",
            ForA::Loss => "loss",
        };
        writeln!(
            out,
            "game {} a={a_side} {word} {} plies {}",
            i + 1,
            r.reason,
            r.plies
        )?;
        out.flush()?;
        progress(bar, i + 1, args.games, wins, draws, losses);
    }
    if bar {
        eprintln!();
    }
    writeln!(out, "{}", result_line(args.a, args.b, wins, draws, losses))?;
    Ok(())
}

/// The progress bar (terminal) or progress line (otherwise) on stderr.
fn progress(bar: bool, done: u32, total: u32, w: u32, d: u32, l: u32) {
    let mut err = io::stderr().lock();
    if bar {
        const WIDTH: u32 = 30;
        let filled = (done * WIDTH / total) as usize;
        let _ = write!(
            err,
            "\r[{}{}] {done}/{total}  +{w} ={d} -{l}",
            "#".repeat(filled),
            "-".repeat(WIDTH as usize - filled)
        );
    } else {
        let _ = writeln!(err, "progress {done}/{total} +{w} ={d} -{l}");
    }
    let _ = err.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_mix() {
        assert_ne!(mix(0, 1), mix(0, 2));
        assert_eq!(mix(5, 7), mix(5, 7));
    }

    #[test]
    fn result_line_format() {
        assert_eq!(
            result_line(Level::Easy, Level::Beginner, 3, 1, 0),
            "result easy vs beginner: +3 =1 -0 score 87.5%"
        );
        assert_eq!(
            result_line(Level::Hard, Level::Hard, 0, 0, 2),
            "result hard vs hard: +0 =0 -2 score 0.0%"
        );
    }
}
