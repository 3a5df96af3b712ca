//! Games read into labelled positions: the [`Sample`] of a quiet position (its features, its
//! pattern configurations, its result), the [`Corpus`] of a games folder, split into fitted and
//! held-out games, and the folder's manifest.

use std::path::Path;

use super::settings::Settings;
use crate::common::rng::Rng;
use crate::draughts::eval::{draw_damping, evaluate_full, evaluate_with, features, race};
use crate::draughts::movegen;
use crate::draughts::notation::pdn::{read_pdn, PdnResult};
use crate::draughts::patterns;
use crate::draughts::patterns::tables::{Patterns, Tables};
use crate::draughts::patterns::windows::{
    config, frames, phase, windows_of, Shape, MAX_TALL_WINDOWS, MAX_WINDOWS,
};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::{Rules, Variant};
use crate::draughts::weights::{Family, Weights, FEATURES};

/// The games folder `dama tune` reads unless told otherwise, relative to the repository root.
pub const DEFAULT_GAMES: &str = "tests/data/games";

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
    /// opponent's (see `src/draughts/patterns/`).
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
    pub(super) fn entry_pairs(
        &self,
        tall_at: Option<usize>,
    ) -> impl Iterator<Item = (usize, usize)> + '_ {
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
    pub(super) fn share(&self) -> f64 {
        self.phase as f64 / (self.full as f64).max(1.0)
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
