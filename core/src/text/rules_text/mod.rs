//! Bilingual (中文 / English) rules texts for the in-app rules screens and the CLI.
//!
//! The texts are structured content, not blobs: a [`RulesDoc`] per game and language
//! holds the name, a tagline, key facts, a quick start and the full rules in
//! [`Section`]s. A section is made of [`Block`]s (paragraphs and bullet lists), and
//! every piece of text is a [`RichText`]: a sequence of [`Span`]s that are plain
//! text, references to board points (so the apps can highlight them on the diagram)
//! or references to [glossary] terms.
//!
//! The rules that this app adds to the traditional games (turn timer and pass,
//! threefold repetition, the Jinmen 100-ply rule, no legal move loses) live in a
//! separate section, [`app_rules`], headed "App rules / 应用规则".
//!
//! Every section lists the rule ids it covers (see [`rule_ids`], [`app_rule_ids`] and
//! `docs/rules-coverage.md`); the tests check that both languages cover every rule
//! with the same structure, the same point references and the same glossary terms.
//!
//! ```
//! use folkchess_core::text::rules_text::{game_rules, render_plain, Lang};
//! use folkchess_core::GameId;
//!
//! let doc = game_rules(GameId::Huishi, Lang::En);
//! assert_eq!(doc.name, "Rendezvous Chess");
//! let text = render_plain(&doc, Some(72));
//! assert!(text.contains("well"));
//! ```

mod app;
mod authoring;
mod glossary;
mod huishi;
mod jinmen;
mod markup;
mod render;
mod rule_ids;
mod source;
mod weiming;
mod zhongkui;

#[cfg(test)]
mod tests;

use crate::rules::game::GameId;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

pub use glossary::{glossary, glossary_entry, GlossaryEntry};
pub use render::{render_full_plain, render_plain, render_section_plain};
pub use rule_ids::{app_rule_ids, rule_ids};

/// A language of the rules texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Simplified Chinese, 中文.
    Zh,
    /// English.
    En,
}

impl Lang {
    /// Both languages, Chinese first.
    pub const ALL: [Lang; 2] = [Lang::Zh, Lang::En];

    /// The stable id: `zh` or `en`.
    pub const fn id(self) -> &'static str {
        match self {
            Lang::Zh => "zh",
            Lang::En => "en",
        }
    }

    /// The language's own name: `中文` or `English`.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Zh => "中文",
            Lang::En => "English",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Error for an unknown language tag.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language `{0}` (expected zh or en)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// Accepts `zh` and `en`, in any case, and also a locale tag that starts with
    /// one of them (`zh-CN`, `zh_Hans`, `en-GB`, …).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "zh" => Ok(Lang::Zh),
            "en" => Ok(Lang::En),
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

/// One run of text inside a [`RichText`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Span {
    /// Plain text.
    Text {
        /// The text, shown as is.
        text: String,
    },
    /// A reference to a point of the game's board, shown as its name (`b2`, `bc`, …);
    /// the apps may highlight the point on the board diagram.
    Point {
        /// The point's name as drawn on the board.
        point: String,
    },
    /// A word or phrase that is a glossary term.
    Term {
        /// The id of the [`GlossaryEntry`].
        term: String,
        /// The text as shown (the term itself, possibly inflected in English).
        text: String,
    },
}

impl Span {
    /// The text this span shows.
    pub fn as_str(&self) -> &str {
        match self {
            Span::Text { text } | Span::Term { text, .. } => text,
            Span::Point { point } => point,
        }
    }
}

/// A sequence of [`Span`]s: one paragraph, bullet item, fact or heading.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct RichText {
    /// The spans, in reading order.
    pub spans: Vec<Span>,
}

impl RichText {
    /// A rich text made of one plain span.
    pub fn plain(text: impl Into<String>) -> Self {
        RichText {
            spans: vec![Span::Text { text: text.into() }],
        }
    }

    /// The text as a plain string, point references written as their names.
    pub fn to_plain(&self) -> String {
        self.spans.iter().map(Span::as_str).collect()
    }

    /// The names of the board points referred to, in order (with repeats).
    pub fn point_refs(&self) -> Vec<String> {
        self.spans
            .iter()
            .filter_map(|s| match s {
                Span::Point { point } => Some(point.clone()),
                _ => None,
            })
            .collect()
    }

    /// The ids of the glossary terms referred to, in order (with repeats).
    pub fn term_refs(&self) -> Vec<String> {
        self.spans
            .iter()
            .filter_map(|s| match s {
                Span::Term { term, .. } => Some(term.clone()),
                _ => None,
            })
            .collect()
    }
}

impl fmt::Display for RichText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.spans.iter().try_for_each(|s| f.write_str(s.as_str()))
    }
}

/// A block of a [`Section`]: a paragraph or a bullet list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Block {
    /// A paragraph.
    Paragraph {
        /// The paragraph's text.
        text: RichText,
    },
    /// A bullet list.
    Bullets {
        /// One rich text per bullet.
        items: Vec<RichText>,
    },
}

impl Block {
    /// The texts of this block: one for a paragraph, one per item for a list.
    pub fn texts(&self) -> Vec<&RichText> {
        match self {
            Block::Paragraph { text } => vec![text],
            Block::Bullets { items } => items.iter().collect(),
        }
    }
}

/// A section of the rules, such as "Board and setup".
///
/// In a [`RulesDoc`] the section ids are, in this order: `board` (board and setup),
/// `movement`, `special` (the special rule of the game), `winning` and `tip` (a short
/// strategy tip). The app-rules section from [`app_rules`] has the id `app`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Section {
    /// Stable id, the same in both languages.
    pub id: String,
    /// The heading as shown.
    pub heading: String,
    /// The ids of the rules this section states (see [`rule_ids`]); empty for the tip.
    pub rule_ids: Vec<String>,
    /// The content.
    pub blocks: Vec<Block>,
}

/// One key fact of a game, shown as "label: value".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KeyFact {
    /// Stable id: `pieces`, `board` or `goal`.
    pub id: String,
    /// The label as shown ("Pieces", "棋子", …).
    pub label: String,
    /// The fact.
    pub value: RichText,
}

/// The complete rules text of one game in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulesDoc {
    /// Which game.
    pub game: GameId,
    /// Which language.
    pub lang: Lang,
    /// The game's name.
    pub name: String,
    /// A one-line tagline.
    pub tagline: String,
    /// Heading for the key facts ("Key facts" / "要点").
    pub key_facts_heading: String,
    /// Key facts: pieces, board, how to win.
    pub key_facts: Vec<KeyFact>,
    /// Heading for the quick start ("Quick start" / "快速上手").
    pub quick_start_heading: String,
    /// Three or four bullets to start playing at once.
    pub quick_start: Vec<RichText>,
    /// The full rules: `board`, `movement`, `special`, `winning`, `tip`.
    pub sections: Vec<Section>,
}

impl RichText {
    /// The same text with every word run through `convert` (point names stay).
    pub fn map_words(&self, convert: &impl Fn(&str) -> String) -> RichText {
        RichText {
            spans: self
                .spans
                .iter()
                .map(|s| match s {
                    Span::Text { text } => Span::Text {
                        text: convert(text),
                    },
                    Span::Term { term, text } => Span::Term {
                        term: term.clone(),
                        text: convert(text),
                    },
                    point @ Span::Point { .. } => point.clone(),
                })
                .collect(),
        }
    }
}

impl Section {
    /// The same section with every word run through `convert` (Traditional characters:
    /// [`crate::text::hant::to_hant`]).
    pub fn map_words(&self, convert: &impl Fn(&str) -> String) -> Section {
        Section {
            id: self.id.clone(),
            heading: convert(&self.heading),
            rule_ids: self.rule_ids.clone(),
            blocks: self
                .blocks
                .iter()
                .map(|b| match b {
                    Block::Paragraph { text } => Block::Paragraph {
                        text: text.map_words(convert),
                    },
                    Block::Bullets { items } => Block::Bullets {
                        items: items.iter().map(|i| i.map_words(convert)).collect(),
                    },
                })
                .collect(),
        }
    }
}

impl RulesDoc {
    /// The section with the given id, if any.
    pub fn section(&self, id: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.id == id)
    }
}

/// The rules text of `game` in `lang`.
pub fn game_rules(game: GameId, lang: Lang) -> RulesDoc {
    source::build_doc(game, lang).0
}

/// Everything the rules screen shows of `game` in `lang`, as sections in reading order: the
/// key facts (one bullet each, "label: value"), the quick start, the rules, and the app
/// rules last.
pub fn screen_sections(game: GameId, lang: Lang) -> Vec<Section> {
    let doc = game_rules(game, lang);
    let sep = match lang {
        Lang::Zh => "：",
        Lang::En => ": ",
    };
    let facts = doc
        .key_facts
        .iter()
        .map(|f| {
            let mut spans = vec![Span::Text {
                text: format!("{}{sep}", f.label),
            }];
            spans.extend(f.value.spans.iter().cloned());
            RichText { spans }
        })
        .collect();
    let mut sections = vec![
        Section {
            id: "key_facts".into(),
            heading: doc.key_facts_heading,
            rule_ids: Vec::new(),
            blocks: vec![Block::Bullets { items: facts }],
        },
        Section {
            id: "quick_start".into(),
            heading: doc.quick_start_heading,
            rule_ids: Vec::new(),
            blocks: vec![Block::Bullets {
                items: doc.quick_start,
            }],
        },
    ];
    sections.extend(doc.sections);
    sections.push(app_rules(lang));
    sections
}

/// The section "App rules / 应用规则": the rules this app adds to all four games
/// (no legal move loses, turn timer and pass, threefold repetition, the Jinmen
/// 100-ply rule), marked as rules of this app rather than of the traditional games.
pub fn app_rules(lang: Lang) -> Section {
    source::build_section(&app::SECTION, lang, &mut Vec::new())
}

/// The game's name in `lang` (e.g. `会师棋`, `Rendezvous Chess`).
pub fn game_name(game: GameId, lang: Lang) -> &'static str {
    source::doc_source(game).name.get(lang)
}

/// The game's short name in `lang`, for titles and bars where the full name
/// ([`game_name`]) would be cut: `未名` / `Weiming`, `钟馗` / `Zhong Kui`, `金门` /
/// `Jinmen`, `会师` / `Rendezvous`.
pub const fn short_game_name(game: GameId, lang: Lang) -> &'static str {
    match (game, lang) {
        (GameId::Weiming, Lang::Zh) => "未名",
        (GameId::Weiming, Lang::En) => "Weiming",
        (GameId::Zhongkui, Lang::Zh) => "钟馗",
        (GameId::Zhongkui, Lang::En) => "Zhong Kui",
        (GameId::Jinmen, Lang::Zh) => "金门",
        (GameId::Jinmen, Lang::En) => "Jinmen",
        (GameId::Huishi, Lang::Zh) => "会师",
        (GameId::Huishi, Lang::En) => "Rendezvous",
    }
}
