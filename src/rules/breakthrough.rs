//! Breakthrough (`shared/rules/breakthrough.md`): International moves, first king wins.

use super::*;

/// Breakthrough moves exactly as International draughts (§6–12); only the goal differs.
pub type Breakthrough = super::International;

/// Names, start and draw rules of Breakthrough.
pub const INFO: VariantInfo = VariantInfo {
    variant: Variant::Breakthrough,
    name: "breakthrough",
    aliases: &[],
    title: "Breakthrough",
    cols: 10,
    rows: 10,
    notation: Notation::Numeric,
    start_fen: "W:W31-50:B1-20",
    game_type: 96,
    game_type_aliases: &[],
    // §13: the first crowned man wins.
    goal: Goal::FirstKingWins,
    // §14: no draw rules.
    draws: DrawRules {
        repetitions: 0,
        kings_only_plies: 0,
        endgame: EndgameRule::None,
    },
};
