//! The statistics screen: what [`Stats`] shows, per game and opponent, in the player's
//! language.

use crate::files::stats::{level_rating, max_likelihood, GameResult, Opponent, Stats};
use crate::rules::game::{GameId, Level};
use crate::text::catalogue::{self, DisplayLanguage, Label};
use crate::text::rules_text::Lang;

/// One opponent's line of a game on the statistics screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct StatsLineView {
    /// Who: "Computer · Easy", or "Pass and play, as First" (results counted from First's side).
    pub opponent: String,
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
    /// What a screen reader says of the line.
    pub spoken: String,
}

/// The player's rating after a game against the computer, for the chart of results over
/// time.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RatingPoint {
    /// The game's number among this game's games against the computer, from 1.
    pub number: u32,
    /// The rating after it.
    pub rating: f64,
    /// The game's result.
    pub result: GameResult,
    /// Where it is drawn across the chart: 0 at its start (the rating before the first game
    /// shown, [`ChartScale::start_y`]), 1 at the last game.
    pub x: f64,
    /// Where it is drawn down the chart: 0 at the scale's top ([`ChartScale::top`]), 1 at
    /// its bottom.
    pub y: f64,
}

/// The scale of a rating chart, in the player's language: the ratings at its top and
/// bottom edges (round numbers, at least 100 apart), where the line starts (the rating the
/// player began with, at the left end) and what the left and right ends are.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ChartScale {
    /// The rating at the chart's top edge: "1450".
    pub top: String,
    /// The rating at its bottom edge: "1400".
    pub bottom: String,
    /// Under its left end, where the line starts: "Start 1500" / "起点 1500" (the rating
    /// every player begins with), or "Game 20" where the chart shows only the latest games.
    pub first: String,
    /// Where the line starts at the left end (x = 0), down the chart as a point's `y`: the
    /// rating before the first game shown, so that the first game's rise or fall is seen.
    pub start_y: f64,
    /// Under its right end: "Game 6" / "第6局".
    pub last: String,
    /// What the vertical axis measures: "Rating" / "等级分".
    pub axis: String,
}

/// What a dot's colour means in the rating charts.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LegendEntry {
    /// The result the colour stands for.
    pub result: GameResult,
    /// "Won", "Drawn", "Lost".
    pub text: String,
}

/// The ratings at a chart's bottom and top edges: multiples of 50 around the points, at
/// least 100 apart.
fn chart_bounds(ratings: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let lo = ratings.clone().fold(f64::INFINITY, f64::min);
    let hi = ratings.fold(f64::NEG_INFINITY, f64::max);
    if !lo.is_finite() || !hi.is_finite() {
        return (0.0, 100.0);
    }
    let mut bottom = (lo / 50.0).floor() * 50.0;
    let mut top = (hi / 50.0).ceil() * 50.0;
    while top - bottom < 100.0 {
        if hi - bottom > top - lo {
            top += 50.0;
        } else {
            bottom -= 50.0;
        }
    }
    (bottom, top)
}

/// The scale of a rating chart of `points` (as [`Stats::rating_history`] gives them), its
/// line starting at `start` (the rating before the first game shown), in `lang`; none for no
/// points.
fn chart_scale_of(points: &[RatingPoint], start: f64, lang: DisplayLanguage) -> Option<ChartScale> {
    let (first, last) = (points.first()?.number, points.last()?.number);
    let (bottom, top) = chart_bounds(points.iter().map(|p| p.rating).chain([start]));
    let game_number = |n: u32| {
        lang.label(move |l| match l {
            Lang::En => format!("Game {n}"),
            Lang::Zh => format!("第{n}局"),
        })
    };
    let first = if first <= 1 {
        lang.label(|l| match l {
            Lang::En => format!("Start {start:.0}"),
            Lang::Zh => format!("起点 {start:.0}"),
        })
    } else {
        game_number(first - 1)
    };
    Some(ChartScale {
        top: format!("{top:.0}"),
        bottom: format!("{bottom:.0}"),
        first,
        start_y: ((top - start) / (top - bottom)).clamp(0.0, 1.0),
        last: game_number(last),
        axis: lang.say(Label::Rating),
    })
}

/// How many of the latest games the chart of a game's rating shows.
pub const RATING_CHART_GAMES: usize = 50;

/// One game's part of the statistics screen.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameStatsView {
    /// Which game.
    pub game: GameId,
    /// Its name.
    pub name: String,
    /// A line per opponent played.
    pub lines: Vec<StatsLineView>,
    /// "Wins in a row: 1 (best 3)"; none before a game against the computer.
    pub streak: Option<String>,
    /// "Rating 1240 (provisional, 3 games)"; none before a game against the computer.
    pub rating: Option<String>,
    /// The rating after each of the latest [`RATING_CHART_GAMES`] games against the
    /// computer, oldest first.
    pub chart: Vec<RatingPoint>,
    /// The chart's scale (its edges' ratings and games); none when the chart is empty.
    pub chart_scale: Option<ChartScale>,
    /// The chart in a sentence for a screen reader.
    pub chart_spoken: String,
}

/// The statistics screen: a part per game played, the column heads and the reset action.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct StatsView {
    /// "Statistics".
    pub title: String,
    /// Shown when no game has been counted.
    pub empty_text: Option<String>,
    /// The column heads: won, drawn, lost.
    pub columns: Vec<String>,
    /// The games played, in [`GameId::ALL`] order.
    pub games: Vec<GameStatsView>,
    /// What the dots' colours mean in the rating charts: won, drawn, lost.
    pub legend: Vec<LegendEntry>,
    /// Empties the statistics (after the question); disabled when they are empty.
    pub reset: crate::screens::table::ActionView,
    /// The question before emptying them.
    pub reset_question: String,
    /// The answer that empties them.
    pub reset_confirm: String,
    /// The answer that keeps them.
    pub reset_cancel: String,
}

/// The words of an opponent in one language.
fn opponent_words(o: Opponent, l: Lang) -> String {
    match o {
        Opponent::Computer { level } => format!(
            "{} · {}",
            Label::Computer.text(l),
            crate::screens::table::level_name(level, l)
        ),
        Opponent::PassAndPlay => Label::TwoPlayersFirstsResults.text(l).to_string(),
    }
}

impl Stats {
    /// The rating after each of the latest [`RATING_CHART_GAMES`] games against the
    /// computer in `game`, placed on the chart whose line starts at [`Stats::rating_start`].
    pub fn rating_history(&self, game: GameId) -> Vec<RatingPoint> {
        self.rating_chart(game).1
    }

    /// The rating before the first game [`Stats::rating_history`] shows: the one every player
    /// begins with, or after the game before the latest [`RATING_CHART_GAMES`].
    pub fn rating_start(&self, game: GameId) -> f64 {
        self.rating_chart(game).0
    }

    /// The chart's start and its points.
    fn rating_chart(&self, game: GameId) -> (f64, Vec<RatingPoint>) {
        let results: Vec<(f64, GameResult)> = self
            .against_computer(game)
            .filter_map(|g| match g.opponent {
                Opponent::Computer { level } => Some((level_rating(game, level), g.result())),
                Opponent::PassAndPlay => None,
            })
            .collect();
        let prior = level_rating(game, Level::Medium);
        let from = results.len().saturating_sub(RATING_CHART_GAMES);
        let scored = |upto: usize| -> Vec<(f64, f64)> {
            results[..upto]
                .iter()
                .map(|&(r, res)| (r, res.score()))
                .collect()
        };
        let start = if from == 0 {
            prior
        } else {
            max_likelihood(&scored(from), prior)
        };
        let mut points: Vec<RatingPoint> = (from..results.len())
            .map(|i| {
                let upto: Vec<(f64, f64)> = results[..=i]
                    .iter()
                    .map(|&(r, res)| (r, res.score()))
                    .collect();
                RatingPoint {
                    number: i as u32 + 1,
                    rating: max_likelihood(&upto, prior),
                    result: results[i].1,
                    x: 0.5,
                    y: 0.5,
                }
            })
            .collect();
        let (bottom, top) = chart_bounds(points.iter().map(|p| p.rating).chain([start]));
        let span = points.len().max(1) as f64;
        for (k, p) in points.iter_mut().enumerate() {
            p.x = (k + 1) as f64 / span;
            p.y = ((top - p.rating) / (top - bottom)).clamp(0.0, 1.0);
        }
        (start, points)
    }

    /// The statistics screen in `lang`.
    pub fn view(&self, lang: DisplayLanguage) -> StatsView {
        let rows = self.rows();
        let games = GameId::ALL
            .into_iter()
            .filter(|&g| rows.iter().any(|r| r.game == g))
            .map(|game| {
                let lines = rows
                    .iter()
                    .filter(|r| r.game == game)
                    .map(|r| {
                        let opponent = lang.label(|l| opponent_words(r.opponent, l));
                        let spoken = lang.label(|l| {
                            format!(
                                "{}{sep}{} {}{sep}{} {}{sep}{} {}",
                                opponent_words(r.opponent, l),
                                Label::Won.text(l),
                                r.won,
                                Label::Drawn.text(l),
                                r.drawn,
                                Label::Lost.text(l),
                                r.lost,
                                sep = catalogue::separator(l)
                            )
                        });
                        StatsLineView {
                            opponent,
                            won: r.won,
                            drawn: r.drawn,
                            lost: r.lost,
                            spoken,
                        }
                    })
                    .collect();
                let rating = self.rating(game);
                let streak = rating.map(|_| {
                    let s = self.streak(game);
                    lang.label(|l| match l {
                        Lang::Zh => format!(
                            "{} {}（{} {}）",
                            Label::WinsInARow.text(l),
                            s.current,
                            Label::BestRun.text(l),
                            s.best
                        ),
                        Lang::En => format!(
                            "{}: {} ({} {})",
                            Label::WinsInARow.text(l),
                            s.current,
                            Label::BestRun.text(l),
                            s.best
                        ),
                    })
                });
                let rating_text = rating.map(|r| {
                    lang.label(|l| {
                        let games = match l {
                            Lang::Zh => format!("{}局", r.games),
                            Lang::En if r.games == 1 => "1 game".to_string(),
                            Lang::En => format!("{} games", r.games),
                        };
                        let note = if r.provisional {
                            format!(
                                "{}{}{games}",
                                Label::Provisional.text(l),
                                catalogue::separator(l)
                            )
                        } else {
                            games
                        };
                        match l {
                            Lang::Zh => {
                                format!("{} {:.0}（{note}）", Label::Rating.text(l), r.value)
                            }
                            Lang::En => {
                                format!("{} {:.0} ({note})", Label::Rating.text(l), r.value)
                            }
                        }
                    })
                });
                let (start, chart) = self.rating_chart(game);
                let chart_scale = chart_scale_of(&chart, start, lang);
                let chart_spoken = match (chart.first(), chart.last()) {
                    (Some(a), Some(b)) => lang.sentence(|l| match l {
                        Lang::Zh => format!(
                            "等级分从第{}局后的 {:.0} 到第{}局后的 {:.0}。",
                            a.number, a.rating, b.number, b.rating
                        ),
                        Lang::En => format!(
                            "Rating from {:.0} after game {} to {:.0} after game {}.",
                            a.rating, a.number, b.rating, b.number
                        ),
                    }),
                    _ => String::new(),
                };
                GameStatsView {
                    game,
                    name: lang
                        .label(|l| crate::text::rules_text::short_game_name(game, l).to_string()),
                    lines,
                    streak,
                    rating: rating_text,
                    chart,
                    chart_scale,
                    chart_spoken,
                }
            })
            .collect();
        StatsView {
            title: lang.say(Label::Statistics),
            empty_text: rows.is_empty().then(|| lang.say(Label::NoFinishedGames)),
            columns: vec![
                lang.say(Label::Won),
                lang.say(Label::Drawn),
                lang.say(Label::Lost),
            ],
            games,
            legend: [
                (GameResult::Won, Label::Won),
                (GameResult::Drawn, Label::Drawn),
                (GameResult::Lost, Label::Lost),
            ]
            .into_iter()
            .map(|(result, label)| LegendEntry {
                result,
                text: lang.say(label),
            })
            .collect(),
            reset: crate::screens::table::ActionView {
                label: lang.say(Label::ResetStats),
                enabled: !rows.is_empty(),
            },
            reset_question: lang.sentence(|l| Label::ResetStatsQuestion.text(l).to_string()),
            reset_confirm: lang.say(Label::Reset),
            reset_cancel: lang.say(Label::Cancel),
        }
    }
}
