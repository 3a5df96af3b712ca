//! The `dama` command line: legal moves, perft, and (with the search) best move, matches, Hub.
// Native only: `cargo test --target wasm32-unknown-unknown` builds every binary, and this one is
// empty there.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use dama::notation::fen::parse_fen;
use dama::notation::movetext::{full_move, write_move};
use dama::notation::square::square_names;
use dama::search::{Limits, Searcher};
use dama::{Position, Variant};

#[derive(Parser)]
#[command(
    name = "dama",
    version,
    about = "Draughts in many rule sets: moves, perft, search"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args)]
struct PositionArgs {
    /// Game: international (standard), brazilian, russian, czech, english (american), italian,
    /// pool, antidraughts, breakthrough.
    #[arg(long, value_parser = parse_variant)]
    variant: Variant,
    /// Position in PDN FEN (default: the game's start), e.g. W:W31-50:B1-20.
    #[arg(long)]
    fen: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Every legal move, one per line: PATH<TAB>CAPTURED, sorted.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Leaf counts of the legal move tree for depths 1..=N.
    Perft {
        #[command(flatten)]
        position: PositionArgs,
        /// Deepest depth.
        #[arg(long)]
        depth: u32,
        /// Print the count below each legal move at the deepest depth instead.
        #[arg(long)]
        divide: bool,
    },
    /// The bot's move: first line the move, then score, depth, nodes and pv lines.
    Bestmove {
        #[command(flatten)]
        position: PositionArgs,
        /// Thinking time in milliseconds.
        #[arg(long, conflicts_with = "depth", required_unless_present = "depth")]
        time: Option<u64>,
        /// Search depth in plies.
        #[arg(long)]
        depth: Option<u32>,
    },
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    Variant::from_name(s)
        .ok_or_else(|| format!("unknown variant `{s}`; known: {}", Variant::names()))
}

fn position(args: &PositionArgs) -> Result<Position, String> {
    match &args.fen {
        None => Ok(dama::start_position(args.variant)),
        Some(f) => parse_fen(args.variant, f).map_err(|e| format!("bad --fen: {e}")),
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Moves { position: args } => {
            let pos = position(&args)?;
            let v = args.variant;
            let mut lines: Vec<String> = dama::legal_moves(v, &pos)
                .iter()
                .map(|m| {
                    format!(
                        "{}\t{}",
                        full_move(v, m),
                        square_names(v, m.captured).join(",")
                    )
                })
                .collect();
            lines.sort();
            for l in lines {
                println!("{l}");
            }
        }
        Command::Perft {
            position: args,
            depth,
            divide,
        } => {
            let pos = position(&args)?;
            let v = args.variant;
            if divide {
                let start = Instant::now();
                let mut total = 0;
                let mut lines = Vec::new();
                for m in dama::legal_moves(v, &pos).iter() {
                    let n = dama::perft(v, &pos.play(m), depth.saturating_sub(1));
                    total += n;
                    lines.push(format!("{}\t{n}", full_move(v, m)));
                }
                lines.sort();
                for l in lines {
                    println!("{l}");
                }
                println!("total {total}");
                report(total, start);
            } else {
                for d in 1..=depth {
                    let start = Instant::now();
                    let n = dama::perft(v, &pos, d);
                    println!("{d} {n}");
                    report(n, start);
                }
            }
        }
        Command::Bestmove {
            position: args,
            time,
            depth,
        } => {
            let pos = position(&args)?;
            let v = args.variant;
            let game = dama::Game::from_position(v, pos);
            let limits = Limits {
                depth,
                nodes: None,
                time_ms: time.map(|t| t as f64),
            };
            let mut searcher = Searcher::default();
            let result = searcher.search(&game, &limits, &mut |_| {});
            let Some(best) = result.best else {
                return Err(format!("no legal move: {}", game.result().describe()));
            };
            let info = &result.info;
            println!("{}", write_move(v, &pos, &best));
            println!("score {}", info.score);
            println!("depth {}", info.depth);
            println!("nodes {}", info.nodes);
            let mut p = pos;
            let pv: Vec<String> = info
                .pv
                .iter()
                .map(|m| {
                    let t = write_move(v, &p, m);
                    p = p.play(m);
                    t
                })
                .collect();
            println!("pv {}", pv.join(" "));
        }
    }
    Ok(())
}

fn report(nodes: u64, start: Instant) {
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "  {nodes} nodes in {secs:.3} s, {:.2} M nodes/s",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) if e.use_stderr() => {
            let text = e.render().to_string();
            let line = text
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("bad arguments");
            eprintln!("dama: {} (try --help)", line.trim_start_matches("error: "));
            return ExitCode::from(2);
        }
        Err(e) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("dama: {msg}");
            ExitCode::from(2)
        }
    }
}
