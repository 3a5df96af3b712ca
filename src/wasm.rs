//! The browser's API: games, boards, moves, results and the bot, as plain JavaScript values.
//!
//! A thin binding of [`crate::page_api`], which holds the logic: squares cross this boundary as
//! names in the game's notation (`32`, `c3`), moves as [`MoveView`] objects, and every failure as
//! a JavaScript `Error` carrying a readable message in English (and, for the reasons a position,
//! a record or a move is refused, a `wording` the page words in its own language). The page and
//! the worker each load this module; the worker rebuilds the page's game from a [`Record`]
//! (start FEN and move indices) so both sides agree on the history the bot sees. This build
//! leaves out the bot's learned tables and books: the page gives a game's files to the worker's
//! instance ([`data_files`], [`load_data`]) before its first search.
//!
//! [`MoveView`]: crate::page_api::views::MoveView
//! [`Record`]: crate::page_api::Record

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::common::json_errors::{at_path, serde_message};
use crate::common::rng::Rng;
use crate::draughts::notation::setup::{SetupError, SetupFile};
use crate::page_api::piece_layout::PieceLayout;
use crate::page_api::{
    self, DraughtsPage, LimitsInput, PageApi, PageBot, PiecePage, RecordInput, Refusal,
};
use crate::search::bot::BookUse;
use crate::search::levels::Opponent;

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

/// A JavaScript `Error` with the refusal's English text as its message and, where the engine
/// words the reason, its [`Wording`](crate::common::wording::Wording) as `wording` (`{key, args}`), which
/// the page puts in its own language.
fn refused(refusal: impl Into<Refusal>) -> JsValue {
    let refusal = refusal.into();
    let error = JsValue::from(JsError::new(&refusal.text));
    if let Some(wording) = refusal.wording.as_ref().and_then(|w| to_js(w).ok()) {
        // Setting a property of a fresh Error object cannot fail.
        let _ = js_sys::Reflect::set(&error, &"wording".into(), &wording);
    }
    error
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js_error)
}

/// Every game Dama plays, in menu order: the draughts games `[{name, title, cols, rows,
/// notation, firstToMove, startFen}]` (`notation` being `numeric`, `numeric-mirrored` or
/// `algebraic`), then the piece games, whose entries add `family: 'piece'`, `kinds: [{name,
/// letter, picture}]`, `sideNames`, `drops` and `file`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    to_js(&page_api::games())
}

/// Solves more of the endgame bitbase the levels build for `variant` (a draughts game), for at
/// most `budget_ms` milliseconds (a few thousand positions at least): `true` once it is
/// complete (with the lone kings' four-piece endings), `false` while some is left or where the
/// game has none (Frisian, Frysk!).
#[wasm_bindgen(js_name = solveEndgames)]
pub fn solve_endgames(variant: &str, budget_ms: f64) -> Result<bool, JsError> {
    let variant = crate::draughts::rules::Variant::parse(variant).map_err(js_error)?;
    crate::draughts::endgames::solved(variant, Some(budget_ms));
    Ok(crate::draughts::endgames::is_complete(variant))
}

/// The bot's data files a game wants, by name (`flying10.pat`: its family's learned tables;
/// `international.book`: its opening book): what the page gives the engine with [`load_data`]
/// before the first search of the game named `game` (a draughts game or house rules; none for
/// a piece game). This build leaves them out ([`crate::draughts::data`]).
#[wasm_bindgen(js_name = dataFiles)]
pub fn data_files(game: &str) -> Vec<String> {
    crate::draughts::rules::Variant::parse(game)
        .map(crate::draughts::data::files_for)
        .unwrap_or_default()
}

/// Gives the engine the data file `name` (as [`data_files`] names it) with its contents
/// `bytes`; loading a file again is harmless. A name that is no data file, or bytes that are not
/// that file, are refused with an error saying what is wrong, and the engine goes on without it
/// (the hand-written evaluation, no book).
#[wasm_bindgen(js_name = loadData)]
pub fn load_data(name: &str, bytes: &[u8]) -> Result<(), JsError> {
    crate::draughts::data::load(name, bytes).map_err(js_error)
}

/// Whether the engine has the data file `name`.
#[wasm_bindgen(js_name = hasData)]
pub fn has_data(name: &str) -> bool {
    crate::draughts::data::has(name)
}

/// The entry of the game named `name` (a built-in game, `house:<switches>`, or `file:` and a
/// game file's JSON), as [`games`] lists them.
#[wasm_bindgen(js_name = gameEntry)]
pub fn game_entry(name: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&page_api::game_entry(name).map_err(refused)?)?)
}

/// The board of a game as the page draws it: `{kind, cols, rows, squares: [{name, row, col}],
/// lines: [[a, b]]}`, `kind` being `dark-squares`, `all-squares` or `points`.
#[wasm_bindgen]
pub fn layout(variant: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&page_api::layout(variant).map_err(refused)?)?)
}

/// Checks a game file (its JSON text): the game's entry, or an error naming the piece, the
/// field and what was expected, with its wording for the page's language.
#[wasm_bindgen(js_name = checkGameFile)]
pub fn check_game_file(text: &str) -> Result<JsValue, JsValue> {
    let rules = crate::piece::PieceRules::from_json(text).map_err(refused)?;
    let game = crate::piece::PieceGame::new(std::sync::Arc::new(rules));
    Ok(to_js(&page_api::PageRules::entry(&game))?)
}

/// The switches of house rules set as the built-in game `name` plays them (`board=8
/// backward=yes …`), or `undefined` for a game that is no diagonal draughts game.
#[wasm_bindgen(js_name = houseRulesOf)]
pub fn house_rules_of(name: &str) -> Result<Option<String>, JsError> {
    page_api::house_rules_of(name).map_err(js_error)
}

/// Every game of a PDN text (or, for piece games, PGN or a CSA record), for a list to pick
/// from: `[{index, line, variant, tags, plies, result, error, wording}]` (`wording` the reason
/// of `error` for the page's language). A text that holds no game at all is refused with the
/// reason.
#[wasm_bindgen(js_name = pdnGames)]
pub fn pdn_games(text: &str, default_variant: Option<String>) -> Result<JsValue, JsValue> {
    let entries = page_api::pdn_entries(text, default_variant.as_deref()).map_err(refused)?;
    Ok(to_js(&entries)?)
}

/// The opponents offered to players, weakest level first, then the other bots: `[{id, title}]`.
#[wasm_bindgen]
pub fn opponents() -> Result<JsValue, JsError> {
    to_js(&page_api::opponents())
}

/// A value the page hands the engine (an object from `JSON.parse`, or one the page built), read
/// by serde; a failure is serde's message at the field it is about (`white.men[2]: invalid
/// type: …`), worded.
fn read_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, Refusal> {
    let de = serde_wasm_bindgen::Deserializer::from(value);
    serde_path_to_error::deserialize(de).map_err(|e| {
        // serde-wasm-bindgen's errors are JavaScript errors, whose text begins `Error: `.
        let inner = e.inner().to_string();
        let inner = inner.strip_prefix("Error: ").unwrap_or(&inner);
        at_path(&e.path().to_string(), serde_message(inner))
    })
}

/// [`read_js`] for the values the page builds itself, a failure named by `what` the value is.
fn from_js<T: serde::de::DeserializeOwned>(value: JsValue, what: &str) -> Result<T, JsError> {
    read_js(value).map_err(|problem| js_error(format!("{what}: {problem}")))
}

/// A game of any game Dama plays: start, moves with an undo/redo cursor, result, and the tags
/// of the file it came from.
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    game: Box<dyn PageApi>,
}

fn wrap(game: Result<Box<dyn PageApi>, Refusal>) -> Result<WasmGame, JsValue> {
    game.map(|game| WasmGame { game }).map_err(refused)
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// A game of `variant` (a name such as `international` or `chess`, or `file:` and a game
    /// file's JSON) from its standard start.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str) -> Result<WasmGame, JsValue> {
        wrap(page_api::open(variant, None))
    }

    /// A game of `variant` from a position: PDN FEN (`W:W31-50:B1-20`), or for a piece game
    /// FEN (SFEN for shogi).
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(variant: &str, fen: &str) -> Result<WasmGame, JsValue> {
        wrap(page_api::open(variant, Some(fen)))
    }

    /// A game from a starting position: the object a position file (`www/positions/<game>.json`
    /// format) holds, as the page's `JSON.parse` reads it.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(setup: JsValue) -> Result<WasmGame, JsValue> {
        let file: SetupFile = read_js(setup).map_err(|e| refused(SetupError::Json(e)))?;
        wrap(DraughtsPage::from_setup_file(&file).map(|g| Box::new(g) as Box<dyn PageApi>))
    }

    /// A piece game of `variant` from a position set up piece by piece (the position editor's):
    /// `{toMove, pieces: [{square, piece}], hands: [{side, kind, count}], castling}`.
    #[wasm_bindgen(js_name = fromLayout)]
    pub fn from_layout(variant: &str, layout: JsValue) -> Result<WasmGame, JsValue> {
        let layout: PieceLayout = from_js(layout, "position")?;
        wrap(PiecePage::from_layout(variant, &layout).map(|g| Box::new(g) as Box<dyn PageApi>))
    }

    /// The first game of a PDN text (PGN or CSA for a piece game), replayed to its last move,
    /// with its tags. The game's rules come from its tags (`GameType`; `Variant` or `GameFile`
    /// for piece games), else `default_variant`, else International. A text that holds no game
    /// (no move, position or result) is refused.
    #[wasm_bindgen(js_name = fromPdn)]
    pub fn from_pdn(text: &str, default_variant: Option<String>) -> Result<WasmGame, JsValue> {
        Self::from_pdn_game(text, 0, default_variant)
    }

    /// Game `index` (from 0) of a PDN text of many games, read as `fromPdn` reads the first.
    #[wasm_bindgen(js_name = fromPdnGame)]
    pub fn from_pdn_game(
        text: &str,
        index: usize,
        default_variant: Option<String>,
    ) -> Result<WasmGame, JsValue> {
        wrap(page_api::open_file(text, index, default_variant.as_deref()))
    }

    /// A game of `variant` from `start` (a FEN, or the standard start when absent) and `moves`
    /// in the game's notation, played in turn.
    #[wasm_bindgen(js_name = fromMoves)]
    pub fn from_moves(
        variant: &str,
        start: Option<String>,
        moves: Vec<String>,
    ) -> Result<WasmGame, JsValue> {
        wrap(page_api::open_moves(variant, start.as_deref(), &moves))
    }

    /// The whole game as PDN (PGN for a piece game), with `tags` (`[[name, value], ...]`, or
    /// nothing) first.
    #[wasm_bindgen(js_name = toPdn)]
    pub fn to_pdn(&self, tags: JsValue) -> Result<String, JsError> {
        let tags: Vec<(String, String)> = if tags.is_undefined() || tags.is_null() {
            Vec::new()
        } else {
            from_js(tags, "tags")?
        };
        Ok(self.game.to_file(&tags))
    }

    /// The whole game as a CSA record, the players named `first` and `second`: 9x9 shogi games
    /// only (anything else is refused with the reason).
    #[wasm_bindgen(js_name = toCsa)]
    pub fn to_csa(&self, first: &str, second: &str) -> Result<String, JsValue> {
        self.game.to_csa([first, second]).map_err(refused)
    }

    /// The tags of the file the game was read from: `[[name, value], ...]` (empty for a game
    /// begun on the page).
    pub fn tags(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.tags())
    }

    /// The current position as a starting-position file (JSON); piece games have none (their
    /// positions are FEN).
    #[wasm_bindgen(js_name = toSetup)]
    pub fn to_setup(&self) -> Result<String, JsValue> {
        self.game.to_setup().map_err(refused)
    }

    /// A game rebuilt from [`WasmGame::record`].
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue) -> Result<WasmGame, JsValue> {
        let r: RecordInput = from_js(record, "record")?;
        wrap(page_api::open_record(&r))
    }

    /// `{variant, start, moves}`: the game up to the cursor, for [`WasmGame::from_record`].
    /// Fails, rather than leave a move out, if a recorded move is not among the legal moves of
    /// the position it was played in.
    pub fn record(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.record().map_err(js_error)?)
    }

    /// The scale of the curve from a search's score to the expected result of the side to move
    /// (`1 / (1 + e^(-score / scale))`), fitted for the game's family: a game's analysis counts
    /// each move's loss with it.
    #[wasm_bindgen(js_name = resultScale)]
    pub fn result_scale(&self) -> f64 {
        self.game.result_scale()
    }

    /// Whether this is a piece game (chess, shogi, a game file).
    #[wasm_bindgen(js_name = isPieceGame)]
    pub fn is_piece_game(&self) -> bool {
        self.game.is_piece_game()
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
    /// `white-king`, `black-man` or `black-king` in draughts, the side and the kind in a piece
    /// game (`white-queen`, `black-promoted-pawn`).
    pub fn pieces(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.pieces())
    }

    /// The pieces in hand (piece games with drops): `[{side, kind, piece, count}]`.
    pub fn hands(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.hands())
    }

    /// The legal moves of the current position (none once the game is over), as move objects
    /// `{index, from, to, path, captured, notation, full, crowned}`; a piece game's moves add
    /// `kind`, `promote`, `drop` (`from` is then `*` and the kind) and `partner` (castling).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.legal_moves())
    }

    /// The index among [`WasmGame::legal_moves`] of the move written `text` in the game's
    /// notation (`32-28`, `28x19x10`, `Nf3`, `P*5e`); throws why it is none, with its wording.
    #[wasm_bindgen(js_name = moveIndex)]
    pub fn move_index(&self, text: &str) -> Result<usize, JsValue> {
        self.game.move_index(text).map_err(refused)
    }

    /// Plays a move written in the game's notation (`32-28`, `28x19x10`, `Nf3`, `e7e8q`) and
    /// returns it.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsValue> {
        Ok(to_js(&self.game.play(text).map_err(refused)?)?)
    }

    /// Plays the legal move at `index` of [`WasmGame::legal_moves`] and returns it.
    #[wasm_bindgen(js_name = playIndex)]
    pub fn play_index(&mut self, index: usize) -> Result<JsValue, JsValue> {
        Ok(to_js(&self.game.play_index(index).map_err(refused)?)?)
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

    /// Ends the game at its last move as resigned by `color` (`white` or `black`): the other
    /// side wins, and its file says `[Termination "resignation"]`.
    pub fn resign(&mut self, color: &str) -> Result<(), JsError> {
        self.game.resign(color).map_err(js_error)
    }

    /// Ends the game at its last move as a draw the players agreed (`[Termination "draw
    /// agreed"]` in its file).
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.game.agree_draw().map_err(js_error)
    }

    /// The side to move declares an impasse (shogi's jishogi: both kings in their promotion
    /// zones); the points decide the game. Refused where the game has no such rule or the kings
    /// have not both entered.
    #[wasm_bindgen(js_name = declareImpasse)]
    pub fn declare_impasse(&mut self) -> Result<(), JsError> {
        self.game.declare_impasse().map_err(js_error)
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

    /// The tree of moves as the move list shows it: `{comment, main, current, places,
    /// inSideLine, warnings}`, `main` the main line's moves, each `{id, ply, notation, before,
    /// comment, nags, eval, onLine, current, variations}`, `variations` the side lines that are
    /// its alternatives (each a list of such moves). `current` is the id of the move shown (0
    /// at the start); `places` finds it again in the game written and read back.
    pub fn tree(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.tree_view())
    }

    /// Shows the position after the move `id` of [`WasmGame::tree`] (0: the start); its line
    /// becomes the line played, which undo, redo and `goTo` walk. False for no such move.
    #[wasm_bindgen(js_name = goToNode)]
    pub fn go_to_node(&mut self, id: usize) -> bool {
        self.game.go_to_node(id)
    }

    /// Shows the move found by the `places` of [`WasmGame::tree`]; false when there is none.
    #[wasm_bindgen(js_name = goToPlaces)]
    pub fn go_to_places(&mut self, places: Vec<usize>) -> bool {
        self.game.go_to_places(&places)
    }

    /// Makes the line through move `id` the main line; false for no such move.
    pub fn promote(&mut self, id: usize) -> bool {
        self.game.promote(id)
    }

    /// Deletes the side line move `id` is on, from its first move on; refused on the main line.
    #[wasm_bindgen(js_name = deleteLine)]
    pub fn delete_line(&mut self, id: usize) -> Result<(), JsValue> {
        self.game.delete_line(id).map_err(refused)
    }

    /// Sets the comment after move `id` (0: before the first move); an empty text removes it.
    /// False for no such move.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(&mut self, id: usize, text: &str) -> bool {
        self.game.set_comment(id, text)
    }

    /// Marks the main line's move `ply` (the first move is 1): its NAGs (`[6]` for `?!`, an
    /// inaccuracy; `[2]` `?`, a mistake; `[4]` `??`, a blunder; `[]` none) and its evaluation
    /// as `[%eval …]` writes it (`"0.23"`, `"#-3"`; undefined removes it). Saved with the game
    /// (`toPdn`). False when the main line has no such move.
    pub fn annotate(&mut self, ply: usize, nags: Vec<u8>, eval: Option<String>) -> bool {
        self.game.annotate(ply, &nags, eval.as_deref())
    }

    /// [`WasmGame::annotate`] on any move of the tree, by its `id`.
    #[wasm_bindgen(js_name = annotateNode)]
    pub fn annotate_node(&mut self, id: usize, nags: Vec<u8>, eval: Option<String>) -> bool {
        self.game.annotate_node(id, &nags, eval.as_deref())
    }

    /// The recorded moves in notation.
    #[wasm_bindgen(js_name = moveTexts)]
    pub fn move_texts(&self) -> Vec<String> {
        self.game.move_texts()
    }

    /// `{variant, toMove, ply, length, result, finalResult}`, each result being `{state,
    /// winner, reason, count, rule, text, pdn}`: `result` at the cursor, `finalResult` after the
    /// last move. A piece game's status adds `check` (the squares of the royal pieces in check),
    /// `startToMove` and `impasse`.
    pub fn status(&self) -> Result<JsValue, JsError> {
        to_js(&self.game.status())
    }

    /// Why a move or a piece cannot move, as the rule's code and values for the page to word
    /// (`{rule: "capture-compulsory", pieces: ["28"]}`), or undefined when it can (or the game
    /// is a piece game, whose moves are shown rather than explained).
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
    bot: PageBot,
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
            bot: PageBot::new(opponent, seed),
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

    /// Solves more of the endgame bitbase this bot will want near the end of `game`, for at most
    /// `budget_ms` milliseconds (a few thousand positions at least): what the worker does while
    /// the player thinks. `true` while more is left; `false` when there is nothing to do (a
    /// game far from its end, a piece game, a level below 5, all solved).
    #[wasm_bindgen(js_name = solveAhead)]
    pub fn solve_ahead(&mut self, game: &WasmGame, budget_ms: f64) -> bool {
        game.game.solve_ahead(&mut self.bot, budget_ms)
    }

    /// Chooses a move in the current position of `game` and returns `{move, notation, score,
    /// winIn, depth, nodes, timeMs, pv}`; `move` is null when there is no legal move. `limits`
    /// (`{timeMs, targetMs, depth, nodes, book, resume}`) replaces the opponent's own budget;
    /// `resume: {depth, score}`, an earlier search's deepest iteration in this position, has this
    /// one begin after it (an analysis in steps). `onInfo`, if given, receives the same shape
    /// after each completed iteration.
    pub fn search(
        &mut self,
        game: &WasmGame,
        limits: JsValue,
        on_info: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let (limits, book) = if limits.is_undefined() || limits.is_null() {
            (None, BookUse::OwnBudget)
        } else {
            let input: LimitsInput = from_js(limits, "limits")?;
            let book = if input.book == Some(true) {
                BookUse::Timed
            } else {
                BookUse::OwnBudget
            };
            (Some(input.limits().map_err(js_error)?), book)
        };
        self.bot.set_book(book);
        let mut failure: Option<JsError> = None;
        let mut send = |view| {
            let Some(callback) = &on_info else {
                return;
            };
            if failure.is_some() {
                return;
            }
            let sent = to_js(&view).and_then(|v| {
                callback
                    .call1(&JsValue::NULL, &v)
                    .map(|_| ())
                    .map_err(|e| js_error(format!("onInfo failed: {e:?}")))
            });
            if let Err(e) = sent {
                failure = Some(e);
            }
        };
        let answer = game.game.think(&mut self.bot, limits, &mut send);
        if let Some(e) = failure {
            return Err(e);
        }
        to_js(&answer)
    }
}
