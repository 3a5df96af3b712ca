//! International draughts (`shared/rules/international.md`), Antidraughts and Breakthrough: one
//! test per rule, each from a position in which that rule decides.

mod common;
use common::*;
use dama::game::{DrawReason, GameResult, WinReason};
use dama::notation::square::parse_square;
use dama::restriction::{explain, Restriction};
use dama::{Color, Variant};

const V: Variant = Variant::International;

#[test]
fn white_moves_first_from_the_standard_start() {
    let g = dama::Game::new(V);
    assert_eq!(g.position().side(), Color::White);
    assert_eq!(g.fen(), "W:W31-50:B1-20");
    assert_eq!(g.legal_moves().len(), 9);
}

#[test]
fn men_move_one_square_diagonally_forward_only() {
    assert_eq!(moves(V, "W:W33:B3"), sorted(&["33-28", "33-29"]));
    assert_eq!(moves(V, "B:W48:B18"), sorted(&["18-22", "18-23"]));
}

#[test]
fn men_capture_backward() {
    assert_eq!(moves(V, "W:W28:B33"), sorted(&["28x39"]));
}

#[test]
fn capture_is_compulsory() {
    assert_eq!(moves(V, "W:W28,40:B33"), sorted(&["28x39"]));
    let pos = dama::notation::fen::parse_fen(V, "W:W28,40:B33").unwrap();
    let sq = |s: &str| parse_square(V, s).unwrap();
    assert_eq!(
        explain(V, &pos, sq("40"), sq("34")),
        Some(Restriction::CaptureCompulsory {
            pieces: vec!["28".into()]
        })
    );
}

#[test]
fn majority_rule_forbids_the_smaller_capture() {
    // 28x19 takes one piece; two other captures take two.
    let fen = "W:W28,47:B23,42,32";
    assert_eq!(moves(V, fen), sorted(&["28x37x48", "47x38x27"]));
    let pos = dama::notation::fen::parse_fen(V, fen).unwrap();
    let sq = |s: &str| parse_square(V, s).unwrap();
    let why = explain(V, &pos, sq("28"), sq("19")).unwrap();
    assert_eq!(
        why,
        Restriction::Majority {
            required: 2,
            taken: 1
        }
    );
    assert!(why.message().contains("most pieces"));
}

#[test]
fn majority_counts_a_king_as_one_piece() {
    assert_eq!(
        moves(V, "W:W28,47:BK23,42,32"),
        sorted(&["28x37x48", "47x38x27"])
    );
}

#[test]
fn a_man_may_change_direction_between_jumps() {
    assert_eq!(
        moves_with_captures(V, "W:W7:B12,13,22"),
        sorted(&["7x18x27 12,22", "7x18x9 12,13"])
    );
}

#[test]
fn man_passing_the_last_row_mid_capture_stays_a_man() {
    let mut g = game(V, "W:W13:B7,8");
    let mv = play(&mut g, "13x2x11");
    assert!(!mv.crowned);
    assert_eq!(g.fen(), "B:W11:B");
}

#[test]
fn man_ending_on_the_last_row_is_crowned() {
    let mut g = game(V, "W:W13:B8,30");
    play(&mut g, "13x2");
    assert_eq!(g.fen(), "B:WK2:B30");
}

#[test]
fn king_flies_along_the_diagonal() {
    assert_eq!(
        moves(V, "W:WK46:B5"),
        sorted(&["46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41"])
    );
}

#[test]
fn king_captures_at_a_distance_and_chooses_its_landing_square() {
    assert_eq!(
        moves(V, "W:WK46:B28"),
        sorted(&["46x10", "46x14", "46x19", "46x23", "46x5"])
    );
}

#[test]
fn king_must_land_where_the_capture_continues() {
    assert_eq!(moves(V, "W:WK46:B28,13"), sorted(&["46x19x2", "46x19x8"]));
}

#[test]
fn two_adjacent_pieces_cannot_be_jumped() {
    assert_eq!(moves(V, "W:WK46:B37,32"), sorted(&["46-41"]));
}

#[test]
fn a_jumped_piece_stays_on_the_board_and_blocks_until_the_move_ends() {
    // The king takes 37 and 28 on the long diagonal; with 37 removed at once it could turn back
    // through 37's square to take 42 as well. Dead pieces block, so the move ends on 23/19/14.
    let caps = moves_with_captures(V, "W:WK46:B37,28,42,33");
    assert!(caps.iter().all(|m| !m.ends_with("28,33,37,42")), "{caps:?}");
    for m in &caps {
        let captured = m.split(' ').nth(1).unwrap().split(',').count();
        let jumps = m.split(' ').next().unwrap().matches('x').count();
        assert_eq!(captured, jumps, "a piece jumped twice in {m}");
    }
}

#[test]
fn capture_with_different_pieces_between_the_same_squares_is_two_moves_in_long_notation() {
    let fen = "B:W6,K17,27,32,37-39,41,49:B7,12,13,15,K50";
    let ms = moves(V, fen);
    assert!(ms.contains(&"50x33x42x31x22x11".to_string()), "{ms:?}");
    assert!(ms.contains(&"50x33x47x36x22x11".to_string()), "{ms:?}");
    let pos = dama::notation::fen::parse_fen(V, fen).unwrap();
    assert!(dama::notation::movetext::parse_move(V, &pos, "50x11").is_err());
}

#[test]
fn no_pieces_left_loses() {
    let mut g = game(V, "W:W28:B23");
    play(&mut g, "28x19");
    assert_eq!(
        g.result(),
        GameResult::Win {
            winner: Color::White,
            reason: WinReason::NoPiecesLeft
        }
    );
}

#[test]
fn blocked_side_loses() {
    let g = game(V, "B:W41,47:B36");
    assert_eq!(
        g.result(),
        GameResult::Win {
            winner: Color::White,
            reason: WinReason::Blocked
        }
    );
}

#[test]
fn threefold_repetition_draws() {
    let mut g = game(V, "W:WK45,31:BK6,20");
    for m in ["45-50", "6-1", "50-45", "1-6", "45-50", "6-1", "50-45"] {
        play(&mut g, m);
        assert_eq!(g.result(), GameResult::Ongoing, "after {m}");
    }
    play(&mut g, "1-6");
    assert_eq!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::Repetition(3)
        }
    );
}

#[test]
fn twenty_five_king_moves_each_draw() {
    let mut g = game(V, "W:WK47,K49,36:BK4,K2,15");
    let results = shuffle(&mut g, 50, 0);
    assert_eq!(first_end(&results), Some(50));
    assert_eq!(
        results[49],
        GameResult::Draw {
            reason: DrawReason::KingMoves(25)
        }
    );
}

#[test]
fn three_pieces_against_a_lone_king_draw_after_sixteen_moves_each() {
    let mut g = game(V, "W:WK47,K49,36:BK4");
    let results = shuffle(&mut g, 40, 0);
    assert_eq!(first_end(&results), Some(32));
    assert!(matches!(
        results[31],
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(_, 16)
        }
    ));
}

#[test]
fn two_pieces_against_a_lone_king_draw_after_five_moves_each() {
    let mut g = game(V, "W:WK47,36:BK4");
    let results = shuffle(&mut g, 20, 0);
    assert_eq!(first_end(&results), Some(10));
    assert!(matches!(
        results[9],
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(_, 5)
        }
    ));
}

#[test]
fn a_capture_into_the_five_move_configuration_restarts_the_count() {
    // 3 v 1: after White loses a piece the 5-move count starts afresh from that capture.
    let mut g = game(V, "B:WK47,K49,28:BK17");
    play(&mut g, "17x39");
    let results = shuffle(&mut g, 12, 0);
    assert_eq!(first_end(&results), Some(10));
}

#[test]
fn antidraughts_side_without_moves_wins() {
    let mut g = game(Variant::Antidraughts, "W:W28:B23");
    play(&mut g, "28x19");
    assert_eq!(
        g.result(),
        GameResult::Win {
            winner: Color::Black,
            reason: WinReason::NoMovesLeft
        }
    );
}

#[test]
fn antidraughts_moves_as_international() {
    assert_eq!(
        moves(Variant::Antidraughts, "W:W28,47:B23,42,32"),
        moves(V, "W:W28,47:B23,42,32")
    );
}

#[test]
fn antidraughts_has_no_move_limit_draws() {
    let mut g = game(Variant::Antidraughts, "W:WK47,36:BK4");
    let results = shuffle(&mut g, 30, 0);
    assert_eq!(first_end(&results), None);
}

#[test]
fn breakthrough_first_king_wins() {
    let mut g = game(Variant::Breakthrough, "W:W6,40:B45");
    play(&mut g, "6-1");
    assert_eq!(
        g.result(),
        GameResult::Win {
            winner: Color::White,
            reason: WinReason::FirstKing
        }
    );
    assert!(g.legal_moves().is_empty());
}

#[test]
fn breakthrough_man_passing_the_last_row_mid_capture_does_not_win() {
    let mut g = game(Variant::Breakthrough, "W:W13:B7,8,40");
    play(&mut g, "13x2x11");
    assert_eq!(g.result(), GameResult::Ongoing);
}

#[test]
fn breakthrough_set_up_position_with_a_king_is_won() {
    let g = game(Variant::Breakthrough, "B:WK3,40:B45");
    assert!(matches!(
        g.result(),
        GameResult::Win {
            winner: Color::White,
            ..
        }
    ));
}
