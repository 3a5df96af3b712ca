//! Helpers of the piece-game rule tests: a game from a position, its legal moves as engine
//! text, moves played from text, and refused positions with the words of their reason.

use std::collections::BTreeSet;
use std::sync::Arc;

use dama::piece::game::PieceRecord;
use dama::piece::{built_in, fen, notation::engine_move};

/// A game of the built-in `game` from `position` (FEN or SFEN).
pub fn record(game: &str, position: &str) -> PieceRecord {
    let g = Arc::new(built_in(game).unwrap());
    let pos = fen::parse(&g, position).unwrap_or_else(|e| panic!("{position}: {e}"));
    PieceRecord::from_position(g, pos)
}

/// The legal moves of `position`, as UCI or USI.
pub fn moves(game: &str, position: &str) -> BTreeSet<String> {
    let r = record(game, position);
    r.legal_moves()
        .iter()
        .map(|m| engine_move(r.game(), m))
        .collect()
}

/// Plays the moves of `line` (engine notation, separated by spaces).
pub fn play(r: &mut PieceRecord, line: &str) {
    for m in line.split_whitespace() {
        r.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// Each position is refused with a message containing its words.
pub fn refused(game: &str, cases: &[(&str, &str)]) {
    let g = built_in(game).unwrap();
    for (position, says) in cases {
        let e = fen::parse(&g, position).unwrap_err();
        assert!(e.text.contains(says), "{position}: {e}");
    }
}
