//! The puzzles and practice across the FFI: a puzzle tried and recorded, the lists, an
//! exercise judged by a search the shell runs, damaged files and bad input as typed errors.

use folkchess_ffi::*;
use std::sync::Arc;

fn temp_store(name: &str) -> (Arc<SaveStore>, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "folkchess-ffi-trainer-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    (SaveStore::new(dir.display().to_string()).unwrap(), dir)
}

fn settings() -> AppSettings {
    folkchess_ffi::default_settings().unwrap()
}

/// 2026-12-02 12:00 UTC.
const NOON: i64 = 1_796_212_800_000;

fn tried(effects: &[TrainerEffect]) -> Vec<(String, PuzzleAttempt)> {
    effects
        .iter()
        .filter_map(|e| match e {
            TrainerEffect::PuzzleTried { puzzle_id, attempt } => {
                Some((puzzle_id.clone(), *attempt))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn todays_puzzle_is_solved_recorded_and_counted() {
    let (store, dir) = temp_store("daily");
    let v = store.puzzles_view(DisplayLanguage::En, NOON, 0).unwrap();
    assert_eq!(v.title, "Puzzles");
    assert!(v.problem.is_none() && !v.daily.solved);
    assert_eq!(v.games.len(), 4);
    let id = v.daily.puzzle_id.clone();

    let t = TrainerTable::puzzle(id.clone(), settings(), DisplayLanguage::En).unwrap();
    let u = t
        .send(
            TrainerEvent::Table {
                event: TableEvent::Start,
            },
            0,
        )
        .unwrap();
    assert_eq!(u.view.kind, TrainerKind::Puzzle);
    assert_eq!(u.view.state, TrainerState::Solving);
    // Show the solution: the try is failed, said once.
    let u = t.send(TrainerEvent::ShowSolution, 1).unwrap();
    assert_eq!(tried(&u.effects), vec![(id.clone(), PuzzleAttempt::Failed)]);
    assert_eq!(u.view.state, TrainerState::SolutionShown);
    assert!(u.view.next.enabled);
    for (pid, attempt) in tried(&u.effects) {
        store.record_puzzle(pid, attempt, NOON, 0).unwrap();
    }
    // A failed try does not count for the day; a solve does.
    let v = store.puzzles_view(DisplayLanguage::En, NOON, 0).unwrap();
    assert!(!v.daily.solved);
    store
        .record_puzzle(id.clone(), PuzzleAttempt::Solved, NOON, 0)
        .unwrap();
    let v = store.puzzles_view(DisplayLanguage::Zh, NOON, 0).unwrap();
    assert!(v.daily.solved);
    assert_eq!(v.streak, "连续解题：1天 · 最长1天");
    let row = v
        .games
        .iter()
        .flat_map(|g| g.difficulties.iter())
        .find(|d| d.solved == 1)
        .expect("the solved puzzle counted");
    let list = store
        .puzzle_list(v.daily.game, row.difficulty, DisplayLanguage::En)
        .unwrap();
    assert!(list
        .rows
        .iter()
        .any(|r| r.id == id && r.status == PuzzleStatus::Solved));
    let next = store.next_puzzle(id.clone()).unwrap().unwrap();
    assert_ne!(next, id);
    // The next day's view: the streak still runs (today not solved yet).
    let v = store
        .puzzles_view(DisplayLanguage::En, NOON + 86_400_000, 0)
        .unwrap();
    assert_eq!(v.streak, "Streak: 1 day · best 1");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_damaged_progress_file_is_said_and_set_aside_by_the_next_try() {
    let (store, dir) = temp_store("damaged");
    std::fs::create_dir_all(dir.join("puzzles")).unwrap();
    std::fs::write(dir.join("puzzles/puzzles.json"), "{ not json").unwrap();
    let v = store.puzzles_view(DisplayLanguage::En, NOON, 0).unwrap();
    assert!(v.problem.unwrap().contains("cannot be read"));
    let id = v.daily.puzzle_id;
    store
        .record_puzzle(id, PuzzleAttempt::Hinted, NOON, 0)
        .unwrap();
    let v = store.puzzles_view(DisplayLanguage::En, NOON, 0).unwrap();
    assert!(v.problem.is_none() && v.daily.solved);
    let aside = std::fs::read_dir(dir.join("puzzles"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("damaged")
        })
        .count();
    assert_eq!(aside, 1);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_input_is_a_typed_error() {
    let (store, dir) = temp_store("bad");
    let invalid = |r: Result<(), FolkChessError>| {
        assert!(
            matches!(r, Err(FolkChessError::InvalidInput { .. })),
            "{r:?}"
        );
    };
    invalid(
        TrainerTable::puzzle("weiming-99999".into(), settings(), DisplayLanguage::En).map(|_| ()),
    );
    invalid(
        TrainerTable::exercise(
            "nope".into(),
            store.clone(),
            settings(),
            DisplayLanguage::En,
        )
        .map(|_| ()),
    );
    invalid(store.record_puzzle("nope".into(), PuzzleAttempt::Solved, NOON, 0));
    invalid(store.record_puzzle("weiming-0001".into(), PuzzleAttempt::Solved, -1, 0));
    invalid(
        store
            .puzzles_view(DisplayLanguage::En, NOON, 100_000)
            .map(|_| ()),
    );
    invalid(store.solve_exercise("nope".into(), NOON));
    assert_eq!(store.next_puzzle("nope".into()).unwrap(), None);
    assert_eq!(store.next_exercise("nope".into()).unwrap(), None);
    let t = TrainerTable::puzzle("weiming-0001".into(), settings(), DisplayLanguage::En).unwrap();
    assert!(matches!(
        t.run_search(12345, CancelHandle::new()),
        Err(FolkChessError::Stale { .. })
    ));
    assert!(matches!(
        t.send(TrainerEvent::Retry, -5),
        Err(FolkChessError::InvalidInput { .. })
    ));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_practice_exercise_is_listed_judged_and_solved() {
    let (store, dir) = temp_store("practice");
    let v = store.practice_view(DisplayLanguage::En).unwrap();
    assert!(v.games.is_empty() && !v.empty.is_empty() && v.problem.is_none());
    // An exercise from a Jinmen position: the review said `+0.00` and its best move.
    let pos = folkchess_core::Position::start(folkchess_core::GameId::Jinmen);
    let moves = pos.legal_moves();
    let board = pos.board();
    let exercise = folkchess_core::training::practice::Exercise {
        id: "jinmen-test".into(),
        game: folkchess_core::GameId::Jinmen,
        position: pos.to_text(),
        played: board.move_text(moves[0]),
        label: "blunder".into(),
        value: "+0.00".into(),
        best: Some(board.move_text(moves[1])),
        added_at_ms: 0,
        solved_at_ms: None,
    };
    let json = folkchess_core::training::practice::exercises_to_json(&[exercise]);
    assert_eq!(store.add_exercises(json, NOON).unwrap(), 1);
    let v = store.practice_view(DisplayLanguage::En).unwrap();
    assert_eq!(v.games.len(), 1);
    assert_eq!(v.games[0].rows[0].id, "jinmen-test");

    let t = TrainerTable::exercise(
        "jinmen-test".into(),
        store.clone(),
        settings(),
        DisplayLanguage::En,
    )
    .unwrap();
    t.send(
        TrainerEvent::Table {
            event: TableEvent::Start,
        },
        0,
    )
    .unwrap();
    // The review's best move: a judge search, run as a shell runs it.
    let best = MoveRef {
        from: moves[1].from.index() as i32,
        to: moves[1].to.index() as i32,
    };
    let u = t
        .send(
            TrainerEvent::Table {
                event: TableEvent::Play { move_ref: best },
            },
            1,
        )
        .unwrap();
    assert_eq!(u.view.state, TrainerState::Checking);
    let id = u
        .effects
        .iter()
        .find_map(|e| match e {
            TrainerEffect::Table {
                effect:
                    TableEffect::Search {
                        id,
                        kind: SearchKind::Judge,
                    },
            } => Some(*id),
            _ => None,
        })
        .expect("a judge search");
    let answer = t.run_search(id, CancelHandle::new()).unwrap();
    assert!(answer.judged.is_some());
    let u = t
        .send(
            TrainerEvent::Table {
                event: TableEvent::SearchDone { answer },
            },
            2,
        )
        .unwrap();
    assert_eq!(u.view.state, TrainerState::Solved);
    let solved: Vec<_> = u
        .effects
        .iter()
        .filter_map(|e| match e {
            TrainerEffect::ExerciseSolved { exercise_id } => Some(exercise_id.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(solved, vec!["jinmen-test".to_string()]);
    store.solve_exercise("jinmen-test".into(), NOON).unwrap();
    assert!(store
        .practice_view(DisplayLanguage::En)
        .unwrap()
        .games
        .is_empty());
    // A forged judged value is refused.
    let forged = SearchAnswer {
        id: 1,
        found: None,
        verdict: None,
        offers_draw: false,
        resigns: false,
        accepts_draw: None,
        judged: Some(JudgedAnswer {
            label: MoveLabel::Good,
            after: "lots".into(),
        }),
    };
    assert!(matches!(
        t.send(
            TrainerEvent::Table {
                event: TableEvent::SearchDone { answer: forged },
            },
            3,
        ),
        Err(FolkChessError::InvalidInput { .. })
    ));
    let _ = std::fs::remove_dir_all(dir);
}
