//! The bot: its search in the draughts and piece games (shots, mates and won endgames found,
//! limits honoured, node-count signatures, every level playing legal games), the evaluation
//! and the pattern tables, endgame bitbases and opening books, and the shipped puzzles proved again.

#[path = "../common/mod.rs"]
mod common;

mod bitbase;
mod book;
mod draughts;
mod eval;
mod patterns;
mod piece;
mod puzzles;
