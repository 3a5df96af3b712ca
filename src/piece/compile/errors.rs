//! A game file's problems: where in the file (the serde path, each piece named) and what, in
//! English and worded for the page; serde_json's own messages worded where they can be.

use std::fmt;

use crate::wording::{Refusal, Wording};

/// A problem in a game file: where (`pieces[3] "archbishop" .moves[1]`) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFileError {
    /// The place in the file, empty for the file as a whole.
    pub path: String,
    /// What is wrong and what was expected, in English and worded for the page.
    pub problem: Refusal,
}

impl fmt::Display for GameFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}", self.problem)
        } else {
            write!(f, "{}: {}", self.path, self.problem)
        }
    }
}

impl std::error::Error for GameFileError {}

impl From<GameFileError> for Refusal {
    fn from(e: GameFileError) -> Refusal {
        if e.path.is_empty() {
            return e.problem;
        }
        let at = Wording::new("engine.piece.file.at").with("path", &e.path);
        e.problem.within(e.path, at, "problem")
    }
}

/// A problem at `path` said in English as `message` and worded by `wording`.
pub(super) fn err(
    path: impl Into<String>,
    message: impl Into<String>,
    wording: Wording,
) -> GameFileError {
    GameFileError {
        path: path.into(),
        problem: Refusal::worded(message, wording),
    }
}

/// A number at `path` outside `min` to `max`.
pub(super) fn out_of_range(
    path: impl Into<String>,
    min: usize,
    max: usize,
    found: impl fmt::Display,
) -> GameFileError {
    err(
        path,
        format!("expected {min} to {max}, found {found}"),
        Wording::new("engine.piece.file.range")
            .with_number("min", min)
            .with_number("max", max)
            .with("found", found),
    )
}

/// A name at `path` that is no square of the board.
pub(super) fn not_a_square(path: String, name: &str) -> GameFileError {
    err(
        path,
        format!("`{name}` is not a square of the board"),
        Wording::new("engine.piece.file.no-square").with("square", name),
    )
}

/// A serde path made readable: each `pieces[i]` gets the piece's name.
pub(super) fn located(text: &str, path: &str) -> String {
    let Some(rest) = path.strip_prefix("pieces[") else {
        return path.to_string();
    };
    let Some(end) = rest.find(']') else {
        return path.to_string();
    };
    let name = rest[..end].parse::<usize>().ok().and_then(|i| {
        let v: serde_json::Value = serde_json::from_str(text).ok()?;
        v.get("pieces")?
            .get(i)?
            .get("name")?
            .as_str()
            .map(str::to_string)
    });
    match name {
        Some(n) => format!("pieces[{}] \"{n}\"{}", &rest[..end], &rest[end + 1..]),
        None => path.to_string(),
    }
}

/// What serde_json found wrong, as it says it (`… at line 3 column 7`), worded.
pub(super) fn json_problem(e: &serde_json::Error) -> Refusal {
    let text = e.to_string();
    let at = format!(" at line {} column {}", e.line(), e.column());
    let (text, wording) = match text.strip_suffix(&at) {
        Some(message) => (
            format!("{}{at}", integers_said_plainly(message)),
            Wording::new("engine.piece.file.at-line")
                .with_number("line", e.line())
                .with_number("column", e.column())
                .with_wording("problem", json_message(message)),
        ),
        // serde_json gives no place (line 0).
        None => (integers_said_plainly(&text), json_message(&text)),
    };
    Refusal::worded(text, wording)
}

/// serde_json's message without its place, worded: a field missing, twice, unknown, a value of
/// the wrong type, out of range or of the wrong length by its parts (the names of types and
/// values as serde_json writes them), bad JSON by what is wrong ([`json_syntax`]), anything else
/// as serde_json says it.
fn json_message(message: &str) -> Wording {
    let quoted = |prefix: &str| message.strip_prefix(prefix)?.strip_suffix('`');
    if let Some(field) = quoted("missing field `") {
        return Wording::new("engine.piece.file.missing-field").with("field", field);
    }
    if let Some(field) = quoted("duplicate field `") {
        return Wording::new("engine.piece.file.duplicate-field").with("field", field);
    }
    for (prefix, key, name) in [
        (
            "unknown field `",
            "engine.piece.file.unknown-field",
            "field",
        ),
        (
            "unknown variant `",
            "engine.piece.file.unknown-variant",
            "value",
        ),
    ] {
        let unknown = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.rsplit_once("`, expected "))
            .and_then(|(given, names)| Some((given, expected_names(names)?)));
        if let Some((given, expected)) = unknown {
            return Wording::new(key)
                .with(name, given)
                .with_wording("expected", expected);
        }
    }
    for (prefix, key) in [
        ("invalid type: ", "engine.piece.file.invalid-type"),
        ("invalid value: ", "engine.piece.file.invalid-value"),
    ] {
        if let Some((found, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.rsplit_once(", expected "))
        {
            let wording = worded_or_said(Wording::new(key), "found", found_wording(found), found);
            return worded_or_said(wording, "expected", expected_wording(expected), expected);
        }
    }
    if let Some((length, expected)) = message
        .strip_prefix("invalid length ")
        .and_then(|rest| rest.rsplit_once(", expected "))
    {
        let wording = Wording::new("engine.piece.file.invalid-length").with("length", length);
        return worded_or_said(wording, "expected", expected_wording(expected), expected);
    }
    json_syntax(message)
        .unwrap_or_else(|| Wording::new("engine.piece.file.json").with("error", message))
}

/// `wording` with its value `name` worded, or as serde said it where it has no wording.
fn worded_or_said(
    wording: Wording,
    name: &'static str,
    worded: Option<Wording>,
    said: &str,
) -> Wording {
    match worded {
        Some(value) => wording.with_wording(name, value),
        None => wording.with(name, said),
    }
}

/// What serde_json found where a value of another type belongs (`` integer `5` ``, `string
/// "a"`, `null`, `sequence`, `map`), worded.
fn found_wording(found: &str) -> Option<Wording> {
    for (prefix, quote, key) in [
        ("integer ", '`', "engine.piece.file.found-integer"),
        ("floating point ", '`', "engine.piece.file.found-number"),
        ("boolean ", '`', "engine.piece.file.found-boolean"),
        ("string ", '"', "engine.piece.file.found-string"),
    ] {
        let value = found
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_prefix(quote)?.strip_suffix(quote));
        if let Some(value) = value {
            return Some(Wording::new(key).with("value", value));
        }
    }
    let key = match found {
        "null" => "engine.piece.file.found-null",
        "sequence" => "engine.piece.file.found-list",
        "map" => "engine.piece.file.found-object",
        _ => return None,
    };
    Some(Wording::new(key))
}

/// The range of one of the format's integer types, as serde names it (`u8`, `i32`…).
fn integer_range(name: &str) -> Option<(i64, i64)> {
    Some(match name {
        "u8" => (0, u8::MAX.into()),
        "u16" => (0, u16::MAX.into()),
        "u32" => (0, u32::MAX.into()),
        "i8" => (i8::MIN.into(), i8::MAX.into()),
        "i16" => (i16::MIN.into(), i16::MAX.into()),
        "i32" => (i32::MIN.into(), i32::MAX.into()),
        _ => return None,
    })
}

/// serde's message with an integer type it expects (`expected u8`) said as its range (`expected
/// a whole number from 0 to 255`), as the wording says it.
fn integers_said_plainly(message: &str) -> String {
    match message.rsplit_once(", expected ") {
        Some((head, name)) => match integer_range(name) {
            Some((min, max)) => format!("{head}, expected a whole number from {min} to {max}"),
            None => message.to_string(),
        },
        None => message.to_string(),
    }
}

/// What serde expected in place of a wrong value, as the format's fields ask for it: its integer
/// types by their range (`u8`: a whole number from 0 to 255), a text, a true or false, a list, an
/// object, a list of so many, worded.
fn expected_wording(expected: &str) -> Option<Wording> {
    if let Some((min, max)) = integer_range(expected) {
        return Some(
            Wording::new("engine.piece.file.expected-integer")
                .with("min", min)
                .with("max", max),
        );
    }
    if let Some(count) = expected
        .strip_prefix("an array of length ")
        .and_then(|n| n.parse::<usize>().ok())
    {
        return Some(Wording::new("engine.piece.file.expected-array").with_number("count", count));
    }
    let key = match expected {
        "a string" => "engine.piece.file.expected-string",
        "a boolean" => "engine.piece.file.expected-boolean",
        "a sequence" => "engine.piece.file.expected-list",
        "an object" => "engine.piece.file.expected-object",
        _ => return None,
    };
    Some(Wording::new(key))
}

/// What serde_json says is wrong with the JSON itself, worded: the file ending within a part,
/// a part expected, a comma or text too many, a key, number or string character it cannot
/// read. `None` for the rare rest.
fn json_syntax(message: &str) -> Option<Wording> {
    let plain = match message {
        "trailing comma" => Some("engine.piece.file.json-trailing-comma"),
        "trailing characters" => Some("engine.piece.file.json-trailing-characters"),
        "key must be a string" => Some("engine.piece.file.json-key"),
        "invalid number" => Some("engine.piece.file.json-number"),
        "number out of range" => Some("engine.piece.file.json-number-range"),
        "invalid escape" => Some("engine.piece.file.json-escape"),
        "control character (\\u0000-\\u001F) found while parsing a string" => {
            Some("engine.piece.file.json-control")
        }
        _ => None,
    };
    if let Some(key) = plain {
        return Some(Wording::new(key));
    }
    if let Some(part) = message.strip_prefix("EOF while parsing ") {
        let within = match part {
            "a list" => "engine.piece.file.json-in-list",
            "an object" => "engine.piece.file.json-in-object",
            "a string" => "engine.piece.file.json-in-string",
            "a value" => "engine.piece.file.json-in-value",
            _ => return None,
        };
        return Some(
            Wording::new("engine.piece.file.json-eof").with_wording("what", Wording::new(within)),
        );
    }
    let expected = Wording::new("engine.piece.file.json-expected");
    match message.strip_prefix("expected ")? {
        "value" => {
            Some(expected.with_wording("expected", Wording::new("engine.piece.file.json-a-value")))
        }
        token => {
            let token = token.strip_prefix('`')?.strip_suffix('`')?;
            Some(match token.split_once("` or `") {
                Some((first, second)) => expected.with_wording(
                    "expected",
                    Wording::new("engine.piece.file.either")
                        .with("first", first)
                        .with("second", second),
                ),
                None => expected.with("expected", format!("`{token}`")),
            })
        }
    }
}

/// The names serde lists as expected (`` `a` or `b` ``, `` one of `a`, `b`, `c` ``), worded.
fn expected_names(list: &str) -> Option<Wording> {
    if let Some(names) = list.strip_prefix("one of ") {
        return Some(Wording::new("engine.piece.file.one-of").with("names", names));
    }
    let (first, second) = list
        .strip_prefix('`')?
        .strip_suffix('`')?
        .split_once("` or `")?;
    Some(
        Wording::new("engine.piece.file.either")
            .with("first", first)
            .with("second", second),
    )
}
