//! CSA: `piece::csa::read_csa` on any text, in shogi (the one built-in game CSA records: 9x9
//! shogi pieces), and `looks_like_csa`. A record that reads must write back (`write_csa`) to a
//! text that reads to the same start and moves.
#![no_main]

use std::sync::{Arc, LazyLock};

use dama::piece::csa::{looks_like_csa, read_csa, write_csa};
use dama::piece::{built_in, PieceRules};
use libfuzzer_sys::fuzz_target;

static SHOGI: LazyLock<Arc<PieceRules>> =
    LazyLock::new(|| Arc::new(built_in("shogi").expect("shogi is built in")));

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = looks_like_csa(&text);
    let Ok(r) = read_csa(SHOGI.clone(), &text) else {
        return;
    };
    let _ = r.status();
    let written = write_csa(&r, ["A", "B"]).expect("shogi has CSA records");
    let back = match read_csa(SHOGI.clone(), &written) {
        Ok(b) => b,
        Err(e) => panic!("`{text}` wrote `{written}`, which does not read: {e}"),
    };
    assert_eq!(back.start(), r.start(), "`{text}` wrote `{written}`");
    assert_eq!(
        back.moves_played(),
        r.moves_played(),
        "`{text}` wrote `{written}`"
    );
});
