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

pub mod common;
#[cfg(not(target_arch = "wasm32"))]
pub mod dev;
pub mod draughts;
pub mod game;
pub mod page_api;
pub mod piece;
#[cfg(not(target_arch = "wasm32"))]
pub mod protocols;
pub mod puzzles;
pub mod registry;
pub mod search;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use draughts::{
    legal_moves, perft, perft_landing_paths, perft_paths, start_position, Color, Game, GameResult,
    Move, MoveList, Position, RecordedResult, Role, Variant,
};
