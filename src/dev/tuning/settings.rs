//! How `dama tune` reads its games and runs its fit ([`Settings`]).

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
