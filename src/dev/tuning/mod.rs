//! Texel tuning of the evaluation weights on positions from real games (`dama tune`).
//!
//! Positions come from the game records of `tests/data/games` (its `manifest.json` lists the files
//! and their variants), read with [`read_pdn`]. The first plies of each game are skipped (book
//! moves), and so is every position where the side to move has a capture: the evaluation is only
//! asked about quiet positions, the search resolves the others. Each position is labelled with
//! the game's result from the side to move's view (1, ½ or 0); a record's `1-0` is a win for
//! the side that moves first (Black in English checkers).
//!
//! The predicted result of a position is `σ(K · eval)`. `K` is fitted first, on the material
//! evaluation (man 100, king 300), by golden-section search; then the weights (the man stays at
//! 100, the unit of the scale) are fitted by full-batch Adam on the mean squared error, in
//! floating point, and rounded. Games, not positions, are split into a training and a held-out
//! set, so positions of one game never land on both sides and the held-out loss shows
//! overfitting. Everything is seeded: the same command prints the same weights.
//!
//! Features are computed once per position ([`features`]), so each step of the fit is a few
//! multiplications per position; the held-out loss of the rounded weights uses the engine's own
//! integer evaluation.
//!
//! With [`Settings::patterns`], the pattern tables of the square boards
//! (`src/draughts/patterns/`) are fitted in the same run: each sample keeps its windows'
//! configurations, the side to move's and the opponent's, so an entry's gradient is a sum over
//! the samples that hold it, and `pattern_l2` shrinks the entries few samples hold.
//!
//! Here: `dama tune` itself ([`run`]); [`corpus`] reads the games into samples, [`fit`] fits the
//! weights and tables to them, [`source`] prints the result as Rust, [`settings`] says how.
//!
//! [`read_pdn`]: crate::draughts::notation::pdn::read_pdn
//! [`features`]: crate::draughts::eval::features
//! [`Settings::patterns`]: settings::Settings::patterns
#![cfg(not(target_arch = "wasm32"))]

pub mod corpus;
pub mod fit;
pub mod settings;
pub mod source;

use std::fmt::Write as _;
use std::path::Path;

use crate::draughts::patterns;
use crate::draughts::weights::Family;
use corpus::{Corpus, Sample, DEFAULT_GAMES};
use fit::{fit_scale, loss_by, tune};
use settings::Settings;
use source::rust_source;

/// What `dama tune` reads and writes.
#[derive(Clone, Debug)]
pub struct Job {
    /// The games folder with its manifest.
    pub dir: std::path::PathBuf,
    /// The family fitted.
    pub family: Family,
    /// Where the fitted pattern tables go, when patterns are fitted.
    pub patterns_out: Option<std::path::PathBuf>,
    /// Games of other play (a folder with its manifest) on which the fitted evaluation is
    /// checked too: every position held out, the logistic's scale fitted to their material.
    pub check: Option<std::path::PathBuf>,
}

/// `dama tune`: loads the family's games, fits, writes the pattern tables if asked, and returns
/// the Rust source of the weights; `log` gets the corpus, the progress and the losses.
pub fn run(job: &Job, settings: &Settings, log: &mut dyn FnMut(String)) -> Result<String, String> {
    let (dir, family) = (job.dir.as_path(), job.family);
    if settings.patterns && job.patterns_out.is_none() {
        return Err("--patterns needs --patterns-out FILE for the tables".into());
    }
    let corpus = Corpus::load(dir, family, settings)?;
    if settings.patterns && corpus.train.first().is_none_or(|s| s.windows == 0) {
        return Err(format!("{} has no pattern windows", family.name()));
    }
    if settings.tall && corpus.train.first().is_none_or(|s| s.tall_windows == 0) {
        return Err(format!("{} has no tall pattern windows", family.name()));
    }
    for (v, games, positions) in &corpus.sources {
        log(format!("{v}: {games} games, {positions} quiet positions"));
    }
    log(format!(
        "{} positions to fit, {} held out, {} games skipped (no result, set-up start or too short)",
        corpus.train.len(),
        corpus.test.len(),
        corpus.skipped_games
    ));
    if let Some(d) = settings.label_depth {
        log(format!(
            "labelling the {} fitted positions by {d}-ply searches (the search's share {})",
            corpus.train.len(),
            settings.label_share
        ));
    }
    let report = tune(&corpus, family, settings, &mut |step, l| {
        log(format!("  step {step}: training loss {l:.6}"))
    });
    log(format!("K = {:.6}", report.k));
    if let (Some(t), Some(path)) = (&report.tables, &job.patterns_out) {
        let bytes = patterns::tables::encode(t);
        std::fs::write(path, &bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        for t in std::iter::once(&t.square).chain(&t.tall) {
            let used = t.entries.iter().filter(|e| **e != [0, 0]).count();
            log(format!(
                "{} windows: {used} of {} configurations non-zero",
                t.shape.name(),
                t.entries.len(),
            ));
        }
        log(format!(
            "pattern tables: {} bytes in {}",
            bytes.len(),
            path.display()
        ));
    }
    for (name, l) in [
        ("material", report.material),
        ("defaults", report.before),
        ("tuned", report.after),
    ] {
        log(format!(
            "loss {name:<9} train {:.6}  held out {:.6}",
            l.train, l.test
        ));
    }
    if let Some(check) = &job.check {
        let all_held_out = Settings {
            test_percent: 100,
            label_depth: None,
            ..settings.clone()
        };
        let games = Corpus::load_held_out(check, family, &all_held_out)?;
        let k = fit_scale(&games, &family.material());
        let on = |eval: &dyn Fn(&Sample) -> i32| loss_by(&games, k, eval);
        let tables = report.tables.as_ref();
        log(format!(
            "check games {}: {} positions, K = {k:.6}; loss material {:.6}  defaults {:.6}  tuned {:.6}",
            check.display(),
            games.len(),
            on(&|s| s.eval(&family.material(), None)),
            on(&|s| s.shipped),
            on(&|s| s.eval(&report.weights, tables)),
        ));
    }
    let defaults = Settings::default();
    let mut command = format!("dama tune --family {}", family.name());
    if dir != Path::new(DEFAULT_GAMES) {
        let _ = write!(command, " --games {}", dir.display());
    }
    if settings.skip_plies != defaults.skip_plies {
        let _ = write!(command, " --skip-plies {}", settings.skip_plies);
    }
    if settings.test_percent != defaults.test_percent {
        let _ = write!(command, " --test-percent {}", settings.test_percent);
    }
    if settings.seed != defaults.seed {
        let _ = write!(command, " --seed {}", settings.seed);
    }
    if settings.iterations != defaults.iterations {
        let _ = write!(command, " --iterations {}", settings.iterations);
    }
    if settings.l2 != defaults.l2 {
        let _ = write!(command, " --l2 {}", settings.l2);
    }
    if let Some(v) = settings.king {
        let _ = write!(command, " --king {v}");
    }
    if let Some(k) = settings.scale {
        let _ = write!(command, " --scale {k}");
    }
    if let Some(d) = settings.label_depth {
        let _ = write!(
            command,
            " --label-depth {d} --label-share {}",
            settings.label_share
        );
    }
    if let (true, Some(path)) = (settings.patterns, &job.patterns_out) {
        let _ = write!(command, " --patterns --pattern-l2 {}", settings.pattern_l2);
        if settings.tall {
            let _ = write!(command, " --tall --tall-l2 {}", settings.tall_l2);
        }
        let _ = write!(command, " --patterns-out {}", path.display());
    }
    Ok(rust_source(&report, &corpus, &command, dir))
}
