//! The commands of the play prompt, read from a normalised line ([`crate::input`]),
//! and what is wrong with a line that is meant as a move but is not one.

use folkchess_core::Board;

/// What a line of input asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// Nothing typed.
    Empty,
    /// `quit`, `exit`, `q`.
    Quit,
    /// `help`, `?`, `h`.
    Help,
    /// `undo`, `u`.
    Undo,
    /// `redo`.
    Redo,
    /// `hint`.
    Hint,
    /// `moves`, `legal`.
    Moves,
    /// `rules`.
    Rules,
    /// `board`, `show`.
    Board,
    /// `new`.
    New,
    /// `level [NAME]`.
    Level(Option<String>),
    /// `pass`.
    Pass,
    /// `resign`: the table asks to confirm.
    Resign,
    /// `draw`, `offer draw`: a draw offered to the computer or the other player.
    OfferDraw,
    /// `save [FILE]`.
    Save(Option<String>),
    /// `load [FILE]`.
    Load(Option<String>),
    /// Anything else: a move, a point name, or nonsense (lower case, `b2 b3` written
    /// `b2-b3`).
    Move(String),
}

/// Reads one normalised input line as a command.
pub fn parse_command(line: &str) -> Command {
    let trimmed = line.trim();
    let (word, rest) = match trimmed.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (trimmed, ""),
    };
    let arg = (!rest.is_empty()).then(|| rest.to_string());
    match word.to_lowercase().as_str() {
        "" => Command::Empty,
        "quit" | "exit" | "q" => Command::Quit,
        "help" | "?" | "h" => Command::Help,
        "undo" | "u" => Command::Undo,
        "redo" => Command::Redo,
        "hint" => Command::Hint,
        "moves" | "legal" => Command::Moves,
        "rules" => Command::Rules,
        "board" | "show" => Command::Board,
        "new" => Command::New,
        "level" => Command::Level(arg),
        "pass" => Command::Pass,
        "resign" => Command::Resign,
        "draw" | "offer-draw" => Command::OfferDraw,
        "offer" if rest.eq_ignore_ascii_case("draw") => Command::OfferDraw,
        "save" => Command::Save(arg),
        "load" => Command::Load(arg),
        _ => {
            let lower = trimmed.to_lowercase();
            let tokens: Vec<&str> = lower.split_whitespace().collect();
            if tokens.len() == 2 && !tokens[0].contains('-') && tokens[1] != "x" {
                Command::Move(format!("{}-{}", tokens[0], tokens[1]))
            } else {
                Command::Move(lower)
            }
        }
    }
}

/// Why a line meant as a move is not one (the board's point names decide).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadMove {
    /// `bl-`: the point to move to is missing.
    MissingTo {
        /// The point before the dash.
        from: String,
    },
    /// `-x`: the point to move from is missing.
    MissingFrom {
        /// The point after the dash.
        to: String,
    },
    /// A token where a point name belongs is not a point of this board.
    NotAPoint {
        /// The token.
        token: String,
    },
    /// A word that is neither a command nor a point.
    NotACommand {
        /// The word.
        word: String,
    },
    /// Something after the move that is not a capture list (`b2-b3 y`).
    Extra {
        /// What follows the move.
        rest: String,
    },
}

/// Says what is wrong with `text` as a move on `board`, or `None` when it is a move
/// (possibly with a capture list, `c4-c3 x c2`).
pub fn diagnose(board: &Board, text: &str) -> Option<BadMove> {
    if board.parse_move(text).is_ok() {
        return None;
    }
    let text = text.trim();
    let (head, rest) = match text.split_once(char::is_whitespace) {
        Some((h, r)) => (h, r.trim()),
        None => (text, ""),
    };
    let point = |t: &str| board.find(t).is_some();
    let bad = match head.split_once('-') {
        None if point(head) && !rest.is_empty() => BadMove::Extra {
            rest: rest.to_string(),
        },
        None if point(head) => return None,
        None if head.chars().count() > 2 && head.chars().all(char::is_alphabetic) => {
            BadMove::NotACommand {
                word: head.to_string(),
            }
        }
        None => BadMove::NotAPoint {
            token: head.to_string(),
        },
        Some((from, to)) => {
            let to = to.trim_start_matches('-');
            match (from.is_empty(), to.is_empty()) {
                (true, true) => BadMove::NotAPoint {
                    token: head.to_string(),
                },
                (false, true) if point(from) => BadMove::MissingTo {
                    from: from.to_string(),
                },
                (true, false) if point(to) => BadMove::MissingFrom { to: to.to_string() },
                _ if !from.is_empty() && !point(from) => BadMove::NotAPoint {
                    token: from.to_string(),
                },
                _ if !to.is_empty() && !point(to) => BadMove::NotAPoint {
                    token: to.to_string(),
                },
                _ if !rest.is_empty() => BadMove::Extra {
                    rest: rest.to_string(),
                },
                _ => BadMove::NotAPoint {
                    token: head.to_string(),
                },
            }
        }
    };
    Some(bad)
}

#[cfg(test)]
mod tests {
    use super::*;
    use folkchess_core::GameId;

    #[test]
    fn commands_parse() {
        assert_eq!(parse_command("  UNDO "), Command::Undo);
        assert_eq!(parse_command("b2 b3"), Command::Move("b2-b3".into()));
        assert_eq!(parse_command("B2-B3"), Command::Move("b2-b3".into()));
        assert_eq!(
            parse_command("save My Game.json"),
            Command::Save(Some("My Game.json".into()))
        );
        assert_eq!(parse_command("save"), Command::Save(None));
        assert_eq!(parse_command("level"), Command::Level(None));
        assert_eq!(
            parse_command("Level hard"),
            Command::Level(Some("hard".into()))
        );
        assert_eq!(
            parse_command(&crate::input::normalise("难度 困难")),
            Command::Level(Some("困难".into()))
        );
        assert_eq!(parse_command(""), Command::Empty);
        assert_eq!(parse_command("Resign"), Command::Resign);
        assert_eq!(parse_command("draw"), Command::OfferDraw);
        assert_eq!(parse_command("offer  Draw"), Command::OfferDraw);
        assert_eq!(parse_command("offer-draw"), Command::OfferDraw);
        assert_eq!(
            parse_command(&crate::input::normalise("認輸")),
            Command::Resign
        );
        assert_eq!(
            parse_command(&crate::input::normalise("求和。")),
            Command::OfferDraw
        );
        assert_eq!(
            parse_command("c4-c3 x c2"),
            Command::Move("c4-c3 x c2".into())
        );
        // After normalisation, the Chinese words are the commands.
        assert_eq!(
            parse_command(&crate::input::normalise("悔棋")),
            Command::Undo
        );
        assert_eq!(
            parse_command(&crate::input::normalise("ｂｌ－ｘ")),
            Command::Move("bl-x".into())
        );
    }

    #[test]
    fn what_is_wrong_with_a_move() {
        let w = folkchess_core::Board::of(GameId::Weiming);
        assert_eq!(diagnose(w, "bl-x"), None);
        assert_eq!(diagnose(w, "bl"), None);
        assert_eq!(
            diagnose(w, "bl-"),
            Some(BadMove::MissingTo { from: "bl".into() })
        );
        assert_eq!(
            diagnose(w, "-x"),
            Some(BadMove::MissingFrom { to: "x".into() })
        );
        assert_eq!(
            diagnose(w, "a1-a2"),
            Some(BadMove::NotAPoint { token: "a1".into() })
        );
        assert_eq!(
            diagnose(w, "bl-a2"),
            Some(BadMove::NotAPoint { token: "a2".into() })
        );
        assert_eq!(
            diagnose(w, "foo"),
            Some(BadMove::NotACommand { word: "foo".into() })
        );
        assert_eq!(
            diagnose(w, "bl-x y"),
            Some(BadMove::Extra { rest: "y".into() })
        );
        assert_eq!(
            diagnose(w, "-"),
            Some(BadMove::NotAPoint { token: "-".into() })
        );
        let j = folkchess_core::Board::of(GameId::Jinmen);
        assert_eq!(diagnose(j, "c4-c3 x c2"), None);
        assert_eq!(
            diagnose(j, "b9"),
            Some(BadMove::NotAPoint { token: "b9".into() })
        );
    }
}
