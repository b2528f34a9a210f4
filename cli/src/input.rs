//! What a typed line means before it is parsed: control characters and escape
//! sequences removed (so nothing typed can move the cursor when it is echoed in a
//! message), full-width forms from a Chinese input method (`ｂｌ－ｘ`) turned into
//! ASCII, and the Chinese command words (悔棋, 提示, 退出, …) turned into the English
//! ones the command parser knows. Chinese words are understood in either script: written
//! here in Simplified characters, a word typed in Traditional ones (認輸, 儲存, 載入) is
//! recognised through the core's conversion ([`same_word`]).

use folkchess_core::text::hant::to_hant;
use folkchess_core::Level;

/// Removes escape sequences (`ESC [ … final`, `ESC O x`, `ESC x`) and every other
/// control character (C0, DEL, C1); a tab becomes a space.
pub fn strip_controls(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\x1b' => match chars.next() {
                Some('[') => {
                    // Parameters and intermediates, then one final byte.
                    while let Some(&n) = chars.peek() {
                        chars.next();
                        if ('\x40'..='\x7e').contains(&n) {
                            break;
                        }
                    }
                }
                Some('O') => {
                    chars.next();
                }
                _ => {}
            },
            '\t' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// Full-width forms and other look-alikes a Chinese input method types, as ASCII:
/// `ｂ２－ｂ３` is `b2-b3`, the ideographic space is a space, the dashes `－ — – −`
/// are `-`.
pub fn to_ascii_forms(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            '\u{3000}' => ' ',
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{fe58}' | '\u{fe63}' => '-',
            c => c,
        })
        .collect()
}

/// A typed line made ready for the parser: controls stripped, full-width forms as
/// ASCII, a Chinese command word replaced by its English word, trimmed. The file name
/// after `save` or `load` is kept as typed (only controls are stripped).
pub fn normalise(line: &str) -> String {
    let clean = strip_controls(line);
    let trimmed = clean.trim();
    let (word, rest) = match trimmed.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (trimmed, ""),
    };
    let ascii_word = to_ascii_forms(word);
    // Punctuation at the end of a Chinese word (`悔棋。`) is not part of it.
    let bare = ascii_word.trim_end_matches(['。', '！', '？']);
    let english = command_word(bare);
    let keeps_rest = matches!(
        english.unwrap_or(ascii_word.to_lowercase().as_str()),
        "save" | "load"
    );
    let head = english.map_or(ascii_word.clone(), str::to_string);
    match (rest.is_empty(), keeps_rest) {
        (true, _) => head,
        (false, true) => format!("{head} {rest}"),
        (false, false) => format!("{head} {}", to_ascii_forms(rest)),
    }
}

/// The Chinese command words, in Simplified characters, and the English word of each.
const COMMAND_WORDS: &[(&[&str], &str)] = &[
    (&["悔棋", "悔", "撤销"], "undo"),
    (&["重走", "还原", "恢复"], "redo"),
    (&["提示"], "hint"),
    (&["退出", "离开", "结束"], "quit"),
    (&["帮助", "命令"], "help"),
    (&["走法", "合法走法"], "moves"),
    (&["规则"], "rules"),
    (&["棋盘"], "board"),
    (&["新局", "新棋局", "重新开始", "再来一局"], "new"),
    (&["保存", "存档"], "save"),
    (&["读取", "读档", "载入", "加载"], "load"),
    (&["弃步", "过"], "pass"),
    (&["难度"], "level"),
    (&["认输"], "resign"),
    (&["求和", "提和", "提议和棋"], "draw"),
];

/// Whether `typed` is `word` (a Chinese word written in Simplified characters, or any
/// other text) in either script: as it is, or in Traditional characters as the core
/// converts it — with its Taiwan wording (保存 → 儲存) or character by character (加载 →
/// 加載). Case does not matter.
pub fn same_word(typed: &str, word: &str) -> bool {
    let typed = typed.to_lowercase();
    let word = word.to_lowercase();
    if typed == word {
        return true;
    }
    let typed_hant = to_hant(&typed);
    let by_char: String = word
        .chars()
        .map(|c| to_hant(c.encode_utf8(&mut [0; 4])))
        .collect();
    typed_hant == to_hant(&word) || typed_hant == by_char
}

/// The English command word of a Chinese one (in either script), or `None`.
pub fn command_word(word: &str) -> Option<&'static str> {
    if word.is_ascii() {
        return None;
    }
    COMMAND_WORDS
        .iter()
        .find(|(words, _)| words.iter().any(|w| same_word(word, w)))
        .map(|&(_, english)| english)
}

/// The words that answer yes, and those that answer no (in Simplified characters).
const YES: &[&str] = &["y", "yes", "是", "好", "对", "要", "确定"];
const NO: &[&str] = &["n", "no", "否", "不", "不要", "取消"];

/// A yes or no answer in either language and script (`y`, `yes`, `是`, `好`, `對`, … /
/// `n`, `no`, `否`, `不`, …), or `None` for anything else. Case and full-width forms do
/// not matter.
pub fn yes_no(answer: &str) -> Option<bool> {
    let a = to_ascii_forms(&strip_controls(answer))
        .trim()
        .to_lowercase();
    let a = a.trim_end_matches(['。', '！', '.', '!']);
    if a.is_empty() {
        None
    } else if YES.iter().any(|w| same_word(a, w)) {
        Some(true)
    } else if NO.iter().any(|w| same_word(a, w)) {
        Some(false)
    } else {
        None
    }
}

/// The answer to a question whose two answers are worded `yes` and `no` (the game
/// table's words: Resign / Cancel, Accept / Decline, Accept / Play on): one of those
/// words, in either script and whatever the case, or a yes or no ([`yes_no`]); `None`
/// for anything else (and for an empty line).
pub fn answer(typed: &str, yes: &str, no: &str) -> Option<bool> {
    let a = to_ascii_forms(&strip_controls(typed));
    let a = a.trim().trim_end_matches(['。', '！', '.', '!']).trim();
    if a.is_empty() {
        None
    } else if same_word(a, yes) {
        Some(true)
    } else if same_word(a, no) {
        Some(false)
    } else {
        yes_no(a)
    }
}

/// A level as a player names it: its id (`hard`), its number 1–5, its English or Chinese
/// name (困难, 困難); the same at the prompt's `level` and on the command line.
pub fn level(name: &str) -> Option<Level> {
    let wanted = name.trim().to_lowercase();
    Level::ALL.iter().enumerate().find_map(|(i, &l)| {
        let matches = wanted == l.id()
            || wanted == (i + 1).to_string()
            || wanted == l.name_en().to_lowercase()
            || same_word(&wanted, l.name_zh());
        matches.then_some(l)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_and_controls_are_removed() {
        // Arrow keys typed in a terminal without line editing arrive as ESC [ D.
        assert_eq!(strip_controls("bm-\x1b[D\x1b[Dx"), "bm-x");
        assert_eq!(strip_controls("\x1b[A"), "");
        assert_eq!(strip_controls("a\x07b\x7fc\u{9b}d\te"), "abcd e");
        assert_eq!(strip_controls("\x1bOHb2\x1b[1;5C"), "b2");
        assert_eq!(strip_controls("悔棋"), "悔棋");
    }

    #[test]
    fn full_width_input_becomes_ascii() {
        assert_eq!(to_ascii_forms("ｂｌ－ｘ"), "bl-x");
        assert_eq!(to_ascii_forms("bl－x"), "bl-x");
        assert_eq!(to_ascii_forms("Ｂ２　Ｂ３"), "B2 B3");
        assert_eq!(to_ascii_forms("b2—b3"), "b2-b3");
        assert_eq!(normalise("  ｂｌ－ｘ "), "bl-x");
    }

    #[test]
    fn chinese_command_words() {
        assert_eq!(normalise("悔棋"), "undo");
        assert_eq!(normalise("提示"), "hint");
        assert_eq!(normalise("退出。"), "quit");
        assert_eq!(normalise("保存 我的棋局.json"), "save 我的棋局.json");
        assert_eq!(normalise("读取　ｇａｍｅ.json"), "load ｇａｍｅ.json");
        assert_eq!(
            normalise("ＳＡＶＥ 棋局（一）.json"),
            "SAVE 棋局（一）.json"
        );
        assert_eq!(normalise("ｂ２　ｂ３"), "b2 b3");
        assert_eq!(normalise("重走"), "redo");
        for word in [
            "悔棋", "重走", "提示", "退出", "帮助", "走法", "规则", "棋盘", "新局", "保存", "读取",
            "弃步", "难度", "认输", "求和", "提和",
        ] {
            assert!(command_word(word).is_some(), "{word}");
        }
        // A move is left alone, and so is an English word.
        assert_eq!(normalise("b2-b3"), "b2-b3");
        assert_eq!(command_word("undo"), None);
    }

    #[test]
    fn chinese_command_words_in_traditional_characters() {
        // The Traditional forms, as the core converts the Simplified words (with Taiwan
        // wording) or character by character (as Hong Kong writes some of them).
        for (typed, english) in [
            ("悔棋", "undo"),
            ("撤銷", "undo"),
            ("還原", "redo"),
            ("恢復", "redo"),
            ("提示", "hint"),
            ("離開", "quit"),
            ("結束", "quit"),
            ("幫助", "help"),
            ("規則", "rules"),
            ("棋盤", "board"),
            ("新棋局", "new"),
            ("儲存", "save"),
            ("存檔", "save"),
            ("讀取", "load"),
            ("讀檔", "load"),
            ("載入", "load"),
            ("加載", "load"),
            ("棄步", "pass"),
            ("難度", "level"),
            ("認輸", "resign"),
            ("求和", "draw"),
            ("提議和棋", "draw"),
        ] {
            assert_eq!(command_word(typed), Some(english), "{typed}");
        }
        assert_eq!(normalise("離開。"), "quit");
        assert_eq!(normalise("儲存 我的棋局.json"), "save 我的棋局.json");
        assert_eq!(normalise("難度 困難"), "level 困難");
        assert_eq!(command_word("認"), None);
        assert!(same_word("困難", "困难"));
        assert!(same_word("Accept", "accept"));
        assert!(!same_word("困", "困难"));
    }

    #[test]
    fn yes_and_no_in_both_languages() {
        for y in ["y", "Yes", "是", "好", "ｙ", "對", "確定", "是。"] {
            assert_eq!(yes_no(y), Some(true), "{y}");
        }
        for n in ["n", "NO", "否", "不", "不要", "取消"] {
            assert_eq!(yes_no(n), Some(false), "{n}");
        }
        assert_eq!(yes_no("maybe"), None);
    }

    #[test]
    fn answers_by_the_questions_words() {
        assert_eq!(answer("resign", "Resign", "Cancel"), Some(true));
        assert_eq!(answer(" CANCEL ", "Resign", "Cancel"), Some(false));
        assert_eq!(answer("play on", "Accept", "Play on"), Some(false));
        assert_eq!(answer("y", "Accept", "Decline"), Some(true));
        assert_eq!(answer("接受。", "接受", "拒绝"), Some(true));
        assert_eq!(answer("拒絕", "接受", "拒绝"), Some(false));
        assert_eq!(answer("认输", "認輸", "取消"), Some(true));
        assert_eq!(answer("否", "認輸", "取消"), Some(false));
        assert_eq!(answer("", "Accept", "Decline"), None);
        assert_eq!(answer("b2-b3", "Accept", "Decline"), None);
        assert_eq!(yes_no(""), None);
    }
}
