//! Bots for piece games: the nine levels of alpha-beta and of MCTS, and the classic bots
//! (greedy, fixed-depth alpha-beta and minimax on material), the same [`Opponent`]s as in
//! draughts.

use std::sync::Arc;

use super::compile::PieceGame;
use super::eval::Evaluator;
use super::game::PieceRecord;
use super::mcts::PieceMcts;
use super::movegen::legal_moves;
use super::position::{kind_of, Move, Position};
use super::search::{PieceSearchResult, PieceSearcher, PieceStyle};
use crate::common::rng::Rng;
use crate::search::levels::{Algorithm, Opponent, LEVELS};
use crate::search::{Limits, MATE};

/// A bot for one piece game.
pub struct PieceBot {
    opponent: Opponent,
    searcher: PieceSearcher,
    mcts: PieceMcts,
    rng: Rng,
    noise_seed: u64,
}

impl PieceBot {
    /// A bot playing `game` as `opponent`, its choices drawn from `seed`.
    pub fn new(game: Arc<PieceGame>, opponent: Opponent, seed: u64) -> PieceBot {
        let bits = match opponent {
            Opponent::Level { level, .. } if level >= 7 => 20,
            _ => 16,
        };
        let searcher = PieceSearcher::new(game.clone(), bits);
        let mut rng = Rng::new(seed);
        PieceBot {
            opponent,
            mcts: PieceMcts::new(game, seed ^ 0x5EED, searcher.stop_flag()),
            noise_seed: rng.next_u64(),
            rng,
            searcher,
        }
    }

    /// Who the bot is.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The flag that stops its search from another thread.
    pub fn stop_flag(&self) -> Arc<std::sync::atomic::AtomicBool> {
        self.searcher.stop_flag()
    }

    /// Forgets what it learnt and draws its choices from `seed`.
    pub fn new_game_seeded(&mut self, seed: u64) {
        self.searcher.clear();
        self.rng = Rng::new(seed);
        self.noise_seed = self.rng.next_u64();
    }

    /// Chooses a move; `limits` replaces the level's own budget (hints, analysis, timed play).
    pub fn think(
        &mut self,
        record: &PieceRecord,
        limits: Option<Limits>,
        on_iteration: &mut dyn FnMut(&PieceSearchResult),
    ) -> PieceSearchResult {
        match self.opponent {
            Opponent::Level { level, algorithm } => {
                let spec = LEVELS[level.clamp(1, 9) as usize - 1];
                match algorithm {
                    Algorithm::AlphaBeta => {
                        self.searcher.style = PieceStyle {
                            material_only: spec.material_only,
                            no_quiescence: !spec.quiescence,
                            noise: spec.noise * 2,
                            noise_seed: self.noise_seed,
                        };
                        let limits = limits.unwrap_or(Limits {
                            nodes: Some(spec.nodes),
                            ..Limits::default()
                        });
                        self.searcher.search(record, &limits, on_iteration)
                    }
                    Algorithm::Mcts => {
                        let limits = match limits {
                            Some(l) => Limits {
                                nodes: l.nodes.map(|n| (n / 40).max(1)),
                                ..l
                            },
                            None => Limits {
                                nodes: Some(spec.playouts),
                                ..Limits::default()
                            },
                        };
                        self.mcts.search(record, &limits)
                    }
                }
            }
            Opponent::Greedy => simple(greedy(record, self.searcher.evaluator(), &mut self.rng)),
            Opponent::ClassicAlphaBeta(d) | Opponent::Minimax(d) => {
                let extend = matches!(self.opponent, Opponent::Minimax(_));
                simple(classic(
                    record,
                    self.searcher.evaluator(),
                    d as u32,
                    extend,
                    &mut self.rng,
                ))
            }
        }
    }
}

fn simple(best: Option<Move>) -> PieceSearchResult {
    PieceSearchResult {
        best,
        pv: best.into_iter().collect(),
        ..PieceSearchResult::default()
    }
}

/// The most valuable capture (random among equals), else a random move.
fn greedy(record: &PieceRecord, eval: &Evaluator, rng: &mut Rng) -> Option<Move> {
    let list = record.legal_moves();
    let pos = record.position();
    let gain = |m: &Move| victim_value(eval, pos, m);
    let best = list.iter().map(gain).max()?;
    let top: Vec<Move> = list.iter().copied().filter(|m| gain(m) == best).collect();
    Some(top[rng.below(top.len())])
}

/// Fixed-depth alpha-beta on material, random among the best; with `extend`, captures go on
/// past the depth.
fn classic(
    record: &PieceRecord,
    eval: &Evaluator,
    depth: u32,
    extend: bool,
    rng: &mut Rng,
) -> Option<Move> {
    let top = classic_choices(record, eval, depth, extend);
    (!top.is_empty()).then(|| top[rng.below(top.len())])
}

/// The equally best moves of the fixed-depth material search, in move order.
fn classic_choices(record: &PieceRecord, eval: &Evaluator, depth: u32, extend: bool) -> Vec<Move> {
    let g = record.game.clone();
    let list = record.legal_moves();
    let root = record.position();
    // A window just below the best so far: equal scores are found as ties, worse ones cut early.
    let mut best = -MATE - 1;
    let mut top: Vec<Move> = Vec::new();
    for mv in &list {
        let child = root.after(&g, mv);
        let s = -material_search(
            &g,
            eval,
            &child,
            depth.saturating_sub(1),
            -MATE - 1,
            -(best - 1),
            extend,
            1,
        );
        if s > best {
            best = s;
            top.clear();
        }
        if s == best {
            top.push(*mv);
        }
    }
    top
}

#[allow(clippy::too_many_arguments)]
fn material_search(
    g: &PieceGame,
    eval: &Evaluator,
    pos: &Position,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    extend: bool,
    ply: i32,
) -> i32 {
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    if let Some(loser) = super::movegen::decided(g, pos) {
        return if loser == pos.side {
            -MATE + ply
        } else {
            MATE - ply
        };
    }
    if list.is_empty() {
        return super::game::stuck_score(g, pos, ply as usize);
    }
    if depth == 0 {
        let stand = eval.material(pos);
        if !extend || ply > 12 {
            return stand;
        }
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        list.retain(|m| m.is_capture());
        list.sort_by_key(|m| std::cmp::Reverse(victim_value(eval, pos, m)));
        let mut best = stand;
        for mv in &list {
            let s = -material_search(
                g,
                eval,
                &pos.after(g, mv),
                0,
                -beta,
                -alpha,
                extend,
                ply + 1,
            );
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        return best;
    }
    // Captures of the most valuable pieces first: the same value, found with fewer nodes.
    list.sort_by_key(|m| std::cmp::Reverse(victim_value(eval, pos, m)));
    let mut best = -MATE - 1;
    for mv in &list {
        let s = -material_search(
            g,
            eval,
            &pos.after(g, mv),
            depth - 1,
            -beta,
            -alpha,
            extend,
            ply + 1,
        );
        best = best.max(s);
        alpha = alpha.max(s);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The value of the pieces `mv` captures in `pos` (0 for a quiet move).
fn victim_value(eval: &Evaluator, pos: &Position, mv: &Move) -> i32 {
    mv.captured()
        .map(|s| eval.value(kind_of(pos.board[s as usize])))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::built_in;

    /// Every root move searched with the full window: the slow way the window must agree with.
    fn full_window_choices(record: &PieceRecord, eval: &Evaluator, depth: u32) -> Vec<Move> {
        let g = record.game.clone();
        let scored: Vec<(i32, Move)> = record
            .legal_moves()
            .iter()
            .map(|mv| {
                let child = record.position().after(&g, mv);
                let s = -material_search(&g, eval, &child, depth - 1, -MATE - 1, MATE + 1, true, 1);
                (s, *mv)
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
    fn the_classic_bots_window_finds_the_same_ties_as_full_windows() {
        for game in ["chess", "shogi"] {
            let g = Arc::new(built_in(game).unwrap());
            let eval = Evaluator::new(&g);
            let mut rng = Rng::new(11);
            for _ in 0..6 {
                let mut record = PieceRecord::new(g.clone());
                for _ in 0..rng.below(40) {
                    let list = record.legal_moves();
                    if list.is_empty() {
                        break;
                    }
                    record.play(&list[rng.below(list.len())]).unwrap();
                }
                if record.legal_moves().is_empty() {
                    continue;
                }
                assert_eq!(
                    classic_choices(&record, &eval, 2, true),
                    full_window_choices(&record, &eval, 2),
                    "{game} after {} plies",
                    record.moves.len()
                );
            }
        }
    }
}
