//! Game files: `PieceRules::from_json` on any text (the whole input). A file that reads must
//! write out (`file_json`) to a file that reads to the same game; its start position writes and
//! reads back; up to 8 moves chosen by the input's first bytes are played from the start, each
//! written in both notations and read back to itself, and the position reached writes and reads
//! back.
#![no_main]

use std::sync::Arc;

use dama::piece::game::PieceRecord;
use dama::piece::notation::{display_move, engine_move, parse_engine_move};
use dama::piece::{fen, pgn, PieceRules};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(g) = PieceRules::from_json(&text) else {
        return;
    };
    let json = g.file_json();
    match PieceRules::from_json(&json) {
        Ok(again) => assert_eq!(again.file_json(), json, "`{text}`"),
        Err(e) => panic!("`{text}` wrote `{json}`, which does not read: {e}"),
    }
    let g = Arc::new(g);
    let mut r = PieceRecord::new(g.clone());
    for &choice in data.iter().take(8) {
        let pos = r.position().clone();
        let written = fen::write(&g, &pos);
        if let Err(e) = fen::parse(&g, &written) {
            panic!("`{text}`: the position `{written}` does not read: {e}");
        }
        let legal = r.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[choice as usize % legal.len()];
        let engine = engine_move(&g, &mv);
        assert_eq!(
            parse_engine_move(&g, &pos, &engine),
            Ok(mv),
            "`{text}`: {engine}"
        );
        let shown = display_move(&g, &pos, &mv);
        let read = pgn::parse_move(&g, &pos, &legal, &shown).ok();
        assert_eq!(read, Some(mv), "`{text}`: `{shown}` in `{written}`");
        r.play(&mv).expect("a legal move plays");
    }
    let _ = r.status();
});
