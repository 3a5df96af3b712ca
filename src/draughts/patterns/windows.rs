//! The windows of each board, where the pattern evaluation reads the men: square windows of
//! 8 points and tall windows of 12, their places on each board (computed when the program is
//! built), and the configuration a side's men make in one, in base 3, in that side's frame.

use crate::draughts::board::{BoardKind, Topology};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::Rules;

/// The shape of a family's windows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Four rows of two points (4x4 squares of a diagonal board): 8 points.
    Square,
    /// Six rows of two squares (6x4 squares of a diagonal board): 12 points.
    Tall,
}

impl Shape {
    /// Both shapes.
    pub const ALL: [Shape; 2] = [Shape::Square, Shape::Tall];

    /// Rows of a window, two points each.
    pub const fn rows(self) -> usize {
        match self {
            Shape::Square => 4,
            Shape::Tall => 6,
        }
    }

    /// Points in a window.
    pub const fn squares(self) -> usize {
        2 * self.rows()
    }

    /// Configurations of one window: 3 to the power of its points.
    pub const fn configs(self) -> usize {
        3usize.pow(self.squares() as u32)
    }

    /// The shape's name.
    pub const fn name(self) -> &'static str {
        match self {
            Shape::Square => "square",
            Shape::Tall => "tall",
        }
    }

    /// The shape whose windows have `rows` rows, as a table file names it.
    pub(super) fn of_rows(rows: u8) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.rows() == rows as usize)
    }
}

/// Most points in a window.
pub const MAX_WINDOW_SQUARES: usize = 12;
/// Most rows in a window.
const MAX_ROWS: usize = MAX_WINDOW_SQUARES / 2;
/// Most windows on a board (10x10, square windows).
pub const MAX_WINDOWS: usize = 16;
/// Most tall windows on a board (10x10).
pub const MAX_TALL_WINDOWS: usize = 8;

/// The windows of one board.
#[derive(Clone, Copy, Debug)]
pub struct Windows {
    /// Number of windows (0: the board has no windows of this shape).
    pub count: usize,
    /// The bits of each window's squares.
    pub masks: [u64; MAX_WINDOWS],
    /// The lowest bit of each of a window's rows; the row's other square is the next bit.
    rows: [[u8; MAX_ROWS]; MAX_WINDOWS],
    /// Rows in each window.
    #[cfg_attr(
        all(target_arch = "x86_64", target_feature = "bmi2", not(test)),
        allow(dead_code)
    )]
    height: usize,
    /// The highest bit of the board: turning the board half a turn maps bit `b` to `top - b`.
    top: u32,
    /// Men on the board at the start: the blend is all middlegame there.
    pub full: u32,
}

const fn windows(
    coords: &[(u8, u8); 64],
    cols: usize,
    rows: usize,
    kind: BoardKind,
    shape: Shape,
) -> Windows {
    let height = shape.rows();
    let mut w = Windows {
        count: 0,
        masks: [0; MAX_WINDOWS],
        rows: [[0; MAX_ROWS]; MAX_WINDOWS],
        height,
        top: 0,
        full: 0,
    };
    // A window is rows of two squares: 4 or 6 rows of 4 squares on a diagonal board (its dark
    // ones), 4 rows of 2 where every square is a point.
    let width = match (kind, shape) {
        (BoardKind::DarkSquares, _) => 4,
        (BoardKind::AllSquares, Shape::Square) => 2,
        (BoardKind::Points, Shape::Square) if cols == SOLDIERS37_COLS => {
            return point_windows(coords, &SOLDIERS37_WINDOWS, 32)
        }
        _ => return w,
    };
    if !cols.is_multiple_of(2) || rows < height || cols < width {
        return w;
    }
    w.top = top_bit(coords);
    // The men at the start: all but the two middle rows of a diagonal board's dark squares, two
    // rows a side where every square is a point (Turkish).
    w.full = match kind {
        BoardKind::DarkSquares => (rows / 2 - 1) * cols,
        _ => 4 * cols,
    } as u32;
    // Square windows overlap their neighbours above and below by half; tall ones by two rows
    // (Scan 3's), the last window always ending on the last row.
    let step = match shape {
        Shape::Square => 2,
        Shape::Tall => height - 2,
    };
    let mut r0 = 0;
    loop {
        let mut c0 = 0;
        while c0 + width <= cols {
            let k = w.count;
            let mut seen = 0u8;
            let mut bit = 0;
            while bit < 64 {
                let (r, c) = coords[bit];
                if r != 255 {
                    let (r, c) = (r as usize, c as usize);
                    if r >= r0 && r < r0 + height && c >= c0 && c < c0 + width {
                        // Bits rise along the rows, so a row's first bit is its lowest.
                        if seen >> (r - r0) & 1 == 0 {
                            w.rows[k][r - r0] = bit as u8;
                            seen |= 1 << (r - r0);
                        }
                        w.masks[k] |= 1u64 << bit;
                    }
                }
                bit += 1;
            }
            assert!(w.masks[k].count_ones() as usize == shape.squares());
            let mut row = 0;
            while row < height {
                let low = w.rows[k][row] as u32;
                assert!(
                    w.masks[k] >> low & 3 == 3,
                    "a window row is two adjacent bits"
                );
                row += 1;
            }
            w.count += 1;
            c0 += 2;
        }
        if r0 + height == rows {
            break;
        }
        r0 = if r0 + step + height < rows {
            r0 + step
        } else {
            rows - height
        };
    }
    w
}

/// Files in the frame of Sixteen Soldiers' traditional board (c to g); its other board, of 49
/// points, is 9 wide.
const SOLDIERS37_COLS: usize = 5;

/// The windows of Sixteen Soldiers' board of 37 points, each four rows of two neighbouring
/// points `(frame row, first column, second column)`: the two halves of the top triangle with
/// the grid's two rows below it, the grid in 4x2 blocks (rows 2 to 5 and 3 to 6, columns 0–1 to
/// 3–4), the bottom triangle's halves likewise. Listed so that window k turns onto window 11 − k.
const SOLDIERS37_WINDOWS: [[(u8, u8, u8); 4]; 12] = {
    let mut w = [[(0, 0, 0); 4]; 12];
    w[0] = [(0, 0, 2), (1, 1, 2), (2, 1, 2), (3, 1, 2)];
    w[1] = [(0, 2, 4), (1, 2, 3), (2, 2, 3), (3, 2, 3)];
    let mut g = 0;
    while g < 8 {
        let (r0, c0) = (2 + g as u8 / 4, g as u8 % 4);
        w[2 + g] = [
            (r0, c0, c0 + 1),
            (r0 + 1, c0, c0 + 1),
            (r0 + 2, c0, c0 + 1),
            (r0 + 3, c0, c0 + 1),
        ];
        g += 1;
    }
    w[10] = [(5, 1, 2), (6, 1, 2), (7, 1, 2), (8, 0, 2)];
    w[11] = [(5, 2, 3), (6, 2, 3), (7, 2, 3), (8, 2, 4)];
    w
};

/// The windows of a board of points given as rows of two points each; `full`: the men at the
/// start.
const fn point_windows(coords: &[(u8, u8); 64], list: &[[(u8, u8, u8); 4]], full: u32) -> Windows {
    let mut w = Windows {
        count: list.len(),
        masks: [0; MAX_WINDOWS],
        rows: [[0; MAX_ROWS]; MAX_WINDOWS],
        height: 4,
        top: top_bit(coords),
        full,
    };
    let mut k = 0;
    while k < list.len() {
        let mut row = 0;
        while row < 4 {
            let (r, a, b) = list[k][row];
            let (low, high) = (bit_at(coords, r, a), bit_at(coords, r, b));
            assert!(high == low + 1, "a window row is two adjacent bits");
            w.rows[k][row] = low as u8;
            w.masks[k] |= 3u64 << low;
            row += 1;
        }
        k += 1;
    }
    w
}

/// The highest bit of a board: turning the board half a turn maps bit `b` to `top - b`.
const fn top_bit(coords: &[(u8, u8); 64]) -> u32 {
    let mut bit = 63;
    while coords[bit].0 == 255 {
        bit -= 1;
    }
    bit as u32
}

/// The bit of the point at frame row `row` and column `col`.
const fn bit_at(coords: &[(u8, u8); 64], row: u8, col: u8) -> usize {
    let mut bit = 0;
    while bit < 64 {
        if coords[bit].0 == row && coords[bit].1 == col {
            return bit;
        }
        bit += 1;
    }
    panic!("a window's point is not on the board")
}

/// The windows of each board, computed when the program is built.
trait BoardWindows {
    const SQUARE: Windows;
    const TALL: Windows;
}

impl<T: Topology> BoardWindows for T {
    const SQUARE: Windows = windows(T::COORDS, T::COLS, T::ROWS, T::INFO.kind, Shape::Square);
    const TALL: Windows = windows(T::COORDS, T::COLS, T::ROWS, T::INFO.kind, Shape::Tall);
}

/// The windows of `shape` on the board of `R`.
#[inline(always)]
pub fn windows_of<R: Rules>(shape: Shape) -> &'static Windows {
    match shape {
        Shape::Square => &<R::Board as BoardWindows>::SQUARE,
        Shape::Tall => &<R::Board as BoardWindows>::TALL,
    }
}

/// `x` written in base 3 instead of base 2: bit `i` becomes `3^i`.
const TERNARY: [u32; 1 << MAX_WINDOW_SQUARES] = {
    let mut t = [0u32; 1 << MAX_WINDOW_SQUARES];
    let mut x = 0;
    while x < t.len() {
        let (mut v, mut p, mut i) = (0u32, 1u32, 0);
        while i < MAX_WINDOW_SQUARES {
            if x >> i & 1 == 1 {
                v += p;
            }
            p *= 3;
            i += 1;
        }
        t[x] = v;
        x += 1;
    }
    t
};

/// The bits of `set` under window `k`, packed: the lowest square's bit first.
#[inline(always)]
fn gather(set: u64, win: &Windows, k: usize) -> usize {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        // SAFETY: the `bmi2` target feature is enabled for this build.
        unsafe { core::arch::x86_64::_pext_u64(set, win.masks[k]) as usize }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    {
        gather_by_rows(set, &win.rows[k], win.height)
    }
}

/// [`gather`] without `pext`: a window's rows are pairs of adjacent bits.
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "bmi2", not(test)),
    allow(dead_code)
)]
#[inline(always)]
fn gather_by_rows(set: u64, rows: &[u8; MAX_ROWS], height: usize) -> usize {
    let mut out = (set >> rows[0] & 3)
        | (set >> rows[1] & 3) << 2
        | (set >> rows[2] & 3) << 4
        | (set >> rows[3] & 3) << 6;
    if height > 4 {
        out |= (set >> rows[4] & 3) << 8 | (set >> rows[5] & 3) << 10;
    }
    out as usize
}

/// The configuration of window `k` for a side whose men are `own`, the opponent's `opp`, both in
/// that side's frame.
#[inline(always)]
pub fn config(own: u64, opp: u64, win: &Windows, k: usize) -> usize {
    TERNARY[gather(own, win, k)] as usize + 2 * TERNARY[gather(opp, win, k)] as usize
}

/// `set` turned half a turn on the board of `win`.
#[inline(always)]
pub fn turned(set: u64, win: &Windows) -> u64 {
    set.reverse_bits() >> (63 - win.top)
}

/// Each side's men in its own frame: White's view is the board's, Black's is turned.
#[inline(always)]
pub fn frames(pos: &Position, win: &Windows) -> [(u64, u64); 2] {
    let (w, b) = (pos.men(Color::White).bits(), pos.men(Color::Black).bits());
    [(w, b), (turned(b, win), turned(w, win))]
}

/// The pieces on the board, at most [`Windows::full`]: the blend's middlegame share.
#[inline(always)]
pub fn phase(pos: &Position, win: &Windows) -> u32 {
    pos.occupied().count().min(win.full)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::Rng;
    use crate::draughts::board::{Board10, Board8, Grid8, Soldiers37, Soldiers49};

    fn wins<T: Topology>(shape: Shape) -> Windows {
        match shape {
            Shape::Square => <T as BoardWindows>::SQUARE,
            Shape::Tall => <T as BoardWindows>::TALL,
        }
    }

    /// `pext` written out: the bits of `set` under `mask`, lowest first.
    fn soft_pext(set: u64, mask: u64) -> usize {
        let (mut out, mut i) = (0usize, 0);
        for bit in 0..64 {
            if mask >> bit & 1 == 1 {
                out |= ((set >> bit & 1) as usize) << i;
                i += 1;
            }
        }
        out
    }

    fn check_board<T: Topology>(shape: Shape, windows: usize, full: u32) {
        let w = wins::<T>(shape);
        assert_eq!(w.count, windows);
        assert_eq!(w.full, full);
        let covered = w.masks[..w.count].iter().fold(0, |a, m| a | m);
        assert_eq!(covered, T::ALL.bits(), "every square is in a window");
        let mut rng = Rng::new(3);
        for _ in 0..1000 {
            let set = rng.next_u64() & T::ALL.bits();
            for k in 0..w.count {
                assert_eq!(gather(set, &w, k), soft_pext(set, w.masks[k]));
                assert_eq!(
                    gather_by_rows(set, &w.rows[k], w.height),
                    soft_pext(set, w.masks[k])
                );
            }
        }
        for k in 0..w.count {
            assert_eq!(
                turned(w.masks[k], &w),
                w.masks[w.count - 1 - k],
                "window {k} turns onto window {}",
                w.count - 1 - k
            );
        }
        for bit in 0..64 {
            let (r, c) = T::COORDS[bit];
            if r == 255 {
                continue;
            }
            let to = turned(1 << bit, &w).trailing_zeros() as usize;
            let (tr, tc) = T::COORDS[to];
            assert_eq!(
                (tr as usize, tc as usize),
                (T::ROWS - 1 - r as usize, T::COLS - 1 - c as usize),
                "bit {bit} turns to bit {to}"
            );
        }
    }

    #[test]
    fn the_diagonal_boards_are_covered_by_windows_of_eight_squares() {
        check_board::<Board10>(Shape::Square, 16, 40);
        check_board::<Board8>(Shape::Square, 9, 24);
    }

    #[test]
    fn the_diagonal_boards_are_covered_by_tall_windows_of_twelve_squares() {
        check_board::<Board10>(Shape::Tall, 8, 40);
        check_board::<Board8>(Shape::Tall, 6, 24);
        let w = wins::<Board10>(Shape::Tall);
        let mask = |squares: [usize; 12]| {
            squares.iter().fold(0u64, |m, &s| {
                m | 1 << crate::draughts::board::diagonal::bit_of_square(s - 1, 10)
            })
        };
        // The first four columns of rows 1 to 6.
        let first = [1, 2, 6, 7, 11, 12, 16, 17, 21, 22, 26, 27];
        assert_eq!(w.masks[0], mask(first));
        // Rows 5 to 10 below it.
        let below = [21, 22, 26, 27, 31, 32, 36, 37, 41, 42, 46, 47];
        assert_eq!(w.masks[4], mask(below));
    }

    #[test]
    fn boards_without_diagonal_squares_have_no_tall_windows() {
        assert_eq!(wins::<Grid8>(Shape::Tall).count, 0);
        assert_eq!(wins::<Soldiers37>(Shape::Tall).count, 0);
    }

    #[test]
    fn turkish_board_is_covered_by_windows_of_four_rows_of_two_squares() {
        check_board::<Grid8>(Shape::Square, 12, 32);
        let w = wins::<Grid8>(Shape::Square);
        assert_eq!(
            w.masks[0], 0x0303_0303,
            "the first two columns of the first four rows"
        );
        assert_eq!(w.masks[11], 0xc0c0_c0c0_0000_0000);
    }

    #[test]
    fn the_board_of_37_points_is_covered_by_windows_of_four_rows_of_two_points() {
        check_board::<Soldiers37>(Shape::Square, 12, 32);
        let w = wins::<Soldiers37>(Shape::Square);
        // c9 e9, d8 e8, d7 e7, d6 e6: the top triangle's left half and the grid below it.
        let bits = [0, 1, 3, 4, 7, 8, 12, 13];
        assert_eq!(w.masks[0], bits.iter().fold(0, |m, b| m | 1 << b));
    }

    #[test]
    fn the_board_of_49_points_has_no_windows() {
        assert_eq!(wins::<Soldiers49>(Shape::Square).count, 0);
    }

    #[test]
    fn the_ternary_table_reads_bits_as_powers_of_three() {
        assert_eq!(TERNARY[0], 0);
        assert_eq!(TERNARY[1], 1);
        assert_eq!(TERNARY[2], 3);
        assert_eq!(TERNARY[255], 3280);
        assert_eq!(TERNARY[4095], 265_720);
        for shape in Shape::ALL {
            let w = wins::<Board10>(shape);
            let own = (shape.configs() - 1) / 2;
            assert_eq!(config(w.masks[0], 0, &w, 0), own);
            assert_eq!(config(0, w.masks[0], &w, 0), shape.configs() - 1);
        }
    }
}
