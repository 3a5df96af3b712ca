//! The `dama` command line: legal moves, perft, and (with the search) best move, matches, Hub.
// Native only: `cargo test --target wasm32-unknown-unknown` builds every binary, and this one is
// empty there.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use dama::draughts::bitbase::Bitbase;
use dama::draughts::notation::fen::parse_fen;
use dama::draughts::notation::movetext::{full_move, write_move};
use dama::draughts::notation::square::square_names;
use dama::protocols::matches::{
    openings_from_pdn, run_match, EngineSpec, MatchConfig, MatchScore, Openings,
};
use dama::search::bot::Bot;
use dama::search::levels::Opponent;
use dama::search::Limits;
use dama::{Position, Variant};

/// Prints a line to stdout; a closed pipe (`dama moves | head`) ends the program quietly.
macro_rules! say {
    ($($arg:tt)*) => {
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    };
}

mod book;
mod piece;
mod replay;

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
    about = "Draughts in many rule sets: moves, perft, search"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args)]
struct PositionArgs {
    /// Game: a name or alias that `dama games` lists, house:SWITCHES for house rules (e.g.
    /// house:board=10,kings=short), or a piece game: chess, shogi.
    #[arg(long, value_parser = piece::parse_game, required_unless_present = "game")]
    variant: Option<piece::GameArg>,
    /// A game of one's own design: its game file (JSON; see docs/game-files.md).
    #[arg(long, conflicts_with = "variant")]
    game: Option<std::path::PathBuf>,
    /// Position (default: the game's start): PDN FEN for draughts (W:W31-50:B1-20), FEN for
    /// chess and games with algebraic coordinates, SFEN for shogi.
    #[arg(long)]
    fen: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Every game Dama plays, one per line: NAME<TAB>TITLE<TAB>BOARD<TAB>START FEN<TAB>ALIASES.
    Games {
        /// Print the names only.
        #[arg(long)]
        names: bool,
    },
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
        #[arg(long, conflicts_with = "depth")]
        time: Option<u64>,
        /// Search depth in plies.
        #[arg(long)]
        depth: Option<u32>,
        /// Opponent: 1-9 or a level name, mcts:1-9, greedy, alphabeta:1-12, minimax:1-12
        /// (default master; with --time/--depth the budget replaces the level's own).
        #[arg(long, value_parser = Opponent::parse)]
        level: Option<Opponent>,
        /// Threads the search runs on with --time or --depth (draughts).
        #[arg(long, default_value_t = 1, value_parser = thread_count)]
        threads: u16,
        /// A transposition table of 2^N entries of 8 bytes (draughts; default: the level's
        /// own).
        #[arg(long, value_parser = table_size)]
        tt_size: Option<u32>,
    },
    /// Engine-vs-engine games: W/D/L, score and Elo difference with its 95% interval.
    Match {
        /// Game (names as for `moves`: see `dama games`; chess, shogi).
        #[arg(long, value_parser = piece::parse_game, required_unless_present = "game")]
        variant: Option<piece::GameArg>,
        /// A piece game of one's own design: its game file.
        #[arg(long, conflicts_with = "variant")]
        game: Option<std::path::PathBuf>,
        /// Engine 1: a level (level:5, club, mcts:3, greedy, alphabeta:6, minimax:4), playing
        /// from its opening book and, from level 5, with its own endgame bitbase; nobook:LEVEL
        /// without the book; nobitbase:LEVEL without the bitbase; hub:COMMAND for an external
        /// Hub engine; ponder:hub:COMMAND for one that thinks on the opponent's time.
        #[arg(long, value_parser = EngineSpec::parse)]
        engine1: EngineSpec,
        /// Engine 2, as engine 1.
        #[arg(long, value_parser = EngineSpec::parse)]
        engine2: EngineSpec,
        /// Number of games (colours alternate; each opening is played twice). Default: 100, or
        /// with --openings each opening once with each colour.
        #[arg(long)]
        games: Option<usize>,
        /// Random plies from the start that make each opening.
        #[arg(long, default_value_t = 4)]
        opening_plies: usize,
        /// Start the games from a PDN file's games instead, each at its last move and played
        /// twice, colours swapped (draughts only).
        #[arg(long, conflicts_with = "opening_plies")]
        openings: Option<std::path::PathBuf>,
        /// Games played at once (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        /// Time per move in milliseconds (Hub engines always; our levels use their node budget
        /// unless this is given).
        #[arg(long)]
        move_time: Option<f64>,
        /// Longest game in plies before it is called a draw.
        #[arg(long, default_value_t = 300)]
        max_plies: usize,
        /// Seed of the openings and the bots' choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write every game to this PDN file.
        #[arg(long)]
        pdn: Option<std::path::PathBuf>,
    },
    /// The score and Elo difference of a result given as wins, draws and losses of engine 1
    /// (as `match` prints them): to add up a match played in parts.
    Score {
        /// Wins of engine 1.
        #[arg(long)]
        wins: u32,
        /// Draws.
        #[arg(long)]
        draws: u32,
        /// Losses of engine 1.
        #[arg(long)]
        losses: u32,
    },
    /// Speak the Hub engine protocol on stdin/stdout.
    Hub {
        /// A bitbase (`dama bitbase --out FILE`) the search probes in its game.
        #[arg(long)]
        bitbase: Option<std::path::PathBuf>,
        /// Play from the opening book in timed play too (the Hub parameter `book`).
        #[arg(long)]
        book: bool,
        /// Threads a search runs on in timed play and analysis (the Hub parameter `threads`);
        /// searches to a node count stay on one.
        #[arg(long, default_value_t = 1, value_parser = thread_count)]
        threads: u16,
        /// A transposition table of 2^N entries of 8 bytes (the Hub parameter `tt-size`;
        /// default: the level's own, 2^20 for the master).
        #[arg(long, value_parser = table_size)]
        tt_size: Option<u32>,
    },
    /// Speak UCI on stdin/stdout: chess, a built-in game with algebraic squares (option
    /// UCI_Variant), or a game file (option GameFile).
    Uci,
    /// Speak USI on stdin/stdout: shogi, or minishogi (option USI_Variant).
    Usi,
    /// Fit a family's evaluation weights to real games (Texel method); prints them as Rust.
    Tune {
        /// Family: flying10 (International), flying8 (Russian, Brazilian, Czech), short8
        /// (English, Italian), frisian (Frisian, Frysk!), turkish, soldiers (Sixteen Soldiers),
        /// losing10 (Antidraughts), race10 (Breakthrough).
        #[arg(long, value_parser = dama::draughts::eval::Family::parse)]
        family: dama::draughts::eval::Family,
        /// The games folder with its manifest.json (the default is relative to the repository
        /// root).
        #[arg(long, default_value = dama::dev::tuning::DEFAULT_GAMES)]
        games: std::path::PathBuf,
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
        patterns_out: Option<std::path::PathBuf>,
        /// A games folder (with its manifest.json) of other play, e.g. the master's own matches,
        /// on which the fitted evaluation is checked as well.
        #[arg(long)]
        check_games: Option<std::path::PathBuf>,
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
    },
    /// Solve every position with few pieces (an endgame bitbase): one line per material,
    /// MATERIAL<TAB>POSITIONS<TAB>WINS<TAB>DRAWS<TAB>LOSSES (for the side to move), then checks
    /// every value against its moves.
    Bitbase {
        /// Game: a draughts game that `dama games` lists (not Frisian or Frysk!).
        #[arg(long, value_parser = Variant::parse)]
        variant: Variant,
        /// Most pieces on the board, both sides together.
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=6))]
        pieces: u32,
        /// Write the database to this file.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Also the materials of one more piece where one side has a lone king (the endings the
        /// move limits count), as the levels solve them natively.
        #[arg(long)]
        lone_kings: bool,
    },
    /// Build an opening book from games (with --games or --out), or show a book's moves in a
    /// position: MOVE<TAB>GAMES<TAB>POINTS %<TAB>SCORE, for the side that plays the move.
    Book(book::BookArgs),
    /// Replay the games of PDN files by our rules, one per line: ROUND, WHITE, BLACK, RESULT,
    /// PLIES, how the rules end it, the material at the end, each side's greatest lead (in men,
    /// a king as three); with --player, that player's games summed up.
    Replay(replay::ReplayArgs),
}

/// The draughts game and position the arguments name, or the piece game's commands' answer.
fn position(args: &PositionArgs) -> Result<(Variant, Position), piece::Target> {
    let variant = match piece::target(args) {
        Ok(piece::Resolved::Draughts(v)) => v,
        Ok(piece::Resolved::Piece(t)) => return Err(piece::Target::Piece(t)),
        Err(e) => return Err(piece::Target::Error(e)),
    };
    match &args.fen {
        None => Ok((variant, dama::start_position(variant))),
        Some(f) => parse_fen(variant, f)
            .map(|p| (variant, p))
            .map_err(|e| piece::Target::Error(format!("bad --fen: {e}"))),
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Games { names } => {
            for v in Variant::ALL {
                let info = v.info();
                if names {
                    say!("{}", info.name);
                    continue;
                }
                let b = info.board;
                let board = match b.kind {
                    dama::draughts::board::BoardKind::Points => format!("{} points", b.all.count()),
                    _ => format!("{}x{}", b.cols, b.rows),
                };
                say!(
                    "{}\t{}\t{board}\t{}\t{}",
                    info.name,
                    info.title,
                    info.start_fen,
                    info.aliases.join(",")
                );
            }
        }
        Command::Moves { position: args } => {
            let (v, pos) = match position(&args) {
                Ok(found) => found,
                Err(other) => return piece::moves(other),
            };
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
                say!("{l}");
            }
        }
        Command::Perft {
            position: args,
            depth,
            divide,
        } => {
            let (v, pos) = match position(&args) {
                Ok(found) => found,
                Err(other) => return piece::perft(other, depth, divide),
            };
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
                    say!("{l}");
                }
                say!("total {total}");
                report(total, start);
            } else {
                for d in 1..=depth {
                    let start = Instant::now();
                    let n = dama::perft(v, &pos, d);
                    say!("{d} {n}");
                    report(n, start);
                }
            }
        }
        Command::Bestmove {
            position: args,
            time,
            depth,
            level,
            threads,
            tt_size,
        } => {
            let (v, pos) = match position(&args) {
                Ok(found) => found,
                Err(other) => return piece::bestmove(other, time, depth, level),
            };
            let game = dama::Game::from_position(v, pos);
            let limits = Limits {
                depth,
                time_ms: time.map(|t| t as f64),
                ..Limits::default()
            };
            let given = time.is_some() || depth.is_some();
            let mut bot = Bot::new(level.unwrap_or(Opponent::MASTER), 1);
            bot.set_threads(threads.into());
            if let Some(bits) = tt_size {
                bot.set_table_bits(bits);
            }
            let result = bot.think(&game, given.then_some(limits), &mut |_| {});
            let Some(best) = result.best else {
                return Err(format!("no legal move: {}", game.result().describe()));
            };
            let info = &result.info;
            say!("{}", write_move(v, &pos, &best));
            say!("score {}", info.score);
            say!("depth {}", info.depth);
            say!("nodes {}", info.nodes);
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
            say!("pv {}", pv.join(" "));
        }
        Command::Match {
            variant,
            game,
            engine1,
            engine2,
            games,
            opening_plies,
            openings,
            threads,
            move_time,
            max_plies,
            seed,
            pdn,
        } => {
            let threads = threads
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
            let variant = match piece::match_game(variant, game)? {
                piece::MatchGame::Draughts(v) => v,
                piece::MatchGame::Piece(_) if openings.is_some() => {
                    return Err("--openings reads draughts games (PDN) only".into());
                }
                piece::MatchGame::Piece(g) => {
                    return piece::run_match(
                        g,
                        [engine1, engine2],
                        piece::MatchArgs {
                            games: games.unwrap_or(100),
                            opening_plies,
                            threads,
                            move_time,
                            max_plies,
                            seed,
                            pgn: pdn,
                        },
                    );
                }
            };
            let openings = match openings {
                Some(path) => {
                    let text = std::fs::read_to_string(&path)
                        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                    Openings::Given(
                        openings_from_pdn(&text, variant)
                            .map_err(|e| format!("{}: {e}", path.display()))?,
                    )
                }
                None => Openings::Random {
                    plies: opening_plies,
                },
            };
            let games = games.unwrap_or(match &openings {
                Openings::Given(starts) => 2 * starts.len(),
                Openings::Random { .. } => 100,
            });
            let config = MatchConfig {
                variant,
                engines: [engine1, engine2],
                games,
                openings,
                threads,
                seed,
                move_time_ms: move_time,
                max_plies,
            };
            eprintln!(
                "{} vs {}: {games} games of {variant} on {threads} thread{}",
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
            if let Some(path) = pdn {
                std::fs::write(&path, report.pdn.join("\n"))
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            }
            say!(
                "{} vs {} ({variant}): {}",
                config.engines[0].name(),
                config.engines[1].name(),
                report.score.summary()
            );
            eprintln!("  {:.1} s", start.elapsed().as_secs_f64());
        }
        Command::Score {
            wins,
            draws,
            losses,
        } => {
            let score = MatchScore {
                wins,
                draws,
                losses,
                forfeits: [0, 0],
            };
            say!("{}", score.summary());
        }
        Command::Hub {
            bitbase,
            book,
            threads,
            tt_size,
        } => {
            let base = match bitbase {
                Some(path) => {
                    let bytes = std::fs::read(&path)
                        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                    let base =
                        Bitbase::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
                    Some(std::sync::Arc::new(base))
                }
                None => None,
            };
            let stdin = std::io::stdin();
            let options = dama::protocols::hub::Options {
                bitbase: base,
                book,
                threads: threads.into(),
                tt_size,
            };
            dama::protocols::hub::run_with(stdin.lock(), std::io::stdout(), options);
        }
        Command::Uci | Command::Usi => {
            let flavour = if matches!(cli.command, Command::Uci) {
                dama::protocols::uci::Flavour::Uci
            } else {
                dama::protocols::uci::Flavour::Usi
            };
            dama::protocols::uci::run(flavour, std::io::stdin().lock(), std::io::stdout());
        }
        Command::Tune {
            family,
            games,
            skip_plies,
            test_percent,
            iterations,
            seed,
            l2,
            patterns,
            tall,
            tall_l2,
            pattern_l2,
            patterns_out,
            check_games,
            king,
            label_depth,
            label_share,
            scale,
        } => {
            let settings = dama::dev::tuning::Settings {
                skip_plies,
                test_percent,
                seed,
                iterations,
                l2,
                patterns,
                tall,
                tall_l2,
                pattern_l2,
                king,
                label_depth,
                label_share,
                scale,
                ..Default::default()
            };
            let job = dama::dev::tuning::Job {
                dir: games,
                family,
                patterns_out,
                check: check_games,
            };
            let source = dama::dev::tuning::run(&job, &settings, &mut |l| eprintln!("{l}"))?;
            say!("{source}");
        }
        Command::Bitbase {
            variant,
            pieces,
            out,
            lone_kings,
        } => {
            let start = Instant::now();
            let mut base = if lone_kings {
                Bitbase::with_lone_kings(variant, pieces)?
            } else {
                Bitbase::new(variant, pieces)?
            };
            while let Some((m, c)) = base.solve_next() {
                say!(
                    "{m}\t{}\t{}\t{}\t{}",
                    c.wins + c.draws + c.losses,
                    c.wins,
                    c.draws,
                    c.losses
                )
            }
            eprintln!("  solved in {:.1} s", start.elapsed().as_secs_f64());
            let start = Instant::now();
            base.verify()?;
            eprintln!("  verified in {:.1} s", start.elapsed().as_secs_f64());
            if let Some(path) = out {
                let bytes = base.encode();
                std::fs::write(&path, &bytes)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                eprintln!("  {} bytes in {}", bytes.len(), path.display());
            }
        }
        Command::Book(args) => book::run(args)?,
        Command::Replay(args) => replay::run(&args)?,
    }
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

fn report(nodes: u64, start: Instant) {
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "  {nodes} nodes in {secs:.3} s, {:.2} M nodes/s",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
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
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("dama: {msg}");
            ExitCode::from(2)
        }
    }
}
