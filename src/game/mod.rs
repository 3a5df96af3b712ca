//! The one game interface: what every game Dama plays gives the game-independent machinery (the
//! search, MCTS, the bots, the match runner, the page API and the protocols). A game's rules are
//! a value of a type implementing [`GameRules`]: draughts in any rule set
//! ([`crate::draughts::Draughts`]) and the piece games ([`crate::piece::PieceRules`]), each with
//! its own position and move types.

use std::fmt::Debug;

pub mod record;
pub mod tree;

pub use record::{Ending, Record, Refused};
pub use tree::{Notes, Tree};

use crate::common::wording::Refusal;

/// One of the two players, by the index its game gives it: `0` is White in draughts and the
/// first side of a piece game's file (White in chess, Black in shogi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Side(u8);

impl Side {
    /// The side of index `i` (0 or 1; any other number is taken modulo 2).
    pub const fn new(i: u8) -> Side {
        Side(i & 1)
    }

    /// Its index, 0 or 1.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other side.
    pub const fn opponent(self) -> Side {
        Side(self.0 ^ 1)
    }
}

/// How a game stands, as the game-independent machinery needs it: the reasons, which the page
/// words, are each game's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// This side has won.
    Win(Side),
    /// A draw.
    Draw,
}

/// A list of moves the move generator fills: a fixed-capacity list in draughts, a vector in
/// the piece games.
pub trait MoveBuffer<M>: Default + Send {
    /// The moves.
    fn as_slice(&self) -> &[M];
    /// The moves, to reorder.
    fn as_mut_slice(&mut self) -> &mut [M];
    /// Empties the list.
    fn clear(&mut self);
    /// Keeps the moves `keep` accepts, in order.
    fn retain(&mut self, keep: impl FnMut(&M) -> bool);
    /// How many moves it holds.
    fn len(&self) -> usize {
        self.as_slice().len()
    }
    /// Whether it holds none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<M: Send> MoveBuffer<M> for Vec<M> {
    fn as_slice(&self) -> &[M] {
        self
    }
    fn as_mut_slice(&mut self) -> &mut [M] {
        self
    }
    fn clear(&mut self) {
        Vec::clear(self)
    }
    fn retain(&mut self, keep: impl FnMut(&M) -> bool) {
        Vec::retain(self, keep)
    }
}

/// A game's rules: its positions, its moves and how they change the positions. The value holds
/// whatever a rule set decides at run time (a draughts game's variant and draw rules, a piece
/// game's compiled tables); everything the machinery asks of a game goes through it.
pub trait GameRules: Clone + PartialEq + Send + Sync + 'static {
    /// A position with everything its future depends on (the side to move, the counters of the
    /// draw rules).
    type Position: Clone + Debug + Send + Sync;
    /// A move.
    type Move: Copy + Debug + PartialEq + Send + Sync;
    /// The list the move generator fills.
    type Moves: MoveBuffer<Self::Move>;

    /// The game's standard start.
    fn start_position(&self) -> Self::Position;

    /// A position written in the game's FEN (PDN FEN in draughts, FEN or SFEN in the piece
    /// games), or why it cannot be read.
    fn parse_position(&self, text: &str) -> Result<Self::Position, Refusal>;

    /// Perft: the leaves of the tree of legal moves `depth` plies deep from `pos`.
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64;

    /// The legal moves of `pos` (each once), into `out`, emptied first. A position the rules
    /// end by itself (a Breakthrough king, a captured royal piece) may still list moves: the
    /// result is [`GameRecord::outcome`]'s to say.
    fn legal_moves(&self, pos: &Self::Position, out: &mut Self::Moves);

    /// The position after `mv`, a legal move of `pos`.
    fn play(&self, pos: &Self::Position, mv: &Self::Move) -> Self::Position;

    /// The position's key: equal for positions that repeat, and a hash of everything else.
    fn hash(&self, pos: &Self::Position) -> u64;

    /// The side to move.
    fn side_to_move(&self, pos: &Self::Position) -> Side;

    /// Plies since the last move before `pos` after which no position before it can occur
    /// again (a capture, a man's move): how far back a repetition can reach.
    fn reversible_plies(&self, pos: &Self::Position) -> usize;

    /// A result with its reason, as the page words it.
    type Result: Copy + Debug + PartialEq + std::fmt::Display + Send + Sync;

    /// The result of the last of `history` (the positions from the game's start, each after
    /// the one before) as the rules decide it: by the position itself, a side without a move,
    /// repetitions and move counts.
    fn result(&self, history: &[Self::Position]) -> Self::Result;

    /// The result an ending beyond the moves gives at `pos`.
    fn ended(&self, pos: &Self::Position, ending: &Ending<Self::Result>) -> Self::Result;

    /// How `result` stands.
    fn outcome(result: &Self::Result) -> Outcome;

    /// The game's name as the command line and the page give it (`international`, `chess`,
    /// `house:…`, `file:…`).
    fn name(&self) -> String;

    /// `pos` in the game's FEN (PDN FEN in draughts, FEN or SFEN in the piece games).
    fn write_position(&self, pos: &Self::Position) -> String;

    /// `mv`, a legal move of `pos`, in the game's notation for people (`32-28`, `Nf3`).
    fn write_move(&self, pos: &Self::Position, mv: &Self::Move) -> String;

    /// `result` as a game file writes it: `1-0` (the side that starts the game's standard
    /// games wins), `0-1`, `1/2-1/2`, or `*` while it goes on.
    fn result_text(&self, result: &Self::Result) -> &'static str;
}

/// A game in progress: its rules, its current position, the positions before it that the
/// current one may repeat, and whether it has ended.
pub trait GameRecord {
    /// The rules it is played by.
    type Rules: GameRules;

    /// The rules.
    fn rules(&self) -> &Self::Rules;

    /// The current position.
    fn current(&self) -> &<Self::Rules as GameRules>::Position;

    /// The keys ([`GameRules::hash`]) of the positions before the current one since the last
    /// move after which none of them can occur again (a capture, a man's move), oldest first.
    fn reversible_history(&self) -> Vec<u64>;

    /// The moves played from the game's start to the current position.
    fn ply(&self) -> usize;

    /// How the game stands at the current position.
    fn outcome(&self) -> Outcome;
}

/// The moves of `line`, played one after the other from `pos`, each written by `write` in the
/// position it is played in.
pub fn write_line<G: GameRules>(
    rules: &G,
    pos: &G::Position,
    line: &[G::Move],
    mut write: impl FnMut(&G::Position, &G::Move) -> String,
) -> Vec<String> {
    let mut pos = pos.clone();
    line.iter()
        .map(|m| {
            let text = write(&pos, m);
            pos = rules.play(&pos, m);
            text
        })
        .collect()
}

/// Perft divided: each legal move of `pos` with the leaves below it, `depth` plies deep from
/// `pos` (at least one).
pub fn divide<G: GameRules>(rules: &G, pos: &G::Position, depth: u32) -> Vec<(G::Move, u64)> {
    let mut list = G::Moves::default();
    rules.legal_moves(pos, &mut list);
    list.as_slice()
        .iter()
        .map(|m| {
            (
                *m,
                rules.perft(&rules.play(pos, m), depth.saturating_sub(1)),
            )
        })
        .collect()
}
