//! Every lesson's words in Traditional Chinese (converted from the Simplified texts by the
//! core): no Simplified-only character left (OpenCC's table, `fixtures/simplified-only.txt`).

use folkchess_core::text::catalogue::DisplayLanguage;
use folkchess_core::text::rules_text::Lang;
use folkchess_core::training::lessons::all_lessons;

#[test]
fn every_lesson_text_is_traditional_in_zh_hant() {
    let only: Vec<char> = include_str!("fixtures/simplified-only.txt")
        .trim()
        .chars()
        .collect();
    let mut texts = Vec::new();
    for l in all_lessons() {
        texts.extend([l.title, l.task]);
        for s in l.steps {
            texts.extend([s.task, s.miss, s.done]);
        }
    }
    for words in texts {
        let hant = DisplayLanguage::ZhHant.sentence(|l| words.get(l).to_string());
        let bad: String = hant.chars().filter(|c| only.contains(c)).collect();
        assert!(bad.is_empty(), "{bad:?} left in {hant:?}");
        assert_eq!(hant.chars().count(), words.get(Lang::Zh).chars().count());
    }
}
