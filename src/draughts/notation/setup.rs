//! Starting positions as JSON (DESIGN.md "Starting positions"): the files in `www/positions/`
//! and the ones a player loads. Read in two stages: JSON into a [`SetupFile`] by serde (the
//! browser's `JSON.parse` and serde-wasm-bindgen there, serde_json here; an error names the
//! field and what was expected, worded by `notation::json_errors`), then every square and piece
//! checked against the game's board with a typed error.
//!
//! ```json
//! {"variant":"international","toMove":"white",
//!  "white":{"men":["31","32"],"kings":[]},"black":{"men":["1","2"],"kings":["25"]}}
//! ```

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

use crate::common::json_errors::{at_path, json_error};
use crate::common::wording::{Refusal, Worded, Wording};
use crate::draughts::board::SquareSet;
use crate::draughts::notation::square::{parse_square, square_name, square_names};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{HouseRules, Variant};

/// Why a starting-position file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not JSON, or a field missing or of the wrong type: serde's message at the field's path
    /// (and, for text, the line and column), worded.
    Json(Refusal),
    /// The variant is not one Dama plays.
    UnknownVariant(String),
    /// The `houseRules` of a house game cannot be read.
    House(crate::draughts::rules::house::HouseError),
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
    /// A side has more pieces than any game allows: whose, and how many.
    TooManyPieces(Color, usize),
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
            SetupError::Json(e) => write!(
                f,
                "not a valid position file: {e} (a file names variant, toMove, and white and \
                 black each with men and kings; use [] for none)"
            ),
            SetupError::House(e) => e.fmt(f),
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
            SetupError::TooManyPieces(color, n) => write!(
                f,
                "{} has {n} pieces; a side has at most {}",
                color.name(),
                crate::draughts::moves::MAX_JUMPS
            ),
            SetupError::ManOnPromotionRow { color, square } => write!(
                f,
                "{} man on square {square}, its own promotion row (it would be a king there)",
                color.name()
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Worded for SetupError {
    fn wording(&self) -> Wording {
        let by_side = |color: &Color, white, black| match color {
            Color::White => Wording::new(white),
            Color::Black => Wording::new(black),
        };
        match self {
            SetupError::Json(e) => match &e.wording {
                Some(w) => Wording::new("engine.setup.json").with_wording("error", w.clone()),
                None => Wording::new("engine.setup.json").with("error", e),
            },
            SetupError::House(e) => e.wording(),
            SetupError::UnknownVariant(v) => Wording::new("engine.setup.unknown-variant")
                .with("variant", v)
                .with("known", Variant::names()),
            SetupError::BadSideToMove(s) => {
                Wording::new("engine.setup.bad-side-to-move").with("side", s)
            }
            SetupError::BadSquare { list, square } => Wording::new("engine.setup.bad-square")
                .with("list", list)
                .with("square", square),
            SetupError::UnplayableSquare { list, square } => {
                Wording::new("engine.setup.unplayable-square")
                    .with("list", list)
                    .with("square", square)
            }
            SetupError::DuplicateSquare(s) => {
                Wording::new("engine.setup.duplicate-square").with("square", s)
            }
            SetupError::TooManyPieces(color, n) => by_side(
                color,
                "engine.setup.too-many-pieces.white",
                "engine.setup.too-many-pieces.black",
            )
            .with_number("count", *n)
            .with_number("most", crate::draughts::moves::MAX_JUMPS),
            SetupError::ManOnPromotionRow { color, square } => by_side(
                color,
                "engine.setup.man-on-promotion-row.white",
                "engine.setup.man-on-promotion-row.black",
            )
            .with("square", square),
        }
    }
}

/// A starting-position file as written: `{"variant", "toMove", "white": {"men", "kings"},
/// "black": {…}}`, and `houseRules` for a house game. Fields Dama does not know are ignored.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupFile {
    /// The game's name.
    pub variant: String,
    /// `white` or `black`.
    pub to_move: String,
    /// White's pieces.
    pub white: SideFile,
    /// Black's pieces.
    pub black: SideFile,
    /// The switches of a house game (`board=8 backward=yes …`).
    #[serde(default)]
    pub house_rules: Option<String>,
}

/// One side's pieces in a [`SetupFile`].
#[derive(Clone, Debug, Deserialize)]
pub struct SideFile {
    /// Squares of its men.
    pub men: Vec<SquareText>,
    /// Squares of its kings.
    pub kings: Vec<SquareText>,
}

/// A square as a file writes it: a string in the game's notation (`"31"`, `"c3"`) or a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareText(pub String);

impl<'de> Deserialize<'de> for SquareText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SquareText, D::Error> {
        struct Text;
        impl Visitor<'_> for Text {
            type Value = SquareText;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a square such as \"31\" or \"c3\"")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<SquareText, E> {
                Ok(SquareText(v.trim().to_string()))
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<SquareText, E> {
                Ok(SquareText(v.to_string()))
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<SquareText, E> {
                Ok(SquareText(v.to_string()))
            }

            fn visit_f64<E: de::Error>(self, v: f64) -> Result<SquareText, E> {
                if v.fract() == 0.0 && (0.0..1e6).contains(&v) {
                    Ok(SquareText((v as u64).to_string()))
                } else {
                    Err(E::invalid_value(de::Unexpected::Float(v), &self))
                }
            }
        }
        d.deserialize_any(Text)
    }
}

/// Reads a starting-position file's text: its game and position.
pub fn parse_setup(json: &str) -> Result<(Variant, Position), SetupError> {
    let mut de = serde_json::Deserializer::from_str(json);
    let file: SetupFile = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| SetupError::Json(at_path(&e.path().to_string(), json_error(e.inner()))))?;
    de.end().map_err(|e| SetupError::Json(json_error(&e)))?;
    setup_from(&file)
}

/// Checks a file read by serde against its game's board: its game and position.
pub fn setup_from(file: &SetupFile) -> Result<(Variant, Position), SetupError> {
    let variant = match Variant::from_name(&file.variant) {
        Some(v) => v,
        None if file.variant.trim().eq_ignore_ascii_case("house") => {
            let text = file.house_rules.as_deref().unwrap_or("");
            Variant::House(HouseRules::parse(text).map_err(SetupError::House)?)
        }
        None => return Err(SetupError::UnknownVariant(file.variant.clone())),
    };
    let side = match file.to_move.trim().to_ascii_lowercase().as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(SetupError::BadSideToMove(other.to_string())),
    };
    let mut pieces = [SquareSet::EMPTY; 2];
    let mut kings = SquareSet::EMPTY;
    for (color, side_file) in [(Color::White, &file.white), (Color::Black, &file.black)] {
        for (role, list) in [("men", &side_file.men), ("kings", &side_file.kings)] {
            let path = format!("{}.{role}", color.name());
            for value in list {
                let sq = read_square(variant, &path, &value.0)?;
                if (pieces[0] | pieces[1]).contains(sq) {
                    return Err(SetupError::DuplicateSquare(square_name(variant, sq)));
                }
                pieces[color.index()] = pieces[color.index()].with(sq);
                if role == "kings" {
                    kings = kings.with(sq);
                }
            }
        }
    }
    for color in [Color::White, Color::Black] {
        let n = pieces[color.index()].count() as usize;
        if n > crate::draughts::moves::MAX_JUMPS {
            return Err(SetupError::TooManyPieces(color, n));
        }
    }
    let pos = Position::new(pieces[0], pieces[1], kings, side);
    for color in [Color::White, Color::Black] {
        let row = crate::with_rules!(variant, r => r.promotion(color));
        if let Some(sq) = (pos.men(color) & row).first() {
            return Err(SetupError::ManOnPromotionRow {
                color,
                square: square_name(variant, sq),
            });
        }
    }
    Ok((variant, pos))
}

/// One square of `list` as written.
fn read_square(
    variant: Variant,
    list: &str,
    text: &str,
) -> Result<crate::draughts::board::Square, SetupError> {
    if let Some(sq) = parse_square(variant, text) {
        return Ok(sq);
    }
    let error = if is_light_square(variant, text) {
        SetupError::UnplayableSquare {
            list: list.into(),
            square: text.into(),
        }
    } else {
        SetupError::BadSquare {
            list: list.into(),
            square: text.into(),
        }
    };
    Err(error)
}

/// Whether `text` names a light square of a chequered board by its coordinates.
fn is_light_square(variant: Variant, text: &str) -> bool {
    let info = variant.board();
    if info.kind != crate::draughts::board::BoardKind::DarkSquares {
        return false;
    }
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
    let list = |set: SquareSet| {
        let names: Vec<String> = square_names(variant, set)
            .iter()
            .map(|n| serde_json::to_string(n).unwrap_or_default())
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
    let house = match variant {
        Variant::House(h) => format!(
            "  \"houseRules\": {},\n",
            serde_json::to_string(&h.text()).unwrap_or_default()
        ),
        _ => String::new(),
    };
    format!(
        "{{\n  \"variant\": \"{}\",\n{house}  \"toMove\": \"{}\",\n  \"white\": {},\n  \"black\": {}\n}}\n",
        variant.name(),
        pos.side().name(),
        side(Color::White),
        side(Color::Black)
    )
}
