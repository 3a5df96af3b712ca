//! Stages 1 and 2 of reading: text to tokens (tags, comments, words, the brackets of variations),
//! and tokens to games.

use std::collections::BTreeSet;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Lexeme {
    /// `[Name "value"]`, however broken.
    Tag(String, String),
    /// `{...}`, inner braces kept as text.
    Comment(String),
    /// Anything else in movetext: moves, move numbers, NAGs, marks, free text.
    Word(String),
    /// A terminator that can never be a move.
    Terminator(String),
    /// The `(` that opens a variation (one that is closed).
    Open,
    /// The `)` that closes it.
    Close,
}

impl Lexeme {
    /// The text as a person would quote it.
    pub(super) fn text(&self) -> String {
        match self {
            Lexeme::Tag(name, value) => format!("[{name} \"{value}\"]"),
            Lexeme::Comment(c) => format!("{{{c}}}"),
            Lexeme::Word(w) | Lexeme::Terminator(w) => w.clone(),
            Lexeme::Open => "(".into(),
            Lexeme::Close => ")".into(),
        }
    }
}

#[derive(Clone, Debug)]
pub(super) struct Token {
    pub(super) lexeme: Lexeme,
    pub(super) line: usize,
}

pub(super) const TERMINATORS: [&str; 9] = [
    "1-0", "0-1", "2-0", "0-2", "1-1", "1/2-1/2", "½-½", "0-0", "*",
];

fn is_blank(c: char) -> bool {
    c != '\n' && (c.is_whitespace() || c.is_control() || c == '\u{feff}')
}

struct Lexer {
    chars: Vec<char>,
    pos: usize,
    line: usize,
    /// Where each `{` and `(` that closes is closed, by position (see [`closing_brackets`]).
    closes: Vec<Option<usize>>,
    /// Where the variations open now close, innermost last.
    open: Vec<usize>,
}

fn is_tag_line_start(chars: &[char], i: usize) -> bool {
    chars[i] == '[' && chars.get(i + 1).is_some_and(|c| c.is_alphabetic())
}

/// The closing `}` of every `{` and `)` of every `(` that closes before the end of the text or
/// the next tag line: one pass each, so that an unclosed bracket costs nothing to detect (a scan
/// from each bracket would be quadratic on a text full of them). Brackets nest; parentheses in
/// comments do not count.
fn closing_brackets(chars: &[char]) -> Vec<Option<usize>> {
    let mut closes = vec![None; chars.len()];
    pair_brackets(chars, ('{', '}'), &mut closes);
    pair_brackets(chars, ('(', ')'), &mut closes);
    closes
}

/// Records in `closes` where each `open` bracket is closed, a tag line forgetting those still
/// open. Parentheses skip the comments (whose ends a pass over braces has recorded).
fn pair_brackets(chars: &[char], (open, close): (char, char), closes: &mut [Option<usize>]) {
    let skip_comments = open != '{';
    let mut unclosed = Vec::new();
    let mut line_start = true;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if line_start && !is_blank(c) {
            line_start = false;
            if is_tag_line_start(chars, i) {
                unclosed.clear();
            }
        }
        if skip_comments && c == '{' {
            i = match closes[i] {
                Some(end) => end + 1,
                None => chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .map_or(chars.len(), |k| i + k),
            };
            continue;
        }
        if c == open {
            unclosed.push(i);
        } else if c == close {
            if let Some(o) = unclosed.pop() {
                closes[o] = Some(i);
            }
        }
        i += 1;
    }
}

impl Lexer {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).copied()
    }

    fn bump(&mut self) {
        if self.peek() == Some('\n') {
            self.line += 1;
        }
        self.pos += 1;
    }

    /// A literal two-character `\r` or `\n` (Dambo exports), read as a blank.
    fn at_literal_break(&self) -> bool {
        self.peek() == Some('\\') && matches!(self.peek_at(1), Some('r' | 'n'))
    }

    /// The rest of the current line, not its line break.
    fn rest_of_line(&mut self) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek().filter(|&c| c != '\n') {
            s.push(c);
            self.pos += 1;
        }
        s
    }

    fn skip_blanks_in_line(&mut self) {
        while self.peek().is_some_and(is_blank) {
            self.pos += 1;
        }
    }

    /// Whether a `"` follows on this line after blanks.
    fn string_follows(&self) -> bool {
        let mut k = 0;
        while self.peek_at(k).is_some_and(is_blank) {
            k += 1;
        }
        self.peek_at(k) == Some('"')
    }

    /// A quoted string with `\` escapes; an unclosed string ends with its line.
    fn string(&mut self) -> String {
        self.pos += 1;
        let mut s = String::new();
        while let Some(c) = self.peek() {
            match c {
                '"' => {
                    self.pos += 1;
                    break;
                }
                '\n' => break,
                '\\' => {
                    self.pos += 1;
                    match self.peek() {
                        None | Some('\n') => break,
                        Some(n) => {
                            s.push(n);
                            self.pos += 1;
                        }
                    }
                }
                _ => {
                    s.push(c);
                    self.pos += 1;
                }
            }
        }
        s
    }

    /// A tag from its `[`: tolerates `[[Event`, a lost line break after `[`, names with spaces or
    /// HTML entities, a missing value (`[Empty]`), a missing `]`.
    fn tag(&mut self) -> Lexeme {
        while let Some(c) = self.peek() {
            if c == '[' || c == '\n' || is_blank(c) {
                self.bump();
            } else if self.at_literal_break() {
                self.pos += 2;
            } else {
                break;
            }
        }
        let mut name = String::new();
        while let Some(c) = self.peek() {
            if matches!(c, '"' | ']' | '[' | '{' | '\n') || self.at_literal_break() {
                break;
            }
            name.push(c);
            self.pos += 1;
        }
        let mut value = String::new();
        if self.peek() == Some('"') {
            value = self.string();
            self.skip_blanks_in_line();
        }
        if self.peek() == Some(']') {
            self.pos += 1;
        }
        Lexeme::Tag(decode_entities(name.trim()), value)
    }

    /// Moves past `self.chars[self.pos..end]`, counting its lines.
    fn skip_to(&mut self, end: usize) {
        let end = end.min(self.chars.len());
        self.line += self.chars[self.pos.min(end)..end]
            .iter()
            .filter(|&&c| c == '\n')
            .count();
        self.pos = end;
    }

    /// A `{}` comment, nested braces allowed. An unclosed comment (one that would run into the
    /// end of the text or into a tag line) ends with its first line.
    fn comment(&mut self) -> String {
        let start = self.pos;
        self.pos += 1;
        match self.closes[start] {
            Some(end) => {
                let text: String = self.chars[start + 1..end].iter().collect();
                self.skip_to(end + 1);
                text.trim().to_string()
            }
            None => self.rest_of_line().trim().to_string(),
        }
    }

    /// A `(`: opens a variation that closes; one left unclosed (running into the end of the text
    /// or a tag line) is skipped to the end of its first line.
    fn variation(&mut self) -> bool {
        let start = self.pos;
        self.pos += 1;
        match self.closes[start] {
            Some(end) => {
                self.open.push(end);
                true
            }
            None => {
                self.rest_of_line();
                false
            }
        }
    }

    fn word(&mut self) -> String {
        let mut w = String::new();
        while let Some(c) = self.peek() {
            if c == '\n'
                || is_blank(c)
                || matches!(c, '{' | '(' | '[' | ')' | '}' | ']' | '"')
                || self.at_literal_break()
            {
                break;
            }
            w.push(c);
            self.pos += 1;
        }
        if w.is_empty() {
            self.pos += 1;
        }
        w
    }
}

fn is_tag_name(w: &str) -> bool {
    w.chars().next().is_some_and(|c| c.is_alphabetic())
        && w.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// Decodes `&#x00c9;` and `&#201;` (tag names some exports HTML-escape).
fn decode_entities(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("&#") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        let decoded = after.find(';').and_then(|end| {
            let body = &after[..end];
            let code = match body.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok(),
                None => body.parse().ok(),
            };
            code.and_then(char::from_u32).map(|c| (c, end))
        });
        match decoded {
            Some((c, end)) => {
                out.push(c);
                rest = &after[end + 1..];
            }
            None => {
                out.push_str("&#");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

pub(super) fn lex(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut lx = Lexer {
        closes: closing_brackets(&chars),
        chars,
        pos: 0,
        line: 1,
        open: Vec::new(),
    };
    let mut out = Vec::new();
    let mut line_start = true;
    while let Some(c) = lx.peek() {
        // A variation whose `)` was passed over (inside a string) closes here.
        while lx.open.last().is_some_and(|&end| end < lx.pos) {
            lx.open.pop();
            out.push(Token {
                lexeme: Lexeme::Close,
                line: lx.line,
            });
        }
        if c == '\n' {
            lx.bump();
            line_start = true;
            continue;
        }
        if is_blank(c) {
            lx.pos += 1;
            continue;
        }
        if lx.at_literal_break() {
            lx.pos += 2;
            continue;
        }
        let line = lx.line;
        let first_on_line = std::mem::replace(&mut line_start, false);
        let lexeme = match c {
            '%' if first_on_line => {
                lx.rest_of_line();
                continue;
            }
            '[' => lx.tag(),
            '{' => Lexeme::Comment(lx.comment()),
            '(' => {
                if !lx.variation() {
                    continue;
                }
                Lexeme::Open
            }
            ')' if lx.open.last() == Some(&lx.pos) => {
                lx.open.pop();
                lx.pos += 1;
                Lexeme::Close
            }
            '"' => {
                lx.string();
                continue;
            }
            ')' | '}' | ']' => {
                lx.pos += 1;
                continue;
            }
            _ => {
                let w = lx.word();
                if first_on_line && is_tag_name(&w) && lx.string_follows() {
                    // A tag line that lost its `[`: `Event "..."]`.
                    lx.skip_blanks_in_line();
                    let value = lx.string();
                    lx.skip_blanks_in_line();
                    if lx.peek() == Some(']') {
                        lx.pos += 1;
                    }
                    Lexeme::Tag(w, value)
                } else if TERMINATORS.contains(&w.as_str()) {
                    Lexeme::Terminator(w)
                } else if w.is_empty() {
                    continue;
                } else {
                    Lexeme::Word(w)
                }
            }
        };
        out.push(Token { lexeme, line });
    }
    for _ in lx.open.drain(..) {
        out.push(Token {
            lexeme: Lexeme::Close,
            line: lx.line,
        });
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Stage 2: games.

#[derive(Default)]
pub(super) struct RawGame {
    pub(super) tags: Vec<(String, String)>,
    pub(super) body: Vec<Token>,
    pub(super) line: usize,
    pub(super) has_movetext: bool,
    pub(super) terminated: bool,
    /// Variations open at the end of the body.
    depth: usize,
    /// The tag names seen, lower case: a repeated one starts the next game. Case is folded in
    /// ASCII only, as tag names are matched everywhere else (Unicode's case tables would add a
    /// sixth to the wasm).
    names: BTreeSet<String>,
}

impl RawGame {
    fn worth_keeping(&self) -> bool {
        self.has_movetext || self.tags.iter().any(|(_, v)| !v.trim().is_empty())
    }
}

/// Cuts the tokens into games: a terminator ends a game; a tag after movetext, or a tag repeating
/// one already in the header, starts the next. Leftovers without moves or valued tags (a stray
/// `[Empty]`, comments between games) are dropped.
pub(super) fn split_games(tokens: Vec<Token>) -> Vec<RawGame> {
    let mut games = Vec::new();
    let mut cur = RawGame::default();
    let mut finish = |cur: &mut RawGame| {
        let done = std::mem::take(cur);
        if done.worth_keeping() {
            games.push(done);
        }
    };
    for t in tokens {
        let new_game = match &t.lexeme {
            Lexeme::Tag(name, _) => {
                cur.terminated
                    || cur.has_movetext
                    || (!name.is_empty() && cur.names.contains(&name.to_ascii_lowercase()))
            }
            _ => cur.terminated,
        };
        if new_game {
            finish(&mut cur);
        }
        if cur.line == 0 {
            cur.line = t.line;
        }
        match t.lexeme {
            Lexeme::Tag(name, value) => {
                cur.names.insert(name.to_ascii_lowercase());
                cur.tags.push((name, value));
            }
            Lexeme::Comment(_) => cur.body.push(t),
            Lexeme::Word(_) => {
                cur.has_movetext = true;
                cur.body.push(t);
            }
            Lexeme::Open => {
                cur.depth += 1;
                cur.body.push(t);
            }
            Lexeme::Close => {
                cur.depth = cur.depth.saturating_sub(1);
                cur.body.push(t);
            }
            // A variation's own result says nothing of the game's.
            Lexeme::Terminator(_) if cur.depth > 0 => {}
            Lexeme::Terminator(_) => {
                cur.has_movetext = true;
                cur.terminated = true;
                cur.body.push(t);
            }
        }
    }
    finish(&mut cur);
    games
}
