//! A game session: what an app holds while a game is on screen. It ties a
//! [`GameRecord`] to its [`Setup`], the [`TurnClock`] and the computer opponent,
//! and owns the app-level rules of play: whose turn is the computer's, undo/redo
//! that step over the computer's reply, passing only when the clock expired.
//!
//! The computer's move is computed outside the session (so an app can keep drawing
//! while it thinks): take a [`ComputerRequest`], call [`ComputerRequest::think`] on a
//! background thread, then [`Session::apply_computer_move`]. If the game changed in
//! the meantime (undo, a new game) the stale answer is refused.

use crate::ai::{self, CancelToken};
use crate::files::save::SavedGame;
use crate::files::stats::{FinishedGame, Opponent};
use crate::rules::clock::TurnClock;
use crate::rules::game::{GameId, Level, Side};
use crate::rules::moves::Move;
use crate::rules::notation::Ply;
use crate::rules::outcome::Outcome;
use crate::rules::position::Position;
use crate::rules::record::{GameRecord, PlayError, PlyEntry};
use crate::rules::setup::{Mode, Setup, SetupError};
use std::sync::{Arc, Mutex};

/// Why a session refused an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// The setup is invalid.
    #[error("invalid setup: {0}")]
    Setup(#[from] SetupError),
    /// It is the computer's turn, not the player's.
    #[error("it is the computer's turn")]
    ComputerToMove,
    /// It is the player's turn, not the computer's (or the game is over).
    #[error("it is not the computer's turn")]
    NotComputerTurn,
    /// Only games against the computer have a level.
    #[error("this is a pass-and-play game; there is no computer level")]
    NotVsComputer,
    /// A pass is only allowed when the turn's time has run out.
    #[error("the turn has not run out of time ({remaining_ms} ms left)")]
    TimeNotExpired {
        /// Time left, or 0 when the clock is not running.
        remaining_ms: u64,
    },
    /// The game changed after the computer started thinking.
    #[error("the game changed while the computer was thinking")]
    Stale,
    /// Nothing to undo.
    #[error("there is no move to undo")]
    NothingToUndo,
    /// Nothing to redo.
    #[error("there is no move to redo")]
    NothingToRedo,
    /// The ply was illegal or the game is over.
    #[error(transparent)]
    Play(#[from] PlayError),
}

/// Everything the computer needs to choose a move, detached from the session.
#[derive(Clone, Debug)]
pub struct ComputerRequest {
    record: GameRecord,
    level: Level,
    seed: u64,
    generation: u64,
    memory: Arc<Mutex<ai::SearchMemory>>,
}

impl ComputerRequest {
    /// Chooses the move (blocking; run it off the UI thread). `None` if cancelled
    /// before any move was found or the game is over. The session's computer keeps
    /// its search memory from one move to the next (a request thinking while
    /// another one still does searches without it).
    pub fn think(&self, cancel: &CancelToken) -> Option<Move> {
        match self.memory.try_lock() {
            Ok(mut memory) => ai::choose_move_remembering(
                &self.record,
                self.level,
                self.seed,
                cancel,
                &mut memory,
            ),
            Err(_) => ai::choose_move(&self.record, self.level, self.seed, cancel),
        }
    }

    /// The session generation this request belongs to.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The game the computer thinks about.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }
}

/// Everything a hint needs, detached from the session (see [`Session::hint_request`]).
#[derive(Clone, Debug)]
pub struct HintRequest {
    record: GameRecord,
}

impl HintRequest {
    /// The hint ([`ai::hint`]: the exact best move in the small games, the Master
    /// level's search on a fixed node budget in the large ones). Blocking: the large
    /// games search for a moment; cancelling stops it early (the answer is then the best
    /// move found so far, or `None`).
    pub fn think(&self, cancel: &CancelToken) -> Option<Move> {
        ai::hint(&self.record, cancel)
    }
}

/// A game in progress with its setup, clock and computer opponent.
#[derive(Clone, Debug)]
pub struct Session {
    record: GameRecord,
    setup: Setup,
    clock: TurnClock,
    seed: u64,
    generation: u64,
    /// What the computer's searches keep from move to move (shared with its requests).
    memory: Arc<Mutex<ai::SearchMemory>>,
}

impl Session {
    /// A new game of `game` from its start position.
    pub fn new(game: GameId, setup: Setup, seed: u64) -> Result<Session, SessionError> {
        Session::from_record(GameRecord::new_game(game), setup, seed)
    }

    /// A session continuing `record`.
    pub fn from_record(
        record: GameRecord,
        setup: Setup,
        seed: u64,
    ) -> Result<Session, SessionError> {
        setup.validate()?;
        Ok(Session {
            record,
            clock: TurnClock::new(setup.turn_seconds),
            setup,
            seed,
            generation: 0,
            memory: Arc::default(),
        })
    }

    /// A session continuing a loaded save, with the save's seed so that the computer
    /// plays on exactly as it would have; `seed_if_missing` is used for saves that kept
    /// none (format version 1, saves of a bare record).
    pub fn from_saved(saved: SavedGame, seed_if_missing: u64) -> Result<Session, SessionError> {
        let seed = saved.seed.unwrap_or(seed_if_missing);
        Session::from_record(saved.record, saved.setup, seed)
    }

    /// The game as a save: record, setup and seed (no save time; the store adds it).
    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            record: self.record.clone(),
            setup: self.setup,
            seed: Some(self.seed),
            saved_at_ms: None,
        }
    }

    /// The seed from which the computer's per-move seeds derive.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game record.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.record.current()
    }

    /// The setup (with the current level).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The turn clock.
    pub fn clock(&self) -> &TurnClock {
        &self.clock
    }

    /// A counter that changes whenever the game changes.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The computer's side, in a game against the computer.
    pub fn computer_side(&self) -> Option<Side> {
        self.setup.computer_side()
    }

    /// Whether the game is on and the computer is to move.
    pub fn is_computer_turn(&self) -> bool {
        !self.record.status().is_over()
            && self.computer_side() == Some(self.position().side_to_move())
    }

    /// Changes the computer's level (the seeds promise it can change any time).
    pub fn set_level(&mut self, level: Level) -> Result<(), SessionError> {
        match &mut self.setup.mode {
            Mode::VsComputer { level: l, .. } => {
                *l = level;
                Ok(())
            }
            Mode::PassAndPlay => Err(SessionError::NotVsComputer),
        }
    }

    fn changed(&mut self, now_ms: u64) {
        self.generation += 1;
        if self.record.status().is_over() || self.is_computer_turn() {
            self.clock.stop();
        } else {
            self.clock.start_turn(now_ms);
        }
    }

    /// Starts the clock for the player to move (call when the game appears on screen).
    pub fn start_clock(&mut self, now_ms: u64) {
        if !self.record.status().is_over() && !self.is_computer_turn() {
            self.clock.start_turn(now_ms);
        }
    }

    /// Pauses the clock (the app went to the background).
    pub fn pause_clock(&mut self, now_ms: u64) {
        self.clock.pause(now_ms);
    }

    /// Resumes the clock after [`Session::pause_clock`].
    pub fn resume_clock(&mut self, now_ms: u64) {
        self.clock.resume(now_ms);
    }

    /// Time left in the turn; `None` without a timer.
    pub fn remaining_ms(&self, now_ms: u64) -> Option<u64> {
        self.clock.remaining_ms(now_ms)
    }

    /// Whether the player's turn has run out of time.
    pub fn time_expired(&self, now_ms: u64) -> bool {
        self.clock.expired(now_ms)
    }

    /// A player's move. Refused while it is the computer's turn.
    pub fn play(&mut self, m: Move, now_ms: u64) -> Result<PlyEntry, SessionError> {
        if self.is_computer_turn() {
            return Err(SessionError::ComputerToMove);
        }
        let entry = *self.record.play(Ply::Move(m))?;
        self.changed(now_ms);
        Ok(entry)
    }

    /// The pass when the turn's time ran out (RULES.md app rule 2: "A pass is never
    /// available otherwise").
    pub fn pass_on_timeout(&mut self, now_ms: u64) -> Result<PlyEntry, SessionError> {
        if let Some(outcome) = self.record.status().outcome() {
            return Err(PlayError::GameOver(outcome).into());
        }
        if !self.clock.expired(now_ms) {
            return Err(SessionError::TimeNotExpired {
                remaining_ms: self.clock.remaining_ms(now_ms).unwrap_or(0),
            });
        }
        let entry = *self.record.play(Ply::Pass)?;
        self.changed(now_ms);
        Ok(entry)
    }

    /// What the computer needs to think, if it is the computer's turn.
    pub fn computer_request(&self) -> Result<ComputerRequest, SessionError> {
        let Mode::VsComputer { level, .. } = self.setup.mode else {
            return Err(SessionError::NotVsComputer);
        };
        if !self.is_computer_turn() {
            return Err(SessionError::NotComputerTurn);
        }
        Ok(ComputerRequest {
            record: self.record.clone(),
            level,
            seed: self.seed ^ (self.record.ply_count() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            generation: self.generation,
            memory: Arc::clone(&self.memory),
        })
    }

    /// Plays the computer's answer to `request`, unless the game changed since.
    pub fn apply_computer_move(
        &mut self,
        request: &ComputerRequest,
        m: Move,
        now_ms: u64,
    ) -> Result<PlyEntry, SessionError> {
        if request.generation != self.generation {
            return Err(SessionError::Stale);
        }
        if !self.is_computer_turn() {
            return Err(SessionError::NotComputerTurn);
        }
        let entry = *self.record.play(Ply::Move(m))?;
        self.changed(now_ms);
        Ok(entry)
    }

    /// `side` resigns: the game ends and the other side wins. Refused when the game is over.
    pub fn resign(&mut self, side: Side, now_ms: u64) -> Result<Outcome, SessionError> {
        let outcome = self.record.resign(side)?;
        self.changed(now_ms);
        Ok(outcome)
    }

    /// The players agree to a draw (an offer accepted). Refused when the game is over.
    pub fn agree_draw(&mut self, now_ms: u64) -> Result<Outcome, SessionError> {
        let outcome = self.record.agree_draw()?;
        self.changed(now_ms);
        Ok(outcome)
    }

    /// Whether [`Session::undo`] would do anything. Against the computer, only a
    /// history that holds a ply of the player can be undone; nothing after a
    /// resignation or an agreed draw.
    pub fn can_undo(&self) -> bool {
        if self.record.agreed_ending().is_some() {
            return false;
        }
        match self.computer_side() {
            None => self.record.can_undo(),
            Some(computer) => (0..self.record.ply_count()).any(|i| {
                self.record.position_after(i).map(Position::side_to_move) != Some(computer)
            }),
        }
    }

    /// Whether [`Session::redo`] would do anything.
    pub fn can_redo(&self) -> bool {
        self.record.can_redo()
    }

    /// Takes back the last ply; against the computer, takes back plies until the
    /// player's own last ply is undone and it is the player's turn again. Returns
    /// the number of plies taken back.
    pub fn undo(&mut self, now_ms: u64) -> Result<usize, SessionError> {
        if !self.can_undo() {
            return Err(SessionError::NothingToUndo);
        }
        let mut undone = 0;
        match self.computer_side() {
            None => {
                self.record.undo();
                undone = 1;
            }
            Some(computer) => loop {
                let mover = self.position().side_to_move().opponent();
                if self.record.undo().is_none() {
                    break;
                }
                undone += 1;
                if mover != computer && self.position().side_to_move() != computer {
                    break;
                }
            },
        }
        self.changed(now_ms);
        Ok(undone)
    }

    /// Replays undone plies: one, or against the computer, up to the player's next turn.
    pub fn redo(&mut self, now_ms: u64) -> Result<usize, SessionError> {
        if !self.record.can_redo() {
            return Err(SessionError::NothingToRedo);
        }
        let mut redone = 0;
        while self.record.redo().is_some() {
            redone += 1;
            if self.computer_side().is_none() || !self.is_computer_turn() {
                break;
            }
        }
        self.changed(now_ms);
        Ok(redone)
    }

    /// What a hint for the player to move needs, detached from the session (think
    /// about it off the UI thread). `Play(GameOver)` when the game is over.
    pub fn hint_request(&self) -> Result<HintRequest, SessionError> {
        if let Some(outcome) = self.record.status().outcome() {
            return Err(PlayError::GameOver(outcome).into());
        }
        Ok(HintRequest {
            record: self.record.clone(),
        })
    }
}
impl FinishedGame {
    /// The finished game of `session`, or none while it goes on.
    pub fn of_session(session: &Session) -> Option<FinishedGame> {
        let record = session.record();
        let outcome = record.status().outcome()?;
        let (opponent, human) = match session.setup().mode {
            Mode::VsComputer { level, human } => (Opponent::Computer { level }, Some(human)),
            Mode::PassAndPlay => (Opponent::PassAndPlay, None),
        };
        Some(FinishedGame {
            game: record.game(),
            seed: session.seed(),
            opponent,
            human,
            winner: outcome.winner,
            reason: outcome.reason,
            plies: u32::try_from(record.ply_count()).unwrap_or(u32::MAX),
            finished_at_ms: 0,
        })
    }
}
