//! `dama hub`: a Hub session (handshake, search, pondering, analysis, levels, errors), positions
//! and moves in Hub notation, and the engine's threads, table and book.

use std::time::Duration;

use dama::protocols::hub::{
    move_from_hub, move_time_ms, move_to_hub, parse_line, position_from_hub, position_to_hub,
    read_level, score_to_hub, variant_from_hub, variant_to_hub,
};
use dama::search::{Limits, MATE};
use dama::{Game, Variant};

use crate::common::io::session;
use crate::hub_driver::{assert_no_done, Hub};

fn hub_session(input: &str) -> Vec<String> {
    session(input, |input, output| {
        dama::protocols::hub::run(input, output)
    })
}

/// The move of a `done` line, checked legal in `game`.
fn done_move(variant: Variant, game: &Game, line: &str) -> String {
    let mv = line
        .trim_start_matches("done move=")
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    assert!(
        move_from_hub(variant, game.position(), &mv).is_ok(),
        "{line}"
    );
    mv
}

/// Sends `command` to a session searching the International start position: the lines up to the
/// `done` that answers, its move checked legal.
fn done_from_the_start(hub: &Hub, command: &str) -> Vec<String> {
    hub.send(command);
    let lines = hub.until("done", 10.0);
    let start = Game::new(Variant::International);
    done_move(Variant::International, &start, lines.last().unwrap());
    lines
}

#[test]
fn hub_handshake_search_and_move() {
    let hub = Hub::start();
    hub.send("hub");
    let lines = hub.until("wait", 10.0);
    assert!(lines[0].starts_with("id name=Dama"));
    assert!(lines.iter().any(|l| l.starts_with("param name=variant")));
    for line in [
        "set-param name=variant value=english",
        "init",
        "new-game",
        "pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"11-15 23-19\"",
        "level depth=5",
        "ping",
        "go think",
    ] {
        hub.send(line);
    }
    assert_eq!(hub.until("ready", 10.0), vec!["ready"]);
    assert_eq!(hub.until("pong", 10.0), vec!["pong"]);
    let lines = hub.until("done", 30.0);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info depth=5 mean-depth=5.0 score=")),
        "{lines:?}"
    );
    let mut game = Game::new(Variant::English);
    game.play_text("11-15").unwrap();
    game.play_text("23-19").unwrap();
    done_move(Variant::English, &game, lines.last().unwrap());
    assert!(hub.close(10.0));
}

/// Pondering: `go ponder` thinks without a limit and without answering; `ponder-hit` makes it a
/// timed search that answers `done`; `stop` during ponder or think answers `done` with the best
/// move so far.
#[test]
fn hub_ponder_hit_and_stop_answer_done() {
    let hub = Hub::pondering_the_start();
    assert_no_done(&hub.lines_for(0.8));
    done_from_the_start(&hub, "ponder-hit");
    assert_no_done(&hub.lines_for(0.3));

    hub.send("go ponder");
    std::thread::sleep(Duration::from_millis(300));
    done_from_the_start(&hub, "stop");

    // With a single legal move the search ends at once, but a ponder search still answers
    // only at `ponder-hit` or `stop`.
    let fen =
        dama::draughts::notation::fen::parse_fen(Variant::International, "W:W28:B23").unwrap();
    let forced = Game::from_position(Variant::International, fen);
    assert_eq!(forced.legal_moves().len(), 1);
    hub.send(&format!(
        "pos pos={}",
        position_to_hub(Variant::International, &fen)
    ));
    for end in ["ponder-hit", "stop"] {
        hub.send("go ponder");
        assert_no_done(&hub.lines_for(0.5));
        hub.send(end);
        let lines = hub.until("done", 10.0);
        assert_eq!(lines.last().unwrap(), "done move=28x19x23", "{end}");
    }

    hub.send("pos");
    hub.send("level infinite");
    hub.send("go think");
    assert_no_done(&hub.lines_for(0.5));
    done_from_the_start(&hub, "stop");
    assert!(hub.close(10.0));
}

/// `ponder-hit` goes on from the deepest iteration the ponder search completed: the timed search
/// starts deeper, never again from depth 1.
#[test]
fn hub_ponder_hit_goes_on_from_the_ponder_search_depth() {
    let hub = Hub::pondering_the_start();
    let depth = |line: &str| {
        parse_line(line)
            .1
            .iter()
            .find(|(k, _)| k == "depth")
            .and_then(|(_, v)| v.parse::<u32>().ok())
    };
    while hub.until("info", 30.0).last().and_then(|l| depth(l)) < Some(6) {}
    let lines = done_from_the_start(&hub, "ponder-hit");
    let depths: Vec<u32> = lines.iter().filter_map(|l| depth(l)).collect();
    assert!(depths.iter().all(|&d| d > 6), "{lines:?}");
    assert!(hub.close(10.0));
}

/// A ponder search answered at `stop` is over: a later `ponder-hit` starts nothing and answers
/// no second `done`.
#[test]
fn hub_ponder_hit_after_stop_answers_nothing() {
    let hub = Hub::pondering_the_start();
    hub.until("info", 10.0);
    done_from_the_start(&hub, "stop");
    hub.assert_no_done_after("ponder-hit");
    assert!(hub.close(10.0));
}

/// `go analyze` expects no move: `stop` ends it silently.
#[test]
fn hub_analysis_stops_without_a_move() {
    let hub = Hub::ready();
    hub.send("go analyze");
    assert_no_done(&hub.until("info", 10.0));
    hub.assert_no_done_after("stop");
    assert!(hub.close(10.0));
}

/// Commands that need the engine stop a running analysis instead of waiting for it forever,
/// and the end of input ends the engine at once.
#[test]
fn hub_commands_during_an_endless_search_stop_it() {
    let hub = Hub::ready();
    for command in ["pos", "go analyze", "new-game", "init", "pos"] {
        hub.send("go analyze");
        hub.until("info", 10.0);
        hub.send(command);
        hub.send("ping");
        hub.until("pong", 10.0);
    }
    hub.send("level infinite");
    hub.send("go think");
    hub.until("info", 10.0);
    assert!(hub.close(5.0), "the engine did not end with its input");
}

/// Scan's names for the games it shares with us are accepted, and `set-param level` after
/// `init` changes the bot at the next `go`.
#[test]
fn hub_accepts_scan_variant_names_and_late_level_changes() {
    assert_eq!(variant_from_hub("normal"), Some(Variant::International));
    assert_eq!(variant_from_hub("bt"), Some(Variant::Breakthrough));
    assert_eq!(variant_from_hub("losing"), Some(Variant::Antidraughts));
    assert_eq!(
        variant_from_hub("international"),
        Some(Variant::International)
    );
    assert_eq!(variant_from_hub("russian"), Some(Variant::Russian));
    assert_eq!(variant_to_hub(Variant::International), "normal");
    assert_eq!(variant_to_hub(Variant::Breakthrough), "bt");
    assert_eq!(variant_to_hub(Variant::Antidraughts), "losing");
    assert_eq!(variant_to_hub(Variant::Russian), "russian");

    let hub = Hub::start();
    for (name, variant) in [
        ("normal", Variant::International),
        ("bt", Variant::Breakthrough),
        ("losing", Variant::Antidraughts),
    ] {
        let set = format!("set-param name=variant value={name}");
        let lines = hub.think(&[&set, "init", "pos", "level depth=2"]);
        assert!(lines.iter().all(|l| !l.starts_with("error")), "{lines:?}");
        done_move(variant, &Game::new(variant), lines.last().unwrap());
    }
    let lines = hub.think(&[
        "set-param name=variant value=normal",
        "init",
        "pos",
        "level depth=3",
    ]);
    assert!(lines.iter().any(|l| l.starts_with("info depth=3")));
    // The greedy bot does not search: no `info`.
    let lines = hub.think(&["set-param name=opponent value=greedy"]);
    assert_eq!(lines.len(), 1, "{lines:?}");
    let lines = hub.think(&["set-param name=level value=9"]);
    assert!(lines.iter().any(|l| l.starts_with("info depth=3")));
    assert!(hub.close(10.0));
}

/// Sudden death (`moves=0`) shares the clock over about 35 moves, not one.
#[test]
fn hub_sudden_death_level_spends_a_share_of_the_clock() {
    assert!((move_time_ms(Some(0.0), 70.0, 0.0) - 2_000.0).abs() < 1e-6);
    assert!((move_time_ms(None, 70.0, 0.0) - 2_000.0).abs() < 1e-6);
    assert!((move_time_ms(Some(10.0), 60.0, 1.0) - 6_800.0).abs() < 1e-6);
    assert!(move_time_ms(Some(1.0), 1.0, 5.0) <= 800.0);
    let level = |line: &str| read_level(&parse_line(line).1);
    for line in ["level moves=0 time=10", "level time=10"] {
        let limits = level(line);
        let ms = limits.target_ms.unwrap();
        assert!((ms - 10_000.0 / 35.0).abs() < 1e-6, "{line}: {ms}");
        assert!((limits.time_ms.unwrap() - 3.0 * ms).abs() < 1e-6, "{line}");
        assert_eq!((limits.depth, limits.nodes), (None, None), "{line}");
    }
    let limits = level("level moves=10 time=60 inc=1");
    assert!((limits.target_ms.unwrap() - 6_800.0).abs() < 1e-6);
    // An iteration may overrun the target, never half of what is left on the clock.
    assert!((limits.time_ms.unwrap() - 20_400.0).abs() < 1e-6);
    let short = level("level moves=1 time=1 inc=5");
    assert_eq!((short.target_ms, short.time_ms), (Some(800.0), Some(800.0)));
    let fixed = level("level move-time=0.5");
    assert_eq!((fixed.time_ms, fixed.target_ms), (Some(500.0), None));
    assert_eq!(level("level depth=5").depth, Some(5));
    assert_eq!(level("level nodes=1000").nodes, Some(1000));
    assert_eq!(level("level infinite"), Limits::default());
}

/// A forced win is shown near ±99 as Scan does, the nearer the higher.
#[test]
fn hub_scores_forced_ends_near_99() {
    assert_eq!(score_to_hub(-25), "-0.25");
    assert_eq!(score_to_hub(150), "1.50");
    assert_eq!(score_to_hub(MATE - 7), "98.93");
    assert_eq!(score_to_hub(-(MATE - 12)), "-98.88");
    assert_eq!(score_to_hub(MATE - 1), "98.99");
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

/// A Hub session's `pos` for `moves` (in Hub notation) played from `start` (a FEN), the game
/// played on where Dama's rules end it, as a GUI that does not know them would.
fn hub_pos(v: Variant, start: &str, moves: &[&str]) -> (Game, String) {
    let start = dama::draughts::notation::fen::parse_fen(v, start).unwrap();
    let mut game = Game::from_position(v, start);
    for m in moves {
        let mv = move_from_hub(v, game.position(), m).unwrap();
        game.play_on(&mv).unwrap();
    }
    let line = format!(
        "pos pos={} moves=\"{}\"",
        position_to_hub(v, &start),
        moves.join(" ")
    );
    (game, line)
}

#[test]
fn hub_answers_go_with_a_legal_move_where_its_own_rules_end_the_game() {
    let v = Variant::International;
    // A king against a king: FMJD's limit draws after five moves each, and the GUI plays on.
    let shuttle = ["46-41", "1-6", "41-46", "6-1"];
    let moves: Vec<&str> = shuttle.iter().cycle().take(13).copied().collect();
    let (game, pos) = hub_pos(v, "W:WK46:BK1", &moves);
    assert!(matches!(game.result(), dama::GameResult::Draw { .. }));
    let lines = hub_session(&format!(
        "hub\ninit\n{pos}\nlevel depth=4\ngo think\nquit\n"
    ));
    assert!(!lines.iter().any(|l| l.starts_with("error")), "{lines:?}");
    let done = lines.iter().find(|l| l.starts_with("done")).unwrap();
    let mv = done_move(v, &game, done);
    assert!(dama::legal_moves(v, game.position())
        .iter()
        .any(|m| move_to_hub(v, m) == mv));
}

#[test]
fn hub_answers_go_where_the_position_alone_is_a_draw_by_its_rules() {
    // Turkish, one piece each and no capture: drawn at once by Dama's rules, played on by the GUI.
    let v = Variant::Turkish;
    let (game, pos) = hub_pos(v, "W:WKa1:BKh8", &[]);
    assert!(matches!(game.result(), dama::GameResult::Draw { .. }));
    let lines = hub_session(&format!(
        "hub\nset-param name=variant value=turkish\ninit\n{pos}\nlevel depth=4\ngo think\nquit\n"
    ));
    let done = lines.iter().find(|l| l.starts_with("done")).unwrap();
    done_move(v, &game, done);
}

#[test]
fn hub_answers_done_without_a_move_when_there_is_none() {
    // White's only man is blocked and cannot capture.
    let (game, pos) = hub_pos(Variant::International, "W:W46:B41,37", &[]);
    assert!(dama::legal_moves(Variant::International, game.position()).is_empty());
    let lines = hub_session(&format!(
        "hub\ninit\n{pos}\nlevel depth=4\ngo think\nquit\n"
    ));
    assert_eq!(lines.iter().filter(|l| l.starts_with("done")).count(), 1);
    assert!(lines.contains(&"done".to_string()), "{lines:?}");
}

#[test]
fn hub_never_answers_for_the_position_before_a_refused_pos() {
    let v = Variant::International;
    let (game, good) = hub_pos(v, "W:W31,32:B19,20", &[]);
    let lines = hub_session(&format!(
        "hub\ninit\n{good}\npos pos={} moves=\"31-26 99-98\"\nlevel depth=3\ngo think\nping\n{good}\ngo think\nquit\n",
        position_to_hub(v, game.position()),
    ));
    let dones: Vec<&String> = lines.iter().filter(|l| l.starts_with("done")).collect();
    assert_eq!(dones.len(), 2, "{lines:?}");
    assert_eq!(dones[0], "done", "no move for the refused position");
    assert!(lines
        .iter()
        .any(|l| l.contains("no position: the last pos was refused")));
    done_move(v, &game, dones[1]);
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
    let pos =
        dama::draughts::notation::fen::parse_fen(Variant::International, "W:W28,47:B23,42,32")
            .unwrap();
    let caps: Vec<String> = dama::legal_moves(Variant::International, &pos)
        .iter()
        .map(|m| move_to_hub(Variant::International, m))
        .collect();
    assert!(caps.contains(&"28x48x32x42".to_string()), "{caps:?}");
}

/// The parameters `threads` and `tt-size` set the threads of a timed search and the size of
/// its table: a bad value is refused with a message, and the search on two threads with a
/// table of 2^18 entries answers with a legal move.
#[test]
fn hub_searches_on_the_threads_and_table_it_is_given() {
    let v = Variant::International;
    let game = Game::new(v);
    let pos = dama::protocols::hub::position_to_hub(v, game.position());
    let lines = hub_session(&format!(
        "hub\nset-param name=threads value=0\nset-param name=threads value=2\n\
         set-param name=tt-size value=99\nset-param name=tt-size value=18\ninit\n\
         pos pos={pos}\nlevel move-time=0.2\ngo think\nquit\n"
    ));
    for param in [
        "param name=threads value=1 type=int min=1 max=64",
        "param name=tt-size value=20 type=int min=16 max=26",
    ] {
        assert!(lines.iter().any(|l| l == param), "{param}: {lines:?}");
    }
    let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors.len(), 2, "{lines:?}");
    assert!(errors[0].contains("threads must be a whole number from 1 to 64"));
    assert!(errors[1].contains("tt-size must be a whole number from 16 to 26"));
    done_move(v, &game, lines.last().unwrap());
}

/// With the parameter `book`, the Hub engine plays its opening book in timed play: a move the
/// book holds, answered at once without an `info` line; without it, it searches.
#[test]
fn hub_plays_from_its_book_when_asked() {
    let v = Variant::International;
    let game = Game::new(v);
    let pos = dama::protocols::hub::position_to_hub(v, game.position());
    let book = dama::draughts::book::shipped(v).unwrap();
    let book_moves: Vec<String> = book
        .candidates(&game)
        .iter()
        .map(|c| move_to_hub(v, &c.mv))
        .collect();
    let session = |param: &str| {
        hub_session(&format!(
            "hub\n{param}init\npos pos={pos}\nlevel move-time=0.1\ngo think\nquit\n"
        ))
    };
    let lines = session("set-param name=book value=maybe\nset-param name=book value=true\n");
    assert!(lines
        .iter()
        .any(|l| l == "param name=book value=false type=bool"));
    let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors.len(), 1, "{lines:?}");
    assert!(
        errors[0].contains("book must be true or false"),
        "{errors:?}"
    );
    assert!(!lines.iter().any(|l| l.starts_with("info")), "{lines:?}");
    let mv = done_move(v, &game, lines.last().unwrap());
    assert!(book_moves.contains(&mv), "{mv} from {book_moves:?}");
    let lines = session("");
    assert!(
        lines.iter().any(|l| l.starts_with("info")),
        "searched: {lines:?}"
    );
}
