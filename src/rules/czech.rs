//! Czech draughts (`shared/rules/czech.md`).

use super::*;
use crate::board::Board8;

/// Czech draughts: men forward only, flying kings, a king capture must be chosen over a man's.
pub struct Czech;

impl Rules for Czech {
    type Board = Board8;
    /// §7: men capture forward only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// §8–9: flying kings with the landing rule.
    const KINGS: KingRange = KingRange::Flying;
    /// §12: a man on the last row cannot go on (forward only).
    const MID_CAPTURE: MidCapturePromotion = MidCapturePromotion::CrownAndStop;
    /// §11: king priority, then free choice.
    const PRECEDENCE: Precedence = Precedence::KingFirst;
}

/// Names, start and draw rules of Czech draughts.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::Czech,
    name: "czech",
    aliases: &[],
    title: "Czech",
    cols: 8,
    rows: 8,
    notation: Notation::Algebraic,
    start_fen: "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
    game_type: 29,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: repetition (declared automatically, project choice), 15 king-only moves.
    draws: DrawRules {
        repetitions: 3,
        kings_only_plies: 30,
        endgame: EndgameRule::None,
    },
};
