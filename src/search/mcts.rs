//! Monte Carlo tree search (UCT), written once for every game: a second algorithm beside
//! alpha-beta. Playouts are random games cut after a few dozen plies and scored by the static
//! evaluation through a logistic curve. The draw rules hold in the tree and the playouts: a
//! position repeated on the way from the game's last irreversible move, or one reaching a move
//! limit, is a draw.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::alphabeta::{compile, Compiled};
use super::family::Searchable;
use super::{Limits, SearchInfo, SearchResult, Style};
use crate::common::clock::now_ms;
use crate::common::rng::Rng;
use crate::game::{GameRecord, MoveBuffer, Outcome};

const PLAYOUT_PLIES: usize = 40;
const EXPLORATION: f64 = 0.9;
/// Playouts of a search with neither a node nor a time limit.
const UNLIMITED_PLAYOUTS: u64 = 20_000;

struct Node<G: Searchable> {
    pos: G::Position,
    /// Plies since the last irreversible move, up to `pos`.
    reversible: usize,
    /// Drawn by a repetition or a move limit: a leaf whose result is ½.
    drawn: bool,
    mv: Option<G::Move>,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<G::Move>,
    visits: u32,
    /// Sum of results for the side that made `mv` (1 win, 0 loss).
    wins: f64,
}

/// Whether `hash`, reached from the node `parent` after `reversible` reversible plies, stands
/// earlier with the same side to move since the last irreversible move: in the tree above it,
/// then in the game before the root (`history`, oldest first).
fn repeated<G: Searchable>(
    tree: &[Node<G>],
    rules: &G,
    parent: usize,
    hash: u64,
    reversible: usize,
    history: &[u64],
) -> bool {
    let mut back = reversible;
    let mut at = parent;
    let mut plies = 1;
    while plies <= back && at != usize::MAX {
        if plies % 2 == 0 && rules.hash(&tree[at].pos) == hash {
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

/// A UCT searcher.
pub struct Mcts {
    rng: Rng,
    stop: Arc<AtomicBool>,
}

impl Mcts {
    /// A searcher with its own random stream, stopped early when `stop` is set.
    pub fn new(seed: u64, stop: Arc<AtomicBool>) -> Mcts {
        Mcts {
            rng: Rng::new(seed),
            stop,
        }
    }

    /// Searches `game`'s position within `limits` (nodes = playouts), reporting progress.
    pub fn search<G: Searchable>(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let style = Style::default();
        let rules = compile(game.rules(), &style, None);
        self.run(game, limits, on_info, &*rules)
    }

    /// The tree search itself, one copy for every game: only move generation and playouts
    /// (the inner loop) are compiled per game's rules.
    fn run<G: Searchable>(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
        rules: &dyn Compiled<G>,
    ) -> SearchResult<G::Move> {
        let start = now_ms();
        let g = game.rules();
        let history = game.reversible_history();
        let mut result = SearchResult::default();
        if game.outcome() != Outcome::Ongoing {
            return result;
        }
        let mut roots = G::Moves::default();
        rules.legal_moves(game.current(), &mut roots);
        if roots.is_empty() {
            return result;
        }
        result.best = Some(roots.as_slice()[0]);
        if roots.len() == 1 {
            return result;
        }
        let mut tree = vec![Node::<G> {
            pos: game.current().clone(),
            reversible: history.len(),
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
        let mut list = G::Moves::default();
        loop {
            let mut at = 0;
            while tree[at].untried.is_empty() && !tree[at].children.is_empty() {
                at = self.select(&tree, at);
            }
            if !tree[at].untried.is_empty() {
                let i = self.rng.below(tree[at].untried.len());
                let mv = tree[at].untried.swap_remove(i);
                let pos = rules.play(&tree[at].pos, &mv);
                let reversible = if rules.irreversible(&tree[at].pos, &mv) {
                    0
                } else {
                    tree[at].reversible + 1
                };
                rules.legal_moves(&pos, &mut list);
                if rules.outcome(&pos, &list) != Outcome::Ongoing {
                    list.clear();
                }
                // A side without a move is beaten before any draw rule is asked.
                let drawn = !list.is_empty()
                    && (rules.move_limit_reached(&pos)
                        || (rules.repetition_draws()
                            && repeated(&tree, g, at, g.hash(&pos), reversible, &history)));
                if drawn {
                    list.clear();
                }
                tree.push(Node {
                    pos,
                    reversible,
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
                rules.playout(&mut self.rng, &tree[at].pos, PLAYOUT_PLIES)
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
                result = report(&tree, playouts, start);
                on_info(&result.info);
            }
            if playouts >= max_playouts
                || out_of_time
                || (limits.nodes.is_none()
                    && limits.time_ms.is_none()
                    && playouts >= UNLIMITED_PLAYOUTS)
            {
                break;
            }
        }
        result
    }

    fn select<G: Searchable>(&self, tree: &[Node<G>], at: usize) -> usize {
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
}

/// The most visited line, and the win rate of its first move as a score.
fn report<G: Searchable>(tree: &[Node<G>], playouts: u64, start: f64) -> SearchResult<G::Move> {
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
            score: (G::WIN_SCALE * (p / (1.0 - p)).ln()).round() as i32,
            nodes: playouts,
            time_ms: (now_ms() - start) as u64,
            pv,
            lines: Vec::new(),
        },
        book: false,
    }
}
