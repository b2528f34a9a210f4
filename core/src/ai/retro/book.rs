//! Opening books: the exact values of the positions near the start of a game, cut from a
//! full table, small enough to ship (a full Rendezvous table is 4.4 GiB; its book of the
//! first eight plies is a few hundred kilobytes).
//!
//! A book holds every position within a number of plies of the start, by every sequence
//! of legal moves, once per mirror pair (the one of the smaller index in the game's
//! [`Space`]). Nearly all of them are draws in Rendezvous, so the values are kept as
//! exceptions: a position is a draw unless the book lists a win or a loss for it.
//!
//! Format (integers little-endian; a varint is LEB128, 7 bits a byte, low bits first):
//!
//! | bytes | what |
//! |---|---|
//! | 8 | the magic `FCBOOK2\n` |
//! | 1 | the game's index ([`GameId::index`]) |
//! | 1 | the depth in plies |
//! | 4 | `n`, the number of positions |
//! | 4 | `e`, the number of exceptions |
//! | `n` varints | the positions' indices, ascending: the first index, then each one's distance from the one before (at least 1) |
//! | `e` × (varint, 1) | the exceptions, by ascending position: the distance of its position's number (0-based among the `n`) from the previous exception's (the first from 0), and its cell ([`decode`]: a win or a loss with its distance) |
//!
//! Reading checks everything (magic, game, lengths, order, ranges, cells) and answers a
//! typed [`BookError`], never a panic. In memory a book keeps its bytes and a sparse index
//! of every 64th position (16 bytes a block), so a lookup is a binary search and at most
//! 64 varints.

use super::build::{decode, CellValue, RetroError, DECIDED, DRAW};
use super::space::Space;
use crate::ai::Verdict;
use crate::rules::game::GameId;
use crate::rules::position::Position;
use std::borrow::Cow;
use std::collections::HashSet;

const MAGIC: &[u8; 8] = b"FCBOOK2\n";
const HEADER: usize = 18;
/// Positions per block of the in-memory index.
const BLOCK: usize = 64;

/// Why bytes are not a book.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    /// The bytes do not start with the book's magic.
    #[error("not an opening book (bad magic)")]
    Magic,
    /// The header names no game or another game than expected.
    #[error("the book is for another game (index {0})")]
    Game(u8),
    /// The bytes end before everything the header announces is read.
    #[error("the book is truncated: it ends after {0} bytes")]
    Truncated(usize),
    /// The bytes go on after everything the header announces.
    #[error("the book is too long: {found} bytes, {expected} expected")]
    Length {
        /// Bytes found.
        found: usize,
        /// Bytes the header and the entries announce.
        expected: usize,
    },
    /// A position's index is not above the one before it or is outside the game, or a
    /// varint is longer than an index can be.
    #[error("book position {0} is out of order or outside the game")]
    Entry(usize),
    /// An exception names no position of the book, is out of order, or its cell is not a
    /// win or a loss.
    #[error("book exception {0} is out of order, outside the book or not a win or a loss")]
    Exception(usize),
    /// The game has no position space.
    #[error(transparent)]
    Retro(#[from] RetroError),
}

/// An opening book (see the module docs).
#[derive(Clone, Debug)]
pub struct Book {
    space: Space,
    plies: u8,
    bytes: Cow<'static, [u8]>,
    len: usize,
    /// Each block's first index and the offset of its first varint.
    blocks: Vec<(u64, usize)>,
    /// The exceptions: the position's number among the book's and its cell.
    exceptions: Vec<(u32, u8)>,
}

impl Book {
    /// The positions within `plies` plies of the start of `game` (by every sequence of
    /// legal moves), with the cells `cell` gives the index of each (from a finished table;
    /// the index is the position's or its mirror image's, whichever is smaller); the
    /// positions it has no cell for are left out. `plies` is at most 255.
    pub fn build(
        game: GameId,
        plies: u8,
        mut cell: impl FnMut(u64) -> Option<u8>,
    ) -> Result<Book, BookError> {
        let space = Space::new(game).map_err(RetroError::from)?;
        let mut seen = HashSet::new();
        let mut found = Vec::new();
        let start = Position::start(game);
        seen.insert(start.key());
        let mut frontier = vec![start];
        for depth in 0..=plies {
            let mut next = Vec::new();
            for pos in frontier {
                let Some(i) = canonical(&space, &pos) else {
                    continue;
                };
                if let Some(c) = cell(i) {
                    found.push((i, c));
                }
                if depth < plies {
                    for &m in pos.legal_moves().iter() {
                        let child = pos.play_unchecked(m);
                        if seen.insert(child.key()) {
                            next.push(child);
                        }
                    }
                }
            }
            frontier = next;
        }
        found.sort_unstable();
        found.dedup_by_key(|e| e.0);
        let bytes = encode(game, plies, &found);
        Book::read(game, Cow::Owned(bytes))
    }

    /// Reads a book of `game` from its bytes (copied).
    pub fn from_bytes(game: GameId, bytes: &[u8]) -> Result<Book, BookError> {
        Book::read(game, Cow::Owned(bytes.to_vec()))
    }

    /// Reads a book of `game` from bytes built into the program (not copied).
    pub fn from_static(game: GameId, bytes: &'static [u8]) -> Result<Book, BookError> {
        Book::read(game, Cow::Borrowed(bytes))
    }

    fn read(game: GameId, bytes: Cow<'static, [u8]>) -> Result<Book, BookError> {
        let space = Space::new(game).map_err(RetroError::from)?;
        let b = &bytes[..];
        if b.len() < 8 || &b[..8] != MAGIC {
            return Err(BookError::Magic);
        }
        if b.len() < HEADER {
            return Err(BookError::Truncated(b.len()));
        }
        if usize::from(b[8]) != game.index() {
            return Err(BookError::Game(b[8]));
        }
        let plies = b[9];
        let count = |at: usize| u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]);
        let len = count(10) as usize;
        let n_exceptions = count(14) as usize;
        // The varint at `*at`, or why there is none.
        let next = |at: &mut usize, bad: BookError| match varint(b, at) {
            Some(v) => Ok(v),
            None if *at >= b.len() => Err(BookError::Truncated(b.len())),
            None => Err(bad),
        };
        let mut at = HEADER;
        let mut blocks = Vec::with_capacity(len.div_ceil(BLOCK).min(b.len()));
        let mut index = 0u64;
        for k in 0..len {
            let start = at;
            let gap = next(&mut at, BookError::Entry(k))?;
            index = if k == 0 {
                gap
            } else if gap == 0 {
                return Err(BookError::Entry(k));
            } else {
                index.checked_add(gap).ok_or(BookError::Entry(k))?
            };
            if index >= space.size() {
                return Err(BookError::Entry(k));
            }
            if k % BLOCK == 0 {
                blocks.push((index, start));
            }
        }
        let mut exceptions = Vec::with_capacity(n_exceptions.min(b.len()));
        let mut number = 0u64;
        for k in 0..n_exceptions {
            let gap = next(&mut at, BookError::Exception(k))?;
            let c = *b.get(at).ok_or(BookError::Truncated(b.len()))?;
            at += 1;
            number = number.checked_add(gap).ok_or(BookError::Exception(k))?;
            let out_of_order = k > 0 && gap == 0;
            let not_win_or_loss = !(DECIDED..DRAW).contains(&c);
            if out_of_order || number >= len as u64 || not_win_or_loss {
                return Err(BookError::Exception(k));
            }
            exceptions.push((number as u32, c));
        }
        if at != b.len() {
            return Err(BookError::Length {
                found: b.len(),
                expected: at,
            });
        }
        Ok(Book {
            space,
            plies,
            bytes,
            len,
            blocks,
            exceptions,
        })
    }

    /// The book as bytes (the format of the module docs).
    pub fn to_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Which game.
    pub fn game(&self) -> GameId {
        self.space.game()
    }

    /// The depth: every position within this many plies of the start is in the book.
    pub fn plies(&self) -> u32 {
        u32::from(self.plies)
    }

    /// Number of positions in the book (a mirror pair counts once).
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The bytes it holds in memory beyond its encoded bytes (the block index and the
    /// exceptions); the encoded bytes are borrowed from the program when built in.
    pub fn index_bytes(&self) -> usize {
        self.blocks.capacity() * std::mem::size_of::<(u64, usize)>()
            + self.exceptions.capacity() * std::mem::size_of::<(u32, u8)>()
    }

    /// How many of its positions are wins and losses for the side to move (the rest are
    /// draws).
    pub fn decided(&self) -> usize {
        self.exceptions.len()
    }

    /// The exact value of `pos` for its side to move, if the book has it: a position of
    /// the book, or one where the game is over already (a rendezvous just made: lost for
    /// the side to move). The game's history (a threefold repetition) is not taken into
    /// account.
    pub fn value(&self, pos: &Position) -> Option<Verdict> {
        if pos.game() != self.game() {
            return None;
        }
        if pos.is_decided() {
            return Some(Verdict::Loss(0));
        }
        let i = canonical(&self.space, pos)?;
        let number = self.number(i)?;
        Some(
            match self.exceptions.binary_search_by_key(&number, |e| e.0) {
                Ok(k) => match decode(self.exceptions[k].1) {
                    CellValue::Decided(v) => v,
                    CellValue::Undecided(_) => Verdict::Draw,
                },
                Err(_) => Verdict::Draw,
            },
        )
    }

    /// The position's number among the book's, by its index.
    fn number(&self, i: u64) -> Option<u32> {
        let block = match self.blocks.binary_search_by_key(&i, |b| b.0) {
            Ok(k) => k,
            Err(0) => return None,
            Err(k) => k - 1,
        };
        let (mut index, mut at) = self.blocks[block];
        let first = block * BLOCK;
        let last = (first + BLOCK).min(self.len);
        for number in first..last {
            let gap = varint(&self.bytes, &mut at)?;
            if number > first {
                index += gap;
            }
            if index == i {
                return Some(number as u32);
            }
            if index > i {
                return None;
            }
        }
        None
    }
}

/// The smaller of the indices of `pos` and its mirror image.
fn canonical(space: &Space, pos: &Position) -> Option<u64> {
    let i = space.rank(pos)?;
    Some(match space.mirror(pos).and_then(|m| space.rank(&m)) {
        Some(j) => i.min(j),
        None => i,
    })
}

/// The bytes of a book of `game` to depth `plies` holding `entries` (index, cell),
/// ascending by index without repeats.
fn encode(game: GameId, plies: u8, entries: &[(u64, u8)]) -> Vec<u8> {
    let decided = |c: u8| matches!(decode(c), CellValue::Decided(v) if v != Verdict::Draw);
    let n_exceptions = entries.iter().filter(|e| decided(e.1)).count();
    let mut out = Vec::with_capacity(HEADER + 3 * entries.len() + 3 * n_exceptions);
    out.extend_from_slice(MAGIC);
    out.push(game.index() as u8);
    out.push(plies);
    out.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    out.extend_from_slice(&(n_exceptions as u32).to_le_bytes());
    let mut before = 0;
    for &(i, _) in entries {
        put_varint(&mut out, i - before);
        before = i;
    }
    let mut last = 0;
    for (number, &(_, c)) in entries.iter().enumerate() {
        if decided(c) {
            put_varint(&mut out, (number - last) as u64);
            out.push(c);
            last = number;
        }
    }
    out
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8 & 0x7f) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// The varint at `*at`, moving `*at` past it; `None` when it runs past the end or past
/// 63 bits.
fn varint(b: &[u8], at: &mut usize) -> Option<u64> {
    let mut v = 0u64;
    for shift in (0..63).step_by(7) {
        let byte = *b.get(*at)?;
        *at += 1;
        v |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Some(v);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::retro::solve_in_memory;
    use crate::ai::solver;

    fn zhongkui_book(plies: u8) -> Book {
        let solved = solve_in_memory(GameId::Zhongkui, 1).unwrap();
        Book::build(GameId::Zhongkui, plies, |i| {
            solved.cells.get(i as usize).copied()
        })
        .unwrap()
    }

    #[test]
    fn a_book_holds_the_tables_values_near_the_start_and_nothing_beyond() {
        let book = zhongkui_book(6);
        assert!(book.len() > 100, "{}", book.len());
        assert!(book.decided() > 0);
        assert_eq!(book.plies(), 6);
        let back = Book::from_bytes(GameId::Zhongkui, book.to_bytes()).unwrap();
        assert_eq!(back.len(), book.len());
        let reference = solver::solve(GameId::Zhongkui);
        // Every position within 6 plies is in it, with the solver's value; some at 7 are
        // not (the book says nothing rather than something wrong).
        let mut frontier = vec![Position::start(GameId::Zhongkui)];
        for _ in 0..=6 {
            let mut next = Vec::new();
            for pos in frontier {
                assert_eq!(back.value(&pos), reference.value(&pos), "{pos}");
                next.extend(pos.legal_moves().iter().map(|&m| pos.play_unchecked(m)));
            }
            frontier = next;
        }
        let beyond: Vec<&Position> = frontier
            .iter()
            .filter(|p| back.value(p).is_none())
            .collect();
        assert!(!beyond.is_empty());
        for pos in frontier {
            if let Some(v) = back.value(&pos) {
                assert_eq!(Some(v), reference.value(&pos), "{pos}");
            }
        }
        // A mirror pair counts once: far fewer entries than positions seen.
        assert!(Space::new(GameId::Zhongkui).unwrap().has_mirror());
    }

    #[test]
    fn bad_bytes_are_refused_with_the_reason_never_a_panic() {
        let book = zhongkui_book(3);
        let bytes = book.to_bytes().to_vec();
        let read = |b: &[u8]| Book::from_bytes(GameId::Zhongkui, b);
        assert_eq!(read(b"nonsense").unwrap_err(), BookError::Magic);
        assert_eq!(
            Book::from_bytes(GameId::Weiming, &bytes).unwrap_err(),
            BookError::Game(GameId::Zhongkui.index() as u8)
        );
        assert_eq!(
            read(&bytes[..bytes.len() - 1]).unwrap_err(),
            BookError::Truncated(bytes.len() - 1)
        );
        assert_eq!(read(&bytes[..12]).unwrap_err(), BookError::Truncated(12));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            read(&longer).unwrap_err(),
            BookError::Length {
                found: bytes.len() + 1,
                expected: bytes.len()
            }
        );
        // A second position at distance 0 from the first.
        let mut repeated = bytes.clone();
        let first = {
            let mut at = HEADER;
            varint(&bytes, &mut at).unwrap();
            at
        };
        repeated[first] = 0;
        assert!(read(&repeated).is_err());
        // An exception whose cell is a draw.
        let mut draw = bytes.clone();
        let last = draw.len() - 1;
        draw[last] = DRAW;
        assert_eq!(
            read(&draw).unwrap_err(),
            BookError::Exception(book.decided() - 1)
        );
        assert!(Book::from_bytes(GameId::Jinmen, &bytes).is_err());
        // Every truncation and every single-byte change is an error or a book: no panic.
        for cut in 0..bytes.len() {
            let _ = read(&bytes[..cut]);
        }
        for at in 0..bytes.len() {
            for v in [0u8, 0x7f, 0x80, 0xff] {
                let mut b = bytes.clone();
                b[at] = v;
                if let Ok(book) = read(&b) {
                    let _ = book.value(&Position::start(GameId::Zhongkui));
                }
            }
        }
    }
}
