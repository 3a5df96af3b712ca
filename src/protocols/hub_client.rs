//! An external engine speaking Hub, run as a subprocess (for `dama match`).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::draughts::game::{Game, GameResult};
use crate::draughts::moves::Move;
use crate::draughts::rules::Variant;
use crate::protocols::hub::{
    move_from_hub, move_to_hub, parse_line, position_to_hub, variant_to_hub,
};

/// How an external engine failed to give a move. In a match the game is lost by that engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Its process exited or closed its output (with the exit status when known).
    Crashed(Option<String>),
    /// It gave no answer in time.
    Timeout,
    /// It answered a move that cannot be read or is not legal (its text).
    IllegalMove(String),
    /// It answered `done` without a move.
    NoMove,
    /// It reported an error (`error message=...`) instead of a move.
    Error(String),
    /// It could not be started again after an earlier fault.
    NoRestart(String),
}

impl Fault {
    /// What happened, naming the engine as `engine N` (`N` = `engine`, 1 or 2).
    pub fn describe(&self, engine: usize) -> String {
        self.about(&format!("engine {engine}"))
    }

    /// What happened to the engine called `who`.
    fn about(&self, who: &str) -> String {
        match self {
            Fault::Crashed(None) => format!("{who} crashed"),
            Fault::Crashed(Some(status)) => format!("{who} crashed ({status})"),
            Fault::Timeout => format!("{who} did not answer in time"),
            Fault::IllegalMove(m) => format!("illegal move {m} from {who}"),
            Fault::NoMove => format!("{who} answered done without a move"),
            Fault::Error(e) => format!("{who} reported an error: {e}"),
            Fault::NoRestart(e) => format!("{who} could not be restarted: {e}"),
        }
    }
}

/// A running Hub engine.
pub struct HubEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
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
    pub fn start(command: &str, variant: Variant) -> Result<HubEngine, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("empty engine command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start engine `{command}`: {e}"))?;
        let stdin = child.stdin.take().ok_or("engine has no stdin")?;
        let stdout = child.stdout.take().ok_or("engine has no stdout")?;
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = HubEngine {
            child,
            stdin,
            lines: rx,
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
        loop {
            let line = engine.read(setup).map_err(failed)?;
            let (cmd, args) = parse_line(&line);
            if cmd == "id" {
                if let Some((_, n)) = args.iter().find(|(k, _)| k == "name") {
                    engine.name = n.clone();
                }
            }
            if cmd == "wait" {
                break;
            }
        }
        engine
            .send(&format!(
                "set-param name=variant value={}",
                variant_to_hub(variant)
            ))
            .and_then(|_| engine.send("init"))
            .map_err(failed)?;
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
        match writeln!(self.stdin, "{line}").and_then(|_| self.stdin.flush()) {
            Ok(()) => Ok(()),
            Err(_) => Err(self.crashed()),
        }
    }

    /// The crash fault, with the exit status if the process ends within a moment.
    fn crashed(&mut self) -> Fault {
        for _ in 0..20 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Fault::Crashed(Some(status.to_string()));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        Fault::Crashed(None)
    }

    /// The next line, within `timeout`. An engine whose output closes or whose process exits
    /// has crashed; one still running but silent has timed out.
    fn read(&mut self, timeout: Duration) -> Result<String, Fault> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self
                .lines
                .recv_timeout(left.min(Duration::from_millis(200)))
            {
                Ok(line) => return Ok(line),
                Err(RecvTimeoutError::Disconnected) => return Err(self.crashed()),
                Err(RecvTimeoutError::Timeout) => {
                    if let Ok(Some(status)) = self.child.try_wait() {
                        return Err(Fault::Crashed(Some(status.to_string())));
                    }
                    if left.is_zero() {
                        return Err(Fault::Timeout);
                    }
                }
            }
        }
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
        // Twice the time asked for, and the grace: a loaded machine makes engines late.
        let deadline = Instant::now()
            + Duration::from_secs_f64(2.0 * move_time_ms.max(0.0) / 1000.0)
            + self.grace;
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

impl Drop for HubEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|_| self.stdin.flush());
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
