//! The pattern evaluation: both colours read the same tables (the score changes sign when the
//! board is turned and the colours swapped), the tuner's samples score as the engine does, and
//! the table files read back what was written and refuse what is broken.

use dama::common::rng::Rng;
use dama::dev::tuning::corpus::sample_of;
use dama::draughts::eval::evaluate_full;
use dama::draughts::patterns::tables::{decode, encode, Patterns, Tables, MAX_ENTRY};
use dama::draughts::patterns::windows::Shape;
use dama::draughts::patterns::{self, Net};
use dama::draughts::weights::Family;
use dama::{with_rules, Position, Variant};

use crate::common::draughts::{mirror, random_game};

fn random_tables(shape: Shape, windows: usize, seed: u64) -> Tables {
    let mut rng = Rng::new(seed);
    let mut t = Tables::zero(shape, windows);
    for e in &mut t.entries {
        if rng.below(3) == 0 {
            *e = [rng.below(401) as i16 - 200, rng.below(401) as i16 - 200];
        }
    }
    t
}

/// Random tables for a game with `windows` square windows and, if given, that many tall ones.
fn random_patterns(windows: usize, tall: Option<usize>, seed: u64) -> Patterns {
    Patterns {
        square: random_tables(Shape::Square, windows, seed),
        tall: tall.map(|n| random_tables(Shape::Tall, n, seed + 1)),
    }
}

fn net(v: Variant, p: &Patterns) -> Net {
    with_rules!(v, r => patterns::net_of(r, p))
}

fn pattern(v: Variant, p: &Position, net: &Net) -> i32 {
    with_rules!(v, r => patterns::score(r, p, net))
}

/// Each game with its square windows and its tall ones, if it is read with them.
const GAMES: [(Variant, usize, Option<usize>); 8] = [
    (Variant::International, 16, None),
    (Variant::International, 16, Some(8)),
    (Variant::Russian, 9, None),
    (Variant::Russian, 9, Some(6)),
    (Variant::English, 9, None),
    (Variant::English, 9, Some(6)),
    (Variant::Turkish, 12, None),
    // No tables are shipped for it, but the tuner fits them: they must score alike too.
    (Variant::SixteenSoldiers, 12, None),
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
    for (v, windows, tall) in GAMES {
        let net = net(v, &random_patterns(windows, tall, 5));
        let mut nonzero = 0;
        for p in positions(v) {
            let m = mirror(v, &p);
            let (a, b) = (pattern(v, &p, &net), pattern(v, &m, &net));
            // Both are from the side to move's view, and the mirror's mover is in the same
            // situation.
            assert_eq!(
                a,
                b,
                "{v}: {}",
                dama::draughts::notation::fen::write_fen(v, &p)
            );
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
    for (v, windows, tall) in GAMES {
        let net = net(v, &random_patterns(windows, tall, 9));
        // The start is its own mirror except for the side to move: equal sums cancel.
        assert_eq!(pattern(v, &dama::start_position(v), &net), 0, "{v}");
    }
}

#[test]
fn the_tuners_samples_score_as_the_engine_does() {
    for (v, windows, tall) in GAMES {
        let t = random_patterns(windows, tall, 11);
        let w = Family::of(v).weights();
        let net = net(v, &t);
        let mut checked = 0;
        for p in positions(v) {
            let Some(s) = sample_of(v, &p, 0.5, tall.is_some()) else {
                continue;
            };
            assert_eq!(s.windows as usize, windows);
            assert_eq!(s.tall_windows as usize, tall.unwrap_or(0));
            let engine = with_rules!(v, r => evaluate_full(r, &p, &w, &net));
            assert_eq!(
                s.eval(&w, Some(&t)),
                engine,
                "{v}: {}",
                dama::draughts::notation::fen::write_fen(v, &p)
            );
            checked += 1;
        }
        assert!(checked > 200, "{v}: {checked} quiet positions");
    }
}

#[test]
fn a_table_file_reads_back_what_was_written() {
    for (windows, tall) in [
        (0, None),
        (9, None),
        (12, None),
        (16, None),
        (9, Some(6)),
        (16, Some(8)),
    ] {
        let p = random_patterns(windows, tall, 13);
        assert_eq!(decode(&encode(&p)).unwrap(), p);
    }
    let mut p = Patterns {
        square: Tables::zero(Shape::Square, 16),
        tall: Some(Tables::zero(Shape::Tall, 8)),
    };
    p.square.entries[16 * Shape::Square.configs() - 1] = [-MAX_ENTRY, MAX_ENTRY];
    if let Some(t) = &mut p.tall {
        t.entries[8 * Shape::Tall.configs() - 1] = [MAX_ENTRY, -MAX_ENTRY];
    }
    assert_eq!(decode(&encode(&p)).unwrap(), p);
}

#[test]
fn a_first_version_table_file_reads_as_square_windows() {
    let p = random_patterns(9, None, 19);
    let new = encode(&p);
    assert_eq!(&new[..7], b"DPAT\x02\x04\x09");
    // Version 1 held the square windows' count and entries alone, without their length.
    let mut at = 7;
    while new[at] & 0x80 != 0 {
        at += 1;
    }
    let old = [&b"DPAT\x01\x09"[..], &new[at + 1..]].concat();
    assert_eq!(decode(&old).unwrap(), p);
}

#[test]
fn a_broken_table_file_is_refused_with_a_reason() {
    let good = encode(&random_patterns(9, Some(6), 17));
    for (bytes, reason) in [
        (&b"XPAT\x01\x09"[..], "not a pattern file"),
        (&b"DPAT\x01"[..], "cut short in its header"),
        (&b"DPAT\x02\x04"[..], "cut short in a header"),
        (&b"DPAT\x03\x09"[..], "version 3"),
        (&b"DPAT\x02\x05\x09\x00"[..], "windows of 5 rows"),
        (&b"DPAT\x02\x04\x09\x05\x00"[..], "cut short in its entries"),
        (
            &b"DPAT\x02\x06\x08\x00"[..],
            "without its square windows first",
        ),
        (
            &b"DPAT\x02\x04\x09\x00\x04\x09\x00"[..],
            "more than square and tall",
        ),
        (&b"DPAT\x01\x11"[..], "17 windows"),
        (&good[..good.len() - 1], "cut short in its entries"),
        (&b"DPAT\x01\x01\x80"[..], "cut short in a number"),
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
        assert_eq!(t.square.windows, windows, "{}", family.name());
        assert_eq!(patterns::shipped(family), Some(&t));
        let v = family.variants()[0];
        assert_eq!(patterns::net_for(family), Some(&net(v, &t)));
    }
    assert_eq!(patterns::net_for(Family::Soldiers), None);
}
