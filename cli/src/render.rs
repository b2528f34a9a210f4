//! What the play screen shows, as lines of text: the board with its legend, the last
//! move and whose turn it is; a ply in the player's language; what a move captured;
//! the rules as the terminal player reads them. Nothing here reads input or keeps
//! state: every function draws from the core's record.

use crate::art::{self, ArtOptions, Scene};
use crate::text::{self, fill, Strings};
use folkchess_core::messages;
use folkchess_core::rules_text::{
    app_rules, game_rules, glossary_entry, render_plain, render_section_plain, Block, Lang,
    RichText, Section,
};
use folkchess_core::{Board, GameId, GameRecord, Ply, PlyEntry, Side};

/// The Jinmen capture clock is shown in the status line from this many plies on.
pub const CAPTURE_CLOCK_SHOWN_FROM: u16 = 50;

/// Who sits at the terminal, for the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// The computer's side in a game against it.
    pub computer: Option<Side>,
}

/// A ply as the player reads it: `from-to`, captures as `x c2 d2`, and a pass in the
/// player's language (`pass`, 弃步: the core's glossary term).
pub fn ply_text(entry: &PlyEntry, board: &Board, lang: Lang) -> String {
    match entry.ply {
        Ply::Pass => pass_word(lang).to_string(),
        Ply::Move(_) => entry.display_text(board),
    }
}

/// The word for a pass (the core's glossary term).
pub fn pass_word(lang: Lang) -> &'static str {
    glossary_entry("pass").map_or("pass", |e| e.term(lang))
}

/// What the ply `entry` captured, as the core says it (`None`: nothing). `mover` is
/// the side that played it.
pub fn capture_line(entry: &PlyEntry, mover: Side, lang: Lang) -> Option<String> {
    let effects = entry.effects?;
    if effects.captured.is_empty() {
        return None;
    }
    let board = entry.after.board();
    let names: Vec<String> = effects
        .captured
        .map(|p| board.name(p).to_string())
        .collect();
    let left = entry.after.pieces(mover.opponent()).len();
    Some(messages::capture_text(mover, &names, left, lang))
}

/// The board screen: a blank line, the board, the legend, the last move and whose
/// turn it is (with the capture clock in Jinmen and the shared piece's lock).
pub fn board_screen(
    record: &GameRecord,
    seats: Seats,
    lang: Lang,
    opts: ArtOptions,
) -> Vec<String> {
    let t = text::strings(lang);
    let pos = *record.current();
    let board = pos.board();
    let last = record.last().copied();
    let last_move = last.and_then(|e| match e.ply {
        Ply::Move(m) => Some((m.from, m.to)),
        Ply::Pass => None,
    });
    let mut lines = vec![String::new()];
    for line in art::draw(
        Scene {
            position: &pos,
            last_move,
        },
        opts,
    ) {
        lines.push(format!("  {line}"));
    }
    lines.push(format!("  {}", legend(pos.game(), board, lang, opts, t)));
    if let Some(entry) = last {
        let mover = pos.side_to_move().opponent();
        let n = record.ply_count().to_string();
        let mv = ply_text(&entry, board, lang);
        lines.push(format!(
            "  {}",
            fill(t.last_move, &[&n, &mv, text::side_name(lang, mover)])
        ));
    }
    if !record.status().is_over() {
        let side = pos.side_to_move();
        let mut status = messages::to_move_text(side, lang);
        match seats.computer {
            Some(c) if c == side => status.push_str(&format!(" ({})", t.computer)),
            Some(_) => status.push_str(&format!(" ({})", t.you)),
            None => {}
        }
        if pos.shared_locked() {
            status.push_str(" · ");
            status.push_str(t.shared_locked);
        }
        if pos.plies_since_capture() >= CAPTURE_CLOCK_SHOWN_FROM {
            status.push_str(" · ");
            status.push_str(&fill(
                t.capture_clock,
                &[&pos.plies_since_capture().to_string()],
            ));
        }
        lines.push(format!("  {status}"));
    }
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
            &folkchess_core::setup::MAX_TURN_SECONDS.to_string(),
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
/// app rules as they hold in the terminal, wrapped at `width` columns.
pub fn terminal_rules(game: GameId, lang: Lang, timer: TimerNote, width: usize) -> String {
    let mut out = render_plain(&game_rules(game, lang), Some(width));
    out.push('\n');
    out.push_str(&render_section_plain(
        &terminal_app_rules(lang, timer),
        Some(width),
    ));
    out
}

/// "1 ply", "2 plies" / "2 步".
pub fn plies(lang: Lang, n: usize) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 ply".to_string(),
        (Lang::En, n) => format!("{n} plies"),
        (Lang::Zh, n) => format!("{n} 步"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use folkchess_core::Position;

    const PLAIN: ArtOptions = ArtOptions {
        unicode: false,
        color: false,
    };

    #[test]
    fn a_pass_is_named_in_the_players_language() {
        let mut record = GameRecord::new_game(GameId::Weiming);
        record.play(Ply::Pass).unwrap();
        let entry = *record.last().unwrap();
        let board = record.current().board();
        assert_eq!(ply_text(&entry, board, Lang::En), "pass");
        assert_eq!(ply_text(&entry, board, Lang::Zh), "弃步");
        let zh = board_screen(&record, Seats { computer: None }, Lang::Zh, PLAIN).join("\n");
        assert!(zh.contains("弃步"), "{zh}");
        assert!(!zh.contains("pass"), "{zh}");
    }

    #[test]
    fn captures_are_said_in_both_languages() {
        // b2-b3 makes a3 b3 c3 two of First's and one of Second's: c3 is taken.
        let start =
            Position::from_text(GameId::Jinmen, "....x/.../...../.../X.x../X../....X F").unwrap();
        let mut record = GameRecord::new(start);
        let m = start.board().parse_move("b2-b3").unwrap();
        let entry = *record.play(Ply::Move(m)).unwrap();
        assert_eq!(
            capture_line(&entry, Side::First, Lang::En).unwrap(),
            "First (red) takes 1 piece of Second (black): c3. Second (black) has 1 left."
        );
        assert_eq!(
            capture_line(&entry, Side::First, Lang::Zh).unwrap(),
            "先手（红）吃掉后手（黑）1 枚棋子：c3。后手（黑）还剩 1 枚。"
        );
        // Nothing captured, nothing said.
        let mut r = GameRecord::new_game(GameId::Jinmen);
        let m = r.current().board().parse_move("b2-b3").unwrap();
        let entry = *r.play(Ply::Move(m)).unwrap();
        assert_eq!(capture_line(&entry, Side::First, Lang::En), None);
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
        assert_eq!(plies(Lang::En, 1), "1 ply");
        assert_eq!(plies(Lang::En, 2), "2 plies");
        assert_eq!(plies(Lang::Zh, 2), "2 步");
    }
}
