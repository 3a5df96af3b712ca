//! The movetext of one game as written: moves split into square names, move numbers, placeholders,
//! comments, marks (NAGs), variations and the terminator.

use super::lexer::{Lexeme, Token};
use crate::game::tree::nag_of;

/// A move as written, split into its square names.
#[derive(Clone, Debug)]
pub(super) struct MoveToken {
    pub(super) text: String,
    pub(super) squares: Vec<String>,
    pub(super) line: usize,
    /// The move number written before it (`23`, `23...`), if any.
    pub(super) number: Option<String>,
}

pub(super) enum Item {
    Move(MoveToken),
    Placeholder { line: usize, number: Option<String> },
}

/// A line of movetext: the main line, or a variation inside it.
#[derive(Default)]
pub(super) struct Movetext {
    pub(super) items: Vec<Item>,
    /// Comments with the number of items before them.
    pub(super) comments: Vec<(usize, String)>,
    /// NAGs (`$1`, or marks such as `!?`) with the number of items before them.
    pub(super) nags: Vec<(usize, u8)>,
    /// Variations with the number of items before them: each an alternative to the last.
    pub(super) variations: Vec<(usize, Movetext)>,
    pub(super) terminator: Option<String>,
}

const SEPARATORS: [char; 7] = ['-', 'x', 'X', ':', '×', '–', '—'];

fn is_square_start(s: &str) -> bool {
    let mut it = s.chars();
    match it.next() {
        Some(c) if c.is_ascii_digit() => true,
        Some(c) if matches!(c.to_ascii_lowercase(), 'a'..='j') => {
            it.next().is_some_and(|d| d.is_ascii_digit())
        }
        _ => false,
    }
}

/// Splits `32-28`, `c3xe5xg7`, `8-11Redo...` into squares, whether it ends in a separator
/// (`35x`, to be joined with the next word) and the text left after the move.
fn scan_move(s: &str) -> (Vec<String>, bool, &str) {
    let mut squares = Vec::new();
    let mut rest = s;
    loop {
        let mut len = 0;
        let mut chars = rest.char_indices().peekable();
        if let Some(&(_, c)) = chars.peek() {
            if c.is_ascii_alphabetic() && is_square_start(rest) {
                len = c.len_utf8();
                chars.next();
            }
        }
        while let Some(&(i, c)) = chars.peek() {
            if !c.is_ascii_digit() {
                break;
            }
            len = i + 1;
            chars.next();
        }
        if len == 0 {
            return (squares, false, rest);
        }
        squares.push(rest[..len].to_string());
        let after = &rest[len..];
        let next = after.trim_start_matches(SEPARATORS);
        if next.len() == after.len() {
            return (squares, false, after);
        }
        if next.is_empty() {
            return (squares, true, next);
        }
        if !is_square_start(next) {
            return (squares, false, after);
        }
        rest = next;
    }
}

/// `23.` → (23, 1 dot), `1...` → (1, 3), `01.33-29` → (1, 1) and `33-29`.
fn split_move_number(w: &str) -> (Option<(u32, bool)>, &str) {
    let digits = w.len() - w.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after = &w[digits..];
    let dots = after.trim_start_matches(['.', '…']);
    if digits == 0 || dots.len() == after.len() {
        return (None, w);
    }
    let second = after.starts_with('…') || after.len() - dots.len() >= 3;
    let n = w[..digits].parse().unwrap_or(u32::MAX);
    (Some((n, second)), dots)
}

/// The movetext of a game's body.
pub(super) fn parse_movetext(body: &[Token]) -> Movetext {
    let mut i = 0;
    parse_line(body, &mut i)
}

/// The line from `body[*i]` to the `)` that closes it (or the end), `*i` left after it.
fn parse_line(body: &[Token], i: &mut usize) -> Movetext {
    let mut mt = Movetext::default();
    let mut number: Option<u32> = None;
    let mut half = 0u32;
    while *i < body.len() {
        let t = &body[*i];
        *i += 1;
        let w = match &t.lexeme {
            Lexeme::Comment(c) => {
                mt.comments.push((mt.items.len(), c.clone()));
                continue;
            }
            Lexeme::Terminator(r) => {
                mt.terminator = Some(r.clone());
                continue;
            }
            Lexeme::Open => {
                let variation = parse_line(body, i);
                mt.variations.push((mt.items.len(), variation));
                continue;
            }
            Lexeme::Close => break,
            Lexeme::Tag(..) => continue,
            Lexeme::Word(w) => w.as_str(),
        };
        if let Some(nag) = nag_of(w) {
            mt.nags.push((mt.items.len(), nag));
            continue;
        }
        if w.starts_with('$') {
            continue;
        }
        let (num, rest) = split_move_number(w);
        if let Some((n, second)) = num {
            number = Some(n);
            half = second as u32;
        }
        let label = number.map(|n| match half {
            0 => n.to_string(),
            _ => format!("{n}..."),
        });
        if rest.is_empty() {
            continue;
        }
        if rest.chars().all(|c| matches!(c, '-' | '–' | '—')) {
            mt.items.push(Item::Placeholder {
                line: t.line,
                number: label,
            });
            half += 1;
            continue;
        }
        if !is_square_start(rest) {
            mt.comments.push((mt.items.len(), rest.to_string()));
            continue;
        }
        let mut text = rest.to_string();
        let (mut squares, mut open, mut tail) = scan_move(rest);
        let mut tail_owned = tail.to_string();
        // Squares padded inside the move: `35x 4`, `1- 6`, or `35 x4`.
        while let Some(Token {
            lexeme: Lexeme::Word(next),
            ..
        }) = body.get(*i)
        {
            let joins = (open && is_square_start(next))
                || (squares.len() == 1
                    && !open
                    && tail_owned.is_empty()
                    && next.starts_with(SEPARATORS)
                    && is_square_start(next.trim_start_matches(SEPARATORS)));
            if !joins {
                break;
            }
            text.push(' ');
            text.push_str(next);
            let joined: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            (squares, open, tail) = scan_move(&joined);
            tail_owned = tail.to_string();
            *i += 1;
        }
        if let Some(nag) = nag_of(&tail_owned) {
            mt.nags.push((mt.items.len() + 1, nag));
        } else if !tail_owned.is_empty() {
            mt.comments.push((mt.items.len() + 1, tail_owned));
        }
        mt.items.push(Item::Move(MoveToken {
            text,
            squares,
            line: t.line,
            number: label,
        }));
        half += 1;
    }
    mt
}

/// Match points such as `4-6`: digits, a dash, digits.
pub(super) fn is_score(text: &str) -> bool {
    text.split_once('-').is_some_and(|(a, b)| {
        !a.is_empty()
            && !b.is_empty()
            && a.bytes().all(|c| c.is_ascii_digit())
            && b.bytes().all(|c| c.is_ascii_digit())
    })
}
