//! Plain enums and small records shared by the whole API, with their conversions
//! to and from the core's types, and the checks of every number that comes in.

use crate::error::{FfiResult, FolkChessError};
use folkchess_core::rules::board::{Board, Point};
use folkchess_core::rules::outcome::{EndReason as CoreEndReason, GameStatus as CoreStatus};
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{text::messages, GameId, Level as CoreLevel, Piece, Side as CoreSide};

/// One of the four games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameKind {
    /// 未名双承棋之三 Weiming Shuang Cheng Chess III (id `weiming`).
    Weiming,
    /// 双承棋之钟馗捉鬼 Zhong Kui Catches Ghosts (id `zhongkui`).
    Zhongkui,
    /// 金门防御棋 Jinmen Defense Chess (id `jinmen`).
    Jinmen,
    /// 会师棋 Rendezvous Chess (id `huishi`).
    Huishi,
}

impl From<GameKind> for GameId {
    fn from(g: GameKind) -> GameId {
        match g {
            GameKind::Weiming => GameId::Weiming,
            GameKind::Zhongkui => GameId::Zhongkui,
            GameKind::Jinmen => GameId::Jinmen,
            GameKind::Huishi => GameId::Huishi,
        }
    }
}

impl From<GameId> for GameKind {
    fn from(g: GameId) -> GameKind {
        match g {
            GameId::Weiming => GameKind::Weiming,
            GameId::Zhongkui => GameKind::Zhongkui,
            GameId::Jinmen => GameKind::Jinmen,
            GameId::Huishi => GameKind::Huishi,
        }
    }
}

/// The two sides. First (red 红) moves first; Second (black 黑) moves second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    /// The side that moves first (red 红).
    First,
    /// The side that moves second (black 黑).
    Second,
}

impl From<Side> for CoreSide {
    fn from(s: Side) -> CoreSide {
        match s {
            Side::First => CoreSide::First,
            Side::Second => CoreSide::Second,
        }
    }
}

impl From<CoreSide> for Side {
    fn from(s: CoreSide) -> Side {
        match s {
            CoreSide::First => Side::First,
            CoreSide::Second => Side::Second,
        }
    }
}

/// The computer's five levels, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Level {
    /// 入门 Beginner.
    Beginner,
    /// 简单 Easy.
    Easy,
    /// 中等 Medium.
    Medium,
    /// 困难 Hard.
    Hard,
    /// 大师 Master.
    Master,
}

impl From<Level> for CoreLevel {
    fn from(l: Level) -> CoreLevel {
        match l {
            Level::Beginner => CoreLevel::Beginner,
            Level::Easy => CoreLevel::Easy,
            Level::Medium => CoreLevel::Medium,
            Level::Hard => CoreLevel::Hard,
            Level::Master => CoreLevel::Master,
        }
    }
}

impl From<CoreLevel> for Level {
    fn from(l: CoreLevel) -> Level {
        match l {
            CoreLevel::Beginner => Level::Beginner,
            CoreLevel::Easy => Level::Easy,
            CoreLevel::Medium => Level::Medium,
            CoreLevel::Hard => Level::Hard,
            CoreLevel::Master => Level::Master,
        }
    }
}

/// A language of the texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Language {
    /// 中文 (simplified Chinese).
    Zh,
    /// English.
    En,
}

impl From<Language> for Lang {
    fn from(l: Language) -> Lang {
        match l {
            Language::Zh => Lang::Zh,
            Language::En => Lang::En,
        }
    }
}

impl From<Lang> for Language {
    fn from(l: Lang) -> Language {
        match l {
            Lang::Zh => Language::Zh,
            Lang::En => Language::En,
        }
    }
}

/// What a point is for, beyond being a place to stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PointRole {
    /// An ordinary point.
    Normal,
    /// The shared piece's home (`s` in weiming, `bc` in zhongkui).
    SharedHome,
    /// The well 井 of Rendezvous (`c3`).
    Well,
}

impl From<folkchess_core::PointRole> for PointRole {
    fn from(r: folkchess_core::PointRole) -> PointRole {
        match r {
            folkchess_core::PointRole::Normal => PointRole::Normal,
            folkchess_core::PointRole::SharedHome => PointRole::SharedHome,
            folkchess_core::PointRole::Well => PointRole::Well,
        }
    }
}

/// The kind of a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PieceKind {
    /// An ordinary piece of a side (a soldier 兵 in Rendezvous).
    Man,
    /// A general 师 (Rendezvous only).
    General,
    /// The shared piece 公用棋子 that either side may move (weiming, zhongkui).
    Shared,
}

/// A piece: its kind and owner (`side` is `null` / `nil` for the shared piece).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PieceInfo {
    /// Man, general or shared.
    pub kind: PieceKind,
    /// The owner; none for the shared piece.
    pub side: Option<Side>,
}

impl From<Piece> for PieceInfo {
    fn from(p: Piece) -> PieceInfo {
        match p {
            Piece::Man(s) => PieceInfo {
                kind: PieceKind::Man,
                side: Some(s.into()),
            },
            Piece::General(s) => PieceInfo {
                kind: PieceKind::General,
                side: Some(s.into()),
            },
            Piece::Shared => PieceInfo {
                kind: PieceKind::Shared,
                side: None,
            },
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EndReason {
    /// The player to move had no legal move and lost (困毙).
    NoLegalMove,
    /// Jinmen: a player was reduced to one piece (or none) and lost.
    ReducedToOnePiece,
    /// Rendezvous: a general's step brought its two generals together (会师).
    Rendezvous,
    /// The same position occurred for the third time: a draw.
    ThreefoldRepetition,
    /// Jinmen: 100 plies in a row without a capture: a draw.
    NoCaptureLimit,
    /// A player resigned; the other side wins.
    Resignation,
    /// The players agreed to a draw.
    DrawAgreed,
}

impl From<CoreEndReason> for EndReason {
    fn from(r: CoreEndReason) -> EndReason {
        match r {
            CoreEndReason::NoLegalMove => EndReason::NoLegalMove,
            CoreEndReason::ReducedToOnePiece => EndReason::ReducedToOnePiece,
            CoreEndReason::Rendezvous => EndReason::Rendezvous,
            CoreEndReason::ThreefoldRepetition => EndReason::ThreefoldRepetition,
            CoreEndReason::NoCaptureLimit => EndReason::NoCaptureLimit,
            CoreEndReason::Resignation => EndReason::Resignation,
            CoreEndReason::DrawAgreed => EndReason::DrawAgreed,
        }
    }
}

/// Whether the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameStatus {
    /// The game goes on.
    Ongoing,
    /// The game is over; see the accompanying [`Outcome`].
    Ended,
}

/// How a game ended, with the sentence to show in each language.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Outcome {
    /// The winner; none for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
    /// The result in one Chinese sentence ("后手（黑）胜：先手（红）无棋可走，被困毙。").
    pub text_zh: String,
    /// The result in one English sentence ("Second (black) wins: First (red) has no legal move.").
    pub text_en: String,
}

/// The status and outcome of a core status.
pub(crate) fn status_of(status: CoreStatus) -> (GameStatus, Option<Outcome>) {
    match status {
        CoreStatus::Ongoing => (GameStatus::Ongoing, None),
        CoreStatus::Ended(o) => (
            GameStatus::Ended,
            Some(Outcome {
                winner: o.winner.map(Side::from),
                reason: o.reason.into(),
                text_zh: messages::outcome_text(&o, Lang::Zh),
                text_en: messages::outcome_text(&o, Lang::En),
            }),
        ),
    }
}

/// Who plays: a human against the computer, or two humans on one device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameMode {
    /// A human against the computer.
    VsComputer {
        /// The computer's level.
        level: Level,
        /// The side the human plays.
        human: Side,
    },
    /// Two humans on one device.
    PassAndPlay,
}

impl From<GameMode> for folkchess_core::Mode {
    fn from(m: GameMode) -> Self {
        match m {
            GameMode::VsComputer { level, human } => folkchess_core::Mode::VsComputer {
                level: level.into(),
                human: human.into(),
            },
            GameMode::PassAndPlay => folkchess_core::Mode::PassAndPlay,
        }
    }
}

impl From<folkchess_core::Mode> for GameMode {
    fn from(m: folkchess_core::Mode) -> Self {
        match m {
            folkchess_core::Mode::VsComputer { level, human } => GameMode::VsComputer {
                level: level.into(),
                human: human.into(),
            },
            folkchess_core::Mode::PassAndPlay => GameMode::PassAndPlay,
        }
    }
}

/// How to set up a new game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct GameSetup {
    /// Which game.
    pub game: GameKind,
    /// Who plays.
    pub mode: GameMode,
    /// Seconds per turn (1 to the core's `MAX_TURN_SECONDS`; the apps' settings offer
    /// [`crate::turn_time_choices`]), or none for no timer.
    pub turn_seconds: Option<i32>,
}

/// Converts a turn time from the API (checked) to the core's.
pub(crate) fn turn_seconds_in(seconds: Option<i32>) -> FfiResult<Option<u32>> {
    use folkchess_core::rules::setup::MAX_TURN_SECONDS;
    match seconds {
        None => Ok(None),
        Some(s) if s >= 1 && (s as i64) <= i64::from(MAX_TURN_SECONDS) => Ok(Some(s as u32)),
        Some(s) => Err(FolkChessError::invalid(format!(
            "turn time must be 1 to {MAX_TURN_SECONDS} seconds (or none), got {s}"
        ))),
    }
}

/// A core count or time as an API integer (saturating; values never come close).
pub(crate) fn to_i32(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// A core millisecond time as an API integer (saturating).
pub(crate) fn to_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Checks a time in milliseconds from the app (monotonic or wall clock): not negative.
pub(crate) fn time_in(now_ms: i64, what: &str) -> FfiResult<u64> {
    u64::try_from(now_ms).map_err(|_| {
        FolkChessError::invalid(format!(
            "{what} must be a time in milliseconds of 0 or more, got {now_ms}"
        ))
    })
}

/// Checks a point index against a game's board.
pub(crate) fn point_in(game: GameId, index: i32) -> FfiResult<Point> {
    let board = Board::of(game);
    usize::try_from(index)
        .ok()
        .and_then(|i| board.point_at(i))
        .ok_or_else(|| {
            FolkChessError::invalid(format!(
                "point index {index} is out of range ({game} has {} points, 0 to {})",
                board.len(),
                board.len() - 1
            ))
        })
}

/// Looks up a point by name on a game's board.
pub(crate) fn point_named(game: GameId, name: &str) -> FfiResult<Point> {
    Board::of(game).find(name).ok_or_else(|| {
        FolkChessError::invalid(format!(
            "unknown point `{}` on the {game} board (point names are lower case, like {})",
            name.escape_debug(),
            example_points(game)
        ))
    })
}

fn example_points(game: GameId) -> &'static str {
    match game {
        GameId::Weiming => "tl, x, bm",
        GameId::Zhongkui => "tl, ml, bc",
        GameId::Jinmen => "a1, c4, e7",
        GameId::Huishi => "a1, c3, e5",
    }
}

/// An API point index of a core point.
pub(crate) fn index_of(p: Point) -> i32 {
    i32::from(p.0)
}

/// The core's outcome of an API outcome (a summary's, read back); `InvalidInput` when an
/// ended game has none.
pub(crate) fn core_outcome(o: Option<&Outcome>) -> FfiResult<folkchess_core::Outcome> {
    let o = o.ok_or_else(|| FolkChessError::invalid("an ended game's summary has no outcome"))?;
    Ok(folkchess_core::Outcome {
        winner: o.winner.map(CoreSide::from),
        reason: match o.reason {
            EndReason::NoLegalMove => CoreEndReason::NoLegalMove,
            EndReason::ReducedToOnePiece => CoreEndReason::ReducedToOnePiece,
            EndReason::Rendezvous => CoreEndReason::Rendezvous,
            EndReason::ThreefoldRepetition => CoreEndReason::ThreefoldRepetition,
            EndReason::NoCaptureLimit => CoreEndReason::NoCaptureLimit,
            EndReason::Resignation => CoreEndReason::Resignation,
            EndReason::DrawAgreed => CoreEndReason::DrawAgreed,
        },
    })
}
