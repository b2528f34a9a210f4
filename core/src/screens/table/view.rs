//! What the game screen shows: the view and its parts, every sentence worded, and the
//! decisions both apps draw as they are (the one note under the board, each action's place).

use super::*;

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
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PlayerBar {
    /// The side.
    pub side: Side,
    /// "You", "Computer · Medium", or the side's name between two players; in both
    /// languages each language's words held together ([`DisplayLanguage::phrase`]).
    pub name: String,
    /// The side's name ("First (red)"), under the name against the computer (held together
    /// as `name`).
    pub side_name: String,
    /// Whether the game waits for this player (and goes on): it is their turn, or, between
    /// two players, the other offered a draw and this player is asked to answer.
    pub awaited: bool,
    /// The turn's countdown, on the bar of the player to move.
    pub clock: Option<TimerView>,
    /// How many of the other side's pieces this player has taken (games with captures).
    pub captured: Option<u32>,
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
    /// The side whose piece stands beside the headline: the side the headline speaks of —
    /// the player's own against the computer ("You lost" beside the winner's piece read as
    /// "that side lost"), the winner between two players; none for a draw.
    pub mark: Option<Side>,
    /// Review this game.
    pub review: ActionView,
    /// The same game again ([`TableEvent::Restart`]).
    pub rematch: ActionView,
    /// Another game (the shell's new-game form).
    pub new_game: ActionView,
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
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
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
    /// The seconds left as a clock writes them, minutes and seconds: "0:30", "1:00" (a bare
    /// "30" in the ring read as a score, not as time).
    pub text: String,
    /// The share of the turn left, in thousandths (0–1000).
    pub permille: u32,
    /// What a screen reader says: "Time left 12 s".
    pub spoken: String,
}

/// One ply of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveRow {
    /// Its number, from 1.
    pub number: u32,
    /// Who played it.
    pub side: Side,
    /// The ply in notation with its captures (`c4-c3 x c2`), or the words for a pass.
    pub text: String,
    /// What a screen reader says: "3. First (red) c4-c3, captures c2".
    pub spoken: String,
}

/// The move list.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveListView {
    /// Its heading.
    pub title: String,
    /// The button that opens the list.
    pub show: String,
    /// Shown when there is no ply yet.
    pub empty_text: String,
    /// Every ply played, first first.
    pub rows: Vec<MoveRow>,
    /// Whether the moves are shown at the far edge too, turned with the far player's bar:
    /// between two players while the game goes on, so that the player across the table reads
    /// them the right way up.
    pub at_far_edge: bool,
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

/// Where an action sits: in the row at the thumb, in the far player's row at the far edge
/// (pass-and-play), or in the menu of secondary actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ActionPlace {
    /// The row under the board: the near player's (against the computer, the player's).
    Bar,
    /// The far player's row, at the far edge of the board beyond their bar (pass-and-play
    /// while the game goes on): their own undo, offer a draw and resign, drawn turned
    /// towards them when their bar is ([`PlayerBar::rotated`] of [`TableView::players`]'s
    /// first).
    Far,
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
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
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
    /// What a hint says beside its arrow: the move in words ("Hint: play b3-b4."), then a
    /// small game's verdict where the settings show it.
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
    /// while the game goes on; review, rematch, new game once it is over), between two
    /// players the far player's row ([`ActionPlace::Far`]), then the menu (redo, restart,
    /// save and leave, the rules). Between two players each row is its player's: offer a
    /// draw and resign live on that player's turn, undo live for the player whose move it
    /// takes back (the one who moved last), and a hint only when the settings offer hints
    /// between two players, live on that player's turn.
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
    /// The quick commands the board offers a screen reader (hear the position, the last
    /// move, the clock): custom actions on the board that send [`TableEvent::Hear`].
    pub quick_commands: Vec<QuickCommand>,
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

/// A small game's verdict for the side to move, as a player reads it: "With best play First
/// (red) wins in 7 moves", "Drawn with best play" / "双方正确应对下，先手（红）7步内必胜",
/// "双方正确应对则为和棋" (no "Verdict:" before it: an engine's word).
pub fn verdict_sentence(v: Verdict, side: Side, lang: Lang) -> String {
    let name = messages::side_name(side, lang);
    let moves = |n: u32| catalogue::move_count(n as usize, lang);
    match (v, lang) {
        (Verdict::Draw, Lang::En) => "Drawn with best play".to_string(),
        (Verdict::Draw, Lang::Zh) => "双方正确应对则为和棋".to_string(),
        (Verdict::Win(n), Lang::En) => format!("With best play {name} wins in {}", moves(n)),
        (Verdict::Win(n), Lang::Zh) => format!("双方正确应对下，{name}{}内必胜", moves(n)),
        (Verdict::Loss(0), Lang::En) => format!("{name} has lost"),
        (Verdict::Loss(0), Lang::Zh) => format!("{name}已负"),
        (Verdict::Loss(n), Lang::En) => format!("With best play {name} loses in {}", moves(n)),
        (Verdict::Loss(n), Lang::Zh) => format!("双方正确应对下，{name}{}内必败", moves(n)),
    }
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
pub(super) fn note_of(v: &TableView) -> TableNote {
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

/// Every action in its place and style; `two_players`: a game between two players on one
/// phone (each has a row at their edge), `hints`: whether hints are offered there.
pub(super) fn actions_of(v: &TableView, two_players: bool, hints: bool) -> Vec<PlacedAction> {
    let placed = |action, place, a: &ActionView, style| PlacedAction {
        action,
        place,
        // A button's two languages stand one over the other; a menu's item keeps one line.
        label: match place {
            ActionPlace::Menu => a.label.replace('\n', " "),
            _ => a.label.clone(),
        },
        enabled: a.enabled,
        style,
    };
    let game_row = |place, row: Option<&PlayerBar>| {
        // Between two players a row is one player's: `row` is their bar.
        let live = |a: &ActionView, mine: bool| ActionView {
            label: a.label.clone(),
            enabled: a.enabled && row.is_none_or(|_| mine),
        };
        let to_move = row.is_none_or(|b| b.awaited);
        let mut actions = vec![placed(
            TableAction::Undo,
            place,
            &live(&v.undo, !to_move),
            ActionStyle::Plain,
        )];
        // Between two players the hint is there only when the settings offer it.
        if row.is_none() || hints {
            actions.push(placed(
                TableAction::Hint,
                place,
                &live(&v.hint, to_move),
                ActionStyle::Plain,
            ));
        }
        actions.extend([
            placed(
                TableAction::OfferDraw,
                place,
                &live(&v.offer_draw, to_move),
                ActionStyle::Plain,
            ),
            placed(
                TableAction::Resign,
                place,
                &live(&v.resign, to_move),
                ActionStyle::Destructive,
            ),
        ]);
        actions
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
        // Against the computer: the player's row.
        None if !two_players => game_row(ActionPlace::Bar, None),
        // Between two players: each player's row at their own edge.
        None => {
            let mut rows = game_row(ActionPlace::Bar, v.players.get(1));
            rows.extend(game_row(ActionPlace::Far, v.players.first()));
            rows
        }
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

impl GameTable {
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
        let mut board = BoardView::new(
            pos,
            &marks,
            BoardStyle {
                perspective: self.human_side(),
                purpose: BoardPurpose::Play,
                show_legal: self.settings.show_legal_moves,
                labels: self.settings.point_labels,
                language: lang,
            },
        );
        if self.far_side_turned() {
            board.turn_glyphs_of(Side::Second);
        }
        // A refused move's cross where it was tried, while its sentence stands.
        board.refused = self.notice.as_ref().and_then(Notice::tried_at);
        let timer = self.timer_view(now_ms);
        let busy = self.busy_label().map(|l| lang.say(l));
        let action = |label: Label, enabled: bool| ActionView {
            label: lang.button(label),
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
            title: lang.phrase(|l| crate::text::rules_text::short_game_name(game, l).to_string()),
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
                at_far_edge: false,
            },
            busy,
            // the hinted move in words, then a small game's verdict where it is shown
            verdict: self.hint_text().or_else(|| self.verdict_text()),
            message: self.notice.as_ref().map(|n| lang.sentence(|l| n.text(l))),
            message_kind: self.notice.as_ref().map(Notice::kind),
            ply_announcement: self.news.as_ref().map(|n| n.text(lang)),
            dismiss: lang.say(Label::Dismiss),
            more: lang.say(Label::MoreActions),
            undo: action(Label::Undo, self.may_take_back() && self.session.can_undo()),
            redo: action(Label::Redo, self.may_take_back() && self.session.can_redo()),
            hint: action(
                Label::Hint,
                // Not while the computer judges the player's draw offer: everything waits.
                self.hints_offered()
                    && players_turn
                    && self.thinking.is_none()
                    && self.hinting.is_none()
                    && self.deciding.is_none(),
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
            quick_commands: self.quick_commands(),
            speech_language: spoken_in(lang).1,
        };
        view.note = note_of(&view);
        let two_players = self.session.setup().mode == Mode::PassAndPlay;
        view.moves.at_far_edge = two_players && !over;
        view.actions = actions_of(&view, two_players, self.hints_offered());
        view
    }

    pub(super) fn question_view(&self, q: Question) -> QuestionView {
        let lang = self.language;
        let (text, yes, no, answering) = match q {
            Question::ConfirmResign(side) => (
                lang.sentence(|l| match self.human_side() {
                    Some(_) => messages::resign_question_vs_computer_text(l).to_string(),
                    None => messages::resign_question_text(side, l),
                }),
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
            rotated: answering == Side::Second && self.far_side_turned(),
        }
    }

    /// Between two players, whether the far player's side of the table (Second's bar,
    /// actions, questions and the characters on their pieces) is turned towards them.
    fn far_side_turned(&self) -> bool {
        self.session.setup().mode == Mode::PassAndPlay && self.settings.rotate_for_opponent
    }

    /// What the table is busy with: the computer's move, a hint or the computer's
    /// answer to a draw offer.
    pub(super) fn busy_label(&self) -> Option<Label> {
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

    pub(super) fn player_bars(&self, timer: Option<&TimerView>) -> Vec<PlayerBar> {
        let lang = self.language;
        let record = self.session.record();
        let over = self.is_over();
        let to_move = self.session.position().side_to_move();
        let captures = record.game() == GameId::Jinmen;
        // The game waits for the player to move, or for the one a draw is offered to.
        let awaited = match self.question {
            _ if over => None,
            Some(Question::DrawOffered(by)) => Some(by.opponent()),
            _ => Some(to_move),
        };
        // Against the computer the player's bar is the near one, whichever side they play
        // (the board is turned for Second where its layout allows); between two players
        // First sits at the near edge.
        let near = self.human_side().unwrap_or(Side::First);
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
                    Mode::PassAndPlay => lang.phrase(|l| messages::side_name(side, l).to_string()),
                    Mode::VsComputer { human, .. } if side == human => lang.say(Label::You),
                    Mode::VsComputer { .. } if self.plain_opponent => lang.say(Label::Opponent),
                    Mode::VsComputer { level, .. } => lang.phrase(|l| {
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
                        Mode::VsComputer { .. } if self.plain_opponent => format!(
                            "{}{sep}{}",
                            Label::Opponent.text(l),
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
                    side_name: lang.phrase(|l| messages::side_name(side, l).to_string()),
                    awaited: awaited == Some(side),
                    clock,
                    captured: captured.map(|n| u32::try_from(n).unwrap_or(u32::MAX)),
                    rotated: side == Side::Second && self.far_side_turned(),
                    busy: busy(side),
                    spoken,
                }
            })
            .collect()
    }

    pub(super) fn result_view(&self) -> Option<ResultView> {
        let outcome = self.session.record().status().outcome()?;
        let lang = self.language;
        let human = self.human_side();
        // (a button's words as every button of the row has them: in both languages the
        // Chinese over the English, so that no line parts "New / game")
        let action = |label: Label| ActionView {
            label: lang.button(label),
            enabled: true,
        };
        Some(ResultView {
            headline: lang.label(|l| messages::result_headline(&outcome, human, l)),
            reason: lang.sentence(|l| messages::outcome_reason_text_for(&outcome, human, l)),
            winner: outcome.winner,
            mark: outcome.winner.map(|winner| human.unwrap_or(winner)),
            review: action(Label::Review),
            rematch: action(Label::Rematch),
            new_game: action(Label::NewGame),
        })
    }

    pub(super) fn banner(&self) -> BannerView {
        let lang = self.language;
        let status = self.session.record().status();
        let side = self.session.position().side_to_move();
        if let Some(outcome) = status.outcome() {
            return BannerView {
                text: lang.sentence(|l| messages::outcome_text_for(&outcome, self.human_side(), l)),
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

    pub(super) fn timer_view(&self, now_ms: u64) -> Option<TimerView> {
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
            text: format!("{}:{:02}", seconds / 60, seconds % 60),
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

    pub(super) fn status_line(&self) -> String {
        let record = self.session.record();
        let board = record.start().board();
        let lang = self.language;
        lang.label(|l| match record.last() {
            // "Move 3 · Last move b2-b3": the number of the move just played, and the move.
            Some(entry) => format!(
                "{} · {} {}",
                catalogue::move_number(record.ply_count(), l),
                Label::LastMove.text(l),
                ply_text_in(entry, board, l)
            ),
            None => Label::NoMovesYet.text(l).to_string(),
        })
    }

    /// Whether a hint brings the position's verdict: when the settings show verdicts, and
    /// between two players only when they also ask for it (a verdict would give the game
    /// away to the player it was not asked for).
    pub(super) fn verdicts_shown(&self) -> bool {
        self.settings.show_verdicts
            && (self.session.setup().mode != Mode::PassAndPlay
                || self.settings.verdicts_in_pass_and_play)
    }

    /// The hinted move in words, while its arrow is shown: "Hint: play b3-b4." / "提示：走
    /// b3-b4。" (a large game's hint has no verdict to say; the arrow alone was unlabelled).
    /// With a small game's verdict where it is shown, after the move, in each language shown
    /// ("Hint: play bl-x. Drawn with best play." / "提示：走 bl-x。双方正确应对则为和棋。"):
    /// the two languages each whole, not interleaved.
    pub(super) fn hint_text(&self) -> Option<String> {
        let a = self.hint?;
        let m = messages::unbroken_move(&self.board().move_text(Move::new(a.from, a.to)));
        let verdict = self.verdict.filter(|_| self.verdicts_shown());
        let side = self.session.position().side_to_move();
        Some(self.language.sentence(|l| {
            let hint = match l {
                Lang::En => format!("{}: play {m}.", Label::Hint.text(l)),
                Lang::Zh => format!("{}：走 {m}。", Label::Hint.text(l)),
            };
            match (verdict, l) {
                (Some(v), Lang::En) => format!("{hint} {}.", verdict_sentence(v, side, l)),
                (Some(v), Lang::Zh) => format!("{hint}{}。", verdict_sentence(v, side, l)),
                (None, _) => hint,
            }
        }))
    }

    /// A small game's verdict alone, where it is shown and no hint says it.
    pub(super) fn verdict_text(&self) -> Option<String> {
        let v = self.verdict.filter(|_| self.verdicts_shown())?;
        let side = self.session.position().side_to_move();
        Some(self.language.sentence(|l| verdict_sentence(v, side, l)))
    }
}
