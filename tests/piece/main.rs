//! The piece games: one module per rules text of `docs/rules/` (chess, shogi: one test per
//! rule), perft against published and reference figures, the game files, the legal moves
//! against independent libraries, properties of random play, and CSA records.

#[path = "../common/mod.rs"]
mod common;

mod chess;
mod csa;
mod files;
mod makruk;
mod oracle;
mod perft;
mod properties;
mod shogi;
mod xiangqi;
