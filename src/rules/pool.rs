//! American pool checkers (`shared/rules/pool.md`).

use super::*;
use crate::board::Board8;

/// Pool checkers: flying kings, men capture backward, free choice, no mid-capture crowning.
pub struct Pool;

impl Rules for Pool {
    type Board = Board8;
    /// §7: men capture backward.
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// §8–9: flying kings with the landing rule.
    const KINGS: KingRange = KingRange::Flying;
    /// §12: continues as a man when it can jump on.
    const MID_CAPTURE: MidCapturePromotion = MidCapturePromotion::ContinueAsMan;
    /// §11: free choice.
    const PRECEDENCE: Precedence = Precedence::Free;
}

/// Names, start and draw rules of pool checkers.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::Pool,
    name: "pool",
    aliases: &["american-pool", "spanish-pool"],
    title: "American pool",
    cols: 8,
    rows: 8,
    notation: Notation::Numeric,
    start_fen: "B:W21-32:B1-12",
    game_type: 23,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: three kings against one within 13 moves; repetition and 40 moves (project choice).
    draws: DrawRules {
        repetitions: 3,
        kings_only_plies: 80,
        endgame: EndgameRule::PoolThreeKings,
    },
};
