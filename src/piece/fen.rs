//! Positions as text: FEN for games with algebraic coordinates (chess; drop games add the hands
//! in brackets after the board, `…/RNBQKBNR[Pn] w KQkq - 0 1`) and SFEN for games with shogi
//! coordinates (`lnsgkgsnl/1r5b1/… b 2P 1`). Holes are written `*`.

use super::file::{Coordinates, Loses};
use super::movegen::in_check;
use super::position::{code, kind_of, side_of, Position, MAX_KINDS, NONE};
use super::rules::PieceRules;
use crate::common::wording::{Refusal, Wording};

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

/// A refusal about rank `rank` from the top: `what` in English, worded by `key` with the rank
/// as `{rank}` besides what `wording` names.
fn about_rank(rank: usize, what: String, wording: Wording) -> Refusal {
    Refusal::worded(
        format!("rank {rank} from the top{what}"),
        wording.with_number("rank", rank),
    )
}

fn placement(g: &PieceRules, board: &str, pos: &mut Position) -> Result<(), Refusal> {
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

fn letters(g: &PieceRules) -> String {
    g.kinds
        .iter()
        .map(|k| k.letter.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

fn hand(g: &PieceRules, text: &str, counts: bool, pos: &mut Position) -> Result<(), Refusal> {
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

/// The castling piece of a side and, for each way, the partner farthest along its rank.
fn castling_pieces(g: &PieceRules, pos: &Position, side: u8) -> Option<(u8, [Option<u8>; 2])> {
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

fn rights(g: &PieceRules, text: &str, starting: bool, pos: &mut Position) -> Result<(), Refusal> {
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
fn en_passant(g: &PieceRules, text: &str, pos: &mut Position) -> Result<(), Refusal> {
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
fn square_names(text: &str) -> impl Iterator<Item = &str> {
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
fn en_passant_text(g: &PieceRules, pos: &Position) -> String {
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

fn check(g: &PieceRules, pos: &Position) -> Result<(), Refusal> {
    for side in 0..2u8 {
        let r = &g.sides[side as usize];
        if matches!(r.loses, Loses::Checkmate) && pos.royals[side as usize].is_empty() {
            let royal = &g.kinds[r.royal[0] as usize].name;
            return Err(about(
                g,
                side,
                ["engine.piece.no-royal.white", "engine.piece.no-royal.black"],
                format!("{} has no {royal} on the board", r.name),
                |w| w.with_piece("piece", royal),
            ));
        }
        for sq in pos.occ[side as usize].iter() {
            let k = kind_of(pos.board[sq as usize]);
            // A piece reaches a square where it could never move again only by promoting there,
            // in its zone; elsewhere the game's movement may leave it so (a man that leaps four
            // ranks, from three ranks before its edge), and the position is one play reaches.
            let must_promote =
                !g.kinds[k as usize].promotes.is_empty() && g.zones[side as usize].has(sq);
            if must_promote && g.dead[side as usize][k as usize].has(sq) {
                let kind = &g.kinds[k as usize].name;
                let square = g.square_name(sq);
                return Err(about(
                    g,
                    side,
                    [
                        "engine.piece.never-moves.white",
                        "engine.piece.never-moves.black",
                    ],
                    format!(
                        "the {} {kind} on {square} could never move from there",
                        r.name
                    ),
                    |w| w.with_piece("piece", kind).with("square", square),
                ));
            }
        }
        for (k, kind) in g.kinds.iter().enumerate() {
            if !kind.drop.one_per_file || may_double(g, side, k as u8) {
                continue;
            }
            let c = code(side, k as u8);
            let mut seen = [false; 12];
            for sq in pos.occ[side as usize]
                .iter()
                .filter(|&s| pos.board[s as usize] == c)
            {
                let f = g.file_of(sq) as usize;
                if seen[f] {
                    let square = g.square_name(sq);
                    return Err(about(
                        g,
                        side,
                        [
                            "engine.piece.two-on-file.white",
                            "engine.piece.two-on-file.black",
                        ],
                        format!("{} has two {}s on the file of {square}", r.name, kind.name),
                        |w| w.with_piece("piece", &kind.name).with("square", square),
                    ));
                }
                seen[f] = true;
            }
        }
    }
    let waiting = pos.side ^ 1;
    if g.sides[waiting as usize].checks() && in_check(g, pos, waiting) {
        return Err(about(
            g,
            waiting,
            ["engine.piece.in-check.white", "engine.piece.in-check.black"],
            format!(
                "{} is not to move but stands in check",
                g.sides[waiting as usize].name
            ),
            |w| w,
        ));
    }
    Ok(())
}

/// Whether play can bring a piece of kind `k` of `side` to a file that holds another of the
/// same (its drops cannot): its moves change files, it castles or is a castling partner, or
/// another piece promotes to it. Two on a file are then a position play reaches.
fn may_double(g: &PieceRules, side: u8, k: u8) -> bool {
    g.atoms[side as usize][k as usize]
        .iter()
        .any(|a| g.vectors[a.dir as usize].0 != 0)
        || g.kinds[k as usize].castle.is_some()
        || g.kinds
            .iter()
            .any(|o| o.promotes.contains(&k) || o.castle.is_some_and(|(p, _)| p == k))
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
