//! Helpers of the protocol tests: a whole session of an engine run on text given in advance,
//! with what it writes read back as lines.

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};

/// A writer whose bytes the test reads once the session is over.
#[derive(Clone, Default)]
pub struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The lines `run` writes when it reads `input` to its end.
pub fn session(input: &str, run: impl FnOnce(Cursor<String>, Shared)) -> Vec<String> {
    let out = Shared::default();
    run(Cursor::new(input.to_string()), out.clone());
    let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
    text.lines().map(str::to_string).collect()
}
