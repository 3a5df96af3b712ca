//! Stage 4 of reading: a game's tree. Its main line is the game replayed; each variation is
//! replayed from the position before the move it is an alternative to, and its comments and
//! marks (NAGs) go to the moves they follow. A variation that does not replay is left out with a
//! warning naming its line and move: the game still reads.

use super::movetext::{Item, MoveToken, Movetext};
use super::replay::Replay;
use super::step_failure;
use crate::draughts::game::Game;
use crate::draughts::moves::Move;
use crate::draughts::position::Position;
use crate::draughts::rules::Variant;
use crate::game::tree::{NodeId, Tree, ROOT};

/// What every line of a game shares.
pub(super) struct Context<'a> {
    pub(super) variant: Variant,
    /// Whether the main line read with the board turned (its variations are read so too).
    pub(super) rotated: bool,
    pub(super) start: &'a Position,
}

/// The tree of a game whose main line, `mt`, replayed as `game` (`starts`: each ply's first
/// token).
pub(super) fn tree_of(
    cx: &Context,
    game: &Game,
    starts: &[usize],
    mt: &Movetext,
    warnings: &mut Vec<String>,
) -> Tree<Move> {
    let mut tree = Tree::of_line(game.moves());
    let nodes = tree.main_line();
    let line = Line {
        parent: ROOT,
        nodes: &nodes,
        game,
        base: 0,
        starts,
        variation: false,
    };
    attach(cx, &mut tree, &line, mt, warnings);
    tree
}

/// A line of the tree as read.
struct Line<'a> {
    /// The node it is played after.
    parent: NodeId,
    /// Its moves.
    nodes: &'a [NodeId],
    /// A game holding them from ply `base`.
    game: &'a Game,
    base: usize,
    /// Each ply's first token.
    starts: &'a [usize],
    /// Whether it is a side line (a comment before its first move is that move's).
    variation: bool,
}

/// Gives the moves of `line` the comments, marks and variations `mt` writes around them.
fn attach(
    cx: &Context,
    tree: &mut Tree<Move>,
    line: &Line,
    mt: &Movetext,
    warnings: &mut Vec<String>,
) {
    let (parent, nodes, game, base) = (line.parent, line.nodes, line.game, line.base);
    let ply_of = |at: usize| line.starts.partition_point(|&t| t < at);
    for (at, text) in &mt.comments {
        let notes = match ply_of(*at) {
            0 if !line.variation => tree.notes_mut(ROOT).map(|n| (n, false)),
            0 => nodes
                .first()
                .and_then(|&n| tree.notes_mut(n))
                .map(|n| (n, true)),
            p => tree.notes_mut(nodes[p - 1]).map(|n| (n, false)),
        };
        match notes {
            Some((notes, true)) => notes.add_before(text),
            Some((notes, false)) => notes.add_comment(text),
            None => {}
        }
    }
    for &(at, nag) in &mt.nags {
        if let Some(notes) = ply_of(at)
            .checked_sub(1)
            .and_then(|p| tree.notes_mut(nodes[p]))
        {
            notes.nags.push(nag);
        }
    }
    for (at, variation) in &mt.variations {
        let Some(p) = ply_of(*at).checked_sub(1) else {
            continue;
        };
        let from = if p == 0 { parent } else { nodes[p - 1] };
        let mut before = game.clone();
        before.go_to(base + p);
        before.truncate();
        side_line(cx, tree, from, before, variation, warnings);
    }
}

/// Adds `mt`, a variation played after `parent` from `game`'s last position, to the tree.
fn side_line(
    cx: &Context,
    tree: &mut Tree<Move>,
    parent: NodeId,
    game: Game,
    mt: &Movetext,
    warnings: &mut Vec<String>,
) {
    let mut moves: Vec<MoveToken> = Vec::new();
    for item in &mt.items {
        match item {
            Item::Move(m) => moves.push(m.clone()),
            Item::Placeholder { line, .. } => {
                warnings.push(format!(
                    "line {line}: a variation holding a placeholder `-` was left out"
                ));
                return;
            }
        }
    }
    let base = game.moves().len();
    let replay = Replay {
        variant: cx.variant,
        moves: &moves,
        rotated: cx.rotated,
    };
    let played = match replay.run(game) {
        Ok(played) => played,
        Err(e) => {
            let (line, kind) = step_failure(&e, &moves, cx.variant, cx.start);
            warnings.push(format!("line {line}: a variation was left out: {kind}"));
            return;
        }
    };
    let (game, starts) = played;
    let mut at = parent;
    let mut nodes = Vec::new();
    for &mv in &game.moves()[base..] {
        at = tree.add(at, mv);
        nodes.push(at);
    }
    let line = Line {
        parent,
        nodes: &nodes,
        game: &game,
        base,
        starts: &starts,
        variation: true,
    };
    attach(cx, tree, &line, mt, warnings);
}
