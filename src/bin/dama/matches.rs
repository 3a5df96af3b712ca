//! `dama match`: engine-vs-engine games in any game, W/D/L, score and the Elo difference with
//! its 95% interval.

use std::path::PathBuf;
use std::time::Instant;

use dama::protocols::matches::{
    parse_option, run_match, EngineSpec, MatchConfig, MatchGame, Openings,
};
use dama::registry::AnyGame;

use super::game_args::GameArgs;

/// What `dama match` is asked.
#[derive(clap::Args)]
pub struct MatchArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Engine 1: a level (level:5, club, mcts:3, greedy, alphabeta:6, minimax:4), playing
    /// from its opening book and, from level 5, with its own endgame bitbase; nobook:LEVEL
    /// without the book; nobitbase:LEVEL without the bitbase; hub:COMMAND for an external
    /// draughts engine speaking Hub, ponder:hub:COMMAND for one that thinks on the opponent's
    /// time; uci:COMMAND or usi:COMMAND for an external chess or shogi engine.
    #[arg(long, value_parser = EngineSpec::parse)]
    engine1: EngineSpec,
    /// Engine 2, as engine 1.
    #[arg(long, value_parser = EngineSpec::parse)]
    engine2: EngineSpec,
    /// A setting of engine 1, an external engine, as NAME=VALUE (UCI_Elo=2200, "Skill
    /// Level=5", tt-size=24): UCI's and USI's setoption, Hub's set-param. Repeat it for more;
    /// each must be a setting the engine declares.
    #[arg(long, value_parser = parse_option, value_name = "NAME=VALUE")]
    option1: Vec<(String, String)>,
    /// A setting of engine 2, as --option1.
    #[arg(long, value_parser = parse_option, value_name = "NAME=VALUE")]
    option2: Vec<(String, String)>,
    /// Number of games (colours alternate; each opening is played twice). Default: 100, or
    /// with --openings each opening once with each colour.
    #[arg(long)]
    games: Option<usize>,
    /// Random plies from the start that make each opening.
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// Start the games from a game file's games instead (PDN for draughts, PGN for piece
    /// games), each at its last move and played twice, colours swapped.
    #[arg(long, conflicts_with = "opening_plies")]
    openings: Option<PathBuf>,
    /// Games played at once (default: every core).
    #[arg(long)]
    threads: Option<usize>,
    /// Time per move in milliseconds (external engines always; our levels use their node
    /// budget unless this is given).
    #[arg(long)]
    move_time: Option<f64>,
    /// Longest game in plies before it is called a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Seed of the openings and the bots' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write every game to this file (PDN for draughts, PGN for piece games).
    #[arg(long, alias = "pgn")]
    pdn: Option<PathBuf>,
}

/// `spec` with its settings `options` (given by `flag`): only an external engine takes them.
fn with_options(
    spec: EngineSpec,
    options: Vec<(String, String)>,
    flag: &str,
) -> Result<EngineSpec, String> {
    match spec {
        EngineSpec::External(mut engine) => {
            engine.options = options;
            Ok(EngineSpec::External(engine))
        }
        _ if options.is_empty() => Ok(spec),
        _ => Err(format!(
            "{flag} sets an external engine (hub:, uci:, usi:), not {}",
            spec.name()
        )),
    }
}

/// Runs `dama match`.
pub fn run(args: MatchArgs) -> Result<(), String> {
    match args.game.open()? {
        AnyGame::Draughts(g) => play(g, args),
        AnyGame::Piece(g) => play(g, args),
    }
}

fn play<G: MatchGame>(game: G, args: MatchArgs) -> Result<(), String> {
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let openings = match &args.openings {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            Openings::Given(
                game.openings_from_file(&text)
                    .map_err(|e| format!("{}: {e}", path.display()))?,
            )
        }
        None => Openings::Random {
            plies: args.opening_plies,
        },
    };
    let games = args.games.unwrap_or(match &openings {
        Openings::Given(starts) => 2 * starts.len(),
        Openings::Random { .. } => 100,
    });
    let name = game.name();
    let engines = [
        with_options(args.engine1, args.option1, "--option1")?,
        with_options(args.engine2, args.option2, "--option2")?,
    ];
    let config = MatchConfig {
        game,
        engines,
        games,
        openings,
        threads,
        seed: args.seed,
        move_time_ms: args.move_time,
        max_plies: args.max_plies,
    };
    eprintln!(
        "{} vs {}: {games} games of {name} on {threads} thread{}",
        config.engines[0].name(),
        config.engines[1].name(),
        if threads == 1 { "" } else { "s" }
    );
    let start = Instant::now();
    let report = run_match(&config, &|s| {
        if s.games() % 10 == 0 {
            eprintln!("  after {} games: {}", s.games(), s.summary());
        }
    })?;
    for f in &report.forfeits {
        eprintln!(
            "  game {} lost by engine {}: {}",
            f.round, f.engine, f.reason
        );
    }
    if let Some(path) = args.pdn {
        std::fs::write(&path, report.games.join("\n"))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    say!(
        "{} vs {} ({name}): {}",
        config.engines[0].name(),
        config.engines[1].name(),
        report.score.summary()
    );
    eprintln!("  {:.1} s", start.elapsed().as_secs_f64());
    Ok(())
}
