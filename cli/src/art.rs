//! Board drawing for the terminal, computed from the core's geometry.
//!
//! Every point of [`Board::of`] is placed on a character grid by scaling its drawing
//! coordinates; every line of the board is rasterised segment by segment between
//! consecutive points (`-`, `|`, `\`, `/`, or box-drawing characters in Unicode
//! mode). Pieces are drawn on their points; point names are written next to the
//! points, or, on boards whose names are file + rank (`b2`), as file letters under
//! the board and rank numbers beside it. Nothing about a board's shape is written
//! here apart from the scale factors.

use folkchess_core::screens::board_view::BoardView;
use folkchess_core::{Board, GameId, Piece, Point, PointRole, Position, Side};

/// How a cell is styled when colours are on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Plain,
    Line,
    Label,
    First,
    Second,
    Shared,
    Well,
    Mark,
}

#[derive(Clone, Copy, Debug)]
struct Cell {
    ch: char,
    style: Style,
}

const BLANK: Cell = Cell {
    ch: ' ',
    style: Style::Plain,
};

/// Drawing options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArtOptions {
    /// Use Unicode glyphs (box drawing, `●`, `○`) instead of plain ASCII.
    pub unicode: bool,
    /// Use ANSI colours.
    pub color: bool,
}

/// The glyphs of one drawing mode.
#[derive(Clone, Copy, Debug)]
pub struct Glyphs {
    /// An ordinary piece (a soldier in Rendezvous) of First.
    pub first: char,
    /// An ordinary piece (a soldier in Rendezvous) of Second.
    pub second: char,
    /// A general of First (Rendezvous).
    pub first_general: char,
    /// A general of Second (Rendezvous).
    pub second_general: char,
    /// The shared piece.
    pub shared: char,
    /// The empty well.
    pub well: char,
    /// An empty point (Unicode mode uses box-drawing junctions where it can).
    pub empty: char,
}

/// Plain ASCII glyphs.
pub const ASCII: Glyphs = Glyphs {
    first: 'X',
    second: 'O',
    first_general: 'G',
    second_general: 'Q',
    shared: '*',
    well: '#',
    empty: '+',
};

/// Unicode glyphs.
pub const UNICODE: Glyphs = Glyphs {
    first: '●',
    second: '○',
    first_general: '◆',
    second_general: '◇',
    shared: '★',
    well: '◎',
    empty: '·',
};

impl ArtOptions {
    /// The glyph set in use.
    pub fn glyphs(&self) -> &'static Glyphs {
        if self.unicode {
            &UNICODE
        } else {
            &ASCII
        }
    }
}

/// Characters per layout unit (x, y) for each game, chosen so that the diagonals of
/// Weiming run at 45° on the grid and every point lands on a whole cell.
fn scale(game: GameId) -> (f64, f64) {
    match game {
        GameId::Weiming => (8.0, 4.0),
        GameId::Zhongkui => (5.0, 5.0),
        GameId::Jinmen | GameId::Huishi => (4.0, 2.0),
    }
}

/// Whether every point is named file letter + rank number (grid boards), so the
/// names can be shown as axes.
fn grid_names(board: &Board) -> bool {
    board.points().iter().all(|p| {
        let mut cs = p.name.chars();
        matches!(cs.next(), Some('a'..='z')) && {
            let rest: String = cs.collect();
            !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit())
        }
    })
}

struct Canvas {
    cells: Vec<Vec<Cell>>,
}

impl Canvas {
    fn new(width: usize, height: usize) -> Canvas {
        Canvas {
            cells: vec![vec![BLANK; width]; height],
        }
    }

    fn height(&self) -> usize {
        self.cells.len()
    }

    fn get(&self, col: i64, row: i64) -> Option<Cell> {
        if col < 0 || row < 0 {
            return None;
        }
        self.cells
            .get(row as usize)
            .and_then(|r| r.get(col as usize))
            .copied()
    }

    fn set(&mut self, col: i64, row: i64, ch: char, style: Style) {
        if col >= 0 && row >= 0 {
            if let Some(c) = self
                .cells
                .get_mut(row as usize)
                .and_then(|r| r.get_mut(col as usize))
            {
                *c = Cell { ch, style };
            }
        }
    }

    fn put_str(&mut self, col: i64, row: i64, s: &str, style: Style) {
        for (i, ch) in s.chars().enumerate() {
            self.set(col + i as i64, row, ch, style);
        }
    }

    fn render(&self, color: bool) -> Vec<String> {
        self.cells
            .iter()
            .map(|row| {
                let mut line = String::new();
                let mut current = Style::Plain;
                for cell in row {
                    if color && cell.style != current && cell.ch != ' ' {
                        line.push_str(sgr(cell.style));
                        current = cell.style;
                    }
                    line.push(cell.ch);
                }
                let mut line = line.trim_end().to_string();
                if color && current != Style::Plain {
                    line.push_str(sgr(Style::Plain));
                }
                line
            })
            .collect()
    }
}

/// The ANSI SGR sequence that starts `style`.
fn sgr(style: Style) -> &'static str {
    match style {
        Style::Plain => "\x1b[0m",
        Style::Line => "\x1b[0;2m",
        Style::Label => "\x1b[0;36m",
        Style::First => "\x1b[0;1;31m",
        Style::Second => "\x1b[0;1;34m",
        Style::Shared => "\x1b[0;1;33m",
        Style::Well => "\x1b[0;32m",
        Style::Mark => "\x1b[0;1;33m",
    }
}

/// The glyph and style of a piece.
fn piece_glyph(piece: Piece, g: &Glyphs) -> (char, Style) {
    match piece {
        Piece::Man(Side::First) => (g.first, Style::First),
        Piece::Man(Side::Second) => (g.second, Style::Second),
        Piece::General(Side::First) => (g.first_general, Style::First),
        Piece::General(Side::Second) => (g.second_general, Style::Second),
        Piece::Shared => (g.shared, Style::Shared),
    }
}

/// Box-drawing junction for an empty point connected up, down, left, right.
fn junction(up: bool, down: bool, left: bool, right: bool) -> Option<char> {
    Some(match (up, down, left, right) {
        (true, true, true, true) => '┼',
        (false, true, true, true) => '┬',
        (true, false, true, true) => '┴',
        (true, true, false, true) => '├',
        (true, true, true, false) => '┤',
        (false, true, false, true) => '┌',
        (false, true, true, false) => '┐',
        (true, false, false, true) => '└',
        (true, false, true, false) => '┘',
        (true, _, false, false) | (false, true, false, false) => '│',
        (false, false, true, _) | (false, false, false, true) => '─',
        (false, false, false, false) => return None,
    })
}

/// What to draw: the pieces of a board, and optionally the last move's from and to
/// points.
#[derive(Clone, Debug)]
pub struct Scene {
    /// The game.
    pub game: GameId,
    /// The piece on each point, in point index order.
    pub pieces: Vec<Option<Piece>>,
    /// The last move, marked `( )` at its origin and `[ ]` at its target.
    pub last_move: Option<(Point, Point)>,
    /// Drawn half a turn round (the board view's `turned`: the player of Second against
    /// the computer has their pieces at the bottom).
    pub turned: bool,
}

impl Scene {
    /// A position, with the last move if given.
    pub fn of_position(pos: &Position, last_move: Option<(Point, Point)>) -> Scene {
        Scene {
            game: pos.game(),
            pieces: pos.board().all().map(|p| pos.piece_at(p)).collect(),
            last_move,
            turned: false,
        }
    }

    /// The board a screen shows (the game table's view): its pieces and last move.
    pub fn of_view(view: &BoardView) -> Scene {
        Scene {
            game: view.game,
            pieces: view.points.iter().map(|p| p.piece).collect(),
            last_move: view.last_move.map(|a| (a.from, a.to)),
            turned: view.turned,
        }
    }

    fn piece_at(&self, p: Point) -> Option<Piece> {
        self.pieces.get(p.index()).copied().flatten()
    }
}

/// Draws the board of `scene` and returns its lines (no line endings, trailing spaces
/// trimmed, no blank lines above or below).
pub fn draw(scene: Scene, opts: ArtOptions) -> Vec<String> {
    let board = Board::of(scene.game);
    let g = opts.glyphs();
    let (sx, sy) = scale(scene.game);
    let bounds = board.bounds();
    let axes = grid_names(board);
    // Margins: room for labels (or rank numbers) left, right, above and below.
    let (left, top) = if axes { (4i64, 0i64) } else { (4i64, 1i64) };
    let turned = scene.turned;
    let cell_of = |p: Point| -> (i64, i64) {
        let info = board.point(p);
        let (x, y) = if turned {
            (bounds.max_x - info.x, bounds.max_y - info.y)
        } else {
            (info.x - bounds.min_x, info.y - bounds.min_y)
        };
        (
            left + (x * sx).round() as i64,
            top + (y * sy).round() as i64,
        )
    };
    let width = left as usize + ((bounds.max_x - bounds.min_x) * sx).round() as usize + 5;
    let height = top as usize + ((bounds.max_y - bounds.min_y) * sy).round() as usize + 2;
    let mut canvas = Canvas::new(width, height);

    // Lines, segment by segment.
    let (h, v, back, fwd) = if opts.unicode {
        ('─', '│', '╲', '╱')
    } else {
        ('-', '|', '\\', '/')
    };
    for line in board.lines() {
        for w in line.windows(2) {
            let (c0, r0) = cell_of(w[0]);
            let (c1, r1) = cell_of(w[1]);
            let (dc, dr) = (c1 - c0, r1 - r0);
            let glyph = if dr == 0 {
                h
            } else if dc == 0 {
                v
            } else if (dc > 0) == (dr > 0) {
                back
            } else {
                fwd
            };
            // Diagonals get one glyph per row (a clean slant even when shallow);
            // straight lines fill every cell.
            let n = if dr != 0 && dc != 0 {
                dr.abs()
            } else {
                dc.abs().max(dr.abs())
            };
            for i in 1..n {
                let c = c0 + (i as f64 * dc as f64 / n as f64).round() as i64;
                let r = r0 + (i as f64 * dr as f64 / n as f64).round() as i64;
                canvas.set(c, r, glyph, Style::Line);
            }
        }
    }

    // Points and pieces.
    let mut point_cells = Vec::new();
    for p in board.all() {
        let (c, r) = cell_of(p);
        point_cells.push((c, r));
        let (ch, style) = match scene.piece_at(p) {
            Some(piece) => piece_glyph(piece, g),
            None if board.point(p).role == PointRole::Well => (g.well, Style::Well),
            None if opts.unicode => {
                let mut dirs = [false; 4];
                let mut diagonal = false;
                for q in board.neighbors(p) {
                    let (qc, qr) = cell_of(q);
                    match ((qc - c).signum(), (qr - r).signum()) {
                        (0, -1) => dirs[0] = true,
                        (0, 1) => dirs[1] = true,
                        (-1, 0) => dirs[2] = true,
                        (1, 0) => dirs[3] = true,
                        _ => diagonal = true,
                    }
                }
                // A junction shows where lines meet; a point at the end of a line, or
                // one a line runs straight through, would look like the line itself
                // (`s` in weiming, `a1` in huishi): those get the point glyph.
                let ch = match junction(dirs[0], dirs[1], dirs[2], dirs[3]) {
                    Some(j) if !diagonal && j != '│' && j != '─' => j,
                    _ => g.empty,
                };
                (ch, Style::Plain)
            }
            None => (g.empty, Style::Plain),
        };
        canvas.set(c, r, ch, style);
    }

    // Last move marks: ( ) around the origin, [ ] around the target.
    if let Some((from, to)) = scene.last_move {
        let (fc, fr) = cell_of(from);
        canvas.set(fc - 1, fr, '(', Style::Mark);
        canvas.set(fc + 1, fr, ')', Style::Mark);
        let (tc, tr) = cell_of(to);
        canvas.set(tc - 1, tr, '[', Style::Mark);
        canvas.set(tc + 1, tr, ']', Style::Mark);
    }

    if axes {
        // Rank numbers on the left, file letters underneath.
        let bottom = canvas.height() as i64 - 1;
        for p in board.all() {
            let name = board.name(p);
            let (c, r) = cell_of(p);
            canvas.put_str(0, r, &name[1..], Style::Label);
            canvas.put_str(c, bottom, &name[..1], Style::Label);
        }
    } else {
        place_labels(&mut canvas, board, &point_cells, &cell_of, turned);
    }
    let mut lines = canvas.render(opts.color);
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    while lines.first().is_some_and(|l| l.is_empty()) {
        lines.remove(0);
    }
    lines
}

/// Writes each point's name in the first free place next to it: above the top row,
/// below the bottom row, otherwise right, left, above, below, then diagonally.
fn place_labels(
    canvas: &mut Canvas,
    board: &Board,
    point_cells: &[(i64, i64)],
    cell_of: &dyn Fn(Point) -> (i64, i64),
    turned: bool,
) {
    let bounds = board.bounds();
    // The rows drawn at the top and at the bottom.
    let (top_y, bottom_y) = if turned {
        (bounds.max_y, bounds.min_y)
    } else {
        (bounds.min_y, bounds.max_y)
    };
    // Cells next to a point are kept for the last-move marks.
    let reserved = |col: i64, row: i64| {
        point_cells
            .iter()
            .any(|&(c, r)| r == row && (c - col).abs() <= 1)
    };
    for p in board.all() {
        let name = board.name(p);
        let len = name.chars().count() as i64;
        let (c, r) = cell_of(p);
        let y = board.point(p).y;
        let above = (c - (len - 1) / 2, r - 1);
        let below = (c - (len - 1) / 2, r + 1);
        let mut candidates = Vec::new();
        if y == top_y {
            candidates.push(above);
        }
        if y == bottom_y {
            candidates.push(below);
        }
        candidates.extend([
            (c + 3, r),
            (c - 2 - len, r),
            above,
            below,
            (c + 1, r - 1),
            (c + 1, r + 1),
            (c - len, r - 1),
            (c - len, r + 1),
        ]);
        // A place is free when its cells are blank and not reserved; a roomy place
        // also has a blank (or the edge) on either side. Roomy places come first.
        let free = |canvas: &Canvas, (col, row): (i64, i64), roomy: bool| {
            let blank = |c: i64| canvas.get(c, row).is_none_or(|cell| cell.ch == ' ');
            (0..len).all(|i| {
                canvas.get(col + i, row).is_some_and(|cell| cell.ch == ' ')
                    && !reserved(col + i, row)
            }) && (!roomy || (blank(col - 1) && blank(col + len)))
        };
        let place = [true, false].into_iter().find_map(|roomy| {
            candidates
                .iter()
                .find(|&&at| free(canvas, at, roomy))
                .copied()
        });
        if let Some((col, row)) = place {
            canvas.put_str(col, row, name, Style::Label);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: ArtOptions = ArtOptions {
        unicode: false,
        color: false,
    };

    fn start(game: GameId) -> String {
        draw(Scene::of_position(&Position::start(game), None), PLAIN).join("\n")
    }

    #[test]
    fn every_point_name_is_shown_on_named_boards() {
        for game in [GameId::Weiming, GameId::Zhongkui] {
            let art = start(game);
            for p in Board::of(game).points() {
                assert!(
                    art.contains(&p.name),
                    "{game}: {} missing in\n{art}",
                    p.name
                );
            }
        }
    }

    #[test]
    fn weiming_start_picture() {
        let expected = [
            "            tl      tm      tr",
            "            O-------O-------O",
            "             \\     /|       |",
            "              \\   / |       |",
            "               \\x/  |       |",
            " s  *-----------+---+  m    |",
            "               / \\  |       |",
            "              /   \\ |       |",
            "             /     \\|       |",
            "            X-------X-------X",
            "            bl      bm      br",
        ];
        assert_eq!(start(GameId::Weiming).lines().collect::<Vec<_>>(), expected);
    }

    #[test]
    fn jinmen_draws_a1_a3_as_one_segment() {
        let art = start(GameId::Jinmen);
        let lines: Vec<&str> = art.lines().collect();
        let rank1 = lines.iter().position(|l| l.starts_with('1')).unwrap();
        let col = lines[rank1].find('X').unwrap();
        for row in &lines[rank1 - 3..rank1] {
            assert_eq!(row.chars().nth(col), Some('|'), "{art}");
        }
        assert!(lines.last().unwrap().contains("a   b   c   d   e"));
    }

    #[test]
    fn huishi_marks_the_well_and_tells_generals_from_soldiers() {
        let art = start(GameId::Huishi);
        assert_eq!(art.matches('#').count(), 1, "{art}");
        assert_eq!(art.matches('G').count(), 2);
        assert_eq!(art.matches('Q').count(), 2);
        assert_eq!(art.matches('X').count(), 3);
        assert_eq!(art.matches('O').count(), 3);
        // a5 and e5 are not joined.
        let top = art.lines().next().unwrap();
        assert!(!top.contains('-'), "{art}");
    }

    #[test]
    fn last_move_is_marked() {
        let pos = Position::start(GameId::Jinmen);
        let b = pos.board();
        let m = b.parse_move("b2-b3").unwrap();
        let after = pos.play_unchecked(m);
        let art = draw(Scene::of_position(&after, Some((m.from, m.to))), PLAIN).join("\n");
        assert!(art.contains("-[X]-"), "{art}");
        assert!(art.contains("(+)"), "{art}");
    }

    #[test]
    fn empty_points_at_the_edges_are_drawn() {
        // With the shared piece away from s and a1, e1 empty, every empty point is a
        // mark of its own, not a piece of line.
        const UNI: ArtOptions = ArtOptions {
            unicode: true,
            color: false,
        };
        for (game, text, empty) in [
            (GameId::Weiming, "./xxx/*./XXX F", &["s"][..]),
            (
                GameId::Huishi,
                "gg/.xxx./...../GXXXG/.. F",
                &["a1", "e1"][..],
            ),
            (
                GameId::Huishi,
                "../gxxxg/...../GXXXG/.. F",
                &["a1", "e1", "a5", "e5"][..],
            ),
        ] {
            let pos = Position::from_text(game, text).unwrap();
            let board = Board::of(game);
            let art = draw(Scene::of_position(&pos, None), UNI);
            let grid: Vec<Vec<char>> = art.iter().map(|l| l.chars().collect()).collect();
            let (sx, sy) = scale(game);
            let bounds = board.bounds();
            let axes = grid_names(board);
            let (left, top) = if axes { (4.0, 0.0) } else { (4.0, 1.0) };
            for name in empty {
                let p = board.find(name).unwrap();
                let info = board.point(p);
                let col = (left + (info.x - bounds.min_x) * sx).round() as usize;
                let row = (top + (info.y - bounds.min_y) * sy).round() as usize;
                let ch = grid[row][col];
                assert!(
                    !matches!(ch, '│' | '─' | ' '),
                    "{game} {name}: `{ch}`\n{}",
                    art.join("\n")
                );
            }
        }
    }

    #[test]
    fn a_turned_board_is_drawn_half_a_turn_round() {
        // Jinmen: rank 1 (First's pieces) on top, the files from e to a.
        let mut scene = Scene::of_position(&Position::start(GameId::Jinmen), None);
        scene.turned = true;
        let art = draw(scene, PLAIN);
        assert!(
            art[0].starts_with('1') && art[0].contains('X'),
            "{}",
            art.join("\n")
        );
        assert!(
            art.last().unwrap().trim_start().starts_with('e'),
            "{}",
            art.join("\n")
        );
        assert!(art.iter().any(|l| l.starts_with('7') && l.contains('O')));
        // Weiming: the bottom row's names (bl bm br) above it, now on top.
        let mut scene = Scene::of_position(&Position::start(GameId::Weiming), None);
        scene.turned = true;
        let art = draw(scene, PLAIN);
        let top = art[0].split_whitespace().collect::<Vec<_>>();
        assert_eq!(top, ["br", "bm", "bl"], "{}", art.join("\n"));
        // Turned twice round is the board as it was: every line drawn, the same size.
        let plain = start(GameId::Weiming);
        assert_eq!(art.len(), plain.lines().count());
    }

    #[test]
    fn no_escape_codes_without_colour() {
        for game in GameId::ALL {
            assert!(!start(game).contains('\x1b'));
        }
    }
}
