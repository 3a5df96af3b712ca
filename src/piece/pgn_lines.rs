//! The movetext of a PGN game read into its tree: the main line played in turn (a move that
//! cannot be played refuses the game, naming it), each variation played from the position before
//! the move it is an alternative to (one that cannot be played is left out with a warning), and
//! the comments, NAGs and marks (`!`, `?!`) given to the moves they follow.

use super::game::PieceRecord;
use super::pgn::{at_line, parse_move, Token};
use super::position::Move;
use super::rules::PieceRules;
use crate::common::wording::{Refusal, Wording};
use crate::game::tree::{nag_of, NodeId, Notes, Tree, ROOT};

/// A game's moves as read.
pub(super) struct Lines {
    /// The main line played.
    pub(super) record: PieceRecord,
    /// Every move with its variations and notes.
    pub(super) tree: Tree<Move>,
    /// The variations left out, and why.
    pub(super) warnings: Vec<String>,
}

/// Reads `body` (the tokens between a game's tags and its result) played from `record`.
pub(super) fn read_lines(
    g: &PieceRules,
    mut record: PieceRecord,
    body: &[(usize, Token)],
) -> Result<Lines, Refusal> {
    let mut reader = Reader {
        g,
        body,
        tree: Tree::new(),
        warnings: Vec::new(),
    };
    let mut i = 0;
    reader.line(&mut i, &mut record, ROOT, false)?;
    Ok(Lines {
        record,
        tree: reader.tree,
        warnings: reader.warnings,
    })
}

struct Reader<'a> {
    g: &'a PieceRules,
    body: &'a [(usize, Token)],
    tree: Tree<Move>,
    warnings: Vec<String>,
}

/// `word` without a move number before it (`12.e4`, `12...e5`): none for a number alone.
fn without_number(word: &str) -> Option<&str> {
    if word
        .trim_end_matches('.')
        .chars()
        .all(|c| c.is_ascii_digit())
    {
        return None;
    }
    Some(
        word.split_once('.')
            .filter(|(n, _)| n.chars().all(|c| c.is_ascii_digit()))
            .map_or(word, |(_, m)| m.trim_start_matches('.')),
    )
}

/// A move's text and the NAG of the mark it ends with (`e4!?`).
fn split_mark(word: &str) -> (&str, Option<u8>) {
    let bare = word.trim_end_matches(['!', '?']);
    match nag_of(&word[bare.len()..]) {
        Some(nag) if !bare.is_empty() => (bare, Some(nag)),
        _ => (word, None),
    }
}

impl Reader<'_> {
    /// Reads a line from `body[*i]` to its `)` (or the end), played from `record` after node
    /// `parent`. A variation that cannot be played is skipped to its end with a warning.
    fn line(
        &mut self,
        i: &mut usize,
        record: &mut PieceRecord,
        parent: NodeId,
        variation: bool,
    ) -> Result<(), Refusal> {
        let mut last: Option<NodeId> = None;
        let mut before = Notes::default();
        while let Some((l, token)) = self.body.get(*i) {
            *i += 1;
            match token {
                Token::Close if variation => return Ok(()),
                Token::Close | Token::Tag(..) => {}
                Token::Open => match last {
                    Some(node) => {
                        let mut alt = record.clone();
                        alt.undo();
                        alt.truncate();
                        let from = self.tree.parent(node).unwrap_or(ROOT);
                        self.line(i, &mut alt, from, true)?;
                    }
                    None => self.skip(i),
                },
                Token::Comment(text) => match last.and_then(|n| self.tree.notes_mut(n)) {
                    Some(notes) => notes.add_comment(text),
                    None if variation => before.add_before(text),
                    None => {
                        if let Some(notes) = self.tree.notes_mut(ROOT) {
                            notes.add_comment(text);
                        }
                    }
                },
                Token::Nag(nag) => {
                    if let Some(notes) = last.and_then(|n| self.tree.notes_mut(n)) {
                        notes.nags.push(*nag);
                    }
                }
                Token::Word(word) => {
                    if let Some(nag) = nag_of(word) {
                        if let Some(notes) = last.and_then(|n| self.tree.notes_mut(n)) {
                            notes.nags.push(nag);
                        }
                        continue;
                    }
                    let Some(word) = without_number(word) else {
                        continue;
                    };
                    let (text, mark) = split_mark(word);
                    let mv = match self.play(record, *l, text) {
                        Ok(mv) => mv,
                        Err(e) if variation => {
                            self.warnings
                                .push(format!("a variation was left out: {}", e.text));
                            self.skip(i);
                            return Ok(());
                        }
                        Err(e) => return Err(e),
                    };
                    let node = self.tree.add(last.unwrap_or(parent), mv);
                    if let Some(notes) = self.tree.notes_mut(node) {
                        notes.nags.extend(mark);
                        if last.is_none() {
                            notes.before = std::mem::take(&mut before.before);
                        }
                    }
                    last = Some(node);
                }
            }
        }
        Ok(())
    }

    /// Plays the move written `word` at line `line`.
    fn play(&self, record: &mut PieceRecord, line: usize, word: &str) -> Result<Move, Refusal> {
        let ply = record.moves_played().len() + 1;
        let legal = record.legal_moves();
        let at_move = |e: Refusal| {
            let wording = Wording::new("engine.piece.pgn.bad-move").with_number("ply", ply);
            at_line(line, e.within(format!("move {ply}"), wording, "error"))
        };
        let mv = parse_move(self.g, record.position(), &legal, word).map_err(at_move)?;
        record.play(&mv).map_err(|e| at_move(e.into()))?;
        Ok(mv)
    }

    /// Skips the rest of the variation `body[*i]` is in, nested ones included.
    fn skip(&self, i: &mut usize) {
        let mut depth = 1;
        while let Some((_, token)) = self.body.get(*i) {
            *i += 1;
            match token {
                Token::Open => depth += 1,
                Token::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }
}
