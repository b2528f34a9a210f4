//! The puzzle generator: the exact search of the small games' reachable positions,
//! and seeded self-play with a search check for the large games
//! (`docs/puzzles.md`).

use super::symmetry::{canonical, map_move};
use super::{Difficulty, Puzzle};
use crate::ai::{self, CancelToken, Limits, Score, Verdict};
use crate::rules::game::{GameId, Level};
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::record::GameRecord;
use std::collections::HashSet;

/// The seed of the committed sets of jinmen and huishi.
pub const DEFAULT_SEED: u64 = 1;

/// Self-play goes on, game after game, until the large game's set has at least
/// this many puzzles (the games are whole: the last one may add a few more).
pub const LARGE_TARGET: usize = 200;

/// The node budget of the first, quick search of each scanned position: does the
/// side to move have a forced win?
pub const QUICK_NODES: u64 = 3_000;

/// The node budget of the search that decides whether a scanned position with a
/// forced win is a candidate: the best move a forced win, the second-best not.
pub const SCAN_NODES: u64 = 20_000;

/// The node budget of the check's first pass over the other moves: a search of
/// this many nodes after each, to turn away cheaply a candidate with a second
/// winning move (the full pass, [`CHECK_ALT_NODES`], decides).
const CHECK_QUICK_NODES: u64 = 4_000;

/// The node budget of the check's search of a candidate: it must prove a forced
/// win (a mate score) and find no second winning move among the two it scores
/// exactly.
pub const CHECK_ROOT_NODES: u64 = 400_000;

/// The node budget of the check's search of the position after each other legal
/// move: none may find a forced win for the player who made it.
pub const CHECK_ALT_NODES: u64 = 60_000;

/// At most this many puzzles come from one self-play game (the first ones its
/// candidates give, in the order they were found), so that the set is not made
/// of a few long forced sequences. A puzzle that an earlier game gave already is
/// not taken twice (and is not replaced).
pub const MAX_PER_GAME: usize = 10;

/// Plies after which a self-play game is abandoned.
const PLY_CAP: usize = 160;

/// The most threads the self-play uses (the set is the same for any number).
const MAX_THREADS: usize = 4;

/// At most this many self-play games (a guard: the targets are reached far sooner).
const MAX_GAMES: u32 = 5_000;

/// What a generation did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GenerateStats {
    /// Positions looked at (small games: the reachable positions; large games:
    /// the self-play positions scanned).
    pub positions: u64,
    /// Self-play games played (large games).
    pub games: u32,
    /// Candidates checked (after mirror images were merged).
    pub candidates: u64,
    /// Candidates the check turned away (large games).
    pub rejected: u64,
    /// Search nodes spent by the checks (large games).
    pub check_nodes: u64,
}

/// The puzzle set of `game`, as committed in `core/src/training/puzzle/data/<game>.tsv`:
/// easiest first, then by the distance to the win, the position text and the
/// solution; ids numbered in that order. `seed` drives the self-play of the large
/// games ([`DEFAULT_SEED`] for the committed sets) and is not used by the small
/// ones. Deterministic: every budget is a node count.
pub fn generate(game: GameId, seed: u64) -> (Vec<Puzzle>, GenerateStats) {
    generate_with_progress(game, seed, &mut |_, _| {})
}

/// [`generate`], calling `progress` with the counts so far and the number of
/// puzzles found after each self-play game (large games).
pub fn generate_with_progress(
    game: GameId,
    seed: u64,
    progress: &mut dyn FnMut(&GenerateStats, usize),
) -> (Vec<Puzzle>, GenerateStats) {
    generate_checked(game, seed, &default_check, progress)
}

/// How a candidate is judged: its winning move, the plies to the win and the
/// difficulty, or `None` when it is not a puzzle; and the search nodes spent.
pub type Check<'a> = dyn Fn(&Position) -> (Option<(Move, u32, Difficulty)>, u64) + Sync + 'a;

/// The committed sets' check: [`check_small`] in the small games, [`check_large`] in the
/// large ones.
fn default_check(pos: &Position) -> (Option<(Move, u32, Difficulty)>, u64) {
    if pos.game().is_small() {
        (check_small(pos), 0)
    } else {
        check_large(pos)
    }
}

/// [`generate_with_progress`] with another judge of the candidates: the same candidates
/// in the same order (every reachable position of a small game, the seeded self-play of
/// a large one), each kept when `check` finds it a puzzle. With an exact table's
/// [`check_exact`] this is `folkchess puzzle generate --tables DIR`, which makes
/// Rendezvous's set exact; with the small games' own solution it gives their committed
/// sets again (a test).
pub fn generate_checked(
    game: GameId,
    seed: u64,
    check: &Check,
    progress: &mut dyn FnMut(&GenerateStats, usize),
) -> (Vec<Puzzle>, GenerateStats) {
    let mut stats = GenerateStats::default();
    let mut found: Vec<(Position, Move, u32, Difficulty)> = Vec::new();
    let mut seen: HashSet<Position> = HashSet::new();
    if game.is_small() {
        for pos in ai::reachable_positions(game).expect("a small game") {
            stats.positions += 1;
            // A lock that changes nothing (the shared piece could not move anyway)
            // makes the same puzzle twice: the first reachable one (unlocked, when
            // it is reachable: the lock is the lowest bit of the index) is kept.
            if !seen.insert(canonical(&without_idle_lock(&pos)).0) {
                continue;
            }
            let (canon, sym) = canonical(&pos);
            if let (Some((m, n, d)), _) = check(&pos) {
                stats.candidates += 1;
                found.push((canon, map_move(m, sym), n, d));
            }
        }
    } else {
        // Games are independent: a batch is played on several threads, then taken in
        // the order of their numbers, so the set does not depend on the threads.
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, MAX_THREADS) as u32;
        let mut index = 0;
        'games: while found.len() < LARGE_TARGET && index < MAX_GAMES {
            let batch: Vec<GamePuzzles> = std::thread::scope(|scope| {
                let handles: Vec<_> = (index..(index + threads).min(MAX_GAMES))
                    .map(|i| scope.spawn(move || game_puzzles(game, seed, i, check)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a self-play game"))
                    .collect()
            });
            for g in batch {
                stats.games += 1;
                stats.positions += g.scanned;
                stats.candidates += g.candidates;
                stats.rejected += g.rejected;
                stats.check_nodes += g.check_nodes;
                for puzzle in g.puzzles {
                    if seen.insert(puzzle.0) {
                        found.push(puzzle);
                    }
                }
                index += 1;
                progress(&stats, found.len());
                if found.len() >= LARGE_TARGET {
                    break 'games;
                }
            }
        }
    }
    let board = crate::rules::board::Board::of(game);
    let mut keyed: Vec<_> = found
        .into_iter()
        .map(|(pos, m, n, d)| ((d, n, pos.to_text(), board.move_text(m)), (pos, m, n, d)))
        .collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    let puzzles = keyed
        .into_iter()
        .enumerate()
        .map(|(i, (_, (position, solution, value, difficulty)))| Puzzle {
            id: format!("{game}-{:04}", i + 1),
            game,
            position,
            solution,
            value,
            difficulty,
        })
        .collect();
    (puzzles, stats)
}

/// `pos` without its lock when the lock changes nothing: the same legal moves
/// (so the same positions after them) with the lock lifted.
fn without_idle_lock(pos: &Position) -> Position {
    if !pos.shared_locked {
        return *pos;
    }
    let mut free = *pos;
    free.shared_locked = false;
    free.key = free.key_from_scratch();
    if free.legal_moves()[..] == pos.legal_moves()[..] {
        free
    } else {
        *pos
    }
}

/// What one self-play game gave: its puzzles (canonical position, solution, value,
/// difficulty) and its counts.
struct GamePuzzles {
    puzzles: Vec<(Position, Move, u32, Difficulty)>,
    scanned: u64,
    candidates: u64,
    rejected: u64,
    check_nodes: u64,
}

/// The puzzles of self-play game number `index`: its candidates
/// ([`large_candidates`]) in the order found, each as its canonical mirror image,
/// the first of equal ones only, checked (`check`, on the canonical image:
/// the position that enters the set is the one checked) until [`MAX_PER_GAME`] have
/// passed.
fn game_puzzles(game: GameId, seed: u64, index: u32, check: &Check) -> GamePuzzles {
    let (candidates, scanned) = large_candidates(game, seed, index);
    let mut out = GamePuzzles {
        puzzles: Vec::new(),
        scanned,
        candidates: 0,
        rejected: 0,
        check_nodes: 0,
    };
    let mut seen = HashSet::new();
    for pos in candidates {
        if out.puzzles.len() == MAX_PER_GAME {
            break;
        }
        let canon = canonical(&pos).0;
        if !seen.insert(canon) {
            continue;
        }
        out.candidates += 1;
        let (checked, nodes) = check(&canon);
        out.check_nodes += nodes;
        match checked {
            Some((m, n, d)) => out.puzzles.push((canon, m, n, d)),
            None => out.rejected += 1,
        }
    }
    out
}

/// Whether a weiming or zhongkui position is a puzzle, by the exact solution: the
/// side to move wins, it has at least two legal moves and exactly one of them
/// keeps the win. Returns that move, the plies to the win and the difficulty
/// (`tempting`: the other moves that draw, or that lose only in 4 plies or more,
/// so that the loss does not show at once). `None` otherwise (and for the large
/// games).
pub fn check_small(pos: &Position) -> Option<(Move, u32, Difficulty)> {
    if !pos.game().is_small() {
        return None;
    }
    check_exact(pos, &ai::verdict)
}

/// Whether a position is a puzzle by exact values: `value_of` gives the exact value of a
/// position for its side to move (`None` where it is unknown: then no puzzle). The side to
/// move wins, it has at least two legal moves and exactly one of them keeps the win (the
/// position alone, without a game's history, as every check). Returns that move, the
/// plies to the win and the difficulty: in the small games as [`check_small`] says, in the
/// large ones as [`check_large`] says (the other moves that capture, in jinmen, or move a
/// general, in huishi).
pub fn check_exact(
    pos: &Position,
    value_of: &dyn Fn(&Position) -> Option<Verdict>,
) -> Option<(Move, u32, Difficulty)> {
    if pos.is_decided() {
        return None;
    }
    let Verdict::Win(n) = value_of(pos)? else {
        return None;
    };
    let verdicts: Vec<(Move, Verdict)> = pos
        .legal_moves()
        .iter()
        .map(|&m| Some((m, value_of(&pos.play_unchecked(m))?.for_mover())))
        .collect::<Option<_>>()?;
    if verdicts.len() < 2 {
        return None;
    }
    let mut winners = verdicts
        .iter()
        .filter(|(_, v)| matches!(v, Verdict::Win(_)));
    let (m, _) = *winners.next()?;
    if winners.next().is_some() {
        return None;
    }
    let tempting = if pos.game().is_small() {
        verdicts
            .iter()
            .filter(|(_, v)| matches!(v, Verdict::Draw) || matches!(v, Verdict::Loss(k) if *k >= 4))
            .count()
    } else {
        let others: Vec<Move> = verdicts.iter().map(|v| v.0).filter(|&o| o != m).collect();
        tempting_large(pos, &others)
    };
    Some((m, n, Difficulty::grade(n, tempting)))
}

/// The tempting moves among `others` in a large game: those that capture (jinmen) or move
/// a general (huishi).
fn tempting_large(pos: &Position, others: &[Move]) -> usize {
    others
        .iter()
        .filter(|&&m| match pos.game() {
            GameId::Jinmen => !pos.play_with_effects(m).1.captured.is_empty(),
            _ => pos.generals().contains(m.from),
        })
        .count()
}

/// The self-play game number `index` (from 0) of `game` with `seed`, and the
/// candidates found along it; also how many positions were scanned.
///
/// The game: a few random plies (2 to 5, from the seed), then two of the
/// computer's weaker levels (Beginner to Medium, paired by `index`: their
/// mistakes make the positions with a forced win) on their node budgets alone,
/// each move's seed derived from `seed`, `index` and the ply; to the end, or
/// [`PLY_CAP`] plies.
///
/// Scanned: each position of the game, each position one legal move from it
/// (what the player to move could have played), and, after a scanned position
/// with a forced win of 3 plies or more, each position its winning move and one
/// reply lead to. A scan is a search of [`QUICK_NODES`] nodes of the position
/// alone (without the game's history); when it finds a forced win, a search of
/// [`SCAN_NODES`] nodes that scores the two best moves exactly; the position is
/// a candidate when the best is a forced win and the second not.
pub fn large_candidates(game: GameId, seed: u64, index: u32) -> (Vec<Position>, u64) {
    const PAIRS: [(Level, Level); 6] = [
        (Level::Beginner, Level::Easy),
        (Level::Easy, Level::Beginner),
        (Level::Easy, Level::Medium),
        (Level::Medium, Level::Easy),
        (Level::Beginner, Level::Medium),
        (Level::Medium, Level::Beginner),
    ];
    let (first, second) = PAIRS[index as usize % PAIRS.len()];
    let game_seed = mix(seed, u64::from(index));
    let mut record = GameRecord::new_game(game);
    let opening = 2 + (mix(game_seed, 0x6f70) % 4) as usize;
    for k in 0..opening {
        if record.status().is_over() {
            break;
        }
        let moves = record.current().legal_moves();
        let m = moves[(mix(game_seed, k as u64 + 1) % moves.len() as u64) as usize];
        record.play_move(m).expect("a legal move plays");
    }
    let cancel = CancelToken::new();
    let mut candidates = Vec::new();
    let mut scanned_keys = HashSet::new();
    let mut scanned = 0;
    let mut scan = |pos: Position, candidates: &mut Vec<Position>| -> Option<Move> {
        if pos.is_decided() || pos.count_legal_moves() < 2 || !scanned_keys.insert(pos) {
            return None;
        }
        scanned += 1;
        let record = GameRecord::new(pos);
        let (quick, _) = ai::best_moves(&record, Limits::nodes(QUICK_NODES), 1);
        if !matches!(quick.first(), Some((_, Score::Win(_)))) {
            return None;
        }
        let (ranked, _) = ai::best_moves(&record, Limits::nodes(SCAN_NODES), 2);
        if is_unique_win(&ranked) {
            candidates.push(pos);
        }
        match ranked.first() {
            Some(&(m, Score::Win(n))) if n >= 3 => Some(m),
            _ => None,
        }
    };
    while !record.status().is_over() && record.ply_count() < PLY_CAP {
        let pos = *record.current();
        if let Some(win) = scan(pos, &mut candidates) {
            let after = pos.play_unchecked(win);
            if !after.is_decided() {
                for &reply in after.legal_moves().iter() {
                    scan(after.play_unchecked(reply), &mut candidates);
                }
            }
        }
        for &m in pos.legal_moves().iter() {
            scan(pos.play_unchecked(m), &mut candidates);
        }
        let level = if pos.side_to_move().index() == 0 {
            first
        } else {
            second
        };
        let cfg = ai::level_config(game, level).without_time_cap();
        let move_seed = mix(game_seed, 0x1000 + record.ply_count() as u64);
        match ai::choose_move_with(&record, &cfg, move_seed, &cancel, None) {
            Some(m) if record.play_move(m).is_ok() => {}
            _ => break,
        }
    }
    (candidates, scanned)
}

/// Whether the best of the ranked moves is a forced win and the second is not.
fn is_unique_win(ranked: &[(Move, Score)]) -> bool {
    matches!(ranked.first(), Some((_, Score::Win(n))) if *n >= 1)
        && !matches!(ranked.get(1), Some((_, Score::Win(_))))
}

/// The check of a jinmen or huishi candidate (the same check the tests repeat):
///
/// 1. a search of [`CHECK_ROOT_NODES`] nodes of the position alone (no history)
///    scores its best move a forced win in n plies and its second-best move,
///    also scored exactly, not a forced win;
/// 2. after each other legal move, a search of [`CHECK_ALT_NODES`] nodes finds no
///    forced win for the player who made it (and the move does not win at once);
///    a first pass of 4 000 nodes a move turns most failures away sooner.
///
/// Returns the winning move, n and the difficulty (`tempting`: the other moves
/// that capture, in jinmen, or move a general, in huishi), or `None`; and the
/// nodes searched.
pub fn check_large(pos: &Position) -> (Option<(Move, u32, Difficulty)>, u64) {
    let game = pos.game();
    if game.is_small() || pos.is_decided() || pos.count_legal_moves() < 2 {
        return (None, 0);
    }
    let record = GameRecord::new(*pos);
    let (ranked, mut nodes) = ai::best_moves(&record, Limits::nodes(CHECK_ROOT_NODES), 2);
    if !is_unique_win(&ranked) {
        return (None, nodes);
    }
    let (solution, Score::Win(n)) = ranked[0] else {
        return (None, nodes);
    };
    let mover = pos.side_to_move();
    let others: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|&m| m != solution)
        .collect();
    for budget in [CHECK_QUICK_NODES, CHECK_ALT_NODES] {
        for &m in &others {
            let mut after = record.clone();
            after.play_move(m).expect("a legal move plays");
            if let Some(outcome) = after.status().outcome() {
                if outcome.winner == Some(mover) {
                    return (None, nodes);
                }
                continue;
            }
            let (answer, used) = ai::best_moves(&after, Limits::nodes(budget), 1);
            nodes += used;
            if matches!(answer.first(), Some((_, Score::Loss(_)))) {
                return (None, nodes);
            }
        }
    }
    let tempting = tempting_large(pos, &others);
    (Some((solution, n, Difficulty::grade(n, tempting))), nodes)
}

/// SplitMix64 of a seed mixed with a number: the self-play's seeds.
fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
