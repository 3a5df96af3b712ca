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

use crate::notation::setup::SetupFile;
use crate::page_api::views::search_view;
use crate::page_api::{self, LimitsInput, PageGame, RecordInput};
use crate::rng::Rng;
use crate::search::levels::{self, Opponent};
use crate::search::SearchInfo;

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

/// The entry of the game named `name` (a built-in game or `house:<switches>`), as [`games`]
/// lists them.
#[wasm_bindgen(js_name = gameEntry)]
pub fn game_entry(name: &str) -> Result<JsValue, JsError> {
    to_js(&page_api::game_entry(name).map_err(js_error)?)
}

/// The board of a game as the page draws it: `{kind, cols, rows, squares: [{name, row, col}],
/// lines: [[a, b]]}`, `kind` being `dark-squares`, `all-squares` or `points`.
#[wasm_bindgen]
pub fn layout(variant: &str) -> Result<JsValue, JsError> {
    to_js(&page_api::layout(variant).map_err(js_error)?)
}

/// The switches of house rules set as the built-in game `name` plays them (`board=8
/// backward=yes …`), or `undefined` for a game that is no diagonal draughts game.
#[wasm_bindgen(js_name = houseRulesOf)]
pub fn house_rules_of(name: &str) -> Result<Option<String>, JsError> {
    page_api::house_rules_of(name).map_err(js_error)
}

/// Every game of a PDN text, for a list to pick from: `[{index, line, variant, tags, plies,
/// result, error}]`. A text that holds no game at all is refused with the reason.
#[wasm_bindgen(js_name = pdnGames)]
pub fn pdn_games(text: &str, default_variant: Option<String>) -> Result<JsValue, JsError> {
    to_js(&page_api::pdn_entries(text, default_variant.as_deref()).map_err(js_error)?)
}

/// The opponents offered to players, weakest level first, then the other bots: `[{id, title}]`.
#[wasm_bindgen]
pub fn opponents() -> Result<JsValue, JsError> {
    to_js(&page_api::opponents())
}

/// A value the page hands the engine (an object from `JSON.parse`, or one the page built), read
/// by serde; a failure names the field and what was expected (`white.men[2]: invalid type: …`).
fn from_js<T: serde::de::DeserializeOwned>(value: JsValue, what: &str) -> Result<T, JsError> {
    let de = serde_wasm_bindgen::Deserializer::from(value);
    serde_path_to_error::deserialize(de).map_err(|e| {
        // serde-wasm-bindgen's errors are JavaScript errors, whose text begins `Error: `.
        let inner = e.inner().to_string();
        let inner = inner.strip_prefix("Error: ").unwrap_or(&inner);
        js_error(format!(
            "{what}: {}",
            crate::notation::setup::describe_json_error(e.path(), &inner)
        ))
    })
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

    /// A game from a starting position: the object a position file (`www/positions/<game>.json`
    /// format) holds, as the page's `JSON.parse` reads it.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(setup: JsValue) -> Result<WasmGame, JsError> {
        let file: SetupFile = from_js(setup, "position")?;
        wrap(PageGame::from_setup_file(&file))
    }

    /// The first game of a PDN text, replayed to its last move, with its tags. The game's rules
    /// come from its `GameType` tag, else `default_variant`, else International. A text that
    /// holds no game (no move, position or result) is refused.
    #[wasm_bindgen(js_name = fromPdn)]
    pub fn from_pdn(text: &str, default_variant: Option<String>) -> Result<WasmGame, JsError> {
        wrap(PageGame::from_pdn(text, default_variant.as_deref()))
    }

    /// Game `index` (from 0) of a PDN text of many games, read as `fromPdn` reads the first.
    #[wasm_bindgen(js_name = fromPdnGame)]
    pub fn from_pdn_game(
        text: &str,
        index: usize,
        default_variant: Option<String>,
    ) -> Result<WasmGame, JsError> {
        wrap(PageGame::from_pdn_game(
            text,
            index,
            default_variant.as_deref(),
        ))
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

    /// The whole game as PDN, with `tags` (`[[name, value], ...]`, or nothing) first.
    #[wasm_bindgen(js_name = toPdn)]
    pub fn to_pdn(&self, tags: JsValue) -> Result<String, JsError> {
        let tags: Vec<(String, String)> = if tags.is_undefined() || tags.is_null() {
            Vec::new()
        } else {
            from_js(tags, "tags")?
        };
        Ok(self.game.to_pdn(&tags))
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
        let r: RecordInput = from_js(record, "record")?;
        wrap(PageGame::from_record(&r.variant, &r.start, &r.moves))
    }

    /// `{variant, start, moves}`: the game up to the cursor, for [`WasmGame::from_record`].
    /// Fails, rather than leave a move out, if a recorded move is not among the legal moves of
    /// the position it was played in.
    pub fn record(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.record().map_err(js_error)?)
    }

    /// The game's name.
    pub fn variant(&self) -> String {
        self.game.variant()
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

    /// Ends the game at its last move as lost on time by `color` (`white` or `black`).
    #[wasm_bindgen(js_name = loseOnTime)]
    pub fn lose_on_time(&mut self, color: &str) -> Result<(), JsError> {
        self.game.lose_on_time(color).map_err(js_error)
    }

    /// Drops the moves after the cursor, so the game goes on from the position shown; returns
    /// how many were dropped.
    pub fn truncate(&mut self) -> usize {
        self.game.truncate()
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
    /// winner, reason, count, rule, text, pdn}`: `result` at the cursor, `finalResult` after the
    /// last move.
    pub fn status(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.status())
    }

    /// Why a move or a piece cannot move, as the rule's code and values for the page to word
    /// (`{rule: "capture-compulsory", pieces: ["28"]}`), or undefined when it can.
    pub fn restriction(&self, from: &str, to: Option<String>) -> Result<JsValue, JsError> {
        to_js(
            &self
                .game
                .restriction(from, to.as_deref())
                .map_err(js_error)?,
        )
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
        let limits = if limits.is_undefined() || limits.is_null() {
            None
        } else {
            let input: LimitsInput = from_js(limits, "limits")?;
            Some(input.limits().map_err(js_error)?)
        };
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
