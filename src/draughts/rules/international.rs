//! International draughts (`docs/rules/international.md`).

use super::*;
use crate::draughts::board::Board10;

/// International draughts: 10x10, flying kings, men capture backward, majority rule. Every
/// default of [`Rules`] is this game (§6–12).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct International;

impl Rules for International {
    type Board = Board10;

    fn info(self) -> &'static GameInfo {
        &INFO
    }
}

/// Names, start and draw rules of International draughts.
const INFO: GameInfo = GameInfo {
    name: "international",
    aliases: &["standard", "10x10", "polish"],
    title: "International",
    board: &<Board10 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "W:W31-50:B1-20",
    game_type: 20,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: threefold repetition, 25 king-only moves each, 16- and 5-move endgame limits.
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 50,
        man_moves_count: true,
        endgame: EndgameRule::International,
    },
};
