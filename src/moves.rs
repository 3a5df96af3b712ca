//! Moves as values and a fixed-capacity move list.

use std::mem::MaybeUninit;

use crate::board::Bitboard;

/// The most pieces one capture can take: a piece on the edge cannot be jumped, and 10x10 has 32
/// playable squares off the edge (8x8 has 18), so no composed position can need more.
pub const MAX_JUMPS: usize = 32;

/// A move: origin, landing path and captured set. Squares are bit indices of the board layout.
///
/// Identity (RULES.md §5) is `(from, to, captured, crowned)`: two capture paths taking the same
/// pieces to the same square are one move; the path is one representative, kept for animation and
/// for the long notation.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    /// The square the piece leaves.
    pub from: u8,
    /// The square it ends on.
    pub to: u8,
    /// The man becomes a king with this move (at its end, or mid-capture in Russian).
    pub crowned: bool,
    len: u8,
    /// The captured pieces; empty for a quiet move.
    pub captured: Bitboard,
    path: [u8; MAX_JUMPS],
}

impl PartialEq for Move {
    fn eq(&self, other: &Self) -> bool {
        self.from == other.from
            && self.to == other.to
            && self.captured == other.captured
            && self.crowned == other.crowned
    }
}

impl Eq for Move {}

impl Move {
    /// A quiet (non-capturing) move.
    #[inline(always)]
    pub fn quiet(from: u8, to: u8, crowned: bool) -> Move {
        Move {
            from,
            to,
            crowned,
            len: 0,
            captured: 0,
            path: [0; MAX_JUMPS],
        }
    }

    /// A capture along `landings` (one square per jump, the last one is `to`).
    pub fn capture(from: u8, landings: &[u8], captured: Bitboard, crowned: bool) -> Move {
        let mut path = [0; MAX_JUMPS];
        let n = landings.len().min(MAX_JUMPS);
        path[..n].copy_from_slice(&landings[..n]);
        Move {
            from,
            to: landings.last().copied().unwrap_or(from),
            crowned,
            len: n as u8,
            captured,
            path,
        }
    }

    /// Whether the move captures.
    #[inline(always)]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The landing square of every jump, ending with `to`; empty for a quiet move.
    #[inline(always)]
    pub fn landings(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }

    /// Number of pieces captured.
    #[inline(always)]
    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// Whether `other` is the same move (RULES.md §5), whatever its path.
    #[inline(always)]
    pub fn same_as(&self, other: &Move) -> bool {
        self == other
    }
}

/// Capacity of a [`MoveList`]; more legal moves than this never occur in real play, and the
/// generator stops adding (it never overflows) if a composed position had more.
pub const MAX_MOVES: usize = 512;

/// A fixed-capacity list of moves: no heap allocation per node, and no initialisation of the
/// unused capacity either (that would cost more than generating the moves).
pub struct MoveList {
    moves: [MaybeUninit<Move>; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        MoveList {
            moves: [const { MaybeUninit::uninit() }; MAX_MOVES],
            len: 0,
        }
    }

    /// Adds a move (ignored when full).
    #[inline(always)]
    pub fn push(&mut self, mv: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = MaybeUninit::new(mv);
            self.len += 1;
        }
    }

    /// Number of moves.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Removes every move.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self.as_slice()[i];
            if keep(&m) {
                self.moves[j] = MaybeUninit::new(m);
                j += 1;
            }
        }
        self.len = j;
    }

    /// Drops later moves equal (RULES.md §5) to an earlier one.
    pub fn dedup(&mut self) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self.as_slice()[i];
            if !self.as_slice()[..j].iter().any(|k| k == &m) {
                self.moves[j] = MaybeUninit::new(m);
                j += 1;
            }
        }
        self.len = j;
    }

    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: the first `len` entries were written by `push`/`retain`/`dedup`, and
        // `MaybeUninit<Move>` has the layout of `Move`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }

    /// The moves as a mutable slice (for ordering).
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        // SAFETY: as in `as_slice`.
        unsafe { std::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Move>(), self.len) }
    }

    /// Iterates over the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
