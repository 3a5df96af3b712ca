//! The pattern evaluation: both colours read the same tables (the score changes sign when the
//! board is turned and the colours swapped), the tuner's samples score as the engine does, and
//! the table files read back what was written and refuse what is broken.

use dama::rng::Rng;
use dama::search::eval::{evaluate_full, Family};
use dama::search::patterns::{self, decode, encode, Net, Tables, CONFIGS, MAX_ENTRY};
use dama::tuning::sample_of;
use dama::{with_rules, Position, Variant};

mod common;
use common::{mirror, random_game};

fn random_tables(windows: usize, seed: u64) -> Tables {
    let mut rng = Rng::new(seed);
    let mut t = Tables::zero(windows);
    for e in &mut t.entries {
        if rng.below(3) == 0 {
            *e = [rng.below(401) as i16 - 200, rng.below(401) as i16 - 200];
        }
    }
    t
}

fn pattern(v: Variant, p: &Position, net: &Net) -> i32 {
    with_rules!(v, r => patterns::score(r, p, net))
}

const GAMES: [(Variant, usize); 5] = [
    (Variant::International, 16),
    (Variant::Russian, 9),
    (Variant::English, 9),
    (Variant::Turkish, 12),
    // No tables are shipped for it, but the tuner fits them: they must score alike too.
    (Variant::SixteenSoldiers, 12),
];

fn positions(v: Variant) -> Vec<Position> {
    (0..20u64)
        .flat_map(|seed| {
            let g = random_game(v, seed * 7 + 1, 90);
            (0..g.moves().len())
                .filter_map(|i| g.position_before(i).copied())
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn a_position_and_its_mirror_have_opposite_pattern_scores() {
    for (v, windows) in GAMES {
        let net = Net::new(&random_tables(windows, 5));
        let mut nonzero = 0;
        for p in positions(v) {
            let m = mirror(v, &p);
            let (a, b) = (pattern(v, &p, &net), pattern(v, &m, &net));
            // Both are from the side to move's view, and the mirror's mover is in the same
            // situation.
            assert_eq!(a, b, "{v}: {}", dama::notation::fen::write_fen(v, &p));
            nonzero += (a != 0) as usize;
        }
        assert!(
            nonzero > 100,
            "{v}: random tables score something ({nonzero})"
        );
    }
}

#[test]
fn the_start_position_scores_zero_for_its_patterns() {
    for (v, windows) in GAMES {
        let net = Net::new(&random_tables(windows, 9));
        // The start is its own mirror except for the side to move: equal sums cancel.
        assert_eq!(pattern(v, &dama::start_position(v), &net), 0, "{v}");
    }
}

#[test]
fn the_tuners_samples_score_as_the_engine_does() {
    for (v, windows) in GAMES {
        let t = random_tables(windows, 11);
        let w = Family::of(v).weights();
        let net = Net::new(&t);
        let mut checked = 0;
        for p in positions(v) {
            let Some(s) = sample_of(v, &p, 0.5) else {
                continue;
            };
            assert_eq!(s.windows as usize, windows);
            let engine = with_rules!(v, r => evaluate_full(r, &p, &w, &net));
            assert_eq!(
                s.eval(&w, Some(&t)),
                engine,
                "{v}: {}",
                dama::notation::fen::write_fen(v, &p)
            );
            checked += 1;
        }
        assert!(checked > 200, "{v}: {checked} quiet positions");
    }
}

#[test]
fn a_table_file_reads_back_what_was_written() {
    for windows in [0, 9, 12, 16] {
        let t = random_tables(windows, 13);
        assert_eq!(decode(&encode(&t)).unwrap(), t);
    }
    let mut t = Tables::zero(16);
    t.entries[16 * CONFIGS - 1] = [-MAX_ENTRY, MAX_ENTRY];
    assert_eq!(decode(&encode(&t)).unwrap(), t);
}

#[test]
fn a_broken_table_file_is_refused_with_a_reason() {
    let good = encode(&random_tables(9, 17));
    for (bytes, reason) in [
        (&b"XPAT\x01\x09"[..], "not a pattern file"),
        (&b"DPAT\x01"[..], "cut short in its header"),
        (&b"DPAT\x02\x09"[..], "version 2"),
        (&b"DPAT\x01\x11"[..], "17 windows"),
        (&good[..good.len() - 1], "cut short in a number"),
        (&b"DPAT\x01\x01\xff\xff\x03\x02"[..], "runs past its tables"),
        (&b"DPAT\x01\x01\x00\xff\xff\x7f"[..], "beyond ±16383"),
        // 16384, zigzag-coded 32768: a net entry made from it could overflow.
        (&b"DPAT\x01\x01\x00\x80\x80\x02"[..], "beyond ±16383"),
    ] {
        let e = decode(bytes).unwrap_err();
        assert!(e.contains(reason), "{e:?} should say {reason:?}");
    }
}

#[test]
fn the_shipped_tables_read() {
    for (family, windows) in [
        (Family::Flying10, 16),
        (Family::Flying8, 9),
        (Family::Short8, 9),
        (Family::Frisian, 16),
        (Family::Losing10, 16),
        (Family::Race10, 16),
        (Family::Turkish, 12),
    ] {
        let t = decode(patterns::file_of(family).unwrap())
            .unwrap_or_else(|e| panic!("{} tables: {e}", family.name()));
        assert_eq!(t.windows, windows, "{}", family.name());
        assert_eq!(patterns::shipped(family), Some(&t));
        assert_eq!(patterns::net_for(family), Some(&Net::new(&t)));
    }
    assert_eq!(patterns::net_for(Family::Soldiers), None);
}
