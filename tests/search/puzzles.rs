//! The shipped puzzle sets (`src/puzzles/sets/`): each puzzle's line is legal and reads in the
//! page's notation, and its first move is still the only one that reaches its goal, searched
//! again to its set's depth. The normal run checks a seeded sample of each set (the proof
//! searches every move of a position); `cargo test --release --test search -- --ignored
//! puzzles` (scripts/puzzles.sh verify) checks every puzzle.

use std::collections::HashSet;

use dama::page_api;
use dama::puzzles::{verify, PuzzleSet};

const FAMILIES: [&str; 4] = ["draughts", "soldiers", "chess", "shogi"];
/// Puzzles per set the normal run proves again.
const SAMPLE: usize = 6;

fn set(family: &str) -> PuzzleSet {
    let path = format!(
        "{}/src/puzzles/sets/{family}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_shipped_puzzle_is_well_formed_and_plays_on_the_page() {
    let mut ids = HashSet::new();
    for family in FAMILIES {
        let set = set(family);
        assert_eq!(set.family, family);
        assert!(!set.puzzles.is_empty(), "{family}: no puzzles");
        for p in &set.puzzles {
            assert!(ids.insert(p.id.clone()), "{}: id twice", p.id);
            assert!(p.id.starts_with(&format!("{family}-")), "{}", p.id);
            assert!(
                !p.moves.len().is_multiple_of(2),
                "{}: the solver moves last",
                p.id
            );
            let mut game = page_api::open(&p.variant, Some(&p.fen))
                .unwrap_or_else(|e| panic!("{}: {}", p.id, String::from(e)));
            for text in &p.moves {
                let index = game
                    .move_index(text)
                    .unwrap_or_else(|e| panic!("{}: `{text}`: {}", p.id, String::from(e)));
                game.play_index(index).expect("a legal move plays");
            }
        }
    }
}

/// `count` puzzles of `family`'s set drawn by a fixed stride, each proved again.
fn prove(family: &str, count: usize) -> Vec<String> {
    let set = set(family);
    let stride = (set.puzzles.len() / count.max(1)).max(1);
    let failures: Vec<String> = set
        .puzzles
        .iter()
        .step_by(stride)
        .take(count)
        .filter_map(|p| verify(p, set.proof_depth, set.win).err())
        .collect();
    failures
}

#[test]
fn a_sample_of_each_set_is_proved_again() {
    let failures: Vec<String> = FAMILIES.iter().flat_map(|f| prove(f, SAMPLE)).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "every puzzle proved again: minutes; scripts/puzzles.sh verify"]
fn puzzles_all_proved_again() {
    let failures: Vec<String> = FAMILIES.iter().flat_map(|f| prove(f, usize::MAX)).collect();
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
