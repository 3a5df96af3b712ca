//! Turkish draughts (`docs/rules/turkish.md`).

use super::*;
use crate::draughts::board::Grid8;

/// Turkish draughts: every square of the board, moves and captures along ranks and files, men
/// forward and sideways, flying kings, pieces removed at once, no 180° turn, majority rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turkish;

/// White's forward and sideways, and Black's.
const MEN: [&[Dir]; 2] = [
    &[Dir::Up, Dir::Left, Dir::Right],
    &[Dir::Down, Dir::Left, Dir::Right],
];

impl Rules for Turkish {
    type Board = Grid8;

    fn info(self) -> &'static GameInfo {
        &INFO
    }

    /// §6: one square straight forward or sideways.
    fn man_steps(self, color: Color) -> &'static [Dir] {
        MEN[color.index()]
    }

    /// §7: forward and sideways, never backward.
    fn man_captures(self, color: Color) -> &'static [Dir] {
        MEN[color.index()]
    }

    /// §8: any distance along a rank or a file.
    fn king_steps(self) -> &'static [Dir] {
        &Dir::ORTHOGONALS
    }

    /// §9: along ranks and files.
    fn king_captures(self) -> &'static [Dir] {
        &Dir::ORTHOGONALS
    }

    /// §10: each captured piece leaves the board as it is jumped.
    fn removal(self) -> Removal {
        Removal::Immediate
    }

    /// §10: no jump straight back along the line of the one before.
    fn no_reversal(self) -> bool {
        true
    }

    /// §6: a sideways step can be undone.
    fn men_move_back(self) -> bool {
        true
    }
}

/// Names, start and draw rules of Turkish draughts.
const INFO: GameInfo = GameInfo {
    name: "turkish",
    aliases: &["dama-turkish", "turk"],
    title: "Turkish",
    board: &<Grid8 as Topology>::INFO,
    notation: Notation::Algebraic,
    full_captures: false,
    start_fen: "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
    game_type: 30,
    game_type_aliases: &[],
    goal: Goal::Standard,
    // §14: threefold repetition; one piece each; 40 moves each without a capture or a man move
    // (project choice).
    draws: DrawRules {
        repetitions: 3,
        quiet_plies: 80,
        man_moves_count: true,
        endgame: EndgameRule::Turkish,
    },
};
