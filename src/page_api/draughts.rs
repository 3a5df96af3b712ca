//! Draughts (and Sixteen Soldiers, and house rules) as the page shows and reads them: the board
//! of dark squares, squares or points; men and kings; PDN files; the starting-position files;
//! and the rule that forbids a move, for the page to word.

use super::family::{FileGame, FileRead, PageRules};
use super::game::PageGame;
use super::views::{BoardView, GameEntry, MoveView, PieceView, ResultView, SquareView};
use super::{holds_no_game, Refusal};
use crate::draughts::board::{BoardKind, Square};
use crate::draughts::game::{DrawReason, Game, GameResult, WinReason};
use crate::draughts::moves::Move;
use crate::draughts::notation::fen::write_fen;
use crate::draughts::notation::movetext::{full_move, parse_move, write_move};
use crate::draughts::notation::pdn::{read_pdn, write_pdn_tree};
use crate::draughts::notation::setup::{parse_setup, setup_from, write_setup, SetupFile};
use crate::draughts::notation::square::{parse_square, square_name};
use crate::draughts::position::Role;
use crate::draughts::restriction::{explain, explain_piece, Restriction};
use crate::draughts::rules::{Notation, Variant};
use crate::draughts::{Draughts, State};
use crate::game::{Record, Tree};

/// A draughts game as the page holds it.
pub type DraughtsPage = PageGame<Draughts>;

impl PageGame<Draughts> {
    /// A game of the game named `variant` from its standard start.
    pub fn new(variant: &str) -> Result<DraughtsPage, Refusal> {
        PageGame::starting(Draughts::new(Variant::parse(variant)?), None)
    }

    /// A game from a position in PDN FEN (`W:W31-50:B1-20`).
    pub fn from_fen(variant: &str, fen: &str) -> Result<DraughtsPage, Refusal> {
        PageGame::starting(Draughts::new(Variant::parse(variant)?), Some(fen))
    }

    /// A game from a starting-position file's text (`www/positions/<game>.json` format).
    pub fn from_setup(json: &str) -> Result<DraughtsPage, Refusal> {
        let (variant, pos) = parse_setup(json)?;
        Ok(PageGame::of(Game::from_position(variant, pos)))
    }

    /// A game from a starting-position file already read (by the browser's `JSON.parse`).
    pub fn from_setup_file(file: &SetupFile) -> Result<DraughtsPage, Refusal> {
        let (variant, pos) = setup_from(file)?;
        Ok(PageGame::of(Game::from_position(variant, pos)))
    }

    /// A game of `variant` from `start` (the standard start when absent) and `moves` in the
    /// game's notation.
    pub fn from_moves(
        variant: &str,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<DraughtsPage, Refusal> {
        PageGame::with_moves(Draughts::new(Variant::parse(variant)?), start, moves)
    }

    /// A game rebuilt from a [`super::Record`]'s parts: its variant, start and move indices.
    pub fn from_record(
        variant: &str,
        start: &str,
        moves: &[usize],
    ) -> Result<DraughtsPage, Refusal> {
        PageGame::rebuilt(Draughts::new(Variant::parse(variant)?), start, moves)
    }

    /// Game `index` (from 0) of a PDN text, replayed to its last move, with its tags. Its rules
    /// come from its `GameType` tag, else `default_variant`, else International. Refused, with
    /// the game and line at fault, unless the record reads and holds a game (a move, a position
    /// or a result).
    pub fn from_pdn_game(
        text: &str,
        index: usize,
        default_variant: Option<&str>,
    ) -> Result<DraughtsPage, Refusal> {
        let default = default_variant
            .map(Variant::parse)
            .transpose()?
            .map(Draughts::new);
        super::game_of_file(text, index, default.as_ref())
    }

    /// The first game of a PDN text (see [`PageGame::from_pdn_game`]).
    pub fn from_pdn(text: &str, default_variant: Option<&str>) -> Result<DraughtsPage, Refusal> {
        Self::from_pdn_game(text, 0, default_variant)
    }

    /// The whole game as PDN (see [`PageGame::to_file`]).
    pub fn to_pdn(&self, tags: &[(String, String)]) -> String {
        self.to_file(tags)
    }

    /// The current position as a starting-position file (JSON).
    pub fn to_setup(&self) -> String {
        write_setup(self.record.variant(), self.record.position())
    }

    /// Why moving from `from` to `to` is not allowed, in words; `None` when it is legal.
    /// Without `to`: why the piece on `from` cannot move at all, or `None` if it can.
    pub fn explain(&self, from: &str, to: Option<&str>) -> Result<Option<String>, String> {
        let result = self.record.result();
        if result != GameResult::Ongoing {
            return Ok(Some(format!("The game is over: {}.", result.describe())));
        }
        Ok(self
            .rules()
            .restriction(&self.record, from, to)?
            .map(|r| r.message()))
    }

    /// Why moving from `from` to `to` (or the piece on `from`) is not allowed, as the rule's
    /// code and values; see [`PageRules::restriction`].
    pub fn restriction(&self, from: &str, to: Option<&str>) -> Result<Option<Restriction>, String> {
        self.rules().restriction(&self.record, from, to)
    }
}

fn square_named(variant: Variant, name: &str) -> Result<Square, String> {
    parse_square(variant, name)
        .ok_or_else(|| format!("square `{name}` does not exist on this board"))
}

fn kind_name(kind: BoardKind) -> &'static str {
    match kind {
        BoardKind::DarkSquares => "dark-squares",
        BoardKind::AllSquares => "all-squares",
        BoardKind::Points => "points",
    }
}

impl PageRules for Draughts {
    const PIECES: bool = false;

    fn entry(&self) -> GameEntry {
        let variant = self.variant;
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
            piece: None,
        }
    }

    fn board_view(&self) -> BoardView {
        let variant = self.variant;
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

    fn move_view(&self, pos: &State, legal: &[Move], mv: &Move) -> MoveView {
        let variant = self.variant;
        let name = |sq: Square| square_name(variant, sq);
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
            captured: mv.taken().iter().map(|&s| name(s)).collect(),
            notation: write_move(variant, &pos.position, mv),
            full: full_move(variant, mv),
            crowned: mv.crowned,
            piece: None,
        }
    }

    /// `white-man`, `white-king`, `black-man` or `black-king`.
    fn piece_views(&self, pos: &State) -> Vec<PieceView> {
        let pos = &pos.position;
        pos.occupied()
            .iter()
            .filter_map(|sq| {
                let p = pos.piece_at(sq)?;
                let role = if p.role == Role::King { "king" } else { "man" };
                Some(PieceView {
                    square: square_name(self.variant, sq),
                    piece: format!("{}-{role}", p.color.name()),
                })
            })
            .collect()
    }

    fn result_view(&self, result: &GameResult) -> ResultView {
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
                    WinReason::Recorded => "recorded",
                    WinReason::Time => "time",
                    WinReason::Resignation => "resignation",
                }),
            ),
            GameResult::Draw { reason } => (
                "draw",
                None,
                Some(match reason {
                    DrawReason::Repetition(_) => "repetition",
                    DrawReason::KingMoves(_) => "king-moves",
                    DrawReason::EndgameLimit(..) => "endgame-limit",
                    DrawReason::NoCapture(_) => "no-capture",
                    DrawReason::Material(_) => "material",
                    DrawReason::Recorded => "recorded",
                    DrawReason::Agreement => "agreement",
                }),
            ),
        };
        let (count, rule) = match result {
            GameResult::Draw { reason } => match *reason {
                DrawReason::Repetition(n) => (Some(u16::from(n)), None),
                DrawReason::KingMoves(n) | DrawReason::NoCapture(n) => (Some(n), None),
                DrawReason::EndgameLimit(rule, n) => (Some(n), Some(rule)),
                DrawReason::Material(rule) => (None, Some(rule)),
                DrawReason::Recorded | DrawReason::Agreement => (None, None),
            },
            _ => (None, None),
        };
        ResultView {
            state,
            winner,
            reason,
            count,
            rule,
            text: result.describe(),
            pdn: result.pdn(self.variant),
        }
    }

    fn color_to_move(&self, pos: &State) -> &'static str {
        pos.position.side().name()
    }

    fn read_move(&self, pos: &State, legal: &[Move], text: &str) -> Result<Move, Refusal> {
        let mv = parse_move(self.variant, &pos.position, text)?;
        if legal.contains(&mv) {
            Ok(mv)
        } else {
            Err(crate::draughts::game::PlayError::Illegal.into())
        }
    }

    fn read_file(
        text: &str,
        default: Option<&Draughts>,
    ) -> Result<Vec<FileRead<Draughts>>, Refusal> {
        let games = read_pdn(text, default.map(|d| d.variant));
        if let [Err(e)] = &games[..] {
            if e.game == 0 {
                return Err(e.clone().into());
            }
        }
        Ok(games
            .into_iter()
            .map(|read| match read {
                Ok(pdn) if !pdn.holds_a_game() => FileRead {
                    line: pdn.line,
                    game: Err(holds_no_game(pdn.line)),
                },
                Ok(pdn) => FileRead {
                    line: pdn.line,
                    game: Ok(FileGame {
                        result: pdn.result.pdn().to_string(),
                        record: pdn.game,
                        tree: pdn.tree,
                        warnings: pdn.warnings,
                        tags: pdn.tags,
                    }),
                },
                Err(e) => FileRead {
                    line: e.line,
                    game: Err(e.into()),
                },
            })
            .collect())
    }

    fn write_file(
        &self,
        record: &Record<Draughts>,
        tree: &Tree<Move>,
        tags: &[(String, String)],
    ) -> String {
        write_pdn_tree(record, tree, tags)
    }

    fn to_setup(&self, record: &Record<Draughts>) -> Result<String, Refusal> {
        Ok(write_setup(self.variant, record.position()))
    }

    fn restriction(
        &self,
        record: &Record<Draughts>,
        from: &str,
        to: Option<&str>,
    ) -> Result<Option<Restriction>, String> {
        let variant = self.variant;
        if record.result() != GameResult::Ongoing {
            return Ok(None);
        }
        let pos = record.position();
        let from = square_named(variant, from)?;
        Ok(match to {
            Some(to) => explain(variant, pos, from, square_named(variant, to)?),
            None => explain_piece(variant, pos, from),
        })
    }
}
