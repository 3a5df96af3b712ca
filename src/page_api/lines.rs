//! The game's tree of moves as the page holds it: the line being played (the page's record) is
//! one path of the tree, a move played at an earlier position starts a side line, a side line
//! can be made the main line or deleted, and any move can carry a comment, marks (NAGs) and an
//! evaluation. Written once for every game, over [`crate::game::tree::Tree`].

use serde::Serialize;

use super::family::{FileGame, PageRules};
use super::game::PageGame;
use super::Refusal;
use crate::common::wording::Wording;
use crate::game::tree::{clean_comment, NodeId, Tree, ROOT};
use crate::game::Record as GameRecord;

/// A move of the tree as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeView {
    /// What names it to [`PageGame::go_to_node`] and the other calls on a node.
    pub id: NodeId,
    /// Moves from the start to it, itself included (the first move is ply 1).
    pub ply: usize,
    /// The move in the notation for people.
    pub notation: String,
    /// The comment written before it (first moves of side lines only).
    pub before: String,
    /// The comment after it.
    pub comment: String,
    /// Its NAGs (1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`).
    pub nags: Vec<u8>,
    /// Its evaluation as written (`0.23`, `#-3`).
    pub eval: Option<String>,
    /// Whether the line being played goes through it.
    pub on_line: bool,
    /// Whether it is the move shown (the position after it is on the board).
    pub current: bool,
    /// The side lines that are alternatives to it, each from its first move on.
    pub variations: Vec<Vec<NodeView>>,
}

/// The whole tree as the move list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TreeView {
    /// The comment before the first move.
    pub comment: String,
    /// The main line, each move with the side lines that are its alternatives.
    pub main: Vec<NodeView>,
    /// The move shown (0: the start).
    pub current: NodeId,
    /// The place of each move up to the one shown among its alternatives (0: the main
    /// continuation): what finds it again once the game is written and read back
    /// ([`PageGame::go_to_places`]).
    pub places: Vec<usize>,
    /// Whether the move shown is on a side line (which can be promoted or deleted).
    pub in_side_line: bool,
    /// The variations of the file the game came from that were left out, and why.
    pub warnings: Vec<String>,
}

/// Refused: a node that is not in the tree.
fn no_such_node(id: NodeId) -> Refusal {
    Refusal::worded(
        format!("there is no move {id} in this game"),
        Wording::new("engine.tree.no-such-move").with("id", id),
    )
}

impl<G: PageRules> PageGame<G> {
    /// The page's game of a file's game, its tree and the main line played to its end.
    pub(super) fn of_file(file: FileGame<G>) -> PageGame<G> {
        let mut page = PageGame::of(file.record);
        if file.tree.main_line().len() == page.line.len() {
            page.line = file.tree.main_line();
            page.tree = file.tree;
        }
        page.tags = file.tags;
        page.warnings = file.warnings;
        page
    }

    /// The tree of moves.
    pub fn tree(&self) -> &Tree<G::Move> {
        &self.tree
    }

    /// The node of the move shown (the root at the start).
    pub fn current_node(&self) -> NodeId {
        match self.record.ply() {
            0 => ROOT,
            ply => self.line[ply - 1],
        }
    }

    /// Plays `mv`, legal at the cursor: along the line played if it is its next move, else along
    /// the side line that begins with it, else as a new side line (the main continuation where
    /// there was none).
    pub(super) fn advance(&mut self, mv: G::Move) -> Result<(), Refusal> {
        let ply = self.record.ply();
        let parent = self.current_node();
        match self.tree.child_with(parent, &mv) {
            Some(id) if self.line.get(ply) == Some(&id) => {
                self.record.redo();
            }
            Some(id) => {
                self.go_to_node(id);
            }
            None => {
                self.stash_ending();
                self.record
                    .play(&mv)
                    .map_err(|e| Refusal::from(e.to_string()))?;
                let id = self.tree.add(parent, mv);
                self.line.truncate(ply);
                self.line.push(id);
            }
        }
        Ok(())
    }

    /// Keeps how the line played ended, to give it back when the line is played again.
    fn stash_ending(&mut self) {
        if let Some(&ending) = self.record.ending() {
            self.ending_at = Some((self.line.last().copied().unwrap_or(ROOT), ending));
        }
    }

    /// Plays `nodes` (a path from the first move) as the line, keeping the moves it shares with
    /// the line played; the cursor stays within the moves shared.
    fn switch_line(&mut self, mut nodes: Vec<NodeId>) {
        self.stash_ending();
        let shared = self
            .line
            .iter()
            .zip(&nodes)
            .take_while(|(a, b)| a == b)
            .count();
        self.record.go_to(shared);
        self.record.truncate();
        self.record.set_ending(None);
        let mut kept = shared;
        for &n in &nodes[shared..] {
            let Some(mv) = self.tree.node(n).and_then(|n| n.mv) else {
                break;
            };
            if self.record.play_on(&mv).is_err() {
                break;
            }
            kept += 1;
        }
        nodes.truncate(kept);
        self.line = nodes;
        if let Some((leaf, ending)) = self.ending_at {
            if self.line.last().copied().unwrap_or(ROOT) == leaf {
                self.record.set_ending(Some(ending));
            }
        }
    }

    /// Shows the position after node `id`: the line played becomes one through it (the one
    /// played if it goes through it, else its path and its main continuation). False for a node
    /// not in the tree.
    pub fn go_to_node(&mut self, id: NodeId) -> bool {
        let Some(node) = self.tree.node(id) else {
            return false;
        };
        let depth = node.depth();
        if id != ROOT && self.line.get(depth - 1) != Some(&id) {
            let mut nodes = self.tree.path(id);
            nodes.extend(self.tree.continuation(id));
            self.switch_line(nodes);
        }
        self.record.go_to(depth)
    }

    /// Shows the node found by its [`TreeView::places`]; false when there is none.
    pub fn go_to_places(&mut self, places: &[usize]) -> bool {
        self.tree
            .at_places(places)
            .is_some_and(|id| self.go_to_node(id))
    }

    /// Makes the line through `id` the main line; false for a node not in the tree.
    pub fn promote(&mut self, id: NodeId) -> bool {
        if self.tree.node(id).is_none() {
            return false;
        }
        self.tree.promote(id);
        true
    }

    /// Deletes the side line `id` is on, from its first move on. Where the line played went
    /// through it, the move before the side line is shown, and the line played is its main
    /// continuation. The main line is refused: "play on from here" drops its later moves.
    pub fn delete_line(&mut self, id: NodeId) -> Result<(), Refusal> {
        self.tree.node(id).ok_or_else(|| no_such_node(id))?;
        let start = self.tree.line_start(id).ok_or_else(|| {
            Refusal::worded(
                "the main line cannot be deleted (play on from a move drops the moves after it)",
                Wording::new("engine.tree.main-line"),
            )
        })?;
        let parent = self.tree.parent(start).unwrap_or(ROOT);
        let played = self.line.contains(&start);
        let shown = self.current_node();
        self.tree.remove(start);
        if played {
            let mut nodes = self.tree.path(parent);
            nodes.extend(self.tree.continuation(parent));
            self.switch_line(nodes);
            let at = if self.tree.node(shown).is_some() {
                shown
            } else {
                parent
            };
            self.go_to_node(at);
        }
        Ok(())
    }

    /// Sets the comment after node `id` (the root: before the first move); an empty text
    /// removes it. Braces and line breaks become parentheses and spaces, so that a file holds
    /// it. False for a node not in the tree.
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> bool {
        match self.tree.notes_mut(id) {
            Some(notes) => {
                notes.comment = clean_comment(text);
                true
            }
            None => false,
        }
    }

    /// Sets the NAGs and the evaluation (`0.23`, `#-3`, none to remove it) of node `id`. False
    /// for the root or a node not in the tree.
    pub fn annotate_node(&mut self, id: NodeId, nags: &[u8], eval: Option<&str>) -> bool {
        if id == ROOT {
            return false;
        }
        match self.tree.notes_mut(id) {
            Some(notes) => {
                notes.nags = nags.to_vec();
                notes.eval = eval
                    .map(|e| clean_comment(e).replace(']', ")"))
                    .filter(|e| !e.is_empty());
                true
            }
            None => false,
        }
    }

    /// [`PageGame::annotate_node`] on the main line's move `ply` (the first move is 1).
    pub fn annotate(&mut self, ply: usize, nags: &[u8], eval: Option<&str>) -> bool {
        let main = self.tree.main_line();
        match ply.checked_sub(1).and_then(|i| main.get(i)) {
            Some(&id) => self.annotate_node(id, nags, eval),
            None => false,
        }
    }

    /// The main line as a game, with how it ended: what a file writes.
    pub(super) fn main_record(&self) -> GameRecord<G> {
        let main = self.tree.main_line();
        if main == self.line {
            return self.record.clone();
        }
        let mut record = self.record.clone();
        let shared = self.line.iter().zip(&main).take_while(|(a, b)| a == b);
        record.go_to(shared.count());
        record.truncate();
        record.set_ending(None);
        for mv in main.iter().filter_map(|&n| self.tree.node(n)?.mv) {
            if record.play_on(&mv).is_err() {
                break;
            }
        }
        if let Some((leaf, ending)) = self.ending_at {
            if main.last().copied().unwrap_or(ROOT) == leaf {
                record.set_ending(Some(ending));
            }
        }
        record
    }

    /// The tree as the move list shows it.
    pub fn tree_view(&self) -> TreeView {
        let current = self.current_node();
        let root = self.tree.node(ROOT).map(|n| n.notes.comment.clone());
        let main = match self.tree.children(ROOT).first() {
            Some(&first) => self.line_view(first, self.record.start_state().clone(), current),
            None => Vec::new(),
        };
        TreeView {
            comment: root.unwrap_or_default(),
            main,
            current,
            places: self.tree.places(current),
            in_side_line: self.tree.line_start(current).is_some(),
            warnings: self.warnings.clone(),
        }
    }

    /// The line from `first`, played at `pos`, with its side lines.
    fn line_view(&self, first: NodeId, mut pos: G::Position, current: NodeId) -> Vec<NodeView> {
        let rules = self.rules();
        let mut out = Vec::new();
        let mut at = first;
        while let Some(node) = self.tree.node(at) {
            let Some(mv) = node.mv else { break };
            let siblings = self.tree.children(self.tree.parent(at).unwrap_or(ROOT));
            let variations = if siblings.first() == Some(&at) {
                siblings[1..]
                    .iter()
                    .map(|&alt| self.line_view(alt, pos.clone(), current))
                    .collect()
            } else {
                Vec::new()
            };
            out.push(NodeView {
                id: at,
                ply: node.depth(),
                notation: rules.write_move(&pos, &mv),
                before: node.notes.before.clone(),
                comment: node.notes.comment.clone(),
                nags: node.notes.nags.clone(),
                eval: node.notes.eval.clone(),
                on_line: self.line.get(node.depth() - 1) == Some(&at),
                current: at == current,
                variations,
            });
            let Some(&next) = node.children().first() else {
                break;
            };
            pos = rules.play(&pos, &mv);
            at = next;
        }
        out
    }
}
