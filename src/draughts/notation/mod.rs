//! Text at the edges: square names, FEN, move text and PDN games, each with typed errors.

pub mod fen;
pub mod movetext;
pub mod pdn;
pub mod setup;
pub mod square;
