//! Draughts in every rule set Dama plays, and Sixteen Soldiers: the board geometries, each game's
//! rules as a small type, move generation with full capture sequences and every precedence rule,
//! positions, the draw rules, notation (FEN, moves, PDN, position files), games with their
//! results, and what the bot knows of these games (evaluation and its learned tables, endgame
//! bitbases, opening books).

pub mod bitbase;
pub mod board;
pub mod book;
pub mod data;
pub mod draws;
pub mod endgames;
pub mod eval;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod patterns;
pub mod position;
pub mod restriction;
pub mod rules;
pub mod search;
mod varint;
pub mod weights;

pub use game::{Draughts, Game, GameResult, RecordedResult, State};
pub use moves::{Move, MoveList};
pub use position::{Color, Position, Role};
pub use rules::Variant;

/// The legal moves of `pos` in `variant`, each move once.
pub fn legal_moves(variant: Variant, pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    crate::with_rules!(variant, r => movegen::legal_moves(r, pos, &mut list));
    list
}

/// Perft: leaf count of the legal move tree of depth `depth`.
pub fn perft(variant: Variant, pos: &Position, depth: u32) -> u64 {
    crate::with_rules!(variant, r => movegen::perft(r, pos, depth))
}

/// Perft counting every distinct capture path separately ("with duplicates").
pub fn perft_paths(variant: Variant, pos: &Position, depth: u32) -> u64 {
    crate::with_rules!(variant, r => movegen::perft_paths(r, pos, depth))
}

/// Perft counting every landing path of a capture separately, those that land farther behind a
/// piece and then go straight on included.
pub fn perft_landing_paths(variant: Variant, pos: &Position, depth: u32) -> u64 {
    crate::with_rules!(variant, r => movegen::perft_landing_paths(r, pos, depth))
}

/// The start position of `variant` (with house rules, the side the player chose starts).
pub fn start_position(variant: Variant) -> Position {
    notation::fen::parse_fen(variant, variant.info().start_fen)
        .expect("every built-in start FEN is valid")
        .with_side(variant.first_to_move())
}
