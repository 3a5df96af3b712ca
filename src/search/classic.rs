//! The simple bots of the programs Dama learns from, kept as named opponents: the greedy bot, a
//! fixed-depth alpha-beta with the man 2 / king 12 material count, and a fixed-depth minimax that
//! extends the search after captures against the horizon effect.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::common::clock::now_ms;
use crate::common::rng::Rng;
use crate::draughts::game::Game;
use crate::draughts::movegen;
use crate::draughts::moves::{Move, MoveList};
use crate::draughts::outcome::{position_result, GameResult};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{Goal, Rules};
use crate::search::MATE;

fn material(pos: &Position, man: i32, king: i32) -> i32 {
    let side = |c: Color| man * pos.men(c).count() as i32 + king * pos.kings_of(c).count() as i32;
    let us = pos.side();
    side(us) - side(us.opponent())
}

/// The score of a finished game for the side to move `ply` plies from the root.
fn terminal(result: GameResult, pos: &Position, ply: i32) -> Option<i32> {
    match result {
        GameResult::Ongoing => None,
        GameResult::Win { winner, .. } if winner == pos.side() => Some(MATE - ply),
        GameResult::Win { .. } => Some(-(MATE - ply)),
        GameResult::Draw { .. } => Some(0),
    }
}

/// The greedy bot: the capture removing the most value (man 1, king 3), else any move, random
/// among equals.
pub fn greedy(game: &Game, rng: &mut Rng) -> Option<Move> {
    let moves = game.legal_moves();
    let pos = game.position();
    let value = |m: &Move| {
        let kings = (m.captured & pos.kings()).count();
        m.capture_count() - kings + 3 * kings
    };
    let best = moves.iter().map(value).max()?;
    let pool: Vec<Move> = moves.iter().filter(|m| value(m) == best).copied().collect();
    Some(pool[rng.below(pool.len())])
}

struct Classic<'a> {
    extend_captures: bool,
    nodes: u64,
    /// Each ply's moves, kept on the heap: deep capture extensions would overflow the stack.
    lists: Vec<Option<Box<MoveList>>>,
    /// Set from another thread to stop the search.
    stop: Option<&'a AtomicBool>,
    /// When the search must end, on the clock of [`now_ms`].
    deadline_ms: Option<f64>,
    /// The search was cut short: scores from here on mean nothing.
    aborted: bool,
}

impl Classic<'_> {
    /// Reads the stop flag and the clock (every 1024 nodes: both cost more than a node).
    fn check_limits(&mut self) {
        if self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
            || self.deadline_ms.is_some_and(|d| now_ms() >= d)
        {
            self.aborted = true;
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn search<R: Rules>(
        &mut self,
        rules: R,
        pos: &Position,
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
        if let Some(s) = terminal(position_result(rules, pos, true), pos, ply) {
            return s;
        }
        let slot = ply as usize;
        if self.lists.len() <= slot {
            self.lists.resize_with(slot + 1, || None);
        }
        let mut list = self.lists[slot]
            .take()
            .unwrap_or_else(|| Box::new(MoveList::new()));
        movegen::legal_moves(rules, pos, &mut list);
        let capture = list.iter().next().is_some_and(|m| m.is_capture());
        let best = if list.is_empty() {
            terminal(position_result(rules, pos, false), pos, ply).unwrap_or(0)
        } else if depth <= 0 && !(self.extend_captures && capture && ply < 40) {
            let m = material(pos, 2, 12);
            if rules.goal() == Goal::NoMoveWins {
                -m
            } else {
                m
            }
        } else {
            let mut best = -MATE - 1;
            for m in list.iter() {
                let s = -self.search(rules, &pos.play(m), depth - 1, -beta, -alpha, ply + 1);
                best = best.max(s);
                alpha = alpha.max(s);
                if alpha >= beta || self.aborted {
                    break;
                }
            }
            best
        };
        self.lists[slot] = Some(list);
        best
    }
}

/// The classic bot: a plain fixed-depth search on material (man 2, king 12), random among the
/// equally good moves. With `extend_captures` it is the minimax bot that searches on while
/// captures are pending.
///
/// It can be cut short: by `stop` (set from another thread) or after `time_ms` milliseconds.
/// Depth 1 is always searched to the end, whatever the limits, so there is always a real choice.
/// With a time budget it then deepens from depth 2 to `depth`; without one it goes straight to
/// `depth`. A cut-off search plays the choice of the last depth completed. Unstopped, it
/// chooses as it would without limits (the same random draw).
pub fn classic_within(
    game: &Game,
    depth: u32,
    extend_captures: bool,
    rng: &mut Rng,
    stop: Option<&AtomicBool>,
    time_ms: Option<f64>,
) -> Option<Move> {
    crate::with_rules!(game.variant(), r => {
        classic_root(r, game, depth, extend_captures, rng, stop, time_ms)
    })
}

/// [`classic_within`] for the rules of `game`.
fn classic_root<R: Rules>(
    rules: R,
    game: &Game,
    depth: u32,
    extend_captures: bool,
    rng: &mut Rng,
    stop: Option<&AtomicBool>,
    time_ms: Option<f64>,
) -> Option<Move> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let pos = game.position();
    let deadline_ms = time_ms.map(|t| now_ms() + t);
    // No limits until depth 1 is done.
    let mut c = Classic {
        extend_captures,
        nodes: 0,
        lists: Vec::new(),
        stop: None,
        deadline_ms: None,
        aborted: false,
    };
    let depth = depth.max(1);
    let deeper = if time_ms.is_some() { 2 } else { depth.max(2) };
    // The equally best moves of the last depth completed.
    let mut chosen: Vec<Move> = Vec::new();
    for d in std::iter::once(1).chain(deeper..=depth) {
        if d > 1 {
            c.stop = stop;
            c.deadline_ms = deadline_ms;
            c.check_limits();
        }
        // A window just below the best so far: equal scores are found as ties, worse ones cut
        // early.
        let mut best = -MATE - 1;
        let mut pool: Vec<Move> = Vec::new();
        for m in moves.iter() {
            if c.aborted {
                break;
            }
            let s = -c.search(rules, &pos.play(m), d as i32 - 1, -MATE - 1, -(best - 1), 1);
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
    Some(chosen[rng.below(chosen.len())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::rules::Variant;

    /// The choice of a search to depth 1 alone, drawn from `seed`.
    fn depth_1_choice(game: &Game, extend_captures: bool, seed: u64) -> Option<Move> {
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
