//! A game: its start, the moves played with an undo/redo cursor, and its result under each
//! game's winning and draw rules (every rules file's §13–14).

use std::fmt;

use crate::board::{bit, Squares};
use crate::moves::{Move, MoveList};
use crate::notation::fen::{parse_fen, write_fen, FenError};
use crate::notation::movetext::{parse_move, write_move, MoveError};
use crate::notation::square::square_number;
use crate::position::{Color, Position};
use crate::rules::{first_to_move, DrawRules, EndgameRule, Goal, Variant};

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
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DrawReason {
    /// The same position occurred for the `n`th time.
    Repetition(u8),
    /// Only kings moved, without a capture, for this many moves by each player.
    KingMoves(u16),
    /// An endgame limit: the rule's name and its number of moves.
    EndgameLimit(&'static str, u16),
    /// The game record ends with a draw (agreed, or adjudicated) where the rules alone do not
    /// end the game.
    Recorded,
}

/// The result a game record gives for its last position: what a PDN file's result says when
/// the game did not end on the board (a resignation, a draw agreed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordedResult {
    /// The side that won.
    Win(Color),
    /// A draw.
    Draw,
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
                }
            }
            GameResult::Draw { reason } => match reason {
                DrawReason::Repetition(n) => {
                    format!("Draw: the same position occurred for the {}", ordinal(n))
                }
                DrawReason::KingMoves(n) => {
                    format!("Draw: {n} moves by each player with only kings moving and no capture")
                }
                DrawReason::EndgameLimit(rule, n) => {
                    format!("Draw: {rule}, not won within {n} moves")
                }
                DrawReason::Recorded => "Draw: the game record ends here with a draw".into(),
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
        if winner == first_to_move(variant) {
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

/// Counters behind the move-limit draw rules, one set per position of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counters {
    /// Plies since the last man move or capture.
    kings_only: u16,
    /// Per endgame rule: the material key it started with (0 = not in force) and plies since.
    endgame: [(u32, u16); 4],
}

/// An endgame limit in force: its slot, name, limit in moves and how moves are counted.
struct EndgameLimit {
    slot: usize,
    name: &'static str,
    moves: u16,
    /// Count only the stronger side's moves (Russian, Pool) rather than moves by each player.
    stronger_only: Option<Color>,
    /// A promotion starts the count afresh (Russian rule 7.2.6). Every other limit counts from
    /// the first position its condition holds in, whatever men are crowned meanwhile, and only a
    /// capture starts it again.
    promotion_resets: bool,
}

/// The pieces of each side, men and kings apart: changed by a capture or a promotion.
fn material_key(pos: &Position) -> u32 {
    let w = pos.pieces(Color::White);
    let b = pos.pieces(Color::Black);
    let k = pos.kings();
    ((w & !k).count_ones())
        | ((w & k).count_ones() << 6)
        | ((b & !k).count_ones() << 12)
        | ((b & k).count_ones() << 18)
        | 1 << 30
}

/// The number of pieces of each side: changed by a capture only.
fn piece_count_key(pos: &Position) -> u32 {
    pos.pieces(Color::White).count_ones() | (pos.pieces(Color::Black).count_ones() << 6) | 1 << 30
}

/// The side with a lone king facing `n_min..=n_max` pieces including a king, if any.
fn lone_king_against(pos: &Position, n_min: u32, n_max: u32, kings_only: bool) -> Option<Color> {
    for weak in [Color::White, Color::Black] {
        let strong = weak.opponent();
        let wp = pos.pieces(weak);
        let sp = pos.pieces(strong);
        let n = sp.count_ones();
        if wp.count_ones() == 1
            && wp & pos.kings() != 0
            && (n_min..=n_max).contains(&n)
            && pos.kings_of(strong) != 0
            && (!kings_only || pos.men(strong) == 0)
        {
            return Some(strong);
        }
    }
    None
}

/// The long diagonal a1–h8 of the 8x8 board, as bits.
fn long_diagonal(variant: Variant) -> u64 {
    ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
        .iter()
        .filter_map(|s| crate::notation::square::parse_square(variant, s))
        .fold(0, |acc, s| acc | bit(s))
}

fn endgame_limits(rule: EndgameRule, variant: Variant, pos: &Position) -> Vec<EndgameLimit> {
    let mut out = Vec::new();
    match rule {
        EndgameRule::None => {}
        EndgameRule::International => {
            if lone_king_against(pos, 3, 3, false).is_some() {
                out.push(EndgameLimit {
                    slot: 0,
                    name: "three pieces with a king against a lone king",
                    moves: 16,
                    stronger_only: None,
                    promotion_resets: false,
                });
            } else if lone_king_against(pos, 1, 2, false).is_some() {
                out.push(EndgameLimit {
                    slot: 1,
                    name: "two pieces or fewer with a king against a lone king",
                    moves: 5,
                    stronger_only: None,
                    promotion_resets: false,
                });
            }
        }
        EndgameRule::Russian => {
            if let Some(strong) = lone_king_against(pos, 3, 12, true) {
                out.push(EndgameLimit {
                    slot: 0,
                    name: "three or more kings against a lone king",
                    moves: 15,
                    stronger_only: Some(strong),
                    promotion_resets: false,
                });
            }
            if let Some(strong) = lone_king_against(pos, 3, 3, false) {
                let diag = long_diagonal(variant);
                let lone = pos.pieces(strong.opponent());
                if lone & diag != 0 && (pos.occupied() & diag).count_ones() == 1 {
                    out.push(EndgameLimit {
                        slot: 1,
                        name: "three pieces against a lone king on the long diagonal",
                        moves: 5,
                        stronger_only: Some(strong),
                        promotion_resets: false,
                    });
                }
            }
            if let Some(strong) = lone_king_against(pos, 1, 2, false) {
                out.push(EndgameLimit {
                    slot: 2,
                    name: "two pieces or fewer against a lone king",
                    moves: 5,
                    stronger_only: Some(strong),
                    promotion_resets: false,
                });
            }
            let total = pos.occupied().count_ones();
            if pos.kings_of(Color::White) != 0 && pos.kings_of(Color::Black) != 0 {
                if (4..=5).contains(&total) {
                    out.push(EndgameLimit {
                        slot: 3,
                        name: "kings on both sides with 4 or 5 pieces and no change of material",
                        moves: 30,
                        stronger_only: None,
                        promotion_resets: true,
                    });
                } else if (6..=7).contains(&total) {
                    out.push(EndgameLimit {
                        slot: 3,
                        name: "kings on both sides with 6 or 7 pieces and no change of material",
                        moves: 60,
                        stronger_only: None,
                        promotion_resets: true,
                    });
                }
            }
        }
        EndgameRule::PoolThreeKings => {
            if let Some(strong) = lone_king_against(pos, 3, 3, true) {
                out.push(EndgameLimit {
                    slot: 0,
                    name: "three kings against one king",
                    moves: 13,
                    stronger_only: Some(strong),
                    promotion_resets: false,
                });
            }
        }
    }
    out
}

/// The key an endgame slot counts under while its rule is in force (else 0): the count goes on
/// while the key stays the same. A rule that stops holding (a lone king leaving the long
/// diagonal) therefore starts afresh later.
fn slot_key(limits: &[EndgameLimit], slot: usize, pos: &Position) -> u32 {
    match limits.iter().find(|l| l.slot == slot) {
        Some(l) if l.promotion_resets => material_key(pos),
        Some(_) => piece_count_key(pos),
        None => 0,
    }
}

impl Counters {
    fn after(
        &self,
        rules: &DrawRules,
        variant: Variant,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> Counters {
        let man_moved = before.kings() & bit(mv.from) == 0;
        let kings_only = if man_moved || mv.is_capture() {
            0
        } else {
            self.kings_only.saturating_add(1)
        };
        let limits = endgame_limits(rules.endgame, variant, after);
        let mut endgame = [(0u32, 0u16); 4];
        for (slot, e) in endgame.iter_mut().enumerate() {
            let key = slot_key(&limits, slot, after);
            let (old_key, plies) = self.endgame[slot];
            *e = if key != 0 && key == old_key {
                (key, plies.saturating_add(1))
            } else {
                (key, 0)
            };
        }
        Counters {
            kings_only,
            endgame,
        }
    }

    fn at_start(rules: &DrawRules, variant: Variant, pos: &Position) -> Counters {
        let limits = endgame_limits(rules.endgame, variant, pos);
        let mut endgame = [(0u32, 0u16); 4];
        for (slot, e) in endgame.iter_mut().enumerate() {
            *e = (slot_key(&limits, slot, pos), 0);
        }
        Counters {
            kings_only: 0,
            endgame,
        }
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

impl From<MoveError> for PlayError {
    fn from(e: MoveError) -> Self {
        PlayError::Move(e)
    }
}

/// A game of draughts: start position, moves, an undo/redo cursor and the result.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    draws: DrawRules,
    /// Positions and counters: `states[0]` is the start, `states[i + 1]` follows `moves[i]`.
    states: Vec<(Position, Counters)>,
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
        let draws = variant.info().draws;
        Game {
            variant,
            draws,
            states: vec![(pos, Counters::at_start(&draws, variant, &pos))],
            moves: Vec::new(),
            cursor: 0,
            recorded: None,
        }
    }

    /// Replaces the draw rules (e.g. Brazilian CBD rules, Italian fourth repetition).
    pub fn with_draw_rules(mut self, draws: DrawRules) -> Game {
        self.draws = draws;
        self
    }

    /// The game's rules.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.draws
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.states[self.cursor].0
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.states[0].0
    }

    /// FEN of the current position.
    pub fn fen(&self) -> String {
        write_fen(self.variant, self.position())
    }

    /// The legal moves of the current position (none once the game is over by a draw rule or a
    /// Breakthrough king).
    pub fn legal_moves(&self) -> MoveList {
        match self.result() {
            GameResult::Ongoing => crate::legal_moves(self.variant, self.position()),
            _ => MoveList::new(),
        }
    }

    /// Plays a legal move; the moves that could be redone are dropped.
    pub fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        let result = self.result();
        if result != GameResult::Ongoing {
            return Err(PlayError::GameOver(result.describe()));
        }
        let legal = crate::legal_moves(self.variant, self.position());
        let Some(mv) = legal.iter().find(|m| *m == mv).copied() else {
            return Err(PlayError::Illegal);
        };
        let (before, counters) = self.states[self.cursor];
        let after = before.play(&mv);
        let next = counters.after(&self.draws, self.variant, &before, &mv, &after);
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.states.push((after, next));
        self.moves.push(mv);
        self.cursor += 1;
        self.recorded = None;
        Ok(())
    }

    /// Reads a move in the game's notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        let mv = parse_move(self.variant, self.position(), text)?;
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
        self.states.get(i).map(|s| &s.0)
    }

    /// Each recorded move in notation (short form unless ambiguous).
    pub fn move_texts(&self) -> Vec<String> {
        self.moves
            .iter()
            .enumerate()
            .map(|(i, m)| write_move(self.variant, &self.states[i].0, m))
            .collect()
    }

    /// Plies since the last man move or capture at the current position.
    pub fn kings_only_plies(&self) -> u16 {
        self.states[self.cursor].1.kings_only
    }

    /// How often the current position has occurred so far (with the same side to move).
    pub fn repetitions(&self) -> u8 {
        self.repetitions_at(self.cursor)
    }

    fn repetitions_at(&self, ply: usize) -> u8 {
        let here = &self.states[ply].0;
        self.states[..=ply]
            .iter()
            .filter(|(p, _)| p.hash() == here.hash() && p == here)
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
                RecordedResult::Draw => GameResult::Draw {
                    reason: DrawReason::Recorded,
                },
            },
            _ => by_rules,
        }
    }

    /// The result after `ply` moves under the game's rules alone.
    fn rules_result_at(&self, ply: usize) -> GameResult {
        let (pos, counters) = &self.states[ply];
        let info = self.variant.info();
        if info.goal == Goal::FirstKingWins && pos.kings() != 0 {
            let mover = pos.side().opponent();
            let winner = if pos.kings_of(mover) != 0 {
                mover
            } else {
                pos.side()
            };
            return GameResult::Win {
                winner,
                reason: WinReason::FirstKing,
            };
        }
        let to_move = pos.side();
        if crate::legal_moves(self.variant, pos).is_empty() {
            return match info.goal {
                Goal::NoMoveWins => GameResult::Win {
                    winner: to_move,
                    reason: WinReason::NoMovesLeft,
                },
                _ => GameResult::Win {
                    winner: to_move.opponent(),
                    reason: if pos.pieces(to_move) == 0 {
                        WinReason::NoPiecesLeft
                    } else {
                        WinReason::Blocked
                    },
                },
            };
        }
        let rules = &self.draws;
        if rules.repetitions > 0 && self.repetitions_at(ply) >= rules.repetitions {
            return GameResult::Draw {
                reason: DrawReason::Repetition(rules.repetitions),
            };
        }
        if rules.kings_only_plies > 0 && counters.kings_only >= rules.kings_only_plies {
            return GameResult::Draw {
                reason: DrawReason::KingMoves(rules.kings_only_plies / 2),
            };
        }
        for limit in endgame_limits(rules.endgame, self.variant, pos) {
            let plies = counters.endgame[limit.slot].1;
            let reached = match limit.stronger_only {
                None => plies >= 2 * limit.moves,
                Some(strong) => {
                    // The side to move when the count began moved first.
                    let first = if plies % 2 == 0 {
                        to_move
                    } else {
                        to_move.opponent()
                    };
                    let strong_moves = if first == strong {
                        plies.div_ceil(2)
                    } else {
                        plies / 2
                    };
                    strong_moves >= limit.moves
                }
            };
            if reached {
                return GameResult::Draw {
                    reason: DrawReason::EndgameLimit(limit.name, limit.moves),
                };
            }
        }
        GameResult::Ongoing
    }

    /// Squares (PDN numbers) of the side to move's pieces, for messages and tests.
    pub fn pieces_of(&self, color: Color) -> Vec<u32> {
        let mut v: Vec<u32> = Squares(self.position().pieces(color))
            .filter_map(|s| square_number(self.variant, s))
            .collect();
        v.sort();
        v
    }
}
