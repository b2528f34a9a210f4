//! Traditional Chinese everywhere a sentence is shown: every catalogue label, the four
//! games' rules with the glossary and the app rules, every outcome and illegal-move sentence,
//! whole games on the game table, reviews and the list screens, all in 繁體中文 — with no
//! Simplified-only character left (the table of such characters is OpenCC's, written by
//! `scripts/gen-hant-table` into `fixtures/simplified-only.txt`), and no longer than the
//! Simplified text by more than a word, so the same layouts hold.

use folkchess_core::ai::CancelToken;
use folkchess_core::rules::moves::IllegalMove;
use folkchess_core::screens::lists;
use folkchess_core::screens::review_screen::{ReviewEffect, ReviewEvent, ReviewScreen};
use folkchess_core::screens::table::{GameTable, SearchJob, TableEffect, TableEvent};
use folkchess_core::text::catalogue::{DisplayLanguage, Label};
use folkchess_core::text::hant::to_hant;
use folkchess_core::text::messages;
use folkchess_core::text::rules_text::{self, Lang};
use folkchess_core::{
    EndReason, GameId, GameRecord, Level, Mode, Outcome, Session, Settings, Setup, Side,
};
use std::collections::BTreeSet;
use std::path::Path;

fn simplified_only() -> BTreeSet<char> {
    include_str!("fixtures/simplified-only.txt")
        .trim()
        .chars()
        .collect()
}

/// Asserts that `text` (Traditional) has no Simplified-only character.
#[track_caller]
fn assert_traditional(only: &BTreeSet<char>, text: &str) {
    let bad: String = text.chars().filter(|c| only.contains(c)).collect();
    assert!(
        bad.is_empty(),
        "Simplified characters {bad:?} left in {text:?}"
    );
}

/// The width a text takes, counting a CJK character as two columns.
fn width(text: &str) -> usize {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

#[test]
fn every_label_is_traditional_and_as_short() {
    let only = simplified_only();
    for &label in Label::ALL {
        let zh = label.text(Lang::Zh);
        let hant = DisplayLanguage::ZhHant.say(label);
        assert_traditional(&only, &hant);
        assert!(
            width(&hant) <= width(zh) + 4,
            "{label:?}: {hant} against {zh}"
        );
        let both = DisplayLanguage::BothHant.say(label);
        assert!(both.starts_with(&hant), "{both}");
    }
    assert_eq!(DisplayLanguage::ZhHant.say(Label::Settings), "設定");
    assert_eq!(DisplayLanguage::ZhHant.say(Label::SavedGames), "存檔");
}

#[test]
fn the_rules_of_every_game_are_traditional() {
    let only = simplified_only();
    for game in GameId::ALL {
        for section in rules_text::screen_sections(game, Lang::Zh) {
            let hant = section.map_words(&to_hant);
            assert_traditional(&only, &hant.heading);
            for block in &hant.blocks {
                let items = match block {
                    rules_text::Block::Paragraph { text } => vec![text.clone()],
                    rules_text::Block::Bullets { items } => items.clone(),
                };
                for item in items {
                    assert_traditional(&only, &item.to_plain());
                }
            }
        }
        let doc = rules_text::game_rules(game, Lang::Zh);
        assert_traditional(&only, &to_hant(&doc.name));
        assert_traditional(&only, &to_hant(&doc.tagline));
    }
    for entry in rules_text::glossary() {
        assert_traditional(&only, &to_hant(&entry.zh));
        assert_traditional(&only, &to_hant(&entry.definition_zh));
    }
    let names: Vec<String> = GameId::ALL
        .iter()
        .map(|&g| to_hant(rules_text::game_name(g, Lang::Zh)))
        .collect();
    assert_eq!(
        names,
        ["未名雙承棋之三", "雙承棋之鍾馗捉鬼", "金門防禦棋", "會師棋"]
    );
}

#[test]
fn outcomes_and_reasons_are_traditional() {
    let only = simplified_only();
    let reasons = [
        EndReason::NoLegalMove,
        EndReason::ReducedToOnePiece,
        EndReason::Rendezvous,
        EndReason::Resignation,
    ];
    for side in Side::BOTH {
        for reason in reasons {
            let text = messages::outcome_text(&Outcome::win(side, reason), Lang::Zh);
            assert_traditional(&only, &to_hant(&text));
        }
        for text in [
            messages::resign_question_text(side, Lang::Zh),
            messages::draw_offered_text(side, Lang::Zh),
            messages::draw_declined_text(side, Lang::Zh),
            messages::to_move_text(side, Lang::Zh),
        ] {
            assert_traditional(&only, &to_hant(&text));
        }
    }
    for reason in [
        EndReason::ThreefoldRepetition,
        EndReason::NoCaptureLimit,
        EndReason::DrawAgreed,
    ] {
        let text = messages::outcome_text(&Outcome::draw(reason), Lang::Zh);
        assert_traditional(&only, &to_hant(&text));
    }
    let p = || "b2".to_string();
    for reason in [
        IllegalMove::GameOver,
        IllegalMove::SamePoint,
        IllegalMove::EmptyPoint(p()),
        IllegalMove::OpponentPiece(p()),
        IllegalMove::SharedPieceLocked,
        IllegalMove::TargetOccupied(p()),
        IllegalMove::SharedPieceMustJump,
        IllegalMove::CannotJump,
        IllegalMove::NothingToJumpOver(p()),
        IllegalMove::GeneralJumpNextToPartner,
        IllegalMove::NotConnected(p(), "c3".into()),
    ] {
        assert_traditional(
            &only,
            &to_hant(&messages::illegal_move_text(&reason, Lang::Zh)),
        );
    }
    assert_traditional(&only, &to_hant(messages::computer_to_move_text(Lang::Zh)));
}

/// Plays a game of `game` on a table shown in Traditional Chinese, reading every word of
/// every view; returns the record.
fn play_in_hant(game: GameId, mode: Mode, only: &BTreeSet<char>) -> GameRecord {
    let setup = Setup {
        mode,
        turn_seconds: Some(30),
    };
    let mut table = GameTable::new(
        Session::new(game, setup, 7).unwrap(),
        Settings::default(),
        DisplayLanguage::BothHant,
    );
    let mut jobs: Vec<SearchJob> = Vec::new();
    let keep = |fx: Vec<TableEffect>, jobs: &mut Vec<SearchJob>| {
        jobs.extend(fx.into_iter().filter_map(|e| match e {
            TableEffect::Search(j) => Some(j),
            _ => None,
        }))
    };
    keep(table.handle(TableEvent::Start, 0), &mut jobs);
    keep(table.handle(TableEvent::Hint, 1), &mut jobs);
    for now in 2..80u64 {
        for job in std::mem::take(&mut jobs) {
            let answer = job.run(&CancelToken::new());
            keep(table.handle(TableEvent::SearchDone(answer), now), &mut jobs);
        }
        let view = table.view(now);
        let mut words = vec![
            view.title.clone(),
            view.banner.text.clone(),
            view.status.clone(),
            view.moves.title.clone(),
            view.board.spoken.clone(),
        ];
        words.extend(view.board.points.iter().map(|p| p.spoken.clone()));
        words.extend(view.board.points.iter().filter_map(|p| p.glyph.clone()));
        words.extend(view.moves.rows.iter().map(|r| r.spoken.clone()));
        words.extend(
            [view.busy, view.verdict, view.message]
                .into_iter()
                .flatten(),
        );
        words.extend(view.question.map(|q| q.text));
        for w in words {
            assert_traditional(only, &w);
        }
        if view.is_over {
            break;
        }
        let movable = table.session().position().movable_points().first();
        let target = movable.and_then(|p| table.session().position().targets(p).first());
        if let (Some(from), Some(to)) = (movable, target) {
            keep(table.handle(TableEvent::Tap(from.index()), now), &mut jobs);
            keep(table.handle(TableEvent::Tap(to.index()), now), &mut jobs);
        }
        if now == 20 {
            keep(table.handle(TableEvent::OfferDraw, now), &mut jobs);
            keep(table.handle(TableEvent::Resign, now), &mut jobs);
            let q = table.view(now).question.map(|q| q.text);
            assert_traditional(only, &q.unwrap_or_default());
            table.handle(TableEvent::Answer(false), now);
        }
    }
    table.session().record().clone()
}

#[test]
fn games_reviews_and_screens_are_traditional() {
    let only = simplified_only();
    for game in GameId::ALL {
        let vs = Mode::VsComputer {
            level: Level::Beginner,
            human: Side::First,
        };
        play_in_hant(game, Mode::PassAndPlay, &only);
        let record = play_in_hant(game, vs, &only);
        let mut review = ReviewScreen::new(record, Some(Side::First), DisplayLanguage::ZhHant);
        for effect in review.handle(ReviewEvent::Start) {
            if let ReviewEffect::Run(job) = effect {
                review.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
            }
        }
        for ply in 0..6 {
            review.handle(ReviewEvent::Select(ply));
            let v = review.view();
            let mut words = vec![v.title, v.caption, v.position, v.summary_title];
            words.extend(
                v.rows
                    .iter()
                    .flat_map(|r| [r.spoken.clone(), r.label_name.clone()]),
            );
            words.extend(v.sides.iter().map(|s| s.text.clone()));
            words.extend(
                [v.outcome, v.method, v.decided, v.played, v.best]
                    .into_iter()
                    .flatten(),
            );
            for w in words {
                assert_traditional(&only, &w);
            }
        }
    }
    let lang = DisplayLanguage::ZhHant;
    let home = lists::home_view(None, lang, 480);
    assert_eq!(home.cards[1].name_zh, "雙承棋之鍾馗捉鬼");
    for card in &home.cards {
        assert_traditional(&only, &card.tagline);
    }
    let settings = lists::settings_view(&Settings::default(), Some("bad"), lang);
    for section in &settings.sections {
        assert_traditional(&only, &section.title);
        for row in &section.choices {
            assert_traditional(&only, &row.label);
        }
        for row in &section.toggles {
            assert_traditional(&only, &row.label);
        }
    }
    for game in GameId::ALL {
        let form = lists::NewGameForm::new(game, &Settings::default());
        let v = lists::new_game_view(&form, lang);
        assert_traditional(&only, &v.title);
        let rules = lists::rules_screen_view(game, DisplayLanguage::Zh, None, lang);
        assert_eq!(rules.language_values[0], DisplayLanguage::ZhHant);
        assert_traditional(&only, &rules.tap_hint);
    }
}

#[test]
fn the_table_covers_every_chinese_character_of_the_sources() {
    // A text added without running scripts/gen-hant-table would keep its Simplified
    // characters in Traditional Chinese: every Simplified-only character of the core's and
    // the terminal's sources must convert.
    let only = simplified_only();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut missing = BTreeSet::new();
    let mut stack = vec![root.join("core/src"), root.join("cli/src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for c in text.chars().filter(|c| only.contains(c)) {
                    if to_hant(&c.to_string()) == c.to_string() {
                        missing.insert(c);
                    }
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "run scripts/gen-hant-table: no Traditional form for {missing:?}"
    );
}
