//! Czech (`czech.md`), English (`english.md`), Italian (`italian.md`) and Pool (`pool.md`):
//! one test per rule, each from a position in which that rule decides.

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, GameResult, WinReason};
use dama::draughts::notation::fen::parse_fen;
use dama::draughts::notation::square::parse_square;
use dama::draughts::restriction::{explain, Restriction};
use dama::{Color, Variant};

const CZ: Variant = Variant::Czech;
const EN: Variant = Variant::English;
const IT: Variant = Variant::Italian;
const PO: Variant = Variant::Pool;

fn why(v: Variant, fen: &str, from: &str, to: &str) -> Option<Restriction> {
    let pos = parse_fen(v, fen).unwrap();
    explain(
        v,
        &pos,
        parse_square(v, from).unwrap(),
        parse_square(v, to).unwrap(),
    )
}

// --- Czech ---

#[test]
fn czech_men_capture_forward_only() {
    assert_eq!(moves(CZ, "W:Wd4:Bc3,h8"), sorted(&["d4-c5", "d4-e5"]));
}

#[test]
fn czech_king_capture_takes_precedence_over_a_longer_man_capture() {
    let fen = "W:Wc3,Kh2:Bd4,f6,f4";
    assert_eq!(moves(CZ, fen), sorted(&["h2xe5xg7", "h2xe5xh8"]));
    assert_eq!(why(CZ, fen, "c3", "g7"), Some(Restriction::KingMustCapture));
}

#[test]
fn czech_free_choice_without_majority() {
    assert_eq!(
        moves(CZ, "W:Wa3,e3:Bb4,d6,f4"),
        sorted(&["a3xc5xe7", "e3xg5"])
    );
}

#[test]
fn czech_flying_king_must_land_where_it_continues() {
    assert_eq!(
        moves(CZ, "W:WKa1:Bc3,d6"),
        sorted(&["a1xe5xb8", "a1xe5xc7"])
    );
}

#[test]
fn czech_man_reaching_the_last_row_is_crowned() {
    let mut g = game(CZ, "W:Wc7:Bh2");
    play(&mut g, "c7-b8");
    assert_eq!(g.fen(), "B:WKb8:Bh2");
}

#[test]
fn czech_kings_only_fifteen_moves_draw() {
    let mut g = game(CZ, "W:WKc1,h2:BKf8,a7");
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 40, 0, 30),
        DrawReason::KingMoves(15)
    );
}

// --- English ---

#[test]
fn english_black_moves_first() {
    let g = dama::Game::new(EN);
    assert_eq!(g.position().side(), Color::Black);
    assert_eq!(g.move_texts().len() + g.legal_moves().len(), 7);
    let mut texts: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|m| dama::draughts::notation::movetext::short_move(EN, m))
        .collect();
    texts.sort();
    assert_eq!(
        texts,
        sorted(&["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"])
    );
}

#[test]
fn english_short_king_moves_one_square_each_way() {
    assert_eq!(
        moves(EN, "W:WK18:B1"),
        sorted(&["18-14", "18-15", "18-22", "18-23"])
    );
}

#[test]
fn english_short_king_captures_backward_over_an_adjacent_piece() {
    assert_eq!(moves(EN, "W:WK18:B22"), sorted(&["18x25"]));
}

#[test]
fn english_men_capture_forward_only() {
    assert_eq!(moves(EN, "W:W18:B22"), sorted(&["18-14", "18-15"]));
}

#[test]
fn english_crowning_ends_the_move() {
    let mut g = game(EN, "W:W11:B6,7");
    assert_eq!(moves(EN, "W:W11:B6,7"), sorted(&["11x2"]));
    play(&mut g, "11x2");
    assert_eq!(g.fen(), "B:WK2:B6");
}

#[test]
fn english_free_choice_of_capture() {
    assert_eq!(moves(EN, "W:W23:B18,19,10"), sorted(&["23x14x7", "23x16"]));
}

#[test]
fn english_forty_moves_without_man_move_or_capture_draw() {
    let mut g = game(EN, "W:WK22,5:BK11,28");
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 90, 0, 80),
        DrawReason::KingMoves(40)
    );
}

// --- Italian ---

#[test]
fn italian_board_is_mirrored_with_white_first() {
    let g = dama::Game::new(IT);
    assert_eq!(g.position().side(), Color::White);
    assert_eq!(g.legal_moves().len(), 7);
    // Square 32 is h1, the dark corner on White's right; 29 is b1.
    assert_eq!(
        dama::draughts::notation::square::algebraic_name(IT, parse_square(IT, "32").unwrap()),
        "h1"
    );
    assert_eq!(
        dama::draughts::notation::square::algebraic_name(IT, parse_square(IT, "29").unwrap()),
        "b1"
    );
    assert_eq!(
        dama::draughts::notation::square::algebraic_name(IT, parse_square(IT, "1").unwrap()),
        "a8"
    );
}

#[test]
fn italian_man_may_not_capture_a_king() {
    assert_eq!(moves(IT, "W:W22:B18"), sorted(&["22x13"]));
    assert_eq!(moves(IT, "W:W22:BK18"), sorted(&["22-19"]));
    assert_eq!(
        why(IT, "W:W22:BK18", "22", "13"),
        Some(Restriction::ManCannotTakeKing)
    );
}

#[test]
fn italian_men_capture_forward_only() {
    assert_eq!(moves(IT, "W:W22:B26"), sorted(&["22-18", "22-19"]));
}

#[test]
fn italian_rule_1_most_pieces() {
    let fen = "W:W22,K32:B18,10,28";
    assert_eq!(moves(IT, fen), sorted(&["22x13x6"]));
    assert_eq!(
        why(IT, fen, "32", "23"),
        Some(Restriction::Majority {
            required: 2,
            taken: 1
        })
    );
}

#[test]
fn italian_rule_2_king_captures_before_man() {
    let fen = "W:W22,K32:B18,28";
    assert_eq!(moves(IT, fen), sorted(&["32x23"]));
    assert_eq!(why(IT, fen, "22", "13"), Some(Restriction::KingMustCapture));
}

#[test]
fn italian_rule_3_most_kings() {
    let fen = "W:WK19:B14,K15";
    assert_eq!(moves(IT, fen), sorted(&["19x12"]));
    assert_eq!(
        why(IT, fen, "19", "10"),
        Some(Restriction::MostKings { required: 1 })
    );
}

#[test]
fn italian_rule_4_king_met_first() {
    let fen = "W:WK19:BK15,7,22,K21";
    assert_eq!(moves(IT, fen), sorted(&["19x12x3"]));
    assert_eq!(why(IT, fen, "19", "17"), Some(Restriction::KingsFirst));
}

#[test]
fn italian_forty_moves_rule() {
    let mut g = game(IT, "W:WK22,5:BK11,28");
    let results = shuffle(&mut g, 90, 0);
    assert_eq!(first_end(&results), Some(80));
}

// --- Pool ---

#[test]
fn pool_black_moves_first_and_men_capture_backward() {
    assert_eq!(dama::Game::new(PO).position().side(), Color::Black);
    assert_eq!(moves(PO, "B:W14:B18"), sorted(&["18x9"]));
}

#[test]
fn pool_kings_fly() {
    assert_eq!(
        moves(PO, "W:WK29:B1"),
        sorted(&["29-11", "29-15", "29-18", "29-22", "29-25", "29-4", "29-8"])
    );
}

#[test]
fn pool_man_passing_the_last_row_mid_capture_stays_a_man() {
    let mut g = game(PO, "B:W26,27:B22");
    let mv = play(&mut g, "22x31x24");
    assert!(!mv.crowned);
    assert_eq!(g.fen(), "W:W:B24");
}

#[test]
fn pool_free_choice_of_capture() {
    assert_eq!(moves(PO, "W:W23:B18,19,10"), sorted(&["23x14x7", "23x16"]));
}

#[test]
fn pool_three_kings_must_win_within_thirteen_moves() {
    let mut g = game(PO, "W:WK29,K30,K31:BK14");
    // White (stronger) moves first: its 13th move is ply 25.
    assert!(matches!(
        draw_reason_after_shuffle(&mut g, 40, 0, 25),
        DrawReason::EndgameLimit(_, 13)
    ));
}

// --- Rules added by the rules audit: each from a position in which the rule decides. ---

// --- Czech ---

#[test]
fn czech_a_man_never_captures_backward_even_in_a_multi_jump() {
    // czech.md §7: after c3xe5 the backward jump over f4 is not allowed; a forward jump is, and
    // the man may change between the two forward diagonals.
    assert_eq!(moves(CZ, "W:Wc3:Bd4,f4"), sorted(&["c3xe5"]));
    assert_eq!(moves(CZ, "W:Wc3:Bd4,f4,d6"), sorted(&["c3xe5xc7"]));
}

#[test]
fn czech_king_flies_but_not_over_pieces() {
    // czech.md §8–9: the king on c1 flies to a3 but its own man on d2 shuts the other diagonal,
    // so f4 behind it cannot be taken.
    assert_eq!(
        moves(CZ, "W:WKc1,d2:Bf4"),
        sorted(&["c1-a3", "c1-b2", "d2-c3", "d2-e3"])
    );
}

#[test]
fn czech_king_cannot_jump_two_adjacent_pieces() {
    // czech.md §9.
    assert_eq!(moves(CZ, "W:WKa1:Bc3,d4"), sorted(&["a1-b2"]));
}

#[test]
fn czech_dead_pieces_block_the_king() {
    // czech.md §10: after f6 the king cannot fly back over f6's square to take b2.
    assert_eq!(
        moves_with_captures(CZ, "W:WKd4:Bb2,f6", Written::Full),
        sorted(&["d4xa1 b2", "d4xg7 f6", "d4xh8 f6"])
    );
}

#[test]
fn czech_free_choice_among_king_captures() {
    // czech.md §11: no majority rule among king captures: one piece or two.
    assert_eq!(
        moves(CZ, "W:WKd4:Bb2,c5,c7"),
        sorted(&["d4xa1", "d4xb6xd8"])
    );
}

#[test]
fn czech_man_capturing_onto_the_last_row_is_crowned_and_stops() {
    // czech.md §12: from f8 a king could take g7, but the move ends on the last row.
    assert_eq!(moves(CZ, "W:Wd6:Be7,g7"), sorted(&["d6xf8"]));
    let mut g = game(CZ, "W:Wd6:Be7,g7");
    let mv = play(&mut g, "d6xf8");
    assert!(mv.crowned);
    assert_eq!(g.fen(), "B:WKf8:Bg7");
}

#[test]
fn czech_side_without_a_move_loses() {
    // czech.md §13.
    assert_eq!(blocked_winner(CZ, "W:Wa1:Bb2,c3"), Color::Black);
}

#[test]
fn czech_threefold_repetition_draws() {
    // czech.md §14.2 (declared automatically: project choice).
    assert_threefold_repetition_draws(
        CZ,
        "W:WKc1,h2:BKf8,a7",
        ["c1-d2", "f8-e7", "d2-c1", "e7-f8"],
    );
}

#[test]
fn czech_has_no_endgame_move_limits() {
    // czech.md §14 lists no endgame limit: two kings against one play on past Russian's 5 moves.
    let mut g = game(CZ, "W:WKc1,Ke1:BKh2");
    let results = shuffle(&mut g, 28, 0);
    assert_eq!(results.len(), 28);
    assert_eq!(first_end(&results), None);
}

#[test]
fn czech_captures_are_written_with_x_and_read_with_a_colon() {
    // czech.md §16.
    let mut g = game(CZ, "W:Wc3:Bd4,h8");
    play(&mut g, "c3:e5");
    assert_eq!(g.move_texts(), vec!["c3xe5".to_string()]);
}

// --- English ---

#[test]
fn english_numbering_puts_square_1_on_b8_and_29_on_a1() {
    // english.md §2–3.
    let name = |n: &str| {
        dama::draughts::notation::square::algebraic_name(EN, parse_square(EN, n).expect("a square"))
    };
    assert_eq!(name("1"), "b8");
    assert_eq!(name("4"), "h8");
    assert_eq!(name("5"), "a7");
    assert_eq!(name("29"), "a1");
    assert_eq!(name("32"), "g1");
}

#[test]
fn english_king_cannot_capture_at_a_distance() {
    // english.md §8–9: 22 is two squares away along the diagonal; a short king only steps.
    assert_eq!(moves(EN, "W:WK29:B22"), sorted(&["29-25"]));
}

#[test]
fn english_king_may_end_a_circular_capture_on_its_starting_square() {
    // english.md §10, §17: the king takes four pieces round 18 and lands on 18 again; clockwise
    // and anticlockwise are one move.
    assert_eq!(
        moves_with_captures(EN, "W:WK18:B14,6,7,15", Written::Short),
        sorted(&["18x18 6,7,14,15"])
    );
}

#[test]
fn english_side_without_a_move_loses() {
    // english.md §13.
    assert_eq!(blocked_winner(EN, "W:W29:B25,22"), Color::Black);
    let mut g = game(EN, "W:W23:B18");
    play(&mut g, "23x14");
    assert_eq!(
        g.result(),
        GameResult::Win {
            winner: Color::White,
            reason: WinReason::NoPiecesLeft
        }
    );
}

#[test]
fn english_threefold_repetition_draws() {
    // english.md §14 (declared automatically: project choice).
    assert_threefold_repetition_draws(EN, "W:WK30,28:BK3,5", ["30-26", "3-7", "26-30", "7-3"]);
}

// --- Italian ---

#[test]
fn italian_a_man_may_not_capture_a_king_in_the_middle_of_a_capture() {
    // italian.md §7: after 22x13 the man would go on over 10 if it were a man, not a king.
    assert_eq!(moves(IT, "W:W22:B18,10"), sorted(&["22x13x6"]));
    assert_eq!(moves(IT, "W:W22:B18,K10"), sorted(&["22x13"]));
}

#[test]
fn italian_short_king_moves_one_square_and_captures_backward() {
    // italian.md §8–9.
    assert_eq!(
        moves(IT, "W:WK14:B1"),
        sorted(&["14-10", "14-11", "14-18", "14-19"])
    );
    assert_eq!(moves(IT, "W:WK14:B18"), sorted(&["14x21"]));
}

#[test]
fn italian_rule_4_compares_the_later_kings_when_the_first_is_met_at_the_same_jump() {
    // italian.md §11.4 (project interpretation): both three-piece captures by the king take two
    // kings, the first at jump 1; 21x14x7x16 meets the second at jump 2, 21x14x23x32 at jump 3.
    let fen = "W:WK21:BK18,K11,12,19,K28";
    assert_eq!(moves(IT, fen), sorted(&["21x14x7x16"]));
    assert_eq!(why(IT, fen, "21", "32"), Some(Restriction::KingsFirst));
}

#[test]
fn italian_free_choice_when_the_ladder_leaves_several_captures() {
    // italian.md §11.5: two men, one man each.
    assert_eq!(moves(IT, "W:W22,24:B18,20"), sorted(&["22x13", "24x15"]));
}

#[test]
fn italian_man_reaching_the_last_row_is_crowned_and_the_move_ends() {
    // italian.md §12: from 3 a king could take 7, but the move ends on the last row.
    assert_eq!(moves(IT, "W:W10:B6,7"), sorted(&["10x3"]));
    let mut g = game(IT, "W:W10:B6,7");
    let mv = play(&mut g, "10x3");
    assert!(mv.crowned);
    assert_eq!(g.fen(), "B:WK3:B7");
}

#[test]
fn italian_side_without_a_move_loses() {
    // italian.md §13: the man on 32 (h1) is blocked by 28 and 23.
    assert_eq!(blocked_winner(IT, "W:W32:B28,23"), Color::Black);
}

#[test]
fn italian_threefold_repetition_draws_and_the_number_is_configurable() {
    // italian.md §14: the third occurrence by default; a fourth-occurrence setting is kept.
    assert_threefold_repetition_draws(IT, "W:WK29:BK4", ["29-25", "4-8", "25-29", "8-4"]);
    let fourth = dama::draughts::rules::DrawRules {
        repetitions: 4,
        ..IT.info().draws
    };
    let mut g = game(IT, "W:WK29:BK4").with_draw_rules(fourth);
    for _ in 0..2 {
        for m in ["29-25", "4-8", "25-29", "8-4"] {
            play(&mut g, m);
        }
    }
    assert_eq!(g.result(), GameResult::Ongoing);
    for m in ["29-25", "4-8", "25-29", "8-4"] {
        play(&mut g, m);
    }
    assert_eq!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::Repetition(4)
        }
    );
}

// --- Pool ---

#[test]
fn pool_king_captures_at_a_distance_and_must_land_where_it_continues() {
    // pool.md §9: 29 takes 22 from afar; of the landing squares only 15 lets it go on over 10.
    assert_eq!(moves(PO, "W:WK29:B22,10"), sorted(&["29x15x1", "29x15x6"]));
}

#[test]
fn pool_dead_pieces_block_the_king() {
    // pool.md §10: after 11 the king cannot fly back over 11's square to take 25.
    assert_eq!(
        moves_with_captures(PO, "W:WK18:B25,11", Written::Full),
        sorted(&["18x29 25", "18x4 11", "18x8 11"])
    );
}

#[test]
fn pool_man_ending_on_the_last_row_is_crowned_even_if_a_king_could_go_on() {
    // pool.md §12: on 2 the man cannot jump again as a man (the king's jump over 9 is not a man's
    // jump), so the move ends there and it is crowned.
    assert_eq!(moves(PO, "W:W11:B7,9"), sorted(&["11x2"]));
    let mut g = game(PO, "W:W11:B7,9");
    let mv = play(&mut g, "11x2");
    assert!(mv.crowned);
    assert_eq!(g.fen(), "B:WK2:B9");
}

#[test]
fn pool_side_without_a_move_loses() {
    // pool.md §13.
    assert_eq!(blocked_winner(PO, "W:W29:B25,22"), Color::Black);
}

#[test]
fn pool_three_kings_count_starts_when_the_material_arises() {
    // pool.md §14: White crowns its third king; the 13 moves count from there, so White's 13th
    // is the 26th ply after the crowning (Black moves first).
    let mut g = game(PO, "W:WK29,K30,5:BK20");
    play(&mut g, "5-1");
    assert!(matches!(
        draw_reason_after_shuffle(&mut g, 40, 0, 26),
        DrawReason::EndgameLimit(_, 13)
    ));
}

#[test]
fn pool_threefold_repetition_draws() {
    // pool.md §14 (project choice).
    assert_threefold_repetition_draws(PO, "W:WK30,28:BK3,5", ["30-26", "3-7", "26-30", "7-3"]);
}

#[test]
fn pool_forty_moves_without_man_move_or_capture_draw() {
    // pool.md §14 (project choice).
    let mut g = game(PO, "W:WK30,28:BK3,5");
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 90, 0, 80),
        DrawReason::KingMoves(40)
    );
}
