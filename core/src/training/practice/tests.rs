//! Tests of practice: exercises from a review, exact and searched judging, the file.

use super::*;
use crate::ai::review::review;
use crate::files::data_file::DataFileError;
use crate::files::practice::{Practice, PracticeFile};
use crate::rules::record::GameRecord;
use std::fs;

/// A Zhong Kui game in which a side blunders: the first game of 200 random-ish ones that
/// has a mistake or blunder by First.
pub(crate) fn game_with_a_mistake(game: GameId, side: Side) -> (GameRecord, Review) {
    for seed in 0..200u64 {
        let mut record = GameRecord::new_game(game);
        let mut s = seed;
        for _ in 0..30 {
            if record.status().is_over() {
                break;
            }
            let moves = record.current().legal_moves();
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(s >> 33) as usize % moves.len()];
            record.play_move(m).unwrap();
        }
        let r = review(&record, &CancelToken::new()).unwrap();
        if r.plies
            .iter()
            .any(|p| p.side == side && matches!(p.label, MoveLabel::Mistake | MoveLabel::Blunder))
        {
            return (record, r);
        }
    }
    panic!("no game with a mistake");
}

#[test]
fn the_players_mistakes_become_exercises_judged_exactly() {
    let (_, r) = game_with_a_mistake(GameId::Zhongkui, Side::First);
    let mine = exercises_of(&r, Some(Side::First), 5);
    assert!(!mine.is_empty());
    let both = exercises_of(&r, None, 5);
    assert!(both.len() >= mine.len());
    let cancel = CancelToken::new();
    for e in &mine {
        assert!(e.id.starts_with("zhongkui-") && e.label != "good");
        let pos = e.position().unwrap();
        assert_eq!(pos.side_to_move(), Side::First);
        // The move played is not good enough; the review's best move solves it.
        assert!(matches!(
            judge(e, &e.played, &cancel),
            Some(Judgement::NotYet { .. })
        ));
        let best = e.best.as_deref().expect("a better move");
        assert!(matches!(
            judge(e, best, &cancel),
            Some(Judgement::Solved { .. })
        ));
        // Every move is judged as the exact value says.
        for &m in pos.legal_moves().iter() {
            let text = pos.board().move_text(m);
            let verdict = crate::ai::verdict(&pos.play_unchecked(m))
                .unwrap()
                .for_mover();
            let before = crate::ai::verdict(&pos).unwrap();
            let keeps = exact_label(before.into(), verdict.into()) <= MoveLabel::Good;
            assert_eq!(
                matches!(judge(e, &text, &cancel), Some(Judgement::Solved { .. })),
                keeps,
                "{text}"
            );
        }
        assert!(matches!(
            judge(e, "zz-top", &cancel),
            Some(Judgement::Illegal(_))
        ));
    }
}

#[test]
fn large_games_are_judged_by_the_reviews_search() {
    let (_, r) = game_with_a_mistake(GameId::Jinmen, Side::First);
    let e = exercises_of(&r, Some(Side::First), 1).remove(0);
    let cancel = CancelToken::new();
    assert!(matches!(
        judge(&e, e.best.as_deref().unwrap(), &cancel),
        Some(Judgement::Solved {
            label: MoveLabel::Best
        })
    ));
    assert!(matches!(
        judge(&e, &e.played, &cancel),
        Some(Judgement::NotYet { .. })
    ));
    let stopped = CancelToken::new();
    stopped.cancel();
    let other = e.position().unwrap().legal_moves()[0];
    let text = e.position().unwrap().board().move_text(other);
    if Some(text.as_str()) != e.best.as_deref() {
        assert_eq!(
            judge(&e, &text, &stopped),
            None,
            "a cancelled search judges nothing"
        );
    }
}

#[test]
fn values_read_back_from_their_short_text() {
    for v in [
        ReviewValue::Win(7),
        ReviewValue::Loss(0),
        ReviewValue::Draw,
        ReviewValue::Score(35),
        ReviewValue::Score(-120),
        ReviewValue::Score(0),
        ReviewValue::Score(-5),
    ] {
        assert_eq!(ReviewValue::parse_short(&v.short_text()), Some(v));
    }
    assert_eq!(ReviewValue::parse_short("+1.2"), None);
    assert_eq!(ReviewValue::parse_short("W"), None);
}

#[test]
fn the_file_keeps_exercises_until_solved() {
    let dir = std::env::temp_dir().join(format!("folkchess-practice-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let file = PracticeFile::new(dir.join("practice").join("practice.json"));
    assert_eq!(file.load().unwrap(), Practice::new());
    let (_, r) = game_with_a_mistake(GameId::Zhongkui, Side::First);
    let ex = exercises_of(&r, Some(Side::First), 10);
    assert_eq!(file.add(&ex, 10).unwrap(), ex.len());
    assert_eq!(
        file.add(&ex, 11).unwrap(),
        0,
        "the same mistakes are there already"
    );
    let p = file.load().unwrap();
    assert_eq!(p.open(Some(GameId::Zhongkui)).len(), ex.len());
    assert!(p.open(Some(GameId::Jinmen)).is_empty());
    assert!(file.solve(&ex[0].id, 20).unwrap());
    assert!(!file.solve("nope", 20).unwrap());
    let p = file.load().unwrap();
    assert_eq!(p.open(None).len(), ex.len() - 1);
    assert_eq!(p.exercises[0].solved_at_ms, Some(20));
    // The same mistake again reopens it.
    assert_eq!(file.add(&ex[..1], 30).unwrap(), 1);
    assert_eq!(file.load().unwrap().open(None).len(), ex.len());
    // A damaged file: reported, then set aside by the next change.
    fs::write(file.path(), "nope").unwrap();
    assert!(matches!(file.load(), Err(DataFileError::Damaged { .. })));
    assert_eq!(file.add(&ex, 40).unwrap(), ex.len());
    assert!(dir
        .join("practice")
        .join("practice.damaged-40.json")
        .exists());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_review_screen_hands_over_the_players_mistakes() {
    use crate::screens::review_screen::{ReviewEffect, ReviewEvent, ReviewScreen};
    use crate::text::catalogue::DisplayLanguage;
    let (record, r) = game_with_a_mistake(GameId::Zhongkui, Side::First);
    let mut screen = ReviewScreen::new(record, Some(Side::First), DisplayLanguage::En);
    let job = match screen.handle(ReviewEvent::Start).remove(0) {
        ReviewEffect::Run(job) => job,
        other => panic!("{other:?}"),
    };
    let fx = screen.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
    let handed: Vec<Exercise> = fx
        .into_iter()
        .filter_map(|e| match e {
            ReviewEffect::Practice(ex) => Some(ex),
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(handed, exercises_of(&r, Some(Side::First), 0));
    assert_eq!(
        exercises_from_json(&exercises_to_json(&handed)).unwrap(),
        handed
    );
}
