//! The Hub protocol's text: a command line and its arguments, positions, moves, variants,
//! scores and the time a clock leaves for a move, read and written as Scan's Hub writes them.

use crate::draughts::board::{Square, SquareSet};
use crate::draughts::moves::Move;
use crate::draughts::notation::square::{from_number, square_number};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::Variant;
use crate::search::{MATE, MATE_BOUND};

/// Splits a Hub line into its command and `name=value` arguments (values may be quoted).
pub fn parse_line(line: &str) -> (String, Vec<(String, String)>) {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in line.trim().chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    let mut it = words.into_iter();
    let command = it.next().unwrap_or_default();
    let args = it
        .map(|w| match w.split_once('=') {
            Some((n, v)) => (n.to_string(), v.to_string()),
            None => (w, String::new()),
        })
        .collect();
    (command, args)
}

/// The value of argument `name`, if given.
pub(super) fn arg<'a>(args: &'a [(String, String)], name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// The Hub position string: side, then one character per square in number order.
pub fn position_to_hub(variant: Variant, pos: &Position) -> String {
    let mut s = String::from(if pos.side() == Color::White { "W" } else { "B" });
    let n = variant.board().points() as u32;
    for i in 1..=n {
        let c = match from_number(variant, i).and_then(|sq| pos.piece_at(sq)) {
            None => 'e',
            Some(p) => match (p.color, p.role) {
                (Color::White, crate::draughts::position::Role::Man) => 'w',
                (Color::White, crate::draughts::position::Role::King) => 'W',
                (Color::Black, crate::draughts::position::Role::Man) => 'b',
                (Color::Black, crate::draughts::position::Role::King) => 'B',
            },
        };
        s.push(c);
    }
    s
}

/// Reads a Hub position string.
pub fn position_from_hub(variant: Variant, text: &str) -> Result<Position, String> {
    let mut chars = text.chars();
    let side = match chars.next() {
        Some('W') | Some('w') => Color::White,
        Some('B') | Some('b') => Color::Black,
        _ => return Err(format!("position `{text}` must start with W or B")),
    };
    let n = variant.board().points();
    let squares: Vec<char> = chars.collect();
    if squares.len() != n {
        return Err(format!(
            "position has {} squares, {variant} has {n}",
            squares.len()
        ));
    }
    let (mut w, mut b, mut k) = (SquareSet::EMPTY, SquareSet::EMPTY, SquareSet::EMPTY);
    for (i, c) in squares.iter().enumerate() {
        let sq = from_number(variant, i as u32 + 1).ok_or("bad square")?;
        match c {
            'w' => w = w.with(sq),
            'W' => {
                w = w.with(sq);
                k = k.with(sq);
            }
            'b' => b = b.with(sq),
            'B' => {
                b = b.with(sq);
                k = k.with(sq);
            }
            'e' => {}
            other => return Err(format!("unknown square character `{other}`")),
        }
    }
    for (set, color) in [(w, Color::White), (b, Color::Black)] {
        if set.count() as usize > crate::draughts::moves::MAX_JUMPS {
            return Err(format!(
                "position gives {} {} pieces; a side has at most {}",
                color.name(),
                set.count(),
                crate::draughts::moves::MAX_JUMPS
            ));
        }
    }
    Ok(Position::new(w, b, k, side))
}

/// A move in Hub form: `32-28`, or `28x19x23` (origin, destination, captured squares).
pub fn move_to_hub(variant: Variant, mv: &Move) -> String {
    let num = |sq: Square| square_number(variant, sq).unwrap_or(0).to_string();
    if !mv.is_capture() {
        return format!("{}-{}", num(mv.from), num(mv.to));
    }
    let mut s = format!("{}x{}", num(mv.from), num(mv.to));
    let mut caps: Vec<u32> = mv
        .captured
        .iter()
        .filter_map(|sq| square_number(variant, sq))
        .collect();
    caps.sort();
    for c in caps {
        s.push('x');
        s.push_str(&c.to_string());
    }
    s
}

/// Reads a Hub move against the legal moves of `pos`.
pub fn move_from_hub(variant: Variant, pos: &Position, text: &str) -> Result<Move, String> {
    let nums: Vec<Square> = text
        .split(['-', 'x', 'X'])
        .map(|t| {
            t.trim()
                .parse::<u32>()
                .ok()
                .and_then(|n| from_number(variant, n))
        })
        .collect::<Option<Vec<Square>>>()
        .ok_or_else(|| format!("cannot read move `{text}`"))?;
    if nums.len() < 2 {
        return Err(format!("cannot read move `{text}`"));
    }
    let captured: SquareSet = nums[2..].iter().copied().collect();
    let legal = crate::legal_moves(variant, pos);
    let found: Vec<&Move> = legal
        .iter()
        .filter(|m| {
            m.from == nums[0] && m.to == nums[1] && (nums.len() == 2 || m.captured == captured)
        })
        .collect();
    match found.as_slice() {
        [m] => Ok(**m),
        [] => Err(format!("move `{text}` is not legal")),
        _ => Err(format!("move `{text}` is ambiguous")),
    }
}

/// Scan's names for the games it shares with us (Scan is the reference Hub engine).
pub(super) const SCAN_NAMES: [(&str, Variant); 3] = [
    ("normal", Variant::International),
    ("bt", Variant::Breakthrough),
    ("losing", Variant::Antidraughts),
];

/// The game named by a Hub `variant` parameter: Scan's names (`normal`, `bt`, `losing`) or
/// ours with their aliases (`international`, `breakthrough`, `antidraughts`, …).
pub fn variant_from_hub(name: &str) -> Option<Variant> {
    let lower = name.trim().to_ascii_lowercase();
    SCAN_NAMES
        .iter()
        .find(|(n, _)| *n == lower)
        .map(|(_, v)| *v)
        .or_else(|| Variant::from_name(&lower))
}

/// The name to give an external Hub engine for `variant`: Scan's name where Scan has the game,
/// else ours.
pub fn variant_to_hub(variant: Variant) -> &'static str {
    SCAN_NAMES
        .iter()
        .find(|(_, v)| *v == variant)
        .map_or(variant.name(), |(n, _)| n)
}

/// A search score in Hub form, in men from the side to move's view. Ordinary scores are
/// hundredths of a man (`-0.25`). A forced end of the game found by the search is shown near
/// ±99, as Scan does: a win in `p` plies is `99 - p/100` (a win in 7 plies is `98.93`, a loss
/// in 7 is `-98.93`), so the nearer end scores higher. Ordinary scores stay below 89.
pub fn score_to_hub(score: i32) -> String {
    let men = if score >= MATE_BOUND {
        99.0 - (MATE - score) as f64 / 100.0
    } else if score <= -MATE_BOUND {
        -(99.0 - (MATE + score) as f64 / 100.0)
    } else {
        (score as f64 / 100.0).clamp(-88.99, 88.99)
    };
    format!("{men:.2}")
}

/// Thinking time per move for `level [moves=N] time=T [inc=I]` (seconds left on the clock, moves
/// to the next time control, increment per move): the time left shared over the moves to go,
/// about 35 when `moves` is missing or 0 (sudden death), plus most of the increment, never more
/// than 80% of the time left.
pub fn move_time_ms(moves: Option<f64>, time: f64, inc: f64) -> f64 {
    let moves = match moves {
        Some(m) if m >= 1.0 => m,
        _ => 35.0,
    };
    let time = time.max(0.0);
    ((time / moves + inc.max(0.0) * 0.8).min(time * 0.8) * 1000.0).max(1.0)
}
