//! The castling rights and the en passant field of an FEN: which pieces are unmoved, and which
//! squares a move crossed.

use super::*;

/// The castling piece of a side and, for each way, the partner farthest along its rank.
pub(super) fn castling_pieces(
    g: &PieceRules,
    pos: &Position,
    side: u8,
) -> Option<(u8, [Option<u8>; 2])> {
    let (sq, kind) = pos.occ[side as usize].iter().find_map(|sq| {
        let k = kind_of(pos.board[sq as usize]);
        g.kinds[k as usize].castle.map(|_| (sq, k))
    })?;
    let (partner, _) = g.kinds[kind as usize].castle?;
    let rank = g.rank_of(sq);
    let f = g.file_of(sq);
    let pc = code(side, partner);
    let right = (f + 1..g.files)
        .rev()
        .map(|x| rank * g.files + x)
        .find(|&s| pos.board[s as usize] == pc);
    let left = (0..f)
        .map(|x| rank * g.files + x)
        .find(|&s| pos.board[s as usize] == pc);
    Some((sq, [right, left]))
}

pub(super) fn rights(
    g: &PieceRules,
    text: &str,
    starting: bool,
    pos: &mut Position,
) -> Result<(), Refusal> {
    // Pieces whose moves need "unmoved" and that do not castle: unmoved on their start squares.
    let partners: Vec<u8> = g
        .kinds
        .iter()
        .filter_map(|k| k.castle.map(|c| c.0))
        .collect();
    for sq in pos.occ[0].or(pos.occ[1]).iter() {
        let c = pos.board[sq as usize];
        let k = kind_of(c);
        let kind = &g.kinds[k as usize];
        if kind.castle.is_some() || partners.contains(&k) || !kind.needs_unmoved {
            continue;
        }
        if starting || g.start.board[sq as usize] == c {
            pos.unmoved.insert(sq);
        }
    }
    if text == "-" {
        return Ok(());
    }
    if partners.is_empty() {
        return Err(Refusal::worded(
            format!("this game has no castling, so `{text}` cannot be its castling rights"),
            Wording::new("engine.piece.fen.no-castling").with("text", text),
        ));
    }
    for ch in text.chars() {
        let (side, way) = match ch {
            'K' => (0, 0),
            'Q' => (0, 1),
            'k' => (1, 0),
            'q' => (1, 1),
            _ => {
                return Err(Refusal::worded(
                    format!("unexpected `{ch}` in the castling rights; expected K, Q, k, q or -"),
                    Wording::new("engine.piece.fen.castling-letter").with("text", ch),
                ))
            }
        };
        let Some((csq, ways)) = castling_pieces(g, pos, side) else {
            return Err(about(
                g,
                side,
                [
                    "engine.piece.castling-no-piece.white",
                    "engine.piece.castling-no-piece.black",
                ],
                format!(
                    "castling right `{ch}`, but {} has no piece that castles",
                    g.sides[side as usize].name
                ),
                |w| w.with("right", ch),
            ));
        };
        // A refusal about the piece on `sq`: `why` says it in English from its kind and square.
        let refuse = |sq: u8, key: &'static str, why: fn(&str, &str) -> String| {
            let kind = &g.kinds[kind_of(pos.board[sq as usize]) as usize].name;
            let square = g.square_name(sq);
            Refusal::worded(
                format!("castling right `{ch}`, but {}", why(kind, &square)),
                Wording::new(key)
                    .with("right", ch)
                    .with_piece("piece", kind)
                    .with("square", square),
            )
        };
        let Some(psq) = ways[way] else {
            return Err(refuse(
                csq,
                "engine.piece.castling-no-partner",
                |kind, square| {
                    format!("there is no partner on that side of the {kind} on {square}")
                },
            ));
        };
        // A right belongs to pieces that have never moved: both on their squares of the start.
        for sq in [csq, psq] {
            if !starting && g.start.board[sq as usize] != pos.board[sq as usize] {
                return Err(refuse(sq, "engine.piece.castling-moved", |kind, square| {
                    format!("the {kind} on {square} is not on a square it starts on")
                }));
            }
        }
        pos.unmoved.insert(csq);
        pos.unmoved.insert(psq);
    }
    Ok(())
}

/// The en passant field: `-`; one empty square, the piece that crossed it just past it on its
/// file (chess); or every square a move crossed and last the square of the piece that crossed
/// them (`d6d5d4d3`, a game file's longer or slanting move).
pub(super) fn en_passant(g: &PieceRules, text: &str, pos: &mut Position) -> Result<(), Refusal> {
    if text == "-" {
        return Ok(());
    }
    let mut squares = Vec::new();
    for name in square_names(text) {
        squares.push(g.parse_square(name).ok_or_else(|| {
            Refusal::worded(
                format!("the en passant square `{name}` is not a square of the board"),
                Wording::new("engine.piece.fen.ep-square").with("text", name),
            )
        })?);
    }
    let mover = pos.side ^ 1;
    let (crossed, victim) = match squares.as_slice() {
        [sq] => {
            let r = g.rank_of(*sq) as i32 + if mover == 0 { 1 } else { -1 };
            let past = (r >= 0 && r < g.ranks as i32).then(|| r as u8 * g.files + g.file_of(*sq));
            (&squares[..], past)
        }
        [crossed @ .., last] => (crossed, Some(*last)),
        [] => (&squares[..], None),
    };
    for &sq in crossed {
        if pos.board[sq as usize] != 0 {
            let name = g.square_name(sq);
            return Err(Refusal::worded(
                format!("the en passant square {name} is not empty"),
                Wording::new("engine.piece.fen.ep-occupied").with("square", &name),
            ));
        }
    }
    match victim {
        Some(v) if pos.occ[mover as usize].has(v) => {
            for &sq in crossed {
                pos.en_passant.insert(sq);
            }
            pos.en_passant_victim = v;
            Ok(())
        }
        _ => Err(about(
            g,
            mover,
            [
                "engine.piece.fen.ep-no-victim.white",
                "engine.piece.fen.ep-no-victim.black",
            ],
            format!(
                "en passant on {text}, but no piece of {} stands just past it",
                g.sides[mover as usize].name
            ),
            |w| w.with("square", text),
        )),
    }
}

/// The square names run together in `text` (`d6d5d4`): each a letter and what follows it up to
/// the next letter.
pub(super) fn square_names(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        let mut chars = rest.char_indices();
        chars.next()?;
        let end = chars
            .find(|(_, c)| c.is_alphabetic())
            .map_or(rest.len(), |(i, _)| i);
        let (name, tail) = rest.split_at(end);
        rest = tail;
        Some(name)
    })
}

/// The en passant field of `pos` as [`en_passant`] reads it.
pub(super) fn en_passant_text(g: &PieceRules, pos: &Position) -> String {
    let victim = pos.en_passant_victim;
    if pos.en_passant.is_empty() || victim == NONE {
        return "-".to_string();
    }
    let mover_step: i32 = if pos.side == 1 { 1 } else { -1 };
    let mut crossed: Vec<u8> = pos.en_passant.iter().collect();
    if let [sq] = crossed[..] {
        if i32::from(victim) == i32::from(sq) + mover_step * i32::from(g.files) {
            return g.square_name(sq);
        }
    }
    let distance = |sq: u8| {
        let df = (i32::from(g.file_of(sq)) - i32::from(g.file_of(victim))).abs();
        let dr = (i32::from(g.rank_of(sq)) - i32::from(g.rank_of(victim))).abs();
        df.max(dr)
    };
    crossed.sort_by_key(|&sq| std::cmp::Reverse(distance(sq)));
    crossed.push(victim);
    crossed.iter().map(|&sq| g.square_name(sq)).collect()
}
