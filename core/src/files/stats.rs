//! The player's statistics: every finished game, counted once, per game and opponent.
//!
//! **What is counted.** The game table reports a game when it ends
//! ([`TableEffect::Finished`](crate::screens::table::TableEffect::Finished)); the shell hands the
//! [`FinishedGame`] to [`StatsFile::record`] with the wall-clock time. A game is known by
//! its game and its session's seed (a new game, a rematch and a restart each get a new
//! seed; a resumed save keeps its own), and the file keeps one entry per game: a game
//! resumed from a save and finished again (the save was kept, or filed before the end) is
//! counted once, with its last ending. A game that is abandoned, or taken back before it
//! ends, never reaches the file.
//!
//! **Results.** Against the computer, won / drawn / lost are the player's. Between two
//! players on one device they are First's (a win for First counts as won, a win for
//! Second as lost), as the table's headline words them from First's side.
//!
//! **Rating.** An estimated playing strength per game on the Elo scale, from the games
//! against the computer: each level has a fixed rating ([`level_rating`]), derived from
//! the strength ladder of `docs/strength.md` (Beginner is 800; each level stands above the
//! one below by the Elo difference of its measured score, `400·log10(s/(1−s))`, the score
//! capped at 91 % so that a clean sweep does not make an infinite gap). The player's
//! rating is the maximum-likelihood rating for their results against those fixed ratings
//! with one virtual draw against Medium (a weak prior that keeps a player who has only won
//! or only lost finite). See `docs/stats.md`.
//!
//! **The file** is JSON, written atomically and serialised with this process's other
//! writers (as the saves and the settings are). A damaged file is never silently reset: it
//! is reported ([`StatsError::Damaged`]) and, when a new game is recorded, moved aside to
//! `<name>.damaged-<ms>.json` beside it (the [`Recorded::set_aside`] path says where), and
//! a new file is started.

use crate::files::data_file::{self, DataFileError, Document};
use crate::rules::game::{GameId, Level, Side};
use crate::rules::outcome::EndReason;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Who the player played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Opponent {
    /// The computer at this level.
    Computer {
        /// The level when the game ended.
        level: Level,
    },
    /// Another player on the same device.
    PassAndPlay,
}

impl Opponent {
    /// Every opponent in the statistics' order: the levels weakest first, then two players.
    pub const ALL: [Opponent; 6] = [
        Opponent::Computer {
            level: Level::Beginner,
        },
        Opponent::Computer { level: Level::Easy },
        Opponent::Computer {
            level: Level::Medium,
        },
        Opponent::Computer { level: Level::Hard },
        Opponent::Computer {
            level: Level::Master,
        },
        Opponent::PassAndPlay,
    ];

    /// A short id: the level's id (`beginner` … `master`) or `pass-and-play`.
    pub const fn id(self) -> &'static str {
        match self {
            Opponent::Computer { level } => level.id(),
            Opponent::PassAndPlay => "pass-and-play",
        }
    }
}

/// A game's result for the player (against the computer) or for First (two players).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum GameResult {
    /// Won.
    Won,
    /// Drawn.
    Drawn,
    /// Lost.
    Lost,
}

impl GameResult {
    /// The score: 1 for a win, ½ for a draw, 0 for a loss.
    pub fn score(self) -> f64 {
        match self {
            GameResult::Won => 1.0,
            GameResult::Drawn => 0.5,
            GameResult::Lost => 0.0,
        }
    }
}

/// A finished game as the statistics keep it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    /// Which game.
    pub game: GameId,
    /// The session's seed: with the game, what tells one game from another.
    pub seed: u64,
    /// Who the player played against.
    pub opponent: Opponent,
    /// The player's side against the computer; none between two players.
    pub human: Option<Side>,
    /// The winner; none for a draw.
    pub winner: Option<Side>,
    /// How it ended.
    pub reason: EndReason,
    /// How many plies were played.
    pub plies: u32,
    /// When it was recorded (ms since the Unix epoch, the shell's wall clock; 0 until
    /// [`StatsFile::record`] sets it).
    #[serde(default)]
    pub finished_at_ms: u64,
}

impl FinishedGame {
    /// The result for the player (against the computer) or for First (two players).
    pub fn result(&self) -> GameResult {
        let me = self.human.unwrap_or(Side::First);
        match self.winner {
            None => GameResult::Drawn,
            Some(w) if w == me => GameResult::Won,
            Some(_) => GameResult::Lost,
        }
    }

    /// The game as JSON (what the apps carry from the table's effect to the store).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads [`FinishedGame::to_json`]'s text; the parser's reason when it is not one.
    pub fn from_json(text: &str) -> Result<FinishedGame, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    /// Whether this is the same game as `other` (same game, same session).
    pub fn same_game(&self, other: &FinishedGame) -> bool {
        self.game == other.game && self.seed == other.seed
    }
}

/// One line of the statistics: a game against one opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsRow {
    /// Which game.
    pub game: GameId,
    /// Against whom.
    pub opponent: Opponent,
    /// Games won (by First between two players).
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost (won by Second between two players).
    pub lost: u32,
    /// How the games ended, in [`EndReason`] order, with their counts (none left out
    /// that happened; none listed that did not).
    pub endings: Vec<(EndReason, u32)>,
    /// When the last of them ended (ms since the Unix epoch).
    pub last_played_ms: u64,
}

/// A run of wins against the computer in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// Wins in a row up to the latest game (a draw or a loss ends a run).
    pub current: u32,
    /// The longest run so far.
    pub best: u32,
}

/// An estimated playing strength in one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// On the Elo scale of [`level_rating`].
    pub value: f64,
    /// How many games against the computer it rests on.
    pub games: u32,
    /// Fewer than [`RATING_SETTLED_AFTER`] games: a first estimate.
    pub provisional: bool,
}

/// How many games against the computer make a rating more than a first estimate.
pub const RATING_SETTLED_AFTER: u32 = 10;

/// The rating of Beginner, the bottom of every game's ladder.
pub const BEGINNER_RATING: f64 = 800.0;

/// The highest score counted between two neighbouring levels when their ratings are set
/// (91 %: about 400 Elo), so that a clean sweep does not make an infinite gap.
pub const LADDER_SCORE_CAP: f64 = 0.91;

/// The strength ladder's scores (docs/strength.md, "Strength ladder", 1 December 2026), in
/// thousandths: each level against the one below it (Easy vs Beginner, Medium vs Easy,
/// Hard vs Medium, Master vs Hard), per game in [`GameId::ALL`] order.
pub const LADDER_PERMILLE: [[u32; 4]; 4] = [
    // weiming
    [698, 850, 918, 698],
    // zhongkui
    [876, 701, 746, 695],
    // jinmen
    [1000, 910, 825, 875],
    // huishi
    [910, 760, 725, 725],
];

/// The Elo difference of a score `s` (0–1), the score capped at [`LADDER_SCORE_CAP`] and
/// at its mirror.
fn elo_gap(s: f64) -> f64 {
    let s = s.clamp(1.0 - LADDER_SCORE_CAP, LADDER_SCORE_CAP);
    400.0 * (s / (1.0 - s)).log10()
}

/// The fixed rating of the computer's `level` in `game`, from the strength ladder.
pub fn level_rating(game: GameId, level: Level) -> f64 {
    let steps = LADDER_PERMILLE[game.index()];
    let above = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
    BEGINNER_RATING
        + steps[..above]
            .iter()
            .map(|&p| elo_gap(f64::from(p) / 1000.0))
            .sum::<f64>()
}

/// The expected score of a player rated `r` against one rated `opponent`.
fn expected(r: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - r) / 400.0))
}

/// The maximum-likelihood rating for `(opponent rating, score)` results plus one virtual
/// draw against `prior`: the rating where the expected total equals the actual one
/// (found by bisection; the expected total grows with the rating).
pub(crate) fn max_likelihood(results: &[(f64, f64)], prior: f64) -> f64 {
    let all: Vec<(f64, f64)> = results
        .iter()
        .copied()
        .chain(std::iter::once((prior, 0.5)))
        .collect();
    let actual: f64 = all.iter().map(|&(_, s)| s).sum();
    let (mut lo, mut hi) = (-2000.0_f64, 6000.0_f64);
    for _ in 0..100 {
        let mid = (lo + hi) / 2.0;
        let e: f64 = all.iter().map(|&(o, _)| expected(mid, o)).sum();
        if e < actual {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

/// Every finished game, one entry each, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// The format (1).
    pub version: u32,
    /// The games, oldest first.
    pub games: Vec<FinishedGame>,
}

/// The statistics file's format.
pub const STATS_VERSION: u32 = 1;

impl Stats {
    /// No games yet.
    pub fn new() -> Stats {
        Stats {
            version: STATS_VERSION,
            games: Vec::new(),
        }
    }

    /// Counts `game`; the same game again (see [`FinishedGame::same_game`]) replaces its
    /// entry. Returns whether it was new.
    pub fn record(&mut self, game: FinishedGame) -> bool {
        let before = self.games.len();
        self.games.retain(|g| !g.same_game(&game));
        let new = self.games.len() == before;
        self.games.push(game);
        new
    }

    /// The lines of the statistics: every game × opponent with at least one game, in
    /// [`GameId::ALL`] and [`Opponent::ALL`] order.
    pub fn rows(&self) -> Vec<StatsRow> {
        let mut rows = Vec::new();
        for game in GameId::ALL {
            for opponent in Opponent::ALL {
                let games: Vec<&FinishedGame> = self
                    .games
                    .iter()
                    .filter(|g| g.game == game && g.opponent == opponent)
                    .collect();
                if games.is_empty() {
                    continue;
                }
                let count = |r: GameResult| games.iter().filter(|g| g.result() == r).count() as u32;
                let mut endings: Vec<(EndReason, u32)> = Vec::new();
                for g in &games {
                    match endings.iter_mut().find(|(r, _)| *r == g.reason) {
                        Some((_, n)) => *n += 1,
                        None => endings.push((g.reason, 1)),
                    }
                }
                endings.sort_by_key(|&(r, _)| r as u8);
                rows.push(StatsRow {
                    game,
                    opponent,
                    won: count(GameResult::Won),
                    drawn: count(GameResult::Drawn),
                    lost: count(GameResult::Lost),
                    endings,
                    last_played_ms: games.iter().map(|g| g.finished_at_ms).max().unwrap_or(0),
                });
            }
        }
        rows
    }

    /// The games against the computer in `game`, oldest first.
    pub(crate) fn against_computer(&self, game: GameId) -> impl Iterator<Item = &FinishedGame> {
        self.games
            .iter()
            .filter(move |g| g.game == game && g.opponent != Opponent::PassAndPlay)
    }

    /// The player's run of wins against the computer in `game`.
    pub fn streak(&self, game: GameId) -> Streak {
        let mut s = Streak::default();
        for g in self.against_computer(game) {
            if g.result() == GameResult::Won {
                s.current += 1;
                s.best = s.best.max(s.current);
            } else {
                s.current = 0;
            }
        }
        s
    }

    /// The player's estimated strength in `game` (see the module docs); none before the
    /// first game against the computer.
    pub fn rating(&self, game: GameId) -> Option<Rating> {
        let results: Vec<(f64, f64)> = self
            .against_computer(game)
            .filter_map(|g| match g.opponent {
                Opponent::Computer { level } => {
                    Some((level_rating(game, level), g.result().score()))
                }
                Opponent::PassAndPlay => None,
            })
            .collect();
        if results.is_empty() {
            return None;
        }
        let games = results.len() as u32;
        Some(Rating {
            value: max_likelihood(&results, level_rating(game, Level::Medium)),
            games,
            provisional: games < RATING_SETTLED_AFTER,
        })
    }

    /// The file's JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|_| "{}".into())
    }

    /// Reads the file's JSON; a typed reason when it is not a statistics file of a
    /// known version.
    pub fn from_json(text: &str) -> Result<Stats, String> {
        let stats: Stats = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if stats.version != STATS_VERSION {
            return Err(format!(
                "unknown statistics format {} (this app reads {STATS_VERSION})",
                stats.version
            ));
        }
        Ok(stats)
    }
}

/// Why the statistics (or the practice file) could not be read or written.
pub type StatsError = DataFileError;

impl Document for Stats {
    const WHAT: &'static str = "statistics";
    fn empty() -> Self {
        Stats::new()
    }
    fn from_json(text: &str) -> Result<Self, String> {
        Stats::from_json(text)
    }
    fn to_json(&self) -> String {
        Stats::to_json(self)
    }
}

/// What [`StatsFile::record`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// Whether the game was new (false: an earlier ending of the same game was replaced).
    pub new: bool,
    /// Where a damaged file was moved before a new one was started, if it was.
    pub set_aside: Option<PathBuf>,
    /// The statistics as written.
    pub stats: Stats,
}

/// The statistics file (for example `stats.json` beside the settings), read and written
/// only through the core. Keep it outside a save store's directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsFile {
    path: PathBuf,
}

impl StatsFile {
    /// The statistics file at `path` (its directory is created on the first write).
    pub fn new(path: impl Into<PathBuf>) -> StatsFile {
        StatsFile { path: path.into() }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the statistics: none yet when the file does not exist;
    /// [`DataFileError::Damaged`] when it does not read (it is left where it is).
    pub fn load(&self) -> Result<Stats, StatsError> {
        data_file::load(&self.path)
    }

    /// Counts a finished game at `now_ms` (wall clock, ms since the Unix epoch), atomically:
    /// read, add (or replace the same game's entry), write. A damaged file is moved aside
    /// first (see [`Recorded::set_aside`]) and a new one started with this game.
    pub fn record(&self, game: FinishedGame, now_ms: u64) -> Result<Recorded, StatsError> {
        let u = data_file::update(&self.path, now_ms, |stats: &mut Stats| {
            stats.record(FinishedGame {
                finished_at_ms: now_ms,
                ..game
            })
        })?;
        Ok(Recorded {
            new: u.answer,
            set_aside: u.set_aside,
            stats: u.document,
        })
    }

    /// Empties the statistics (after the player confirmed it).
    pub fn reset(&self) -> Result<(), StatsError> {
        data_file::replace(&self.path, &Stats::new())
    }
}

#[cfg(test)]
mod tests;
