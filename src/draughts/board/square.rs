//! Squares and sets of squares. A square is a bit index in its board's layout (each topology
//! says how its points map to bits); a set is one bit per square, so a whole side's pieces are
//! one machine word and most of move generation is a handful of bit operations.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

/// A point of a board: its bit in the board's layout (`0..64`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at bit `index` of a layout; `index` must be below 64.
    #[inline(always)]
    pub const fn new(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    /// The square at bit `index`, if it is below 64.
    pub const fn try_new(index: usize) -> Option<Square> {
        if index < 64 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Its bit index.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The set holding only this square.
    #[inline(always)]
    pub const fn set(self) -> SquareSet {
        SquareSet(1 << self.0)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Square({})", self.0)
    }
}

/// A set of squares of one board, one bit per square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet(u64);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// The set whose bits are `bits`.
    #[inline(always)]
    pub const fn from_bits(bits: u64) -> SquareSet {
        SquareSet(bits)
    }

    /// Its bits.
    #[inline(always)]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether it holds no square.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether it holds at least one square.
    #[inline(always)]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether it holds `sq`.
    #[inline(always)]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.0) != 0
    }

    /// Whether it shares a square with `other`.
    #[inline(always)]
    pub const fn intersects(self, other: SquareSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The number of squares.
    #[inline(always)]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest square, if any.
    #[inline(always)]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }

    /// The set with `sq` added.
    #[inline(always)]
    pub const fn with(self, sq: Square) -> SquareSet {
        SquareSet(self.0 | (1 << sq.0))
    }

    /// The set with `sq` taken out.
    #[inline(always)]
    pub const fn without(self, sq: Square) -> SquareSet {
        SquareSet(self.0 & !(1 << sq.0))
    }

    /// Every bit moved `n` places towards bit 0 (bits falling off are lost).
    #[inline(always)]
    pub const fn shr(self, n: u32) -> SquareSet {
        SquareSet(self.0 >> n)
    }

    /// Every bit moved `n` places away from bit 0 (bits beyond 63 are lost).
    #[inline(always)]
    pub const fn shl(self, n: u32) -> SquareSet {
        SquareSet(self.0 << n)
    }

    /// The squares, lowest bit first.
    #[inline(always)]
    pub const fn iter(self) -> Squares {
        Squares(self.0)
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = Squares;

    #[inline(always)]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        iter.into_iter().fold(SquareSet::EMPTY, SquareSet::with)
    }
}

macro_rules! set_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl $trait for SquareSet {
            type Output = SquareSet;

            #[inline(always)]
            fn $method(self, rhs: SquareSet) -> SquareSet {
                SquareSet(self.0 $op rhs.0)
            }
        }

        impl $assign for SquareSet {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: SquareSet) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

set_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for SquareSet {
    type Output = SquareSet;

    /// The squares of `self` that are not in `rhs`.
    #[inline(always)]
    fn sub(self, rhs: SquareSet) -> SquareSet {
        SquareSet(self.0 & !rhs.0)
    }
}

impl Not for SquareSet {
    type Output = SquareSet;

    /// Every bit not in the set, board or not: intersect with a board's squares before use.
    #[inline(always)]
    fn not(self) -> SquareSet {
        SquareSet(!self.0)
    }
}

/// The squares of a set, lowest bit first.
#[derive(Clone, Copy)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let s = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(Square(s))
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}
