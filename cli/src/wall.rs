//! The wall clock of the terminal program.

use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch (the saves' time stamps).
pub fn wall_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}
