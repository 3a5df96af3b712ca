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
//! (`src/draughts/patterns.rs`) are fitted in the same run: each sample keeps its windows'
//! configurations, the side to move's and the opponent's, so an entry's gradient is a sum over
//! the samples that hold it, and `pattern_l2` shrinks the entries few samples hold.
#![cfg(not(target_arch = "wasm32"))]

use std::fmt::Write as _;
use std::path::Path;

use crate::common::rng::Rng;
use crate::draughts::eval::{draw_damping, evaluate_full, evaluate_with, features, race};
use crate::draughts::game::Game;
use crate::draughts::movegen;
use crate::draughts::notation::pdn::{read_pdn, PdnResult};
use crate::draughts::patterns;
use crate::draughts::patterns::tables::{Patterns, Tables, MAX_ENTRY};
use crate::draughts::patterns::windows::{
    config, frames, phase, windows_of, Shape, MAX_TALL_WINDOWS, MAX_WINDOWS,
};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{Rules, Variant};
use crate::draughts::weights::{Family, Feature, Weights, FEATURES};
use crate::search::{Limits, Searcher};

/// One labelled position.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// Side-relative feature counts.
    pub features: [i32; FEATURES],
    /// The evaluation's divisor for known drawish endings.
    pub damping: i32,
    /// The evaluation's term that is not fitted: the race to the first king where it wins.
    pub race: i32,
    /// The game's result for the side to move: 1 win, 0.5 draw, 0 loss.
    pub result: f64,
    /// The pattern configuration of each square window, the side to move's first, then the
    /// opponent's (see `src/draughts/patterns.rs`).
    pub configs: [[u16; MAX_WINDOWS]; 2],
    /// The same of each tall window, when tall windows are fitted.
    pub tall: [[u32; MAX_TALL_WINDOWS]; 2],
    /// Tall windows read (0: none).
    pub tall_windows: u8,
    /// Windows of the board (0: it has no patterns).
    pub windows: u8,
    /// Pieces on the board, at most `full`: the middlegame share of the pattern blend.
    pub phase: u8,
    /// Men at the start.
    pub full: u8,
    /// The engine's evaluation with the family's shipped weights and tables.
    pub shipped: i32,
}

impl Sample {
    /// The engine's integer evaluation of this position with `w` and, if given, the pattern
    /// tables `p`.
    #[inline]
    pub fn eval(&self, w: &Weights, p: Option<&Patterns>) -> i32 {
        let pattern = p.map_or(0, |p| self.pattern(p));
        (w.dot(&self.features) + pattern) / self.damping + self.race
    }

    /// The pattern score with `p`, as the engine computes it (its tall tables only where the
    /// sample has its tall windows).
    fn pattern(&self, p: &Patterns) -> i32 {
        let (mut mg, mut eg) = (0, 0);
        let mut add = |t: &Tables, own: usize, opp: usize, k: usize| {
            let (a, b) = (t.entry(k, own), t.entry(k, opp));
            mg += a[0] as i32 - b[0] as i32;
            eg += a[1] as i32 - b[1] as i32;
        };
        for k in 0..(self.windows as usize).min(p.square.windows) {
            add(
                &p.square,
                self.configs[0][k] as usize,
                self.configs[1][k] as usize,
                k,
            );
        }
        if let Some(tall) = &p.tall {
            for k in 0..(self.tall_windows as usize).min(tall.windows) {
                add(tall, self.tall[0][k] as usize, self.tall[1][k] as usize, k);
            }
        }
        patterns::blend(mg, eg, self.phase as u32, self.full as u32)
    }

    /// For each window, the places of the side to move's and the opponent's entries in the
    /// square tables followed by the tall ones (these from `tall_at` on, when fitted).
    fn entry_pairs(&self, tall_at: Option<usize>) -> impl Iterator<Item = (usize, usize)> + '_ {
        let square = Shape::Square.configs();
        let own = (0..self.windows as usize).map(move |k| {
            (
                k * square + self.configs[0][k] as usize,
                k * square + self.configs[1][k] as usize,
            )
        });
        let tall_windows = tall_at.map_or(0, |_| self.tall_windows as usize);
        let at = tall_at.unwrap_or(0);
        let tall = Shape::Tall.configs();
        own.chain((0..tall_windows).map(move |k| {
            (
                at + k * tall + self.tall[0][k] as usize,
                at + k * tall + self.tall[1][k] as usize,
            )
        }))
    }

    /// The middlegame share of the pattern blend, 0 to 1.
    fn share(&self) -> f64 {
        self.phase as f64 / (self.full as f64).max(1.0)
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
    /// Fit pattern tables too (the square boards: diagonal ones and Turkish's).
    pub patterns: bool,
    /// Fit tall windows' tables on top of the square ones (the diagonal boards).
    pub tall: bool,
    /// Ridge penalty on the tall windows' entries, as `pattern_l2`.
    pub tall_l2: f64,
    /// Ridge penalty on the pattern entries, as `l2` for the linear weights.
    pub pattern_l2: f64,
    /// Hold the king's weight at this value instead of fitting it (self-play results of weak
    /// levels undervalue kings: their king endings are mostly drawn).
    pub king: Option<i32>,
    /// Label each fitted position by a search of this many plies too, blended with its game's
    /// result (the held-out positions keep their results, so held-out losses stay comparable).
    pub label_depth: Option<u32>,
    /// The search's share of a label, 0 to 1, with `label_depth`.
    pub label_share: f64,
    /// Hold the logistic's scale `K` at this value and fit the man's weight too, instead of
    /// fitting `K` to material and holding the man at it: for games where material says little
    /// about the result (Antidraughts), so the scores keep the scale of the other games.
    pub scale: Option<f64>,
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
            patterns: false,
            tall: false,
            tall_l2: 0.0,
            pattern_l2: 0.0,
            king: None,
            label_depth: None,
            label_share: 0.5,
            scale: None,
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
    /// The position of each fitted sample, kept only for labels by search.
    pub train_positions: Vec<(Variant, Position)>,
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
                if let Some(s) = sample_of(variant, pos, white, settings.tall) {
                    if test {
                        self.test.push(s);
                    } else {
                        self.train.push(s);
                        if settings.label_depth.is_some() {
                            self.train_positions.push((variant, *pos));
                        }
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

    /// The positions of every game of `dir/manifest.json` whose variant belongs to `family`, all
    /// held out.
    pub fn load_held_out(
        dir: &Path,
        family: Family,
        settings: &Settings,
    ) -> Result<Vec<Sample>, String> {
        let corpus = Corpus::load_with(dir, family, settings)?;
        if corpus.test.is_empty() {
            return Err(no_positions(family, dir));
        }
        Ok(corpus.test)
    }

    /// Reads every file of `dir/manifest.json` whose variant belongs to `family`.
    pub fn load(dir: &Path, family: Family, settings: &Settings) -> Result<Corpus, String> {
        let corpus = Corpus::load_with(dir, family, settings)?;
        if corpus.train.is_empty() {
            return Err(no_positions(family, dir));
        }
        Ok(corpus)
    }

    fn load_with(dir: &Path, family: Family, settings: &Settings) -> Result<Corpus, String> {
        let mut corpus = Corpus::new();
        // Spread the seed over all bits: `Rng::new` sets the lowest bit, so seeds 2 and 3 would
        // otherwise give the same split.
        let mut rng = Rng::new(settings.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for (variant, path) in manifest_files(dir, &|v| family.variants().contains(&v))? {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            corpus.add_pdn(&text, variant, settings, &mut rng);
        }
        Ok(corpus)
    }
}

/// The error of a games folder with no positions of `family`.
fn no_positions(family: Family, dir: &Path) -> String {
    format!("no positions for {} in {}", family.name(), dir.display())
}

/// The files `dir/manifest.json` lists (in its order) whose variant `keep` accepts, each in its
/// variant's folder.
pub fn manifest_files(
    dir: &Path,
    keep: &dyn Fn(Variant) -> bool,
) -> Result<Vec<(Variant, std::path::PathBuf)>, String> {
    let manifest = dir.join("manifest.json");
    let text = std::fs::read_to_string(&manifest)
        .map_err(|e| format!("cannot read {}: {e}", manifest.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| format!("{}: not JSON: {e}", manifest.display()))?;
    let files = json["files"]
        .as_array()
        .ok_or_else(|| format!("{}: no `files` list", manifest.display()))?;
    Ok(files
        .iter()
        .filter_map(|f| {
            let (file, name) = (f["file"].as_str()?, f["variant"].as_str()?);
            let variant = Variant::from_name(name)?;
            (keep(variant) && file.starts_with(name)).then(|| (variant, dir.join(file)))
        })
        .collect())
}

/// The sample of a quiet position of `variant` from a game whose result for White is
/// `white_result`, with its tall windows if `tall`: `None` when either side has a capture.
pub fn sample_of(
    variant: Variant,
    pos: &Position,
    white_result: f64,
    tall: bool,
) -> Option<Sample> {
    crate::with_rules!(variant, r => sample(r, pos, white_result, tall))
}

/// The configurations of each window of `shape` of the side to move, then of the opponent, and
/// the number of windows.
fn configs_of<R: Rules, const N: usize>(pos: &Position, shape: Shape) -> ([[u32; N]; 2], u8) {
    let win = windows_of::<R>(shape);
    let frames = frames(pos, win);
    let (us, them) = match pos.side() {
        Color::White => (frames[0], frames[1]),
        Color::Black => (frames[1], frames[0]),
    };
    let mut configs = [[0u32; N]; 2];
    for (side, (own, opp)) in configs.iter_mut().zip([us, them]) {
        for (k, c) in side.iter_mut().enumerate().take(win.count) {
            *c = config(own, opp, win, k) as u32;
        }
    }
    (configs, win.count.min(N) as u8)
}

/// The sample of a quiet position: `None` when either side has a capture, so the material
/// on the board is the material that stays.
fn sample<R: Rules>(rules: R, pos: &Position, white_result: f64, tall: bool) -> Option<Sample> {
    if movegen::has_capture(rules, pos)
        || movegen::has_capture(rules, &pos.with_side(pos.side().opponent()))
    {
        return None;
    }
    let result = match pos.side() {
        Color::White => white_result,
        Color::Black => 1.0 - white_result,
    };
    let win = windows_of::<R>(Shape::Square);
    let (square, windows) = configs_of::<R, MAX_WINDOWS>(pos, Shape::Square);
    let configs = square.map(|side| side.map(|c| c as u16));
    let (tall, tall_windows) = match tall {
        true => configs_of::<R, MAX_TALL_WINDOWS>(pos, Shape::Tall),
        false => ([[0; MAX_TALL_WINDOWS]; 2], 0),
    };
    let family = crate::draughts::weights::family(rules);
    let w = family.weights();
    let shipped = match patterns::net_for(family) {
        Some(net) => evaluate_full(rules, pos, &w, net),
        None => evaluate_with(rules, pos, &w),
    };
    let s = Sample {
        features: features(rules, pos),
        damping: draw_damping(rules, pos),
        race: race(rules, pos),
        result,
        configs,
        windows,
        tall,
        tall_windows,
        phase: phase(pos, win) as u8,
        full: win.full as u8,
        shipped,
    };
    debug_assert!(
        patterns::shipped(family).is_some_and(|p| p.tall.is_some() && tall_windows == 0)
            || s.eval(&w, patterns::shipped(family)) == shipped
    );
    Some(s)
}

#[inline]
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean squared error of the predicted results with the engine's integer evaluation.
pub fn loss(samples: &[Sample], w: &Weights, t: Option<&Patterns>, k: f64) -> f64 {
    loss_by(samples, k, |s| s.eval(w, t))
}

/// Mean squared error of the predicted results with the evaluation `eval`.
fn loss_by(samples: &[Sample], k: f64, eval: impl Fn(&Sample) -> i32) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - sigmoid(k * eval(s) as f64);
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
    let (mut fc, mut fd) = (loss(samples, w, None, c), loss(samples, w, None, d));
    for _ in 0..60 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = loss(samples, w, None, c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = loss(samples, w, None, d);
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
    fn of(corpus: &Corpus, w: &Weights, t: Option<&Patterns>, k: f64) -> Losses {
        Losses {
            train: loss(&corpus.train, w, t, k),
            test: loss(&corpus.test, w, t, k),
        }
    }

    /// The losses of the engine's shipped evaluation, whatever windows the samples read.
    fn of_shipped(corpus: &Corpus, k: f64) -> Losses {
        Losses {
            train: loss_by(&corpus.train, k, |s| s.shipped),
            test: loss_by(&corpus.test, k, |s| s.shipped),
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
    /// The fitted pattern tables, rounded, when patterns were fitted.
    pub tables: Option<Patterns>,
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
    let start = family.material();
    let k = settings
        .scale
        .unwrap_or_else(|| fit_scale(&corpus.train, &start));
    let searched;
    let train = match settings.label_depth {
        Some(depth) => {
            searched = label_by_search(corpus, depth, settings.label_share, k);
            &searched
        }
        None => &corpus.train,
    };
    let first = corpus.train.first();
    let windows = first.map_or(0, |s| s.windows as usize);
    let tall_windows = first.map_or(0, |s| s.tall_windows as usize);
    let tables = settings.patterns.then(|| Patterns {
        square: Tables::zero(Shape::Square, windows),
        tall: (settings.tall && tall_windows > 0).then(|| Tables::zero(Shape::Tall, tall_windows)),
    });
    let from = settings
        .king
        .map_or(start, |v| start.with(Feature::King, v));
    let (w, t) = fit(train, &from, tables, k, settings, progress);
    Report {
        family,
        k,
        material: Losses::of(corpus, &start, None, k),
        before: Losses::of_shipped(corpus, k),
        weights: w,
        after: Losses::of(corpus, &w, t.as_ref(), k),
        tables: t,
        positions: (corpus.train.len(), corpus.test.len()),
    }
}

/// The fitted samples of `corpus` with each result blended with the win chance of a `depth`-ply
/// search of its position (`share` of the label; the logistic of the score at scale `k`), the
/// searches spread over every core. A position the search does not score (the game is over
/// there) keeps its result. The corpus must have been read with `label_depth` set, which keeps the
/// positions.
pub fn label_by_search(corpus: &Corpus, depth: u32, share: f64, k: f64) -> Vec<Sample> {
    assert_eq!(
        corpus.train_positions.len(),
        corpus.train.len(),
        "the corpus was read without its positions"
    );
    let mut samples = corpus.train.clone();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = samples.len().div_ceil(threads).max(1);
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    std::thread::scope(|scope| {
        for (part, positions) in samples
            .chunks_mut(chunk)
            .zip(corpus.train_positions.chunks(chunk))
        {
            scope.spawn(move || {
                let mut searcher = Searcher::new(16);
                for (s, &(variant, pos)) in part.iter_mut().zip(positions) {
                    let game = Game::from_position(variant, pos);
                    let info = searcher.search(&game, &limits, &mut |_| {}).info;
                    if info.depth > 0 {
                        let chance = sigmoid(k * info.score as f64);
                        s.result = (1.0 - share) * s.result + share * chance;
                    }
                }
            });
        }
    });
    samples
}

/// Adam's moments of a set of parameters.
struct Adam {
    m: Vec<f64>,
    v: Vec<f64>,
}

impl Adam {
    const B1: f64 = 0.9;
    const B2: f64 = 0.999;

    fn new(n: usize) -> Adam {
        Adam {
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    /// One step of `rate` on `params` down `grad`, with the ridge `ridge(i)` (per `w / 100`)
    /// added; parameters whose ridge is `None` stay fixed.
    fn step(
        &mut self,
        params: &mut [f64],
        grad: &[f64],
        step: usize,
        rate: f64,
        ridge: impl Fn(usize) -> Option<f64>,
    ) {
        let c1 = 1.0 - Self::B1.powi(step as i32);
        let c2 = 1.0 - Self::B2.powi(step as i32);
        for i in 0..params.len() {
            let Some(l2) = ridge(i) else {
                continue;
            };
            let g = grad[i] + 2.0 * l2 * params[i] / 1e4;
            if g == 0.0 && self.m[i] == 0.0 {
                continue;
            }
            self.m[i] = Self::B1 * self.m[i] + (1.0 - Self::B1) * g;
            self.v[i] = Self::B2 * self.v[i] + (1.0 - Self::B2) * g * g;
            params[i] -= rate * (self.m[i] / c1) / ((self.v[i] / c2).sqrt() + 1e-8);
        }
    }
}

/// The samples are cut into this many parts, whose gradients are summed in order: a fit gives
/// the same weights on any number of cores.
const PARTS: usize = 4;

/// The gradient of the mean squared error over some of the samples.
struct Gradient {
    /// By the linear weights.
    w: Vec<f64>,
    /// By the pattern entries, middlegame and endgame in turn.
    t: Vec<f64>,
    /// The samples' summed squared error.
    total: f64,
}

impl Gradient {
    fn zero(weights: usize, entries: usize) -> Gradient {
        Gradient {
            w: vec![0.0; weights],
            t: vec![0.0; entries],
            total: 0.0,
        }
    }

    /// Sets this gradient to that of `samples` (of `n` in all) at weights `w` and pattern
    /// entries `t` (middlegame and endgame in turn; the tall tables' from entry `tall_at`),
    /// scale `k`.
    fn set_to(
        &mut self,
        samples: &[Sample],
        w: &[f64],
        t: &[f64],
        tall_at: Option<usize>,
        k: f64,
        n: f64,
    ) {
        self.w.fill(0.0);
        self.t.fill(0.0);
        self.total = 0.0;
        let patterns = !t.is_empty();
        for s in samples {
            let d = s.damping as f64;
            let mut e: f64 = s.features.iter().zip(w).map(|(&x, b)| x as f64 * b).sum();
            let share = s.share();
            if patterns {
                for (a, b) in s.entry_pairs(tall_at) {
                    let (a, b) = (2 * a, 2 * b);
                    e += share * (t[a] - t[b]) + (1.0 - share) * (t[a + 1] - t[b + 1]);
                }
            }
            let p = sigmoid(k * (e / d + s.race as f64));
            let diff = p - s.result;
            self.total += diff * diff;
            // d/dw (p - r)² = 2 (p - r) · p (1 - p) · K · x / damping
            let g = 2.0 * diff * p * (1.0 - p) * k / d / n;
            for (gi, &x) in self.w.iter_mut().zip(&s.features) {
                *gi += g * x as f64;
            }
            if patterns {
                let (gm, ge) = (g * share, g * (1.0 - share));
                for (a, b) in s.entry_pairs(tall_at) {
                    let (a, b) = (2 * a, 2 * b);
                    self.t[a] += gm;
                    self.t[a + 1] += ge;
                    self.t[b] -= gm;
                    self.t[b + 1] -= ge;
                }
            }
        }
    }

    fn add(&mut self, other: &Gradient) {
        for (a, b) in self.w.iter_mut().zip(&other.w) {
            *a += b;
        }
        for (a, b) in self.t.iter_mut().zip(&other.t) {
            *a += b;
        }
        self.total += other.total;
    }
}

/// Full-batch Adam on the mean squared error, of the linear weights and, if `tables` is given,
/// of the pattern tables; the man's weight stays fixed unless the scale is given.
fn fit(
    samples: &[Sample],
    start: &Weights,
    tables: Option<Patterns>,
    k: f64,
    settings: &Settings,
    progress: &mut dyn FnMut(usize, f64),
) -> (Weights, Option<Patterns>) {
    let fixed = settings.scale.is_none().then_some(Feature::Man as usize);
    let mut w: Vec<f64> = start.0.iter().map(|&x| x as f64).collect();
    let mut t: Vec<f64> = tables.as_ref().map_or(Vec::new(), |p| {
        std::iter::once(&p.square)
            .chain(&p.tall)
            .flat_map(|t| t.entries.iter().flatten().map(|&x| x as f64))
            .collect()
    });
    // The tall tables' first entry, and the first of their parameters (two an entry).
    let tall_at = tables
        .as_ref()
        .filter(|p| p.tall.is_some())
        .map(|p| p.square.entries.len());
    let tall_param = tall_at.map_or(usize::MAX, |a| 2 * a);
    let (mut adam_w, mut adam_t) = (Adam::new(w.len()), Adam::new(t.len()));
    let n = samples.len().max(1) as f64;
    let part_len = samples.len().div_ceil(PARTS).max(1);
    let mut parts: Vec<Gradient> = (0..PARTS)
        .map(|_| Gradient::zero(w.len(), t.len()))
        .collect();
    let threads = std::thread::available_parallelism().map_or(1, |c| c.get().min(PARTS));
    for step in 1..=settings.iterations {
        std::thread::scope(|scope| {
            let mut todo: Vec<Vec<(&[Sample], &mut Gradient)>> =
                (0..threads).map(|_| Vec::new()).collect();
            for (i, pair) in samples.chunks(part_len).zip(parts.iter_mut()).enumerate() {
                todo[i % threads].push(pair);
            }
            let (w, t) = (&w, &t);
            for jobs in todo {
                scope.spawn(move || {
                    for (part, g) in jobs {
                        g.set_to(part, w, t, tall_at, k, n);
                    }
                });
            }
        });
        let (first, rest) = parts.split_first_mut().expect("PARTS > 0");
        for other in rest.iter() {
            first.add(other);
        }
        let (grad_w, grad_t, total) = (&first.w, &first.t, first.total);
        let king = Feature::King as usize;
        adam_w.step(&mut w, grad_w, step, settings.rate, |i| match i {
            _ if Some(i) == fixed => None,
            _ if i == king && settings.king.is_some() => None,
            _ if i == king => Some(0.0),
            _ => Some(settings.l2),
        });
        if !t.is_empty() {
            let (l2, tall_l2) = (settings.pattern_l2, settings.tall_l2);
            adam_t.step(&mut t, grad_t, step, settings.rate, |i| {
                Some(if i < tall_param { l2 } else { tall_l2 })
            });
        }
        if step % 250 == 0 || step == settings.iterations {
            progress(step, total / n);
        }
    }
    let mut weights = [0; FEATURES];
    for (to, from) in weights.iter_mut().zip(&w) {
        *to = from.round() as i32;
    }
    let tables = tables.map(|mut p| {
        let entries = std::iter::once(&mut p.square)
            .chain(&mut p.tall)
            .flat_map(|t| t.entries.iter_mut());
        for (e, pair) in entries.zip(t.chunks_exact(2)) {
            *e = [round_entry(pair[0]), round_entry(pair[1])];
        }
        p
    });
    (Weights(weights), tables)
}

fn round_entry(x: f64) -> i16 {
    let max = f64::from(MAX_ENTRY);
    x.round().clamp(-max, max) as i16
}

/// The fitted weights as the Rust source of the family's default in `src/draughts/weights.rs`,
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
        Family::Flying10 => "Weights for flying-king games on 10x10 (International).",
        Family::Flying8 => {
            "Weights for flying-king games on 8x8 (Russian, Brazilian, Czech, Pool)."
        }
        Family::Short8 => "Weights for short-king games (English, Italian).",
        Family::Frisian => "Weights for Frisian and Frysk!.",
        Family::Turkish => "Weights for Turkish draughts.",
        Family::Soldiers => "Weights for Sixteen Soldiers.",
        Family::Losing10 => "Weights for losing games (Antidraughts), fitted to their goal.",
        Family::Race10 => {
            "Weights for races to the first king (Breakthrough), fitted beside the race itself."
        }
    }
}

/// The games folder `dama tune` reads unless told otherwise, relative to the repository root.
pub const DEFAULT_GAMES: &str = "tests/data/games";

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
