//! PDN FEN (RULES.md §3): `W:W31-50:B1-20`, kings `K`, ranges, algebraic squares, trailing dot.

use std::fmt;

use crate::common::wording::{Worded, Wording};
use crate::draughts::board::{Square, SquareSet};
use crate::draughts::moves::MAX_JUMPS;
use crate::draughts::notation::square::{
    from_number, in_number_order, parse_square, square_name, square_number,
};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{Notation, Variant};

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
    /// A side has more pieces than any game allows.
    TooManyPieces(crate::draughts::position::Color, u32),
    /// The Frisian king-run field cannot be read, or names no king of its side.
    BadStreaks(String),
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
            FenError::BadStreaks(s) => write!(
                f,
                "FEN king-move field `{s}` is not +<count><square>+<count><square> \
                 naming each side's king (Black first)"
            ),
            FenError::TooManyPieces(c, n) => write!(
                f,
                "FEN gives {} {n} pieces; a side has at most {MAX_JUMPS}",
                c.name()
            ),
        }
    }
}

impl std::error::Error for FenError {}

impl Worded for FenError {
    fn wording(&self) -> Wording {
        match self {
            FenError::Empty => Wording::new("engine.fen.empty"),
            FenError::BadSide(s) => Wording::new("engine.fen.bad-side").with("side", s),
            FenError::BadGroup(s) => Wording::new("engine.fen.bad-group").with("group", s),
            FenError::BadSquare(s) => Wording::new("engine.fen.bad-square").with("square", s),
            FenError::BadRange(s) => Wording::new("engine.fen.bad-range").with("range", s),
            FenError::DuplicateSquare(s) => {
                Wording::new("engine.fen.duplicate-square").with("square", s)
            }
            FenError::ManOnPromotionRow(s) => {
                Wording::new("engine.fen.man-on-promotion-row").with("square", s)
            }
            FenError::BadStreaks(s) => Wording::new("engine.fen.bad-streaks").with("field", s),
            FenError::TooManyPieces(c, n) => Wording::new(match c {
                Color::White => "engine.fen.too-many-pieces.white",
                Color::Black => "engine.fen.too-many-pieces.black",
            })
            .with_number("count", *n as usize)
            .with_number("most", MAX_JUMPS),
        }
    }
}

/// Reads a FEN for `variant`. The colour letters decide the groups (their order is free); a final
/// `.` and unknown trailing fields (`:H0:F1`) are ignored; `?` as side to move means White. In
/// Frisian games a last field `+<count><square>+<count><square>` (Black's, then White's run of
/// simple moves with one king, frisian.md §15, as lidraughts writes it) is read.
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
    let mut sets = [SquareSet::EMPTY; 2];
    let mut kings = SquareSet::EMPTY;
    let mut seen_groups = 0;
    let mut streaks: Option<&str> = None;
    for field in fields {
        let (color, list) = match field.chars().next().map(|c| c.to_ascii_uppercase()) {
            Some('W') => (Color::White, &field[1..]),
            Some('B') => (Color::Black, &field[1..]),
            Some('+') if seen_groups >= 2 => {
                streaks = Some(field);
                continue;
            }
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
                if (sets[0] | sets[1]).contains(sq) {
                    return Err(FenError::DuplicateSquare(square_name(variant, sq)));
                }
                sets[color.index()] = sets[color.index()].with(sq);
                if king {
                    kings = kings.with(sq);
                }
            }
        }
    }
    if seen_groups == 0 {
        return Err(FenError::BadGroup(text));
    }
    for color in [Color::White, Color::Black] {
        let n = sets[color.index()].count();
        if n as usize > MAX_JUMPS {
            return Err(FenError::TooManyPieces(color, n));
        }
    }
    let mut pos = Position::new(sets[0], sets[1], kings, side);
    check_men(variant, &pos)?;
    if crate::with_rules!(variant, r => r.king_move_limit()) {
        if let Some(field) = streaks {
            pos = read_streaks(variant, pos, field)?;
        }
    }
    Ok(pos)
}

fn expand(variant: Variant, body: &str, token: &str) -> Result<Vec<Square>, FenError> {
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
        let row = crate::with_rules!(variant, r => r.promotion(color));
        if let Some(sq) = (pos.men(color) & row).first() {
            return Err(FenError::ManOnPromotionRow(square_name(variant, sq)));
        }
    }
    Ok(())
}

/// The Frisian king runs of `+<count><square>+<count><square>` (Black's, then White's; the square
/// in two digits, left out with a count of 0): each must be a king of its side.
fn read_streaks(variant: Variant, mut pos: Position, field: &str) -> Result<Position, FenError> {
    let bad = || FenError::BadStreaks(field.to_string());
    let parts: Vec<&str> = field.split('+').skip(1).collect();
    let [black, white] = parts.as_slice() else {
        return Err(bad());
    };
    for (color, part) in [(Color::Black, black), (Color::White, white)] {
        let count: u8 = part.get(..1).and_then(|c| c.parse().ok()).ok_or_else(bad)?;
        if count == 0 {
            continue;
        }
        let sq = part
            .get(1..)
            .and_then(|n| n.parse().ok())
            .and_then(|n| from_number(variant, n))
            .filter(|&sq| pos.kings_of(color).contains(sq))
            .ok_or_else(bad)?;
        if count > 3 {
            return Err(bad());
        }
        pos = pos.with_king_streak(color, sq, count);
    }
    Ok(pos)
}

/// The Frisian king runs as a FEN field, when a side has one.
fn write_streaks(variant: Variant, pos: &Position) -> Option<String> {
    let part = |color: Color| {
        let (sq, count) = pos.king_streak(color);
        match (count, square_number(variant, sq)) {
            (0, _) | (_, None) => "0".to_string(),
            (n, Some(number)) => format!("{n}{number:02}"),
        }
    };
    let any = [Color::White, Color::Black]
        .iter()
        .any(|&c| pos.king_streak(c).1 > 0);
    any.then(|| format!("+{}+{}", part(Color::Black), part(Color::White)))
}

/// Writes the FEN of `pos`: squares ascending, numeric games with ranges of three or more; in
/// Frisian games the king runs as a last field when a side has one.
pub fn write_fen(variant: Variant, pos: &Position) -> String {
    let side = if pos.side() == Color::White { "W" } else { "B" };
    let mut out = String::from(side);
    for color in [Color::White, Color::Black] {
        out.push(':');
        out.push(if color == Color::White { 'W' } else { 'B' });
        let sqs: Vec<(u32, bool, Square)> = in_number_order(variant, pos.pieces(color))
            .into_iter()
            .map(|s| {
                (
                    square_number(variant, s).unwrap_or(0),
                    pos.kings().contains(s),
                    s,
                )
            })
            .collect();
        let numeric = variant.info().notation == Notation::Numeric;
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
    if let Some(streaks) = write_streaks(variant, pos) {
        out.push(':');
        out.push_str(&streaks);
    }
    out
}
