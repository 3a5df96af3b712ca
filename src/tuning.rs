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
#![cfg(not(target_arch = "wasm32"))]

use std::fmt::Write as _;
use std::path::Path;

use crate::movegen;
use crate::notation::pdn::{read_pdn, PdnResult};
use crate::position::{Color, Position};
use crate::rng::Rng;
use crate::rules::{Rules, Variant};
use crate::search::eval::{
    draw_damping, evaluate_with, features, weights_for, Family, Feature, Weights, FEATURES,
    MATERIAL_ONLY,
};

/// One labelled position.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// Side-relative feature counts.
    pub features: [i32; FEATURES],
    /// The evaluation's divisor for known drawish endings.
    pub damping: i32,
    /// The game's result for the side to move: 1 win, 0.5 draw, 0 loss.
    pub result: f64,
}

impl Sample {
    /// The engine's integer evaluation of this position with `w`.
    #[inline]
    pub fn eval(&self, w: &Weights) -> i32 {
        w.dot(&self.features) / self.damping
    }
}

/// Where positions come from and how the fit runs.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Plies skipped at the start of each game.
    pub skip_plies: usize,
    /// Percentage of games held out of the fit.
    pub test_percent: u32,
    /// Seed of the split.
    pub seed: u64,
    /// Steps of the fit.
    pub iterations: usize,
    /// Adam's step size, in hundredths of a man.
    pub rate: f64,
    /// Ridge penalty on the positional weights (all but man and king): `l2 · Σ (w / 100)²` is
    /// added to the loss, shrinking weights the games barely support.
    pub l2: f64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            skip_plies: 10,
            test_percent: 10,
            seed: 1,
            iterations: 3000,
            rate: 1.0,
            l2: 0.0,
        }
    }
}

/// Labelled positions split into training and held-out sets, and where they came from.
#[derive(Clone, Debug, Default)]
pub struct Corpus {
    /// Positions fitted.
    pub train: Vec<Sample>,
    /// Positions held out.
    pub test: Vec<Sample>,
    /// Per variant: games used and positions taken.
    pub sources: Vec<(Variant, usize, usize)>,
    /// Games left out: no result, no moves, a set-up start, or unreadable.
    pub skipped_games: usize,
}

impl Corpus {
    /// An empty corpus.
    pub fn new() -> Corpus {
        Corpus::default()
    }

    /// Adds the games of a PDN text (read as `variant` unless its tags say otherwise; games of
    /// another variant are skipped). Each game goes to the held-out set with probability
    /// `settings.test_percent` %, drawn from `rng`.
    pub fn add_pdn(&mut self, text: &str, variant: Variant, settings: &Settings, rng: &mut Rng) {
        for read in read_pdn(text, Some(variant)) {
            let Ok(g) = read else {
                self.skipped_games += 1;
                continue;
            };
            let white = match (&g.result, g.result.winner(variant)) {
                (_, Some(Color::White)) => 1.0,
                (_, Some(Color::Black)) => 0.0,
                (PdnResult::Draw, None) => 0.5,
                _ => {
                    self.skipped_games += 1;
                    continue;
                }
            };
            let moves = g.game.moves().len();
            if g.variant != variant
                || moves <= settings.skip_plies
                || g.start != crate::start_position(variant)
            {
                self.skipped_games += 1;
                continue;
            }
            let test = rng.below(100) < settings.test_percent as usize;
            let before = self.train.len() + self.test.len();
            for i in settings.skip_plies..moves {
                let Some(pos) = g.game.position_before(i) else {
                    break;
                };
                if let Some(s) = crate::with_rules!(variant, r => sample(r, pos, white)) {
                    if test {
                        self.test.push(s);
                    } else {
                        self.train.push(s);
                    }
                }
            }
            let taken = self.train.len() + self.test.len() - before;
            match self.sources.iter_mut().find(|s| s.0 == variant) {
                Some(s) => {
                    s.1 += 1;
                    s.2 += taken;
                }
                None => self.sources.push((variant, 1, taken)),
            }
        }
    }

    /// Reads every file of `dir/manifest.json` whose variant belongs to `family`.
    pub fn load(dir: &Path, family: Family, settings: &Settings) -> Result<Corpus, String> {
        let manifest = dir.join("manifest.json");
        let text = std::fs::read_to_string(&manifest)
            .map_err(|e| format!("cannot read {}: {e}", manifest.display()))?;
        let json: serde_json::Value = serde_json::from_str(&text)
            .map_err(|e| format!("{}: not JSON: {e}", manifest.display()))?;
        let files = json["files"]
            .as_array()
            .ok_or_else(|| format!("{}: no `files` list", manifest.display()))?;
        let mut corpus = Corpus::new();
        // Spread the seed over all bits: `Rng::new` sets the lowest bit, so seeds 2 and 3 would
        // otherwise give the same split.
        let mut rng = Rng::new(settings.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for f in files {
            let (Some(file), Some(name)) = (f["file"].as_str(), f["variant"].as_str()) else {
                continue;
            };
            let Some(variant) = Variant::from_name(name) else {
                continue;
            };
            if !family.variants().contains(&variant) || !file.starts_with(name) {
                continue;
            }
            let path = dir.join(file);
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            corpus.add_pdn(&text, variant, settings, &mut rng);
        }
        if corpus.train.is_empty() {
            return Err(format!(
                "no positions for {} in {}",
                family.name(),
                dir.display()
            ));
        }
        Ok(corpus)
    }
}

/// The sample of a quiet position: `None` when either side has a capture, so the material
/// on the board is the material that stays.
fn sample<R: Rules>(rules: R, pos: &Position, white_result: f64) -> Option<Sample> {
    if movegen::has_capture(rules, pos)
        || movegen::has_capture(rules, &pos.with_side(pos.side().opponent()))
    {
        return None;
    }
    let result = match pos.side() {
        Color::White => white_result,
        Color::Black => 1.0 - white_result,
    };
    let s = Sample {
        features: features(rules, pos),
        damping: draw_damping(rules, pos),
        result,
    };
    debug_assert_eq!(
        s.eval(&weights_for(rules)),
        evaluate_with(rules, pos, &weights_for(rules))
    );
    Some(s)
}

#[inline]
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean squared error of the predicted results with the engine's integer evaluation.
pub fn loss(samples: &[Sample], w: &Weights, k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - sigmoid(k * s.eval(w) as f64);
            d * d
        })
        .sum();
    sum / samples.len() as f64
}

/// The scale `K` that minimises the loss of `w` (golden-section search on `[0, 0.1]`).
pub fn fit_scale(samples: &[Sample], w: &Weights) -> f64 {
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let (mut a, mut b) = (0.0f64, 0.1f64);
    let mut c = b - phi * (b - a);
    let mut d = a + phi * (b - a);
    let (mut fc, mut fd) = (loss(samples, w, c), loss(samples, w, d));
    for _ in 0..60 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = loss(samples, w, c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = loss(samples, w, d);
        }
    }
    (a + b) / 2.0
}

/// Losses of one set of weights.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Losses {
    /// On the training positions.
    pub train: f64,
    /// On the held-out positions.
    pub test: f64,
}

impl Losses {
    fn of(corpus: &Corpus, w: &Weights, k: f64) -> Losses {
        Losses {
            train: loss(&corpus.train, w, k),
            test: loss(&corpus.test, w, k),
        }
    }
}

/// What a fit found.
#[derive(Clone, Debug)]
pub struct Report {
    /// The family tuned.
    pub family: Family,
    /// The scale of the logistic.
    pub k: f64,
    /// Losses of the material evaluation (man 100, king 300).
    pub material: Losses,
    /// Losses of the weights in force before the fit (the family's defaults).
    pub before: Losses,
    /// The fitted weights, rounded.
    pub weights: Weights,
    /// Losses of the fitted weights.
    pub after: Losses,
    /// Positions fitted and held out.
    pub positions: (usize, usize),
}

/// Fits the weights of `family` to `corpus`, starting from the material evaluation, and calls
/// `progress(step, training loss)` now and then.
pub fn tune(
    corpus: &Corpus,
    family: Family,
    settings: &Settings,
    progress: &mut dyn FnMut(usize, f64),
) -> Report {
    let start = MATERIAL_ONLY;
    let k = fit_scale(&corpus.train, &start);
    let w = fit(&corpus.train, &start, k, settings, progress);
    Report {
        family,
        k,
        material: Losses::of(corpus, &MATERIAL_ONLY, k),
        before: Losses::of(corpus, &family.weights(), k),
        weights: w,
        after: Losses::of(corpus, &w, k),
        positions: (corpus.train.len(), corpus.test.len()),
    }
}

/// Full-batch Adam on the mean squared error; the man's weight stays fixed.
fn fit(
    samples: &[Sample],
    start: &Weights,
    k: f64,
    settings: &Settings,
    progress: &mut dyn FnMut(usize, f64),
) -> Weights {
    let fixed = Feature::Man as usize;
    let mut w: [f64; FEATURES] = start.0.map(|x| x as f64);
    let (mut m, mut v) = ([0.0; FEATURES], [0.0; FEATURES]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    let n = samples.len().max(1) as f64;
    for step in 1..=settings.iterations {
        let mut grad = [0.0; FEATURES];
        let mut total = 0.0;
        for s in samples {
            let x = s.features.map(|f| f as f64 / s.damping as f64);
            let e: f64 = x.iter().zip(&w).map(|(a, b)| a * b).sum();
            let p = sigmoid(k * e);
            let diff = p - s.result;
            total += diff * diff;
            // d/dw (p - r)² = 2 (p - r) · p (1 - p) · K · x
            let g = 2.0 * diff * p * (1.0 - p) * k;
            for (gi, xi) in grad.iter_mut().zip(&x) {
                *gi += g * xi;
            }
        }
        for i in 0..FEATURES {
            if i == fixed {
                continue;
            }
            let mut g = grad[i] / n;
            if i != Feature::King as usize {
                g += 2.0 * settings.l2 * w[i] / 1e4;
            }
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(step as i32));
            let vh = v[i] / (1.0 - b2.powi(step as i32));
            w[i] -= settings.rate * mh / (vh.sqrt() + eps);
        }
        if step % 250 == 0 || step == settings.iterations {
            progress(step, total / n);
        }
    }
    Weights(w.map(|x| x.round() as i32))
}

/// The fitted weights as the Rust source of the family's default in `src/search/eval.rs`,
/// with a comment naming `command`, the games folder `dir`, the corpus and the losses.
pub fn rust_source(report: &Report, corpus: &Corpus, command: &str, dir: &Path) -> String {
    let mut s = String::new();
    let sources: Vec<String> = corpus
        .sources
        .iter()
        .map(|(v, games, positions)| format!("{v} {games} games, {positions} positions"))
        .collect();
    let text = format!(
        "{} Fitted by `{command}` on {} ({}; {} positions fitted, {} held out), \
         K = {:.5}. Loss (mean squared error of the result), fitted / held out: material \
         {:.5} / {:.5}, tuned {:.5} / {:.5}.",
        family_title(report.family),
        dir.display(),
        sources.join(", "),
        report.positions.0,
        report.positions.1,
        report.k,
        report.material.train,
        report.material.test,
        report.after.train,
        report.after.test
    );
    let mut line = String::from("///");
    for word in text.split(' ') {
        if line.len() + 1 + word.len() > 100 {
            let _ = writeln!(s, "{line}");
            line = String::from("///");
        }
        line.push(' ');
        line.push_str(word);
    }
    let _ = writeln!(s, "{line}");
    let _ = writeln!(
        s,
        "pub const {}: Weights = Weights([",
        report.family.const_name()
    );
    for f in Feature::ALL {
        let value = format!("{},", report.weights.get(f));
        let _ = writeln!(s, "    {value:<5}// {}", f.name());
    }
    let _ = writeln!(s, "]);");
    s
}

fn family_title(family: Family) -> &'static str {
    match family {
        Family::Flying10 => {
            "Weights for flying-king games on 10x10 (International; Antidraughts and Breakthrough \
             reshape the score for their goals)."
        }
        Family::Flying8 => {
            "Weights for flying-king games on 8x8 (Russian, Brazilian, Czech, Pool)."
        }
        Family::Short8 => "Weights for short-king games (English, Italian).",
        Family::Frisian => "Weights for Frisian and Frysk!.",
        Family::Turkish => "Weights for Turkish draughts.",
        Family::Soldiers => "Weights for Sixteen Soldiers.",
    }
}

/// The games folder `dama tune` reads unless told otherwise, relative to the repository root.
pub const DEFAULT_GAMES: &str = "tests/data/games";

/// `dama tune`: loads the family's games from `dir`, fits, and returns the Rust source of the
/// weights; `log` gets the corpus, the progress and the losses.
pub fn run(
    dir: &Path,
    family: Family,
    settings: &Settings,
    log: &mut dyn FnMut(String),
) -> Result<String, String> {
    let corpus = Corpus::load(dir, family, settings)?;
    for (v, games, positions) in &corpus.sources {
        log(format!("{v}: {games} games, {positions} quiet positions"));
    }
    log(format!(
        "{} positions to fit, {} held out, {} games skipped (no result, set-up start or too short)",
        corpus.train.len(),
        corpus.test.len(),
        corpus.skipped_games
    ));
    let report = tune(&corpus, family, settings, &mut |step, l| {
        log(format!("  step {step}: training loss {l:.6}"))
    });
    log(format!("K = {:.6}", report.k));
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
    Ok(rust_source(&report, &corpus, &command, dir))
}
