//! The page's API (`dama::page_api`, bound one-to-one to JavaScript by `src/wasm.rs`): every
//! entry point that takes text, and a game played, explained and written out. Each must return
//! `Ok` or `Err`, never panic; a game written as PDN (`to_pdn`, with any tags) must read back
//! (`from_pdn`) to the same start and moves, and a game's `record` must rebuild it.
//!
//! Input: byte 0 picks the game, byte 1 the ply to go to; the rest is split at 0x1E into fields:
//! 0 a game name or house rules (`layout`, `game_entry`, `house_rules_of`, `new`,
//! `Opponent::parse`), 1 a FEN, 2 setup JSON, 3 PDN, 4 tags
//! (`Name=value` lines), 5 move indices (one a byte, for `from_record`), 6 and on move texts
//! (`from_moves`, `play`, `explain`, `restriction`).
#![no_main]

use dama::page_api::{game_entry, house_rules_of, layout, DraughtsPage};
use dama::search::levels::Opponent;
use dama::Variant;
use libfuzzer_sys::fuzz_target;

/// At most this many move texts and tags are used, to keep each input's work bounded.
const MAX_ITEMS: usize = 16;

fuzz_target!(|data: &[u8]| {
    let [pick, ply, rest @ ..] = data else {
        return;
    };
    let variant = Variant::ALL[*pick as usize % Variant::ALL.len()];
    let name = variant.name();
    let raw: Vec<&[u8]> = rest.split(|&b| b == 0x1e).collect();
    let field = |i: usize| {
        raw.get(i)
            .map_or(String::new(), |f| String::from_utf8_lossy(f).into_owned())
    };
    let (game_name, fen, setup, pdn, tag_text) = (field(0), field(1), field(2), field(3), field(4));
    let indices: Vec<usize> = raw
        .get(5)
        .map_or(&[][..], |f| &f[..f.len().min(32)])
        .iter()
        .map(|&b| b as usize)
        .collect();
    let moves: Vec<String> = (6..raw.len().min(6 + MAX_ITEMS)).map(field).collect();
    let tags: Vec<(String, String)> = tag_text
        .split('\n')
        .take(MAX_ITEMS)
        .map(|l| match l.split_once('=') {
            Some((n, v)) => (n.to_string(), v.to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect();

    let _ = layout(&game_name);
    let _ = game_entry(&game_name);
    let _ = house_rules_of(&game_name);
    let _ = layout(name);
    let _ = DraughtsPage::new(&game_name);
    let _ = Opponent::parse(&game_name);
    let _ = DraughtsPage::from_fen(&game_name, &fen);
    let _ = DraughtsPage::from_record(name, &fen, &indices);
    let from_setup = DraughtsPage::from_setup(&setup);
    let from_fen = DraughtsPage::from_fen(name, &fen);
    // The game to play on: the first of these that reads (each reading costs a replay).
    let start = (!fen.is_empty()).then_some(fen.as_str());
    let mut game = DraughtsPage::from_pdn(&pdn, Some(name))
        .or(from_setup)
        .or(from_fen)
        .or_else(|_| DraughtsPage::from_moves(name, start, &moves))
        .unwrap_or_else(|_| DraughtsPage::new(name).expect("every game has a name"));

    for (i, text) in moves.iter().enumerate() {
        let _ = game.explain(text, None);
        let _ = game.restriction(text, None);
        if let Some(to) = moves.get(i + 1) {
            let _ = game.explain(text, Some(to));
            let _ = game.restriction(text, Some(to));
        }
        let _ = game.play(text);
    }
    let _ = game.go_to(*ply as usize);
    let _ = game.status();
    let _ = game.history();
    let _ = game.legal_moves();
    let _ = game.pieces();
    let _ = game.move_texts();
    let _ = game.to_setup();

    if let Ok(record) = game.record() {
        let rebuilt = DraughtsPage::from_record(&record.variant, &record.start, &record.moves)
            .unwrap_or_else(|e| panic!("record {record:?} does not rebuild: {e}"));
        assert_eq!(rebuilt.fen(), game.fen(), "record {record:?}");
    }

    let written = game.to_pdn(&tags);
    let plain = game.game().moves().is_empty()
        && *game.game().start() == dama::start_position(game.game().variant());
    match DraughtsPage::from_pdn(&written, Some(&game.variant())) {
        Ok(back) => {
            assert_eq!(back.variant(), game.variant(), "`{written}`");
            assert_eq!(back.start_fen(), game.start_fen(), "`{written}`");
            assert!(
                back.game().moves() == game.game().moves(),
                "`{written}` reads back to other moves"
            );
        }
        // A game never moved from the standard start holds nothing to read: refused unless the
        // tags give it a result.
        Err(_) if plain => {}
        Err(e) => panic!("`{written}` does not read back: {e}"),
    }
});
