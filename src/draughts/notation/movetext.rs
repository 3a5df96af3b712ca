//! Move text (RULES.md §4): `32-28`, `28x19`, and the full path `28x19x10` when the short form is
//! ambiguous. Reading matches the squares written against the legal moves, so separators (`-`,
//! `x`, `:`) are only a hint and partial paths are accepted when they fit exactly one move.

use std::fmt;

use crate::common::wording::{Worded, Wording};
use crate::draughts::board::{BoardInfo, Dir, Square};
use crate::draughts::moves::{Move, MoveList};
use crate::draughts::notation::square::{parse_square, square_name};
use crate::draughts::position::Position;
use crate::draughts::rules::{Rules, Variant};

/// Why a move text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move (no two squares).
    Syntax(String),
    /// A square that is not on this board.
    NoSuchSquare(String),
    /// No legal move fits the text.
    Illegal(String),
    /// Several legal moves fit; they are listed in full notation.
    Ambiguous(String, Vec<String>),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(t) => write!(f, "`{t}` is not a move (expected e.g. 32-28 or 28x19)"),
            MoveError::NoSuchSquare(t) => write!(f, "square `{t}` does not exist on this board"),
            MoveError::Illegal(t) => write!(f, "`{t}` is not legal here"),
            MoveError::Ambiguous(t, opts) => {
                write!(f, "`{t}` fits several moves: {}", opts.join(", "))
            }
        }
    }
}

impl std::error::Error for MoveError {}

impl Worded for MoveError {
    fn wording(&self) -> Wording {
        match self {
            MoveError::Syntax(t) => Wording::new("engine.move.syntax").with("text", t),
            MoveError::NoSuchSquare(t) => {
                Wording::new("engine.move.no-such-square").with("square", t)
            }
            MoveError::Illegal(t) => Wording::new("engine.move.illegal").with("text", t),
            MoveError::Ambiguous(t, opts) => Wording::new("engine.move.ambiguous")
                .with("text", t)
                .with("moves", opts.join(", ")),
        }
    }
}

/// Writes `mv` (legal in `pos`) in short form, or in full when the short form is ambiguous or
/// the game writes captures in full (Sixteen Soldiers).
pub fn write_move(variant: Variant, pos: &Position, mv: &Move) -> String {
    if variant.info().full_captures {
        return full_move(variant, mv);
    }
    let legal = crate::legal_moves(variant, pos);
    let ambiguous = legal
        .iter()
        .any(|m| m.from == mv.from && m.to == mv.to && m != mv);
    if ambiguous {
        full_move(variant, mv)
    } else {
        short_move(variant, mv)
    }
}

/// `from-to` or `fromxto`.
pub fn short_move(variant: Variant, mv: &Move) -> String {
    let sep = if mv.is_capture() { 'x' } else { '-' };
    format!(
        "{}{sep}{}",
        square_name(variant, mv.from),
        square_name(variant, mv.to)
    )
}

/// The full path: origin and every landing square (`28x19x10`).
pub fn full_move(variant: Variant, mv: &Move) -> String {
    if !mv.is_capture() {
        return short_move(variant, mv);
    }
    let mut s = square_name(variant, mv.from);
    for &l in mv.landings() {
        s.push('x');
        s.push_str(&square_name(variant, l));
    }
    s
}

/// The squares written in a move text, in order.
pub fn move_squares(variant: Variant, text: &str) -> Result<Vec<Square>, MoveError> {
    let cleaned: String = text
        .chars()
        .map(|c| {
            if matches!(c, '-' | 'x' | 'X' | ':' | '×') {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut tokens: Vec<&str> = cleaned.split_whitespace().collect();
    // Tolerance: `3228` without a separator (never written by Dama).
    let split;
    if tokens.len() == 1 && tokens[0].len() == 4 && tokens[0].bytes().all(|b| b.is_ascii_digit()) {
        split = [&tokens[0][..2], &tokens[0][2..]];
        tokens = split.to_vec();
    }
    if tokens.len() < 2 {
        return Err(MoveError::Syntax(text.trim().to_string()));
    }
    tokens
        .iter()
        .map(|t| parse_square(variant, t).ok_or_else(|| MoveError::NoSuchSquare(t.to_string())))
        .collect()
}

/// Every square a capture passes over or lands on, in order (for partial paths that name a
/// square between two landings): each jump runs along the line from where it starts through the
/// piece it takes to where it lands.
fn traversed(board: &BoardInfo, mv: &Move) -> Vec<Square> {
    let mut out = Vec::new();
    let mut at = mv.from;
    for (taken, land) in mv.jumps() {
        for d in Dir::ALL {
            let mut seg = Vec::new();
            let mut sq = board.next(at, d);
            while let Some(s) = sq.filter(|&s| s != land) {
                seg.push(s);
                sq = board.next(s, d);
            }
            if sq == Some(land) && seg.contains(&taken) {
                out.extend(seg);
                out.push(land);
                break;
            }
        }
        at = land;
    }
    out
}

fn in_order(needles: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needles.iter().all(|n| it.any(|h| h == n))
}

/// The legal moves of `pos` that fit `squares` (origin, any intermediate squares, destination),
/// each move once; a move whose path is exactly the squares given comes first.
pub fn matching_moves(variant: Variant, pos: &Position, squares: &[Square]) -> Vec<Move> {
    matching(variant, pos, squares).0
}

/// The matching moves, and whether the first one's path is exactly the squares given.
///
/// Only move generation depends on the rules; the matching itself is one function for every
/// game, which keeps a copy per game of it (and of its sorting) out of the wasm build.
fn matching(variant: Variant, pos: &Position, squares: &[Square]) -> (Vec<Move>, bool) {
    if squares.is_empty() {
        return (Vec::new(), false);
    }
    let mut paths = MoveList::new();
    let mut legal = MoveList::new();
    crate::with_rules!(variant, r => generate(r, pos, &mut paths, &mut legal));
    select(variant.board(), &paths, &legal, squares)
}

/// Every capture path and every legal move of `pos`.
fn generate<R: Rules>(rules: R, pos: &Position, paths: &mut MoveList, legal: &mut MoveList) {
    crate::draughts::movegen::legal_move_paths(rules, pos, paths);
    crate::draughts::movegen::legal_moves(rules, pos, legal);
}

/// [`matching`] among the generated moves: `paths` (every capture path) and `legal` (one
/// representative path per move).
fn select(
    board: &BoardInfo,
    paths: &MoveList,
    legal: &MoveList,
    squares: &[Square],
) -> (Vec<Move>, bool) {
    let (Some(&from), Some(&to)) = (squares.first(), squares.last()) else {
        return (Vec::new(), false);
    };
    let mid = &squares[1..squares.len() - 1];
    let ends: Vec<Move> = paths
        .iter()
        .filter(|m| m.from == from && m.to == to)
        .copied()
        .collect();
    let mut found: Vec<Move> = ends
        .iter()
        .filter(|m| in_order(mid, m.landings()))
        .copied()
        .collect();
    if found.is_empty() {
        found = ends
            .iter()
            .filter(|m| in_order(mid, &traversed(board, m)))
            .copied()
            .collect();
    }
    // A text naming every landing square of a path is that path's move: list it first, so a
    // single capture `f4xd2` is told from a longer capture between the same squares.
    let is_exact = |m: &Move| m.is_capture() && m.landings() == mid_and_end(squares);
    let (exact, others): (Vec<Move>, Vec<Move>) = found.into_iter().partition(is_exact);
    let only_one_exact = !exact.is_empty() && exact.iter().all(|m| *m == exact[0]);
    let mut unique: Vec<Move> = Vec::new();
    for m in exact.into_iter().chain(others) {
        if !unique.contains(&m) {
            unique.push(m);
        }
    }
    // Prefer the representative path the generator keeps for each move.
    let moves = unique
        .into_iter()
        .map(|m| legal.iter().find(|l| **l == m).copied().unwrap_or(m))
        .collect();
    (moves, only_one_exact)
}

fn mid_and_end(squares: &[Square]) -> &[Square] {
    &squares[1.min(squares.len())..]
}

/// Reads one move in `pos`.
pub fn parse_move(variant: Variant, pos: &Position, text: &str) -> Result<Move, MoveError> {
    let squares = move_squares(variant, text)?;
    let (found, exact) = matching(variant, pos, &squares);
    match found.len() {
        0 => Err(MoveError::Illegal(text.trim().to_string())),
        1 => Ok(found[0]),
        _ if exact => Ok(found[0]),
        _ => Err(MoveError::Ambiguous(
            text.trim().to_string(),
            found.iter().map(|m| full_move(variant, m)).collect(),
        )),
    }
}

/// Whether `sq` is a point of `variant`'s board.
pub fn is_square(variant: Variant, sq: Square) -> bool {
    variant.board().all.contains(sq)
}
