//! What the screens share: the cancel handle of a search or review, the exact verdict of a
//! small game's position, and a new or loaded core session.

use crate::error::FfiResult;
use crate::types::{turn_seconds_in, GameSetup};
use folkchess_core::ai::{CancelToken, Verdict as CoreVerdict};
use folkchess_core::files::save::load_from_json;
use folkchess_core::play::session::Session;
use folkchess_core::rules::setup::Setup;
use folkchess_core::GameId;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// A flag to stop a search or a review from another thread. Pass it to a job's `run`;
/// call [`CancelHandle::cancel`] from any thread (the user undid a move, left the game, …).
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

/// A core session of a new game of `setup` whose computer plays from `seed`.
pub(crate) fn new_session(setup: &GameSetup, seed: u64) -> FfiResult<Session> {
    let game: GameId = setup.game;
    Ok(Session::new(game, core_setup(setup)?, seed)?)
}

/// A core session continuing a game in the save format, with its seed (a fresh one for a
/// text that kept none). Errors: `DamagedSave` saying what does not read.
pub(crate) fn session_from_json(json: &str) -> FfiResult<Session> {
    Ok(Session::from_saved(load_from_json(json)?, fresh_seed())?)
}
