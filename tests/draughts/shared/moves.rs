//! How men and kings move and capture, and which capture must be taken (§6–§11 of the rules
//! texts), and how captures are written (§16), in every game that shares a rule.

use crate::common::draughts::*;
use dama::Variant::{
    self, Brazilian, Breakthrough, Czech, English, Frisian, International, Italian, Pool, Russian,
    SixteenSoldiers, SixteenSoldiers49, Turkish,
};

/// A rule's row: its section, the game, a position and the moves legal there.
type LegalMoves<'a> = (&'a str, Variant, &'a str, &'a [&'a str]);

/// Each row's legal moves, listed by `list`, are the row's moves.
fn legal_moves(list: fn(Variant, &str) -> Vec<String>, rows: &[LegalMoves]) {
    for &(rule, v, fen, expected) in rows {
        assert_eq!(list(v, fen), sorted(expected), "{rule}: {v} {fen}");
    }
}

/// The legal moves with every landing and the captured squares.
fn with_captures(v: Variant, fen: &str) -> Vec<String> {
    moves_with_captures(v, fen, Written::Full)
}

/// The legal moves from origin to destination with the captured squares.
fn short_with_captures(v: Variant, fen: &str) -> Vec<String> {
    moves_with_captures(v, fen, Written::Short)
}

#[test]
fn men_step_one_square_diagonally_forward() {
    legal_moves(
        moves,
        &[
            (
                "international.md §6",
                International,
                "W:W33:B3",
                &["33-28", "33-29"],
            ),
            (
                "international.md §6",
                International,
                "B:W48:B18",
                &["18-22", "18-23"],
            ),
            // No orthogonal and no backward simple moves.
            ("frisian.md §6", Frisian, "W:W33:B3", &["33-28", "33-29"]),
            ("frisian.md §6", Frisian, "B:W48:B18", &["18-22", "18-23"]),
            (
                "brazilian.md §6",
                Brazilian,
                "W:Wc3:Bh8",
                &["c3-b4", "c3-d4"],
            ),
        ],
    );
}

#[test]
fn men_capture_backward_or_forward_only_as_each_game_says() {
    legal_moves(
        moves,
        &[
            (
                "international.md §7: backward",
                International,
                "W:W28:B33",
                &["28x39"],
            ),
            ("russian.md §7: backward", Russian, "W:Wd4:Bc3", &["d4xb2"]),
            (
                "brazilian.md §7: backward",
                Brazilian,
                "W:Wd4:Bc3",
                &["d4xb2"],
            ),
            ("pool.md §7: backward", Pool, "B:W14:B18", &["18x9"]),
            (
                "czech.md §7: forward only",
                Czech,
                "W:Wd4:Bc3,h8",
                &["d4-c5", "d4-e5"],
            ),
            (
                "english.md §7: forward only",
                English,
                "W:W18:B22",
                &["18-14", "18-15"],
            ),
            (
                "italian.md §7: forward only",
                Italian,
                "W:W22:B26",
                &["22-18", "22-19"],
            ),
        ],
    );
}

#[test]
fn men_capture_kings() {
    // A man may capture a king (not in Italian, see italian.md §7).
    legal_moves(
        moves,
        &[
            (
                "international.md §7",
                International,
                "W:W28:BK23",
                &["28x19"],
            ),
            ("frisian.md §7", Frisian, "W:W23:BK24", &["23x25"]),
        ],
    );
}

#[test]
fn no_jump_over_two_pieces_in_a_row_nor_over_an_own_piece() {
    legal_moves(
        moves,
        &[
            (
                "international.md §9",
                International,
                "W:WK46:B37,32",
                &["46-41"],
            ),
            ("czech.md §9", Czech, "W:WKa1:Bc3,d4", &["a1-b2"]),
            // 33 cannot jump its own 29, nor 28 with 22 right behind it; only 29's steps are left.
            (
                "international.md §7",
                International,
                "W:W33,29:B28,22",
                &["29-23", "29-24"],
            ),
            // c4 has b4 right behind it, the own man d6 cannot be jumped: the king only moves.
            (
                "turkish.md §9",
                Turkish,
                "W:WKd4,d6:Bc4,b4,h8",
                &[
                    "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-e4", "d4-f4", "d4-g4", "d4-h4",
                    "d6-c6", "d6-d7", "d6-e6",
                ],
            ),
        ],
    );
}

#[test]
fn flying_kings_move_any_distance_but_not_over_a_piece() {
    legal_moves(
        moves,
        &[
            (
                "international.md §8",
                International,
                "W:WK46:B5",
                &[
                    "46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41",
                ],
            ),
            (
                "russian.md §8",
                Russian,
                "W:WKa1:Bh6",
                &[
                    "a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8",
                ],
            ),
            (
                "brazilian.md §8",
                Brazilian,
                "W:WKa1:Bh6",
                &[
                    "a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8",
                ],
            ),
            (
                "pool.md §8",
                Pool,
                "W:WK29:B1",
                &["29-11", "29-15", "29-18", "29-22", "29-25", "29-4", "29-8"],
            ),
            // The own man on 28 stops the king on the long diagonal at 32.
            (
                "international.md §8",
                International,
                "W:WK46,28:B5",
                &["28-22", "28-23", "46-32", "46-37", "46-41"],
            ),
            // The king on c1 flies to a3 but its own man on d2 shuts the other diagonal, so f4
            // behind it cannot be taken.
            (
                "czech.md §8–9",
                Czech,
                "W:WKc1,d2:Bf4",
                &["c1-a3", "c1-b2", "d2-c3", "d2-e3"],
            ),
        ],
    );
}

#[test]
fn flying_kings_capture_at_a_distance_and_land_anywhere_beyond() {
    legal_moves(
        moves,
        &[(
            "international.md §9",
            International,
            "W:WK46:B28",
            &["46x10", "46x14", "46x19", "46x23", "46x5"],
        )],
    );
    // a1 takes a4 three squares away and lands on a5, a6 or a7, up to the piece on a8.
    legal_moves(
        with_captures,
        &[(
            "turkish.md §9",
            Turkish,
            "W:WKa1:Ba4,a8",
            &["a1xa5 a4", "a1xa6 a4", "a1xa7 a4"],
        )],
    );
}

#[test]
fn flying_kings_must_land_where_the_capture_continues() {
    legal_moves(
        moves,
        &[
            (
                "international.md §9",
                International,
                "W:WK46:B28,13",
                &["46x19x2", "46x19x8"],
            ),
            (
                "czech.md §9",
                Czech,
                "W:WKa1:Bc3,d6",
                &["a1xe5xb8", "a1xe5xc7"],
            ),
            // Ka1 takes c3; of the landing squares d4, e5, f6 only e5 lets it go on (over d6 to
            // c7/b8).
            (
                "russian.md §9",
                Russian,
                "W:WKa1:Bc3,d6",
                &["a1xe5xb8", "a1xe5xc7"],
            ),
            (
                "brazilian.md §9, §11",
                Brazilian,
                "W:WKa1:Bc3,d6",
                &["a1xe5xb8", "a1xe5xc7"],
            ),
            // 29 takes 22 from afar; of the landing squares only 15 lets it go on over 10.
            ("pool.md §9", Pool, "W:WK29:B22,10", &["29x15x1", "29x15x6"]),
            // Of the landing squares behind a4, only a6 lets the king take c6 as well, and the
            // sequence must reach the maximum.
            (
                "turkish.md §10–11",
                Turkish,
                "W:WKa1:Ba4,c6",
                &["a1xa6xd6", "a1xa6xe6", "a1xa6xf6", "a1xa6xg6", "a1xa6xh6"],
            ),
        ],
    );
}

#[test]
fn dead_pieces_block_the_king_until_the_capture_ends() {
    // After the first piece the king cannot fly back over its square (through its own empty
    // start square) to take the other; with pieces removed at once each capture would go on,
    // and where the majority rule holds only those two-piece captures would be left.
    legal_moves(
        with_captures,
        &[
            (
                "czech.md §10",
                Czech,
                "W:WKd4:Bb2,f6",
                &["d4xa1 b2", "d4xg7 f6", "d4xh8 f6"],
            ),
            (
                "russian.md §10",
                Russian,
                "W:WKd4:Bb2,f6",
                &["d4xa1 b2", "d4xg7 f6", "d4xh8 f6"],
            ),
            (
                "brazilian.md §10",
                Brazilian,
                "W:WKd4:Bb2,f6",
                &["d4xa1 b2", "d4xg7 f6", "d4xh8 f6"],
            ),
            (
                "pool.md §10",
                Pool,
                "W:WK18:B25,11",
                &["18x29 25", "18x4 11", "18x8 11"],
            ),
            (
                "frisian.md §10",
                Frisian,
                "W:WK28:B27,29",
                &["28x26 27", "28x30 29"],
            ),
        ],
    );
    legal_moves(
        short_with_captures,
        &[(
            "international.md §10",
            International,
            "W:WK28:B37,19",
            &["28x10 19", "28x14 19", "28x41 37", "28x46 37", "28x5 19"],
        )],
    );
}

#[test]
fn a_capture_may_end_on_its_starting_square() {
    // The capturing piece's square is empty during the move; both directions round the square
    // are one move.
    legal_moves(
        short_with_captures,
        &[
            // The man goes round 27, 17, 18, 28 and lands back on 32.
            (
                "international.md §10",
                International,
                "W:W32:B27,17,18,28",
                &["32x32 17,18,27,28"],
            ),
            // Round d8, h8, h4, d4 over four pieces; the squares on the way may be passed again.
            (
                "frisian.md §7, §10",
                Frisian,
                "W:W32:B22,13,24,33",
                &["32x32 13,22,24,33"],
            ),
            // The king takes four pieces round 18 and lands on 18 again.
            (
                "english.md §10, §17",
                English,
                "W:WK18:B14,6,7,15",
                &["18x18 6,7,14,15"],
            ),
        ],
    );
}

#[test]
fn short_kings_step_one_square_and_capture_only_an_adjacent_piece() {
    legal_moves(
        moves,
        &[
            (
                "english.md §8",
                English,
                "W:WK18:B1",
                &["18-14", "18-15", "18-22", "18-23"],
            ),
            ("english.md §9: backward", English, "W:WK18:B22", &["18x25"]),
            // 22 is two squares away along the diagonal.
            (
                "english.md §8–9: not at a distance",
                English,
                "W:WK29:B22",
                &["29-25"],
            ),
            (
                "italian.md §8",
                Italian,
                "W:WK14:B1",
                &["14-10", "14-11", "14-18", "14-19"],
            ),
            ("italian.md §9: backward", Italian, "W:WK14:B18", &["14x21"]),
        ],
    );
}

#[test]
fn free_choice_among_captures_without_a_majority_rule() {
    legal_moves(
        moves,
        &[
            (
                "english.md §11",
                English,
                "W:W23:B18,19,10",
                &["23x14x7", "23x16"],
            ),
            (
                "pool.md §11",
                Pool,
                "W:W23:B18,19,10",
                &["23x14x7", "23x16"],
            ),
            (
                "czech.md §11",
                Czech,
                "W:Wa3,e3:Bb4,d6,f4",
                &["a3xc5xe7", "e3xg5"],
            ),
            // No majority rule among king captures: one piece or two.
            (
                "czech.md §11: kings",
                Czech,
                "W:WKd4:Bb2,c5,c7",
                &["d4xa1", "d4xb6xd8"],
            ),
            (
                "russian.md §11",
                Russian,
                "W:We5:Bd6,b6,f6",
                &["e5xc7xa5", "e5xg7"],
            ),
            // Two men, one man each: the ladder leaves both.
            (
                "italian.md §11.5",
                Italian,
                "W:W22,24:B18,20",
                &["22x13", "24x15"],
            ),
        ],
    );
    // Project choice: a capture must be made, but the one of one soldier (g3xg5) is as legal
    // as the one of two (c3xe5xe7).
    legal_moves(
        with_captures,
        &[
            (
                "sixteen-soldiers.md §11",
                SixteenSoldiers,
                "W:Wc3,g3:Bd4,e6,g4",
                &["c3xe5xe7 e6,d4", "g3xg5 g4"],
            ),
            (
                "sixteen-soldiers.md §11",
                SixteenSoldiers49,
                "W:Wc3,g3:Bd4,e6,g4",
                &["c3xe5xe7 e6,d4", "g3xg5 g4"],
            ),
        ],
    );
}

#[test]
fn the_majority_rule_forbids_the_smaller_capture() {
    legal_moves(
        moves,
        &[
            (
                "brazilian.md §11",
                Brazilian,
                "W:We5:Bd6,b6,f6",
                &["e5xc7xa5"],
            ),
            // A king counts as one piece.
            (
                "international.md §11",
                International,
                "W:W28,47:BK23,42,32",
                &["28x37x48", "47x38x27"],
            ),
            // As in International.
            (
                "breakthrough.md §11",
                Breakthrough,
                "W:W28,47:B23,42,32",
                &["28x37x48", "47x38x27"],
            ),
        ],
    );
}

#[test]
fn captures_are_written_with_x_and_read_with_a_colon() {
    // Their literature writes `c3:e5`; the project writes `x` and reads both.
    for (rule, v) in [("czech.md §16", Czech), ("russian.md §16", Russian)] {
        let mut g = game(v, "W:Wc3:Bd4,h8");
        play(&mut g, "c3:e5");
        assert_eq!(g.move_texts(), vec!["c3xe5".to_string()], "{rule}");
    }
}
