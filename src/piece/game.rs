//! A piece game being played: the start, the moves, the positions they pass through, and the
//! result, decided in one place — checkmate, stalemate, a lost royal piece, a goal, and the
//! draw rules (repetition with shogi's perpetual check, the no-progress count, the ply limit
//! with shogi's impasse, insufficient material).

use super::compile::PieceRules;
use super::file::{Loses, Outcome};
use super::movegen::{decided, in_check, legal_moves};
use super::notation::{engine_move, parse_engine_move};
use super::position::{kind_of, Move, Position, NONE};
use super::search::PieceGame;
use crate::game::{GameRecord, Outcome as GameOutcome, Side};

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

/// A game in progress.
#[derive(Clone, Debug)]
pub struct PieceRecord {
    /// The rules.
    pub game: PieceGame,
    /// The position the game started from.
    pub start: Position,
    /// The moves played.
    pub moves: Vec<Move>,
    /// The position before each move, and the current one last.
    pub positions: Vec<Position>,
}

impl PieceRecord {
    /// A game from the start position.
    pub fn new(game: impl Into<PieceGame>) -> PieceRecord {
        let game = game.into();
        let start = game.start.clone();
        PieceRecord::from_position(game, start)
    }

    /// A game from a position.
    pub fn from_position(game: impl Into<PieceGame>, start: Position) -> PieceRecord {
        PieceRecord {
            game: game.into(),
            positions: vec![start.clone()],
            start,
            moves: Vec::new(),
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a position")
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.status() != Status::Ongoing {
            return Vec::new();
        }
        let mut list = Vec::new();
        legal_moves(&self.game, self.position(), &mut list);
        list
    }

    /// Plays a move if it is legal now.
    pub fn play(&mut self, mv: &Move) -> Result<(), String> {
        if !self.legal_moves().contains(mv) {
            return Err(format!(
                "{} is not a legal move here",
                engine_move(&self.game, mv)
            ));
        }
        let next = self.position().after(&self.game, mv);
        self.moves.push(*mv);
        self.positions.push(next);
        Ok(())
    }

    /// Plays a move written in the engine notation (UCI or USI).
    pub fn play_text(&mut self, text: &str) -> Result<Move, String> {
        if let Status::Win { .. } | Status::Draw(_) = self.status() {
            return Err("the game is over".into());
        }
        let mv = parse_engine_move(&self.game, self.position(), text)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The key positions repeat by: the hash, without en passant squares no legal capture uses.
    fn repetition_key(&self, pos: &Position) -> u64 {
        if pos.en_passant.is_empty() {
            return pos.hash;
        }
        let mut list = Vec::new();
        legal_moves(&self.game, pos, &mut list);
        if list.iter().any(|m| m.victim != NONE && m.victim != m.to) {
            return pos.hash;
        }
        let mut h = pos.hash;
        for sq in pos.en_passant.iter() {
            h ^= self.game.square_keys[super::compile::MAX_SQUARES + sq as usize];
        }
        h
    }

    /// The result now.
    pub fn status(&self) -> Status {
        let g = &*self.game;
        let pos = self.position();
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
        if let Some(s) = self.repetition() {
            return s;
        }
        let d = &g.draws;
        if d.no_progress_plies > 0 && pos.quiet >= d.no_progress_plies {
            return Status::Draw(Reason::NoProgress);
        }
        if self.insufficient() {
            return Status::Draw(Reason::InsufficientMaterial);
        }
        if d.ply_limit > 0 && plies_played(pos) >= d.ply_limit as u32 {
            return impasse(g, pos).unwrap_or(Status::Draw(Reason::PlyLimit));
        }
        Status::Ongoing
    }

    fn repetition(&self) -> Option<Status> {
        let g = &*self.game;
        let need = g.draws.repetition as usize;
        if need < 2 {
            return None;
        }
        let now = self.positions.len() - 1;
        let key = self.repetition_key(&self.positions[now]);
        let quiet = self.positions[now].quiet as usize;
        // Positions before a capture or a drop cannot come back; the counter says how far.
        let earliest = if g.drops {
            0
        } else {
            now.saturating_sub(quiet)
        };
        let same: Vec<usize> = (earliest..=now)
            .rev()
            .filter(|&i| {
                (now - i).is_multiple_of(2) && self.positions[i].hash == self.positions[now].hash
            })
            .filter(|&i| self.repetition_key(&self.positions[i]) == key)
            .collect();
        if same.len() < need {
            return None;
        }
        if g.draws.perpetual_check_loses {
            let first = same[need - 1];
            for checker in 0..2u8 {
                let always = (first + 1..=now)
                    .filter(|&i| self.positions[i].side != checker)
                    .all(|i| in_check(g, &self.positions[i], checker ^ 1));
                let any = (first + 1..=now).any(|i| self.positions[i].side != checker);
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

    fn insufficient(&self) -> bool {
        let g = &*self.game;
        let list = &g.draws.insufficient;
        if list.is_empty() {
            return false;
        }
        let pos = self.position();
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

impl GameRecord for PieceRecord {
    type Rules = PieceGame;

    fn rules(&self) -> &PieceGame {
        &self.game
    }

    fn current(&self) -> &Position {
        self.position()
    }

    /// The positions since the last capture, drop or move of a piece whose moves count as
    /// progress.
    fn reversible_history(&self) -> Vec<u64> {
        let now = self.positions.len() - 1;
        let quiet = self.positions[now].quiet as usize;
        self.positions[now.saturating_sub(quiet)..now]
            .iter()
            .map(|p| p.hash)
            .collect()
    }

    fn ply(&self) -> usize {
        self.moves.len()
    }

    fn outcome(&self) -> GameOutcome {
        match self.status() {
            Status::Ongoing => GameOutcome::Ongoing,
            Status::Win { winner, .. } => GameOutcome::Win(Side::new(winner)),
            Status::Draw(_) => GameOutcome::Draw,
        }
    }
}
