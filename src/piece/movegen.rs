//! Move generation for piece games: each piece's merged movement walked along precomputed rays,
//! drops, castling and chains of jump captures; legality by playing the move and asking whether
//! a royal piece stands attacked (found through the reverse tables); perft.

use super::bits::Bits;
use super::file::Loses;
use super::position::{code, kind_of, side_of, Move, Position, MAX_JUMPS, NONE};
use super::rules::{AttackDir, Conditions, PieceRules, Shape, NO_INDEX, UNLIMITED};

/// Whether a piece of side `by` on `from` meets `c` to reach `to` along `between` (the squares
/// crossed): it may start from there, and every square it reaches lies in the region it keeps
/// to.
#[inline(never)]
fn meets(
    g: &PieceRules,
    pos: &Position,
    by: u8,
    c: &Conditions,
    from: u8,
    to: u8,
    between: &[u8],
) -> bool {
    may_start(g, pos, by, c, from)
        && (c.within == NO_INDEX || {
            let region = g.regions[by as usize][c.within as usize];
            region.has(to) && between.iter().all(|&s| region.has(s))
        })
}

/// Whether a piece of side `by` on `from` may move by a part with conditions `c` at all: it
/// stands in the region it must, and no piece blocks its leap.
#[inline(always)]
fn may_start(g: &PieceRules, pos: &Position, by: u8, c: &Conditions, from: u8) -> bool {
    (c.standing_in == NO_INDEX || g.regions[by as usize][c.standing_in as usize].has(from))
        && c.blocks
            .iter()
            .take_while(|&&b| b != NO_INDEX)
            .all(|&b| matches!(g.ray(b, from).first(), Some(&s) if pos.board[s as usize] == 0))
}

/// How many squares of `ray` a conditional part of a piece of side `by` on `from` may walk:
/// none where it may not start, else up to the edge of the region it keeps to.
#[inline(never)]
fn conditional_reach(
    g: &PieceRules,
    pos: &Position,
    by: u8,
    c: &Conditions,
    from: u8,
    ray: &[u8],
) -> usize {
    if !may_start(g, pos, by, c, from) {
        return 0;
    }
    if c.within == NO_INDEX {
        return ray.len();
    }
    let region = g.regions[by as usize][c.within as usize];
    ray.iter().take_while(|&&s| region.has(s)).count()
}

/// Whether a piece of side `by` could capture on `sq`.
pub fn attacked(g: &PieceRules, pos: &Position, sq: u8, by: u8) -> bool {
    let by_parts_with_conditions = &g.conditional_attacks[by as usize];
    attacked_in::<false>(g, pos, sq, by, &g.attacks[by as usize])
        || (!by_parts_with_conditions.is_empty()
            && attacked_in::<true>(g, pos, sq, by, by_parts_with_conditions))
}

/// Whether a piece of side `by` captures on `sq` by a part of `table`, a reverse table of parts
/// with conditions (blocked leaps, regions) when `CONDITIONAL`, which are then checked.
#[inline(always)]
fn attacked_in<const CONDITIONAL: bool>(
    g: &PieceRules,
    pos: &Position,
    sq: u8,
    by: u8,
    table: &[AttackDir],
) -> bool {
    for t in table {
        let ray = g.ray(t.dir, sq);
        // A kind's slide or hop from `s`, `dist` squares away, meets its conditions.
        let holds = |k: usize, s: u8, dist: u8| {
            !CONDITIONAL
                || meets(
                    g,
                    pos,
                    by,
                    &t.conditions[k],
                    s,
                    sq,
                    &ray[..dist as usize - 1],
                )
        };
        let mut dist = 0u8;
        let mut screen = false;
        for &s in ray {
            dist = dist.saturating_add(1);
            if dist > t.reach && !screen {
                break;
            }
            let c = pos.board[s as usize];
            if c == 0 {
                continue;
            }
            let k = kind_of(c) as usize;
            if screen {
                if side_of(c) == by && t.hop[k] != 0 && dist <= t.hop[k] && holds(k, s, dist) {
                    return true;
                }
                break;
            }
            if side_of(c) == by {
                let r = if pos.unmoved.has(s) {
                    t.slide_unmoved[k]
                } else {
                    t.slide[k]
                };
                if r != 0 && dist <= r && holds(k, s, dist) {
                    return true;
                }
                if t.jump[k] != 0 && dist <= t.jump[k] {
                    // The square behind the victim, seen from the jumper, must be empty.
                    if let Some(&behind) = g.ray(t.forward, sq).first() {
                        if pos.board[behind as usize] == 0 {
                            return true;
                        }
                    }
                }
            }
            if t.hops {
                screen = true;
                continue;
            }
            break;
        }
    }
    false
}

/// Whether side `side` has a royal piece under attack.
pub fn in_check(g: &PieceRules, pos: &Position, side: u8) -> bool {
    let royals = pos.royals[side as usize];
    if royals.iter().any(|sq| attacked(g, pos, sq, side ^ 1)) {
        return true;
    }
    if g.facing_royals_forbidden && faces(g, pos, side) {
        return true;
    }
    g.jumpers[(side ^ 1) as usize] && chain_takes(g, pos, side ^ 1, royals)
}

/// Whether a royal piece of `side` faces one of the other side along a file with nothing
/// between them.
pub fn faces(g: &PieceRules, pos: &Position, side: u8) -> bool {
    let theirs = pos.royals[(side ^ 1) as usize];
    pos.royals[side as usize].iter().any(|r| {
        g.file_dirs.iter().any(|&d| {
            g.ray(d, r)
                .iter()
                .find(|&&s| pos.board[s as usize] != 0)
                .is_some_and(|&s| theirs.has(s))
        })
    })
}

/// Whether a chain of jump captures of side `by` takes a piece on one of `targets`.
fn chain_takes(g: &PieceRules, pos: &Position, by: u8, targets: Bits) -> bool {
    // A jump over a target comes from the square just before it and lands first on the square
    // just beyond, each empty or the chain's start (a piece of `by`, the squares crossed
    // before the victim being empty too): where no target has two such squares the way some
    // jump of `by` goes (a royal piece on the edge, or with its own pieces beside it), no
    // chain takes one, and none need be walked.
    let open = |sq: Option<&u8>| {
        sq.is_some_and(|&s| pos.board[s as usize] == 0 || pos.occ[by as usize].has(s))
    };
    let exposed = |t: u8| {
        g.attacks[by as usize]
            .iter()
            .filter(|a| a.jumps)
            .any(|a| open(g.ray(a.forward, t).first()) && open(g.ray(a.dir, t).first()))
    };
    if !targets.iter().any(exposed) {
        return false;
    }
    let mut turn = pos.clone();
    turn.side = by;
    let mut out = Vec::new();
    for from in pos.occ[by as usize].iter() {
        let kind = kind_of(pos.board[from as usize]);
        if g.atoms[by as usize][kind as usize]
            .iter()
            .any(|a| a.shape == Shape::Jump)
        {
            out.clear();
            jumps(g, &turn, from, kind, &mut out);
            let takes = |m: &Move| m.taken[..m.jumps as usize].iter().any(|&s| targets.has(s));
            if out.iter().any(takes) {
                return true;
            }
        }
    }
    false
}

/// Pushes the move, or one move per promotion choice (and the plain move when promotion is
/// optional and the piece could still move from there).
#[inline(always)]
fn push_promoting(g: &PieceRules, pos: &Position, mv: Move, out: &mut Vec<Move>) {
    let us = pos.side as usize;
    let k = &g.kinds[mv.kind as usize];
    if !k.promotes.is_empty() && !mv.is_drop() {
        let zone = g.zones[us];
        if zone.has(mv.to) || (g.promote_on_leave && zone.has(mv.from)) {
            let must = k.promotion_forced || g.dead[us][mv.kind as usize].has(mv.to);
            if !must {
                out.push(mv);
            }
            for &p in &k.promotes {
                out.push(Move { promote: p, ..mv });
            }
            return;
        }
    }
    out.push(mv);
}

/// The moves one piece's slides and hops have pushed: where they start in the list, and the
/// squares they reach, kept only where two of its parts can reach one square
/// ([`Kind::parts_overlap`](crate::piece::rules::Kind)).
struct PieceMoves {
    first: usize,
    reached: Bits,
    overlap: bool,
}

impl PieceMoves {
    #[inline(always)]
    fn new(first: usize, overlap: bool) -> PieceMoves {
        PieceMoves {
            first,
            reached: Bits::EMPTY,
            overlap,
        }
    }

    /// Pushes `mv` as [`push_promoting`] does, unless another part of the piece made it
    /// already. A piece's movement is the union of its parts (docs/rules/custom-games.md): a
    /// square two parts reach the same way (a leap `[0, 2]` and a ride `[0, 1]` of two steps)
    /// is one move, and where one of them is a double step that opens en passant (the
    /// condition "en passant after a double step" of the same document), the move opens it.
    #[inline(always)]
    fn push(&mut self, g: &PieceRules, pos: &Position, mv: Move, out: &mut Vec<Move>) {
        if !self.overlap {
            push_promoting(g, pos, mv, out);
            return;
        }
        if self.reached.has(mv.to) {
            let mut made = false;
            for m in &mut out[self.first..] {
                if m.to == mv.to && m.victim == mv.victim {
                    m.opens_en_passant |= mv.opens_en_passant;
                    made = true;
                }
            }
            if made {
                return;
            }
        }
        self.reached.insert(mv.to);
        push_promoting(g, pos, mv, out);
    }
}

/// Every move of the side to move that obeys the movement rules, before the check test.
pub fn pseudo_moves(g: &PieceRules, pos: &Position, out: &mut Vec<Move>) {
    generate(g, pos, out, true);
}

/// The moves that obey the movement rules: every one, or (`quiet` false) the captures and the
/// moves that may promote.
fn generate(g: &PieceRules, pos: &Position, out: &mut Vec<Move>, quiet: bool) {
    out.clear();
    let us = pos.side;
    let them = us ^ 1;
    let own = pos.occ[us as usize];
    let enemy = pos.occ[them as usize];
    for from in own.iter() {
        let kind = kind_of(pos.board[from as usize]);
        let unmoved = pos.unmoved.has(from);
        let mut piece = PieceMoves::new(out.len(), g.kinds[kind as usize].parts_overlap);
        for a in &g.atoms[us as usize][kind as usize] {
            let ray = g.ray(a.dir, from);
            match a.shape {
                Shape::Slide => {
                    let (mr, cr) = if unmoved {
                        (a.move_range_unmoved, a.capture_range_unmoved)
                    } else {
                        (a.move_range, a.capture_range)
                    };
                    let mut reach = mr.max(cr) as usize;
                    if a.conditional {
                        reach = reach.min(conditional_reach(g, pos, us, &a.conditions, from, ray));
                    }
                    for (i, &to) in ray.iter().take(reach).enumerate() {
                        let dist = i as u8 + 1;
                        let c = pos.board[to as usize];
                        if c == 0 {
                            if dist <= mr && (quiet || may_promote(g, pos, kind, from, to)) {
                                let mut mv = Move::new(from, to, kind, NONE);
                                mv.opens_en_passant = a.makes_en_passant && dist > 1;
                                piece.push(g, pos, mv, out);
                            } else if a.takes_en_passant && dist <= cr && pos.en_passant.has(to) {
                                let v = pos.en_passant_victim;
                                if v != NONE && enemy.has(v) {
                                    piece.push(g, pos, Move::new(from, to, kind, v), out);
                                }
                            }
                            continue;
                        }
                        if enemy.has(to) && dist <= cr {
                            piece.push(g, pos, Move::new(from, to, kind, to), out);
                        }
                        break;
                    }
                }
                Shape::Hop => {
                    let mut reach = a.capture_range as usize;
                    if a.conditional {
                        reach = reach.min(conditional_reach(g, pos, us, &a.conditions, from, ray));
                    }
                    let mut screen = false;
                    for &to in ray.iter().take(reach) {
                        let c = pos.board[to as usize];
                        if c == 0 {
                            continue;
                        }
                        if !screen {
                            screen = true;
                            continue;
                        }
                        if enemy.has(to) {
                            piece.push(g, pos, Move::new(from, to, kind, to), out);
                        }
                        break;
                    }
                }
                Shape::Jump => {}
            }
        }
        if g.atoms[us as usize][kind as usize]
            .iter()
            .any(|a| a.shape == Shape::Jump)
        {
            jumps(g, pos, from, kind, out);
        }
        if let Some((partner, steps)) = g.kinds[kind as usize].castle {
            if unmoved && quiet {
                castles(g, pos, from, kind, partner, steps, out);
            }
        }
    }
    if g.drops && quiet {
        drops(g, pos, out);
    }
}

/// Whether a move of `kind` from `from` to `to` enters (or leaves) its promotion zone.
#[inline(always)]
fn may_promote(g: &PieceRules, pos: &Position, kind: u8, from: u8, to: u8) -> bool {
    let zone = g.zones[pos.side as usize];
    !g.kinds[kind as usize].promotes.is_empty()
        && (zone.has(to) || (g.promote_on_leave && zone.has(from)))
}

fn castles(
    g: &PieceRules,
    pos: &Position,
    from: u8,
    kind: u8,
    partner: u8,
    steps: u8,
    out: &mut Vec<Move>,
) {
    let us = pos.side;
    let checks = g.sides[us as usize].checks();
    for dx in [1i8, -1] {
        let dir = g
            .vectors
            .iter()
            .position(|&v| v == (dx, 0))
            .expect("castling adds the rank's directions") as u8;
        let ray = g.ray(dir, from);
        let Some(pi) = ray.iter().position(|&s| pos.board[s as usize] != 0) else {
            continue;
        };
        let psq = ray[pi];
        if pos.board[psq as usize] != code(us, partner) || !pos.unmoved.has(psq) {
            continue;
        }
        let steps = steps as usize;
        // The castling piece lands `steps` away; the partner on the square it crossed last.
        // The castling piece stops short of its partner.
        if steps > pi || steps == 0 {
            continue;
        }
        let to = ray[steps - 1];
        let pto = if steps >= 2 { ray[steps - 2] } else { from };
        // Both landing squares must be empty or hold one of the two castling pieces.
        let free = |s: u8| s == from || s == psq || pos.board[s as usize] == 0;
        if !free(to) || !free(pto) {
            continue;
        }
        if checks {
            let them = us ^ 1;
            if attacked(g, pos, from, them)
                || ray[..steps].iter().any(|&s| attacked(g, pos, s, them))
            {
                continue;
            }
        }
        let mut mv = Move::new(from, to, kind, NONE);
        mv.partner = (psq, pto);
        out.push(mv);
    }
}

fn drops(g: &PieceRules, pos: &Position, out: &mut Vec<Move>) {
    let us = pos.side as usize;
    let empty = g.squares.minus(pos.occ[0].or(pos.occ[1]));
    for kind in 0..g.kinds.len() {
        if pos.hand[us][kind] == 0 {
            continue;
        }
        let mut targets = empty.minus(g.dead[us][kind]);
        if g.kinds[kind].drop.one_per_file {
            let c = code(us as u8, kind as u8);
            for sq in pos.occ[us].iter() {
                if pos.board[sq as usize] == c {
                    let f = g.file_of(sq);
                    for r in 0..g.ranks {
                        targets.remove(r * g.files + f);
                    }
                }
            }
        }
        for to in targets.iter() {
            out.push(Move::drop(kind as u8, to));
        }
    }
}

/// Chains of jump captures from `from`: every maximal chain (a chain that can go on must).
fn jumps(g: &PieceRules, pos: &Position, from: u8, kind: u8, out: &mut Vec<Move>) {
    let mut mv = Move::new(from, from, kind, NONE);
    let mut taken = Bits::EMPTY;
    jump_from(g, pos, from, from, kind, &mut mv, &mut taken, out);
}

#[allow(clippy::too_many_arguments)]
fn jump_from(
    g: &PieceRules,
    pos: &Position,
    origin: u8,
    at: u8,
    kind: u8,
    mv: &mut Move,
    taken: &mut Bits,
    out: &mut Vec<Move>,
) {
    let us = pos.side as usize;
    let enemy = pos.occ[us ^ 1];
    let mut went_on = false;
    if (mv.jumps as usize) < MAX_JUMPS {
        for a in &g.atoms[us][kind as usize] {
            if a.shape != Shape::Jump || a.capture_range == 0 {
                continue;
            }
            let ray = g.ray(a.dir, at);
            let flying = a.capture_range == UNLIMITED || a.capture_range > 1;
            // Find the victim: the first piece along the ray within range.
            let mut vi = None;
            for (i, &s) in ray.iter().enumerate() {
                if i as u8 >= a.capture_range {
                    break;
                }
                let empty = pos.board[s as usize] == 0 || s == origin;
                if !empty {
                    vi = Some(i);
                    break;
                }
            }
            let Some(vi) = vi else { continue };
            let victim = ray[vi];
            if !enemy.has(victim) || taken.has(victim) {
                continue;
            }
            for &land in &ray[vi + 1..] {
                if pos.board[land as usize] != 0 && land != origin {
                    break;
                }
                let n = mv.jumps as usize;
                mv.path[n] = land;
                mv.taken[n] = victim;
                mv.jumps += 1;
                taken.insert(victim);
                went_on = true;
                let crowned = !g.kinds[kind as usize].promotes.is_empty() && g.zones[us].has(land);
                if crowned {
                    finish_jump(g, pos, land, mv, out);
                } else {
                    jump_from(g, pos, origin, land, kind, mv, taken, out);
                }
                taken.remove(victim);
                mv.jumps -= 1;
                mv.path[n] = NONE;
                mv.taken[n] = NONE;
                if !flying {
                    break;
                }
            }
        }
    }
    if !went_on && mv.jumps > 0 {
        finish_jump(g, pos, at, mv, out);
    }
}

fn finish_jump(g: &PieceRules, pos: &Position, to: u8, mv: &Move, out: &mut Vec<Move>) {
    let mut m = *mv;
    m.to = to;
    push_promoting(g, pos, m, out);
}

/// Every legal move of the side to move.
pub fn legal_moves(g: &PieceRules, pos: &Position, out: &mut Vec<Move>) {
    legal_moves_in_check(g, pos, out, None);
}

/// [`legal_moves`] when the caller already knows whether the side to move is in check.
pub fn legal_moves_in_check(
    g: &PieceRules,
    pos: &Position,
    out: &mut Vec<Move>,
    checked: Option<bool>,
) {
    pseudo_moves(g, pos, out);
    let legality = Legality::new(g, pos, checked);
    out.retain(|mv| legality.allows(g, pos, mv));
    if g.sides[pos.side as usize].capture_compulsory && out.iter().any(|m| m.is_capture()) {
        out.retain(|m| m.is_capture());
    }
}

/// The legal captures and promotions of the side to move when it is not in check: the moves a
/// quiescence search tries (whether the side could move at all is not asked).
pub fn legal_tactical_moves(g: &PieceRules, pos: &Position, out: &mut Vec<Move>) {
    generate(g, pos, out, false);
    let legality = Legality::new(g, pos, Some(false));
    out.retain(|mv| {
        (mv.is_capture() || (mv.promote != NONE && !mv.is_drop())) && legality.allows(g, pos, mv)
    });
    if g.sides[pos.side as usize].capture_compulsory && out.iter().any(|m| m.is_capture()) {
        out.retain(|m| m.is_capture());
    }
}

/// Which pseudo-legal moves of a position need playing out to know they are legal.
struct Legality {
    /// Every move: the side is in check, the opponent attacks from anywhere, or is unknown.
    every_move: bool,
    /// No move needs it: the side may leave its royal pieces attacked.
    no_move: bool,
    /// Squares on lines from the royal pieces.
    lines: Bits,
    royals: Bits,
}

impl Legality {
    fn new(g: &PieceRules, pos: &Position, checked: Option<bool>) -> Legality {
        let us = pos.side;
        let them = us ^ 1;
        if !g.sides[us as usize].checks() {
            return Legality {
                every_move: false,
                no_move: true,
                lines: Bits::EMPTY,
                royals: Bits::EMPTY,
            };
        }
        let every_move =
            g.attacks_anywhere[them as usize] || checked.unwrap_or_else(|| in_check(g, pos, us));
        Legality {
            every_move,
            no_move: false,
            // Only a royal piece, a piece on a line from one, or an en passant capture can
            // expose a royal piece; a drop only matters for the rule against mating drops.
            lines: if every_move {
                Bits::EMPTY
            } else {
                exposed_lines(g, pos, us)
            },
            royals: pos.royals[us as usize],
        }
    }

    /// Whether the pseudo-legal move `mv` must be played out to know it is legal.
    #[inline]
    fn risky(&self, g: &PieceRules, mv: &Move) -> bool {
        !self.no_move
            && (self.every_move
                || if mv.is_drop() {
                    g.kinds[mv.kind as usize].drop.no_mate
                } else {
                    self.lines.has(mv.from)
                        || self.royals.has(mv.from)
                        || (mv.victim != NONE && mv.victim != mv.to)
                })
    }

    /// Whether the pseudo-legal move `mv` is legal.
    #[inline]
    fn allows(&self, g: &PieceRules, pos: &Position, mv: &Move) -> bool {
        !self.risky(g, mv) || legal_after(g, pos, mv)
    }
}

/// Moves whose legality is settled one by one as a search plays them ([`Deferred::holds`]), so
/// the moves after a cutoff are never tested.
pub struct Deferred(Legality);

/// The moves of the side to move (`checked`: whether it is in check) with their legality test
/// deferred. Drops and compulsory captures, whose tests need more than the position after the
/// move, are settled here.
pub fn deferred_moves(
    g: &PieceRules,
    pos: &Position,
    out: &mut Vec<Move>,
    checked: bool,
) -> Deferred {
    let legality = Legality::new(g, pos, Some(checked));
    if g.sides[pos.side as usize].capture_compulsory {
        legal_moves_in_check(g, pos, out, Some(checked));
        return Deferred(Legality {
            no_move: true,
            ..legality
        });
    }
    pseudo_moves(g, pos, out);
    out.retain(|mv| !mv.is_drop() || legality.allows(g, pos, mv));
    Deferred(legality)
}

impl Deferred {
    /// Whether `mv`, one of the moves of `pos`, is legal, given `after`, the position it makes.
    #[inline]
    pub fn holds(&self, g: &PieceRules, pos: &Position, mv: &Move, after: &Position) -> bool {
        mv.is_drop() || !self.0.risky(g, mv) || !in_check(g, after, pos.side)
    }
}

/// The squares on the lines from `side`'s royal pieces along which an enemy piece captures
/// from afar: a piece of `side` leaving one may expose its royal piece.
fn exposed_lines(g: &PieceRules, pos: &Position, side: u8) -> Bits {
    let mut lines = Bits::EMPTY;
    let them = (side ^ 1) as usize;
    for r in pos.royals[side as usize].iter() {
        for table in [&g.attacks[them], &g.conditional_attacks[them]] {
            for t in table.iter().filter(|t| t.reach > 1) {
                for &s in g.ray(t.dir, r).iter().take(t.reach as usize) {
                    lines.insert(s);
                }
            }
        }
    }
    lines
}

/// Whether a pseudo-legal move leaves the mover's royal pieces safe and, for a drop that may
/// not mate, does not mate.
#[inline]
fn legal_after(g: &PieceRules, pos: &Position, mv: &Move) -> bool {
    let after = pos.after(g, mv);
    if in_check(g, &after, pos.side) {
        return false;
    }
    if mv.is_drop() && g.kinds[mv.kind as usize].drop.no_mate {
        let them = pos.side ^ 1;
        if g.sides[them as usize].checks()
            && in_check(g, &after, them)
            && !has_legal_move(g, &after)
        {
            return false;
        }
    }
    true
}

/// Whether the side to move has any legal move.
pub fn has_legal_move(g: &PieceRules, pos: &Position) -> bool {
    let mut list = Vec::with_capacity(128);
    pseudo_moves(g, pos, &mut list);
    if !g.sides[pos.side as usize].checks() {
        return !list.is_empty();
    }
    list.iter().any(|mv| legal_after(g, pos, mv))
}

/// The loss that stands on the board before any move: a side whose last royal piece was
/// captured, who has no piece left, or whose opponent reached a goal. `Some(side)` names the
/// side that lost.
pub fn decided(g: &PieceRules, pos: &Position) -> Option<u8> {
    for side in [pos.side ^ 1, pos.side] {
        let r = &g.sides[side as usize];
        let lost = match r.loses {
            Loses::RoyalCaptured => pos.royals[side as usize].is_empty(),
            Loses::AllCaptured => pos.piece_count(side) == 0,
            _ => false,
        };
        if lost {
            return Some(side);
        }
        let other = &g.sides[(side ^ 1) as usize];
        if let Some((kinds, squares)) = &other.goal {
            let reached = pos.occ[(side ^ 1) as usize]
                .and(*squares)
                .iter()
                .any(|sq| kinds.contains(&kind_of(pos.board[sq as usize])));
            if reached {
                return Some(side);
            }
        }
    }
    None
}

/// Perft: the number of leaves of the legal move tree of depth `depth`.
pub fn perft(g: &PieceRules, pos: &Position, depth: u32) -> u64 {
    let mut lists: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(256)).collect();
    perft_at(g, pos, depth, &mut lists)
}

fn perft_at(g: &PieceRules, pos: &Position, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if decided(g, pos).is_some() {
        return 0;
    }
    let (list, rest) = lists.split_first_mut().expect("one list per depth");
    legal_moves(g, pos, list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut n = 0;
    for mv in list.iter() {
        n += perft_at(g, &pos.after(g, mv), depth - 1, rest);
    }
    n
}
