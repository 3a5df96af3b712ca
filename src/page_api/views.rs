//! What the page is shown of the engine: moves, pieces, results and searches as plain values with
//! squares named in the game's notation, serialized to JavaScript objects by `src/wasm.rs`.

use serde::Serialize;

use crate::draughts::board::Square;
use crate::draughts::game::{DrawReason, Game, GameResult, WinReason};
use crate::draughts::moves::{Move, MoveList};
use crate::draughts::notation::movetext::{full_move, write_move};
use crate::draughts::notation::square::square_name;
use crate::draughts::position::{Position, Role};
use crate::draughts::rules::Variant;
use crate::search::{SearchInfo, MATE, MATE_BOUND};

/// A move as the page sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveView {
    /// Its place in the list of legal moves of the position it is played in.
    pub index: usize,
    /// The square it starts from.
    pub from: String,
    /// The square it ends on.
    pub to: String,
    /// Every square the piece lands on, in order, ending with `to`.
    pub path: Vec<String>,
    /// The captured pieces' squares in the order they are jumped.
    pub captured: Vec<String>,
    /// Short notation, or the full path when the short one is ambiguous.
    pub notation: String,
    /// The full path (`28x19x10`).
    pub full: String,
    /// Whether the piece is crowned by the move.
    pub crowned: bool,
}

/// `mv`, played in `pos` whose legal moves are `legal`, as the page sees it.
pub fn move_view(variant: Variant, pos: &Position, legal: &MoveList, mv: &Move) -> MoveView {
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
        notation: write_move(variant, pos, mv),
        full: full_move(variant, mv),
        crowned: mv.crowned,
    }
}

/// A piece on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceView {
    /// Its square.
    pub square: String,
    /// `white-man`, `white-king`, `black-man` or `black-king`.
    pub piece: String,
}

/// The pieces of `pos`.
pub fn piece_views(variant: Variant, pos: &Position) -> Vec<PieceView> {
    pos.occupied()
        .iter()
        .filter_map(|sq| {
            let p = pos.piece_at(sq)?;
            let role = if p.role == Role::King { "king" } else { "man" };
            Some(PieceView {
                square: square_name(variant, sq),
                piece: format!("{}-{role}", p.color.name()),
            })
        })
        .collect()
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

/// `result` of a game of `variant`, as the page shows it.
pub fn result_view(result: &GameResult, variant: Variant) -> ResultView {
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
            }),
        ),
    };
    let (count, rule) = match result {
        GameResult::Draw { reason } => match *reason {
            DrawReason::Repetition(n) => (Some(u16::from(n)), None),
            DrawReason::KingMoves(n) | DrawReason::NoCapture(n) => (Some(n), None),
            DrawReason::EndgameLimit(rule, n) => (Some(n), Some(rule)),
            DrawReason::Material(rule) => (None, Some(rule)),
            DrawReason::Recorded => (None, None),
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
        pdn: result.pdn(variant),
    }
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StatusView {
    /// What names the game's rules (see [`crate::draughts::rules::Variant::id`]).
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
}

/// Where `game` stands.
pub fn status_view(game: &Game) -> StatusView {
    let variant = game.variant();
    StatusView {
        variant: variant.id(),
        to_move: game.position().side().name(),
        ply: game.ply(),
        length: game.moves().len(),
        result: result_view(&game.result(), variant),
        final_result: result_view(&game.final_result(), variant),
    }
}

/// A search's progress or answer; `M` is the view of a move (a piece game's has more fields).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchView<M = MoveView> {
    /// The move to play, if there is one.
    #[serde(rename = "move")]
    pub mv: Option<M>,
    /// That move in notation.
    pub notation: Option<String>,
    /// Hundredths of a man, from the side to move's view.
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

/// A search of `game`'s current position: its progress `info`, and `best` once it has chosen.
pub fn search_view(game: &Game, info: &SearchInfo<Move>, best: Option<&Move>) -> SearchView {
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
    SearchView {
        mv: best.map(|m| move_view(variant, &root, &legal, m)),
        notation: best.map(|m| write_move(variant, &root, m)),
        score: info.score,
        win_in: win_in(info.score),
        depth: info.depth,
        nodes: info.nodes as f64,
        time_ms: info.time_ms as f64,
        pv,
        book: false,
    }
}
