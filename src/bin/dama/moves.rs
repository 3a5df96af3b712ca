//! `dama moves`: every legal move, one per line: the move in full, a tab, the captured squares;
//! sorted.

use dama::game::MoveBuffer;

use super::game_args::{CliGame, ForGame, PositionArgs};

/// What `dama moves` is asked.
#[derive(clap::Args)]
pub struct MovesArgs {
    #[command(flatten)]
    position: PositionArgs,
}

struct Moves;

impl ForGame for Moves {
    type Out = ();

    fn run<G: CliGame>(self, game: G, pos: G::Position) -> Result<(), String> {
        let mut list = G::Moves::default();
        game.legal_moves(&pos, &mut list);
        let mut lines: Vec<String> = list
            .as_slice()
            .iter()
            .map(|m| {
                format!(
                    "{}\t{}",
                    game.full_move(&pos, m),
                    game.captured(&pos, m).join(",")
                )
            })
            .collect();
        lines.sort();
        for l in lines {
            say!("{l}");
        }
        Ok(())
    }
}

/// Runs `dama moves`.
pub fn run(args: &MovesArgs) -> Result<(), String> {
    args.position.run(Moves)
}
