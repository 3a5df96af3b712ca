//! What the engine reads and writes as text: PDN one quirk at a time and every real game of
//! `tests/data/games`, the starting-position JSON, every parser of the draughts and piece games
//! fed arbitrary and mangled text without panicking, and the inputs the fuzzers found.

#[path = "../common/mod.rs"]
mod common;

mod fuzz_regressions;
mod game_file_never_panic;
mod never_panic;
mod pdn_games;
mod pdn_reader;
mod piece_never_panic;
mod setup_json;
mod typed_moves;
mod variations;
