//! `dama perft`: the leaves of the legal move tree for depths 1 to N, or with `--divide` the
//! leaves below each legal move at the deepest depth.

use std::time::Instant;

use dama::game::divide;

use super::game_args::{CliGame, ForGame, PositionArgs};

/// What `dama perft` is asked.
#[derive(clap::Args)]
pub struct PerftArgs {
    #[command(flatten)]
    position: PositionArgs,
    /// Deepest depth.
    #[arg(long)]
    depth: u32,
    /// Print the count below each legal move at the deepest depth instead.
    #[arg(long)]
    divide: bool,
}

struct Perft {
    depth: u32,
    divide: bool,
}

impl ForGame for Perft {
    type Out = ();

    fn run<G: CliGame>(self, game: G, pos: G::Position) -> Result<(), String> {
        if self.divide {
            let start = Instant::now();
            let counts = divide(&game, &pos, self.depth);
            let total = counts.iter().map(|(_, n)| n).sum::<u64>();
            let mut lines: Vec<String> = counts
                .iter()
                .map(|(m, n)| format!("{}\t{n}", game.full_move(&pos, m)))
                .collect();
            lines.sort();
            for l in lines {
                say!("{l}");
            }
            say!("total {total}");
            report(total, start);
        } else {
            for d in 1..=self.depth {
                let start = Instant::now();
                let n = game.perft(&pos, d);
                say!("{d} {n}");
                report(n, start);
            }
        }
        Ok(())
    }
}

/// Time and nodes per second on stderr.
fn report(nodes: u64, start: Instant) {
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "  {nodes} nodes in {secs:.3} s, {:.2} M nodes/s",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
}

/// Runs `dama perft`.
pub fn run(args: &PerftArgs) -> Result<(), String> {
    args.position.run(Perft {
        depth: args.depth,
        divide: args.divide,
    })
}
