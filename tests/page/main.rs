//! The engine as the page uses it (`dama::page_api`, bound to JavaScript by `src/wasm.rs`), in
//! plain Rust: draughts and piece games made from text, moves, records and the editor's
//! layouts, and the words the page gives every reason the engine refuses something for.

#[path = "../common/mod.rs"]
mod common;

mod draughts;
mod piece;
mod piece_layout;
mod tree;
mod wording;
