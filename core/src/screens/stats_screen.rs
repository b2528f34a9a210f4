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
    /// Who: "Computer · Easy", or "Pass and play (First's results)".
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
    /// computer in `game`.
    pub fn rating_history(&self, game: GameId) -> Vec<RatingPoint> {
        let results: Vec<(f64, GameResult)> = self
            .against_computer(game)
            .filter_map(|g| match g.opponent {
                Opponent::Computer { level } => Some((level_rating(game, level), g.result())),
                Opponent::PassAndPlay => None,
            })
            .collect();
        let prior = level_rating(game, Level::Medium);
        let from = results.len().saturating_sub(RATING_CHART_GAMES);
        (from..results.len())
            .map(|i| {
                let upto: Vec<(f64, f64)> = results[..=i]
                    .iter()
                    .map(|&(r, res)| (r, res.score()))
                    .collect();
                RatingPoint {
                    number: i as u32 + 1,
                    rating: max_likelihood(&upto, prior),
                    result: results[i].1,
                }
            })
            .collect()
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
                let chart = self.rating_history(game);
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
