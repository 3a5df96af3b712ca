//! The bot's search: iterative deepening PVS alpha-beta with a transposition table, quiescence
//! over captures, hash move / killer / history ordering, aspiration windows and repetition
//! awareness. Limits by depth, nodes or time; stoppable at any moment with the best move so far.

pub mod classic;
pub mod levels;
pub mod mcts;
pub mod tt;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use crate::common::clock::now_ms;
use crate::draughts::bitbase::{Bitbase, Value};
use crate::draughts::board::{BoardKind, Topology};
use crate::draughts::draws::{limit_reached, plies_left, Counters};
use crate::draughts::eval::{self, Weights};
use crate::draughts::game::Game;
use crate::draughts::movegen;
use crate::draughts::moves::{Move, MoveList, MAX_MOVES};
use crate::draughts::outcome::{position_result, GameResult};
use crate::draughts::position::Position;
use crate::draughts::rules::{DrawRules, Goal, KingRange, Rules, Variant};
use tt::{Bound, MoveKey, Table};

/// A won position is worth this much, minus the plies to the win.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses found by search.
pub const MATE_BOUND: i32 = MATE - 1_000;
const MAX_PLY: usize = 128;
const INF: i32 = MATE + 1;
/// A position a bitbase calls won is worth this much plus its evaluation, less the plies to it:
/// below every forced win the search finds, which says how long the win takes.
const KNOWN_WIN: i32 = MATE_BOUND - 4_000;
/// The evaluation cache holds 2^this scores (128 KB): leaves are evaluated again and again,
/// from one iteration to the next and through transpositions.
const EVAL_CACHE_BITS: u32 = 14;
/// The shallowest node ProbCut probes.
const PROBCUT_DEPTH: i32 = 3;
/// ProbCut stays out of endings of this many pieces or fewer, where the long moves of kings make
/// a shallow search a poor guide to a deep one.
const PROBCUT_MIN_PIECES: u32 = 8;
/// ProbCut's margin per ply of depth, in hundredths of a man.
const PROBCUT_MARGIN: i32 = 5;
/// Plies left before a move limit from which the limit is part of a position's table key:
/// beyond the deepest line a search follows.
const LIMIT_HORIZON: u32 = MAX_PLY as u32;

/// When the search must stop.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Most nodes.
    pub nodes: Option<u64>,
    /// Most milliseconds: the search stops there whatever it is doing. Alone (a fixed time a
    /// move) it is all used: iterations go on to the end, and one cut short still plays a root
    /// move it proved better than the last iteration's choice.
    pub time_ms: Option<f64>,
    /// Milliseconds the move should take when a clock runs (time saved is time for later
    /// moves): no iteration begins after half of it has gone, as the next would rarely end
    /// within it; `time_ms` still bounds the search.
    pub target_ms: Option<f64>,
    /// Go on from an earlier search of the same position by the same searcher (an analysis in
    /// steps): its first iteration is the one after `resume.depth`, and the table keeps the
    /// earlier search's entries as current, so steps of a few hundred milliseconds reach the
    /// depth one search of their total time would.
    pub resume: Option<Resume>,
}

/// The deepest iteration an earlier search completed, and its score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resume {
    /// The depth it completed.
    pub depth: u32,
    /// Its score at that depth, from the side to move's view.
    pub score: i32,
}

/// Progress after an iteration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchInfo {
    /// Depth completed.
    pub depth: u32,
    /// Score in hundredths of a man from the side to move's view (±[`MATE`] minus plies for
    /// a forced win or loss).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search began.
    pub time_ms: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// What a search returns.
#[derive(Clone, Debug, Default)]
pub struct SearchResult {
    /// The move to play (none when the side to move has no legal move).
    pub best: Option<Move>,
    /// The last completed iteration; its nodes and time are the whole search's, a cut iteration's
    /// included.
    pub info: SearchInfo,
    /// Whether the move came from the opening book (no search).
    pub book: bool,
}

/// Search settings beyond limits: evaluation and how much of the search's machinery is used.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Evaluation weights, or the game's defaults.
    pub weights: Option<Weights>,
    /// Search captures beyond the nominal depth.
    pub quiescence: bool,
    /// Evaluation error in hundredths of a man, up to ± this much per position (weak levels).
    pub noise: i32,
    /// Varies the noise from game to game.
    pub noise_seed: u64,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            weights: None,
            quiescence: true,
            noise: 0,
            noise_seed: 0,
        }
    }
}

/// The parts of the search compiled for one game's rules, behind one interface so that the
/// iterative deepening around them exists once.
trait GameSearch {
    fn legal_moves(&self, pos: &Position, list: &mut MoveList);
    fn iteration(&self, searcher: &mut Searcher, root: &Position, depth: u32, prev: i32) -> i32;
}

/// [`GameSearch`] for the rules `R`.
struct Compiled<R: Rules>(R);

impl<R: Rules> GameSearch for Compiled<R> {
    fn legal_moves(&self, pos: &Position, list: &mut MoveList) {
        movegen::legal_moves(self.0, pos, list);
    }

    fn iteration(&self, searcher: &mut Searcher, root: &Position, depth: u32, prev: i32) -> i32 {
        searcher.iteration(self.0, root, depth, prev)
    }
}

/// The score of a position whose result is `result`, for the side to move `ply` plies from the
/// root: a win as soon as possible, a loss as late as possible, a draw 0.
fn result_score(result: GameResult, pos: &Position, ply: usize) -> Option<i32> {
    match result {
        GameResult::Ongoing => None,
        GameResult::Win { winner, .. } if winner == pos.side() => Some(MATE - ply as i32),
        GameResult::Win { .. } => Some(-(MATE - ply as i32)),
        GameResult::Draw { .. } => Some(0),
    }
}

/// The search engine: owns its transposition table and ordering tables between searches.
pub struct Searcher {
    tt: Arc<Table>,
    killers: [[Option<MoveKey>; 2]; MAX_PLY],
    history: Box<[[u32; 64]; 64]>,
    /// Evaluations of positions by their hashes: the upper half of the hash (its lowest bit
    /// set, so an empty slot never matches) above the score. For one style and for `variant`.
    eval_cache: Box<[u64]>,
    nodes: u64,
    start_ms: f64,
    limits: Limits,
    aborted: bool,
    stop: Arc<AtomicBool>,
    path: Vec<u64>,
    /// Whether each position on `path` followed a man move or capture (a repetition cannot
    /// reach back past one).
    irreversible: Vec<bool>,
    style: Style,
    iteration: u32,
    /// Nodes after which the search stops: none during the first iteration (there must be a
    /// move), the limit's after it.
    node_budget: u64,
    /// The game's draw rules and its move-limit counters at the root: a line that runs into a
    /// limit (the quiet moves, FMJD's 16 and 5 moves with a lone king…) is a draw.
    draws: DrawRules,
    variant: Variant,
    counters_at_root: Counters,
    /// Exact values of the positions with few pieces, for the game it was made for.
    bitbase: Option<Arc<Bitbase>>,
    /// The root move the running iteration found best so far, among those it searched to the
    /// end: played when the time runs out before the iteration ends.
    root_best: Option<Move>,
    /// Whether a ProbCut probe is running: its subtree prunes no further.
    probing: bool,
    /// The moves of each ply on the heap: a move list is 24 KB, too much for a thread's or the
    /// wasm stack at a hundred plies.
    plies: Vec<Option<Box<PlyMoves>>>,
    /// Searchers sharing the table that search the same position on their own threads in a
    /// search without a node limit (Lazy SMP): what they store guides this one.
    helpers: Vec<Searcher>,
    /// The nodes this searcher has searched, published every 1024 for the main searcher's
    /// reports while it helps.
    published_nodes: Arc<AtomicU64>,
    /// Plies by which a helper's iterations run ahead of the main searcher's, so that the
    /// threads spread over two depths.
    depth_offset: u32,
}

/// One ply's legal moves with their ordering scores.
struct PlyMoves {
    list: MoveList,
    /// From the first place scored on: each move's ordering score shifted up by [`INDEX_BITS`],
    /// its place in `list` below. Picking a move moves these words, never the moves.
    scores: [i64; MAX_MOVES],
}

/// The low bits of a [`PlyMoves`] score that say which move it scores.
const INDEX_BITS: u32 = 16;

impl PlyMoves {
    fn new_boxed() -> Box<PlyMoves> {
        Box::new(PlyMoves {
            list: MoveList::new(),
            scores: [0; MAX_MOVES],
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

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(20)
    }
}

impl Searcher {
    /// A searcher with a table of `2^tt_bits` entries.
    pub fn new(tt_bits: u32) -> Searcher {
        Searcher::sharing(Arc::new(Table::new(tt_bits)), 0)
    }

    /// A searcher using `tt`, its iterations `depth_offset` plies ahead.
    fn sharing(tt: Arc<Table>, depth_offset: u32) -> Searcher {
        Searcher {
            tt,
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[0; 64]; 64]),
            eval_cache: vec![0; 1 << EVAL_CACHE_BITS].into_boxed_slice(),
            nodes: 0,
            start_ms: 0.0,
            limits: Limits::default(),
            aborted: false,
            stop: Arc::new(AtomicBool::new(false)),
            path: Vec::new(),
            irreversible: Vec::new(),
            style: Style::default(),
            iteration: 0,
            node_budget: u64::MAX,
            draws: DrawRules::NONE,
            variant: Variant::International,
            counters_at_root: Counters::default(),
            bitbase: None,
            root_best: None,
            probing: false,
            plies: (0..MAX_PLY).map(|_| None).collect(),
            helpers: Vec::new(),
            published_nodes: Arc::new(AtomicU64::new(0)),
            depth_offset,
        }
    }

    /// Searches on `threads` threads (at least one) when no node limit is given: the others
    /// help through the shared table, and this searcher's move is played. Searches with a node
    /// limit (the levels' own budgets) stay on one thread, so they play the same way every
    /// time. On WebAssembly a search always runs on one thread.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = if cfg!(target_arch = "wasm32") {
            0
        } else {
            threads.max(1) - 1
        };
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let offset = (self.helpers.len() as u32 + 1) % 2;
            self.helpers
                .push(Searcher::sharing(self.tt.clone(), offset));
        }
    }

    /// Replaces the transposition table by an empty one of `2^bits` entries (at most 2^26),
    /// unless it has that size already.
    pub fn set_table_bits(&mut self, bits: u32) {
        if bits.min(26) == self.tt.bits() {
            return;
        }
        self.tt = Arc::new(Table::new(bits));
        let threads = self.threads();
        self.helpers.clear();
        self.set_threads(threads);
    }

    /// The threads a search without a node limit runs on.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// A flag that stops the running search when set (from another thread). Searches do not
    /// clear it: whoever sets it clears it before the next search.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.eval_cache.fill(0);
        self.history.iter_mut().for_each(|r| r.fill(0));
        for h in &mut self.helpers {
            h.history.iter_mut().for_each(|r| r.fill(0));
        }
    }

    /// Gives the search the exact values of a bitbase (used in the game it was made for).
    pub fn set_bitbase(&mut self, base: Option<Arc<Bitbase>>) {
        self.bitbase = base;
    }

    /// Sets the evaluation and search style.
    pub fn set_style(&mut self, style: Style) {
        if style != self.style {
            self.style = style;
            self.eval_cache.fill(0);
        }
    }

    /// Searches the current position of `game`, calling `on_info` after each iteration.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        if limits.resume.is_none() {
            self.tt.new_search();
        }
        if self.helpers.is_empty() || limits.nodes.is_some() {
            return self.search_alone(game, limits, on_info);
        }
        self.search_helped(game, limits, on_info)
    }

    fn search_alone(
        &mut self,
        game: &Game,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        crate::with_rules!(game.variant(), r => self.run(game, limits, on_info, &Compiled(r)))
    }

    /// [`Searcher::search`] with the helpers searching the same position on their threads
    /// until this searcher is done. Never on WebAssembly, where a searcher has no helpers.
    fn search_helped(
        &mut self,
        game: &Game,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut helpers = std::mem::take(&mut self.helpers);
        let helper_limits = Limits {
            resume: None,
            ..*limits
        };
        for h in &mut helpers {
            h.set_style(self.style);
            h.bitbase = self.bitbase.clone();
            h.stop.store(false, Ordering::Relaxed);
            h.published_nodes.store(0, Ordering::Relaxed);
        }
        let stops: Vec<_> = helpers.iter().map(|h| h.stop.clone()).collect();
        let counts: Vec<_> = helpers.iter().map(|h| h.published_nodes.clone()).collect();
        let helped = |n: u64| {
            n + counts
                .iter()
                .map(|c| c.load(Ordering::Relaxed))
                .sum::<u64>()
        };
        let mut result = std::thread::scope(|scope| {
            for h in &mut helpers {
                scope.spawn(|| h.search_alone(game, &helper_limits, &mut |_| {}));
            }
            let mut report = |info: &SearchInfo| {
                on_info(&SearchInfo {
                    nodes: helped(info.nodes),
                    ..info.clone()
                })
            };
            let result = self.search_alone(game, limits, &mut report);
            stops.iter().for_each(|s| s.store(true, Ordering::Relaxed));
            result
        });
        result.info.nodes += helpers.iter().map(|h| h.nodes).sum::<u64>();
        self.helpers = helpers;
        result
    }

    /// Iterative deepening, one copy for every game: only the search of each iteration (and
    /// move generation) is compiled per game's rules.
    fn run(
        &mut self,
        game: &Game,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
        rules: &dyn GameSearch,
    ) -> SearchResult {
        self.start_ms = now_ms();
        self.limits = *limits;
        self.nodes = 0;
        self.aborted = false;
        self.probing = false;
        self.killers = [[None; 2]; MAX_PLY];
        self.path.clear();
        self.irreversible.clear();
        let reversible = game.quiet_plies() as usize;
        for i in game.ply().saturating_sub(reversible)..game.ply() {
            if let Some(p) = game.position_before(i) {
                self.path.push(p.hash());
                self.irreversible.push(false);
            }
        }
        self.draws = game.draw_rules();
        if self.variant != game.variant() {
            self.eval_cache.fill(0);
            self.variant = game.variant();
        }
        self.counters_at_root = game.counters();
        let root = *game.position();
        let mut result = SearchResult::default();
        let mut roots = MoveList::new();
        if game.result() != crate::GameResult::Ongoing {
            return result;
        }
        rules.legal_moves(&root, &mut roots);
        if roots.is_empty() {
            return result;
        }
        result.best = Some(roots.as_slice()[0]);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .min(MAX_PLY as u32 - 8);
        let mut prev: i32 = 0;
        let mut first = 1;
        if let Some(r) = limits.resume {
            let depth = r.depth.min(max_depth);
            let pv = self.principal_variation(&root, depth as usize, rules);
            if let Some(m) = pv.first() {
                result.best = Some(*m);
            }
            result.info = SearchInfo {
                depth,
                score: r.score,
                nodes: 0,
                time_ms: 0,
                pv,
            };
            (first, prev) = (depth + 1, r.score);
        }
        let first = first + self.depth_offset.min(max_depth.saturating_sub(first));
        for depth in first..=max_depth {
            self.iteration = depth;
            self.node_budget = if depth == 1 {
                u64::MAX
            } else {
                limits.nodes.unwrap_or(u64::MAX)
            };
            self.root_best = None;
            let score = rules.iteration(self, &root, depth, prev);
            if self.aborted && depth > 1 {
                if let Some(m) = self.root_best.filter(|m| Some(m) != result.best.as_ref()) {
                    result.best = Some(m);
                    result.info.pv = vec![m];
                }
                break;
            }
            prev = score;
            let pv = self.principal_variation(&root, depth as usize, rules);
            if let Some(m) = pv.first() {
                result.best = Some(*m);
            }
            result.info = SearchInfo {
                depth,
                score,
                nodes: self.nodes,
                time_ms: (now_ms() - self.start_ms) as u64,
                pv,
            };
            on_info(&result.info);
            if self.aborted
                || roots.len() == 1
                || score.abs() >= MATE - depth as i32
                || limits.nodes.is_some_and(|n| self.nodes >= n)
            {
                break;
            }
            if let Some(t) = limits.target_ms {
                if now_ms() - self.start_ms > t * 0.5 {
                    break;
                }
            }
        }
        // A line that stops at the move (one legal move, an iteration cut short by a new
        // choice) gets the reply the table holds, often from earlier searches: the reply a GUI
        // lets the engine ponder.
        if let (Some(m), 1) = (result.best, result.info.pv.len()) {
            result.info.pv = self.table_line(&root, vec![m], 2, rules);
        }
        // A cut iteration's nodes and time count too.
        result.info.nodes = self.nodes;
        result.info.time_ms = (now_ms() - self.start_ms) as u64;
        result
    }

    /// One iteration of depth `depth` from the root, `prev` being the last iteration's score.
    fn iteration<R: Rules>(&mut self, rules: R, root: &Position, depth: u32, prev: i32) -> i32 {
        if depth >= 4 && prev.abs() < MATE_BOUND {
            self.aspiration(rules, root, depth as i32, prev)
        } else {
            let counters = self.counters_at_root;
            self.negamax(rules, root, depth as i32, -INF, INF, 0, &counters)
        }
    }

    fn aspiration<R: Rules>(&mut self, rules: R, pos: &Position, depth: i32, prev: i32) -> i32 {
        let mut delta = 40;
        let (mut alpha, mut beta) = (prev - delta, prev + delta);
        loop {
            let counters = self.counters_at_root;
            let score = self.negamax(rules, pos, depth, alpha, beta, 0, &counters);
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

    /// The line the table holds from `root`, at most `max` moves (one at least).
    fn principal_variation(
        &self,
        root: &Position,
        max: usize,
        rules: &dyn GameSearch,
    ) -> Vec<Move> {
        self.table_line(root, Vec::new(), max, rules)
    }

    /// `first` (moves played from `root`), then the line the table holds from there, at most
    /// `max` moves in all (one at least).
    fn table_line(
        &self,
        root: &Position,
        first: Vec<Move>,
        max: usize,
        rules: &dyn GameSearch,
    ) -> Vec<Move> {
        let mut pos = *root;
        let mut counters = self.counters_at_root;
        let mut seen = vec![pos.hash()];
        for m in &first {
            let next = pos.play(m);
            counters = counters.after(&self.draws, self.variant, &pos, m, &next);
            pos = next;
            seen.push(pos.hash());
        }
        let mut pv = first;
        let mut list = MoveList::new();
        while pv.len() < max.max(1) {
            let Some(key) = self
                .tt
                .probe(self.tt_key(&pos, &counters))
                .and_then(|e| e.mv)
            else {
                break;
            };
            rules.legal_moves(&pos, &mut list);
            let Some(m) = list.iter().find(|m| key.matches(m)).copied() else {
                break;
            };
            pv.push(m);
            let next = pos.play(&m);
            counters = counters.after(&self.draws, self.variant, &pos, &m, &next);
            pos = next;
            if seen.contains(&pos.hash()) {
                break;
            }
            seen.push(pos.hash());
        }
        pv
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

    /// The static evaluation of `pos`, from the cache when it holds it.
    fn evaluate<R: Rules>(&mut self, rules: R, pos: &Position) -> i32 {
        let hash = pos.hash();
        let slot = &mut self.eval_cache[hash as usize & ((1 << EVAL_CACHE_BITS) - 1)];
        let check = hash >> 32 | 1;
        let score = if *slot >> 32 == check {
            *slot as u32 as i32
        } else {
            let score = match &self.style.weights {
                Some(w) => eval::evaluate_with(rules, pos, w),
                None => eval::evaluate(rules, pos),
            };
            *slot = check << 32 | u64::from(score as u32);
            score
        };
        score + self.noise(hash)
    }

    /// The weak levels' misjudgement of a position: the same for the same position within a
    /// game, so the search stays consistent, and different from game to game.
    fn noise(&self, hash: u64) -> i32 {
        let span = self.style.noise;
        if span <= 0 {
            return 0;
        }
        let mixed = crate::common::rng::splitmix(hash ^ self.style.noise_seed);
        (mixed % (2 * span as u64 + 1)) as i32 - span
    }

    /// Whether `hash` stands earlier on the path with the same side to move (every second
    /// position back), looking no further back than the last man move or capture.
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

    #[allow(clippy::too_many_arguments)]
    fn negamax<R: Rules>(
        &mut self,
        rules: R,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        counters: &Counters,
    ) -> i32 {
        // Nodes visited only to unwind a stopped search are not counted.
        if self.aborted {
            return 0;
        }
        self.nodes += 1;
        if self.nodes >= self.node_budget {
            self.aborted = true;
        }
        if self.nodes & 1023 == 0 {
            self.check_stop_and_time();
        }
        if self.aborted {
            return 0;
        }
        // The side without a move is found below, where the moves are generated.
        if let Some(s) = result_score(position_result(rules, pos, true), pos, ply) {
            return s;
        }
        let hash = pos.hash();
        if ply > 0
            && (self.is_repetition(hash)
                || (limit_reached(&self.draws, counters) && self.can_move(rules, pos, ply)))
        {
            return 0;
        }
        if ply > 0 {
            if let Some(score) = self.probe(rules, pos, ply, counters) {
                return score;
            }
        }
        let capture = movegen::has_capture(rules, pos);
        if ply >= MAX_PLY - 1 {
            return self.evaluate(rules, pos);
        }
        if depth <= 0 && (!capture || !self.style.quiescence) {
            return self.evaluate(rules, pos);
        }
        let pv_node = beta - alpha > 1;
        let key = self.tt_key(pos, counters);
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
        if let Some(score) = self.probcut(rules, pos, depth, beta, ply, counters, pv_node) {
            return score;
        }
        let mut moves = self.plies[ply].take().unwrap_or_else(PlyMoves::new_boxed);
        movegen::legal_moves(rules, pos, &mut moves.list);
        let score = self.search_moves(
            rules,
            pos,
            &mut moves,
            key,
            entry.and_then(|e| e.mv),
            depth,
            alpha,
            beta,
            ply,
            counters,
            capture,
        );
        self.plies[ply] = Some(moves);
        score
    }

    /// ProbCut: away from the principal variation and the endings, a search of `pos` at two
    /// fifths of the depth that beats `beta` by a margin growing with the depth stands for the
    /// full one (which would almost always beat `beta` too). The probe's own subtree prunes no
    /// further.
    #[allow(clippy::too_many_arguments)]
    fn probcut<R: Rules>(
        &mut self,
        rules: R,
        pos: &Position,
        depth: i32,
        beta: i32,
        ply: usize,
        counters: &Counters,
        pv_node: bool,
    ) -> Option<i32> {
        if pv_node
            || ply == 0
            || depth < PROBCUT_DEPTH
            || self.probing
            || beta.abs() >= KNOWN_WIN
            || pos.occupied().count() <= PROBCUT_MIN_PIECES
        {
            return None;
        }
        let margin = PROBCUT_MARGIN * depth;
        let probe_beta = beta + margin;
        self.probing = true;
        let score = self.negamax(
            rules,
            pos,
            depth * 2 / 5,
            probe_beta - 1,
            probe_beta,
            ply,
            counters,
        );
        self.probing = false;
        (!self.aborted && score >= probe_beta).then_some(score - margin)
    }

    /// The bitbase's value of `pos`, when it has one. A draw is exact. A win or a loss whose
    /// plies the bitbase knows is exact too against the move limits: worth less the longer it
    /// takes, and a draw when the limits end the game first. Without its plies (a bitbase read
    /// from a file) it counts only while no move limit runs (an endgame limit in force, or the
    /// quiet moves past half their limit).
    fn probe<R: Rules>(
        &mut self,
        rules: R,
        pos: &Position,
        ply: usize,
        counters: &Counters,
    ) -> Option<i32> {
        let base = self.bitbase.as_ref()?;
        if pos.occupied().count() > base.pieces() || base.variant() != self.variant {
            return None;
        }
        let (value, plies) = base.probe_with_plies(pos)?;
        let sign = match value {
            Value::Draw => return Some(0),
            Value::Win => 1,
            Value::Loss => -1,
        };
        if let Some(plies) = plies {
            let left = plies_left(&self.draws, self.variant, pos, counters);
            if left.is_some_and(|left| plies > left) {
                return Some(0);
            }
            return Some(sign * (KNOWN_WIN - ply as i32 - plies as i32));
        }
        let limits_run = counters.endgame_in_force()
            || (self.draws.quiet_plies > 0 && 2 * counters.quiet >= self.draws.quiet_plies);
        (!limits_run).then(|| sign * (KNOWN_WIN - ply as i32) + self.evaluate(rules, pos))
    }

    /// Whether the side to move has a move: a move limit draws only then, as the game judges
    /// a side without a move beaten first (rare, so the moves are generated for it).
    fn can_move<R: Rules>(&mut self, rules: R, pos: &Position, ply: usize) -> bool {
        let mut moves = self.plies[ply].take().unwrap_or_else(PlyMoves::new_boxed);
        movegen::legal_moves(rules, pos, &mut moves.list);
        let any = !moves.list.is_empty();
        self.plies[ply] = Some(moves);
        any
    }

    /// The body of [`Searcher::negamax`] once the moves are generated; `key` is the position's
    /// table key.
    #[allow(clippy::too_many_arguments)]
    fn search_moves<R: Rules>(
        &mut self,
        rules: R,
        pos: &Position,
        moves: &mut PlyMoves,
        key: u64,
        tt_move: Option<MoveKey>,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        counters: &Counters,
        capture: bool,
    ) -> i32 {
        let count = moves.list.len();
        if count == 0 {
            return result_score(position_result(rules, pos, false), pos, ply).unwrap_or(0);
        }
        let pv_node = beta - alpha > 1;
        let hash = pos.hash();
        // A forced move costs no depth; captures below the horizon are searched to the end.
        let next_depth = if count == 1 || depth <= 0 {
            depth
        } else {
            depth - 1
        };
        // The table's move first, searched before the others are scored: it often cuts off
        // alone, and when it does not, the others are ordered by the history its search left.
        let tt_first = tt_move.and_then(|k| moves.list.iter().position(|m| k.matches(m)));
        match tt_first {
            Some(j) => moves.list.as_mut_slice()[..=j].rotate_right(1),
            None => self.score_moves(moves, 0, ply),
        }
        self.path.push(hash);
        self.irreversible.push(false);
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut next = None;
        for i in 0..count {
            if i == 1 && tt_first.is_some() {
                self.score_moves(moves, 1, ply);
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
                self.tt.prefetch(pos.hash_after(&moves.list.as_slice()[j]));
                next = Some(j);
            }
            let m = &moves.list.as_slice()[index];
            let child = pos.play(m);
            let man_moved = !pos.kings().contains(m.from);
            *self.irreversible.last_mut().unwrap_or(&mut false) =
                m.is_capture() || (man_moved && !rules.men_move_back());
            let ko = counters.after(&self.draws, self.variant, pos, m, &child);
            // Every child's slot, those at the horizon too: their probes are the ones that wait
            // on memory when they have a capture to search.
            self.tt.prefetch(self.tt_key(&child, &ko));
            // Late move reductions: quiet moves after the first (the first three on the principal
            // variation) are searched a ply shallower first, two plies from the sixth on away
            // from it, and again at full depth only if they beat alpha. A man going to one or two
            // rows short of its crowning row is not reduced where [`races_to_crown`].
            let reduction = if depth >= 3
                && i >= if pv_node { 3 } else { 1 }
                && !capture
                && !m.crowned
                && !(man_moved
                    && races_to_crown(rules)
                    && eval::near_crown::<R>(pos.side()).contains(m.to))
            {
                1 + (!pv_node && i >= 6) as i32
            } else {
                0
            };
            let score = if i == 0 {
                -self.negamax(rules, &child, next_depth, -beta, -alpha, ply + 1, &ko)
            } else {
                let mut s = -self.negamax(
                    rules,
                    &child,
                    next_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    &ko,
                );
                if reduction > 0 && s > alpha {
                    s = -self.negamax(rules, &child, next_depth, -alpha - 1, -alpha, ply + 1, &ko);
                }
                if s > alpha && s < beta {
                    -self.negamax(rules, &child, next_depth, -beta, -alpha, ply + 1, &ko)
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
                best_move = Some(MoveKey::of(m));
                if score > alpha {
                    alpha = score;
                    if ply == 0 {
                        self.root_best = Some(*m);
                    }
                    if score >= beta {
                        if !m.is_capture() {
                            let k = &mut self.killers[ply];
                            if k[0] != best_move {
                                k[1] = k[0];
                                k[0] = best_move;
                            }
                            let d = depth.max(1) as u32;
                            let h = &mut self.history[m.from.index()][m.to.index()];
                            *h = h.saturating_add(d * d);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.irreversible.pop();
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, score_to_tt(best, ply), depth as i16, bound);
        best
    }

    /// The transposition table's key of `pos` with `counters`: its hash, and the plies the move
    /// limits leave when they may end the game within a search, since a position's value then
    /// depends on them.
    #[inline]
    fn tt_key(&self, pos: &Position, counters: &Counters) -> u64 {
        match plies_left(&self.draws, self.variant, pos, counters) {
            Some(left) if left < LIMIT_HORIZON => {
                pos.hash() ^ crate::common::rng::splitmix(u64::from(left) + 1)
            }
            _ => pos.hash(),
        }
    }

    /// Gives the moves from `from` on their ordering scores: captures first, the most pieces
    /// taken first, then the killers, then quiet moves by history, a crowning first.
    fn score_moves(&self, moves: &mut PlyMoves, from: usize, ply: usize) {
        let killers = self.killers[ply];
        let history = &self.history;
        let count = moves.list.len();
        for (index, (m, score)) in moves.list.as_slice()[from..]
            .iter()
            .zip(moves.scores[from..count].iter_mut())
            .enumerate()
        {
            let key = MoveKey::of(m);
            let value = if m.is_capture() {
                (1 << 30) + m.capture_count() as i64
            } else if Some(key) == killers[0] {
                1 << 29
            } else if Some(key) == killers[1] {
                1 << 28
            } else {
                history[m.from.index()][m.to.index()] as i64 + m.crowned as i64 * (1 << 27)
            };
            *score = value << INDEX_BITS | (from + index) as i64;
        }
    }
}

/// Whether a man's move to one or two rows short of its crowning row is searched unreduced: in
/// the standard games with flying kings on the dark squares, where the races to the kings row
/// decide the endings (International gained against dame-rs, Russian was level in self-play;
/// English, with short kings, leaned against it).
#[inline(always)]
fn races_to_crown<R: Rules>(rules: R) -> bool {
    rules.goal() == Goal::Standard
        && rules.kings() == KingRange::Flying
        && <R::Board as Topology>::INFO.kind == BoardKind::DarkSquares
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
    use super::*;

    /// The table key a searcher gives the current position of `game`, with the game's counters.
    fn key_in(game: &Game) -> u64 {
        let mut searcher = Searcher::new(4);
        searcher.draws = game.draw_rules();
        searcher.variant = game.variant();
        searcher.tt_key(game.position(), &game.counters())
    }

    #[test]
    fn the_evaluation_cache_follows_the_style_and_the_game() {
        // White a man up, on the board International and Frisian share.
        let fen = "W:W31-50:B1-19";
        let international = Game::from_fen(Variant::International, fen).unwrap();
        let frisian = Game::from_fen(Variant::Frisian, fen).unwrap();
        let pos = *international.position();
        let mut searcher = Searcher::new(4);
        let eval_in =
            |s: &mut Searcher, v: Variant| crate::with_rules!(v, r => s.evaluate(r, &pos));
        let one_ply = Limits {
            depth: Some(1),
            ..Limits::default()
        };
        searcher.search(&international, &one_ply, &mut |_| {});
        let learned = eval_in(&mut searcher, Variant::International);
        assert_eq!(
            learned,
            crate::with_rules!(Variant::International, r => eval::evaluate(r, &pos))
        );
        searcher.set_style(Style {
            weights: Some(eval::MATERIAL_ONLY),
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

    #[test]
    fn the_table_key_holds_the_plies_the_move_limits_leave() {
        // Three kings against one: the 16-move limit counts from the first position, so the
        // same position four plies on is worth what four plies fewer allow.
        let start = Game::from_fen(Variant::International, "W:WK48,K49,K50:BK46").unwrap();
        let mut game = start.clone();
        for m in ["48-43", "46-41", "43-48", "41-46"] {
            game.play_text(m).unwrap();
        }
        assert_eq!(game.position().hash(), start.position().hash());
        assert_ne!(key_in(&game), key_in(&start));
        // With men to move no limit runs: the key is the position's hash.
        let game = Game::new(Variant::International);
        assert_eq!(key_in(&game), game.position().hash());
    }
}
