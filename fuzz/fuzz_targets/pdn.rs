//! PDN: `read_pdn` on any text, with the default game picked by the first byte (none for 9 and
//! up). Every game read must write back (`write_pdn` with its own tags) to a PDN text that reads
//! to exactly one game, of the same game, start and moves.
#![no_main]

use dama::draughts::notation::pdn::{read_pdn, write_pdn};
use dama::Variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let default = Variant::ALL
        .get(pick as usize % (Variant::ALL.len() + 1))
        .copied();
    let text = String::from_utf8_lossy(rest);
    for g in read_pdn(&text, default).into_iter().flatten() {
        let written = write_pdn(&g.game, &g.tags);
        let back = read_pdn(&written, None);
        let [Ok(b)] = back.as_slice() else {
            panic!("`{text}` wrote `{written}`, which reads as {back:?}");
        };
        assert_eq!(b.variant, g.variant, "`{text}` wrote `{written}`");
        assert_eq!(b.start, g.start, "`{text}` wrote `{written}`");
        assert_eq!(b.game.start(), g.game.start(), "`{text}` wrote `{written}`");
        assert!(
            b.game.moves() == g.game.moves(),
            "`{text}` wrote `{written}`, which reads back to other moves"
        );
    }
});
