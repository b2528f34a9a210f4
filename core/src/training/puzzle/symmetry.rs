//! The symmetries of a board that a puzzle may be seen through: the permutations of
//! its points that map every line onto a line (so adjacency and jumps are kept),
//! keep each point's role (the shared piece's home, the well) and map the start
//! position onto itself, piece for piece ([`symmetries`]), or with the two sides'
//! colours swapped ([`side_swaps`], weiming and zhongkui). Two positions that one of
//! them maps onto each other (colours and side to move swapped by a side swap) are
//! mirror images, and count once in the puzzle set.
//!
//! Found by a search, not written down: a backtracking over the points in table
//! order, each mapped to a point of the same degree whose adjacency to the points
//! already mapped is the same, then the lines, roles and start checked. The
//! result (`docs/puzzles.md`): weiming and zhongkui have no symmetry besides the
//! identity that keeps the start, and one side swap each (weiming's top–bottom
//! mirror, zhongkui's left–right one); jinmen and huishi have their left–right mirror
//! (files `a`↔`e`, `b`↔`d`) and no side swap (their rules tell the sides apart).

use crate::rules::board::{Board, Point};
use crate::rules::game::GameId;
use crate::rules::moves::Move;
use crate::rules::position::{Piece, Position};
use once_cell::sync::Lazy;

/// One symmetry: `map[p]` is the image of point `p`.
pub(crate) type Symmetry = Vec<Point>;

static SYMMETRIES: Lazy<[Vec<Symmetry>; 4]> = Lazy::new(|| GameId::ALL.map(|g| find(g, false)));

static SIDE_SWAPS: Lazy<[Vec<Symmetry>; 4]> = Lazy::new(|| {
    GameId::ALL.map(|g| {
        if g.is_small() {
            find(g, true)
        } else {
            Vec::new()
        }
    })
});

/// The symmetries of `game`'s board that keep its lines, roles and start, the
/// identity first.
pub fn symmetries(game: GameId) -> &'static [Vec<Point>] {
    &SYMMETRIES[game.index()]
}

/// The mirrors of `game`'s board that keep its lines and roles and map the start onto
/// itself with the two sides' colours swapped: a position seen through one, colours and
/// side to move swapped, is its mirror image as the other side sees it. Only in weiming
/// and zhongkui, whose rules treat both sides alike (weiming: the top–bottom mirror;
/// zhongkui: the left–right one); none in jinmen and huishi.
pub fn side_swaps(game: GameId) -> &'static [Vec<Point>] {
    &SIDE_SWAPS[game.index()]
}

/// The permutations of the points that keep lines and roles and map the start onto
/// itself (`swap`: onto itself with the colours swapped).
fn find(game: GameId, swap: bool) -> Vec<Symmetry> {
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
                let image = start
                    .piece_at(a)
                    .map(|piece| if swap { swapped(piece) } else { piece });
                board.point(a).role == board.point(b).role && image == start.piece_at(b)
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

/// `piece` with its colour swapped (the shared piece stays).
fn swapped(piece: Piece) -> Piece {
    match piece {
        Piece::Man(s) => Piece::Man(s.opponent()),
        Piece::General(s) => Piece::General(s.opponent()),
        Piece::Shared => Piece::Shared,
    }
}

/// The image of `pos` under the side swap `sym`: the pieces moved by it with their
/// colours swapped, the other side to move (the lock stays: it is the mover's).
pub(crate) fn map_swapped(pos: &Position, sym: &[Point]) -> Position {
    let board = pos.board();
    let pieces: Vec<(Point, Piece)> = board
        .all()
        .filter_map(|p| {
            pos.piece_at(p)
                .map(|piece| (sym[p.index()], swapped(piece)))
        })
        .collect();
    Position::from_pieces(
        pos.game(),
        &pieces,
        pos.side_to_move().opponent(),
        pos.shared_locked(),
        pos.plies_since_capture(),
    )
    .expect("a side swap maps a valid position to a valid one")
}

/// The image of `m` under `sym`.
pub(crate) fn map_move(m: Move, sym: &[Point]) -> Move {
    Move::new(sym[m.from.index()], sym[m.to.index()])
}

/// The canonical one of `pos` and its mirror images (through [`symmetries`] and
/// [`side_swaps`]; the smallest position text), and the point map that takes `pos` (and
/// its moves) onto it.
pub(crate) fn canonical(pos: &Position) -> (Position, &'static [Point]) {
    let game = pos.game();
    symmetries(game)
        .iter()
        .map(|s| (map_position(pos, s), s.as_slice()))
        .chain(
            side_swaps(game)
                .iter()
                .map(|s| (map_swapped(pos, s), s.as_slice())),
        )
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
    fn the_small_games_mirror_with_the_colours_swapped() {
        for game in [GameId::Weiming, GameId::Zhongkui] {
            let swaps = side_swaps(game);
            assert_eq!(swaps.len(), 1, "{game}: one mirror swaps the sides");
            let start = Position::start(game);
            assert_eq!(map_swapped(&start, &swaps[0]), {
                let mut s = start;
                // The start with the other side to move.
                s = Position::from_pieces(
                    game,
                    &s.board()
                        .all()
                        .filter_map(|p| s.piece_at(p).map(|piece| (p, piece)))
                        .collect::<Vec<_>>(),
                    s.side_to_move().opponent(),
                    false,
                    0,
                )
                .unwrap();
                s
            });
            // Twice gives the position back, and the exact value is the same.
            for pos in crate::ai::reachable_positions(game)
                .unwrap()
                .into_iter()
                .take(500)
            {
                let twin = map_swapped(&pos, &swaps[0]);
                assert_eq!(map_swapped(&twin, &swaps[0]), pos);
                assert_eq!(crate::ai::verdict(&twin), crate::ai::verdict(&pos));
                assert_eq!(canonical(&twin).0, canonical(&pos).0);
            }
        }
        for game in [GameId::Jinmen, GameId::Huishi] {
            assert!(
                side_swaps(game).is_empty(),
                "{game}: its rules tell the sides apart"
            );
        }
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
