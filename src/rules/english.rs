//! English draughts / American checkers (`shared/rules/english.md`).

use super::*;
use crate::board::Board8;

/// English draughts: short kings, men forward only, free choice, crowning ends the move.
pub struct English;

impl Rules for English {
    type Board = Board8;
    /// §7: men capture forward only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// §8–9: short kings.
    const KINGS: KingRange = KingRange::Short;
    /// §12: crowning ends the move.
    const MID_CAPTURE: MidCapturePromotion = MidCapturePromotion::CrownAndStop;
    /// §11: free choice.
    const PRECEDENCE: Precedence = Precedence::Free;
}

/// Names, start and draw rules of English draughts.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::English,
    name: "english",
    aliases: &["american", "checkers"],
    title: "English / American checkers",
    cols: 8,
    rows: 8,
    notation: Notation::Numeric,
    start_fen: "B:W21-32:B1-12",
    game_type: 21,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: repetition (project choice) and the 40-move rule.
    draws: DrawRules {
        repetitions: 3,
        kings_only_plies: 80,
        endgame: EndgameRule::None,
    },
};
