//! A game through the page's API: moves, side lines, refusals and their reasons, game files
//! written and read back.

use super::*;

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

/// A game file the engine refuses, checked for the builder, played or looked up, reaches the
/// page with its wording.
#[wasm_bindgen_test]
fn a_refused_game_file_carries_its_wording() {
    let mut file: Value =
        serde_json::from_str(include_str!("../../src/piece/games/chess.json")).unwrap();
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
