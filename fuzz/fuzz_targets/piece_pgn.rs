//! Piece PGN: `piece::pgn::read_pgn` on any text, with the default game picked by the first byte
//! (`dama::piece::BUILT_IN`, none past its end). Every game read must write back (`write_pgn`
//! with its own tags and result) to a text that reads to exactly one game, of the same rules,
//! start and moves.
#![no_main]

use dama::piece::pgn::{read_pgn, write_pgn};
use dama::piece::{built_in_at, BUILT_IN};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let default = (pick as usize % (BUILT_IN.len() + 1) < BUILT_IN.len())
        .then(|| built_in_at(pick as usize).rules().clone());
    let text = String::from_utf8_lossy(rest);
    for read in read_pgn(&text, default) {
        let Ok(g) = read.game else { continue };
        let written = write_pgn(&g.record, &g.tags, Some(&g.result));
        let back = read_pgn(&written, None);
        let [b] = back.as_slice() else {
            panic!(
                "`{text}` wrote `{written}`, which reads as {} games",
                back.len()
            );
        };
        let b = match &b.game {
            Ok(b) => b,
            Err(e) => panic!("`{text}` wrote `{written}`, which does not read: {e}"),
        };
        assert_eq!(
            b.record.game().file_json(),
            g.record.game().file_json(),
            "`{text}` wrote `{written}`"
        );
        assert_eq!(
            b.record.start(),
            g.record.start(),
            "`{text}` wrote `{written}`"
        );
        assert_eq!(
            b.record.moves_played(),
            g.record.moves_played(),
            "`{text}` wrote `{written}`"
        );
    }
});
