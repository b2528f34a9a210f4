//! Boards as data: each game's points, drawing coordinates and lines, exactly as
//! in `RULES.md`. Adjacency and jump tables are derived from the lines by code.

use crate::rules::bits::Bits;
use crate::rules::game::GameId;
use once_cell::sync::Lazy;
use serde::{Deserialize, Serialize};

pub use super::point::Point;

/// What a point is for, beyond being a place to stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum PointRole {
    /// An ordinary point.
    Normal,
    /// The shared piece's home (`s` in weiming, `bc` in zhongkui).
    SharedHome,
    /// The well 井 of Rendezvous (`c3`).
    Well,
}

/// One point of a board: its name, drawing coordinates (y grows downwards) and role.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PointInfo {
    /// Lower-case name used in notation (`b2`, `tl`, `s`).
    pub name: String,
    /// Drawing x coordinate (grows to the right).
    pub x: f64,
    /// Drawing y coordinate (grows downwards).
    pub y: f64,
    /// The point's role.
    pub role: PointRole,
}

/// A jump from some point over the adjacent point `over` to the point `to`
/// that follows it on the same line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jump {
    /// The adjacent point jumped over.
    pub over: Point,
    /// The landing point.
    pub to: Point,
}

/// The drawing extent of a board in layout units.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Bounds {
    /// Smallest x of any point.
    pub min_x: f64,
    /// Smallest y of any point.
    pub min_y: f64,
    /// Largest x of any point.
    pub max_x: f64,
    /// Largest y of any point.
    pub max_y: f64,
}

/// A game's board: points, lines, and the tables derived from the lines.
#[derive(Debug)]
pub struct Board {
    game: GameId,
    points: Vec<PointInfo>,
    lines: Vec<Vec<Point>>,
    rows: Vec<usize>,
    neighbors: Vec<Bits>,
    jumps: Vec<Vec<Jump>>,
    lines_through: Vec<Vec<usize>>,
    line_bits: Vec<Bits>,
    shared_home: Option<Point>,
    well: Option<Point>,
}

/// The largest number of points on any board (Jinmen).
pub const MAX_POINTS: usize = 29;

static BOARDS: Lazy<[Board; 4]> = Lazy::new(|| GameId::ALL.map(build_board));

impl Board {
    /// The board of `game` (built once, shared for the life of the program).
    pub fn of(game: GameId) -> &'static Board {
        &BOARDS[game.index()]
    }

    /// The game this board belongs to.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Always false: every board has points. (Present for API completeness.)
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// All points in table order.
    pub fn points(&self) -> &[PointInfo] {
        &self.points
    }

    /// Iterator over every point index.
    pub fn all(&self) -> impl Iterator<Item = Point> {
        (0..self.points.len() as u8).map(Point)
    }

    /// The set of all points.
    pub fn all_bits(&self) -> Bits {
        Bits::first_n(self.points.len())
    }

    /// Information about one point.
    pub fn point(&self, p: Point) -> &PointInfo {
        &self.points[p.index()]
    }

    /// The name of a point (`b2`).
    pub fn name(&self, p: Point) -> &str {
        &self.points[p.index()].name
    }

    /// The point with this exact (lower-case) name.
    pub fn find(&self, name: &str) -> Option<Point> {
        self.points
            .iter()
            .position(|info| info.name == name)
            .map(|i| Point(i as u8))
    }

    /// The point with this index, if the board has it.
    pub fn point_at(&self, index: usize) -> Option<Point> {
        (index < self.points.len()).then_some(Point(index as u8))
    }

    /// The lines, each an ordered list of points.
    pub fn lines(&self) -> &[Vec<Point>] {
        &self.lines
    }

    /// Row lengths used to write `/` separators in position text.
    pub fn rows(&self) -> &[usize] {
        &self.rows
    }

    /// The points adjacent to `p` (consecutive with it on some line).
    #[inline]
    pub fn neighbors(&self, p: Point) -> Bits {
        self.neighbors[p.index()]
    }

    /// Whether `a` and `b` are adjacent.
    #[inline]
    pub fn adjacent(&self, a: Point, b: Point) -> bool {
        self.neighbors[a.index()].contains(b)
    }

    /// Every jump that starts at `p`.
    #[inline]
    pub fn jumps(&self, p: Point) -> &[Jump] {
        &self.jumps[p.index()]
    }

    /// If `from`–`to` is a jump, the point jumped over.
    pub fn jump_over(&self, from: Point, to: Point) -> Option<Point> {
        self.jumps(from).iter().find(|j| j.to == to).map(|j| j.over)
    }

    /// Indices (into [`Board::lines`]) of the lines through `p`.
    pub fn lines_through(&self, p: Point) -> &[usize] {
        &self.lines_through[p.index()]
    }

    /// The points of line `line` as a set.
    pub fn line_bits(&self, line: usize) -> Bits {
        self.line_bits[line]
    }

    /// Every adjacent pair once, as `(a, b)` with `a < b`, sorted.
    pub fn adjacent_pairs(&self) -> Vec<(Point, Point)> {
        let mut pairs: Vec<(Point, Point)> = self
            .all()
            .flat_map(|a| {
                self.neighbors(a)
                    .filter(move |&b| a < b)
                    .map(move |b| (a, b))
            })
            .collect();
        pairs.sort();
        pairs
    }

    /// The point with the given role, if the board has one.
    pub fn point_with_role(&self, role: PointRole) -> Option<Point> {
        self.points
            .iter()
            .position(|info| info.role == role)
            .map(|i| Point(i as u8))
    }

    /// The shared piece's home, if the game has a shared piece.
    pub fn shared_home(&self) -> Option<Point> {
        self.shared_home
    }

    /// The well 井, in Rendezvous.
    pub fn well(&self) -> Option<Point> {
        self.well
    }

    /// The drawing extent of the board.
    pub fn bounds(&self) -> Bounds {
        let mut b = Bounds {
            min_x: f64::INFINITY,
            min_y: f64::INFINITY,
            max_x: f64::NEG_INFINITY,
            max_y: f64::NEG_INFINITY,
        };
        for p in &self.points {
            b.min_x = b.min_x.min(p.x);
            b.min_y = b.min_y.min(p.y);
            b.max_x = b.max_x.max(p.x);
            b.max_y = b.max_y.max(p.y);
        }
        b
    }

    /// The smallest distance between two points of the board, in layout units: the
    /// shells size pieces and touch targets by it so that neighbours never overlap.
    pub fn min_spacing(&self) -> f64 {
        let mut best = f64::INFINITY;
        for (i, a) in self.points.iter().enumerate() {
            for b in &self.points[i + 1..] {
                best = best.min((a.x - b.x).hypot(a.y - b.y));
            }
        }
        best
    }

    /// Hit testing: the point nearest to `(x, y)` (layout units) if it lies within
    /// `radius`; ties go to the lower index. Non-finite input finds nothing.
    pub fn nearest_point(&self, x: f64, y: f64, radius: f64) -> Option<Point> {
        if !(x.is_finite() && y.is_finite() && radius.is_finite()) || radius < 0.0 {
            return None;
        }
        let mut best: Option<(f64, Point)> = None;
        for p in self.all() {
            let info = self.point(p);
            let d2 = (info.x - x).powi(2) + (info.y - y).powi(2);
            if d2 <= radius * radius && best.is_none_or(|(bd, _)| d2 < bd) {
                best = Some((d2, p));
            }
        }
        best.map(|(_, p)| p)
    }
}

/// The raw data of one board: points with coordinates and roles, lines by name, row lengths.
struct BoardSpec {
    points: Vec<(String, f64, f64, PointRole)>,
    lines: Vec<Vec<String>>,
    rows: Vec<usize>,
}

fn named(points: &[(&str, f64, f64, PointRole)], lines: &[&str], rows: &[usize]) -> BoardSpec {
    BoardSpec {
        points: points
            .iter()
            .map(|&(n, x, y, r)| (n.to_string(), x, y, r))
            .collect(),
        lines: lines
            .iter()
            .map(|l| l.split_whitespace().map(str::to_string).collect())
            .collect(),
        rows: rows.to_vec(),
    }
}

use PointRole::{Normal as N, SharedHome as H};

fn weiming_spec() -> BoardSpec {
    named(
        &[
            ("s", 0.0, 1.0, H),
            ("tl", 1.0, 0.0, N),
            ("tm", 2.0, 0.0, N),
            ("tr", 3.0, 0.0, N),
            ("x", 1.5, 1.0, N),
            ("m", 2.0, 1.0, N),
            ("bl", 1.0, 2.0, N),
            ("bm", 2.0, 2.0, N),
            ("br", 3.0, 2.0, N),
        ],
        &[
            "tl tm tr", "bl bm br", "tr br", "tm m bm", "tl x bm", "tm x bl", "s x m",
        ],
        &[1, 3, 2, 3],
    )
}

fn zhongkui_spec() -> BoardSpec {
    named(
        &[
            ("tl", 0.0, 0.0, N),
            ("t1", 2.0, 0.0, N),
            ("t2", 4.0, 0.0, N),
            ("tr", 6.0, 0.0, N),
            ("ml", 1.2, 0.8, N),
            ("mr", 4.8, 0.8, N),
            ("bl", 0.0, 2.0, N),
            ("bc", 3.0, 2.0, H),
            ("br", 6.0, 2.0, N),
        ],
        &[
            "tl t1 t2 tr",
            "bl bc br",
            "tl ml bc",
            "t1 ml bl",
            "tr mr bc",
            "t2 mr br",
        ],
        &[4, 2, 3],
    )
}

/// A grid board (Jinmen, Rendezvous): files `a`–`e`, ranks `1..=top` drawn top first.
/// `files_on(rank)` lists the files a rank has; a rank is a line when it has three or
/// more points; a file line runs over the ranks that have that file.
fn grid_spec(top: u8, files_on: impl Fn(u8) -> &'static str, well: Option<&str>) -> BoardSpec {
    let files = "abcde";
    let mut points = Vec::new();
    let mut rows = Vec::new();
    let mut lines = Vec::new();
    for rank in (1..=top).rev() {
        let fs = files_on(rank);
        rows.push(fs.len());
        let mut rank_line = Vec::new();
        for f in fs.chars() {
            let name = format!("{f}{rank}");
            let x = files.find(f).expect("file letter") as f64;
            let role = if Some(name.as_str()) == well {
                PointRole::Well
            } else {
                PointRole::Normal
            };
            points.push((name.clone(), x, f64::from(top - rank), role));
            rank_line.push(name);
        }
        if rank_line.len() >= 3 {
            lines.push(rank_line);
        }
    }
    for f in files.chars() {
        let file_line: Vec<String> = (1..=top)
            .filter(|&r| files_on(r).contains(f))
            .map(|r| format!("{f}{r}"))
            .collect();
        if file_line.len() >= 2 {
            lines.push(file_line);
        }
    }
    BoardSpec {
        points,
        lines,
        rows,
    }
}

fn jinmen_spec() -> BoardSpec {
    grid_spec(7, |rank| if rank % 2 == 1 { "abcde" } else { "bcd" }, None)
}

fn huishi_spec() -> BoardSpec {
    // Ranks 1 and 5 hold only the corners `a`/`e`, which are not adjacent to each
    // other: grid_spec keeps only ranks of 3+ points as lines. Files b, c, d run
    // over ranks 2–4 and files a, e over ranks 1–5, as "the ranks that have the file".
    grid_spec(
        5,
        |rank| {
            if rank == 1 || rank == 5 {
                "ae"
            } else {
                "abcde"
            }
        },
        Some("c3"),
    )
}

fn build_board(game: GameId) -> Board {
    let spec = match game {
        GameId::Weiming => weiming_spec(),
        GameId::Zhongkui => zhongkui_spec(),
        GameId::Jinmen => jinmen_spec(),
        GameId::Huishi => huishi_spec(),
    };
    assert!(spec.points.len() <= MAX_POINTS);
    let points: Vec<PointInfo> = spec
        .points
        .into_iter()
        .map(|(name, x, y, role)| PointInfo { name, x, y, role })
        .collect();
    let index = |name: &str| -> Point {
        Point(
            points
                .iter()
                .position(|p| p.name == name)
                .unwrap_or_else(|| panic!("line names unknown point {name}")) as u8,
        )
    };
    let lines: Vec<Vec<Point>> = spec
        .lines
        .iter()
        .map(|l| l.iter().map(|n| index(n)).collect())
        .collect();
    let n = points.len();
    let mut neighbors = vec![Bits::EMPTY; n];
    let mut jumps = vec![Vec::new(); n];
    let mut lines_through = vec![Vec::new(); n];
    let mut line_bits = Vec::with_capacity(lines.len());
    for (li, line) in lines.iter().enumerate() {
        line_bits.push(line.iter().copied().collect::<Bits>());
        for &p in line {
            lines_through[p.index()].push(li);
        }
        for w in line.windows(2) {
            neighbors[w[0].index()].insert(w[1]);
            neighbors[w[1].index()].insert(w[0]);
        }
        for w in line.windows(3) {
            jumps[w[0].index()].push(Jump {
                over: w[1],
                to: w[2],
            });
            jumps[w[2].index()].push(Jump {
                over: w[1],
                to: w[0],
            });
        }
    }
    for js in &mut jumps {
        js.sort_by_key(|j| j.to);
    }
    let with_role = |role: PointRole| {
        points
            .iter()
            .position(|info| info.role == role)
            .map(|i| Point(i as u8))
    };
    let (shared_home, well) = (with_role(PointRole::SharedHome), with_role(PointRole::Well));
    Board {
        game,
        shared_home,
        well,
        points,
        lines,
        rows: spec.rows,
        neighbors,
        jumps,
        lines_through,
        line_bits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs_by_name(game: GameId) -> Vec<(String, String)> {
        let b = Board::of(game);
        let mut v: Vec<(String, String)> = b
            .adjacent_pairs()
            .into_iter()
            .map(|(x, y)| {
                let (a, c) = (b.name(x).to_string(), b.name(y).to_string());
                if a < c {
                    (a, c)
                } else {
                    (c, a)
                }
            })
            .collect();
        v.sort();
        v
    }

    fn expect_pairs(list: &str) -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = list
            .split_whitespace()
            .map(|p| {
                let (a, b) = p.split_once('-').unwrap();
                if a < b {
                    (a.to_string(), b.to_string())
                } else {
                    (b.to_string(), a.to_string())
                }
            })
            .collect();
        v.sort();
        v
    }

    fn coords(game: GameId, name: &str) -> (f64, f64) {
        let b = Board::of(game);
        let p = b.point(b.find(name).unwrap());
        (p.x, p.y)
    }

    #[test]
    fn weiming_board_matches_spec() {
        // "9 points ... (13 adjacent pairs in all)"
        let b = Board::of(GameId::Weiming);
        assert_eq!(b.len(), 9);
        assert_eq!(
            pairs_by_name(GameId::Weiming),
            expect_pairs("tl-tm tm-tr bl-bm bm-br tr-br tm-m m-bm tl-x x-bm tm-x x-bl s-x x-m")
        );
        assert_eq!(coords(GameId::Weiming, "s"), (0.0, 1.0));
        assert_eq!(coords(GameId::Weiming, "x"), (1.5, 1.0));
        assert_eq!(coords(GameId::Weiming, "m"), (2.0, 1.0));
        assert_eq!(coords(GameId::Weiming, "br"), (3.0, 2.0));
        assert_eq!(b.shared_home(), b.find("s"));
        // "x: crossing of the diagonals tl–bm and tm–bl": it lies on both segments.
        for (a, c) in [("tl", "bm"), ("tm", "bl")] {
            assert!(on_segment(GameId::Weiming, "x", a, c));
        }
        // "m: midpoint of tm–bm"
        assert!(on_segment(GameId::Weiming, "m", "tm", "bm"));
        assert!(on_segment(GameId::Weiming, "x", "s", "m"));
    }

    fn on_segment(game: GameId, p: &str, a: &str, c: &str) -> bool {
        let (px, py) = coords(game, p);
        let (ax, ay) = coords(game, a);
        let (cx, cy) = coords(game, c);
        let cross = (cx - ax) * (py - ay) - (cy - ay) * (px - ax);
        let within = px >= ax.min(cx) && px <= ax.max(cx) && py >= ay.min(cy) && py <= ay.max(cy);
        cross.abs() < 1e-9 && within
    }

    #[test]
    fn zhongkui_board_matches_spec() {
        let b = Board::of(GameId::Zhongkui);
        assert_eq!(b.len(), 9);
        assert_eq!(
            pairs_by_name(GameId::Zhongkui),
            expect_pairs(
                "tl-t1 t1-t2 t2-tr bl-bc bc-br tl-ml ml-bc t1-ml ml-bl tr-mr mr-bc t2-mr mr-br"
            )
        );
        // "ml: crossing of tl–bc and t1–bl", "mr: crossing of tr–bc and t2–br"
        assert!(on_segment(GameId::Zhongkui, "ml", "tl", "bc"));
        assert!(on_segment(GameId::Zhongkui, "ml", "t1", "bl"));
        assert!(on_segment(GameId::Zhongkui, "mr", "tr", "bc"));
        assert!(on_segment(GameId::Zhongkui, "mr", "t2", "br"));
        assert_eq!(coords(GameId::Zhongkui, "ml"), (1.2, 0.8));
        assert_eq!(coords(GameId::Zhongkui, "bc"), (3.0, 2.0));
        assert_eq!(b.shared_home(), b.find("bc"));
        // "There are no side edges."
        assert!(!b.adjacent(b.find("tl").unwrap(), b.find("bl").unwrap()));
        assert!(!b.adjacent(b.find("tr").unwrap(), b.find("br").unwrap()));
    }

    #[test]
    fn jinmen_board_matches_spec() {
        let b = Board::of(GameId::Jinmen);
        assert_eq!(b.len(), 29);
        // ranks of 5: 4 pairs each ×4; ranks of 3: 2×3; files b,c,d: 6×3; files a,e: 3×2
        assert_eq!(b.adjacent_pairs().len(), 16 + 6 + 18 + 6);
        let p = |n: &str| b.find(n).unwrap();
        assert!(b.adjacent(p("a1"), p("a3")), "a1–a3 are adjacent");
        assert!(b.adjacent(p("e5"), p("e7")));
        assert!(b.adjacent(p("b1"), p("b2")));
        assert!(!b.adjacent(p("a1"), p("b2")), "no diagonals");
        assert!(b.find("a2").is_none() && b.find("e6").is_none());
        assert_eq!(coords(GameId::Jinmen, "a7"), (0.0, 0.0));
        assert_eq!(coords(GameId::Jinmen, "e1"), (4.0, 6.0));
        assert_eq!(coords(GameId::Jinmen, "c4"), (2.0, 3.0));
        assert_eq!(b.lines().len(), 4 + 3 + 3 + 2);
        assert_eq!(b.name(Point(0)), "a7");
        assert_eq!(b.name(Point(28)), "e1");
    }

    #[test]
    fn huishi_board_matches_spec() {
        let b = Board::of(GameId::Huishi);
        assert_eq!(b.len(), 19);
        assert_eq!(b.adjacent_pairs().len(), 12 + 6 + 8);
        let p = |n: &str| b.find(n).unwrap();
        assert!(!b.adjacent(p("a5"), p("e5")), "a5 and e5 are not adjacent");
        assert!(b.adjacent(p("a5"), p("a4")));
        assert!(b.adjacent(p("e1"), p("e2")));
        assert!(b.find("b5").is_none() && b.find("c1").is_none());
        assert_eq!(b.well(), Some(p("c3")));
        assert_eq!(coords(GameId::Huishi, "a5"), (0.0, 0.0));
        assert_eq!(coords(GameId::Huishi, "c3"), (2.0, 2.0));
        assert_eq!(coords(GameId::Huishi, "e1"), (4.0, 4.0));
        assert_eq!(b.jump_over(p("a1"), p("a3")), Some(p("a2")));
        assert_eq!(b.jump_over(p("a2"), p("c2")), Some(p("b2")));
    }

    #[test]
    fn min_spacing_is_the_closest_pair_of_points() {
        for game in GameId::ALL {
            let b = Board::of(game);
            let spacing = b.min_spacing();
            assert!(spacing.is_finite() && spacing > 0.0, "{game:?}: {spacing}");
            let points: Vec<&PointInfo> = b.all().map(|p| b.point(p)).collect();
            let distances: Vec<f64> = (0..points.len())
                .flat_map(|i| (i + 1..points.len()).map(move |j| (i, j)))
                .map(|(i, j)| (points[i].x - points[j].x).hypot(points[i].y - points[j].y))
                .collect();
            assert!(distances.iter().all(|&d| d >= spacing), "{game:?}");
            assert!(distances.contains(&spacing), "{game:?}");
        }
        assert_eq!(Board::of(GameId::Jinmen).min_spacing(), 1.0);
        assert_eq!(Board::of(GameId::Huishi).min_spacing(), 1.0);
    }

    #[test]
    fn hit_testing_finds_nearest_point_within_radius() {
        let b = Board::of(GameId::Weiming);
        assert_eq!(b.nearest_point(1.45, 1.02, 0.3), b.find("x"));
        assert_eq!(b.nearest_point(0.5, 0.5, 0.3), None);
        assert_eq!(b.nearest_point(f64::NAN, 0.0, 1.0), None);
        let bounds = b.bounds();
        assert_eq!(
            (bounds.min_x, bounds.max_x, bounds.min_y, bounds.max_y),
            (0.0, 3.0, 0.0, 2.0)
        );
    }
}
