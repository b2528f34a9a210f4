//! Traditional Chinese (繁體中文) as read in Taiwan, made from the project's Simplified texts:
//! every sentence is written once, in Simplified Chinese, and a screen shown in Traditional
//! Chinese converts it here. The conversion is OpenCC's Taiwan conversion with phrases
//! (設定 for 设置, 預設 for 默认, 儲存 for 保存, 鍾馗 for 钟馗 …) restricted to the characters
//! and phrases the texts use, plus reviewed overrides (`scripts/gen-hant-table` writes
//! `table.rs`; the tests check that no Simplified-only character is left in any text the core
//! can show).

mod table;

use table::{CHARS, PHRASES};

/// The longest phrase of the table, in characters.
fn longest_phrase() -> usize {
    PHRASES
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(1)
}

/// `text` in Traditional Chinese (Taiwan usage). Text that is not Chinese (point names,
/// numbers, English) passes unchanged.
pub fn to_hant(text: &str) -> String {
    let max = longest_phrase();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    'outer: while i < chars.len() {
        let c = chars[i].1;
        if c.is_ascii() {
            out.push(c);
            i += 1;
            continue;
        }
        for len in (2..=max.min(chars.len() - i)).rev() {
            let start = chars[i].0;
            let end = chars.get(i + len).map_or(text.len(), |&(b, _)| b);
            let segment = &text[start..end];
            if let Ok(k) = PHRASES.binary_search_by(|(key, _)| (*key).cmp(segment)) {
                out.push_str(PHRASES[k].1);
                i += len;
                continue 'outer;
            }
        }
        match CHARS.binary_search_by(|(key, _)| key.cmp(&c)) {
            Ok(k) => out.push(CHARS[k].1),
            // Quotation marks as Taiwan writes them: 「」 and 『』.
            Err(_) => out.push(match c {
                '“' => '「',
                '”' => '」',
                '‘' => '『',
                '’' => '』',
                other => other,
            }),
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_for_binary_search() {
        assert!(PHRASES.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(CHARS.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn phrases_come_first_then_characters() {
        assert_eq!(to_hant("设置"), "設定");
        assert_eq!(to_hant("钟馗捉鬼"), "鍾馗捉鬼");
        assert_eq!(to_hant("双承棋之钟馗捉鬼"), "雙承棋之鍾馗捉鬼");
        assert_eq!(to_hant("金门防御棋"), "金門防禦棋");
        assert_eq!(to_hant("会师棋"), "會師棋");
        assert_eq!(to_hant("未名双承棋之三"), "未名雙承棋之三");
        assert_eq!(to_hant("复盘"), "復盤");
        assert_eq!(to_hant("默认难度"), "預設難度");
        assert_eq!(to_hant("后手（黑）胜"), "後手（黑）勝");
        assert_eq!(to_hant("b2 上已经有棋子。"), "b2 上已經有棋子。");
        assert_eq!(to_hant("Undo 悔棋"), "Undo 悔棋");
        assert_eq!(to_hant("记下一步“弃步”"), "記下一步「棄步」");
    }
}
