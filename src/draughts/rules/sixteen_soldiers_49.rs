//! Sixteen Soldiers on the 49-point board of "16 vojáků" (`docs/rules/sixteen-soldiers.md`,
//! rule set (b)): the rules of the traditional game, four triangles, and the side-triangle long
//! step.

use super::sixteen_soldiers::{soldiers, DRAWS, START};
use super::*;
use crate::draughts::board::Soldiers49;

/// Sixteen Soldiers on the 49-point board of "16 vojáků".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SixteenSoldiers49;

soldiers!(SixteenSoldiers49, Soldiers49);

/// The six points of the left and right triangles of the 49-point board (the apexes belong to
/// the court).
const fn side_triangles() -> SquareSet {
    let info = <Soldiers49 as Topology>::INFO;
    let mut bits = 0u64;
    let mut b = 0;
    while b < 64 {
        let (_, col) = info.drawn[b];
        if info.all.bits() & (1 << b) != 0 && (col <= 1 || col >= 7) {
            bits |= 1 << b;
        }
        b += 1;
    }
    SquareSet::from_bits(bits)
}

impl SixteenSoldiers49 {
    const LONG_STEPS: SquareSet = side_triangles();
    const INFO: GameInfo = GameInfo {
        name: "sixteen-soldiers-49",
        aliases: &["16-vojaku", "16-vojaku-49"],
        title: "Sixteen Soldiers, four triangles",
        board: &<Soldiers49 as Topology>::INFO,
        notation: Notation::Algebraic,
        full_captures: true,
        start_fen: START,
        game_type: 0,
        game_type_aliases: &[],
        goal: Goal::Standard,
        draws: DRAWS,
    };
}
