//! The browser's API: games, boards, moves, results and the bot, as plain JavaScript values.
//!
//! A thin binding of [`crate::page_api`], which holds the logic: squares cross this boundary as
//! names in the game's notation (`32`, `c3`), moves as [`MoveView`] objects, and every failure as
//! a JavaScript `Error` carrying a readable message. The page and the worker each load this
//! module; the worker rebuilds the page's game from a [`Record`] (start FEN and move indices) so
//! both sides agree on the history the bot sees.
//!
//! [`MoveView`]: crate::page_api::views::MoveView
//! [`Record`]: crate::page_api::Record

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::page_api::views::search_view;
use crate::page_api::{self, PageGame};
use crate::rng::Rng;
use crate::search::levels::{self, Opponent};
use crate::search::{Limits, SearchInfo};

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

/// Every game Dama plays, in menu order: `[{name, title, cols, rows, notation, firstToMove,
/// startFen}]`, `notation` being `numeric`, `numeric-mirrored` or `algebraic`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    to_js(&page_api::games())
}

/// The playable squares of a game's board: `[{name, row, col}]`.
#[wasm_bindgen]
pub fn layout(variant: &str) -> Result<JsValue, JsError> {
    to_js(&page_api::layout(variant).map_err(js_error)?)
}

/// The opponents offered to players, weakest level first, then the other bots: `[{id, title}]`.
#[wasm_bindgen]
pub fn opponents() -> Result<JsValue, JsError> {
    to_js(&page_api::opponents())
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

/// `[[name, value], ...]` from the page, both strings.
fn read_tags(tags: JsValue) -> Result<Vec<(String, String)>, JsError> {
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
    Ok(pairs)
}

/// A game: start, moves with an undo/redo cursor, result, and the tags of the file it came from.
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    game: PageGame,
}

fn wrap(game: Result<PageGame, String>) -> Result<WasmGame, JsError> {
    game.map(|game| WasmGame { game }).map_err(js_error)
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// A game of `variant` (a name such as `international`) from its standard start.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str) -> Result<WasmGame, JsError> {
        wrap(PageGame::new(variant))
    }

    /// A game of `variant` from a position in PDN FEN (`W:W31-50:B1-20`).
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(variant: &str, fen: &str) -> Result<WasmGame, JsError> {
        wrap(PageGame::from_fen(variant, fen))
    }

    /// A game from a starting-position file (`www/positions/<game>.json` format).
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(json: &str) -> Result<WasmGame, JsError> {
        wrap(PageGame::from_setup(json))
    }

    /// The first game of a PDN text, replayed to its last move, with its tags. The game's rules
    /// come from its `GameType` tag, else `default_variant`, else International. A text that
    /// holds no game (no move, position or result) is refused.
    #[wasm_bindgen(js_name = fromPdn)]
    pub fn from_pdn(text: &str, default_variant: Option<String>) -> Result<WasmGame, JsError> {
        wrap(PageGame::from_pdn(text, default_variant.as_deref()))
    }

    /// A game of `variant` from `start` (a FEN, or the standard start when absent) and `moves`
    /// in the game's notation, played in turn.
    #[wasm_bindgen(js_name = fromMoves)]
    pub fn from_moves(
        variant: &str,
        start: Option<String>,
        moves: Vec<String>,
    ) -> Result<WasmGame, JsError> {
        wrap(PageGame::from_moves(variant, start.as_deref(), &moves))
    }

    /// The whole game as PDN, with `tags` (`[[name, value], ...]`) first.
    #[wasm_bindgen(js_name = toPdn)]
    pub fn to_pdn(&self, tags: JsValue) -> Result<String, JsError> {
        Ok(self.game.to_pdn(&read_tags(tags)?))
    }

    /// The tags of the file the game was read from: `[[name, value], ...]` (empty for a game
    /// begun on the page).
    pub fn tags(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.tags())
    }

    /// The current position as a starting-position file (JSON).
    #[wasm_bindgen(js_name = toSetup)]
    pub fn to_setup(&self) -> String {
        self.game.to_setup()
    }

    /// A game rebuilt from [`WasmGame::record`].
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue) -> Result<WasmGame, JsError> {
        let what = "record";
        let variant = string_field(&record, what, "variant")?;
        let start = string_field(&record, what, "start")?;
        let moves = field(&record, what, "moves")?.unwrap_or(JsValue::UNDEFINED);
        let moves = items(&moves, "record.moves")?
            .into_iter()
            .map(|i| {
                i.as_f64()
                    .ok_or_else(|| js_error("record.moves must hold numbers"))
                    .and_then(|n| whole(n, usize::MAX as f64, || "record.moves".into()))
                    .map(|n| n as usize)
            })
            .collect::<Result<Vec<usize>, JsError>>()?;
        wrap(PageGame::from_record(&variant, &start, &moves))
    }

    /// `{variant, start, moves}`: the game up to the cursor, for [`WasmGame::from_record`].
    /// Fails, rather than leave a move out, if a recorded move is not among the legal moves of
    /// the position it was played in.
    pub fn record(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.record().map_err(js_error)?)
    }

    /// The game's name.
    pub fn variant(&self) -> String {
        self.game.variant().into()
    }

    /// FEN of the current position.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// FEN of the start position.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.start_fen()
    }

    /// The pieces of the current position: `[{square, piece}]`, `piece` being `white-man`,
    /// `white-king`, `black-man` or `black-king`.
    pub fn pieces(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.pieces())
    }

    /// The legal moves of the current position (none once the game is over), as move objects
    /// `{index, from, to, path, captured, notation, full, crowned}`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.legal_moves())
    }

    /// Plays a move written in the game's notation (`32-28`, `28x19x10`) and returns it.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        to_js(&self.game.play(text).map_err(js_error)?)
    }

    /// Plays the legal move at `index` of [`WasmGame::legal_moves`] and returns it.
    #[wasm_bindgen(js_name = playIndex)]
    pub fn play_index(&mut self, index: usize) -> Result<JsValue, JsError> {
        to_js(&self.game.play_index(index).map_err(js_error)?)
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
        to_js(&self.game.history())
    }

    /// The recorded moves in notation.
    #[wasm_bindgen(js_name = moveTexts)]
    pub fn move_texts(&self) -> Vec<String> {
        self.game.move_texts()
    }

    /// `{variant, toMove, ply, length, result, finalResult}`, each result being `{state,
    /// winner, reason, text, pdn}`: `result` at the cursor, `finalResult` after the last move.
    pub fn status(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.status())
    }

    /// Why moving from `from` to `to` is not allowed, in words; `undefined` when it is legal.
    /// Without `to`: why the piece on `from` cannot move at all, or `undefined` if it can.
    pub fn explain(&self, from: &str, to: Option<String>) -> Result<Option<String>, JsError> {
        self.game.explain(from, to.as_deref()).map_err(js_error)
    }
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
        let game = game.game.game();
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
