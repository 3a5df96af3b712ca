//! Setup JSON (`www/positions/*.json`): `parse_setup` on any text. A setup that reads must write
//! back (`write_setup`) to JSON that reads to the same game and position.
#![no_main]

use dama::draughts::notation::setup::{parse_setup, write_setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok((variant, pos)) = parse_setup(&text) {
        let written = write_setup(variant, &pos);
        let back = parse_setup(&written);
        assert_eq!(back, Ok((variant, pos)), "`{text}` wrote `{written}`");
        let _ = dama::legal_moves(variant, &pos);
    }
});
