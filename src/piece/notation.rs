//! Moves as text for engines: UCI long algebraic for algebraic coordinates (`e2e4`, `e7e8q`,
//! drops `P@e4`, a jump chain as every landing `c3e5g7`) and USI for shogi coordinates (`7g7f`,
//! `8h2b+`, `P*5e`). Reading a move means finding the legal move that writes so.

use super::compile::PieceGame;
use super::file::Coordinates;
use super::movegen::legal_moves;
use super::position::{Move, Position, NONE};

/// A move in the engine notation of its game.
pub fn engine_move(g: &PieceGame, mv: &Move) -> String {
    let mut s = String::new();
    let shogi = g.coordinates == Coordinates::Shogi;
    if mv.is_drop() {
        s += &g.kinds[mv.kind as usize].letter;
        s.push(if shogi { '*' } else { '@' });
        s += &g.square_name(mv.to);
        return s;
    }
    s += &g.square_name(mv.from);
    if mv.jumps > 1 {
        for &sq in &mv.path[..mv.jumps as usize] {
            s += &g.square_name(sq);
        }
    } else {
        s += &g.square_name(mv.to);
    }
    if mv.promote != NONE {
        let kind = &g.kinds[mv.kind as usize];
        if shogi && kind.promotes.len() == 1 {
            s.push('+');
        } else {
            let l = g.kinds[mv.promote as usize].letter.trim_start_matches('+');
            s += &l.to_ascii_lowercase();
        }
    }
    s
}

/// The legal move of `pos` written `text` (engine notation), or why there is none.
pub fn parse_engine_move(g: &PieceGame, pos: &Position, text: &str) -> Result<Move, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("the move is empty".into());
    }
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    list.into_iter()
        .find(|mv| engine_move(g, mv).eq_ignore_ascii_case(t))
        .ok_or_else(|| format!("`{t}` is not a legal move here"))
}
