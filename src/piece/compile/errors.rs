//! A game file's problems: where in the file (the serde path, each piece named) and what, in
//! English and worded for the page (serde_json's own messages: `notation::json_errors`).

use std::fmt;

use crate::common::wording::{Refusal, Wording};

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
        let at = Wording::new("engine.json.at").with("path", &e.path);
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
