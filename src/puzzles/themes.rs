//! A puzzle's theme, read from its solution line: what each of the solver's moves and the
//! replies capture and whether they promote.
//!
//! - `mate`: the solver mates (shogi's tsume-like puzzles, chess's mates in n);
//! - `shot`: a sacrifice (a reply that captures) followed by a capture of two pieces or more,
//!   draughts' shot or coup;
//! - `breakthrough`: a sacrifice that lets a man through to the king's row;
//! - `multi-jump` (Sixteen Soldiers) or `multi-capture`: a capture of two pieces or more;
//! - `promotion`: a pawn or a man promoted on the way;
//! - `material`: any other win of material;
//! - `defence`: the only move that saves the game.

use super::find::Goal;
use super::PuzzleGame;

/// The theme of the puzzle at `pos` solved by `line` (the solver's moves at even places).
pub fn theme<G: PuzzleGame>(
    game: &G,
    _pos: &G::Position,
    line: &[G::Move],
    goal: Goal,
) -> Option<&'static str> {
    match goal {
        Goal::Mate => return Some("mate"),
        Goal::Save => return Some("defence"),
        Goal::Win => {}
    }
    let solver = || line.iter().step_by(2);
    let sacrifice = line.iter().skip(1).step_by(2).any(|m| game.captures(m) > 0);
    let multi = solver().any(|m| game.captures(m) >= 2);
    let promotes = solver().any(|m| game.promotes(m));
    Some(match (sacrifice, multi, promotes) {
        (true, true, _) => "shot",
        (true, false, true) => "breakthrough",
        (false, true, _) if game.name().starts_with("sixteen-soldiers") => "multi-jump",
        (false, true, _) => "multi-capture",
        (_, false, true) => "promotion",
        _ => "material",
    })
}
