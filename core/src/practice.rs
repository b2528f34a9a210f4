//! Practice your mistakes: each mistake and blunder of a reviewed game becomes an exercise
//! — the position before it, "find a better move" — kept until solved.
//!
//! **Which plies.** Those labelled [`MoveLabel::Mistake`] or [`MoveLabel::Blunder`] by the
//! review, played by the player: against the computer, the player's side; between two
//! players on one device, either side (both are the player's).
//!
//! **Judging an answer.** A move is accepted when the review would label it at least
//! [`MoveLabel::Good`] from the same position: in Weiming and Zhong Kui exactly (the
//! solver's value after it keeps the value's class — a win stays a win, a draw a draw —
//! [`exact_label`]); in Jinmen and Rendezvous by the review's own search at its node budget
//! ([`search_label`] against the value the review found, the review's best move always
//! accepted). The large games' search sees the exercise's position alone, without the
//! game's earlier positions (so it does not count repetitions from before it).
//!
//! **The file** `practice/practice.json` beside the saves (see
//! [`SaveStore::practice_file`](crate::store::SaveStore::practice_file)), written like the
//! statistics: atomic, one lock for a read-change-write, a damaged file reported and moved
//! aside on the next write, never silently reset.

pub mod play;
pub mod screen;

use crate::ai::{self, CancelToken, Limits};
use crate::data_file::{self, DataFileError, Document};
use crate::game::{GameId, Side};
use crate::moves::Move;
use crate::notation::Ply;
use crate::position::Position;
use crate::review::{exact_label, search_label, MoveLabel, Review, ReviewValue, REVIEW_NODES};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One exercise: a position where the player went wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exercise {
    /// Stable id: the game, the position and the move played (the same mistake in
    /// another game is the same exercise).
    pub id: String,
    /// Which game.
    pub game: GameId,
    /// The position before the mistake, as position text.
    pub position: String,
    /// The move played there, in notation.
    pub played: String,
    /// What the review called it (`mistake` or `blunder`).
    pub label: String,
    /// The value of the position for the side to move, as the review wrote it (`W7`,
    /// `D`, `+0.35`).
    pub value: String,
    /// The review's best move there, in notation.
    pub best: Option<String>,
    /// When it was added (ms since the Unix epoch).
    pub added_at_ms: u64,
    /// When it was solved, once it is.
    pub solved_at_ms: Option<u64>,
}

impl Exercise {
    /// The position.
    pub fn position(&self) -> Option<Position> {
        Position::from_text(self.game, &self.position).ok()
    }

    /// Whether it is still to be solved.
    pub fn is_open(&self) -> bool {
        self.solved_at_ms.is_none()
    }
}

/// The exercises of a review: every mistake and blunder played by `player` (none: both
/// sides, between two players), in the game's order, dated `now_ms`.
pub fn exercises_of(review: &Review, player: Option<Side>, now_ms: u64) -> Vec<Exercise> {
    review
        .plies
        .iter()
        .filter(|p| matches!(p.label, MoveLabel::Mistake | MoveLabel::Blunder))
        .filter(|p| player.is_none_or(|s| s == p.side))
        .filter(|p| matches!(p.entry.ply, Ply::Move(_)))
        .map(|p| {
            let position = p.before.to_text();
            let played = p.notation();
            Exercise {
                id: exercise_id(review.game, &position, &played),
                game: review.game,
                position,
                played,
                label: p.label.id().to_string(),
                value: p.value_before.short_text(),
                best: p.best_notation(),
                added_at_ms: now_ms,
                solved_at_ms: None,
            }
        })
        .collect()
}

/// `<game>-<16 hex digits>`: FNV-1a of the position text and the move.
fn exercise_id(game: GameId, position: &str, played: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in position.bytes().chain([b'|']).chain(played.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{}-{h:016x}", game.id())
}

/// How an answer was judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// A good move: the exercise is solved.
    Solved {
        /// What the review would call it (`best` or `good`).
        label: MoveLabel,
    },
    /// Not better: try again.
    NotYet {
        /// What the review would call it.
        label: MoveLabel,
        /// The value the position keeps after it, for the mover (`W5 → D`).
        after: ReviewValue,
    },
    /// Not a legal move there.
    Illegal(String),
}

/// An answer judged: what the review would call it from the exercise's position, and
/// the value the position keeps after it for the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Judged {
    /// What the review would call the move.
    pub label: MoveLabel,
    /// The value after it, for the side that played it.
    pub after: ReviewValue,
}

impl Judged {
    /// Whether it solves the exercise (at least [`MoveLabel::Good`]).
    pub fn solves(self) -> bool {
        self.label <= MoveLabel::Good
    }
}

/// Judges `answer` (a move in notation) on `exercise`; `cancel` stops the large games'
/// search (then `None`).
pub fn judge(exercise: &Exercise, answer: &str, cancel: &CancelToken) -> Option<Judgement> {
    let Some(pos) = exercise.position() else {
        return Some(Judgement::Illegal(format!(
            "the exercise's position `{}` does not read",
            exercise.position
        )));
    };
    let m: Move = match pos.board().parse_move(answer) {
        Ok(m) => m,
        Err(e) => return Some(Judgement::Illegal(e.to_string())),
    };
    if let Err(e) = pos.check_move(m) {
        return Some(Judgement::Illegal(e.to_string()));
    }
    let judged = judge_move(exercise, m, cancel)?;
    Some(if judged.solves() {
        Judgement::Solved {
            label: judged.label,
        }
    } else {
        Judgement::NotYet {
            label: judged.label,
            after: judged.after,
        }
    })
}

/// Judges the legal move `m` on `exercise` (see the module docs): exact in the small
/// games (a moment), the review's search in the large ones (`cancel` stops it: then
/// `None`, as when the position does not read or `m` is not legal there).
pub fn judge_move(exercise: &Exercise, m: Move, cancel: &CancelToken) -> Option<Judged> {
    let pos = exercise.position()?;
    pos.check_move(m).ok()?;
    let board = pos.board();
    let after = pos.play_unchecked(m);
    let (before, value_after) = if exercise.game.is_small() {
        let before = ReviewValue::from(ai::verdict(&pos)?);
        let after = ReviewValue::from(ai::verdict(&after)?).for_other_side();
        (before, after)
    } else {
        let before = ReviewValue::parse_short(&exercise.value)?;
        let mut record = crate::record::GameRecord::new(pos);
        record.play_move(m).ok()?;
        let after = match record.status().outcome() {
            Some(o) => match o.winner {
                None => ReviewValue::Draw,
                Some(w) if w == after.side_to_move() => ReviewValue::Loss(0),
                Some(_) => ReviewValue::Win(0),
            },
            None => {
                let r = ai::search(&record, Limits::nodes(REVIEW_NODES), cancel, &mut |_| {});
                if cancel.is_cancelled() {
                    return None;
                }
                ReviewValue::from(r.info.score).for_other_side()
            }
        };
        (before, after)
    };
    let label = if exercise.game.is_small() {
        exact_label(before, value_after)
    } else {
        let best = exercise.best.as_deref() == Some(board.move_text(m).as_str());
        search_label(exercise.game, before, value_after, best)
    };
    Some(Judged {
        label,
        after: value_after,
    })
}

/// Exercises as JSON (what the apps carry from the review screen's effect to the store).
pub fn exercises_to_json(exercises: &[Exercise]) -> String {
    serde_json::to_string(exercises).unwrap_or_default()
}

/// Reads [`exercises_to_json`]'s text; the parser's reason when it is not that.
pub fn exercises_from_json(text: &str) -> Result<Vec<Exercise>, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// Every exercise, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Practice {
    /// The format (1).
    pub version: u32,
    /// The exercises, oldest first.
    pub exercises: Vec<Exercise>,
}

/// The practice file's format.
pub const PRACTICE_VERSION: u32 = 1;

impl Practice {
    /// No exercises.
    pub fn new() -> Practice {
        Practice {
            version: PRACTICE_VERSION,
            exercises: Vec::new(),
        }
    }

    /// Adds the exercises not already there (by id; a solved one comes back open when
    /// the same mistake is made again). Returns how many were added or reopened.
    pub fn add(&mut self, new: &[Exercise]) -> usize {
        let mut added = 0;
        for e in new {
            match self.exercises.iter_mut().find(|x| x.id == e.id) {
                Some(x) if x.is_open() => {}
                Some(x) => {
                    x.solved_at_ms = None;
                    added += 1;
                }
                None => {
                    self.exercises.push(e.clone());
                    added += 1;
                }
            }
        }
        added
    }

    /// The open exercises of `game` (every game: none), oldest first.
    pub fn open(&self, game: Option<GameId>) -> Vec<&Exercise> {
        self.exercises
            .iter()
            .filter(|e| e.is_open() && game.is_none_or(|g| g == e.game))
            .collect()
    }
}

impl Document for Practice {
    const WHAT: &'static str = "practice";
    fn empty() -> Self {
        Practice::new()
    }
    fn from_json(text: &str) -> Result<Self, String> {
        let p: Practice = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if p.version != PRACTICE_VERSION {
            return Err(format!(
                "unknown practice format {} (this app reads {PRACTICE_VERSION})",
                p.version
            ));
        }
        Ok(p)
    }
    fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// The practice file (`practice/practice.json` beside the saves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeFile {
    path: PathBuf,
}

impl PracticeFile {
    /// The practice file at `path`.
    pub fn new(path: impl Into<PathBuf>) -> PracticeFile {
        PracticeFile { path: path.into() }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the exercises: none when the file does not exist;
    /// [`DataFileError::Damaged`] when it does not read (left where it is).
    pub fn load(&self) -> Result<Practice, DataFileError> {
        data_file::load(&self.path)
    }

    /// Changes the exercises with `f`, atomically (a damaged file is moved aside to
    /// `practice.damaged-<ms>.json` first and a new one started); returns `f`'s answer.
    pub fn update<T>(
        &self,
        now_ms: u64,
        f: impl FnOnce(&mut Practice) -> T,
    ) -> Result<T, DataFileError> {
        Ok(data_file::update(&self.path, now_ms, f)?.answer)
    }

    /// Adds a review's exercises, dated `now_ms`; how many were added or reopened.
    pub fn add(&self, exercises: &[Exercise], now_ms: u64) -> Result<usize, DataFileError> {
        let dated: Vec<Exercise> = exercises
            .iter()
            .map(|e| Exercise {
                added_at_ms: now_ms,
                ..e.clone()
            })
            .collect();
        self.update(now_ms, |p| p.add(&dated))
    }

    /// Marks the exercise `id` solved at `now_ms`; false when there is none.
    pub fn solve(&self, id: &str, now_ms: u64) -> Result<bool, DataFileError> {
        self.update(now_ms, |p| {
            match p.exercises.iter_mut().find(|e| e.id == id) {
                Some(e) => {
                    e.solved_at_ms.get_or_insert(now_ms);
                    true
                }
                None => false,
            }
        })
    }
}

#[cfg(test)]
pub(crate) mod tests;
