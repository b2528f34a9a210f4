//! What the play screen shows, as lines of text: the board with its legend, the
//! status and the banner of the game table's view; the rules as the terminal player
//! reads them. Nothing here reads input or keeps state.

use crate::art::{self, ArtOptions, Scene};
use crate::text::{self, fill, Strings};
use folkchess_core::screens::table::TableView;
use folkchess_core::text::hant::to_hant;
use folkchess_core::text::rules_text::{
    app_rules, game_rules, render_plain, render_section_plain, Block, KeyFact, Lang, RichText,
    RulesDoc, Section,
};
use folkchess_core::{Board, DisplayLanguage, GameId, Position, Side};

/// The Jinmen capture clock is shown under the board from this many plies on.
pub const CAPTURE_CLOCK_SHOWN_FROM: u16 = 50;

/// The reason of a result inside a line after its headline ("You lost — the two generals
/// meet (rendezvous)."): the outcome's sentence after its first clause, as it is written
/// there (names keep their capital, the rest does not begin a sentence).
pub fn inline_reason(outcome: &folkchess_core::Outcome, lang: Lang) -> String {
    let full = folkchess_core::text::messages::outcome_text(outcome, lang);
    let tail = match lang {
        Lang::En => full.split_once(": ").map(|(_, t)| t),
        Lang::Zh => full.split_once('：').map(|(_, t)| t),
    };
    tail.map_or_else(|| full.clone(), str::to_string)
}

/// The board screen of the game table's `view`: a blank line, the board, the legend, the
/// status (the ply and the last move, with what the marks mean) and the banner (whose
/// turn it is, or how the game ended). `pos` is the position on the board, for the
/// terminal's notes after the banner: the shared piece's lock and the Jinmen capture
/// clock.
pub fn board_screen(view: &TableView, pos: &Position, lang: Lang, opts: ArtOptions) -> Vec<String> {
    let t = text::strings(lang);
    let board = Board::of(view.game);
    let mut lines = vec![String::new()];
    for line in art::draw(Scene::of_view(&view.board), opts) {
        lines.push(format!("  {line}"));
    }
    lines.push(format!("  {}", legend(view.game, board, lang, opts, t)));
    let mut status = view.status.clone();
    if view.board.last_move.is_some() {
        status.push_str("   ");
        status.push_str(t.marks_legend);
    }
    lines.push(format!("  {status}"));
    let mut banner = view.banner.text.clone();
    if !view.is_over {
        if pos.shared_locked() {
            banner.push_str(" · ");
            banner.push_str(t.shared_locked);
        }
        if pos.plies_since_capture() >= CAPTURE_CLOCK_SHOWN_FROM {
            banner.push_str(" · ");
            banner.push_str(&fill(
                t.capture_clock,
                &[&pos.plies_since_capture().to_string()],
            ));
        }
    }
    lines.extend(banner.lines().map(|l| format!("  {l}")));
    lines
}

fn legend(game: GameId, board: &Board, lang: Lang, opts: ArtOptions, t: &Strings) -> String {
    let g = opts.glyphs();
    let first = text::side_name(lang, Side::First);
    let second = text::side_name(lang, Side::Second);
    let mut legend = if game == GameId::Huishi {
        fill(
            t.legend_huishi,
            &[
                &g.first_general.to_string(),
                &g.first.to_string(),
                &g.second_general.to_string(),
                &g.second.to_string(),
                first,
                second,
            ],
        )
    } else {
        fill(
            t.legend_men,
            &[&g.first.to_string(), &g.second.to_string(), first, second],
        )
    };
    if game.has_shared_piece() {
        legend.push_str("   ");
        legend.push_str(&fill(t.legend_shared, &[&g.shared.to_string()]));
    }
    if board.well().is_some() {
        legend.push_str("   ");
        legend.push_str(&fill(t.legend_well, &[&g.well.to_string()]));
    }
    legend
}

/// What the rules say about the timer of the game at hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimerNote {
    /// Not in a game (`folkchess rules`): nothing.
    NotInAGame,
    /// The game has no timer.
    Off,
    /// The game's seconds per turn.
    Seconds(u32),
}

/// The app rules as they hold in the terminal: the core's section, with the turn
/// timer stated as `--timer` sets it (the apps' settings and background pause do not
/// exist here), and what this game's timer is.
pub fn terminal_app_rules(lang: Lang, timer: TimerNote) -> Section {
    let mut section = app_rules(lang);
    let t = text::strings(lang);
    let this_game = match timer {
        TimerNote::NotInAGame => String::new(),
        TimerNote::Off => t.rules_timer_off.to_string(),
        TimerNote::Seconds(s) => fill(t.rules_timer_this_game, &[&s.to_string()]),
    };
    let sentence = fill(
        t.rules_timer,
        &[
            &folkchess_core::rules::setup::MAX_TURN_SECONDS.to_string(),
            &this_game,
        ],
    );
    let sentence = sentence.trim_end().to_string();
    for block in &mut section.blocks {
        if let Block::Bullets { items } = block {
            for item in items.iter_mut() {
                if item.term_refs().iter().any(|t| t == "turn-timer") {
                    *item = RichText::plain(sentence.clone());
                }
            }
        }
    }
    section
}

/// The rules of `game` as the terminal shows them: the core's rules text, then the
/// app rules as they hold in the terminal, wrapped at `width` columns. In Traditional
/// Chinese every word is converted by the core ([`to_hant`]) before the lines are
/// wrapped (a converted phrase may be longer), point names staying as they are.
pub fn terminal_rules(
    game: GameId,
    display: DisplayLanguage,
    timer: TimerNote,
    width: usize,
) -> String {
    let lang = display.primary();
    let mut doc = game_rules(game, lang);
    let mut app = terminal_app_rules(lang, timer);
    if display.is_hant() {
        doc = hant_doc(&doc);
        app = app.map_words(&to_hant);
    }
    let mut out = render_plain(&doc, Some(width));
    out.push('\n');
    out.push_str(&render_section_plain(&app, Some(width)));
    out
}

/// A rules text with every word in Traditional characters.
fn hant_doc(doc: &RulesDoc) -> RulesDoc {
    RulesDoc {
        game: doc.game,
        lang: doc.lang,
        name: to_hant(&doc.name),
        tagline: to_hant(&doc.tagline),
        key_facts_heading: to_hant(&doc.key_facts_heading),
        key_facts: doc
            .key_facts
            .iter()
            .map(|f| KeyFact {
                id: f.id.clone(),
                label: to_hant(&f.label),
                value: f.value.map_words(&to_hant),
            })
            .collect(),
        quick_start_heading: to_hant(&doc.quick_start_heading),
        quick_start: doc
            .quick_start
            .iter()
            .map(|t| t.map_words(&to_hant))
            .collect(),
        sections: doc.sections.iter().map(|s| s.map_words(&to_hant)).collect(),
    }
}

/// "1 move", "2 moves" / "2 步": a count of moves, both players' together (the word a
/// player reads for a ply).
pub fn plies(lang: Lang, n: usize) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 move".to_string(),
        (Lang::En, n) => format!("{n} moves"),
        (Lang::Zh, n) => format!("{n} 步"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const PLAIN: ArtOptions = ArtOptions {
        unicode: false,
        color: false,
    };

    #[test]
    fn the_board_screen_says_what_the_table_says() {
        use folkchess_core::screens::table::{GameTable, TableEvent};
        use folkchess_core::{DisplayLanguage, Mode, Session, Settings, Setup};
        // A turn that runs out: the status names the pass in the player's language.
        let setup = Setup {
            mode: Mode::PassAndPlay,
            turn_seconds: Some(1),
        };
        let session = Session::new(GameId::Weiming, setup, 1).unwrap();
        let mut table = GameTable::new(session, Settings::default(), DisplayLanguage::Zh);
        table.handle(TableEvent::Start, 0);
        table.handle(TableEvent::Tick, 1_000);
        let view = table.view(1_000);
        let pos = *table.session().position();
        let zh = board_screen(&view, &pos, Lang::Zh, PLAIN).join("\n");
        assert!(zh.contains(&format!("  {}\n", view.status)), "{zh}");
        assert!(zh.contains("超时让步"), "{zh}");
        assert!(zh.ends_with(&format!("  {}", view.banner.text)), "{zh}");
        assert!(!zh.contains("pass"), "{zh}");
        assert!(!zh.contains("( )"), "a pass marks no move: {zh}");
        // A move is marked on the board, and the marks are explained.
        let mut table = GameTable::new(
            Session::new(GameId::Weiming, setup, 1).unwrap(),
            Settings::default(),
            DisplayLanguage::En,
        );
        table.handle(TableEvent::Start, 0);
        let m = table.board().parse_move("bl-x").unwrap();
        table.handle(TableEvent::Play(m), 10);
        let pos = *table.session().position();
        let en = board_screen(&table.view(10), &pos, Lang::En, PLAIN).join("\n");
        assert!(
            en.contains("  Move 1 · Last move bl-x   ( ) from, [ ] to\n"),
            "{en}"
        );
        assert!(en.contains("[X]"), "{en}");
        assert!(en.ends_with("  Second (black) to move"), "{en}");
    }

    #[test]
    fn terminal_app_rules_speak_of_the_terminal() {
        for lang in [Lang::En, Lang::Zh] {
            let text =
                render_section_plain(&terminal_app_rules(lang, TimerNote::Seconds(30)), None);
            let core = render_section_plain(&app_rules(lang), None);
            assert_ne!(text, core, "the timer bullet is replaced");
            assert!(text.contains("--timer"), "{text}");
            assert!(text.contains("30"), "{text}");
            for phone in ["settings", "background", "设置", "后台"] {
                assert!(!text.contains(phone), "{phone} in {text}");
            }
        }
        let en = render_section_plain(&terminal_app_rules(Lang::En, TimerNote::Off), None);
        assert!(en.contains("no time limit"), "{en}");
        assert!(en.contains("This game has no timer."), "{en}");
        let en = render_section_plain(&terminal_app_rules(Lang::En, TimerNote::NotInAGame), None);
        assert!(!en.contains("This game"), "{en}");
    }

    #[test]
    fn plies_are_counted_in_words() {
        assert_eq!(plies(Lang::En, 1), "1 move");
        assert_eq!(plies(Lang::En, 2), "2 moves");
        assert_eq!(plies(Lang::Zh, 2), "2 步");
    }
}
