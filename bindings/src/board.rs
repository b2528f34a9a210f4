//! The board as screens draw it (the core's `BoardView`), the display language, and the
//! geometry that fits a board into a rectangle of the screen and maps taps to points.

use crate::error::{guard, FfiResult, FolkChessError};
use crate::settings::LanguageSetting;
use crate::types::{index_of, point_in, GameKind};
use folkchess_core::screens::board_view as core;
use folkchess_core::{GameId, Point};

/// The language a screen is shown in: the settings' choice with "System" resolved
/// ([`display_language`]). One type from the core to every screen.
pub use folkchess_core::text::catalogue::DisplayLanguage;

// The core's own (component `folkchess_core`).
pub use folkchess_core::screens::board_view::{
    Arrow, ArrowShape, BoardArrangement, BoardFit, BoardView, EdgeLabels, FadingPiece,
    LastMoveMark, NamePlacement, PointCue, PointMark, PointView, RefusedMark,
};

/// The display language of a language setting: "System" follows the phone's first
/// preferred language (`preferred`, most preferred first, as the platform lists them:
/// `zh-Hans-CN`, `zh-Hant-TW`, `en-GB`, `zh_TW`): Traditional Chinese for zh-Hant, zh-TW,
/// zh-HK and zh-MO, Simplified for the other Chinese locales, English otherwise.
#[uniffi::export]
pub fn display_language(setting: LanguageSetting, preferred: Vec<String>) -> DisplayLanguage {
    DisplayLanguage::resolve(setting, &preferred)
}

/// Fits `game`'s board into `width` × `height` screen units, centred, with room for the
/// marks and `margin` (for point names) around it; taps find a point within at least
/// `min_touch_radius` (e.g. 22 pt, half of a 44 pt target); `turned` (the board view's
/// `turned`) draws it half a turn about its centre; `stretches` (the board view's
/// `stretches`: a play board of a wide game) draws it as tall as the rectangle allows, up to
/// [`board_max_stretch`] times its shape. Bad sizes (negative, NaN) count as zero.
#[uniffi::export]
pub fn fit_board(
    game: GameKind,
    width: f64,
    height: f64,
    margin: f64,
    min_touch_radius: f64,
    turned: bool,
    stretches: bool,
) -> BoardFit {
    core::BoardFit::new_stretching(game, width, height, margin, min_touch_radius, stretches)
        .turned(turned)
}

/// The least height of the moves as a list under a column's board (screen units): where a
/// column has room for the list, a stretching board leaves it at least this much.
#[uniffi::export]
pub fn column_list_min() -> f64 {
    core::COLUMN_LIST_MIN
}

/// How much taller than its shape `game`'s board may be drawn where its view stretches (a
/// play screen's column gives a wide board up to this much more height): 1 for a grid board.
#[uniffi::export]
pub fn board_max_stretch(game: GameKind) -> f64 {
    core::max_stretch(game)
}

/// A board's size on screen.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct BoardSize {
    /// Width, margins included.
    pub width: f64,
    /// Height, margins included.
    pub height: f64,
}

/// The smallest size at which `game`'s board, with `margin` around it as [`fit_board`] fits
/// it, keeps its two closest points `min_gap` apart: a finger's target on every point (48
/// dp on Android, 44 pt on iOS). A screen gives the board at least this (or its whole width,
/// where that is less) and scrolls what else it shows. Bad sizes count as zero.
#[uniffi::export]
pub fn board_min_size(game: GameKind, min_gap: f64, margin: f64) -> BoardSize {
    let (width, height) = core::BoardFit::smallest_size(game, min_gap, margin);
    BoardSize { width, height }
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

/// Where each point's name goes on the screen of `fit`, in point order, written in `font`
/// ([`board_name_size`]): clear of every piece, line and other name.
#[uniffi::export]
pub fn board_name_placements(fit: BoardFit, font: f64) -> Vec<NamePlacement> {
    fit.name_placements(font)
}

/// The font size of the points' names on the screen of `fit`, where `unit` screen units make
/// a point (iOS: 1) or a dp (Android: the density): small, and never so large that a name
/// would touch a piece; 0 (no names) on a board too small for names anybody could read.
#[uniffi::export]
pub fn board_name_size(fit: BoardFit, unit: f64) -> f64 {
    fit.name_size(unit)
}

/// The files and ranks to write on the edge of the screen of `fit` (`unit` as for
/// [`board_name_size`]) where the points' own names are too small to read: a grid board on
/// the smallest phones; none otherwise.
#[uniffi::export]
pub fn board_edge_labels(fit: BoardFit, unit: f64) -> EdgeLabels {
    fit.edge_labels(unit)
}

/// The arrow from point `from` to point `to` (indexes) on the screen of `fit`, as both apps draw
/// the hint and the review's best move; none from a point to itself. A bad index is an
/// `InvalidInput` naming it.
#[uniffi::export]
pub fn board_arrow(fit: BoardFit, from: i32, to: i32) -> FfiResult<Option<ArrowShape>> {
    guard(|| {
        let game: GameId = fit.game;
        let (from, to) = (point_in(game, from)?, point_in(game, to)?);
        Ok(fit.arrow(from, to))
    })
}

/// The last move's mark (a tinted square and four corner brackets) on point `point` of the
/// screen of `fit`, as both apps draw the last move and the review's move played. A bad index
/// is an `InvalidInput` naming it.
#[uniffi::export]
pub fn board_last_move_mark(fit: BoardFit, point: i32) -> FfiResult<LastMoveMark> {
    guard(|| {
        let game: GameId = fit.game;
        Ok(fit.last_move_mark(point_in(game, point)?))
    })
}

/// A refused move's mark (a disc with a cross) on point `point` of the screen of `fit`: on
/// the piece's shoulder when `occupied` (the point still holds the refused move's piece),
/// else on the point. A bad index is an `InvalidInput` naming it.
#[uniffi::export]
pub fn board_refused_mark(fit: BoardFit, point: i32, occupied: bool) -> FfiResult<RefusedMark> {
    guard(|| {
        let game: GameId = fit.game;
        Ok(fit.refused_mark(point_in(game, point)?, occupied))
    })
}

/// The last move's mark centred at (`x`, `y`) for pieces of radius `piece_radius`: the
/// legends' small copies of the board's mark. Non-finite numbers are an `InvalidInput`.
#[uniffi::export]
pub fn last_move_mark(x: f64, y: f64, piece_radius: f64) -> FfiResult<LastMoveMark> {
    guard(|| {
        if !(x.is_finite() && y.is_finite() && piece_radius.is_finite() && piece_radius > 0.0) {
            return Err(FolkChessError::InvalidInput {
                reason: format!("a last move's mark needs finite numbers and a positive radius, not ({x}, {y}) and {piece_radius}"),
            });
        }
        Ok(core::last_move_mark(x, y, piece_radius))
    })
}

/// The room around a board drawn in a `width` × `height` box, from the platform's room for
/// labels on a phone (`base`): more on a tablet (3 % of the shorter side, at most twice `base`)
/// so that the coordinates on its edge can grow with it. Non-finite sizes give `base`.
#[uniffi::export]
pub fn board_margin(base: f64, width: f64, height: f64) -> f64 {
    core::board_margin(base, width, height)
}

/// The point under a tap at (`x`, `y`) on the screen of `fit`, if one is within its
/// touch radius; none for a tap far from every point or non-finite coordinates.
#[uniffi::export]
pub fn point_at(fit: BoardFit, x: f64, y: f64) -> FfiResult<Option<i32>> {
    guard(|| Ok(fit.point_at(x, y).map(|p: Point| index_of(p))))
}

/// The widest a screen of lists and text gets on a tablet or a foldable, centred, in dp / pt:
/// lines a reader can follow (tables and reviews take the whole window).
#[uniffi::export]
pub fn reading_width() -> f64 {
    core::READING_WIDTH
}

/// How much larger than on a phone a window `width` × `height` dp / pt large draws its chrome
/// (words, buttons, bars): 1 on every phone, growing with a tablet's shorter side up to 1.35.
/// Sizes that are not positive finite numbers give 1.
#[uniffi::export]
pub fn chrome_scale(width: f64, height: f64) -> f64 {
    core::chrome_scale(width, height)
}

/// The review board's largest height in a column whose room under the top bar is
/// `room_height` dp / pt tall: the chart, the move's sentence and several rows of the list
/// keep room under it on a small phone.
#[uniffi::export]
pub fn review_board_max_height(room_height: f64) -> f64 {
    core::review_board_max_height(room_height)
}

/// How a screen with a board uses a window `width` × `height` screen units large (the room
/// it has, system bars excluded), the board drawn with `margin` around it: one column, or
/// the board beside a panel of the rest (a phone turned, a tablet or a foldable held wide),
/// as the core decides for both apps. Bad sizes give a column.
#[uniffi::export]
pub fn board_arrangement(game: GameKind, width: f64, height: f64, margin: f64) -> BoardArrangement {
    core::BoardArrangement::of(game, width, height, margin)
}

/// Whether a column in a window `width` × `height` screen units large (its board as wide as
/// the window, drawn with `margin` around it) has room under the board for the moves as a
/// list rather than a strip: the board then sits under the top bar and the height it leaves
/// goes to the list. Bad sizes give false.
#[uniffi::export]
pub fn column_has_list_room(game: GameKind, width: f64, height: f64, margin: f64) -> bool {
    core::BoardArrangement::column_has_list_room(game, width, height, margin)
}

/// A small picture of `game`'s position given as position text — a puzzle row's or a practice
/// row's `position` — for the rows on screen: no names, no marks, the side to move at the
/// bottom. Text that is not a position of `game` is an `InvalidInput` error naming why.
#[uniffi::export]
pub fn thumbnail_board(game: GameKind, position: String) -> FfiResult<BoardView> {
    guard(|| {
        folkchess_core::screens::lists::thumbnail_board(game, &position)
            .map_err(|e| FolkChessError::invalid(format!("not a position of {game}: {e}")))
    })
}
