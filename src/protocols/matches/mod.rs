//! `dama match`, written once for every game: engine-vs-engine games between our levels and
//! algorithms or external engines (Hub for draughts, UCI and USI for the piece games), colours
//! alternated over a set of random opening positions (or given ones), on several threads, with
//! W/D/L, score and an Elo difference with its 95% interval. What differs between games (the
//! external engines' protocol, the game file written, what makes an opening fair) comes through
//! [`MatchGame`].

mod score;

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

pub use score::MatchScore;

use super::engine_process::Fault;
use crate::common::rng::Rng;
use crate::game::{GameRecord, GameRules, MoveBuffer, Outcome, Record, Side};
use crate::search::bot::{BookUse, Bot, EndgameUse, ENDGAME_LEVEL};
use crate::search::levels::Opponent;
use crate::search::{Limits, Searchable, Searcher, Style};

/// One side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    /// One of our levels or classic bots, playing from the opening book.
    Internal(Opponent),
    /// One of our levels without its opening book (`nobook:level:9`).
    NoBook(Opponent),
    /// One of our levels without its own endgame tables (`nobitbase:level:9`).
    NoBitbase(Opponent),
    /// An external engine run as a subprocess.
    External(ExternalEngine),
}

/// An external engine of a match: its protocol, the command that starts it and its settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalEngine {
    /// The protocol it speaks.
    pub protocol: Protocol,
    /// The command.
    pub command: String,
    /// Whether it thinks on the opponent's time (`ponder:hub:COMMAND`): after each of its
    /// moves it ponders the reply it expects, and `ponder-hit` turns that search into its
    /// next one when the opponent plays it.
    pub ponder: bool,
    /// Settings given before its first game, name and value (`UCI_Elo` = `2200`): UCI's and
    /// USI's `setoption`, Hub's `set-param`. Each must be one the engine declares.
    pub options: Vec<(String, String)>,
}

/// Whether every one of `options` is among the settings `declared` by the engine started as
/// `name` (compared without regard to case, as UCI does); if not, an error naming those it lacks
/// and those it has.
pub fn check_declared(
    options: &[(String, String)],
    name: &str,
    declared: &[String],
) -> Result<(), String> {
    let unknown: Vec<String> = options
        .iter()
        .map(|(n, _)| n)
        .filter(|n| !declared.iter().any(|d| d.eq_ignore_ascii_case(n)))
        .map(|n| format!("`{n}`"))
        .collect();
    if unknown.is_empty() {
        return Ok(());
    }
    let has = if declared.is_empty() {
        "none".to_string()
    } else {
        declared.join(", ")
    };
    Err(format!(
        "engine `{name}` has no setting {} (its settings: {has})",
        unknown.join(", ")
    ))
}

/// Reads a setting given as `NAME=VALUE` (the name may hold spaces: `Skill Level=5`).
pub fn parse_option(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(format!(
            "`{text}` is not a setting: write NAME=VALUE, e.g. UCI_Elo=2200"
        )),
    }
}

/// The protocols external engines speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// Hub: draughts engines (Scan and others).
    Hub,
    /// UCI: chess engines, and Dama's own `dama uci`.
    Uci,
    /// USI: shogi engines, and Dama's own `dama usi`.
    Usi,
}

impl Protocol {
    /// Its prefix on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Protocol::Hub => "hub",
            Protocol::Uci => "uci",
            Protocol::Usi => "usi",
        }
    }
}

impl EngineSpec {
    /// An external Hub engine started by `command`.
    pub fn hub(command: impl Into<String>) -> EngineSpec {
        EngineSpec::External(ExternalEngine {
            protocol: Protocol::Hub,
            command: command.into(),
            ponder: false,
            options: Vec::new(),
        })
    }

    /// Reads `hub:COMMAND`, `uci:COMMAND`, `usi:COMMAND`, `ponder:hub:COMMAND`, an opponent
    /// (`level:5`, `mcts:3`, `greedy`, `alphabeta:6`…) or `nobook:` or `nobitbase:` and a level.
    pub fn parse(text: &str) -> Result<EngineSpec, String> {
        if let Some(rest) = text.strip_prefix("ponder:") {
            return match EngineSpec::parse(rest)? {
                EngineSpec::External(
                    engine @ ExternalEngine {
                        protocol: Protocol::Hub,
                        ..
                    },
                ) => Ok(EngineSpec::External(ExternalEngine {
                    ponder: true,
                    ..engine
                })),
                _ => Err(format!(
                    "ponder: is for Hub engines (ponder:hub:COMMAND), not {rest}"
                )),
            };
        }
        if let Some(level) = text.strip_prefix("nobook:") {
            return Opponent::parse(level).map(EngineSpec::NoBook);
        }
        if let Some(level) = text.strip_prefix("nobitbase:") {
            return Opponent::parse(level).map(EngineSpec::NoBitbase);
        }
        for protocol in [Protocol::Hub, Protocol::Uci, Protocol::Usi] {
            if let Some(command) = text.strip_prefix(&format!("{}:", protocol.name())) {
                if command.trim().is_empty() {
                    return Err(format!(
                        "{0}: needs the engine's command, e.g. {0}:\"ENGINE ARGS\"",
                        protocol.name()
                    ));
                }
                return Ok(EngineSpec::External(ExternalEngine {
                    protocol,
                    command: command.trim().to_string(),
                    ponder: false,
                    options: Vec::new(),
                }));
            }
        }
        Opponent::parse(text).map(EngineSpec::Internal)
    }

    /// A short name for tags and reports, an external engine's settings after it.
    pub fn name(&self) -> String {
        match self {
            EngineSpec::Internal(o) => o.to_string(),
            EngineSpec::NoBook(o) => format!("nobook:{o}"),
            EngineSpec::NoBitbase(o) => format!("nobitbase:{o}"),
            EngineSpec::External(e) => {
                let settings: Vec<String> =
                    e.options.iter().map(|(n, v)| format!("{n}={v}")).collect();
                format!(
                    "{}{}:{}{}",
                    if e.ponder { "ponder:" } else { "" },
                    e.protocol.name(),
                    e.command,
                    if settings.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", settings.join(", "))
                    }
                )
            }
        }
    }
}

/// A player of a match: one of our bots or an external engine.
pub trait Player<G: GameRules>: Send {
    /// A new game begins; our bots draw their choices from `seed`.
    fn new_game(&mut self, seed: u64) -> Result<(), Fault>;

    /// A move in the current position of `game`, thinking `move_time_ms` (or on its own
    /// budget); none where it gives none.
    fn choose(
        &mut self,
        game: &Record<G>,
        move_time_ms: Option<f64>,
    ) -> Result<Option<G::Move>, Fault>;

    /// After its move, now played in `game`: a pondering engine thinks on the opponent's time.
    fn ponder(&mut self, _game: &Record<G>, _move_time_ms: Option<f64>) -> Result<(), Fault> {
        Ok(())
    }

    /// Ends its pondering, if any.
    fn stop_pondering(&mut self) -> Result<(), Fault> {
        Ok(())
    }
}

impl<G: Searchable> Player<G> for Bot<G> {
    fn new_game(&mut self, seed: u64) -> Result<(), Fault> {
        self.new_game_seeded(seed);
        Ok(())
    }

    fn choose(
        &mut self,
        game: &Record<G>,
        move_time_ms: Option<f64>,
    ) -> Result<Option<G::Move>, Fault> {
        let limits = move_time_ms.map(|t| Limits {
            time_ms: Some(t),
            ..Limits::default()
        });
        Ok(self.think(game, limits, &mut |_| {}).best)
    }
}

/// What a game plugs into the match runner.
pub trait MatchGame: Searchable {
    /// An external engine of this game's protocol, set up for this game.
    fn external(&self, engine: &ExternalEngine) -> Result<Box<dyn Player<Self>>, String>;

    /// The whole of `record` as the game's file writes it (PDN, PGN), the tags given first;
    /// the `Result` among them stands for the game's result.
    fn write_game(&self, record: &Record<Self>, tags: &[(String, String)]) -> String;

    /// `mv` of `pos` as the external engines write it, to report an illegal one.
    fn engine_move(&self, pos: &Self::Position, mv: &Self::Move) -> String;

    /// The games of an openings file (PDN, PGN), each at its last move: where a match's games
    /// start, with the moves before kept in their records and draw counters.
    fn openings_from_file(&self, text: &str) -> Result<Vec<Record<Self>>, String>;

    /// The game's start.
    fn start(&self) -> Record<Self>;

    /// Whether `game` is a fair start for both sides: no piece won by force within
    /// [`BALANCE_DEPTH`] plies and the captures after them, by a search that counts material
    /// alone (a random line often gives a piece away, or leaves the side to move a shot that
    /// wins one: in a pair of games on such an opening the stronger engine loses half a point
    /// or more with the handicapped side whatever it plays).
    fn balanced(&self, game: &Record<Self>, searcher: &mut Searcher<Self>) -> bool {
        material_balanced(game, searcher, self.balance_margin())
    }

    /// The material score below which an opening is fair: the value of the cheapest piece.
    fn balance_margin(&self) -> i32;

    /// Readies what our levels from [`ENDGAME_LEVEL`] up will want (their endgame tables),
    /// before the first game rather than on their clocks.
    fn prepare_levels(&self) {}
}

/// Plies of the material search that tells whether an opening is balanced.
pub const BALANCE_DEPTH: u32 = 6;

/// Whether a search of `game` counting material alone to [`BALANCE_DEPTH`] stays within
/// `margin` of even.
pub fn material_balanced<G: Searchable>(
    game: &Record<G>,
    searcher: &mut Searcher<G>,
    margin: i32,
) -> bool {
    searcher.clear();
    searcher.set_style(Style {
        material_only: true,
        ..Style::default()
    });
    let limits = Limits {
        depth: Some(BALANCE_DEPTH),
        ..Limits::default()
    };
    let score = searcher.search(game, &limits, &mut |_| {}).info.score;
    score.abs() < margin
}

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig<G: GameRules> {
    /// The game.
    pub game: G,
    /// Engine 1 and engine 2; results are given from engine 1's side.
    pub engines: [EngineSpec; 2],
    /// Number of games (each opening is played twice, colours swapped).
    pub games: usize,
    /// Where the games start.
    pub openings: Openings<G>,
    /// Games played at once.
    pub threads: usize,
    /// Seed of the openings and of the bots' choices.
    pub seed: u64,
    /// Thinking time per move: for external engines always, for ours when given (else their
    /// level).
    pub move_time_ms: Option<f64>,
    /// Longest game in plies before it is adjudicated a draw.
    pub max_plies: usize,
}

/// Where a match's games start.
#[derive(Clone, Debug)]
pub enum Openings<G: GameRules> {
    /// Distinct balanced positions this many random plies from the start (see [`openings`]).
    Random {
        /// Random plies from the start.
        plies: usize,
    },
    /// Given games, each at its last move (e.g. read by [`MatchGame::openings_from_file`]):
    /// the games go on from there, with the moves before kept in their records.
    Given(Vec<Record<G>>),
}

/// A game lost by an engine's fault (crash, timeout, illegal move, error) rather than on the
/// board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// The game's number, from 1.
    pub round: usize,
    /// The engine at fault: 1 or 2.
    pub engine: usize,
    /// What happened, e.g. `engine 2 crashed`.
    pub reason: String,
}

/// A finished match: the score and every game in its game file's format.
#[derive(Debug, Default)]
pub struct MatchReport {
    /// W/D/L from engine 1's side.
    pub score: MatchScore,
    /// The games (PDN or PGN), in order.
    pub games: Vec<String>,
    /// The games lost by an engine's fault, in order.
    pub forfeits: Vec<Forfeit>,
}

fn start_player<G: MatchGame>(
    spec: &EngineSpec,
    game: &G,
    seed: u64,
) -> Result<Box<dyn Player<G>>, String> {
    Ok(match spec {
        EngineSpec::Internal(o) | EngineSpec::NoBook(o) | EngineSpec::NoBitbase(o) => {
            let mut bot = Bot::<G>::new(*o, seed);
            bot.set_book(match spec {
                EngineSpec::NoBook(_) => BookUse::Off,
                _ => BookUse::Timed,
            });
            if let EngineSpec::NoBitbase(_) = spec {
                bot.set_endgames(EndgameUse::Off);
            }
            Box::new(bot)
        }
        EngineSpec::External(engine) => game.external(engine)?,
    })
}

/// The random openings of a match: `count` games `plies` moves from the start, at distinct
/// balanced positions ([`MatchGame::balanced`]), so that neither side starts a piece up. Where a
/// game has too few such positions at `plies` moves (Sixteen Soldiers has 82 at 4), the rest are
/// found two moves deeper, and so on.
pub fn openings<G: MatchGame>(game: &G, count: usize, plies: usize, seed: u64) -> Vec<Record<G>> {
    let mut searcher = Searcher::new(16);
    let mut rng = Rng::new(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut depth = plies;
    while out.len() < count && depth <= plies + 12 {
        let mut attempts = 0;
        while out.len() < count && attempts < count * 50 {
            attempts += 1;
            let mut g = game.start();
            for _ in 0..depth {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves.as_slice()[rng.below(moves.len())];
                let _ = g.play(&m);
            }
            let key = game.hash(g.state());
            if g.outcome() == Outcome::Ongoing
                && !seen.contains(&key)
                && game.balanced(&g, &mut searcher)
            {
                seen.insert(key);
                out.push(g);
            }
        }
        depth += 2;
    }
    out
}

/// A game played: the result for engine 1 (+1, 0, -1), the record, the result as the game file
/// writes it and, for a game not ended by the rules, why it ended.
struct Played<G: GameRules> {
    outcome: i32,
    game: Record<G>,
    result: String,
    termination: Option<String>,
    /// The engine (0 or 1) whose fault lost the game.
    fault: Option<usize>,
}

/// The side of index 0 ("White") of the game's file; `first_is_white` says whether engine 1
/// plays it.
fn engine_of(side: Side, first_is_white: bool) -> usize {
    if (side.index() == 0) == first_is_white {
        0
    } else {
        1
    }
}

/// Plays game number `round`; `first_is_white` says whether engine 1 has White. An engine that
/// fails (crash, timeout, illegal move, error) loses the game and is dropped: a missing player
/// is started again before the game.
fn play_game<G: MatchGame>(
    config: &MatchConfig<G>,
    players: &mut [Option<Box<dyn Player<G>>>; 2],
    round: usize,
    opening: &Record<G>,
    first_is_white: bool,
) -> Result<Played<G>, String> {
    let rules = &config.game;
    let mut game = opening.clone();
    let forfeit = |game: Record<G>, k: usize, fault: Fault| {
        let winner = Side::new(if (k == 1) == first_is_white { 0 } else { 1 });
        let result =
            rules.result_text(&rules.ended(game.state(), &crate::game::Ending::Win(winner)));
        Played {
            outcome: if k == 0 { -1 } else { 1 },
            game,
            result: result.to_string(),
            termination: Some(fault.describe(k + 1)),
            fault: Some(k),
        }
    };
    // Each game's choices depend on the seed and its number only, not on which thread plays it.
    for (k, slot) in players.iter_mut().enumerate() {
        let seed = crate::common::rng::splitmix(config.seed ^ ((round as u64) << 1 | k as u64));
        if slot.is_none() {
            match start_player(&config.engines[k], rules, seed) {
                Ok(p) => *slot = Some(p),
                Err(e) => return Ok(forfeit(game, k, Fault::NoRestart(e))),
            }
        }
        if let Some(Err(f)) = slot.as_mut().map(|p| p.new_game(seed)) {
            *slot = None;
            return Ok(forfeit(game, k, f));
        }
    }
    while game.outcome() == Outcome::Ongoing && game.ply() < config.max_plies {
        let idx = engine_of(rules.side_to_move(game.state()), first_is_white);
        let Some(player) = players[idx].as_mut() else {
            return Err(format!("engine {} is not running", idx + 1));
        };
        match player.choose(&game, config.move_time_ms) {
            Ok(Some(m)) => {
                let before = game.state().clone();
                if game.play(&m).is_err() {
                    let text = rules.engine_move(&before, &m);
                    players[idx] = None;
                    return Ok(forfeit(game, idx, Fault::IllegalMove(text)));
                }
                if let Err(f) = player.ponder(&game, config.move_time_ms) {
                    players[idx] = None;
                    return Ok(forfeit(game, idx, f));
                }
            }
            Ok(None) => {
                players[idx] = None;
                return Ok(forfeit(game, idx, Fault::NoMove));
            }
            Err(f) => {
                // Dropping the engine ends its process; it is started again for the next game.
                players[idx] = None;
                return Ok(forfeit(game, idx, f));
            }
        }
    }
    // A game over ends the pondering; an engine that does not stop is started again.
    for slot in players.iter_mut() {
        if let Some(Err(_)) = slot.as_mut().map(|p| p.stop_pondering()) {
            *slot = None;
        }
    }
    let end = game.result();
    let (outcome, result, termination) = match G::outcome(&end) {
        Outcome::Win(winner) => {
            let ours = engine_of(winner, first_is_white) == 0;
            (if ours { 1 } else { -1 }, rules.result_text(&end), None)
        }
        Outcome::Draw => (0, rules.result_text(&end), None),
        // Cut at max plies: a draw, though the rules did not end the game.
        Outcome::Ongoing => (
            0,
            "1/2-1/2",
            Some(format!("draw at max plies ({})", config.max_plies)),
        ),
    };
    Ok(Played {
        outcome,
        game,
        result: result.to_string(),
        termination,
        fault: None,
    })
}

/// Plays the match, calling `progress` after each game with the score so far. A game an engine
/// loses by its fault (crash, timeout, illegal move, error) is scored as a loss for it, written
/// with a `Termination` tag saying what happened, and that engine is restarted for its next
/// game. Only an engine that cannot be started at all, or a panic while a game is played or
/// recorded (the error names the game), ends the match with an error.
pub fn run_match<G: MatchGame>(
    config: &MatchConfig<G>,
    progress: &(dyn Fn(&MatchScore) + Sync),
) -> Result<MatchReport, String> {
    let pairs = config.games.div_ceil(2);
    let lines: Vec<Record<G>> = match &config.openings {
        Openings::Random { plies } => openings(&config.game, pairs, *plies, config.seed),
        Openings::Given(games) => games.clone(),
    };
    if lines.is_empty() {
        return Err("no opening could be made".into());
    }
    let own_tables = config.engines.iter().any(|e| match e {
        EngineSpec::Internal(Opponent::Level { level, .. })
        | EngineSpec::NoBook(Opponent::Level { level, .. }) => *level >= ENDGAME_LEVEL,
        _ => false,
    });
    if own_tables {
        config.game.prepare_levels();
    }
    let name = config.game.name();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, String, Option<Forfeit>)>> = Mutex::new(Vec::new());
    let score = Mutex::new(MatchScore::default());
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for worker in 0..config.threads.max(1) {
            let (next, results, score, error, lines, name) =
                (&next, &results, &score, &error, &lines, &name);
            scope.spawn(move || {
                let seed = config.seed ^ (worker as u64 + 1).wrapping_mul(0x9E37_79B9);
                let mut players = match (
                    start_player(&config.engines[0], &config.game, seed),
                    start_player(&config.engines[1], &config.game, seed ^ 0xFFFF),
                ) {
                    (Ok(a), Ok(b)) => [Some(a), Some(b)],
                    (Err(e), _) | (_, Err(e)) => {
                        *error.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                        return;
                    }
                };
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= config.games || error.lock().map(|e| e.is_some()).unwrap_or(true) {
                        break;
                    }
                    let first_is_white = i % 2 == 0;
                    let opening = &lines[(i / 2) % lines.len()];
                    let (white, black) = if first_is_white {
                        (config.engines[0].name(), config.engines[1].name())
                    } else {
                        (config.engines[1].name(), config.engines[0].name())
                    };
                    // A panic while a game is played or recorded ends the match with an error
                    // naming that game, instead of escaping the scope with no game named while
                    // the other threads play on.
                    let game = panic::catch_unwind(AssertUnwindSafe(|| {
                        let played = play_game(config, &mut players, i, opening, first_is_white)?;
                        let mut tags = vec![
                            ("Event".to_string(), format!("dama match {name}")),
                            ("Round".to_string(), (i + 1).to_string()),
                            ("White".to_string(), white.clone()),
                            ("Black".to_string(), black.clone()),
                            ("Result".to_string(), played.result.clone()),
                        ];
                        if let Some(t) = &played.termination {
                            tags.push(("Termination".to_string(), t.clone()));
                        }
                        let text = config.game.write_game(&played.game, &tags);
                        if let Ok(mut s) = score.lock() {
                            match played.outcome {
                                1 => s.wins += 1,
                                -1 => s.losses += 1,
                                _ => s.draws += 1,
                            }
                            if let Some(k) = played.fault {
                                s.forfeits[k] += 1;
                            }
                            progress(&s);
                        }
                        let forfeit = played.fault.map(|k| Forfeit {
                            round: i + 1,
                            engine: k + 1,
                            reason: played.termination.clone().unwrap_or_default(),
                        });
                        if let Ok(mut r) = results.lock() {
                            r.push((i, text, forfeit));
                        }
                        Ok(())
                    }));
                    let failure = match game {
                        Ok(Ok(())) => continue,
                        Ok(Err(e)) => e,
                        Err(payload) => {
                            let what = payload
                                .downcast_ref::<&str>()
                                .map(|s| s.to_string())
                                .or_else(|| payload.downcast_ref::<String>().cloned())
                                .unwrap_or_else(|| "(no message)".into());
                            format!("game {} ({white} vs {black}) panicked: {what}", i + 1)
                        }
                    };
                    if let Ok(mut slot) = error.lock() {
                        slot.get_or_insert(failure);
                    }
                    break;
                }
            });
        }
    });
    if let Some(e) = error.into_inner().unwrap_or(None) {
        return Err(e);
    }
    let mut games = results.into_inner().unwrap_or_default();
    games.sort_by_key(|g| g.0);
    let forfeits = games.iter().filter_map(|g| g.2.clone()).collect();
    Ok(MatchReport {
        score: score.into_inner().unwrap_or_default(),
        games: games.into_iter().map(|g| g.1).collect(),
        forfeits,
    })
}
