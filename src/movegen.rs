//! Legal move generation for every diagonal game, generic over its [`Rules`].
//!
//! Captures are enumerated piece by piece as complete sequences (RULES.md §6: jumped pieces stay
//! on the board until the move ends, the mover's origin is empty, a flying king must land where
//! it can go on when it can). Enumeration knows nothing of precedence: [`apply_precedence`] is the
//! one place that applies majority, king-first or the Italian ladder and drops duplicates.

use std::marker::PhantomData;

use crate::board::{bit, Bitboard, Dir, Geometry, Squares, NO_SQUARE};
use crate::moves::{Move, MoveList, MAX_JUMPS};
use crate::position::{Color, Position};
use crate::rules::{KingRange, MidCapturePromotion, Precedence, Rules};

/// The opposite of each direction, indexed by `Dir as usize`.
const OPPOSITE: [Dir; 4] = [Dir::DownRight, Dir::DownLeft, Dir::UpRight, Dir::UpLeft];

#[inline(always)]
fn forward(color: Color) -> &'static [Dir; 2] {
    match color {
        Color::White => &Dir::UP,
        Color::Black => &Dir::DOWN,
    }
}

#[inline(always)]
fn man_capture_dirs<R: Rules>(color: Color) -> &'static [Dir] {
    if R::MEN_CAPTURE_BACKWARD {
        &Dir::DIAGONALS
    } else {
        forward(color)
    }
}

/// The row where `color`'s men are crowned.
#[inline(always)]
pub fn promotion_row<R: Rules>(color: Color) -> Bitboard {
    match color {
        Color::White => R::Board::TOP_ROW,
        Color::Black => R::Board::BOTTOM_ROW,
    }
}

#[inline(always)]
fn next<R: Rules>(d: Dir, sq: u8) -> u8 {
    R::Board::NEXT[d as usize][sq as usize]
}

/// Depth-first enumeration of the capture sequences of one piece.
struct CaptureWalk<'a, R: Rules> {
    opponents: Bitboard,
    opponent_kings: Bitboard,
    occupied: Bitboard,
    promotion: Bitboard,
    man_dirs: &'static [Dir],
    from: u8,
    captured: Bitboard,
    crowned: bool,
    path: [u8; MAX_JUMPS],
    len: usize,
    out: &'a mut MoveList,
    rules: PhantomData<R>,
}

impl<R: Rules> CaptureWalk<'_, R> {
    #[inline(always)]
    fn emit(&mut self, crowned: bool) {
        self.out.push(Move::capture(
            self.from,
            &self.path[..self.len],
            self.captured,
            crowned || self.crowned,
        ));
    }

    #[inline(always)]
    fn is_empty(&self, sq: u8) -> bool {
        self.occupied & bit(sq) == 0
    }

    /// Whether `sq` holds an opponent not yet jumped in this move that `man` may take.
    #[inline(always)]
    fn takeable(&self, sq: u8, by_man: bool) -> bool {
        let b = bit(sq);
        self.opponents & b != 0
            && self.captured & b == 0
            && (R::MEN_CAPTURE_KINGS || !by_man || self.opponent_kings & b == 0)
    }

    /// Jumps of a man (or short king when `king`) from `sq`; returns whether any jump exists.
    fn short_jumps(&mut self, sq: u8, king: bool) -> bool {
        let dirs: &[Dir] = if king { &Dir::DIAGONALS } else { self.man_dirs };
        let mut any = false;
        for &d in dirs {
            let over = next::<R>(d, sq);
            if over == NO_SQUARE || !self.takeable(over, !king) {
                continue;
            }
            let land = next::<R>(d, over);
            if land == NO_SQUARE || !self.is_empty(land) {
                continue;
            }
            any = true;
            self.captured |= bit(over);
            self.path[self.len] = land;
            self.len += 1;
            if !king && self.promotion & bit(land) != 0 {
                match R::MID_CAPTURE {
                    MidCapturePromotion::CrownAndStop => self.emit(true),
                    MidCapturePromotion::ContinueAsMan => {
                        if !self.short_jumps(land, false) {
                            self.emit(true);
                        }
                    }
                    MidCapturePromotion::CrownAndContinue => {
                        self.crowned = true;
                        if !self.king_jumps(land, None) {
                            self.emit(true);
                        }
                        self.crowned = false;
                    }
                }
            } else if !self.short_jumps(land, king) {
                self.emit(false);
            }
            self.len -= 1;
            self.captured &= !bit(over);
        }
        any
    }

    /// Jumps of a king from `sq` (flying or short); returns whether any jump exists. `straight_on`
    /// is a direction not to continue in: going straight on from a farther landing square takes
    /// the same pieces in the same order as from the square directly behind the captured piece,
    /// so only that one path is kept (the capture-order paths that published perft counts).
    fn king_jumps(&mut self, sq: u8, straight_on: Option<Dir>) -> bool {
        if R::KINGS == KingRange::Short {
            return self.short_jumps(sq, true);
        }
        let mut any = false;
        for d in Dir::DIAGONALS {
            if straight_on == Some(d) {
                continue;
            }
            let mut target = next::<R>(d, sq);
            while target != NO_SQUARE && self.is_empty(target) {
                target = next::<R>(d, target);
            }
            if target == NO_SQUARE || !self.takeable(target, false) {
                continue;
            }
            let mut land = next::<R>(d, target);
            if land == NO_SQUARE || !self.is_empty(land) {
                continue;
            }
            any = true;
            self.captured |= bit(target);
            // Landing rule: where some landing square lets the king go on, it must land on one.
            let mut continued = false;
            let mut stops = [0u8; 10];
            let mut n_stops = 0;
            let behind = land;
            while land != NO_SQUARE && self.is_empty(land) {
                self.path[self.len] = land;
                self.len += 1;
                let skip = if land == behind { None } else { Some(d) };
                if self.king_jumps(land, skip) {
                    continued = true;
                } else if !continued {
                    stops[n_stops] = land;
                    n_stops += 1;
                }
                self.len -= 1;
                land = next::<R>(d, land);
            }
            if !continued {
                for &stop in &stops[..n_stops] {
                    self.path[self.len] = stop;
                    self.len += 1;
                    self.emit(false);
                    self.len -= 1;
                }
            }
            self.captured &= !bit(target);
        }
        any
    }
}

/// Appends every complete capture sequence of the side to move, before precedence and without
/// dropping duplicate paths.
pub fn capture_sequences<R: Rules>(pos: &Position, out: &mut MoveList) {
    let us = pos.side();
    let them = us.opponent();
    let mut walk = CaptureWalk::<R> {
        opponents: pos.pieces(them),
        opponent_kings: pos.kings_of(them),
        occupied: pos.occupied(),
        promotion: promotion_row::<R>(us),
        man_dirs: man_capture_dirs::<R>(us),
        from: 0,
        captured: 0,
        crowned: false,
        path: [0; MAX_JUMPS],
        len: 0,
        out,
        rules: PhantomData,
    };
    let all = pos.occupied();
    // Only men with a first jump start a walk: found for all men at once by shifting.
    let empty = R::Board::ALL & !all;
    let prey = if R::MEN_CAPTURE_KINGS {
        pos.pieces(them)
    } else {
        pos.pieces(them) & !pos.kings()
    };
    let mut jumpers = 0;
    for &d in man_capture_dirs::<R>(us) {
        let back = OPPOSITE[d as usize];
        jumpers |= R::Board::shift(R::Board::shift(empty, back) & prey, back);
    }
    for sq in Squares(pos.men(us) & jumpers) {
        walk.from = sq;
        walk.occupied = all & !bit(sq);
        walk.short_jumps(sq, false);
    }
    for sq in Squares(pos.kings_of(us)) {
        walk.from = sq;
        walk.occupied = all & !bit(sq);
        walk.king_jumps(sq, None);
    }
}

/// The positions (0 = first jump) at which kings are taken, as a number that is larger when the
/// kings come earlier: bit `MAX_JUMPS - 1 - i` is set when jump `i` takes a king.
fn kings_met_order<R: Rules>(pos: &Position, mv: &Move) -> u32 {
    let kings = pos.kings() & mv.captured;
    let mut order = 0;
    let mut at = mv.from;
    for (i, &land) in mv.landings().iter().enumerate() {
        for d in Dir::DIAGONALS {
            let mut sq = next::<R>(d, at);
            let mut taken = NO_SQUARE;
            while sq != NO_SQUARE && sq != land {
                if mv.captured & bit(sq) != 0 {
                    taken = sq;
                }
                sq = next::<R>(d, sq);
            }
            if sq == land {
                if taken != NO_SQUARE && kings & bit(taken) != 0 {
                    order |= 1 << (MAX_JUMPS - 1 - i);
                }
                break;
            }
        }
        at = land;
    }
    order
}

/// Keeps only the captures the game's precedence rule allows and drops duplicate moves.
pub fn apply_precedence<R: Rules>(pos: &Position, list: &mut MoveList) {
    if list.len() > 1 {
        list.dedup();
    }
    filter_precedence::<R>(pos, list);
}

/// The precedence filter alone (duplicates kept).
pub fn filter_precedence<R: Rules>(pos: &Position, list: &mut MoveList) {
    if list.len() < 2 {
        return;
    }
    let kings = pos.kings();
    match R::PRECEDENCE {
        Precedence::Free => {}
        Precedence::Majority => {
            let most = list.iter().map(Move::capture_count).max().unwrap_or(0);
            list.retain(|m| m.capture_count() == most);
        }
        Precedence::KingFirst => {
            if list.iter().any(|m| kings & bit(m.from) != 0) {
                list.retain(|m| kings & bit(m.from) != 0);
            }
        }
        Precedence::Italian => {
            let most = list.iter().map(Move::capture_count).max().unwrap_or(0);
            list.retain(|m| m.capture_count() == most);
            if list.iter().any(|m| kings & bit(m.from) != 0) {
                list.retain(|m| kings & bit(m.from) != 0);
            }
            let quality = |m: &Move| (m.captured & kings).count_ones();
            let best = list.iter().map(quality).max().unwrap_or(0);
            list.retain(|m| quality(m) == best);
            if best > 0 {
                let first = list
                    .iter()
                    .map(|m| kings_met_order::<R>(pos, m))
                    .max()
                    .unwrap_or(0);
                list.retain(|m| kings_met_order::<R>(pos, m) == first);
            }
        }
    }
}

/// Appends the quiet moves of the side to move.
pub fn quiet_moves<R: Rules>(pos: &Position, out: &mut MoveList) {
    let us = pos.side();
    let empty = R::Board::ALL & !pos.occupied();
    let promo = promotion_row::<R>(us);
    let men = pos.men(us);
    for &d in forward(us) {
        let back = OPPOSITE[d as usize];
        for to in Squares(R::Board::shift(men, d) & empty) {
            out.push(Move::quiet(next::<R>(back, to), to, promo & bit(to) != 0));
        }
    }
    for from in Squares(pos.kings_of(us)) {
        for d in Dir::DIAGONALS {
            let mut to = next::<R>(d, from);
            while to != NO_SQUARE && empty & bit(to) != 0 {
                out.push(Move::quiet(from, to, false));
                if R::KINGS == KingRange::Short {
                    break;
                }
                to = next::<R>(d, to);
            }
        }
    }
}

fn count_quiet<R: Rules>(pos: &Position) -> u64 {
    let us = pos.side();
    let empty = R::Board::ALL & !pos.occupied();
    let men = pos.men(us);
    let mut n = 0;
    for &d in forward(us) {
        n += (R::Board::shift(men, d) & empty).count_ones() as u64;
    }
    let kings = pos.kings_of(us);
    if kings != 0 {
        if R::KINGS == KingRange::Short {
            for d in Dir::DIAGONALS {
                n += (R::Board::shift(kings, d) & empty).count_ones() as u64;
            }
        } else {
            for from in Squares(kings) {
                for d in Dir::DIAGONALS {
                    let mut to = next::<R>(d, from);
                    while to != NO_SQUARE && empty & bit(to) != 0 {
                        n += 1;
                        to = next::<R>(d, to);
                    }
                }
            }
        }
    }
    n
}

/// Whether the side to move has any capture (builds no moves).
pub fn has_capture<R: Rules>(pos: &Position) -> bool {
    let us = pos.side();
    let them = pos.pieces(us.opponent());
    let empty = R::Board::ALL & !pos.occupied();
    let men = pos.men(us);
    let men_prey = if R::MEN_CAPTURE_KINGS {
        them
    } else {
        them & !pos.kings()
    };
    for &d in man_capture_dirs::<R>(us) {
        if R::Board::shift(R::Board::shift(men, d) & men_prey, d) & empty != 0 {
            return true;
        }
    }
    let kings = pos.kings_of(us);
    if kings == 0 {
        return false;
    }
    if R::KINGS == KingRange::Short {
        return Dir::DIAGONALS
            .iter()
            .any(|&d| R::Board::shift(R::Board::shift(kings, d) & them, d) & empty != 0);
    }
    for from in Squares(kings) {
        for d in Dir::DIAGONALS {
            let mut sq = next::<R>(d, from);
            while sq != NO_SQUARE && empty & bit(sq) != 0 {
                sq = next::<R>(d, sq);
            }
            if sq != NO_SQUARE && them & bit(sq) != 0 {
                let land = next::<R>(d, sq);
                if land != NO_SQUARE && empty & bit(land) != 0 {
                    return true;
                }
            }
        }
    }
    false
}

/// Fills `out` with the legal moves of the side to move, each move once (RULES.md §5).
pub fn legal_moves<R: Rules>(pos: &Position, out: &mut MoveList) {
    out.clear();
    if has_capture::<R>(pos) {
        capture_sequences::<R>(pos, out);
        apply_precedence::<R>(pos, out);
    } else {
        quiet_moves::<R>(pos, out);
    }
}

/// Like [`legal_moves`] but every distinct capture path of a legal move is listed (for reading
/// notation that names intermediate squares, and for "with duplicates" perft).
pub fn legal_move_paths<R: Rules>(pos: &Position, out: &mut MoveList) {
    out.clear();
    if has_capture::<R>(pos) {
        capture_sequences::<R>(pos, out);
        filter_precedence::<R>(pos, out);
    } else {
        quiet_moves::<R>(pos, out);
    }
}

/// The number of legal moves, counting quiet moves without building them.
pub fn count_legal<R: Rules>(pos: &Position) -> u64 {
    if has_capture::<R>(pos) {
        let mut list = MoveList::new();
        capture_sequences::<R>(pos, &mut list);
        apply_precedence::<R>(pos, &mut list);
        list.len() as u64
    } else {
        count_quiet::<R>(pos)
    }
}

/// Leaf count of the legal move tree of depth `depth` (bulk counting at the last ply).
pub fn perft<R: Rules>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_legal::<R>(pos),
        _ => {
            let mut list = MoveList::new();
            legal_moves::<R>(pos, &mut list);
            list.iter()
                .map(|m| perft::<R>(&pos.play(m), depth - 1))
                .sum()
        }
    }
}

/// Perft counting every distinct capture path as its own move ("with duplicates").
pub fn perft_paths<R: Rules>(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    legal_move_paths::<R>(pos, &mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    list.iter()
        .map(|m| perft_paths::<R>(&pos.play(m), depth - 1))
        .sum()
}
