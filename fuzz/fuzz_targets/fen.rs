//! FEN: `parse_fen` on any text, in the game picked by the first byte. A FEN that reads must
//! write back (`write_fen`) to a text that reads to the same position, and writing is stable.
#![no_main]

use dama::draughts::notation::fen::{parse_fen, write_fen};
use dama::Variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[pick as usize % Variant::ALL.len()];
    let text = String::from_utf8_lossy(rest);
    if let Ok(pos) = parse_fen(variant, &text) {
        let written = write_fen(variant, &pos);
        let back = parse_fen(variant, &written);
        assert_eq!(back, Ok(pos), "{variant}: `{text}` wrote `{written}`");
        assert_eq!(write_fen(variant, &pos), written);
        // The position must be one the rules can play: move generation never panics on it.
        let _ = dama::legal_moves(variant, &pos);
    }
});
