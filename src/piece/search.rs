//! Piece games as the game-independent machinery sees them: [`PieceGame`], a game's compiled
//! rules with their evaluation, and [`PieceSearch`], the same compiled for the search's inner
//! loop: moves generated with their legality settled as they are played, a check extension,
//! null move where a side has pieces to spare, quiescence over captures and promotions (every
//! answer to a check first), captures ordered by most valuable victim and least valuable
//! attacker.

use super::bits::Bits;
use super::game::{stuck_score, PieceGame};
use super::movegen::{
    decided, deferred_moves, in_check, legal_moves, legal_moves_in_check, legal_tactical_moves,
    Deferred,
};
use super::position::MAX_SQUARES;
use super::position::{kind_of, Move, Position, NONE};
use crate::search::family::Visit;
use crate::search::{Order, SearchRules, Searchable, Style, MATE};

impl Searchable for PieceGame {
    type Tables = ();

    const HISTORY_SLOTS: usize = 2 * (MAX_SQUARES + 1) * MAX_SQUARES;

    /// Piece values are about twice a draughts man's hundredths (a pawn 100, a queen 900).
    const NOISE_SCALE: i32 = 2;

    const WIN_SCALE: f64 = 400.0;

    /// Fitted on the project's chess and shogi self-play (docs/analysis.md): a game with drops
    /// swings by far more than chess's material, and its scores say much less.
    fn result_scale(&self) -> f64 {
        if self.rules().drops {
            3780.0
        } else {
            186.0
        }
    }

    fn with_rules<'a, V: Visit<'a, Self>>(
        &'a self,
        style: &'a Style,
        _tables: Option<&'a ()>,
        visit: V,
    ) -> V::Out {
        visit.visit(PieceSearch::new(self, style))
    }
}

/// [`PieceGame`] for one search.
pub struct PieceSearch<'a> {
    game: &'a PieceGame,
    /// Count material only.
    material_only: bool,
}

impl<'a> PieceSearch<'a> {
    /// `game` for a search in `style`.
    pub fn new(game: &'a PieceGame, style: &Style) -> PieceSearch<'a> {
        PieceSearch {
            game,
            material_only: style.material_only,
        }
    }

    fn value_of(&self, pos: &Position, sq: u8) -> i32 {
        self.game.evaluator().value(kind_of(pos.board[sq as usize]))
    }

    /// The value of the pieces `mv` captures.
    fn victims(&self, pos: &Position, mv: &Move) -> i32 {
        mv.captured().map(|s| self.value_of(pos, s)).sum()
    }

    /// Whether the side to move has a piece besides its royal ones and the cheapest kinds: a
    /// null move is then safe from zugzwang.
    fn has_pieces(&self, pos: &Position) -> bool {
        let side = pos.side as usize;
        pos.occ[side]
            .minus(pos.royals[side])
            .iter()
            .any(|sq| self.value_of(pos, sq) >= 250)
    }
}

impl SearchRules for PieceSearch<'_> {
    type Game = PieceGame;
    type Legality = Deferred;
    const EXACT_MOVES: bool = false;
    const STAND_PAT: bool = true;

    fn rules(&self) -> &PieceGame {
        self.game
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        legal_moves(self.game.rules(), pos, out);
    }

    fn generate(
        &self,
        pos: &Position,
        in_check: bool,
        _capture: bool,
        out: &mut Vec<Move>,
    ) -> Deferred {
        deferred_moves(self.game.rules(), pos, out, in_check)
    }

    #[inline]
    fn legal_after(
        &self,
        legality: &Deferred,
        pos: &Position,
        mv: &Move,
        child: &Position,
    ) -> bool {
        legality.holds(self.game.rules(), pos, mv, child)
    }

    fn quiescence_moves(&self, pos: &Position, in_check: bool, out: &mut Vec<Move>) {
        if in_check {
            legal_moves_in_check(self.game.rules(), pos, out, Some(true));
        } else {
            legal_tactical_moves(self.game.rules(), pos, out);
        }
    }

    #[inline]
    fn play(&self, pos: &Position, mv: &Move) -> Position {
        pos.after(self.game.rules(), mv)
    }

    #[inline]
    fn hash(&self, pos: &Position) -> u64 {
        pos.hash
    }

    /// From (or the kind dropped) and to: the promotions of one pawn share a key.
    #[inline]
    fn move_key(&self, mv: &Move) -> u16 {
        let from = if mv.is_drop() {
            MAX_SQUARES as u16 + u16::from(mv.kind)
        } else {
            u16::from(mv.from)
        };
        from << 8 | u16::from(mv.to)
    }

    #[inline]
    fn history_slot(&self, pos: &Position, mv: &Move) -> usize {
        let from = if mv.is_drop() {
            MAX_SQUARES
        } else {
            mv.from as usize
        };
        (pos.side as usize * (MAX_SQUARES + 1) + from) * MAX_SQUARES + mv.to as usize
    }

    /// Captures and promotions by the value gained, the cheaper attacker first.
    fn order(&self, pos: &Position, mv: &Move) -> Order {
        if !self.is_tactical(mv) {
            return Order::Quiet(0);
        }
        let evaluator = self.game.evaluator();
        let promotion = if mv.promote != NONE {
            evaluator.value(mv.promote)
        } else {
            0
        };
        let gain = (self.victims(pos, mv) + promotion) * 16 - evaluator.value(mv.kind) / 16;
        Order::Tactical(i64::from(gain))
    }

    #[inline]
    fn is_tactical(&self, mv: &Move) -> bool {
        mv.is_capture() || (mv.promote != NONE && !mv.is_drop())
    }

    /// A lost royal piece, no piece left or a goal reached.
    #[inline]
    fn terminal(&self, pos: &Position, ply: usize) -> Option<i32> {
        let loser = decided(self.game.rules(), pos)?;
        Some(if loser == pos.side {
            -MATE + ply as i32
        } else {
            MATE - ply as i32
        })
    }

    fn no_moves(&self, pos: &Position, ply: usize) -> i32 {
        stuck_score(self.game.rules(), pos, ply)
    }

    #[inline]
    fn move_limit_reached(&self, pos: &Position) -> bool {
        let limit = self.game.rules().draws.no_progress_plies;
        limit > 0 && pos.quiet >= limit
    }

    #[inline]
    fn repetition_draws(&self) -> bool {
        self.game.rules().draws.repetition >= 2
    }

    /// A capture, a drop or a move of a piece whose moves count as progress.
    #[inline]
    fn irreversible(&self, _pos: &Position, mv: &Move) -> bool {
        mv.is_capture() || mv.is_drop() || self.game.rules().kinds[mv.kind as usize].resets_progress
    }

    fn evaluate(&self, pos: &Position) -> i32 {
        if self.material_only {
            self.game.evaluator().material(pos)
        } else {
            self.game.evaluator().evaluate(pos)
        }
    }

    #[inline]
    fn must_capture(&self, _pos: &Position) -> bool {
        false
    }

    #[inline]
    fn in_check(&self, pos: &Position) -> bool {
        let rules = self.game.rules();
        rules.sides[pos.side as usize].checks() && in_check(rules, pos, pos.side)
    }

    fn null_move(&self, pos: &Position) -> Option<Position> {
        let rules = self.game.rules();
        if !rules.sides[pos.side as usize].checks() || !self.has_pieces(pos) {
            return None;
        }
        let mut null = pos.clone();
        null.side ^= 1;
        null.hash ^= rules.side_key;
        for sq in null.en_passant.iter() {
            null.hash ^= rules.square_keys[MAX_SQUARES + sq as usize];
        }
        null.en_passant = Bits::EMPTY;
        null.en_passant_victim = NONE;
        Some(null)
    }

    #[inline]
    fn reducible(&self, _pos: &Position, mv: &Move) -> bool {
        !self.is_tactical(mv)
    }

    fn material(&self, pos: &Position) -> i32 {
        self.game.evaluator().material(pos)
    }

    fn capture_value(&self, pos: &Position, mv: &Move) -> i32 {
        self.victims(pos, mv)
    }
}
