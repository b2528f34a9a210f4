//! A fixed-size transposition table owned by one search: buckets of two
//! 16-byte entries (one kept by depth, one always replaced).

use crate::rules::board::Point;
use crate::rules::moves::Move;

/// The kind of bound a stored score is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The exact score.
    Exact,
    /// A lower bound (the search failed high).
    Lower,
    /// An upper bound (the search failed low).
    Upper,
}

/// An entry is two words: the full key, and the packed data
/// `score:16 | from:8 | to:8 | depth:8 | flags:8 | age:8` (flags: bits 0–1 the
/// bound, 0 = empty; bit 2 = has a move; age: the search that stored it). A
/// bucket holds two entries; an all-zero table is empty, so it is allocated
/// zeroed (lazily by the OS).
#[inline]
fn pack(score: i16, from: u8, to: u8, depth: u8, flags: u8, age: u8) -> u64 {
    u64::from(score as u16)
        | u64::from(from) << 16
        | u64::from(to) << 24
        | u64::from(depth) << 32
        | u64::from(flags) << 40
        | u64::from(age) << 48
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    score: i16,
    from: u8,
    to: u8,
    depth: u8,
    flags: u8,
    age: u8,
}

impl Entry {
    #[inline]
    fn unpack(key: u64, data: u64) -> Entry {
        Entry {
            key,
            score: data as u16 as i16,
            from: (data >> 16) as u8,
            to: (data >> 24) as u8,
            depth: (data >> 32) as u8,
            flags: (data >> 40) as u8,
            age: (data >> 48) as u8,
        }
    }

    #[inline]
    fn data(&self) -> u64 {
        pack(
            self.score, self.from, self.to, self.depth, self.flags, self.age,
        )
    }
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub score: i32,
    pub depth: u32,
    pub bound: Bound,
    pub mv: Option<Move>,
}

/// The table. It may serve several searches in a row (the moves of one game):
/// each search calls [`Tt::new_search`], and the deep slot of a bucket prefers to
/// replace entries left by earlier searches.
pub(crate) struct Tt {
    buckets: Vec<[u64; 4]>,
    mask: usize,
    age: u8,
}

impl Tt {
    /// A table of at most `bytes` bytes (rounded down to a power of two buckets,
    /// at least 1024 buckets).
    pub fn new(bytes: usize) -> Tt {
        let n = Tt::new_size(bytes) / std::mem::size_of::<[u64; 4]>();
        Tt {
            buckets: vec![[0u64; 4]; n],
            mask: n - 1,
            age: 0,
        }
    }

    /// The size in bytes of `Tt::new(bytes)`.
    pub fn new_size(bytes: usize) -> usize {
        let per = std::mem::size_of::<[u64; 4]>();
        let mut n = 1024usize;
        while n * 2 * per <= bytes {
            n *= 2;
        }
        n * per
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<[u64; 4]>()
    }

    /// Starts a new search over the kept entries: what they say stays valid
    /// (scores are for positions, mate distances relative to them), but they age.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key >> 20) as usize & self.mask
    }

    /// Looks `key` up.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = &self.buckets[self.bucket(key)];
        (0..2)
            .map(|k| Entry::unpack(b[2 * k], b[2 * k + 1]))
            .find(|e| e.key == key && e.flags & 3 != 0)
            .map(|e| Hit {
                score: i32::from(e.score),
                depth: u32::from(e.depth),
                bound: match e.flags & 3 {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                },
                mv: (e.flags & 4 != 0).then(|| Move::new(Point(e.from), Point(e.to))),
            })
    }

    /// Stores a result.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, mv: Option<Move>) {
        let i = self.bucket(key);
        let b = &mut self.buckets[i];
        let e0 = Entry::unpack(b[0], b[1]);
        let depth = depth.min(255) as u8;
        let slot = if e0.key == key || e0.flags & 3 == 0 || e0.age != self.age || depth >= e0.depth
        {
            0
        } else {
            1
        };
        let old = Entry::unpack(b[2 * slot], b[2 * slot + 1]);
        let (from, to, has) = match mv {
            Some(m) => (m.from.0, m.to.0, 4),
            None if old.key == key => (old.from, old.to, old.flags & 4),
            None => (0, 0, 0),
        };
        if slot == 0 && old.flags & 3 != 0 && old.key != key {
            // Keep the displaced deep entry in the always-replace slot.
            b[2] = old.key;
            b[3] = old.data();
        }
        let flags = has
            | match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            };
        let score = score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
        b[2 * slot] = key;
        b[2 * slot + 1] = pack(score, from, to, depth, flags, self.age);
    }
}
