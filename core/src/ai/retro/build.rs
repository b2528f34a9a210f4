//! The retrograde pass over a whole position space, one byte per position.
//!
//! A cell (one byte) holds, while the pass runs, either the number of a position's moves
//! whose result is not yet known to be won for the opponent (an undecided position, 1 to
//! [`MAX_COUNTER`]), or the position's exact value as its distance to the end in plies
//! ([`DECIDED`]` + d`: even `d` is a loss for the side to move, odd `d` a win — a loss in 0
//! has no move; a win in `d + 1` has a move to a loss in `d`; a loss in `d + 1` has every
//! move lead to a win in at most `d`). [`finish`] turns what is still undecided into
//! [`DRAW`].
//!
//! The pass works layer by layer, in order of distance (a breadth-first queue kept in the
//! cells themselves): [`init_cells`] decides the positions without a move (loss in 0) and
//! those with a winning move at once (win in 1: a rendezvous), and counts the moves of the
//! others; then [`run_layer`]`(d)` scans for the positions decided at distance `d` and
//! visits each one's predecessors (unmoves): a predecessor of a loss in `d` is won in
//! `d + 1` (the first layer that reaches it is the fastest win); a predecessor of a win in
//! `d` loses one undecided move, and when it has none left it is lost in `d + 1` (the last
//! layer that reaches it is the slowest loss). When a layer finds nothing, every position
//! still undecided is a draw: neither side can force a win, and repetition ends the game.
//! A layer changes cells only from undecided to decided at `d + 1` or by lowering counters,
//! so the cells between layers are a complete state: saving them there makes the pass
//! resumable.

use super::space::{Space, SpaceError};
use super::unmove::predecessors;
use crate::ai::Verdict;
use crate::rules::game::GameId;
use crate::rules::position::Position;
use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};

/// The largest count of undecided moves a cell can hold.
pub const MAX_COUNTER: u8 = 63;
/// Cell value of a position decided at distance 0; distance `d` is `DECIDED + d`.
pub const DECIDED: u8 = 64;
/// Cell value of a drawn position, after [`finish`].
pub const DRAW: u8 = 255;
/// The longest distance a cell can hold, in plies.
pub const MAX_DISTANCE: u32 = (DRAW - DECIDED - 1) as u32;

/// Why the retrograde pass cannot go on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RetroError {
    /// The game has no position space.
    #[error(transparent)]
    Space(#[from] SpaceError),
    /// A position has more moves than a cell can count.
    #[error("position {index} has {moves} moves, more than a cell counts ({MAX_COUNTER})")]
    TooManyMoves {
        /// The position's index.
        index: u64,
        /// Its number of moves.
        moves: usize,
    },
    /// A distance longer than a cell holds.
    #[error("a position is decided at distance {0}, longer than a cell holds ({MAX_DISTANCE})")]
    TooDeep(u32),
    /// A worker thread of a layer stopped without finishing its part.
    #[error("a worker thread of the layer failed")]
    WorkerFailed,
    /// The cells do not cover the space (or the range asked for lies outside it).
    #[error("cells {start}..{end} do not fit a space of {size} positions")]
    WrongRange {
        /// First index.
        start: u64,
        /// One past the last index.
        end: u64,
        /// The space's size.
        size: u64,
    },
}

/// What a cell says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellValue {
    /// Still undecided during the pass, with this many moves not yet known to lose.
    Undecided(u8),
    /// Decided: the exact value (a draw once the pass is finished).
    Decided(Verdict),
}

/// Reads a cell.
#[inline]
pub fn decode(cell: u8) -> CellValue {
    match cell {
        DRAW => CellValue::Decided(Verdict::Draw),
        c if c >= DECIDED => {
            let d = u32::from(c - DECIDED);
            CellValue::Decided(if d % 2 == 0 {
                Verdict::Loss(d)
            } else {
                Verdict::Win(d)
            })
        }
        c => CellValue::Undecided(c),
    }
}

/// The cell of a position decided at distance `d`.
#[inline]
fn decided(d: u32) -> Result<u8, RetroError> {
    if d > MAX_DISTANCE {
        return Err(RetroError::TooDeep(d));
    }
    Ok(DECIDED + d as u8)
}

/// The first cell of position `index` (see the module docs).
pub fn init_cell(space: &Space, index: u64) -> Result<u8, RetroError> {
    let pos = space.unrank_keyless(index);
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return decided(0);
    }
    if moves.iter().any(|&m| pos.play_unchecked(m).is_decided()) {
        return decided(1);
    }
    if moves.len() > usize::from(MAX_COUNTER) {
        return Err(RetroError::TooManyMoves {
            index,
            moves: moves.len(),
        });
    }
    Ok(moves.len() as u8)
}

/// Fills `out` with the first cells of positions `start..start + out.len()`.
pub fn init_cells(space: &Space, start: u64, out: &mut [u8]) -> Result<(), RetroError> {
    let end = start + out.len() as u64;
    if end > space.size() {
        return Err(RetroError::WrongRange {
            start,
            end,
            size: space.size(),
        });
    }
    for (i, cell) in out.iter_mut().enumerate() {
        *cell = init_cell(space, start + i as u64)?;
    }
    Ok(())
}

/// How often (in scanned positions) [`run_layer`] reports its progress, at most.
pub const PROGRESS_EVERY: u64 = 1 << 24;

/// Positions a worker of [`run_layer`] takes at a time.
const BLOCK: usize = 1 << 20;

/// One byte per position (see the module docs), shared by the threads of a layer: each
/// byte is atomic, so that two threads may lower the same counter.
#[derive(Debug)]
pub struct Cells(Vec<AtomicU8>);

impl Cells {
    /// `len` cells, all 0.
    pub fn new(len: usize) -> Cells {
        Cells(
            std::iter::repeat_with(|| AtomicU8::new(0))
                .take(len)
                .collect(),
        )
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The cell of position `i` (`None` past the end).
    pub fn get(&self, i: usize) -> Option<u8> {
        self.0.get(i).map(|c| c.load(Ordering::Relaxed))
    }

    /// Copies the cells `start..start + out.len()` into `out` (as many as there are).
    pub fn read(&self, start: usize, out: &mut [u8]) {
        for (o, c) in out.iter_mut().zip(self.0.iter().skip(start)) {
            *o = c.load(Ordering::Relaxed);
        }
    }

    /// Sets the cells from `start` on to `data` (as many as fit).
    pub fn write(&self, start: usize, data: &[u8]) {
        for (c, &b) in self.0.iter().skip(start).zip(data) {
            c.store(b, Ordering::Relaxed);
        }
    }

    /// All cells as plain bytes.
    pub fn to_vec(&self) -> Vec<u8> {
        self.0.iter().map(|c| c.load(Ordering::Relaxed)).collect()
    }
}

/// Processes the positions decided at distance `d` (see the module docs) on `threads`
/// worker threads (the calling thread reports progress) and returns how many positions it
/// decided (at distance `d + 1`). The result
/// does not depend on the number of threads or their timing: a parent of a lost position
/// becomes won whoever gets there first, and a counter reaches zero once. Calls `progress`
/// with the number of cells scanned, now and then (at most every [`PROGRESS_EVERY`]).
pub fn run_layer(
    space: &Space,
    cells: &Cells,
    d: u32,
    threads: usize,
    progress: &mut dyn FnMut(u64),
) -> Result<u64, RetroError> {
    check_len(space, cells.len())?;
    let here = decided(d)?;
    let next = decided(d + 1)?;
    let child_lost = d.is_multiple_of(2);
    let n = cells.len();
    let next_block = AtomicUsize::new(0);
    let scanned = AtomicU64::new(0);
    let worker = || {
        let mut newly = 0u64;
        loop {
            let b = next_block.fetch_add(1, Ordering::Relaxed);
            let from = b.saturating_mul(BLOCK);
            if from >= n {
                return newly;
            }
            let to = (from + BLOCK).min(n);
            for i in from..to {
                if cells.0[i].load(Ordering::Relaxed) != here {
                    continue;
                }
                let child = space.unrank_keyless(i as u64);
                predecessors(&child, |parent, _| {
                    let Some(j) = space.rank(&parent) else {
                        return;
                    };
                    let cell = &cells.0[j as usize];
                    let changed = cell.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |c| {
                        if c >= DECIDED {
                            None
                        } else if child_lost || c <= 1 {
                            Some(next)
                        } else {
                            Some(c - 1)
                        }
                    });
                    if let Ok(old) = changed {
                        if child_lost || old <= 1 {
                            newly += 1;
                        }
                    }
                });
            }
            scanned.fetch_add((to - from) as u64, Ordering::Relaxed);
        }
    };
    let threads = threads.max(1);
    let newly = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(worker)).collect();
        let mut reported = 0;
        while !handles.iter().all(|h| h.is_finished()) {
            let now = scanned.load(Ordering::Relaxed);
            if now >= reported + PROGRESS_EVERY {
                progress(now);
                reported = now;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let mut total = Some(0u64);
        for h in handles {
            total = match (total, h.join()) {
                (Some(t), Ok(k)) => Some(t + k),
                _ => None,
            };
        }
        total
    });
    let newly = newly.ok_or(RetroError::WorkerFailed)?;
    progress(n as u64);
    Ok(newly)
}

fn check_len(space: &Space, len: usize) -> Result<(), RetroError> {
    if len as u64 != space.size() {
        return Err(RetroError::WrongRange {
            start: 0,
            end: len as u64,
            size: space.size(),
        });
    }
    Ok(())
}

/// Whether the layer at distance `d` is empty: no cell decided at `d`.
pub fn layer_is_empty(cells: &Cells, d: u32) -> bool {
    decided(d).map_or(true, |c| {
        !cells.0.iter().any(|x| x.load(Ordering::Relaxed) == c)
    })
}

/// Marks every position still undecided as drawn (the end of the pass).
pub fn finish(cells: &Cells) {
    for c in &cells.0 {
        if c.load(Ordering::Relaxed) < DECIDED {
            c.store(DRAW, Ordering::Relaxed);
        }
    }
}

/// Counts over a finished table, by value for the side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Positions won for the side to move.
    pub wins: u64,
    /// Positions lost for the side to move.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest forced win, in plies.
    pub longest_win: u32,
    /// The longest forced loss, in plies.
    pub longest_loss: u32,
}

impl Counts {
    /// Adds the cells of `chunk` (a finished table may be counted chunk by chunk).
    pub fn add(&mut self, chunk: &[u8]) {
        let mut by_cell = [0u64; 256];
        for &c in chunk {
            by_cell[usize::from(c)] += 1;
        }
        for (c, &n) in by_cell.iter().enumerate() {
            if n == 0 {
                continue;
            }
            match decode(c as u8) {
                CellValue::Decided(Verdict::Win(d)) => {
                    self.wins += n;
                    self.longest_win = self.longest_win.max(d);
                }
                CellValue::Decided(Verdict::Loss(d)) => {
                    self.losses += n;
                    self.longest_loss = self.longest_loss.max(d);
                }
                CellValue::Decided(Verdict::Draw) | CellValue::Undecided(_) => self.draws += n,
            }
        }
    }
}

/// The value of `pos` in a finished table of `space` (`cells`, the whole table): a decided
/// position (a rendezvous has just been made) is lost in 0; `None` if `pos` is not of this
/// space or `cells` is not its table.
pub fn value(space: &Space, cells: &[u8], pos: &Position) -> Option<Verdict> {
    if pos.game() == space.game() && pos.is_decided() {
        return Some(Verdict::Loss(0));
    }
    let i = space.rank(pos)?;
    if cells.len() as u64 != space.size() {
        return None;
    }
    match decode(cells[i as usize]) {
        CellValue::Decided(v) => Some(v),
        CellValue::Undecided(_) => Some(Verdict::Draw),
    }
}

/// A whole table solved in memory: for the small games and tests.
#[derive(Clone, Debug)]
pub struct Solved {
    /// The space.
    pub space: Space,
    /// One finished cell per position.
    pub cells: Vec<u8>,
    /// Counts over all the positions of the space.
    pub counts: Counts,
    /// Layers processed (one more than the longest distance).
    pub layers: u32,
}

/// Builds the whole table of `game` in memory (one byte per position), the layers on
/// `threads` threads.
pub fn solve_in_memory(game: GameId, threads: usize) -> Result<Solved, RetroError> {
    let space = Space::new(game)?;
    let n = usize::try_from(space.size()).map_err(|_| RetroError::WrongRange {
        start: 0,
        end: space.size(),
        size: space.size(),
    })?;
    let mut first = vec![0u8; n];
    init_cells(&space, 0, &mut first)?;
    let all = Cells::new(n);
    all.write(0, &first);
    let mut d = 0;
    while !(d >= 1 && layer_is_empty(&all, d)) {
        run_layer(&space, &all, d, threads, &mut |_| {})?;
        d += 1;
    }
    finish(&all);
    let cells = all.to_vec();
    let mut counts = Counts::default();
    counts.add(&cells);
    Ok(Solved {
        space,
        cells,
        counts,
        layers: d,
    })
}

/// FNV-1a (64 bit) of `bytes`, continuing from `state` (start with [`CHECKSUM_START`]):
/// the checksum written beside a table.
pub fn checksum(state: u64, bytes: &[u8]) -> u64 {
    let mut h = state;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The FNV-1a offset basis: the checksum of nothing.
pub const CHECKSUM_START: u64 = 0xcbf2_9ce4_8422_2325;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::solver;

    /// The generic retrograde table equals the small games' own solver on every position:
    /// value and distance.
    #[test]
    fn equals_the_small_games_solver_everywhere() {
        for game in [GameId::Weiming, GameId::Zhongkui] {
            let solved = solve_in_memory(game, 1).unwrap();
            // Two threads give the same cells.
            assert_eq!(solve_in_memory(game, 2).unwrap().cells, solved.cells);
            let reference = solver::solve(game);
            assert_eq!(solved.space.size() as usize, solver::SMALL_POSITIONS);
            for i in 0..solved.space.size() {
                let pos = solved.space.unrank(i).unwrap();
                assert_eq!(
                    value(&solved.space, &solved.cells, &pos),
                    reference.value(&pos),
                    "{game} {pos}"
                );
            }
            let c = solved.counts;
            assert_eq!(c.wins + c.losses + c.draws, solved.space.size());
            assert_eq!(
                value(&solved.space, &solved.cells, &Position::start(game)),
                Some(Verdict::Draw)
            );
        }
    }

    /// Self-consistency of a finished table: every won position has a move to a loss one
    /// ply shorter and none to a shorter one; every lost position has all moves to wins,
    /// the longest one ply shorter; every drawn position has no move to a loss and some
    /// move to a draw.
    #[test]
    fn tables_are_self_consistent() {
        for game in [GameId::Weiming, GameId::Zhongkui] {
            let solved = solve_in_memory(game, 1).unwrap();
            for i in 0..solved.space.size() {
                let pos = solved.space.unrank(i).unwrap();
                let v = value(&solved.space, &solved.cells, &pos).unwrap();
                let children: Vec<Verdict> = pos
                    .legal_moves()
                    .iter()
                    .map(|&m| {
                        value(&solved.space, &solved.cells, &pos.play_unchecked(m))
                            .unwrap()
                            .for_mover()
                    })
                    .collect();
                let best = children.iter().map(|v| v.rank()).max();
                match v {
                    Verdict::Loss(0) => assert!(children.is_empty()),
                    _ => assert_eq!(best, Some(v.rank()), "{pos}"),
                }
            }
        }
    }

    #[test]
    fn cells_decode_by_parity() {
        assert_eq!(decode(DECIDED), CellValue::Decided(Verdict::Loss(0)));
        assert_eq!(decode(DECIDED + 7), CellValue::Decided(Verdict::Win(7)));
        assert_eq!(decode(DRAW), CellValue::Decided(Verdict::Draw));
        assert_eq!(decode(5), CellValue::Undecided(5));
        assert_eq!(decided(MAX_DISTANCE + 1), Err(RetroError::TooDeep(191)));
        let space = Space::new(GameId::Weiming).unwrap();
        let mut short = vec![0u8; 3];
        assert!(matches!(
            run_layer(&space, &Cells::new(3), 0, 1, &mut |_| {}),
            Err(RetroError::WrongRange { .. })
        ));
        assert!(init_cells(&space, space.size() - 1, &mut short).is_err());
    }

    #[test]
    fn checksum_is_fnv1a() {
        assert_eq!(checksum(CHECKSUM_START, b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(checksum(CHECKSUM_START, b"a"), 0xaf63_dc4c_8601_ec8c);
        let whole = checksum(CHECKSUM_START, b"folkchess");
        assert_eq!(checksum(checksum(CHECKSUM_START, b"folk"), b"chess"), whole);
    }
}
