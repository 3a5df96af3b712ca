//! Antidraughts (`shared/rules/antidraughts.md`): International moves, the aim reversed.

use super::*;

/// Antidraughts moves exactly as International draughts (§6–12); only the goal differs.
pub type Antidraughts = super::International;

/// Names, start and draw rules of Antidraughts.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::Antidraughts,
    name: "antidraughts",
    aliases: &["losing", "giveaway"],
    title: "Antidraughts",
    cols: 10,
    rows: 10,
    notation: Notation::Numeric,
    start_fen: "W:W31-50:B1-20",
    game_type: 98,
    game_type_aliases: &[],
    // §13: no legal move wins.
    goal: Goal::NoMoveWins,
    // §14: threefold repetition only.
    draws: DrawRules {
        repetitions: 3,
        kings_only_plies: 0,
        endgame: EndgameRule::None,
    },
};
