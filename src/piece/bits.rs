//! A set of squares of a piece-game board (at most 12x12 = 144 squares) as three 64-bit words.

/// A set of squares, by index `rank * files + file`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bits(pub [u64; 3]);

impl Bits {
    /// The empty set.
    pub const EMPTY: Bits = Bits([0; 3]);

    /// The set of one square.
    #[inline(always)]
    pub fn one(sq: u8) -> Bits {
        let mut b = Bits::EMPTY;
        b.insert(sq);
        b
    }

    /// Whether `sq` is in the set.
    #[inline(always)]
    pub fn has(self, sq: u8) -> bool {
        self.0[(sq >> 6) as usize] >> (sq & 63) & 1 != 0
    }

    /// Adds `sq`.
    #[inline(always)]
    pub fn insert(&mut self, sq: u8) {
        self.0[(sq >> 6) as usize] |= 1 << (sq & 63);
    }

    /// Removes `sq`.
    #[inline(always)]
    pub fn remove(&mut self, sq: u8) {
        self.0[(sq >> 6) as usize] &= !(1 << (sq & 63));
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    /// The number of squares.
    #[inline(always)]
    pub fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The squares in both sets.
    #[inline(always)]
    pub fn and(self, o: Bits) -> Bits {
        Bits([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }

    /// The squares in either set.
    #[inline(always)]
    pub fn or(self, o: Bits) -> Bits {
        Bits([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }

    /// The squares of this set not in `o`.
    #[inline(always)]
    pub fn minus(self, o: Bits) -> Bits {
        Bits([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
        ])
    }

    /// The squares in ascending order.
    #[inline(always)]
    pub fn iter(self) -> BitsIter {
        BitsIter(self.0, 0)
    }
}

/// The squares of a [`Bits`], ascending.
pub struct BitsIter([u64; 3], usize);

impl Iterator for BitsIter {
    type Item = u8;

    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        while self.1 < 3 {
            let w = self.0[self.1];
            if w != 0 {
                self.0[self.1] = w & (w - 1);
                return Some((self.1 * 64) as u8 + w.trailing_zeros() as u8);
            }
            self.1 += 1;
        }
        None
    }
}

impl FromIterator<u8> for Bits {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Bits {
        let mut b = Bits::EMPTY;
        for sq in iter {
            b.insert(sq);
        }
        b
    }
}
