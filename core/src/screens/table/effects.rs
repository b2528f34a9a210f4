//! What the game table asks of its shell: the effects, and the searches it hands out as
//! jobs (run off the main thread, answered with [`super::TableEvent::SearchDone`]).

use super::*;

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SearchKind {
    /// The computer's move.
    ComputerMove,
    /// A hint for the player.
    Hint,
    /// The computer judging the player's draw offer.
    DrawDecision,
    /// Judging the answer to a practice exercise (the large games' review search; see
    /// [`crate::screens::practice::play`]).
    Judge,
}

#[derive(Clone, Debug)]
pub(super) enum Work {
    ComputerMove {
        request: ComputerRequest,
        /// The player allows the computer to resign (the setting), and it is its turn.
        may_resign: bool,
        /// The computer may offer a draw after its move.
        may_offer: bool,
    },
    DrawDecision(crate::rules::record::GameRecord),
    Hint {
        request: HintRequest,
        /// The position whose verdict is shown with the hint (small games, when asked).
        verdict_of: Option<crate::rules::position::Position>,
    },
    Judge {
        exercise: Box<crate::training::practice::Exercise>,
        answer: Move,
    },
}

/// A search the table asked for: run it off the main thread ([`SearchJob::run`]) and send
/// its answer back with [`TableEvent::SearchDone`]. It holds a copy of what it needs, so
/// the table goes on answering meanwhile.
#[derive(Clone, Debug)]
pub struct SearchJob {
    pub(super) id: u64,
    pub(super) work: Work,
}

impl SearchJob {
    /// The job's id (new for every job of a table).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// What the search is for.
    pub fn kind(&self) -> SearchKind {
        match self.work {
            Work::ComputerMove { .. } => SearchKind::ComputerMove,
            Work::Hint { .. } => SearchKind::Hint,
            Work::DrawDecision(_) => SearchKind::DrawDecision,
            Work::Judge { .. } => SearchKind::Judge,
        }
    }

    /// A job judging `answer` on `exercise` (asked for by a practice table, whose ids
    /// are its own).
    pub(crate) fn judge(
        id: u64,
        exercise: &crate::training::practice::Exercise,
        answer: Move,
    ) -> SearchJob {
        SearchJob {
            id,
            work: Work::Judge {
                exercise: Box::new(exercise.clone()),
                answer,
            },
        }
    }

    /// Runs the search (blocking: a moment in the small games, up to about a second in
    /// the large ones at Master). Cancelling stops it early; its answer is then dropped.
    pub fn run(&self, cancel: &CancelToken) -> SearchAnswer {
        let mut answer = SearchAnswer {
            id: self.id,
            ..SearchAnswer::default()
        };
        match &self.work {
            Work::ComputerMove {
                request,
                may_resign,
                may_offer,
            } => {
                if *may_resign && ai::resigns(request.record(), cancel) {
                    answer.resigns = true;
                    return answer;
                }
                answer.found = request.think(cancel);
                answer.offers_draw = *may_offer
                    && answer.found.is_some_and(|m| {
                        let mut after = request.record().clone();
                        after.play_move(m).is_ok()
                            && !after.status().is_over()
                            && ai::offers_draw(&after, cancel)
                    });
            }
            Work::Hint {
                request,
                verdict_of,
            } => {
                answer.found = request.think(cancel);
                answer.verdict = verdict_of.as_ref().and_then(ai::verdict);
            }
            Work::DrawDecision(record) => {
                answer.accepts_draw = Some(ai::accepts_draw(record, cancel));
            }
            Work::Judge {
                exercise,
                answer: m,
            } => {
                answer.judged = crate::training::practice::judge_move(exercise, *m, cancel);
                answer.found = answer.judged.map(|_| *m);
            }
        }
        answer
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchAnswer {
    /// The job's id.
    pub id: u64,
    /// The move found; none if cancelled before any was found (or the computer resigns).
    pub found: Option<Move>,
    /// For a hint in a small game: the position's exact value for the side to move.
    pub verdict: Option<Verdict>,
    /// The computer's move comes with a draw offer.
    pub offers_draw: bool,
    /// The computer resigns instead of moving.
    pub resigns: bool,
    /// The computer's answer to the player's draw offer.
    pub accepts_draw: Option<bool>,
    /// A practice answer judged: what the review would call it and the value it keeps.
    pub judged: Option<crate::training::practice::Judged>,
}

/// What a shell feels and hears: after a ply, a refused move, or when time runs low.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum FeedbackKind {
    /// The player's move without a capture (or a pass); between two players, either's.
    Ply,
    /// The computer's move without a capture (also a puzzle's or a lesson's reply).
    OpponentPly,
    /// A move that captured.
    Capture,
    /// A move the rules refuse (or the computer's turn).
    Refused,
    /// The turn's time is running low: 30, 10 and 5 seconds left.
    LowTime,
    /// The game ended: the player won (or, between two players, someone won).
    Win,
    /// The game ended: the player lost to the computer.
    Loss,
    /// The game ended in a draw.
    Draw,
}

impl FeedbackKind {
    /// Every kind.
    pub const ALL: [FeedbackKind; 8] = [
        FeedbackKind::Ply,
        FeedbackKind::OpponentPly,
        FeedbackKind::Capture,
        FeedbackKind::Refused,
        FeedbackKind::LowTime,
        FeedbackKind::Win,
        FeedbackKind::Loss,
        FeedbackKind::Draw,
    ];

    /// The name of its sound: the file `<name>.wav` of both apps (Android `res/raw`, iOS
    /// `Resources/Sounds`), synthesised by `scripts/make-sounds`. Each kind sounds
    /// different.
    pub fn sound(self) -> &'static str {
        match self {
            FeedbackKind::Ply => "move",
            FeedbackKind::OpponentPly => "move_opponent",
            FeedbackKind::Capture => "capture",
            FeedbackKind::Refused => "refused",
            FeedbackKind::LowTime => "low_time",
            FeedbackKind::Win => "win",
            FeedbackKind::Loss => "loss",
            FeedbackKind::Draw => "draw",
        }
    }

    /// How it vibrates: pulses of (on, off) milliseconds, the first on at once. A move is
    /// one short tick, a capture a stronger one, a refusal and low time two ticks, the end
    /// of a game one long pulse.
    pub fn vibration_ms(self) -> Vec<u32> {
        match self {
            FeedbackKind::Ply | FeedbackKind::OpponentPly => vec![20],
            FeedbackKind::Capture => vec![40],
            FeedbackKind::Refused => vec![30, 60, 30],
            FeedbackKind::LowTime => vec![50, 80, 50],
            FeedbackKind::Win | FeedbackKind::Loss | FeedbackKind::Draw => vec![120],
        }
    }
}

/// A ply's feedback, with the settings that ask for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Feedback {
    /// What happened.
    pub kind: FeedbackKind,
    /// Vibrate.
    pub haptic: bool,
    /// Play a sound.
    pub sound: bool,
}

/// What the table asks the shell to do.
#[derive(Clone, Debug)]
pub enum TableEffect {
    /// Run this search off the main thread, then send [`TableEvent::SearchDone`].
    Search(SearchJob),
    /// Stop the search with this id (its answer will be dropped anyway).
    CancelSearch(u64),
    /// Write this game to the autosave slot (through the app's one disk writer).
    Autosave(SavedGame),
    /// Write this game as a new saved game.
    Save(SavedGame),
    /// Empty the autosave slot.
    ClearAutosave,
    /// Vibrate and/or play a sound.
    Feedback(Feedback),
    /// The game has just ended: count it in the statistics
    /// ([`StatsFile::record`](crate::files::stats::StatsFile::record), through the one disk
    /// writer). Said when the game reaches its end (undo is not offered after it); the
    /// statistics keep one entry per game (its last ending), so a save of it resumed and
    /// finished again counts once.
    Finished(FinishedGame),
}

impl TableEffect {
    /// Whether the effect keeps or counts the game as the player's (an autosave, a save,
    /// the autosave cleared, the statistics): what a puzzle or practice table drops, as
    /// their positions are no games of the player's.
    pub fn keeps_the_game(&self) -> bool {
        matches!(
            self,
            TableEffect::Autosave(_)
                | TableEffect::Save(_)
                | TableEffect::ClearAutosave
                | TableEffect::Finished(_)
        )
    }
}
