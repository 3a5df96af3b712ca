//! Checking a shipped puzzle again with the engine: its moves are legal one after the other,
//! and its first move is still the only one that wins or saves, searched to the set's depth.

use super::find::{judge_within, Criteria, Finder};
use super::{Puzzle, PuzzleGame};
use crate::registry::AnyGame;

/// How far the scores of a shipped puzzle may have moved since it was made (the evaluation
/// retuned, or searched from an empty table rather than after other positions) before its
/// check fails: a third of the margin.
const SLACK_SHARE: i32 = 3;

/// Checks `puzzle` of a set proved to `depth` plies with the margin `win`: `Err` says what
/// no longer holds.
pub fn verify(puzzle: &Puzzle, depth: u32, win: i32) -> Result<(), String> {
    let criteria = Criteria {
        win,
        depth,
        screen: depth,
        max_solver_moves: 1,
        saves: true,
        max_nodes: None,
    };
    match AnyGame::named(&puzzle.variant).map_err(String::from)? {
        AnyGame::Draughts(g) => check(Finder::new(g, criteria), puzzle),
        AnyGame::Piece(g) => check(Finder::new(g, criteria), puzzle),
    }
    .map_err(|e| format!("puzzle {}: {e}", puzzle.id))
}

fn check<G: PuzzleGame>(mut finder: Finder<G>, puzzle: &Puzzle) -> Result<(), String> {
    let start = finder
        .game
        .parse_position(&puzzle.fen)
        .map_err(|e| format!("bad FEN: {}", String::from(e)))?;
    if puzzle.moves.len().is_multiple_of(2) {
        return Err("the line does not end with a move of the solver".into());
    }
    let mut at = start.clone();
    let mut first = None;
    for text in &puzzle.moves {
        let mv = finder
            .read(&at, text)
            .ok_or_else(|| format!("`{text}` is not a legal move"))?;
        first.get_or_insert(mv);
        at = finder.game.play(&at, &mv);
    }
    let first = first.ok_or("no moves")?;
    let c = finder.criteria;
    let scored = finder.scored(&start, c.depth);
    judge_within(&scored, c.win, true, c.win / SLACK_SHARE)
        .ok_or_else(|| format!("no single move stands out now: {}", spread(&scored)))?;
    if scored[0].0 != first {
        return Err(format!(
            "the search prefers `{}` now",
            finder.game.write_move(&start, &scored[0].0)
        ));
    }
    // A goal may move between win, mate and save from one search to another (a mate seen only
    // with the table's help, a save that the check finds winning): the move stays the only one.
    if !["win", "mate", "save"].contains(&puzzle.goal.as_str()) {
        return Err(format!("unknown goal `{}`", puzzle.goal));
    }
    Ok(())
}

/// The two best scores, for a message.
fn spread<M>(scored: &[(M, i32)]) -> String {
    let s: Vec<String> = scored.iter().take(2).map(|(_, s)| s.to_string()).collect();
    s.join(" and ")
}
