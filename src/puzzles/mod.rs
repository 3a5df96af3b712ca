//! Puzzles: positions of real and self-played games where a single move wins (or saves the
//! game), proved by the engine's own search ([`crate::search`]) looking at every move of the
//! position. [`find`] finds and solves them, [`verify`] checks a shipped one again, and the sets
//! the page offers live in `src/puzzles/sets/` (one JSON file per family, made by `dama
//! puzzles`; how: `docs/puzzles.md`).

use serde::{Deserialize, Serialize};

use crate::draughts::Draughts;
use crate::piece::position::NONE;
use crate::piece::PieceGame;
use crate::search::{Searchable, MATE_BOUND};

pub mod find;
pub mod themes;
pub mod verify;

pub use find::{Criteria, Finder};
pub use verify::verify;

/// One puzzle as a set file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A name that stays the same when the set is made again: the family and a hash of the
    /// position and the solution's first move.
    pub id: String,
    /// The game it is played in, as [`crate::registry::AnyGame::named`] reads it.
    pub variant: String,
    /// The start, in the game's FEN (the side to move is the solver).
    pub fen: String,
    /// The solution: the solver's moves and the replies between them, in the game's notation,
    /// beginning and ending with a move of the solver.
    pub moves: Vec<String>,
    /// What the solver achieves: `win` (material or the game), `mate`, or `save`.
    pub goal: String,
    /// The theme, where one fits ([`themes`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub theme: Option<String>,
    /// The shallowest depth at which the search plays the first move and proves it.
    pub depth: u32,
    /// The puzzle's initial rating (Glicko-2 scale), from its depth and length.
    pub rating: u32,
    /// Where the position comes from (a games file and game, or self-play and its seed).
    pub source: String,
}

/// A family's set: what the page loads when the puzzle mode opens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleSet {
    /// `draughts`, `soldiers`, `chess` or `shogi`.
    pub family: String,
    /// The command that made it.
    pub command: String,
    /// The depth of every puzzle's proof ([`Criteria::depth`]).
    pub proof_depth: u32,
    /// The margin the proof asked, in the game's score units ([`Criteria::win`]).
    pub win: i32,
    /// The puzzles.
    pub puzzles: Vec<Puzzle>,
}

/// What the puzzle finder asks of a game beyond the search: how many pieces a move takes and
/// whether it promotes, to name a theme.
pub trait PuzzleGame: Searchable {
    /// The pieces `mv` captures.
    fn captures(&self, mv: &Self::Move) -> usize;
    /// Whether `mv` promotes (a man crowned, a pawn promoted).
    fn promotes(&self, mv: &Self::Move) -> bool;
}

impl PuzzleGame for Draughts {
    fn captures(&self, mv: &crate::Move) -> usize {
        mv.captured.count() as usize
    }

    fn promotes(&self, mv: &crate::Move) -> bool {
        mv.crowned
    }
}

impl PuzzleGame for PieceGame {
    fn captures(&self, mv: &crate::piece::Move) -> usize {
        mv.captured().count()
    }

    fn promotes(&self, mv: &crate::piece::Move) -> bool {
        mv.promote != NONE
    }
}

/// Whether a score is a forced win or loss found by the search.
pub fn is_mate(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

/// A puzzle's initial rating: 800 for a move the shallowest search finds, 150 more per ply of
/// depth it needs, 60 more per move of the solver after the first; from 600 to 2500.
pub fn rating(depth: u32, solver_moves: usize) -> u32 {
    let r = 650 + 150 * depth as i64 + 60 * solver_moves.saturating_sub(1) as i64;
    r.clamp(600, 2500) as u32
}

/// A stable name for a puzzle: `family-` and 8 hex digits of a hash of `fen` and `first`.
pub fn puzzle_id(family: &str, fen: &str, first: &str) -> String {
    // FNV-1a: stable across builds and platforms, unlike the standard library's hasher.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in fen.bytes().chain([b' ']).chain(first.bytes()) {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{family}-{:08x}", (h >> 32) as u32 ^ h as u32)
}
