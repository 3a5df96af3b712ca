//! Frysk! (`docs/rules/frysk.md`): Frisian draughts with five men each.

use super::*;
use crate::draughts::board::Board10;

/// Frysk!: every rule of Frisian draughts (§6–15), from five men each on the back rows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Frysk;

impl Rules for Frysk {
    type Board = Board10;

    fn info(self) -> &'static GameInfo {
        &INFO
    }

    fn man_captures(self, color: Color) -> &'static [Dir] {
        Frisian.man_captures(color)
    }

    fn king_captures(self) -> &'static [Dir] {
        Frisian.king_captures()
    }

    fn precedence(self) -> Precedence {
        Frisian.precedence()
    }

    fn king_move_limit(self) -> bool {
        Frisian.king_move_limit()
    }
}

/// Names, start and draw rules of Frysk!.
const INFO: GameInfo = GameInfo {
    name: "frysk",
    aliases: &["frysk!"],
    title: "Frysk!",
    board: &<Board10 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "W:W46-50:B1-5",
    // frysk.md §1 says Frisian's 40 with this start; lidraughts files write 97.
    game_type: 97,
    game_type_aliases: &[],
    goal: Goal::Standard,
    draws: super::frisian::FRISIAN_DRAWS,
};
