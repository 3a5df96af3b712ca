//! `dama hub` on a thread, driven a line at a time: the test sends a line, waits for the
//! answers it expects within a time limit, and closes the input.

use std::io::{BufReader, Read, Write};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

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
pub struct Hub {
    input: Option<Sender<String>>,
    output: Receiver<String>,
    ended: Receiver<()>,
}

impl Hub {
    pub fn start() -> Hub {
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

    pub fn send(&self, line: &str) {
        self.input.as_ref().unwrap().send(line.to_string()).unwrap();
    }

    /// The lines up to the first starting with `prefix` (which is last), within `secs`.
    pub fn until(&self, prefix: &str, secs: f64) -> Vec<String> {
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

    /// Sends `commands` and `go think`: the lines up to the `done` that answers.
    pub fn think(&self, commands: &[&str]) -> Vec<String> {
        for command in commands {
            self.send(command);
        }
        self.send("go think");
        self.until("done", 10.0)
    }

    /// Sends `command` and asserts that no `done` comes once any search has ended: `pos` waits
    /// for the search's end, so all it printed comes before the answer to the `ping` that
    /// follows.
    pub fn assert_no_done_after(&self, command: &str) {
        self.send(command);
        self.send("pos");
        self.send("ping");
        assert_no_done(&self.until("pong", 10.0));
    }

    /// Every line printed within `secs`.
    pub fn lines_for(&self, secs: f64) -> Vec<String> {
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

    /// A session past `init`, its `ready` read.
    pub fn ready() -> Hub {
        let hub = Hub::start();
        hub.send("init");
        hub.until("ready", 10.0);
        hub
    }

    /// A session pondering the International start position, 0.2 s a move after `ponder-hit`.
    pub fn pondering_the_start() -> Hub {
        let hub = Hub::ready();
        hub.send("pos");
        hub.send("level move-time=0.2");
        hub.send("go ponder");
        hub
    }

    /// Closes the input; whether the engine then ended within `secs`.
    pub fn close(mut self, secs: f64) -> bool {
        self.input = None;
        self.ended
            .recv_timeout(Duration::from_secs_f64(secs))
            .is_ok()
    }
}

/// Asserts that no line of `lines` is a `done`.
pub fn assert_no_done(lines: &[String]) {
    assert!(!lines.iter().any(|l| l.starts_with("done")), "{lines:?}");
}
