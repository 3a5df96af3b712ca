//! Legal move generation for every game, generic over its [`Rules`].
//!
//! Captures are enumerated piece by piece as complete sequences (RULES.md §6): the mover's origin
//! is empty; jumped pieces either stay on the board until the move ends (they block and cannot be
//! jumped twice) or leave it at once (Turkish, Sixteen Soldiers); a flying king must land where it
//! can go on when it can; a Turkish capture never turns back. Enumeration knows nothing of
//! precedence: [`apply_precedence`] is the one place that applies majority, value, king-first or
//! the Italian ladder and drops duplicates.

use crate::draughts::board::{Dir, Square, SquareSet, Topology};
use crate::draughts::moves::{Move, MoveList, MAX_JUMPS};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{KingRange, MidCapturePromotion, Precedence, Removal, Rules};

#[inline(always)]
fn next<R: Rules>(sq: Square, d: Dir) -> Option<Square> {
    <R::Board as Topology>::next(sq, d)
}

#[inline(always)]
fn shift<R: Rules>(set: SquareSet, d: Dir) -> SquareSet {
    <R::Board as Topology>::shift(set, d)
}

/// `f(color)` with `color` a constant in each arm, so that what `f` reads of the rules by colour (a
/// man's directions) is a constant there, its loops unrolled.
#[inline(always)]
fn per_colour<T>(color: Color, mut f: impl FnMut(Color) -> T) -> T {
    match color {
        Color::White => f(Color::White),
        Color::Black => f(Color::Black),
    }
}

#[inline(always)]
fn all<R: Rules>() -> SquareSet {
    <R::Board as Topology>::ALL
}

/// Depth-first enumeration of the capture sequences of one piece.
struct CaptureWalk<'a, R: Rules> {
    rules: R,
    opponents: SquareSet,
    opponent_kings: SquareSet,
    /// Squares that block: every piece but the mover, and (removed at the end) the dead ones.
    occupied: SquareSet,
    promotion: SquareSet,
    man_dirs: &'static [Dir],
    from: Square,
    captured: SquareSet,
    crowned: bool,
    landings: [Square; MAX_JUMPS],
    taken: [Square; MAX_JUMPS],
    len: usize,
    /// Also list the paths that land farther behind a piece and then go straight on (see
    /// [`CaptureWalk::king_jumps`]): only for counting every landing path.
    every_landing: bool,
    out: &'a mut MoveList,
}

impl<R: Rules> CaptureWalk<'_, R> {
    #[inline(always)]
    fn emit(&mut self, crowned: bool) {
        let mut m = Move::from_walk(
            self.from,
            &self.landings,
            &self.taken,
            self.len,
            self.captured,
            crowned || self.crowned,
        );
        // In Frisian a capture ends its side's run of king moves.
        m.streak = self.rules.king_move_limit().then_some(0);
        self.out.push(m);
    }

    #[inline(always)]
    fn is_empty(&self, sq: Square) -> bool {
        !self.occupied.contains(sq)
    }

    /// Whether `sq` holds an opponent not yet jumped in this move that may be taken (by a man
    /// when `by_man`).
    #[inline(always)]
    fn takeable(&self, sq: Square, by_man: bool) -> bool {
        self.opponents.contains(sq)
            && !self.captured.contains(sq)
            && (self.rules.men_capture_kings() || !by_man || !self.opponent_kings.contains(sq))
    }

    /// Whether a jump in `d` is allowed after one in `last`.
    #[inline(always)]
    fn may_turn(&self, last: Option<Dir>, d: Dir) -> bool {
        !self.rules.no_reversal() || last != Some(d.opposite())
    }

    /// Records the jump over `over` to `land`.
    #[inline(always)]
    fn push(&mut self, over: Square, land: Square) {
        self.captured = self.captured.with(over);
        if self.rules.removal() == Removal::Immediate {
            self.occupied = self.occupied.without(over);
        }
        self.landings[self.len] = land;
        self.taken[self.len] = over;
        self.len += 1;
    }

    /// Takes back the last jump, over `over`.
    #[inline(always)]
    fn pop(&mut self, over: Square) {
        self.len -= 1;
        self.captured = self.captured.without(over);
        if self.rules.removal() == Removal::Immediate {
            self.occupied = self.occupied.with(over);
        }
    }

    /// Jumps of a man (or a short king when `king`) from `sq`, the previous jump having gone
    /// `last`; returns whether any jump exists.
    fn short_jumps(&mut self, sq: Square, king: bool, last: Option<Dir>) -> bool {
        if self.len == MAX_JUMPS {
            return false;
        }
        let dirs: &[Dir] = if king {
            self.rules.king_captures()
        } else {
            self.man_dirs
        };
        let mut any = false;
        for &d in dirs {
            if !self.may_turn(last, d) {
                continue;
            }
            let Some(over) = next::<R>(sq, d) else {
                continue;
            };
            if !self.takeable(over, !king) {
                continue;
            }
            let Some(land) = next::<R>(over, d) else {
                continue;
            };
            if !self.is_empty(land) {
                continue;
            }
            any = true;
            self.push(over, land);
            if !king && self.promotion.contains(land) {
                match self.rules.mid_capture() {
                    MidCapturePromotion::CrownAndStop => self.emit(true),
                    MidCapturePromotion::ContinueAsMan => {
                        if !self.short_jumps(land, false, Some(d)) {
                            self.emit(true);
                        }
                    }
                    MidCapturePromotion::CrownAndContinue => {
                        self.crowned = true;
                        if !self.king_jumps(land, Some(d), None) {
                            self.emit(true);
                        }
                        self.crowned = false;
                    }
                }
            } else if !self.short_jumps(land, king, Some(d)) {
                self.emit(false);
            }
            self.pop(over);
        }
        any
    }

    /// Jumps of a king from `sq` (flying or short), the previous jump having gone `last`;
    /// returns whether any jump exists. `straight_on` is a direction not to continue in: going
    /// straight on from a farther landing square takes the same pieces in the same order as from
    /// the square directly behind the captured piece, so only that one path is kept (the
    /// capture-order paths that published perft counts).
    fn king_jumps(&mut self, sq: Square, last: Option<Dir>, straight_on: Option<Dir>) -> bool {
        if self.rules.kings() == KingRange::Short {
            return self.short_jumps(sq, true, last);
        }
        if self.len == MAX_JUMPS {
            return false;
        }
        let mut any = false;
        for &d in self.rules.king_captures() {
            if straight_on == Some(d) || !self.may_turn(last, d) {
                continue;
            }
            let mut target = next::<R>(sq, d);
            while let Some(t) = target {
                if !self.is_empty(t) {
                    break;
                }
                target = next::<R>(t, d);
            }
            let Some(target) = target else {
                continue;
            };
            if !self.takeable(target, false) {
                continue;
            }
            let Some(behind) = next::<R>(target, d) else {
                continue;
            };
            if !self.is_empty(behind) {
                continue;
            }
            any = true;
            // Landing rule: where some landing square lets the king go on, it must land on one.
            let mut continued = false;
            let mut stops = [behind; 10];
            let mut n_stops = 0;
            let mut land = Some(behind);
            while let Some(l) = land {
                if !self.is_empty(l) {
                    break;
                }
                self.push(target, l);
                let skip = if l == behind || self.every_landing {
                    None
                } else {
                    Some(d)
                };
                if self.king_jumps(l, Some(d), skip) {
                    continued = true;
                } else if !continued && n_stops < stops.len() {
                    stops[n_stops] = l;
                    n_stops += 1;
                }
                self.pop(target);
                land = next::<R>(l, d);
            }
            if !continued {
                for &stop in &stops[..n_stops] {
                    self.push(target, stop);
                    self.emit(false);
                    self.pop(target);
                }
            }
        }
        any
    }
}

/// Appends every complete capture sequence of the side to move, before precedence and without
/// dropping duplicate paths.
pub fn capture_sequences<R: Rules>(rules: R, pos: &Position, out: &mut MoveList) {
    walk_captures(rules, pos, out, false);
}

/// The capture sequences, with every landing path when `every_landing`.
fn walk_captures<R: Rules>(rules: R, pos: &Position, out: &mut MoveList, every_landing: bool) {
    let us = pos.side();
    let them = us.opponent();
    let man_dirs = rules.man_captures(us);
    let mut walk = CaptureWalk::<R> {
        rules,
        opponents: pos.pieces(them),
        opponent_kings: pos.kings_of(them),
        occupied: pos.occupied(),
        promotion: rules.promotion(us),
        man_dirs,
        from: Square::new(0),
        captured: SquareSet::EMPTY,
        crowned: false,
        landings: [Square::new(0); MAX_JUMPS],
        taken: [Square::new(0); MAX_JUMPS],
        len: 0,
        every_landing,
        out,
    };
    let occupied = pos.occupied();
    // Only men with a first jump start a walk: found for all men at once by shifting.
    let empty = all::<R>() - occupied;
    let prey = if rules.men_capture_kings() {
        pos.pieces(them)
    } else {
        pos.men(them)
    };
    let mut jumpers = SquareSet::EMPTY;
    for &d in man_dirs {
        let back = d.opposite();
        jumpers |= shift::<R>(shift::<R>(empty, back) & prey, back);
    }
    for sq in pos.men(us) & jumpers {
        walk.from = sq;
        walk.occupied = occupied.without(sq);
        walk.short_jumps(sq, false, None);
    }
    if rules.kings() != KingRange::None {
        for sq in pos.kings_of(us) {
            walk.from = sq;
            walk.occupied = occupied.without(sq);
            walk.king_jumps(sq, None, None);
        }
    }
}

/// The jumps (0 = first) at which kings are taken, as a number that is larger when the kings
/// come earlier: bit `MAX_JUMPS - 1 - i` is set when jump `i` takes a king.
fn kings_met_order(pos: &Position, mv: &Move) -> u32 {
    mv.taken()
        .iter()
        .enumerate()
        .filter(|(_, &t)| pos.kings().contains(t))
        .fold(0, |order, (i, _)| order | 1 << (MAX_JUMPS - 1 - i))
}

/// Keeps only the captures the game's precedence rule allows and drops duplicate moves.
pub fn apply_precedence<R: Rules>(rules: R, pos: &Position, list: &mut MoveList) {
    if list.len() > 1 {
        list.dedup();
    }
    filter_precedence(rules, pos, list);
}

/// The precedence filter alone (duplicates kept).
pub fn filter_precedence<R: Rules>(rules: R, pos: &Position, list: &mut MoveList) {
    if list.len() < 2 {
        return;
    }
    let kings = pos.kings();
    let by_king = |m: &Move| kings.contains(m.from);
    let kings_taken = |m: &Move| (m.captured & kings).count();
    match rules.precedence() {
        Precedence::Free => {}
        Precedence::Majority => {
            let most = list.iter().map(Move::capture_count).max().unwrap_or(0);
            list.retain(|m| m.capture_count() == most);
        }
        Precedence::KingFirst => {
            if list.iter().any(by_king) {
                list.retain(by_king);
            }
        }
        Precedence::Value => {
            // A king is worth between one man and two: more value first, then fewer kings.
            let value = |m: &Move| {
                (
                    m.capture_count() + kings_taken(m),
                    u32::MAX - kings_taken(m),
                )
            };
            let best = list.iter().map(value).max().unwrap_or((0, 0));
            list.retain(|m| value(m) == best);
            if list.iter().any(by_king) {
                list.retain(by_king);
            }
        }
        Precedence::Italian => {
            let most = list.iter().map(Move::capture_count).max().unwrap_or(0);
            list.retain(|m| m.capture_count() == most);
            if list.iter().any(by_king) {
                list.retain(by_king);
            }
            let best = list.iter().map(kings_taken).max().unwrap_or(0);
            list.retain(|m| kings_taken(m) == best);
            if best > 0 {
                let first = list
                    .iter()
                    .map(|m| kings_met_order(pos, m))
                    .max()
                    .unwrap_or(0);
                list.retain(|m| kings_met_order(pos, m) == first);
            }
        }
    }
}

/// The king of `color` whose simple moves the Frisian limit forbids now, if any.
#[inline]
fn king_at_limit<R: Rules>(rules: R, pos: &Position, color: Color) -> Option<Square> {
    if !rules.king_move_limit() || pos.men(color).is_empty() {
        return None;
    }
    let (sq, count) = pos.king_streak(color);
    (count >= 3).then_some(sq)
}

/// The run of simple king moves after a simple move `from` → `to` by a king (Frisian).
#[inline]
fn streak_after(pos: &Position, from: Square, to: Square) -> u8 {
    let (sq, count) = pos.king_streak(pos.side());
    let count = if count > 0 && sq == from {
        count + 1
    } else {
        1
    };
    (count.min(3) << 6) | to.index() as u8
}

/// Appends the quiet moves of the side to move.
pub fn quiet_moves<R: Rules>(rules: R, pos: &Position, out: &mut MoveList) {
    let us = pos.side();
    let empty = all::<R>() - pos.occupied();
    let promo = rules.promotion(us);
    let men = pos.men(us);
    // In Frisian a man's move ends its side's run of king moves.
    let man_streak = rules.king_move_limit().then_some(0);
    per_colour(us, |c| {
        for &d in rules.man_steps(c) {
            let back = d.opposite();
            for to in shift::<R>(men, d) & empty {
                if let Some(from) = next::<R>(to, back) {
                    let mut m = Move::quiet(from, to, promo.contains(to));
                    m.streak = man_streak;
                    out.push(m);
                }
            }
        }
    });
    for from in men & rules.long_steps_from() {
        for d in Dir::ALL {
            let Some(mid) = next::<R>(from, d).filter(|&s| empty.contains(s)) else {
                continue;
            };
            if let Some(to) = next::<R>(mid, d).filter(|&s| empty.contains(s)) {
                out.push(Move::quiet(from, to, promo.contains(to)));
            }
        }
    }
    if rules.kings() == KingRange::None {
        return;
    }
    let stuck = king_at_limit(rules, pos, us);
    for from in pos.kings_of(us) {
        if Some(from) == stuck {
            continue;
        }
        for &d in rules.king_steps() {
            let mut to = next::<R>(from, d);
            while let Some(t) = to.filter(|&s| empty.contains(s)) {
                let mut m = Move::quiet(from, t, false);
                if rules.king_move_limit() {
                    m.streak = Some(streak_after(pos, from, t));
                }
                out.push(m);
                if rules.kings() == KingRange::Short {
                    break;
                }
                to = next::<R>(t, d);
            }
        }
    }
}

fn count_quiet<R: Rules>(rules: R, pos: &Position) -> u64 {
    if rules.king_move_limit() || rules.long_steps_from().any() {
        let mut list = MoveList::new();
        quiet_moves(rules, pos, &mut list);
        return list.len() as u64;
    }
    let us = pos.side();
    let empty = all::<R>() - pos.occupied();
    let men = pos.men(us);
    let mut n = per_colour(us, |c| {
        rules
            .man_steps(c)
            .iter()
            .map(|&d| (shift::<R>(men, d) & empty).count() as u64)
            .sum::<u64>()
    });
    let kings = pos.kings_of(us);
    if kings.is_empty() || rules.kings() == KingRange::None {
        return n;
    }
    if rules.kings() == KingRange::Short {
        for &d in rules.king_steps() {
            n += (shift::<R>(kings, d) & empty).count() as u64;
        }
    } else {
        for from in kings {
            for &d in rules.king_steps() {
                let mut to = next::<R>(from, d);
                while let Some(t) = to.filter(|&s| empty.contains(s)) {
                    n += 1;
                    to = next::<R>(t, d);
                }
            }
        }
    }
    n
}

/// Whether the side to move has any capture (builds no moves).
pub fn has_capture<R: Rules>(rules: R, pos: &Position) -> bool {
    let us = pos.side();
    let them = pos.pieces(us.opponent());
    let empty = all::<R>() - pos.occupied();
    let men = pos.men(us);
    let men_prey = if rules.men_capture_kings() {
        them
    } else {
        them - pos.kings()
    };
    let men_jump = per_colour(us, |c| {
        rules
            .man_captures(c)
            .iter()
            .any(|&d| (shift::<R>(shift::<R>(men, d) & men_prey, d) & empty).any())
    });
    if men_jump {
        return true;
    }
    let kings = pos.kings_of(us);
    if kings.is_empty() {
        return false;
    }
    match rules.kings() {
        KingRange::None => false,
        KingRange::Short => rules
            .king_captures()
            .iter()
            .any(|&d| (shift::<R>(shift::<R>(kings, d) & them, d) & empty).any()),
        KingRange::Flying => {
            for from in kings {
                for &d in rules.king_captures() {
                    let mut sq = next::<R>(from, d);
                    while let Some(s) = sq.filter(|&s| empty.contains(s)) {
                        sq = next::<R>(s, d);
                    }
                    let Some(target) = sq.filter(|&s| them.contains(s)) else {
                        continue;
                    };
                    if next::<R>(target, d).is_some_and(|l| empty.contains(l)) {
                        return true;
                    }
                }
            }
            false
        }
    }
}

/// Fills `out` with the legal moves of the side to move, each move once (RULES.md §5).
pub fn legal_moves<R: Rules>(rules: R, pos: &Position, out: &mut MoveList) {
    legal_moves_knowing(rules, pos, has_capture(rules, pos), out);
}

/// [`legal_moves`] where whether the side to move has a capture (`capture`, as [`has_capture`]
/// says) is known already.
#[inline]
pub fn legal_moves_knowing<R: Rules>(rules: R, pos: &Position, capture: bool, out: &mut MoveList) {
    out.clear();
    if capture {
        capture_sequences(rules, pos, out);
        apply_precedence(rules, pos, out);
        if !rules.capture_compulsory() {
            quiet_moves(rules, pos, out);
        }
    } else {
        quiet_moves(rules, pos, out);
    }
}

/// Like [`legal_moves`] but every distinct capture path of a legal move is listed (for reading
/// notation that names intermediate squares, and for "with duplicates" perft).
pub fn legal_move_paths<R: Rules>(rules: R, pos: &Position, out: &mut MoveList) {
    out.clear();
    if has_capture(rules, pos) {
        capture_sequences(rules, pos, out);
        filter_precedence(rules, pos, out);
        if !rules.capture_compulsory() {
            quiet_moves(rules, pos, out);
        }
    } else {
        quiet_moves(rules, pos, out);
    }
}

/// The number of legal moves, counting quiet moves without building them.
pub fn count_legal<R: Rules>(rules: R, pos: &Position) -> u64 {
    if has_capture(rules, pos) {
        let mut list = MoveList::new();
        capture_sequences(rules, pos, &mut list);
        apply_precedence(rules, pos, &mut list);
        let quiet = if rules.capture_compulsory() {
            0
        } else {
            count_quiet(rules, pos)
        };
        list.len() as u64 + quiet
    } else {
        count_quiet(rules, pos)
    }
}

/// Leaf count of the legal move tree of depth `depth` (bulk counting at the last ply).
pub fn perft<R: Rules>(rules: R, pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_legal(rules, pos),
        _ => {
            let mut list = MoveList::new();
            legal_moves(rules, pos, &mut list);
            list.iter()
                .map(|m| perft(rules, &pos.play(m), depth - 1))
                .sum()
        }
    }
}

/// Perft counting every distinct capture path as its own move ("with duplicates", as DCTL
/// counts them: a king landing farther behind a piece and going straight on is one path).
pub fn perft_paths<R: Rules>(rules: R, pos: &Position, depth: u32) -> u64 {
    perft_counting_paths(rules, pos, depth, false)
}

/// Perft counting every landing path as its own move, those that land farther behind a piece
/// and then go straight on included (as the "kish" Turkish library counts).
pub fn perft_landing_paths<R: Rules>(rules: R, pos: &Position, depth: u32) -> u64 {
    perft_counting_paths(rules, pos, depth, true)
}

fn perft_counting_paths<R: Rules>(
    rules: R,
    pos: &Position,
    depth: u32,
    every_landing: bool,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    if has_capture(rules, pos) {
        walk_captures(rules, pos, &mut list, every_landing);
        filter_precedence(rules, pos, &mut list);
        if !rules.capture_compulsory() {
            quiet_moves(rules, pos, &mut list);
        }
    } else {
        quiet_moves(rules, pos, &mut list);
    }
    if depth == 1 {
        return list.len() as u64;
    }
    list.iter()
        .map(|m| perft_counting_paths(rules, &pos.play(m), depth - 1, every_landing))
        .sum()
}
