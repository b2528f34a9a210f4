//! Tests of the rules texts: coverage of every rule id, identical structure in both
//! languages, valid point references, glossary consistency, punctuation, and the
//! plain-text renderer.

use super::glossary::{en_contains, en_words};
use super::render::display_width;
use super::source::{app_section_errors, build_doc};
use super::*;
use std::collections::{BTreeMap, BTreeSet};

// ---------------------------------------------------------------------------
// Board data, kept here on purpose (independent of `crate::rules::board`).

/// The point names of each game as drawn (RULES.md).
fn point_names(game: GameId) -> Vec<String> {
    let s = |v: &[&str]| v.iter().map(|p| p.to_string()).collect::<Vec<_>>();
    match game {
        GameId::Weiming => s(&["s", "tl", "tm", "tr", "x", "m", "bl", "bm", "br"]),
        GameId::Zhongkui => s(&["tl", "t1", "t2", "tr", "ml", "mr", "bl", "bc", "br"]),
        GameId::Jinmen => (1..=7)
            .rev()
            .flat_map(|r| jinmen_files(r).chars().map(move |f| format!("{f}{r}")))
            .collect(),
        GameId::Huishi => (1..=5)
            .rev()
            .flat_map(|r| huishi_files(r).chars().map(move |f| format!("{f}{r}")))
            .collect(),
    }
}

fn jinmen_files(rank: u32) -> &'static str {
    if rank % 2 == 1 {
        "abcde"
    } else {
        "bcd"
    }
}

fn huishi_files(rank: u32) -> &'static str {
    if (2..=4).contains(&rank) {
        "abcde"
    } else {
        "ae"
    }
}

/// The lines of each game's board (RULES.md).
fn lines(game: GameId) -> Vec<Vec<String>> {
    let s = |v: &[&str]| v.iter().map(|p| p.to_string()).collect::<Vec<_>>();
    let file = |f: char, ranks: &[u32]| ranks.iter().map(|r| format!("{f}{r}")).collect();
    match game {
        GameId::Weiming => vec![
            s(&["tl", "tm", "tr"]),
            s(&["bl", "bm", "br"]),
            s(&["tr", "br"]),
            s(&["tm", "m", "bm"]),
            s(&["tl", "x", "bm"]),
            s(&["tm", "x", "bl"]),
            s(&["s", "x", "m"]),
        ],
        GameId::Zhongkui => vec![
            s(&["tl", "t1", "t2", "tr"]),
            s(&["bl", "bc", "br"]),
            s(&["tl", "ml", "bc"]),
            s(&["t1", "ml", "bl"]),
            s(&["tr", "mr", "bc"]),
            s(&["t2", "mr", "br"]),
        ],
        GameId::Jinmen => {
            let mut v: Vec<Vec<String>> = (1..=7)
                .map(|r| jinmen_files(r).chars().map(|f| format!("{f}{r}")).collect())
                .collect();
            for f in ['b', 'c', 'd'] {
                v.push(file(f, &[1, 2, 3, 4, 5, 6, 7]));
            }
            for f in ['a', 'e'] {
                v.push(file(f, &[1, 3, 5, 7]));
            }
            v
        }
        GameId::Huishi => {
            let mut v: Vec<Vec<String>> = (2..=4)
                .map(|r| "abcde".chars().map(|f| format!("{f}{r}")).collect())
                .collect();
            for f in ['b', 'c', 'd'] {
                v.push(file(f, &[2, 3, 4]));
            }
            for f in ['a', 'e'] {
                v.push(file(f, &[1, 2, 3, 4, 5]));
            }
            v
        }
    }
}

// ---------------------------------------------------------------------------
// Helpers.

const SECTION_IDS: [&str; 5] = ["board", "movement", "special", "winning", "tip"];

fn docs() -> Vec<RulesDoc> {
    GameId::ALL
        .iter()
        .flat_map(|&g| Lang::ALL.map(|l| game_rules(g, l)))
        .collect()
}

/// Every rich text of a doc: key facts, quick start, all blocks.
fn rich_texts(doc: &RulesDoc) -> Vec<&RichText> {
    let mut v: Vec<&RichText> = doc.key_facts.iter().map(|f| &f.value).collect();
    v.extend(doc.quick_start.iter());
    for s in &doc.sections {
        v.extend(section_texts(s));
    }
    v
}

fn section_texts(s: &Section) -> Vec<&RichText> {
    s.blocks.iter().flat_map(Block::texts).collect()
}

/// Every plain string of a doc, including name, tagline, headings and labels.
fn all_strings(doc: &RulesDoc) -> Vec<String> {
    let mut v = vec![
        doc.name.clone(),
        doc.tagline.clone(),
        doc.key_facts_heading.clone(),
        doc.quick_start_heading.clone(),
    ];
    v.extend(doc.key_facts.iter().map(|f| f.label.clone()));
    v.extend(doc.sections.iter().map(|s| s.heading.clone()));
    v.extend(rich_texts(doc).iter().map(|t| t.to_plain()));
    v
}

fn section_strings(s: &Section) -> Vec<String> {
    let mut v = vec![s.heading.clone()];
    v.extend(section_texts(s).iter().map(|t| t.to_plain()));
    v
}

/// The whole text of a doc as one string (for glossary look-ups).
fn full_text(doc: &RulesDoc) -> String {
    all_strings(doc).join("\n")
}

fn app_text(lang: Lang) -> String {
    section_strings(&app_rules(lang)).join("\n")
}

fn set<T: Ord + Clone>(v: &[T]) -> BTreeSet<T> {
    v.iter().cloned().collect()
}

/// Checks two parallel rich texts (same content in zh and en).
fn assert_parallel(zh: &RichText, en: &RichText, what: &str) {
    assert_eq!(
        set(&zh.point_refs()),
        set(&en.point_refs()),
        "{what}: point references differ\n zh: {zh}\n en: {en}"
    );
    assert_eq!(
        set(&zh.term_refs()),
        set(&en.term_refs()),
        "{what}: glossary terms differ\n zh: {zh}\n en: {en}"
    );
}

fn assert_parallel_sections(zh: &Section, en: &Section, what: &str) {
    assert_eq!(zh.id, en.id, "{what}: section ids");
    assert_eq!(zh.rule_ids, en.rule_ids, "{what}/{}: rule ids", zh.id);
    assert_eq!(zh.blocks.len(), en.blocks.len(), "{what}/{}: blocks", zh.id);
    for (i, (bz, be)) in zh.blocks.iter().zip(&en.blocks).enumerate() {
        let here = format!("{what}/{} block {i}", zh.id);
        match (bz, be) {
            (Block::Paragraph { text: z }, Block::Paragraph { text: e }) => {
                assert_parallel(z, e, &here)
            }
            (Block::Bullets { items: z }, Block::Bullets { items: e }) => {
                assert_eq!(z.len(), e.len(), "{here}: bullet counts");
                for (j, (z, e)) in z.iter().zip(e).enumerate() {
                    assert_parallel(z, e, &format!("{here} bullet {j}"));
                }
            }
            _ => panic!("{here}: block kinds differ"),
        }
    }
}

// ---------------------------------------------------------------------------
// Markup and structure.

#[test]
fn markup_parses_everywhere() {
    for game in GameId::ALL {
        for lang in Lang::ALL {
            let (_, errors) = build_doc(game, lang);
            assert!(errors.is_empty(), "{game}/{lang}: {errors:#?}");
        }
    }
    for lang in Lang::ALL {
        let errors = app_section_errors(lang);
        assert!(errors.is_empty(), "app/{lang}: {errors:#?}");
    }
}

#[test]
fn no_markup_left_in_text() {
    let mut strings: Vec<String> = docs().iter().flat_map(all_strings).collect();
    for lang in Lang::ALL {
        strings.extend(section_strings(&app_rules(lang)));
    }
    for s in strings {
        assert!(
            !s.contains(['{', '}', '[', ']', '|']),
            "markup left in {s:?}"
        );
    }
}

#[test]
fn docs_have_the_expected_shape() {
    for doc in docs() {
        let what = format!("{}/{}", doc.game, doc.lang);
        let ids: Vec<&str> = doc.sections.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, SECTION_IDS, "{what}: section ids");
        let fact_ids: Vec<&str> = doc.key_facts.iter().map(|f| f.id.as_str()).collect();
        assert_eq!(fact_ids, ["pieces", "board", "goal"], "{what}");
        assert!(
            (3..=4).contains(&doc.quick_start.len()),
            "{what}: quick start"
        );
        for s in &doc.sections {
            assert!(!s.blocks.is_empty(), "{what}/{}: no blocks", s.id);
            assert_eq!(s.rule_ids.is_empty(), s.id == "tip", "{what}/{}", s.id);
            for b in &s.blocks {
                if let Block::Bullets { items } = b {
                    assert!(!items.is_empty(), "{what}/{}: empty list", s.id);
                }
            }
        }
        let headings = set(&doc.sections.iter().map(|s| &s.heading).collect::<Vec<_>>());
        assert_eq!(
            headings.len(),
            doc.sections.len(),
            "{what}: duplicate headings"
        );
        assert_eq!(game_name(doc.game, doc.lang), doc.name);
        assert!(doc.section("special").is_some());
    }
}

#[test]
fn both_languages_have_identical_structure() {
    for game in GameId::ALL {
        let zh = game_rules(game, Lang::Zh);
        let en = game_rules(game, Lang::En);
        let what = game.id();
        assert_eq!(zh.key_facts.len(), en.key_facts.len());
        for (z, e) in zh.key_facts.iter().zip(&en.key_facts) {
            assert_eq!(z.id, e.id);
            assert_parallel(&z.value, &e.value, &format!("{what} fact {}", z.id));
        }
        assert_eq!(zh.quick_start.len(), en.quick_start.len(), "{what}");
        for (i, (z, e)) in zh.quick_start.iter().zip(&en.quick_start).enumerate() {
            assert_parallel(z, e, &format!("{what} quick start {i}"));
        }
        assert_eq!(zh.sections.len(), en.sections.len(), "{what}");
        for (z, e) in zh.sections.iter().zip(&en.sections) {
            assert_parallel_sections(z, e, what);
        }
    }
    assert_parallel_sections(&app_rules(Lang::Zh), &app_rules(Lang::En), "app");
}

// ---------------------------------------------------------------------------
// Rule coverage.

#[test]
fn every_rule_id_is_covered_exactly_once() {
    for game in GameId::ALL {
        let ids = rule_ids(game);
        assert_eq!(set(ids).len(), ids.len(), "{game}: duplicate rule ids");
        for lang in Lang::ALL {
            let doc = game_rules(game, lang);
            let covered: Vec<&str> = doc
                .sections
                .iter()
                .flat_map(|s| s.rule_ids.iter().map(String::as_str))
                .collect();
            assert_eq!(covered, ids, "{game}/{lang}: covered rule ids (in order)");
        }
    }
    let app = app_rule_ids();
    for lang in Lang::ALL {
        let s = app_rules(lang);
        assert_eq!(s.rule_ids, app, "app/{lang}");
    }
}

#[test]
fn rule_id_namespaces_fit_their_game() {
    for game in GameId::ALL {
        for id in rule_ids(game) {
            let ns = id.split('.').next().unwrap();
            let ok =
                ns == game.id() || ns == "common" || (ns == "shared" && game.has_shared_piece());
            assert!(ok, "{game}: rule id {id}");
        }
    }
    assert!(app_rule_ids().iter().all(|id| id.starts_with("app.")));
}

#[test]
fn rules_coverage_doc_lists_exactly_the_rule_ids() {
    let doc = include_str!("../../../../docs/rules-coverage.md");
    let listed: BTreeSet<&str> = doc
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .collect();
    let mut known: BTreeSet<&str> = app_rule_ids().iter().copied().collect();
    for game in GameId::ALL {
        known.extend(rule_ids(game).iter().copied());
    }
    assert_eq!(listed, known);
}

/// Facts that the section stating a rule must contain, in both languages.
struct RuleFact {
    rule: &'static str,
    points: &'static [&'static str],
    zh: &'static [&'static str],
    en: &'static [&'static str],
}

const RULE_FACTS: &[RuleFact] = &[
    RuleFact {
        rule: "weiming.board",
        points: &["s", "tl", "tm", "tr", "x", "m", "bl", "bm", "br"],
        zh: &["9 个", "对角线", "中点"],
        en: &["9", "diagonals", "midpoint", "no left edge"],
    },
    RuleFact {
        rule: "zhongkui.board",
        points: &["tl", "t1", "t2", "tr", "ml", "mr", "bl", "bc", "br"],
        zh: &["9 个", "没有竖边"],
        en: &["9", "no side edges"],
    },
    RuleFact {
        rule: "zhongkui.shared.jump-only",
        points: &["bc", "ml", "tl"],
        zh: &["从不[走一步]", "自己的或对方的都行"],
        en: &["never makes a [step]", "either side"],
    },
    RuleFact {
        rule: "jinmen.board",
        points: &["a1", "a3", "c4"],
        zh: &["29 个", "没有斜线", "第 2、4、6 行"],
        en: &["29", "no diagonals", "Ranks 2, 4 and 6"],
    },
    RuleFact {
        rule: "jinmen.start",
        points: &["a1", "b1", "c1", "d1", "e1", "b2", "c2", "d2"],
        zh: &["13 个"],
        en: &["13"],
    },
    RuleFact {
        rule: "jinmen.capture.exact-count",
        points: &[],
        zh: &["恰好只有三枚", "恰好只有五枚"],
        en: &["exactly three pieces", "exactly five pieces"],
    },
    RuleFact {
        rule: "huishi.board",
        points: &["a5", "e5", "a1", "e1"],
        zh: &["19 个", "不[相邻]"],
        en: &["19", "not [adjacent]"],
    },
    RuleFact {
        rule: "huishi.well",
        points: &["c3"],
        zh: &["普通的棋点"],
        en: &["ordinary point"],
    },
    RuleFact {
        rule: "huishi.general.well-exception-landing",
        points: &["c3"],
        zh: &["落点就是井"],
        en: &["landing point is the well"],
    },
    RuleFact {
        rule: "app.timer",
        points: &[],
        zh: &["60 秒", "15、30、60 或 120 秒", "关闭", "后台"],
        en: &[
            "60 seconds",
            "15, 30, 60 or 120 seconds",
            "off",
            "background",
        ],
    },
    RuleFact {
        rule: "app.repetition",
        points: &[],
        zh: &["第三次", "轮到哪一方", "[锁定]"],
        en: &["third time", "side to move", "[lock]"],
    },
    RuleFact {
        rule: "app.jinmen-100",
        points: &[],
        zh: &["100 步"],
        en: &["100 moves"],
    },
];

/// The section (of a game doc or the app rules) that states `rule`, in source form
/// markers: term spans written back as `[text]` so facts can mention them.
fn section_for_rule(rule: &str, game: Option<GameId>, lang: Lang) -> Section {
    match game {
        None => app_rules(lang),
        Some(g) => game_rules(g, lang)
            .sections
            .into_iter()
            .find(|s| s.rule_ids.iter().any(|r| r == rule))
            .unwrap_or_else(|| panic!("{rule}: no section")),
    }
}

fn with_term_marks(text: &RichText) -> String {
    text.spans
        .iter()
        .map(|s| match s {
            Span::Term { text, .. } => format!("[{text}]"),
            other => other.as_str().to_string(),
        })
        .collect()
}

#[test]
fn rule_sections_state_the_key_facts() {
    for fact in RULE_FACTS {
        let game = GameId::ALL
            .into_iter()
            .find(|g| rule_ids(*g).contains(&fact.rule));
        assert!(
            game.is_some() || app_rule_ids().contains(&fact.rule),
            "{}",
            fact.rule
        );
        for lang in Lang::ALL {
            let s = section_for_rule(fact.rule, game, lang);
            let texts = section_texts(&s);
            let points: BTreeSet<String> = texts.iter().flat_map(|t| t.point_refs()).collect();
            for p in fact.points {
                assert!(
                    points.contains(*p),
                    "{} ({lang}): point {p} missing",
                    fact.rule
                );
            }
            let marked: String = texts.iter().map(|t| with_term_marks(t)).collect();
            let needles = match lang {
                Lang::Zh => fact.zh,
                Lang::En => fact.en,
            };
            for n in needles {
                assert!(
                    marked.contains(n),
                    "{} ({lang}): `{n}` missing in\n{marked}",
                    fact.rule
                );
            }
        }
    }
}

/// Collects, in the block that states the start position, which points each role
/// (`first`, `second`, with `general`/`soldier` in Rendezvous, and `shared-piece`)
/// is said to occupy. A role lasts until the end of its clause (`;` `.` `；` `。`).
fn start_roles(text: &RichText) -> BTreeMap<String, BTreeSet<String>> {
    let mut roles: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let (mut side, mut kind) = (String::new(), String::new());
    for span in &text.spans {
        match span {
            Span::Term { term, .. } => match term.as_str() {
                "first" | "second" => (side, kind) = (term.clone(), String::new()),
                "shared-piece" => (side, kind) = (String::new(), term.clone()),
                "general" | "soldier" => kind = term.clone(),
                _ => {}
            },
            Span::Point { point } if !(side.is_empty() && kind.is_empty()) => {
                let role = format!("{side}:{kind}");
                roles.entry(role).or_default().insert(point.clone());
            }
            Span::Text { text } if text.contains([';', '.', '；', '。']) => {
                (side, kind) = (String::new(), String::new());
            }
            _ => {}
        }
    }
    roles
}

#[test]
fn start_positions_are_stated_for_the_right_side() {
    let expected = |game: GameId| -> BTreeMap<String, BTreeSet<String>> {
        let role =
            |r: &str, ps: &[&str]| (r.to_string(), ps.iter().map(|p| p.to_string()).collect());
        match game {
            GameId::Weiming => [
                role("first:", &["bl", "bm", "br"]),
                role("second:", &["tl", "tm", "tr"]),
                role(":shared-piece", &["s"]),
            ]
            .into(),
            GameId::Zhongkui => [
                role("first:", &["tl", "ml", "bl"]),
                role("second:", &["tr", "mr", "br"]),
                role(":shared-piece", &["bc"]),
            ]
            .into(),
            GameId::Jinmen => [
                role("first:", &["a1", "b1", "c1", "d1", "e1", "b2", "c2", "d2"]),
                role("second:", &["a7", "b7", "c7", "d7", "e7", "b6", "c6", "d6"]),
            ]
            .into(),
            GameId::Huishi => [
                role("first:general", &["a1", "e1"]),
                role("first:soldier", &["b2", "c2", "d2"]),
                role("second:general", &["a5", "e5"]),
                role("second:soldier", &["b4", "c4", "d4"]),
            ]
            .into(),
        }
    };
    for game in GameId::ALL {
        for lang in Lang::ALL {
            let doc = game_rules(game, lang);
            let board = doc.section("board").unwrap();
            let start: Vec<&RichText> = section_texts(board)
                .into_iter()
                .filter(|t| {
                    let terms = t.term_refs();
                    terms.iter().any(|t| t == "first") && terms.iter().any(|t| t == "second")
                })
                .collect();
            assert_eq!(start.len(), 1, "{game}/{lang}: one start paragraph");
            assert_eq!(
                start_roles(start[0]),
                expected(game),
                "{game}/{lang}: {}",
                start[0]
            );
        }
    }
}

// ---------------------------------------------------------------------------
// Points.

#[test]
fn every_point_reference_exists_on_the_board() {
    for doc in docs() {
        let names = point_names(doc.game);
        for text in rich_texts(&doc) {
            for p in text.point_refs() {
                assert!(
                    names.contains(&p),
                    "{}/{}: unknown point {p} in {text}",
                    doc.game,
                    doc.lang
                );
            }
        }
    }
    for lang in Lang::ALL {
        let app = app_rules(lang);
        assert!(section_texts(&app)
            .iter()
            .all(|t| t.point_refs().is_empty()));
    }
}

#[test]
fn point_table_matches_rules_md() {
    let count = |g| point_names(g).len();
    assert_eq!(count(GameId::Weiming), 9);
    assert_eq!(count(GameId::Zhongkui), 9);
    assert_eq!(count(GameId::Jinmen), 29);
    assert_eq!(count(GameId::Huishi), 19);
    for game in GameId::ALL {
        let names = set(&point_names(game));
        assert_eq!(names.len(), point_names(game).len());
        for line in lines(game) {
            assert!(line.iter().all(|p| names.contains(p)), "{game}: {line:?}");
        }
        let pairs: usize = lines(game).iter().map(|l| l.len() - 1).sum();
        if game.has_shared_piece() {
            assert_eq!(pairs, 13, "{game}: adjacent pairs");
        }
    }
}

/// Runs of points written joined by `-` (`{tl}-{tm}-{tr}`, `{b2}-{b3}`).
fn hyphen_runs(text: &RichText) -> Vec<Vec<String>> {
    let mut runs = Vec::new();
    let mut run: Vec<String> = Vec::new();
    let mut joined = false;
    for span in &text.spans {
        match span {
            Span::Point { point } => {
                if !joined && run.len() >= 2 {
                    runs.push(std::mem::take(&mut run));
                } else if !joined {
                    run.clear();
                }
                run.push(point.clone());
                joined = false;
            }
            Span::Text { text } if text == "-" => joined = true,
            _ => {
                if run.len() >= 2 {
                    runs.push(std::mem::take(&mut run));
                }
                run.clear();
                joined = false;
            }
        }
    }
    if run.len() >= 2 {
        runs.push(run);
    }
    runs
}

fn is_run_of_line(run: &[String], line: &[String]) -> bool {
    let fwd = line.windows(run.len()).any(|w| w == run);
    let rev: Vec<String> = run.iter().rev().cloned().collect();
    fwd || line.windows(run.len()).any(|w| w == rev.as_slice())
}

#[test]
fn points_joined_by_hyphens_lie_on_one_line() {
    for doc in docs() {
        let lines = lines(doc.game);
        for text in rich_texts(&doc) {
            for run in hyphen_runs(text) {
                assert!(
                    lines.iter().any(|l| is_run_of_line(&run, l)),
                    "{}/{}: {run:?} is not along a line",
                    doc.game,
                    doc.lang
                );
            }
        }
    }
}

#[test]
fn small_boards_list_every_line() {
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let norm = |l: &[String]| {
            let r: Vec<String> = l.iter().rev().cloned().collect();
            std::cmp::min(l.to_vec(), r)
        };
        let expected: BTreeSet<Vec<String>> = lines(game).iter().map(|l| norm(l)).collect();
        for lang in Lang::ALL {
            let doc = game_rules(game, lang);
            let board = doc.section("board").unwrap();
            let written: BTreeSet<Vec<String>> = section_texts(board)
                .iter()
                .flat_map(|t| hyphen_runs(t))
                .map(|r| norm(&r))
                .collect();
            assert_eq!(written, expected, "{game}/{lang}");
        }
    }
}

// ---------------------------------------------------------------------------
// Strings, placeholders and punctuation.

const PLACEHOLDERS: [&str; 6] = ["todo", "tbd", "xxx", "lorem", "fixme", "placeholder"];

fn check_string(s: &str, lang: Lang, what: &str) {
    assert!(!s.trim().is_empty(), "{what}: empty string");
    assert_eq!(s.trim(), s, "{what}: surrounding spaces in {s:?}");
    assert!(!s.contains("  "), "{what}: double space in {s:?}");
    let lower = s.to_lowercase();
    for p in PLACEHOLDERS {
        assert!(!lower.contains(p), "{what}: placeholder `{p}` in {s:?}");
    }
    match lang {
        Lang::Zh => {
            assert!(
                s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{what}: no Chinese in {s:?}"
            );
            for c in [',', '.', ':', ';', '!', '?', '(', ')', '"', '\''] {
                assert!(!s.contains(c), "{what}: ASCII `{c}` in Chinese text {s:?}");
            }
            for p in "，。、；：！？）」”".chars() {
                assert!(
                    !s.contains(&format!(" {p}")),
                    "{what}: space before `{p}` in {s:?}"
                );
            }
            for p in "（「“".chars() {
                assert!(
                    !s.contains(&format!("{p} ")),
                    "{what}: space after `{p}` in {s:?}"
                );
            }
        }
        Lang::En => {
            assert!(
                s.is_ascii(),
                "{what}: non-ASCII character in English text {s:?}"
            );
            for p in [',', '.', ';', ':', '?', '!', ')'] {
                assert!(
                    !s.contains(&format!(" {p}")),
                    "{what}: space before `{p}` in {s:?}"
                );
            }
        }
    }
}

/// Paragraphs and bullets end like sentences; names, facts and headings do not.
fn check_sentence_end(s: &str, lang: Lang, what: &str) {
    let ends: &[char] = match lang {
        Lang::Zh => &['。', '：', '；', '？'],
        Lang::En => &['.', ':', ';', '?'],
    };
    assert!(s.ends_with(ends), "{what}: unfinished sentence {s:?}");
}

#[test]
fn strings_are_complete_and_punctuated_for_their_language() {
    for doc in docs() {
        let what = format!("{}/{}", doc.game, doc.lang);
        for s in all_strings(&doc) {
            check_string(&s, doc.lang, &what);
        }
        check_sentence_end(&doc.tagline, doc.lang, &what);
        for t in doc
            .quick_start
            .iter()
            .chain(doc.sections.iter().flat_map(section_texts))
        {
            check_sentence_end(&t.to_plain(), doc.lang, &what);
        }
        for f in &doc.key_facts {
            let v = f.value.to_plain();
            assert!(!v.ends_with(['.', '。']), "{what}: fact {v:?}");
        }
    }
    for lang in Lang::ALL {
        let app = app_rules(lang);
        for s in section_strings(&app) {
            check_string(&s, lang, "app");
        }
        for t in section_texts(&app) {
            check_sentence_end(&t.to_plain(), lang, "app");
        }
    }
    for e in glossary() {
        for lang in Lang::ALL {
            check_string(e.term(lang), lang, &e.id);
            check_string(e.definition(lang), lang, &e.id);
            check_sentence_end(e.definition(lang), lang, &e.id);
        }
    }
}

#[test]
fn chinese_point_names_stand_apart_from_chinese_words() {
    // A point name between Chinese characters is set off by spaces; next to Chinese
    // punctuation it is not.
    for doc in docs().into_iter().filter(|d| d.lang == Lang::Zh) {
        for text in rich_texts(&doc) {
            let spans = &text.spans;
            for (i, s) in spans.iter().enumerate() {
                if !matches!(s, Span::Point { .. }) {
                    continue;
                }
                let before = i
                    .checked_sub(1)
                    .and_then(|j| spans[j].as_str().chars().last());
                let after = spans.get(i + 1).and_then(|s| s.as_str().chars().next());
                for c in [before, after].into_iter().flatten() {
                    let cjk_word = ('\u{4e00}'..='\u{9fff}').contains(&c);
                    assert!(!cjk_word, "{}: point glued to a word in {text}", doc.game);
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Glossary.

#[test]
fn glossary_ids_and_terms_are_unique() {
    let g = glossary();
    for lang in Lang::ALL {
        let terms: BTreeSet<&str> = g.iter().map(|e| e.term(lang)).collect();
        assert_eq!(terms.len(), g.len(), "{lang}: duplicate terms");
    }
    let ids: BTreeSet<&str> = g.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids.len(), g.len());
    for e in g {
        assert_eq!(glossary_entry(&e.id), Some(e));
        for lang in Lang::ALL {
            assert!(e.is_form(lang, e.term(lang)), "{}", e.id);
            for a in e.avoid(lang) {
                assert!(!e.occurs_in(lang, a), "{}: avoids its own term", e.id);
            }
        }
    }
}

#[test]
fn glossary_terms_appear_where_expected() {
    for e in glossary() {
        for lang in Lang::ALL {
            for &game in &e.games {
                let text = full_text(&game_rules(game, lang));
                assert!(
                    e.occurs_in(lang, &text),
                    "{game}/{lang}: term `{}` missing",
                    e.term(lang)
                );
            }
            if e.in_app_rules {
                assert!(
                    e.occurs_in(lang, &app_text(lang)),
                    "app/{lang}: term `{}` missing",
                    e.term(lang)
                );
            }
            assert!(
                !e.games.is_empty() || e.in_app_rules,
                "{}: the term is used nowhere",
                e.id
            );
        }
    }
}

#[test]
fn game_specific_terms_stay_in_their_games() {
    // The shared piece, the well, generals, soldiers and the Jinmen captures are not
    // mentioned in games that do not have them (the glossary lists where they occur).
    for id in [
        "well",
        "general",
        "soldier",
        "rendezvous",
        "two-take-one",
        "three-take-two",
    ] {
        let e = glossary_entry(id).unwrap();
        for game in GameId::ALL.into_iter().filter(|g| !e.games.contains(g)) {
            for lang in Lang::ALL {
                let doc = game_rules(game, lang);
                for t in rich_texts(&doc) {
                    assert!(
                        !t.term_refs().contains(&e.id),
                        "{game}/{lang}: `{id}` marked"
                    );
                }
            }
        }
    }
    let shared = glossary_entry("shared-piece").unwrap();
    for game in [GameId::Jinmen, GameId::Huishi] {
        for lang in Lang::ALL {
            let text = full_text(&game_rules(game, lang));
            assert!(!shared.occurs_in(lang, &text), "{game}/{lang}");
        }
    }
}

#[test]
fn no_synonym_replaces_a_glossary_term() {
    let mut texts: Vec<(String, Lang, String)> = docs()
        .iter()
        .map(|d| (format!("{}/{}", d.game, d.lang), d.lang, full_text(d)))
        .collect();
    for lang in Lang::ALL {
        texts.push((format!("app/{lang}"), lang, app_text(lang)));
        let defs: Vec<&str> = glossary().iter().map(|e| e.definition(lang)).collect();
        texts.push((format!("glossary/{lang}"), lang, defs.join("\n")));
    }
    for (what, lang, text) in &texts {
        for e in glossary() {
            for a in e.avoid(*lang) {
                let found = match lang {
                    Lang::Zh => text.contains(a.as_str()),
                    Lang::En => en_contains(text, a),
                };
                assert!(!found, "{what}: `{a}` used instead of `{}`", e.term(*lang));
            }
        }
    }
}

#[test]
fn key_terms_of_the_brief() {
    let zh = full_text(&game_rules(GameId::Huishi, Lang::Zh));
    for term in ["井", "师", "兵", "会师"] {
        assert!(zh.contains(term), "huishi/zh: {term}");
    }
    let en = full_text(&game_rules(GameId::Huishi, Lang::En));
    for term in ["well", "general", "soldier", "rendezvous"] {
        assert!(en_contains(&en, term), "huishi/en: {term}");
    }
    for game in [GameId::Weiming, GameId::Zhongkui] {
        let zh = full_text(&game_rules(game, Lang::Zh));
        assert!(zh.contains("公用棋子"));
        for bad in ["共用子", "公用子", "共用棋子"] {
            assert!(!zh.contains(bad), "{game}: {bad}");
        }
        let en = full_text(&game_rules(game, Lang::En));
        assert!(en_contains(&en, "shared piece"));
    }
    let app = app_text(Lang::Zh);
    assert!(app.contains("弃步") && !app.contains("让步"));
}

#[test]
fn term_spans_show_their_term() {
    for doc in docs() {
        for t in rich_texts(&doc) {
            for s in &t.spans {
                if let Span::Term { term, text } = s {
                    let e = glossary_entry(term).expect("known term");
                    assert!(e.is_form(doc.lang, text), "{}: {text} as {term}", doc.game);
                }
            }
        }
    }
}

#[test]
fn english_term_matching_respects_words() {
    assert!(en_contains("Both generals move.", "general"));
    assert!(en_contains("100 plies in a row", "ply"));
    assert!(en_contains("it is locked", "lock"));
    assert!(en_contains("capturing is not allowed", "capture"));
    assert!(!en_contains("an excellent move", "cell"));
    assert!(!en_contains("Strategy tip", "tie"));
    assert!(!en_contains("first move", "First"));
    assert!(en_contains("two capture one", "two capture one"));
    assert_eq!(
        en_words("B's next turn, a1-a3"),
        ["B", "s", "next", "turn", "a1", "a3"]
    );
}

#[test]
fn glossary_doc_lists_every_term() {
    let doc = include_str!("../../../../docs/glossary.md");
    for e in glossary() {
        let row = format!("| {} | {} |", e.zh, e.en);
        assert!(doc.contains(&row), "docs/glossary.md lacks the row `{row}`");
    }
}

// ---------------------------------------------------------------------------
// Lang.

#[test]
fn lang_ids_round_trip() {
    for lang in Lang::ALL {
        assert_eq!(lang.id().parse::<Lang>(), Ok(lang));
        assert_eq!(lang.to_string(), lang.id());
    }
    assert_eq!("zh-CN".parse::<Lang>(), Ok(Lang::Zh));
    assert_eq!("zh_Hans".parse::<Lang>(), Ok(Lang::Zh));
    assert_eq!("EN".parse::<Lang>(), Ok(Lang::En));
    assert_eq!("en-GB".parse::<Lang>(), Ok(Lang::En));
    let err = "fr".parse::<Lang>().unwrap_err();
    assert_eq!(err, UnknownLang("fr".into()));
    assert!(err.to_string().contains("zh or en"));
    assert!("".parse::<Lang>().is_err());
}

// ---------------------------------------------------------------------------
// Markup parser.

#[test]
fn markup_parser_builds_spans() {
    let t = markup::parse("走到 {b3}，[井]。", Lang::Zh).unwrap();
    assert_eq!(
        t.spans,
        vec![
            Span::Text {
                text: "走到 ".into()
            },
            Span::Point { point: "b3".into() },
            Span::Text { text: "，".into() },
            Span::Term {
                term: "well".into(),
                text: "井".into()
            },
            Span::Text { text: "。".into() },
        ]
    );
    let t = markup::parse("[Generals|general] and [points].", Lang::En).unwrap();
    assert_eq!(t.term_refs(), ["general", "point"]);
    assert_eq!(t.to_plain(), "Generals and points.");
    for bad in [
        "{b3",
        "{B3}",
        "{}",
        "a ] b",
        "[no such term]",
        "[wells|general]",
        "[x|nope]",
        "a | b",
    ] {
        assert!(markup::parse(bad, Lang::En).is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------------------
// Rendering.

#[test]
fn plain_rendering_shows_everything() {
    for doc in docs() {
        let out = render_plain(&doc, None);
        assert!(out.starts_with(&format!("{}\n", doc.name)));
        assert!(out.contains(&doc.tagline));
        for s in &doc.sections {
            assert!(out.contains(&format!("\n{}\n", s.heading)), "{}", s.heading);
            for t in section_texts(s) {
                assert!(out.contains(&t.to_plain()), "{t}");
            }
        }
        for q in &doc.quick_start {
            assert!(out.contains(&format!("- {}\n", q.to_plain())));
        }
        assert!(!out.contains(['{', '[']));
        assert!(out.ends_with('\n') && !out.ends_with("\n\n"));
    }
    let full = render_full_plain(GameId::Jinmen, Lang::En, None);
    assert!(full.contains("\nApp rules\n---------\n"));
    assert!(full.contains("100 moves"));
    let full = render_full_plain(GameId::Jinmen, Lang::Zh, None);
    assert!(full.contains("\n应用规则\n--------\n"));
}

#[test]
fn wrapping_respects_the_width() {
    for width in [24, 40, 72] {
        for game in GameId::ALL {
            for lang in Lang::ALL {
                let out = render_full_plain(game, lang, Some(width));
                let doc = game_rules(game, lang);
                let mut headings = vec![
                    doc.name.clone(),
                    doc.key_facts_heading.clone(),
                    doc.quick_start_heading.clone(),
                    app_rules(lang).heading,
                ];
                headings.extend(doc.sections.iter().map(|s| s.heading.clone()));
                for line in out.lines() {
                    let heading = headings.iter().any(|h| h == line)
                        || line.chars().all(|c| c == '=' || c == '-');
                    assert!(
                        display_width(line) <= width || heading,
                        "{game}/{lang}/{width}: {line:?}"
                    );
                    let body = line.trim_start_matches("- ").trim_start();
                    assert!(
                        !body.starts_with(['，', '。', '、', '；', '：', '）', '」', '”']),
                        "{line:?}"
                    );
                    assert!(!line.ends_with(['（', '「', '“']), "{line:?}");
                }
                // Nothing is lost or invented by wrapping: the words are the same.
                let unwrapped = render_full_plain(game, lang, None);
                let squash = |s: &str| -> String {
                    s.chars()
                        .filter(|c| !c.is_whitespace() && *c != '-' && *c != '=')
                        .collect()
                };
                assert_eq!(squash(&out), squash(&unwrapped), "{game}/{lang}/{width}");
            }
        }
    }
}

#[test]
fn serializes_to_json() {
    let doc = game_rules(GameId::Weiming, Lang::En);
    let json = serde_json::to_value(&doc).unwrap();
    assert_eq!(json["game"], "weiming");
    assert_eq!(json["lang"], "en");
    assert_eq!(json["sections"][0]["id"], "board");
    let spans = &json["sections"][0]["blocks"][0]["text"];
    assert!(spans
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["kind"] == "point" && s["point"] == "tl"));
    assert!(spans
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["kind"] == "term" && s["term"] == "point"));
    assert_eq!(json["sections"][0]["blocks"][2]["kind"], "bullets");
    let g = serde_json::to_value(glossary()).unwrap();
    assert_eq!(g[0]["id"], "point");
}
