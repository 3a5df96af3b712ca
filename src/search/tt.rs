//! A fixed-size transposition table: one entry per slot, replaced when deeper or newer.

use crate::moves::Move;

/// How a stored score bounds the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least this score (a cut-off).
    Lower,
    /// At most this score.
    Upper,
}

/// A move stored compactly: from, to and a digest of the captured set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveKey {
    from: u8,
    to: u8,
    captured: u16,
}

impl MoveKey {
    /// The key of `mv`.
    pub fn of(mv: &Move) -> MoveKey {
        let c = mv.captured.bits();
        MoveKey {
            from: mv.from.index() as u8,
            to: (mv.to.index() as u8).wrapping_add(mv.crowned as u8 * 128),
            captured: (c ^ (c >> 16) ^ (c >> 32) ^ (c >> 48)) as u16,
        }
    }

    /// Whether `mv` is the stored move.
    pub fn matches(&self, mv: &Move) -> bool {
        *self == MoveKey::of(mv)
    }
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    /// The best or refuting move, if any.
    pub mv: Option<MoveKey>,
    /// The score from the side to move's view.
    pub score: i32,
    /// Remaining depth searched.
    pub depth: i16,
    /// What the score means.
    pub bound: Bound,
    age: u8,
}

/// The table.
pub struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits.min(26);
        Table {
            entries: vec![None; n],
            mask: n - 1,
            age: 0,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    /// Marks a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        match self.entries[key as usize & self.mask] {
            Some(e) if e.key == key => Some(e),
            _ => None,
        }
    }

    /// Starts loading `key`'s slot into the cache, so a probe shortly after does not wait on
    /// memory: with a table of millions of entries most probes miss every cache level.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot = self.entries.as_ptr().wrapping_add(key as usize & self.mask);
            // SAFETY: prefetching is a hint that never faults, whatever the address.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    slot.cast::<i8>(),
                )
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Stores a result.
    #[inline]
    pub fn store(&mut self, key: u64, mv: Option<MoveKey>, score: i32, depth: i16, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        let replace = match slot {
            None => true,
            Some(old) => old.key == key || old.age != self.age || depth >= old.depth,
        };
        if replace {
            let mv = mv.or_else(|| slot.filter(|o| o.key == key).and_then(|o| o.mv));
            *slot = Some(Entry {
                key,
                mv,
                score,
                depth,
                bound,
                age: self.age,
            });
        }
    }
}
