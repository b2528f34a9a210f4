//! A game record: start position and plies, with undo/redo, repetition tracking,
//! status after every ply, and replay validation.

use crate::rules::board::Board;
use crate::rules::game::{GameId, Side};
use crate::rules::moves::{IllegalMove, Move, MoveEffects};
use crate::rules::notation::{NotationError, Ply};
use crate::rules::outcome::{EndReason, GameStatus, Outcome};
use crate::rules::position::Position;

/// One played ply with what it did and the position it left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyEntry {
    /// The ply.
    pub ply: Ply,
    /// What the move did (`None` for a pass).
    pub effects: Option<MoveEffects>,
    /// The position after the ply.
    pub after: Position,
}

impl PlyEntry {
    /// Notation for display: `from-to`, `pass`, or `from-to x p q` with captures.
    pub fn display_text(&self, board: &Board) -> String {
        let mut text = board.ply_text(self.ply);
        if let Some(e) = self.effects.filter(|e| !e.captured.is_empty()) {
            text.push_str(" x");
            for p in e.captured {
                text.push(' ');
                text.push_str(board.name(p));
            }
        }
        text
    }
}

/// Why a ply could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game is over.
    #[error("the game is over")]
    GameOver(Outcome),
    /// The move is illegal.
    #[error("illegal move {text}: {reason}")]
    Illegal {
        /// The move in notation.
        text: String,
        /// Why.
        reason: IllegalMove,
    },
}

/// Why a list of plies is not a valid game from its start position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// A ply text did not parse.
    #[error("move {number} `{text}`: {error}")]
    Notation {
        /// 1-based ply number.
        number: usize,
        /// The text.
        text: String,
        /// The parse error.
        error: NotationError,
    },
    /// A ply was not legal when replayed.
    #[error("move {number} `{text}`: {error}")]
    Illegal {
        /// 1-based ply number.
        number: usize,
        /// The text.
        text: String,
        /// Why it could not be played.
        error: PlayError,
    },
}

/// A game: start position, the plies played, and plies that can be redone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    start: Position,
    entries: Vec<PlyEntry>,
    redo: Vec<Ply>,
    status: GameStatus,
    /// How the players ended the game themselves (a resignation, a draw agreed), if they
    /// did: it ends the game after the last ply.
    agreed: Option<Outcome>,
}

impl GameRecord {
    /// A new game from `start`.
    pub fn new(start: Position) -> GameRecord {
        let mut record = GameRecord {
            start,
            entries: Vec::new(),
            redo: Vec::new(),
            status: GameStatus::Ongoing,
            agreed: None,
        };
        record.status = record.compute_status();
        record
    }

    /// A new game of `game` from its start position.
    pub fn new_game(game: GameId) -> GameRecord {
        GameRecord::new(Position::start(game))
    }

    /// Replays `plies` from `start`; accepted only if every ply is legal.
    pub fn replay(start: Position, plies: &[Ply]) -> Result<GameRecord, ReplayError> {
        let mut record = GameRecord::new(start);
        for (i, &ply) in plies.iter().enumerate() {
            record.play(ply).map_err(|error| ReplayError::Illegal {
                number: i + 1,
                text: start.board().ply_text(ply),
                error,
            })?;
        }
        Ok(record)
    }

    /// Replays plies given in notation (`b2-b3`, `pass`).
    pub fn replay_text<S: AsRef<str>>(
        start: Position,
        plies: &[S],
    ) -> Result<GameRecord, ReplayError> {
        let board = start.board();
        let parsed = plies
            .iter()
            .enumerate()
            .map(|(i, t)| {
                board
                    .parse_ply(t.as_ref())
                    .map_err(|error| ReplayError::Notation {
                        number: i + 1,
                        text: t.as_ref().to_string(),
                        error,
                    })
            })
            .collect::<Result<Vec<Ply>, _>>()?;
        GameRecord::replay(start, &parsed)
    }

    /// The game.
    pub fn game(&self) -> GameId {
        self.start.game()
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn current(&self) -> &Position {
        self.entries.last().map_or(&self.start, |e| &e.after)
    }

    /// The position after `n` plies (0 = start), if that many were played.
    pub fn position_after(&self, n: usize) -> Option<&Position> {
        if n == 0 {
            Some(&self.start)
        } else {
            self.entries.get(n - 1).map(|e| &e.after)
        }
    }

    /// The played plies with their effects.
    pub fn entries(&self) -> &[PlyEntry] {
        &self.entries
    }

    /// The played plies.
    pub fn plies(&self) -> Vec<Ply> {
        self.entries.iter().map(|e| e.ply).collect()
    }

    /// Plies that [`GameRecord::redo`] would replay, next one last.
    pub fn redo_stack(&self) -> &[Ply] {
        &self.redo
    }

    /// Number of plies played.
    pub fn ply_count(&self) -> usize {
        self.entries.len()
    }

    /// The last ply played, if any.
    pub fn last(&self) -> Option<&PlyEntry> {
        self.entries.last()
    }

    /// Ongoing, or how the game ended.
    pub fn status(&self) -> GameStatus {
        self.status
    }

    /// How many times the current position has occurred (counting now).
    pub fn repetitions(&self) -> usize {
        let cur = self.current();
        std::iter::once(&self.start)
            .chain(self.entries.iter().map(|e| &e.after))
            .filter(|p| p.same_for_repetition(cur))
            .count()
    }

    fn compute_status(&self) -> GameStatus {
        if let Some(o) = self.agreed {
            return GameStatus::Ended(o);
        }
        let pos = self.current();
        let outcome = pos
            .decided_outcome()
            .or_else(|| {
                (self.repetitions() >= 3).then_some(Outcome::draw(EndReason::ThreefoldRepetition))
            })
            .or_else(|| pos.capture_limit_outcome())
            .or_else(|| pos.no_move_outcome());
        outcome.map_or(GameStatus::Ongoing, GameStatus::Ended)
    }

    /// Checks a ply without playing it.
    pub fn check(&self, ply: Ply) -> Result<(), PlayError> {
        if let GameStatus::Ended(o) = self.status {
            return Err(PlayError::GameOver(o));
        }
        if let Ply::Move(m) = ply {
            self.current()
                .check_move(m)
                .map_err(|reason| PlayError::Illegal {
                    text: self.current().board().move_text(m),
                    reason,
                })?;
        }
        Ok(())
    }

    /// Plays a ply after checking it. A ply that differs from the next redo ply
    /// clears the redo stack.
    pub fn play(&mut self, ply: Ply) -> Result<&PlyEntry, PlayError> {
        self.check(ply)?;
        self.push(ply);
        if self.redo.last() == Some(&ply) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(self.entries.last().expect("just pushed"))
    }

    /// Plays a move (see [`GameRecord::play`]).
    pub fn play_move(&mut self, m: Move) -> Result<&PlyEntry, PlayError> {
        self.play(Ply::Move(m))
    }

    fn push(&mut self, ply: Ply) {
        let pos = *self.current();
        let (after, effects) = match ply {
            Ply::Move(m) => {
                let (after, effects) = pos.play_with_effects(m);
                (after, Some(effects))
            }
            Ply::Pass => (pos.pass(), None),
        };
        self.entries.push(PlyEntry {
            ply,
            effects,
            after,
        });
        self.status = self.compute_status();
    }

    /// Ends the game with `side` resigning: the other side wins. Refused when the game is
    /// already over. A resignation, like an agreed draw, is final: nothing is undone or
    /// redone after it.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, PlayError> {
        self.agree(Outcome::win(side.opponent(), EndReason::Resignation))
    }

    /// Ends the game as a draw by agreement (an offer accepted). Refused when the game
    /// is already over.
    pub fn agree_draw(&mut self) -> Result<Outcome, PlayError> {
        self.agree(Outcome::draw(EndReason::DrawAgreed))
    }

    fn agree(&mut self, outcome: Outcome) -> Result<Outcome, PlayError> {
        if let GameStatus::Ended(o) = self.status {
            return Err(PlayError::GameOver(o));
        }
        self.agreed = Some(outcome);
        self.redo.clear();
        self.status = self.compute_status();
        Ok(outcome)
    }

    /// How the players ended the game themselves, if they did (a resignation or an
    /// agreed draw).
    pub fn agreed_ending(&self) -> Option<Outcome> {
        self.agreed
    }

    /// Whether there is a ply to undo (never after a resignation or an agreed draw).
    pub fn can_undo(&self) -> bool {
        self.agreed.is_none() && !self.entries.is_empty()
    }

    /// Whether there is a ply to redo.
    pub fn can_redo(&self) -> bool {
        self.agreed.is_none() && !self.redo.is_empty()
    }

    /// Takes back the last ply (it is erased from the record and no longer counts
    /// for repetition) and keeps it for redo. Nothing after a resignation or an agreed
    /// draw.
    pub fn undo(&mut self) -> Option<Ply> {
        if self.agreed.is_some() {
            return None;
        }
        let entry = self.entries.pop()?;
        self.redo.push(entry.ply);
        self.status = self.compute_status();
        Some(entry.ply)
    }

    /// Replays the last undone ply.
    pub fn redo(&mut self) -> Option<Ply> {
        if self.agreed.is_some() {
            return None;
        }
        let ply = self.redo.pop()?;
        // Undone plies were legal in the position they are redone in.
        self.push(ply);
        Some(ply)
    }

    /// The plies in notation for display (`from-to`, `pass`, captures as `x p`).
    pub fn history_text(&self) -> Vec<String> {
        let board = self.start.board();
        self.entries.iter().map(|e| e.display_text(board)).collect()
    }
}
