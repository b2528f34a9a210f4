//! A player's words: every English sentence and label the core can put on a screen says
//! "move", never "ply" or "plies" (one term per language: 步 in Chinese, never 手 for a
//! move), and every ellipsis is "…", never "..." or "···". The texts are read where they
//! are made (the catalogue, the messages, the rules and the glossary, the lessons, the
//! failures, the puzzles', practice's and review's words, the verdicts) and where they are
//! shown (every view of the shared transcripts, which the Kotlin and Swift runners read too).

use folkchess_core::ai::review::{MoveLabel, ReviewValue};
use folkchess_core::ai::Verdict;
use folkchess_core::screens::practice::play as practice;
use folkchess_core::screens::puzzles::play as puzzle;
use folkchess_core::screens::table::verdict_sentence;
use folkchess_core::text::catalogue::{self, DisplayLanguage, Label};
use folkchess_core::text::failure::{FailureKind, FailureText};
use folkchess_core::text::messages;
use folkchess_core::text::rules_text::{
    game_name, glossary, render_full_plain, short_game_name, Lang,
};
use folkchess_core::training::lessons::all_lessons;
use folkchess_core::{EndReason, GameId, IllegalMove, Outcome, Side};
use std::path::{Path, PathBuf};

/// The words of an English text (letters and digits; anything else separates them).
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Why `text` is not a player's English, if it is not.
fn fault(text: &str) -> Option<String> {
    for w in words(text) {
        if w.eq_ignore_ascii_case("ply") || w.eq_ignore_ascii_case("plies") {
            return Some(format!("says `{w}`"));
        }
    }
    if text.contains("...") || text.contains("···") {
        return Some("has an ellipsis that is not `…`".into());
    }
    None
}

/// Every player-facing English text the core makes, each with where it comes from.
fn english_texts() -> Vec<(String, String)> {
    let en = Lang::En;
    let mut out: Vec<(String, String)> = Vec::new();
    let mut add = |what: &str, text: String| out.push((what.to_string(), text));
    for &label in Label::ALL {
        add(&format!("label {label:?}"), label.text(en).to_string());
    }
    for n in [0, 1, 2, 12] {
        add("move_number", catalogue::move_number(n, en));
        add("move_of", catalogue::move_of(n, 12, en));
        add("move_count", catalogue::move_count(n, en));
    }
    // The messages: results, from both seats and between two players, and refusals.
    let reasons = [
        EndReason::NoLegalMove,
        EndReason::ReducedToOnePiece,
        EndReason::Rendezvous,
        EndReason::ThreefoldRepetition,
        EndReason::NoCaptureLimit,
        EndReason::Resignation,
        EndReason::DrawAgreed,
    ];
    let mut outcomes: Vec<Outcome> = reasons.iter().map(|&r| Outcome::draw(r)).collect();
    for side in Side::BOTH {
        outcomes.extend(reasons.iter().map(|&r| Outcome::win(side, r)));
    }
    for o in &outcomes {
        add("outcome", messages::outcome_text(o, en));
        add("outcome reason", messages::outcome_reason_text(o, en));
        for human in [None, Some(Side::First), Some(Side::Second)] {
            add("outcome for", messages::outcome_text_for(o, human, en));
            add(
                "reason for",
                messages::outcome_reason_text_for(o, human, en),
            );
            add("headline", messages::result_headline(o, human, en));
        }
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
        add("illegal move", messages::illegal_move_text(&reason, en));
    }
    for side in Side::BOTH {
        add("to move", messages::to_move_text(side, en));
        add("resign question", messages::resign_question_text(side, en));
        add("draw offered", messages::draw_offered_text(side, en));
        add("draw declined", messages::draw_declined_text(side, en));
        add("captures", messages::capture_text(side, &[p()], 3, en));
        for v in [
            Verdict::Win(1),
            Verdict::Win(7),
            Verdict::Draw,
            Verdict::Loss(0),
            Verdict::Loss(4),
        ] {
            add("verdict", verdict_sentence(v, side, en));
        }
    }
    add(
        "resign question",
        messages::resign_question_vs_computer_text(en).to_string(),
    );
    add(
        "computer to move",
        messages::computer_to_move_text(en).to_string(),
    );
    // The rules of each game with the app rules, and the glossary.
    for game in GameId::ALL {
        add("game name", game_name(game, en).to_string());
        add("short game name", short_game_name(game, en).to_string());
        add(
            &format!("rules of {game:?}"),
            render_full_plain(game, en, None),
        );
    }
    for e in glossary() {
        add(&format!("glossary {}", e.id), e.term(en).to_string());
        add(&format!("glossary {}", e.id), e.definition(en).to_string());
    }
    // The lessons.
    for lesson in all_lessons() {
        let what = format!("lesson {}", lesson.id);
        add(&what, lesson.title.en.to_string());
        add(&what, lesson.task.en.to_string());
        for step in lesson.steps {
            add(&what, step.task.en.to_string());
            add(&what, step.miss.en.to_string());
            add(&what, step.done.en.to_string());
        }
    }
    // The failures: one sentence each (the details are the core's, shown on demand).
    for kind in FailureKind::ALL {
        add(
            "failure",
            FailureText::of(kind, DisplayLanguage::En, "").sentence,
        );
    }
    // Puzzles, practice and the review's words.
    for n in [1, 2, 5] {
        add("puzzle task", puzzle::task_text(Side::First, n, en));
        add("puzzle solution", puzzle::solution_text("b2-b3", n, en));
    }
    for v in [
        None,
        Some(Verdict::Draw),
        Some(Verdict::Loss(1)),
        Some(Verdict::Loss(6)),
    ] {
        for exact in [true, false] {
            add("puzzle wrong move", puzzle::wrong_move_text(v, exact, en));
        }
    }
    for bits in 0..16u8 {
        let b = |i: u8| bits & (1 << i) != 0;
        add(
            "puzzle solved",
            puzzle::solved_text(b(0), b(1), b(2), b(3), en),
        );
    }
    for label in MoveLabel::ALL {
        add("practice title", practice::title_text(label, en));
        add("practice solved", practice::solved_text(label, en));
        add("label name", label.name(en).to_string());
    }
    add(
        "practice task",
        practice::task_text(Side::Second, "b2-b3", en),
    );
    add("practice best", practice::best_text("b2-b3", en));
    for v in [
        ReviewValue::Win(0),
        ReviewValue::Win(3),
        ReviewValue::Loss(0),
        ReviewValue::Loss(2),
        ReviewValue::Draw,
    ] {
        add("review value", v.text(en));
    }
    out
}

#[test]
fn no_english_text_of_the_core_says_ply_or_three_dots() {
    let texts = english_texts();
    assert!(texts.len() > 500, "only {} texts read", texts.len());
    let faults: Vec<String> = texts
        .iter()
        .filter_map(|(what, text)| fault(text).map(|f| format!("{what} {f}: {text}")))
        .collect();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_scan_catches_what_it_looks_for() {
    assert!(fault("Ply 3 of 6").is_some());
    assert!(fault("win in 5 plies.").is_some());
    assert!(fault("Previous ply").is_some());
    assert!(fault("Loading...").is_some());
    assert!(fault("Shuang Cheng Chess: Zhong Ku···").is_some());
    assert!(fault("Move 3 of 6 · replies · apply · Loading…").is_none());
}

/// Every transcript file under `dir`.
fn transcripts(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the transcripts folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            transcripts(&path, out);
        } else if path.extension().is_some_and(|e| e == "txt") {
            out.push(path);
        }
    }
}

#[test]
fn no_screen_of_the_transcripts_says_ply_or_three_dots() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/transcripts");
    let mut files = Vec::new();
    transcripts(&root, &mut files);
    assert!(files.len() > 20, "{} transcripts", files.len());
    let mut faults = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a transcript reads");
        for (i, line) in text.lines().enumerate() {
            // `key: value`: the value is what a screen shows; events (`> …`), effects and
            // positions are the transcript's own notation.
            let Some((key, value)) = line.split_once(": ") else {
                continue;
            };
            if key.starts_with('>') || ["effects", "position", "fx"].contains(&key.trim()) {
                continue;
            }
            if let Some(f) = fault(value) {
                faults.push(format!("{}:{} {f}: {line}", file.display(), i + 1));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn chinese_counts_moves_in_steps_never_in_hands() {
    // 步 for a move everywhere; 手 only in 先手 / 后手 (First, Second) and 对手.
    let zh = Lang::Zh;
    let mut texts: Vec<String> = Label::ALL.iter().map(|l| l.text(zh).to_string()).collect();
    for n in [1, 3] {
        texts.push(catalogue::move_number(n, zh));
        texts.push(catalogue::move_of(n, 6, zh));
        texts.push(catalogue::move_count(n, zh));
        texts.push(puzzle::task_text(Side::First, n as u32, zh));
    }
    for game in GameId::ALL {
        texts.push(render_full_plain(game, zh, None));
    }
    for text in texts {
        let rest = text
            .replace("先手", "")
            .replace("后手", "")
            .replace("对手", "")
            .replace("上手", "")
            .replace("手机", "");
        assert!(!rest.contains('手'), "{text}");
    }
    assert_eq!(catalogue::move_of(3, 6, zh), "第3步（共6步）");
    assert_eq!(catalogue::move_of(3, 6, Lang::En), "Move 3 of 6");
    assert_eq!(Label::PreviousMove.text(Lang::En), "Previous move");
    assert_eq!(catalogue::move_count(12, Lang::En), "12 moves");
}
