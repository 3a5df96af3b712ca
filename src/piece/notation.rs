//! Moves as text for engines: UCI long algebraic for algebraic coordinates (`e2e4`, `e7e8q`,
//! drops `P@e4`, a jump chain as every landing `c3e5g7`) and USI for shogi coordinates (`7g7f`,
//! `8h2b+`, `P*5e`). Reading a move means finding the legal move that writes so.

use super::compile::PieceRules;
use super::file::Coordinates;
use super::movegen::legal_moves;
use super::position::{Move, Position, NONE};

/// A move in the engine notation of its game.
pub fn engine_move(g: &PieceRules, mv: &Move) -> String {
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
pub fn parse_engine_move(g: &PieceRules, pos: &Position, text: &str) -> Result<Move, String> {
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

/// A move as players write it: SAN for algebraic games (`Nf3`, `exd5`, `O-O`, `e8=Q+`, drops
/// `N@f3`), the Western notation for shogi coordinates (`P-7f`, `Bx2b+`, `S-4d=` for a declined
/// promotion, `P*5e`). `pos` is the position before the move.
pub fn display_move(g: &PieceRules, pos: &Position, mv: &Move) -> String {
    match g.coordinates {
        Coordinates::Algebraic => san(g, pos, mv),
        Coordinates::Shogi => western(g, pos, mv),
    }
}

fn others_to_same_square(g: &PieceRules, pos: &Position, mv: &Move) -> Vec<Move> {
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    list.into_iter()
        .filter(|m| !m.is_drop() && m.kind == mv.kind && m.to == mv.to && m.from != mv.from)
        .collect()
}

fn origin(g: &PieceRules, mv: &Move, others: &[Move]) -> String {
    if others.is_empty() {
        return String::new();
    }
    let name = g.square_name(mv.from);
    let (file, rank) = name.split_at(1);
    if others
        .iter()
        .all(|m| g.file_of(m.from) != g.file_of(mv.from))
    {
        file.to_string()
    } else if others
        .iter()
        .all(|m| g.rank_of(m.from) != g.rank_of(mv.from))
    {
        rank.to_string()
    } else {
        name
    }
}

fn check_mark(g: &PieceRules, pos: &Position, mv: &Move) -> &'static str {
    let after = pos.after(g, mv);
    let them = after.side;
    if !g.sides[them as usize].checks() || !super::movegen::in_check(g, &after, them) {
        return "";
    }
    if super::movegen::has_legal_move(g, &after) {
        "+"
    } else {
        "#"
    }
}

fn san(g: &PieceRules, pos: &Position, mv: &Move) -> String {
    let kind = &g.kinds[mv.kind as usize];
    let check = check_mark(g, pos, mv);
    if mv.is_drop() {
        return format!("{}@{}{check}", kind.letter, g.square_name(mv.to));
    }
    if mv.partner.0 != NONE {
        let side = if g.file_of(mv.partner.0) > g.file_of(mv.from) {
            "O-O"
        } else {
            "O-O-O"
        };
        return format!("{side}{check}");
    }
    let mut s = String::new();
    let pawn = kind.resets_progress;
    if pawn {
        // A chess pawn's step has one origin, but a piece that steps diagonally (a draughts
        // man) may reach a square from two: then the origin is written too, as for captures.
        let others = others_to_same_square(g, pos, mv);
        let name = g.square_name(mv.from);
        if others
            .iter()
            .any(|m| g.file_of(m.from) == g.file_of(mv.from))
        {
            s += &name;
        } else if mv.is_capture() || !others.is_empty() {
            s += &name[..1];
        }
    } else {
        s += &kind.letter;
        s += &origin(g, mv, &others_to_same_square(g, pos, mv));
    }
    if mv.jumps > 0 {
        for &sq in &mv.path[..mv.jumps as usize] {
            s.push('x');
            s += &g.square_name(sq);
        }
    } else {
        if mv.is_capture() {
            s.push('x');
        }
        s += &g.square_name(mv.to);
    }
    if mv.promote != NONE {
        s.push('=');
        s += g.kinds[mv.promote as usize].letter.trim_start_matches('+');
    }
    s + check
}

fn western(g: &PieceRules, pos: &Position, mv: &Move) -> String {
    let kind = &g.kinds[mv.kind as usize];
    if mv.is_drop() {
        return format!("{}*{}", kind.letter, g.square_name(mv.to));
    }
    let others = others_to_same_square(g, pos, mv);
    let mut s = kind.letter.clone();
    if !others.is_empty() {
        s += &g.square_name(mv.from);
    }
    s.push(if mv.is_capture() { 'x' } else { '-' });
    s += &g.square_name(mv.to);
    if mv.promote != NONE {
        s.push('+');
    } else if !kind.promotes.is_empty() {
        let zone = g.zones[pos.side as usize];
        if zone.has(mv.to) || (g.promote_on_leave && zone.has(mv.from)) {
            s.push('=');
        }
    }
    s
}
