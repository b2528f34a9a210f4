//! The game table across the FFI: [`GameTable`] wraps the core's
//! [`folkchess_core::screens::table::GameTable`] in a mutex. A shell sends [`TableEvent`]s with its
//! monotonic time ([`GameTable::send`]), carries out the [`TableEffect`]s it gets back and
//! draws the [`TableView`]. A search effect names a job the shell runs off the main thread
//! with [`GameTable::run_search`] (blocking, without the table's lock) and answers with
//! [`TableEvent::SearchDone`]. The records here are the core's views, field for field, in
//! the API's types (`i32` point indices, `i64` milliseconds).

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use crate::session::{new_session, session_from_json, CancelHandle, VerdictInfo, VerdictKind};
use crate::settings::AppSettings;
use crate::types::{index_of, time_in, to_i64, GameKind, GameSetup, Level};
use folkchess_core::ai::Verdict;
use folkchess_core::rules::moves::Move;
use folkchess_core::screens::table as core;
use folkchess_core::{Board, GameId, Point};
use std::sync::{Arc, Mutex, MutexGuard};

// The table's smaller records and enums are the core's own (component `folkchess_core`).
pub use folkchess_core::screens::speech::{Announcement, Politeness, SpeechLanguage};
pub use folkchess_core::screens::table::{
    ActionPlace, ActionStyle, ActionView, BannerView, FeedbackKind, Hear, LevelOption, LevelPicker,
    MessageKind, MoveListView, MoveRow, NoteKind, PlacedAction, PlayerBar, QuestionView,
    ResultView, SpokenMove, SpokenPiece, TableAction, TableNote, TableView, TimerView,
};

/// What a shell tells the table (see the core's `TableEvent`).
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum TableEvent {
    /// The game appears on screen: its clock starts, the computer is asked if it is to
    /// move, the game is autosaved.
    Start,
    /// A tap or a screen reader's activation on a point (an index outside the board is a
    /// tap on no point).
    Tap {
        /// The point's index.
        point: i32,
    },
    /// A whole move at once (a piece dragged and dropped, a typed move): played if it is
    /// legal now, else the view's message says why.
    Play {
        /// The move.
        move_ref: MoveRef,
    },
    /// Take back the last move (against the computer: its reply too).
    Undo,
    /// Replay what undo took back.
    Redo,
    /// The same game again from the start.
    Restart,
    /// Ask for a move suggestion.
    Hint,
    /// A quick command of a screen reader (`view.quickCommands`): the position, the last
    /// move or the clock said once more through the announcements.
    Hear {
        /// What to hear.
        what: Hear,
    },
    /// The player to move wants to resign: the table asks to confirm (`view.question`).
    Resign,
    /// The player to move offers a draw: the computer judges it (a search), or in
    /// pass-and-play the other player is asked (`view.question`).
    OfferDraw,
    /// The answer to `view.question`.
    Answer {
        /// Yes (the question's `yes`) or no.
        yes: bool,
    },
    /// Another level for the computer.
    SetLevel {
        /// The level.
        level: Level,
    },
    /// The shell's clock ticked (tick while `TableView.ticking`, a few times a second).
    Tick,
    /// The app went to the background.
    Background,
    /// The app came back.
    Foreground,
    /// The message was read.
    DismissMessage,
    /// A search is done: what [`GameTable::run_search`] returned.
    SearchDone {
        /// The answer.
        answer: SearchAnswer,
    },
    /// The settings or the display language changed.
    Settings {
        /// The settings.
        settings: AppSettings,
        /// The language shown.
        language: DisplayLanguage,
    },
    /// File the game under saved games, free the autosave slot, leave.
    SaveAndLeave,
    /// The screen is left (the game stays in the autosave slot).
    Leave,
}

/// What a search is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SearchKind {
    /// The computer's move ("Computer is thinking…").
    ComputerMove,
    /// A hint.
    Hint,
    /// The computer judging the player's draw offer.
    DrawDecision,
    /// Judging a practice answer (`TrainerTable`, the large games): "Checking your move…".
    Judge,
}

/// A move between two points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveRef {
    /// The point the piece leaves.
    pub from: i32,
    /// The point it reaches.
    pub to: i32,
}

/// What a search found: send it back as it is with [`TableEvent::SearchDone`].
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SearchAnswer {
    /// The search's id.
    pub id: i64,
    /// The move found; none if the search was cancelled first.
    pub found: Option<MoveRef>,
    /// A hint's verdict in the small games.
    pub verdict: Option<VerdictInfo>,
    /// The computer's move comes with a draw offer.
    #[uniffi(default = false)]
    pub offers_draw: bool,
    /// The computer resigns instead of moving.
    #[uniffi(default = false)]
    pub resigns: bool,
    /// The computer's answer to the player's draw offer.
    #[uniffi(default = None)]
    pub accepts_draw: Option<bool>,
    /// A practice answer judged (a `Judge` search).
    #[uniffi(default = None)]
    pub judged: Option<JudgedAnswer>,
}

/// A practice answer judged: what the review would call the move, and the value it keeps.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct JudgedAnswer {
    /// What the review would call it (at least `Good` solves the exercise).
    pub label: folkchess_core::MoveLabel,
    /// The value after it for the side that played it, in the review's short form
    /// (`W5`, `D`, `L3`, `+0.35`).
    pub after: String,
}

/// What the table asks the shell to do.
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum TableEffect {
    /// Run [`GameTable::run_search`] with this id off the main thread (with a
    /// [`CancelHandle`]), then send [`TableEvent::SearchDone`] with its answer.
    Search {
        /// The search's id.
        id: i64,
        /// What it is for.
        kind: SearchKind,
    },
    /// Cancel the search with this id (its answer would be dropped anyway).
    CancelSearch {
        /// The search's id.
        id: i64,
    },
    /// Write the game to the autosave slot (`SaveStore.writeAutosaveJson`), through
    /// the app's one disk writer.
    Autosave {
        /// The game in the save format.
        game_json: String,
    },
    /// Write the game as a new saved game (`SaveStore.saveJson`).
    Save {
        /// The game in the save format.
        game_json: String,
    },
    /// Empty the autosave slot (`SaveStore.clearAutosave`).
    ClearAutosave,
    /// Vibrate and/or play a sound.
    Feedback {
        /// What happened.
        kind: FeedbackKind,
        /// Vibrate.
        haptic: bool,
        /// Play a sound.
        sound: bool,
    },
    /// The game has just ended: count it (`SaveStore.recordFinished`, through the one disk
    /// writer). Said when the game reaches its end; the statistics keep one entry per game,
    /// so a save of it resumed and finished again counts once.
    Finished {
        /// The finished game, as `recordFinished` reads it.
        finished_json: String,
    },
}

/// What [`GameTable::send`] returns: the effects to carry out, in order, and the view.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TableUpdate {
    /// What to do.
    pub effects: Vec<TableEffect>,
    /// What to show.
    pub view: TableView,
}

fn verdict_info(v: Verdict) -> VerdictInfo {
    crate::session::verdict_info(v)
}

fn verdict_of(v: &VerdictInfo) -> FfiResult<Verdict> {
    let distance = || -> FfiResult<u32> {
        let d = v.distance.unwrap_or(0);
        u32::try_from(d).map_err(|_| {
            FolkChessError::invalid(format!("a verdict's distance must be 0 or more, got {d}"))
        })
    };
    Ok(match v.kind {
        VerdictKind::Win => Verdict::Win(distance()?),
        VerdictKind::Loss => Verdict::Loss(distance()?),
        VerdictKind::Draw => Verdict::Draw,
    })
}

/// Runs a search job a table (or a trainer) handed out, blocking: `Stale` when it no
/// longer waits for search `id` (`job` is none), `Cancelled` when `cancel` stopped it
/// before it found anything.
pub(crate) fn run_job(
    game: GameId,
    id: i64,
    job: Option<core::SearchJob>,
    cancel: &CancelHandle,
) -> FfiResult<SearchAnswer> {
    let job = job.ok_or_else(|| FolkChessError::Stale {
        reason: format!("the table no longer waits for search {id}"),
    })?;
    let token = cancel.token();
    let answer = job.run(token);
    if token.is_cancelled()
        && answer.found.is_none()
        && answer.accepts_draw.is_none()
        && answer.judged.is_none()
    {
        return Err(FolkChessError::Cancelled {
            reason: format!("search {id} was cancelled"),
        });
    }
    Ok(answer_out(game, answer))
}

pub(crate) fn answer_out(game: GameId, a: core::SearchAnswer) -> SearchAnswer {
    let _ = game;
    SearchAnswer {
        id: to_i64(a.id),
        found: a.found.map(|m| MoveRef {
            from: index_of(m.from),
            to: index_of(m.to),
        }),
        verdict: a.verdict.map(verdict_info),
        offers_draw: a.offers_draw,
        resigns: a.resigns,
        accepts_draw: a.accepts_draw,
        judged: a.judged.map(|j| JudgedAnswer {
            label: j.label,
            after: j.after.short_text(),
        }),
    }
}

pub(crate) fn answer_in(game: GameId, a: SearchAnswer) -> FfiResult<core::SearchAnswer> {
    let board = Board::of(game);
    let point = |i: i32| -> FfiResult<Point> {
        usize::try_from(i)
            .ok()
            .and_then(|i| board.point_at(i))
            .ok_or_else(|| {
                FolkChessError::invalid(format!(
                    "a search answer names point {i}, which is not on the {game} board"
                ))
            })
    };
    Ok(core::SearchAnswer {
        // A negative id names no search; it is dropped like any unknown one.
        id: u64::try_from(a.id).unwrap_or(u64::MAX),
        found: match a.found {
            Some(m) => Some(Move::new(point(m.from)?, point(m.to)?)),
            None => None,
        },
        verdict: a.verdict.as_ref().map(verdict_of).transpose()?,
        offers_draw: a.offers_draw,
        resigns: a.resigns,
        accepts_draw: a.accepts_draw,
        judged: match a.judged {
            Some(j) => Some(folkchess_core::training::practice::Judged {
                label: j.label,
                after: folkchess_core::ai::review::ReviewValue::parse_short(&j.after).ok_or_else(
                    || {
                        FolkChessError::invalid(format!(
                            "a judged answer's value `{}` is not a review value",
                            j.after
                        ))
                    },
                )?,
            }),
            None => None,
        },
    })
}

pub(crate) fn event_in(game: GameId, e: TableEvent) -> FfiResult<core::TableEvent> {
    Ok(match e {
        TableEvent::Start => core::TableEvent::Start,
        // A negative index is a tap on no point, like one past the board.
        TableEvent::Tap { point } => {
            core::TableEvent::Tap(usize::try_from(point).unwrap_or(usize::MAX))
        }
        TableEvent::Play { move_ref } => {
            let point = |i: i32| crate::types::point_in(game, i);
            core::TableEvent::Play(Move::new(point(move_ref.from)?, point(move_ref.to)?))
        }
        TableEvent::Undo => core::TableEvent::Undo,
        TableEvent::Redo => core::TableEvent::Redo,
        TableEvent::Restart => core::TableEvent::Restart,
        TableEvent::Hint => core::TableEvent::Hint,
        TableEvent::Hear { what } => core::TableEvent::Hear(what),
        TableEvent::Resign => core::TableEvent::Resign,
        TableEvent::OfferDraw => core::TableEvent::OfferDraw,
        TableEvent::Answer { yes } => core::TableEvent::Answer(yes),
        TableEvent::SetLevel { level } => core::TableEvent::SetLevel(level),
        TableEvent::Tick => core::TableEvent::Tick,
        TableEvent::Background => core::TableEvent::Background,
        TableEvent::Foreground => core::TableEvent::Foreground,
        TableEvent::DismissMessage => core::TableEvent::DismissMessage,
        TableEvent::SearchDone { answer } => core::TableEvent::SearchDone(answer_in(game, answer)?),
        TableEvent::Settings { settings, language } => {
            core::TableEvent::Settings(crate::settings::checked(settings)?, language)
        }
        TableEvent::SaveAndLeave => core::TableEvent::SaveAndLeave,
        TableEvent::Leave => core::TableEvent::Leave,
    })
}

pub(crate) fn effect_out(e: core::TableEffect) -> TableEffect {
    match e {
        core::TableEffect::Search(job) => TableEffect::Search {
            id: to_i64(job.id()),
            kind: match job.kind() {
                core::SearchKind::ComputerMove => SearchKind::ComputerMove,
                core::SearchKind::Hint => SearchKind::Hint,
                core::SearchKind::DrawDecision => SearchKind::DrawDecision,
                core::SearchKind::Judge => SearchKind::Judge,
            },
        },
        core::TableEffect::CancelSearch(id) => TableEffect::CancelSearch { id: to_i64(id) },
        core::TableEffect::Autosave(game) => TableEffect::Autosave {
            game_json: game.to_json(),
        },
        core::TableEffect::Save(game) => TableEffect::Save {
            game_json: game.to_json(),
        },
        core::TableEffect::ClearAutosave => TableEffect::ClearAutosave,
        core::TableEffect::Finished(game) => TableEffect::Finished {
            finished_json: game.to_json(),
        },
        core::TableEffect::Feedback(f) => TableEffect::Feedback {
            kind: f.kind,
            haptic: f.haptic,
            sound: f.sound,
        },
    }
}

/// A game on a screen: the core's game table (the session and the screen's state). Safe
/// to call from any thread; [`GameTable::run_search`] runs without the lock, so the table
/// keeps answering while a search runs.
#[derive(Debug, uniffi::Object)]
pub struct GameTable {
    game: GameId,
    inner: Mutex<core::GameTable>,
}

impl GameTable {
    fn wrap(table: core::GameTable) -> Arc<Self> {
        Arc::new(GameTable {
            game: table.session().record().game(),
            inner: Mutex::new(table),
        })
    }

    fn lock(&self) -> FfiResult<MutexGuard<'_, core::GameTable>> {
        self.inner
            .lock()
            .map_err(|_| FolkChessError::internal("the game table's lock was poisoned"))
    }
}

#[uniffi::export]
impl GameTable {
    /// A new game with a fresh random seed for the computer.
    #[uniffi::constructor]
    pub fn new(
        setup: GameSetup,
        settings: AppSettings,
        language: DisplayLanguage,
    ) -> FfiResult<Arc<Self>> {
        guard(|| {
            let session = new_session(&setup, crate::session::fresh_seed())?;
            Ok(Self::wrap(core::GameTable::new(
                session,
                crate::settings::checked(settings)?,
                language,
            )))
        })
    }

    /// A new game whose computer plays from `seed` (the same seed plays the same way).
    #[uniffi::constructor]
    pub fn with_seed(
        setup: GameSetup,
        seed: i64,
        settings: AppSettings,
        language: DisplayLanguage,
    ) -> FfiResult<Arc<Self>> {
        guard(|| {
            let session = new_session(&setup, seed as u64)?;
            Ok(Self::wrap(core::GameTable::new(
                session,
                crate::settings::checked(settings)?,
                language,
            )))
        })
    }

    /// A table for a game in the save format (`SaveStore.loadJson`, `loadAutosaveJson`,
    /// `exportRecord`, an imported text), with its seed. Errors: `DamagedSave` saying what
    /// does not read.
    #[uniffi::constructor]
    pub fn from_save_json(
        json: String,
        settings: AppSettings,
        language: DisplayLanguage,
    ) -> FfiResult<Arc<Self>> {
        guard(|| {
            Ok(Self::wrap(core::GameTable::new(
                session_from_json(&json)?,
                crate::settings::checked(settings)?,
                language,
            )))
        })
    }

    /// Which game.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// Handles one event at the shell's monotonic time `now_ms`: the effects to carry
    /// out, in order, and the view after it. Errors: `InvalidInput` for a negative time, a
    /// search answer naming a point off the board, or settings out of range (nothing
    /// changes then).
    pub fn send(&self, event: TableEvent, now_ms: i64) -> FfiResult<TableUpdate> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            let event = event_in(self.game, event)?;
            let mut table = self.lock()?;
            let effects = table.handle(event, now);
            Ok(TableUpdate {
                effects: effects.into_iter().map(effect_out).collect(),
                view: table.view(now),
            })
        })
    }

    /// The view at `now_ms` (the timer counts down with it).
    pub fn view(&self, now_ms: i64) -> FfiResult<TableView> {
        guard(|| {
            let now = time_in(now_ms, "now_ms")?;
            Ok(self.lock()?.view(now))
        })
    }

    /// Runs the search the table asked for with this id. BLOCKING (up to about a second
    /// for the computer at Master in the large games): call it off the main thread, then
    /// send the answer with `TableEvent.SearchDone`. Errors: `Stale` when the table no
    /// longer waits for this search (it was cancelled, or answered); `Cancelled` when
    /// `cancel` was cancelled before it found anything.
    pub fn run_search(&self, id: i64, cancel: Arc<CancelHandle>) -> FfiResult<SearchAnswer> {
        guard(|| {
            let job = u64::try_from(id)
                .ok()
                .and_then(|id| self.lock().ok()?.pending_search(id).cloned());
            run_job(self.game, id, job, &cancel)
        })
    }

    /// The game in the save format (what the autosave effect writes).
    pub fn export_record(&self) -> FfiResult<String> {
        guard(|| Ok(self.lock()?.to_saved().to_json()))
    }
}
