//! The numbering of one material's positions ([`Layout`]): each group of like pieces placed
//! as a combination of its squares, ranked with binomial coefficients ([`Binomials`]).

use super::Material;
use crate::draughts::board::{Square, SquareSet, Topology};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::Rules;

/// Binomial coefficients `C(n, k)` for n ≤ 64, k ≤ 8.
#[derive(Clone)]
pub(super) struct Binomials([[u64; 9]; 65]);

impl Binomials {
    pub(super) fn new() -> Binomials {
        let mut c = [[0u64; 9]; 65];
        for n in 0..65 {
            c[n][0] = 1;
            for k in 1..9 {
                c[n][k] = if n == 0 {
                    0
                } else {
                    c[n - 1][k - 1] + c[n - 1][k]
                };
            }
        }
        Binomials(c)
    }

    fn get(&self, n: usize, k: usize) -> u64 {
        self.0[n][k]
    }
}

/// One group of like pieces (White's men, White's kings, Black's men, Black's kings): how many,
/// and the squares they may stand on.
#[derive(Clone)]
struct Group {
    count: usize,
    squares: Vec<Square>,
    /// The place of each square in `squares`, or 255 where it may not stand.
    place: [u8; 64],
    size: u64,
}

/// The numbering of a material's positions: each group's squares ranked as a combination, the
/// groups in a fixed order, then the side to move. Placements where two pieces share a square
/// have a number but no position.
#[derive(Clone)]
pub(super) struct Layout {
    groups: [Group; 4],
    /// Positions per side to move.
    per_side: u64,
}

impl Layout {
    pub(super) fn new<R: Rules>(rules: R, m: Material, binomials: &Binomials) -> Layout {
        let all = <R::Board as Topology>::ALL;
        let men_squares = |c: Color| all & !rules.promotion(c);
        let group = |allowed: SquareSet, count: u8| {
            let squares: Vec<Square> = allowed.iter().collect();
            let mut place = [255u8; 64];
            for (i, sq) in squares.iter().enumerate() {
                place[sq.index()] = i as u8;
            }
            Group {
                count: count as usize,
                size: binomials.get(squares.len(), count as usize),
                squares,
                place,
            }
        };
        let groups = [
            group(men_squares(Color::White), m.men[0]),
            group(all, m.kings[0]),
            group(men_squares(Color::Black), m.men[1]),
            group(all, m.kings[1]),
        ];
        let per_side = groups.iter().map(|g| g.size).product();
        Layout { groups, per_side }
    }

    pub(super) fn size(&self) -> usize {
        (2 * self.per_side) as usize
    }

    /// The position numbered `index`, if its pieces stand on different squares.
    pub(super) fn position(&self, index: usize, binomials: &Binomials) -> Option<Position> {
        let side = if index as u64 >= self.per_side {
            Color::Black
        } else {
            Color::White
        };
        let mut rest = index as u64 % self.per_side;
        let mut sets = [SquareSet::EMPTY; 4];
        for g in (0..4).rev() {
            let group = &self.groups[g];
            let mut rank = rest % group.size;
            rest /= group.size;
            // Unranking a combination: the largest place first.
            let mut top = group.squares.len();
            for k in (1..=group.count).rev() {
                loop {
                    top -= 1;
                    let c = binomials.get(top, k);
                    if c <= rank {
                        rank -= c;
                        break;
                    }
                }
                let sq = group.squares[top];
                if sets.iter().any(|s| s.contains(sq)) {
                    return None;
                }
                sets[g] = sets[g].with(sq);
            }
        }
        let kings = sets[1] | sets[3];
        Some(Position::new(
            sets[0] | sets[1],
            sets[2] | sets[3],
            kings,
            side,
        ))
    }

    /// The number of `pos`, whose material is this layout's.
    pub(super) fn index(&self, pos: &Position, binomials: &Binomials) -> usize {
        let sets = [
            pos.men(Color::White),
            pos.kings_of(Color::White),
            pos.men(Color::Black),
            pos.kings_of(Color::Black),
        ];
        let mut index = 0u64;
        for (group, set) in self.groups.iter().zip(sets) {
            let mut rank = 0;
            for (k, sq) in set.iter().enumerate() {
                rank += binomials.get(group.place[sq.index()] as usize, k + 1);
            }
            index = index * group.size + rank;
        }
        if pos.side() == Color::Black {
            index += self.per_side;
        }
        index as usize
    }
}
