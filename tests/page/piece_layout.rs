//! Positions set up piece by piece in the page's editor (`src/page_api/piece_layout.rs`): written
//! as FEN or SFEN and read back, so they are refused for the same reasons a typed FEN is.

use crate::common::piece::layout;
use dama::page_api::piece::{entries, PiecePage};
use dama::page_api::piece_layout::{HandCount, PieceLayout};

fn refusal(name: &str, l: &PieceLayout) -> String {
    match PiecePage::from_layout(name, l) {
        Ok(g) => panic!("accepted: {}", g.fen()),
        Err(e) => e.text,
    }
}

#[test]
fn a_chess_layout_becomes_its_fen_with_the_rights_given() {
    let l = layout(
        "black",
        &[
            ("e1", "white-king"),
            ("h1", "white-rook"),
            ("a1", "white-rook"),
            ("e8", "black-king"),
            ("d7", "black-pawn"),
        ],
        &[],
        Some("Kk"),
    );
    let err = refusal("chess", &l);
    assert!(err.contains("`k`"), "{err}");
    let l = PieceLayout {
        castling: Some("K".into()),
        ..l
    };
    let g = PiecePage::from_layout("chess", &l).unwrap();
    assert_eq!(g.fen(), "4k3/3p4/8/8/8/8/8/R3K2R b K - 0 1");
    assert_eq!(g.status().to_move, "black");
}

#[test]
fn a_layout_without_rights_has_none() {
    let l = layout(
        "white",
        &[
            ("e1", "white-king"),
            ("h1", "white-rook"),
            ("e8", "black-king"),
        ],
        &[],
        None,
    );
    let g = PiecePage::from_layout("chess", &l).unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| m.piece.as_ref().unwrap().partner.is_some()));
}

#[test]
fn a_layout_is_refused_for_the_reasons_a_fen_is() {
    let no_king = layout("white", &[("e1", "white-king")], &[], None);
    assert_eq!(refusal("chess", &no_king), "black has no king on the board");
    let stuck_pawn = layout(
        "white",
        &[
            ("e1", "white-king"),
            ("e8", "black-king"),
            ("a8", "white-pawn"),
        ],
        &[],
        None,
    );
    assert_eq!(
        refusal("chess", &stuck_pawn),
        "the white pawn on a8 could never move from there"
    );
    let checked = layout(
        "white",
        &[
            ("e1", "white-king"),
            ("e8", "black-king"),
            ("e4", "white-rook"),
        ],
        &[],
        None,
    );
    assert_eq!(
        refusal("chess", &checked),
        "black is not to move but stands in check"
    );
}

#[test]
fn a_layout_names_what_it_cannot_place() {
    let off_board = layout("white", &[("i9", "white-king")], &[], None);
    assert_eq!(
        refusal("chess", &off_board),
        "this board has no square `i9`"
    );
    let unknown = layout("white", &[("e1", "white-dragon")], &[], None);
    assert_eq!(
        refusal("chess", &unknown),
        "this game has no piece `white-dragon`"
    );
    let twice = layout(
        "white",
        &[("e1", "white-king"), ("e1", "black-king")],
        &[],
        None,
    );
    assert_eq!(refusal("chess", &twice), "two pieces on e1");
    let side = layout("red", &[], &[], None);
    assert_eq!(
        refusal("chess", &side),
        "the side `red` is neither `white` nor `black`"
    );
    let spaced = layout(
        "white",
        &[
            ("e1", "white-king"),
            ("h1", "white-rook"),
            ("e8", "black-king"),
        ],
        &[],
        Some("K e3"),
    );
    assert_eq!(
        refusal("chess", &spaced),
        "the castling rights `K e3` are not K, Q, k and q (or -)"
    );
    let shogi_rights = layout(
        "white",
        &[("5i", "white-king"), ("5a", "black-king")],
        &[],
        Some("K"),
    );
    assert_eq!(
        refusal("shogi", &shogi_rights),
        "this game has no castling rights to give (`K`)"
    );
}

#[test]
fn a_shogi_layout_holds_hands_and_promoted_pieces() {
    let mut l = layout(
        "black",
        &[
            ("5i", "white-king"),
            ("5a", "black-king"),
            ("3c", "white-promoted-silver"),
        ],
        &[("white", "pawn", 2), ("black", "rook", 1)],
        None,
    );
    let g = PiecePage::from_layout("shogi", &l).unwrap();
    assert_eq!(g.fen(), "4k4/9/6+S2/9/9/9/9/9/4K4 w 2Pr 2");
    assert_eq!(g.hands().len(), 2);
    l.hands.push(HandCount {
        side: "white".into(),
        kind: "promoted pawn".into(),
        count: 1,
    });
    let err = refusal("shogi", &l);
    assert!(err.contains("cannot be in a hand"), "{err}");
}

#[test]
fn hands_are_refused_where_nothing_is_dropped() {
    let l = layout(
        "white",
        &[("e1", "white-king"), ("e8", "black-king")],
        &[("white", "queen", 1)],
        None,
    );
    assert_eq!(refusal("chess", &l), "this game has no drops, so no hands");
}

#[test]
fn the_entry_tells_the_editor_what_hands_hold_and_whether_rights_exist() {
    let all = entries();
    let named = |n: &str| all.iter().find(|e| e.name == n).unwrap();
    let shogi = named("shogi");
    assert_eq!(
        shogi.piece.as_ref().unwrap().hand_kinds,
        ["rook", "bishop", "gold", "silver", "knight", "lance", "pawn"]
    );
    assert!(!shogi.piece.as_ref().unwrap().castling);
    let chess = named("chess");
    assert!(chess.piece.as_ref().unwrap().hand_kinds.is_empty());
    assert!(chess.piece.as_ref().unwrap().castling);
}
