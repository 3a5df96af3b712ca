//! What a family of games plugs into the search: [`Searchable`], the rules as the search starts
//! from them, and [`SearchRules`], the same rules compiled for the inner loop (move generation,
//! evaluation, move-ordering hints, the draw rules the search keeps, endgame tables). The
//! alpha-beta search, MCTS and the bots are written once over these two traits.

use super::levels::Level;
use super::Style;
use crate::common::rng::Rng;
use crate::game::GameRules;

/// The position type of the rules `S` is compiled from.
pub type PositionOf<S> = <<S as SearchRules>::Game as GameRules>::Position;
/// The move type of the rules `S` is compiled from.
pub type MoveOf<S> = <<S as SearchRules>::Game as GameRules>::Move;
/// The move list type of the rules `S` is compiled from.
pub type MovesOf<S> = <<S as SearchRules>::Game as GameRules>::Moves;

/// A game the search plays: its rules, and how they compile for the search's inner loop.
pub trait Searchable: GameRules {
    /// Endgame tables the search may consult beside the position and its rules: a draughts
    /// game's bitbase.
    type Tables: Clone + Send + Sync;

    /// Slots of the history table: [`SearchRules::history_slot`] is below this.
    const HISTORY_SLOTS: usize;

    /// Evaluation noise of a level in this game's units, from the level's hundredths of a man.
    const NOISE_SCALE: i32 = 1;

    /// The evaluation at which a side wins about 73% of its games (the scale of the logistic
    /// curve that turns an evaluation into a win rate in MCTS, and back).
    const WIN_SCALE: f64;

    /// The scale of the logistic curve that turns a search's score into the expected result of
    /// the side to move (1 a win, ½ a draw) in this game, as fitted by `dama curve` on the
    /// project's games (docs/analysis.md): what a game's analysis counts a move's loss in.
    fn result_scale(&self) -> f64;

    /// Runs `visit` on the rules compiled for one search in `style`, probing `tables`: the one
    /// place a game picks its compiled rules (a draughts game, the type of its rule set).
    fn with_rules<'a, V: Visit<'a, Self>>(
        &'a self,
        style: &'a Style,
        tables: Option<&'a Self::Tables>,
        visit: V,
    ) -> V::Out;

    /// Whether `level` counts material alone in this game (the weak levels do; a game may ask
    /// more of it).
    fn counts_material_only(&self, level: &Level) -> bool {
        level.material_only
    }

    /// The node budget per move of `level`'s alpha-beta search in this game.
    fn level_nodes(&self, level: &Level) -> u64 {
        level.nodes
    }

    /// A move of the game's opening book that `level` plays in `pos`, `ply` plies into the
    /// game, its choice drawn from `rng`: none out of the book or beyond the level's plies.
    fn book_move(
        &self,
        _pos: &Self::Position,
        _ply: usize,
        _level: u8,
        _rng: &mut Rng,
    ) -> Option<Self::Move> {
        None
    }

    /// Whether the bots build this game's endgame tables for `pos`: near the end of a game, or
    /// with `ahead` a few pieces before, to solve them while the other side thinks.
    fn wants_tables(&self, _pos: &Self::Position, _ahead: bool) -> bool {
        false
    }

    /// This game's endgame tables, solving more of them for at most `budget_ms` milliseconds
    /// (all at once without a budget): none until they answer.
    fn solve_tables(&self, _budget_ms: Option<f64>) -> Option<Self::Tables> {
        None
    }

    /// Whether some of this game's endgame tables are still to be solved.
    fn solving_tables(&self) -> bool {
        false
    }
}

/// What is done with a game's rules once compiled ([`Searchable::with_rules`]).
pub trait Visit<'a, G: Searchable> {
    /// What it gives back.
    type Out;
    /// Does it with `rules`.
    fn visit<S: SearchRules<Game = G> + 'a>(self, rules: S) -> Self::Out;
}

/// How the search treats a move before trying it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// A capture or promotion: tried before the quiet moves, the higher value first.
    Tactical(i64),
    /// A quiet move: after the killers, by its history, plus this bonus.
    Quiet(i64),
}

/// What an endgame table says of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// Its exact score.
    Exact(i32),
    /// Won (`1`) or lost (`-1`) in a number of plies the table does not know: worth a known
    /// win plus the evaluation.
    Decided(i32),
}

/// A game's rules compiled for the search's inner loop: every method is called at every node,
/// and for the built-in draughts games each is a constant or a few bit operations.
pub trait SearchRules: Sync {
    /// The rules this is compiled from.
    type Game: Searchable;
    /// The rules.
    fn rules(&self) -> &Self::Game;
    /// What move generation leaves the search to check once a move is made (piece games
    /// generate moves that may leave the king attacked; every draughts move is legal).
    type Legality;
    /// Whether [`SearchRules::generate`] lists legal moves only: a single move is then forced
    /// and searched without spending a ply.
    const EXACT_MOVES: bool;
    /// Whether the horizon searches captures and promotions with a stand-pat score (piece
    /// games); otherwise it searches on only where a capture is compulsory.
    const STAND_PAT: bool;

    /// The legal moves of `pos`.
    fn legal_moves(&self, pos: &PositionOf<Self>, out: &mut MovesOf<Self>);
    /// The moves of `pos` for the search, `in_check` saying whether the side to move is in check
    /// and `capture` whether it must capture (as [`SearchRules::must_capture`] says).
    fn generate(
        &self,
        pos: &PositionOf<Self>,
        in_check: bool,
        capture: bool,
        out: &mut MovesOf<Self>,
    ) -> Self::Legality;
    /// Whether `mv`, generated with `legality` and played in `pos` to `child`, is legal.
    fn legal_after(
        &self,
        legality: &Self::Legality,
        pos: &PositionOf<Self>,
        mv: &MoveOf<Self>,
        child: &PositionOf<Self>,
    ) -> bool;
    /// The moves the horizon searches: the legal captures and promotions, or every legal move
    /// when `in_check`.
    fn quiescence_moves(&self, pos: &PositionOf<Self>, in_check: bool, out: &mut MovesOf<Self>);
    /// The position after `mv`.
    fn play(&self, pos: &PositionOf<Self>, mv: &MoveOf<Self>) -> PositionOf<Self>;
    /// The position's hash: equal for repeating positions.
    fn hash(&self, pos: &PositionOf<Self>) -> u64;
    /// The hash after `mv` where it costs less than playing it (to prefetch the table's slot).
    fn hash_after(&self, _pos: &PositionOf<Self>, _mv: &MoveOf<Self>) -> Option<u64> {
        None
    }
    /// The transposition table's key of `pos`: its hash, and whatever else its value depends on.
    fn table_key(&self, pos: &PositionOf<Self>) -> u64 {
        self.hash(pos)
    }
    /// The move's key in the table and among the killers; moves of one position rarely share one.
    fn move_key(&self, mv: &MoveOf<Self>) -> u16;
    /// The move's slot in the history table, below [`Searchable::HISTORY_SLOTS`].
    fn history_slot(&self, pos: &PositionOf<Self>, mv: &MoveOf<Self>) -> usize;
    /// How the search orders `mv`.
    fn order(&self, pos: &PositionOf<Self>, mv: &MoveOf<Self>) -> Order;
    /// Whether `mv` is a capture or promotion: neither a killer nor in the history.
    fn is_tactical(&self, mv: &MoveOf<Self>) -> bool;
    /// The score of a position the rules decide before its moves are asked (a Breakthrough king,
    /// a captured royal piece), `ply` plies from the root; none while it goes on.
    fn terminal(&self, pos: &PositionOf<Self>, ply: usize) -> Option<i32>;
    /// The score of `pos` where the side to move has no legal move.
    fn no_moves(&self, pos: &PositionOf<Self>, ply: usize) -> i32;
    /// Whether a move-limit rule draws `pos` (if the side to move has a move).
    fn move_limit_reached(&self, pos: &PositionOf<Self>) -> bool;
    /// Whether a repetition within the search is a draw.
    fn repetition_draws(&self) -> bool;
    /// Whether no position before `mv` can occur after it.
    fn irreversible(&self, pos: &PositionOf<Self>, mv: &MoveOf<Self>) -> bool;
    /// The static evaluation from the side to move's view.
    fn evaluate(&self, pos: &PositionOf<Self>) -> i32;
    /// An endgame table's value of `pos`, `ply` plies from the root.
    fn probe(&self, _pos: &PositionOf<Self>, _ply: usize) -> Option<Probe> {
        None
    }
    /// Whether the side to move must capture: its horizon searches on.
    fn must_capture(&self, pos: &PositionOf<Self>) -> bool;
    /// Whether the side to move is in check: searched a ply deeper.
    fn in_check(&self, _pos: &PositionOf<Self>) -> bool {
        false
    }
    /// The position with the move passed, where a null-move search may stand for the real one
    /// (a side not in check with pieces to spare); none where zugzwang is common.
    fn null_move(&self, _pos: &PositionOf<Self>) -> Option<PositionOf<Self>> {
        None
    }
    /// Whether a quiet `mv` of `pos` may be searched less deep when it comes late.
    fn reducible(&self, pos: &PositionOf<Self>, mv: &MoveOf<Self>) -> bool;
    /// Whether ProbCut may cut `pos` (not in the endings, where shallow searches mislead).
    fn probcut(&self, _pos: &PositionOf<Self>) -> bool {
        false
    }
    /// The material count of the classic bots, from the side to move's view.
    fn material(&self, pos: &PositionOf<Self>) -> i32;
    /// The value of what `mv` captures as the greedy bot counts it (0 for a quiet move).
    fn capture_value(&self, pos: &PositionOf<Self>, mv: &MoveOf<Self>) -> i32;
}
