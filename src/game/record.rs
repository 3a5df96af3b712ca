//! A game in progress, for every game: its rules, its start, the moves played with an undo/redo
//! cursor, and how it ended beyond its moves (a result its file records, a loss on time, an end
//! a player declared). What the rules decide comes from [`GameRules::result`].

use super::{GameRecord, GameRules, MoveBuffer, Outcome, Side};
use crate::common::wording::{Worded, Wording};

/// How a game ended after its last move beyond what its moves decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending<R> {
    /// The record ends with this side's win (a resignation).
    Win(Side),
    /// This side won on time.
    WinOnTime(Side),
    /// This side won: the other resigned.
    WinByResignation(Side),
    /// The record ends with a draw (agreed, or adjudicated).
    Draw,
    /// The players agreed to a draw.
    DrawAgreed,
    /// A player declared an end the rules allow, which gave this result (shogi's impasse).
    Declared(R),
}

/// Why a move could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused<R> {
    /// The move is not legal in the current position.
    Illegal,
    /// The game is already over, with this result.
    GameOver(R),
}

impl<R: std::fmt::Display> std::fmt::Display for Refused<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Illegal => f.write_str("that move is not legal in this position"),
            Refused::GameOver(result) => write!(f, "the game is over ({result})"),
        }
    }
}

impl<R: std::fmt::Debug + std::fmt::Display> std::error::Error for Refused<R> {}

impl<R: std::fmt::Display> Worded for Refused<R> {
    fn wording(&self) -> Wording {
        match self {
            Refused::Illegal => Wording::new("engine.play.illegal"),
            Refused::GameOver(result) => {
                Wording::new("engine.play.game-over").with("why", result.to_string())
            }
        }
    }
}

/// A game: the positions from its start, the moves between them, a cursor (the moves after it
/// can be redone) and its ending beyond the moves.
#[derive(Clone, Debug)]
pub struct Record<G: GameRules> {
    rules: G,
    /// `states[0]` is the start, `states[i + 1]` follows `moves[i]`.
    states: Vec<G::Position>,
    moves: Vec<G::Move>,
    /// Moves played up to the position shown (`moves[cursor..]` can be redone).
    cursor: usize,
    /// How the game ended after its last move, beyond its moves; dropped once they change.
    ending: Option<Ending<G::Result>>,
}

impl<G: GameRules> Record<G> {
    /// A game of `rules` from `start`.
    pub fn starting_at(rules: G, start: G::Position) -> Record<G> {
        Record {
            rules,
            states: vec![start],
            moves: Vec::new(),
            cursor: 0,
            ending: None,
        }
    }

    /// The rules.
    pub fn game_rules(&self) -> &G {
        &self.rules
    }

    /// The rules, to change (the draw rules a federation plays by).
    pub(crate) fn game_rules_mut(&mut self) -> &mut G {
        &mut self.rules
    }

    /// The position at the cursor.
    pub fn state(&self) -> &G::Position {
        &self.states[self.cursor]
    }

    /// The position the game started from.
    pub fn start_state(&self) -> &G::Position {
        &self.states[0]
    }

    /// The position before move `i` (from 0) of those recorded; the one after the last at
    /// `i == len()`.
    pub fn state_before(&self, i: usize) -> Option<&G::Position> {
        self.states.get(i)
    }

    /// Moves played up to the cursor.
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// Every move recorded, those after the cursor (which can be redone) included.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The moves played up to the cursor.
    pub fn moves_played(&self) -> &[G::Move] {
        &self.moves[..self.cursor]
    }

    /// The positions from the start to the cursor: the one before each move played, and the
    /// current one last.
    pub fn history(&self) -> &[G::Position] {
        &self.states[..=self.cursor]
    }

    /// The result at the cursor: the rules' verdict, else at the end of the moves the ending
    /// recorded for it.
    pub fn result(&self) -> G::Result {
        self.result_at(self.cursor)
    }

    /// The result after the last move recorded, wherever the cursor is: how the game as a whole
    /// ended, or goes on.
    pub fn final_result(&self) -> G::Result {
        self.result_at(self.moves.len())
    }

    /// The result after `ply` moves.
    fn result_at(&self, ply: usize) -> G::Result {
        let by_rules = self.rules.result(&self.states[..=ply]);
        match &self.ending {
            Some(ending)
                if ply == self.moves.len() && G::outcome(&by_rules) == Outcome::Ongoing =>
            {
                self.rules.ended(&self.states[ply], ending)
            }
            _ => by_rules,
        }
    }

    /// How the game ended beyond its moves, if it did.
    pub fn ending(&self) -> Option<&Ending<G::Result>> {
        self.ending.as_ref()
    }

    /// Gives the position after the last move an ending beyond the moves (or none). It holds
    /// only where the rules do not end the game themselves, and as long as the moves stay as
    /// they are: playing a move drops it.
    pub fn set_ending(&mut self, ending: Option<Ending<G::Result>>) {
        self.ending = ending;
    }

    /// The legal moves at the cursor (none once the game is over).
    pub fn legal_moves(&self) -> G::Moves {
        let mut list = G::Moves::default();
        if G::outcome(&self.result()) == Outcome::Ongoing {
            self.rules.legal_moves(self.state(), &mut list);
        }
        list
    }

    /// Plays a legal move at the cursor; the moves that could be redone are dropped.
    pub fn play(&mut self, mv: &G::Move) -> Result<(), Refused<G::Result>> {
        let result = self.result();
        if G::outcome(&result) != Outcome::Ongoing {
            return Err(Refused::GameOver(result));
        }
        self.play_unchecked(mv)
    }

    /// Plays a legal move even where the rules have drawn the game: a game record goes on after
    /// a draw its players did not claim. A won game cannot go on.
    pub fn play_on(&mut self, mv: &G::Move) -> Result<(), Refused<G::Result>> {
        match G::outcome(&self.result()) {
            Outcome::Win(_) => self.play(mv),
            _ => self.play_unchecked(mv),
        }
    }

    /// Plays `mv` if it is legal at the cursor, whatever the game's result.
    fn play_unchecked(&mut self, mv: &G::Move) -> Result<(), Refused<G::Result>> {
        let mut legal = G::Moves::default();
        self.rules.legal_moves(self.state(), &mut legal);
        let Some(mv) = legal.as_slice().iter().find(|m| *m == mv).copied() else {
            return Err(Refused::Illegal);
        };
        let next = self.rules.play(self.state(), &mv);
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.states.push(next);
        self.moves.push(mv);
        self.cursor += 1;
        self.ending = None;
        Ok(())
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
    /// Returns how many moves were dropped; an ending recorded for the whole game goes with them.
    pub fn truncate(&mut self) -> usize {
        let dropped = self.moves.len() - self.cursor;
        if dropped > 0 {
            self.states.truncate(self.cursor + 1);
            self.moves.truncate(self.cursor);
            self.ending = None;
        }
        dropped
    }

    /// Moves the cursor to after `ply` moves (0 = start), within the moves recorded.
    pub fn go_to(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() {
            return false;
        }
        self.cursor = ply;
        true
    }
}

impl<G: GameRules> GameRecord for Record<G> {
    type Rules = G;

    fn rules(&self) -> &G {
        &self.rules
    }

    fn current(&self) -> &G::Position {
        self.state()
    }

    fn reversible_history(&self) -> Vec<u64> {
        let reversible = self.rules.reversible_plies(self.state());
        self.states[self.cursor.saturating_sub(reversible)..self.cursor]
            .iter()
            .map(|s| self.rules.hash(s))
            .collect()
    }

    fn ply(&self) -> usize {
        self.cursor
    }

    fn outcome(&self) -> Outcome {
        G::outcome(&self.result())
    }
}
