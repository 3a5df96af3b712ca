//! Move generator speed: leaf nodes per second of bulk-counting perft from the start, natively.
//! `cargo bench --bench perft` (release). Prints the median of three runs per game; speed lives
//! here, never in a timed test. The piece games then run the deep perft figures of
//! `tests/data/piece-perft.md` once each (too slow for the tests).

use dama::piece::{self, movegen};
use dama::{perft, start_position, Variant};
use std::time::Instant;

fn measure(variant: Variant, depth: u32, expected: u64) {
    let pos = start_position(variant);
    let mut rates = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        let n = perft(variant, &pos, depth);
        let secs = start.elapsed().as_secs_f64();
        assert_eq!(n, expected, "{variant} perft({depth})");
        rates.push(n as f64 / secs / 1e6);
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "{:<14} perft({depth:>2}) = {expected:>11} leaves: median {:>6.1} M leaves/s (runs {:.1} / {:.1} / {:.1})",
        variant.name(),
        rates[1],
        rates[0],
        rates[1],
        rates[2]
    );
}

/// Chess or shogi from `fen`: checks the count and prints leaves per second, the median of
/// `runs` runs.
fn measure_piece(game: &str, label: &str, fen: &str, depth: u32, expected: u64, runs: usize) {
    let g = piece::built_in(game).expect("a built-in game");
    let pos = piece::fen::parse(&g, fen).expect("a valid position");
    let mut rates = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        let n = movegen::perft(&g, &pos, depth);
        let secs = start.elapsed().as_secs_f64();
        assert_eq!(n, expected, "{game} {label} perft({depth})");
        rates.push(n as f64 / secs / 1e6);
    }
    rates.sort_by(f64::total_cmp);
    let runs_text: Vec<String> = rates.iter().map(|r| format!("{r:.1}")).collect();
    println!(
        "{game:<6} {label:<11} perft({depth}) = {expected:>11} leaves: median {:>6.1} M leaves/s (runs {})",
        rates[rates.len() / 2],
        runs_text.join(" / ")
    );
}

fn main() {
    measure(Variant::International, 10, 258_895_763);
    measure(Variant::English, 11, 85_242_128);
    measure(Variant::Russian, 10, 22_444_032);
    measure(Variant::Italian, 10, 17_761_384);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let shogi = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    measure_piece("chess", "start", start, 5, 4_865_609, 3);
    measure_piece("shogi", "start", shogi, 4, 719_731, 3);
    measure_piece("chess", "start", start, 6, 119_060_324, 1);
    measure_piece(
        "chess",
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
        1,
    );
    measure_piece(
        "chess",
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        5,
        674_624,
        1,
    );
    measure_piece(
        "chess",
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
        15_833_292,
        1,
    );
    measure_piece(
        "chess",
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
        89_941_194,
        1,
    );
    measure_piece("shogi", "start", shogi, 5, 19_861_490, 1);
}
