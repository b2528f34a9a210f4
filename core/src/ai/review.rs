//! Game review: what each ply of a game did.
//!
//! [`review`] walks a game and gives, for every ply, the side that played it, the
//! value of the position it faced (`before`) and of the position it left (`after`),
//! both from the mover's point of view, a [`MoveLabel`], and the best move where the
//! played one is not the best. A [`ReviewSummary`] counts the labels of each side and
//! names the ply from which the result was decided.
//!
//! **Values** count plies, each from its own position: `before` is the value of the
//! position the mover faced, `after` the value of the position the move left, still
//! for the mover. The fastest move from a win in 5 reads `W5 → W4`; a move that lets
//! the opponent win three plies later reads `… → L3`; a move that leaves the opponent
//! without a legal move reads `… → W0`; a draw kept reads `D → D`. The after-value of
//! ply i is the before-value of ply i + 1 seen from the other side.
//!
//! * **weiming, zhongkui** ([`ReviewMethod::Exact`]): the solver's exact values
//!   ([`crate::ai::verdict`]), which ignore the game's history (threefold
//!   repetition). The one exception is a position where the game is over: its value
//!   is the result (a ply that ends the game by threefold repetition reads `… → D`).
//!   Labels: [`MoveLabel::Best`] (the optimal distance: `W5 → W4`, `L4 → L3`, or a
//!   draw kept), [`MoveLabel::Good`] (the same class at another distance),
//!   [`MoveLabel::Mistake`] (a win turned into a draw, or a draw into a loss),
//!   [`MoveLabel::Blunder`] (a win turned into a loss).
//! * **jinmen, huishi** ([`ReviewMethod::Search`]): the score of a full-strength
//!   search ([`crate::ai::search`]) of every position at a fixed node budget
//!   ([`REVIEW_NODES`]), so a review is deterministic; a forced result the search
//!   finds is a win or loss in n plies. Labels: `Best` for the search's own move (or
//!   a forced result at the optimal distance), then by classes (a forced win let go
//!   is a mistake, a forced win turned into a forced loss a blunder) and otherwise by
//!   how much the move lowered the mover's "expected result" ([`ReviewValue::expected`]);
//!   the thresholds are [`GOOD_DROP`], [`INACCURACY_DROP`] and [`MISTAKE_DROP`]
//!   (`docs/ai.md`, "Game review").
//!
//! A pass on time is a ply like any other: it is valued and labelled the same way.

use crate::ai::{self, CancelToken, Limits, Score, Verdict};
use crate::rules::board::Board;
use crate::rules::game::{GameId, Side};
use crate::rules::moves::Move;
use crate::rules::notation::Ply;
use crate::rules::outcome::GameStatus;
use crate::rules::position::Position;
use crate::rules::record::{GameRecord, PlyEntry};
use crate::text::messages::side_name;
use crate::text::rules_text::Lang;

/// The node budget of the search of each position in a review of jinmen or huishi.
/// A 100-ply game is 101 searches: about 2 M nodes in all (see `docs/ai.md`).
pub const REVIEW_NODES: u64 = 20_000;

/// The value of a position for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReviewValue {
    /// The side wins in this many plies with best play (0: it has won).
    Win(u32),
    /// The side loses in this many plies with best play (0: it has lost).
    Loss(u32),
    /// A draw: exact in the small games; in the large ones, a game that ended drawn.
    Draw,
    /// A search score in centi-units for the side (large games; 100 ≈ one Jinmen
    /// piece or one move of the Rendezvous race).
    Score(i32),
}

/// How the `expected` scale bends the scores of `game`: a score of this many
/// centi-units is worth half of a win (+500 ‰). Jinmen: 250 (a piece is worth
/// 85 to 130, so a piece lost from a level position costs about 250 ‰, a mistake,
/// and two pieces about 400 ‰, a blunder); Rendezvous: 500 (a move of the race is
/// worth 100, and its scores are less steady).
pub const fn expected_half(game: GameId) -> i32 {
    match game {
        GameId::Jinmen => 250,
        _ => 500,
    }
}

impl ReviewValue {
    /// The same value seen from the other side (`W3` ↔ `L3`, `+0.40` ↔ `-0.40`).
    pub fn for_other_side(self) -> ReviewValue {
        match self {
            ReviewValue::Win(n) => ReviewValue::Loss(n),
            ReviewValue::Loss(n) => ReviewValue::Win(n),
            ReviewValue::Draw => ReviewValue::Draw,
            ReviewValue::Score(v) => ReviewValue::Score(-v),
        }
    }

    /// What the best move keeps of this value, counted from the position it leaves:
    /// a win or loss one ply nearer (`W5` → `W4`), anything else unchanged.
    pub fn one_ply_nearer(self) -> ReviewValue {
        match self {
            ReviewValue::Win(n) => ReviewValue::Win(n.saturating_sub(1)),
            ReviewValue::Loss(n) => ReviewValue::Loss(n.saturating_sub(1)),
            other => other,
        }
    }

    /// The value of a position whose only move leads to this value (the inverse of
    /// [`ReviewValue::one_ply_nearer`]).
    pub fn one_ply_farther(self) -> ReviewValue {
        match self {
            ReviewValue::Win(n) => ReviewValue::Win(n + 1),
            ReviewValue::Loss(n) => ReviewValue::Loss(n + 1),
            other => other,
        }
    }

    /// Orders values for the side: faster wins highest, then slower wins, scores
    /// and draws (a draw as a score of 0), slower losses, faster losses lowest.
    pub fn rank(self) -> i64 {
        match self {
            ReviewValue::Win(n) => 1_000_000_000 - i64::from(n),
            ReviewValue::Loss(n) => -1_000_000_000 + i64::from(n),
            ReviewValue::Draw => 0,
            ReviewValue::Score(v) => i64::from(v),
        }
    }

    /// The side's expected result in per mille from −1000 (a loss) to +1000 (a
    /// win): forced results are ±1000, a draw 0, a score `v` is
    /// `1000 · v / (|v| + half)` with `half` = [`expected_half`] of the game
    /// (integer arithmetic, the same on every device). Used for the labels of the
    /// large games.
    pub fn expected(self, half: i32) -> i32 {
        match self {
            ReviewValue::Win(_) => 1000,
            ReviewValue::Loss(_) => -1000,
            ReviewValue::Draw => 0,
            ReviewValue::Score(v) => {
                let v = i64::from(v);
                (1000 * v / (v.abs() + i64::from(half.max(1)))) as i32
            }
        }
    }

    /// Whether this is a forced win.
    pub fn is_win(self) -> bool {
        matches!(self, ReviewValue::Win(_))
    }

    /// Whether this is a forced loss.
    pub fn is_loss(self) -> bool {
        matches!(self, ReviewValue::Loss(_))
    }

    /// Short form, as in the TSV output: `W5`, `L3`, `D`, or a score in units of
    /// 100 centi-units with two decimals and a sign: `+0.35`, `-1.20`, `0.00`.
    pub fn short_text(self) -> String {
        match self {
            ReviewValue::Win(n) => format!("W{n}"),
            ReviewValue::Loss(n) => format!("L{n}"),
            ReviewValue::Draw => "D".to_string(),
            ReviewValue::Score(v) => score_text(v),
        }
    }

    /// Shorter still, as the review screen's move list shows it: `W5`, `L3`, `D`, or a
    /// score in units of 100 centi-units rounded to one decimal, with a sign: `+0.4`,
    /// `-1.2`, `0.0` (a score that rounds to nothing has no sign).
    pub fn brief_text(self) -> String {
        match self {
            ReviewValue::Score(v) => {
                // Tenths, rounded half away from zero.
                let tenths = (v.unsigned_abs() + 5) / 10;
                let sign = match v.signum() {
                    _ if tenths == 0 => "",
                    1 => "+",
                    _ => "-",
                };
                format!("{sign}{}.{}", tenths / 10, tenths % 10)
            }
            other => other.short_text(),
        }
    }

    /// Reads [`ReviewValue::short_text`] back (`W5`, `L3`, `D`, `+0.35`); none for
    /// anything else.
    pub fn parse_short(text: &str) -> Option<ReviewValue> {
        let t = text.trim();
        if t == "D" {
            return Some(ReviewValue::Draw);
        }
        if let Some(n) = t.strip_prefix('W') {
            return n.parse().ok().map(ReviewValue::Win);
        }
        if let Some(n) = t.strip_prefix('L') {
            return n.parse().ok().map(ReviewValue::Loss);
        }
        let (negative, digits) = match t.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let (units, hundredths) = digits.split_once('.')?;
        if hundredths.len() != 2 {
            return None;
        }
        let v = units.parse::<i32>().ok()?.checked_mul(100)? + hundredths.parse::<i32>().ok()?;
        Some(ReviewValue::Score(if negative { -v } else { v }))
    }

    /// For people: `win in 5` / `5步内必胜`, `won` / `已胜`, `loss in 3` /
    /// `3步内必败`, `lost` / `已负`, `draw` / `和棋`, or the score (`+0.35`). No brackets,
    /// so that it can stand inside a bracket of a sentence.
    pub fn text(self, lang: Lang) -> String {
        match (self, lang) {
            (ReviewValue::Win(0), Lang::En) => "won".to_string(),
            (ReviewValue::Win(0), Lang::Zh) => "已胜".to_string(),
            (ReviewValue::Win(n), Lang::En) => format!("win in {n}"),
            (ReviewValue::Win(n), Lang::Zh) => format!("{n}步内必胜"),
            (ReviewValue::Loss(0), Lang::En) => "lost".to_string(),
            (ReviewValue::Loss(0), Lang::Zh) => "已负".to_string(),
            (ReviewValue::Loss(n), Lang::En) => format!("loss in {n}"),
            (ReviewValue::Loss(n), Lang::Zh) => format!("{n}步内必败"),
            (ReviewValue::Draw, Lang::En) => "draw".to_string(),
            (ReviewValue::Draw, Lang::Zh) => "和棋".to_string(),
            (ReviewValue::Score(v), _) => score_text(v),
        }
    }

    fn class(self) -> i8 {
        match self {
            ReviewValue::Win(_) => 1,
            ReviewValue::Loss(_) => -1,
            _ => 0,
        }
    }
}

fn score_text(v: i32) -> String {
    let sign = match v.signum() {
        1 => "+",
        -1 => "-",
        _ => "",
    };
    let a = v.unsigned_abs();
    format!("{sign}{}.{:02}", a / 100, a % 100)
}

impl From<Verdict> for ReviewValue {
    fn from(v: Verdict) -> Self {
        match v {
            Verdict::Win(n) => ReviewValue::Win(n),
            Verdict::Loss(n) => ReviewValue::Loss(n),
            Verdict::Draw => ReviewValue::Draw,
        }
    }
}

impl From<Score> for ReviewValue {
    fn from(s: Score) -> Self {
        match s {
            Score::Win(n) => ReviewValue::Win(n),
            Score::Loss(n) => ReviewValue::Loss(n),
            Score::Value(v) => ReviewValue::Score(v),
        }
    }
}

/// What a ply did, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum MoveLabel {
    /// The best move: the optimal distance or the draw kept (small games); the
    /// search's own move (large games).
    Best,
    /// Keeps the class of the value (a win, a draw, a loss) at another distance;
    /// in the large games, costs less than [`GOOD_DROP`].
    Good,
    /// Large games only: costs [`GOOD_DROP`] to [`INACCURACY_DROP`].
    Inaccuracy,
    /// A win turned into a draw, or a draw into a loss; in the large games also a
    /// found forced win let go, or a cost of [`INACCURACY_DROP`] to [`MISTAKE_DROP`].
    Mistake,
    /// A win turned into a loss; in the large games also a cost of [`MISTAKE_DROP`]
    /// or more (allowing a forced loss from a level position, for instance).
    Blunder,
}

impl MoveLabel {
    /// All labels, best first.
    pub const ALL: [MoveLabel; 5] = [
        MoveLabel::Best,
        MoveLabel::Good,
        MoveLabel::Inaccuracy,
        MoveLabel::Mistake,
        MoveLabel::Blunder,
    ];

    /// The labels a review by `method` can give (the small games have no inaccuracy).
    pub fn used_by(method: ReviewMethod) -> &'static [MoveLabel] {
        match method {
            ReviewMethod::Exact => &[
                MoveLabel::Best,
                MoveLabel::Good,
                MoveLabel::Mistake,
                MoveLabel::Blunder,
            ],
            ReviewMethod::Search { .. } => &MoveLabel::ALL,
        }
    }

    /// The stable id, as in the TSV output: `best`, `good`, `inaccuracy`, `mistake`,
    /// `blunder`.
    pub const fn id(self) -> &'static str {
        match self {
            MoveLabel::Best => "best",
            MoveLabel::Good => "good",
            MoveLabel::Inaccuracy => "inaccuracy",
            MoveLabel::Mistake => "mistake",
            MoveLabel::Blunder => "blunder",
        }
    }

    /// The name for people: `best` / `最佳`, `good` / `好棋`, `inaccuracy` / `缓着`,
    /// `mistake` / `失误`, `blunder` / `败着`.
    pub const fn name(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.id(),
            Lang::Zh => match self {
                MoveLabel::Best => "最佳",
                MoveLabel::Good => "好棋",
                MoveLabel::Inaccuracy => "缓着",
                MoveLabel::Mistake => "失误",
                MoveLabel::Blunder => "败着",
            },
        }
    }

    /// `n` of this label in English: `1 mistake`, `2 inaccuracies`, `3 best`.
    fn count_en(self, n: u32) -> String {
        let word = match (self, n == 1) {
            (MoveLabel::Best | MoveLabel::Good, _) => self.id(),
            (MoveLabel::Inaccuracy, false) => "inaccuracies",
            (MoveLabel::Mistake, false) => "mistakes",
            (MoveLabel::Blunder, false) => "blunders",
            (_, true) => self.id(),
        };
        format!("{n} {word}")
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// Large games: a move costing less than this (per mille of expected result, see
/// [`ReviewValue::expected`]) is `good`.
pub const GOOD_DROP: i32 = 100;
/// Large games: a move costing from [`GOOD_DROP`] to less than this is an `inaccuracy`.
pub const INACCURACY_DROP: i32 = 200;
/// Large games: a move costing from [`INACCURACY_DROP`] to less than this is a
/// `mistake`; this much or more is a `blunder`.
pub const MISTAKE_DROP: i32 = 300;

/// The label of a ply in a small game from its exact values (module docs).
pub fn exact_label(before: ReviewValue, after: ReviewValue) -> MoveLabel {
    if after.rank() >= before.one_ply_nearer().rank() {
        return MoveLabel::Best;
    }
    match (before.class(), after.class()) {
        (b, a) if b == a => MoveLabel::Good,
        (1, -1) => MoveLabel::Blunder,
        _ => MoveLabel::Mistake,
    }
}

/// The label of a ply of `game` (jinmen or huishi) from its search values;
/// `searched_best` says whether the played ply is the search's own choice (module
/// docs).
pub fn search_label(
    game: GameId,
    before: ReviewValue,
    after: ReviewValue,
    searched_best: bool,
) -> MoveLabel {
    let optimal = before.one_ply_nearer();
    let keeps_forced = (before.is_win() && after.is_win() || before.is_loss() && after.is_loss())
        && after.rank() >= optimal.rank();
    if searched_best || keeps_forced {
        return MoveLabel::Best;
    }
    if before.is_win() {
        return match after {
            ReviewValue::Win(_) => MoveLabel::Good,
            ReviewValue::Loss(_) => MoveLabel::Blunder,
            _ => MoveLabel::Mistake,
        };
    }
    if before.is_loss() && after.is_loss() {
        return MoveLabel::Good;
    }
    let half = expected_half(game);
    match before.expected(half) - after.expected(half) {
        d if d < GOOD_DROP => MoveLabel::Good,
        d if d < INACCURACY_DROP => MoveLabel::Inaccuracy,
        d if d < MISTAKE_DROP => MoveLabel::Mistake,
        _ => MoveLabel::Blunder,
    }
}

/// How a review valued the positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReviewMethod {
    /// The exact solution (weiming, zhongkui).
    Exact,
    /// A search of each position at a node budget (jinmen, huishi).
    Search {
        /// Nodes per position.
        nodes: u64,
    },
}

impl ReviewMethod {
    /// One line for people: `exact values of the solved game` /
    /// `search of 20000 nodes per position`.
    pub fn text(self, lang: Lang) -> String {
        match (self, lang) {
            (ReviewMethod::Exact, Lang::En) => "exact values of the solved game".to_string(),
            (ReviewMethod::Exact, Lang::Zh) => "已解棋局的精确值".to_string(),
            (ReviewMethod::Search { nodes }, Lang::En) => {
                format!("search of {nodes} nodes per position")
            }
            (ReviewMethod::Search { nodes }, Lang::Zh) => {
                format!("每个局面搜索 {nodes} 个节点")
            }
        }
    }
}

/// One reviewed ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyReview {
    /// Its number in the game, from 1.
    pub number: usize,
    /// The side that played it.
    pub side: Side,
    /// The ply, what it did and the position it left.
    pub entry: PlyEntry,
    /// The position the mover faced.
    pub before: Position,
    /// The value of [`PlyReview::before`] for the mover.
    pub value_before: ReviewValue,
    /// The value of the position the ply left, for the mover.
    pub value_after: ReviewValue,
    /// What the ply did.
    pub label: MoveLabel,
    /// The best move, when the played ply is not labelled [`MoveLabel::Best`].
    pub best: Option<Move>,
}

impl PlyReview {
    /// The position the ply left.
    pub fn after(&self) -> &Position {
        &self.entry.after
    }

    /// The ply in notation: `b2-b3` or `pass`.
    pub fn notation(&self) -> String {
        self.before.board().ply_text(self.entry.ply)
    }

    /// The best move in notation, when there is one to name.
    pub fn best_notation(&self) -> Option<String> {
        self.best.map(|m| self.before.board().move_text(m))
    }

    /// One sentence for people: `12. Second (black) tm-m: blunder (win in 5 → loss
    /// in 3). Best: tl-x.` / `第12步 后手（黑）tm-m：败着（5步内必胜 → 3步内必败）。最佳：tl-x。`
    pub fn comment(&self, lang: Lang) -> String {
        let board = self.before.board();
        let played = self.entry.display_text(board);
        let (before, after) = (self.value_before.text(lang), self.value_after.text(lang));
        let label = self.label.name(lang);
        let side = side_name(self.side, lang);
        let n = self.number;
        match lang {
            Lang::En => {
                let best = self
                    .best_notation()
                    .map_or(String::new(), |b| format!(" Best: {b}."));
                format!("{n}. {side} {played}: {label} ({before} → {after}).{best}")
            }
            Lang::Zh => {
                let best = self
                    .best_notation()
                    .map_or(String::new(), |b| format!("最佳：{b}。"));
                format!("第{n}步 {side}{played}：{label}（{before} → {after}）。{best}")
            }
        }
    }
}

/// The ply from which the result was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decided {
    /// The ply after which the winner had a forced win for the rest of the game
    /// (0: from the start position).
    pub ply: usize,
    /// The side that won (or, in a game still going, that has a forced win).
    pub winner: Side,
}

/// Label counts and the deciding ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewSummary {
    counts: [[u32; 5]; 2],
    /// The ply that decided the result: the first ply after which every position
    /// to the end of the game was a forced win for the final winner (exactly in the
    /// small games; as found by the search in the large ones). `None` when the game
    /// was drawn, or is still going without a forced win at its end.
    pub decided: Option<Decided>,
}

impl ReviewSummary {
    /// How many plies of `side` got `label`.
    pub fn count(&self, side: Side, label: MoveLabel) -> u32 {
        self.counts[side.index()][label.index()]
    }
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The game.
    pub game: GameId,
    /// How the values were found.
    pub method: ReviewMethod,
    /// The start position.
    pub start: Position,
    /// Ongoing, or how the game ended.
    pub status: GameStatus,
    /// Every ply, first first.
    pub plies: Vec<PlyReview>,
    /// Counts and the deciding ply.
    pub summary: ReviewSummary,
}

impl Review {
    /// One line per side: `First (red): 12 best, 3 good, 1 mistake` /
    /// `先手（红）：最佳 12，好棋 3，失误 1` — the labels the method uses that the side's moves
    /// earned (a row of "0 inaccuracies, 0 mistakes, 0 blunders" buried the counts that
    /// mattered), or "no moves" for a side that made none.
    pub fn side_text(&self, side: Side, lang: Lang) -> String {
        let labels = MoveLabel::used_by(self.method);
        let mut parts: Vec<String> = labels
            .iter()
            .filter_map(|&l| {
                let n = self.summary.count(side, l);
                (n > 0).then(|| match lang {
                    Lang::En => l.count_en(n),
                    Lang::Zh => format!("{} {n}", l.name(lang)),
                })
            })
            .collect();
        if parts.is_empty() {
            parts.push(
                match lang {
                    Lang::En => "no moves",
                    Lang::Zh => "没有走棋",
                }
                .to_string(),
            );
        }
        match lang {
            Lang::En => format!("{}: {}", side_name(side, lang), parts.join(", ")),
            Lang::Zh => format!("{}：{}", side_name(side, lang), parts.join("，")),
        }
    }

    /// One sentence on the deciding move: `Move 14 decided the game: after Second (black)
    /// tm-m, First (red) had a forced win.`, `First (red) had a forced win from the
    /// start.`, or `No forced win lasted to the end of the game.` (no brackets inside
    /// brackets).
    pub fn decided_text(&self, lang: Lang) -> String {
        let Some(d) = self.summary.decided else {
            return match lang {
                Lang::En => "No forced win lasted to the end of the game.".to_string(),
                Lang::Zh => "没有一方的必胜保持到对局结束。".to_string(),
            };
        };
        let winner = side_name(d.winner, lang);
        match (d.ply, lang) {
            (0, Lang::En) => format!("{winner} had a forced win from the start."),
            (0, Lang::Zh) => format!("{winner}从开局起就必胜。"),
            (n, _) => {
                let p = &self.plies[n - 1];
                let who = side_name(p.side, lang);
                let played = p.entry.display_text(Board::of(self.game));
                match lang {
                    Lang::En => format!(
                        "Move {n} decided the game: after {who} {played}, {winner} had a forced win."
                    ),
                    Lang::Zh => {
                        format!("第{n}步决定了胜负：{who}走 {played} 之后，{winner}必胜。")
                    }
                }
            }
        }
    }
}

/// Why a review stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// The cancel token was cancelled; nothing is returned.
    #[error("the review was cancelled")]
    Cancelled,
}

/// Options of [`review_with`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Node budget of each position's search in jinmen and huishi.
    pub nodes: u64,
}

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions {
            nodes: REVIEW_NODES,
        }
    }
}

/// Reviews every ply of `record` (the plies played; redo plies are not part of it).
/// Deterministic. Cancelling `cancel` stops it soon with [`ReviewError::Cancelled`].
pub fn review(record: &GameRecord, cancel: &CancelToken) -> Result<Review, ReviewError> {
    review_with(record, ReviewOptions::default(), cancel)
}

/// [`review`] with a chosen node budget for the large games.
pub fn review_with(
    record: &GameRecord,
    options: ReviewOptions,
    cancel: &CancelToken,
) -> Result<Review, ReviewError> {
    let check = || {
        if cancel.is_cancelled() {
            Err(ReviewError::Cancelled)
        } else {
            Ok(())
        }
    };
    check()?;
    let game = record.game();
    let entries = record.entries();
    let n = entries.len();
    let method = if game.is_small() {
        ReviewMethod::Exact
    } else {
        ReviewMethod::Search {
            nodes: options.nodes.max(1),
        }
    };
    // values[j]: the value of the position after j plies for its side to move;
    // best[j]: the best move there.
    let mut values = vec![ReviewValue::Draw; n + 1];
    let mut best: Vec<Option<Move>> = vec![None; n + 1];
    // Walk back from the end: `prefix` is the game up to ply j, so that the search
    // sees the repetitions of the game so far. A game the players ended themselves (a
    // resignation, a draw agreed) is walked without that ending, which adds no ply and
    // allows no undo: each position is valued as it stood on the board.
    let mut prefix = match record.agreed_ending() {
        Some(_) => {
            GameRecord::replay(*record.start(), &record.plies()).unwrap_or_else(|_| record.clone())
        }
        None => record.clone(),
    };
    for j in (0..=n).rev() {
        check()?;
        let pos = *prefix.current();
        if let Some(outcome) = prefix.status().outcome() {
            values[j] = match outcome.winner {
                None => ReviewValue::Draw,
                Some(w) if w == pos.side_to_move() => ReviewValue::Win(0),
                Some(_) => ReviewValue::Loss(0),
            };
        } else if method == ReviewMethod::Exact {
            let (value, m) = exact_value(&pos);
            values[j] = value;
            best[j] = m;
        } else {
            let moves = pos.legal_moves();
            let only_move_played =
                j < n && moves.len() == 1 && entries[j].ply == Ply::Move(moves[0]);
            if only_move_played {
                values[j] = values[j + 1].for_other_side().one_ply_farther();
                best[j] = Some(moves[0]);
            } else {
                let mut iterations: Vec<(u32, Score)> = Vec::new();
                let r = ai::search(
                    &prefix,
                    Limits::nodes(options.nodes.max(1)),
                    cancel,
                    &mut |info| iterations.push((info.depth, info.score)),
                );
                check()?;
                values[j] = horizon_value(j, &iterations, r.info.score);
                best[j] = r.best;
            }
        }
        prefix.undo();
    }

    let mut counts = [[0u32; 5]; 2];
    let mut plies = Vec::with_capacity(n);
    for (i, entry) in entries.iter().enumerate() {
        let before = *record.position_after(i).expect("ply i exists");
        let side = before.side_to_move();
        let value_before = values[i];
        let value_after = values[i + 1].for_other_side();
        let label = match method {
            ReviewMethod::Exact => exact_label(value_before, value_after),
            ReviewMethod::Search { .. } => search_label(
                game,
                value_before,
                value_after,
                best[i].is_some_and(|m| entry.ply == Ply::Move(m)),
            ),
        };
        counts[side.index()][label.index()] += 1;
        plies.push(PlyReview {
            number: i + 1,
            side,
            entry: *entry,
            before,
            value_before,
            value_after,
            label,
            best: if label == MoveLabel::Best {
                None
            } else {
                best[i]
            },
        });
    }
    let decided = decided(record, &values);
    Ok(Review {
        game,
        method,
        start: *record.start(),
        status: record.status(),
        plies,
        summary: ReviewSummary { counts, decided },
    })
}

/// The value of the position after `ply` plies from its search: a forced result
/// as found by the deepest iteration; otherwise the score of the deepest completed
/// iteration whose horizon (`ply` + depth) is even, so that every position of a
/// game is judged at a horizon of the same parity (scores of consecutive depths
/// differ much, above all in Rendezvous, where having the move counts).
fn horizon_value(ply: usize, iterations: &[(u32, Score)], last: Score) -> ReviewValue {
    if !matches!(last, Score::Value(_)) {
        return last.into();
    }
    iterations
        .iter()
        .rev()
        .find(|(depth, _)| (ply + *depth as usize).is_multiple_of(2))
        .map_or(last, |&(_, score)| score)
        .into()
}

/// The exact value of a small-game position and its first optimal move (in
/// legal-move order), repetition aside.
fn exact_value(pos: &Position) -> (ReviewValue, Option<Move>) {
    let value = ai::verdict(pos).expect("every small-game position is solved");
    let best = ai::move_verdicts(pos)
        .unwrap_or_default()
        .into_iter()
        .max_by_key(|&(m, v)| (v.rank(), std::cmp::Reverse(m)))
        .map(|(m, _)| m);
    (value.into(), best)
}

/// The first ply after which every position to the end was a forced win for the
/// final winner (see [`ReviewSummary::decided`]).
fn decided(record: &GameRecord, values: &[ReviewValue]) -> Option<Decided> {
    let n = values.len() - 1;
    let side_at = |j: usize| {
        record
            .position_after(j)
            .expect("position j exists")
            .side_to_move()
    };
    let for_side = |j: usize, side: Side| {
        if side_at(j) == side {
            values[j]
        } else {
            values[j].for_other_side()
        }
    };
    let winner = match values[n] {
        ReviewValue::Win(_) => side_at(n),
        ReviewValue::Loss(_) => side_at(n).opponent(),
        _ => return None,
    };
    let mut ply = n;
    while ply > 0 && for_side(ply - 1, winner).is_win() {
        ply -= 1;
    }
    Some(Decided { ply, winner })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ReviewValue::{Draw, Loss, Score, Win};

    #[test]
    fn exact_labels_follow_the_issue() {
        assert_eq!(exact_label(Win(5), Win(4)), MoveLabel::Best);
        assert_eq!(exact_label(Loss(4), Loss(3)), MoveLabel::Best);
        assert_eq!(exact_label(Draw, Draw), MoveLabel::Best);
        assert_eq!(exact_label(Win(1), Win(0)), MoveLabel::Best);
        assert_eq!(exact_label(Loss(1), Loss(0)), MoveLabel::Best);
        assert_eq!(exact_label(Win(5), Win(6)), MoveLabel::Good);
        assert_eq!(exact_label(Loss(4), Loss(1)), MoveLabel::Good);
        assert_eq!(exact_label(Win(5), Draw), MoveLabel::Mistake);
        assert_eq!(exact_label(Draw, Loss(3)), MoveLabel::Mistake);
        assert_eq!(exact_label(Win(5), Loss(3)), MoveLabel::Blunder);
        // Better than the table's best (only a pass or a repetition can do that).
        assert_eq!(exact_label(Loss(4), Draw), MoveLabel::Best);
        assert_eq!(exact_label(Draw, Win(3)), MoveLabel::Best);
    }

    #[test]
    fn search_labels_by_class_and_drop() {
        let label = |b, a, searched_best| search_label(GameId::Huishi, b, a, searched_best);
        assert_eq!(label(Score(10), Score(-500), true), MoveLabel::Best);
        assert_eq!(label(Win(3), Win(2), false), MoveLabel::Best);
        assert_eq!(label(Win(3), Win(6), false), MoveLabel::Good);
        assert_eq!(label(Win(3), Score(900), false), MoveLabel::Mistake);
        assert_eq!(label(Win(3), Draw, false), MoveLabel::Mistake);
        assert_eq!(label(Win(3), Loss(4), false), MoveLabel::Blunder);
        assert_eq!(label(Loss(3), Loss(1), false), MoveLabel::Good);
        assert_eq!(label(Loss(3), Loss(2), false), MoveLabel::Best);
        assert_eq!(label(Score(0), Loss(5), false), MoveLabel::Blunder);
        assert_eq!(label(Loss(5), Score(-300), false), MoveLabel::Good);
        // Drops on the expected scale: 0 → −x costs 1000·x/(x+500) in Rendezvous.
        assert_eq!(label(Score(0), Score(-55), false), MoveLabel::Good);
        assert_eq!(label(Score(0), Score(-56), false), MoveLabel::Inaccuracy);
        assert_eq!(label(Score(0), Score(-125), false), MoveLabel::Mistake);
        assert_eq!(label(Score(0), Score(-214), false), MoveLabel::Mistake);
        assert_eq!(label(Score(0), Score(-215), false), MoveLabel::Blunder);
        // Far ahead, giving some back is no mistake.
        assert_eq!(label(Score(1500), Score(1200), false), MoveLabel::Good);
        // A better value than the search's own move is good (a deeper look).
        assert_eq!(label(Score(0), Score(80), false), MoveLabel::Good);
        // Jinmen's scale is steeper: a piece (85) lost from a level position is a
        // mistake, two are a blunder.
        let jinmen = |b, a| search_label(GameId::Jinmen, b, a, false);
        assert_eq!(jinmen(Score(0), Score(-27)), MoveLabel::Good);
        assert_eq!(jinmen(Score(0), Score(-28)), MoveLabel::Inaccuracy);
        assert_eq!(jinmen(Score(0), Score(-85)), MoveLabel::Mistake);
        assert_eq!(jinmen(Score(0), Score(-107)), MoveLabel::Mistake);
        assert_eq!(jinmen(Score(0), Score(-108)), MoveLabel::Blunder);
        assert_eq!(jinmen(Score(0), Score(-170)), MoveLabel::Blunder);
    }

    #[test]
    fn expected_scale() {
        for game in [GameId::Jinmen, GameId::Huishi] {
            let half = expected_half(game);
            assert_eq!(Score(0).expected(half), 0);
            assert_eq!(Score(half).expected(half), 500);
            assert_eq!(Score(-half).expected(half), -500);
            assert_eq!(Win(9).expected(half), 1000);
            assert_eq!(Loss(0).expected(half), -1000);
            assert!(Score(30_000).expected(half) < 1000);
            assert!(Score(-30_000).expected(half) > -1000);
        }
    }

    #[test]
    fn value_texts() {
        assert_eq!(Win(5).short_text(), "W5");
        assert_eq!(Loss(0).short_text(), "L0");
        assert_eq!(Draw.short_text(), "D");
        assert_eq!(Score(35).short_text(), "+0.35");
        assert_eq!(Score(-120).short_text(), "-1.20");
        assert_eq!(Score(-5).short_text(), "-0.05");
        assert_eq!(Score(0).short_text(), "0.00");
        assert_eq!(Win(5).brief_text(), "W5");
        assert_eq!(Loss(1).brief_text(), "L1");
        assert_eq!(Draw.brief_text(), "D");
        assert_eq!(Score(35).brief_text(), "+0.4");
        assert_eq!(Score(6).brief_text(), "+0.1");
        assert_eq!(Score(-120).brief_text(), "-1.2");
        assert_eq!(Score(-3).brief_text(), "0.0");
        assert_eq!(Score(0).brief_text(), "0.0");
        assert_eq!(Score(-1234).brief_text(), "-12.3");
        assert_eq!(Win(5).text(Lang::En), "win in 5");
        assert_eq!(Win(0).text(Lang::Zh), "已胜");
        assert_eq!(Loss(3).text(Lang::Zh), "3步内必败");
        assert_eq!(Win(5).for_other_side(), Loss(5));
        assert_eq!(Score(7).for_other_side(), Score(-7));
        assert_eq!(Win(4).one_ply_farther(), Win(5));
        assert_eq!(Win(0).one_ply_nearer(), Win(0));
    }

    #[test]
    fn label_counts_read_well() {
        assert_eq!(MoveLabel::Mistake.count_en(1), "1 mistake");
        assert_eq!(MoveLabel::Inaccuracy.count_en(2), "2 inaccuracies");
        assert_eq!(MoveLabel::Best.count_en(3), "3 best");
        assert_eq!(MoveLabel::Blunder.count_en(0), "0 blunders");
    }
}
