//! Starting positions as JSON (DESIGN.md "Starting positions"): the files in `www/positions/`
//! and the ones a player loads. Read in two stages: serde into an unchecked setup, then every
//! square and piece checked against the variant's board with a typed error.
//!
//! ```json
//! {"variant":"international","toMove":"white",
//!  "white":{"men":["31","32"],"kings":[]},"black":{"men":["1","2"],"kings":["25"]}}
//! ```

use std::fmt;

use serde::Deserialize;
use serde_json::Value;

use crate::board::{bit, Bitboard, Squares};
use crate::notation::square::{parse_square, square_name, square_names};
use crate::position::{Color, Position};
use crate::rules::Variant;

/// Why a starting-position file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not JSON, or a field of the wrong type (serde's message, with line and column).
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

/// The file as written, before any check.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawSetup {
    variant: Option<String>,
    to_move: Option<String>,
    white: Option<RawSide>,
    black: Option<RawSide>,
}

#[derive(Deserialize)]
struct RawSide {
    men: Option<Vec<Value>>,
    kings: Option<Vec<Value>>,
}

/// Reads a starting-position file: its variant and position.
pub fn parse_setup(json: &str) -> Result<(Variant, Position), SetupError> {
    let raw: RawSetup = serde_json::from_str(json).map_err(|e| SetupError::Json(e.to_string()))?;
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
    crate::with_rules!(variant, R => {
        for color in [Color::White, Color::Black] {
            let wrong = pos.men(color) & crate::movegen::promotion_row::<R>(color);
            if let Some(sq) = Squares(wrong).next() {
                return Err(SetupError::ManOnPromotionRow {
                    color,
                    square: square_name(variant, sq),
                });
            }
        }
    });
    Ok((variant, pos))
}

/// One square: a string in the game's notation (`"31"`, `"c3"`) or a JSON number.
fn read_square(variant: Variant, list: &str, value: &Value) -> Result<u8, SetupError> {
    let text = match value {
        Value::String(s) => s.trim().to_string(),
        Value::Number(n) if n.is_u64() => n.to_string(),
        other => other.to_string(),
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
    let list = |bb: Bitboard| serde_json::to_string(&square_names(variant, bb)).unwrap_or_default();
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
