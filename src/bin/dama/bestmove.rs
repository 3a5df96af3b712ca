//! `dama bestmove`: the bot's move, then its score, depth, nodes and line.

use dama::game::{write_line, Record};
use dama::search::bot::Bot;
use dama::search::levels::Opponent;
use dama::search::Limits;

use super::game_args::{CliGame, ForGame, PositionArgs};
use super::{table_size, thread_count};

/// What `dama bestmove` is asked.
#[derive(clap::Args)]
pub struct BestmoveArgs {
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
    /// Threads the search runs on with --time or --depth.
    #[arg(long, default_value_t = 1, value_parser = thread_count)]
    threads: u16,
    /// Lines to find (multi-PV, 1 to 5), each printed as `line N score S pv ...`.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=dama::search::MAX_LINES as i64))]
    lines: Option<u32>,
    /// A transposition table of 2^N entries of 8 bytes (default: the level's own).
    #[arg(long, value_parser = table_size)]
    tt_size: Option<u32>,
}

impl ForGame for &BestmoveArgs {
    type Out = ();

    fn run<G: CliGame>(self, game: G, pos: G::Position) -> Result<(), String> {
        let record = Record::starting_at(game.clone(), pos.clone());
        let limits = Limits {
            depth: self.depth,
            time_ms: self.time.map(|t| t as f64),
            lines: self.lines,
            ..Limits::default()
        };
        let given = self.time.is_some() || self.depth.is_some() || self.lines.is_some();
        let mut bot = Bot::new(self.level.unwrap_or(Opponent::MASTER), 1);
        bot.set_threads(self.threads.into());
        if let Some(bits) = self.tt_size {
            bot.set_table_bits(bits);
        }
        let result = bot.think(&record, given.then_some(limits), &mut |_| {});
        let Some(best) = result.best else {
            return Err(format!("no legal move: {}", record.result()));
        };
        let info = &result.info;
        say!("{}", game.short_move(&pos, &best));
        say!("score {}", info.score);
        say!("depth {}", info.depth);
        say!("nodes {}", info.nodes);
        let written = |line: &[G::Move]| {
            write_line(&game, &pos, line, |p, m| game.short_move(p, m)).join(" ")
        };
        say!("pv {}", written(&info.pv));
        for (i, line) in info.lines.iter().enumerate() {
            say!(
                "line {} score {} pv {}",
                i + 1,
                line.score,
                written(&line.pv)
            );
        }
        Ok(())
    }
}

/// Runs `dama bestmove`.
pub fn run(args: &BestmoveArgs) -> Result<(), String> {
    args.position.run(args)
}
