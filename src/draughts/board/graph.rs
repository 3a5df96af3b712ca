//! Boards of points joined by lines: the Sixteen Soldiers boards (sixteen-soldiers.md §2), a 5x5
//! Alquerque court with triangles on its sides, drawn in a 9x9 frame (files `a`–`i` left to
//! right, ranks `1`–`9` bottom to top). Each board is its list of maximal straight lines; two
//! points are neighbours when they follow each other on a line, in the direction from one to the
//! other (the outer rows of the triangles join points two frame cells apart, `c1`–`e1`).
//!
//! Bits are given in reading order (row by row from the top, left to right), so the traditional
//! board's 37 points are bits 0..37 and the four-triangle board's 49 points bits 0..49. The
//! traditional board has no points left of `c` or right of `g`: its frame is those five files.

use super::{
    line_count, line_pairs, row_of, shift_by_table, BoardInfo, BoardKind, Dir, SquareSet, Topology,
    NONE,
};

/// A point of the 9x9 frame: file (0 = `a`) and rank (1 = bottom).
type Point = (u8, u8);

/// The traditional 37-point board: the court with the bottom and top triangles (20 lines).
const LINES_37: &str = "\
    c1 e1 g1, d2 e2 f2, d8 e8 f8, c9 e9 g9, c3 d3 e3 f3 g3, c4 d4 e4 f4 g4, \
    c5 d5 e5 f5 g5, c6 d6 e6 f6 g6, c7 d7 e7 f7 g7, c3 c4 c5 c6 c7, d3 d4 d5 d6 d7, \
    f3 f4 f5 f6 f7, g3 g4 g5 g6 g7, e1 e2 e3 e4 e5 e6 e7 e8 e9, c3 d4 e5 f6 g7, \
    c7 d6 e5 f4 g3, c1 d2 e3 f4 g5, c5 d4 e3 f2 g1, c5 d6 e7 f8 g9, c9 d8 e7 f6 g5";

/// The 49-point board of "16 vojáků": the court with four triangles (24 lines); the court's
/// middle rank and diamond diagonals run on through the side triangles.
const LINES_49: &str = "\
    c1 e1 g1, d2 e2 f2, d8 e8 f8, c9 e9 g9, a3 a5 a7, b4 b5 b6, h4 h5 h6, i3 i5 i7, \
    c3 d3 e3 f3 g3, c4 d4 e4 f4 g4, c6 d6 e6 f6 g6, c7 d7 e7 f7 g7, \
    a5 b5 c5 d5 e5 f5 g5 h5 i5, c3 c4 c5 c6 c7, d3 d4 d5 d6 d7, f3 f4 f5 f6 f7, \
    g3 g4 g5 g6 g7, e1 e2 e3 e4 e5 e6 e7 e8 e9, c3 d4 e5 f6 g7, c7 d6 e5 f4 g3, \
    a3 b4 c5 d6 e7 f8 g9, a7 b6 c5 d4 e3 f2 g1, c1 d2 e3 f4 g5 h6 i7, \
    c9 d8 e7 f6 g5 h4 i3";

/// Rows of the frame (ranks 1 to 9).
const FRAME: usize = 9;

/// The next point of `lines` (points named like `e5`, a space between points of a line, a comma
/// between lines) from byte `at`: the point, whether it starts a line, and the byte after it.
const fn next_point(lines: &[u8], mut at: usize) -> Option<(Point, bool, usize)> {
    let mut starts_line = at == 0;
    while at < lines.len() && (lines[at] == b' ' || lines[at] == b',') {
        starts_line |= lines[at] == b',';
        at += 1;
    }
    if at >= lines.len() {
        return None;
    }
    assert!(at + 1 < lines.len(), "a point name is cut short");
    let (file, rank) = (lines[at], lines[at + 1]);
    assert!(
        file >= b'a' && file <= b'i' && rank >= b'1' && rank <= b'9',
        "a point is not in the 9x9 frame"
    );
    Some(((file - b'a', rank - b'0'), starts_line, at + 2))
}

/// Whether `point` lies on one of `lines`.
const fn on_lines(lines: &[u8], point: Point) -> bool {
    let mut at = 0;
    while let Some((on, _, next)) = next_point(lines, at) {
        if on.0 == point.0 && on.1 == point.1 {
            return true;
        }
        at = next;
    }
    false
}

/// Frame row (0 at the top) and column of every bit: the points in reading order, in a frame of
/// `width` files from file `first` (0 = `a`).
const fn coords_table(lines: &[u8], first: u8, width: usize) -> [(u8, u8); 64] {
    let mut t = [(255u8, 255u8); 64];
    let mut bit = 0;
    let mut row = 0;
    while row < FRAME {
        let mut col = 0;
        while col < width {
            let point = (first + col as u8, (FRAME - row) as u8);
            if on_lines(lines, point) {
                t[bit] = (row as u8, col as u8);
                bit += 1;
            }
            col += 1;
        }
        row += 1;
    }
    t
}

const fn bit_of(coords: &[(u8, u8); 64], first: u8, point: Point) -> usize {
    let row = (FRAME as u8) - point.1;
    let mut b = 0;
    while b < 64 {
        if coords[b].0 == row && coords[b].1 + first == point.0 && coords[b].0 != 255 {
            return b;
        }
        b += 1;
    }
    panic!("a point of a line is not on the board")
}

/// The direction from `a` to `b` (one of the eight, by the signs of the steps).
const fn dir_between(a: Point, b: Point) -> Dir {
    // Ranks grow upwards, rows downwards.
    let dr = (a.1 as i32 - b.1 as i32).signum();
    let dc = (b.0 as i32 - a.0 as i32).signum();
    match (dr, dc) {
        (-1, -1) => Dir::UpLeft,
        (-1, 1) => Dir::UpRight,
        (1, -1) => Dir::DownLeft,
        (1, 1) => Dir::DownRight,
        (-1, 0) => Dir::Up,
        (1, 0) => Dir::Down,
        (0, -1) => Dir::Left,
        (0, 1) => Dir::Right,
        _ => panic!("two points of a line coincide"),
    }
}

/// Consecutive points of each line are neighbours both ways. A point with two different
/// neighbours in one direction would be a board this module cannot describe: it fails to build.
const fn next_table(lines: &[u8], coords: &[(u8, u8); 64], first: u8) -> [[u8; 64]; 8] {
    let mut t = [[NONE; 64]; 8];
    let mut previous: Option<Point> = None;
    let mut at = 0;
    while let Some((b, starts_line, next)) = next_point(lines, at) {
        if let (Some(a), false) = (previous, starts_line) {
            let (ba, bb) = (bit_of(coords, first, a), bit_of(coords, first, b));
            let d = dir_between(a, b) as usize;
            let back = dir_between(b, a) as usize;
            if (t[d][ba] != NONE && t[d][ba] as usize != bb)
                || (t[back][bb] != NONE && t[back][bb] as usize != ba)
            {
                panic!("a point has two neighbours in one direction");
            }
            t[d][ba] = bb as u8;
            t[back][bb] = ba as u8;
        }
        previous = Some(b);
        at = next;
    }
    t
}

const fn points(coords: &[(u8, u8); 64]) -> usize {
    let mut n = 0;
    while n < 64 && coords[n].0 != 255 {
        n += 1;
    }
    n
}

const fn order<const N: usize>() -> [u8; N] {
    let mut t = [0u8; N];
    let mut b = 0;
    while b < N {
        t[b] = b as u8;
        b += 1;
    }
    t
}

macro_rules! graph_board {
    ($(#[$doc:meta])* $name:ident, $lines:expr, $points:literal, $first:literal, $width:literal) => {
        $(#[$doc])*
        pub struct $name;

        impl $name {
            const COORD_TABLE: [(u8, u8); 64] = coords_table($lines, $first, $width);
            const NEXT_TABLE: [[u8; 64]; 8] = next_table($lines, &Self::COORD_TABLE, $first);
            const LINES: [(u8, u8); line_count(&Self::NEXT_TABLE)] = line_pairs(&Self::NEXT_TABLE);
        }

        const _: () = assert!(points(&$name::COORD_TABLE) == $points);

        impl Topology for $name {
            const COLS: usize = $width;
            const ROWS: usize = FRAME;
            const SQUARES: usize = $points;
            const ALL: SquareSet = SquareSet::from_bits((1u64 << $points) - 1);
            const TOP_ROW: SquareSet = row_of(&Self::COORD_TABLE, 0);
            const BOTTOM_ROW: SquareSet = row_of(&Self::COORD_TABLE, FRAME as u8 - 1);
            const COORDS: &'static [(u8, u8); 64] = &Self::COORD_TABLE;
            const NEXT: &'static [[u8; 64]; 8] = &Self::NEXT_TABLE;
            const INFO: BoardInfo = BoardInfo {
                kind: BoardKind::Points,
                cols: $width,
                rows: FRAME as u8,
                first_file: $first,
                all: Self::ALL,
                drawn: &Self::COORD_TABLE,
                next: &Self::NEXT_TABLE,
                order: &order::<$points>(),
                lines: &Self::LINES,
            };

            #[inline]
            fn shift(set: SquareSet, d: Dir) -> SquareSet {
                shift_by_table(&Self::NEXT_TABLE, set, d)
            }
        }
    };
}

graph_board!(
    /// The traditional Sixteen Soldiers board: 37 points, two triangles.
    Soldiers37,
    LINES_37.as_bytes(),
    37,
    2,
    5
);
graph_board!(
    /// The "16 vojáků" board: 49 points, four triangles.
    Soldiers49,
    LINES_49.as_bytes(),
    49,
    0,
    9
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::board::Square;

    fn named(info: &BoardInfo, name: &str) -> Square {
        let b = name.as_bytes();
        let (col, rank) = (b[0] - b'a' - info.first_file, b[1] - b'0');
        info.at(9 - rank, col)
            .unwrap_or_else(|| panic!("{name} is no point"))
    }

    fn neighbours<T: Topology>(name: &str) -> usize {
        let sq = named(&T::INFO, name);
        Dir::ALL
            .iter()
            .filter(|&&d| T::next(sq, d).is_some())
            .count()
    }

    #[test]
    fn the_traditional_board_has_its_37_points_and_20_lines() {
        assert_eq!(Soldiers37::ALL.count(), 37);
        // sixteen-soldiers.md §2: 8 neighbours at d4 f4 e5 d6 f6 and the apexes e3 e7.
        for name in ["d4", "f4", "e5", "d6", "f6", "e3", "e7"] {
            assert_eq!(neighbours::<Soldiers37>(name), 8, "{name}");
        }
        assert_eq!(neighbours::<Soldiers37>("c1"), 2);
        assert_eq!(neighbours::<Soldiers37>("d3"), 3);
        let info = Soldiers37::INFO;
        // The outer row of a triangle: c1 and e1 are neighbours.
        assert_eq!(
            Soldiers37::next(named(&info, "c1"), Dir::Right),
            Some(named(&info, "e1"))
        );
        assert_eq!(
            Soldiers37::next(named(&info, "e3"), Dir::DownRight),
            Some(named(&info, "f2"))
        );
        // Its frame is the five files c to g: c5 is the first point of rank 5.
        assert_eq!(info.cols, 5);
        assert_eq!(info.at(9 - 5, 0), Some(named(&info, "c5")));
    }

    #[test]
    fn the_four_triangle_board_has_49_points_and_mirror_symmetry() {
        assert_eq!(Soldiers49::ALL.count(), 49);
        let info = Soldiers49::INFO;
        for sq in info.all {
            let (row, col) = info.coords(sq).unwrap();
            let mirror = info.at(row, 8 - col).expect("left-right mirror");
            let flip = info.at(8 - row, col).expect("top-bottom mirror");
            for d in Dir::ALL {
                let n = Soldiers49::next(sq, d).map(|s| info.coords(s).unwrap());
                let (dr, dc) = d.delta();
                let mirrored_dir = Dir::ALL
                    .into_iter()
                    .find(|e| e.delta() == (dr, -dc))
                    .unwrap();
                let m = Soldiers49::next(mirror, mirrored_dir).map(|s| info.coords(s).unwrap());
                assert_eq!(n.map(|(r, c)| (r, 8 - c)), m, "{sq:?} {d:?}");
                let f = Soldiers49::next(flip, d.flipped()).map(|s| info.coords(s).unwrap());
                assert_eq!(n.map(|(r, c)| (8 - r, c)), f, "{sq:?} {d:?}");
            }
        }
        // The middle rank runs through both side triangles.
        assert_eq!(
            Soldiers49::next(named(&info, "c5"), Dir::Left),
            Some(named(&info, "b5"))
        );
        assert_eq!(
            Soldiers49::next(named(&info, "b5"), Dir::Left),
            Some(named(&info, "a5"))
        );
    }
}
