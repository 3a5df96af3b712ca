//! The simple bots of the programs Dama learns from, kept as named opponents and written once
//! for every game: the greedy bot, a fixed-depth alpha-beta on the game's classic material
//! count (in draughts man 2, king 12), and a fixed-depth minimax that searches on past the
//! depth while captures are pending, against the horizon effect.

use std::sync::atomic::{AtomicBool, Ordering};

use super::alphabeta::{compile, Compiled};
use super::family::Searchable;
use super::{Style, MATE};
use crate::common::clock::now_ms;
use crate::common::rng::Rng;
use crate::game::{GameRecord, MoveBuffer, Outcome};

/// Plies past which a capture extension stops.
const EXTENSION_PLIES: i32 = 40;

/// The greedy bot: the capture removing the most value, else any move, random among equals.
pub fn greedy<G: Searchable>(game: &dyn GameRecord<Rules = G>, rng: &mut Rng) -> Option<G::Move> {
    let style = Style::default();
    let rules = compile(game.rules(), &style, None);
    let root = Root::of(game, &*rules)?;
    let values: Vec<i32> = root
        .moves
        .iter()
        .map(|m| rules.capture_value(game.current(), m))
        .collect();
    let best = *values.iter().max()?;
    let pool: Vec<G::Move> = root
        .moves
        .iter()
        .zip(&values)
        .filter(|(_, v)| **v == best)
        .map(|(m, _)| *m)
        .collect();
    Some(pool[rng.below(pool.len())])
}

/// The legal moves of a game still going on.
struct Root<G: Searchable> {
    moves: Vec<G::Move>,
}

impl<G: Searchable> Root<G> {
    fn of(game: &dyn GameRecord<Rules = G>, rules: &dyn Compiled<G>) -> Option<Root<G>> {
        if game.outcome() != Outcome::Ongoing {
            return None;
        }
        let mut list = G::Moves::default();
        rules.legal_moves(game.current(), &mut list);
        (!list.is_empty()).then(|| Root {
            moves: list.as_slice().to_vec(),
        })
    }
}

struct Classic<'a, G: Searchable> {
    rules: &'a dyn Compiled<G>,
    extend_captures: bool,
    nodes: u64,
    /// Each ply's moves, kept on the heap: deep capture extensions would overflow the stack.
    lists: Vec<Option<Box<G::Moves>>>,
    /// Set from another thread to stop the search.
    stop: Option<&'a AtomicBool>,
    /// When the search must end, on the clock of [`now_ms`].
    deadline_ms: Option<f64>,
    /// The search was cut short: scores from here on mean nothing.
    aborted: bool,
}

impl<G: Searchable> Classic<'_, G> {
    /// Reads the stop flag and the clock (every 1024 nodes: both cost more than a node).
    fn check_limits(&mut self) {
        if self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
            || self.deadline_ms.is_some_and(|d| now_ms() >= d)
        {
            self.aborted = true;
        }
    }

    fn search(
        &mut self,
        pos: &G::Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.aborted {
            return 0;
        }
        let rules = self.rules;
        if let Some(s) = rules.terminal(pos, ply as usize) {
            return s;
        }
        let slot = ply as usize;
        if self.lists.len() <= slot {
            self.lists.resize_with(slot + 1, || None);
        }
        let mut list = self.lists[slot].take().unwrap_or_else(new_list);
        rules.legal_moves(pos, &mut list);
        let extend = self.extend_captures && ply < EXTENSION_PLIES;
        let best = if list.is_empty() {
            rules.no_moves(pos, ply as usize)
        } else if depth > 0 || (extend && rules.must_capture(pos)) {
            self.search_moves(pos, &list, depth, alpha, beta, ply)
        } else if extend && rules.stand_pat() {
            // Past the depth, the side to move may take a piece or stand on the material.
            let stand = rules.material(pos);
            if stand >= beta {
                stand
            } else {
                alpha = alpha.max(stand);
                rules.quiescence_moves(pos, false, &mut list);
                list.retain(|m| rules.capture_value(pos, m) > 0);
                stand.max(self.search_moves(pos, &list, 0, alpha, beta, ply))
            }
        } else {
            rules.material(pos)
        };
        self.lists[slot] = Some(list);
        best
    }

    /// The best score among `list`, the captures of the most value first.
    fn search_moves(
        &mut self,
        pos: &G::Position,
        list: &G::Moves,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        let rules = self.rules;
        let moves = list.as_slice();
        let order = by_value(moves.iter().map(|m| rules.capture_value(pos, m)));
        let mut best = -MATE - 1;
        for &i in &order {
            let child = rules.play(pos, &moves[i]);
            let s = -self.search(&child, depth - 1, -beta, -alpha, ply + 1);
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta || self.aborted {
                break;
            }
        }
        best
    }
}

/// The places of `values`, the greatest value first (in their order among equals): one sort for
/// every game, rather than one compiled per game's move type.
fn by_value(values: impl Iterator<Item = i32>) -> Vec<usize> {
    let mut keyed: Vec<(i32, usize)> = values.enumerate().map(|(i, v)| (-v, i)).collect();
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, i)| i).collect()
}

/// An empty move list on the heap, made in a frame of its own: a draughts move list is 24 KB,
/// which must not sit in the frames of the recursion.
#[cold]
#[inline(never)]
fn new_list<L: Default>() -> Box<L> {
    Box::default()
}

/// The classic bot: a plain fixed-depth search on material, random among the equally good
/// moves. With `extend_captures` it is the minimax bot that searches on while captures are
/// pending.
///
/// It can be cut short: by `stop` (set from another thread) or after `time_ms` milliseconds.
/// Depth 1 is always searched to the end, whatever the limits, so there is always a real choice.
/// With a time budget it then deepens from depth 2 to `depth`; without one it goes straight to
/// `depth`. A cut-off search plays the choice of the last depth completed. Unstopped, it
/// chooses as it would without limits (the same random draw).
pub fn classic_within<G: Searchable>(
    game: &dyn GameRecord<Rules = G>,
    depth: u32,
    extend_captures: bool,
    rng: &mut Rng,
    stop: Option<&AtomicBool>,
    time_ms: Option<f64>,
) -> Option<G::Move> {
    let style = Style::default();
    let rules = compile(game.rules(), &style, None);
    let root = Root::of(game, &*rules)?;
    let chosen = classic_choices(
        &*rules,
        game.current(),
        &root.moves,
        depth,
        extend_captures,
        stop,
        time_ms,
    );
    Some(chosen[rng.below(chosen.len())])
}

/// The equally best moves among `moves` of `pos` after the deepest depth completed (see
/// [`classic_within`]), in their order.
pub(super) fn classic_choices<G: Searchable>(
    rules: &dyn Compiled<G>,
    pos: &G::Position,
    moves: &[G::Move],
    depth: u32,
    extend_captures: bool,
    stop: Option<&AtomicBool>,
    time_ms: Option<f64>,
) -> Vec<G::Move> {
    let deadline_ms = time_ms.map(|t| now_ms() + t);
    // No limits until depth 1 is done.
    let mut c = Classic {
        rules,
        extend_captures,
        nodes: 0,
        lists: Vec::new(),
        stop: None,
        deadline_ms: None,
        aborted: false,
    };
    let depth = depth.max(1);
    let deeper = if time_ms.is_some() { 2 } else { depth.max(2) };
    let mut chosen: Vec<G::Move> = Vec::new();
    for d in std::iter::once(1).chain(deeper..=depth) {
        if d > 1 {
            c.stop = stop;
            c.deadline_ms = deadline_ms;
            c.check_limits();
        }
        // A window just below the best so far: equal scores are found as ties, worse ones cut
        // early.
        let mut best = -MATE - 1;
        let mut pool = Vec::new();
        for m in moves {
            if c.aborted {
                break;
            }
            let child = rules.play(pos, m);
            let s = -c.search(&child, d as i32 - 1, -MATE - 1, -(best - 1), 1);
            if c.aborted {
                break;
            }
            if s > best {
                best = s;
                pool.clear();
            }
            if s == best {
                pool.push(*m);
            }
        }
        if c.aborted {
            break;
        }
        chosen = pool;
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::rules::Variant;
    use crate::draughts::Game;

    /// The choice of a search to depth 1 alone, drawn from `seed`.
    fn depth_1_choice(game: &Game, extend_captures: bool, seed: u64) -> Option<crate::Move> {
        classic_within(game, 1, extend_captures, &mut Rng::new(seed), None, None)
    }

    #[test]
    fn a_set_stop_flag_plays_the_depth_1_choice() {
        let game = Game::new(Variant::International);
        let stop = AtomicBool::new(true);
        for (seed, extend_captures) in [(1, true), (2, false)] {
            let mut rng = Rng::new(seed);
            let m = classic_within(&game, 12, extend_captures, &mut rng, Some(&stop), None);
            assert_eq!(m, depth_1_choice(&game, extend_captures, seed));
            let budget = Some(60_000.0);
            let m = classic_within(
                &game,
                12,
                extend_captures,
                &mut Rng::new(seed),
                Some(&stop),
                budget,
            );
            assert_eq!(m, depth_1_choice(&game, extend_captures, seed));
        }
    }

    #[test]
    fn a_spent_time_budget_plays_the_depth_1_choice() {
        let game = Game::new(Variant::International);
        let m = classic_within(&game, 12, false, &mut Rng::new(3), None, Some(0.0));
        assert_eq!(m, depth_1_choice(&game, false, 3));
        assert!(game.legal_moves().iter().any(|l| Some(*l) == m));
    }

    /// Every root move of `pos` searched with the full window by the classic search: the slow
    /// way the window of [`classic_choices`] must agree with.
    fn full_window_choices<G: Searchable>(
        rules: &dyn Compiled<G>,
        pos: &G::Position,
        moves: &[G::Move],
        depth: u32,
    ) -> Vec<G::Move> {
        let mut c = Classic {
            rules,
            extend_captures: true,
            nodes: 0,
            lists: Vec::new(),
            stop: None,
            deadline_ms: None,
            aborted: false,
        };
        let scored: Vec<(i32, G::Move)> = moves
            .iter()
            .map(|m| {
                let child = rules.play(pos, m);
                (
                    -c.search(&child, depth as i32 - 1, -MATE - 1, MATE + 1, 1),
                    *m,
                )
            })
            .collect();
        let best = scored.iter().map(|&(s, _)| s).max().unwrap_or(0);
        scored
            .into_iter()
            .filter(|&(s, _)| s == best)
            .map(|(_, m)| m)
            .collect()
    }

    #[test]
    fn the_window_finds_the_same_ties_as_full_windows() {
        use crate::game::GameRules;
        use crate::piece::{built_in, game::PieceRecord, PieceGame};
        for name in ["chess", "shogi"] {
            let game = PieceGame::new(std::sync::Arc::new(built_in(name).unwrap()));
            let style = Style::default();
            let mut rng = Rng::new(11);
            for _ in 0..6 {
                let mut record = PieceRecord::new(game.clone());
                for _ in 0..rng.below(40) {
                    let list = record.legal_moves();
                    if list.is_empty() {
                        break;
                    }
                    record.play(&list[rng.below(list.len())]).unwrap();
                }
                let mut moves = Vec::new();
                game.legal_moves(record.position(), &mut moves);
                if record.legal_moves().is_empty() {
                    continue;
                }
                let search = crate::piece::search::PieceSearch::new(&game, &style);
                let search: &dyn Compiled<PieceGame> = &search;
                assert_eq!(
                    classic_choices(search, record.position(), &moves, 2, true, None, None),
                    full_window_choices(search, record.position(), &moves, 2),
                    "{name} after {} plies",
                    record.ply()
                );
            }
        }
    }

    #[test]
    fn unstopped_it_chooses_as_the_plain_bot() {
        let game = Game::new(Variant::English);
        let stop = AtomicBool::new(false);
        for seed in 0..8 {
            let plain = classic_within(&game, 4, true, &mut Rng::new(seed), None, None);
            let within = classic_within(
                &game,
                4,
                true,
                &mut Rng::new(seed),
                Some(&stop),
                Some(60_000.0),
            );
            assert_eq!(plain, within);
        }
    }
}
