//! English draughts / American checkers (`docs/rules/english.md`).

use super::*;
use crate::draughts::board::Board8;

/// English draughts: short kings, men forward only, free choice, crowning ends the move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct English;

impl Rules for English {
    type Board = Board8;

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

    /// §12: crowning ends the move.
    fn mid_capture(self) -> MidCapturePromotion {
        MidCapturePromotion::CrownAndStop
    }

    /// §11: free choice.
    fn precedence(self) -> Precedence {
        Precedence::Free
    }
}

/// Names, start and draw rules of English draughts.
const INFO: GameInfo = GameInfo {
    name: "english",
    aliases: &["american", "checkers"],
    title: "English / American checkers",
    board: &<Board8 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "B:W21-32:B1-12",
    game_type: 21,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: repetition (project choice) and the 40-move rule.
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 80,
        man_moves_count: true,
        endgame: EndgameRule::None,
    },
};
