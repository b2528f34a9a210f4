//! The practice screen as a view the apps draw: the open exercises per game, oldest
//! first, and what to do when there are none. Every sentence is worded here.

use crate::ai::review::{MoveLabel, ReviewValue};
use crate::files::practice::Practice;
use crate::rules::game::GameId;
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::text::rules_text::{short_game_name, Lang};
use crate::training::practice::Exercise;

/// The practice screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PracticeView {
    /// "Practice" / "练习".
    pub title: String,
    /// Shown when no exercise is open: where exercises come from.
    pub empty: String,
    /// With no exercise open, the way to where they come from: the saved games, to review one
    /// ([`crate::screens::app::AppEvent::OpenSavedGames`]): "Review a finished game".
    pub to_saved_games: String,
    /// The games that have open exercises, in the games' order.
    pub games: Vec<PracticeGameRow>,
    /// The practice file does not read: what the player should know.
    pub problem: Option<String>,
}

/// One game's open exercises.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PracticeGameRow {
    /// The game.
    pub game: GameId,
    /// Its short name, as home and the titles write it.
    pub name: String,
    /// "3 to practise" / "3 个待练".
    pub summary: String,
    /// The open exercises, oldest first.
    pub rows: Vec<ExerciseRow>,
}

/// One open exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ExerciseRow {
    /// The exercise's id.
    pub id: String,
    /// "Blunder · e5-d4".
    pub title: String,
    /// "Before your move: win in 7" / "你这步之前：7步内胜".
    pub detail: String,
    /// The row in one sentence for a screen reader.
    pub spoken: String,
    /// The position before the mistake as position text, for the row's thumbnail
    /// (`thumbnailBoard`).
    pub position: String,
}

/// The practice screen for `practice`; `problem`: the file did not read (its sentence).
pub fn practice_view(
    practice: &Practice,
    problem: Option<String>,
    lang: DisplayLanguage,
) -> PracticeView {
    PracticeView {
        title: lang.say(Label::Practice),
        empty: lang.sentence(|l| match l {
            Lang::En => "No exercises yet. Review a finished game: each of your mistakes and blunders becomes an exercise here, kept until you find a better move.".to_string(),
            Lang::Zh => "还没有练习。复盘一盘下完的棋，你的每个失误和败着都会成为这里的练习，直到你找到更好的一步。".to_string(),
        }),
        to_saved_games: lang.label(|l| match l {
            Lang::En => "Review a finished game".to_string(),
            Lang::Zh => "复盘一盘下完的棋".to_string(),
        }),
        games: GameId::ALL
            .into_iter()
            .filter_map(|game| {
                let open = practice.open(Some(game));
                (!open.is_empty()).then(|| PracticeGameRow {
                    game,
                    name: lang.label(|l| short_game_name(game, l).to_string()),
                    summary: lang.label(|l| match l {
                        Lang::En => format!("{} to practise", open.len()),
                        Lang::Zh => format!("{} 个待练", open.len()),
                    }),
                    rows: open.into_iter().map(|e| row(e, lang)).collect(),
                })
            })
            .collect(),
        problem,
    }
}

fn label_of(e: &Exercise) -> MoveLabel {
    MoveLabel::ALL
        .into_iter()
        .find(|l| l.id() == e.label)
        .unwrap_or(MoveLabel::Mistake)
}

fn row(e: &Exercise, lang: DisplayLanguage) -> ExerciseRow {
    let label = label_of(e);
    let value = ReviewValue::parse_short(&e.value);
    let title = |l: Lang| {
        let name = label.name(l);
        let name = match l {
            Lang::En => {
                let mut c = name.chars();
                c.next()
                    .map(|f| f.to_uppercase().chain(c).collect::<String>())
                    .unwrap_or_default()
            }
            Lang::Zh => name.to_string(),
        };
        format!("{name} · {}", e.played)
    };
    let detail = |l: Lang| match (value, l) {
        (Some(v), Lang::En) => format!("Before your move: {}", v.text(l)),
        (Some(v), Lang::Zh) => format!("你这步之前：{}", v.text(l)),
        (None, _) => String::new(),
    };
    ExerciseRow {
        position: e.position.clone(),
        id: e.id.clone(),
        title: lang.label(title),
        detail: lang.label(detail),
        spoken: lang.sentence(|l| {
            let d = detail(l);
            match l {
                Lang::En if d.is_empty() => format!("{}.", title(l)),
                Lang::En => format!("{}. {d}.", title(l)),
                Lang::Zh if d.is_empty() => format!("{}。", title(l)),
                Lang::Zh => format!("{}。{d}。", title(l)),
            }
        }),
    }
}

/// The exercise to offer after `after_id`: the next open one of the same game (oldest
/// first, wrapping round), else the first open one of another game.
pub fn next_exercise<'a>(practice: &'a Practice, after_id: &str) -> Option<&'a Exercise> {
    let game = practice
        .exercises
        .iter()
        .find(|e| e.id == after_id)
        .map(|e| e.game);
    let open: Vec<&Exercise> = practice
        .open(None)
        .into_iter()
        .filter(|e| e.id != after_id)
        .collect();
    let at = practice
        .exercises
        .iter()
        .position(|e| e.id == after_id)
        .unwrap_or(0);
    let order = |e: &&Exercise| practice.exercises.iter().position(|x| x.id == e.id);
    let same_game_after = open
        .iter()
        .filter(|e| Some(e.game) == game && order(e).is_some_and(|i| i > at))
        .copied()
        .next();
    same_game_after
        .or_else(|| open.iter().find(|e| Some(e.game) == game).copied())
        .or_else(|| open.first().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exercise(id: &str, game: GameId, label: &str, value: &str) -> Exercise {
        Exercise {
            id: id.to_string(),
            game,
            position: String::new(),
            played: "a-b".to_string(),
            label: label.to_string(),
            value: value.to_string(),
            best: None,
            added_at_ms: 0,
            solved_at_ms: None,
        }
    }

    #[test]
    fn open_exercises_are_listed_per_game_and_next_goes_round() {
        let mut p = Practice::new();
        let v = practice_view(&p, None, DisplayLanguage::En);
        assert!(v.games.is_empty() && v.empty.starts_with("No exercises yet"));
        // and the way to where exercises come from
        assert_eq!(v.to_saved_games, "Review a finished game");
        p.add(&[
            exercise("j1", GameId::Jinmen, "blunder", "+0.35"),
            exercise("w1", GameId::Weiming, "mistake", "W7"),
            exercise("w2", GameId::Weiming, "blunder", "D"),
            exercise("w3", GameId::Weiming, "mistake", "W3"),
        ]);
        p.exercises[3].solved_at_ms = Some(1);
        let v = practice_view(&p, None, DisplayLanguage::En);
        assert_eq!(v.games.len(), 2);
        assert_eq!(v.games[0].game, GameId::Weiming);
        assert_eq!(v.games[0].summary, "2 to practise");
        assert_eq!(v.games[0].rows[0].title, "Mistake · a-b");
        assert_eq!(v.games[0].rows[0].detail, "Before your move: win in 7");
        assert_eq!(v.games[1].rows[0].detail, "Before your move: +0.35");
        let zh = practice_view(&p, None, DisplayLanguage::Zh);
        assert_eq!(zh.games[0].rows[1].title, "败着 · a-b");
        assert_eq!(zh.games[0].rows[1].detail, "你这步之前：和棋");

        assert_eq!(next_exercise(&p, "w1").map(|e| e.id.as_str()), Some("w2"));
        assert_eq!(next_exercise(&p, "w2").map(|e| e.id.as_str()), Some("w1"));
        p.exercises[1].solved_at_ms = Some(2);
        assert_eq!(next_exercise(&p, "w2").map(|e| e.id.as_str()), Some("j1"));
        assert_eq!(next_exercise(&p, "j1").map(|e| e.id.as_str()), Some("w2"));
    }
}
