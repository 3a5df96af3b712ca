//! Brazilian draughts (`shared/rules/brazilian.md`): International rules on 8x8.

use super::*;
use crate::board::Board8;

/// Brazilian draughts: the International rules on the 8x8 board.
pub struct Brazilian;

impl Rules for Brazilian {
    type Board = Board8;
    /// §7: as International.
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// §8–9: flying kings.
    const KINGS: KingRange = KingRange::Flying;
    /// §12: continues as a man.
    const MID_CAPTURE: MidCapturePromotion = MidCapturePromotion::ContinueAsMan;
    /// §11: majority rule.
    const PRECEDENCE: Precedence = Precedence::Majority;
}

/// Names, start and draw rules of Brazilian draughts.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::Brazilian,
    name: "brazilian",
    aliases: &[],
    title: "Brazilian",
    cols: 8,
    rows: 8,
    notation: Notation::Algebraic,
    start_fen: "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
    game_type: 26,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: the FMJD 64-square set (project default), as Russian.
    draws: DrawRules {
        repetitions: 3,
        kings_only_plies: 30,
        endgame: EndgameRule::Russian,
    },
};
