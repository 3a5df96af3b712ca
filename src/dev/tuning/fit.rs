//! The fit: the logistic's scale `K` by golden-section search, then the weights and the pattern
//! tables by full-batch Adam on the mean squared error ([`tune`]), optionally on labels blended
//! with searches ([`label_by_search`]), and the losses before and after ([`Report`]).

use super::corpus::{Corpus, Sample};
use super::settings::Settings;
use crate::draughts::game::Game;
use crate::draughts::patterns::tables::{Patterns, Tables, MAX_ENTRY};
use crate::draughts::patterns::windows::Shape;
use crate::draughts::weights::{Family, Feature, Weights, FEATURES};
use crate::search::{Limits, Searcher};

#[inline]
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean squared error of the predicted results with the engine's integer evaluation.
pub fn loss(samples: &[Sample], w: &Weights, t: Option<&Patterns>, k: f64) -> f64 {
    loss_by(samples, k, |s| s.eval(w, t))
}

/// Mean squared error of the predicted results with the evaluation `eval`.
pub(super) fn loss_by(samples: &[Sample], k: f64, eval: impl Fn(&Sample) -> i32) -> f64 {
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
    golden_section(0.0, 0.1, |k| loss(samples, w, None, k))
}

/// Where `f`, taken to have one minimum on `[a, b]`, is least: golden-section search, 60 steps.
pub fn golden_section(mut a: f64, mut b: f64, f: impl Fn(f64) -> f64) -> f64 {
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let mut c = b - phi * (b - a);
    let mut d = a + phi * (b - a);
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..60 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = f(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = f(d);
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
