//! The engine as the page uses it, in plain Rust: games found by name, built from text (FEN,
//! setup JSON, PDN, a list of moves), played, explained and written out; moves, pieces and
//! results as serializable views ([`views`]). Text comes in, a value or a message a person can
//! act on comes out, and nothing panics. `src/wasm.rs` binds this to JavaScript; native tests and
//! the fuzz targets call it directly.

pub mod piece;
pub mod piece_layout;
pub mod views;

use serde::Serialize;

pub use crate::common::wording::Refusal;
use crate::common::wording::{Worded, Wording};
use crate::draughts::board::{BoardKind, Square};
use crate::draughts::game::{Game, GameResult, RecordedResult};
use crate::draughts::moves::Move;
use crate::draughts::notation::fen::write_fen;
use crate::draughts::notation::movetext::{full_move, parse_move};
use crate::draughts::notation::pdn::{read_pdn, write_pdn, PdnGame};
use crate::draughts::notation::setup::{parse_setup, setup_from, write_setup, SetupFile};
use crate::draughts::notation::square::{parse_square, square_name};
use crate::draughts::position::Color;
use crate::draughts::restriction::{explain, explain_piece};
use crate::draughts::rules::{Notation, Variant};
use crate::search::levels::Opponent;
use crate::search::{Limits, Resume};
use views::{move_view, piece_views, status_view, MoveView, PieceView, StatusView};

/// A record of a PDN text that holds no game (no move, no position, no result), at `line`.
fn holds_no_game(line: usize) -> Refusal {
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

/// The game named `name` (`international`, `standard`, `house:board=10 …`), or a message
/// listing the known ones.
pub fn variant_named(name: &str) -> Result<Variant, Refusal> {
    Ok(Variant::parse(name)?)
}

/// The switches of house rules set as the game `name` plays (`board=8 backward=yes …`): a house
/// game's own, `house` the default ones, a built-in diagonal game's; none for another game.
pub fn house_rules_of(name: &str) -> Result<Option<String>, String> {
    Ok(match variant_named(name)? {
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

/// Every game of a PDN text, in order, each readable one with its tags, moves and result and
/// each broken one with the reason. A text with no game at all is refused with the reason.
pub fn pdn_entries(text: &str, default_variant: Option<&str>) -> Result<Vec<PdnEntry>, Refusal> {
    let default = default_variant.map(variant_named).transpose()?;
    let games = read_pdn(text, default);
    if let [Err(e)] = &games[..] {
        if e.game == 0 {
            return Err(e.clone().into());
        }
    }
    Ok(games
        .into_iter()
        .enumerate()
        .map(|(index, game)| match game {
            Ok(g) => pdn_entry(index, &g),
            Err(e) => PdnEntry {
                index,
                line: e.line,
                variant: None,
                tags: Vec::new(),
                plies: 0,
                result: String::new(),
                error: Some(e.to_string()),
                wording: Some(e.wording()),
            },
        })
        .collect())
}

fn pdn_entry(index: usize, g: &PdnGame) -> PdnEntry {
    let refusal = (!g.holds_a_game()).then(|| holds_no_game(g.line));
    PdnEntry {
        index,
        line: g.line,
        variant: Some(g.variant.id()),
        tags: g.tags.clone(),
        plies: g.game.moves().len(),
        result: g.result.pdn().to_string(),
        wording: refusal.as_ref().and_then(|r| r.wording.clone()),
        error: refusal.map(|r| r.text),
    }
}

fn square_named(variant: Variant, name: &str) -> Result<Square, String> {
    parse_square(variant, name)
        .ok_or_else(|| format!("square `{name}` does not exist on this board"))
}

/// A game as listed in the menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameEntry {
    /// What names it in full (see [`Variant::id`]).
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
    /// `numeric` or `algebraic`.
    pub notation: &'static str,
    /// The side that starts its games.
    pub first_to_move: &'static str,
    /// Its start in FEN.
    pub start_fen: String,
}

/// The menu entry of `variant`.
pub fn entry(variant: Variant) -> GameEntry {
    let info = variant.info();
    GameEntry {
        name: variant.id(),
        title: info.title.to_string(),
        cols: info.board.cols,
        rows: info.board.rows,
        points: info.board.points(),
        kind: kind_name(info.board.kind),
        notation: match info.notation {
            Notation::Numeric => "numeric",
            Notation::Algebraic => "algebraic",
        },
        first_to_move: variant.first_to_move().name(),
        start_fen: write_fen(variant, &crate::start_position(variant)),
    }
}

/// Every built-in game Dama plays, in menu order.
pub fn games() -> Vec<GameEntry> {
    Variant::ALL.iter().map(|&v| entry(v)).collect()
}

/// The entry of the game named `name` (a built-in game or `house:<switches>`).
pub fn game_entry(name: &str) -> Result<GameEntry, String> {
    Ok(entry(variant_named(name)?))
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

/// The board of the game named `variant`, as the page draws it.
pub fn layout(variant: &str) -> Result<BoardView, String> {
    let variant = variant_named(variant)?;
    Ok(board_view(variant))
}

fn kind_name(kind: BoardKind) -> &'static str {
    match kind {
        BoardKind::DarkSquares => "dark-squares",
        BoardKind::AllSquares => "all-squares",
        BoardKind::Points => "points",
    }
}

/// The board of `variant`, as the page draws it.
pub fn board_view(variant: Variant) -> BoardView {
    let board = variant.board();
    let name = |b: u8| square_name(variant, Square::new(b));
    BoardView {
        kind: kind_name(board.kind),
        cols: board.cols,
        rows: board.rows,
        first_file: (b'a' + board.first_file) as char,
        squares: board
            .order
            .iter()
            .map(|&b| {
                let (row, col) = board.drawn[b as usize];
                SquareView {
                    name: name(b),
                    row,
                    col,
                }
            })
            .collect(),
        lines: board
            .lines
            .iter()
            .map(|&(a, b)| [name(a), name(b)])
            .collect(),
    }
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

/// A game as the page holds it: the engine's game and, for a game read from a file, the file's
/// tags (players, event, date…), kept to be written back.
#[derive(Clone, Debug)]
pub struct PageGame {
    game: Game,
    tags: Vec<(String, String)>,
}

impl PageGame {
    fn of(game: Game) -> PageGame {
        PageGame {
            game,
            tags: Vec::new(),
        }
    }

    /// A game of the game named `variant` from its standard start.
    pub fn new(variant: &str) -> Result<PageGame, String> {
        Ok(PageGame::of(Game::new(variant_named(variant)?)))
    }

    /// A game from a position in PDN FEN (`W:W31-50:B1-20`).
    pub fn from_fen(variant: &str, fen: &str) -> Result<PageGame, Refusal> {
        let variant = variant_named(variant)?;
        Ok(PageGame::of(Game::from_fen(variant, fen)?))
    }

    /// A game from a starting-position file's text (`www/positions/<game>.json` format).
    pub fn from_setup(json: &str) -> Result<PageGame, Refusal> {
        let (variant, pos) = parse_setup(json)?;
        Ok(PageGame::of(Game::from_position(variant, pos)))
    }

    /// A game from a starting-position file already read (by the browser's `JSON.parse`).
    pub fn from_setup_file(file: &SetupFile) -> Result<PageGame, Refusal> {
        let (variant, pos) = setup_from(file)?;
        Ok(PageGame::of(Game::from_position(variant, pos)))
    }

    /// The first game of a PDN text, replayed to its last move, with its tags. Its rules come
    /// from its `GameType` tag, else `default_variant`, else International. Refused, with the
    /// game and line at fault, unless the record reads and holds a game (a move, a position or a
    /// result).
    pub fn from_pdn(text: &str, default_variant: Option<&str>) -> Result<PageGame, Refusal> {
        Self::from_pdn_game(text, 0, default_variant)
    }

    /// Game `index` (from 0) of a PDN text of many games, as [`PageGame::from_pdn`] reads the
    /// first one.
    pub fn from_pdn_game(
        text: &str,
        index: usize,
        default_variant: Option<&str>,
    ) -> Result<PageGame, Refusal> {
        let default = default_variant.map(variant_named).transpose()?;
        let mut games = read_pdn(text, default);
        let count = games.len();
        if index >= count {
            return Err(no_such_game(index, count));
        }
        let pdn = games.swap_remove(index)?;
        if !pdn.holds_a_game() {
            return Err(holds_no_game(pdn.line));
        }
        Ok(PageGame {
            game: pdn.game,
            tags: pdn.tags,
        })
    }

    /// A game of `variant` from `start` (a FEN; the standard start when absent) and `moves`
    /// played in turn, each in the game's notation. A move that cannot be played is named by its
    /// number and text.
    pub fn from_moves(
        variant: &str,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<PageGame, Refusal> {
        let mut game = match start {
            Some(fen) => Self::from_fen(variant, fen)?.game,
            None => Game::new(variant_named(variant)?),
        };
        for (i, text) in moves.iter().enumerate() {
            game.play_text(text).map_err(|e| {
                Refusal::worded(
                    format!("move {} `{text}`: {e}", i + 1),
                    Wording::new("engine.moves.bad-move")
                        .with("number", i + 1)
                        .with("text", text)
                        .with_wording("error", e.wording()),
                )
            })?;
        }
        Ok(PageGame::of(game))
    }

    /// A game rebuilt from a [`Record`]'s parts: its variant, start and move indices.
    pub fn from_record(variant: &str, start: &str, moves: &[usize]) -> Result<PageGame, Refusal> {
        let mut game = Self::from_fen(variant, start)?.game;
        for (ply, &i) in moves.iter().enumerate() {
            let legal = game.legal_moves();
            let mv = legal
                .as_slice()
                .get(i)
                .copied()
                .ok_or_else(|| format!("record: move {} is not legal", ply + 1))?;
            game.play(&mv).map_err(|e| e.to_string())?;
        }
        Ok(PageGame::of(game))
    }

    /// The game up to the cursor as a [`Record`]. Fails, rather than leave a move out, if a
    /// recorded move is not among the legal moves of the position it was played in.
    pub fn record(&self) -> Result<Record, String> {
        let variant = self.game.variant();
        let moves = self.game.moves()[..self.game.ply()]
            .iter()
            .enumerate()
            .map(|(i, m)| {
                self.game
                    .position_before(i)
                    .and_then(|pos| crate::legal_moves(variant, pos).iter().position(|l| l == m))
                    .ok_or_else(|| {
                        format!(
                            "record: move {} ({}) is not a legal move of its position",
                            i + 1,
                            full_move(variant, m)
                        )
                    })
            })
            .collect::<Result<Vec<usize>, String>>()?;
        Ok(Record {
            variant: variant.id(),
            start: write_fen(variant, self.game.start()),
            moves,
        })
    }

    /// The engine's game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The tags of the file the game was read from (none for a game begun here).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The whole game as PDN, with `tags` first. Its `Result` is always how the game ended (`*`
    /// while it goes on): a `Result` among `tags`, such as the one of the file the game came
    /// from, may no longer hold once moves were changed, and is left out.
    pub fn to_pdn(&self, tags: &[(String, String)]) -> String {
        let tags: Vec<(String, String)> = tags
            .iter()
            .filter(|(name, _)| !name.trim().eq_ignore_ascii_case("result"))
            .cloned()
            .collect();
        write_pdn(&self.game, &tags)
    }

    /// The current position as a starting-position file (JSON).
    pub fn to_setup(&self) -> String {
        write_setup(self.game.variant(), self.game.position())
    }

    /// What names the game's rules in full (its name, or `house:` and the switches).
    pub fn variant(&self) -> String {
        self.game.variant().id()
    }

    /// FEN of the current position.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// FEN of the start position.
    pub fn start_fen(&self) -> String {
        write_fen(self.game.variant(), self.game.start())
    }

    /// The pieces of the current position.
    pub fn pieces(&self) -> Vec<PieceView> {
        piece_views(self.game.variant(), self.game.position())
    }

    fn view(&self, mv: &Move) -> MoveView {
        let legal = self.game.legal_moves();
        move_view(self.game.variant(), self.game.position(), &legal, mv)
    }

    /// The legal moves of the current position (none once the game is over).
    pub fn legal_moves(&self) -> Vec<MoveView> {
        let legal = self.game.legal_moves();
        legal.iter().map(|m| self.view(m)).collect()
    }

    fn played(&mut self, mv: Move) -> Result<MoveView, Refusal> {
        let view = self.view(&mv);
        self.game.play(&mv)?;
        Ok(view)
    }

    /// Plays a move written in the game's notation (`32-28`, `28x19x10`) and returns it.
    pub fn play(&mut self, text: &str) -> Result<MoveView, Refusal> {
        let mv = parse_move(self.game.variant(), self.game.position(), text)?;
        self.played(mv)
    }

    /// Plays the legal move at `index` of [`PageGame::legal_moves`] and returns it.
    pub fn play_index(&mut self, index: usize) -> Result<MoveView, Refusal> {
        let legal = self.game.legal_moves();
        let mv = legal
            .as_slice()
            .get(index)
            .copied()
            .ok_or_else(|| no_such_move(index, legal.len()))?;
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

    /// Ends the game at its last move as lost on time by `color` (`white` or `black`). Refused
    /// when a move before the last is shown or the game has already ended.
    pub fn lose_on_time(&mut self, color: &str) -> Result<(), String> {
        let loser = match color {
            "white" => Color::White,
            "black" => Color::Black,
            other => return Err(format!("`{other}` is not a side (expected white or black)")),
        };
        if self.game.ply() != self.game.moves().len() {
            return Err("only the last position of a game can be lost on time".into());
        }
        if self.game.result() != GameResult::Ongoing {
            return Err("the game has already ended".into());
        }
        self.game
            .set_recorded_result(Some(RecordedResult::WinOnTime(loser.opponent())));
        Ok(())
    }

    /// Drops the moves after the cursor; returns how many were dropped.
    pub fn truncate(&mut self) -> usize {
        self.game.truncate()
    }

    /// Moves the cursor to after `ply` moves (0 = the start); false beyond the moves recorded.
    pub fn go_to(&mut self, ply: usize) -> bool {
        self.game.go_to(ply)
    }

    /// Every move recorded, including those after the cursor.
    pub fn history(&self) -> Vec<MoveView> {
        let variant = self.game.variant();
        self.game
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let pos = self.game.position_before(i)?;
                let legal = crate::legal_moves(variant, pos);
                Some(move_view(variant, pos, &legal, m))
            })
            .collect()
    }

    /// The recorded moves in notation.
    pub fn move_texts(&self) -> Vec<String> {
        self.game.move_texts()
    }

    /// Where the game stands.
    pub fn status(&self) -> StatusView {
        status_view(&self.game)
    }

    /// Why moving from `from` to `to` is not allowed, in words; `None` when it is legal.
    /// Without `to`: why the piece on `from` cannot move at all, or `None` if it can.
    pub fn explain(&self, from: &str, to: Option<&str>) -> Result<Option<String>, String> {
        let variant = self.game.variant();
        let result = self.game.result();
        if result != crate::GameResult::Ongoing {
            return Ok(Some(format!("The game is over: {}.", result.describe())));
        }
        let pos = self.game.position();
        let from = square_named(variant, from)?;
        let why = match to {
            Some(to) => explain(variant, pos, from, square_named(variant, to)?),
            None => explain_piece(variant, pos, from),
        };
        Ok(why.map(|r| r.message()))
    }

    /// Why moving from `from` to `to` (or the piece on `from`, without `to`) is not allowed, as
    /// the rule's code and values (`{rule: "majority", required: 3, taken: 1}`) for the page to
    /// word; `None` when it is allowed or the game is over.
    pub fn restriction(
        &self,
        from: &str,
        to: Option<&str>,
    ) -> Result<Option<crate::draughts::restriction::Restriction>, String> {
        let variant = self.game.variant();
        if self.game.result() != crate::GameResult::Ongoing {
            return Ok(None);
        }
        let pos = self.game.position();
        let from = square_named(variant, from)?;
        Ok(match to {
            Some(to) => explain(variant, pos, from, square_named(variant, to)?),
            None => explain_piece(variant, pos, from),
        })
    }
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
        let limits = Limits {
            depth: self.depth,
            nodes: nodes.map(|n| n as u64),
            time_ms,
            target_ms,
            resume: None,
        };
        if limits == Limits::default() {
            return Err(
                "limits need timeMs, depth or nodes (e.g. {timeMs: 1000}), or none at all".into(),
            );
        }
        Ok(Limits {
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
