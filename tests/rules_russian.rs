//! Russian draughts (`shared/rules/russian.md`) and Brazilian draughts
//! (`shared/rules/brazilian.md`): one test per rule.

mod common;
use common::*;
use dama::game::{DrawReason, GameResult};
use dama::{Color, Variant};

const R: Variant = Variant::Russian;
const B: Variant = Variant::Brazilian;

#[test]
fn russian_start_is_algebraic_with_white_to_move() {
    let g = dama::Game::new(R);
    assert_eq!(g.position().side(), Color::White);
    assert_eq!(
        moves(R, dama::rules::Variant::Russian.info().start_fen).len(),
        7
    );
    assert!(g.legal_moves().len() == 7);
    assert_eq!(moves(R, "W:Wc3:Bh8"), sorted(&["c3-b4", "c3-d4"]));
}

#[test]
fn russian_men_capture_backward() {
    assert_eq!(moves(R, "W:Wd4:Bc3"), sorted(&["d4xb2"]));
}

#[test]
fn russian_free_choice_allows_the_smaller_capture() {
    assert_eq!(moves(R, "W:We5:Bd6,b6,f6"), sorted(&["e5xc7xa5", "e5xg7"]));
}

#[test]
fn brazilian_majority_rule_forbids_the_smaller_capture() {
    assert_eq!(moves(B, "W:We5:Bd6,b6,f6"), sorted(&["e5xc7xa5"]));
}

#[test]
fn russian_man_crowned_mid_capture_continues_as_a_king() {
    let mut g = game(R, "W:Wf6:Be7,b6,h2");
    assert_eq!(moves(R, "W:Wf6:Be7,b6,h2"), sorted(&["f6xd8xa5"]));
    let mv = play(&mut g, "f6xa5");
    assert!(mv.crowned);
    assert_eq!(g.fen(), "B:WKa5:Bh2");
}

#[test]
fn brazilian_man_reaching_the_last_row_mid_capture_stays_a_man() {
    // As in International: it continues as a man when it can; here it cannot, so it is crowned.
    assert_eq!(moves(B, "W:Wf6:Be7,b6,h2"), sorted(&["f6xd8"]));
    // With a piece to take backward from d8 it must go on, and stays a man.
    let mut g = game(B, "W:Wf6:Be7,c7,h2");
    let mv = play(&mut g, "f6xd8xb6");
    assert!(!mv.crowned);
    assert_eq!(g.fen(), "B:Wb6:Bh2");
}

#[test]
fn russian_king_flies_along_the_diagonal() {
    assert_eq!(
        moves(R, "W:WKa1:Bh6"),
        sorted(&["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8"])
    );
}

#[test]
fn russian_king_landing_rule() {
    // Ka1 takes c3; of the landing squares d4, e5, f6 only e5 lets it go on (over d6 to c7/b8).
    assert_eq!(moves(R, "W:WKa1:Bc3,d6"), sorted(&["a1xe5xb8", "a1xe5xc7"]));
}

#[test]
fn russian_dead_pieces_block_the_king() {
    // Turkish strike: after taking d4 and f6 the king cannot pass back over d4's square.
    let caps = moves_with_captures(R, "W:WKa1:Bd4,f6,f4");
    for m in &caps {
        let n_caps = m.split(' ').nth(1).unwrap().split(',').count();
        assert_eq!(
            n_caps,
            m.split(' ').next().unwrap().matches('x').count(),
            "{m}"
        );
    }
}

#[test]
fn russian_kings_only_fifteen_moves_draw() {
    let mut g = game(R, "W:WKc1,h2:BKf8,a7");
    let results = shuffle(&mut g, 40, 0);
    assert_eq!(first_end(&results), Some(30));
    assert_eq!(
        results[29],
        GameResult::Draw {
            reason: DrawReason::KingMoves(15)
        }
    );
}

#[test]
fn russian_three_kings_against_a_lone_king_fifteen_moves() {
    // White (stronger) moves first: its 15th move is ply 29.
    let mut g = game(R, "W:WKc1,Ke1,Kg1:BKh2");
    let results = shuffle(&mut g, 40, 0);
    assert_eq!(first_end(&results), Some(29));
    assert!(matches!(
        results[28],
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(_, 15)
        }
    ));
}

#[test]
fn russian_two_pieces_against_a_lone_king_five_moves() {
    let mut g = game(R, "B:WKc1,Ke1:BKh2");
    let results = shuffle(&mut g, 20, 0);
    // Black moves first; White's 5th move is ply 10.
    assert_eq!(first_end(&results), Some(10));
    assert!(matches!(
        results[9],
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(_, 5)
        }
    ));
}

#[test]
fn russian_three_pieces_against_a_lone_king_on_the_long_diagonal_five_moves() {
    let g0 = "W:WKc1,e1,g1:BKd4";
    let mut g = game(R, g0);
    let results = shuffle(&mut g, 20, 0);
    let end = first_end(&results).expect("drawn");
    assert!(end <= 10, "{end}");
    assert!(matches!(
        results[end - 1],
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(_, 5)
        }
    ));
}

#[test]
fn russian_kings_on_both_sides_with_no_change_of_material_draw_after_thirty_moves() {
    // 4 pieces, kings on both sides; man moves keep the kings-only rule away.
    let mut g = game(R, "W:WKc1,h2:BKf8,a7");
    let results = shuffle(&mut g, 70, 12);
    let end = first_end(&results).expect("drawn");
    assert!(
        matches!(
            results[end - 1],
            GameResult::Draw {
                reason: DrawReason::EndgameLimit(_, 30)
            }
        ),
        "{:?} at {end}",
        results[end - 1]
    );
}

#[test]
fn brazilian_uses_the_russian_draw_rules() {
    let mut g = game(B, "W:WKc1,Ke1,Kg1:BKh2");
    let results = shuffle(&mut g, 40, 0);
    assert_eq!(first_end(&results), Some(29));
}

#[test]
fn a_single_capture_and_a_longer_one_between_the_same_squares_are_told_apart() {
    let fen = "W:Wc7,Ka5,Kf4,Ka3,e1,g1:Bh8,e7,g7,e5,b4,e3,Kb2,Kf2,h2";
    let pos = dama::notation::fen::parse_fen(R, fen).unwrap();
    let short = dama::notation::movetext::parse_move(R, &pos, "f4xd2").unwrap();
    assert_eq!(short.capture_count(), 1);
    let long = dama::notation::movetext::parse_move(R, &pos, "f4xd6xf8xh6xd2").unwrap();
    assert_eq!(long.capture_count(), 4);
}
