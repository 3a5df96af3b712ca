//! The search of one node, compiled per game's rules: principal variation search with the
//! transposition table, ProbCut, null move, late move reductions, the check extension, the
//! horizon's searches on, and the ordering of the moves.

use std::sync::atomic::Ordering;

use super::{Searcher, EVAL_CACHE_BITS, INF};
use crate::common::clock::now_ms;
use crate::game::MoveBuffer;
use crate::search::family::{Order, Probe, SearchRules, Searchable};
use crate::search::tt::{Bound, MoveKey};
use crate::search::{KNOWN_WIN, MATE_BOUND, MAX_PLY};

/// The shallowest node ProbCut probes.
const PROBCUT_DEPTH: i32 = 3;
/// ProbCut's margin per ply of depth, in hundredths of a man.
const PROBCUT_MARGIN: i32 = 5;
/// Plies a null move's search is shallower.
const NULL_MOVE_REDUCTION: i32 = 3;
/// Plies of the horizon's search past which a side in check stands pat like any other.
const QUIESCENCE_EVASION_PLIES: usize = 6;

/// One ply's moves with their ordering scores.
pub(super) struct PlyMoves<G: Searchable> {
    list: G::Moves,
    /// From the first place scored on: each move's ordering score shifted up by [`INDEX_BITS`],
    /// its place in `list` below. Picking a move moves these words, never the moves.
    scores: Vec<i64>,
}

/// The low bits of a [`PlyMoves`] score that say which move it scores.
const INDEX_BITS: u32 = 16;

impl<G: Searchable> PlyMoves<G> {
    /// An empty list on the heap, made in a frame of its own: a draughts move list is 24 KB,
    /// which must not sit in the frames of the recursion.
    #[cold]
    #[inline(never)]
    pub(super) fn new_boxed() -> Box<PlyMoves<G>> {
        Box::new(PlyMoves {
            list: G::Moves::default(),
            scores: Vec::new(),
        })
    }

    /// The place in `list` of the best-scored move among score places `i..` (the first of those
    /// scored alike), its score swapped to place `i`: moves are searched in order, and most
    /// nodes cut off after the first few, so a full sort would be wasted.
    fn pick(&mut self, i: usize) -> usize {
        let scores = &mut self.scores[i..self.list.len()];
        let mut best = 0;
        for (j, &s) in scores.iter().enumerate().skip(1) {
            if s >> INDEX_BITS > scores[best] >> INDEX_BITS {
                best = j;
            }
        }
        scores.swap(0, best);
        (scores[0] & ((1 << INDEX_BITS) - 1)) as usize
    }
}

impl<G: Searchable> Searcher<G> {
    /// One iteration of depth `depth` from the root, `prev` being the last iteration's score.
    pub(super) fn iteration<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        root: &G::Position,
        depth: u32,
        prev: i32,
    ) -> i32 {
        if depth >= 4 && prev.abs() < MATE_BOUND {
            self.aspiration(rules, root, depth as i32, prev)
        } else {
            self.negamax(rules, root, depth as i32, -INF, INF, 0)
        }
    }

    fn aspiration<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        depth: i32,
        prev: i32,
    ) -> i32 {
        let mut delta = 40;
        let (mut alpha, mut beta) = (prev - delta, prev + delta);
        loop {
            let score = self.negamax(rules, pos, depth, alpha, beta, 0);
            if self.aborted {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INF);
            } else if score >= beta {
                beta = (beta + delta).min(INF);
            } else {
                return score;
            }
            delta *= 3;
            if delta > 1000 {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    /// Stop and time, read every 1024 nodes: an atomic load and a clock read cost more than a
    /// node's worth of work on the small budgets.
    fn check_stop_and_time(&mut self) {
        self.published_nodes.store(self.nodes, Ordering::Relaxed);
        if self.iteration <= 1 {
            return;
        }
        if self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        if let Some(t) = self.limits.time_ms {
            if now_ms() - self.start_ms >= t {
                self.aborted = true;
            }
        }
    }

    /// Counts a node; whether the search must unwind (stopped, out of nodes or time). Nodes
    /// visited only to unwind a stopped search are not counted.
    #[inline]
    fn enter_node(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.node_budget {
            self.aborted = true;
        }
        if self.nodes & 1023 == 0 {
            self.check_stop_and_time();
        }
        self.aborted
    }

    /// The static evaluation of `pos`, from the cache when it holds it.
    fn evaluate<S: SearchRules<Game = G>>(&mut self, rules: &S, pos: &G::Position) -> i32 {
        let hash = rules.hash(pos);
        let slot = &mut self.eval_cache[hash as usize & ((1 << EVAL_CACHE_BITS) - 1)];
        let check = hash >> 32 | 1;
        let score = if *slot >> 32 == check {
            *slot as u32 as i32
        } else {
            let score = rules.evaluate(pos);
            *slot = check << 32 | u64::from(score as u32);
            score
        };
        score + self.noise(hash)
    }

    /// The weak levels' misjudgement of a position: the same for the same position within a
    /// game, so the search stays consistent, and different from game to game.
    fn noise(&self, hash: u64) -> i32 {
        let span = self.style.noise * G::NOISE_SCALE;
        if span <= 0 {
            return 0;
        }
        let mixed = crate::common::rng::splitmix(hash ^ self.style.noise_seed);
        (mixed % (2 * span as u64 + 1)) as i32 - span
    }

    /// Whether `hash` stands earlier on the path with the same side to move (every second
    /// position back), looking no further back than the last irreversible move.
    fn is_repetition(&self, hash: u64) -> bool {
        for (back, (&h, &irreversible)) in
            self.path.iter().zip(&self.irreversible).rev().enumerate()
        {
            if irreversible {
                return false;
            }
            if back % 2 == 1 && h == hash {
                return true;
            }
        }
        false
    }

    fn negamax<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.enter_node() {
            return 0;
        }
        // The side without a move is found below, where the moves are generated.
        if let Some(s) = rules.terminal(pos, ply) {
            return s;
        }
        let hash = rules.hash(pos);
        if ply > 0
            && ((rules.repetition_draws() && self.is_repetition(hash))
                || (rules.move_limit_reached(pos) && self.can_move(rules, pos, ply)))
        {
            return 0;
        }
        if ply > 0 {
            if let Some(score) = self.probe(rules, pos, ply) {
                return score;
            }
        }
        let in_check = rules.in_check(pos);
        // Check extension: a side in check is searched a ply deeper.
        let depth = depth + i32::from(in_check && ply < MAX_PLY / 2);
        let capture = rules.must_capture(pos);
        if ply >= MAX_PLY - 1 {
            return self.evaluate(rules, pos);
        }
        if depth <= 0 && (!capture || !self.style.quiescence) {
            return if S::STAND_PAT && self.style.quiescence {
                self.quiescence(rules, pos, alpha, beta, ply, 0)
            } else {
                self.evaluate(rules, pos)
            };
        }
        let pv_node = beta - alpha > 1;
        let key = rules.table_key(pos);
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if !pv_node && ply > 0 && e.depth as i32 >= depth {
                let s = score_from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        if let Some(score) = self.probcut(rules, pos, depth, beta, ply, pv_node) {
            return score;
        }
        if !pv_node && !in_check {
            if let Some(score) = self.null_move(rules, pos, depth, beta, ply) {
                return score;
            }
        }
        let mut moves = self.plies[ply].take().unwrap_or_else(PlyMoves::new_boxed);
        let legality = rules.generate(pos, in_check, capture, &mut moves.list);
        if ply == 0 && !self.excluded.is_empty() {
            self.leave_out_excluded(&mut moves.list);
        }
        let score = self.search_moves(
            rules,
            pos,
            &mut moves,
            &legality,
            key,
            entry.and_then(|e| e.mv),
            depth,
            alpha,
            beta,
            ply,
            capture || in_check,
        );
        self.plies[ply] = Some(moves);
        score
    }

    /// Drops from the root's `list` the moves of the lines already found (several lines asked
    /// for): out of the way of the search's own code.
    #[cold]
    #[inline(never)]
    fn leave_out_excluded(&self, list: &mut G::Moves) {
        list.retain(|m| !self.excluded.contains(m));
    }

    /// ProbCut: away from the principal variation and the endings, a search of `pos` at two
    /// fifths of the depth that beats `beta` by a margin growing with the depth stands for the
    /// full one (which would almost always beat `beta` too). The probe's own subtree prunes no
    /// further.
    fn probcut<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        depth: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> Option<i32> {
        if pv_node
            || ply == 0
            || depth < PROBCUT_DEPTH
            || self.probing
            || beta.abs() >= KNOWN_WIN
            || !rules.probcut(pos)
        {
            return None;
        }
        let margin = PROBCUT_MARGIN * depth;
        let probe_beta = beta + margin;
        self.probing = true;
        let score = self.negamax(rules, pos, depth * 2 / 5, probe_beta - 1, probe_beta, ply);
        self.probing = false;
        (!self.aborted && score >= probe_beta).then_some(score - margin)
    }

    /// Null move: the side to move passes; if a shallower search still fails high, the position
    /// is cut. Only where the game allows it (no zugzwang to fear) and the evaluation is above
    /// `beta` already.
    fn null_move<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        depth: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        if ply == 0 || depth < NULL_MOVE_REDUCTION || beta.abs() >= MATE_BOUND {
            return None;
        }
        let null = rules.null_move(pos)?;
        if self.evaluate(rules, pos) < beta {
            return None;
        }
        self.path.push(rules.hash(pos));
        self.irreversible.push(false);
        let s = -self.negamax(
            rules,
            &null,
            depth - NULL_MOVE_REDUCTION,
            -beta,
            -beta + 1,
            ply + 1,
        );
        self.path.pop();
        self.irreversible.pop();
        (!self.aborted && s >= beta).then_some(beta)
    }

    /// The endgame table's value of `pos`, when it has one.
    fn probe<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        ply: usize,
    ) -> Option<i32> {
        match rules.probe(pos, ply)? {
            Probe::Exact(score) => Some(score),
            Probe::Decided(sign) => {
                Some(sign * (KNOWN_WIN - ply as i32) + self.evaluate(rules, pos))
            }
        }
    }

    /// Whether the side to move has a move: a move limit draws only then, as the game judges
    /// a side without a move beaten first (rare, so the moves are generated for it).
    fn can_move<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        ply: usize,
    ) -> bool {
        let mut moves = self.plies[ply].take().unwrap_or_else(PlyMoves::new_boxed);
        rules.legal_moves(pos, &mut moves.list);
        let any = !moves.list.is_empty();
        self.plies[ply] = Some(moves);
        any
    }

    /// The body of [`Searcher::negamax`] once the moves are generated; `key` is the position's
    /// table key, `forcing` whether the side to move must capture or is in check (its quiet
    /// moves are then not reduced).
    #[allow(clippy::too_many_arguments)]
    fn search_moves<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        moves: &mut PlyMoves<G>,
        legality: &S::Legality,
        key: u64,
        tt_move: Option<MoveKey>,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        forcing: bool,
    ) -> i32 {
        let count = moves.list.len();
        if count == 0 {
            return rules.no_moves(pos, ply);
        }
        let pv_node = beta - alpha > 1;
        let hash = rules.hash(pos);
        // A forced move costs no depth; captures below the horizon are searched to the end.
        let next_depth = if (S::EXACT_MOVES && count == 1) || depth <= 0 {
            depth
        } else {
            depth - 1
        };
        // The table's move first, searched before the others are scored: it often cuts off
        // alone, and when it does not, the others are ordered by the history its search left.
        let tt_first = tt_move.and_then(|k| {
            moves
                .list
                .as_slice()
                .iter()
                .position(|m| MoveKey::new(rules.move_key(m)) == k)
        });
        match tt_first {
            Some(j) => moves.list.as_mut_slice()[..=j].rotate_right(1),
            None => self.score_moves(rules, pos, moves, 0, ply),
        }
        self.path.push(hash);
        self.irreversible.push(false);
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut next = None;
        let mut searched = 0;
        for i in 0..count {
            if i == 1 && tt_first.is_some() {
                self.score_moves(rules, pos, moves, 1, ply);
            }
            let index = if i == 0 && tt_first.is_some() {
                0
            } else {
                next.take().unwrap_or_else(|| moves.pick(i))
            };
            // Once the moves are scored, the next is picked before this one is searched (its
            // score does not change meanwhile), so that its slot is on its way while this
            // one's subtree runs.
            if i + 1 < count && (i > 0 || tt_first.is_none()) {
                let j = moves.pick(i + 1);
                if let Some(h) = rules.hash_after(pos, &moves.list.as_slice()[j]) {
                    self.tt.prefetch(h);
                }
                next = Some(j);
            }
            let m = &moves.list.as_slice()[index];
            let child = rules.play(pos, m);
            if !rules.legal_after(legality, pos, m, &child) {
                continue;
            }
            let n = searched;
            searched += 1;
            *self.irreversible.last_mut().unwrap_or(&mut false) = rules.irreversible(pos, m);
            // Every child's slot, those at the horizon too: their probes are the ones that wait
            // on memory when they have a capture to search.
            self.tt.prefetch(rules.table_key(&child));
            // Late move reductions: quiet moves after the first (the first three on the principal
            // variation) are searched a ply shallower first, two plies from the sixth on away
            // from it, and again at full depth only if they beat alpha.
            let reduction = if depth >= 3
                && n >= if pv_node { 3 } else { 1 }
                && !forcing
                && rules.reducible(pos, m)
            {
                1 + (!pv_node && n >= 6) as i32
            } else {
                0
            };
            let score = if n == 0 {
                -self.negamax(rules, &child, next_depth, -beta, -alpha, ply + 1)
            } else {
                let mut s = -self.negamax(
                    rules,
                    &child,
                    next_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                );
                if reduction > 0 && s > alpha {
                    s = -self.negamax(rules, &child, next_depth, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    -self.negamax(rules, &child, next_depth, -beta, -alpha, ply + 1)
                } else {
                    s
                }
            };
            if self.aborted {
                self.path.pop();
                self.irreversible.pop();
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(MoveKey::new(rules.move_key(m)));
                if score > alpha {
                    alpha = score;
                    if ply == 0 {
                        self.root_best = Some(*m);
                    }
                    if score >= beta {
                        if !rules.is_tactical(m) {
                            let k = &mut self.killers[ply];
                            if k[0] != best_move {
                                k[1] = k[0];
                                k[0] = best_move;
                            }
                            let d = depth.max(1) as u32;
                            let h = &mut self.history[rules.history_slot(pos, m)];
                            *h = h.saturating_add(d * d);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.irreversible.pop();
        if searched == 0 {
            return rules.no_moves(pos, ply);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A root searched without some of its moves (another line) is no answer for the root.
        if ply > 0 || self.excluded.is_empty() {
            self.tt
                .store(key, best_move, score_to_tt(best, ply), depth as i16, bound);
        }
        best
    }

    /// The horizon of a game that searches captures and promotions on: the side to move may
    /// stand pat on its evaluation or take one of them; in check (for the first plies of this
    /// search) it must answer the check. `qply` counts its plies; at 0 the node is the one
    /// [`Searcher::negamax`] counted and asked the rules about.
    fn quiescence<S: SearchRules<Game = G>>(
        &mut self,
        rules: &S,
        pos: &G::Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
    ) -> i32 {
        if qply > 0 {
            if self.enter_node() {
                return 0;
            }
            if let Some(s) = rules.terminal(pos, ply) {
                return s;
            }
        }
        let in_check = rules.in_check(pos);
        let mut moves = self.plies[ply].take().unwrap_or_else(PlyMoves::new_boxed);
        let mut best = -INF;
        let evading = in_check && qply < QUIESCENCE_EVASION_PLIES && ply < MAX_PLY - 1;
        if !evading {
            let stand = self.evaluate(rules, pos);
            if stand >= beta || ply >= MAX_PLY - 1 {
                self.plies[ply] = Some(moves);
                return stand;
            }
            rules.quiescence_moves(pos, in_check, &mut moves.list);
            if in_check {
                // Not every answer to the check is searched: a side left without any is only
                // seen at full width.
                if moves.list.is_empty() {
                    self.plies[ply] = Some(moves);
                    return rules.no_moves(pos, ply);
                }
                moves.list.retain(|m| rules.is_tactical(m));
            }
            best = stand;
            alpha = alpha.max(stand);
        } else {
            rules.quiescence_moves(pos, true, &mut moves.list);
            if moves.list.is_empty() {
                self.plies[ply] = Some(moves);
                return rules.no_moves(pos, ply);
            }
        }
        let count = moves.list.len();
        self.score_moves(rules, pos, &mut moves, 0, ply);
        for i in 0..count {
            let index = moves.pick(i);
            let m = moves.list.as_slice()[index];
            let child = rules.play(pos, &m);
            let s = -self.quiescence(rules, &child, -beta, -alpha, ply + 1, qply + 1);
            if self.aborted {
                break;
            }
            if s > best {
                best = s;
            }
            if s > alpha {
                alpha = s;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.plies[ply] = Some(moves);
        best
    }

    /// Gives the moves from `from` on their ordering scores: captures and promotions first by
    /// their value, then the killers, then quiet moves by history plus their bonus.
    fn score_moves<S: SearchRules<Game = G>>(
        &self,
        rules: &S,
        pos: &G::Position,
        moves: &mut PlyMoves<G>,
        from: usize,
        ply: usize,
    ) {
        let killers = self.killers[ply];
        let history = &self.history;
        let count = moves.list.len();
        if moves.scores.len() < count {
            moves.scores.resize(count, 0);
        }
        for (index, (m, score)) in moves.list.as_slice()[from..]
            .iter()
            .zip(moves.scores[from..count].iter_mut())
            .enumerate()
        {
            let key = Some(MoveKey::new(rules.move_key(m)));
            let value = match rules.order(pos, m) {
                Order::Tactical(v) => (1 << 30) + v,
                Order::Quiet(_) if key == killers[0] => 1 << 29,
                Order::Quiet(_) if key == killers[1] => 1 << 28,
                Order::Quiet(bonus) => history[rules.history_slot(pos, m)] as i64 + bonus,
            };
            *score = value << INDEX_BITS | (from + index) as i64;
        }
    }
}

fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use crate::draughts::search::DraughtsSearch;
    use crate::draughts::{eval, Draughts, Game, Variant};
    use crate::game::GameRecord;
    use crate::search::{Limits, Searcher, Style};

    #[test]
    fn the_evaluation_cache_follows_the_style_and_the_game() {
        // White a man up, on the board International and Frisian share.
        let fen = "W:W31-50:B1-19";
        let international = Game::from_fen(Variant::International, fen).unwrap();
        let frisian = Game::from_fen(Variant::Frisian, fen).unwrap();
        let state = *international.current();
        let mut searcher = Searcher::new(4);
        let eval_in = |s: &mut Searcher<Draughts>, v: Variant| {
            let rules = Draughts::new(v);
            let style = s.style;
            crate::with_rules!(v, r => s.evaluate(&DraughtsSearch::new(r, &rules, &style, None), &state))
        };
        let one_ply = Limits {
            depth: Some(1),
            ..Limits::default()
        };
        searcher.search(&international, &one_ply, &mut |_| {});
        let learned = eval_in(&mut searcher, Variant::International);
        let pos = state.position;
        assert_eq!(
            learned,
            crate::with_rules!(Variant::International, r => eval::evaluate(r, &pos))
        );
        searcher.set_style(Style {
            material_only: true,
            ..Style::default()
        });
        assert_eq!(eval_in(&mut searcher, Variant::International), 100);
        searcher.set_style(Style::default());
        assert_eq!(eval_in(&mut searcher, Variant::International), learned);
        searcher.search(&frisian, &one_ply, &mut |_| {});
        let expected = crate::with_rules!(Variant::Frisian, r => eval::evaluate(r, &pos));
        assert_ne!(expected, learned);
        assert_eq!(eval_in(&mut searcher, Variant::Frisian), expected);
    }
}
