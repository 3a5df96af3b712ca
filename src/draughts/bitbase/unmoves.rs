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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::bitbase::layout::Layout;
    use crate::draughts::bitbase::{materials, Bitbase, Material};
    use crate::draughts::movegen;
    use crate::draughts::moves::MoveList;
    use crate::draughts::outcome::{position_result, GameResult};
    use crate::draughts::rules::Variant;

    /// The moves within material `m` as (parent, child) numbers, found forwards: every legal
    /// move of every position the rules leave open, kept when it stays in the material.
    fn moves_forwards<R: Rules>(
        base: &Bitbase,
        rules: R,
        layout: &Layout,
        m: Material,
    ) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut list = MoveList::new();
        for index in 0..layout.size() {
            let Some(pos) = layout.position(index, &base.binomials) else {
                continue;
            };
            movegen::legal_moves(rules, &pos, &mut list);
            if position_result(rules, &pos, !list.is_empty()) != GameResult::Ongoing {
                continue;
            }
            for mv in list.iter() {
                let child = pos.play(mv);
                if Material::of(&child) == m {
                    out.push((index, layout.index(&child, &base.binomials)));
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// The same moves found backwards, as the solver finds them: the quiet moves into each
    /// position played back, kept where the rules leave the parent open and allow the move.
    fn moves_backwards<R: Rules>(base: &Bitbase, rules: R, layout: &Layout) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut before = Vec::new();
        for index in 0..layout.size() {
            let Some(pos) = layout.position(index, &base.binomials) else {
                continue;
            };
            quiet_predecessors(rules, &pos, &mut before);
            for parent in &before {
                let ended = position_result(rules, parent, true) != GameResult::Ongoing;
                let must_capture =
                    rules.capture_compulsory() && movegen::has_capture(rules, parent);
                if !ended && !must_capture {
                    out.push((layout.index(parent, &base.binomials), index));
                }
            }
        }
        out.sort_unstable();
        out
    }

    #[test]
    fn the_quiet_moves_played_backwards_are_every_game_s_moves_within_a_material() {
        for variant in Variant::ALL {
            let Ok(base) = Bitbase::new(variant, 3) else {
                continue;
            };
            crate::with_rules!(variant, r => {
                for m in materials(r, 3) {
                    let layout = Layout::new(r, m, &base.binomials);
                    let forwards = moves_forwards(&base, r, &layout, m);
                    assert!(
                        forwards == moves_backwards(&base, r, &layout),
                        "{variant}: {m}"
                    );
                }
            });
        }
    }
}
