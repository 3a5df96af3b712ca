//! Perft of the piece games, one test per game: chess and shogi against the published figures
//! of `docs/rules/chess.md` and `shogi.md` (copied into `tests/data/piece-perft.md` with their
//! source; the deeper ones are in `benches/perft.rs`), the example games of `src/piece/games/`
//! against the reference figures of `tests/data/piece-perft-references.md` (Fairy-Stockfish
//! through pyffish, run by hand, and for chess-vs-draughts the independent Python
//! implementation in `scripts/reference-perft.py`).

use crate::common::piece::assert_perft;
use dama::piece::built_in;

/// Perft of each case of the built-in `game`, written as [`assert_perft`] reads them.
fn perft_of(game: &str, cases: &[&str]) {
    assert_perft(&built_in(game).unwrap(), cases);
}

#[test]
fn chess() {
    perft_of(
        "chess",
        &[
            "start; rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 20 400 8_902 197_281",
            "kiwipete; r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 48 2_039 97_862",
            "position 3; 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 14 191 2_812 43_238 674_624",
            "position 4; r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 6 264 9_467 422_333",
            "position 5; rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 44 1_486 62_379",
        ],
    );
}

#[test]
fn shogi() {
    perft_of(
        "shogi",
        &["start; lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1; 30 900 25_470"],
    );
}

#[test]
fn minishogi() {
    perft_of(
        "minishogi",
        &[
            "start; start; 14 181 2_512 35_401 533_203",
            // 44 of Fairy-Stockfish's leaves at depth 3 are pawn drops that mate, which the rules
            // forbid (uchifuzume): the reference script takes them out.
            "hands and a pawn drop mate; 1r1+B1/1s3/4k/G1S2/K4 b GPRBp 17; 85 1_567 106_229",
            "full hands; 3g1/4k/Ks3/2R2/1G3 b 2PRBsb 17; 68 2_805 132_485",
        ],
    );
}

#[test]
fn los_alamos() {
    perft_of(
        "los-alamos",
        &[
            "start; start; 10 100 1_212 14_332 191_846",
            "promotion; 2k3/P5/6/6/5p/3K2 w - - 0 1; 7 40 349 2_894 26_790 241_107",
        ],
    );
}

#[test]
fn capablanca() {
    perft_of(
        "capablanca",
        &[
            "start; start; 28 784 25_228 805_128",
            "castling; r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1; 31 961 29_210 887_784",
            "en passant; rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 2; 39 1_437 57_985",
            "promotion; 4k5/1P8/10/10/10/10/8p1/5K4 w - - 0 1; 11 94 1_074 12_292 165_778",
        ],
    );
}

#[test]
fn catapult_chess() {
    perft_of(
        "catapult-chess",
        &[
            "start; start; 22 482 11_976 293_674",
            "middle game 1; r1bqk2r/pC1p1pbp/8/2p1p3/8/4P2B/P1PQ1P1P/R3K1CR w KQkq - 0 7; 41 978 40_549",
            "middle game 2; r1bqk2r/ppppppbQ/8/8/3P4/P7/2cC1PPP/R1B1Kc1R w KQkq - 0 7; 36 1_055 39_828",
            // The catapult on e4 checks the king on e1 over the pawn on e2: no castling, king
            // moves only.
            "check through a screen; 4k3/8/8/8/4c3/8/4P3/R3K2R w KQ - 0 1; 4 66 1_856 27_826",
        ],
    );
}

#[test]
fn chess_vs_draughts() {
    perft_of(
        "chess-vs-draughts",
        &[
            "start; start; 20 280 6_230 92_634",
            // The engine counts 2,297,219: 505 more, every one a king move into a chain's second
            // jump.
            "start depth 5; start; 20 280 6_230 92_634 2_296_714",
            // The smallest case from the start (1. Na3 cd6 2. d4 de5): Kd2 is illegal, for the
            // man on e5 would jump d4 to c3 and d2 to e1; 27 moves, the engine counts 28.
            "king steps into a chain; mmmmmmmm/mm1mmmmm/8/4m3/3P4/N7/PPP1PPPP/R1BQKBNR w KQ - 0 3; 27 71",
            "flying king; 8/8/8/2d5/8/2P1N3/8/R3K2R b KQ - 0 1; 2 51 369 9_809",
            "men on one colour; 1m1m1m1m/m1m1m1m1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1; 20 140 3_115 24_717",
            // Black's man on b6 jumps the knight on c5 to d4 and then e3: Ke3 is illegal, 15
            // moves.
            "king taken by a chain; 8/8/1m6/2N5/8/8/4K3/8 w - - 0 1; 15 23 263 391",
            "chains of men; 8/1m1m1m2/8/1m1m4/2P1P3/3B4/P4PPP/R3K2R b KQ - 0 1; 2 54 366 9_732",
            "flying king chain; 3d4/8/8/8/3m4/2P1P3/1P3P2/4K3 b - - 0 1; 7 84 385 4_143",
        ],
    );
}

/// Fairy-Stockfish's figures (`scripts/reference-perft.py xiangqi 3 --random 8 --seed 1` for the
/// positions of random play).
#[test]
fn xiangqi() {
    perft_of(
        "xiangqi",
        &[
            "start; start; 44 1_920 79_666 3_290_240",
            "random play 1; 2baka2r/3c5/r1n1b3n/p1p1p1p1p/9/8P/P1P1P1PC1/R1c1B2C1/1R7/1N1AKABN1 w - - 18 10; 47 1_927 85_481",
            "random play 2; 1n1ak1b2/r8/bc1a2ncr/4p1p1p/p1p6/4P4/P5PCP/R3B1C1R/9/1NBAKA1N1 b - - 13 14; 41 1_202 49_557",
            "random play 3; r1bakabnr/1c7/9/p1p1p1p1p/1C7/2P3Pc1/P3P3P/2C6/4A4/RNB1KABNR b - - 8 6; 39 1_704 65_780",
            "random play 4; 1r1a1abn1/c2k5/7Cb/p3p1p1r/1np5p/P8/c1P1P1P1P/2N1B4/4AK2N/3A2B1R w - - 12 27; 35 1_076 33_973",
            "random play 5; r1bakar2/9/n3b3n/p1p3p2/C8/3cp1Pc1/P1P1P1R1P/N7B/5R3/2BAKA1N1 w - - 14 18; 44 1_713 69_810",
            "random play 6; 2bC1cb2/r1n1k4/2Ca4r/p5p2/4pN3/7RP/P3P1P2/5R3/7c1/2BA1KB2 b - - 10 27; 41 1_688 66_712",
            "random play 7; C3ka1n1/2r1a4/b3r4/pcp3p2/6b2/P3p3P/R1P3P2/4B4/4AC3/N1B1KA1NR b - - 5 27; 33 1_175 40_980",
            "random play 8; 2bakab2/1C3r2r/n4cn2/p3p1p1p/2p6/C1P6/P3P1P1P/R8/6R2/1NBAKAB1c b - - 15 12; 38 1_598 64_633",
        ],
    );
}

/// Fairy-Stockfish's figures (`scripts/reference-perft.py minixiangqi 3 --random 8 --seed 1` for the
/// positions of random play).
#[test]
fn minixiangqi() {
    perft_of(
        "minixiangqi",
        &[
            "start; start; 19 331 6_664 127_164",
            "random play 1; r1nknr1/p1pp1p1/4pR1/C6/P2P2c/1P2P2/RCNKN2 w - - 3 10; 29 661 18_392",
            "random play 2; rcnkncr/3pp1p/7/ppC4/P6/2PPP1P/RCNKNR1 w - - 10 6; 28 531 13_694",
            "random play 3; 1rnkn2/3prCP/2p4/PcP1P2/1c1p1N1/2PC2R/R1NK3 b - - 4 26; 22 668 15_334",
            "random play 4; C1n1n2/p2k3/2c1p2/1P5/R6/3PP1P/1CN1K2 w - - 0 27; 28 575 15_279",
            "random play 5; 1cnkn1r/2p1p1p/p2p3/C6/1r3P1/P1KPN1P/R3NcR w - - 10 19; 22 664 13_351",
            "random play 6; r1n2r1/p1N1k1n/4p2/3P1P1/3K3/P5P/2N2R1 b - - 4 26; 15 342 5_261",
            "random play 7; 1rnkn1r/p2p1pp/3p1c1/P3P2/3P3/1P4P/RCNKN1R b - - 1 7; 23 437 9_909",
            "random play 8; 2n2r1/2pk3/2pc1np/r4N1/cP1R1PP/P5R/4KC1 b - - 0 24; 24 513 12_505",
        ],
    );
}

/// Fairy-Stockfish's figures (`scripts/reference-perft.py makruk 3 --random 8 --seed 1` for the
/// positions of random play).
#[test]
fn makruk() {
    perft_of(
        "makruk",
        &[
            "start; start; 23 529 12_012 273_026",
            "random play 1; r1smksn1/5r2/2pp1ppp/4np2/pp2P1P1/PPPP1S1P/1K3M2/RNS3NR w - - 0 10; 23 820 18_011",
            "random play 2; 2s2s1r/m3k1n1/1p2p3/r1pSP2p/P1pN1p2/P2P1Pn1/R2N1K2/4MS2 w - - 6 28; 24 561 12_920",
            "random play 3; 1n1m2Mr/1rsn2s1/3k2p1/pppp3p/3N1P2/PPPPP2P/4RM1S/RNSK4 w - - 0 15; 32 741 22_991",
            "random play 4; rn1mk3/1s4s1/ppppprMp/6p1/2P5/PPMPPNP1/2S3S1/RN1K3R b - - 0 15; 24 898 22_356",
            "random play 5; rn1ms1n1/2s1k3/pppppp1r/6pp/4PPP1/PPPPS2P/3S3R/RN1KM1N1 w - - 5 10; 23 437 10_331",
            "random play 6; 5nnr/r1ms1k2/2p1pps1/p1p3p1/P2PN1p1/2S1PP1P/N2MK3/R4S1R w - - 2 23; 31 902 28_114",
            "random play 7; 1n1m2nr/r3k3/1p1psp2/P1p1p2p/2s2PPP/P2P1P2/2KR4/1RSNMS2 w - - 3 21; 29 949 25_394",
            "random play 8; 3m4/2ns1Mkr/1rn1p3/7p/p2P2PP/P2S1P2/2K2S2/R3M1NR b - - 0 29; 33 792 26_254",
        ],
    );
}
