//! Russian draughts (`docs/rules/russian.md`).

use super::*;
use crate::draughts::board::Board8;

/// Russian draughts: flying kings, free choice, a man crowned mid-capture goes on as a king.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Russian;

impl Rules for Russian {
    type Board = Board8;

    fn info(self) -> &'static GameInfo {
        &INFO
    }

    /// §12: crowned at once, continues as a king.
    fn mid_capture(self) -> MidCapturePromotion {
        MidCapturePromotion::CrownAndContinue
    }

    /// §11: free choice.
    fn precedence(self) -> Precedence {
        Precedence::Free
    }
}

/// Names, start and draw rules of Russian draughts.
const INFO: GameInfo = GameInfo {
    name: "russian",
    aliases: &["shashki"],
    title: "Russian",
    board: &<Board8 as Topology>::INFO,
    notation: Notation::Algebraic,
    full_captures: false,
    start_fen: "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
    game_type: 25,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: repetition, 15 king-only moves, and the endgame rules 7.2.4–7.2.8.
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 30,
        man_moves_count: true,
        endgame: EndgameRule::Russian,
    },
};
