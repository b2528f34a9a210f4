//! Tests of the trainer: a puzzle's try said once, an exercise's solve said once, one
//! view for both.

use super::*;
use crate::ai::{self, Verdict};
use crate::rules::game::{GameId, Side};
use crate::training::puzzle::{puzzles, Difficulty};

fn tried(fx: &[TrainerEffect]) -> Vec<Attempt> {
    fx.iter()
        .filter_map(|e| match e {
            TrainerEffect::PuzzleTried { attempt, .. } => Some(*attempt),
            _ => None,
        })
        .collect()
}

/// Runs the computer's searches the trainer asks for, as a shell does.
fn settle(t: &mut Trainer, mut fx: Vec<TrainerEffect>) -> Vec<TrainerEffect> {
    let mut all = Vec::new();
    while let Some(job) = fx.iter().find_map(|e| match e {
        TrainerEffect::Table(TableEffect::Search(j)) => Some(j.clone()),
        _ => None,
    }) {
        all.append(&mut fx);
        let answer = job.run(&crate::ai::CancelToken::new());
        fx = t.handle(TrainerEvent::Table(TableEvent::SearchDone(answer)), 1);
    }
    all.append(&mut fx);
    all
}

#[test]
fn a_puzzle_says_its_try_once_failed_then_stays_failed() {
    let p = puzzles(GameId::Weiming)
        .iter()
        .find(|p| p.difficulty == Difficulty::Medium)
        .unwrap();
    let mut t = Trainer::puzzle(p, Settings::default(), DisplayLanguage::En);
    assert_eq!(t.id(), p.id);
    let fx = t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    assert!(tried(&fx).is_empty());
    let v = t.view(0);
    assert_eq!(v.kind, TrainerKind::Puzzle);
    assert_eq!(v.state, TrainerState::Solving);
    // Nothing said yet: the task under the board.
    let task = v.note.clone().expect("the task");
    assert_eq!((task.kind, &task.text), (TrainerNoteKind::Task, &v.task));
    assert_eq!(v.back.label, "Puzzles");
    assert!(!v.next.enabled && v.next.label == "Next puzzle");
    // A move that lets the win go: failed, said once.
    let wrong = ai::move_verdicts(&p.position)
        .unwrap()
        .into_iter()
        .find(|(_, v)| !matches!(v, Verdict::Win(_)))
        .map(|(m, _)| m)
        .expect("a wrong move");
    let fx = t.handle(TrainerEvent::Table(TableEvent::Play(wrong)), 1);
    let fx = settle(&mut t, fx);
    assert_eq!(tried(&fx), vec![Attempt::Failed]);
    let v = t.view(1);
    assert_eq!(v.state, TrainerState::WrongMove);
    // The one line under the board: why, in red (unless the table has a message of its own).
    let note = v.note.clone().expect("a note");
    if v.table.message.is_none() {
        assert_eq!(note.kind, TrainerNoteKind::Wrong);
        assert_eq!(Some(&note.text), v.feedback.as_ref());
        assert!(!note.dismissable);
    } else {
        assert_eq!(note.kind, TrainerNoteKind::Message);
        assert!(note.dismissable);
    }
    let fx = t.handle(TrainerEvent::ShowSolution, 2);
    assert!(tried(&fx).is_empty(), "said once");
    let v = t.view(2);
    assert_eq!(v.state, TrainerState::SolutionShown);
    if v.table.message.is_none() {
        assert_eq!(v.note.map(|n| n.kind), Some(TrainerNoteKind::Solution));
    }
    assert!(v.next.enabled);
}

#[test]
fn a_puzzle_solved_clean_says_solved() {
    let p = puzzles(GameId::Zhongkui)
        .iter()
        .find(|p| p.value == 1)
        .expect("a win in one");
    let mut t = Trainer::puzzle(p, Settings::default(), DisplayLanguage::Zh);
    t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    let fx = t.handle(TrainerEvent::Table(TableEvent::Play(p.solution)), 1);
    assert_eq!(tried(&fx), vec![Attempt::Solved]);
    let v = t.view(1);
    assert_eq!(v.state, TrainerState::Solved);
    assert_eq!(v.next.label, "下一题");
    assert_eq!(v.note.map(|n| n.kind), Some(TrainerNoteKind::Solved));
    assert!(v.next.enabled);
    assert!(v.table.is_over);
}

#[test]
fn an_exercise_says_solved_once_with_its_id() {
    let (_, r) =
        crate::training::practice::tests::game_with_a_mistake(GameId::Zhongkui, Side::First);
    let e = crate::training::practice::exercises_of(&r, Some(Side::First), 1).remove(0);
    let mut t = Trainer::exercise(&e, Settings::default(), DisplayLanguage::En).unwrap();
    t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    let v = t.view(0);
    assert_eq!(v.kind, TrainerKind::Exercise);
    assert_eq!(v.back.label, "Practice");
    assert_eq!(v.show_solution.label, "Show the best move");
    let best = e
        .position()
        .unwrap()
        .board()
        .parse_move(e.best.as_deref().unwrap())
        .unwrap();
    let fx = t.handle(TrainerEvent::Table(TableEvent::Play(best)), 1);
    let solved: Vec<&str> = fx
        .iter()
        .filter_map(|f| match f {
            TrainerEffect::ExerciseSolved { exercise_id } => Some(exercise_id.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(solved, vec![e.id.as_str()]);
    let v = t.view(1);
    assert_eq!(v.state, TrainerState::Solved);
    assert_eq!(v.next.label, "Next exercise");
    assert!(v.next.enabled);
}

#[test]
fn the_row_of_buttons_follows_the_state() {
    let actions = |v: &TrainerView| v.buttons.iter().map(|b| b.action).collect::<Vec<_>>();
    let p = puzzles(GameId::Zhongkui)
        .iter()
        .find(|p| p.value == 1)
        .expect("a win in one");
    let mut t = Trainer::puzzle(p, Settings::default(), DisplayLanguage::En);
    t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    let v = t.view(0);
    use TrainerAction::*;
    assert_eq!(actions(&v), [Undo, Hint, ShowSolution]);
    assert_eq!(v.buttons[1].label, v.table.hint.label);
    assert!(!v.buttons[0].enabled && v.buttons.iter().all(|b| !b.prominent));
    let wrong = ai::move_verdicts(&p.position)
        .unwrap()
        .into_iter()
        .find(|(_, v)| !matches!(v, Verdict::Win(_)))
        .map(|(m, _)| m)
        .expect("a wrong move");
    let fx = t.handle(TrainerEvent::Table(TableEvent::Play(wrong)), 1);
    settle(&mut t, fx);
    let v = t.view(1);
    assert_eq!(v.state, TrainerState::WrongMove);
    // The wrong move is taken back: the row stays the solving one, and the hint is there once
    // the board is back.
    assert_eq!(actions(&v), [Undo, Hint, ShowSolution]);
    let back = crate::screens::puzzles::play::WRONG_MOVE_SHOWN_MS + 1;
    t.handle(TrainerEvent::Table(TableEvent::Tick), back);
    let v = t.view(back);
    assert_eq!(v.state, TrainerState::WrongMove);
    assert!(v.buttons[1].enabled, "a hint after a wrong move");
    t.handle(TrainerEvent::ShowSolution, back + 1);
    let v = t.view(back + 1);
    assert_eq!(actions(&v), [Retry, Back, Next]);
    assert_eq!(v.buttons[2].label, "Next puzzle");
    assert!(v.buttons[2].prominent && v.buttons[2].enabled);
    assert_eq!(v.buttons[1].label, "Puzzles");
}

#[test]
fn a_trainer_keeps_only_redo_and_the_rules_of_the_tables_actions() {
    let p = &puzzles(GameId::Zhongkui)[0];
    let mut t = Trainer::puzzle(p, Settings::default(), DisplayLanguage::En);
    t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    let actions: Vec<TableAction> = t.view(0).table.actions.iter().map(|a| a.action).collect();
    assert_eq!(actions, [TableAction::Redo, TableAction::Rules]);
}

#[test]
fn the_trainers_feedback_is_said_once_and_survives_a_retry() {
    let p = &puzzles(GameId::Weiming)[0];
    let mut t = Trainer::puzzle(p, Settings::default(), DisplayLanguage::En);
    t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    let fx = t.handle(TrainerEvent::ShowSolution, 10);
    settle(&mut t, fx);
    let v = t.view(20);
    let feedback = v.feedback.clone().unwrap();
    let said: Vec<&str> = v
        .table
        .announcements
        .iter()
        .map(|a| a.text.as_str())
        .collect();
    assert_eq!(
        said.iter().filter(|s| **s == feedback).count(),
        1,
        "{said:?}"
    );
    let last = v.table.announcements.last().unwrap().id;
    // A retry starts a fresh table: the ids go on growing.
    t.handle(TrainerEvent::Retry, 30);
    let v = t.view(30);
    let ids: Vec<u64> = v.table.announcements.iter().map(|a| a.id).collect();
    assert!(
        ids.contains(&last),
        "what was said before the retry is kept: {ids:?}"
    );
    assert!(
        ids.windows(2).all(|w| w[0] < w[1]),
        "ids only grow: {ids:?}"
    );
}

#[test]
fn a_solved_try_offers_no_undo_nor_solution_and_a_waiting_question_greys_the_row() {
    // A large puzzle solved by its first move: the game plays on, but undo, redo and the
    // solution are no longer offered, and an undo sent all the same changes nothing.
    let p = &puzzles(GameId::Huishi)[0];
    let mut t = Trainer::puzzle(p, Settings::default(), DisplayLanguage::En);
    t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    let fx = t.handle(TrainerEvent::Table(TableEvent::Play(p.solution)), 1);
    settle(&mut t, fx);
    let v = t.view(2);
    assert_eq!(v.state, TrainerState::Solved);
    assert!(!v.table.undo.enabled && !v.table.redo.enabled && !v.show_solution.enabled);
    assert!(v
        .table
        .actions
        .iter()
        .all(|a| a.action != TableAction::Redo || !a.enabled));
    assert!(v.buttons.iter().all(|b| b.action != TrainerAction::Undo));
    let plies = t.table().session().record().ply_count();
    assert!(t
        .handle(TrainerEvent::Table(TableEvent::Undo), 3)
        .is_empty());
    assert!(t.handle(TrainerEvent::ShowSolution, 3).is_empty());
    assert_eq!(t.table().session().record().ply_count(), plies);
    assert_eq!(t.view(3).state, TrainerState::Solved);
    // No "Computer · Master" on a puzzle's bars.
    assert!(v.table.players.iter().all(|b| !b.name.contains("Master")));

    // A question waiting (the computer's draw offer): only its answers are live.
    let mut t = Trainer::puzzle(p, Settings::default(), DisplayLanguage::En);
    t.handle(TrainerEvent::Table(TableEvent::Start), 0);
    let mut v = t.view(0);
    v.table.question = Some(crate::screens::table::QuestionView {
        text: "The computer offers a draw. Do you accept?".into(),
        yes: "Accept".into(),
        no: "Play on".into(),
        destructive: false,
        rotated: false,
    });
    let v = with_buttons(v);
    assert!(v.buttons.iter().all(|b| !b.enabled), "{:?}", v.buttons);
    assert!(!v.table.undo.enabled && !v.table.hint.enabled);
}
