//! The game session object and the cancel handle of the computer's search.
//!
//! [`GameSession`] wraps the core's [`Session`] in a mutex; every method takes `&self`
//! and holds the lock only briefly, so a session can be used from any thread. The two
//! slow calls, [`GameSession::computer_move`] and [`GameSession::hint`], copy what they
//! need under the lock and think without it, so [`GameSession::snapshot`] keeps
//! answering while the computer thinks.

use crate::error::{guard, FfiResult, FolkChessError};
use crate::plies::{ply_info, point_states, PlyInfo, PointState};
use crate::review::{review_record, GameReview};
use crate::types::{
    index_of, point_in, point_named, status_of, time_in, to_i32, to_i64, turn_seconds_in, GameKind,
    GameMode, GameSetup, GameStatus, Level, Outcome, Side,
};
use folkchess_core::ai::{self, CancelToken, Verdict as CoreVerdict};
use folkchess_core::files::save::{load_from_json, SavedGame};
use folkchess_core::play::session::{Session, SessionError};
use folkchess_core::rules::board::{Board, Point};
use folkchess_core::rules::moves::{IllegalMove, Move};
use folkchess_core::rules::notation::{NotationError, Ply};
use folkchess_core::rules::record::{PlayError, PlyEntry};
use folkchess_core::rules::setup::Setup;
use folkchess_core::text::rules_text::Lang;
use folkchess_core::{text::messages, GameId};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// A flag to stop the computer's search from another thread. Pass it to
/// [`GameSession::computer_move`] or [`GameSession::hint`]; call [`CancelHandle::cancel`]
/// from any thread (the user undid a move, left the game, …).
#[derive(Debug, Default, uniffi::Object)]
pub struct CancelHandle {
    token: CancelToken,
}

impl CancelHandle {
    /// The core's token behind the handle.
    pub(crate) fn token(&self) -> &CancelToken {
        &self.token
    }
}

#[uniffi::export]
impl CancelHandle {
    /// A handle that is not cancelled.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(CancelHandle {
            token: CancelToken::new(),
        })
    }

    /// Asks the search to stop as soon as possible. Safe from any thread.
    pub fn cancel(&self) {
        self.token.cancel();
    }

    /// Whether [`CancelHandle::cancel`] was called (and not reset since).
    pub fn is_cancelled(&self) -> bool {
        self.token.is_cancelled()
    }

    /// Makes the handle usable for another search.
    pub fn reset(&self) {
        self.token.reset();
    }
}

/// What a ply did and where the game stands after it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PlyResult {
    /// The ply.
    pub ply: PlyInfo,
    /// The side to move now.
    pub side_to_move: Side,
    /// Ongoing or ended.
    pub status: GameStatus,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
    /// Whether the computer is to move now (call [`GameSession::computer_move`]).
    pub is_computer_turn: bool,
}

/// Everything needed to draw the game screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Snapshot {
    /// Which game.
    pub game: GameKind,
    /// Who plays.
    pub mode: GameMode,
    /// Every point in index order, with its piece.
    pub points: Vec<PointState>,
    /// The side to move.
    pub side_to_move: Side,
    /// Ongoing or ended.
    pub status: GameStatus,
    /// How the game ended, with the sentence in each language.
    pub outcome: Option<Outcome>,
    /// One line for the status bar in Chinese: whose turn, or the result.
    pub headline_zh: String,
    /// One line for the status bar in English: whose turn, or the result.
    pub headline_en: String,
    /// The last ply, to mark it on the board.
    pub last_ply: Option<PlyInfo>,
    /// Plies played so far.
    pub ply_number: i32,
    /// Whether the shared piece is locked this turn (it moved on the previous ply).
    pub shared_locked: bool,
    /// Jinmen: plies since the last capture (100 is a draw); 0 in the other games.
    pub plies_since_capture: i32,
    /// Whether undo would do something (against the computer: a ply of the player exists).
    pub can_undo: bool,
    /// Whether redo would do something.
    pub can_redo: bool,
    /// Whether the computer is to move (then call [`GameSession::computer_move`]).
    pub is_computer_turn: bool,
    /// Seconds per turn, or none without a timer.
    pub turn_seconds: Option<i32>,
    /// Time left in the turn at the given time, or none without a timer.
    pub remaining_ms: Option<i64>,
    /// Whether the turn clock is counting.
    pub clock_running: bool,
    /// Whether the turn's time ran out (then call [`GameSession::pass_on_timeout`]).
    pub time_expired: bool,
    /// The position as one line of position text (for tests, bug reports, sharing).
    pub position_text: String,
}

/// The turn clock at one moment: what a ticker needs several times a second, in one light
/// call instead of a whole [`Snapshot`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ClockState {
    /// Time left in the turn in milliseconds; none without a timer.
    pub remaining_ms: Option<i64>,
    /// Whether the turn's time ran out (then call [`GameSession::pass_on_timeout`]).
    pub expired: bool,
    /// Whether the clock is counting (a human's turn of an ongoing game, not paused).
    pub running: bool,
}

/// A move: from and to, with its notation.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MoveInfo {
    /// The point the piece leaves.
    pub from: i32,
    /// The point it reaches.
    pub to: i32,
    /// The move in notation (`b2-b3`).
    pub notation: String,
}

/// Why a move is illegal, in both languages.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MoveProblem {
    /// One Chinese sentence.
    pub text_zh: String,
    /// One English sentence.
    pub text_en: String,
}

/// The kind of a verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum VerdictKind {
    /// The side concerned wins with perfect play.
    Win,
    /// The side concerned loses against perfect play.
    Loss,
    /// A draw with perfect play.
    Draw,
}

/// The exact value of a position or move in a small game.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct VerdictInfo {
    /// Win, loss or draw.
    pub kind: VerdictKind,
    /// For a win or a loss, the plies to the end of the game with perfect play (the
    /// winner hurries, the loser delays; `Loss` with 0: already lost); none for a draw.
    pub distance: Option<i32>,
    /// The verdict in Chinese, without a subject (`必胜（7步）`, `和棋`, `必败（4步）`).
    pub text_zh: String,
    /// The verdict in English, without a subject (`wins in 7`, `draws`, `loses in 4`).
    pub text_en: String,
}

/// A move with its verdict.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MoveVerdict {
    /// The move.
    pub move_info: MoveInfo,
    /// Its value for the player making it (`Win`: the move wins).
    pub verdict: VerdictInfo,
}

/// The verdicts of the current position of a small (exactly solved) game.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Verdicts {
    /// The value of the position for the side to move.
    pub position: VerdictInfo,
    /// Every legal move with its value for the side to move.
    pub moves: Vec<MoveVerdict>,
}

pub(crate) fn verdict_info(v: CoreVerdict) -> VerdictInfo {
    let (kind, distance) = match v {
        CoreVerdict::Win(n) => (VerdictKind::Win, Some(n)),
        CoreVerdict::Loss(n) => (VerdictKind::Loss, Some(n)),
        CoreVerdict::Draw => (VerdictKind::Draw, None),
    };
    VerdictInfo {
        kind,
        distance: distance.map(|n| i32::try_from(n).unwrap_or(i32::MAX)),
        text_zh: v.text_zh().to_string(),
        text_en: v.text_en().to_string(),
    }
}

fn move_info(board: &Board, m: Move) -> MoveInfo {
    MoveInfo {
        from: index_of(m.from),
        to: index_of(m.to),
        notation: board.move_text(m),
    }
}

fn ply_result(session: &Session, entry: &PlyEntry) -> PlyResult {
    let record = session.record();
    let (status, outcome) = status_of(record.status());
    PlyResult {
        ply: ply_info(record, record.ply_count(), entry),
        side_to_move: record.current().side_to_move(),
        status,
        outcome,
        is_computer_turn: session.is_computer_turn(),
    }
}

pub(crate) fn fresh_seed() -> u64 {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    nanos
        ^ COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

pub(crate) fn core_setup(setup: &GameSetup) -> FfiResult<Setup> {
    Ok(Setup {
        mode: setup.mode,
        turn_seconds: turn_seconds_in(setup.turn_seconds)?,
    })
}

fn api_setup(game: GameId, setup: &Setup) -> GameSetup {
    GameSetup {
        game,
        mode: setup.mode,
        turn_seconds: setup.turn_seconds.map(|s| s as i32),
    }
}

fn cancelled(what: &str) -> FolkChessError {
    FolkChessError::Cancelled {
        reason: format!("the {what} was cancelled"),
    }
}

/// A game in progress: the board, its record with undo/redo, the turn clock and the
/// computer opponent. Safe to call from any thread.
#[derive(Debug, uniffi::Object)]
pub struct GameSession {
    game: GameId,
    inner: Mutex<Session>,
}

impl GameSession {
    fn wrap(game: GameId, session: Session) -> Arc<Self> {
        Arc::new(GameSession {
            game,
            inner: Mutex::new(session),
        })
    }

    fn lock(&self) -> FfiResult<MutexGuard<'_, Session>> {
        self.inner.lock().map_err(|_| {
            FolkChessError::internal(
                "the game session is unusable after an internal error; start a new game",
            )
        })
    }

    /// A session continuing a loaded save with its seed (a fresh one for a save that
    /// kept none), used by the save store.
    pub(crate) fn from_saved(saved: SavedGame) -> FfiResult<Arc<Self>> {
        let game = saved.record.game();
        Ok(Self::wrap(game, Session::from_saved(saved, fresh_seed())?))
    }

    /// A core session of a new game of `setup` whose computer plays from `seed`.
    pub(crate) fn new_session(setup: &GameSetup, seed: u64) -> FfiResult<Session> {
        let game: GameId = setup.game;
        Ok(Session::new(game, core_setup(setup)?, seed)?)
    }

    /// A copy of the core session (a game table takes one).
    pub(crate) fn copy_session(&self) -> FfiResult<Session> {
        Ok(self.lock()?.clone())
    }

    /// The object over a core session.
    pub(crate) fn from_core(session: Session) -> Arc<Self> {
        Self::wrap(session.record().game(), session)
    }

    /// The game as a save (record, setup, seed), copied (used by the save store).
    pub(crate) fn to_saved(&self) -> FfiResult<SavedGame> {
        Ok(self.lock()?.to_saved())
    }

    fn point(&self, index: i32) -> FfiResult<Point> {
        point_in(self.game, index)
    }

    fn play_move(&self, m: Move, now_ms: i64) -> FfiResult<PlyResult> {
        let now = time_in(now_ms, "now_ms")?;
        let mut s = self.lock()?;
        let entry = s.play(m, now)?;
        Ok(ply_result(&s, &entry))
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game from its start position. Errors: an invalid turn time.
    #[uniffi::constructor]
    pub fn new(setup: GameSetup) -> FfiResult<Arc<Self>> {
        guard(|| Self::with_seed(setup, to_i64(fresh_seed())))
    }

    /// A new game whose computer plays reproducibly (for tests and puzzles).
    #[uniffi::constructor]
    pub fn with_seed(setup: GameSetup, seed: i64) -> FfiResult<Arc<Self>> {
        guard(|| {
            let game: GameId = setup.game;
            let core = core_setup(&setup)?;
            Ok(Self::wrap(game, Session::new(game, core, seed as u64)?))
        })
    }

    /// A session continuing a game exported with [`GameSession::export_record`] (the save
    /// format), with the exported seed, so that the computer plays on as it would have
    /// (a text without a seed gets a fresh one). Every ply is replayed and checked; a bad
    /// text is a [`FolkChessError::DamagedSave`] error saying what is wrong.
    #[uniffi::constructor]
    pub fn from_save_json(json: String) -> FfiResult<Arc<Self>> {
        guard(|| Self::from_saved(load_from_json(&json)?))
    }

    /// Which game.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// The setup (with the current level).
    pub fn setup(&self) -> FfiResult<GameSetup> {
        guard(|| Ok(api_setup(self.game, self.lock()?.setup())))
    }

    /// Everything needed to draw the game screen; `now_ms` is the app's monotonic clock,
    /// used for the time left in the turn.
    pub fn snapshot(&self, now_ms: i64) -> FfiResult<Snapshot> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let s = self.lock()?;
            let record = s.record();
            let pos = record.current();
            let (status, outcome) = status_of(record.status());
            let side = pos.side_to_move();
            let (headline_zh, headline_en) = match &outcome {
                Some(o) => (o.text_zh.clone(), o.text_en.clone()),
                None => (
                    messages::to_move_text(side, Lang::Zh),
                    messages::to_move_text(side, Lang::En),
                ),
            };
            Ok(Snapshot {
                game: self.game,
                mode: s.setup().mode,
                points: point_states(pos),
                side_to_move: side,
                status,
                outcome,
                headline_zh,
                headline_en,
                last_ply: record
                    .last()
                    .map(|e| ply_info(record, record.ply_count(), e)),
                ply_number: to_i32(record.ply_count()),
                shared_locked: pos.shared_locked(),
                plies_since_capture: i32::from(pos.plies_since_capture()),
                can_undo: s.can_undo(),
                can_redo: s.can_redo(),
                is_computer_turn: s.is_computer_turn(),
                turn_seconds: s.setup().turn_seconds.map(|t| t as i32),
                remaining_ms: s.remaining_ms(now).map(to_i64),
                clock_running: s.clock().is_running(),
                time_expired: s.time_expired(now),
                position_text: pos.to_text(),
            })
        })
    }

    /// The points whose piece the player to move can move now, in index order. Empty
    /// when the game is over or while the computer is to move.
    pub fn movable_points(&self) -> FfiResult<Vec<i32>> {
        guard(|| {
            let s = self.lock()?;
            if s.is_computer_turn() || s.record().status().is_over() {
                return Ok(Vec::new());
            }
            Ok(s.position().movable_points().map(index_of).collect())
        })
    }

    /// The points the piece on `point` can move to now, in index order (empty if it
    /// cannot move, the game is over or the computer is to move). Errors: an index
    /// outside the board.
    pub fn legal_targets(&self, point: i32) -> FfiResult<Vec<i32>> {
        guard(|| {
            let from = self.point(point)?;
            let s = self.lock()?;
            if s.is_computer_turn() || s.record().status().is_over() {
                return Ok(Vec::new());
            }
            Ok(s.position().targets(from).map(index_of).collect())
        })
    }

    /// Every legal move of the side to move, ordered by from then to (empty when the
    /// game is over).
    pub fn legal_moves(&self) -> FfiResult<Vec<MoveInfo>> {
        guard(|| {
            let s = self.lock()?;
            if s.record().status().is_over() {
                return Ok(Vec::new());
            }
            let board = Board::of(self.game);
            Ok(s.position()
                .legal_moves()
                .iter()
                .map(|&m| move_info(board, m))
                .collect())
        })
    }

    /// Plays the player's move from `from` to `to` (point indices). Errors: indices
    /// outside the board (`InvalidInput`), an illegal move (`IllegalMove`, saying why in
    /// both languages),
    /// the game is over (`GameOver`), the computer is to move (`NotYourTurn`).
    pub fn play(&self, from: i32, to: i32, now_ms: i64) -> FfiResult<PlyResult> {
        guard(|| {
            let m = Move::new(self.point(from)?, self.point(to)?);
            self.play_move(m, now_ms)
        })
    }

    /// Plays a move written in notation (`b2-b3`). Errors as [`GameSession::play`], and
    /// `InvalidInput` for text that is not `from-to` with point names of this board.
    pub fn play_notation(&self, notation: String, now_ms: i64) -> FfiResult<PlyResult> {
        guard(|| {
            // The core's parser reads the text; its errors get the API's wording.
            let ply = Board::of(self.game)
                .parse_ply(&notation)
                .map_err(|e| match e {
                    NotationError::UnknownPoint { token, .. } => {
                        match point_named(self.game, &token) {
                            Err(named) => named,
                            Ok(_) => {
                                FolkChessError::internal(format!("`{token}` is a point after all"))
                            }
                        }
                    }
                    NotationError::Empty => FolkChessError::invalid(
                        "`` is not a move: write from-to with point names, like b2-b3",
                    ),
                    NotationError::Malformed(text) => FolkChessError::invalid(format!(
                        "`{}` is not a move: write from-to with point names, like b2-b3",
                        text.escape_debug()
                    )),
                })?;
            match ply {
                Ply::Pass => Err(FolkChessError::invalid(
                    "a pass cannot be played as a move; it happens through pass_on_timeout when the turn's time runs out",
                )),
                Ply::Move(m) => self.play_move(m, now_ms),
            }
        })
    }

    /// Why the move from `from` to `to` would be illegal now, in both languages; none
    /// if it is legal. Errors: indices outside the board.
    pub fn why_illegal(&self, from: i32, to: i32) -> FfiResult<Option<MoveProblem>> {
        guard(|| {
            let m = Move::new(self.point(from)?, self.point(to)?);
            let s = self.lock()?;
            if s.is_computer_turn() {
                return Ok(Some(MoveProblem {
                    text_zh: messages::computer_to_move_text(Lang::Zh).into(),
                    text_en: messages::computer_to_move_text(Lang::En).into(),
                }));
            }
            let problem = |reason: &IllegalMove| MoveProblem {
                text_zh: messages::illegal_move_text(reason, Lang::Zh),
                text_en: messages::illegal_move_text(reason, Lang::En),
            };
            Ok(match s.record().check(Ply::Move(m)) {
                Ok(()) => None,
                Err(PlayError::GameOver(_)) => Some(problem(&IllegalMove::GameOver)),
                Err(PlayError::Illegal { reason, .. }) => Some(problem(&reason)),
            })
        })
    }

    /// Takes back the last ply; against the computer, takes back the computer's reply
    /// too, so that the player is to move again. Returns the number of plies taken
    /// back. A computer move still being computed becomes stale. Errors:
    /// `NothingToUndo`.
    pub fn undo(&self, now_ms: i64) -> FfiResult<i32> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            Ok(to_i32(self.lock()?.undo(now)?))
        })
    }

    /// Replays what undo took back: one ply, or against the computer up to the player's
    /// next turn. Returns the number of plies replayed. Errors: `NothingToRedo`.
    pub fn redo(&self, now_ms: i64) -> FfiResult<i32> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            Ok(to_i32(self.lock()?.redo(now)?))
        })
    }

    /// Records a pass because the turn's time ran out. Errors: `TimeNotExpired` with
    /// the time left while the turn has time (a pass is never available otherwise),
    /// `GameOver`.
    pub fn pass_on_timeout(&self, now_ms: i64) -> FfiResult<PlyResult> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let mut s = self.lock()?;
            let entry = s.pass_on_timeout(now)?;
            Ok(ply_result(&s, &entry))
        })
    }

    /// Starts the turn clock for the player to move (call when the game appears).
    pub fn start_clock(&self, now_ms: i64) -> FfiResult<()> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            self.lock()?.start_clock(now);
            Ok(())
        })
    }

    /// Pauses the turn clock (the app went to the background).
    pub fn pause_clock(&self, now_ms: i64) -> FfiResult<()> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            self.lock()?.pause_clock(now);
            Ok(())
        })
    }

    /// Resumes the turn clock after [`GameSession::pause_clock`].
    pub fn resume_clock(&self, now_ms: i64) -> FfiResult<()> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            self.lock()?.resume_clock(now);
            Ok(())
        })
    }

    /// Time left in the turn in milliseconds; none without a timer.
    pub fn remaining_ms(&self, now_ms: i64) -> FfiResult<Option<i64>> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            Ok(self.lock()?.remaining_ms(now).map(to_i64))
        })
    }

    /// The turn clock at `now_ms` in one call: time left, whether it ran out, whether it
    /// is counting. For a ticker: ask for the whole [`GameSession::snapshot`] only when
    /// the position changed.
    pub fn clock_state(&self, now_ms: i64) -> FfiResult<ClockState> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let s = self.lock()?;
            Ok(ClockState {
                remaining_ms: s.remaining_ms(now).map(to_i64),
                expired: s.time_expired(now),
                running: s.clock().is_running(),
            })
        })
    }

    /// Whether the turn's time ran out (then call [`GameSession::pass_on_timeout`]).
    pub fn time_expired(&self, now_ms: i64) -> FfiResult<bool> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            Ok(self.lock()?.time_expired(now))
        })
    }

    /// Whether the computer is to move.
    pub fn is_computer_turn(&self) -> FfiResult<bool> {
        guard(|| Ok(self.lock()?.is_computer_turn()))
    }

    /// Computes and plays the computer's move. BLOCKING: call it on a background
    /// thread. The session stays usable meanwhile (the search runs without the lock).
    /// If `cancel` is cancelled before the move is played, nothing is played and the
    /// error is `Cancelled`; if the game changed meanwhile (undo, redo), `Stale`; if it
    /// is not the computer's turn, `NotYourTurn`; in pass-and-play, `NotVsComputer`.
    pub fn computer_move(&self, cancel: Arc<CancelHandle>, now_ms: i64) -> FfiResult<PlyResult> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let request = self.lock()?.computer_request()?;
            let token = &cancel.token;
            if token.is_cancelled() {
                return Err(cancelled("computer's move"));
            }
            // `now_ms` is when the app asked; the move is played after the search, and the
            // player's clock must start then, not when the search began (else a long search
            // would eat the player's turn, and could even make it expire before it is shown).
            let asked = std::time::Instant::now();
            let found = request.think(token);
            let now =
                now.saturating_add(asked.elapsed().as_millis().try_into().unwrap_or(u64::MAX));
            if token.is_cancelled() {
                return Err(cancelled("computer's move"));
            }
            let m = found.ok_or_else(|| {
                FolkChessError::internal("the computer found no move in an ongoing game")
            })?;
            let mut s = self.lock()?;
            let entry = s.apply_computer_move(&request, m, now)?;
            Ok(ply_result(&s, &entry))
        })
    }

    /// The move the computer suggests for the side to move. BLOCKING: call it on a
    /// background thread; the session stays usable meanwhile. Errors: `GameOver`,
    /// `Cancelled`.
    pub fn hint(&self, cancel: Arc<CancelHandle>) -> FfiResult<MoveInfo> {
        guard(|| {
            let request = match self.lock()?.hint_request() {
                Err(SessionError::Play(PlayError::GameOver(_))) => {
                    return Err(FolkChessError::GameOver {
                        reason: "the game is over: there is nothing to hint".into(),
                    })
                }
                other => other?,
            };
            let token = &cancel.token;
            if token.is_cancelled() {
                return Err(cancelled("hint"));
            }
            let found = request.think(token);
            if token.is_cancelled() {
                return Err(cancelled("hint"));
            }
            let m = found.ok_or_else(|| {
                FolkChessError::internal("the computer found no hint in an ongoing game")
            })?;
            Ok(move_info(Board::of(self.game), m))
        })
    }

    /// The exact verdicts of the current position in the two small games (weiming,
    /// zhongkui): the position's value for the side to move and every legal move's
    /// value. None in the other games and when the game is over.
    pub fn verdicts(&self) -> FfiResult<Option<Verdicts>> {
        guard(|| {
            if !self.game.is_small() {
                return Ok(None);
            }
            let pos = {
                let s = self.lock()?;
                if s.record().status().is_over() {
                    return Ok(None);
                }
                *s.position()
            };
            let (Some(position), Some(moves)) = (ai::verdict(&pos), ai::move_verdicts(&pos)) else {
                return Ok(None);
            };
            let board = pos.board();
            Ok(Some(Verdicts {
                position: verdict_info(position),
                moves: moves
                    .into_iter()
                    .map(|(m, v)| MoveVerdict {
                        move_info: move_info(board, m),
                        verdict: verdict_info(v),
                    })
                    .collect(),
            }))
        })
    }

    /// Reviews the game played so far (the plies played; redo plies are not part of
    /// it): every ply's value before and after, its label and the best move, the board
    /// before and after each ply, and the summary. Exact in weiming and zhongkui
    /// (instant); in jinmen and huishi a fixed-budget search of every position, so
    /// the same game always gets the same review. BLOCKING (about a second for a
    /// 100-ply large game): call it on a background thread; the session stays usable
    /// meanwhile. If `cancel` is cancelled, the review stops soon with `Cancelled`
    /// and returns nothing.
    pub fn review(&self, cancel: Arc<CancelHandle>) -> FfiResult<GameReview> {
        guard(|| {
            let record = self.lock()?.record().clone();
            review_record(&record, &cancel.token).map_err(|_| cancelled("review"))
        })
    }

    /// Changes the computer's level (any time). Errors: `NotVsComputer`.
    pub fn set_level(&self, level: Level) -> FfiResult<()> {
        guard(|| Ok(self.lock()?.set_level(level)?))
    }

    /// The plies played, in notation (`b2-b3`, `c4-c3 x c2`, `pass`), first first.
    pub fn history(&self) -> FfiResult<Vec<String>> {
        guard(|| Ok(self.lock()?.record().history_text()))
    }

    /// Every ply played with its details, first first.
    pub fn history_plies(&self) -> FfiResult<Vec<PlyInfo>> {
        guard(|| {
            let s = self.lock()?;
            let record = s.record();
            Ok(record
                .entries()
                .iter()
                .enumerate()
                .map(|(i, e)| ply_info(record, i + 1, e))
                .collect())
        })
    }

    /// The game as text in the save format (JSON: game, setup, plies, redo plies, the
    /// computer's seed); [`GameSession::from_save_json`] reads it back.
    pub fn export_record(&self) -> FfiResult<String> {
        guard(|| Ok(self.to_saved()?.to_json()))
    }
}
