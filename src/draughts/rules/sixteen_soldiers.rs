//! Sixteen Soldiers (`docs/rules/sixteen-soldiers.md`) on the traditional 37-point board,
//! rule set (a); the rules both boards share are here too.

use super::*;
use crate::draughts::board::Soldiers37;

/// Sixteen Soldiers on the traditional 37-point board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SixteenSoldiers;

/// The rules both boards share (§6–14); only the board and the long step differ.
macro_rules! soldiers {
    ($rules:ident, $board:ty) => {
        impl Rules for $rules {
            type Board = $board;

            fn info(self) -> &'static GameInfo {
                &<$rules>::INFO
            }

            /// §6: one step along a line, any direction.
            fn man_steps(self, _color: Color) -> &'static [Dir] {
                &Dir::ALL
            }

            /// §7: a short leap along a line, any direction.
            fn man_captures(self, _color: Color) -> &'static [Dir] {
                &Dir::ALL
            }

            /// §8–9: there are no kings.
            fn kings(self) -> KingRange {
                KingRange::None
            }

            /// §11: free choice (project choice).
            fn precedence(self) -> Precedence {
                Precedence::Free
            }

            /// §7, §10: each jumped soldier is removed at once (project choice).
            fn removal(self) -> Removal {
                Removal::Immediate
            }

            /// §12: no promotion.
            fn promotion(self, _color: Color) -> SquareSet {
                SquareSet::EMPTY
            }

            /// §6: soldiers step back as freely as forward.
            fn men_move_back(self) -> bool {
                true
            }

            /// §6 (b): a soldier on a side triangle may step two points along a line.
            fn long_steps_from(self) -> SquareSet {
                <$rules>::LONG_STEPS
            }
        }
    };
}

pub(super) use soldiers;

soldiers!(SixteenSoldiers, Soldiers37);

/// §14 (project choice): threefold repetition, 40 moves each without a capture.
pub(super) const DRAWS: DrawRules = DrawRules {
    repetitions: 3,
    quiet_plies: 80,
    man_moves_count: false,
    endgame: EndgameRule::None,
};

/// §4: White on its triangle and the two court ranks nearest it; Black the same opposite.
pub(super) const START: &str = "W:Wc1,c3,c4,d2,d3,d4,e1,e2,e3,e4,f2,f3,f4,g1,g3,g4:Bc6,c7,c9,d6,d7,d8,e6,e7,e8,e9,f6,f7,f8,g6,g7,g9";

impl SixteenSoldiers {
    const LONG_STEPS: SquareSet = SquareSet::EMPTY;
    const INFO: GameInfo = GameInfo {
        name: "sixteen-soldiers",
        aliases: &["sixteen-soldiers-37", "sholo-guti", "16-soldiers"],
        title: "Sixteen Soldiers",
        board: &<Soldiers37 as Topology>::INFO,
        notation: Notation::Algebraic,
        full_captures: true,
        start_fen: START,
        game_type: 0,
        game_type_aliases: &[],
        goal: Goal::Standard,
        draws: DRAWS,
    };
}
