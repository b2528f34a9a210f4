//! The computer opponent: exact solutions of the two small games, alpha-beta
//! search for the two large ones, five levels, hints and verdicts.
//!
//! * [`verdict`] / [`move_verdicts`] — the exact game-theoretic value of a
//!   weiming or zhongkui position (and of each of its moves), from a retrograde
//!   solution computed on first use and cached ([`solve_stats`] solves afresh).
//! * [`search`] — full-strength search of a game in progress, with limits,
//!   cancellation and per-iteration [`SearchInfo`].
//! * [`choose_move`] — the move the computer plays at a [`Level`]; [`hint`] — the
//!   exact best move in the small games, the Master level's search in the large ones.
//!
//! Everything here is `Send` and safe to run on several threads at once: each
//! search owns its transposition table; the only shared state is the immutable
//! solver cache. See `docs/ai.md` for the design.
//!
//! ```
//! use folkchess_core::ai::{self, CancelToken, Verdict};
//! use folkchess_core::{GameId, GameRecord, Level};
//! let game = GameRecord::new_game(GameId::Zhongkui);
//! assert_eq!(ai::verdict(game.current()), Some(Verdict::Draw));
//! let m = ai::choose_move(&game, Level::Easy, 7, &CancelToken::new());
//! assert!(m.is_some_and(|m| game.current().is_legal(m)));
//! ```

mod eval;
mod judge;
mod level_config;
mod levels;
pub mod opening;
pub mod retro;
pub mod review;
mod search;
mod small;
mod solver;
mod tables;
mod tt;

use crate::rules::game::{GameId, Level};
use crate::rules::moves::Move;
use crate::rules::outcome::EndReason;
use crate::rules::position::Position;
use crate::rules::record::GameRecord;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

pub use judge::{
    accepts_draw, offers_draw, plies_without_progress, resigns, DRAW_MARGIN_PERMILLE,
    DRAW_OFFER_AFTER_PLIES, DRAW_OFFER_AGAIN_AFTER_PLIES,
};
pub use level_config::{LevelConfig, NO_TIME_CAP};
pub use levels::{allows_immediate_loss, level_config, wins_at_once};

/// A cancellation flag shared between the thread that searches and any thread
/// that wants it to stop. Clones share the same flag.
#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A fresh token, not cancelled.
    pub fn new() -> Self {
        CancelToken::default()
    }

    /// Asks every search watching this token (or a clone of it) to stop soon and
    /// return its best move so far.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`CancelToken::cancel`] was called (and not [`CancelToken::reset`] since).
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Clears the flag so the token can be used again.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }
}

/// Search limits. The search stops at whichever comes first; all `None` means
/// the default budget (the Master level's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Node budget (deterministic).
    pub nodes: Option<u64>,
    /// Wall-clock budget (not deterministic).
    pub time: Option<Duration>,
}

impl Limits {
    /// Limits with only a depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Limits with only a node budget.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Limits with only a time budget.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    fn is_unlimited(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.time.is_none()
    }
}

/// A search score, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The side to move wins in this many plies.
    Win(u32),
    /// The side to move loses in this many plies.
    Loss(u32),
    /// A heuristic value in centi-units (100 ≈ one Jinmen piece) for the side to move.
    Value(i32),
}

impl fmt::Display for Score {
    /// `win 7`, `loss 4`, `cp 35` (the engine protocol's `score` field).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Win(n) => write!(f, "win {n}"),
            Score::Loss(n) => write!(f, "loss {n}"),
            Score::Value(v) => write!(f, "cp {v}"),
        }
    }
}

/// What a search found so far: reported after each completed iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    /// Depth of the completed iteration, in plies (in the small games: the length
    /// of the exact principal variation).
    pub depth: u32,
    /// The score of the best move, for the side to move.
    pub score: Score,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The best move, `None` only when the game is over (no legal move).
    pub best: Option<Move>,
    /// Information about the last completed iteration.
    pub info: SearchInfo,
}

/// Full-strength search of the current position of `record`. The record's
/// history is used for repetition-aware draw scoring. In the small games the
/// exact solution is consulted (the answer is the Master level's perfect move).
/// Calls `on_info` after each completed iteration. Stops at the first of the
/// limits or cancellation and returns the best move so far; `best` is `None`
/// only when the game is over.
pub fn search(
    record: &GameRecord,
    limits: Limits,
    cancel: &CancelToken,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    let limits = if limits.is_unlimited() {
        levels::level_config(record.game(), Level::Master).limits()
    } else {
        limits
    };
    if record.game().is_small() && solver::solution(record.game()).is_some() {
        if let Some(result) = small::search(record, on_info) {
            return result;
        }
    }
    // The table needs about one entry per node: no more than 32 MB.
    let tt_bytes = limits.nodes.map_or(32 << 20, |n| {
        (n.min(1 << 40) as usize * 32)
            .next_power_of_two()
            .clamp(1 << 20, 32 << 20)
    });
    let opts = search::SearchOptions {
        tt_bytes,
        ..search::SearchOptions::default()
    };
    let mut result = search::search_record(record, limits, cancel, &opts, on_info);
    // In Rendezvous's opening book the answer keeps the exact value.
    result.best = result.best.map(|m| opening::keep_value(record, m, &[]));
    result
}

/// The move the computer plays at `level` with the random `seed`. Every level's
/// budget is node-based, so the answer is deterministic for a given record, level
/// and seed (a wall-clock cap only acts as a safety net on a very slow device).
/// `None` when the game is over.
pub fn choose_move(
    record: &GameRecord,
    level: Level,
    seed: u64,
    cancel: &CancelToken,
) -> Option<Move> {
    levels::choose_move(record, level, seed, cancel, None)
}

/// [`choose_move`] for a player that keeps a [`SearchMemory`] from one move to
/// the next of a game: in jinmen and huishi the search starts with what the
/// player's previous searches stored. The move then depends on those searches
/// too, not only on (record, level, seed). Levels that play with evaluation
/// noise (all but Master) search afresh and leave the memory alone.
pub fn choose_move_remembering(
    record: &GameRecord,
    level: Level,
    seed: u64,
    cancel: &CancelToken,
    memory: &mut SearchMemory,
) -> Option<Move> {
    levels::choose_move(record, level, seed, cancel, Some(memory))
}

/// What one player's searches keep from one move to the next of a game of
/// jinmen or huishi: the transposition table. Keep one per computer player and
/// game (a new game may start with a new one; a table of another game or size
/// is replaced on first use). Holds up to the level's table size (32 MB for
/// Master) once used.
#[derive(Default)]
pub struct SearchMemory {
    table: Option<(GameId, tt::Tt)>,
}

impl SearchMemory {
    /// An empty memory (nothing is allocated until a search uses it).
    pub fn new() -> SearchMemory {
        SearchMemory::default()
    }

    /// The table for a search of `game` with a table of `bytes`, kept if it fits.
    fn table(&mut self, game: GameId, bytes: usize) -> &mut tt::Tt {
        let fits = self
            .table
            .as_ref()
            .is_some_and(|(g, t)| *g == game && t.bytes() == tt::Tt::new_size(bytes));
        if !fits {
            self.table = Some((game, tt::Tt::new(bytes)));
        }
        &mut self.table.as_mut().expect("just set").1
    }
}

impl fmt::Debug for SearchMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.table {
            Some((game, t)) => write!(f, "SearchMemory({game}, {} bytes)", t.bytes()),
            None => f.write_str("SearchMemory(empty)"),
        }
    }
}

/// The move a custom level configuration plays (for tuning tools; the app uses
/// [`choose_move`]), optionally with a [`SearchMemory`]. Deterministic for a
/// given seed (and memory history) when `cfg` has no binding time cap.
pub fn choose_move_with(
    record: &GameRecord,
    cfg: &LevelConfig,
    seed: u64,
    cancel: &CancelToken,
    memory: Option<&mut SearchMemory>,
) -> Option<Move> {
    levels::choose_with(record, cfg, mix_seed(seed), cancel, memory)
}

fn mix_seed(seed: u64) -> u64 {
    search::mix(seed ^ 0xC0FF_EE00)
}

/// The hint for the side to move of `record`, `None` when the game is over.
///
/// * Weiming and zhongkui: the exact best move from the solution, as Master plays it:
///   the fastest win, else a move that keeps the draw (the one leaving the opponent the
///   most chances to go wrong), else the slowest loss; repetitions in the record are
///   taken into account a few plies ahead.
/// * Jinmen and huishi: the move of the Master level's search (no handicap) on
///   [`HINT_NODES`] nodes, so at least as strong as Hard.
///
/// Deterministic: the same record (position and history) always gets the same hint.
/// Every budget is a node count and the seed is fixed ([`HINT_SEED`]); the time cap is
/// [`NO_TIME_CAP`], far beyond what the budget needs, so that no device's speed
/// changes the answer. Cancelling stops the search early (the answer is then the best
/// move found so far).
pub fn hint(record: &GameRecord, cancel: &CancelToken) -> Option<Move> {
    if record.status().is_over() {
        return None;
    }
    if let Some(ranked) = small::perfect_ranking(record, HINT_SEED, &mut 0) {
        // Master's order (the exact value with the record's repetitions, then the
        // opponent's chances to go wrong); among moves of the same value, the one whose
        // own verdict (as the apps show it, see `move_verdicts`) is best comes first,
        // so a draw that needs no repetition is preferred to one that does.
        let shown = |m: Move| {
            let mut after = record.clone();
            if after.play_move(m).is_err() {
                return i64::MIN;
            }
            match after.status().outcome() {
                Some(o) if o.reason == EndReason::ThreefoldRepetition => Verdict::Draw.rank(),
                _ => verdict(after.current()).map_or(i64::MIN, |v| v.for_mover().rank()),
            }
        };
        return ranked
            .iter()
            .enumerate()
            .max_by_key(|(i, r)| (r.verdict.rank(), shown(r.mv), std::cmp::Reverse(*i)))
            .map(|(_, r)| r.mv);
    }
    let cfg = LevelConfig {
        nodes: HINT_NODES,
        ..level_config(record.game(), Level::Master).without_time_cap()
    };
    levels::choose_with(record, &cfg, mix_seed(HINT_SEED), cancel, None)
}

/// The node budget of [`hint`] in jinmen and huishi: Master's search as it was
/// before Master got its second (a hint should come quickly, on any device).
pub const HINT_NODES: u64 = 80_000;

/// The fixed seed of [`hint`].
pub const HINT_SEED: u64 = 0x6869_6e74; // "hint"

/// An exact game-theoretic value for the side to move, with the distance in
/// plies to the end of the game under perfect play (the winner hurries, the
/// loser delays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The side to move wins in this many plies.
    Win(u32),
    /// The side to move loses in this many plies (0: it has already lost).
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

impl Verdict {
    /// English text: `wins in 7`, `draws`, `loses in 4`, or `has lost`.
    pub fn text_en(&self) -> String {
        match *self {
            Verdict::Win(n) => format!("wins in {n}"),
            Verdict::Draw => "draws".to_string(),
            Verdict::Loss(0) => "has lost".to_string(),
            Verdict::Loss(n) => format!("loses in {n}"),
        }
    }

    /// Chinese text: `7步内必胜`, `和棋`, `4步内必败`, or `已负` (no brackets, so that it can
    /// follow a side's name, which has its own).
    pub fn text_zh(&self) -> String {
        match *self {
            Verdict::Win(n) => format!("{n}步内必胜"),
            Verdict::Draw => "和棋".to_string(),
            Verdict::Loss(0) => "已负".to_string(),
            Verdict::Loss(n) => format!("{n}步内必败"),
        }
    }

    /// The value for the other side one ply earlier: the verdict of a move that
    /// leads to a position with this verdict, from the mover's point of view.
    pub fn for_mover(self) -> Verdict {
        match self {
            Verdict::Win(n) => Verdict::Loss(n + 1),
            Verdict::Loss(n) => Verdict::Win(n + 1),
            Verdict::Draw => Verdict::Draw,
        }
    }

    /// A number that orders verdicts from the side's point of view: faster wins
    /// highest, then slower wins, draws, slower losses, faster losses lowest.
    pub fn rank(self) -> i64 {
        match self {
            Verdict::Win(n) => 1_000_000 - i64::from(n),
            Verdict::Draw => 0,
            Verdict::Loss(n) => -1_000_000 + i64::from(n),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_en())
    }
}

/// The exact verdict of a position for its side to move, where it is known: every
/// weiming and zhongkui position, and the Rendezvous positions of the shipped opening
/// book ([`opening`]: every position within its first plies). `None` for jinmen and for
/// Rendezvous beyond the book. The small games' solution covers every valid placement (a
/// superset of the positions reachable from the start, so positions after a pass on time
/// have a verdict too); the game's threefold repetition history is not taken into
/// account.
pub fn verdict(pos: &Position) -> Option<Verdict> {
    match solver::solution(pos.game()) {
        Some(solution) => solution.value(pos),
        None => opening::value(pos),
    }
}

/// Whether a small-game position can be reached from the start by moves alone
/// (`None` for the large games).
pub fn is_reachable(pos: &Position) -> Option<bool> {
    Some(solver::solution(pos.game())?.is_reachable(pos))
}

/// The exact verdict of each legal move of a position, from the point of view of the
/// player making it (`Win` = the move wins), in legal-move order, where [`verdict`] knows
/// every position a move leads to: the small games, and Rendezvous inside the opening
/// book. `None` otherwise.
pub fn move_verdicts(pos: &Position) -> Option<Vec<(Move, Verdict)>> {
    pos.legal_moves()
        .iter()
        .map(|&m| Some((m, verdict(&pos.play_unchecked(m))?.for_mover())))
        .collect()
}

/// Every position of a small game reachable from the start by moves alone, in the
/// solver's index order (`None` for jinmen and huishi). The puzzle generator's
/// domain.
pub(crate) fn reachable_positions(game: GameId) -> Option<Vec<Position>> {
    Some(solver::solution(game)?.reachable_positions())
}

/// The `k` best moves of the current position of `record` (jinmen, huishi) by a
/// full-strength search on `limits` (no noise, no contempt), each with its exact
/// score for the mover from the last completed iteration, best first; and the
/// nodes searched. Deterministic when `limits` has no time budget. For the
/// puzzle generator, which needs to know whether a second move also wins.
pub(crate) fn best_moves(
    record: &GameRecord,
    limits: Limits,
    k: usize,
) -> (Vec<(Move, Score)>, u64) {
    let tt_bytes = limits.nodes.map_or(32 << 20, |n| {
        (n.min(1 << 40) as usize * 32)
            .next_power_of_two()
            .clamp(1 << 20, 32 << 20)
    });
    let opts = search::SearchOptions {
        tt_bytes,
        multipv: k.max(1),
        ..search::SearchOptions::default()
    };
    let finished = search::run(record, limits, &CancelToken::new(), &opts, &mut |_| {});
    let ranked = finished
        .ranked
        .iter()
        .take(k.max(1))
        .map(|&(m, s)| (m, search::to_score(s)))
        .collect();
    (ranked, finished.result.info.nodes)
}

/// Counts from solving a small game: over the positions reachable from the start
/// by moves, by value for the side to move.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveStats {
    /// Positions reachable from the start by moves (board, side to move, lock).
    pub positions: usize,
    /// How many of them are won for the side to move.
    pub wins: usize,
    /// How many are lost for the side to move.
    pub losses: usize,
    /// How many are drawn.
    pub draws: usize,
    /// The value of the start position.
    pub start: Verdict,
    /// Time taken to solve from nothing.
    pub elapsed: Duration,
}

/// Solves `game` from scratch (not from the cache) and reports the counts, or
/// `None` for jinmen and huishi, which are not solved.
pub fn solve_stats(game: GameId) -> Option<SolveStats> {
    game.is_small().then(|| solver::solve(game).stats().clone())
}
