//! An external engine's settings in `dama match` (`--option1 NAME=VALUE`): UCI's and USI's
//! `setoption`, Hub's `set-param`, sent before the first game; a setting the engine does not
//! declare refused with the ones it has; none for our own levels.

use std::process::Command;

use dama::draughts::Draughts;
use dama::protocols::matches::{
    parse_option, run_match, EngineSpec, ExternalEngine, MatchConfig, MatchGame, Openings, Protocol,
};
use dama::registry::AnyGame;
use dama::search::levels::Opponent;
use dama::Variant;

use crate::logged::{logged, run_logged};

fn external(protocol: Protocol, command: String, options: &[(&str, &str)]) -> EngineSpec {
    EngineSpec::External(ExternalEngine {
        protocol,
        command,
        ponder: false,
        options: options
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect(),
    })
}

fn two_games<G: MatchGame>(game: G, engines: [EngineSpec; 2]) -> MatchConfig<G> {
    MatchConfig {
        game,
        engines,
        games: 2,
        openings: Openings::Random { plies: 4 },
        threads: 1,
        seed: 3,
        move_time_ms: Some(20.0),
        max_plies: 60,
    }
}

fn chess() -> dama::piece::PieceGame {
    AnyGame::piece_named("chess").unwrap().unwrap()
}

#[test]
fn a_setting_is_read_as_name_equals_value() {
    assert_eq!(
        parse_option("Skill Level=5"),
        Ok(("Skill Level".into(), "5".into()))
    );
    assert_eq!(
        parse_option("UCI_Elo = 2200"),
        Ok(("UCI_Elo".into(), "2200".into()))
    );
    assert_eq!(
        parse_option("GameFile="),
        Ok(("GameFile".into(), "".into()))
    );
    for bad in ["UCI_Elo", "=5", ""] {
        let refused = parse_option(bad).unwrap_err();
        assert!(refused.contains("NAME=VALUE"), "{bad}: {refused}");
    }
}

#[test]
fn a_uci_engine_is_given_its_settings_before_its_first_game() {
    let (command, log) = logged("uci", "uci-settings");
    let engine = external(Protocol::Uci, command, &[("level", "2")]);
    assert!(engine.name().ends_with(" (level=2)"), "{}", engine.name());
    let config = two_games(
        chess(),
        [engine, EngineSpec::Internal(Opponent::parse("1").unwrap())],
    );
    let (report, sent) = run_logged(&config, &log);
    assert_eq!(report.score.games(), 2);
    let lines: Vec<&str> = sent.lines().collect();
    let set = lines
        .iter()
        .position(|l| *l == "setoption name level value 2")
        .unwrap_or_else(|| panic!("no setoption in {lines:?}"));
    let ready = lines.iter().position(|l| *l == "isready").unwrap();
    assert!(set < ready, "the setting comes before isready: {lines:?}");
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("setoption")).count(),
        1
    );
}

#[test]
fn a_setting_the_engine_does_not_declare_ends_the_match_with_the_ones_it_has() {
    let command = format!("{} uci", env!("CARGO_BIN_EXE_dama"));
    let engine = external(Protocol::Uci, command, &[("UCI_Elo", "2200")]);
    let config = two_games(
        chess(),
        [engine, EngineSpec::Internal(Opponent::parse("1").unwrap())],
    );
    let refused = run_match(&config, &|_| {}).unwrap_err();
    assert!(refused.contains("has no setting `UCI_Elo`"), "{refused}");
    assert!(
        refused.contains("Level"),
        "its settings are listed: {refused}"
    );
}

#[test]
fn a_hub_engine_is_given_its_settings_after_the_variant() {
    let (command, log) = logged("hub", "hub-settings");
    let config = two_games(
        Draughts::new(Variant::Russian),
        [
            external(Protocol::Hub, command, &[("level", "2")]),
            EngineSpec::Internal(Opponent::parse("1").unwrap()),
        ],
    );
    let (_, sent) = run_logged(&config, &log);
    let settings: Vec<&str> = sent
        .lines()
        .filter(|l| l.starts_with("set-param"))
        .collect();
    assert_eq!(
        settings,
        [
            "set-param name=variant value=russian",
            "set-param name=level value=2"
        ]
    );

    let command = format!("{} hub", env!("CARGO_BIN_EXE_dama"));
    let config = two_games(
        Draughts::new(Variant::Russian),
        [
            external(Protocol::Hub, command, &[("hash", "64")]),
            EngineSpec::Internal(Opponent::parse("1").unwrap()),
        ],
    );
    let refused = run_match(&config, &|_| {}).unwrap_err();
    assert!(refused.contains("has no setting `hash`"), "{refused}");
    assert!(refused.contains("tt-size"), "{refused}");
}

#[test]
fn the_command_line_gives_settings_to_external_engines_only() {
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args([
            "match",
            "--variant",
            "russian",
            "--engine1",
            "level:1",
            "--engine2",
            "level:2",
            "--option1",
            "level=3",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--option1 sets an external engine (hub:, uci:, usi:), not level:1"),
        "{said}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args([
            "match",
            "--variant",
            "chess",
            "--engine1",
            "level:1",
            "--engine2",
            "level:2",
            "--option2",
            "Elo",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("NAME=VALUE"));
}
