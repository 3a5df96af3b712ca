//! Sixteen Soldiers (`docs/rules/sixteen-soldiers.md`), rule set (a) on the 37-point board
//! (`sixteen-soldiers`) and rule set (b) on the 49-point board (`sixteen-soldiers-49`): one test
//! per rule, each from a position in which that rule decides, run on both boards where the rule
//! is common to both; the rules they share with other games are rows of the tables in
//! `shared/`.

use crate::common::draughts::*;
use dama::draughts::notation::fen::parse_fen;
use dama::draughts::notation::movetext::{parse_move, write_move};
use dama::draughts::notation::square::square_name;
use dama::{Color, Variant};

const A: Variant = Variant::SixteenSoldiers;
const B: Variant = Variant::SixteenSoldiers49;
const BOTH: [Variant; 2] = [A, B];

/// The points of `v` whose lone soldier has eight moves (`far` far away).
fn eight_neighbour_points(v: Variant) -> Vec<String> {
    let mut out = Vec::new();
    for sq in v.board().all {
        let name = square_name(v, sq);
        let rank: u32 = name[1..].parse().unwrap();
        let far = if rank >= 5 { "c1" } else { "c9" };
        if moves(v, &format!("W:W{name}:B{far}")).len() == 8 {
            out.push(name);
        }
    }
    out.sort();
    out
}

/// Asserts that on both boards the legal moves from `fen` are `expected`, in full notation.
fn assert_moves_on_both(fen: &str, expected: &[&str]) {
    for v in BOTH {
        assert_eq!(moves(v, fen), sorted(expected), "{v} {fen}");
    }
}

/// Asserts that on both boards the legal moves from `fen`, each with the points it captures, are
/// `expected`, in full notation.
fn assert_captures_on_both(fen: &str, expected: &[&str]) {
    for v in BOTH {
        let found = moves_with_captures(v, fen, Written::Full);
        assert_eq!(found, sorted(expected), "{v} {fen}");
    }
}

#[test]
fn soldiers_boards_start_and_white_moves_first() {
    // §2, §4–5: 37 and 49 points; sixteen soldiers each on the home triangle and the two
    // nearest court ranks; White first.
    assert_eq!(Variant::from_name("sixteen-soldiers"), Some(A));
    assert_eq!(Variant::from_name("sixteen-soldiers-49"), Some(B));
    assert_eq!(A.board().all.count(), 37);
    assert_eq!(B.board().all.count(), 49);
    let start = "W:Wc1,c3,c4,d2,d3,d4,e1,e2,e3,e4,f2,f3,f4,g1,g3,g4:\
                 Bc6,c7,c9,d6,d7,d8,e6,e7,e8,e9,f6,f7,f8,g6,g7,g9";
    for v in BOTH {
        let g = dama::Game::new(v);
        assert_eq!(g.position().side(), Color::White, "{v}");
        assert_eq!(*g.position(), parse_fen(v, start).unwrap(), "{v}");
    }
}

#[test]
fn soldiers_step_one_point_along_a_line_in_any_direction() {
    // §6: from the centre e5 along its rank, file and both diagonals, backward too; e4 has no
    // diagonal lines (§2: file + rank index odd).
    assert_moves_on_both(
        "W:We5:Bc9",
        &[
            "e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5", "e5-f6",
        ],
    );
    assert_moves_on_both("W:We4:Bc9", &["e4-d4", "e4-e3", "e4-e5", "e4-f4"]);
    // Black steps back (up the board) as freely.
    assert_moves_on_both("B:Wc1:Bd5", &["d5-c5", "d5-d4", "d5-d6", "d5-e5"]);
}

#[test]
fn soldiers_points_with_eight_neighbours() {
    // §2 (a): d4 f4 e5 d6 f6 and the apexes e3 and e7. On board (b) the apexes of the side
    // triangles, c5 and g5, join them (their lines b4–c5–d6, b6–c5–d4 and b5–c5–d5).
    assert_eq!(
        eight_neighbour_points(A),
        sorted(&["d4", "d6", "e3", "e5", "e7", "f4", "f6"])
    );
    assert_eq!(
        eight_neighbour_points(B),
        sorted(&["c5", "d4", "d6", "e3", "e5", "e7", "f4", "f6", "g5"])
    );
}

#[test]
fn soldiers_triangle_lines() {
    // §2: c1 and e1, two files apart on the base, are adjacent; c1–d2–e3 is a ray of the
    // triangle (a line for jumps too); c1–e1–g1 is the base.
    assert_moves_on_both("W:Wc1:Bc9", &["c1-d2", "c1-e1"]);
    assert_moves_on_both("W:Wc1:Bd2,c9", &["c1xe3"]);
    assert_moves_on_both("W:Wc1:Be1,c9", &["c1xg1"]);
    // The apex e3 joins the triangle's middle row and the court: eight neighbours.
    assert_moves_on_both(
        "W:We3:Bc9",
        &[
            "e3-d2", "e3-d3", "e3-d4", "e3-e2", "e3-e4", "e3-f2", "e3-f3", "e3-f4",
        ],
    );
}

#[test]
fn soldiers_capture_by_a_short_leap_in_any_direction() {
    // §7: over the adjacent enemy to the point just beyond, backward as well.
    assert_captures_on_both("W:We5:Be4,c9", &["e5xe3 e4"]);
    assert_captures_on_both("W:We5:Bf6,c1", &["e5xg7 f6"]);
    // No leap over an empty point or over two soldiers.
    assert_moves_on_both(
        "W:We5:Be7,f6,g7,c1",
        &[
            "e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5",
        ],
    );
}

#[test]
fn soldiers_capture_chains_and_must_go_on() {
    // §7: c3 over d4 to e5, then, changing direction, over e6 to e7; stopping on e5 is not a
    // move.
    assert_captures_on_both("W:Wc3:Bd4,e6,c9", &["c3xe5xe7 e6,d4"]);
    for v in BOTH {
        let mut g = game(v, "W:Wc3:Bd4,e6,c9");
        assert!(g.play_text("c3xe5").is_err(), "{v}");
    }
}

#[test]
fn soldiers_captured_soldiers_are_removed_at_once() {
    // §7, §10 (project choice): e1, taken first, leaves the board at once, so the soldier can
    // land on its point at the end (c1 over e1 to g1, over f2 to e3, over e2 to e1).
    assert_captures_on_both("W:Wc1:Be1,f2,e2", &["c1xg1xe3xe1 e2,f2,e1"]);
}

#[test]
fn soldiers_are_never_promoted() {
    // §8–9, §12: a soldier reaching the far triangle stays a soldier, with a soldier's steps.
    for v in BOTH {
        let mut g = game(v, "W:Wd8:Bc1");
        let mv = play(&mut g, "d8-c9");
        assert!(!mv.crowned, "{v}");
        assert!(g.position().kings().is_empty(), "{v}");
        play(&mut g, "c1-d2");
        assert_eq!(
            g.legal_moves()
                .iter()
                .map(|m| dama::draughts::notation::movetext::full_move(v, m))
                .collect::<std::collections::BTreeSet<_>>(),
            ["c9-d8", "c9-e9"].iter().map(|s| s.to_string()).collect(),
            "{v}"
        );
    }
}

#[test]
fn soldiers_49_side_triangle_long_step() {
    // §6 (b): from a point of the left or right triangle, two points along a line when both
    // are empty: b5-d5 along the middle rank; a3-a7 along the base, a3-c5 along the ray.
    assert_eq!(
        moves(B, "W:Wb5:Bc9"),
        sorted(&["b5-a5", "b5-b4", "b5-b6", "b5-c5", "b5-d5"])
    );
    assert_eq!(
        moves(B, "W:Wa3:Bc9"),
        sorted(&["a3-a5", "a3-a7", "a3-b4", "a3-c5"])
    );
    assert_eq!(
        moves(B, "W:Wh5:Bc9"),
        sorted(&["h5-f5", "h5-g5", "h5-h4", "h5-h6", "h5-i5"])
    );
    // §16: written `b5-d5`.
    let pos = parse_fen(B, "W:Wb5:Bc9").unwrap();
    let mv = parse_move(B, &pos, "b5-d5").unwrap();
    assert!(!mv.is_capture());
    assert_eq!(write_move(B, &pos, &mv), "b5-d5");
}

#[test]
fn soldiers_49_long_step_needs_both_points_empty() {
    // §6 (b): c5 (own soldier) blocks b5-d5; d5 taken blocks it too, and is not captured from
    // two points away.
    assert_eq!(
        moves(B, "W:Wb5,c5:Bc9"),
        sorted(&[
            "b5-a5", "b5-b4", "b5-b6", "c5-b4", "c5-b6", "c5-c4", "c5-c6", "c5-d4", "c5-d5",
            "c5-d6"
        ])
    );
    assert_eq!(
        moves(B, "W:Wb5:Bd5"),
        sorted(&["b5-a5", "b5-b4", "b5-b6", "b5-c5"])
    );
}

#[test]
fn soldiers_49_no_long_step_from_court_or_home_triangle_points() {
    // §6 (b): the apex c5 belongs to the court, d2 to the home triangle: one-point steps only.
    assert_eq!(
        moves(B, "W:Wc5:Bc9"),
        sorted(&["c5-b4", "c5-b5", "c5-b6", "c5-c4", "c5-c6", "c5-d4", "c5-d5", "c5-d6"])
    );
    assert_eq!(moves(B, "W:Wd2:Bc9"), sorted(&["d2-c1", "d2-e2", "d2-e3"]));
}

#[test]
fn soldiers_49_long_step_is_never_part_of_a_capture() {
    // §6 (b): it is a simple move, so a capture elsewhere forbids it (§11)...
    assert_eq!(moves(B, "W:Wb5,d3:Bd4,c9"), sorted(&["d3xd5"]));
    // ...and a capture landing in a side triangle ends there: d5 over c5 to b5, no step on.
    assert_eq!(
        moves_with_captures(B, "W:Wd5:Bc5,c9", Written::Full),
        sorted(&["d5xb5 c5"])
    );
}

#[test]
fn soldiers_37_has_no_side_triangles() {
    // §2 (a): two triangles only; b5 and h5 are no points, and c5 has only its court moves.
    assert!(parse_fen(A, "W:Wb5:Bc9").is_err());
    assert!(parse_fen(A, "W:Wh5:Bc9").is_err());
    assert_eq!(
        moves(A, "W:Wc5:Bc9"),
        sorted(&["c5-c4", "c5-c6", "c5-d4", "c5-d5", "c5-d6"])
    );
}

#[test]
fn soldiers_captures_are_always_written_with_every_landing_point() {
    // §16: `c3xe5xe7` even where `c3xe7` would name one move only; simple moves `d4-d5`.
    for v in BOTH {
        let pos = parse_fen(v, "W:Wc3:Bd4,e6,c9").unwrap();
        let legal = dama::legal_moves(v, &pos);
        assert_eq!(legal.len(), 1);
        assert_eq!(write_move(v, &pos, &legal.as_slice()[0]), "c3xe5xe7", "{v}");
        let pos = parse_fen(v, "W:Wd4:Bc9").unwrap();
        let mv = parse_move(v, &pos, "d4-d5").unwrap();
        assert_eq!(write_move(v, &pos, &mv), "d4-d5", "{v}");
    }
}
