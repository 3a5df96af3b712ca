//! The page's API for piece games (`src/page_api/piece.rs`) and PGN (`src/piece/pgn.rs`): games
//! from moves in either notation, promotion choices and drops as the page sees them, the cursor,
//! a loss on time, and PGN written and read back — for built-in games and games from a file.

use dama::page_api::pdn_entries;
use dama::page_api::piece::PiecePage;
use dama::piece::{is_piece_game, name_of, rules_named};

fn moves(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

const CHESS_GAME: [&str; 15] = [
    "e4", "a6", "e5", "d5", "exd6", "Nf6", "dxc7", "Nc6", "cxd8=N", "Kxd8", "Nf3", "a5", "Bc4",
    "a4", "O-O",
];

#[test]
fn chess_moves_in_san_or_uci_give_the_same_game() {
    let san = PiecePage::from_moves("chess", None, &moves(&CHESS_GAME)).unwrap();
    let uci = PiecePage::from_moves(
        "chess",
        None,
        &moves(&[
            "e2e4", "a7a6", "e4e5", "d7d5", "e5d6", "g8f6", "d6c7", "b8c6", "c7d8n", "e8d8",
            "g1f3", "a6a5", "f1c4", "a5a4", "e1g1",
        ]),
    )
    .unwrap();
    assert_eq!(san.fen(), uci.fen());
    assert_eq!(san.move_texts(), CHESS_GAME);
    let history = san.history();
    assert_eq!(
        history[4].captured,
        ["d5"],
        "en passant takes the pawn beside"
    );
    assert_eq!(
        history[8].piece.as_ref().unwrap().promote.as_deref(),
        Some("knight")
    );
    assert_eq!(
        history[14].piece.as_ref().unwrap().partner,
        Some(["h1".to_string(), "f1".to_string()])
    );
}

#[test]
fn a_promotion_is_one_move_per_choice() {
    let page = PiecePage::from_fen("chess", "7k/P7/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let mut choices: Vec<String> = page
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == "a7")
        .map(|m| {
            assert_eq!(m.to, "a8");
            assert!(m.crowned);
            m.piece.clone().unwrap().promote.unwrap()
        })
        .collect();
    choices.sort();
    assert_eq!(choices, ["bishop", "knight", "queen", "rook"]);
}

#[test]
fn shogi_declined_promotion_drop_and_check() {
    let mut page = PiecePage::from_moves(
        "shogi",
        None,
        &moves(&["P-7f", "P-3d", "Bx2b=", "Sx2b", "B*5e"]),
    )
    .unwrap();
    let hands = page.hands();
    assert_eq!(hands.len(), 1, "{hands:?}");
    assert_eq!(
        (hands[0].side, hands[0].kind.as_str(), hands[0].count),
        ("black", "bishop", 1)
    );
    let drops: Vec<_> = page
        .legal_moves()
        .into_iter()
        .filter(|m| m.piece.as_ref().unwrap().drop.is_some())
        .collect();
    assert!(drops
        .iter()
        .all(|m| m.from == "*bishop" && m.path == [m.to.clone()]));
    assert!(page.status().piece.as_ref().unwrap().check.is_empty());
    page.play("B*9e").unwrap();
    let status = page.status();
    assert_eq!(status.piece.as_ref().unwrap().check, ["5i"]);
    assert_eq!(
        status.to_move, "white",
        "sente, who starts, is the page's white"
    );
    assert_eq!(status.piece.as_ref().unwrap().start_to_move, "white");
}

#[test]
fn a_resignation_and_an_agreed_draw_are_written_in_pgn_and_read_back() {
    let mut page = PiecePage::from_moves("chess", None, &moves(&["e4", "e5"])).unwrap();
    page.resign("black").unwrap();
    let result = page.status().result;
    assert_eq!(
        (result.winner, result.reason, result.pdn),
        (Some("white"), Some("resignation"), "1-0")
    );
    let pgn = page.to_pgn(&[]);
    assert!(pgn.contains("[Termination \"resignation\"]"), "{pgn}");
    let back = PiecePage::from_pgn(&pgn, 0, None).unwrap().status().result;
    assert_eq!(
        (back.winner, back.reason),
        (Some("white"), Some("resignation"))
    );

    let mut page = PiecePage::from_moves("shogi", None, &moves(&["7g7f"])).unwrap();
    page.agree_draw().unwrap();
    let pgn = page.to_pgn(&[]);
    assert!(pgn.contains("[Termination \"draw agreed\"]"), "{pgn}");
    let back = PiecePage::from_pgn(&pgn, 0, None).unwrap().status().result;
    assert_eq!((back.state, back.reason), ("draw", Some("agreement")));
    assert!(page.to_csa(["a", "b"]).unwrap().ends_with("%HIKIWAKE\n"));
}

#[test]
fn the_cursor_redo_truncate_and_time() {
    let mut page = PiecePage::from_moves("chess", None, &moves(&["e4", "e5", "Nf3"])).unwrap();
    assert!(page.go_to(1));
    assert_eq!((page.status().ply, page.status().length), (1, 3));
    assert_eq!(page.history().len(), 3);
    assert_eq!(page.status().final_result.state, "ongoing");
    assert!(page.lose_on_time("black").is_err(), "only at the last move");
    assert!(page.redo());
    assert_eq!(page.truncate(), 1);
    assert_eq!(page.status().length, 2);
    page.lose_on_time("black").unwrap();
    let status = page.status();
    assert_eq!(
        (
            status.result.winner,
            status.result.reason,
            status.result.pdn
        ),
        (Some("white"), Some("time"), "1-0")
    );
    // Written and read back (a reload of the page), it is still a loss on time.
    let pgn = page.to_pgn(&[]);
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    let back = PiecePage::from_pgn(&pgn, 0, None).unwrap().status().result;
    assert_eq!((back.winner, back.reason), (Some("white"), Some("time")));
    assert!(page.legal_moves().is_empty());
    assert!(page.play("Nf3").is_err());
    assert!(page.undo());
    assert_eq!(page.status().result.state, "ongoing");
    assert_eq!(page.status().final_result.reason, Some("time"));
    assert!(page.redo(), "browsing forward again");
    assert_eq!(page.status().result.reason, Some("time"));
    assert!(page.undo());
    page.play("Nc6").unwrap();
    assert_eq!(
        page.status().final_result.state,
        "ongoing",
        "the moves changed"
    );
}

/// A resignation or an agreed draw is in a record's result only: read, it ends the game at its
/// last move, stays while the moves are browsed, and goes once they change.
#[test]
fn a_recorded_result_ends_the_game_at_its_last_move() {
    for (result, state, winner) in [
        ("1-0", "win", Some("white")),
        ("0-1", "win", Some("black")),
        ("1/2-1/2", "draw", None),
    ] {
        let text =
            format!("[Variant \"chess\"]\n[Result \"{result}\"]\n\n1. e4 e5 2. Nf3 {result}\n");
        let mut page = PiecePage::from_pgn(&text, 0, None).unwrap();
        let r = page.status().result;
        assert_eq!(
            (r.state, r.winner, r.reason, r.pdn),
            (state, winner, Some("recorded"), result),
            "{text}"
        );
        assert!(page.legal_moves().is_empty(), "{result}: the game is over");
        assert!(page.to_pgn(&[]).contains(&format!("[Result \"{result}\"]")));
        assert!(page.undo());
        assert_eq!(page.status().result.state, "ongoing");
        assert_eq!(page.status().final_result.reason, Some("recorded"));
        assert!(page.redo());
        assert_eq!(page.status().result.reason, Some("recorded"));
        assert!(page.undo());
        page.play("Nc3").unwrap();
        assert_eq!(page.status().final_result.state, "ongoing", "{result}");
    }
}

#[test]
fn checkmate_is_a_win_with_its_reason() {
    let page = PiecePage::from_moves("chess", None, &moves(&["f3", "e5", "g4", "Qh4#"])).unwrap();
    let r = page.status().result;
    assert_eq!(
        (r.state, r.winner, r.reason, r.pdn),
        ("win", Some("black"), Some("checkmate"), "0-1")
    );
}

#[test]
fn a_side_that_cannot_move_loses_with_a_reason_of_its_own() {
    // Chess against draughts: the draughts side loses when it cannot move, here with no piece
    // left. Its reason is not Antidraughts' `no-moves-left`, where the side that cannot move wins.
    let page = PiecePage::from_fen("chess-vs-draughts", "8/8/8/8/8/8/8/4K3 b - - 0 1").unwrap();
    let r = page.status().result;
    assert_eq!(
        (r.state, r.winner, r.reason, r.pdn),
        ("win", Some("white"), Some("no-moves"), "1-0")
    );
}

#[test]
fn pgn_round_trip_keeps_moves_tags_and_result() {
    let page = PiecePage::from_moves("chess", None, &moves(&CHESS_GAME)).unwrap();
    let tags = vec![
        ("Event".to_string(), "Test \"quoted\"".to_string()),
        ("Result".to_string(), "1-0".to_string()),
    ];
    let pgn = page.to_pgn(&tags);
    assert!(pgn.contains("[Event \"Test \\\"quoted\\\"\"]"), "{pgn}");
    assert!(
        pgn.contains("[Result \"*\"]"),
        "the game's own result: {pgn}"
    );
    assert!(pgn.contains("5. cxd8=N Kxd8"), "{pgn}");
    let back = PiecePage::from_pgn(&pgn, 0, None).unwrap();
    assert_eq!(back.move_texts(), CHESS_GAME);
    assert_eq!(back.fen(), page.fen());
    assert!(back
        .tags()
        .contains(&("Event".to_string(), "Test \"quoted\"".to_string())));
}

#[test]
fn pgn_from_a_position_with_comments_variations_and_nags() {
    let text = "[Variant \"chess\"]\n[FEN \"7k/P7/8/8/8/8/8/K7 w - - 0 1\"]\n\n\
                1. a8=R+ {a comment} (1. a8=Q+ Kg7) Kg7 $1 ; rest of line\n2. Kb2 *\n";
    let page = PiecePage::from_pgn(text, 0, None).unwrap();
    assert_eq!(page.move_texts(), ["a8=R+", "Kg7", "Kb2"]);
    assert_eq!(page.start_fen(), "7k/P7/8/8/8/8/8/K7 w - - 0 1");
}

#[test]
fn pgn_errors_name_the_line_and_the_move() {
    let text = "[Variant \"chess\"]\n\n1. e4 e5\n2. Ke3 *\n";
    let err = PiecePage::from_pgn(text, 0, None).unwrap_err();
    assert!(
        err.text.contains("line 4") && err.text.contains("move 3") && err.text.contains("Ke3"),
        "{err}"
    );
    let err = PiecePage::from_pgn("[Variant \"go\"]\n\n*", 0, None).unwrap_err();
    assert!(err.text.contains("`go`"), "{err}");
    let err = PiecePage::from_pgn("1. e4 *", 0, None).unwrap_err();
    assert!(err.text.contains("no Variant or GameFile"), "{err}");
    assert!(PiecePage::from_pgn("1. e4 *", 0, Some("chess")).is_ok());
}

#[test]
fn several_games_are_listed_each_with_its_problem() {
    let text = "[Variant \"chess\"]\n\n1. e4 e5 1-0\n\n[Variant \"shogi\"]\n\n1. P-7f P-3d *\n\n\
                [Variant \"chess\"]\n\n1. e5 *\n";
    let list = pdn_entries(text, None).unwrap();
    assert_eq!(list.len(), 3);
    assert_eq!(
        (
            list[0].plies,
            list[0].result.as_str(),
            list[0].variant.as_deref()
        ),
        (2, "1-0", Some("chess"))
    );
    assert_eq!(list[1].variant.as_deref(), Some("shogi"));
    assert!(list[2].error.as_deref().unwrap().contains("e5"));
    assert_eq!(
        list.iter().map(|e| e.line).collect::<Vec<_>>(),
        [1, 5, 9],
        "each game, read or not, names the line where it begins"
    );
    let second = PiecePage::from_pgn(text, 1, None).unwrap();
    assert_eq!(second.move_texts(), ["P-7f", "P-3d"]);
}

#[test]
fn a_game_from_a_file_travels_with_its_rules() {
    let mut file: serde_json::Value =
        serde_json::from_str(include_str!("../../src/piece/games/los-alamos.json")).unwrap();
    file["name"] = "my-game".into();
    let name = format!("file:{file}");
    assert!(is_piece_game(&name));
    let rules = rules_named(&name).unwrap();
    assert!(name_of(&rules).starts_with("file:"));
    assert_eq!(name_of(&rules_named("los-alamos").unwrap()), "los-alamos");
    let page = PiecePage::from_moves(&name, None, &moves(&["d3", "d4"])).unwrap();
    let record = page.record().unwrap();
    let rebuilt = PiecePage::from_record(&record.variant, &record.start, &record.moves).unwrap();
    assert_eq!(rebuilt.fen(), page.fen());
    let pgn = page.to_pgn(&[]);
    assert!(pgn.contains("[GameFile \""), "{pgn}");
    let back = PiecePage::from_pgn(&pgn, 0, None).unwrap();
    assert_eq!(back.variant(), page.variant());
    assert_eq!(back.move_texts(), ["d3", "d4"]);
    let err = rules_named("file:{\"format\": 3}").unwrap_err();
    assert!(err.text.starts_with("the game file:"), "{err}");
}

#[test]
fn an_impasse_at_the_ply_limit_is_shown_with_its_threshold() {
    let mut page =
        PiecePage::from_fen("shogi", "9/4K4/9/9/9/9/9/4k4/9 b 2R2B3P4g4s4n4l8p 511").unwrap();
    page.play("5b5a").unwrap();
    page.play("5h5i").unwrap();
    let result = page.status().result;
    assert_eq!(
        (result.state, result.winner, result.reason, result.count),
        ("win", Some("black"), Some("impasse"), Some(24)),
        "Black (sente) has 23 points: Gote, the page's black, wins"
    );
    assert!(result.text.contains("impasse"), "{}", result.text);
}

#[test]
fn an_impasse_is_declared_only_with_both_kings_entered_and_the_points_decide() {
    let mut start = PiecePage::new("shogi").unwrap();
    assert!(!start.status().piece.as_ref().unwrap().impasse);
    assert!(start
        .declare_impasse()
        .unwrap_err()
        .contains("promotion zones"));
    let mut chess = PiecePage::new("chess").unwrap();
    assert!(chess
        .declare_impasse()
        .unwrap_err()
        .contains("no impasse rule"));

    // 24 points each: a draw; no move is legal afterwards, and the PGN and CSA say so.
    let mut page =
        PiecePage::from_fen("shogi", "9/4K4/9/9/9/9/9/4k4/9 b 2R2B4P4g4s4n4l8p 1").unwrap();
    assert!(page.status().piece.as_ref().unwrap().impasse);
    page.declare_impasse().unwrap();
    let result = page.status().result;
    assert_eq!(
        (result.state, result.reason, result.count),
        ("draw", Some("impasse"), Some(24))
    );
    assert!(!page.status().piece.as_ref().unwrap().impasse && page.legal_moves().is_empty());
    assert!(page.play("5b5a").is_err());
    assert!(page.to_pgn(&[]).contains("1/2-1/2"));
    assert!(page.to_csa(["a", "b"]).unwrap().ends_with("%JISHOGI\n"));
    assert!(page.declare_impasse().is_err(), "declared once");
    assert!(page.play_index(0).is_err());
    // Taking back a move undoes the declaration with it.
    let mut played =
        PiecePage::from_fen("shogi", "9/4K4/9/9/9/9/9/4k4/9 b 2R2B3P4g4s4n4l8p 1").unwrap();
    played.play("5b5a").unwrap();
    played.declare_impasse().unwrap();
    let result = played.status().result;
    assert_eq!(
        (result.state, result.winner),
        ("win", Some("black")),
        "Gote: 24 against 23"
    );
    assert!(played.undo());
    assert_eq!(played.status().result.state, "ongoing");
}

#[test]
fn a_refused_piece_move_names_the_rule_that_forbids_it() {
    use dama::common::restriction::Restriction;
    use dama::page_api::PageApi;
    let why = |game: &str, fen: &str, from: &str, to: &str| {
        PiecePage::from_fen(game, fen)
            .unwrap()
            .restriction(from, Some(to))
            .unwrap()
    };
    let region = |name: &str| name.to_string();
    // Xiangqi: the horse's leg, the elephant at the river, the general in its palace, the
    // soldier before the river, the generals facing each other.
    assert_eq!(
        why(
            "xiangqi",
            "5k3/9/9/9/4P4/4N4/9/9/9/3K5 w - - 0 1",
            "e5",
            "d7"
        ),
        Some(Restriction::Blocked {
            square: "e6".into()
        })
    );
    assert_eq!(
        why("xiangqi", "5k3/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1", "c5", "e7"),
        Some(Restriction::KeepsToRegion {
            region: region("own half")
        })
    );
    assert_eq!(
        why("xiangqi", "5k3/9/9/9/9/9/9/3K5/9/9 w - - 0 1", "d3", "c3"),
        Some(Restriction::KeepsToRegion {
            region: region("palace")
        })
    );
    assert_eq!(
        why("xiangqi", "5k3/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1", "e5", "d5"),
        Some(Restriction::OnlyFromRegion {
            region: region("across the river")
        })
    );
    assert_eq!(
        why("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1", "d1"),
        Some(Restriction::RoyalsFace {
            piece: "general".into()
        })
    );
    // Chess: a pinned piece; a move the piece does not make says nothing more.
    let pinned = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1";
    assert_eq!(
        why("chess", pinned, "e2", "d3"),
        Some(Restriction::LeavesRoyalAttacked {
            piece: "king".into()
        })
    );
    assert_eq!(why("chess", pinned, "e2", "e4"), None);
    assert_eq!(why("chess", pinned, "e1", "d1"), None);
}
