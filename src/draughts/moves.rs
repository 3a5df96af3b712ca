//! Moves as values and a fixed-capacity move list.

use std::mem::MaybeUninit;

use crate::draughts::board::{Square, SquareSet};

/// The most pieces one capture can take: a side has at most 20 pieces in every game here (a
/// position with more is refused when it is read), so no capture takes more.
pub const MAX_JUMPS: usize = 20;

/// A move: origin, the landing square and the captured piece of each jump, and the captured set.
///
/// Identity (RULES.md §5) is `(from, to, captured, crowned)`: two capture paths taking the same
/// pieces to the same square are one move; the path is one representative, kept for animation
/// and the long notation, and it says which piece each jump took, so nobody has to walk it again.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it ends on.
    pub to: Square,
    /// The man becomes a king with this move (at its end, or mid-capture in Russian).
    pub crowned: bool,
    len: u8,
    /// In Frisian games, the run of simple moves with one king this move leaves its side with
    /// (see [`crate::draughts::position::Position::king_streak`]); `None` in every other game, where
    /// playing the move leaves the runs alone.
    pub streak: Option<u8>,
    /// The captured pieces; empty for a quiet move.
    pub captured: SquareSet,
    landings: [Square; MAX_JUMPS],
    taken: [Square; MAX_JUMPS],
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

const NO_PATH: [Square; MAX_JUMPS] = [Square::new(0); MAX_JUMPS];

impl Move {
    /// A quiet (non-capturing) move.
    #[inline(always)]
    pub fn quiet(from: Square, to: Square, crowned: bool) -> Move {
        Move {
            from,
            to,
            crowned,
            len: 0,
            streak: None,
            captured: SquareSet::EMPTY,
            landings: NO_PATH,
            taken: NO_PATH,
        }
    }

    /// A capture: `jumps` holds each jump's captured piece and landing square, in order (the
    /// last landing is `to`).
    pub fn capture(from: Square, jumps: &[(Square, Square)], crowned: bool) -> Move {
        let mut m = Move::quiet(from, from, crowned);
        let n = jumps.len().min(MAX_JUMPS);
        for (i, &(taken, land)) in jumps[..n].iter().enumerate() {
            m.taken[i] = taken;
            m.landings[i] = land;
            m.captured = m.captured.with(taken);
        }
        m.len = n as u8;
        if let Some(&(_, last)) = jumps[..n].last() {
            m.to = last;
        }
        m
    }

    /// A capture from the parts the move generator keeps as it walks: the landing squares and
    /// the captured piece of each jump, and the set they make.
    #[inline(always)]
    pub(crate) fn from_walk(
        from: Square,
        landings: &[Square; MAX_JUMPS],
        taken: &[Square; MAX_JUMPS],
        len: usize,
        captured: SquareSet,
        crowned: bool,
    ) -> Move {
        Move {
            from,
            to: landings[len - 1],
            crowned,
            len: len as u8,
            streak: None,
            captured,
            landings: *landings,
            taken: *taken,
        }
    }

    /// Whether the move captures.
    #[inline(always)]
    pub fn is_capture(&self) -> bool {
        self.captured.any()
    }

    /// The squares the piece lands on, one per jump (empty for a quiet move).
    #[inline(always)]
    pub fn landings(&self) -> &[Square] {
        &self.landings[..self.len as usize]
    }

    /// The piece each jump takes, in order (empty for a quiet move).
    #[inline(always)]
    pub fn taken(&self) -> &[Square] {
        &self.taken[..self.len as usize]
    }

    /// Each jump: the piece it takes and where it lands.
    pub fn jumps(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        self.taken()
            .iter()
            .copied()
            .zip(self.landings().iter().copied())
    }

    /// Number of pieces captured.
    #[inline(always)]
    pub fn capture_count(&self) -> u32 {
        self.captured.count()
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
