//! The dark squares of a diagonal board (8x8 and 10x10), in the padded layout of Scan: the dark
//! squares are numbered 0.. row by row from the top (Black's back row), left to right, `a1` dark,
//! and square `s` lives at bit `s + s / C`, `C` being the board's width. Every pair of rows
//! therefore takes `C + 1` bits; the extra bit is a ghost square that catches moves falling off
//! the left or right edge. 10x10 (bits 0..54):
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
//! off the board lands on a ghost bit or outside the board and is masked away. Along a row the
//! dark squares are consecutive bits (Frisian captures there, two files apart), and two rows up or
//! down is `C + 1` bits. The Italian board is this one drawn mirrored (its `a1` is light): moves
//! are the same, only the drawing and the numbering turn.

use super::{
    drawn, next_by_steps, points_of, reading_order, row_of, BoardInfo, BoardKind, Dir, SquareSet,
    Topology,
};

/// The dark squares of a `C` x `R` board, drawn mirrored left to right when `MIRRORED`.
pub struct Diagonal<const C: usize, const R: usize, const MIRRORED: bool>;

/// The 8x8 board of Russian, Brazilian, Czech, English and Pool draughts.
pub type Board8 = Diagonal<8, 8, false>;
/// The 8x8 board of Italian draughts: `a1` light, so drawn mirrored.
pub type Board8Mirrored = Diagonal<8, 8, true>;
/// The 10x10 board of International draughts and its relatives.
pub type Board10 = Diagonal<10, 10, false>;

/// The bit of dark square `s` (in the order above) on a board `c` wide.
pub const fn bit_of_square(s: usize, c: usize) -> usize {
    s + s / c
}

/// The bit of the dark square at `row`, `col` of a `c` x `r` board with `a1` dark, if that
/// square is dark and on the board.
pub const fn bit_at(c: usize, r: usize, row: i32, col: i32) -> Option<usize> {
    if row < 0 || col < 0 || row >= r as i32 || col >= c as i32 || (row + col) % 2 == 0 {
        return None;
    }
    Some(bit_of_square(row as usize * (c / 2) + col as usize / 2, c))
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

/// The dark squares of one column of each row: `first` the leftmost of each row, else the
/// rightmost.
const fn row_ends(c: usize, r: usize, first: bool) -> SquareSet {
    let w = c / 2;
    let mut bits = 0u64;
    let mut row = 0;
    while row < r {
        let k = if first { 0 } else { w - 1 };
        bits |= 1 << bit_of_square(row * w + k, c);
        row += 1;
    }
    SquareSet::from_bits(bits)
}

macro_rules! diagonal_board {
    ($c:literal, $r:literal, $mirrored:literal) => {
        impl Diagonal<$c, $r, $mirrored> {
            /// The bit distance of each diagonal step (negative: towards bit 0).
            const STEP: [i32; 4] = [
                -($c as i32 / 2 + 1),
                -($c as i32 / 2),
                $c as i32 / 2,
                $c as i32 / 2 + 1,
            ];
            const FIRST_IN_ROW: SquareSet = row_ends($c, $r, true);
            const LAST_IN_ROW: SquareSet = row_ends($c, $r, false);
            const DRAWN: [(u8, u8); 64] = drawn(&coords_table($c, $r), $c, $mirrored);
        }

        impl Topology for Diagonal<$c, $r, $mirrored> {
            const COLS: usize = $c;
            const ROWS: usize = $r;
            const SQUARES: usize = $c * $r / 2;
            const ALL: SquareSet = points_of(&coords_table($c, $r));
            const TOP_ROW: SquareSet = row_of(&coords_table($c, $r), 0);
            const BOTTOM_ROW: SquareSet = row_of(&coords_table($c, $r), $r - 1);
            const COORDS: &'static [(u8, u8); 64] = &coords_table($c, $r);
            // Dark squares touch diagonally; along rows and columns they are two apart.
            const NEXT: &'static [[u8; 64]; 8] =
                &next_by_steps(&coords_table($c, $r), [1, 1, 1, 1, 2, 2, 2, 2]);
            const INFO: BoardInfo = BoardInfo {
                kind: BoardKind::DarkSquares,
                cols: $c,
                rows: $r,
                first_file: 0,
                all: Self::ALL,
                drawn: &Self::DRAWN,
                next: Self::NEXT,
                order: &reading_order::<{ $c * $r / 2 }>(&Self::DRAWN, $r, $c),
                lines: &[],
            };

            #[inline(always)]
            fn shift(set: SquareSet, d: Dir) -> SquareSet {
                let i = d as usize;
                let moved = if i < 4 {
                    // The diagonals, which every game uses: one shift by a signed distance.
                    let s = Self::STEP[i];
                    if s < 0 {
                        set.shr(s.unsigned_abs())
                    } else {
                        set.shl(s as u32)
                    }
                } else {
                    match d {
                        Dir::Up => set.shr($c + 1),
                        Dir::Down => set.shl($c + 1),
                        Dir::Left => (set - Self::FIRST_IN_ROW).shr(1),
                        _ => (set - Self::LAST_IN_ROW).shl(1),
                    }
                };
                moved & Self::ALL
            }
        }
    };
}

diagonal_board!(8, 8, false);
diagonal_board!(8, 8, true);
diagonal_board!(10, 10, false);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn international_neighbours_follow_the_rules_text() {
        // international.md §3: square 28 (row of 26..30, odd) up-left 22, up-right 23.
        let info = Board10::INFO;
        let sq = |n: u32| info.from_number(n).unwrap();
        let next = |n: u32, d: Dir| Board10::next(sq(n), d);
        assert_eq!(next(28, Dir::UpLeft), Some(sq(22)));
        assert_eq!(next(28, Dir::UpRight), Some(sq(23)));
        assert_eq!(next(28, Dir::DownLeft), Some(sq(32)));
        assert_eq!(next(28, Dir::DownRight), Some(sq(33)));
        assert_eq!(next(33, Dir::UpLeft), Some(sq(28)));
        assert_eq!(next(33, Dir::DownRight), Some(sq(39)));
        assert_eq!(next(5, Dir::UpRight), None);
        assert_eq!(next(6, Dir::DownLeft), None);
        assert_eq!(next(45, Dir::DownLeft), Some(sq(50)));
        assert_eq!(next(45, Dir::DownRight), None);
        assert_eq!(Board10::SQUARES, 50);
        assert_eq!(Board10::ALL.count(), 50);
        assert_eq!(Board8::ALL.count(), 32);
    }

    #[test]
    fn frisian_orthogonal_neighbours_follow_the_rules_text() {
        // frisian.md §3: left n-1 and right n+1 in the same row, up n-10 and down n+10.
        let info = Board10::INFO;
        let sq = |n: u32| info.from_number(n).unwrap();
        let next = |n: u32, d: Dir| Board10::next(sq(n), d);
        assert_eq!(next(23, Dir::Left), Some(sq(22)));
        assert_eq!(next(23, Dir::Right), Some(sq(24)));
        assert_eq!(next(23, Dir::Up), Some(sq(13)));
        assert_eq!(next(23, Dir::Down), Some(sq(33)));
        assert_eq!(next(21, Dir::Left), None);
        assert_eq!(next(25, Dir::Right), None);
        assert_eq!(next(26, Dir::Left), None);
        assert_eq!(next(3, Dir::Up), None);
        assert_eq!(next(43, Dir::Down), None);
    }

    #[test]
    fn the_italian_board_is_numbered_on_its_mirror_image() {
        // italian.md §3: square 1 is a8 (top left, dark), square 4 is g8.
        let it = Board8Mirrored::INFO;
        let en = Board8::INFO;
        assert_eq!(it.coords(it.from_number(1).unwrap()), Some((0, 0)));
        assert_eq!(it.coords(it.from_number(4).unwrap()), Some((0, 6)));
        assert_eq!(en.coords(en.from_number(1).unwrap()), Some((0, 1)));
        // The same bit is one square seen two ways.
        assert_eq!(it.from_number(1), en.from_number(4));
    }
}
