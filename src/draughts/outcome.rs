//! The result of a game: who won and why, or why it is drawn; and [`position_result`], the one
//! place that decides what the position alone decides (no legal move, a Breakthrough king, a
//! material draw). Draw rules that need the game's history (repetition, move counts) live in
//! [`crate::draughts::draws`] and [`crate::draughts::game`].

use crate::draughts::movegen;
use crate::draughts::moves::MoveList;
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{EndgameRule, Goal, KingRange, Rules, Variant};

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// The loser has no pieces left.
    NoPiecesLeft,
    /// The loser's pieces are all blocked.
    Blocked,
    /// Antidraughts: the winner has no legal move.
    NoMovesLeft,
    /// Breakthrough: the winner crowned a man first.
    FirstKing,
    /// The game record ends with this win (a resignation, a loss on time) where the rules alone
    /// do not end the game.
    Recorded,
    /// The loser ran out of time on the clock.
    Time,
    /// The loser resigned.
    Resignation,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DrawReason {
    /// The same position occurred for the `n`th time.
    Repetition(u8),
    /// Only kings moved, without a capture, for this many moves by each player.
    KingMoves(u16),
    /// No capture for this many moves by each player (Sixteen Soldiers).
    NoCapture(u16),
    /// An endgame limit: the rule's name and its number of moves.
    EndgameLimit(&'static str, u16),
    /// The material left cannot win: one piece each in Turkish, one king each in Frisian.
    Material(&'static str),
    /// The game record ends with a draw (agreed, or adjudicated) where the rules alone do not
    /// end the game.
    Recorded,
    /// The players agreed to a draw.
    Agreement,
}

/// The result a game record gives for its last position: what a PDN file's result says when
/// the game did not end on the board (a resignation, a draw agreed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordedResult {
    /// The side that won.
    Win(Color),
    /// The side that won because the other ran out of time.
    WinOnTime(Color),
    /// The side that won because the other resigned.
    WinByResignation(Color),
    /// A draw.
    Draw,
    /// A draw the players agreed.
    DrawAgreed,
}

/// The state of a game at its current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum GameResult {
    /// The game goes on.
    Ongoing,
    /// `winner` has won.
    Win {
        /// The side that won.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// The game is drawn.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

impl std::fmt::Display for GameResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl GameResult {
    /// The result in words, e.g. "White wins: Black has no legal move".
    pub fn describe(&self) -> String {
        match *self {
            GameResult::Ongoing => "the game goes on".into(),
            GameResult::Win { winner, reason } => {
                let w = capitalized(winner);
                let l = capitalized(winner.opponent());
                match reason {
                    WinReason::NoPiecesLeft => format!("{w} wins: {l} has no pieces left"),
                    WinReason::Blocked => format!("{w} wins: {l}'s pieces are all blocked"),
                    WinReason::NoMovesLeft => {
                        format!("{w} wins: {w} has no legal move left, which wins in Antidraughts")
                    }
                    WinReason::FirstKing => format!("{w} wins: {w} crowned the first king"),
                    WinReason::Recorded => {
                        format!("{w} wins: the game record ends here with {w}'s win")
                    }
                    WinReason::Time => format!("{w} wins: {l} ran out of time"),
                    WinReason::Resignation => format!("{w} wins: {l} resigned"),
                }
            }
            GameResult::Draw { reason } => match reason {
                DrawReason::Repetition(n) => {
                    format!("Draw: the same position occurred for the {}", ordinal(n))
                }
                DrawReason::KingMoves(n) => {
                    format!("Draw: {n} moves by each player with only kings moving and no capture")
                }
                DrawReason::NoCapture(n) => {
                    format!("Draw: {n} moves by each player without a capture")
                }
                DrawReason::Material(what) => format!("Draw: {what}"),
                DrawReason::EndgameLimit(rule, n) => {
                    format!("Draw: {rule}, not won within {n} moves")
                }
                DrawReason::Recorded => "Draw: the game record ends here with a draw".into(),
                DrawReason::Agreement => "Draw: the players agreed to a draw".into(),
            },
        }
    }

    /// The PDN result: `1-0` (the side that starts `variant`'s games wins), `0-1`, `1/2-1/2`
    /// or `*`.
    pub fn pdn(&self, variant: Variant) -> &'static str {
        match self {
            GameResult::Ongoing => "*",
            GameResult::Win { winner, .. } => GameResult::pdn_win(*winner, variant),
            GameResult::Draw { .. } => "1/2-1/2",
        }
    }

    /// The PDN result of a game of `variant` that `winner` wins, however it is won: `1-0` when
    /// `winner` is the side that starts the variant's games, else `0-1`.
    pub(crate) fn pdn_win(winner: Color, variant: Variant) -> &'static str {
        if winner == variant.first_to_move() {
            "1-0"
        } else {
            "0-1"
        }
    }
}

fn capitalized(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn ordinal(n: u8) -> String {
    match n {
        2 => "second time".into(),
        3 => "third time".into(),
        4 => "fourth time".into(),
        n => format!("{n}th time"),
    }
}

/// The result of `pos` as the position alone decides it under `rules`, `has_moves` saying whether
/// the side to move has a legal move: a Breakthrough king wins; a side without a move loses (wins
/// in Antidraughts); one piece each in Turkish and one king each in Frisian are drawn unless a
/// capture settles it. Every caller (the game, the searches, the evaluation) asks here.
#[inline]
pub fn position_result<R: Rules>(rules: R, pos: &Position, has_moves: bool) -> GameResult {
    let to_move = pos.side();
    if rules.goal() == Goal::FirstKingWins && pos.kings().any() {
        let mover = to_move.opponent();
        let winner = if pos.kings_of(mover).any() {
            mover
        } else {
            to_move
        };
        return GameResult::Win {
            winner,
            reason: WinReason::FirstKing,
        };
    }
    if !has_moves {
        return match rules.goal() {
            Goal::NoMoveWins => GameResult::Win {
                winner: to_move,
                reason: WinReason::NoMovesLeft,
            },
            _ => GameResult::Win {
                winner: to_move.opponent(),
                reason: if pos.pieces(to_move).is_empty() {
                    WinReason::NoPiecesLeft
                } else {
                    WinReason::Blocked
                },
            },
        };
    }
    match rules.draws().endgame {
        EndgameRule::Turkish if one_each(pos) && !movegen::has_capture(rules, pos) => {
            GameResult::Draw {
                reason: DrawReason::Material("one piece each, and no capture to take the last"),
            }
        }
        EndgameRule::Frisian
            if one_each(pos)
                && pos.men(Color::White).is_empty()
                && pos.men(Color::Black).is_empty()
                && lone_kings_drawn(rules, pos) =>
        {
            GameResult::Draw {
                reason: DrawReason::Material("one king each, and no capture can be forced"),
            }
        }
        _ => GameResult::Ongoing,
    }
}

/// Whether each side has exactly one piece.
#[inline]
fn one_each(pos: &Position) -> bool {
    pos.pieces(Color::White).count() == 1 && pos.pieces(Color::Black).count() == 1
}

/// Frisian, one king against one (frisian.md §14): play goes on only if the side to move can
/// capture, or every move it has lets the other king capture it.
fn lone_kings_drawn<R: Rules>(rules: R, pos: &Position) -> bool {
    debug_assert!(rules.kings() != KingRange::None);
    if movegen::has_capture(rules, pos) {
        return false;
    }
    let mut moves = MoveList::new();
    movegen::legal_moves(rules, pos, &mut moves);
    !moves
        .iter()
        .all(|m| movegen::has_capture(rules, &pos.play(m)))
}
