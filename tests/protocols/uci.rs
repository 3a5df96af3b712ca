//! `dama uci` and `dama usi`: the handshake, positions with moves, a search that ends in
//! `bestmove`, `stop` while thinking, game files through the GameFile option, and bad input
//! answered with `info string` instead of a crash.

use crate::common::io::session;
use dama::protocols::uci::{run, Flavour};

fn talk(flavour: Flavour, script: &str) -> Vec<String> {
    session(script, |input, output| run(flavour, input, output))
}

#[test]
fn uci_handshake_and_a_mate_in_one() {
    let lines = talk(
        Flavour::Uci,
        "uci\nisready\nposition fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\nisready\nquit\n",
    );
    assert!(lines.contains(&"uciok".to_string()));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name UCI_Variant")));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("info depth 1 score mate 1")));
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("bestmove"))
            .collect::<Vec<_>>(),
        ["bestmove a1a8"]
    );
}

#[test]
fn uci_moves_after_startpos_and_stop_while_thinking() {
    let lines = talk(
        Flavour::Uci,
        "position startpos moves e2e4 e7e5 g1f3\ngo infinite\nstop\nquit\n",
    );
    let best = lines
        .iter()
        .find(|l| l.starts_with("bestmove "))
        .expect("a bestmove after stop");
    let mv = best.trim_start_matches("bestmove ");
    // Black to move after 1. e4 e5 2. Nf3: a black move.
    assert!(
        mv.ends_with('6') || mv.ends_with('5') || mv == "e8e7",
        "{mv}"
    );
}

#[test]
fn uci_plays_a_game_file_and_refuses_bad_input_politely() {
    let path = std::env::temp_dir().join(format!("dama-uci-{}.json", std::process::id()));
    std::fs::write(&path, include_str!("../../src/piece/games/los-alamos.json")).unwrap();
    let script = format!(
        "setoption name GameFile value {}\nposition startpos\ngo nodes 2000\nposition startpos moves e2e9\nposition fen nonsense\nsetoption name UCI_Variant value no-such-chess\nfrobnicate\nquit\n",
        path.display()
    );
    let lines = talk(Flavour::Uci, &script);
    let best = lines
        .iter()
        .find(|l| l.starts_with("bestmove "))
        .expect("a move in Los Alamos");
    assert_ne!(best, "bestmove 0000");
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .count()
            >= 4,
        "{lines:?}"
    );
    std::fs::remove_file(&path).ok();
}

#[test]
fn usi_handshake_drop_and_resign_when_mated() {
    let lines = talk(Flavour::Usi, "usi\nisready\nusinewgame\nposition startpos moves 7g7f 3c3d 8h2b+ 3a2b\ngo btime 1000 wtime 1000 byoyomi 100\nquit\n");
    assert!(lines.contains(&"usiok".to_string()) && lines.contains(&"readyok".to_string()));
    assert!(lines.iter().any(|l| l.starts_with("bestmove ")));
    let mated = talk(
        Flavour::Usi,
        "position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2\ngo depth 2\nquit\n",
    );
    assert!(mated.contains(&"bestmove resign".to_string()), "{mated:?}");
}

#[test]
fn each_protocol_offers_the_built_in_games_it_can_write_and_refuses_the_others() {
    let uci = talk(
        Flavour::Uci,
        "uci\nsetoption name UCI_Variant value shogi\nsetoption name UCI_Variant value los-alamos\nposition startpos\ngo depth 2\nquit\n",
    );
    let combo = uci
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant"))
        .expect("a UCI_Variant option");
    assert_eq!(
        combo,
        "option name UCI_Variant type combo default chess var chess var los-alamos var capablanca var chess-vs-draughts var catapult-chess var xiangqi var minixiangqi var makruk"
    );
    assert!(uci.contains(&"info string shogi is played over USI (dama usi)".to_string()));
    // Los Alamos (6x6, no bishops): the move is on its board.
    let best = uci.iter().find(|l| l.starts_with("bestmove ")).unwrap();
    assert!(
        best[9..].chars().all(|c| "abcdef123456nrq".contains(c)),
        "{best}"
    );

    let usi = talk(
        Flavour::Usi,
        "usi\nsetoption name USI_Variant value minishogi\nposition startpos\ngo depth 2\nsetoption name USI_Variant value chess\nquit\n",
    );
    assert!(usi.contains(
        &"option name USI_Variant type combo default shogi var shogi var minishogi".to_string()
    ));
    let best = usi.iter().find(|l| l.starts_with("bestmove ")).unwrap();
    assert!(
        best[9..].chars().all(|c| "12345abcde+*PSGBR".contains(c)),
        "{best}"
    );
    assert!(usi.contains(&"info string chess is played over UCI (dama uci)".to_string()));
}
