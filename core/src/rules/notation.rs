//! Move notation: `from-to` with point names, and `pass`.

use crate::rules::board::Board;
use crate::rules::game::GameId;
use crate::rules::moves::Move;

/// One ply: a move, or a pass when the turn timer ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ply {
    /// A move.
    Move(Move),
    /// A pass on time.
    Pass,
}

/// Why a move text could not be parsed. Every variant names the bad token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Nothing to parse.
    #[error("empty move")]
    Empty,
    /// Not of the form `from-to`.
    #[error("`{0}` is not a move: write from-to, like b2-b3")]
    Malformed(String),
    /// A point name the board does not have (names are lower case).
    #[error("`{token}` is not a point of the {game} board")]
    UnknownPoint {
        /// The bad token.
        token: String,
        /// The game whose board was used.
        game: GameId,
    },
}

impl Board {
    /// Parses `from-to` (optionally followed by display-only captures `x c2 d2`,
    /// whose names are checked and otherwise ignored).
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        let mut tokens = text.split_whitespace();
        let head = tokens.next().ok_or(NotationError::Empty)?;
        let (from, to) = head
            .split_once('-')
            .ok_or_else(|| NotationError::Malformed(head.to_string()))?;
        let from = self.parse_point(from)?;
        let to = self.parse_point(to)?;
        match tokens.next() {
            None => {}
            Some("x") => {
                let mut any = false;
                for t in tokens {
                    self.parse_point(t)?;
                    any = true;
                }
                if !any {
                    return Err(NotationError::Malformed(text.trim().to_string()));
                }
            }
            Some(other) => return Err(NotationError::Malformed(other.to_string())),
        }
        Ok(Move::new(from, to))
    }

    /// Parses one point name (exact, lower case).
    pub fn parse_point(&self, token: &str) -> Result<crate::rules::board::Point, NotationError> {
        self.find(token).ok_or_else(|| NotationError::UnknownPoint {
            token: token.to_string(),
            game: self.game(),
        })
    }

    /// Writes `from-to`.
    pub fn move_text(&self, m: Move) -> String {
        format!("{}-{}", self.name(m.from), self.name(m.to))
    }

    /// Parses a ply: `pass` or a move.
    pub fn parse_ply(&self, text: &str) -> Result<Ply, NotationError> {
        if text.trim() == "pass" {
            Ok(Ply::Pass)
        } else {
            self.parse_move(text).map(Ply::Move)
        }
    }

    /// Writes a ply: `pass` or `from-to`.
    pub fn ply_text(&self, ply: Ply) -> String {
        match ply {
            Ply::Pass => "pass".to_string(),
            Ply::Move(m) => self.move_text(m),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_formats_moves() {
        let b = Board::of(GameId::Jinmen);
        let m = b.parse_move("a1-a3").unwrap();
        assert_eq!(b.move_text(m), "a1-a3");
        assert_eq!(b.parse_ply("pass").unwrap(), Ply::Pass);
        assert_eq!(
            b.parse_move("c4-c3 x c2").unwrap(),
            b.parse_move("c4-c3").unwrap()
        );
        let z = Board::of(GameId::Zhongkui);
        assert_eq!(z.move_text(z.parse_move("bc-tl").unwrap()), "bc-tl");
    }

    #[test]
    fn parse_errors_name_the_bad_token() {
        let b = Board::of(GameId::Jinmen);
        let e = b.parse_move("B2-b3").unwrap_err();
        assert_eq!(
            e,
            NotationError::UnknownPoint {
                token: "B2".into(),
                game: GameId::Jinmen
            }
        );
        assert!(e.to_string().contains("`B2`"));
        assert!(b
            .parse_move("b2-a2")
            .unwrap_err()
            .to_string()
            .contains("`a2`"));
        assert!(b
            .parse_move("b2b3")
            .unwrap_err()
            .to_string()
            .contains("`b2b3`"));
        assert!(b
            .parse_move("b2-b3 y")
            .unwrap_err()
            .to_string()
            .contains("`y`"));
        assert!(b
            .parse_move("c4-c3 x zz")
            .unwrap_err()
            .to_string()
            .contains("`zz`"));
        assert_eq!(b.parse_move("   ").unwrap_err(), NotationError::Empty);
        assert!(b.parse_ply("PASS").is_err());
    }
}
