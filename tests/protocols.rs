//! `dama hub` and `dama match`: a Hub session, and matches between our bots and with an external
//! Hub engine (our own binary run as a subprocess).

use std::io::{BufReader, Cursor, Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use dama::draughts::notation::pdn::read_pdn;
use dama::draughts::Draughts;
use dama::protocols::hub::{
    move_from_hub, move_time_ms, move_to_hub, parse_line, position_from_hub, position_to_hub,
    read_level, score_to_hub, variant_from_hub, variant_to_hub,
};
use dama::protocols::hub_client::{Fault, HubEngine};
use dama::protocols::matches::{
    openings, run_match, EngineSpec, MatchConfig, MatchGame, MatchScore, Openings, Protocol,
};
use dama::search::levels::Opponent;
use dama::search::{Limits, Searcher, MATE};
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

/// Input fed line by line from the test: the engine sees the end of input when the test
/// closes it.
struct LinesIn {
    rx: Receiver<String>,
    buf: Vec<u8>,
    at: usize,
}

impl Read for LinesIn {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        if self.at == self.buf.len() {
            match self.rx.recv() {
                Ok(line) => {
                    self.buf = format!("{line}\n").into_bytes();
                    self.at = 0;
                }
                Err(_) => return Ok(0),
            }
        }
        let n = out.len().min(self.buf.len() - self.at);
        out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// Output handed to the test a line at a time.
struct LinesOut {
    tx: Sender<String>,
    partial: Vec<u8>,
}

impl Write for LinesOut {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        for &b in buf {
            if b == b'\n' {
                let line = String::from_utf8_lossy(&self.partial).into_owned();
                self.partial.clear();
                let _ = self.tx.send(line);
            } else {
                self.partial.push(b);
            }
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `dama hub` on a thread, driven a line at a time.
struct Hub {
    input: Option<Sender<String>>,
    output: Receiver<String>,
    ended: Receiver<()>,
}

impl Hub {
    fn start() -> Hub {
        let (in_tx, in_rx) = channel();
        let (out_tx, out_rx) = channel();
        let (end_tx, end_rx) = channel();
        std::thread::spawn(move || {
            let input = BufReader::new(LinesIn {
                rx: in_rx,
                buf: Vec::new(),
                at: 0,
            });
            dama::protocols::hub::run(
                input,
                LinesOut {
                    tx: out_tx,
                    partial: Vec::new(),
                },
            );
            let _ = end_tx.send(());
        });
        Hub {
            input: Some(in_tx),
            output: out_rx,
            ended: end_rx,
        }
    }

    fn send(&self, line: &str) {
        self.input.as_ref().unwrap().send(line.to_string()).unwrap();
    }

    /// The lines up to the first starting with `prefix` (which is last), within `secs`.
    fn until(&self, prefix: &str, secs: f64) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs_f64(secs);
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(l) => {
                    let found = l.starts_with(prefix);
                    lines.push(l);
                    if found {
                        return lines;
                    }
                }
                Err(e) => panic!("no `{prefix}` within {secs} s ({e:?}); got {lines:?}"),
            }
        }
    }

    /// Asserts that no `done` comes once any search has ended: `pos` waits for the search's end,
    /// so all it printed comes before the answer to the `ping` that follows.
    fn assert_no_done_after_the_search(&self) {
        self.send("pos");
        self.send("ping");
        let lines = self.until("pong", 10.0);
        assert!(lines.iter().all(|l| !l.starts_with("done")), "{lines:?}");
    }

    /// Every line printed within `secs`.
    fn lines_for(&self, secs: f64) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs_f64(secs);
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(l) => lines.push(l),
                Err(RecvTimeoutError::Timeout) => return lines,
                Err(RecvTimeoutError::Disconnected) => {
                    std::thread::sleep(left);
                    return lines;
                }
            }
        }
    }

    /// A session pondering the International start position, 0.2 s a move after `ponder-hit`.
    fn pondering_the_start() -> Hub {
        let hub = Hub::start();
        hub.send("init");
        hub.until("ready", 10.0);
        hub.send("pos");
        hub.send("level move-time=0.2");
        hub.send("go ponder");
        hub
    }

    /// Closes the input; whether the engine then ended within `secs`.
    fn close(mut self, secs: f64) -> bool {
        self.input = None;
        self.ended
            .recv_timeout(Duration::from_secs_f64(secs))
            .is_ok()
    }
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
    let hub = Hub::start();
    hub.send("init");
    hub.until("ready", 10.0);
    let game = Game::new(Variant::International);
    hub.send("pos");
    hub.send("level move-time=0.2");
    hub.send("go ponder");
    let pondering = hub.lines_for(0.8);
    assert!(
        !pondering.iter().any(|l| l.starts_with("done")),
        "{pondering:?}"
    );
    hub.send("ponder-hit");
    let lines = hub.until("done", 10.0);
    done_move(Variant::International, &game, lines.last().unwrap());
    assert!(hub.lines_for(0.3).iter().all(|l| !l.starts_with("done")));

    hub.send("go ponder");
    std::thread::sleep(Duration::from_millis(300));
    hub.send("stop");
    let lines = hub.until("done", 10.0);
    done_move(Variant::International, &game, lines.last().unwrap());

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
        let pondering = hub.lines_for(0.5);
        assert!(
            !pondering.iter().any(|l| l.starts_with("done")),
            "{pondering:?}"
        );
        hub.send(end);
        let lines = hub.until("done", 10.0);
        assert_eq!(lines.last().unwrap(), "done move=28x19x23", "{end}");
    }

    hub.send("pos");
    hub.send("level infinite");
    hub.send("go think");
    let thinking = hub.lines_for(0.5);
    assert!(
        !thinking.iter().any(|l| l.starts_with("done")),
        "{thinking:?}"
    );
    hub.send("stop");
    let lines = hub.until("done", 10.0);
    done_move(Variant::International, &game, lines.last().unwrap());
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
    hub.send("ponder-hit");
    let lines = hub.until("done", 10.0);
    done_move(
        Variant::International,
        &Game::new(Variant::International),
        lines.last().unwrap(),
    );
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
    hub.send("stop");
    let lines = hub.until("done", 10.0);
    done_move(
        Variant::International,
        &Game::new(Variant::International),
        lines.last().unwrap(),
    );
    hub.send("ponder-hit");
    hub.assert_no_done_after_the_search();
    assert!(hub.close(10.0));
}

/// `go analyze` expects no move: `stop` ends it silently.
#[test]
fn hub_analysis_stops_without_a_move() {
    let hub = Hub::start();
    hub.send("init");
    hub.until("ready", 10.0);
    hub.send("go analyze");
    let lines = hub.until("info", 10.0);
    assert!(lines.iter().all(|l| !l.starts_with("done")));
    hub.send("stop");
    hub.assert_no_done_after_the_search();
    assert!(hub.close(10.0));
}

/// Commands that need the engine stop a running analysis instead of waiting for it forever,
/// and the end of input ends the engine at once.
#[test]
fn hub_commands_during_an_endless_search_stop_it() {
    let hub = Hub::start();
    hub.send("init");
    hub.until("ready", 10.0);
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
        hub.send(&format!("set-param name=variant value={name}"));
        hub.send("init");
        hub.send("pos");
        hub.send("level depth=2");
        hub.send("go think");
        let lines = hub.until("done", 10.0);
        assert!(lines.iter().all(|l| !l.starts_with("error")), "{lines:?}");
        done_move(variant, &Game::new(variant), lines.last().unwrap());
    }
    hub.send("set-param name=variant value=normal");
    hub.send("init");
    hub.send("pos");
    hub.send("level depth=3");
    hub.send("go think");
    let lines = hub.until("done", 10.0);
    assert!(lines.iter().any(|l| l.starts_with("info depth=3")));
    // The greedy bot does not search: no `info`.
    hub.send("set-param name=opponent value=greedy");
    hub.send("go think");
    let lines = hub.until("done", 10.0);
    assert_eq!(lines.len(), 1, "{lines:?}");
    hub.send("set-param name=level value=9");
    hub.send("go think");
    let lines = hub.until("done", 10.0);
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
    let mut hang = HubEngine::start(&faulty_engine("hang", 0), Variant::International).unwrap();
    hang.grace = Duration::from_millis(300);
    assert_eq!(hang.choose(&game, 10.0), Err(Fault::Timeout));
    assert_eq!(
        Fault::Timeout.describe(1),
        "engine 1 did not answer in time"
    );

    let mut crash = HubEngine::start(&faulty_engine("crash", 0), Variant::International).unwrap();
    let fault = crash.choose(&game, 10.0).unwrap_err();
    assert!(matches!(fault, Fault::Crashed(_)), "{fault:?}");
    assert!(fault.describe(2).starts_with("engine 2 crashed"));

    let mut refused =
        HubEngine::start(&faulty_engine("param-error", 99), Variant::International).unwrap();
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
    assert_eq!(report.score.forfeits, [0, 0]);
    // Breakthrough goes by Scan's name, `bt`, which our engine knows.
    cfg.game = Draughts::new(Variant::Breakthrough);
    cfg.max_plies = 40;
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 2);
    assert_eq!(report.score.forfeits, [0, 0]);
}

/// `dama hub` behind a filter that appends every line it is sent to `log`: the command.
fn logged_engine(log: &std::path::Path) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let script = dir.join("logged-hub.sh");
    let aside = dir.join(format!("logged-hub.sh.{}", std::process::id()));
    std::fs::write(&aside, "#!/bin/sh\ntee -a \"$1\" | \"$2\" hub\n").unwrap();
    std::fs::rename(&aside, &script).unwrap();
    format!(
        "sh {} {} {}",
        script.display(),
        log.display(),
        env!("CARGO_BIN_EXE_dama")
    )
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
        EngineSpec::External {
            protocol: Protocol::Hub,
            command: "scan hub".into(),
            ponder: true
        }
    );
    assert_eq!(spec.name(), "ponder:hub:scan hub");
    let refused = EngineSpec::parse("ponder:level:9").unwrap_err();
    assert!(refused.contains("Hub engines"), "{refused}");

    let log = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("pondering-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&log);
    let mut cfg = config(
        [
            EngineSpec::External {
                protocol: Protocol::Hub,
                command: logged_engine(&log),
                ponder: true,
            },
            EngineSpec::Internal(Opponent::parse("2").unwrap()),
        ],
        2,
    );
    cfg.threads = 1;
    cfg.move_time_ms = Some(30.0);
    cfg.max_plies = 120;
    let report = run_match(&cfg, &|_| {}).unwrap();
    assert_eq!(report.score.games(), 2);
    assert_eq!(report.score.forfeits, [0, 0]);
    let sent = std::fs::read_to_string(&log).unwrap();
    let _ = std::fs::remove_file(&log);
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

#[test]
fn elo_and_interval_from_the_score() {
    let even = MatchScore {
        wins: 10,
        draws: 10,
        losses: 10,
        ..MatchScore::default()
    };
    let (e, lo, hi) = even.elo();
    assert!(e.abs() < 1e-9 && lo < 0.0 && hi > 0.0);
    let strong = MatchScore {
        wins: 75,
        draws: 0,
        losses: 25,
        ..MatchScore::default()
    };
    let (e, lo, hi) = strong.elo();
    assert!((e - 190.8).abs() < 1.0, "{e}");
    assert!(lo < e && e < hi);
    assert!(strong.summary().contains("W 75 D 0 L 25"));
    let sweep = MatchScore {
        wins: 100,
        draws: 0,
        losses: 0,
        ..MatchScore::default()
    };
    let (e, lo, _) = sweep.elo();
    assert!(e.is_infinite() && (lo - 604.0).abs() < 1.0, "{lo}");
    assert!(sweep.summary().contains("Elo +inf (95%: above +604)"));
    assert!(!sweep.summary().contains("fault"));
    let faulty = MatchScore {
        wins: 3,
        forfeits: [0, 1],
        ..MatchScore::default()
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
