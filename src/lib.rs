//! Dama: draughts in many rule sets. One rules engine (bitboards, full capture sequences, every
//! precedence, promotion and draw rule of each game), notation (FEN, moves, PDN), games with
//! undo/redo and results, and the bot's search.
//!
//! ```
//! use dama::{Game, Variant};
//!
//! let mut game = Game::new(Variant::International);
//! let moves = game.legal_moves();
//! assert_eq!(moves.len(), 9);
//! game.play_text("32-28").unwrap();
//! assert_eq!(game.fen(), "B:W28,31,33-50:B1-20");
//! ```

pub mod board;
pub mod clock;
pub mod draws;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod page_api;
pub mod piece;
pub mod position;
#[cfg(not(target_arch = "wasm32"))]
pub mod protocols;
pub mod restriction;
pub mod rng;
pub mod rules;
pub mod search;
pub mod tuning;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
pub mod wording;

pub use game::{Game, GameResult, RecordedResult};
pub use moves::{Move, MoveList};
pub use position::{Color, Position, Role};
pub use rules::Variant;

/// The legal moves of `pos` in `variant`, each move once.
pub fn legal_moves(variant: Variant, pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    with_rules!(variant, r => movegen::legal_moves(r, pos, &mut list));
    list
}

/// Perft: leaf count of the legal move tree of depth `depth`.
pub fn perft(variant: Variant, pos: &Position, depth: u32) -> u64 {
    with_rules!(variant, r => movegen::perft(r, pos, depth))
}

/// Perft counting every distinct capture path separately ("with duplicates").
pub fn perft_paths(variant: Variant, pos: &Position, depth: u32) -> u64 {
    with_rules!(variant, r => movegen::perft_paths(r, pos, depth))
}

/// Perft counting every landing path of a capture separately, those that land farther behind a
/// piece and then go straight on included.
pub fn perft_landing_paths(variant: Variant, pos: &Position, depth: u32) -> u64 {
    with_rules!(variant, r => movegen::perft_landing_paths(r, pos, depth))
}

/// The start position of `variant` (with house rules, the side the player chose starts).
pub fn start_position(variant: Variant) -> Position {
    notation::fen::parse_fen(variant, variant.info().start_fen)
        .expect("every built-in start FEN is valid")
        .with_side(variant.first_to_move())
}
