//! Piece moves: a position of the built-in piece game picked by the first byte
//! (`dama::piece::BUILT_IN`), reached from its start by up to 31 legal moves that the next bytes
//! choose (the second byte says how many), then the rest of the input as a typed move, read as
//! the engine reads it (`parse_engine_move`, UCI/USI) and as the page and the PGN reader read it
//! (`pgn::parse_move`, SAN, Western shogi notation or UCI/USI). A move read must be legal; it
//! and the legal move picked by the third byte, written in either notation, read back to
//! themselves.
#![no_main]

use dama::piece::movegen::legal_moves;
use dama::piece::notation::{display_move, engine_move, parse_engine_move};
use dama::piece::{built_in_at, fen, pgn, Move, PieceRules, Position};
use libfuzzer_sys::fuzz_target;

/// `mv` written in both notations reads back to itself.
fn reads_back(g: &PieceRules, pos: &Position, legal: &[Move], mv: &Move) {
    let engine = engine_move(g, mv);
    assert_eq!(
        parse_engine_move(g, pos, &engine),
        Ok(*mv),
        "`{engine}` in `{}`",
        fen::write(g, pos)
    );
    for written in [engine, display_move(g, pos, mv)] {
        assert_eq!(
            pgn::parse_move(g, pos, legal, &written).ok(),
            Some(*mv),
            "`{written}` in `{}`",
            fen::write(g, pos)
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let [pick, plies, probe, rest @ ..] = data else {
        return;
    };
    let g = built_in_at(*pick as usize).rules();
    let plies = (*plies as usize % 32).min(rest.len());
    let (choices, text) = rest.split_at(plies);
    let mut pos = g.start.clone();
    let mut legal = Vec::new();
    for &c in choices {
        legal_moves(g, &pos, &mut legal);
        if legal.is_empty() {
            break;
        }
        pos = pos.after(g, &legal[c as usize % legal.len()]);
    }
    legal_moves(g, &pos, &mut legal);
    if legal.is_empty() {
        return;
    }
    reads_back(g, &pos, &legal, &legal[*probe as usize % legal.len()]);
    let text = String::from_utf8_lossy(text);
    if let Ok(mv) = parse_engine_move(g, &pos, &text) {
        assert!(legal.contains(&mv), "`{text}` read as an illegal move");
        reads_back(g, &pos, &legal, &mv);
    }
    if let Ok(mv) = pgn::parse_move(g, &pos, &legal, text.trim()) {
        assert!(legal.contains(&mv), "`{text}` read as an illegal move");
        reads_back(g, &pos, &legal, &mv);
    }
});
