//! The bot's search for piece games: iterative deepening principal variation search with a
//! transposition table, null move and late move reductions, check extension, quiescence over
//! captures and promotions (every evasion when in check), move ordering by the table's move,
//! captures by most valuable victim and least valuable attacker, promotions, killers and
//! history; repetitions along the game and the search path are draws. The same limits (depth,
//! nodes exact to the node, time) and levels as the draughts search.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::compile::{PieceGame, MAX_SQUARES};
use super::eval::Evaluator;
use super::game::PieceRecord;
use super::movegen::{
    decided, deferred_moves, in_check, legal_moves, legal_moves_in_check, legal_tactical_moves,
};
use super::position::{kind_of, Move, Position, NONE};
use crate::search::{Limits, MATE};

const MAX_PLY: usize = 96;
const INF: i32 = MATE + 1;

/// How a level plays: evaluation and machinery.
#[derive(Clone, Copy, Debug, Default)]
pub struct PieceStyle {
    /// Count material only.
    pub material_only: bool,
    /// No quiescence search: the horizon is hard.
    pub no_quiescence: bool,
    /// Evaluation error up to ± this much (weak levels).
    pub noise: i32,
    /// Varies the noise from game to game.
    pub noise_seed: u64,
}

/// What a search found.
#[derive(Clone, Debug, Default)]
pub struct PieceSearchResult {
    /// The move to play (none when there is no legal move).
    pub best: Option<Move>,
    /// Score from the side to move's view.
    pub score: i32,
    /// Depth completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: u64,
    /// Principal variation.
    pub pv: Vec<Move>,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: u32,
    score: i16,
    depth: i8,
    bound: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

fn pack(m: &Move) -> u32 {
    m.from as u32 | (m.to as u32) << 8 | (m.promote as u32) << 16 | (m.kind as u32) << 24
}

/// The search state of one bot for one game.
pub struct PieceSearcher {
    game: Arc<PieceGame>,
    eval: Evaluator,
    tt: Vec<Entry>,
    killers: Vec<[u32; 2]>,
    history: Vec<i32>,
    lists: Vec<Vec<Move>>,
    keyed: Vec<Vec<(i32, Move)>>,
    path: Vec<u64>,
    nodes: u64,
    node_limit: u64,
    deadline: f64,
    stopped: bool,
    stop: Arc<AtomicBool>,
    /// How it plays.
    pub style: PieceStyle,
}

impl PieceSearcher {
    /// A searcher for `game` with a table of 2^`bits` entries.
    pub fn new(game: Arc<PieceGame>, bits: u32) -> PieceSearcher {
        PieceSearcher {
            eval: Evaluator::new(&game),
            game,
            tt: vec![Entry::default(); 1 << bits],
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; 2 * (MAX_SQUARES + 1) * MAX_SQUARES],
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            keyed: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            path: Vec::new(),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: f64::INFINITY,
            stopped: false,
            stop: Arc::new(AtomicBool::new(false)),
            style: PieceStyle::default(),
        }
    }

    /// The flag that stops the search from another thread. It stays set until cleared: the
    /// caller clears it before starting a search another thread may stop.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// The evaluation it uses.
    pub fn evaluator(&self) -> &Evaluator {
        &self.eval
    }

    /// Forgets what it learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.iter_mut().for_each(|e| *e = Entry::default());
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
    }

    /// Searches the current position of `record` within `limits`; `on_iteration` hears of each
    /// completed depth.
    pub fn search(
        &mut self,
        record: &PieceRecord,
        limits: &Limits,
        on_iteration: &mut dyn FnMut(&PieceSearchResult),
    ) -> PieceSearchResult {
        let start = crate::common::clock::now_ms();
        self.stopped = false;
        self.nodes = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        self.deadline = limits.time_ms.map_or(f64::INFINITY, |t| start + t);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);
        // Positions of the game since the last irreversible move, for repetitions.
        self.path = record.positions[..record.positions.len() - 1]
            .iter()
            .rev()
            .take(record.position().quiet as usize + 1)
            .map(|p| p.hash)
            .collect::<Vec<_>>();
        self.path.reverse();
        let root = record.position().clone();
        let mut root_moves = Vec::new();
        legal_moves(&self.game, &root, &mut root_moves);
        let mut result = PieceSearchResult::default();
        if root_moves.is_empty() || record.status() != super::game::Status::Ongoing {
            return result;
        }
        result.best = Some(root_moves[0]);
        if root_moves.len() == 1 && limits.depth.is_none() {
            result.pv = vec![root_moves[0]];
            return result;
        }
        let mut first = 1;
        if let Some(r) = limits.resume {
            let depth = r.depth.min(max_depth);
            result.pv = self.principal_variation(&root, depth as usize);
            result.best = result.pv.first().copied().or(result.best);
            result.score = r.score;
            result.depth = depth;
            first = depth + 1;
        }
        for depth in first..=max_depth {
            let (score, best) = self.root(&root, &mut root_moves, depth as i32);
            if self.stopped && depth > 1 {
                // A partial iteration still found a better first move only if it searched it.
                if let Some(b) = best {
                    result.best = Some(b);
                }
                break;
            }
            result.best = best.or(result.best);
            result.score = score;
            result.depth = depth;
            result.nodes = self.nodes;
            result.time_ms = (crate::common::clock::now_ms() - start) as u64;
            result.pv = self.principal_variation(&root, depth as usize);
            on_iteration(&result);
            if self.stopped || score.abs() > MATE - 1000 && depth > 2 {
                break;
            }
            if limits
                .target_ms
                .is_some_and(|t| crate::common::clock::now_ms() - start > t * 0.5)
            {
                break;
            }
        }
        result.nodes = self.nodes;
        result.time_ms = (crate::common::clock::now_ms() - start) as u64;
        result
    }

    fn principal_variation(&self, root: &Position, depth: usize) -> Vec<Move> {
        let g = &*self.game;
        let mut pv = Vec::new();
        let mut pos = root.clone();
        let mut list = Vec::new();
        for _ in 0..depth {
            let e = self.tt[(pos.hash as usize) & (self.tt.len() - 1)];
            if e.key != pos.hash || e.mv == 0 {
                break;
            }
            legal_moves(g, &pos, &mut list);
            let Some(mv) = list.iter().find(|m| pack(m) == e.mv).copied() else {
                break;
            };
            pv.push(mv);
            pos = pos.after(g, &mv);
        }
        pv
    }

    fn root(&mut self, pos: &Position, moves: &mut [Move], depth: i32) -> (i32, Option<Move>) {
        let g = self.game.clone();
        let tt_move = self.probe_move(pos.hash);
        self.order(pos, moves, tt_move, 0);
        let mut alpha = -INF;
        let beta = INF;
        let mut best = None;
        self.path.push(pos.hash);
        for (i, mv) in moves.iter().enumerate() {
            let child = pos.after(&g, mv);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, 1, true)
            } else {
                let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, false);
                if s > alpha && !self.stopped {
                    -self.negamax(&child, depth - 1, -beta, -alpha, 1, true)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(*mv);
            }
        }
        self.path.pop();
        if let Some(b) = best {
            if let Some(i) = moves.iter().position(|m| *m == b) {
                moves[..=i].rotate_right(1);
            }
            if !self.stopped {
                self.store(pos.hash, Some(&b), alpha, depth, EXACT, 0);
            }
        }
        (alpha, best)
    }

    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        let interrupted = self.nodes & 1023 == 0
            && (self.stop.load(Ordering::Relaxed)
                || crate::common::clock::now_ms() > self.deadline);
        if self.nodes >= self.node_limit || interrupted {
            self.stopped = true;
        }
        self.stopped
    }

    fn no_moves(&self, pos: &Position, ply: usize) -> i32 {
        super::game::stuck_score(&self.game, pos, ply)
    }

    /// A result standing on the board or a draw by the rules, if any.
    fn terminal(&self, pos: &Position, ply: usize) -> Option<i32> {
        let g = &*self.game;
        if let Some(loser) = decided(g, pos) {
            return Some(if loser == pos.side {
                -MATE + ply as i32
            } else {
                MATE - ply as i32
            });
        }
        let d = &g.draws;
        if d.no_progress_plies > 0 && pos.quiet >= d.no_progress_plies {
            return Some(0);
        }
        if d.repetition >= 2 {
            let n = self.path.len();
            let back = (pos.quiet as usize).min(n);
            if (2..=back).step_by(2).any(|i| self.path[n - i] == pos.hash) {
                return Some(0);
            }
        }
        None
    }

    fn static_eval(&self, pos: &Position) -> i32 {
        let mut s = if self.style.material_only {
            self.eval.material(pos)
        } else {
            self.eval.evaluate(pos)
        };
        if self.style.noise > 0 {
            let mut h = pos.hash ^ self.style.noise_seed;
            h ^= h >> 33;
            h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
            h ^= h >> 33;
            let span = 2 * self.style.noise as u64 + 1;
            s += (h % span) as i32 - self.style.noise;
        }
        s
    }

    fn probe_move(&self, key: u64) -> u32 {
        let e = self.tt[(key as usize) & (self.tt.len() - 1)];
        if e.key == key {
            e.mv
        } else {
            0
        }
    }

    fn store(
        &mut self,
        key: u64,
        mv: Option<&Move>,
        score: i32,
        depth: i32,
        bound: u8,
        ply: usize,
    ) {
        let score = if score > MATE - 1000 {
            score + ply as i32
        } else if score < -MATE + 1000 {
            score - ply as i32
        } else {
            score
        };
        let i = (key as usize) & (self.tt.len() - 1);
        let old = self.tt[i];
        if old.key == key && old.depth as i32 > depth && bound != EXACT {
            return;
        }
        self.tt[i] = Entry {
            key,
            mv: mv.map_or(if old.key == key { old.mv } else { 0 }, pack),
            score: score.clamp(-32000, 32000) as i16,
            depth: depth.clamp(-1, 120) as i8,
            bound,
        };
    }

    fn history_index(&self, side: u8, m: &Move) -> usize {
        let from = if m.is_drop() {
            MAX_SQUARES
        } else {
            m.from as usize
        };
        (side as usize * (MAX_SQUARES + 1) + from) * MAX_SQUARES + m.to as usize
    }

    fn order(&mut self, pos: &Position, moves: &mut [Move], tt_move: u32, ply: usize) {
        let ply = ply.min(MAX_PLY);
        let killers = self.killers[ply];
        let mut keyed = std::mem::take(&mut self.keyed[ply]);
        keyed.clear();
        keyed.extend(moves.iter().map(|m| {
            let key = pack(m);
            let score = if key == tt_move && tt_move != 0 {
                1 << 30
            } else if m.is_capture() || m.promote != NONE {
                let victim: i32 = m
                    .captured()
                    .map(|s| self.eval.value(kind_of(pos.board[s as usize])))
                    .sum();
                let promo = if m.promote != NONE {
                    self.eval.value(m.promote)
                } else {
                    0
                };
                (1 << 24) + (victim + promo) * 16 - self.eval.value(m.kind) / 16
            } else if key == killers[0] || key == killers[1] {
                1 << 22
            } else {
                self.history[self.history_index(pos.side, m)].min((1 << 22) - 1)
            };
            (score, *m)
        }));
        keyed.sort_unstable_by_key(|&(s, _)| std::cmp::Reverse(s));
        for (slot, (_, m)) in moves.iter_mut().zip(keyed.iter()) {
            *slot = *m;
        }
        self.keyed[ply] = keyed;
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        pv: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if let Some(s) = self.terminal(pos, ply) {
            return s;
        }
        if ply >= MAX_PLY - 1 {
            return self.static_eval(pos);
        }
        let g = self.game.clone();
        let checks = g.sides[pos.side as usize].checks();
        let in_check = checks && in_check(&g, pos, pos.side);
        // Check extension: a side in check is searched a ply deeper.
        let depth = depth + i32::from(in_check && ply < MAX_PLY / 2);
        if depth <= 0 {
            return if self.style.no_quiescence {
                self.leaf(pos, ply)
            } else {
                self.quiescence(pos, alpha, beta, ply, 0)
            };
        }
        let i = (pos.hash as usize) & (self.tt.len() - 1);
        let e = self.tt[i];
        let mut tt_move = 0;
        if e.key == pos.hash {
            tt_move = e.mv;
            if !pv && e.depth as i32 >= depth {
                let s = e.score as i32;
                let s = if s > MATE - 1000 {
                    s - ply as i32
                } else if s < -MATE + 1000 {
                    s + ply as i32
                } else {
                    s
                };
                match e.bound {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // Null move: give the opponent a free move; if it still fails high, prune.
        if !pv
            && !in_check
            && checks
            && depth >= 3
            && beta.abs() < MATE - 1000
            && self.has_pieces(pos)
            && self.static_eval(pos) >= beta
        {
            let mut null = pos.clone();
            null.side ^= 1;
            null.hash ^= g.side_key;
            for sq in null.en_passant.iter() {
                null.hash ^= g.square_keys[MAX_SQUARES + sq as usize];
            }
            null.en_passant = super::bits::Bits::EMPTY;
            null.en_passant_victim = NONE;
            self.path.push(pos.hash);
            let s = -self.negamax(&null, depth - 3, -beta, -beta + 1, ply + 1, false);
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if s >= beta {
                return beta;
            }
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        let legality = deferred_moves(&g, pos, &mut moves, in_check);
        self.order(pos, &mut moves, tt_move, ply);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut n = 0;
        self.path.push(pos.hash);
        for mv in moves.iter() {
            let child = pos.after(&g, mv);
            if !legality.holds(&g, pos, mv, &child) {
                continue;
            }
            n += 1;
            let n = n - 1;
            let quiet = !mv.is_capture() && mv.promote == NONE;
            let mut score;
            if n == 0 {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, pv);
            } else {
                let late = quiet && !in_check;
                let r = i32::from(depth >= 3 && n >= 4 && late)
                    + i32::from(depth >= 6 && n >= 12 && late);
                score = -self.negamax(&child, depth - 1 - r, -alpha - 1, -alpha, ply + 1, false);
                if score > alpha && (r > 0 || pv) && !self.stopped {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, pv);
                }
            }
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(*mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    let k = pack(mv);
                    let slot = &mut self.killers[ply];
                    if slot[0] != k {
                        slot[1] = slot[0];
                        slot[0] = k;
                    }
                    let h = self.history_index(pos.side, mv);
                    self.history[h] = (self.history[h] + depth * depth).min(1 << 20);
                }
                break;
            }
        }
        self.path.pop();
        self.lists[ply] = moves;
        if self.stopped {
            return 0;
        }
        if n == 0 {
            return self.no_moves(pos, ply);
        }
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.store(pos.hash, best_move.as_ref(), best, depth, bound, ply);
        best
    }

    fn has_pieces(&self, pos: &Position) -> bool {
        // Some piece besides royal ones and the cheapest kind: null move is safe from zugzwang.
        pos.occ[pos.side as usize]
            .minus(pos.royals[pos.side as usize])
            .iter()
            .any(|sq| self.eval.value(kind_of(pos.board[sq as usize])) >= 250)
    }

    /// The horizon without quiescence: the static score, or the result if the game ended.
    fn leaf(&mut self, pos: &Position, ply: usize) -> i32 {
        let g = self.game.clone();
        let mut moves = std::mem::take(&mut self.lists[ply]);
        legal_moves(&g, pos, &mut moves);
        let empty = moves.is_empty();
        self.lists[ply] = moves;
        if empty {
            self.no_moves(pos, ply)
        } else {
            self.static_eval(pos)
        }
    }

    fn quiescence(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if let Some(loser) = decided(&self.game, pos) {
            return if loser == pos.side {
                -MATE + ply as i32
            } else {
                MATE - ply as i32
            };
        }
        let g = self.game.clone();
        let in_check = g.sides[pos.side as usize].checks() && in_check(&g, pos, pos.side);
        let mut moves = std::mem::take(&mut self.lists[ply]);
        let mut best = -INF;
        if !in_check || qply >= 6 || ply >= MAX_PLY - 1 {
            // Standing pat: the side to move may decline every capture.
            let stand = self.static_eval(pos);
            if stand >= beta || ply >= MAX_PLY - 1 {
                self.lists[ply] = moves;
                return stand;
            }
            // Not in check, a side left without any move is only seen at full width.
            if in_check {
                legal_moves_in_check(&g, pos, &mut moves, Some(true));
                if moves.is_empty() {
                    self.lists[ply] = moves;
                    return self.no_moves(pos, ply);
                }
                moves.retain(|m| m.is_capture() || (m.promote != NONE && !m.is_drop()));
            } else {
                legal_tactical_moves(&g, pos, &mut moves);
            }
            best = stand;
            alpha = alpha.max(stand);
        } else {
            legal_moves_in_check(&g, pos, &mut moves, Some(true));
            if moves.is_empty() {
                self.lists[ply] = moves;
                return self.no_moves(pos, ply);
            }
        }
        self.order(pos, &mut moves, 0, ply);
        for mv in moves.iter() {
            let child = pos.after(&g, mv);
            let s = -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
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
        self.lists[ply] = moves;
        best
    }
}
