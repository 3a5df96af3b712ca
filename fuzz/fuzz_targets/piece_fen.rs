//! Piece FEN and SFEN: `piece::fen::parse` on any text, in the built-in piece game picked by the
//! first byte (`dama::piece::BUILT_IN`). A position that reads must write back (`fen::write`) to
//! a text that reads to the same position, writing is stable, and the rules can play it.
#![no_main]

use dama::piece::game::PieceRecord;
use dama::piece::movegen::legal_moves;
use dama::piece::{built_in_at, fen};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let g = built_in_at(pick as usize).rules();
    let text = String::from_utf8_lossy(rest);
    if let Ok(pos) = fen::parse(g, &text) {
        let written = fen::write(g, &pos);
        let back = fen::parse(g, &written);
        assert!(
            back.as_ref() == Ok(&pos),
            "{}: `{text}` wrote `{written}`, which reads as {back:?}",
            g.name()
        );
        assert_eq!(fen::write(g, &pos), written);
        let mut list = Vec::new();
        legal_moves(g, &pos, &mut list);
        let _ = PieceRecord::from_position(g.clone(), pos).status();
    }
});
