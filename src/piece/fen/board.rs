//! The board and the hands of an FEN or SFEN: letters and counts of empty squares rank by rank,
//! holes, promoted pieces, and what a hand may hold.

use super::*;

/// A refusal about rank `rank` from the top: `what` in English, worded by `key` with the rank
/// as `{rank}` besides what `wording` names.
pub(super) fn about_rank(rank: usize, what: String, wording: Wording) -> Refusal {
    Refusal::worded(
        format!("rank {rank} from the top{what}"),
        wording.with_number("rank", rank),
    )
}

pub(super) fn placement(g: &PieceRules, board: &str, pos: &mut Position) -> Result<(), Refusal> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != g.ranks as usize {
        return Err(Refusal::worded(
            format!(
                "the board has {} ranks, the position gives {}",
                g.ranks,
                rows.len()
            ),
            Wording::new("engine.piece.fen.ranks")
                .with_number("ranks", g.ranks as usize)
                .with_number("given", rows.len()),
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let r = g.ranks - 1 - i as u8;
        let rank_no = i + 1;
        // Wide enough for a count of empty squares as large as u32 allows, after some squares.
        let mut f: u64 = 0;
        let b = row.as_bytes();
        let mut j = 0;
        while j < b.len() {
            let c = b[j];
            if c.is_ascii_digit() {
                let start = j;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                let n: u32 = row[start..j].parse().map_err(|_| {
                    about_rank(
                        rank_no,
                        ": bad number".into(),
                        Wording::new("engine.piece.fen.rank-number"),
                    )
                })?;
                if n == 0 {
                    return Err(about_rank(
                        rank_no,
                        ": 0 is not a count of empty squares".into(),
                        Wording::new("engine.piece.fen.rank-zero"),
                    ));
                }
                for k in f..(f + u64::from(n)).min(u64::from(g.files)) {
                    if !g.squares.has(r * g.files + k as u8) {
                        let square = g.square_name(r * g.files + k as u8);
                        return Err(about_rank(
                            rank_no,
                            format!(": the hole {square} must be written `*`"),
                            Wording::new("engine.piece.fen.rank-hole-star").with("square", square),
                        ));
                    }
                }
                f += u64::from(n);
                continue;
            }
            if f >= u64::from(g.files) {
                return Err(about_rank(
                    rank_no,
                    format!(" has more than {} squares", g.files),
                    Wording::new("engine.piece.fen.rank-long")
                        .with_number("files", g.files as usize),
                ));
            }
            let sq = r * g.files + f as u8;
            if c == b'*' {
                if g.squares.has(sq) {
                    let square = g.square_name(sq);
                    return Err(about_rank(
                        rank_no,
                        format!(": `*` marks a hole, and {square} is not one"),
                        Wording::new("engine.piece.fen.rank-not-hole").with("square", square),
                    ));
                }
                f += 1;
                j += 1;
                continue;
            }
            let (letter, len) = if c == b'+' {
                match b.get(j + 1) {
                    Some(n) if n.is_ascii_alphabetic() => (&row[j..j + 2], 2),
                    _ => {
                        return Err(about_rank(
                            rank_no,
                            ": `+` must be followed by a letter".into(),
                            Wording::new("engine.piece.fen.rank-plus"),
                        ))
                    }
                }
            } else if c.is_ascii_alphabetic() {
                (&row[j..j + 1], 1)
            } else {
                let text = row[j..].chars().next().unwrap_or('?');
                return Err(about_rank(
                    rank_no,
                    format!(": unexpected `{text}`"),
                    Wording::new("engine.piece.fen.rank-unexpected").with("text", text),
                ));
            };
            let (kind, side) = g.kind_of_letter(letter).ok_or_else(|| {
                let all = letters(g);
                about_rank(
                    rank_no,
                    format!(": no piece is written `{letter}`; the letters are {all}"),
                    Wording::new("engine.piece.fen.rank-letter")
                        .with("letter", letter)
                        .with("letters", all),
                )
            })?;
            if !g.squares.has(sq) {
                let square = g.square_name(sq);
                return Err(about_rank(
                    rank_no,
                    format!(": {square} is a hole"),
                    Wording::new("engine.piece.fen.rank-on-hole").with("square", square),
                ));
            }
            pos.put(g, sq, side, kind);
            f += 1;
            j += len;
        }
        if f != u64::from(g.files) {
            return Err(about_rank(
                rank_no,
                format!(" has {f} squares, the board {}", g.files),
                Wording::new("engine.piece.fen.rank-short")
                    .with_number("count", usize::try_from(f).unwrap_or(usize::MAX))
                    .with_number("files", g.files as usize),
            ));
        }
    }
    Ok(())
}

pub(super) fn letters(g: &PieceRules) -> String {
    g.kinds
        .iter()
        .map(|k| k.letter.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn hand(
    g: &PieceRules,
    text: &str,
    counts: bool,
    pos: &mut Position,
) -> Result<(), Refusal> {
    if text == "-" || text.is_empty() {
        return Ok(());
    }
    if !g.drops {
        return Err(no_hands());
    }
    let b = text.as_bytes();
    let mut j = 0;
    while j < b.len() {
        let mut n: u32 = 1;
        if counts && b[j].is_ascii_digit() {
            let start = j;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            n = text[start..j].parse().map_err(|_| {
                Refusal::worded(
                    "a count in the hand is too large",
                    Wording::new("engine.piece.fen.hand-count"),
                )
            })?;
        }
        let Some(&c) = b.get(j) else {
            return Err(Refusal::worded(
                "the hand ends with a count and no piece",
                Wording::new("engine.piece.fen.hand-count-only"),
            ));
        };
        if !c.is_ascii_alphabetic() {
            // The whole character: a byte of one written in UTF-8 is no text.
            let unexpected = text[j..].chars().next().unwrap_or('?').to_string();
            return Err(Refusal::worded(
                format!("unexpected `{unexpected}` in the hand"),
                Wording::new("engine.piece.fen.hand-unexpected").with("letter", unexpected),
            ));
        }
        let letter = &text[j..j + 1];
        let (kind, side) = g.kind_of_letter(letter).ok_or_else(|| {
            Refusal::worded(
                format!("no piece is written `{letter}` (in the hand)"),
                Wording::new("engine.piece.fen.hand-letter").with("letter", letter),
            )
        })?;
        if let Some(why) = hand_refusal(g, side, kind) {
            return Err(why);
        }
        // Saturating: a count read may be up to u32::MAX.
        let total = (pos.hand[side as usize][kind as usize] as u32).saturating_add(n);
        if total > 60 {
            return Err(Refusal::worded(
                format!("more than 60 `{letter}` in the hand"),
                Wording::new("engine.piece.fen.hand-too-many").with("letter", letter),
            ));
        }
        pos.hand[side as usize][kind as usize] = total as u8;
        j += 1;
    }
    Ok(())
}

/// A game without drops refuses hands.
pub fn no_hands() -> Refusal {
    Refusal::worded(
        "this game has no drops, so no hands",
        Wording::new("engine.piece.no-hands"),
    )
}

/// Why side `holder`'s hand cannot hold a piece of kind `kind`, if it cannot: captured pieces
/// of that kind turn into another, or it is the royal piece of an opponent who loses by
/// checkmate, which is never captured.
pub fn hand_refusal(g: &PieceRules, holder: u8, kind: u8) -> Option<Refusal> {
    let k = &g.kinds[kind as usize];
    if k.in_hand_as != kind {
        let other = &g.kinds[k.in_hand_as as usize].name;
        return Some(Refusal::worded(
            format!(
                "a {} cannot be in a hand: a captured {} becomes a {other}",
                k.name, k.name
            ),
            Wording::new("engine.piece.hand-becomes")
                .with_piece("piece", &k.name)
                .with_piece("other", other),
        ));
    }
    let foe = &g.sides[(holder ^ 1) as usize];
    if foe.checks() && foe.royal.contains(&kind) {
        return Some(Refusal::worded(
            format!(
                "a {} cannot be in a hand: a {} is never captured",
                k.name, k.name
            ),
            Wording::new("engine.piece.hand-never-captured").with_piece("piece", &k.name),
        ));
    }
    None
}
