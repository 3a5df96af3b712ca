//! Properties of the piece games on random play: the incremental hash equals the hash computed
//! from scratch, a position written and read back is the same position, every move written
//! reads back to itself, and undo restores the position before the move.

use std::sync::Arc;

use crate::common::regressions_beside_the_test;
use dama::common::rng::Rng;
use dama::piece::game::PieceRecord;
use dama::piece::{built_in, fen, notation, pgn};
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
            let shown = notation::display_move(&g, &pos, mv);
            assert_eq!(
                pgn::parse_move(&g, &pos, &list, &shown).map_err(|e| e.text),
                Ok(*mv),
                "{shown} in {text}"
            );
        }
        let mv = list[rng.below(list.len())];
        r.play(&mv).unwrap();
        let after = r.position().clone();
        assert!(r.undo());
        assert_eq!(r.position(), &pos);
        r.play(&mv).unwrap();
        assert_eq!(r.position(), &after);
    }
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::with_cases(24)))]

    #[test]
    fn random_play_keeps_hash_notation_and_undo(seed in any::<u64>()) {
        for (game, plies) in [("chess", 120), ("shogi", 160), ("xiangqi", 160), ("makruk", 120)] {
            walk(game, seed, plies);
        }
    }
}

/// The move sets the search works with equal the legal moves: the moves with a deferred legality
/// test that pass it, and (not in check) the legal captures and promotions of the quiescence.
fn search_sets(name: &str, seed: u64, plies: usize) {
    use dama::piece::movegen::{deferred_moves, in_check, legal_tactical_moves};
    use dama::piece::position::NONE;
    let g = Arc::new(built_in(name).unwrap());
    let mut rng = Rng::new(seed);
    let mut r = PieceRecord::new(g.clone());
    let (mut deferred, mut tactical) = (Vec::new(), Vec::new());
    for _ in 0..plies {
        let pos = r.position().clone();
        let mut legal = r.legal_moves();
        if legal.is_empty() {
            break;
        }
        let checked = g.sides[pos.side as usize].checks() && in_check(&g, &pos, pos.side);
        let test = deferred_moves(&g, &pos, &mut deferred, checked);
        deferred.retain(|mv| test.holds(&g, &pos, mv, &pos.after(&g, mv)));
        let key = |m: &dama::piece::position::Move| format!("{m:?}");
        let sorted = |l: &mut Vec<dama::piece::position::Move>| l.sort_by_key(key);
        sorted(&mut legal);
        sorted(&mut deferred);
        let text = fen::write(&g, &pos);
        assert_eq!(deferred, legal, "{name}: deferred moves in {text}");
        if !checked {
            legal_tactical_moves(&g, &pos, &mut tactical);
            sorted(&mut tactical);
            let expected: Vec<_> = legal
                .iter()
                .filter(|m| m.is_capture() || (m.promote != NONE && !m.is_drop()))
                .copied()
                .collect();
            assert_eq!(
                tactical, expected,
                "{name}: captures and promotions in {text}"
            );
        }
        let mv = legal[rng.below(legal.len())];
        r.play(&mv).unwrap();
    }
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::with_cases(8)))]

    #[test]
    fn the_searchs_move_sets_are_the_legal_moves(seed in any::<u64>()) {
        for (name, _) in dama::piece::BUILT_IN {
            search_sets(name, seed, 150);
        }
    }
}
