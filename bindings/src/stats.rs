//! The statistics screen and a game shared as text: the core's `stats` and `share`.

use crate::board::DisplayLanguage;
use crate::error::{guard, FfiResult, FolkChessError};
use crate::table::ActionView;
use crate::types::GameKind;
use folkchess_core::{files::stats as core, load_from_json};

/// A game's result for the player (for First between two players).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum ResultKind {
    /// Won.
    Won,
    /// Drawn.
    Drawn,
    /// Lost.
    Lost,
}

/// One opponent's line of a game on the statistics screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
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

/// The player's rating after a game against the computer (the chart of results over time).
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct RatingPoint {
    /// The game's number among this game's games against the computer, from 1.
    pub number: u32,
    /// The rating after it.
    pub rating: f64,
    /// Its result.
    pub result: ResultKind,
}

/// One game's part of the statistics screen.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct GameStatsView {
    /// Which game.
    pub game: GameKind,
    /// Its name.
    pub name: String,
    /// A line per opponent played.
    pub lines: Vec<StatsLineView>,
    /// "Wins in a row: 1 (best 3)"; none before a game against the computer.
    pub streak: Option<String>,
    /// "Rating 1240 (provisional, 3 games)"; none before a game against the computer.
    pub rating: Option<String>,
    /// The rating after each of the latest 50 games against the computer, oldest first.
    pub chart: Vec<RatingPoint>,
    /// The chart in a sentence for a screen reader.
    pub chart_spoken: String,
}

/// The statistics screen (`SaveStore.statsView`).
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct StatsView {
    /// "Statistics".
    pub title: String,
    /// Shown when no game has been counted.
    pub empty_text: Option<String>,
    /// The column heads: won, drawn, lost.
    pub columns: Vec<String>,
    /// The games played.
    pub games: Vec<GameStatsView>,
    /// Empties the statistics after `resetQuestion` (`SaveStore.resetStats`).
    pub reset: ActionView,
    /// The question before emptying them.
    pub reset_question: String,
    /// The answer that empties them.
    pub reset_confirm: String,
    /// The answer that keeps them.
    pub reset_cancel: String,
}

fn result_kind(r: core::GameResult) -> ResultKind {
    match r {
        core::GameResult::Won => ResultKind::Won,
        core::GameResult::Drawn => ResultKind::Drawn,
        core::GameResult::Lost => ResultKind::Lost,
    }
}

/// The API record of the core's statistics screen.
pub(crate) fn stats_view(v: folkchess_core::screens::stats_screen::StatsView) -> StatsView {
    StatsView {
        title: v.title,
        empty_text: v.empty_text,
        columns: v.columns.to_vec(),
        games: v
            .games
            .into_iter()
            .map(|g| GameStatsView {
                game: g.game.into(),
                name: g.name,
                lines: g
                    .lines
                    .into_iter()
                    .map(|l| StatsLineView {
                        opponent: l.opponent,
                        won: l.won,
                        drawn: l.drawn,
                        lost: l.lost,
                        spoken: l.spoken,
                    })
                    .collect(),
                streak: g.streak,
                rating: g.rating,
                chart: g
                    .chart
                    .into_iter()
                    .map(|p| RatingPoint {
                        number: p.number,
                        rating: p.rating,
                        result: result_kind(p.result),
                    })
                    .collect(),
                chart_spoken: g.chart_spoken,
            })
            .collect(),
        reset: ActionView {
            label: v.reset.label,
            enabled: v.reset.enabled,
        },
        reset_question: v.reset_question,
        reset_confirm: v.reset_confirm,
        reset_cancel: v.reset_cancel,
    }
}

/// A game (save JSON, as the table's `Save`/`Autosave` effects and `SaveStore` give it) as
/// text to share: tags, the plies, the result, its words in `language`, dated at
/// `epochMs` at the local `utcOffsetMinutes`. Errors: `DamagedSave` (not a save),
/// `InvalidInput` (a negative time).
#[uniffi::export]
pub fn share_text(
    save_json: String,
    language: DisplayLanguage,
    epoch_ms: i64,
    utc_offset_minutes: i32,
) -> FfiResult<String> {
    guard(|| {
        let when = u64::try_from(epoch_ms)
            .map_err(|_| FolkChessError::invalid(format!("epoch_ms {epoch_ms} is negative")))?;
        let saved = load_from_json(&save_json)?;
        Ok(folkchess_core::files::share::share_text(
            &saved,
            language.into(),
            when,
            utc_offset_minutes,
        ))
    })
}

/// A shared text read back as save JSON (`GameSession.fromSaveJson` opens it, to review or
/// continue). Errors: `InvalidInput` whose reason, in `language`, names what does not read
/// (a tag, a ply and its number, a result that does not follow from the plies): show it.
#[uniffi::export]
pub fn import_shared_game(text: String, language: DisplayLanguage) -> FfiResult<String> {
    guard(|| {
        folkchess_core::files::share::import(&text)
            .map(|saved| saved.to_json())
            .map_err(|e| FolkChessError::invalid(e.say(language.into())))
    })
}
