//! `dama hub`: Dama as an engine speaking the Hub protocol (`shared/HUB_PROTOCOL.md`) on
//! stdin/stdout, so other GUIs and match tools can drive it.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::board::{bit, Squares};
use crate::game::Game;
use crate::moves::Move;
use crate::notation::square::{from_number, square_number};
use crate::position::{Color, Position};
use crate::rules::Variant;
use crate::search::levels::{Bot, Opponent};
use crate::search::{Limits, SearchInfo};

/// Splits a Hub line into its command and `name=value` arguments (values may be quoted).
pub fn parse_line(line: &str) -> (String, Vec<(String, String)>) {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in line.trim().chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    let mut it = words.into_iter();
    let command = it.next().unwrap_or_default();
    let args = it
        .map(|w| match w.split_once('=') {
            Some((n, v)) => (n.to_string(), v.to_string()),
            None => (w, String::new()),
        })
        .collect();
    (command, args)
}

fn arg<'a>(args: &'a [(String, String)], name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// The Hub position string: side, then one character per square in number order.
pub fn position_to_hub(variant: Variant, pos: &Position) -> String {
    let mut s = String::from(if pos.side() == Color::White { "W" } else { "B" });
    let n = variant.info().cols as u32 * variant.info().rows as u32 / 2;
    for i in 1..=n {
        let c = match from_number(variant, i).and_then(|sq| pos.piece_at(sq)) {
            None => 'e',
            Some(p) => match (p.color, p.role) {
                (Color::White, crate::position::Role::Man) => 'w',
                (Color::White, crate::position::Role::King) => 'W',
                (Color::Black, crate::position::Role::Man) => 'b',
                (Color::Black, crate::position::Role::King) => 'B',
            },
        };
        s.push(c);
    }
    s
}

/// Reads a Hub position string.
pub fn position_from_hub(variant: Variant, text: &str) -> Result<Position, String> {
    let mut chars = text.chars();
    let side = match chars.next() {
        Some('W') | Some('w') => Color::White,
        Some('B') | Some('b') => Color::Black,
        _ => return Err(format!("position `{text}` must start with W or B")),
    };
    let n = variant.info().cols as usize * variant.info().rows as usize / 2;
    let squares: Vec<char> = chars.collect();
    if squares.len() != n {
        return Err(format!(
            "position has {} squares, {variant} has {n}",
            squares.len()
        ));
    }
    let (mut w, mut b, mut k) = (0u64, 0u64, 0u64);
    for (i, c) in squares.iter().enumerate() {
        let sq = from_number(variant, i as u32 + 1).ok_or("bad square")?;
        match c {
            'w' => w |= bit(sq),
            'W' => {
                w |= bit(sq);
                k |= bit(sq)
            }
            'b' => b |= bit(sq),
            'B' => {
                b |= bit(sq);
                k |= bit(sq)
            }
            'e' => {}
            other => return Err(format!("unknown square character `{other}`")),
        }
    }
    Ok(Position::from_bitboards(w, b, k, side))
}

/// A move in Hub form: `32-28`, or `28x19x23` (origin, destination, captured squares).
pub fn move_to_hub(variant: Variant, mv: &Move) -> String {
    let num = |sq: u8| square_number(variant, sq).unwrap_or(0).to_string();
    if !mv.is_capture() {
        return format!("{}-{}", num(mv.from), num(mv.to));
    }
    let mut s = format!("{}x{}", num(mv.from), num(mv.to));
    let mut caps: Vec<u32> = Squares(mv.captured)
        .filter_map(|sq| square_number(variant, sq))
        .collect();
    caps.sort();
    for c in caps {
        s.push('x');
        s.push_str(&c.to_string());
    }
    s
}

/// Reads a Hub move against the legal moves of `pos`.
pub fn move_from_hub(variant: Variant, pos: &Position, text: &str) -> Result<Move, String> {
    let nums: Vec<u8> = text
        .split(['-', 'x', 'X'])
        .map(|t| {
            t.trim()
                .parse::<u32>()
                .ok()
                .and_then(|n| from_number(variant, n))
        })
        .collect::<Option<Vec<u8>>>()
        .ok_or_else(|| format!("cannot read move `{text}`"))?;
    if nums.len() < 2 {
        return Err(format!("cannot read move `{text}`"));
    }
    let captured = nums[2..].iter().fold(0u64, |a, &s| a | bit(s));
    let legal = crate::legal_moves(variant, pos);
    let found: Vec<&Move> = legal
        .iter()
        .filter(|m| {
            m.from == nums[0] && m.to == nums[1] && (nums.len() == 2 || m.captured == captured)
        })
        .collect();
    match found.as_slice() {
        [m] => Ok(**m),
        [] => Err(format!("move `{text}` is not legal")),
        _ => Err(format!("move `{text}` is ambiguous")),
    }
}

struct Session {
    variant: Variant,
    opponent: Opponent,
    game: Game,
    limits: Limits,
    bot: Arc<Mutex<Bot>>,
    stop: Arc<AtomicBool>,
    search: Option<JoinHandle<()>>,
    analyzing: bool,
}

type Out = Arc<Mutex<dyn Write + Send>>;

fn say(out: &Out, line: &str) {
    if let Ok(mut o) = out.lock() {
        let _ = writeln!(o, "{line}");
        let _ = o.flush();
    }
}

/// Runs the Hub protocol until `quit` or the end of input.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) {
    let out: Out = Arc::new(Mutex::new(output));
    let variant = Variant::International;
    let mut s = Session {
        variant,
        opponent: Opponent::MASTER,
        game: Game::new(variant),
        limits: Limits {
            time_ms: Some(1000.0),
            ..Limits::default()
        },
        bot: Arc::new(Mutex::new(Bot::new(Opponent::MASTER, 1))),
        stop: Arc::new(AtomicBool::new(false)),
        search: None,
        analyzing: false,
    };
    s.stop = bot_stop_flag(&s.bot);
    let mut quit = false;
    for line in input.lines() {
        let Ok(line) = line else { break };
        let (command, args) = parse_line(&line);
        match command.as_str() {
            "hub" => {
                say(
                    &out,
                    &format!(
                        "id name=Dama version={} author=\"Dama team\" country=International",
                        env!("CARGO_PKG_VERSION")
                    ),
                );
                let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                say(
                    &out,
                    &format!(
                        "param name=variant value=international type=enum values=\"{}\"",
                        names.join(" ")
                    ),
                );
                say(&out, "param name=level value=9 type=int min=1 max=9");
                say(&out, "param name=opponent value=level:9 type=string");
                say(&out, "wait");
            }
            "set-param" => {
                let (name, value) = (
                    arg(&args, "name").unwrap_or(""),
                    arg(&args, "value").unwrap_or(""),
                );
                let result = match name {
                    "variant" => Variant::from_name(value)
                        .map(|v| {
                            s.variant = v;
                            s.game = Game::new(v);
                        })
                        .ok_or_else(|| format!("unknown variant {value}")),
                    "level" | "opponent" => Opponent::parse(value).map(|o| s.opponent = o),
                    _ => Ok(()),
                };
                if let Err(e) = result {
                    say(&out, &format!("error message=\"{e}\""));
                }
            }
            "init" => {
                finish(&mut s);
                s.bot = Arc::new(Mutex::new(Bot::new(s.opponent, 1)));
                s.stop = bot_stop_flag(&s.bot);
                say(&out, "ready");
            }
            "new-game" => {
                finish(&mut s);
                if let Ok(mut b) = s.bot.lock() {
                    b.new_game();
                }
            }
            "pos" => {
                finish(&mut s);
                match set_position(s.variant, &args) {
                    Ok(g) => s.game = g,
                    Err(e) => say(&out, &format!("error message=\"{e}\"")),
                }
            }
            "level" => {
                let num = |n: &str| arg(&args, n).and_then(|v| v.parse::<f64>().ok());
                s.limits = if let Some(d) = num("depth") {
                    Limits {
                        depth: Some(d as u32),
                        ..Limits::default()
                    }
                } else if let Some(n) = num("nodes") {
                    Limits {
                        nodes: Some(n as u64),
                        ..Limits::default()
                    }
                } else if let Some(t) = num("move-time") {
                    Limits {
                        time_ms: Some(t * 1000.0),
                        ..Limits::default()
                    }
                } else if let Some(t) = num("time") {
                    let moves = num("moves").unwrap_or(40.0).max(1.0);
                    let inc = num("inc").unwrap_or(0.0);
                    Limits {
                        time_ms: Some((t / moves + inc * 0.8) * 1000.0),
                        ..Limits::default()
                    }
                } else {
                    Limits::default()
                };
            }
            "go" => {
                finish(&mut s);
                let analyze = args.iter().any(|(n, _)| n == "analyze" || n == "ponder");
                start_search(&mut s, out.clone(), analyze);
            }
            "stop" => s.stop.store(true, Ordering::Relaxed),
            "ping" => say(&out, "pong"),
            "quit" => {
                quit = true;
                break;
            }
            "" => {}
            _ => {}
        }
    }
    // `quit` stops a search; the end of input lets a timed search finish and answer.
    if quit || s.analyzing {
        s.stop.store(true, Ordering::Relaxed);
    }
    finish(&mut s);
}

fn bot_stop_flag(bot: &Arc<Mutex<Bot>>) -> Arc<AtomicBool> {
    match bot.lock() {
        Ok(b) => b.stop_flag(),
        Err(_) => Arc::new(AtomicBool::new(false)),
    }
}

fn finish(s: &mut Session) {
    if let Some(h) = s.search.take() {
        let _ = h.join();
    }
}

fn set_position(variant: Variant, args: &[(String, String)]) -> Result<Game, String> {
    let pos = match arg(args, "pos") {
        Some(p) => position_from_hub(variant, p)?,
        None => crate::start_position(variant),
    };
    let mut game = Game::from_position(variant, pos);
    if let Some(moves) = arg(args, "moves") {
        for m in moves.split_whitespace() {
            let mv = move_from_hub(variant, game.position(), m)?;
            game.play(&mv).map_err(|e| e.to_string())?;
        }
    }
    Ok(game)
}

fn start_search(s: &mut Session, out: Out, analyze: bool) {
    let game = s.game.clone();
    let variant = s.variant;
    let limits = if analyze { Limits::default() } else { s.limits };
    s.analyzing = analyze || limits == Limits::default();
    let bot = s.bot.clone();
    s.stop.store(false, Ordering::Relaxed);
    s.search = Some(std::thread::spawn(move || {
        let Ok(mut bot) = bot.lock() else { return };
        let mut report = |i: &SearchInfo| {
            let mut p = *game.position();
            let pv: Vec<String> =
                i.pv.iter()
                    .map(|m| {
                        let t = move_to_hub(variant, m);
                        p = p.play(m);
                        t
                    })
                    .collect();
            let secs = i.time_ms as f64 / 1000.0;
            say(
                &out,
                &format!(
                    "info depth={} score={:.2} nodes={} time={:.2} nps={:.2} pv=\"{}\"",
                    i.depth,
                    i.score as f64 / 100.0,
                    i.nodes,
                    secs,
                    i.nodes as f64 / secs.max(1e-3) / 1e6,
                    pv.join(" ")
                ),
            );
        };
        let result = bot.think(&game, Some(limits), &mut report);
        if analyze {
            return;
        }
        match result.best {
            Some(m) => {
                let ponder = result
                    .info
                    .pv
                    .get(1)
                    .map(|p| format!(" ponder={}", move_to_hub(variant, p)));
                say(
                    &out,
                    &format!(
                        "done move={}{}",
                        move_to_hub(variant, &m),
                        ponder.unwrap_or_default()
                    ),
                );
            }
            None => say(&out, "error message=\"no legal move\""),
        }
    }));
}
