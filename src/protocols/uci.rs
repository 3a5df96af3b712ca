//! The engine protocols of chess and shogi programs: UCI (`dama uci`: chess and games from a
//! file, chosen with the `UCI_Variant` option as multi-variant engines do, or loaded with the
//! `GameFile` option) and USI (`dama usi`: shogi). The search runs on its own thread so that
//! `stop`, `isready` and `quit` are answered while it thinks.

use std::io::{BufRead, Write};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::thread::JoinHandle;

use crate::piece::file::Coordinates;
use crate::piece::game::PieceRecord;
use crate::piece::notation::engine_move;
use crate::piece::{built_in, fen, Move, PieceGame, PieceRules};
use crate::search::bot::Bot;
use crate::search::levels::Opponent;
use crate::search::{Limits, SearchInfo, MATE};

/// Which protocol is spoken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavour {
    /// UCI (chess and algebraic games).
    Uci,
    /// USI (shogi).
    Usi,
}

type Out = Arc<std::sync::Mutex<Box<dyn Write + Send>>>;

fn send(out: &Out, line: &str) {
    let mut o = out.lock().expect("output lock");
    let _ = writeln!(o, "{line}");
    let _ = o.flush();
}

struct Engine {
    flavour: Flavour,
    game: PieceGame,
    record: PieceRecord,
    level: Opponent,
    bot: Option<Bot<PieceGame>>,
    thinking: Option<JoinHandle<Bot<PieceGame>>>,
    stop: Option<Arc<std::sync::atomic::AtomicBool>>,
    out: Out,
}

impl Engine {
    fn wait(&mut self) {
        if let Some(h) = self.thinking.take() {
            if let Ok(bot) = h.join() {
                self.bot = Some(bot);
            }
        }
    }

    fn set_game(&mut self, game: PieceRules) {
        self.wait();
        self.game = PieceGame::new(Arc::new(game));
        self.record = PieceRecord::new(self.game.clone());
        self.bot = None;
    }

    fn bot(&mut self) -> Bot<PieceGame> {
        self.wait();
        match self.bot.take() {
            Some(b) if b.opponent() == self.level => b,
            _ => Bot::new(self.level, 1),
        }
    }

    fn info(&self, r: &SearchInfo<Move>) -> String {
        let score = if r.score.abs() > MATE - 1000 {
            let plies = MATE - r.score.abs();
            let moves = (plies + 1) / 2;
            format!("mate {}", if r.score > 0 { moves } else { -moves })
        } else {
            format!("cp {}", r.score)
        };
        let pv: Vec<String> = r.pv.iter().map(|m| engine_move(&self.game, m)).collect();
        format!(
            "info depth {} score {score} nodes {} time {} pv {}",
            r.depth,
            r.nodes,
            r.time_ms,
            pv.join(" ")
        )
    }
}

/// Speaks the protocol on `input` and `output` until `quit` or the end of the input.
pub fn run(flavour: Flavour, input: impl BufRead, output: impl Write + Send + 'static) {
    let game = PieceGame::new(Arc::new(
        built_in(if flavour == Flavour::Usi {
            "shogi"
        } else {
            "chess"
        })
        .expect("built-in"),
    ));
    let out: Out = Arc::new(std::sync::Mutex::new(Box::new(output)));
    let mut e = Engine {
        flavour,
        record: PieceRecord::new(game.clone()),
        game,
        level: Opponent::MASTER,
        bot: None,
        thinking: None,
        stop: None,
        out: out.clone(),
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = words.first() else { continue };
        match cmd {
            "uci" | "usi" => {
                send(&out, "id name Dama");
                send(&out, "id author the Dama developers");
                let (option, default) = match flavour {
                    Flavour::Uci => ("UCI_Variant", "chess"),
                    Flavour::Usi => ("USI_Variant", "shogi"),
                };
                let vars: String = variants(flavour)
                    .iter()
                    .map(|name| format!(" var {name}"))
                    .collect();
                send(
                    &out,
                    &format!("option name {option} type combo default {default}{vars}"),
                );
                if flavour == Flavour::Uci {
                    send(&out, "option name GameFile type string default <empty>");
                }
                send(&out, "option name Level type spin default 9 min 1 max 9");
                send(&out, if cmd == "uci" { "uciok" } else { "usiok" });
            }
            "isready" => send(&out, "readyok"),
            "setoption" => setoption(&mut e, &words),
            "ucinewgame" | "usinewgame" => {
                e.wait();
                e.record = PieceRecord::new(e.game.clone());
                e.bot = None;
            }
            "position" => {
                e.wait();
                if let Err(msg) = position(&mut e, &words) {
                    send(&out, &format!("info string {msg}"));
                }
            }
            "go" => go(&mut e, &words),
            "stop" => {
                if let Some(s) = &e.stop {
                    s.store(true, Ordering::Relaxed);
                }
                e.wait();
            }
            "gameover" | "ponderhit" => {}
            "quit" => break,
            _ => send(&out, &format!("info string unknown command `{cmd}`")),
        }
    }
    if let Some(s) = &e.stop {
        s.store(true, Ordering::Relaxed);
    }
    e.wait();
}

/// The built-in games a protocol offers: those whose squares and moves it writes (algebraic
/// for UCI, shogi's for USI).
fn variants(flavour: Flavour) -> Vec<&'static str> {
    let wanted = match flavour {
        Flavour::Uci => Coordinates::Algebraic,
        Flavour::Usi => Coordinates::Shogi,
    };
    crate::piece::BUILT_IN
        .iter()
        .map(|&(name, _)| name)
        .filter(|name| built_in(name).is_some_and(|g| g.coordinates == wanted))
        .collect()
}

fn setoption(e: &mut Engine, words: &[&str]) {
    let text = words[1..].join(" ");
    let (name, value) = match text
        .strip_prefix("name ")
        .and_then(|t| t.split_once(" value "))
    {
        Some((n, v)) => (n.trim().to_ascii_lowercase(), v.trim().to_string()),
        None => {
            send(&e.out, "info string setoption needs: name <id> value <x>");
            return;
        }
    };
    match name.as_str() {
        "uci_variant" | "usi_variant" => match built_in(&value) {
            Some(g) if !variants(e.flavour).iter().any(|&n| n == g.name()) => send(
                &e.out,
                &format!(
                    "info string {} is played over {}",
                    g.name(),
                    match e.flavour {
                        Flavour::Uci => "USI (dama usi)",
                        Flavour::Usi => "UCI (dama uci)",
                    }
                ),
            ),
            Some(g) => e.set_game(g),
            None if value.eq_ignore_ascii_case(e.game.name()) => {}
            None => send(&e.out, &format!("info string unknown variant `{value}`; load a game file with the GameFile option")),
        },
        "gamefile" => match std::fs::read_to_string(&value).map_err(|err| err.to_string()).and_then(|t| PieceRules::from_json(&t).map_err(|err| err.to_string())) {
            Ok(g) => e.set_game(g),
            Err(msg) => send(&e.out, &format!("info string cannot load game file {value}: {msg}")),
        },
        "level" => match Opponent::parse(&value) {
            Ok(o) => e.level = o,
            Err(msg) => send(&e.out, &format!("info string {msg}")),
        },
        _ => send(&e.out, &format!("info string unknown option `{name}`")),
    }
}

fn position(e: &mut Engine, words: &[&str]) -> Result<(), String> {
    let moves_at = words
        .iter()
        .position(|w| *w == "moves")
        .unwrap_or(words.len());
    let start = match words.get(1) {
        Some(&"startpos") => e.game.start.clone(),
        Some(&"fen") | Some(&"sfen") => fen::parse(&e.game, &words[2..moves_at].join(" "))
            .map_err(|m| format!("bad position: {m}"))?,
        _ => return Err("position needs startpos, fen or sfen".into()),
    };
    let mut r = PieceRecord::from_position(e.game.clone(), start);
    for m in words.iter().skip(moves_at + 1) {
        r.play_text(m).map_err(|msg| format!("move {m}: {msg}"))?;
    }
    e.record = r;
    Ok(())
}

fn go(e: &mut Engine, words: &[&str]) {
    let num = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
            .and_then(|v| v.parse::<f64>().ok())
    };
    let side = e.record.position().side;
    // UCI's white ("w") is the first player; in USI, black ("b") is.
    let first_is_white = e.flavour != Flavour::Usi;
    let colour = if (side == 0) == first_is_white {
        "w"
    } else {
        "b"
    };
    let mine = num(&format!("{colour}time"));
    let inc = num(&format!("{colour}inc"));
    let byoyomi = num("byoyomi").unwrap_or(0.0);
    let infinite = words.contains(&"infinite");
    let time_ms = if let Some(t) = num("movetime") {
        Some(t)
    } else if let Some(left) = mine {
        let togo = num("movestogo").unwrap_or(30.0).max(1.0);
        Some(
            ((left / togo + inc.unwrap_or(0.0) * 0.8 + byoyomi * 0.9)
                .min(left * 0.5 + byoyomi * 0.9))
            .max(5.0),
        )
    } else if byoyomi > 0.0 {
        Some(byoyomi * 0.9)
    } else {
        None
    };
    let limits = Limits {
        depth: num("depth").map(|d| d as u32),
        nodes: num("nodes").map(|n| n as u64),
        time_ms: if infinite { None } else { time_ms },
        target_ms: None,
        resume: None,
        lines: None,
    };
    let given =
        infinite || limits.depth.is_some() || limits.nodes.is_some() || limits.time_ms.is_some();
    let mut bot = e.bot();
    let stop = bot.stop_flag();
    stop.store(false, Ordering::Relaxed);
    e.stop = Some(stop);
    let record = e.record.clone();
    let out = e.out.clone();
    let game = e.game.clone();
    let flavour = e.flavour;
    let info_game = Engine {
        flavour,
        game: game.clone(),
        record: PieceRecord::new(game.clone()),
        level: e.level,
        bot: None,
        thinking: None,
        stop: None,
        out: out.clone(),
    };
    e.thinking = Some(std::thread::spawn(move || {
        let result = bot.think(&record, given.then_some(limits), &mut |r| {
            send(&out, &info_game.info(r))
        });
        let best = match result.best {
            Some(m) => engine_move(&game, &m),
            None if flavour == Flavour::Usi => "resign".into(),
            None => "0000".into(),
        };
        send(&out, &format!("bestmove {best}"));
        bot
    }));
}
