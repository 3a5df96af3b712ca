//! Russian draughts (`docs/rules/russian.md`) and Brazilian draughts
//! (`docs/rules/brazilian.md`): one test per rule; the rules they share with other games are
//! rows of the tables in `shared/`.

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, GameResult};
use dama::{Color, Variant};

const R: Variant = Variant::Russian;
const B: Variant = Variant::Brazilian;

#[test]
fn russian_start_is_algebraic_with_white_to_move() {
    let g = dama::Game::new(R);
    assert_eq!(g.position().side(), Color::White);
    assert_eq!(
        moves(R, dama::draughts::rules::Variant::Russian.info().start_fen).len(),
        7
    );
    assert!(g.legal_moves().len() == 7);
    assert_eq!(moves(R, "W:Wc3:Bh8"), sorted(&["c3-b4", "c3-d4"]));
}

#[test]
fn russian_dead_pieces_block_the_king() {
    // Turkish strike: after taking d4 and f6 the king cannot pass back over d4's square.
    let caps = moves_with_captures(R, "W:WKa1:Bd4,f6,f4", Written::Full);
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
fn a_single_capture_and_a_longer_one_between_the_same_squares_are_told_apart() {
    let fen = "W:Wc7,Ka5,Kf4,Ka3,e1,g1:Bh8,e7,g7,e5,b4,e3,Kb2,Kf2,h2";
    let pos = dama::draughts::notation::fen::parse_fen(R, fen).unwrap();
    let short = dama::draughts::notation::movetext::parse_move(R, &pos, "f4xd2").unwrap();
    assert_eq!(short.capture_count(), 1);
    let long = dama::draughts::notation::movetext::parse_move(R, &pos, "f4xd6xf8xh6xd2").unwrap();
    assert_eq!(long.capture_count(), 4);
}

// --- Rules added by the rules audit: each from a position in which the rule decides. ---

#[test]
fn russian_a_man_crowned_mid_capture_follows_the_king_landing_rule() {
    // §12, §17: crowned on d8, the new king takes f6 and must land on g5 (not h4), the only
    // square from which it can go on over e3; it then lands on d2 or c1.
    assert_eq!(
        moves(R, "W:Wb6:Bc7,f6,e3"),
        sorted(&["b6xd8xg5xc1", "b6xd8xg5xd2"])
    );
}

#[test]
fn russian_kings_on_both_sides_with_six_or_seven_pieces_draw_after_sixty_moves() {
    // §14.4 (7.2.6): six pieces, kings on both sides. A man move every 9 plies keeps the
    // kings-only rule away; man moves that do not promote do not reset this count.
    let mut g = game(R, "W:WKh2,a1,c1:BKa7,f8,h8");
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 130, 9, 120),
        DrawReason::EndgameLimit(
            "kings on both sides with 6 or 7 pieces and no change of material",
            60
        )
    );
}

#[test]
fn russian_a_promotion_restarts_the_thirty_move_count() {
    // §14.4 implementation: the 30/60-move counter is reset by every promotion. 30 plies of the
    // 60 have gone when c7-b8 crowns a man; the draw then comes 60 plies later, not 30.
    let mut g = game(R, "W:WKg1,a1,c7:BKh8,h6");
    assert_eq!(first_end(&shuffle(&mut g, 30, 7)), None);
    let mv = play(&mut g, "c7-b8");
    assert!(mv.crowned);
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 70, 7, 60),
        DrawReason::EndgameLimit(
            "kings on both sides with 4 or 5 pieces and no change of material",
            30
        )
    );
}

#[test]
fn russian_long_diagonal_count_is_abandoned_when_the_lone_king_leaves_it() {
    // §14.5 (7.2.7) and its implementation note: the lone king leaves the long diagonal (ply 2)
    // and comes back (ply 4); the count starts again there, so the draw comes at White's 5th
    // move after ply 4 (ply 13), not at ply 9.
    let mut g = game(R, "W:WKc1,e1,g1:BKd4");
    let line = [
        "c1-d2", "d4-c5", "d2-c1", "c5-d4", // leave and come back
        "e1-f2", "d4-e5", "c1-d2", "e5-d4", "d2-c1", "d4-e5", "c1-d2", "e5-d4",
    ];
    for (i, m) in line.iter().enumerate() {
        play(&mut g, m);
        assert_eq!(g.result(), GameResult::Ongoing, "after ply {} ({m})", i + 1);
    }
    play(&mut g, "g1-h2");
    assert_eq!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(
                "three pieces against a lone king on the long diagonal",
                5
            )
        }
    );
}

#[test]
fn russian_a_capture_into_a_new_material_class_starts_its_count_afresh() {
    // §14 implementation: Black takes one of three kings; the two-against-one count (5 moves of
    // the stronger side) starts from that capture: White's 5th move after it is the 9th ply.
    let mut g = game(R, "B:WKc3,Ke1,Kg1:BKa1");
    play(&mut g, "a1xh8");
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 20, 0, 9),
        DrawReason::EndgameLimit("two pieces or fewer against a lone king", 5)
    );
}

#[test]
fn brazilian_numeric_squares_follow_the_pdn_layout() {
    // brazilian.md §3–4: 1 = b8 … 32 = g1; the numeric start FEN is the algebraic one.
    let sq = |s: &str| dama::draughts::notation::square::parse_square(B, s).unwrap();
    assert_eq!(sq("1"), sq("b8"));
    assert_eq!(sq("5"), sq("a7"));
    assert_eq!(sq("29"), sq("a1"));
    assert_eq!(sq("32"), sq("g1"));
    let numeric = dama::draughts::notation::fen::parse_fen(B, "W:W21-32:B1-12").unwrap();
    assert_eq!(numeric, dama::start_position(B));
    let g = dama::Game::new(B);
    assert_eq!(g.position().side(), Color::White);
    assert_eq!(g.legal_moves().len(), 7);
}

#[test]
fn brazilian_kings_on_both_sides_with_no_change_of_material_draw_after_thirty_moves() {
    // brazilian.md §14, FMJD rule 4 (4 or 5 pieces).
    let mut g = game(B, "W:WKc1,h2:BKf8,a7");
    let results = shuffle(&mut g, 70, 12);
    let end = first_end(&results).expect("drawn");
    assert_eq!(end, 60);
    assert!(matches!(
        results[end - 1],
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(_, 30)
        }
    ));
}

#[test]
fn brazilian_cbd_twenty_move_rule_can_be_selected() {
    // brazilian.md §14/§17: the CBD set (20 kings-only moves, repetition) is selectable.
    let cbd = dama::draughts::rules::DrawRules {
        repetitions: 3,
        quiet_plies: 40,
        man_moves_count: true,
        endgame: dama::draughts::rules::EndgameRule::None,
    };
    let mut g = game(B, "W:WKc1,h2:BKf8,a7").with_draw_rules(cbd);
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 50, 0, 40),
        DrawReason::KingMoves(20)
    );
}

#[test]
fn russian_a_promotion_inside_the_two_against_one_class_does_not_restart_the_count() {
    // §14.6 (7.2.8) and the implementation note: the counter starts at the first position where
    // the material condition holds (king and man against a lone king: the start here). Crowning
    // the man keeps the condition (two kings against one), so White's 5th move is ply 9, the
    // 8th ply after the crowning. Only rule 4 is reset by a promotion.
    assert_eq!(endgame_limit_after(R, "W:WKc1,g7:BKa7", "g7-h8", 20, 8), 5);
}
