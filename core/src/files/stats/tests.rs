//! Tests of the statistics: counting, ratings, streaks and the file.

use super::*;
use crate::play::session::Session;
use crate::rules::setup::{Mode, Setup};
use crate::screens::stats_screen::RATING_CHART_GAMES;
use crate::text::catalogue::DisplayLanguage;
use std::fs;

fn finished(game: GameId, seed: u64, level: Option<Level>, result: GameResult) -> FinishedGame {
    let human = level.map(|_| Side::First);
    FinishedGame {
        game,
        seed,
        opponent: level.map_or(Opponent::PassAndPlay, |level| Opponent::Computer { level }),
        human,
        winner: match result {
            GameResult::Won => Some(Side::First),
            GameResult::Drawn => None,
            GameResult::Lost => Some(Side::Second),
        },
        reason: match result {
            GameResult::Drawn => EndReason::ThreefoldRepetition,
            _ => EndReason::NoLegalMove,
        },
        plies: 20,
        finished_at_ms: seed,
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("folkchess-stats-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

#[test]
fn level_ratings_follow_the_ladder() {
    for game in GameId::ALL {
        let ratings: Vec<f64> = Level::ALL.iter().map(|&l| level_rating(game, l)).collect();
        assert_eq!(ratings[0], BEGINNER_RATING);
        assert!(
            ratings.windows(2).all(|w| w[1] > w[0]),
            "{game:?}: {ratings:?}"
        );
        // No step is more than the capped score's gap (about 402).
        assert!(ratings.windows(2).all(|w| w[1] - w[0] < 403.0), "{game:?}");
    }
    // Jinmen: Easy swept Beginner (100 %, capped at 91 %: +402), Medium scored 91 % (+402).
    assert!((level_rating(GameId::Jinmen, Level::Easy) - 1202.0).abs() < 1.0);
    assert!((level_rating(GameId::Jinmen, Level::Medium) - 1604.0).abs() < 1.0);
}

#[test]
fn a_game_is_counted_once_with_its_last_ending() {
    let mut stats = Stats::new();
    assert!(stats.record(finished(
        GameId::Weiming,
        1,
        Some(Level::Easy),
        GameResult::Lost
    )));
    // Taken back and finished again, or resumed and finished: the same game.
    assert!(!stats.record(finished(
        GameId::Weiming,
        1,
        Some(Level::Easy),
        GameResult::Won
    )));
    // The same seed in another game is another game.
    assert!(stats.record(finished(
        GameId::Jinmen,
        1,
        Some(Level::Easy),
        GameResult::Won
    )));
    let rows = stats.rows();
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[0].game, rows[0].won, rows[0].lost),
        (GameId::Weiming, 1, 0)
    );
}

#[test]
fn rows_count_each_opponent_and_ending() {
    let mut stats = Stats::new();
    let easy = Some(Level::Easy);
    for (seed, result) in [
        GameResult::Won,
        GameResult::Won,
        GameResult::Drawn,
        GameResult::Lost,
    ]
    .into_iter()
    .enumerate()
    {
        stats.record(finished(GameId::Huishi, seed as u64, easy, result));
    }
    let mut resigned = finished(GameId::Huishi, 10, Some(Level::Master), GameResult::Lost);
    resigned.reason = EndReason::Resignation;
    stats.record(resigned);
    stats.record(finished(GameId::Huishi, 11, None, GameResult::Lost));
    let rows = stats.rows();
    let opponents: Vec<&str> = rows.iter().map(|r| r.opponent.id()).collect();
    assert_eq!(opponents, ["easy", "master", "pass-and-play"]);
    let r = &rows[0];
    assert_eq!((r.won, r.drawn, r.lost), (2, 1, 1));
    assert_eq!(
        r.endings,
        vec![
            (EndReason::NoLegalMove, 3),
            (EndReason::ThreefoldRepetition, 1)
        ]
    );
    assert_eq!(r.last_played_ms, 3);
    assert_eq!(rows[1].endings, vec![(EndReason::Resignation, 1)]);
    // Between two players, a win for Second counts as lost (First's side).
    assert_eq!((rows[2].won, rows[2].lost), (0, 1));
}

#[test]
fn a_streak_is_wins_in_a_row_against_the_computer() {
    let mut stats = Stats::new();
    let medium = Some(Level::Medium);
    let results = [
        GameResult::Won,
        GameResult::Won,
        GameResult::Won,
        GameResult::Drawn,
        GameResult::Won,
    ];
    for (seed, r) in results.into_iter().enumerate() {
        stats.record(finished(GameId::Zhongkui, seed as u64, medium, r));
    }
    // A pass-and-play game between them does not break it.
    stats.record(finished(GameId::Zhongkui, 99, None, GameResult::Lost));
    assert_eq!(
        stats.streak(GameId::Zhongkui),
        Streak {
            current: 1,
            best: 3
        }
    );
    assert_eq!(stats.streak(GameId::Jinmen), Streak::default());
}

#[test]
fn a_player_who_beats_beginner_and_loses_to_easy_is_rated_between_them() {
    let mut stats = Stats::new();
    for seed in 0..10 {
        stats.record(finished(
            GameId::Jinmen,
            seed,
            Some(Level::Beginner),
            GameResult::Won,
        ));
        stats.record(finished(
            GameId::Jinmen,
            100 + seed,
            Some(Level::Easy),
            GameResult::Lost,
        ));
    }
    let rating = stats.rating(GameId::Jinmen).unwrap();
    let (beginner, easy) = (
        level_rating(GameId::Jinmen, Level::Beginner),
        level_rating(GameId::Jinmen, Level::Easy),
    );
    assert!(beginner < rating.value && rating.value < easy, "{rating:?}");
    assert_eq!((rating.games, rating.provisional), (20, false));
    // Only wins against Master: high but finite; no games: no rating.
    let mut champion = Stats::new();
    champion.record(finished(
        GameId::Huishi,
        1,
        Some(Level::Master),
        GameResult::Won,
    ));
    let r = champion.rating(GameId::Huishi).unwrap();
    let master = level_rating(GameId::Huishi, Level::Master);
    assert!(r.value > master && r.value.is_finite() && r.provisional);
    assert_eq!(champion.rating(GameId::Weiming), None);
    // Pass-and-play games do not rate.
    let mut friends = Stats::new();
    friends.record(finished(GameId::Weiming, 1, None, GameResult::Won));
    assert_eq!(friends.rating(GameId::Weiming), None);
}

#[test]
fn a_finished_session_is_a_finished_game() {
    let setup = Setup {
        mode: Mode::VsComputer {
            level: Level::Hard,
            human: Side::Second,
        },
        turn_seconds: None,
    };
    let mut session = Session::new(GameId::Weiming, setup, 77).unwrap();
    assert_eq!(FinishedGame::of_session(&session), None);
    session.resign(Side::Second, 0).unwrap();
    let g = FinishedGame::of_session(&session).unwrap();
    assert_eq!(g.seed, 77);
    assert_eq!(g.opponent, Opponent::Computer { level: Level::Hard });
    assert_eq!(
        (g.reason, g.result()),
        (EndReason::Resignation, GameResult::Lost)
    );
}

#[test]
fn the_file_keeps_every_game_and_sets_a_damaged_one_aside() {
    let dir = temp_dir("file");
    let file = StatsFile::new(dir.join("stats.json"));
    assert_eq!(file.load().unwrap(), Stats::new());
    let g = finished(GameId::Jinmen, 5, Some(Level::Easy), GameResult::Won);
    let r = file.record(g, 1_000).unwrap();
    assert!(r.new && r.set_aside.is_none());
    assert!(!file.record(g, 2_000).unwrap().new);
    let loaded = file.load().unwrap();
    assert_eq!(loaded.games.len(), 1);
    assert_eq!(loaded.games[0].finished_at_ms, 2_000);

    // Damaged: reported, left alone by load, moved aside by the next record.
    fs::write(file.path(), b"{ not json").unwrap();
    assert!(matches!(file.load(), Err(StatsError::Damaged { .. })));
    assert!(fs::read(file.path()).unwrap().starts_with(b"{ not"));
    let r = file.record(g, 3_000).unwrap();
    let aside = r.set_aside.expect("the damaged file was moved aside");
    assert_eq!(aside.file_name().unwrap(), "stats.damaged-3000.json");
    assert_eq!(fs::read(&aside).unwrap(), b"{ not json");
    assert_eq!(file.load().unwrap().games.len(), 1);

    // A file of another format is damaged too, not reset.
    fs::write(file.path(), br#"{"version": 9, "games": []}"#).unwrap();
    match file.load() {
        Err(StatsError::Damaged { reason, .. }) => assert!(reason.contains("format 9")),
        other => panic!("{other:?}"),
    }

    file.reset().unwrap();
    assert_eq!(file.load().unwrap(), Stats::new());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_docs_table_of_level_ratings_is_the_cores() {
    let doc = include_str!("../../../../docs/stats.md");
    for game in GameId::ALL {
        let row: Vec<String> = std::iter::once(game.id().to_string())
            .chain(
                Level::ALL
                    .iter()
                    .map(|&l| format!("{:.0}", level_rating(game, l))),
            )
            .collect();
        let line = format!("| {} |", row.join(" | "));
        assert!(doc.contains(&line), "docs/stats.md lacks `{line}`");
    }
}

#[test]
fn the_screen_says_each_line_the_streak_the_rating_and_its_history() {
    let empty = Stats::new().view(DisplayLanguage::En);
    assert_eq!(empty.empty_text.as_deref(), Some("No finished games yet"));
    assert!(empty.games.is_empty() && !empty.reset.enabled);

    let mut stats = Stats::new();
    let results = [
        GameResult::Won,
        GameResult::Lost,
        GameResult::Won,
        GameResult::Won,
    ];
    for (seed, r) in results.into_iter().enumerate() {
        stats.record(finished(GameId::Jinmen, seed as u64, Some(Level::Easy), r));
    }
    stats.record(finished(GameId::Jinmen, 50, None, GameResult::Drawn));
    let v = stats.view(DisplayLanguage::En);
    assert_eq!(
        v.columns,
        ["Won", "Drawn", "Lost"].map(String::from).to_vec()
    );
    let g = &v.games[0];
    assert_eq!(g.name, "Jinmen");
    assert_eq!(g.lines[0].opponent, "Computer · Easy");
    assert_eq!(
        (g.lines[0].won, g.lines[0].drawn, g.lines[0].lost),
        (3, 0, 1)
    );
    assert_eq!(g.lines[0].spoken, "Computer · Easy, Won 3, Drawn 0, Lost 1");
    assert_eq!(g.lines[1].opponent, "Pass and play, as First");
    assert_eq!(g.streak.as_deref(), Some("Wins in a row: 2 (best 2)"));
    let rating = g.rating.as_deref().unwrap();
    assert!(
        rating.starts_with("Rating ") && rating.ends_with("(provisional, 4 games)"),
        "{rating}"
    );
    assert_eq!(g.chart.len(), 4);
    assert!(g.chart[1].rating < g.chart[0].rating, "a loss lowers it");
    assert!(g.chart[3].rating > g.chart[2].rating, "a win raises it");
    assert!(g.chart_spoken.starts_with("Rating from "));
    // The chart's scale: round ratings at least 100 apart around every point, the games
    // at its ends; the points placed on it, first to last across, higher ratings higher.
    let scale = g.chart_scale.as_ref().unwrap();
    let (top, bottom): (f64, f64) = (scale.top.parse().unwrap(), scale.bottom.parse().unwrap());
    assert!(top - bottom >= 100.0 && top % 50.0 == 0.0 && bottom % 50.0 == 0.0);
    assert!(g
        .chart
        .iter()
        .all(|p| p.rating >= bottom && p.rating <= top));
    // The line starts at the left end, at the rating every player begins with, so that the
    // first game's rise or fall is seen; the games follow across to the right end.
    let start = stats.rating_start(g.game);
    assert!(start >= bottom && start <= top);
    assert_eq!(
        (scale.first.clone(), scale.last.as_str()),
        (format!("Start {start:.0}"), "Game 4")
    );
    assert!((scale.start_y - (top - start) / (top - bottom)).abs() < 1e-9);
    assert_eq!(scale.axis, "Rating");
    assert_eq!((g.chart[0].x, g.chart[3].x), (0.25, 1.0));
    for p in &g.chart {
        assert!((p.y - (top - p.rating) / (top - bottom)).abs() < 1e-9);
    }
    assert!(g.chart[1].y > g.chart[0].y, "the loss is drawn lower");
    let legend: Vec<&str> = v.legend.iter().map(|e| e.text.as_str()).collect();
    assert_eq!(legend, ["Won", "Drawn", "Lost"]);
    assert!(v.reset.enabled && v.reset_question.contains("cannot be undone"));

    let zh = stats.view(DisplayLanguage::Zh);
    assert_eq!(zh.games[0].lines[0].opponent, "电脑 · 简单");
    assert_eq!(zh.games[0].streak.as_deref(), Some("连胜 2（最佳 2）"));
    let zh_scale = zh.games[0].chart_scale.as_ref().unwrap();
    assert_eq!(
        (zh_scale.first.clone(), zh_scale.last.as_str()),
        (format!("起点 {start:.0}"), "第4局")
    );
    assert!(zh.games[0]
        .rating
        .as_deref()
        .unwrap()
        .ends_with("（暂定，4局）"));
}

#[test]
fn the_chart_keeps_the_latest_games() {
    let mut stats = Stats::new();
    for seed in 0..70 {
        let r = if seed % 3 == 0 {
            GameResult::Lost
        } else {
            GameResult::Won
        };
        stats.record(finished(GameId::Weiming, seed, Some(Level::Medium), r));
    }
    let chart = stats.rating_history(GameId::Weiming);
    assert_eq!(chart.len(), RATING_CHART_GAMES);
    assert_eq!((chart[0].number, chart[49].number), (21, 70));
    // the line starts at the rating after game 20, the game before the first shown
    let view = stats.view(DisplayLanguage::En);
    assert_eq!(view.games[0].chart_scale.as_ref().unwrap().first, "Game 20");
    let last = stats.rating(GameId::Weiming).unwrap().value;
    assert!((chart[49].rating - last).abs() < 1e-6);
}
