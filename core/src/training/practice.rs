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
//! **The file** that keeps the exercises is [`crate::files::practice`]; the screens that
//! answer them are [`crate::screens::practice`].

use crate::ai::review::{exact_label, search_label, MoveLabel, Review, ReviewValue, REVIEW_NODES};
use crate::ai::{self, CancelToken, Limits};
use crate::rules::game::{GameId, Side};
use crate::rules::moves::Move;
use crate::rules::notation::Ply;
use crate::rules::position::Position;
use serde::{Deserialize, Serialize};

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
        let mut record = crate::rules::record::GameRecord::new(pos);
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

#[cfg(test)]
pub(crate) mod tests;
