//! `dama hub` and `dama match`: a Hub session, and matches between our bots and with an external
//! Hub engine (our own binary run as a subprocess).

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};

use dama::notation::pdn::read_pdn;
use dama::protocols::hub::{move_from_hub, move_to_hub, position_from_hub, position_to_hub};
use dama::protocols::matches::{openings, run_match, EngineSpec, MatchConfig, MatchScore};
use dama::search::levels::Opponent;
use dama::{Game, Variant};

#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn hub_session(input: &str) -> Vec<String> {
    let out = Shared::default();
    dama::protocols::hub::run(Cursor::new(input.to_string()), out.clone());
    let bytes = out.0.lock().unwrap().clone();
    String::from_utf8(bytes)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn hub_handshake_search_and_move() {
    let lines = hub_session(
        "hub\nset-param name=variant value=english\ninit\nnew-game\n\
         pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"11-15 23-19\"\nlevel depth=5\nping\ngo think\n",
    );
    assert!(lines[0].starts_with("id name=Dama"));
    assert!(lines.iter().any(|l| l.starts_with("param name=variant")));
    let wait = lines.iter().position(|l| l == "wait").unwrap();
    assert_eq!(lines[wait + 1], "ready");
    assert!(lines.contains(&"pong".to_string()));
    assert!(lines.iter().any(|l| l.starts_with("info depth=5 ")));
    let done = lines
        .iter()
        .find(|l| l.starts_with("done move="))
        .expect("a move");
    let mv = done
        .trim_start_matches("done move=")
        .split_whitespace()
        .next()
        .unwrap();
    let mut game = Game::new(Variant::English);
    game.play_text("11-15").unwrap();
    game.play_text("23-19").unwrap();
    assert!(
        move_from_hub(Variant::English, game.position(), mv).is_ok(),
        "{mv}"
    );
}

#[test]
fn hub_reports_errors_without_exiting() {
    let lines =
        hub_session("hub\nset-param name=variant value=chess\ninit\npos pos=Wxyz\nping\nquit\n");
    assert!(lines
        .iter()
        .any(|l| l.starts_with("error message=") && l.contains("chess")));
    assert!(lines.iter().filter(|l| l.starts_with("error")).count() >= 2);
    assert_eq!(lines.last().unwrap(), "pong");
}

#[test]
fn hub_positions_and_moves_round_trip() {
    for v in Variant::ALL {
        let game = Game::new(v);
        let pos = *game.position();
        assert_eq!(
            position_from_hub(v, &position_to_hub(v, &pos)).unwrap(),
            pos
        );
        for m in game.legal_moves().iter() {
            assert_eq!(move_from_hub(v, &pos, &move_to_hub(v, m)).unwrap(), *m);
        }
    }
    let pos = dama::notation::fen::parse_fen(Variant::International, "W:W28,47:B23,42,32").unwrap();
    let caps: Vec<String> = dama::legal_moves(Variant::International, &pos)
        .iter()
        .map(|m| move_to_hub(Variant::International, m))
        .collect();
    assert!(caps.contains(&"28x48x32x42".to_string()), "{caps:?}");
}

fn config(engines: [EngineSpec; 2], games: usize) -> MatchConfig {
    MatchConfig {
        variant: Variant::International,
        engines,
        games,
        opening_plies: 4,
        threads: 2,
        seed: 7,
        move_time_ms: None,
        max_plies: 200,
    }
}

#[test]
fn match_between_our_bots_counts_every_game_and_writes_readable_pdn() {
    let cfg = config(
        [
            EngineSpec::Internal(Opponent::parse("3").unwrap()),
            EngineSpec::Internal(Opponent::Greedy),
        ],
        6,
    );
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 6);
    assert_eq!(report.pdn.len(), 6);
    let text = report.pdn.join("\n");
    let games = read_pdn(&text, Some(Variant::International));
    assert_eq!(games.len(), 6);
    assert!(
        games.iter().all(|g| g.is_ok()),
        "{:?}",
        games.iter().find(|g| g.is_err())
    );
}

/// A match of our bots on budgets of nodes is replayable: the same seed plays the same games,
/// on one thread or two.
#[test]
fn the_same_seed_replays_the_same_match_on_any_number_of_threads() {
    let mut cfg = config(
        [
            EngineSpec::Internal(Opponent::parse("4").unwrap()),
            EngineSpec::Internal(Opponent::parse("3").unwrap()),
        ],
        6,
    );
    let two = run_match(&cfg, &|_| {}).unwrap();
    cfg.threads = 1;
    let one = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(two.pdn, one.pdn);
    cfg.seed += 1;
    let other = run_match(&cfg, &|_| {}).unwrap();
    assert_ne!(other.pdn, one.pdn);
}

/// Random openings never hand one colour a piece: equal material, no capture pending.
#[test]
fn openings_are_distinct_and_balanced_in_every_game() {
    for v in Variant::ALL {
        let lines = openings(v, 100, 4, 3);
        assert_eq!(lines.len(), 100, "{v}");
        let mut seen = std::collections::HashSet::new();
        for line in &lines {
            let mut g = Game::new(v);
            for m in line {
                g.play(m).unwrap();
            }
            let p = g.position();
            assert_eq!(
                p.pieces(dama::Color::White).count_ones(),
                p.pieces(dama::Color::Black).count_ones(),
                "{v}"
            );
            assert!(!g.legal_moves().iter().any(|m| m.is_capture()), "{v}");
            assert!(seen.insert(p.hash()), "{v}: an opening repeats");
        }
    }
}

#[test]
fn match_against_an_external_hub_engine() {
    let cmd = format!("{} hub", env!("CARGO_BIN_EXE_dama"));
    let mut cfg = config(
        [
            EngineSpec::Internal(Opponent::parse("2").unwrap()),
            EngineSpec::Hub(cmd),
        ],
        2,
    );
    cfg.move_time_ms = Some(20.0);
    cfg.max_plies = 120;
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 2);
}

#[test]
fn elo_and_interval_from_the_score() {
    let even = MatchScore {
        wins: 10,
        draws: 10,
        losses: 10,
    };
    let (e, lo, hi) = even.elo();
    assert!(e.abs() < 1e-9 && lo < 0.0 && hi > 0.0);
    let strong = MatchScore {
        wins: 75,
        draws: 0,
        losses: 25,
    };
    let (e, lo, hi) = strong.elo();
    assert!((e - 190.8).abs() < 1.0, "{e}");
    assert!(lo < e && e < hi);
    assert!(strong.summary().contains("W 75 D 0 L 25"));
    let sweep = MatchScore {
        wins: 100,
        draws: 0,
        losses: 0,
    };
    let (e, lo, _) = sweep.elo();
    assert!(e.is_infinite() && (lo - 604.0).abs() < 1.0, "{lo}");
    assert!(sweep.summary().contains("Elo +inf (95%: above +604)"));
}
