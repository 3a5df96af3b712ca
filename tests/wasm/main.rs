//! The WebAssembly build agrees with the native one: perft figures from the shared data files, a
//! game played through the browser API, FEN round trips, the bot under limits, and errors that
//! arrive as JavaScript exceptions rather than traps. Runs in Node through wasm-bindgen-test:
//! `cargo test --target wasm32-unknown-unknown --test wasm`.
#![cfg(target_arch = "wasm32")]

mod api;
mod bot;
mod rules;

use dama::draughts::notation::fen::{parse_fen, write_fen};
use dama::search::{Limits, Searcher};
use dama::wasm::{
    check_game_file, data_files, game_entry, has_data, load_data, pdn_games, Bot, WasmGame,
};
use dama::{Game, Variant};
use serde_json::{json, Value};
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// Largest perft count checked here: wasm in Node is slower than native, and the native suite
/// checks the rest.
const LEAF_BUDGET: u64 = 3_000_000;

mod data {
    include!(concat!(env!("OUT_DIR"), "/data_files.rs"));
}

include!("../search/signature.rs");

/// Gives the engine every data file of `src/draughts/` (learned tables, books), as the page does
/// before a game's first search: this build leaves them out.
fn give_data() {
    for (name, bytes) in data::PATTERN_FILES.iter().chain(data::BOOK_FILES) {
        load_data(name, bytes).unwrap_or_else(|e| panic!("{name}: {:?}", JsValue::from(e)));
    }
}

/// The text of `dir`'s file named after `variant`.
fn data_file(files: &[(&str, &'static str)], variant: Variant) -> &'static str {
    files
        .iter()
        .find(|(name, _)| *name == variant.name())
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("no data file for {variant}"))
}

fn perft_file(variant: Variant) -> &'static str {
    data_file(data::PERFT_FILES, variant)
}

fn js(v: Value) -> JsValue {
    use serde::Serialize;
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .expect("plain data converts")
}

/// A JSON text as the page's `JSON.parse` reads it.
fn parsed(text: &str) -> JsValue {
    js(serde_json::from_str(text).expect("the file is JSON"))
}

fn value(v: JsValue) -> Value {
    serde_wasm_bindgen::from_value(v).expect("the API returns plain data")
}

/// The message of a JavaScript `Error`.
fn message(error: impl Into<JsValue>) -> String {
    let error = error.into();
    js_sys::Reflect::get(&error, &"message".into())
        .unwrap()
        .as_string()
        .unwrap()
}

/// The `wording` a refusal carries for the page's language, as plain data.
fn wording(error: &JsValue) -> Value {
    value(js_sys::Reflect::get(error, &"wording".into()).unwrap())
}
