//! The list of a game's lessons: each with its title, its task, its number of steps and,
//! once done, its best stars from the lesson progress.

use crate::files::lesson_progress::LessonProgress;
use crate::rules::game::GameId;
use crate::screens::lessons::star_marks;
use crate::text::catalogue::DisplayLanguage;
use crate::training::lessons::lessons;

/// One row of the lessons list.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonRow {
    /// The lesson's id (`weiming-2`).
    pub id: String,
    /// Its game.
    pub game: GameId,
    /// Its title.
    pub title: String,
    /// Its task.
    pub task: String,
    /// How many steps it has.
    pub steps: u32,
    /// The best stars earned, once done.
    pub stars: Option<u8>,
    /// "★★☆" once done, else empty.
    pub stars_text: String,
}

/// The rows of `game`'s lessons, in order, with the stars of `progress`.
pub fn lesson_rows(
    game: GameId,
    progress: &LessonProgress,
    lang: DisplayLanguage,
) -> Vec<LessonRow> {
    lessons(game)
        .iter()
        .map(|l| {
            let stars = progress.stars(l.id);
            LessonRow {
                id: l.id.to_string(),
                game,
                title: lang.label(|x| l.title.get(x).to_string()),
                task: lang.label(|x| l.task.get(x).to_string()),
                steps: u32::try_from(l.steps.len()).unwrap_or(u32::MAX),
                stars,
                stars_text: stars.map(star_marks).unwrap_or_default(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_done_shows_its_stars() {
        let mut p = LessonProgress::new();
        p.record("jinmen-2", 2);
        let rows = lesson_rows(GameId::Jinmen, &p, DisplayLanguage::En);
        assert_eq!(rows[1].id, "jinmen-2");
        assert_eq!(rows[1].title, "Two take one");
        assert_eq!(rows[1].stars_text, "★★☆");
        assert_eq!(rows[0].stars, None);
        assert_eq!(rows[0].stars_text, "");
        let zh = lesson_rows(GameId::Jinmen, &p, DisplayLanguage::ZhHant);
        assert_eq!(zh[2].title, "三吃二");
    }
}
