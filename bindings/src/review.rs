//! The game review for the apps' review screen: every ply with its values before and
//! after, its label, the best move, the board before and after, and the summary —
//! all display-ready, so that the screen only draws.

use crate::plies::{ply_info, point_states, PlyInfo, PointState};
use crate::types::{index_of, status_of, to_i32, GameKind, GameStatus, Outcome, Side};
use folkchess_core::ai::review::{
    self as core_review, Review, ReviewMethod, ReviewValue as CoreValue,
};
use folkchess_core::rules::board::Board;
use folkchess_core::rules::moves::{Move, MoveKind};
use folkchess_core::rules::record::GameRecord;
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{Position, Side as CoreSide};

pub use folkchess_core::MoveLabel;

/// What kind of value a [`ReviewValue`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ReviewValueKind {
    /// A forced win for the mover, in `plies` plies (0: the game is won).
    Win,
    /// A forced loss for the mover, in `plies` plies (0: the game is lost).
    Loss,
    /// A draw (exact in weiming and zhongkui; in jinmen and huishi, a game that
    /// ended drawn).
    Draw,
    /// A search score in `centi` units for the mover (jinmen, huishi).
    Score,
}

/// The value of a position for the player who moved, ready to show.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReviewValue {
    /// Win, loss, draw or score.
    pub kind: ReviewValueKind,
    /// For a win or loss: plies to the end with best play (0: already over).
    pub plies: Option<i32>,
    /// For a score: centi-units for the mover (100 ≈ one Jinmen piece or one move of
    /// the Rendezvous race).
    pub centi: Option<i32>,
    /// Short form: `W5`, `L3`, `D`, `+0.35`.
    pub short_text: String,
    /// In Chinese: `必胜（5步）`, `已胜`, `必败（3步）`, `和棋`, `+0.35`.
    pub text_zh: String,
    /// In English: `win in 5`, `won`, `loss in 3`, `draw`, `+0.35`.
    pub text_en: String,
}

impl From<CoreValue> for ReviewValue {
    fn from(v: CoreValue) -> Self {
        let (kind, plies, centi) = match v {
            CoreValue::Win(n) => (ReviewValueKind::Win, Some(n), None),
            CoreValue::Loss(n) => (ReviewValueKind::Loss, Some(n), None),
            CoreValue::Draw => (ReviewValueKind::Draw, None, None),
            CoreValue::Score(c) => (ReviewValueKind::Score, None, Some(c)),
        };
        ReviewValue {
            kind,
            plies: plies.map(|n| i32::try_from(n).unwrap_or(i32::MAX)),
            centi,
            short_text: v.short_text(),
            text_zh: v.text(Lang::Zh),
            text_en: v.text(Lang::En),
        }
    }
}

/// A move to draw on the board: its points and its notation.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReviewMove {
    /// The point the piece leaves.
    pub from: i32,
    /// The point it reaches.
    pub to: i32,
    /// The point jumped over, for a jump.
    pub jumped_over: Option<i32>,
    /// The move in notation (`b2-b3`).
    pub notation: String,
}

/// One reviewed ply.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PlyReview {
    /// Its number in the game, from 1.
    pub number: i32,
    /// The side that played it.
    pub side: Side,
    /// The played ply: step, jump or pass, its points, captures and notation.
    pub played: PlyInfo,
    /// The best move when the played ply is not labelled best (draw it beside the
    /// played one); none when the played ply is best.
    pub best: Option<ReviewMove>,
    /// The value of the position the mover faced, for the mover.
    pub before: ReviewValue,
    /// The value of the position the ply left, still for the mover.
    pub after: ReviewValue,
    /// What the ply did.
    pub label: MoveLabel,
    /// The label's name in Chinese (`最佳`, `好棋`, `缓着`, `失误`, `败着`).
    pub label_zh: String,
    /// The label's name in English (`best`, `good`, `inaccuracy`, `mistake`, `blunder`).
    pub label_en: String,
    /// One sentence in Chinese: `第5步 先手（红）bc-bl：败着（必胜（7步） → 必败（1步））。最佳：ml-bl。`
    pub comment_zh: String,
    /// One sentence in English: `5. First (red) bc-bl: blunder (win in 7 → loss in 1). Best: ml-bl.`
    pub comment_en: String,
    /// The board before the ply, every point in index order.
    pub points_before: Vec<PointState>,
    /// The board after the ply, every point in index order.
    pub points_after: Vec<PointState>,
}

/// How many plies of a side got a label.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LabelCount {
    /// The label.
    pub label: MoveLabel,
    /// How many plies.
    pub count: i32,
    /// The label's name in Chinese.
    pub name_zh: String,
    /// The label's name in English.
    pub name_en: String,
}

/// The summary line of one side.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SideReview {
    /// The side.
    pub side: Side,
    /// One count per label the review uses, best first (the small games have no
    /// inaccuracy).
    pub counts: Vec<LabelCount>,
    /// The line in Chinese: `先手（红）：最佳 12，好棋 3，失误 1，败着 0`.
    pub text_zh: String,
    /// The line in English: `First (red): 12 best, 3 good, 1 mistake, 0 blunders`.
    pub text_en: String,
}

/// The ply that decided the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct DecidedPly {
    /// The ply after which the winner had a forced win to the end (0: from the start).
    pub ply: i32,
    /// The side that won (in a game still going: that has a forced win).
    pub winner: Side,
}

/// A reviewed game: everything the review screen shows.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameReview {
    /// Which game.
    pub game: GameKind,
    /// Whether the values are exact (weiming, zhongkui) rather than search scores.
    pub exact: bool,
    /// For search scores: the nodes searched per position.
    pub nodes_per_position: Option<i64>,
    /// How the values were found, in Chinese (`已解棋局的精确值`).
    pub method_zh: String,
    /// How the values were found, in English (`exact values of the solved game`).
    pub method_en: String,
    /// The board at the start of the game (before ply 1).
    pub start_points: Vec<PointState>,
    /// Every ply, first first.
    pub plies: Vec<PlyReview>,
    /// The summary of First, then of Second.
    pub sides: Vec<SideReview>,
    /// The ply that decided the result: the first ply after which every position to
    /// the end was a forced win for the final winner (as found by the search in the
    /// large games). None for a drawn game or one still going without a forced win.
    pub decided: Option<DecidedPly>,
    /// One sentence on the deciding ply in Chinese.
    pub decided_zh: String,
    /// One sentence on the deciding ply in English (`Decided at ply 5 (First (red)
    /// bc-bl): from there Second (black) had a forced win.`).
    pub decided_en: String,
    /// Ongoing or ended.
    pub status: GameStatus,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
}

fn review_move(pos: &Position, m: Move) -> ReviewMove {
    let jumped_over = match pos.check_move(m) {
        Ok(MoveKind::Jump { over }) => Some(index_of(over)),
        _ => None,
    };
    ReviewMove {
        from: index_of(m.from),
        to: index_of(m.to),
        jumped_over,
        notation: Board::of(pos.game()).move_text(m),
    }
}

fn side_review(review: &Review, side: CoreSide) -> SideReview {
    SideReview {
        side,
        counts: MoveLabel::used_by(review.method)
            .iter()
            .map(|&l| LabelCount {
                label: l,
                count: i32::try_from(review.summary.count(side, l)).unwrap_or(i32::MAX),
                name_zh: l.name(Lang::Zh).to_string(),
                name_en: l.name(Lang::En).to_string(),
            })
            .collect(),
        text_zh: review.side_text(side, Lang::Zh),
        text_en: review.side_text(side, Lang::En),
    }
}

/// The API form of a core review of `record`.
pub(crate) fn game_review(record: &GameRecord, review: &Review) -> GameReview {
    let (status, outcome) = status_of(review.status);
    let nodes = match review.method {
        ReviewMethod::Exact => None,
        ReviewMethod::Search { nodes } => Some(i64::try_from(nodes).unwrap_or(i64::MAX)),
    };
    GameReview {
        game: review.game,
        exact: review.method == ReviewMethod::Exact,
        nodes_per_position: nodes,
        method_zh: review.method.text(Lang::Zh),
        method_en: review.method.text(Lang::En),
        start_points: point_states(&review.start),
        plies: review
            .plies
            .iter()
            .map(|p| PlyReview {
                number: to_i32(p.number),
                side: p.side,
                played: ply_info(record, p.number, &p.entry),
                best: p.best.map(|m| review_move(&p.before, m)),
                before: p.value_before.into(),
                after: p.value_after.into(),
                label: p.label,
                label_zh: p.label.name(Lang::Zh).to_string(),
                label_en: p.label.name(Lang::En).to_string(),
                comment_zh: p.comment(Lang::Zh),
                comment_en: p.comment(Lang::En),
                points_before: point_states(&p.before),
                points_after: point_states(p.after()),
            })
            .collect(),
        sides: CoreSide::BOTH
            .iter()
            .map(|&s| side_review(review, s))
            .collect(),
        decided: review.summary.decided.map(|d| DecidedPly {
            ply: to_i32(d.ply),
            winner: d.winner,
        }),
        decided_zh: review.decided_text(Lang::Zh),
        decided_en: review.decided_text(Lang::En),
        status,
        outcome,
    }
}

/// Reviews `record`, or says it was cancelled.
pub(crate) fn review_record(
    record: &GameRecord,
    cancel: &folkchess_core::ai::CancelToken,
) -> Result<GameReview, core_review::ReviewError> {
    core_review::review(record, cancel).map(|r| game_review(record, &r))
}
