//! Play by ear: what a screen reader says, decided by the core. A screen's view carries a
//! queue of [`Announcement`]s — each with an id that only grows, across every screen and game
//! of the app, so a shell speaks those above the last id it spoke and each is said once — in one language with its tag (a screen reader
//! set to English must read Chinese with a Chinese voice; in the "both" display languages it
//! hears the Chinese alone, not both one after the other).

use crate::rules::game::Side;
use crate::text::catalogue::DisplayLanguage;
use crate::text::rules_text::Lang;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};

/// The language of a spoken text, as a BCP 47 tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum SpeechLanguage {
    /// Simplified Chinese (`zh-Hans`).
    ZhHans,
    /// Traditional Chinese (`zh-Hant`).
    ZhHant,
    /// English (`en`).
    En,
}

impl SpeechLanguage {
    /// The BCP 47 tag: `zh-Hans`, `zh-Hant` or `en`.
    pub const fn tag(self) -> &'static str {
        match self {
            SpeechLanguage::ZhHans => "zh-Hans",
            SpeechLanguage::ZhHant => "zh-Hant",
            SpeechLanguage::En => "en",
        }
    }
}

/// How urgently a text is said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Politeness {
    /// After what is being said (a move, a hint, time running low).
    Polite,
    /// At once (a refused move, time up, a question, the result).
    Assertive,
}

/// One thing to say, once.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Announcement {
    /// Grows with every announcement, on every screen and in every game: speak those above
    /// the last one spoken (a new game's first announcement is above the last game's).
    pub id: u64,
    /// The words, in one language.
    pub text: String,
    /// Their language.
    pub language: SpeechLanguage,
    /// How urgently.
    pub politeness: Politeness,
}

/// The one language a screen reader hears for a display language: the display language
/// itself, or the Chinese of "both" (in its script); as a display language to word texts
/// with, and as the tag.
pub const fn spoken_in(lang: DisplayLanguage) -> (DisplayLanguage, SpeechLanguage) {
    match lang {
        DisplayLanguage::Zh | DisplayLanguage::Both => {
            (DisplayLanguage::Zh, SpeechLanguage::ZhHans)
        }
        DisplayLanguage::ZhHant | DisplayLanguage::BothHant => {
            (DisplayLanguage::ZhHant, SpeechLanguage::ZhHant)
        }
        DisplayLanguage::En => (DisplayLanguage::En, SpeechLanguage::En),
    }
}

/// The seconds left at which a running turn clock is announced (never every second).
pub const LOW_TIME_MARKS: [u64; 3] = [30, 10, 5];

/// How many announcements a view keeps (a shell that missed more has missed them).
const KEPT: usize = 16;

/// The id of the last announcement made anywhere: ids grow across screens and games, so a
/// shell's one "last spoken" id is enough, whichever screen comes next.
static LAST_ANNOUNCEMENT: AtomicU64 = AtomicU64::new(0);

/// The queue of a screen's announcements.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Announcer {
    next_id: u64,
    queue: VecDeque<Announcement>,
}

impl Announcer {
    /// Queues `text(l)` in the language a screen reader hears for `lang`.
    pub fn say(
        &mut self,
        lang: DisplayLanguage,
        politeness: Politeness,
        text: impl Fn(Lang) -> String,
    ) {
        let (words, language) = spoken_in(lang);
        let text = words.sentence(text);
        if text.is_empty() {
            return;
        }
        self.next_id = LAST_ANNOUNCEMENT.fetch_add(1, Ordering::Relaxed) + 1;
        self.queue.push_back(Announcement {
            id: self.next_id,
            text,
            language,
            politeness,
        });
        while self.queue.len() > KEPT {
            self.queue.pop_front();
        }
    }

    /// The announcements kept, oldest first.
    pub fn queue(&self) -> Vec<Announcement> {
        self.queue.iter().cloned().collect()
    }

    /// The id of the newest announcement of this queue (0: none yet).
    pub fn last_id(&self) -> u64 {
        self.next_id
    }
}

/// A headline and its reason said as two sentences: "You won. The computer has no legal
/// move." / "你赢了。电脑无子可走。" (a full stop added to the first where it has none).
pub fn two_sentences(first: &str, second: &str, l: Lang) -> String {
    let ended = first.ends_with(['.', '!', '?', '。', '！', '？']);
    match (l, ended) {
        (_, _) if second.is_empty() => first.to_string(),
        (Lang::En, true) => format!("{first} {second}"),
        (Lang::En, false) => format!("{first}. {second}"),
        (Lang::Zh, true) => format!("{first}{second}"),
        (Lang::Zh, false) => format!("{first}。{second}"),
    }
}

/// "You: bl-x." / "First (red): bl-x." — a player's move, said after it is played.
pub fn move_played(who: Option<Side>, text: &str, l: Lang) -> String {
    match (who, l) {
        (None, Lang::En) => format!("You: {text}."),
        (None, Lang::Zh) => format!("你：{text}。"),
        (Some(side), Lang::En) => format!("{}: {text}.", side_name(side, l)),
        (Some(side), Lang::Zh) => format!("{}：{text}。", side_name(side, l)),
    }
}

/// Who played a move, as a screen reader says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// The player (against the computer).
    You,
    /// The computer.
    Computer,
    /// A side (two players on one phone).
    Side(Side),
}

impl Mover {
    /// "You", "The computer", "First (red)" / "你", "电脑", "先手（红）".
    pub fn name(self, l: Lang) -> String {
        match (self, l) {
            (Mover::You, Lang::En) => "You".to_string(),
            (Mover::You, Lang::Zh) => "你".to_string(),
            (Mover::Computer, Lang::En) => "The computer".to_string(),
            (Mover::Computer, Lang::Zh) => "电脑".to_string(),
            (Mover::Side(side), _) => side_name(side, l),
        }
    }
}

/// "Last move — You: bl-x." / "上一步——电脑：tm-m。"
pub fn last_move(who: Mover, text: &str, l: Lang) -> String {
    let who = who.name(l);
    match l {
        Lang::En => format!("Last move — {who}: {text}."),
        Lang::Zh => format!("上一步——{who}：{text}。"),
    }
}

/// A ply of a reviewed game, as [`reviewed_ply`] says it.
#[derive(Clone, Copy, Debug)]
pub struct ReviewedPly<'a> {
    /// Its number, from 1.
    pub number: usize,
    /// Who played it.
    pub who: Mover,
    /// The ply in notation (with its captures) or the words of a pass.
    pub played: &'a str,
    /// Its judgement's name ("blunder").
    pub label: &'a str,
    /// What it did to the result ("a win in 7 became a loss in 1").
    pub phrase: &'a str,
    /// The best move, where the played one was not.
    pub best: Option<&'a str>,
    /// "deciding move", where this ply decided the game.
    pub deciding: Option<&'a str>,
}

/// "Move 5: You bc-bl, blunder: a win in 7 became a loss in 1; best was ml-bl." / "第5步：
/// 你 bc-bl，败着：7步内必胜变成1步内必败；最佳是 ml-bl。" — one sentence, said when the review
/// steps to a ply.
pub fn reviewed_ply(p: &ReviewedPly, l: Lang) -> String {
    let who = p.who.name(l);
    let (n, played, label, phrase) = (p.number, p.played, p.label, p.phrase);
    match l {
        Lang::En => {
            let best = p.best.map_or(String::new(), |b| format!("; best was {b}"));
            let deciding = p.deciding.map_or(String::new(), |d| format!("; {d}"));
            format!("Move {n}: {who} {played}, {label}: {phrase}{best}{deciding}.")
        }
        Lang::Zh => {
            let best = p.best.map_or(String::new(), |b| format!("；最佳是 {b}"));
            let deciding = p.deciding.map_or(String::new(), |d| format!("；{d}"));
            format!("第{n}步：{who} {played}，{label}：{phrase}{best}{deciding}。")
        }
    }
}

/// A label said as a sentence: its full stop added ("No moves yet." / "还没有走棋。").
pub fn stop(text: &str, l: Lang) -> String {
    match l {
        Lang::En => format!("{text}."),
        Lang::Zh => format!("{text}。"),
    }
}

/// "Hint: bl-x."
pub fn hint(text: &str, l: Lang) -> String {
    match l {
        Lang::En => format!("Hint: {text}."),
        Lang::Zh => format!("提示：{text}。"),
    }
}

/// "30 seconds left."
pub fn time_left(seconds: u64, l: Lang) -> String {
    match l {
        Lang::En => format!("{seconds} seconds left."),
        Lang::Zh => format!("还剩{seconds}秒。"),
    }
}

/// "bl: to x, to tm." — the moves of the piece on `from`, or that it has none.
pub fn moves_from(from: &str, to: &[&str], l: Lang) -> String {
    match (to.is_empty(), l) {
        (true, Lang::En) => format!("{from}: no move."),
        (true, Lang::Zh) => format!("{from}：无路可走。"),
        (false, Lang::En) => {
            let list: Vec<String> = to.iter().map(|t| format!("to {t}")).collect();
            format!("{from}: {}.", list.join(", "))
        }
        (false, Lang::Zh) => format!("{from}：可走到{}。", to.join("、")),
    }
}

/// "to x" — one move from a selected piece, as a custom action's name.
pub fn move_to(to: &str, l: Lang) -> String {
    match l {
        Lang::En => format!("to {to}"),
        Lang::Zh => format!("走到{to}"),
    }
}

/// "First (red)" — a side's name.
pub fn side_name(side: Side, l: Lang) -> String {
    crate::text::messages::side_name(side, l).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_headline_and_its_reason_are_two_sentences() {
        assert_eq!(
            two_sentences("You won", "The computer has no legal move.", Lang::En),
            "You won. The computer has no legal move."
        );
        assert_eq!(
            two_sentences("你赢了", "电脑无子可走。", Lang::Zh),
            "你赢了。电脑无子可走。"
        );
        assert_eq!(two_sentences("Draw!", "Agreed.", Lang::En), "Draw! Agreed.");
        assert_eq!(two_sentences("You won", "", Lang::En), "You won");
    }

    #[test]
    fn a_reviewed_ply_is_one_sentence_in_each_language() {
        let ply = ReviewedPly {
            number: 5,
            who: Mover::You,
            played: "bc-bl",
            label: "blunder",
            phrase: "a win in 7 became a loss in 1",
            best: Some("ml-bl"),
            deciding: None,
        };
        assert_eq!(
            reviewed_ply(&ply, Lang::En),
            "Move 5: You bc-bl, blunder: a win in 7 became a loss in 1; best was ml-bl."
        );
        let zh = ReviewedPly {
            who: Mover::Computer,
            label: "败着",
            phrase: "7步内必胜变成1步内必败",
            best: None,
            deciding: Some("决定胜负的一步"),
            ..ply
        };
        assert_eq!(
            reviewed_ply(&zh, Lang::Zh),
            "第5步：电脑 bc-bl，败着：7步内必胜变成1步内必败；决定胜负的一步。"
        );
    }

    #[test]
    fn ids_grow_across_queues() {
        let mut first = Announcer::default();
        let mut second = Announcer::default();
        first.say(DisplayLanguage::En, Politeness::Polite, |_| "one".into());
        second.say(DisplayLanguage::En, Politeness::Polite, |_| "two".into());
        first.say(DisplayLanguage::En, Politeness::Polite, |_| "three".into());
        let (a, b, c) = (
            first.queue()[0].id,
            second.queue()[0].id,
            first.queue()[1].id,
        );
        assert!(
            a < b && b < c,
            "a new screen's announcements come after the last one said"
        );
    }
}
