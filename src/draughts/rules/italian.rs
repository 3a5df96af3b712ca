//! Italian draughts (`docs/rules/italian.md`).

use super::*;
use crate::draughts::board::Board8Mirrored;

/// Italian draughts: short kings, men forward only and never take kings, the precedence ladder.
/// The board is the others' mirror image (`a1` light): moves are the same, the drawing and the
/// numbering turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Italian;

impl Rules for Italian {
    type Board = Board8Mirrored;

    fn info(self) -> &'static GameInfo {
        &INFO
    }

    /// §7: men capture forward only.
    fn man_captures(self, color: Color) -> &'static [Dir] {
        self.man_steps(color)
    }

    /// §8–9: short kings.
    fn kings(self) -> KingRange {
        KingRange::Short
    }

    /// §7: a man may never capture a king.
    fn men_capture_kings(self) -> bool {
        false
    }

    /// §12: the move ends on the last row.
    fn mid_capture(self) -> MidCapturePromotion {
        MidCapturePromotion::CrownAndStop
    }

    /// §11: quantity, capturing piece, quality, order.
    fn precedence(self) -> Precedence {
        Precedence::Italian
    }
}

/// Names, start and draw rules of Italian draughts.
const INFO: GameInfo = GameInfo {
    name: "italian",
    aliases: &["dama"],
    title: "Italian",
    board: &<Board8Mirrored as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "W:W21-32:B1-12",
    game_type: 22,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: third repetition and the 40-move rule (project choice).
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 80,
        man_moves_count: true,
        endgame: EndgameRule::None,
    },
};
