//! `failure_text`: every error, real or made up, becomes one sentence in the player's
//! language from the core's catalogue with the error's reason as the details — never the
//! error's own text as the sentence, never a panic. And the review screen's `Failed` event:
//! the screen stops waiting and says so.

use folkchess_ffi::*;
use std::sync::Arc;

const LANGUAGES: [DisplayLanguage; 5] = [
    DisplayLanguage::Zh,
    DisplayLanguage::ZhHant,
    DisplayLanguage::En,
    DisplayLanguage::Both,
    DisplayLanguage::BothHant,
];

/// One error of every variant, each with `reason`.
fn every_error(reason: &str) -> Vec<FolkChessError> {
    let r = || reason.to_string();
    vec![
        FolkChessError::InvalidInput { reason: r() },
        FolkChessError::IllegalMove {
            reason: r(),
            text_zh: "b2 上已经有棋子。".into(),
            text_en: "The point b2 is occupied.".into(),
        },
        FolkChessError::GameOver { reason: r() },
        FolkChessError::NotYourTurn { reason: r() },
        FolkChessError::NotVsComputer { reason: r() },
        FolkChessError::TimeNotExpired {
            remaining_ms: -1,
            reason: r(),
        },
        FolkChessError::NothingToUndo { reason: r() },
        FolkChessError::NothingToRedo { reason: r() },
        FolkChessError::Cancelled { reason: r() },
        FolkChessError::Stale { reason: r() },
        FolkChessError::Storage { reason: r() },
        FolkChessError::NotFound { reason: r() },
        FolkChessError::DamagedSave { reason: r() },
        FolkChessError::Settings { reason: r() },
        FolkChessError::Internal { reason: r() },
    ]
}

const KINDS: [FailureKind; 18] = [
    FailureKind::SaveFailed,
    FailureKind::WriteFailed,
    FailureKind::DeleteFailed,
    FailureKind::SaveUnreadable,
    FailureKind::SavesUnreadable,
    FailureKind::GameNotStarted,
    FailureKind::StatsUnreadable,
    FailureKind::PuzzleProgressUnreadable,
    FailureKind::PracticeUnreadable,
    FailureKind::ReviewFailed,
    FailureKind::NotAGame,
    FailureKind::FileDamaged,
    FailureKind::StorageFailed,
    FailureKind::SaveNotFound,
    FailureKind::SettingsInvalid,
    FailureKind::NotPossibleNow,
    FailureKind::Cancelled,
    FailureKind::Internal,
];

#[test]
fn a_write_the_disk_refused_is_the_catalogues_sentence_in_each_language() {
    let e = FolkChessError::Storage {
        reason: "could not create /data/saves: File exists (os error 17)".into(),
    };
    let said = |l| failure_text(e.clone(), l, Some(FailureKind::SaveFailed));
    let en = said(DisplayLanguage::En);
    assert_eq!(en.sentence, "The game could not be saved");
    assert_eq!(
        en.details,
        "could not create /data/saves: File exists (os error 17)"
    );
    assert_eq!(en.details_label, "Details");
    assert_eq!(said(DisplayLanguage::Zh).sentence, "对局未能保存");
    assert_eq!(said(DisplayLanguage::ZhHant).sentence, "對局未能儲存");
    assert_eq!(
        said(DisplayLanguage::Both).sentence,
        "对局未能保存 The game could not be saved"
    );
    // without the kind, the error says what went wrong
    let storage = failure_text(e, DisplayLanguage::En, None);
    assert_eq!(
        storage.sentence,
        "The phone's storage could not be read or written"
    );
}

#[test]
fn without_a_kind_the_error_chooses_the_sentence() {
    let en = |e| failure_text(e, DisplayLanguage::En, None).sentence;
    let reason = "saved game `x` is damaged: expected value at line 1".to_string();
    assert_eq!(
        en(FolkChessError::DamagedSave { reason }),
        "This file is damaged and cannot be read"
    );
    assert_eq!(
        en(FolkChessError::Internal {
            reason: "internal error in the Folk Chess core: oops".into()
        }),
        "Something went wrong in the app"
    );
    assert_eq!(
        en(FolkChessError::NothingToUndo {
            reason: "there is no move to undo".into()
        }),
        "That cannot be done now"
    );
    // a refused move: the player's own sentence, in the language shown
    let illegal = every_error("illegal move b1-b2: b2 is occupied")[1].clone();
    assert_eq!(en(illegal.clone()), "The point b2 is occupied.");
    let both = failure_text(illegal.clone(), DisplayLanguage::Both, None);
    assert_eq!(both.sentence, "b2 上已经有棋子。 The point b2 is occupied.");
    assert_eq!(both.details, "illegal move b1-b2: b2 is occupied");
    let hant = failure_text(illegal, DisplayLanguage::ZhHant, None).sentence;
    assert!(hant.starts_with("b2 上已經有棋子"), "{hant}");
}

#[test]
fn every_error_in_every_language_with_every_kind_is_a_sentence_not_the_errors_text() {
    let reason = "could not read /x/stats.json: Not a directory (os error 20)";
    for e in every_error(reason) {
        for l in LANGUAGES {
            for kind in KINDS.map(Some).into_iter().chain([None]) {
                let t = failure_text(e.clone(), l, kind);
                assert!(!t.sentence.is_empty(), "{e:?} {l:?} {kind:?}");
                assert!(!t.sentence.contains(reason), "{e:?} {l:?} {kind:?}");
                assert!(!t.sentence.contains("reason"), "{e:?} {l:?} {kind:?}");
                assert_eq!(t.details, reason);
                assert!(!t.details_label.is_empty());
            }
        }
    }
}

#[test]
fn each_kind_has_its_own_sentence() {
    for l in LANGUAGES {
        let e = FolkChessError::Internal { reason: "x".into() };
        let mut seen = std::collections::HashSet::new();
        for k in KINDS {
            let s = failure_text(e.clone(), l, Some(k)).sentence;
            assert!(seen.insert(s.clone()), "{k:?} in {l:?}: {s}");
        }
    }
}

#[test]
fn hostile_errors_never_panic() {
    let long = "长".repeat(100_000);
    let texts = [
        String::new(),
        "\0".to_string(),
        "reason=, text_zh=".to_string(),
        "\u{202e}\u{fffd}\u{1F600}".to_string(),
        long,
        "\u{d7ff}\u{e000}\u{10ffff}".to_string(),
    ];
    for t in &texts {
        let mut errors = every_error(t);
        errors.push(FolkChessError::IllegalMove {
            reason: t.clone(),
            text_zh: t.clone(),
            text_en: t.clone(),
        });
        errors.push(FolkChessError::TimeNotExpired {
            remaining_ms: i64::MIN,
            reason: t.clone(),
        });
        for e in errors {
            for l in LANGUAGES {
                for kind in [None, Some(FailureKind::Internal)] {
                    let r = std::panic::catch_unwind(|| failure_text(e.clone(), l, kind));
                    let text = r.expect("no panic");
                    assert_eq!(&text.details, t);
                }
            }
        }
    }
}

fn zhongkui_review() -> Arc<ReviewScreen> {
    let setup = GameSetup {
        game: GameKind::Zhongkui,
        mode: GameMode::PassAndPlay,
        turn_seconds: None,
    };
    let settings = default_settings().expect("settings");
    let game = GameTable::with_seed(setup, 1, settings, DisplayLanguage::En).expect("a game");
    let json = game.export_record().expect("the game's record");
    ReviewScreen::new(json, DisplayLanguage::En).expect("a review screen")
}

#[test]
fn a_review_whose_run_failed_stops_waiting_and_says_so() {
    let screen = zhongkui_review();
    let start = screen.send(ReviewEvent::Start).expect("start");
    assert!(matches!(
        start.effects.as_slice(),
        [ReviewEffect::Run { .. }]
    ));
    assert!(start.view.busy.is_some());
    let failed = screen
        .send(ReviewEvent::Failed {
            error: FolkChessError::Internal {
                reason: "internal error in the Folk Chess core: out of memory".into(),
            },
        })
        .expect("the failure is taken");
    assert!(failed.effects.is_empty());
    assert_eq!(failed.view.busy, None, "no longer waiting");
    let f = failed.view.failure.expect("the failure is shown");
    assert_eq!(f.sentence, "The review could not be made");
    assert_eq!(
        f.details,
        "internal error in the Folk Chess core: out of memory"
    );
    let zh = screen
        .send(ReviewEvent::Language {
            language: DisplayLanguage::Zh,
        })
        .expect("language");
    assert_eq!(
        zh.view.failure.map(|f| f.sentence).as_deref(),
        Some("无法复盘这局棋")
    );
    // Start tries again
    let again = screen.send(ReviewEvent::Start).expect("start again");
    assert!(matches!(
        again.effects.as_slice(),
        [ReviewEffect::Run { .. }]
    ));
    assert!(again.view.busy.is_some() && again.view.failure.is_none());
}
