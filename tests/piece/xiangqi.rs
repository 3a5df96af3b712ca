//! One test per rule of `docs/rules/xiangqi.md`: the palace, the elephant's own half and its
//! blocked eye, the horse's blocked leg, the cannon's screen, the soldier across the river, the
//! generals that may not face each other, stalemate and perpetual check as losses, repetition;
//! then minixiangqi's differences (§ 9).

use crate::common::piece::{self, moves_from as from, play, played, record, set, win};
use dama::piece::game::{Reason, Status};
use dama::piece::notation::{display_move, engine_move, parse_engine_move};
use dama::piece::pgn::parse_move;

const XIANGQI: &str = "xiangqi";
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[test]
fn the_start_position_has_44_moves_and_reads_back() {
    piece::assert_start(XIANGQI, START, 44);
}

#[test]
fn the_general_steps_orthogonally_inside_its_palace_only() {
    // §3.1: on d3, the palace's corner, it may go to d2 and e3, not c3 nor d4.
    let xq = "5k3/9/9/9/9/9/9/3K5/9/9 w - - 0 1";
    assert_eq!(from(XIANGQI, xq, "d3"), set(&["d3d2", "d3e3"]));
}

#[test]
fn the_advisor_steps_diagonally_inside_its_palace_only() {
    // §3.2: from the palace's centre to its four corners; from a corner back to the centre.
    let centre = "5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1";
    assert_eq!(from(XIANGQI, centre, "e2"), set(&["e2d3", "e2f1", "e2f3"]));
    let corner = "5k3/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1";
    assert_eq!(from(XIANGQI, corner, "d3"), set(&["d3e2"]));
}

#[test]
fn the_elephant_stays_on_its_own_side_of_the_river() {
    // §3.3: from c5, on the river's bank, only back to a3 and e3, never across to a7 or e7.
    let bank = "5k3/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1";
    assert_eq!(from(XIANGQI, bank, "c5"), set(&["c5a3", "c5e3"]));
    // Black's elephant likewise keeps to ranks 6 to 10.
    let black = "5k3/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1";
    assert_eq!(from(XIANGQI, black, "c6"), set(&["c6a8", "c6e8"]));
}

#[test]
fn a_piece_on_the_elephants_eye_blocks_it() {
    // §3.3: a piece of either side on d4 blocks the leap from c5 to e3.
    for blocker in ["P", "p"] {
        let xq = format!("5k3/9/9/9/9/2B6/3{blocker}5/9/9/3K5 w - - 0 1");
        assert_eq!(from(XIANGQI, &xq, "c5"), set(&["c5a3"]), "{blocker} on d4");
    }
}

#[test]
fn a_piece_beside_the_horse_blocks_its_leaps_that_way() {
    // §3.4: the horse on e5 with a piece on e6 cannot leap to d7 or f7; its other six leaps
    // are open.
    let all = [
        "e5c4", "e5c6", "e5d3", "e5d7", "e5f3", "e5f7", "e5g4", "e5g6",
    ];
    assert_eq!(
        from(XIANGQI, "5k3/9/9/9/9/4N4/9/9/9/3K5 w - - 0 1", "e5"),
        set(&all)
    );
    for blocker in ["P", "p"] {
        let xq = format!("5k3/9/9/9/4{blocker}4/4N4/9/9/9/3K5 w - - 0 1");
        let open: Vec<&str> = all
            .iter()
            .copied()
            .filter(|m| !["e5d7", "e5f7"].contains(m))
            .collect();
        assert_eq!(from(XIANGQI, &xq, "e5"), set(&open), "{blocker} on e6");
    }
}

#[test]
fn a_blocked_horse_gives_no_check() {
    // §3.4, §5: the black horse on e3 checks the general on d1 unless a piece on e2 blocks it.
    let checked = |position: &str| {
        let r = record(XIANGQI, position);
        dama::piece::movegen::in_check(r.game(), r.position(), 0)
    };
    assert!(checked("5k3/9/9/9/9/9/9/4n4/9/3K5 w - - 0 1"));
    assert!(!checked("5k3/9/9/9/9/9/9/4n4/4p4/3K5 w - - 0 1"));
}

#[test]
fn the_cannon_captures_over_exactly_one_screen() {
    // §3.6: on b3 with a screen on b5 it takes the piece on b8 (the first beyond); with no
    // screen it takes nothing, with two screens nothing beyond both.
    let one = "5k3/9/1r7/9/9/1P7/9/1C7/9/3K5 w - - 0 1";
    let moves = from(XIANGQI, one, "b3");
    assert!(moves.contains("b3b8") && !moves.contains("b3b5") && moves.contains("b3b4"));
    let none = "5k3/9/1r7/9/9/9/9/1C7/9/3K5 w - - 0 1";
    assert!(!from(XIANGQI, none, "b3").contains("b3b8"));
    assert!(from(XIANGQI, none, "b3").contains("b3b7"));
    let two = "5k3/9/1r7/1p7/9/1P7/9/1C7/9/3K5 w - - 0 1";
    assert!(!from(XIANGQI, two, "b3").contains("b3b8"));
    assert!(from(XIANGQI, two, "b3").contains("b3b7"));
}

#[test]
fn the_soldier_moves_sideways_only_once_across_the_river() {
    // §3.7: on e5 (its own half) only forward; on e6 forward and sideways; never back.
    assert_eq!(
        from(XIANGQI, "5k3/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1", "e5"),
        set(&["e5e6"])
    );
    assert_eq!(
        from(XIANGQI, "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6"),
        set(&["e6d6", "e6e7", "e6f6"])
    );
    // On the last rank it can only go sideways.
    assert_eq!(
        from(XIANGQI, "P4k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "a10"),
        set(&["a10b10"])
    );
}

#[test]
fn the_generals_may_not_face_each_other_on_an_open_file() {
    // §4: a piece between the generals may not leave their file ...
    let between = "3k5/9/9/9/3C5/9/9/9/9/3K5 w - - 0 1";
    let cannon = from(XIANGQI, between, "d6");
    assert_eq!(cannon.len(), 7, "{cannon:?}");
    assert!(cannon.iter().all(|m| m[2..].starts_with('d')), "{cannon:?}");
    // ... and a general may not step onto the other's open file.
    let beside = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assert_eq!(from(XIANGQI, beside, "e1"), set(&["e1e2", "e1f1"]));
    // A position with the generals facing and White to move is Black's illegal move.
    assert!(dama::piece::fen::parse(
        &dama::piece::built_in(XIANGQI).unwrap(),
        "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1"
    )
    .is_err());
}

#[test]
fn checkmate_wins() {
    // §5: a chariot checks along the tenth rank, the other holds the ninth.
    let r = played(XIANGQI, "3k5/R8/9/9/9/9/9/9/9/1R3K3 w - - 0 1", "b1b10");
    assert_eq!(r.status(), win(0, Reason::Checkmate));
}

#[test]
fn stalemate_loses_for_the_side_that_cannot_move() {
    // §5: Black's general on d10 cannot go to e10 or d9 (the chariot on e9 holds both) and
    // is not in check.
    assert_eq!(
        record(XIANGQI, "3k5/4R4/9/9/9/9/9/9/9/5K3 b - - 0 1").status(),
        win(0, Reason::Stalemate)
    );
}

#[test]
fn perpetual_check_loses_for_the_side_that_checks() {
    // §6: the chariot checks from a10 and a9 in turn while the general steps between f10 and
    // f9; the position comes back a third time and the checking side loses.
    let start = "5k3/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";
    let mut r = played(XIANGQI, start, "a9a10 f10f9 a10a9 f9f10");
    assert_eq!(r.status(), Status::Ongoing);
    play(&mut r, "a9a10 f10f9 a10a9 f9f10");
    assert_eq!(r.status(), win(1, Reason::PerpetualCheck));
}

#[test]
fn a_repetition_without_perpetual_check_draws() {
    // §6 (project choice: no rule against perpetual chasing): quiet moves back and forth.
    let mut r = played(XIANGQI, START, "b1c3 b10c8 c3b1 c8b10");
    play(&mut r, "b1c3 b10c8 c3b1");
    assert_eq!(r.status(), Status::Ongoing);
    play(&mut r, "c8b10");
    assert_eq!(r.status(), Status::Draw(Reason::Repetition));
}

const MINI: &str = "minixiangqi";

#[test]
fn minixiangqi_starts_with_19_moves_and_its_soldiers_move_sideways_at_once() {
    // §9: no river; the soldier on c2 goes forward or sideways from the start.
    let start = "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1";
    assert_eq!(piece::moves(MINI, start).len(), 19);
    assert_eq!(from(MINI, start, "a2"), set(&["a2a3", "a2b2"]));
}

#[test]
fn minixiangqi_keeps_the_palace_and_the_facing_rule() {
    // §9: the palace is c1 to e3 (c5 to e7 for Black); the generals may not face each other.
    let xq = "4k2/7/7/7/7/7/3K3 w - - 0 1";
    assert_eq!(from(MINI, xq, "d1"), set(&["d1c1", "d1d2"]));
}

#[test]
fn moves_are_written_in_the_world_xiangqi_federations_notation() {
    // §2: the file counted from the mover's right, `+` forward, `-` back, `.` along the rank,
    // then the steps or the file reached; the horse is H and the elephant E in moves.
    let written = |position: &str, line: &str| -> Vec<String> {
        let mut r = record(XIANGQI, position);
        line.split_whitespace()
            .map(|m| {
                let mv = parse_engine_move(r.game(), r.position(), m).unwrap();
                let text = display_move(r.game(), r.position(), &mv);
                play(&mut r, m);
                text
            })
            .collect()
    };
    assert_eq!(
        written(START, "h3e3 h10g8 h1g3 i10h10 c1a3 c7c6 a1a2 h8h4"),
        ["C2.5", "H8+7", "H2+3", "R9.8", "E7+9", "P3+1", "R9+1", "C8+4"]
    );
    // Two chariots on a file: the front one `+`, the rear one `-`.
    let tandem = "3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1";
    assert_eq!(written(tandem, "a4b4"), ["R+.8"]);
    assert_eq!(written(tandem, "a2a3"), ["R-+1"]);
    // Three soldiers on a file: front `+`, middle by its file, rear `-`.
    let pawns = "3k5/9/P8/P8/P8/9/9/9/9/4K4 w - - 0 1";
    assert_eq!(written(pawns, "a8b8"), ["P+.8"]);
    assert_eq!(written(pawns, "a7b7"), ["P9.8"]);
    assert_eq!(written(pawns, "a6b6"), ["P-.8"]);
}

#[test]
fn moves_typed_in_the_federations_notation_are_read() {
    // `=` is read as `.`; the engine notation still works.
    let mut r = record(XIANGQI, START);
    for typed in ["C2=5", "H8+7", "h1g3"] {
        let legal = r.legal_moves();
        let mv = parse_move(r.game(), r.position(), &legal, typed)
            .unwrap_or_else(|e| panic!("{typed}: {}", e.text));
        let text = engine_move(r.game(), &mv);
        play(&mut r, &text);
    }
    assert_eq!(
        piece::written(&r),
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2"
    );
}
