//! American pool checkers (`docs/rules/pool.md`).

use super::*;
use crate::draughts::board::Board8;

/// Pool checkers: flying kings, men capture backward, free choice, no mid-capture crowning.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pool;

impl Rules for Pool {
    type Board = Board8;

    fn info(self) -> &'static GameInfo {
        &INFO
    }

    /// §11: free choice.
    fn precedence(self) -> Precedence {
        Precedence::Free
    }
}

/// Names, start and draw rules of pool checkers.
const INFO: GameInfo = GameInfo {
    name: "pool",
    aliases: &["american-pool", "spanish-pool"],
    title: "American pool",
    board: &<Board8 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "B:W21-32:B1-12",
    game_type: 23,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: three kings against one within 13 moves; repetition and 40 moves (project choice).
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 80,
        man_moves_count: true,
        endgame: EndgameRule::PoolThreeKings,
    },
};
