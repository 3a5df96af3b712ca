//! Square names: numbers (PDN order) or algebraic, per game, and the board coordinates behind them.

use crate::board::Bitboard;
use crate::rules::{Notation, Variant};

/// Row (0 = Black's back row) and column (0 = left as seen by White) of a bit, on the internal
/// layout (where `a1` is always dark), or `None` for a bit that is not a square.
pub fn coords(variant: Variant, sq: u8) -> Option<(u8, u8)> {
    let info = variant.info();
    let cols = info.cols as u32;
    let per_pair = cols + 1;
    let sq = sq as u32;
    let pair = sq / per_pair;
    let rem = sq % per_pair;
    let w = cols / 2;
    if rem == cols || pair * 2 >= info.rows as u32 {
        return None;
    }
    let (row, k) = if rem < w {
        (pair * 2, rem)
    } else {
        (pair * 2 + 1, rem - w)
    };
    let col = if row % 2 == 0 { 2 * k + 1 } else { 2 * k };
    Some((row as u8, col as u8))
}

/// Row and column of a bit as a player sees the board (the Italian board is mirrored).
pub fn display_coords(variant: Variant, sq: u8) -> Option<(u8, u8)> {
    let (row, col) = coords(variant, sq)?;
    let info = variant.info();
    Some(match info.notation {
        Notation::NumericMirrored => (row, info.cols - 1 - col),
        _ => (row, col),
    })
}

/// The bit of the square a player sees at `row`, `col`, if it is a playable square.
pub fn at_display(variant: Variant, row: u8, col: u8) -> Option<u8> {
    let info = variant.info();
    if row >= info.rows || col >= info.cols {
        return None;
    }
    let col = match info.notation {
        Notation::NumericMirrored => info.cols - 1 - col,
        _ => col,
    };
    if (row + col).is_multiple_of(2) {
        return None;
    }
    let s = row as u32 * (info.cols as u32 / 2) + col as u32 / 2;
    Some((s + s / info.cols as u32) as u8)
}

/// PDN number (1..) of a bit.
pub fn square_number(variant: Variant, sq: u8) -> Option<u32> {
    let (row, col) = display_coords(variant, sq)?;
    let w = variant.info().cols as u32 / 2;
    Some(row as u32 * w + col as u32 / 2 + 1)
}

/// The bit of PDN square number `n` (1..), if the board has it.
pub fn from_number(variant: Variant, n: u32) -> Option<u8> {
    let info = variant.info();
    let w = info.cols as u32 / 2;
    if n == 0 || n > w * info.rows as u32 {
        return None;
    }
    let row = (n - 1) / w;
    let k = (n - 1) % w;
    let mirrored = info.notation == Notation::NumericMirrored;
    let col = if row.is_multiple_of(2) != mirrored {
        2 * k + 1
    } else {
        2 * k
    };
    at_display(variant, row as u8, col as u8)
}

/// The square's name in the game's notation: `32` or `c3`.
pub fn square_name(variant: Variant, sq: u8) -> String {
    match variant.info().notation {
        Notation::Algebraic => algebraic_name(variant, sq),
        _ => square_number(variant, sq).map_or_else(|| "?".into(), |n| n.to_string()),
    }
}

/// The algebraic name (`a1` bottom-left as seen by White) of a square.
pub fn algebraic_name(variant: Variant, sq: u8) -> String {
    match display_coords(variant, sq) {
        Some((row, col)) => format!("{}{}", (b'a' + col) as char, variant.info().rows - row),
        None => "?".into(),
    }
}

/// Reads a square written as a number (PDN order, leading zeros allowed) or algebraically.
/// Numbers are accepted in algebraic games too (PDN numbering, 1 = b8), as real files use them.
pub fn parse_square(variant: Variant, text: &str) -> Option<u8> {
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
    let info = variant.info();
    let col = file - b'a';
    let rank: u8 = t[1..].parse().ok()?;
    if rank == 0 || rank > info.rows {
        return None;
    }
    at_display(variant, info.rows - rank, col)
}

/// Every square of a bitboard in ascending PDN order (any bit without a number first).
///
/// Numbers stay below 64, so a second bitboard indexed by number orders them: no general sort,
/// which would cost kilobytes of wasm for each type sorted.
pub fn in_number_order(variant: Variant, bb: Bitboard) -> Vec<u8> {
    let mut out = Vec::new();
    let mut by_number = [0u8; 64];
    let mut numbers: Bitboard = 0;
    for sq in crate::board::Squares(bb) {
        match square_number(variant, sq) {
            Some(n) if n < 64 => {
                by_number[n as usize] = sq;
                numbers |= 1 << n;
            }
            _ => out.push(sq),
        }
    }
    out.extend(crate::board::Squares(numbers).map(|n| by_number[n as usize]));
    out
}

/// Every square of a bitboard, named, in ascending PDN order.
pub fn square_names(variant: Variant, bb: Bitboard) -> Vec<String> {
    in_number_order(variant, bb)
        .into_iter()
        .map(|s| square_name(variant, s))
        .collect()
}
