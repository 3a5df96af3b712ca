//! Brazilian draughts (`docs/rules/brazilian.md`): International rules on 8x8.

use super::*;
use crate::draughts::board::Board8;

/// Brazilian draughts: the International rules (§6–12) on the 8x8 board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Brazilian;

impl Rules for Brazilian {
    type Board = Board8;

    fn info(self) -> &'static GameInfo {
        &INFO
    }
}

/// Names, start and draw rules of Brazilian draughts.
const INFO: GameInfo = GameInfo {
    name: "brazilian",
    aliases: &[],
    title: "Brazilian",
    board: &<Board8 as Topology>::INFO,
    notation: Notation::Algebraic,
    full_captures: false,
    start_fen: "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
    game_type: 26,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: the FMJD 64-square set (project default), as Russian.
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 30,
        man_moves_count: true,
        endgame: EndgameRule::Russian,
    },
};
