//! Plain-text rendering of the rules texts, for the CLI (`folkchess rules GAME`).
//!
//! Headings are underlined (`=` for the game's name, `-` for sections), paragraphs
//! are separated by blank lines, bullets start with `- `, and point references are
//! written as their names. With a width, lines are wrapped at that many terminal
//! columns (a Chinese character takes two): English at spaces, Chinese between any
//! two characters, but never before a closing or after an opening punctuation mark.

use super::{app_rules, game_rules, Block, GameId, Lang, RulesDoc, Section};

/// Renders a game's rules as plain text, wrapped at `width` columns if given.
///
/// The app rules are not included; see [`render_full_plain`].
pub fn render_plain(doc: &RulesDoc, width: Option<usize>) -> String {
    let mut out = String::new();
    heading(&mut out, &doc.name, '=');
    wrap_into(&mut out, &doc.tagline, width, "", "");
    out.push('\n');

    heading(&mut out, &doc.key_facts_heading, '-');
    let colon = match doc.lang {
        Lang::Zh => "：",
        Lang::En => ": ",
    };
    for fact in &doc.key_facts {
        let line = format!("{}{colon}{}", fact.label, fact.value.to_plain());
        wrap_into(&mut out, &line, width, "- ", "  ");
    }
    out.push('\n');

    heading(&mut out, &doc.quick_start_heading, '-');
    for item in &doc.quick_start {
        wrap_into(&mut out, &item.to_plain(), width, "- ", "  ");
    }

    for section in &doc.sections {
        out.push('\n');
        out.push_str(&render_section_plain(section, width));
    }
    out
}

/// Renders one section (for instance [`app_rules`]) as plain text, wrapped at
/// `width` columns if given.
pub fn render_section_plain(section: &Section, width: Option<usize>) -> String {
    let mut out = String::new();
    heading(&mut out, &section.heading, '-');
    for (i, block) in section.blocks.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match block {
            Block::Paragraph { text } => wrap_into(&mut out, &text.to_plain(), width, "", ""),
            Block::Bullets { items } => {
                for item in items {
                    wrap_into(&mut out, &item.to_plain(), width, "- ", "  ");
                }
            }
        }
    }
    out
}

/// Renders a game's rules followed by the app rules, in `lang`, wrapped at `width`
/// columns if given: what `folkchess rules GAME --lang LANG` prints.
pub fn render_full_plain(game: GameId, lang: Lang, width: Option<usize>) -> String {
    let mut out = render_plain(&game_rules(game, lang), width);
    out.push('\n');
    out.push_str(&render_section_plain(&app_rules(lang), width));
    out
}

/// Appends a heading line and its underline.
fn heading(out: &mut String, text: &str, underline: char) {
    out.push_str(text);
    out.push('\n');
    out.push_str(&underline.to_string().repeat(display_width(text)));
    out.push('\n');
}

/// True for characters that take two terminal columns (CJK ideographs, kana,
/// hangul, full-width forms and CJK punctuation).
fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6)
}

/// The number of terminal columns `s` takes.
pub(super) fn display_width(s: &str) -> usize {
    s.chars().map(|c| if is_wide(c) { 2 } else { 1 }).sum()
}

/// Punctuation that must not start a line.
const NO_BREAK_BEFORE: &str = "，。、；：！？）」』”’》,.;:!?)";
/// Punctuation that must not end a line.
const NO_BREAK_AFTER: &str = "（「『“‘《(";

/// An unbreakable piece of text and whether a space precedes it.
struct Token {
    text: String,
    space_before: bool,
}

/// Splits `text` into unbreakable tokens.
fn tokens(text: &str) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::new();
    let mut pending_space = false;
    let mut prev: Option<char> = None;
    for c in text.chars() {
        if c.is_whitespace() {
            pending_space = true;
            continue;
        }
        let join = match (prev, out.last_mut()) {
            (Some(p), Some(_)) if !pending_space => {
                NO_BREAK_BEFORE.contains(c)
                    || NO_BREAK_AFTER.contains(p)
                    || !(is_wide(c) || is_wide(p))
            }
            _ => false,
        };
        match out.last_mut() {
            Some(last) if join => last.text.push(c),
            _ => out.push(Token {
                text: c.to_string(),
                space_before: pending_space,
            }),
        }
        pending_space = false;
        prev = Some(c);
    }
    out
}

/// Appends `text` wrapped at `width` columns, the first line starting with `first`
/// and the others with `rest`; every line ends with a newline.
fn wrap_into(out: &mut String, text: &str, width: Option<usize>, first: &str, rest: &str) {
    let width = width.unwrap_or(usize::MAX);
    let mut line = first.to_string();
    let mut line_width = display_width(first);
    let mut has_content = false;
    for token in tokens(text) {
        let token_width = display_width(&token.text);
        let mut space = usize::from(token.space_before && has_content);
        if has_content && line_width + space + token_width > width {
            out.push_str(&line);
            out.push('\n');
            line = rest.to_string();
            line_width = display_width(rest);
            space = 0;
        }
        if space == 1 {
            line.push(' ');
        }
        line.push_str(&token.text);
        line_width += space + token_width;
        has_content = true;
    }
    out.push_str(&line);
    out.push('\n');
}
