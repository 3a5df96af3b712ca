//! The WebAssembly build agrees with the native one: perft figures from the shared data files, a
//! game played through the browser API, FEN round trips, the bot under limits, and errors that
//! arrive as JavaScript exceptions rather than traps. Runs in Node through wasm-bindgen-test:
//! `cargo test --target wasm32-unknown-unknown --test wasm`.
#![cfg(target_arch = "wasm32")]

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

include!("search/signature.rs");

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

#[wasm_bindgen_test]
fn perft_matches_the_data_files() {
    for variant in Variant::ALL {
        let mut fen = String::new();
        let mut checked = 0;
        for line in perft_file(variant).lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["position", _, f] => fen = f.to_string(),
                [d, n] if !d.starts_with('#') => {
                    let (depth, nodes): (u32, u64) = (d.parse().unwrap(), n.parse().unwrap());
                    if nodes > LEAF_BUDGET {
                        continue;
                    }
                    let pos = parse_fen(variant, &fen).unwrap();
                    assert_eq!(
                        dama::perft(variant, &pos, depth),
                        nodes,
                        "{variant} {fen} {d}"
                    );
                    checked += 1;
                }
                _ => {}
            }
        }
        assert!(checked >= 3, "{variant}: only {checked} figures checked");
    }
}

#[wasm_bindgen_test]
fn fen_round_trips_from_every_start() {
    for variant in Variant::ALL {
        let start = dama::start_position(variant);
        let fen = write_fen(variant, &start);
        assert_eq!(parse_fen(variant, &fen).unwrap(), start, "{variant}");
        let game = WasmGame::from_fen(variant.name(), &fen).unwrap();
        assert_eq!(game.fen(), fen);
    }
}

#[wasm_bindgen_test]
fn a_game_played_through_the_api_matches_the_engine() {
    let moves = ["32-28", "19-23", "28x19", "14x23", "37-32", "10-14"];
    let mut native = Game::new(Variant::International);
    let mut game = WasmGame::new("international").unwrap();
    for m in moves {
        native.play_text(m).unwrap();
        let played = value(game.play(m).unwrap());
        assert_eq!(played["notation"], m);
    }
    assert_eq!(game.fen(), native.fen());
    assert_eq!(game.move_texts(), native.move_texts());
    let status = value(game.status().unwrap());
    assert_eq!(status["ply"], 6);
    assert_eq!(status["toMove"], "white");
    assert_eq!(status["result"]["state"], "ongoing");

    let rebuilt = WasmGame::from_record(game.record().unwrap()).unwrap();
    assert_eq!(rebuilt.fen(), native.fen());

    assert!(game.undo() && game.undo());
    assert_eq!(value(game.status().unwrap())["ply"], 4);
    assert!(game.redo());
    assert!(game.go_to(6));
    assert_eq!(game.fen(), native.fen());
    assert!(!game.go_to(7));
}

#[wasm_bindgen_test]
fn a_side_line_made_through_the_api_is_written_and_read_back() {
    let mut game = WasmGame::new("international").unwrap();
    for m in ["32-28", "19-23", "28x19"] {
        game.play(m).unwrap();
    }
    assert!(game.go_to(1));
    game.play("17-22").unwrap();
    let tree = value(game.tree().unwrap());
    assert_eq!(tree["main"][1]["variations"][0][0]["notation"], "17-22");
    assert_eq!(tree["inSideLine"], true);
    let side = tree["current"].as_u64().unwrap() as usize;
    assert!(game.set_comment(side, "sharper"));
    assert!(game.annotate(2, vec![6], Some("0.5".into())));
    let pdn = game.to_pdn(JsValue::UNDEFINED).unwrap();
    assert!(
        pdn.ends_with("1. 32-28 19-23 $6 {[%eval 0.5]} (1... 17-22 {sharper}) 2. 28x19 *\n"),
        "{pdn}"
    );
    let mut back = WasmGame::from_pdn(&pdn, None).unwrap();
    assert_eq!(back.to_pdn(JsValue::UNDEFINED).unwrap(), pdn);
    assert!(back.go_to_places(vec![0, 1]));
    assert_eq!(value(back.status().unwrap())["length"], 2);
    assert!(game.promote(side));
    assert!(game
        .delete_line(
            value(game.tree().unwrap())["main"][1]["variations"][0][0]["id"]
                .as_u64()
                .unwrap() as usize
        )
        .is_ok());
    assert_eq!(value(game.tree().unwrap())["main"][1]["notation"], "17-22");
}

#[wasm_bindgen_test]
fn moves_carry_their_path_and_captures_in_order() {
    let game = WasmGame::from_fen("international", "W:W32:B27,17").unwrap();
    let legal = value(game.legal_moves().unwrap());
    assert_eq!(
        legal,
        json!([{
            "index": 0, "from": "32", "to": "12", "path": ["21", "12"], "captured": ["27", "17"],
            "notation": "32x12", "full": "32x21x12", "crowned": false
        }])
    );
    let mut game = game;
    value(game.play_index(0).unwrap());
    let status = value(game.status().unwrap());
    assert_eq!(status["result"]["state"], "win");
    assert_eq!(status["result"]["winner"], "white");
    assert_eq!(status["result"]["reason"], "no-pieces-left");
}

#[wasm_bindgen_test]
fn a_refused_move_comes_as_the_rule_and_its_values() {
    let game = WasmGame::from_fen("international", "W:W32,40:B27,17").unwrap();
    let why =
        |from: &str, to: Option<&str>| value(game.restriction(from, to.map(String::from)).unwrap());
    let compulsory = json!({"rule": "capture-compulsory", "pieces": ["32"]});
    assert_eq!(why("40", Some("34")), compulsory);
    assert_eq!(why("40", None), compulsory);
    assert_eq!(
        why("32", Some("21")),
        json!({"rule": "capture-must-continue"})
    );
    assert_eq!(why("32", Some("12")), Value::Null);
    assert_eq!(why("32", None), Value::Null);
}

#[wasm_bindgen_test]
fn bad_input_is_an_error_not_a_trap() {
    assert!(WasmGame::new("go").is_err());
    assert!(WasmGame::from_fen("international", "W:W51:B1").is_err());
    assert!(WasmGame::from_fen("russian", "").is_err());
    let mut game = WasmGame::new("russian").unwrap();
    assert!(game.play("a1-b2").is_err());
    assert!(game.play("z9-a1").is_err());
    assert!(game.play_index(99).is_err());
    assert!(game.restriction("99", None).is_err());
    assert!(WasmGame::from_record(JsValue::from_str("nonsense")).is_err());
    let mut bot = Bot::new(None, Some(1.0)).unwrap();
    assert!(bot.search(&game, js(json!({})), None).is_err());
    assert!(Bot::new(Some("level:10".into()), None).is_err());
}

/// `{name: value}` as a JavaScript object, for numbers JSON cannot carry (NaN, ±Infinity).
fn limit(name: &str, value: f64) -> JsValue {
    let object = js_sys::Object::new();
    js_sys::Reflect::set(&object, &name.into(), &JsValue::from_f64(value)).unwrap();
    object.into()
}

/// The message of a JavaScript `Error`.
fn message(error: impl Into<JsValue>) -> String {
    let error = error.into();
    js_sys::Reflect::get(&error, &"message".into())
        .unwrap()
        .as_string()
        .unwrap()
}

#[wasm_bindgen_test]
fn limits_must_be_finite_and_positive() {
    let game = WasmGame::new("english").unwrap();
    let mut bot = Bot::new(Some("level:3".into()), Some(5.0)).unwrap();
    for (name, bad, words) in [
        ("timeMs", f64::NAN, "NaN"),
        ("timeMs", -5.0, "a negative number"),
        ("timeMs", 0.0, "0"),
        ("timeMs", f64::INFINITY, "Infinity"),
        ("timeMs", f64::NEG_INFINITY, "-Infinity"),
        ("nodes", f64::NAN, "NaN"),
        ("nodes", 0.0, "0"),
        ("nodes", 0.5, "a number below 1"),
        ("nodes", -1.0, "a negative number"),
        ("nodes", f64::INFINITY, "Infinity"),
    ] {
        let err = message(bot.search(&game, limit(name, bad), None).unwrap_err());
        assert!(
            err.starts_with(&format!("limits.{name} must be a finite number"))
                && err.ends_with(&format!("(got {words})")),
            "{name} = {bad}: {err}"
        );
    }
    let found = value(bot.search(&game, limit("timeMs", 50.0), None).unwrap());
    assert!(found["move"].is_object(), "{found}");
    let err = message(
        bot.search(&game, limit("targetMs", 50.0), None)
            .unwrap_err(),
    );
    assert!(err.starts_with("limits.targetMs needs timeMs"), "{err}");
    let err = message(
        bot.search(&game, js(json!({ "timeMs": 50, "targetMs": -1 })), None)
            .unwrap_err(),
    );
    assert!(
        err.starts_with("limits.targetMs must be a finite number"),
        "{err}"
    );
    let found = value(
        bot.search(&game, js(json!({ "timeMs": 50, "targetMs": 20 })), None)
            .unwrap(),
    );
    assert!(found["move"].is_object(), "{found}");
    let found = value(bot.search(&game, limit("nodes", 1.0), None).unwrap());
    assert!(found["move"].is_object(), "{found}");
    let err = message(
        bot.search(
            &game,
            js(json!({ "timeMs": 50, "resume": { "depth": 0, "score": 0 } })),
            None,
        )
        .unwrap_err(),
    );
    assert!(
        err.starts_with("limits.resume.depth must be 1 or more"),
        "{err}"
    );
    let err = message(
        bot.search(
            &game,
            js(json!({ "timeMs": 50, "resume": { "depth": 3 } })),
            None,
        )
        .unwrap_err(),
    );
    assert!(err.contains("score"), "{err}");
    let err = message(
        bot.search(
            &game,
            js(json!({ "resume": { "depth": 3, "score": 0 } })),
            None,
        )
        .unwrap_err(),
    );
    assert!(
        err.starts_with("limits need timeMs, depth or nodes"),
        "{err}"
    );
}

/// An analysis in steps: each step resumes the deepest iteration the last completed, reports
/// only deeper ones, and a step that completes none answers with the last one's result.
#[wasm_bindgen_test]
fn the_bot_resumes_an_earlier_search_of_the_position() {
    for variant in ["international", "chess"] {
        let mut bot = Bot::new(None, Some(7.0)).unwrap();
        let game = WasmGame::new(variant).unwrap();
        let first = value(bot.search(&game, js(json!({ "depth": 3 })), None).unwrap());
        let resume = json!({ "depth": 3, "score": first["score"] });
        let depths = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let seen = depths.clone();
        let on_info = Closure::<dyn FnMut(JsValue)>::new(move |info: JsValue| {
            seen.borrow_mut()
                .push(value(info)["depth"].as_u64().unwrap());
        });
        let next = value(
            bot.search(
                &game,
                js(json!({ "depth": 5, "resume": resume })),
                Some(on_info.as_ref().unchecked_ref::<js_sys::Function>().clone()),
            )
            .unwrap(),
        );
        assert_eq!(*depths.borrow(), [4, 5], "{variant}");
        assert_eq!(next["depth"], 5, "{variant}: {next}");
        let cut = value(
            bot.search(&game, js(json!({ "nodes": 1, "resume": resume })), None)
                .unwrap(),
        );
        assert_eq!(cut["depth"], 3, "{variant}: {cut}");
        assert_eq!(cut["score"], first["score"], "{variant}: {cut}");
        assert!(cut["move"].is_object(), "{variant}: {cut}");
    }
}

#[wasm_bindgen_test]
fn the_bot_plays_a_legal_move_within_its_limits() {
    let mut bot = Bot::new(None, Some(7.0)).unwrap();
    for variant in Variant::ALL {
        let game = WasmGame::new(variant.name()).unwrap();
        let limits = js(json!({ "depth": 4, "nodes": 20000 }));
        let found = value(bot.search(&game, limits, None).unwrap());
        let legal = value(game.legal_moves().unwrap());
        let mv = &found["move"];
        assert!(legal.as_array().unwrap().contains(mv), "{variant}: {found}");
        assert!(found["depth"].as_u64().unwrap() >= 1);
        assert!(
            found["nodes"].as_u64().unwrap() <= 22_000,
            "{variant}: {found}"
        );
    }
}

#[wasm_bindgen_test]
fn every_opponent_in_the_menu_moves() {
    let menu = value(dama::wasm::opponents().unwrap());
    let menu = menu.as_array().unwrap();
    assert!(menu.len() >= 9);
    let game = WasmGame::new("russian").unwrap();
    for entry in menu {
        let id = entry["id"].as_str().unwrap();
        let mut bot = Bot::new(Some(id.into()), Some(3.0)).unwrap();
        assert_eq!(bot.opponent(), id);
        let limits = if id.starts_with("level:") || id.starts_with("mcts:") {
            js(json!({ "nodes": 5000 }))
        } else {
            JsValue::UNDEFINED
        };
        let found = value(bot.search(&game, limits, None).unwrap());
        assert!(found["move"].is_object(), "{id}: {found}");
    }
}

#[wasm_bindgen_test]
fn the_menu_lists_every_game_with_its_board() {
    let games = value(dama::wasm::games().unwrap());
    let games = games.as_array().unwrap();
    let piece_games = dama::piece::BUILT_IN.len();
    assert_eq!(games.len(), Variant::ALL.len() + piece_games);
    for (g, (name, _)) in games[Variant::ALL.len()..]
        .iter()
        .zip(dama::piece::BUILT_IN)
    {
        assert_eq!(
            (g["name"].as_str(), g["family"].as_str()),
            (Some(name), Some("piece"))
        );
        let board = value(dama::wasm::layout(name).unwrap());
        let cells = g["cols"].as_u64().unwrap() * g["rows"].as_u64().unwrap();
        assert_eq!(
            board["squares"].as_array().unwrap().len() as u64,
            cells,
            "{name}"
        );
    }
    for (g, v) in games.iter().zip(Variant::ALL) {
        let info = v.info();
        assert_eq!(g["name"], info.name);
        let board = value(dama::wasm::layout(info.name).unwrap());
        let n = v.board().points();
        assert_eq!(board["squares"].as_array().unwrap().len(), n, "{v}");
    }
    let russian = value(dama::wasm::layout("russian").unwrap());
    assert_eq!(russian["kind"], "dark-squares");
    assert_eq!(
        russian["squares"][0],
        json!({ "name": "b8", "row": 0, "col": 1 })
    );
    let soldiers = value(dama::wasm::layout("sixteen-soldiers").unwrap());
    assert_eq!(soldiers["kind"], "points");
    assert_eq!(
        soldiers["squares"][0],
        json!({ "name": "c9", "row": 0, "col": 0 })
    );
    assert_eq!(soldiers["firstFile"], "c");
    assert_eq!(soldiers["lines"].as_array().unwrap().len(), 76);
}

fn position_file(variant: Variant) -> &'static str {
    data_file(data::POSITION_FILES, variant)
}

#[wasm_bindgen_test]
fn the_bundled_start_positions_are_the_starts() {
    for variant in Variant::ALL {
        let game = WasmGame::from_setup(parsed(position_file(variant))).unwrap();
        assert_eq!(game.variant(), variant.name());
        assert_eq!(game.fen(), Game::new(variant).fen(), "{variant}");
        let again = WasmGame::from_setup(parsed(&game.to_setup().unwrap())).unwrap();
        assert_eq!(again.fen(), game.fen());
    }
    assert!(WasmGame::from_setup(JsValue::from_str("{")).is_err());
    let err = WasmGame::from_setup(js(json!({"variant": "chess"})))
        .err()
        .unwrap();
    assert!(message(err).contains("missing field `toMove`"));
    let err = WasmGame::from_setup(js(json!({
        "variant": "russian", "toMove": "white",
        "white": {"men": ["c3", true], "kings": []}, "black": {"men": [], "kings": []}
    })))
    .err()
    .unwrap();
    let worded = wording(&err);
    assert_eq!(worded["key"], "engine.setup.json");
    let problem = &worded["args"]["error"];
    assert_eq!(problem["key"], "engine.json.at");
    assert_eq!(problem["args"]["path"], "white.men[1]");
    let problem = &problem["args"]["problem"];
    assert_eq!(problem["key"], "engine.json.invalid-type");
    assert_eq!(problem["args"]["found"]["key"], "engine.json.found-boolean");
    assert_eq!(
        problem["args"]["expected"]["key"],
        "engine.json.expected-square"
    );
    let text = message(err);
    assert!(
        text.starts_with("not a valid position file: white.men[1]: invalid type: boolean"),
        "{text}"
    );
    // A number from `JSON.parse` is a float to serde; a whole one is said as the integer it is.
    let err = WasmGame::from_setup(js(json!({
        "variant": "russian", "toMove": 5,
        "white": {"men": ["c3"], "kings": []}, "black": {"men": [], "kings": []}
    })))
    .err()
    .unwrap();
    let worded = wording(&err);
    let found = &worded["args"]["error"]["args"]["problem"]["args"]["found"];
    assert_eq!(
        *found,
        json!({"key": "engine.json.found-integer", "args": {"value": "5"}})
    );
    let text = message(err);
    assert!(
        text.starts_with(
            "not a valid position file: toMove: invalid type: integer `5`, expected a string"
        ),
        "{text}"
    );
}

#[wasm_bindgen_test]
fn pdn_written_by_the_page_reads_back() {
    let mut game = WasmGame::new("russian").unwrap();
    for m in ["c3-d4", "f6-e5", "d4xf6", "g7xe5"] {
        value(game.play(m).unwrap());
    }
    let tags = js(json!([["White", "You"], ["Black", "Bot"]]));
    let pdn = game.to_pdn(tags).unwrap();
    assert!(pdn.contains("[White \"You\"]"), "{pdn}");
    let read = WasmGame::from_pdn(&pdn, None).unwrap();
    assert_eq!(read.variant(), "russian");
    assert_eq!(read.fen(), game.fen());
    assert_eq!(read.move_texts(), game.move_texts());
    let err = WasmGame::from_pdn("1. 32-28 99-98 *", Some("international".into()));
    assert!(err.is_err());
}

#[wasm_bindgen_test]
fn a_loaded_game_brings_its_tags_and_result_across() {
    let text = "[Event \"E\"]\n[White \"Ana\"]\n[Result \"0-1\"]\n\n1. 32-28 19-23 0-1\n";
    let mut game = WasmGame::from_pdn(text, None).unwrap();
    assert_eq!(
        value(game.tags().unwrap()),
        json!([["Event", "E"], ["White", "Ana"], ["Result", "0-1"]])
    );
    let status = value(game.status().unwrap());
    assert_eq!(status["result"]["reason"], "recorded");
    assert_eq!(status["result"]["winner"], "black");
    assert!(game.go_to(1));
    let status = value(game.status().unwrap());
    assert_eq!(status["result"]["state"], "ongoing");
    assert_eq!(status["finalResult"]["pdn"], "0-1");
    let written = game.to_pdn(game.tags().unwrap()).unwrap();
    assert!(written.ends_with("1. 32-28 19-23 0-1\n"), "{written}");
}

#[wasm_bindgen_test]
fn text_that_holds_no_game_is_refused_with_the_reason() {
    for (text, expected) in [
        (
            "hello world",
            "`hello world` is neither a tag, a move nor a result",
        ),
        ("[Foo \"bar\"]\n*", "this record holds no game"),
        ("", "no game found"),
    ] {
        let err = WasmGame::from_pdn(text, Some("international".into()))
            .err()
            .unwrap_or_else(|| panic!("{text:?} was accepted"));
        assert!(message(err).contains(expected), "{text:?}");
    }
}

/// The `wording` a refusal carries for the page's language, as plain data.
fn wording(error: &JsValue) -> Value {
    value(js_sys::Reflect::get(error, &"wording".into()).unwrap())
}

/// A game file the engine refuses, checked for the builder, played or looked up, reaches the
/// page with its wording.
#[wasm_bindgen_test]
fn a_refused_game_file_carries_its_wording() {
    let mut file: Value =
        serde_json::from_str(include_str!("../src/piece/games/chess.json")).unwrap();
    file["board"]["files"] = json!(13);
    let err = check_game_file(&file.to_string()).err().unwrap();
    let range = json!({"key": "engine.json.at", "args": {"path": "board.files",
        "problem": {"key": "engine.piece.file.range",
            "args": {"min": 3, "max": 12, "found": "13"}}}});
    assert_eq!(wording(&err), range);
    assert_eq!(message(err), "board.files: expected 3 to 12, found 13");
    let err = check_game_file("{\"format\": \"dama-game\"}")
        .err()
        .unwrap();
    assert_eq!(wording(&err)["key"], "engine.json.at-line");
    assert_eq!(
        wording(&err)["args"]["problem"],
        json!({"key": "engine.json.missing-field", "args": {"field": "version"}})
    );
    let name = format!("file:{file}");
    let played = WasmGame::new(&name).err().unwrap();
    let looked_up = game_entry(&name).err().unwrap();
    for err in [played, looked_up] {
        assert_eq!(
            wording(&err),
            json!({"key": "engine.piece.file.game-file", "args": {"error": range}})
        );
    }
}

#[wasm_bindgen_test]
fn a_refusal_carries_its_reason_for_the_page_to_word() {
    let err = WasmGame::from_fen("russian", "W:Wc3,d8:Bf6").err().unwrap();
    assert_eq!(
        wording(&err),
        json!({"key": "engine.fen.man-on-promotion-row", "args": {"square": "d8"}})
    );
    assert!(message(err).contains("d8"));
    let err = WasmGame::from_pdn("[Event \"x\"]\n1. 32-28 32-28 *", None)
        .err()
        .unwrap();
    assert_eq!(
        wording(&err),
        json!({"key": "engine.pdn.at-game-line", "args": {"game": "1", "line": "2",
            "problem": {"key": "engine.pdn.bad-move", "args": {"number": "1...",
                "error": {"key": "engine.move.illegal", "args": {"text": "32-28"}}}}}})
    );
    let err = WasmGame::new("international")
        .unwrap()
        .play("31x22")
        .err()
        .unwrap();
    assert_eq!(wording(&err)["key"], "engine.move.illegal");
    let many = json!({"variant": "russian", "toMove": "white",
        "white": {"men": ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3",
            "b4", "d4", "f4", "h4", "a5", "c5", "e5", "g5", "b6"], "kings": []},
        "black": {"men": [], "kings": []}});
    let err = WasmGame::from_setup(js(many)).err().unwrap();
    assert_eq!(
        wording(&err),
        json!({"key": "engine.setup.too-many-pieces.white", "args": {"count": 21, "most": 20}})
    );
    let entries = value(pdn_games("[Event \"x\"]\n1. 32-28 32-28 *", None).unwrap());
    assert_eq!(entries[0]["wording"]["key"], "engine.pdn.at-game-line");
    let err = WasmGame::from_pdn("[Variant \"chess\"]\n\n1. e4 e5 2. Ke3 *", None)
        .err()
        .unwrap();
    assert_eq!(
        wording(&err),
        json!({"key": "engine.pdn.at-line", "args": {"line": 3,
            "problem": {"key": "engine.piece.pgn.bad-move", "args": {"ply": 3,
                "error": {"key": "engine.piece.pgn.illegal-move", "args": {"text": "Ke3"}}}}}})
    );
    let entries = value(
        pdn_games(
            "[Variant \"chess\"]\n1. e4 *\n\n[Variant \"chess\"]\n1. e5 *",
            None,
        )
        .unwrap(),
    );
    assert_eq!(
        entries[1]["wording"]["args"]["problem"]["args"]["error"]["key"],
        "engine.piece.pgn.illegal-move"
    );
    let err = WasmGame::from_pdn("V2.2\nPI\n-\n", None).err().unwrap();
    assert_eq!(wording(&err)["key"], "engine.piece.csa.start-side");
    let err = WasmGame::new("minishogi")
        .unwrap()
        .to_csa("a", "b")
        .err()
        .unwrap();
    assert_eq!(wording(&err)["key"], "engine.piece.csa.not-9x9");
    let err = WasmGame::from_fen("chess", "4K3/8/8/8/8/8/8/8 w - - 0 1")
        .err()
        .unwrap();
    assert_eq!(
        wording(&err),
        json!({"key": "engine.piece.no-royal.black", "args": {"piece": {"piece": "king"}}})
    );
    // A move of a list that cannot be played is named, in every game, with the reason.
    let err = WasmGame::from_moves("chess", None, vec!["e2e5".into()])
        .err()
        .unwrap();
    assert_eq!(wording(&err)["key"], "engine.moves.bad-move");
    assert_eq!(
        wording(&err)["args"]["error"]["key"],
        "engine.piece.pgn.illegal-move"
    );
}

#[wasm_bindgen_test]
fn a_game_is_rebuilt_from_moves_in_notation() {
    let moves: Vec<String> = ["c3-d4", "f6-g5"].map(String::from).to_vec();
    let game = WasmGame::from_moves("russian", None, moves).unwrap();
    assert_eq!(game.move_texts(), ["c3-d4", "f6-g5"]);
    let bad: Vec<String> = ["c3-d4", "c3-d4"].map(String::from).to_vec();
    let err = WasmGame::from_moves("russian", None, bad).err().unwrap();
    assert!(message(err).starts_with("move 2 `c3-d4`: "));
}

#[wasm_bindgen_test]
fn a_piece_game_is_played_through_the_same_api_and_the_bot_answers() {
    let mut game = WasmGame::new("chess").unwrap();
    assert!(game.is_piece_game());
    assert_eq!(
        value(game.legal_moves().unwrap()).as_array().unwrap().len(),
        20
    );
    for text in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"] {
        game.play(text).unwrap();
    }
    let mate = value(game.play("Qxf7#").unwrap());
    assert_eq!(mate["full"], "h5f7");
    let status = value(game.status().unwrap());
    assert_eq!(status["result"]["reason"], "checkmate");
    assert_eq!(status["check"], json!(["e8"]));
    assert!(game
        .to_pdn(JsValue::UNDEFINED)
        .unwrap()
        .contains("4. Qxf7# 1-0"));
    assert!(game.to_setup().is_err());

    let shogi = WasmGame::new("shogi").unwrap();
    let record = shogi.record().unwrap();
    let rebuilt = WasmGame::from_record(record).unwrap();
    assert_eq!(rebuilt.fen(), shogi.fen());
    let mut bot = Bot::new(Some("level:2".into()), Some(3.0)).unwrap();
    let answer = value(bot.search(&shogi, JsValue::UNDEFINED, None).unwrap());
    let full = answer["move"]["full"].as_str().unwrap().to_string();
    let legal = value(shogi.legal_moves().unwrap());
    assert!(legal
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["full"] == full.as_str()));
    let broken = WasmGame::new("file:{\"format\": \"dama-game\"}");
    assert!(broken.is_err());
}

/// A level on its own budget, or on a clock with `book`, plays the opening book's move at once
/// and says so; under limits alone (a hint) it searches.
#[wasm_bindgen_test]
fn a_level_answers_from_its_opening_book() {
    give_data();
    let game = WasmGame::new("international").unwrap();
    let mut bot = Bot::new(Some("level:9".into()), Some(2.0)).unwrap();
    let found = value(bot.search(&game, JsValue::NULL, None).unwrap());
    assert_eq!(found["book"], json!(true), "{found}");
    assert_eq!(found["nodes"], json!(0), "{found}");
    assert!(found["notation"].is_string(), "{found}");
    let hint = value(
        bot.search(&game, js(json!({ "timeMs": 50 })), None)
            .unwrap(),
    );
    assert_eq!(hint["book"], json!(false), "{hint}");
    let clocked = json!({ "timeMs": 50, "book": true });
    let found = value(bot.search(&game, js(clocked), None).unwrap());
    assert_eq!(found["book"], json!(true), "a bot on a clock: {found}");
}

/// Searches `game` to depth 6 with a master, again and again as the page's worker does before
/// each move (a slice of its bitbase solved each time), until `sees` accepts the result: within
/// 40 searches, or `what` was not seen.
fn searches_until(game: &WasmGame, what: &str, sees: impl Fn(&Value) -> bool) {
    let mut bot = Bot::new(Some("level:9".into()), Some(2.0)).unwrap();
    let limits = json!({ "depth": 6 });
    for _ in 0..40 {
        if sees(&value(bot.search(game, js(limits.clone()), None).unwrap())) {
            return;
        }
    }
    panic!("no {what} after 40 searches");
}

/// In the page a level solves its endgame bitbase a little before each search near the end of a
/// game, and once it is complete sees the draw of two men that cannot stop a king.
#[wasm_bindgen_test]
fn a_level_solves_its_endgame_bitbase_across_searches() {
    let game = WasmGame::from_fen("russian", "W:Wc3,e3:BKh8").unwrap();
    searches_until(&game, "bitbase", |found| found["score"] == json!(0));
}

/// A level in the page goes on to the endings of four pieces against a lone king: within a few
/// searches it knows that three kings beat one off Russian's main road (Petrov's triangle, 19
/// plies here), which no search of 6 plies sees.
#[wasm_bindgen_test]
fn a_level_in_the_page_learns_the_lone_kings_endings() {
    let game = WasmGame::from_fen("russian", "B:WKa1,Kf4,Kc1:BKg1").unwrap();
    // A known loss, not a capture the search found.
    let known_loss = -i64::from(dama::search::MATE_BOUND)..=-20_000;
    searches_until(&game, "lone kings' endings", |found| {
        found["score"]
            .as_i64()
            .is_some_and(|s| known_loss.contains(&s))
    });
}

/// While the player thinks, the worker solves ahead the bitbase a level will want near the end
/// of the game, a slice at a time, until it is complete; nothing to do far from the end, below
/// level 5 or in a piece game.
#[wasm_bindgen_test]
fn a_level_solves_its_bitbase_ahead_while_it_waits() {
    let near = WasmGame::from_fen("brazilian", "W:Wa1,c1,e1,g1,b2:Bb8,d8,f8,h8,g7").unwrap();
    let mut master = Bot::new(Some("level:9".into()), Some(1.0)).unwrap();
    let mut slices = 0;
    while master.solve_ahead(&near, 0.0) {
        slices += 1;
        assert!(slices < 10_000, "Brazilian's bitbase is smaller");
    }
    assert!(slices > 16, "a slice is a few thousand positions");
    assert!(
        dama::wasm::solve_endgames("brazilian", 0.0).unwrap(),
        "complete"
    );
    let start = WasmGame::new("czech").unwrap();
    assert!(!master.solve_ahead(&start, 0.0), "far from the end");
    let near = WasmGame::from_fen("czech", "W:Wa1,c1:Bb8,d8").unwrap();
    let mut weak = Bot::new(Some("level:4".into()), Some(1.0)).unwrap();
    assert!(!weak.solve_ahead(&near, 0.0), "below level 5");
    let chess = WasmGame::new("chess").unwrap();
    assert!(!master.solve_ahead(&chess, 0.0), "a piece game");
}

/// The levels' endgame bitbase can be solved ahead, a budget at a time.
#[wasm_bindgen_test]
fn the_endgame_bitbase_is_solved_a_budget_at_a_time() {
    let mut calls = 1;
    while !dama::wasm::solve_endgames("english", 0.0).unwrap() {
        calls += 1;
        assert!(
            calls < 10_000,
            "English's bitbase (3 pieces, and 4 against a lone king) is smaller"
        );
    }
    assert!(
        calls > 16,
        "a few thousand positions a call at a zero budget"
    );
    assert!(!dama::wasm::solve_endgames("frisian", 1000.0).unwrap());
    assert!(dama::wasm::solve_endgames("no such game", 1.0).is_err());
}

/// The engine names the data files a game wants, which are those of `src/draughts/` (the page's
/// build copies them to `dist/data/`); it refuses a name that is none and bytes that are not the
/// file with a JavaScript error saying why, never a trap, and takes the real ones.
#[wasm_bindgen_test]
fn the_data_files_are_named_checked_and_taken() {
    assert_eq!(
        data_files("international"),
        ["flying10.pat", "international.book"]
    );
    assert_eq!(data_files("russian"), ["flying8.pat", "russian.book"]);
    assert_eq!(data_files("frisian"), ["frisian.pat"]);
    assert_eq!(data_files("house:board=10"), ["flying10.pat"]);
    assert!(data_files("sixteen-soldiers").is_empty());
    assert!(data_files("chess").is_empty());
    let mut shipped: Vec<&str> = data::PATTERN_FILES
        .iter()
        .chain(data::BOOK_FILES)
        .map(|(name, _)| *name)
        .collect();
    shipped.sort();
    let mut named = dama::draughts::data::all_files();
    named.sort();
    assert_eq!(named, shipped);

    let refused = |name: &str, bytes: &[u8]| message(load_data(name, bytes).unwrap_err());
    assert!(refused("flying10.txt", b"").starts_with("data file `flying10.txt`: no such data file"));
    assert_eq!(
        refused("english.book", b"DPAT"),
        "data file `english.book`: not a book file (it does not start with DBK1)"
    );
    let turkish = data::PATTERN_FILES
        .iter()
        .find(|f| f.0 == "turkish.pat")
        .unwrap()
        .1;
    assert_eq!(
        refused("race10.pat", turkish),
        "data file `race10.pat`: tables of 12 square windows for a board of 16"
    );
    assert!(!has_data("flying10.txt"));
    give_data();
    assert!(shipped.iter().all(|f| has_data(f)));
    // Given again: harmless.
    give_data();
}

/// Once given its data, the wasm build searches exactly as the native one: the same nodes for
/// the same depth from every start (the native signature, tests/search/signature.rs).
#[wasm_bindgen_test]
fn the_search_signature_is_the_native_one_once_the_data_is_given() {
    give_data();
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let got: Vec<(&str, u64)> = Variant::ALL
        .iter()
        .map(|&v| {
            let r = Searcher::new(16).search(&Game::new(v), &limits, &mut |_| {});
            (v.name(), r.info.nodes)
        })
        .collect();
    assert_eq!(got, SIGNATURE);
}
