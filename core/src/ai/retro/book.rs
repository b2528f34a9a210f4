//! Opening books: the exact values of the positions near the start of a game, cut from a
//! full table, small enough to ship (a full Rendezvous table is 4.4 GiB; its book of the
//! first plies is kilobytes).
//!
//! Format (all integers little-endian): the 8 bytes `FCBOOK1\n`, the game's index (1 byte),
//! the number of entries (4 bytes), then the entries sorted by index, 6 bytes each: the
//! position's index in the game's [`Space`] (5 bytes) and its cell (1 byte, as the table's:
//! [`decode`]).

use super::build::{decode, CellValue, RetroError};
use super::space::Space;
use crate::ai::Verdict;
use crate::rules::game::GameId;
use crate::rules::position::Position;
use std::collections::{BTreeMap, HashSet};

const MAGIC: &[u8; 8] = b"FCBOOK1\n";
const ENTRY: usize = 6;

/// Why bytes are not a book.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    /// The bytes do not start with the book's magic.
    #[error("not an opening book (bad magic)")]
    Magic,
    /// The header names no game or another game than expected.
    #[error("the book is for another game (index {0})")]
    Game(u8),
    /// The length does not match the number of entries.
    #[error("the book is truncated or too long: {found} bytes, {expected} expected")]
    Length {
        /// Bytes found.
        found: usize,
        /// Bytes the header announces.
        expected: usize,
    },
    /// The entries are not sorted by index, or an index is outside the space.
    #[error("book entry {0} is out of order or outside the game")]
    Entry(usize),
    /// The game has no position space.
    #[error(transparent)]
    Retro(#[from] RetroError),
}

/// An opening book (see the module docs).
#[derive(Clone, Debug)]
pub struct Book {
    space: Space,
    entries: Vec<(u64, u8)>,
}

impl Book {
    /// The positions within `plies` plies of the start of `game` (by every sequence of
    /// legal moves), with the cells `cell` gives them (from a finished table); positions
    /// it has no cell for are left out.
    pub fn build(
        game: GameId,
        plies: u32,
        mut cell: impl FnMut(u64) -> Option<u8>,
    ) -> Result<Book, BookError> {
        let space = Space::new(game).map_err(RetroError::from)?;
        let mut found = BTreeMap::new();
        let mut seen = HashSet::new();
        let mut frontier = vec![Position::start(game)];
        for depth in 0..=plies {
            let mut next = Vec::new();
            for pos in frontier {
                let Some(i) = space.rank(&pos) else { continue };
                if !seen.insert(i) {
                    continue;
                }
                if let Some(c) = cell(i) {
                    found.insert(i, c);
                }
                if depth < plies {
                    next.extend(pos.legal_moves().iter().map(|&m| pos.play_unchecked(m)));
                }
            }
            frontier = next;
        }
        Ok(Book {
            space,
            entries: found.into_iter().collect(),
        })
    }

    /// Reads a book of `game` from its bytes.
    pub fn from_bytes(game: GameId, bytes: &[u8]) -> Result<Book, BookError> {
        let space = Space::new(game).map_err(RetroError::from)?;
        if bytes.len() < 13 || &bytes[..8] != MAGIC {
            return Err(BookError::Magic);
        }
        if usize::from(bytes[8]) != game.index() {
            return Err(BookError::Game(bytes[8]));
        }
        let n = u32::from_le_bytes([bytes[9], bytes[10], bytes[11], bytes[12]]) as usize;
        let expected = n.saturating_mul(ENTRY).saturating_add(13);
        if bytes.len() != expected {
            return Err(BookError::Length {
                found: bytes.len(),
                expected,
            });
        }
        let mut entries = Vec::with_capacity(n);
        for (k, e) in bytes[13..].chunks_exact(ENTRY).enumerate() {
            let i = u64::from_le_bytes([e[0], e[1], e[2], e[3], e[4], 0, 0, 0]);
            if i >= space.size() || entries.last().is_some_and(|&(p, _)| p >= i) {
                return Err(BookError::Entry(k));
            }
            entries.push((i, e[5]));
        }
        Ok(Book { space, entries })
    }

    /// The book as bytes (the format of the module docs).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(13 + ENTRY * self.entries.len());
        out.extend_from_slice(MAGIC);
        out.push(self.space.game().index() as u8);
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for &(i, c) in &self.entries {
            out.extend_from_slice(&i.to_le_bytes()[..5]);
            out.push(c);
        }
        out
    }

    /// Number of positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The exact value of `pos` if the book has it.
    pub fn value(&self, pos: &Position) -> Option<Verdict> {
        let i = self.space.rank(pos)?;
        let k = self.entries.binary_search_by_key(&i, |&(p, _)| p).ok()?;
        match decode(self.entries[k].1) {
            CellValue::Decided(v) => Some(v),
            CellValue::Undecided(_) => Some(Verdict::Draw),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::retro::solve_in_memory;
    use crate::ai::solver;

    #[test]
    fn a_book_holds_the_tables_values_near_the_start() {
        let solved = solve_in_memory(GameId::Zhongkui, 1).unwrap();
        let book = Book::build(GameId::Zhongkui, 4, |i| {
            solved.cells.get(i as usize).copied()
        })
        .unwrap();
        assert!(book.len() > 20, "{}", book.len());
        let bytes = book.to_bytes();
        assert_eq!(bytes.len(), 13 + 6 * book.len());
        let back = Book::from_bytes(GameId::Zhongkui, &bytes).unwrap();
        let reference = solver::solve(GameId::Zhongkui);
        // Every position within 4 plies is in it, with the solver's value.
        let mut frontier = vec![Position::start(GameId::Zhongkui)];
        for _ in 0..=4 {
            let mut next = Vec::new();
            for pos in frontier {
                assert_eq!(back.value(&pos), reference.value(&pos), "{pos}");
                next.extend(pos.legal_moves().iter().map(|&m| pos.play_unchecked(m)));
            }
            frontier = next;
        }
        // Bad bytes are refused, never a panic.
        assert_eq!(
            Book::from_bytes(GameId::Zhongkui, b"nonsense").unwrap_err(),
            BookError::Magic
        );
        assert!(matches!(
            Book::from_bytes(GameId::Weiming, &bytes),
            Err(BookError::Game(1))
        ));
        assert!(matches!(
            Book::from_bytes(GameId::Zhongkui, &bytes[..bytes.len() - 1]),
            Err(BookError::Length { .. })
        ));
        let mut unsorted = bytes.clone();
        unsorted[13..19].copy_from_slice(&[0xff; 6]);
        assert!(matches!(
            Book::from_bytes(GameId::Zhongkui, &unsorted),
            Err(BookError::Entry(0))
        ));
        assert!(Book::from_bytes(GameId::Jinmen, &bytes).is_err());
    }
}
