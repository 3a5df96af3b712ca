//! Perft from every game's start and from the published test positions, against the figures in
//! `tests/data/perft/<game>.perft` (copied from docs/rules/RULES.md with their sources).
//! Lines above a leaf budget are kept in the files for `dama perft` but skipped here. A line
//! counts unique moves (`D N`), DCTL's capture paths (`paths D N`) or every landing path of a
//! capture (`landings D N`, as the Turkish "kish" library counts).

use dama::draughts::notation::fen::parse_fen;
use dama::Variant;
use std::path::Path;

/// Largest expected count checked in the test suite (a few seconds in all).
const LEAF_BUDGET: u64 = 12_000_000;

/// How a line counts moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Count {
    Unique,
    Paths,
    Landings,
}

struct Line {
    position: String,
    fen: String,
    count: Count,
    depth: u32,
    nodes: u64,
}

fn read(variant: Variant) -> Vec<Line> {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/perft")
        .join(format!("{}.perft", variant.name()));
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let mut lines = Vec::new();
    let (mut position, mut fen) = (String::new(), String::new());
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["position", name, f] => {
                position = name.to_string();
                fen = f.to_string();
            }
            ["paths" | "landings", d, nodes] | [d, nodes] => lines.push(Line {
                position: position.clone(),
                fen: fen.clone(),
                count: match words[0] {
                    "paths" => Count::Paths,
                    "landings" => Count::Landings,
                    _ => Count::Unique,
                },
                depth: d.parse().unwrap(),
                nodes: nodes.parse().unwrap(),
            }),
            _ => panic!("{}:{}: cannot read `{line}`", file.display(), n + 1),
        }
    }
    lines
}

fn check(variant: Variant, min_start_depth: u32) {
    let lines = read(variant);
    let start_fen = variant.info().start_fen;
    let mut deepest_start = 0;
    let mut checked = 0;
    for l in lines.iter().filter(|l| l.nodes <= LEAF_BUDGET) {
        let pos = parse_fen(variant, &l.fen).unwrap();
        let got = match l.count {
            Count::Unique => dama::perft(variant, &pos, l.depth),
            Count::Paths => dama::perft_paths(variant, &pos, l.depth),
            Count::Landings => dama::perft_landing_paths(variant, &pos, l.depth),
        };
        assert_eq!(
            got, l.nodes,
            "{variant} {} depth {} ({:?})",
            l.position, l.depth, l.count
        );
        if l.fen == start_fen && l.count == Count::Unique {
            deepest_start = deepest_start.max(l.depth);
        }
        checked += 1;
    }
    assert!(
        deepest_start >= min_start_depth,
        "{variant}: start checked only to {deepest_start}"
    );
    println!("{variant}: {checked} perft figures checked, start to depth {deepest_start}");
}

#[test]
fn international() {
    check(Variant::International, 7);
}

#[test]
fn brazilian() {
    check(Variant::Brazilian, 8);
}

#[test]
fn russian() {
    check(Variant::Russian, 8);
}

#[test]
fn pool() {
    check(Variant::Pool, 8);
}

#[test]
fn czech() {
    check(Variant::Czech, 8);
}

#[test]
fn english() {
    check(Variant::English, 8);
}

#[test]
fn italian() {
    check(Variant::Italian, 8);
}

#[test]
fn antidraughts() {
    check(Variant::Antidraughts, 7);
}

#[test]
fn breakthrough() {
    check(Variant::Breakthrough, 7);
}

#[test]
fn turkish() {
    check(Variant::Turkish, 7);
}

#[test]
fn frisian() {
    check(Variant::Frisian, 8);
}

#[test]
fn frysk() {
    check(Variant::Frysk, 6);
}

#[test]
fn sixteen_soldiers() {
    check(Variant::SixteenSoldiers, 7);
}

#[test]
fn sixteen_soldiers_49() {
    check(Variant::SixteenSoldiers49, 6);
}

#[test]
fn start_fen_of_every_game_is_the_first_position_of_its_file() {
    for v in Variant::ALL {
        let lines = read(v);
        assert_eq!(lines[0].fen, v.info().start_fen, "{v}");
    }
}
