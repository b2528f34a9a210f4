//! The words layer: the rules texts, the players' sentences about moves and results, the
//! catalogue of every sentence a screen shows, and Traditional Chinese made from Simplified —
//! in zh / zh-Hant / en. It depends only on the rules layer.

pub mod catalogue;
pub mod dates;
pub mod failure;
pub mod hant;
pub mod messages;
pub mod rules_text;

/// `text` with a word joiner (U+2060, drawn as nothing) between two characters where one is
/// Chinese, so that a narrow row breaks at the spaces between phrases ("进行中 · 今天 21:05"),
/// never inside a Chinese word ("今 / 天"); English keeps its spaces and wraps as English does.
pub fn unbroken(text: &str) -> String {
    let chinese = |c: char| c >= '\u{2e80}' && c != WORD_JOINER;
    let mut out = String::with_capacity(text.len() * 2);
    let mut last: Option<char> = None;
    for c in text.chars() {
        if let Some(prev) = last {
            let spacing = |c: char| c.is_whitespace();
            if (chinese(prev) || chinese(c)) && !spacing(prev) && !spacing(c) {
                out.push(WORD_JOINER);
            }
        }
        out.push(c);
        last = Some(c);
    }
    out
}

/// The word joiner: no line break on either side, and no width.
pub const WORD_JOINER: char = '\u{2060}';

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unbroken_text_joins_its_chinese_characters_only() {
        assert_eq!(unbroken("今天\u{a0}00:00"), "今\u{2060}天\u{a0}00:00");
        assert_eq!(
            unbroken("2步 · 进行中"),
            "2\u{2060}步 · 进\u{2060}行\u{2060}中"
        );
        assert_eq!(unbroken("in progress"), "in progress");
        assert_eq!(unbroken(""), "");
    }
}
