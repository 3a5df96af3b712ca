//! Starting positions as JSON (DESIGN.md "Starting positions"): the files in `www/positions/`
//! and the ones a player loads. Read in two stages: JSON into an unchecked setup, then every
//! square and piece checked against the variant's board with a typed error.
//!
//! ```json
//! {"variant":"international","toMove":"white",
//!  "white":{"men":["31","32"],"kings":[]},"black":{"men":["1","2"],"kings":["25"]}}
//! ```

use std::fmt;

use crate::board::{bit, Bitboard, Squares};
use crate::notation::json::{self, Kind, Value};
use crate::notation::square::{parse_square, square_name, square_names};
use crate::position::{Color, Position};
use crate::rules::Variant;

/// Why a starting-position file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not JSON, or a field of the wrong type (what and where: line and column).
    Json(String),
    /// A required field is absent, named by its path (`white`, `black.kings`).
    MissingField(String),
    /// The variant is not one Dama plays.
    UnknownVariant(String),
    /// `toMove` is not `white` or `black`.
    BadSideToMove(String),
    /// A square name that does not exist on this board.
    BadSquare {
        /// Where it is listed (`white.men`).
        list: String,
        /// The square as written.
        square: String,
    },
    /// A light square, on which no piece can stand.
    UnplayableSquare {
        /// Where it is listed.
        list: String,
        /// The square as written.
        square: String,
    },
    /// The same square is listed twice.
    DuplicateSquare(String),
    /// A man on the row where it would be crowned.
    ManOnPromotionRow {
        /// Whose man.
        color: Color,
        /// The square.
        square: String,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Json(e) => write!(f, "not a valid position file: {e}"),
            SetupError::MissingField(path) => write!(
                f,
                "missing field `{path}` (every file names variant, toMove, and white and black \
                 each with men and kings; use [] for none)"
            ),
            SetupError::UnknownVariant(v) => {
                write!(f, "unknown variant `{v}` (known: {})", Variant::names())
            }
            SetupError::BadSideToMove(s) => {
                write!(f, "toMove is `{s}`, expected \"white\" or \"black\"")
            }
            SetupError::BadSquare { list, square } => {
                write!(f, "{list}: square `{square}` does not exist on this board")
            }
            SetupError::UnplayableSquare { list, square } => write!(
                f,
                "{list}: square `{square}` is a light square, pieces stand only on dark squares"
            ),
            SetupError::DuplicateSquare(s) => write!(f, "square {s} is listed twice"),
            SetupError::ManOnPromotionRow { color, square } => write!(
                f,
                "{} man on square {square}, its own promotion row (it would be a king there)",
                color.name()
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Reads a starting-position file: its variant and position.
pub fn parse_setup(json: &str) -> Result<(Variant, Position), SetupError> {
    let raw = RawSetup::read(json)?;
    let name = raw
        .variant
        .ok_or_else(|| SetupError::MissingField("variant".into()))?;
    let variant = Variant::from_name(&name).ok_or(SetupError::UnknownVariant(name))?;
    let side = match raw
        .to_move
        .ok_or_else(|| SetupError::MissingField("toMove".into()))?
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(SetupError::BadSideToMove(other.to_string())),
    };
    let mut pieces: [Bitboard; 2] = [0, 0];
    let mut kings: Bitboard = 0;
    for (color, side_raw) in [(Color::White, raw.white), (Color::Black, raw.black)] {
        let name = color.name();
        let side_raw = side_raw.ok_or_else(|| SetupError::MissingField(name.into()))?;
        for (role, list) in [("men", side_raw.men), ("kings", side_raw.kings)] {
            let path = format!("{name}.{role}");
            let list = list.ok_or_else(|| SetupError::MissingField(path.clone()))?;
            for value in &list {
                let sq = read_square(variant, &path, value)?;
                if (pieces[0] | pieces[1]) & bit(sq) != 0 {
                    return Err(SetupError::DuplicateSquare(square_name(variant, sq)));
                }
                pieces[color.index()] |= bit(sq);
                if role == "kings" {
                    kings |= bit(sq);
                }
            }
        }
    }
    let pos = Position::from_bitboards(pieces[0], pieces[1], kings, side);
    for color in [Color::White, Color::Black] {
        let row = crate::with_rules!(variant, R => crate::movegen::promotion_row::<R>(color));
        if let Some(sq) = Squares(pos.men(color) & row).next() {
            return Err(SetupError::ManOnPromotionRow {
                color,
                square: square_name(variant, sq),
            });
        }
    }
    Ok((variant, pos))
}

/// The file as written, before any check: each field absent when missing or `null`; fields
/// Dama does not know are ignored.
struct RawSetup {
    variant: Option<String>,
    to_move: Option<String>,
    white: Option<RawSide>,
    black: Option<RawSide>,
}

struct RawSide {
    men: Option<Vec<Value>>,
    kings: Option<Vec<Value>>,
}

impl RawSetup {
    fn read(text: &str) -> Result<RawSetup, SetupError> {
        let json_error = |e: json::JsonError| SetupError::Json(e.to_string());
        let top = json::parse(text).map_err(json_error)?;
        let wrong = |value: &Value, what: &str, expected: &str| {
            SetupError::Json(format!(
                "{what} is {}, expected {expected} at {}",
                value.kind.describe(),
                where_(text, value.at)
            ))
        };
        let mut raw = RawSetup {
            variant: None,
            to_move: None,
            white: None,
            black: None,
        };
        for (key, value) in members(text, &top, "the file")? {
            match key.as_str() {
                "variant" | "toMove" => {
                    let text_field = match &value.kind {
                        Kind::Null => None,
                        Kind::String(s) => Some(s.clone()),
                        _ => return Err(wrong(value, &format!("`{key}`"), "a string")),
                    };
                    if key == "variant" {
                        raw.variant = text_field;
                    } else {
                        raw.to_move = text_field;
                    }
                }
                "white" | "black" => {
                    let side = match &value.kind {
                        Kind::Null => None,
                        _ => Some(RawSide::read(text, key, value)?),
                    };
                    if key == "white" {
                        raw.white = side;
                    } else {
                        raw.black = side;
                    }
                }
                _ => {}
            }
        }
        Ok(raw)
    }
}

impl RawSide {
    fn read(text: &str, name: &str, value: &Value) -> Result<RawSide, SetupError> {
        let mut side = RawSide {
            men: None,
            kings: None,
        };
        for (key, value) in members(text, value, &format!("`{name}`"))? {
            let list = match &value.kind {
                Kind::Null => None,
                Kind::Array(items) => Some(items.clone()),
                _ => {
                    return Err(SetupError::Json(format!(
                        "`{name}.{key}` is {}, expected a list at {}",
                        value.kind.describe(),
                        where_(text, value.at)
                    )))
                }
            };
            match key.as_str() {
                "men" => side.men = list,
                "kings" => side.kings = list,
                _ => {}
            }
        }
        Ok(side)
    }
}

/// The members of `value`, which must be an object naming each field at most once.
fn members<'a>(
    text: &str,
    value: &'a Value,
    what: &str,
) -> Result<&'a [(String, Value)], SetupError> {
    let Kind::Object(members) = &value.kind else {
        return Err(SetupError::Json(format!(
            "{what} is {}, expected an object at {}",
            value.kind.describe(),
            where_(text, value.at)
        )));
    };
    for (i, (key, value)) in members.iter().enumerate() {
        if members[..i].iter().any(|(k, _)| k == key) {
            return Err(SetupError::Json(format!(
                "duplicate field `{key}` at {}",
                where_(text, value.at)
            )));
        }
    }
    Ok(members)
}

fn where_(text: &str, at: usize) -> String {
    let l = json::Location::of(text, at);
    format!("line {} column {}", l.line, l.column)
}

/// One square: a string in the game's notation (`"31"`, `"c3"`) or a JSON number.
fn read_square(variant: Variant, list: &str, value: &Value) -> Result<u8, SetupError> {
    let text = match &value.kind {
        Kind::String(s) => s.trim().to_string(),
        _ => compact(value),
    };
    if let Some(sq) = parse_square(variant, &text) {
        return Ok(sq);
    }
    let error = if is_light_square(variant, &text) {
        SetupError::UnplayableSquare {
            list: list.into(),
            square: text,
        }
    } else {
        SetupError::BadSquare {
            list: list.into(),
            square: text,
        }
    };
    Err(error)
}

/// A value as compact JSON (numbers as written), to quote it in a message.
fn compact(value: &Value) -> String {
    match &value.kind {
        Kind::Null => "null".into(),
        Kind::Bool(b) => b.to_string(),
        Kind::Number(n) => n.clone(),
        Kind::String(s) => json::quote(s),
        Kind::Array(items) => format!(
            "[{}]",
            items.iter().map(compact).collect::<Vec<_>>().join(",")
        ),
        Kind::Object(members) => format!(
            "{{{}}}",
            members
                .iter()
                .map(|(k, v)| format!("{}:{}", json::quote(k), compact(v)))
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

/// Whether `text` names a square of the board by its coordinates that is not a playing square.
fn is_light_square(variant: Variant, text: &str) -> bool {
    let info = variant.info();
    let mut chars = text.chars();
    let Some(file) = chars.next().map(|c| c.to_ascii_lowercase()) else {
        return false;
    };
    let Ok(rank) = chars.as_str().parse::<u8>() else {
        return false;
    };
    file.is_ascii_lowercase()
        && (file as u32 - 'a' as u32) < info.cols as u32
        && (1..=info.rows).contains(&rank)
}

/// Writes a starting-position file: pretty JSON with each list of squares on one line, squares
/// ascending in PDN order, in the game's notation.
pub fn write_setup(variant: Variant, pos: &Position) -> String {
    let list = |bb: Bitboard| {
        let names: Vec<String> = square_names(variant, bb)
            .iter()
            .map(|n| json::quote(n))
            .collect();
        format!("[{}]", names.join(","))
    };
    let side = |color: Color| {
        format!(
            "{{\n    \"men\": {},\n    \"kings\": {}\n  }}",
            list(pos.men(color)),
            list(pos.kings_of(color))
        )
    };
    format!(
        "{{\n  \"variant\": \"{}\",\n  \"toMove\": \"{}\",\n  \"white\": {},\n  \"black\": {}\n}}\n",
        variant.name(),
        pos.side().name(),
        side(Color::White),
        side(Color::Black)
    )
}
