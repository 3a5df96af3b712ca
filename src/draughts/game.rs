//! Draughts as the one game interface sees it: [`Draughts`], a rule set as a value (the variant
//! and its draw rules), [`State`], a position with the counters of the move-limit rules, and
//! [`Game`], a game in progress, with the result under the game's winning and draw rules (every
//! rules file's §13–14): what the position decides comes from [`position_result`], what the
//! history decides from [`crate::draughts::draws`].

use std::fmt;

use crate::common::wording::{Refusal, Worded, Wording};
use crate::draughts::draws::{history_draw, Counters};
use crate::draughts::movegen;
use crate::draughts::moves::{Move, MoveList};
use crate::draughts::notation::fen::{parse_fen, write_fen, FenError};
use crate::draughts::notation::movetext::{parse_move, write_move, MoveError};
use crate::draughts::outcome::position_result;
pub use crate::draughts::outcome::{DrawReason, GameResult, RecordedResult, WinReason};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{DrawRules, Variant};
use crate::game::{Ending, GameRules, MoveBuffer, Outcome, Record, Refused, Side};

/// A draughts game's rules as a value: the variant and the draw rules in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draughts {
    /// The rule set.
    pub variant: Variant,
    /// Its draw rules (or another federation's).
    pub draws: DrawRules,
}

impl Draughts {
    /// The rules of `variant` with its own draw rules.
    pub fn new(variant: Variant) -> Draughts {
        Draughts {
            variant,
            draws: variant.draws(),
        }
    }

    /// The state of a game that starts at `pos`.
    pub fn state_at(&self, pos: Position) -> State {
        State {
            position: pos,
            counters: Counters::at_start(&self.draws, self.variant, &pos),
        }
    }
}

/// A position with the counters of the move-limit draw rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    /// The pieces and the side to move.
    pub position: Position,
    /// Plies counted towards the move limits.
    pub(crate) counters: Counters,
}

impl State {
    /// The state after `mv`: the position played, the draw counters moved on.
    // Inlined everywhere natively (a few percent of a search); in the wasm, whose size is
    // downloaded, where the compiler sees fit.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline)]
    pub(crate) fn after(&self, draws: &DrawRules, variant: Variant, mv: &Move) -> State {
        let next = self.position.play(mv);
        State {
            position: next,
            counters: self
                .counters
                .after(draws, variant, &self.position, mv, &next),
        }
    }
}

impl MoveBuffer<Move> for MoveList {
    fn as_slice(&self) -> &[Move] {
        MoveList::as_slice(self)
    }
    fn as_mut_slice(&mut self) -> &mut [Move] {
        MoveList::as_mut_slice(self)
    }
    fn clear(&mut self) {
        MoveList::clear(self)
    }
    fn retain(&mut self, keep: impl FnMut(&Move) -> bool) {
        MoveList::retain(self, keep)
    }
}

impl From<Color> for Side {
    fn from(color: Color) -> Side {
        Side::new(color.index() as u8)
    }
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        if side.index() == 0 {
            Color::White
        } else {
            Color::Black
        }
    }
}

impl GameRules for Draughts {
    type Position = State;
    type Move = Move;
    type Moves = MoveList;
    type Result = GameResult;

    fn start_position(&self) -> State {
        self.state_at(crate::start_position(self.variant))
    }

    fn parse_position(&self, text: &str) -> Result<State, Refusal> {
        Ok(self.state_at(parse_fen(self.variant, text)?))
    }

    fn perft(&self, pos: &State, depth: u32) -> u64 {
        crate::perft(self.variant, &pos.position, depth)
    }

    fn legal_moves(&self, pos: &State, out: &mut MoveList) {
        crate::with_rules!(self.variant, r => movegen::legal_moves(r, &pos.position, out));
    }

    fn play(&self, pos: &State, mv: &Move) -> State {
        pos.after(&self.draws, self.variant, mv)
    }

    fn hash(&self, pos: &State) -> u64 {
        pos.position.hash()
    }

    fn side_to_move(&self, pos: &State) -> Side {
        pos.position.side().into()
    }

    /// Plies since the last capture (and, where man moves count, the last man move).
    fn reversible_plies(&self, pos: &State) -> usize {
        pos.counters.quiet as usize
    }

    /// The position's verdict, then the draws its history calls (repetitions, move limits).
    fn result(&self, history: &[State]) -> GameResult {
        let Some(State {
            position: pos,
            counters,
        }) = history.last()
        else {
            return GameResult::Ongoing;
        };
        let has_moves = !crate::legal_moves(self.variant, pos).is_empty();
        let by_position = crate::with_rules!(self.variant, r => position_result(r, pos, has_moves));
        if by_position != GameResult::Ongoing {
            return by_position;
        }
        let repetitions = history
            .iter()
            .filter(|s| s.position.hash() == pos.hash() && s.position == *pos)
            .count()
            .min(255) as u8;
        match history_draw(&self.draws, self.variant, pos, counters, repetitions) {
            Some(reason) => GameResult::Draw { reason },
            None => GameResult::Ongoing,
        }
    }

    fn ended(&self, _pos: &State, ending: &Ending<GameResult>) -> GameResult {
        match *ending {
            Ending::Win(side) => GameResult::Win {
                winner: side.into(),
                reason: WinReason::Recorded,
            },
            Ending::WinOnTime(side) => GameResult::Win {
                winner: side.into(),
                reason: WinReason::Time,
            },
            Ending::WinByResignation(side) => GameResult::Win {
                winner: side.into(),
                reason: WinReason::Resignation,
            },
            Ending::Draw => GameResult::Draw {
                reason: DrawReason::Recorded,
            },
            Ending::DrawAgreed => GameResult::Draw {
                reason: DrawReason::Agreement,
            },
            Ending::Declared(result) => result,
        }
    }

    fn outcome(result: &GameResult) -> Outcome {
        match *result {
            GameResult::Ongoing => Outcome::Ongoing,
            GameResult::Win { winner, .. } => Outcome::Win(winner.into()),
            GameResult::Draw { .. } => Outcome::Draw,
        }
    }

    fn name(&self) -> String {
        self.variant.id()
    }

    fn write_position(&self, pos: &State) -> String {
        write_fen(self.variant, &pos.position)
    }

    fn write_move(&self, pos: &State, mv: &Move) -> String {
        write_move(self.variant, &pos.position, mv)
    }

    fn result_text(&self, result: &GameResult) -> &'static str {
        result.pdn(self.variant)
    }
}

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

impl From<Refused<GameResult>> for PlayError {
    fn from(refused: Refused<GameResult>) -> Self {
        match refused {
            Refused::Illegal => PlayError::Illegal,
            Refused::GameOver(result) => PlayError::GameOver(result.describe()),
        }
    }
}

/// A game of draughts: start position, moves, an undo/redo cursor and the result.
pub type Game = Record<Draughts>;

impl Record<Draughts> {
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
        Record::starting_at(rules, rules.state_at(pos))
    }

    /// Replaces the draw rules (e.g. Brazilian CBD rules, Italian fourth repetition), before
    /// the first move.
    pub fn with_draw_rules(mut self, draws: DrawRules) -> Game {
        self.game_rules_mut().draws = draws;
        if self.moves().is_empty() {
            let rules = *self.game_rules();
            let start = rules.state_at(*self.start());
            self = Record::starting_at(rules, start);
        }
        self
    }

    /// The game's rules.
    pub fn variant(&self) -> Variant {
        self.game_rules().variant
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.game_rules().draws
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.state().position
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start_state().position
    }

    /// FEN of the current position.
    pub fn fen(&self) -> String {
        write_fen(self.variant(), self.position())
    }

    /// Reads a move in the game's notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        let mv = parse_move(self.variant(), self.position(), text)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// The position before move `i` (`i` from 0).
    pub fn position_before(&self, i: usize) -> Option<&Position> {
        self.state_before(i).map(|s| &s.position)
    }

    /// Each recorded move in notation (short form unless ambiguous).
    pub fn move_texts(&self) -> Vec<String> {
        self.moves()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| Some(write_move(self.variant(), self.position_before(i)?, m)))
            .collect()
    }

    /// Plies since the last capture (and, where man moves count, the last man move) at the
    /// current position: the count of the game's quiet-move draw rule.
    pub fn quiet_plies(&self) -> u16 {
        self.state().counters.quiet
    }

    /// How often the current position has occurred so far (with the same side to move).
    pub fn repetitions(&self) -> u8 {
        let here = self.position();
        (0..=self.ply())
            .filter_map(|i| self.position_before(i))
            .filter(|p| p.hash() == here.hash() && *p == here)
            .count()
            .min(255) as u8
    }

    /// Gives the position after the last move the result its game record ends with. It holds
    /// where the rules do not end the game themselves, and only as long as the moves stay as
    /// they are: playing a move drops it.
    pub fn set_recorded_result(&mut self, result: Option<RecordedResult>) {
        self.set_ending(result.map(|r| match r {
            RecordedResult::Win(c) => Ending::Win(c.into()),
            RecordedResult::WinOnTime(c) => Ending::WinOnTime(c.into()),
            RecordedResult::WinByResignation(c) => Ending::WinByResignation(c.into()),
            RecordedResult::Draw => Ending::Draw,
            RecordedResult::DrawAgreed => Ending::DrawAgreed,
        }));
    }

    /// The result the game record gives for the position after the last move, if any.
    pub fn recorded_result(&self) -> Option<RecordedResult> {
        match self.ending()? {
            Ending::Win(side) => Some(RecordedResult::Win((*side).into())),
            Ending::WinOnTime(side) => Some(RecordedResult::WinOnTime((*side).into())),
            Ending::WinByResignation(side) => {
                Some(RecordedResult::WinByResignation((*side).into()))
            }
            Ending::Draw => Some(RecordedResult::Draw),
            Ending::DrawAgreed => Some(RecordedResult::DrawAgreed),
            Ending::Declared(_) => None,
        }
    }
}
