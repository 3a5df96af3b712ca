//! Breakthrough (`docs/rules/breakthrough.md`): International moves, first king wins.

use super::*;
use crate::draughts::board::Board10;

/// Breakthrough: moves exactly as International draughts (§6–12); the first side to crown a man
/// wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakthrough;

impl Rules for Breakthrough {
    type Board = Board10;

    fn info(self) -> &'static GameInfo {
        &INFO
    }
}

/// Names, start and draw rules of Breakthrough.
const INFO: GameInfo = GameInfo {
    name: "breakthrough",
    aliases: &[],
    title: "Breakthrough",
    board: &<Board10 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "W:W31-50:B1-20",
    game_type: 96,
    game_type_aliases: &[],
    // §13: the first crowned man wins.
    goal: Goal::FirstKingWins,
    // §14: no draw rules.
    draws: DrawRules {
        repetitions: 0,
        quiet_plies: 0,
        man_moves_count: true,
        endgame: EndgameRule::None,
    },
};
