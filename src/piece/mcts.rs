//! Monte Carlo tree search for piece games (UCT): each playout descends the tree by the upper
//! confidence bound, adds one node, then plays random moves (captures first half the time) for
//! a few dozen plies and scores the end by the game's result or, if it did not end, by the
//! evaluation through a logistic curve.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::compile::PieceGame;
use super::eval::Evaluator;
use super::game::{PieceRecord, Status};
use super::movegen::legal_moves;
use super::position::{Move, Position};
use super::search::PieceSearchResult;
use crate::common::rng::Rng;
use crate::search::Limits;

const PLAYOUT_PLIES: usize = 40;

struct Node {
    mv: Option<Move>,
    children: Vec<usize>,
    untried: Vec<Move>,
    visits: u32,
    /// Sum of results for the side that made `mv` (1 win, ½ draw).
    wins: f64,
    expanded: bool,
}

/// The Monte Carlo searcher of one bot.
pub struct PieceMcts {
    game: Arc<PieceGame>,
    eval: Evaluator,
    rng: Rng,
    stop: Arc<AtomicBool>,
}

impl PieceMcts {
    /// A searcher for `game` drawing from `seed`, stopped by `stop`.
    pub fn new(game: Arc<PieceGame>, seed: u64, stop: Arc<AtomicBool>) -> PieceMcts {
        PieceMcts {
            eval: Evaluator::new(&game),
            game,
            rng: Rng::new(seed),
            stop,
        }
    }

    /// The most visited move after `limits.nodes` playouts (or the time).
    pub fn search(&mut self, record: &PieceRecord, limits: &Limits) -> PieceSearchResult {
        let start = crate::common::clock::now_ms();
        let g = self.game.clone();
        let root_pos = record.position().clone();
        let mut result = PieceSearchResult::default();
        let mut root_moves = Vec::new();
        legal_moves(&g, &root_pos, &mut root_moves);
        if root_moves.is_empty() || record.status() != Status::Ongoing {
            return result;
        }
        result.best = Some(root_moves[0]);
        let playouts = limits.nodes.unwrap_or(u64::MAX).max(1);
        let deadline = limits.time_ms.map_or(f64::INFINITY, |t| start + t);
        let mut nodes = vec![Node {
            mv: None,
            children: Vec::new(),
            untried: root_moves,
            visits: 0,
            wins: 0.0,
            expanded: true,
        }];
        let mut done = 0u64;
        while done < playouts {
            if done & 63 == 0
                && (self.stop.load(Ordering::Relaxed) || crate::common::clock::now_ms() > deadline)
            {
                break;
            }
            self.playout(record, &mut nodes);
            done += 1;
        }
        let best = nodes[0]
            .children
            .iter()
            .copied()
            .max_by_key(|&c| nodes[c].visits);
        if let Some(c) = best {
            result.best = nodes[c].mv;
            let rate = nodes[c].wins / nodes[c].visits.max(1) as f64;
            result.score = ((rate - 0.5) * 800.0) as i32;
        }
        result.depth = 1;
        result.nodes = done;
        result.time_ms = (crate::common::clock::now_ms() - start) as u64;
        result.pv = result.best.into_iter().collect();
        result
    }

    fn playout(&mut self, record: &PieceRecord, nodes: &mut Vec<Node>) {
        let g = self.game.clone();
        let mut line = record.clone();
        let mut path = vec![0usize];
        let mut at = 0;
        loop {
            if !nodes[at].untried.is_empty() {
                let i = self.rng.below(nodes[at].untried.len());
                let mv = nodes[at].untried.swap_remove(i);
                line.positions.push(line.position().after(&g, &mv));
                line.moves.push(mv);
                nodes.push(Node {
                    mv: Some(mv),
                    children: Vec::new(),
                    untried: Vec::new(),
                    visits: 0,
                    wins: 0.0,
                    expanded: false,
                });
                let child = nodes.len() - 1;
                nodes[at].children.push(child);
                path.push(child);
                at = child;
                break;
            }
            if nodes[at].children.is_empty() {
                break;
            }
            let ln = (nodes[at].visits.max(1) as f64).ln();
            let pick = nodes[at]
                .children
                .iter()
                .copied()
                .max_by(|&a, &b| {
                    let ucb = |n: &Node| {
                        n.wins / n.visits.max(1) as f64 + 1.2 * (ln / n.visits.max(1) as f64).sqrt()
                    };
                    ucb(&nodes[a]).total_cmp(&ucb(&nodes[b]))
                })
                .expect("children");
            let mv = nodes[pick].mv.expect("a child has a move");
            line.positions.push(line.position().after(&g, &mv));
            line.moves.push(mv);
            path.push(pick);
            at = pick;
        }
        if !nodes[at].expanded {
            nodes[at].expanded = true;
            if line.status() == Status::Ongoing {
                legal_moves(&g, line.position(), &mut nodes[at].untried);
            }
        }
        // The result for side 0.
        let white = self.rollout(&mut line);
        for &n in &path {
            nodes[n].visits += 1;
            if n == 0 {
                continue;
            }
            // The side that made the move into node n: the side to move before it.
            let mover = {
                let depth = path.iter().position(|&p| p == n).unwrap_or(0);
                (record.position().side as usize + depth - 1) % 2
            };
            nodes[n].wins += if mover == 0 { white } else { 1.0 - white };
        }
    }

    fn rollout(&mut self, line: &mut PieceRecord) -> f64 {
        let g = self.game.clone();
        let mut list = Vec::new();
        for _ in 0..PLAYOUT_PLIES {
            match line.status() {
                Status::Win { winner, .. } => return if winner == 0 { 1.0 } else { 0.0 },
                Status::Draw(_) => return 0.5,
                Status::Ongoing => {}
            }
            legal_moves(&g, line.position(), &mut list);
            let captures: Vec<Move> = list.iter().copied().filter(|m| m.is_capture()).collect();
            let mv = if !captures.is_empty() && self.rng.below(2) == 0 {
                captures[self.rng.below(captures.len())]
            } else {
                list[self.rng.below(list.len())]
            };
            let next: Position = line.position().after(&g, &mv);
            line.positions.push(next);
            line.moves.push(mv);
        }
        let s = self.eval.evaluate(line.position()) as f64;
        let white = if line.position().side == 0 { s } else { -s };
        1.0 / (1.0 + (-white / 400.0).exp())
    }
}
