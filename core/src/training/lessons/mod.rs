//! Lessons: each game taught in a few short lessons, one idea each, on small positions.
//!
//! A [`Lesson`] has a title, a task and one or more [`Step`]s: a position (its side to
//! move is the player's), what to do in words, and a [`Goal`] — a predicate over the
//! position and what the player's move did (the piece moved, a step or a jump, the
//! captures, a win and how), judged here by the rules engine, never by a list of expected
//! move strings. A refused move is answered by the rule that refuses it
//! ([`IllegalMove`], in the player's words by [`crate::text::messages::illegal_move_text`]);
//! a legal move that misses the goal by the step's own sentence, which names the rule it
//! missed. The last step of every lesson is played to a small win against the computer's
//! replies ([`Goal::Win`]): a move after which the win can no longer be forced within the
//! step's moves is a miss.
//!
//! Stars ([`stars`]) count the player's moves over the whole lesson, wrong ones (taken
//! back or not) included: three for the fewest ([`Lesson::par`]).
//!
//! The texts are the project's own, written from `docs/rules/` and RULES.md, in Chinese
//! and English; Traditional Chinese is converted from the Chinese by the words layer.

use crate::rules::game::{GameId, Side};
use crate::rules::moves::{IllegalMove, Move, MoveEffects, MoveKind};
use crate::rules::outcome::EndReason;
use crate::rules::position::{Piece, Position};
use crate::text::rules_text::Lang;

mod huishi;
mod jinmen;
mod weiming;
mod zhongkui;

/// A text in both of the core's written languages (zh-Hant is converted from `zh`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// English.
    pub en: &'static str,
    /// Simplified Chinese.
    pub zh: &'static str,
}

impl Words {
    /// The text in `lang`.
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
        }
    }
}

/// Shorthand for the lesson tables: `w("English", "中文")`.
const fn w(en: &'static str, zh: &'static str) -> Words {
    Words { en, zh }
}

/// What the player's move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Move one of the player's own pieces (not the shared piece).
    OwnPiece,
    /// Move the shared piece.
    SharedPiece,
    /// A jump (over a piece, to the empty point beyond it).
    Jump,
    /// Capture exactly this many pieces with the move (Jinmen).
    Capture(u32),
    /// After the move, the opponent's piece on this point has no move.
    Trap(&'static str),
    /// Win at once because the opponent is left without a legal move.
    Block,
    /// Win at once by leaving the opponent one piece (Jinmen).
    LastPiece,
    /// Win at once by a rendezvous of the two generals (Rendezvous).
    Rendezvous,
    /// Win against the computer's replies within this many moves of the player's (the
    /// fewest that win): a step played out to the end.
    Win(u32),
}

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The position, as position text (`docs/notation.md`); its side to move plays.
    pub position: &'static str,
    /// What to do.
    pub task: Words,
    /// The goal the move is judged by.
    pub goal: Goal,
    /// Said to a legal move that misses the goal: which rule it missed.
    pub miss: Words,
    /// Said when the step is done.
    pub done: Words,
}

/// One lesson: one idea, a few steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// `weiming-2`: the game and the lesson's number in it.
    pub id: &'static str,
    /// The game.
    pub game: GameId,
    /// The title: "The shared piece".
    pub title: Words,
    /// The lesson's task in one line: "Move the shared piece".
    pub task: Words,
    /// The steps, in order (the last one played to a win).
    pub steps: &'static [Step],
}

/// How a move of the player measures up against a step's goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The rules refuse it: why.
    Refused(IllegalMove),
    /// Legal, but it misses the goal (the step's [`Step::miss`]).
    Missed,
    /// The goal is reached: the step is done.
    Met,
    /// A step played out: the move keeps the win within reach; play on.
    OnTrack,
}

/// Every game's lessons, in order.
pub fn lessons(game: GameId) -> &'static [Lesson] {
    match game {
        GameId::Weiming => weiming::LESSONS,
        GameId::Zhongkui => zhongkui::LESSONS,
        GameId::Jinmen => jinmen::LESSONS,
        GameId::Huishi => huishi::LESSONS,
    }
}

/// All lessons of the four games, game by game.
pub fn all_lessons() -> impl Iterator<Item = &'static Lesson> {
    GameId::ALL.into_iter().flat_map(lessons)
}

/// The lesson with this id.
pub fn lesson_by_id(id: &str) -> Option<&'static Lesson> {
    all_lessons().find(|l| l.id == id)
}

impl Lesson {
    /// The fewest moves of the player that finish the lesson: one per step, the moves of
    /// the win for a step played out.
    pub fn par(&self) -> u32 {
        self.steps.iter().map(Step::moves).sum()
    }

    /// The lesson after this one in its game, if any.
    pub fn next(&self) -> Option<&'static Lesson> {
        let list = lessons(self.game);
        let i = list.iter().position(|l| l.id == self.id)?;
        list.get(i + 1)
    }
}

impl Step {
    /// The step's position.
    ///
    /// # Panics
    ///
    /// If the position text does not read (every lesson's is read by the tests).
    pub fn start(&self, game: GameId) -> Position {
        Position::from_text(game, self.position)
            .unwrap_or_else(|e| panic!("lesson position {}: {e}", self.position))
    }

    /// The side the player moves.
    pub fn player(&self, game: GameId) -> Side {
        self.start(game).side_to_move()
    }

    /// The fewest moves of the player the step takes.
    pub fn moves(&self) -> u32 {
        match self.goal {
            Goal::Win(n) => n,
            _ => 1,
        }
    }

    /// Whether the step is played out against the computer.
    pub fn is_played_out(&self) -> bool {
        matches!(self.goal, Goal::Win(_))
    }

    /// The most moves a step played out may take: one more than the fewest (the
    /// slower win costs a star).
    pub fn budget(&self) -> u32 {
        self.moves() + u32::from(self.is_played_out())
    }

    /// Judges the player's move `m` in `pos` (the step's position, or a later one of a
    /// step played out, where the player has made `used` moves of this step before).
    pub fn judge(&self, pos: &Position, m: Move, used: u32) -> Judgement {
        let kind = match pos.check_move(m) {
            Ok(kind) => kind,
            Err(reason) => return Judgement::Refused(reason),
        };
        let (after, effects) = pos.play_with_effects(m);
        debug_assert_eq!(effects.kind, kind);
        let won = |reason: Option<EndReason>| {
            after.outcome().is_some_and(|o| {
                o.winner == Some(pos.side_to_move()) && reason.is_none_or(|r| o.reason == r)
            })
        };
        let met = match self.goal {
            Goal::OwnPiece => effects.piece != Piece::Shared,
            Goal::SharedPiece => effects.piece == Piece::Shared,
            Goal::Jump => matches!(effects.kind, MoveKind::Jump { .. }),
            Goal::Capture(n) => effects.captured.count() == n,
            Goal::Trap(name) => {
                let p = pos.board().find(name).expect("a point of the board");
                after
                    .piece_at(p)
                    .is_some_and(|piece| piece.side().is_some())
                    && after.targets(p).is_empty()
            }
            Goal::Block => won(Some(EndReason::NoLegalMove)),
            Goal::LastPiece => won(Some(EndReason::ReducedToOnePiece)),
            Goal::Rendezvous => won(Some(EndReason::Rendezvous)),
            Goal::Win(_) => {
                if won(None) {
                    return Judgement::Met;
                }
                let left = self.budget().saturating_sub(used + 1);
                return if left > 0 && must_lose(&after, left) {
                    Judgement::OnTrack
                } else {
                    Judgement::Missed
                };
            }
        };
        if met {
            Judgement::Met
        } else {
            Judgement::Missed
        }
    }

    /// The moves of the step's position that reach its goal (for a step played out:
    /// that keep a win within its [`Step::budget`]; the fastest are fewer).
    pub fn answers(&self, game: GameId) -> Vec<Move> {
        let pos = self.start(game);
        let moves: Vec<Move> = pos.legal_moves().to_vec();
        moves
            .into_iter()
            .filter(|&m| matches!(self.judge(&pos, m, 0), Judgement::Met | Judgement::OnTrack))
            .collect()
    }
}

/// Whether the side to move in `pos` can win within `k` of its own moves, whatever
/// the other side replies (repetition aside: the horizons here are a few moves).
pub fn can_win(pos: &Position, k: u32) -> bool {
    if k == 0 || pos.outcome().is_some() {
        return false;
    }
    pos.legal_moves().iter().any(|&m| {
        let after = pos.play_unchecked(m);
        won_by_last_move(&after) || (k > 1 && must_lose(&after, k - 1))
    })
}

/// Whether the side to move in `pos` loses within `k` moves of the other side's,
/// whatever it plays (already lost counts).
pub fn must_lose(pos: &Position, k: u32) -> bool {
    if let Some(o) = pos.outcome() {
        return o.winner == Some(pos.side_to_move().opponent());
    }
    pos.legal_moves().iter().all(|&r| {
        let after = pos.play_unchecked(r);
        match after.outcome() {
            Some(_) => false, // the reply won (or drew): no loss for the side to move
            None => can_win(&after, k),
        }
    })
}

/// Whether the last move won the game for the side that made it.
fn won_by_last_move(after: &Position) -> bool {
    after
        .outcome()
        .is_some_and(|o| o.winner == Some(after.side_to_move().opponent()))
}

/// The stars a lesson finished in `used` moves earns, its fewest being `par`: three
/// for the fewest, two for up to two more, else one.
pub const fn stars(used: u32, par: u32) -> u8 {
    if used <= par {
        3
    } else if used <= par + 2 {
        2
    } else {
        1
    }
}

/// What a move did, for a test or a view that shows it.
pub fn effects_of(pos: &Position, m: Move) -> Option<MoveEffects> {
    pos.check_move(m).ok()?;
    Some(pos.play_with_effects(m).1)
}

#[cfg(test)]
mod tests;
