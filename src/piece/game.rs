//! A piece game being played: the start, the moves, the positions they pass through, and the
//! result, decided in one place — checkmate, stalemate, a lost royal piece, a goal, and the
//! draw rules (repetition with shogi's perpetual check, the no-progress count, the ply limit
//! with shogi's impasse, insufficient material).

use std::sync::Arc;

use super::eval::Evaluator;
use super::fen;
use super::file::{Loses, Outcome};
use super::movegen::{decided, in_check, legal_moves};
use super::notation::{display_move, engine_move, parse_engine_move};
use super::position::{kind_of, Move, Position, NONE};
use super::rules::PieceRules;
use crate::common::wording::Refusal;
use crate::game::{Ending, GameRules, Outcome as GameOutcome, Record, Side};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The loser's royal piece is attacked and it has no legal move.
    Checkmate,
    /// The side to move has no legal move and is not in check (the game says what that is).
    Stalemate,
    /// A side with no legal move loses (a draughts-type side).
    NoMoves,
    /// The loser's last royal piece was captured.
    RoyalCaptured,
    /// The loser has no piece left.
    AllCaptured,
    /// The winner brought a piece to its goal.
    Goal,
    /// The same position occurred the number of times the game's rules say.
    Repetition,
    /// The loser gave check with every move of a repeated cycle (shogi).
    PerpetualCheck,
    /// The no-progress count ran out.
    NoProgress,
    /// The game reached its ply limit.
    PlyLimit,
    /// Neither side has the material to win.
    InsufficientMaterial,
    /// Both royal pieces stood in their promotion zones and the points decided (shogi's
    /// jishogi).
    Impasse,
    /// The loser ran out of time on the clock.
    Time,
    /// The loser resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// The game's record ends with this result (a resignation, an agreed draw) where the moves
    /// do not end it.
    Recorded,
}

/// A piece game as the machinery plays it: its compiled rules and the tables of its evaluation,
/// made once when the game is opened.
#[derive(Clone, Debug)]
pub struct PieceGame {
    rules: Arc<PieceRules>,
    evaluator: Arc<Evaluator>,
    /// The name that opens the game again ([`super::name_of`]), found once.
    name: Arc<str>,
}

impl PieceGame {
    /// The game of the compiled `rules`.
    pub fn new(rules: Arc<PieceRules>) -> PieceGame {
        let evaluator = Arc::new(Evaluator::new(&rules));
        let name = super::name_of(&rules).into();
        PieceGame {
            rules,
            evaluator,
            name,
        }
    }

    /// A built-in game of the compiled `rules` (`super::built_in_at`), named by its own name.
    pub(super) fn built_in(rules: Arc<PieceRules>) -> PieceGame {
        let evaluator = Arc::new(Evaluator::new(&rules));
        let name = rules.name().into();
        PieceGame {
            rules,
            evaluator,
            name,
        }
    }

    /// The name that opens the game again: a built-in game's own, else `file:` and its file.
    pub fn id(&self) -> &str {
        &self.name
    }

    /// Its compiled rules.
    #[inline]
    pub fn rules(&self) -> &Arc<PieceRules> {
        &self.rules
    }

    /// Its evaluation.
    #[inline]
    pub fn evaluator(&self) -> &Evaluator {
        &self.evaluator
    }
}

/// A handle to the shared rules: `&game` reads as `&PieceRules` wherever rules are asked for.
impl std::ops::Deref for PieceGame {
    type Target = PieceRules;

    fn deref(&self) -> &PieceRules {
        &self.rules
    }
}

impl From<Arc<PieceRules>> for PieceGame {
    fn from(rules: Arc<PieceRules>) -> PieceGame {
        PieceGame::new(rules)
    }
}

/// The same game: the same compiled rules, or rules compiled from the same file.
impl PartialEq for PieceGame {
    fn eq(&self, other: &PieceGame) -> bool {
        Arc::ptr_eq(&self.rules, &other.rules) || self.rules == other.rules
    }
}

/// `1-0`, `0-1`, `1/2-1/2` or `*` for a game's status (side 0 is written first).
pub fn result_text(status: Status) -> &'static str {
    match status {
        Status::Ongoing => "*",
        Status::Win { winner: 0, .. } => "1-0",
        Status::Win { .. } => "0-1",
        Status::Draw(_) => "1/2-1/2",
    }
}

/// The state of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Still going.
    Ongoing,
    /// Side `winner` (0 starts) won.
    Win {
        /// The winning side.
        winner: u8,
        /// Why.
        reason: Reason,
    },
    /// A draw.
    Draw(Reason),
}

impl GameRules for PieceGame {
    type Position = Position;
    type Move = Move;
    type Moves = Vec<Move>;
    type Result = Status;

    fn start_position(&self) -> Position {
        self.start.clone()
    }

    fn parse_position(&self, text: &str) -> Result<Position, Refusal> {
        fen::parse(self, text)
    }

    fn perft(&self, pos: &Position, depth: u32) -> u64 {
        super::movegen::perft(self, pos, depth)
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        legal_moves(self, pos, out);
    }

    fn play(&self, pos: &Position, mv: &Move) -> Position {
        pos.after(self, mv)
    }

    fn hash(&self, pos: &Position) -> u64 {
        pos.hash
    }

    fn side_to_move(&self, pos: &Position) -> Side {
        Side::new(pos.side)
    }

    /// Plies since the last capture, drop or move of a piece whose moves count as progress.
    fn reversible_plies(&self, pos: &Position) -> usize {
        pos.quiet as usize
    }

    /// A decided position, a side without a move, then the draw rules: repetition (with
    /// shogi's perpetual check), the no-progress count, material, the ply limit and impasse.
    fn result(&self, history: &[Position]) -> Status {
        let g: &PieceRules = self;
        let Some(pos) = history.last() else {
            return Status::Ongoing;
        };
        if let Some(loser) = decided(g, pos) {
            let reason = match g.sides[loser as usize].loses {
                Loses::RoyalCaptured if pos.royals[loser as usize].is_empty() => {
                    Reason::RoyalCaptured
                }
                Loses::AllCaptured if pos.piece_count(loser) == 0 => Reason::AllCaptured,
                _ => Reason::Goal,
            };
            return Status::Win {
                winner: loser ^ 1,
                reason,
            };
        }
        let us = pos.side;
        let mut list = Vec::new();
        legal_moves(g, pos, &mut list);
        if list.is_empty() {
            let (outcome, reason) = stuck(g, pos);
            return match outcome {
                Outcome::Draw => Status::Draw(reason),
                Outcome::Loss => Status::Win {
                    winner: us ^ 1,
                    reason,
                },
                Outcome::Win => Status::Win { winner: us, reason },
            };
        }
        if let Some(s) = repetition(g, history) {
            return s;
        }
        let d = &g.draws;
        if d.no_progress_plies > 0 && pos.quiet >= d.no_progress_plies {
            return Status::Draw(Reason::NoProgress);
        }
        if insufficient(g, pos) {
            return Status::Draw(Reason::InsufficientMaterial);
        }
        if d.ply_limit > 0 && plies_played(pos) >= d.ply_limit as u32 {
            return impasse(g, pos).unwrap_or(Status::Draw(Reason::PlyLimit));
        }
        Status::Ongoing
    }

    fn ended(&self, _pos: &Position, ending: &Ending<Status>) -> Status {
        match *ending {
            Ending::Win(side) => Status::Win {
                winner: side.index() as u8,
                reason: Reason::Recorded,
            },
            Ending::WinOnTime(side) => Status::Win {
                winner: side.index() as u8,
                reason: Reason::Time,
            },
            Ending::WinByResignation(side) => Status::Win {
                winner: side.index() as u8,
                reason: Reason::Resignation,
            },
            Ending::Draw => Status::Draw(Reason::Recorded),
            Ending::DrawAgreed => Status::Draw(Reason::Agreement),
            Ending::Declared(status) => status,
        }
    }

    fn outcome(status: &Status) -> GameOutcome {
        match *status {
            Status::Ongoing => GameOutcome::Ongoing,
            Status::Win { winner, .. } => GameOutcome::Win(Side::new(winner)),
            Status::Draw(_) => GameOutcome::Draw,
        }
    }

    fn name(&self) -> String {
        self.id().to_string()
    }

    fn write_position(&self, pos: &Position) -> String {
        fen::write(self, pos)
    }

    fn write_move(&self, pos: &Position, mv: &Move) -> String {
        display_move(self, pos, mv)
    }

    fn result_text(&self, status: &Status) -> &'static str {
        result_text(*status)
    }
}

/// The key positions repeat by: the hash, without en passant squares no legal capture uses.
fn repetition_key(g: &PieceRules, pos: &Position) -> u64 {
    if pos.en_passant.is_empty() {
        return pos.hash;
    }
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    if list.iter().any(|m| m.victim != NONE && m.victim != m.to) {
        return pos.hash;
    }
    let mut h = pos.hash;
    for sq in pos.en_passant.iter() {
        h ^= g.square_keys[super::position::MAX_SQUARES + sq as usize];
    }
    h
}

/// The draw (or shogi's loss by perpetual check) by repetition of the last of `history`.
fn repetition(g: &PieceRules, history: &[Position]) -> Option<Status> {
    let need = g.draws.repetition as usize;
    if need < 2 {
        return None;
    }
    let now = history.len() - 1;
    let key = repetition_key(g, &history[now]);
    let quiet = history[now].quiet as usize;
    // Positions before a capture or a drop cannot come back; the counter says how far.
    let earliest = if g.drops {
        0
    } else {
        now.saturating_sub(quiet)
    };
    let same: Vec<usize> = (earliest..=now)
        .rev()
        .filter(|&i| (now - i).is_multiple_of(2) && history[i].hash == history[now].hash)
        .filter(|&i| repetition_key(g, &history[i]) == key)
        .collect();
    if same.len() < need {
        return None;
    }
    if g.draws.perpetual_check_loses {
        let first = same[need - 1];
        for checker in 0..2u8 {
            let always = (first + 1..=now)
                .filter(|&i| history[i].side != checker)
                .all(|i| in_check(g, &history[i], checker ^ 1));
            let any = (first + 1..=now).any(|i| history[i].side != checker);
            if always && any && g.sides[(checker ^ 1) as usize].checks() {
                return Some(Status::Win {
                    winner: checker ^ 1,
                    reason: Reason::PerpetualCheck,
                });
            }
        }
    }
    Some(Status::Draw(Reason::Repetition))
}

/// Whether neither side has the material to win: the game's minor pieces alone, all on one
/// colour where they are bound to it.
fn insufficient(g: &PieceRules, pos: &Position) -> bool {
    let list = &g.draws.insufficient;
    if list.is_empty() {
        return false;
    }
    if pos.hand.iter().flatten().any(|&n| n > 0) {
        return false;
    }
    let mut minors = Vec::new();
    for side in 0..2u8 {
        for sq in pos.occ[side as usize]
            .minus(pos.royals[side as usize])
            .iter()
        {
            let k = kind_of(pos.board[sq as usize]);
            if !list.contains(&k) {
                return false;
            }
            minors.push((k, sq));
        }
    }
    if minors.len() <= 1 {
        return true;
    }
    let colour = |sq: u8| (g.file_of(sq) + g.rank_of(sq)) % 2;
    minors
        .iter()
        .all(|&(k, sq)| g.kinds[k as usize].colour_bound && colour(sq) == colour(minors[0].1))
}

/// A piece game in progress.
pub type PieceRecord = Record<PieceGame>;

impl Record<PieceGame> {
    /// A game from the start position.
    pub fn new(game: impl Into<PieceGame>) -> PieceRecord {
        let game = game.into();
        let start = game.start.clone();
        Record::starting_at(game, start)
    }

    /// A game from a position.
    pub fn from_position(game: impl Into<PieceGame>, start: Position) -> PieceRecord {
        Record::starting_at(game.into(), start)
    }

    /// The game played.
    pub fn game(&self) -> &PieceGame {
        self.game_rules()
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.state()
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        self.start_state()
    }

    /// The result now.
    pub fn status(&self) -> Status {
        self.result()
    }

    /// Plays a move written in the engine notation (UCI or USI).
    pub fn play_text(&mut self, text: &str) -> Result<Move, String> {
        if self.status() != Status::Ongoing {
            return Err("the game is over".into());
        }
        let mv = parse_engine_move(self.game(), self.position(), text)?;
        self.play(&mv)
            .map_err(|_| format!("{} is not a legal move here", engine_move(self.game(), &mv)))?;
        Ok(mv)
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Ongoing => f.write_str("the game goes on"),
            Status::Win { winner, reason } => write!(f, "side {} wins ({reason:?})", winner + 1),
            Status::Draw(reason) => write!(f, "a draw ({reason:?})"),
        }
    }
}

/// Each side's impasse points: its pieces on the board and in hand, by the game's impasse rule
/// (none without one).
pub fn impasse_points(g: &PieceRules, pos: &Position) -> Option<[u32; 2]> {
    let (_, points) = g.draws.impasse.as_ref()?;
    let mut total = [0u32; 2];
    for (side, sum) in total.iter_mut().enumerate() {
        for sq in pos.occ[side].iter() {
            *sum += u32::from(points[kind_of(pos.board[sq as usize]) as usize]);
        }
        for (kind, &n) in pos.hand[side].iter().enumerate().take(points.len()) {
            *sum += u32::from(points[kind]) * u32::from(n);
        }
    }
    Some(total)
}

/// The impasse result, when the game has the rule and every royal piece of both sides stands
/// in its own promotion zone: a side with fewer points than the threshold loses; both with as
/// many or more (or both with fewer) is a draw.
pub fn impasse(g: &PieceRules, pos: &Position) -> Option<Status> {
    let (threshold, _) = g.draws.impasse.as_ref()?;
    let entered = (0..2).all(|side| {
        let royals = pos.royals[side];
        !royals.is_empty() && royals.minus(g.zones[side]).is_empty()
    });
    if !entered {
        return None;
    }
    let points = impasse_points(g, pos)?;
    let short = points.map(|p| p < u32::from(*threshold));
    Some(match short {
        [true, false] => Status::Win {
            winner: 1,
            reason: Reason::Impasse,
        },
        [false, true] => Status::Win {
            winner: 0,
            reason: Reason::Impasse,
        },
        _ => Status::Draw(Reason::Impasse),
    })
}

/// The plies played before `pos`, from its move number and side to move.
pub fn plies_played(pos: &Position) -> u32 {
    2 * (pos.fullmove as u32).saturating_sub(1) + pos.side as u32
}

/// The result for the side to move when it has no legal move: checkmate, its stalemate rule,
/// or the loss of a side that loses by having no move.
pub fn stuck(g: &PieceRules, pos: &Position) -> (Outcome, Reason) {
    let us = pos.side;
    let rules = &g.sides[us as usize];
    if rules.checks() && in_check(g, pos, us) {
        (Outcome::Loss, Reason::Checkmate)
    } else if rules.loses == Loses::Checkmate || rules.loses == Loses::AllCaptured {
        (rules.stalemate, Reason::Stalemate)
    } else {
        (Outcome::Loss, Reason::NoMoves)
    }
}

/// [`stuck`] as a search score from the side to move's view, `ply` plies from the root.
pub fn stuck_score(g: &PieceRules, pos: &Position, ply: usize) -> i32 {
    match stuck(g, pos).0 {
        Outcome::Draw => 0,
        Outcome::Loss => -crate::search::MATE + ply as i32,
        Outcome::Win => crate::search::MATE - ply as i32,
    }
}
