//! The evaluation of piece games, for any game file: material (pieces in hand a little more,
//! since a drop goes anywhere), piece-square knowledge derived from the movement (a piece is
//! worth more where it reaches more squares of an empty board; a piece that promotes gains as
//! it nears its zone), and the royal piece's safety (sheltered by its own pieces while the
//! opponent has attackers, central once the board empties).

use super::position::{kind_of, side_of, Position};
use super::position::{MAX_KINDS, MAX_SQUARES};
use super::rules::{PieceRules, Shape};

/// Precomputed tables of one game.
#[derive(Clone, Debug)]
pub struct Evaluator {
    /// Piece-square bonus `[side][kind][square]` for everything but royal pieces.
    pst: Vec<i16>,
    /// Royal piece bonus `[side][square]` in the middle game (back and sheltered) and the end
    /// game (central).
    royal_middle: Vec<i16>,
    royal_end: Vec<i16>,
    /// The squares next to each square.
    neighbours: Vec<Vec<u8>>,
    /// Piece values.
    values: [i32; MAX_KINDS],
    /// Each side's royal kinds as a bit mask.
    royal: [u32; 2],
    /// Material (without royal pieces) of the start position: the scale of the game phase.
    full_material: i32,
    drops: bool,
}

/// Squares a piece of `kind` of `side` reaches from `sq` on an empty board.
fn reach(g: &PieceRules, side: usize, kind: usize, sq: u8) -> i32 {
    g.atoms[side][kind]
        .iter()
        .map(|a| {
            let n = g.ray(a.dir, sq).len();
            let r = a.move_range.max(a.capture_range) as usize;
            match a.shape {
                Shape::Jump => n.saturating_sub(1).min(1),
                _ => n.min(r),
            }
        })
        .sum::<usize>() as i32
}

impl Evaluator {
    /// The tables of `g`.
    pub fn new(g: &PieceRules) -> Evaluator {
        let area = g.area();
        let mut pst = vec![0i16; 2 * MAX_KINDS * MAX_SQUARES];
        let mut royal_middle = vec![0i16; 2 * MAX_SQUARES];
        let mut royal_end = vec![0i16; 2 * MAX_SQUARES];
        let mut values = [0i32; MAX_KINDS];
        let mut royal = [0u32; 2];
        for (k, kind) in g.kinds.iter().enumerate() {
            values[k] = kind.value;
        }
        for (mask, side) in royal.iter_mut().zip(&g.sides) {
            for &k in &side.royal {
                *mask |= 1 << k;
            }
        }
        let center = |sq: u8| {
            let f2 = 2 * g.file_of(sq) as i32 - (g.files as i32 - 1);
            let r2 = 2 * g.rank_of(sq) as i32 - (g.ranks as i32 - 1);
            f2.abs().max(r2.abs())
        };
        let max_center = (g.files.max(g.ranks) as i32 - 1).max(1);
        for side in 0..2 {
            for k in 0..g.kinds.len() {
                let reaches: Vec<i32> = g.squares.iter().map(|sq| reach(g, side, k, sq)).collect();
                let mean = reaches.iter().sum::<i32>() as f64 / reaches.len().max(1) as f64;
                let promotes = !g.kinds[k].promotes.is_empty();
                let gain = g.kinds[k]
                    .promotes
                    .iter()
                    .map(|&p| g.kinds[p as usize].value - g.kinds[k].value)
                    .max()
                    .unwrap_or(0)
                    .max(0);
                for (i, sq) in g.squares.iter().enumerate() {
                    let mut b = ((reaches[i] as f64 - mean) * 4.0).round() as i32;
                    if promotes && !g.zones[side].is_empty() {
                        // Closer to the zone: up to a sixth of what promotion gains, more in the
                        // centre files than on the edges.
                        let rank = g.rank_of(sq) as i32;
                        let progress = if side == 0 {
                            rank
                        } else {
                            g.ranks as i32 - 1 - rank
                        };
                        let edge = (2 * g.file_of(sq) as i32 - (g.files as i32 - 1)).abs();
                        let centre = 10 - 7 * edge / (g.files as i32 - 1).max(1);
                        b += gain * progress * progress * centre
                            / (60 * (g.ranks as i32 - 1).pow(2)).max(1);
                    }
                    pst[(side * MAX_KINDS + k) * MAX_SQUARES + sq as usize] =
                        b.clamp(-300, 600) as i16;
                }
            }
            for sq in g.squares.iter() {
                let rank = g.rank_of(sq) as i32;
                let home = if side == 0 {
                    rank
                } else {
                    g.ranks as i32 - 1 - rank
                };
                royal_middle[side * MAX_SQUARES + sq as usize] =
                    (-12 * home - 2 * (max_center - center(sq))) as i16;
                royal_end[side * MAX_SQUARES + sq as usize] =
                    (4 * (max_center - center(sq))) as i16;
            }
        }
        let neighbours = (0..area as u8)
            .map(|sq| {
                let (f, r) = (g.file_of(sq) as i32, g.rank_of(sq) as i32);
                let mut v = Vec::new();
                for dy in -1..=1 {
                    for dx in -1..=1 {
                        let (x, y) = (f + dx, r + dy);
                        if (dx, dy) != (0, 0)
                            && x >= 0
                            && y >= 0
                            && x < g.files as i32
                            && y < g.ranks as i32
                        {
                            let t = (y * g.files as i32 + x) as u8;
                            if g.squares.has(t) {
                                v.push(t);
                            }
                        }
                    }
                }
                v
            })
            .collect();
        let full_material = [0u8, 1]
            .iter()
            .flat_map(|&s| g.start.occ[s as usize].iter().map(move |sq| (s, sq)))
            .map(|(_, sq)| kind_of(g.start.board[sq as usize]))
            .filter(|&k| (royal[0] | royal[1]) >> k & 1 == 0)
            .map(|k| values[k as usize])
            .sum::<i32>()
            .max(1);
        Evaluator {
            pst,
            royal_middle,
            royal_end,
            neighbours,
            values,
            royal,
            full_material,
            drops: g.drops,
        }
    }

    /// The value of a kind.
    #[inline(always)]
    pub fn value(&self, kind: u8) -> i32 {
        self.values[kind as usize]
    }

    /// Material only, from the side to move's view.
    pub fn material(&self, pos: &Position) -> i32 {
        let mut s = [0i32; 2];
        for (side, total) in s.iter_mut().enumerate() {
            for sq in pos.occ[side].minus(pos.royals[side]).iter() {
                *total += self.values[kind_of(pos.board[sq as usize]) as usize];
            }
            if self.drops {
                for (k, &n) in pos.hand[side].iter().enumerate() {
                    *total += n as i32 * self.values[k];
                }
            }
        }
        let white = s[0] - s[1];
        if pos.side == 0 {
            white
        } else {
            -white
        }
    }

    /// The full evaluation from the side to move's view, in hundredths of a pawn.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let mut mat = [0i32; 2];
        let mut pst = [0i32; 2];
        for side in 0..2usize {
            for sq in pos.occ[side].iter() {
                let k = kind_of(pos.board[sq as usize]) as usize;
                if self.royal[side] >> k & 1 != 0 {
                    continue;
                }
                mat[side] += self.values[k];
                pst[side] += self.pst[(side * MAX_KINDS + k) * MAX_SQUARES + sq as usize] as i32;
            }
            if self.drops {
                for (k, &n) in pos.hand[side].iter().enumerate() {
                    // In hand a piece goes anywhere: a tenth more than on the board.
                    mat[side] += n as i32 * self.values[k] * 11 / 10;
                }
            }
        }
        let mut score = [0i32; 2];
        for side in 0..2usize {
            let other = mat[1 - side];
            // The opponent's material decides between middle game and end game.
            let phase = (other * 256 / self.full_material).clamp(0, 256);
            let mut royal = 0;
            for sq in pos.royals[side].iter() {
                let mid = self.royal_middle[side * MAX_SQUARES + sq as usize] as i32;
                let end = self.royal_end[side * MAX_SQUARES + sq as usize] as i32;
                let shelter = self.neighbours[sq as usize]
                    .iter()
                    .filter(|&&n| {
                        let c = pos.board[n as usize];
                        c != 0 && side_of(c) as usize == side
                    })
                    .count() as i32
                    * 8;
                royal += ((mid + shelter) * phase + end * (256 - phase)) / 256;
            }
            score[side] = mat[side] + pst[side] + royal;
        }
        let white = score[0] - score[1];
        if pos.side == 0 {
            white
        } else {
            -white
        }
    }
}
