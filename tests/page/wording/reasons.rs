//! Every reason the engine refuses a position, a record, a move or a file for, made to happen:
//! the catalogue the wording checks go through.

use crate::common::piece::layout;
use dama::common::wording::{Worded, Wording};
use dama::draughts::game::PlayError;
use dama::draughts::notation::fen::FenError;
use dama::draughts::notation::movetext::MoveError;
use dama::draughts::notation::pdn::{PdnError, PdnErrorKind};
use dama::draughts::notation::setup::{parse_setup, SetupError};
use dama::draughts::rules::house::HouseError;
use dama::draughts::rules::GameNameError;
use dama::page_api::piece::PiecePage;
use dama::page_api::piece_layout::PieceLayout;
use dama::page_api::Refusal;
use dama::piece::PieceRules;
use dama::Color;
use serde_json::{json, Value};

/// One of every reason, each variant of each error at least once.
pub(super) fn every_reason() -> Vec<(String, Wording)> {
    fn of(e: impl Worded + std::fmt::Display) -> (String, Wording) {
        (e.to_string(), e.wording())
    }
    let fen = [
        FenError::Empty,
        FenError::BadSide("X".into()),
        FenError::BadGroup("Q12".into()),
        FenError::BadSquare("77".into()),
        FenError::BadRange("9-3".into()),
        FenError::DuplicateSquare("12".into()),
        FenError::ManOnPromotionRow("3".into()),
        FenError::BadStreaks("+x".into()),
        FenError::TooManyPieces(Color::White, 22),
        FenError::TooManyPieces(Color::Black, 21),
    ];
    let moves = [
        MoveError::Syntax("hello".into()),
        MoveError::NoSuchSquare("99".into()),
        MoveError::Illegal("32-27".into()),
        MoveError::Ambiguous("1x23".into(), vec!["1x12x23".into(), "1x14x23".into()]),
    ];
    let house = [
        HouseError::NotASwitch("flying".into()),
        HouseError::UnknownSwitch("speed".into()),
    ];
    let mut reasons: Vec<(String, Wording)> = Vec::new();
    reasons.extend(fen.iter().cloned().map(of));
    reasons.extend(moves.iter().cloned().map(of));
    reasons.extend(house.iter().cloned().map(of));
    for switch in [
        "board",
        "kings",
        "precedence",
        "promotion",
        "first",
        "repetition",
        "backward",
    ] {
        reasons.push(of(HouseError::BadValue {
            switch: switch.into(),
            value: "maybe".into(),
        }));
    }
    reasons.push(of(GameNameError::Unknown("go".into())));
    reasons.push(of(GameNameError::House(house[1].clone())));
    reasons.push(of(PlayError::Illegal));
    reasons.push(of(PlayError::GameOver("White wins".into())));
    reasons.push(of(PlayError::Move(moves[2].clone())));
    for e in [
        SetupError::Json("white.men: missing field `kings`".into()),
        SetupError::House(house[0].clone()),
        SetupError::UnknownVariant("spanish".into()),
        SetupError::BadSideToMove("red".into()),
        SetupError::BadSquare {
            list: "white.men".into(),
            square: "77".into(),
        },
        SetupError::UnplayableSquare {
            list: "black.kings".into(),
            square: "a2".into(),
        },
        SetupError::DuplicateSquare("12".into()),
        SetupError::TooManyPieces(Color::White, 21),
        SetupError::TooManyPieces(Color::Black, 25),
        SetupError::ManOnPromotionRow {
            color: Color::White,
            square: "3".into(),
        },
        SetupError::ManOnPromotionRow {
            color: Color::Black,
            square: "48".into(),
        },
    ] {
        reasons.push(of(e));
    }
    let kinds = [
        PdnErrorKind::NoGame { seen: None },
        PdnErrorKind::NoGame {
            seen: Some("hello".into()),
        },
        PdnErrorKind::NotText,
        PdnErrorKind::NoMovetext,
        PdnErrorKind::UnsupportedVariant("GameType 41 (Spanish)".into()),
        PdnErrorKind::BadHouseRules(house[1].clone()),
        PdnErrorKind::BadFen("W:W51".into(), fen[3].clone()),
        PdnErrorKind::Placeholder { number: "3".into() },
        PdnErrorKind::BadMove {
            number: "12...".into(),
            text: "32-27".into(),
            error: moves[2].clone(),
        },
        PdnErrorKind::AfterGameOver {
            number: "40".into(),
            text: "1-7".into(),
            why: "Black has no move".into(),
        },
    ];
    for (i, kind) in kinds.into_iter().enumerate() {
        reasons.push(of(PdnError {
            game: i % 2 * 3,
            line: 7,
            kind,
        }));
    }
    reasons
}

/// One of every reason a piece game's position (a FEN, or the editor's layout) or record (PGN,
/// CSA, and a game CSA cannot record) is worded for.
pub(super) fn piece_reasons() -> Vec<Refusal> {
    let fen = |game: &str, text: &str| match PiecePage::from_fen(game, text) {
        Ok(_) => panic!("accepted {text}"),
        Err(e) => e,
    };
    let laid = |game: &str, l: PieceLayout| match PiecePage::from_layout(game, &l) {
        Ok(page) => panic!("accepted {}", page.fen()),
        Err(e) => e,
    };
    let kings = [("e1", "white-king"), ("e8", "black-king")];
    let mut holey: serde_json::Value =
        serde_json::from_str(include_str!("../../../src/piece/games/los-alamos.json")).unwrap();
    holey["name"] = "holey".into();
    holey["board"]["holes"] = serde_json::json!(["c3"]);
    holey["start"] = "rnqknr/pppppp/6/2*3/PPPPPP/RNQKNR w - - 0 1".into();
    let holey = format!("file:{holey}");
    let shogi_hand = |hand: &str| fen("shogi", &format!("4k4/9/9/9/9/9/9/9/4K4 b {hand} 1"));
    let pgn = |text: &str| match PiecePage::from_pgn(text, 0, Some("chess")) {
        Ok(_) => panic!("accepted {text}"),
        Err(e) => e,
    };
    let csa = |text: &str| match PiecePage::from_csa(text, None) {
        Ok(_) => panic!("accepted {text}"),
        Err(e) => e,
    };
    let to_csa = |game: &str| match PiecePage::new(game).unwrap().to_csa(["a", "b"]) {
        Ok(text) => panic!("wrote {text}"),
        Err(e) => e,
    };
    let mut no_code: serde_json::Value =
        serde_json::from_str(include_str!("../../../src/piece/games/shogi.json")).unwrap();
    for kind in no_code["pieces"].as_array_mut().unwrap() {
        if kind["name"] == "pawn" {
            kind.as_object_mut().unwrap().remove("picture");
        }
    }
    let empty_rank = format!("P1{}", " * ".repeat(9));
    let empty_board: String = (1..=9)
        .map(|rank| empty_rank.replace("P1", &format!("P{rank}")) + "\n")
        .collect();
    vec![
        fen("chess", ""),
        fen("chess", "4k3/8/8/8/8/8/8/4K3[P w - - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w - - x 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 x"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 0"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 more"),
        fen("shogi", "4k4/9/9/9/9/9/9/9/4K4[P] b - 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/4K3 w - - 0 1"),
        fen("chess", "4k3/99999999999/8/8/8/8/8/4K3 w - - 0 1"),
        fen("chess", "4k3/0/8/8/8/8/8/4K3 w - - 0 1"),
        fen(&holey, "4k1/6/6/6/6/4K1 w - - 0 1"),
        fen("chess", "4k3/8p/8/8/8/8/8/4K3 w - - 0 1"),
        fen(&holey, "4k1/*5/6/6/6/4K1 w - - 0 1"),
        fen("chess", "4k3/7+/8/8/8/8/8/4K3 w - - 0 1"),
        fen("chess", "4k3/7?/8/8/8/8/8/4K3 w - - 0 1"),
        fen("chess", "4k3/7x/8/8/8/8/8/4K3 w - - 0 1"),
        fen(&holey, "4k1/6/6/2P3/6/4K1 w - - 0 1"),
        fen("chess", "4k3/7/8/8/8/8/8/4K3 w - - 0 1"),
        shogi_hand("99999999999P"),
        shogi_hand("2"),
        shogi_hand("+P"),
        shogi_hand("X"),
        shogi_hand("61P"),
        fen("los-alamos", "4k1/6/6/6/6/4K1 w K - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w X - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w - z9 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w - e1 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 b - e3 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
        fen("chess", "4K3/8/8/8/8/8/8/8 w - - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/8 b - - 0 1"),
        fen("chess", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"),
        fen("chess", "4k1r1/8/8/8/8/8/8/6K1 b - - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/R7 w Q - 0 1"),
        fen("chess", "r7/8/8/8/8/8/8/4K3 w q - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
        fen("chess", "4k3/8/8/8/8/8/8/3K3R w K - 0 1"),
        fen("shogi", "4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1"),
        fen("shogi", "4k4/4p4/4p4/9/9/9/9/9/4K4 b - 1"),
        laid("chess", layout("red", &kings, &[], None)),
        laid(
            "chess",
            layout("white", &[("e1", "white-dragon")], &[], None),
        ),
        laid("chess", layout("white", &[("z9", "white-king")], &[], None)),
        laid(
            "chess",
            layout(
                "white",
                &[("e1", "white-king"), ("e1", "white-rook")],
                &[],
                None,
            ),
        ),
        laid(
            "chess",
            layout("white", &kings, &[("white", "pawn", 1)], None),
        ),
        laid("chess", layout("white", &kings, &[], Some("K e3"))),
        laid(
            "shogi",
            layout(
                "black",
                &[("5i", "black-king"), ("5a", "white-king")],
                &[],
                Some("K"),
            ),
        ),
        laid(
            "shogi",
            layout(
                "black",
                &[("5i", "black-king"), ("5a", "white-king")],
                &[("black", "promoted pawn", 1)],
                None,
            ),
        ),
        laid(
            "shogi",
            layout(
                "black",
                &[("5i", "black-king"), ("5a", "white-king")],
                &[("black", "king", 1)],
                None,
            ),
        ),
        pgn("[Event \"x\""),
        pgn("[Event]\n*"),
        pgn("[Event x]\n*"),
        pgn("1. e4 {a comment"),
        pgn("1. e4 (1. d4"),
        pgn("{only a comment}"),
        pgn("[GameFile \"{}\"]\n*"),
        pgn("[Variant \"go\"]\n*"),
        pgn("[FEN \"4k3/8 w - - 0 1\"]\n*"),
        pgn("1. e4 e5\n2. Ke3 *"),
        match PiecePage::from_pgn("[Variant \"chess\"]\n1. e4 *\n\n1. d4 *", 1, None) {
            Ok(_) => panic!("accepted a game that names no rules"),
            Err(e) => e,
        },
        to_csa("minishogi"),
        to_csa(&format!("file:{no_code}")),
        csa("V2.2\nP1-KY-KE\n"),
        csa("V2.2\nP1-KY-KE-GI-KI-OU-KI-GI-KE-XX\n"),
        csa("V2.2\nP1?KY-KE-GI-KI-OU-KI-GI-KE-KY\n"),
        csa("V2.2\nPX\n"),
        csa("V2.2\nPI\nP+00XX\n"),
        csa("V2.2\nhello\n"),
        csa("V2.2\nPI\n-\n"),
        csa(&format!("V2.2\n{empty_board}+\n")),
        csa("V2.2\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\n"),
        csa("V2.2\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 *  *  *  *  *  *  *  *  * \n"),
        csa("V2.2\nPI\n+\n+7776FU\n+3334FU\n"),
        PiecePage::new("go")
            .err()
            .unwrap_or_else(|| panic!("a game Dama does not know")),
        PiecePage::from_pgn("1. e4 *", 1, Some("chess"))
            .err()
            .unwrap_or_else(|| panic!("a game the text does not hold")),
        PiecePage::new("chess").unwrap().play("e5").unwrap_err(),
        played(&["f3", "e5", "g4", "Qh4#", "Kf2"]),
    ]
}

/// The refusal of the last of `moves`, played in chess from the start.
fn played(moves: &[&str]) -> Refusal {
    let (last, before) = moves.split_last().unwrap();
    let mut page = PiecePage::new("chess").unwrap();
    for m in before {
        page.play(m).unwrap();
    }
    page.play(last).unwrap_err()
}

/// Chess's game file with `edit` made to it.
fn chess_edited(edit: impl FnOnce(&mut Value)) -> String {
    let mut file: Value =
        serde_json::from_str(include_str!("../../../src/piece/games/chess.json")).unwrap();
    edit(&mut file);
    file.to_string()
}

/// A bad game file for every reason a game file is refused for, each with the key that words
/// it (the innermost but one where a place and a line wrap it): chess's file, edited; and a bad
/// file as the page names a game by its file and as a PGN's GameFile tag holds it.
pub(super) fn game_file_reasons() -> Vec<(Refusal, &'static str)> {
    let chess = include_str!("../../../src/piece/games/chess.json");
    let moves = |parts: Value| chess_edited(|f| f["pieces"][1]["moves"] = parts);
    let promotion = |zone: Value| chess_edited(|f| f["promotion"] = zone);
    let files = [
        (String::new(), "engine.piece.file.empty"),
        ("[\"chess\"]".into(), "engine.piece.file.not-object"),
        ("  \"chess\"".into(), "engine.piece.file.not-object"),
        ("{\"format\": ".into(), "engine.json.syntax-in-value"),
        ("{\"pieces\": [".into(), "engine.json.syntax-in-list"),
        (
            "{\"format\": \"dama-game\"".into(),
            "engine.json.syntax-in-object",
        ),
        ("{\"format\": \"dam".into(), "engine.json.syntax-in-string"),
        (
            "{\"format\": \"dama-game\",}".into(),
            "engine.json.syntax-trailing-comma",
        ),
        (
            format!("{chess} x"),
            "engine.json.syntax-trailing-characters",
        ),
        ("{\"format\" 1}".into(), "engine.json.syntax-expected"),
        ("{\"format\": \"dama-game\" 2}".into(), "engine.json.either"),
        // serde_json's own words for what no other message says.
        ("{\"format\": \"\\udc00\"}".into(), "engine.json.other"),
        ("{\"format\": }".into(), "engine.json.syntax-a-value"),
        ("{format: 1}".into(), "engine.json.syntax-key"),
        ("{\"format\": 01}".into(), "engine.json.syntax-number"),
        (
            "{\"format\": 1e999}".into(),
            "engine.json.syntax-number-range",
        ),
        ("{\"format\": \"\\q\"}".into(), "engine.json.syntax-escape"),
        (
            "{\"format\": \"a\tb\"}".into(),
            "engine.json.syntax-control",
        ),
        (
            chess_edited(|f| {
                f.as_object_mut().unwrap().remove("board");
            }),
            "engine.json.missing-field",
        ),
        (
            moves(json!([{"castle": {"with": "rook"}}])),
            "engine.json.missing-field",
        ),
        (
            chess.replacen("\"name\"", "\"name\": \"a\", \"name\"", 1),
            "engine.json.duplicate-field",
        ),
        (
            chess_edited(|f| f["colour"] = json!("white")),
            "engine.json.one-of",
        ),
        (
            chess_edited(|f| f["pieces"][0]["drop"] = json!({"nifu": true})),
            "engine.json.either",
        ),
        (
            chess_edited(|f| f["board"]["shape"] = json!("square")),
            "engine.json.unknown-field",
        ),
        (
            chess_edited(|f| f["board"]["coordinates"] = json!("hex")),
            "engine.json.unknown-variant",
        ),
        (
            moves(json!([{"ride": [1, 1], "mode": "sometimes"}])),
            "engine.json.unknown-variant",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!("8")),
            "engine.json.invalid-type",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!(300)),
            "engine.json.invalid-value",
        ),
        (moves(json!([{"leap": [1]}])), "engine.json.invalid-length"),
        // What was found and what was expected, worded.
        (
            chess_edited(|f| f["name"] = json!(5)),
            "engine.json.found-integer",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!(1.5)),
            "engine.json.found-number",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!(true)),
            "engine.json.found-boolean",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!("8")),
            "engine.json.found-string",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!(null)),
            "engine.json.found-null",
        ),
        (
            chess_edited(|f| f["board"] = json!([8, 8])),
            "engine.json.found-list",
        ),
        (
            chess_edited(|f| f["pieces"] = json!({})),
            "engine.json.found-object",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!(300)),
            "engine.json.expected-integer",
        ),
        (
            moves(json!([{"leap": [300, 1]}])),
            "engine.json.expected-integer",
        ),
        (
            chess_edited(|f| f["name"] = json!(5)),
            "engine.json.expected-string",
        ),
        (
            chess_edited(|f| f["pieces"][0]["promotion_forced"] = json!(1)),
            "engine.json.expected-boolean",
        ),
        (
            chess_edited(|f| f["pieces"] = json!({})),
            "engine.json.expected-list",
        ),
        (
            chess_edited(|f| f["board"] = json!([8, 8])),
            "engine.json.expected-object",
        ),
        (moves(json!([{"leap": [1]}])), "engine.json.expected-array"),
        (
            chess_edited(|f| f["format"] = json!("chess")),
            "engine.piece.file.format",
        ),
        (
            chess_edited(|f| f["version"] = json!(2)),
            "engine.piece.file.version",
        ),
        (
            chess_edited(|f| f["name"] = json!("my chess")),
            "engine.piece.file.name",
        ),
        (
            chess_edited(|f| f["board"]["files"] = json!(13)),
            "engine.piece.file.range",
        ),
        (
            chess_edited(|f| f["pieces"][1]["value"] = json!(-5)),
            "engine.piece.file.range",
        ),
        (
            chess_edited(|f| {
                f["pieces"][0]["moves"] = json!([{"castle": {"with": "rook", "steps": 8}}])
            }),
            "engine.piece.file.range",
        ),
        (promotion(json!({"ranks": 8})), "engine.piece.file.range"),
        (
            chess_edited(|f| f["board"]["holes"] = json!(["z9"])),
            "engine.piece.file.no-square",
        ),
        (
            chess_edited(|f| {
                f["board"] = json!({"files": 3, "ranks": 3,
                    "holes": ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3"]});
            }),
            "engine.piece.file.holes",
        ),
        (
            chess_edited(|f| f["pieces"][5]["promotes_to"] = json!(["dragon"])),
            "engine.piece.file.no-piece",
        ),
        (
            chess_edited(|f| f["pieces"] = json!([])),
            "engine.piece.file.no-pieces",
        ),
        (
            chess_edited(|f| {
                f["sides"]["white"]["goal"] = json!({"pieces": [], "squares": ["e8"]})
            }),
            "engine.piece.file.no-pieces",
        ),
        (
            chess_edited(|f| {
                let king = f["pieces"][0].clone();
                f["pieces"] = json!(vec![king; 33]);
            }),
            "engine.piece.file.too-many-pieces",
        ),
        (
            chess_edited(|f| f["pieces"][1]["name"] = json!(" ")),
            "engine.piece.file.no-name",
        ),
        (
            chess_edited(|f| f["pieces"][1]["name"] = json!("king")),
            "engine.piece.file.same-name",
        ),
        (
            chess_edited(|f| f["pieces"][1]["letter"] = json!("Qu")),
            "engine.piece.file.letter",
        ),
        (
            chess_edited(|f| f["pieces"][1]["letter"] = json!("k")),
            "engine.piece.file.same-letter",
        ),
        (moves(json!([])), "engine.piece.file.no-moves"),
        (
            chess_edited(|f| f["pieces"][5]["promotes_to"] = json!(["pawn"])),
            "engine.piece.file.promotes-to-itself",
        ),
        (
            chess_edited(|f| f["pieces"][0]["promotion_forced"] = json!(true)),
            "engine.piece.file.nothing-to-promote-to",
        ),
        (
            chess_edited(|f| f["sides"]["black"]["royal"] = json!([])),
            "engine.piece.file.no-royal",
        ),
        (
            chess_edited(|f| {
                f["sides"]["white"]["goal"] = json!({"pieces": ["king"], "squares": []})
            }),
            "engine.piece.file.no-squares",
        ),
        (
            chess_edited(|f| {
                f["sides"]["white"]["goal"] = json!({"pieces": ["king"], "squares": ["e9"]})
            }),
            "engine.piece.file.no-square",
        ),
        (
            moves(json!([{"leap": [1, 1], "ride": [1, 1]}])),
            "engine.piece.file.one-part",
        ),
        (moves(json!([{"ride": [0, 0]}])), "engine.piece.file.vector"),
        (
            moves(json!([{"leap": [1, 1], "range": 2}])),
            "engine.piece.file.leap-range",
        ),
        (
            moves(json!([{"ride": [1, 1], "range": 0}])),
            "engine.piece.file.range-zero",
        ),
        (
            moves(json!([{"ride": [1, 0], "hop": true, "capture": "jump"}])),
            "engine.piece.file.hop-and-jump",
        ),
        (
            moves(json!([{"ride": [1, 0], "hop": true, "mode": "move"}])),
            "engine.piece.file.hop-must-capture",
        ),
        (
            moves(json!([{"leap": [1, 0], "symmetry": "none", "directions": ["backward"]}])),
            "engine.piece.file.directions",
        ),
        (
            chess_edited(|f| {
                f.as_object_mut().unwrap().remove("promotion");
            }),
            "engine.piece.file.no-zone",
        ),
        (
            promotion(json!({"ranks": 1, "white": ["a8"]})),
            "engine.piece.file.zone-twice",
        ),
        (
            promotion(json!({"black": ["a1"]})),
            "engine.piece.file.zone-empty.white",
        ),
        (
            promotion(json!({"white": ["a8"]})),
            "engine.piece.file.zone-empty.black",
        ),
        (
            chess_edited(|f| {
                f["regions"] =
                    json!([{"name": "a", "white": ["a1"]}, {"name": "a", "white": ["b1"]}])
            }),
            "engine.piece.file.same-region",
        ),
        (
            chess_edited(|f| {
                f["board"]["holes"] = json!(["a8"]);
                f["start"] = json!("1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1");
                f["regions"] = json!([{"name": "corner", "white": ["a1"]}]);
            }),
            "engine.piece.file.region-hole",
        ),
        (
            chess_edited(|f| f["regions"] = json!([{"name": "home", "white": []}])),
            "engine.piece.file.no-squares",
        ),
        (
            chess_edited(|f| {
                f["regions"] = json!([{"name": "home", "white": ["a1:h4"]}]);
                f["pieces"][1]["moves"] = json!([{"ride": [1, 0], "within": "palace"}]);
            }),
            "engine.piece.file.no-region",
        ),
        (
            moves(json!([{"ride": [1, 0], "standing_in": "palace"}])),
            "engine.piece.file.no-regions",
        ),
        (
            moves(json!([{"ride": [1, 2], "blocked_at": [[0, 1]]}])),
            "engine.piece.file.blocked-ride",
        ),
        (
            moves(json!([{"leap": [1, 2], "blocked_at": [[0, -1]]}])),
            "engine.piece.file.block",
        ),
        (
            moves(json!([{"leap": [1, 1], "capture": "jump", "blocked_at": [[1, 0]]}])),
            "engine.piece.file.jump-conditions",
        ),
        (
            chess_edited(|f| {
                f["regions"] = json!([{"name": "home", "white": ["a1:h4"]}]);
                f["pieces"][1]["moves"] = json!([{"ride": [1, 0], "within": "home"}, {"leap": [1, 0], "standing_in": "home"}]);
            }),
            "engine.piece.file.conditions-clash",
        ),
        (
            chess_edited(|f| f["sides"]["white"]["called"] = json!("Red side")),
            "engine.piece.file.called",
        ),
        (
            chess_edited(|f| f["pieces"][1]["symbol"] = json!("QQ")),
            "engine.piece.file.symbol",
        ),
        (
            chess_edited(|f| f["board"]["river"] = json!(8)),
            "engine.piece.file.range",
        ),
        (
            chess_edited(|f| f["draws"]["repetition"] = json!(1)),
            "engine.piece.file.repetition",
        ),
        (
            chess_edited(|f| f["draws"]["impasse"] = json!({"threshold": 0})),
            "engine.piece.file.threshold",
        ),
        (
            chess_edited(|f| {
                f["sides"]["white"] = json!({"loses": "no-moves"});
                f["draws"]["impasse"] = json!({"threshold": 5});
            }),
            "engine.piece.file.impasse-royal",
        ),
        (
            chess_edited(|f| f["start"] = json!("8/8 w - - 0 1")),
            "engine.piece.fen.ranks",
        ),
    ];
    let mut reasons: Vec<(Refusal, &'static str)> = files
        .into_iter()
        .map(|(text, key)| match PieceRules::from_json(&text) {
            Ok(_) => panic!("accepted {text}"),
            Err(e) => (e.into(), key),
        })
        .collect();
    let bad = chess_edited(|f| f["version"] = json!(2));
    match PiecePage::new(&format!("file:{bad}")) {
        Ok(_) => panic!("accepted {bad}"),
        Err(e) => reasons.push((e, "engine.piece.file.game-file")),
    }
    let tag = serde_json::to_string(&bad).unwrap();
    match PiecePage::from_pgn(&format!("[GameFile {tag}]\n*"), 0, None) {
        Ok(_) => panic!("accepted {bad}"),
        Err(e) => reasons.push((e, "engine.piece.pgn.game-file")),
    }
    reasons
}

/// Starting-position files serde refuses (bad JSON, a field missing or of the wrong type), each
/// with a key its reason must use.
pub(super) fn setup_file_reasons() -> Vec<(SetupError, &'static str)> {
    let file = |edit: &dyn Fn(&mut Value)| {
        let mut f = json!({"variant": "russian", "toMove": "white",
            "white": {"men": ["c3"], "kings": []}, "black": {"men": ["f6"], "kings": []}});
        edit(&mut f);
        f.to_string()
    };
    let files = [
        ("{".to_string(), "engine.json.syntax-eof"),
        (
            format!("{} x", file(&|_| {})),
            "engine.json.syntax-trailing-characters",
        ),
        (
            file(&|f| {
                f.as_object_mut().unwrap().remove("black");
            }),
            "engine.json.missing-field",
        ),
        (
            file(&|f| f["toMove"] = json!(5)),
            "engine.json.found-integer",
        ),
        (
            file(&|f| f["toMove"] = json!(5)),
            "engine.json.expected-string",
        ),
        (
            file(&|f| f["white"]["men"] = json!("c3")),
            "engine.json.expected-list",
        ),
        (
            file(&|f| f["white"] = json!([])),
            "engine.json.expected-object",
        ),
        (
            file(&|f| f["white"]["men"] = json!([true])),
            "engine.json.expected-square",
        ),
        (
            file(&|f| f["black"]["kings"] = json!([1.5])),
            "engine.json.invalid-value",
        ),
    ];
    files
        .into_iter()
        .map(|(text, key)| (parse_setup(&text).unwrap_err(), key))
        .collect()
}
