//! Static evaluation per game family, in hundredths of a man, from the side to move's view.
//!
//! The evaluation is linear: [`features`] counts, for each [`Feature`], the side to move's
//! pieces minus the opponent's, and the score is the dot product with the family's [`Weights`]
//! (see [`crate::draughts::weights`]), plus the family's learned pattern tables where it has them
//! ([`crate::draughts::patterns`]). Non-linear knowledge comes after: known drawn endings with
//! flying kings damp the score ([`draw_damping`]), and Breakthrough adds the race to the first
//! king ([`race`]). The default weights are fitted by `dama tune` (`src/dev/tuning/`), not
//! guessed: to real games where the family has them, else to games the engine played itself.
//!
//! The features read the board's geometry (its rows, its directions, the game's man and king
//! steps), so one definition serves the diagonal boards, Turkish's grid and the Sixteen Soldiers
//! points. Every feature is a few whole-board shifts and popcounts: the search calls this
//! millions of times a second, so nothing here loops over squares except through bit tricks.

use crate::draughts::board::{BoardKind, Dir, SquareSet, Topology};
use crate::draughts::patterns::{self, Net};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{Goal, KingRange, Rules};
use crate::draughts::weights::{family, Feature, Weights, FEATURES};

/// Square sets of one board, per colour where it matters (index 0 White, 1 Black), as bits.
struct Masks {
    /// Bit `k` of the rows a man on each square has advanced, as four planes: the tempo count
    /// is `Σ 2^k · popcount(men & plane[k])`.
    planes: [[u64; 4]; 2],
    /// The own back row.
    back: [u64; 2],
    /// The bridge of short-king games (English squares 30, 32 for White; 1, 3 for Black).
    bridge: [u64; 2],
    /// The inner back-row squares of flying-king games (c1, e1; 47, 48, 49 for White).
    inner_back: [u64; 2],
    /// The central squares.
    centre: u64,
    /// White's left half (columns a–d, or 1–5 on 10x10).
    left: u64,
    /// White's right half.
    right: u64,
    /// The main diagonal (dark-square boards only).
    main_road: u64,
    /// The squares one or two rows short of each side's crowning row.
    near_crown: [u64; 2],
}

/// The masks of a board from its points' rows and columns (`coords`, in the board's own frame).
const fn masks(coords: &[(u8, u8); 64], cols: usize, rows: usize, diagonal: bool) -> Masks {
    let mut m = Masks {
        planes: [[0; 4]; 2],
        back: [0; 2],
        bridge: [0; 2],
        inner_back: [0; 2],
        centre: 0,
        left: 0,
        right: 0,
        main_road: 0,
        near_crown: [0; 2],
    };
    let mut bit = 0;
    while bit < 64 {
        let (r, c) = coords[bit];
        if r != 255 {
            let (row, col) = (r as usize, c as usize);
            {
                let b = 1u64 << bit;
                let adv = [rows - 1 - row, row];
                // White's squares; Black's are the same turned half a turn.
                let turned = [(row, col), (rows - 1 - row, cols - 1 - col)];
                let mut side = 0;
                while side < 2 {
                    let mut k = 0;
                    while k < 4 {
                        if (adv[side] >> k) & 1 == 1 {
                            m.planes[side][k] |= b;
                        }
                        k += 1;
                    }
                    if adv[side] + 3 >= rows && adv[side] + 1 < rows {
                        m.near_crown[side] |= b;
                    }
                    let (r, c) = turned[side];
                    if r == rows - 1 {
                        m.back[side] |= b;
                        if c == 2 || c == cols - 2 {
                            m.bridge[side] |= b;
                        }
                        if c >= 2 && c < cols - 2 {
                            m.inner_back[side] |= b;
                        }
                    }
                    side += 1;
                }
                // The middle rows, as many above the centre as below it: 3-4 of 8, 3-6 of 10,
                // 3-5 of 9.
                let low = rows / 2 - 1 - rows / 10;
                if row >= low && row <= rows - 1 - low && col >= 2 && col < cols - 2 {
                    m.centre |= b;
                }
                if col < cols / 2 {
                    m.left |= b;
                }
                // A middle column (boards of odd width) is on neither side.
                if col >= cols.div_ceil(2) {
                    m.right |= b;
                }
                if diagonal && row + col == rows - 1 {
                    m.main_road |= b;
                }
            }
        }
        bit += 1;
    }
    m
}

/// The masks of each board, computed when the program is built.
trait BoardMasks {
    const MASKS: Masks;
}

impl<T: Topology> BoardMasks for T {
    const MASKS: Masks = masks(
        T::COORDS,
        T::COLS,
        T::ROWS,
        matches!(T::INFO.kind, BoardKind::DarkSquares),
    );
}

/// The squares one or two rows short of `color`'s crowning row on `R`'s board.
#[inline(always)]
pub fn near_crown<R: Rules>(color: Color) -> SquareSet {
    SquareSet::from_bits(masks_of::<R>().near_crown[color.index()])
}

#[inline(always)]
fn masks_of<R: Rules>() -> &'static Masks {
    &<R::Board as BoardMasks>::MASKS
}

#[inline(always)]
fn shift<R: Rules>(set: SquareSet, d: Dir) -> SquareSet {
    <R::Board as Topology>::shift(set, d)
}

/// The men of `color` whose way to the crowning row no opponent piece can reach in time.
///
/// An opponent man blocks a man if it stands in the cone ahead of it (the squares `j` rows
/// ahead and at most `j` columns aside): men outside the cone move away from it as fast as it
/// narrows. Where men capture backward, a man passing beside an opponent man can still be
/// taken, so the cone is widened by two columns and a man with an opponent man diagonally
/// behind is not counted. Any opponent king can come back to stop it, so none may exist.
#[inline(always)]
fn runaways<R: Rules>(rules: R, pos: &Position, color: Color) -> SquareSet {
    let them = color.opponent();
    let men = pos.men(color);
    if men.is_empty() || pos.kings_of(them).any() || rules.promotion(color).is_empty() {
        return SquareSet::EMPTY;
    }
    let theirs = pos.pieces(them);
    // The squares from which an opponent piece is in the cone: the opponents' own forward
    // cones, filled row by row.
    let back = rules.man_steps(them);
    let mut shadow = theirs;
    let mut front = theirs;
    for _ in 1..<R::Board as Topology>::ROWS {
        front = back
            .iter()
            .fold(SquareSet::EMPTY, |acc, &d| acc | shift::<R>(front, d));
        shadow |= front;
        if (men - shadow).is_empty() {
            return SquareSet::EMPTY;
        }
    }
    let forward = rules.man_steps(color);
    let capture_backward = rules.man_captures(color).len() > forward.len();
    if capture_backward && forward.len() == 2 && back.len() == 2 {
        let (f0, f1, b0, b1) = (forward[0], forward[1], back[0], back[1]);
        let sideways = |s: SquareSet, a: Dir, b: Dir| shift::<R>(shift::<R>(s, a), b);
        shadow |= sideways(shadow, f0, b0)
            | sideways(shadow, b0, f0)
            | sideways(shadow, f1, b1)
            | sideways(shadow, b1, f1)
            | shift::<R>(theirs, f0)
            | shift::<R>(theirs, f1);
    }
    men - shadow
}

/// The men of `color` one step from crowning with the crowning square free, that the opponent
/// cannot take first: any such man of the side to move crowns next move; the opponent's must
/// not stand where a man or a short king can jump it (a flying king anywhere could).
#[inline(always)]
fn about_to_crown<R: Rules>(rules: R, pos: &Position, color: Color, to_move: bool) -> SquareSet {
    let them = color.opponent();
    let empty = <R::Board as Topology>::ALL - pos.occupied();
    let free = rules.promotion(color) & empty;
    let ready = pos.men(color)
        & rules
            .man_steps(them)
            .iter()
            .fold(SquareSet::EMPTY, |acc, &d| acc | shift::<R>(free, d));
    if ready.is_empty() || to_move {
        return ready;
    }
    if rules.kings() == KingRange::Flying && pos.kings_of(them).any() {
        return SquareSet::EMPTY;
    }
    let mut takeable = SquareSet::EMPTY;
    for d in Dir::ALL {
        // A piece on the `d` side of the man jumps it towards the opposite side.
        let towards = d.opposite();
        let men_jump = rules.man_captures(them).contains(&towards);
        let kings_jump = rules.king_captures().contains(&towards);
        let jumpers = match (men_jump, kings_jump) {
            (true, _) => pos.pieces(them),
            (false, true) => pos.kings_of(them),
            (false, false) => continue,
        };
        takeable |= shift::<R>(jumpers, towards) & shift::<R>(empty, d);
    }
    ready - takeable
}

/// Empty squares attacked by `kings`: whole lines up to the first piece when kings fly.
#[inline(always)]
fn king_mobility<R: Rules>(rules: R, kings: SquareSet, empty: SquareSet) -> i32 {
    if kings.is_empty() {
        return 0;
    }
    let mut n = 0;
    for &d in rules.king_steps() {
        let mut f = shift::<R>(kings, d) & empty;
        n += f.count() as i32;
        if rules.kings() == KingRange::Flying {
            while f.any() {
                f = shift::<R>(f, d) & empty;
                n += f.count() as i32;
            }
        }
    }
    n
}

/// The features of one side, without the cross terms ([`Feature::AdvanceLate`],
/// [`Feature::Simplify`], [`Feature::SoleKing`], [`Feature::MenVsKing`], [`Feature::KingVsKing`]).
#[inline(always)]
fn side_features<R: Rules>(
    rules: R,
    pos: &Position,
    color: Color,
    f: &mut [i32; FEATURES],
    sign: i32,
) {
    let m = masks_of::<R>();
    let c = color.index();
    let men = pos.men(color).bits();
    let kings = pos.kings_of(color);
    let empty = <R::Board as Topology>::ALL - pos.occupied();
    let count = |b: u64| b.count_ones() as i32;

    let planes = &m.planes[c];
    let advance = count(men & planes[0])
        + 2 * count(men & planes[1])
        + 4 * count(men & planes[2])
        + 8 * count(men & planes[3]);
    let key = if rules.kings() == KingRange::Short {
        m.bridge[c]
    } else {
        m.inner_back[c]
    };
    let movable = rules
        .man_steps(color)
        .iter()
        .fold(SquareSet::EMPTY, |acc, &d| {
            acc | shift::<R>(empty, d.opposite())
        });
    let movable = men & movable.bits();

    f[Feature::Man as usize] += sign * count(men);
    f[Feature::King as usize] += sign * kings.count() as i32;
    f[Feature::Advance as usize] += sign * advance;
    f[Feature::BackRank as usize] += sign * count(men & m.back[c]);
    f[Feature::BackKey as usize] += sign * count(men & key);
    f[Feature::Centre as usize] += sign * count(men & m.centre);
    f[Feature::Balance as usize] += sign * (count(men & m.left) - count(men & m.right)).abs();
    let runaway = runaways(rules, pos, color) | about_to_crown(rules, pos, color, sign > 0);
    f[Feature::Runaway as usize] += sign * runaway.count() as i32;
    f[Feature::KingMobility as usize] += sign * king_mobility(rules, kings, empty);
    f[Feature::Locked as usize] += sign * count(men & !movable);
    if rules.kings() == KingRange::Flying {
        f[Feature::MainRoad as usize] += sign * (kings.bits() & m.main_road != 0) as i32;
    }
}

/// The feature vector of `pos`: for each [`Feature`], the side to move's count minus the
/// opponent's.
// Inlined everywhere natively (a few percent of a search); in the wasm, whose size is
// downloaded, where the compiler sees fit.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
#[cfg_attr(target_arch = "wasm32", inline)]
pub fn features<R: Rules>(rules: R, pos: &Position) -> [i32; FEATURES] {
    let us = pos.side();
    let mut f = [0; FEATURES];
    side_features(rules, pos, us, &mut f, 1);
    side_features(rules, pos, us.opponent(), &mut f, -1);
    let full = <R::Board as Topology>::SQUARES as i32 * 4 / 5;
    let gone = (full - pos.occupied().count() as i32).max(0);
    f[Feature::AdvanceLate as usize] = f[Feature::Advance as usize] * gone / 8;
    let material = f[Feature::Man as usize] + 3 * f[Feature::King as usize];
    f[Feature::Simplify as usize] = material.signum() * gone;
    let them = us.opponent();
    let (our_kings, their_kings) = (pos.kings_of(us).any(), pos.kings_of(them).any());
    f[Feature::SoleKing as usize] = our_kings as i32 - their_kings as i32;
    f[Feature::MenVsKing as usize] = pos.men(us).count() as i32 * their_kings as i32
        - pos.men(them).count() as i32 * our_kings as i32;
    if our_kings && their_kings {
        f[Feature::KingVsKing as usize] = f[Feature::King as usize];
    }
    f
}

/// The evaluation of `pos` with `w`, from the side to move's view.
#[inline]
pub fn evaluate_with<R: Rules>(rules: R, pos: &Position, w: &Weights) -> i32 {
    reshape(rules, pos, w.dot(&features(rules, pos)))
}

/// The evaluation of `pos` with `w` and the pattern tables `net`.
#[inline]
pub fn evaluate_full<R: Rules>(rules: R, pos: &Position, w: &Weights, net: &Net) -> i32 {
    let score = w.dot(&features(rules, pos)) + patterns::score(rules, pos, net);
    reshape(rules, pos, score)
}

/// The score of a position's features turned into its evaluation: damped in known drawish
/// endings, and with the race to the first king where that wins.
#[inline(always)]
fn reshape<R: Rules>(rules: R, pos: &Position, score: i32) -> i32 {
    score / draw_damping(rules, pos) + race(rules, pos)
}

/// Where the first king wins (Breakthrough), the race to it: the farthest row a man of the side
/// to move has reached, squared, less the opponent's; 0 in the other games. It is not fitted:
/// the tuner adds it to each position's score as the engine does.
#[inline(always)]
pub fn race<R: Rules>(rules: R, pos: &Position) -> i32 {
    if rules.goal() != Goal::FirstKingWins {
        return 0;
    }
    let us = pos.side();
    advance_race::<R>(pos, us) - advance_race::<R>(pos, us.opponent())
}

fn advance_race<R: Rules>(pos: &Position, color: Color) -> i32 {
    let planes = &masks_of::<R>().planes[color.index()];
    let men = pos.men(color).bits();
    // The highest set plane bit by bit: the farthest row any man has reached.
    let mut best = 0;
    let mut candidates = men;
    for k in (0..4).rev() {
        let with = candidates & planes[k];
        if with != 0 {
            best |= 1 << k;
            candidates = with;
        }
    }
    if men == 0 {
        0
    } else {
        best * best * 3
    }
}

/// The default evaluation of a game: the family's linear weights and, where the family has
/// them, its learned pattern tables.
#[inline]
pub fn evaluate<R: Rules>(rules: R, pos: &Position) -> i32 {
    let family = family(rules);
    match patterns::net_for(family) {
        Some(t) => evaluate_full(rules, pos, &family.weights(), t),
        None => evaluate_with(rules, pos, &family.weights()),
    }
}

/// How much the score of a known drawish ending is divided by (1 for none).
///
/// With flying kings on a diagonal board a lone king holds against two pieces, and against three
/// when it holds the main road; the move limits (16 moves in International, 15 and 5 in Russian)
/// end those endings before a slow win. Three against a lone king off the road is damped less:
/// the stronger side wins only if it takes the road first. Damping rather than zero keeps the
/// search preferring real progress.
#[inline]
pub fn draw_damping<R: Rules>(rules: R, pos: &Position) -> i32 {
    if rules.goal() != Goal::Standard
        || rules.kings() != KingRange::Flying
        || <R::Board as Topology>::INFO.kind != BoardKind::DarkSquares
        || pos.kings().is_empty()
    {
        return 1;
    }
    for weak in [Color::White, Color::Black] {
        let wp = pos.pieces(weak);
        if wp.count() != 1 || !wp.intersects(pos.kings()) {
            continue;
        }
        let strong = weak.opponent();
        if pos.kings_of(strong).is_empty() {
            continue;
        }
        let n = pos.pieces(strong).count();
        if n <= 2 {
            return 16;
        }
        if n == 3 {
            let on_road = wp.bits() & masks_of::<R>().main_road != 0;
            return if on_road { 16 } else { 4 };
        }
    }
    1
}
