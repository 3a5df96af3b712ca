//! The bot's search, written once for every game: alpha-beta ([`alphabeta`]), Monte Carlo
//! tree search ([`mcts`]), the nine levels and the classic bots ([`levels`], [`classic`]), over
//! what each game plugs in ([`family`]). Limits by depth, nodes or time; stoppable at any
//! moment with the best move so far.

pub mod alphabeta;
pub mod bot;
pub mod classic;
pub mod family;
pub mod levels;
pub mod mcts;
pub mod playout;
pub mod tt;

pub use alphabeta::Searcher;
pub use bot::Bot;
pub use family::{Order, Probe, SearchRules, Searchable};

/// A won position is worth this much, minus the plies to the win.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses found by search.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// A position an endgame table calls won is worth this much plus its evaluation, less the plies
/// to it: below every forced win the search finds, which says how long the win takes.
pub const KNOWN_WIN: i32 = MATE_BOUND - 4_000;
/// The deepest ply a search reaches.
pub const MAX_PLY: usize = 128;

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
    /// How many best lines to find (multi-PV): each iteration searches the root again for the
    /// best move outside the lines it already found. One when absent.
    pub lines: Option<u32>,
}

/// The most lines a search finds at once.
pub const MAX_LINES: u32 = 5;

/// The deepest iteration an earlier search completed, and its score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resume {
    /// The depth it completed.
    pub depth: u32,
    /// Its score at that depth, from the side to move's view.
    pub score: i32,
}

/// Progress after an iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo<M> {
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
    pub pv: Vec<M>,
    /// With several lines asked for ([`Limits::lines`]): each line, the best first (its score
    /// and moves are `score` and `pv`); empty with one.
    pub lines: Vec<Line<M>>,
}

/// One of the best lines of a search that finds several.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<M> {
    /// Its score, as [`SearchInfo::score`].
    pub score: i32,
    /// Its moves, the first the root move it is about.
    pub pv: Vec<M>,
}

impl<M> Default for SearchInfo<M> {
    fn default() -> Self {
        SearchInfo {
            depth: 0,
            score: 0,
            nodes: 0,
            time_ms: 0,
            pv: Vec::new(),
            lines: Vec::new(),
        }
    }
}

/// What a search returns.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The move to play (none when the side to move has no legal move).
    pub best: Option<M>,
    /// The last completed iteration; its nodes and time are the whole search's, a cut iteration's
    /// included.
    pub info: SearchInfo<M>,
    /// Whether the move came from the opening book (no search).
    pub book: bool,
}

impl<M> Default for SearchResult<M> {
    fn default() -> Self {
        SearchResult {
            best: None,
            info: SearchInfo::default(),
            book: false,
        }
    }
}

impl<M: Copy> SearchResult<M> {
    /// A move chosen without a search (a classic bot's, the book's).
    pub fn chosen(best: Option<M>) -> SearchResult<M> {
        SearchResult {
            best,
            info: SearchInfo {
                pv: best.into_iter().collect(),
                ..SearchInfo::default()
            },
            book: false,
        }
    }
}

/// Search settings beyond limits: evaluation and how much of the search's machinery is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Count material only, instead of the game's full evaluation.
    pub material_only: bool,
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
            material_only: false,
            quiescence: true,
            noise: 0,
            noise_seed: 0,
        }
    }
}
