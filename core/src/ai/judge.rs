//! The computer's judgement of how a game should end: whether it accepts a draw offered
//! to it, when it offers one itself, and (when the player allows it) when it resigns.
//! Every decision is deterministic: exact in the small games (the solution), a
//! full-strength search on a fixed node budget in the large ones — the same decision at
//! every level, so a weak level never accepts a draw in a position it has won, nor
//! declines one because it misjudges. See `docs/ai.md`, "Draws and resignation".

use super::{search, solver, verdict, CancelToken, Limits, Score, HINT_NODES};
use crate::ai::review::{expected_half, ReviewValue};
use crate::rules::game::GameId;
use crate::rules::record::GameRecord;

/// The most the computer may expect to gain (per mille of expected result, for itself,
/// on the review's scale: −1000 a loss, 0 a draw, +1000 a win) and still accept a draw,
/// or see a position as level when it offers one: 100 ‰ is a small edge (in Jinmen about
/// a quarter of a piece, in Rendezvous about half a move of the race).
pub const DRAW_MARGIN_PERMILLE: i32 = 100;

/// The plies without progress after which the computer offers a draw in a level
/// position: plies since the last capture in Jinmen, plies played in the other games
/// (which have no captures, or are solved).
pub const DRAW_OFFER_AFTER_PLIES: usize = 40;

/// After a draw offer of the computer is declined, it offers again at the earliest this
/// many plies later.
pub const DRAW_OFFER_AGAIN_AFTER_PLIES: usize = 20;

/// The value of the current position for the side to move: exact (small games) or the
/// search's score on [`HINT_NODES`] nodes. `None` when the game is over.
fn value_for_side_to_move(record: &GameRecord, cancel: &CancelToken) -> Option<ReviewValue> {
    if record.status().is_over() {
        return None;
    }
    if let Some(v) = verdict(record.current()) {
        return Some(v.into());
    }
    let result = search(record, Limits::nodes(HINT_NODES), cancel, &mut |_| {});
    Some(match result.info.score {
        Score::Win(n) => ReviewValue::Win(n),
        Score::Loss(n) => ReviewValue::Loss(n),
        Score::Value(v) => ReviewValue::Score(v),
    })
}

/// Whether the computer, playing the side that is NOT to move in `record`, accepts a draw
/// offered by the side to move.
///
/// * Weiming and Zhong Kui: exactly when the solved value of the position for the side
///   offering is a draw or a win — the computer accepts unless it is winning.
/// * Jinmen and Rendezvous: when its search does not see itself ahead by more than
///   [`DRAW_MARGIN_PERMILLE`]; never when the search proves a forced win for itself.
///
/// `false` when the game is over.
pub fn accepts_draw(record: &GameRecord, cancel: &CancelToken) -> bool {
    match value_for_side_to_move(record, cancel) {
        None => false,
        // The offering side's value; the computer's is its opposite.
        Some(ReviewValue::Loss(_)) => false,
        Some(ReviewValue::Win(_) | ReviewValue::Draw) => true,
        Some(v @ ReviewValue::Score(_)) => {
            let half = expected_half(record.game());
            -v.expected(half) <= DRAW_MARGIN_PERMILLE
        }
    }
}

/// Plies without progress in the current position: since the last capture in Jinmen,
/// since the start in the other games.
pub fn plies_without_progress(record: &GameRecord) -> usize {
    match record.game() {
        GameId::Jinmen => usize::from(record.current().plies_since_capture()),
        _ => record.ply_count(),
    }
}

/// Whether the computer, having just moved (the other side is to move in `record`),
/// offers a draw: after [`DRAW_OFFER_AFTER_PLIES`] plies without progress, in a position
/// its judgement sees as level (exactly a draw in the small games; within
/// [`DRAW_MARGIN_PERMILLE`] either way in the large ones).
pub fn offers_draw(record: &GameRecord, cancel: &CancelToken) -> bool {
    if plies_without_progress(record) < DRAW_OFFER_AFTER_PLIES {
        return false;
    }
    match value_for_side_to_move(record, cancel) {
        Some(ReviewValue::Draw) => true,
        Some(v @ ReviewValue::Score(_)) => {
            v.expected(expected_half(record.game())).abs() <= DRAW_MARGIN_PERMILLE
        }
        _ => false,
    }
}

/// Whether the computer, to move in `record`, resigns: when it proves a forced loss
/// (exactly in the small games, by its search in the large ones). Only when the player
/// allows it (the setting `computer_resigns`, off by default).
pub fn resigns(record: &GameRecord, cancel: &CancelToken) -> bool {
    if record.game().is_small() && solver::solution(record.game()).is_none() {
        return false;
    }
    matches!(
        value_for_side_to_move(record, cancel),
        Some(ReviewValue::Loss(_))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Verdict;
    use crate::rules::notation::Ply;
    use crate::rules::position::Position;

    fn play(record: &mut GameRecord, moves: &[&str]) {
        for m in moves {
            let mv = record.current().board().parse_move(m).unwrap();
            record.play(Ply::Move(mv)).unwrap();
        }
    }

    #[test]
    fn in_the_small_games_the_computer_accepts_unless_it_is_winning() {
        let mut r = GameRecord::new_game(GameId::Weiming);
        let start = verdict(r.current()).unwrap();
        assert_eq!(
            accepts_draw(&r, &CancelToken::new()),
            !matches!(start, Verdict::Loss(_))
        );
        play(&mut r, &["bl-x"]);
        let v = verdict(r.current()).unwrap();
        assert_eq!(
            accepts_draw(&r, &CancelToken::new()),
            !matches!(v, Verdict::Loss(_))
        );
    }

    #[test]
    fn a_position_lost_for_the_offering_side_is_declined_in_the_large_games() {
        // Jinmen: Second is down to two pieces against a full army. First offers: the
        // computer (Second) is lost, and takes the draw.
        let pos =
            Position::from_text(GameId::Jinmen, "x...x/.../...../.../...../.XX/XXXXX F").unwrap();
        assert!(accepts_draw(&GameRecord::new(pos), &CancelToken::new()));
        // Second offers: the computer (First) is winning, and declines.
        let pos =
            Position::from_text(GameId::Jinmen, "x...x/.../...../.../...../.XX/XXXXX S").unwrap();
        assert!(!accepts_draw(&GameRecord::new(pos), &CancelToken::new()));
        // The start is level: a draw offered by First is accepted.
        assert!(accepts_draw(
            &GameRecord::new_game(GameId::Huishi),
            &CancelToken::new()
        ));
    }

    #[test]
    fn the_computer_offers_only_after_plies_without_progress() {
        let r = GameRecord::new_game(GameId::Huishi);
        assert!(!offers_draw(&r, &CancelToken::new()));
        assert_eq!(plies_without_progress(&r), 0);
    }
}
