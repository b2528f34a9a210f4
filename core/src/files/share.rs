//! A game shared as text, and read back: the record a player sends to a friend (or pastes
//! into a forum), which the app, the terminal and a person can all read.
//!
//! ```text
//! Folk Chess · Jinmen
//! [Game "jinmen"]
//! [Date "2026-12-02"]
//! [First "You"]
//! [Second "Computer · Medium"]
//! [Mode "computer medium first"]
//! [Result "0-1"]
//! [Ending "resignation"]
//!
//! 1. b2-b3 c6-c5 2. c2-c3 d6-d5
//!
//! Second (black) wins: First (red) resigned.
//! ```
//!
//! The tags come first in square brackets (`Game`, `Date`, `First`, `Second`, `Mode`,
//! `Timer` (seconds per turn, only when the game had a turn timer), `Result`, `Ending`, and `Start` with a position text when the game did not begin at the
//! start), then a blank line and the plies numbered in pairs, then the outcome in words.
//! [`import`] reads the tags and the first paragraph after them; the title line before the
//! tags and the words after the plies are for people and are skipped. `Result` is `1-0`
//! (First won), `0-1`, `1/2-1/2` or `*` (goes on); `Ending` (the outcome's reason, as the
//! save format names it) tells a resignation or an agreed draw, which the plies alone
//! cannot show. `Mode` is `pass-and-play` or `computer <level> <player's side>`, so that an
//! imported game can be continued as it was played.

use crate::files::save::SavedGame;
use crate::rules::game::{GameId, Level, Side};
use crate::rules::notation::{NotationError, Ply};
use crate::rules::outcome::{EndReason, Outcome};
use crate::rules::position::{Position, PositionError};
use crate::rules::record::{GameRecord, PlayError};
use crate::rules::setup::{Mode, Setup};
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::text::dates::date_time_text;
use crate::text::messages;
use crate::text::rules_text::{self, Lang};

/// Why a shared text could not be read. Each names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShareError {
    /// No `[Game "…"]` tag.
    #[error("the text has no [Game \"…\"] tag: it is not a shared Folk Chess game")]
    NoGame,
    /// A tag line that does not read as `[Name "value"]`.
    #[error("`{0}` is not a tag of the form [Name \"value\"]")]
    BadTag(String),
    /// The game is not one of the four.
    #[error("unknown game `{0}` (expected weiming, zhongkui, jinmen or huishi)")]
    UnknownGame(String),
    /// The `Mode` tag does not read.
    #[error("unknown mode `{0}` (expected pass-and-play or computer LEVEL SIDE)")]
    BadMode(String),
    /// The `Timer` tag is not a number of seconds a turn may have.
    #[error("`{0}` is not a turn timer (seconds, 1 to {max})", max = crate::rules::setup::MAX_TURN_SECONDS)]
    BadTimer(String),
    /// The `Start` position does not read.
    #[error("the start position does not read: {0}")]
    BadStart(PositionError),
    /// A ply does not read.
    #[error("move {number} `{text}` does not read: {error}")]
    BadPly {
        /// Its number, from 1.
        number: usize,
        /// The text.
        text: String,
        /// Why.
        error: NotationError,
    },
    /// A ply is not legal where it stands.
    #[error("move {number} `{text}` is not legal there: {error}")]
    IllegalPly {
        /// Its number, from 1.
        number: usize,
        /// The text.
        text: String,
        /// Why.
        error: PlayError,
    },
    /// `Result` or `Ending` do not read, or do not agree with the plies.
    #[error("the result {result} does not follow from the moves ({why})")]
    ResultMismatch {
        /// The `Result` tag as written.
        result: String,
        /// What the plies say.
        why: String,
    },
    /// Longer than any shared game ([`crate::files::limits::MAX_GAME_BYTES`]); not read.
    #[error(transparent)]
    TooLarge(#[from] crate::files::limits::TooLarge),
}

impl ShareError {
    /// The reason for a player, in `lang`: what does not read, and where (English is the
    /// error's own words; Chinese names the same tag, ply and text).
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            ShareError::NoGame => {
                "这段文字没有 [Game \"…\"] 标签，不是分享出来的民间棋对局。".to_string()
            }
            ShareError::BadTag(t) => format!("“{t}”不是 [名称 \"值\"] 形式的标签。"),
            ShareError::UnknownGame(g) => {
                format!("未知的棋种“{g}”（应为 weiming、zhongkui、jinmen 或 huishi）。")
            }
            ShareError::BadMode(m) => {
                format!("未知的对局方式“{m}”（应为 pass-and-play 或 computer 级别 一方）。")
            }
            ShareError::BadTimer(t) => format!(
                "“{t}”不是每步限时（秒数，1 到 {}）。",
                crate::rules::setup::MAX_TURN_SECONDS
            ),
            ShareError::BadStart(_) => "开局局面无法读取。".to_string(),
            ShareError::BadPly { number, text, .. } => {
                format!("第{number}步“{text}”无法读取。")
            }
            ShareError::IllegalPly {
                number,
                text,
                error,
            } => match error {
                PlayError::GameOver(_) => format!("第{number}步“{text}”走在对局结束之后。"),
                PlayError::Illegal { reason, .. } => format!(
                    "第{number}步“{text}”不合规则：{}",
                    messages::illegal_move_text(reason, Lang::Zh)
                ),
            },
            ShareError::ResultMismatch { result, .. } => {
                format!("结果 {result} 与着法不符。")
            }
            ShareError::TooLarge(t) => format!(
                "文字太长：超过上限 {}。",
                crate::files::limits::limit_text(t.limit)
            ),
        }
    }

    /// [`ShareError::text`] in the display language (both: Chinese, then English).
    pub fn say(&self, lang: DisplayLanguage) -> String {
        lang.sentence(|l| self.text(l))
    }
}

/// The `Result` tag of an outcome.
fn result_tag(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "*",
        Some(Outcome {
            winner: Some(Side::First),
            ..
        }) => "1-0",
        Some(Outcome {
            winner: Some(Side::Second),
            ..
        }) => "0-1",
        Some(Outcome { winner: None, .. }) => "1/2-1/2",
    }
}

/// The `Ending` tag: the reason's name in the save format.
fn ending_tag(reason: EndReason) -> String {
    serde_json::to_value(reason)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn mode_tag(mode: Mode) -> String {
    match mode {
        Mode::PassAndPlay => "pass-and-play".into(),
        Mode::VsComputer { level, human } => format!("computer {} {}", level.id(), human.id()),
    }
}

fn parse_mode(text: &str) -> Option<Mode> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["pass-and-play"] => Some(Mode::PassAndPlay),
        ["computer", level, side] => Some(Mode::VsComputer {
            level: level.parse::<Level>().ok()?,
            human: side.parse::<Side>().ok()?,
        }),
        _ => None,
    }
}

/// A player's name as the tags give it: "You", "Computer · Medium", or the side.
fn player_name(mode: Mode, side: Side, lang: DisplayLanguage) -> String {
    match mode {
        Mode::PassAndPlay => lang.label(|l| messages::side_name(side, l).to_string()),
        Mode::VsComputer { human, .. } if side == human => lang.say(Label::You),
        Mode::VsComputer { level, .. } => lang.label(|l| {
            let level_name = match l {
                Lang::Zh => level.name_zh(),
                Lang::En => level.name_en(),
            };
            format!("{} · {level_name}", Label::Computer.text(l))
        }),
    }
}

/// The shared picture's line under the board: who won (as a stranger reads it, "Second
/// (black) wins", never "You won") and in how many moves, "Second (black) wins · 6 moves" /
/// "后手（黑）胜 · 6步" — one short line a language, each held together; or that it goes on and
/// after how many moves.
pub fn picture_result(saved: &SavedGame, lang: DisplayLanguage) -> String {
    let record = &saved.record;
    let n = record.ply_count();
    match record.status().outcome() {
        Some(o) => lang.sentence(|l| {
            let headline = crate::text::messages::result_headline(&o, None, l);
            let moves = crate::text::catalogue::move_count(n, l);
            format!("{headline} · {moves}")
        }),
        None => lang.sentence(|l| match l {
            Lang::En if n == 0 => "Not started yet.".to_string(),
            Lang::Zh if n == 0 => "对局尚未开始。".to_string(),
            Lang::En if n == 1 => "In progress after 1 move.".to_string(),
            Lang::En => format!("In progress after {n} moves."),
            Lang::Zh => format!("对局进行中，已走{n}步。"),
        }),
    }
}

/// The text of `saved` to share, its words in `lang`, dated at `epoch_ms` (the local date
/// at `utc_offset_minutes`).
pub fn share_text(
    saved: &SavedGame,
    lang: DisplayLanguage,
    epoch_ms: u64,
    utc_offset_minutes: i32,
) -> String {
    let record = &saved.record;
    let game = record.game();
    let board = record.start().board();
    let outcome = record.status().outcome();
    let mode = saved.setup.mode;
    let date = date_time_text(epoch_ms, utc_offset_minutes);
    let date = date.split([' ', '\u{a0}']).next().unwrap_or_default();
    // The app's and the game's short names ("Folk Chess · Zhong Kui"): the share sheet's
    // title and the picture's.
    let mut out = lang.phrase(|l| {
        format!(
            "{} · {}",
            Label::AppName.text(l),
            rules_text::short_game_name(game, l)
        )
    });
    out.push('\n');
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "'")));
    };
    tag("Game", game.id());
    tag("Date", date);
    tag("First", &player_name(mode, Side::First, lang));
    tag("Second", &player_name(mode, Side::Second, lang));
    tag("Mode", &mode_tag(mode));
    if let Some(seconds) = saved.setup.turn_seconds {
        tag("Timer", &seconds.to_string());
    }
    tag("Result", result_tag(outcome));
    if let Some(o) = outcome {
        tag("Ending", &ending_tag(o.reason));
    }
    if *record.start() != Position::start(game) {
        tag("Start", &record.start().to_text());
    }
    out.push('\n');
    // The plies numbered in pairs from the side that moved first, ten pairs a line.
    let first_mover = record.start().side_to_move();
    let mut line = Vec::new();
    for (i, ply) in record.plies().into_iter().enumerate() {
        if i % 2 == 0 {
            if i > 0 && i % 20 == 0 {
                out.push_str(&line.join(" "));
                out.push('\n');
                line.clear();
            }
            line.push(format!("{}.", i / 2 + 1));
            if i == 0 && first_mover == Side::Second {
                line.push("…".into());
            }
        }
        line.push(board.ply_text(ply));
    }
    if !line.is_empty() {
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    if let Some(o) = outcome {
        out.push('\n');
        out.push_str(&lang.sentence(|l| messages::outcome_text(&o, l)));
        out.push('\n');
    }
    out
}

/// Reads a shared text back as a game to review or continue (its setup from the `Mode`
/// tag, pass-and-play when it has none, and the `Timer` tag, no timer when it has none —
/// never the app's default settings; no seed: the shell gives a new one).
pub fn import(text: &str) -> Result<SavedGame, ShareError> {
    crate::files::limits::check_text(text, crate::files::limits::MAX_GAME_BYTES)?;
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut moves = String::new();
    let mut in_moves = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') && !in_moves {
            let inner = line
                .strip_prefix('[')
                .and_then(|l| l.strip_suffix(']'))
                .ok_or_else(|| ShareError::BadTag(line.to_string()))?;
            let (name, value) = inner
                .split_once(' ')
                .ok_or_else(|| ShareError::BadTag(line.to_string()))?;
            let value = value
                .trim()
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| ShareError::BadTag(line.to_string()))?;
            tags.push((name.to_string(), value.to_string()));
        } else if tags.is_empty() {
            // The title line (and anything a messenger put before the tags).
        } else if line.is_empty() {
            if in_moves {
                break;
            }
        } else {
            in_moves = true;
            moves.push(' ');
            moves.push_str(line);
        }
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let game_text = tag("Game").ok_or(ShareError::NoGame)?;
    let game: GameId = game_text
        .parse()
        .map_err(|_| ShareError::UnknownGame(game_text.to_string()))?;
    let mode = match tag("Mode") {
        None => Mode::PassAndPlay,
        Some(m) => parse_mode(m).ok_or_else(|| ShareError::BadMode(m.to_string()))?,
    };
    // No timer unless the text names one: a game shared without it had none.
    let turn_seconds = match tag("Timer") {
        None => None,
        Some(t) => Some(
            t.trim()
                .parse::<u32>()
                .ok()
                .filter(|&s| {
                    Setup {
                        mode,
                        turn_seconds: Some(s),
                    }
                    .validate()
                    .is_ok()
                })
                .ok_or_else(|| ShareError::BadTimer(t.to_string()))?,
        ),
    };
    let start = match tag("Start") {
        None => Position::start(game),
        Some(t) => Position::from_text(game, t).map_err(ShareError::BadStart)?,
    };
    let board = crate::rules::board::Board::of(game);
    let mut record = GameRecord::new(start);
    let mut number = 0;
    for token in moves.split_whitespace() {
        let is_number = token.ends_with('.') && token[..token.len() - 1].parse::<u32>().is_ok();
        if is_number || token == "…" || token == "..." {
            continue;
        }
        number += 1;
        let ply: Ply = board.parse_ply(token).map_err(|error| ShareError::BadPly {
            number,
            text: token.to_string(),
            error,
        })?;
        record.play(ply).map_err(|error| ShareError::IllegalPly {
            number,
            text: token.to_string(),
            error,
        })?;
    }
    let result = tag("Result").unwrap_or("*").to_string();
    let mismatch = |why: String| ShareError::ResultMismatch {
        result: result.clone(),
        why,
    };
    let ending = tag("Ending");
    let over = record.status().outcome();
    match (over, result.as_str(), ending) {
        (None, "*", _) => {}
        (None, r, Some("resignation")) => {
            let loser = match r {
                "1-0" => Side::Second,
                "0-1" => Side::First,
                _ => return Err(mismatch("a resignation has a winner".into())),
            };
            record
                .resign(loser)
                .map_err(|e| mismatch(format!("the resignation cannot be played: {e}")))?;
        }
        (None, "1/2-1/2", Some("draw_agreed")) => {
            record
                .agree_draw()
                .map_err(|e| mismatch(format!("the agreed draw cannot be played: {e}")))?;
        }
        (None, _, _) => return Err(mismatch("the game goes on after them".into())),
        (Some(o), r, _) if r == result_tag(Some(o)) => {}
        (Some(o), _, _) => {
            return Err(mismatch(format!(
                "they end it {}",
                messages::outcome_text(&o, Lang::En)
            )))
        }
    }
    Ok(SavedGame::of_record(record, Setup { mode, turn_seconds }))
}

#[cfg(test)]
mod tests;
