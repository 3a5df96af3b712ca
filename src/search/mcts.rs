//! Monte Carlo tree search (UCT): a second algorithm beside alpha-beta. Playouts are random games
//! cut after a few dozen plies and scored by the static evaluation through a logistic curve. The
//! draw rules hold in the tree and the playouts: a position repeated on the way from the game's
//! last irreversible move, or one reaching a move limit (the game's counters carried along), is
//! a draw.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::common::clock::now_ms;
use crate::common::rng::Rng;
use crate::draughts::draws::{limit_reached, Counters};
use crate::draughts::eval;
use crate::draughts::game::Game;
use crate::draughts::movegen;
use crate::draughts::moves::{Move, MoveList};
use crate::draughts::outcome::{position_result, GameResult};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{DrawRules, Rules, Variant};
use crate::search::{Limits, SearchInfo, SearchResult};

const PLAYOUT_PLIES: usize = 40;
const EXPLORATION: f64 = 0.9;

struct Node {
    pos: Position,
    /// The move-limit counters of `pos`.
    counters: Counters,
    /// Drawn by a repetition or a move limit: a leaf whose result is ½.
    drawn: bool,
    mv: Option<Move>,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<Move>,
    visits: u32,
    /// Sum of results for the side that made `mv` (1 win, 0 loss).
    wins: f64,
}

/// The parts of the search compiled for one game's rules (move generation and playouts, the
/// inner loop), behind one interface so that the tree search exists once.
trait GameRules {
    /// The legal moves of `pos`, none if the position itself ends the game.
    fn moves(&self, pos: &Position, list: &mut MoveList);
    /// A playout from `pos` (its counters `counters`): the result for the side to move there
    /// (1 win, 0 loss).
    fn playout(&self, mcts: &mut Mcts, pos: &Position, counters: Counters) -> f64;
}

/// [`GameRules`] for the rules `R`.
struct Compiled<R: Rules>(R);

impl<R: Rules> GameRules for Compiled<R> {
    fn moves(&self, pos: &Position, list: &mut MoveList) {
        list.clear();
        if position_result(self.0, pos, true) == GameResult::Ongoing {
            movegen::legal_moves(self.0, pos, list);
        }
    }

    fn playout(&self, mcts: &mut Mcts, pos: &Position, counters: Counters) -> f64 {
        mcts.playout(self.0, pos, counters)
    }
}

/// Whether `pos` (reached from the node `parent`, with the counters `counters`) stands earlier
/// with the same side to move since the last irreversible move: in the tree above it, then in
/// the game before the root (`history`, oldest first).
fn repeated(
    tree: &[Node],
    parent: usize,
    pos: &Position,
    counters: &Counters,
    history: &[u64],
) -> bool {
    let hash = pos.hash();
    let mut back = counters.quiet as usize;
    let mut at = parent;
    let mut plies = 1;
    while plies <= back && at != usize::MAX {
        if plies % 2 == 0 && tree[at].pos.hash() == hash {
            return true;
        }
        at = tree[at].parent;
        plies += 1;
    }
    if at != usize::MAX || plies > back {
        return false;
    }
    // Past the root: the game's positions, the latest first.
    back -= plies - 1;
    history
        .iter()
        .rev()
        .take(back)
        .enumerate()
        .any(|(i, &h)| (plies + i) % 2 == 0 && h == hash)
}

/// 1 if `result` is a win for `side`, 0 for a loss, ½ for a draw.
fn result_for(result: GameResult, side: Color) -> Option<f64> {
    match result {
        GameResult::Ongoing => None,
        GameResult::Win { winner, .. } => Some(if winner == side { 1.0 } else { 0.0 }),
        GameResult::Draw { .. } => Some(0.5),
    }
}

/// A UCT searcher.
pub struct Mcts {
    rng: Rng,
    stop: Arc<AtomicBool>,
    draws: DrawRules,
    variant: Variant,
}

impl Mcts {
    /// A searcher with its own random stream, stopped early when `stop` is set.
    pub fn new(seed: u64, stop: Arc<AtomicBool>) -> Mcts {
        Mcts {
            rng: Rng::new(seed),
            stop,
            draws: DrawRules::NONE,
            variant: Variant::International,
        }
    }

    /// Searches `game`'s position within `limits` (nodes = playouts), reporting progress.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        crate::with_rules!(game.variant(), r => self.run(game, limits, on_info, &Compiled(r)))
    }

    /// The tree search itself, one copy for every game: only move generation and playouts
    /// (the inner loop) are compiled per game's rules.
    fn run(
        &mut self,
        game: &Game,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
        rules: &dyn GameRules,
    ) -> SearchResult {
        let start = now_ms();
        let root_pos = *game.position();
        self.draws = game.draw_rules();
        self.variant = game.variant();
        // The game's positions since its last irreversible move, for repetitions.
        let reversible = game.quiet_plies() as usize;
        let history: Vec<u64> = (game.ply().saturating_sub(reversible)..game.ply())
            .filter_map(|i| game.position_before(i).map(|p| p.hash()))
            .collect();
        let mut result = SearchResult::default();
        let roots = game.legal_moves();
        if roots.is_empty() {
            return result;
        }
        result.best = Some(roots.as_slice()[0]);
        if roots.len() == 1 {
            return result;
        }
        let mut tree = vec![Node {
            pos: root_pos,
            counters: game.counters(),
            drawn: false,
            mv: None,
            parent: usize::MAX,
            children: Vec::new(),
            untried: roots.as_slice().to_vec(),
            visits: 0,
            wins: 0.0,
        }];
        let max_playouts = limits.nodes.unwrap_or(u64::MAX);
        let mut playouts = 0u64;
        let mut next_report = 256;
        loop {
            let mut at = 0;
            while tree[at].untried.is_empty() && !tree[at].children.is_empty() {
                at = self.select(&tree, at);
            }
            if !tree[at].untried.is_empty() {
                let i = self.rng.below(tree[at].untried.len());
                let mv = tree[at].untried.swap_remove(i);
                let pos = tree[at].pos.play(&mv);
                let counters =
                    tree[at]
                        .counters
                        .after(&self.draws, self.variant, &tree[at].pos, &mv, &pos);
                let mut list = MoveList::new();
                rules.moves(&pos, &mut list);
                // A side without a move is beaten before any draw rule is asked.
                let drawn = !list.is_empty()
                    && (limit_reached(&self.draws, &counters)
                        || (self.draws.repetitions > 0
                            && repeated(&tree, at, &pos, &counters, &history)));
                if drawn {
                    list.clear();
                }
                tree.push(Node {
                    pos,
                    counters,
                    drawn,
                    mv: Some(mv),
                    parent: at,
                    children: Vec::new(),
                    untried: list.as_slice().to_vec(),
                    visits: 0,
                    wins: 0.0,
                });
                let child = tree.len() - 1;
                tree[at].children.push(child);
                at = child;
            }
            // Result for the side to move at `at`.
            let to_move_result = if tree[at].drawn {
                0.5
            } else {
                rules.playout(self, &tree[at].pos, tree[at].counters)
            };
            let mut node = at;
            let mut r = 1.0 - to_move_result;
            while node != usize::MAX {
                tree[node].visits += 1;
                tree[node].wins += r;
                r = 1.0 - r;
                node = tree[node].parent;
            }
            playouts += 1;
            let out_of_time = limits.time_ms.is_some_and(|t| now_ms() - start >= t)
                || self.stop.load(Ordering::Relaxed);
            if playouts >= next_report || playouts >= max_playouts || out_of_time {
                next_report *= 2;
                result = self.report(&tree, playouts, start);
                on_info(&result.info);
            }
            if playouts >= max_playouts
                || out_of_time
                || (limits.nodes.is_none() && limits.time_ms.is_none() && playouts >= 20_000)
            {
                break;
            }
        }
        result
    }

    fn select(&self, tree: &[Node], at: usize) -> usize {
        let ln = (tree[at].visits.max(1) as f64).ln();
        let mut best = tree[at].children[0];
        let mut best_value = f64::MIN;
        for &c in &tree[at].children {
            let n = tree[c].visits.max(1) as f64;
            let v = tree[c].wins / n + EXPLORATION * (ln / n).sqrt();
            if v > best_value {
                best_value = v;
                best = c;
            }
        }
        best
    }

    fn playout<R: Rules>(&mut self, rules: R, pos: &Position, counters: Counters) -> f64 {
        let start_side = pos.side();
        let mut p = *pos;
        let mut counters = counters;
        let mut list = MoveList::new();
        for _ in 0..PLAYOUT_PLIES {
            if let Some(r) = result_for(position_result(rules, &p, true), start_side) {
                return r;
            }
            movegen::legal_moves(rules, &p, &mut list);
            if list.is_empty() {
                let end = position_result(rules, &p, false);
                return result_for(end, start_side).unwrap_or(0.5);
            }
            if limit_reached(&self.draws, &counters) {
                return 0.5;
            }
            let m = list.as_slice()[self.rng.below(list.len())];
            let next = p.play(&m);
            counters = counters.after(&self.draws, self.variant, &p, &m, &next);
            p = next;
        }
        let score = eval::evaluate(rules, &p) as f64;
        let for_side = 1.0 / (1.0 + (-score / 150.0).exp());
        if p.side() == start_side {
            for_side
        } else {
            1.0 - for_side
        }
    }

    fn report(&self, tree: &[Node], playouts: u64, start: f64) -> SearchResult {
        let mut pv = Vec::new();
        let mut at = 0;
        let mut win_rate = 0.5;
        while let Some(&c) = tree[at].children.iter().max_by_key(|&&c| tree[c].visits) {
            if tree[c].visits == 0 {
                break;
            }
            if pv.is_empty() {
                win_rate = tree[c].wins / tree[c].visits as f64;
            }
            if let Some(m) = tree[c].mv {
                pv.push(m);
            }
            at = c;
        }
        let p = win_rate.clamp(0.001, 0.999);
        SearchResult {
            best: pv.first().copied(),
            info: SearchInfo {
                depth: pv.len() as u32,
                score: (150.0 * (p / (1.0 - p)).ln()).round() as i32,
                nodes: playouts,
                time_ms: (now_ms() - start) as u64,
                pv,
            },
            book: false,
        }
    }
}
