//! The rules agree with the native build: perft figures from the data files, FEN round trips,
//! the menu's games and their bundled start positions.

use super::*;

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
