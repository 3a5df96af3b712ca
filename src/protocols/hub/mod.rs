//! `dama hub`: Dama as an engine speaking the Hub protocol (`docs/hub-protocol.md`) on
//! stdin/stdout, so other GUIs and match tools can drive it.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::draughts::bitbase::Bitbase;
use crate::draughts::game::{Game, GameResult};
use crate::draughts::moves::Move;
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::Variant;
use crate::draughts::Draughts;
use crate::search::bot::{BookUse, Bot};
use crate::search::levels::Opponent;
use crate::search::{Limits, Resume, SearchInfo, SearchResult};

mod wire;

use wire::{arg, SCAN_NAMES};
pub use wire::{
    move_from_hub, move_time_ms, move_to_hub, parse_line, position_from_hub, position_to_hub,
    score_to_hub, variant_from_hub, variant_to_hub,
};

/// What a search was asked for (`go think`, `go ponder`, `go analyze`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Choose a move within the limits; answers `done`.
    Think,
    /// Think on the opponent's time without limit until `ponder-hit` (which turns it into a
    /// timed search) or `stop` (which answers `done` with the best move so far).
    Ponder,
    /// Analyse without limit until `stop`; no move is expected.
    Analyze,
}

/// The search thread running; it ends with the bot's result (`None` if the bot was lost to a
/// panic).
struct Running {
    handle: JoinHandle<Option<SearchResult<Move>>>,
    mode: Mode,
    /// Whether `done` is answered by the session when the search is stopped rather than by the
    /// search thread when it ends: for searches without limits, which answer only when asked to.
    held: bool,
}

struct Session {
    variant: Variant,
    opponent: Opponent,
    /// The position to search: none after a `pos` was refused, so that no move is ever given
    /// for the position before it.
    game: Option<Game>,
    limits: Limits,
    bot: Arc<Mutex<Bot<Draughts>>>,
    stop: Arc<AtomicBool>,
    search: Option<Running>,
    /// What the bot is given beyond its opponent: the command line's, changed by `set-param`.
    options: Options,
}

type Out = Arc<Mutex<dyn Write + Send>>;

/// The most threads a search may be given.
pub const MAX_THREADS: usize = 64;

/// The sizes the transposition table may be given, as 2^N entries of 8 bytes: 512 KB to 512 MB.
pub const TT_SIZES: std::ops::RangeInclusive<u32> = 16..=26;

/// The master's own table size (2^20 entries, 8 MB).
const MASTER_TT_SIZE: u32 = 20;

fn say(out: &Out, line: &str) {
    if let Ok(mut o) = out.lock() {
        let _ = writeln!(o, "{line}");
        let _ = o.flush();
    }
}

/// Runs the Hub protocol until `quit` or the end of input.
///
/// Searches run on their own thread, so `ping` is answered while one runs. `stop`, any other
/// command that needs the engine (`pos`, `go`, `new-game`, `init`), `quit` and the end of input
/// stop the running search first and wait for its end. Every `go think` and `go ponder` is
/// answered by one `done` (a ponder search turned into a timed one by `ponder-hit` answers once,
/// at the end of the timed search); `go analyze` is not. The GUI decides when a game ends: a
/// position Dama's own rules call over (a move limit, a repetition) is still searched and
/// answered with a legal move; `done` comes without a move only when there is none, or when the
/// last `pos` was refused.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) {
    run_with(input, output, Options::default())
}

/// How `dama hub` starts: what the command line gives it.
#[derive(Clone, Default)]
pub struct Options {
    /// A bitbase the searches probe in the game it was made for.
    pub bitbase: Option<Arc<Bitbase>>,
    /// Whether a level plays from its opening book in timed play (until a `set-param
    /// name=book` says otherwise).
    pub book: bool,
    /// The threads a search runs on (until a `set-param name=threads` says otherwise); none
    /// counts as one.
    pub threads: usize,
    /// The transposition table holds 2^this entries (until a `set-param name=tt-size` says
    /// otherwise); none: the level's own size.
    pub tt_size: Option<u32>,
}

/// [`run`] with `options`.
pub fn run_with(input: impl BufRead, output: impl Write + Send + 'static, options: Options) {
    let out: Out = Arc::new(Mutex::new(output));
    let variant = Variant::International;
    let options = Options {
        threads: options.threads.max(1),
        ..options
    };
    let bot = Arc::new(Mutex::new(new_bot(Opponent::MASTER, &options)));
    let mut s = Session {
        stop: bot_stop_flag(&bot),
        bot,
        options,
        variant,
        opponent: Opponent::MASTER,
        game: Some(Game::new(variant)),
        limits: Limits {
            time_ms: Some(1000.0),
            ..Limits::default()
        },
        search: None,
    };
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
                let names: Vec<&str> = Variant::ALL
                    .iter()
                    .map(|v| v.name())
                    .chain(SCAN_NAMES.iter().map(|(n, _)| *n))
                    .collect();
                say(
                    &out,
                    &format!(
                        "param name=variant value=international type=enum values=\"{}\"",
                        names.join(" ")
                    ),
                );
                say(&out, "param name=level value=9 type=int min=1 max=9");
                say(&out, "param name=opponent value=level:9 type=string");
                say(
                    &out,
                    &format!(
                        "param name=book value={} type=bool",
                        if s.options.book { "true" } else { "false" }
                    ),
                );
                say(
                    &out,
                    &format!(
                        "param name=threads value={} type=int min=1 max={MAX_THREADS}",
                        s.options.threads
                    ),
                );
                let tt_size = s.options.tt_size.unwrap_or(MASTER_TT_SIZE);
                say(
                    &out,
                    &format!(
                        "param name=tt-size value={tt_size} type=int min={} max={}",
                        TT_SIZES.start(),
                        TT_SIZES.end()
                    ),
                );
                say(&out, "wait");
            }
            "set-param" => {
                let (name, value) = (
                    arg(&args, "name").unwrap_or(""),
                    arg(&args, "value").unwrap_or(""),
                );
                let result = match name {
                    "variant" => variant_from_hub(value)
                        .map(|v| {
                            s.variant = v;
                            s.game = Some(Game::new(v));
                        })
                        .ok_or_else(|| format!("unknown variant {value}")),
                    // Takes effect at the next `init` or `go`.
                    "level" | "opponent" => Opponent::parse(value).map(|o| s.opponent = o),
                    "book" => value
                        .parse::<bool>()
                        .map(|on| s.options.book = on)
                        .map_err(|_| format!("book must be true or false, not {value}")),
                    // Takes effect at the next `init` or `go`.
                    "threads" => match value.parse::<usize>() {
                        Ok(n @ 1..=MAX_THREADS) => {
                            s.options.threads = n;
                            Ok(())
                        }
                        _ => Err(format!(
                            "threads must be a whole number from 1 to {MAX_THREADS}, not {value}"
                        )),
                    },
                    // Takes effect at the next `init` or `go`, emptying the table.
                    "tt-size" => match value.parse::<u32>() {
                        Ok(n) if TT_SIZES.contains(&n) => {
                            s.options.tt_size = Some(n);
                            Ok(())
                        }
                        _ => Err(format!(
                            "tt-size must be a whole number from {} to {}, not {value}",
                            TT_SIZES.start(),
                            TT_SIZES.end()
                        )),
                    },
                    _ => Ok(()),
                };
                if let Err(e) = result {
                    say(&out, &format!("error message=\"{e}\""));
                }
            }
            "init" => {
                interrupt(&mut s, &out);
                rebuild_bot(&mut s);
                say(&out, "ready");
            }
            "new-game" => {
                interrupt(&mut s, &out);
                if let Ok(mut b) = s.bot.lock() {
                    b.new_game();
                }
            }
            "pos" => {
                interrupt(&mut s, &out);
                s.game = match set_position(s.variant, &args) {
                    Ok(g) => Some(g),
                    Err(e) => {
                        say(&out, &format!("error message=\"{e}\""));
                        None
                    }
                };
            }
            "level" => s.limits = read_level(&args),
            "go" => {
                interrupt(&mut s, &out);
                let mode = if args.iter().any(|(n, _)| n == "analyze") {
                    Mode::Analyze
                } else if args.iter().any(|(n, _)| n == "ponder") {
                    Mode::Ponder
                } else {
                    Mode::Think
                };
                let same = s.bot.lock().is_ok_and(|b| b.opponent() == s.opponent);
                if !same {
                    rebuild_bot(&mut s);
                } else if let Ok(mut b) = s.bot.lock() {
                    configure(&mut b, &s.options);
                }
                start_search(&mut s, out.clone(), mode, None);
            }
            // The ponder search ends silently; a timed search of the same position takes over
            // from the deepest iteration it completed, its work still in the table.
            "ponder-hit" if s.search.as_ref().is_some_and(|r| r.mode == Mode::Ponder) => {
                let mut resume = None;
                if let Some(r) = s.search.take() {
                    s.stop.store(true, Ordering::Relaxed);
                    if let Ok(Some(done)) = r.handle.join() {
                        resume = resume_from(&done);
                    }
                }
                start_search(&mut s, out.clone(), Mode::Think, resume);
            }
            // Once stopped, the search is over: a later `ponder-hit` finds nothing to turn into
            // a timed search.
            "stop" => interrupt(&mut s, &out),
            "ping" => say(&out, "pong"),
            "quit" => break,
            _ => {}
        }
    }
    // `quit` and the end of input stop any search.
    interrupt(&mut s, &out);
}

/// Reads the arguments of a `level` command (as [`parse_line`] splits them) into search limits.
pub fn read_level(args: &[(String, String)]) -> Limits {
    let num = |n: &str| arg(args, n).and_then(|v| v.parse::<f64>().ok());
    if let Some(d) = num("depth") {
        Limits {
            depth: Some(d.max(1.0) as u32),
            ..Limits::default()
        }
    } else if let Some(n) = num("nodes") {
        Limits {
            nodes: Some(n.max(1.0) as u64),
            ..Limits::default()
        }
    } else if let Some(t) = num("move-time") {
        Limits {
            time_ms: Some((t * 1000.0).max(1.0)),
            ..Limits::default()
        }
    } else if let Some(t) = num("time") {
        let target = move_time_ms(num("moves"), t, num("inc").unwrap_or(0.0));
        Limits {
            // An iteration begun within half the target may run to three times it, never
            // past half of the time left.
            time_ms: Some((3.0 * target).min((t * 500.0).max(target))),
            target_ms: Some(target),
            ..Limits::default()
        }
    } else {
        // `level infinite`, or nothing we know: think until `stop`.
        Limits::default()
    }
}

fn bot_stop_flag(bot: &Arc<Mutex<Bot<Draughts>>>) -> Arc<AtomicBool> {
    match bot.lock() {
        Ok(b) => b.stop_flag(),
        Err(_) => Arc::new(AtomicBool::new(false)),
    }
}

fn new_bot(opponent: Opponent, options: &Options) -> Bot<Draughts> {
    let mut bot = Bot::new(opponent, 1);
    bot.set_tables(options.bitbase.clone());
    configure(&mut bot, options);
    bot
}

/// Gives `bot` the book, threads and table of `options`.
fn configure(bot: &mut Bot<Draughts>, options: &Options) {
    bot.set_book(book_use(options.book));
    bot.set_threads(options.threads);
    if let Some(bits) = options.tt_size {
        bot.set_table_bits(bits);
    }
}

fn book_use(on: bool) -> BookUse {
    if on {
        BookUse::Timed
    } else {
        BookUse::Off
    }
}

/// A fresh bot for the chosen opponent (no search may be running).
fn rebuild_bot(s: &mut Session) {
    s.bot = Arc::new(Mutex::new(new_bot(s.opponent, &s.options)));
    s.stop = bot_stop_flag(&s.bot);
}

/// Stops the running search, if any, and waits for its end; a held search is answered here.
fn interrupt(s: &mut Session, out: &Out) {
    if let Some(r) = s.search.take() {
        s.stop.store(true, Ordering::Relaxed);
        if let (Ok(Some(result)), true) = (r.handle.join(), r.held) {
            answer(out, s.variant, &result);
        }
    }
}

/// The game a `pos` command sets up (its arguments as [`parse_line`] splits them): the position
/// of `pos=` (the start when absent), then every move of `moves=` played on it in turn, also
/// after a draw by Dama's rules (the GUI decides when a game ends). Public for the fuzz targets,
/// which feed it every text a Hub line can carry.
pub fn set_position(variant: Variant, args: &[(String, String)]) -> Result<Game, String> {
    let pos = match arg(args, "pos") {
        Some(p) => position_from_hub(variant, p)?,
        None => crate::start_position(variant),
    };
    let mut game = Game::from_position(variant, pos);
    if let Some(moves) = arg(args, "moves") {
        for m in moves.split_whitespace() {
            let mv = move_from_hub(variant, game.position(), m)?;
            game.play_on(&mv).map_err(|e| e.to_string())?;
        }
    }
    Ok(game)
}

fn info_line(variant: Variant, i: &SearchInfo<Move>) -> String {
    let pv: Vec<String> = i.pv.iter().map(|m| move_to_hub(variant, m)).collect();
    let secs = i.time_ms as f64 / 1000.0;
    // The search reports its nominal depth only; it stands in for the mean depth.
    format!(
        "info depth={} mean-depth={:.1} score={} nodes={} time={:.2} nps={:.2} pv=\"{}\"",
        i.depth,
        i.depth as f64,
        score_to_hub(i.score),
        i.nodes,
        secs,
        i.nodes as f64 / secs.max(1e-3) / 1e6,
        pv.join(" ")
    )
}

/// Answers a search with `done` and its move (and the expected reply, from the principal
/// variation), or `done` alone when there is no move.
fn answer(out: &Out, variant: Variant, result: &SearchResult<Move>) {
    match result.best {
        Some(m) => {
            let ponder = result
                .info
                .pv
                .get(1)
                .filter(|_| result.info.pv.first() == Some(&m))
                .map(|p| format!(" ponder={}", move_to_hub(variant, p)));
            say(
                out,
                &format!(
                    "done move={}{}",
                    move_to_hub(variant, &m),
                    ponder.unwrap_or_default()
                ),
            );
        }
        None => say(out, "done"),
    }
}

/// A move for a position the search does not take (Dama's rules call it over, the GUI plays on):
/// the one that keeps the most material after the opponent's best answer.
fn fallback_move(variant: Variant, pos: &Position) -> Option<Move> {
    let me = pos.side();
    let material = |p: &Position| {
        let side = |c: Color| p.men(c).count() as i32 + 3 * p.kings_of(c).count() as i32;
        side(me) - side(me.opponent())
    };
    crate::legal_moves(variant, pos)
        .iter()
        .copied()
        .max_by_key(|m| {
            let after = pos.play(m);
            crate::legal_moves(variant, &after)
                .iter()
                .map(|r| material(&after.play(r)))
                .min()
                // The opponent has no move: it has lost.
                .unwrap_or(i32::MAX)
        })
}

/// Where a timed search goes on from a ponder search: after its deepest completed iteration,
/// unless it played from the book or completed none.
fn resume_from(ponder: &SearchResult<Move>) -> Option<Resume> {
    (!ponder.book && ponder.info.depth > 0).then_some(Resume {
        depth: ponder.info.depth,
        score: ponder.info.score,
    })
}

/// Starts a search of the session's position; `resume`, for a timed search only, goes on from
/// an earlier search of it.
fn start_search(s: &mut Session, out: Out, mode: Mode, resume: Option<Resume>) {
    let variant = s.variant;
    let Some(game) = s.game.as_ref() else {
        say(
            &out,
            "error message=\"no position: the last pos was refused\"",
        );
        if mode != Mode::Analyze {
            say(&out, "done");
        }
        return;
    };
    // A game over by Dama's rules but not by the GUI's: its position searched afresh.
    let game = if game.result() == GameResult::Ongoing {
        game.clone()
    } else {
        Game::from_position(variant, *game.position())
    };
    let limits = if mode == Mode::Think {
        Limits { resume, ..s.limits }
    } else {
        Limits::default()
    };
    let bot = s.bot.clone();
    // A search without limits answers only when asked to, even when it ends by itself (one
    // legal move, a forced win found): a ponder search at `stop` (not at `ponder-hit`, which
    // starts a timed search), an endless think at `stop`.
    let held = Limits {
        resume: None,
        ..limits
    } == Limits::default()
        && mode != Mode::Analyze;
    let answers = mode == Mode::Think && !held;
    s.stop.store(false, Ordering::Relaxed);
    let handle = std::thread::spawn(move || {
        let mut result = bot.lock().ok()?.think(&game, Some(limits), &mut |i| {
            say(&out, &info_line(variant, i))
        });
        // Where the search gives no move (the position alone still ends the game by Dama's
        // rules: Turkish or Frisian lone pieces), a move that gives the least away.
        if result.best.is_none() {
            result.best = fallback_move(variant, game.position());
        }
        if answers {
            answer(&out, variant, &result);
        }
        Some(result)
    });
    s.search = Some(Running { handle, mode, held });
}
