//! Property tests on positions reached by random play in every game: play/undo restores position
//! and hash, the incremental hash equals a fresh one, every legal move survives the notation round
//! trip, FEN round-trips, and every capture is well formed.

use crate::common::draughts::random_game;
use crate::common::regressions_beside_the_test;
use dama::draughts::notation::fen::{parse_fen, write_fen};
use dama::draughts::notation::movetext::{full_move, parse_move, write_move};
use dama::Variant;
use proptest::prelude::*;

fn variant() -> impl Strategy<Value = Variant> {
    (0..Variant::ALL.len()).prop_map(|i| Variant::ALL[i])
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::with_cases(400)))]

    #[test]
    fn incremental_hash_equals_a_fresh_hash(v in variant(), seed in any::<u64>(), plies in 0usize..120) {
        let game = random_game(v, seed, plies);
        for i in 0..=game.ply() {
            let p = game.position_before(i).unwrap();
            prop_assert_eq!(p.hash(), p.compute_hash());
        }
    }

    #[test]
    fn play_then_undo_restores_position_and_hash(v in variant(), seed in any::<u64>(), plies in 0usize..100) {
        let mut game = random_game(v, seed, plies);
        let before = *game.position();
        for m in game.legal_moves().iter() {
            game.play(m).unwrap();
            prop_assert!(game.undo());
            prop_assert_eq!(*game.position(), before);
            prop_assert_eq!(game.position().hash(), before.hash());
        }
    }

    #[test]
    fn every_legal_move_survives_the_notation_round_trip(v in variant(), seed in any::<u64>(), plies in 0usize..120) {
        let game = random_game(v, seed, plies);
        let pos = *game.position();
        for m in game.legal_moves().iter() {
            let short = write_move(v, &pos, m);
            let back = parse_move(v, &pos, &short);
            prop_assert_eq!(back.as_ref().ok(), Some(m), "{} in {}", short, write_fen(v, &pos));
            let full = full_move(v, m);
            let back = parse_move(v, &pos, &full);
            prop_assert_eq!(back.as_ref().ok(), Some(m), "{} in {}", full, write_fen(v, &pos));
        }
    }

    #[test]
    fn fen_round_trips(v in variant(), seed in any::<u64>(), plies in 0usize..150) {
        let game = random_game(v, seed, plies);
        let fen = game.fen();
        let back = parse_fen(v, &fen).unwrap();
        prop_assert_eq!(&back, game.position());
        prop_assert_eq!(write_fen(v, &back), fen);
    }

    #[test]
    fn captures_are_well_formed(v in variant(), seed in any::<u64>(), plies in 0usize..150) {
        let game = random_game(v, seed, plies);
        let pos = game.position();
        let us = pos.side();
        for m in game.legal_moves().iter() {
            prop_assert!(pos.pieces(us).contains(m.from));
            // The landing is empty, or held by a piece the capture took on its way (Sixteen
            // Soldiers removes each jumped piece at once).
            prop_assert!(m.to == m.from || !pos.occupied().contains(m.to) || m.captured.contains(m.to));
            prop_assert!((m.captured - pos.pieces(us.opponent())).is_empty());
            prop_assert_eq!(m.landings().len() as u32, m.capture_count());
            prop_assert_eq!(m.taken().iter().copied().collect::<dama::draughts::board::SquareSet>(), m.captured);
            let others = game.legal_moves();
            prop_assert_eq!(others.iter().filter(|o| *o == m).count(), 1, "duplicate move");
        }
    }

    #[test]
    fn undo_and_redo_walk_the_whole_history(v in variant(), seed in any::<u64>(), plies in 1usize..60) {
        let mut game = random_game(v, seed, plies);
        let end = *game.position();
        let n = game.ply();
        while game.undo() {}
        prop_assert_eq!(game.ply(), 0);
        prop_assert_eq!(game.position(), &dama::start_position(v));
        while game.redo() {}
        prop_assert_eq!(game.ply(), n);
        prop_assert_eq!(*game.position(), end);
    }
}

/// A random setup: every square empty, white or black, man or king (men off their promotion
/// row), either side to move.
fn random_setup(v: Variant, seed: u64) -> Option<dama::Position> {
    let mut s = seed | 1;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let board = v.board();
    let density = next() % 100;
    let (mut w, mut b) = (Vec::new(), Vec::new());
    for n in 1..=board.points() as u32 {
        if next() % 100 >= density {
            continue;
        }
        let name = dama::draughts::notation::square::square_name(v, board.from_number(n)?);
        let king = if next() % 3 == 0 { "K" } else { "" };
        let side = if next() % 2 == 0 { &mut w } else { &mut b };
        // A side has at most 20 pieces in every game.
        if side.len() < 20 {
            side.push(format!("{king}{name}"));
        }
    }
    let side = if next() % 2 == 0 { "W" } else { "B" };
    parse_fen(v, &format!("{side}:W{}:B{}", w.join(","), b.join(","))).ok()
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::with_cases(3000)))]

    #[test]
    fn random_setups_give_well_formed_moves_without_panicking(v in variant(), seed in any::<u64>()) {
        if let Some(pos) = random_setup(v, seed) {
            let us = pos.side();
            let moves = dama::legal_moves(v, &pos);
            for m in moves.iter() {
                prop_assert!((m.captured - pos.pieces(us.opponent())).is_empty());
                prop_assert_eq!(m.landings().len() as u32, m.capture_count());
                let back = parse_move(v, &pos, &write_move(v, &pos, m));
                prop_assert_eq!(back.as_ref().ok(), Some(m));
            }
            let _ = dama::perft(v, &pos, 2);
        }
    }
}
