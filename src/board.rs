//! Board geometry: playable squares as bits of a `u64`, direction shifts and neighbour tables.
//!
//! Diagonal boards (8x8 and 10x10) use the padded layout of Scan: the playable squares are
//! numbered 0.. in PDN order (row by row from Black's back row, left to right as seen by White,
//! `a1` dark) and square `s` lives at bit `s + s / C` where `C` is the board width. Every pair of
//! rows therefore takes `C + 1` bits; the extra bit is a ghost square that catches moves falling
//! off the left or right edge. 10x10 (bits 0..54):
//!
//! ```text
//!   row 0:    .  0  .  1  .  2  .  3  .  4
//!   row 1:    5  .  6  .  7  .  8  .  9  .      ghost bit 10
//!   row 2:    . 11  . 12  . 13  . 14  . 15
//!   row 3:   16  . 17  . 18  . 19  . 20  .      ghost bit 21
//!   ...
//!   row 9:   49  . 50  . 51  . 52  . 53  .      ghost bit 54
//! ```
//!
//! The four diagonal steps are then one shift each on every square at once: up-left `-(W+1)`,
//! up-right `-W`, down-left `+W`, down-right `+(W+1)` with `W = C / 2` squares per row. Any step
//! off the board lands on a ghost bit or outside the board and is masked away.
//! White moves up (towards row 0), Black down.

/// A set of squares, one bit per square of the board's layout.
pub type Bitboard = u64;

/// Marks "no square" in neighbour tables.
pub const NO_SQUARE: u8 = 255;

/// A direction of movement on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Towards row 0 and the left edge (White's forward-left).
    UpLeft = 0,
    /// Towards row 0 and the right edge (White's forward-right).
    UpRight = 1,
    /// Towards the last row and the left edge (Black's forward-left as seen by White).
    DownLeft = 2,
    /// Towards the last row and the right edge.
    DownRight = 3,
}

impl Dir {
    /// The four diagonal directions.
    pub const DIAGONALS: [Dir; 4] = [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight];
    /// The two directions in which White's men move.
    pub const UP: [Dir; 2] = [Dir::UpLeft, Dir::UpRight];
    /// The two directions in which Black's men move.
    pub const DOWN: [Dir; 2] = [Dir::DownLeft, Dir::DownRight];

    /// Row and column step of this direction.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::UpLeft => (-1, -1),
            Dir::UpRight => (-1, 1),
            Dir::DownLeft => (1, -1),
            Dir::DownRight => (1, 1),
        }
    }
}

/// The geometry of one board: its size, squares and precomputed tables.
pub trait Geometry: 'static {
    /// Board width in squares (8 or 10).
    const COLS: usize;
    /// Board height in squares.
    const ROWS: usize;
    /// Number of playable squares.
    const SQUARES: usize;
    /// All playable squares.
    const ALL: Bitboard;
    /// The row nearest White (Black promotes here).
    const BOTTOM_ROW: Bitboard;
    /// The row nearest Black (White promotes here).
    const TOP_ROW: Bitboard;
    /// `NEXT[dir][bit]`: the square one step from `bit` in `dir`, or [`NO_SQUARE`].
    const NEXT: &'static [[u8; 64]; 4];
    /// Bit of each square in PDN order (index 0 = square 1).
    const BIT_OF: &'static [u8];
    /// Row (0 = Black's back row) and column (0 = White's left) of every bit, or 255.
    const COORDS: &'static [(u8, u8); 64];

    /// All squares of `bb` moved one step in `dir`, squares leaving the board dropped.
    fn shift(bb: Bitboard, dir: Dir) -> Bitboard;
}

/// A diagonal board of `C` x `R` squares with a dark square in White's left corner.
pub struct Diagonal<const C: usize, const R: usize>;

/// The 8x8 board of Russian, Brazilian, Czech, English, Italian and Pool draughts.
pub type Board8 = Diagonal<8, 8>;
/// The 10x10 board of International draughts and its relatives.
pub type Board10 = Diagonal<10, 10>;

const fn bit_of_square(s: usize, c: usize) -> usize {
    s + s / c
}

const fn coords_table(c: usize, r: usize) -> [(u8, u8); 64] {
    let mut t = [(255u8, 255u8); 64];
    let w = c / 2;
    let mut s = 0;
    while s < w * r {
        let row = s / w;
        let k = s % w;
        let col = if row.is_multiple_of(2) {
            2 * k + 1
        } else {
            2 * k
        };
        t[bit_of_square(s, c)] = (row as u8, col as u8);
        s += 1;
    }
    t
}

const fn bit_at(c: usize, r: usize, row: i32, col: i32) -> u8 {
    if row < 0 || col < 0 || row >= r as i32 || col >= c as i32 || (row + col) % 2 == 0 {
        return NO_SQUARE;
    }
    let s = row as usize * (c / 2) + col as usize / 2;
    bit_of_square(s, c) as u8
}

const fn next_table(c: usize, r: usize) -> [[u8; 64]; 4] {
    let coords = coords_table(c, r);
    let mut t = [[NO_SQUARE; 64]; 4];
    let mut d = 0;
    while d < 4 {
        let (dr, dc) = Dir::DIAGONALS[d].delta();
        let mut b = 0;
        while b < 64 {
            let (row, col) = coords[b];
            if row != 255 {
                t[d][b] = bit_at(c, r, row as i32 + dr, col as i32 + dc);
            }
            b += 1;
        }
        d += 1;
    }
    t
}

const fn bits_table<const N: usize>(c: usize) -> [u8; N] {
    let mut t = [0u8; N];
    let mut s = 0;
    while s < N {
        t[s] = bit_of_square(s, c) as u8;
        s += 1;
    }
    t
}

const fn row_mask(c: usize, r: usize, row: usize) -> Bitboard {
    let w = c / 2;
    let mut m = 0;
    let mut k = 0;
    while k < w {
        m |= 1 << bit_of_square(row * w + k, c);
        k += 1;
    }
    let _ = r;
    m
}

const fn all_mask(c: usize, r: usize) -> Bitboard {
    let mut m = 0;
    let mut row = 0;
    while row < r {
        m |= row_mask(c, r, row);
        row += 1;
    }
    m
}

impl<const C: usize, const R: usize> Diagonal<C, R> {
    const STEP: [i32; 4] = [
        -(C as i32 / 2 + 1),
        -(C as i32 / 2),
        C as i32 / 2,
        C as i32 / 2 + 1,
    ];
}

macro_rules! diagonal_tables {
    ($c:literal, $r:literal) => {
        impl Geometry for Diagonal<$c, $r> {
            const COLS: usize = $c;
            const ROWS: usize = $r;
            const SQUARES: usize = $c * $r / 2;
            const ALL: Bitboard = all_mask($c, $r);
            const BOTTOM_ROW: Bitboard = row_mask($c, $r, $r - 1);
            const TOP_ROW: Bitboard = row_mask($c, $r, 0);
            const NEXT: &'static [[u8; 64]; 4] = &next_table($c, $r);
            const BIT_OF: &'static [u8] = &bits_table::<{ $c * $r / 2 }>($c);
            const COORDS: &'static [(u8, u8); 64] = &coords_table($c, $r);

            #[inline(always)]
            fn shift(bb: Bitboard, dir: Dir) -> Bitboard {
                let s = Self::STEP[dir as usize];
                if s < 0 {
                    (bb >> (-s)) & Self::ALL
                } else {
                    (bb << s) & Self::ALL
                }
            }
        }
    };
}

diagonal_tables!(8, 8);
diagonal_tables!(10, 10);

/// Iterates over the squares (bit indices) of a bitboard, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = u8;

    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            let s = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(s)
        }
    }
}

/// The bitboard holding only `sq`.
#[inline(always)]
pub const fn bit(sq: u8) -> Bitboard {
    1u64 << sq
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shift_agrees_with_next<G: Geometry>() {
        for d in Dir::DIAGONALS {
            for b in 0..64u8 {
                if G::ALL & bit(b) == 0 {
                    continue;
                }
                let n = G::NEXT[d as usize][b as usize];
                let expected = if n == NO_SQUARE { 0 } else { bit(n) };
                assert_eq!(G::shift(bit(b), d), expected, "dir {d:?} bit {b}");
            }
        }
    }

    #[test]
    fn shifts_match_neighbour_tables() {
        shift_agrees_with_next::<Board8>();
        shift_agrees_with_next::<Board10>();
    }

    #[test]
    fn international_neighbours_follow_the_rules_text() {
        // international.md §3: square 28 (row of 26..30, odd) up-left 22, up-right 23.
        let b = |n: usize| Board10::BIT_OF[n - 1];
        let next = |n: usize, d: Dir| Board10::NEXT[d as usize][b(n) as usize];
        assert_eq!(next(28, Dir::UpLeft), b(22));
        assert_eq!(next(28, Dir::UpRight), b(23));
        assert_eq!(next(28, Dir::DownLeft), b(32));
        assert_eq!(next(28, Dir::DownRight), b(33));
        assert_eq!(next(33, Dir::UpLeft), b(28));
        assert_eq!(next(33, Dir::DownRight), b(39));
        assert_eq!(next(5, Dir::UpRight), NO_SQUARE);
        assert_eq!(next(6, Dir::DownLeft), NO_SQUARE);
        assert_eq!(next(45, Dir::DownLeft), b(50));
        assert_eq!(next(45, Dir::DownRight), NO_SQUARE);
        assert_eq!(Board10::SQUARES, 50);
        assert_eq!(Board10::ALL.count_ones(), 50);
        assert_eq!(Board8::ALL.count_ones(), 32);
    }
}
