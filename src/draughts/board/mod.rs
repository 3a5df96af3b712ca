//! Boards as topologies: points, the directions and lines between them, and where each point is
//! drawn. Three kinds share one description ([`Topology`] for the generic hot path, [`BoardInfo`]
//! for everything that reads a board at run time):
//!
//! - the dark squares of a diagonal board, 8x8 and 10x10 ([`diagonal`]), where pieces move along
//!   diagonals and, in Frisian, capture along rows and columns of dark squares too;
//! - every square of a grid ([`grid`]), moved along ranks and files (Turkish);
//! - a graph of points joined by lines ([`graph`]): the Sixteen Soldiers boards.
//!
//! Every point is a [`Square`]: a bit of a 64-bit [`SquareSet`]. In each direction a point has at
//! most one neighbour, the next point along a line; a jump goes over that neighbour to the next
//! one. Notation, the evaluation and the page read the geometry from here, the move generator
//! too.

pub mod diagonal;
pub mod graph;
pub mod grid;
mod square;

pub use diagonal::{Board10, Board8, Board8Mirrored};
pub use graph::{Soldiers37, Soldiers49};
pub use grid::Grid8;
pub use square::{Square, SquareSet, Squares};

/// Marks "no neighbour" in the neighbour tables (never seen outside this module).
const NONE: u8 = 255;

/// A direction of movement: towards the top of the diagram (Black's side) is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Up and to the left (White's forward-left).
    UpLeft = 0,
    /// Up and to the right.
    UpRight = 1,
    /// Down and to the left.
    DownLeft = 2,
    /// Down and to the right.
    DownRight = 3,
    /// Straight up (White's forward).
    Up = 4,
    /// Straight down.
    Down = 5,
    /// To the left along a row.
    Left = 6,
    /// To the right along a row.
    Right = 7,
}

impl Dir {
    /// The four diagonal directions.
    pub const DIAGONALS: [Dir; 4] = [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight];
    /// The four orthogonal directions.
    pub const ORTHOGONALS: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];
    /// All eight directions.
    pub const ALL: [Dir; 8] = [
        Dir::UpLeft,
        Dir::UpRight,
        Dir::DownLeft,
        Dir::DownRight,
        Dir::Up,
        Dir::Down,
        Dir::Left,
        Dir::Right,
    ];

    /// Row and column step of this direction (row 0 at the top).
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::UpLeft => (-1, -1),
            Dir::UpRight => (-1, 1),
            Dir::DownLeft => (1, -1),
            Dir::DownRight => (1, 1),
            Dir::Up => (-1, 0),
            Dir::Down => (1, 0),
            Dir::Left => (0, -1),
            Dir::Right => (0, 1),
        }
    }

    /// The direction back. Read from a table: a `match` on a direction known only at run time
    /// compiles to an indirect jump, mispredicted most of the time in the move generator's loops.
    #[inline(always)]
    pub const fn opposite(self) -> Dir {
        const OPPOSITE: [Dir; 8] = [
            Dir::DownRight,
            Dir::DownLeft,
            Dir::UpRight,
            Dir::UpLeft,
            Dir::Down,
            Dir::Up,
            Dir::Right,
            Dir::Left,
        ];
        OPPOSITE[self as usize]
    }

    /// The same direction seen from the other side of the board (up and down swapped).
    #[inline(always)]
    pub const fn flipped(self) -> Dir {
        match self {
            Dir::UpLeft => Dir::DownLeft,
            Dir::UpRight => Dir::DownRight,
            Dir::DownLeft => Dir::UpLeft,
            Dir::DownRight => Dir::UpRight,
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            other => other,
        }
    }
}

/// How a board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    /// A chequered board whose dark squares are the points.
    DarkSquares,
    /// A board whose every square is a point.
    AllSquares,
    /// Points joined by lines.
    Points,
}

/// A board as read at run time: its frame, points, neighbours and drawing.
#[derive(Clone, Copy, Debug)]
pub struct BoardInfo {
    /// How it is drawn.
    pub kind: BoardKind,
    /// Columns of the frame the points are drawn in.
    pub cols: u8,
    /// Rows of the frame.
    pub rows: u8,
    /// The file letter of the frame's first column, counted from `a` (2 when the frame starts at
    /// `c`).
    pub first_file: u8,
    /// Every point.
    pub all: SquareSet,
    /// Where each bit is drawn as a player sees the board: row from the top, column from the
    /// left, or `(255, 255)` for a bit that is no point.
    pub drawn: &'static [(u8, u8); 64],
    /// `next[dir][bit]`: the neighbour in each direction, or 255.
    next: &'static [[u8; 64]; 8],
    /// The points' bits in reading order (row by row from the top, left to right as drawn):
    /// the numbering of numeric notation.
    pub order: &'static [u8],
    /// The lines of the board, as pairs of adjacent points (for drawing a graph board).
    pub lines: &'static [(u8, u8)],
}

impl BoardInfo {
    /// The neighbour of `sq` in direction `d`.
    #[inline]
    pub fn next(&self, sq: Square, d: Dir) -> Option<Square> {
        let n = self.next[d as usize][sq.index()];
        (n != NONE).then(|| Square::new(n))
    }

    /// Where `sq` is drawn (row from the top, column from the left), if it is a point.
    pub fn coords(&self, sq: Square) -> Option<(u8, u8)> {
        let c = self.drawn[sq.index()];
        (c.0 != 255 && self.all.contains(sq)).then_some(c)
    }

    /// The point drawn at `row`, `col`, if there is one.
    pub fn at(&self, row: u8, col: u8) -> Option<Square> {
        self.all
            .iter()
            .find(|&s| self.drawn[s.index()] == (row, col))
    }

    /// The number of points.
    pub fn points(&self) -> usize {
        self.order.len()
    }

    /// The number of `sq` in reading order, from 1.
    pub fn number(&self, sq: Square) -> Option<u32> {
        self.order
            .iter()
            .position(|&b| b as usize == sq.index())
            .map(|i| i as u32 + 1)
    }

    /// The point numbered `n` (from 1) in reading order.
    pub fn from_number(&self, n: u32) -> Option<Square> {
        let i = usize::try_from(n).ok()?.checked_sub(1)?;
        self.order.get(i).map(|&b| Square::new(b))
    }
}

/// The geometry of one board, for generic code: everything is a constant, so the move generator
/// compiled for a game knows its board.
pub trait Topology: 'static {
    /// Columns of the frame.
    const COLS: usize;
    /// Rows of the frame.
    const ROWS: usize;
    /// Number of points.
    const SQUARES: usize;
    /// Every point.
    const ALL: SquareSet;
    /// The points of the top row (where White's men are crowned).
    const TOP_ROW: SquareSet;
    /// The points of the bottom row (where Black's men are crowned).
    const BOTTOM_ROW: SquareSet;
    /// Row and column of every bit in the board's own frame (before any mirroring for display),
    /// or `(255, 255)`.
    const COORDS: &'static [(u8, u8); 64];
    /// `NEXT[dir][bit]`: the neighbour of each point in each direction, or 255.
    const NEXT: &'static [[u8; 64]; 8];
    /// The board as read at run time.
    const INFO: BoardInfo;

    /// Every square of `set` moved one step in `d`; squares without a neighbour that way drop.
    fn shift(set: SquareSet, d: Dir) -> SquareSet;

    /// The neighbour of `sq` in direction `d`.
    #[inline(always)]
    fn next(sq: Square, d: Dir) -> Option<Square> {
        let n = Self::NEXT[d as usize][sq.index()];
        if n == NONE {
            None
        } else {
            Some(Square::new(n))
        }
    }
}

/// `set` moved one step in `d` square by square, through the neighbour table: for boards whose
/// neighbours are no fixed bit distance apart.
#[inline]
pub fn shift_by_table(next: &[[u8; 64]; 8], set: SquareSet, d: Dir) -> SquareSet {
    let row = &next[d as usize];
    let mut out = 0u64;
    for sq in set {
        let n = row[sq.index()];
        if n != NONE {
            out |= 1 << n;
        }
    }
    SquareSet::from_bits(out)
}

/// The neighbour table of a board whose point in direction `d` of `(row, col)` is the point at
/// `(row + k·dr, col + k·dc)`, `k` being `steps[d]` (0: no neighbours that way).
pub(crate) const fn next_by_steps(coords: &[(u8, u8); 64], steps: [i32; 8]) -> [[u8; 64]; 8] {
    let mut t = [[NONE; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let (dr, dc) = Dir::ALL[d].delta();
        let k = steps[d];
        let mut b = 0;
        while b < 64 {
            let (row, col) = coords[b];
            if row != 255 && k > 0 {
                let (r, c) = (row as i32 + k * dr, col as i32 + k * dc);
                let mut o = 0;
                while o < 64 {
                    if coords[o].0 as i32 == r && coords[o].1 as i32 == c && coords[o].0 != 255 {
                        t[d][b] = o as u8;
                    }
                    o += 1;
                }
            }
            b += 1;
        }
        d += 1;
    }
    t
}

/// The set of bits that are points.
pub(crate) const fn points_of(coords: &[(u8, u8); 64]) -> SquareSet {
    let mut bits = 0u64;
    let mut b = 0;
    while b < 64 {
        if coords[b].0 != 255 {
            bits |= 1 << b;
        }
        b += 1;
    }
    SquareSet::from_bits(bits)
}

/// The points of frame row `row`.
pub(crate) const fn row_of(coords: &[(u8, u8); 64], row: u8) -> SquareSet {
    let mut bits = 0u64;
    let mut b = 0;
    while b < 64 {
        if coords[b].0 == row {
            bits |= 1 << b;
        }
        b += 1;
    }
    SquareSet::from_bits(bits)
}

/// `coords` as drawn: mirrored left to right when `mirrored`.
pub(crate) const fn drawn(coords: &[(u8, u8); 64], cols: usize, mirrored: bool) -> [(u8, u8); 64] {
    let mut t = *coords;
    if mirrored {
        let mut b = 0;
        while b < 64 {
            if t[b].0 != 255 {
                t[b].1 = cols as u8 - 1 - t[b].1;
            }
            b += 1;
        }
    }
    t
}

/// The points' bits in reading order of `drawn` coordinates: `N` is the number of points.
pub(crate) const fn reading_order<const N: usize>(
    drawn: &[(u8, u8); 64],
    rows: usize,
    cols: usize,
) -> [u8; N] {
    let mut t = [0u8; N];
    let mut i = 0;
    let mut row = 0;
    while row < rows {
        let mut col = 0;
        while col < cols {
            let mut b = 0;
            while b < 64 {
                if drawn[b].0 as usize == row && drawn[b].1 as usize == col {
                    t[i] = b as u8;
                    i += 1;
                }
                b += 1;
            }
            col += 1;
        }
        row += 1;
    }
    t
}

/// Writes the lines of a board as pairs of neighbours (each pair once) into `out`, as many as fit,
/// and returns how many there are.
const fn write_line_pairs(next: &[[u8; 64]; 8], out: &mut [(u8, u8)]) -> usize {
    // One way along each line is enough: right, down, down-left and down-right.
    let dirs = [Dir::Right, Dir::Down, Dir::DownLeft, Dir::DownRight];
    let mut n = 0;
    let mut b = 0;
    while b < 64 {
        let mut k = 0;
        while k < 4 {
            let to = next[dirs[k] as usize][b];
            if to != NONE {
                if n < out.len() {
                    out[n] = (b as u8, to);
                }
                n += 1;
            }
            k += 1;
        }
        b += 1;
    }
    n
}

/// The lines of a board as pairs of neighbours (each pair once), `N` being their number.
pub(crate) const fn line_pairs<const N: usize>(next: &[[u8; 64]; 8]) -> [(u8, u8); N] {
    let mut t = [(0u8, 0u8); N];
    assert!(
        write_line_pairs(next, &mut t) == N,
        "N is not the number of lines"
    );
    t
}

/// The number of lines between neighbours (see [`line_pairs`]).
pub(crate) const fn line_count(next: &[[u8; 64]; 8]) -> usize {
    write_line_pairs(next, &mut [])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opposite_direction_steps_back() {
        for d in Dir::ALL {
            let (row, col) = d.delta();
            assert_eq!(d.opposite().delta(), (-row, -col), "{d:?}");
        }
    }

    fn shift_agrees_with_next<G: Topology>() {
        for d in Dir::ALL {
            for sq in G::ALL {
                let expected = G::next(sq, d).map_or(SquareSet::EMPTY, Square::set);
                assert_eq!(G::shift(sq.set(), d), expected, "dir {d:?} {sq:?}");
            }
        }
    }

    #[test]
    fn shifts_match_neighbour_tables_on_every_board() {
        shift_agrees_with_next::<Board8>();
        shift_agrees_with_next::<Board8Mirrored>();
        shift_agrees_with_next::<Board10>();
        shift_agrees_with_next::<Grid8>();
        shift_agrees_with_next::<Soldiers37>();
        shift_agrees_with_next::<Soldiers49>();
    }
}
