//! Random event sequences against the game table: taps anywhere (also off the board),
//! search answers that arrive late, twice, for an old position or forged, ticks whose times
//! go backwards, settings and language changes, leaving. The table never panics, and its
//! view always agrees with its session's record.

use folkchess_core::ai::CancelToken;
use folkchess_core::screens::board_view::PointMark;
use folkchess_core::screens::table::{GameTable, SearchAnswer, SearchJob, TableEffect, TableEvent};
use folkchess_core::{
    Board, DisplayLanguage, GameId, Level, Mode, Move, Point, Session, Settings, Setup, Side,
};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Step {
    Tap(usize),
    TapMovable(usize),
    TapTarget(usize),
    Undo,
    Redo,
    Restart,
    Hint,
    Level(usize),
    Tick(i64),
    Background,
    Foreground,
    Dismiss,
    /// Runs the search handed out `k`-th from the newest (if any) and sends its answer.
    Answer(usize),
    /// Sends a made-up answer for search `id` with a move between two indices.
    Forged(u64, u8, u8),
    Language(usize),
    ShowFlags(bool, bool),
    Resign,
    OfferDraw,
    Reply(bool),
    Leave,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (0usize..40).prop_map(Step::Tap),
        (0usize..8).prop_map(Step::TapMovable),
        (0usize..8).prop_map(Step::TapTarget),
        Just(Step::Undo),
        Just(Step::Redo),
        Just(Step::Restart),
        Just(Step::Hint),
        (0usize..5).prop_map(Step::Level),
        (-5_000i64..40_000).prop_map(Step::Tick),
        Just(Step::Background),
        Just(Step::Foreground),
        Just(Step::Dismiss),
        (0usize..3).prop_map(Step::Answer),
        (0u64..12, 0u8..32, 0u8..32).prop_map(|(id, a, b)| Step::Forged(id, a, b)),
        (0usize..3).prop_map(Step::Language),
        (any::<bool>(), any::<bool>()).prop_map(|(a, b)| Step::ShowFlags(a, b)),
        Just(Step::Resign),
        Just(Step::OfferDraw),
        any::<bool>().prop_map(Step::Reply),
        Just(Step::Leave),
    ]
}

fn setup(mode: usize, timer: bool) -> Setup {
    Setup {
        mode: match mode {
            0 => Mode::PassAndPlay,
            1 => Mode::VsComputer {
                level: Level::Beginner,
                human: Side::First,
            },
            _ => Mode::VsComputer {
                level: Level::Easy,
                human: Side::Second,
            },
        },
        turn_seconds: timer.then_some(10),
    }
}

/// What the view must say about the session it shows.
fn check(table: &GameTable, now: u64) {
    let view = table.view(now);
    let session = table.session();
    let record = session.record();
    let pos = record.current();
    assert_eq!(view.moves.rows.len(), record.ply_count());
    for (i, row) in view.moves.rows.iter().enumerate() {
        assert_eq!(row.number as usize, i + 1);
    }
    assert_eq!(view.is_over, record.status().is_over());
    // After the end undo is not offered (the game is over), though the record could go back;
    // nor while a question waits for its answer or the computer judges a draw offer.
    let considering = DisplayLanguage::ALL.iter().any(|l| {
        view.busy.as_deref()
            == Some(
                l.say(folkchess_core::text::catalogue::Label::ConsideringDraw)
                    .as_str(),
            )
    });
    let held = view.is_over || view.question.is_some() || considering;
    assert_eq!(view.undo.enabled, !held && session.can_undo());
    assert_eq!(view.redo.enabled, !held && session.can_redo());
    let board = pos.board();
    assert_eq!(view.board.points.len(), board.len());
    for p in &view.board.points {
        assert_eq!(
            p.piece,
            pos.piece_at(p.index),
            "the board shows the position"
        );
        assert!(!p.spoken.is_empty());
        if p.mark == PointMark::Target || p.mark == PointMark::Selected {
            assert!(!view.is_over && !session.is_computer_turn());
        }
    }
    if let Some(sel) = view.board.selected() {
        for p in view
            .board
            .points
            .iter()
            .filter(|p| p.mark == PointMark::Target)
        {
            assert!(
                pos.legal_moves()
                    .iter()
                    .any(|m| m.from == sel && m.to == p.index),
                "a lit target is a legal move"
            );
        }
    }
    if let Some(h) = view.board.hint {
        assert!(pos
            .legal_moves()
            .iter()
            .any(|m| m.from == h.from && m.to == h.to));
    }
    if let Some(t) = &view.timer {
        assert!(t.remaining_ms <= t.limit_ms && t.permille <= 1000);
    }
    assert_eq!(view.banner.side.is_none(), view.is_over);
    if view.is_over {
        assert!(view.question.is_none() && !view.resign.enabled && !view.offer_draw.enabled);
    }
    if record.agreed_ending().is_some() {
        assert!(!view.undo.enabled && !view.redo.enabled);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    #[test]
    fn random_events_never_break_the_table(
        game in 0usize..4,
        mode in 0usize..3,
        timer in any::<bool>(),
        seed in any::<u64>(),
        steps in proptest::collection::vec(step(), 1..60),
    ) {
        let game = GameId::ALL[game];
        let session = Session::new(game, setup(mode, timer), seed).unwrap();
        let mut settings = Settings::default();
        let mut lang = DisplayLanguage::En;
        let mut table = GameTable::new(session, settings, lang);
        let mut jobs: Vec<SearchJob> = Vec::new();
        let mut now: u64 = 1_000;
        let board = Board::of(game);
        let record = |fx: Vec<TableEffect>, jobs: &mut Vec<SearchJob>| {
            for e in fx {
                if let TableEffect::Search(job) = e {
                    jobs.push(job);
                }
            }
        };
        record(table.handle(TableEvent::Start, now), &mut jobs);
        check(&table, now);
        for s in steps {
            let event = match s {
                Step::Tap(i) => TableEvent::Tap(i),
                Step::TapMovable(k) => {
                    let movable: Vec<Point> = table.session().position().movable_points().collect();
                    TableEvent::Tap(movable.get(k % movable.len().max(1)).map_or(99, |p| p.index()))
                }
                Step::TapTarget(k) => {
                    let view = table.view(now);
                    let targets: Vec<Point> = view.board.points.iter()
                        .filter(|p| p.mark == PointMark::Target).map(|p| p.index).collect();
                    TableEvent::Tap(targets.get(k % targets.len().max(1)).map_or(0, |p| p.index()))
                }
                Step::Undo => TableEvent::Undo,
                Step::Redo => TableEvent::Redo,
                Step::Restart => TableEvent::Restart,
                Step::Hint => TableEvent::Hint,
                Step::Level(l) => TableEvent::SetLevel(Level::ALL[l]),
                Step::Tick(dt) => {
                    now = now.saturating_add_signed(dt);
                    TableEvent::Tick
                }
                Step::Background => TableEvent::Background,
                Step::Foreground => TableEvent::Foreground,
                Step::Dismiss => TableEvent::DismissMessage,
                Step::Answer(k) => {
                    let Some(job) = jobs.len().checked_sub(1 + k).map(|i| jobs[i].clone()) else {
                        continue;
                    };
                    TableEvent::SearchDone(job.run(&CancelToken::new()))
                }
                Step::Forged(id, a, b) => {
                    let (a, b) = (a as usize % board.len(), b as usize % board.len());
                    let m = Move::new(board.point_at(a).unwrap(), board.point_at(b).unwrap());
                    TableEvent::SearchDone(SearchAnswer { id, found: Some(m), ..SearchAnswer::default() })
                }
                Step::Language(l) => {
                    lang = DisplayLanguage::ALL[l];
                    TableEvent::Settings(settings, lang)
                }
                Step::ShowFlags(legal, last) => {
                    settings.show_legal_moves = legal;
                    settings.show_last_move = last;
                    TableEvent::Settings(settings, lang)
                }
                Step::Resign => TableEvent::Resign,
                Step::OfferDraw => TableEvent::OfferDraw,
                Step::Reply(yes) => TableEvent::Answer(yes),
                Step::Leave => TableEvent::Leave,
            };
            record(table.handle(event, now), &mut jobs);
            check(&table, now);
        }
    }
}

/// Found by the property above: Zhong Kui against Easy, the player Second with a 10 s turn;
/// the computer's first move, the player's turn passed on time, the computer's second move
/// ends the game: undo is then not offered, though the session could take plies back.
#[test]
fn undo_after_a_turn_passed_on_time_agrees_with_the_session() {
    let session = Session::new(GameId::Zhongkui, setup(2, true), 5216942461497834172).unwrap();
    let mut table = GameTable::new(session, Settings::default(), DisplayLanguage::En);
    let mut jobs: Vec<SearchJob> = Vec::new();
    let mut now = 1_000;
    let send = |table: &mut GameTable, event: TableEvent, now: u64, jobs: &mut Vec<SearchJob>| {
        for e in table.handle(event, now) {
            if let TableEffect::Search(job) = e {
                jobs.push(job);
            }
        }
        check(table, now);
    };
    send(&mut table, TableEvent::Start, now, &mut jobs);
    send(&mut table, TableEvent::Tap(0), now, &mut jobs);
    send(&mut table, TableEvent::Tap(0), now, &mut jobs);
    let answer = jobs.last().unwrap().run(&CancelToken::new());
    send(&mut table, TableEvent::SearchDone(answer), now, &mut jobs);
    now += 10_000;
    send(&mut table, TableEvent::Tick, now, &mut jobs);
    let answer = jobs.last().unwrap().run(&CancelToken::new());
    send(&mut table, TableEvent::SearchDone(answer), now, &mut jobs);
    assert!(table.view(now).is_over && table.session().can_undo());
}
