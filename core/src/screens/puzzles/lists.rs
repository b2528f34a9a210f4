//! The puzzles screen and the puzzle lists, as views the apps draw: today's puzzle, the
//! streak, each game's puzzles by difficulty with the player's progress, and the list of
//! one game's puzzles of one difficulty. Every sentence is worded here.

use super::play::{capitalised, difficulty_name, task_text};
use crate::files::puzzle_progress::{PuzzleProgress, PuzzleStatus};
use crate::rules::game::{GameId, Side};
use crate::screens::table::ActionView;
use crate::text::catalogue::{DisplayLanguage, Label};
use crate::text::dates::day_text;
use crate::text::rules_text::{game_name, short_game_name, Lang};
use crate::training::puzzle::{daily_puzzle, puzzles, CivilDate, Difficulty, Puzzle};

/// The puzzles screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzlesView {
    /// "Puzzles" / "谜题".
    pub title: String,
    /// Today's puzzle.
    pub daily: DailyPuzzleView,
    /// "Streak: 3 days · best 5".
    pub streak: String,
    /// Each game's puzzles, in the games' order.
    pub games: Vec<PuzzleGameRow>,
    /// The progress file does not read: what the player should know (the counts then
    /// show no puzzle tried; the file is left as it is until the next try is recorded).
    pub problem: Option<String>,
}

/// Today's puzzle on the puzzles screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct DailyPuzzleView {
    /// "Today's puzzle · 2026-12-02".
    pub heading: String,
    /// The puzzle.
    pub puzzle_id: String,
    /// Its game.
    pub game: GameId,
    /// The game's name.
    pub game_name: String,
    /// How hard it is.
    pub difficulty: Difficulty,
    /// "easy" / "容易".
    pub difficulty_name: String,
    /// "First (red) to move and win in 5 plies."
    pub task: String,
    /// "Solved today" / "Not solved yet".
    pub status: String,
    /// Whether it was solved today.
    pub solved: bool,
    /// Open it: "Solve" / "Solve again".
    pub open: ActionView,
    /// Everything above in one sentence for a screen reader.
    pub spoken: String,
}

/// One game's puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleGameRow {
    /// The game.
    pub game: GameId,
    /// Its short name ("Zhong Kui" / "钟馗捉鬼"), as home and the titles write it.
    pub name: String,
    /// "12 of 3104 solved".
    pub summary: String,
    /// Its difficulties that have puzzles, easy first.
    pub difficulties: Vec<PuzzleDifficultyRow>,
}

/// One game's puzzles of one difficulty, with the player's progress.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleDifficultyRow {
    /// The difficulty.
    pub difficulty: Difficulty,
    /// "Easy" / "容易".
    pub name: String,
    /// Puzzles in the set.
    pub total: u32,
    /// Solved clean at least once.
    pub solved: u32,
    /// Solved only after hints.
    pub hinted: u32,
    /// Tried and never solved.
    pub failed: u32,
    /// "12 / 1260".
    pub counts: String,
    /// The next puzzle to offer: the first not solved clean (none: all solved).
    pub next_id: Option<String>,
    /// "Weiming, easy: 12 of 1260 solved, 3 with a hint, 2 failed."
    pub spoken: String,
}

/// The list of one game's puzzles of one difficulty.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleListView {
    /// "Weiming · Easy".
    pub title: String,
    /// Whose puzzles (the rows' thumbnails are this game's boards).
    pub game: GameId,
    /// The puzzles, in the set's order.
    pub rows: Vec<PuzzleRow>,
}

/// One puzzle in a list.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleRow {
    /// The puzzle's id.
    pub id: String,
    /// "#42" / "第42题".
    pub title: String,
    /// "First (red) to move and win in 5 moves."
    pub task: String,
    /// The side to move, who is to win (a card shows its piece beside the goal).
    pub to_move: Side,
    /// The task without the side, for a card: "Win in 5 moves" / "5步内取胜".
    pub goal: String,
    /// Where it stands for the player.
    pub status: PuzzleStatus,
    /// "Solved" / "Solved with a hint" / "Not solved yet" / "New".
    pub status_text: String,
    /// The row in one sentence for a screen reader.
    pub spoken: String,
    /// The puzzle's position as position text, for the row's thumbnail (`thumbnailBoard`).
    pub position: String,
}

/// The puzzles screen on the player's local date `today`; `problem`: the progress file
/// did not read (its sentence, already worded).
pub fn puzzles_view(
    progress: &PuzzleProgress,
    today: CivilDate,
    problem: Option<String>,
    lang: DisplayLanguage,
) -> PuzzlesView {
    let daily = daily_view(progress, today, lang);
    let streak = progress.streak(today);
    let best = progress.best_streak();
    PuzzlesView {
        title: lang.say(Label::Puzzles),
        daily,
        streak: lang.label(|l| streak_text(streak, best, l)),
        games: GameId::ALL
            .into_iter()
            .map(|game| game_row(progress, game, lang))
            .collect(),
        problem,
    }
}

fn daily_view(
    progress: &PuzzleProgress,
    today: CivilDate,
    lang: DisplayLanguage,
) -> DailyPuzzleView {
    let p = daily_puzzle(today);
    let solved = progress.daily_solved(today);
    let date = |l| day_text(i64::from(today.year), today.month, today.day, false, l);
    let heading = lang.label(|l| match l {
        Lang::En => format!("Today's puzzle · {}", date(l)),
        Lang::Zh => format!("每日一题 · {}", date(l)),
    });
    let status = lang.label(|l| {
        match (solved, l) {
            (true, Lang::En) => "Solved today",
            (true, Lang::Zh) => "今天已解出",
            (false, Lang::En) => "Not solved yet",
            (false, Lang::Zh) => "今天还没解",
        }
        .to_string()
    });
    let task = lang.sentence(|l| task_text(p.position.side_to_move(), p.value, l));
    let spoken = lang.sentence(|l| {
        let sep = if l == Lang::En { ", " } else { "，" };
        let end = if l == Lang::En { "." } else { "。" };
        let status = match (solved, l) {
            (true, Lang::En) => "solved today",
            (true, Lang::Zh) => "今天已解出",
            (false, Lang::En) => "not solved yet",
            (false, Lang::Zh) => "今天还没解",
        };
        let head = match l {
            Lang::En => format!("Today's puzzle, {}", date(l)),
            Lang::Zh => format!("每日一题，{}", date(l)),
        };
        format!(
            "{head}{sep}{}{sep}{}{sep}{status}{end} {}",
            game_name(p.game, l),
            difficulty_name(p.difficulty, l),
            task_text(p.position.side_to_move(), p.value, l)
        )
    });
    DailyPuzzleView {
        heading,
        puzzle_id: p.id.clone(),
        game: p.game,
        game_name: lang.label(|l| short_game_name(p.game, l).to_string()),
        difficulty: p.difficulty,
        difficulty_name: lang.label(|l| capitalised(difficulty_name(p.difficulty, l))),
        task,
        status,
        solved,
        open: ActionView {
            label: lang.say(if solved {
                Label::SolveAgain
            } else {
                Label::SolvePuzzle
            }),
            enabled: true,
        },
        spoken,
    }
}

/// "Streak: 3 days · best 5" / "连续解题：3天 · 最长5天".
pub fn streak_text(streak: u32, best: u32, lang: Lang) -> String {
    match lang {
        Lang::En => {
            let days = if streak == 1 { "day" } else { "days" };
            format!("Streak: {streak} {days} · best {best}")
        }
        Lang::Zh => format!("连续解题：{streak}天 · 最长{best}天"),
    }
}

fn game_row(progress: &PuzzleProgress, game: GameId, lang: DisplayLanguage) -> PuzzleGameRow {
    let difficulties: Vec<PuzzleDifficultyRow> = Difficulty::ALL
        .into_iter()
        .filter_map(|d| {
            let c = progress.counts(game, d);
            (c.total > 0).then(|| PuzzleDifficultyRow {
                difficulty: d,
                name: lang.label(|l| capitalised(difficulty_name(d, l))),
                total: c.total,
                solved: c.solved,
                hinted: c.hinted,
                failed: c.failed,
                counts: format!("{} / {}", c.solved, c.total),
                next_id: progress.next_unsolved(game, Some(d)).map(|p| p.id.clone()),
                spoken: lang.sentence(|l| {
                    difficulty_spoken(game, d, c.solved, c.total, c.hinted, c.failed, l)
                }),
            })
        })
        .collect();
    let solved: u32 = difficulties.iter().map(|d| d.solved).sum();
    let total: u32 = difficulties.iter().map(|d| d.total).sum();
    PuzzleGameRow {
        game,
        name: lang.label(|l| short_game_name(game, l).to_string()),
        summary: lang.label(|l| match l {
            Lang::En => format!("{solved} of {total} solved"),
            Lang::Zh => format!("已解 {solved} / {total}"),
        }),
        difficulties,
    }
}

fn difficulty_spoken(
    game: GameId,
    d: Difficulty,
    solved: u32,
    total: u32,
    hinted: u32,
    failed: u32,
    lang: Lang,
) -> String {
    let name = game_name(game, lang);
    let level = difficulty_name(d, lang);
    match lang {
        Lang::En => format!(
            "{name}, {level}: {solved} of {total} solved, {hinted} with a hint, {failed} not solved."
        ),
        Lang::Zh => format!(
            "{name}，{level}：已解 {solved} / {total}，用提示解出 {hinted} 题，未解出 {failed} 题。"
        ),
    }
}

/// The status of a puzzle in words.
pub fn status_text(status: PuzzleStatus, lang: Lang) -> &'static str {
    match (status, lang) {
        (PuzzleStatus::New, Lang::En) => "New",
        (PuzzleStatus::New, Lang::Zh) => "未做",
        (PuzzleStatus::Solved, Lang::En) => "Solved",
        (PuzzleStatus::Solved, Lang::Zh) => "已解出",
        (PuzzleStatus::Hinted, Lang::En) => "Solved with a hint",
        (PuzzleStatus::Hinted, Lang::Zh) => "用提示解出",
        (PuzzleStatus::Failed, Lang::En) => "Not solved yet",
        (PuzzleStatus::Failed, Lang::Zh) => "尚未解出",
    }
}

/// A puzzle's goal without the side: "Win in 1 move" / "Win in 5 moves" / "5步内取胜".
fn goal_text(plies: u32, lang: Lang) -> String {
    match lang {
        Lang::En if plies == 1 => "Win in 1 move".to_string(),
        Lang::En => format!("Win in {plies} moves"),
        Lang::Zh => format!("{plies}步内取胜"),
    }
}

/// The list of `game`'s puzzles of `difficulty`.
pub fn puzzle_list(
    progress: &PuzzleProgress,
    game: GameId,
    difficulty: Difficulty,
    lang: DisplayLanguage,
) -> PuzzleListView {
    PuzzleListView {
        game,
        title: lang.label(|l| {
            format!(
                "{} · {}",
                short_game_name(game, l),
                capitalised(difficulty_name(difficulty, l))
            )
        }),
        rows: puzzles(game)
            .iter()
            .filter(|p| p.difficulty == difficulty)
            .map(|p| {
                let status = progress.status(&p.id);
                let number =
                    p.id.rsplit('-')
                        .next()
                        .unwrap_or(&p.id)
                        .trim_start_matches('0');
                let side = p.position.side_to_move();
                PuzzleRow {
                    position: p.position.to_text(),
                    id: p.id.clone(),
                    title: lang.label(|l| match l {
                        Lang::En => format!("#{number}"),
                        Lang::Zh => format!("第{number}题"),
                    }),
                    task: lang.sentence(|l| task_text(side, p.value, l)),
                    to_move: side,
                    goal: lang.label(|l| goal_text(p.value, l)),
                    status,
                    status_text: lang.label(|l| status_text(status, l).to_string()),
                    spoken: lang.sentence(|l| {
                        let (title, sep) = match l {
                            Lang::En => (format!("Puzzle {number}"), ", "),
                            Lang::Zh => (format!("第{number}题"), "，"),
                        };
                        format!(
                            "{title}{sep}{}{sep}{}",
                            status_text(status, l),
                            task_text(side, p.value, l)
                        )
                    }),
                }
            })
            .collect(),
    }
}

/// The puzzle to offer after `after_id`: the next one of the same game and difficulty,
/// in the set's order, not yet solved clean (wrapping round to the start); none when
/// `after_id` is no puzzle or every other one is solved.
pub fn next_puzzle(progress: &PuzzleProgress, after_id: &str) -> Option<&'static Puzzle> {
    let current = crate::training::puzzle::puzzle_by_id(after_id)?;
    let same: Vec<&'static Puzzle> = puzzles(current.game)
        .iter()
        .filter(|p| p.difficulty == current.difficulty)
        .collect();
    let at = same.iter().position(|p| p.id == current.id)?;
    same[at + 1..]
        .iter()
        .chain(same[..at].iter())
        .find(|p| progress.status(&p.id) != PuzzleStatus::Solved)
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::puzzle_progress::Attempt;

    fn today() -> CivilDate {
        CivilDate::new(2026, 12, 2).unwrap()
    }

    #[test]
    fn the_screen_shows_todays_puzzle_the_streak_and_every_game() {
        let mut progress = PuzzleProgress::new();
        let v = puzzles_view(&progress, today(), None, DisplayLanguage::En);
        assert_eq!(v.title, "Puzzles");
        assert_eq!(v.daily.puzzle_id, daily_puzzle(today()).id);
        assert_eq!(v.daily.heading, "Today's puzzle · 2\u{a0}Dec");
        assert!(!v.daily.solved && v.daily.open.label == "Solve");
        assert_eq!(v.streak, "Streak: 0 days · best 0");
        assert_eq!(v.games.len(), 4);
        let weiming = &v.games[0];
        assert_eq!(weiming.game, GameId::Weiming);
        assert_eq!(weiming.difficulties.len(), 3);
        assert_eq!(weiming.difficulties[0].name, "Easy");
        assert_eq!(weiming.difficulties[0].total, 630);
        assert_eq!(weiming.summary, "0 of 1552 solved");
        // Jinmen has no hard puzzles: no empty row.
        assert_eq!(v.games[2].difficulties.len(), 2);

        let daily = daily_puzzle(today());
        progress.record(daily, Attempt::Solved, today());
        let v = puzzles_view(&progress, today(), None, DisplayLanguage::Zh);
        assert!(v.daily.solved);
        assert_eq!(v.daily.status, "今天已解出");
        assert_eq!(v.daily.open.label, "再解一次");
        assert_eq!(v.streak, "连续解题：1天 · 最长1天");
        let row = v
            .games
            .iter()
            .find(|g| g.game == daily.game)
            .unwrap()
            .difficulties
            .iter()
            .find(|d| d.difficulty == daily.difficulty)
            .unwrap()
            .clone();
        assert_eq!(row.solved, 1);
        assert!(row.spoken.contains("已解 1 /"), "{}", row.spoken);
        assert_ne!(row.next_id.as_deref(), Some(daily.id.as_str()));
    }

    #[test]
    fn a_list_shows_each_puzzles_status_and_next_skips_the_solved() {
        let mut progress = PuzzleProgress::new();
        let list = puzzle_list(
            &progress,
            GameId::Zhongkui,
            Difficulty::Hard,
            DisplayLanguage::En,
        );
        assert_eq!(
            list.title,
            format!("{} · Hard", short_game_name(GameId::Zhongkui, Lang::En))
        );
        assert_eq!(list.rows.len(), 36);
        assert!(list.rows.iter().all(|r| r.status == PuzzleStatus::New));
        let first = puzzle_by_id_static(&list.rows[0].id);
        let second = puzzle_by_id_static(&list.rows[1].id);
        let third = puzzle_by_id_static(&list.rows[2].id);
        assert!(list.rows[0].title.starts_with('#'));
        progress.record(second, Attempt::Solved, today());
        progress.record(first, Attempt::Failed, today());
        let list = puzzle_list(
            &progress,
            GameId::Zhongkui,
            Difficulty::Hard,
            DisplayLanguage::En,
        );
        assert_eq!(list.rows[0].status_text, "Not solved yet");
        assert_eq!(list.rows[1].status_text, "Solved");
        // A card's goal is the task without the side, whose piece the card shows.
        let row = &list.rows[0];
        assert_eq!(row.to_move, first.position.side_to_move());
        let goal = format!("{}.", row.goal.to_lowercase());
        assert!(row.task.ends_with(&goal), "{} / {}", row.task, row.goal);
        assert!(!row.goal.contains("First") && !row.goal.ends_with('.'));
        assert_eq!(
            next_puzzle(&progress, &first.id).map(|p| &p.id),
            Some(&third.id)
        );
        // The last one wraps round to the first not solved.
        let last = &list.rows[35].id;
        assert_eq!(next_puzzle(&progress, last).map(|p| &p.id), Some(&first.id));
        assert!(next_puzzle(&progress, "nonsense").is_none());
    }

    fn puzzle_by_id_static(id: &str) -> &'static Puzzle {
        crate::training::puzzle::puzzle_by_id(id).unwrap()
    }
}
