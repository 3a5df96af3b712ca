//! An external draughts engine speaking Hub, run as a subprocess, as a player of `dama match`.

use std::time::{Duration, Instant};

use super::matches::{
    check_declared, material_balanced, ExternalEngine, MatchGame, Player, Protocol,
};
use crate::draughts::game::{Draughts, Game, GameResult, State};
use crate::draughts::moves::Move;
use crate::draughts::position::Color;
use crate::draughts::rules::Variant;
use crate::draughts::weights::{Family, Feature};
use crate::protocols::hub::{
    move_from_hub, move_to_hub, parse_line, position_to_hub, variant_to_hub,
};
use crate::search::Searcher;

use super::engine_process::EngineProcess;
pub use super::engine_process::Fault;

/// A running Hub engine.
pub struct HubEngine {
    process: EngineProcess,
    variant: Variant,
    /// The name the engine gave in its `id` line.
    pub name: String,
    /// How long past its thinking time an engine may take to answer before it has lost on time.
    pub grace: Duration,
    /// Whether it thinks on the opponent's time (`go ponder`) about the reply it expects.
    pub ponders: bool,
    /// The reply it expects to its last move (`done move=… ponder=…`), when legal.
    expected: Option<Move>,
    /// The `pos` line of the position it is pondering, while it ponders.
    pondering: Option<String>,
}

impl HubEngine {
    /// Starts `command` (program and arguments separated by spaces) and sets it up for `variant`
    /// (named as Scan names it where Scan has the game: `normal`, `bt`, `losing`). An `error`
    /// answer to a setting is not fatal: the engine goes on with its own.
    /// Then it gives the engine `options` (`set-param`), each of which it must have declared.
    pub fn start(
        command: &str,
        variant: Variant,
        options: &[(String, String)],
    ) -> Result<HubEngine, String> {
        let process = EngineProcess::start(command)?;
        let mut engine = HubEngine {
            process,
            variant,
            name: command.to_string(),
            grace: Duration::from_secs(10),
            ponders: false,
            expected: None,
            pondering: None,
        };
        let setup = Duration::from_secs(20);
        let failed =
            |e: Fault| format!("{} while starting", e.about(&format!("engine `{command}`")));
        engine.send("hub").map_err(failed)?;
        let mut declared = Vec::new();
        loop {
            let line = engine.read(setup).map_err(failed)?;
            let (cmd, args) = parse_line(&line);
            let name = args.iter().find(|(k, _)| k == "name").map(|(_, n)| n);
            match (cmd.as_str(), name) {
                ("id", Some(n)) => engine.name = n.clone(),
                ("param", Some(n)) => declared.push(n.clone()),
                ("wait", _) => break,
                _ => {}
            }
        }
        check_declared(options, command, &declared)?;
        let settings = std::iter::once(("variant", variant_to_hub(variant)))
            .chain(options.iter().map(|(n, v)| (n.as_str(), v.as_str())));
        for (name, value) in settings {
            engine
                .send(&format!(
                    "set-param name={} value={}",
                    hub_value(name),
                    hub_value(value)
                ))
                .map_err(failed)?;
        }
        engine.send("init").map_err(failed)?;
        loop {
            // `error` lines (a setting refused) are passed over.
            let (cmd, _) = parse_line(&engine.read(setup).map_err(failed)?);
            if cmd == "ready" {
                break;
            }
        }
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), Fault> {
        self.process.send(line)
    }

    fn read(&mut self, timeout: Duration) -> Result<String, Fault> {
        self.process.read(timeout)
    }

    /// Tells the engine a new game starts (ending any pondering first).
    pub fn new_game(&mut self) -> Result<(), Fault> {
        self.stop_pondering()?;
        self.send("new-game")
    }

    /// The `pos` line of `game`'s current position: the start and the moves played.
    fn pos_line(&self, game: &Game) -> String {
        let v = self.variant;
        let moves: Vec<String> = game.moves()[..game.ply()]
            .iter()
            .map(|m| move_to_hub(v, m))
            .collect();
        let start = position_to_hub(v, game.start());
        format!("pos pos={start} moves=\"{}\"", moves.join(" "))
    }

    /// Asks for a move in `game`'s current position, thinking `move_time_ms`. The engine must
    /// answer within twice that time and [`HubEngine::grace`] more. If it has been pondering
    /// this very position (the opponent played the expected reply), `ponder-hit` turns that
    /// search into this one; pondering on another position is stopped first.
    pub fn choose(&mut self, game: &Game, move_time_ms: f64) -> Result<Move, Fault> {
        let v = self.variant;
        let pos = self.pos_line(game);
        if self.pondering.as_ref() == Some(&pos) {
            self.pondering = None;
            self.send("ponder-hit")?;
        } else {
            self.stop_pondering()?;
            self.send(&pos)?;
            self.send(&format!("level move-time={:.3}", move_time_ms / 1000.0))?;
            self.send("go think")?;
        }
        self.process.grace = self.grace;
        let deadline = self.process.answer_deadline(move_time_ms);
        let (text, ponder) = self.await_done(deadline)?;
        let text = text.ok_or(Fault::NoMove)?;
        let mv = move_from_hub(v, game.position(), &text).map_err(|_| Fault::IllegalMove(text))?;
        let after = game.position().play(&mv);
        self.expected = ponder.and_then(|p| move_from_hub(v, &after, &p).ok());
        Ok(mv)
    }

    /// Reads up to the engine's `done` (before `deadline`): its move and expected reply as
    /// written. An `error` line instead is a fault.
    fn await_done(&mut self, deadline: Instant) -> Result<(Option<String>, Option<String>), Fault> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let (cmd, args) = parse_line(&self.read(left)?);
            let get = |name: &str| args.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
            match cmd.as_str() {
                "done" => return Ok((get("move"), get("ponder"))),
                "error" => return Err(Fault::Error(get("message").unwrap_or_default())),
                _ => {}
            }
        }
    }

    /// After the engine's move has been played in `game`: if it ponders and expects a reply
    /// that is legal here, it thinks on the position after that reply until the opponent has
    /// moved (`go ponder`, with the move time for the `ponder-hit` that may follow).
    pub fn ponder(&mut self, game: &Game, move_time_ms: f64) -> Result<(), Fault> {
        let Some(reply) = self.expected.take().filter(|_| self.ponders) else {
            return Ok(());
        };
        let mut next = game.clone();
        if game.result() != GameResult::Ongoing || next.play(&reply).is_err() {
            return Ok(());
        }
        let pos = self.pos_line(&next);
        self.send(&pos)?;
        self.send(&format!("level move-time={:.3}", move_time_ms / 1000.0))?;
        self.send("go ponder")?;
        self.pondering = Some(pos);
        Ok(())
    }

    /// Ends pondering, if any: `stop`, and its `done` read and dropped, within the grace.
    pub fn stop_pondering(&mut self) -> Result<(), Fault> {
        if self.pondering.take().is_none() {
            return Ok(());
        }
        self.send("stop")?;
        self.await_done(Instant::now() + self.grace).map(|_| ())
    }
}

impl Player<Draughts> for HubEngine {
    fn new_game(&mut self, _seed: u64) -> Result<(), Fault> {
        HubEngine::new_game(self)
    }

    fn choose(&mut self, game: &Game, move_time_ms: Option<f64>) -> Result<Option<Move>, Fault> {
        HubEngine::choose(self, game, move_time_ms.unwrap_or(HUB_MOVE_TIME_MS)).map(Some)
    }

    fn ponder(&mut self, game: &Game, move_time_ms: Option<f64>) -> Result<(), Fault> {
        HubEngine::ponder(self, game, move_time_ms.unwrap_or(HUB_MOVE_TIME_MS))
    }

    fn stop_pondering(&mut self) -> Result<(), Fault> {
        HubEngine::stop_pondering(self)
    }
}

/// `text` as a Hub argument's value: quoted when it holds spaces.
fn hub_value(text: &str) -> String {
    if text.contains(char::is_whitespace) {
        format!("\"{text}\"")
    } else {
        text.to_string()
    }
}

/// A Hub engine's time a move when the match gives none.
const HUB_MOVE_TIME_MS: f64 = 1000.0;

/// Draughts in `dama match`: Hub engines, PDN files, and openings with as many pieces each side
/// and no capture pending.
impl MatchGame for Draughts {
    fn external(&self, spec: &ExternalEngine) -> Result<Box<dyn Player<Draughts>>, String> {
        if spec.protocol != Protocol::Hub {
            return Err(format!(
                "draughts engines speak Hub (hub:COMMAND), not {}",
                spec.protocol.name()
            ));
        }
        let mut engine = HubEngine::start(&spec.command, self.variant, &spec.options)?;
        engine.ponders = spec.ponder;
        Ok(Box::new(engine))
    }

    fn write_game(&self, record: &Game, tags: &[(String, String)]) -> String {
        crate::draughts::notation::pdn::write_pdn(record, tags)
    }

    fn engine_move(&self, _pos: &State, mv: &Move) -> String {
        move_to_hub(self.variant, mv)
    }

    /// Each game of a PDN file, replayed to its last move, is the start of a pair of games; its
    /// recorded result is ignored. A game that does not read, is of another game's rules, or
    /// has ended on the board, is an error naming it, and so is a file without a game.
    fn openings_from_file(&self, text: &str) -> Result<Vec<Game>, String> {
        let variant = self.variant;
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
            // The record's result (an agreed draw, a resignation) does not end the game: the
            // rules do.
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

    fn start(&self) -> Game {
        Game::new(self.variant).with_draw_rules(self.draws)
    }

    /// As many pieces on each side, no capture pending, and material even after the search.
    fn balanced(&self, game: &Game, searcher: &mut Searcher<Draughts>) -> bool {
        let pos = game.position();
        pos.pieces(Color::White).count() == pos.pieces(Color::Black).count()
            && !game.legal_moves().iter().any(|m| m.is_capture())
            && material_balanced(game, searcher, self.balance_margin())
    }

    /// A man.
    fn balance_margin(&self) -> i32 {
        Family::of(self.variant).material().get(Feature::Man).abs()
    }

    /// The lone kings' endings, solved once for the whole match.
    fn prepare_levels(&self) {
        crate::draughts::endgames::with_lone_kings(self.variant, true);
    }
}
