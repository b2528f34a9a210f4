//! Tests of the game table's rules of conduct; the shared transcripts
//! (`tests/transcripts`) show whole sessions.

use super::*;
use crate::rules::game::GameId;
use crate::rules::setup::Setup;

fn vs_computer(game: GameId, human: Side, timer: Option<u32>) -> GameTable {
    let setup = Setup {
        mode: Mode::VsComputer {
            level: Level::Easy,
            human,
        },
        turn_seconds: timer,
    };
    GameTable::new(
        Session::new(game, setup, 9).unwrap(),
        Settings::default(),
        DisplayLanguage::En,
    )
}

fn point(t: &GameTable, name: &str) -> usize {
    t.board().find(name).unwrap().index()
}

fn searches(fx: &[TableEffect]) -> Vec<SearchJob> {
    fx.iter()
        .filter_map(|e| match e {
            TableEffect::Search(job) => Some(job.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_computer_is_asked_once_and_its_answer_played_at_the_time_it_arrives() {
    let mut t = vs_computer(GameId::Weiming, Side::First, Some(30));
    t.handle(TableEvent::Start, 0);
    t.handle(TableEvent::Tap(point(&t, "bl")), 100);
    let fx = t.handle(TableEvent::Tap(point(&t, "x")), 200);
    let jobs = searches(&fx);
    assert_eq!(jobs.len(), 1);
    assert_eq!(jobs[0].kind(), SearchKind::ComputerMove);
    // While it thinks, the player's clock stands still and taps are explained.
    let view = t.view(5_000);
    assert!(!view.ticking && view.busy.is_some());
    t.handle(TableEvent::Tap(point(&t, "bm")), 5_000);
    assert_eq!(
        t.view(5_000).message.as_deref(),
        Some("It is the computer's turn.")
    );
    // Nothing new is asked while it thinks.
    assert!(searches(&t.handle(TableEvent::Foreground, 5_000)).is_empty());
    let answer = jobs[0].run(&CancelToken::new());
    t.handle(TableEvent::SearchDone(answer), 9_000);
    // The player's turn starts when the answer arrives: a full 30 s at 9 s.
    let timer = t.view(9_000).timer.unwrap();
    assert_eq!(timer.remaining_ms, 30_000);
    assert!(timer.running);
    assert_eq!(
        timer.text, "0:30",
        "minutes and seconds, as a clock writes them"
    );
    let later = t.view(10_500).timer.unwrap();
    assert_eq!(later.remaining_ms, 28_500);
    assert_eq!((later.seconds, later.text.as_str()), (29, "0:29"));
    assert_eq!(t.view(38_999).timer.unwrap().text, "0:01");
    // The same answer again changes nothing.
    let rows = t.view(10_500).moves.rows.len();
    assert!(t.handle(TableEvent::SearchDone(answer), 11_000).is_empty());
    assert_eq!(t.view(11_000).moves.rows.len(), rows);
}

#[test]
fn undo_cancels_the_search_and_drops_its_answer() {
    let mut t = vs_computer(GameId::Weiming, Side::First, None);
    t.handle(TableEvent::Start, 0);
    t.handle(TableEvent::Tap(point(&t, "bl")), 1);
    let job = searches(&t.handle(TableEvent::Tap(point(&t, "x")), 2)).remove(0);
    let fx = t.handle(TableEvent::Undo, 3);
    assert!(fx.contains_cancel(job.id()));
    assert!(t.pending_search(job.id()).is_none());
    let answer = job.run(&CancelToken::new());
    assert!(t.handle(TableEvent::SearchDone(answer), 4).is_empty());
    assert_eq!(t.session().record().ply_count(), 0);
}

trait Effects {
    fn contains_cancel(&self, id: u64) -> bool;
}

impl Effects for Vec<TableEffect> {
    fn contains_cancel(&self, id: u64) -> bool {
        self.iter()
            .any(|e| matches!(e, TableEffect::CancelSearch(i) if *i == id))
    }
}

#[test]
fn every_change_is_autosaved_with_the_session_as_it_is() {
    let mut t = vs_computer(GameId::Jinmen, Side::First, None);
    let saved = |fx: &[TableEffect]| {
        fx.iter().find_map(|e| match e {
            TableEffect::Autosave(g) => Some(g.clone()),
            _ => None,
        })
    };
    assert!(saved(&t.handle(TableEvent::Start, 0)).is_some());
    t.handle(TableEvent::Tap(point(&t, "b2")), 1);
    let fx = t.handle(TableEvent::Tap(point(&t, "b3")), 2);
    let game = saved(&fx).expect("an autosave after the ply");
    assert_eq!(game.record.ply_count(), 1);
    assert_eq!(game.seed, Some(t.session().seed()));
    assert!(saved(&t.handle(TableEvent::SetLevel(Level::Hard), 3)).is_some());
    assert!(saved(&t.handle(TableEvent::Background, 4)).is_some());
    assert!(saved(&t.handle(TableEvent::DismissMessage, 5)).is_none());
}

#[test]
fn messages_follow_the_language() {
    let mut t = vs_computer(GameId::Weiming, Side::Second, None);
    t.handle(TableEvent::Start, 0);
    t.handle(TableEvent::Tap(0), 1);
    assert_eq!(
        t.view(1).message.as_deref(),
        Some("It is the computer's turn.")
    );
    t.handle(
        TableEvent::Settings(Settings::default(), DisplayLanguage::Zh),
        2,
    );
    assert_eq!(t.view(2).message.as_deref(), Some("现在轮到电脑走棋。"));
    t.handle(
        TableEvent::Settings(Settings::default(), DisplayLanguage::Both),
        3,
    );
    assert_eq!(
        t.view(3).message.as_deref(),
        Some("现在轮到电脑走棋。\nIt is the computer's turn.")
    );
}

#[test]
fn a_left_table_does_nothing_more() {
    let mut t = vs_computer(GameId::Weiming, Side::Second, None);
    let job = searches(&t.handle(TableEvent::Start, 0)).remove(0);
    let fx = t.handle(TableEvent::Leave, 1);
    assert!(fx.contains_cancel(job.id()));
    assert!(t.is_closed());
    assert!(t
        .handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 2)
        .is_empty());
    assert!(t.handle(TableEvent::Restart, 3).is_empty());
}

#[test]
fn save_and_leave_files_the_game_and_frees_the_autosave() {
    let mut t = vs_computer(GameId::Huishi, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let fx = t.handle(TableEvent::SaveAndLeave, 1);
    assert!(matches!(
        fx.as_slice(),
        [TableEffect::Save(_), TableEffect::ClearAutosave]
    ));
}

#[test]
fn a_hint_is_a_legal_move_with_the_exact_verdict_in_the_small_games() {
    let mut t = vs_computer(GameId::Zhongkui, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let job = searches(&t.handle(TableEvent::Hint, 1)).remove(0);
    assert_eq!(job.kind(), SearchKind::Hint);
    assert!(!t.view(1).hint.enabled, "one hint at a time");
    t.handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 2);
    let view = t.view(2);
    let hint = view.board.hint.expect("a hint arrow");
    assert!(t
        .session()
        .position()
        .legal_moves()
        .iter()
        .any(|m| m.from == hint.from && m.to == hint.to));
    // the move in words, then the verdict
    let m =
        crate::text::messages::unbroken_move(&t.board().move_text(Move::new(hint.from, hint.to)));
    let said = view.verdict.unwrap();
    let verdict = said
        .strip_prefix(&format!("Hint: play {m}. "))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(
        verdict == "Drawn with best play."
            || verdict.starts_with("With best play First (red) wins in ")
            || verdict.starts_with("With best play First (red) loses in "),
        "{verdict}"
    );
    // Playing cancels nothing (the hint is done) and clears the arrow.
    t.handle(TableEvent::Tap(hint.from.index()), 3);
    t.handle(TableEvent::Tap(hint.to.index()), 4);
    assert!(t.view(4).board.hint.is_none());
}

#[test]
fn between_two_players_a_hint_brings_no_verdict_unless_the_settings_ask() {
    for asked in [false, true] {
        let setup = Setup {
            mode: Mode::PassAndPlay,
            turn_seconds: None,
        };
        let settings = Settings {
            verdicts_in_pass_and_play: asked,
            hints_in_pass_and_play: true,
            ..Settings::default()
        };
        let session = Session::new(GameId::Zhongkui, setup, 9).unwrap();
        let mut t = GameTable::new(session, settings, DisplayLanguage::En);
        t.handle(TableEvent::Start, 0);
        let job = searches(&t.handle(TableEvent::Hint, 1)).remove(0);
        t.handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 2);
        let view = t.view(2);
        let hint = view.board.hint.expect("the hint itself is shown");
        let said = view.verdict.unwrap();
        assert_eq!(
            said.contains("with best play") || said.contains("With best play"),
            asked,
            "verdicts asked for: {asked}: {said}"
        );
        // the move in words either way
        let m = crate::text::messages::unbroken_move(
            &t.board().move_text(Move::new(hint.from, hint.to)),
        );
        assert!(said.starts_with(&format!("Hint: play {m}.")), "{said}");
    }
}

#[test]
fn a_typed_move_is_played_or_refused_with_the_reason() {
    let mut t = vs_computer(GameId::Jinmen, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let board = t.board();
    let m = |text: &str| board.parse_move(text).unwrap();
    // Refused: nothing but a refusal's sound and vibration.
    let fx = t.handle(TableEvent::Play(m("b2-b4")), 1);
    assert_eq!(fx.len(), 1);
    assert_eq!(feedback_kinds(&fx), [FeedbackKind::Refused]);
    assert_eq!(
        t.view(1).message.as_deref(),
        Some("This piece can only step to an adjacent point; it cannot jump.")
    );
    let fx = t.handle(TableEvent::Play(m("b2-b3")), 2);
    assert_eq!(searches(&fx).len(), 1, "the computer is asked");
    assert!(t.view(2).message.is_none());
    t.handle(TableEvent::Play(m("b3-b4")), 3);
    assert_eq!(
        t.view(3).message.as_deref(),
        Some("It is the computer's turn.")
    );
}

/// A refusal names points ("the piece on tl belongs to the other side"); the board shows
/// where, with the refused move's cross, while the sentence stands.
#[test]
fn a_refused_move_is_crossed_where_it_was_tried_while_its_sentence_stands() {
    let mut t = vs_computer(GameId::Jinmen, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let board = t.board();
    let arrow = |text: &str| {
        let m = board.parse_move(text).unwrap();
        Some(Arrow {
            from: m.from,
            to: m.to,
        })
    };
    // A typed move too far.
    t.handle(TableEvent::Play(board.parse_move("b2-b4").unwrap()), 1);
    assert_eq!(t.view(1).board.refused, arrow("b2-b4"));
    assert_eq!(t.view(1).board.moving, None, "nothing moved");
    // Tapped: a piece, then a point it cannot reach.
    let at = |name: &str| board.find(name).unwrap().index();
    t.handle(TableEvent::Tap(at("b2")), 2);
    assert_eq!(t.view(2).board.refused, None, "a selection refuses nothing");
    t.handle(TableEvent::Tap(at("b5")), 3);
    assert!(t.view(3).message.is_some());
    assert_eq!(t.view(3).board.refused, arrow("b2-b5"));
    // The opponent's piece, tapped: its cross on it.
    t.handle(TableEvent::Tap(at("b7")), 4);
    assert!(t.view(4).message.is_some());
    assert_eq!(t.view(4).board.refused, arrow("b7-b7"));
    // A tap that asks nothing takes the sentence and the cross away.
    t.handle(TableEvent::Tap(at("c4")), 5);
    let v = t.view(5);
    assert_eq!((v.message, v.board.refused), (None, None));
}

#[test]
fn the_ply_announcement_says_what_the_computer_played_and_what_was_captured() {
    // b2-b3 makes a3 b3 c3 two of First's and one of Second's: c3 is taken.
    let start = crate::rules::position::Position::from_text(
        GameId::Jinmen,
        "....x/.../...../.../X.x../X../....X F",
    )
    .unwrap();
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: None,
    };
    let session =
        Session::from_record(crate::rules::record::GameRecord::new(start), setup, 1).unwrap();
    let mut t = GameTable::new(session, Settings::default(), DisplayLanguage::En);
    t.handle(TableEvent::Start, 0);
    assert_eq!(t.view(0).ply_announcement, None, "nothing played yet");
    let m = t.board().parse_move("b2-b3").unwrap();
    t.handle(TableEvent::Play(m), 10);
    assert_eq!(
        t.view(10).ply_announcement.as_deref(),
        Some("First (red) takes 1 piece of Second (black): c3. Second (black) has 1 left.")
    );
    // Worded when shown: it follows the language.
    t.handle(
        TableEvent::Settings(Settings::default(), DisplayLanguage::Both),
        20,
    );
    assert_eq!(
        t.view(20).ply_announcement.as_deref(),
        Some(
            "先手（红）吃掉后手（黑）1 枚棋子：c3。后手（黑）还剩 1 枚。\n\
             First (red) takes 1 piece of Second (black): c3. Second (black) has 1 left."
        )
    );
    // A new game: nothing to say (the capture ended this one, which undo no longer takes back).
    t.handle(TableEvent::Undo, 29);
    assert!(t.view(29).ply_announcement.is_some());
    t.handle(TableEvent::Restart, 30);
    assert_eq!(t.view(30).ply_announcement, None);

    // Against the computer: the player's own plain move says nothing, the computer's
    // reply is said; undo and redo say nothing.
    let mut t = vs_computer(GameId::Weiming, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let m = t.board().parse_move("bl-x").unwrap();
    let job = searches(&t.handle(TableEvent::Play(m), 10)).remove(0);
    assert_eq!(t.view(10).ply_announcement, None);
    t.handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 20);
    let view = t.view(20);
    let reply = &view.moves.rows[1].text;
    assert_eq!(
        view.ply_announcement,
        Some(format!("The computer plays {reply}."))
    );
    t.handle(
        TableEvent::Settings(Settings::default(), DisplayLanguage::Zh),
        25,
    );
    assert_eq!(
        t.view(25).ply_announcement,
        Some(format!("电脑走 {reply}。"))
    );
    t.handle(TableEvent::Undo, 30);
    assert_eq!(t.view(30).ply_announcement, None);
    t.handle(TableEvent::Redo, 40);
    assert_eq!(t.view(40).ply_announcement, None);
}

#[test]
fn the_player_of_second_sits_at_the_bottom_of_a_turned_board() {
    for game in GameId::ALL {
        for human in [Side::First, Side::Second] {
            let mut t = vs_computer(game, human, None);
            t.handle(TableEvent::Start, 0);
            let view = t.view(0);
            let turned = human == Side::Second && game != GameId::Zhongkui;
            assert_eq!(view.board.turned, turned, "{game:?} {human:?}");
            // The player's bar is the near one (at the bottom), whichever side they play,
            // also in Zhong Kui, whose board is not turned.
            let sides: Vec<Side> = view.players.iter().map(|b| b.side).collect();
            assert_eq!(sides, [human.opponent(), human], "{game:?} {human:?}");
            assert_eq!(view.players[1].name, "You", "{game:?} {human:?}");
        }
    }
    // Between two players the board stays as laid out, Second at the far edge.
    let mut t = GameTable::new(
        Session::new(GameId::Jinmen, Setup::default(), 1).unwrap(),
        Settings::default(),
        DisplayLanguage::En,
    );
    t.handle(TableEvent::Start, 0);
    let view = t.view(0);
    assert!(!view.board.turned);
    assert_eq!(view.players[0].side, Side::Second);
}

#[test]
fn busy_words_stand_on_the_bar_of_the_one_who_is_busy() {
    // The computer (First) thinks: its bar says so, the player's does not.
    let mut t = vs_computer(GameId::Weiming, Side::Second, None);
    let fx = t.handle(TableEvent::Start, 0);
    let job = searches(&fx).remove(0);
    let view = t.view(1);
    let bar = |v: &TableView, side: Side| {
        v.players
            .iter()
            .find(|b| b.side == side)
            .unwrap()
            .busy
            .clone()
    };
    assert_eq!(
        bar(&view, Side::First).as_deref(),
        Some("Computer is thinking…")
    );
    assert_eq!(bar(&view, Side::Second), None);
    assert_eq!(view.busy, bar(&view, Side::First));
    t.handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 2);
    // The player asks for a hint: the player's bar says so.
    searches(&t.handle(TableEvent::Hint, 3)).remove(0);
    let view = t.view(3);
    assert_eq!(
        bar(&view, Side::Second).as_deref(),
        Some("Looking for a hint…")
    );
    assert_eq!(bar(&view, Side::First), None);
}

#[test]
fn the_end_of_a_game_is_reported_once_each_time_it_is_reached() {
    let finished = |fx: &[TableEffect]| {
        fx.iter()
            .filter_map(|e| match e {
                TableEffect::Finished(g) => Some(*g),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let mut t = vs_computer(GameId::Jinmen, Side::First, None);
    t.handle(TableEvent::Start, 0);
    assert!(
        finished(&t.handle(TableEvent::Resign, 1)).is_empty(),
        "asked first"
    );
    let g = finished(&t.handle(TableEvent::Answer(true), 2));
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].reason, crate::rules::outcome::EndReason::Resignation);
    assert_eq!(g[0].seed, t.session().seed());
    // Nothing more while it stays over (a resignation is not taken back).
    assert!(finished(&t.handle(TableEvent::Tap(0), 3)).is_empty());
    assert!(finished(&t.handle(TableEvent::Undo, 4)).is_empty());
    // A rematch is another game.
    t.handle(TableEvent::Restart, 7);
    t.handle(TableEvent::Resign, 8);
    let rematch = finished(&t.handle(TableEvent::Answer(true), 9));
    assert!(rematch.len() == 1 && !rematch[0].same_game(&g[0]));
}

#[test]
fn a_game_resumed_from_its_save_and_finished_is_the_same_game() {
    let table = |session: Session| {
        let mut t = GameTable::new(session, Settings::default(), DisplayLanguage::En);
        t.handle(TableEvent::Start, 0);
        t
    };
    let play = |t: &mut GameTable, text: &str| -> Vec<FinishedGame> {
        let m = t.board().parse_move(text).unwrap();
        t.handle(TableEvent::Play(m), 1)
            .into_iter()
            .filter_map(|e| match e {
                TableEffect::Finished(g) => Some(g),
                _ => None,
            })
            .collect()
    };
    let mut t = table(Session::new(GameId::Huishi, Setup::default(), 3).unwrap());
    let moves = "c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4";
    for m in moves.split(' ') {
        assert!(play(&mut t, m).is_empty());
    }
    let saved = t.session().to_saved();
    let first = play(&mut t, "b2-a2");
    assert_eq!(first.len(), 1, "the rendezvous ends it");
    assert_eq!(first[0].winner, Some(Side::First));
    // Undo is not offered once it is over: the result sheet offers a rematch instead.
    assert!(t.handle(TableEvent::Undo, 2).is_empty());
    // The save, resumed (its seed kept) and finished: the same game, counted once.
    let mut resumed = table(Session::from_saved(saved, 999).unwrap());
    let again = play(&mut resumed, "b2-a2");
    assert!(again.len() == 1 && again[0].same_game(&first[0]));
}

fn pass_and_play(game: GameId) -> GameTable {
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: None,
    };
    GameTable::new(
        Session::new(game, setup, 3).unwrap(),
        Settings::default(),
        DisplayLanguage::En,
    )
}

fn bar(v: &TableView) -> Vec<TableAction> {
    v.actions
        .iter()
        .filter(|a| a.place == ActionPlace::Bar)
        .map(|a| a.action)
        .collect()
}

#[test]
fn the_note_under_the_board_is_the_message_then_the_outcome_then_the_status() {
    let mut t = pass_and_play(GameId::Weiming);
    t.handle(TableEvent::Start, 0);
    let v = t.view(0);
    assert_eq!(
        (v.note.kind, v.note.text.as_str()),
        (NoteKind::Status, v.status.as_str())
    );
    assert!(!v.note.dismissable);
    // A refused tap: the refusal, with its dismiss button.
    t.handle(TableEvent::Tap(point(&t, "tl")), 10);
    let v = t.view(10);
    assert_eq!(v.note.kind, NoteKind::Refusal);
    assert_eq!(Some(&v.note.text), v.message.as_ref());
    assert!(v.note.dismissable);
    // The end: the outcome, once the message is dismissed.
    t.handle(TableEvent::Resign, 20);
    t.handle(TableEvent::Answer(true), 30);
    t.handle(TableEvent::DismissMessage, 40);
    let v = t.view(40);
    let r = v.result.clone().unwrap();
    assert_eq!(v.note.kind, NoteKind::Outcome);
    assert_eq!(v.note.text, format!("{} — {}", r.headline, r.reason));
}

fn far(v: &TableView) -> Vec<(TableAction, bool)> {
    v.actions
        .iter()
        .filter(|a| a.place == ActionPlace::Far)
        .map(|a| (a.action, a.enabled))
        .collect()
}

fn near(v: &TableView) -> Vec<(TableAction, bool)> {
    v.actions
        .iter()
        .filter(|a| a.place == ActionPlace::Bar)
        .map(|a| (a.action, a.enabled))
        .collect()
}

#[test]
fn the_actions_sit_in_the_row_while_the_game_goes_on_and_the_result_takes_it_at_the_end() {
    let mut t = vs_computer(GameId::Jinmen, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let v = t.view(0);
    use TableAction::*;
    assert_eq!(bar(&v), [Undo, Hint, OfferDraw, Resign]);
    assert!(far(&v).is_empty(), "against the computer one row");
    assert!(!v.moves.at_far_edge, "against the computer one strip");
    let menu: Vec<TableAction> = v
        .actions
        .iter()
        .filter(|a| a.place == ActionPlace::Menu)
        .map(|a| a.action)
        .collect();
    assert_eq!(menu, [Redo, Restart, SaveAndLeave, Rules]);
    let resign = v.actions.iter().find(|a| a.action == Resign).unwrap();
    assert_eq!(
        (resign.style, resign.enabled),
        (ActionStyle::Destructive, true)
    );
    assert_eq!(resign.label, v.resign.label);
    let undo = v.actions.iter().find(|a| a.action == Undo).unwrap();
    assert!(!undo.enabled, "nothing to undo yet");
    t.handle(TableEvent::Resign, 10);
    t.handle(TableEvent::Answer(true), 20);
    let v = t.view(20);
    assert_eq!(bar(&v), [Review, Rematch, NewGame]);
    assert!(far(&v).is_empty());
    let review = v.actions.iter().find(|a| a.action == Review).unwrap();
    assert_eq!(review.style, ActionStyle::Prominent);
}

#[test]
fn between_two_players_each_has_their_own_row_at_their_edge_and_no_hint() {
    use TableAction::*;
    let mut t = pass_and_play(GameId::Weiming);
    t.handle(TableEvent::Start, 0);
    let v = t.view(0);
    // First (near) to move: their draw offer and resignation are live, Second's are not;
    // nothing to take back yet; no hint between two players.
    assert_eq!(near(&v), [(Undo, false), (OfferDraw, true), (Resign, true)]);
    assert_eq!(
        far(&v),
        [(Undo, false), (OfferDraw, false), (Resign, false)]
    );
    assert!(!v.hint.enabled);
    assert!(
        v.players[0].rotated,
        "the far row is turned like the far bar"
    );
    assert!(v.moves.at_far_edge, "the moves at the far edge too");
    assert!(
        searches(&t.handle(TableEvent::Hint, 1)).is_empty(),
        "no hint asked"
    );
    // First moves: now Second acts at the far edge, and First may take their move back.
    t.handle(TableEvent::Tap(point(&t, "bl")), 2);
    t.handle(TableEvent::Tap(point(&t, "x")), 3);
    let v = t.view(3);
    assert_eq!(
        near(&v),
        [(Undo, true), (OfferDraw, false), (Resign, false)]
    );
    assert_eq!(far(&v), [(Undo, false), (OfferDraw, true), (Resign, true)]);
    // The far player's resignation is theirs: Second resigns, First wins.
    t.handle(TableEvent::Resign, 4);
    t.handle(TableEvent::Answer(true), 5);
    let v = t.view(5);
    assert_eq!(v.result.as_ref().unwrap().winner, Some(Side::First));
    assert!(far(&v).is_empty(), "the result sheet takes the near row");
    assert!(
        !v.moves.at_far_edge,
        "the result sheet's moves are the review's"
    );
    assert_eq!(bar(&v), [Review, Rematch, NewGame]);
    // Labels are the table's own.
    let v = pass_and_play(GameId::Weiming).view(0);
    let labels: Vec<&str> = v
        .actions
        .iter()
        .filter(|a| a.place == ActionPlace::Far)
        .map(|a| a.label.as_str())
        .collect();
    assert_eq!(
        labels,
        [&v.undo.label, &v.offer_draw.label, &v.resign.label]
    );
}

#[test]
fn between_two_players_a_hint_is_offered_to_the_player_to_move_when_the_settings_ask() {
    use TableAction::*;
    let setup = Setup {
        mode: Mode::PassAndPlay,
        turn_seconds: None,
    };
    let settings = Settings {
        hints_in_pass_and_play: true,
        ..Settings::default()
    };
    let session = Session::new(GameId::Weiming, setup, 3).unwrap();
    let mut t = GameTable::new(session, settings, DisplayLanguage::En);
    t.handle(TableEvent::Start, 0);
    let v = t.view(0);
    assert_eq!(
        near(&v),
        [
            (Undo, false),
            (Hint, true),
            (OfferDraw, true),
            (Resign, true)
        ]
    );
    assert_eq!(
        far(&v),
        [
            (Undo, false),
            (Hint, false),
            (OfferDraw, false),
            (Resign, false)
        ]
    );
    assert_eq!(searches(&t.handle(TableEvent::Hint, 1)).len(), 1);
}

/// The announcements made since the id `after`.
fn said_since(v: &TableView, after: u64) -> Vec<(String, Politeness)> {
    v.announcements
        .iter()
        .filter(|a| a.id > after)
        .map(|a| (a.text.clone(), a.politeness))
        .collect()
}

#[test]
fn a_move_and_the_computers_answer_are_each_said_once() {
    let mut t = vs_computer(GameId::Weiming, Side::First, None);
    t.handle(TableEvent::Start, 0);
    assert!(t.view(0).announcements.is_empty());
    let bl = point(&t, "bl");
    t.handle(TableEvent::Tap(bl), 10);
    let v = t.view(10);
    assert_eq!(
        said_since(&v, 0),
        [("bl: to x.".to_string(), Politeness::Polite)]
    );
    let last = v.announcements.last().unwrap().id;
    let fx = t.handle(TableEvent::Tap(point(&t, "x")), 20);
    let v = t.view(20);
    assert_eq!(
        said_since(&v, last),
        [("You: bl-x.".to_string(), Politeness::Polite)]
    );
    let last = v.announcements.last().unwrap().id;
    let job = searches(&fx).pop().unwrap();
    t.handle(
        TableEvent::SearchDone(job.run(&crate::ai::CancelToken::new())),
        30,
    );
    let v = t.view(30);
    let said = said_since(&v, last);
    assert_eq!(said.len(), 1);
    assert!(said[0].0.starts_with("The computer plays "), "{said:?}");
    // Nothing new after a view or a tick: each is said once.
    let last = v.announcements.last().unwrap().id;
    t.handle(TableEvent::Tick, 40);
    assert!(said_since(&t.view(40), last).is_empty());
}

#[test]
fn a_ticking_clock_is_silent_but_at_30_10_and_5_seconds() {
    let mut t = vs_computer(GameId::Jinmen, Side::First, Some(60));
    t.handle(TableEvent::Start, 0);
    let mut said = Vec::new();
    let mut last = 0;
    for now in (200..=60_000).step_by(200) {
        t.handle(TableEvent::Tick, now);
        let v = t.view(now);
        said.extend(said_since(&v, last).into_iter().map(|(s, _)| s));
        last = v.announcements.last().map_or(0, |a| a.id);
        if said.iter().any(|s| s.to_lowercase().contains("time")) {
            break;
        }
    }
    assert!(said.len() >= 3, "{said:?}");
    assert_eq!(
        said[..3],
        ["30 seconds left.", "10 seconds left.", "5 seconds left."],
        "{said:?}"
    );
}

#[test]
fn a_refused_tap_is_said_at_once_with_its_rule() {
    let mut t = pass_and_play(GameId::Weiming);
    t.handle(TableEvent::Start, 0);
    t.handle(TableEvent::Tap(point(&t, "tl")), 10);
    let said = said_since(&t.view(10), 0);
    assert_eq!(
        said,
        [(
            "The piece on tl belongs to the other side.".to_string(),
            Politeness::Assertive
        )]
    );
}

#[test]
fn in_both_languages_a_screen_reader_hears_the_chinese_alone_with_its_tag() {
    let mut t = pass_and_play(GameId::Weiming);
    t.handle(TableEvent::Start, 0);
    t.handle(
        TableEvent::Settings(Settings::default(), DisplayLanguage::Both),
        5,
    );
    t.handle(TableEvent::Tap(point(&t, "tl")), 10);
    let v = t.view(10);
    assert_eq!(v.speech_language, SpeechLanguage::ZhHans);
    let a = v.announcements.last().unwrap();
    assert_eq!(a.language, SpeechLanguage::ZhHans);
    assert!(!a.text.contains("belongs"), "{}", a.text);
    assert!(
        v.position_spoken.starts_with("轮到"),
        "{}",
        v.position_spoken
    );
}

#[test]
fn moves_by_ear_do_not_depend_on_the_visual_settings() {
    let mut t = pass_and_play(GameId::Weiming);
    t.handle(TableEvent::Start, 0);
    let with = t.view(0).spoken_moves;
    let settings = Settings {
        show_legal_moves: false,
        show_last_move: false,
        ..Settings::default()
    };
    t.handle(TableEvent::Settings(settings, DisplayLanguage::En), 1);
    let without = t.view(1).spoken_moves;
    assert_eq!(with, without);
    let froms: Vec<&str> = with.iter().map(|p| t.board().name(p.from)).collect();
    assert_eq!(froms, ["s", "bl", "bm"]);
    let bm = with
        .iter()
        .find(|p| t.board().name(p.from) == "bm")
        .unwrap();
    assert_eq!(bm.label, "bm: to x, to m.");
    let labels: Vec<&str> = bm.moves.iter().map(|m| m.label.as_str()).collect();
    assert_eq!(labels, ["to x", "to m"]);
    assert_eq!(
        t.view(1).position_spoken,
        "First (red) to move. First (red): bl, bm, br. Second (black): tl, tm, tr. The shared piece: s."
    );
}

#[test]
fn undo_and_hint_wait_while_a_draw_offer_or_a_resignation_waits() {
    let mut t = vs_computer(GameId::Jinmen, Side::First, None);
    t.handle(TableEvent::Start, 0);
    t.handle(TableEvent::Tap(point(&t, "b2")), 1);
    let fx = t.handle(TableEvent::Tap(point(&t, "b3")), 2);
    let job = searches(&fx).remove(0);
    t.handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 3);
    let v = t.view(3);
    assert!(v.undo.enabled && v.hint.enabled && v.offer_draw.enabled);
    // The computer considers the offer: everything waits, undo too.
    let fx = t.handle(TableEvent::OfferDraw, 4);
    assert!(!searches(&fx).is_empty(), "the computer judges the offer");
    let v = t.view(4);
    assert!(v.busy.is_some());
    assert!(!v.undo.enabled && !v.redo.enabled && !v.hint.enabled && !v.resign.enabled);
    let before = t.session().record().ply_count();
    t.handle(TableEvent::Undo, 5);
    t.handle(TableEvent::Hint, 5);
    assert_eq!(
        t.session().record().ply_count(),
        before,
        "undo waits for the answer"
    );
    assert!(t.view(5).board.hint.is_none());
    // A resignation to confirm holds undo as well; cancelling gives it back.
    let mut t = vs_computer(GameId::Jinmen, Side::First, None);
    t.handle(TableEvent::Start, 0);
    t.handle(TableEvent::Tap(point(&t, "b2")), 1);
    let fx = t.handle(TableEvent::Tap(point(&t, "b3")), 2);
    let job = searches(&fx).remove(0);
    t.handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 3);
    t.handle(TableEvent::Resign, 4);
    let v = t.view(4);
    assert_eq!(
        v.question.as_ref().map(|q| q.text.as_str()),
        Some("Resign this game?")
    );
    assert!(!v.undo.enabled);
    t.handle(TableEvent::Answer(false), 5);
    assert!(t.view(5).undo.enabled);
}

#[test]
fn a_draw_offer_being_judged_lapses_when_the_turn_passes_on_time() {
    let mut t = vs_computer(GameId::Weiming, Side::First, Some(10));
    t.handle(TableEvent::Start, 0);
    let fx = t.handle(TableEvent::OfferDraw, 1);
    let judge = searches(&fx).remove(0);
    let fx = t.handle(TableEvent::Tick, 10_001);
    assert!(
        fx.iter()
            .any(|e| matches!(e, TableEffect::CancelSearch(id) if *id == judge.id())),
        "{fx:?}"
    );
    // The computer's turn now, no offer pending: its late answer is dropped.
    t.handle(
        TableEvent::SearchDone(judge.run(&CancelToken::new())),
        10_002,
    );
    let v = t.view(10_002);
    assert_eq!(v.busy.as_deref(), Some("Computer is thinking…"));
    assert!(v.question.is_none());
}

#[test]
fn offering_a_draw_while_a_hint_is_searched_drops_the_hint() {
    let mut t = vs_computer(GameId::Weiming, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let hint = searches(&t.handle(TableEvent::Hint, 1)).remove(0);
    let fx = t.handle(TableEvent::OfferDraw, 2);
    assert!(fx
        .iter()
        .any(|e| matches!(e, TableEffect::CancelSearch(id) if *id == hint.id())));
    let judge = searches(&fx).remove(0);
    assert_eq!(judge.kind(), SearchKind::DrawDecision);
    let view = t.view(2);
    assert_eq!(
        view.busy.as_deref(),
        Some("The computer considers your offer…")
    );
    assert!(!view.undo.enabled && !view.redo.enabled && !view.hint.enabled);
    // The hint's late answer is dropped: no arrow comes.
    t.handle(TableEvent::SearchDone(hint.run(&CancelToken::new())), 3);
    assert!(t.view(3).board.hint.is_none());
}

#[test]
fn quick_commands_say_the_position_the_last_move_and_the_clock_once_each() {
    let mut t = vs_computer(GameId::Weiming, Side::First, Some(60));
    t.handle(TableEvent::Start, 0);
    let v = t.view(0);
    let names: Vec<(Hear, &str)> = v
        .quick_commands
        .iter()
        .map(|c| (c.what, c.label.as_str()))
        .collect();
    assert_eq!(
        names,
        [
            (Hear::Position, "Hear the position"),
            (Hear::LastMove, "Hear the last move"),
            (Hear::Clock, "Hear the clock"),
        ]
    );
    // Before the first move, and the clock at 60 s.
    t.handle(TableEvent::Hear(Hear::LastMove), 10);
    t.handle(TableEvent::Hear(Hear::Clock), 12_500);
    let said = said_since(&t.view(12_500), 0);
    assert_eq!(
        said,
        [
            ("No moves yet.".to_string(), Politeness::Polite),
            ("48 seconds left.".to_string(), Politeness::Polite),
        ]
    );
    // The position is the view's own words; hearing it changes nothing else.
    let before = t.view(13_000);
    let last = before.announcements.last().unwrap().id;
    let fx = t.handle(TableEvent::Hear(Hear::Position), 13_000);
    assert!(fx.is_empty());
    let after = t.view(13_000);
    assert_eq!(
        said_since(&after, last),
        [(before.position_spoken.clone(), Politeness::Polite)]
    );
    assert_eq!(after.moves, before.moves);
    assert_eq!(after.board, before.board);
    // After the computer's reply: who played what.
    t.handle(TableEvent::Tap(point(&t, "bl")), 14_000);
    let fx = t.handle(TableEvent::Tap(point(&t, "x")), 14_100);
    let job = searches(&fx).pop().unwrap();
    t.handle(TableEvent::SearchDone(job.run(&CancelToken::new())), 15_000);
    let last = t.view(15_000).announcements.last().unwrap().id;
    t.handle(TableEvent::Hear(Hear::LastMove), 15_100);
    let said = said_since(&t.view(15_100), last);
    assert_eq!(said.len(), 1);
    assert!(
        said[0].0.starts_with("Last move — The computer: "),
        "{said:?}"
    );
}

#[test]
fn without_a_timer_the_clock_says_so_in_the_spoken_language() {
    let mut t = vs_computer(GameId::Weiming, Side::First, None);
    t.handle(TableEvent::Start, 0);
    t.handle(
        TableEvent::Settings(Settings::default(), DisplayLanguage::Both),
        1,
    );
    t.handle(TableEvent::Hear(Hear::Clock), 2);
    let v = t.view(2);
    assert_eq!(
        said_since(&v, 0),
        [("这局不计时。".to_string(), Politeness::Polite)]
    );
    assert_eq!(v.quick_commands[0].label, "听局面");
}

fn feedback_kinds(fx: &[TableEffect]) -> Vec<FeedbackKind> {
    fx.iter()
        .filter_map(|e| match e {
            TableEffect::Feedback(f) => Some(f.kind),
            _ => None,
        })
        .collect()
}

#[test]
fn your_move_the_computers_a_refusal_and_low_time_each_sound_their_own_way() {
    let mut t = vs_computer(GameId::Weiming, Side::First, Some(60));
    t.handle(TableEvent::Start, 0);
    // A tap on the computer's piece is refused: a refusal's sound.
    let fx = t.handle(TableEvent::Tap(point(&t, "tl")), 10);
    assert_eq!(feedback_kinds(&fx), [FeedbackKind::Refused]);
    t.handle(TableEvent::Tap(point(&t, "bl")), 20);
    let fx = t.handle(TableEvent::Tap(point(&t, "x")), 30);
    assert_eq!(feedback_kinds(&fx), [FeedbackKind::Ply]);
    let job = searches(&fx).pop().unwrap();
    let fx = t.handle(
        TableEvent::SearchDone(job.run(&crate::ai::CancelToken::new())),
        40,
    );
    assert_eq!(feedback_kinds(&fx), [FeedbackKind::OpponentPly]);
    // The clock: silent but when 30, 10 and 5 seconds are left, once each.
    let mut low = 0;
    for now in (1_040..=56_040).step_by(500) {
        let fx = t.handle(TableEvent::Tick, now);
        let kinds = feedback_kinds(&fx);
        assert!(
            kinds.iter().all(|&k| k == FeedbackKind::LowTime),
            "{kinds:?}"
        );
        low += kinds.len();
    }
    assert_eq!(low, 3);
    // With sound and vibration off nothing is asked.
    let mut quiet = GameTable::new(
        Session::new(GameId::Weiming, Setup::default(), 9).unwrap(),
        Settings {
            sound: false,
            haptics: false,
            ..Settings::default()
        },
        DisplayLanguage::En,
    );
    quiet.handle(TableEvent::Start, 0);
    let fx = quiet.handle(TableEvent::Tap(point(&quiet, "tl")), 10);
    assert!(quiet.view(10).message.is_some(), "the tap is refused");
    assert!(feedback_kinds(&fx).is_empty());
}

#[test]
fn every_feedback_has_its_own_sound_in_both_apps_and_a_vibration() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut names = std::collections::HashSet::new();
    for kind in FeedbackKind::ALL {
        assert!(names.insert(kind.sound()), "{kind:?} shares its sound");
        for dir in ["android/app/src/main/res/raw", "ios/App/Resources/Sounds"] {
            let file = root.join(dir).join(format!("{}.wav", kind.sound()));
            let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
            assert_eq!(&bytes[..4], b"RIFF", "{file:?}");
        }
        let pulses = kind.vibration_ms();
        assert!(pulses.len() % 2 == 1 && pulses.iter().all(|&ms| ms > 0 && ms <= 200));
    }
    // A move and the computer's move are told apart by ear, a refusal by feel too.
    assert_ne!(
        FeedbackKind::Refused.vibration_ms(),
        FeedbackKind::Ply.vibration_ms()
    );
}

/// `t` started, then ended by `ending` (resigning or offering a draw) and a yes.
fn ended(mut t: GameTable, ending: TableEvent) -> ResultView {
    t.handle(TableEvent::Start, 0);
    t.handle(ending, 10);
    t.handle(TableEvent::Answer(true), 20);
    t.view(20).result.unwrap()
}

#[test]
fn the_piece_beside_the_headline_is_the_side_the_headline_speaks_of() {
    // Against the computer the headline speaks of the player: "You lost" stands beside the
    // player's own piece, never the winner's.
    let r = ended(
        vs_computer(GameId::Weiming, Side::First, None),
        TableEvent::Resign,
    );
    assert_eq!(r.headline, "You lost");
    assert_eq!((r.winner, r.mark), (Some(Side::Second), Some(Side::First)));
    // Between two players it names the winner and stands beside the winner's piece.
    let r = ended(pass_and_play(GameId::Weiming), TableEvent::Resign);
    assert_eq!(r.headline, "Second (black) wins");
    assert_eq!((r.winner, r.mark), (Some(Side::Second), Some(Side::Second)));
    // A draw has no piece.
    let r = ended(pass_and_play(GameId::Weiming), TableEvent::OfferDraw);
    assert_eq!((r.headline.as_str(), r.mark), ("Draw", None));
}

#[test]
fn between_two_players_the_bar_that_waits_is_the_one_asked_to_answer_a_draw() {
    let mut t = pass_and_play(GameId::Jinmen);
    t.handle(TableEvent::Start, 0);
    let awaited = |v: &TableView| {
        v.players
            .iter()
            .filter(|b| b.awaited)
            .map(|b| b.side)
            .collect::<Vec<_>>()
    };
    assert_eq!(awaited(&t.view(0)), [Side::First]);
    // First offers a draw on their turn: the game waits for Second's answer, at the far edge.
    t.handle(TableEvent::OfferDraw, 1);
    let v = t.view(1);
    assert!(v.question.as_ref().is_some_and(|q| q.rotated));
    assert_eq!(awaited(&v), [Side::Second]);
    // Declined: First's turn again, and First's bar waits.
    t.handle(TableEvent::Answer(false), 2);
    assert_eq!(awaited(&t.view(2)), [Side::First]);
}

#[test]
fn between_two_players_the_far_players_characters_are_turned_towards_them() {
    let glyphs = |t: &GameTable| {
        let v = t.view(0);
        let turned = |side: Side| {
            v.board
                .points
                .iter()
                .filter(|p| p.glyph.is_some() && p.piece.and_then(crate::Piece::side) == Some(side))
                .map(|p| p.glyph_turned)
                .collect::<Vec<_>>()
        };
        (turned(Side::First), turned(Side::Second))
    };
    let mut t = pass_and_play(GameId::Huishi);
    t.handle(TableEvent::Start, 0);
    let (first, second) = glyphs(&t);
    assert!(!first.is_empty() && first.iter().all(|&turned| !turned));
    assert!(!second.is_empty() && second.iter().all(|&turned| turned));
    // Not when the settings keep the far side as it is, nor against the computer.
    let keep = Settings {
        rotate_for_opponent: false,
        ..Settings::default()
    };
    t.handle(TableEvent::Settings(keep, DisplayLanguage::En), 0);
    let (_, second) = glyphs(&t);
    assert!(second.iter().all(|&turned| !turned));
    let mut t = vs_computer(GameId::Huishi, Side::First, None);
    t.handle(TableEvent::Start, 0);
    let (first, second) = glyphs(&t);
    assert!(first.iter().chain(&second).all(|&turned| !turned));
}
