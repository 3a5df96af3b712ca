//! International draughts (`shared/rules/international.md`).

use super::*;
use crate::board::Board10;

/// International draughts: 10x10, flying kings, men capture backward, majority rule.
pub struct International;

impl Rules for International {
    type Board = Board10;
    /// §7: men capture forward and backward.
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// §8–9: flying kings.
    const KINGS: KingRange = KingRange::Flying;
    /// §12: a man passing the last row mid-capture stays a man.
    const MID_CAPTURE: MidCapturePromotion = MidCapturePromotion::ContinueAsMan;
    /// §11: the largest number of pieces must be taken.
    const PRECEDENCE: Precedence = Precedence::Majority;
}

/// Names, start and draw rules of International draughts.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::International,
    name: "international",
    aliases: &["standard", "10x10", "polish"],
    title: "International",
    cols: 10,
    rows: 10,
    notation: Notation::Numeric,
    start_fen: "W:W31-50:B1-20",
    game_type: 20,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: threefold repetition, 25 king-only moves each, 16- and 5-move endgame limits.
    draws: DrawRules {
        repetitions: 3,
        kings_only_plies: 50,
        endgame: EndgameRule::International,
    },
};
