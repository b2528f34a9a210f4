//! The bilingual glossary: one Chinese and one English term per concept, used
//! consistently in every text (the tests enforce it). `docs/glossary.md` shows the
//! same table for translators and reviewers.

use super::{GameId, Lang};
use once_cell::sync::Lazy;
use serde::Serialize;

/// One concept of the glossary with its term in each language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GlossaryEntry {
    /// Stable id, e.g. `shared-piece`.
    pub id: String,
    /// The Chinese term, e.g. `公用棋子`.
    pub zh: String,
    /// The English term, e.g. `shared piece`.
    pub en: String,
    /// A one-sentence definition in Chinese.
    pub definition_zh: String,
    /// A one-sentence definition in English.
    pub definition_en: String,
    /// Chinese synonyms that the texts must not use for this concept.
    pub avoid_zh: Vec<String>,
    /// English synonyms that the texts must not use for this concept.
    pub avoid_en: Vec<String>,
    /// The games whose rules text uses the term (in both languages).
    pub games: Vec<GameId>,
    /// Whether the app-rules section uses the term (in both languages).
    pub in_app_rules: bool,
}

impl GlossaryEntry {
    /// The term in `lang`.
    pub fn term(&self, lang: Lang) -> &str {
        match lang {
            Lang::Zh => &self.zh,
            Lang::En => &self.en,
        }
    }

    /// The definition in `lang`.
    pub fn definition(&self, lang: Lang) -> &str {
        match lang {
            Lang::Zh => &self.definition_zh,
            Lang::En => &self.definition_en,
        }
    }

    /// The synonyms to avoid in `lang`.
    pub fn avoid(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::Zh => &self.avoid_zh,
            Lang::En => &self.avoid_en,
        }
    }

    /// True if `shown` is this term as written in a text of `lang`: the Chinese term
    /// exactly, or the English term with an inflected last word (`generals`,
    /// `locked`, `plies`) and any capitalisation (except that a capitalised term such
    /// as `First` must stay capitalised).
    pub(super) fn is_form(&self, lang: Lang, shown: &str) -> bool {
        match lang {
            Lang::Zh => shown == self.zh,
            Lang::En => {
                let words = en_words(shown);
                let phrase = en_words(&self.en);
                words.len() == phrase.len() && phrase_at(&phrase, &words, 0)
            }
        }
    }

    /// True if the term occurs in `text` of `lang`.
    #[cfg(test)]
    pub(super) fn occurs_in(&self, lang: Lang, text: &str) -> bool {
        match lang {
            Lang::Zh => text.contains(&self.zh),
            Lang::En => en_contains(text, &self.en),
        }
    }
}

/// Splits English text into words (letters and digits; hyphens and apostrophes
/// separate words).
pub(super) fn en_words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect()
}

/// True if `word` is `term` or an inflection of it.
fn word_is(term: &str, word: &str, inflect: bool) -> bool {
    let case_sensitive = term.chars().any(|c| c.is_uppercase());
    let (term, word) = if case_sensitive {
        (term.to_string(), word.to_string())
    } else {
        (term.to_lowercase(), word.to_lowercase())
    };
    if word == term {
        return true;
    }
    if !inflect {
        return false;
    }
    let Some(suffix) = word.strip_prefix(term.as_str()) else {
        // `ply` -> `plies`, `capture` -> `capturing`
        return match (term.strip_suffix('y'), term.strip_suffix('e')) {
            (Some(stem), _) => ["ies", "ied"]
                .iter()
                .any(|s| word.strip_prefix(stem) == Some(s)),
            (_, Some(stem)) => word.strip_prefix(stem) == Some("ing"),
            _ => false,
        };
    };
    ["s", "es", "d", "ed", "ing"].contains(&suffix)
}

/// True if the words of `phrase` occur in `words` starting at `at`, the last one
/// possibly inflected.
fn phrase_at(phrase: &[&str], words: &[&str], at: usize) -> bool {
    phrase.iter().enumerate().all(|(i, p)| {
        words
            .get(at + i)
            .is_some_and(|w| word_is(p, w, i + 1 == phrase.len()))
    })
}

/// True if the English `phrase` occurs as whole words in `text`, its last word
/// possibly inflected.
#[cfg(test)]
pub(super) fn en_contains(text: &str, phrase: &str) -> bool {
    let words = en_words(text);
    let phrase = en_words(phrase);
    !phrase.is_empty() && (0..words.len()).any(|at| phrase_at(&phrase, &words, at))
}

/// Finds the glossary entry for a term reference `[shown]` or `[shown|id]`.
pub(super) fn resolve(shown: &str, id: Option<&str>, lang: Lang) -> Result<&'static str, String> {
    let entries = glossary();
    match id {
        Some(id) => {
            let entry = glossary_entry(id).ok_or_else(|| format!("unknown term id `{id}`"))?;
            if entry.is_form(lang, shown) {
                Ok(&entry.id)
            } else {
                Err(format!("`{shown}` is not a form of the term `{id}`"))
            }
        }
        None => {
            let mut found = entries.iter().filter(|e| e.is_form(lang, shown));
            match (found.next(), found.next()) {
                (Some(e), None) => Ok(&e.id),
                (None, _) => Err(format!("`{shown}` is not a glossary term")),
                (Some(_), Some(_)) => Err(format!("`{shown}` matches several terms")),
            }
        }
    }
}

/// Where a term is used: in all four games, or only in some.
const ALL: &[GameId] = &GameId::ALL;
const SHARED: &[GameId] = &[GameId::Weiming, GameId::Zhongkui];

/// The authoring form of an entry.
struct Def {
    id: &'static str,
    zh: &'static str,
    en: &'static str,
    definition_zh: &'static str,
    definition_en: &'static str,
    avoid_zh: &'static [&'static str],
    avoid_en: &'static [&'static str],
    games: &'static [GameId],
    in_app_rules: bool,
}

const DEFS: &[Def] = &[
    Def {
        id: "point",
        zh: "棋点",
        en: "point",
        definition_zh: "棋盘上可以停放棋子的位置，按图上的名称称呼，如 b2。",
        definition_en: "A place on the board where a piece can stand, called by its name as drawn, e.g. b2.",
        avoid_zh: &["棋位", "一格"],
        avoid_en: &["spot", "square", "cell"],
        games: ALL,
        in_app_rules: false,
    },
    Def {
        id: "line",
        zh: "连线",
        en: "line",
        definition_zh: "棋盘上画出的直线；棋子只能沿连线移动。",
        definition_en: "A straight line drawn on the board; pieces move only along lines.",
        avoid_zh: &["棋路"],
        avoid_en: &[],
        games: ALL,
        in_app_rules: false,
    },
    Def {
        id: "adjacent",
        zh: "相邻",
        en: "adjacent",
        definition_zh: "同一条连线上前后紧接的两个棋点相邻，即使在图上相隔较远。",
        definition_en: "Two points are adjacent when they follow each other on a line, even if they are far apart on the drawing.",
        avoid_zh: &[],
        avoid_en: &[],
        games: ALL,
        in_app_rules: false,
    },
    Def {
        id: "step",
        zh: "走一步",
        en: "step",
        definition_zh: "沿连线移到相邻的空棋点。",
        definition_en: "A move along a line to an adjacent empty point.",
        avoid_zh: &[],
        avoid_en: &[],
        games: ALL,
        in_app_rules: false,
    },
    Def {
        id: "jump",
        zh: "跳",
        en: "jump",
        definition_zh: "越过一枚相邻的棋子，落到同一条连线上紧接着的空棋点。",
        definition_en: "A move over an adjacent piece to the empty point just beyond it on the same line.",
        avoid_zh: &[],
        avoid_en: &["leap", "hop"],
        games: ALL,
        in_app_rules: false,
    },
    Def {
        id: "capture",
        zh: "吃子",
        en: "capture",
        definition_zh: "把对方的棋子从棋盘上拿掉；四种棋中只有金门防御棋吃子。",
        definition_en: "Removing an enemy piece from the board; of the four games, only Jinmen Defense Chess has captures.",
        avoid_zh: &["提子"],
        avoid_en: &[],
        games: ALL,
        in_app_rules: true,
    },
    Def {
        id: "first",
        zh: "先手",
        en: "First",
        definition_zh: "先走的一方，执红。",
        definition_en: "The side that moves first, playing red.",
        avoid_zh: &["红方", "先走方"],
        avoid_en: &[],
        games: ALL,
        in_app_rules: false,
    },
    Def {
        id: "second",
        zh: "后手",
        en: "Second",
        definition_zh: "后走的一方，执黑。",
        definition_en: "The side that moves second, playing black.",
        avoid_zh: &["黑方", "后走方"],
        avoid_en: &[],
        games: ALL,
        in_app_rules: false,
    },
    Def {
        id: "ply",
        zh: "步",
        en: "move",
        definition_zh: "一方的一个回合：走一次棋，或一次弃步；双方的步数合在一起计算。",
        definition_en: "One player's turn: one piece moved, or one pass; the moves of both players count together.",
        avoid_zh: &[],
        avoid_en: &["ply"],
        games: &[GameId::Weiming, GameId::Zhongkui, GameId::Jinmen],
        in_app_rules: true,
    },
    Def {
        id: "blocked",
        zh: "困毙",
        en: "blocked",
        definition_zh: "轮到自己走棋时没有任何合法走法；在本应用中判负。",
        definition_en: "Having no legal move when your turn begins; in this app, that loses.",
        avoid_zh: &["困死", "闷杀"],
        avoid_en: &["stalemate"],
        games: ALL,
        in_app_rules: true,
    },
    Def {
        id: "shared-piece",
        zh: "公用棋子",
        en: "shared piece",
        definition_zh: "两种双承棋里那枚金色的棋子：不属于任何一方，双方都可以走。",
        definition_en: "The gold piece of the two Shuang Cheng games: it belongs to neither side, and either player may move it.",
        avoid_zh: &["共用子", "公用子", "共用棋子", "公共棋子", "中立子"],
        avoid_en: &["neutral piece", "common piece"],
        games: SHARED,
        in_app_rules: true,
    },
    Def {
        id: "lock",
        zh: "锁定",
        en: "lock",
        definition_zh: "上一步刚走过公用棋子时，它处于锁定状态，这一步谁都不能走它。",
        definition_en: "If the shared piece was moved on the previous move, it is locked: nobody may move it on this one.",
        avoid_zh: &["冻结"],
        avoid_en: &["frozen", "freeze"],
        games: SHARED,
        in_app_rules: true,
    },
    Def {
        id: "pass",
        zh: "弃步",
        en: "pass",
        definition_zh: "计时用完时自动记下的一步，这一步不走任何棋子；除此之外不能弃步。",
        definition_en: "The move recorded when the turn timer runs out, in which nothing moves; a pass is never available otherwise.",
        avoid_zh: &["让步", "停着", "虚着", "停一手", "跳过回合"],
        avoid_en: &["skip"],
        games: SHARED,
        in_app_rules: true,
    },
    Def {
        id: "two-take-one",
        zh: "两子吃一子",
        en: "two take one",
        definition_zh: "金门防御棋的吃法：整条连线上恰好三枚棋子相连，己方两枚紧挨着对方一枚，吃掉这一枚。",
        definition_en: "The Jinmen capture in which a whole line holds exactly three pieces in a row, two of the mover's then one enemy, and the enemy piece is removed.",
        avoid_zh: &["二吃一", "两吃一"],
        avoid_en: &["two capture one"],
        games: &[GameId::Jinmen],
        in_app_rules: false,
    },
    Def {
        id: "three-take-two",
        zh: "三子吃两子",
        en: "three take two",
        definition_zh: "金门防御棋的吃法：整条连线上恰好五枚棋子相连，己方三枚紧挨着对方两枚，吃掉这两枚。",
        definition_en: "The Jinmen capture in which a whole line holds exactly five pieces in a row, three of the mover's then two enemies, and both enemy pieces are removed.",
        avoid_zh: &["三吃二", "三吃两"],
        avoid_en: &["three capture two"],
        games: &[GameId::Jinmen],
        in_app_rules: false,
    },
    Def {
        id: "well",
        zh: "井",
        en: "well",
        definition_zh: "会师棋棋盘正中心的棋点 c3。",
        definition_en: "The centre point c3 of the Rendezvous Chess board.",
        avoid_zh: &[],
        avoid_en: &["pit"],
        games: &[GameId::Huishi],
        in_app_rules: false,
    },
    Def {
        id: "general",
        zh: "师",
        en: "general",
        definition_zh: "会师棋中每方的两枚主将棋子；两枚师会师即获胜。",
        definition_en: "Each side's two leading pieces in Rendezvous Chess; bringing them together wins.",
        avoid_zh: &["帅", "将军"],
        avoid_en: &["commander", "king"],
        games: &[GameId::Huishi],
        in_app_rules: false,
    },
    Def {
        id: "soldier",
        zh: "兵",
        en: "soldier",
        definition_zh: "会师棋中每方的三枚普通棋子。",
        definition_en: "Each side's three ordinary pieces in Rendezvous Chess.",
        avoid_zh: &["卒"],
        avoid_en: &["pawn"],
        games: &[GameId::Huishi],
        in_app_rules: false,
    },
    Def {
        id: "rendezvous",
        zh: "会师",
        en: "rendezvous",
        definition_zh: "一枚师走一步后，自己的两枚师相邻且都不在井上；走出会师即获胜。",
        definition_en: "A general's step that leaves its side's two generals adjacent, neither on the well; it wins the game.",
        avoid_zh: &["会合", "汇合"],
        avoid_en: &["reunion", "reunite"],
        games: &[GameId::Huishi],
        in_app_rules: false,
    },
    Def {
        id: "draw",
        zh: "和棋",
        en: "draw",
        definition_zh: "不分胜负的结局。",
        definition_en: "A game that ends with no winner.",
        avoid_zh: &["平局", "和局"],
        avoid_en: &["tie"],
        games: ALL,
        in_app_rules: true,
    },
    Def {
        id: "threefold-repetition",
        zh: "三次重复",
        en: "threefold repetition",
        definition_zh: "同一局面第三次出现；在本应用中判为和棋。",
        definition_en: "The same position occurring for the third time; in this app, a draw.",
        avoid_zh: &["三次同形"],
        avoid_en: &["triple repetition"],
        games: &[GameId::Jinmen, GameId::Huishi],
        in_app_rules: true,
    },
    Def {
        id: "turn-timer",
        zh: "每步限时",
        en: "turn timer",
        definition_zh: "每一步可用的时间，默认 60 秒；用完则记一次弃步。",
        definition_en: "The time allowed for each turn, 60 seconds by default; when it runs out, a pass is recorded.",
        avoid_zh: &[],
        avoid_en: &[],
        games: &[],
        in_app_rules: true,
    },
    Def {
        id: "app-rules",
        zh: "应用规则",
        en: "app rules",
        definition_zh: "本应用为四种棋统一补充的规则，不属于传统玩法。",
        definition_en: "The rules this app adds to all four games; they are not part of the traditional games.",
        avoid_zh: &[],
        avoid_en: &[],
        games: ALL,
        in_app_rules: true,
    },
];

static ENTRIES: Lazy<Vec<GlossaryEntry>> = Lazy::new(|| {
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect();
    DEFS.iter()
        .map(|d| GlossaryEntry {
            id: d.id.to_string(),
            zh: d.zh.to_string(),
            en: d.en.to_string(),
            definition_zh: d.definition_zh.to_string(),
            definition_en: d.definition_en.to_string(),
            avoid_zh: strings(d.avoid_zh),
            avoid_en: strings(d.avoid_en),
            games: d.games.to_vec(),
            in_app_rules: d.in_app_rules,
        })
        .collect()
});

/// The glossary, in a fixed order (board terms first, game-specific terms later).
pub fn glossary() -> &'static [GlossaryEntry] {
    &ENTRIES
}

/// The glossary entry with the given id.
pub fn glossary_entry(id: &str) -> Option<&'static GlossaryEntry> {
    glossary().iter().find(|e| e.id == id)
}
