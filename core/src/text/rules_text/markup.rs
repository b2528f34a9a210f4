//! The inline markup of the authoring strings.
//!
//! - `{b2}`: a reference to the board point `b2` (lower-case letters and digits).
//! - `[text]`: `text` is a glossary term; the entry is found from the text (the
//!   Chinese term exactly, or the English term, possibly inflected: `[generals]`).
//! - `[text|id]`: `text` refers to the glossary entry `id` (for inflected forms
//!   that are not found automatically, e.g. `[captured|capture]`).
//!
//! The characters `{ } [ ] |` have no other use in the texts.

use super::glossary;
use super::{Lang, RichText, Span};
use std::fmt;

/// A malformed authoring string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct MarkupError(pub String);

impl fmt::Display for MarkupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn err<T>(msg: impl Into<String>) -> Result<T, MarkupError> {
    Err(MarkupError(msg.into()))
}

/// Reads characters up to `close`, which is consumed; `None` if it never comes.
fn read_until(chars: &mut std::str::Chars<'_>, close: char) -> Option<String> {
    let mut out = String::new();
    for c in chars.by_ref() {
        if c == close {
            return Some(out);
        }
        out.push(c);
    }
    None
}

/// Parses an authoring string into spans.
pub(super) fn parse(src: &str, lang: Lang) -> Result<RichText, MarkupError> {
    let mut spans = Vec::new();
    let mut text = String::new();
    let flush = |text: &mut String, spans: &mut Vec<Span>| {
        if !text.is_empty() {
            spans.push(Span::Text {
                text: std::mem::take(text),
            });
        }
    };
    let mut chars = src.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                let Some(name) = read_until(&mut chars, '}') else {
                    return err("unclosed `{`");
                };
                let valid = !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
                if !valid {
                    return err(format!("bad point name `{name}`"));
                }
                flush(&mut text, &mut spans);
                spans.push(Span::Point { point: name });
            }
            '[' => {
                let Some(inner) = read_until(&mut chars, ']') else {
                    return err("unclosed `[`");
                };
                let (shown, id) = match inner.split_once('|') {
                    Some((shown, id)) => (shown, Some(id)),
                    None => (inner.as_str(), None),
                };
                if shown.is_empty() || shown.contains(['{', '[', '|']) {
                    return err(format!("bad term `[{inner}]`"));
                }
                let term = glossary::resolve(shown, id, lang).map_err(MarkupError)?;
                flush(&mut text, &mut spans);
                spans.push(Span::Term {
                    term: term.to_string(),
                    text: shown.to_string(),
                });
            }
            '}' | ']' | '|' => return err(format!("stray `{c}`")),
            _ => text.push(c),
        }
    }
    flush(&mut text, &mut spans);
    Ok(RichText { spans })
}
