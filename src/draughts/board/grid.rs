//! A board whose every square is a point (Turkish draughts): square `(row, col)`, row 0 at the
//! top, lives at bit `8 · row + col`, so a row is a byte and a step is a shift.
//!
//! ```text
//!   row 0:    0  1  2  3  4  5  6  7      (a8 .. h8)
//!   row 1:    8  9 10 11 12 13 14 15
//!   ...
//!   row 7:   56 57 58 59 60 61 62 63      (a1 .. h1)
//! ```

use super::{
    next_by_steps, points_of, reading_order, row_of, BoardInfo, BoardKind, Dir, SquareSet, Topology,
};

/// Every square of an 8x8 board.
pub struct Grid8;

const fn coords_table() -> [(u8, u8); 64] {
    let mut t = [(0u8, 0u8); 64];
    let mut b = 0;
    while b < 64 {
        t[b] = ((b / 8) as u8, (b % 8) as u8);
        b += 1;
    }
    t
}

const COORDS: [(u8, u8); 64] = coords_table();
const FILE_A: SquareSet = SquareSet::from_bits(0x0101_0101_0101_0101);
const FILE_H: SquareSet = SquareSet::from_bits(0x8080_8080_8080_8080);

impl Topology for Grid8 {
    const COLS: usize = 8;
    const ROWS: usize = 8;
    const SQUARES: usize = 64;
    const ALL: SquareSet = points_of(&COORDS);
    const TOP_ROW: SquareSet = row_of(&COORDS, 0);
    const BOTTOM_ROW: SquareSet = row_of(&COORDS, 7);
    const COORDS: &'static [(u8, u8); 64] = &COORDS;
    const NEXT: &'static [[u8; 64]; 8] = &next_by_steps(&COORDS, [1; 8]);
    const INFO: BoardInfo = BoardInfo {
        kind: BoardKind::AllSquares,
        cols: 8,
        rows: 8,
        first_file: 0,
        all: Self::ALL,
        drawn: &COORDS,
        next: Self::NEXT,
        order: &reading_order::<64>(&COORDS, 8, 8),
        lines: &[],
    };

    #[inline(always)]
    fn shift(set: SquareSet, d: Dir) -> SquareSet {
        match d {
            Dir::Up => set.shr(8),
            Dir::Down => set.shl(8),
            Dir::Left => (set - FILE_A).shr(1),
            Dir::Right => (set - FILE_H).shl(1),
            Dir::UpLeft => (set - FILE_A).shr(9),
            Dir::UpRight => (set - FILE_H).shr(7),
            Dir::DownLeft => (set - FILE_A).shl(7),
            Dir::DownRight => (set - FILE_H).shl(9),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::board::Square;

    #[test]
    fn every_square_is_a_point() {
        assert_eq!(Grid8::ALL.count(), 64);
        assert_eq!(Grid8::INFO.points(), 64);
        // a8 is the top-left corner, h1 the bottom-right.
        assert_eq!(Grid8::INFO.coords(Square::new(0)), Some((0, 0)));
        assert_eq!(Grid8::INFO.coords(Square::new(63)), Some((7, 7)));
        assert_eq!(Grid8::next(Square::new(63), Dir::Up), Some(Square::new(55)));
        assert_eq!(Grid8::next(Square::new(63), Dir::Right), None);
    }
}
