//! Italian draughts (`shared/rules/italian.md`).

use super::*;
use crate::board::Board8;

/// Italian draughts: short kings, men forward only and never take kings, the precedence ladder.
///
/// The Italian board is the mirror image of the others (`a1` light); moves are the same on the
/// mirrored layout, so only the notation ([`Notation::NumericMirrored`]) knows.
pub struct Italian;

impl Rules for Italian {
    type Board = Board8;
    /// §7: men capture forward only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// §8–9: short kings.
    const KINGS: KingRange = KingRange::Short;
    /// §7: a man may never capture a king.
    const MEN_CAPTURE_KINGS: bool = false;
    /// §12: the move ends on the last row.
    const MID_CAPTURE: MidCapturePromotion = MidCapturePromotion::CrownAndStop;
    /// §11: quantity, capturing piece, quality, order.
    const PRECEDENCE: Precedence = Precedence::Italian;
}

/// Names, start and draw rules of Italian draughts.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::Italian,
    name: "italian",
    aliases: &["dama"],
    title: "Italian",
    cols: 8,
    rows: 8,
    notation: Notation::NumericMirrored,
    start_fen: "W:W21-32:B1-12",
    game_type: 22,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: third repetition and the 40-move rule (project choice).
    draws: DrawRules {
        repetitions: 3,
        kings_only_plies: 80,
        endgame: EndgameRule::None,
    },
};
