//! Static evaluation per game family, in hundredths of a man, from the side to move's view.

use crate::board::{Bitboard, Geometry, Squares};
use crate::movegen::promotion_row;
use crate::position::{Color, Position};
use crate::rules::{Goal, KingRange, Rules};

/// The weights of one evaluation (hundredths of a man).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A man.
    pub man: i32,
    /// A king.
    pub king: i32,
    /// Each row a man has advanced.
    pub advance: i32,
    /// A man still on its own back row.
    pub back_rank: i32,
    /// A man on a central square.
    pub centre: i32,
    /// A man one or two rows from crowning with an empty square ahead.
    pub runaway: i32,
    /// Bonus per piece for the side ahead in material (trading down when ahead).
    pub simplify: i32,
}

/// Weights for flying-king games on 10x10.
pub const FLYING_10: Weights = Weights {
    man: 100,
    king: 320,
    advance: 3,
    back_rank: 6,
    centre: 6,
    runaway: 40,
    simplify: 4,
};

/// Weights for flying-king games on 8x8.
pub const FLYING_8: Weights = Weights {
    man: 100,
    king: 280,
    advance: 4,
    back_rank: 8,
    centre: 6,
    runaway: 45,
    simplify: 6,
};

/// Weights for short-king games (English, Italian).
pub const SHORT_8: Weights = Weights {
    man: 100,
    king: 150,
    advance: 3,
    back_rank: 10,
    centre: 5,
    runaway: 30,
    simplify: 6,
};

/// Material only: the classic bots' view (man 1, king 3 or as given).
pub const MATERIAL_ONLY: Weights = Weights {
    man: 100,
    king: 300,
    advance: 0,
    back_rank: 0,
    centre: 0,
    runaway: 0,
    simplify: 0,
};

/// The default weights for a game.
pub fn weights_for<R: Rules>() -> Weights {
    match (R::KINGS, <R::Board as Geometry>::COLS) {
        (KingRange::Short, _) => SHORT_8,
        (_, 10) => FLYING_10,
        _ => FLYING_8,
    }
}

#[inline]
fn centre_mask<G: Geometry>() -> Bitboard {
    let mut m = 0;
    for (b, &(row, col)) in G::COORDS.iter().enumerate() {
        if row == 255 {
            continue;
        }
        let (r, c) = (row as usize, col as usize);
        if r >= G::ROWS / 2 - 1 - (G::ROWS / 10)
            && r <= G::ROWS / 2 + (G::ROWS / 10)
            && c >= 2
            && c < G::COLS - 2
        {
            m |= 1 << b;
        }
    }
    m
}

fn side_score<R: Rules>(pos: &Position, color: Color, w: &Weights, centre: Bitboard) -> i32 {
    let men = pos.men(color);
    let kings = pos.kings_of(color);
    let rows = <R::Board as Geometry>::ROWS as i32;
    let mut s = w.man * men.count_ones() as i32 + w.king * kings.count_ones() as i32;
    if w.advance != 0 || w.runaway != 0 {
        let empty = <R::Board as Geometry>::ALL & !pos.occupied();
        let promo = promotion_row::<R>(color);
        for sq in Squares(men) {
            let row = <R::Board as Geometry>::COORDS[sq as usize].0 as i32;
            let advanced = match color {
                Color::White => rows - 1 - row,
                Color::Black => row,
            };
            s += w.advance * advanced;
            if advanced >= rows - 3 {
                let ahead = match color {
                    Color::White => {
                        <R::Board as Geometry>::shift(1 << sq, crate::board::Dir::UpLeft)
                            | <R::Board as Geometry>::shift(1 << sq, crate::board::Dir::UpRight)
                    }
                    Color::Black => {
                        <R::Board as Geometry>::shift(1 << sq, crate::board::Dir::DownLeft)
                            | <R::Board as Geometry>::shift(1 << sq, crate::board::Dir::DownRight)
                    }
                };
                if ahead & empty != 0 {
                    s += if ahead & promo != 0 {
                        w.runaway
                    } else {
                        w.runaway / 2
                    };
                }
            }
        }
    }
    let back = promotion_row::<R>(color.opponent());
    s += w.back_rank * (men & back).count_ones() as i32;
    s += w.centre * (men & centre).count_ones() as i32;
    s
}

/// The evaluation of `pos` with `w`, from the side to move's view.
pub fn evaluate_with<R: Rules>(pos: &Position, goal: Goal, w: &Weights) -> i32 {
    let centre = centre_mask::<R::Board>();
    let us = pos.side();
    let mine = side_score::<R>(pos, us, w, centre);
    let theirs = side_score::<R>(pos, us.opponent(), w, centre);
    let mut score = mine - theirs;
    if w.simplify != 0 {
        let total = pos.occupied().count_ones() as i32;
        let max_pieces = <R::Board as Geometry>::SQUARES as i32 * 4 / 5;
        score += score.signum() * w.simplify * (max_pieces - total).max(0) / 4;
    }
    match goal {
        Goal::Standard => endgame_knowledge::<R>(pos, score),
        // Losing wins: fewer pieces is better; advancement still matters little.
        Goal::NoMoveWins => {
            let material = |c: Color| pos.pieces(c).count_ones() as i32;
            (material(us.opponent()) - material(us)) * w.man
                + (side_score::<R>(pos, us.opponent(), w, centre)
                    - side_score::<R>(pos, us, w, centre))
                    / 8
        }
        // First king wins: advancement and runaways matter most.
        Goal::FirstKingWins => {
            score + (advance_race::<R>(pos, us) - advance_race::<R>(pos, us.opponent()))
        }
    }
}

fn advance_race<R: Rules>(pos: &Position, color: Color) -> i32 {
    let rows = <R::Board as Geometry>::ROWS as i32;
    Squares(pos.men(color))
        .map(|sq| {
            let row = <R::Board as Geometry>::COORDS[sq as usize].0 as i32;
            let adv = match color {
                Color::White => rows - 1 - row,
                Color::Black => row,
            };
            adv * adv
        })
        .max()
        .unwrap_or(0)
        * 3
}

/// The default evaluation of a game.
pub fn evaluate<R: Rules>(pos: &Position, goal: Goal) -> i32 {
    evaluate_with::<R>(pos, goal, &weights_for::<R>())
}

/// Known draws: with flying kings a lone king holds against two pieces, and against three unless
/// the stronger side has the main road or men to spare; the move limits (16 moves in
/// International, 15 and 5 in Russian) end those endings before a slow win. Scores are damped
/// towards zero so the search prefers real progress.
fn endgame_knowledge<R: Rules>(pos: &Position, score: i32) -> i32 {
    if R::KINGS != KingRange::Flying {
        return score;
    }
    for weak in [Color::White, Color::Black] {
        let wp = pos.pieces(weak);
        if wp.count_ones() != 1 || wp & pos.kings() == 0 {
            continue;
        }
        let strong = weak.opponent();
        let n = pos.pieces(strong).count_ones();
        if pos.kings_of(strong) == 0 {
            continue;
        }
        if n <= 2 {
            return score / 16;
        }
        if n == 3 {
            return score / 4;
        }
    }
    score
}
