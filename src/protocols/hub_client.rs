//! An external engine speaking Hub, run as a subprocess (for `dama match`).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use crate::game::Game;
use crate::moves::Move;
use crate::protocols::hub::{move_from_hub, move_to_hub, parse_line, position_to_hub};
use crate::rules::Variant;

/// A running Hub engine.
pub struct HubEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    variant: Variant,
    /// The name the engine gave in its `id` line.
    pub name: String,
}

impl HubEngine {
    /// Starts `command` (program and arguments separated by spaces) and sets it up for `variant`.
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
        };
        engine.send("hub")?;
        loop {
            let line = engine.read(Duration::from_secs(20))?;
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
        engine.send(&format!("set-param name=variant value={}", variant.name()))?;
        engine.send("init")?;
        engine.expect("ready", Duration::from_secs(20))?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("engine {}: {e}", self.name))
    }

    fn read(&self, timeout: Duration) -> Result<String, String> {
        self.lines
            .recv_timeout(timeout)
            .map_err(|_| format!("engine {} did not answer", self.name))
    }

    fn expect(&self, command: &str, timeout: Duration) -> Result<Vec<(String, String)>, String> {
        loop {
            let (cmd, args) = parse_line(&self.read(timeout)?);
            if cmd == command {
                return Ok(args);
            }
            if cmd == "error" {
                return Err(format!("engine {}: {:?}", self.name, args));
            }
        }
    }

    /// Tells the engine a new game starts.
    pub fn new_game(&mut self) -> Result<(), String> {
        self.send("new-game")
    }

    /// Asks for a move in `game`'s current position, thinking `move_time_ms`.
    pub fn choose(&mut self, game: &Game, move_time_ms: f64) -> Result<Move, String> {
        let v = self.variant;
        let moves: Vec<String> = game.moves()[..game.ply()]
            .iter()
            .map(|m| move_to_hub(v, m))
            .collect();
        let start = position_to_hub(v, game.start());
        self.send(&format!("pos pos={start} moves=\"{}\"", moves.join(" ")))?;
        self.send(&format!("level move-time={:.3}", move_time_ms / 1000.0))?;
        self.send("go think")?;
        let wait = Duration::from_millis((move_time_ms * 10.0) as u64 + 10_000);
        let args = self.expect("done", wait)?;
        let text = args
            .iter()
            .find(|(k, _)| k == "move")
            .map(|(_, v)| v.clone())
            .ok_or("done without a move")?;
        move_from_hub(v, game.position(), &text).map_err(|e| format!("engine {}: {e}", self.name))
    }
}

impl Drop for HubEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
