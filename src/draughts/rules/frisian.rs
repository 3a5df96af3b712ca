//! Frisian draughts (`docs/rules/frisian.md`).

use super::*;
use crate::draughts::board::Board10;

/// Frisian draughts: the International board and men, captures along the diagonals and along
/// rows and columns of dark squares, the value rule, and at most three simple moves in a row with
/// one king while men remain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Frisian;

impl Rules for Frisian {
    type Board = Board10;

    fn info(self) -> &'static GameInfo {
        &INFO
    }

    /// §7: in eight directions, forward and backward.
    fn man_captures(self, _color: Color) -> &'static [Dir] {
        &Dir::ALL
    }

    /// §9: in eight directions (simple moves stay diagonal, §8).
    fn king_captures(self) -> &'static [Dir] {
        &Dir::ALL
    }

    /// §11: highest value, then fewer kings, then king priority.
    fn precedence(self) -> Precedence {
        Precedence::Value
    }

    /// §15: three simple moves in a row with one king at most, while men remain.
    fn king_move_limit(self) -> bool {
        true
    }
}

/// The Frisian draw rules (§14): no repetition rule, two kings against one within seven moves,
/// one king against one drawn at once.
pub(super) const FRISIAN_DRAWS: DrawRules = DrawRules {
    repetitions: 0,
    quiet_plies: 0,
    man_moves_count: true,
    endgame: EndgameRule::Frisian,
};

/// Names, start and draw rules of Frisian draughts.
const INFO: GameInfo = GameInfo {
    name: "frisian",
    aliases: &["frysk-dammen"],
    title: "Frisian",
    board: &<Board10 as Topology>::INFO,
    notation: Notation::Numeric,
    full_captures: false,
    start_fen: "W:W31-50:B1-20",
    game_type: 40,
    game_type_aliases: &[],
    goal: Goal::Standard,
    draws: FRISIAN_DRAWS,
};
