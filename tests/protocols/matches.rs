//! `dama match`: matches between our bots and with an external Hub engine (our own binary run
//! as a subprocess, also behind filters that make it crash, hang or answer wrong), openings,
//! replays from a seed, and the score's Elo.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use dama::draughts::notation::pdn::read_pdn;
use dama::draughts::Draughts;
use dama::protocols::hub_client::{Fault, HubEngine};
use dama::protocols::matches::{
    openings, run_match, EngineSpec, ExternalEngine, MatchConfig, MatchGame, MatchScore, Openings,
    Protocol,
};
use dama::search::levels::Opponent;
use dama::search::Searcher;
use dama::{Game, Variant};

use crate::logged::{logged, run_logged};

fn config(engines: [EngineSpec; 2], games: usize) -> MatchConfig<Draughts> {
    MatchConfig {
        game: Draughts::new(Variant::International),
        engines,
        games,
        openings: Openings::Random { plies: 4 },
        threads: 2,
        seed: 7,
        move_time_ms: None,
        max_plies: 200,
    }
}

/// A Hub engine that misbehaves: `dama hub` behind a filter that, after `after` moves, crashes
/// (`crash`), answers an illegal move (`illegal`), an error (`error`) or nothing (`hang`); or
/// that refuses every setting (`param-error`). Returns the command that starts it.
fn faulty_engine(mode: &str, after: usize) -> String {
    static MADE: AtomicUsize = AtomicUsize::new(0);
    let script = r#"#!/bin/sh
dama=$1 mode=$2 after=$3
exec 3>&1
gos=0
while IFS= read -r line; do
  case $line in
    set-param*)
      if [ "$mode" = param-error ]; then
        echo 'error message="unknown parameter"' >&3
        continue
      fi ;;
    go*)
      gos=$((gos + 1))
      if [ "$gos" -gt "$after" ]; then
        case $mode in
          crash) kill -9 $$; exit 3 ;;
          illegal) echo "done move=12x34" >&3; continue ;;
          error) echo 'error message="out of memory"' >&3; continue ;;
          hang) continue ;;
        esac
      fi ;;
  esac
  printf '%s\n' "$line"
done | "$dama" hub
"#;
    // One file for every test and run, its content always the same: written aside, then renamed
    // into place, so no test reads it half written.
    let n = MADE.fetch_add(1, Ordering::Relaxed);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("faulty-hub.sh");
    let aside = dir.join(format!("faulty-hub.sh.{}-{n}", std::process::id()));
    std::fs::write(&aside, script).unwrap();
    std::fs::rename(&aside, &path).unwrap();
    format!(
        "sh {} {} {mode} {after}",
        path.display(),
        env!("CARGO_BIN_EXE_dama")
    )
}

/// One game's tag.
fn tag(pdn: &str, name: &str) -> Option<String> {
    let start = format!("[{name} \"");
    pdn.lines()
        .find_map(|l| l.strip_prefix(&start))
        .map(|v| v.trim_end_matches("\"]").to_string())
}

/// A faulty external engine loses the game, the PDN says why, and the match goes on with the
/// engine restarted.
fn match_with_faulty_engine(mode: &str) -> dama::protocols::matches::MatchReport {
    let mut cfg = config(
        [
            EngineSpec::Internal(Opponent::parse("2").unwrap()),
            EngineSpec::hub(faulty_engine(mode, 3)),
        ],
        2,
    );
    cfg.threads = 1;
    cfg.move_time_ms = Some(20.0);
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 2);
    assert_eq!(report.score.wins, 2, "{:?}", report.score);
    assert_eq!(report.score.forfeits, [0, 2]);
    assert!(report
        .score
        .summary()
        .contains("2 games lost by an engine's fault"));
    assert_eq!(report.forfeits.len(), 2);
    assert_eq!(report.games.len(), 2);
    let games = read_pdn(&report.games.join("\n"), Some(Variant::International));
    assert!(games.iter().all(|g| g.is_ok()), "{games:?}");
    // Engine 1 has White in game 1, Black in game 2; it wins both.
    assert_eq!(tag(&report.games[0], "Result").as_deref(), Some("1-0"));
    assert_eq!(tag(&report.games[1], "Result").as_deref(), Some("0-1"));
    for ((pdn, f), game) in report.games.iter().zip(&report.forfeits).zip(&games) {
        assert_eq!(f.engine, 2);
        assert_eq!(tag(pdn, "Termination"), Some(f.reason.clone()));
        // The opening's 4 plies, then the faulty engine's 3 moves and ours.
        assert!(game.as_ref().unwrap().game.ply() >= 4 + 6, "{pdn}");
    }
    report
}

#[test]
fn a_crashing_engine_loses_the_game_and_is_restarted() {
    let report = match_with_faulty_engine("crash");
    for f in &report.forfeits {
        assert!(f.reason.starts_with("engine 2 crashed"), "{}", f.reason);
    }
}

#[test]
fn an_illegal_move_loses_the_game() {
    let report = match_with_faulty_engine("illegal");
    for f in &report.forfeits {
        assert_eq!(f.reason, "illegal move 12x34 from engine 2");
    }
}

#[test]
fn an_error_instead_of_a_move_loses_the_game() {
    let report = match_with_faulty_engine("error");
    for f in &report.forfeits {
        assert_eq!(f.reason, "engine 2 reported an error: out of memory");
    }
}

/// A silent engine times out, told apart from one that crashed; a refused setting is not fatal.
#[test]
fn hub_engine_faults_are_told_apart() {
    let game = Game::new(Variant::International);
    let mut hang =
        HubEngine::start(&faulty_engine("hang", 0), Variant::International, &[]).unwrap();
    hang.grace = Duration::from_millis(300);
    assert_eq!(hang.choose(&game, 10.0), Err(Fault::Timeout));
    assert_eq!(
        Fault::Timeout.describe(1),
        "engine 1 did not answer in time"
    );

    let mut crash =
        HubEngine::start(&faulty_engine("crash", 0), Variant::International, &[]).unwrap();
    let fault = crash.choose(&game, 10.0).unwrap_err();
    assert!(matches!(fault, Fault::Crashed(_)), "{fault:?}");
    assert!(fault.describe(2).starts_with("engine 2 crashed"));

    let mut refused = HubEngine::start(
        &faulty_engine("param-error", 99),
        Variant::International,
        &[],
    )
    .unwrap();
    let m = refused.choose(&game, 20.0).unwrap();
    assert!(game.legal_moves().iter().any(|l| *l == m));
}

/// A game cut at the ply limit is a draw, and its PDN says so.
#[test]
fn games_cut_at_the_ply_limit_are_written_as_draws() {
    let mut cfg = config(
        [
            EngineSpec::Internal(Opponent::parse("1").unwrap()),
            EngineSpec::Internal(Opponent::Greedy),
        ],
        2,
    );
    cfg.max_plies = 10;
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.draws, 2);
    for pdn in &report.games {
        assert_eq!(tag(pdn, "Result").as_deref(), Some("1/2-1/2"), "{pdn}");
        assert_eq!(
            tag(pdn, "Termination").as_deref(),
            Some("draw at max plies (10)")
        );
        assert!(pdn.trim_end().ends_with("1/2-1/2"), "{pdn}");
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
    assert_eq!(report.games.len(), 6);
    let text = report.games.join("\n");
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
    assert_eq!(two.games, one.games);
    cfg.seed += 1;
    let other = run_match(&cfg, &|_| {}).unwrap();
    assert_ne!(other.games, one.games);
}

/// `--openings`: each game of a PDN file, at its last move, starts two games, colours swapped;
/// the records keep the moves before and the setup, and the file's results do not end them.
#[test]
fn a_match_from_given_openings_goes_on_from_each_game_with_colours_swapped() {
    let file = "[Event \"a\"]\n[Result \"1/2-1/2\"]\n1. 32-28 19-23 2. 28x19 14x23 1/2-1/2\n\n\
                [FEN \"W:W28,32,38:B12,13,19\"]\n1. 38-33 *\n";
    let starts = Draughts::new(Variant::International)
        .openings_from_file(file)
        .unwrap();
    assert_eq!(starts.len(), 2);
    let mut cfg = config(
        [
            EngineSpec::Internal(Opponent::parse("3").unwrap()),
            EngineSpec::Internal(Opponent::parse("2").unwrap()),
        ],
        4,
    );
    cfg.openings = Openings::Given(starts);
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 4);
    let games: Vec<_> = report
        .games
        .iter()
        .map(|t| read_pdn(t, Some(Variant::International)).remove(0).unwrap())
        .collect();
    for (i, g) in games.iter().enumerate() {
        let (opening, start): (&[&str], _) = if i < 2 {
            (
                &["32-28", "19-23", "28x19", "14x23"],
                dama::start_position(Variant::International),
            )
        } else {
            (
                &["38-33"],
                dama::draughts::notation::fen::parse_fen(
                    Variant::International,
                    "W:W28,32,38:B12,13,19",
                )
                .unwrap(),
            )
        };
        assert_eq!(*g.game.start(), start, "game {}", i + 1);
        let played = g.game.move_texts();
        assert_eq!(played[..opening.len()], *opening, "game {}", i + 1);
        assert!(played.len() > opening.len(), "game {} went on", i + 1);
        let white = if i % 2 == 0 { "level:3" } else { "level:2" };
        assert!(
            g.tag("White").unwrap().contains(&white[6..]),
            "game {}",
            i + 1
        );
    }
}

/// A broken openings file is refused with a message naming what is wrong, never played.
#[test]
fn an_openings_file_that_cannot_start_games_is_refused_with_the_reason() {
    let v = Variant::International;
    let err = Draughts::new(v)
        .openings_from_file("nothing here")
        .unwrap_err();
    assert!(err.contains("no game"), "{err}");
    let err = Draughts::new(v)
        .openings_from_file("[FEN \"W:W28:B23\"]\n1. 28x19 *\n")
        .unwrap_err();
    assert!(err.contains("opening 1") && err.contains("ended"), "{err}");
    let err = Draughts::new(v)
        .openings_from_file("[GameType \"25\"]\n1. c3-d4 *\n")
        .unwrap_err();
    assert!(err.contains("russian") || err.contains("Russian"), "{err}");
    let err = Draughts::new(v)
        .openings_from_file("1. 32-28 19-23 2. 28-22 *\n")
        .unwrap_err();
    assert!(err.contains("28-22"), "{err}");
}

/// An opening that leaves the side to move a shot winning a man is no fair start, though the
/// material is level and no capture is pending; the start itself and a quiet line are.
#[test]
fn an_opening_with_a_shot_for_one_side_is_not_balanced() {
    let mut searcher = Searcher::new(16);
    let line = |moves: &[&str]| {
        let mut g = Game::new(Variant::International);
        for m in moves {
            g.play_text(m).unwrap();
        }
        g
    };
    // White to move wins a man: 32-28 23x32 38x16 (a game of the match against dame-rs, seed 34).
    let shot = line(&["35-30", "16-21", "31-26", "19-23"]);
    let balanced = |g: &Game, s: &mut Searcher<Draughts>| g.game_rules().balanced(g, s);
    assert!(!balanced(&shot, &mut searcher));
    assert!(balanced(&Game::new(Variant::International), &mut searcher));
    assert!(balanced(
        &line(&["32-28", "19-23", "28x19", "14x23"]),
        &mut searcher
    ));
    for v in [Variant::Russian, Variant::English] {
        assert!(balanced(&Game::new(v), &mut searcher), "{v}");
    }
}

/// Random openings never hand one colour a piece: equal material, no capture pending, no piece
/// won by force in a few plies.
#[test]
fn openings_are_distinct_and_balanced_in_every_game() {
    for v in Variant::ALL {
        let starts = openings(&Draughts::new(v), 100, 4, 3);
        assert_eq!(starts.len(), 100, "{v}");
        let mut seen = std::collections::HashSet::new();
        for opening in &starts {
            // The moves replay from the start to the opening's position.
            let mut g = Game::new(v);
            for m in opening.moves() {
                g.play(m).unwrap();
            }
            assert!(g.ply() >= 4, "{v}");
            assert_eq!(g.position(), opening.position(), "{v}");
            let p = g.position();
            assert_eq!(
                p.pieces(dama::Color::White).count(),
                p.pieces(dama::Color::Black).count(),
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
            EngineSpec::hub(cmd),
        ],
        2,
    );
    cfg.move_time_ms = Some(20.0);
    cfg.max_plies = 120;
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 2);
    assert_eq!(report.score.forfeits, [0, 0], "{:?}", report.forfeits);
    // Breakthrough goes by Scan's name, `bt`, which our engine knows.
    cfg.game = Draughts::new(Variant::Breakthrough);
    cfg.max_plies = 40;
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 2);
    assert_eq!(report.score.forfeits, [0, 0], "{:?}", report.forfeits);
}

/// `ponder:hub:COMMAND` thinks on the opponent's time: after each of its moves the engine is
/// sent the position after the reply it expects and `go ponder`; when the opponent plays that
/// reply, `ponder-hit`, otherwise `stop` (its `done` read and dropped) and the real position.
/// No game is lost to a stray `done`.
#[test]
fn a_pondering_engine_ponders_on_the_expected_reply() {
    let spec = EngineSpec::parse("ponder:hub:scan hub").unwrap();
    assert_eq!(
        spec,
        EngineSpec::External(ExternalEngine {
            protocol: Protocol::Hub,
            command: "scan hub".into(),
            ponder: true,
            options: Vec::new(),
        })
    );
    assert_eq!(spec.name(), "ponder:hub:scan hub");
    let refused = EngineSpec::parse("ponder:level:9").unwrap_err();
    assert!(refused.contains("Hub engines"), "{refused}");

    let (command, log) = logged("hub", "pondering");
    let mut cfg = config(
        [
            EngineSpec::External(ExternalEngine {
                protocol: Protocol::Hub,
                command,
                ponder: true,
                options: Vec::new(),
            }),
            EngineSpec::Internal(Opponent::parse("2").unwrap()),
        ],
        2,
    );
    cfg.threads = 1;
    cfg.move_time_ms = Some(30.0);
    cfg.max_plies = 120;
    let (report, sent) = run_logged(&cfg, &log);
    assert_eq!(report.score.games(), 2);
    let lines: Vec<&str> = sent.lines().collect();
    let count = |l: &str| lines.iter().filter(|&&x| x == l).count();
    assert!(count("go ponder") > 0, "{sent}");
    assert!(count("ponder-hit") > 0, "{sent}");
    // Each ponder search ends in `ponder-hit` or `stop` before anything else is asked.
    for (i, _) in lines.iter().enumerate().filter(|(_, &l)| l == "go ponder") {
        let next = lines[i + 1..]
            .iter()
            .find(|l| !l.starts_with("level") && !l.starts_with("pos"));
        assert!(
            matches!(next, Some(&"ponder-hit") | Some(&"stop")),
            "{:?} after go ponder",
            next
        );
    }
}

/// A score of `wins`, `draws` and `losses` for engine 1, no game lost by a fault.
fn score(wins: u32, draws: u32, losses: u32) -> MatchScore {
    MatchScore {
        wins,
        draws,
        losses,
        ..MatchScore::default()
    }
}

#[test]
fn elo_and_interval_from_the_score() {
    let even = score(10, 10, 10);
    let (e, lo, hi) = even.elo();
    assert!(e.abs() < 1e-9 && lo < 0.0 && hi > 0.0);
    let strong = score(75, 0, 25);
    let (e, lo, hi) = strong.elo();
    assert!((e - 190.8).abs() < 1.0, "{e}");
    assert!(lo < e && e < hi);
    assert!(strong.summary().contains("W 75 D 0 L 25"));
    let sweep = score(100, 0, 0);
    let (e, lo, _) = sweep.elo();
    assert!(e.is_infinite() && (lo - 604.0).abs() < 1.0, "{lo}");
    assert!(sweep.summary().contains("Elo +inf (95%: above +604)"));
    assert!(!sweep.summary().contains("fault"));
    let faulty = MatchScore {
        forfeits: [0, 1],
        ..score(3, 0, 0)
    };
    assert!(
        faulty
            .summary()
            .ends_with("; 1 game lost by an engine's fault (engine 1: 0, engine 2: 1)"),
        "{}",
        faulty.summary()
    );
}

#[test]
fn a_panicking_game_ends_the_match_with_an_error_naming_it() {
    let level = |n| EngineSpec::Internal(Opponent::parse(&format!("level:{n}")).unwrap());
    // The progress callback runs in the game's thread: a panic there stands for any panic while
    // a game is played or recorded.
    for threads in [1, 2] {
        let mut cfg = config([level(1), level(2)], 6);
        cfg.threads = threads;
        let played = AtomicUsize::new(0);
        let result = std::panic::catch_unwind(|| {
            run_match(&cfg, &|_| {
                if played.fetch_add(1, Ordering::SeqCst) == 2 {
                    panic!("boom");
                }
            })
        });
        let err = result
            .expect("the panic must not escape run_match")
            .expect_err("a panicking game must fail the match");
        assert!(err.starts_with("game "), "{err}");
        assert!(err.ends_with("panicked: boom"), "{err}");
        assert!(
            err.contains("level:1 vs level:2") || err.contains("level:2 vs level:1"),
            "{err}"
        );
        if threads == 1 {
            assert!(err.starts_with("game 3 "), "{err}");
        }
    }
}
