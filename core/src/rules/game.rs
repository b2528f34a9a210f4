//! Small vocabulary types shared by every module: which game, which side, which level.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the four games. The string ids (`weiming`, …) are used in saves,
/// the CLI and the engine protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    /// Weiming Shuang Cheng Chess III · 未名双承棋之三.
    Weiming,
    /// Shuang Cheng Chess: Zhong Kui Catches Ghosts · 双承棋之钟馗捉鬼.
    Zhongkui,
    /// Jinmen Defense Chess · 金门防御棋.
    Jinmen,
    /// Rendezvous Chess · 会师棋.
    Huishi,
}

impl GameId {
    /// All four games in catalogue order.
    pub const ALL: [GameId; 4] = [
        GameId::Weiming,
        GameId::Zhongkui,
        GameId::Jinmen,
        GameId::Huishi,
    ];

    /// The stable string id (`weiming`, `zhongkui`, `jinmen`, `huishi`).
    pub const fn id(self) -> &'static str {
        match self {
            GameId::Weiming => "weiming",
            GameId::Zhongkui => "zhongkui",
            GameId::Jinmen => "jinmen",
            GameId::Huishi => "huishi",
        }
    }

    /// True for the two Shuang Cheng games, which have a shared piece and its lock.
    pub const fn has_shared_piece(self) -> bool {
        matches!(self, GameId::Weiming | GameId::Zhongkui)
    }

    /// True for the two small games that the AI solves exactly.
    pub const fn is_small(self) -> bool {
        self.has_shared_piece()
    }

    /// Index 0..4 in [`GameId::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Error for an unknown game id.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game `{0}` (expected weiming, zhongkui, jinmen or huishi)")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == s)
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// The two sides. First moves first (red 红), Second moves second (black 黑).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The side that moves first.
    First,
    /// The side that moves second.
    Second,
}

impl Side {
    /// Both sides, First then Second.
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for First, 1 for Second.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `first` or `second`.
    pub const fn id(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Error for an unknown side name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown side `{0}` (expected first or second)")]
pub struct UnknownSide(pub String);

impl FromStr for Side {
    type Err = UnknownSide;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "first" => Ok(Side::First),
            "second" => Ok(Side::Second),
            _ => Err(UnknownSide(s.to_string())),
        }
    }
}

/// The computer's five difficulty levels, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "lowercase")]
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

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// The stable string id (`beginner` … `master`).
    pub const fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }

    /// The Chinese name (入门, 简单, 中等, 困难, 大师).
    pub const fn name_zh(self) -> &'static str {
        match self {
            Level::Beginner => "入门",
            Level::Easy => "简单",
            Level::Medium => "中等",
            Level::Hard => "困难",
            Level::Master => "大师",
        }
    }

    /// The English name (Beginner … Master).
    pub const fn name_en(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Master => "Master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Error for an unknown level name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}` (expected beginner, easy, medium, hard or master)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.id() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}
