//! The symmetries of a board that a puzzle may be seen through: the permutations of
//! its points that map every line onto a line (so adjacency and jumps are kept),
//! keep each point's role (the shared piece's home, the well) and map the start
//! position onto itself, piece for piece. Two positions that one of them maps onto
//! each other are mirror images, and count once in the puzzle set.
//!
//! Found by a search, not written down: a backtracking over the points in table
//! order, each mapped to a point of the same degree whose adjacency to the points
//! already mapped is the same, then the lines, roles and start checked. The
//! result (`docs/puzzles.md`): weiming and zhongkui have no symmetry besides the
//! identity that keeps the start (their left–right and top–bottom mirrors swap the
//! two sides' pieces); jinmen and huishi have their left–right mirror (files
//! `a`↔`e`, `b`↔`d`).

use crate::board::{Board, Point};
use crate::game::GameId;
use crate::moves::Move;
use crate::position::{Piece, Position};
use once_cell::sync::Lazy;

/// One symmetry: `map[p]` is the image of point `p`.
pub(crate) type Symmetry = Vec<Point>;

static SYMMETRIES: Lazy<[Vec<Symmetry>; 4]> = Lazy::new(|| GameId::ALL.map(find));

/// The symmetries of `game`'s board that keep its lines, roles and start, the
/// identity first.
pub fn symmetries(game: GameId) -> &'static [Vec<Point>] {
    &SYMMETRIES[game.index()]
}

/// The permutations of the points that keep lines, roles and the start.
fn find(game: GameId) -> Vec<Symmetry> {
    let board = Board::of(game);
    let n = board.len();
    let degree = |p: usize| board.neighbors(Point(p as u8)).count() as usize;
    let adj = |a: usize, b: usize| board.adjacent(Point(a as u8), Point(b as u8));
    let mut found = Vec::new();
    let mut map: Vec<usize> = Vec::with_capacity(n);
    let mut used = vec![false; n];
    fn extend(
        map: &mut Vec<usize>,
        used: &mut [bool],
        n: usize,
        degree: &dyn Fn(usize) -> usize,
        adj: &dyn Fn(usize, usize) -> bool,
        found: &mut Vec<Vec<usize>>,
    ) {
        let i = map.len();
        if i == n {
            found.push(map.clone());
            return;
        }
        for j in 0..n {
            if used[j] || degree(j) != degree(i) {
                continue;
            }
            if (0..i).any(|k| adj(i, k) != adj(j, map[k])) {
                continue;
            }
            used[j] = true;
            map.push(j);
            extend(map, used, n, degree, adj, found);
            map.pop();
            used[j] = false;
        }
    }
    extend(&mut map, &mut used, n, &degree, &adj, &mut found);
    let lines: Vec<Vec<usize>> = board
        .lines()
        .iter()
        .map(|l| l.iter().map(|p| p.index()).collect())
        .collect();
    let is_line = |l: &[usize]| {
        let rev: Vec<usize> = l.iter().rev().copied().collect();
        lines.iter().any(|m| m.as_slice() == l || *m == rev)
    };
    let start = Position::start(game);
    let mut out: Vec<Symmetry> = found
        .into_iter()
        .filter(|m| {
            lines.iter().all(|l| {
                let image: Vec<usize> = l.iter().map(|&p| m[p]).collect();
                is_line(&image)
            })
        })
        .filter(|m| {
            (0..n).all(|p| {
                let (a, b) = (Point(p as u8), Point(m[p] as u8));
                board.point(a).role == board.point(b).role && start.piece_at(a) == start.piece_at(b)
            })
        })
        .map(|m| m.into_iter().map(|p| Point(p as u8)).collect())
        .collect();
    // The identity first (it is always found; the search finds it first too).
    out.sort_by_key(|m: &Symmetry| m.iter().enumerate().any(|(i, p)| p.index() != i));
    out
}

/// The image of `pos` under `sym`.
pub(crate) fn map_position(pos: &Position, sym: &[Point]) -> Position {
    let board = pos.board();
    let pieces: Vec<(Point, Piece)> = board
        .all()
        .filter_map(|p| pos.piece_at(p).map(|piece| (sym[p.index()], piece)))
        .collect();
    Position::from_pieces(
        pos.game(),
        &pieces,
        pos.side_to_move(),
        pos.shared_locked(),
        pos.plies_since_capture(),
    )
    .expect("a symmetry maps a valid position to a valid one")
}

/// The image of `m` under `sym`.
pub(crate) fn map_move(m: Move, sym: &[Point]) -> Move {
    Move::new(sym[m.from.index()], sym[m.to.index()])
}

/// The canonical one of `pos` and its mirror images (the smallest position text),
/// and the symmetry that maps `pos` onto it.
pub(crate) fn canonical(pos: &Position) -> (Position, &'static [Point]) {
    symmetries(pos.game())
        .iter()
        .map(|s| (map_position(pos, s), s.as_slice()))
        .min_by(|a, b| a.0.to_text().cmp(&b.0.to_text()))
        .expect("the identity is always a symmetry")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_symmetries_that_keep_the_start() {
        let names = |game: GameId| -> Vec<Vec<String>> {
            let b = Board::of(game);
            symmetries(game)
                .iter()
                .map(|s| s.iter().map(|&p| b.name(p).to_string()).collect())
                .collect()
        };
        for game in [GameId::Weiming, GameId::Zhongkui] {
            assert_eq!(symmetries(game).len(), 1, "{game}: only the identity");
        }
        for game in [GameId::Jinmen, GameId::Huishi] {
            let syms = names(game);
            assert_eq!(syms.len(), 2, "{game}: the identity and the mirror");
            let b = Board::of(game);
            let mirror = &syms[1];
            for p in b.all() {
                let name = b.name(p);
                let file = name.as_bytes()[0];
                let want = format!("{}{}", (b'a' + b'e' - file) as char, &name[1..]);
                assert_eq!(mirror[p.index()], want);
            }
        }
        // Without the start, the small boards do have mirrors: zhongkui's
        // left–right one swaps the sides' pieces, so it is left out.
        let z = Board::of(GameId::Zhongkui);
        let start = Position::start(GameId::Zhongkui);
        let tl = z.find("tl").unwrap();
        let tr = z.find("tr").unwrap();
        assert_ne!(start.piece_at(tl), start.piece_at(tr));
    }

    #[test]
    fn mapping_a_position_twice_through_the_mirror_gives_it_back() {
        let pos = Position::from_text(GameId::Jinmen, "xx.xx/x.x/.x.../.../X..../X.X/XXX.X S h7")
            .unwrap();
        let mirror = &symmetries(GameId::Jinmen)[1];
        let once = map_position(&pos, mirror);
        assert_eq!(once.to_text(), "xx.xx/x.x/...x./.../....X/X.X/X.XXX S h7");
        assert_eq!(map_position(&once, mirror), pos);
        assert_eq!(canonical(&once).0, canonical(&pos).0);
    }
}
