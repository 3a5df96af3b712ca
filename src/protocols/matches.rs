//! `dama match`: engine-vs-engine games between our levels and algorithms or external Hub
//! engines, colours alternated over a set of random opening positions (or given ones), on several
//! threads, with W/D/L, score and an Elo difference with its 95% interval.

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::common::rng::Rng;
use crate::draughts::eval::{Family, Feature};
use crate::draughts::game::{Game, GameResult};
use crate::draughts::moves::Move;
use crate::draughts::notation::pdn::write_pdn;
use crate::draughts::position::Color;
use crate::draughts::rules::Variant;
use crate::draughts::Draughts;
use crate::protocols::hub_client::{Fault, HubEngine};
use crate::search::bot::{BookUse, Bot, EndgameUse, ENDGAME_LEVEL};
use crate::search::levels::Opponent;
use crate::search::{Limits, Searcher, Style};

/// One side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    /// One of our levels or classic bots, playing from the opening book.
    Internal(Opponent),
    /// One of our levels without its opening book (`nobook:level:9`).
    NoBook(Opponent),
    /// One of our levels without its own endgame bitbase (`nobitbase:level:9`).
    NoBitbase(Opponent),
    /// An external Hub engine: the command that starts it.
    Hub(String),
    /// An external Hub engine that thinks on the opponent's time (`ponder:hub:COMMAND`): after
    /// each of its moves it ponders the reply it expects, and `ponder-hit` turns that search
    /// into its next one when the opponent plays it.
    PonderingHub(String),
}

impl EngineSpec {
    /// Reads `hub:COMMAND`, `ponder:hub:COMMAND`, an opponent (`level:5`, `mcts:3`, `greedy`,
    /// `alphabeta:6`…) or `nobook:` or `nobitbase:` and a level.
    pub fn parse(text: &str) -> Result<EngineSpec, String> {
        if let Some(hub) = text.strip_prefix("ponder:") {
            return match EngineSpec::parse(hub)? {
                EngineSpec::Hub(cmd) => Ok(EngineSpec::PonderingHub(cmd)),
                _ => Err(format!(
                    "ponder: is for Hub engines (ponder:hub:COMMAND), not {hub}"
                )),
            };
        }
        if let Some(level) = text.strip_prefix("nobook:") {
            return Opponent::parse(level).map(EngineSpec::NoBook);
        }
        if let Some(level) = text.strip_prefix("nobitbase:") {
            return Opponent::parse(level).map(EngineSpec::NoBitbase);
        }
        match text.strip_prefix("hub:") {
            Some(cmd) if !cmd.trim().is_empty() => Ok(EngineSpec::Hub(cmd.trim().to_string())),
            Some(_) => Err("hub: needs the engine's command, e.g. hub:\"scan hub\"".into()),
            None => Opponent::parse(text).map(EngineSpec::Internal),
        }
    }

    /// A short name for tags and reports.
    pub fn name(&self) -> String {
        match self {
            EngineSpec::Internal(o) => o.to_string(),
            EngineSpec::NoBook(o) => format!("nobook:{o}"),
            EngineSpec::NoBitbase(o) => format!("nobitbase:{o}"),
            EngineSpec::Hub(cmd) => format!("hub:{cmd}"),
            EngineSpec::PonderingHub(cmd) => format!("ponder:hub:{cmd}"),
        }
    }
}

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The game.
    pub variant: Variant,
    /// Engine 1 and engine 2; results are given from engine 1's side.
    pub engines: [EngineSpec; 2],
    /// Number of games (each opening is played twice, colours swapped).
    pub games: usize,
    /// Where the games start.
    pub openings: Openings,
    /// Games played at once.
    pub threads: usize,
    /// Seed of the openings and of the bots' choices.
    pub seed: u64,
    /// Thinking time per move: for Hub engines always, for ours when given (else their level).
    pub move_time_ms: Option<f64>,
    /// Longest game in plies before it is adjudicated a draw.
    pub max_plies: usize,
}

/// Where a match's games start.
#[derive(Clone, Debug)]
pub enum Openings {
    /// Distinct balanced positions this many random plies from the start (see [`openings`]).
    Random {
        /// Random plies from the start.
        plies: usize,
    },
    /// Given games, each at its last move (e.g. read by [`openings_from_pdn`]): the games go on
    /// from there, with the moves before kept in their records and draw counters.
    Given(Vec<Game>),
}

/// The openings of a PDN file for `variant`: each game, replayed to its last move, is the start
/// of a pair of games; its recorded result is ignored. A game that does not read, is of another
/// game's rules, or has ended on the board, is an error naming it, and so is a file without a
/// game.
pub fn openings_from_pdn(text: &str, variant: Variant) -> Result<Vec<Game>, String> {
    let mut out = Vec::new();
    for read in crate::draughts::notation::pdn::read_pdn(text, Some(variant)) {
        let pdn = read.map_err(|e| e.to_string())?;
        let number = out.len() + 1;
        if pdn.variant != variant {
            return Err(format!(
                "opening {number} (line {}) is a game of {}, not {variant}",
                pdn.line, pdn.variant
            ));
        }
        let mut game = pdn.game;
        game.truncate();
        // The record's result (an agreed draw, a resignation) does not end the game: the rules do.
        game.set_recorded_result(None);
        if game.result() != GameResult::Ongoing {
            return Err(format!(
                "opening {number} (line {}) has ended: no game can start from it",
                pdn.line
            ));
        }
        out.push(game);
    }
    if out.is_empty() {
        return Err("the openings file holds no game".into());
    }
    Ok(out)
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

/// The outcome of a match so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchScore {
    /// Wins of engine 1.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses of engine 1.
    pub losses: u32,
    /// Games lost by each engine's fault (crash, timeout, illegal move, error), counted in
    /// the wins and losses too.
    pub forfeits: [u32; 2],
}

impl MatchScore {
    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Engine 1's score in [0, 1].
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }

    /// Elo difference (engine 1 minus engine 2) and its 95% interval, from the trinomial
    /// standard error of the score. A clean sweep has no finite estimate: the difference is
    /// infinite and the interval's near end comes from the rule of three (with no loss in `n`
    /// games, the loss rate is below 3/`n` at 95%).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games() as f64;
        let p = self.score();
        if n == 0.0 {
            return (0.0, 0.0, 0.0);
        }
        let to_elo = |x: f64| -400.0 * (1.0 / x - 1.0).log10();
        if p == 1.0 {
            return (
                f64::INFINITY,
                to_elo((1.0 - 3.0 / n).max(1e-4)),
                f64::INFINITY,
            );
        }
        if p == 0.0 {
            return (
                f64::NEG_INFINITY,
                f64::NEG_INFINITY,
                to_elo((3.0 / n).min(1.0 - 1e-4)),
            );
        }
        let var = (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n;
        let se = (var / n).sqrt();
        let elo = |x: f64| to_elo(x.clamp(1e-4, 1.0 - 1e-4));
        (elo(p), elo(p - 1.96 * se), elo(p + 1.96 * se))
    }

    /// One line: `W-D-L, score, Elo ± interval`.
    pub fn summary(&self) -> String {
        let (e, lo, hi) = self.elo();
        let elo = if e == f64::INFINITY {
            format!("Elo +inf (95%: above {lo:+.0})")
        } else if e == f64::NEG_INFINITY {
            format!("Elo -inf (95%: below {hi:+.0})")
        } else {
            let (e, lo, hi) = (signed(e), signed(lo), signed(hi));
            format!("Elo {e} (95% interval {lo} to {hi})")
        };
        let forfeits = match self.forfeits {
            [0, 0] => String::new(),
            [a, b] => format!(
                "; {} lost by an engine's fault (engine 1: {a}, engine 2: {b})",
                if a + b == 1 {
                    "1 game".to_string()
                } else {
                    format!("{} games", a + b)
                }
            ),
        };
        format!(
            "W {} D {} L {} ({} games), score {:.1}%, {elo}{forfeits}",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            100.0 * self.score(),
        )
    }
}

/// A finished match: the score and every game as PDN.
#[derive(Debug, Default)]
pub struct MatchReport {
    /// W/D/L from engine 1's side.
    pub score: MatchScore,
    /// The games in PDN, in order.
    pub pdn: Vec<String>,
    /// The games lost by an engine's fault, in order.
    pub forfeits: Vec<Forfeit>,
}

/// A Hub engine's time a move when the match gives none.
const HUB_MOVE_TIME_MS: f64 = 1000.0;

enum Player {
    Bot(Box<Bot<Draughts>>),
    Hub(Box<HubEngine>),
}

impl Player {
    fn start(spec: &EngineSpec, variant: Variant, seed: u64) -> Result<Player, String> {
        Ok(match spec {
            EngineSpec::Internal(o) | EngineSpec::NoBook(o) | EngineSpec::NoBitbase(o) => {
                let mut bot = Bot::new(*o, seed);
                bot.set_book(match spec {
                    EngineSpec::NoBook(_) => BookUse::Off,
                    _ => BookUse::Timed,
                });
                if let EngineSpec::NoBitbase(_) = spec {
                    bot.set_endgames(EndgameUse::Off);
                }
                Player::Bot(Box::new(bot))
            }
            EngineSpec::Hub(cmd) => Player::Hub(Box::new(HubEngine::start(cmd, variant)?)),
            EngineSpec::PonderingHub(cmd) => {
                let mut engine = HubEngine::start(cmd, variant)?;
                engine.ponders = true;
                Player::Hub(Box::new(engine))
            }
        })
    }

    fn new_game(&mut self, seed: u64) -> Result<(), Fault> {
        match self {
            Player::Bot(b) => {
                b.new_game_seeded(seed);
                Ok(())
            }
            Player::Hub(h) => h.new_game(),
        }
    }

    /// A pondering Hub engine thinks on the opponent's time after its move, now in `game`.
    fn ponder(&mut self, game: &Game, move_time_ms: Option<f64>) -> Result<(), Fault> {
        match self {
            Player::Bot(_) => Ok(()),
            Player::Hub(h) => h.ponder(game, move_time_ms.unwrap_or(HUB_MOVE_TIME_MS)),
        }
    }

    /// Ends a Hub engine's pondering, if any.
    fn stop_pondering(&mut self) -> Result<(), Fault> {
        match self {
            Player::Bot(_) => Ok(()),
            Player::Hub(h) => h.stop_pondering(),
        }
    }

    fn choose(&mut self, game: &Game, move_time_ms: Option<f64>) -> Result<Option<Move>, Fault> {
        match self {
            Player::Bot(b) => {
                let limits = move_time_ms.map(|t| Limits {
                    time_ms: Some(t),
                    ..Limits::default()
                });
                Ok(b.think(game, limits, &mut |_| {}).best)
            }
            Player::Hub(h) => h
                .choose(game, move_time_ms.unwrap_or(HUB_MOVE_TIME_MS))
                .map(Some),
        }
    }
}

/// Plies of the material search that tells whether an opening is [`balanced`].
const BALANCE_DEPTH: u32 = 6;

/// Whether `game` is a fair start for both colours: as many pieces on each side, no capture
/// pending, and no piece won by force within [`BALANCE_DEPTH`] plies and the captures after them
/// (a search that counts material alone). A random line often gives a piece away, or leaves the
/// side to move a shot that wins one (`35-30 16-21 31-26 19-23`, then 32-28 23x32 38x16): in a
/// pair of games on such an opening the stronger engine loses half a point or more with the
/// handicapped colour whatever it plays.
pub fn balanced(game: &Game, searcher: &mut Searcher<Draughts>) -> bool {
    let pos = game.position();
    if pos.pieces(Color::White).count() != pos.pieces(Color::Black).count()
        || game.legal_moves().iter().any(|m| m.is_capture())
    {
        return false;
    }
    let material = Family::of(game.variant()).material();
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
    score.abs() < material.get(Feature::Man).abs()
}

/// The random openings of a match: `count` games `plies` moves from the start, at distinct
/// [`balanced`] positions, so that neither colour starts a piece up. Where a game has too few such
/// positions at `plies` moves (Sixteen Soldiers has 82 at 4), the rest are found two moves deeper,
/// and so on.
pub fn openings(variant: Variant, count: usize, plies: usize, seed: u64) -> Vec<Game> {
    let mut searcher = Searcher::new(16);
    let mut rng = Rng::new(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut depth = plies;
    while out.len() < count && depth <= plies + 12 {
        let mut attempts = 0;
        while out.len() < count && attempts < count * 50 {
            attempts += 1;
            let mut g = Game::new(variant);
            for _ in 0..depth {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves.as_slice()[rng.below(moves.len())];
                let _ = g.play(&m);
            }
            if g.result() == GameResult::Ongoing
                && !seen.contains(&g.position().hash())
                && balanced(&g, &mut searcher)
            {
                seen.insert(g.position().hash());
                out.push(g);
            }
        }
        depth += 2;
    }
    out
}

/// A game played: the result for engine 1 (+1, 0, -1), the moves, the PDN result and, for a
/// game not ended by the rules, why it ended.
struct Played {
    outcome: i32,
    game: Game,
    result: &'static str,
    termination: Option<String>,
    /// The engine (0 or 1) whose fault lost the game.
    fault: Option<usize>,
}

/// Plays game number `round`; `first_is_white` says whether engine 1 has White. An engine that
/// fails (crash, timeout, illegal move, error) loses the game and is dropped: a missing player
/// is started again before the game.
fn play_game(
    config: &MatchConfig,
    players: &mut [Option<Player>; 2],
    round: usize,
    opening: &Game,
    first_is_white: bool,
) -> Result<Played, String> {
    let mut game = opening.clone();
    let forfeit = |game: Game, k: usize, fault: Fault| {
        let winner = if (k == 1) == first_is_white {
            Color::White
        } else {
            Color::Black
        };
        Played {
            outcome: if k == 0 { -1 } else { 1 },
            game,
            result: GameResult::pdn_win(winner, config.variant),
            termination: Some(fault.describe(k + 1)),
            fault: Some(k),
        }
    };
    // Each game's choices depend on the seed and its number only, not on which thread plays it.
    for (k, slot) in players.iter_mut().enumerate() {
        let seed = crate::common::rng::splitmix(config.seed ^ ((round as u64) << 1 | k as u64));
        if slot.is_none() {
            match Player::start(&config.engines[k], config.variant, seed) {
                Ok(p) => *slot = Some(p),
                Err(e) => return Ok(forfeit(game, k, Fault::NoRestart(e))),
            }
        }
        if let Some(Err(f)) = slot.as_mut().map(|p| p.new_game(seed)) {
            *slot = None;
            return Ok(forfeit(game, k, f));
        }
    }
    while game.result() == GameResult::Ongoing && game.ply() < config.max_plies {
        let white_to_move = game.position().side() == Color::White;
        let idx = if white_to_move == first_is_white {
            0
        } else {
            1
        };
        let Some(player) = players[idx].as_mut() else {
            return Err(format!("engine {} is not running", idx + 1));
        };
        match player.choose(&game, config.move_time_ms) {
            Ok(Some(m)) => {
                if game.play(&m).is_err() {
                    let text = crate::protocols::hub::move_to_hub(config.variant, &m);
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
        if let Some(Err(_)) = slot.as_mut().map(Player::stop_pondering) {
            *slot = None;
        }
    }
    let end = game.result();
    let (outcome, result, termination) = match end {
        GameResult::Win { winner, .. } if (winner == Color::White) == first_is_white => {
            (1, end.pdn(config.variant), None)
        }
        GameResult::Win { .. } => (-1, end.pdn(config.variant), None),
        GameResult::Draw { .. } => (0, end.pdn(config.variant), None),
        // Cut at max plies: a draw, though the rules did not end the game.
        GameResult::Ongoing => (
            0,
            "1/2-1/2",
            Some(format!("draw at max plies ({})", config.max_plies)),
        ),
    };
    Ok(Played {
        outcome,
        game,
        result,
        termination,
        fault: None,
    })
}

/// Plays the match, calling `progress` after each game with the score so far. A game an engine
/// loses by its fault (crash, timeout, illegal move, error) is scored as a loss for it, written
/// with a `Termination` tag saying what happened, and that engine is restarted for its next
/// game. Only an engine that cannot be started at all, or a panic while a game is played or
/// recorded (the error names the game), ends the match with an error.
pub fn run_match(
    config: &MatchConfig,
    progress: &(dyn Fn(&MatchScore) + Sync),
) -> Result<MatchReport, String> {
    let pairs = config.games.div_ceil(2);
    let lines: Vec<Game> = match &config.openings {
        Openings::Random { plies } => openings(config.variant, pairs, *plies, config.seed),
        Openings::Given(games) => games.clone(),
    };
    if lines.is_empty() {
        return Err("no opening could be made".into());
    }
    // A level's own bitbase is solved before the first game rather than on its clock.
    let own_bitbase = config.engines.iter().any(|e| match e {
        EngineSpec::Internal(Opponent::Level { level, .. })
        | EngineSpec::NoBook(Opponent::Level { level, .. }) => *level >= ENDGAME_LEVEL,
        _ => false,
    });
    if own_bitbase {
        crate::draughts::endgames::with_lone_kings(config.variant, true);
    }
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, String, Option<Forfeit>)>> = Mutex::new(Vec::new());
    let score = Mutex::new(MatchScore::default());
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for worker in 0..config.threads.max(1) {
            let (next, results, score, error, lines) = (&next, &results, &score, &error, &lines);
            scope.spawn(move || {
                let seed = config.seed ^ (worker as u64 + 1).wrapping_mul(0x9E37_79B9);
                let mut players = match (
                    Player::start(&config.engines[0], config.variant, seed),
                    Player::start(&config.engines[1], config.variant, seed ^ 0xFFFF),
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
                            (
                                "Event".to_string(),
                                format!("dama match {}", config.variant),
                            ),
                            ("Round".to_string(), (i + 1).to_string()),
                            ("White".to_string(), white.clone()),
                            ("Black".to_string(), black.clone()),
                            ("Result".to_string(), played.result.to_string()),
                        ];
                        if let Some(t) = &played.termination {
                            tags.push(("Termination".to_string(), t.clone()));
                        }
                        let pdn = write_pdn(&played.game, &tags);
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
                            r.push((i, pdn, forfeit));
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
        pdn: games.into_iter().map(|g| g.1).collect(),
        forfeits,
    })
}

/// `x` rounded, with its sign: an even result is `+0`, never `-0`.
fn signed(x: f64) -> String {
    // Adding +0 turns a negative zero into a positive one.
    format!("{:+.0}", x.round() + 0.0)
}
