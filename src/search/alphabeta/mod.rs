//! The alpha-beta search, written once for every game: iterative deepening principal variation
//! search with a transposition table shared by the threads of a search (Lazy SMP), aspiration
//! windows, ProbCut, late move reductions, null move where the game allows it, a check
//! extension, quiescence (the searches on of compulsory captures, or captures and promotions
//! over a stand-pat score), hash move / killer / history ordering, an evaluation cache and
//! repetition awareness. Limits by depth, nodes or time; stoppable at any moment with the best
//! move so far. What differs between games comes through [`SearchRules`].

use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::Arc;

mod node;

use super::family::{MoveOf, MovesOf, PositionOf, SearchRules, Searchable, Visit};
use super::tt::{MoveKey, Table};
use super::{Limits, Line, SearchInfo, SearchResult, Style, MATE, MAX_LINES, MAX_PLY};
use crate::common::clock::now_ms;
use crate::common::rng::Rng;
use crate::game::{GameRecord, GameRules, MoveBuffer, Outcome};
use node::PlyMoves;

const INF: i32 = MATE + 1;
/// The evaluation cache holds 2^this scores (128 KB): leaves are evaluated again and again,
/// from one iteration to the next and through transpositions.
const EVAL_CACHE_BITS: u32 = 14;

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
    /// Root moves the running iteration leaves out: those of the lines already found at this
    /// depth when several are asked for.
    excluded: Vec<G::Move>,
    /// The lines the last search found (several asked for), for a search that resumes it.
    last_lines: Vec<Line<G::Move>>,
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
            excluded: Vec::new(),
            last_lines: Vec::new(),
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
        let rules = compile(game.rules(), &style, tables.as_ref());
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
            h.stop.store(false, std::sync::atomic::Ordering::Relaxed);
            h.published_nodes
                .store(0, std::sync::atomic::Ordering::Relaxed);
        }
        let stops: Vec<_> = helpers.iter().map(|h| h.stop.clone()).collect();
        let counts: Vec<_> = helpers.iter().map(|h| h.published_nodes.clone()).collect();
        let helped = |n: u64| {
            n + counts
                .iter()
                .map(|c| c.load(std::sync::atomic::Ordering::Relaxed))
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
            stops
                .iter()
                .for_each(|s| s.store(true, std::sync::atomic::Ordering::Relaxed));
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
        let wanted = limits
            .lines
            .unwrap_or(1)
            .clamp(1, MAX_LINES)
            .min(roots.len() as u32) as usize;
        let several = limits.lines.is_some_and(|n| n > 1);
        // The lines of the deepest iteration that found them all.
        let mut found: Vec<Line<G::Move>> = Vec::new();
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
                lines: Vec::new(),
            };
            (first, prev) = (depth + 1, r.score);
            if several {
                found = std::mem::take(&mut self.last_lines);
                found.truncate(wanted);
                result.info.lines = found.clone();
            }
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
            let lines = if several {
                let best = Line {
                    score,
                    pv: pv.clone(),
                };
                found = self.more_lines(rules, &root, depth, best, wanted, &found);
                found.clone()
            } else {
                Vec::new()
            };
            result.info = SearchInfo {
                depth,
                score,
                nodes: self.nodes,
                time_ms: (now_ms() - self.start_ms) as u64,
                pv,
                lines,
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
        self.last_lines = found;
        result
    }

    /// The lines after `best` at `depth`, up to `wanted` in all: each the best root move outside
    /// the lines before it, so in order of merit. A search cut short adds the lines of the
    /// iteration before (`before`) that it did not find again, after those it found, so that
    /// every line asked for is shown.
    fn more_lines(
        &mut self,
        rules: &dyn Compiled<G>,
        root: &G::Position,
        depth: u32,
        best: Line<G::Move>,
        wanted: usize,
        before: &[Line<G::Move>],
    ) -> Vec<Line<G::Move>> {
        let mut lines = vec![best];
        while lines.len() < wanted {
            self.excluded = lines.iter().filter_map(|l| l.pv.first().copied()).collect();
            let prev = before
                .get(lines.len())
                .map_or(lines[lines.len() - 1].score, |l| l.score);
            self.root_best = None;
            let score = rules.iteration(self, root, depth, prev);
            let Some(m) = self.root_best.filter(|_| !self.aborted) else {
                break;
            };
            let pv = self.table_line(root, vec![m], depth as usize, rules);
            lines.push(Line { score, pv });
        }
        self.excluded.clear();
        self.root_best = lines[0].pv.first().copied();
        for line in before {
            if lines.len() >= wanted {
                break;
            }
            if !lines.iter().any(|l| l.pv.first() == line.pv.first()) {
                lines.push(line.clone());
            }
        }
        lines
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

/// A game's rules compiled for one search, behind one interface so that everything around the
/// inner loop (iterative deepening, the principal variation, MCTS's tree) exists once.
pub trait Compiled<G: Searchable> {
    /// The legal moves of `pos`.
    fn legal_moves(&self, pos: &G::Position, out: &mut G::Moves);
    /// The position after `mv`.
    fn play(&self, pos: &G::Position, mv: &G::Move) -> G::Position;
    /// The table key of `pos`.
    fn table_key(&self, pos: &G::Position) -> u64;
    /// The table key of a move.
    fn move_key(&self, mv: &G::Move) -> u16;
    /// Whether no position before `mv` can occur after it.
    fn irreversible(&self, pos: &G::Position, mv: &G::Move) -> bool;
    /// Whether a move-limit rule draws `pos` (if the side to move has a move).
    fn move_limit_reached(&self, pos: &G::Position) -> bool;
    /// Whether a repetition is a draw.
    fn repetition_draws(&self) -> bool;
    /// How `pos` stands as the search sees it, `moves` its legal moves: decided by the position,
    /// by the lack of a move, or going on (the draw rules of the game's history apart).
    fn outcome(&self, pos: &G::Position, moves: &G::Moves) -> Outcome;
    /// One iteration of `searcher` at `depth` from `root`, `prev` the last one's score.
    fn iteration(
        &self,
        searcher: &mut Searcher<G>,
        root: &G::Position,
        depth: u32,
        prev: i32,
    ) -> i32;
    /// A random game of at most `plies` plies from `pos`, scored for its side to move (1 a
    /// win, 0 a loss; where it does not end, the evaluation through the logistic curve).
    fn playout(&self, rng: &mut Rng, pos: &G::Position, plies: usize) -> f64;
    /// The score of `pos` where the rules decide it before its moves are asked.
    fn terminal(&self, pos: &G::Position, ply: usize) -> Option<i32>;
    /// The score of `pos` where the side to move has no legal move.
    fn no_moves(&self, pos: &G::Position, ply: usize) -> i32;
    /// Whether the side to move must capture.
    fn must_capture(&self, pos: &G::Position) -> bool;
    /// Whether the horizon searches captures over a stand-pat score ([`SearchRules::STAND_PAT`]).
    fn stand_pat(&self) -> bool;
    /// The legal captures and promotions of `pos` (every legal move when `in_check`).
    fn quiescence_moves(&self, pos: &G::Position, in_check: bool, out: &mut G::Moves);
    /// The classic bots' material count.
    fn material(&self, pos: &G::Position) -> i32;
    /// The value of what `mv` captures as the greedy bot counts it.
    fn capture_value(&self, pos: &G::Position, mv: &G::Move) -> i32;
}

/// The rules of `game` compiled for a search in `style`, probing `tables`.
pub fn compile<'a, G: Searchable>(
    game: &'a G,
    style: &'a Style,
    tables: Option<&'a G::Tables>,
) -> Box<dyn Compiled<G> + 'a> {
    game.with_rules(style, tables, Boxed)
}

/// The visitor that keeps compiled rules behind [`Compiled`].
struct Boxed;

impl<'a, G: Searchable> Visit<'a, G> for Boxed {
    type Out = Box<dyn Compiled<G> + 'a>;

    fn visit<S: SearchRules<Game = G> + 'a>(self, rules: S) -> Self::Out {
        Box::new(rules)
    }
}

impl<S: SearchRules> Compiled<S::Game> for S {
    fn legal_moves(&self, pos: &PositionOf<S>, out: &mut MovesOf<S>) {
        SearchRules::legal_moves(self, pos, out)
    }

    fn play(&self, pos: &PositionOf<S>, mv: &MoveOf<S>) -> PositionOf<S> {
        SearchRules::play(self, pos, mv)
    }

    fn table_key(&self, pos: &PositionOf<S>) -> u64 {
        SearchRules::table_key(self, pos)
    }

    fn move_key(&self, mv: &MoveOf<S>) -> u16 {
        SearchRules::move_key(self, mv)
    }

    fn irreversible(&self, pos: &PositionOf<S>, mv: &MoveOf<S>) -> bool {
        SearchRules::irreversible(self, pos, mv)
    }

    fn move_limit_reached(&self, pos: &PositionOf<S>) -> bool {
        SearchRules::move_limit_reached(self, pos)
    }

    fn repetition_draws(&self) -> bool {
        SearchRules::repetition_draws(self)
    }

    fn outcome(&self, pos: &PositionOf<S>, moves: &MovesOf<S>) -> Outcome {
        let side = self.rules().side_to_move(pos);
        let score = match self.terminal(pos, 0) {
            Some(s) => s,
            None if moves.is_empty() => self.no_moves(pos, 0),
            None => return Outcome::Ongoing,
        };
        match score.signum() {
            1 => Outcome::Win(side),
            -1 => Outcome::Win(side.opponent()),
            _ => Outcome::Draw,
        }
    }

    fn iteration(
        &self,
        searcher: &mut Searcher<S::Game>,
        root: &PositionOf<S>,
        depth: u32,
        prev: i32,
    ) -> i32 {
        searcher.iteration(self, root, depth, prev)
    }

    fn playout(&self, rng: &mut Rng, pos: &PositionOf<S>, plies: usize) -> f64 {
        super::playout::playout(self, rng, pos, plies)
    }

    fn terminal(&self, pos: &PositionOf<S>, ply: usize) -> Option<i32> {
        SearchRules::terminal(self, pos, ply)
    }

    fn no_moves(&self, pos: &PositionOf<S>, ply: usize) -> i32 {
        SearchRules::no_moves(self, pos, ply)
    }

    fn must_capture(&self, pos: &PositionOf<S>) -> bool {
        SearchRules::must_capture(self, pos)
    }

    fn stand_pat(&self) -> bool {
        S::STAND_PAT
    }

    fn quiescence_moves(&self, pos: &PositionOf<S>, in_check: bool, out: &mut MovesOf<S>) {
        SearchRules::quiescence_moves(self, pos, in_check, out)
    }

    fn material(&self, pos: &PositionOf<S>) -> i32 {
        SearchRules::material(self, pos)
    }

    fn capture_value(&self, pos: &PositionOf<S>, mv: &MoveOf<S>) -> i32 {
        SearchRules::capture_value(self, pos, mv)
    }
}
