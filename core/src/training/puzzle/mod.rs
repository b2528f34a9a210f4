//! Puzzles: positions with exactly one winning move, for the player to find.
//!
//! A [`Puzzle`] is a position of one game, the one move that wins from it, how
//! many plies the win takes, and a [`Difficulty`]. The set shipped with the app
//! lives in `core/src/training/puzzle/data/<game>.tsv`, one puzzle a line
//! ([`Puzzle::to_line`]), read once on first use ([`puzzles`]). It is made by
//! [`generate`] (the command `folkchess puzzle generate --game G`), whose output
//! is exactly the committed file; `docs/puzzles.md` says how each game's
//! puzzles are found, proved and graded, and how many there are.
//!
//! * weiming, zhongkui: every position reachable from the start in which the
//!   side to move wins and exactly one legal move keeps the win, proved by the
//!   exact solution ([`crate::ai::verdict`]); mirror images count once
//!   ([`symmetries`]).
//! * jinmen: positions of seeded self-play where a search proves a forced win
//!   whose first move is the only one that wins, checked again by a deeper search
//!   ([`generate::CHECK_ROOT_NODES`], [`generate::CHECK_ALT_NODES`]).
//! * huishi: the same self-play's candidates, each proved by Rendezvous's exact
//!   table ([`check_exact`]; `folkchess puzzle generate --game huishi --tables DIR`,
//!   [`generate_checked`]): the only winning move, the exact distance.
//!
//! [`daily_puzzle`] picks the puzzle of a calendar date, the same for everyone;
//! [`crate::files::puzzle_progress`] keeps what the player solved, failed and took hints for, and the
//! streak of days solved; [`crate::screens::puzzles::play`] is the game table of a puzzle being solved.

mod generate;
mod symmetry;

pub use generate::{
    check_exact, check_large, check_small, generate, generate_checked, generate_with_progress,
    large_candidates, Check, GenerateStats, CHECK_ALT_NODES, CHECK_ROOT_NODES, DEFAULT_SEED,
    LARGE_TARGET, MAX_PER_GAME, QUICK_NODES, SCAN_NODES,
};
pub use symmetry::symmetries;

use crate::ai::review::ReviewValue;
use crate::rules::board::Board;
use crate::rules::game::{GameId, UnknownGame};
use crate::rules::moves::Move;
use crate::rules::notation::NotationError;
use crate::rules::position::{Position, PositionError};
use once_cell::sync::Lazy;
use std::fmt;

/// How hard a puzzle is, from the distance to the win and from how many tempting
/// wrong moves the position offers (`docs/puzzles.md`, "Difficulty").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Difficulty {
    /// A short win with few tempting alternatives.
    Easy,
    /// A longer win, or a short one among tempting alternatives.
    Medium,
    /// A long win among tempting alternatives.
    Hard,
}

impl Difficulty {
    /// The three difficulties, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The stable id, as in the puzzle files: `easy`, `medium`, `hard`.
    pub const fn id(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The difficulty of a puzzle whose win takes `plies` plies and which offers
    /// `tempting` tempting wrong moves (`docs/puzzles.md`, "Difficulty"): points
    /// for the distance (0 for a win in 1, 1 up to 3 plies, 2 up to 7, 3 beyond)
    /// plus points for the temptations (0 for none or one, 1 for two or three, 2
    /// for four or more); 0–1 points is easy, 2–3 medium, 4 and more hard.
    pub fn grade(plies: u32, tempting: usize) -> Difficulty {
        let distance = match plies {
            0..=1 => 0,
            2..=3 => 1,
            4..=7 => 2,
            _ => 3,
        };
        let temptation = match tempting {
            0..=1 => 0,
            2..=3 => 1,
            _ => 2,
        };
        match distance + temptation {
            0..=1 => Difficulty::Easy,
            2..=3 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Difficulty {
    type Err = PuzzleError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.id() == s)
            .ok_or_else(|| PuzzleError::Difficulty(s.to_string()))
    }
}

/// One puzzle: a position whose side to move wins by exactly one move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// The stable id within the set, `<game>-<number>` (`weiming-0042`).
    pub id: String,
    /// The game.
    pub game: GameId,
    /// The position; its side to move is the side that wins.
    pub position: Position,
    /// The one move that wins.
    pub solution: Move,
    /// Plies to the win from `position` with best play on both sides (the winner
    /// hurries, the loser resists): the winning side's value `W<n>` as the review
    /// writes it. Exact in weiming and zhongkui; in jinmen and huishi, as the
    /// check's search proved it.
    pub value: u32,
    /// How hard it is.
    pub difficulty: Difficulty,
}

/// The field of a puzzle line that was wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// Not six tab-separated fields.
    #[error("a puzzle line has 6 tab-separated fields (id game position solution value difficulty), not {0}")]
    FieldCount(usize),
    /// The id is empty or has a character other than a–z, 0–9 and `-`.
    #[error("id: `{0}` is not an id (lower-case letters, digits and `-`)")]
    Id(String),
    /// The game is not one of the four.
    #[error("game: {0}")]
    Game(#[from] UnknownGame),
    /// The position text is not a position of the game.
    #[error("position: `{text}`: {error}")]
    Position {
        /// The field.
        text: String,
        /// Why it is not a position.
        error: PositionError,
    },
    /// The solution is not a move.
    #[error("solution: {0}")]
    Solution(NotationError),
    /// The solution is a move, but not a legal one in the position.
    #[error("solution: `{0}` is not a legal move in the position")]
    IllegalSolution(String),
    /// The value is not `W<n>` with n ≥ 1.
    #[error("value: `{0}` is not a win in n moves (W1, W2, …)")]
    Value(String),
    /// The difficulty is not `easy`, `medium` or `hard`.
    #[error("difficulty: `{0}` is not easy, medium or hard")]
    Difficulty(String),
}

/// A puzzle line of a set that could not be read, with its line number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {error}")]
pub struct SetError {
    /// The line number, from 1.
    pub line: usize,
    /// What was wrong with it.
    pub error: PuzzleError,
}

impl Puzzle {
    /// The value as the review writes it: `W<n>`.
    pub fn value_text(&self) -> String {
        ReviewValue::Win(self.value).short_text()
    }

    /// The solution in notation (`tm-m`).
    pub fn solution_text(&self) -> String {
        Board::of(self.game).move_text(self.solution)
    }

    /// The puzzle as one line of text, without the line end: the six fields
    /// `id game position solution value difficulty` separated by tabs, the
    /// position as canonical position text (`docs/notation.md`).
    pub fn to_line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.game,
            self.position.to_text(),
            self.solution_text(),
            self.value_text(),
            self.difficulty
        )
    }

    /// Reads one line written by [`Puzzle::to_line`]. The error names the first
    /// field that is wrong; nothing here panics. Checks that the solution is a
    /// legal move of the position (not that it wins: the tests prove that).
    pub fn parse_line(line: &str) -> Result<Puzzle, PuzzleError> {
        let line = line.strip_suffix('\n').unwrap_or(line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, game, position, solution, value, difficulty] = fields[..] else {
            return Err(PuzzleError::FieldCount(fields.len()));
        };
        let id_ok = !id.is_empty()
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !id_ok {
            return Err(PuzzleError::Id(id.to_string()));
        }
        let game: GameId = game.parse()?;
        let pos = Position::from_text(game, position).map_err(|error| PuzzleError::Position {
            text: position.to_string(),
            error,
        })?;
        let board = Board::of(game);
        let m = board.parse_move(solution).map_err(PuzzleError::Solution)?;
        if board.move_text(m) != solution || !pos.is_legal(m) || pos.is_decided() {
            return Err(PuzzleError::IllegalSolution(solution.to_string()));
        }
        let value = value
            .strip_prefix('W')
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && n.len() <= 4)
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|&n| n >= 1)
            .ok_or_else(|| PuzzleError::Value(value.to_string()))?;
        let difficulty = difficulty.parse()?;
        Ok(Puzzle {
            id: id.to_string(),
            game,
            position: pos,
            solution: m,
            value,
            difficulty,
        })
    }
}

/// Reads a whole set: one puzzle a line ([`Puzzle::parse_line`]); a last line end
/// is allowed, an empty line is not.
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>, SetError> {
    let body = text.strip_suffix('\n').unwrap_or(text);
    if body.is_empty() {
        return Ok(Vec::new());
    }
    body.split('\n')
        .enumerate()
        .map(|(i, line)| Puzzle::parse_line(line).map_err(|error| SetError { line: i + 1, error }))
        .collect()
}

/// Writes a set: each puzzle's [`Puzzle::to_line`] followed by a line end.
pub fn write_set(puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for p in puzzles {
        out.push_str(&p.to_line());
        out.push('\n');
    }
    out
}

/// The committed set of `game`, as text (the file `core/src/training/puzzle/data/<game>.tsv`).
pub fn set_text(game: GameId) -> &'static str {
    match game {
        GameId::Weiming => include_str!("data/weiming.tsv"),
        GameId::Zhongkui => include_str!("data/zhongkui.tsv"),
        GameId::Jinmen => include_str!("data/jinmen.tsv"),
        GameId::Huishi => include_str!("data/huishi.tsv"),
    }
}

static SETS: Lazy<[Vec<Puzzle>; 4]> = Lazy::new(|| {
    GameId::ALL.map(|game| {
        // The committed files are proved readable by the tests
        // (`the_committed_sets_parse_and_belong_to_their_game`).
        parse_set(set_text(game)).expect("the committed puzzle set parses")
    })
});

/// The puzzles of `game`, in the order of their file (easiest first, then by the
/// distance to the win). Parsed on first use, then shared.
pub fn puzzles(game: GameId) -> &'static [Puzzle] {
    &SETS[game.index()]
}

/// The puzzle with this id, in any game.
pub fn puzzle_by_id(id: &str) -> Option<&'static Puzzle> {
    GameId::ALL
        .into_iter()
        .flat_map(puzzles)
        .find(|p| p.id == id)
}

/// A day of the proleptic Gregorian calendar, as a phone's local date gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CivilDate {
    /// The year (`2026`).
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month, from 1.
    pub day: u8,
}

/// A date that is not a day of the calendar, or a text that is not `YYYY-MM-DD`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a date (YYYY-MM-DD)")]
pub struct BadDate(pub String);

impl CivilDate {
    /// The date, if it is a day of the calendar (years 1 to 9999).
    pub fn new(year: i32, month: u8, day: u8) -> Result<CivilDate, BadDate> {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
        let days_in_month = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => 0,
        };
        if !(1..=9999).contains(&year) || day == 0 || day > days_in_month {
            return Err(BadDate(format!("{year:04}-{month:02}-{day:02}")));
        }
        Ok(CivilDate { year, month, day })
    }

    /// Reads `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Result<CivilDate, BadDate> {
        let bad = || BadDate(text.to_string());
        let b = text.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        let num = |r: std::ops::Range<usize>| -> Result<u32, BadDate> {
            let s = &text[r];
            if s.bytes().all(|c| c.is_ascii_digit()) {
                s.parse().map_err(|_| bad())
            } else {
                Err(bad())
            }
        };
        let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
        CivilDate::new(y as i32, m as u8, d as u8).map_err(|_| bad())
    }

    /// Days since 1970-01-01 (negative before it), by Howard Hinnant's
    /// `days_from_civil`.
    pub fn days_since_epoch(self) -> i64 {
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(self.month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` days after 1970-01-01 (the inverse of
    /// [`CivilDate::days_since_epoch`]).
    pub fn from_days_since_epoch(days: i64) -> CivilDate {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        CivilDate { year, month, day }
    }

    /// The local date of the wall-clock instant `epoch_ms` (ms since the Unix epoch) at
    /// the UTC offset `utc_offset_minutes` (what a phone's clock and time zone give).
    pub fn from_epoch_ms(epoch_ms: i64, utc_offset_minutes: i32) -> CivilDate {
        let local = epoch_ms.div_euclid(60_000) + i64::from(utc_offset_minutes);
        CivilDate::from_days_since_epoch(local.div_euclid(24 * 60))
    }

    /// The next day.
    pub fn next(self) -> CivilDate {
        CivilDate::from_days_since_epoch(self.days_since_epoch() + 1)
    }
}

impl fmt::Display for CivilDate {
    /// `YYYY-MM-DD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// SplitMix64's finaliser: the fixed hash of the daily choice.
const fn splitmix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The puzzle of the day `date`, the same for every player: the games take turns
/// by day (day `d` since 1970-01-01 is a day of game `d mod 4` in the order
/// weiming, zhongkui, jinmen, huishi), and within that game it is
/// [`daily_puzzle_of`]. Depends on the date and the committed set alone (a new
/// set changes the choices of the days to come).
pub fn daily_puzzle(date: CivilDate) -> &'static Puzzle {
    let d = date.days_since_epoch();
    let game = GameId::ALL[d.rem_euclid(4) as usize];
    // Every set is non-empty (`every_game_has_puzzles`); falling back to the
    // other games is a guard only.
    std::iter::successors(Some(game), |g| Some(GameId::ALL[(g.index() + 1) % 4]))
        .take(4)
        .find_map(|g| daily_puzzle_of(g, date))
        .expect("the puzzle sets are not all empty")
}

/// The puzzle of the day `date` among the puzzles of `game`: number
/// `splitmix64(d) mod count` of its set, where `d` is the day's number since
/// 1970-01-01 and `splitmix64` SplitMix64's output function (add
/// 0x9E3779B97F4A7C15, then `z ^= z >> 30; z *= 0xBF58476D1CE4E5B9;
/// z ^= z >> 27; z *= 0x94D049BB133111EB; z ^= z >> 31`, wrapping). `None` only
/// for an empty set.
pub fn daily_puzzle_of(game: GameId, date: CivilDate) -> Option<&'static Puzzle> {
    let set = puzzles(game);
    if set.is_empty() {
        return None;
    }
    let d = date.days_since_epoch();
    set.get((splitmix64(d as u64) % set.len() as u64) as usize)
}

#[cfg(test)]
mod tests;
