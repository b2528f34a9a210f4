//! The authoring form of the texts: each string in both languages side by side ([`T`]),
//! blocks, sections and a game's whole text, as the game files write them; [`super::source`]
//! turns them into [`super::RulesDoc`]s.

use super::{GameId, Lang};

/// One string in both languages.
#[derive(Clone, Copy, Debug)]
pub(super) struct T {
    pub zh: &'static str,
    pub en: &'static str,
}

impl T {
    /// The string in `lang`.
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Zh => self.zh,
            Lang::En => self.en,
        }
    }
}

/// Shorthand constructor for [`T`].
pub(super) const fn t(zh: &'static str, en: &'static str) -> T {
    T { zh, en }
}

/// A block in authoring form.
#[derive(Debug)]
pub(super) enum B {
    /// A paragraph.
    P(T),
    /// A bullet list.
    L(&'static [T]),
}

/// A section in authoring form.
#[derive(Debug)]
pub(super) struct SectionSrc {
    pub id: &'static str,
    pub heading: T,
    pub rules: &'static [&'static str],
    pub blocks: &'static [B],
}

/// A game's text in authoring form.
#[derive(Debug)]
pub(super) struct DocSrc {
    pub game: GameId,
    pub name: T,
    pub tagline: T,
    /// Key fact "pieces".
    pub pieces: T,
    /// Key fact "board".
    pub board: T,
    /// Key fact "goal".
    pub goal: T,
    pub quick_start: &'static [T],
    /// `board`, `movement`, `special`, `winning`, `tip`, in this order.
    pub sections: [SectionSrc; 5],
}
