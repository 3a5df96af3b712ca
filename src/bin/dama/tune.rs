//! `dama tune`: fits a draughts family's evaluation weights (and pattern tables) to games by the
//! Texel method, and prints them as Rust.

use std::path::PathBuf;

/// What `dama tune` is asked.
#[derive(clap::Args)]
pub struct TuneArgs {
    /// Family: flying10 (International), flying8 (Russian, Brazilian, Czech), short8
    /// (English, Italian), frisian (Frisian, Frysk!), turkish, soldiers (Sixteen Soldiers),
    /// losing10 (Antidraughts), race10 (Breakthrough).
    #[arg(long, value_parser = dama::draughts::weights::Family::parse)]
    family: dama::draughts::weights::Family,
    /// The games folder with its manifest.json (the default is relative to the repository
    /// root).
    #[arg(long, default_value = dama::dev::tuning::corpus::DEFAULT_GAMES)]
    games: PathBuf,
    /// Plies skipped at the start of each game.
    #[arg(long, default_value_t = 10)]
    skip_plies: usize,
    /// Percentage of games held out to measure overfitting.
    #[arg(long, default_value_t = 10)]
    test_percent: u32,
    /// Steps of the fit.
    #[arg(long, default_value_t = 3000)]
    iterations: usize,
    /// Seed of the split.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Ridge penalty on the positional weights.
    #[arg(long, default_value_t = 0.0)]
    l2: f64,
    /// Fit pattern tables as well (diagonal boards, Turkish's and Sixteen Soldiers' 37 points),
    /// written to --patterns-out.
    #[arg(long)]
    patterns: bool,
    /// With --patterns, fit tables of tall windows too (12 points, 6x4 squares of a diagonal
    /// board), added to the square windows inside them.
    #[arg(long, requires = "patterns")]
    tall: bool,
    /// Ridge penalty on the tall windows' entries.
    #[arg(long, default_value_t = 0.0)]
    tall_l2: f64,
    /// Ridge penalty on the pattern entries.
    #[arg(long, default_value_t = 0.0)]
    pattern_l2: f64,
    /// The file the fitted pattern tables are written to.
    #[arg(long)]
    patterns_out: Option<PathBuf>,
    /// A games folder (with its manifest.json) of other play, e.g. the master's own matches,
    /// on which the fitted evaluation is checked as well.
    #[arg(long)]
    check_games: Option<PathBuf>,
    /// Hold the king's weight at this value instead of fitting it.
    #[arg(long)]
    king: Option<i32>,
    /// Label each fitted position by a search of this many plies as well as by its game's
    /// result (held-out positions keep their results).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=30))]
    label_depth: Option<u32>,
    /// The search's share of each label with --label-depth, 0 to 1.
    #[arg(long, default_value_t = 0.5, value_parser = parse_share)]
    label_share: f64,
    /// Hold the logistic's scale K at this value (e.g. 0.0084) and fit the man's weight
    /// too, instead of fitting K to material with the man held at 100.
    #[arg(long, value_parser = parse_scale)]
    scale: Option<f64>,
}

/// Runs `dama tune`.
pub fn run(args: TuneArgs) -> Result<(), String> {
    let settings = dama::dev::tuning::settings::Settings {
        skip_plies: args.skip_plies,
        test_percent: args.test_percent,
        seed: args.seed,
        iterations: args.iterations,
        l2: args.l2,
        patterns: args.patterns,
        tall: args.tall,
        tall_l2: args.tall_l2,
        pattern_l2: args.pattern_l2,
        king: args.king,
        label_depth: args.label_depth,
        label_share: args.label_share,
        scale: args.scale,
        ..Default::default()
    };
    let job = dama::dev::tuning::Job {
        dir: args.games,
        family: args.family,
        patterns_out: args.patterns_out,
        check: args.check_games,
    };
    let source = dama::dev::tuning::run(&job, &settings, &mut |l| eprintln!("{l}"))?;
    say!("{source}");
    Ok(())
}

/// A share between 0 and 1.
fn parse_share(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if (0.0..=1.0).contains(&x) => Ok(x),
        _ => Err(format!("`{text}` is not a number from 0 to 1")),
    }
}

fn parse_scale(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x > 0.0 && x <= 1.0 => Ok(x),
        _ => Err(format!("`{text}` is not a scale above 0 and at most 1")),
    }
}
