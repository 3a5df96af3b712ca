//! Positions as text: FEN for games with algebraic coordinates (chess; drop games add the hands
//! in brackets after the board, `…/RNBQKBNR[Pn] w KQkq - 0 1`) and SFEN for games with shogi
//! coordinates (`lnsgkgsnl/1r5b1/… b 2P 1`). Holes are written `*`.

use super::file::{Coordinates, Loses};
use super::movegen::in_check;
use super::position::{code, kind_of, side_of, Position, MAX_KINDS, NONE};
use super::rules::PieceRules;
use crate::common::wording::{Refusal, Wording};

mod arise;
mod board;
mod rights;

use arise::check;
use board::{hand, placement};
pub use board::{hand_refusal, no_hands};
use rights::{castling_pieces, en_passant, en_passant_text, rights};

/// A reason about side `side` of `g`, worded by one key for each side (`[white, black]`, by the
/// side's name) so that the side's name agrees with the words around it in the page's languages.
fn about(
    g: &PieceRules,
    side: u8,
    keys: [&'static str; 2],
    text: String,
    args: impl FnOnce(Wording) -> Wording,
) -> Refusal {
    let key = if g.sides[side as usize].name == "white" {
        keys[0]
    } else {
        keys[1]
    };
    Refusal::worded(text, args(Wording::new(key)))
}

/// Reads a position of `g`. Every problem is named: which rank, which letter, which field.
pub fn parse(g: &PieceRules, text: &str) -> Result<Position, Refusal> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let Some(&first) = fields.first() else {
        return Err(Refusal::worded(
            "the position is empty",
            Wording::new("engine.piece.fen.empty"),
        ));
    };
    let mut pos = Position::empty();
    let (board, bracket_hand) = match first.find('[') {
        Some(i) => {
            let rest = &first[i + 1..];
            let hand = rest.strip_suffix(']').ok_or_else(|| {
                Refusal::worded(
                    "the hand in brackets has no closing `]`",
                    Wording::new("engine.piece.fen.hand-unclosed"),
                )
            })?;
            (&first[..i], Some(hand))
        }
        None => (first, None),
    };
    placement(g, board, &mut pos)?;
    let side_field = fields.get(1).copied();
    pos.side = match side_field {
        None => 0,
        Some(s) => side_letter(g, s)?,
    };
    let starting = g.start.occ[0].is_empty() && g.start.occ[1].is_empty();
    match g.coordinates {
        Coordinates::Algebraic => {
            if let Some(h) = bracket_hand {
                hand(g, h, false, &mut pos)?;
            }
            let castling = fields.get(2).copied().unwrap_or("-");
            rights(g, castling, starting, &mut pos)?;
            if let Some(&ep) = fields.get(3) {
                en_passant(g, ep, &mut pos)?;
            }
            if let Some(&n) = fields.get(4) {
                pos.quiet = n.parse().map_err(|_| {
                    Refusal::worded(
                        format!("the halfmove clock `{n}` is not a number"),
                        Wording::new("engine.piece.fen.halfmove").with("text", n),
                    )
                })?;
            }
            if let Some(&n) = fields.get(5) {
                pos.fullmove = n.parse().map_err(|_| move_number(n))?;
                if pos.fullmove == 0 {
                    return Err(move_number_zero());
                }
            }
            if fields.len() > 6 {
                return Err(after_move_number(fields[6]));
            }
        }
        Coordinates::Shogi => {
            if bracket_hand.is_some() {
                return Err(Refusal::worded(
                    "an SFEN writes the hands after the side to move, not in brackets",
                    Wording::new("engine.piece.fen.sfen-brackets"),
                ));
            }
            if let Some(&h) = fields.get(2) {
                hand(g, h, true, &mut pos)?;
            }
            if let Some(&n) = fields.get(3) {
                // Up to the ply of the last move number a position holds, which writes back.
                let ply: u32 = n.parse().map_err(|_| move_number(n))?;
                if ply == 0 {
                    return Err(move_number_zero());
                }
                pos.fullmove = u16::try_from((ply - 1) / 2 + 1).map_err(|_| move_number(n))?;
            }
            if fields.len() > 4 {
                return Err(after_move_number(fields[4]));
            }
            rights(g, "-", starting, &mut pos)?;
        }
    }
    check(g, &pos)?;
    pos.hash = pos.compute_hash(g);
    Ok(pos)
}

fn move_number(text: &str) -> Refusal {
    Refusal::worded(
        format!("the move number `{text}` is not a number"),
        Wording::new("engine.piece.fen.move-number").with("text", text),
    )
}

fn move_number_zero() -> Refusal {
    Refusal::worded(
        "the move number must be at least 1",
        Wording::new("engine.piece.fen.move-number-zero"),
    )
}

fn after_move_number(text: &str) -> Refusal {
    Refusal::worded(
        format!("unexpected `{text}` after the move number"),
        Wording::new("engine.piece.fen.after-move-number").with("text", text),
    )
}

fn side_letter(g: &PieceRules, s: &str) -> Result<u8, Refusal> {
    let c = s.to_ascii_lowercase();
    (0..2u8)
        .find(|&i| g.sides[i as usize].name[..1] == c)
        .ok_or_else(|| {
            let (first, second) = (&g.sides[0].name[..1], &g.sides[1].name[..1]);
            Refusal::worded(
                format!("the side to move `{s}` is neither `{first}` nor `{second}`"),
                Wording::new("engine.piece.fen.side")
                    .with("text", s)
                    .with("first", first)
                    .with("second", second),
            )
        })
}

/// Writes a position in the game's notation (FEN or SFEN).
pub fn write(g: &PieceRules, pos: &Position) -> String {
    let mut s = String::new();
    for i in 0..g.ranks {
        let r = g.ranks - 1 - i;
        let mut empty = 0;
        for f in 0..g.files {
            let sq = r * g.files + f;
            let c = pos.board[sq as usize];
            if c == 0 && g.squares.has(sq) {
                empty += 1;
                continue;
            }
            if empty > 0 {
                s += &empty.to_string();
                empty = 0;
            }
            if c == 0 {
                s.push('*');
            } else {
                s += &letter(g, side_of(c), kind_of(c));
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        if i + 1 < g.ranks {
            s.push('/');
        }
    }
    let side = &g.sides[pos.side as usize].name[..1];
    match g.coordinates {
        Coordinates::Algebraic => {
            if g.drops {
                s.push('[');
                for side in 0..2u8 {
                    for k in 0..MAX_KINDS.min(g.kinds.len()) {
                        for _ in 0..pos.hand[side as usize][k] {
                            s += &letter(g, side, k as u8);
                        }
                    }
                }
                s.push(']');
            }
            let mut rights = String::new();
            for side in 0..2u8 {
                if let Some((csq, ways)) = castling_pieces(g, pos, side) {
                    if pos.unmoved.has(csq) {
                        for (way, ch) in [(0, 'K'), (1, 'Q')] {
                            if ways[way].is_some_and(|p| pos.unmoved.has(p)) {
                                rights.push(if side == 0 {
                                    ch
                                } else {
                                    ch.to_ascii_lowercase()
                                });
                            }
                        }
                    }
                }
            }
            if rights.is_empty() {
                rights.push('-');
            }
            let ep = en_passant_text(g, pos);
            format!("{s} {side} {rights} {ep} {} {}", pos.quiet, pos.fullmove)
        }
        Coordinates::Shogi => {
            let mut h = String::new();
            for side in 0..2u8 {
                for k in 0..g.kinds.len() {
                    let n = pos.hand[side as usize][k];
                    if n > 1 {
                        h += &n.to_string();
                    }
                    if n > 0 {
                        h += &letter(g, side, k as u8);
                    }
                }
            }
            if h.is_empty() {
                h.push('-');
            }
            let ply = 2 * (pos.fullmove as u32 - 1) + pos.side as u32 + 1;
            format!("{s} {side} {h} {ply}")
        }
    }
}

/// The letter of a piece as positions write it (lower case for the second side).
pub fn letter(g: &PieceRules, side: u8, kind: u8) -> String {
    let l = &g.kinds[kind as usize].letter;
    if side == 0 {
        l.clone()
    } else {
        l.to_ascii_lowercase()
    }
}
