//! PDN FEN (RULES.md §3): `W:W31-50:B1-20`, kings `K`, ranges, algebraic squares, trailing dot.

use std::fmt;

use crate::board::{bit, Bitboard, Squares};
use crate::notation::square::{
    from_number, in_number_order, parse_square, square_name, square_number,
};
use crate::position::{Color, Position};
use crate::rules::{Notation, Variant};

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing to read.
    Empty,
    /// The side to move is not `W`, `B` (or `?`).
    BadSide(String),
    /// A group does not start with `W` or `B`.
    BadGroup(String),
    /// A square token is not a square of this board.
    BadSquare(String),
    /// A range `a-b` is malformed or runs backwards.
    BadRange(String),
    /// The same square is listed twice.
    DuplicateSquare(String),
    /// A man stands on its own promotion row.
    ManOnPromotionRow(String),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "empty FEN: expected something like W:W31-50:B1-20"),
            FenError::BadSide(s) => write!(f, "FEN side to move `{s}` is not W or B"),
            FenError::BadGroup(s) => {
                write!(
                    f,
                    "FEN group `{s}` should start with W or B followed by squares"
                )
            }
            FenError::BadSquare(s) => write!(f, "FEN square `{s}` does not exist on this board"),
            FenError::BadRange(s) => write!(f, "FEN range `{s}` is not a valid range of squares"),
            FenError::DuplicateSquare(s) => write!(f, "FEN lists square {s} twice"),
            FenError::ManOnPromotionRow(s) => {
                write!(f, "FEN puts a man on square {s}, its own promotion row")
            }
        }
    }
}

impl std::error::Error for FenError {}

/// Reads a FEN for `variant`. The colour letters decide the groups (their order is free); a final
/// `.` and unknown trailing fields (`:H0:F1`) are ignored; `?` as side to move means White.
pub fn parse_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
    let text = fen.trim().trim_end_matches('.');
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if text.is_empty() {
        return Err(FenError::Empty);
    }
    let mut fields = text.split(':');
    let side = match fields.next().unwrap_or("").to_ascii_uppercase().as_str() {
        "W" | "?" => Color::White,
        "B" => Color::Black,
        other => return Err(FenError::BadSide(other.to_string())),
    };
    let mut sets: [Bitboard; 2] = [0, 0];
    let mut kings: Bitboard = 0;
    let mut seen_groups = 0;
    for field in fields {
        let (color, list) = match field.chars().next().map(|c| c.to_ascii_uppercase()) {
            Some('W') => (Color::White, &field[1..]),
            Some('B') => (Color::Black, &field[1..]),
            // Unknown trailing fields (half-move clock, move number, king counters).
            _ if seen_groups >= 2 => continue,
            _ => return Err(FenError::BadGroup(field.to_string())),
        };
        seen_groups += 1;
        for token in list.split(',').filter(|t| !t.is_empty()) {
            let (king, body) = match token.strip_prefix(['K', 'k']) {
                Some(rest) => (true, rest),
                None => (false, token),
            };
            for sq in expand(variant, body, token)? {
                let b = bit(sq);
                if (sets[0] | sets[1]) & b != 0 {
                    return Err(FenError::DuplicateSquare(square_name(variant, sq)));
                }
                sets[color.index()] |= b;
                if king {
                    kings |= b;
                }
            }
        }
    }
    if seen_groups == 0 {
        return Err(FenError::BadGroup(text));
    }
    let pos = Position::from_bitboards(sets[0], sets[1], kings, side);
    check_men(variant, &pos)?;
    Ok(pos)
}

fn expand(variant: Variant, body: &str, token: &str) -> Result<Vec<u8>, FenError> {
    if let Some((a, b)) = body.split_once('-') {
        let a: u32 = a
            .trim_start_matches(['K', 'k'])
            .parse()
            .map_err(|_| FenError::BadRange(token.into()))?;
        let b: u32 = b
            .trim_start_matches(['K', 'k'])
            .parse()
            .map_err(|_| FenError::BadRange(token.into()))?;
        if a > b {
            return Err(FenError::BadRange(token.into()));
        }
        return (a..=b)
            .map(|n| from_number(variant, n).ok_or_else(|| FenError::BadSquare(n.to_string())))
            .collect();
    }
    parse_square(variant, body)
        .map(|s| vec![s])
        .ok_or_else(|| FenError::BadSquare(token.into()))
}

fn check_men(variant: Variant, pos: &Position) -> Result<(), FenError> {
    for color in [Color::White, Color::Black] {
        let row = crate::with_rules!(variant, R => crate::movegen::promotion_row::<R>(color));
        if let Some(sq) = Squares(pos.men(color) & row).next() {
            return Err(FenError::ManOnPromotionRow(square_name(variant, sq)));
        }
    }
    Ok(())
}

/// Writes the FEN of `pos`: squares ascending, numeric games with ranges of three or more.
pub fn write_fen(variant: Variant, pos: &Position) -> String {
    let side = if pos.side() == Color::White { "W" } else { "B" };
    let mut out = String::from(side);
    for color in [Color::White, Color::Black] {
        out.push(':');
        out.push(if color == Color::White { 'W' } else { 'B' });
        let sqs: Vec<(u32, bool, u8)> = in_number_order(variant, pos.pieces(color))
            .into_iter()
            .map(|s| {
                (
                    square_number(variant, s).unwrap_or(0),
                    pos.kings() & bit(s) != 0,
                    s,
                )
            })
            .collect();
        let numeric = variant.info().notation != Notation::Algebraic;
        let mut items: Vec<String> = Vec::new();
        let mut i = 0;
        while i < sqs.len() {
            let (n, king, sq) = sqs[i];
            let mut j = i;
            while numeric
                && j + 1 < sqs.len()
                && sqs[j + 1].0 == sqs[j].0 + 1
                && sqs[j + 1].1 == king
            {
                j += 1;
            }
            let k = if king { "K" } else { "" };
            if j >= i + 2 {
                items.push(format!("{k}{n}-{}", sqs[j].0));
                i = j + 1;
            } else {
                items.push(format!("{k}{}", square_name(variant, sq)));
                i += 1;
            }
        }
        out.push_str(&items.join(","));
    }
    out
}
