//! One test per rule of `docs/rules/chess.md` (FIDE Laws): castling, en passant, promotion,
//! check, the end of the game and the draws, each from a position that rule decides.

use std::collections::BTreeSet;

use crate::common::piece::{self, legal, play, played, record, refused, round_trips, win, written};
use dama::piece::game::{Reason, Status};

const CHESS: &str = "chess";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

fn moves(position: &str) -> BTreeSet<String> {
    piece::moves(CHESS, position)
}

#[test]
fn castling_on_both_sides_moves_king_two_squares_and_rook_beside_it() {
    let m = moves(CASTLING);
    assert!(m.contains("e1g1") && m.contains("e1c1"));
    assert_eq!(
        written(&played(CHESS, CASTLING, "e1g1 e8c8")),
        "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"
    );
}

#[test]
fn castling_needs_empty_squares_between() {
    let m = moves("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1");
    assert!(!m.contains("e1g1") && !m.contains("e1c1"));
}

#[test]
fn castling_not_out_of_check() {
    let m = moves("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!m.contains("e1g1") && !m.contains("e1c1"));
}

#[test]
fn castling_not_through_or_into_an_attacked_square() {
    let through = moves("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!through.contains("e1g1") && through.contains("e1c1"));
    let into = moves("1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!into.contains("e1g1"));
}

#[test]
fn castling_queenside_allowed_when_only_the_rooks_path_is_attacked() {
    assert!(moves("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").contains("e1c1"));
}

#[test]
fn castling_right_lost_once_king_or_rook_moved() {
    let mut r = played(CHESS, CASTLING, "h1h2 a8a7 h2h1 a7a8");
    assert_eq!(written(&r), "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 4 3");
    play(&mut r, "e1d1 e8d8 d1e1 d8e8");
    assert!(!legal(&r).iter().any(|m| m == "e1c1" || m == "e1g1"));
}

#[test]
fn en_passant_only_on_the_move_right_after_the_double_step() {
    let before = "4k3/8/8/8/4p3/8/3P3P/4K3 w - - 0 1";
    let mut r = played(CHESS, before, "d2d4");
    assert!(legal(&r).contains("e4d3"));
    let later = played(CHESS, before, "d2d4 e8e7 h2h3");
    assert!(!legal(&later).contains("e4d3"));
    play(&mut r, "e4d3");
    assert_eq!(written(&r), "4k3/8/8/8/8/3p4/7P/4K3 w - - 0 2");
}

#[test]
fn en_passant_illegal_when_it_exposes_the_king_along_the_rank() {
    let m = moves("8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
    assert!(!m.contains("b5c6"));
    assert!(m.contains("b5b6"));
}

#[test]
fn promotion_to_queen_rook_bishop_or_knight_four_moves() {
    let before = "8/P7/8/8/8/8/8/k6K w - - 0 1";
    let m = moves(before);
    for p in ["a7a8q", "a7a8r", "a7a8b", "a7a8n"] {
        assert!(m.contains(p), "{p}");
    }
    assert!(!m.contains("a7a8"));
    assert_eq!(
        written(&played(CHESS, before, "a7a8n")),
        "N7/8/8/8/8/8/8/k6K b - - 0 1"
    );
}

#[test]
fn a_move_that_leaves_the_king_attacked_is_illegal() {
    let m = moves("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
    assert!(
        m.iter().all(|m| !m.starts_with("e2")),
        "the pinned bishop stays"
    );
    assert!(!m.contains("e1e2"));
}

#[test]
fn checkmate_wins() {
    let r = played(CHESS, START, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(r.status(), win(1, Reason::Checkmate));
    assert!(r.legal_moves().is_empty());
}

#[test]
fn stalemate_is_a_draw() {
    assert_eq!(
        record(CHESS, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").status(),
        Status::Draw(Reason::Stalemate)
    );
}

#[test]
fn threefold_repetition_draws() {
    let mut r = played(CHESS, START, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    assert_eq!(r.status(), Status::Ongoing);
    play(&mut r, "f6g8");
    assert_eq!(r.status(), Status::Draw(Reason::Repetition));
}

#[test]
fn repetition_counts_castling_rights() {
    // The first position had both castling rights; after the king's walk it has none.
    let r = played(CHESS, CASTLING, "e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8");
    assert_eq!(r.status(), Status::Ongoing);
}

#[test]
fn fifty_moves_without_capture_or_pawn_move_draw() {
    let before = "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80";
    assert_eq!(
        played(CHESS, before, "a1a2").status(),
        Status::Draw(Reason::NoProgress)
    );
    assert_eq!(played(CHESS, before, "e2e4").status(), Status::Ongoing);
}

#[test]
fn checkmate_on_the_hundredth_ply_wins_rather_than_draws() {
    assert_eq!(
        played(CHESS, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "a1a8").status(),
        win(0, Reason::Checkmate)
    );
}

#[test]
fn insufficient_material_draws() {
    for f in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1",
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
    ] {
        assert_eq!(
            record(CHESS, f).status(),
            Status::Draw(Reason::InsufficientMaterial),
            "{f}"
        );
    }
    for f in [
        "3bk3/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
    ] {
        assert_eq!(record(CHESS, f).status(), Status::Ongoing, "{f}");
    }
}

#[test]
fn fen_round_trips_and_bad_fen_is_named() {
    round_trips(
        CHESS,
        &[
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        ],
    );
    refused(
        CHESS,
        &[
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "ranks"),
            (
                "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "rank 3",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                "`X`",
            ),
            (
                "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
                "no king",
            ),
            ("4k3/8/8/8/8/8/8/4K2R x K - 0 1", "side to move"),
            ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling"),
            (
                "4k3/8/8/8/4K2R/8/8/8 w K - 0 1",
                "the king on e4 is not on a square it starts on",
            ),
            (
                "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1",
                "the rook on g1 is not on a square it starts on",
            ),
            ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "in check"),
            ("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "never move"),
        ],
    );
}

#[test]
fn an_illegal_or_unreadable_move_is_refused_and_changes_nothing() {
    let mut r = record(CHESS, START);
    for bad in ["e2e5", "", "zz", "e1g1"] {
        assert!(r.play_text(bad).is_err(), "{bad}");
    }
    assert!(r.moves_played().is_empty());
}
