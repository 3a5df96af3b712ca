//! Czech (`czech.md`), English (`english.md`), Italian (`italian.md`) and Pool (`pool.md`):
//! one test per rule, each from a position in which that rule decides.

mod common;
use common::*;
use dama::game::{DrawReason, GameResult};
use dama::notation::fen::parse_fen;
use dama::notation::square::parse_square;
use dama::restriction::{explain, Restriction};
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
    let results = shuffle(&mut g, 40, 0);
    assert_eq!(first_end(&results), Some(30));
    assert_eq!(
        results[29],
        GameResult::Draw {
            reason: DrawReason::KingMoves(15)
        }
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
        .map(|m| dama::notation::movetext::short_move(EN, m))
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
    let results = shuffle(&mut g, 90, 0);
    assert_eq!(first_end(&results), Some(80));
    assert_eq!(
        results[79],
        GameResult::Draw {
            reason: DrawReason::KingMoves(40)
        }
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
        dama::notation::square::algebraic_name(IT, parse_square(IT, "32").unwrap()),
        "h1"
    );
    assert_eq!(
        dama::notation::square::algebraic_name(IT, parse_square(IT, "29").unwrap()),
        "b1"
    );
    assert_eq!(
        dama::notation::square::algebraic_name(IT, parse_square(IT, "1").unwrap()),
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
    let results = shuffle(&mut g, 40, 0);
    // White (stronger) moves first: its 13th move is ply 25.
    assert_eq!(first_end(&results), Some(25));
    assert!(matches!(
        results[24],
        GameResult::Draw {
            reason: DrawReason::EndgameLimit(_, 13)
        }
    ));
}
