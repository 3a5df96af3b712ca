//! serde's messages about a JSON file (a game file, a starting position) in English and worded
//! for the page: what is missing, twice, unknown or of the wrong type, said by the format's
//! words (a whole number from 0 to 255, not `u8`), and what is wrong with the JSON itself.

use crate::common::wording::{Refusal, Wording};

/// `problem` at a field of the file (serde's path, `white.men[2]`): the path and a colon before
/// it, none for the file as a whole (an empty path or serde's `.`).
pub fn at_path(path: &str, problem: Refusal) -> Refusal {
    if path.is_empty() || path == "." {
        problem
    } else {
        let at = Wording::new("engine.json.at").with("path", path);
        problem.within(path, at, "problem")
    }
}

/// What serde_json found wrong, as it says it (`… at line 3 column 7`), worded.
pub fn json_error(e: &serde_json::Error) -> Refusal {
    let text = e.to_string();
    let at = format!(" at line {} column {}", e.line(), e.column());
    let (text, wording) = match text.strip_suffix(&at) {
        Some(message) => (
            format!("{}{at}", said_plainly(message)),
            Wording::new("engine.json.at-line")
                .with_number("line", e.line())
                .with_number("column", e.column())
                .with_wording("problem", json_message(message)),
        ),
        // serde_json gives no place (line 0).
        None => (said_plainly(&text), json_message(&text)),
    };
    Refusal::worded(text, wording)
}

/// A message of serde's with no place in a text (serde-wasm-bindgen's, reading a value the
/// browser's `JSON.parse` made), worded.
pub fn serde_message(message: &str) -> Refusal {
    Refusal::worded(said_plainly(message), json_message(message))
}

/// serde_json's message without its place, worded: a field missing, twice, unknown, a value of
/// the wrong type, out of range or of the wrong length by its parts (the names of types and
/// values as serde_json writes them), bad JSON by what is wrong ([`json_syntax`]), anything else
/// as serde_json says it.
fn json_message(message: &str) -> Wording {
    let quoted = |prefix: &str| message.strip_prefix(prefix)?.strip_suffix('`');
    if let Some(field) = quoted("missing field `") {
        return Wording::new("engine.json.missing-field").with("field", field);
    }
    if let Some(field) = quoted("duplicate field `") {
        return Wording::new("engine.json.duplicate-field").with("field", field);
    }
    for (prefix, key, name) in [
        ("unknown field `", "engine.json.unknown-field", "field"),
        ("unknown variant `", "engine.json.unknown-variant", "value"),
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
        ("invalid type: ", "engine.json.invalid-type"),
        ("invalid value: ", "engine.json.invalid-value"),
    ] {
        if let Some((found, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.rsplit_once(", expected "))
        {
            let found = found_plainly(found);
            let wording = worded_or_said(Wording::new(key), "found", found_wording(&found), &found);
            return worded_or_said(wording, "expected", expected_wording(expected), expected);
        }
    }
    if let Some((length, expected)) = message
        .strip_prefix("invalid length ")
        .and_then(|rest| rest.rsplit_once(", expected "))
    {
        let wording = Wording::new("engine.json.invalid-length").with("length", length);
        return worded_or_said(wording, "expected", expected_wording(expected), expected);
    }
    json_syntax(message).unwrap_or_else(|| Wording::new("engine.json.other").with("error", message))
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
        ("integer ", '`', "engine.json.found-integer"),
        ("floating point ", '`', "engine.json.found-number"),
        ("boolean ", '`', "engine.json.found-boolean"),
        ("string ", '"', "engine.json.found-string"),
    ] {
        let value = found
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_prefix(quote)?.strip_suffix(quote));
        if let Some(value) = value {
            return Some(Wording::new(key).with("value", value));
        }
    }
    let key = match found {
        "null" => "engine.json.found-null",
        "sequence" => "engine.json.found-list",
        "map" => "engine.json.found-object",
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

/// serde's message with what it found and expects said as the format's words: a whole
/// floating-point number as the integer it is (`floating point `5.0``: `integer `5``, as a
/// number from the browser's `JSON.parse` reads), an integer type by its range (`expected u8`:
/// `expected a whole number from 0 to 255`), a struct as an object (`expected struct SideFile
/// with 2 elements`: `expected an object`), as the wording says it.
fn said_plainly(message: &str) -> String {
    let Some((head, name)) = message.rsplit_once(", expected ") else {
        return message.to_string();
    };
    let head = ["invalid type: ", "invalid value: "]
        .into_iter()
        .find_map(|prefix| {
            let found = head.strip_prefix(prefix)?;
            Some(format!("{prefix}{}", found_plainly(found)))
        })
        .unwrap_or_else(|| head.to_string());
    if let Some((min, max)) = integer_range(name) {
        format!("{head}, expected a whole number from {min} to {max}")
    } else if name.starts_with("struct ") {
        format!("{head}, expected an object")
    } else {
        format!("{head}, expected {name}")
    }
}

/// What serde found, a whole floating-point number said as an integer (`floating point `5.0``:
/// `integer `5``).
fn found_plainly(found: &str) -> String {
    let whole = found
        .strip_prefix("floating point `")
        .and_then(|rest| rest.strip_suffix(".0`"))
        .filter(|n| n.parse::<i64>().is_ok());
    match whole {
        Some(n) => format!("integer `{n}`"),
        None => found.to_string(),
    }
}

/// What serde expected in place of a wrong value, as the format's fields ask for it: its integer
/// types by their range (`u8`: a whole number from 0 to 255), a text, a true or false, a list, an
/// object (serde's `struct Name` too), a list of so many, a square of a starting position,
/// worded.
fn expected_wording(expected: &str) -> Option<Wording> {
    if let Some((min, max)) = integer_range(expected) {
        return Some(
            Wording::new("engine.json.expected-integer")
                .with("min", min)
                .with("max", max),
        );
    }
    if let Some(count) = expected
        .strip_prefix("an array of length ")
        .and_then(|n| n.parse::<usize>().ok())
    {
        return Some(Wording::new("engine.json.expected-array").with_number("count", count));
    }
    if expected.starts_with("struct ") {
        return Some(Wording::new("engine.json.expected-object"));
    }
    let key = match expected {
        "a string" => "engine.json.expected-string",
        "a boolean" => "engine.json.expected-boolean",
        "a sequence" => "engine.json.expected-list",
        "an object" => "engine.json.expected-object",
        "a square such as \"31\" or \"c3\"" => "engine.json.expected-square",
        _ => return None,
    };
    Some(Wording::new(key))
}

/// What serde_json says is wrong with the JSON itself, worded: the file ending within a part,
/// a part expected, a comma or text too many, a key, number or string character it cannot
/// read. `None` for the rare rest.
fn json_syntax(message: &str) -> Option<Wording> {
    let plain = match message {
        "trailing comma" => Some("engine.json.syntax-trailing-comma"),
        "trailing characters" => Some("engine.json.syntax-trailing-characters"),
        "key must be a string" => Some("engine.json.syntax-key"),
        "invalid number" => Some("engine.json.syntax-number"),
        "number out of range" => Some("engine.json.syntax-number-range"),
        "invalid escape" => Some("engine.json.syntax-escape"),
        "control character (\\u0000-\\u001F) found while parsing a string" => {
            Some("engine.json.syntax-control")
        }
        _ => None,
    };
    if let Some(key) = plain {
        return Some(Wording::new(key));
    }
    if let Some(part) = message.strip_prefix("EOF while parsing ") {
        let within = match part {
            "a list" => "engine.json.syntax-in-list",
            "an object" => "engine.json.syntax-in-object",
            "a string" => "engine.json.syntax-in-string",
            "a value" => "engine.json.syntax-in-value",
            _ => return None,
        };
        return Some(
            Wording::new("engine.json.syntax-eof").with_wording("what", Wording::new(within)),
        );
    }
    let expected = Wording::new("engine.json.syntax-expected");
    match message.strip_prefix("expected ")? {
        "value" => {
            Some(expected.with_wording("expected", Wording::new("engine.json.syntax-a-value")))
        }
        token => {
            let token = token.strip_prefix('`')?.strip_suffix('`')?;
            Some(match token.split_once("` or `") {
                Some((first, second)) => expected.with_wording(
                    "expected",
                    Wording::new("engine.json.either")
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
        return Some(Wording::new("engine.json.one-of").with("names", names));
    }
    let (first, second) = list
        .strip_prefix('`')?
        .strip_suffix('`')?
        .split_once("` or `")?;
    Some(
        Wording::new("engine.json.either")
            .with("first", first)
            .with("second", second),
    )
}
