//! Czech (`czech.md`), English (`english.md`), Italian (`italian.md`) and Pool (`pool.md`):
//! one test per rule, each from a position in which that rule decides; the rules they share
//! with other games are rows of the tables in `shared/`.

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, GameResult};
use dama::draughts::restriction::Restriction;
use dama::{Color, Variant};

const CZ: Variant = Variant::Czech;
const EN: Variant = Variant::English;
const IT: Variant = Variant::Italian;
const PO: Variant = Variant::Pool;

// --- Czech ---

#[test]
fn czech_king_capture_takes_precedence_over_a_longer_man_capture() {
    let fen = "W:Wc3,Kh2:Bd4,f6,f4";
    assert_eq!(moves(CZ, fen), sorted(&["h2xe5xg7", "h2xe5xh8"]));
    assert_eq!(why(CZ, fen, "c3", "g7"), Some(Restriction::KingMustCapture));
}

#[test]
fn czech_a_man_never_captures_backward_even_in_a_multi_jump() {
    // czech.md §7: after c3xe5 the backward jump over f4 is not allowed; a forward jump is, and
    // the man may change between the two forward diagonals.
    assert_eq!(moves(CZ, "W:Wc3:Bd4,f4"), sorted(&["c3xe5"]));
    assert_eq!(moves(CZ, "W:Wc3:Bd4,f4,d6"), sorted(&["c3xe5xc7"]));
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
fn english_numbering_puts_square_1_on_b8_and_29_on_a1() {
    // english.md §2–3.
    assert_eq!(algebraic_names(EN, "1 4 5 29 32"), "b8 h8 a7 a1 g1");
}

// --- Italian ---

#[test]
fn italian_board_is_mirrored_with_white_first() {
    let g = dama::Game::new(IT);
    assert_eq!(g.position().side(), Color::White);
    assert_eq!(g.legal_moves().len(), 7);
    // Square 32 is h1, the dark corner on White's right; 29 is b1.
    assert_eq!(algebraic_names(IT, "32 29 1"), "h1 b1 a8");
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
fn italian_a_man_may_not_capture_a_king_in_the_middle_of_a_capture() {
    // italian.md §7: after 22x13 the man would go on over 10 if it were a man, not a king.
    assert_eq!(moves(IT, "W:W22:B18,10"), sorted(&["22x13x6"]));
    assert_eq!(moves(IT, "W:W22:B18,K10"), sorted(&["22x13"]));
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
fn italian_threefold_repetition_draws_and_the_number_is_configurable() {
    // italian.md §14: the third occurrence by default; a fourth-occurrence setting is kept.
    let cycle = "29-25 4-8 25-29 8-4";
    assert_threefold_repetition_draws("italian.md §14", IT, "W:WK29:BK4", cycle);
    let fourth = dama::draughts::rules::DrawRules {
        repetitions: 4,
        ..IT.info().draws
    };
    let mut g = game(IT, "W:WK29:BK4").with_draw_rules(fourth);
    for _ in 0..2 {
        for m in cycle.split_whitespace() {
            play(&mut g, m);
        }
    }
    assert_eq!(g.result(), GameResult::Ongoing);
    for m in cycle.split_whitespace() {
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
fn pool_black_moves_first() {
    assert_eq!(dama::Game::new(PO).position().side(), Color::Black);
}

#[test]
fn pool_three_kings_count_starts_when_the_material_arises() {
    // pool.md §14: White crowns its third king; the 13 moves count from there, so White's 13th
    // is the 26th ply after the crowning (Black moves first).
    assert_eq!(
        endgame_limit_after(PO, "W:WK29,K30,5:BK20", "5-1", 40, 26),
        13
    );
}
