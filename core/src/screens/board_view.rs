//! The board as a screen shows it: every point with its piece, its mark and what a screen
//! reader says of it, the last move, the hint's arrow, captured pieces fading out; and the
//! geometry that fits a board into a rectangle of the screen and finds the point under a
//! finger. The game table, the review, the rules diagram and the thumbnails all draw a
//! [`BoardView`]; the shells only paint it.

pub use crate::files::settings::PointLabels;
use crate::rules::bits::Bits;
use crate::rules::board::{Board, Point, PointRole};
use crate::rules::game::{GameId, Side};
use crate::rules::position::{Piece, Position};
use crate::text::catalogue::{separator, DisplayLanguage, Label};
use crate::text::rules_text::Lang;

/// What a point shows beyond its piece (at most one, the strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PointMark {
    /// Nothing.
    None,
    /// Its piece can move now (shown only when legal moves are shown).
    Movable,
    /// Its piece is selected.
    Selected,
    /// A legal target of the selected piece.
    Target,
}

/// The one cue a point shows, as the apps draw it (the view decides; the apps paint what it
/// says): a ring for the selected piece, a dot for a legal target, a tinted square for the
/// two points of the last move. One per point, so rings never stack on a piece: the
/// selection before a target, a target before the last move. Pieces that can move carry no
/// cue (a screen reader still hears "can move"), and while a hint's arrow is shown in a game
/// the last move is not drawn: at most three cues during play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PointCue {
    /// Nothing drawn.
    None,
    /// A ring around the selected piece (the palette's `selected`).
    Selected,
    /// A dot on a legal target (the palette's `target`).
    Target,
    /// A tinted square under the point the last move left or reached (the palette's
    /// `last_move`; in a review, the move played).
    LastMove,
}

/// A move drawn on the board: the last move's trail, the hint's or the best move's arrow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Arrow {
    /// The point the piece leaves.
    pub from: Point,
    /// The point it reaches.
    pub to: Point,
}

/// A piece just captured, drawn fading out where it stood. `id` is new for every capture
/// so that a view restarts the animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct FadingPiece {
    /// The point it stood on.
    pub point: Point,
    /// The piece.
    pub piece: Piece,
    /// Distinguishes one capture from the next.
    pub id: u64,
}

/// What the board is for: it decides what the drawn moves are called when spoken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardPurpose {
    /// A game: the last move played and the hint.
    Play,
    /// A review: the move played at the chosen ply and the best move.
    Review,
    /// A picture (thumbnail, rules diagram): no moves.
    Picture,
}

/// The marks a board shows on top of its pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardMarks {
    /// The selected point.
    pub selected: Option<Point>,
    /// Legal targets of the selected piece.
    pub targets: Bits,
    /// Points whose piece can move now.
    pub movable: Bits,
    /// The last move (a game) or the move played (a review).
    pub last_move: Option<Arrow>,
    /// The hint (a game) or the best move (a review).
    pub hint: Option<Arrow>,
    /// A point named in the rules text.
    pub highlighted: Option<Point>,
    /// Pieces just captured.
    pub fading: Vec<FadingPiece>,
}

/// One point of a [`BoardView`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PointView {
    /// The point (its index in the game's point table, as in `BoardLayout.points`).
    pub index: Point,
    /// Its name (`b2`).
    pub name: String,
    /// The piece on it.
    pub piece: Option<Piece>,
    /// The character written on the piece (Rendezvous: 师 general, 兵 soldier).
    pub glyph: Option<String>,
    /// Whether the character is written upside down: the far player's pieces between two
    /// players, when their side of the table is turned towards them
    /// ([`BoardView::turn_glyphs_of`]).
    pub glyph_turned: bool,
    /// Its mark (what it is: selected, a target, movable; spoken, not all drawn).
    pub mark: PointMark,
    /// The cue drawn on it ([`PointCue`]).
    pub cue: PointCue,
    /// Named in the rules text and highlighted on the diagram.
    pub highlighted: bool,
    /// What a screen reader says: "b2, your piece, can move".
    pub spoken: String,
}

/// A board as a screen draws it. The layout (coordinates, lines, roles) is the game's
/// [`Board`] (`boardLayout`); the view adds what changes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BoardView {
    /// Which game.
    pub game: GameId,
    /// Every point in index order.
    pub points: Vec<PointView>,
    /// The last move (a game) or the move played (a review); drawn as the two points'
    /// [`PointCue::LastMove`], not from here.
    pub last_move: Option<Arrow>,
    /// The hint (a game) or the best move (a review), drawn as an arrow (the palette's
    /// `hint`).
    pub hint: Option<Arrow>,
    /// Captured pieces fading out (only where the point is now empty).
    pub fading: Vec<FadingPiece>,
    /// How the points are labelled: never [`PointLabels::Edge`] on a board whose points are
    /// not named by file and rank ([`has_coordinates`]; those name each point instead). A
    /// board too small for names beside its points shows its coordinates on the edge
    /// ([`BoardFit::edge_labels`]).
    pub labels: PointLabels,
    /// What a screen reader says of the board as a whole.
    pub spoken: String,
    /// The character written in the well (Rendezvous: 井), if the board has one.
    pub well_glyph: Option<String>,
    /// Whether the board is drawn turned half a turn ([`BoardFit::turned`]), so that the
    /// player's own pieces start at the bottom: true when the style's perspective is
    /// Second in a game whose layout puts First at the bottom ([`turns_for_second`]).
    pub turned: bool,
    /// A move just refused (a puzzle's or an exercise's wrong answer), drawn as a cross on
    /// the point it reached ([`RefusedMark`], the palette's `refused`): on the piece while
    /// the move is shown, on the empty point once it is taken back, until the player's next
    /// tap or button.
    pub refused: Option<Arrow>,
    /// The move whose piece slides into place as the board is drawn (≈ 200 ms, at once with
    /// reduced motion): the last move, or a refused move on its way back (from the point it
    /// reached to the one it left). The apps animate this, never `last_move` itself.
    pub moving: Option<Arrow>,
    /// Whether the board may be drawn taller than its shape, up to [`max_stretch`] (a play
    /// board of a wide game, Zhong Kui's or Weiming's, in a column on a tall phone: its lines
    /// spread down the height the bars leave rather than leave it blank); a fit asked to
    /// stretch ([`BoardFit::new_stretching`]) does so within the rectangle it is given.
    pub stretches: bool,
}

/// How much taller than its shape `game`'s board may be drawn where a play screen gives it the
/// height ([`BoardView::stretches`]): a board of points and lines wider than tall (Zhong Kui,
/// Weiming) may grow down to a square (Zhong Kui's, more than twice as wide as tall, to
/// within a few per cent of one: [`MAX_STRETCH`]); a grid board (Jinmen,
/// Rendezvous), whose squares must stay square, not at all.
pub fn max_stretch(game: GameId) -> f64 {
    if has_coordinates(game) {
        return 1.0;
    }
    let (width, height) = BoardFit::smallest_size(game, 1.0, 0.0);
    if height <= 0.0 {
        return 1.0;
    }
    (width / height).clamp(1.0, MAX_STRETCH)
}

/// The most any board is drawn taller than its shape ([`max_stretch`]).
pub const MAX_STRETCH: f64 = 2.25;

/// Whether a player of Second sees `game`'s board turned half a turn. The layouts put
/// First at the bottom, except Zhong Kui's, where the sides face each other left and
/// right and neither sits nearer the player: that board is never turned.
pub const fn turns_for_second(game: GameId) -> bool {
    !matches!(game, GameId::Zhongkui)
}

/// How a board view is made: whose pieces are "yours", what it is for, what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardStyle {
    /// Whose pieces are "yours" in spoken labels (vs computer); none in pass-and-play.
    pub perspective: Option<Side>,
    /// What the board is for.
    pub purpose: BoardPurpose,
    /// Whether movable pieces and legal targets are marked.
    pub show_legal: bool,
    /// How the points are labelled (the setting; [`BoardView::labels`] is what a board
    /// draws of it).
    pub labels: PointLabels,
    /// The language of the spoken labels.
    pub language: DisplayLanguage,
}

/// The character written on a piece: Rendezvous' general 师 (師 in Traditional characters)
/// and soldier 兵 (the other games' pieces carry none; pieces differ by shape first).
pub const fn piece_glyph(game: GameId, piece: Piece, hant: bool) -> Option<&'static str> {
    match (game, piece) {
        (GameId::Huishi, Piece::General(_)) if hant => Some("師"),
        (GameId::Huishi, Piece::General(_)) => Some("师"),
        (GameId::Huishi, Piece::Man(_)) => Some("兵"),
        _ => None,
    }
}

impl BoardView {
    /// Writes the characters on `side`'s pieces upside down ([`PointView::glyph_turned`]):
    /// between two players, the far player reads their own 兵 and 师 the right way up.
    pub fn turn_glyphs_of(&mut self, side: Side) {
        for p in &mut self.points {
            p.glyph_turned = p.glyph.is_some() && p.piece.and_then(Piece::side) == Some(side);
        }
    }

    /// The view of `pos` with `marks`.
    pub fn new(pos: &Position, marks: &BoardMarks, style: BoardStyle) -> BoardView {
        BoardView::of_pieces(
            pos.game(),
            |p| pos.piece_at(p),
            marks,
            style,
            Some(pos.side_to_move()),
        )
    }

    /// The view of a board whose pieces are given point by point; `to_move` (if known)
    /// is spoken with the board.
    pub fn of_pieces(
        game: GameId,
        piece_at: impl Fn(Point) -> Option<Piece>,
        marks: &BoardMarks,
        style: BoardStyle,
        to_move: Option<Side>,
    ) -> BoardView {
        let board = Board::of(game);
        let (targets, movable) = if style.show_legal {
            (marks.targets, marks.movable)
        } else {
            (Bits::EMPTY, Bits::EMPTY)
        };
        // While a hint's arrow is shown in a game, it takes the last move's place.
        let drawn_last = match (style.purpose, marks.hint) {
            (BoardPurpose::Play, Some(_)) => None,
            _ => marks.last_move,
        };
        let points = board
            .all()
            .map(|p| {
                let piece = piece_at(p);
                let mark = if marks.selected == Some(p) {
                    PointMark::Selected
                } else if targets.contains(p) {
                    PointMark::Target
                } else if movable.contains(p) {
                    PointMark::Movable
                } else {
                    PointMark::None
                };
                let cue = match mark {
                    PointMark::Selected => PointCue::Selected,
                    PointMark::Target => PointCue::Target,
                    _ if drawn_last.is_some_and(|a| a.from == p || a.to == p) => PointCue::LastMove,
                    _ => PointCue::None,
                };
                let highlighted = marks.highlighted == Some(p);
                let fading = marks.fading.iter().any(|f| f.point == p && piece.is_none());
                let spoken = style.language.label(|lang| {
                    point_spoken(
                        board,
                        p,
                        piece,
                        mark,
                        highlighted,
                        fading,
                        marks,
                        style,
                        lang,
                    )
                });
                PointView {
                    index: p,
                    name: board.name(p).to_string(),
                    piece,
                    glyph: piece
                        .and_then(|pc| piece_glyph(game, pc, style.language.is_hant()))
                        .map(str::to_string),
                    glyph_turned: false,
                    mark,
                    cue,
                    highlighted,
                    spoken,
                }
            })
            .collect::<Vec<_>>();
        let fading = marks
            .fading
            .iter()
            .copied()
            .filter(|f| f.point.index() < points.len() && points[f.point.index()].piece.is_none())
            .collect();
        let spoken = style.language.label(|lang| {
            let board_word = Label::Board.text(lang).to_string();
            match to_move {
                Some(side) if style.purpose == BoardPurpose::Play => {
                    format!(
                        "{board_word}{}{}",
                        separator(lang),
                        crate::text::messages::to_move_text(side, lang)
                    )
                }
                _ => board_word,
            }
        });
        BoardView {
            game,
            points,
            last_move: marks.last_move,
            hint: marks.hint,
            fading,
            labels: match style.labels {
                PointLabels::Edge if !has_coordinates(game) => PointLabels::Every,
                labels => labels,
            },
            spoken,
            well_glyph: board.well().map(|_| "井".to_string()),
            turned: style.perspective == Some(Side::Second) && turns_for_second(game),
            refused: None,
            moving: marks.last_move,
            stretches: style.purpose == BoardPurpose::Play && max_stretch(game) > 1.0,
        }
    }

    /// Marks `mv` refused while it still stands on the board ([`BoardView::refused`]): its
    /// cross on the piece, and its two points without the last move's cue (it is no move
    /// of the game).
    pub fn refuse_shown(&mut self, mv: Arrow) {
        for p in &mut self.points {
            if (p.index == mv.from || p.index == mv.to) && p.cue == PointCue::LastMove {
                p.cue = PointCue::None;
            }
        }
        self.refused = Some(mv);
    }

    /// Marks `mv` refused and taken back ([`BoardView::refused`]): its cross on the empty
    /// point it had reached, and its piece sliding back to the point it left.
    pub fn refuse_taken_back(&mut self, mv: Arrow) {
        self.refused = Some(mv);
        self.moving = Some(Arrow {
            from: mv.to,
            to: mv.from,
        });
    }

    /// The point that is selected, if any.
    pub fn selected(&self) -> Option<Point> {
        self.points
            .iter()
            .find(|p| p.mark == PointMark::Selected)
            .map(|p| p.index)
    }
}

/// A piece in words: "your piece" / "opponent's general" against the computer, the colour
/// in pass-and-play and pictures.
pub fn piece_words(piece: Piece, perspective: Option<Side>, lang: Lang) -> &'static str {
    let general = matches!(piece, Piece::General(_));
    let label = match (piece.side(), perspective) {
        (None, _) => Label::SharedPiece,
        (Some(side), Some(me)) if side == me => {
            if general {
                Label::YourGeneral
            } else {
                Label::YourPiece
            }
        }
        (Some(_), Some(_)) => {
            if general {
                Label::OpponentGeneral
            } else {
                Label::OpponentPiece
            }
        }
        (Some(Side::First), None) => {
            if general {
                Label::RedGeneral
            } else {
                Label::RedPiece
            }
        }
        (Some(Side::Second), None) => {
            if general {
                Label::BlackGeneral
            } else {
                Label::BlackPiece
            }
        }
    };
    label.text(lang)
}

#[allow(clippy::too_many_arguments)]
fn point_spoken(
    board: &Board,
    p: Point,
    piece: Option<Piece>,
    mark: PointMark,
    highlighted: bool,
    fading: bool,
    marks: &BoardMarks,
    style: BoardStyle,
    lang: Lang,
) -> String {
    let mut parts: Vec<&str> = vec![board.name(p)];
    parts.push(match piece {
        Some(pc) => piece_words(pc, style.perspective, lang),
        None if fading => Label::CapturedHere.text(lang),
        None => Label::Empty.text(lang),
    });
    match mark {
        PointMark::Selected => parts.push(Label::Selected.text(lang)),
        PointMark::Target => parts.push(Label::CanMoveHere.text(lang)),
        PointMark::Movable => parts.push(Label::CanMove.text(lang)),
        PointMark::None => {}
    }
    let (from_last, to_last, from_hint, to_hint) = match style.purpose {
        BoardPurpose::Play => (
            Label::LastMoveFrom,
            Label::LastMoveHere,
            Label::HintFrom,
            Label::HintHere,
        ),
        BoardPurpose::Review => (
            Label::PlayedFrom,
            Label::PlayedTo,
            Label::BestFrom,
            Label::BestTo,
        ),
        BoardPurpose::Picture => (
            Label::LastMoveFrom,
            Label::LastMoveHere,
            Label::HintFrom,
            Label::HintHere,
        ),
    };
    if let Some(a) = marks.last_move {
        if a.from == p {
            parts.push(from_last.text(lang));
        }
        if a.to == p {
            parts.push(to_last.text(lang));
        }
    }
    if let Some(a) = marks.hint {
        if a.from == p {
            parts.push(from_hint.text(lang));
        }
        if a.to == p {
            parts.push(to_hint.text(lang));
        }
    }
    if highlighted {
        parts.push(Label::Highlighted.text(lang));
    }
    match board.point(p).role {
        PointRole::Well => parts.push(Label::TheWell.text(lang)),
        PointRole::SharedHome => parts.push(Label::SharedHome.text(lang)),
        PointRole::Normal => {}
    }
    parts.join(separator(lang))
}

/// Piece radius as a share of the smallest distance between two points.
pub const PIECE_SHARE: f64 = 0.40;

/// Room around the outermost points, in piece radii: the shared home's ring and the well's
/// square are the widest marks.
pub const MARGIN_RADII: f64 = 1.3;

/// How far a piece's shape reaches from its point, at most, in piece radii, as both apps draw
/// the pieces: First's disc 1 (its rim 1.05), the shared diamond's tips 1.08 (1.13 with the
/// rim), Second's rounded square (half side 0.89, corners rounded by 0.3) 1.13 at a corner,
/// 1.18 with the rim. A point's name stays outside this circle of every piece.
pub const PIECE_REACH_RADII: f64 = 1.18;

/// How far a point's name stands from its point, in piece radii: past every piece's shape
/// ([`PIECE_REACH_RADII`]) with a gap, so that a name never touches a piece.
pub const NAME_REACH_RADII: f64 = 1.36;

/// The largest font of the points' names, in radii of a piece as large as the board's
/// spacing allows ([`PIECE_SHARE`] of the closest two points' distance; a sparse board's
/// pieces are smaller, and its names have the room between them): on a board too small for
/// names of 9 points, the names shrink with the board rather than touch a piece.
pub const NAME_SIZE_CAP_RADII: f64 = 0.5;

/// The smallest font of the points' names, in points: on a board smaller still the names are
/// left out ([`BoardFit::name_size`] is 0).
pub const NAME_SIZE_MIN_POINTS: f64 = 6.0;

/// A piece's radius in layout units: neighbours never overlap, capped for sparse boards.
pub fn piece_radius_units(game: GameId) -> f64 {
    let board = Board::of(game);
    let b = board.bounds();
    let span = (b.max_x - b.min_x).max(b.max_y - b.min_y);
    let spacing = board.min_spacing();
    (PIECE_SHARE * spacing).min(0.11 * span.max(spacing))
}

/// A board fitted into a rectangle of the screen: centred, the aspect ratio kept, with room
/// for the widest marks around the outermost points plus `margin` screen units (for point
/// names). One transform draws the board and maps taps back to points; every length is in
/// the screen's units (points on iOS, pixels or dp on Android).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BoardFit {
    /// Which game.
    pub game: GameId,
    /// Screen units per layout unit.
    pub scale: f64,
    /// Screen position of the layout's (min x, min y).
    pub origin_x: f64,
    /// Screen position of the layout's (min x, min y).
    pub origin_y: f64,
    /// A piece's radius on screen.
    pub piece_radius: f64,
    /// How far from a point a tap still finds it, on screen: at least `min_touch_radius`
    /// and half the distance between the two closest points.
    pub touch_radius: f64,
    /// The width of the board with its margins, on screen.
    pub width: f64,
    /// The height of the board with its margins, on screen.
    pub height: f64,
    /// Whether the board is drawn turned half a turn about its centre (the player of
    /// Second sits at First's edge: [`BoardView::turned`]). Positions, taps and name
    /// placements all follow it; texts stay upright.
    pub turned: bool,
    /// How much taller than its shape the board is drawn (1: not at all; at most
    /// [`max_stretch`]): down the screen a layout unit is `scale × stretch` screen units.
    pub stretch: f64,
}

impl BoardFit {
    /// Fits `game`'s board into `width` × `height` screen units with `margin` around it;
    /// taps find a point within at least `min_touch_radius`. Non-finite or negative
    /// sizes count as zero (the board then has a tiny positive scale).
    pub fn new(
        game: GameId,
        width: f64,
        height: f64,
        margin: f64,
        min_touch_radius: f64,
    ) -> BoardFit {
        let clean = |v: f64| if v.is_finite() && v > 0.0 { v } else { 0.0 };
        let (width, height, margin) = (clean(width), clean(height), clean(margin));
        let board = Board::of(game);
        let b = board.bounds();
        let bw = (b.max_x - b.min_x).max(1e-6);
        let bh = (b.max_y - b.min_y).max(1e-6);
        let radius = piece_radius_units(game);
        let margin_units = radius * MARGIN_RADII;
        let s = ((width - 2.0 * margin) / (bw + 2.0 * margin_units))
            .min((height - 2.0 * margin) / (bh + 2.0 * margin_units));
        let scale = s.max(1e-4);
        let spacing = board.min_spacing();
        BoardFit {
            game,
            scale,
            origin_x: (width - bw * scale) / 2.0,
            origin_y: (height - bh * scale) / 2.0,
            piece_radius: radius * scale,
            touch_radius: clean(min_touch_radius).max(spacing * 0.5 * scale),
            width: (bw + 2.0 * margin_units) * scale + 2.0 * margin,
            height: (bh + 2.0 * margin_units) * scale + 2.0 * margin,
            turned: false,
            stretch: 1.0,
        }
    }

    /// As [`BoardFit::new`], and where `stretches` (the board view's
    /// [`BoardView::stretches`]) the board is drawn as tall as the rectangle allows, up to
    /// [`max_stretch`] times its shape's height: its points spread down, its pieces keep their
    /// size.
    pub fn new_stretching(
        game: GameId,
        width: f64,
        height: f64,
        margin: f64,
        min_touch_radius: f64,
        stretches: bool,
    ) -> BoardFit {
        let fit = BoardFit::new(game, width, height, margin, min_touch_radius);
        if !(stretches && height.is_finite() && height > fit.height) {
            return fit;
        }
        let stretch = ((height - 2.0 * fit.margin_screen(margin))
            / (fit.height - 2.0 * fit.margin_screen(margin)))
        .clamp(1.0, max_stretch(game));
        let b = Board::of(game).bounds();
        let bh = (b.max_y - b.min_y).max(1e-6);
        let inner = (fit.height - 2.0 * fit.margin_screen(margin)) * stretch;
        let tall = inner + 2.0 * fit.margin_screen(margin);
        BoardFit {
            origin_y: (height - bh * fit.scale * stretch) / 2.0,
            height: tall,
            stretch,
            ..fit
        }
    }

    /// `margin` as [`BoardFit::new`] cleans it.
    fn margin_screen(&self, margin: f64) -> f64 {
        if margin.is_finite() && margin > 0.0 {
            margin
        } else {
            0.0
        }
    }

    /// Screen units per layout unit down the screen (`scale × stretch`).
    fn scale_y(&self) -> f64 {
        self.scale * self.stretch
    }

    /// The smallest rectangle, width then height in screen units, that `game`'s board fits
    /// with `margin` around it (as [`BoardFit::new`] fits it) while its two closest points
    /// stay `min_gap` apart: a finger's whole target on every point (48 dp on Android, 44 pt
    /// on iOS). A screen gives the board at least this much and scrolls the rest.
    pub fn smallest_size(game: GameId, min_gap: f64, margin: f64) -> (f64, f64) {
        let clean = |v: f64| if v.is_finite() && v > 0.0 { v } else { 0.0 };
        let board = Board::of(game);
        let b = board.bounds();
        let bw = (b.max_x - b.min_x).max(1e-6);
        let bh = (b.max_y - b.min_y).max(1e-6);
        let margin_units = piece_radius_units(game) * MARGIN_RADII;
        let scale = clean(min_gap) / board.min_spacing();
        let margin = clean(margin);
        (
            (bw + 2.0 * margin_units) * scale + 2.0 * margin,
            (bh + 2.0 * margin_units) * scale + 2.0 * margin,
        )
    }

    /// The same fit, drawn turned half a turn about the board's centre (or not).
    pub fn turned(self, turned: bool) -> BoardFit {
        BoardFit { turned, ..self }
    }

    /// The layout's offset of (`lx`, `ly`) from its (min x, min y), turned if the fit is:
    /// a half turn is its own inverse, so this maps both ways.
    fn offset(&self, dx: f64, dy: f64) -> (f64, f64) {
        if !self.turned {
            return (dx, dy);
        }
        let b = Board::of(self.game).bounds();
        (b.max_x - b.min_x - dx, b.max_y - b.min_y - dy)
    }

    /// Where a point appears on screen.
    pub fn position(&self, p: Point) -> (f64, f64) {
        let board = Board::of(self.game);
        let b = board.bounds();
        let info = board.point(p);
        let (dx, dy) = self.offset(info.x - b.min_x, info.y - b.min_y);
        (
            self.origin_x + dx * self.scale,
            self.origin_y + dy * self.scale_y(),
        )
    }

    /// The point under a tap at (`x`, `y`) on screen, if one is within the touch radius
    /// (the nearest; ties to the lower index). Non-finite input finds nothing.
    pub fn point_at(&self, x: f64, y: f64) -> Option<Point> {
        let board = Board::of(self.game);
        let b = board.bounds();
        let (dx, dy) = self.offset(
            (x - self.origin_x) / self.scale,
            (y - self.origin_y) / self.scale_y(),
        );
        board.nearest_point(b.min_x + dx, b.min_y + dy, self.touch_radius / self.scale)
    }
}

/// The least width of the panel beside the board when a screen puts its board beside the
/// rest ([`BoardArrangement::Beside`]), in screen units (dp, pt): the players' bars, the
/// moves and a row of actions two to a row.
pub const SIDE_PANEL_MIN: f64 = 300.0;

/// About the height a column's header, players' bars, move strip, note and row of actions
/// take beside its board, in screen units (dp, pt): what [`BoardArrangement::of`] weighs a
/// column's board against.
pub const COLUMN_CHROME: f64 = 300.0;

/// The widest a screen of lists and text gets (a tablet's, a foldable's), centred, in screen
/// units (dp, pt): lines a reader can follow. A table and a review arrange themselves to the
/// whole window instead ([`BoardArrangement`]).
pub const READING_WIDTH: f64 = 640.0;

/// The most a tablet's chrome grows ([`chrome_scale`]).
pub const CHROME_SCALE_MAX: f64 = 1.35;

/// How much larger than on a phone a window `width` × `height` screen units large draws its
/// chrome — words, buttons, bars, lists — so that a tablet held at arm's length reads as a
/// phone in the hand: 1 while the shorter side is under [`READING_WIDTH`] (every phone, turned
/// or not), then growing with it (1.25 on an 800 dp tablet, 1.28 on an 820 pt iPad) up to
/// [`CHROME_SCALE_MAX`]. The board already grows with the window. Sizes that are not positive
/// finite numbers give 1.
pub fn chrome_scale(width: f64, height: f64) -> f64 {
    let size = |v: f64| v.is_finite() && v > 0.0;
    if size(width) && size(height) {
        (width.min(height) / READING_WIDTH).clamp(1.0, CHROME_SCALE_MAX)
    } else {
        1.0
    }
}

/// The review board's largest height in a column whose room under the top bar is
/// `room_height` screen units tall: 36 % of the room, at least 140 and at most 380, so that
/// the value chart, the move's sentence with its buttons and a few rows of the move list
/// keep room under it on a small phone (320 × 568 pt, 360 × 640 dp), the board as large as
/// that allows (30 % and 320 before: a designer found Jinmen's board 40 % of a phone's
/// width). A room that is not a positive number gives the least.
pub fn review_board_max_height(room_height: f64) -> f64 {
    if !(room_height.is_finite() && room_height > 0.0) {
        return 140.0;
    }
    (room_height * 0.36).clamp(140.0, 380.0)
}

/// How a screen with a board (play, puzzle, practice) uses its window, decided once here for
/// both apps: a window taller than wide keeps the column, the board between the players'
/// bars; a wider one (a phone turned, a tablet or an unfolded foldable held wide) puts the
/// board at its leading side, as tall as the window allows, and the rest beside it — where
/// that gives the larger board (a wide board, Zhong Kui's, on a tablet held wide keeps the
/// column).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BoardArrangement {
    /// One column: the header, the board between the players' bars, the moves and actions
    /// under it.
    Column,
    /// The board on the leading side, `board_width` wide and as tall as the window; the
    /// header, the bars (the far player's at the top, the near player's at the bottom), the
    /// moves and the actions in a panel `panel_width` wide beside it.
    Beside {
        /// The board's width, margins included.
        board_width: f64,
        /// The panel's width: the rest of the window, at least [`SIDE_PANEL_MIN`].
        panel_width: f64,
    },
}

impl BoardArrangement {
    /// The arrangement of `game`'s board, drawn with `margin` around it as
    /// [`BoardFit::new`] fits it, in a window `width` × `height` screen units large (the
    /// room the screen has, system bars excluded). Bad sizes (negative, NaN) give
    /// [`BoardArrangement::Column`].
    pub fn of(game: GameId, width: f64, height: f64, margin: f64) -> BoardArrangement {
        let ok = |v: f64| v.is_finite() && v > 0.0;
        if !ok(width) || !ok(height) || width <= height || width - SIDE_PANEL_MIN <= 0.0 {
            return BoardArrangement::Column;
        }
        let board = BoardFit::new(game, width - SIDE_PANEL_MIN, height, margin, 0.0);
        let column = BoardFit::new(game, width, height - COLUMN_CHROME, margin, 0.0);
        // (a window too short for a column's bars and buttons has the board beside them)
        if height > COLUMN_CHROME && board.scale <= column.scale {
            return BoardArrangement::Column;
        }
        BoardArrangement::Beside {
            board_width: board.width,
            panel_width: width - board.width,
        }
    }

    /// Whether a column ([`BoardArrangement::Column`]) in a window `width` × `height` large
    /// has room under its board — `game`'s, drawn with `margin` around it as wide as the
    /// window — for the moves as a list of at least [`COLUMN_LIST_MIN`], beside the
    /// [`COLUMN_CHROME`] of bars and buttons: a wide board (Zhong Kui's) on a phone, or a
    /// square one on a tall phone. There the board sits under the top bar, the players' bars
    /// at its edges, and the height it leaves goes to the moves as a list (as lichess does),
    /// not to blank room around a floating board. Bad sizes give false.
    pub fn column_has_list_room(game: GameId, width: f64, height: f64, margin: f64) -> bool {
        let ok = |v: f64| v.is_finite() && v > 0.0;
        if !ok(width) || !ok(height) || height <= COLUMN_CHROME {
            return false;
        }
        let board = BoardFit::new(game, width, height - COLUMN_CHROME, margin, 0.0);
        height - COLUMN_CHROME - board.height >= COLUMN_LIST_MIN
    }
}

/// The least height of the moves as a list under a column's board, in screen units: two rows
/// of chips with their gaps; with less room the moves stay a strip of one row.
pub const COLUMN_LIST_MIN: f64 = 88.0;

/// Where a point's name is written, outside the piece that may stand on the point and
/// away from the lines that meet there.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct NamePlacement {
    /// The point.
    pub point: Point,
    /// The screen position the name's box is attached to.
    pub x: f64,
    /// The screen position the name's box is attached to.
    pub y: f64,
    /// Which part of the name's box sits at (`x`, `y`), across: 0 its left edge, 0.5 its
    /// middle, 1 its right edge. The box's left edge is `x - anchor_x * width`.
    pub anchor_x: f64,
    /// Which part of the name's box sits at (`x`, `y`), down: 0 its top, 0.5 its middle,
    /// 1 its bottom. The box's top is `y - anchor_y * height`.
    pub anchor_y: f64,
}

/// The eight compass directions a name may go, as screen offsets (y grows down), in the
/// order preferred when several are equally free: the diagonals first (they fall between
/// a board's straight lines), below-right first.
const NAME_DIRECTIONS: [(f64, f64); 8] = [
    (1.0, 1.0),
    (1.0, -1.0),
    (-1.0, 1.0),
    (-1.0, -1.0),
    (1.0, 0.0),
    (0.0, 1.0),
    (-1.0, 0.0),
    (0.0, -1.0),
];

impl BoardFit {
    /// The font size of the points' names on this screen, where `unit` screen units make a
    /// point (iOS: 1) or a dp (Android: its density): 0.42 of the piece radius, within 9
    /// to 13 points, and never more than [`NAME_SIZE_CAP_RADII`] of a piece as large as the
    /// spacing allows, so that
    /// every name stays clear of every piece ([`BoardFit::name_placements`]); 0 — no names —
    /// on a board so small that they would be under [`NAME_SIZE_MIN_POINTS`], where nobody
    /// could read them. A `unit` that is not a positive number counts as 1.
    pub fn name_size(&self, unit: f64) -> f64 {
        let unit = screen_unit(unit);
        let size = (self.piece_radius * 0.42)
            .clamp(9.0 * unit, 13.0 * unit)
            .min(self.largest_name_size());
        if size < NAME_SIZE_MIN_POINTS * unit {
            0.0
        } else {
            size
        }
    }

    /// Where each point's name goes (in point order): in the compass direction farthest
    /// in angle from every line that meets the point (ties, within 5°, go by
    /// [`NAME_DIRECTIONS`]' order, so that the points of a grid all name themselves
    /// below-right and each cell holds one name), just outside the reach of every piece's
    /// shape ([`NAME_REACH_RADII`]), so that a name never touches a piece or runs along a
    /// line, nor another point's name (placed before it, in point order). `font` is the
    /// names' font size ([`BoardFit::name_size`]); one that is not a positive number counts
    /// as the largest a name may have.
    pub fn name_placements(&self, font: f64) -> Vec<NamePlacement> {
        let board = Board::of(self.game);
        let bounds = board.bounds();
        // The board's rectangle with its margins, on screen (centred on the board).
        let (cx, cy) = (
            self.origin_x + (bounds.max_x - bounds.min_x) * self.scale / 2.0,
            self.origin_y + (bounds.max_y - bounds.min_y) * self.scale_y() / 2.0,
        );
        let rect = (
            cx - self.width / 2.0,
            cy - self.height / 2.0,
            cx + self.width / 2.0,
            cy + self.height / 2.0,
        );
        let r = self.piece_radius;
        let mut segments: Vec<((f64, f64), (f64, f64))> = board
            .adjacent_pairs()
            .into_iter()
            .map(|(a, b)| (self.position(a), self.position(b)))
            .collect();
        // The board's own marks, as the apps draw them: the well's square (half side 1.22
        // piece radii) and the shared piece's home, a diamond reaching 1.42 radii.
        let mut outline = |p: Point, corners: [(f64, f64); 4]| {
            let (x, y) = self.position(p);
            for i in 0..4 {
                let (a, b) = (corners[i], corners[(i + 1) % 4]);
                segments.push(((x + a.0 * r, y + a.1 * r), (x + b.0 * r, y + b.1 * r)));
            }
        };
        if let Some(w) = board.well() {
            outline(
                w,
                [(-1.22, -1.22), (1.22, -1.22), (1.22, 1.22), (-1.22, 1.22)],
            );
        }
        if let Some(h) = board.shared_home() {
            outline(h, [(0.0, -1.42), (1.42, 0.0), (0.0, 1.42), (-1.42, 0.0)]);
        }
        let centres: Vec<(f64, f64)> = board.all().map(|p| self.position(p)).collect();
        // Just past the pieces; farther out where a mark of the board is in the way.
        let reaches = [r * NAME_REACH_RADII, r * 1.8];
        // The best place for `p`'s name, clear of the names in `others` (their boxes).
        let choose = |p: Point, others: &[(f64, f64, f64, f64)]| {
            let (px, py) = self.position(p);
            let place = |(dx, dy): (f64, f64), reach: f64| {
                let len = f64::hypot(dx, dy);
                NamePlacement {
                    point: p,
                    x: px + dx / len * reach,
                    y: py + dy / len * reach,
                    anchor_x: (1.0 - dx) / 2.0,
                    anchor_y: (1.0 - dy) / 2.0,
                }
            };
            // The name's box there: inside the board's rectangle, and crossing no line.
            let fits = |d: (f64, f64), reach: f64| {
                let b = self.name_box(&place(d, reach), board.name(p), font);
                let inside = b.0 >= rect.0 && b.1 >= rect.1 && b.2 <= rect.2 && b.3 <= rect.3;
                let clear = segments.iter().all(|&(a, c)| !segment_meets_box(a, c, b));
                let off_pieces = centres.iter().all(|&(x, y)| {
                    let dx = (b.0 - x).max(0.0).max(x - b.2);
                    let dy = (b.1 - y).max(0.0).max(y - b.3);
                    f64::hypot(dx, dy) > r * PIECE_REACH_RADII
                });
                let off_names = others.iter().all(|&o| boxes_apart(b, o));
                (off_pieces, off_names, inside, clear)
            };
            let lines: Vec<f64> = board
                .neighbors(p)
                .map(|q| {
                    let (qx, qy) = self.position(q);
                    (qy - py).atan2(qx - px)
                })
                .collect();
            let gap = |a: f64, b: f64| {
                let d = (a - b).rem_euclid(std::f64::consts::TAU);
                d.min(std::f64::consts::TAU - d)
            };
            let free = |(dx, dy): (f64, f64)| {
                let angle = f64::atan2(dy, dx);
                let free = lines
                    .iter()
                    .map(|&l| gap(angle, l))
                    .fold(std::f64::consts::PI, f64::min);
                (free.to_degrees() / 5.0).round() as i64
            };
            // Off every piece, off every line and mark and clear of the other names,
            // inside the board, near, then the first of the freest directions (max_by_key
            // would take the last).
            let candidates: Vec<((f64, f64), usize)> = (0..reaches.len())
                .flat_map(|k| NAME_DIRECTIONS.iter().map(move |&d| (d, k)))
                .collect();
            let score = |&(d, k): &((f64, f64), usize)| {
                let (off_pieces, off_names, inside, clear) = fits(d, reaches[k]);
                let clear_of_all = off_names && clear;
                (
                    off_pieces,
                    clear_of_all,
                    clear,
                    inside,
                    std::cmp::Reverse(k),
                    free(d),
                )
            };
            let scores: Vec<_> = candidates.iter().map(score).collect();
            let best = scores
                .iter()
                .copied()
                .max()
                .and_then(|most| {
                    candidates
                        .iter()
                        .zip(&scores)
                        .find(|(_, s)| **s == most)
                        .map(|(c, _)| *c)
                })
                .unwrap_or((NAME_DIRECTIONS[0], 0));
            place(best.0, reaches[best.1])
        };
        // Each name where it is best alone; then, where two names meet, each of those
        // moved to its best place clear of all the others, until none meet (a few rounds).
        let mut names: Vec<NamePlacement> = board.all().map(|p| choose(p, &[])).collect();
        let box_of = |n: &NamePlacement| self.name_box(n, board.name(n.point), font);
        for _ in 0..4 {
            let mut moved = false;
            for i in 0..names.len() {
                let others: Vec<_> = (0..names.len())
                    .filter(|&j| j != i)
                    .map(|j| box_of(&names[j]))
                    .collect();
                let own = box_of(&names[i]);
                if others.iter().all(|&o| boxes_apart(own, o)) {
                    continue;
                }
                let better = choose(names[i].point, &others);
                if better != names[i] {
                    names[i] = better;
                    moved = true;
                }
            }
            if !moved {
                break;
            }
        }
        names
    }

    /// The largest font a name may have on this board ([`NAME_SIZE_CAP_RADII`]).
    fn largest_name_size(&self) -> f64 {
        let spacing = Board::of(self.game).min_spacing() * self.scale;
        NAME_SIZE_CAP_RADII * (PIECE_SHARE * spacing).max(self.piece_radius)
    }

    /// The box of `name` placed at `n` in `font` (at most its largest font,
    /// [`Self::largest_name_size`], which a `font` that is not a positive number stands
    /// for): a glyph 0.62 of the font wide, a line 1.3 of it high, and a halo of a tenth of
    /// the piece radius each side: (left, top, right, bottom).
    fn name_box(&self, n: &NamePlacement, name: &str, font: f64) -> (f64, f64, f64, f64) {
        let largest = self.largest_name_size();
        let font = if font.is_finite() && font > 0.0 {
            font.min(largest)
        } else {
            largest
        };
        let (w, h) = (name.chars().count() as f64 * font * 0.62, font * 1.3);
        let (l, t) = (n.x - n.anchor_x * w, n.y - n.anchor_y * h);
        let halo = self.piece_radius * 0.1;
        (l - halo, t, l + w + halo, t + h)
    }
}

/// The hint's arrow (the review's best move) as both apps draw it on a fitted board, in screen
/// units: a round-capped shaft from beside the first point's piece to the head's base, then a
/// filled triangle whose tip stops short of the last point's centre. Bold (its shaft 0.4 of a
/// piece's radius wide: about 8 dp on a phone) and opaque, so that it reads on both boards.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ArrowShape {
    /// Where the shaft starts, on screen.
    pub shaft_start_x: f64,
    /// Where the shaft starts, on screen.
    pub shaft_start_y: f64,
    /// Where the shaft ends (the middle of the head's base), on screen.
    pub shaft_end_x: f64,
    /// Where the shaft ends (the middle of the head's base), on screen.
    pub shaft_end_y: f64,
    /// The shaft's width.
    pub width: f64,
    /// The head's tip.
    pub tip_x: f64,
    /// The head's tip.
    pub tip_y: f64,
    /// One back corner of the head.
    pub left_x: f64,
    /// One back corner of the head.
    pub left_y: f64,
    /// The other back corner of the head.
    pub right_x: f64,
    /// The other back corner of the head.
    pub right_y: f64,
}

impl BoardFit {
    /// The arrow from `from` to `to` on this board, none between a point and itself.
    pub fn arrow(&self, from: Point, to: Point) -> Option<ArrowShape> {
        let ((ax, ay), (bx, by)) = (self.position(from), self.position(to));
        let d = (bx - ax).hypot(by - ay);
        if d.is_nan() || d < 1.0 {
            return None;
        }
        let (ux, uy) = ((bx - ax) / d, (by - ay) / d);
        let r = self.piece_radius;
        let head = r.min(d / 2.0);
        let (tip_x, tip_y) = (bx - ux * r * 0.3, by - uy * r * 0.3);
        let (base_x, base_y) = (tip_x - ux * head, tip_y - uy * head);
        // The head's back corners, across the shaft.
        let (px, py) = (-uy * head * 0.62, ux * head * 0.62);
        Some(ArrowShape {
            shaft_start_x: ax + ux * r * 0.6,
            shaft_start_y: ay + uy * r * 0.6,
            shaft_end_x: base_x,
            shaft_end_y: base_y,
            width: r * 0.4,
            tip_x,
            tip_y,
            left_x: base_x + px,
            left_y: base_y + py,
            right_x: base_x - px,
            right_y: base_y - py,
        })
    }
}

/// The last move's mark on one of its two points, as both apps draw it (the review's move
/// played too, and the legends' small copies): a faintly tinted square under the point
/// ([`BoardPalette::last_move`] at [`crate::screens::palette::TINT_ALPHA`]) and four corner
/// brackets in the cue's colour, opaque — the way xiangqi boards mark a move's two points.
/// Brackets, not a whole rim: the mark keeps its 3 : 1 contrast in a few strokes rather than
/// in a ring around the piece (a designer found the full rim the loudest thing on the light
/// board), and its shape stays apart from the selection's ring and the targets' dots.
///
/// [`BoardPalette::last_move`]: crate::screens::palette::BoardPalette::last_move
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LastMoveMark {
    /// The tinted square's centre.
    pub center_x: f64,
    /// The tinted square's centre.
    pub center_y: f64,
    /// Half the tinted square's side.
    pub half: f64,
    /// The tinted square's corner radius.
    pub corner_radius: f64,
    /// The brackets' stroke width (round caps and joins).
    pub width: f64,
    /// The four brackets, one per corner, each three points (x, y, x, y, x, y): the end of
    /// one arm, the elbow, the end of the other.
    pub brackets: Vec<Vec<f64>>,
}

/// The mark of a last move's point at (`x`, `y`) on a board whose pieces have radius `r`
/// ([`LastMoveMark`]); a legend passes its own centre and size.
pub fn last_move_mark(x: f64, y: f64, r: f64) -> LastMoveMark {
    let half = r * 1.12;
    let width = r * 0.12;
    // The elbows sit on the square's edge, inside it by half a stroke; the arms reach a
    // quarter of the way along each side.
    let e = half - width / 2.0;
    let arm = half * 0.5;
    let brackets = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .iter()
        .map(|&(sx, sy): &(f64, f64)| {
            let (ex, ey) = (x + sx * e, y + sy * e);
            vec![ex - sx * arm, ey, ex, ey, ex, ey - sy * arm]
        })
        .collect();
    LastMoveMark {
        center_x: x,
        center_y: y,
        half,
        corner_radius: r * 0.16,
        width,
        brackets,
    }
}

/// The cross that marks a refused move ([`BoardView::refused`]): a disc in the palette's
/// `refused` with a cross in its `on_refused` — a badge on the piece's shoulder while the
/// piece stands there (the piece stays readable), the point's own mark once it is empty.
/// The shape (a cross in a disc) is no other cue's: rings, dots and brackets.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RefusedMark {
    /// The disc's centre.
    pub center_x: f64,
    /// The disc's centre.
    pub center_y: f64,
    /// The disc's radius.
    pub radius: f64,
    /// The cross's stroke width (round caps).
    pub width: f64,
    /// The cross's two strokes, each two points (x, y, x, y).
    pub strokes: Vec<Vec<f64>>,
}

/// The refused move's mark at the point (`x`, `y`) of a board whose pieces have radius
/// `r` ([`RefusedMark`]): on the piece's upper right shoulder when `occupied`, else on the
/// point itself, a little larger.
pub fn refused_mark(x: f64, y: f64, r: f64, occupied: bool) -> RefusedMark {
    let (cx, cy, radius) = if occupied {
        // The badge's centre on the piece's rim at 45°, half outside it.
        let d = r * std::f64::consts::FRAC_1_SQRT_2;
        (x + d, y - d, r * 0.46)
    } else {
        (x, y, r * 0.6)
    };
    let arm = radius * 0.45;
    RefusedMark {
        center_x: cx,
        center_y: cy,
        radius,
        width: radius * 0.24,
        strokes: vec![
            vec![cx - arm, cy - arm, cx + arm, cy + arm],
            vec![cx - arm, cy + arm, cx + arm, cy - arm],
        ],
    }
}

impl BoardFit {
    /// The refused move's mark on `point` ([`refused_mark`] at its position).
    pub fn refused_mark(&self, point: Point, occupied: bool) -> RefusedMark {
        let (x, y) = self.position(point);
        refused_mark(x, y, self.piece_radius, occupied)
    }

    /// The last move's mark on `point` ([`last_move_mark`] at its position).
    pub fn last_move_mark(&self, point: Point) -> LastMoveMark {
        let (x, y) = self.position(point);
        last_move_mark(x, y, self.piece_radius)
    }
}

/// A file's letter or a rank's number written on the board's edge, where a board too small
/// for the points' own names shows its coordinates instead ([`BoardFit::edge_labels`]).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct EdgeLabel {
    /// "a" … "e" under a file, "1" … "7" beside a rank.
    pub text: String,
    /// The screen position of the label's centre.
    pub x: f64,
    /// The screen position of the label's centre.
    pub y: f64,
}

/// The coordinates on a board's edge and their font size.
#[derive(Clone, Debug, PartialEq, Default)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct EdgeLabels {
    /// The font size, in the screen's units; 0 with no labels.
    pub size: f64,
    /// The files under the board's bottom row, then the ranks beside its leftmost column.
    pub labels: Vec<EdgeLabel>,
}

/// The screen units that make a point (iOS: 1) or a dp (Android: the density); one that is
/// not a positive number counts as 1.
fn screen_unit(unit: f64) -> f64 {
    if unit.is_finite() && unit > 0.0 {
        unit
    } else {
        1.0
    }
}

/// Whether every point of `game`'s board is named by a file and a rank (Jinmen's and
/// Rendezvous' grids), so that files and ranks on the board's edge find each point.
pub fn has_coordinates(game: GameId) -> bool {
    let board = Board::of(game);
    board.all().all(|p| file_and_rank(board.name(p)).is_some())
}

/// The file letter and rank number of a grid point's name ("c5" → ('c', "5")).
fn file_and_rank(name: &str) -> Option<(char, &str)> {
    let mut chars = name.chars();
    let file = chars.next().filter(char::is_ascii_lowercase)?;
    let rank = chars.as_str();
    (!rank.is_empty() && rank.chars().all(|c| c.is_ascii_digit())).then_some((file, rank))
}

impl BoardFit {
    /// The files and ranks written on the board's edge, in the margin beyond the pieces — for a
    /// board whose points are named by file and rank (Jinmen's and Rendezvous' grids; none for
    /// Weiming's and Zhong Kui's) — when the points' own names would be too small to read
    /// there ([`BoardFit::name_size`] gives 0 for `unit`): so that the moves' names can still
    /// be found on the smallest phones — and wherever the board view asks for them
    /// ([`PointLabels::Edge`]). Each file under the bottom row of the screen, each rank
    /// beside the leftmost column (turned boards too: the labels follow the points); the font
    /// fills the margin, at most [`EDGE_LABEL_MAX_POINTS`], none below [`NAME_SIZE_MIN_POINTS`].
    pub fn edge_labels(&self, unit: f64) -> EdgeLabels {
        let unit = screen_unit(unit);
        let board = Board::of(self.game);
        // Each point's file, rank and screen position, if every point has them.
        type Coords<'a> = Vec<(char, &'a str, (f64, f64))>;
        let Some(coords): Option<Coords> = board
            .all()
            .map(|p| file_and_rank(board.name(p)).map(|(f, r)| (f, r, self.position(p))))
            .collect()
        else {
            return EdgeLabels::default();
        };
        let b = board.bounds();
        let (cx, cy) = (
            self.origin_x + (b.max_x - b.min_x) * self.scale / 2.0,
            self.origin_y + (b.max_y - b.min_y) * self.scale_y() / 2.0,
        );
        let (left, bottom) = (cx - self.width / 2.0, cy + self.height / 2.0);
        let lowest = coords.iter().map(|c| c.2 .1).fold(f64::MIN, f64::max);
        let leftmost = coords.iter().map(|c| c.2 .0).fold(f64::MAX, f64::min);
        let r = self.piece_radius * PIECE_REACH_RADII;
        // The room between the pieces' reach and the board's edge, below and at the left.
        let below = bottom - (lowest + r);
        let aside = (leftmost - r) - left;
        // As a chess app's coordinates: 11 on a phone, growing with the pieces on a tablet.
        let largest = (self.piece_radius * 0.42).clamp(
            EDGE_LABEL_MAX_POINTS * unit,
            EDGE_LABEL_LARGEST_POINTS * unit,
        );
        let size = (below.min(aside) * 0.8).min(largest);
        if size < NAME_SIZE_MIN_POINTS * unit {
            return EdgeLabels::default();
        }
        let mut labels: Vec<EdgeLabel> = Vec::new();
        let mut once = |text: String, x: f64, y: f64| {
            if !labels.iter().any(|l| l.text == text) {
                labels.push(EdgeLabel { text, x, y });
            }
        };
        let mut files: Vec<_> = coords.iter().map(|&(f, _, (x, _))| (f, x)).collect();
        files.sort_by(|a, b| a.1.total_cmp(&b.1));
        for (f, x) in files {
            once(f.to_string(), x, bottom - below / 2.0);
        }
        let mut ranks: Vec<_> = coords.iter().map(|&(_, r, (_, y))| (r, y)).collect();
        ranks.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (rank, y) in ranks {
            once(rank.to_string(), left + aside / 2.0, y);
        }
        EdgeLabels { size, labels }
    }
}

/// The largest size of the files and ranks on a phone's board edge, in points (dp): 11, as a
/// chess app's coordinates (at 9 a designer read them as "~10 px, very faint"). A larger board
/// (a tablet's) writes them at 0.42 of a piece's radius, up to [`EDGE_LABEL_LARGEST_POINTS`].
pub const EDGE_LABEL_MAX_POINTS: f64 = 11.0;

/// The largest the files and ranks grow on a tablet's board, in points (dp).
pub const EDGE_LABEL_LARGEST_POINTS: f64 = 16.0;

/// The room around a board drawn in a `width` × `height` box (screen units), given the
/// platform's room for its labels on a phone (`base`: Android 12 dp, iOS 14 pt; the apps' small
/// room for unlabelled miniatures stays as it is): 3 % of the box's shorter side where that is
/// more, at most twice `base` — so that a tablet's board keeps room on its edge for coordinates
/// that grow with it ([`EDGE_LABEL_LARGEST_POINTS`]) rather than phone-sized ones in a sliver.
pub fn board_margin(base: f64, width: f64, height: f64) -> f64 {
    let base = if base.is_finite() { base.max(0.0) } else { 0.0 };
    if !(width.is_finite() && height.is_finite()) {
        return base;
    }
    let shorter = width.min(height);
    (shorter * 0.03).clamp(base, base * 2.0)
}

/// Whether two boxes (left, top, right, bottom) do not overlap (touching edges do not).
fn boxes_apart(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> bool {
    a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1
}

/// Whether the segment a–c passes through the inside of the box (left, top, right, bottom).
fn segment_meets_box(a: (f64, f64), c: (f64, f64), b: (f64, f64, f64, f64)) -> bool {
    // Clip the segment to the box's slab in x, then in y (Liang–Barsky).
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    let (dx, dy) = (c.0 - a.0, c.1 - a.1);
    for (p, q) in [
        (-dx, a.0 - b.0),
        (dx, b.2 - a.0),
        (-dy, a.1 - b.1),
        (dy, b.3 - a.1),
    ] {
        if p == 0.0 {
            if q <= 0.0 {
                return false;
            }
        } else {
            let r = q / p;
            if p < 0.0 {
                t0 = t0.max(r);
            } else {
                t1 = t1.min(r);
            }
        }
    }
    t0 < t1
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_wide_board_leaves_a_column_room_for_the_moves_as_a_list() {
        use BoardArrangement as A;
        // 360 × 640 dp less the system bars, less the column's 12 dp at each side
        let (w, h) = (336.0, 592.0);
        assert!(A::column_has_list_room(GameId::Zhongkui, w, h, 12.0));
        for tall in [GameId::Jinmen, GameId::Huishi, GameId::Weiming] {
            assert!(!A::column_has_list_room(tall, w, h, 12.0), "{tall:?}");
        }
        // a tall phone (392 × 840 dp): the square-ish boards too, not Jinmen's tall one
        assert!(A::column_has_list_room(GameId::Huishi, 368.0, 792.0, 12.0));
        assert!(!A::column_has_list_room(GameId::Jinmen, 368.0, 792.0, 12.0));
        for bad in [0.0, -1.0, f64::NAN] {
            assert!(!A::column_has_list_room(GameId::Zhongkui, bad, h, 12.0));
            assert!(!A::column_has_list_room(GameId::Zhongkui, w, bad, 12.0));
        }
    }

    #[test]
    fn the_review_board_leaves_the_list_room_on_a_small_phone() {
        // 320 × 568 pt less the navigation bar; 360 × 640 dp less the bars; a tablet
        assert!((review_board_max_height(504.0) - 181.44).abs() < 1e-9);
        assert_eq!(review_board_max_height(200.0), 140.0);
        assert_eq!(review_board_max_height(1180.0), 380.0);
        for bad in [0.0, -5.0, f64::NAN, f64::INFINITY] {
            assert_eq!(review_board_max_height(bad), 140.0);
        }
    }

    use super::*;

    fn style(lang: DisplayLanguage) -> BoardStyle {
        BoardStyle {
            perspective: Some(Side::First),
            purpose: BoardPurpose::Play,
            show_legal: true,
            labels: PointLabels::Every,
            language: lang,
        }
    }

    #[test]
    fn spoken_labels_name_the_piece_the_mark_and_the_moves() {
        let pos = Position::start(GameId::Weiming);
        let board = pos.board();
        let bl = board.find("bl").unwrap();
        let x = board.find("x").unwrap();
        let marks = BoardMarks {
            selected: Some(bl),
            targets: Bits::single(x),
            hint: Some(Arrow { from: bl, to: x }),
            ..BoardMarks::default()
        };
        let view = BoardView::new(&pos, &marks, style(DisplayLanguage::En));
        assert_eq!(
            view.points[bl.index()].spoken,
            "bl, your piece, selected, hint: move from here"
        );
        assert_eq!(
            view.points[x.index()].spoken,
            "x, empty, legal target, hint: move here"
        );
        let zh = BoardView::new(&pos, &marks, style(DisplayLanguage::Zh));
        assert_eq!(
            zh.points[x.index()].spoken,
            "x，空，可以走到这里，提示走到这里"
        );
        assert_eq!(view.spoken, "Board, First (red) to move");
        assert_eq!(view.selected(), Some(bl));
    }

    #[test]
    fn rendezvous_pieces_carry_glyphs() {
        let pos = Position::start(GameId::Huishi);
        let view = BoardView::new(&pos, &BoardMarks::default(), style(DisplayLanguage::En));
        let glyphs: Vec<_> = view
            .points
            .iter()
            .filter_map(|p| p.glyph.as_deref())
            .collect();
        assert!(glyphs.contains(&"师") && glyphs.contains(&"兵"));
        let weiming = Position::start(GameId::Weiming);
        let view = BoardView::new(&weiming, &BoardMarks::default(), style(DisplayLanguage::En));
        assert!(view.points.iter().all(|p| p.glyph.is_none()));
    }

    #[test]
    fn a_fitted_board_maps_every_point_back_to_itself() {
        for (game, turned) in GameId::ALL
            .into_iter()
            .flat_map(|g| [(g, false), (g, true)])
        {
            let fit = BoardFit::new(game, 360.0, 500.0, 12.0, 22.0).turned(turned);
            assert!(fit.width <= 360.0 + 1e-9 && fit.height <= 500.0 + 1e-9);
            for p in Board::of(game).all() {
                let (x, y) = fit.position(p);
                assert!((0.0..=360.0).contains(&x) && (0.0..=500.0).contains(&y));
                assert_eq!(fit.point_at(x + 1.0, y - 1.0), Some(p), "{game:?}");
            }
            assert_eq!(fit.point_at(f64::NAN, 1.0), None);
            assert_eq!(fit.point_at(-1000.0, -1000.0), None);
            assert!(fit.touch_radius >= 22.0);
        }
        let tiny = BoardFit::new(GameId::Jinmen, f64::NAN, -5.0, 1.0, 0.0);
        assert!(tiny.scale > 0.0);
    }

    /// A wide board asked to stretch grows down the room it is given, no more than its
    /// [`max_stretch`], its width, pieces and tap targets as before; every point still maps
    /// back to itself, its names stay on the board. A grid board and a board not asked keep
    /// their shape; a play board of a wide game asks, a picture's does not.
    #[test]
    fn a_wide_play_board_stretches_down_the_room_and_no_further() {
        assert_eq!(max_stretch(GameId::Jinmen), 1.0);
        assert_eq!(max_stretch(GameId::Huishi), 1.0);
        for game in [GameId::Zhongkui, GameId::Weiming] {
            let most = max_stretch(game);
            assert!(most > 1.0 && most <= MAX_STRETCH, "{game:?} {most}");
            // (down to a square at most)
            let (w, h) = BoardFit::smallest_size(game, 1.0, 0.0);
            assert!(h * most <= w + 1e-9, "{game:?}: {w} × {}", h * most);
            let plain = BoardFit::new(game, 360.0, 800.0, 12.0, 22.0);
            for (height, turned) in [(800.0, false), (800.0, true), (plain.height * 1.2, false)] {
                let fit =
                    BoardFit::new_stretching(game, 360.0, height, 12.0, 22.0, true).turned(turned);
                assert!(
                    fit.stretch > 1.0 && fit.stretch <= most + 1e-9,
                    "{game:?} {}",
                    fit.stretch
                );
                assert!(fit.height <= height + 1e-9 && fit.height > plain.height);
                assert_eq!(
                    (fit.width, fit.scale, fit.piece_radius),
                    (plain.width, plain.scale, plain.piece_radius)
                );
                for p in Board::of(game).all() {
                    let (x, y) = fit.position(p);
                    let top = (height - fit.height) / 2.0;
                    assert!(y > top && y < top + fit.height, "{game:?} {p:?} {y}");
                    assert_eq!(fit.point_at(x + 1.0, y - 1.0), Some(p), "{game:?}");
                }
                let names = fit.name_placements(fit.name_size(1.0));
                assert_eq!(names.len(), Board::of(game).all().count());
            }
            // where the room holds only the shape, no stretch
            let tight = BoardFit::new_stretching(game, 360.0, plain.height, 12.0, 22.0, true);
            assert_eq!(tight.stretch, 1.0);
            assert_eq!(
                BoardFit::new_stretching(game, 360.0, 800.0, 12.0, 22.0, false),
                plain
            );
            for bad in [f64::NAN, f64::INFINITY, -1.0] {
                assert_eq!(
                    BoardFit::new_stretching(game, 360.0, bad, 12.0, 22.0, true).stretch,
                    1.0
                );
            }
        }
        let grid = BoardFit::new_stretching(GameId::Jinmen, 360.0, 2000.0, 12.0, 22.0, true);
        assert_eq!(grid.stretch, 1.0);
        // who asks: a game's board of a wide game, never a picture's nor a grid's
        let play = BoardView::new(
            &Position::start(GameId::Zhongkui),
            &BoardMarks::default(),
            style(DisplayLanguage::En),
        );
        assert!(play.stretches);
        let grid = BoardView::new(
            &Position::start(GameId::Jinmen),
            &BoardMarks::default(),
            style(DisplayLanguage::En),
        );
        assert!(!grid.stretches);
        let picture = BoardView::new(
            &Position::start(GameId::Zhongkui),
            &BoardMarks::default(),
            BoardStyle {
                purpose: BoardPurpose::Picture,
                ..style(DisplayLanguage::En)
            },
        );
        assert!(!picture.stretches);
    }

    #[test]
    fn a_turned_board_is_the_half_turn_about_its_centre() {
        for game in GameId::ALL {
            let fit = BoardFit::new(game, 360.0, 500.0, 12.0, 22.0);
            let turned = fit.turned(true);
            let board = Board::of(game);
            let (cx, cy) = (180.0, 250.0);
            for p in board.all() {
                let (x, y) = fit.position(p);
                let (tx, ty) = turned.position(p);
                assert!((x + tx - 2.0 * cx).abs() < 1e-9 && (y + ty - 2.0 * cy).abs() < 1e-9);
            }
        }
        // First's pieces start at the bottom of an upright Jinmen board, at the top of
        // a turned one.
        let fit = BoardFit::new(GameId::Jinmen, 360.0, 500.0, 12.0, 22.0);
        let a1 = Board::of(GameId::Jinmen).find("a1").unwrap();
        assert!(fit.position(a1).1 > 250.0 && fit.turned(true).position(a1).1 < 250.0);
    }

    #[test]
    fn the_player_of_second_sees_the_board_turned_except_in_zhong_kui() {
        for game in GameId::ALL {
            let pos = Position::start(game);
            let view = |perspective| {
                let style = BoardStyle {
                    perspective,
                    ..style(DisplayLanguage::En)
                };
                BoardView::new(&pos, &BoardMarks::default(), style).turned
            };
            assert!(!view(Some(Side::First)) && !view(None), "{game:?}");
            assert_eq!(
                view(Some(Side::Second)),
                game != GameId::Zhongkui,
                "{game:?}"
            );
        }
    }

    /// A name's box on screen as the apps draw it, generously measured: a glyph 0.62 of the
    /// font size wide, a line 1.3 of it high, and the halo behind it a unit wider on each
    /// side (Android's is 2 px; iOS draws a halo of the text's own shape): (left, top, right,
    /// bottom).
    fn name_box(n: &NamePlacement, name: &str, font: f64) -> (f64, f64, f64, f64) {
        let (w, h) = (name.chars().count() as f64 * font * 0.62, font * 1.3);
        let (l, t) = (n.x - n.anchor_x * w, n.y - n.anchor_y * h);
        (l - 1.0, t, l + w + 1.0, t + h)
    }

    /// The distance from (`x`, `y`) to the box.
    fn to_box(x: f64, y: f64, b: (f64, f64, f64, f64)) -> f64 {
        let dx = (b.0 - x).max(0.0).max(x - b.2);
        let dy = (b.1 - y).max(0.0).max(y - b.3);
        (dx * dx + dy * dy).sqrt()
    }

    /// Whether the segment a–b passes through the box (sampled finely).
    fn crosses(a: (f64, f64), b: (f64, f64), bx: (f64, f64, f64, f64)) -> bool {
        (0..=200).any(|i| {
            let t = f64::from(i) / 200.0;
            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            x > bx.0 && x < bx.2 && y > bx.1 && y < bx.3
        })
    }

    /// Every name's box at every point, on the boards the apps fit: the phones' game screens
    /// (360 dp and 320 pt wide, with room for large text), a square and a tablet, turned or
    /// not, with the core's font size for names ([`BoardFit::name_size`]) and the apps'
    /// margin for names (12 units).
    fn every_name_box(mut check: impl FnMut(GameId, &BoardFit, &str, (f64, f64, f64, f64))) {
        for (game, turned) in GameId::ALL
            .into_iter()
            .flat_map(|g| [(g, false), (g, true)])
        {
            for (w, h) in [
                (336.0, 420.0),
                (336.0, 300.0),
                (296.0, 330.0),
                (296.0, 220.0),
                (360.0, 360.0),
                (320.0, 420.0),
                (700.0, 700.0),
                // tablets: held wide (the board beside the rest) and upright
                (960.0, 784.0),
                (568.0, 784.0),
                (784.0, 1000.0),
            ] {
                // As the apps do: fitted into the room, then into the board's own size.
                let outer = BoardFit::new(game, w, h, 12.0, 22.0);
                let fit = BoardFit::new(game, outer.width, outer.height, 12.0, 22.0).turned(turned);
                let board = Board::of(game);
                let font = fit.name_size(1.0);
                assert!(font == 0.0 || (6.0..=13.0).contains(&font), "{font}");
                let placements = fit.name_placements(font);
                assert_eq!(placements.len(), board.len());
                for n in &placements {
                    let name = board.name(n.point);
                    check(game, &fit, name, name_box(n, name, font));
                }
            }
        }
    }

    #[test]
    fn names_are_small_and_left_out_where_nobody_could_read_them() {
        // On a phone's game screen about 9 points (Weiming's close x and m make it 8.9).
        for game in GameId::ALL {
            let phone = BoardFit::new(game, 336.0, 420.0, 12.0, 22.0);
            assert!(
                (8.5..=13.0).contains(&phone.name_size(1.0)),
                "{game:?}: {} (r {})",
                phone.name_size(1.0),
                phone.piece_radius
            );
            // Android's pixels at 2.625 px a dp: the same size in dp.
            let px = BoardFit::new(game, 336.0 * 2.625, 420.0 * 2.625, 31.5, 57.75);
            assert!((phone.name_size(1.0) - px.name_size(2.625) / 2.625).abs() < 1e-6);
            let tiny = BoardFit::new(game, 60.0, 60.0, 2.0, 22.0);
            assert_eq!(tiny.name_size(1.0), 0.0, "{game:?}");
        }
    }

    /// A grid's files and ranks stand on its edge (by default, and where the points' names
    /// are too small to read, as Jinmen's on the smallest phone): each once, in the margin
    /// beyond every piece's reach, files in a row under the board and ranks in a column
    /// beside it, lined up with their points, turned boards too, on the smallest phone's
    /// board and on a phone's; never on Weiming's and Zhong Kui's boards, whose points have
    /// no files.
    #[test]
    fn a_grid_board_shows_its_files_and_ranks_on_its_edge() {
        for game in GameId::ALL {
            assert_eq!(
                has_coordinates(game),
                matches!(game, GameId::Jinmen | GameId::Huishi)
            );
            for ((w, h), turned) in [(296.0, 220.0), (336.0, 420.0)]
                .into_iter()
                .flat_map(|size| [(size, false), (size, true)])
            {
                let outer = BoardFit::new(game, w, h, 14.0, 22.0);
                let fit = BoardFit::new(game, outer.width, outer.height, 14.0, 22.0).turned(turned);
                let edge = fit.edge_labels(1.0);
                let grid = matches!(game, GameId::Jinmen | GameId::Huishi);
                if !grid {
                    assert_eq!(edge, EdgeLabels::default(), "{game:?}");
                    continue;
                }
                let (files, ranks) = match game {
                    GameId::Jinmen => (5, 7),
                    _ => (5, 5),
                };
                assert_eq!(edge.labels.len(), files + ranks, "{game:?}");
                assert!(
                    (6.0..=EDGE_LABEL_LARGEST_POINTS).contains(&edge.size),
                    "{game:?}: {}",
                    edge.size
                );
                let board = Board::of(game);
                let reach = fit.piece_radius * PIECE_REACH_RADII;
                for l in &edge.labels {
                    // clear of every piece, inside the board's rectangle
                    let half = edge.size * 0.6;
                    for q in board.all() {
                        let (x, y) = fit.position(q);
                        let d = ((l.x - x).abs() - half).max((l.y - y).abs() - half);
                        assert!(
                            d >= reach - 1e-6,
                            "{game:?} {}: on the piece at {}",
                            l.text,
                            board.name(q)
                        );
                    }
                    assert!(l.x > 0.0 && l.y > 0.0 && l.x < fit.width && l.y < fit.height);
                    // lined up with the points it names
                    let named = board.all().filter(|&q| {
                        let (f, r) = file_and_rank(board.name(q)).unwrap();
                        f.to_string() == l.text || r == l.text
                    });
                    assert!(named.into_iter().any(|q| {
                        let (x, y) = fit.position(q);
                        (x - l.x).abs() < 1e-6 || (y - l.y).abs() < 1e-6
                    }));
                }
                // the a-file at the left unless turned
                let a = edge.labels.iter().find(|l| l.text == "a").unwrap();
                let e = edge.labels.iter().find(|l| l.text == "e").unwrap();
                assert_eq!(a.x < e.x, !turned, "{game:?}");
            }
        }
        // the smallest phone's Jinmen board is the one that needs them
        let outer = BoardFit::new(GameId::Jinmen, 296.0, 220.0, 14.0, 22.0);
        assert_eq!(outer.name_size(1.0), 0.0);
    }

    /// The arrow runs from beside the first point to short of the last, along the line
    /// between them, its head wider than its shaft; none from a point to itself.
    #[test]
    fn an_arrow_runs_between_its_points_bold() {
        for game in GameId::ALL {
            let fit = BoardFit::new(game, 360.0, 420.0, 12.0, 22.0);
            let board = Board::of(game);
            let (a, b) = (Point(0), Point((board.len() - 1) as u8));
            let arrow = fit.arrow(a, b).unwrap();
            let ((ax, ay), (bx, by)) = (fit.position(a), fit.position(b));
            let along = |x: f64, y: f64| {
                ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax).hypot(by - ay)).powi(2)
            };
            let start = along(arrow.shaft_start_x, arrow.shaft_start_y);
            let end = along(arrow.shaft_end_x, arrow.shaft_end_y);
            let tip = along(arrow.tip_x, arrow.tip_y);
            assert!(
                0.0 < start && start < end && end < tip && tip < 1.0,
                "{game:?}"
            );
            let head = (arrow.left_x - arrow.right_x).hypot(arrow.left_y - arrow.right_y);
            assert!(head > arrow.width * 2.0, "{game:?}");
            assert!(arrow.width >= fit.piece_radius * 0.4 - 1e-9);
            assert!(fit.arrow(a, a).is_none());
        }
    }

    /// A last move's mark: a square centred on its point, a little wider than a piece, and a
    /// bracket in each of its corners — two arms at right angles meeting at the corner, inside
    /// the square, reaching about a quarter of the way along each side (a mark, not a rim).
    #[test]
    fn a_tablets_chrome_grows_with_its_shorter_side_and_a_phones_never() {
        // Phones, upright and turned, the largest included.
        for (w, h) in [
            (320.0, 568.0),
            (360.0, 640.0),
            (430.0, 932.0),
            (932.0, 430.0),
        ] {
            assert_eq!(chrome_scale(w, h), 1.0, "{w}×{h}");
        }
        // Tablets: an 800 dp Android tablet either way round, an iPad Air, the largest.
        assert!((chrome_scale(800.0, 1280.0) - 1.25).abs() < 1e-9);
        assert_eq!(chrome_scale(1280.0, 800.0), chrome_scale(800.0, 1280.0));
        assert!((chrome_scale(820.0, 1180.0) - 1.281_25).abs() < 1e-9);
        assert_eq!(chrome_scale(1366.0, 1024.0), CHROME_SCALE_MAX);
        // Nonsense sizes change nothing.
        for (w, h) in [
            (f64::NAN, 800.0),
            (0.0, 900.0),
            (-5.0, 900.0),
            (f64::INFINITY, f64::INFINITY),
        ] {
            assert_eq!(chrome_scale(w, h), 1.0);
        }
    }

    #[test]
    fn a_refused_moves_cross_sits_on_the_pieces_shoulder_or_on_the_empty_point() {
        let fit = BoardFit::new(GameId::Jinmen, 360.0, 420.0, 12.0, 22.0);
        let p = Point(7);
        let (x, y) = fit.position(p);
        let r = fit.piece_radius;
        // On a piece: up and to the right, its centre on the piece's rim, smaller than it.
        let on = fit.refused_mark(p, true);
        assert!(on.center_x > x && on.center_y < y);
        let d = ((on.center_x - x).powi(2) + (on.center_y - y).powi(2)).sqrt();
        assert!((d - r).abs() < 1e-9 && on.radius < r * 0.6);
        // On an empty point: on the point itself.
        let off = fit.refused_mark(p, false);
        assert_eq!((off.center_x, off.center_y), (x, y));
        for m in [on, off] {
            assert_eq!(m.strokes.len(), 2, "a cross");
            for s in &m.strokes {
                let [ax, ay, bx, by] = s[..] else {
                    panic!("a stroke is two points: {s:?}")
                };
                for (px, py) in [(ax, ay), (bx, by)] {
                    let d = ((px - m.center_x).powi(2) + (py - m.center_y).powi(2)).sqrt();
                    assert!(d + m.width / 2.0 < m.radius, "inside its disc");
                }
            }
        }
    }

    #[test]
    fn a_last_moves_mark_is_a_square_with_a_bracket_in_each_corner() {
        let fit = BoardFit::new(GameId::Jinmen, 360.0, 420.0, 12.0, 22.0);
        let p = Point(7);
        let m = fit.last_move_mark(p);
        let (x, y) = fit.position(p);
        let r = fit.piece_radius;
        assert_eq!((m.center_x, m.center_y), (x, y));
        assert!(m.half > r && m.half < r * 1.3 && m.width > 0.0);
        assert_eq!(m.brackets.len(), 4);
        let mut corners = Vec::new();
        for b in &m.brackets {
            let [ax, ay, ex, ey, zx, zy] = b[..] else {
                panic!("a bracket is three points: {b:?}")
            };
            for (px, py) in [(ax, ay), (ex, ey), (zx, zy)] {
                assert!(
                    (px - x).abs() <= m.half && (py - y).abs() <= m.half,
                    "inside the square"
                );
            }
            // One arm across, one up or down, from the elbow in the corner.
            assert!(ay == ey && ex == zx);
            let (across, along) = ((ax - ex).abs(), (zy - ey).abs());
            assert!(across == along && across >= m.half * 0.4 && across <= m.half * 0.6);
            assert!((ex - x).abs() > m.half * 0.9 && (ey - y).abs() > m.half * 0.9);
            corners.push(((ex - x).signum(), (ey - y).signum()));
        }
        corners.sort_by(|a, b| a.partial_cmp(b).unwrap());
        assert_eq!(
            corners,
            [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)],
            "one per corner"
        );
        // The free function is the same mark wherever it is put.
        assert_eq!(last_move_mark(x, y, r), m);
    }

    /// A phone's board keeps the platform's room and coordinates of at most 11; a tablet's
    /// board gets more room and larger coordinates, within their caps.
    #[test]
    fn a_tablets_board_has_room_for_larger_coordinates() {
        assert_eq!(board_margin(12.0, 360.0, 640.0), 12.0);
        assert_eq!(board_margin(12.0, 800.0, 1200.0), 24.0);
        assert_eq!(board_margin(12.0, 700.0, 600.0), 18.0);
        assert_eq!(board_margin(14.0, f64::NAN, 600.0), 14.0);
        assert_eq!(board_margin(f64::NAN, 0.0, 600.0), 0.0);
        let edge = |w: f64, h: f64| {
            let margin = board_margin(12.0, w, h);
            BoardFit::new(GameId::Jinmen, w, h, margin, 24.0).edge_labels(1.0)
        };
        let phone = edge(336.0, 460.0);
        let tablet = edge(776.0, 1100.0);
        assert!(phone.size > 0.0 && phone.size <= EDGE_LABEL_MAX_POINTS);
        assert!(
            tablet.size > EDGE_LABEL_MAX_POINTS + 2.0 && tablet.size <= EDGE_LABEL_LARGEST_POINTS,
            "{}",
            tablet.size
        );
    }

    #[test]
    fn no_two_names_overlap() {
        // Per board (game, turned, size): each name and its box.
        type NameBoxes = Vec<(String, (f64, f64, f64, f64))>;
        let mut boards: Vec<((GameId, bool, u64, u64), NameBoxes)> = Vec::new();
        every_name_box(|game, fit, name, b| {
            let key = (game, fit.turned, fit.width.to_bits(), fit.height.to_bits());
            match boards.iter_mut().find(|(k, _)| *k == key) {
                // (two rooms may fit the same board: once is enough)
                Some((_, names)) if names.iter().any(|(n, _)| n == name) => {}
                Some((_, names)) => names.push((name.to_string(), b)),
                None => boards.push((key, vec![(name.to_string(), b)])),
            }
        });
        assert!(boards.len() >= 4 * 2 * 5, "{}", boards.len());
        for ((game, turned, w, _), names) in &boards {
            for (i, (a, ab)) in names.iter().enumerate() {
                for (b, bb) in &names[i + 1..] {
                    let apart = ab.2 <= bb.0 || bb.2 <= ab.0 || ab.3 <= bb.1 || bb.3 <= ab.1;
                    assert!(
                        apart,
                        "{game:?} {:.0} wide{}: {a} and {b} overlap",
                        f64::from_bits(*w),
                        if *turned { ", turned" } else { "" }
                    );
                }
            }
        }
    }

    #[test]
    fn every_name_keeps_clear_of_every_piece() {
        // Clear of the circle each piece's shape stays within, at every point (the name's
        // own and its neighbours'), by a gap.
        every_name_box(|game, fit, name, b| {
            let board = Board::of(game);
            let piece = fit.piece_radius * PIECE_REACH_RADII;
            for q in board.all() {
                let (qx, qy) = fit.position(q);
                let d = to_box(qx, qy, b);
                assert!(
                    d >= piece + 0.5,
                    "{game:?} {:.0}x{:.0}: {name} comes within {:.1} of the piece on {} \
                     (its shape reaches {piece:.1})",
                    fit.width,
                    fit.height,
                    d,
                    board.name(q),
                );
            }
        });
    }

    #[test]
    fn names_stay_off_lines_and_inside_the_board() {
        every_name_box(|game, fit, name, b| {
            let board = Board::of(game);
            for (a, c) in board.adjacent_pairs() {
                assert!(
                    !crosses(fit.position(a), fit.position(c), b),
                    "{game:?}: {name} lies on the line {}-{}",
                    board.name(a),
                    board.name(c)
                );
            }
            // Nor on the well's square or the shared home's diamond (but their own point's).
            let r = fit.piece_radius;
            let marks = [
                (
                    board.well(),
                    [(-1.22, -1.22), (1.22, -1.22), (1.22, 1.22), (-1.22, 1.22)],
                ),
                (
                    board.shared_home(),
                    [(0.0, -1.42), (1.42, 0.0), (0.0, 1.42), (-1.42, 0.0)],
                ),
            ];
            for (mark, corners) in marks {
                let Some(m) = mark.filter(|&m| board.name(m) != name) else {
                    continue;
                };
                let (x, y) = fit.position(m);
                for i in 0..4 {
                    let (a, c) = (corners[i], corners[(i + 1) % 4]);
                    let (a, c) = ((x + a.0 * r, y + a.1 * r), (x + c.0 * r, y + c.1 * r));
                    assert!(
                        !crosses(a, c, b),
                        "{game:?}: {name} lies on the mark of {}",
                        board.name(m)
                    );
                }
            }
            assert!(
                b.0 >= 0.0 && b.1 >= 0.0 && b.2 <= fit.width && b.3 <= fit.height,
                "{game:?} {:.0}x{:.0}: {name} leaves the board's rectangle: {b:?}",
                fit.width,
                fit.height
            );
        });
    }

    #[test]
    fn at_most_three_cues_in_play_one_per_point() {
        let pos = Position::start(GameId::Weiming);
        let board = pos.board();
        let (bl, x, tm) = (
            board.find("bl").unwrap(),
            board.find("x").unwrap(),
            board.find("tm").unwrap(),
        );
        let mut marks = BoardMarks {
            selected: Some(bl),
            targets: Bits::single(x),
            movable: {
                let mut m = Bits::single(bl);
                m.insert(tm);
                m
            },
            last_move: Some(Arrow { from: tm, to: bl }),
            ..BoardMarks::default()
        };
        let cues = |m: &BoardMarks, purpose| {
            let style = BoardStyle {
                purpose,
                ..style(DisplayLanguage::En)
            };
            BoardView::new(&pos, m, style)
                .points
                .iter()
                .map(|p| (board.name(p.index), p.cue))
                .filter(|(_, c)| *c != PointCue::None)
                .collect::<std::collections::BTreeMap<_, _>>()
                .into_iter()
                .collect::<Vec<_>>()
        };
        // The selected piece the last move reached wears one ring, not two; a movable
        // piece wears none.
        assert_eq!(
            cues(&marks, BoardPurpose::Play),
            [
                ("bl", PointCue::Selected),
                ("tm", PointCue::LastMove),
                ("x", PointCue::Target)
            ]
        );
        // A hint takes the last move's place in a game, stands beside it in a review.
        marks.hint = Some(Arrow { from: bl, to: x });
        assert_eq!(
            cues(&marks, BoardPurpose::Play),
            [("bl", PointCue::Selected), ("x", PointCue::Target)]
        );
        let review = BoardMarks {
            last_move: Some(Arrow { from: tm, to: bl }),
            hint: Some(Arrow { from: bl, to: x }),
            ..BoardMarks::default()
        };
        assert_eq!(
            cues(&review, BoardPurpose::Review),
            [("bl", PointCue::LastMove), ("tm", PointCue::LastMove)]
        );
        // The spoken words keep what is not drawn.
        let view = BoardView::new(&pos, &marks, style(DisplayLanguage::En));
        assert!(view.points[tm.index()].spoken.contains("can move"));
    }
}

#[cfg(test)]
mod target_tests {
    use super::*;

    /// A window taller than wide keeps the column; a wider one (a phone turned, a tablet or
    /// a foldable held wide) puts the board beside a panel of at least the least width, the
    /// board as tall as the window where the width allows it and never wider than it leaves
    /// — where that board is the larger.
    #[test]
    fn a_wide_window_puts_the_board_beside_the_rest_where_that_board_is_larger() {
        let mut column_kept = Vec::new();
        for game in GameId::ALL {
            for (w, h) in [
                (360.0, 640.0),
                (320.0, 568.0),
                (800.0, 1280.0),
                (700.0, 700.0),
            ] {
                assert_eq!(
                    BoardArrangement::of(game, w, h, 12.0),
                    BoardArrangement::Column
                );
            }
            for (w, h) in [
                (640.0, 360.0),
                (568.0, 320.0),
                (544.0, 276.0),
                (1280.0, 800.0),
                (1366.0, 1024.0),
            ] {
                let column = BoardFit::new(game, w, h - COLUMN_CHROME, 12.0, 0.0).scale;
                let BoardArrangement::Beside {
                    board_width,
                    panel_width,
                } = BoardArrangement::of(game, w, h, 12.0)
                else {
                    column_kept.push((game, w));
                    assert!(h > COLUMN_CHROME, "{game} {w}×{h}");
                    let beside = BoardFit::new(game, w - SIDE_PANEL_MIN, h, 12.0, 0.0).scale;
                    assert!(column >= beside, "{game} {w}×{h}");
                    continue;
                };
                assert!((board_width + panel_width - w).abs() < 1e-9);
                assert!(
                    panel_width >= SIDE_PANEL_MIN - 1e-9,
                    "{game} {w}×{h}: {panel_width}"
                );
                let fit = BoardFit::new(game, board_width, h, 12.0, 0.0);
                assert!(fit.height <= h + 1e-9 && fit.width <= board_width + 1e-9);
                assert!(h <= COLUMN_CHROME || fit.scale > column, "{game} {w}×{h}");
                // the board takes the window's height, or all the width the panel leaves
                let fills = (fit.height - h).abs() < 1e-6
                    || (board_width - (w - SIDE_PANEL_MIN)).abs() < 1e-6;
                assert!(fills, "{game} {w}×{h}: {fit:?}");
            }
        }
        // every phone turned puts every board beside; only Zhong Kui's wide board keeps the
        // column on a tablet held wide
        assert_eq!(
            column_kept,
            [(GameId::Zhongkui, 1280.0), (GameId::Zhongkui, 1366.0)]
        );
        for (w, h) in [(f64::NAN, 300.0), (-1.0, 5.0), (900.0, 0.0), (250.0, 100.0)] {
            assert_eq!(
                BoardArrangement::of(GameId::Jinmen, w, h, 12.0),
                BoardArrangement::Column
            );
        }
    }

    /// Every board, given its smallest size, has its closest points exactly the target
    /// apart. On the phones the apps support, with their board padding and room for point
    /// names (Android from 360 dp, less 24, 12 dp margins, 48 dp targets; iOS 17 from 375 pt,
    /// the iPhone SE, less 24, 14 pt margins, 44 pt targets) every board fits at that size
    /// but Weiming's on a 360 dp phone: its x and m are half a column apart, and the width
    /// holds them 44 dp apart (48 from 392 dp phones on).
    #[test]
    fn every_board_keeps_a_fingers_target_on_each_point_on_the_smallest_phones() {
        let mut short = Vec::new();
        for game in GameId::ALL {
            for (gap, margin, phones) in [
                (48.0, 12.0, [360.0, 392.0, 412.0]),
                (44.0, 14.0, [375.0, 390.0, 430.0]),
            ] {
                let (w, h) = BoardFit::smallest_size(game, gap, margin);
                let fit = BoardFit::new(game, w, h, margin, 0.0);
                let spacing = Board::of(game).min_spacing() * fit.scale;
                assert!((spacing - gap).abs() < 1e-6, "{game}: {spacing}");
                assert!((fit.width - w).abs() < 1e-6 && (fit.height - h).abs() < 1e-6);
                for phone in phones {
                    let room = phone - 24.0;
                    if w > room {
                        let fit = BoardFit::new(game, room, 10_000.0, margin, 0.0);
                        let got = Board::of(game).min_spacing() * fit.scale;
                        short.push((game, phone, got.floor()));
                    }
                }
            }
        }
        assert_eq!(short, [(GameId::Weiming, 360.0, 44.0)]);
        assert_eq!(
            BoardFit::smallest_size(GameId::Weiming, f64::NAN, -1.0).0,
            0.0
        );
    }
}
