//! Perft: the number of move sequences of a given length. A finished game has no
//! moves; passes are not moves; repetition and the 100-ply rule are ignored.

use crate::rules::position::Position;

/// Counts the leaf nodes of the move tree of `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|&m| perft(&pos.play_unchecked(m), depth - 1))
            .sum(),
    }
}
