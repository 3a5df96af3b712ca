//! `dama games`: every game Dama plays, one per line: NAME, TITLE, BOARD, START FEN and ALIASES,
//! separated by tabs.

use dama::game::GameRules;
use dama::registry::AnyGame;

/// What `dama games` is asked.
#[derive(clap::Args)]
pub struct GamesArgs {
    /// Print the names only.
    #[arg(long)]
    names: bool,
}

/// Runs `dama games`.
pub fn run(args: &GamesArgs) {
    for game in AnyGame::built_in() {
        let (name, title, board, start, aliases) = match &game {
            AnyGame::Draughts(g) => {
                let info = g.variant.info();
                let b = info.board;
                let board = match b.kind {
                    dama::draughts::board::BoardKind::Points => format!("{} points", b.all.count()),
                    _ => format!("{}x{}", b.cols, b.rows),
                };
                (
                    g.name(),
                    info.title.to_string(),
                    board,
                    info.start_fen.to_string(),
                    info.aliases.join(","),
                )
            }
            AnyGame::Piece(g) => (
                g.name(),
                g.file.title.clone().unwrap_or_else(|| g.file.name.clone()),
                format!("{}x{}", g.files, g.ranks),
                g.write_position(&g.start_position()),
                String::new(),
            ),
        };
        if args.names {
            say!("{name}");
        } else {
            say!("{name}\t{title}\t{board}\t{start}\t{aliases}");
        }
    }
}
