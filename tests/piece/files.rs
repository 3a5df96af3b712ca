//! The game files of `src/piece/games/`: every one loads, and broken files are refused with the
//! place of the fault named (the example games' perft is in `perft.rs`). The schema
//! `src/piece/games/game.schema.json` is checked against the files by hand with Python's
//! `jsonschema` (see `tests/data/piece-perft-references.md`), not here.

use std::path::Path;

use dama::piece::PieceRules;

#[test]
fn every_game_file_loads() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/piece/games");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("src/piece/games")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .filter(|p| p.file_name().is_some_and(|n| n != "game.schema.json"))
        .collect();
    names.sort();
    assert!(names.len() >= 7, "the game files: {names:?}");
    for path in names {
        let text = std::fs::read_to_string(&path).expect("readable");
        if let Err(e) = PieceRules::from_json(&text) {
            panic!("{}: {e}", path.display());
        }
    }
}

#[test]
fn an_impasse_rule_is_checked_with_its_place_named() {
    let shogi = std::fs::read_to_string("src/piece/games/shogi.json").unwrap();
    let with = |impasse: &str| {
        let text = shogi.replace(
            r#""impasse": { "threshold": 24, "points": { "rook": 5, "bishop": 5, "dragon": 5, "horse": 5 } }"#,
            impasse,
        );
        assert_ne!(
            text, shogi,
            "the shogi file's impasse rule is where this test expects it"
        );
        PieceRules::from_json(&text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert_eq!(with(r#""impasse": { "threshold": 27 }"#), Ok(()));
    let unknown = with(r#""impasse": { "threshold": 24, "points": { "tower": 5 } }"#).unwrap_err();
    assert!(unknown.contains("draws.impasse.points.tower"), "{unknown}");
    let zero = with(r#""impasse": { "threshold": 0 }"#).unwrap_err();
    assert!(zero.contains("draws.impasse.threshold"), "{zero}");
    let field = with(r#""impasse": { "threshold": 24, "declare": true }"#).unwrap_err();
    assert!(
        field.contains("draws.impasse") && field.contains("declare"),
        "{field}"
    );
}

#[test]
fn text_after_the_game_files_json_is_refused_with_its_place() {
    let chess = std::fs::read_to_string("src/piece/games/chess.json").unwrap();
    assert!(PieceRules::from_json(&format!("{chess}\n\n")).is_ok());
    let text = format!("{chess}\nx");
    let e = PieceRules::from_json(&text).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "trailing characters at line {} column 1",
            text.lines().count()
        )
    );
    assert!(PieceRules::from_json(&format!("{chess}{chess}")).is_err());
}

#[test]
fn a_game_file_that_is_not_a_json_object_is_refused_as_such() {
    let chess = std::fs::read_to_string("src/piece/games/chess.json").unwrap();
    // serde would take an array for the fields in order.
    let e = PieceRules::from_json(&format!("[{chess}]")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the game file holds no JSON object: it begins with `[`"
    );
    let e = PieceRules::from_json("\n \"chess\"").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the game file holds no JSON object: it begins with `\"`"
    );
    assert!(PieceRules::from_json(&format!("\n  {chess}")).is_ok());
}

#[test]
fn a_part_of_a_game_file_given_as_an_array_is_refused_where_it_stands() {
    let chess: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("src/piece/games/chess.json").unwrap())
            .unwrap();
    let refused = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut file = chess.clone();
        edit(&mut file);
        PieceRules::from_json(&file.to_string())
            .unwrap_err()
            .to_string()
    };
    // serde would take each of these for the struct's fields in order.
    let e = refused(&|f| f["board"] = serde_json::json!([8, 8]));
    assert!(
        e.starts_with("board: invalid type: sequence, expected an object"),
        "{e}"
    );
    let e = refused(&|f| f["pieces"][1] = serde_json::json!(["queen", "Q"]));
    assert!(e.starts_with("pieces[1]: invalid type: sequence"), "{e}");
    let e = refused(&|f| f["pieces"][1]["moves"][0] = serde_json::json!([[1, 0]]));
    assert!(
        e.starts_with("pieces[1] \"queen\".moves[0]: invalid type: sequence"),
        "{e}"
    );
    let e = refused(&|f| f["draws"] = serde_json::json!([3]));
    assert!(e.starts_with("draws: invalid type: sequence"), "{e}");
    let e = refused(&|f| f["sides"]["white"] = serde_json::json!([["king"]]));
    assert!(e.starts_with("sides.white: invalid type: sequence"), "{e}");
}
