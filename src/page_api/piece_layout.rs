//! A piece game's position set up piece by piece, as the page's position editor gives it: the
//! pieces by square, the hands, the side to move and the castling rights the player grants. It
//! is written as the game's FEN (SFEN) and read back, so it is checked exactly as a typed FEN is.

use serde::Deserialize;

use super::piece::PiecePage;
use crate::common::wording::{Refusal, Wording};
use crate::piece::file::Coordinates;
use crate::piece::position::Position;
use crate::piece::rules_named;
use crate::piece::PieceRules;
use crate::piece::{fen, game::PieceRecord};

/// A position as the editor holds it. Sides are the page's: `white` starts, `black` follows.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PieceLayout {
    /// `white` or `black`.
    pub to_move: String,
    /// The pieces on the board.
    #[serde(default)]
    pub pieces: Vec<LaidPiece>,
    /// The pieces in hand (drop games).
    #[serde(default)]
    pub hands: Vec<HandCount>,
    /// FEN castling rights (`KQkq`, `-`); none when absent.
    #[serde(default)]
    pub castling: Option<String>,
}

/// A piece put on a square: `{square: "e1", piece: "white-king"}`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaidPiece {
    /// The square's name in the game's coordinates.
    pub square: String,
    /// The page's name of the piece: side and kind, `black-promoted-pawn`.
    pub piece: String,
}

/// How many pieces of a kind a side holds in hand.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandCount {
    /// `white` or `black`.
    pub side: String,
    /// The kind's name (`pawn`).
    pub kind: String,
    /// How many.
    pub count: u8,
}

fn side_named(name: &str) -> Result<u8, Refusal> {
    match name {
        "white" => Ok(0),
        "black" => Ok(1),
        _ => Err(Refusal::worded(
            format!("the side `{name}` is neither `white` nor `black`"),
            Wording::new("engine.layout.bad-side").with("side", name),
        )),
    }
}

/// A piece the game does not have, by the name the page gave it.
fn no_piece(name: &str) -> Refusal {
    Refusal::worded(
        format!("this game has no piece `{name}`"),
        Wording::new("engine.layout.no-piece").with("name", name),
    )
}

/// The side and kind of the page's piece name `name` (`white-promoted-pawn`).
fn piece_named(g: &PieceRules, name: &str) -> Result<(u8, u8), Refusal> {
    let unknown = || no_piece(name);
    let (side, kind) = name.split_once('-').ok_or_else(unknown)?;
    let side = side_named(side).map_err(|_| unknown())?;
    let kind = g
        .kinds
        .iter()
        .position(|k| k.name.replace(' ', "-") == kind)
        .ok_or_else(unknown)?;
    Ok((side, kind as u8))
}

/// The FEN (SFEN) of `layout` in the game `g`.
pub fn layout_fen(g: &PieceRules, layout: &PieceLayout) -> Result<String, Refusal> {
    let mut pos = Position::empty();
    pos.side = side_named(&layout.to_move)?;
    for p in &layout.pieces {
        let sq = g
            .parse_square(&p.square)
            .filter(|&sq| g.squares.has(sq))
            .ok_or_else(|| {
                Refusal::worded(
                    format!("this board has no square `{}`", p.square),
                    Wording::new("engine.layout.no-square").with("square", &p.square),
                )
            })?;
        if pos.board[sq as usize] != 0 {
            let square = g.square_name(sq);
            return Err(Refusal::worded(
                format!("two pieces on {square}"),
                Wording::new("engine.layout.two-pieces").with("square", square),
            ));
        }
        let (side, kind) = piece_named(g, &p.piece)?;
        pos.put(g, sq, side, kind);
    }
    for h in &layout.hands {
        if h.count == 0 {
            continue;
        }
        if !g.drops {
            return Err(fen::no_hands());
        }
        let side = side_named(&h.side)?;
        let kind = g.kind_named(&h.kind).ok_or_else(|| no_piece(&h.kind))?;
        if let Some(why) = fen::hand_refusal(g, side, kind) {
            return Err(why);
        }
        let total = pos.hand[side as usize][kind as usize].saturating_add(h.count);
        pos.hand[side as usize][kind as usize] = total;
    }
    let mut fields: Vec<String> = fen::write(g, &pos)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    if let Some(rights) = layout.castling.as_deref().filter(|r| !r.is_empty()) {
        if rights != "-" && !rights.chars().all(|c| "KQkq".contains(c)) {
            return Err(Refusal::worded(
                format!("the castling rights `{rights}` are not K, Q, k and q (or -)"),
                Wording::new("engine.layout.bad-castling").with("rights", rights),
            ));
        }
        if g.coordinates != Coordinates::Algebraic || fields.len() < 3 {
            return Err(Refusal::worded(
                format!("this game has no castling rights to give (`{rights}`)"),
                Wording::new("engine.layout.no-castling").with("rights", rights),
            ));
        }
        fields[2] = rights.to_string();
    }
    Ok(fields.join(" "))
}

impl PiecePage {
    /// A game of `name` from a position set up piece by piece; refused with the reason the game's
    /// FEN reader gives (a king missing, a pawn that could never move, the side not to move in
    /// check, a castling right without its rook…).
    pub fn from_layout(name: &str, layout: &PieceLayout) -> Result<PiecePage, Refusal> {
        let g = rules_named(name)?;
        let text = layout_fen(&g, layout)?;
        let start = fen::parse(&g, &text)?;
        Ok(PiecePage::of(PieceRecord::from_position(g, start)))
    }
}
