//! The engine protocol (in progress).
use crate::CliResult;
/// Runs the engine.
pub fn run() -> CliResult {
    Ok(())
}
