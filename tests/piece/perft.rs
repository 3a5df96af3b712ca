//! Perft of the piece games, one test per game: chess and shogi against the published figures
//! of `docs/rules/chess.md` and `shogi.md` (copied into `tests/data/piece-perft.md` with their
//! source; the deeper ones are in `benches/perft.rs`), the example games of `src/piece/games/`
//! against the reference figures of `tests/data/piece-perft-references.md` (Fairy-Stockfish
//! through pyffish, run by hand, and for chess-vs-draughts the independent Python
//! implementation in `scripts/reference-perft.py`).

use crate::common::piece::assert_perft;
use dama::piece::built_in;

/// Perft of each `(name, position, figures)` of the built-in `game` (its start when the position
/// is `None`).
fn perft_of(game: &str, cases: &[(&str, Option<&str>, &[u64])]) {
    assert_perft(&built_in(game).unwrap(), cases);
}

#[test]
fn chess() {
    perft_of(
        "chess",
        &[
            (
                "start",
                Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                &[20, 400, 8_902, 197_281],
            ),
            (
                "kiwipete",
                Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                &[48, 2_039, 97_862],
            ),
            (
                "position 3",
                Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
                &[14, 191, 2_812, 43_238, 674_624],
            ),
            (
                "position 4",
                Some("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
                &[6, 264, 9_467, 422_333],
            ),
            (
                "position 5",
                Some("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"),
                &[44, 1_486, 62_379],
            ),
        ],
    );
}

#[test]
fn shogi() {
    perft_of(
        "shogi",
        &[(
            "start",
            Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
            &[30, 900, 25_470],
        )],
    );
}

#[test]
fn minishogi() {
    perft_of(
        "minishogi",
        &[
            ("start", None, &[14, 181, 2_512, 35_401, 533_203]),
            // 44 of Fairy-Stockfish's leaves at depth 3 are pawn drops that mate, which the rules
            // forbid (uchifuzume): the reference script takes them out.
            (
                "hands and a pawn drop mate",
                Some("1r1+B1/1s3/4k/G1S2/K4 b GPRBp 17"),
                &[85, 1_567, 106_229],
            ),
            (
                "full hands",
                Some("3g1/4k/Ks3/2R2/1G3 b 2PRBsb 17"),
                &[68, 2_805, 132_485],
            ),
        ],
    );
}

#[test]
fn los_alamos() {
    perft_of(
        "los-alamos",
        &[
            ("start", None, &[10, 100, 1_212, 14_332, 191_846]),
            (
                "promotion",
                Some("2k3/P5/6/6/5p/3K2 w - - 0 1"),
                &[7, 40, 349, 2_894, 26_790, 241_107],
            ),
        ],
    );
}

#[test]
fn capablanca() {
    perft_of(
        "capablanca",
        &[
            ("start", None, &[28, 784, 25_228, 805_128]),
            (
                "castling",
                Some("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1"),
                &[31, 961, 29_210, 887_784],
            ),
            (
                "en passant",
                Some("rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 2"),
                &[39, 1_437, 57_985],
            ),
            (
                "promotion",
                Some("4k5/1P8/10/10/10/10/8p1/5K4 w - - 0 1"),
                &[11, 94, 1_074, 12_292, 165_778],
            ),
        ],
    );
}

#[test]
fn catapult_chess() {
    perft_of(
        "catapult-chess",
        &[
            ("start", None, &[22, 482, 11_976, 293_674]),
            (
                "middle game 1",
                Some("r1bqk2r/pC1p1pbp/8/2p1p3/8/4P2B/P1PQ1P1P/R3K1CR w KQkq - 0 7"),
                &[41, 978, 40_549],
            ),
            (
                "middle game 2",
                Some("r1bqk2r/ppppppbQ/8/8/3P4/P7/2cC1PPP/R1B1Kc1R w KQkq - 0 7"),
                &[36, 1_055, 39_828],
            ),
            // The catapult on e4 checks the king on e1 over the pawn on e2: no castling, king
            // moves only.
            (
                "check through a screen",
                Some("4k3/8/8/8/4c3/8/4P3/R3K2R w KQ - 0 1"),
                &[4, 66, 1_856, 27_826],
            ),
        ],
    );
}

#[test]
fn chess_vs_draughts() {
    perft_of(
        "chess-vs-draughts",
        &[
            ("start", None, &[20, 280, 6_230, 92_634]),
            // The engine counts 2,297,219: 505 more, every one a king move into a chain's second
            // jump.
            ("start depth 5", None, &[20, 280, 6_230, 92_634, 2_296_714]),
            // The smallest case from the start (1. Na3 cd6 2. d4 de5): Kd2 is illegal, for the
            // man on e5 would jump d4 to c3 and d2 to e1; 27 moves, the engine counts 28.
            (
                "king steps into a chain",
                Some("mmmmmmmm/mm1mmmmm/8/4m3/3P4/N7/PPP1PPPP/R1BQKBNR w KQ - 0 3"),
                &[27, 71],
            ),
            (
                "flying king",
                Some("8/8/8/2d5/8/2P1N3/8/R3K2R b KQ - 0 1"),
                &[2, 51, 369, 9_809],
            ),
            (
                "men on one colour",
                Some("1m1m1m1m/m1m1m1m1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"),
                &[20, 140, 3_115, 24_717],
            ),
            // Black's man on b6 jumps the knight on c5 to d4 and then e3: Ke3 is illegal, 15
            // moves.
            (
                "king taken by a chain",
                Some("8/8/1m6/2N5/8/8/4K3/8 w - - 0 1"),
                &[15, 23, 263, 391],
            ),
            (
                "chains of men",
                Some("8/1m1m1m2/8/1m1m4/2P1P3/3B4/P4PPP/R3K2R b KQ - 0 1"),
                &[2, 54, 366, 9_732],
            ),
            (
                "flying king chain",
                Some("3d4/8/8/8/3m4/2P1P3/1P3P2/4K3 b - - 0 1"),
                &[7, 84, 385, 4_143],
            ),
        ],
    );
}
