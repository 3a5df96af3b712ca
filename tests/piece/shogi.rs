//! One test per rule of `docs/rules/shogi.md`: hands and drops, nifu, uchifuzume, the
//! promotion zone with optional and forced promotion, checkmate, sennichite with perpetual
//! check, the ply limit, and SFEN.

use std::collections::BTreeSet;

use crate::common::piece::{self, play, played, record, refused, round_trips, set, win, written};
use dama::piece::game::{Reason, Status};

const SHOGI: &str = "shogi";

fn moves(sfen: &str) -> BTreeSet<String> {
    piece::moves(SHOGI, sfen)
}

/// The legal moves of `sfen` that begin with `prefix` (a square, or a move and its promotions).
fn from(sfen: &str, prefix: &str) -> BTreeSet<String> {
    moves(sfen)
        .into_iter()
        .filter(|m| m.starts_with(prefix))
        .collect()
}

#[test]
fn a_captured_piece_goes_to_the_captors_hand_unpromoted() {
    assert_eq!(
        written(&played(SHOGI, "4k4/9/9/4+p4/4R4/9/9/9/4K4 b - 1", "5e5d")),
        "4k4/9/9/4R4/9/9/9/9/4K4 w P 2"
    );
}

#[test]
fn a_piece_in_hand_drops_on_any_empty_square_and_never_promoted() {
    let m = moves("4k4/9/9/9/9/9/9/9/4K4 b S 1");
    let drops: Vec<&String> = m.iter().filter(|m| m.starts_with("S*")).collect();
    assert_eq!(drops.len(), 81 - 2);
    assert!(m.contains("S*5b") && !m.iter().any(|m| m.starts_with("S*") && m.ends_with('+')));
}

#[test]
fn no_drop_where_the_piece_could_never_move() {
    let m = moves("4k4/9/9/9/9/9/9/9/4K4 b NLP 1");
    for bad in ["P*1a", "L*9a", "N*3a", "N*3b"] {
        assert!(!m.contains(bad), "{bad}");
    }
    for good in ["P*1b", "L*9b", "N*3c"] {
        assert!(m.contains(good), "{good}");
    }
}

#[test]
fn nifu_no_pawn_drop_on_a_file_with_an_unpromoted_pawn_of_ones_own() {
    let m = moves("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    assert!(!m.iter().any(|m| m.starts_with("P*5")));
    let tokin = moves("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1");
    assert!(tokin.contains("P*5e"), "a promoted pawn does not count");
    let theirs = moves("4k4/9/9/9/4p4/9/9/9/4K4 b P 1");
    assert!(
        theirs.contains("P*5f"),
        "the opponent's pawn does not count"
    );
}

#[test]
fn uchifuzume_no_pawn_drop_that_mates() {
    let m = moves("3lkl3/9/4G4/9/9/9/9/9/4K4 b GP 1");
    assert!(!m.contains("P*5b"), "pawn-drop mate");
    assert!(m.contains("G*5b"), "another piece may mate by a drop");
    let escape = moves("3lk4/9/4G4/9/9/9/9/9/4K4 b P 1");
    assert!(
        escape.contains("P*5b"),
        "a pawn drop check that is not mate is legal"
    );
}

#[test]
fn promotion_is_optional_entering_leaving_or_within_the_zone() {
    assert_eq!(
        from("k8/9/9/4S4/9/9/9/9/8K b - 1", "5d5c"),
        set(&["5d5c", "5d5c+"])
    );
    assert_eq!(
        from("k8/9/4S4/9/9/9/9/9/8K b - 1", "5c4d"),
        set(&["5c4d", "5c4d+"])
    );
    assert_eq!(
        from("k8/4S4/9/9/9/9/9/9/8K b - 1", "5b5a"),
        set(&["5b5a", "5b5a+"])
    );
    assert_eq!(
        from("k8/9/9/9/4S4/9/9/9/8K b - 1", "5e5d"),
        set(&["5e5d"]),
        "outside the zone"
    );
}

#[test]
fn promotion_forced_where_the_piece_could_never_move_again() {
    assert_eq!(from("k8/4P4/9/9/9/9/9/9/8K b - 1", "5b"), set(&["5b5a+"]));
    assert_eq!(
        from("k8/9/9/4N4/9/9/9/9/8K b - 1", "5d"),
        set(&["5d4b+", "5d6b+"])
    );
    assert_eq!(
        from("k8/9/4L4/9/9/9/9/9/8K b - 1", "5c"),
        set(&["5c5a+", "5c5b", "5c5b+"])
    );
    assert_eq!(
        from("k8/9/9/9/9/9/9/9/4N3K b - 1", "5i"),
        set(&["5i4g", "5i6g"])
    );
}

#[test]
fn gold_and_king_never_promote() {
    assert_eq!(from("k8/9/9/4G4/9/9/9/9/8K b - 1", "5d5c"), set(&["5d5c"]));
}

#[test]
fn white_promotes_in_the_three_ranks_nearest_black() {
    assert_eq!(
        from("K8/9/9/9/9/4s4/9/9/8k w - 2", "5f5g"),
        set(&["5f5g", "5f5g+"])
    );
}

#[test]
fn checkmate_wins() {
    assert_eq!(
        record(SHOGI, "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2").status(),
        win(0, Reason::Checkmate)
    );
}

#[test]
fn sennichite_the_fourth_occurrence_draws() {
    let mut r = played(
        SHOGI,
        "4k4/9/9/9/9/9/9/9/4K4 b - 1",
        "5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i",
    );
    assert_eq!(r.status(), Status::Ongoing);
    play(&mut r, "5b5a");
    assert_eq!(r.status(), Status::Draw(Reason::Repetition));
}

#[test]
fn perpetual_check_loses_for_the_side_that_checks() {
    let mut r = played(SHOGI, "5k3/9/9/9/9/9/9/9/R7K b - 1", "9i4i");
    for _ in 0..2 {
        play(&mut r, "4a5a 4i5i 5a4a 5i4i");
        assert_eq!(r.status(), Status::Ongoing);
    }
    play(&mut r, "4a5a 4i5i 5a4a 5i4i");
    assert_eq!(r.status(), win(1, Reason::PerpetualCheck));
}

#[test]
fn a_game_of_512_plies_is_a_draw() {
    let mut r = played(SHOGI, "4k4/9/9/9/9/9/9/9/4K4 b - 511", "5i5h");
    assert_eq!(r.status(), Status::Ongoing);
    play(&mut r, "5a5b");
    assert_eq!(r.status(), Status::Draw(Reason::PlyLimit));
}

/// Project choice (impasse, jishogi): at the ply limit, with both kings in their promotion
/// zones, rook, bishop, dragon and horse count 5 points, every other piece but the king 1, on
/// the board and in hand; fewer than 24 loses, both with 24 or more draw.
#[test]
fn at_the_ply_limit_kings_that_both_entered_are_decided_by_points() {
    let at_limit = |sfen: &str, black: &str, white: &str| {
        let mut r = played(SHOGI, sfen, black);
        assert_eq!(r.status(), Status::Ongoing, "{sfen}: before the limit");
        play(&mut r, white);
        r.status()
    };
    // Black's king on 5b, White's on 5h: both entered.
    let black_short = at_limit(
        "9/4K4/9/9/9/9/9/4k4/9 b 2R2B3P4g4s4n4l8p 511",
        "5b5a",
        "5h5i",
    );
    assert_eq!(
        black_short,
        win(1, Reason::Impasse),
        "Black 23 points, White 24"
    );
    let both = at_limit(
        "9/4K4/9/9/9/9/9/4k4/9 b 2R2B4P4g4s4n4l8p 511",
        "5b5a",
        "5h5i",
    );
    assert_eq!(both, Status::Draw(Reason::Impasse), "24 points each");
    let white_short = at_limit(
        "9/4K4/9/9/9/9/9/4k4/9 b 2R2B4P4g4s4n3l8p 511",
        "5b5a",
        "5h5i",
    );
    assert_eq!(white_short, win(0, Reason::Impasse));
    // A promoted rook on the board counts 5, like one in hand.
    let board = at_limit(
        "9/4K2+R1/9/9/9/9/9/4k4/9 b R2B4P4g4s4n4l8p 511",
        "5b5a",
        "5h5i",
    );
    assert_eq!(board, Status::Draw(Reason::Impasse));
    // White's king outside its zone: a draw by the ply limit, whatever the points.
    let out = at_limit(
        "9/4K4/9/9/9/4k4/9/9/9 b 2R2B3P4g4s4n4l8p 511",
        "5b5a",
        "5f5e",
    );
    assert_eq!(out, Status::Draw(Reason::PlyLimit));
}

#[test]
fn sfen_round_trips_and_bad_sfen_is_named() {
    round_trips(
        SHOGI,
        &[
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "lnsgkgsnl/1r5b1/pppp1pppp/9/9/9/PPPPPPPPP/1+B5R1/LNSGKGSNL w 2Pp 6",
        ],
    );
    refused(
        SHOGI,
        &[
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
                "ranks",
            ),
            ("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1", "two pawns"),
            ("4k4/9/9/9/9/9/9/9/4K4 b 2X 1", "`X`"),
            ("4P4/9/9/9/9/9/9/k8/4K4 b - 1", "never move"),
            ("4k4/9/9/9/9/9/9/9/4K4 b +P 1", "hand"),
            ("4k4/9/9/9/9/9/9/9/4K4 b K 1", "a king is never captured"),
        ],
    );
}

#[test]
fn usi_moves_and_drops_read_back() {
    let r = played(
        SHOGI,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "7g7f 3c3d 8h2b+ 3a2b B*4e",
    );
    assert_eq!(
        written(&r),
        "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6"
    );
}
