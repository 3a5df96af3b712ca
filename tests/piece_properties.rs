//! Properties of the piece games on random play: the incremental hash equals the hash computed
//! from scratch, a position written and read back is the same position, every move written
//! reads back to itself, and undo restores the position before the move.

use std::sync::Arc;

use dama::piece::game::PieceRecord;
use dama::piece::{built_in, fen, notation};
use dama::rng::Rng;
use proptest::prelude::*;

fn walk(name: &str, seed: u64, plies: usize) {
    let g = Arc::new(built_in(name).unwrap());
    let mut rng = Rng::new(seed);
    let mut r = PieceRecord::new(g.clone());
    for _ in 0..plies {
        let pos = r.position().clone();
        assert_eq!(pos.hash, pos.compute_hash(&g), "incremental hash");
        let text = fen::write(&g, &pos);
        let back = fen::parse(&g, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back.board, pos.board, "{text}");
        assert_eq!(back.hand, pos.hand, "{text}");
        assert_eq!(back.side, pos.side, "{text}");
        assert_eq!(fen::write(&g, &back), text);
        let list = r.legal_moves();
        if list.is_empty() {
            break;
        }
        for mv in &list {
            let written = notation::engine_move(&g, mv);
            assert_eq!(
                notation::parse_engine_move(&g, &pos, &written).as_ref(),
                Ok(mv),
                "{written} in {text}"
            );
        }
        let mv = list[rng.below(list.len())];
        r.play(&mv).unwrap();
        let after = r.position().clone();
        assert_eq!(r.undo(), Some(mv));
        assert_eq!(r.position(), &pos);
        r.play(&mv).unwrap();
        assert_eq!(r.position(), &after);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn chess_random_play_keeps_hash_notation_and_undo(seed in any::<u64>()) {
        walk("chess", seed, 120);
    }

    #[test]
    fn shogi_random_play_keeps_hash_notation_and_undo(seed in any::<u64>()) {
        walk("shogi", seed, 160);
    }
}
