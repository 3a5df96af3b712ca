//! The alpha-beta search, written once for every game: iterative deepening principal variation
//! search with a transposition table shared by the threads of a search (Lazy SMP), aspiration
//! windows, ProbCut, late move reductions, null move where the game allows it, a check
//! extension, quiescence (the searches on of compulsory captures, or captures and promotions
//! over a stand-pat score), hash move / killer / history ordering, an evaluation cache and
//! repetition awareness. Limits by depth, nodes or time; stoppable at any moment with the best
//! move so far. What differs between games comes through [`SearchRules`].

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use super::family::{Compiled, Order, Probe, SearchRules, Searchable};
use super::tt::{Bound, MoveKey, Table};
use super::{Limits, SearchInfo, SearchResult, Style, KNOWN_WIN, MATE, MATE_BOUND, MAX_PLY};
use crate::common::clock::now_ms;
use crate::game::{GameRecord, MoveBuffer, Outcome};

const INF: i32 = MATE + 1;
/// The evaluation cache holds 2^this scores (128 KB): leaves are evaluated again and again,
/// from one iteration to the next and through transpositions.
const EVAL_CACHE_BITS: u32 = 14;
/// The shallowest node ProbCut probes.
const PROBCUT_DEPTH: i32 = 3;
/// ProbCut's margin per ply of depth, in hundredths of a man.
const PROBCUT_MARGIN: i32 = 5;
/// Plies a null move's search is shallower.
const NULL_MOVE_REDUCTION: i32 = 3;
/// Plies of the horizon's search past which a side in check stands pat like any other.
const QUIESCENCE_EVASION_PLIES: usize = 6;

/// One ply's moves with their ordering scores.
struct PlyMoves<G: Searchable> {
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
    fn new_boxed() -> Box<PlyMoves<G>> {
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

/// The search engine of one game family: owns its transposition table and ordering tables
/// between searches.
pub struct Searcher<G: Searchable> {
    tt: Arc<Table>,
    killers: [[Option<MoveKey>; 2]; MAX_PLY],
    history: Box<[u32]>,
    /// Evaluations of positions by their hashes: the upper half of the hash (its lowest bit
    /// set, so an empty slot never matches) above the score. For one style and for `rules`.
    eval_cache: Box<[u64]>,
    nodes: u64,
    start_ms: f64,
    limits: Limits,
    aborted: bool,
    stop: Arc<AtomicBool>,
    path: Vec<u64>,
    /// Whether each position on `path` followed an irreversible move (a repetition cannot
    /// reach back past one).
    irreversible: Vec<bool>,
    style: Style,
    iteration: u32,
    /// Nodes after which the search stops: none during the first iteration (there must be a
    /// move), the limit's after it.
    node_budget: u64,
    /// The rules of the last search (the evaluation cache holds their scores).
    rules: Option<G>,
    /// The endgame tables the search consults (a bitbase).
    tables: Option<G::Tables>,
    /// The root move the running iteration found best so far, among those it searched to the
    /// end: played when the time runs out before the iteration ends.
    root_best: Option<G::Move>,
    /// Whether a ProbCut probe is running: its subtree prunes no further.
    probing: bool,
    /// The moves of each ply on the heap: a draughts move list is 24 KB, too much for a
    /// thread's or the wasm stack at a hundred plies.
    plies: Vec<Option<Box<PlyMoves<G>>>>,
    /// Searchers sharing the table that search the same position on their own threads in a
    /// search without a node limit (Lazy SMP): what they store guides this one.
    helpers: Vec<Searcher<G>>,
    /// The nodes this searcher has searched, published every 1024 for the main searcher's
    /// reports while it helps.
    published_nodes: Arc<AtomicU64>,
    /// Plies by which a helper's iterations run ahead of the main searcher's, so that the
    /// threads spread over two depths.
    depth_offset: u32,
}

impl<G: Searchable> Default for Searcher<G> {
    fn default() -> Self {
        Searcher::new(20)
    }
}

impl<G: Searchable> Searcher<G> {
    /// A searcher with a table of `2^tt_bits` entries.
    pub fn new(tt_bits: u32) -> Searcher<G> {
        Searcher::sharing(Arc::new(Table::new(tt_bits)), 0)
    }

    /// A searcher using `tt`, its iterations `depth_offset` plies ahead.
    fn sharing(tt: Arc<Table>, depth_offset: u32) -> Searcher<G> {
        Searcher {
            tt,
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; G::HISTORY_SLOTS].into_boxed_slice(),
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
            rules: None,
            tables: None,
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
        self.history.fill(0);
        for h in &mut self.helpers {
            h.history.fill(0);
        }
    }

    /// Gives the search the tables it consults beside the position (a draughts game's bitbase,
    /// used in the game it was made for).
    pub fn set_tables(&mut self, tables: Option<G::Tables>) {
        self.tables = tables;
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
        game: &dyn GameRecord<Rules = G>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        if limits.resume.is_none() {
            self.tt.new_search();
        }
        #[cfg(not(target_arch = "wasm32"))]
        if !self.helpers.is_empty() && limits.nodes.is_none() {
            return self.search_helped(game, limits, on_info);
        }
        self.search_alone(game, limits, on_info)
    }

    fn search_alone(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let style = self.style;
        let tables = self.tables.clone();
        let rules = game.rules().compile(&style, tables.as_ref());
        self.run(game, limits, on_info, &*rules)
    }

    /// [`Searcher::search`] with the helpers searching the same position on their threads
    /// until this searcher is done. Never on WebAssembly, where a searcher has no helpers.
    #[cfg(not(target_arch = "wasm32"))]
    fn search_helped(
        &mut self,
        game: &dyn GameRecord<Rules = G>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchResult<G::Move> {
        let mut helpers = std::mem::take(&mut self.helpers);
        let helper_limits = Limits {
            resume: None,
            ..*limits
        };
        for h in &mut helpers {
            h.set_style(self.style);
            h.tables = self.tables.clone();
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
        let root = game.current().clone();
        let history = game.reversible_history();
        let outcome = game.outcome();
        let rules = game.rules().clone();
        let snapshot = Snapshot {
            rules: &rules,
            root: &root,
            history: &history,
            outcome,
        };
        let mut result = std::thread::scope(|scope| {
            for h in &mut helpers {
                let snapshot = &snapshot;
                scope.spawn(move || h.search_alone(snapshot, &helper_limits, &mut |_| {}));
            }
            let mut report = |info: &SearchInfo<G::Move>| {
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
        game: &dyn GameRecord<Rules = G>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
        rules: &dyn Compiled<G>,
    ) -> SearchResult<G::Move> {
        self.start_ms = now_ms();
        self.limits = *limits;
        self.nodes = 0;
        self.aborted = false;
        self.probing = false;
        self.killers = [[None; 2]; MAX_PLY];
        self.path = game.reversible_history();
        self.irreversible.clear();
        self.irreversible.resize(self.path.len(), false);
        if self.rules.as_ref() != Some(game.rules()) {
            self.eval_cache.fill(0);
            self.rules = Some(game.rules().clone());
        }
        let root = game.current().clone();
        let mut result = SearchResult::default();
        if game.outcome() != Outcome::Ongoing {
            return result;
        }
        let mut roots = G::Moves::default();
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
            let pv = self.table_line(&root, Vec::new(), depth as usize, rules);
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
            // The line begins with the move the iteration found best, exactly: the table knows
            // moves by their keys, which a few moves of a position share.
            let first = self.root_best.into_iter().collect();
            let pv = self.table_line(&root, first, depth as usize, rules);
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

    /// `first` (moves played from `root`), then the line the table holds from there, at most
    /// `max` moves in all (one at least).
    fn table_line(
        &self,
        root: &G::Position,
        first: Vec<G::Move>,
        max: usize,
        rules: &dyn Compiled<G>,
    ) -> Vec<G::Move> {
        let mut pos = root.clone();
        let game = self.rules.as_ref();
        let hash = |p: &G::Position| game.map_or(0, |g| g.hash(p));
        let mut seen = vec![hash(&pos)];
        for m in &first {
            pos = rules.play(&pos, m);
            seen.push(hash(&pos));
        }
        let mut pv = first;
        let mut list = G::Moves::default();
        while pv.len() < max.max(1) {
            let Some(key) = self.tt.probe(rules.table_key(&pos)).and_then(|e| e.mv) else {
                break;
            };
            rules.legal_moves(&pos, &mut list);
            let Some(m) = list
                .as_slice()
                .iter()
                .find(|m| MoveKey::new(rules.move_key(m)) == key)
                .copied()
            else {
                break;
            };
            pv.push(m);
            pos = rules.play(&pos, &m);
            let h = hash(&pos);
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
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
        let legality = rules.generate(pos, in_check, &mut moves.list);
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
        self.tt
            .store(key, best_move, score_to_tt(best, ply), depth as i16, bound);
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

    /// The moves searched so far by this searcher in its last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// A game in progress as the helper threads of a search see it: a copy of what they need.
#[cfg(not(target_arch = "wasm32"))]
struct Snapshot<'a, G: Searchable> {
    rules: &'a G,
    root: &'a G::Position,
    history: &'a [u64],
    outcome: Outcome,
}

#[cfg(not(target_arch = "wasm32"))]
impl<G: Searchable> GameRecord for Snapshot<'_, G> {
    type Rules = G;

    fn rules(&self) -> &G {
        self.rules
    }

    fn current(&self) -> &G::Position {
        self.root
    }

    fn reversible_history(&self) -> Vec<u64> {
        self.history.to_vec()
    }

    fn ply(&self) -> usize {
        0
    }

    fn outcome(&self) -> Outcome {
        self.outcome
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
