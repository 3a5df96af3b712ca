//! Every text parser the page reaches returns `Ok` or `Err` and never panics, whatever it is fed:
//! FEN, starting-position JSON, PDN games, move text, square names, game and opponent names, in
//! every game. Inputs are arbitrary Unicode, arbitrary bytes read as UTF-8 (lossily), text built
//! from each format's own characters, and valid texts with random edits (the inputs most likely
//! to get deep into a parser before going wrong).

mod common;

use common::draughts::random_game;
use dama::draughts::notation::fen::{parse_fen, write_fen};
use dama::draughts::notation::movetext::{move_squares, parse_move, write_move};
use dama::draughts::notation::pdn::{read_game, write_pdn};
use dama::draughts::notation::setup::{parse_setup, write_setup};
use dama::draughts::notation::square::parse_square;
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
            for m in game.legal_moves().iter().take(3) {
                out.push(write_move(variant, &pos, m));
            }
        }
    }
    out
}

/// A random edit of a text: where (a fraction of its length), what, and the character put in.
#[derive(Debug, Clone)]
enum Edit {
    Delete(f64),
    Insert(f64, char),
    Replace(f64, char),
    /// Cuts the text there.
    Truncate(f64),
    /// Repeats a stretch of it.
    Duplicate(f64, f64),
}

/// Characters the formats are made of, and a few that they are not.
const ALPHABET: &str =
    "WBKwbk?:,-x.0123456789abcdefghijklmnopqrstuvwxyz{}[]\"' \n\t\\/*;%()+=#$!~\u{0}\u{7f}é😀";

fn format_char() -> impl Strategy<Value = char> {
    let chars: Vec<char> = ALPHABET.chars().collect();
    prop_oneof![
        4 => proptest::sample::select(chars),
        1 => any::<char>(),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        at.clone().prop_map(Edit::Delete),
        (at.clone(), format_char()).prop_map(|(a, c)| Edit::Insert(a, c)),
        (at.clone(), format_char()).prop_map(|(a, c)| Edit::Replace(a, c)),
        at.clone().prop_map(Edit::Truncate),
        (at.clone(), at).prop_map(|(a, b)| Edit::Duplicate(a, b)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let index = |chars: &Vec<char>, at: f64| ((chars.len() as f64) * at) as usize;
    for e in edits {
        match *e {
            Edit::Delete(at) if !chars.is_empty() => {
                let i = index(&chars, at).min(chars.len() - 1);
                chars.remove(i);
            }
            Edit::Insert(at, c) => {
                let i = index(&chars, at);
                chars.insert(i, c);
            }
            Edit::Replace(at, c) if !chars.is_empty() => {
                let i = index(&chars, at).min(chars.len() - 1);
                chars[i] = c;
            }
            Edit::Truncate(at) => {
                let i = index(&chars, at);
                chars.truncate(i);
            }
            Edit::Duplicate(a, b) => {
                let (i, j) = (index(&chars, a.min(b)), index(&chars, a.max(b)));
                let stretch: Vec<char> = chars[i..j].to_vec();
                chars.splice(j..j, stretch);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Any text a parser might be handed.
fn text() -> impl Strategy<Value = String> {
    let corpus = corpus();
    prop_oneof![
        any::<String>(),
        proptest::collection::vec(any::<u8>(), 0..200)
            .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
        proptest::collection::vec(format_char(), 0..80).prop_map(|cs| cs.into_iter().collect()),
        (
            proptest::sample::select(corpus),
            proptest::collection::vec(edit(), 1..6)
        )
            .prop_map(|(base, edits)| apply(&base, &edits)),
    ]
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
    #![proptest_config(ProptestConfig::with_cases(CASES))]

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
