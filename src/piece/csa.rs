//! CSA, the plain-text record of Japanese shogi programs: the position as nine board lines
//! (`P1-KY-KE…`) with the hands (`P+00KA`) and the side to move, then one move a line (`+7776FU`,
//! a drop `+0055KA`; the piece code after the move tells a promotion). For 9x9 games of shogi
//! coordinates whose pieces are drawn as shogi pieces (their `picture` names the CSA code).

use std::sync::Arc;

use super::fen::{self, letter};
use super::file::Coordinates;
use super::game::{PieceRecord, Reason, Status};
use super::pgn::at_line;
use super::position::{kind_of, side_of, Move, Position, NONE};
use super::rules::PieceRules;
use crate::common::wording::{Refusal, Wording};

/// The CSA code of each shogi picture.
const CODES: [(&str, &str); 14] = [
    ("shogi-pawn", "FU"),
    ("shogi-lance", "KY"),
    ("shogi-knight", "KE"),
    ("shogi-silver", "GI"),
    ("shogi-gold", "KI"),
    ("shogi-bishop", "KA"),
    ("shogi-rook", "HI"),
    ("shogi-king", "OU"),
    ("shogi-promoted-pawn", "TO"),
    ("shogi-promoted-lance", "NY"),
    ("shogi-promoted-knight", "NK"),
    ("shogi-promoted-silver", "NG"),
    ("shogi-horse", "UM"),
    ("shogi-dragon", "RY"),
];

/// The CSA code of a kind, if it has one.
fn code(g: &PieceRules, kind: u8) -> Option<&'static str> {
    let picture = g.kinds[kind as usize].picture.as_deref()?;
    CODES.iter().find(|(p, _)| *p == picture).map(|(_, c)| *c)
}

/// The kind of a CSA code in `g`.
fn kind_of_code(g: &PieceRules, code: &str) -> Option<u8> {
    let picture = CODES.iter().find(|(_, c)| *c == code)?.0;
    g.kinds
        .iter()
        .position(|k| k.picture.as_deref() == Some(picture))
        .map(|k| k as u8)
}

/// Why `g` has no CSA records, or nothing when it has.
pub fn unsupported(g: &PieceRules) -> Option<Refusal> {
    if g.coordinates != Coordinates::Shogi || g.files != 9 || g.ranks != 9 {
        return Some(Refusal::worded(
            "CSA records only 9x9 shogi boards",
            Wording::new("engine.piece.csa.not-9x9"),
        ));
    }
    let missing = (0..g.kinds.len() as u8).find(|&k| code(g, k).is_none())?;
    let name = &g.kinds[missing as usize].name;
    Some(Refusal::worded(
        format!("CSA has no code for the {name}"),
        Wording::new("engine.piece.csa.no-code").with_piece("piece", name),
    ))
}

/// The square of CSA digits `file`, `rank` (1-9, rank 1 at the top).
fn square(g: &PieceRules, file: u8, rank: u8) -> u8 {
    (9 - rank) * g.files + (9 - file)
}

fn digits(g: &PieceRules, sq: u8) -> String {
    format!("{}{}", 9 - g.file_of(sq), 9 - g.rank_of(sq))
}

fn sign(side: u8) -> char {
    if side == 0 {
        '+'
    } else {
        '-'
    }
}

/// The position as CSA lines: the board, the hands and the side to move.
fn position_lines(g: &PieceRules, pos: &Position) -> String {
    let mut out = String::new();
    for rank in 1..=9u8 {
        out += &format!("P{rank}");
        for file in (1..=9u8).rev() {
            let c = pos.board[square(g, file, rank) as usize];
            if c == 0 {
                out += " * ";
            } else {
                out.push(sign(side_of(c)));
                out += code(g, kind_of(c)).unwrap_or("??");
            }
        }
        out.push('\n');
    }
    for side in 0..2u8 {
        let mut hand = String::new();
        for (kind, &n) in pos.hand[side as usize].iter().enumerate() {
            for _ in 0..n {
                hand += "00";
                hand += code(g, kind as u8).unwrap_or("??");
            }
        }
        if !hand.is_empty() {
            out += &format!("P{}{hand}\n", sign(side));
        }
    }
    out.push(sign(pos.side));
    out.push('\n');
    out
}

/// A move in CSA (`+7776FU`, `+0055KA`).
fn move_text(g: &PieceRules, side: u8, mv: &Move) -> String {
    let after = if mv.promote != NONE {
        mv.promote
    } else {
        mv.kind
    };
    let from = if mv.is_drop() {
        "00".to_string()
    } else {
        digits(g, mv.from)
    };
    format!(
        "{}{from}{}{}",
        sign(side),
        digits(g, mv.to),
        code(g, after).unwrap_or("??")
    )
}

/// `record` as a CSA text with the players' `names` (first side, second side).
pub fn write_csa(record: &PieceRecord, names: [&str; 2]) -> Result<String, Refusal> {
    write_csa_ended(record, names, record.status())
}

/// [`write_csa`] for a game whose result is `status` (an impasse declared in the page ends a
/// game its moves do not end).
pub fn write_csa_ended(
    record: &PieceRecord,
    names: [&str; 2],
    status: Status,
) -> Result<String, Refusal> {
    let g = record.game();
    if let Some(why) = unsupported(g) {
        return Err(why);
    }
    let mut out = format!("V2.2\nN+{}\nN-{}\n", names[0], names[1]);
    out += &position_lines(g, record.start());
    for (i, mv) in record.moves_played().iter().enumerate() {
        out += &move_text(g, record.history()[i].side, mv);
        out.push('\n');
    }
    let to_move = record.position().side;
    match status {
        Status::Win { .. } if record.moves_played().is_empty() => {}
        Status::Win {
            winner,
            reason: Reason::Checkmate,
        } if winner != to_move => out += "%TSUMI\n",
        Status::Win {
            winner,
            reason: Reason::Impasse,
        } if winner == to_move => out += "%KACHI\n",
        Status::Win {
            winner,
            reason: Reason::Resignation,
        } if winner != to_move => out += "%TORYO\n",
        Status::Draw(Reason::Impasse | Reason::PlyLimit) => out += "%JISHOGI\n",
        Status::Draw(Reason::Agreement) => out += "%HIKIWAKE\n",
        Status::Draw(_) => out += "%SENNICHITE\n",
        _ => {}
    }
    Ok(out)
}

/// Whether a text looks like a CSA record.
pub fn looks_like_csa(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .any(|l| l.starts_with("V2") || l == "PI" || l.starts_with("P1") || l.starts_with("N+"))
}

/// A position being read: the board by CSA rank and file, the hands, the side to move.
struct Setup {
    board: [[Option<(u8, u8)>; 9]; 9],
    hands: [Vec<u8>; 2],
    side: Option<u8>,
    lines: usize,
}

impl Setup {
    /// The position as SFEN, for the game's own reader to check.
    fn sfen(&self, g: &PieceRules) -> String {
        let rows: Vec<String> = self
            .board
            .iter()
            .map(|row| {
                let mut text = String::new();
                let mut empty = 0;
                for cell in row {
                    match cell {
                        None => empty += 1,
                        Some((side, kind)) => {
                            if empty > 0 {
                                text += &empty.to_string();
                                empty = 0;
                            }
                            text += &letter(g, *side, *kind);
                        }
                    }
                }
                if empty > 0 {
                    text += &empty.to_string();
                }
                text
            })
            .collect();
        let mut hand = String::new();
        for (side, kinds) in self.hands.iter().enumerate() {
            for kind in 0..g.kinds.len() as u8 {
                let n = kinds.iter().filter(|&&k| k == kind).count();
                if n > 1 {
                    hand += &n.to_string();
                }
                if n > 0 {
                    hand += &letter(g, side as u8, kind);
                }
            }
        }
        if hand.is_empty() {
            hand.push('-');
        }
        let side = if self.side == Some(1) { 'w' } else { 'b' };
        format!("{} {side} {hand} 1", rows.join("/"))
    }
}

fn piece(g: &PieceRules, cell: &str) -> Result<(u8, u8), Refusal> {
    let no_piece = || {
        Refusal::worded(
            format!("`{cell}` is no piece"),
            Wording::new("engine.piece.csa.no-piece").with("text", cell),
        )
    };
    let side = match cell.chars().next() {
        Some('+') => 0,
        Some('-') => 1,
        _ => return Err(no_piece()),
    };
    let kind = cell
        .get(1..)
        .and_then(|c| kind_of_code(g, c))
        .ok_or_else(no_piece)?;
    Ok((side, kind))
}

/// The game of a CSA text, in the rules of `g`; errors name the line.
pub fn read_csa(g: Arc<PieceRules>, text: &str) -> Result<PieceRecord, Refusal> {
    if let Some(why) = unsupported(&g) {
        return Err(why);
    }
    let mut setup = Setup {
        board: [[None; 9]; 9],
        hands: [Vec::new(), Vec::new()],
        side: None,
        lines: 0,
    };
    let mut moves: Vec<(usize, String)> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line_no = n + 1;
        let at = |e: Refusal| at_line(line_no, e);
        for statement in raw.split(',') {
            let s = statement.trim_end();
            let skipped = ['\'', 'V', 'N', '$', 'T', '%'];
            if s.is_empty() || s.starts_with(skipped) || s == "PI" {
                continue;
            }
            if let Some(rest) = s.strip_prefix('P') {
                let rank = rest.as_bytes().first().copied().unwrap_or(0);
                if (b'1'..=b'9').contains(&rank) {
                    let mut cells: Vec<char> = rest[1..].chars().collect();
                    // A last empty square ` * ` loses its trailing space to trimming.
                    if cells.len() == 26 {
                        cells.push(' ');
                    }
                    if cells.len() != 27 {
                        return Err(at(Refusal::worded(
                            format!("the board line `{s}` has not nine squares"),
                            Wording::new("engine.piece.csa.board-line").with("text", s),
                        )));
                    }
                    for (i, cell) in cells.chunks(3).enumerate() {
                        let cell: String = cell.iter().collect();
                        if cell.trim() != "*" {
                            setup.board[(rank - b'1') as usize][i] =
                                Some(piece(&g, &cell).map_err(at)?);
                        }
                    }
                    setup.lines += 1;
                    continue;
                }
                let (side, rest) = match rest.split_at_checked(1) {
                    Some(("+", r)) => (0, r),
                    Some(("-", r)) => (1, r),
                    _ => {
                        return Err(at(Refusal::worded(
                            format!("`{s}` is not a position line"),
                            Wording::new("engine.piece.csa.position-line").with("text", s),
                        )))
                    }
                };
                for chunk in rest.as_bytes().chunks(4) {
                    let chunk = String::from_utf8_lossy(chunk);
                    let kind = chunk
                        .strip_prefix("00")
                        .and_then(|c| kind_of_code(&g, c))
                        .ok_or_else(|| {
                            at(Refusal::worded(
                                format!(
                                    "`{chunk}`: only pieces in hand (00 and a code) are read here"
                                ),
                                Wording::new("engine.piece.csa.hand").with("text", &chunk),
                            ))
                        })?;
                    setup.hands[side].push(kind);
                }
                continue;
            }
            match s {
                "+" => setup.side = Some(0),
                "-" => setup.side = Some(1),
                _ if s.starts_with(['+', '-']) => moves.push((line_no, s.to_string())),
                _ => {
                    return Err(at(Refusal::worded(
                        format!("`{s}` is not CSA"),
                        Wording::new("engine.piece.csa.not-csa").with("text", s),
                    )))
                }
            }
        }
    }
    let start = match setup.lines {
        0 => {
            let mut start = g.start.clone();
            if setup.side == Some(1) {
                return Err(Refusal::worded(
                    "a game from the standard start begins with the first player (+)",
                    Wording::new("engine.piece.csa.start-side"),
                ));
            }
            start.hash = start.compute_hash(&g);
            start
        }
        9 => fen::parse(&g, &setup.sfen(&g)).map_err(|e| {
            e.within(
                "the position",
                Wording::new("engine.piece.csa.position"),
                "error",
            )
        })?,
        n => {
            return Err(Refusal::worded(
                format!("the position has {n} board lines, not 9"),
                Wording::new("engine.piece.csa.board-lines").with_number("count", n),
            ))
        }
    };
    let mut record = PieceRecord::from_position(g.clone(), start);
    for (line_no, text) in moves {
        let ply = record.moves_played().len() + 1;
        let legal = record.legal_moves();
        let side = record.position().side;
        let mv = legal
            .iter()
            .find(|m| move_text(&g, side, m) == text)
            .copied()
            .ok_or_else(|| {
                at_line(
                    line_no,
                    Refusal::worded(
                        format!("move {ply} `{text}` is not a legal move here"),
                        Wording::new("engine.piece.csa.illegal-move")
                            .with_number("ply", ply)
                            .with("text", &text),
                    ),
                )
            })?;
        record.play(&mv)?;
    }
    Ok(record)
}
