//! A point of a board, by index.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A point of a board, as an index into [`Board::points`](crate::rules::board::Board::points) (the order of the
/// game's point table in `RULES.md`, which is also the order of position text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Point(pub u8);

impl Point {
    /// The index as `usize`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

// Across the FFI a point is its index, an `Int` / `Int32` as every number of the apps' API
// (docs/bindings.md); an index that is no `u8` is refused as the call's error. Whether it is
// on the game's board is for the call that takes it to check.
#[cfg(feature = "ffi")]
uniffi::custom_type!(Point, i32, {
    lower: |p| i32::from(p.0),
    try_lift: |i| Ok(Point(u8::try_from(i)?)),
});
