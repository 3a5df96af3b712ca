//! Moves as text for engines: UCI long algebraic for algebraic coordinates (`e2e4`, `e7e8q`,
//! drops `P@e4`, a jump chain as every landing `c3e5g7`) and USI for shogi coordinates (`7g7f`,
//! `8h2b+`, `P*5e`); and for players: SAN, the Western shogi notation, or the World Xiangqi
//! Federation's. Reading a move means finding the legal move that writes so.

use std::cell::OnceCell;

use super::bits::Bits;
use super::file::{Coordinates, MoveNotation};
use super::movegen::legal_moves;
use super::position::{code, Move, Position, NONE};
use super::rules::{PieceRules, Shape};

/// A move in the engine notation of its game. Castling is written as the castling piece's move
/// (`e1g1`), or where that piece could also move there itself, as it taking its partner
/// (`e1h1`).
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
    } else if mv.partner.0 != NONE && moves_there_too(g, mv) {
        // As UCI writes castling in Chess960: the piece takes its partner.
        s += &g.square_name(mv.partner.0);
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

/// Whether the piece of a castling move could also move to its landing square without castling
/// (a king that leaps two squares, or castles one square away), so that a move from the same
/// square to the same square would be written the same.
fn moves_there_too(g: &PieceRules, mv: &Move) -> bool {
    g.atoms.iter().any(|side| {
        side[mv.kind as usize].iter().any(|a| {
            let reach = a.move_range.max(a.move_range_unmoved) as usize;
            a.shape == Shape::Slide
                && g.ray(a.dir, mv.from)
                    .iter()
                    .take(reach)
                    .any(|&s| s == mv.to)
        })
    })
}

/// The legal move of `pos` written `text` (engine notation), or why there is none.
pub fn parse_engine_move(g: &PieceRules, pos: &Position, text: &str) -> Result<Move, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("the move is empty".into());
    }
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    find_engine_move(g, &list, t).ok_or_else(|| format!("`{t}` is not a legal move here"))
}

/// The first of `list` written `text` in the engine notation (ignoring ASCII case).
pub(super) fn find_engine_move(g: &PieceRules, list: &[Move], text: &str) -> Option<Move> {
    // A move's engine form names the square it reaches, but a castling's may name its
    // partner's: only those `text` names, and castling, are written.
    let named = named_squares(g, &text.to_ascii_lowercase());
    list.iter()
        .find(|mv| {
            (named.has(mv.to) || mv.partner.0 != NONE)
                && engine_move(g, mv).eq_ignore_ascii_case(text)
        })
        .copied()
}

/// The squares whose names appear in `text`, exactly those `s` for which
/// `text.contains(&g.square_name(s))`.
pub(super) fn named_squares(g: &PieceRules, text: &str) -> Bits {
    let b = text.as_bytes();
    let letter = |i: usize, count: u8| {
        b.get(i)
            .and_then(|c| c.checked_sub(b'a'))
            .filter(|&l| l < count)
    };
    let digit = |i: usize| b.get(i).filter(|c| c.is_ascii_digit()).map(|c| c - b'0');
    let mut out = Bits::EMPTY;
    for i in 0..b.len() {
        // A number of one or two digits, the first not 0, from `at`.
        let numbers = |at: usize| {
            let first = digit(at).filter(|&d| d > 0);
            let second = first.and_then(|d| Some(d * 10 + digit(at + 1)?));
            [(first, at + 1), (second, at + 2)]
        };
        match g.coordinates {
            Coordinates::Algebraic => {
                let Some(file) = letter(i, g.files) else {
                    continue;
                };
                for (rank, _) in numbers(i + 1) {
                    if let Some(rank) = rank.filter(|&r| r <= g.ranks) {
                        out.insert((rank - 1) * g.files + file);
                    }
                }
            }
            Coordinates::Shogi => {
                for (number, next) in numbers(i) {
                    let Some(number) = number.filter(|&n| n <= g.files) else {
                        continue;
                    };
                    if let Some(row) = letter(next, g.ranks) {
                        out.insert((g.ranks - 1 - row) * g.files + g.files - number);
                    }
                }
            }
        }
    }
    out
}

/// A move as players write it: SAN for algebraic games (`Nf3`, `exd5`, `O-O`, `e8=Q+`, drops
/// `N@f3`), the Western notation for shogi coordinates (`P-7f`, `Bx2b+`, `S-4d=` for a declined
/// promotion, `P*5e`). `pos` is the position before the move.
pub fn display_move(g: &PieceRules, pos: &Position, mv: &Move) -> String {
    let mut s = written(g, pos, mv, &Rivals::new(g, pos));
    if g.coordinates == Coordinates::Algebraic && g.file.notation == MoveNotation::Standard {
        s += check_mark(g, pos, mv);
    }
    s
}

/// [`display_move`] without SAN's check mark (`+`, `#`), which is all it adds to this;
/// `rivals` are the legal moves of `pos`.
pub(super) fn written(g: &PieceRules, pos: &Position, mv: &Move, rivals: &Rivals) -> String {
    match (g.file.notation, g.coordinates) {
        (MoveNotation::Wxf, _) => wxf(g, pos, mv),
        (_, Coordinates::Algebraic) => san(g, mv, rivals),
        (_, Coordinates::Shogi) => western(g, pos, mv, rivals),
    }
}

/// The World Xiangqi Federation's notation of `mv` (`C2.5`, `H8+7`, `R+.3`, `P3.4`, `++.4`):
/// files counted from the mover's right; where two or more pieces of the kind share the file,
/// `+` (front) and `-` (rear) stand for the file, and for three to five pawns `++`, `+`, the
/// file, `-`, `--` from the front, the pawn's letter giving way to the file's number where
/// another file holds two or more of them too. A drop is written `P*e4`.
fn wxf(g: &PieceRules, pos: &Position, mv: &Move) -> String {
    let kind = &g.kinds[mv.kind as usize];
    if mv.is_drop() {
        return format!("{}*{}", kind.symbol, g.square_name(mv.to));
    }
    let first = pos.side == 0;
    let number = |f: u8| if first { g.files - f } else { f + 1 };
    let ahead = |from: u8, to: u8| if first { to > from } else { to < from };
    let (ff, fr) = (g.file_of(mv.from), g.rank_of(mv.from));
    let (tf, tr) = (g.file_of(mv.to), g.rank_of(mv.to));
    let piece = code(pos.side, mv.kind);
    let on_file = |f: u8| -> Vec<u8> {
        let mut ranks: Vec<u8> = (0..g.ranks)
            .filter(|&r| pos.board[(r * g.files + f) as usize] == piece)
            .collect();
        ranks.sort_by_key(|&r| if first { u8::MAX - r } else { r });
        ranks
    };
    let tandem = on_file(ff);
    let file = number(ff).to_string();
    let mut s = if tandem.len() < 2 {
        format!("{}{file}", kind.symbol)
    } else {
        let i = tandem.iter().position(|&r| r == fr).unwrap_or(0);
        let marks: &[&str] = match tandem.len() {
            2 => &["+", "-"],
            3 => &["+", "", "-"],
            4 => &["++", "+", "-", "--"],
            _ => &["++", "+", "", "-", "--"],
        };
        let mark = marks.get(i).copied().unwrap_or("");
        let mark = if mark.is_empty() { file.as_str() } else { mark };
        let other_tandem = (0..g.files).any(|f| f != ff && on_file(f).len() >= 2);
        if other_tandem {
            format!("{file}{mark}")
        } else if mark.len() == 2 {
            mark.to_string()
        } else {
            format!("{}{mark}", kind.symbol)
        }
    };
    if ff == tf {
        s.push(if ahead(fr, tr) { '+' } else { '-' });
        s += &fr.abs_diff(tr).to_string();
    } else {
        s.push(if fr == tr {
            '.'
        } else if ahead(fr, tr) {
            '+'
        } else {
            '-'
        });
        s += &number(tf).to_string();
    }
    if mv.promote != NONE {
        s.push('=');
        s += &g.kinds[mv.promote as usize].symbol;
    }
    s
}

/// The legal moves of a position: those the caller has, or generated the first time a move's
/// written form asks which others reach its square.
pub(super) struct Rivals<'a> {
    g: &'a PieceRules,
    pos: &'a Position,
    known: Option<&'a [Move]>,
    legal: OnceCell<Vec<Move>>,
}

impl<'a> Rivals<'a> {
    /// The legal moves of `pos`, not generated yet.
    pub(super) fn new(g: &'a PieceRules, pos: &'a Position) -> Rivals<'a> {
        Rivals {
            g,
            pos,
            known: None,
            legal: OnceCell::new(),
        }
    }

    /// `legal`, the legal moves of `pos` (every one), which the caller has generated.
    pub(super) fn known(g: &'a PieceRules, pos: &'a Position, legal: &'a [Move]) -> Rivals<'a> {
        Rivals {
            known: Some(legal),
            ..Rivals::new(g, pos)
        }
    }

    /// Every legal move.
    pub(super) fn legal(&self) -> &[Move] {
        if let Some(known) = self.known {
            return known;
        }
        self.legal.get_or_init(|| {
            let mut list = Vec::new();
            legal_moves(self.g, self.pos, &mut list);
            list
        })
    }

    /// The other legal moves of `mv`'s kind, not drops, that reach its square.
    fn of(&self, mv: &Move) -> Vec<Move> {
        self.legal()
            .iter()
            .filter(|m| !m.is_drop() && m.kind == mv.kind && m.to == mv.to && m.from != mv.from)
            .copied()
            .collect()
    }
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

/// SAN's mark of a move that gives check (`+`) or mate (`#`), or nothing.
pub(super) fn check_mark(g: &PieceRules, pos: &Position, mv: &Move) -> &'static str {
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

fn san(g: &PieceRules, mv: &Move, rivals: &Rivals) -> String {
    let kind = &g.kinds[mv.kind as usize];
    if mv.is_drop() {
        return format!("{}@{}", kind.letter, g.square_name(mv.to));
    }
    if mv.partner.0 != NONE {
        let side = if g.file_of(mv.partner.0) > g.file_of(mv.from) {
            "O-O"
        } else {
            "O-O-O"
        };
        return side.to_string();
    }
    let mut s = String::new();
    let pawn = kind.resets_progress;
    if pawn {
        // A chess pawn's step has one origin, but a piece that steps diagonally (a draughts
        // man) may reach a square from two: then the origin is written too, as for captures.
        let others = rivals.of(mv);
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
        s += &origin(g, mv, &rivals.of(mv));
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
    s
}

fn western(g: &PieceRules, pos: &Position, mv: &Move, rivals: &Rivals) -> String {
    let kind = &g.kinds[mv.kind as usize];
    if mv.is_drop() {
        return format!("{}*{}", kind.letter, g.square_name(mv.to));
    }
    let others = rivals.of(mv);
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
