//! A fixed-size transposition table shared by the threads of one search: one entry per slot,
//! replaced when deeper or newer. A slot is one word of 8 bytes, written without a lock: the
//! search waits on the table's memory more than on anything else, so the smaller the slot, the
//! more of the table the caches hold.

use std::alloc::Layout;
use std::ops::Deref;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

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

/// A move stored compactly, as its game keys it ([`super::SearchRules::move_key`]): two moves
/// of one position rarely share a key, and when they do, the table's move is a legal move, only
/// not the best one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveKey(u16);

impl MoveKey {
    /// The key `key`.
    #[inline(always)]
    pub const fn new(key: u16) -> MoveKey {
        MoveKey(key)
    }
}

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
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

// A slot is one word: the move (16 bits), whether there is one (1), the bound (2, 0 for an empty
// slot), the depth (8), the score (16), the search's age (3) and the key's top 18 bits, which tell
// the positions sharing the slot apart (the low bits chose the slot).
const HAS_MOVE: u64 = 1 << 16;
const BOUND_SHIFT: u32 = 17;
const DEPTH_SHIFT: u32 = 19;
const SCORE_SHIFT: u32 = 27;
const AGE_SHIFT: u32 = 43;
const AGE_MASK: u8 = 7;
const CHECK_SHIFT: u32 = 46;

impl Entry {
    fn pack(self, key: u64) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let depth = self.depth.clamp(i8::MIN.into(), i8::MAX.into()) as i8 as u8;
        let score = self.score.clamp(i16::MIN.into(), i16::MAX.into()) as i16 as u16;
        self.mv.map_or(0, |m| u64::from(m.0) | HAS_MOVE)
            | bound << BOUND_SHIFT
            | u64::from(depth) << DEPTH_SHIFT
            | u64::from(score) << SCORE_SHIFT
            | u64::from(self.age & AGE_MASK) << AGE_SHIFT
            | key >> CHECK_SHIFT << CHECK_SHIFT
    }

    /// The entry of a slot's word, none for an empty slot. The bound is read from a table, not
    /// by a `match` (which compiles to a jump that the processor mispredicts about half the time).
    #[inline(always)]
    fn unpack(word: u64) -> Option<Entry> {
        const BOUNDS: [Bound; 4] = [Bound::Exact, Bound::Exact, Bound::Lower, Bound::Upper];
        let code = (word >> BOUND_SHIFT) & 3;
        if code == 0 {
            return None;
        }
        let bound = BOUNDS[code as usize];
        Some(Entry {
            mv: (word & HAS_MOVE != 0).then_some(MoveKey(word as u16)),
            score: i32::from((word >> SCORE_SHIFT) as u16 as i16),
            depth: i16::from((word >> DEPTH_SHIFT) as u8 as i8),
            bound,
            age: (word >> AGE_SHIFT) as u8 & AGE_MASK,
        })
    }
}

/// Whether the slot's word `word` was stored for `key` (the slot being `key`'s).
#[inline(always)]
fn holds(word: u64, key: u64) -> bool {
    (word ^ key) >> CHECK_SHIFT == 0
}

/// One slot: a single word, so that threads writing at once never tear it.
struct Slot(AtomicU64);

impl Slot {
    #[inline(always)]
    fn read(&self, key: u64) -> Option<Entry> {
        let word = self.0.load(Ordering::Relaxed);
        if holds(word, key) {
            Entry::unpack(word)
        } else {
            None
        }
    }

    fn write(&self, key: u64, entry: Entry) {
        self.0.store(entry.pack(key), Ordering::Relaxed);
    }

    /// The stored entry and whether it is `key`'s, or none for an empty slot.
    #[inline(always)]
    fn occupant(&self, key: u64) -> Option<(Entry, bool)> {
        let word = self.0.load(Ordering::Relaxed);
        Entry::unpack(word).map(|e| (e, holds(word, key)))
    }
}

/// Bytes in a huge page of the x86-64 Linux kernel.
const HUGE_PAGE: usize = 2 << 20;

/// The slots' memory, zeroed (every slot empty). On Linux a table of a huge page or more is
/// aligned to huge pages and asks the kernel for them: a probe then rarely misses the TLB as well
/// as the caches, where with 4 KB pages nearly every probe of a large table waits for both.
struct Slots {
    ptr: NonNull<Slot>,
    len: usize,
}

// SAFETY: `Slots` owns its memory, and a `Slot` is two atomics, safe to share between threads.
unsafe impl Send for Slots {}
// SAFETY: as above.
unsafe impl Sync for Slots {}

impl Slots {
    fn layout(len: usize) -> Layout {
        let size = len * std::mem::size_of::<Slot>();
        let align = if cfg!(target_os = "linux") && size >= HUGE_PAGE {
            HUGE_PAGE
        } else {
            std::mem::align_of::<Slot>()
        };
        Layout::from_size_align(size, align).expect("a table's size fits in memory")
    }

    fn zeroed(len: usize) -> Slots {
        let layout = Slots::layout(len);
        // SAFETY: the layout's size is not zero (`len` is a power of two), and all-zero bytes
        // are a valid, empty `Slot`.
        let raw = unsafe {
            if layout.align() == HUGE_PAGE {
                let raw = std::alloc::alloc(layout);
                if !raw.is_null() {
                    advise_huge_pages(raw, layout.size());
                    raw.write_bytes(0, layout.size());
                }
                raw
            } else {
                std::alloc::alloc_zeroed(layout)
            }
        };
        let ptr = NonNull::new(raw.cast::<Slot>())
            .unwrap_or_else(|| std::alloc::handle_alloc_error(layout));
        Slots { ptr, len }
    }
}

impl Deref for Slots {
    type Target = [Slot];

    fn deref(&self) -> &[Slot] {
        // SAFETY: `ptr` holds `len` initialised slots for as long as `self` lives.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl Drop for Slots {
    fn drop(&mut self) {
        // SAFETY: allocated in `zeroed` with this layout.
        unsafe { std::alloc::dealloc(self.ptr.as_ptr().cast(), Slots::layout(self.len)) }
    }
}

/// Asks Linux to back `len` bytes at `addr` (not yet touched) with huge pages. Only a hint: where
/// the kernel declines, the table works the same on small pages.
#[cfg(target_os = "linux")]
unsafe fn advise_huge_pages(addr: *mut u8, len: usize) {
    const MADV_HUGEPAGE: std::ffi::c_int = 14;
    extern "C" {
        fn madvise(
            addr: *mut std::ffi::c_void,
            len: usize,
            advice: std::ffi::c_int,
        ) -> std::ffi::c_int;
    }
    madvise(addr.cast(), len, MADV_HUGEPAGE);
}

#[cfg(not(target_os = "linux"))]
unsafe fn advise_huge_pages(_addr: *mut u8, _len: usize) {}

/// The table.
pub struct Table {
    slots: Slots,
    mask: usize,
    age: AtomicU8,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits.min(26);
        Table {
            slots: Slots::zeroed(n),
            mask: n - 1,
            age: AtomicU8::new(0),
        }
    }

    /// The table holds `2^bits()` entries.
    pub fn bits(&self) -> u32 {
        self.slots.len().trailing_zeros()
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for slot in self.slots.iter() {
            slot.0.store(0, Ordering::Relaxed);
        }
    }

    /// Marks a new search: older entries become the first to be replaced.
    pub fn new_search(&self) {
        let age = (self.age.load(Ordering::Relaxed) + 1) & AGE_MASK;
        self.age.store(age, Ordering::Relaxed);
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & self.mask].read(key)
    }

    /// Starts loading `key`'s slot into the cache, so a probe shortly after does not wait on
    /// memory: with a table of millions of entries most probes miss every cache level.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot = self.slots.as_ptr().wrapping_add(key as usize & self.mask);
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
    pub fn store(&self, key: u64, mv: Option<MoveKey>, score: i32, depth: i16, bound: Bound) {
        let slot = &self.slots[key as usize & self.mask];
        let age = self.age.load(Ordering::Relaxed);
        let mut mv = mv;
        if let Some((old, same)) = slot.occupant(key) {
            if !(same || old.age != age || depth >= old.depth) {
                return;
            }
            if same {
                mv = mv.or(old.mv);
            }
        }
        slot.write(
            key,
            Entry {
                mv,
                score,
                depth,
                bound,
                age,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_reads_back_as_stored() {
        let table = Table::new(4);
        let mv = MoveKey(0xBEEF);
        table.store(0x1234_5678_9ABC_DEF0, Some(mv), -29_950, 17, Bound::Lower);
        let e = table.probe(0x1234_5678_9ABC_DEF0).unwrap();
        assert_eq!(
            (e.mv, e.score, e.depth, e.bound),
            (Some(mv), -29_950, 17, Bound::Lower)
        );
        // Another key in the same slot misses.
        assert_eq!(table.probe(0x1234_5678_9ABC_DEF0 ^ (1 << 60)), None);
    }

    #[test]
    fn a_shallower_result_of_the_same_search_keeps_the_deeper_one() {
        let table = Table::new(2);
        // Two positions in slot 1, told apart by their keys' top bits.
        let (deep, shallow) = (1 | 5 << 58, 1 | 9 << 58);
        table.store(deep, None, 10, 8, Bound::Exact);
        table.store(shallow, None, 20, 3, Bound::Upper);
        assert_eq!(table.probe(deep).map(|e| e.depth), Some(8));
        assert_eq!(table.probe(shallow), None);
        // A new search replaces it.
        table.new_search();
        table.store(shallow, None, 20, 3, Bound::Upper);
        assert_eq!(table.probe(shallow).map(|e| e.score), Some(20));
        assert_eq!(table.probe(deep), None);
    }

    #[test]
    fn a_result_without_a_move_keeps_the_stored_move_of_its_position() {
        let table = Table::new(4);
        let mv = MoveKey(0x0304);
        table.store(7, Some(mv), 0, 4, Bound::Lower);
        table.store(7, None, -5, 5, Bound::Upper);
        assert_eq!(table.probe(7).and_then(|e| e.mv), Some(mv));
    }

    #[test]
    fn a_table_on_huge_pages_starts_empty_and_keeps_every_slot() {
        // 2^19 slots of 8 bytes: 4 MB, two huge pages.
        let table = Table::new(19);
        assert_eq!(table.bits(), 19);
        // One key for each slot (the low bits pick it), the high bits scrambled.
        let keys = (0..1u64 << 19).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) << 19 | i);
        assert!(keys.clone().all(|k| table.probe(k).is_none()));
        for (i, k) in keys.clone().enumerate() {
            table.store(k, None, i as i32 % 1000, 3, Bound::Exact);
        }
        let kept = keys
            .enumerate()
            .filter(|&(i, k)| table.probe(k).map(|e| e.score) == Some(i as i32 % 1000))
            .count();
        assert_eq!(kept, 1 << 19);
    }

    #[test]
    fn an_empty_table_finds_nothing_even_for_key_zero() {
        let table = Table::new(4);
        assert_eq!(table.probe(0), None);
        table.store(0, None, 1, 1, Bound::Exact);
        table.clear();
        assert_eq!(table.probe(0), None);
    }
}
