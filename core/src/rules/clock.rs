//! The turn clock's logic (RULES.md app rule 2). The app feeds a monotonic time in
//! milliseconds; the clock says how much of the turn remains and whether it expired.
//! It never reads a clock itself, so it is deterministic and testable.

/// A per-turn countdown that can be paused while the app is in the background.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    limit_ms: Option<u64>,
    state: ClockState,
}

/// Where the clock is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockState {
    /// Not counting (before the first turn, or after the game ended).
    Stopped,
    /// Counting since `since_ms`, with `used_ms` already used before that.
    Running {
        /// When counting (re)started.
        since_ms: u64,
        /// Time used in this turn before `since_ms`.
        used_ms: u64,
    },
    /// Paused with `used_ms` of this turn used.
    Paused {
        /// Time used in this turn.
        used_ms: u64,
    },
}

impl TurnClock {
    /// A clock with `limit_seconds` per turn, or none (`None`: the clock never expires).
    pub fn new(limit_seconds: Option<u32>) -> TurnClock {
        TurnClock {
            limit_ms: limit_seconds.map(|s| u64::from(s) * 1000),
            state: ClockState::Stopped,
        }
    }

    /// The limit per turn in milliseconds, if any.
    pub fn limit_ms(&self) -> Option<u64> {
        self.limit_ms
    }

    /// The current state.
    pub fn state(&self) -> ClockState {
        self.state
    }

    /// Starts a fresh turn at `now_ms` (after every ply).
    pub fn start_turn(&mut self, now_ms: u64) {
        self.state = ClockState::Running {
            since_ms: now_ms,
            used_ms: 0,
        };
    }

    /// Stops counting (game over, or a computer's turn when only humans are timed).
    pub fn stop(&mut self) {
        self.state = ClockState::Stopped;
    }

    /// Pauses (the app went to the background). No effect unless running.
    pub fn pause(&mut self, now_ms: u64) {
        if let ClockState::Running { .. } = self.state {
            self.state = ClockState::Paused {
                used_ms: self.used_ms(now_ms),
            };
        }
    }

    /// Resumes after [`TurnClock::pause`]. No effect unless paused.
    pub fn resume(&mut self, now_ms: u64) {
        if let ClockState::Paused { used_ms } = self.state {
            self.state = ClockState::Running {
                since_ms: now_ms,
                used_ms,
            };
        }
    }

    /// Time used in the current turn. Time that seems to run backwards counts as zero.
    pub fn used_ms(&self, now_ms: u64) -> u64 {
        match self.state {
            ClockState::Stopped => 0,
            ClockState::Paused { used_ms } => used_ms,
            ClockState::Running { since_ms, used_ms } => {
                used_ms.saturating_add(now_ms.saturating_sub(since_ms))
            }
        }
    }

    /// Time left in the turn, or `None` when there is no limit.
    pub fn remaining_ms(&self, now_ms: u64) -> Option<u64> {
        self.limit_ms
            .map(|limit| limit.saturating_sub(self.used_ms(now_ms)))
    }

    /// Whether the running turn has used up its time (the app then asks the core
    /// to pass). A stopped or paused clock never expires.
    pub fn expired(&self, now_ms: u64) -> bool {
        matches!(self.state, ClockState::Running { .. }) && self.remaining_ms(now_ms) == Some(0)
    }

    /// Whether the clock is counting.
    pub fn is_running(&self) -> bool {
        matches!(self.state, ClockState::Running { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_down_and_expires() {
        let mut c = TurnClock::new(Some(60));
        assert_eq!(c.remaining_ms(0), Some(60_000));
        assert!(!c.expired(1_000_000), "a stopped clock never expires");
        c.start_turn(1_000);
        assert_eq!(c.remaining_ms(31_000), Some(30_000));
        assert!(!c.expired(60_999));
        assert!(c.expired(61_000));
        assert_eq!(c.remaining_ms(99_000), Some(0));
    }

    #[test]
    fn pause_and_resume_keep_the_used_time() {
        let mut c = TurnClock::new(Some(15));
        c.start_turn(0);
        c.pause(10_000);
        assert!(
            !c.expired(500_000),
            "the clock pauses while the app is in the background"
        );
        assert_eq!(c.remaining_ms(500_000), Some(5_000));
        c.resume(500_000);
        assert_eq!(c.remaining_ms(504_000), Some(1_000));
        assert!(c.expired(505_000));
        c.start_turn(505_000);
        assert_eq!(c.remaining_ms(505_000), Some(15_000));
    }

    #[test]
    fn no_limit_never_expires_and_time_going_backwards_is_harmless() {
        let mut c = TurnClock::new(None);
        c.start_turn(100);
        assert_eq!(c.remaining_ms(u64::MAX), None);
        assert!(!c.expired(u64::MAX));
        let mut d = TurnClock::new(Some(30));
        d.start_turn(10_000);
        assert_eq!(d.remaining_ms(5_000), Some(30_000));
        d.resume(1);
        d.pause(0);
        assert_eq!(d.used_ms(0), 0);
    }
}
