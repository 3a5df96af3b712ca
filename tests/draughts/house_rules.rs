//! House rules (`dama::draughts::rules::HouseRules`): the switches as text and back, the switches of each
//! built-in diagonal game playing exactly that game (its perft from its start, RULES.md
//! "Reference figures"), and each switch deciding what it says in a position where it matters.
//!
//! House games are numbered as International (10x10) and English (8x8) draughts: on 8x8, 1 is
//! b8, 4 h8, 29 a1 and 32 g1 (RULES.md §2).

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, GameResult};
use dama::draughts::notation::fen::parse_fen;
use dama::draughts::rules::house::{HouseBoard, HouseError};
use dama::draughts::rules::{HouseRules, KingRange, MidCapturePromotion, Precedence};
use dama::{Color, Variant};

/// The built-in diagonal games that house rules can be set to.
const DIAGONAL: [Variant; 7] = [
    Variant::International,
    Variant::Brazilian,
    Variant::Russian,
    Variant::Czech,
    Variant::English,
    Variant::Italian,
    Variant::Pool,
];

/// The house game of `text` (switches), default for every switch left out.
fn house(text: &str) -> Variant {
    Variant::House(HouseRules::parse(text).unwrap_or_else(|e| panic!("{text}: {e}")))
}

#[test]
fn house_default_is_the_warcaby_set() {
    // 8x8, men capturing backward, flying kings, no majority rule, White first, threefold
    // repetition and 15 king moves.
    let h = HouseRules::default();
    assert_eq!(
        h.text(),
        "board=8 backward=yes kings=flying take-kings=yes compulsory=yes precedence=free \
         promotion=continue first=white repetition=3 king-moves=15"
    );
    assert_eq!(HouseRules::parse("").unwrap(), h);
    let g = dama::Game::new(Variant::House(h));
    assert_eq!(g.fen(), "W:W21-32:B1-12");
    assert_eq!(g.legal_moves().len(), 7);
}

#[test]
fn house_text_and_parse_round_trip() {
    // Every game's switches and the default read back as written.
    let mut all: Vec<HouseRules> = DIAGONAL
        .iter()
        .map(|&v| HouseRules::of(v).unwrap())
        .collect();
    all.push(HouseRules::default());
    all.push(HouseRules {
        board: HouseBoard::Ten,
        men_capture_backward: false,
        kings: KingRange::Short,
        men_capture_kings: false,
        capture_compulsory: false,
        precedence: Precedence::KingFirst,
        mid_capture: MidCapturePromotion::CrownAndContinue,
        first: Color::Black,
        repetitions: 0,
        king_moves: 255,
    });
    for h in all {
        assert_eq!(HouseRules::parse(&h.text()), Ok(h), "{}", h.text());
    }
}

#[test]
fn house_parse_takes_any_order_and_separator_and_keeps_defaults() {
    let h = HouseRules::parse("kings=short, board=10;first=black  repetition=0").unwrap();
    assert_eq!(
        h,
        HouseRules {
            board: HouseBoard::Ten,
            kings: KingRange::Short,
            first: Color::Black,
            repetitions: 0,
            ..HouseRules::default()
        }
    );
    // Other spellings the reader takes.
    assert_eq!(
        HouseRules::parse("board=10x10 backward=no compulsory=false take-kings=0").unwrap(),
        HouseRules {
            board: HouseBoard::Ten,
            men_capture_backward: false,
            capture_compulsory: false,
            men_capture_kings: false,
            ..HouseRules::default()
        }
    );
}

#[test]
fn house_parse_errors_name_the_switch_and_what_it_takes() {
    let cases = [
        ("board=12", "board", "8 or 10"),
        ("backward=maybe", "backward", "yes or no"),
        ("kings=long", "kings", "flying or short"),
        ("take-kings=2", "take-kings", "yes or no"),
        ("compulsory=sometimes", "compulsory", "yes or no"),
        (
            "precedence=most",
            "precedence",
            "free, majority, king-first or italian",
        ),
        (
            "promotion=later",
            "promotion",
            "continue, crown-continue or crown-stop",
        ),
        ("first=red", "first", "white or black"),
        ("repetition=300", "repetition", "a number from 0 to 255"),
        ("king-moves=-1", "king-moves", "a number from 0 to 255"),
    ];
    for (text, switch, takes) in cases {
        let err = HouseRules::parse(text).unwrap_err();
        let value = text.split_once('=').unwrap().1;
        assert_eq!(
            err,
            HouseError::BadValue {
                switch: switch.into(),
                value: value.into()
            },
            "{text}"
        );
        let msg = err.to_string();
        assert!(
            msg.contains(&format!("{switch}={value}")) && msg.contains(takes),
            "{text}: {msg}"
        );
    }
    let err = HouseRules::parse("kings=flying colour=blue").unwrap_err();
    assert_eq!(err, HouseError::UnknownSwitch("colour".into()));
    assert!(err.to_string().contains("colour"), "{err}");
    let err = HouseRules::parse("flying").unwrap_err();
    assert_eq!(err, HouseError::NotASwitch("flying".into()));
    assert!(err.to_string().contains("flying"), "{err}");
}

#[test]
fn house_of_a_non_diagonal_game_is_none() {
    // Turkish, Frisian and Sixteen Soldiers move along other lines; Antidraughts and Breakthrough
    // have goals no switch sets.
    for v in [
        Variant::Turkish,
        Variant::Frisian,
        Variant::Frysk,
        Variant::SixteenSoldiers,
        Variant::SixteenSoldiers49,
        Variant::Antidraughts,
        Variant::Breakthrough,
    ] {
        assert_eq!(HouseRules::of(v), None, "{v}");
    }
}

#[test]
fn house_rules_of_each_diagonal_game_give_its_perft() {
    // Set to a built-in game's switches, a house game plays exactly that game: the same perft
    // from the game's start. The house board is never mirrored: the Italian start, read on it
    // from the same FEN text, is Italian's mirror image, with the same perft by symmetry.
    // Depths: on 8x8 up to 8, where Pool first differs from Russian (RULES.md perft tables).
    for v in DIAGONAL {
        let h = HouseRules::of(v).unwrap();
        let hv = Variant::House(h);
        assert_eq!(hv.first_to_move(), v.first_to_move(), "{v}");
        let start = dama::start_position(v);
        let house_start = parse_fen(hv, v.info().start_fen).unwrap();
        assert_eq!(house_start, dama::start_position(hv), "{v}");
        if v != Variant::Italian {
            assert_eq!(house_start, start, "{v}");
        }
        let depth = if v == Variant::International { 6 } else { 8 };
        for d in 1..=depth {
            assert_eq!(
                dama::perft(hv, &house_start, d),
                dama::perft(v, &start, d),
                "{v} depth {d}"
            );
        }
    }
}

#[test]
fn house_rules_of_each_diagonal_game_give_its_moves_in_telling_positions() {
    // Positions that tell the games apart (each one's precedence, promotion and king rules),
    // written in numbers for the 8x8 boards (Italian is left out: its board is mirrored).
    let positions = [
        "W:W22,K4:B18,11", // man two pieces, king one
        "W:W22,K4:B18,8",  // man one piece, king one
        "W:W10:B7,8",      // a man passing the last row mid-capture
        "W:W18:B22",       // a man capturing backward
        "W:WK29:B15",      // a king capturing at a distance
        "W:W18:BK14",      // a man taking a king
        "W:WK29,21:B1,12", // a king flying
    ];
    for v in DIAGONAL {
        if v == Variant::Italian || v == Variant::International {
            continue;
        }
        let hv = Variant::House(HouseRules::of(v).unwrap());
        for fen in positions {
            // Both lists written in the house game's numbers (Russian, Brazilian and Czech
            // write algebraic squares of the same board).
            assert_eq!(
                moves_written_by(hv, fen, hv),
                moves_written_by(v, fen, hv),
                "{v} {fen}"
            );
        }
    }
}

#[test]
fn house_board_switch() {
    // board=10: the international start, 20 men each, nine first moves; board=8: 12 each.
    let g = dama::Game::new(house("board=10"));
    assert_eq!(g.fen(), "W:W31-50:B1-20");
    assert_eq!(g.legal_moves().len(), 9);
    let g = dama::Game::new(house("board=8"));
    assert_eq!(g.fen(), "W:W21-32:B1-12");
    assert_eq!(g.legal_moves().len(), 7);
}

#[test]
fn house_backward_switch() {
    // The man on 18 (d4) can take 22 (c3) behind it only with backward=yes.
    assert_eq!(
        moves(house("backward=yes"), "W:W18:B22"),
        sorted(&["18x25"])
    );
    assert_eq!(
        moves(house("backward=no"), "W:W18:B22"),
        sorted(&["18-14", "18-15"])
    );
}

#[test]
fn house_kings_switch() {
    // Flying: the king on 29 (a1) runs the long diagonal and takes 15 (e5) from afar; short:
    // one square, no capture at a distance.
    assert_eq!(
        moves(house("kings=flying"), "W:WK29,21:B1,12"),
        sorted(&["21-17", "29-11", "29-15", "29-18", "29-22", "29-25", "29-4", "29-8"])
    );
    assert_eq!(
        moves(house("kings=short"), "W:WK29,21:B1,12"),
        sorted(&["21-17", "29-25"])
    );
    assert_eq!(
        moves(house("kings=flying"), "W:WK29:B15"),
        sorted(&["29x11", "29x4", "29x8"])
    );
    assert_eq!(
        moves(house("kings=short"), "W:WK29:B15"),
        sorted(&["29-25"])
    );
    assert_eq!(
        moves(house("kings=short"), "W:WK22:B18"),
        sorted(&["22x15"])
    );
}

#[test]
fn house_take_kings_switch() {
    // The man on 18 (d4) and the king on 14 (c5).
    assert_eq!(
        moves(house("take-kings=yes"), "W:W18:BK14"),
        sorted(&["18x9"])
    );
    assert_eq!(
        moves(house("take-kings=no"), "W:W18:BK14"),
        sorted(&["18-15"])
    );
    // A king still takes a king.
    assert_eq!(
        moves(house("take-kings=no kings=short"), "W:WK18:BK14"),
        sorted(&["18x9"])
    );
}

#[test]
fn house_compulsory_switch() {
    // With compulsory=no the quiet moves are legal beside the capture.
    assert_eq!(
        moves(house("compulsory=yes"), "W:W18,30:B14"),
        sorted(&["18x9"])
    );
    assert_eq!(
        moves(house("compulsory=no"), "W:W18,30:B14"),
        sorted(&["18-15", "18x9", "30-25", "30-26"])
    );
}

#[test]
fn house_precedence_switch() {
    // The man on 22 can take two (18 and 11), the king on 4 one (11).
    let fen = "W:W22,K4:B18,11";
    assert_eq!(
        moves(house("precedence=free"), fen),
        sorted(&["22x15x8", "4x15"])
    );
    assert_eq!(
        moves(house("precedence=majority"), fen),
        sorted(&["22x15x8"])
    );
    assert_eq!(
        moves(house("precedence=king-first"), fen),
        sorted(&["4x15"])
    );
    assert_eq!(
        moves(house("precedence=italian"), fen),
        sorted(&["22x15x8"])
    );
    // One piece each: majority leaves all; the Italian ladder (then with a king) the king's.
    let fen = "W:W22,K4:B18,8";
    assert_eq!(
        moves(house("precedence=majority"), fen),
        sorted(&["22x15", "4x11", "4x15"])
    );
    assert_eq!(
        moves(house("precedence=italian"), fen),
        sorted(&["4x11", "4x15"])
    );
}

#[test]
fn house_promotion_switch() {
    // The man on 10 (d6) takes 7 to 3 (f8) on the last row; 8 (g7) lies behind it.
    let fen = "W:W10:B7,8,21";
    let crowned = |text: &str, mv: &str| {
        let mut g = game(house(text), fen);
        assert_eq!(
            g.legal_moves().len(),
            1,
            "{text}: {:?}",
            moves(house(text), fen)
        );
        play(&mut g, mv).crowned
    };
    // continue: on as a man, over 8 to 12 (h6), where it stays a man.
    assert!(!crowned("promotion=continue", "10x3x12"));
    // crown-stop: crowned on 3, the move ends.
    assert!(crowned("promotion=crown-stop", "10x3"));
    // crown-continue: crowned on 3 and on as a king.
    assert!(crowned("promotion=crown-continue", "10x3x12"));
}

#[test]
fn house_first_switch() {
    let g = dama::Game::new(house("first=black"));
    assert_eq!(g.position().side(), Color::Black);
    assert_eq!(g.fen(), "B:W21-32:B1-12");
    let g = dama::Game::new(house("first=white"));
    assert_eq!(g.position().side(), Color::White);
}

#[test]
fn house_repetition_switch() {
    // repetition=2 draws at the second occurrence, 3 at the third, 0 never.
    let fen = "W:WK32,21:BK1,12";
    let cycle = "32-27 1-6 27-32 6-1";
    let mut g = game(house("repetition=2"), fen);
    for m in cycle.split_whitespace() {
        assert_eq!(g.result(), GameResult::Ongoing);
        play(&mut g, m);
    }
    assert_eq!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::Repetition(2)
        }
    );
    assert_threefold_repetition_draws("repetition=3", house("repetition=3"), fen, cycle);
    let mut g = game(house("repetition=0"), fen);
    for _ in 0..3 {
        for m in cycle.split_whitespace() {
            play(&mut g, m);
        }
    }
    assert_eq!(g.repetitions(), 4);
    assert_eq!(g.result(), GameResult::Ongoing);
}

#[test]
fn house_king_moves_switch() {
    // king-moves=5: five moves each with only kings moving and no capture draw.
    let mut g = game(house("king-moves=5"), "W:WK32,21:BK1,12");
    assert_eq!(
        draw_reason_after_shuffle(&mut g, 20, 0, 10),
        DrawReason::KingMoves(5)
    );
    let mut g = game(house("king-moves=0 repetition=0"), "W:WK32,21:BK1,12");
    assert_eq!(first_end(&shuffle(&mut g, 60, 0)), None);
}
