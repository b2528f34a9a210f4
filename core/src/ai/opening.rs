//! The opening book that ships: the exact value of every Rendezvous position within
//! [`HUISHI_BOOK_PLIES`] plies of the start, cut from the full table (`folkchess solve
//! huishi --full --out DIR --book FILE --book-plies N`; docs/rendezvous-solved.md), built
//! into the library and read on first use.
//!
//! Where the book knows a position and all its successors, the perfect players play
//! exactly: Master ([`keep_value`] in the level's choice) and the hint keep the position's
//! value; [`super::verdict`] answers from it, so the draw judge and the engine's `verdict`
//! are exact there too.

use super::retro::Book;
use super::search::RepHistory;
use super::Verdict;
use crate::rules::game::GameId;
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::record::GameRecord;
use once_cell::sync::Lazy;

/// The depth of the shipped Rendezvous book in plies.
pub const HUISHI_BOOK_PLIES: u32 = 8;

/// The bytes of the shipped Rendezvous book (the format of [`Book`]).
pub static HUISHI_BOOK_BYTES: &[u8] = include_bytes!("opening/huishi.book");

static HUISHI: Lazy<Option<Book>> =
    Lazy::new(|| Book::from_static(GameId::Huishi, HUISHI_BOOK_BYTES).ok());

/// The shipped book of `game`, if it has one.
pub fn book(game: GameId) -> Option<&'static Book> {
    match game {
        GameId::Huishi => HUISHI.as_ref(),
        _ => None,
    }
}

/// The exact value of `pos` for its side to move from the shipped book (history not
/// taken into account).
pub fn value(pos: &Position) -> Option<Verdict> {
    book(pos.game())?.value(pos)
}

/// Each legal move of the current position of `record` with its exact value for the
/// mover, the record's repetitions taken into account (a move to a position seen twice
/// already draws), in legal-move order; `None` unless the book knows every successor.
pub fn move_values(record: &GameRecord) -> Option<Vec<(Move, Verdict)>> {
    let book = book(record.game())?;
    let pos = record.current();
    let reps = RepHistory::from_record(record);
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let child = pos.play_unchecked(m);
            let v = if !child.is_decided() && reps.count(child.key()) + 1 >= 3 {
                Verdict::Draw
            } else {
                book.value(&child)?.for_mover()
            };
            Some((m, v))
        })
        .collect()
}

/// `choice`, if it keeps the exact value of the current position of `record` by the
/// book; otherwise the move of `order` (the player's own preference, best first), or
/// failing that of the legal moves, that does — the quickest win, a draw, the slowest
/// loss. `choice` itself when the book does not know every successor.
pub fn keep_value(record: &GameRecord, choice: Move, order: &[Move]) -> Move {
    let Some(values) = move_values(record) else {
        return choice;
    };
    let rank = |m: Move| values.iter().find(|v| v.0 == m).map(|v| v.1.rank());
    let Some(best) = values.iter().map(|v| v.1.rank()).max() else {
        return choice;
    };
    if rank(choice) == Some(best) {
        return choice;
    }
    order
        .iter()
        .copied()
        .chain(values.iter().map(|v| v.0))
        .find(|&m| rank(m) == Some(best))
        .unwrap_or(choice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{self, CancelToken, Level};
    use crate::rules::notation::Ply;

    #[test]
    fn the_shipped_book_reads_and_knows_the_start_as_a_draw() {
        let book = book(GameId::Huishi).expect("the shipped book reads");
        assert_eq!(book.plies(), HUISHI_BOOK_PLIES);
        assert!(book.len() > 100_000, "{}", book.len());
        let start = Position::start(GameId::Huishi);
        assert_eq!(value(&start), Some(Verdict::Draw));
        assert_eq!(ai::verdict(&start), Some(Verdict::Draw));
        assert!(book.decided() > 0);
        assert!(self::book(GameId::Jinmen).is_none());
    }

    /// The shipped bytes are the table's values, checked without the table: every position
    /// within 6 plies (all of whose successors are in the book) has the value the best of
    /// its moves gives — a won one a move to a loss one ply shorter and none quicker, a
    /// lost one only moves to wins, a drawn one no move to a loss and some to a draw.
    #[test]
    fn the_shipped_book_is_self_consistent_near_the_start() {
        let book = book(GameId::Huishi).unwrap();
        let mut seen = std::collections::HashSet::new();
        let mut frontier = vec![Position::start(GameId::Huishi)];
        let mut checked = 0;
        for _ in 0..=6 {
            let mut next = Vec::new();
            for pos in frontier {
                if pos.is_decided() || !seen.insert(pos.key()) {
                    continue;
                }
                let v = book.value(&pos).expect("within the book");
                let best = pos
                    .legal_moves()
                    .iter()
                    .map(|&m| {
                        let child = pos.play_unchecked(m);
                        next.push(child);
                        book.value(&child).expect("within the book").for_mover()
                    })
                    .max_by_key(|v| v.rank())
                    .unwrap_or(Verdict::Loss(0));
                assert_eq!(v, best, "{pos}");
                checked += 1;
            }
            frontier = next;
        }
        assert!(checked > 50_000, "{checked}");
    }

    /// Every position within the book's depth is in it; a winning one exists in the book
    /// and the perfect players find its quickest win.
    #[test]
    fn master_and_the_hint_keep_the_books_value_where_it_knows_every_successor() {
        let mut frontier = vec![GameRecord::new_game(GameId::Huishi)];
        let mut won = None;
        for _ in 0..HUISHI_BOOK_PLIES {
            let mut next = Vec::new();
            for r in frontier {
                assert!(value(r.current()).is_some(), "{}", r.current());
                if won.is_none() && matches!(value(r.current()), Some(Verdict::Win(_))) {
                    won = Some(r.clone());
                }
                for &m in r.current().legal_moves().iter().take(3) {
                    let mut c = r.clone();
                    c.play(Ply::Move(m)).unwrap();
                    next.push(c);
                }
            }
            frontier = next;
        }
        let record = won.expect("a won position within the book's depth");
        let want = value(record.current()).unwrap();
        let values = move_values(&record).unwrap();
        let cancel = CancelToken::new();
        let master = ai::choose_move(&record, Level::Master, 7, &cancel).unwrap();
        let hint = ai::hint(&record, &cancel).unwrap();
        for m in [master, hint] {
            let v = values.iter().find(|v| v.0 == m).unwrap().1;
            assert_eq!(v.rank(), want.rank(), "{m:?} keeps {want}");
        }
        // A move that throws the win away is replaced by one that keeps it.
        let bad = values.iter().find(|v| v.1.rank() < want.rank());
        if let Some(&(bad, _)) = bad {
            let kept = keep_value(&record, bad, &[]);
            let v = values.iter().find(|v| v.0 == kept).unwrap().1;
            assert_eq!(v.rank(), want.rank());
        }
    }

    #[test]
    fn beyond_the_book_nothing_is_claimed() {
        // A long game of the first legal moves leaves the book.
        let mut r = GameRecord::new_game(GameId::Huishi);
        let cancel = CancelToken::new();
        while r.ply_count() < 30 && !r.status().is_over() {
            let m = ai::choose_move(&r, Level::Beginner, r.ply_count() as u64, &cancel).unwrap();
            r.play(Ply::Move(m)).unwrap();
        }
        let far = (0..=r.ply_count())
            .filter_map(|i| r.position_after(i))
            .any(|p| value(p).is_none());
        assert!(far, "some position of a 30-ply game is beyond the book");
        let m = r.current().legal_moves()[0];
        if move_values(&r).is_none() {
            assert_eq!(keep_value(&r, m, &[]), m);
        }
    }
}
