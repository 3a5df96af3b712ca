//! What the page is shown of the engine, for every game: moves, pieces, results, games' entries
//! and searches as plain values with squares named in the game's notation, serialized to
//! JavaScript objects by `src/wasm.rs`. The piece games' values carry a few fields more (the
//! kind moved, promotions, drops, check), which the draughts games' leave out.

use serde::Serialize;

use crate::search::{MATE, MATE_BOUND};

/// A move as the page sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveView {
    /// Its place in the list of legal moves of the position it is played in.
    pub index: usize,
    /// The square it starts from (for a drop, `*` and the kind: `*pawn`).
    pub from: String,
    /// The square it ends on.
    pub to: String,
    /// Every square the piece lands on, in order, ending with `to`.
    pub path: Vec<String>,
    /// The captured pieces' squares in the order they are jumped.
    pub captured: Vec<String>,
    /// The notation for people: short notation in draughts (the full path when the short one
    /// is ambiguous), SAN or the Western shogi notation in the piece games.
    pub notation: String,
    /// The move in full: the whole path in draughts (`28x19x10`), UCI or USI in the piece games.
    pub full: String,
    /// Whether the piece is crowned (promoted) by the move.
    pub crowned: bool,
    /// What a piece game's move says besides.
    #[serde(flatten)]
    pub piece: Option<PieceMoveDetails>,
}

/// What a piece game's move says besides what every move says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceMoveDetails {
    /// The kind it becomes, when it promotes.
    pub promote: Option<String>,
    /// The kind dropped, for a drop.
    pub drop: Option<String>,
    /// Castling: where the partner goes from and to.
    pub partner: Option<[String; 2]>,
    /// The kind moved.
    pub kind: String,
}

/// A piece on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceView {
    /// Its square.
    pub square: String,
    /// Its side and kind: `white-man`, `black-king`, `white-queen`, `black-promoted-pawn`.
    pub piece: String,
}

/// Pieces of a kind in a side's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandView {
    /// `white` or `black`.
    pub side: &'static str,
    /// The kind.
    pub kind: String,
    /// `white-pawn`.
    pub piece: String,
    /// How many.
    pub count: u8,
}

/// The result of a game as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ResultView {
    /// `ongoing`, `win` or `draw`.
    pub state: &'static str,
    /// `white` or `black`, for a win.
    pub winner: Option<&'static str>,
    /// A stable code for the reason (`no-pieces-left`, `repetition`, `recorded`…).
    pub reason: Option<&'static str>,
    /// The number in the reason: the repetition's count, or the moves of a draw limit.
    pub count: Option<u16>,
    /// The endgame limit or the material that drew the game, as the rules name it.
    pub rule: Option<&'static str>,
    /// The result in words.
    pub text: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub pdn: &'static str,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StatusView {
    /// What names the game's rules (see [`crate::game::GameRules::name`]).
    pub variant: String,
    /// `white` or `black`.
    pub to_move: &'static str,
    /// Moves played up to the cursor.
    pub ply: usize,
    /// Moves recorded, including those that can be redone.
    pub length: usize,
    /// The result at the cursor.
    pub result: ResultView,
    /// How the game as a whole ended (the result after its last move), wherever the cursor is.
    pub final_result: ResultView,
    /// What a piece game's status says besides.
    #[serde(flatten)]
    pub piece: Option<PieceStatusDetails>,
}

/// What a piece game's status says besides what every status says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceStatusDetails {
    /// The side to move at the start.
    pub start_to_move: &'static str,
    /// Squares of the side to move's royal pieces in check.
    pub check: Vec<String>,
    /// The side to move may declare an impasse.
    pub impasse: bool,
}

/// A search's progress or answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchView {
    /// The move to play, if there is one.
    #[serde(rename = "move")]
    pub mv: Option<MoveView>,
    /// That move in notation.
    pub notation: Option<String>,
    /// Hundredths of a man (of a pawn), from the side to move's view.
    pub score: i32,
    /// Plies to a forced win (positive) or loss (negative), when the search found one.
    pub win_in: Option<i32>,
    /// Depth reached.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: f64,
    /// Time taken.
    pub time_ms: f64,
    /// The principal variation in notation.
    pub pv: Vec<String>,
    /// Whether the move came from the opening book (no search).
    pub book: bool,
    /// With several lines asked for: each, the best first (the first is this view's move).
    pub lines: Vec<LineView>,
}

/// One of several best lines of a search.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LineView {
    /// Its first move.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// Hundredths of a man (of a pawn), from the side to move's view.
    pub score: i32,
    /// Plies to a forced win (positive) or loss (negative), when the search found one.
    pub win_in: Option<i32>,
    /// The line in notation.
    pub pv: Vec<String>,
}

/// Plies to the forced win (positive) or loss (negative) a search `score` says, if it says one.
pub fn win_in(score: i32) -> Option<i32> {
    if score >= MATE_BOUND {
        Some(MATE - score)
    } else if score <= -MATE_BOUND {
        Some(-(MATE + score))
    } else {
        None
    }
}

/// A game as listed in the menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameEntry {
    /// What names it in full (see [`crate::game::GameRules::name`]).
    pub name: String,
    /// Its title for players.
    pub title: String,
    /// Columns of its board.
    pub cols: u8,
    /// Rows of its board.
    pub rows: u8,
    /// Points of its board.
    pub points: usize,
    /// How its board is drawn: `dark-squares`, `all-squares` or `points`.
    pub kind: &'static str,
    /// `numeric`, `algebraic` or `shogi`.
    pub notation: &'static str,
    /// The side that starts its games.
    pub first_to_move: &'static str,
    /// Its start in FEN.
    pub start_fen: String,
    /// What a piece game's entry says besides.
    #[serde(flatten)]
    pub piece: Option<PieceEntryDetails>,
}

/// A kind of piece as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KindView {
    /// Its name (`queen`, `promoted pawn`).
    pub name: String,
    /// Its letter (`Q`, `+P`).
    pub letter: String,
    /// The built-in picture that draws it (`queen`, `shogi-gold`), if any.
    pub picture: Option<String>,
}

/// What a piece game's entry says besides what every entry says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceEntryDetails {
    /// Always `piece`.
    pub family: &'static str,
    /// Every kind, in the file's order.
    pub kinds: Vec<KindView>,
    /// The game's names of the first and the second side (`white`, `black`; shogi `black`,
    /// `white`).
    pub side_names: [&'static str; 2],
    /// What players call the first and the second side (`red` in xiangqi), where the game file
    /// says; else their names.
    pub side_words: [String; 2],
    /// Whether captured pieces go to hand.
    pub drops: bool,
    /// The kinds a hand may hold (none when nothing is dropped).
    pub hand_kinds: Vec<String>,
    /// Whether a piece of the game castles, so that a position has castling rights.
    pub castling: bool,
    /// The game file's text (compact JSON).
    pub file: String,
}

/// A point of a board and where a player sees it: row 0 at the top, column 0 at the left, White
/// at the bottom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SquareView {
    /// Its name in the game's notation.
    pub name: String,
    /// Its row from the top.
    pub row: u8,
    /// Its column from the left.
    pub col: u8,
}

/// A board as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// `dark-squares` (a chequered board, pieces on the dark squares), `all-squares` (every
    /// square is played) or `points` (points joined by lines).
    pub kind: &'static str,
    /// Columns of the frame the points are drawn in.
    pub cols: u8,
    /// Rows of the frame.
    pub rows: u8,
    /// The file letter of the frame's first column (`a`, or `c` for a frame from file c).
    pub first_file: char,
    /// Every point, in reading order.
    pub squares: Vec<SquareView>,
    /// The lines between neighbouring points, by name (boards of points only).
    pub lines: Vec<[String; 2]>,
}
