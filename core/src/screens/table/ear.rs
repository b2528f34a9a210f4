//! What the game table says to a screen reader: the news of each move, the announcements
//! (each once), the moves by ear and the position in words.

use super::*;

/// What the ply just played did, kept to be worded when shown (so it follows the
/// language): the computer's move, and the pieces a ply captured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct PlyNews {
    /// The side that played it.
    mover: Side,
    /// The computer's move in notation (none: a player's ply).
    computer_move: Option<String>,
    /// The names of the points whose pieces it captured.
    captured: Vec<String>,
    /// The opponent's pieces left after it.
    left: usize,
}

impl PlyNews {
    /// The news of `entry` in a game where `computer` plays that side: none for a
    /// player's ply that captured nothing (the player saw it) or a pass (the message
    /// says why).
    pub(super) fn of(entry: &PlyEntry, computer: Option<Side>) -> Option<PlyNews> {
        let mover = entry.after.side_to_move().opponent();
        let board = entry.after.board();
        let computer_move = match entry.ply {
            Ply::Move(m) if computer == Some(mover) => Some(board.move_text(m)),
            _ => None,
        };
        let captured: Vec<String> = entry
            .effects
            .map(|e| e.captured.map(|p| board.name(p).to_string()).collect())
            .unwrap_or_default();
        if computer_move.is_none() && captured.is_empty() {
            return None;
        }
        Some(PlyNews {
            mover,
            computer_move,
            captured,
            left: entry.after.pieces(mover.opponent()).len(),
        })
    }

    /// Its sentences in the display language, one a line.
    pub(super) fn text(&self, lang: DisplayLanguage) -> String {
        let mut sentences = Vec::new();
        if let Some(m) = &self.computer_move {
            sentences.push(lang.sentence(|l| computer_plays_text(m, l)));
        }
        if !self.captured.is_empty() {
            sentences.push(
                lang.sentence(|l| messages::capture_text(self.mover, &self.captured, self.left, l)),
            );
        }
        sentences.join("\n")
    }
}

/// "The computer plays tm-m." / "电脑走 tm-m。"
pub(super) fn computer_plays_text(move_text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("The computer plays {move_text}."),
        Lang::Zh => format!("电脑走 {move_text}。"),
    }
}

/// What a screen reader has heard of the table, to tell what changed after an event.
pub(super) struct Heard {
    plies: usize,
    restarts: u64,
    notice: Option<Notice>,
    hint: Option<Arrow>,
    question: Option<Question>,
    over: bool,
    selected: Option<Point>,
    remaining_ms: Option<u64>,
}

impl GameTable {
    pub(super) fn heard(&self, now_ms: u64) -> Heard {
        Heard {
            plies: self.session.record().ply_count(),
            restarts: self.restarts,
            notice: self.notice.clone(),
            hint: self.hint,
            question: self.question,
            over: self.is_over(),
            selected: self.selected,
            remaining_ms: self
                .session
                .clock()
                .is_running()
                .then(|| self.session.remaining_ms(now_ms))
                .flatten(),
        }
    }

    /// Queues what changed since `before` for a screen reader, each thing once; returns
    /// the feedback the change calls for beyond a ply's (a refused move, time running
    /// low), which every player hears, screen reader or not.
    pub(super) fn announce(&mut self, before: Heard, now_ms: u64) -> Vec<FeedbackKind> {
        let mut cues = Vec::new();
        use Politeness::{Assertive, Polite};
        let lang = self.language;
        let after = self.heard(now_ms);
        let (spoken, _) = spoken_in(lang);
        if after.plies > before.plies && after.restarts == before.restarts {
            let computer = self.session.computer_side();
            let record = self.session.record();
            let board = record.start().board();
            // Each ply's words, already in the spoken language.
            let mut said: Vec<String> = Vec::new();
            for entry in record.entries().iter().skip(before.plies) {
                let mover = entry.after.side_to_move().opponent();
                if computer != Some(mover) && matches!(entry.ply, Ply::Move(_)) {
                    let who = computer.is_none().then_some(mover);
                    let text = board.ply_text(entry.ply);
                    said.push(spoken.sentence(|l| speech::move_played(who, &text, l)));
                }
                if let Some(n) = PlyNews::of(entry, computer) {
                    said.push(n.text(spoken));
                }
            }
            for text in said {
                self.announcer.say(lang, Polite, |_| text.clone());
            }
        }
        if after.notice.is_some() && after.notice != before.notice {
            if let Some(n) = &after.notice {
                let politeness = match n.kind() {
                    MessageKind::Refusal => {
                        cues.push(FeedbackKind::Refused);
                        Assertive
                    }
                    _ => Polite,
                };
                let n = n.clone();
                self.announcer.say(lang, politeness, |l| n.text(l));
            }
        }
        if let (Some(h), true) = (after.hint, after.hint != before.hint) {
            let text = self.board().move_text(Move::new(h.from, h.to));
            self.announcer.say(lang, Polite, |l| speech::hint(&text, l));
        }
        if let (Some(q), true) = (after.question, after.question != before.question) {
            let text = self.in_language(spoken).question_view(q).text;
            self.announcer.say(lang, Assertive, |_| text.clone());
        }
        if after.over && !before.over {
            if let Some(r) = self.in_language(spoken).result_view() {
                self.announcer.say(lang, Assertive, |l| {
                    speech::two_sentences(&r.headline, &r.reason, l)
                });
            }
        }
        if let (Some(p), true) = (after.selected, after.selected != before.selected) {
            let board = self.board();
            let from = board.name(p).to_string();
            let to: Vec<String> = self.targets.map(|q| board.name(q).to_string()).collect();
            self.announcer.say(lang, Polite, |l| {
                let to: Vec<&str> = to.iter().map(String::as_str).collect();
                speech::moves_from(&from, &to, l)
            });
        }
        if let (Some(was), Some(now), true) = (
            self.heard_remaining_ms,
            after.remaining_ms,
            after.plies == before.plies && after.restarts == before.restarts,
        ) {
            for mark in LOW_TIME_MARKS {
                if was > mark * 1000 && now <= mark * 1000 {
                    self.announcer
                        .say(lang, Polite, |l| speech::time_left(mark, l));
                    cues.push(FeedbackKind::LowTime);
                }
            }
        }
        self.heard_remaining_ms = after.remaining_ms;
        cues.dedup();
        cues
    }

    /// Says `text` (in the language a screen reader hears) through this table's queue: the
    /// trainer's feedback.
    pub(crate) fn announce_words(&mut self, politeness: Politeness, text: impl Fn(Lang) -> String) {
        self.announcer.say(self.language, politeness, text);
    }

    /// Takes over what `old` has said (a table started afresh on a retry): the ids go on
    /// growing, so nothing is said twice or missed.
    pub(crate) fn keep_speech_of(&mut self, old: &GameTable) {
        self.announcer = old.announcer.clone();
    }

    /// Names the computer's bar "Opponent", without its level (a puzzle or an exercise,
    /// where the computer is no opponent the player chose: no "Computer · Master").
    pub(crate) fn name_the_computer_plainly(&mut self) {
        self.plain_opponent = true;
    }

    /// The pieces the player to act may move, with their moves, in the spoken language.
    pub(super) fn spoken_moves(&self) -> Vec<SpokenPiece> {
        if self.player_to_act().is_none() || self.is_over() {
            return Vec::new();
        }
        let (spoken, _) = spoken_in(self.language);
        let pos = self.session.position();
        let board = self.board();
        pos.movable_points()
            .map(|from| {
                let targets: Vec<Point> = pos.targets(from).collect();
                let names: Vec<&str> = targets.iter().map(|&q| board.name(q)).collect();
                SpokenPiece {
                    from,
                    label: spoken.sentence(|l| speech::moves_from(board.name(from), &names, l)),
                    moves: targets
                        .iter()
                        .map(|&to| SpokenMove {
                            to,
                            label: spoken.sentence(|l| speech::move_to(board.name(to), l)),
                        })
                        .collect(),
                }
            })
            .collect()
    }

    /// The whole position in words, in the spoken language.
    pub(super) fn position_spoken(&self, now_ms: u64) -> String {
        let (spoken, _) = spoken_in(self.language);
        let pos = self.session.position();
        let board = self.board();
        let generals = pos.generals();
        let list = |side: Side, l: Lang| -> String {
            let names: Vec<String> = pos
                .pieces(side)
                .map(|p| {
                    let name = board.name(p);
                    match (generals.contains(p), l) {
                        (true, Lang::En) => format!("{name} (general)"),
                        (true, Lang::Zh) => format!("{name}（师）"),
                        (false, _) => name.to_string(),
                    }
                })
                .collect();
            names.join(if l == Lang::En { ", " } else { "、" })
        };
        let timer = self.timer_view(now_ms);
        spoken.sentence(|l| {
            let first = speech::side_name(Side::First, l);
            let second = speech::side_name(Side::Second, l);
            let mover = speech::side_name(pos.side_to_move(), l);
            let shared = pos.shared_piece().map(|s| {
                let locked = pos.shared_locked();
                match l {
                    Lang::En => format!(
                        " The shared piece: {}{}.",
                        board.name(s),
                        if locked { ", locked" } else { "" }
                    ),
                    Lang::Zh => format!(
                        "公用棋子：{}{}。",
                        board.name(s),
                        if locked { "，已锁定" } else { "" }
                    ),
                }
            });
            let clock = timer
                .as_ref()
                .map(|t| match l {
                    Lang::En => format!(" {}", speech::time_left(t.seconds, l)),
                    Lang::Zh => speech::time_left(t.seconds, l),
                })
                .unwrap_or_default();
            match l {
                Lang::En => format!(
                    "{mover} to move. {first}: {}. {second}: {}.{}{clock}",
                    list(Side::First, l),
                    list(Side::Second, l),
                    shared.unwrap_or_default()
                ),
                Lang::Zh => format!(
                    "轮到{mover}。{first}：{}。{second}：{}。{}{clock}",
                    list(Side::First, l),
                    list(Side::Second, l),
                    shared.unwrap_or_default()
                ),
            }
        })
    }
}
