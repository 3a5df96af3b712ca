//! `dama hub`: Dama as a draughts engine speaking the Hub protocol on stdin and stdout.

use std::path::PathBuf;

use dama::draughts::bitbase::Bitbase;

use super::{table_size, thread_count};

/// What `dama hub` is asked.
#[derive(clap::Args)]
pub struct HubArgs {
    /// A bitbase (`dama bitbase --out FILE`) the search probes in its game.
    #[arg(long)]
    bitbase: Option<PathBuf>,
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
}

/// Runs `dama hub`.
pub fn run(args: HubArgs) -> Result<(), String> {
    let bitbase = match args.bitbase {
        Some(path) => {
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let base = Bitbase::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            Some(std::sync::Arc::new(base))
        }
        None => None,
    };
    let options = dama::protocols::hub::Options {
        bitbase,
        book: args.book,
        threads: args.threads.into(),
        tt_size: args.tt_size,
    };
    dama::protocols::hub::run_with(std::io::stdin().lock(), std::io::stdout(), options);
    Ok(())
}
