//! Antidraughts (`docs/rules/antidraughts.md`): International moves, the aim reversed.

use super::*;
use crate::draughts::board::Board10;

/// Antidraughts: moves exactly as International draughts (§6–12); the side left without a move
/// wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Antidraughts;

impl Rules for Antidraughts {
    type Board = Board10;

    fn info(self) -> &'static GameInfo {
        &INFO
    }
}

/// Names, start and draw rules of Antidraughts.
const INFO: GameInfo = GameInfo {
    name: "antidraughts",
    aliases: &["losing", "giveaway"],
    title: "Antidraughts",
    board: &<Board10 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "W:W31-50:B1-20",
    game_type: 98,
    game_type_aliases: &[],
    // §13: no legal move wins.
    goal: Goal::NoMoveWins,
    // §14: threefold repetition only.
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 0,
        man_moves_count: true,
        endgame: EndgameRule::None,
    },
};
