//! `dama score`: the score and Elo difference of a result given as wins, draws and losses of
//! engine 1, as `dama match` prints them: to add up a match played in parts.

use dama::protocols::matches::MatchScore;

/// What `dama score` is asked.
#[derive(clap::Args)]
pub struct ScoreArgs {
    /// Wins of engine 1.
    #[arg(long)]
    wins: u32,
    /// Draws.
    #[arg(long)]
    draws: u32,
    /// Losses of engine 1.
    #[arg(long)]
    losses: u32,
}

/// Runs `dama score`.
pub fn run(args: &ScoreArgs) {
    let score = MatchScore {
        wins: args.wins,
        draws: args.draws,
        losses: args.losses,
        forfeits: [0, 0],
    };
    say!("{}", score.summary());
}
