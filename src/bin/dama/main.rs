//! The `dama` command line: one file per subcommand over the library; this one reads the
//! arguments, runs the subcommand and turns its failure into a one-line message and exit status 2.
// Native only: `cargo test --target wasm32-unknown-unknown` builds every binary, and this one is
// empty there.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Prints a line to stdout; a closed pipe (`dama moves | head`) ends the program quietly.
macro_rules! say {
    ($($arg:tt)*) => {
        if std::io::Write::write_fmt(&mut std::io::stdout(), format_args!("{}\n", format_args!($($arg)*))).is_err() {
            std::process::exit(0);
        }
    };
}

mod bestmove;
mod bitbase;
mod book;
mod curve;
mod game_args;
mod games;
mod hub;
mod matches;
mod moves;
mod perft;
mod puzzles;
mod replay;
mod score;
mod tune;
mod uci;

/// A transposition table size, as 2^N entries: N in [`dama::protocols::hub::TT_SIZES`].
fn table_size(text: &str) -> Result<u32, String> {
    let sizes = dama::protocols::hub::TT_SIZES;
    match text.parse::<u32>() {
        Ok(n) if sizes.contains(&n) => Ok(n),
        _ => Err(format!(
            "a whole number from {} to {} (2^N entries)",
            sizes.start(),
            sizes.end()
        )),
    }
}

/// A thread count for a search: 1 to [`dama::protocols::hub::MAX_THREADS`].
fn thread_count(text: &str) -> Result<u16, String> {
    let max = dama::protocols::hub::MAX_THREADS;
    match text.parse::<usize>() {
        Ok(n @ 1..) if n <= max => Ok(n as u16),
        _ => Err(format!("a whole number from 1 to {max}")),
    }
}

#[derive(Parser)]
#[command(
    name = "dama",
    version,
    about = "Board games: draughts in many rule sets, Sixteen Soldiers, chess, shogi and games of your own: moves, perft, search, matches, engine protocols"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every game Dama plays, one per line: NAME<TAB>TITLE<TAB>BOARD<TAB>START FEN<TAB>ALIASES.
    Games(games::GamesArgs),
    /// Every legal move, one per line: PATH<TAB>CAPTURED, sorted.
    Moves(moves::MovesArgs),
    /// Leaf counts of the legal move tree for depths 1..=N.
    Perft(perft::PerftArgs),
    /// The bot's move: first line the move, then score, depth, nodes and pv lines.
    Bestmove(bestmove::BestmoveArgs),
    /// Engine-vs-engine games: W/D/L, score and Elo difference with its 95% interval.
    Match(matches::MatchArgs),
    /// The score and Elo difference of a result given as wins, draws and losses of engine 1
    /// (as `match` prints them): to add up a match played in parts.
    Score(score::ScoreArgs),
    /// Speak the Hub engine protocol on stdin/stdout (draughts).
    Hub(hub::HubArgs),
    /// Speak UCI on stdin/stdout: chess, a built-in game with algebraic squares (option
    /// UCI_Variant), or a game file (option GameFile).
    Uci,
    /// Speak USI on stdin/stdout: shogi, or minishogi (option USI_Variant).
    Usi,
    /// Fit a family's evaluation weights to real games (Texel method); prints them as Rust.
    Tune(tune::TuneArgs),
    /// Fit the curve from a search's score to the expected result (a game analysis' marks) on
    /// finished games: prints the scale for `Searchable::result_scale`.
    Curve(curve::CurveArgs),
    /// Solve every position with few pieces (an endgame bitbase): one line per material,
    /// MATERIAL<TAB>POSITIONS<TAB>WINS<TAB>DRAWS<TAB>LOSSES (for the side to move), then checks
    /// every value against its moves.
    Bitbase(bitbase::BitbaseArgs),
    /// Build an opening book from games (with --games or --out), or show a book's moves in a
    /// position: MOVE<TAB>GAMES<TAB>POINTS %<TAB>SCORE, for the side that plays the move.
    Book(book::BookArgs),
    /// Replay the games of PDN files by our rules, one per line: ROUND, WHITE, BLACK, RESULT,
    /// PLIES, how the rules end it, the material at the end, each side's greatest lead (in men,
    /// a king as three); with --player, that player's games summed up.
    Replay(replay::ReplayArgs),
    /// Find a family's puzzles in real and self-played games, each proved by the search:
    /// writes the set as JSON (the page's `src/puzzles/sets/FAMILY.json`).
    Puzzles(puzzles::PuzzlesArgs),
}

fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Games(args) => games::run(&args),
        Command::Moves(args) => moves::run(&args)?,
        Command::Perft(args) => perft::run(&args)?,
        Command::Bestmove(args) => bestmove::run(&args)?,
        Command::Match(args) => matches::run(args)?,
        Command::Score(args) => score::run(&args),
        Command::Hub(args) => hub::run(args)?,
        Command::Uci => uci::run_as(dama::protocols::uci::Flavour::Uci),
        Command::Usi => uci::run_as(dama::protocols::uci::Flavour::Usi),
        Command::Tune(args) => tune::run(args)?,
        Command::Curve(args) => curve::run(&args)?,
        Command::Bitbase(args) => bitbase::run(&args)?,
        Command::Book(args) => book::run(args)?,
        Command::Replay(args) => replay::run(&args)?,
        Command::Puzzles(args) => puzzles::run(&args)?,
    }
    Ok(())
}

/// Clap's error as one line: its first line, and where that ends in a colon (the missing
/// arguments), the indented lines that list them.
fn one_line(rendered: &str) -> String {
    let mut lines = rendered.lines().skip_while(|l| l.trim().is_empty());
    let first = lines.next().unwrap_or("bad arguments");
    let mut line = first.trim_start_matches("error: ").to_string();
    if line.ends_with(':') {
        let listed: Vec<&str> = lines
            .take_while(|l| l.starts_with(' ') && !l.trim().is_empty())
            .map(str::trim)
            .collect();
        if !listed.is_empty() {
            line = format!("{line} {}", listed.join(", "));
        }
    }
    line
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) if e.use_stderr() => {
            eprintln!("dama: {} (try --help)", one_line(&e.render().to_string()));
            return ExitCode::from(2);
        }
        Err(e) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("dama: {msg}");
            ExitCode::from(2)
        }
    }
}
