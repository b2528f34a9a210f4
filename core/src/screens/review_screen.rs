//! The review screen: a game reviewed ply by ply ([`crate::ai::review`]), with the ply the
//! player looks at. Like the game table it is a reducer: a shell sends
//! [`ReviewEvent`]s, carries out the [`ReviewEffect`]s (run the review off the main
//! thread, cancel it) and draws the [`ReviewView`] — the move list with labels and values,
//! the board after the chosen ply with the played and the best move, the caption, the
//! summary and the deciding ply, all worded.
//!
//! The screen reviews its own copy of the game (the game on the table is never touched).

use crate::ai::review::{self, expected_half, MoveLabel, Review, ReviewMethod, ReviewValue};
use crate::ai::CancelToken;
use crate::rules::game::{GameId, Side};
use crate::rules::notation::Ply;
use crate::rules::record::GameRecord;
use crate::screens::board_view::{
    Arrow, BoardMarks, BoardPurpose, BoardStyle, BoardView, FadingPiece, PointLabels,
};
use crate::screens::speech::{self, Announcement, Announcer, Politeness};
use crate::screens::table::ActionView;
use crate::text::catalogue::{self, DisplayLanguage, Label};
use crate::text::failure::{FailureKind, FailureText};
use crate::text::messages;
use crate::text::rules_text::Lang;

/// What a shell tells the review screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewEvent {
    /// The screen appears: the review starts.
    Start,
    /// The review is done ([`ReviewJob::run`]).
    ReviewDone(ReviewAnswer),
    /// Show the board after this ply (0: the start position; beyond the end: the end).
    Select(usize),
    /// One ply back.
    Previous,
    /// One ply on.
    Next,
    /// Show the position before the selected ply with the best move drawn where it can be
    /// played (`true`), or back to the position after the ply played (`false`); stepping to
    /// another ply goes back to the played one.
    ShowBest(bool),
    /// The display language changed.
    Language(DisplayLanguage),
    /// The review could not be made (the shell's run failed for a reason other than a
    /// cancel or a newer run), for this reason (the details): the screen stops waiting and
    /// says so in the player's language ([`ReviewView::failure`]); `Start` tries again.
    Failed(String),
    /// The screen is left: the review is cancelled.
    Leave,
}

/// A review to run off the main thread.
#[derive(Clone, Debug)]
pub struct ReviewJob {
    id: u64,
    record: GameRecord,
}

impl ReviewJob {
    /// The job's id.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Reviews the game (blocking: instant in the small games, about a second for a
    /// 100-ply large game on a desktop core). Cancelled, it answers with no review.
    pub fn run(&self, cancel: &CancelToken) -> ReviewAnswer {
        ReviewAnswer {
            id: self.id,
            review: review::review(&self.record, cancel).ok().map(Box::new),
        }
    }
}

/// What a review job found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewAnswer {
    /// The job's id.
    pub id: u64,
    /// The review; none when it was cancelled.
    pub review: Option<Box<Review>>,
}

/// What the review screen asks the shell to do.
#[derive(Clone, Debug)]
pub enum ReviewEffect {
    /// Run this job off the main thread, then send [`ReviewEvent::ReviewDone`].
    Run(ReviewJob),
    /// Cancel the job with this id.
    Cancel(u64),
    /// Keep these exercises (the player's mistakes and blunders in the game just reviewed,
    /// [`crate::training::practice`]) in the practice file, through the one disk writer.
    Practice(Vec<crate::training::practice::Exercise>),
}

/// One ply of the review's move list.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewRow {
    /// Its number, from 1.
    pub number: u32,
    /// Who played it.
    pub side: Side,
    /// The ply in notation with captures, or the words for a pass.
    pub text: String,
    /// The value of the position the ply reached, from First's side, short (`W6`, `L1`,
    /// `D`; estimated: `+0.4`, `-1.2`, `0.0`, see [`ReviewValue::brief_text`]): the code,
    /// explained by the legend ([`ReviewView::legend`]) and, on this row, by
    /// [`ReviewRow::values_words`].
    pub values: String,
    /// The same value in words, for wherever the code stands (a long press, a screen
    /// reader): "Second (black) wins in 1", "Level", "First (red) is better".
    pub values_words: String,
    /// What the ply did in words: its label and, in the solved games, what became of the
    /// result ("blunder: a win turned into a loss").
    pub words: String,
    /// What the ply did.
    pub label: MoveLabel,
    /// The label's name (`blunder`, `败着`).
    pub label_name: String,
    /// The label's mark, which does not rely on colour (★ ✓ ?! ? ??).
    pub mark: String,
    /// Whether this ply decided the game.
    pub deciding: bool,
    /// Whether this ply is the one on the board.
    pub selected: bool,
    /// What a screen reader says: the core's sentence on the ply.
    pub spoken: String,
}

/// The value of the position after a ply, seen from First's side, for the chart.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ChartPoint {
    /// The ply (0: the start position).
    pub ply: u32,
    /// First's expected result in per mille: +1000 a win for First, −1000 a win for
    /// Second, 0 a draw or a level position.
    pub permille: i32,
    /// The value in words ("First (red) wins in 7", "Level", "Second (black) is better").
    pub text: String,
    /// The label of the ply that led here (none for the start).
    pub label: Option<MoveLabel>,
    /// Where it is drawn across the chart: 0 at the start, 1 at the last move.
    pub x: f64,
    /// Where it is drawn down the chart: 0 at the scale's top ([`ReviewChartScale::top`]),
    /// 1 at its bottom, 0.5 on the level line.
    pub y: f64,
}

/// The scale of the review's chart, fitted to the game: as far above and below the level
/// line as the game's values reach (a whole level game is not a flat line on the zero line),
/// in the player's words from First's side.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewChartScale {
    /// At the top edge: "First (red) wins" where a game reaches a win, else "First (red)
    /// is better".
    pub top: String,
    /// At the bottom edge: "Second (black) wins" or "Second (black) is better".
    pub bottom: String,
    /// On the middle line: "Level".
    pub level: String,
    /// Under the left end: "Start".
    pub first: String,
    /// Under the right end: "Move 40".
    pub last: String,
    /// What the vertical axis measures: "Value for First (red)".
    pub axis: String,
    /// The value at the top edge in per mille of a win (the bottom edge is its opposite):
    /// 100, 200, 250, 500 or 1000, the least that holds every value of the game.
    pub top_permille: i32,
}

/// One side's summary line.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewSideLine {
    /// The side.
    pub side: Side,
    /// `First (red): 2 best, 0 good, 0 mistakes, 1 blunder`.
    pub text: String,
}

/// Everything the review screen shows, worded.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewView {
    /// Which game.
    pub game: GameId,
    /// "Review · Zhong Kui Catches Ghosts".
    pub title: String,
    /// "Reviewing the game…" while the core works.
    pub busy: Option<String>,
    /// Why there is no review, if it failed: "The review could not be made", with the
    /// reason as its details.
    pub failure: Option<FailureText>,
    /// How the game ended; none while loading and for a game still going.
    pub outcome: Option<String>,
    /// How the values were found; none while loading.
    pub method: Option<String>,
    /// The summary's heading.
    pub summary_title: String,
    /// One line per side, First then Second (empty while loading).
    pub sides: Vec<ReviewSideLine>,
    /// The sentence on the deciding ply (also when there is none); none while loading.
    pub decided: Option<String>,
    /// The ply after which the result was decided (0: from the start).
    pub decided_ply: Option<u32>,
    /// The move list's heading.
    pub moves_title: String,
    /// The game's values after every ply from First's side, ply 0 (the start) first
    /// (empty while loading); a tap on a point selects its ply.
    pub chart: Vec<ChartPoint>,
    /// The chart's scale (none while loading).
    pub chart_scale: Option<ReviewChartScale>,
    /// What a screen reader says of the chart.
    pub chart_spoken: String,
    /// What the codes of the rows mean: the values (W, L, D, scores) and the marks of the
    /// labels (★ ✓ ?! ? ??).
    pub legend: String,
    /// The label of the row before the first ply (the start position, ply 0).
    pub start_row: String,
    /// The move list (empty while loading).
    pub rows: Vec<ReviewRow>,
    /// The ply on the board (0: the start position).
    pub selected_ply: u32,
    /// "Ply 5 of 6" or "Start position".
    pub position: String,
    /// The board after the selected ply, with the played move as the last move; or, while
    /// [`ReviewView::showing_best`], the board before it with the best move as the hint's
    /// arrow.
    pub board: BoardView,
    /// The sentence on the selected ply, or the start position's words.
    pub caption: String,
    /// "Played bc-bl"; none at the start.
    pub played: Option<String>,
    /// "Best move ml-bl" when the played ply was not the best.
    pub best: Option<String>,
    /// One ply back.
    pub previous: ActionView,
    /// One ply on.
    pub next: ActionView,
    /// The legend of the played move's trail.
    pub played_legend: String,
    /// The legend of the best move's arrow.
    pub best_legend: String,
    /// Where the ply played was not the best: the button that turns the board to the
    /// position before it with the best move's arrow, where that move can be played ("Show
    /// the best move before it"), or back ("Back to the move played") — [`ReviewEvent::ShowBest`]
    /// with the opposite of [`ReviewView::showing_best`].
    pub show_best: Option<ActionView>,
    /// Whether the board shows the position before the selected ply with its best move (else
    /// the position after it, with the move played as the last move).
    pub showing_best: bool,
    /// What a screen reader is told, oldest first, each once (speak those whose id is above
    /// the last one spoken): the ply stepped to, its move and judgement in one sentence
    /// ("Move 5: You bc-bl, blunder: a win in 7 became a loss in 1; best was ml-bl."), also
    /// the ply the finished review selects.
    pub announcements: Vec<Announcement>,
}

/// The review screen's state. See the module docs.
#[derive(Clone, Debug)]
pub struct ReviewScreen {
    record: GameRecord,
    perspective: Option<Side>,
    language: DisplayLanguage,
    review: Option<Box<Review>>,
    selected: usize,
    pending: Option<u64>,
    next_id: u64,
    closed: bool,
    failure: Option<String>,
    announcer: Announcer,
    /// Whether the board shows the position before the selected ply with its best move.
    showing_best: bool,
}

/// The label's mark as chess annotators write it: ★ best, ✓ good, ?! inaccuracy,
/// ? mistake, ?? blunder.
pub const fn label_mark(label: MoveLabel) -> &'static str {
    match label {
        MoveLabel::Best => "★",
        MoveLabel::Good => "✓",
        MoveLabel::Inaccuracy => "?!",
        MoveLabel::Mistake => "?",
        MoveLabel::Blunder => "??",
    }
}

impl ReviewScreen {
    /// A review of `record` (a copy of the game); `perspective` is the player's side
    /// against the computer (spoken labels say "your piece").
    pub fn new(
        record: GameRecord,
        perspective: Option<Side>,
        language: DisplayLanguage,
    ) -> ReviewScreen {
        ReviewScreen {
            record,
            perspective,
            language,
            review: None,
            selected: 0,
            pending: None,
            next_id: 1,
            closed: false,
            failure: None,
            announcer: Announcer::default(),
            showing_best: false,
        }
    }

    /// The same screen numbering its review jobs from `first`: a screen that replaces another
    /// takes ids the other never gave, so that a late answer of the other's is never taken for
    /// its own.
    pub fn numbered_from(mut self, first: u64) -> ReviewScreen {
        self.next_id = first.max(1);
        self
    }

    /// The id the next review job will have.
    pub fn next_job_id(&self) -> u64 {
        self.next_id
    }

    /// The review, once it is done.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_deref()
    }

    /// The job with this id, if the screen waits for it.
    pub fn pending_job(&self, id: u64) -> Option<ReviewJob> {
        (self.pending == Some(id)).then(|| ReviewJob {
            id,
            record: self.record.clone(),
        })
    }

    /// Handles one event, returning what the shell must do.
    pub fn handle(&mut self, event: ReviewEvent) -> Vec<ReviewEffect> {
        let mut fx = Vec::new();
        if self.closed {
            return fx;
        }
        match event {
            ReviewEvent::Start => {
                if self.review.is_none() && self.pending.is_none() {
                    self.failure = None;
                    let id = self.next_id;
                    self.next_id += 1;
                    self.pending = Some(id);
                    fx.push(ReviewEffect::Run(ReviewJob {
                        id,
                        record: self.record.clone(),
                    }));
                }
            }
            ReviewEvent::ReviewDone(answer) => {
                if self.pending == Some(answer.id) {
                    self.pending = None;
                    if let Some(review) = answer.review {
                        // Where a player looks first: the ply that decided the game.
                        self.selected = review
                            .summary
                            .decided
                            .map_or(0, |d| d.ply.min(review.plies.len()));
                        let exercises =
                            crate::training::practice::exercises_of(&review, self.perspective, 0);
                        if !exercises.is_empty() {
                            fx.push(ReviewEffect::Practice(exercises));
                        }
                        self.review = Some(review);
                        self.announce_selected();
                    }
                }
            }
            ReviewEvent::Select(ply) => self.select(ply),
            ReviewEvent::Previous => self.select(self.selected.saturating_sub(1)),
            ReviewEvent::Next => self.select(self.selected.saturating_add(1)),
            ReviewEvent::ShowBest(on) => {
                let best = self.selected_ply().and_then(|p| p.best_notation());
                if let Some(best) = best.filter(|_| on != self.showing_best) {
                    self.showing_best = on;
                    let n = self.selected;
                    self.announcer
                        .say(self.language, Politeness::Polite, move |l| {
                            if on {
                                best_before_words(n, &best, l)
                            } else {
                                speech::stop(Label::ShowPlayedMove.text(l), l)
                            }
                        });
                }
            }
            ReviewEvent::Language(l) => self.language = l,
            ReviewEvent::Failed(reason) => {
                self.pending = None;
                self.failure = Some(reason);
            }
            ReviewEvent::Leave => {
                if let Some(id) = self.pending.take() {
                    fx.push(ReviewEffect::Cancel(id));
                }
                self.closed = true;
            }
        }
        fx
    }

    fn select(&mut self, ply: usize) {
        if let Some(r) = &self.review {
            let before = self.selected;
            self.selected = ply.min(r.plies.len());
            if self.selected != before {
                self.showing_best = false;
                self.announce_selected();
            }
        }
    }

    /// The review of the ply on the board (none at the start).
    fn selected_ply(&self) -> Option<&review::PlyReview> {
        let review = self.review.as_ref()?;
        review.plies.get(self.selected.checked_sub(1)?)
    }

    /// Says the ply on the board: its move and judgement in one sentence, or the start.
    fn announce_selected(&mut self) {
        let Some(review) = &self.review else {
            return;
        };
        let text: Box<dyn Fn(Lang) -> String> = match self.selected.checked_sub(1) {
            None => Box::new(|l| speech::stop(Label::StartPosition.text(l), l)),
            Some(i) => {
                let Some(p) = review.plies.get(i).cloned() else {
                    return;
                };
                let deciding = review.summary.decided.map(|d| d.ply) == Some(p.number);
                let who = match self.perspective {
                    Some(me) if me == p.side => speech::Mover::You,
                    Some(_) => speech::Mover::Computer,
                    None => speech::Mover::Side(p.side),
                };
                Box::new(move |l| spoken_ply(&p, who, deciding, l))
            }
        };
        self.announcer.say(self.language, Politeness::Polite, text);
    }

    fn style(&self) -> BoardStyle {
        BoardStyle {
            perspective: self.perspective,
            purpose: BoardPurpose::Review,
            show_legal: false,
            labels: PointLabels::Edge,
            language: self.language,
        }
    }

    /// Everything the screen shows.
    pub fn view(&self) -> ReviewView {
        let lang = self.language;
        let game = self.record.game();
        let title = lang.phrase(|l| {
            format!(
                "{} · {}",
                Label::Review.text(l),
                crate::text::rules_text::short_game_name(game, l)
            )
        });
        let previous_label = lang.say(Label::PreviousMove);
        let next_label = lang.say(Label::NextMove);
        let Some(review) = &self.review else {
            return ReviewView {
                game,
                title,
                busy: self.pending.map(|_| lang.say(Label::Reviewing)),
                failure: self.failure.as_ref().map(|reason| {
                    FailureText::of(FailureKind::ReviewFailed, lang, reason.as_str())
                }),
                outcome: None,
                method: None,
                summary_title: lang.say(Label::Summary),
                sides: Vec::new(),
                decided: None,
                decided_ply: None,
                moves_title: lang.say(Label::Moves),
                chart: Vec::new(),
                chart_scale: None,
                chart_spoken: String::new(),
                legend: String::new(),
                start_row: lang.say(Label::StartPosition),
                rows: Vec::new(),
                selected_ply: 0,
                position: String::new(),
                board: BoardView::new(self.record.current(), &BoardMarks::default(), self.style()),
                caption: String::new(),
                played: None,
                best: None,
                previous: ActionView {
                    label: previous_label,
                    enabled: false,
                },
                next: ActionView {
                    label: next_label,
                    enabled: false,
                },
                played_legend: lang.say(Label::PlayedMove),
                best_legend: lang.say(Label::BestMove),
                show_best: None,
                showing_best: false,
                announcements: self.announcer.queue(),
            };
        };
        let board = review.start.board();
        let k = self.selected;
        let n = review.plies.len();
        let decided_ply = review.summary.decided.map(|d| d.ply);
        let ply_text = |p: &review::PlyReview, l: Lang| match p.entry.ply {
            Ply::Pass => Label::PassOnTime.text(l).to_string(),
            Ply::Move(_) => p.entry.display_text(board),
        };
        let rows = review
            .plies
            .iter()
            .map(|p| {
                let deciding = Some(p.number) == decided_ply;
                ReviewRow {
                    number: u32::try_from(p.number).unwrap_or(u32::MAX),
                    side: p.side,
                    text: lang.label(|l| ply_text(p, l)),
                    // The position the ply reached, from First's side on every row (no sign
                    // that flips from row to row).
                    values: for_first(p.value_after, p.side).brief_text(),
                    values_words: lang.label(|l| {
                        let a = for_first(p.value_after, p.side);
                        first_value_words(a, a.expected(expected_half(game)), l)
                    }),
                    label: p.label,
                    words: lang.label(|l| ply_words(p, l)),
                    label_name: lang.label(|l| p.label.name(l).to_string()),
                    mark: label_mark(p.label).to_string(),
                    deciding,
                    selected: p.number == k,
                    spoken: lang.label(|l| {
                        let mut s = screen_comment(p, l);
                        if deciding {
                            // "… Best: ml-bl, deciding move." — one sentence, one stop.
                            let stop = ["。", "."].into_iter().find(|e| s.ends_with(e));
                            s.truncate(s.len() - stop.map_or(0, str::len));
                            s.push_str(catalogue::separator(l));
                            s.push_str(Label::DecidingMove.text(l));
                            s.push_str(stop.unwrap_or(""));
                        }
                        s
                    }),
                }
            })
            .collect();
        let selected = k.checked_sub(1).and_then(|i| review.plies.get(i));
        let board_view = match selected {
            None => BoardView::new(&review.start, &BoardMarks::default(), self.style()),
            Some(p) => {
                let played = match p.entry.ply {
                    Ply::Move(m) => Some(Arrow {
                        from: m.from,
                        to: m.to,
                    }),
                    Ply::Pass => None,
                };
                let fading = p
                    .entry
                    .effects
                    .map(|e| {
                        e.captured
                            .enumerate()
                            .filter_map(|(j, pt)| {
                                Some(FadingPiece {
                                    point: pt,
                                    piece: p.before.piece_at(pt)?,
                                    // New for every ply, so that stepping onto it fades
                                    // its captures out again.
                                    id: (p.number as u64) * 64 + j as u64,
                                })
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                match p.best.filter(|_| self.showing_best) {
                    // The best move where it can be played: on the position before the ply.
                    Some(best) => {
                        let marks = BoardMarks {
                            hint: Some(Arrow {
                                from: best.from,
                                to: best.to,
                            }),
                            ..BoardMarks::default()
                        };
                        BoardView::new(&p.before, &marks, self.style())
                    }
                    // The ply played, on the position it made.
                    None => {
                        let marks = BoardMarks {
                            last_move: played,
                            fading,
                            ..BoardMarks::default()
                        };
                        BoardView::new(p.after(), &marks, self.style())
                    }
                }
            }
        };
        ReviewView {
            game,
            title,
            busy: None,
            failure: None,
            outcome: review
                .status
                .outcome()
                .map(|o| lang.sentence(|l| messages::outcome_text_for(&o, self.perspective, l))),
            method: Some(lang.sentence(|l| method_words(review.method, l))),
            summary_title: lang.say(Label::Summary),
            sides: Side::BOTH
                .iter()
                .map(|&s| ReviewSideLine {
                    side: s,
                    text: lang.sentence(|l| review.side_text(s, l)),
                })
                .collect(),
            decided: Some(lang.sentence(|l| review.decided_text(l))),
            decided_ply: decided_ply.map(|k| u32::try_from(k).unwrap_or(u32::MAX)),
            moves_title: lang.say(Label::Moves),
            chart_spoken: lang.sentence(|l| chart_spoken(review, l)),
            chart: chart(review, lang),
            chart_scale: Some(chart_scale(review, lang)),
            legend: lang.sentence(|l| legend(review.method, l)),
            start_row: lang.say(Label::StartPosition),
            rows,
            selected_ply: u32::try_from(k).unwrap_or(u32::MAX),
            position: match k {
                0 => lang.say(Label::StartPosition),
                k => lang.phrase(|l| catalogue::move_of(k, n, l)),
            },
            board: board_view,
            caption: match selected {
                None => lang.say(Label::StartPosition),
                Some(p) => lang.sentence(|l| screen_comment(p, l)),
            },
            played: selected.map(|p| {
                lang.label(|l| format!("{} {}", Label::PlayedMove.text(l), ply_text(p, l)))
            }),
            best: selected.and_then(|p| {
                let best = p.best_notation()?;
                Some(lang.label(|l| format!("{} {best}", Label::BestMove.text(l))))
            }),
            previous: ActionView {
                label: previous_label,
                enabled: k > 0,
            },
            next: ActionView {
                label: next_label,
                enabled: k < n,
            },
            played_legend: lang.say(Label::PlayedMove),
            best_legend: lang.say(Label::BestMove),
            show_best: selected.filter(|p| p.best.is_some()).map(|_| ActionView {
                label: lang.say(if self.showing_best {
                    Label::ShowPlayedMove
                } else {
                    Label::ShowBestThere
                }),
                enabled: true,
            }),
            showing_best: self.showing_best && selected.is_some_and(|p| p.best.is_some()),
            announcements: self.announcer.queue(),
        }
    }
}

/// What is said when the board turns to the position before move `n` with its best move:
/// "Before move 5: the best move was ml-bl." / "第5步之前：最佳着法是ml-bl。"
fn best_before_words(n: usize, best: &str, l: Lang) -> String {
    match l {
        Lang::En => format!("Before move {n}: the best move was {best}."),
        Lang::Zh => format!("第{n}步之前：最佳着法是{best}。"),
    }
}

/// A ply as a screen reader hears it when the review steps to it, in one sentence: "Move 5:
/// You bc-bl, blunder: a win in 7 became a loss in 1; best was ml-bl." / "第5步：你 bc-bl，
/// 败着：7步内必胜变成1步内必败；最佳是 ml-bl。" (and "the deciding move" where it is).
fn spoken_ply(p: &review::PlyReview, who: speech::Mover, deciding: bool, l: Lang) -> String {
    let board = p.before.board();
    let played = match p.entry.ply {
        Ply::Pass => Label::PassOnTime.text(l).to_string(),
        Ply::Move(_) => p.entry.display_text(board),
    };
    let label = p.label.name(l);
    let phrase = result_phrase(p, l);
    let best = p.best_notation();
    speech::reviewed_ply(
        &speech::ReviewedPly {
            number: p.number,
            who,
            played: &played,
            label,
            phrase: &phrase,
            best: best.as_deref(),
            deciding: deciding.then(|| Label::DecidingMove.text(l)),
        },
        l,
    )
}

/// What became of the result, in the solved games ("a win turned into a loss"); none when
/// the values are scores.
fn change_words(before: ReviewValue, after: ReviewValue, lang: Lang) -> Option<&'static str> {
    use ReviewValue::{Draw, Loss, Win};
    Some(match (before, after, lang) {
        (Win(_), Win(_), Lang::En) => "keeps the win",
        (Win(_), Win(_), Lang::Zh) => "保持必胜",
        (Win(_), Draw, Lang::En) => "lets a win go to a draw",
        (Win(_), Draw, Lang::Zh) => "必胜变成和棋",
        (Win(_), Loss(_), Lang::En) => "turns a win into a loss",
        (Win(_), Loss(_), Lang::Zh) => "必胜变成必败",
        (Draw, Draw, Lang::En) => "keeps the draw",
        (Draw, Draw, Lang::Zh) => "保持和棋",
        (Draw, Loss(_), Lang::En) => "turns a draw into a loss",
        (Draw, Loss(_), Lang::Zh) => "和棋变成必败",
        (Loss(_), Loss(_), Lang::En) => "the game was lost already",
        (Loss(_), Loss(_), Lang::Zh) => "本已必败",
        _ => return None,
    })
}

/// A ply in words: its label and what became of the result ("blunder: turns a win into a
/// loss" / "败着：必胜变成必败").
fn ply_words(p: &review::PlyReview, lang: Lang) -> String {
    let label = p.label.name(lang);
    match (change_words(p.value_before, p.value_after, lang), lang) {
        (Some(change), Lang::En) => format!("{label}: {change}"),
        (Some(change), Lang::Zh) => format!("{label}：{change}"),
        (None, _) => label.to_string(),
    }
}

/// What a ply did to the result, as a phrase ("a win in 7 became a loss in 1", "keeps the
/// draw"); where the values are estimated, what became of the balance in words, from the
/// sides' names ("the game stays level", "Second (black) pulls ahead"; no numbers).
fn result_phrase(p: &review::PlyReview, lang: Lang) -> String {
    use ReviewValue::{Draw, Loss, Score, Win};
    let (before, after) = (p.value_before, p.value_after);
    match (before, after, lang) {
        (Win(_), Win(0), Lang::En) => "wins the game".into(),
        (Win(_), Win(0), Lang::Zh) => "取胜".into(),
        (Win(_), Win(n), Lang::En) => format!("keeps the win, now in {n}"),
        (Win(_), Win(n), Lang::Zh) => format!("保持必胜，还需{n}步"),
        (Draw, Draw, Lang::En) => "keeps the draw".into(),
        (Draw, Draw, Lang::Zh) => "保持和棋".into(),
        (Loss(_), Loss(n), Lang::En) => format!("the game was lost; it lasts {n} more"),
        (Loss(_), Loss(n), Lang::Zh) => format!("本已必败，还能坚持{n}步"),
        (Win(a), Draw, Lang::En) => format!("a win in {a} became a draw"),
        (Win(a), Draw, Lang::Zh) => format!("{a}步内必胜变成和棋"),
        (Win(a), Loss(b), Lang::En) => format!("a win in {a} became a loss in {b}"),
        (Win(a), Loss(b), Lang::Zh) => format!("{a}步内必胜变成{b}步内必败"),
        (Draw, Loss(b), Lang::En) => format!("a draw became a loss in {b}"),
        (Draw, Loss(b), Lang::Zh) => format!("和棋变成{b}步内必败"),
        (Score(_), _, _) | (_, Score(_), _) => balance_phrase(
            for_first(before, p.side),
            for_first(after, p.side),
            expected_half(p.before.game()),
            lang,
        ),
        _ => format!("{} → {}", before.text(lang), after.text(lang)),
    }
}

/// Where a value for First stands: `2` a win for First found by force, `1` First better,
/// `0` level (within [`crate::ai::DRAW_MARGIN_PERMILLE`]) or a draw, `-1` Second better,
/// `-2` a win for Second found by force.
fn balance(v: ReviewValue, half: i32) -> i8 {
    let margin = crate::ai::DRAW_MARGIN_PERMILLE;
    match v {
        ReviewValue::Win(_) => 2,
        ReviewValue::Loss(_) => -2,
        ReviewValue::Draw => 0,
        ReviewValue::Score(_) => match v.expected(half) {
            e if e > margin => 1,
            e if e < -margin => -1,
            _ => 0,
        },
    }
}

/// What a ply did to an estimated balance, in words, from First's values before and after
/// (at least one of them a score): "the game stays level", "First (red) stays better",
/// "Second (black) pulls ahead", "the game evens out", "the advantage passes to Second
/// (black)", "First (red) now wins by force" / "局面仍然均势", "先手（红）仍占优" …
fn balance_phrase(before: ReviewValue, after: ReviewValue, half: i32, lang: Lang) -> String {
    let name = |b: i8| messages::side_name(if b > 0 { Side::First } else { Side::Second }, lang);
    let (b, a) = (balance(before, half), balance(after, half));
    // How far the balance moved towards the side ahead, in per mille of a win.
    let gain = (after.expected(half) - before.expected(half)) * i32::from(a.signum());
    let clearly = crate::ai::review::GOOD_DROP;
    match (after, lang) {
        (ReviewValue::Win(0) | ReviewValue::Loss(0), Lang::En) => {
            format!("{} wins the game", name(a))
        }
        (ReviewValue::Win(0) | ReviewValue::Loss(0), Lang::Zh) => format!("{}取胜", name(a)),
        (ReviewValue::Win(_) | ReviewValue::Loss(_), Lang::En) => {
            format!("{} now wins by force", name(a))
        }
        (ReviewValue::Win(_) | ReviewValue::Loss(_), Lang::Zh) => {
            format!("{}已成必胜", name(a))
        }
        (ReviewValue::Draw, Lang::En) => "the game is drawn".into(),
        (ReviewValue::Draw, Lang::Zh) => "成为和棋".into(),
        (ReviewValue::Score(_), _) => match (b, a, lang) {
            (2 | -2, _, Lang::En) => format!("{} no longer wins by force", name(b)),
            (2 | -2, _, Lang::Zh) => format!("{}不再必胜", name(b)),
            (0, 0, Lang::En) => "the game stays level".into(),
            (0, 0, Lang::Zh) => "局面仍然均势".into(),
            (0, _, Lang::En) => format!("{} pulls ahead", name(a)),
            (0, _, Lang::Zh) => format!("{}取得优势", name(a)),
            (_, 0, Lang::En) => "the game evens out".into(),
            (_, 0, Lang::Zh) => "局面回到均势".into(),
            (b, a, Lang::En) if b != a => format!("the advantage passes to {}", name(a)),
            (b, a, Lang::Zh) if b != a => format!("优势转到{}", name(a)),
            (_, _, Lang::En) if gain >= clearly => format!("{} gets further ahead", name(a)),
            (_, _, Lang::Zh) if gain >= clearly => format!("{}扩大优势", name(a)),
            (_, _, Lang::En) if gain <= -clearly => {
                format!("{} stays better, but by less", name(a))
            }
            (_, _, Lang::Zh) if gain <= -clearly => format!("{}仍占优，但优势缩小", name(a)),
            (_, _, Lang::En) => format!("{} stays better", name(a)),
            (_, _, Lang::Zh) => format!("{}仍占优", name(a)),
        },
    }
}

/// The sentence on a ply as the review screen shows it: "5. First (red) bc-bl — blunder: a
/// win in 7 became a loss in 1. Best: ml-bl." / "3. Second (black) c6-c5 — mistake: First
/// (red) pulls ahead. Best: d6-d5." (no brackets inside brackets, no codes, no scores).
fn screen_comment(p: &review::PlyReview, lang: Lang) -> String {
    let board = p.before.board();
    let played = match p.entry.ply {
        Ply::Pass => Label::PassOnTime.text(lang).to_string(),
        Ply::Move(_) => messages::unbroken_move(&p.entry.display_text(board)),
    };
    let side = messages::side_name(p.side, lang);
    let label = p.label.name(lang);
    let phrase = result_phrase(p, lang);
    let n = p.number;
    match lang {
        Lang::En => {
            let best = p.best_notation().map_or(String::new(), |b| {
                format!(" Best: {}.", messages::unbroken_move(&b))
            });
            format!("{n}. {side} {played} — {label}: {phrase}.{best}")
        }
        Lang::Zh => {
            let best = p.best_notation().map_or(String::new(), |b| {
                format!("最佳：{}。", messages::unbroken_move(&b))
            });
            format!("第{n}步 {side}{played}——{label}：{phrase}。{best}")
        }
    }
}

/// How the values were found, in words a player reads (no engine terms).
fn method_words(method: ReviewMethod, lang: Lang) -> String {
    match (method, lang) {
        (ReviewMethod::Exact, Lang::En) => "Exact values: this game is solved.".into(),
        (ReviewMethod::Exact, Lang::Zh) => "精确值：这种棋已被完全解出。".into(),
        (ReviewMethod::Search { .. }, Lang::En) => {
            "Values estimated by the computer at full strength.".into()
        }
        (ReviewMethod::Search { .. }, Lang::Zh) => "由电脑以最强棋力估算。".into(),
    }
}

/// What the row codes mean: the values, then the marks of the labels the method uses
/// ("★ best, ✓ good, ?! inaccuracy, ? mistake, ?? blunder.").
fn legend(method: ReviewMethod, lang: Lang) -> String {
    let marks: Vec<String> = MoveLabel::used_by(method)
        .iter()
        .map(|&l| format!("{} {}", label_mark(l), l.name(lang)))
        .collect();
    match lang {
        Lang::En => format!(
            "{} Marks: {}.",
            values_legend(method, lang),
            marks.join(", ")
        ),
        Lang::Zh => format!(
            "{}标记：{}。",
            values_legend(method, lang),
            marks.join("，")
        ),
    }
}

/// What the row's value codes mean.
fn values_legend(method: ReviewMethod, lang: Lang) -> String {
    match (method, lang) {
        (ReviewMethod::Exact, Lang::En) => {
            "Value after each move, for First: W5 First wins in 5 moves, L3 First loses in 3, \
             D a draw."
                .into()
        }
        (ReviewMethod::Exact, Lang::Zh) => {
            "每步之后的局面，以先手计：W5 为先手5步内必胜，L3 为先手3步内必败，D 为和棋。".into()
        }
        (ReviewMethod::Search { .. }, Lang::En) => "Value after each move, for First: +1.0 \
            is about a piece (or a move of the race) ahead, -1.0 as much behind, 0.0 level; \
            W5 and L3 are First's wins and losses the computer found, D a draw."
            .into(),
        (ReviewMethod::Search { .. }, Lang::Zh) => {
            "每步之后的局面，以先手计：+1.0 约为多一枚棋子（或赛跑中快一步），-1.0 为落后同样多，0.0 为均势；W5、L3 为电脑算出的先手必胜、必败，D 为和棋。"
                .into()
        }
    }
}

/// First's value of `v`, a value for `side`.
fn for_first(v: ReviewValue, side: Side) -> ReviewValue {
    if side == Side::First {
        v
    } else {
        v.for_other_side()
    }
}

/// A value for First in words.
fn first_value_words(v: ReviewValue, permille: i32, lang: Lang) -> String {
    let first = messages::side_name(Side::First, lang);
    let second = messages::side_name(Side::Second, lang);
    match (v, lang) {
        (ReviewValue::Win(0), Lang::En) => format!("{first} has won"),
        (ReviewValue::Win(0), Lang::Zh) => format!("{first}已胜"),
        (ReviewValue::Loss(0), Lang::En) => format!("{second} has won"),
        (ReviewValue::Loss(0), Lang::Zh) => format!("{second}已胜"),
        (ReviewValue::Win(n), Lang::En) => format!("{first} wins in {n}"),
        (ReviewValue::Win(n), Lang::Zh) => format!("{first}{n}步内必胜"),
        (ReviewValue::Loss(n), Lang::En) => format!("{second} wins in {n}"),
        (ReviewValue::Loss(n), Lang::Zh) => format!("{second}{n}步内必胜"),
        (ReviewValue::Draw, Lang::En) => "Draw".into(),
        (ReviewValue::Draw, Lang::Zh) => "和棋".into(),
        (ReviewValue::Score(_), _) if permille > crate::ai::DRAW_MARGIN_PERMILLE => match lang {
            Lang::En => format!("{first} is better"),
            Lang::Zh => format!("{first}占优"),
        },
        (ReviewValue::Score(_), _) if permille < -crate::ai::DRAW_MARGIN_PERMILLE => match lang {
            Lang::En => format!("{second} is better"),
            Lang::Zh => format!("{second}占优"),
        },
        (ReviewValue::Score(_), Lang::En) => "Level".into(),
        (ReviewValue::Score(_), Lang::Zh) => "均势".into(),
    }
}

/// The value at the chart's top edge: the least of 100, 200, 250, 500 and 1000 per mille
/// that holds every value of the game (so a level game is drawn at the scale of small
/// advantages, not flat on the zero line).
fn chart_reach(review: &Review) -> i32 {
    let half = expected_half(review.game);
    let most = review
        .plies
        .iter()
        .flat_map(|p| {
            [
                for_first(p.value_before, p.side),
                for_first(p.value_after, p.side),
            ]
        })
        .map(|v| v.expected(half).abs())
        .max()
        .unwrap_or(0);
    [100, 200, 250, 500]
        .into_iter()
        .find(|&m| most <= m)
        .unwrap_or(1000)
}

/// The review chart's scale: its edges in words from First's side, the level line, the
/// first and last move under its ends and the axis's name.
fn chart_scale(review: &Review, lang: DisplayLanguage) -> ReviewChartScale {
    let reach = chart_reach(review);
    let edge = |side: Side| {
        lang.label(move |l| {
            let name = messages::side_name(side, l);
            match (reach >= 1000, l) {
                (true, Lang::En) => format!("{name} wins"),
                (true, Lang::Zh) => format!("{name}胜"),
                (false, Lang::En) => format!("{name} is better"),
                (false, Lang::Zh) => format!("{name}占优"),
            }
        })
    };
    let n = review.plies.len();
    ReviewChartScale {
        top: edge(Side::First),
        bottom: edge(Side::Second),
        level: lang.label(|l| match l {
            Lang::En => "Level".to_string(),
            Lang::Zh => "均势".to_string(),
        }),
        first: lang.say(Label::StartPosition),
        last: lang.label(|l| match l {
            Lang::En => format!("Move {n}"),
            Lang::Zh => format!("第{n}步"),
        }),
        axis: lang.label(|l| {
            let first = messages::side_name(Side::First, l);
            match l {
                Lang::En => format!("Value for {first}"),
                Lang::Zh => format!("{first}视角的形势"),
            }
        }),
        top_permille: reach,
    }
}

/// The values after every ply from First's side, the start first, each placed in the
/// chart's scale ([`chart_reach`]).
fn chart(review: &Review, lang: DisplayLanguage) -> Vec<ChartPoint> {
    let half = expected_half(review.game);
    let reach = f64::from(chart_reach(review));
    let last = review.plies.len().max(1) as f64;
    let point = |ply: usize, v: ReviewValue, label: Option<MoveLabel>| {
        let permille = v.expected(half);
        ChartPoint {
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
            permille,
            text: lang.label(|l| first_value_words(v, permille, l)),
            label,
            x: ply as f64 / last,
            y: (0.5 - f64::from(permille) / reach / 2.0).clamp(0.0, 1.0),
        }
    };
    let mut out = Vec::with_capacity(review.plies.len() + 1);
    if let Some(p) = review.plies.first() {
        out.push(point(0, for_first(p.value_before, p.side), None));
    }
    out.extend(
        review
            .plies
            .iter()
            .map(|p| point(p.number, for_first(p.value_after, p.side), Some(p.label))),
    );
    out
}

/// The chart in one sentence for a screen reader: the start, the end, and the plies that
/// changed the result.
fn chart_spoken(review: &Review, lang: Lang) -> String {
    let half = expected_half(review.game);
    let value = |p: &review::PlyReview, after: bool| {
        let v = for_first(if after { p.value_after } else { p.value_before }, p.side);
        first_value_words(v, v.expected(half), lang)
    };
    let (Some(first), Some(last)) = (review.plies.first(), review.plies.last()) else {
        return String::new();
    };
    let turning: Vec<String> = review
        .plies
        .iter()
        .filter(|p| matches!(p.label, MoveLabel::Mistake | MoveLabel::Blunder))
        .map(|p| p.number.to_string())
        .collect();
    let (start, end) = (value(first, false), value(last, true));
    match lang {
        Lang::En => {
            let turns = if turning.is_empty() {
                "no mistakes".to_string()
            } else {
                format!("mistakes at moves {}", turning.join(", "))
            };
            format!(
                "At the start: {start}. After move {}: {end}. {}.",
                last.number,
                capitalize(&turns)
            )
        }
        Lang::Zh => {
            let turns = if turning.is_empty() {
                "没有失误".to_string()
            } else {
                format!("失误在第{}步", turning.join("、"))
            };
            format!("开局：{start}。第{}步后：{end}。{turns}。", last.number)
        }
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameRecord;

    fn blunder_game() -> GameRecord {
        // Zhong Kui: a game with a thrown win (see core/tests/review.rs).
        let mut r = GameRecord::new_game(GameId::Weiming);
        for m in ["bl-x", "tm-m", "bm-bl"] {
            let mv = r.current().board().parse_move(m).unwrap();
            r.play(Ply::Move(mv)).unwrap();
        }
        r
    }

    #[test]
    fn a_failed_run_stops_the_wait_and_says_so_in_the_players_language() {
        let mut s = ReviewScreen::new(blunder_game(), None, DisplayLanguage::Zh);
        let fx = s.handle(ReviewEvent::Start);
        assert!(matches!(fx.as_slice(), [ReviewEffect::Run(_)]));
        assert!(s.view().busy.is_some() && s.view().failure.is_none());
        let fx = s.handle(ReviewEvent::Failed("out of memory".into()));
        assert!(fx.is_empty(), "{fx:?}");
        let v = s.view();
        assert_eq!(v.busy, None, "no longer waiting");
        let failure = v.failure.expect("the failure is shown");
        assert_eq!(failure.sentence, "无法复盘这局棋");
        assert_eq!(failure.details, "out of memory");
        assert_eq!(failure.details_label, "详情");
        assert!(v.rows.is_empty());
        // in the language chosen later, and in both at once
        s.handle(ReviewEvent::Language(DisplayLanguage::En));
        let en = s.view().failure.expect("still shown");
        assert_eq!(en.sentence, "The review could not be made");
        s.handle(ReviewEvent::Language(DisplayLanguage::BothHant));
        let both = s.view().failure.expect("still shown").sentence;
        assert_eq!(both, "無法復盤這局棋 The review could not be made");
        // Start tries again: waiting, the failure gone; leaving cancels that run
        let fx = s.handle(ReviewEvent::Start);
        let [ReviewEffect::Run(job)] = fx.as_slice() else {
            panic!("a new run: {fx:?}");
        };
        assert!(s.view().busy.is_some() && s.view().failure.is_none());
        let fx = s.handle(ReviewEvent::Leave);
        assert!(matches!(fx.as_slice(), [ReviewEffect::Cancel(id)] if *id == job.id()));
    }

    #[test]
    fn a_review_opens_on_the_deciding_ply_and_steps_through_the_game() {
        let mut s = ReviewScreen::new(blunder_game(), Some(Side::First), DisplayLanguage::En);
        let fx = s.handle(ReviewEvent::Start);
        let [ReviewEffect::Run(job)] = fx.as_slice() else {
            panic!("one review job: {fx:?}");
        };
        let loading = s.view();
        assert_eq!(loading.busy.as_deref(), Some("Reviewing the game…"));
        assert!(loading.rows.is_empty() && !loading.next.enabled);
        assert!(
            s.handle(ReviewEvent::Start).is_empty(),
            "one review at a time"
        );
        s.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
        let v = s.view();
        assert_eq!(v.rows.len(), 3);
        assert_eq!(v.selected_ply, v.decided_ply.unwrap_or(0));
        s.handle(ReviewEvent::Select(99));
        let end = s.view();
        assert_eq!(end.selected_ply, 3);
        assert!(!end.next.enabled && end.previous.enabled);
        assert_eq!(end.position, "Move 3 of 3");
        assert_eq!(end.played.as_deref(), Some("Played bm-bl"));
        assert!(end.rows[2].selected);
        s.handle(ReviewEvent::Select(0));
        assert_eq!(s.view().caption, "Start position");
        s.handle(ReviewEvent::Previous);
        assert_eq!(s.view().selected_ply, 0);
        s.handle(ReviewEvent::Next);
        let first = s.view();
        assert_eq!(first.selected_ply, 1);
        assert!(
            first.caption.starts_with("1. First (red) bl\u{2011}x — "),
            "{}",
            first.caption
        );
        assert_eq!(first.chart.len(), 4);
        assert_eq!(first.chart[0].ply, 0);
        assert!(!first.chart_spoken.is_empty() && !first.legend.is_empty());
        assert!(first.rows.iter().all(|r| !r.words.is_empty()));
        // The deciding row is said as one sentence with one stop (Zhong Kui: First throws a
        // win in 7 with bc-bl at move 5).
        let mut thrown = GameRecord::new_game(GameId::Zhongkui);
        for m in ["tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc"] {
            let mv = thrown.current().board().parse_move(m).unwrap();
            thrown.play(Ply::Move(mv)).unwrap();
        }
        for lang in [DisplayLanguage::En, DisplayLanguage::Zh] {
            let mut z = ReviewScreen::new(thrown.clone(), None, lang);
            let fx = z.handle(ReviewEvent::Start);
            let [ReviewEffect::Run(job)] = fx.as_slice() else {
                panic!("one review job");
            };
            z.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
            let row = z
                .view()
                .rows
                .into_iter()
                .find(|r| r.deciding)
                .expect("a deciding row");
            for doubled in ["。，", ".,", "。, "] {
                assert!(!row.spoken.contains(doubled), "{}", row.spoken);
            }
            assert!(row.spoken.ends_with(['.', '。']), "{}", row.spoken);
        }
        assert!(first.board.last_move.is_some());
    }

    /// Zhong Kui's thrown win (ply 5 throws a win in 7 away; see core/tests/review.rs),
    /// reviewed, in `lang`.
    fn thrown_win_reviewed(lang: DisplayLanguage) -> ReviewScreen {
        reviewed(
            GameId::Zhongkui,
            &["tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc"],
            lang,
        )
    }

    /// `game` played with `moves`, reviewed in `lang`.
    fn reviewed(game: GameId, moves: &[&str], lang: DisplayLanguage) -> ReviewScreen {
        let mut r = GameRecord::new_game(game);
        for m in moves {
            let mv = r.current().board().parse_move(m).unwrap();
            r.play(Ply::Move(mv)).unwrap();
        }
        let mut s = ReviewScreen::new(r, None, lang);
        let fx = s.handle(ReviewEvent::Start);
        let ReviewEffect::Run(job) = &fx[0] else {
            panic!()
        };
        s.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
        s
    }

    /// The best move is drawn where it can be played: on the position before the ply, a
    /// button away; the position after shows the ply played. Stepping on goes back to it.
    #[test]
    fn the_best_move_is_shown_on_the_position_before_the_move() {
        let mut s = thrown_win_reviewed(DisplayLanguage::En);
        s.handle(ReviewEvent::Select(5));
        let after = s.view();
        let p = s.review().unwrap().plies[4];
        assert!(after.board.hint.is_none(), "no arrow on the position after");
        assert!(after.board.last_move.is_some() && !after.showing_best);
        let button = after.show_best.clone().expect("a better move to show");
        assert_eq!(button.label, "Show the best move before it");
        let said = after.announcements.last().map(|a| a.id).unwrap_or(0);
        s.handle(ReviewEvent::ShowBest(true));
        let before = s.view();
        assert!(before.showing_best);
        assert_eq!(before.show_best.unwrap().label, "Back to the move played");
        let arrow = before.board.hint.expect("the best move's arrow");
        let best = p.best.unwrap();
        assert_eq!((arrow.from, arrow.to), (best.from, best.to));
        // it can be played there: a piece of the mover on its from-point, a legal move
        assert!(p.before.is_legal(best));
        let from = before
            .board
            .points
            .iter()
            .find(|q| q.index == best.from)
            .unwrap();
        assert_eq!(from.piece.and_then(|x| x.side()), Some(p.side));
        assert!(before.board.last_move.is_none());
        let news: Vec<&str> = before
            .announcements
            .iter()
            .filter(|a| a.id > said)
            .map(|a| a.text.as_str())
            .collect();
        assert_eq!(news, ["Before move 5: the best move was ml-bl."]);
        // stepping on goes back to the move played
        s.handle(ReviewEvent::Next);
        s.handle(ReviewEvent::Previous);
        let back = s.view();
        assert!(!back.showing_best && back.board.hint.is_none());
        // the start and a best move have nothing to show
        s.handle(ReviewEvent::Select(0));
        s.handle(ReviewEvent::ShowBest(true));
        assert!(s.view().show_best.is_none() && !s.view().showing_best);
        let best_row = s
            .review()
            .unwrap()
            .plies
            .iter()
            .position(|q| q.best.is_none())
            .unwrap();
        s.handle(ReviewEvent::Select(best_row + 1));
        s.handle(ReviewEvent::ShowBest(true));
        assert!(s.view().show_best.is_none() && !s.view().showing_best);
    }

    /// The chart's scale is fitted to the game: a game reaching a win spans wins; a level
    /// Jinmen game the small advantages it had, its line no longer flat on the zero line;
    /// every point inside, the level line at the middle, the start at the left and the last
    /// move at the right.
    #[test]
    fn the_chart_has_a_scale_fitted_to_the_game() {
        let review_of = |game: GameId, moves: &[&str], lang: DisplayLanguage| {
            let mut r = GameRecord::new_game(game);
            for m in moves {
                let mv = r.current().board().parse_move(m).unwrap();
                r.play(Ply::Move(mv)).unwrap();
            }
            let mut s = ReviewScreen::new(r, None, lang);
            let fx = s.handle(ReviewEvent::Start);
            let ReviewEffect::Run(job) = &fx[0] else {
                panic!()
            };
            s.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
            s.view()
        };
        let thrown = review_of(
            GameId::Zhongkui,
            &["tl-t1", "bc-tl", "bl-bc", "tr-t2", "bc-bl", "mr-bc"],
            DisplayLanguage::En,
        );
        let scale = thrown.chart_scale.clone().unwrap();
        assert_eq!(scale.top_permille, 1000);
        assert_eq!(
            (
                scale.top.as_str(),
                scale.bottom.as_str(),
                scale.first.as_str(),
                scale.last.as_str()
            ),
            (
                "First (red) wins",
                "Second (black) wins",
                "Start position",
                "Move 6"
            )
        );
        assert_eq!(scale.axis, "Value for First (red)");
        let level = review_of(
            GameId::Jinmen,
            &["b2-b3", "d6-d5", "b3-b4", "d5-d4"],
            DisplayLanguage::Zh,
        );
        let scale = level.chart_scale.clone().unwrap();
        assert!(scale.top_permille < 1000, "{}", scale.top_permille);
        assert_eq!(scale.top, "先手（红）占优");
        assert_eq!(scale.last, "第4步");
        let most = level.chart.iter().map(|c| c.permille.abs()).max().unwrap();
        assert!(most <= scale.top_permille && scale.top_permille <= (most * 5).max(100));
        for v in [&thrown, &level] {
            let reach = f64::from(v.chart_scale.as_ref().unwrap().top_permille);
            let n = v.chart.len() - 1;
            for (i, c) in v.chart.iter().enumerate() {
                assert!((0.0..=1.0).contains(&c.y) && (0.0..=1.0).contains(&c.x));
                assert!((c.x - i as f64 / n as f64).abs() < 1e-9);
                let want = 0.5 - f64::from(c.permille) / reach / 2.0;
                assert!((c.y - want).abs() < 1e-9);
            }
        }
        // a level game's points are spread over the chart, not on its middle line
        let spread = level
            .chart
            .iter()
            .map(|c| (c.y - 0.5).abs())
            .fold(0.0, f64::max);
        assert!(spread >= 0.1, "{spread}");
    }

    #[test]
    fn a_thrown_win_reads_without_codes_or_nested_brackets() {
        // Zhong Kui: ply 5 throws a win in 7 away (see core/tests/review.rs).
        let mut s = thrown_win_reviewed(DisplayLanguage::Zh);
        s.handle(ReviewEvent::Select(5));
        let blunder = s.view();
        assert_eq!(
            blunder.caption,
            "第5步 先手（红）bc\u{2011}bl——败着：7步内必胜变成1步内必败。最佳：ml\u{2011}bl。"
        );
        assert_eq!(blunder.rows[4].words, "败着：必胜变成必败");
        // one value on a row: the position the move reached, from First's side
        assert_eq!(blunder.rows[3].values, "W7");
        assert_eq!(blunder.rows[4].values, "L1");
        assert_eq!(blunder.rows[4].values_words, "后手（黑）1步内必胜");
        assert_eq!(blunder.chart[4].text, "先手（红）7步内必胜");
        assert_eq!(blunder.chart[5].text, "后手（黑）1步内必胜");
        // the last move ends the game: its value says so, not "wins in 0"
        assert_eq!(blunder.rows[5].values, "L0");
        assert_eq!(blunder.rows[5].values_words, "后手（黑）已胜");
        assert_eq!(blunder.chart[6].text, "后手（黑）已胜");
        for k in 1..=6 {
            s.handle(ReviewEvent::Select(k));
            let v = s.view();
            let c = &v.caption;
            // No bracket opens inside another.
            let mut depth = 0;
            for ch in c.chars() {
                match ch {
                    '（' | '(' => {
                        depth += 1;
                        assert!(depth < 2, "nested brackets in {c}");
                    }
                    '）' | ')' => depth -= 1,
                    _ => {}
                }
            }
            assert!(!v.method.unwrap().contains("节点"), "no engine words");
        }
    }

    /// A large game reviewed in `lang` (Jinmen, four moves: values estimated).
    fn jinmen_reviewed(lang: DisplayLanguage) -> ReviewScreen {
        reviewed(GameId::Jinmen, &["b2-b3", "c6-c5", "b3-b4", "b6-b5"], lang)
    }

    /// Estimated values read like a player's: one value a row with one decimal, its words
    /// without an arrow, and a comment that names the change in words, not numbers.
    #[test]
    fn a_large_games_values_and_comments_speak_like_a_player() {
        for lang in [DisplayLanguage::En, DisplayLanguage::Zh] {
            let mut s = jinmen_reviewed(lang);
            let n = s.view().rows.len();
            assert_eq!(n, 4);
            for k in 1..=n {
                s.handle(ReviewEvent::Select(k));
                let v = s.view();
                let row = &v.rows[k - 1];
                // "+0.1", "-0.3", "0.0": a sign unless it rounds to nothing, one decimal
                let value = row.values.as_str();
                let digits = value.trim_start_matches(['+', '-']);
                let (whole, tenths) = digits.split_once('.').expect(value);
                assert!(!whole.is_empty() && whole.chars().all(|c| c.is_ascii_digit()));
                assert!(tenths.len() == 1 && tenths.chars().all(|c| c.is_ascii_digit()));
                assert_eq!(value.len() > digits.len(), digits != "0.0", "{value}");
                assert!(!row.values_words.contains('→'), "{}", row.values_words);
                assert!(!row.values_words.is_empty());
                // The comment names the change in words: no numbers after the dash (but
                // the best move's notation).
                let c = &v.caption;
                let (_, said) = c.split_once('—').expect(c);
                let phrase = said.split([':', '：']).nth(1).expect(c);
                let phrase = phrase.split(['.', '。']).next().unwrap();
                assert!(!phrase.trim().is_empty(), "{c}");
                assert!(!phrase.contains(|ch: char| ch.is_ascii_digit()), "{c}");
                assert!(!c.contains('→') && !row.spoken.contains('→'), "{c}");
            }
            // Every value the rows show is explained by the legend, which reads "after".
            let v = s.view();
            assert!(
                v.legend.contains("+1.0") && v.legend.contains("0.0"),
                "{}",
                v.legend
            );
        }
        let en = jinmen_reviewed(DisplayLanguage::En).view();
        assert!(en.legend.starts_with("Value after each move, for First: "));
        assert_eq!(en.rows[0].values_words, "Level");
        assert_eq!(
            en.rows[0].spoken,
            "1. First (red) b2\u{2011}b3 — good: the game stays level. Best: c2\u{2011}c3."
        );
        let zh = jinmen_reviewed(DisplayLanguage::Zh).view();
        assert_eq!(zh.rows[0].values_words, "均势");
        assert_eq!(
            zh.rows[0].spoken,
            "第1步 先手（红）b2\u{2011}b3——好棋：局面仍然均势。最佳：c2\u{2011}c3。"
        );
    }

    /// Estimated values change in words from First's values before and after: level,
    /// better, the advantage passing over, a win found or let go.
    #[test]
    fn an_estimated_change_is_named_in_words() {
        use ReviewValue::{Draw, Loss, Score, Win};
        let half = expected_half(GameId::Jinmen);
        let say = |b, a, l| balance_phrase(b, a, half, l);
        let cases = [
            (Score(6), Score(-3), "the game stays level", "局面仍然均势"),
            (
                Score(0),
                Score(100),
                "First (red) pulls ahead",
                "先手（红）取得优势",
            ),
            (
                Score(10),
                Score(-100),
                "Second (black) pulls ahead",
                "后手（黑）取得优势",
            ),
            (Score(100), Score(5), "the game evens out", "局面回到均势"),
            (Score(-100), Score(5), "the game evens out", "局面回到均势"),
            (
                Score(100),
                Score(110),
                "First (red) stays better",
                "先手（红）仍占优",
            ),
            (
                Score(-100),
                Score(-400),
                "Second (black) gets further ahead",
                "后手（黑）扩大优势",
            ),
            (
                Score(400),
                Score(100),
                "First (red) stays better, but by less",
                "先手（红）仍占优，但优势缩小",
            ),
            (
                Score(100),
                Score(-100),
                "the advantage passes to Second (black)",
                "优势转到后手（黑）",
            ),
            (
                Score(-100),
                Score(100),
                "the advantage passes to First (red)",
                "优势转到先手（红）",
            ),
            (
                Score(50),
                Win(5),
                "First (red) now wins by force",
                "先手（红）已成必胜",
            ),
            (
                Score(50),
                Loss(3),
                "Second (black) now wins by force",
                "后手（黑）已成必胜",
            ),
            (
                Score(500),
                Win(0),
                "First (red) wins the game",
                "先手（红）取胜",
            ),
            (
                Win(5),
                Score(300),
                "First (red) no longer wins by force",
                "先手（红）不再必胜",
            ),
            (
                Loss(4),
                Score(0),
                "Second (black) no longer wins by force",
                "后手（黑）不再必胜",
            ),
            (Score(0), Draw, "the game is drawn", "成为和棋"),
        ];
        for (b, a, en, zh) in cases {
            assert_eq!(say(b, a, Lang::En), en, "{b:?} → {a:?}");
            assert_eq!(say(b, a, Lang::Zh), zh, "{b:?} → {a:?}");
        }
    }

    #[test]
    fn a_cancelled_or_late_review_is_dropped() {
        let mut s = ReviewScreen::new(blunder_game(), None, DisplayLanguage::Zh);
        let fx = s.handle(ReviewEvent::Start);
        let ReviewEffect::Run(job) = &fx[0] else {
            panic!()
        };
        let stale = ReviewAnswer {
            id: job.id() + 7,
            review: job.run(&CancelToken::new()).review,
        };
        s.handle(ReviewEvent::ReviewDone(stale));
        assert!(s.review().is_none());
        let fx = s.handle(ReviewEvent::Leave);
        assert!(matches!(fx.as_slice(), [ReviewEffect::Cancel(id)] if *id == job.id()));
        s.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
        assert!(s.review().is_none(), "a left screen takes no answer");
    }

    /// The deepest nesting of brackets, round or full-width, in `text`.
    fn bracket_depth(text: &str) -> usize {
        let (mut depth, mut max) = (0usize, 0usize);
        for c in text.chars() {
            match c {
                '(' | '（' => {
                    depth += 1;
                    max = max.max(depth);
                }
                ')' | '）' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        max
    }

    /// Every sentence and label the review screen shows.
    fn review_texts(v: &ReviewView) -> Vec<String> {
        let mut out = vec![
            v.title.clone(),
            v.legend.clone(),
            v.position.clone(),
            v.caption.clone(),
        ];
        out.extend(v.outcome.clone());
        out.extend(v.method.clone());
        out.extend(v.decided.clone());
        out.extend(v.played.clone());
        out.extend(v.best.clone());
        out.push(v.chart_spoken.clone());
        out.extend(v.sides.iter().map(|s| s.text.clone()));
        out.extend(v.chart.iter().map(|c| c.text.clone()));
        for r in &v.rows {
            out.extend([
                r.text.clone(),
                r.words.clone(),
                r.spoken.clone(),
                r.values_words.clone(),
                r.label_name.clone(),
            ]);
        }
        out
    }

    #[test]
    fn no_review_sentence_nests_brackets_and_the_codes_are_explained() {
        let mut jinmen = GameRecord::new_game(GameId::Jinmen);
        for m in ["b2-b3", "c6-c5", "b3-b4", "b6-b5"] {
            let mv = jinmen.current().board().parse_move(m).unwrap();
            jinmen.play(Ply::Move(mv)).unwrap();
        }
        for record in [blunder_game(), jinmen] {
            let mut s = ReviewScreen::new(record, Some(Side::First), DisplayLanguage::En);
            let fx = s.handle(ReviewEvent::Start);
            let [ReviewEffect::Run(job)] = fx.as_slice() else {
                panic!("one review job: {fx:?}");
            };
            s.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
            for lang in DisplayLanguage::ALL {
                s.handle(ReviewEvent::Language(lang));
                let n = s.view().rows.len();
                for k in 0..=n {
                    s.handle(ReviewEvent::Select(k));
                    let v = s.view();
                    for text in review_texts(&v) {
                        assert!(
                            bracket_depth(&text) <= 1,
                            "{lang:?}: nested brackets: {text}"
                        );
                        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
                        for word in ["ply", "plies", "Ply"] {
                            assert!(!words.contains(&word), "{lang:?}: {text}");
                        }
                    }
                    // Every code a row shows is explained by the legend.
                    for r in &v.rows {
                        assert!(
                            v.legend.contains(r.mark.as_str()),
                            "{lang:?}: {} not in {}",
                            r.mark,
                            v.legend
                        );
                        for name in r.label_name.split(' ') {
                            let marked = format!("{} {name}", r.mark);
                            assert!(v.legend.contains(&marked), "{lang:?}: {marked}");
                        }
                        assert!(!r.values_words.is_empty());
                    }
                }
            }
        }
        let mut s = ReviewScreen::new(blunder_game(), Some(Side::First), DisplayLanguage::En);
        let fx = s.handle(ReviewEvent::Start);
        let [ReviewEffect::Run(job)] = fx.as_slice() else {
            panic!("one review job: {fx:?}");
        };
        s.handle(ReviewEvent::ReviewDone(job.run(&CancelToken::new())));
        let v = s.view();
        assert!(v.legend.contains("?? blunder"), "{}", v.legend);
        assert!(
            v.legend.contains("W5 First wins in 5 moves"),
            "{}",
            v.legend
        );
    }
}
