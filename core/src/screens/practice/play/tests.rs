//! Tests of the practice table: exact judging at once in the small games, a judge search
//! in the large ones, undo and retry, the best move shown, nothing saved or counted.

use super::*;
use crate::rules::game::GameId;
use crate::screens::puzzles::play::WRONG_MOVE_SHOWN_MS;
use crate::screens::table::{SearchKind, TableEvent};
use crate::training::practice::exercises_of;
use crate::training::practice::tests::game_with_a_mistake;

fn exercise(game: GameId) -> Exercise {
    let (_, r) = game_with_a_mistake(game, Side::First);
    exercises_of(&r, Some(Side::First), 1).remove(0)
}

fn parse(e: &Exercise, text: &str) -> Move {
    e.position().unwrap().board().parse_move(text).unwrap()
}

fn play(t: &mut PracticeTable, m: Move) -> Vec<PracticeEffect> {
    t.handle(PracticeEvent::Table(TableEvent::Play(m)), 10)
}

/// The search the effects ask for, if any.
fn search_job(fx: &[PracticeEffect]) -> Option<SearchJob> {
    fx.iter().find_map(|f| match f {
        PracticeEffect::Table(TableEffect::Search(j)) => Some(j.clone()),
        _ => None,
    })
}

fn no_saves(fx: &[PracticeEffect]) {
    for e in fx {
        assert!(
            !matches!(
                e,
                PracticeEffect::Table(
                    TableEffect::Autosave(_)
                        | TableEffect::Save(_)
                        | TableEffect::ClearAutosave
                        | TableEffect::Finished(_)
                )
            ),
            "{e:?}"
        );
        assert!(
            !matches!(e, PracticeEffect::Table(TableEffect::Search(j)) if j.kind() == SearchKind::ComputerMove),
            "the computer never answers in practice"
        );
    }
}

#[test]
fn a_small_game_answer_is_judged_at_once_and_exactly() {
    let e = exercise(GameId::Zhongkui);
    let mut t = PracticeTable::new(&e, Settings::default(), DisplayLanguage::En).unwrap();
    no_saves(&t.handle(PracticeEvent::Table(TableEvent::Start), 0));
    let v = t.view(0);
    assert_eq!(v.state, PracticeState::Solving);
    assert!(
        v.task
            .contains(&crate::text::messages::unbroken_move(&e.played)),
        "{}",
        v.task
    );
    assert!(v.title.starts_with("Practice · "));
    assert!(!v.retry.enabled && v.show_best.enabled);

    // The move played in the game again: not better, with the exact reason, and refused:
    // taken back at once, one sentence, and the player tries again.
    let fx = play(&mut t, parse(&e, &e.played));
    no_saves(&fx);
    assert!(!fx.iter().any(|f| matches!(f, PracticeEffect::Solved)));
    let v = t.view(0);
    assert_eq!(v.state, PracticeState::WrongMove);
    let feedback = v.feedback.unwrap();
    assert!(
        feedback == "Not the move: this draws. Play another move."
            || feedback.starts_with("Not the move: this loses in"),
        "{feedback}"
    );
    assert!(v.table.busy.is_none() && v.table.players.iter().all(|b| b.busy.is_none()));
    assert_eq!(t.table().session().record().ply_count(), 0);
    // The board still draws the answer a moment, the shell ticking; its tick ends it.
    assert!(v.table.ticking, "on show: the shell ticks");
    assert!(v.table.board.last_move.is_some());
    assert!(t
        .handle(
            PracticeEvent::Table(TableEvent::Tick),
            9 + WRONG_MOVE_SHOWN_MS
        )
        .is_empty());
    assert!(t.view(9 + WRONG_MOVE_SHOWN_MS).table.ticking);
    t.handle(
        PracticeEvent::Table(TableEvent::Tick),
        10 + WRONG_MOVE_SHOWN_MS,
    );
    let v = t.view(10 + WRONG_MOVE_SHOWN_MS);
    assert_eq!(v.state, PracticeState::WrongMove);
    assert!(
        v.feedback.is_some(),
        "the sentence stays until the next answer"
    );
    assert!(!v.table.ticking && v.table.board.last_move.is_none());
    assert!(!v.table.undo.enabled && !v.retry.enabled);
    assert!(v.show_best.enabled);
    assert_eq!(v.table.players[0].name, "Opponent");

    // The retry: the review's best move solves it, said once.
    let best = parse(&e, e.best.as_deref().unwrap());
    let fx = play(&mut t, best);
    no_saves(&fx);
    assert_eq!(
        fx.iter()
            .filter(|f| matches!(f, PracticeEffect::Solved))
            .count(),
        1
    );
    let v = t.view(30);
    assert_eq!(v.state, PracticeState::Solved);
    assert!(v.solved && v.feedback.unwrap().contains("Solved"));
    // Solved: the best move is no longer offered.
    assert!(!v.show_best.enabled);
    // Solving it again on the same table says nothing more.
    t.handle(PracticeEvent::Retry, 40);
    assert!(!play(&mut t, best)
        .iter()
        .any(|f| matches!(f, PracticeEffect::Solved)));
}

#[test]
fn a_large_game_answer_is_judged_by_a_search_the_shell_runs() {
    let e = exercise(GameId::Jinmen);
    let mut t = PracticeTable::new(&e, Settings::default(), DisplayLanguage::Zh).unwrap();
    t.handle(PracticeEvent::Table(TableEvent::Start), 0);
    let fx = play(&mut t, parse(&e, e.best.as_deref().unwrap()));
    no_saves(&fx);
    let job = search_job(&fx).expect("a judge search");
    assert_eq!(job.kind(), SearchKind::Judge);
    assert!(t.pending_search(job.id()).is_some());
    let v = t.view(0);
    assert_eq!(v.state, PracticeState::Checking);
    assert_eq!(v.table.busy.as_deref(), Some("正在检查这步棋…"));
    let answer = job.run(&CancelToken::new());
    assert!(answer.judged.is_some_and(|j| j.solves()));
    let fx = t.handle(PracticeEvent::Table(TableEvent::SearchDone(answer)), 5);
    assert!(fx.iter().any(|f| matches!(f, PracticeEffect::Solved)));
    assert_eq!(t.view(5).state, PracticeState::Solved);
    assert!(t.pending_search(job.id()).is_none());

    // The move played in the game: judged no better.
    t.handle(PracticeEvent::Retry, 6);
    let fx = play(&mut t, parse(&e, &e.played));
    let job = search_job(&fx).unwrap();
    // Taken back by the player before the judge answers: the search is cancelled, its
    // answer dropped.
    let fx = t.handle(PracticeEvent::Table(TableEvent::Undo), 7);
    assert!(fx.iter().any(
        |f| matches!(f, PracticeEffect::Table(TableEffect::CancelSearch(id)) if *id == job.id())
    ));
    let late = job.run(&CancelToken::new());
    t.handle(PracticeEvent::Table(TableEvent::SearchDone(late)), 8);
    assert_eq!(t.view(8).state, PracticeState::Solving);
    let fx = play(&mut t, parse(&e, &e.played));
    let job = search_job(&fx).unwrap();
    t.handle(
        PracticeEvent::Table(TableEvent::SearchDone(job.run(&CancelToken::new()))),
        9,
    );
    let v = t.view(9);
    assert_eq!(v.state, PracticeState::WrongMove);
    assert!(v.feedback.unwrap().starts_with("没有更好"));
    // Refused once judged: the board is back at the exercise's position.
    assert_eq!(t.table().session().record().ply_count(), 0);

    // Leaving while an answer is being judged cancels its search.
    let job = search_job(&play(&mut t, parse(&e, &e.played))).unwrap();
    let fx = t.handle(PracticeEvent::Table(TableEvent::Leave), 11);
    assert!(fx.iter().any(
        |f| matches!(f, PracticeEffect::Table(TableEffect::CancelSearch(id)) if *id == job.id())
    ));
    assert!(t.pending_search(job.id()).is_none());
}

#[test]
fn the_best_move_can_be_shown_and_the_words_follow_the_language() {
    let e = exercise(GameId::Weiming);
    let mut t = PracticeTable::new(&e, Settings::default(), DisplayLanguage::En).unwrap();
    t.handle(PracticeEvent::Table(TableEvent::Start), 0);
    let fx = t.handle(PracticeEvent::ShowBest, 1);
    no_saves(&fx);
    assert!(!fx.iter().any(|f| matches!(f, PracticeEffect::Solved)));
    let v = t.view(1);
    assert_eq!(v.state, PracticeState::BestShown);
    assert_eq!(
        v.feedback.as_deref(),
        Some(format!("The review's best move: {}.", e.best.as_deref().unwrap()).as_str())
    );
    assert!(!v.show_best.enabled && v.retry.enabled);
    t.handle(
        PracticeEvent::Table(TableEvent::Settings(
            Settings::default(),
            DisplayLanguage::ZhHant,
        )),
        2,
    );
    let v = t.view(2);
    assert!(v.title.starts_with("練習"), "{}", v.title);
    t.handle(PracticeEvent::Retry, 3);
    assert!(t.view(3).title.starts_with("練習"));
}

#[test]
fn a_damaged_exercise_is_refused_with_its_reason() {
    let mut e = exercise(GameId::Zhongkui);
    e.position = "not a position".to_string();
    assert_eq!(
        PracticeTable::new(&e, Settings::default(), DisplayLanguage::En).unwrap_err(),
        PracticeTableError::Position("not a position".to_string())
    );
}

#[test]
fn not_better_says_too_only_for_the_same_label() {
    use crate::ai::review::{MoveLabel, ReviewValue};
    use crate::training::practice::Judged;
    let judged = |label| Judged {
        label,
        after: ReviewValue::Score(-50),
    };
    let same = not_better_text(Some(judged(MoveLabel::Blunder)), "blunder", false, Lang::En);
    assert!(same.contains("a blunder too"), "{same}");
    let better = not_better_text(
        Some(judged(MoveLabel::Inaccuracy)),
        "blunder",
        false,
        Lang::En,
    );
    assert!(!better.contains("too"), "{better}");
    assert!(better.contains("an inaccuracy"), "{better}");
    let zh = not_better_text(
        Some(judged(MoveLabel::Inaccuracy)),
        "blunder",
        false,
        Lang::Zh,
    );
    assert!(!zh.contains("也"), "{zh}");
}
