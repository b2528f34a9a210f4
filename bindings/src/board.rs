//! The board as screens draw it (the core's `BoardView`), the display language, and the
//! geometry that fits a board into a rectangle of the screen and maps taps to points.

use crate::error::{guard, FfiResult};
use crate::settings::LanguageSetting;
use crate::types::{index_of, GameKind, PieceInfo};
use folkchess_core::screens::board_view as core;
use folkchess_core::{GameId, Point};

/// The language a screen is shown in: the settings' choice with "System" resolved
/// ([`display_language`]). One type from the core to every screen.
pub use folkchess_core::text::catalogue::DisplayLanguage;

// The core's own (component `folkchess_core`).
pub use folkchess_core::screens::board_view::{
    Arrow, BoardFit, NamePlacement, PointCue, PointMark,
};

/// The display language of a language setting: "System" follows the phone's first
/// preferred language (`preferred`, most preferred first, as the platform lists them:
/// `zh-Hans-CN`, `zh-Hant-TW`, `en-GB`, `zh_TW`): Traditional Chinese for zh-Hant, zh-TW,
/// zh-HK and zh-MO, Simplified for the other Chinese locales, English otherwise.
#[uniffi::export]
pub fn display_language(setting: LanguageSetting, preferred: Vec<String>) -> DisplayLanguage {
    DisplayLanguage::resolve(setting, &preferred)
}

/// A piece just captured, drawn fading out; `id` is new for every capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct FadingPiece {
    /// The point it stood on.
    pub point: i32,
    /// The piece.
    pub piece: PieceInfo,
    /// Restarts the animation when it changes.
    pub id: i64,
}

/// One point of a board view.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PointView {
    /// The point's index (as in `BoardLayout.points`).
    pub index: i32,
    /// Its name (`b2`).
    pub name: String,
    /// The piece on it.
    pub piece: Option<PieceInfo>,
    /// The character written on the piece (Rendezvous: 师, 兵).
    pub glyph: Option<String>,
    /// Its mark (selected, a target, movable: spoken, not all drawn).
    pub mark: PointMark,
    /// The one cue drawn on it (the core decides: at most three kinds during play, one per
    /// point).
    pub cue: PointCue,
    /// Highlighted from the rules text.
    pub highlighted: bool,
    /// What a screen reader says of it.
    pub spoken: String,
}

/// A board as a screen draws it; the layout (coordinates, lines, roles) is `boardLayout`.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BoardView {
    /// Which game.
    pub game: GameKind,
    /// Every point in index order.
    pub points: Vec<PointView>,
    /// The last move (a game) or the move played (a review).
    pub last_move: Option<Arrow>,
    /// The hint (a game) or the best move (a review).
    pub hint: Option<Arrow>,
    /// Captured pieces fading out.
    pub fading: Vec<FadingPiece>,
    /// Whether point names are written.
    pub show_names: bool,
    /// What a screen reader says of the board as a whole.
    pub spoken: String,
    /// The character written in the well (Rendezvous: 井), if the board has one.
    pub well_glyph: Option<String>,
    /// Whether the board is drawn turned half a turn (the player of Second sits at First's
    /// edge): pass it to `fitBoard`.
    pub turned: bool,
}

/// The API record of a core board view.
pub(crate) fn board_view(v: core::BoardView) -> BoardView {
    let board = folkchess_core::Board::of(v.game);
    BoardView {
        game: v.game,
        points: v
            .points
            .into_iter()
            .map(|p| PointView {
                index: index_of(p.point),
                name: board.name(p.point).to_string(),
                piece: p.piece.map(PieceInfo::from),
                glyph: p.glyph.map(str::to_string),
                mark: p.mark,
                cue: p.cue,
                highlighted: p.highlighted,
                spoken: p.spoken,
            })
            .collect(),
        last_move: v.last_move,
        hint: v.hint,
        fading: v
            .fading
            .into_iter()
            .map(|f| FadingPiece {
                point: index_of(f.point),
                piece: f.piece.into(),
                id: i64::try_from(f.id).unwrap_or(i64::MAX),
            })
            .collect(),
        show_names: v.show_names,
        spoken: v.spoken,
        well_glyph: v.well_glyph.map(str::to_string),
        turned: v.turned,
    }
}

/// Fits `game`'s board into `width` × `height` screen units, centred, with room for the
/// marks and `margin` (for point names) around it; taps find a point within at least
/// `min_touch_radius` (e.g. 22 pt, half of a 44 pt target); `turned` (the board view's
/// `turned`) draws it half a turn about its centre. Bad sizes (negative, NaN) count as
/// zero.
#[uniffi::export]
pub fn fit_board(
    game: GameKind,
    width: f64,
    height: f64,
    margin: f64,
    min_touch_radius: f64,
    turned: bool,
) -> BoardFit {
    core::BoardFit::new(game, width, height, margin, min_touch_radius).turned(turned)
}

/// A screen position of a point.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct ScreenPoint {
    /// x on screen.
    pub x: f64,
    /// y on screen.
    pub y: f64,
}

/// Where every point of the fitted board appears on screen, in index order.
#[uniffi::export]
pub fn board_positions(fit: BoardFit) -> Vec<ScreenPoint> {
    let f = fit;
    let game: GameId = fit.game;
    folkchess_core::Board::of(game)
        .all()
        .map(|p| {
            let (x, y) = f.position(p);
            ScreenPoint { x, y }
        })
        .collect()
}

/// Where each point's name goes on the screen of `fit`, in point order.
#[uniffi::export]
pub fn board_name_placements(fit: BoardFit) -> Vec<NamePlacement> {
    fit.name_placements()
}

/// The point under a tap at (`x`, `y`) on the screen of `fit`, if one is within its
/// touch radius; none for a tap far from every point or non-finite coordinates.
#[uniffi::export]
pub fn point_at(fit: BoardFit, x: f64, y: f64) -> FfiResult<Option<i32>> {
    guard(|| Ok(fit.point_at(x, y).map(|p: Point| index_of(p))))
}
