//! PGN for piece games: a game written with its tags, the start position (`FEN` tag, SFEN for
//! shogi coordinates) when it is not the game's own, and the moves in the game's notation for
//! people (SAN, or the Western shogi notation); read back from the same, with moves in that
//! notation or in the engine notation (UCI/USI). A game that is not built in travels with its
//! game file in a `GameFile` tag, so the text alone rebuilds it.

use std::cell::OnceCell;
use std::sync::{Arc, OnceLock};

use super::file::{Coordinates, MoveNotation};
use super::game::{result_text, PieceGame, PieceRecord};
use super::notation::{check_mark, find_engine_move, named_squares, written, Rivals};
use super::pgn_lines::read_lines;
use super::position::{Move, Position, NONE};
use super::rules::PieceRules;
use super::{built_in_at, fen, BUILT_IN};
use crate::common::wording::{Refusal, Wording};
use crate::game::tree::{movetext_words, Tree};

/// A game read from PGN: its rules, start, moves and the tags as written.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The game played, from its start: its main line.
    pub record: PieceRecord,
    /// Every move, variations included, with comments, NAGs and evaluations.
    pub tree: Tree<Move>,
    /// The variations left out, and why.
    pub warnings: Vec<String>,
    /// Every tag as written, in order.
    pub tags: Vec<(String, String)>,
    /// The result the text gives (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
}

/// One game of a PGN text as read: the line where it begins, and the game or why it cannot be
/// read.
pub struct PgnRead {
    /// The line of the text where the game begins (1 for a text that does not read at all).
    pub line: usize,
    /// The game, or why it cannot be read.
    pub game: Result<PgnGame, Refusal>,
}

/// The built-in games ([`built_in_at`]) with their files as written: reading and writing their
/// records compiles and serializes them no more.
static BUILT_IN_GAMES: [OnceLock<(PieceGame, String)>; BUILT_IN.len()] =
    [const { OnceLock::new() }; BUILT_IN.len()];

/// The built-in game named `name` and its file as written.
fn built_in_game(name: &str) -> Option<&'static (PieceGame, String)> {
    let i = BUILT_IN
        .iter()
        .position(|(n, _)| n.eq_ignore_ascii_case(name.trim()))?;
    Some(BUILT_IN_GAMES[i].get_or_init(|| {
        let game = built_in_at(i).clone();
        let json = game.file_json();
        (game, json)
    }))
}

/// Tags this writer sets itself, left out of the tags it is given.
const OWN_TAGS: [&str; 5] = ["result", "variant", "fen", "setup", "gamefile"];

fn quoted(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The moves of `record` up to its cursor as numbered movetext (`1. e4 e5 2. Nf3`), ending with
/// `result`.
pub fn movetext(record: &PieceRecord, result: &str) -> String {
    movetext_tree(record, &Tree::of_line(record.moves_played()), result)
}

/// The moves of `tree` played from `record`'s start as numbered movetext, with their variations,
/// comments, NAGs and evaluations, ending with `result`.
pub fn movetext_tree(record: &PieceRecord, tree: &Tree<Move>, result: &str) -> String {
    let number = |pos: &Position, _| (pos.fullmove as usize, pos.side != 0);
    let mut words = movetext_words(record.game(), record.start(), tree, &number);
    words.push(result.to_string());
    wrap(&words, 80)
}

fn wrap(words: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut len = 0;
    for word in words {
        let word_len = word.chars().count();
        if len > 0 && len + 1 + word_len > width {
            out.push('\n');
            len = 0;
        } else if len > 0 {
            out.push(' ');
            len += 1;
        }
        out += word;
        len += word_len;
    }
    out
}

/// `record` as PGN with `tags` first (their own `Result`, `Variant`, `FEN`, `SetUp` and
/// `GameFile` are replaced by the game's), and `result` (the game's status when absent).
pub fn write_pgn(record: &PieceRecord, tags: &[(String, String)], result: Option<&str>) -> String {
    write_pgn_tree(record, &Tree::of_line(record.moves_played()), tags, result)
}

/// `record` as [`write_pgn`] writes it, its moves those of `tree` with their variations,
/// comments, NAGs and evaluations.
pub fn write_pgn_tree(
    record: &PieceRecord,
    tree: &Tree<Move>,
    tags: &[(String, String)],
    result: Option<&str>,
) -> String {
    let g = record.game();
    let result = result.unwrap_or_else(|| result_text(record.status()));
    let mut out = String::new();
    for (name, value) in tags {
        if !OWN_TAGS.contains(&name.trim().to_ascii_lowercase().as_str()) {
            out += &format!("[{} \"{}\"]\n", name.trim(), quoted(value));
        }
    }
    out += &format!("[Result \"{result}\"]\n[Variant \"{}\"]\n", g.name());
    let own = built_in_game(g.name())
        .is_some_and(|(b, json)| Arc::ptr_eq(b.rules(), g.rules()) || *json == g.file_json());
    if !own {
        out += &format!("[GameFile \"{}\"]\n", quoted(&g.file_json()));
    }
    if *record.start() != g.start {
        out += &format!(
            "[SetUp \"1\"]\n[FEN \"{}\"]\n",
            quoted(&fen::write(g, record.start()))
        );
    }
    out.push('\n');
    out += &movetext_tree(record, tree, result);
    out.push('\n');
    out
}

/// A token of PGN text.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Token {
    Tag(String, String),
    Word(String),
    /// `{…}` or `;…` to the end of its line.
    Comment(String),
    /// `$n`.
    Nag(u8),
    /// The `(` that opens a variation.
    Open,
    /// The `)` that closes it.
    Close,
}

/// `inner` at line `line` of a record: `line 3: …`.
pub(super) fn at_line(line: usize, inner: Refusal) -> Refusal {
    inner.within(
        format!("line {line}"),
        Wording::new("engine.pdn.at-line").with_number("line", line),
        "problem",
    )
}

/// What is left open at line `line` when the text ends: `text` in English, worded by `key`.
fn unclosed(line: usize, text: &str, key: &'static str) -> Refusal {
    at_line(line, Refusal::worded(text, Wording::new(key)))
}

/// The tokens of `text` with the line each begins on.
fn tokens(text: &str) -> Result<Vec<(usize, Token)>, Refusal> {
    let mut out = Vec::new();
    let mut open = Vec::new();
    let mut chars = text.chars().peekable();
    let mut line = 1;
    while let Some(&c) = chars.peek() {
        match c {
            '\n' => {
                line += 1;
                chars.next();
            }
            c if c.is_whitespace() => {
                chars.next();
            }
            '[' => {
                let start = line;
                chars.next();
                let mut inner = String::new();
                let mut in_string = false;
                loop {
                    let Some(c) = chars.next() else {
                        return Err(unclosed(
                            start,
                            "a tag is not closed with ]",
                            "engine.piece.pgn.tag-unclosed",
                        ));
                    };
                    match c {
                        '\\' if in_string => {
                            if let Some(n) = chars.next() {
                                inner.push('\\');
                                inner.push(n);
                            }
                        }
                        '"' => {
                            in_string = !in_string;
                            inner.push(c);
                        }
                        ']' if !in_string => break,
                        '\n' => {
                            line += 1;
                            inner.push(' ');
                        }
                        c => inner.push(c),
                    }
                }
                out.push((start, tag(&inner).map_err(|e| at_line(start, e))?));
            }
            '{' => {
                let start = line;
                chars.next();
                let mut text = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) => {
                            line += usize::from(c == '\n');
                            text.push(c);
                        }
                        None => {
                            return Err(unclosed(
                                start,
                                "a comment is not closed with }",
                                "engine.piece.pgn.comment-unclosed",
                            ))
                        }
                    }
                }
                out.push((start, Token::Comment(text.trim().to_string())));
            }
            ';' | '%' => {
                let mut text = String::new();
                while let Some(c) = chars.next_if(|&c| c != '\n') {
                    text.push(c);
                }
                if c == ';' {
                    out.push((line, Token::Comment(text[1..].trim().to_string())));
                }
            }
            '(' => {
                chars.next();
                open.push(line);
                out.push((line, Token::Open));
            }
            ')' => {
                chars.next();
                if open.pop().is_some() {
                    out.push((line, Token::Close));
                }
            }
            _ => {
                let mut word = String::new();
                while let Some(&c) = chars.peek() {
                    if c.is_whitespace() || "[{;()".contains(c) {
                        break;
                    }
                    word.push(c);
                    chars.next();
                }
                match word.strip_prefix('$') {
                    Some(n) => out.extend(n.parse().ok().map(|n| (line, Token::Nag(n)))),
                    None => out.push((line, Token::Word(word))),
                }
            }
        }
    }
    if let Some(&start) = open.first() {
        return Err(unclosed(
            start,
            "a variation is not closed with )",
            "engine.piece.pgn.variation-unclosed",
        ));
    }
    Ok(out)
}

fn tag(inner: &str) -> Result<Token, Refusal> {
    let inner = inner.trim();
    let (name, rest) = inner
        .split_once(|c: char| c.is_whitespace())
        .ok_or_else(|| {
            Refusal::worded(
                format!("the tag [{inner}] has no value"),
                Wording::new("engine.piece.pgn.tag-no-value").with("tag", inner),
            )
        })?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| {
            Refusal::worded(
                format!("the value of the tag {name} is not in double quotes"),
                Wording::new("engine.piece.pgn.tag-unquoted").with("name", name),
            )
        })?;
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            out.extend(chars.next());
        } else {
            out.push(c);
        }
    }
    Ok(Token::Tag(name.to_string(), out))
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// `text` without check marks and `!`/`?` at its end, castling written with letters (`O-O`).
fn bare(text: &str) -> String {
    text.trim_end_matches(['+', '#', '!', '?'])
        .replace("0-0-0", "O-O-O")
        .replace("0-0", "O-O")
}

/// [`bare`] without capture marks.
fn plain(text: &str) -> String {
    bare(text).replace('x', "")
}

/// The move `word` names in `pos`, among `legal` (every legal move of `pos`, or none where the
/// game is over; they also tell which others reach a move's square): in the notation
/// for people (check marks, `!`/`?` and `x` optional) or the engine notation. The first legal
/// move written exactly `word` wins, then the first written so but for those marks, then the
/// first written so without `x`, then the move written `word` in the engine notation.
pub fn parse_move(
    g: &PieceRules,
    pos: &Position,
    legal: &[Move],
    word: &str,
) -> Result<Move, Refusal> {
    let wanted = bare(word);
    let plain_word = wanted.replace('x', "");
    // Each way of matching compares at least `plain` of both texts, and `plain` of a move's
    // text still names the square it reaches (square names hold no `x`, `+`, `#`, `!`, `?`, nor
    // a `0-0` with what surrounds them), but SAN's castling: a move reaching a square that
    // `plain_word` does not name cannot match, and is not written.
    let named = named_squares(g, &plain_word);
    let wxf = g.file.notation == MoveNotation::Wxf;
    let san = g.coordinates == Coordinates::Algebraic && !wxf;
    let rivals = Rivals::known(g, pos, legal);
    // The World Xiangqi Federation's notation names no square: every move is written, and its
    // `=` for a move along the rank read as its `.`.
    let word = if wxf {
        word.replace('=', ".")
    } else {
        word.to_string()
    };
    let wanted = bare(&word);
    let plain_word = wanted.replace('x', "");
    let candidates: Vec<(&Move, String)> = legal
        .iter()
        .filter(|m| wxf || named.has(m.to) || (san && m.partner.0 != NONE))
        .map(|m| (m, written(g, pos, m, &rivals)))
        .collect();
    // Whole first: a shogi promotion ends in `+`, which `bare` strips as a check mark. SAN
    // adds its check mark to the written move; only where `word` ends so is it worked out.
    let exact = |m: &Move, w: &str| match word.strip_prefix(w) {
        Some(mark) if !san => mark.is_empty(),
        Some(mark @ ("" | "+" | "#")) => check_mark(g, pos, m) == mark,
        _ => false,
    };
    let found = candidates
        .iter()
        .find(|(m, w)| exact(m, w))
        .or_else(|| candidates.iter().find(|(_, w)| bare(w) == wanted))
        .or_else(|| candidates.iter().find(|(_, w)| plain(w) == plain_word));
    if let Some((m, _)) = found {
        return Ok(**m);
    }
    find_engine_move(g, legal, word.trim()).ok_or_else(|| {
        Refusal::worded(
            format!("`{word}` is not a legal move here"),
            Wording::new("engine.piece.pgn.illegal-move").with("text", word),
        )
    })
}

/// Every game of a PGN text, in order: each read one, or why it cannot be read. The rules come
/// from the `GameFile` tag, else the `Variant` tag naming a built-in game, else `default`.
pub fn read_pgn(text: &str, default: Option<Arc<PieceRules>>) -> Vec<PgnRead> {
    let tokens = match tokens(text) {
        Ok(t) => t,
        Err(e) => {
            return vec![PgnRead {
                line: 1,
                game: Err(e),
            }]
        }
    };
    let mut games = Vec::new();
    let default_game = OnceCell::new();
    let mut i = 0;
    while i < tokens.len() {
        // A comment before a game's tags belongs to no game.
        if !matches!(tokens[i].1, Token::Tag(..) | Token::Word(_)) {
            i += 1;
            continue;
        }
        let line = tokens[i].0;
        let mut tags = Vec::new();
        while let Some((_, Token::Tag(n, v))) = tokens.get(i) {
            tags.push((n.clone(), v.clone()));
            i += 1;
        }
        let mut body = Vec::new();
        let mut result = None;
        let mut depth = 0usize;
        while let Some((l, token)) = tokens.get(i) {
            match token {
                Token::Tag(..) => break,
                Token::Word(w) if RESULTS.contains(&w.as_str()) => {
                    i += 1;
                    if depth == 0 {
                        result = Some(w.clone());
                        break;
                    }
                    continue;
                }
                Token::Open => depth += 1,
                Token::Close => depth = depth.saturating_sub(1),
                _ => {}
            }
            body.push((*l, token.clone()));
            i += 1;
        }
        let game = read_game(line, tags, &body, result, &default, &default_game);
        games.push(PgnRead { line, game });
    }
    if games.is_empty() {
        games.push(PgnRead {
            line: 1,
            game: Err(Refusal::worded(
                "the text holds no game",
                Wording::new("engine.piece.pgn.no-game"),
            )),
        });
    }
    games
}

/// The tags of the first game of a PGN text (none when the text does not read).
pub fn first_tags(text: &str) -> Vec<(String, String)> {
    tokens(text)
        .unwrap_or_default()
        .into_iter()
        .skip_while(|(_, t)| matches!(t, Token::Comment(_)))
        .map_while(|(_, t)| match t {
            Token::Tag(n, v) => Some((n, v)),
            _ => None,
        })
        .collect()
}

fn tag_value<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// The rules a game's tags name: its `GameFile`, else its `Variant`, else `default`.
pub fn rules_of(
    tags: &[(String, String)],
    default: Option<Arc<PieceRules>>,
) -> Result<Arc<PieceRules>, Refusal> {
    if let Some(file) = tag_value(tags, "GameFile") {
        return PieceRules::from_json(file).map(Arc::new).map_err(|e| {
            Refusal::from(e).within(
                "the GameFile tag",
                Wording::new("engine.piece.pgn.game-file"),
                "error",
            )
        });
    }
    if let Some(name) = tag_value(tags, "Variant") {
        return built_in_game(name)
            .map(|(game, _)| game.rules().clone())
            .ok_or_else(|| {
                Refusal::worded(
                    format!("the Variant tag names `{name}`, a game Dama does not know"),
                    Wording::new("engine.piece.pgn.unknown-variant").with("name", name),
                )
            });
    }
    default.ok_or_else(|| {
        Refusal::worded(
            "the game names no rules (no Variant or GameFile tag)",
            Wording::new("engine.piece.pgn.no-rules"),
        )
    })
}

/// A game of a PGN text; `default_game` is `default` made a game when a game first plays it.
fn read_game(
    line: usize,
    tags: Vec<(String, String)>,
    body: &[(usize, Token)],
    result: Option<String>,
    default: &Option<Arc<PieceRules>>,
    default_game: &OnceCell<PieceGame>,
) -> Result<PgnGame, Refusal> {
    let g = rules_of(&tags, default.clone()).map_err(|e| at_line(line, e))?;
    let start = match tag_value(&tags, "FEN") {
        Some(text) => fen::parse(&g, text).map_err(|e| {
            at_line(
                line,
                e.within(
                    "the FEN tag",
                    Wording::new("engine.piece.pgn.fen-tag"),
                    "error",
                ),
            )
        })?,
        None => g.start.clone(),
    };
    let game = match built_in_game(g.name()) {
        Some((b, _)) if Arc::ptr_eq(b.rules(), &g) => b.clone(),
        _ if default.as_ref().is_some_and(|d| Arc::ptr_eq(d, &g)) => default_game
            .get_or_init(|| PieceGame::new(g.clone()))
            .clone(),
        _ => PieceGame::new(g.clone()),
    };
    let lines = read_lines(&g, PieceRecord::from_position(game, start), body)?;
    Ok(PgnGame {
        record: lines.record,
        tree: lines.tree,
        warnings: lines.warnings,
        tags,
        result: result.unwrap_or_else(|| "*".into()),
    })
}
