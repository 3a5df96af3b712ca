//! Every text parser the page reaches returns `Ok` or `Err` and never panics, whatever it is fed:
//! FEN, starting-position JSON, PDN games, move text, square names, game and opponent names, in
//! every game. Inputs are arbitrary Unicode, arbitrary bytes read as UTF-8 (lossily), text built
//! from each format's own characters, and valid texts with random edits (the inputs most likely
//! to get deep into a parser before going wrong).

use crate::common::draughts::random_game;
use crate::common::{mangled, regressions_beside_the_test};
use dama::draughts::notation::fen::{parse_fen, write_fen};
use dama::draughts::notation::movetext::{move_squares, parse_move, write_move};
use dama::draughts::notation::pdn::{read_game, write_pdn, write_pdn_tree};
use dama::draughts::notation::setup::{parse_setup, write_setup};
use dama::draughts::notation::square::parse_square;
use dama::game::Tree;
use dama::search::levels::Opponent;
use dama::{Game, Position, Variant};
use proptest::prelude::*;

/// Cases per property (each runs the parsers of every game): about a second in all.
const CASES: u32 = 1000;

/// Valid texts of every format, from the start and from a game in progress of every variant.
fn corpus() -> Vec<String> {
    let mut out = Vec::new();
    for variant in Variant::ALL {
        for game in [Game::new(variant), random_game(variant, 7, 12)] {
            let pos = *game.position();
            out.push(write_fen(variant, &pos));
            out.push(write_setup(variant, &pos));
            let tags = [("Event".to_string(), "Fuzz".to_string())];
            out.push(write_pdn(&game, &tags));
            out.push(with_variations(&game));
            for m in game.legal_moves().iter().take(3) {
                out.push(write_move(variant, &pos, m));
            }
        }
    }
    out
}

/// `game` written with a side line to its first move, a comment, a mark and an evaluation.
fn with_variations(game: &Game) -> String {
    let mut tree = Tree::of_line(game.moves());
    if let Some(&first) = tree.main_line().first() {
        let mut other = Game::from_position(game.variant(), *game.start());
        if let Some(&alt) = other.legal_moves().iter().last() {
            tree.add(0, alt);
            if other.play(&alt).is_ok() {
                if let Some(&reply) = other.legal_moves().iter().next() {
                    let side = tree.children(0)[tree.children(0).len() - 1];
                    tree.add(side, reply);
                }
            }
        }
        let notes = tree.notes_mut(first).expect("the first move");
        notes.comment = "a {nested} comment".into();
        notes.nags = vec![5, 146];
        notes.eval = Some("#-3".into());
    }
    write_pdn_tree(game, &tree, &[])
}

/// Characters the formats are made of, and a few that they are not.
const ALPHABET: &str =
    "WBKwbk?:,-x.0123456789abcdefghijklmnopqrstuvwxyz{}[]\"' \n\t\\/*;%()+=#$!~\u{0}\u{7f}é😀";

/// Any text a parser might be handed (see [`mangled::text`]).
fn text() -> impl Strategy<Value = String> {
    mangled::text(ALPHABET, corpus(), 1)
}

/// Positions the move parser is asked about: the start and a game in progress of every variant.
fn positions() -> Vec<(Variant, Position)> {
    Variant::ALL
        .iter()
        .flat_map(|&v| {
            [
                (v, *Game::new(v).position()),
                (v, *random_game(v, 11, 20).position()),
            ]
        })
        .collect()
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::with_cases(CASES)))]

    #[test]
    fn fen_parsing_never_panics(s in text()) {
        for variant in Variant::ALL {
            if let Ok(pos) = parse_fen(variant, &s) {
                // What the page does with a FEN it accepted.
                write_fen(variant, &pos);
                dama::legal_moves(variant, &pos);
            }
            if let Ok(game) = Game::from_fen(variant, &s) {
                game.result();
            }
        }
    }

    #[test]
    fn setup_json_parsing_never_panics(s in text()) {
        if let Ok((variant, pos)) = parse_setup(&s) {
            write_setup(variant, &pos);
            Game::from_position(variant, pos).result();
        }
    }

    #[test]
    fn pdn_reading_never_panics(s in text()) {
        for variant in [None].into_iter().chain(Variant::ALL.map(Some)) {
            if let Ok(pdn) = read_game(&s, variant) {
                write_pdn(&pdn.game, &pdn.tags);
                // Its tree, variations and notes included, writes to a text that reads to the
                // same tree.
                let written = write_pdn_tree(&pdn.game, &pdn.tree, &pdn.tags);
                let back = read_game(&written, variant);
                prop_assert!(back.is_ok(), "`{}`: {:?}", written, back.err());
                let back = back.unwrap();
                prop_assert_eq!(back.game.moves(), pdn.game.moves(), "{}", written);
                let again = write_pdn_tree(&back.game, &back.tree, &back.tags);
                prop_assert_eq!(again, written);
            }
        }
    }

    #[test]
    fn move_text_parsing_never_panics(s in text()) {
        for (variant, pos) in positions() {
            let _ = move_squares(variant, &s);
            if let Ok(mv) = parse_move(variant, &pos, &s) {
                prop_assert!(dama::legal_moves(variant, &pos).iter().any(|m| *m == mv));
            }
            let _ = parse_square(variant, &s);
        }
    }

    #[test]
    fn names_never_panic(s in text()) {
        let _ = Variant::from_name(&s);
        let _ = Opponent::parse(&s);
    }
}
