//! The engine as the page uses it, in plain Rust, written once for every game: games opened by
//! name or from text (FEN, a position file, a game file of PDN, PGN or CSA, a list of moves),
//! played, explained and written out, and searched by the page's bots; moves, pieces and results
//! as serializable views ([`views`]). What a family adds comes through [`PageRules`]. Text comes
//! in, a value or a message a person can act on comes out, and nothing panics. `src/wasm.rs`
//! binds [`PageApi`], the one game the page holds, to JavaScript; native tests and the fuzz
//! targets call it directly.

pub mod bot;
pub mod draughts;
pub mod family;
pub mod game;
pub mod lines;
pub mod piece;
pub mod piece_layout;
pub mod views;

use serde::Serialize;

pub use crate::common::wording::Refusal;
use crate::common::wording::Wording;
use crate::draughts::restriction::Restriction;
use crate::draughts::rules::Variant;
use crate::draughts::Draughts;
use crate::game::tree::NodeId;
use crate::piece::csa;
use crate::registry::AnyGame;
use crate::search::levels::Opponent;
use crate::search::{Limits, Resume, MAX_LINES};
pub use bot::PageBot;
pub use draughts::DraughtsPage;
pub use family::PageRules;
pub use game::PageGame;
pub use lines::{NodeView, TreeView};
pub use piece::PiecePage;
use views::{BoardView, GameEntry, HandView, MoveView, PieceView, SearchView, StatusView};

/// A record of a PDN text that holds no game (no move, no position, no result), at `line`.
pub(crate) fn holds_no_game(line: usize) -> Refusal {
    Refusal::worded(
        format!(
            "line {line}: this record holds no game: no moves, no position (FEN tag) and no result"
        ),
        Wording::new("engine.pdn.holds-no-game").with("line", line),
    )
}

/// Legal move `index` (from 0) asked of a position with `count` legal moves.
pub(crate) fn no_such_move(index: usize, count: usize) -> Refusal {
    Refusal::worded(
        format!("there is no legal move number {index} (there are {count})"),
        Wording::new("engine.play.no-such-move")
            .with("number", index)
            .with("count", count),
    )
}

/// Game `index` (from 0) asked of a text holding `count` games.
pub(crate) fn no_such_game(index: usize, count: usize) -> Refusal {
    Refusal::worded(
        format!(
            "there is no game {} in this text: it holds {count}",
            index + 1
        ),
        Wording::new("engine.pdn.no-such-game")
            .with("number", index + 1)
            .with("count", count),
    )
}

/// The switches of house rules set as the game `name` plays (`board=8 backward=yes …`): a house
/// game's own, `house` the default ones, a built-in diagonal game's; none for another game.
pub fn house_rules_of(name: &str) -> Result<Option<String>, String> {
    if AnyGame::piece_named(name).map_err(|e| e.text)?.is_some() {
        return Ok(None);
    }
    Ok(match Variant::parse(name).map_err(|e| e.to_string())? {
        Variant::House(h) => Some(h.text()),
        v => crate::draughts::rules::HouseRules::of(v).map(|h| h.text()),
    })
}

/// One game of a PDN text, as a list to pick from shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PdnEntry {
    /// Its place in the text, from 0.
    pub index: usize,
    /// The line of the text where it starts.
    pub line: usize,
    /// The game's name (`international`), when it could be read.
    pub variant: Option<String>,
    /// The tags as written, names and values.
    pub tags: Vec<(String, String)>,
    /// The number of moves.
    pub plies: usize,
    /// The result as the file gives it (`1-0`, `*`).
    pub result: String,
    /// Why the game cannot be opened, when it cannot.
    pub error: Option<String>,
    /// The same reason for the page's language, where the engine words it.
    pub wording: Option<Wording>,
}

/// Every game of a text of game records (PDN; PGN or a CSA record for piece games), in order,
/// each readable one with its tags, moves and result and each broken one with the reason. The
/// family is the text's own: a CSA record, a PGN whose tags (or `default`) name a piece game,
/// else PDN. A text with no game at all is refused with the reason.
pub fn pdn_entries(text: &str, default: Option<&str>) -> Result<Vec<PdnEntry>, Refusal> {
    if csa::looks_like_csa(text) {
        // A CSA record holds one game.
        let game = PiecePage::from_csa(text, default)?;
        return Ok(vec![PdnEntry {
            index: 0,
            line: 1,
            variant: Some(game.variant()),
            tags: Vec::new(),
            plies: game.game().ply(),
            result: game.status().final_result.pdn.to_string(),
            error: None,
            wording: None,
        }]);
    }
    match default_of(text, default)? {
        AnyGame::Draughts(d) => entries(text, Some(&d)),
        AnyGame::Piece(p) => entries(text, Some(&p)),
    }
}

/// The family of a text of game records and its default game: a piece game where the first
/// game's tags or `default` name one, else draughts (`default`, else International).
fn default_of(text: &str, default: Option<&str>) -> Result<AnyGame, Refusal> {
    if PiecePage::names_piece_game(text, default) {
        let game = match default.map(AnyGame::piece_named).transpose()?.flatten() {
            Some(game) => game,
            None => AnyGame::piece_named("chess")?.expect("chess is built in"),
        };
        return Ok(AnyGame::Piece(game));
    }
    let variant = default.map(Variant::parse).transpose()?;
    Ok(AnyGame::Draughts(Draughts::new(
        variant.unwrap_or(Variant::International),
    )))
}

fn entries<G: PageRules>(text: &str, default: Option<&G>) -> Result<Vec<PdnEntry>, Refusal> {
    Ok(G::read_file(text, default)?
        .into_iter()
        .enumerate()
        .map(|(index, read)| match read.game {
            Ok(g) => PdnEntry {
                index,
                line: read.line,
                variant: Some(g.record.game_rules().name()),
                tags: g.tags,
                plies: g.record.moves().len(),
                result: g.result,
                error: None,
                wording: None,
            },
            Err(e) => PdnEntry {
                index,
                line: read.line,
                variant: None,
                tags: Vec::new(),
                plies: 0,
                result: String::new(),
                error: Some(e.text),
                wording: e.wording,
            },
        })
        .collect())
}

/// Game `index` (from 0) of a text of `G`'s game records, replayed to its last move, with its
/// tags; the rules of a game whose tags name none are `default`'s.
pub(crate) fn game_of_file<G: PageRules>(
    text: &str,
    index: usize,
    default: Option<&G>,
) -> Result<PageGame<G>, Refusal> {
    let mut games = G::read_file(text, default)?;
    let count = games.len();
    if index >= count {
        return Err(no_such_game(index, count));
    }
    let game = games.swap_remove(index).game?;
    Ok(PageGame::of_file(game))
}

/// Every built-in game Dama plays, in menu order: the draughts games, then the piece games.
pub fn games() -> Vec<GameEntry> {
    AnyGame::built_in().iter().map(entry_of).collect()
}

fn entry_of(game: &AnyGame) -> GameEntry {
    match game {
        AnyGame::Draughts(g) => g.entry(),
        AnyGame::Piece(g) => g.entry(),
    }
}

/// The entry of the game named `name` (a built-in game, `house:<switches>`, or `file:` and a
/// game file's JSON).
pub fn game_entry(name: &str) -> Result<GameEntry, Refusal> {
    Ok(entry_of(&AnyGame::named(name)?))
}

/// The board of the game named `name`, as the page draws it.
pub fn layout(name: &str) -> Result<BoardView, Refusal> {
    Ok(match AnyGame::named(name)? {
        AnyGame::Draughts(g) => g.board_view(),
        AnyGame::Piece(g) => g.board_view(),
    })
}

/// An opponent as listed in the menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpponentEntry {
    /// What the bot is made from (`level:6`, `mcts:9`, `greedy`…).
    pub id: String,
    /// Its name for players.
    pub title: String,
}

/// The opponents offered to players, weakest level first, then the other bots.
pub fn opponents() -> Vec<OpponentEntry> {
    Opponent::menu()
        .iter()
        .map(|o| OpponentEntry {
            id: o.to_string(),
            title: o.title(),
        })
        .collect()
}

/// What a worker needs to rebuild a game: its game, start and the moves played up to the cursor
/// as indices into each position's legal moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Record {
    /// The game's name.
    pub variant: String,
    /// The start in FEN.
    pub start: String,
    /// Each move's index among the legal moves of the position it was played in.
    pub moves: Vec<usize>,
}

/// The one game the page holds, whatever its family: what [`PageGame`] does, behind one
/// interface for `src/wasm.rs`.
pub trait PageApi {
    /// The game's name.
    fn variant(&self) -> String;
    /// Whether it is a piece game (it writes PGN rather than PDN).
    fn is_piece_game(&self) -> bool;
    /// The scale of the curve from a search's score to the expected result of the side to move
    /// (`1 / (1 + e^(-score / scale))`), fitted for the game's family.
    fn result_scale(&self) -> f64;
    /// The tags of the file it was read from.
    fn tags(&self) -> Vec<(String, String)>;
    /// FEN of the current position.
    fn fen(&self) -> String;
    /// FEN of the start position.
    fn start_fen(&self) -> String;
    /// The pieces of the current position.
    fn pieces(&self) -> Vec<PieceView>;
    /// The pieces in hand of the current position.
    fn hands(&self) -> Vec<HandView>;
    /// The legal moves of the current position (none once the game is over).
    fn legal_moves(&self) -> Vec<MoveView>;
    /// The place among [`PageApi::legal_moves`] of the move written `text` in the game's notation.
    fn move_index(&self, text: &str) -> Result<usize, Refusal>;
    /// Plays a move written in the game's notation.
    fn play(&mut self, text: &str) -> Result<MoveView, Refusal>;
    /// Plays the legal move at `index` of [`PageApi::legal_moves`].
    fn play_index(&mut self, index: usize) -> Result<MoveView, Refusal>;
    /// Takes back one move; false at the start.
    fn undo(&mut self) -> bool;
    /// Replays one taken-back move; false when there is none.
    fn redo(&mut self) -> bool;
    /// Ends the game at its last move as lost on time by `color`.
    fn lose_on_time(&mut self, color: &str) -> Result<(), String>;
    /// Ends the game at its last move as resigned by `color`.
    fn resign(&mut self, color: &str) -> Result<(), String>;
    /// Ends the game at its last move as a draw the players agreed.
    fn agree_draw(&mut self) -> Result<(), String>;
    /// The side to move declares the end its rules allow (shogi's impasse).
    fn declare_impasse(&mut self) -> Result<(), String>;
    /// Drops the moves after the cursor; returns how many.
    fn truncate(&mut self) -> usize;
    /// Moves the cursor to after `ply` moves; false beyond the moves recorded.
    fn go_to(&mut self, ply: usize) -> bool;
    /// Every move recorded, including those after the cursor.
    fn history(&self) -> Vec<MoveView>;
    /// The tree of moves, side lines included, as the move list shows it.
    fn tree_view(&self) -> TreeView;
    /// Shows the position after node `id` (its line becomes the line played); false when
    /// there is no such node.
    fn go_to_node(&mut self, id: NodeId) -> bool;
    /// Shows the node found by its places ([`TreeView::places`]); false when there is none.
    fn go_to_places(&mut self, places: &[usize]) -> bool;
    /// Makes the line through `id` the main line; false when there is no such node.
    fn promote(&mut self, id: NodeId) -> bool;
    /// Deletes the side line `id` is on; the main line is refused.
    fn delete_line(&mut self, id: NodeId) -> Result<(), Refusal>;
    /// Sets the comment after node `id` (0: before the first move); false when there is none.
    fn set_comment(&mut self, id: NodeId, text: &str) -> bool;
    /// Sets the NAGs and the evaluation of the main line's move `ply` (from 1).
    fn annotate(&mut self, ply: usize, nags: &[u8], eval: Option<&str>) -> bool;
    /// Sets the NAGs and the evaluation of node `id`.
    fn annotate_node(&mut self, id: NodeId, nags: &[u8], eval: Option<&str>) -> bool;
    /// The recorded moves in notation.
    fn move_texts(&self) -> Vec<String>;
    /// Where the game stands.
    fn status(&self) -> StatusView;
    /// The game up to the cursor as a [`Record`].
    fn record(&self) -> Result<Record, String>;
    /// The whole game in its file format (PDN, PGN), `tags` first.
    fn to_file(&self, tags: &[(String, String)]) -> String;
    /// The current position as a draughts position file (JSON).
    fn to_setup(&self) -> Result<String, Refusal>;
    /// The whole game as a CSA record (9x9 shogi).
    fn to_csa(&self, names: [&str; 2]) -> Result<String, Refusal>;
    /// Why a move from `from` (to `to`) is not allowed, for the page to word.
    fn restriction(&self, from: &str, to: Option<&str>) -> Result<Option<Restriction>, String>;
    /// The bot's move in the current position ([`PageBot::think`]).
    fn think(
        &self,
        bot: &mut PageBot,
        limits: Option<Limits>,
        on_info: &mut dyn FnMut(SearchView),
    ) -> SearchView;
    /// Solves more of the endgame tables `bot` will want near the end of this game, for at
    /// most `budget_ms` milliseconds; whether more is left.
    fn solve_ahead(&self, bot: &mut PageBot, budget_ms: f64) -> bool;
}

impl<G: PageRules> PageApi for PageGame<G> {
    fn result_scale(&self) -> f64 {
        self.rules().result_scale()
    }
    fn variant(&self) -> String {
        PageGame::variant(self)
    }
    fn is_piece_game(&self) -> bool {
        G::PIECES
    }
    fn tags(&self) -> Vec<(String, String)> {
        PageGame::tags(self).to_vec()
    }
    fn fen(&self) -> String {
        PageGame::fen(self)
    }
    fn start_fen(&self) -> String {
        PageGame::start_fen(self)
    }
    fn pieces(&self) -> Vec<PieceView> {
        PageGame::pieces(self)
    }
    fn hands(&self) -> Vec<HandView> {
        PageGame::hands(self)
    }
    fn legal_moves(&self) -> Vec<MoveView> {
        PageGame::legal_moves(self)
    }
    fn move_index(&self, text: &str) -> Result<usize, Refusal> {
        PageGame::move_index(self, text)
    }
    fn play(&mut self, text: &str) -> Result<MoveView, Refusal> {
        PageGame::play(self, text)
    }
    fn play_index(&mut self, index: usize) -> Result<MoveView, Refusal> {
        PageGame::play_index(self, index)
    }
    fn undo(&mut self) -> bool {
        PageGame::undo(self)
    }
    fn redo(&mut self) -> bool {
        PageGame::redo(self)
    }
    fn lose_on_time(&mut self, color: &str) -> Result<(), String> {
        PageGame::lose_on_time(self, color)
    }
    fn resign(&mut self, color: &str) -> Result<(), String> {
        PageGame::resign(self, color)
    }
    fn agree_draw(&mut self) -> Result<(), String> {
        PageGame::agree_draw(self)
    }
    fn declare_impasse(&mut self) -> Result<(), String> {
        PageGame::declare(self)
    }
    fn truncate(&mut self) -> usize {
        PageGame::truncate(self)
    }
    fn go_to(&mut self, ply: usize) -> bool {
        PageGame::go_to(self, ply)
    }
    fn history(&self) -> Vec<MoveView> {
        PageGame::history(self)
    }
    fn move_texts(&self) -> Vec<String> {
        PageGame::move_texts(self)
    }
    fn tree_view(&self) -> TreeView {
        PageGame::tree_view(self)
    }
    fn go_to_node(&mut self, id: NodeId) -> bool {
        PageGame::go_to_node(self, id)
    }
    fn go_to_places(&mut self, places: &[usize]) -> bool {
        PageGame::go_to_places(self, places)
    }
    fn promote(&mut self, id: NodeId) -> bool {
        PageGame::promote(self, id)
    }
    fn delete_line(&mut self, id: NodeId) -> Result<(), Refusal> {
        PageGame::delete_line(self, id)
    }
    fn set_comment(&mut self, id: NodeId, text: &str) -> bool {
        PageGame::set_comment(self, id, text)
    }
    fn annotate(&mut self, ply: usize, nags: &[u8], eval: Option<&str>) -> bool {
        PageGame::annotate(self, ply, nags, eval)
    }
    fn annotate_node(&mut self, id: NodeId, nags: &[u8], eval: Option<&str>) -> bool {
        PageGame::annotate_node(self, id, nags, eval)
    }
    fn status(&self) -> StatusView {
        PageGame::status(self)
    }
    fn record(&self) -> Result<Record, String> {
        PageGame::record(self)
    }
    fn to_file(&self, tags: &[(String, String)]) -> String {
        PageGame::to_file(self, tags)
    }
    fn to_setup(&self) -> Result<String, Refusal> {
        self.rules().to_setup(self.game())
    }
    fn to_csa(&self, names: [&str; 2]) -> Result<String, Refusal> {
        self.rules().to_csa(self.game(), names)
    }
    fn restriction(&self, from: &str, to: Option<&str>) -> Result<Option<Restriction>, String> {
        self.rules().restriction(self.game(), from, to)
    }
    fn think(
        &self,
        bot: &mut PageBot,
        limits: Option<Limits>,
        on_info: &mut dyn FnMut(SearchView),
    ) -> SearchView {
        bot.think(self, limits, on_info)
    }
    fn solve_ahead(&self, bot: &mut PageBot, budget_ms: f64) -> bool {
        bot.solve_ahead(self, budget_ms)
    }
}

/// A game of the game named `name` from its start, or from `fen`.
pub fn open(name: &str, fen: Option<&str>) -> Result<Box<dyn PageApi>, Refusal> {
    Ok(match AnyGame::named(name)? {
        AnyGame::Draughts(g) => Box::new(PageGame::starting(g, fen)?),
        AnyGame::Piece(g) => Box::new(PageGame::starting(g, fen)?),
    })
}

/// A game of `name` from `start` (the standard start when absent) and `moves` played in turn.
pub fn open_moves(
    name: &str,
    start: Option<&str>,
    moves: &[String],
) -> Result<Box<dyn PageApi>, Refusal> {
    Ok(match AnyGame::named(name)? {
        AnyGame::Draughts(g) => Box::new(PageGame::with_moves(g, start, moves)?),
        AnyGame::Piece(g) => Box::new(PageGame::with_moves(g, start, moves)?),
    })
}

/// A game rebuilt from a [`Record`]'s parts.
pub fn open_record(record: &RecordInput) -> Result<Box<dyn PageApi>, Refusal> {
    Ok(match AnyGame::named(&record.variant)? {
        AnyGame::Draughts(g) => Box::new(PageGame::rebuilt(g, &record.start, &record.moves)?),
        AnyGame::Piece(g) => Box::new(PageGame::rebuilt(g, &record.start, &record.moves)?),
    })
}

/// Game `index` (from 0) of a text of game records, replayed to its last move, with its tags:
/// a CSA record (one game), a PGN whose tags or `default` name a piece game, else PDN (its
/// rules from its `GameType` tag, else `default`, else International). A text that holds no
/// game (no move, position or result) is refused.
pub fn open_file(
    text: &str,
    index: usize,
    default: Option<&str>,
) -> Result<Box<dyn PageApi>, Refusal> {
    if csa::looks_like_csa(text) && index == 0 {
        return Ok(Box::new(PiecePage::from_csa(text, default)?));
    }
    Ok(match default_of(text, default)? {
        AnyGame::Draughts(d) => Box::new(game_of_file(text, index, Some(&d))?),
        AnyGame::Piece(p) => Box::new(game_of_file(text, index, Some(&p))?),
    })
}

/// Search limits as the page gives them: `{timeMs, targetMs, depth, nodes, book, resume}`, each
/// optional.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LimitsInput {
    /// Most milliseconds: a finite number above 0.
    pub time_ms: Option<f64>,
    /// Milliseconds the search should take: no iteration begins after half of them (a hint that
    /// need not use all of `timeMs`). Only with `timeMs`, which still bounds the search.
    pub target_ms: Option<f64>,
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Most nodes: a finite number, 1 or more.
    pub nodes: Option<f64>,
    /// Whether a level may answer from its opening book under these limits (a bot's move on a
    /// clock; hints and analyses leave it out and search).
    pub book: Option<bool>,
    /// Where an earlier search of the same position by the same bot got to (an analysis in
    /// steps): the next iteration follows it.
    pub resume: Option<ResumeInput>,
    /// How many best lines to find, 1 to [`MAX_LINES`] (one when absent).
    pub lines: Option<u32>,
}

/// An earlier search's deepest completed iteration, as the page gives it back: `{depth, score}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResumeInput {
    /// The depth it completed, 1 or more.
    pub depth: u32,
    /// Its score (the `score` of its result).
    pub score: i32,
}

impl LimitsInput {
    /// The limits, or a message naming the field that is out of range and what it takes. With
    /// none of the three given the limits say nothing: refused, since an empty object is a
    /// mistake (no limits at all is written as none).
    pub fn limits(self) -> Result<Limits, String> {
        let check = |value: Option<f64>, name: &str, ok: fn(f64) -> bool, takes: &str| match value {
            Some(v) if !(v.is_finite() && ok(v)) => Err(format!(
                "limits.{name} must be a finite number {takes} (got {})",
                number_words(v)
            )),
            other => Ok(other),
        };
        let time_ms = check(
            self.time_ms,
            "timeMs",
            |v| v > 0.0,
            "of milliseconds above 0",
        )?;
        let target_ms = check(
            self.target_ms,
            "targetMs",
            |v| v > 0.0,
            "of milliseconds above 0",
        )?;
        if target_ms.is_some() && time_ms.is_none() {
            return Err(
                "limits.targetMs needs timeMs, the most the search may take (e.g. {timeMs: 1500, targetMs: 600})"
                    .into(),
            );
        }
        let nodes = check(self.nodes, "nodes", |v| v >= 1.0, "of nodes, 1 or more")?;
        if self.resume.is_some_and(|r| r.depth == 0) {
            return Err(
                "limits.resume.depth must be 1 or more, a depth the search completed".into(),
            );
        }
        if self.lines.is_some_and(|n| !(1..=MAX_LINES).contains(&n)) {
            return Err(format!(
                "limits.lines must be a whole number from 1 to {MAX_LINES}"
            ));
        }
        let limits = Limits {
            depth: self.depth,
            nodes: nodes.map(|n| n as u64),
            time_ms,
            target_ms,
            resume: None,
            lines: None,
        };
        if limits == Limits::default() {
            return Err(
                "limits need timeMs, depth or nodes (e.g. {timeMs: 1000}), or none at all".into(),
            );
        }
        Ok(Limits {
            lines: self.lines,
            resume: self.resume.map(|r| Resume {
                depth: r.depth,
                score: r.score,
            }),
            ..limits
        })
    }
}

/// What is wrong with a number a limit refused, in words (formatting it would bring float
/// printing into the wasm for one message).
fn number_words(n: f64) -> &'static str {
    if n.is_nan() {
        "NaN"
    } else if n.is_infinite() {
        if n > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        }
    } else if n < 0.0 {
        "a negative number"
    } else if n == 0.0 {
        "0"
    } else {
        "a number below 1"
    }
}

/// A game as a worker rebuilds it: what [`PageGame::record`] gives.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordInput {
    /// What names the game.
    pub variant: String,
    /// The start in FEN.
    pub start: String,
    /// Each move's index among the legal moves of its position.
    pub moves: Vec<usize>,
}
