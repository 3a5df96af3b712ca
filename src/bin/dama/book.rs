//! `dama book`: builds an opening book from games, or shows a book's moves in a position.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use dama::common::rng::Rng;
use dama::draughts::book::{self, Book, BookBuilder};
use dama::draughts::notation::movetext::write_move;
use dama::{Game, Position, Variant};

/// What `dama book` is asked.
#[derive(clap::Args)]
pub struct BookArgs {
    /// Game: a draughts game that `dama games` lists.
    #[arg(long, value_parser = Variant::parse)]
    variant: Variant,
    /// Position whose book moves are shown (PDN FEN; default: the start).
    #[arg(long)]
    fen: Option<String>,
    /// Games to build from: PDN files, or folders with a manifest.json (repeatable; the default
    /// is the repository's real games, tests/data/games).
    #[arg(long)]
    games: Vec<PathBuf>,
    /// Plies of each game taken into the book.
    #[arg(long, default_value_t = 20)]
    plies: usize,
    /// Keep the positions reached in at least this many games.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    min_games: u32,
    /// Search every kept position with this many nodes (0: no scores).
    #[arg(long, default_value_t = 200_000)]
    nodes: u64,
    /// Write the book to this file.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Show the moves of this book file instead of the shipped one.
    #[arg(long, conflicts_with_all = ["games", "out"])]
    book: Option<PathBuf>,
    /// Add a fifth column: how often this level (1-9) picks each move, in % of 1,000 draws.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=9))]
    level: Option<u8>,
}

/// Builds the book when asked for games or a file to write, else shows the moves of the book
/// (the shipped one, or `--book`) in the position.
pub fn run(args: BookArgs) -> Result<(), String> {
    let position = match &args.fen {
        None => dama::start_position(args.variant),
        Some(f) => dama::draughts::notation::fen::parse_fen(args.variant, f)
            .map_err(|e| format!("bad --fen: {e}"))?,
    };
    if args.out.is_some() || !args.games.is_empty() {
        build(&args, position)
    } else {
        show(&args, position)
    }
}

fn build(args: &BookArgs, position: Position) -> Result<(), String> {
    let mut builder = BookBuilder::new(args.variant, args.plies);
    let sources = if args.games.is_empty() {
        vec![PathBuf::from(dama::dev::tuning::corpus::DEFAULT_GAMES)]
    } else {
        args.games.clone()
    };
    for source in &sources {
        for file in pdn_files(source, args.variant)? {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            builder.add_pdn(&text);
        }
    }
    if builder.games == 0 {
        return Err(format!(
            "no {} games from the usual start in the files given",
            args.variant.name()
        ));
    }
    eprintln!(
        "  {} games read, {} skipped (another game or start, or unreadable), {} read before",
        builder.games, builder.skipped, builder.duplicates
    );
    let start = Instant::now();
    let book = builder.finish(args.min_games, args.nodes, &mut |done, total| {
        if done % 500 == 0 || done == total {
            eprintln!("  scored {done} of {total}");
        }
    });
    eprintln!(
        "  {} positions (reached in at least {} games) in {:.1} s",
        book.len(),
        args.min_games,
        start.elapsed().as_secs_f64()
    );
    if let Some(path) = &args.out {
        let bytes = book.encode();
        std::fs::write(path, &bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!("  {} bytes in {}", bytes.len(), path.display());
    }
    print_moves(&book, args.variant, position, args.level);
    Ok(())
}

/// A PDN file as it is, or the files of `variant` a games folder's manifest lists.
fn pdn_files(source: &Path, variant: Variant) -> Result<Vec<PathBuf>, String> {
    if source.is_dir() {
        let files = dama::dev::tuning::corpus::manifest_files(source, &|v| v == variant)?;
        Ok(files.into_iter().map(|(_, p)| p).collect())
    } else {
        Ok(vec![source.to_path_buf()])
    }
}

fn show(args: &BookArgs, position: Position) -> Result<(), String> {
    let owned;
    let book = match &args.book {
        Some(path) => {
            let bytes =
                std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            owned = Book::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            if owned.variant() != args.variant {
                return Err(format!(
                    "{} is a book for {}, not {}",
                    path.display(),
                    owned.variant().name(),
                    args.variant.name()
                ));
            }
            &owned
        }
        None => book::shipped(args.variant)
            .ok_or_else(|| format!("no book is shipped for {}", args.variant.name()))?,
    };
    print_moves(book, args.variant, position, args.level);
    Ok(())
}

/// One line per book move in `position`, most played first:
/// MOVE<TAB>GAMES<TAB>POINTS<TAB>SCORE, the points (in %) and the search's score (in men) for
/// the side that plays the move; with `level`, how often that level picks the move (in %).
fn print_moves(book: &Book, variant: Variant, position: Position, level: Option<u8>) {
    const DRAWS: u64 = 1000;
    let game = Game::from_position(variant, position);
    let mover = position.side();
    let found = book.candidates(&game);
    let mut picked = vec![0u64; found.len()];
    if let Some(level) = level {
        for seed in 0..DRAWS {
            let mv = book.choose(&game, level, &mut Rng::new(seed));
            if let Some(i) = found.iter().position(|c| Some(c.mv) == mv) {
                picked[i] += 1;
            }
        }
    }
    for (c, picked) in found.iter().zip(picked) {
        let points = c
            .stats
            .points_for(mover)
            .map_or("-".to_string(), |p| format!("{:.1}", p * 100.0));
        let score = c
            .stats
            .score
            .map_or("-".to_string(), |s| format!("{:.2}", -(s as f64) / 100.0));
        let mut line = format!(
            "{}\t{}\t{points}\t{score}",
            write_move(variant, &position, &c.mv),
            c.stats.games
        );
        if level.is_some() {
            let share = picked as f64 * 100.0 / DRAWS as f64;
            line.push_str(&format!("\t{share:.1}"));
        }
        if writeln!(std::io::stdout(), "{line}").is_err() {
            return;
        }
    }
}
