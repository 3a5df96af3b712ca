//! What a family of games gives the page beyond the one game interface: how its moves, pieces
//! and results look to the page, how it reads a move typed in its notation and the games of its
//! files, and the few things only it has (a draughts position file and the rule that forbids a
//! move; a shogi CSA record and the impasse a player declares). Everything else the page does
//! is written once, in [`super::game::PageGame`].

use super::views::{
    BoardView, GameEntry, HandView, MoveView, PieceStatusDetails, PieceView, ResultView,
};
use crate::common::wording::{Refusal, Wording};
use crate::draughts::restriction::Restriction;
use crate::game::{Record, Tree};
use crate::search::Searchable;

/// One game of a file as the page reads it: the game replayed to its last move, the file's tags,
/// and the result the file gives.
pub struct FileGame<G: PageRules> {
    /// The game: its main line.
    pub record: Record<G>,
    /// Its moves with their variations, comments, marks and evaluations (main line: `record`'s).
    pub tree: Tree<G::Move>,
    /// The variations left out in reading, and why.
    pub warnings: Vec<String>,
    /// The tags as written.
    pub tags: Vec<(String, String)>,
    /// The result the file gives (`1-0`, `*`).
    pub result: String,
}

/// One game of a file as read: the line of the text where it begins, and the game or why it
/// cannot be opened.
pub struct FileRead<G: PageRules> {
    /// The line (from 1).
    pub line: usize,
    /// The game, or why it cannot be opened.
    pub game: Result<FileGame<G>, Refusal>,
}

/// The refusal of something only another family of games has.
pub fn not_in_this_game(what: &str) -> Refusal {
    Refusal::from(format!("this game has no {what}"))
}

/// A family of games as the page shows and reads it.
pub trait PageRules: Searchable {
    /// Whether these are piece games (their files are PGN, their moves have kinds).
    const PIECES: bool;

    /// The game's entry in the page's menu.
    fn entry(&self) -> GameEntry;

    /// The game's board as the page draws it.
    fn board_view(&self) -> BoardView;

    /// `mv`, legal in `pos` whose legal moves are `legal`, as the page sees it.
    fn move_view(&self, pos: &Self::Position, legal: &[Self::Move], mv: &Self::Move) -> MoveView;

    /// The pieces on the board.
    fn piece_views(&self, pos: &Self::Position) -> Vec<PieceView>;

    /// The pieces in hand (games with drops).
    fn hand_views(&self, _pos: &Self::Position) -> Vec<HandView> {
        Vec::new()
    }

    /// `result` as the page shows it.
    fn result_view(&self, result: &Self::Result) -> ResultView;

    /// What the game's status says besides (check, a declarable impasse).
    fn status_details(&self, _record: &Record<Self>) -> Option<PieceStatusDetails> {
        None
    }

    /// The side to move of `pos` as the page names it: `white` or `black`.
    fn color_to_move(&self, pos: &Self::Position) -> &'static str;

    /// A move typed in the game's notation (`32-28`, `Nf3`, `e7e8q`, `P*5e`), one of `legal`,
    /// the legal moves of `pos`.
    fn read_move(
        &self,
        pos: &Self::Position,
        legal: &[Self::Move],
        text: &str,
    ) -> Result<Self::Move, Refusal>;

    /// The games of a text of the game's file format (PDN, PGN), each read or why not; a text
    /// with no game in it at all is refused.
    fn read_file(text: &str, default: Option<&Self>) -> Result<Vec<FileRead<Self>>, Refusal>;

    /// The whole game as the game's file writes it, `tags` first, its result how it ended, its
    /// moves those of `tree` (whose main line is `record`'s moves) with their variations and
    /// notes.
    fn write_file(
        &self,
        record: &Record<Self>,
        tree: &Tree<Self::Move>,
        tags: &[(String, String)],
    ) -> String;

    /// The position as a draughts position file (JSON).
    fn to_setup(&self, _record: &Record<Self>) -> Result<String, Refusal> {
        Err(not_in_this_game(
            "position file: its positions are written in FEN",
        ))
    }

    /// The whole game as a CSA record, the players named `names` (9x9 shogi).
    fn to_csa(&self, _record: &Record<Self>, _names: [&str; 2]) -> Result<String, Refusal> {
        Err(Refusal::worded(
            "CSA records only 9x9 shogi boards",
            Wording::new("engine.piece.csa.not-9x9"),
        ))
    }

    /// Why moving from `from` to `to` (or the piece on `from`, without `to`) is not allowed, as
    /// the rule's code and values for the page to word; none when it is allowed, the game is
    /// over, or the game shows its moves rather than explains them.
    fn restriction(
        &self,
        _record: &Record<Self>,
        _from: &str,
        _to: Option<&str>,
    ) -> Result<Option<Restriction>, String> {
        Ok(None)
    }

    /// The result an end declared now would give (shogi's impasse), when the rules allow one.
    fn declarable(&self, _record: &Record<Self>) -> Option<Self::Result> {
        None
    }
}
