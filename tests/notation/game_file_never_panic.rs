//! Game files (JSON) of the piece games, arbitrary text and the built-in files with random edits
//! of their values, never make the reader panic; a file read writes out to one that reads to
//! the same game, whose start and moves read back.

use std::sync::Arc;

use super::piece_never_panic::{check_move_reads_back, check_position, text, walk, CASES};
use crate::common::regressions_beside_the_test;
use dama::piece::{fen, PieceRules, BUILT_IN};
use proptest::prelude::*;
use serde_json::Value;

/// A value put in place of a part of a game file: small and edge numbers, strings the files
/// use, empty containers.
fn json_value() -> impl Strategy<Value = Value> {
    let words = [
        "",
        "x",
        "king",
        "pawn",
        "queen",
        "rook",
        "K",
        "P",
        "+P",
        "a1",
        "l12",
        "shogi",
        "algebraic",
        "white",
        "black",
        "mirror",
        "none",
        "forward",
        "backward",
        "sideways",
        "both",
        "move",
        "capture",
        "replace",
        "enter",
        "enter-or-leave",
        "all",
        "checkmate",
        "royal-captured",
        "all-captured",
        "no-moves",
        "draw",
        "loss",
        "win",
        "8/8/8/8/8/8/8/8",
    ];
    let numbers = [
        -1i64,
        0,
        1,
        2,
        3,
        7,
        8,
        9,
        11,
        12,
        13,
        16,
        31,
        32,
        33,
        127,
        128,
        255,
        256,
        65535,
        1 << 32,
    ];
    prop_oneof![
        proptest::sample::select(words.to_vec()).prop_map(|w| Value::String(w.to_string())),
        proptest::sample::select(numbers.to_vec()).prop_map(Value::from),
        any::<bool>().prop_map(Value::Bool),
        Just(Value::Null),
        Just(Value::Array(Vec::new())),
        Just(Value::Object(Default::default())),
        Just(Value::from(0.5)),
    ]
}

/// An edit of a game file's JSON: which node (a fraction of the nodes, in document order) and
/// what to do there.
#[derive(Debug, Clone)]
enum JsonEdit {
    /// Puts this value there.
    Set(f64, Value),
    /// Removes the node from its object or array.
    Remove(f64),
    /// Puts a copy of another node there.
    Copy(f64, f64),
}

fn json_edit() -> impl Strategy<Value = JsonEdit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        3 => (at.clone(), json_value()).prop_map(|(a, v)| JsonEdit::Set(a, v)),
        2 => at.clone().prop_map(JsonEdit::Remove),
        1 => (at.clone(), at).prop_map(|(a, b)| JsonEdit::Copy(a, b)),
    ]
}

/// The number of nodes of `v`, itself included.
fn nodes(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(nodes).sum(),
        Value::Object(o) => o.values().map(nodes).sum(),
        _ => 0,
    }
}

/// The node `n` of `v` (0 is `v`), in document order.
fn node_mut(v: &mut Value, n: usize) -> Option<&mut Value> {
    if n == 0 {
        return Some(v);
    }
    let mut n = n - 1;
    let children: Vec<&mut Value> = match v {
        Value::Array(a) => a.iter_mut().collect(),
        Value::Object(o) => o.values_mut().collect(),
        _ => return None,
    };
    for c in children {
        let size = nodes(c);
        if n < size {
            return node_mut(c, n);
        }
        n -= size;
    }
    None
}

/// Removes node `n` (not the root) from its parent.
fn remove_node(v: &mut Value, n: usize) {
    let mut n = n;
    let keys: Vec<Option<String>> = match v {
        Value::Array(a) => a.iter().map(|_| None).collect(),
        Value::Object(o) => o.keys().map(|k| Some(k.clone())).collect(),
        _ => return,
    };
    for (i, key) in keys.into_iter().enumerate() {
        let child = match (&mut *v, &key) {
            (Value::Array(a), None) => &mut a[i],
            (Value::Object(o), Some(k)) => o.get_mut(k).expect("a key of the object"),
            _ => return,
        };
        let size = nodes(child);
        if n == 0 {
            match (v, key) {
                (Value::Array(a), None) => {
                    a.remove(i);
                }
                (Value::Object(o), Some(k)) => {
                    o.remove(&k);
                }
                _ => {}
            }
            return;
        }
        if n < size {
            return remove_node(child, n - 1);
        }
        n -= size;
    }
}

/// A built-in game file with random edits of its values.
fn edited_game_file() -> impl Strategy<Value = String> {
    (
        0..BUILT_IN.len(),
        proptest::collection::vec(json_edit(), 1..5),
    )
        .prop_map(|(i, edits)| {
            let mut v: Value = serde_json::from_str(BUILT_IN[i].1).expect("a built-in file");
            for e in edits {
                let pick = |v: &Value, at: f64| ((nodes(v) as f64) * at) as usize;
                match e {
                    JsonEdit::Set(at, value) => {
                        let n = pick(&v, at);
                        if let Some(node) = node_mut(&mut v, n) {
                            *node = value;
                        }
                    }
                    JsonEdit::Remove(at) => {
                        let n = pick(&v, at);
                        if n > 0 {
                            remove_node(&mut v, n - 1);
                        }
                    }
                    JsonEdit::Copy(from, to) => {
                        let n = pick(&v, from);
                        let copy = node_mut(&mut v, n).map(|c| c.clone());
                        let n = pick(&v, to);
                        if let (Some(copy), Some(node)) = (copy, node_mut(&mut v, n)) {
                            *node = copy;
                        }
                    }
                }
            }
            v.to_string()
        })
}

/// A game file read: the game it compiles to writes out (`file_json`) to a file that compiles
/// to the same, and its start position writes and reads back, has legal moves that write and
/// read back, and plays.
fn check_game_file(text: &str) -> Result<(), TestCaseError> {
    let Ok(g) = PieceRules::from_json(text) else {
        return Ok(());
    };
    let json = g.file_json();
    let again = PieceRules::from_json(&json);
    prop_assert!(again.is_ok(), "`{json}` does not read back");
    prop_assert_eq!(again.map(|a| a.file_json()).ok(), Some(json.clone()));
    let g = Arc::new(g);
    let start = fen::write(&g, &g.start);
    let back = fen::parse(&g, &start);
    prop_assert!(back.is_ok(), "the start `{start}` does not read back");
    let r = walk(&g, g.start.clone(), 3, 6);
    r.status();
    for (i, mv) in r.moves_played().iter().enumerate() {
        check_move_reads_back(&g, &r.history()[i], mv)?;
    }
    check_position(&g, r.position(), false)?;
    Ok(())
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::with_cases(CASES)))]

    #[test]
    fn game_file_reading_never_panics(s in text()) {
        check_game_file(&s)?;
    }

    #[test]
    fn edited_game_files_never_panic(s in edited_game_file()) {
        check_game_file(&s)?;
    }
}
