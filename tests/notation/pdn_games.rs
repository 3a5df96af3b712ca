//! Every real game of `tests/data/games` (see its README and manifest.json) read and replayed to its
//! last move; the broken games of `failing/` refused with a located error; written games read
//! back to the same moves.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use dama::draughts::game::WinReason;
use dama::draughts::notation::pdn::{read_pdn, write_pdn, PdnErrorKind};
use dama::{GameResult, Variant};
use serde_json::Value;

fn games_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games")
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

struct Entry {
    file: String,
    variant: String,
    games: usize,
    plies: Vec<usize>,
}

fn manifest() -> Vec<Entry> {
    let text = read(&games_dir().join("manifest.json"));
    let json: Value = serde_json::from_str(&text).expect("manifest.json is JSON");
    json["files"]
        .as_array()
        .expect("manifest has files")
        .iter()
        .map(|f| Entry {
            file: f["file"].as_str().expect("file").to_string(),
            variant: f["variant"].as_str().expect("variant").to_string(),
            games: f["games"].as_u64().expect("games") as usize,
            plies: f["plies_per_game"]
                .as_array()
                .expect("plies_per_game")
                .iter()
                .map(|p| p.as_u64().expect("ply count") as usize)
                .collect(),
        })
        .collect()
}

#[test]
fn every_manifest_game_replays_to_its_last_move() {
    let mut failures = Vec::new();
    let mut replayed: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    // Games that end with the loser unable to move: the record must name the same winner (in
    // English checkers `1-0` is Black's win, Black moving first).
    let mut decided_on_board = 0;
    for entry in manifest() {
        let Some(variant) = Variant::from_name(&entry.variant) else {
            failures.push(format!("{}: no game named {}", entry.file, entry.variant));
            continue;
        };
        let text = read(&games_dir().join(&entry.file));
        let games = read_pdn(&text, Some(variant));
        if games.len() != entry.games {
            failures.push(format!(
                "{}: {} games read, manifest says {}",
                entry.file,
                games.len(),
                entry.games
            ));
        }
        for (i, (game, &plies)) in games.iter().zip(&entry.plies).enumerate() {
            match game {
                Ok(g) if g.game.ply() == plies => {
                    if let (GameResult::Win { winner, reason }, Some(recorded)) =
                        (g.game.result(), g.result.winner(g.variant))
                    {
                        if reason != WinReason::Recorded {
                            decided_on_board += 1;
                        }
                        if winner != recorded {
                            failures.push(format!(
                                "{} game {}: {winner:?} wins, the record says {}",
                                entry.file,
                                i + 1,
                                g.result.pdn()
                            ));
                        }
                    }
                    // A record that ends with a result ends the game with it.
                    if g.result.recorded(g.variant).is_some()
                        && g.game.result() == GameResult::Ongoing
                    {
                        failures.push(format!(
                            "{} game {}: recorded as {}, shown as still going",
                            entry.file,
                            i + 1,
                            g.result.pdn()
                        ));
                    }
                    let count = replayed.entry(g.variant.to_string()).or_default();
                    count.0 += 1;
                    count.1 += plies;
                }
                Ok(g) => failures.push(format!(
                    "{} game {}: {} plies replayed, manifest says {plies}",
                    entry.file,
                    i + 1,
                    g.game.ply()
                )),
                Err(e) => failures.push(format!("{}: {e}", entry.file)),
            }
        }
    }
    for (variant, (games, plies)) in &replayed {
        println!("{variant}: {games} games, {plies} plies replayed");
    }
    println!("{decided_on_board} games end on the board with the recorded winner");
    assert!(decided_on_board > 50);
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn failing_games_give_located_errors() {
    let dir = games_dir().join("failing");
    let english = read_pdn(
        &read(&dir.join("english_failed.pdn")),
        Some(Variant::English),
    );
    assert_eq!(english.len(), 1);
    let err = english[0].as_ref().expect_err("a move is missing");
    assert_eq!(err.line, 17, "{err}");
    assert!(err.to_string().contains("32-28"), "{err}");

    let russian = read_pdn(
        &read(&dir.join("russian_failed.pdn")),
        Some(Variant::Russian),
    );
    assert_eq!(russian.len(), 1);
    let err = russian[0].as_ref().expect_err("placeholders only");
    assert!(
        matches!(err.kind, PdnErrorKind::Placeholder { .. }),
        "{err}"
    );

    let international = read_pdn(
        &read(&dir.join("international_failed.pdn")),
        Some(Variant::International),
    );
    assert_eq!(international.len(), 3);
    let errors: Vec<String> = international
        .iter()
        .map(|g| {
            g.as_ref()
                .expect_err("every game here is broken")
                .to_string()
        })
        .collect();
    assert!(errors[0].contains("`36x27`"), "{}", errors[0]);
    assert!(errors[1].contains("`17-11`"), "{}", errors[1]);
    assert!(
        errors[2].contains("no moves and no result"),
        "{}",
        errors[2]
    );
}

#[test]
fn written_games_read_back_to_the_same_moves() {
    let files = [
        (
            "international/kurnik_online_2011.pdn",
            Variant::International,
        ),
        (
            "international/problems_fmjd_setups.pdn",
            Variant::International,
        ),
        ("english/tricks_traps_and_shots.pdn", Variant::English),
        ("english/playstrategy_algebraic.pdn", Variant::English),
        ("russian/ussr_championship_1950.pdn", Variant::Russian),
        ("czech/czech_ch_2006.pdn", Variant::Czech),
        ("italian/campionato_assoluto_2005.pdn", Variant::Italian),
        ("brazilian/lidraughts_games.pdn", Variant::Brazilian),
    ];
    for (file, variant) in files {
        for game in read_pdn(&read(&games_dir().join(file)), Some(variant))
            .into_iter()
            .flatten()
            .take(12)
        {
            let text = write_pdn(&game.game, &game.tags);
            let back = read_pdn(&text, None);
            assert_eq!(
                back.len(),
                1,
                "{file}: written game reads as one game:\n{text}"
            );
            let back = back[0]
                .as_ref()
                .unwrap_or_else(|e| panic!("{file}: {e}\n{text}"));
            assert_eq!(back.variant, game.variant, "{file}\n{text}");
            assert_eq!(back.start, game.start, "{file}\n{text}");
            assert_eq!(back.game.moves(), game.game.moves(), "{file}\n{text}");
        }
    }
}
