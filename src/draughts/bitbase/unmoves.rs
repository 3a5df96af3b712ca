//! Quiet moves played backwards: the positions one quiet move before a given one, what the
//! bitbase's retrograde analysis walks instead of keeping every move's edge in memory. The
//! geometry mirrors [`crate::draughts::movegen::quiet_moves`] step for step (a man's steps, the long steps
//! of Sixteen Soldiers' triangles, a king's slides).

use crate::draughts::board::{Dir, Square, Topology};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{KingRange, Rules};

#[inline(always)]
fn next<R: Rules>(sq: Square, d: Dir) -> Option<Square> {
    <R::Board as Topology>::next(sq, d)
}

/// Fills `out` with every position from which the side not to move in `pos` reaches `pos` by a
/// quiet move of a piece that stays what it is (no promotion), by the moves' geometry alone:
/// whether the move is legal there (a compulsory capture instead, or a game the rules have
/// already ended) is the caller's to ask.
pub fn quiet_predecessors<R: Rules>(rules: R, pos: &Position, out: &mut Vec<Position>) {
    out.clear();
    let mover = pos.side().opponent();
    let empty = <R::Board as Topology>::ALL - pos.occupied();
    let promotion = rules.promotion(mover);
    let before = |from: Square, to: Square| {
        let moved = |set: crate::draughts::board::SquareSet| {
            if set.contains(to) {
                set.without(to).with(from)
            } else {
                set
            }
        };
        Position::new(
            moved(pos.pieces(Color::White)),
            moved(pos.pieces(Color::Black)),
            moved(pos.kings()),
            mover,
        )
    };
    let man_from = |s: Square| empty.contains(s) && !promotion.contains(s);
    for to in pos.men(mover) {
        for &d in rules.man_steps(mover) {
            if let Some(from) = next::<R>(to, d.opposite()).filter(|&s| man_from(s)) {
                out.push(before(from, to));
            }
        }
        for d in Dir::ALL {
            let back = d.opposite();
            let Some(mid) = next::<R>(to, back).filter(|&s| empty.contains(s)) else {
                continue;
            };
            let long = rules.long_steps_from();
            if let Some(from) = next::<R>(mid, back).filter(|&s| man_from(s) && long.contains(s)) {
                out.push(before(from, to));
            }
        }
    }
    if rules.kings() == KingRange::None {
        return;
    }
    for to in pos.kings_of(mover) {
        for &d in rules.king_steps() {
            let mut from = next::<R>(to, d.opposite());
            while let Some(f) = from.filter(|&s| empty.contains(s)) {
                out.push(before(f, to));
                if rules.kings() == KingRange::Short {
                    break;
                }
                from = next::<R>(f, d.opposite());
            }
        }
    }
}
