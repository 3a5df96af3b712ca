//! What draughts plugs into the search: [`DraughtsSearch`], the rules compiled for the inner
//! loop: the evaluation with
//! its learned tables, capture-first ordering, the unreduced race to the crown, ProbCut away
//! from the endings, the bitbase and the move limits in the table's key.

use std::sync::Arc;

use super::bitbase::{Bitbase, Value};
use super::draws::{limit_reached, plies_left};
use super::eval;
use super::game::{Draughts, State};
use super::movegen;
use super::moves::{Move, MoveList};
use super::outcome::{position_result, GameResult};
use super::position::{Color, Position};
use super::rules::{DrawRules, Goal, KingRange, Rules, Variant};
use super::weights::{self, Family, Weights};
use super::{book, endgames, patterns};
use crate::common::rng::Rng;
use crate::draughts::board::{BoardKind, Topology};
use crate::search::family::Visit;
use crate::search::levels::Level;
use crate::search::{Order, Probe, SearchRules, Searchable, Style, KNOWN_WIN, MATE, MAX_PLY};

/// ProbCut stays out of endings of this many pieces or fewer, where the long moves of kings make
/// a shallow search a poor guide to a deep one.
const PROBCUT_MIN_PIECES: u32 = 8;
/// Plies left before a move limit from which the limit is part of a position's table key:
/// beyond the deepest line a search follows.
const LIMIT_HORIZON: u32 = MAX_PLY as u32;

impl Searchable for Draughts {
    type Tables = Arc<Bitbase>;

    const HISTORY_SLOTS: usize = 64 * 64;

    const WIN_SCALE: f64 = 150.0;

    /// Fitted on International, Russian and Brazilian games (docs/analysis.md).
    fn result_scale(&self) -> f64 {
        126.0
    }

    fn with_rules<'a, V: Visit<'a, Self>>(
        &'a self,
        style: &'a Style,
        tables: Option<&'a Self::Tables>,
        visit: V,
    ) -> V::Out {
        let bitbase = tables.map(|b| &**b).filter(|b| b.variant() == self.variant);
        crate::with_rules!(self.variant, r => visit.visit(DraughtsSearch::new(r, self, style, bitbase)))
    }

    /// In a losing game (Antidraughts) more levels count material only: its fitted evaluation,
    /// learned from deeper searches, loses to material below some depth.
    fn counts_material_only(&self, level: &Level) -> bool {
        match Family::of(self.variant) {
            Family::Losing10 => level.losing_material_only,
            _ => level.material_only,
        }
    }

    /// In the games with learned tables, the ladder's own budgets: wider towards the master
    /// (five times the nodes a step), and narrower still below the master in the 8x8
    /// flying-king games (Russian's tables), which draw more between strong levels.
    fn level_nodes(&self, level: &Level) -> u64 {
        let family = Family::of(self.variant);
        match patterns::shipped(family) {
            None => level.nodes,
            Some(_) if family == Family::Flying8 => level.flying8_nodes,
            Some(_) => level.learned_nodes,
        }
    }

    fn book_move(&self, pos: &State, ply: usize, level: u8, rng: &mut Rng) -> Option<Move> {
        book::shipped(self.variant)?.choose_at(&pos.position, ply, level, rng)
    }

    fn wants_tables(&self, pos: &State, ahead: bool) -> bool {
        let pieces = if ahead {
            endgames::AHEAD_OF_THE_END
        } else {
            endgames::NEAR_THE_END
        };
        pos.position.occupied().count() <= pieces
    }

    fn solve_tables(&self, budget_ms: Option<f64>) -> Option<Arc<Bitbase>> {
        endgames::solved(self.variant, budget_ms)
    }

    fn solving_tables(&self) -> bool {
        endgames::is_solving(self.variant)
    }
}

/// [`Draughts`] compiled for the rules type `R`, for one search.
pub struct DraughtsSearch<'a, R: Rules> {
    rules: R,
    game: &'a Draughts,
    /// The game's draw rules and variant, copied from `game`: the search reads them at every
    /// node.
    draws: DrawRules,
    variant: Variant,
    /// The evaluation's weights when not the game's own (material only).
    weights: Option<Weights>,
    bitbase: Option<&'a Bitbase>,
}

impl<'a, R: Rules> DraughtsSearch<'a, R> {
    /// The rules `rules` of `game`, evaluated as `style` says, probing `bitbase`.
    pub fn new(
        rules: R,
        game: &'a Draughts,
        style: &Style,
        bitbase: Option<&'a Bitbase>,
    ) -> DraughtsSearch<'a, R> {
        DraughtsSearch {
            rules,
            game,
            draws: game.draws,
            variant: game.variant,
            weights: style
                .material_only
                .then(|| weights::family(rules).material()),
            bitbase,
        }
    }
}

/// The score of a position whose result is `result`, for the side to move `ply` plies from the
/// root: a win as soon as possible, a loss as late as possible, a draw 0.
fn result_score(result: GameResult, pos: &Position, ply: usize) -> Option<i32> {
    match result {
        GameResult::Ongoing => None,
        GameResult::Win { winner, .. } if winner == pos.side() => Some(MATE - ply as i32),
        GameResult::Win { .. } => Some(-(MATE - ply as i32)),
        GameResult::Draw { .. } => Some(0),
    }
}

/// Whether a man's move to one or two rows short of its crowning row is searched unreduced: in
/// the standard games with flying kings on the dark squares, where the races to the kings row
/// decide the endings (International gained against dame-rs, Russian was level in self-play;
/// English, with short kings, leaned against it).
#[inline(always)]
fn races_to_crown<R: Rules>(rules: R) -> bool {
    rules.goal() == Goal::Standard
        && rules.kings() == KingRange::Flying
        && <R::Board as Topology>::INFO.kind == BoardKind::DarkSquares
}

/// The key of a move in the table: from, to, and a tag of the captured set and the crowning.
/// Two moves with the same squares and tag (captures of different pieces between the same
/// squares, one in sixteen) share a key: the table's move is then a legal move, only not the
/// best one.
#[inline]
pub fn move_key(mv: &Move) -> u16 {
    let c = mv.captured.bits();
    let c = c ^ (c >> 32);
    let c = c ^ (c >> 16);
    let c = c ^ (c >> 8);
    let tag = (c ^ (c >> 4) ^ mv.crowned as u64) & 15;
    mv.from.index() as u16 | (mv.to.index() as u16) << 6 | (tag as u16) << 12
}

impl<R: Rules> SearchRules for DraughtsSearch<'_, R> {
    type Game = Draughts;
    type Legality = ();
    const EXACT_MOVES: bool = true;
    const STAND_PAT: bool = false;

    #[inline]
    fn rules(&self) -> &Draughts {
        self.game
    }

    #[inline]
    fn legal_moves(&self, pos: &State, out: &mut MoveList) {
        movegen::legal_moves(self.rules, &pos.position, out);
    }

    #[inline]
    fn generate(&self, pos: &State, _in_check: bool, capture: bool, out: &mut MoveList) {
        movegen::legal_moves_knowing(self.rules, &pos.position, capture, out);
    }

    #[inline(always)]
    fn legal_after(&self, _: &(), _: &State, _: &Move, _: &State) -> bool {
        true
    }

    fn quiescence_moves(&self, pos: &State, _in_check: bool, out: &mut MoveList) {
        movegen::legal_moves(self.rules, &pos.position, out);
    }

    // Inlined everywhere natively (a few percent of a search); in the wasm, whose size is
    // downloaded, where the compiler sees fit.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline)]
    fn play(&self, pos: &State, mv: &Move) -> State {
        pos.after(&self.draws, self.variant, mv)
    }

    #[inline(always)]
    fn hash(&self, pos: &State) -> u64 {
        pos.position.hash()
    }

    #[inline]
    fn hash_after(&self, pos: &State, mv: &Move) -> Option<u64> {
        Some(pos.position.hash_after(mv))
    }

    /// The hash, and the plies the move limits leave when they may end the game within a
    /// search, since a position's value then depends on them.
    #[inline]
    fn table_key(&self, pos: &State) -> u64 {
        let hash = pos.position.hash();
        match plies_left(&self.draws, self.variant, &pos.position, &pos.counters) {
            Some(left) if left < LIMIT_HORIZON => {
                hash ^ crate::common::rng::splitmix(u64::from(left) + 1)
            }
            _ => hash,
        }
    }

    #[inline]
    fn move_key(&self, mv: &Move) -> u16 {
        move_key(mv)
    }

    #[inline]
    fn history_slot(&self, _pos: &State, mv: &Move) -> usize {
        mv.from.index() * 64 + mv.to.index()
    }

    /// Captures first, the most pieces taken first; among quiet moves a crowning first.
    #[inline]
    fn order(&self, _pos: &State, mv: &Move) -> Order {
        if mv.is_capture() {
            Order::Tactical(mv.capture_count() as i64)
        } else {
            Order::Quiet(mv.crowned as i64 * (1 << 27))
        }
    }

    #[inline]
    fn is_tactical(&self, mv: &Move) -> bool {
        mv.is_capture()
    }

    #[inline]
    fn terminal(&self, pos: &State, ply: usize) -> Option<i32> {
        result_score(
            position_result(self.rules, &pos.position, true),
            &pos.position,
            ply,
        )
    }

    fn no_moves(&self, pos: &State, ply: usize) -> i32 {
        result_score(
            position_result(self.rules, &pos.position, false),
            &pos.position,
            ply,
        )
        .unwrap_or(0)
    }

    #[inline]
    fn move_limit_reached(&self, pos: &State) -> bool {
        limit_reached(&self.draws, &pos.counters)
    }

    #[inline(always)]
    fn repetition_draws(&self) -> bool {
        true
    }

    /// A capture, or a man's move where men cannot step back.
    #[inline]
    fn irreversible(&self, pos: &State, mv: &Move) -> bool {
        let man_moved = !pos.position.kings().contains(mv.from);
        mv.is_capture() || (man_moved && !self.rules.men_move_back())
    }

    #[inline]
    fn evaluate(&self, pos: &State) -> i32 {
        match &self.weights {
            Some(w) => eval::evaluate_with(self.rules, &pos.position, w),
            None => eval::evaluate(self.rules, &pos.position),
        }
    }

    /// The bitbase's value of `pos`, when it has one. A draw is exact. A win or a loss whose
    /// plies the bitbase knows is exact too against the move limits: worth less the longer it
    /// takes, and a draw when the limits end the game first. Without its plies (a bitbase read
    /// from a file) it counts only while no move limit runs (an endgame limit in force, or the
    /// quiet moves past half their limit).
    fn probe(&self, pos: &State, ply: usize) -> Option<Probe> {
        let base = self.bitbase?;
        if pos.position.occupied().count() > base.pieces() {
            return None;
        }
        let (value, plies) = base.probe_with_plies(&pos.position)?;
        let sign = match value {
            Value::Draw => return Some(Probe::Exact(0)),
            Value::Win => 1,
            Value::Loss => -1,
        };
        let draws = &self.draws;
        if let Some(plies) = plies {
            let left = plies_left(draws, self.variant, &pos.position, &pos.counters);
            if left.is_some_and(|left| plies > left) {
                return Some(Probe::Exact(0));
            }
            return Some(Probe::Exact(sign * (KNOWN_WIN - ply as i32 - plies as i32)));
        }
        let limits_run = pos.counters.endgame_in_force()
            || (draws.quiet_plies > 0 && 2 * pos.counters.quiet >= draws.quiet_plies);
        (!limits_run).then_some(Probe::Decided(sign))
    }

    #[inline]
    fn must_capture(&self, pos: &State) -> bool {
        movegen::has_capture(self.rules, &pos.position)
    }

    /// Not a crowning, nor a man going to one or two rows short of its crowning row where
    /// [`races_to_crown`].
    #[inline]
    fn reducible(&self, pos: &State, mv: &Move) -> bool {
        let man_moved = !pos.position.kings().contains(mv.from);
        let racing = man_moved
            && races_to_crown(self.rules)
            && eval::near_crown::<R>(pos.position.side()).contains(mv.to);
        !(mv.crowned || racing)
    }

    #[inline]
    fn probcut(&self, pos: &State) -> bool {
        pos.position.occupied().count() > PROBCUT_MIN_PIECES
    }

    /// Man 2, king 12, as the classic bots count (reversed where having no move wins).
    fn material(&self, pos: &State) -> i32 {
        let p = &pos.position;
        let side = |c: Color| 2 * p.men(c).count() as i32 + 12 * p.kings_of(c).count() as i32;
        let us = p.side();
        let m = side(us) - side(us.opponent());
        if self.rules.goal() == Goal::NoMoveWins {
            -m
        } else {
            m
        }
    }

    /// Man 1, king 3.
    fn capture_value(&self, pos: &State, mv: &Move) -> i32 {
        let kings = (mv.captured & pos.position.kings()).count();
        (mv.capture_count() - kings + 3 * kings) as i32
    }
}

#[cfg(test)]
mod tests {
    use crate::draughts::{Game, Variant};
    use crate::game::GameRecord;
    use crate::search::alphabeta::compile;
    use crate::search::Style;

    /// The table key the search gives the current position of `game`.
    fn key_in(game: &Game) -> u64 {
        let style = Style::default();
        let rules = compile(game.rules(), &style, None);
        rules.table_key(game.current())
    }

    #[test]
    fn the_table_key_holds_the_plies_the_move_limits_leave() {
        // Three kings against one: the 16-move limit counts from the first position, so the
        // same position four plies on is worth what four plies fewer allow.
        let start = Game::from_fen(Variant::International, "W:WK48,K49,K50:BK46").unwrap();
        let mut game = start.clone();
        for m in ["48-43", "46-41", "43-48", "41-46"] {
            game.play_text(m).unwrap();
        }
        assert_eq!(game.position().hash(), start.position().hash());
        assert_ne!(key_in(&game), key_in(&start));
        // With men to move no limit runs: the key is the position's hash.
        let game = Game::new(Variant::International);
        assert_eq!(key_in(&game), game.position().hash());
    }
}
