//! The simple bots of the programs Dama learns from, kept as named opponents: the greedy bot, a
//! fixed-depth alpha-beta with the man 2 / king 12 material count, and a fixed-depth minimax that
//! extends the search after captures against the horizon effect.

use crate::game::Game;
use crate::movegen;
use crate::moves::{Move, MoveList};
use crate::position::{Color, Position};
use crate::rng::Rng;
use crate::rules::{Goal, Rules};
use crate::search::MATE;

fn material(pos: &Position, man: i32, king: i32) -> i32 {
    let side = |c: Color| {
        man * pos.men(c).count_ones() as i32 + king * pos.kings_of(c).count_ones() as i32
    };
    let us = pos.side();
    side(us) - side(us.opponent())
}

fn terminal(goal: Goal, ply: i32) -> i32 {
    match goal {
        Goal::NoMoveWins => MATE - ply,
        _ => -(MATE - ply),
    }
}

/// The greedy bot: the capture removing the most value (man 1, king 3), else any move, random
/// among equals.
pub fn greedy(game: &Game, rng: &mut Rng) -> Option<Move> {
    let moves = game.legal_moves();
    let pos = game.position();
    let value = |m: &Move| {
        let kings = (m.captured & pos.kings()).count_ones();
        m.capture_count() - kings + 3 * kings
    };
    let best = moves.iter().map(value).max()?;
    let pool: Vec<Move> = moves.iter().filter(|m| value(m) == best).copied().collect();
    Some(pool[rng.below(pool.len())])
}

struct Classic {
    goal: Goal,
    extend_captures: bool,
    nodes: u64,
    /// Each ply's moves, kept on the heap: deep capture extensions would overflow the stack.
    lists: Vec<Option<Box<MoveList>>>,
}

impl Classic {
    fn search<R: Rules>(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.goal == Goal::FirstKingWins && pos.kings_of(pos.side().opponent()) != 0 {
            return -(MATE - ply);
        }
        let slot = ply as usize;
        if self.lists.len() <= slot {
            self.lists.resize_with(slot + 1, || None);
        }
        let mut list = self.lists[slot]
            .take()
            .unwrap_or_else(|| Box::new(MoveList::new()));
        movegen::legal_moves::<R>(pos, &mut list);
        let capture = list.iter().next().is_some_and(|m| m.is_capture());
        let best = if list.is_empty() {
            terminal(self.goal, ply)
        } else if depth <= 0 && !(self.extend_captures && capture && ply < 40) {
            let m = material(pos, 2, 12);
            if self.goal == Goal::NoMoveWins {
                -m
            } else {
                m
            }
        } else {
            let mut best = -MATE - 1;
            for m in list.iter() {
                let s = -self.search::<R>(&pos.play(m), depth - 1, -beta, -alpha, ply + 1);
                best = best.max(s);
                alpha = alpha.max(s);
                if alpha >= beta {
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
pub fn classic(game: &Game, depth: u32, extend_captures: bool, rng: &mut Rng) -> Option<Move> {
    // Only the tree search is compiled per game's rules; the choice at the root exists once.
    let search: SearchFn = crate::with_rules!(game.variant(), R => Classic::search::<R>);
    let moves = game.legal_moves();
    let pos = game.position();
    let mut c = Classic {
        goal: game.variant().info().goal,
        extend_captures,
        nodes: 0,
        lists: Vec::new(),
    };
    // A window just below the best so far: equal scores are found as ties, worse ones cut early.
    let mut best = -MATE - 1;
    let mut pool: Vec<Move> = Vec::new();
    for m in moves.iter() {
        let s = -search(
            &mut c,
            &pos.play(m),
            depth as i32 - 1,
            -MATE - 1,
            -(best - 1),
            1,
        );
        if s > best {
            best = s;
            pool.clear();
        }
        if s == best {
            pool.push(*m);
        }
    }
    if pool.is_empty() {
        return None;
    }
    Some(pool[rng.below(pool.len())])
}

/// [`Classic::search`] for one game's rules.
type SearchFn = fn(&mut Classic, &Position, i32, i32, i32, i32) -> i32;
