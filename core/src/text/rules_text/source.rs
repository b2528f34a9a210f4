//! The authoring form of the texts and its conversion into [`RulesDoc`]s.
//!
//! Both languages are written side by side ([`T`]), so that a reviewer sees the
//! Chinese and the English of every sentence together and the two cannot drift apart
//! in structure. Strings of paragraphs, bullets and facts use the inline markup of
//! [`super::markup`]: `{b2}` refers to a board point, `[井]` or `[generals|general]`
//! to a glossary term. Names, taglines and headings are plain text.

use super::authoring::{t, DocSrc, SectionSrc, B, T};
use super::markup;
use super::{huishi, jinmen, weiming, zhongkui};
use super::{Block, GameId, KeyFact, Lang, RichText, RulesDoc, Section};

const KEY_FACTS_HEADING: T = t("要点", "Key facts");
const QUICK_START_HEADING: T = t("快速上手", "Quick start");
const LABEL_PIECES: T = t("棋子", "Pieces");
const LABEL_BOARD: T = t("棋盘", "Board");
const LABEL_GOAL: T = t("胜负", "To win");

/// The authoring source of `game`.
pub(super) fn doc_source(game: GameId) -> &'static DocSrc {
    match game {
        GameId::Weiming => &weiming::DOC,
        GameId::Zhongkui => &zhongkui::DOC,
        GameId::Jinmen => &jinmen::DOC,
        GameId::Huishi => &huishi::DOC,
    }
}

/// The source of the app-rules section.
#[cfg(test)]
pub(super) fn app_source() -> &'static SectionSrc {
    &super::app::SECTION
}

/// Parses `src`; on a markup error (which the tests rule out) records it in `errors`
/// and falls back to the raw string, so that a reader still sees the words.
fn rich(src: &str, lang: Lang, errors: &mut Vec<String>) -> RichText {
    markup::parse(src, lang).unwrap_or_else(|e| {
        errors.push(format!("{e} in {src:?}"));
        RichText::plain(src)
    })
}

/// Builds a [`Section`], collecting markup errors.
pub(super) fn build_section(src: &SectionSrc, lang: Lang, errors: &mut Vec<String>) -> Section {
    let blocks = src
        .blocks
        .iter()
        .map(|b| match b {
            B::P(text) => Block::Paragraph {
                text: rich(text.get(lang), lang, errors),
            },
            B::L(items) => Block::Bullets {
                items: items
                    .iter()
                    .map(|i| rich(i.get(lang), lang, errors))
                    .collect(),
            },
        })
        .collect();
    Section {
        id: src.id.to_string(),
        heading: src.heading.get(lang).to_string(),
        rule_ids: src.rules.iter().map(|r| r.to_string()).collect(),
        blocks,
    }
}

/// Builds the [`RulesDoc`] of `game` in `lang`, with the markup errors found (none,
/// as the tests check).
pub(super) fn build_doc(game: GameId, lang: Lang) -> (RulesDoc, Vec<String>) {
    let src = doc_source(game);
    debug_assert_eq!(src.game, game);
    let mut errors = Vec::new();
    let fact = |id: &str, label: T, value: T, errors: &mut Vec<String>| KeyFact {
        id: id.to_string(),
        label: label.get(lang).to_string(),
        value: rich(value.get(lang), lang, errors),
    };
    let key_facts = vec![
        fact("pieces", LABEL_PIECES, src.pieces, &mut errors),
        fact("board", LABEL_BOARD, src.board, &mut errors),
        fact("goal", LABEL_GOAL, src.goal, &mut errors),
    ];
    let quick_start = src
        .quick_start
        .iter()
        .map(|q| rich(q.get(lang), lang, &mut errors))
        .collect();
    let sections = src
        .sections
        .iter()
        .map(|s| build_section(s, lang, &mut errors))
        .collect();
    let doc = RulesDoc {
        game,
        lang,
        name: src.name.get(lang).to_string(),
        tagline: src.tagline.get(lang).to_string(),
        key_facts_heading: KEY_FACTS_HEADING.get(lang).to_string(),
        key_facts,
        quick_start_heading: QUICK_START_HEADING.get(lang).to_string(),
        quick_start,
        sections,
    };
    (doc, errors)
}

/// Markup errors of the app-rules section in `lang`.
#[cfg(test)]
pub(super) fn app_section_errors(lang: Lang) -> Vec<String> {
    let mut errors = Vec::new();
    build_section(app_source(), lang, &mut errors);
    errors
}
