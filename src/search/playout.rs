//! The playouts of Monte Carlo tree search: random games cut after a few dozen plies, compiled
//! per game's rules (the inner loop of [`super::mcts`]).

use super::family::{MoveOf, PositionOf, SearchRules, Searchable};
use crate::common::rng::Rng;
use crate::game::{GameRules, MoveBuffer};

/// A random game of at most `plies` plies from `pos`, scored for its side to move: 1 a win, 0 a
/// loss, ½ a draw by the rules; where it does not end, the evaluation through the logistic
/// curve. Captures are played first half the time where a capture is not compulsory.
pub fn playout<S: SearchRules>(rules: &S, rng: &mut Rng, pos: &PositionOf<S>, plies: usize) -> f64 {
    let game = rules.rules();
    let start_side = game.side_to_move(pos);
    let mut p = pos.clone();
    let mut list = <S::Game as crate::game::GameRules>::Moves::default();
    let mut captures: Vec<MoveOf<S>> = Vec::new();
    for _ in 0..plies {
        if let Some(score) = rules.terminal(&p, 0) {
            return from_score(score, game.side_to_move(&p) == start_side);
        }
        rules.legal_moves(&p, &mut list);
        if list.is_empty() {
            let score = rules.no_moves(&p, 0);
            return from_score(score, game.side_to_move(&p) == start_side);
        }
        if rules.move_limit_reached(&p) {
            return 0.5;
        }
        let moves = list.as_slice();
        let m = if rules.must_capture(&p) {
            moves[rng.below(moves.len())]
        } else {
            captures.clear();
            captures.extend(moves.iter().filter(|m| rules.is_tactical(m)));
            if !captures.is_empty() && rng.below(2) == 0 {
                captures[rng.below(captures.len())]
            } else {
                moves[rng.below(moves.len())]
            }
        };
        p = rules.play(&p, &m);
    }
    let score = rules.evaluate(&p) as f64;
    let for_side = 1.0 / (1.0 + (-score / S::Game::WIN_SCALE).exp());
    if game.side_to_move(&p) == start_side {
        for_side
    } else {
        1.0 - for_side
    }
}

/// The result of a decided score for the side it is for (`ours`) or the other.
fn from_score(score: i32, ours: bool) -> f64 {
    let r = match score.signum() {
        1 => 1.0,
        -1 => 0.0,
        _ => 0.5,
    };
    if ours {
        r
    } else {
        1.0 - r
    }
}
