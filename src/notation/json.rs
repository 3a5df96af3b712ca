//! A small JSON reader (RFC 8259) for the starting-position files, with located errors.
//!
//! serde_json would do, but it brings its number parsing, `Value` and float formatting into the
//! browser build for the sake of one small file format (tens of kilobytes of wasm). This reader
//! keeps numbers as the text written, which is all a square list needs.

use std::fmt;

/// A JSON value and the byte offset where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    /// Byte offset of the value's first character in the text.
    pub at: usize,
    /// The value.
    pub kind: Kind,
}

/// What a JSON value is.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written (`31`, `-3`, `2.5e1`).
    Number(String),
    /// A string, unescaped.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object's members in the order written.
    Object(Vec<(String, Value)>),
}

impl Kind {
    /// What the value is, in words (`a string`).
    pub fn describe(&self) -> &'static str {
        match self {
            Kind::Null => "null",
            Kind::Bool(_) => "a boolean",
            Kind::Number(_) => "a number",
            Kind::String(_) => "a string",
            Kind::Array(_) => "a list",
            Kind::Object(_) => "an object",
        }
    }
}

/// A place in a text: line and column, both from 1 (the column counts characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
}

impl Location {
    /// The line and column of byte offset `at` in `text`.
    pub fn of(text: &str, at: usize) -> Location {
        let before = &text[..floor_char_boundary(text, at)];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Location {
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }
}

fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Why a text is not JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What is wrong.
    pub message: String,
    /// Where.
    pub location: Location,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {} column {}",
            self.message, self.location.line, self.location.column
        )
    }
}

impl std::error::Error for JsonError {}

/// Nesting deeper than this is refused rather than risking the stack.
const MAX_DEPTH: usize = 128;

/// Reads one JSON value, with nothing but white space around it.
pub fn parse(text: &str) -> Result<Value, JsonError> {
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    reader.space();
    let value = reader.value(0)?;
    reader.space();
    if reader.at < reader.bytes.len() {
        return Err(reader.error("trailing characters after the value"));
    }
    Ok(value)
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error_at(&self, at: usize, message: &str) -> JsonError {
        JsonError {
            message: message.to_string(),
            location: Location::of(self.text, at),
        }
    }

    fn error(&self, message: &str) -> JsonError {
        if self.at >= self.bytes.len() {
            return self.error_at(self.at, "unexpected end of the text");
        }
        self.error_at(self.at, message)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        let at = self.at;
        let kind = match self.peek() {
            Some(b'{') => self.object(depth)?,
            Some(b'[') => self.array(depth)?,
            Some(b'"') => Kind::String(self.string()?),
            Some(b'-' | b'0'..=b'9') => Kind::Number(self.number()?),
            Some(b't') => self.word("true", Kind::Bool(true))?,
            Some(b'f') => self.word("false", Kind::Bool(false))?,
            Some(b'n') => self.word("null", Kind::Null)?,
            _ => return Err(self.error("expected a value")),
        };
        Ok(Value { at, kind })
    }

    fn word(&mut self, word: &str, kind: Kind) -> Result<Kind, JsonError> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(kind)
        } else {
            Err(self.error("expected a value"))
        }
    }

    fn nested(&self, depth: usize) -> Result<usize, JsonError> {
        if depth >= MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        Ok(depth + 1)
    }

    fn array(&mut self, depth: usize) -> Result<Kind, JsonError> {
        let depth = self.nested(depth)?;
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.eat(b']') {
            return Ok(Kind::Array(items));
        }
        loop {
            self.space();
            items.push(self.value(depth)?);
            self.space();
            if self.eat(b']') {
                return Ok(Kind::Array(items));
            }
            if !self.eat(b',') {
                return Err(self.error("expected `,` or `]`"));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Kind, JsonError> {
        let depth = self.nested(depth)?;
        self.at += 1;
        let mut members = Vec::new();
        self.space();
        if self.eat(b'}') {
            return Ok(Kind::Object(members));
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a key in double quotes"));
            }
            let key = self.string()?;
            self.space();
            if !self.eat(b':') {
                return Err(self.error("expected `:`"));
            }
            self.space();
            let value = self.value(depth)?;
            members.push((key, value));
            self.space();
            if self.eat(b'}') {
                return Ok(Kind::Object(members));
            }
            if !self.eat(b',') {
                return Err(self.error("expected `,` or `}`"));
            }
        }
    }

    fn number(&mut self) -> Result<String, JsonError> {
        let start = self.at;
        self.eat(b'-');
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.error("invalid number")),
        }
        if self.eat(b'.') {
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.error("invalid number"));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if !self.eat(b'+') {
                self.eat(b'-');
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.error("invalid number"));
            }
            self.digits();
        }
        Ok(self.text[start..self.at].to_string())
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let run = self.at;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | 0..=0x1f)) {
                self.at += 1;
            }
            // The run stops only at ASCII bytes, so it ends on a character boundary.
            out.push_str(&self.text[run..self.at]);
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.error("control character in a string")),
                None => return Err(self.error("unterminated string")),
            }
        }
    }

    fn escape(&mut self) -> Result<char, JsonError> {
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                let high = self.hex4()?;
                let code = if (0xD800..0xDC00).contains(&high) {
                    if !self.bytes[self.at..].starts_with(b"\\u") {
                        return Err(self.error("lone surrogate in a \\u escape"));
                    }
                    self.at += 2;
                    let low = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&low) {
                        return Err(self.error("lone surrogate in a \\u escape"));
                    }
                    0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    high
                };
                return char::from_u32(code)
                    .ok_or_else(|| self.error("lone surrogate in a \\u escape"));
            }
            _ => return Err(self.error("invalid escape")),
        };
        self.at += 1;
        Ok(c)
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut code = 0;
        for _ in 0..4 {
            let digit = self
                .peek()
                .and_then(|b| (b as char).to_digit(16))
                .ok_or_else(|| self.error("invalid \\u escape"))?;
            code = code * 16 + digit;
            self.at += 1;
        }
        Ok(code)
    }
}

/// `text` as a JSON string, quoted and escaped.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> Kind {
        parse(text).expect("valid JSON").kind
    }

    fn error(text: &str) -> String {
        parse(text).expect_err("not JSON").to_string()
    }

    #[test]
    fn reads_every_kind_of_value() {
        assert_eq!(kind(" null "), Kind::Null);
        assert_eq!(kind("true"), Kind::Bool(true));
        assert_eq!(kind("-2.5e+3"), Kind::Number("-2.5e+3".into()));
        assert_eq!(
            kind(r#""a\"b\\c\/\n\u00e9\ud83d\ude00""#),
            Kind::String("a\"b\\c/\né😀".into())
        );
        let Kind::Object(members) = kind(r#"{"a": [1, {"b": []}], "c": "d"}"#) else {
            panic!("an object");
        };
        assert_eq!(members.len(), 2);
        assert_eq!(members[0].0, "a");
        assert_eq!(members[1].1.at, 27);
    }

    #[test]
    fn errors_say_what_and_where() {
        assert_eq!(error(""), "unexpected end of the text at line 1 column 1");
        assert_eq!(
            error("{variant: 1}"),
            "expected a key in double quotes at line 1 column 2"
        );
        assert_eq!(
            error("[1,\n 2 3]"),
            "expected `,` or `]` at line 2 column 4"
        );
        assert_eq!(error("[01]"), "expected `,` or `]` at line 1 column 3");
        assert_eq!(error("[1.]"), "invalid number at line 1 column 4");
        assert_eq!(error(r#""\x""#), "invalid escape at line 1 column 3");
        assert_eq!(
            error(r#""\ud800""#),
            "lone surrogate in a \\u escape at line 1 column 8"
        );
        assert_eq!(
            error("\"é\u{1}\""),
            "control character in a string at line 1 column 3"
        );
        assert_eq!(
            error("{} x"),
            "trailing characters after the value at line 1 column 4"
        );
        assert_eq!(error("tru"), "expected a value at line 1 column 1");
        assert!(error(&"[".repeat(200)).starts_with("nested too deeply"));
    }

    #[test]
    fn quoted_strings_read_back() {
        for s in ["", "31", "c3", "a\"b\\c\n\t\u{1}é"] {
            assert_eq!(kind(&quote(s)), Kind::String(s.into()));
        }
    }
}
