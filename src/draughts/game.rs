//! A game: its start, the moves played with an undo/redo cursor, and its result under the game's
//! winning and draw rules (every rules file's §13–14): what the position decides comes from
//! [`position_result`], what the history decides from [`crate::draughts::draws`].

use std::fmt;

use crate::common::wording::{Worded, Wording};
use crate::draughts::draws::history_draw;
use crate::draughts::moves::{Move, MoveList};
use crate::draughts::notation::fen::{parse_fen, write_fen, FenError};
use crate::draughts::notation::movetext::{parse_move, write_move, MoveError};
use crate::draughts::outcome::position_result;
pub use crate::draughts::outcome::{DrawReason, GameResult, RecordedResult, WinReason};
use crate::draughts::position::Position;
use crate::draughts::rules::{DrawRules, Variant};
use crate::draughts::search::{Draughts, State};
use crate::game::{GameRecord, GameRules, Outcome, Side};

/// Why a move could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The move text could not be read or fits no legal move.
    Move(MoveError),
    /// The move is not legal in the current position.
    Illegal,
    /// The game is already over.
    GameOver(String),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Move(e) => e.fmt(f),
            PlayError::Illegal => f.write_str("that move is not legal in this position"),
            PlayError::GameOver(why) => write!(f, "the game is over ({why})"),
        }
    }
}

impl std::error::Error for PlayError {}

impl Worded for PlayError {
    fn wording(&self) -> Wording {
        match self {
            PlayError::Move(e) => e.wording(),
            PlayError::Illegal => Wording::new("engine.play.illegal"),
            PlayError::GameOver(why) => Wording::new("engine.play.game-over").with("why", why),
        }
    }
}

impl From<MoveError> for PlayError {
    fn from(e: MoveError) -> Self {
        PlayError::Move(e)
    }
}

/// A game of draughts: start position, moves, an undo/redo cursor and the result.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Draughts,
    /// Positions and counters: `states[0]` is the start, `states[i + 1]` follows `moves[i]`.
    states: Vec<State>,
    moves: Vec<Move>,
    /// Number of moves currently played (`moves[cursor..]` can be redone).
    cursor: usize,
    /// The result the record gives for the position after the last move, if the game was read
    /// from one that ends with a result; dropped once the moves change.
    recorded: Option<RecordedResult>,
}

impl Game {
    /// A game from the standard start of `variant`.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(variant, crate::start_position(variant))
    }

    /// A game from a FEN.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(variant, parse_fen(variant, fen)?))
    }

    /// A game from a position.
    pub fn from_position(variant: Variant, pos: Position) -> Game {
        let rules = Draughts::new(variant);
        Game {
            rules,
            states: vec![rules.state_at(pos)],
            moves: Vec::new(),
            cursor: 0,
            recorded: None,
        }
    }

    /// Replaces the draw rules (e.g. Brazilian CBD rules, Italian fourth repetition).
    pub fn with_draw_rules(mut self, draws: DrawRules) -> Game {
        self.rules.draws = draws;
        self
    }

    /// The game's rules.
    pub fn variant(&self) -> Variant {
        self.rules.variant
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.rules.draws
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.states[self.cursor].position
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.states[0].position
    }

    /// FEN of the current position.
    pub fn fen(&self) -> String {
        write_fen(self.variant(), self.position())
    }

    /// The legal moves of the current position (none once the game is over by a draw rule or a
    /// Breakthrough king).
    pub fn legal_moves(&self) -> MoveList {
        match self.result() {
            GameResult::Ongoing => crate::legal_moves(self.variant(), self.position()),
            _ => MoveList::new(),
        }
    }

    /// Plays a legal move; the moves that could be redone are dropped.
    pub fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        let result = self.result();
        if result != GameResult::Ongoing {
            return Err(PlayError::GameOver(result.describe()));
        }
        self.play_unchecked(mv)
    }

    /// Plays `mv` if it is legal in the current position, whatever the game's result.
    fn play_unchecked(&mut self, mv: &Move) -> Result<(), PlayError> {
        let legal = crate::legal_moves(self.variant(), self.position());
        let Some(mv) = legal.iter().find(|m| *m == mv).copied() else {
            return Err(PlayError::Illegal);
        };
        let next = self.rules.play(&self.states[self.cursor], &mv);
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.states.push(next);
        self.moves.push(mv);
        self.cursor += 1;
        self.recorded = None;
        Ok(())
    }

    /// Plays a legal move even where the rules have drawn the game: a game record goes on after
    /// a draw its players did not claim. A won game cannot go on. The moves that could be
    /// redone are dropped.
    pub fn play_on(&mut self, mv: &Move) -> Result<(), PlayError> {
        match self.result() {
            GameResult::Win { .. } => self.play(mv),
            _ => self.play_unchecked(mv),
        }
    }

    /// Reads a move in the game's notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        let mv = parse_move(self.variant(), self.position(), text)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// Takes back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Replays one taken-back move; false when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor == self.moves.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Drops the moves after the cursor, so that the game goes on from the position shown.
    /// Returns how many moves were dropped; a result recorded for the whole game goes with them.
    pub fn truncate(&mut self) -> usize {
        let dropped = self.moves.len() - self.cursor;
        if dropped > 0 {
            self.states.truncate(self.cursor + 1);
            self.moves.truncate(self.cursor);
            self.recorded = None;
        }
        dropped
    }

    /// Moves the cursor to after `ply` moves (0 = start), within the moves played.
    pub fn go_to(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() {
            return false;
        }
        self.cursor = ply;
        true
    }

    /// Number of moves played up to the cursor.
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// Every move recorded, including those after the cursor (which can be redone).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before move `i` (`i` from 0).
    pub fn position_before(&self, i: usize) -> Option<&Position> {
        self.states.get(i).map(|s| &s.position)
    }

    /// Each recorded move in notation (short form unless ambiguous).
    pub fn move_texts(&self) -> Vec<String> {
        self.moves
            .iter()
            .enumerate()
            .map(|(i, m)| write_move(self.variant(), &self.states[i].position, m))
            .collect()
    }

    /// Plies since the last capture (and, where man moves count, the last man move) at the
    /// current position: the count of the game's quiet-move draw rule.
    pub fn quiet_plies(&self) -> u16 {
        self.states[self.cursor].counters.quiet
    }

    /// How often the current position has occurred so far (with the same side to move).
    pub fn repetitions(&self) -> u8 {
        self.repetitions_at(self.cursor)
    }

    fn repetitions_at(&self, ply: usize) -> u8 {
        let here = &self.states[ply].position;
        self.states[..=ply]
            .iter()
            .map(|s| &s.position)
            .filter(|p| p.hash() == here.hash() && *p == here)
            .count()
            .min(255) as u8
    }

    /// Gives the position after the last move the result its game record ends with. It holds
    /// where the rules do not end the game themselves, and only as long as the moves stay as
    /// they are: playing a move drops it.
    pub fn set_recorded_result(&mut self, result: Option<RecordedResult>) {
        self.recorded = result;
    }

    /// The result the game record gives for the position after the last move, if any.
    pub fn recorded_result(&self) -> Option<RecordedResult> {
        self.recorded
    }

    /// The result at the current position.
    pub fn result(&self) -> GameResult {
        self.result_at(self.cursor)
    }

    /// The result after the last move recorded, wherever the cursor is: how the game as a whole
    /// ended, or [`GameResult::Ongoing`].
    pub fn final_result(&self) -> GameResult {
        self.result_at(self.moves.len())
    }

    /// The result after `ply` moves: the rules' verdict, else at the end of the moves the
    /// result recorded for it.
    fn result_at(&self, ply: usize) -> GameResult {
        let by_rules = self.rules_result_at(ply);
        match (by_rules, self.recorded) {
            (GameResult::Ongoing, Some(recorded)) if ply == self.moves.len() => match recorded {
                RecordedResult::Win(winner) => GameResult::Win {
                    winner,
                    reason: WinReason::Recorded,
                },
                RecordedResult::WinOnTime(winner) => GameResult::Win {
                    winner,
                    reason: WinReason::Time,
                },
                RecordedResult::Draw => GameResult::Draw {
                    reason: DrawReason::Recorded,
                },
            },
            _ => by_rules,
        }
    }

    /// The result after `ply` moves under the game's rules alone.
    fn rules_result_at(&self, ply: usize) -> GameResult {
        let State {
            position: pos,
            counters,
        } = &self.states[ply];
        let has_moves = !crate::legal_moves(self.variant(), pos).is_empty();
        let by_position =
            crate::with_rules!(self.variant(), r => position_result(r, pos, has_moves));
        if by_position != GameResult::Ongoing {
            return by_position;
        }
        match history_draw(
            &self.rules.draws,
            self.rules.variant,
            pos,
            counters,
            self.repetitions_at(ply),
        ) {
            Some(reason) => GameResult::Draw { reason },
            None => GameResult::Ongoing,
        }
    }
}

impl GameRecord for Game {
    type Rules = Draughts;

    fn rules(&self) -> &Draughts {
        &self.rules
    }

    fn current(&self) -> &State {
        &self.states[self.cursor]
    }

    fn reversible_history(&self) -> Vec<u64> {
        let reversible = self.quiet_plies() as usize;
        self.states[self.cursor.saturating_sub(reversible)..self.cursor]
            .iter()
            .map(|s| s.position.hash())
            .collect()
    }

    fn ply(&self) -> usize {
        self.cursor
    }

    fn outcome(&self) -> Outcome {
        match self.result() {
            GameResult::Ongoing => Outcome::Ongoing,
            GameResult::Win { winner, .. } => Outcome::Win(Side::new(winner.index() as u8)),
            GameResult::Draw { .. } => Outcome::Draw,
        }
    }
}
