//! The game table: everything the game screen does, once, for every front end.
//!
//! A [`GameTable`] owns a [`Session`] and what belongs to the screen around it (the
//! selection, the hint shown, captured pieces fading out, the message, the searches under
//! way). A shell sends it [`TableEvent`]s — a tap, undo, a tick of its clock, the answer of
//! a search it ran — each with its monotonic time, and gets back [`TableEffect`]s to carry
//! out — run a search off the main thread, cancel one, write the autosave, buzz — and reads
//! the [`TableView`]: the board with its marks and spoken labels, the banner, the timer,
//! the move list, what each button may do now, every sentence already worded.
//!
//! The table never reads a clock and never blocks: a search is handed out as a
//! [`SearchJob`] that the shell runs where it likes ([`SearchJob::run`]) and answers with
//! [`TableEvent::SearchDone`]. Every job has an id; an answer whose job was cancelled or
//! replaced (a late, doubled or stale answer) is dropped here, in one place.
//!
//! This file holds the events and the flow (taps, moves, undo, questions, the clock,
//! searches answered); `effects.rs` what the table asks of its shell and the search jobs;
//! `view.rs` what the screen shows; `ear.rs` what a screen reader is told.
//!
//! ```
//! use folkchess_core::screens::table::{GameTable, TableEffect, TableEvent};
//! use folkchess_core::{DisplayLanguage, GameId, Level, Mode, Session, Settings, Setup, Side};
//!
//! let setup = Setup { mode: Mode::VsComputer { level: Level::Easy, human: Side::First }, turn_seconds: None };
//! let session = Session::new(GameId::Weiming, setup, 7).unwrap();
//! let mut table = GameTable::new(session, Settings::default(), DisplayLanguage::En);
//! table.handle(TableEvent::Start, 0);
//! let bl = table.board().find("bl").unwrap().index();
//! let x = table.board().find("x").unwrap().index();
//! table.handle(TableEvent::Tap(bl), 10);
//! let effects = table.handle(TableEvent::Tap(x), 20);
//! // The player's move is played; the computer is asked to think.
//! let job = effects.iter().find_map(|e| match e { TableEffect::Search(job) => Some(job.clone()), _ => None }).unwrap();
//! let answer = job.run(&Default::default());
//! table.handle(TableEvent::SearchDone(answer), 30);
//! assert_eq!(table.view(30).moves.rows.len(), 2);
//! ```

use crate::ai::{self, CancelToken, Verdict};
use crate::files::save::SavedGame;
use crate::files::settings::Settings;
use crate::files::stats::FinishedGame;
use crate::play::session::{ComputerRequest, HintRequest, Session, SessionError};
use crate::rules::bits::Bits;
use crate::rules::board::{Board, Point};
use crate::rules::game::{GameId, Level, Side};
use crate::rules::moves::{IllegalMove, Move};
use crate::rules::notation::Ply;
use crate::rules::outcome::Outcome;
use crate::rules::record::{PlayError, PlyEntry};
use crate::rules::setup::Mode;
use crate::screens::board_view::{
    Arrow, BoardMarks, BoardPurpose, BoardStyle, BoardView, FadingPiece,
};
use crate::screens::speech::{
    self, spoken_in, Announcement, Announcer, Politeness, SpeechLanguage, LOW_TIME_MARKS,
};
use crate::text::catalogue::{self, DisplayLanguage, Label};
use crate::text::messages;
use crate::text::rules_text::Lang;

mod ear;
mod effects;
mod view;

use ear::*;
pub use ear::{Hear, QuickCommand};
pub use effects::*;
pub use view::*;

/// What a shell tells the table. Each comes with the shell's monotonic time in
/// milliseconds ([`GameTable::handle`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableEvent {
    /// The game appears on screen: its clock starts, the computer is asked if it is to
    /// move, and the game is autosaved.
    Start,
    /// A tap (or a screen reader's activation) on the point of this index; an index
    /// outside the board is a tap on no point.
    Tap(usize),
    /// A whole move at once (typed in a terminal, or a piece dragged and dropped): played
    /// if it is legal now, else the message says why (the core's reason).
    Play(Move),
    /// Take back the last move (against the computer: its reply too).
    Undo,
    /// Replay what undo took back.
    Redo,
    /// The same game again from the start.
    Restart,
    /// Ask for a move suggestion.
    Hint,
    /// A quick command of a screen reader: say the position, the last move or the clock
    /// once more, through the announcements (polite). Changes nothing else.
    Hear(Hear),
    /// The player to move wants to resign: the table asks to confirm.
    Resign,
    /// The player to move offers a draw: the computer judges it, or in pass-and-play the
    /// other player is asked.
    OfferDraw,
    /// The answer to the question on screen ([`TableView::question`]): yes or no.
    Answer(bool),
    /// Another level for the computer.
    SetLevel(Level),
    /// The shell's clock ticked (it ticks while [`TableView::ticking`]).
    Tick,
    /// The app went to the background: the clock pauses, the game is saved.
    Background,
    /// The app came back.
    Foreground,
    /// The message was read.
    DismissMessage,
    /// A search the table asked for is done.
    SearchDone(SearchAnswer),
    /// The settings or the display language changed.
    Settings(Settings, DisplayLanguage),
    /// File the game under saved games, free the autosave slot and leave.
    SaveAndLeave,
    /// The screen is left (the game stays in the autosave slot).
    Leave,
}

/// Something to tell the player, worded when shown (so it follows the language).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Notice {
    /// A move refused, and where it was tried (the piece and the point: its cross on the
    /// board, [`crate::screens::board_view::BoardView::refused`]).
    Illegal(IllegalMove, Option<Arrow>),
    ComputerToMove,
    TimeUp,
    /// The computer accepted the player's draw offer.
    ComputerAcceptsDraw,
    /// The computer declined the player's draw offer.
    ComputerDeclinesDraw,
    /// In pass-and-play, this side declined the other's draw offer.
    DrawDeclinedBy(Side),
    /// A problem the core words only in English (a bug, a hostile answer).
    Problem(String),
}

impl Notice {
    /// This notice, a refusal of `m` on `board`, marked where `m` was tried (two points of
    /// the board; a move of the player's own, not the game being over).
    fn tried(self, m: Move, board: &Board) -> Notice {
        match self {
            Notice::Illegal(reason, None)
                if reason != IllegalMove::GameOver
                    && m.from.index() < board.len()
                    && m.to.index() < board.len() =>
            {
                Notice::Illegal(
                    reason,
                    Some(Arrow {
                        from: m.from,
                        to: m.to,
                    }),
                )
            }
            other => other,
        }
    }

    /// Where the refused move was tried, if this is a refusal that knows it.
    fn tried_at(&self) -> Option<Arrow> {
        match self {
            Notice::Illegal(_, at) => *at,
            _ => None,
        }
    }

    fn kind(&self) -> MessageKind {
        match self {
            Notice::Illegal(..) | Notice::ComputerToMove | Notice::Problem(_) => {
                MessageKind::Refusal
            }
            Notice::TimeUp
            | Notice::ComputerAcceptsDraw
            | Notice::ComputerDeclinesDraw
            | Notice::DrawDeclinedBy(_) => MessageKind::Info,
        }
    }

    fn text(&self, lang: Lang) -> String {
        match self {
            Notice::Illegal(reason, _) => messages::illegal_move_text(reason, lang),
            Notice::ComputerToMove => messages::computer_to_move_text(lang).to_string(),
            Notice::TimeUp => Label::TimeUp.text(lang).to_string(),
            Notice::ComputerAcceptsDraw => Label::ComputerAcceptsDraw.text(lang).to_string(),
            Notice::ComputerDeclinesDraw => Label::ComputerDeclinesDraw.text(lang).to_string(),
            Notice::DrawDeclinedBy(side) => messages::draw_declined_text(*side, lang),
            Notice::Problem(text) => text.clone(),
        }
    }
}

/// A question the table waits for the answer to ([`TableEvent::Answer`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Question {
    /// The player of this side asked to resign: are they sure?
    ConfirmResign(Side),
    /// Pass-and-play: this side offered a draw; the other side answers.
    DrawOffered(Side),
    /// The computer offers a draw after its move.
    ComputerOffersDraw,
}

/// A game on a screen: the session and the screen's own state. See the module docs.
#[derive(Clone, Debug)]
pub struct GameTable {
    session: Session,
    settings: Settings,
    language: DisplayLanguage,
    started: bool,
    closed: bool,
    selected: Option<Point>,
    targets: Bits,
    hint: Option<Arrow>,
    verdict: Option<Verdict>,
    fading: Vec<FadingPiece>,
    next_fade_id: u64,
    notice: Option<Notice>,
    news: Option<PlyNews>,
    thinking: Option<SearchJob>,
    hinting: Option<SearchJob>,
    /// The computer judging the player's draw offer.
    deciding: Option<SearchJob>,
    question: Option<Question>,
    /// The ply count at which the player's last draw offer was declined (no second offer
    /// in the same position).
    offer_declined_at: Option<usize>,
    /// The ply count at which the player declined the computer's last draw offer.
    computer_offer_declined_at: Option<usize>,
    next_search_id: u64,
    restarts: u64,
    rows: Vec<MoveRow>,
    rows_key: Option<(u64, DisplayLanguage)>,
    /// What a screen reader is told, once each.
    announcer: Announcer,
    /// The time left when the last event was handled (the low-time marks are said as the
    /// clock passes them between two events).
    heard_remaining_ms: Option<u64>,
    /// The computer's bar says "Opponent" without a level (a puzzle, an exercise: the
    /// computer there is no opponent the player chose).
    plain_opponent: bool,
}

impl GameTable {
    /// A table for `session`, showing its words in `language`.
    pub fn new(session: Session, settings: Settings, language: DisplayLanguage) -> GameTable {
        let mut table = GameTable {
            session,
            settings,
            language,
            started: false,
            closed: false,
            selected: None,
            targets: Bits::EMPTY,
            hint: None,
            verdict: None,
            fading: Vec::new(),
            next_fade_id: 1,
            notice: None,
            news: None,
            thinking: None,
            hinting: None,
            deciding: None,
            question: None,
            offer_declined_at: None,
            computer_offer_declined_at: None,
            next_search_id: 1,
            restarts: 0,
            rows: Vec::new(),
            rows_key: None,
            announcer: Announcer::default(),
            heard_remaining_ms: None,
            plain_opponent: false,
        };
        table.refresh_rows();
        table
    }

    /// The session (record, setup, clock).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The language its words are shown in.
    pub fn language(&self) -> DisplayLanguage {
        self.language
    }

    /// The settings in force.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The game's board.
    pub fn board(&self) -> &'static Board {
        self.session.position().board()
    }

    /// The game as a save (record, setup, seed).
    pub fn to_saved(&self) -> SavedGame {
        self.session.to_saved()
    }

    /// The search job with this id, if the table still waits for it.
    pub fn pending_search(&self, id: u64) -> Option<&SearchJob> {
        [&self.thinking, &self.hinting, &self.deciding]
            .into_iter()
            .flatten()
            .find(|job| job.id == id)
    }

    /// Whether the screen was left ([`TableEvent::Leave`], [`TableEvent::SaveAndLeave`]):
    /// the table then ignores every event.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Handles one event at the shell's time `now_ms`, returning what the shell must do.
    /// Events that make no sense now (a tap on the computer's turn, undo with nothing to
    /// undo, an answer nobody waits for) change nothing, or only the message.
    pub fn handle(&mut self, event: TableEvent, now_ms: u64) -> Vec<TableEffect> {
        if self.closed {
            return Vec::new();
        }
        let before = self.heard(now_ms);
        let mut fx = self.handle_event(event, now_ms);
        for kind in self.announce(before, now_ms) {
            fx.extend(self.feedback(kind));
        }
        fx
    }

    fn handle_event(&mut self, event: TableEvent, now_ms: u64) -> Vec<TableEffect> {
        let mut fx = Vec::new();
        let was_over = self.is_over();
        match event {
            TableEvent::Start => self.start(now_ms, &mut fx),
            TableEvent::Tap(index) => self.tap(index, now_ms, &mut fx),
            TableEvent::Play(m) => {
                if self.session.is_computer_turn() {
                    self.notice = Some(Notice::ComputerToMove);
                } else if self.move_allowed() {
                    self.play(m, now_ms, &mut fx);
                }
            }
            TableEvent::Undo => self.undo_or_redo(true, now_ms, &mut fx),
            TableEvent::Redo => self.undo_or_redo(false, now_ms, &mut fx),
            TableEvent::Restart => self.restart(now_ms, &mut fx),
            TableEvent::Hint => self.ask_hint(&mut fx),
            TableEvent::Hear(what) => self.hear(what, now_ms),
            TableEvent::Resign => {
                if let Some(side) = self.player_to_act() {
                    self.question = Some(Question::ConfirmResign(side));
                }
            }
            TableEvent::OfferDraw => self.offer_draw(&mut fx),
            TableEvent::Answer(yes) => self.answer(yes, now_ms, &mut fx),
            TableEvent::SetLevel(level) => {
                if self.session.set_level(level).is_ok() {
                    fx.push(self.autosave());
                }
            }
            TableEvent::Tick => self.tick(now_ms, &mut fx),
            TableEvent::Background => {
                self.session.pause_clock(now_ms);
                fx.push(self.autosave());
            }
            TableEvent::Foreground => {
                self.session.resume_clock(now_ms);
                self.maybe_think(&mut fx);
            }
            TableEvent::DismissMessage => self.notice = None,
            TableEvent::SearchDone(answer) => self.search_done(answer, now_ms, &mut fx),
            TableEvent::Settings(settings, language) => {
                self.settings = settings;
                self.language = language;
            }
            TableEvent::SaveAndLeave => {
                self.cancel_searches(&mut fx);
                fx.push(TableEffect::Save(self.to_saved()));
                fx.push(TableEffect::ClearAutosave);
                self.closed = true;
            }
            TableEvent::Leave => {
                self.cancel_searches(&mut fx);
                self.closed = true;
            }
        }
        if !was_over {
            if let Some(finished) = FinishedGame::of_session(&self.session) {
                fx.push(TableEffect::Finished(finished));
            }
        }
        self.refresh_rows();
        fx
    }

    fn start(&mut self, now_ms: u64, fx: &mut Vec<TableEffect>) {
        if self.started {
            return;
        }
        self.started = true;
        self.session.start_clock(now_ms);
        fx.push(self.autosave());
        self.maybe_think(fx);
    }

    fn is_over(&self) -> bool {
        self.session.record().status().is_over()
    }

    fn tap(&mut self, index: usize, now_ms: u64, fx: &mut Vec<TableEffect>) {
        if self.is_over() {
            return;
        }
        if self.session.is_computer_turn() {
            self.notice = Some(Notice::ComputerToMove);
            return;
        }
        if !self.move_allowed() {
            return;
        }
        let point = self.board().point_at(index);
        match (self.selected, point) {
            (Some(from), Some(to)) if self.targets.contains(to) => {
                self.play(Move::new(from, to), now_ms, fx)
            }
            (Some(from), Some(p)) if p == from => self.clear_selection(),
            (_, Some(p)) if self.session.position().movable_points().contains(p) => {
                self.selected = Some(p);
                self.targets = self.session.position().targets(p);
                self.notice = None;
            }
            // Why not? A target the selected piece cannot reach, or a piece that cannot be
            // taken (the opponent's, the locked shared piece): the rule that refuses it.
            (Some(from), Some(to)) => {
                self.clear_selection();
                if let Err(reason) = self.session.position().check_move(Move::new(from, to)) {
                    self.notice = Some(Notice::Illegal(reason, Some(Arrow { from, to })));
                }
            }
            (None, Some(p)) => match self.session.position().check_move(Move::new(p, p)) {
                Err(reason @ (IllegalMove::OpponentPiece(_) | IllegalMove::SharedPieceLocked)) => {
                    let on = Arrow { from: p, to: p };
                    self.notice = Some(Notice::Illegal(reason, Some(on)))
                }
                // A tap that asks nothing (an empty point, a piece without a move) takes an
                // earlier refusal away, so that no stale reason stays under the board.
                _ => {
                    self.clear_selection();
                    if matches!(self.notice, Some(Notice::Illegal(..))) {
                        self.notice = None;
                    }
                }
            },
            _ => self.clear_selection(),
        }
    }

    fn clear_selection(&mut self) {
        self.selected = None;
        self.targets = Bits::EMPTY;
    }

    fn play(&mut self, m: Move, now_ms: u64, fx: &mut Vec<TableEffect>) {
        let before = *self.session.position();
        match self.session.play(m, now_ms) {
            Ok(entry) => {
                self.cancel_hint(fx);
                self.cancel_decision(fx);
                self.after_ply(&before, &entry, fx);
                self.maybe_think(fx);
            }
            Err(e) => {
                self.clear_selection();
                self.notice = Some(notice_of(e).tried(m, self.board()));
            }
        }
    }

    /// Whether the player may move now: not while a question waits (the computer's draw
    /// offer excepted: playing on declines it).
    fn move_allowed(&mut self) -> bool {
        match self.question {
            None => true,
            Some(Question::ComputerOffersDraw) => {
                self.question = None;
                self.computer_offer_declined_at = Some(self.session.record().ply_count());
                true
            }
            Some(_) => false,
        }
    }

    /// The side whose player may resign or offer a draw now: the player to move (against
    /// the computer, the human on their turn), when no question or answer is pending.
    fn player_to_act(&self) -> Option<Side> {
        let free = !self.is_over()
            && !self.session.is_computer_turn()
            && self.question.is_none()
            && self.deciding.is_none();
        free.then(|| self.session.position().side_to_move())
    }

    /// Whether undo and redo may be used now: not after the end, and not while a question
    /// waits for its answer (a resignation to confirm, a draw offered) or the computer
    /// judges the player's draw offer — everything else is held then, so is this.
    fn may_take_back(&self) -> bool {
        !self.is_over() && self.question.is_none() && self.deciding.is_none()
    }

    /// Whether the player to move may offer a draw now (once per position when declined).
    fn may_offer_draw(&self) -> bool {
        self.player_to_act().is_some()
            && self.offer_declined_at != Some(self.session.record().ply_count())
    }

    fn offer_draw(&mut self, fx: &mut Vec<TableEffect>) {
        let Some(side) = self.player_to_act() else {
            return;
        };
        if !self.may_offer_draw() {
            return;
        }
        if self.human_side().is_some() {
            // A hint still searched for is moot once the player offers a draw instead.
            self.cancel_hint(fx);
            let job = SearchJob {
                id: self.new_search_id(),
                work: Work::DrawDecision(self.session.record().clone()),
            };
            self.deciding = Some(job.clone());
            self.notice = None;
            fx.push(TableEffect::Search(job));
        } else {
            self.question = Some(Question::DrawOffered(side));
        }
    }

    fn answer(&mut self, yes: bool, now_ms: u64, fx: &mut Vec<TableEffect>) {
        let Some(question) = self.question.take() else {
            return;
        };
        let plies = self.session.record().ply_count();
        match (question, yes) {
            (Question::ConfirmResign(side), true) => {
                let ended = self.session.resign(side, now_ms);
                self.after_agreed_end(ended, fx);
            }
            (Question::DrawOffered(_) | Question::ComputerOffersDraw, true) => {
                let ended = self.session.agree_draw(now_ms);
                self.after_agreed_end(ended, fx);
            }
            (Question::DrawOffered(by), false) => {
                self.offer_declined_at = Some(plies);
                self.notice = Some(Notice::DrawDeclinedBy(by.opponent()));
            }
            (Question::ComputerOffersDraw, false) => {
                self.computer_offer_declined_at = Some(plies);
            }
            (Question::ConfirmResign(_), false) => {}
        }
    }

    /// After a resignation or an agreed draw: searches stop, the marks go, the game is
    /// saved and felt.
    fn after_agreed_end(
        &mut self,
        ended: Result<Outcome, SessionError>,
        fx: &mut Vec<TableEffect>,
    ) {
        match ended {
            Ok(outcome) => {
                self.cancel_searches(fx);
                self.notice = None;
                self.clear_selection();
                self.hint = None;
                self.verdict = None;
                self.fading.clear();
                fx.push(self.autosave());
                fx.extend(self.feedback(self.end_feedback(&outcome)));
            }
            Err(e) => self.notice = Some(notice_of(e)),
        }
    }

    fn end_feedback(&self, outcome: &Outcome) -> FeedbackKind {
        match (outcome.winner, self.human_side()) {
            (None, _) => FeedbackKind::Draw,
            (Some(w), Some(me)) if w != me => FeedbackKind::Loss,
            (Some(_), _) => FeedbackKind::Win,
        }
    }

    fn cancel_decision(&mut self, fx: &mut Vec<TableEffect>) {
        if let Some(job) = self.deciding.take() {
            fx.push(TableEffect::CancelSearch(job.id));
        }
    }

    /// What every ply is followed by: the screen's marks cleared, the captured pieces
    /// fading, the autosave and the feedback.
    fn after_ply(
        &mut self,
        before: &crate::rules::position::Position,
        entry: &PlyEntry,
        fx: &mut Vec<TableEffect>,
    ) {
        self.clear_selection();
        self.hint = None;
        self.verdict = None;
        self.notice = None;
        self.question = None;
        self.news = PlyNews::of(entry, self.session.computer_side());
        self.fading = entry
            .effects
            .map(|e| {
                e.captured
                    .filter_map(|p| {
                        let piece = before.piece_at(p)?;
                        let id = self.next_fade_id;
                        self.next_fade_id += 1;
                        Some(FadingPiece {
                            point: p,
                            piece,
                            id,
                        })
                    })
                    .collect()
            })
            .unwrap_or_default();
        fx.push(self.autosave());
        fx.extend(self.feedback(self.feedback_kind(entry)));
    }

    fn feedback_kind(&self, entry: &PlyEntry) -> FeedbackKind {
        if let Some(outcome) = self.session.record().status().outcome() {
            return self.end_feedback(&outcome);
        }
        let mover = entry.after.side_to_move().opponent();
        if entry.effects.is_some_and(|e| !e.captured.is_empty()) {
            FeedbackKind::Capture
        } else if self.session.computer_side() == Some(mover) {
            FeedbackKind::OpponentPly
        } else {
            FeedbackKind::Ply
        }
    }

    /// Whether hints are offered at this table: against the computer always; between two
    /// players only when the settings ask for it (a hint helps one player against the other).
    pub(super) fn hints_offered(&self) -> bool {
        self.session.setup().mode != Mode::PassAndPlay || self.settings.hints_in_pass_and_play
    }

    /// The feedback of `kind` if the settings ask for any.
    fn feedback(&self, kind: FeedbackKind) -> Option<TableEffect> {
        (self.settings.haptics || self.settings.sound).then_some(TableEffect::Feedback(Feedback {
            kind,
            haptic: self.settings.haptics,
            sound: self.settings.sound,
        }))
    }

    fn human_side(&self) -> Option<Side> {
        match self.session.setup().mode {
            Mode::VsComputer { human, .. } => Some(human),
            Mode::PassAndPlay => None,
        }
    }

    fn autosave(&self) -> TableEffect {
        TableEffect::Autosave(self.to_saved())
    }

    fn new_search_id(&mut self) -> u64 {
        let id = self.next_search_id;
        self.next_search_id += 1;
        id
    }

    /// Asks the computer to move if it is its turn and it is not thinking already.
    fn maybe_think(&mut self, fx: &mut Vec<TableEffect>) {
        if self.thinking.is_some() || !self.started {
            return;
        }
        let Ok(request) = self.session.computer_request() else {
            return;
        };
        let plies = self.session.record().ply_count();
        let may_offer = self
            .computer_offer_declined_at
            .is_none_or(|at| plies >= at + ai::DRAW_OFFER_AGAIN_AFTER_PLIES);
        let job = SearchJob {
            id: self.new_search_id(),
            work: Work::ComputerMove {
                request,
                may_resign: self.settings.computer_resigns,
                may_offer,
            },
        };
        self.thinking = Some(job.clone());
        fx.push(TableEffect::Search(job));
    }

    fn cancel_hint(&mut self, fx: &mut Vec<TableEffect>) {
        if let Some(job) = self.hinting.take() {
            fx.push(TableEffect::CancelSearch(job.id));
        }
    }

    fn cancel_searches(&mut self, fx: &mut Vec<TableEffect>) {
        if let Some(job) = self.thinking.take() {
            fx.push(TableEffect::CancelSearch(job.id));
        }
        self.cancel_hint(fx);
        self.cancel_decision(fx);
    }

    fn clear_marks(&mut self) {
        self.clear_selection();
        self.hint = None;
        self.verdict = None;
        self.fading.clear();
        self.notice = None;
        self.question = None;
        self.news = None;
    }

    fn undo_or_redo(&mut self, undo: bool, now_ms: u64, fx: &mut Vec<TableEffect>) {
        if !self.may_take_back() {
            // After the end the result sheet offers a rematch or a review instead; a
            // question waiting is answered first.
            return;
        }
        let possible = if undo {
            self.session.can_undo()
        } else {
            self.session.can_redo()
        };
        if !possible {
            return;
        }
        self.cancel_searches(fx);
        let done = if undo {
            self.session.undo(now_ms)
        } else {
            self.session.redo(now_ms)
        };
        if done.is_ok() {
            self.clear_marks();
            fx.push(self.autosave());
        }
        self.maybe_think(fx);
    }

    fn restart(&mut self, now_ms: u64, fx: &mut Vec<TableEffect>) {
        self.cancel_searches(fx);
        self.restarts += 1;
        // A new seed, derived from the old one: the same table restarts the same way.
        let seed = self
            .session
            .seed()
            .wrapping_add(self.restarts.wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .rotate_left(17);
        let game = self.session.record().game();
        match Session::new(game, *self.session.setup(), seed) {
            Ok(session) => self.session = session,
            Err(e) => {
                self.notice = Some(Notice::Problem(e.to_string()));
                return;
            }
        }
        self.clear_marks();
        self.session.start_clock(now_ms);
        fx.push(self.autosave());
        self.maybe_think(fx);
    }

    fn ask_hint(&mut self, fx: &mut Vec<TableEffect>) {
        if !self.hints_offered()
            || self.is_over()
            || self.session.is_computer_turn()
            || self.thinking.is_some()
            || self.hinting.is_some()
            || self.deciding.is_some()
        {
            return;
        }
        let Ok(request) = self.session.hint_request() else {
            return;
        };
        let game = self.session.record().game();
        let verdict_of =
            (game.is_small() && self.verdicts_shown()).then(|| *self.session.position());
        let job = SearchJob {
            id: self.new_search_id(),
            work: Work::Hint {
                request,
                verdict_of,
            },
        };
        self.hint = None;
        self.verdict = None;
        self.hinting = Some(job.clone());
        fx.push(TableEffect::Search(job));
    }

    fn tick(&mut self, now_ms: u64, fx: &mut Vec<TableEffect>) {
        if self.is_over() || self.session.is_computer_turn() || !self.session.time_expired(now_ms) {
            return;
        }
        let before = *self.session.position();
        match self.session.pass_on_timeout(now_ms) {
            Ok(entry) => {
                self.cancel_hint(fx);
                // A draw offer the computer was still judging lapses with the turn.
                self.cancel_decision(fx);
                self.after_ply(&before, &entry, fx);
                self.notice = Some(Notice::TimeUp);
                self.maybe_think(fx);
            }
            Err(e) => self.notice = Some(notice_of(e)),
        }
    }

    fn search_done(&mut self, answer: SearchAnswer, now_ms: u64, fx: &mut Vec<TableEffect>) {
        // The one place where late, doubled and stale answers are dropped: only the job
        // the table waits for is taken.
        if self.thinking.as_ref().is_some_and(|j| j.id == answer.id) {
            let Some(job) = self.thinking.take() else {
                return;
            };
            let Work::ComputerMove { request, .. } = &job.work else {
                return;
            };
            if answer.resigns {
                if let Some(side) = self.session.computer_side() {
                    let ended = self.session.resign(side, now_ms);
                    self.after_agreed_end(ended, fx);
                }
                return;
            }
            // A search that found nothing (the shell cancelled it) or an answer that is not
            // a legal move now: the computer is asked again, with a new search.
            let Some(m) = answer.found else {
                self.maybe_think(fx);
                return;
            };
            let before = *self.session.position();
            match self.session.apply_computer_move(request, m, now_ms) {
                Ok(entry) => {
                    self.after_ply(&before, &entry, fx);
                    if answer.offers_draw && !self.is_over() {
                        self.question = Some(Question::ComputerOffersDraw);
                    }
                }
                Err(e) => self.notice = Some(notice_of(e)),
            }
            self.maybe_think(fx);
        } else if self.deciding.as_ref().is_some_and(|j| j.id == answer.id) {
            self.deciding = None;
            match answer.accepts_draw {
                Some(true) => {
                    let ended = self.session.agree_draw(now_ms);
                    self.after_agreed_end(ended, fx);
                    self.notice = Some(Notice::ComputerAcceptsDraw);
                }
                Some(false) => {
                    self.offer_declined_at = Some(self.session.record().ply_count());
                    self.notice = Some(Notice::ComputerDeclinesDraw);
                }
                // Cancelled before it decided: the offer lapses.
                None => {}
            }
        } else if self.hinting.as_ref().is_some_and(|j| j.id == answer.id) {
            self.hinting = None;
            let legal = answer
                .found
                .filter(|&m| self.session.record().check(Ply::Move(m)).is_ok());
            match legal {
                Some(m) => {
                    self.clear_selection();
                    self.hint = Some(Arrow {
                        from: m.from,
                        to: m.to,
                    });
                    self.verdict = answer.verdict;
                }
                None if answer.found.is_some() => {
                    self.notice = Some(Notice::Problem("the hint is not a legal move".into()))
                }
                None => {}
            }
        }
    }

    fn refresh_rows(&mut self) {
        let key = (self.session.generation(), self.language);
        if self.rows_key == Some(key) {
            return;
        }
        self.rows_key = Some(key);
        let record = self.session.record();
        let board = record.start().board();
        let lang = self.language;
        self.rows = record
            .entries()
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let side = entry.after.side_to_move().opponent();
                let text = ply_words(entry, board, lang);
                let spoken = lang.label(|l| {
                    let mut s = format!("{}. {} {}", i + 1, messages::side_name(side, l), {
                        match entry.ply {
                            Ply::Pass => Label::PassOnTime.text(l).to_string(),
                            Ply::Move(m) => board.move_text(m),
                        }
                    });
                    if let Some(e) = entry.effects.filter(|e| !e.captured.is_empty()) {
                        let names: Vec<&str> = e.captured.map(|p| board.name(p)).collect();
                        s.push_str(catalogue::separator(l));
                        s.push_str(&catalogue::captures(&names, l));
                    }
                    s
                });
                MoveRow {
                    number: u32::try_from(i + 1).unwrap_or(u32::MAX),
                    side,
                    text,
                    spoken,
                }
            })
            .collect();
    }

    /// This table worded in `lang` (for a text said in one language).
    fn in_language(&self, lang: DisplayLanguage) -> GameTable {
        let mut t = self.clone();
        t.language = lang;
        t
    }
}

fn notice_of(e: SessionError) -> Notice {
    match e {
        SessionError::Play(PlayError::Illegal { reason, .. }) => Notice::Illegal(reason, None),
        SessionError::Play(PlayError::GameOver(_)) => Notice::Illegal(IllegalMove::GameOver, None),
        SessionError::ComputerToMove => Notice::ComputerToMove,
        other => Notice::Problem(other.to_string()),
    }
}

/// A ply in notation with its captures, or the words for a pass, in one language.
fn ply_text_in(entry: &PlyEntry, board: &Board, lang: Lang) -> String {
    match entry.ply {
        Ply::Pass => Label::PassOnTime.text(lang).to_string(),
        Ply::Move(_) => entry.display_text(board),
    }
}

fn ply_words(entry: &PlyEntry, board: &Board, lang: DisplayLanguage) -> String {
    lang.label(|l| ply_text_in(entry, board, l))
}

#[cfg(test)]
mod tests;
