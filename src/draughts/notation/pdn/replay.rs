//! Playing a game's written moves on the rules engine: each token matched against the legal moves,
//! split jumps joined, ambiguous captures decided by backtracking.

use crate::draughts::board::Square;
use crate::draughts::game::Game;
use crate::draughts::moves::{Move, MoveList};
use crate::draughts::notation::movetext::{matching_moves, MoveError};
use crate::draughts::notation::square::parse_square;
use crate::draughts::position::Position;
use crate::draughts::rules::Variant;
use crate::game::Refused;

use super::movetext::MoveToken;

/// Reads square names with the board turned 180 degrees (`g1` ↔ `b8`): PlayStrategy writes
/// checkers with the first player on ranks 1-3.
pub(super) fn rotate_algebraic(variant: Variant, text: &str) -> String {
    let info = variant.board();
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let starts_square = c.is_ascii_lowercase()
            && (i == 0 || !chars[i - 1].is_ascii_alphanumeric())
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if !starts_square {
            out.push(c);
            i += 1;
            continue;
        }
        let mut j = i + 1;
        while chars.get(j).is_some_and(char::is_ascii_digit) {
            j += 1;
        }
        let rank: String = chars[i + 1..j].iter().collect();
        let col = c as u32 - 'a' as u32;
        match rank.parse::<u32>() {
            Ok(r) if col < info.cols as u32 && (1..=info.rows as u32).contains(&r) => {
                let file = char::from_u32('a' as u32 + info.cols as u32 - 1 - col).unwrap_or(c);
                out.push(file);
                out.push_str(&(info.rows as u32 + 1 - r).to_string());
            }
            _ => out.extend(&chars[i..j]),
        }
        i = j;
    }
    out
}

/// Replays the moves of one game; the squares may be read rotated.
pub(super) struct Replay<'a> {
    pub(super) variant: Variant,
    pub(super) moves: &'a [MoveToken],
    pub(super) rotated: bool,
}

/// A step that failed: the token and why.
pub(super) struct StepError {
    pub(super) index: usize,
    pub(super) ply: usize,
    pub(super) kind: StepErrorKind,
}

pub(super) enum StepErrorKind {
    Move(MoveError),
    GameOver(String),
}

impl Replay<'_> {
    fn squares(&self, i: usize) -> Result<Vec<Square>, MoveError> {
        let tok = &self.moves[i];
        if tok.squares.len() < 2 {
            return Err(MoveError::Syntax(tok.text.clone()));
        }
        tok.squares
            .iter()
            .map(|s| {
                let name = if self.rotated {
                    rotate_algebraic(self.variant, s)
                } else {
                    s.clone()
                };
                parse_square(self.variant, &name).ok_or_else(|| MoveError::NoSuchSquare(s.clone()))
            })
            .collect()
    }

    fn is_capture_prefix(&self, pos: &Position, squares: &[Square]) -> bool {
        let mut paths = MoveList::new();
        crate::with_rules!(self.variant, r => crate::draughts::movegen::legal_move_paths(r, pos, &mut paths));
        let landings = &squares[1..];
        paths.iter().any(|m| {
            m.from == squares[0]
                && m.landings().len() > landings.len()
                && m.landings().starts_with(landings)
        })
    }

    /// The moves token `i` can stand for here, each with the index of the token after it. A
    /// token naming only the first jumps of a capture is joined with the tokens that continue it
    /// (PlayStrategy writes each jump as its own half-move).
    fn options(&self, pos: &Position, i: usize) -> Result<Vec<(Move, usize)>, MoveError> {
        let squares = self.squares(i)?;
        let found = matching_moves(self.variant, pos, &squares);
        if !found.is_empty() {
            return Ok(found.into_iter().map(|m| (m, i + 1)).collect());
        }
        let mut acc = squares;
        let mut j = i + 1;
        while j < self.moves.len() && self.is_capture_prefix(pos, &acc) {
            let Ok(next) = self.squares(j) else { break };
            if acc.last() != next.first() {
                break;
            }
            acc.extend_from_slice(&next[1..]);
            j += 1;
            let found = matching_moves(self.variant, pos, &acc);
            if !found.is_empty() {
                return Ok(found.into_iter().map(|m| (m, j)).collect());
            }
        }
        Err(MoveError::Illegal(self.moves[i].text.clone()))
    }

    /// Plays every token from `start`. Where several legal moves fit a token, each is tried in
    /// turn until the rest of the game replays (depth first, with a budget so a broken game full
    /// of ambiguities cannot take forever); the first that works is kept, so a last move that is
    /// ambiguous gets the first candidate. On failure, the error reached furthest is returned.
    /// The moves are played after those of `game` (its cursor at its last move); the game with
    /// them all is returned, and for each ply played the index of its first token.
    pub(super) fn run(&self, mut game: Game) -> Result<(Game, Vec<usize>), StepError> {
        // A record is a fact: players may play on after a draw the rules call (a repetition, a
        // long run of king moves, Frysk's lone kings on lidraughts), which is often theirs to
        // claim; only a won game cannot go on.
        // One entry per ply played: its first token and the alternatives not tried yet.
        let mut stack: Vec<(usize, Vec<(Move, usize)>)> = Vec::new();
        let mut i = 0;
        let mut furthest: Option<StepError> = None;
        let mut budget = 20_000 + 8 * self.moves.len();
        loop {
            if i == self.moves.len() {
                let starts = stack.iter().map(|(t, _)| *t).collect();
                return Ok((game, starts));
            }
            budget = budget.saturating_sub(1);
            let kind = match self.options(game.position(), i) {
                Ok(mut opts) => {
                    let (mv, next) = opts.remove(0);
                    match game.play_on(&mv) {
                        Ok(()) => {
                            stack.push((i, opts));
                            i = next;
                            continue;
                        }
                        Err(Refused::GameOver(result)) => {
                            StepErrorKind::GameOver(result.describe())
                        }
                        Err(other) => StepErrorKind::GameOver(other.to_string()),
                    }
                }
                Err(e) => StepErrorKind::Move(e),
            };
            if furthest.as_ref().is_none_or(|f| i > f.index) {
                furthest = Some(StepError {
                    index: i,
                    ply: stack.len(),
                    kind,
                });
            }
            // Back to the latest ply with an untried alternative.
            loop {
                let Some((_, alts)) = stack.last_mut() else {
                    return Err(furthest.unwrap_or(StepError {
                        index: i,
                        ply: 0,
                        kind: StepErrorKind::Move(MoveError::Syntax(String::new())),
                    }));
                };
                game.undo();
                if budget == 0 || alts.is_empty() {
                    stack.pop();
                    continue;
                }
                let (mv, next) = alts.remove(0);
                if game.play_on(&mv).is_ok() {
                    i = next;
                    break;
                }
                stack.pop();
            }
        }
    }
}
