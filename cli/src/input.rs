//! What a typed line means before it is parsed: control characters and escape
//! sequences removed (so nothing typed can move the cursor when it is echoed in a
//! message), full-width forms from a Chinese input method (`ｂｌ－ｘ`) turned into
//! ASCII, and the Chinese command words (悔棋, 提示, 退出, …) turned into the English
//! ones the command parser knows.

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

/// The English command word of a Chinese one, or `None`.
pub fn command_word(word: &str) -> Option<&'static str> {
    Some(match word {
        "悔棋" | "悔" | "撤销" => "undo",
        "重走" | "还原" | "恢复" => "redo",
        "提示" => "hint",
        "退出" | "离开" | "结束" => "quit",
        "帮助" | "命令" => "help",
        "走法" | "合法走法" => "moves",
        "规则" => "rules",
        "棋盘" => "board",
        "新局" | "新棋局" | "重新开始" | "再来一局" => "new",
        "保存" | "存档" => "save",
        "读取" | "读档" | "载入" | "加载" => "load",
        "弃步" | "过" => "pass",
        "难度" => "level",
        _ => return None,
    })
}

/// A yes or no answer in either language (`y`, `yes`, `是`, `好`, … / `n`, `no`, `否`,
/// `不`, …), or `None` for anything else. Case and full-width forms do not matter.
pub fn yes_no(answer: &str) -> Option<bool> {
    let a = to_ascii_forms(&strip_controls(answer))
        .trim()
        .to_lowercase();
    match a.trim_end_matches(['。', '！', '.', '!']) {
        "y" | "yes" | "是" | "好" | "对" | "要" | "确定" => Some(true),
        "n" | "no" | "否" | "不" | "不要" | "取消" => Some(false),
        _ => None,
    }
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
            "弃步", "难度",
        ] {
            assert!(command_word(word).is_some(), "{word}");
        }
        // A move is left alone.
        assert_eq!(normalise("b2-b3"), "b2-b3");
    }

    #[test]
    fn yes_and_no_in_both_languages() {
        for y in ["y", "Yes", "是", "好", "ｙ"] {
            assert_eq!(yes_no(y), Some(true), "{y}");
        }
        for n in ["n", "NO", "否", "不"] {
            assert_eq!(yes_no(n), Some(false), "{n}");
        }
        assert_eq!(yes_no("maybe"), None);
        assert_eq!(yes_no(""), None);
    }
}
