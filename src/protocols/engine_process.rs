//! An external engine run as a subprocess that speaks a line protocol (Hub, UCI, USI) on its
//! standard input and output, for `dama match`: starting it, lines in and out with timeouts,
//! and telling a crash from silence. The protocols' clients ([`super::hub_client`],
//! [`super::uci_client`]) hold what each says.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How an external engine failed to give a move. In a match the game is lost by that engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Its process exited or closed its output (with the exit status when known).
    Crashed(Option<String>),
    /// It gave no answer in time.
    Timeout,
    /// It answered a move that cannot be read or is not legal (its text).
    IllegalMove(String),
    /// It answered without a move.
    NoMove,
    /// It reported an error instead of a move.
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
    pub fn about(&self, who: &str) -> String {
        match self {
            Fault::Crashed(None) => format!("{who} crashed"),
            Fault::Crashed(Some(status)) => format!("{who} crashed ({status})"),
            Fault::Timeout => format!("{who} did not answer in time"),
            Fault::IllegalMove(m) => format!("illegal move {m} from {who}"),
            Fault::NoMove => format!("{who} answered without a move"),
            Fault::Error(e) => format!("{who} reported an error: {e}"),
            Fault::NoRestart(e) => format!("{who} could not be restarted: {e}"),
        }
    }
}

/// A running engine process.
pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The command that started it.
    pub command: String,
    /// How long past its thinking time an engine may take to answer before it has lost on time.
    pub grace: Duration,
}

impl EngineProcess {
    /// Starts `command` (program and arguments separated by spaces).
    pub fn start(command: &str) -> Result<EngineProcess, String> {
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
        Ok(EngineProcess {
            child,
            stdin,
            lines: rx,
            command: command.to_string(),
            grace: Duration::from_secs(10),
        })
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), Fault> {
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
    pub fn read(&mut self, timeout: Duration) -> Result<String, Fault> {
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

    /// The time an answer to a search of `move_time_ms` may take: twice that, and the grace
    /// (a loaded machine makes engines late).
    pub fn answer_deadline(&self, move_time_ms: f64) -> Instant {
        Instant::now() + Duration::from_secs_f64(2.0 * move_time_ms.max(0.0) / 1000.0) + self.grace
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|_| self.stdin.flush());
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
