//! One test per rule of `docs/rules/makruk.md`: the met, the khon, the pawns' start on the
//! third rank without a double step and their forced promotion to a met on the sixth, no
//! castling, and stalemate as a draw.

use std::collections::BTreeSet;

use crate::common::piece::{self, played, record, set, written};
use dama::piece::game::{Reason, Status};

const MAKRUK: &str = "makruk";
const START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

fn from(position: &str, square: &str) -> BTreeSet<String> {
    piece::moves_from(MAKRUK, position, square)
}

#[test]
fn the_start_position_has_23_moves_and_reads_back() {
    piece::assert_start(MAKRUK, START, 23);
}

#[test]
fn the_met_steps_one_square_diagonally() {
    // §3.2.
    assert_eq!(
        from("4k3/8/8/8/3M4/8/8/4K3 w - - 0 1", "d4"),
        set(&["d4c3", "d4c5", "d4e3", "d4e5"])
    );
}

#[test]
fn the_khon_steps_diagonally_or_straight_forward() {
    // §3.3: five squares, the one straight back not among them.
    assert_eq!(
        from("4k3/8/8/8/3S4/8/8/4K3 w - - 0 1", "d4"),
        set(&["d4c3", "d4c5", "d4d5", "d4e3", "d4e5"])
    );
    // Black's khon steps forward toward White.
    assert!(from("4k3/8/8/3s4/8/8/8/4K3 b - - 0 1", "d5").contains("d5d4"));
}

#[test]
fn pawns_step_one_square_and_never_two() {
    // §3.6: from the third rank only to the fourth.
    assert_eq!(from(START, "e3"), set(&["e3e4"]));
}

#[test]
fn a_pawn_reaching_the_sixth_rank_becomes_a_met() {
    // §3.6: the promotion is forced and only to a met.
    assert_eq!(
        from("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", "d5"),
        set(&["d5d6m"])
    );
    assert_eq!(
        written(&played(MAKRUK, "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", "d5d6m")),
        "4k3/8/3M4/8/8/8/8/4K3 b - - 0 1"
    );
}

#[test]
fn there_is_no_castling() {
    // §3.1: the khun steps one square only.
    assert_eq!(
        from("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "e1"),
        set(&["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"])
    );
}

#[test]
fn stalemate_is_a_draw() {
    // §5.
    assert_eq!(
        record(MAKRUK, "k7/1R6/2K5/8/8/8/8/8 b - - 0 1").status(),
        Status::Draw(Reason::Stalemate)
    );
}
