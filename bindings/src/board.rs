//! The board as screens draw it (the core's `BoardView`), the display language, and the
//! geometry that fits a board into a rectangle of the screen and maps taps to points.

use crate::error::{guard, FfiResult};
use crate::settings::LanguageSetting;
use crate::types::{index_of, GameKind, PieceInfo};
use folkchess_core::files::settings::LanguagePref;
use folkchess_core::screens::board_view as core;
use folkchess_core::text::catalogue::DisplayLanguage as CoreDisplayLanguage;
use folkchess_core::{GameId, Point};

/// The language a screen is shown in: the settings' choice with "System" resolved
/// ([`display_language`]). One type from the core to every screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum DisplayLanguage {
    /// 简体中文 (Simplified).
    Zh,
    /// 繁體中文 (Traditional, as read in Taiwan).
    ZhHant,
    /// English.
    En,
    /// Simplified Chinese with English alongside.
    Both,
    /// Traditional Chinese with English alongside.
    BothHant,
}

impl From<DisplayLanguage> for CoreDisplayLanguage {
    fn from(l: DisplayLanguage) -> Self {
        match l {
            DisplayLanguage::Zh => CoreDisplayLanguage::Zh,
            DisplayLanguage::ZhHant => CoreDisplayLanguage::ZhHant,
            DisplayLanguage::En => CoreDisplayLanguage::En,
            DisplayLanguage::Both => CoreDisplayLanguage::Both,
            DisplayLanguage::BothHant => CoreDisplayLanguage::BothHant,
        }
    }
}

impl From<CoreDisplayLanguage> for DisplayLanguage {
    fn from(l: CoreDisplayLanguage) -> Self {
        match l {
            CoreDisplayLanguage::Zh => DisplayLanguage::Zh,
            CoreDisplayLanguage::ZhHant => DisplayLanguage::ZhHant,
            CoreDisplayLanguage::En => DisplayLanguage::En,
            CoreDisplayLanguage::Both => DisplayLanguage::Both,
            CoreDisplayLanguage::BothHant => DisplayLanguage::BothHant,
        }
    }
}

/// The display language of a language setting: "System" follows the phone's first
/// preferred language (`preferred`, most preferred first, as the platform lists them:
/// `zh-Hans-CN`, `zh-Hant-TW`, `en-GB`, `zh_TW`): Traditional Chinese for zh-Hant, zh-TW,
/// zh-HK and zh-MO, Simplified for the other Chinese locales, English otherwise.
#[uniffi::export]
pub fn display_language(setting: LanguageSetting, preferred: Vec<String>) -> DisplayLanguage {
    let pref = match setting {
        LanguageSetting::System => LanguagePref::System,
        LanguageSetting::Zh => LanguagePref::Zh,
        LanguageSetting::ZhHant => LanguagePref::ZhHant,
        LanguageSetting::En => LanguagePref::En,
        LanguageSetting::Both => LanguagePref::Both,
        LanguageSetting::BothHant => LanguagePref::BothHant,
    };
    CoreDisplayLanguage::resolve(pref, &preferred).into()
}

/// What a point shows beyond its piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PointMark {
    /// Nothing.
    None,
    /// Its piece can move now.
    Movable,
    /// Its piece is selected.
    Selected,
    /// A legal target of the selected piece.
    Target,
}

/// A move drawn as a trail or an arrow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Arrow {
    /// The point the piece leaves.
    pub from: i32,
    /// The point it reaches.
    pub to: i32,
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
    /// Its mark.
    pub mark: PointMark,
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

fn arrow(a: core::Arrow) -> Arrow {
    Arrow {
        from: index_of(a.from),
        to: index_of(a.to),
    }
}

/// The API record of a core board view.
pub(crate) fn board_view(v: core::BoardView) -> BoardView {
    let board = folkchess_core::Board::of(v.game);
    BoardView {
        game: v.game.into(),
        points: v
            .points
            .into_iter()
            .map(|p| PointView {
                index: index_of(p.point),
                name: board.name(p.point).to_string(),
                piece: p.piece.map(PieceInfo::from),
                glyph: p.glyph.map(str::to_string),
                mark: match p.mark {
                    core::PointMark::None => PointMark::None,
                    core::PointMark::Movable => PointMark::Movable,
                    core::PointMark::Selected => PointMark::Selected,
                    core::PointMark::Target => PointMark::Target,
                },
                highlighted: p.highlighted,
                spoken: p.spoken,
            })
            .collect(),
        last_move: v.last_move.map(arrow),
        hint: v.hint.map(arrow),
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

/// A board fitted into a rectangle of the screen (see [`fit_board`]); every length in the
/// screen's units.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct BoardFit {
    /// Which game.
    pub game: GameKind,
    /// Screen units per layout unit.
    pub scale: f64,
    /// Screen x of the layout's smallest x.
    pub origin_x: f64,
    /// Screen y of the layout's smallest y.
    pub origin_y: f64,
    /// A piece's radius.
    pub piece_radius: f64,
    /// How far from a point a tap still finds it.
    pub touch_radius: f64,
    /// The board's width with its margins (at most the rectangle's).
    pub width: f64,
    /// The board's height with its margins (at most the rectangle's).
    pub height: f64,
    /// Whether the board is drawn turned half a turn about its centre.
    pub turned: bool,
}

impl From<core::BoardFit> for BoardFit {
    fn from(f: core::BoardFit) -> Self {
        BoardFit {
            game: f.game.into(),
            scale: f.scale,
            origin_x: f.origin_x,
            origin_y: f.origin_y,
            piece_radius: f.piece_radius,
            touch_radius: f.touch_radius,
            width: f.width,
            height: f.height,
            turned: f.turned,
        }
    }
}

fn core_fit(f: &BoardFit) -> core::BoardFit {
    core::BoardFit {
        game: f.game.into(),
        scale: f.scale,
        origin_x: f.origin_x,
        origin_y: f.origin_y,
        piece_radius: f.piece_radius,
        touch_radius: f.touch_radius,
        width: f.width,
        height: f.height,
        turned: f.turned,
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
    core::BoardFit::new(game.into(), width, height, margin, min_touch_radius)
        .turned(turned)
        .into()
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
    let f = core_fit(&fit);
    let game: GameId = fit.game.into();
    folkchess_core::Board::of(game)
        .all()
        .map(|p| {
            let (x, y) = f.position(p);
            ScreenPoint { x, y }
        })
        .collect()
}

/// Where a point's name is written: a screen position and which part of the name's box
/// sits there (the core's `BoardFit::name_placements`: outside the piece radius, away
/// from the lines that meet the point).
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct NamePlacement {
    /// The point.
    pub point: i32,
    /// The screen position the name's box is attached to.
    pub x: f64,
    /// The screen position the name's box is attached to.
    pub y: f64,
    /// Across: 0 the box's left edge is at `x`, 0.5 its middle, 1 its right edge.
    pub anchor_x: f64,
    /// Down: 0 the box's top is at `y`, 0.5 its middle, 1 its bottom.
    pub anchor_y: f64,
}

/// Where each point's name goes on the screen of `fit`, in point order.
#[uniffi::export]
pub fn board_name_placements(fit: BoardFit) -> Vec<NamePlacement> {
    core_fit(&fit)
        .name_placements()
        .into_iter()
        .map(|n| NamePlacement {
            point: index_of(n.point),
            x: n.x,
            y: n.y,
            anchor_x: n.anchor_x,
            anchor_y: n.anchor_y,
        })
        .collect()
}

/// The point under a tap at (`x`, `y`) on the screen of `fit`, if one is within its
/// touch radius; none for a tap far from every point or non-finite coordinates.
#[uniffi::export]
pub fn point_at(fit: BoardFit, x: f64, y: f64) -> FfiResult<Option<i32>> {
    guard(|| Ok(core_fit(&fit).point_at(x, y).map(|p: Point| index_of(p))))
}
