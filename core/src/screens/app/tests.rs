//! Unit tests of the app reducer beside the transcripts (tests/transcripts/app): answers
//! nobody waits for, back at home, a list read twice.

use super::*;
use crate::files::store::SettingsFile;

fn app(dir: &std::path::Path) -> App {
    let files = AppFiles {
        store: crate::SaveStore::new(dir.join("saves")),
        settings: SettingsFile::new(dir.join("settings.json")),
    };
    App::new(files, vec!["en".into()], 0, 1)
}

fn jobs(fx: Vec<AppEffect>) -> Vec<DiskJob> {
    fx.into_iter()
        .filter_map(|e| match e {
            AppEffect::Disk(j) => Some(j),
            _ => None,
        })
        .collect()
}

fn temp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("folkchess-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn an_answer_nobody_waits_for_changes_nothing() {
    let dir = temp("stale");
    let mut app = app(&dir);
    let t = AppTime::default();
    let start = jobs(app.handle(AppEvent::Start, t));
    let answer = start[0].run();
    app.handle(AppEvent::DiskDone(answer.clone()), t);
    let before = app.view(t);
    // Doubled, and made up with a list of saves for a job that read the autosave.
    assert!(app.handle(AppEvent::DiskDone(answer), t).is_empty());
    let forged = DiskAnswer {
        id: 99,
        result: DiskResult::Failed("made up".into()),
    };
    assert!(app.handle(AppEvent::DiskDone(forged), t).is_empty());
    assert_eq!(app.view(t), before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn back_at_home_stays_home() {
    let dir = temp("home");
    let mut app = app(&dir);
    assert!(app.handle(AppEvent::Back, AppTime::default()).is_empty());
    assert_eq!(app.stack(), &[Route::Home]);
}

#[test]
fn of_a_list_read_twice_only_the_newer_answer_counts() {
    let dir = temp("twice");
    let mut app = app(&dir);
    let t = AppTime::default();
    let first = jobs(app.handle(AppEvent::OpenSavedGames, t));
    let second = jobs(app.handle(AppEvent::OpenSavedGames, t));
    let old = DiskAnswer {
        id: first[0].id,
        result: DiskResult::Failed("an older read".into()),
    };
    app.handle(AppEvent::DiskDone(old), t);
    assert!(matches!(
        app.view(t).screen,
        ScreenView::SavedGames {
            list: None,
            problem: None
        }
    ));
    app.handle(AppEvent::DiskDone(second[0].run()), t);
    assert!(matches!(
        app.view(t).screen,
        ScreenView::SavedGames {
            list: Some(_),
            problem: None
        }
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn next_lesson_opens_the_games_next_lesson_in_the_place_of_the_last() {
    let dir = temp("next-lesson");
    let mut app = app(&dir);
    let t = AppTime::default();
    assert!(
        app.handle(AppEvent::NextLesson, t).is_empty(),
        "no lesson open"
    );
    app.handle(AppEvent::OpenLessons(GameId::Weiming), t);
    app.handle(AppEvent::OpenLesson("weiming-1".into()), t);
    app.handle(AppEvent::NextLesson, t);
    assert_eq!(
        app.stack(),
        &[Route::Home, Route::Lessons(GameId::Weiming), Route::Lesson]
    );
    match app.view(t).screen {
        ScreenView::Lesson(l) => assert_eq!(l.title, "The shared piece"),
        other => panic!("not a lesson: {other:?}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_late_review_of_a_screen_left_is_never_taken_for_the_next_ones() {
    let dir = temp("review-ids");
    let mut app = app(&dir);
    let t = AppTime::default();
    for job in jobs(app.handle(AppEvent::Start, t)) {
        app.handle(AppEvent::DiskDone(job.run()), t);
    }
    // A finished game (a resignation at once), reviewed; back; reviewed again.
    app.handle(AppEvent::OpenNewGame(GameId::Weiming), t);
    app.handle(AppEvent::NewGameChoice(ChoiceKey::Opponent, 1), t);
    app.handle(AppEvent::StartGame, t);
    app.handle(AppEvent::Table(TableEvent::Resign), t);
    app.handle(AppEvent::Table(TableEvent::Answer(true)), t);
    let review_job = |fx: Vec<AppEffect>| {
        fx.into_iter()
            .find_map(|e| match e {
                AppEffect::RunReview(j) => Some(j),
                _ => None,
            })
            .expect("a review job")
    };
    let first = review_job(app.handle(AppEvent::ReviewGame, t));
    app.handle(AppEvent::Back, t);
    let second = review_job(app.handle(AppEvent::ReviewGame, t));
    assert_ne!(
        first.id(),
        second.id(),
        "ids never repeat across review screens"
    );
    // The first screen's answer comes late: the second screen still waits for its own.
    let late = first.run(&crate::ai::CancelToken::new());
    app.handle(AppEvent::Review(ReviewEvent::ReviewDone(late)), t);
    let ScreenView::Review(v) = app.view(t).screen else {
        panic!("the review is on screen");
    };
    assert!(
        v.busy.is_some(),
        "still reviewing: the late answer was not its own"
    );
    let own = second.run(&crate::ai::CancelToken::new());
    app.handle(AppEvent::Review(ReviewEvent::ReviewDone(own)), t);
    let ScreenView::Review(v) = app.view(t).screen else {
        panic!("the review is on screen");
    };
    assert!(v.busy.is_none(), "its own answer is taken");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Shared from the review on a move other than the last, the picture's words say which move
/// the board shows and what became of it, and the arrow when the best move is drawn, before
/// the game's result (a result over a mid-game position had read as a wrong picture).
#[test]
fn a_review_shared_on_a_move_says_which_move_the_picture_shows() {
    let dir = temp("review-share");
    let mut app = app(&dir);
    let t = AppTime::default();
    for job in jobs(app.handle(AppEvent::Start, t)) {
        app.handle(AppEvent::DiskDone(job.run()), t);
    }
    // Two players, four moves, then First resigns.
    app.handle(AppEvent::OpenNewGame(GameId::Jinmen), t);
    app.handle(AppEvent::NewGameChoice(ChoiceKey::Opponent, 1), t);
    app.handle(AppEvent::StartGame, t);
    let mut pos = crate::rules::position::Position::start(GameId::Jinmen);
    for _ in 0..4 {
        let m = pos.legal_moves()[0];
        app.handle(AppEvent::Table(TableEvent::Play(m)), t);
        pos = pos.play(m).unwrap();
    }
    app.handle(AppEvent::Table(TableEvent::Resign), t);
    app.handle(AppEvent::Table(TableEvent::Answer(true)), t);
    let job = app
        .handle(AppEvent::ReviewGame, t)
        .into_iter()
        .find_map(|e| match e {
            AppEffect::RunReview(j) => Some(j),
            _ => None,
        })
        .expect("a review job");
    let done = job.run(&crate::ai::CancelToken::new());
    app.handle(AppEvent::Review(ReviewEvent::ReviewDone(done)), t);
    let sheet = |app: &mut App| {
        app.handle(AppEvent::Share(ShareWhat::ReviewedGame), t)
            .into_iter()
            .find_map(|e| match e {
                AppEffect::Share(s) => Some(s),
                _ => None,
            })
            .expect("a share sheet")
    };
    // On the last move: the result alone.
    app.handle(AppEvent::Review(ReviewEvent::Select(4)), t);
    let last = sheet(&mut app);
    assert!(!last.result.contains("Move 4"), "{}", last.result);
    // On the second move: which move, what became of it, then the result.
    app.handle(AppEvent::Review(ReviewEvent::Select(2)), t);
    let ScreenView::Review(v) = app.view(t).screen else {
        panic!("the review is on screen");
    };
    let second = sheet(&mut app);
    let (about, result) = second.result.split_once('\n').expect("two lines");
    // one short line: the move's number, the move and what it was (the review's whole
    // sentence had made a wall of words on the picture)
    let played = v.rows[1].text.clone();
    assert!(
        about.starts_with("Move 2 · "),
        "the move by its number: {about}"
    );
    assert!(about.contains(&played), "the move {played}: {about}");
    assert!(
        about.len() < v.caption.len(),
        "shorter than the caption: {about}"
    );
    assert_eq!(result, last.result);
    // With the best move's arrow drawn (on a move that had a better one), the line names it
    // as the arrow.
    let mut arrows = 0;
    for ply in 1..4 {
        app.handle(AppEvent::Review(ReviewEvent::Select(ply)), t);
        app.handle(AppEvent::Review(ReviewEvent::ShowBest(true)), t);
        let ScreenView::Review(v) = app.view(t).screen else {
            panic!("the review is on screen");
        };
        let shared = sheet(&mut app);
        assert_eq!(
            v.showing_best,
            shared.result.contains("(the arrow)"),
            "{}",
            shared.result
        );
        arrows += usize::from(v.showing_best);
    }
    assert!(arrows > 0, "one of the first moves had a better one");
    let _ = std::fs::remove_dir_all(&dir);
}
