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

const fn p(name: &[u8; 2]) -> Point {
    (name[0] - b'a', name[1] - b'0')
}

/// The traditional 37-point board: the court with the bottom and top triangles (20 lines).
const LINES_37: &[&[Point]] = &[
    &[p(b"c1"), p(b"e1"), p(b"g1")],
    &[p(b"d2"), p(b"e2"), p(b"f2")],
    &[p(b"d8"), p(b"e8"), p(b"f8")],
    &[p(b"c9"), p(b"e9"), p(b"g9")],
    &[p(b"c3"), p(b"d3"), p(b"e3"), p(b"f3"), p(b"g3")],
    &[p(b"c4"), p(b"d4"), p(b"e4"), p(b"f4"), p(b"g4")],
    &[p(b"c5"), p(b"d5"), p(b"e5"), p(b"f5"), p(b"g5")],
    &[p(b"c6"), p(b"d6"), p(b"e6"), p(b"f6"), p(b"g6")],
    &[p(b"c7"), p(b"d7"), p(b"e7"), p(b"f7"), p(b"g7")],
    &[p(b"c3"), p(b"c4"), p(b"c5"), p(b"c6"), p(b"c7")],
    &[p(b"d3"), p(b"d4"), p(b"d5"), p(b"d6"), p(b"d7")],
    &[p(b"f3"), p(b"f4"), p(b"f5"), p(b"f6"), p(b"f7")],
    &[p(b"g3"), p(b"g4"), p(b"g5"), p(b"g6"), p(b"g7")],
    &[
        p(b"e1"),
        p(b"e2"),
        p(b"e3"),
        p(b"e4"),
        p(b"e5"),
        p(b"e6"),
        p(b"e7"),
        p(b"e8"),
        p(b"e9"),
    ],
    &[p(b"c3"), p(b"d4"), p(b"e5"), p(b"f6"), p(b"g7")],
    &[p(b"c7"), p(b"d6"), p(b"e5"), p(b"f4"), p(b"g3")],
    &[p(b"c1"), p(b"d2"), p(b"e3"), p(b"f4"), p(b"g5")],
    &[p(b"c5"), p(b"d4"), p(b"e3"), p(b"f2"), p(b"g1")],
    &[p(b"c5"), p(b"d6"), p(b"e7"), p(b"f8"), p(b"g9")],
    &[p(b"c9"), p(b"d8"), p(b"e7"), p(b"f6"), p(b"g5")],
];

/// The 49-point board of "16 vojáků": the court with four triangles (24 lines); the court's
/// middle rank and diamond diagonals run on through the side triangles.
const LINES_49: &[&[Point]] = &[
    &[p(b"c1"), p(b"e1"), p(b"g1")],
    &[p(b"d2"), p(b"e2"), p(b"f2")],
    &[p(b"d8"), p(b"e8"), p(b"f8")],
    &[p(b"c9"), p(b"e9"), p(b"g9")],
    &[p(b"a3"), p(b"a5"), p(b"a7")],
    &[p(b"b4"), p(b"b5"), p(b"b6")],
    &[p(b"h4"), p(b"h5"), p(b"h6")],
    &[p(b"i3"), p(b"i5"), p(b"i7")],
    &[p(b"c3"), p(b"d3"), p(b"e3"), p(b"f3"), p(b"g3")],
    &[p(b"c4"), p(b"d4"), p(b"e4"), p(b"f4"), p(b"g4")],
    &[p(b"c6"), p(b"d6"), p(b"e6"), p(b"f6"), p(b"g6")],
    &[p(b"c7"), p(b"d7"), p(b"e7"), p(b"f7"), p(b"g7")],
    &[
        p(b"a5"),
        p(b"b5"),
        p(b"c5"),
        p(b"d5"),
        p(b"e5"),
        p(b"f5"),
        p(b"g5"),
        p(b"h5"),
        p(b"i5"),
    ],
    &[p(b"c3"), p(b"c4"), p(b"c5"), p(b"c6"), p(b"c7")],
    &[p(b"d3"), p(b"d4"), p(b"d5"), p(b"d6"), p(b"d7")],
    &[p(b"f3"), p(b"f4"), p(b"f5"), p(b"f6"), p(b"f7")],
    &[p(b"g3"), p(b"g4"), p(b"g5"), p(b"g6"), p(b"g7")],
    &[
        p(b"e1"),
        p(b"e2"),
        p(b"e3"),
        p(b"e4"),
        p(b"e5"),
        p(b"e6"),
        p(b"e7"),
        p(b"e8"),
        p(b"e9"),
    ],
    &[p(b"c3"), p(b"d4"), p(b"e5"), p(b"f6"), p(b"g7")],
    &[p(b"c7"), p(b"d6"), p(b"e5"), p(b"f4"), p(b"g3")],
    &[
        p(b"a3"),
        p(b"b4"),
        p(b"c5"),
        p(b"d6"),
        p(b"e7"),
        p(b"f8"),
        p(b"g9"),
    ],
    &[
        p(b"a7"),
        p(b"b6"),
        p(b"c5"),
        p(b"d4"),
        p(b"e3"),
        p(b"f2"),
        p(b"g1"),
    ],
    &[
        p(b"c1"),
        p(b"d2"),
        p(b"e3"),
        p(b"f4"),
        p(b"g5"),
        p(b"h6"),
        p(b"i7"),
    ],
    &[
        p(b"c9"),
        p(b"d8"),
        p(b"e7"),
        p(b"f6"),
        p(b"g5"),
        p(b"h4"),
        p(b"i3"),
    ],
];

/// Rows of the frame (ranks 1 to 9).
const FRAME: usize = 9;

/// Whether `point` lies on one of `lines`.
const fn on_lines(lines: &[&[Point]], point: Point) -> bool {
    let mut i = 0;
    while i < lines.len() {
        let mut j = 0;
        while j < lines[i].len() {
            if lines[i][j].0 == point.0 && lines[i][j].1 == point.1 {
                return true;
            }
            j += 1;
        }
        i += 1;
    }
    false
}

/// Frame row (0 at the top) and column of every bit: the points in reading order, in a frame of
/// `width` files from file `first` (0 = `a`).
const fn coords_table(lines: &[&[Point]], first: u8, width: usize) -> [(u8, u8); 64] {
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
const fn next_table(lines: &[&[Point]], coords: &[(u8, u8); 64], first: u8) -> [[u8; 64]; 8] {
    let mut t = [[NONE; 64]; 8];
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let mut j = 0;
        while j + 1 < line.len() {
            let (a, b) = (line[j], line[j + 1]);
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
            j += 1;
        }
        i += 1;
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
    LINES_37,
    37,
    2,
    5
);
graph_board!(
    /// The "16 vojáků" board: 49 points, four triangles.
    Soldiers49,
    LINES_49,
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

    #[test]
    fn shifts_match_neighbour_tables() {
        for d in Dir::ALL {
            for sq in Soldiers49::ALL {
                let expected = Soldiers49::next(sq, d).map_or(SquareSet::EMPTY, Square::set);
                assert_eq!(Soldiers49::shift(sq.set(), d), expected);
            }
        }
    }
}
