//! Move generator speed: leaf nodes per second of bulk-counting perft from the start, natively.
//! `cargo bench --bench perft` (release). Prints the median of three runs per game; speed lives
//! here, never in a timed test.

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

fn main() {
    measure(Variant::International, 10, 258_895_763);
    measure(Variant::English, 11, 85_242_128);
    measure(Variant::Russian, 10, 22_444_032);
    measure(Variant::Italian, 10, 17_761_384);
}
