//! Piece PGN: `piece::pgn::read_pgn` on any text, with the default game picked by the first byte
//! (`dama::piece::BUILT_IN`, none past its end). Every game read must write back (`write_pgn`
//! with its own tags and result) to a text that reads to exactly one game, of the same rules,
//! start and moves.
#![no_main]

use std::sync::{Arc, LazyLock};

use dama::piece::pgn::{read_pgn, write_pgn};
use dama::piece::{PieceRules, BUILT_IN};
use libfuzzer_sys::fuzz_target;

static GAMES: LazyLock<Vec<Arc<PieceRules>>> = LazyLock::new(|| {
    BUILT_IN
        .iter()
        .map(|(_, text)| Arc::new(PieceRules::from_json(text).expect("a built-in game")))
        .collect()
});

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let default = GAMES.get(pick as usize % (GAMES.len() + 1)).cloned();
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
