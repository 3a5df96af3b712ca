//! `dama bitbase`: solves every draughts position with few pieces (an endgame bitbase), one
//! line per material (MATERIAL, POSITIONS, WINS, DRAWS, LOSSES for the side to move), then
//! checks every value against its moves.

use std::path::PathBuf;
use std::time::Instant;

use dama::draughts::bitbase::Bitbase;
use dama::Variant;

/// What `dama bitbase` is asked.
#[derive(clap::Args)]
pub struct BitbaseArgs {
    /// Game: a draughts game that `dama games` lists (not Frisian or Frysk!).
    #[arg(long, value_parser = Variant::parse)]
    variant: Variant,
    /// Most pieces on the board, both sides together.
    #[arg(long, value_parser = clap::value_parser!(u32).range(2..=6))]
    pieces: u32,
    /// Write the database to this file.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Also the materials of one more piece where one side has a lone king (the endings the
    /// move limits count), as the levels solve them natively.
    #[arg(long)]
    lone_kings: bool,
}

/// Runs `dama bitbase`.
pub fn run(args: &BitbaseArgs) -> Result<(), String> {
    let start = Instant::now();
    let mut base = if args.lone_kings {
        Bitbase::with_lone_kings(args.variant, args.pieces)?
    } else {
        Bitbase::new(args.variant, args.pieces)?
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
    if let Some(path) = &args.out {
        let bytes = base.encode();
        std::fs::write(path, &bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!("  {} bytes in {}", bytes.len(), path.display());
    }
    Ok(())
}
