//! Self-play matches (in progress).
use crate::{CliResult, MatchArgs};
/// Runs a match.
pub fn run(_a: &MatchArgs) -> CliResult {
    Ok(())
}
