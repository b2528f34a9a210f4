//! Tests of the shared text: written, read back, and refused with reasons.

use super::*;

fn vs_medium() -> Setup {
    Setup {
        mode: Mode::VsComputer {
            level: Level::Medium,
            human: Side::First,
        },
        turn_seconds: None,
    }
}

fn played(game: GameId, moves: &str) -> GameRecord {
    GameRecord::replay_text(Position::start(game), &moves.split(' ').collect::<Vec<_>>()).unwrap()
}

/// 2026-12-02 10:00 UTC.
const NOON_ISH: u64 = 1_796_205_600_000;

#[test]
fn a_resigned_game_reads_back_as_the_same_record() {
    let mut record = played(GameId::Jinmen, "b2-b3 c6-c5 c2-c3 d6-d5");
    record.resign(Side::First).unwrap();
    let saved = SavedGame::of_record(record.clone(), vs_medium());
    let text = share_text(&saved, DisplayLanguage::En, NOON_ISH, 0);
    assert_eq!(
        text,
        "Folk Chess · Jinmen\n\
         [Game \"jinmen\"]\n[Date \"2026-12-02\"]\n[First \"You\"]\n\
         [Second \"Computer · Medium\"]\n[Mode \"computer medium first\"]\n\
         [Result \"0-1\"]\n[Ending \"resignation\"]\n\n\
         1. b2-b3 c6-c5 2. c2-c3 d6-d5\n\n\
         Second (black) wins: First (red) resigned.\n"
    );
    let back = import(&text).unwrap();
    assert_eq!(back.record.plies(), record.plies());
    assert_eq!(back.record.status(), record.status());
    assert_eq!(back.setup.mode, vs_medium().mode);
}

/// The picture's line says who won (as a stranger reads it) and in how many moves, one short
/// line a language; a game going on, how far. The title names the app and the game shortly.
#[test]
fn the_pictures_line_names_the_winner_and_the_moves() {
    let mut record = played(GameId::Jinmen, "b2-b3 c6-c5 c2-c3 d6-d5");
    record.resign(Side::First).unwrap();
    let saved = SavedGame::of_record(record, vs_medium());
    assert_eq!(
        picture_result(&saved, DisplayLanguage::En),
        "Second (black) wins · 4 moves"
    );
    assert_eq!(
        picture_result(&saved, DisplayLanguage::Both),
        "后手（黑）胜 · 4步\nSecond (black) wins · 4 moves"
    );
    let title = |lang| {
        share_text(&saved, lang, NOON_ISH, 0)
            .lines()
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(title(DisplayLanguage::Zh), "民间棋 · 金门");
    assert_eq!(
        title(DisplayLanguage::Both),
        "民间棋\u{a0}·\u{a0}金门 Folk\u{a0}Chess\u{a0}·\u{a0}Jinmen"
    );
    let going = SavedGame::of_record(played(GameId::Weiming, "bl-x"), vs_medium());
    assert_eq!(
        picture_result(&going, DisplayLanguage::En),
        "In progress after 1 move."
    );
}

#[test]
fn every_ending_and_a_game_in_progress_round_trip() {
    // Rendezvous won by First, an agreed draw, a game going on; Chinese words.
    let won = played(
        GameId::Huishi,
        "c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4 b2-a2",
    );
    let mut agreed = played(GameId::Weiming, "bl-x tm-m");
    agreed.agree_draw().unwrap();
    let mut going = GameRecord::new_game(GameId::Zhongkui);
    going.play_move(going.current().legal_moves()[0]).unwrap();
    for record in [won, agreed, going] {
        let saved = SavedGame::of_record(record.clone(), Setup::default());
        for lang in [
            DisplayLanguage::Zh,
            DisplayLanguage::ZhHant,
            DisplayLanguage::Both,
        ] {
            let text = share_text(&saved, lang, NOON_ISH, 8 * 60);
            let back = import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.record.plies(), record.plies(), "{text}");
            assert_eq!(back.record.status(), record.status(), "{text}");
            assert_eq!(back.setup.mode, Mode::PassAndPlay);
        }
    }
}

#[test]
fn long_games_wrap_and_a_pasted_text_may_lose_its_title() {
    // 30 plies of a walk through Jinmen's legal moves that keeps the game going.
    let mut record = GameRecord::new_game(GameId::Jinmen);
    for i in 0..30 {
        let moves = record.current().legal_moves();
        let next = (0..moves.len()).find_map(|k| {
            let mut probe = record.clone();
            probe.play_move(moves[(i * 7 + k) % moves.len()]).ok()?;
            (!probe.status().is_over()).then_some(probe)
        });
        record = next.expect("a move that keeps the game going");
    }
    let saved = SavedGame::of_record(record.clone(), Setup::default());
    let text = share_text(&saved, DisplayLanguage::En, NOON_ISH, 0);
    let body: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with(char::is_numeric))
        .collect();
    assert!(body.len() >= 2, "{text}");
    assert!(body[1].starts_with("11. "), "{text}");
    // Without the title line, with Windows line ends and surrounding chatter.
    let pasted = format!(
        "look at this game:\r\n{}",
        text.lines().skip(1).collect::<Vec<_>>().join("\r\n")
    );
    let back = import(&pasted).unwrap();
    assert_eq!(back.record.plies(), record.plies());
}

#[test]
fn bad_texts_are_refused_with_what_is_wrong() {
    let err = |t: &str| import(t).unwrap_err().to_string();
    assert!(err("hello").contains("no [Game"));
    assert!(err("[Game \"chess\"]\n\n1. e2-e4").contains("unknown game `chess`"));
    assert!(err("[Game jinmen]").contains("not a tag"));
    assert!(err("[Game \"jinmen\"]\n[Mode \"computer godlike first\"]").contains("unknown mode"));
    assert!(err("[Game \"jinmen\"]\n\n1. b2-b3 c6-c5 2. b3-b9").contains("move 3 `b3-b9`"));
    assert!(err("[Game \"jinmen\"]\n\n1. b2-b4").contains("move 1 `b2-b4` is not legal"));
    assert!(err("[Game \"jinmen\"]\n[Result \"1-0\"]\n\n1. b2-b3").contains("goes on"));
    assert!(err("[Game \"jinmen\"]\n[Start \"xx\"]").contains("start position"));
    let won = "[Game \"huishi\"]\n[Result \"0-1\"]\n\n\
               c2-c3 d4-e4 b2-b3 e4-d4 e1-e2 d4-e4 e2-c2 e4-d4 c2-b2 d4-e4 b2-a2";
    assert!(err(won).contains("they end it"));
}

#[test]
fn import_problems_are_worded_in_each_language() {
    let cases = [
        ("hello, not a game", "[Game", "分享出来的民间棋对局"),
        (
            "[Game \"chess\"]\n",
            "unknown game `chess`",
            "未知的棋种“chess”",
        ),
        (
            "[Game \"weiming\"]\n1. zz-top\n",
            "move 1 `zz-top`",
            "第1步“zz-top”",
        ),
    ];
    for (text, en, zh) in cases {
        let e = import(text).unwrap_err();
        assert!(e.text(Lang::En).contains(en), "{}", e.text(Lang::En));
        assert!(e.text(Lang::Zh).contains(zh), "{}", e.text(Lang::Zh));
        let both = e.say(DisplayLanguage::Both);
        assert!(both.contains(zh) && both.contains(en), "{both}");
        let hant = e.say(DisplayLanguage::ZhHant);
        assert!(!hant.is_empty() && !hant.contains("ply"), "{hant}");
    }
}

#[test]
fn import_keeps_the_games_own_settings_and_adds_no_timer() {
    // A game against the computer at Hard, without a timer: read back as it was.
    let setup = Setup {
        mode: Mode::VsComputer {
            level: Level::Hard,
            human: Side::Second,
        },
        turn_seconds: None,
    };
    let saved = SavedGame::of_record(played(GameId::Jinmen, "b2-b3"), setup);
    let text = share_text(&saved, DisplayLanguage::En, 0, 0);
    assert!(!text.contains("[Timer"), "{text}");
    assert_eq!(import(&text).unwrap().setup, setup);
    // With a timer, the text says it and it comes back.
    let timed = Setup {
        turn_seconds: Some(45),
        ..setup
    };
    let text = share_text(
        &SavedGame::of_record(saved.record.clone(), timed),
        DisplayLanguage::En,
        0,
        0,
    );
    assert!(text.contains("[Timer \"45\"]"), "{text}");
    assert_eq!(import(&text).unwrap().setup, timed);
    // No Mode tag and no Timer tag: two players, no timer.
    let bare = "[Game \"weiming\"]\n\nbl-x\n";
    assert_eq!(
        import(bare).unwrap().setup,
        Setup {
            mode: Mode::PassAndPlay,
            turn_seconds: None
        }
    );
    assert!(matches!(
        import("[Game \"weiming\"]\n[Timer \"0\"]\n\nbl-x\n"),
        Err(ShareError::BadTimer(_))
    ));
    // A text larger than any game is refused before it is read.
    let huge = format!("[Game \"weiming\"]\n{}", " ".repeat(2 << 20));
    assert!(matches!(import(&huge), Err(ShareError::TooLarge(_))));
}
