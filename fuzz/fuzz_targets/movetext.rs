//! Move text: `move_squares` and `parse_move` on any text, in a position of the game picked by
//! the first byte, reached from its start by up to 31 legal moves that the next bytes choose
//! (the second byte says how many). A move that reads must be legal there, and what
//! `write_move` and `full_move` write for it must read back to the same move.
#![no_main]

use dama::draughts::notation::fen::write_fen;
use dama::draughts::notation::movetext::{full_move, move_squares, parse_move, write_move};
use dama::Variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [pick, plies, rest @ ..] = data else {
        return;
    };
    let variant = Variant::ALL[*pick as usize % Variant::ALL.len()];
    let plies = (*plies as usize % 32).min(rest.len());
    let (choices, text) = rest.split_at(plies);
    let mut pos = dama::start_position(variant);
    for &c in choices {
        let legal = dama::legal_moves(variant, &pos);
        if legal.is_empty() {
            break;
        }
        pos = pos.play(&legal.as_slice()[c as usize % legal.len()]);
    }
    let text = String::from_utf8_lossy(text);
    let _ = move_squares(variant, &text);
    if let Ok(mv) = parse_move(variant, &pos, &text) {
        let legal = dama::legal_moves(variant, &pos);
        assert!(
            legal.iter().any(|l| *l == mv),
            "`{text}` read as an illegal move"
        );
        for written in [write_move(variant, &pos, &mv), full_move(variant, &mv)] {
            assert_eq!(
                parse_move(variant, &pos, &written),
                Ok(mv),
                "{variant} {}: `{text}` wrote `{written}`",
                write_fen(variant, &pos)
            );
        }
    }
});
