//! [`Bitbase::verify`]: every value, and every count of plies, checked against the rules and the
//! values after each move.

use super::cells::{cell, split, terminal_code, DRAW, FAR, INVALID, LOSS, UNKNOWN, WIN};
use super::{code_value, Bitbase, Material, Table};
use crate::draughts::movegen;
use crate::draughts::moves::MoveList;
use crate::draughts::outcome::position_result;
use crate::draughts::position::Position;
use crate::draughts::rules::Rules;

impl Bitbase {
    /// Checks every value against the rules and the values after each move: a terminal position
    /// has the rules' value, a won one has a move to a lost one, a lost one only moves to won
    /// ones, a drawn one neither.
    pub fn verify(&self) -> Result<(), String> {
        crate::with_rules!(self.variant, r => self.verify_with(r))
    }

    fn verify_with<R: Rules>(&self, rules: R) -> Result<(), String> {
        let mut list = MoveList::new();
        for t in &self.tables {
            for (index, &c) in t.cells.iter().enumerate() {
                let (code, plies) = split(c);
                let Some(pos) = t.layout.position(index, &self.binomials) else {
                    if code != INVALID {
                        return Err(format!("{}: number {index} has no position", t.material));
                    }
                    continue;
                };
                movegen::legal_moves(rules, &pos, &mut list);
                let terminal = terminal_code(position_result(rules, &pos, !list.is_empty()), &pos);
                let expected = match terminal {
                    Some(code) => code,
                    // What the moves settle; what they leave open is a draw.
                    None => match self
                        .value_from_children(rules, &pos, &list, t.material, &t.layout, &t.cells)
                    {
                        UNKNOWN => DRAW,
                        settled => settled,
                    },
                };
                if code != expected {
                    return Err(format!(
                        "{}: {} is {:?}, its moves say {:?}",
                        t.material,
                        crate::draughts::notation::fen::write_fen(self.variant, &pos),
                        code_value(code),
                        code_value(expected)
                    ));
                }
                if t.counted {
                    let expected = match (terminal, code) {
                        (_, DRAW) => FAR,
                        (Some(_), _) => 0,
                        (None, _) => self.plies_from_children(rules, &pos, &list, t, code),
                    };
                    if c != cell(code, expected) {
                        return Err(format!(
                            "{}: {} is {:?} in {plies} plies, its moves say {expected}",
                            t.material,
                            crate::draughts::notation::fen::write_fen(self.variant, &pos),
                            code_value(code),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The plies of a won (lost) position by its moves: one more than its quickest move to a
    /// lost position (its slowest move, all to won ones), a capture counting as the end.
    fn plies_from_children<R: Rules>(
        &self,
        rules: R,
        pos: &Position,
        moves: &MoveList,
        t: &Table,
        code: u8,
    ) -> u8 {
        let mut best = if code == WIN { FAR } else { 0 };
        for mv in moves.iter() {
            let child = pos.play(mv);
            let (child_code, child_plies) = if Material::of(&child) == t.material {
                split(t.cells[t.layout.index(&child, &self.binomials)])
            } else {
                self.child_code(rules, &child, t.material, &t.layout, &t.cells)
            };
            let after = if mv.is_capture() { 0 } else { child_plies };
            let through = after.saturating_add(1).min(FAR - 1);
            if code == WIN && child_code == LOSS {
                best = best.min(through);
            } else if code == LOSS {
                best = best.max(through);
            }
        }
        best
    }
}
