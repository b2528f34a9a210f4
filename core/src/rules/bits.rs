//! A tiny bitboard over the at most 29 points of a board.

use crate::rules::point::Point;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of points, one bit per point index (bit `i` = point `i`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bits(pub u32);

impl Bits {
    /// The empty set.
    pub const EMPTY: Bits = Bits(0);

    /// The set holding only `p`.
    #[inline]
    pub const fn single(p: Point) -> Bits {
        Bits(1 << p.0)
    }

    /// The set of the first `n` points.
    #[inline]
    pub const fn first_n(n: usize) -> Bits {
        if n >= 32 {
            Bits(u32::MAX)
        } else {
            Bits((1u32 << n) - 1)
        }
    }

    /// Whether `p` is in the set.
    #[inline]
    pub const fn contains(self, p: Point) -> bool {
        self.0 & (1 << p.0) != 0
    }

    /// Adds `p`.
    #[inline]
    pub fn insert(&mut self, p: Point) {
        self.0 |= 1 << p.0;
    }

    /// Removes `p`.
    #[inline]
    pub fn remove(&mut self, p: Point) {
        self.0 &= !(1 << p.0);
    }

    /// Number of points in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest point in the set, if any.
    #[inline]
    pub const fn first(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point(self.0.trailing_zeros() as u8))
        }
    }
}

impl Iterator for Bits {
    type Item = Point;
    #[inline]
    fn next(&mut self) -> Option<Point> {
        let p = self.first()?;
        self.0 &= self.0 - 1;
        Some(p)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}

impl FromIterator<Point> for Bits {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Self {
        let mut b = Bits::EMPTY;
        for p in iter {
            b.insert(p);
        }
        b
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bits {
            type Output = Bits;
            #[inline]
            fn $f(self, rhs: Bits) -> Bits {
                Bits(self.0 $op rhs.0)
            }
        }
        impl $tra for Bits {
            #[inline]
            fn $fa(&mut self, rhs: Bits) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bits {
    type Output = Bits;
    #[inline]
    fn not(self) -> Bits {
        Bits(!self.0)
    }
}
