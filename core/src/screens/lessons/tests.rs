use super::*;
use crate::ai::CancelToken;
use crate::rules::game::GameId;
use crate::rules::point::Point;
use crate::rules::position::Position;
use crate::training::lessons::{all_lessons, can_win, lesson_by_id, must_lose, Goal};
use std::collections::BTreeMap;

fn table_of(lesson: &'static Lesson, lang: DisplayLanguage) -> LessonTable {
    let mut t = LessonTable::new(lesson, Settings::default(), lang);
    t.handle(LessonEvent::Table(TableEvent::Start), 0);
    t
}

/// Runs the searches asked for (the computer's replies) and hands back their answers;
/// returns the lesson's own effects.
fn settle(t: &mut LessonTable, fx: Vec<LessonEffect>) -> Vec<(String, u8)> {
    let mut said = Vec::new();
    let mut fx = fx;
    while !fx.is_empty() {
        let mut next = Vec::new();
        for e in fx {
            match e {
                LessonEffect::Table(TableEffect::Search(job)) => {
                    let a = job.run(&CancelToken::new());
                    next.extend(t.handle(LessonEvent::Table(TableEvent::SearchDone(a)), 1));
                }
                LessonEffect::Table(TableEffect::Autosave(_) | TableEffect::Finished(_)) => {
                    panic!("a lesson keeps no game")
                }
                LessonEffect::Table(_) => {}
                LessonEffect::Finished { lesson_id, stars } => said.push((lesson_id, stars)),
            }
        }
        fx = next;
    }
    said
}

fn position(t: &LessonTable) -> Position {
    *t.table().session().position()
}

/// A move that meets the step's goal from the table's position now: for a step played
/// out, the first that keeps the win within what is left.
fn answer(t: &LessonTable) -> Move {
    let step = &t.lesson().steps[t.step_index()];
    let pos = position(t);
    let left = step.moves() - t.step_moves();
    pos.legal_moves()
        .iter()
        .copied()
        .find(|&m| match step.goal {
            Goal::Win(_) => {
                let after = pos.play_unchecked(m);
                after
                    .outcome()
                    .is_some_and(|o| o.winner == Some(pos.side_to_move()))
                    || (left > 1 && must_lose(&after, left - 1))
            }
            _ => step.judge(&pos, m, 0) == Judgement::Met,
        })
        .expect("an answer")
}

/// Plays the lesson through with its answers; returns the stars said.
fn solve(t: &mut LessonTable) -> Vec<(String, u8)> {
    let mut said = Vec::new();
    for _ in 0..40 {
        match t.view(1).state {
            LessonState::Done => return said,
            LessonState::StepDone => {
                let fx = t.handle(LessonEvent::NextStep, 1);
                said.extend(settle(t, fx));
            }
            LessonState::Solving => {
                let m = answer(t);
                let fx = t.handle(LessonEvent::Table(TableEvent::Play(m)), 1);
                said.extend(settle(t, fx));
                assert_ne!(t.view(1).state, LessonState::WrongMove, "{}", t.lesson().id);
            }
            LessonState::WrongMove => panic!("{}: a wrong move", t.lesson().id),
        }
    }
    panic!("{}: not solved", t.lesson().id)
}

#[test]
fn every_lesson_is_solved_through_the_core_with_three_stars() {
    for lesson in all_lessons() {
        let mut t = table_of(lesson, DisplayLanguage::En);
        // The step's task says what to do: no "No moves yet" under the board.
        assert!(t.view(0).table.moves.empty_text.is_empty(), "{}", lesson.id);
        let said = solve(&mut t);
        assert_eq!(said, vec![(lesson.id.to_string(), 3)], "{}", lesson.id);
        let v = t.view(2);
        assert_eq!(v.state, LessonState::Done);
        assert_eq!(v.feedback_kind, Some(TrainerNoteKind::Solved));
        assert_eq!(v.stars, Some(3));
        assert_eq!(v.moves_used, lesson.par());
        let won = t.table().session().record().status().outcome();
        assert_eq!(
            won.and_then(|o| o.winner),
            Some(lesson.steps.last().unwrap().player(lesson.game)),
            "{}",
            lesson.id
        );
        assert_eq!(
            v.feedback.as_deref(),
            Some(lesson.steps.last().unwrap().done.en)
        );
        // Said once.
        let fx = t.handle(LessonEvent::Table(TableEvent::Tick), 3);
        assert!(settle(&mut t, fx).is_empty());
    }
}

#[test]
fn every_wrong_move_gets_the_rule_it_missed_or_broke() {
    let mut reasons: BTreeMap<(GameId, &str), usize> = BTreeMap::new();
    for lesson in all_lessons() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let fresh = || {
                let mut t = table_of(lesson, DisplayLanguage::En);
                for _ in 0..i {
                    let m = answer(&t);
                    let fx = t.handle(LessonEvent::Table(TableEvent::Play(m)), 1);
                    settle(&mut t, fx);
                    let fx = t.handle(LessonEvent::NextStep, 1);
                    settle(&mut t, fx);
                }
                assert_eq!(t.step_index(), i);
                t
            };
            let base = fresh();
            let pos = position(&base);
            let answers = step.answers(lesson.game);
            // Every legal move other than the answers: the step's own sentence.
            for &m in pos.legal_moves().iter().filter(|m| !answers.contains(m)) {
                let mut t = base.clone();
                let fx = t.handle(LessonEvent::Table(TableEvent::Play(m)), 1);
                settle(&mut t, fx);
                let v = t.view(1);
                assert_eq!(v.state, LessonState::WrongMove, "{} {m:?}", lesson.id);
                assert_eq!(v.feedback_kind, Some(TrainerNoteKind::Wrong));
                assert_eq!(
                    v.feedback,
                    Some(format!("{} Take it back and try again.", step.miss.en)),
                    "{}",
                    lesson.id
                );
                // Taken back, the step is as it was.
                t.handle(LessonEvent::Table(TableEvent::Undo), 2);
                assert_eq!(position(&t), pos);
                assert_eq!(t.view(2).state, LessonState::Solving);
                assert_eq!(t.view(2).feedback, None);
            }
            // Every refused move (every pair of points): the rule's sentence, in both
            // languages, and nothing played.
            let n = pos.board().len();
            let mut zh = base.clone();
            zh.handle(
                LessonEvent::Table(TableEvent::Settings(
                    Settings::default(),
                    DisplayLanguage::Zh,
                )),
                1,
            );
            for from in 0..n {
                for to in 0..n {
                    let m = Move::new(Point(from as u8), Point(to as u8));
                    let Err(reason) = pos.check_move(m) else {
                        continue;
                    };
                    *reasons.entry((lesson.game, reason.code())).or_default() += 1;
                    for (t, lang) in [(&mut base.clone(), Lang::En), (&mut zh.clone(), Lang::Zh)] {
                        t.handle(LessonEvent::Table(TableEvent::Play(m)), 1);
                        let v = t.view(1);
                        assert_eq!(
                            v.feedback,
                            Some(messages::illegal_move_text(&reason, lang)),
                            "{} {m:?}",
                            lesson.id
                        );
                        assert_eq!(v.state, LessonState::Solving);
                        // a refusal is drawn as a wrong move is, red, its cross on the board
                        assert_eq!(v.feedback_kind, Some(TrainerNoteKind::Wrong));
                        assert_eq!(
                            v.table.board.refused,
                            Some(Arrow {
                                from: m.from,
                                to: m.to
                            })
                        );
                        assert_eq!(position(t), pos);
                        assert_eq!(v.moves_used, base.view(1).moves_used);
                    }
                }
            }
        }
    }
    // Each game's lessons meet the refusals its rules have.
    for game in GameId::ALL {
        let mut want = vec!["empty", "not-yours", "unreachable", "occupied"];
        if game.has_shared_piece() {
            want.push("locked");
        }
        if game == GameId::Huishi {
            want.push("general-jump");
        }
        for code in want {
            assert!(reasons.contains_key(&(game, code)), "{game}: no {code}");
        }
    }
}

#[test]
fn a_tap_refused_says_why_and_a_step_played_out_takes_the_computers_reply() {
    let lesson = lesson_by_id("weiming-3").unwrap();
    let mut t = table_of(lesson, DisplayLanguage::En);
    let b = t.table().board();
    // The locked shared piece, tapped.
    let x = b.find("x").unwrap();
    t.handle(LessonEvent::Table(TableEvent::Tap(x.index())), 1);
    assert_eq!(
        t.view(1).feedback.as_deref(),
        Some("The shared piece was moved on the previous move, so it cannot move this turn.")
    );
    // Tapped from and to, the answer.
    let (bm, m) = (b.find("bm").unwrap(), b.find("m").unwrap());
    t.handle(LessonEvent::Table(TableEvent::Tap(bm.index())), 2);
    t.handle(LessonEvent::Table(TableEvent::Tap(m.index())), 3);
    let v = t.view(3);
    assert_eq!(v.state, LessonState::StepDone);
    assert_eq!(v.progress, "Step 1 of 2");
    assert!(v
        .buttons
        .iter()
        .any(|b| b.action == LessonAction::NextStep && b.prominent));
    t.handle(LessonEvent::NextStep, 4);
    assert_eq!(t.view(4).progress, "Step 2 of 2");
    // The computer that answers the step is named plainly, no level.
    let names: Vec<String> = t
        .view(4)
        .table
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert!(names.contains(&"Opponent".to_string()), "{names:?}");
    let m = answer(&t);
    let fx = t.handle(LessonEvent::Table(TableEvent::Play(m)), 5);
    assert!(fx
        .iter()
        .any(|e| matches!(e, LessonEffect::Table(TableEffect::Search(_)))));
    settle(&mut t, fx);
    assert_eq!(t.table().session().record().ply_count(), 2);
    assert_eq!(t.view(6).state, LessonState::Solving);
    assert!(can_win(&position(&t), 1));
}

/// The one note under the board: the step's task until a move is judged, the refusal in its
/// place while it stands, the step reached (and at the end the stars) once done.
#[test]
fn the_note_under_the_board_is_the_task_until_a_move_is_judged() {
    let lesson = lesson_by_id("weiming-3").unwrap();
    let mut t = table_of(lesson, DisplayLanguage::En);
    let v = t.view(0);
    assert_eq!(v.note.kind, TrainerNoteKind::Task);
    assert_eq!(v.note.text, v.step_task);
    // The locked shared piece, tapped: the refusal takes the task's place.
    let x = t.table().board().find("x").unwrap();
    t.handle(LessonEvent::Table(TableEvent::Tap(x.index())), 1);
    let v = t.view(1);
    assert_eq!(v.note.kind, TrainerNoteKind::Wrong);
    assert_eq!(Some(v.note.text.as_str()), v.feedback.as_deref());
    // Solved to the end: the last step's words and the stars, green.
    let mut t = table_of(lesson, DisplayLanguage::En);
    solve(&mut t);
    let v = t.view(2);
    assert_eq!(v.note.kind, TrainerNoteKind::Solved);
    assert_eq!(
        v.note.text,
        format!("{}\n{}", v.feedback.unwrap(), v.stars_text.unwrap())
    );
}

/// A tap the table refuses names two points ("bl cannot reach tr in one move"); the board
/// shows where: the refused move's cross on the point tapped, until the next tap.
#[test]
fn a_refused_taps_cross_stands_on_the_point_tapped_while_its_sentence_does() {
    let lesson = lesson_by_id("weiming-1").unwrap();
    let mut t = table_of(lesson, DisplayLanguage::En);
    let b = t.table().board();
    let (bl, tr) = (b.find("bl").unwrap(), b.find("tr").unwrap());
    t.handle(LessonEvent::Table(TableEvent::Tap(bl.index())), 1);
    assert_eq!(
        t.view(1).table.board.refused,
        None,
        "a selection refuses nothing"
    );
    t.handle(LessonEvent::Table(TableEvent::Tap(tr.index())), 2);
    let v = t.view(2);
    assert!(v.feedback.is_some(), "the table's sentence");
    assert_eq!(v.table.board.refused, Some(Arrow { from: bl, to: tr }));
    assert_eq!(v.table.board.moving, None, "nothing moved");
    // The next tap clears the sentence and the cross with it.
    t.handle(LessonEvent::Table(TableEvent::Tap(bl.index())), 3);
    let v = t.view(3);
    assert_eq!((v.feedback, v.table.board.refused), (None, None));
}

#[test]
fn wrong_moves_cost_stars() {
    let lesson = lesson_by_id("jinmen-2").unwrap();
    let mut t = table_of(lesson, DisplayLanguage::En);
    let pos = position(&t);
    let answers = lesson.steps[0].answers(GameId::Jinmen);
    let wrong: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| !answers.contains(m))
        .take(3)
        .collect();
    for m in wrong {
        t.handle(LessonEvent::Table(TableEvent::Play(m)), 1);
        t.handle(LessonEvent::Table(TableEvent::Undo), 1);
    }
    let said = solve(&mut t);
    assert_eq!(said, vec![("jinmen-2".to_string(), 1)]);
    let v = t.view(9);
    assert_eq!(v.moves_used, lesson.par() + 3);
    assert_eq!(
        v.stars_text.as_deref(),
        Some("★☆☆ · 6 moves in all (fewest 3)")
    );
    // Retry at the end starts the whole lesson again.
    t.handle(LessonEvent::Retry, 10);
    assert_eq!((t.step_index(), t.view(10).moves_used), (0, 0));
}

#[test]
fn a_lesson_turns_nothing_towards_a_player_across_the_table() {
    // One learner plays both sides: even with "turn for the opponent" on, no bar is turned.
    let settings = Settings {
        rotate_for_opponent: true,
        ..Settings::default()
    };
    for lesson in crate::training::lessons::lessons(GameId::Weiming) {
        let mut t = LessonTable::new(lesson, settings, DisplayLanguage::En);
        t.handle(LessonEvent::Table(TableEvent::Start), 0);
        assert!(
            t.view(0).table.players.iter().all(|p| !p.rotated),
            "{}",
            lesson.id
        );
        t.handle(
            LessonEvent::Table(TableEvent::Settings(settings, DisplayLanguage::Zh)),
            1,
        );
        assert!(
            t.view(1).table.players.iter().all(|p| !p.rotated),
            "{}",
            lesson.id
        );
    }
}
