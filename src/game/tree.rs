//! A game's moves as a tree, for every game: the main line and its side lines (variations), each
//! move with its comment, its marks (NAGs) and an evaluation. PDN and PGN read it and write it
//! ([`movetext_words`] is their one writer of movetext); the page plays along one line of it at
//! a time (a [`super::Record`]), its main line being the first child of every node.

use super::GameRules;

/// A node of a [`Tree`]: its place in the arena. Ids stay valid while the tree lives; a removed
/// node's id names nothing any more.
pub type NodeId = usize;

/// The root: the start of the game, before any move.
pub const ROOT: NodeId = 0;

/// What is written about a move (or, on the root, about the game before its first move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// A comment written before the move. Only the first move of a side line keeps one: before
    /// any other move, a comment follows the move before it.
    pub before: String,
    /// The comment after the move, without its evaluation.
    pub comment: String,
    /// Numeric annotation glyphs: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, others as `$n`.
    pub nags: Vec<u8>,
    /// The evaluation after the move as a comment's `[%eval …]` gives it (`0.23`, `#-3`).
    pub eval: Option<String>,
}

impl Notes {
    /// Whether nothing is written.
    pub fn is_empty(&self) -> bool {
        self.before.is_empty()
            && self.comment.is_empty()
            && self.nags.is_empty()
            && self.eval.is_none()
    }

    /// Takes in a comment read after the move: its `[%eval …]` becomes the evaluation, the rest
    /// joins the comment.
    pub fn add_comment(&mut self, text: &str) {
        let (rest, eval) = split_eval(&file_text(text));
        if eval.is_some() {
            self.eval = eval;
        }
        join(&mut self.comment, &rest);
    }

    /// Takes in a comment read before the move.
    pub fn add_before(&mut self, text: &str) {
        join(&mut self.before, &file_text(text));
    }

    /// The comment after the move as written: the evaluation first, then the comment.
    pub fn written_comment(&self) -> Option<String> {
        let eval = self.eval.as_ref().map(|e| format!("[%eval {e}]"));
        let text = [eval.as_deref(), Some(self.comment.as_str())]
            .into_iter()
            .flatten()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        (!text.is_empty()).then_some(text)
    }
}

fn join(into: &mut String, more: &str) {
    let more = more.trim();
    if more.is_empty() {
        return;
    }
    if !into.is_empty() {
        into.push(' ');
    }
    into.push_str(more);
}

/// A comment's text without its first `[%eval …]`, and that evaluation.
pub fn split_eval(text: &str) -> (String, Option<String>) {
    let Some(start) = text.find("[%eval") else {
        return (text.trim().to_string(), None);
    };
    let Some(len) = text[start..].find(']') else {
        return (text.trim().to_string(), None);
    };
    let eval = text[start + "[%eval".len()..start + len].trim();
    let rest = format!(
        "{} {}",
        text[..start].trim(),
        text[start + len + 1..].trim()
    );
    let eval = (!eval.is_empty()).then(|| eval.to_string());
    (rest.trim().to_string(), eval)
}

/// The marks written after a move and their NAGs.
pub const MARKS: [(&str, u8); 6] = [
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("!", 1),
    ("?", 2),
];

/// The NAG of a mark (`!`, `??`) or of `$n`.
pub fn nag_of(word: &str) -> Option<u8> {
    if let Some(n) = word.strip_prefix('$') {
        return n.parse().ok();
    }
    MARKS.iter().find(|(m, _)| *m == word).map(|&(_, n)| n)
}

/// `text` made fit to stand between braces in a file: braces become parentheses, line breaks
/// and other control characters spaces.
pub fn file_text(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '{' => '(',
            '}' => ')',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect::<String>()
        .trim()
        .to_string()
}

/// A comment a person wrote, made fit for a file ([`file_text`]), its `[%` (which would start
/// a command such as an evaluation) written `[ %`.
pub fn clean_comment(text: &str) -> String {
    file_text(text).replace("[%", "[ %")
}

/// A move of the tree with what is written about it.
#[derive(Clone, Debug)]
pub struct Node<M> {
    /// The move (none at the root).
    pub mv: Option<M>,
    /// What is written about it.
    pub notes: Notes,
    parent: NodeId,
    children: Vec<NodeId>,
    depth: usize,
    removed: bool,
}

impl<M> Node<M> {
    /// Moves from the start to this one, this one included (0 at the root).
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The moves played after this one, the main continuation first.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }
}

/// A game's moves as a tree.
#[derive(Clone, Debug)]
pub struct Tree<M> {
    nodes: Vec<Node<M>>,
}

impl<M: Copy + PartialEq> Default for Tree<M> {
    fn default() -> Self {
        Tree::new()
    }
}

impl<M: Copy + PartialEq> Tree<M> {
    /// A tree of no move.
    pub fn new() -> Tree<M> {
        Tree {
            nodes: vec![Node {
                mv: None,
                notes: Notes::default(),
                parent: ROOT,
                children: Vec::new(),
                depth: 0,
                removed: false,
            }],
        }
    }

    /// A tree of one line, `moves`.
    pub fn of_line(moves: &[M]) -> Tree<M> {
        let mut tree = Tree::new();
        let mut at = ROOT;
        for &mv in moves {
            at = tree.add(at, mv);
        }
        tree
    }

    /// The node `id`, unless it was removed.
    pub fn node(&self, id: NodeId) -> Option<&Node<M>> {
        self.nodes.get(id).filter(|n| !n.removed)
    }

    /// What is written about node `id`, to change.
    pub fn notes_mut(&mut self, id: NodeId) -> Option<&mut Notes> {
        self.nodes
            .get_mut(id)
            .filter(|n| !n.removed)
            .map(|n| &mut n.notes)
    }

    /// The node before `id` (none for the root).
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).filter(|_| id != ROOT).map(|n| n.parent)
    }

    /// The moves after `id`, the main continuation first (none for an unknown node).
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| &n.children)
    }

    /// `mv` played after `parent`: the node that has it already, else a new last child (a side
    /// line, unless `parent` had no continuation).
    pub fn add(&mut self, parent: NodeId, mv: M) -> NodeId {
        if let Some(id) = self.child_with(parent, &mv) {
            return id;
        }
        let id = self.nodes.len();
        let depth = self.nodes[parent].depth + 1;
        self.nodes.push(Node {
            mv: Some(mv),
            notes: Notes::default(),
            parent,
            children: Vec::new(),
            depth,
            removed: false,
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// The child of `parent` whose move is `mv`.
    pub fn child_with(&self, parent: NodeId, mv: &M) -> Option<NodeId> {
        self.children(parent)
            .iter()
            .copied()
            .find(|&c| self.nodes[c].mv.as_ref() == Some(mv))
    }

    /// The nodes from the first move to `id` (empty for the root).
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = id;
        while at != ROOT {
            out.push(at);
            at = self.nodes[at].parent;
        }
        out.reverse();
        out
    }

    /// The nodes after `id` along its main continuation (first children), to the end.
    pub fn continuation(&self, id: NodeId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = id;
        while let Some(&next) = self.children(at).first() {
            out.push(next);
            at = next;
        }
        out
    }

    /// The main line: the first child of every node from the root.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.continuation(ROOT)
    }

    /// The moves from the start to `id`.
    pub fn moves_to(&self, id: NodeId) -> Vec<M> {
        self.path(id)
            .iter()
            .filter_map(|&n| self.nodes[n].mv)
            .collect()
    }

    /// The first move of the side line `id` lies on (the nearest of it and the nodes before it
    /// that is not its parent's main continuation); none on the main line.
    pub fn line_start(&self, id: NodeId) -> Option<NodeId> {
        self.node(id)?;
        let mut at = id;
        while at != ROOT {
            let parent = self.nodes[at].parent;
            if self.nodes[parent].children.first() != Some(&at) {
                return Some(at);
            }
            at = parent;
        }
        None
    }

    /// Makes the line through `id` the main line (each node on its way the first of its
    /// parent's children, the others keeping their order); whether anything changed.
    pub fn promote(&mut self, id: NodeId) -> bool {
        if self.node(id).is_none() {
            return false;
        }
        let mut changed = false;
        let mut at = id;
        while at != ROOT {
            let parent = self.nodes[at].parent;
            let siblings = &mut self.nodes[parent].children;
            if let Some(i) = siblings.iter().position(|&c| c == at).filter(|&i| i > 0) {
                siblings[..=i].rotate_right(1);
                changed = true;
            }
            at = parent;
        }
        changed
    }

    /// Removes `id` and every move after it (not the root); whether it was there.
    pub fn remove(&mut self, id: NodeId) -> bool {
        if id == ROOT || self.node(id).is_none() {
            return false;
        }
        let parent = self.nodes[id].parent;
        self.nodes[parent].children.retain(|&c| c != id);
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            self.nodes[n].removed = true;
            stack.extend(self.nodes[n].children.iter().copied());
        }
        true
    }

    /// Removes every move after `id`.
    pub fn remove_after(&mut self, id: NodeId) {
        for child in self.children(id).to_vec() {
            self.remove(child);
        }
    }

    /// The place of each node from the first move to `id` among its parent's children: what
    /// finds `id` again in the same tree written and read back ([`Tree::at_places`]).
    pub fn places(&self, id: NodeId) -> Vec<usize> {
        self.path(id)
            .iter()
            .map(|&n| {
                let parent = self.nodes[n].parent;
                self.nodes[parent]
                    .children
                    .iter()
                    .position(|&c| c == n)
                    .unwrap_or(0)
            })
            .collect()
    }

    /// The node reached by taking, from the root, the child at each of `places`.
    pub fn at_places(&self, places: &[usize]) -> Option<NodeId> {
        places
            .iter()
            .try_fold(ROOT, |at, &i| self.children(at).get(i).copied())
    }
}

/// How a file numbers moves: given the position a move is played at and the moves before it,
/// the move's number and whether it is the second player's.
pub type Numbering<'a, P> = &'a dyn Fn(&P, usize) -> (usize, bool);

/// The movetext of `tree` played from `start` as words for a file to wrap: the root's comment,
/// then each move with its number where one is due, its NAGs (`$n`) and its comment (`{…}`, the
/// evaluation as `[%eval …]` first), and after each move its alternatives, each in parentheses.
/// `number` gives the number of a move played at a position after `ply` moves and whether it is
/// the second player's (written `n...` where a comment or side line comes before it).
pub fn movetext_words<G: GameRules>(
    rules: &G,
    start: &G::Position,
    tree: &Tree<G::Move>,
    number: Numbering<G::Position>,
) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(root) = tree.node(ROOT) {
        if let Some(c) = root.notes.written_comment() {
            out.push(format!("{{{c}}}"));
        }
        if let Some(&first) = root.children.first() {
            Writer {
                rules,
                tree,
                number,
            }
            .line(&mut out, first, start.clone());
        }
    }
    out
}

struct Writer<'a, G: GameRules> {
    rules: &'a G,
    tree: &'a Tree<G::Move>,
    number: Numbering<'a, G::Position>,
}

impl<G: GameRules> Writer<'_, G> {
    /// Writes the line from `first`, played at `pos`, and the side lines that branch from it.
    fn line(&self, out: &mut Vec<String>, first: NodeId, mut pos: G::Position) {
        let mut at = first;
        let mut numbered = true;
        loop {
            let node = &self.tree.nodes[at];
            let Some(mv) = node.mv else { return };
            if !node.notes.before.is_empty() {
                out.push(format!("{{{}}}", node.notes.before));
                numbered = true;
            }
            let (n, second) = (self.number)(&pos, node.depth - 1);
            let text = self.rules.write_move(&pos, &mv);
            out.push(match (second, numbered) {
                (false, _) => format!("{n}. {text}"),
                (true, true) => format!("{n}... {text}"),
                (true, false) => text,
            });
            numbered = false;
            out.extend(node.notes.nags.iter().map(|g| format!("${g}")));
            if let Some(c) = node.notes.written_comment() {
                out.push(format!("{{{c}}}"));
                numbered = true;
            }
            let siblings = &self.tree.nodes[node.parent].children;
            if siblings.first() == Some(&at) {
                for &alt in &siblings[1..] {
                    let mut words = Vec::new();
                    self.line(&mut words, alt, pos.clone());
                    if let Some(w) = words.first_mut() {
                        w.insert(0, '(');
                    }
                    if let Some(w) = words.last_mut() {
                        w.push(')');
                    }
                    out.extend(words);
                    numbered = true;
                }
            }
            let Some(&next) = node.children.first() else {
                return;
            };
            pos = self.rules.play(&pos, &mv);
            at = next;
        }
    }
}
