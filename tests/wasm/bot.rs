//! The bot through the page's API: its limits, resumed searches, every opponent of the menu,
//! books, endgame bitbases solved a budget at a time, data files and the search signature.

use super::*;

/// `{name: value}` as a JavaScript object, for numbers JSON cannot carry (NaN, ±Infinity).
fn limit(name: &str, value: f64) -> JsValue {
    let object = js_sys::Object::new();
    js_sys::Reflect::set(&object, &name.into(), &JsValue::from_f64(value)).unwrap();
    object.into()
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
