//! The browser's API: games, boards, moves, results and the bot, as plain JavaScript values.
//!
//! Squares cross this boundary as names in the game's notation (`32`, `c3`), moves as
//! [`MoveView`] objects, and every failure as a JavaScript `Error` carrying a readable message.
//! The page and the worker each load this module; the worker rebuilds the page's game from a
//! [`Record`] (start FEN and move indices) so both sides agree on the history the bot sees.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::board::{bit, Squares};
use crate::game::{DrawReason, Game, GameResult, WinReason};
use crate::moves::{Move, MoveList};
use crate::notation::fen::write_fen;
use crate::notation::movetext::{full_move, write_move};
use crate::notation::pdn::{read_game, write_pdn};
use crate::notation::setup::{parse_setup, write_setup};
use crate::notation::square::{at_display, display_coords, parse_square, square_name};
use crate::position::{Position, Role};
use crate::restriction::{explain, Restriction};
use crate::rng::Rng;
use crate::rules::{first_to_move, Notation, Variant};
use crate::search::levels::{self, Opponent};
use crate::search::{Limits, SearchInfo, MATE, MATE_BOUND};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}

thread_local! {
    /// The message of the last panic, for [`panic_message`].
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Runs when the module is instantiated: a panic is reported on the console with its message and
/// place (and kept for [`panic_message`]) before the wasm traps, rather than surfacing only as
/// an opaque `unreachable`.
#[wasm_bindgen(start)]
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let message = format!("dama: {info}");
        console_error(&message);
        LAST_PANIC.with(|last| *last.borrow_mut() = Some(message));
    }));
}

/// The message of the last panic in this instance (`dama: panicked at src/…: …`), if there was
/// one. After a panic the instance traps with `unreachable`; a caller catching that can ask
/// here what went wrong.
#[wasm_bindgen(js_name = panicMessage)]
pub fn panic_message() -> Option<String> {
    LAST_PANIC.with(|last| last.borrow().clone())
}

fn js_error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js_error)
}

fn variant_named(name: &str) -> Result<Variant, JsError> {
    Variant::from_name(name).ok_or_else(|| {
        js_error(format!(
            "unknown game `{name}`; known: {}",
            Variant::names()
        ))
    })
}

fn square_named(variant: Variant, name: &str) -> Result<u8, JsError> {
    parse_square(variant, name)
        .ok_or_else(|| js_error(format!("square `{name}` does not exist on this board")))
}

/// A game as listed in the menu.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GameEntry {
    name: &'static str,
    title: &'static str,
    cols: u8,
    rows: u8,
    notation: &'static str,
    first_to_move: &'static str,
    start_fen: &'static str,
}

/// Every game Dama plays, in menu order: `[{name, title, cols, rows, notation, firstToMove,
/// startFen}]`, `notation` being `numeric`, `numeric-mirrored` or `algebraic`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    let list: Vec<GameEntry> = Variant::ALL
        .iter()
        .map(|&v| {
            let info = v.info();
            GameEntry {
                name: info.name,
                title: info.title,
                cols: info.cols,
                rows: info.rows,
                notation: match info.notation {
                    Notation::Numeric => "numeric",
                    Notation::NumericMirrored => "numeric-mirrored",
                    Notation::Algebraic => "algebraic",
                },
                first_to_move: first_to_move(v).name(),
                start_fen: info.start_fen,
            }
        })
        .collect();
    to_js(&list)
}

/// A playable square and where a player sees it (row 0 at the top, column 0 at the left, White
/// at the bottom).
#[derive(Serialize)]
struct SquareView {
    name: String,
    row: u8,
    col: u8,
}

/// The playable squares of a game's board: `[{name, row, col}]`.
#[wasm_bindgen]
pub fn layout(variant: &str) -> Result<JsValue, JsError> {
    let variant = variant_named(variant)?;
    let info = variant.info();
    let mut squares = Vec::new();
    for row in 0..info.rows {
        for col in 0..info.cols {
            if let Some(sq) = at_display(variant, row, col) {
                squares.push(SquareView {
                    name: square_name(variant, sq),
                    row,
                    col,
                });
            }
        }
    }
    to_js(&squares)
}

/// A move as the page sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveView {
    /// Its place in the list of legal moves of the position it is played in.
    index: usize,
    from: String,
    to: String,
    /// Every square the piece lands on, in order, ending with `to`.
    path: Vec<String>,
    /// The captured pieces' squares in the order they are jumped.
    captured: Vec<String>,
    /// Short notation, or the full path when the short one is ambiguous.
    notation: String,
    /// The full path (`28x19x10`).
    full: String,
    crowned: bool,
}

/// The pieces jumped by `mv`, in the order the path passes them. Walks each leg in a player's
/// coordinates, so it serves any board whose legs are straight lines; a leg that is not straight
/// ends at the board's edge, and the pieces it missed are listed after the others.
fn captured_in_order(variant: Variant, mv: &Move) -> Vec<u8> {
    let info = variant.info();
    let (rows, cols) = (info.rows as i32, info.cols as i32);
    let mut out = Vec::new();
    let mut at = mv.from;
    for &land in mv.landings() {
        if let (Some((r0, c0)), Some((r1, c1))) =
            (display_coords(variant, at), display_coords(variant, land))
        {
            let (dr, dc) = (
                (r1 as i32 - r0 as i32).signum(),
                (c1 as i32 - c0 as i32).signum(),
            );
            let (mut r, mut c) = (r0 as i32 + dr, c0 as i32 + dc);
            while (r, c) != (r1 as i32, c1 as i32)
                && (0..rows).contains(&r)
                && (0..cols).contains(&c)
            {
                if let Some(sq) = at_display(variant, r as u8, c as u8) {
                    if mv.captured & bit(sq) != 0 && !out.contains(&sq) {
                        out.push(sq);
                    }
                }
                r += dr;
                c += dc;
            }
        }
        at = land;
    }
    // Any piece the walk missed still has to be listed.
    for sq in Squares(mv.captured) {
        if !out.contains(&sq) {
            out.push(sq);
        }
    }
    out
}

fn move_view(variant: Variant, pos: &Position, legal: &MoveList, mv: &Move) -> MoveView {
    let name = |sq: u8| square_name(variant, sq);
    let path = if mv.is_capture() {
        mv.landings().iter().map(|&s| name(s)).collect()
    } else {
        vec![name(mv.to)]
    };
    MoveView {
        index: legal.iter().position(|m| m == mv).unwrap_or(usize::MAX),
        from: name(mv.from),
        to: name(mv.to),
        path,
        captured: captured_in_order(variant, mv)
            .into_iter()
            .map(name)
            .collect(),
        notation: write_move(variant, pos, mv),
        full: full_move(variant, mv),
        crowned: mv.crowned,
    }
}

/// A piece on the board.
#[derive(Serialize)]
struct PieceView {
    square: String,
    piece: String,
}

/// The result of a game as the page shows it.
#[derive(Serialize)]
struct ResultView {
    /// `ongoing`, `win` or `draw`.
    state: &'static str,
    winner: Option<&'static str>,
    /// A stable code for the reason (`no-pieces-left`, `repetition`…).
    reason: Option<&'static str>,
    /// The result in words.
    text: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pdn: &'static str,
}

fn result_view(result: &GameResult, variant: Variant) -> ResultView {
    let (state, winner, reason) = match result {
        GameResult::Ongoing => ("ongoing", None, None),
        GameResult::Win { winner, reason } => (
            "win",
            Some(winner.name()),
            Some(match reason {
                WinReason::NoPiecesLeft => "no-pieces-left",
                WinReason::Blocked => "blocked",
                WinReason::NoMovesLeft => "no-moves-left",
                WinReason::FirstKing => "first-king",
            }),
        ),
        GameResult::Draw { reason } => (
            "draw",
            None,
            Some(match reason {
                DrawReason::Repetition(_) => "repetition",
                DrawReason::KingMoves(_) => "king-moves",
                DrawReason::EndgameLimit(..) => "endgame-limit",
            }),
        ),
    };
    ResultView {
        state,
        winner,
        reason,
        text: result.describe(),
        pdn: result.pdn(variant),
    }
}

/// Where a game stands.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StatusView {
    variant: &'static str,
    to_move: &'static str,
    /// Moves played up to the cursor.
    ply: usize,
    /// Moves recorded, including those that can be redone.
    length: usize,
    result: ResultView,
}

/// What the worker needs to rebuild a game: its game, start and the moves played as indices into
/// each position's legal moves.
#[derive(Serialize)]
struct Record {
    variant: String,
    start: String,
    moves: Vec<usize>,
}

// Values from the page are read field by field rather than through serde: serde's
// deserializers bring their error texts, and with them float formatting, into the wasm.

/// `value`, or none when it is `undefined` or `null`.
fn given(value: JsValue) -> Option<JsValue> {
    (!value.is_undefined() && !value.is_null()).then_some(value)
}

/// Field `name` of the object `value` (`what` names the object in messages).
fn field(value: &JsValue, what: &str, name: &str) -> Result<Option<JsValue>, JsError> {
    if !value.is_object() {
        return Err(js_error(format!("{what} must be an object")));
    }
    js_sys::Reflect::get(value, &JsValue::from_str(name))
        .map(given)
        .map_err(|_| js_error(format!("{what}.{name} cannot be read")))
}

fn string_field(value: &JsValue, what: &str, name: &str) -> Result<String, JsError> {
    field(value, what, name)?
        .and_then(|v| v.as_string())
        .ok_or_else(|| js_error(format!("{what}.{name} must be a string")))
}

fn number_field(value: &JsValue, what: &str, name: &str) -> Result<Option<f64>, JsError> {
    field(value, what, name)?
        .map(|v| {
            v.as_f64()
                .ok_or_else(|| js_error(format!("{what}.{name} must be a number")))
        })
        .transpose()
}

/// A whole number from 0 to `max`.
fn whole(n: f64, max: f64, what: impl FnOnce() -> String) -> Result<f64, JsError> {
    if n.fract() == 0.0 && (0.0..=max).contains(&n) {
        Ok(n)
    } else {
        Err(js_error(format!(
            "{} must be a whole number, 0 or more",
            what()
        )))
    }
}

/// An array's items.
fn items(value: &JsValue, what: &str) -> Result<Vec<JsValue>, JsError> {
    if !js_sys::Array::is_array(value) {
        return Err(js_error(format!("{what} must be an array")));
    }
    Ok(js_sys::Array::from(value).iter().collect())
}

/// What is wrong with a number a limit rejected, without formatting floats (which would bring
/// float printing into the wasm).
fn number_words(n: f64) -> &'static str {
    if n.is_nan() {
        "NaN"
    } else if n == f64::INFINITY {
        "Infinity"
    } else if n == f64::NEG_INFINITY {
        "-Infinity"
    } else if n < 0.0 {
        "a negative number"
    } else if n == 0.0 {
        "0"
    } else {
        "a number below 1"
    }
}

/// The smallest value a count or a time limit accepts.
#[derive(Clone, Copy)]
enum Least {
    /// Any number above 0 (a time in milliseconds).
    AboveZero,
    /// 1 or more (a count of nodes).
    One,
}

/// `value` of the limit `limits.{field}` if it is finite and not below `least`, else the error
/// saying what the field takes and what it got.
fn positive_finite(value: f64, field: &str, least: Least) -> Result<f64, JsError> {
    let (accepted, takes) = match least {
        Least::AboveZero => (value > 0.0, "of milliseconds above 0"),
        Least::One => (value >= 1.0, "of nodes, 1 or more"),
    };
    if value.is_finite() && accepted {
        Ok(value)
    } else {
        Err(js_error(format!(
            "limits.{field} must be a finite number {takes} (got {})",
            number_words(value)
        )))
    }
}

/// Search limits from the page (`{timeMs, depth, nodes}`, each optional), `None` when absent.
fn read_limits(limits: &JsValue) -> Result<Option<Limits>, JsError> {
    let Some(limits) = given(limits.clone()) else {
        return Ok(None);
    };
    let what = "limits";
    let depth = number_field(&limits, what, "depth")?
        .map(|d| whole(d, u32::MAX as f64, || "limits.depth".into()))
        .transpose()?;
    let nodes = number_field(&limits, what, "nodes")?
        .map(|n| positive_finite(n, "nodes", Least::One).map(|n| n as u64))
        .transpose()?;
    let time_ms = number_field(&limits, what, "timeMs")?
        .map(|t| positive_finite(t, "timeMs", Least::AboveZero))
        .transpose()?;
    Ok(Some(Limits {
        depth: depth.map(|d| d as u32),
        nodes,
        time_ms,
    }))
}

/// A search's progress or answer.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SearchView {
    /// The move to play, if there is one.
    #[serde(rename = "move")]
    mv: Option<MoveView>,
    notation: Option<String>,
    /// Hundredths of a man, from the side to move's view.
    score: i32,
    /// Plies to a forced win (positive) or loss (negative), when the search found one.
    win_in: Option<i32>,
    depth: u32,
    nodes: f64,
    time_ms: f64,
    /// The principal variation in notation.
    pv: Vec<String>,
}

fn search_view(game: &Game, info: &SearchInfo, best: Option<&Move>) -> SearchView {
    let variant = game.variant();
    let root = *game.position();
    let legal = game.legal_moves();
    let mut pv = Vec::new();
    let mut pos = root;
    for m in &info.pv {
        pv.push(write_move(variant, &pos, m));
        pos = pos.play(m);
    }
    let best = best.or(info.pv.first());
    let win_in = if info.score >= MATE_BOUND {
        Some(MATE - info.score)
    } else if info.score <= -MATE_BOUND {
        Some(-(MATE + info.score))
    } else {
        None
    };
    SearchView {
        mv: best.map(|m| move_view(variant, &root, &legal, m)),
        notation: best.map(|m| write_move(variant, &root, m)),
        score: info.score,
        win_in,
        depth: info.depth,
        nodes: info.nodes as f64,
        time_ms: info.time_ms as f64,
        pv,
    }
}

/// Why the piece on `from` cannot move at all, choosing the most telling rule among every
/// square it might have tried to reach.
fn explain_piece(variant: Variant, pos: &Position, from: u8) -> Option<Restriction> {
    let info = variant.info();
    let mut best: Option<Restriction> = None;
    let rank = |r: &Restriction| match r {
        Restriction::NotAMove => 0,
        Restriction::NoPieceToMove => 1,
        Restriction::CaptureCompulsory { .. } => 2,
        _ => 3,
    };
    for row in 0..info.rows {
        for col in 0..info.cols {
            let Some(to) = at_display(variant, row, col) else {
                continue;
            };
            if to == from {
                continue;
            }
            match explain(variant, pos, from, to) {
                None => return None,
                Some(r) if best.as_ref().is_none_or(|b| rank(&r) > rank(b)) => best = Some(r),
                Some(_) => {}
            }
        }
    }
    best
}

/// A game: start, moves with an undo/redo cursor, result.
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    game: Game,
}

impl WasmGame {
    fn view(&self, mv: &Move) -> MoveView {
        let legal = self.game.legal_moves();
        move_view(self.game.variant(), self.game.position(), &legal, mv)
    }

    fn played(&mut self, mv: Move) -> Result<JsValue, JsError> {
        let view = self.view(&mv);
        self.game.play(&mv).map_err(js_error)?;
        to_js(&view)
    }
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// A game of `variant` (a name such as `international`) from its standard start.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str) -> Result<WasmGame, JsError> {
        Ok(WasmGame {
            game: Game::new(variant_named(variant)?),
        })
    }

    /// A game of `variant` from a position in PDN FEN (`W:W31-50:B1-20`).
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(variant: &str, fen: &str) -> Result<WasmGame, JsError> {
        let variant = variant_named(variant)?;
        let game = Game::from_fen(variant, fen).map_err(js_error)?;
        Ok(WasmGame { game })
    }

    /// A game from a starting-position file (`www/positions/<game>.json` format).
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(json: &str) -> Result<WasmGame, JsError> {
        let (variant, pos) = parse_setup(json).map_err(js_error)?;
        Ok(WasmGame {
            game: Game::from_position(variant, pos),
        })
    }

    /// The first game of a PDN text, replayed to its last move. The game's rules come from its
    /// `GameType` tag, else `default_variant`, else International.
    #[wasm_bindgen(js_name = fromPdn)]
    pub fn from_pdn(text: &str, default_variant: Option<String>) -> Result<WasmGame, JsError> {
        let default = default_variant.as_deref().map(variant_named).transpose()?;
        let pdn = read_game(text, default).map_err(js_error)?;
        Ok(WasmGame { game: pdn.game })
    }

    /// The game up to the cursor as PDN, with `tags` (`[[name, value], ...]`) first.
    #[wasm_bindgen(js_name = toPdn)]
    pub fn to_pdn(&self, tags: JsValue) -> Result<String, JsError> {
        let mut pairs = Vec::new();
        if let Some(tags) = given(tags) {
            for tag in items(&tags, "tags")? {
                let pair = items(&tag, "each tag")?;
                match (
                    pair.first().and_then(|n| n.as_string()),
                    pair.get(1).and_then(|v| v.as_string()),
                ) {
                    (Some(name), Some(value)) if pair.len() == 2 => pairs.push((name, value)),
                    _ => return Err(js_error("each tag must be [name, value], both strings")),
                }
            }
        }
        Ok(write_pdn(&self.game, &pairs))
    }

    /// The current position as a starting-position file (JSON).
    #[wasm_bindgen(js_name = toSetup)]
    pub fn to_setup(&self) -> String {
        write_setup(self.game.variant(), self.game.position())
    }

    /// A game rebuilt from [`WasmGame::record`].
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue) -> Result<WasmGame, JsError> {
        let what = "record";
        let variant = string_field(&record, what, "variant")?;
        let start = string_field(&record, what, "start")?;
        let moves = field(&record, what, "moves")?.unwrap_or(JsValue::UNDEFINED);
        let mut game = WasmGame::from_fen(&variant, &start)?.game;
        for (ply, i) in items(&moves, "record.moves")?.into_iter().enumerate() {
            let i = i
                .as_f64()
                .ok_or_else(|| js_error("record.moves must hold numbers"))
                .and_then(|n| whole(n, usize::MAX as f64, || "record.moves".into()))?
                as usize;
            let legal = game.legal_moves();
            let mv = legal
                .as_slice()
                .get(i)
                .copied()
                .ok_or_else(|| js_error(format!("record: move {} is not legal", ply + 1)))?;
            game.play(&mv).map_err(js_error)?;
        }
        Ok(WasmGame { game })
    }

    /// `{variant, start, moves}`: the game up to the cursor, for [`WasmGame::from_record`].
    /// Fails, rather than leave a move out, if a recorded move is not among the legal moves of
    /// the position it was played in.
    pub fn record(&self) -> Result<JsValue, JsError> {
        let variant = self.game.variant();
        let moves = self.game.moves()[..self.game.ply()]
            .iter()
            .enumerate()
            .map(|(i, m)| {
                self.game
                    .position_before(i)
                    .and_then(|pos| crate::legal_moves(variant, pos).iter().position(|l| l == m))
                    .ok_or_else(|| {
                        js_error(format!(
                            "record: move {} ({}) is not a legal move of its position",
                            i + 1,
                            full_move(variant, m)
                        ))
                    })
            })
            .collect::<Result<Vec<usize>, JsError>>()?;
        to_js(&Record {
            variant: variant.name().into(),
            start: write_fen(variant, self.game.start()),
            moves,
        })
    }

    /// The game's name.
    pub fn variant(&self) -> String {
        self.game.variant().name().into()
    }

    /// FEN of the current position.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// FEN of the start position.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        write_fen(self.game.variant(), self.game.start())
    }

    /// The pieces of the current position: `[{square, piece}]`, `piece` being `white-man`,
    /// `white-king`, `black-man` or `black-king`.
    pub fn pieces(&self) -> Result<JsValue, JsError> {
        let variant = self.game.variant();
        let pos = self.game.position();
        let list: Vec<PieceView> = Squares(pos.occupied())
            .filter_map(|sq| {
                let p = pos.piece_at(sq)?;
                let role = if p.role == Role::King { "king" } else { "man" };
                Some(PieceView {
                    square: square_name(variant, sq),
                    piece: format!("{}-{role}", p.color.name()),
                })
            })
            .collect();
        to_js(&list)
    }

    /// The legal moves of the current position (none once the game is over), as move objects
    /// `{index, from, to, path, captured, notation, full, crowned}`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        let variant = self.game.variant();
        let pos = self.game.position();
        let legal = self.game.legal_moves();
        let list: Vec<MoveView> = legal
            .iter()
            .map(|m| move_view(variant, pos, &legal, m))
            .collect();
        to_js(&list)
    }

    /// Plays a move written in the game's notation (`32-28`, `28x19x10`) and returns it.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let variant = self.game.variant();
        let mv = crate::notation::movetext::parse_move(variant, self.game.position(), text)
            .map_err(js_error)?;
        self.played(mv)
    }

    /// Plays the legal move at `index` of [`WasmGame::legal_moves`] and returns it.
    #[wasm_bindgen(js_name = playIndex)]
    pub fn play_index(&mut self, index: usize) -> Result<JsValue, JsError> {
        let legal = self.game.legal_moves();
        let mv = legal.as_slice().get(index).copied().ok_or_else(|| {
            js_error(format!(
                "there is no legal move number {index} (there are {})",
                legal.len()
            ))
        })?;
        self.played(mv)
    }

    /// Takes back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Replays one taken-back move; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    /// Moves the cursor to after `ply` moves (0 = the start); false beyond the moves recorded.
    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&mut self, ply: usize) -> bool {
        self.game.go_to(ply)
    }

    /// Every move recorded, including those after the cursor, as move objects.
    pub fn history(&self) -> Result<JsValue, JsError> {
        let variant = self.game.variant();
        let list: Vec<MoveView> = self
            .game
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let pos = self.game.position_before(i)?;
                let legal = crate::legal_moves(variant, pos);
                Some(move_view(variant, pos, &legal, m))
            })
            .collect();
        to_js(&list)
    }

    /// The recorded moves in notation.
    #[wasm_bindgen(js_name = moveTexts)]
    pub fn move_texts(&self) -> Vec<String> {
        self.game.move_texts()
    }

    /// `{variant, toMove, ply, length, result: {state, winner, reason, text, pdn}}`.
    pub fn status(&self) -> Result<JsValue, JsError> {
        let pos = self.game.position();
        to_js(&StatusView {
            variant: self.game.variant().name(),
            to_move: pos.side().name(),
            ply: self.game.ply(),
            length: self.game.moves().len(),
            result: result_view(&self.game.result(), self.game.variant()),
        })
    }

    /// Why moving from `from` to `to` is not allowed, in words; `undefined` when it is legal.
    /// Without `to`: why the piece on `from` cannot move at all, or `undefined` if it can.
    pub fn explain(&self, from: &str, to: Option<String>) -> Result<Option<String>, JsError> {
        let variant = self.game.variant();
        let result = self.game.result();
        if result != GameResult::Ongoing {
            return Ok(Some(format!("The game is over: {}.", result.describe())));
        }
        let pos = self.game.position();
        let from = square_named(variant, from)?;
        let why = match to {
            Some(to) => explain(variant, pos, from, square_named(variant, &to)?),
            None => explain_piece(variant, pos, from),
        };
        Ok(why.map(|r| r.message()))
    }
}

/// An opponent as listed in the menu.
#[derive(Serialize)]
struct OpponentEntry {
    /// What [`Bot::new`] takes (`level:6`, `mcts:9`, `greedy`…).
    id: String,
    title: String,
}

/// The opponents offered to players, weakest level first, then the other bots: `[{id, title}]`.
#[wasm_bindgen]
pub fn opponents() -> Result<JsValue, JsError> {
    let list: Vec<OpponentEntry> = Opponent::menu()
        .iter()
        .map(|o| OpponentEntry {
            id: o.to_string(),
            title: o.title(),
        })
        .collect();
    to_js(&list)
}

/// The bot: one opponent with its search state, kept between the moves of a game.
#[wasm_bindgen]
pub struct Bot {
    bot: levels::Bot,
}

#[wasm_bindgen]
impl Bot {
    /// The bot playing as `opponent` (an id from [`opponents`], a level `1`-`9` or its name;
    /// the strongest level when absent), its choices drawn from `seed` (random when absent).
    #[wasm_bindgen(constructor)]
    pub fn new(opponent: Option<String>, seed: Option<f64>) -> Result<Bot, JsError> {
        let opponent = match opponent {
            Some(text) => Opponent::parse(&text).map_err(js_error)?,
            None => Opponent::MASTER,
        };
        let seed = match seed {
            Some(s) => s as u64,
            None => Rng::from_entropy().next_u64(),
        };
        Ok(Bot {
            bot: levels::Bot::new(opponent, seed),
        })
    }

    /// The opponent's id.
    pub fn opponent(&self) -> String {
        self.bot.opponent().to_string()
    }

    /// Forgets what was learnt (a new game).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.bot.new_game();
    }

    /// Chooses a move in the current position of `game` and returns `{move, notation, score,
    /// winIn, depth, nodes, timeMs, pv}`; `move` is null when there is no legal move. `limits`
    /// (`{timeMs, depth, nodes}`) replaces the opponent's own budget. `onInfo`, if given,
    /// receives the same shape after each completed iteration.
    pub fn search(
        &mut self,
        game: &WasmGame,
        limits: JsValue,
        on_info: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let limits = read_limits(&limits)?;
        if limits == Some(Limits::default()) {
            return Err(js_error(
                "limits need timeMs, depth or nodes (e.g. {timeMs: 1000}), or none at all",
            ));
        }
        let game = &game.game;
        let mut failure: Option<JsError> = None;
        let mut report = |info: &SearchInfo| {
            let Some(callback) = &on_info else {
                return;
            };
            if failure.is_some() {
                return;
            }
            let sent = to_js(&search_view(game, info, None)).and_then(|v| {
                callback
                    .call1(&JsValue::NULL, &v)
                    .map(|_| ())
                    .map_err(|e| js_error(format!("onInfo failed: {e:?}")))
            });
            if let Err(e) = sent {
                failure = Some(e);
            }
        };
        let result = self.bot.think(game, limits, &mut report);
        if let Some(e) = failure {
            return Err(e);
        }
        to_js(&search_view(game, &result.info, result.best.as_ref()))
    }
}
