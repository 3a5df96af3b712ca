//! Perft of the piece games against the published figures of `docs/rules/chess.md` and
//! `shogi.md` (copied into `tests/data/piece-perft.md` with their source); the deeper ones are
//! in `benches/perft.rs`.

use dama::piece::{built_in, fen, movegen::perft, PieceRules};

fn check(g: &PieceRules, fen_text: &str, expected: &[u64]) {
    let pos = fen::parse(g, fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"));
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(
            perft(g, &pos, d as u32 + 1),
            n,
            "{fen_text} depth {}",
            d + 1
        );
    }
}

#[test]
fn chess_start() {
    let g = built_in("chess").unwrap();
    check(
        &g,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902, 197_281],
    );
}

#[test]
fn chess_kiwipete() {
    let g = built_in("chess").unwrap();
    check(
        &g,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862],
    );
}

#[test]
fn chess_position_3() {
    let g = built_in("chess").unwrap();
    check(
        &g,
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238, 674_624],
    );
}

#[test]
fn chess_position_4() {
    let g = built_in("chess").unwrap();
    check(
        &g,
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467, 422_333],
    );
}

#[test]
fn chess_position_5() {
    let g = built_in("chess").unwrap();
    check(
        &g,
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379],
    );
}

#[test]
fn shogi_start() {
    let g = built_in("shogi").unwrap();
    check(
        &g,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        &[30, 900, 25_470],
    );
}
