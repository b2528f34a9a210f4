//! The library part of `folkchess-cli`: the engine protocol (`docs/engine-protocol.md`),
//! so that the `folkchess` binary, its tests and the fuzz targets (`fuzz/`) drive the
//! same command parser. Everything else of the command line lives in the binary.

#![cfg_attr(not(test), warn(clippy::unwrap_used))]

pub mod engine;
pub mod tables;
