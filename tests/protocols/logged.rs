//! Engines behind a filter that logs every line they are sent, and matches played with them.

use std::path::{Path, PathBuf};

use dama::protocols::matches::{run_match, MatchConfig, MatchGame, MatchReport};

/// `dama PROTOCOL` behind a filter that appends every line it is sent to a log of its own:
/// the command and the log.
pub fn logged(protocol: &str, name: &str) -> (String, PathBuf) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let log = dir.join(format!("{name}-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&log);
    let script = dir.join(format!("{name}-{}.sh", std::process::id()));
    std::fs::write(&script, "#!/bin/sh\ntee -a \"$1\" | \"$2\" \"$3\"\n").unwrap();
    let command = format!(
        "sh {} {} {} {protocol}",
        script.display(),
        log.display(),
        env!("CARGO_BIN_EXE_dama")
    );
    (command, log)
}

/// Plays `config`'s match, no game lost by an engine's fault: the report and the lines sent to
/// the engine logging to `log` (the log then removed).
pub fn run_logged<G: MatchGame>(config: &MatchConfig<G>, log: &Path) -> (MatchReport, String) {
    let report = run_match(config, &|_| {}).unwrap();
    assert_eq!(report.score.forfeits, [0, 0]);
    let sent = std::fs::read_to_string(log).unwrap();
    let _ = std::fs::remove_file(log);
    (report, sent)
}
