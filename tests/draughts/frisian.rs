//! Frisian draughts (`docs/rules/frisian.md`) and Frysk! (`docs/rules/frysk.md`): one test
//! per rule of §6–§16, each from a position in which that rule decides; the rules Frisian
//! shares with other games are rows of the tables in `shared/`.
//!
//! Squares are numbered as in international draughts: 23 is f6, its orthogonal neighbours
//! are 22 (d6) and 24 (h6) on its row and 13 (f8) and 33 (f4) on its column (§3).

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, GameResult, WinReason};
use dama::draughts::notation::fen::{parse_fen, write_fen};
use dama::draughts::notation::square::parse_square;
use dama::draughts::restriction::{explain, Restriction};
use dama::{Color, Variant};

const V: Variant = Variant::Frisian;
const FRYSK: Variant = Variant::Frysk;

/// The legal moves of `game` in full notation, sorted.
fn legal(g: &dama::Game) -> Vec<String> {
    let v = g.variant();
    let mut out: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|m| dama::draughts::notation::movetext::full_move(v, m))
        .collect();
    out.sort();
    out
}

/// The game called `name` is `v`, starts from `fen` with White to move, and White's first moves
/// are `first` (separated by spaces, sorted).
fn assert_starts(name: &str, v: Variant, fen: &str, first: &str) {
    assert_eq!(Variant::from_name(name), Some(v));
    let g = dama::Game::new(v);
    assert_eq!(g.position().side(), Color::White, "{name}");
    assert_eq!(g.fen(), fen);
    assert_eq!(legal(&g).join(" "), first, "{name}");
}

/// Plays `line` in `game`, each move legal.
fn play_all(g: &mut dama::Game, line: &[&str]) {
    for m in line {
        play(g, m);
    }
}

#[test]
fn frisian_white_moves_first_from_the_international_start() {
    // §4–5.
    let first = "31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30";
    assert_starts("frisian", V, "W:W31-50:B1-20", first);
}

#[test]
fn frisian_men_capture_in_eight_directions() {
    // §2–3, §7: 23 jumps 22 (to 21), 24 (to 25), 13 (to 3) and 33 (to 43) along the rows and
    // columns of dark squares.
    assert_eq!(
        moves_with_captures(V, "W:W23:B22,24,13,33", Written::Full),
        sorted(&["23x21 22", "23x25 24", "23x3 13", "23x43 33"])
    );
    // And diagonally, forward and backward.
    assert_eq!(
        moves_with_captures(V, "W:W23:B18,29", Written::Full),
        sorted(&["23x12 18", "23x34 29"])
    );
}

#[test]
fn frisian_kings_move_diagonally_only_any_distance() {
    // §8: along both diagonals through 28 (e5), never along its row or column.
    assert_eq!(
        moves(V, "W:WK28:B1"),
        sorted(&[
            "28-10", "28-11", "28-14", "28-17", "28-19", "28-22", "28-23", "28-32", "28-33",
            "28-37", "28-39", "28-41", "28-44", "28-46", "28-5", "28-50", "28-6"
        ])
    );
}

#[test]
fn frisian_kings_capture_in_eight_directions_at_a_distance() {
    // §9: up the e file over 28 (38 being empty), landing on 18 or 8; along the first row over
    // 48, landing on 49 or 50.
    assert_eq!(moves(V, "W:WK48:B28"), sorted(&["48x18", "48x8"]));
    assert_eq!(moves(V, "W:WK46:BK48"), sorted(&["46x49", "46x50"]));
}

#[test]
fn frisian_capture_is_compulsory_and_must_be_completed() {
    // §11.1, §11.4.
    let mut g = game(V, "W:W32,50:B27,17");
    assert_eq!(legal(&g), sorted(&["32x21x12"]));
    assert!(g.play_text("50-44").is_err());
    assert!(g.play_text("32x21").is_err());
}

#[test]
fn frisian_value_rule_a_king_beats_a_man() {
    // §11.2: taking the king on 29 (value 2) beats taking the man on 27 (value 1).
    assert_eq!(moves(V, "W:W32,34:B27,K29"), sorted(&["34x23"]));
    let why_not = why(V, "W:W32,34:B27,K29", "32", "21");
    assert_eq!(why_not, Some(Restriction::HighestValue));
}

#[test]
fn frisian_value_rule_two_men_beat_one_king() {
    // §11.2: a king is worth less than two men: 27 and 17 beat the king on 29.
    assert_eq!(moves(V, "W:W32,34:B27,17,K29"), sorted(&["32x21x12"]));
}

#[test]
fn frisian_value_rule_three_kings_beat_five_men() {
    // §11.2, §17: n kings are worth more than 2n − 1 men: the man on 47 takes the kings on 37,
    // 28 and 39 rather than the man on 50 taking five men (40, 20, 9, 7, 16). (A weighting of a
    // king as 1.501 men would take the five men.)
    assert_eq!(
        moves_with_captures(V, "W:W47,50:BK37,K28,K39,40,20,9,7,16", Written::Full),
        sorted(&["47x27x29x49 28,37,39"])
    );
}

#[test]
fn frisian_value_rule_six_men_beat_three_kings() {
    // §11.2: n kings are worth less than 2n men; at equal value (six) the shot with fewer kings.
    // One man more (36) than in the test above turns the choice.
    assert_eq!(
        moves_with_captures(V, "W:W47,50:BK37,K28,K39,40,20,9,7,16,36", Written::Full),
        sorted(&["50x30x10x8x6x26x46 7,9,16,20,36,40"])
    );
}

#[test]
fn frisian_king_priority_at_equal_value() {
    // §11.3: the king on 5 and the man on 36 can each take one man: the king must.
    assert_eq!(moves(V, "W:W19,36,K5:B10,31"), sorted(&["5x14"]));
    // Without the king, the man takes.
    assert_eq!(moves(V, "W:W19,36:B10,31"), sorted(&["36x27"]));
}

#[test]
fn frisian_king_priority_is_the_rule_named_when_a_man_may_not_capture() {
    // §11.3: the man's capture of 31 has the highest value there is (one man, as the king's);
    // what forbids it is king priority, not the value rule.
    let why_not = why(V, "W:W19,36,K5:B10,31", "36", "27");
    assert_eq!(why_not, Some(Restriction::KingMustCapture));
}

#[test]
fn frisian_side_whose_only_moves_the_king_limit_removes_loses() {
    // §13 ("section 15 can remove moves"), §15: the man on 6 is blocked, the king on 42 has
    // made three simple moves in a row and has no capture: White has no legal move.
    assert_eq!(blocked_winner(V, "W:WK42,6:B1,7,8:+0+342"), Color::Black);
}

#[test]
fn frisian_one_king_against_one_king_is_drawn_at_once() {
    // §14 (Article 21): White's king on 46 has moves that leave Black no capture (46-41: the
    // king on 1 finds b2 at the edge of its column).
    let g = game(V, "W:WK46:BK1");
    assert!(matches!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::Material(_)
        }
    ));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn frisian_one_king_against_one_king_plays_on_when_the_king_to_move_can_capture() {
    // §14: 46 takes 28 along the long diagonal, and wins.
    let mut g = game(V, "W:WK46:BK28");
    assert_eq!(g.result(), GameResult::Ongoing);
    play(&mut g, "46x5");
    assert_eq!(g.result(), win(Color::White, WinReason::NoPiecesLeft));
}

#[test]
fn frisian_one_king_against_one_king_plays_on_when_every_move_allows_a_capture() {
    // §14: the king on 46 can only go up the long diagonal, where the king on 5 takes it
    // wherever it stops.
    let mut g = game(V, "W:WK46:BK5");
    assert_eq!(g.result(), GameResult::Ongoing);
    play(&mut g, "46-41");
    assert_eq!(g.result(), GameResult::Ongoing);
    play(&mut g, "5x46");
    assert_eq!(g.result(), win(Color::Black, WinReason::NoPiecesLeft));
}

#[test]
fn frisian_has_no_repetition_rule() {
    // §14: the same position a third time does not draw. (The king-move counts are part of the
    // position, §15: they settle at three after the second round.)
    let mut g = game(V, "W:WK46,K50:BK1,K4");
    for _ in 0..5 {
        play_all(&mut g, &["46-41", "1-6", "41-46", "6-1"]);
    }
    assert_eq!(g.repetitions(), 4);
    assert_eq!(g.result(), GameResult::Ongoing);
}

#[test]
fn frisian_king_may_make_three_simple_moves_in_a_row_while_men_remain() {
    // §15 (Article 17): after 47-42, 42-47, 47-42 the king on 42 may not move again; the man
    // on 35 may.
    let mut g = game(V, "W:WK47,35:BK4");
    play_all(&mut g, &["47-42", "4-9", "42-47", "9-4", "47-42", "4-9"]);
    assert_eq!(legal(&g), sorted(&["35-30"]));
    let sq = |s: &str| parse_square(V, s).unwrap();
    assert_eq!(
        explain(V, g.position(), sq("42"), sq("38")),
        Some(Restriction::KingMoveLimit)
    );
    // Black has no man: its king is not restricted (its fourth move in a row).
    play(&mut g, "35-30");
    assert!(legal(&g).contains(&"9-4".to_string()), "{:?}", legal(&g));
    // White's man moved: the count starts again, and the king may make three moves again.
    play(&mut g, "9-4");
    play_all(&mut g, &["42-47", "4-9", "47-42", "9-4", "42-47", "4-9"]);
    assert_eq!(legal(&g), sorted(&["30-24", "30-25"]));
}

#[test]
fn frisian_king_limit_counts_one_king_a_move_by_another_king_starts_again() {
    // §15: a simple move by another king starts a new count (of one) for that king.
    let mut g = game(V, "W:WK47,K45,35:BK4");
    play_all(&mut g, &["47-42", "4-9", "42-47", "9-4", "45-50", "4-9"]);
    // 47 made two moves, then 50 one: 47 may move again.
    assert!(legal(&g).contains(&"47-42".to_string()));
    play_all(&mut g, &["50-45", "9-4", "45-50", "4-9"]);
    // Now the king on 50 has made three in a row: only the other king and the man move.
    let ms = legal(&g);
    assert!(ms.iter().all(|m| !m.starts_with("50-")), "{ms:?}");
    assert!(ms.contains(&"47-42".to_string()) && ms.contains(&"35-30".to_string()));
}

#[test]
fn frisian_king_at_the_limit_may_still_capture_and_the_capture_restarts_the_count() {
    // §15: the king on 42 has made three simple moves (FEN field), yet takes 24; after the
    // capture it may move again.
    let mut g = game(V, "W:WK42,35:B24,1:+0+342");
    assert_eq!(legal(&g), sorted(&["42x15", "42x20"]));
    play(&mut g, "42x20");
    play(&mut g, "1-6");
    let ms = legal(&g);
    assert!(ms.iter().any(|m| m.starts_with("20-")), "{ms:?}");
}

#[test]
fn frisian_player_with_only_kings_is_not_limited() {
    // §15: without men, the king on 42 moves on after three simple moves.
    let g = game(V, "W:WK42,K50:BK4,K1:+0+342");
    let ms = legal(&g);
    assert!(ms.contains(&"42-38".to_string()), "{ms:?}");
}

#[test]
fn frisian_king_limit_fen_field_is_read_and_written() {
    // §15: `+<black count><black king square>+<white count><white king square>`, unknown
    // fields ignored; `+0+223`: White's king on 23 has made two simple moves in a row.
    let pos = parse_fen(V, "W:WK23,35:BK4:H0:F12:+0+223").unwrap();
    assert_eq!(pos.king_streak(Color::White).1, 2);
    assert_eq!(pos.king_streak(Color::Black).1, 0);
    assert_eq!(write_fen(V, &pos), "W:WK23,35:BK4:+0+223");
    // The same position without the field is another position.
    assert_ne!(pos, parse_fen(V, "W:WK23,35:BK4").unwrap());
    // One more simple move: three, written as such; the king is then stuck.
    let mut g = dama::Game::from_position(V, pos);
    play(&mut g, "23-29");
    assert_eq!(g.fen(), "B:WK29,35:BK4:+0+329");
    play(&mut g, "4-10");
    assert_eq!(legal(&g), sorted(&["35-30"]));
    // Squares below 10 are written with two digits: the king on 5 after one move.
    let mut g = game(V, "W:WK10,35:BK44");
    play(&mut g, "10-5");
    assert_eq!(g.fen(), "B:WK5,35:BK44:+0+105");
    assert_eq!(parse_fen(V, "B:WK5,35:BK44:+0+105").unwrap(), *g.position());
    // A count that names no king of its side is refused.
    assert!(parse_fen(V, "W:WK23,35:BK4:+0+224").is_err());
}

// --- Frysk! ---

#[test]
fn frysk_starts_with_five_men_each_on_the_back_rows() {
    // frysk.md §4–5, §17: `W:W46-50:B1-5`, White's nine first moves.
    let first = "46-41 47-41 47-42 48-42 48-43 49-43 49-44 50-44 50-45";
    assert_starts("frysk", FRYSK, "W:W46-50:B1-5", first);
}

#[test]
fn frysk_follows_the_frisian_rules() {
    // frysk.md §6–15: orthogonal captures, the value rule, king priority, the king limit and
    // the endgame draws are Frisian's.
    for fen in [
        "W:W23:B22,24,13,33",
        "W:W32,34:B27,K29",
        "W:W32,34:B27,17,K29",
        "W:W47,50:BK37,K28,K39,40,20,9,7,16",
        "W:W19,36,K5:B10,31",
        "W:WK28:B27,29",
        "W:WK42,6:B1,7,8:+0+342",
        "W:WK42,K50:BK4,K1:+0+342",
    ] {
        assert_eq!(
            moves_with_captures(FRYSK, fen, Written::Full),
            moves_with_captures(V, fen, Written::Full),
            "{fen}"
        );
    }
    assert_eq!(moves(FRYSK, "W:W32,34:B27,17,K29"), sorted(&["32x21x12"]));
    assert!(matches!(
        game(FRYSK, "W:WK46:BK1").result(),
        GameResult::Draw {
            reason: DrawReason::Material(_)
        }
    ));
    let mut g = game(FRYSK, "W:WK47,35:BK4");
    play_all(&mut g, &["47-42", "4-9", "42-47", "9-4", "47-42", "4-9"]);
    assert_eq!(legal(&g), sorted(&["35-30"]));
}
