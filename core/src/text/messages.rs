//! Short bilingual messages the apps and the CLI show during play: side names, how a
//! game ended, why a move is illegal. Written once here so every shell says the same.

use crate::rules::game::Side;
use crate::rules::moves::IllegalMove;
use crate::rules::outcome::{EndReason, Outcome};
use crate::text::rules_text::Lang;

/// A move's name as a sentence shows it ("bc‑tl"): its hyphen a no-break one (U+2011), so
/// that no line parts "bc-" from "tl" ("find a better move than bc- / tl."). The notation
/// itself (the move list, the shared text, what a player types) keeps the plain hyphen.
pub fn unbroken_move(notation: &str) -> String {
    notation.replace('-', "\u{2011}")
}

/// A side's name with its colour: "First (red)" / "先手（红）".
pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::First, Lang::En) => "First (red)",
        (Side::Second, Lang::En) => "Second (black)",
        (Side::First, Lang::Zh) => "先手（红）",
        (Side::Second, Lang::Zh) => "后手（黑）",
    }
}

/// "First (red) to move" / "轮到先手（红）走棋".
pub fn to_move_text(side: Side, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} to move", side_name(side, lang)),
        Lang::Zh => format!("轮到{}走棋", side_name(side, lang)),
    }
}

/// Said when a player tries to move while the computer is to move.
pub fn computer_to_move_text(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "It is the computer's turn.",
        Lang::Zh => "现在轮到电脑走棋。",
    }
}

/// How a game ended, in one sentence.
pub fn outcome_text(outcome: &Outcome, lang: Lang) -> String {
    let name = |s: Side| side_name(s, lang);
    match (outcome.winner, outcome.reason, lang) {
        (Some(w), EndReason::NoLegalMove, Lang::En) => {
            format!(
                "{} wins: {} has no legal move.",
                name(w),
                name(w.opponent())
            )
        }
        (Some(w), EndReason::NoLegalMove, Lang::Zh) => {
            format!("{}胜：{}无棋可走，被困毙。", name(w), name(w.opponent()))
        }
        (Some(w), EndReason::ReducedToOnePiece, Lang::En) => {
            format!(
                "{} wins: {} is down to one piece.",
                name(w),
                name(w.opponent())
            )
        }
        (Some(w), EndReason::ReducedToOnePiece, Lang::Zh) => {
            format!("{}胜：{}只剩一枚棋子。", name(w), name(w.opponent()))
        }
        (Some(w), EndReason::Rendezvous, Lang::En) => {
            format!("{} wins: the two generals meet (rendezvous).", name(w))
        }
        (Some(w), EndReason::Rendezvous, Lang::Zh) => format!("{}胜：两枚师会师。", name(w)),
        (Some(w), EndReason::Resignation, Lang::En) => {
            format!("{} wins: {} resigned.", name(w), name(w.opponent()))
        }
        (Some(w), EndReason::Resignation, Lang::Zh) => {
            format!("{}胜：{}认输。", name(w), name(w.opponent()))
        }
        (Some(w), _, Lang::En) => format!("{} wins.", name(w)),
        (Some(w), _, Lang::Zh) => format!("{}胜。", name(w)),
        (None, EndReason::ThreefoldRepetition, Lang::En) => {
            "Draw: the same position occurred three times.".to_string()
        }
        (None, EndReason::ThreefoldRepetition, Lang::Zh) => {
            "和棋：同一局面出现了三次。".to_string()
        }
        (None, EndReason::NoCaptureLimit, Lang::En) => {
            "Draw: 100 moves in a row without a capture.".to_string()
        }
        (None, EndReason::NoCaptureLimit, Lang::Zh) => "和棋：连续 100 步没有吃子。".to_string(),
        (None, EndReason::DrawAgreed, Lang::En) => "Draw: both players agreed.".to_string(),
        (None, EndReason::DrawAgreed, Lang::Zh) => "和棋：双方同意和棋。".to_string(),
        (None, _, Lang::En) => "Draw.".to_string(),
        (None, _, Lang::Zh) => "和棋。".to_string(),
    }
}

/// The question before a resignation: "First (red): resign this game?" /
/// "先手（红）：确定认输吗？".
pub fn resign_question_text(side: Side, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{}: resign this game?", side_name(side, lang)),
        Lang::Zh => format!("{}：确定认输吗？", side_name(side, lang)),
    }
}

/// The question to the other player of a pass-and-play game: "First (red) offers a
/// draw. Second (black), do you accept?".
pub fn draw_offered_text(by: Side, lang: Lang) -> String {
    let other = side_name(by.opponent(), lang);
    match lang {
        Lang::En => format!(
            "{} offers a draw. {other}, do you accept?",
            side_name(by, lang)
        ),
        Lang::Zh => format!("{}提议和棋。{other}，接受吗？", side_name(by, lang)),
    }
}

/// "Second (black) declines the draw." / "后手（黑）拒绝和棋。".
pub fn draw_declined_text(side: Side, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} declines the draw.", side_name(side, lang)),
        Lang::Zh => format!("{}拒绝和棋。", side_name(side, lang)),
    }
}

/// Why a game ended, without who won: the reason of [`outcome_text`] as a sentence of its
/// own ("Second (black) has no legal move.", "双方同意和棋。"), for a result sheet whose
/// headline already says who won.
pub fn outcome_reason_text(outcome: &Outcome, lang: Lang) -> String {
    let full = outcome_text(outcome, lang);
    let tail = match lang {
        Lang::En => full.split_once(": ").map(|(_, t)| t),
        Lang::Zh => full.split_once('：').map(|(_, t)| t),
    };
    let Some(tail) = tail else {
        return full;
    };
    let mut chars = tail.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => full,
    }
}

/// The headline of a finished game: "You won" / "You lost" / "Draw" for a player against the
/// computer (`human`), "First (red) wins" / "Draw" between two players.
pub fn result_headline(outcome: &Outcome, human: Option<Side>, lang: Lang) -> String {
    match (outcome.winner, human, lang) {
        (None, _, Lang::En) => "Draw".to_string(),
        (None, _, Lang::Zh) => "和棋".to_string(),
        (Some(w), Some(me), Lang::En) if w == me => "You won".to_string(),
        (Some(w), Some(me), Lang::Zh) if w == me => "你赢了".to_string(),
        (Some(_), Some(_), Lang::En) => "You lost".to_string(),
        (Some(_), Some(_), Lang::Zh) => "你输了".to_string(),
        (Some(w), None, Lang::En) => format!("{} wins", side_name(w, lang)),
        (Some(w), None, Lang::Zh) => format!("{}胜", side_name(w, lang)),
    }
}

/// Why a game against the computer ended, from the player's seat (`human`): "You
/// resigned.", "The computer resigned.", "You have no legal move.", "Your two generals
/// meet (rendezvous)." / "你认输了。" …; a draw's reason as [`outcome_reason_text`] says
/// it. Between two players (`human` none), [`outcome_reason_text`].
pub fn outcome_reason_text_for(outcome: &Outcome, human: Option<Side>, lang: Lang) -> String {
    let (Some(me), Some(winner)) = (human, outcome.winner) else {
        return outcome_reason_text(outcome, lang);
    };
    let i_won = winner == me;
    let text = match (outcome.reason, i_won, lang) {
        (EndReason::Resignation, false, Lang::En) => "You resigned.",
        (EndReason::Resignation, false, Lang::Zh) => "你认输了。",
        (EndReason::Resignation, true, Lang::En) => "The computer resigned.",
        (EndReason::Resignation, true, Lang::Zh) => "电脑认输了。",
        (EndReason::NoLegalMove, false, Lang::En) => "You have no legal move.",
        (EndReason::NoLegalMove, false, Lang::Zh) => "你无棋可走，被困毙。",
        (EndReason::NoLegalMove, true, Lang::En) => "The computer has no legal move.",
        (EndReason::NoLegalMove, true, Lang::Zh) => "电脑无棋可走，被困毙。",
        (EndReason::ReducedToOnePiece, false, Lang::En) => "You are down to one piece.",
        (EndReason::ReducedToOnePiece, false, Lang::Zh) => "你只剩一枚棋子。",
        (EndReason::ReducedToOnePiece, true, Lang::En) => "The computer is down to one piece.",
        (EndReason::ReducedToOnePiece, true, Lang::Zh) => "电脑只剩一枚棋子。",
        (EndReason::Rendezvous, true, Lang::En) => "Your two generals meet (rendezvous).",
        (EndReason::Rendezvous, true, Lang::Zh) => "你的两枚师会师。",
        (EndReason::Rendezvous, false, Lang::En) => {
            "The computer's two generals meet (rendezvous)."
        }
        (EndReason::Rendezvous, false, Lang::Zh) => "电脑的两枚师会师。",
        _ => return outcome_reason_text(outcome, lang),
    };
    text.to_string()
}

/// How a game against the computer ended, in one line from the player's seat (`human`):
/// "You resigned.", "You won. The computer resigned.", "You lost. You have no legal
/// move." / "你赢了。电脑认输了。"; a draw as [`outcome_text`] says it. Between two
/// players (`human` none), [`outcome_text`].
pub fn outcome_text_for(outcome: &Outcome, human: Option<Side>, lang: Lang) -> String {
    let (Some(me), Some(winner)) = (human, outcome.winner) else {
        return outcome_text(outcome, lang);
    };
    let reason = outcome_reason_text_for(outcome, human, lang);
    if outcome.reason == EndReason::Resignation && winner != me {
        return reason;
    }
    let headline = result_headline(outcome, human, lang);
    match lang {
        Lang::En => format!("{headline}. {reason}"),
        Lang::Zh => format!("{headline}。{reason}"),
    }
}

/// The question before the player resigns against the computer: "Resign this game?" /
/// "确定认输吗？" (no side named: there is one player).
pub fn resign_question_vs_computer_text(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Resign this game?",
        Lang::Zh => "确定认输吗？",
    }
}

/// Why a move is illegal, in one sentence for the player.
pub fn illegal_move_text(reason: &IllegalMove, lang: Lang) -> String {
    if lang == Lang::En {
        return match reason {
            IllegalMove::GameOver => "The game is over.".to_string(),
            IllegalMove::SamePoint => "A move must go to another point.".to_string(),
            IllegalMove::EmptyPoint(p) => format!("There is no piece on {p}."),
            IllegalMove::OpponentPiece(p) => format!("The piece on {p} belongs to the other side."),
            IllegalMove::SharedPieceLocked => {
                "The shared piece was moved on the previous move, so it cannot move this turn."
                    .to_string()
            }
            IllegalMove::TargetOccupied(p) => format!("The point {p} is occupied."),
            IllegalMove::SharedPieceMustJump => {
                "The shared piece never steps; it can only jump over an adjacent piece.".to_string()
            }
            IllegalMove::CannotJump => {
                "This piece can only step to an adjacent point; it cannot jump.".to_string()
            }
            IllegalMove::NothingToJumpOver(p) => format!("There is no piece on {p} to jump over."),
            IllegalMove::GeneralJumpNextToPartner => {
                "A general may not jump next to its own other \
                 general (unless the well is involved)."
                    .to_string()
            }
            IllegalMove::NotConnected(a, b) => format!("{a} cannot reach {b} in one move."),
        };
    }
    match reason {
        IllegalMove::GameOver => "对局已经结束。".to_string(),
        IllegalMove::SamePoint => "必须走到另一个棋点。".to_string(),
        IllegalMove::EmptyPoint(p) => format!("{p} 上没有棋子。"),
        IllegalMove::OpponentPiece(p) => format!("{p} 上是对方的棋子。"),
        IllegalMove::SharedPieceLocked => "上一步刚走过公用棋子，这一步不能再走它。".to_string(),
        IllegalMove::TargetOccupied(p) => format!("{p} 上已经有棋子。"),
        IllegalMove::SharedPieceMustJump => {
            "公用棋子不能走一步，只能跳过紧挨着的一枚棋子。".to_string()
        }
        IllegalMove::CannotJump => "这枚棋子只能走一步到相邻的棋点，不能跳。".to_string(),
        IllegalMove::NothingToJumpOver(p) => format!("{p} 上没有可以跳过的棋子。"),
        IllegalMove::GeneralJumpNextToPartner => {
            "师不能跳到自己另一枚师的旁边（与井有关的两种情况除外）。".to_string()
        }
        IllegalMove::NotConnected(a, b) => format!("{a} 一步走不到 {b}。"),
    }
}

// ---- What a move took (Jinmen captures), for the CLI and any shell that announces them.

/// What a move captured, in one sentence: who took how many pieces of whom, on which
/// points, and how many the victim has left. `captured` holds the point names (at least
/// one); `left` is the number of pieces the captured side still has.
///
/// "First (red) takes 2 pieces of Second (black): c2, d2. Second (black) has 6 left." /
/// "先手（红）吃掉后手（黑）2 枚棋子：c2、d2。后手（黑）还剩 6 枚。"
pub fn capture_text(mover: Side, captured: &[String], left: usize, lang: Lang) -> String {
    let victim = mover.opponent();
    let n = captured.len();
    match lang {
        Lang::En => {
            let pieces = if n == 1 { "piece" } else { "pieces" };
            let left_text = match left {
                0 => format!("{} has none left.", side_name(victim, lang)),
                1 => format!("{} has 1 left.", side_name(victim, lang)),
                _ => format!("{} has {left} left.", side_name(victim, lang)),
            };
            format!(
                "{} takes {n} {pieces} of {}: {}. {left_text}",
                side_name(mover, lang),
                side_name(victim, lang),
                captured.join(", "),
            )
        }
        Lang::Zh => {
            let left_text = if left == 0 {
                format!("{}已无棋子。", side_name(victim, lang))
            } else {
                format!("{}还剩 {left} 枚。", side_name(victim, lang))
            };
            format!(
                "{}吃掉{}{n} 枚棋子：{}。{left_text}",
                side_name(mover, lang),
                side_name(victim, lang),
                captured.join("、"),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_in_both_languages() {
        let o = Outcome::win(Side::Second, EndReason::NoLegalMove);
        assert_eq!(
            outcome_text(&o, Lang::En),
            "Second (black) wins: First (red) has no legal move."
        );
        assert_eq!(
            outcome_text(&o, Lang::Zh),
            "后手（黑）胜：先手（红）无棋可走，被困毙。"
        );
        let d = Outcome::draw(EndReason::ThreefoldRepetition);
        assert!(outcome_text(&d, Lang::Zh).starts_with("和棋"));
    }

    #[test]
    fn a_result_is_a_headline_and_a_reason() {
        let o = Outcome::win(Side::First, EndReason::Rendezvous);
        assert_eq!(
            outcome_reason_text(&o, Lang::En),
            "The two generals meet (rendezvous)."
        );
        assert_eq!(outcome_reason_text(&o, Lang::Zh), "两枚师会师。");
        assert_eq!(result_headline(&o, Some(Side::First), Lang::En), "You won");
        assert_eq!(result_headline(&o, Some(Side::Second), Lang::Zh), "你输了");
        assert_eq!(result_headline(&o, None, Lang::En), "First (red) wins");
        let d = Outcome::draw(EndReason::DrawAgreed);
        assert_eq!(outcome_reason_text(&d, Lang::En), "Both players agreed.");
        assert_eq!(result_headline(&d, None, Lang::Zh), "和棋");
    }

    #[test]
    fn against_the_computer_results_are_said_from_the_players_seat() {
        let resigned = Outcome::win(Side::Second, EndReason::Resignation);
        let me = Some(Side::First);
        assert_eq!(outcome_text_for(&resigned, me, Lang::En), "You resigned.");
        assert_eq!(
            outcome_reason_text_for(&resigned, me, Lang::Zh),
            "你认输了。"
        );
        assert_eq!(result_headline(&resigned, me, Lang::En), "You lost");
        let computer_resigned = Outcome::win(Side::First, EndReason::Resignation);
        assert_eq!(
            outcome_text_for(&computer_resigned, me, Lang::En),
            "You won. The computer resigned."
        );
        assert_eq!(
            outcome_text_for(&computer_resigned, me, Lang::Zh),
            "你赢了。电脑认输了。"
        );
        let blocked = Outcome::win(Side::First, EndReason::NoLegalMove);
        assert_eq!(
            outcome_text_for(&blocked, Some(Side::Second), Lang::En),
            "You lost. You have no legal move."
        );
        // No side's colour name in any of them, and between two players nothing changes.
        for reason in [
            EndReason::NoLegalMove,
            EndReason::ReducedToOnePiece,
            EndReason::Rendezvous,
            EndReason::Resignation,
        ] {
            for winner in Side::BOTH {
                let o = Outcome::win(winner, reason);
                for lang in Lang::ALL {
                    for human in Side::BOTH {
                        let text = outcome_text_for(&o, Some(human), lang);
                        for side in Side::BOTH {
                            assert!(!text.contains(side_name(side, lang)), "{text}");
                        }
                    }
                    assert_eq!(outcome_text_for(&o, None, lang), outcome_text(&o, lang));
                }
            }
        }
        let draw = Outcome::draw(EndReason::DrawAgreed);
        assert_eq!(
            outcome_text_for(&draw, me, Lang::En),
            outcome_text(&draw, Lang::En)
        );
        assert_eq!(
            resign_question_vs_computer_text(Lang::En),
            "Resign this game?"
        );
    }

    #[test]
    fn illegal_moves_in_both_languages() {
        let r = IllegalMove::TargetOccupied("b2".into());
        assert_eq!(illegal_move_text(&r, Lang::En), "The point b2 is occupied.");
        assert_eq!(illegal_move_text(&r, Lang::Zh), "b2 上已经有棋子。");
        assert_eq!(
            illegal_move_text(&IllegalMove::SharedPieceLocked, Lang::En),
            "The shared piece was moved on the previous move, so it cannot move this turn."
        );
    }

    #[test]
    fn captures_in_both_languages() {
        let taken = ["c2".to_string(), "d2".to_string()];
        assert_eq!(
            capture_text(Side::First, &taken, 6, Lang::En),
            "First (red) takes 2 pieces of Second (black): c2, d2. Second (black) has 6 left."
        );
        assert_eq!(
            capture_text(Side::First, &taken, 6, Lang::Zh),
            "先手（红）吃掉后手（黑）2 枚棋子：c2、d2。后手（黑）还剩 6 枚。"
        );
        let one = ["b4".to_string()];
        assert_eq!(
            capture_text(Side::Second, &one, 1, Lang::En),
            "Second (black) takes 1 piece of First (red): b4. First (red) has 1 left."
        );
        assert_eq!(
            capture_text(Side::Second, &one, 0, Lang::Zh),
            "后手（黑）吃掉先手（红）1 枚棋子：b4。先手（红）已无棋子。"
        );
    }
}
