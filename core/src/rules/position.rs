//! Positions: a compact, `Copy`, hashable snapshot of one game in progress, with an
//! incrementally updated Zobrist key, plus the position-text format of `RULES.md`.

use crate::rules::bits::Bits;
use crate::rules::board::{Board, Point};
use crate::rules::game::{GameId, Side};
use std::fmt;

/// What stands on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// An ordinary piece of a side: every piece in weiming, zhongkui and jinmen,
    /// and a soldier 兵 in huishi.
    Man(Side),
    /// A general 师 (huishi only).
    General(Side),
    /// The shared piece 公用棋子 (weiming and zhongkui), which either side may move.
    Shared,
}

/// The kind of a piece, as the apps see it ([`PieceInfo`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PieceKind {
    /// An ordinary piece of a side (a soldier 兵 in Rendezvous).
    Man,
    /// A general 师 (Rendezvous only).
    General,
    /// The shared piece 公用棋子 that either side may move (weiming, zhongkui).
    Shared,
}

/// A [`Piece`] as the apps see it: its kind and owner (`side` is `null` / `nil` for the
/// shared piece). Every `Piece` crosses the FFI as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PieceInfo {
    /// Man, general or shared.
    pub kind: PieceKind,
    /// The owner; none for the shared piece.
    pub side: Option<Side>,
}

impl From<Piece> for PieceInfo {
    fn from(p: Piece) -> PieceInfo {
        let (kind, side) = match p {
            Piece::Man(s) => (PieceKind::Man, Some(s)),
            Piece::General(s) => (PieceKind::General, Some(s)),
            Piece::Shared => (PieceKind::Shared, None),
        };
        PieceInfo { kind, side }
    }
}

impl TryFrom<PieceInfo> for Piece {
    type Error = String;
    fn try_from(p: PieceInfo) -> Result<Piece, String> {
        match (p.kind, p.side) {
            (PieceKind::Man, Some(s)) => Ok(Piece::Man(s)),
            (PieceKind::General, Some(s)) => Ok(Piece::General(s)),
            (PieceKind::Shared, None) => Ok(Piece::Shared),
            (kind, side) => Err(format!("no piece is {kind:?} of {side:?}")),
        }
    }
}

// Across the FFI a piece is a [`PieceInfo`]; a kind and side that make no piece are refused
// as the call's error.
#[cfg(feature = "ffi")]
uniffi::custom_type!(Piece, PieceInfo, {
    lower: |p| PieceInfo::from(p),
    try_lift: |i| Piece::try_from(i).map_err(|e| uniffi::deps::anyhow::anyhow!(e)),
});

impl Piece {
    /// The side that owns the piece; `None` for the shared piece.
    pub const fn side(self) -> Option<Side> {
        match self {
            Piece::Man(s) | Piece::General(s) => Some(s),
            Piece::Shared => None,
        }
    }

    /// The position-text character (`X x G g *`).
    pub const fn to_char(self) -> char {
        match self {
            Piece::Man(Side::First) => 'X',
            Piece::Man(Side::Second) => 'x',
            Piece::General(Side::First) => 'G',
            Piece::General(Side::Second) => 'g',
            Piece::Shared => '*',
        }
    }

    /// Index into the Zobrist piece table.
    const fn code(self) -> usize {
        match self {
            Piece::Man(Side::First) => 0,
            Piece::Man(Side::Second) => 1,
            Piece::General(Side::First) => 2,
            Piece::General(Side::Second) => 3,
            Piece::Shared => 4,
        }
    }
}

struct ZobristKeys {
    pieces: [[u64; 32]; 5],
    second_to_move: u64,
    locked: u64,
    game: [u64; 4],
}

const fn splitmix64(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

const ZOBRIST: ZobristKeys = {
    let mut state = 0x466f_6c6b_4368_6573; // "FolkChes"
    let mut pieces = [[0u64; 32]; 5];
    let mut k = 0;
    while k < 5 {
        let mut p = 0;
        while p < 32 {
            let (s, v) = splitmix64(state);
            state = s;
            pieces[k][p] = v;
            p += 1;
        }
        k += 1;
    }
    let (s, second_to_move) = splitmix64(state);
    let (s, locked) = splitmix64(s);
    let mut game = [0u64; 4];
    let mut g = 0;
    let mut st = s;
    while g < 4 {
        let (s2, v) = splitmix64(st);
        st = s2;
        game[g] = v;
        g += 1;
    }
    ZobristKeys {
        pieces,
        second_to_move,
        locked,
        game,
    }
};

#[inline]
pub(crate) fn piece_key(piece: Piece, p: Point) -> u64 {
    ZOBRIST.pieces[piece.code()][p.index()]
}

#[inline]
pub(crate) fn side_key() -> u64 {
    ZOBRIST.second_to_move
}

#[inline]
pub(crate) fn lock_key() -> u64 {
    ZOBRIST.locked
}

/// A position of one game: pieces on points, side to move, the shared-piece lock,
/// and (Jinmen) plies since the last capture.
///
/// `Copy` and small (about 40 bytes), so search and replay use copy-make.
/// [`Position::key`] is a Zobrist hash of everything that makes positions the same
/// for repetition (pieces, side to move, lock); it is updated incrementally.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) game: GameId,
    pub(crate) by_side: [Bits; 2],
    pub(crate) generals: Bits,
    pub(crate) shared: Bits,
    pub(crate) to_move: Side,
    pub(crate) shared_locked: bool,
    pub(crate) plies_since_capture: u16,
    pub(crate) rendezvous: bool,
    pub(crate) key: u64,
}

impl Position {
    /// The start position of `game` (RULES.md "Start").
    pub fn start(game: GameId) -> Position {
        let text = match game {
            GameId::Weiming => "*/xxx/../XXX F",
            GameId::Zhongkui => "X..x/Xx/X*x F",
            GameId::Jinmen => "xxxxx/xxx/...../.../...../XXX/XXXXX F",
            GameId::Huishi => "gg/.xxx./...../.XXX./GG F",
        };
        Position::from_text(game, text).expect("start positions are valid")
    }

    /// Builds a position from pieces on points, checking the piece counts of the game.
    pub fn from_pieces(
        game: GameId,
        pieces: &[(Point, Piece)],
        to_move: Side,
        shared_locked: bool,
        plies_since_capture: u16,
    ) -> Result<Position, PositionError> {
        let board = Board::of(game);
        let mut pos = Position {
            game,
            by_side: [Bits::EMPTY; 2],
            generals: Bits::EMPTY,
            shared: Bits::EMPTY,
            to_move,
            shared_locked,
            plies_since_capture,
            rendezvous: false,
            key: 0,
        };
        for &(p, piece) in pieces {
            if p.index() >= board.len() {
                return Err(PositionError::NoSuchPoint(p.index()));
            }
            if pos.piece_at(p).is_some() {
                return Err(PositionError::PointTaken(board.name(p).to_string()));
            }
            match piece {
                Piece::Man(s) => pos.by_side[s.index()].insert(p),
                Piece::General(s) => {
                    pos.by_side[s.index()].insert(p);
                    pos.generals.insert(p);
                }
                Piece::Shared => pos.shared.insert(p),
            }
        }
        pos.validate()?;
        pos.key = pos.key_from_scratch();
        Ok(pos)
    }

    fn validate(&self) -> Result<(), PositionError> {
        let counts = |side: Side| {
            let own = self.by_side[side.index()];
            (
                (own & !self.generals).count(),
                (own & self.generals).count(),
            )
        };
        let wrong = |what: String| Err(PositionError::WrongPieceCount(what));
        for side in Side::BOTH {
            let (men, generals) = counts(side);
            let name = side.id();
            match self.game {
                GameId::Weiming | GameId::Zhongkui => {
                    if men != 3 || generals != 0 {
                        return wrong(format!(
                            "{name} must have 3 pieces, found {}",
                            men + generals
                        ));
                    }
                }
                GameId::Jinmen => {
                    if generals != 0 {
                        return wrong(format!(
                            "jinmen has no generals, found {generals} for {name}"
                        ));
                    }
                    // None is a position of the rules: three take two can capture a
                    // side's last two pieces ("reduced to one piece (or none)").
                    if men > 8 {
                        return wrong(format!("{name} must have at most 8 pieces, found {men}"));
                    }
                }
                GameId::Huishi => {
                    if generals != 2 || men != 3 {
                        return wrong(format!(
                            "{name} must have 2 generals and 3 soldiers, found {generals} and {men}"
                        ));
                    }
                }
            }
        }
        let shared = self.shared.count();
        if self.game.has_shared_piece() {
            if shared != 1 {
                return wrong(format!(
                    "the game needs exactly 1 shared piece, found {shared}"
                ));
            }
        } else {
            if shared != 0 {
                return wrong(format!("{} has no shared piece, found {shared}", self.game));
            }
            if self.shared_locked {
                return Err(PositionError::LockWithoutSharedPiece(self.game));
            }
        }
        if self.game != GameId::Jinmen && self.plies_since_capture != 0 {
            return Err(PositionError::CaptureClockWithoutCaptures(self.game));
        }
        Ok(())
    }

    /// The game.
    #[inline]
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The game's board.
    #[inline]
    pub fn board(&self) -> &'static Board {
        Board::of(self.game)
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.to_move
    }

    /// Whether the previous ply moved the shared piece, so it may not move now.
    #[inline]
    pub fn shared_locked(&self) -> bool {
        self.shared_locked
    }

    /// Plies since the last capture (Jinmen; always 0 in the other games).
    #[inline]
    pub fn plies_since_capture(&self) -> u16 {
        self.plies_since_capture
    }

    /// Whether the previous ply was a winning rendezvous (Huishi).
    #[inline]
    pub fn is_rendezvous(&self) -> bool {
        self.rendezvous
    }

    /// Zobrist key over pieces, side to move and lock (not the capture clock).
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key recomputed from nothing (tests check it equals [`Position::key`]).
    pub fn key_from_scratch(&self) -> u64 {
        let mut k = ZOBRIST.game[self.game.index()];
        for p in self.occupied() {
            k ^= piece_key(self.piece_at(p).expect("occupied"), p);
        }
        if self.to_move == Side::Second {
            k ^= side_key();
        }
        if self.shared_locked {
            k ^= lock_key();
        }
        k
    }

    /// What stands on `p`, if anything.
    #[inline]
    pub fn piece_at(&self, p: Point) -> Option<Piece> {
        if self.shared.contains(p) {
            Some(Piece::Shared)
        } else {
            let side = if self.by_side[0].contains(p) {
                Side::First
            } else if self.by_side[1].contains(p) {
                Side::Second
            } else {
                return None;
            };
            Some(if self.generals.contains(p) {
                Piece::General(side)
            } else {
                Piece::Man(side)
            })
        }
    }

    /// The points holding `side`'s own pieces (generals included).
    #[inline]
    pub fn pieces(&self, side: Side) -> Bits {
        self.by_side[side.index()]
    }

    /// The points holding generals of either side.
    #[inline]
    pub fn generals(&self) -> Bits {
        self.generals
    }

    /// Where the shared piece stands, if the game has one.
    #[inline]
    pub fn shared_piece(&self) -> Option<Point> {
        self.shared.first()
    }

    /// Every occupied point.
    #[inline]
    pub fn occupied(&self) -> Bits {
        self.by_side[0] | self.by_side[1] | self.shared
    }

    /// Every empty point.
    #[inline]
    pub fn empty(&self) -> Bits {
        !self.occupied() & self.board().all_bits()
    }

    /// Whether two positions are the same for threefold repetition: same pieces on the
    /// same points, same side to move, same shared-piece lock.
    pub fn same_for_repetition(&self, other: &Position) -> bool {
        self.key == other.key
            && self.game == other.game
            && self.by_side == other.by_side
            && self.generals == other.generals
            && self.shared == other.shared
            && self.to_move == other.to_move
            && self.shared_locked == other.shared_locked
    }

    /// Parses a position text line (`<cells> <side>[ +][ h<n>]`).
    pub fn from_text(game: GameId, text: &str) -> Result<Position, PositionError> {
        let board = Board::of(game);
        let mut tokens = text.split_whitespace();
        let cells_token = tokens.next().ok_or(PositionError::Empty)?;
        let cells: Vec<char> = cells_token.chars().filter(|&c| c != '/').collect();
        if cells.len() != board.len() {
            return Err(PositionError::WrongLength {
                expected: board.len(),
                found: cells.len(),
            });
        }
        let mut pieces = Vec::new();
        for (i, &c) in cells.iter().enumerate() {
            let piece = match (c, game) {
                ('.', _) => continue,
                ('X', _) => Piece::Man(Side::First),
                ('x', _) => Piece::Man(Side::Second),
                ('G', GameId::Huishi) => Piece::General(Side::First),
                ('g', GameId::Huishi) => Piece::General(Side::Second),
                ('*', GameId::Weiming | GameId::Zhongkui) => Piece::Shared,
                _ => {
                    return Err(PositionError::UnknownCell {
                        ch: c,
                        point: board.name(Point(i as u8)).to_string(),
                    })
                }
            };
            pieces.push((Point(i as u8), piece));
        }
        let to_move = match tokens.next() {
            None => return Err(PositionError::MissingSide),
            Some("F") => Side::First,
            Some("S") => Side::Second,
            Some(other) => return Err(PositionError::BadSide(other.to_string())),
        };
        let mut locked = false;
        let mut clock: Option<u16> = None;
        for token in tokens {
            if token == "+" && !locked && clock.is_none() {
                locked = true;
            } else if let Some(n) = token.strip_prefix('h').filter(|_| clock.is_none()) {
                let value = n
                    .parse::<u16>()
                    .map_err(|_| PositionError::BadToken(token.to_string()))?;
                if game != GameId::Jinmen {
                    return Err(PositionError::CaptureClockWithoutCaptures(game));
                }
                clock = Some(value);
            } else {
                return Err(PositionError::BadToken(token.to_string()));
            }
        }
        if locked && !game.has_shared_piece() {
            return Err(PositionError::LockWithoutSharedPiece(game));
        }
        Position::from_pieces(game, &pieces, to_move, locked, clock.unwrap_or(0))
    }

    /// Writes the position text line, with `/` between the board's rows.
    pub fn to_text(&self) -> String {
        let board = self.board();
        let mut out = String::with_capacity(48);
        let mut i = 0u8;
        for (r, &len) in board.rows().iter().enumerate() {
            if r > 0 {
                out.push('/');
            }
            for _ in 0..len {
                out.push(self.piece_at(Point(i)).map_or('.', Piece::to_char));
                i += 1;
            }
        }
        out.push(' ');
        out.push(match self.to_move {
            Side::First => 'F',
            Side::Second => 'S',
        });
        if self.shared_locked {
            out.push_str(" +");
        }
        if self.plies_since_capture > 0 {
            out.push_str(&format!(" h{}", self.plies_since_capture));
        }
        out
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// Why a position (or position text) is not acceptable.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text was empty.
    #[error("empty position text")]
    Empty,
    /// The cells did not have one character per point.
    #[error("position text has {found} cells, the board has {expected} points")]
    WrongLength {
        /// Points on the board.
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// A cell character that this game does not use.
    #[error("unknown cell character `{ch}` at point {point}")]
    UnknownCell {
        /// The character.
        ch: char,
        /// The point it stands for.
        point: String,
    },
    /// The side to move was missing.
    #[error("position text lacks the side to move (F or S)")]
    MissingSide,
    /// The side to move was not `F` or `S`.
    #[error("bad side to move `{0}` (expected F or S)")]
    BadSide(String),
    /// An unexpected extra token.
    #[error("unexpected token `{0}` in position text (expected `+` or `h<n>`)")]
    BadToken(String),
    /// Wrong number of pieces for the game.
    #[error("wrong piece count: {0}")]
    WrongPieceCount(String),
    /// A lock flag in a game without a shared piece.
    #[error("{0} has no shared piece, so it cannot be locked")]
    LockWithoutSharedPiece(GameId),
    /// A capture clock in a game without captures.
    #[error("{0} has no captures, so it has no count of moves since a capture")]
    CaptureClockWithoutCaptures(GameId),
    /// A point index outside the board.
    #[error("there is no point with index {0} on this board")]
    NoSuchPoint(usize),
    /// Two pieces on one point.
    #[error("two pieces on point {0}")]
    PointTaken(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_round_trip() {
        for (game, text) in [
            (GameId::Weiming, "*/xxx/../XXX F"),
            (GameId::Zhongkui, "X..x/Xx/X*x F"),
            (GameId::Jinmen, "xxxxx/xxx/...../.../...../XXX/XXXXX F"),
            (GameId::Huishi, "gg/.xxx./...../.XXX./GG F"),
        ] {
            let p = Position::start(game);
            assert_eq!(p.to_text(), text);
            assert_eq!(Position::from_text(game, text).unwrap(), p);
        }
    }

    #[test]
    fn start_setups_match_spec() {
        let names = |game: GameId, side: Side| {
            let p = Position::start(game);
            let b = p.board();
            let mut v: Vec<&str> = p.pieces(side).map(|q| b.name(q)).collect();
            v.sort();
            v.join(" ")
        };
        assert_eq!(names(GameId::Weiming, Side::First), "bl bm br");
        assert_eq!(names(GameId::Weiming, Side::Second), "tl tm tr");
        assert_eq!(names(GameId::Zhongkui, Side::First), "bl ml tl");
        assert_eq!(names(GameId::Zhongkui, Side::Second), "br mr tr");
        assert_eq!(
            names(GameId::Jinmen, Side::First),
            "a1 b1 b2 c1 c2 d1 d2 e1"
        );
        assert_eq!(
            names(GameId::Jinmen, Side::Second),
            "a7 b6 b7 c6 c7 d6 d7 e7"
        );
        assert_eq!(names(GameId::Huishi, Side::First), "a1 b2 c2 d2 e1");
        let h = Position::start(GameId::Huishi);
        let gens: Vec<&str> = h.generals().map(|q| h.board().name(q)).collect();
        assert_eq!(gens, vec!["a5", "e5", "a1", "e1"]);
        let w = Position::start(GameId::Weiming);
        assert_eq!(w.shared_piece(), w.board().find("s"));
        let z = Position::start(GameId::Zhongkui);
        assert_eq!(z.shared_piece(), z.board().find("bc"));
    }

    #[test]
    fn malformed_position_text_names_the_problem() {
        let err = |g, t| Position::from_text(g, t).unwrap_err().to_string();
        assert!(err(GameId::Weiming, "*/xxx/./XXX F").contains("8 cells"));
        assert!(err(GameId::Weiming, "*/xxx/.?/XXX F").contains('?'));
        assert!(err(GameId::Weiming, "*/xxx/../XXX").contains("side to move"));
        assert!(err(GameId::Weiming, "*/xxx/../XXX Q").contains("`Q`"));
        assert!(err(GameId::Weiming, "./xxx/*./XXX F ++").contains("`++`"));
        assert!(err(GameId::Weiming, "./xxx/*X/XXX F").contains("wrong piece count"));
        assert!(
            err(GameId::Jinmen, "xxxxx/xxx/...../.../...../XXX/XXXXX F +")
                .contains("no shared piece")
        );
        assert!(err(GameId::Huishi, "gg/.xxx./...../.XXX./GG F h3").contains("no captures"));
        assert!(err(GameId::Huishi, "gx/.xxx./...../.XXX./GG F").contains("2 generals"));
        assert!(err(GameId::Jinmen, "*xxxx/xxx/...../.../...../XXX/XXXXX F").contains('*'));
        assert!(err(GameId::Jinmen, "xxxxx/xxx/...../.../X..../XXX/XXXXX F")
            .contains("first must have at most 8 pieces, found 9"));
        assert!(matches!(
            Position::from_text(GameId::Jinmen, ""),
            Err(PositionError::Empty)
        ));
    }

    #[test]
    fn flags_round_trip() {
        let p = Position::from_text(GameId::Weiming, "./xxx/*./XXX S +").unwrap();
        assert!(p.shared_locked());
        assert_eq!(p.side_to_move(), Side::Second);
        assert_eq!(p.to_text(), "./xxx/*./XXX S +");
        let j = Position::from_text(GameId::Jinmen, "xxxxx/xxx/...../.../...../XXX/XXXXX S h17")
            .unwrap();
        assert_eq!(j.plies_since_capture(), 17);
        assert_eq!(j.to_text(), "xxxxx/xxx/...../.../...../XXX/XXXXX S h17");
        assert_eq!(p.key(), p.key_from_scratch());
    }
}
