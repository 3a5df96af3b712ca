//! The game files of `src/piece/games/`: every one loads, and the example games' perft equals the
//! reference figures of `tests/data/piece-perft-references.md` (Fairy-Stockfish through
//! pyffish, run by hand, and for chess-vs-draughts the independent Python implementation in
//! `scripts/reference-perft.py`). The schema `src/piece/games/game.schema.json` is checked against
//! the files by hand with Python's `jsonschema` (see the references file), not here.

use std::path::Path;

use dama::piece::{fen, movegen::perft, PieceRules};

const MINISHOGI: &str = include_str!("../src/piece/games/minishogi.json");
const LOS_ALAMOS: &str = include_str!("../src/piece/games/los-alamos.json");
const CAPABLANCA: &str = include_str!("../src/piece/games/capablanca.json");
const CATAPULT: &str = include_str!("../src/piece/games/catapult-chess.json");
const CHESS_VS_DRAUGHTS: &str = include_str!("../src/piece/games/chess-vs-draughts.json");

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

fn game(text: &str) -> PieceRules {
    PieceRules::from_json(text).unwrap_or_else(|e| panic!("{e}"))
}

/// Perft of `fen_text` (the game's start when `None`) at depths 1, 2, … against `expected`.
fn check(g: &PieceRules, fen_text: Option<&str>, expected: &[u64]) {
    let text = fen_text.unwrap_or(&g.file.start);
    let pos = fen::parse(g, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(
            perft(g, &pos, d as u32 + 1),
            n,
            "{} {text} depth {}",
            g.name(),
            d + 1
        );
    }
}

#[test]
fn minishogi_start() {
    check(&game(MINISHOGI), None, &[14, 181, 2_512, 35_401, 533_203]);
}

#[test]
fn minishogi_hands_and_a_pawn_drop_mate() {
    // 44 of Fairy-Stockfish's leaves at depth 3 are pawn drops that mate, which the rules forbid
    // (uchifuzume): the reference script takes them out.
    let g = game(MINISHOGI);
    check(
        &g,
        Some("1r1+B1/1s3/4k/G1S2/K4 b GPRBp 17"),
        &[85, 1_567, 106_229],
    );
}

#[test]
fn minishogi_full_hands() {
    let g = game(MINISHOGI);
    check(
        &g,
        Some("3g1/4k/Ks3/2R2/1G3 b 2PRBsb 17"),
        &[68, 2_805, 132_485],
    );
}

#[test]
fn los_alamos_start() {
    check(&game(LOS_ALAMOS), None, &[10, 100, 1_212, 14_332, 191_846]);
}

#[test]
fn los_alamos_promotion() {
    let g = game(LOS_ALAMOS);
    check(
        &g,
        Some("2k3/P5/6/6/5p/3K2 w - - 0 1"),
        &[7, 40, 349, 2_894, 26_790, 241_107],
    );
}

#[test]
fn capablanca_start() {
    check(&game(CAPABLANCA), None, &[28, 784, 25_228, 805_128]);
}

#[test]
fn capablanca_castling() {
    let g = game(CAPABLANCA);
    check(
        &g,
        Some("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1"),
        &[31, 961, 29_210, 887_784],
    );
}

#[test]
fn capablanca_en_passant() {
    let g = game(CAPABLANCA);
    let fen_text = "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 2";
    check(&g, Some(fen_text), &[39, 1_437, 57_985]);
}

#[test]
fn capablanca_promotion() {
    let g = game(CAPABLANCA);
    check(
        &g,
        Some("4k5/1P8/10/10/10/10/8p1/5K4 w - - 0 1"),
        &[11, 94, 1_074, 12_292, 165_778],
    );
}

#[test]
fn catapult_chess_start() {
    check(&game(CATAPULT), None, &[22, 482, 11_976, 293_674]);
}

#[test]
fn catapult_chess_middle_games() {
    let g = game(CATAPULT);
    check(
        &g,
        Some("r1bqk2r/pC1p1pbp/8/2p1p3/8/4P2B/P1PQ1P1P/R3K1CR w KQkq - 0 7"),
        &[41, 978, 40_549],
    );
    check(
        &g,
        Some("r1bqk2r/ppppppbQ/8/8/3P4/P7/2cC1PPP/R1B1Kc1R w KQkq - 0 7"),
        &[36, 1_055, 39_828],
    );
}

#[test]
fn catapult_chess_check_through_a_screen() {
    // The catapult on e4 checks the king on e1 over the pawn on e2: no castling, king moves only.
    let g = game(CATAPULT);
    check(
        &g,
        Some("4k3/8/8/8/4c3/8/4P3/R3K2R w KQ - 0 1"),
        &[4, 66, 1_856, 27_826],
    );
}

#[test]
fn chess_vs_draughts_start() {
    check(&game(CHESS_VS_DRAUGHTS), None, &[20, 280, 6_230, 92_634]);
}

#[test]
fn chess_vs_draughts_start_depth_5() {
    // The engine counts 2,297,219: 505 more, every one a king move into a chain's second jump.
    check(
        &game(CHESS_VS_DRAUGHTS),
        None,
        &[20, 280, 6_230, 92_634, 2_296_714],
    );
}

#[test]
fn chess_vs_draughts_king_steps_into_a_chain() {
    // The smallest case from the start (1. Na3 cd6 2. d4 de5): Kd2 is illegal, for the man on
    // e5 would jump d4 to c3 and d2 to e1; 27 moves, the engine counts 28.
    let g = game(CHESS_VS_DRAUGHTS);
    check(
        &g,
        Some("mmmmmmmm/mm1mmmmm/8/4m3/3P4/N7/PPP1PPPP/R1BQKBNR w KQ - 0 3"),
        &[27, 71],
    );
}

#[test]
fn chess_vs_draughts_flying_king() {
    let g = game(CHESS_VS_DRAUGHTS);
    check(
        &g,
        Some("8/8/8/2d5/8/2P1N3/8/R3K2R b KQ - 0 1"),
        &[2, 51, 369, 9_809],
    );
}

#[test]
fn chess_vs_draughts_men_on_one_colour() {
    let g = game(CHESS_VS_DRAUGHTS);
    check(
        &g,
        Some("1m1m1m1m/m1m1m1m1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"),
        &[20, 140, 3_115, 24_717],
    );
}

#[test]
fn chess_vs_draughts_king_taken_by_a_chain() {
    // Black's man on b6 jumps the knight on c5 to d4 and then e3: Ke3 is illegal, 15 moves.
    let g = game(CHESS_VS_DRAUGHTS);
    check(
        &g,
        Some("8/8/1m6/2N5/8/8/4K3/8 w - - 0 1"),
        &[15, 23, 263, 391],
    );
}

#[test]
fn chess_vs_draughts_chains_of_men() {
    let g = game(CHESS_VS_DRAUGHTS);
    check(
        &g,
        Some("8/1m1m1m2/8/1m1m4/2P1P3/3B4/P4PPP/R3K2R b KQ - 0 1"),
        &[2, 54, 366, 9_732],
    );
}

#[test]
fn chess_vs_draughts_flying_king_chain() {
    let g = game(CHESS_VS_DRAUGHTS);
    check(
        &g,
        Some("3d4/8/8/8/3m4/2P1P3/1P3P2/4K3 b - - 0 1"),
        &[7, 84, 385, 4_143],
    );
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
