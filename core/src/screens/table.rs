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
    turns_for_second, Arrow, BoardMarks, BoardPurpose, BoardStyle, BoardView, FadingPiece,
};
use crate::screens::speech::{
    self, spoken_in, Announcement, Announcer, Politeness, SpeechLanguage, LOW_TIME_MARKS,
};
use crate::text::catalogue::{self, DisplayLanguage, Label};
use crate::text::messages;
use crate::text::rules_text::Lang;

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

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SearchKind {
    /// The computer's move.
    ComputerMove,
    /// A hint for the player.
    Hint,
    /// The computer judging the player's draw offer.
    DrawDecision,
    /// Judging the answer to a practice exercise (the large games' review search; see
    /// [`crate::screens::practice::play`]).
    Judge,
}

#[derive(Clone, Debug)]
enum Work {
    ComputerMove {
        request: ComputerRequest,
        /// The player allows the computer to resign (the setting), and it is its turn.
        may_resign: bool,
        /// The computer may offer a draw after its move.
        may_offer: bool,
    },
    DrawDecision(crate::rules::record::GameRecord),
    Hint {
        request: HintRequest,
        /// The position whose verdict is shown with the hint (small games, when asked).
        verdict_of: Option<crate::rules::position::Position>,
    },
    Judge {
        exercise: Box<crate::training::practice::Exercise>,
        answer: Move,
    },
}

/// A search the table asked for: run it off the main thread ([`SearchJob::run`]) and send
/// its answer back with [`TableEvent::SearchDone`]. It holds a copy of what it needs, so
/// the table goes on answering meanwhile.
#[derive(Clone, Debug)]
pub struct SearchJob {
    id: u64,
    work: Work,
}

impl SearchJob {
    /// The job's id (new for every job of a table).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// What the search is for.
    pub fn kind(&self) -> SearchKind {
        match self.work {
            Work::ComputerMove { .. } => SearchKind::ComputerMove,
            Work::Hint { .. } => SearchKind::Hint,
            Work::DrawDecision(_) => SearchKind::DrawDecision,
            Work::Judge { .. } => SearchKind::Judge,
        }
    }

    /// A job judging `answer` on `exercise` (asked for by a practice table, whose ids
    /// are its own).
    pub(crate) fn judge(
        id: u64,
        exercise: &crate::training::practice::Exercise,
        answer: Move,
    ) -> SearchJob {
        SearchJob {
            id,
            work: Work::Judge {
                exercise: Box::new(exercise.clone()),
                answer,
            },
        }
    }

    /// Runs the search (blocking: a moment in the small games, up to about a second in
    /// the large ones at Master). Cancelling stops it early; its answer is then dropped.
    pub fn run(&self, cancel: &CancelToken) -> SearchAnswer {
        let mut answer = SearchAnswer {
            id: self.id,
            ..SearchAnswer::default()
        };
        match &self.work {
            Work::ComputerMove {
                request,
                may_resign,
                may_offer,
            } => {
                if *may_resign && ai::resigns(request.record(), cancel) {
                    answer.resigns = true;
                    return answer;
                }
                answer.found = request.think(cancel);
                answer.offers_draw = *may_offer
                    && answer.found.is_some_and(|m| {
                        let mut after = request.record().clone();
                        after.play_move(m).is_ok()
                            && !after.status().is_over()
                            && ai::offers_draw(&after, cancel)
                    });
            }
            Work::Hint {
                request,
                verdict_of,
            } => {
                answer.found = request.think(cancel);
                answer.verdict = verdict_of.as_ref().and_then(ai::verdict);
            }
            Work::DrawDecision(record) => {
                answer.accepts_draw = Some(ai::accepts_draw(record, cancel));
            }
            Work::Judge {
                exercise,
                answer: m,
            } => {
                answer.judged = crate::training::practice::judge_move(exercise, *m, cancel);
                answer.found = answer.judged.map(|_| *m);
            }
        }
        answer
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchAnswer {
    /// The job's id.
    pub id: u64,
    /// The move found; none if cancelled before any was found (or the computer resigns).
    pub found: Option<Move>,
    /// For a hint in a small game: the position's exact value for the side to move.
    pub verdict: Option<Verdict>,
    /// The computer's move comes with a draw offer.
    pub offers_draw: bool,
    /// The computer resigns instead of moving.
    pub resigns: bool,
    /// The computer's answer to the player's draw offer.
    pub accepts_draw: Option<bool>,
    /// A practice answer judged: what the review would call it and the value it keeps.
    pub judged: Option<crate::training::practice::Judged>,
}

/// What a shell feels and hears after a ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum FeedbackKind {
    /// A move without a capture (or a pass).
    Ply,
    /// A move that captured.
    Capture,
    /// The game ended: the player won (or, between two players, someone won).
    Win,
    /// The game ended: the player lost to the computer.
    Loss,
    /// The game ended in a draw.
    Draw,
}

/// A ply's feedback, with the settings that ask for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Feedback {
    /// What happened.
    pub kind: FeedbackKind,
    /// Vibrate.
    pub haptic: bool,
    /// Play a sound.
    pub sound: bool,
}

/// What the table asks the shell to do.
#[derive(Clone, Debug)]
pub enum TableEffect {
    /// Run this search off the main thread, then send [`TableEvent::SearchDone`].
    Search(SearchJob),
    /// Stop the search with this id (its answer will be dropped anyway).
    CancelSearch(u64),
    /// Write this game to the autosave slot (through the app's one disk writer).
    Autosave(SavedGame),
    /// Write this game as a new saved game.
    Save(SavedGame),
    /// Empty the autosave slot.
    ClearAutosave,
    /// Vibrate and/or play a sound.
    Feedback(Feedback),
    /// The game has just ended: count it in the statistics
    /// ([`StatsFile::record`](crate::files::stats::StatsFile::record), through the one disk
    /// writer). Said when the game reaches its end (undo is not offered after it); the
    /// statistics keep one entry per game (its last ending), so a save of it resumed and
    /// finished again counts once.
    Finished(FinishedGame),
}

impl TableEffect {
    /// Whether the effect keeps or counts the game as the player's (an autosave, a save,
    /// the autosave cleared, the statistics): what a puzzle or practice table drops, as
    /// their positions are no games of the player's.
    pub fn keeps_the_game(&self) -> bool {
        matches!(
            self,
            TableEffect::Autosave(_)
                | TableEffect::Save(_)
                | TableEffect::ClearAutosave
                | TableEffect::Finished(_)
        )
    }
}

/// Something to tell the player, worded when shown (so it follows the language).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Notice {
    Illegal(IllegalMove),
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
    fn kind(&self) -> MessageKind {
        match self {
            Notice::Illegal(_) | Notice::ComputerToMove | Notice::Problem(_) => {
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
            Notice::Illegal(reason) => messages::illegal_move_text(reason, lang),
            Notice::ComputerToMove => messages::computer_to_move_text(lang).to_string(),
            Notice::TimeUp => Label::TimeUp.text(lang).to_string(),
            Notice::ComputerAcceptsDraw => Label::ComputerAcceptsDraw.text(lang).to_string(),
            Notice::ComputerDeclinesDraw => Label::ComputerDeclinesDraw.text(lang).to_string(),
            Notice::DrawDeclinedBy(side) => messages::draw_declined_text(*side, lang),
            Notice::Problem(text) => text.clone(),
        }
    }
}

/// What kind of message the table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum MessageKind {
    /// News: the time ran out, the computer's answer to a draw offer, a declined offer.
    Info,
    /// Something the player tried was refused (an illegal move, the computer's turn), or a
    /// problem.
    Refusal,
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

/// A question on screen, with its two answers.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct QuestionView {
    /// The question.
    pub text: String,
    /// The "yes" answer's words (Resign, Accept).
    pub yes: String,
    /// The "no" answer's words (Cancel, Decline).
    pub no: String,
    /// Whether "yes" ends the game against the one who answers (resigning): shown as a
    /// destructive action.
    pub destructive: bool,
    /// Pass-and-play: the answering player sits at the far side, so the question is
    /// turned towards them (as the banner is).
    pub rotated: bool,
}

/// One player's bar at their edge of the board: who plays, whose turn, the turn's clock,
/// the pieces taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerBar {
    /// The side.
    pub side: Side,
    /// "You", "Computer · Medium", or the side's name between two players.
    pub name: String,
    /// The side's name ("First (red)"), under the name against the computer.
    pub side_name: String,
    /// Whether it is this player's turn (and the game goes on).
    pub to_move: bool,
    /// The turn's countdown, on the bar of the player to move.
    pub clock: Option<TimerView>,
    /// How many of the other side's pieces this player has taken (games with captures).
    pub captured: Option<usize>,
    /// Pass-and-play: the far player's bar, turned towards them.
    pub rotated: bool,
    /// What this player is busy with, on their bar: "Computer is thinking…" or
    /// "Considering the draw…" on the computer's, "Looking for a hint…" on the player's
    /// (the same words as [`TableView::busy`]).
    pub busy: Option<String>,
    /// What a screen reader says of the bar.
    pub spoken: String,
}

/// The end of a game: who won, why, and what to do next.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ResultView {
    /// "You won", "You lost", "Draw", or "First (red) wins" between two players.
    pub headline: String,
    /// Why, in one sentence ("Second (black) has no legal move.").
    pub reason: String,
    /// The winner; none for a draw.
    pub winner: Option<Side>,
    /// Review this game.
    pub review: ActionView,
    /// The same game again ([`TableEvent::Restart`]).
    pub rematch: ActionView,
    /// Another game (the shell's new-game form).
    pub new_game: ActionView,
}

/// What the ply just played did, kept to be worded when shown (so it follows the
/// language): the computer's move, and the pieces a ply captured.
#[derive(Clone, Debug, PartialEq, Eq)]
struct PlyNews {
    /// The side that played it.
    mover: Side,
    /// The computer's move in notation (none: a player's ply).
    computer_move: Option<String>,
    /// The names of the points whose pieces it captured.
    captured: Vec<String>,
    /// The opponent's pieces left after it.
    left: usize,
}

impl PlyNews {
    /// The news of `entry` in a game where `computer` plays that side: none for a
    /// player's ply that captured nothing (the player saw it) or a pass (the message
    /// says why).
    fn of(entry: &PlyEntry, computer: Option<Side>) -> Option<PlyNews> {
        let mover = entry.after.side_to_move().opponent();
        let board = entry.after.board();
        let computer_move = match entry.ply {
            Ply::Move(m) if computer == Some(mover) => Some(board.move_text(m)),
            _ => None,
        };
        let captured: Vec<String> = entry
            .effects
            .map(|e| e.captured.map(|p| board.name(p).to_string()).collect())
            .unwrap_or_default();
        if computer_move.is_none() && captured.is_empty() {
            return None;
        }
        Some(PlyNews {
            mover,
            computer_move,
            captured,
            left: entry.after.pieces(mover.opponent()).len(),
        })
    }

    /// Its sentences in the display language, one a line.
    fn text(&self, lang: DisplayLanguage) -> String {
        let mut sentences = Vec::new();
        if let Some(m) = &self.computer_move {
            sentences.push(lang.sentence(|l| computer_plays_text(m, l)));
        }
        if !self.captured.is_empty() {
            sentences.push(
                lang.sentence(|l| messages::capture_text(self.mover, &self.captured, self.left, l)),
            );
        }
        sentences.join("\n")
    }
}

/// "The computer plays tm-m." / "电脑走 tm-m。"
fn computer_plays_text(move_text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("The computer plays {move_text}."),
        Lang::Zh => format!("电脑走 {move_text}。"),
    }
}

/// Whose turn it is, or how the game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BannerView {
    /// The words.
    pub text: String,
    /// The side to move (none once the game is over).
    pub side: Option<Side>,
    /// Pass-and-play: the far player's turn, so the banner is turned towards them.
    pub rotated: bool,
}

/// The turn countdown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimerView {
    /// Milliseconds left in the turn.
    pub remaining_ms: u64,
    /// The turn's length in milliseconds.
    pub limit_ms: u64,
    /// Whether the clock counts now (not on the computer's turn, not in the background).
    pub running: bool,
    /// Five seconds or less: shown in the warning colour.
    pub low: bool,
    /// Whole seconds left, rounded up (1 until the very end).
    pub seconds: u64,
    /// The share of the turn left, in thousandths (0–1000).
    pub permille: u32,
    /// What a screen reader says: "Time left 12 s".
    pub spoken: String,
}

/// One ply of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// Its number, from 1.
    pub number: usize,
    /// Who played it.
    pub side: Side,
    /// The ply in notation with its captures (`c4-c3 x c2`), or the words for a pass.
    pub text: String,
    /// What a screen reader says: "3. First (red) c4-c3, captures c2".
    pub spoken: String,
}

/// The move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveListView {
    /// Its heading.
    pub title: String,
    /// The button that opens the list.
    pub show: String,
    /// Shown when there is no ply yet.
    pub empty_text: String,
    /// Every ply played, first first.
    pub rows: Vec<MoveRow>,
}

/// A button: its words and whether it does something now.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ActionView {
    /// The label.
    pub label: String,
    /// Whether it may be used now.
    pub enabled: bool,
}

/// The one note under the board, decided here for every shell: the table's message (news
/// or a refusal), else how the game ended, else a small game's verdict, else the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TableNote {
    /// What kind of note it is (its colour and weight).
    pub kind: NoteKind,
    /// The words.
    pub text: String,
    /// Whether it has a dismiss button ([`TableView::dismiss`], [`TableEvent::DismissMessage`]).
    pub dismissable: bool,
}

/// What kind of note is under the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum NoteKind {
    /// News: the time ran out, the computer's answer to a draw offer.
    News,
    /// A refusal: why a move or a tap is refused, the computer's turn.
    Refusal,
    /// How the game ended.
    Outcome,
    /// A small game's verdict, with a hint.
    Verdict,
    /// The status line: the ply and the last move.
    Status,
}

/// An action of the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TableAction {
    /// [`TableEvent::Undo`].
    Undo,
    /// [`TableEvent::Hint`].
    Hint,
    /// [`TableEvent::OfferDraw`].
    OfferDraw,
    /// [`TableEvent::Resign`].
    Resign,
    /// Review the finished game (the app's).
    Review,
    /// The same setup again (the app's rematch).
    Rematch,
    /// The new-game form (the app's).
    NewGame,
    /// [`TableEvent::Redo`].
    Redo,
    /// [`TableEvent::Restart`].
    Restart,
    /// [`TableEvent::SaveAndLeave`].
    SaveAndLeave,
    /// The rules of this game (the app's).
    Rules,
}

/// Where an action sits: in the row at the thumb, or in the menu of secondary actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ActionPlace {
    /// The row under the board.
    Bar,
    /// The menu ([`TableView::more`]), after the level picker.
    Menu,
}

/// How an action is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ActionStyle {
    /// An ordinary button.
    Plain,
    /// The one suggested (the result's first action).
    Prominent,
    /// One that cannot be taken back (resign).
    Destructive,
}

/// One action of the game screen, placed and worded.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PlacedAction {
    /// What it does.
    pub action: TableAction,
    /// Where it sits.
    pub place: ActionPlace,
    /// Its words.
    pub label: String,
    /// Whether it does something now.
    pub enabled: bool,
    /// How it is drawn.
    pub style: ActionStyle,
}

/// One level of the level picker.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LevelOption {
    /// The level.
    pub level: Level,
    /// Its name.
    pub name: String,
}

/// The computer's level (games against the computer).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LevelPicker {
    /// The picker's label.
    pub label: String,
    /// The level now.
    pub current: Level,
    /// Every level, weakest first.
    pub options: Vec<LevelOption>,
    /// Whether it may be changed now (not once the game is over).
    pub enabled: bool,
}

/// Everything the game screen shows, worded in the display language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    /// Which game.
    pub game: GameId,
    /// The game's name, on one line.
    pub title: String,
    /// The board.
    pub board: BoardView,
    /// Whose turn, or how the game ended.
    pub banner: BannerView,
    /// The two players' bars: the far one (at the top of the board) first, then the near
    /// one: Second then First, or First then Second when the board is turned
    /// ([`BoardView::turned`]: the player of Second against the computer sits at the
    /// bottom).
    pub players: Vec<PlayerBar>,
    /// The end of the game, once it is over.
    pub result: Option<ResultView>,
    /// The countdown (a timed game that goes on).
    pub timer: Option<TimerView>,
    /// "Ply 3 · Last move b2-b3".
    pub status: String,
    /// The moves so far.
    pub moves: MoveListView,
    /// "Computer is thinking…" or "Looking for a hint…".
    pub busy: Option<String>,
    /// A small game's verdict, shown with a hint.
    pub verdict: Option<String>,
    /// A message for the player (why a move is refused, the time ran out, …).
    pub message: Option<String>,
    /// What kind of message it is: news (the time ran out, the computer's answer to a
    /// draw offer) or a refusal (an illegal move, the computer's turn).
    pub message_kind: Option<MessageKind>,
    /// What the ply just played did, for every shell to say once (a terminal prints it,
    /// a screen reader announces it): the computer's move ("The computer plays tm-m.")
    /// and what a ply captured ("First (red) takes 1 piece of Second (black): c3. Second
    /// (black) has 1 left."), a sentence a line. None for a player's ply that captured
    /// nothing, a pass, before the first ply and after undo, redo or a restart.
    pub ply_announcement: Option<String>,
    /// The button that dismisses the message.
    pub dismiss: String,
    /// What a screen reader says of the menu that holds the secondary actions (level,
    /// redo, restart, save and leave, rules) where a screen gathers them.
    pub more: String,
    /// Undo.
    pub undo: ActionView,
    /// Redo.
    pub redo: ActionView,
    /// Hint.
    pub hint: ActionView,
    /// Restart.
    pub restart: ActionView,
    /// Review (once the game is over).
    pub review: ActionView,
    /// Save and leave.
    pub save_and_leave: ActionView,
    /// The rules of this game.
    pub rules: ActionView,
    /// Resign (the player to move).
    pub resign: ActionView,
    /// Offer a draw (the player to move).
    pub offer_draw: ActionView,
    /// A question waiting for an answer (confirm a resignation, a draw offered).
    pub question: Option<QuestionView>,
    /// The level picker (against the computer).
    pub level: Option<LevelPicker>,
    /// Whether the game is over.
    pub is_over: bool,
    /// Whether the shell should send [`TableEvent::Tick`]s (the turn clock counts).
    pub ticking: bool,
    /// The one note under the board.
    pub note: TableNote,
    /// Every action in its place: the row at the thumb (undo, hint, offer a draw, resign
    /// while the game goes on; review, rematch, new game once it is over), then the menu
    /// (redo, restart, save and leave, the rules).
    pub actions: Vec<PlacedAction>,
    /// What a screen reader is told, oldest first, each once (speak those whose id is above
    /// the last one spoken): your move, the computer's, a refused move and why, a hint, 30,
    /// 10 and 5 seconds left, time up, a question, the result, the moves of a piece selected.
    pub announcements: Vec<Announcement>,
    /// Moves by ear: for each piece the player to act may move, its moves as custom
    /// actions (each sends the two taps of that move); empty when it is not their turn. In
    /// the language a screen reader hears, whatever the visual settings.
    pub spoken_moves: Vec<SpokenPiece>,
    /// The whole position in words: whose turn, each side's pieces by point, the shared
    /// piece and its lock, the clock.
    pub position_spoken: String,
    /// The language of the spoken texts above.
    pub speech_language: SpeechLanguage,
}

/// A piece the player may move, by ear.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SpokenPiece {
    /// Its point.
    pub from: Point,
    /// "bl: to x, to tm."
    pub label: String,
    /// Its moves.
    pub moves: Vec<SpokenMove>,
}

/// One move of a piece, by ear.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SpokenMove {
    /// Where it goes.
    pub to: Point,
    /// "to x" (the custom action's name).
    pub label: String,
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
}

/// What a screen reader has heard of the table, to tell what changed after an event.
struct Heard {
    plies: usize,
    restarts: u64,
    notice: Option<Notice>,
    hint: Option<Arrow>,
    question: Option<Question>,
    over: bool,
    selected: Option<Point>,
    remaining_ms: Option<u64>,
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
        let fx = self.handle_event(event, now_ms);
        self.announce(before, now_ms);
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
                    self.notice = Some(Notice::Illegal(reason));
                }
            }
            (None, Some(p)) => match self.session.position().check_move(Move::new(p, p)) {
                Err(reason @ (IllegalMove::OpponentPiece(_) | IllegalMove::SharedPieceLocked)) => {
                    self.notice = Some(Notice::Illegal(reason))
                }
                // A tap that asks nothing (an empty point, a piece without a move) takes an
                // earlier refusal away, so that no stale reason stays under the board.
                _ => {
                    self.clear_selection();
                    if matches!(self.notice, Some(Notice::Illegal(_))) {
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
                self.notice = Some(notice_of(e));
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
                if self.settings.haptics || self.settings.sound {
                    fx.push(TableEffect::Feedback(Feedback {
                        kind: self.end_feedback(&outcome),
                        haptic: self.settings.haptics,
                        sound: self.settings.sound,
                    }));
                }
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
        if self.settings.haptics || self.settings.sound {
            fx.push(TableEffect::Feedback(Feedback {
                kind: self.feedback_kind(entry),
                haptic: self.settings.haptics,
                sound: self.settings.sound,
            }));
        }
    }

    fn feedback_kind(&self, entry: &PlyEntry) -> FeedbackKind {
        if let Some(outcome) = self.session.record().status().outcome() {
            return self.end_feedback(&outcome);
        }
        if entry.effects.is_some_and(|e| !e.captured.is_empty()) {
            FeedbackKind::Capture
        } else {
            FeedbackKind::Ply
        }
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
        if self.is_over() {
            // The result sheet offers a rematch or a review instead.
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
        if self.is_over()
            || self.session.is_computer_turn()
            || self.thinking.is_some()
            || self.hinting.is_some()
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
                    number: i + 1,
                    side,
                    text,
                    spoken,
                }
            })
            .collect();
    }

    /// Everything the game screen shows at the shell's time `now_ms` (the timer counts
    /// down with it; nothing else depends on it).
    pub fn view(&self, now_ms: u64) -> TableView {
        let lang = self.language;
        let record = self.session.record();
        let pos = self.session.position();
        let game = record.game();
        let over = self.is_over();
        let computer_turn = self.session.is_computer_turn();
        // A question the player must answer first (a resignation to confirm, a draw offered
        // between two players) holds the board; the computer's offer does not (a move
        // declines it).
        let blocked = matches!(
            self.question,
            Some(Question::ConfirmResign(_) | Question::DrawOffered(_))
        );
        let players_turn = !over && !computer_turn && !blocked;
        let marks = BoardMarks {
            selected: self.selected,
            targets: self.targets,
            movable: if players_turn {
                pos.movable_points()
            } else {
                Bits::EMPTY
            },
            last_move: if self.settings.show_last_move {
                record.last().and_then(|e| match e.ply {
                    Ply::Move(m) => Some(Arrow {
                        from: m.from,
                        to: m.to,
                    }),
                    Ply::Pass => None,
                })
            } else {
                None
            },
            hint: self.hint,
            highlighted: None,
            fading: self.fading.clone(),
        };
        let board = BoardView::new(
            pos,
            &marks,
            BoardStyle {
                perspective: self.human_side(),
                purpose: BoardPurpose::Play,
                show_legal: self.settings.show_legal_moves,
                show_names: self.settings.show_point_names,
                language: lang,
            },
        );
        let timer = self.timer_view(now_ms);
        let busy = self.busy_label().map(|l| lang.say(l));
        let action = |label: Label, enabled: bool| ActionView {
            label: lang.say(label),
            enabled,
        };
        let level = match self.session.setup().mode {
            Mode::VsComputer { level, .. } => Some(LevelPicker {
                label: lang.say(Label::Level),
                current: level,
                options: Level::ALL
                    .iter()
                    .map(|&l| LevelOption {
                        level: l,
                        name: lang.label(|t| level_name(l, t).to_string()),
                    })
                    .collect(),
                enabled: !over,
            }),
            Mode::PassAndPlay => None,
        };
        let players = self.player_bars(timer.as_ref());
        let result = self.result_view();
        let mut view = TableView {
            game,
            title: lang.label(|l| crate::text::rules_text::game_name(game, l).to_string()),
            board,
            banner: self.banner(),
            players,
            result,
            ticking: timer.as_ref().is_some_and(|t| t.running),
            timer,
            status: self.status_line(),
            moves: MoveListView {
                title: lang.say(Label::Moves),
                show: lang.say(Label::ShowMoves),
                empty_text: lang.say(Label::NoMovesYet),
                rows: self.rows.clone(),
            },
            busy,
            verdict: self.verdict_text(),
            message: self.notice.as_ref().map(|n| lang.sentence(|l| n.text(l))),
            message_kind: self.notice.as_ref().map(Notice::kind),
            ply_announcement: self.news.as_ref().map(|n| n.text(lang)),
            dismiss: lang.say(Label::Dismiss),
            more: lang.say(Label::MoreActions),
            undo: action(Label::Undo, !over && self.session.can_undo()),
            redo: action(Label::Redo, !over && self.session.can_redo()),
            hint: action(
                Label::Hint,
                players_turn && self.thinking.is_none() && self.hinting.is_none(),
            ),
            restart: action(Label::Restart, true),
            review: action(Label::Review, over),
            save_and_leave: action(Label::SaveAndLeave, true),
            rules: action(Label::Rules, true),
            resign: action(Label::Resign, self.player_to_act().is_some()),
            offer_draw: action(Label::OfferDraw, self.may_offer_draw()),
            question: self.question.map(|q| self.question_view(q)),
            level,
            is_over: over,
            note: TableNote {
                kind: NoteKind::Status,
                text: String::new(),
                dismissable: false,
            },
            actions: Vec::new(),
            announcements: self.announcer.queue(),
            spoken_moves: self.spoken_moves(),
            position_spoken: self.position_spoken(now_ms),
            speech_language: spoken_in(lang).1,
        };
        view.note = note_of(&view);
        view.actions = actions_of(&view);
        view
    }

    fn heard(&self, now_ms: u64) -> Heard {
        Heard {
            plies: self.session.record().ply_count(),
            restarts: self.restarts,
            notice: self.notice.clone(),
            hint: self.hint,
            question: self.question,
            over: self.is_over(),
            selected: self.selected,
            remaining_ms: self
                .session
                .clock()
                .is_running()
                .then(|| self.session.remaining_ms(now_ms))
                .flatten(),
        }
    }

    /// Queues what changed since `before` for a screen reader, each thing once.
    fn announce(&mut self, before: Heard, now_ms: u64) {
        use Politeness::{Assertive, Polite};
        let lang = self.language;
        let after = self.heard(now_ms);
        let (spoken, _) = spoken_in(lang);
        if after.plies > before.plies && after.restarts == before.restarts {
            let computer = self.session.computer_side();
            let record = self.session.record();
            let board = record.start().board();
            // Each ply's words, already in the spoken language.
            let mut said: Vec<String> = Vec::new();
            for entry in record.entries().iter().skip(before.plies) {
                let mover = entry.after.side_to_move().opponent();
                if computer != Some(mover) && matches!(entry.ply, Ply::Move(_)) {
                    let who = computer.is_none().then_some(mover);
                    let text = board.ply_text(entry.ply);
                    said.push(spoken.sentence(|l| speech::move_played(who, &text, l)));
                }
                if let Some(n) = PlyNews::of(entry, computer) {
                    said.push(n.text(spoken));
                }
            }
            for text in said {
                self.announcer.say(lang, Polite, |_| text.clone());
            }
        }
        if after.notice.is_some() && after.notice != before.notice {
            if let Some(n) = &after.notice {
                let politeness = match n.kind() {
                    MessageKind::Refusal => Assertive,
                    _ => Polite,
                };
                let n = n.clone();
                self.announcer.say(lang, politeness, |l| n.text(l));
            }
        }
        if let (Some(h), true) = (after.hint, after.hint != before.hint) {
            let text = self.board().move_text(Move::new(h.from, h.to));
            self.announcer.say(lang, Polite, |l| speech::hint(&text, l));
        }
        if let (Some(q), true) = (after.question, after.question != before.question) {
            let text = self.in_language(spoken).question_view(q).text;
            self.announcer.say(lang, Assertive, |_| text.clone());
        }
        if after.over && !before.over {
            if let Some(r) = self.in_language(spoken).result_view() {
                self.announcer
                    .say(lang, Assertive, |_| format!("{} {}", r.headline, r.reason));
            }
        }
        if let (Some(p), true) = (after.selected, after.selected != before.selected) {
            let board = self.board();
            let from = board.name(p).to_string();
            let to: Vec<String> = self.targets.map(|q| board.name(q).to_string()).collect();
            self.announcer.say(lang, Polite, |l| {
                let to: Vec<&str> = to.iter().map(String::as_str).collect();
                speech::moves_from(&from, &to, l)
            });
        }
        if let (Some(was), Some(now), true) = (
            self.heard_remaining_ms,
            after.remaining_ms,
            after.plies == before.plies && after.restarts == before.restarts,
        ) {
            for mark in LOW_TIME_MARKS {
                if was > mark * 1000 && now <= mark * 1000 {
                    self.announcer
                        .say(lang, Polite, |l| speech::time_left(mark, l));
                }
            }
        }
        self.heard_remaining_ms = after.remaining_ms;
    }

    /// Says `text` (in the language a screen reader hears) through this table's queue: the
    /// trainer's feedback.
    pub(crate) fn announce_words(&mut self, politeness: Politeness, text: impl Fn(Lang) -> String) {
        self.announcer.say(self.language, politeness, text);
    }

    /// Takes over what `old` has said (a table started afresh on a retry): the ids go on
    /// growing, so nothing is said twice or missed.
    pub(crate) fn keep_speech_of(&mut self, old: &GameTable) {
        self.announcer = old.announcer.clone();
    }

    /// This table worded in `lang` (for a text said in one language).
    fn in_language(&self, lang: DisplayLanguage) -> GameTable {
        let mut t = self.clone();
        t.language = lang;
        t
    }

    /// The pieces the player to act may move, with their moves, in the spoken language.
    fn spoken_moves(&self) -> Vec<SpokenPiece> {
        if self.player_to_act().is_none() || self.is_over() {
            return Vec::new();
        }
        let (spoken, _) = spoken_in(self.language);
        let pos = self.session.position();
        let board = self.board();
        pos.movable_points()
            .map(|from| {
                let targets: Vec<Point> = pos.targets(from).collect();
                let names: Vec<&str> = targets.iter().map(|&q| board.name(q)).collect();
                SpokenPiece {
                    from,
                    label: spoken.sentence(|l| speech::moves_from(board.name(from), &names, l)),
                    moves: targets
                        .iter()
                        .map(|&to| SpokenMove {
                            to,
                            label: spoken.sentence(|l| speech::move_to(board.name(to), l)),
                        })
                        .collect(),
                }
            })
            .collect()
    }

    /// The whole position in words, in the spoken language.
    fn position_spoken(&self, now_ms: u64) -> String {
        let (spoken, _) = spoken_in(self.language);
        let pos = self.session.position();
        let board = self.board();
        let generals = pos.generals();
        let list = |side: Side, l: Lang| -> String {
            let names: Vec<String> = pos
                .pieces(side)
                .map(|p| {
                    let name = board.name(p);
                    match (generals.contains(p), l) {
                        (true, Lang::En) => format!("{name} (general)"),
                        (true, Lang::Zh) => format!("{name}（师）"),
                        (false, _) => name.to_string(),
                    }
                })
                .collect();
            names.join(if l == Lang::En { ", " } else { "、" })
        };
        let timer = self.timer_view(now_ms);
        spoken.sentence(|l| {
            let first = speech::side_name(Side::First, l);
            let second = speech::side_name(Side::Second, l);
            let mover = speech::side_name(pos.side_to_move(), l);
            let shared = pos.shared_piece().map(|s| {
                let locked = pos.shared_locked();
                match l {
                    Lang::En => format!(
                        " The shared piece: {}{}.",
                        board.name(s),
                        if locked { ", locked" } else { "" }
                    ),
                    Lang::Zh => format!(
                        "公用棋子：{}{}。",
                        board.name(s),
                        if locked { "，已锁定" } else { "" }
                    ),
                }
            });
            let clock = timer
                .as_ref()
                .map(|t| match l {
                    Lang::En => format!(" {}", speech::time_left(t.seconds, l)),
                    Lang::Zh => speech::time_left(t.seconds, l),
                })
                .unwrap_or_default();
            match l {
                Lang::En => format!(
                    "{mover} to move. {first}: {}. {second}: {}.{}{clock}",
                    list(Side::First, l),
                    list(Side::Second, l),
                    shared.unwrap_or_default()
                ),
                Lang::Zh => format!(
                    "轮到{mover}。{first}：{}。{second}：{}。{}{clock}",
                    list(Side::First, l),
                    list(Side::Second, l),
                    shared.unwrap_or_default()
                ),
            }
        })
    }

    fn question_view(&self, q: Question) -> QuestionView {
        let lang = self.language;
        let (text, yes, no, answering) = match q {
            Question::ConfirmResign(side) => (
                lang.sentence(|l| messages::resign_question_text(side, l)),
                Label::Resign,
                Label::Cancel,
                side,
            ),
            Question::DrawOffered(by) => (
                lang.sentence(|l| messages::draw_offered_text(by, l)),
                Label::Accept,
                Label::Decline,
                by.opponent(),
            ),
            Question::ComputerOffersDraw => (
                lang.say(Label::ComputerOffersDraw),
                Label::Accept,
                Label::PlayOn,
                self.session.position().side_to_move(),
            ),
        };
        QuestionView {
            text,
            yes: lang.say(yes),
            no: lang.say(no),
            destructive: matches!(q, Question::ConfirmResign(_)),
            rotated: self.session.setup().mode == Mode::PassAndPlay
                && self.settings.rotate_for_opponent
                && answering == Side::Second,
        }
    }

    /// What the table is busy with: the computer's move, a hint or the computer's
    /// answer to a draw offer.
    fn busy_label(&self) -> Option<Label> {
        if self.thinking.is_some() {
            Some(Label::Thinking)
        } else if self.hinting.is_some() {
            Some(Label::LookingForHint)
        } else if self.deciding.is_some() {
            Some(Label::ConsideringDraw)
        } else {
            None
        }
    }

    fn player_bars(&self, timer: Option<&TimerView>) -> Vec<PlayerBar> {
        let lang = self.language;
        let record = self.session.record();
        let over = self.is_over();
        let to_move = self.session.position().side_to_move();
        let captures = record.game() == GameId::Jinmen;
        let pass_and_play = self.session.setup().mode == Mode::PassAndPlay;
        let near = match self.human_side() {
            Some(Side::Second) if turns_for_second(record.game()) => Side::Second,
            _ => Side::First,
        };
        let computer = self.session.setup().computer_side();
        let busy = |side: Side| {
            let words = if self.thinking.is_some() || self.deciding.is_some() {
                computer.filter(|&c| c == side).map(|_| self.busy_label())
            } else if self.hinting.is_some() {
                (side == to_move).then(|| self.busy_label())
            } else {
                None
            };
            words.flatten().map(|l| lang.say(l))
        };
        [near.opponent(), near]
            .into_iter()
            .map(|side| {
                let start = record.start().pieces(side.opponent()).count() as usize;
                let left = self.session.position().pieces(side.opponent()).count() as usize;
                let captured = captures.then(|| start.saturating_sub(left));
                let name = match self.session.setup().mode {
                    Mode::PassAndPlay => lang.label(|l| messages::side_name(side, l).to_string()),
                    Mode::VsComputer { human, .. } if side == human => lang.say(Label::You),
                    Mode::VsComputer { level, .. } => lang.label(|l| {
                        format!("{} · {}", Label::Computer.text(l), level_name(level, l))
                    }),
                };
                let moving = !over && side == to_move;
                let clock = timer.filter(|_| moving).cloned();
                let spoken = lang.label(|l| {
                    let sep = catalogue::separator(l);
                    let mut parts = vec![match self.session.setup().mode {
                        Mode::PassAndPlay => messages::side_name(side, l).to_string(),
                        Mode::VsComputer { human, .. } if side == human => format!(
                            "{}{sep}{}",
                            Label::You.text(l),
                            messages::side_name(side, l)
                        ),
                        Mode::VsComputer { level, .. } => format!(
                            "{} {}{sep}{}",
                            Label::Computer.text(l),
                            level_name(level, l),
                            messages::side_name(side, l)
                        ),
                    }];
                    if moving {
                        parts.push(Label::ToMove.text(l).to_string());
                    }
                    if let Some(c) = &clock {
                        parts.push(format!(
                            "{} {}",
                            Label::TimeLeft.text(l),
                            catalogue::seconds(c.seconds, l)
                        ));
                    }
                    if let Some(n) = captured {
                        parts.push(format!("{} {n}", Label::Captured.text(l)));
                    }
                    parts.join(sep)
                });
                PlayerBar {
                    side,
                    name,
                    side_name: lang.label(|l| messages::side_name(side, l).to_string()),
                    to_move: moving,
                    clock,
                    captured,
                    rotated: pass_and_play
                        && self.settings.rotate_for_opponent
                        && side == Side::Second,
                    busy: busy(side),
                    spoken,
                }
            })
            .collect()
    }

    fn result_view(&self) -> Option<ResultView> {
        let outcome = self.session.record().status().outcome()?;
        let lang = self.language;
        let human = self.human_side();
        let action = |label: Label| ActionView {
            label: lang.say(label),
            enabled: true,
        };
        Some(ResultView {
            headline: lang.label(|l| messages::result_headline(&outcome, human, l)),
            reason: lang.sentence(|l| messages::outcome_reason_text(&outcome, l)),
            winner: outcome.winner,
            review: action(Label::Review),
            rematch: action(Label::Rematch),
            new_game: action(Label::NewGame),
        })
    }

    fn banner(&self) -> BannerView {
        let lang = self.language;
        let status = self.session.record().status();
        let side = self.session.position().side_to_move();
        if let Some(outcome) = status.outcome() {
            return BannerView {
                text: lang.sentence(|l| messages::outcome_text(&outcome, l)),
                side: None,
                rotated: false,
            };
        }
        let text = match self.human_side() {
            None => lang.sentence(|l| messages::to_move_text(side, l)),
            Some(me) => lang.sentence(|l| {
                let whose = if side == me {
                    Label::YourTurn
                } else {
                    Label::ComputerTurn
                };
                format!("{} · {}", whose.text(l), messages::side_name(side, l))
            }),
        };
        BannerView {
            text,
            side: Some(side),
            rotated: self.session.setup().mode == Mode::PassAndPlay
                && self.settings.rotate_for_opponent
                && side == Side::Second,
        }
    }

    fn timer_view(&self, now_ms: u64) -> Option<TimerView> {
        let limit_ms = self.session.clock().limit_ms()?;
        if self.is_over() {
            return None;
        }
        let remaining_ms = self.session.remaining_ms(now_ms).unwrap_or(limit_ms);
        let seconds = remaining_ms.div_ceil(1000);
        Some(TimerView {
            remaining_ms,
            limit_ms,
            running: self.session.clock().is_running(),
            low: remaining_ms <= 5_000,
            seconds,
            permille: u32::try_from(remaining_ms.saturating_mul(1000) / limit_ms.max(1))
                .unwrap_or(1000)
                .min(1000),
            spoken: self.language.label(|l| {
                format!(
                    "{} {}",
                    Label::TimeLeft.text(l),
                    catalogue::seconds(seconds, l)
                )
            }),
        })
    }

    fn status_line(&self) -> String {
        let record = self.session.record();
        let board = record.start().board();
        let lang = self.language;
        lang.label(|l| {
            let mut s = catalogue::ply_number(record.ply_count(), l);
            if let Some(entry) = record.last() {
                s.push_str(" · ");
                s.push_str(Label::LastMove.text(l));
                s.push(' ');
                s.push_str(&ply_text_in(entry, board, l));
            }
            s
        })
    }

    /// Whether a hint brings the position's verdict: when the settings show verdicts, and
    /// between two players only when they also ask for it (a verdict would give the game
    /// away to the player it was not asked for).
    fn verdicts_shown(&self) -> bool {
        self.settings.show_verdicts
            && (self.session.setup().mode != Mode::PassAndPlay
                || self.settings.verdicts_in_pass_and_play)
    }

    fn verdict_text(&self) -> Option<String> {
        let v = self.verdict.filter(|_| self.verdicts_shown())?;
        let side = self.session.position().side_to_move();
        Some(self.language.sentence(|l| {
            let space = if l == Lang::En { " " } else { "" };
            let value = match l {
                Lang::Zh => v.text_zh(),
                Lang::En => v.text_en(),
            };
            format!(
                "{}{space}{}{space}{}",
                Label::Verdict.text(l),
                messages::side_name(side, l),
                value
            )
        }))
    }
}

fn notice_of(e: SessionError) -> Notice {
    match e {
        SessionError::Play(PlayError::Illegal { reason, .. }) => Notice::Illegal(reason),
        SessionError::Play(PlayError::GameOver(_)) => Notice::Illegal(IllegalMove::GameOver),
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

/// A level's name in one language.
pub fn level_name(level: Level, lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => level.name_zh(),
        Lang::En => level.name_en(),
    }
}

/// How a game ended, for the shells' result line.
pub fn outcome_words(outcome: &Outcome, lang: DisplayLanguage) -> String {
    lang.sentence(|l| messages::outcome_text(outcome, l))
}

/// The one note under the board: the message, else the outcome, else the verdict, else the
/// status line.
fn note_of(v: &TableView) -> TableNote {
    let note = |kind, text: &str| TableNote {
        kind,
        text: text.to_string(),
        dismissable: false,
    };
    if let Some(m) = &v.message {
        let kind = match v.message_kind {
            Some(MessageKind::Refusal) => NoteKind::Refusal,
            _ => NoteKind::News,
        };
        return TableNote {
            dismissable: true,
            ..note(kind, m)
        };
    }
    if let Some(r) = &v.result {
        return note(NoteKind::Outcome, &format!("{} — {}", r.headline, r.reason));
    }
    if let Some(verdict) = &v.verdict {
        return note(NoteKind::Verdict, verdict);
    }
    note(NoteKind::Status, &v.status)
}

/// Every action in its place and style.
fn actions_of(v: &TableView) -> Vec<PlacedAction> {
    let placed = |action, place, a: &ActionView, style| PlacedAction {
        action,
        place,
        label: a.label.clone(),
        enabled: a.enabled,
        style,
    };
    let mut out = match &v.result {
        Some(r) => vec![
            placed(
                TableAction::Review,
                ActionPlace::Bar,
                &r.review,
                ActionStyle::Prominent,
            ),
            placed(
                TableAction::Rematch,
                ActionPlace::Bar,
                &r.rematch,
                ActionStyle::Plain,
            ),
            placed(
                TableAction::NewGame,
                ActionPlace::Bar,
                &r.new_game,
                ActionStyle::Plain,
            ),
        ],
        None => vec![
            placed(
                TableAction::Undo,
                ActionPlace::Bar,
                &v.undo,
                ActionStyle::Plain,
            ),
            placed(
                TableAction::Hint,
                ActionPlace::Bar,
                &v.hint,
                ActionStyle::Plain,
            ),
            placed(
                TableAction::OfferDraw,
                ActionPlace::Bar,
                &v.offer_draw,
                ActionStyle::Plain,
            ),
            placed(
                TableAction::Resign,
                ActionPlace::Bar,
                &v.resign,
                ActionStyle::Destructive,
            ),
        ],
    };
    out.extend([
        placed(
            TableAction::Redo,
            ActionPlace::Menu,
            &v.redo,
            ActionStyle::Plain,
        ),
        placed(
            TableAction::Restart,
            ActionPlace::Menu,
            &v.restart,
            ActionStyle::Plain,
        ),
        placed(
            TableAction::SaveAndLeave,
            ActionPlace::Menu,
            &v.save_and_leave,
            ActionStyle::Plain,
        ),
        placed(
            TableAction::Rules,
            ActionPlace::Menu,
            &v.rules,
            ActionStyle::Plain,
        ),
    ]);
    out
}

#[cfg(test)]
mod tests;
