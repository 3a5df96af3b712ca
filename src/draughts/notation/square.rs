//! Square names per game: numbers in reading order of the board as drawn (International, English,
//! Italian…) or file letter and rank (Russian, Turkish, Sixteen Soldiers: `c3`, `e5`). Both are
//! read off the board's description ([`crate::draughts::board::BoardInfo`]); nothing here knows a layout.

use crate::draughts::board::{Square, SquareSet};
use crate::draughts::rules::{Notation, Variant};

/// Row (0 at the top) and column (0 at the left) of a square as a player sees the board.
pub fn display_coords(variant: Variant, sq: Square) -> Option<(u8, u8)> {
    variant.board().coords(sq)
}

/// The square a player sees at `row`, `col`, if it is a point of the board.
pub fn at_display(variant: Variant, row: u8, col: u8) -> Option<Square> {
    variant.board().at(row, col)
}

/// The number of a square in reading order (1..).
pub fn square_number(variant: Variant, sq: Square) -> Option<u32> {
    variant.board().number(sq)
}

/// The square numbered `n` (1..), if the board has it.
pub fn from_number(variant: Variant, n: u32) -> Option<Square> {
    variant.board().from_number(n)
}

/// The square's name in the game's notation: `32` or `c3`.
pub fn square_name(variant: Variant, sq: Square) -> String {
    match variant.info().notation {
        Notation::Algebraic => algebraic_name(variant, sq),
        Notation::Numeric => {
            square_number(variant, sq).map_or_else(|| "?".into(), |n| n.to_string())
        }
    }
}

/// The algebraic name (`a1` bottom-left as seen by White) of a square.
pub fn algebraic_name(variant: Variant, sq: Square) -> String {
    let board = variant.board();
    match board.coords(sq) {
        Some((row, col)) => format!(
            "{}{}",
            (b'a' + board.first_file + col) as char,
            board.rows - row
        ),
        None => "?".into(),
    }
}

/// Reads a square written as a number (reading order, leading zeros allowed) or algebraically.
/// Numbers are accepted in algebraic games too (1 = the first point of the top row), as real
/// files use them.
pub fn parse_square(variant: Variant, text: &str) -> Option<Square> {
    let t = text.trim();
    let bytes = t.as_bytes();
    if bytes.is_empty() {
        return None;
    }
    if bytes.iter().all(u8::is_ascii_digit) {
        return from_number(variant, t.parse().ok()?);
    }
    let file = bytes[0].to_ascii_lowercase();
    if !file.is_ascii_lowercase() || bytes.len() < 2 || !bytes[1..].iter().all(u8::is_ascii_digit) {
        return None;
    }
    let board = variant.board();
    let col = (file - b'a').checked_sub(board.first_file)?;
    let rank: u8 = t[1..].parse().ok()?;
    if rank == 0 || rank > board.rows {
        return None;
    }
    board.at(board.rows - rank, col)
}

/// Every square of a set in reading order (any square without a number last).
pub fn in_number_order(variant: Variant, set: SquareSet) -> Vec<Square> {
    let board = variant.board();
    let mut out: Vec<Square> = board
        .order
        .iter()
        .map(|&b| Square::new(b))
        .filter(|&s| set.contains(s))
        .collect();
    out.extend(set.iter().filter(|&s| board.number(s).is_none()));
    out
}

/// Every square of a set, named, in reading order.
pub fn square_names(variant: Variant, set: SquareSet) -> Vec<String> {
    in_number_order(variant, set)
        .into_iter()
        .map(|s| square_name(variant, s))
        .collect()
}
