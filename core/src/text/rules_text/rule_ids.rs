//! The ids of the rules that the texts must state: one list per game and one for
//! the app rules. `docs/rules-coverage.md` says what each id means; the tests check
//! that every id is covered, in both languages, by a section that lists it.

use super::GameId;

const WEIMING: &[&str] = &[
    "weiming.board",
    "weiming.start",
    "common.turns",
    "weiming.move.step",
    "weiming.move.no-jump-capture",
    "shared.piece",
    "shared.lock",
    "shared.lock.release",
    "shared.lock.pass-clears",
    "shared.lock.no-move-loses",
    "weiming.win.blocked",
];

const ZHONGKUI: &[&str] = &[
    "zhongkui.board",
    "zhongkui.start",
    "common.turns",
    "zhongkui.move.step",
    "shared.piece",
    "zhongkui.shared.jump-only",
    "zhongkui.no-capture",
    "shared.lock",
    "shared.lock.release",
    "shared.lock.pass-clears",
    "shared.lock.no-move-loses",
    "zhongkui.win.blocked",
];

const JINMEN: &[&str] = &[
    "jinmen.board",
    "jinmen.start",
    "common.turns",
    "jinmen.move.step",
    "jinmen.capture.landing-lines",
    "jinmen.capture.two-take-one",
    "jinmen.capture.three-take-two",
    "jinmen.capture.exact-count",
    "jinmen.capture.consecutive",
    "jinmen.capture.mover-only",
    "jinmen.capture.two-lines",
    "jinmen.win.one-piece",
    "jinmen.win.blocked",
    "jinmen.draw",
];

const HUISHI: &[&str] = &[
    "huishi.board",
    "huishi.well",
    "huishi.start",
    "common.turns",
    "huishi.move.step",
    "huishi.jump",
    "huishi.no-capture",
    "huishi.general.no-jump-adjacent",
    "huishi.general.well-exception-partner",
    "huishi.general.well-exception-landing",
    "huishi.soldier.unrestricted",
    "huishi.win.rendezvous",
    "huishi.win.step-only",
    "huishi.win.not-via-well",
    "huishi.end.blocked",
    "huishi.draw",
];

const APP: &[&str] = &[
    "app.no-legal-move",
    "app.timer",
    "app.timer.background",
    "app.pass",
    "app.ply",
    "app.repetition",
    "app.jinmen-100",
    "app.resign",
    "app.draw-offer",
];

/// The ids of the rules of `game` that its [`RulesDoc`](super::RulesDoc) states, in
/// the order of the text. Ids starting with `shared.` are common to the two games
/// with a shared piece; `common.turns` is common to all four.
pub fn rule_ids(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Weiming => WEIMING,
        GameId::Zhongkui => ZHONGKUI,
        GameId::Jinmen => JINMEN,
        GameId::Huishi => HUISHI,
    }
}

/// The ids of the app rules that [`app_rules`](super::app_rules) states.
pub fn app_rule_ids() -> &'static [&'static str] {
    APP
}
