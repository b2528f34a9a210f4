//! TEMPORARY stand-in for `folkchess_core::ai`, with the contract's signatures, until
//! the core's AI module lands. It plays the first (or a seeded) legal move and solves
//! nothing (`solve` prints zeros, `verdict` says draw). When the core has `ai`,
//! replace this whole file with:
//!
//! ```ignore
//! pub use folkchess_core::ai::{
//!     choose_move, hint, move_verdicts, search, solve_stats, verdict, CancelToken, Limits,
//!     SearchInfo, Verdict,
//! };
//! ```
#![allow(dead_code, missing_docs, clippy::unnecessary_lazy_evaluations)]

use folkchess_core::{GameId, GameRecord, Level, Move, Position};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);
impl CancelToken {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn cancel(&self) {
        self.0.store(true, Ordering::SeqCst)
    }
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
    pub fn reset(&self) {
        self.0.store(false, Ordering::SeqCst)
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Win(u32),
    Loss(u32),
    Value(i32),
}
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Win(n) => write!(f, "win {n}"),
            Score::Loss(n) => write!(f, "loss {n}"),
            Score::Value(v) => write!(f, "cp {v}"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct SearchInfo {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub pv: Vec<Move>,
    pub elapsed: Duration,
}

#[derive(Clone, Debug)]
pub struct SearchResult {
    pub best: Option<Move>,
    pub info: SearchInfo,
}

pub fn search(
    record: &GameRecord,
    limits: Limits,
    cancel: &CancelToken,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    let t = Instant::now();
    let moves: Vec<Move> = if record.status().is_over() {
        Vec::new()
    } else {
        record.current().legal_moves().iter().copied().collect()
    };
    let best = moves.first().copied();
    let mut info = SearchInfo {
        depth: 1,
        score: Score::Value(0),
        nodes: moves.len() as u64,
        pv: best.into_iter().collect(),
        elapsed: t.elapsed(),
    };
    if limits.time.is_none() && limits.depth.is_none() && limits.nodes.is_none() {
        while !cancel.is_cancelled() {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    info.elapsed = t.elapsed();
    on_info(&info);
    SearchResult { best, info }
}

pub fn choose_move(
    record: &GameRecord,
    _level: Level,
    seed: u64,
    _cancel: &CancelToken,
) -> Option<Move> {
    if record.status().is_over() {
        return None;
    }
    let v: Vec<Move> = record.current().legal_moves().iter().copied().collect();
    if v.is_empty() {
        None
    } else {
        Some(v[(seed as usize) % v.len()])
    }
}

pub fn hint(record: &GameRecord, cancel: &CancelToken) -> Option<Move> {
    choose_move(record, Level::Master, 0, cancel)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win(u32),
    Loss(u32),
    Draw,
}

pub fn verdict(pos: &Position) -> Option<Verdict> {
    pos.game().is_small().then_some(Verdict::Draw)
}

pub fn move_verdicts(pos: &Position) -> Option<Vec<(Move, Verdict)>> {
    pos.game().is_small().then(|| {
        pos.legal_moves()
            .iter()
            .map(|&m| (m, Verdict::Draw))
            .collect()
    })
}

#[derive(Clone, Debug)]
pub struct SolveStats {
    pub positions: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    pub start: Verdict,
    pub elapsed: Duration,
}

pub fn solve_stats(game: GameId) -> Option<SolveStats> {
    game.is_small().then(|| SolveStats {
        positions: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        start: Verdict::Draw,
        elapsed: Duration::ZERO,
    })
}
