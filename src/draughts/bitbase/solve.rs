//! Solving one material by retrograde analysis, resumable at any point so that a budget (the
//! page's worker) can stop it every few thousand positions: every position's moves are
//! generated once; a move into a material solved before settles by its value, a move within the
//! material is counted as open, and the values then flow back along the moves within the
//! material, found by playing quiet moves backwards ([`quiet_predecessors`]): a position is won
//! once a move leads to a lost one, lost once all its moves lead to won ones; what never settles
//! is a draw. The values settle in order of their plies ([`Bitbase::plies`]), so that each won
//! position gets its quickest win and each lost one its longest defence. Five bytes a position
//! (its cell, open moves, defence and quickest win), and the queue.

use super::cells::{cell, terminal_code, DRAW, FAR, INVALID, LOSS, UNKNOWN, WIN};
use super::layout::Layout;
use super::unmoves::quiet_predecessors;
use super::{Bitbase, Material, Table};
use crate::draughts::movegen;
use crate::draughts::moves::MoveList;
use crate::draughts::outcome::position_result;
use crate::draughts::rules::Rules;

/// Positions handled between two questions whether to stop.
const CHUNK: usize = 4096;

/// Marks a lost position in a [`PlyQueue`].
const LOSS_FLAG: u32 = 1 << 31;

/// Positions waiting to settle, taken out by their plies, fewest first.
struct PlyQueue {
    buckets: Vec<Vec<u32>>,
    current: usize,
}

impl Default for PlyQueue {
    fn default() -> PlyQueue {
        PlyQueue {
            buckets: vec![Vec::new(); FAR as usize],
            current: 0,
        }
    }
}

impl PlyQueue {
    fn push(&mut self, plies: u8, entry: u32) {
        let at = (plies as usize).min(FAR as usize - 1);
        debug_assert!(at >= self.current, "the plies settle in order");
        self.buckets[at].push(entry);
    }

    fn pop(&mut self) -> Option<(u8, u32)> {
        while self.current < self.buckets.len() {
            if let Some(entry) = self.buckets[self.current].pop() {
                return Some((self.current as u8, entry));
            }
            self.current += 1;
        }
        None
    }
}

/// One material being solved.
pub(super) struct MaterialSolve {
    material: Material,
    layout: Layout,
    /// Each position's cell: [`UNKNOWN`] until it settles.
    cells: Vec<u8>,
    /// Moves not yet known to lead to a win for the opponent, per open position; 0 for a
    /// position the rules end, which no move within the material leaves.
    open_moves: Vec<u16>,
    /// The longest defence found so far through moves to won positions.
    defence: Vec<u8>,
    /// The quickest win found so far ([`FAR`]: none).
    quickest: Vec<u8>,
    /// Positions to settle, by plies: an index, with [`LOSS_FLAG`] for a loss.
    queue: PlyQueue,
    /// The next position whose moves the first pass generates (the layout's size once done).
    next: usize,
}

impl MaterialSolve {
    /// Material `m` of `base`'s game, nothing solved yet.
    pub(super) fn new<R: Rules>(rules: R, m: Material, base: &Bitbase) -> MaterialSolve {
        let layout = Layout::new(rules, m, &base.binomials);
        let size = layout.size();
        MaterialSolve {
            material: m,
            layout,
            cells: vec![INVALID; size],
            open_moves: vec![0; size],
            defence: vec![0; size],
            quickest: vec![FAR; size],
            queue: PlyQueue::default(),
            next: 0,
        }
    }

    /// The material.
    pub(super) fn material(&self) -> Material {
        self.material
    }

    /// Works on until the material is solved (`true`) or `stop` says so (`false`; asked after
    /// every [`CHUNK`] positions, so a call does that much at least). `base` holds every
    /// material a capture or a promotion leads to.
    pub(super) fn run<R: Rules>(
        &mut self,
        rules: R,
        base: &Bitbase,
        stop: &mut dyn FnMut() -> bool,
    ) -> bool {
        let size = self.layout.size();
        let mut list = MoveList::new();
        while self.next < size {
            let end = (self.next + CHUNK).min(size);
            for index in self.next..end {
                self.first_look(rules, base, index, &mut list);
            }
            self.next = end;
            if stop() {
                return false;
            }
        }
        let compulsory = rules.capture_compulsory();
        let mut before = Vec::new();
        let mut settled = 0;
        while let Some((d, entry)) = self.queue.pop() {
            let child = (entry & !LOSS_FLAG) as usize;
            if self.cells[child] != UNKNOWN {
                continue;
            }
            let lost = entry & LOSS_FLAG != 0;
            self.cells[child] = cell(if lost { LOSS } else { WIN }, d);
            let after = d.saturating_add(1).min(FAR - 1);
            if let Some(pos) = self.layout.position(child, &base.binomials) {
                quiet_predecessors(rules, &pos, &mut before);
            } else {
                before.clear();
            }
            for parent_pos in &before {
                let parent = self.layout.index(parent_pos, &base.binomials);
                // A parent the rules end, or one that must capture instead, has no such move.
                if self.cells[parent] != UNKNOWN
                    || self.open_moves[parent] == 0
                    || compulsory && movegen::has_capture(rules, parent_pos)
                {
                    continue;
                }
                if lost {
                    if after < self.quickest[parent] {
                        self.quickest[parent] = after;
                        self.queue.push(after, parent as u32);
                    }
                } else {
                    self.defence[parent] = self.defence[parent].max(after);
                    self.open_moves[parent] -= 1;
                    if self.open_moves[parent] == 0 {
                        self.queue
                            .push(self.defence[parent], parent as u32 | LOSS_FLAG);
                    }
                }
            }
            settled += 1;
            if settled % CHUNK == 0 && stop() {
                return false;
            }
        }
        true
    }

    /// Position `index`'s moves, generated once: its value when the rules end it, its open
    /// moves, and what the moves into materials solved before settle.
    fn first_look<R: Rules>(
        &mut self,
        rules: R,
        base: &Bitbase,
        index: usize,
        list: &mut MoveList,
    ) {
        let Some(pos) = self.layout.position(index, &base.binomials) else {
            return;
        };
        self.cells[index] = UNKNOWN;
        movegen::legal_moves(rules, &pos, list);
        if let Some(code) = terminal_code(position_result(rules, &pos, !list.is_empty()), &pos) {
            match code {
                DRAW => self.cells[index] = DRAW,
                LOSS => self.queue.push(0, index as u32 | LOSS_FLAG),
                _ => self.queue.push(0, index as u32),
            }
            return;
        }
        let m = self.material;
        let mut open = 0u16;
        for mv in list.iter() {
            let child = pos.play(mv);
            if Material::of(&child) == m {
                open += 1;
                continue;
            }
            let (code, after) = base.child_code(rules, &child, m, &self.layout, &self.cells);
            // A capture starts every move count afresh.
            let after = if mv.is_capture() { 0 } else { after };
            match code {
                LOSS => {
                    self.quickest[index] =
                        self.quickest[index].min(after.saturating_add(1).min(FAR - 1));
                    open += 1;
                }
                WIN => {
                    self.defence[index] =
                        self.defence[index].max(after.saturating_add(1).min(FAR - 1))
                }
                _ => open += 1,
            }
        }
        self.open_moves[index] = open;
        if self.quickest[index] != FAR {
            self.queue.push(self.quickest[index], index as u32);
        } else if open == 0 {
            self.queue
                .push(self.defence[index], index as u32 | LOSS_FLAG);
        }
    }

    /// The solved material's table: what never settled is drawn.
    pub(super) fn into_table(mut self) -> Table {
        for c in self.cells.iter_mut().filter(|c| **c == UNKNOWN) {
            *c = DRAW;
        }
        Table {
            material: self.material,
            layout: self.layout,
            cells: self.cells,
            counted: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::bitbase::cells::split;
    use crate::draughts::position::Position;
    use crate::draughts::rules::Variant;

    /// The definition the retrograde solver must meet: passes over every open position until
    /// none settles, the rest drawn.
    fn by_passes<R: Rules>(base: &Bitbase, rules: R, t: &Table) -> Vec<u8> {
        let mut values = vec![INVALID; t.layout.size()];
        let mut list = MoveList::new();
        let positions: Vec<(usize, Position)> = (0..values.len())
            .filter_map(|i| Some((i, t.layout.position(i, &base.binomials)?)))
            .collect();
        for (i, pos) in &positions {
            movegen::legal_moves(rules, pos, &mut list);
            values[*i] = terminal_code(position_result(rules, pos, !list.is_empty()), pos)
                .unwrap_or(UNKNOWN);
        }
        loop {
            let mut changed = false;
            for (i, pos) in &positions {
                if values[*i] != UNKNOWN {
                    continue;
                }
                movegen::legal_moves(rules, pos, &mut list);
                let code =
                    base.value_from_children(rules, pos, &list, t.material, &t.layout, &values);
                if code != UNKNOWN {
                    values[*i] = code;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        values
            .into_iter()
            .map(|v| if v == UNKNOWN { DRAW } else { v })
            .collect()
    }

    #[test]
    fn the_retrograde_solver_finds_what_passes_to_a_fixed_point_find() {
        for variant in [Variant::English, Variant::Russian, Variant::Antidraughts] {
            let base = Bitbase::generate(variant, 3, &mut |_, _| {}).unwrap();
            crate::with_rules!(variant, r => {
                for t in &base.tables {
                    let values: Vec<u8> = t.cells.iter().map(|&c| split(c).0).collect();
                    assert!(values == by_passes(&base, r, t), "{variant}: {}", t.material);
                }
            });
        }
    }
}
