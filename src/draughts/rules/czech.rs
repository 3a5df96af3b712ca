//! Czech draughts (`docs/rules/czech.md`).

use super::*;
use crate::draughts::board::Board8;

/// Czech draughts: men forward only, flying kings, a king capture must be chosen over a man's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Czech;

impl Rules for Czech {
    type Board = Board8;

    fn info(self) -> &'static GameInfo {
        &INFO
    }

    /// §7: men capture forward only.
    fn man_captures(self, color: Color) -> &'static [Dir] {
        self.man_steps(color)
    }

    /// §12: a man on the last row cannot go on (forward only).
    fn mid_capture(self) -> MidCapturePromotion {
        MidCapturePromotion::CrownAndStop
    }

    /// §11: king priority, then free choice.
    fn precedence(self) -> Precedence {
        Precedence::KingFirst
    }
}

/// Names, start and draw rules of Czech draughts.
const INFO: GameInfo = GameInfo {
    name: "czech",
    aliases: &[],
    title: "Czech",
    board: &<Board8 as Topology>::INFO,
    notation: Notation::Algebraic,
    full_captures: false,
    start_fen: "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
    game_type: 29,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: repetition (declared automatically, project choice), 15 king-only moves.
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 30,
        man_moves_count: true,
        endgame: EndgameRule::None,
    },
};
